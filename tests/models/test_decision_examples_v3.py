"""Every example graph in decision 0010 decodes, is in canonical bytes, and solves to the
answer (or the refusal) the record states, with the English steps a person follows, on
the solver and on the independent reference solver."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path

import pytest
from wordproblem.models import (
    InconsistentGraphError,
    graph_form,
    graph_from_json,
    solve,
    step_text,
)

from tests.problem_suites import assert_not_public_copies
from tests.reference_solver import ReferenceInconsistency, reference_solve

RECORD = Path(__file__).parents[2] / "docs" / "decisions" / "0010-schema-v3.md"
EXAMPLES = re.findall(
    r"`([a-z-]+)` — \"(.*?)\" → \*\*(.*?)\*\*\n\n```json\n(.*?)\n```",
    RECORD.read_text("utf-8"),
    re.S,
)

# The worked steps, written by hand from the problem text (not copied from output), in
# ASCII: " x ", " - ", " / " stand for the signs U+00D7, U+2212, U+00F7 the steps use.
STEPS = {
    "rest-of-holding": ["40 - 12 = 28 kittens", "28 kittens / 4 kittens per pen = 7 pens"],
    "goal-from-rate": ["4 books x 6 dollars per book = 24 dollars", "24 - 15 = 9 more dollars"],
    "price-reused": [
        "4.5 dollars / 3 pens = 1.5 dollars per pen",
        "8 pens x 1.5 dollars per pen = 12 dollars",
    ],
    "rates-chained": [
        "1 week x 3 times per week = 3 times",
        "3 times x 4 laps per time = 12 laps",
        "12 laps x 50 meters per lap = 600 meters",
    ],
    "sum-feeds-count": ["17 + 13 = 30 children", "30 children / 10 children per bus = 3 buses"],
    "spendings-summed": [
        "2 hats x 9 dollars per hat = 18 dollars",
        "3 scarves x 4 dollars per scarf = 12 dollars",
        "18 + 12 = 30 dollars",
    ],
    "fractions-and-rest": [
        "1/4 of 36 pens = 9 red pens",
        "1/3 of 36 pens = 12 blue pens",
        "36 - 9 - 12 = 15 black pens",
    ],
    "percent-of-holding": ["30% of 60 dollars = 18 dollars", "60 - 18 = 42 dollars"],
    "percent-off": [
        "40 dollars per lamp - 15% = 34 dollars per lamp",
        "3 lamps x 34 dollars per lamp = 102 dollars",
    ],
    "raise": [
        "500 dollars per week + 4% = 520 dollars per week",
        "3 weeks x 520 dollars per week = 1560 dollars",
    ],
    "percent-asked": ["34 questions / 40 questions = 85%"],
    "part-not-whole": [],
    "times-as-fast": [
        "4 x 3 miles per hour = 12 miles per hour",
        "2 hours x 12 miles per hour = 24 miles",
    ],
    "cents-more": [
        "0.8 dollars + 35 cents (0.35 dollars) = 1.15 dollars per eraser",
        "2 erasers x 1.15 dollars per eraser = 2.3 dollars",
    ],
    "months-and-years": ["2 years (24 months) + 7 months = 31 months"],
    "time-slots": ["30 pies x 2 = 60 pies", "30 + 60 = 90 pies"],
    "slot-from-slots": ["50 + 70 = 120 pears"],
    "average-listed": ["(12 + 15 + 18) / 3 = 15 apples"],
    "average-of-holders": [
        "18 + 6 = 24 pages",
        "18 pages x 2 = 36 pages",
        "(18 + 24 + 36) / 3 = 26 pages",
    ],
    "average-missing-slot": ["3 x 38 - 30 - 40 = 44 laps"],
    "feet-to-inches": ["4 feet = 48 inches", "48 - 10 = 38 inches"],
    "dozens": ["36 eggs (3 dozens) x 3 dollars per dozen = 9 dollars"],
    "dollars-and-cents": ["3 dollars (300 cents) + 75 cents = 375 cents"],
    "price-per-yard": ["12 feet (4 yards) x 3 dollars per yard = 12 dollars"],
}


def _signs(text: str) -> str:
    return text.replace(" x ", " \u00d7 ").replace(" - ", " \u2212 ").replace(" / ", " \u00f7 ")


def test_every_example_has_hand_written_steps():
    assert sorted(STEPS) == sorted(name for name, *_ in EXAMPLES)


def test_every_construct_has_an_example():
    graphs = [json.loads(block) for *_, block in EXAMPLES]
    facts = [fact for graph in graphs for fact in graph["facts"]]
    quantities = json.dumps(graphs, separators=(",", ":"))
    for fact_type in ("sum", "scale", "differ", "average"):
        assert any(fact["type"] == fact_type for fact in facts), fact_type
    for kind in ("times", "less", "more"):
        assert any(f["type"] == "scale" and f["kind"] == kind for f in facts), kind
    assert '"holder":null' in quantities and '"fact":null' in quantities  # both references
    assert any(graph.get("slots") for graph in graphs)
    assert '"dozen"' in quantities and '"cents"' in quantities and '"feet"' in quantities


def test_example_texts_are_not_public_copies():
    rows = [{"id": name, "problem": text} for name, text, *_ in EXAMPLES]
    assert_not_public_copies(rows)


@pytest.mark.parametrize(
    ("name", "text", "result", "block"), EXAMPLES, ids=[e[0] for e in EXAMPLES]
)
def test_example_is_canonical_and_solves(name, text, result, block):
    graph = graph_from_json(block)
    assert graph.canonical_bytes().decode("utf-8") == block
    assert graph_form(graph) == 3
    if result.startswith("refused: "):
        code = result.removeprefix("refused: ")
        with pytest.raises(InconsistentGraphError) as refused:
            solve(graph)
        assert refused.value.code == code
        with pytest.raises(ReferenceInconsistency) as reference:
            reference_solve(json.loads(block))
        assert reference.value.code == code
        return
    value, unit = result.split(" ", 1)
    solution = solve(graph)
    assert str(solution.answer.value) == value
    assert solution.answer.unit == unit
    assert [step_text(d) for d in solution.derivations] == [_signs(s) for s in STEPS[name]]
    reference = reference_solve(json.loads(block))
    assert (reference.value, reference.unit) == (Fraction(value), unit)
