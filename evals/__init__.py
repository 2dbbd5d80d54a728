"""wordproblem.evals: the dev set (package data), the scoring harness and the CLI.

The command line lives in ``wordproblem.evals.cli`` (console script ``wordproblem``);
the benchmark in ``wordproblem.evals.benchmark``. Neither is imported here.
"""

from .io import (
    AnswerCase,
    GraphCase,
    InputError,
    ProblemRow,
    RowError,
    dev_set,
    iter_cases,
    iter_problems,
    read_cases,
    read_problems,
    write_jsonl,
)
from .scoring import (
    AnswerSummary,
    GraphSummary,
    abstention_histogram,
    answer_correct,
    graph_diff,
    graph_status,
    per_pattern_table,
    score_answer_case,
    score_graph_case,
    summarize_answers,
    summarize_graphs,
)

__all__ = [
    "AnswerCase",
    "AnswerSummary",
    "GraphCase",
    "GraphSummary",
    "InputError",
    "ProblemRow",
    "RowError",
    "abstention_histogram",
    "answer_correct",
    "dev_set",
    "graph_diff",
    "graph_status",
    "iter_cases",
    "iter_problems",
    "per_pattern_table",
    "read_cases",
    "read_problems",
    "score_answer_case",
    "score_graph_case",
    "summarize_answers",
    "summarize_graphs",
    "write_jsonl",
]
