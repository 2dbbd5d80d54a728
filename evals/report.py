"""Human-readable rendering: one parse, an evaluation summary, and progress bars.

The render functions return strings (the CLI prints them), so they are tested
without capturing output. ``pretty=True`` adds wasabi's colours and icons; the CLI
turns it on only when stdout is a terminal, so piped reports stay plain text.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from typing import TypeVar

from tqdm import tqdm
from wasabi import Printer, color, table
from wordproblem.pipeline.views import format_number, format_quantity

from .scoring import AnswerSummary, GraphOutcome, GraphSummary

T = TypeVar("T")

MAX_TEXT = 200  # problem texts in miss lists are cut to this many characters


# ---------------------------------------------------------------------------
# One parse


def plural(count: int, noun: str) -> str:
    """RETURNS (str): ``"1 wrong answer"``, ``"2 wrong answers"``: the count and the noun."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def percent(value: float | None) -> str:
    """RETURNS (str): ``"93.3%"``, or ``"n/a"`` for an undefined ratio."""
    return "n/a" if value is None else f"{100 * value:.1f}%"


def render_graph_summary(
    summary: GraphSummary, *, show_misses: bool = True, pretty: bool = False
) -> str:
    """Render a graph-level evaluation: a diff per miss, the per-pattern table, totals.

    summary (GraphSummary): the evaluation.
    show_misses (bool): include every miss with its diff or abstention.
    pretty (bool): colours and icons.
    RETURNS (str): the report.
    """
    msg = Printer(no_print=True, pretty=pretty)
    counts = summary.counts
    out = [_heading(msg, f"{summary.file}: graph level, {plural(counts.cases, 'case')}")]
    if show_misses and summary.misses:
        out.append(_heading(msg, f"Misses ({len(summary.misses)})"))
        for outcome in summary.misses:
            out.append(_render_miss(msg, outcome, pretty))
    if summary.per_pattern:
        out.append(_heading(msg, "Per pattern"))
        out.append(
            table(
                [
                    (row.pattern, row.cases, row.exact, row.abstained, row.wrong)
                    for row in summary.per_pattern
                ],
                header=("pattern", "cases", "exact", "abstained", "wrong"),
                divider=True,
                aligns=("l", "r", "r", "r", "r"),
                max_col=40,
            )
        )
    if summary.abstentions:
        out.append(_heading(msg, "Abstentions"))
        out.append(_histogram(summary))
    out.append(_heading(msg, "Totals"))
    total_line = (
        f"exact {counts.exact}/{counts.cases} ({percent(summary.ratios.exact)}), "
        f"abstained {counts.abstained}, wrong graph {counts.wrong}"
    )
    if counts.wrong:
        out.append(msg.fail(total_line))
    elif counts.abstained:
        out.append(msg.warn(total_line))
    else:
        out.append(msg.good(total_line))
    if counts.rejected:
        out.append(msg.warn(_unscored(counts.rejected)))
    return "\n".join(line for line in out if line is not None)


def _unscored(rejected: int) -> str:
    verb = "was" if rejected == 1 else "were"
    return f"{plural(rejected, 'unreadable row')} {verb} not scored"


def render_answer_summary(
    summary: AnswerSummary, *, show_misses: bool = True, pretty: bool = False
) -> str:
    """Render an answer-level evaluation: precision first, then the wrong answers.

    summary (AnswerSummary): the evaluation.
    show_misses (bool): list every wrong answer.
    pretty (bool): colours and icons.
    RETURNS (str): the report.
    """
    msg = Printer(no_print=True, pretty=pretty)
    counts, ratios = summary.counts, summary.ratios
    out = [_heading(msg, f"{summary.file}: answer level, {plural(counts.cases, 'case')}")]
    out.append(
        table(
            [
                (
                    "precision",
                    percent(ratios.precision),
                    f"{counts.correct} correct of {counts.answered} answered",
                ),
                (
                    "coverage",
                    percent(ratios.coverage),
                    f"{counts.answered} answered of {counts.cases}",
                ),
                (
                    "accuracy",
                    percent(ratios.accuracy),
                    f"{counts.correct} correct of {counts.cases}",
                ),
            ],
            aligns=("l", "r", "l"),
            max_col=60,
        )
    )
    if summary.corrected:
        out.append(
            msg.info(
                f"scored against an erratum's corrected answer: {', '.join(summary.corrected)}"
            )
        )
    if counts.wrong:
        out.append(msg.fail(plural(counts.wrong, "wrong answer")))
        if show_misses:
            for wrong in summary.wrong:
                out.append(
                    f"  {wrong.id}: parsed "
                    f"{format_quantity(wrong.answer['value'], wrong.answer['unit'])}, "
                    f"expected {format_number(wrong.expected)}\n    {_cut(wrong.question)}"
                )
    else:
        out.append(msg.good("no wrong answers"))
    if summary.abstentions:
        out.append(_heading(msg, f"Abstentions ({counts.abstained})"))
        out.append(_histogram(summary))
    if counts.rejected:
        out.append(msg.warn(_unscored(counts.rejected)))
    return "\n".join(line for line in out if line is not None)


def _heading(msg: Printer, title: str) -> str:
    return msg.divider(title) if msg.pretty else f"\n== {title} =="


def _histogram(summary: GraphSummary | AnswerSummary) -> str:
    total = sum(bar.count for bar in summary.abstentions)
    return table(
        [(bar.code, bar.count, percent(bar.count / total)) for bar in summary.abstentions],
        header=("code", "count", "share"),
        divider=True,
        aligns=("l", "r", "r"),
        max_col=40,
    )


def _render_miss(msg: Printer, outcome: GraphOutcome, pretty: bool) -> str:
    head = msg.fail(f"{outcome.id} ({outcome.status}): {_cut(outcome.text)}")
    if outcome.abstention is not None:
        body = f"abstained: {outcome.abstention['code']}: {outcome.abstention['message']}"
    else:
        body = _color_diff(outcome.diff or "", pretty)
    return f"{head}\n" + "\n".join(f"    {line}" for line in body.splitlines())


def _color_diff(diff: str, pretty: bool) -> str:
    if not pretty:
        return diff
    lines = []
    for line in diff.splitlines():
        if line.startswith("-") and not line.startswith("---"):
            line = color(line, fg="red")
        elif line.startswith("+") and not line.startswith("+++"):
            line = color(line, fg="green")
        lines.append(line)
    return "\n".join(lines)


def _cut(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"


# ---------------------------------------------------------------------------
# Progress


def progress(
    items: Iterable[T], *, total: int | None = None, desc: str = "", enabled: bool | None = None
) -> Iterator[T]:
    """Wrap ``items`` in a tqdm bar on stderr.

    total (int | None): expected number of items, if known.
    desc (str): the bar's label.
    enabled (bool | None): force the bar on or off; None means on when stderr is a terminal.
    YIELDS: the items.
    """
    if enabled is None:
        enabled = sys.stderr.isatty()
    yield from tqdm(
        items,
        total=total,
        desc=desc,
        unit="problem",
        file=sys.stderr,
        disable=not enabled,
        dynamic_ncols=True,
        leave=False,
    )


def note(message: str) -> None:
    """Print one line to stderr without breaking a running progress bar."""
    tqdm.write(message, file=sys.stderr)


__all__ = [
    "format_number",
    "format_quantity",
    "note",
    "percent",
    "plural",
    "progress",
    "render_answer_summary",
    "render_graph_summary",
]
