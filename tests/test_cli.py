"""The command line (wordproblem.evals.cli) and its report rendering.

The pipeline is loaded once per session (the ``nlp`` fixture in conftest.py); the CLI's
loader is pointed at it, so no test loads a second model.
"""

from __future__ import annotations

import json
import re
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


# --- batch files: fields passed through, the id field, whole-file refusals, stdin -----------


def test_keep_passes_named_input_fields_through(runner, tmp_path):
    source = write_jsonl(
        tmp_path / "in.jsonl",
        [json.dumps({"id": "a", "text": SAM, "split": "dev", "answer": 8, "n": [1]}),
         json.dumps({"id": "b", "text": TOM})],
    )  # fmt: skip
    kept = runner.invoke(
        cli.app, ["parse", "--jsonl", str(source), "-q", "--keep", "split", "--keep", "answer"]
    )
    assert kept.exit_code == 0, kept.stderr
    rows = [json.loads(line) for line in kept.stdout.splitlines()]
    assert rows[0]["input"] == {"split": "dev", "answer": 8}  # the row's own answer, apart
    assert rows[0]["answer"] == {"unit": "apples", "value": 8}  # from the parser's
    assert rows[1]["input"] == {}  # a field a row lacks is left out
    every = runner.invoke(cli.app, ["parse", "--jsonl", str(source), "-q", "--keep-all"])
    first = json.loads(every.stdout.splitlines()[0])
    assert first["input"] == {"id": "a", "text": SAM, "split": "dev", "answer": 8, "n": [1]}
    plain = runner.invoke(cli.app, ["parse", "--jsonl", str(source), "-q"])
    assert "input" not in json.loads(plain.stdout.splitlines()[0])


def test_id_field_names_the_id_and_every_row_must_have_it(runner, tmp_path):
    source = write_jsonl(
        tmp_path / "in.jsonl",
        [json.dumps({"uid": 7, "text": SAM}), json.dumps({"id": "x", "text": TOM})]
        + [json.dumps({"uid": f"u{i}", "text": SAM}) for i in range(4)],
    )
    result = runner.invoke(cli.app, ["parse", "--jsonl", str(source), "-q", "--id-field", "uid"])
    assert result.exit_code == 1
    assert [json.loads(line)["id"] for line in result.stdout.splitlines()] == [
        7, "u0", "u1", "u2", "u3"
    ]  # fmt: skip
    assert f"{source}:2: no 'uid' field (--id-field)" in result.stderr


def _first_rows_refused(result) -> str:
    assert result.exit_code == 2, result.stderr
    assert result.stdout == ""
    return one_line_error(result.stderr)


def test_a_file_that_is_not_json_lines_is_refused_in_one_line(runner, tmp_path):
    binary = tmp_path / "data.bin"
    binary.write_bytes(bytes(range(256)) * 40 + b"\n" + b"\x00\x01\n" * 20)
    line = _first_rows_refused(runner.invoke(cli.app, ["parse", "--jsonl", str(binary)]))
    assert "binary file, not UTF-8 JSON lines" in line
    utf16 = tmp_path / "u16.jsonl"
    utf16.write_bytes("".join(json.dumps({"text": SAM}) + "\n" for _ in range(8)).encode("utf-16"))
    line = _first_rows_refused(runner.invoke(cli.app, ["parse", "--jsonl", str(utf16)]))
    assert "it is UTF-16 text" in line and "iconv -f UTF-16 -t UTF-8" in line
    prose = write_jsonl(tmp_path / "notes.txt", [f"note {i}: buy apples" for i in range(30)])
    line = _first_rows_refused(runner.invoke(cli.app, ["parse", "--jsonl", str(prose)]))
    assert "its first 5 rows are not JSON lines (line 1: not valid JSON" in line


def test_a_wrong_field_on_every_row_is_refused_in_one_line(runner, tmp_path):
    source = write_jsonl(tmp_path / "in.jsonl", [json.dumps({"body": SAM})] * 50)
    out = tmp_path / "out.jsonl"
    result = runner.invoke(
        cli.app, ["parse", "--jsonl", str(source), "--field", "text", "-o", str(out)]
    )
    line = _first_rows_refused(result)
    assert "none of its first 5 rows can be used: line 1: no 'text' field" in line
    assert not out.exists() and not list(tmp_path.glob("out.jsonl*"))  # nothing created
    evaluated = runner.invoke(cli.app, ["eval", str(source), "-q"])  # no answer on any row
    assert "none of its first 5 rows can be used" in _first_rows_refused(evaluated)


def test_a_few_bad_rows_before_a_good_one_are_reported_row_by_row(runner, tmp_path):
    source = write_jsonl(
        tmp_path / "in.jsonl", ["not json"] * 4 + [json.dumps({"text": SAM})] + ["{"] * 3
    )
    result = runner.invoke(cli.app, ["parse", "--jsonl", str(source), "-q"])
    assert result.exit_code == 1
    assert len(result.stdout.splitlines()) == 1
    assert [f"{source}:{n}:" in result.stderr for n in range(1, 9)] == [True] * 4 + [False] + [
        True
    ] * 3


def test_a_utf8_byte_order_mark_is_not_part_of_the_first_row(runner, tmp_path):
    source = tmp_path / "bom.jsonl"
    source.write_bytes(b"\xef\xbb\xbf" + json.dumps({"id": 1, "text": SAM}).encode() + b"\n")
    result = runner.invoke(cli.app, ["parse", "--jsonl", str(source), "-q"])
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["answer"]["value"] == 8


def test_parse_dash_reads_the_text_from_stdin(runner):
    from_stdin = runner.invoke(cli.app, ["parse", "-"], input=SAM + "\n")
    assert from_stdin.exit_code == 0, from_stdin.stderr
    assert from_stdin.stdout == runner.invoke(cli.app, ["parse", SAM]).stdout
    as_json = runner.invoke(cli.app, ["parse", "--json", "-"], input=SAM)
    assert json.loads(as_json.stdout)["answer"] == {"unit": "apples", "value": 8}
    bad = runner.invoke(cli.app, ["parse", "-"], input=b"Sam has \xff apples")
    assert bad.exit_code == 2 and "standard input is not valid UTF-8" in bad.stderr


@pytest.mark.parametrize(
    "args", [["--keep", "x"], ["--keep-all"], ["--id-field", "uid"], ["--field", "body"]]
)
def test_row_options_go_with_jsonl(runner, args):
    result = runner.invoke(cli.app, ["parse", SAM, *args])
    assert result.exit_code == 2
    assert one_line_error(result.stderr).endswith("goes with --jsonl")


# --- eval: outputs checked before the run, --strict, -o ------------------------------------


def test_eval_checks_its_output_paths_before_the_run(runner, tmp_path, monkeypatch):
    def no_run(model=None):
        raise AssertionError("the model was loaded before the paths were checked")

    monkeypatch.setattr(cli, "load_pipeline", no_run)
    for args in (["--html", str(tmp_path / "no" / "r.html")], ["-o", str(tmp_path / "no" / "s.json")],
                 ["-o", str(tmp_path)]):  # fmt: skip
        result = runner.invoke(cli.app, ["eval", "-q", *args])
        line = one_line_error(result.stderr)
        assert result.exit_code == 2
        assert "cannot write: no folder" in line or "is a directory" in line


def test_eval_output_writes_the_json_summary(runner, tmp_path):
    out = tmp_path / "summary.json"
    result = runner.invoke(cli.app, ["eval", "-q", "--limit", "3", "-o", str(out)])
    assert result.exit_code == 0, result.stderr
    assert "graph level" in result.stdout  # the report is still printed
    printed = runner.invoke(cli.app, ["eval", "-q", "--limit", "3", "--json"]).stdout
    assert json.loads(out.read_text("utf-8")) == json.loads(printed)


def test_eval_strict_fails_on_a_wrong_answer_only(runner, tmp_path):
    right = write_jsonl(
        tmp_path / "right.jsonl", [json.dumps({"id": "r", "text": SAM, "answer": 8})]
    )
    wrong = write_jsonl(
        tmp_path / "wrong.jsonl", [json.dumps({"id": "w", "text": SAM, "answer": 9})]
    )
    assert runner.invoke(cli.app, ["eval", str(wrong), "-q"]).exit_code == 0  # not asked
    assert runner.invoke(cli.app, ["eval", str(right), "-q", "--strict"]).exit_code == 0
    failed = runner.invoke(cli.app, ["eval", str(wrong), "-q", "--strict"])
    assert failed.exit_code == cli.EXIT_WRONG == 4
    assert "--strict: 1 wrong answer" in failed.stderr
    assert "w: parsed 8 apples, expected 9" in failed.stdout  # the report comes first


# --- exit codes: one table, the same in --help and the README ------------------------------


def test_help_lists_every_exit_code_of_the_table(runner):
    codes = [code for code, _ in cli.EXIT_CODES]
    assert len(set(codes)) == len(codes)
    assert {cli.EXIT_OK, cli.EXIT_REJECTED_ROWS, cli.EXIT_BAD_INPUT, cli.EXIT_INTERNAL_ERROR,
            cli.EXIT_WRONG, 130, 143} == set(codes)  # fmt: skip
    for command in (["--help"], ["parse", "--help"], ["eval", "--help"]):
        text = runner.invoke(cli.app, command).stdout
        block = " ".join(text[text.index("Exit codes:") :].split()[2:])
        listed = re.split(r" (?=\d+ [a-z])", block)  # one entry per code, lines rejoined
        assert listed == [f"{code} {meaning}" for code, meaning in cli.EXIT_CODES]


def test_the_readme_exit_code_table_is_the_code_s():
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text("utf-8")
    assert cli.exit_codes_markdown() in readme
    assert readme.count("| code | meaning |") == 1  # listed once


def test_eval_scores_the_rows_an_errata_file_lists_against_their_corrections(tmp_path):
    """A row whose stored answer is wrong is scored against the erratum beside the corpus
    (or --errata), and the summary names it; --no-errata scores the stored answer."""
    from typer.testing import CliRunner
    from wordproblem.evals.cli import app

    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text(
        '{"id": "a", "question": "Tom has 5 apples. He eats 2 apples. How many apples does '
        'Tom have?", "answer": 4}\n',
        encoding="utf-8",
    )
    (tmp_path / "errata.json").write_text(
        '[{"id": "a", "stored_answer": 4, "answer": 3, "why": "5 - 2 = 3"}]', encoding="utf-8"
    )
    runner = CliRunner()
    beside = runner.invoke(app, ["eval", str(corpus), "--json", "-q"])
    assert beside.exit_code == 0, beside.output
    summary = json.loads(beside.output)
    assert (summary["counts"]["correct"], summary["corrected"]) == (1, ["a"])
    stored = json.loads(
        runner.invoke(app, ["eval", str(corpus), "--json", "-q", "--no-errata"]).output
    )
    assert (stored["counts"]["wrong"], stored["corrected"]) == (1, [])
    bad = tmp_path / "bad.json"
    bad.write_text('{"id": "a"}', encoding="utf-8")
    refused = runner.invoke(app, ["eval", str(corpus), "-q", "--errata", str(bad)])
    assert refused.exit_code == 2 and "must be a JSON list" in refused.output
