"""The rate construction: an amount per one item or group ('each', 'per', 'in each')."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.constructions.rate import Rate
from wordproblem.components.ir import FactKind

from ..handmade import EACH_BOX_HOLDS
from .reading import _facts, hand_clause, hand_clauses

# --- rate: an amount per one item or group ---

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


# --- added: 'per', 'in each', a price each, a bare count, and rates that are not one ---

RATE = Rate()


def _rate(rows, verb):
    _, clause, context = hand_clause(rows, verb)
    assert RATE.claims(clause, context)
    (fact,) = RATE.read(clause, context)
    assert (fact.kind, fact.construction) == (FactKind.RATE, "rate")
    return fact


def _rate_abstains(rows, verb):
    _, clause, context = hand_clause(rows, verb)
    assert RATE.claims(clause, context)
    with pytest.raises(Abstain) as caught:
        RATE.read(clause, context)
    return caught.value.code


# "Apples cost $ 3 per pound ."
PER_POUND = [
    ("Apples", 1, "nsubj", "NOUN", "NNS", "apple"),
    ("cost", 1, "ROOT", "VERB", "VBP", "cost"),
    ("$", 1, "dobj", "SYM", "$", "$"),
    ("3", 2, "nummod", "NUM", "CD", "3"),
    ("per", 2, "prep", "ADP", "IN", "per"),
    ("pound", 4, "pobj", "NOUN", "NN", "pound"),
    (".", 1, "punct", "PUNCT", ".", "."),
]


def test_a_price_per_unit_is_a_price_rate_whose_count_comes_later():
    fact = _rate(PER_POUND, "cost")
    assert (fact.key, fact.frame.cls, fact.amount) == ("cost", "price", None)
    assert fact.rate.price and fact.rate.amount.value == 3
    assert fact.rate.per.text == "pound" and fact.cues == (4,)  # 'per' is accounted for


def test_a_count_in_each_place_is_a_holding_rate_of_be():
    # "There are 9 oranges in each bag ."
    rows = [
        ("There", 1, "expl", "PRON", "EX", "there"),
        ("are", 1, "ROOT", "VERB", "VBP", "be"),
        ("9", 3, "nummod", "NUM", "CD", "9"),
        ("oranges", 1, "attr", "NOUN", "NNS", "orange"),
        ("in", 3, "prep", "ADP", "IN", "in"),
        ("each", 6, "det", "DET", "DT", "each"),
        ("bag", 4, "pobj", "NOUN", "NN", "bag"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    fact = _rate(rows, "are")
    assert (fact.key, fact.frame.cls, fact.rate.price) == ("be", "possess", False)
    assert (fact.rate.amount.value, fact.rate.per.text, fact.cues) == (9, "bag", (5,))


def test_each_before_a_subject_that_costs_is_a_price_per_that_item():
    # "Each ticket costs 75 cents ."
    rows = [
        ("Each", 1, "det", "DET", "DT", "each"),
        ("ticket", 2, "nsubj", "NOUN", "NN", "ticket"),
        ("costs", 2, "ROOT", "VERB", "VBZ", "cost"),
        ("75", 4, "nummod", "NUM", "CD", "75"),
        ("cents", 2, "dobj", "NOUN", "NNS", "cent"),
        (".", 2, "punct", "PUNCT", ".", "."),
    ]
    fact = _rate(rows, "costs")
    assert fact.rate.price and fact.rate.per.text == "ticket"
    assert (fact.rate.amount.value, fact.cues, fact.subject.implied) == (75, (0,), True)


def test_a_bare_each_prices_the_plural_subject():
    # "Pens cost $ 2 each ."
    rows = [
        ("Pens", 1, "nsubj", "NOUN", "NNS", "pen"),
        ("cost", 1, "ROOT", "VERB", "VBP", "cost"),
        ("$", 1, "dobj", "SYM", "$", "$"),
        ("2", 2, "nummod", "NUM", "CD", "2"),
        ("each", 2, "advmod", "ADV", "RB", "each"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    fact = _rate(rows, "cost")
    assert (fact.rate.per.text, fact.rate.price, fact.cues) == ("Pens", True, (4,))


def test_a_bare_each_with_no_item_to_price_abstains():
    # "It costs $ 2 each ."
    rows = [
        ("It", 1, "nsubj", "PRON", "PRP", "it"),
        ("costs", 1, "ROOT", "VERB", "VBZ", "cost"),
        ("$", 1, "dobj", "SYM", "$", "$"),
        ("2", 2, "nummod", "NUM", "CD", "2"),
        ("each", 2, "advmod", "ADV", "RB", "each"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    assert _rate_abstains(rows, "costs") == "rate"


def test_a_placeless_count_of_the_items_named_with_each_is_the_rate_s_count():
    # "There are 37 baskets . There are 17 apples in each basket ."
    rows = [
        ("There", 1, "expl", "PRON", "EX", "there"),
        ("are", 1, "ROOT", "VERB", "VBP", "be"),
        ("37", 3, "nummod", "NUM", "CD", "37"),
        ("baskets", 1, "attr", "NOUN", "NNS", "basket"),
        (".", 1, "punct", "PUNCT", ".", "."),
        ("There", 6, "expl", "PRON", "EX", "there"),
        ("are", 6, "ROOT", "VERB", "VBP", "be"),
        ("17", 8, "nummod", "NUM", "CD", "17"),
        ("apples", 6, "attr", "NOUN", "NNS", "apple"),
        ("in", 8, "prep", "ADP", "IN", "in"),
        ("each", 11, "det", "DET", "DT", "each"),
        ("basket", 9, "pobj", "NOUN", "NN", "basket"),
        (".", 6, "punct", "PUNCT", ".", "."),
    ]
    doc, found, context = hand_clauses(rows)
    count, rate = (RATE.read(c, context)[0] for c in found[:2])
    assert (count.amount.value, count.rate, count.subject.implied) == (37, None, True)
    assert (rate.rate.amount.value, rate.rate.per) == (17, doc[11])


def _two_amounts(second: str) -> list[tuple]:
    # "Each box holds 6 eggs and 2 <second> ."
    return [
        *EACH_BOX_HOLDS[:5],
        ("and", 4, "cc", "CCONJ", "CC", "and"),
        ("2", 7, "nummod", "NUM", "CD", "2"),
        (second, 4, "conj", "NOUN", "NNS", second.rstrip("s")),
        (".", 2, "punct", "PUNCT", ".", "."),
    ]


def test_two_kinds_for_each_item_are_one_rate_each():
    # "Each box holds 6 eggs and 2 spoons .": what one box holds of each kind
    _, clause, context = hand_clause(_two_amounts("spoons"), "holds")
    facts = RATE.read(clause, context)
    assert [(f.rate.amount.value, f.rate.per.i, f.amount) for f in facts] == [
        (6, 1, None),
        (2, 1, None),
    ]


def test_two_amounts_of_one_kind_for_each_item_abstain():
    # "Each box holds 6 eggs and 2 eggs .": no kind of its own for each amount
    assert _rate_abstains(_two_amounts("eggs"), "holds") == "rate"


def test_a_text_with_no_each_or_per_is_not_claimed():
    # "Sam has 4 boxes ."
    _, clause, context = hand_clause([*WITH_EACH[:4], WITH_EACH[-1]], "has")
    assert not RATE.claims(clause, context)
