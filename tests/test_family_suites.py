"""The five family suites written without reading the parser: it answers right or abstains.

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
  time words), 15 per family;
- ``composed_problems``: multi-step problems that combine kinds of fact (holdings, events,
  transfers, rates, sharing, comparisons, totals, needs, unknown starts, differences), every
  pair of kinds in some row; its rows also list their ``kinds``, and a row whose text does
  not fix a number has answer null (``ComposedSuite``).

Run ``python -m tests.test_family_suites STEM [--write-known-wrong]`` for a suite's
per-family table.
"""

from __future__ import annotations

import itertools
import sys
from collections import Counter
from dataclasses import dataclass
from typing import Any

import pytest

from tests.problem_suites import (
    FamilySuite,
    Outcomes,
    assert_answer_shape,
    assert_distinct_texts,
    assert_equations_exact,
    assert_not_public_copies,
    is_trap,
)
from tests.strict_lists import assert_pinned
from tests.test_unseen_problems import classify

KINDS = frozenset({
    "holding", "change", "transfer", "rate", "share", "compare", "total", "need", "unknown",
    "difference",
})  # fmt: skip


def classify_open(row: dict[str, Any], result: Any) -> str:
    """Classify the parser's result on a row whose answer may be null (no number is fixed).

    row (dict): a problem row; result (ParseResult): the parser's result on its text.
    RETURNS (str): ``right``, ``wrong`` or ``abstained``; any answer to a null row is wrong.
    """
    if row["answer"] is None and result.graph is not None and result.answer is not None:
        return "wrong"
    return "abstained" if row["answer"] is None else classify(row, result)


@dataclass(frozen=True)
class ComposedSuite(FamilySuite):
    """A FamilySuite whose rows also list the ``kinds`` of fact they combine (every pair of
    ``KINDS`` in some row), and whose answer is null, with equation "", where the text does
    not fix a number."""

    KEYS = ("id", "problem", "answer", "equation", "family", "kinds", "note")

    def assert_shape(self) -> None:
        """Assert FamilySuite's shape, null answers allowed, and the kinds of every row."""
        rows = self.load()
        assert len(rows) == len(self.families) * self.per_family
        for i, row in enumerate(rows, 1):
            assert tuple(row) == self.KEYS, row.get("id", i)
            assert row["id"] == f"{self.prefix}-{i:03d}", row["id"]
            if row["answer"] is None:
                assert row["problem"] == row["problem"].strip() and row["equation"] == "", row["id"]
            else:
                assert_answer_shape(row)
            assert row["family"] in self.families and isinstance(row["note"], str), row["id"]
            kinds = row["kinds"]
            assert kinds and len(set(kinds)) == len(kinds) and set(kinds) <= KINDS, row["id"]
        counts = Counter(row["family"] for row in rows)
        assert counts == dict.fromkeys(self.families, self.per_family)
        assert_distinct_texts(rows)
        traps = Counter(row["family"] for row in rows if is_trap(row))
        assert all(traps[family] >= self.min_traps for family in self.families), traps
        pairs = {pair for row in rows for pair in itertools.combinations(sorted(row["kinds"]), 2)}
        assert pairs == set(itertools.combinations(sorted(KINDS), 2)), "a pair of kinds is missing"

    def run(self, nlp: Any = None) -> Outcomes:
        """RETURNS (list[tuple]): (row, outcome, result) per problem, parsed in one batch."""
        from wordproblem.pipeline import parse_many

        rows = self.load()
        results = parse_many([row["problem"] for row in rows], nlp, batch_size=64)
        return [(row, classify_open(row, r), r) for row, r in zip(rows, results, strict=True)]

    def table(self, outcomes: Outcomes) -> str:
        """RETURNS (str): FamilySuite's table with an ``answered`` column and the null rows."""
        lines = [
            "| family | problems | answered | right | wrong | abstained | traps | traps right "
            "| null | null abstained |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for family in [*self.families, "all"]:
            mine = [(row, k) for row, k, _ in outcomes if family in ("all", row["family"])]
            kinds = Counter(k for _, k in mine)
            traps = [k for row, k in mine if is_trap(row)]
            null = [k for row, k in mine if row["answer"] is None]
            lines.append(
                f"| {family} | {len(mine)} | {kinds['right'] + kinds['wrong']} | "
                f"{kinds['right']} | {kinds['wrong']} | {kinds['abstained']} | {len(traps)} | "
                f"{traps.count('right')} | {len(null)} | {null.count('abstained')} |"
            )
        return "\n".join(lines)


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
        ComposedSuite(
            stem="composed_problems",
            prefix="c",
            families=(
                "rate-and-change", "compare-and-total", "compare-chain", "share-and-change",
                "need-and-rate", "unknown-and-rate", "distractors", "question-forms",
            ),
            per_family=25,
            what="Composed problems",
            min_traps=5,
        ),
    )
}  # fmt: skip


@pytest.fixture(scope="module", params=list(SUITES))
def suite(request) -> FamilySuite:
    return SUITES[request.param]


def test_rows_have_the_documented_shape(suite):
    suite.assert_shape()


def test_every_equation_gives_the_stated_answer_from_stated_numbers(suite):
    rows = suite.load()
    assert all(row["equation"] == "" for row in rows if row["answer"] is None)
    assert_equations_exact([row for row in rows if row["answer"] is not None])


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
