"""Mixed textbook problems written without reading the parser: it answers right or abstains.

``tests/data/mixed_problems.jsonl`` holds 200 problems in the style of ASDiv-A and MAWPS, in
eight families of 25 (measures with units, numbers as words or with separators, pronoun
chains, present-tense stories, conditionals and the future, containers and places, relative
clauses and participles, plain controls), about a quarter of each family a near-miss trap
whose ``note`` starts with ``trap:`` (see ``mixed_problems.md``). The file was written and
committed before the parser ever read it. The checks of the rows and the scoring are those
of ``test_unseen_problems``; ``mixed_problems_known_wrong.json`` is strict (it may only
shrink).

Run ``python -m tests.test_mixed_problems [--write-known-wrong]`` for the per-family table.
"""

from __future__ import annotations

import json
from collections import Counter
from fractions import Fraction
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
PROBLEMS = DATA / "mixed_problems.jsonl"
KNOWN_WRONG = DATA / "mixed_problems_known_wrong.json"
KEYS = ["id", "problem", "answer", "equation", "family", "note"]
FAMILIES = (
    "measures", "numerals", "pronoun-chains", "narrative-present", "conditional-and-future",
    "containers-and-places", "relative-and-participle", "plain-control",
)  # fmt: skip
PER_FAMILY = 25


def load_problems() -> list[dict[str, Any]]:
    """RETURNS (list[dict]): the rows of the file, in order (ValueError names a bad line)."""
    return read_rows(PROBLEMS)


def is_trap(row: dict[str, Any]) -> bool:
    """RETURNS (bool): whether the row is a near-miss trap (its note says ``trap:``)."""
    return row["note"].startswith("trap:")


def run(nlp: Any = None) -> list[tuple[dict[str, Any], str, Any]]:
    """RETURNS (list[tuple]): (row, outcome, result) per problem, parsed in one batch."""
    from wordproblem.pipeline import parse_many

    rows = load_problems()
    results = parse_many([row["problem"] for row in rows], nlp, batch_size=128)
    return [(row, classify(row, r), r) for row, r in zip(rows, results, strict=True)]


def table(outcomes: list[tuple[dict[str, Any], str, Any]]) -> str:
    """RETURNS (str): a Markdown table of right / wrong / abstained per family."""
    lines = [
        "| family | problems | right | wrong | abstained | traps | traps right |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for family in [*FAMILIES, "all"]:
        mine = [(row, k) for row, k, _ in outcomes if family in ("all", row["family"])]
        kinds = Counter(k for _, k in mine)
        traps = [k for row, k in mine if is_trap(row)]
        lines.append(
            f"| {family} | {len(mine)} | {kinds['right']} | {kinds['wrong']} | "
            f"{kinds['abstained']} | {len(traps)} | {traps.count('right')} |"
        )
    return "\n".join(lines)


def test_rows_have_the_documented_shape():
    rows = load_problems()
    assert len(rows) == len(FAMILIES) * PER_FAMILY
    for i, row in enumerate(rows, 1):
        assert list(row) == KEYS, row.get("id", i)
        assert row["id"] == f"a-{i:03d}", row["id"]
        assert isinstance(row["problem"], str) and row["problem"] == row["problem"].strip()
        answer = row["answer"]
        assert type(answer) in (int, float) and answer >= 0, row["id"]
        assert not (isinstance(answer, float) and answer.is_integer()), row["id"]
        assert row["family"] in FAMILIES and isinstance(row["note"], str), row["id"]
    assert Counter(row["family"] for row in rows) == dict.fromkeys(FAMILIES, PER_FAMILY)
    texts = [" ".join(words(row["problem"])) for row in rows]
    assert len(set(texts)) == len(texts), "two problems have the same text"


def test_each_family_has_its_traps():
    traps = Counter(row["family"] for row in load_problems() if is_trap(row))
    assert all(traps[family] >= 5 for family in FAMILIES), traps


def test_every_equation_gives_the_stated_answer_from_stated_numbers():
    for row in load_problems():
        assert evaluate(row["equation"]) == Fraction(str(row["answer"])), row["id"]
        stated = text_numbers(row["problem"])
        missing = [n for n in equation_numbers(row["equation"]) if n not in stated]
        assert not missing, f"{row['id']}: {missing} not in {row['problem']!r}"


def test_texts_are_not_copies_of_public_problems():
    if not SHARED.is_dir():
        pytest.skip(f"{SHARED} is not here")
    public: set[tuple[str, ...]] = set()
    for path in sorted(SHARED.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").split("\n"):
            if line.strip():
                public |= ngrams(words(json.loads(line)["question"]))
    for row in load_problems():
        shared = ngrams(words(row["problem"])) & public
        assert not shared, f"{row['id']} shares {sorted(shared)[0]} with a public problem"


@pytest.fixture(scope="module")
def outcomes(nlp) -> list[tuple[dict[str, Any], str, Any]]:
    return run(nlp)


def test_parser_answers_right_or_abstains(outcomes):
    assert_strict(outcomes, KNOWN_WRONG, describe)


def main() -> None:
    """Print the per-family table and the wrong answers; ``--write-known-wrong`` rewrites
    the list."""
    outcomes = run()
    report(
        outcomes,
        table(outcomes),
        KNOWN_WRONG,
        "Mixed problems",
        "tests.test_mixed_problems",
        describe,
    )


if __name__ == "__main__":
    main()
