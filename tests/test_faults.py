"""Faults injected into ``wordproblem parse --jsonl`` runs (issue 8, items 1 and 4).

A run killed midway (SIGINT, SIGTERM) leaves only complete lines, in input order, no
duplicates, and the user's earlier output file untouched; a full disk or a bad TEXT
argument is one line on stderr; a row the parser raises on fails alone.
"""

from __future__ import annotations

import json
import signal
import stat
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from spacy.language import Language
from typer.testing import CliRunner
from wordproblem.evals import cli

CLI = [sys.executable, "-c", "from wordproblem.evals.cli import app; app()"]
EARLIER = b'{"id": "kept", "note": "an earlier run the user wants to keep"}\n'
NAMES = ("Tom", "Mia", "Sam", "Lena", "Ravi", "Ana")


def problem(index: int) -> str:
    name = NAMES[index % len(NAMES)]
    return (
        f"{name} has {index % 50 + 10} apples. {name} buys {index % 7 + 1} more apples. "
        f"How many apples does {name} have now?"
    )


# Rows in a run that is killed midway: enough that it cannot finish before the signal, even
# on a machine busy enough to delay the test's own polling by seconds (4,000 once did).
KILLED_ROWS = 40_000


def write_rows(path: Path, count: int) -> Path:
    with path.open("w", encoding="utf-8") as out:
        for index in range(count):
            out.write(json.dumps({"id": f"r{index}", "problem": problem(index)}) + "\n")
    return path


def complete_rows(data: bytes) -> list[dict]:
    """The rows of a JSONL output, asserting every line is complete."""
    assert data == b"" or data.endswith(b"\n"), data[-200:]
    return [json.loads(line) for line in data.splitlines()]


def assert_prefix_in_order(rows: list[dict], total: int) -> None:
    ids = [row["id"] for row in rows]
    assert ids == [f"r{index}" for index in range(len(ids))]  # in order, no gaps or repeats
    assert 0 < len(ids) < total  # it was killed midway, after some rows were written


def wait_for(predicate, seconds: float = 90) -> None:
    deadline = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


# --- killed midway ------------------------------------------------------------------------


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_killed_run_keeps_the_earlier_file_and_the_finished_rows(tmp_path, signum):
    rows = write_rows(tmp_path / "in.jsonl", KILLED_ROWS)
    out = tmp_path / "out.jsonl"
    out.write_bytes(EARLIER)
    proc = subprocess.Popen(
        [*CLI, "parse", "--jsonl", str(rows), "-o", str(out), "--batch-size", "8", "-q"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:

        def started() -> bool:
            assert proc.poll() is None, proc.stderr.read().decode()
            return any(p.stat().st_size > 0 for p in tmp_path.glob(".out.jsonl.*.tmp"))

        wait_for(started)
        proc.send_signal(signum)
        _, stderr = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == 128 + signum, stderr.decode()
    assert "Traceback" not in stderr.decode()
    assert "interrupted" in stderr.decode() and "out.jsonl.partial" in stderr.decode()
    assert out.read_bytes() == EARLIER
    partial = complete_rows((tmp_path / "out.jsonl.partial").read_bytes())
    assert_prefix_in_order(partial, KILLED_ROWS)
    assert f"the {len(partial)} finished rows are in {out}.partial" in stderr.decode()
    assert not list(tmp_path.glob(".out.jsonl.*.tmp"))


def test_a_killed_run_to_stdout_leaves_complete_lines(tmp_path):
    rows = write_rows(tmp_path / "in.jsonl", KILLED_ROWS)
    sink = tmp_path / "stdout.jsonl"
    with sink.open("wb") as stdout:
        proc = subprocess.Popen(
            [*CLI, "parse", "--jsonl", str(rows), "--batch-size", "8", "-q"],
            stdout=stdout,
            stderr=subprocess.PIPE,
        )
        try:
            wait_for(lambda: sink.stat().st_size > 0 or proc.poll() is not None)
            proc.send_signal(signal.SIGTERM)
            _, stderr = proc.communicate(timeout=60)
        finally:
            proc.kill()
    assert proc.returncode == 128 + signal.SIGTERM, stderr.decode()
    assert_prefix_in_order(complete_rows(sink.read_bytes()), KILLED_ROWS)


# --- in process: the earlier file survives a failed run ------------------------------------


@pytest.fixture(scope="module", autouse=True)
def cli_uses_the_session_pipeline(nlp) -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cli, "load_pipeline", lambda model=None: nlp)
        yield


def test_a_crash_midway_keeps_the_earlier_file(tmp_path, monkeypatch):
    rows = write_rows(tmp_path / "in.jsonl", 5)
    out = tmp_path / "out.jsonl"
    out.write_bytes(EARLIER)
    real = cli.parse_stream

    def crashing(lines, source, stream, nlp, **kwargs):
        stream.write(b'{"id": "r0"}\n')
        raise RuntimeError("a bug after one row")

    monkeypatch.setattr(cli, "parse_stream", crashing)
    result = CliRunner().invoke(cli.app, ["parse", "--jsonl", str(rows), "-o", str(out)])
    assert result.exit_code == cli.EXIT_INTERNAL_ERROR
    assert "internal error" in result.stderr and "a bug after one row" in result.stderr
    assert out.read_bytes() == EARLIER
    assert complete_rows((tmp_path / "out.jsonl.partial").read_bytes()) == [{"id": "r0"}]
    monkeypatch.setattr(cli, "parse_stream", real)
    result = CliRunner().invoke(cli.app, ["parse", "--jsonl", str(rows), "-o", str(out)])
    assert result.exit_code == 0, result.stderr
    assert [row["id"] for row in complete_rows(out.read_bytes())] == [f"r{i}" for i in range(5)]


def test_a_successful_run_keeps_the_file_mode(tmp_path):
    rows = write_rows(tmp_path / "in.jsonl", 2)
    out = tmp_path / "out.jsonl"
    out.write_bytes(EARLIER)
    out.chmod(0o640)
    result = CliRunner().invoke(cli.app, ["parse", "--jsonl", str(rows), "-o", str(out)])
    assert result.exit_code == 0, result.stderr
    assert stat.S_IMODE(out.stat().st_mode) == 0o640
    assert len(complete_rows(out.read_bytes())) == 2


def test_an_output_through_a_symlink_replaces_the_file_and_keeps_the_link(tmp_path):
    rows = write_rows(tmp_path / "in.jsonl", 2)
    real = tmp_path / "real.jsonl"
    real.write_bytes(EARLIER)
    link = tmp_path / "link.jsonl"
    link.symlink_to(real)
    result = CliRunner().invoke(cli.app, ["parse", "--jsonl", str(rows), "-o", str(link)])
    assert result.exit_code == 0, result.stderr
    assert link.is_symlink()
    assert [row["id"] for row in complete_rows(real.read_bytes())] == ["r0", "r1"]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
def test_a_full_disk_is_one_line(tmp_path):
    rows = write_rows(tmp_path / "in.jsonl", 3)
    result = CliRunner().invoke(cli.app, ["parse", "--jsonl", str(rows), "-o", "/dev/full"])
    assert result.exit_code == cli.EXIT_BAD_INPUT
    lines = result.stderr.strip().splitlines()
    assert lines == ["wordproblem: error: /dev/full: cannot write (No space left on device)"]


def test_an_output_in_a_missing_folder_is_one_line(tmp_path):
    rows = write_rows(tmp_path / "in.jsonl", 1)
    out = tmp_path / "no-such-folder" / "out.jsonl"
    result = CliRunner().invoke(cli.app, ["parse", "--jsonl", str(rows), "-o", str(out)])
    assert result.exit_code == cli.EXIT_BAD_INPUT
    assert result.stderr.strip().splitlines() == [
        f"wordproblem: error: {out}: cannot write (No such file or directory)"
    ]


def test_an_invalid_utf8_text_argument_is_one_line():
    done = subprocess.run(
        [*CLI, "parse", b"Tom has 5 \xff apples. How many apples does Tom have?"],
        capture_output=True,
        timeout=120,
    )
    assert done.returncode == cli.EXIT_BAD_INPUT
    assert done.stderr.decode().strip().splitlines() == [
        "wordproblem: error: TEXT is not valid UTF-8 (a bad byte at character 10)"
    ]


# --- a row the parser raises on -------------------------------------------------------------


@Language.component("wp_test_fault_boom")
def _boom(doc):
    if "BOOM" in doc.text:
        raise RuntimeError("boom in a test component")
    return doc


def test_a_row_the_parser_raises_on_fails_alone(nlp, tmp_path):
    rows = tmp_path / "in.jsonl"
    rows.write_text(
        "\n".join(
            [
                json.dumps({"id": "a", "problem": problem(0)}),
                "{not json",
                json.dumps({"id": "b", "problem": "BOOM " + problem(1)}),
                json.dumps({"id": "c", "problem": "Tom has " + "9" * 5000 + " apples. How many?"}),
                json.dumps({"id": "d", "problem": problem(2)}),
            ]
        )
        + "\n",
        encoding="utf-8",
    )
    nlp.add_pipe("wp_test_fault_boom", last=True)
    try:
        result = CliRunner().invoke(cli.app, ["parse", "--jsonl", str(rows), "--batch-size", "8"])
    finally:
        nlp.remove_pipe("wp_test_fault_boom")
    assert result.exit_code == cli.EXIT_FAILED_ROWS  # a crash is not a rejected row
    written = complete_rows(result.stdout.encode())
    assert [row["id"] for row in written] == ["a", "c", "d"]
    assert written[1]["abstention"]["code"] == "out-of-range"
    stderr = result.stderr
    assert f"{rows}:2: not valid JSON" in stderr
    assert f"{rows}:3: internal error" in stderr and "boom in a test component" in stderr
    assert "5 rows read, 3 written, 1 rejected, 1 failed" in stderr
    assert "Traceback" not in stderr


def test_a_run_with_only_rejected_rows_exits_1_and_names_them(tmp_path):
    rows = tmp_path / "in.jsonl"
    rows.write_text(json.dumps({"id": "a", "problem": problem(0)}) + "\n[1]\n", encoding="utf-8")
    result = CliRunner().invoke(cli.app, ["parse", "--jsonl", str(rows)])
    assert result.exit_code == cli.EXIT_REJECTED_ROWS
    assert f"{rows}:2: expected a JSON object" in result.stderr
    assert len(complete_rows(result.stdout.encode())) == 1


def test_an_interrupted_eval_does_not_exit_like_rejected_rows(monkeypatch):
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "evaluate_stream", interrupted)
    result = CliRunner().invoke(cli.app, ["eval"])
    assert result.exit_code == 128 + signal.SIGINT
    assert "Traceback" not in result.stderr


def test_an_unwritable_stdout_for_one_text_is_one_line(monkeypatch):
    errors: list[str] = []

    def full(message=None, *args, err=False, **kwargs):
        if not err:
            raise OSError(28, "No space left on device")
        errors.append(message)

    monkeypatch.setattr(cli, "_silence_stdout", lambda: None)  # keep pytest's own stdout
    monkeypatch.setattr(cli.typer, "echo", full)
    with pytest.raises(SystemExit) as caught:
        cli.app(["parse", problem(0)], standalone_mode=True)
    assert caught.value.code == cli.EXIT_BAD_INPUT
    assert errors == ["wordproblem: error: cannot write or read (No space left on device)"]
