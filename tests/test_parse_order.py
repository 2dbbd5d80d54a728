"""The same text gives the same bytes whatever the process parsed before it (issue 22).

A result must not depend on what ran before in the process: a cache keyed on a text alone
once kept a number read while a test had lifted the digit bounds (the int64 test of
``test_reliability.py``), and every later parse of that number gave ``invalid-graph``
instead of ``out-of-range``. Here a sample of ``../shared/data`` (the bundled dev set when
it is absent) and the extreme rows are parsed in one order, then, after a parse with the
bounds lifted, in another, and every result row is compared byte for byte.
"""

from __future__ import annotations

import io
import json
from importlib.resources import files

from wordproblem.components.quantities import numbers
from wordproblem.evals import cli

from tests.strict_lists import SHARED
from tests.test_nprocess import EXTREME

EVERY = 40  # one corpus row in this many: about 240 rows, a few seconds a pass


def sample_lines() -> list[bytes]:
    """RETURNS (list[bytes]): every EVERY-th row of each public corpus (the dev set when
    the corpora are absent), as JSONL lines."""
    paths = sorted(SHARED.glob("*.jsonl")) if SHARED.is_dir() else []
    if not paths:
        paths = [files("wordproblem.evals").joinpath("gsm8k_parser_dev", "cases.jsonl")]
    lines: list[bytes] = []
    for path in paths:
        lines += path.read_bytes().splitlines(keepends=True)[::EVERY]
    return lines


def results(nlp, lines: list[bytes]) -> dict[str, bytes]:
    """RETURNS (dict[str, bytes]): row id -> its result row as ``wordproblem parse`` writes it."""
    out = io.BytesIO()
    cli.parse_stream(lines, "sample", out, nlp, on_reject=lambda error: None, batch_size=16)
    rows = out.getvalue().splitlines()
    by_id = {str(json.loads(row)["id"]): row for row in rows}
    assert len(by_id) == len(rows), "two rows share an id"
    return by_id


def lift_bounds(monkeypatch) -> None:
    """Read numbers of up to 40 digits, as the int64 test and the worker test do."""
    from wordproblem.models import schema, solver

    monkeypatch.setattr(numbers, "MAX_DIGITS", 40)
    monkeypatch.setattr(numbers, "MAX_VALUE", 10**40)
    monkeypatch.setattr(schema, "MAX_VALUE", 10**40)
    monkeypatch.setattr(solver, "MAX_VALUE", 10**40)


def code(row: bytes) -> str | None:
    """RETURNS (str | None): the abstention code of a result row."""
    return (json.loads(row)["abstention"] or {}).get("code")


def test_every_result_is_the_same_in_another_order_after_other_parses(nlp, monkeypatch):
    extreme = EXTREME.read_bytes().splitlines(keepends=True)
    lines = sample_lines() + extreme
    first = results(nlp, lines)
    assert code(first["big64-a"]) == code(first["big64-b"]) == "out-of-range"
    with monkeypatch.context() as lifted:
        lift_bounds(lifted)
        big = results(nlp, extreme[::-1])  # what another test may run before
    assert "64-bit" in json.loads(big["big64-a"])["abstention"]["message"]  # bounds lifted
    interleaved = lines[1::2][::-1] + lines[::2]
    second = results(nlp, interleaved)
    assert second.keys() == first.keys()
    changed = sorted(key for key in first if first[key] != second[key])
    assert not changed, [(key, code(first[key]), code(second[key])) for key in changed]
