"""An independent suite of grade 2-4 one- and two-step problems, written without the parser.

``tests/data/twostep_problems.jsonl`` holds 200 problems in the style of MultiArith and
ASDiv, 25 in each of eight families (equal groups, unit prices, equal groups then a change,
sharing, times comparisons, more/fewer comparisons, part-whole and plain controls), about a
quarter of each family near-miss traps (see ``twostep_problems.md``). It was written and
committed before the parser read it, by an author who had not read the parser's rules. The
row checks and scoring reuse ``test_unseen_problems``;
``twostep_problems_known_wrong.json`` is strict (it may only shrink).

Run ``python -m tests.test_twostep_problems [--write-known-wrong]`` for the per-family table.
"""

from __future__ import annotations

import pytest

from tests.problem_suites import FamilySuite, assert_equations_exact, assert_not_public_copies

SUITE = FamilySuite(
    stem="twostep_problems",
    prefix="m",
    families=(
        "equal-groups", "unit-price", "groups-then-change", "sharing", "times-comparison",
        "more-fewer-than", "part-whole", "plain-control",
    ),
    per_family=25,
    what="Two-step problems",
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
