"""The graph drawn as an inline SVG sequence diagram.

One lifeline per entity, its starting holdings on top, one arrow per operation in
order, the final holdings below. Output is deterministic: the same graph gives the
same bytes.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from wordproblem.models import (
    V3_FACTS,
    Change,
    Compare,
    Fact,
    Has,
    MathProblemGraph,
    Operation,
    Quantity,
    RateFact,
    Share,
    Step,
    Total,
    fact_entities,
    fact_refs,
)

from .english import format_number, format_quantity
from .facts import asks_fact, fact_line, fact_type
from .text import asks

__all__ = ["render_facts_svg", "render_graph_svg"]

# Layout of the graph drawing, in px.
_CHAR = 7.2  # width of one character at the font size used
_MARGIN = 24
_LINE = 16
_ROW = 46
_STUB = 44  # length of the arrow of a gain or a loss
_FONT = "font-family: Helvetica, Arial, sans-serif; font-size: 12px"


def _width(text: str) -> float:
    return len(text) * _CHAR


def _final_holdings(
    graph: MathProblemGraph, steps: Sequence[Step]
) -> dict[str, dict[str, int | float]]:
    final: dict[str, dict[str, int | float]] = {e: {} for e in graph.entities}
    for item in graph.initial_state:
        final[item.entity][item.quantity.unit] = item.quantity.value
    for step in steps:
        unit = step.operation.operand.unit
        for change in step.changes:
            final[change.entity][unit] = change.after
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
    graph: MathProblemGraph, steps: Sequence[Step] = (), answer: Quantity | None = None
) -> str:
    """Draw the graph as a sequence diagram (a v2 graph: ``render_facts_svg``).

    Each entity is a lifeline headed by its name and starting holdings. Each operation
    is an arrow in order: a transfer goes from giver to receiver, a gain comes in from
    a "+" source, a loss goes out to a "-" sink, a scaling loops back on its holder.
    The final holdings close each lifeline; the one the question asks about is bold,
    and a total is shown across all lifelines.

    graph (MathProblemGraph): the graph.
    steps (Sequence[Step]): the solver's steps (for the final holdings).
    answer (Quantity | None): the answer.
    RETURNS (str): an ``<svg>`` element.
    """
    if graph.facts:
        return render_facts_svg(graph, answer)
    entities = list(graph.entities)
    ops = list(graph.operations)
    start: dict[str, list[str]] = {e: [] for e in entities}
    for item in graph.initial_state:
        start[item.entity].append(format_quantity(item.quantity.value, item.quantity.unit))
    final = _final_holdings(graph, steps)
    final_lines = {e: [format_quantity(v, u) for u, v in final[e].items()] for e in entities}
    labels = []
    for index, op in enumerate(ops, start=1):
        value, unit = op.operand.value, op.operand.unit
        if op.kind in ("multiply", "divide"):
            sign = "x" if op.kind == "multiply" else "/"
            labels.append(f"{index}. {sign}{format_number(value)} {unit}")
        else:
            sign = {"add": "+", "subtract": "-"}.get(op.kind, "")
            labels.append(f"{index}. {sign}{format_quantity(value, unit)}")
    texts = [*entities, *labels, *(t for e in entities for t in start[e] + final_lines[e])]
    column = max(170.0, max((_width(t) for t in texts), default=0) + 2 * _STUB)
    unknown = graph.unknown
    total_label = None
    if unknown.entity is None:
        total = "?" if answer is None else format_number(answer.value)
        total_label = f"all {unknown.unit} together: {total}"
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
        asked = unknown.entity == e
        out.append(
            f'<line x1="{x:.1f}" y1="{top + head_h:.1f}" x2="{x:.1f}" y2="{foot_top:.1f}" '
            f'stroke="#999" stroke-dasharray="4 3"/>'
        )
        out.append(_box(x - box_w / 2, top, box_w, head_h, "#eef3fb", "#5b7db8", False))
        out.append(_text(x, top + 17, e, extra=' font-weight="bold"'))
        for i, line in enumerate(start[e]):
            out.append(_text(x, top + 17 + _LINE * (i + 1), line))
        stroke = "#444" if asked else "#999"
        out.append(_box(x - box_w / 2, foot_top, box_w, foot_h, "#f4f4f4", stroke, asked))
        out.append(_text(x, foot_top + 17, e, extra=' font-weight="bold"'))
        for i, line in enumerate(final_lines[e]):
            bold = asked and list(final[e])[i] == unknown.unit
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


def _graph_title(graph: MathProblemGraph) -> str:
    counts = f"{len(graph.entities)} entities, {len(graph.operations)} operations"
    return f"{counts}; asks {asks(graph.unknown)}"


def _box(x: float, y: float, w: float, h: float, fill: str, stroke: str, bold: bool) -> str:
    return (
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="5" '
        f'fill="{fill}" stroke="{stroke}" stroke-width="{2 if bold else 1}"/>'
    )


def _operation_svg(op: Operation, label: str, center: dict[str, float], y: float) -> str:
    x = center[op.actor]
    kind = op.kind
    if kind == "transfer":
        assert op.target is not None  # guaranteed by the schema
        x2 = center[op.target]
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


# --- v2 graphs (decision 0006): a row per fact ------------------------------------------

_FACT_COLORS = {  # stroke, fill
    "has": ("#5b7db8", "#eef3fb"),
    "rate": ("#8a5a00", "#fff6e0"),
    "share": ("#2a7a7a", "#e5f5f5"),
    "need": ("#7a2a7a", "#f8ecf8"),
    "total": ("#555", "#f4f4f4"),
    "sum": ("#555", "#f4f4f4"),
    "scale": ("#2a5a8a", "#e8f0fa"),
    "differ": ("#7a2a7a", "#f8ecf8"),
    "average": ("#2a7a2a", "#eaf6ea"),
}
_SLOT_COLORS = ("#b07a00", "#fdf5e6")  # stroke, fill of a time slot's head
_COMPARE_COLOR = "#7a2a7a"
_ASKED_COLOR = "#b00"


def _fact_label(index: int, fact: Fact, slot: str | None) -> str:
    """RETURNS (str): the row label of a fact, its holder left out (the lifeline says it)."""
    tag = f"{index + 1}. "
    if isinstance(fact, Has):
        return tag + fact_line(fact, slot).removeprefix(f"{fact.entity} ")
    if isinstance(fact, Change):
        return tag + fact_line(fact, slot).split(": ", 1)[1]
    if isinstance(fact, Compare):
        return tag + fact_line(fact, slot).removeprefix(f"{fact.entity} has ").rsplit(" ", 2)[0]
    line = fact_line(fact, slot)
    if isinstance(fact, (RateFact, Share)) and fact.entity is not None:
        line = line.removeprefix(f"{fact.entity}: ")
    return f"{tag}{fact_type(fact)}: {line}"


def _anchors(fact: Fact, entities: list[str]) -> list[str]:
    """RETURNS (list[str]): the lifelines a fact's row touches (all for no holder; a v3
    fact touches the holders whose holdings it references)."""
    if isinstance(fact, V3_FACTS):
        held = [item.ref.holder for _, item in fact_refs(fact) if item.ref and item.ref.holder]
        return [e for e in entities if e in held] or entities
    if isinstance(fact, Total):
        return list(fact.holders) or entities
    if isinstance(fact, (Change, Compare)):
        return list(fact_entities(fact))
    named = fact_entities(fact)
    return list(named) if named else entities


def render_facts_svg(graph: MathProblemGraph, answer: Quantity | None = None) -> str:
    """Draw a v2 or v3 graph: one lifeline per entity and per time slot (its head in
    amber), one row per fact in order.

    A holding, rate, share or need is a labelled box on its holder's lifeline (across
    all lifelines when it has no holder); a change is an arrow as in a v1 drawing; a
    comparison is an arrow from the holder compared with to the holder it describes; a
    total is a box across its holders' lifelines; a sum, scale, differ or average is a
    box across the lifelines whose holdings it references (all when none), its label the
    arithmetic with references spelled out. The asked fact is outlined in red and the
    answer closes the drawing.

    graph (MathProblemGraph): a graph with facts.
    answer (Quantity | None): the answer.
    RETURNS (str): an ``<svg>`` element.
    """
    entities = [*graph.entities, *graph.slots] or [""]
    question = graph.question
    asked_fact = question.fact if question is not None else None
    labels = [
        _fact_label(i, fact, question.slot if asked_fact == i else None)
        for i, fact in enumerate(graph.facts)
    ]
    anchors = [_anchors(fact, entities) for fact in graph.facts]
    need = {e: max(170.0, _width(e) + 40) for e in entities}  # each column's width
    spanning = []
    for label, fact, anchor in zip(labels, graph.facts, anchors, strict=True):
        w = _width(label)
        if isinstance(fact, Change) and fact.target is None:
            need[fact.actor] = max(need[fact.actor], 2 * (w + 30))  # label on one side
        elif isinstance(fact, (Change, Compare)):  # label between two lifelines
            for e in anchor:
                need[e] = max(need[e], w + 2 * _STUB)
        elif len(anchor) == 1:
            need[anchor[0]] = max(need[anchor[0]], w + 2 * _STUB)
        else:
            spanning.append(w + 24)
    inner = sum(need.values())
    width = max(2 * _MARGIN + inner, 2 * _MARGIN + max(spanning, default=0))
    center, left = {}, (width - inner) / 2
    for e in entities:
        center[e] = left + need[e] / 2
        left += need[e]
    answer_label = None
    if answer is not None:
        answer_label = f"answer: {format_quantity(answer.value, answer.unit)}"
    head_h = 10 + _LINE
    top = _MARGIN
    first_row = top + head_h + 34
    foot = first_row + _ROW * len(graph.facts) - 12
    height = foot + _MARGIN + (40 if answer_label else 0)
    slots = f", {len(graph.slots)} time slots" if graph.slots else ""
    title = f"{len(graph.entities)} entities{slots}, {len(graph.facts)} facts; asks " + (
        asks_fact(graph) or asks(graph.unknown)
    )
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="wordproblem-graph" '
        f'width="{width:.0f}" height="{height:.0f}" viewBox="0 0 {width:.0f} {height:.0f}" '
        f'style="{_FONT}" role="img">',
        f"<title>{escape(title)}</title>",
    ]
    for e in entities:
        x, box_w = center[e], need[e] - 24
        out.append(
            f'<line x1="{x:.1f}" y1="{top + head_h:.1f}" x2="{x:.1f}" y2="{foot:.1f}" '
            f'stroke="#999" stroke-dasharray="4 3"/>'
        )
        stroke, fill = _SLOT_COLORS if e in graph.slots else ("#5b7db8", "#eef3fb")
        out.append(_box(x - box_w / 2, top, box_w, head_h, fill, stroke, False))
        shown = e or "(no holder)"
        style = ' font-weight="bold"' if e else ' font-style="italic"'
        if e in graph.slots:
            style = ' font-weight="bold" font-style="italic" fill="#8a5a00"'
        out.append(_text(x, top + 17, shown, extra=style))
    for index, fact in enumerate(graph.facts):
        y = first_row + _ROW * index
        asked = index == asked_fact
        out.append(_fact_svg(fact, labels[index], anchors[index], center, y, asked))
    if answer_label is not None:
        y = foot + 12
        box = _width(answer_label) + 24
        out.append(_box((width - box) / 2, y, box, 24, "#fff4f4", _ASKED_COLOR, True))
        out.append(
            _text(
                width / 2, y + 16, answer_label, extra=f' font-weight="bold" fill="{_ASKED_COLOR}"'
            )
        )
    out.append("</svg>")
    return "".join(out)


def _fact_svg(
    fact: Fact, label: str, anchor: list[str], center: dict[str, float], y: float, asked: bool
) -> str:
    color = f' fill="{_ASKED_COLOR}" font-weight="bold"' if asked else ""
    if isinstance(fact, Change):
        op = Operation(fact.actor, fact.kind, fact.operand, fact.target)
        drawn = _operation_svg(op, label, center, y)
        if not asked:
            return drawn
        x, text = center[fact.actor], _width(label) + 8
        if fact.kind == "transfer":
            x2 = center[fact.target or fact.actor]
            mid = (x + x2) / 2
            left = min(x, x2, mid - text / 2) - 12
            right = max(x, x2, mid + text / 2) + 12
        elif fact.kind == "add":
            left, right = x - _STUB - 20, x + 6 + text
        elif fact.kind == "subtract":
            left, right = x - 6 - text, x + _STUB + 20
        else:
            left, right = x - 8, x + 30 + text
        return drawn + (  # the asked event: a red frame around its row
            f'<rect x="{left:.1f}" y="{y - 24:.1f}" width="{right - left:.1f}" height="36" '
            f'rx="5" fill="none" stroke="{_ASKED_COLOR}" stroke-width="2"/>'
        )
    if isinstance(fact, Compare):
        x1, x2 = center[fact.than], center[fact.entity]
        mid = (x1 + x2) / 2
        return (
            _arrow(x1 + (6 if x2 > x1 else -6), y, x2, _COMPARE_COLOR)
            + f'<circle cx="{x1:.1f}" cy="{y:.1f}" r="3" fill="{_COMPARE_COLOR}"/>'
            + _text(mid, y - 7, label, extra=color or f' fill="{_COMPARE_COLOR}"')
        )
    stroke, fill = _FACT_COLORS[fact_type(fact)]
    xs = [center[e] for e in anchor]
    w = _width(label) + 16
    left, right = min(xs), max(xs)
    if right - left + 40 > w:
        w = right - left + 40
    x = (left + right) / 2
    marks = (
        "".join(f'<circle cx="{cx:.1f}" cy="{y - 13:.1f}" r="3" fill="{stroke}"/>' for cx in xs)
        if len(xs) > 1
        else ""
    )
    return (
        _box(x - w / 2, y - 10, w, 22, fill, _ASKED_COLOR if asked else stroke, asked)
        + marks
        + _text(x, y + 5, label, extra=color)
    )
