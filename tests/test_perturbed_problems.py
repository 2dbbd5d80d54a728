"""A perturbation suite in the style of SVAMP: 40 simple problems, each in six variants.

``tests/data/perturbed_problems.jsonl`` holds 240 problems written by hand by someone who had
not read the parser (see ``perturbed_problems.md``): each base problem (one or two steps of
+ - x /) comes with five variations of it: the question asks another quantity, an unused
number is added, sentences are reordered, the roles are swapped, or a verb is changed so the
operation flips. The checks of the rows and the scoring are those of
``test_unseen_problems``; ``perturbed_problems_known_wrong.json`` is strict (it may only
shrink).

Run ``python -m tests.test_perturbed_problems [--write-known-wrong]`` for the per-variation
table.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tests.problem_suites import (
    assert_answer_shape,
    assert_distinct_texts,
    assert_equations_exact,
    assert_not_public_copies,
    run_rows,
)
from tests.strict_lists import assert_pinned, assert_strict, read_rows, report
from tests.test_unseen_problems import describe, words

DATA = Path(__file__).parent / "data"
PROBLEMS = DATA / "perturbed_problems.jsonl"
KNOWN_WRONG = DATA / "perturbed_problems_known_wrong.json"
KEYS = ["id", "problem", "answer", "equation", "base", "variation", "note"]
VARIATIONS = (
    "base", "question-swap", "irrelevant-info", "order-swap", "role-swap", "verb-change",
)  # fmt: skip
BASES = 40


def load_problems() -> list[dict[str, Any]]:
    """RETURNS (list[dict]): the rows of the file, in order (ValueError names a bad line)."""
    return read_rows(PROBLEMS)


def run(nlp: Any = None) -> list[tuple[dict[str, Any], str, Any]]:
    """RETURNS (list[tuple]): (row, outcome, result) per problem, parsed in one batch."""
    return run_rows(load_problems(), nlp)


def table(outcomes: list[tuple[dict[str, Any], str, Any]]) -> str:
    """RETURNS (str): a Markdown table of right / wrong / abstained per variation."""
    lines = [
        "| variation | problems | right | wrong | abstained |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for variation in [*VARIATIONS, "all"]:
        kinds = Counter(k for row, k, _ in outcomes if variation in ("all", row["variation"]))
        lines.append(
            f"| {variation} | {sum(kinds.values())} | {kinds['right']} | {kinds['wrong']} | "
            f"{kinds['abstained']} |"
        )
    return "\n".join(lines)


# --- the data file ---------------------------------------------------------------------


def test_rows_have_the_documented_shape():
    rows = load_problems()
    assert len(rows) == BASES * len(VARIATIONS)
    for i, row in enumerate(rows, 1):
        assert list(row) == KEYS, row.get("id", i)
        assert row["id"] == f"v-{i:03d}", row["id"]
        assert_answer_shape(row)
        assert isinstance(row["note"], str), row["id"]
        # the six variants of a base are consecutive, in the documented order
        base, position = divmod(i - 1, len(VARIATIONS))
        assert row["base"] == f"b-{base + 1:02d}", row["id"]
        assert row["variation"] == VARIATIONS[position], row["id"]
    per_base = Counter(row["base"] for row in rows)
    assert per_base == {f"b-{b:02d}": len(VARIATIONS) for b in range(1, BASES + 1)}
    assert Counter(row["variation"] for row in rows) == dict.fromkeys(VARIATIONS, BASES)
    assert_distinct_texts(rows)


def test_every_equation_gives_the_stated_answer_from_stated_numbers():
    assert_equations_exact(load_problems())


def test_a_variant_changes_the_base_problem():
    rows = load_problems()
    for start in range(0, len(rows), len(VARIATIONS)):
        base, *variants = rows[start : start + len(VARIATIONS)]
        for row in variants:
            assert words(row["problem"]) != words(base["problem"]), row["id"]
            if row["variation"] in ("role-swap", "verb-change"):
                # the operation flips, so the answer must differ from the base's
                assert row["answer"] != base["answer"], row["id"]


def test_texts_are_not_copies_of_public_problems():
    assert_not_public_copies(load_problems())


# --- the parser ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def outcomes(nlp) -> list[tuple[dict[str, Any], str, Any]]:
    return run(nlp)


def test_parser_answers_right_or_abstains(outcomes):
    assert_strict(outcomes, KNOWN_WRONG, describe)


def test_answered_and_right_counts_hold_their_pins(outcomes):
    assert_pinned("suites", "perturbed_problems", [kind for _, kind, _ in outcomes])


def main() -> None:
    """Print the per-variation table and the wrong answers; ``--write-known-wrong`` rewrites
    the list."""
    outcomes = run()
    report(
        outcomes,
        table(outcomes),
        KNOWN_WRONG,
        "Perturbed problems",
        "tests.test_perturbed_problems",
        describe,
    )


if __name__ == "__main__":
    main()
