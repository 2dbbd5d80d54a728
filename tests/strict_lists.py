"""Reading the JSONL problem files, strict known-wrong lists and answered pins of the
held-out suites."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

# ../shared/data beside the repository (the public corpora; absent in some checkouts)
SHARED = Path(__file__).resolve().parent.parent.parent / "shared" / "data"
# answered and right counts of today, per corpus and suite: they may only rise (issue 22)
PINS = Path(__file__).resolve().parent / "data" / "answered_pins.json"


def read_rows(path: Path) -> list[dict[str, Any]]:
    """RETURNS (list[dict]): the rows of a JSONL file, in order.

    RAISES ValueError: a line is not JSON (the message names the file and line).
    """
    rows = []
    # split at "\n" only: str.splitlines also splits at U+2028 and others inside a string
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        if line.strip():
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise ValueError(f"{path.name} line {number}: {exc}") from exc
    return rows


def read_known_wrong(path: Path) -> list[str]:
    """RETURNS (list[str]): the ids a strict known-wrong file lists as answered wrong today."""
    return json.loads(path.read_text(encoding="utf-8"))["ids"]


def assert_strict(
    outcomes: list[tuple[dict[str, Any], str, Any]],
    path: Path,
    describe: Callable[[dict[str, Any], Any], str],
) -> None:
    """Assert that the wrong answers are exactly the ids the strict list at ``path`` names.

    outcomes (list[tuple]): (row, "right" | "wrong" | "abstained", result) per problem.
    path (Path): the known-wrong list; it may name each id once, and only ids of rows.
    describe (Callable): (row, result) -> the line that reports a new wrong answer.
    """
    wrong = {row["id"] for row, kind, _ in outcomes if kind == "wrong"}
    known = read_known_wrong(path)
    assert len(known) == len(set(known)), f"{path.name} lists an id twice"
    ids = {row["id"] for row, _, _ in outcomes}
    assert set(known) <= ids, f"unknown ids in {path.name}: {sorted(set(known) - ids)}"
    new = sorted(wrong - set(known))
    details = [describe(row, result) for row, _, result in outcomes if row["id"] in new]
    assert not new, "wrong answers:\n" + "\n".join(details)
    fixed = sorted(set(known) - wrong)
    assert not fixed, f"no longer wrong, remove from {path.name}: {fixed}"


def write_known_wrong(path: Path, ids: list[str], what: str, module: str) -> None:
    """Rewrite the strict list at ``path`` with ``ids`` (sorted), the wrong answers of today.

    what (str): what the rows are ("Probes"); module (str): the suite's module, run as
    ``python -m MODULE --write-known-wrong``.
    """
    note = (
        f"{what} answered wrong today (python -m {module} --write-known-wrong). "
        "Strict: an id that is no longer wrong fails the test."
    )
    text = json.dumps({"note": note, "ids": sorted(ids)}, indent=1) + "\n"
    path.write_text(text, encoding="utf-8")


def report(
    outcomes: list[tuple[dict[str, Any], str, Any]],
    table: str,
    path: Path,
    what: str,
    module: str,
    describe: Callable[[dict[str, Any], Any], str],
) -> None:
    """A suite's ``main``: print its table and a line per wrong answer; with
    ``--write-known-wrong`` on the command line, rewrite its strict list at ``path``.

    outcomes (list): (row, kind, result) per problem, as the suite's ``run`` gives them.
    table (str): the suite's table. what, module: as for ``write_known_wrong``.
    describe (Callable): a wrong answer from its row and result, as ``assert_strict``
        reports it.
    """
    import sys

    print(table)
    for row, kind, result in outcomes:
        if kind == "wrong":
            print("WRONG", describe(row, result))
    if "--write-known-wrong" in sys.argv:
        ids = [row["id"] for row, kind, _ in outcomes if kind == "wrong"]
        write_known_wrong(path, ids, what, module)


def assert_pinned(section: str, name: str, kinds: Iterable[str]) -> None:
    """Assert that a suite answers exactly as many problems, and as many right, as its pins.

    section (str): ``corpora`` or ``suites``, the part of PINS that holds the pin.
    name (str): the file's stem ("addsub", "probes").
    kinds (Iterable[str]): "right", "wrong" or "abstained" per problem.
    """
    pin = json.loads(PINS.read_text(encoding="utf-8"))[section][name]
    counts = Counter(kinds)
    now = {"rows": sum(counts.values()), "answered": counts["right"] + counts["wrong"]}
    now["right"] = counts["right"]
    assert now["rows"] == pin["rows"], f"{name}: {now['rows']} rows, pinned {pin['rows']}"
    lost = [key for key in ("answered", "right") if now[key] < pin[key]]
    assert not lost, f"{name}: answers lost: {now} below the pins {pin} in {PINS.name}"
    assert now == pin, (
        f"{name}: {now} above the pins {pin}: raise the pin in {PINS.name} (it may only rise)"
    )
