"""The notebook view of a result: the text with its spans highlighted, the graph drawn,
the steps in English and the answer."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from spacy.tokens import Doc
from wordproblem.components.extensions import stored_result

from .english import format_quantity, realize_answer, realize_start, realize_step
from .facts import asks_fact, derivation_line, fact_line, fact_type, realize_v2_answer
from .svg import render_graph_svg
from .text import ViewResult, asks, not_read, result_derivations, step_verbs

__all__ = ["SPAN_COLORS", "doc_to_html", "render_html", "render_spans_html"]

SPAN_COLORS = {
    "quantity": "#7aecec",
    "event": "#feca74",
    "question": "#c887fb",
    "entity": "#aa9cfc",
    "unit": "#bfeeb7",
}
_DEFAULT_SPAN_COLOR = "#ddd"


def render_spans_html(text: str, tokens: Sequence[str], spans: dict[str, list[list[int]]]) -> str:
    """Highlight the token ranges each kind of graph element came from, with displaCy.

    text (str): the problem text.
    tokens (Sequence[str]): the Doc's token texts; empty renders the plain text.
    spans (dict): kind -> [[start, end), ...] token ranges.
    RETURNS (str): HTML markup (displaCy's ``span`` style, manual mode).
    """
    from spacy import displacy

    if not tokens or not any(spans.values()):
        return f'<div class="spans" style="line-height: 2.5">{escape(text)}</div>'
    data = {
        "text": text,
        "tokens": list(tokens),
        "spans": [
            {"start_token": int(start), "end_token": int(end), "label": kind}
            for kind in sorted(spans)
            for start, end in spans[kind]
            if 0 <= start < end <= len(tokens)
        ],
    }
    colors = {kind: SPAN_COLORS.get(kind, _DEFAULT_SPAN_COLOR) for kind in spans}
    return displacy.render(
        data, style="span", manual=True, jupyter=False, options={"colors": colors}
    )


def render_html(text: str, tokens: Sequence[str], result: ViewResult | None) -> str:
    """Render a result for a notebook: highlighted text, the graph drawn, the steps in
    English and the answer; or why there is no graph.

    text (str): the problem text.
    tokens (Sequence[str]): the Doc's token texts (for the highlighted spans).
    result (ViewResult | None): the result, None when the component did not run.
    RETURNS (str): one ``<div>``.
    """
    spans = (result.spans if result is not None else None) or {}
    parts = [
        '<div class="wordproblem" style="font-family: Helvetica, Arial, sans-serif; '
        'line-height: 1.4; max-width: 60em">',
        _section("Problem"),
        render_spans_html(text, tokens, spans),
    ]
    missing = not_read(result)
    if missing is not None:
        headline, detail = missing
        parts.append(
            '<div style="border-left: 4px solid #b33; padding: 4px 10px; margin: 8px 0; '
            f'background: #fbe9e9"><b>{escape(headline)}</b>'
            + (f"<br/>{escape(detail)}" if detail else "")
            + "</div>"
        )
    else:
        assert result is not None and result.graph is not None
        parts.extend(_facts_html(result) if result.graph.facts else _operations_html(result))
    parts.append("</div>")
    return "".join(parts)


def _operations_html(result: ViewResult) -> list[str]:
    """The Graph and Solution of a v1 graph: the drawing, the steps, the answer."""
    assert result.graph is not None and result.answer is not None
    graph, answer, steps = result.graph, result.answer, result.steps
    parts = [_section("Graph"), render_graph_svg(graph, steps, answer), _section("Solution")]
    start = " ".join(realize_start(graph))
    if start:
        parts.append(f'<p style="margin: 4px 0">At the start: {escape(start)}</p>')
    if steps:
        verbs = step_verbs(result)
        parts.append(
            '<ol style="margin: 4px 0">'
            + "".join(
                f"<li>{escape(realize_step(step, verb))}</li>"
                for step, verb in zip(steps, verbs, strict=True)
            )
            + "</ol>"
        )
    parts.append(
        f"<p><b>{escape(realize_answer(graph, answer))}</b> "
        f"Answer: <b>{escape(format_quantity(answer.value, answer.unit))}</b></p>"
    )
    return parts


def _facts_html(result: ViewResult) -> list[str]:
    """The Graph and Solution of a v2 graph: the drawing, one line per fact, the
    derivations in solving order, the answer."""
    assert result.graph is not None and result.answer is not None
    graph, answer = result.graph, result.answer
    derivations = result_derivations(result)
    question = graph.question
    facts = []
    for index, fact in enumerate(graph.facts):
        slot = question.slot if question is not None and question.fact == index else None
        facts.append(f"<li><i>{fact_type(fact)}</i>: {escape(fact_line(fact, slot))}</li>")
    parts = [
        _section("Graph"),
        render_graph_svg(graph, (), answer),
        '<ol style="margin: 4px 0">' + "".join(facts) + "</ol>",
        *(
            [f'<p style="margin: 4px 0">Time slots: {escape(", ".join(graph.slots))}</p>']
            if graph.slots
            else []
        ),
        f'<p style="margin: 4px 0">Asks: {escape(asks_fact(graph) or asks(graph.unknown))}</p>',
        _section("Solution"),
    ]
    if derivations:
        parts.append(
            '<ol style="margin: 4px 0">'
            + "".join(f"<li>{escape(derivation_line(d))}</li>" for d in derivations)
            + "</ol>"
        )
    parts.append(
        f"<p><b>{escape(realize_v2_answer(graph, answer))}</b> "
        f"Answer: <b>{escape(format_quantity(answer.value, answer.unit))}</b></p>"
    )
    return parts


def _section(title: str) -> str:
    return (
        f'<div style="font-weight: bold; margin: 10px 0 2px 0; color: #555">{escape(title)}</div>'
    )


def doc_to_html(doc: Doc) -> str:
    """RETURNS (str): the notebook view of a Doc the wordproblem component has read."""
    return render_html(doc.text, [t.text for t in doc], stored_result(doc))
