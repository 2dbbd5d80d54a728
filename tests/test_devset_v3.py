"""The v3 dev set (evals/mwp_v3_dev): shape, canonical graphs, answers, families, tags and
the authoring contract's counts.

The rows are read where ``wordproblem.evals`` is installed, so these tests check the
files a wheel ships (package data). Every problem and ``expected_answer`` was written by
a helper who had not read the parser; the ground-truth graphs were written afterwards by
decision 0010's rules, and the real solver and the independent reference solver must
both give the author's answer.
"""

from __future__ import annotations

import importlib.util
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from wordproblem.models import (
    Quantity,
    conversion,
    graph_form,
    graph_from_dict,
    graph_from_json,
    solve,
)

from tests.problem_suites import assert_not_public_copies
from tests.reference_solver import reference_solve, same_number
from tests.strict_lists import SHARED

DEV_SET = "mwp_v3_dev"
KEYS = ["id", "problem", "ground_truth_graph", "expected_answer", "patterns", "family"]
FAMILIES = (
    "chaining",
    "percents-and-parts",
    "time-slots",
    "cross-unit-comparisons",
    "averages",
    "conversions",
    "mixed",
)
MINIMUM = {family: 15 for family in FAMILIES} | {"mixed": 20}
TIME_UNITS = {"seconds", "minutes", "hours", "days", "weeks"}
# the unit groups of decision 0010, by name, for the conversion tags
GROUP_TAGS = {
    "time": TIME_UNITS,
    "calendar": {"months", "years"},
    "money": {"cents", "dollars"},
    "length": {"inches", "feet", "yards", "miles", "millimeters", "centimeters", "meters"}
    | {"kilometers"},
    "weight": {"ounces", "pounds", "grams", "kilograms"},
    "volume": {"milliliters", "liters"},
    "dozens": {"dozens"},
}
PER_UNITS = {
    "second": "seconds", "minute": "minutes", "hour": "hours", "day": "days", "week": "weeks",
    "month": "months", "year": "years", "cent": "cents", "dollar": "dollars", "inch": "inches",
    "foot": "feet", "yard": "yards", "mile": "miles", "meter": "meters", "liter": "liters",
    "centimeter": "centimeters", "kilometer": "kilometers", "ounce": "ounces",
    "pound": "pounds", "gram": "grams", "kilogram": "kilograms", "milliliter": "milliliters",
    "dozen": "dozens",
}  # fmt: skip


def _read(name: str) -> str:
    """RETURNS (str): a file of the dev set, found where ``wordproblem.evals`` is
    installed, without importing that package (its import loads spaCy)."""
    spec = importlib.util.find_spec("wordproblem.evals")
    assert spec is not None and spec.submodule_search_locations
    folder = Path(next(iter(spec.submodule_search_locations))) / DEV_SET
    return (folder / name).read_text("utf-8")


@pytest.fixture(scope="module")
def cases() -> list[dict[str, Any]]:
    """RETURNS (list[dict]): the rows, one JSON object per line."""
    return [json.loads(line) for line in _read("cases.jsonl").split("\n") if line.strip()]


@pytest.fixture(scope="module")
def readme() -> str:
    """RETURNS (str): the dev set's README, the authoring contract."""
    return _read("README.md")


# --- what can be read off a graph ------------------------------------------------------


def _numbers(node: Any) -> list[Any]:
    """RETURNS (list): the numbers a graph states (not fact numbers, not a ratio's per)."""
    if isinstance(node, dict):
        return [n for k, v in node.items() if k not in ("fact", "per") for n in _numbers(v)]
    if isinstance(node, list):
        return [n for value in node for n in _numbers(value)]
    return [node] if isinstance(node, (int, float)) and not isinstance(node, bool) else []


def _items(fact: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """RETURNS (list): (slot, quantity or rate) of a fact's slots that hold one."""
    found = []
    for key, value in fact.items():
        if key == "terms":
            found += [(f"terms.{i}", term) for i, term in enumerate(value)]
        elif isinstance(value, dict) and "unit" in value:
            found.append((key, value))
    return found


def unit_meetings(graph: dict[str, Any]) -> set[tuple[str, str]]:
    """RETURNS (set): the pairs of different units that one equation of the graph joins
    and that convert (a rate's count and per, a reference and its slot, a sum's term and
    whole, ...)."""
    facts = graph.get("facts", [])
    pairs: list[tuple[str, str]] = []
    for fact in facts:
        kind = fact["type"]
        if kind == "rate":
            per = fact["rate"]["per"]
            if per in PER_UNITS:
                pairs.append((fact["count"]["unit"], PER_UNITS[per]))
            elif fact["count"]["unit"] == "dozens":
                pairs.append(("dozens", per))
            pairs.append((fact["rate"]["unit"], fact["total"]["unit"]))
        elif kind == "share":
            pairs.append((fact["total"]["unit"], fact["each"]["unit"]))
        elif kind == "total":
            pairs += [(part, fact["whole"]["unit"]) for part in fact["parts"]]
        elif kind in ("sum", "average"):
            last = fact["whole" if kind == "sum" else "mean"]["unit"]
            pairs += [(term["unit"], last) for term in fact["terms"]]
        elif kind == "differ":
            pairs += [(fact[k]["unit"], fact["result"]["unit"]) for k in ("base", "by")]
        elif kind == "scale":
            pairs.append((fact["base"]["unit"], fact["result"]["unit"]))
        for _, item in _items(fact):
            ref = item.get("ref")
            if ref and ref["holder"] is None:
                named = facts[ref["fact"]]
                target = named["unit"] if named["type"] == "compare" else None
                for slot, other in _items(named):
                    if slot == ref["slot"]:
                        target = other["unit"]
                pairs.append((item["unit"], target or item["unit"]))
    return {(a, b) for a, b in pairs if a != b and conversion(a, b) is not None}


def construct_tags(graph: dict[str, Any]) -> set[str]:
    """The registry tags that can be read off the graph alone (decision 0010's constructs).

    graph (dict): a ground-truth graph.
    RETURNS (set[str]): the mechanical tags the case must carry, and no others of them.
    """
    tags = {f"v{graph_form(graph_from_dict(graph))}-form"}
    facts = graph.get("facts", [])
    question = graph.get("question")
    tags.add("end-holding" if question is None else "asked-slot")
    if graph.get("slots"):
        tags.add("time-slots")
    for index, fact in enumerate(facts):
        kind = fact["type"]
        asked = question is not None and question["fact"] == index
        if kind == "sum":
            tags.add("sum-conversion" if len(fact["terms"]) == 1 else "sum")
            if any(term["value"] is None and "ref" not in term for term in fact["terms"]):
                tags.add("sum-rest")
        elif kind == "scale":
            tags.add(f"scale-{fact['kind']}")
            per = fact["ratio"]["per"]
            tags.add("percent" if per == 100 else "factor" if per == 1 else "fraction")
            if asked and question["slot"] == "ratio":
                tags.add("ratio-asked")
        elif kind == "differ":
            tags.add(f"differ-{fact['kind']}")
            if asked and question["slot"] == "by":
                tags.add("differ-asked")
        elif kind == "average":
            tags.add("average")
        elif kind == "rate" and asked and question["slot"] == "rate":
            tags.add("rate-asked-rate")
        for _, item in _items(fact):
            ref = item.get("ref")
            if ref:
                tags.add("ref-holding" if ref["holder"] is not None else "ref-slot")
    for pair in unit_meetings(graph):
        for name, units in GROUP_TAGS.items():
            if set(pair) & units:
                tags.add(f"convert-{name}")
    return tags


MECHANICAL_TAGS = {
    "v1-form", "v2-form", "v3-form", "end-holding", "asked-slot", "time-slots", "sum",
    "sum-conversion", "sum-rest", "scale-times", "scale-less", "scale-more", "percent",
    "factor", "fraction", "ratio-asked", "differ-more", "differ-fewer", "differ-asked",
    "average", "rate-asked-rate", "ref-holding", "ref-slot",
    *(f"convert-{name}" for name in GROUP_TAGS),
}  # fmt: skip

# What each family's problems are about, as constructs a graph shows.
FAMILY_MARKERS = {
    "chaining": {"ref-slot", "ref-holding"},
    "percents-and-parts": {"scale-times", "scale-less", "scale-more"},
    "time-slots": {"time-slots"},
    "cross-unit-comparisons": {"differ-more", "differ-fewer", "scale-times", "scale-less"},
    "averages": {"average", "rate-asked-rate"},
    "conversions": {f"convert-{name}" for name in GROUP_TAGS},
}


def family_markers(tags: set[str]) -> set[str]:
    """RETURNS (set[str]): the families whose constructions a case's tags show."""
    return {family for family, markers in FAMILY_MARKERS.items() if tags & markers}


def fact_count(graph: dict[str, Any]) -> int:
    """RETURNS (int): the graph's facts (v1 form: its possessions and operations)."""
    return len(graph.get("facts", [])) or len(graph["initial_state"]) + len(graph["operations"])


def problem_facts(graph: dict[str, Any]) -> int:
    """RETURNS (int): the facts of the problem as the contract counts them: the quantities
    it states (each once in the graph, rule 3 of decision 0010) and the one it asks."""
    return len(_numbers(graph)) + 1


# --- the README -------------------------------------------------------------------------

_ROW = re.compile(r"^\|\s*`([a-z0-9]+(?:-[a-z0-9]+)*)`\s*\|(.*)\|\s*$")


def _table(markdown: str, heading: str, header: list[str]) -> dict[str, list[str]]:
    """RETURNS (dict): first-column key -> other cells, of the table with ``header`` in
    the README section ``## heading``."""
    match = re.search(
        rf"^## {re.escape(heading)}\s*$(.*?)(?=^## |\Z)", markdown, re.MULTILINE | re.DOTALL
    )
    assert match, f"README has no '## {heading}' section"
    lines = match.group(1).splitlines()
    wanted = " ".join(("| " + " | ".join(header) + " |").split())
    starts = [i for i, line in enumerate(lines) if " ".join(line.split()) == wanted]
    assert len(starts) == 1, f"expected one table with header {wanted!r}"
    rows: dict[str, list[str]] = {}
    for line in lines[starts[0] + 2 :]:
        if not line.startswith("|"):
            break
        found = _ROW.match(line)
        assert found, f"malformed table row: {line!r}"
        key, rest = found.groups()
        assert key not in rows, f"{key!r} listed twice"
        rows[key] = [cell.strip() for cell in rest.split("|")]
    assert rows
    return rows


def left_out(readme: str) -> dict[str, str]:
    """RETURNS (dict): id -> reason of the author's problems the set leaves out."""
    rows = _table(readme, "Left out", ["id", "reason"])
    return {key: cells[0] for key, cells in rows.items()}


# --- shape ------------------------------------------------------------------------------


def test_at_least_120_cases_with_the_authors_ids(cases, readme):
    assert len(cases) >= 120
    ids = [case["id"] for case in cases]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    numbers = {int(cid.removeprefix("v3-")) for cid in ids}
    missing = {f"v3-{n:03d}" for n in range(1, max(numbers) + 1)} - set(ids)
    assert missing == set(left_out(readme)), "every author problem is a case or listed"


def test_every_row_has_exactly_the_contract_keys(cases):
    for case in cases:
        assert list(case) == KEYS, case.get("id")
        assert isinstance(case["problem"], str) and case["problem"].strip(), case["id"]
        assert case["problem"] == " ".join(case["problem"].split()), case["id"]
        assert case["family"] in FAMILIES, case["id"]
        assert isinstance(case["patterns"], list) and case["patterns"], case["id"]
        assert case["patterns"] == sorted(set(case["patterns"])), case["id"]
        assert list(case["expected_answer"]) == ["value", "unit"], case["id"]


def _normal(text: str) -> str:
    return " ".join(re.sub(r"[\W_]+", " ", text.lower()).split())


def test_problems_and_graphs_are_distinct(cases):
    problems = Counter(_normal(case["problem"]) for case in cases)
    assert [text for text, n in problems.items() if n > 1] == []
    graphs = Counter(json.dumps(case["ground_truth_graph"], sort_keys=True) for case in cases)
    assert [text for text, n in graphs.items() if n > 1] == []


def test_no_problem_copies_a_public_one(cases):
    """No shared run of 8 words and no normalized-text match with ``../shared/data``."""
    assert_not_public_copies(cases)  # skips when the corpora are absent
    public = set()
    for path in sorted(SHARED.glob("*.jsonl")):
        for line in path.read_text("utf-8").split("\n"):
            if line.strip():
                public.add(_normal(json.loads(line)["question"]))
    assert [case["id"] for case in cases if _normal(case["problem"]) in public] == []


# --- graphs -----------------------------------------------------------------------------


def test_graphs_are_canonical_and_round_trip(cases):
    for case in cases:
        written = case["ground_truth_graph"]
        graph = graph_from_dict(written)
        encoded = graph.canonical_bytes()
        assert graph.as_json() == written, case["id"]
        assert graph_from_json(encoded) == graph, case["id"]
        compact = json.dumps(written, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        assert compact.encode("utf-8") == encoded, case["id"]


def test_real_solver_gives_every_authors_answer(cases):
    wrong = {}
    for case in cases:
        expected = Quantity(**case["expected_answer"])
        answer = solve(graph_from_dict(case["ground_truth_graph"])).answer
        if answer != expected or type(answer.value) is not type(expected.value):
            wrong[case["id"]] = f"{answer} instead of {expected}"
    assert wrong == {}


def test_reference_solver_gives_every_authors_answer(cases):
    wrong = {}
    for case in cases:
        reference = reference_solve(case["ground_truth_graph"])
        expected = case["expected_answer"]
        if reference.unit != expected["unit"] or not same_number(
            expected["value"], reference.value
        ):
            wrong[case["id"]] = (reference.value, reference.unit)
    assert wrong == {}


# --- the contract's counts ----------------------------------------------------------------


def test_family_minimums(cases):
    counts = Counter(case["family"] for case in cases)
    assert {f: counts[f] for f in MINIMUM if counts[f] < MINIMUM[f]} == {}


def test_every_problem_has_3_to_8_facts(cases):
    """The contract counts the problem's facts: the quantities it states and the one it
    asks; a graph writes each stated number once (rule 3), so the graph counts them. No
    graph has more than 8 facts either."""
    assert {c["id"]: problem_facts(c["ground_truth_graph"]) for c in cases
            if not 3 <= problem_facts(c["ground_truth_graph"]) <= 8} == {}  # fmt: skip
    assert max(fact_count(case["ground_truth_graph"]) for case in cases) <= 8


def _shows_family(case: dict[str, Any]) -> bool:
    markers = family_markers(set(case["patterns"]))
    if case["family"] == "mixed":
        return len(markers) >= 2
    return case["family"] in markers


def test_every_family_is_visible_in_its_graphs(cases, readme):
    """A family's construct is in its graphs (a mixed case shows two families' at least),
    except the cases the README lists with the reason."""
    hidden = {case["id"] for case in cases if not _shows_family(case)}
    listed = set(_table(readme, "Family not shown", ["id", "why"]))
    assert hidden == listed


# --- pattern tags -------------------------------------------------------------------------


def test_mechanical_tags_are_exactly_the_graphs(cases):
    for case in cases:
        mechanical = set(case["patterns"]) & MECHANICAL_TAGS
        assert mechanical == construct_tags(case["ground_truth_graph"]), case["id"]


def test_every_tag_is_registered_and_the_registry_is_used(cases, readme):
    registry = _table(readme, "Pattern registry", ["tag", "definition", "example"])
    used = {tag for case in cases for tag in case["patterns"]}
    assert used <= set(registry), sorted(used - set(registry))
    assert set(registry) <= used, sorted(set(registry) - used)
    assert used <= MECHANICAL_TAGS


def test_readme_counts_match_the_cases(cases, readme):
    families = _table(readme, "Distribution", ["family", "cases", "ids"])
    counts = Counter(case["family"] for case in cases)
    assert {family: int(cells[0]) for family, cells in families.items()} == dict(counts)
    for family, cells in families.items():
        ids = [f"v3-{n.strip()}" for n in cells[1].split(",")]
        assert ids == [case["id"] for case in cases if case["family"] == family], family
    constructs = _table(readme, "Cases per construct", ["construct", "tags", "cases"])
    for name, (tags, number) in constructs.items():
        wanted = set(re.findall(r"`([a-z0-9-]+)`", tags))
        assert wanted <= MECHANICAL_TAGS, name
        found = sum(bool(wanted & set(case["patterns"])) for case in cases)
        assert found == int(number), name
