"""The purchase construction: goods bought or sold for a price on a preposition."""

from __future__ import annotations

from wordproblem.components.ir import FactKind

from .reading import _facts

# "Tom bought a kite from Sam for $ 6 ."
BOUGHT_FOR = [
    ("Tom", 1, "nsubj", "PROPN", "NNP", "Tom"),
    ("bought", 1, "ROOT", "VERB", "VBD", "buy"),
    ("a", 3, "det", "DET", "DT", "a"),
    ("kite", 1, "dobj", "NOUN", "NN", "kite"),
    ("from", 1, "prep", "ADP", "IN", "from"),
    ("Sam", 4, "pobj", "PROPN", "NNP", "Sam"),
    ("for", 1, "prep", "ADP", "IN", "for"),
    ("$", 6, "pobj", "SYM", "$", "$"),
    ("6", 7, "nummod", "NUM", "CD", "6"),
    (".", 1, "punct", "PUNCT", ".", "."),
]


def test_purchase_reads_the_price_as_money_paid_to_the_seller():
    doc, reading = _facts(BOUGHT_FOR)
    (fact,) = reading.facts
    assert (fact.kind, fact.construction, fact.key, fact.price) == (
        FactKind.LOSE,
        "purchase",
        "pay",
        True,
    )
    assert fact.amount.value == 6 and fact.amount.money == "dollars"
    assert fact.party.token == doc[5]


def test_a_price_under_a_verb_that_is_not_buying_is_left_unread():
    rows = [list(r) for r in BOUGHT_FOR]
    rows[1] = ["worked", 1, "ROOT", "VERB", "VBD", "work"]
    _, reading = _facts([tuple(r) for r in rows])
    assert [f.code for f in reading.failures] == ["unattached-quantity"]


def test_selling_receives_the_price():
    rows = [list(r) for r in BOUGHT_FOR]
    rows[1] = ["sold", 1, "ROOT", "VERB", "VBD", "sell"]
    rows[4] = ["to", 1, "prep", "ADP", "IN", "to"]
    doc, reading = _facts([tuple(r) for r in rows])
    (fact,) = reading.facts
    assert (fact.kind, fact.key) == (FactKind.GAIN, "receive")
    assert fact.party.token == doc[5]
