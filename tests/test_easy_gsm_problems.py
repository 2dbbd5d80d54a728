"""Easy GSM8K-style problems written without reading the parser: it answers right or abstains.

``tests/data/easy_gsm_problems.jsonl`` holds 120 one- and two-step problems in the style of
the easiest GSM8K problems (adult-world settings, names, money with cents, time words), in
eight families of 15 with near-miss traps (see ``easy_gsm_problems.md``). It was written and
committed before the parser ever read it. The checks of the rows and the scoring are those
of ``test_unseen_problems``; ``easy_gsm_problems_known_wrong.json`` is strict (it may only
shrink).

Run ``python -m tests.test_easy_gsm_problems [--write-known-wrong]`` for the per-family table.
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
PROBLEMS = DATA / "easy_gsm_problems.jsonl"
KNOWN_WRONG = DATA / "easy_gsm_problems_known_wrong.json"
KEYS = ["id", "problem", "answer", "equation", "family", "note"]
FAMILIES = (
    "shopping", "savings-and-earnings", "collections", "work-and-school", "food",
    "transport", "garden-and-farm", "plain-control",
)  # fmt: skip
PER_FAMILY = 15


def load_problems() -> list[dict[str, Any]]:
    """RETURNS (list[dict]): the rows of the file, in order (ValueError names a bad line)."""
    return read_rows(PROBLEMS)


def run(nlp: Any = None) -> list[tuple[dict[str, Any], str, Any]]:
    """RETURNS (list[tuple]): (row, outcome, result) per problem, parsed in one batch."""
    from wordproblem.pipeline import parse_many

    rows = load_problems()
    results = parse_many([row["problem"] for row in rows], nlp, batch_size=128)
    return [(row, classify(row, r), r) for row, r in zip(rows, results, strict=True)]


def table(outcomes: list[tuple[dict[str, Any], str, Any]]) -> str:
    """RETURNS (str): a Markdown table of right / wrong / abstained per family."""
    lines = [
        "| family | problems | right | wrong | abstained |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for family in [*FAMILIES, "all"]:
        kinds = Counter(k for row, k, _ in outcomes if family in ("all", row["family"]))
        lines.append(
            f"| {family} | {sum(kinds.values())} | {kinds['right']} | {kinds['wrong']} | "
            f"{kinds['abstained']} |"
        )
    return "\n".join(lines)


def test_rows_have_the_documented_shape():
    rows = load_problems()
    for i, row in enumerate(rows, 1):
        assert list(row) == KEYS, row.get("id", i)
        assert row["id"] == f"e-{i:03d}", row["id"]
        assert isinstance(row["problem"], str) and row["problem"] == row["problem"].strip()
        assert type(row["answer"]) in (int, float) and row["answer"] >= 0, row["id"]
        if isinstance(row["answer"], float):
            assert not row["answer"].is_integer(), f"{row['id']}: a whole answer is an int"
        assert row["family"] in FAMILIES and isinstance(row["note"], str), row["id"]
    assert Counter(row["family"] for row in rows) == dict.fromkeys(FAMILIES, PER_FAMILY)
    texts = [" ".join(words(row["problem"])) for row in rows]
    assert len(set(texts)) == len(texts), "two problems have the same text"


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
        "Easy GSM-style problems",
        "tests.test_easy_gsm_problems",
        describe,
    )


if __name__ == "__main__":
    main()
