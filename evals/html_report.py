"""The evaluation as one self-contained HTML page (``wordproblem eval --html``).

Everything the page shows is inline: the style sheet, the abstention histogram (an SVG
bar chart) and, for each miss, the diff and the parse's own HTML view
(``ParseResult.to_html()``), and the abstained problems grouped by code, each code a
collapsed ``<details>`` element that the histogram's labels link to. No script, no link,
no font or image is fetched: the file opens offline and can be mailed or archived as it is.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from html import escape
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as package_version

from spacy.language import Language
from wordproblem.pipeline import ParseResult, parse_many

from .report import percent
from .scoring import (
    ABSTAINED,
    AbstainedCase,
    AbstentionCount,
    AnswerSummary,
    GraphOutcome,
    GraphSummary,
    WrongAnswer,
)

STYLE = """
body { font-family: Helvetica, Arial, sans-serif; margin: 24px auto; max-width: 1100px;
  color: #222; line-height: 1.4; padding: 0 16px; }
h1 { font-size: 1.6em; margin-bottom: 4px; }
h2 { border-bottom: 2px solid #ddd; padding-bottom: 4px; margin-top: 32px; }
.meta { color: #666; margin: 0 0 16px 0; }
table { border-collapse: collapse; margin: 8px 0; }
th, td { border: 1px solid #ccc; padding: 4px 10px; }
th { background: #f2f2f2; text-align: left; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.miss { border: 1px solid #ddd; border-radius: 6px; padding: 8px 16px; margin: 16px 0; }
.miss h3 { margin: 4px 0 8px 0; }
.status { font-size: 0.8em; padding: 2px 8px; border-radius: 10px; color: #fff;
  vertical-align: middle; }
.status-wrong { background: #b33; }
.status-abstained { background: #b80; }
pre.diff { background: #f8f8f8; border: 1px solid #ddd; padding: 8px; overflow-x: auto;
  font-size: 0.85em; }
pre.diff .add { color: #075; background: #e6f5ec; display: block; }
pre.diff .del { color: #a11; background: #fbe9e9; display: block; }
pre.diff .hunk { color: #56a; display: block; }
.none { color: #666; font-style: italic; }
details.code { border: 1px solid #ddd; border-radius: 6px; margin: 6px 0; padding: 4px 12px; }
details.code summary { cursor: pointer; }
details.code summary .meaning { color: #555; }
details.code ol { margin: 8px 0; }
details.code li { margin: 6px 0; }
details.code .message { color: #7a4b00; }
details.code .text { color: #333; }
svg.histogram a text { fill: #225; text-decoration: underline; }
"""

BAR_WIDTH = 480  # pixels for the longest bar of the histogram
BAR_HEIGHT = 22
LABEL_WIDTH = 210


def render_report(
    summary: GraphSummary | AnswerSummary,
    nlp: Language,
    abstained: Sequence[AbstainedCase] | None = None,
) -> str:
    """Render an evaluation summary as a complete HTML document.

    Each miss is parsed again (the misses only) to show the parse's HTML view.

    summary (GraphSummary | AnswerSummary): what ``evaluate_stream`` returned.
    nlp (Language): the pipeline the evaluation ran, for the views and the model's name.
    abstained (Sequence[AbstainedCase] | None): the cases the parser abstained on (from
        ``evaluate_stream(abstained=...)``), listed by code; None takes a graph-level
        summary's abstained misses, and lists none for an answer-level one.
    RETURNS (str): the page, ``<!DOCTYPE html>`` first.
    """
    if isinstance(summary, GraphSummary):
        texts = [outcome.text for outcome in summary.misses]
        level = "graph level (byte-equal canonical graphs)"
    else:
        texts = [wrong.question for wrong in summary.wrong]
        level = "answer level"
    views = [result for result in parse_many(texts, nlp)]
    title = f"wordproblem eval: {summary.file}"
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title><style>{STYLE}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
        f'<p class="meta">{escape(level)} · model {escape(model_label(nlp))} · '
        f"wordproblem {escape(_version('wordproblem'))}</p>",
        '<h2 id="summary">Summary</h2>',
    ]
    if isinstance(summary, GraphSummary):
        parts.append(_graph_table(summary))
    else:
        parts.append(_answer_table(summary))
    if abstained is None and isinstance(summary, GraphSummary):
        abstained = [
            AbstainedCase(o.id, o.text, o.abstention)
            for o in summary.misses
            if o.status == ABSTAINED and o.abstention is not None
        ]
    parts.append('<h2 id="abstentions">Abstentions</h2>')
    parts.append(abstention_chart(summary.abstentions, linked=bool(abstained)))
    if abstained:
        parts.append(abstained_by_code(abstained, summary.abstentions))
    if isinstance(summary, GraphSummary):
        parts.append(f'<h2 id="misses">Misses ({len(summary.misses)})</h2>')
        parts.extend(_graph_miss(o, r) for o, r in zip(summary.misses, views, strict=True))
        if not summary.misses:
            parts.append('<p class="none">none: every graph is byte-equal</p>')
    else:
        parts.append(f'<h2 id="misses">Wrong answers ({len(summary.wrong)})</h2>')
        parts.extend(_wrong_answer(w, r) for w, r in zip(summary.wrong, views, strict=True))
        if not summary.wrong:
            parts.append('<p class="none">none: every answer given is right</p>')
    if isinstance(summary, GraphSummary) and summary.per_pattern:
        parts.append('<h2 id="patterns">Per pattern</h2>')
        parts.append(
            _table(
                ("pattern", "cases", "exact", "abstained", "wrong"),
                [
                    (row.pattern, row.cases, row.exact, row.abstained, row.wrong)
                    for row in summary.per_pattern
                ],
            )
        )
    if summary.rejected:
        parts.append(f'<h2 id="rejected">Unreadable rows ({len(summary.rejected)})</h2>')
        parts.append(
            _table(("line", "what is wrong"), [(r.line, r.message) for r in summary.rejected])
        )
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def model_label(nlp: Language) -> str:
    """RETURNS (str): the pipeline's model package and version, e.g. ``en_core_web_sm 3.8.0``."""
    meta = nlp.meta
    return f"{meta.get('lang', '')}_{meta.get('name', '')} {meta.get('version', '')}".strip()


def abstained_by_code(abstained: Sequence[AbstainedCase], counts: Sequence[AbstentionCount]) -> str:
    """List the abstained problems under their codes, each code collapsed.

    abstained (Sequence[AbstainedCase]): the cases, in input order.
    counts (Sequence[AbstentionCount]): the histogram, whose order the codes follow.
    RETURNS (str): a ``<div>`` of one ``<details>`` per code (id ``code-<code>``).
    """
    from wordproblem.components import ABSTENTION_CODES

    groups: dict[str, list[AbstainedCase]] = {}
    for case in abstained:
        groups.setdefault(str(case.abstention.get("code")), []).append(case)
    order = [item.code for item in counts if item.code in groups]
    order += sorted(set(groups) - set(order))
    parts = [
        '<div class="abstained"><p class="meta">The abstained problems by code: open a code '
        "to see its problems, each with the parser's reason.</p>"
    ]
    for code in order:
        cases = groups[code]
        meaning = ABSTENTION_CODES.get(code, "")
        items = "".join(
            f"<li><b>{escape(str(case.id))}</b>: "
            f'<span class="message">{escape(str(case.abstention.get("message", "")))}</span>'
            f'<br/><span class="text">{escape(case.text)}</span></li>'
            for case in cases
        )
        noun = "problem" if len(cases) == 1 else "problems"
        parts.append(
            f'<details class="code" id="{_code_anchor(code)}"><summary><code>{escape(code)}'
            f"</code>: {len(cases)} {noun}"
            + (f' <span class="meaning">({escape(meaning)})</span>' if meaning else "")
            + f"</summary><ol>{items}</ol></details>"
        )
    parts.append("</div>")
    return "\n".join(parts)


def _code_anchor(code: str) -> str:
    """RETURNS (str): the id of a code's ``<details>``: ``code-`` and the code."""
    return "code-" + re.sub(r"[^A-Za-z0-9_.-]+", "-", code)


def abstention_chart(counts: Sequence[AbstentionCount], *, linked: bool = False) -> str:
    """Draw the abstention histogram as an inline SVG bar chart, most frequent first.

    counts (Sequence[AbstentionCount]): code and count, as the summary orders them.
    linked (bool): each code's label links to its list of problems on the page.
    RETURNS (str): an ``<svg>`` element, or a note when nothing abstained.
    """
    if not counts:
        return '<p class="none">no abstentions</p>'
    top = max(item.count for item in counts)
    width = LABEL_WIDTH + BAR_WIDTH + 60
    height = BAR_HEIGHT * len(counts) + 8
    rows = []
    for index, item in enumerate(counts):
        y = 4 + index * BAR_HEIGHT
        bar = max(1.0, BAR_WIDTH * item.count / top)
        label = (
            f'<text x="{LABEL_WIDTH - 8}" y="{y + 15}" text-anchor="end">{escape(item.code)}</text>'
        )
        if linked:
            label = f'<a href="#{_code_anchor(item.code)}">{label}</a>'
        rows.append(
            f'<g class="bar">{label}'
            f'<rect x="{LABEL_WIDTH}" y="{y + 3}" width="{bar:.1f}" height="{BAR_HEIGHT - 6}"'
            f' fill="#c98b2b"><title>{escape(item.code)}: {item.count}</title></rect>'
            f'<text x="{LABEL_WIDTH + bar + 6:.1f}" y="{y + 15}">{item.count}</text></g>'
        )
    return (
        f'<svg class="histogram" xmlns="http://www.w3.org/2000/svg" width="{width}"'
        f' height="{height}" role="img" aria-label="abstentions by code"'
        ' font-family="Helvetica, Arial, sans-serif" font-size="13">' + "".join(rows) + "</svg>"
    )


def _graph_table(summary: GraphSummary) -> str:
    counts = summary.counts
    return _table(
        ("cases", "exact", "abstained", "wrong graph", "unreadable rows", "exact ratio"),
        [
            (
                counts.cases,
                counts.exact,
                counts.abstained,
                counts.wrong,
                counts.rejected,
                percent(summary.ratios.exact),
            )
        ],
    )


def _answer_table(summary: AnswerSummary) -> str:
    counts, ratios = summary.counts, summary.ratios
    return _table(
        (
            "problems",
            "answered",
            "correct",
            "wrong",
            "abstained",
            "unreadable rows",
            "coverage",
            "precision",
            "accuracy",
        ),
        [
            (
                counts.cases,
                counts.answered,
                counts.correct,
                counts.wrong,
                counts.abstained,
                counts.rejected,
                percent(ratios.coverage),
                percent(ratios.precision),
                percent(ratios.accuracy),
            )
        ],
    )


def _table(header: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    head = "".join(f"<th>{escape(name)}</th>" for name in header)
    body = "".join(
        "<tr>"
        + "".join(
            f'<td class="num">{value}</td>'
            if isinstance(value, int)
            else f"<td>{escape(str(value))}</td>"
            for value in row
        )
        + "</tr>"
        for row in rows
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _graph_miss(outcome: GraphOutcome, result: ParseResult) -> str:
    parts = [
        f'<section class="miss" id="{_anchor(outcome.id)}">',
        f"<h3>{escape(str(outcome.id))} "
        f'<span class="status status-{escape(outcome.status)}">{escape(outcome.status)}</span>'
        "</h3>",
    ]
    if outcome.patterns:
        parts.append(f"<p>patterns: {escape(', '.join(outcome.patterns))}</p>")
    if outcome.diff:
        parts.append(f'<pre class="diff">{_diff_html(outcome.diff)}</pre>')
    parts.append(result.to_html())
    parts.append("</section>")
    return "\n".join(parts)


def _wrong_answer(wrong: WrongAnswer, result: ParseResult) -> str:
    answer = wrong.answer
    return "\n".join(
        [
            f'<section class="miss" id="{_anchor(wrong.id)}">',
            f'<h3>{escape(str(wrong.id))} <span class="status status-wrong">wrong</span></h3>',
            f"<p>parsed <b>{escape(str(answer.get('value')))} "
            f"{escape(str(answer.get('unit')))}</b>, expected <b>{wrong.expected}</b></p>",
            result.to_html(),
            "</section>",
        ]
    )


def _anchor(case_id: str | int) -> str:
    """RETURNS (str): ``miss-`` and the case id, runs of other than ``[A-Za-z0-9_.-]`` as -."""
    return "miss-" + re.sub(r"[^A-Za-z0-9_.-]+", "-", str(case_id))


def _diff_html(diff: str) -> str:
    lines = []
    for line in diff.splitlines():
        text = escape(line)
        if line.startswith(("+++", "---")):
            lines.append(f"<b>{text}</b>")
        elif line.startswith("+"):
            lines.append(f'<span class="add">{text}</span>')
        elif line.startswith("-"):
            lines.append(f'<span class="del">{text}</span>')
        elif line.startswith("@@"):
            lines.append(f'<span class="hunk">{text}</span>')
        else:
            lines.append(text)
    # the spans are display:block, so they end their own line
    return "".join(line if line.startswith("<span") else line + "\n" for line in lines).rstrip("\n")


def _version(name: str) -> str:
    try:
        return package_version(name)
    except PackageNotFoundError:
        return "unknown"


__all__ = ["abstained_by_code", "abstention_chart", "model_label", "render_report"]
