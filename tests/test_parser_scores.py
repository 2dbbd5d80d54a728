"""Scores that must not regress: the dev set (graph level) and AddSub precision (answer level)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from wordproblem.models import graph_from_dict
from wordproblem.pipeline import parse_many

# The design record's exit criterion is 45; this pins what the parser reaches now
# (issue 7 asks for 50/50; a merge in session 3 lost gpd-050 without this failing at 48).
DEV_EXACT_AT_LEAST = 50
SHARED = Path(__file__).resolve().parent.parent.parent / "shared" / "data"


def test_dev_set_byte_equal_graphs(nlp, dev_cases):
    results = list(parse_many([c["problem"] for c in dev_cases], nlp))
    exact = [
        c["id"]
        for c, r in zip(dev_cases, results, strict=True)
        if r.graph is not None
        and r.graph.canonical_bytes() == graph_from_dict(c["ground_truth_graph"]).canonical_bytes()
    ]
    assert len(exact) >= DEV_EXACT_AT_LEAST, sorted(set(c["id"] for c in dev_cases) - set(exact))


def test_dev_set_answers_are_never_wrong(nlp, dev_cases):
    results = list(parse_many([c["problem"] for c in dev_cases], nlp))
    wrong = [
        c["id"]
        for c, r in zip(dev_cases, results, strict=True)
        if r.answer is not None and r.answer.value != c["expected_answer"]["value"]
    ]
    assert wrong == []


@pytest.mark.skipif(not SHARED.is_dir(), reason="the public corpora in ../shared/data are absent")
@pytest.mark.parametrize(
    ("name", "coverage_at_least"), [("addsub", 0.36), ("singleop", 0.23), ("singleeq", 0.21)]
)
def test_corpus_precision(nlp, name, coverage_at_least):
    """The quality bar of decision 0007: of the problems answered, at least 99% right; coverage pinned."""
    rows = [json.loads(line) for line in (SHARED / f"{name}.jsonl").open(encoding="utf8")]
    results = list(parse_many([r["question"] for r in rows], nlp, batch_size=128))
    pairs = zip(rows, results, strict=True)
    answered = [(row, res) for row, res in pairs if res.answer is not None]
    correct = [
        row["id"]
        for row, res in answered
        if abs(res.answer.value - row["answer"]) <= 1e-6 * max(1, abs(row["answer"]))
    ]
    assert len(answered) >= coverage_at_least * len(rows)
    assert len(correct) >= 0.99 * len(answered), [
        row["id"] for row, _ in answered if row["id"] not in set(correct)
    ]
