"""What the independent problem suites share: parsing their rows, checking their equations
and their distance from the public corpora, and (``FamilySuite``) a suite of families of
equal size whose near-miss traps say ``trap:`` in their note."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from tests.strict_lists import SHARED, assert_strict, read_rows, report
from tests.test_unseen_problems import (
    classify,
    describe,
    equation_numbers,
    evaluate,
    ngrams,
    text_numbers,
    words,
)

DATA = Path(__file__).parent / "data"
Outcomes = list[tuple[dict[str, Any], str, Any]]


def run_rows(rows: list[dict[str, Any]], nlp: Any = None) -> Outcomes:
    """Parse every problem once, in one batch.

    rows (list[dict]): the suite's rows; nlp (Language | None): the default pipeline if None.
    RETURNS (list[tuple]): (row, outcome, result) per problem, in file order.
    """
    from wordproblem.pipeline import parse_many

    results = parse_many([row["problem"] for row in rows], nlp, batch_size=128)
    return [(row, classify(row, r), r) for row, r in zip(rows, results, strict=True)]


def assert_equations_exact(rows: list[dict[str, Any]]) -> None:
    """Assert that every equation gives its row's answer exactly, from numbers the text states."""
    for row in rows:
        assert evaluate(row["equation"]) == Fraction(str(row["answer"])), row["id"]
        stated = text_numbers(row["problem"])
        missing = [n for n in equation_numbers(row["equation"]) if n not in stated]
        assert not missing, f"{row['id']}: {missing} not in {row['problem']!r}"


@cache
def public_ngrams() -> frozenset[tuple[str, ...]]:
    """RETURNS (frozenset): the word n-grams of every public problem, read once per run."""
    grams: set[tuple[str, ...]] = set()
    for path in sorted(SHARED.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").split("\n"):
            if line.strip():
                grams |= ngrams(words(json.loads(line)["question"]))
    return frozenset(grams)


def assert_not_public_copies(rows: list[dict[str, Any]]) -> None:
    """Assert that no problem shares a run of words with a public problem (skips the test
    when ``../shared/data`` is absent)."""
    if not SHARED.is_dir():
        pytest.skip(f"{SHARED} is not here")
    public = public_ngrams()
    for row in rows:
        shared = ngrams(words(row["problem"])) & public
        assert not shared, f"{row['id']} shares {sorted(shared)[0]} with a public problem"


def assert_distinct_texts(rows: list[dict[str, Any]]) -> None:
    """Assert that no two problems have the same words."""
    texts = [" ".join(words(row["problem"])) for row in rows]
    assert len(set(texts)) == len(texts), "two problems have the same text"


def assert_answer_shape(row: dict[str, Any]) -> None:
    """Assert that the row's problem is a stripped string and its answer a number >= 0,
    an int when whole."""
    assert isinstance(row["problem"], str) and row["problem"] == row["problem"].strip()
    answer = row["answer"]
    assert type(answer) in (int, float) and answer >= 0, row["id"]
    assert not (isinstance(answer, float) and answer.is_integer()), row["id"]


def is_trap(row: dict[str, Any]) -> bool:
    """RETURNS (bool): whether the row is a near-miss trap (its note says ``trap:``)."""
    return row["note"].startswith("trap:")


@dataclass(frozen=True)
class FamilySuite:
    """A suite of ``per_family`` problems in each of ``families``, ids ``PREFIX-001`` ...
    in file order, rows ``id, problem, answer, equation, family, note``.

    stem (str): the file stem in ``tests/data`` (``stem.jsonl``, ``stem_known_wrong.json``).
    prefix (str): the ids' prefix; what (str): the rows' name in reports ("Story problems").
    min_traps (int): the traps each family must hold.
    """

    stem: str
    prefix: str
    families: tuple[str, ...]
    per_family: int
    what: str
    min_traps: int = 0

    KEYS = ("id", "problem", "answer", "equation", "family", "note")

    @property
    def known_wrong(self) -> Path:
        return DATA / f"{self.stem}_known_wrong.json"

    def load(self) -> list[dict[str, Any]]:
        """RETURNS (list[dict]): the rows, in order (ValueError names a bad line)."""
        return read_rows(DATA / f"{self.stem}.jsonl")

    def run(self, nlp: Any = None) -> Outcomes:
        """RETURNS (list[tuple]): (row, outcome, result) per problem, parsed in one batch."""
        return run_rows(self.load(), nlp)

    def table(self, outcomes: Outcomes) -> str:
        """RETURNS (str): a Markdown table of right / wrong / abstained per family."""
        lines = [
            "| family | problems | right | wrong | abstained | traps | traps right |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for family in [*self.families, "all"]:
            mine = [(row, k) for row, k, _ in outcomes if family in ("all", row["family"])]
            kinds = Counter(k for _, k in mine)
            traps = [k for row, k in mine if is_trap(row)]
            lines.append(
                f"| {family} | {len(mine)} | {kinds['right']} | {kinds['wrong']} | "
                f"{kinds['abstained']} | {len(traps)} | {traps.count('right')} |"
            )
        return "\n".join(lines)

    def assert_shape(self) -> None:
        """Assert the documented shape: keys, ids in order, families of equal size, a
        number answer, distinct texts, and ``min_traps`` traps in every family."""
        rows = self.load()
        assert len(rows) == len(self.families) * self.per_family
        for i, row in enumerate(rows, 1):
            assert tuple(row) == self.KEYS, row.get("id", i)
            assert row["id"] == f"{self.prefix}-{i:03d}", row["id"]
            assert_answer_shape(row)
            assert row["family"] in self.families and isinstance(row["note"], str), row["id"]
        counts = Counter(row["family"] for row in rows)
        assert counts == dict.fromkeys(self.families, self.per_family)
        assert_distinct_texts(rows)
        traps = Counter(row["family"] for row in rows if is_trap(row))
        assert all(traps[family] >= self.min_traps for family in self.families), traps

    def assert_parser(self, outcomes: Outcomes) -> None:
        """Assert that every wrong answer, and only those, is on the strict list."""
        assert_strict(outcomes, self.known_wrong, describe)

    def main(self) -> None:
        """Print the per-family table and the wrong answers; ``--write-known-wrong``
        rewrites the list."""
        outcomes = self.run()
        module = f"tests.test_family_suites {self.stem}"
        report(outcomes, self.table(outcomes), self.known_wrong, self.what, module, describe)
