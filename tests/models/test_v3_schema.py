"""Schema v3 validation (decision 0010): references resolve and point back, units agree
where an equation needs them, one asked slot, time slots only where they make sense; every
violation is a MathGraphError naming the field and the value. v1 and v2 bytes and reprs do
not change."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest
from wordproblem.models import (
    Ask,
    Differ,
    MathGraphError,
    MathProblemGraph,
    Quantity,
    Rate,
    Ratio,
    Ref,
    Scale,
    Sum,
    Unknown,
    conversion,
    fact_slots,
    graph_form,
    graph_from_dict,
    graph_from_json,
    related,
    solve,
)


def q(value: Any, unit: str, ref: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"unit": unit, "value": value} | ({"ref": ref} if ref else {})


def at(fact: int, slot: str) -> dict[str, Any]:
    return {"fact": fact, "holder": None, "slot": slot}


def of(holder: str) -> dict[str, Any]:
    return {"fact": None, "holder": holder, "slot": None}


# A valid v3 graph using every v3 addition; each rule below breaks exactly one thing.
BASE: dict[str, Any] = {
    "entities": ["Ana", "shop"],
    "facts": [
        {"entity": "Ana", "quantity": q(40, "dollars"), "type": "has"},  # 0
        {  # 1: 25% of her money
            "base": q(None, "dollars", of("Ana")),
            "kind": "times",
            "ratio": {"per": 100, "value": 25},
            "result": q(None, "dollars"),
            "type": "scale",
        },
        {  # 2: she spends it
            "actor": "Ana",
            "kind": "subtract",
            "operand": q(None, "dollars", at(1, "result")),
            "target": None,
            "type": "change",
        },
        {  # 3: pens cost $1.20
            "count": q(None, "pens"),
            "entity": None,
            "kind": None,
            "rate": {"per": "pen", "unit": "dollars", "value": 1.2},
            "total": q(None, "dollars"),
            "type": "rate",
        },
        {  # 4: a notebook costs 50 cents more
            "base": q(None, "dollars", at(3, "rate")),
            "by": q(50, "cents"),
            "kind": "more",
            "result": q(None, "dollars"),
            "type": "differ",
        },
        {"entity": "Monday", "quantity": q(12, "cakes"), "type": "has"},  # 5
        {  # 6
            "by": 2,
            "entity": "Tuesday",
            "kind": "times",
            "than": "Monday",
            "type": "compare",
            "unit": "cakes",
        },
        {  # 7
            "mean": q(None, "cakes"),
            "terms": [q(None, "cakes", of("Monday")), q(None, "cakes", of("Tuesday"))],
            "type": "average",
        },
        {"terms": [q(None, "dollars", at(4, "by"))], "type": "sum", "whole": q(None, "cents")},
    ],
    "initial_state": [],
    "operations": [],
    "question": {"fact": 7, "slot": "mean"},
    "slots": ["Monday", "Tuesday"],
    "unknown": {"entity": None, "unit": "cakes"},
}


def _set(data: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    """RETURNS (dict): a deep copy of ``data`` with ``path`` ("facts.1.kind") set or
    deleted (value ``_DELETE``)."""
    data = copy.deepcopy(data)
    *parents, last = path.split(".")
    node: Any = data
    for key in parents:
        node = node[int(key)] if isinstance(node, list) else node[key]
    if isinstance(node, list):
        last = int(last)  # type: ignore[assignment]
    if value is _DELETE:
        del node[last]
    else:
        node[last] = value
    return data


_DELETE = object()


def test_base_is_valid_v3_and_round_trips():
    graph = graph_from_dict(BASE)
    assert graph_form(graph) == 3
    assert graph.as_json() == BASE
    assert graph_from_json(graph.canonical_bytes()) == graph
    assert json.dumps(BASE, sort_keys=True, separators=(",", ":")).encode() == (
        graph.canonical_bytes()
    )
    assert solve(graph).answer == Quantity(18, "cakes")  # (12 + 24) / 2


REFUSED = [
    # references: resolve, point back, name a quantity
    ("facts.2.operand.ref.fact", 2, r"facts\[2\]\.operand\.ref\.fact: 2 is not an earlier fact"),
    ("facts.2.operand.ref.fact", 5, r"ref\.fact: 5 is not an earlier fact than 2.*no cycle"),
    ("facts.2.operand.ref.slot", "total", r"ref\.slot: 'total' is not a slot of fact 1"),
    ("facts.4.base.ref", at(1, "ratio"), r"facts\[4\]\.base\.ref\.slot: a ratio is not a quantity"),
    ("facts.8.terms.0.ref.slot", "bye", r"'bye' is not a slot of fact 4, a Differ"),
    ("facts.1.base.ref.holder", "Bob", r"facts\[1\]\.base\.ref\.holder: 'Bob' is not in entities"),
    ("facts.1.base.ref.fact", 0, r"ref\.holder: 'Ana' is a holding; .*not both \(fact 0"),
    ("facts.1.base.ref.holder", None, r"ref\.fact: expected a fact number, got None"),
    ("facts.2.operand.value", 3, r"quantity\.ref: the value comes from result of fact 1; .*\(3\)"),
    ("facts.2.operand.unit", "apples", r"facts\[2\]\.operand\.ref: unit 'apples' does not convert"),
    ("facts.8.terms.0.unit", "cakes", r"sum\.terms\.unit: unit 'cakes' does not convert to"),
    (
        "facts.2.operand.ref",
        {"fact": 0, "slot": "quantity", "holder": None, "x": 1},
        r"unknown field `x`",
    ),
    # ratios
    ("facts.1.ratio.per", 0, r"ratio\.per: expected a whole number from 1, got 0"),
    ("facts.1.ratio.per", 2.5, r"Expected `int`, got `float`"),
    ("facts.1.ratio.per", True, r"Expected `int`, got `bool`"),
    ("facts.1.ratio.value", -5, r"ratio\.value: expected a non-negative number, got -5"),
    ("facts.1.ratio.value", 0, r"scale\.ratio\.value: 0 times a quantity is no part of it"),
    # the four facts
    ("facts.1.kind", "off", r"scale\.kind: 'off' is not one of \['less', 'more', 'times'\]"),
    ("facts.1.result.unit", "apples", r"scale\.base\.unit: unit 'dollars' does not convert"),
    ("facts.4.kind", "times", r"differ\.kind: 'times' is not one of \['fewer', 'more'\]"),
    ("facts.4.by.unit", "hours", r"differ\.by\.unit: unit 'hours' does not convert to 'dollars'"),
    ("facts.8.terms", [], r"sum\.terms: must not be empty"),
    ("facts.7.terms", [q(3, "cakes")], r"average\.terms: an average needs two terms or more"),
    ("facts.7.terms.0.unit", "pies", r"average\.terms\.unit: 'pies' does not convert to the mean"),
    # rates, shares: units that convert, not units of two groups
    ("facts.3.total.unit", "pens", r"rate\.total\.unit: unit 'pens' must be 'dollars' or convert"),
    ("facts.3.count.unit", "hours", r"rate\.count\.unit: 'hours' cannot be counted per 'pen'"),
    # time slots
    ("slots", ["Monday", "Monday"], r"slots: duplicate time slot 'Monday'"),
    ("slots", ["Monday", "Tuesday", "Ana"], r"slots: 'Ana' is an entity and a time slot"),
    ("facts.6.than", "Ana", r"facts\[6\]: \['Tuesday', 'Ana'\] mix time slots and entities"),
    ("facts.2.kind", "transfer", r"change\.target: transfer by 'Ana' has no target"),
    # the question
    ("question.slot", "terms.2", r"question\.slot: 'terms\.2' is not a slot of a Average"),
    ("question", {"fact": 7, "slot": "terms.0"}, r"'terms\.0' is asked but its value comes from"),
    ("question", {"fact": 1, "slot": "ratio"}, r"question\.slot: 'ratio' is asked but states 25"),
    ("unknown.entity", "Monday", r"unknown\.entity: 'Monday' must be the asked fact's holder None"),
]


@pytest.mark.parametrize(("path", "value", "message"), REFUSED, ids=[r[0] for r in REFUSED])
def test_rule_refuses_naming_field_and_value(path, value, message):
    data = _set(BASE, path, value)
    with pytest.raises(MathGraphError, match=message):
        graph_from_dict(data)
    with pytest.raises(MathGraphError, match=message):
        graph_from_json(json.dumps(data))


def _with(fact: dict[str, Any]) -> dict[str, Any]:
    data = copy.deepcopy(BASE)
    data["facts"].append(fact)
    return data


def test_a_time_slot_cannot_give_share_or_need():
    transfer = {"actor": "Monday", "kind": "transfer", "operand": q(2, "cakes"),
                "target": "Ana", "type": "change"}  # fmt: skip
    with pytest.raises(MathGraphError, match=r"facts\[9\]\.actor: a transfer moves .*'Monday'"):
        graph_from_dict(_with(transfer))
    need = {"entity": "Tuesday", "goal": q(30, "cakes"), "shortfall": q(None, "cakes"),
            "type": "need"}  # fmt: skip
    with pytest.raises(MathGraphError, match=r"facts\[9\]\.entity: time slot 'Tuesday' cannot"):
        graph_from_dict(_with(need))


def test_slots_need_facts_and_v1_fields_take_no_reference():
    v1 = {
        "entities": ["Sam"],
        "initial_state": [{"entity": "Sam", "quantity": q(3, "apples")}],
        "operations": [],
        "unknown": {"entity": "Sam", "unit": "apples"},
    }
    assert graph_form(graph_from_dict(v1)) == 1
    with pytest.raises(MathGraphError, match=r"slots: \['Monday'\] hold amounts in facts"):
        graph_from_dict({**v1, "slots": ["Monday"]})
    referenced = _set(v1, "initial_state.0.quantity", q(None, "apples", at(0, "quantity")))
    with pytest.raises(MathGraphError, match=r"initial_state\.quantity\.ref: a v1 field holds"):
        graph_from_dict(referenced)


def test_an_asked_ratio_is_a_percent_or_a_factor_with_its_unit():
    percent = _set(BASE, "facts.1.ratio.value", None)
    percent = _set(percent, "facts.1.result", q(10, "dollars"))
    percent = _set(percent, "question", {"fact": 1, "slot": "ratio"})
    with pytest.raises(MathGraphError, match=r"unknown\.unit: 'cakes' must be .* 'percent'"):
        graph_from_dict(percent)
    graph = graph_from_dict(_set(percent, "unknown.unit", "percent"))
    assert solve(graph).answer == Quantity(25, "percent")
    third = _set(_set(percent, "facts.1.ratio.per", 3), "unknown.unit", "percent")
    with pytest.raises(MathGraphError, match=r"a ratio per 3 \(a fraction\) is asked"):
        graph_from_dict(third)


def test_python_constructors_check_the_same_rules():
    with pytest.raises(MathGraphError, match=r"ref\.fact: expected a fact number, got -1"):
        Ref(fact=-1, slot="total")
    with pytest.raises(MathGraphError, match=r"rate\.ref: the value comes from"):
        Rate(2, "dollars", "pen", Ref(0, "rate"))
    with pytest.raises(MathGraphError, match=r"scale\.ratio: expected Ratio"):
        Scale("times", Quantity(40, "dollars"), Quantity(25, "percent"), Quantity(None, "dollars"))
    with pytest.raises(MathGraphError, match=r"sum\.terms: expected Quantity"):
        Sum([Rate(2, "dollars", "pen")], Quantity(None, "dollars"))
    differ = Differ("fewer", Quantity(5, "feet"), Quantity(4, "inches"), Quantity(None, "inches"))
    assert fact_slots(differ) == ("base", "by", "result")
    assert fact_slots(Sum([Quantity(1, "feet")] * 3, Quantity(None, "inches")))[:2] == (
        "terms.0",
        "terms.1",
    )
    graph = MathProblemGraph(
        (), (), (), Unknown("inches"), facts=[differ], question=Ask(0, "result"), slots=[]
    )  # lists become tuples
    assert graph.slots == () and solve(graph).answer == Quantity(56, "inches")


def test_old_structs_keep_their_bytes_and_repr():
    assert Quantity(8, "apples").__struct_fields__ == ("value", "unit", "ref")
    assert graph_from_dict(BASE).facts[0].quantity == Quantity(40, "dollars")
    assert repr(Quantity(8, "apples")) == "Quantity(value=8, unit='apples')"
    assert repr(Rate(2, "dollars", "pen")) == "Rate(value=2, unit='dollars', per='pen')"
    assert "ref=Ref(fact=0, slot='total', holder=None)" in repr(
        Quantity(None, "dollars", Ref(0, "total"))
    )
    assert str(Ratio(25, 100)) == "25%" and str(Ratio(1, 3)) == "1/3" and str(Ratio(3, 1)) == "3"
    v2 = {"entities": ["Sam"], "facts": [{"entity": "Sam", "quantity": q(3, "apples"),
          "type": "has"}], "initial_state": [], "operations": [],
          "unknown": {"entity": "Sam", "unit": "apples"}}  # fmt: skip
    encoded = graph_from_dict(v2).canonical_bytes()
    assert b'"ref"' not in encoded and b'"slots"' not in encoded
    assert graph_form(graph_from_dict(v2)) == 2


def test_units_table_converts_exactly_inside_a_group_only():
    assert conversion("feet", "inches") == 12 and conversion("inches", "yards") * 36 == 1
    assert conversion("dollars", "cents") == 100 and conversion("years", "months") == 12
    assert conversion("dozens", "eggs") == 12 and conversion("eggs", "dozens") * 12 == 1
    assert conversion("kilograms", "grams") == 1000 and conversion("liters", "milliliters") == 1000
    for unit, other in (("days", "months"), ("inches", "centimeters"), ("dozens", "dollars")):
        assert conversion(unit, other) is None and not related(unit, other)
    assert related("students", "people") and not related("students", "dollars")


def test_a_v2_shaped_graph_that_converts_beyond_time_is_v3_form():
    money = {
        "entities": ["Jo"],
        "facts": [
            {"entity": "Jo", "quantity": q(3, "dollars"), "type": "has"},
            {"entity": "Jo", "quantity": q(75, "cents"), "type": "has"},
            {
                "holders": ["Jo"],
                "parts": ["dollars", "cents"],
                "type": "total",
                "whole": q(None, "cents"),
            },
        ],
        "initial_state": [],
        "operations": [],
        "question": {"fact": 2, "slot": "whole"},
        "unknown": {"entity": "Jo", "unit": "cents"},
    }
    graph = graph_from_dict(money)
    assert graph_form(graph) == 3 and solve(graph).answer == Quantity(375, "cents")
    hours = _set(_set(money, "facts.0.quantity.unit", "hours"), "facts.1.quantity.unit", "minutes")
    hours = _set(
        _set(hours, "facts.2.parts", ["hours", "minutes"]), "facts.2.whole.unit", "minutes"
    )
    hours = _set(hours, "unknown.unit", "minutes")
    assert graph_form(graph_from_dict(hours)) == 2  # time converted in v2 already


def test_every_message_names_a_field():
    for path, value, _ in REFUSED:
        with pytest.raises(MathGraphError) as refused:
            graph_from_dict(_set(BASE, path, value))
        assert re.match(r"[a-z_\[\]0-9.]+:|Expected|Object", str(refused.value)), str(refused.value)
