"""Schema v2 validation (decision 0006): every rule refuses with a MathGraphError that
names the field and the value; valid v2 graphs round-trip; v1 bytes do not change."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from wordproblem.models import (
    SCHEMA_VERSION,
    Ask,
    Change,
    Compare,
    Has,
    MathGraphError,
    MathProblemGraph,
    Need,
    Quantity,
    Rate,
    RateFact,
    Share,
    Total,
    Unknown,
    graph_from_dict,
    graph_from_json,
)


def q(value: Any, unit: str) -> dict[str, Any]:
    return {"unit": unit, "value": value}


# A valid v2 graph using every fact type; each rule below breaks exactly one thing.
BASE: dict[str, Any] = {
    "entities": ["Sam", "Kim", "class"],
    "initial_state": [],
    "operations": [],
    "facts": [
        {"type": "has", "entity": "Sam", "quantity": q(None, "apples")},
        {
            "type": "change",
            "actor": "Sam",
            "kind": "transfer",
            "operand": q(2, "apples"),
            "target": "Kim",
        },
        {"type": "has", "entity": "Sam", "quantity": q(8, "apples")},
        {
            "type": "rate",
            "entity": "Sam",
            "kind": "add",
            "count": q(2, "weeks"),
            "rate": {"per": "day", "unit": "pages", "value": 3},
            "total": q(None, "pages"),
        },
        {
            "type": "share",
            "entity": "Kim",
            "total": q(23, "stickers"),
            "groups": q(4, "friends"),
            "each": {"per": "friend", "unit": "stickers", "value": None},
            "remainder": q(None, "stickers"),
        },
        {
            "type": "compare",
            "entity": "Kim",
            "kind": "fewer",
            "than": "Sam",
            "unit": "apples",
            "by": 6,
        },
        {"type": "need", "entity": "Kim", "goal": q(10, "apples"), "shortfall": q(None, "apples")},
        {
            "type": "total",
            "holders": ["class"],
            "parts": ["boys", "girls"],
            "whole": q(30, "students"),
        },
        {"type": "has", "entity": "class", "quantity": q(12, "boys")},
    ],
    "question": {"fact": 0, "slot": "quantity"},
    "unknown": {"unit": "apples", "entity": "Sam"},
}


def _set(path: str, value: Any) -> dict[str, Any]:
    """RETURNS (dict): BASE with the dotted ``path`` set to ``value`` (a copy)."""
    data = copy.deepcopy(BASE)
    *head, last = path.split(".")
    node: Any = data
    for key in head:
        node = node[int(key)] if isinstance(node, list) else node[key]
    if isinstance(node, list):
        node[int(last)] = value
    elif value is _DELETE:
        del node[last]
    else:
        node[last] = value
    return data


_DELETE = object()


def test_schema_version_is_3():
    # v3 (decision 0010) is a superset of v2: this v2 file's graphs keep their bytes.
    assert SCHEMA_VERSION == 3


def test_base_is_valid_and_round_trips():
    graph = graph_from_dict(BASE)
    assert graph_from_json(graph.canonical_bytes()) == graph
    assert graph_from_dict(graph.as_json()) == graph
    assert json.loads(graph.canonical_bytes()) == json.loads(json.dumps(BASE, sort_keys=True))


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (
            "initial_state",
            [{"entity": "Sam", "quantity": q(1, "apples")}],
            r"facts: a v2 graph states holdings and events as facts",
        ),
        ("facts.0.entity", "Zed", r"facts\[0\] entity: 'Zed' is not in entities"),
        ("facts.1.target", "Zed", r"facts\[1\] entity: 'Zed'"),
        ("facts.1.target", None, r"change\.target: transfer by 'Sam' has no target"),
        ("facts.1.kind", "steal", r"change\.kind: 'steal' is not one of"),
        ("facts.0.quantity.value", -1, r"quantity\.value: expected a non-negative number, got -1"),
        ("facts.3.kind", "buy", r"rate\.kind: 'buy' is not one of"),
        ("facts.3.entity", None, r"rate\.kind: 'add' changes a holding but no entity"),
        ("facts.3.total.unit", "eggs", r"rate\.total\.unit: unit 'eggs' must be 'pages'"),
        ("facts.3.count.unit", "boxes", r"rate\.count\.unit: 'boxes' cannot be counted per 'day'"),
        ("facts.3.rate.per", "Day", r"rate\.per: 'Day' must be lowercase"),
        ("facts.3.rate.per", "box", r"rate\.count\.unit: 'weeks' cannot be counted per 'box'"),
        ("facts.4.each.unit", "apples", r"share\.each\.unit: unit 'apples' must be 'stickers'"),
        ("facts.4.remainder.unit", "apples", r"share\.remainder\.unit: unit 'apples'"),
        ("facts.4.groups.value", 0, r"share\.groups\.value: 0 is no group"),
        ("facts.4.groups.value", 2.5, r"share\.groups\.value: 2\.5 is not a whole number"),
        ("facts.5.than", "Kim", r"compare\.than: 'Kim' is compared with itself"),
        ("facts.5.kind", "less", r"compare\.kind: 'less' is not one of"),
        ("facts.5.unit", "Apples", r"compare\.unit: 'Apples' must be lowercase"),
        ("facts.5.by", -6, r"compare\.by: expected a non-negative number, got -6"),
        (
            "facts.5.by",
            True,
            r"(compare\.by: expected a number, got True|got `bool` - at `\$\.facts\[5\]\.by`)",
        ),
        (
            "facts.6.shortfall.unit",
            "pears",
            r"need\.shortfall\.unit: unit 'pears' must be 'apples'",
        ),
        ("facts.7.parts", [], r"total\.parts: must not be empty"),
        ("facts.7.parts", ["boys", "boys"], r"total\.parts: \['boys', 'boys'\] repeats an item"),
        ("facts.7.holders", ["class", "class"], r"total\.holders: \['class', 'class'\] repeats"),
        ("facts.7.parts", ["hours", "boys"], r"total\.parts: \['hours', 'boys'\] .* mix time"),
        ("facts.7.holders", ["Zed"], r"facts\[7\] entity: 'Zed' is not in entities"),
        ("facts.8", {"type": "teleport", "entity": "class"}, r"Invalid value 'teleport'"),
        ("facts.8.colour", "red", r"Object contains unknown field `colour`"),
        ("question.fact", 9, r"question\.fact: 9 is not a fact number \(there are 9\)"),
        ("question.fact", -1, r"question\.fact: expected a fact number, got -1"),
        ("question.slot", "total", r"question\.slot: 'total' is not a slot of a Has fact"),
        ("question.fact", 2, r"question\.slot: 'quantity' is asked but states 8"),
        ("unknown.unit", "pears", r"unknown\.unit: 'pears' must be the asked slot's unit 'apples'"),
        ("unknown.entity", "Kim", r"unknown\.entity: 'Kim' must be the asked fact's holder 'Sam'"),
        ("question.colour", "red", r"Object contains unknown field `colour`"),
    ],
)
def test_v2_rule(path, value, message):
    data = _set(path, value)
    with pytest.raises(MathGraphError, match=message):
        graph_from_dict(data)
    with pytest.raises(MathGraphError, match=message):
        graph_from_json(json.dumps(data))


def test_remainder_asked_but_absent():
    data = _set("facts.4.remainder", None)
    data["question"] = {"fact": 4, "slot": "remainder"}
    data["unknown"] = {"unit": "stickers", "entity": "Kim"}
    with pytest.raises(MathGraphError, match="'remainder' asked, but the share has none"):
        graph_from_dict(data)


def test_unstated_value_is_refused_in_v1_fields():
    v1 = {
        "entities": ["Sam"],
        "initial_state": [{"entity": "Sam", "quantity": q(None, "apples")}],
        "operations": [],
        "unknown": {"unit": "apples", "entity": "Sam"},
    }
    with pytest.raises(MathGraphError, match=r"initial_state\.quantity\.value: a v1 field"):
        graph_from_dict(v1)
    v1["initial_state"] = []
    v1["operations"] = [
        {"actor": "Sam", "kind": "add", "operand": q(None, "apples"), "target": None}
    ]
    with pytest.raises(MathGraphError, match=r"operation\.operand\.value: a v1 field"):
        graph_from_dict(v1)


def test_question_without_facts_is_refused():
    v1 = {
        "entities": ["Sam"],
        "initial_state": [{"entity": "Sam", "quantity": q(1, "apples")}],
        "operations": [],
        "unknown": {"unit": "apples", "entity": "Sam"},
        "question": {"fact": 0, "slot": "quantity"},
    }
    with pytest.raises(MathGraphError, match=r"question: .* asks about facts, but none exist"):
        graph_from_dict(v1)


def test_v2_graph_may_name_no_entity_but_v1_may_not():
    data = {
        "entities": [],
        "initial_state": [],
        "operations": [],
        "facts": [
            {
                "type": "rate",
                "entity": None,
                "kind": None,
                "count": q(4, "boxes"),
                "rate": {"per": "box", "unit": "dollars", "value": None},
                "total": q(12, "dollars"),
            }
        ],
        "question": {"fact": 0, "slot": "rate"},
        "unknown": {"unit": "dollars", "entity": None},
    }
    assert graph_from_dict(data).entities == ()
    data["facts"] = []
    del data["question"]
    with pytest.raises(MathGraphError, match="entities: must not be empty"):
        graph_from_dict(data)


def test_structs_build_the_same_graph_as_the_decoder():
    built = MathProblemGraph(
        entities=["Sam", "Kim", "class"],
        initial_state=[],
        operations=[],
        facts=[
            Has("Sam", Quantity(None, "apples")),
            Change("Sam", "transfer", Quantity(2.0, "apples"), "Kim"),
            Has("Sam", Quantity(8, "apples")),
            RateFact(
                "Sam", "add", Quantity(2, "weeks"), Rate(3, "pages", "day"), Quantity(None, "pages")
            ),
            Share(
                "Kim",
                Quantity(23, "stickers"),
                Quantity(4, "friends"),
                Rate(None, "stickers", "friend"),
                Quantity(None, "stickers"),
            ),
            Compare("Kim", "fewer", "Sam", "apples", 6.0),
            Need("Kim", Quantity(10, "apples"), Quantity(None, "apples")),
            Total(["class"], ["boys", "girls"], Quantity(30, "students")),
            Has("class", Quantity(12, "boys")),
        ],
        question=Ask(0, "quantity"),
        unknown=Unknown("apples", "Sam"),
    )
    assert built == graph_from_dict(BASE)
    assert built.canonical_bytes() == graph_from_dict(BASE).canonical_bytes()
    assert isinstance(built.facts, tuple)
    assert isinstance(built.facts[7].parts, tuple)


def test_wrong_child_type_is_refused():
    with pytest.raises(MathGraphError, match="facts: expected Has or Change"):
        MathProblemGraph(["Sam"], [], [], Unknown("apples", "Sam"), facts=[Quantity(1, "a")])
    with pytest.raises(MathGraphError, match=r"rate\.rate: expected Rate"):
        RateFact(None, None, Quantity(1, "boxes"), Quantity(1, "eggs"), Quantity(1, "eggs"))


def test_v1_graph_bytes_leave_out_the_v2_fields():
    v1 = {
        "entities": ["Sam"],
        "initial_state": [{"entity": "Sam", "quantity": q(1, "apples")}],
        "operations": [],
        "unknown": {"unit": "apples", "entity": None},
    }
    encoded = graph_from_dict(v1).canonical_bytes()
    assert b"facts" not in encoded
    assert b"question" not in encoded
    assert b'"entity":null' in encoded  # v1 structs still write their nulls


def test_v2_bytes_write_every_fact_field():
    encoded = graph_from_dict(BASE).canonical_bytes()
    assert b'"target":"Kim","type":"change"' in encoded
    assert b'"remainder":{"unit":"stickers","value":null}' in encoded
    assert b'"question":{"fact":0,"slot":"quantity"}' in encoded
    no_rest = graph_from_dict(_set("facts.4.remainder", None)).canonical_bytes()
    assert b'"remainder":null' in no_rest
