"""The v2 dev set (evals/mwp_v2_dev): shape, canonical graphs, answers, families, tags.

The rows are read where ``wordproblem.evals`` is installed, so these tests check the
files a wheel ships (package data). Every ``expected_answer`` was worked out by hand from
the problem text; the real solver and the independent reference solver must both give it.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from wordproblem.models import (
    InconsistentGraphError,
    Quantity,
    graph_from_dict,
    graph_from_json,
    solve,
)

from tests.reference_solver import ReferenceInconsistency, reference_solve, same_number

DEV_SET = "mwp_v2_dev"
KEYS = ["id", "problem", "ground_truth_graph", "expected_answer", "patterns", "family"]
FAMILIES = ("rates", "groups", "unknowns", "comparisons", "part-whole", "time", "mixed")
MINIMUM = {"rates": 12, "groups": 12, "unknowns": 12, "comparisons": 12, "part-whole": 12}
MINIMUM.update({"time": 12, "mixed": 20})
TIME_UNITS = {"seconds", "minutes", "hours", "days", "weeks"}
TIME_PER = {unit[:-1] for unit in TIME_UNITS}
MONEY = {"dollars", "cents"}
# Slots whose question is "an unknown in another position" (issue 11, family 3).
UNKNOWN_SLOTS = {
    ("has", "quantity"),
    ("change", "operand"),
    ("rate", "rate"),
    ("rate", "count"),
    ("share", "groups"),
    ("share", "total"),
}
ASKED_TAGS = {
    ("has", "quantity"): "unknown-start",
    ("rate", "total"): "rate-asked-total",
    ("rate", "rate"): "rate-asked-rate",
    ("rate", "count"): "rate-asked-count",
    ("share", "each"): "share-asked-each",
    ("share", "groups"): "share-asked-groups",
    ("share", "total"): "share-asked-total",
    ("share", "remainder"): "remainder-asked",
    ("compare", "by"): "difference-question",
    ("need", "shortfall"): "need-shortfall",
    ("need", "goal"): "need-goal",
    ("total", "whole"): "total-asked",
}


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


def _holdings_read(fact: dict[str, Any]) -> list[tuple[str | None, str]]:
    """RETURNS (list): the holdings (entity, unit) a compare, need or total reads."""
    if fact["type"] == "compare":
        return [(fact["entity"], fact["unit"]), (fact["than"], fact["unit"])]
    if fact["type"] == "need":
        return [(fact["entity"], fact["goal"]["unit"])]
    if fact["type"] == "total":
        return [(h, p) for h in fact["holders"] for p in fact["parts"]]
    return []


def _numbers(node: Any) -> list[Any]:
    if isinstance(node, dict):
        return [n for key, value in node.items() if key != "fact" for n in _numbers(value)]
    if isinstance(node, list):
        return [n for value in node for n in _numbers(value)]
    return [node] if isinstance(node, (int, float)) and not isinstance(node, bool) else []


def _units(node: Any) -> set[str]:
    if isinstance(node, dict):
        found = {node["unit"]} if isinstance(node.get("unit"), str) else set()
        for value in node.values():
            found |= _units(value)
        return found
    if isinstance(node, list):
        return {unit for value in node for unit in _units(value)}
    return set()


def derived_tags(graph: dict[str, Any]) -> set[str]:
    """The registry tags whose definitions can be read off the graph alone.

    graph (dict): a v2 ground-truth graph.
    RETURNS (set[str]): the mechanical tags the case must carry (and no others of them).
    """
    facts, question = graph["facts"], graph.get("question")
    tags: set[str] = set()
    if question is None:
        tags.add("end-holding")
        asked = (graph["unknown"]["entity"], graph["unknown"]["unit"])
        if any(f["type"] == "compare" and (f["than"], f["unit"]) == asked for f in facts):
            tags.add("compare-reverse")
    else:
        fact = facts[question["fact"]]
        key = (fact["type"], question["slot"])
        if key == ("change", "operand"):
            tags.add("unknown-transfer" if fact["kind"] == "transfer" else "unknown-change")
        else:
            tags.add(ASKED_TAGS[key])
    introduced: set[tuple[str | None, str]] = set()  # by a `has` or read by a relation
    changed: set[tuple[str | None, str]] = set()  # holdings an event changed
    pending: set[tuple[str | None, str]] = set()  # read by a relation, not yet stated
    for fact in facts:
        kind = fact["type"]
        if kind in ("has", "rate", "share") and fact["entity"] is None:
            tags.add("no-holder")
        seen_before = set(introduced)
        for key in _holdings_read(fact):
            if key not in introduced and key not in changed:
                pending.add(key)
            introduced.add(key)
        if kind == "has":
            key = (fact["entity"], fact["quantity"]["unit"])
            if fact["quantity"]["value"] is not None:
                if key in changed and key not in introduced:
                    tags.add("stated-after-events")
                if key in pending:
                    tags.add("relation-first")
            introduced.add(key)
            pending.discard(key)
        elif kind == "change":
            for who in (fact["actor"], fact["target"]):
                changed.add((who, fact["operand"]["unit"]))
                pending.discard((who, fact["operand"]["unit"]))
        elif kind == "rate":
            if fact["kind"] is not None:
                tags.add("rate-holding" if fact["kind"] == "add" else "rate-spend")
                changed.add((fact["entity"], fact["total"]["unit"]))
                pending.discard((fact["entity"], fact["total"]["unit"]))
            if fact["rate"]["per"] in TIME_PER:
                tags.add("rate-over-time")
                if fact["count"]["unit"] != fact["rate"]["per"] + "s":
                    tags.add("time-conversion")
            elif fact["rate"]["unit"] in MONEY:
                tags.add("unit-price")
        elif kind == "share":
            if fact["remainder"] is not None and fact["remainder"]["value"] is not None:
                tags.add("remainder-stated")
        elif kind == "compare":
            tags.add(f"compare-{fact['kind']}")
        elif kind == "need":
            if fact["shortfall"]["value"] is not None:
                tags.add("need-holding")
        elif kind == "total":
            whole = fact["whole"]
            if not fact["holders"]:
                tags.add("no-holder")
            if len(fact["holders"]) >= 2:
                tags.add("holders-total")
            if whole["unit"] in TIME_UNITS:
                tags.add("duration-total")
                if any(part != whole["unit"] for part in fact["parts"]):
                    tags.add("time-conversion")
            else:
                if whole["unit"] not in fact["parts"]:
                    tags.add("hypernym-total")
                if whole["value"] is not None:
                    tags.add("stated-whole")
            read = set(_holdings_read(fact))
            if whole["value"] is not None and read & changed and not read & seen_before:
                tags.add("stated-after-events")
    if any(entity[:1].islower() for entity in graph["entities"]):
        tags.add("container-holder")
    if _units(graph) & MONEY:
        tags.add("money")
    if any(isinstance(n, float) for n in _numbers(graph)):
        tags.add("decimal")
    return tags


MECHANICAL_TAGS = {
    *ASKED_TAGS.values(),
    "unknown-change",
    "unknown-transfer",
    "end-holding",
    "compare-reverse",
    "no-holder",
    "stated-after-events",
    "relation-first",
    "rate-holding",
    "rate-spend",
    "rate-over-time",
    "time-conversion",
    "unit-price",
    "remainder-stated",
    "compare-more",
    "compare-fewer",
    "compare-times",
    "compare-part",
    "need-holding",
    "holders-total",
    "duration-total",
    "hypernym-total",
    "stated-whole",
    "container-holder",
    "money",
    "decimal",
}


def family_markers(graph: dict[str, Any]) -> set[str]:
    """RETURNS (set[str]): the families whose constructions the graph uses."""
    markers: set[str] = set()
    for fact in graph["facts"]:
        kind = fact["type"]
        if kind == "rate":
            timed = fact["rate"]["per"] in TIME_PER
            markers.add("time" if timed else "rates")
        elif kind == "share":
            markers.add("groups")
        elif kind in ("compare", "need"):
            markers.add("comparisons")
        elif kind == "total":
            markers.add("time" if fact["whole"]["unit"] in TIME_UNITS else "part-whole")
    if _units(graph) & TIME_UNITS:
        markers.add("time")
    question = graph.get("question")
    if question is not None:
        fact = graph["facts"][question["fact"]]
        if (fact["type"], question["slot"]) in UNKNOWN_SLOTS:
            markers.add("unknowns")
    return markers


# Cases whose hand-checked answer the real solver does not reach yet: solver bugs,
# reported to the schema owner, with the refusal code the solver gives. The test below
# fails when this list is wrong either way, so a fix makes the entry go. The reference
# solver agrees with every hand answer.
SOLVER_BUGS: dict[str, tuple[str, str]] = {}


# --- shape -----------------------------------------------------------------------------


def test_at_least_120_cases_with_sequential_ids(cases):
    assert len(cases) >= 120
    assert [case["id"] for case in cases] == [f"v2-{n:03d}" for n in range(1, len(cases) + 1)]


def test_every_row_has_exactly_the_contract_keys(cases):
    for case in cases:
        assert list(case) == KEYS, case.get("id")
        assert isinstance(case["problem"], str) and case["problem"].strip(), case["id"]
        assert case["problem"] == " ".join(case["problem"].split()), case["id"]
        assert case["family"] in FAMILIES, case["id"]
        assert isinstance(case["patterns"], list) and case["patterns"], case["id"]
        assert len(set(case["patterns"])) == len(case["patterns"]), case["id"]
        assert list(case["expected_answer"]) == ["value", "unit"], case["id"]


def _normal(text: str) -> list[str]:
    """RETURNS (list[str]): the words of ``text``, lowercased, punctuation dropped."""
    return re.sub(r"[\W_]+", " ", text.lower()).split()


def test_problems_are_distinct(cases):
    problems = Counter(" ".join(_normal(case["problem"])) for case in cases)
    assert [text for text, n in problems.items() if n > 1] == []


def test_graphs_are_distinct(cases):
    graphs = Counter(json.dumps(case["ground_truth_graph"], sort_keys=True) for case in cases)
    assert [text for text, n in graphs.items() if n > 1] == []


# --- graphs ----------------------------------------------------------------------------


def test_graphs_are_canonical_and_round_trip(cases):
    for case in cases:
        written = case["ground_truth_graph"]
        graph = graph_from_dict(written)
        encoded = graph.canonical_bytes()
        assert graph.as_json() == written, case["id"]
        assert graph_from_json(encoded) == graph, case["id"]
        assert graph_from_dict(graph.as_json()).canonical_bytes() == encoded, case["id"]
        # Written with sorted keys, the row's graph is the canonical bytes themselves.
        compact = json.dumps(written, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        assert compact.encode("utf-8") == encoded, case["id"]


def test_graphs_are_in_v2_form(cases):
    """Rule 1 of 0006: a v2 case needs v2, so every statement is a fact."""
    for case in cases:
        graph = case["ground_truth_graph"]
        assert graph["initial_state"] == [] and graph["operations"] == [], case["id"]
        beyond_v1 = graph.get("question") is not None or any(
            fact["type"] not in ("has", "change") for fact in graph["facts"]
        )
        assert beyond_v1, f"{case['id']}: v1 could express this graph"


def test_real_solver_gives_every_hand_answer_but_the_known_bugs(cases):
    wrong: dict[str, tuple[str, str]] = {}
    for case in cases:
        expected = Quantity(**case["expected_answer"])
        try:
            answer = solve(graph_from_dict(case["ground_truth_graph"])).answer
        except InconsistentGraphError as exc:
            wrong[case["id"]] = (exc.code, str(exc))
            continue
        if answer != expected or type(answer.value) is not type(expected.value):
            wrong[case["id"]] = ("wrong answer", f"{answer} instead of {expected}")
    assert {cid: code for cid, (code, _) in wrong.items()} == {
        cid: code for cid, (code, _) in SOLVER_BUGS.items()
    }


def test_reference_solver_gives_every_hand_answer(cases):
    wrong = {}
    for case in cases:
        reference = reference_solve(case["ground_truth_graph"])
        expected = case["expected_answer"]
        if reference.unit != expected["unit"] or not same_number(
            expected["value"], reference.value
        ):
            wrong[case["id"]] = (reference.value, reference.unit)
    assert wrong == {}


# --- families --------------------------------------------------------------------------


def test_family_minimums(cases):
    counts = Counter(case["family"] for case in cases)
    assert {family: counts[family] for family in MINIMUM if counts[family] < MINIMUM[family]} == {}


def test_every_family_is_visible_in_its_graphs(cases):
    """A family's construction is in the graph; a mixed case uses two families' at least."""
    for case in cases:
        markers = family_markers(case["ground_truth_graph"])
        if case["family"] == "mixed":
            assert len(markers) >= 2, (case["id"], markers)
        else:
            assert case["family"] in markers, (case["id"], markers)


# --- pattern tags ----------------------------------------------------------------------

_ROW = re.compile(r"^\|\s*`([a-z0-9]+(?:-[a-z0-9]+)*)`\s*\|(.*)\|\s*$")


def _table(markdown: str, heading: str, header: list[str]) -> dict[str, list[str]]:
    """RETURNS (dict): first-column tag -> other cells, of the table with ``header`` in the
    README section ``## heading``."""
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
        tag, rest = found.groups()
        assert tag not in rows, f"{tag!r} listed twice"
        rows[tag] = [cell.strip() for cell in rest.split("|")]
    assert rows
    return rows


@pytest.fixture(scope="module")
def registry(readme) -> dict[str, list[str]]:
    table = _table(readme, "Pattern registry", ["tag", "definition", "example"])
    assert all(len(cells) == 2 and all(cells) for cells in table.values())
    return table


def test_every_tag_is_registered_and_every_registered_tag_is_used(cases, registry):
    used = {tag for case in cases for tag in case["patterns"]}
    assert sorted(used - set(registry)) == []
    assert sorted(set(registry) - used) == []
    assert set(registry) >= MECHANICAL_TAGS


def test_mechanical_tags_match_the_graphs(cases):
    """The tags whose registry definition can be read off the graph: exactly those."""
    for case in cases:
        carried = set(case["patterns"]) & MECHANICAL_TAGS
        assert carried == derived_tags(case["ground_truth_graph"]), case["id"]


def test_readme_counts_match_the_cases(cases, readme):
    families = _table(readme, "Distribution", ["family", "cases", "ids"])
    tags = _table(readme, "Distribution", ["tag", "cases"])
    family_counts = Counter(case["family"] for case in cases)
    assert {name: int(cells[0]) for name, cells in families.items()} == dict(family_counts)
    for name, (count, ids) in families.items():
        listed = [f"v2-{n.strip()}" for n in ids.split(",")]
        assert listed == [case["id"] for case in cases if case["family"] == name]
        assert int(count) == len(listed)
    tag_counts = Counter(tag for case in cases for tag in case["patterns"])
    assert {name: int(cells[0]) for name, cells in tags.items()} == dict(tag_counts)


def _without(graph: dict[str, Any], index: int) -> dict[str, Any]:
    """RETURNS (dict): ``graph`` without fact ``index`` (the question renumbered)."""
    smaller = json.loads(json.dumps(graph))
    del smaller["facts"][index]
    question = smaller.get("question")
    if question is not None and question["fact"] > index:
        question["fact"] -= 1
    return smaller


def test_every_distractor_fact_can_go_without_changing_the_answer(cases):
    """A case tagged distractor-fact has a fact (a sentence the rules still write) whose
    removal leaves the answer as it is: the reference solver checks each candidate."""
    tagged = [case for case in cases if "distractor-fact" in case["patterns"]]
    assert tagged
    for case in tagged:
        graph = case["ground_truth_graph"]
        asked = graph.get("question", {}).get("fact")
        removable = []
        for index in range(len(graph["facts"])):
            if index == asked:
                continue
            try:
                reference = reference_solve(_without(graph, index))
            except ReferenceInconsistency:
                continue
            if same_number(case["expected_answer"]["value"], reference.value):
                removable.append(index)
        assert removable, f"{case['id']}: no fact is a distractor"


# --- no copy of a public corpus ----------------------------------------------------------

_REPO = Path(__file__).resolve().parent.parent
# ../shared/data beside the checkout; a worktree elsewhere may name it in the environment.
SHARED = Path(os.environ.get("WORDPROBLEM_SHARED_DATA", _REPO.parent / "shared" / "data"))
RUN = 8  # words: a shared run this long counts as copied


@pytest.mark.skipif(not SHARED.is_dir(), reason="the public corpora in ../shared/data are absent")
def test_no_case_copies_a_public_corpus(cases):
    corpus_texts: set[str] = set()
    runs: dict[tuple[str, ...], str] = {}
    for path in sorted(SHARED.glob("*.jsonl")):
        for line in path.read_text("utf-8").split("\n"):
            if not line.strip():
                continue
            question = json.loads(line).get("question")
            if not isinstance(question, str):
                continue
            words = _normal(question)
            corpus_texts.add(" ".join(words))
            for i in range(len(words) - RUN + 1):
                runs.setdefault(tuple(words[i : i + RUN]), f"{path.name}: {question[:80]}")
    assert corpus_texts, "the corpora hold no questions"
    copied = {}
    for case in cases:
        words = _normal(case["problem"])
        if " ".join(words) in corpus_texts:
            copied[case["id"]] = "the whole problem"
            continue
        for i in range(len(words) - RUN + 1):
            run = tuple(words[i : i + RUN])
            if run in runs:
                copied[case["id"]] = f"{' '.join(run)!r} also in {runs[run]}"
                break
    assert copied == {}
