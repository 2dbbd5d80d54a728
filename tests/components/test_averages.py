"""Averages over a stated period: one total spread over the smaller periods of its period
(``averages.py``'s words; read through ``ProblemReader.read``)."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.question.averages import period_of, period_words
from wordproblem.components.reader import ProblemReader
from wordproblem.models import Quantity, Share

from .constructions.reading import parse
from .handmade import RULES, VOCAB

READER = ProblemReader(VOCAB, RULES)
DATA = READER.data["share"]


def _read(nlp, text: str):
    return READER.read(parse(nlp, text))


def test_the_period_of_a_verb_is_its_one_time_phrase(nlp):
    doc = parse(nlp, "A bakery sold 56 rolls last week.")
    token, period = period_of(doc[2], DATA)
    assert token.text == "week" and (period.per, period.unit, period.count) == ("day", "days", 7)
    doc = parse(nlp, "A bakery sold 56 rolls in a week.")
    assert period_of(doc[2], DATA)[0].text == "week"
    for text in ("A bakery sold 56 rolls every week.", "A bakery sold 56 rolls yesterday."):
        assert period_of(parse(nlp, text)[2], DATA) is None, text
    assert {"week", "day", "year", "month"} <= period_words(DATA)


def test_a_weeks_total_averaged_per_day_is_shared_over_seven_days(nlp):
    graph, solution, _ = _read(
        nlp, "A bakery sold 56 rolls last week. How many rolls on average were sold each day?"
    )
    (share,) = graph.facts
    assert isinstance(share, Share) and share.entity is None
    assert share.total == Quantity(56, "rolls") and share.groups == Quantity(7, "days")
    assert (graph.question.fact, graph.question.slot) == (0, "each")
    assert solution.answer == Quantity(8, "rolls")


def test_a_period_under_in_and_an_active_question_are_read_too(nlp):
    _, solution, _ = _read(
        nlp, "A bakery sold 56 rolls in a week. How many rolls on average did it sell each day?"
    )
    assert solution.answer.value == 8


def test_the_smaller_period_and_its_count_come_from_the_data(nlp):
    # constructions.json: a year is 12 months, a day 24 hours
    graph, solution, _ = _read(
        nlp, "A kiosk sold 72 maps last year. How many maps on average were sold each month?"
    )
    assert graph.facts[0].groups == Quantity(12, "months") and solution.answer.value == 6
    graph, solution, _ = _read(
        nlp, "A kiosk sold 72 maps in a day. How many maps on average were sold each hour?"
    )
    assert graph.facts[0].groups == Quantity(24, "hours") and solution.answer.value == 3


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # no 'on average': the days may differ ('each' stays unread)
        ("A bakery sold 56 rolls last week. How many rolls were sold each day?", "rate"),
        # a part that is not whole: the solver's refusal
        ("A bakery sold 50 rolls last week. How many rolls on average were sold each day?", "not-whole"),
        # 'every week' is a habit, not one stated period
        ("A bakery sold 56 rolls every week. How many rolls on average were sold each day?", "rate"),
        # the question asks about another thing
        ("A bakery sold 56 rolls last week. How many buns on average were sold each day?", "rate"),
        # something else said beside it
        ("A bakery sold 56 rolls last week. It did not sell buns. How many rolls on average were sold each day?", "rate"),
        # a negation: a day the bakery sold nothing may not be one of the seven
        ("A bakery sold 56 rolls last week, not counting Sunday. How many rolls on average were sold each day?", "rate"),
        # a time word that is no period of the data
        ("A bakery sold 48 rolls yesterday. How many rolls on average were sold each hour?", "rate"),
        # the question asks with another verb than the statement's: sold is not eaten
        ("A bakery sold 56 rolls last week. How many rolls on average were eaten each day?", "rate"),
        # a remainder asked
        ("A bakery sold 56 rolls last week. How many rolls on average were left each day?", "rate"),
        ("A bakery sold 56 rolls last week. How many rolls on average were sold each day, with none left over?", "rate"),
    ],
)  # fmt: skip
def test_anything_uncertain_abstains(nlp, text, code):
    with pytest.raises(Abstain) as caught:
        _read(nlp, text)
    assert caught.value.code == code
