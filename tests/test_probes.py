"""Adversarial probes written from outside the parser: it answers right or abstains.

``tests/data/probes.jsonl`` holds short problems built to trip a reader that keys on verbs
and numbers: past perfect told after a holding, counts inside containers, reported speech,
numeric bounds, ellipsis and gapping, relative partitives, odd numerals, habits, prices
``apiece`` and more (see ``probes.md``). Each row carries a hand-worked ``answer``, or
``null`` when the text does not determine one and only an abstention is right. Answers are
compared exactly. A wrong answer fails, except for the ids in ``probes_known_wrong.json``,
with strict semantics: a listed id that is no longer wrong fails too, so the list only
shrinks.

Run ``python -m tests.test_probes [--write-known-wrong]`` for the per-family table.
"""

from __future__ import annotations

import re
from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from tests.strict_lists import assert_pinned, assert_strict, read_known_wrong, read_rows, report

DATA = Path(__file__).parent / "data"
PROBES = DATA / "probes.jsonl"
KNOWN_WRONG = DATA / "probes_known_wrong.json"

KEYS = ["id", "problem", "answer", "family", "note"]
SLUG = re.compile(r"[a-z]+(?:-[a-z]+)*")
MIN_PROBES = 150
MIN_FAMILIES = 20
MIN_PER_FAMILY = 4
OUTCOMES = ("right", "wrong", "abstained")


def load_probes() -> list[dict[str, Any]]:
    """RETURNS (list[dict]): the rows of the file, in order (ValueError names a bad line)."""
    return read_rows(PROBES)


def load_known_wrong() -> list[str]:
    """RETURNS (list[str]): the ids listed as answered wrong today."""
    return read_known_wrong(KNOWN_WRONG)


def exact(value: int | float) -> Fraction:
    """RETURNS (Fraction): a number read from its shortest decimal form (0.1 is 1/10)."""
    return Fraction(str(value))


def classify(row: dict[str, Any], result: Any) -> str:
    """Compare the parser's answer with the probe's, exactly (units are not compared).

    row (dict): a probe row; ``answer`` None means only an abstention is right.
    result (ParseResult): the parser's result on its text.
    RETURNS (str): ``right``, ``wrong`` or ``abstained``.
    """
    if result.graph is None or result.answer is None:
        return "abstained"
    if row["answer"] is None:
        return "wrong"
    return "right" if exact(result.answer.value) == exact(row["answer"]) else "wrong"


def run(nlp: Any = None) -> list[tuple[dict[str, Any], str, Any]]:
    """Parse every probe once, in one batch.

    nlp (Language | None): the pipeline; the default one when None.
    RETURNS (list[tuple]): (row, outcome, result) per probe, in file order.
    """
    from wordproblem.pipeline import parse_many

    rows = load_probes()
    results = parse_many([row["problem"] for row in rows], nlp, batch_size=128)
    return [(row, classify(row, r), r) for row, r in zip(rows, results, strict=True)]


def table(outcomes: list[tuple[dict[str, Any], str, Any]]) -> str:
    """RETURNS (str): a Markdown table of probes / wrong / abstained / right per family."""
    lines = [
        "| family | probes | wrong today | abstained | right |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    families = list(dict.fromkeys(row["family"] for row, _, _ in outcomes))
    for family in [*families, "all"]:
        kinds = Counter(k for row, k, _ in outcomes if family in ("all", row["family"]))
        name = "**all**" if family == "all" else f"`{family}`"
        lines.append(
            f"| {name} | {sum(kinds.values())} | {kinds['wrong']} | "
            f"{kinds['abstained']} | {kinds['right']} |"
        )
    return "\n".join(lines)


# --- the data file ---------------------------------------------------------------------


def test_rows_have_the_documented_shape():
    rows = load_probes()
    for i, row in enumerate(rows, 1):
        assert list(row) == KEYS, row.get("id", i)
        assert row["id"] == f"p-{i:03d}", row["id"]
        assert isinstance(row["problem"], str) and row["problem"] == row["problem"].strip()
        assert row["problem"] and "\n" not in row["problem"], row["id"]
        answer = row["answer"]
        if answer is not None:
            assert type(answer) in (int, float) and answer >= 0, row["id"]
            assert not (isinstance(answer, float) and answer.is_integer()), row["id"]
        assert isinstance(row["family"], str) and SLUG.fullmatch(row["family"]), row["id"]
        note = row["note"]
        assert isinstance(note, str) and note.strip() == note and note, row["id"]
        assert "\n" not in note, row["id"]
    texts = [" ".join(row["problem"].split()) for row in rows]
    assert len(set(texts)) == len(texts), "two probes have the same text"


def test_the_mix_is_wide_enough():
    rows = load_probes()
    families = Counter(row["family"] for row in rows)
    assert len(rows) >= MIN_PROBES
    assert len(families) >= MIN_FAMILIES
    thin = {name: n for name, n in families.items() if n < MIN_PER_FAMILY}
    assert not thin, f"families with fewer than {MIN_PER_FAMILY} probes: {thin}"
    # Families are contiguous blocks, so the file reads family by family.
    order = [row["family"] for row in rows]
    blocks = [name for i, name in enumerate(order) if i == 0 or order[i - 1] != name]
    assert len(blocks) == len(families), "a family's probes are split in the file"


def test_the_known_wrong_list_is_well_formed():
    known = load_known_wrong()
    assert known == sorted(known), f"{KNOWN_WRONG.name} is not sorted"
    assert len(known) == len(set(known)), f"{KNOWN_WRONG.name} lists an id twice"
    ids = {row["id"] for row in load_probes()}
    assert set(known) <= ids, f"unknown ids in {KNOWN_WRONG.name}: {sorted(set(known) - ids)}"


def test_classify_compares_exactly():
    class Answer:
        def __init__(self, value):
            self.value = value

    class Result:
        def __init__(self, value, graph=True):
            self.graph = graph if value is not None else None
            self.answer = Answer(value) if value is not None else None

    assert classify({"answer": 4.5}, Result(4.5)) == "right"
    assert classify({"answer": 4.5}, Result(4.5000001)) == "wrong"
    assert classify({"answer": 13}, Result(13.0)) == "right"
    assert classify({"answer": 13}, Result(12)) == "wrong"
    assert classify({"answer": None}, Result(10)) == "wrong"
    assert classify({"answer": None}, Result(None)) == "abstained"
    assert classify({"answer": 7}, Result(None)) == "abstained"


# --- the parser ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def outcomes(nlp) -> list[tuple[dict[str, Any], str, Any]]:
    return run(nlp)


def _describe(row: dict[str, Any], result: Any) -> str:
    expected = row["answer"] if row["answer"] is not None else "an abstention"
    return (
        f"{row['id']} [{row['family']}]: {row['problem']} -> {result.answer} (expected {expected})"
    )


def test_parser_answers_right_or_abstains(outcomes):
    assert_strict(outcomes, KNOWN_WRONG, _describe)


def test_answered_and_right_counts_hold_their_pins(outcomes):
    assert_pinned("suites", "probes", [kind for _, kind, _ in outcomes])


def main() -> None:
    """Print the per-family table and the wrong answers; ``--write-known-wrong`` rewrites the list."""
    outcomes = run()
    report(outcomes, table(outcomes), KNOWN_WRONG, "Probes", "tests.test_probes", _describe)


if __name__ == "__main__":
    main()
