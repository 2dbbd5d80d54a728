"""The cost construction: 'a kite cost Nina $7' is money Nina paid (hand-built parses)."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.constructions.cost import Cost
from wordproblem.components.ir import FactKind

from ..handmade import replace_row
from .reading import _facts, hand_clause

COST = Cost()

# "The kite cost Nina $ 7 ."
COST_HER = [
    ("The", 1, "det", "DET", "DT", "the"),
    ("kite", 2, "nsubj", "NOUN", "NN", "kite"),
    ("cost", 2, "ROOT", "VERB", "VBD", "cost"),
    ("Nina", 2, "dative", "PROPN", "NNP", "Nina"),
    ("$", 2, "dobj", "SYM", "$", "$"),
    ("7", 4, "nummod", "NUM", "CD", "7"),
    (".", 2, "punct", "PUNCT", ".", "."),
]

# "The kite cost $ 7 ."
COST_NOBODY = [
    ("The", 1, "det", "DET", "DT", "the"),
    ("kite", 2, "nsubj", "NOUN", "NN", "kite"),
    ("cost", 2, "ROOT", "VERB", "VBD", "cost"),
    ("$", 2, "dobj", "SYM", "$", "$"),
    ("7", 3, "nummod", "NUM", "CD", "7"),
    (".", 2, "punct", "PUNCT", ".", "."),
]


def test_the_dative_of_cost_pays_the_money_as_a_price():
    doc, clause, context = hand_clause(COST_HER, "cost")
    assert COST.claims(clause, context)
    (fact,) = COST.read(clause, context)
    assert (fact.kind, fact.construction, fact.key) == (FactKind.LOSE, "cost", "pay")
    assert fact.subject.token == doc[3]  # Nina paid, not the kite
    assert (fact.amount.value, fact.amount.money) == (7, "dollars")
    assert fact.price and not fact.agentive  # the kite did not act; nobody sold it
    assert fact.party is None


def test_the_registry_gives_a_dative_of_cost_to_this_construction():
    doc, reading = _facts(COST_HER)
    assert [(f.construction, f.subject.token) for f in reading.facts] == [("cost", doc[3])]


def test_a_cost_with_no_dative_names_no_payer_and_is_not_claimed():
    _, clause, context = hand_clause(COST_NOBODY, "cost")
    assert clause.entry is None  # 'cost' is no verb of the lexicon
    assert not COST.claims(clause, context)


def test_a_verb_other_than_cost_is_not_claimed():
    # "The kite charged Nina $ 7 ." -- only the data's verbs of costing
    rows = replace_row(COST_HER, 2, ("charged", 2, "ROOT", "VERB", "VBD", "charge"))
    _, clause, context = hand_clause(rows, "charged")
    assert not COST.claims(clause, context)


def test_money_named_by_a_noun_is_a_price_too():
    # "The kite cost Nina 90 cents ."
    rows = [
        *COST_HER[:4],
        ("90", 5, "nummod", "NUM", "CD", "90"),
        ("cents", 2, "dobj", "NOUN", "NNS", "cent"),
        (".", 2, "punct", "PUNCT", ".", "."),
    ]
    doc, clause, context = hand_clause(rows, "cost")
    (fact,) = COST.read(clause, context)
    assert (fact.amount.value, fact.amount.noun.text, fact.subject.token) == (90, "cents", doc[3])


def test_a_cost_in_things_that_are_not_money_abstains():
    # "The kite cost Nina 3 stickers ."
    rows = [
        *COST_HER[:4],
        ("3", 5, "nummod", "NUM", "CD", "3"),
        ("stickers", 2, "dobj", "NOUN", "NNS", "sticker"),
        (".", 2, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "cost")
    assert COST.claims(clause, context)
    with pytest.raises(Abstain) as caught:
        COST.read(clause, context)
    assert caught.value.code == "unattached-quantity"


def test_a_cost_to_two_people_names_no_single_payer():
    # "The kite cost Nina and Omar $ 7 ."
    rows = [
        *COST_HER[:4],
        ("and", 3, "cc", "CCONJ", "CC", "and"),
        ("Omar", 3, "conj", "PROPN", "NNP", "Omar"),
        ("$", 2, "dobj", "SYM", "$", "$"),
        ("7", 6, "nummod", "NUM", "CD", "7"),
        (".", 2, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "cost")
    with pytest.raises(Abstain) as caught:
        COST.read(clause, context)
    assert caught.value.code == "unresolved-holder"
