"""Schema v2 stays exactly as it was: canonical bytes, answers and derivations of the 142
v2 dev-set graphs and of decision 0006's examples, pinned before schema v3 existed."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest
from wordproblem.models import InconsistentGraphError, graph_from_dict, graph_from_json, solve

from tests.models.make_v2_golden import sources

GOLDEN = [
    json.loads(line)
    for line in (Path(__file__).parent / "data" / "v2_golden.jsonl").read_text("utf-8").splitlines()
    if line.strip()
]
SOURCES = dict(sources())


def test_golden_covers_every_v2_dev_graph_and_example():
    assert [row["id"] for row in GOLDEN] == list(SOURCES)
    assert sum(name.startswith("v2-") for name in SOURCES) == 142
    assert sum(name.startswith("0006:") for name in SOURCES) >= 20


@pytest.mark.parametrize("row", GOLDEN, ids=[row["id"] for row in GOLDEN])
def test_v2_bytes_answers_and_derivations_are_unchanged(row):
    graph = graph_from_dict(SOURCES[row["id"]])
    assert graph.canonical_bytes().decode("utf-8") == row["canonical"]
    assert graph_from_json(row["canonical"]).canonical_bytes() == graph.canonical_bytes()
    try:
        solution = msgspec.json.encode(solve(graph)).decode("utf-8")
    except InconsistentGraphError as exc:
        solution = f"refused: {exc.code}"
    assert solution == row["solution"]
