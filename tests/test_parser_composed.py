"""End to end: problems whose facts are of several families, read into one graph.

The reader reads every clause into facts and lets the equations decide (decision 0011):
a share of what is left after events is a schema v3 reference to the holding; its
near misses abstain with the code of what they lack. Every phrasing is written for this
file; the answers were worked out by hand.
"""

from __future__ import annotations

import pytest
from wordproblem.pipeline import parse


def _outcome(nlp, text: str) -> str | float:
    """RETURNS: the abstention code, or the answer's value."""
    result = parse(text, nlp)
    if result.abstention is not None:
        return result.abstention.code
    assert result.answer is not None
    return result.answer.value


# groups of a stated size, the total what is left after events (decision 0010 rule 6)
PACKED_REST = [
    (
        "Nadia baked 40 cookies. She ate 4 cookies and put the rest into bags with 6 in each "
        "bag. How many bags did she fill?",
        6,
    ),
    (
        "Theo picked 50 plums. He gave 14 plums to his aunt and packed the rest into boxes with "
        "9 plums in each box. How many boxes did Theo pack?",
        4,
    ),
    (
        "Rosa had 35 stickers. She lost 3 stickers, then sorted the remaining stickers into "
        "piles with 8 in each pile. How many piles did she make?",
        4,
    ),
    (
        "Omar has 28 marbles. He puts them into jars with 7 marbles in each jar. How many jars "
        "does he use?",
        4,
    ),
    ("Ivy packs 24 eggs in boxes of 6. How many boxes does she fill?", 4),
]

PACKED_NEAR_MISSES = [
    # what is left does not fill whole bags: no remainder is asked
    (
        "Nadia baked 40 cookies. She ate 5 cookies and put the rest into bags with 6 in each "
        "bag. How many bags did she fill?",
        "not-whole",
    ),
    # the question asks the things, not the groups
    (
        "Nadia baked 40 cookies. She ate 4 cookies and put the rest into bags with 6 in each "
        "bag. How many cookies did she eat?",
        "rate",
    ),
    # the rest of a holding the text never states
    (
        "Nadia ate 4 cookies and put the rest into bags with 6 in each bag. How many bags did "
        "she fill?",
        "rate",
    ),
]


@pytest.mark.parametrize(("text", "answer"), PACKED_REST)
def test_groups_of_a_stated_size_of_what_is_left(nlp, text, answer):
    assert _outcome(nlp, text) == answer


@pytest.mark.parametrize(("text", "code"), PACKED_NEAR_MISSES)
def test_groups_of_a_stated_size_near_misses_abstain(nlp, text, code):
    assert _outcome(nlp, text) == code
