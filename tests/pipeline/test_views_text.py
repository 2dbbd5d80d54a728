"""The terminal view (wordproblem.pipeline.views.text), on parsed and hand-built results."""

from __future__ import annotations

from wordproblem.components.abstention import Abstention
from wordproblem.models import (
    InitialPossession,
    MathProblemGraph,
    Operation,
    Quantity,
    Unknown,
    solve,
)
from wordproblem.pipeline import ParseResult, parse, result_from_doc
from wordproblem.pipeline.views import doc_to_html, doc_to_text, render_text

SAM = "Sam has 5 apples. He buys 3 more. How many apples does Sam have?"
TRANSFER = (
    "Tom has 10 marbles and Sara has 2 marbles. Tom gives Sara 3 marbles. "
    "How many marbles do they have altogether?"
)
ABSTAINS = "Tom has 10 apples. He juggles 3 apples. How many apples does Tom have?"
CHAT = "Thanks, see you at the meeting tomorrow."

MIA = (
    "Mia had $20 and 9 pencils. She spent $8 and gave 5 pencils away. How much money does Mia have?"
)


def mia(verbs: tuple[str | None, ...] = ()) -> ParseResult:
    """A hand-built result for MIA, with the verbs a reader would store for it."""
    graph = MathProblemGraph(
        entities=("Mia",),
        initial_state=(
            InitialPossession("Mia", Quantity(20, "dollars")),
            InitialPossession("Mia", Quantity(9, "pencils")),
        ),
        operations=(
            Operation("Mia", "subtract", Quantity(8, "dollars")),
            Operation("Mia", "subtract", Quantity(5, "pencils")),
        ),
        unknown=Unknown("dollars", "Mia"),
    )
    solution = solve(graph)
    return ParseResult(
        text=MIA,
        graph=graph,
        answer=solution.answer,
        steps=solution.steps,
        abstention=None,
        spans={},
        operation_verbs=verbs,
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
            "  1. Tom gave 3 marbles to Sara, so Tom has 7 marbles and Sara has 5 marbles.",
            "  Altogether, Tom and Sara have 12 marbles.",
            "Answer: 12 marbles",
        ]
    )


def test_text_view_says_the_verbs_of_the_text():
    solution = [line for line in mia(("spend", "give away")).to_text().splitlines() if "so" in line]
    assert solution == [
        "  1. Mia spent $8, so Mia has $12.",
        "  2. Mia gave away 5 pencils, so Mia has 4 pencils.",
    ]


def test_text_view_without_verbs_says_the_kind():
    # a result from before operation_verbs, or one verb missing: the kind's word
    for verbs in ((), (None, None), ("spend",)):
        lines = mia(verbs).to_text().splitlines()
        assert "  2. Mia lost 5 pencils, so Mia has 4 pencils." in lines
    assert "  1. Mia lost $8, so Mia has $12." in mia().to_text().splitlines()
    assert "  1. Mia spent $8, so Mia has $12." in mia(("spend",)).to_text().splitlines()


def test_operation_verbs_survive_a_json_round_trip():
    import msgspec

    result = mia(("spend", "give away"))
    assert msgspec.json.decode(msgspec.json.encode(result))["operation_verbs"] == [
        "spend",
        "give away",
    ]
    again = msgspec.json.decode(msgspec.json.encode(result), type=ParseResult)
    assert again.operation_verbs == ("spend", "give away")
    assert again.to_text() == result.to_text()


def test_text_view_of_an_abstention_and_of_non_math(nlp):
    abstained = parse(ABSTAINS, nlp)
    assert str(abstained).splitlines()[2:] == [
        "No graph: the parser abstained (unsupported-verb).",
        f"  {abstained.abstention.message}",
    ]
    chat = parse(CHAT, nlp).to_text(include_text=False)
    assert chat.startswith("Not read: not a math word problem (no-question).")


def test_text_view_of_a_hand_built_abstention():
    result = ParseResult("x", None, None, (), Abstention("rate", "each box"), {})
    assert result.to_text(include_text=False) == (
        "No graph: the parser abstained (rate).\n  each box"
    )


def test_text_view_when_the_component_did_not_run():
    assert render_text("x", None, include_text=False) == (
        "Not read: the wordproblem component did not run (math_parser_enabled is off)."
    )


def test_doc_views_equal_result_views(nlp):
    doc = nlp(SAM)
    result = result_from_doc(doc)
    assert doc_to_text(doc) == result.to_text() == str(result)
    assert doc_to_html(doc) == result.to_html() == result._repr_html_()


def test_doc_views_read_the_stored_verbs(nlp):
    doc = nlp(SAM)
    assert "Sam bought 3 apples" in doc_to_text(doc)  # the reader stores the verb
    doc._.wp_result = {**doc._.wp_result, "operation_verbs": [None]}
    assert "Sam got 3 apples" in doc_to_text(doc)  # without it, the neutral wording
    doc._.wp_result = {**doc._.wp_result, "operation_verbs": ["buy"]}
    assert "Sam bought 3 apples, so Sam has 8 apples." in doc_to_text(doc)
    assert "Sam bought 3 apples, so Sam has 8 apples." in doc_to_html(doc)
    assert result_from_doc(doc).operation_verbs == ("buy",)
