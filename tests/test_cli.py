"""The command line (wordproblem.evals.cli) and its report rendering.

The pipeline is loaded once per session (the ``nlp`` fixture in conftest.py); the CLI's
loader is pointed at it, so no test loads a second model.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import msgspec
import pytest
from typer.testing import CliRunner
from wordproblem.evals import cli, report
from wordproblem.evals.io import dev_set, iter_problems
from wordproblem.models import graph_from_dict

TOM = "Tom has 10 marbles. He gives 3 marbles to his friend. How many marbles does Tom have now?"
SAM = "Sam has 5 apples. He buys 3 more apples. How many apples does Sam have now?"


@pytest.fixture(scope="module", autouse=True)
def cli_uses_the_session_pipeline(nlp) -> Iterator[None]:
    real = cli.load_pipeline

    def load(model: str | None = None):
        return nlp if model is None else real(model)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cli, "load_pipeline", load)
        yield


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


def write_jsonl(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def one_line_error(stderr: str) -> str:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    assert "Traceback" not in stderr
    return lines[0]


# --- parse TEXT -------------------------------------------------------------------------


def test_parse_text_shows_graph_answer_and_steps(runner):
    result = runner.invoke(cli.app, ["parse", TOM])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "entities:     Tom" in out
    assert "start:        Tom: 10 marbles" in out
    assert "1. Tom gave 3 marbles, so Tom has 7 marbles." in out
    assert "Answer: 7 marbles" in out


def test_parse_text_shows_a_transfer_step_for_both_holders(runner):
    text = (
        "Ella has fourteen pencils and Ruby has six. Ella gives Ruby four pencils. "
        "How many pencils does Ruby have now?"
    )
    result = runner.invoke(cli.app, ["parse", text])
    assert result.exit_code == 0, result.output
    assert "1. Ella gave 4 pencils to Ruby, so Ella has 10 pencils and Ruby has 10 pencils." in (
        result.stdout
    )
    assert "Answer: 10 pencils" in result.stdout


def test_parse_text_that_abstains_says_why_and_exits_0(runner):
    result = runner.invoke(cli.app, ["parse", "The weather is nice today."])
    assert result.exit_code == 0
    first = result.stdout.strip().splitlines()[0]
    assert first.startswith(("No graph: the parser abstained (", "Not read: "))
    code = first.rsplit("(", 1)[1].rstrip(").")
    assert code in {"no-question", "no-quantity"}


def test_parse_text_json_is_the_row_object(runner, nlp):
    result = runner.invoke(cli.app, ["parse", "--json", SAM])
    assert result.exit_code == 0
    row = json.loads(result.stdout)
    assert set(row) == {"id", "graph", "answer", "abstention"}
    assert row["answer"] == {"value": 8, "unit": "apples"}
    assert (
        graph_from_dict(row["graph"]).canonical_bytes() == nlp(SAM)._.math_graph.canonical_bytes()
    )
    assert row["abstention"] is None


def test_parse_needs_exactly_one_input(runner, tmp_path):
    for args in (["parse"], ["parse", "text", "--jsonl", str(tmp_path / "x.jsonl")]):
        result = runner.invoke(cli.app, args)
        assert result.exit_code == 2
        assert one_line_error(result.stderr).startswith("wordproblem: error: ")


# --- parse --jsonl ----------------------------------------------------------------------


@pytest.fixture
def mixed_file(tmp_path) -> Path:
    return write_jsonl(
        tmp_path / "in.jsonl",
        [
            json.dumps({"id": "tom", "problem": TOM}),
            '{"id": "broken", "problem": ',
            json.dumps({"id": "nothing", "body": SAM}),
            json.dumps({"question": SAM}),
        ],
    )


def test_parse_jsonl_writes_readable_rows_and_names_bad_lines(runner, mixed_file):
    result = runner.invoke(cli.app, ["parse", "--jsonl", str(mixed_file), "--quiet"])
    assert result.exit_code == 1
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [row["id"] for row in rows] == ["tom", None]  # ids as given: row 4 has none
    assert all(set(row) == {"id", "graph", "answer", "abstention"} for row in rows)
    assert rows[1]["answer"] == {"value": 8, "unit": "apples"}
    assert f"{mixed_file}:2: " in result.stderr
    assert f"{mixed_file}:3: " in result.stderr
    assert f"{mixed_file}:1: " not in result.stderr and f"{mixed_file}:4: " not in result.stderr
    assert "4 rows read, 2 written, 2 rejected" in result.stderr


def test_parse_jsonl_reads_text_rows_and_a_named_field(runner, tmp_path):
    source = write_jsonl(
        tmp_path / "in.jsonl",
        [json.dumps({"id": 1, "text": SAM}), json.dumps({"id": "b", "body": TOM, "text": SAM})],
    )
    default = runner.invoke(cli.app, ["parse", "--jsonl", str(source), "-q"])
    assert default.exit_code == 0, default.stderr
    rows = [json.loads(line) for line in default.stdout.splitlines()]
    assert [(row["id"], row["answer"]["value"]) for row in rows] == [(1, 8), ("b", 8)]
    named = runner.invoke(cli.app, ["parse", "--jsonl", str(source), "-q", "--field", "body"])
    assert named.exit_code == 1  # row 1 has no 'body'
    assert f"{source}:1: no 'body' field" in named.stderr
    rows = [json.loads(line) for line in named.stdout.splitlines()]
    assert [(row["id"], row["answer"]["value"]) for row in rows] == [("b", 7)]


def test_help_documents_the_row_formats_and_exit_codes(runner):
    text = runner.invoke(cli.app, ["parse", "--help"]).stdout
    for words in ('"text", "problem", "question"', "--field", '"id"', "Exit codes", "1-based"):
        assert words in text
    assert '"ground_truth_graph"' in runner.invoke(cli.app, ["eval", "--help"]).stdout


def test_version_names_the_installed_distribution(runner):
    from importlib.metadata import version

    result = runner.invoke(cli.app, ["--version"])
    assert result.exit_code == 0
    assert result.stdout.startswith(f"wordproblem {version('wordproblem')} (spaCy 3.8.")


def test_parse_jsonl_to_a_file_and_from_stdin(runner, mixed_file, tmp_path):
    out = tmp_path / "out.jsonl"
    to_file = runner.invoke(cli.app, ["parse", "--jsonl", str(mixed_file), "-o", str(out)])
    assert to_file.exit_code == 1 and to_file.stdout == ""
    from_stdin = runner.invoke(
        cli.app, ["parse", "--jsonl", "-"], input=mixed_file.read_text("utf-8")
    )
    assert from_stdin.exit_code == 1
    assert out.read_bytes() == from_stdin.stdout_bytes
    assert len(out.read_bytes().splitlines()) == 2


def test_parse_jsonl_all_good_exits_0(runner, tmp_path):
    path = write_jsonl(tmp_path / "good.jsonl", [json.dumps({"problem": SAM}), ""])
    result = runner.invoke(cli.app, ["parse", "--jsonl", str(path)])
    assert result.exit_code == 0
    assert [json.loads(line)["id"] for line in result.stdout.splitlines()] == [None]


def test_parse_jsonl_output_is_byte_identical_across_runs(runner, tmp_path):
    lines = [
        json.dumps({"id": f"r{i}", "problem": text}) for i, text in enumerate([TOM, SAM, "Hi."])
    ]
    path = write_jsonl(tmp_path / "in.jsonl", lines)
    first = runner.invoke(cli.app, ["parse", "--jsonl", str(path), "--batch-size", "1"])
    second = runner.invoke(cli.app, ["parse", "--jsonl", str(path), "--batch-size", "64"])
    assert first.exit_code == second.exit_code == 0
    assert first.stdout_bytes == second.stdout_bytes
    for line in first.stdout_bytes.splitlines():  # compact, keys sorted
        assert line == msgspec.json.encode(json.loads(line), order="sorted")


def test_missing_input_file_is_one_line_and_exit_2(runner, tmp_path):
    missing = tmp_path / "missing.jsonl"
    result = runner.invoke(cli.app, ["parse", "--jsonl", str(missing), "-o", str(tmp_path / "o")])
    assert result.exit_code == 2
    line = one_line_error(result.stderr)
    assert str(missing) in line and "no such file" in line
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize(
    "args",
    [
        ["parse", "--jsonl", "IN", "--batch-size", "0"],
        ["parse", "--jsonl", "IN", "--batch-size", "many"],
        ["parse", "--jsonl", "IN", "--n-process", "0"],
        ["parse", "--no-such-option"],
        ["parse", "text", "--model", "no_such_model_xyz"],
        ["eval", "--limit", "0"],
        ["eval", "a", "b"],
        ["frobnicate"],
    ],
)
def test_bad_command_line_input_is_one_line_exit_2(runner, mixed_file, args):
    args = [str(mixed_file) if arg == "IN" else arg for arg in args]
    result = runner.invoke(cli.app, args)
    assert result.exit_code == 2
    assert one_line_error(result.stderr).startswith("wordproblem: error: ")


def test_parse_pairs_streams_instead_of_reading_everything(nlp):
    consumed = 0

    def lines() -> Iterator[str]:
        nonlocal consumed
        for i in range(10_000):
            consumed += 1
            yield json.dumps({"id": i, "problem": SAM})

    pairs = cli.parse_pairs(iter_problems(lines(), "gen"), nlp, on_reject=print, batch_size=4)
    row, result = next(pairs)
    assert row.id == 0 and result.answer is not None
    assert consumed < 100


# --- eval -------------------------------------------------------------------------------


def test_eval_json_on_the_bundled_dev_set(runner):
    result = runner.invoke(cli.app, ["eval", "--json"])
    assert result.exit_code == 0, result.stderr
    summary = json.loads(result.stdout)  # the only thing on stdout
    assert summary["kind"] == "graph"
    counts = summary["counts"]
    assert 0 <= counts["exact"] <= 50
    assert counts["exact"] + counts["abstained"] + counts["wrong"] == counts["cases"] == 50
    assert counts["rejected"] == 0
    assert len(summary["misses"]) == counts["abstained"] + counts["wrong"]
    for miss in summary["misses"]:
        assert (miss["diff"] is None) == (miss["status"] == "abstained")
    assert summary["ratios"]["exact"] == pytest.approx(counts["exact"] / 50)
    assert sum(bar["count"] for bar in summary["abstentions"]) == counts["abstained"]
    tags = {tag for case in _dev_rows() for tag in case["patterns"]}
    assert {row["pattern"] for row in summary["per_pattern"]} == tags
    for row in summary["per_pattern"]:
        assert row["exact"] + row["abstained"] + row["wrong"] == row["cases"]


def _dev_rows() -> list[dict]:
    return [json.loads(line) for line in dev_set().read_text("utf-8").splitlines() if line.strip()]


def test_eval_human_report_on_the_dev_set(runner):
    result = runner.invoke(cli.app, ["eval", "--limit", "10"])
    assert result.exit_code == 0
    out = result.stdout
    assert "graph level, 10 cases" in out
    assert "Per pattern" in out and "Totals" in out
    assert "exact " in out.split("Totals")[-1]


@pytest.fixture
def corpus(tmp_path) -> Path:
    return write_jsonl(
        tmp_path / "corpus.jsonl",
        [
            json.dumps({"id": "right", "question": TOM, "answer": 7}),
            json.dumps({"id": "wrong", "question": SAM, "answer": 9}),
            json.dumps({"id": "abstains", "question": "The sky is blue.", "answer": 1}),
            "{not json",
            json.dumps({"id": "no-answer", "question": SAM}),
        ],
    )


def test_eval_json_on_an_answer_corpus_is_consistent(runner, corpus):
    result = runner.invoke(cli.app, ["eval", "--json", str(corpus)])
    assert result.exit_code == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["kind"] == "answer" and summary["file"] == str(corpus)
    counts, ratios = summary["counts"], summary["ratios"]
    assert counts["cases"] == 3 and counts["rejected"] == 2
    assert [row["line"] for row in summary["rejected"]] == [4, 5]
    assert counts["answered"] + counts["abstained"] == counts["cases"]
    assert counts["correct"] + counts["wrong"] == counts["answered"]
    assert counts["abstained"] >= 1  # "The sky is blue." asks nothing
    assert ratios["coverage"] == pytest.approx(counts["answered"] / counts["cases"])
    assert ratios["accuracy"] == pytest.approx(counts["correct"] / counts["cases"])
    if counts["answered"]:
        assert ratios["precision"] == pytest.approx(counts["correct"] / counts["answered"])
    else:
        assert ratios["precision"] is None
    assert len(summary["wrong"]) == counts["wrong"]
    assert {w["id"] for w in summary["wrong"]} <= {"right", "wrong"}
    assert sum(bar["count"] for bar in summary["abstentions"]) == counts["abstained"]
    assert f"{corpus}:4: " in result.stderr and f"{corpus}:5: " in result.stderr


def test_eval_answer_report_lists_wrong_answers_first(runner, tmp_path):
    path = write_jsonl(
        tmp_path / "c.jsonl", [json.dumps({"id": "w", "question": SAM, "answer": 9})]
    )
    result = runner.invoke(cli.app, ["eval", str(path)])
    assert result.exit_code == 0
    out = result.stdout
    assert out.index("precision") < out.index("coverage") < out.index("accuracy")
    assert "w: parsed 8 apples, expected 9" in out
    quiet = runner.invoke(cli.app, ["eval", str(path), "--no-show-misses"])
    assert "w: parsed" not in quiet.stdout and "\n1 wrong answer\n" in quiet.stdout
    assert "answer level, 1 case ==" in quiet.stdout  # one case, one wrong answer: singular


def test_eval_missing_file_and_unreadable_file_exit_2(runner, tmp_path):
    missing = runner.invoke(cli.app, ["eval", str(tmp_path / "nope.jsonl")])
    assert missing.exit_code == 2 and "no such file" in one_line_error(missing.stderr)
    garbage = write_jsonl(tmp_path / "garbage.jsonl", ["{x", "[]"])
    result = runner.invoke(cli.app, ["eval", "--json", str(garbage)])
    assert result.exit_code == 2 and result.stdout == ""
    assert "no readable rows" in result.stderr.strip().splitlines()[-1]


def test_evaluate_stream_scores_the_dev_set_like_the_parser(nlp):
    rows = _dev_rows()[:5]
    summary = cli.evaluate_stream([json.dumps(row) for row in rows], "dev", nlp)
    exact = sum(
        nlp(row["problem"])._.math_graph is not None
        and nlp(row["problem"])._.math_graph.canonical_bytes()
        == graph_from_dict(row["ground_truth_graph"]).canonical_bytes()
        for row in rows
    )
    assert summary.counts.exact == exact and summary.counts.cases == 5


# --- report rendering (no model) --------------------------------------------------------


def test_format_number_writes_integral_values_as_integers():
    assert [report.format_number(v) for v in (8, 8.0, 8.25, 0.1)] == ["8", "8", "8.25", "0.1"]
