"""A second held-out set, written in session 4 by someone who had not read the rules.

``tests/data/heldout_problems.jsonl`` holds 240 problems in eight families: the v2
constructions the session's rule work targeted (differences of measures, needs, tallies,
start unknowns, part-whole, multiplicative comparisons, equal groups) and plain controls,
each with near-miss traps (see ``heldout_problems.md``). It was fixed before the parser ever
read it, and the rule writers never saw it: it grades their rules on problems they did not
tune to. The checks of the rows and the scoring are those of ``test_unseen_problems``;
``heldout_problems_known_wrong.json`` is strict (it may only shrink).

Run ``python -m tests.test_heldout_problems [--write-known-wrong]`` for the per-family table.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tests.problem_suites import (
    assert_distinct_texts,
    assert_equations_exact,
    assert_not_public_copies,
    run_rows,
)
from tests.strict_lists import assert_pinned, assert_strict, read_rows, report
from tests.test_unseen_problems import describe

DATA = Path(__file__).parent / "data"
PROBLEMS = DATA / "heldout_problems.jsonl"
KNOWN_WRONG = DATA / "heldout_problems_known_wrong.json"
KEYS = ["id", "problem", "answer", "equation", "style", "family", "trap", "note"]
FAMILIES = (
    "difference-of-measures", "need", "tally", "start-unknown", "part-whole", "times",
    "each-group", "plain",
)  # fmt: skip
STYLES = frozenset({"addsub", "singleop", "singleeq", "multiarith"})


def load_problems() -> list[dict[str, Any]]:
    """RETURNS (list[dict]): the rows of the file, in order (ValueError names a bad line)."""
    return read_rows(PROBLEMS)


def run(nlp: Any = None) -> list[tuple[dict[str, Any], str, Any]]:
    """RETURNS (list[tuple]): (row, outcome, result) per problem, parsed in one batch."""
    return run_rows(load_problems(), nlp)


def table(outcomes: list[tuple[dict[str, Any], str, Any]]) -> str:
    """RETURNS (str): a Markdown table of right / wrong / abstained per family."""
    lines = [
        "| family | problems | right | wrong | abstained | traps answered right |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for family in [*FAMILIES, "all"]:
        mine = [(row, k) for row, k, _ in outcomes if family in ("all", row["family"])]
        kinds = Counter(k for _, k in mine)
        traps = sum(1 for row, k in mine if row["trap"] and k == "right")
        lines.append(
            f"| {family} | {len(mine)} | {kinds['right']} | {kinds['wrong']} | "
            f"{kinds['abstained']} | {traps} |"
        )
    return "\n".join(lines)


def test_rows_have_the_documented_shape():
    rows = load_problems()
    for i, row in enumerate(rows, 1):
        assert list(row) == KEYS, row.get("id", i)
        assert row["id"] == f"h-{i:03d}", row["id"]
        assert isinstance(row["problem"], str) and row["problem"] == row["problem"].strip()
        assert type(row["answer"]) in (int, float) and row["answer"] >= 0, row["id"]
        assert row["style"] in STYLES and row["family"] in FAMILIES, row["id"]
        assert isinstance(row["trap"], bool) and isinstance(row["note"], str), row["id"]
        assert not row["trap"] or row["note"], f"{row['id']}: a trap says which reading"
    assert Counter(row["family"] for row in rows) == dict.fromkeys(FAMILIES, 30)
    assert_distinct_texts(rows)


def test_every_equation_gives_the_stated_answer_from_stated_numbers():
    assert_equations_exact(load_problems())


def test_texts_are_not_copies_of_public_problems():
    assert_not_public_copies(load_problems())


@pytest.fixture(scope="module")
def outcomes(nlp) -> list[tuple[dict[str, Any], str, Any]]:
    return run(nlp)


def test_parser_answers_right_or_abstains(outcomes):
    assert_strict(outcomes, KNOWN_WRONG, describe)


def test_answered_and_right_counts_hold_their_pins(outcomes):
    assert_pinned("suites", "heldout_problems", [kind for _, kind, _ in outcomes])


def main() -> None:
    """Print the per-family table and the wrong answers; ``--write-known-wrong`` rewrites
    the list."""
    outcomes = run()
    report(
        outcomes,
        table(outcomes),
        KNOWN_WRONG,
        "Held-out problems",
        "tests.test_heldout_problems",
        describe,
    )


if __name__ == "__main__":
    main()
