"""The dev set (evals/gsm8k_parser_dev): shape, canonical graphs, answers, pattern tags.

The rows are read as package data of ``wordproblem.evals`` (see conftest.py), so these
tests check the files a wheel ships, not a path next to this file.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

import pytest
from wordproblem.models import Quantity, graph_from_dict, graph_from_json, solve

from tests.reference_solver import reference_solve, same_number

CASE_IDS = [f"gpd-{n:03d}" for n in range(1, 51)]
KEYS = {"id", "problem", "ground_truth_graph", "expected_answer", "patterns"}


@pytest.fixture(scope="module")
def by_id(dev_cases: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {case["id"]: case for case in dev_cases}


CATEGORY_TAGS = {"single-entity", "two-entity-transfer", "multi-entity-sum"}
_ROW = re.compile(r"^\|\s*`([a-z0-9]+(?:-[a-z0-9]+)*)`\s*\|(.*)\|\s*$")


def _section(markdown: str, heading: str) -> str:
    """RETURNS (str): the text under ``## heading`` up to the next ``## `` heading."""
    match = re.search(
        rf"^## {re.escape(heading)}\s*$(.*?)(?=^## |\Z)", markdown, re.MULTILINE | re.DOTALL
    )
    assert match, f"README has no '## {heading}' section"
    return match.group(1)


def _table(section: str, header: list[str]) -> dict[str, list[str]]:
    """Parse the markdown table whose header row is ``header`` and whose first column is a
    backticked tag. RETURNS (dict): tag -> the other cells, stripped."""
    lines = section.splitlines()
    wanted = "|" + "|".join(f" {cell} " for cell in header) + "|"
    starts = [
        i for i, line in enumerate(lines) if " ".join(line.split()) == " ".join(wanted.split())
    ]
    assert len(starts) == 1, f"expected one table with header {wanted!r}"
    rows: dict[str, list[str]] = {}
    for line in lines[starts[0] + 2 :]:
        if not line.startswith("|"):
            break
        match = _ROW.match(line)
        assert match, f"malformed table row: {line!r}"
        tag, rest = match.groups()
        assert tag not in rows, f"tag {tag!r} listed twice"
        rows[tag] = [cell.strip() for cell in rest.split("|")]
    assert rows, f"table {wanted!r} is empty"
    return rows


@pytest.fixture(scope="module")
def registry(dev_readme: str) -> dict[str, list[str]]:
    """RETURNS (dict): the README's pattern registry, tag -> [definition, example]."""
    table = _table(
        _section(dev_readme, "Pattern registry"), ["tag", "definition", "example sentence"]
    )
    assert all(len(cells) == 2 and all(cells) for cells in table.values())
    return table


def kind_of(graph: dict[str, Any]) -> str:
    """RETURNS (str): the case family: ``sum``, ``transfer`` or ``single-entity``."""
    if graph["unknown"].get("entity") is None:
        return "sum"
    if any(op["kind"] == "transfer" for op in graph["operations"]):
        return "transfer"
    return "single-entity"


def test_fifty_cases_in_id_order(dev_cases):
    assert [case.get("id") for case in dev_cases] == CASE_IDS


def test_every_row_has_exactly_the_contract_keys(dev_cases):
    for case in dev_cases:
        assert set(case) == KEYS, case.get("id")
        assert isinstance(case["problem"], str) and case["problem"].strip(), case["id"]
        assert isinstance(case["patterns"], list) and case["patterns"], case["id"]
        assert all(isinstance(tag, str) and tag for tag in case["patterns"]), case["id"]
        assert len(set(case["patterns"])) == len(case["patterns"]), case["id"]
        assert set(case["expected_answer"]) == {"value", "unit"}, case["id"]


def test_problems_are_distinct(dev_cases):
    problems = Counter(" ".join(case["problem"].split()) for case in dev_cases)
    assert [text for text, n in problems.items() if n > 1] == []


@pytest.mark.parametrize("case_id", CASE_IDS)
def test_graph_is_written_canonically_and_round_trips(case_id, by_id):
    written = by_id[case_id]["ground_truth_graph"]
    graph = graph_from_dict(written)
    encoded = graph.canonical_bytes()
    again = graph_from_dict(graph.as_json())
    assert again == graph
    assert again.canonical_bytes() == encoded
    assert graph_from_json(encoded) == graph
    # As written in the file (optional fields spelled out, ints as ints) it already is
    # the canonical form, up to key order and whitespace.
    assert written == json.loads(encoded)
    assert json.dumps(written, sort_keys=True) == json.dumps(json.loads(encoded), sort_keys=True)


@pytest.mark.parametrize("case_id", CASE_IDS)
def test_ground_truth_solves_to_expected_answer(case_id, by_id):
    case = by_id[case_id]
    expected = Quantity(**case["expected_answer"])
    solution = solve(graph_from_dict(case["ground_truth_graph"]))
    assert solution.answer == expected
    assert type(solution.answer.value) is type(expected.value)
    assert len(solution.steps) == len(case["ground_truth_graph"]["operations"])
    reference = reference_solve(case["ground_truth_graph"])
    assert reference.unit == expected.unit
    assert same_number(expected.value, reference.value)


def test_distribution_30_12_8(dev_cases):
    counts = Counter(kind_of(case["ground_truth_graph"]) for case in dev_cases)
    assert counts == {"single-entity": 30, "transfer": 12, "sum": 8}


@pytest.mark.parametrize(
    ("case_id", "family", "kinds", "answer"),
    [
        ("gpd-001", "single-entity", ["add"], (8, "apples")),
        ("gpd-002", "single-entity", ["subtract"], (8, "candies")),
        ("gpd-003", "single-entity", ["add", "subtract"], (12, "books")),
        ("gpd-004", "transfer", None, (5, "marbles")),
        ("gpd-005", "sum", [], (11, "stickers")),
    ],
)
def test_seed_case(case_id, family, kinds, answer, by_id):
    case = by_id[case_id]
    graph = case["ground_truth_graph"]
    assert kind_of(graph) == family
    op_kinds = [op["kind"] for op in graph["operations"]]
    if kinds is None:
        assert "transfer" in op_kinds
    else:
        assert op_kinds == kinds
    if family == "sum":
        assert graph["unknown"]["entity"] is None
    assert (case["expected_answer"]["value"], case["expected_answer"]["unit"]) == answer
    solved = solve(graph_from_dict(graph)).answer
    assert (solved.value, solved.unit) == answer


# --- pattern tags ----------------------------------------------------------------------


def test_every_tag_is_registered(dev_cases, registry):
    unregistered = {case["id"]: sorted(set(case["patterns"]) - set(registry)) for case in dev_cases}
    assert {cid: tags for cid, tags in unregistered.items() if tags} == {}


def test_registry_has_the_category_tags(registry):
    assert set(registry) >= CATEGORY_TAGS


def test_every_registered_tag_is_used(dev_cases, registry):
    used = {tag for case in dev_cases for tag in case["patterns"]}
    assert sorted(set(registry) - used) == []


def test_readme_case_counts_match_the_cases(dev_cases, dev_readme):
    table = _table(_section(dev_readme, "Distribution"), ["tag", "cases", "ids"])
    actual: dict[str, list[str]] = {}
    for case in dev_cases:
        for tag in case["patterns"]:
            actual.setdefault(tag, []).append(case["id"].removeprefix("gpd-"))
    listed = {}
    for tag, (count, ids) in table.items():
        numbers = [n.strip() for n in ids.split(",")]
        assert int(count) == len(numbers), tag
        listed[tag] = numbers
    assert listed == actual


@pytest.mark.parametrize("case_id", CASE_IDS)
def test_mechanical_tags_match_the_graph(case_id, by_id):
    """The registry definitions that can be read off the graph alone."""
    case = by_id[case_id]
    tags = set(case["patterns"])
    graph = case["ground_truth_graph"]
    kinds = [op["kind"] for op in graph["operations"]]
    family = {
        "single-entity": "single-entity",
        "transfer": "two-entity-transfer",
        "sum": "multi-entity-sum",
    }[kind_of(graph)]
    assert tags & CATEGORY_TAGS == {family}
    single = family == "single-entity" and len(kinds) == 1
    assert ("single-add" in tags) == (single and kinds == ["add"])
    assert ("single-subtract" in tags) == (single and kinds == ["subtract"])
    assert ("multi-step" in tags) == (len(kinds) >= 2)
    assert ("scaling" in tags) == bool({"multiply", "divide"} & set(kinds))
    transfer_tags = {tag for tag in tags if tag.startswith("transfer-")}
    assert bool(transfer_tags) == ("transfer" in kinds)
