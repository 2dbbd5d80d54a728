"""Build: resolved facts to a graph, one builder per kind of fact (``compose_graph``)."""

from __future__ import annotations

import msgspec
import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.build.build import (
    Placed,
    build_graph,
    check_compared_holders,
    compose_graph,
)
from wordproblem.components.resolve.resolve import resolve_holders, resolve_units
from wordproblem.models import Compare

from .handmade import GIVE_TO, HAS_EATS
from .test_resolve import RULES, _reading


def _resolved(rows):
    _, reading, mentions = _reading(rows)
    facts = resolve_holders(reading.facts, mentions, None)
    facts, _, _ = resolve_units(facts, reading.amounts, reading.query, RULES.words)
    return facts


def test_an_exchange_with_an_untracked_side_is_a_loss():
    (fact,) = _resolved(GIVE_TO)
    graph, verbs = build_graph((fact,), "marbles", "Tom", {"Tom": 0, "Sam": 5})
    (op,) = graph.operations
    assert (op.actor, op.kind, op.operand.value, op.target) == ("Tom", "subtract", 3, None)
    assert verbs == ("give",)


def test_an_exchange_between_two_tracked_holders_is_a_transfer():
    (fact,) = _resolved(GIVE_TO)
    holds = type(fact.kind).POSSESS
    toms = msgspec.structs.replace(fact, kind=holds, name="Tom", party_name=None)
    sams = msgspec.structs.replace(fact, kind=holds, name="Sam", party_name=None)
    graph, _ = build_graph((toms, sams, fact), "marbles", "Sam", {"Tom": 0, "Sam": 5})
    (op,) = graph.operations
    assert (op.actor, op.kind, op.target) == ("Tom", "transfer", "Sam")
    assert graph.entities == ("Tom", "Sam")


def test_a_counterparty_that_holds_nothing_is_not_an_entity():
    (fact,) = _resolved(GIVE_TO)
    holds = type(fact.kind).POSSESS
    sams = msgspec.structs.replace(fact, kind=holds, name="Sam", party_name=None)
    graph, _ = build_graph((sams, fact), "marbles", "Sam", {"Tom": 0, "Sam": 5})
    (op,) = graph.operations
    assert (op.actor, op.kind, op.target) == ("Sam", "add", None)
    assert graph.entities == ("Sam",)


def test_a_holding_and_a_loss():
    facts = _resolved(HAS_EATS)
    graph, _ = build_graph(facts, "apples", "Sam", {"Sam": 0})
    assert graph.initial_state[0].quantity.value == 5
    assert graph.operations[0].kind == "subtract"


def test_an_event_on_the_asked_unit_that_misses_the_asked_holder_abstains():
    facts = _resolved(HAS_EATS)  # "He eats 2": a pronoun, which might have been Ann
    with pytest.raises(Abstain) as caught:
        build_graph(facts, "apples", "Ann", {"Sam": 0, "Ann": 7})
    assert caught.value.code == "irrelevant-event"


def test_an_exchange_that_names_both_sides_is_no_event_of_the_asked_holder():
    (fact,) = _resolved(GIVE_TO)  # "Tom gives 3 marbles to Sam": Ann is neither side
    with pytest.raises(Abstain) as caught:
        build_graph((fact,), "marbles", "Ann", {"Tom": 0, "Sam": 5, "Ann": 7})
    assert caught.value.code == "unit-mismatch"  # a distractor; Ann's marbles never stated


# "Each box holds 6 eggs . Sam has 4 boxes ."
EACH_BOX_SAM = [
    ("Each", 1, "det", "DET", "DT", "each"),
    ("box", 2, "nsubj", "NOUN", "NN", "box"),
    ("holds", 2, "ROOT", "VERB", "VBZ", "hold"),
    ("6", 4, "nummod", "NUM", "CD", "6"),
    ("eggs", 2, "dobj", "NOUN", "NNS", "egg"),
    (".", 2, "punct", "PUNCT", ".", "."),
    ("Sam", 7, "nsubj", "PROPN", "NNP", "Sam"),
    ("has", 7, "ROOT", "VERB", "VBZ", "have"),
    ("4", 9, "nummod", "NUM", "CD", "4"),
    ("boxes", 7, "dobj", "NOUN", "NNS", "box"),
    (".", 7, "punct", "PUNCT", ".", "."),
]


def _rate_and_count(effect):
    """The rate of EACH_BOX_SAM resolved by hand: Sam's 4 boxes are its count."""
    _, reading, _ = _reading(EACH_BOX_SAM)
    rate, _holding = reading.facts
    units = {0: "eggs", 1: "boxes"}
    amounts = [msgspec.structs.replace(q, unit=units[i]) for i, q in enumerate(reading.amounts)]
    terms = msgspec.structs.replace(rate.rate, amount=amounts[0], effect=effect)
    return msgspec.structs.replace(rate, amount=amounts[1], name="Sam", rate=terms)


def test_a_rate_whose_total_the_question_reads_is_added_to_its_holder():
    rate = _rate_and_count("add")
    graph, verbs = compose_graph((rate,), "eggs", "Sam", {"Sam": 6})
    assert verbs == ()  # v2 form: no v1 operations
    # decision 0006, example rate-holding
    assert graph.canonical_bytes() == (
        b'{"entities":["Sam"],"facts":[{"count":{"unit":"boxes","value":4},"entity":"Sam",'
        b'"kind":"add","rate":{"per":"box","unit":"eggs","value":6},"total":{"unit":"eggs",'
        b'"value":null},"type":"rate"}],"initial_state":[],"operations":[],'
        b'"unknown":{"entity":"Sam","unit":"eggs"}}'
    )


def test_a_rate_whose_total_is_asked_as_such_is_the_question():
    rate = _rate_and_count(None)
    graph, _ = compose_graph((rate,), "eggs", "Sam", {"Sam": 6}, asked_fact=rate)
    assert (graph.question.fact, graph.question.slot) == (0, "total")
    assert graph.facts[0].kind is None and graph.unknown.entity == "Sam"


def test_an_end_holding_nobody_holds_beside_a_rate_abstains():
    rate = _rate_and_count(None)  # the total is nobody's holding
    with pytest.raises(Abstain) as caught:
        compose_graph((rate,), "eggs", "Sam", {"Sam": 6})
    assert caught.value.code == "unit-mismatch"


# --- difference questions: a compare whose 'by' is asked (0006 rule 5) ---


def _two_holdings():
    """Tom holds 3 marbles and Sam holds 3 marbles (GIVE_TO's amount, read as holdings)."""
    (fact,) = _resolved(GIVE_TO)
    holds = type(fact.kind).POSSESS
    toms = msgspec.structs.replace(fact, kind=holds, name="Tom", party_name=None)
    sams = msgspec.structs.replace(fact, kind=holds, name="Sam", party_name=None)
    return fact, toms, sams


def _difference(facts, asked, kind, other, first):
    """RETURNS (MathProblemGraph): the graph of a difference question as the reader
    composes it (``build/compose.py``): the statements, then the asked compare placed
    last; RAISES Abstain: as ``check_compared_holders``."""
    asked_by = Placed(1 << 30, Compare(asked, kind, other, "marbles", None))
    graph, _ = compose_graph(
        facts,
        "marbles",
        asked,
        first,
        placed=(asked_by,),
        asked_fact=asked_by,
        slot="by",
        also_tracked=frozenset({other}),
    )
    check_compared_holders(graph, "marbles", asked, other)
    return graph


def test_a_difference_is_a_compare_after_the_statements():
    _, toms, sams = _two_holdings()
    graph = _difference((toms, sams), "Tom", "more", "Sam", {"Sam": 0})
    assert [type(f).__name__ for f in graph.facts] == ["Has", "Has", "Compare"]
    compare = graph.facts[2]
    assert (compare.entity, compare.kind, compare.than, compare.unit, compare.by) == (
        "Tom",
        "more",
        "Sam",
        "marbles",
        None,
    )
    assert (graph.question.fact, graph.question.slot) == (2, "by")
    assert (graph.unknown.entity, graph.unknown.unit) == ("Tom", "marbles")
    assert graph.entities == ("Sam", "Tom")  # first mention, not question order


def test_a_difference_with_a_holder_never_stated_abstains():
    _, toms, _ = _two_holdings()
    with pytest.raises(Abstain) as caught:
        _difference((toms,), "Tom", "more", "Sam", {"Tom": 0})
    assert caught.value.code == "comparative"


def test_a_difference_beside_a_third_holder_of_the_unit_abstains():
    _, toms, sams = _two_holdings()
    kims = msgspec.structs.replace(toms, name="Kim")
    with pytest.raises(Abstain) as caught:
        _difference((toms, sams, kims), "Tom", "fewer", "Sam", {})
    assert caught.value.code == "comparative"
