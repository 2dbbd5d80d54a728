"""Totals: the one statement of a whole over coordinated holders. Sentences written for
this test; what each states is read off the English."""

from __future__ import annotations

import pytest
from wordproblem.components.docview import view


def _found(nlp, text):
    from wordproblem.components.quantities.quantities import find_quantities
    from wordproblem.components.question.question import find_question
    from wordproblem.components.resolve.totals import find_holders_total

    rules = nlp.get_pipe("wordproblem").reader.rules
    doc = view(nlp(text))
    query = find_question(doc, rules.words)
    amounts = tuple(find_quantities(doc, rules.numbers, rules.words.money_symbols))
    return find_holders_total(doc, query, amounts, rules)


@pytest.mark.parametrize(
    ("text", "holders", "whole"),
    [
        ("Ana and Ben have 40 cards together. How many cards does Ben have?", "Ana Ben", "40"),
        (
            "He and his aunt have a total of 58 points. How many points does he have?",
            "He aunt",
            "58",
        ),
        ("Mia, Leo and Sam own 60 stickers in all. How many does Sam own?", "Mia Leo Sam", "60"),
    ],
)
def test_a_coordinated_subject_with_a_total_marker(nlp, text, holders, whole):
    found = _found(nlp, text)
    assert found is not None
    assert " ".join(t.text for t in found.holders) == holders
    assert found.amount.span(found.sent.doc)[0].text == whole


@pytest.mark.parametrize(
    "text",
    [
        # no total marker: two holders that each have 40 is not a sum
        "Ana and Ben have 40 cards. How many cards does Ben have?",
        # one holder, or a holder joined by 'with'
        "Ana has 40 cards in all. How many cards does Ana have?",
        "Ana and Ben have 40 cards together with Cleo. How many cards does Ben have?",
        # two amounts, or two totals
        "Ana and Ben have 40 cards and 9 stamps in all. How many cards does Ben have?",
        "Ana and Ben have 40 cards together. Ana and Cleo have 30 cards together. How many "
        "cards does Ben have?",
        # a sum of events told in the present (no whole of what was done); a negated holding
        "Ana and Ben find 40 cards together. How many cards does Ben find?",
        "Ana and Ben do not have 40 cards in all. How many cards does Ben have?",
    ],
)
def test_no_total_over_coordinated_holders(nlp, text):
    assert _found(nlp, text) is None


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("Ana and Ben found 40 cards together. How many cards did Ben find?", True),
        ("Ana and Ben wrote 40 cards together. How many cards did Ben write?", True),
        ("Ana and Ben have 40 cards together. How many cards does Ben have?", False),
    ],
)
def test_a_whole_of_what_was_done_is_told_apart_from_a_holding(nlp, text, done):
    found = _found(nlp, text)
    assert found is not None
    assert found.done is done


def _rest(nlp, text):
    from wordproblem.components.quantities.quantities import find_quantities
    from wordproblem.components.question.question import find_question
    from wordproblem.components.resolve.totals import find_rest_total

    rules = nlp.get_pipe("wordproblem").reader.rules
    doc = view(nlp(text))
    query = find_question(doc, rules.words)
    amounts = tuple(find_quantities(doc, rules.numbers, rules.words.money_symbols))
    return find_rest_total(doc, query, amounts, rules)


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("Ada has 9 cups. 4 cups are red and the rest are blue. How many?", "red blue"),
        ("Ada has 9 cups. 4 are red the rest are blue. How many?", "red blue"),
        ("A box has 9 toys. 4 of them are cars and the rest are dolls. How many?", "cars dolls"),
        (
            "A box has 9 toys. 4 of the toys are cars and the rest are dolls. How many?",
            "cars dolls",
        ),
    ],
)
def test_a_part_and_the_rest(nlp, text, kinds):
    found = _rest(nlp, text)
    assert found is not None
    assert " ".join(k.text for k in found.kinds) == kinds
    assert (found.amount.value, found.whole.value) == (4, 9)


@pytest.mark.parametrize(
    "text",
    [
        # the same kind twice; a singular noun kind; more than a kind
        "Ada has 9 cups. 4 cups are red and the rest are red. How many?",
        "A box has 9 toys. 4 of them are a car and the rest are dolls. How many?",
        "Ada has 9 cups. 4 cups are red inside and the rest are blue. How many?",
        # the part counts another noun; no single whole before the split
        "Ada has 9 cups. 4 plates are red and the rest are blue. How many?",
        "Ada has 9 cups and 3 mugs. 4 are red and the rest are blue. How many?",
        "4 cups are red and the rest are blue. Ada has 9 cups. How many?",
    ],
)
def test_no_part_and_the_rest(nlp, text):
    assert _rest(nlp, text) is None
