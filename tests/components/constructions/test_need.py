"""The need construction: 'Tom needs 20 stickers' is a goal, read only in a reading that
asks a shortfall (hand-built parses)."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.clauses.clauses import find_roles
from wordproblem.components.constructions.need import NEED, Need, goal_fact
from wordproblem.components.ir import Amount, FactKind, HolderRef
from wordproblem.components.quantities.quantities import find_quantities
from wordproblem.components.question.question import find_question
from wordproblem.components.reader import ProblemReader

from ..handmade import RULES, VOCAB, make_doc, replace_row
from .reading import QUESTION, _facts, bare_clause, hand_clause

NEED_ = Need()

# "Tom needs 20 stickers ."
NEEDS = [
    ("Tom", 1, "nsubj", "PROPN", "NNP", "Tom"),
    ("needs", 1, "ROOT", "VERB", "VBZ", "need"),
    ("20", 3, "nummod", "NUM", "CD", "20"),
    ("stickers", 1, "dobj", "NOUN", "NNS", "sticker"),
    (".", 1, "punct", "PUNCT", ".", "."),
]


def _abstains(rows, verb="needs", make=hand_clause):
    _, clause, context = make(rows, verb)
    assert NEED_.claims(clause, context)
    with pytest.raises(Abstain) as caught:
        NEED_.read(clause, context)
    return caught.value.code


def test_the_subject_needs_the_object_as_a_goal():
    doc, clause, context = hand_clause(NEEDS, "needs")
    assert NEED_.claims(clause, context)
    (fact,) = NEED_.read(clause, context)
    assert (fact.kind, fact.construction, fact.key) == (FactKind.NEED, "need", "need")
    assert fact.frame is NEED  # a goal, told apart from a holding by its construction
    assert fact.subject.token == doc[0] and not fact.generic
    assert (fact.amount.value, fact.amount.noun.text) == (20, "stickers")


def test_a_need_is_read_in_its_own_reading_and_left_unread_in_every_other():
    doc = make_doc(NEEDS + [(w, h + 5, d, p, t, lem) for (w, h, d, p, t, lem) in QUESTION])
    reader = ProblemReader(VOCAB, RULES)
    query = find_question(doc, RULES.words)
    amounts = tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
    roles = find_roles(doc, reader.matcher, RULES.roles)
    own = reader.construe(doc, query, amounts, roles, own="need")
    assert [f.construction for f in own.facts] == ["need"]
    _, general = _facts(NEEDS)
    assert general.facts == () and [f.code for f in general.failures] == ["unsupported-verb"]


def test_a_verb_of_wanting_states_a_goal():
    # "Tom wants 20 stickers ." (session 40: a goal, as "needs"; before, no need)
    rows = replace_row(NEEDS, 1, ("wants", 1, "ROOT", "VERB", "VBZ", "want"))
    doc, clause, context = hand_clause(rows, "wants")
    assert NEED_.claims(clause, context)
    (fact,) = NEED_.read(clause, context)
    assert (fact.kind, fact.frame, fact.subject.token) == (FactKind.NEED, NEED, doc[0])
    assert (fact.amount.value, fact.amount.noun.text) == (20, "stickers")


def test_a_need_beyond_another_amount_abstains():
    # "Tom needs 20 more stickers ."
    rows = [
        *NEEDS[:3],
        ("more", 4, "amod", "ADJ", "JJR", "more"),
        ("stickers", 1, "dobj", "NOUN", "NNS", "sticker"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    assert _abstains(rows) == "comparative"


def test_a_negated_need_abstains():
    # "Tom does not need 20 stickers ."
    rows = [
        ("Tom", 3, "nsubj", "PROPN", "NNP", "Tom"),
        ("does", 3, "aux", "AUX", "VBZ", "do"),
        ("not", 3, "neg", "PART", "RB", "not"),
        ("need", 3, "ROOT", "VERB", "VB", "need"),
        ("20", 5, "nummod", "NUM", "CD", "20"),
        ("stickers", 3, "dobj", "NOUN", "NNS", "sticker"),
        (".", 3, "punct", "PUNCT", ".", "."),
    ]
    # the reader's mood check stops a negation before any construction: asked anyway, the
    # need construction refuses it too
    assert _abstains(rows, "need", bare_clause) == "comparative"


def test_a_need_under_an_auxiliary_abstains():
    # "Tom will need 20 stickers ." -- a plan, not the goal the question measures
    rows = [
        ("Tom", 2, "nsubj", "PROPN", "NNP", "Tom"),
        ("will", 2, "aux", "AUX", "MD", "will"),
        ("need", 2, "ROOT", "VERB", "VB", "need"),
        ("20", 4, "nummod", "NUM", "CD", "20"),
        ("stickers", 2, "dobj", "NOUN", "NNS", "sticker"),
        (".", 2, "punct", "PUNCT", ".", "."),
    ]
    assert _abstains(rows, "need") == "comparative"


def test_two_needed_amounts_abstain():
    # "Tom needs 20 stickers and 6 cards ."
    rows = [
        *NEEDS[:4],
        ("and", 3, "cc", "CCONJ", "CC", "and"),
        ("6", 6, "nummod", "NUM", "CD", "6"),
        ("cards", 3, "conj", "NOUN", "NNS", "card"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    assert _abstains(rows) == "comparative"


def test_a_goal_the_question_states_is_a_need_of_the_asked_holder():
    doc = make_doc(NEEDS)
    amount = Amount(tokens=(2,), value=20, head=doc[3], noun=doc[3])
    fact = goal_fact(doc[1], amount, "Tom")
    assert (fact.kind, fact.construction, fact.frame) == (FactKind.NEED, "need", NEED)
    assert (fact.name, fact.subject, fact.amount) == ("Tom", HolderRef(None), amount)
    assert fact.clause > 1000  # placed after every statement
