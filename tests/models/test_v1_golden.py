"""Schema v1 stays exactly as it was: canonical bytes, answers and step traces of the
50 dev-set graphs and of the held-back graphs, pinned before schema v2 existed."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest
from wordproblem.models import graph_from_dict, graph_from_json, solve

from tests.models.held_back import HELD_BACK

GOLDEN = [
    json.loads(line)
    for line in (Path(__file__).parent / "data" / "v1_golden.jsonl").read_text("utf-8").splitlines()
    if line.strip()
]


def _source(name: str, dev_cases: list[dict]) -> dict:
    if name in HELD_BACK:
        return HELD_BACK[name]
    (case,) = [c for c in dev_cases if c["id"] == name]
    return case["ground_truth_graph"]


def test_golden_covers_the_whole_dev_set_and_the_held_back_graphs(dev_cases):
    names = [row["id"] for row in GOLDEN]
    assert names == [c["id"] for c in dev_cases] + list(HELD_BACK)
    assert len(dev_cases) == 50


@pytest.mark.parametrize("row", GOLDEN, ids=[row["id"] for row in GOLDEN])
def test_v1_bytes_answers_and_steps_are_unchanged(row, dev_cases):
    graph = graph_from_dict(_source(row["id"], dev_cases))
    assert graph.canonical_bytes().decode("utf-8") == row["canonical"]
    assert graph_from_json(row["canonical"]).canonical_bytes() == graph.canonical_bytes()
    assert msgspec.json.encode(solve(graph)).decode("utf-8") == row["solution"]


def test_golden_answers_are_the_dev_set_expected_answers(dev_cases):
    # An independent check on the pinned file: its answers are the hand-written ones.
    by_id = {row["id"]: json.loads(row["solution"])["answer"] for row in GOLDEN}
    for case in dev_cases:
        assert by_id[case["id"]] == case["expected_answer"], case["id"]
