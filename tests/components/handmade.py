"""Hand-built parses for the rule unit tests: no language model needed."""

from __future__ import annotations

import spacy
from spacy.tokens import Doc
from wordproblem.components.docview import DocView, view
from wordproblem.components.rules import compile_rules, default_rules

RULES = compile_rules(default_rules())
VOCAB = spacy.blank("en").vocab

Row = tuple[str, int, str, str, str, str]


def make_spacy_doc(rows: list[Row]) -> Doc:
    """rows: (word, head index, dep, pos, tag, lemma); sentence starts follow the heads."""
    words, heads, deps, pos, tags, lemmas = (list(column) for column in zip(*rows, strict=True))
    return Doc(VOCAB, words=words, heads=heads, deps=deps, pos=pos, tags=tags, lemmas=lemmas)


def make_doc(rows: list[Row]) -> DocView:
    """The hand-built Doc of ``rows`` as the stages read it (its ``DocView``)."""
    return view(make_spacy_doc(rows))


# "Tom gives 3 marbles to Sam ."
GIVE_TO: list[Row] = [
    ("Tom", 1, "nsubj", "PROPN", "NNP", "Tom"),
    ("gives", 1, "ROOT", "VERB", "VBZ", "give"),
    ("3", 3, "nummod", "NUM", "CD", "3"),
    ("marbles", 1, "dobj", "NOUN", "NNS", "marble"),
    ("to", 1, "prep", "ADP", "IN", "to"),
    ("Sam", 4, "pobj", "PROPN", "NNP", "Sam"),
    (".", 1, "punct", "PUNCT", ".", "."),
]

# "There are 5 apples in the basket ."
THERE_ARE: list[Row] = [
    ("There", 1, "expl", "PRON", "EX", "there"),
    ("are", 1, "ROOT", "VERB", "VBP", "be"),
    ("5", 3, "nummod", "NUM", "CD", "5"),
    ("apples", 1, "attr", "NOUN", "NNS", "apple"),
    ("in", 3, "prep", "ADP", "IN", "in"),
    ("the", 6, "det", "DET", "DT", "the"),
    ("basket", 4, "pobj", "NOUN", "NN", "basket"),
    (".", 1, "punct", "PUNCT", ".", "."),
]

# "Ann takes 2 pears out of the box ."
OUT_OF: list[Row] = [
    ("Ann", 1, "nsubj", "PROPN", "NNP", "Ann"),
    ("takes", 1, "ROOT", "VERB", "VBZ", "take"),
    ("2", 3, "nummod", "NUM", "CD", "2"),
    ("pears", 1, "dobj", "NOUN", "NNS", "pear"),
    ("out", 1, "prep", "ADP", "IN", "out"),
    ("of", 4, "prep", "ADP", "IN", "of"),
    ("the", 7, "det", "DET", "DT", "the"),
    ("box", 5, "pobj", "NOUN", "NN", "box"),
    (".", 1, "punct", "PUNCT", ".", "."),
]

# "3 birds land on the fence ."
LAND_ON: list[Row] = [
    ("3", 1, "nummod", "NUM", "CD", "3"),
    ("birds", 2, "nsubj", "NOUN", "NNS", "bird"),
    ("land", 2, "ROOT", "VERB", "VBP", "land"),
    ("on", 2, "prep", "ADP", "IN", "on"),
    ("the", 5, "det", "DET", "DT", "the"),
    ("fence", 3, "pobj", "NOUN", "NN", "fence"),
    (".", 2, "punct", "PUNCT", ".", "."),
]

# "Sam doubles his stamps ."
DOUBLES: list[Row] = [
    ("Sam", 1, "nsubj", "PROPN", "NNP", "Sam"),
    ("doubles", 1, "ROOT", "VERB", "VBZ", "double"),
    ("his", 3, "poss", "PRON", "PRP$", "his"),
    ("stamps", 1, "dobj", "NOUN", "NNS", "stamp"),
    (".", 1, "punct", "PUNCT", ".", "."),
]

# "Sam has 5 apples . He eats 2 ."
HAS_EATS: list[Row] = [
    ("Sam", 1, "nsubj", "PROPN", "NNP", "Sam"),
    ("has", 1, "ROOT", "VERB", "VBZ", "have"),
    ("5", 3, "nummod", "NUM", "CD", "5"),
    ("apples", 1, "dobj", "NOUN", "NNS", "apple"),
    (".", 1, "punct", "PUNCT", ".", "."),
    ("He", 6, "nsubj", "PRON", "PRP", "he"),
    ("eats", 6, "ROOT", "VERB", "VBZ", "eat"),
    ("2", 6, "dobj", "NUM", "CD", "2"),
    (".", 6, "punct", "PUNCT", ".", "."),
]


def replace_row(rows: list[Row], index: int, row: Row) -> list[Row]:
    """RETURNS (list[Row]): ``rows`` with the row at ``index`` replaced."""
    return [row if i == index else r for i, r in enumerate(rows)]


# "How many things are there left ?": a question that names no holder and no verb of
# change, appended to hand-built statements
QUESTION: list[Row] = [
    ("How", 1, "advmod", "SCONJ", "WRB", "how"),
    ("many", 2, "amod", "ADJ", "JJ", "many"),
    ("things", 5, "dobj", "NOUN", "NNS", "thing"),
    ("are", 5, "aux", "AUX", "VBP", "be"),
    ("there", 5, "expl", "PRON", "EX", "there"),
    ("left", 5, "ROOT", "VERB", "VBN", "leave"),
    ("?", 5, "punct", "PUNCT", ".", "?"),
]


def with_question(rows: list[Row]) -> list[Row]:
    """RETURNS (list[Row]): ``rows`` followed by ``QUESTION``, its heads shifted."""
    shift = len(rows)
    return rows + [(w, h + shift, d, p, t, lem) for (w, h, d, p, t, lem) in QUESTION]


# "Each box holds 6 eggs ."
EACH_BOX_HOLDS: list[Row] = [
    ("Each", 1, "det", "DET", "DT", "each"),
    ("box", 2, "nsubj", "NOUN", "NN", "box"),
    ("holds", 2, "ROOT", "VERB", "VBZ", "hold"),
    ("6", 4, "nummod", "NUM", "CD", "6"),
    ("eggs", 2, "dobj", "NOUN", "NNS", "egg"),
    (".", 2, "punct", "PUNCT", ".", "."),
]


# "Tori was 4 feet tall . How tall is Tori ?": a measure asked, its unit stated
HOW_TALL: list[Row] = [
    ("Tori", 1, "nsubj", "PROPN", "NNP", "Tori"),
    ("was", 1, "ROOT", "AUX", "VBD", "be"),
    ("4", 3, "nummod", "NUM", "CD", "4"),
    ("feet", 4, "npadvmod", "NOUN", "NNS", "foot"),
    ("tall", 1, "acomp", "ADJ", "JJ", "tall"),
    (".", 1, "punct", "PUNCT", ".", "."),
    ("How", 7, "advmod", "SCONJ", "WRB", "how"),
    ("tall", 8, "acomp", "ADJ", "JJ", "tall"),
    ("is", 8, "ROOT", "AUX", "VBZ", "be"),
    ("Tori", 8, "nsubj", "PROPN", "NNP", "Tori"),
    ("?", 8, "punct", "PUNCT", ".", "?"),
]

# "Tom has 5 apples . What 's the total number of apples Tom has ?"
WHAT_IS_CONTRACTED: list[Row] = [
    ("Tom", 1, "nsubj", "PROPN", "NNP", "Tom"),
    ("has", 1, "ROOT", "VERB", "VBZ", "have"),
    ("5", 3, "nummod", "NUM", "CD", "5"),
    ("apples", 1, "dobj", "NOUN", "NNS", "apple"),
    (".", 1, "punct", "PUNCT", ".", "."),
    ("What", 6, "attr", "PRON", "WP", "what"),
    ("'s", 6, "ROOT", "AUX", "VBZ", "be"),
    ("the", 9, "det", "DET", "DT", "the"),
    ("total", 9, "amod", "ADJ", "JJ", "total"),
    ("number", 6, "nsubj", "NOUN", "NN", "number"),
    ("of", 9, "prep", "ADP", "IN", "of"),
    ("apples", 10, "pobj", "NOUN", "NNS", "apple"),
    ("Tom", 13, "nsubj", "PROPN", "NNP", "Tom"),
    ("has", 11, "relcl", "VERB", "VBZ", "have"),
    ("?", 6, "punct", "PUNCT", ".", "?"),
]

# "Tom has 5 apples . Calculate the number of apples Tom has ."
CALCULATE_NUMBER: list[Row] = [
    ("Tom", 1, "nsubj", "PROPN", "NNP", "Tom"),
    ("has", 1, "ROOT", "VERB", "VBZ", "have"),
    ("5", 3, "nummod", "NUM", "CD", "5"),
    ("apples", 1, "dobj", "NOUN", "NNS", "apple"),
    (".", 1, "punct", "PUNCT", ".", "."),
    ("Calculate", 5, "ROOT", "VERB", "VB", "calculate"),
    ("the", 7, "det", "DET", "DT", "the"),
    ("number", 5, "dobj", "NOUN", "NN", "number"),
    ("of", 7, "prep", "ADP", "IN", "of"),
    ("apples", 8, "pobj", "NOUN", "NNS", "apple"),
    ("Tom", 11, "nsubj", "PROPN", "NNP", "Tom"),
    ("has", 9, "relcl", "VERB", "VBZ", "have"),
    (".", 5, "punct", "PUNCT", ".", "."),
]

# "Tom has 5 apples . How many apples does Tom have if he buys 2 more ?": the closing
# if-clause parsed as a complement, as the model often does
CLOSING_IF: list[Row] = [
    ("Tom", 1, "nsubj", "PROPN", "NNP", "Tom"),
    ("has", 1, "ROOT", "VERB", "VBZ", "have"),
    ("5", 3, "nummod", "NUM", "CD", "5"),
    ("apples", 1, "dobj", "NOUN", "NNS", "apple"),
    (".", 1, "punct", "PUNCT", ".", "."),
    ("How", 6, "advmod", "SCONJ", "WRB", "how"),
    ("many", 7, "amod", "ADJ", "JJ", "many"),
    ("apples", 10, "dobj", "NOUN", "NNS", "apple"),
    ("does", 10, "aux", "AUX", "VBZ", "do"),
    ("Tom", 10, "nsubj", "PROPN", "NNP", "Tom"),
    ("have", 10, "ROOT", "VERB", "VB", "have"),
    ("if", 13, "mark", "SCONJ", "IN", "if"),
    ("he", 13, "nsubj", "PRON", "PRP", "he"),
    ("buys", 10, "ccomp", "VERB", "VBZ", "buy"),
    ("2", 15, "nummod", "NUM", "CD", "2"),
    ("more", 13, "dobj", "ADJ", "JJR", "more"),
    ("?", 10, "punct", "PUNCT", ".", "?"),
]

# "Tom has 5 apples . If Ann has 3 apples , how many apples do they have ?": the parse
# hangs the question under the if-clause, and the comma on the question's verb
COMMA_ON_QUESTION: list[Row] = [
    ("Tom", 1, "nsubj", "PROPN", "NNP", "Tom"),
    ("has", 1, "ROOT", "VERB", "VBZ", "have"),
    ("5", 3, "nummod", "NUM", "CD", "5"),
    ("apples", 1, "dobj", "NOUN", "NNS", "apple"),
    (".", 1, "punct", "PUNCT", ".", "."),
    ("If", 7, "mark", "SCONJ", "IN", "if"),
    ("Ann", 7, "nsubj", "PROPN", "NNP", "Ann"),
    ("has", 7, "ROOT", "VERB", "VBZ", "have"),
    ("3", 9, "nummod", "NUM", "CD", "3"),
    ("apples", 7, "dobj", "NOUN", "NNS", "apple"),
    (",", 16, "punct", "PUNCT", ",", ","),
    ("how", 12, "advmod", "SCONJ", "WRB", "how"),
    ("many", 13, "amod", "ADJ", "JJ", "many"),
    ("apples", 16, "dobj", "NOUN", "NNS", "apple"),
    ("do", 16, "aux", "AUX", "VBP", "do"),
    ("they", 16, "nsubj", "PRON", "PRP", "they"),
    ("have", 9, "relcl", "VERB", "VB", "have"),
    ("?", 7, "punct", "PUNCT", ".", "?"),
]
