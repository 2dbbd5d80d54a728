"""Counts asked in dozens: the question found, and one stated count divided into dozens."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.coverage.coverage import without_time_phrases
from wordproblem.components.docview import view
from wordproblem.components.quantities.quantities import find_quantities
from wordproblem.components.question.dozens import DOZEN, build_dozen_graph, find_dozen
from wordproblem.components.question.question import find_question
from wordproblem.models import (
    InitialPossession,
    MathProblemGraph,
    Operation,
    Quantity,
    RateFact,
    Unknown,
    solve,
)

from .handmade import RULES


def _found(nlp, text: str):
    doc = view(nlp(text))
    query = find_question(doc, RULES.words, RULES.lexicon)
    found = tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
    amounts = without_time_phrases(doc, found, query, RULES.words)  # as the reader does
    return doc, query, find_dozen(query, amounts)


def _holding(*quantities: tuple[str, int, str], events: tuple[Operation, ...] = ()):
    """RETURNS (MathProblemGraph): v1 holdings of (holder, value, unit), asked of the first."""
    names = tuple(dict.fromkeys(name for name, _, _ in quantities))
    return MathProblemGraph(
        entities=names or ("Kai",),
        initial_state=tuple(InitialPossession(n, Quantity(v, u)) for n, v, u in quantities),
        operations=events,
        unknown=Unknown("eggs", names[0] if names else "Kai"),
    )


def test_how_many_dozen_and_a_noun_is_found_with_the_noun_as_the_asked_thing(nlp):
    doc, query, found = _found(nlp, "Kai has 48 eggs. How many dozen eggs does Kai have?")
    assert (doc[7].lower_, doc[7].dep_, doc[7].head.i) == ("dozen", "nummod", 8)  # parse relied on
    assert found is not None
    asked, dozen, _ = found
    assert dozen == doc[7] and asked.noun == doc[8]
    assert (asked.wh, asked.verb, asked.sent) == (query.wh, query.verb, query.sent)


@pytest.mark.parametrize(
    "text",
    [
        "Kai has 48 eggs. How many eggs does Kai have?",  # no dozen asked
        "Kai has 4 dozen eggs. How many eggs does Kai have?",  # a dozen stated, not asked
        "Kai has 48 eggs. How much does Kai have?",
        "Kai has 48 eggs. How many dozen does Kai have?",  # no noun after 'dozen'
        "Kai has 48 eggs. How many dozen of the eggs does Kai have?",
    ],
)
def test_a_question_that_does_not_ask_in_dozens_is_left_alone(nlp, text):
    assert _found(nlp, text)[2] is None


def test_one_holding_is_divided_into_dozens_and_the_count_asked():
    graph = build_dozen_graph(_holding(("Kai", 48, "eggs")), "eggs")
    (rate,) = graph.facts
    assert isinstance(rate, RateFact) and rate.entity == "Kai" and rate.kind is None
    assert (rate.rate.value, rate.rate.unit, rate.rate.per) == (DOZEN, "eggs", "dozen")
    assert rate.total == Quantity(48, "eggs")
    assert graph.unknown == Unknown("dozens", "Kai")
    assert (graph.question.fact, graph.question.slot) == (0, "count")
    assert graph.initial_state == () and graph.operations == ()
    assert solve(graph).answer.value == 4


def test_one_gain_from_nothing_is_a_stated_count_too():
    gain = Operation("Kai", "add", Quantity(36, "eggs"))
    graph = _holding(events=(gain,))
    assert solve(build_dozen_graph(graph, "eggs")).answer.value == 3


def test_a_count_that_is_no_whole_number_of_dozens_abstains():
    with pytest.raises(Abstain, match="no whole number of dozens") as caught:
        build_dozen_graph(_holding(("Kai", 30, "eggs")), "eggs")
    assert caught.value.code == "unit-mismatch"


@pytest.mark.parametrize(
    "graph",
    [
        # a holding and an event: the count is not one stated amount
        _holding(("Kai", 48, "eggs"), events=(Operation("Kai", "add", Quantity(12, "eggs")),)),
        # two holders
        _holding(("Kai", 48, "eggs"), ("Ada", 24, "eggs")),
        # a loss from nothing is no count
        _holding(events=(Operation("Kai", "subtract", Quantity(24, "eggs")),)),
    ],
)
def test_anything_beside_one_stated_count_abstains(graph):
    with pytest.raises(Abstain, match="beside other facts") as caught:
        build_dozen_graph(graph, "eggs")
    assert caught.value.code == "unit-mismatch"


def test_a_count_of_another_unit_abstains():
    with pytest.raises(Abstain) as caught:
        build_dozen_graph(_holding(("Kai", 48, "rolls")), "eggs")
    assert caught.value.code == "unit-mismatch"
