"""Streaming JSONL reading and writing (wordproblem.evals.io). No model needed."""

from __future__ import annotations

import io as stdio
import json

import pytest
from wordproblem.evals.io import (
    AnswerCase,
    GraphCase,
    InputError,
    ProblemRow,
    RowError,
    count_lines,
    dev_set,
    encode_row,
    iter_cases,
    iter_objects,
    iter_problems,
    open_input,
    read_cases,
    read_problems,
    write_jsonl,
)

GRAPH = {
    "entities": ["Sam"],
    "initial_state": [{"entity": "Sam", "quantity": {"value": 5, "unit": "apples"}}],
    "operations": [
        {"actor": "Sam", "kind": "add", "operand": {"value": 3, "unit": "apples"}, "target": None}
    ],
    "unknown": {"unit": "apples", "entity": "Sam"},
}


def lines(*rows: object) -> list[str]:
    """Rows as JSONL lines; a str is taken as a raw line."""
    return [row if isinstance(row, str) else json.dumps(row) for row in rows]


def errors(items: list) -> list[tuple[int, str]]:
    return [(item.line, item.code) for item in items if isinstance(item, RowError)]


# --- problems -----------------------------------------------------------------------


def test_good_rows_keep_their_ids_as_given_and_none_when_absent():
    items = list(
        iter_problems(
            lines(
                {"id": "x-1", "problem": "Sam has 5 apples."},
                {"question": "How many?"},
                {"id": 7, "problem": "P", "question": "Q"},
                {"id": None, "text": "T"},
            ),
            "in.jsonl",
        )
    )
    assert items == [
        ProblemRow("x-1", "Sam has 5 apples.", 1, {"id": "x-1", "problem": "Sam has 5 apples."}),
        ProblemRow(None, "How many?", 2, {"question": "How many?"}),
        ProblemRow(7, "P", 3, {"id": 7, "problem": "P", "question": "Q"}),
        ProblemRow(None, "T", 4, {"id": None, "text": "T"}),
    ]
    # reports name a row without an id by its line
    assert [row.label for row in items] == ["x-1", "line 2", 7, "line 4"]


def test_the_text_field_is_text_then_problem_then_question():
    row = {"text": "T", "problem": "P", "question": "Q"}
    readings = [
        next(iter_problems(lines(row), "f")).text,
        next(iter_problems(lines({"problem": "P", "question": "Q"}), "f")).text,
        next(iter_problems(lines({"question": "Q"}), "f")).text,
    ]
    assert readings == ["T", "P", "Q"]


def test_a_named_field_is_the_only_one_read():
    items = list(
        iter_problems(lines({"body": "B", "text": "T"}, {"text": "T"}), "in.jsonl", field="body")
    )
    assert isinstance(items[0], ProblemRow) and items[0].text == "B"
    assert isinstance(items[1], RowError)
    assert (items[1].line, items[1].code) == (2, "missing-field")
    assert items[1].message == "no 'body' field"


def test_blank_lines_are_skipped_but_counted():
    items = list(iter_problems(["", '{"problem": "a"}', "   \n", "\n", '{"problem": "b"}\n'], "f"))
    assert [(row.line, row.id, row.text) for row in items] == [(2, None, "a"), (5, None, "b")]


@pytest.mark.parametrize(
    "line, code, words",
    [
        ('{"problem": ', "bad-json", "not valid JSON"),
        ("not json at all", "bad-json", "not valid JSON"),
        ('["problem", "x"]', "not-an-object", "an array"),
        ('"just a string"', "not-an-object", "a string"),
        ("42", "not-an-object", "the number 42"),
        ('{"id": "a", "body": "x"}', "missing-field", "no 'text', 'problem' or 'question' field"),
        ('{"text": 5}', "bad-field", "'text' must be a string"),
        ('{"problem": 5}', "bad-field", "'problem' must be a string"),
        ('{"problem": null}', "bad-field", "'problem' must be a string"),
        ('{"question": ["a"]}', "bad-field", "'question' must be a string"),
        ('{"problem": "x", "id": true}', "bad-field", "'id'"),
        ('{"problem": "x", "id": {"a": 1}}', "bad-field", "'id'"),
    ],
)
def test_a_bad_row_is_a_typed_error_with_its_line_and_the_reader_goes_on(line, code, words):
    items = list(iter_problems(['{"problem": "first"}', line, '{"problem": "last"}'], "in.jsonl"))
    assert len(items) == 3
    first, bad, last = items
    assert isinstance(first, ProblemRow) and first.text == "first"
    assert isinstance(last, ProblemRow) and (last.text, last.line) == ("last", 3)
    assert isinstance(bad, RowError)
    assert (bad.source, bad.line, bad.code) == ("in.jsonl", 2, code)
    assert words in bad.message
    assert str(bad).startswith("in.jsonl:2: ")
    assert "\n" not in str(bad)


def test_several_bad_rows_each_carry_their_own_line():
    items = list(
        iter_problems(
            lines({"problem": "ok"}, "{bad", {"x": 1}, "", {"problem": 3}, {"question": "ok"}), "f"
        )
    )
    assert errors(items) == [(2, "bad-json"), (3, "missing-field"), (5, "bad-field")]
    assert [row.line for row in items if isinstance(row, ProblemRow)] == [1, 6]


def test_bytes_lines_and_invalid_utf8_are_row_errors_not_crashes():
    items = list(iter_objects([b'{"problem": "caf\xc3\xa9"}\n', b'{"problem": "\xff"}\n'], "f"))
    assert items[0] == (1, {"problem": "café"})
    assert isinstance(items[1], RowError) and items[1].code == "bad-json"


def test_row_error_refuses_an_unknown_code():
    with pytest.raises(ValueError):
        RowError("f", 1, "oops", "x")


# --- files ----------------------------------------------------------------------------


def test_read_problems_streams_a_file(tmp_path):
    path = tmp_path / "in.jsonl"
    path.write_text('{"id": "a", "problem": "one"}\n\n{oops\n{"question": "two"}\n', "utf-8")
    items = list(read_problems(path))
    assert [(i.line, i.id) for i in items if isinstance(i, ProblemRow)] == [(1, "a"), (4, None)]
    assert errors(items) == [(3, "bad-json")]
    assert str(items[1]).startswith(f"{path}:3: ")


def test_a_missing_file_is_an_input_error(tmp_path):
    with pytest.raises(InputError, match="no such file"), open_input(tmp_path / "nope.jsonl"):
        pass
    with pytest.raises(InputError, match="directory"), open_input(tmp_path):
        pass
    with pytest.raises(InputError):
        list(read_problems(tmp_path / "nope.jsonl"))


def test_count_lines_counts_non_blank_lines(tmp_path):
    path = tmp_path / "in.jsonl"
    path.write_text('{"a": 1}\n\n{"b": 2}\n{bad\n', "utf-8")
    assert count_lines(path) == 3
    assert count_lines(tmp_path / "missing.jsonl") is None


# --- evaluation cases -----------------------------------------------------------------


def test_graph_cases_carry_the_validated_graph_and_patterns():
    items = list(
        iter_cases(
            lines(
                {"id": "g1", "problem": "p", "ground_truth_graph": GRAPH, "patterns": ["a", "b"]},
                {"id": "g2", "problem": "p", "ground_truth_graph": {**GRAPH, "entities": []}},
                {"id": "g3", "problem": "p", "answer": 8},
                {"id": "g4", "problem": "p", "ground_truth_graph": GRAPH, "patterns": "a"},
                {"id": "g5", "problem": "p", "ground_truth_graph": GRAPH},
            ),
            "dev.jsonl",
        )
    )
    first = items[0]
    assert isinstance(first, GraphCase)
    assert first.expected.entities == ("Sam",) and first.patterns == ("a", "b")
    assert errors(items) == [(2, "bad-field"), (3, "missing-field"), (4, "bad-field")]
    assert "ground_truth_graph" in items[1].message
    assert isinstance(items[4], GraphCase) and items[4].patterns == ()


def test_answer_cases_need_a_finite_number():
    items = list(
        iter_cases(
            lines(
                {"id": "a1", "question": "q", "answer": 43},
                {"id": "a2", "question": "q", "answer": "43"},
                {"id": "a3", "question": "q", "answer": True},
                {"id": "a4", "question": "q"},
                {"id": "a5", "question": "q", "answer": 0.6666666666666666},
                '{"id": "a6", "question": "q", "answer": NaN}',
            ),
            "corpus.jsonl",
        )
    )
    assert items[0] == AnswerCase("a1", "q", 1, 43)
    assert items[4] == AnswerCase("a5", "q", 5, 0.6666666666666666)
    assert errors(items) == [
        (2, "bad-field"),
        (3, "bad-field"),
        (4, "missing-field"),
        (6, "bad-json"),
    ]


def test_cases_without_an_id_are_named_by_their_line_and_text_is_read():
    items = list(
        iter_cases(lines({"text": "t", "answer": 3}, {"id": 9, "text": "u", "answer": 4}), "f")
    )
    assert items == [AnswerCase("line 1", "t", 1, 3), AnswerCase(9, "u", 2, 4)]


def test_the_first_readable_row_decides_the_level():
    items = list(
        iter_cases(
            lines(
                "{broken",
                {"question": "q", "answer": 1},
                {"problem": "p", "ground_truth_graph": GRAPH},
            ),
            "f",
        )
    )
    assert errors(items) == [(1, "bad-json"), (3, "missing-field")]
    assert isinstance(items[1], AnswerCase)


def test_the_bundled_dev_set_reads_as_package_data():
    items = list(read_cases(dev_set(), "dev"))
    assert len(items) == 50
    assert all(isinstance(item, GraphCase) for item in items)
    assert items[0].id == "gpd-001" and items[0].patterns


# --- writing --------------------------------------------------------------------------


def test_encode_row_is_compact_sorted_and_newline_terminated():
    assert encode_row({"b": 1, "a": {"d": 8.0, "c": None}}) == b'{"a":{"c":null,"d":8.0},"b":1}\n'


def test_write_jsonl_writes_every_row_in_order():
    out = stdio.BytesIO()
    assert write_jsonl(({"id": i} for i in range(3)), out) == 3
    assert out.getvalue() == b'{"id":0}\n{"id":1}\n{"id":2}\n'
