"""The views of a result: steps in English, the terminal text, the notebook HTML."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

import msgspec
import pytest
from wordproblem.components.view import (
    doc_to_html,
    doc_to_text,
    format_quantity,
    realize_answer,
    realize_step,
    render_graph_svg,
    render_html,
    render_text,
)
from wordproblem.models import Holding, MathProblemGraph, Operation, Quantity, Step, solve
from wordproblem.pipeline import parse, result_from_doc

SAM = "Sam has 5 apples. He buys 3 more. How many apples does Sam have?"
TRANSFER = (
    "Tom has 10 marbles and Sara has 2 marbles. Tom gives Sara 3 marbles. "
    "How many marbles do they have altogether?"
)
ABSTAINS = "Tom has 10 apples. He juggles 3 apples. How many apples does Tom have?"
CHAT = "Thanks, see you at the meeting tomorrow."


def step(kind: str, value: float, unit: str, changes: list[tuple], actor="Sam", target=None):
    op = Operation(actor, kind, Quantity(value, unit), target)
    return msgspec.to_builtins(Step(op, tuple(Holding(*c) for c in changes)))


@pytest.mark.parametrize(
    ("value", "unit", "text"),
    [
        (8, "apples", "8 apples"),
        (1, "apples", "1 apple"),
        (1, "baseball cards", "1 baseball card"),
        (1, "pennies", "1 penny"),
        (0, "apples", "0 apples"),
        (1200, "apples", "1,200 apples"),
        (2.5, "pounds", "2.5 pounds"),
        (20, "dollars", "$20"),
        (4.5, "dollars", "$4.50"),
        (0.125, "dollars", "$0.125"),
        (1, "cents", "1 cent"),
    ],
)
def test_format_quantity(value, unit, text):
    assert format_quantity(value, unit) == text


@pytest.mark.parametrize(
    ("made", "sentence"),
    [
        (
            step("transfer", 3, "marbles", [("Tom", 10, 7), ("Sara", 0, 3)], "Tom", "Sara"),
            "Tom gave Sara 3 marbles, so Tom has 7 marbles and Sara has 3 marbles.",
        ),
        (step("add", 3, "apples", [("Sam", 5, 8)]), "Sam got 3 apples, so Sam has 8 apples."),
        (step("subtract", 4, "apples", [("Sam", 5, 1)]), "Sam lost 4 apples, so Sam has 1 apple."),
        (
            step("multiply", 2, "apples", [("Sam", 5, 10)]),
            "Sam's apples doubled, so Sam has 10 apples.",
        ),
        (
            step("multiply", 3, "apples", [("Sam", 5, 15)]),
            "Sam's apples tripled, so Sam has 15 apples.",
        ),
        (
            step("multiply", 5, "apples", [("Sam", 5, 25)]),
            "Sam's apples were multiplied by 5, so Sam has 25 apples.",
        ),
        (step("divide", 2, "apples", [("Sam", 8, 4)]), "Sam's apples halved, so Sam has 4 apples."),
        (
            step("divide", 4, "apples", [("Sam", 8, 2)]),
            "Sam's apples were divided by 4, so Sam has 2 apples.",
        ),
        (
            step("add", 1, "oak trees", [("park", 4, 5)], "park"),
            "The park got 1 oak tree, so the park has 5 oak trees.",
        ),
        (
            step("subtract", 4.5, "dollars", [("Mrs. Lee", 20, 15.5)], "Mrs. Lee"),
            "Mrs. Lee lost $4.50, so Mrs. Lee has $15.50.",
        ),
    ],
)
def test_realize_step(made, sentence):
    assert realize_step(made) == sentence


def _graph(**parts: Any) -> MathProblemGraph:
    return msgspec.convert(parts, MathProblemGraph)


def test_realize_answer_for_one_holder_and_a_total():
    one = {"entities": ["Sam"], "initial_state": [], "operations": [],
           "unknown": {"unit": "apples", "entity": "Sam"}}  # fmt: skip
    assert realize_answer(one, {"value": 8, "unit": "apples"}) == "So Sam has 8 apples."
    total = {
        "entities": ["Tom", "Sara", "Kim"],
        "initial_state": [
            {"entity": "Tom", "quantity": {"value": 1, "unit": "pens"}},
            {"entity": "Kim", "quantity": {"value": 1, "unit": "pens"}},
        ],
        "operations": [{"actor": "Tom", "kind": "transfer", "target": "Sara",
                        "operand": {"value": 1, "unit": "pens"}}],
        "unknown": {"unit": "pens", "entity": None},
    }  # fmt: skip
    assert realize_answer(total, {"value": 2, "unit": "pens"}) == (
        "Altogether, Tom, Sara and Kim have 2 pens."
    )


def test_text_view_of_a_solved_problem(nlp):
    text = parse(TRANSFER, nlp).to_text()
    assert text == "\n".join(
        [
            TRANSFER,
            "",
            "Graph",
            "  entities:     Tom, Sara",
            "  start:        Tom: 10 marbles",
            "  start:        Sara: 2 marbles",
            "  1. transfer:  Tom -> Sara: 3 marbles",
            "  asks:         marbles in all",
            "Solution",
            "  At the start: Tom has 10 marbles. Sara has 2 marbles.",
            "  1. Tom gave Sara 3 marbles, so Tom has 7 marbles and Sara has 5 marbles.",
            "  Altogether, Tom and Sara have 12 marbles.",
            "Answer: 12 marbles",
        ]
    )


def test_text_view_of_an_abstention_and_of_non_math(nlp):
    abstained = parse(ABSTAINS, nlp)
    assert str(abstained).splitlines()[2:] == [
        "No graph: the parser abstained (unsupported-verb).",
        f"  {abstained.abstention.message}",
    ]
    chat = parse(CHAT, nlp).to_text(include_text=False)
    assert chat.startswith("Not read: not a math word problem (no-question).")


def test_text_view_when_the_component_did_not_run():
    assert render_text("x", None, include_text=False) == (
        "Not read: the wordproblem component did not run (math_parser_enabled is off)."
    )


def test_doc_views_equal_result_views(nlp):
    doc = nlp(SAM)
    result = result_from_doc(doc)
    assert doc_to_text(doc) == result.to_text() == str(result)
    assert doc_to_html(doc) == result.to_html() == result._repr_html_()


def test_html_highlights_spans_with_displacy(nlp):
    result = parse(SAM, nlp)
    html = result._repr_html_()
    assert 'class="spans"' in html  # displaCy's span markup
    for kind in result.spans:
        assert kind in html
    assert "<svg" in html and "</svg>" in html
    assert "Sam got 3 apples, so Sam has 8 apples." in html
    assert "So Sam has 8 apples." in html


def test_html_is_deterministic(nlp):
    first = parse(TRANSFER, nlp)._repr_html_()
    assert parse(TRANSFER, nlp)._repr_html_() == first
    from wordproblem.pipeline import ParseResult

    copy = msgspec.json.decode(msgspec.json.encode(parse(TRANSFER, nlp)), type=ParseResult)
    assert copy._repr_html_() == first


def test_html_escapes_the_text(nlp):
    html = parse("<script>alert(1)</script> How many apples?", nlp)._repr_html_()
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_html_of_an_abstention_says_why(nlp):
    html = parse(ABSTAINS, nlp)._repr_html_()
    assert "No graph: the parser abstained (unsupported-verb)." in html
    assert "<svg" not in html


def _svg(graph: MathProblemGraph) -> ET.Element:
    solution = solve(graph)
    steps = [msgspec.to_builtins(s) for s in solution.steps]
    svg = render_graph_svg(graph.as_json(), steps, msgspec.to_builtins(solution.answer))
    return ET.fromstring(svg)


NS = "{http://www.w3.org/2000/svg}"


def test_svg_draws_one_arrow_per_operation_and_the_holdings():
    graph = _graph(
        entities=["Tom", "Sara"],
        initial_state=[{"entity": "Tom", "quantity": {"value": 10, "unit": "marbles"}}],
        operations=[
            {"actor": "Tom", "kind": "transfer", "target": "Sara",
             "operand": {"value": 3, "unit": "marbles"}},
            {"actor": "Sara", "kind": "add", "operand": {"value": 2, "unit": "marbles"}},
            {"actor": "Tom", "kind": "subtract", "operand": {"value": 1, "unit": "marbles"}},
            {"actor": "Sara", "kind": "multiply", "operand": {"value": 2, "unit": "marbles"}},
        ],
        unknown={"unit": "marbles", "entity": "Sara"},
    )  # fmt: skip
    svg = _svg(graph)
    texts = [t.text for t in svg.iter(f"{NS}text")]
    assert [t for t in texts if t and t[0].isdigit() and ". " in t] == [
        "1. 3 marbles",
        "2. +2 marbles",
        "3. -1 marble",
        "4. x2 marbles",
    ]
    # arrowheads: one per transfer/add/subtract, one for the loop of the scaling
    assert len(svg.findall(f"{NS}polygon")) == 4
    assert texts.count("Tom") == 2 and texts.count("Sara") == 2  # head and foot of each lifeline
    assert "6 marbles" in texts  # Tom's end: 10 - 3 - 1
    assert texts.count("10 marbles") == 2  # Tom's start, and Sara's end: (3 + 2) * 2
    bold = [t.text for t in svg.iter(f"{NS}text") if t.get("fill") == "#b00"]
    assert bold == ["10 marbles"]  # the asked holding


def test_svg_shows_a_total_across_holders():
    graph = _graph(
        entities=["A", "B"],
        initial_state=[
            {"entity": "A", "quantity": {"value": 1, "unit": "pens"}},
            {"entity": "B", "quantity": {"value": 2, "unit": "pens"}},
        ],
        operations=[],
        unknown={"unit": "pens", "entity": None},
    )
    texts = [t.text for t in _svg(graph).iter(f"{NS}text")]
    assert "all pens together: 3" in texts


def test_render_html_of_plain_data_without_tokens():
    result = {"is_math_problem": False, "graph": None, "answer": None, "steps": [], "spans": {},
              "abstention": {"code": "no-question", "message": "m", "sentence": None}}  # fmt: skip
    html = render_html("a < b", (), result)
    assert "a &lt; b" in html and "Not read: not a math word problem (no-question)." in html
