"""Every example graph in decision 0006 decodes, is in canonical bytes, and solves to the
answer the record states (hand-worked there), with the English steps a person follows."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from wordproblem.models import graph_from_json, solve, step_text

from tests.reference_solver import reference_solve

RECORD = Path(__file__).parents[2] / "docs" / "decisions" / "0006-schema-v2.md"
EXAMPLES = re.findall(
    r"`([a-z-]+)` — \"(.*?)\" → \*\*(\S+) (.*?)\*\*\n\n```json\n(.*?)\n```",
    RECORD.read_text("utf-8"),
    re.S,
)

# The worked steps, written by hand from the problem text (not copied from output), in
# ASCII: " x ", " - ", " / " stand for the signs U+00D7, U+2212, U+00F7 the steps use.
STEPS = {
    "rate-holding": ["4 boxes x 6 eggs per box = 24 eggs"],
    "unit-price": ["5 pencils x 2 dollars per pencil = 10 dollars"],
    "price-paid": ["5 pencils x 2 dollars per pencil = 10 dollars", "20 - 10 = 10 dollars"],
    "unit-price-unknown": ["12 dollars / 4 boxes = 3 dollars per box"],
    "rate-over-time": ["2 weeks (14 days) x 15 pages per day = 210 pages"],
    "groups-count": ["24 eggs / 6 eggs per box = 4 boxes"],
    "share-each": ["20 stickers / 4 friends = 5 stickers per friend"],
    "share-remainder": [
        "23 stickers / 4 friends = 5 stickers per friend",
        "23 stickers - 4 friends x 5 stickers per friend = 3 stickers left over",
    ],
    "compare-times": ["4 apples x 3 = 12 apples"],
    "unknown-start": ["12 + 5 = 17 marbles"],
    "unknown-change": ["20 - 12 = 8 cards"],
    "unknown-transfer": ["10 - 4 = 6 shells"],
    "unknown-part-of-total": ["9 - 4 = 5 apples"],
    "compare-more": ["7 + 5 = 12 apples"],
    "compare-half": ["10 apples / 2 = 5 apples"],
    "difference": ["12 - 5 = 7 more apples"],
    "need": ["20 - 12 = 8 more beads"],
    "part-whole-hypernym": ["12 + 15 = 27 children"],
    "part-whole-holders": ["5 + 3 = 8 fruits"],
    "whole-minus-part": ["30 - 12 = 18 girls"],
    "rate-time-units": ["2 hours (120 minutes) x 3 buckets per minute = 360 buckets"],
    "durations": ["1 hour (60 minutes) + 45 minutes = 105 minutes"],
    "duration-convert": ["3 hours = 180 minutes"],
    "total-together": ["20 - 12 = 8 apples"],
    "difference-fewer": ["12 - 5 = 7 fewer apples"],
    "rate-count-unknown": ["12 dollars / 3 dollars per notebook = 4 notebooks"],
    "mixed-rate-change": ["3 bags x 6 apples per bag = 18 apples", "18 - 5 = 13 apples"],
    "mixed-compare-total": ["8 + 3 = 11 stickers", "8 + 11 = 19 stickers"],
}


def _signs(text: str) -> str:
    return text.replace(" x ", " \u00d7 ").replace(" - ", " \u2212 ").replace(" / ", " \u00f7 ")


def test_every_example_has_hand_written_steps():
    assert sorted(STEPS) == sorted(name for name, *_ in EXAMPLES)


def test_every_family_has_an_example():
    names = {name for name, *_ in EXAMPLES}
    assert len(EXAMPLES) >= 20
    for family in (
        "rate",
        "share",
        "unknown",
        "compare",
        "difference",
        "need",
        "part-whole",
        "whole-minus-part",
        "time",
    ):
        assert any(family in name for name in names), family


@pytest.mark.parametrize(
    ("name", "text", "value", "unit", "block"), EXAMPLES, ids=[e[0] for e in EXAMPLES]
)
def test_example_is_canonical_and_solves(name, text, value, unit, block):
    graph = graph_from_json(block)
    assert graph.canonical_bytes().decode("utf-8") == block
    solution = solve(graph)
    assert str(solution.answer.value) == value
    assert solution.answer.unit == unit
    assert [step_text(d) for d in solution.derivations] == [_signs(s) for s in STEPS[name]]
    assert solution.steps == ()
    reference = reference_solve(json.loads(block))
    assert (reference.value, reference.unit) == (solution.answer.value, solution.answer.unit)
