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

import pytest

from tests.problem_suites import FamilySuite, assert_equations_exact, assert_not_public_copies

SUITE = FamilySuite(
    stem="easy_gsm_problems",
    prefix="e",
    families=(
        "shopping", "savings-and-earnings", "collections", "work-and-school", "food",
        "transport", "garden-and-farm", "plain-control",
    ),
    per_family=15,
    what="Easy GSM-style problems",
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
