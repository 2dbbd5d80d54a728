"""``--n-process 2`` with extreme rows: byte-identical to one process, and never a hang
(issue 8, item 2).

A graph holding an integer of 2**64 or more could not be msgpack'ed back from a
worker: with one such row a batch was lost, with two in different batches the run
hung. The n-process runs go through a subprocess with a timeout, so a hang fails the
test instead of stopping the suite. ``data/extreme_rows.jsonl`` is synthetic (always
there); the GSM8K rows come from ../shared/data and are skipped when it is absent.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from wordproblem.evals import cli

HERE = Path(__file__).resolve().parent
EXTREME = HERE / "data" / "extreme_rows.jsonl"
SHARED = Path(os.environ.get("WORDPROBLEM_SHARED_DATA", HERE.parent.parent / "shared" / "data"))
GSM8K = SHARED / "gsm8k_train.jsonl"
CLI = [sys.executable, "-c", "from wordproblem.evals.cli import app; app()"]
TIMEOUT = 300  # seconds; a run takes a few


def one_process(nlp, path: Path, batch_size: int) -> tuple[bytes, list[str]]:
    out = io.BytesIO()
    rejected: list[str] = []
    with path.open("rb") as lines:
        cli.parse_stream(
            lines,
            str(path),
            out,
            nlp,
            on_reject=lambda error: rejected.append(str(error)),
            batch_size=batch_size,
        )
    return out.getvalue(), rejected


def two_processes(path: Path, out: Path, batch_size: int) -> subprocess.CompletedProcess:
    options = ["-q", "--n-process", "2", "--batch-size", str(batch_size)]
    return subprocess.run(
        [*CLI, "parse", "--jsonl", str(path), "-o", str(out), *options],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )


def test_extreme_rows_are_byte_identical_in_two_processes(nlp, tmp_path):
    expected, rejected = one_process(nlp, EXTREME, batch_size=4)
    rows = [json.loads(line) for line in expected.splitlines()]
    codes = {row["id"]: (row["abstention"] or {}).get("code") for row in rows}
    # both 2**64+ rows are read, in different batches of 4, and abstain
    assert codes["big64-a"] == codes["big64-b"] == "out-of-range"
    assert codes["digits-5000"] == codes["float-overflow"] == codes["sum-4300"] == "out-of-range"
    assert codes["too-long"] == "too-long" and codes["empty"] == "empty-input"
    assert len(rows) == 41 and len(rejected) == 2  # a truncated row and a lone-surrogate escape

    done = two_processes(EXTREME, tmp_path / "out.jsonl", batch_size=4)
    assert done.returncode == cli.EXIT_REJECTED_ROWS, done.stderr
    assert (tmp_path / "out.jsonl").read_bytes() == expected
    for error in rejected:
        assert error in done.stderr
    assert "43 rows read, 41 written, 2 rejected" in done.stderr


@pytest.mark.skipif(not GSM8K.is_file(), reason="the public corpora in ../shared/data are absent")
def test_gsm8k_rows_mixed_with_extreme_rows_are_byte_identical(nlp, tmp_path):
    with GSM8K.open(encoding="utf-8") as corpus:
        gsm8k = [next(corpus) for _ in range(120)]
    extreme = EXTREME.read_text(encoding="utf-8").splitlines(keepends=True)
    mixed = tmp_path / "mixed.jsonl"
    mixed.write_text("".join(gsm8k[:60] + extreme + gsm8k[60:]), encoding="utf-8")
    expected, _ = one_process(nlp, mixed, batch_size=16)
    assert len(expected.splitlines()) == 120 + 41
    done = two_processes(mixed, tmp_path / "out.jsonl", batch_size=16)
    assert done.returncode == cli.EXIT_REJECTED_ROWS, done.stderr
    assert (tmp_path / "out.jsonl").read_bytes() == expected


# A worker that fails: a component raising on one text, and (bounds lifted) a result a
# worker cannot msgpack back. Each failed batch is parsed again in the parent, text by
# text: the raising text yields a ParseError with its index, the others their results.
WORKER_FAILURES = r"""
import json, sys
from spacy.language import Language
from wordproblem.components import math_parser
from wordproblem.components.quantities import numbers
from wordproblem.pipeline import ParseError, load_nlp, parse_outcomes

@Language.component("wp_test_worker_boom")
def boom(doc):
    if "BOOM" in doc.text:
        raise RuntimeError("boom in a worker")
    return doc

from wordproblem.models import schema, solver

numbers.MAX_DIGITS, numbers.MAX_VALUE = 40, 10**40
schema.MAX_VALUE = solver.MAX_VALUE = 10**40  # lift the schema's bound (decision 0006) too
math_parser._fits_int64 = lambda value: True  # let a 2**64+ result reach msgpack
nlp = load_nlp()
nlp.add_pipe("wp_test_worker_boom", last=True)
ok = "Sam has 5 apples. He buys 3 more apples. How many apples does Sam have now?"
big = "Tom has 99999999999999999999999 apples. How many apples does Tom have?"
texts = [ok] * 5 + [big] + [ok] * 6 + ["BOOM " + ok] + [ok] * 4 + [big] + [ok] * 3
def show(outcome):
    if isinstance(outcome, ParseError):
        return {"error": outcome.index, "message": str(outcome)}
    return outcome.as_json()
for n_process in (1, 2):
    print(json.dumps([show(o) for o in parse_outcomes(texts, nlp, batch_size=4, n_process=n_process)]))
"""


def test_a_failing_worker_names_its_row_and_does_not_hang():
    done = subprocess.run(
        [sys.executable, "-c", WORKER_FAILURES], capture_output=True, text=True, timeout=TIMEOUT
    )
    assert done.returncode == 0, done.stderr
    one, two = (json.loads(line) for line in done.stdout.splitlines())
    assert two == one
    assert len(two) == 21
    errors = [item for item in two if "error" in item]
    assert [item["error"] for item in errors] == [12]
    assert "text 12" in errors[0]["message"] and "boom in a worker" in errors[0]["message"]
    for index in (5, 17):  # read in the parent after the worker could not send them
        assert two[index]["answer"] == {"unit": "apples", "value": 99999999999999999999999}
    assert all(item["answer"]["value"] == 8 for i, item in enumerate(two) if i not in (5, 12, 17))
