"""The four family suites written without reading the parser: it answers right or abstains.

Each suite is a file of ``tests/data`` written by a helper who never read the rules, the
public corpora or the other suites, and committed before the parser first read it; its
``.md`` says how it was made. Every suite has eight families of equal size, ids
``PREFIX-001`` on, near-miss traps whose ``note`` starts with ``trap:``, and a strict
``STEM_known_wrong.json`` (it may only shrink):

- ``story_problems``: transfers among three people, several kinds of things, distractor
  numbers, time sequences, totals, start or change unknowns, money, plain controls;
- ``mixed_problems``: in the style of ASDiv-A and MAWPS: measures with units, numbers as
  words or with separators, pronoun chains, present-tense stories, conditionals and the
  future, containers and places, relative clauses and participles, plain controls;
- ``twostep_problems``: in the style of MultiArith and ASDiv: equal groups, unit prices,
  equal groups then a change, sharing, times and more/fewer comparisons, part-whole, plain
  controls;
- ``easy_gsm_problems``: the easiest GSM8K style (adult-world settings, money with cents,
  time words), 15 per family.

Run ``python -m tests.test_family_suites STEM [--write-known-wrong]`` for a suite's
per-family table.
"""

from __future__ import annotations

import sys

import pytest

from tests.problem_suites import FamilySuite, assert_equations_exact, assert_not_public_copies
from tests.strict_lists import assert_pinned

SUITES = {
    suite.stem: suite
    for suite in (
        FamilySuite(
            stem="story_problems",
            prefix="s",
            families=(
                "transfer-three", "multi-object", "distractor-number", "time-sequence",
                "in-all", "start-or-change-unknown", "money", "plain-control",
            ),
            per_family=25,
            what="Story problems",
            min_traps=5,
        ),
        FamilySuite(
            stem="mixed_problems",
            prefix="a",
            families=(
                "measures", "numerals", "pronoun-chains", "narrative-present",
                "conditional-and-future", "containers-and-places", "relative-and-participle",
                "plain-control",
            ),
            per_family=25,
            what="Mixed problems",
            min_traps=5,
        ),
        FamilySuite(
            stem="twostep_problems",
            prefix="m",
            families=(
                "equal-groups", "unit-price", "groups-then-change", "sharing",
                "times-comparison", "more-fewer-than", "part-whole", "plain-control",
            ),
            per_family=25,
            what="Two-step problems",
        ),
        FamilySuite(
            stem="easy_gsm_problems",
            prefix="e",
            families=(
                "shopping", "savings-and-earnings", "collections", "work-and-school", "food",
                "transport", "garden-and-farm", "plain-control",
            ),
            per_family=15,
            what="Easy GSM-style problems",
        ),
    )
}  # fmt: skip


@pytest.fixture(scope="module", params=list(SUITES))
def suite(request) -> FamilySuite:
    return SUITES[request.param]


def test_rows_have_the_documented_shape(suite):
    suite.assert_shape()


def test_every_equation_gives_the_stated_answer_from_stated_numbers(suite):
    assert_equations_exact(suite.load())


def test_texts_are_not_copies_of_public_problems(suite):
    assert_not_public_copies(suite.load())


@pytest.fixture(scope="module")
def outcomes(suite, nlp):
    return suite.run(nlp)


def test_parser_answers_right_or_abstains(suite, outcomes):
    suite.assert_parser(outcomes)


def test_answered_and_right_counts_hold_their_pins(suite, outcomes):
    assert_pinned("suites", suite.stem, [kind for _, kind, _ in outcomes])


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in SUITES:
        sys.exit(
            f"usage: python -m tests.test_family_suites {{{','.join(SUITES)}}} [--write-known-wrong]"
        )
    SUITES[sys.argv[1]].main()
