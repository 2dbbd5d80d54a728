"""Scoring (wordproblem.evals.scoring) on hand-made ParseResults. No model needed."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from wordproblem.components import Abstention
from wordproblem.evals.scoring import (
    AbstentionCount,
    AnswerSummary,
    GraphSummary,
    PatternRow,
    RejectedRow,
    abstention_histogram,
    answer_correct,
    graph_diff,
    graph_status,
    per_pattern_table,
    pretty_graph,
    ratio,
    score_answer_case,
    score_graph_case,
    summarize_answers,
    summarize_graphs,
)
from wordproblem.models import MathProblemGraph, Quantity, graph_from_dict, solve
from wordproblem.pipeline import ParseResult


def make_graph(start: float = 5, bought: float = 3, unit: str = "apples") -> MathProblemGraph:
    return graph_from_dict(
        {
            "entities": ["Sam"],
            "initial_state": [{"entity": "Sam", "quantity": {"value": start, "unit": unit}}],
            "operations": [
                {"actor": "Sam", "kind": "add", "operand": {"value": bought, "unit": unit}}
            ],
            "unknown": {"unit": unit, "entity": "Sam"},
        }
    )


def answered(graph: MathProblemGraph, text: str = "a problem") -> ParseResult:
    solution = solve(graph)
    return ParseResult(
        text=text,
        graph=graph,
        answer=solution.answer,
        steps=tuple(msgspec.to_builtins(step) for step in solution.steps),
        abstention=None,
        spans={},
    )


def abstained(code: str = "no-question", text: str = "a problem") -> ParseResult:
    return ParseResult(
        text=text,
        graph=None,
        answer=None,
        steps=(),
        abstention=Abstention(code, f"{code} happened in sentence 1: 'x'", 0),
        spans={},
    )


# --- graph level ------------------------------------------------------------------


def test_graph_status_exact_wrong_abstained():
    expected = make_graph()
    assert graph_status(expected, answered(make_graph())) == "exact"
    assert graph_status(expected, answered(make_graph(bought=4))) == "wrong"
    assert graph_status(expected, answered(make_graph(unit="pears"))) == "wrong"
    assert graph_status(expected, abstained()) == "abstained"


def test_exact_means_byte_equal_canonical_bytes_so_5_0_equals_5():
    assert graph_status(make_graph(start=5), answered(make_graph(start=5.0))) == "exact"
    assert graph_status(make_graph(start=5), answered(make_graph(start=5.5))) == "wrong"


def test_a_wrong_graph_gets_a_unified_diff_of_pretty_json():
    expected, parsed = make_graph(), make_graph(bought=4)
    outcome = score_graph_case("c1", "text", expected, answered(parsed), ["single-add"])
    assert outcome.status == "wrong" and outcome.abstention is None
    assert outcome.diff == graph_diff(expected, parsed)
    diff = outcome.diff.splitlines()
    assert diff[:2] == ["--- expected", "+++ parsed"]
    changed = [line for line in diff[2:] if line[:1] in "+-"]
    assert changed == ['-        "value": 3', '+        "value": 4']
    assert pretty_graph(expected).startswith('{\n  "entities": [\n    "Sam"\n  ],')


def test_an_abstention_carries_code_and_message_and_no_diff():
    outcome = score_graph_case("c2", "text", make_graph(), abstained("unsupported-verb"))
    assert outcome.status == "abstained" and outcome.diff is None
    assert outcome.abstention["code"] == "unsupported-verb"
    assert "unsupported-verb happened" in outcome.abstention["message"]


def test_an_exact_case_has_neither_diff_nor_abstention():
    outcome = score_graph_case("c3", "text", make_graph(), answered(make_graph()), ("a",))
    assert (outcome.status, outcome.diff, outcome.abstention) == ("exact", None, None)


def graph_outcomes() -> list:
    expected = make_graph()
    return [
        score_graph_case("e1", "t", expected, answered(make_graph()), ["pronoun", "single-add"]),
        score_graph_case("e2", "t", expected, answered(make_graph()), ["pronoun"]),
        score_graph_case("w1", "t", expected, answered(make_graph(bought=9)), ["single-add"]),
        score_graph_case("a1", "t", expected, abstained("passive"), ["pronoun", "money"]),
        score_graph_case("a2", "t", expected, abstained("negation"), ["money", "money"]),
        score_graph_case("a3", "t", expected, abstained("passive"), []),
    ]


def test_per_pattern_table_counts_each_case_once_per_tag():
    assert per_pattern_table(graph_outcomes()) == (
        PatternRow("money", cases=2, exact=0, abstained=2, wrong=0),
        PatternRow("pronoun", cases=3, exact=2, abstained=1, wrong=0),
        PatternRow("single-add", cases=2, exact=1, abstained=0, wrong=1),
    )


def test_graph_summary_totals_add_up():
    rejected = [RejectedRow(7, "not valid JSON")]
    summary = summarize_graphs(graph_outcomes(), "dev.jsonl", rejected)
    counts = summary.counts
    assert (counts.cases, counts.exact, counts.abstained, counts.wrong) == (6, 2, 3, 1)
    assert counts.rejected == 1 and summary.rejected == tuple(rejected)
    assert summary.ratios.exact == pytest.approx(2 / 6)
    assert [miss.id for miss in summary.misses] == ["w1", "a1", "a2", "a3"]
    assert summary.abstentions == (AbstentionCount("passive", 2), AbstentionCount("negation", 1))


def test_graph_summary_encodes_with_its_kind():
    summary = summarize_graphs(graph_outcomes(), "dev.jsonl")
    data = msgspec.json.decode(msgspec.json.encode(summary))
    assert data["kind"] == "graph" and data["file"] == "dev.jsonl"
    assert set(data) == {
        "kind",
        "file",
        "counts",
        "ratios",
        "per_pattern",
        "abstentions",
        "misses",
        "rejected",
    }
    assert msgspec.json.decode(msgspec.json.encode(summary), type=GraphSummary) == summary


def test_an_empty_graph_summary_has_undefined_ratios():
    summary = summarize_graphs([], "empty.jsonl")
    assert summary.counts.cases == 0 and summary.ratios.exact is None
    assert summary.per_pattern == () and summary.misses == ()


# --- answer level -----------------------------------------------------------------


@pytest.mark.parametrize(
    "expected, value, correct",
    [
        (8, 8, True),
        (8, 8.0, True),
        (8, 7, False),
        (8, 8.000001, True),  # 1e-6 absolute below 1, relative above: 8e-6 here
        (8, 8.00001, False),
        (0.6666666666666666, 2 / 3, True),
        (0.5, 0.5000009, True),
        (0.5, 0.500002, False),
        (1_000_000, 1_000_000.9, True),
        (1_000_000, 1_000_002, False),
        (0, 0, True),
    ],
)
def test_answer_correct_tolerance(expected, value, correct):
    assert answer_correct(expected, Quantity(value, "x")) is correct


def test_no_answer_is_never_correct():
    assert answer_correct(8, None) is False


def test_score_answer_case_right_wrong_abstained():
    right = score_answer_case("r", "q", 8, answered(make_graph()))
    wrong = score_answer_case("w", "q", 9, answered(make_graph()))
    none = score_answer_case("n", "q", 8, abstained("no-question"))
    assert (right.answered, right.correct, right.answer) == (
        True,
        True,
        {"value": 8, "unit": "apples"},
    )
    assert (wrong.answered, wrong.correct) == (True, False)
    assert (none.answered, none.correct, none.answer) == (False, False, None)
    assert none.abstention["code"] == "no-question"


def answer_outcomes() -> list:
    graph = make_graph()  # answers 8 apples
    results: list[tuple[str, Any, ParseResult]] = [
        ("c1", 8, answered(graph)),
        ("c2", 8.0, answered(graph)),
        ("c3", 8, answered(graph)),
        ("w1", 11, answered(graph, "wrong one")),
        ("a1", 8, abstained("unsupported-verb")),
        ("a2", 8, abstained("passive")),
        ("a3", 8, abstained("unsupported-verb")),
        ("a4", 8, abstained("conditional")),
        ("a5", 8, abstained("passive")),
        ("a6", 8, abstained("unsupported-verb")),
    ]
    return [score_answer_case(cid, r.text, exp, r) for cid, exp, r in results]


def test_coverage_precision_accuracy_arithmetic():
    summary = summarize_answers(answer_outcomes(), "corpus.jsonl", [RejectedRow(3, "x")])
    counts, ratios = summary.counts, summary.ratios
    assert (counts.cases, counts.answered, counts.correct, counts.wrong, counts.abstained) == (
        10,
        4,
        3,
        1,
        6,
    )
    assert counts.rejected == 1
    assert ratios.coverage == pytest.approx(4 / 10)
    assert ratios.precision == pytest.approx(3 / 4)
    assert ratios.accuracy == pytest.approx(3 / 10)


def test_wrong_answers_are_listed_with_question_answer_and_expected():
    summary = summarize_answers(answer_outcomes(), "corpus.jsonl")
    assert len(summary.wrong) == 1
    wrong = summary.wrong[0]
    assert (wrong.id, wrong.question, wrong.answer, wrong.expected) == (
        "w1",
        "wrong one",
        {"value": 8, "unit": "apples"},
        11,
    )


def test_abstention_histogram_is_by_count_then_code():
    summary = summarize_answers(answer_outcomes(), "corpus.jsonl")
    assert summary.abstentions == (
        AbstentionCount("unsupported-verb", 3),
        AbstentionCount("passive", 2),
        AbstentionCount("conditional", 1),
    )
    assert abstention_histogram(["b", "a", "c", "b", "a", "d"]) == (
        AbstentionCount("a", 2),
        AbstentionCount("b", 2),
        AbstentionCount("c", 1),
        AbstentionCount("d", 1),
    )
    assert abstention_histogram([]) == ()


def test_ratios_over_nothing_are_none_not_a_crash():
    summary = summarize_answers([score_answer_case("a", "q", 1, abstained())], "f")
    assert summary.ratios.coverage == 0.0 and summary.ratios.accuracy == 0.0
    assert summary.ratios.precision is None
    empty = summarize_answers([], "f")
    assert (empty.ratios.coverage, empty.ratios.precision, empty.ratios.accuracy) == (None,) * 3
    assert ratio(1, 4) == 0.25 and ratio(0, 0) is None


def test_answer_summary_encodes_with_its_kind():
    summary = summarize_answers(answer_outcomes(), "corpus.jsonl")
    data = msgspec.json.decode(msgspec.json.encode(summary))
    assert data["kind"] == "answer"
    assert data["ratios"] == {"precision": 0.75, "coverage": 0.4, "accuracy": 0.3}
    assert msgspec.json.decode(msgspec.json.encode(summary), type=AnswerSummary) == summary
