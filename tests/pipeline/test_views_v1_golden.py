"""v1 graphs render byte-identically: the text and HTML views of the 50 dev-set graphs.

The golden file was written from the views as they were before schema v2 reached them
(main at d7d93ad), from hand-built results (the ground-truth graph, its solution, no
spans, no verbs), so it pins the views alone, not the parser. The text view is kept in
full, the HTML view as its SHA-256. Rewrite it (``python -m tests.pipeline.test_views_v1_golden``)
only for an intended change of how v1 graphs look.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from wordproblem.models import graph_from_dict, solve
from wordproblem.pipeline import ParseResult

GOLDEN = Path(__file__).parent / "data" / "v1_views_golden.jsonl"


def _result(case: dict[str, Any]) -> ParseResult:
    graph = graph_from_dict(case["ground_truth_graph"])
    solution = solve(graph)
    return ParseResult(
        text=case["problem"],
        graph=graph,
        answer=solution.answer,
        steps=solution.steps,
        abstention=None,
        spans={},
    )


def _rendered(case: dict[str, Any]) -> dict[str, str]:
    result = _result(case)
    html = result.to_html().encode("utf-8")
    return {
        "id": case["id"],
        "text": result.to_text(),
        "html_sha256": hashlib.sha256(html).hexdigest(),
    }


def _golden() -> dict[str, dict[str, str]]:
    rows = [json.loads(line) for line in GOLDEN.read_text(encoding="utf-8").splitlines()]
    return {row["id"]: row for row in rows}


def test_golden_covers_the_fifty_dev_cases(dev_cases):
    assert sorted(_golden()) == sorted(case["id"] for case in dev_cases)
    assert len(dev_cases) == 50


@pytest.mark.parametrize("field", ["text", "html_sha256"])
def test_v1_views_are_byte_identical(dev_cases, field):
    golden = _golden()
    changed = [c["id"] for c in dev_cases if _rendered(c)[field] != golden[c["id"]][field]]
    assert changed == []


if __name__ == "__main__":  # rewrite the golden file (see the module docstring)
    from importlib.resources import files

    source = files("wordproblem.evals").joinpath("gsm8k_parser_dev", "cases.jsonl")
    cases = [json.loads(line) for line in source.read_text(encoding="utf-8").splitlines() if line]
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text(
        "".join(json.dumps(_rendered(case), ensure_ascii=False) + "\n" for case in cases),
        encoding="utf-8",
    )
