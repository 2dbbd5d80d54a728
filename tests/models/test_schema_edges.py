"""Issue 8 item 6: inputs the schema used to accept, or crash on, are refused at
construction with a MathGraphError that names the field and the value."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from wordproblem.models import (
    MAX_VALUE,
    MathGraphError,
    MathProblemGraph,
    Quantity,
    Unknown,
    graph_from_dict,
    graph_from_json,
)

BASE: dict[str, Any] = {
    "entities": ["Sam", "Kim"],
    "initial_state": [{"entity": "Sam", "quantity": {"value": 5, "unit": "apples"}}],
    "operations": [
        {
            "actor": "Sam",
            "kind": "transfer",
            "operand": {"value": 2, "unit": "apples"},
            "target": "Kim",
        }
    ],
    "unknown": {"unit": "apples", "entity": "Kim"},
}


def _with_name(name: str) -> dict[str, Any]:
    """RETURNS (dict): BASE with every mention of the holder Sam renamed to ``name``."""
    data = copy.deepcopy(BASE)
    data["entities"][0] = name
    data["initial_state"][0]["entity"] = name
    data["operations"][0]["actor"] = name
    return data


def _with_unit(unit: str) -> dict[str, Any]:
    data = copy.deepcopy(BASE)
    data["initial_state"][0]["quantity"]["unit"] = unit
    return data


def _with_value(value: Any) -> dict[str, Any]:
    data = copy.deepcopy(BASE)
    data["initial_state"][0]["quantity"]["value"] = value
    return data


def test_base_graph_is_valid():
    graph_from_dict(BASE)
    graph_from_json(json.dumps(BASE))


@pytest.mark.parametrize("name", ["\ud800", "Sam\udfff", "\udc00x"], ids=["alone", "tail", "head"])
def test_lone_surrogate_is_a_graph_error(name):
    # Before: graph_from_dict accepted it and canonical_bytes raised UnicodeEncodeError.
    with pytest.raises(MathGraphError, match=r"initial_state\.entity.*U\+D[89A-F]"):
        graph_from_dict(_with_name(name))
    with pytest.raises(MathGraphError, match=r"quantity\.unit.*U\+D"):
        graph_from_dict(_with_unit(f"apples{name}"))


def test_lone_surrogate_escape_in_json_is_a_graph_error():
    text = json.dumps(_with_name("Sam")).replace('"Sam"', '"\\ud800"')
    with pytest.raises(MathGraphError):
        graph_from_json(text)


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (10**4400, "about 4401 digits"),
        (10**400, "about 401 digits"),
        (MAX_VALUE, "1000000000000000"),
        (1e300, "1e+300"),
        (float(2**63), "9.223372036854776e+18"),
        (2**64, "18446744073709551616"),
    ],
    ids=["4400-digits", "400-digits", "bound", "1e300", "2**63-float", "2**64"],
)
def test_value_past_the_bound_is_refused(value, shown):
    # Before: ints of 4,300+ digits were accepted and canonical_bytes raised ValueError;
    # ints of 2**64 and more were accepted and msgpack could not store them.
    with pytest.raises(MathGraphError, match=r"quantity\.value") as excinfo:
        graph_from_dict(_with_value(value))
    assert shown in str(excinfo.value)
    with pytest.raises(MathGraphError, match=r"quantity\.value"):
        Quantity(value, "apples")


def test_largest_value_below_the_bound_is_kept():
    graph = graph_from_dict(_with_value(MAX_VALUE - 1))
    assert b'"value":999999999999999}' in graph.canonical_bytes()
    assert graph_from_json(graph.canonical_bytes()) == graph


def test_too_many_digits_in_json_is_a_graph_error():
    text = json.dumps(_with_value(1)).replace('"value": 1', '"value": ' + "9" * 5000)
    with pytest.raises(MathGraphError, match="value"):
        graph_from_json(text)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ('{"entities":["Sam"],"entities":["Kim"],', "entities"),
        ('{"unknown":{"unit":"pears","entity":null},', "unknown"),
    ],
)
def test_duplicate_keys_in_json_are_refused(text, key):
    # Before: msgspec silently kept the last of the two.
    body = json.dumps(BASE)
    data = text + body[1:]
    with pytest.raises(MathGraphError, match=f"{key}: the key appears twice"):
        graph_from_json(data)


def test_duplicate_key_inside_a_quantity_is_refused():
    body = json.dumps(BASE).replace('"value": 5,', '"value": 5, "value": 6,')
    with pytest.raises(MathGraphError, match=r"value: the key appears twice.*6"):
        graph_from_json(body)


@pytest.mark.parametrize(
    "unit",
    [
        "APPLES ",
        " apples",
        "apples ",
        "Apples",
        "green  apples",
        "\u0000",
        "app\u0000les",
        "apples\n",
        "ap\tples",
        "app\u202eles",
        "app\u200bles",
        "apples\u00a0",
    ],
)
def test_badly_spelled_unit_is_refused(unit):
    with pytest.raises(MathGraphError, match=r"quantity\.unit: ") as excinfo:
        graph_from_dict(_with_unit(unit))
    assert repr(unit) in str(excinfo.value)
    with pytest.raises(MathGraphError, match=r"unknown\.unit: "):
        Unknown(unit, None)


@pytest.mark.parametrize(
    "name", [" Sam", "Sam ", "Mrs.  Lee", "\u0000", "S\u0007am", "Sa\u200em", "Sam\r"]
)
def test_badly_spelled_entity_is_refused(name):
    with pytest.raises(MathGraphError, match=r"(entities|initial_state\.entity|actor): "):
        graph_from_dict(_with_name(name))


@pytest.mark.parametrize("name", ["Mrs. Lee", "Zoë", "toy store", "O'Neil", "Jean-Luc"])
def test_well_spelled_names_stay_valid(name):
    assert graph_from_dict(_with_name(name)).entities[0] == name


def test_entities_keep_their_case_while_units_are_lowercase():
    graph_from_dict(_with_name("Sam"))
    with pytest.raises(MathGraphError, match="lowercase"):
        graph_from_dict(_with_unit("Baseball cards"))


def test_every_dev_set_graph_stays_valid(dev_cases):
    for case in dev_cases:
        assert isinstance(graph_from_dict(case["ground_truth_graph"]), MathProblemGraph)
