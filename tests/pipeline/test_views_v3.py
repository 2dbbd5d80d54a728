"""The views of v3 graphs (decision 0010): the four facts and references as lines, time
slots in the text and HTML views and as lifelines of their own in the drawing, the
derivations in English. Results are hand-built: the parser does not write v3 graphs yet."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from html import escape
from importlib.resources import files

import pytest
from wordproblem.models import graph_from_dict, solve
from wordproblem.pipeline import ParseResult
from wordproblem.pipeline.views import (
    derivation_line,
    fact_line,
    realize_v2_answer,
    render_graph_svg,
    render_html,
    render_text,
)

NS = "{http://www.w3.org/2000/svg}"
CASES = {
    json.loads(line)["id"]: json.loads(line)
    for line in files("wordproblem.evals").joinpath("mwp_v3_dev/cases.jsonl").read_text("utf-8")
    .splitlines()
    if line.strip()
}  # fmt: skip


def result(case_id: str) -> ParseResult:
    """A hand-built result of a dev-set case: its graph and solution, no spans."""
    case = CASES[case_id]
    graph = graph_from_dict(case["ground_truth_graph"])
    solution = solve(graph)
    return ParseResult(case["problem"], graph, solution.answer, solution.steps, None, {})


# (case, its fact lines, the answer sentence), written by hand from the graphs
LINES = {
    "v3-009": (
        [
            "farmer has 120 eggs",
            "farmer: -12 eggs",
            "farmer: the farmer's eggs among ? cartons, 9 eggs per carton, none left over",
            "farmer: fact 3's groups (cartons) at 3 dollars per carton, total ? dollars (asked)",
        ],
        "So the total is $36.",
    ),
    "v3-024": (
        [
            "class has 30 students",
            "1/3 of the class's students = ? students",
            "2/5 of the class's students = ? students",
            "fact 2's result (students) + fact 3's result (students) + ? students (asked)"
            " = the class's students",
        ],
        "So the missing part is 8 students.",
    ),
    "v3-026": (
        [
            "? winter jackets at 80 dollars per winter jacket, total ? dollars",
            "fact 1's rate (dollars) - 20% = ? dollars",
            "Yusuf: 2 winter jackets at fact 2's result (dollars per winter jacket),"
            " total ? dollars (asked)",
        ],
        "So the total is $128.",
    ),
    "v3-027": (
        [
            "Gabriela: ? months at 2,400 dollars per month, total ? dollars",
            "fact 1's rate (dollars) + 10% = ? dollars",
            "Gabriela: 6 months at fact 2's result (dollars per month), total ? dollars (asked)",
        ],
        "So the total is $15,840.",
    ),
    "v3-065": (
        [
            "Yara: ? hours at 4 miles per hour, total ? miles",
            "3 x fact 1's rate (miles) = ? miles",
            "Yara: 2 hours at fact 2's result (miles per hour), total ? miles (asked)",
        ],
        "So the total is 24 miles.",
    ),
    "v3-064": (
        [
            "? pens at 1.2 dollars per pen, total ? dollars",
            "fact 1's rate (dollars) + 50 cents = ? dollars",
            "3 notebooks at fact 2's result (dollars per notebook), total ? dollars (asked)",
        ],
        "So the total is $5.10.",
    ),
    "v3-102": (
        [
            "Monday has 40 laps",
            "Tuesday has 35 laps",
            "Wednesday has 50 laps",
            "average of Monday's laps + Tuesday's laps + Wednesday's laps + Thursday's laps"
            " = 45 laps",
        ],
        "So Thursday has 55 laps.",
    ),
    "v3-128": (
        [
            "average of 16 points + 18 points + 20 points = ? points",
            "?% (asked) of 20 points = fact 1's mean (points)",
        ],
        "So the part is 90%.",
    ),
}


@pytest.mark.parametrize("case_id", sorted(LINES))
def test_fact_lines_and_answer_sentence(case_id):
    lines, sentence = LINES[case_id]
    graph = result(case_id).graph
    question = graph.question
    written = [
        fact_line(fact, question.slot if question and question.fact == i else None)
        for i, fact in enumerate(graph.facts)
    ]
    assert written == lines
    assert realize_v2_answer(graph, result(case_id).answer) == sentence


def test_text_view_lists_slots_facts_and_derivations():
    text = render_text(CASES["v3-052"]["problem"], result("v3-052"), include_text=False)
    assert text.splitlines() == [
        "Graph",
        "  entities:     toll booth",
        "  time slots:   8 a.m. to 10 a.m., 10 a.m. to noon",
        "  1. has:       8 a.m. to 10 a.m. has 240 cars",
        "  2. scale:     8 a.m. to 10 a.m.'s cars - 40% = ? cars",
        "  3. has:       10 a.m. to noon has fact 2's result (cars)",
        "  4. total:     cars of 8 a.m. to 10 a.m. and 10 a.m. to noon = ? cars",
        "  5. rate:      toll booth: fact 4's whole (cars) at 3 dollars per car, total ? dollars"
        " (asked)",
        "  asks:         total of fact 5, in dollars",
        "Solution",
        "  1. 240 cars \u2212 40% = 144 cars (fact 2)",
        "  2. 240 + 144 = 384 cars (fact 4)",
        "  3. 384 cars \u00d7 3 dollars per car = 1152 dollars (fact 5)",
        "  So the total is $1,152.",
        "Answer: $1,152",
    ]


def test_html_view_shows_slots_facts_and_steps_escaped():
    outcome = result("v3-131")
    html = render_html(CASES["v3-131"]["problem"], [], outcome)
    assert "<svg" in html and "<ol" in html
    for derivation in solve(outcome.graph).derivations:
        assert escape(derivation_line(derivation)) in html
    assert escape("fact 2's total (dollars) + ? dollars (asked) = fact 4's total (dollars)") in html
    slots = render_html(CASES["v3-043"]["problem"], [], result("v3-043"))
    assert "Time slots: Monday, Tuesday" in slots
    assert "Time slots" not in html


def test_drawing_gives_time_slots_lifelines_of_their_own():
    svg = render_graph_svg(result("v3-102").graph, (), result("v3-102").answer)
    root = ET.fromstring(svg)
    assert "0 entities, 4 time slots, 4 facts" in root.find(f"{NS}title").text
    heads = [r for r in root.iter(f"{NS}rect") if r.get("fill") == "#fdf5e6"]
    assert len(heads) == 4  # one amber head per slot
    texts = [t.text for t in root.iter(f"{NS}text")]
    assert [t for t in texts if t in CASES_DAYS] == ["Monday", "Tuesday", "Wednesday", "Thursday"]
    average = next(t for t in texts if t.startswith("4. average"))
    assert "Thursday's laps" in average


CASES_DAYS = {"Monday", "Tuesday", "Wednesday", "Thursday"}


@pytest.mark.parametrize("case_id", sorted(CASES))
def test_every_v3_case_renders_deterministically(case_id):
    outcome = result(case_id)
    problem = CASES[case_id]["problem"]
    text = render_text(problem, outcome)
    assert text == render_text(problem, result(case_id))
    assert len(text.splitlines()) >= len(outcome.graph.facts or outcome.graph.operations) + 4
    svg = render_graph_svg(outcome.graph, outcome.steps, outcome.answer)
    ET.fromstring(svg)  # well-formed
    html = render_html(problem, [], outcome)
    assert html == render_html(problem, [], result(case_id))
    assert "None" not in text and "None" not in html
