"""Story problems written without reading the parser: it answers right or abstains.

``tests/data/story_problems.jsonl`` holds 200 problems in eight families of 25 (transfers
among three people, several kinds of things, distractor numbers, time sequences, totals,
start or change unknowns, money, plain controls), about a quarter of each family a
near-miss trap whose ``note`` starts with ``trap:`` (see ``story_problems.md``). The file
was written and committed before the parser ever read it. The checks of the rows and the
scoring are those of ``test_unseen_problems``; ``story_problems_known_wrong.json`` is
strict (it may only shrink).

Run ``python -m tests.test_story_problems [--write-known-wrong]`` for the per-family table.
"""

from __future__ import annotations

import pytest

from tests.problem_suites import FamilySuite, assert_equations_exact, assert_not_public_copies

SUITE = FamilySuite(
    stem="story_problems",
    prefix="s",
    families=(
        "transfer-three", "multi-object", "distractor-number", "time-sequence", "in-all",
        "start-or-change-unknown", "money", "plain-control",
    ),
    per_family=25,
    what="Story problems",
    min_traps=5,
)  # fmt: skip


def test_rows_have_the_documented_shape():
    SUITE.assert_shape()


def test_every_equation_gives_the_stated_answer_from_stated_numbers():
    assert_equations_exact(SUITE.load())


def test_texts_are_not_copies_of_public_problems():
    assert_not_public_copies(SUITE.load())


@pytest.fixture(scope="module")
def outcomes(nlp):
    return SUITE.run(nlp)


def test_parser_answers_right_or_abstains(outcomes):
    SUITE.assert_parser(outcomes)


if __name__ == "__main__":
    SUITE.main()
