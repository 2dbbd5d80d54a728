"""The rate construction: an amount per one item or group ('each', 'per', 'in each')."""

from __future__ import annotations

from wordproblem.components.ir import FactKind

from .reading import _facts

# --- rate: an amount per one item or group ---

# "Each box holds 6 eggs ."
EACH_BOX_HOLDS = [
    ("Each", 1, "det", "DET", "DT", "each"),
    ("box", 2, "nsubj", "NOUN", "NN", "box"),
    ("holds", 2, "ROOT", "VERB", "VBZ", "hold"),
    ("6", 4, "nummod", "NUM", "CD", "6"),
    ("eggs", 2, "dobj", "NOUN", "NNS", "egg"),
    (".", 2, "punct", "PUNCT", ".", "."),
]

# "Sam has 4 boxes with 6 eggs each ."
WITH_EACH = [
    ("Sam", 1, "nsubj", "PROPN", "NNP", "Sam"),
    ("has", 1, "ROOT", "VERB", "VBZ", "have"),
    ("4", 3, "nummod", "NUM", "CD", "4"),
    ("boxes", 1, "dobj", "NOUN", "NNS", "box"),
    ("with", 3, "prep", "ADP", "IN", "with"),
    ("6", 6, "nummod", "NUM", "CD", "6"),
    ("eggs", 4, "pobj", "NOUN", "NNS", "egg"),
    ("each", 6, "appos", "PRON", "DT", "each"),
    (".", 1, "punct", "PUNCT", ".", "."),
]

# "Amy buys 5 pencils at $ 2 each ."
AT_EACH = [
    ("Amy", 1, "nsubj", "PROPN", "NNP", "Amy"),
    ("buys", 1, "ROOT", "VERB", "VBZ", "buy"),
    ("5", 3, "nummod", "NUM", "CD", "5"),
    ("pencils", 1, "dobj", "NOUN", "NNS", "pencil"),
    ("at", 1, "prep", "ADP", "IN", "at"),
    ("$", 6, "nmod", "SYM", "$", "$"),
    ("2", 4, "pobj", "NUM", "CD", "2"),
    ("each", 6, "npadvmod", "PRON", "DT", "each"),
    (".", 1, "punct", "PUNCT", ".", "."),
]


def test_rate_reads_each_box_holds_as_a_rate_waiting_for_its_count():
    doc, reading = _facts(EACH_BOX_HOLDS)
    (fact,) = reading.facts
    assert (fact.kind, fact.construction) == (FactKind.RATE, "rate")
    assert fact.amount is None  # the count comes from another clause
    assert fact.subject.implied  # "each box" is never a holder (0006 rule 2)
    assert (fact.rate.amount.value, fact.rate.amount.noun.text) == (6, "eggs")
    assert fact.rate.per == doc[1] and not fact.rate.price
    assert fact.cues == (0,) and reading.claimed == frozenset({0})


def test_rate_reads_a_count_and_its_rate_in_one_clause():
    doc, reading = _facts(WITH_EACH)
    (fact,) = reading.facts
    assert fact.kind is FactKind.RATE and fact.subject.token == doc[0]
    assert (fact.amount.value, fact.amount.noun.text) == (4, "boxes")
    assert (fact.rate.amount.value, fact.rate.per.text) == (6, "boxes")
    assert fact.cues == (7,)


def test_rate_reads_a_price_each_as_money_paid_per_item():
    doc, reading = _facts(AT_EACH)
    (fact,) = reading.facts
    assert (fact.kind, fact.key) == (FactKind.RATE, "buy")
    assert fact.rate.price and fact.rate.amount.money == "dollars"
    assert fact.amount.noun == doc[3] and fact.rate.per == doc[3]


def test_a_count_that_is_not_the_rates_item_fails_with_rate():
    rows = [list(r) for r in WITH_EACH]
    rows[3] = ["bags", 1, "dobj", "NOUN", "NNS", "bag"]  # "4 bags with 6 eggs each" is fine
    _, reading = _facts([tuple(r) for r in rows])
    assert reading.facts[0].rate.per.text == "bags"
    # "4 bags with 6 eggs in each box": the count does not count boxes
    rows = [
        *[list(r) for r in WITH_EACH][:7],
        ["in", 6, "prep", "ADP", "IN", "in"],
        ["each", 9, "det", "DET", "DT", "each"],
        ["box", 7, "pobj", "NOUN", "NN", "box"],
        [".", 1, "punct", "PUNCT", ".", "."],
    ]
    rows[3] = ["bags", 1, "dobj", "NOUN", "NNS", "bag"]
    _, reading = _facts([tuple(r) for r in rows])
    assert not reading.facts and [f.code for f in reading.failures] == ["rate"]


def test_each_as_every_holder_is_no_rate():
    # "The girls have 5 apples each ." -- 'each' distributes over the holders
    rows = [
        ("The", 1, "det", "DET", "DT", "the"),
        ("girls", 2, "nsubj", "NOUN", "NNS", "girl"),
        ("have", 2, "ROOT", "VERB", "VBP", "have"),
        ("5", 4, "nummod", "NUM", "CD", "5"),
        ("apples", 2, "dobj", "NOUN", "NNS", "apple"),
        ("each", 4, "npadvmod", "PRON", "DT", "each"),
        (".", 2, "punct", "PUNCT", ".", "."),
    ]
    _, reading = _facts(rows)
    assert [f.code for f in reading.failures] == ["rate"] and not reading.claimed
