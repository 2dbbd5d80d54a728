"""Build: resolved facts to a graph, one builder per kind of fact."""

from __future__ import annotations

import msgspec
import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.build import build_graph
from wordproblem.components.resolve import resolve_holders, resolve_units

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
    (fact,) = _resolved(GIVE_TO)
    with pytest.raises(Abstain) as caught:
        build_graph((fact,), "marbles", "Ann", {"Tom": 0, "Sam": 5, "Ann": 7})
    assert caught.value.code == "irrelevant-event"
