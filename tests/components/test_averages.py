"""Averages over a stated period: one total spread over the smaller periods of its period."""

from __future__ import annotations

import pytest
from wordproblem.components.averages import read_average
from wordproblem.components.coverage import without_time_phrases
from wordproblem.components.docview import view
from wordproblem.components.quantities import find_quantities
from wordproblem.components.question import find_question
from wordproblem.components.reader import ProblemReader
from wordproblem.models import Quantity, Share, solve

from .handmade import RULES, VOCAB

DATA = ProblemReader(VOCAB, RULES).data["share"]


def _average(nlp, text: str):
    doc = view(nlp(text))
    query = find_question(doc, RULES.words, RULES.lexicon)
    found = tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
    amounts = without_time_phrases(doc, found, query, RULES.words)  # as the reader does
    return read_average(doc, query, amounts, DATA)


def test_a_weeks_total_averaged_per_day_is_shared_over_seven_days(nlp):
    graph = _average(
        nlp, "A bakery sold 56 rolls last week. How many rolls on average were sold each day?"
    )
    (share,) = graph.facts
    assert isinstance(share, Share)
    assert share.total == Quantity(56, "rolls") and share.groups == Quantity(7, "days")
    assert (graph.question.fact, graph.question.slot) == (0, "each")
    assert solve(graph).answer == Quantity(8, "rolls")


def test_a_period_under_in_and_an_active_question_are_read_too(nlp):
    graph = _average(
        nlp, "A bakery sold 56 rolls in a week. How many rolls on average did it sell each day?"
    )
    assert graph is not None and solve(graph).answer.value == 8


def test_the_smaller_period_and_its_count_come_from_the_data(nlp):
    # constructions.json: a year is 12 months, a day 24 hours
    graph = _average(
        nlp, "A kiosk sold 72 maps last year. How many maps on average were sold each month?"
    )
    assert graph.facts[0].groups == Quantity(12, "months") and solve(graph).answer.value == 6
    graph = _average(
        nlp, "A kiosk sold 72 maps in a day. How many maps on average were sold each hour?"
    )
    assert graph.facts[0].groups == Quantity(24, "hours") and solve(graph).answer.value == 3


@pytest.mark.parametrize(
    "text",
    [
        # no 'on average': the days may differ
        "A bakery sold 56 rolls last week. How many rolls were sold each day?",
        # a part that is not whole
        "A bakery sold 50 rolls last week. How many rolls on average were sold each day?",
        # 'every week' is a habit, not one stated period
        "A bakery sold 56 rolls every week. How many rolls on average were sold each day?",
        # the question asks about another thing
        "A bakery sold 56 rolls last week. How many buns on average were sold each day?",
        # something else sold beside it
        "A bakery sold 56 rolls last week. It did not sell buns. How many rolls on average were sold each day?",
        # a negation: a day the bakery sold nothing may not be one of the seven
        "A bakery sold 56 rolls last week, not counting Sunday. How many rolls on average were sold each day?",
        # a time word that is no period of the data
        "A bakery sold 48 rolls yesterday. How many rolls on average were sold each hour?",
        # the question asks with another verb than the statement's: sold is not eaten
        "A bakery sold 56 rolls last week. How many rolls on average were eaten each day?",
        # a remainder asked
        "A bakery sold 56 rolls last week. How many rolls on average were left each day?",
        "A bakery sold 56 rolls last week. How many rolls on average were sold each day, with none left over?",
    ],
)
def test_anything_uncertain_is_left_to_the_ordinary_abstention(nlp, text):
    assert _average(nlp, text) is None
