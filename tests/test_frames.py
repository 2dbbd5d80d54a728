"""Clause frames on hand-built parses: the DependencyMatcher roles and the events they give.

No language model: each Doc is written out token by token, so a failure points at the
rule, not at the tagger or the parser.
"""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc
from wordproblem.components.abstention import Abstain
from wordproblem.components.frames import FrameReader, attach, build_matcher, find_roles
from wordproblem.components.mentions import Mentions
from wordproblem.components.numbers import NumberWords
from wordproblem.components.quantities import assign_units, find_quantities
from wordproblem.components.rules import VerbLexicon, default_rules

RULES = default_rules()
VOCAB = spacy.blank("en").vocab


def _doc(rows: list[tuple[str, int, str, str, str, str]]) -> Doc:
    """rows: (word, head index, dep, pos, tag, lemma); sentence starts follow the heads."""
    words, heads, deps, pos, tags, lemmas = (list(column) for column in zip(*rows, strict=True))
    return Doc(VOCAB, words=words, heads=heads, deps=deps, pos=pos, tags=tags, lemmas=lemmas)


# "Tom gives 3 marbles to Sam ."
GIVE_TO = [
    ("Tom", 1, "nsubj", "PROPN", "NNP", "Tom"),
    ("gives", 1, "ROOT", "VERB", "VBZ", "give"),
    ("3", 3, "nummod", "NUM", "CD", "3"),
    ("marbles", 1, "dobj", "NOUN", "NNS", "marble"),
    ("to", 1, "prep", "ADP", "IN", "to"),
    ("Sam", 4, "pobj", "PROPN", "NNP", "Sam"),
    (".", 1, "punct", "PUNCT", ".", "."),
]

# "There are 5 apples in the basket ."
THERE_ARE = [
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
OUT_OF = [
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


def _events(rows):
    doc = _doc(rows)
    words = RULES["words"]
    quantities = find_quantities(doc, NumberWords(RULES["numbers"]), words["money_symbols"])
    assign_units(quantities, [], words["money_nouns"], set(words["unit_adjective_stoplist"]))
    mentions = Mentions(words)
    mentions.scan(doc)
    roles = find_roles(doc, build_matcher(VOCAB, RULES["roles"]), RULES["roles"])
    reader = FrameReader(VerbLexicon(RULES["verbs"]), words)
    return doc, roles, reader.read(doc[:], quantities, roles, mentions)


def test_roles_of_a_give_to_clause():
    _, roles, _ = _events(GIVE_TO)
    verb = roles[1]
    assert [a.text for a, _ in verb["agent"]] == ["Tom"]
    assert [a.text for a, _ in verb["theme"]] == ["marbles"]
    assert [(a.text, p) for a, p in verb["prep"]] == [("Sam", "to")]


def test_give_to_is_a_loss_with_the_receiver_as_party():
    _, _, (event,) = _events(GIVE_TO)
    assert (event.kind, event.subject, event.party) == ("lose", "Tom", "Sam")
    assert (event.quantity.value, event.quantity.unit) == (3, "marbles")


def test_there_are_gives_the_place_a_holding():
    doc, _, (event,) = _events(THERE_ARE)
    assert attach(event.quantity) == (doc[1], "theme")
    assert (event.kind, event.subject, event.quantity.unit) == ("possess", "basket", "apples")


def test_out_of_names_the_source_of_a_take():
    _, roles, (event,) = _events(OUT_OF)
    assert ("box", "out of") in [(a.text, p) for a, p in roles[1]["prep"]]
    assert (event.kind, event.subject, event.party) == ("gain", "Ann", "box")


def test_a_verb_outside_the_lexicon_abstains():
    rows = [list(r) for r in GIVE_TO]
    rows[1] = ["juggles", 1, "ROOT", "VERB", "VBZ", "juggle"]
    with pytest.raises(Abstain) as caught:
        _events([tuple(r) for r in rows])
    assert caught.value.code == "unsupported-verb"
