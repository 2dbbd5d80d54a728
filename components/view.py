"""Views of a parse result: English sentences for the steps, a terminal text, notebook HTML.

Every function reads the plain result the component stores on ``doc._.wp_result``
(``ParseResult.as_json()`` has the same keys): ``is_math_problem``, ``graph``,
``answer``, ``steps``, ``abstention``, ``spans``. ``None`` stands for "the component did
not run". Output is deterministic: the same result gives the same bytes.

The problem text is highlighted with displaCy's span style in manual mode; the graph
is an inline SVG drawn as a sequence diagram: one lifeline per entity, its starting
holdings on top, one arrow per operation in order, the final holdings below.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from spacy.tokens import Doc

from .factory import RESULT_ATTR
from .quantities import singular

__all__ = [
    "SPAN_COLORS",
    "doc_to_html",
    "doc_to_text",
    "format_quantity",
    "realize_answer",
    "realize_start",
    "realize_step",
    "render_graph_svg",
    "render_html",
    "render_spans_html",
    "render_text",
]

Result = dict[str, Any]

SPAN_COLORS = {
    "quantity": "#7aecec",
    "event": "#feca74",
    "question": "#c887fb",
    "entity": "#aa9cfc",
    "unit": "#bfeeb7",
}
_DEFAULT_SPAN_COLOR = "#ddd"

# Scaling by these factors has a verb of its own.
_SCALE_VERBS = {("multiply", 2): "doubled", ("multiply", 3): "tripled",
                ("multiply", 4): "quadrupled", ("divide", 2): "halved"}  # fmt: skip


# --- words ---------------------------------------------------------------------------


def format_number(value: int | float) -> str:
    """RETURNS (str): ``1,200`` for an int, the shortest exact decimal for a float."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, int):
        return f"{value:,}"
    return repr(value)


def format_quantity(value: int | float, unit: str) -> str:
    """Write a quantity the way a problem would.

    value (int | float): the number.
    unit (str): the canonical (plural) unit.
    RETURNS (str): ``"8 apples"``, ``"1 apple"``, ``"$2.50"``.
    """
    if unit == "dollars":
        if isinstance(value, float) and not value.is_integer() and round(value, 2) == value:
            return f"${value:,.2f}"
        return f"${format_number(value)}"
    return f"{format_number(value)} {singular(unit) if value == 1 else unit}"


def _name(entity: str, start: bool = False) -> str:
    """A proper name as written; a common-noun holder with 'the' ('the park')."""
    if entity[:1].isupper():
        return entity
    return f"{'The' if start else 'the'} {entity}"


def _possessive(entity: str, start: bool = False) -> str:
    return f"{_name(entity, start)}'s"


def _list(items: Sequence[str]) -> str:
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _capitalize(text: str) -> str:
    return text[:1].upper() + text[1:]


def realize_step(step: Result) -> str:
    """Say one solver step as a short English sentence: the event, then the new holding.

    step (dict): a step as stored: ``{"operation": {...}, "changes": [{entity, before, after}]}``.
    RETURNS (str): e.g. "Tom gave Sara 3 marbles, so Tom has 7 marbles and Sara has 3 marbles."
    """
    op = step["operation"]
    actor, kind = op["actor"], op["kind"]
    value, unit = op["operand"]["value"], op["operand"]["unit"]
    after = {change["entity"]: change["after"] for change in step["changes"]}
    holds = f"{_name(actor)} has {format_quantity(after[actor], unit)}"
    if kind == "add":
        event = f"{_name(actor, True)} got {format_quantity(value, unit)}"
    elif kind == "subtract":
        event = f"{_name(actor, True)} lost {format_quantity(value, unit)}"
    elif kind == "transfer":
        target = op["target"]
        event = f"{_name(actor, True)} gave {_name(target)} {format_quantity(value, unit)}"
        holds += f" and {_name(target)} has {format_quantity(after[target], unit)}"
    else:
        verb = _SCALE_VERBS.get((kind, value))
        if verb is None:
            by = "multiplied" if kind == "multiply" else "divided"
            verb = f"were {by} by {format_number(value)}"
        event = f"{_possessive(actor, True)} {unit} {verb}"
    return f"{event}, so {holds}."


def realize_start(graph: Result) -> list[str]:
    """RETURNS (list[str]): one sentence per starting holding, e.g. "Sam has 5 apples."."""
    return [
        f"{_name(item['entity'], True)} has "
        f"{format_quantity(item['quantity']['value'], item['quantity']['unit'])}."
        for item in graph["initial_state"]
    ]


def _holders(graph: Result, unit: str) -> list[str]:
    """The entities that hold ``unit`` at some point, in the graph's entity order."""
    named = {i["entity"] for i in graph["initial_state"] if i["quantity"]["unit"] == unit}
    for op in graph["operations"]:
        if op["operand"]["unit"] == unit:
            named.add(op["actor"])
            if op.get("target"):
                named.add(op["target"])
    return [e for e in graph["entities"] if e in named]


def realize_answer(graph: Result, answer: Result) -> str:
    """RETURNS (str): the answer as a sentence, "So Sam has 8 apples." or "Altogether, ..."."""
    unknown = graph["unknown"]
    amount = format_quantity(answer["value"], answer["unit"])
    if unknown.get("entity") is not None:
        return f"So {_name(unknown['entity'])} has {amount}."
    holders = [_name(e) for e in _holders(graph, unknown["unit"])]
    if len(holders) == 1:
        return f"So {holders[0]} has {amount} in all."
    return f"Altogether, {_list(holders)} have {amount}." if holders else f"In all: {amount}."


# --- text ----------------------------------------------------------------------------

_OP_SIGNS = {"add": "+", "subtract": "-", "multiply": "x", "divide": "/"}


def _operation_line(op: Result) -> str:
    quantity = f"{format_number(op['operand']['value'])} {op['operand']['unit']}"
    if op["kind"] == "transfer":
        return f"{op['actor']} -> {op['target']}: {quantity}"
    return f"{op['actor']}: {_OP_SIGNS[op['kind']]}{quantity}"


def _asks(unknown: Result) -> str:
    entity = unknown.get("entity")
    return f"{unknown['unit']} of {entity}" if entity is not None else f"{unknown['unit']} in all"


def _not_read(result: Result | None) -> tuple[str, str] | None:
    """(headline, detail) when there is no graph, else None."""
    if result is None:
        return "Not read: the wordproblem component did not run (math_parser_enabled is off).", ""
    if result.get("graph") is not None:
        return None
    abstention = result.get("abstention") or {"code": "unknown", "message": "no graph"}
    if result.get("is_math_problem") is False:
        headline = f"Not read: not a math word problem ({abstention['code']})."
    else:
        headline = f"No graph: the parser abstained ({abstention['code']})."
    return headline, abstention["message"]


def render_text(text: str, result: Result | None, *, include_text: bool = True) -> str:
    """Render a result for a terminal: the graph, the steps in English and the answer;
    or why there is no graph.

    text (str): the problem text.
    result (dict | None): the stored result, None when the component did not run.
    include_text (bool): start with the problem text.
    RETURNS (str): plain text lines, no trailing newline.
    """
    lines = [text.strip(), ""] if include_text else []
    missing = _not_read(result)
    if missing is not None:
        headline, detail = missing
        lines.append(headline)
        if detail:
            lines.append(f"  {detail}")
        return "\n".join(lines)
    assert result is not None
    graph, answer = result["graph"], result["answer"]
    lines.append("Graph")
    lines.append(f"  {'entities:':<14}{', '.join(graph['entities'])}")
    for item in graph["initial_state"]:
        quantity = item["quantity"]
        amount = f"{format_number(quantity['value'])} {quantity['unit']}"
        lines.append(f"  {'start:':<14}{item['entity']}: {amount}")
    for index, op in enumerate(graph["operations"], start=1):
        tag = f"{index}. {op['kind']}:"
        lines.append(f"  {tag:<14}{_operation_line(op)}")
    lines.append(f"  {'asks:':<14}{_asks(graph['unknown'])}")
    lines.append("Solution")
    start = " ".join(realize_start(graph))
    if start:
        lines.append(f"  At the start: {start}")
    for index, step in enumerate(result.get("steps") or [], start=1):
        lines.append(f"  {index}. {realize_step(step)}")
    lines.append(f"  {realize_answer(graph, answer)}")
    lines.append(f"Answer: {format_quantity(answer['value'], answer['unit'])}")
    return "\n".join(lines)


# --- HTML ----------------------------------------------------------------------------


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


# Layout of the graph drawing, in px.
_CHAR = 7.2  # width of one character at the font size used
_MARGIN = 24
_LINE = 16
_ROW = 46
_STUB = 44  # length of the arrow of a gain or a loss
_FONT = "font-family: Helvetica, Arial, sans-serif; font-size: 12px"


def _width(text: str) -> float:
    return len(text) * _CHAR


def _final_holdings(graph: Result, steps: Sequence[Result]) -> dict[str, dict[str, int | float]]:
    final: dict[str, dict[str, int | float]] = {e: {} for e in graph["entities"]}
    for item in graph["initial_state"]:
        final[item["entity"]][item["quantity"]["unit"]] = item["quantity"]["value"]
    for step in steps:
        unit = step["operation"]["operand"]["unit"]
        for change in step["changes"]:
            final[change["entity"]][unit] = change["after"]
    return final


def _arrow(x1: float, y: float, x2: float, color: str) -> str:
    """A horizontal arrow from x1 to x2 with a filled head (no markers: no ids to clash)."""
    tip = 7 if x2 > x1 else -7
    return (
        f'<line x1="{x1:.1f}" y1="{y:.1f}" x2="{x2 - tip:.1f}" y2="{y:.1f}" '
        f'stroke="{color}" stroke-width="2"/>'
        f'<polygon points="{x2:.1f},{y:.1f} {x2 - tip:.1f},{y - 4:.1f} {x2 - tip:.1f},{y + 4:.1f}" '
        f'fill="{color}"/>'
    )


def _text(x: float, y: float, content: str, anchor: str = "middle", extra: str = "") -> str:
    return f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}"{extra}>{escape(content)}</text>'


def render_graph_svg(
    graph: Result, steps: Sequence[Result] = (), answer: Result | None = None
) -> str:
    """Draw the graph as a sequence diagram.

    Each entity is a lifeline headed by its name and starting holdings. Each operation
    is an arrow in order: a transfer goes from giver to receiver, a gain comes in from
    a "+" source, a loss goes out to a "-" sink, a scaling loops back on its holder.
    The final holdings close each lifeline; the one the question asks about is bold,
    and a total is shown across all lifelines.

    graph (dict): the graph in its JSON form.
    steps (Sequence[dict]): the solver's steps (for the final holdings).
    answer (dict | None): the answer quantity.
    RETURNS (str): an ``<svg>`` element.
    """
    entities = list(graph["entities"])
    ops = list(graph["operations"])
    start: dict[str, list[str]] = {e: [] for e in entities}
    for item in graph["initial_state"]:
        q = item["quantity"]
        start[item["entity"]].append(format_quantity(q["value"], q["unit"]))
    final = _final_holdings(graph, steps)
    final_lines = {e: [format_quantity(v, u) for u, v in final[e].items()] for e in entities}
    labels = []
    for index, op in enumerate(ops, start=1):
        value, unit = op["operand"]["value"], op["operand"]["unit"]
        if op["kind"] in ("multiply", "divide"):
            sign = "x" if op["kind"] == "multiply" else "/"
            labels.append(f"{index}. {sign}{format_number(value)} {unit}")
        else:
            sign = {"add": "+", "subtract": "-"}.get(op["kind"], "")
            labels.append(f"{index}. {sign}{format_quantity(value, unit)}")
    texts = [*entities, *labels, *(t for e in entities for t in start[e] + final_lines[e])]
    column = max(170.0, max((_width(t) for t in texts), default=0) + 2 * _STUB)
    unknown = graph["unknown"]
    total_label = None
    if unknown.get("entity") is None:
        value = "?" if answer is None else format_number(answer["value"])
        total_label = f"all {unknown['unit']} together: {value}"
    width = 2 * _MARGIN + column * len(entities)
    if total_label is not None:
        width = max(width, 2 * _MARGIN + _width(total_label) + 24)
    center = {e: _MARGIN + column * (i + 0.5) for i, e in enumerate(entities)}

    head_lines = 1 + max((len(start[e]) for e in entities), default=0)
    head_h = 10 + _LINE * head_lines
    top = _MARGIN
    first_row = top + head_h + 34
    foot_top = first_row + _ROW * max(len(ops), 0) + 4
    foot_lines = 1 + max((len(final_lines[e]) for e in entities), default=0)
    foot_h = 10 + _LINE * foot_lines
    height = foot_top + foot_h + _MARGIN + (34 if total_label else 0)

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="wordproblem-graph" '
        f'width="{width:.0f}" height="{height:.0f}" viewBox="0 0 {width:.0f} {height:.0f}" '
        f'style="{_FONT}" role="img">',
        f"<title>{escape(_graph_title(graph))}</title>",
    ]
    box_w = column - 24
    for e in entities:
        x = center[e]
        asked = unknown.get("entity") == e
        out.append(
            f'<line x1="{x:.1f}" y1="{top + head_h:.1f}" x2="{x:.1f}" y2="{foot_top:.1f}" '
            f'stroke="#999" stroke-dasharray="4 3"/>'
        )
        out.append(_box(x - box_w / 2, top, box_w, head_h, "#eef3fb", "#5b7db8", False))
        out.append(_text(x, top + 17, e, extra=' font-weight="bold"'))
        for i, line in enumerate(start[e]):
            out.append(_text(x, top + 17 + _LINE * (i + 1), line))
        out.append(
            _box(
                x - box_w / 2,
                foot_top,
                box_w,
                foot_h,
                "#f4f4f4",
                "#444" if asked else "#999",
                asked,
            )
        )
        out.append(_text(x, foot_top + 17, e, extra=' font-weight="bold"'))
        for i, line in enumerate(final_lines[e]):
            bold = asked and list(final[e])[i] == unknown["unit"]
            extra = ' font-weight="bold" fill="#b00"' if bold else ""
            out.append(_text(x, foot_top + 17 + _LINE * (i + 1), line, extra=extra))
    for index, op in enumerate(ops):
        y = first_row + _ROW * index
        out.append(_operation_svg(op, labels[index], center, y))
    if total_label is not None:
        y = foot_top + foot_h + 12
        box = _width(total_label) + 24
        out.append(_box((width - box) / 2, y, box, 24, "#fff4f4", "#b00", True))
        out.append(_text(width / 2, y + 16, total_label, extra=' font-weight="bold" fill="#b00"'))
    out.append("</svg>")
    return "".join(out)


def _graph_title(graph: Result) -> str:
    counts = f"{len(graph['entities'])} entities, {len(graph['operations'])} operations"
    return f"{counts}; asks {_asks(graph['unknown'])}"


def _box(x: float, y: float, w: float, h: float, fill: str, stroke: str, bold: bool) -> str:
    return (
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="5" '
        f'fill="{fill}" stroke="{stroke}" stroke-width="{2 if bold else 1}"/>'
    )


def _operation_svg(op: Result, label: str, center: dict[str, float], y: float) -> str:
    x = center[op["actor"]]
    kind = op["kind"]
    if kind == "transfer":
        x2 = center[op["target"]]
        return _arrow(x, y, x2, "#5b7db8") + _text((x + x2) / 2, y - 7, label)
    if kind == "add":
        source = x - _STUB
        return (
            f'<circle cx="{source - 7:.1f}" cy="{y:.1f}" r="7" fill="#e5f5e5" stroke="#2a7a2a"/>'
            + _text(source - 7, y + 4, "+", extra=' fill="#2a7a2a"')
            + _arrow(source, y, x - 1, "#2a7a2a")
            + _text(x + 6, y - 7, label, anchor="start", extra=' fill="#2a7a2a"')
        )
    if kind == "subtract":
        sink = x + _STUB
        return (
            _arrow(x + 1, y, sink, "#b33")
            + f'<circle cx="{sink + 7:.1f}" cy="{y:.1f}" r="7" fill="#fbe9e9" stroke="#b33"/>'
            + _text(sink + 7, y + 4, "-", extra=' fill="#b33"')
            + _text(x - 6, y - 7, label, anchor="end", extra=' fill="#b33"')
        )
    # multiply / divide: a loop from the lifeline back to it
    return (
        f'<path d="M {x:.1f} {y - 9:.1f} C {x + 34:.1f} {y - 15:.1f}, {x + 34:.1f} {y + 15:.1f}, '
        f'{x + 8:.1f} {y + 9:.1f}" fill="none" stroke="#8a5a00" stroke-width="2"/>'
        f'<polygon points="{x + 1:.1f},{y + 8:.1f} {x + 9:.1f},{y + 4:.1f} '
        f'{x + 8:.1f},{y + 13:.1f}" fill="#8a5a00"/>'
        + _text(x + 30, y + 4, label, anchor="start", extra=' fill="#8a5a00"')
    )


def render_html(text: str, tokens: Sequence[str], result: Result | None) -> str:
    """Render a result for a notebook: highlighted text, the graph drawn, the steps in
    English and the answer; or why there is no graph.

    text (str): the problem text.
    tokens (Sequence[str]): the Doc's token texts (for the highlighted spans).
    result (dict | None): the stored result, None when the component did not run.
    RETURNS (str): one ``<div>``.
    """
    spans = (result or {}).get("spans") or {}
    parts = [
        '<div class="wordproblem" style="font-family: Helvetica, Arial, sans-serif; '
        'line-height: 1.4; max-width: 60em">',
        _section("Problem"),
        render_spans_html(text, tokens, spans),
    ]
    missing = _not_read(result)
    if missing is not None:
        headline, detail = missing
        parts.append(
            '<div style="border-left: 4px solid #b33; padding: 4px 10px; margin: 8px 0; '
            f'background: #fbe9e9"><b>{escape(headline)}</b>'
            + (f"<br/>{escape(detail)}" if detail else "")
            + "</div>"
        )
    else:
        assert result is not None
        graph, answer, steps = result["graph"], result["answer"], result.get("steps") or []
        parts.append(_section("Graph"))
        parts.append(render_graph_svg(graph, steps, answer))
        parts.append(_section("Solution"))
        start = " ".join(realize_start(graph))
        if start:
            parts.append(f'<p style="margin: 4px 0">At the start: {escape(start)}</p>')
        if steps:
            parts.append(
                '<ol style="margin: 4px 0">'
                + "".join(f"<li>{escape(realize_step(step))}</li>" for step in steps)
                + "</ol>"
            )
        parts.append(
            f"<p><b>{escape(realize_answer(graph, answer))}</b> "
            f"Answer: <b>{escape(format_quantity(answer['value'], answer['unit']))}</b></p>"
        )
    parts.append("</div>")
    return "".join(parts)


def _section(title: str) -> str:
    return (
        f'<div style="font-weight: bold; margin: 10px 0 2px 0; color: #555">{escape(title)}</div>'
    )


def doc_to_html(doc: Doc) -> str:
    """RETURNS (str): the notebook view of a Doc the wordproblem component has read."""
    return render_html(doc.text, [t.text for t in doc], _stored(doc))


def doc_to_text(doc: Doc, *, include_text: bool = True) -> str:
    """RETURNS (str): the terminal view of a Doc the wordproblem component has read."""
    return render_text(doc.text, _stored(doc), include_text=include_text)


def _stored(doc: Doc) -> Result | None:
    if not Doc.has_extension(RESULT_ATTR):
        return None
    return doc._.get(RESULT_ATTR)
