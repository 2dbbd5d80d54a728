"""The notebook view and the graph drawing (wordproblem.pipeline.views.html and .svg)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import msgspec
from wordproblem.components.abstention import Abstention
from wordproblem.models import (
    InitialPossession,
    MathProblemGraph,
    Operation,
    Quantity,
    Unknown,
    solve,
)
from wordproblem.pipeline import ParseResult, parse
from wordproblem.pipeline.views import render_graph_svg, render_html

SAM = "Sam has 5 apples. He buys 3 more. How many apples does Sam have?"
TRANSFER = (
    "Tom has 10 marbles and Sara has 2 marbles. Tom gives Sara 3 marbles. "
    "How many marbles do they have altogether?"
)
ABSTAINS = "Tom has 10 apples. He juggles 3 apples. How many apples does Tom have?"
NS = "{http://www.w3.org/2000/svg}"


def test_html_highlights_spans_with_displacy(nlp):
    result = parse(SAM, nlp)
    html = result._repr_html_()
    assert 'class="spans"' in html  # displaCy's span markup
    for kind in result.spans:
        assert kind in html
    assert "<svg" in html and "</svg>" in html
    assert "Sam bought 3 apples, so Sam has 8 apples." in html
    assert "So Sam has 8 apples." in html


def test_html_is_deterministic(nlp):
    first = parse(TRANSFER, nlp)._repr_html_()
    assert parse(TRANSFER, nlp)._repr_html_() == first
    copy = msgspec.json.decode(msgspec.json.encode(parse(TRANSFER, nlp)), type=ParseResult)
    assert copy._repr_html_() == first


def test_html_escapes_the_text(nlp):
    html = parse("<script>alert(1)</script> How many apples?", nlp)._repr_html_()
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_html_of_an_abstention_says_why(nlp):
    html = parse(ABSTAINS, nlp)._repr_html_()
    assert "No graph: the parser abstained (unsupported-verb)." in html
    assert "<svg" not in html


def test_html_says_the_verbs_of_the_text():
    graph = MathProblemGraph(
        ("Sam",), (InitialPossession("Sam", Quantity(9, "cookies")),),
        (Operation("Sam", "subtract", Quantity(3, "cookies")),), Unknown("cookies", "Sam"),
    )  # fmt: skip
    solution = solve(graph)
    result = ParseResult("t", graph, solution.answer, solution.steps, None, {})
    assert "<li>Sam lost 3 cookies, so Sam has 6 cookies.</li>" in result.to_html()
    sold = msgspec.structs.replace(result, operation_verbs=("sell",))
    assert "<li>Sam sold 3 cookies, so Sam has 6 cookies.</li>" in sold.to_html()


def test_render_html_of_a_result_without_tokens():
    result = ParseResult("a < b", None, None, (), Abstention("no-question", "m"), {},
                         is_math_problem=False)  # fmt: skip
    html = render_html("a < b", (), result)
    assert "a &lt; b" in html and "Not read: not a math word problem (no-question)." in html


def _svg(graph: MathProblemGraph) -> ET.Element:
    solution = solve(graph)
    return ET.fromstring(render_graph_svg(graph, solution.steps, solution.answer))


def _graph(**parts) -> MathProblemGraph:
    return msgspec.convert(parts, MathProblemGraph)


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
    unanswered = ET.fromstring(render_graph_svg(graph))
    assert "all pens together: ?" in [t.text for t in unanswered.iter(f"{NS}text")]
