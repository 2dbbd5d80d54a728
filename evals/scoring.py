"""Scoring parser results against a dev set (graphs) or a corpus (answers).

Every function here is pure: it takes cases and ``ParseResult`` objects and returns
msgspec structs, so it is tested without a language model, and a summary encodes
to JSON as it is.
"""

from __future__ import annotations

import difflib
import json
from collections import Counter
from collections.abc import Iterable
from typing import Any, Literal

import msgspec
from wordproblem.models import MathProblemGraph, Quantity
from wordproblem.pipeline import ParseResult

GraphStatus = Literal["exact", "abstained", "wrong"]

EXACT: GraphStatus = "exact"
ABSTAINED: GraphStatus = "abstained"
WRONG: GraphStatus = "wrong"

# An answer is correct when it is within this relative tolerance of the expected number
# (absolute below 1): corpora print fractions as 0.6666666666666666.
RELATIVE_TOLERANCE = 1e-6


class AbstentionCount(msgspec.Struct, frozen=True):
    """One bar of the abstention histogram."""

    code: str
    count: int


class AbstainedCase(msgspec.Struct, frozen=True):
    """A case the parser abstained on, for the HTML report's list by code.

    id (str | int): the case id (or ``line N``).
    text (str): the problem.
    abstention (dict): ``{"code", "message", "sentence"}``.
    """

    id: str | int
    text: str
    abstention: dict[str, Any]


def abstained_case(case_id: str | int, text: str, result: ParseResult) -> AbstainedCase:
    """RETURNS (AbstainedCase): the case with the abstention of ``result`` (no graph)."""
    return AbstainedCase(case_id, text, _abstention_dict(result))


class RejectedRow(msgspec.Struct, frozen=True):
    """A row that could not be read, so was not scored."""

    line: int
    message: str


# ---------------------------------------------------------------------------
# Graph level (the dev set)


class GraphOutcome(msgspec.Struct, frozen=True):
    """How one graph case fared.

    id (str | int): the case id.
    status (str): ``exact``, ``abstained`` or ``wrong``.
    patterns (tuple[str, ...]): the case's pattern tags.
    text (str): the problem.
    abstention (dict | None): ``{"code", "message", "sentence"}`` when abstained.
    diff (str | None): unified diff expected → parsed when wrong.
    """

    id: str | int
    status: str
    patterns: tuple[str, ...]
    text: str
    abstention: dict[str, Any] | None = None
    diff: str | None = None


class PatternRow(msgspec.Struct, frozen=True):
    """One row of the per-pattern table."""

    pattern: str
    cases: int
    exact: int
    abstained: int
    wrong: int


class GraphCounts(msgspec.Struct, frozen=True):
    """Totals of a graph-level evaluation; exact + abstained + wrong == cases."""

    cases: int
    exact: int
    abstained: int
    wrong: int
    rejected: int


class GraphRatios(msgspec.Struct, frozen=True):
    """exact / cases (None when there are no cases)."""

    exact: float | None


class GraphSummary(msgspec.Struct, frozen=True, tag_field="kind", tag="graph"):
    """The result of a graph-level evaluation, ready for ``--json``."""

    file: str
    counts: GraphCounts
    ratios: GraphRatios
    per_pattern: tuple[PatternRow, ...]
    abstentions: tuple[AbstentionCount, ...]
    misses: tuple[GraphOutcome, ...]
    rejected: tuple[RejectedRow, ...] = ()


def graph_status(expected: MathProblemGraph, result: ParseResult) -> GraphStatus:
    """Compare a parse with the ground truth by canonical bytes.

    expected (MathProblemGraph): the ground-truth graph.
    result (ParseResult): what the parser made of the problem.
    RETURNS (str): ``exact``, ``abstained`` (no graph) or ``wrong``.
    """
    if result.graph is None:
        return ABSTAINED
    if result.graph.canonical_bytes() == expected.canonical_bytes():
        return EXACT
    return WRONG


def pretty_graph(graph: MathProblemGraph) -> str:
    """RETURNS (str): the canonical graph as sorted-key JSON indented by two spaces."""
    return json.dumps(graph.as_json(), indent=2, sort_keys=True, ensure_ascii=False)


def graph_diff(expected: MathProblemGraph, parsed: MathProblemGraph) -> str:
    """RETURNS (str): a unified diff from the expected graph to the parsed one."""
    lines = difflib.unified_diff(
        pretty_graph(expected).splitlines(),
        pretty_graph(parsed).splitlines(),
        fromfile="expected",
        tofile="parsed",
        lineterm="",
    )
    return "\n".join(lines)


def score_graph_case(
    case_id: str | int,
    text: str,
    expected: MathProblemGraph,
    result: ParseResult,
    patterns: Iterable[str] = (),
) -> GraphOutcome:
    """Score one graph case.

    case_id (str | int): the case id.
    text (str): the problem.
    expected (MathProblemGraph): the ground truth.
    result (ParseResult): the parse.
    patterns (Iterable[str]): the case's pattern tags.
    RETURNS (GraphOutcome): the status, with the abstention or the diff of a miss.
    """
    status = graph_status(expected, result)
    abstention = None
    diff = None
    if status == ABSTAINED:
        abstention = _abstention_dict(result)
    elif status == WRONG:
        assert result.graph is not None
        diff = graph_diff(expected, result.graph)
    return GraphOutcome(case_id, status, tuple(patterns), text, abstention, diff)


def per_pattern_table(outcomes: Iterable[GraphOutcome]) -> tuple[PatternRow, ...]:
    """Count outcomes per pattern tag (a case counts once under each of its tags).

    RETURNS (tuple[PatternRow, ...]): one row per tag, sorted by tag.
    """
    counts: dict[str, Counter[str]] = {}
    for outcome in outcomes:
        for tag in dict.fromkeys(outcome.patterns):
            counts.setdefault(tag, Counter())[outcome.status] += 1
    return tuple(
        PatternRow(
            pattern=tag,
            cases=sum(counter.values()),
            exact=counter[EXACT],
            abstained=counter[ABSTAINED],
            wrong=counter[WRONG],
        )
        for tag, counter in sorted(counts.items())
    )


def summarize_graphs(
    outcomes: Iterable[GraphOutcome], file: str, rejected: Iterable[RejectedRow] = ()
) -> GraphSummary:
    """Total graph outcomes into a summary.

    outcomes (Iterable[GraphOutcome]): one per scored case, in input order.
    file (str): the name of the evaluated file.
    rejected (Iterable[RejectedRow]): rows that could not be read.
    RETURNS (GraphSummary): counts, ratios, per-pattern table, histogram and misses.
    """
    outcomes = tuple(outcomes)
    rejected = tuple(rejected)
    status = Counter(outcome.status for outcome in outcomes)
    counts = GraphCounts(
        cases=len(outcomes),
        exact=status[EXACT],
        abstained=status[ABSTAINED],
        wrong=status[WRONG],
        rejected=len(rejected),
    )
    return GraphSummary(
        file=file,
        counts=counts,
        ratios=GraphRatios(exact=ratio(counts.exact, counts.cases)),
        per_pattern=per_pattern_table(outcomes),
        abstentions=abstention_histogram(
            outcome.abstention["code"] for outcome in outcomes if outcome.abstention
        ),
        misses=tuple(outcome for outcome in outcomes if outcome.status != EXACT),
        rejected=rejected,
    )


# ---------------------------------------------------------------------------
# Answer level (the corpora)


class AnswerOutcome(msgspec.Struct, frozen=True):
    """How one answer case fared.

    answer (dict | None): the parsed answer ``{"value", "unit"}``, None when abstained.
    expected (int | float): the corpus answer.
    correct (bool): answered and within tolerance.
    abstention (dict | None): the abstention when there is no answer.
    """

    id: str | int
    text: str
    answer: dict[str, Any] | None
    expected: int | float
    correct: bool
    abstention: dict[str, Any] | None = None

    @property
    def answered(self) -> bool:
        return self.answer is not None


class WrongAnswer(msgspec.Struct, frozen=True):
    """A problem the parser answered, wrongly."""

    id: str | int
    question: str
    answer: dict[str, Any]
    expected: int | float


class AnswerCounts(msgspec.Struct, frozen=True):
    """Totals of an answer-level evaluation.

    answered + abstained == cases; correct + wrong == answered.
    """

    cases: int
    answered: int
    correct: int
    wrong: int
    abstained: int
    rejected: int


class AnswerRatios(msgspec.Struct, frozen=True):
    """coverage = answered/cases, precision = correct/answered, accuracy = correct/cases.

    A ratio over zero cases is None.
    """

    precision: float | None
    coverage: float | None
    accuracy: float | None


class AnswerSummary(msgspec.Struct, frozen=True, tag_field="kind", tag="answer"):
    """The result of an answer-level evaluation, ready for ``--json``."""

    file: str
    counts: AnswerCounts
    ratios: AnswerRatios
    abstentions: tuple[AbstentionCount, ...]
    wrong: tuple[WrongAnswer, ...]
    rejected: tuple[RejectedRow, ...] = ()
    corrected: tuple[str, ...] = ()


def answer_correct(expected: int | float, answer: Quantity | None) -> bool:
    """RETURNS (bool): ``answer`` is within 1e-6 of ``expected`` (relative above 1)."""
    if answer is None:
        return False
    return abs(answer.value - expected) <= RELATIVE_TOLERANCE * max(1, abs(expected))


def score_answer_case(
    case_id: str | int, text: str, expected: int | float, result: ParseResult
) -> AnswerOutcome:
    """Score one answer case. A result counts as answered when it has a graph.

    RETURNS (AnswerOutcome): the outcome.
    """
    answered = result.graph is not None and result.answer is not None
    answer = msgspec.to_builtins(result.answer) if answered else None
    return AnswerOutcome(
        id=case_id,
        text=text,
        answer=answer,
        expected=expected,
        correct=answered and answer_correct(expected, result.answer),
        abstention=None if answered else _abstention_dict(result),
    )


def summarize_answers(
    outcomes: Iterable[AnswerOutcome],
    file: str,
    rejected: Iterable[RejectedRow] = (),
    corrected: Iterable[str] = (),
) -> AnswerSummary:
    """Total answer outcomes into a summary.

    corrected (Iterable[str]): ids scored against an erratum's answer, not the stored one.
    RETURNS (AnswerSummary): counts, ratios (precision first), histogram, wrong answers.
    """
    outcomes = tuple(outcomes)
    rejected = tuple(rejected)
    cases = len(outcomes)
    answered = sum(1 for outcome in outcomes if outcome.answered)
    correct = sum(1 for outcome in outcomes if outcome.correct)
    counts = AnswerCounts(
        cases=cases,
        answered=answered,
        correct=correct,
        wrong=answered - correct,
        abstained=cases - answered,
        rejected=len(rejected),
    )
    return AnswerSummary(
        file=file,
        counts=counts,
        ratios=AnswerRatios(
            precision=ratio(correct, answered),
            coverage=ratio(answered, cases),
            accuracy=ratio(correct, cases),
        ),
        abstentions=abstention_histogram(
            outcome.abstention["code"] for outcome in outcomes if outcome.abstention
        ),
        wrong=tuple(
            WrongAnswer(outcome.id, outcome.text, outcome.answer, outcome.expected)
            for outcome in outcomes
            if outcome.answer is not None and not outcome.correct
        ),
        rejected=rejected,
        corrected=tuple(corrected),
    )


# ---------------------------------------------------------------------------
# Shared


def ratio(part: int, whole: int) -> float | None:
    """RETURNS (float | None): part / whole, None when whole is 0."""
    return part / whole if whole else None


def abstention_histogram(codes: Iterable[str]) -> tuple[AbstentionCount, ...]:
    """RETURNS (tuple[AbstentionCount, ...]): code counts, by count descending, then code."""
    counts = Counter(codes)
    return tuple(
        AbstentionCount(code, count)
        for code, count in sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    )


def _abstention_dict(result: ParseResult) -> dict[str, Any]:
    if result.abstention is None:
        # A result with neither graph nor abstention breaks the component's contract;
        # score it as an abstention that says so rather than crash the whole run.
        return {
            "code": "no-result",
            "message": "the parser gave no graph and no reason",
            "sentence": None,
        }
    return msgspec.to_builtins(result.abstention)


__all__ = [
    "ABSTAINED",
    "EXACT",
    "RELATIVE_TOLERANCE",
    "WRONG",
    "AbstainedCase",
    "AbstentionCount",
    "AnswerCounts",
    "AnswerOutcome",
    "AnswerRatios",
    "AnswerSummary",
    "GraphCounts",
    "GraphOutcome",
    "GraphRatios",
    "GraphSummary",
    "PatternRow",
    "RejectedRow",
    "WrongAnswer",
    "abstained_case",
    "abstention_histogram",
    "answer_correct",
    "graph_diff",
    "graph_status",
    "per_pattern_table",
    "pretty_graph",
    "ratio",
    "score_answer_case",
    "score_graph_case",
    "summarize_answers",
    "summarize_graphs",
]
