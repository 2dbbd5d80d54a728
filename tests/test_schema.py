"""Schema v1 form (v2 without facts): what the constructor refuses, and canonical bytes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from wordproblem.models import (
    VALID_OPERATION_KINDS,
    InitialPossession,
    MathGraphError,
    MathProblemGraph,
    Operation,
    Quantity,
    Unknown,
    graph_from_dict,
    graph_from_json,
)


def base_graph() -> dict[str, Any]:
    """A valid graph touching every struct: two entities, a stated holding, one of each op."""
    return {
        "entities": ["Sam", "Kim"],
        "initial_state": [
            {"entity": "Sam", "quantity": {"value": 9, "unit": "apples"}},
            {"entity": "Kim", "quantity": {"value": 2, "unit": "apples"}},
        ],
        "operations": [
            {
                "actor": "Sam",
                "kind": "transfer",
                "operand": {"value": 3, "unit": "apples"},
                "target": "Kim",
            },
            {
                "actor": "Kim",
                "kind": "add",
                "operand": {"value": 1, "unit": "apples"},
                "target": None,
            },
            {
                "actor": "Kim",
                "kind": "subtract",
                "operand": {"value": 2, "unit": "apples"},
                "target": None,
            },
            {
                "actor": "Sam",
                "kind": "multiply",
                "operand": {"value": 2, "unit": "apples"},
                "target": None,
            },
            {
                "actor": "Sam",
                "kind": "divide",
                "operand": {"value": 4, "unit": "apples"},
                "target": None,
            },
        ],
        "unknown": {"unit": "apples", "entity": "Sam"},
    }


# Indexes into base_graph()["operations"].
TRANSFER, ADD, SUBTRACT, MULTIPLY, DIVIDE = range(5)


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """A mutation that sets ``value`` at a dotted path (list indexes as digits)."""

    def mutate(graph: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = graph
        for key in parents:
            node = node[int(key)] if key.isdigit() else node[key]
        if last.isdigit():
            node[int(last)] = value
        else:
            node[last] = value

    return mutate


def _drop(path: str) -> Callable[[dict[str, Any]], None]:
    """A mutation that deletes the key at a dotted path."""

    def mutate(graph: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = graph
        for key in parents:
            node = node[int(key)] if key.isdigit() else node[key]
        del node[last]

    return mutate


def _all(*mutations: Callable[[dict[str, Any]], None]) -> Callable[[dict[str, Any]], None]:
    def mutate(graph: dict[str, Any]) -> None:
        for one in mutations:
            one(graph)

    return mutate


@dataclass(frozen=True)
class Rule:
    """One malformation: how to make it, and what the error message must name.

    id (str): the test id.
    mutate (Callable): turns a copy of base_graph() into the malformed graph.
    names (tuple[str, ...]): substrings every path's message must contain.
    paths (tuple[str, ...]): construction paths the rule applies to.
    json_text (str | None): JSON to decode instead of json.dumps of the mutated dict
        (for values JSON cannot spell, such as infinity).
    """

    id: str
    mutate: Callable[[dict[str, Any]], None]
    names: tuple[str, ...]
    paths: tuple[str, ...] = ("direct", "dict", "json")
    json_text: str | None = field(default=None)

    def graph(self) -> dict[str, Any]:
        graph = base_graph()
        self.mutate(graph)
        return graph


def _json_with_value(token: str) -> str:
    """Base graph as JSON with the divide operand's value replaced by a raw token."""
    text = json.dumps(_with(_set("operations.4.operand.value", 12345)))
    assert text.count("12345") == 1
    return text.replace("12345", token)


def _with(mutate: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    graph = base_graph()
    mutate(graph)
    return graph


OP_VALUE = "operations.1.operand.value"

# Decision 0007, "A graph is rejected at construction when: ..." -- one rule per id.
RULES = [
    Rule(
        "empty-entities",
        _all(
            _set("entities", []),
            _set("initial_state", []),
            _set("operations", []),
            _set("unknown", {"unit": "apples", "entity": None}),
        ),
        ("entities",),
    ),
    Rule("duplicate-entity", _set("entities", ["Sam", "Kim", "Sam"]), ("entities", "'Sam'")),
    Rule("empty-entity-name", _set("entities", ["Sam", "Kim", ""]), ("entities",)),
    Rule(
        "unresolved-initial-state-entity",
        _set("initial_state.1.entity", "Zed"),
        ("initial_state", "'Zed'"),
    ),
    Rule("unresolved-operation-actor", _set("operations.1.actor", "Zed"), ("actor", "'Zed'")),
    Rule("unresolved-operation-target", _set("operations.0.target", "Zed"), ("target", "'Zed'")),
    Rule("unresolved-unknown-entity", _set("unknown.entity", "Zed"), ("unknown", "'Zed'")),
    Rule("transfer-without-target", _drop("operations.0.target"), ("target", "transfer")),
    Rule("transfer-with-null-target", _set("operations.0.target", None), ("target", "transfer")),
    Rule("transfer-to-own-actor", _set("operations.0.target", "Sam"), ("target", "'Sam'")),
    *[
        Rule(f"{kind}-with-target", _set(f"operations.{index}.target", "Sam"), ("target", kind))
        for kind, index in (
            ("add", ADD),
            ("subtract", SUBTRACT),
            ("multiply", MULTIPLY),
            ("divide", DIVIDE),
        )
    ],
    Rule("empty-unit-initial-state", _set("initial_state.0.quantity.unit", ""), ("unit",)),
    Rule("empty-unit-operand", _set("operations.1.operand.unit", ""), ("unit",)),
    Rule("empty-unit-unknown", _set("unknown.unit", ""), ("unit",)),
    Rule("whitespace-unit-operand", _set("operations.1.operand.unit", " \t"), ("unit",)),
    Rule("whitespace-unit-unknown", _set("unknown.unit", "  "), ("unit",)),
    # JSON cannot spell NaN (see test_nan_is_not_json); infinity arrives as an overflow.
    Rule("nan-value", _set(OP_VALUE, float("nan")), ("value", "nan"), ("direct", "dict")),
    Rule(
        "inf-value", _set(OP_VALUE, float("inf")), ("value",), json_text=_json_with_value("1e400")
    ),
    Rule(
        "minus-inf-value",
        _set(OP_VALUE, float("-inf")),
        ("value",),
        json_text=_json_with_value("-1e400"),
    ),
    Rule("bool-value", _set(OP_VALUE, True), ("value",)),
    Rule("bool-false-value", _set("initial_state.0.quantity.value", False), ("value",)),
    Rule("negative-int-value", _set(OP_VALUE, -3), ("value", "-3")),
    Rule("negative-float-value", _set("initial_state.0.quantity.value", -0.5), ("value", "-0.5")),
    Rule("divide-by-zero", _set("operations.4.operand.value", 0), ("value", "zero")),
    Rule("divide-by-zero-float", _set("operations.4.operand.value", 0.0), ("value", "zero")),
    Rule("invalid-kind", _set("operations.1.kind", "steal"), ("kind", "'steal'")),
    Rule("invalid-kind-case", _set("operations.1.kind", "Add"), ("kind", "'Add'")),
    # A Python constructor given an unexpected keyword raises TypeError before any
    # schema code runs (see test_direct_construction_refuses_unknown_keyword).
    *[
        Rule(
            f"unknown-field-{where}",
            _set(f"{path}.colour" if path else "colour", "red"),
            ("colour",),
            ("dict", "json"),
        )
        for where, path in (
            ("graph", ""),
            ("initial-state", "initial_state.0"),
            ("quantity", "initial_state.0.quantity"),
            ("operation", "operations.1"),
            ("operand", "operations.1.operand"),
            ("unknown", "unknown"),
        )
    ],
]


def _construct(path: str, rule: Rule, build_structs: Callable) -> MathProblemGraph:
    graph = rule.graph()
    if path == "direct":
        return build_structs(graph)
    if path == "dict":
        return graph_from_dict(graph)
    return graph_from_json(rule.json_text if rule.json_text is not None else json.dumps(graph))


def test_base_graph_is_valid_on_every_path(build_structs):
    graph = base_graph()
    built = [build_structs(graph), graph_from_dict(graph), graph_from_json(json.dumps(graph))]
    assert built[0] == built[1] == built[2]
    assert {op.kind for op in built[0].operations} == VALID_OPERATION_KINDS


@pytest.mark.parametrize(
    ("path", "rule"),
    [pytest.param(path, rule, id=f"{rule.id}[{path}]") for rule in RULES for path in rule.paths],
)
def test_malformed_graph_is_refused(path: str, rule: Rule, build_structs):
    with pytest.raises(MathGraphError) as excinfo:
        _construct(path, rule, build_structs)
    message = str(excinfo.value)
    for name in rule.names:
        assert name in message, f"{message!r} does not name {name!r}"


def test_every_rule_changes_a_valid_graph():
    """Guards the table above: each mutation really alters the base graph."""
    base = json.dumps(base_graph(), sort_keys=True)
    for rule in RULES:  # compared as JSON text: True == 1 as Python values, not as JSON
        assert json.dumps(rule.graph(), sort_keys=True) != base, rule.id
    assert len({rule.id for rule in RULES}) == len(RULES)


def test_nan_is_not_json():
    with pytest.raises(MathGraphError, match="malformed"):
        graph_from_json(_json_with_value("NaN"))


@pytest.mark.parametrize(
    ("struct", "kwargs"),
    [
        pytest.param(Quantity, {"value": 1, "unit": "apples"}, id="quantity"),
        pytest.param(Unknown, {"unit": "apples"}, id="unknown"),
        pytest.param(
            InitialPossession,
            {"entity": "Sam", "quantity": Quantity(1, "apples")},
            id="initial-possession",
        ),
        pytest.param(
            Operation,
            {"actor": "Sam", "kind": "add", "operand": Quantity(1, "apples")},
            id="operation",
        ),
    ],
)
def test_direct_construction_refuses_unknown_keyword(struct, kwargs):
    struct(**kwargs)  # the valid call
    with pytest.raises(TypeError, match="colour"):
        struct(**kwargs, colour="red")


# --- wrong types and broken input ----------------------------------------------------

WRONG_TYPES = [
    pytest.param(_set(OP_VALUE, "5"), ("value",), id="string-value"),
    pytest.param(_set("operations.1.operand.unit", ["apples"]), ("unit",), id="list-unit"),
    pytest.param(_set("entities", "Sam"), ("entities",), id="entities-a-string"),
    pytest.param(_set("entities", {"Sam": 1}), ("entities",), id="entities-an-object"),
    pytest.param(_set("entities", ["Sam", 7]), ("entities",), id="entity-a-number"),
    pytest.param(_set("operations.1.actor", 7), ("actor",), id="actor-a-number"),
    pytest.param(_set("unknown.entity", 7), ("entity",), id="unknown-entity-a-number"),
]


@pytest.mark.parametrize(("mutate", "names"), WRONG_TYPES)
@pytest.mark.parametrize("path", ["direct", "dict", "json"])
def test_wrong_type_is_refused(path, mutate, names, build_structs):
    rule = Rule("wrong-type", mutate, names)
    with pytest.raises(MathGraphError) as excinfo:
        _construct(path, rule, build_structs)
    for name in names:
        assert name in str(excinfo.value)


@pytest.mark.parametrize(
    ("mutate", "names"),
    [
        pytest.param(_drop("unknown"), ("missing", "unknown"), id="graph.unknown"),
        pytest.param(_drop("entities"), ("missing", "entities"), id="graph.entities"),
        pytest.param(
            _drop("initial_state.0.quantity"), ("missing", "quantity"), id="initial_state.quantity"
        ),
        pytest.param(_drop("operations.1.kind"), ("missing", "kind"), id="operation.kind"),
        pytest.param(_drop("operations.1.operand.unit"), ("missing", "unit"), id="operand.unit"),
        pytest.param(_drop("unknown.unit"), ("missing", "unit"), id="unknown.unit"),
    ],
)
@pytest.mark.parametrize("path", ["dict", "json"])
def test_missing_required_field_is_refused(path, mutate, names, build_structs):
    rule = Rule("missing", mutate, names)
    with pytest.raises(MathGraphError) as excinfo:
        _construct(path, rule, build_structs)
    for name in names:
        assert name in str(excinfo.value)


_QUANTITY = Quantity(1, "apples")


@pytest.mark.parametrize(
    ("build", "names"),
    [
        pytest.param(
            lambda: InitialPossession("Sam", {"value": 1, "unit": "apples"}),
            ("quantity", "Quantity"),
            id="quantity-a-dict",
        ),
        pytest.param(
            lambda: Operation("Sam", "add", (1, "apples")),
            ("operand", "Quantity"),
            id="operand-a-tuple",
        ),
        pytest.param(
            lambda: Operation("Sam", "divide", {"value": 0, "unit": "apples"}),
            ("operand", "Quantity"),
            id="divide-operand-a-dict",
        ),
        pytest.param(
            lambda: MathProblemGraph(["Sam"], [{"entity": "Sam"}], [], Unknown("apples")),
            ("initial_state", "InitialPossession"),
            id="possession-a-dict",
        ),
        pytest.param(
            lambda: MathProblemGraph(["Sam"], [], [_QUANTITY], Unknown("apples")),
            ("operations", "Operation"),
            id="operation-a-quantity",
        ),
        pytest.param(
            lambda: MathProblemGraph(["Sam"], [], [], {"unit": "apples"}),
            ("unknown", "Unknown"),
            id="unknown-a-dict",
        ),
    ],
)
def test_direct_construction_refuses_a_wrong_child(build, names):
    with pytest.raises(MathGraphError) as excinfo:
        build()
    for name in names:
        assert name in str(excinfo.value)


def test_optional_fields_may_be_left_out():
    graph = base_graph()
    del graph["unknown"]["entity"]
    for op in graph["operations"][1:]:
        del op["target"]
    assert graph_from_dict(graph).unknown.entity is None
    assert graph_from_dict(graph) == graph_from_json(json.dumps(graph))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        pytest.param("", "truncated", id="empty"),
        pytest.param(json.dumps(base_graph())[:-9], "truncated", id="truncated"),
        pytest.param('{"entities": ["Sam"],', "truncated", id="truncated-after-comma"),
        pytest.param("[1, 2]", "object", id="array"),
        pytest.param('"Sam"', "object", id="string"),
        pytest.param("null", "object", id="null"),
        pytest.param("8", "object", id="number"),
        pytest.param("{}", "entities", id="empty-object"),
        pytest.param(b"\xff", "malformed", id="not-utf8"),
    ],
)
def test_broken_json_is_refused(text, name):
    with pytest.raises(MathGraphError) as excinfo:
        graph_from_json(text)
    assert name in str(excinfo.value).lower()


@pytest.mark.parametrize(
    "data", [[base_graph()], "{}", None, 8, b"{}"], ids=["list", "str", "none", "int", "bytes"]
)
def test_graph_from_dict_refuses_a_non_object(data):
    with pytest.raises(MathGraphError, match="object"):
        graph_from_dict(data)


def test_graph_error_is_a_value_error():
    assert issubclass(MathGraphError, ValueError)


# --- numbers ---------------------------------------------------------------------------


def test_integral_float_becomes_int():
    quantity = Quantity(8.0, "apples")
    assert quantity.value == 8
    assert type(quantity.value) is int
    assert quantity == Quantity(8, "apples")
    assert hash(quantity) == hash(Quantity(8, "apples"))


def test_negative_zero_becomes_zero():
    assert type(Quantity(-0.0, "apples").value) is int
    assert Quantity(-0.0, "apples") == Quantity(0, "apples")


@pytest.mark.parametrize("path", ["direct", "dict", "json"])
def test_integral_float_is_encoded_as_integer(path, build_structs):
    rule = Rule("eight", _set("initial_state.0.quantity.value", 8.0), ())
    graph = _construct(path, rule, build_structs)
    assert type(graph.initial_state[0].quantity.value) is int
    encoded = graph.canonical_bytes()
    assert b'"value":8}' in encoded
    assert b"8.0" not in encoded


@pytest.mark.parametrize("token", ["8.0", "8e0", "80e-1", "8.000"])
def test_integral_json_spellings_decode_to_int(token):
    graph = graph_from_json(_json_with_value(token))
    assert graph.operations[DIVIDE].operand.value == 8
    assert type(graph.operations[DIVIDE].operand.value) is int
    assert (
        graph.canonical_bytes()
        == graph_from_dict(_with(_set("operations.4.operand.value", 8))).canonical_bytes()
    )


@pytest.mark.parametrize(
    ("value", "token"),
    [
        (0.1, b"0.1"),
        (3.5, b"3.5"),
        (13.99, b"13.99"),
        (0.30000000000000004, b"0.30000000000000004"),
        (1 / 3, b"0.3333333333333333"),
        (250000000000000.5, b"250000000000000.5"),
    ],
)
def test_non_integral_float_is_encoded_as_shortest_repr(value, token):
    graph = graph_from_dict(_with(_set("operations.4.operand.value", value)))
    assert b'"value":' + token + b"}" in graph.canonical_bytes()
    assert token.decode() == repr(value)


@pytest.mark.parametrize("value", [1e-7, 1.5e-10, 5e-324])
def test_tiny_float_round_trips_through_a_short_token(value):
    graph = graph_from_dict(_with(_set("operations.4.operand.value", value)))
    encoded = graph.canonical_bytes()
    token = encoded.split(b'"divide","operand":{"unit":"apples","value":')[1].split(b"}")[0]
    assert float(token) == value
    assert len(token) <= len(repr(value))
    assert graph_from_json(encoded) == graph


def test_large_integral_value_stays_exact():
    graph = graph_from_dict(_with(_set("operations.4.operand.value", 1e14)))
    assert graph.operations[DIVIDE].operand.value == 10**14
    assert b'"value":100000000000000}' in graph.canonical_bytes()
    assert graph_from_json(graph.canonical_bytes()) == graph


# --- canonical bytes -------------------------------------------------------------------


def test_canonical_bytes_are_compact_with_sorted_keys():
    data = _with(_set("entities", ["Zoë", "Kim"]))
    for item in data["initial_state"] + data["operations"]:
        for key in ("entity", "actor", "target"):
            if item.get(key) == "Sam":
                item[key] = "Zoë"
    data["unknown"]["entity"] = "Zoë"
    data["operations"][DIVIDE]["operand"]["value"] = 2.5
    graph = graph_from_dict(data)
    encoded = graph.canonical_bytes()
    expected = json.dumps(
        graph.as_json(), sort_keys=True, separators=(",", ":"), ensure_ascii=False
    ).encode("utf-8")
    assert encoded == expected
    assert b" " not in encoded and b"\n" not in encoded
    assert encoded.startswith(b'{"entities":["Zo\xc3\xab","Kim"],"initial_state":[{"entity":')


def test_canonical_bytes_spell_out_optional_fields():
    graph = graph_from_dict(base_graph())
    encoded = graph.canonical_bytes()
    assert encoded.count(b'"target":null') == 4
    assert b'"target":"Kim"' in encoded
    total = graph_from_dict(_with(_set("unknown", {"unit": "apples"})))
    assert total.canonical_bytes().endswith(b'"unknown":{"entity":null,"unit":"apples"}}')


def test_as_json_is_plain_builtins_in_canonical_order():
    graph = graph_from_dict(base_graph())
    data = graph.as_json()
    assert type(data) is dict
    assert list(data) == ["entities", "initial_state", "operations", "unknown"]
    assert list(data["operations"][0]) == ["actor", "kind", "operand", "target"]
    assert data["operations"][0]["operand"] == {"unit": "apples", "value": 3}
    assert json.loads(json.dumps(data)) == data


def test_canonical_bytes_are_deterministic_across_constructions(build_structs):
    first = graph_from_dict(base_graph())
    second = build_structs(base_graph())
    third = graph_from_json(json.dumps(base_graph(), indent=2))
    assert first is not second
    assert first.canonical_bytes() == second.canonical_bytes() == third.canonical_bytes()
    assert first.canonical_bytes() == first.canonical_bytes()


def test_canonical_bytes_do_not_depend_on_the_process():
    script = (
        "import json, sys; from wordproblem.models import graph_from_dict;"
        "sys.stdout.write(graph_from_dict(json.loads(sys.argv[1])).canonical_bytes().hex())"
    )
    outputs = set()
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run(
            [sys.executable, "-c", script, json.dumps(base_graph())],
            capture_output=True,
            text=True,
            env=env,
            check=True,
        )
        outputs.add(done.stdout)
    assert outputs == {graph_from_dict(base_graph()).canonical_bytes().hex()}


def test_dict_round_trip():
    graph = graph_from_dict(base_graph())
    again = graph_from_dict(graph.as_json())
    assert again == graph
    assert again.canonical_bytes() == graph.canonical_bytes()
    assert graph_from_dict(graph) is graph


def test_json_round_trip():
    graph = graph_from_dict(base_graph())
    assert graph_from_json(graph.canonical_bytes()) == graph
    assert graph_from_json(graph.canonical_bytes().decode()) == graph


def test_structs_are_frozen_and_store_tuples(build_structs):
    graph = build_structs(base_graph())
    assert type(graph.entities) is tuple
    assert type(graph.initial_state) is tuple
    assert type(graph.operations) is tuple
    assert hash(graph) == hash(graph_from_dict(base_graph()))
    with pytest.raises(AttributeError):
        graph.entities = ("Sam",)  # type: ignore[misc]


def test_changing_a_graph_changes_its_bytes():
    graph = graph_from_dict(base_graph())
    other = graph_from_dict(_with(_set("operations.1.operand.value", 2)))
    assert other != graph
    assert other.canonical_bytes() != graph.canonical_bytes()


def test_models_do_not_import_spacy():
    code = "import wordproblem.models, sys; assert 'spacy' not in sys.modules, 'spacy imported'"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_quantity_prints_as_words():
    from wordproblem.models import Quantity

    assert (str(Quantity(8, "apples")), str(Quantity(2.5, "dollars"))) == (
        "8 apples",
        "2.5 dollars",
    )
    assert repr(Quantity(8, "apples")) == "Quantity(value=8, unit='apples')"
