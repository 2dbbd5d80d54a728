"""End to end: a start the text never states, asked by the question (schema v2).

"Kim lost 5 marbles. Now she has 12 marbles. How many marbles did Kim have at first?"
states no start at all; the v2 graph is an unstated ``has`` of the asked holding, the
events, and the later holding that fixes it (decision 0006, ``unknown-start``). Every
phrasing is written for this file and its answer worked out by hand; the near misses
leave the start unfixed, ask it of someone else or at another time, or ask something else.
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


STARTS = [
    ("Kim lost 5 marbles. Now she has 12 marbles. How many marbles did Kim have at first?", 17),
    (
        "A bakery sold 28 muffins in the morning. It baked 15 more muffins at noon. Now the "
        "bakery has 40 muffins. How many muffins did the bakery have originally?",
        53,
    ),
    (
        "Priya spent 7 dollars on a book. Now she has 12 dollars. How much money did Priya "
        "have before buying the book?",
        19,
    ),
    (
        "Leo found 6 shells on Monday. He lost 2 shells on Tuesday. Now he has 20 shells. "
        "How many shells did Leo have before Monday?",
        16,
    ),
    (
        "Nina received 9 stickers from Tom. Nina now has 30 stickers. How many stickers did "
        "Nina have in the beginning?",
        21,
    ),
    ("Tom gave Sam 3 apples. Tom now has 10 apples. How many apples did Tom start with?", 13),
    ("Kim lost 5 marbles. She had 12 marbles left. How many marbles did Kim have at first?", 17),
    (
        "Kim lost 5 marbles. Now she has 12 marbles. How many marbles did Kim have before "
        "she lost them?",
        17,
    ),
]


@pytest.mark.parametrize(("text", "value"), STARTS)
def test_an_unstated_start_asked_is_read(nlp, text, value):
    assert _outcome(nlp, text) == value


def test_the_start_graph_asks_the_first_holding(nlp):
    result = parse(STARTS[0][0], nlp)
    assert result.graph is not None
    graph = result.graph
    assert graph.question is not None
    assert (graph.question.fact, graph.question.slot) == (0, "quantity")
    first, lost, now = graph.facts
    assert (first.entity, first.quantity.value, first.quantity.unit) == ("Kim", None, "marbles")
    assert (lost.actor, lost.kind, lost.operand.value) == ("Kim", "subtract", 5)
    assert (now.entity, now.quantity.value) == ("Kim", 12)


NEAR_MISSES = [
    # nothing says what the holding became
    ("Kim lost 5 marbles. How many marbles did Kim have at first?", "unknown-mismatch"),
    (
        "Kim lost 5 marbles. She won 3 marbles. How many marbles did Kim have at first?",
        "unknown-mismatch",
    ),
    (
        "Kim lost 5 marbles. Ann has 12 marbles. How many marbles did Kim have at first?",
        "unknown-mismatch",
    ),
    # 'before' a later event, or a time no event names
    (
        "Leo found 6 shells on Monday. He lost 2 shells on Tuesday. Now he has 20 shells. "
        "How many shells did Leo have before Tuesday?",
        "unknown-mismatch",
    ),
    (
        "Priya spent 7 dollars on a book. Now she has 12 dollars. How much money did Priya have "
        "before lunch?",
        "unknown-mismatch",
    ),
    (
        "Kim lost 5 marbles. She found 2 marbles. Now she has 12 marbles. How many marbles did "
        "Kim have before she found some?",
        "unknown-mismatch",
    ),
    # a difference, an event, another holder, several holders, an if-clause, a restriction
    (
        "Kim lost 5 marbles. Now she has 12 marbles. How many more marbles did Kim have at first?",
        "comparative",
    ),
    (
        "Kim lost 5 marbles. Now she has 12 marbles. How many marbles did Kim lose at first?",
        "unsupported-question",
    ),
    (
        "Kim lost 5 marbles. Now she has 12 marbles. How many marbles did Ann have at first?",
        "unknown-mismatch",
    ),
    (
        "Tom gave Sam 3 apples. Now Tom has 4 apples and Sam has 10 apples. How many apples did "
        "they have at first?",
        "unknown-mismatch",
    ),
    (
        "Kim lost 5 marbles. Now she has 12 marbles. How many marbles did Kim have at first if "
        "she found 2 more?",
        "unknown-mismatch",  # the closing if-clause is read as a leading one is (issue 23)
    ),
    (
        "Kim lost 5 marbles at the park. Now she has 12 marbles. How many marbles did Kim have at "
        "school at first?",
        "unknown-mismatch",
    ),
    (
        "Kim lost 5 marbles. Now she has 12 marbles. How many red marbles did Kim have at first?",
        "unit-mismatch",
    ),
    # a past holding with nothing placing it after the loss may be told of before it
    (
        "Kim lost 5 marbles. She had 12 marbles. How many marbles did Kim have at first?",
        "unknown-mismatch",
    ),
]


@pytest.mark.parametrize(("text", "code"), NEAR_MISSES)
def test_a_start_the_text_does_not_fix_abstains(nlp, text, code):
    assert _outcome(nlp, text) == code


# the end holding stated in the question's if-clause
IF_END = [
    ("Kim lost 5 marbles. If she has 12 marbles left, how many marbles did Kim have at first?", 17),
    (
        "Tariq spent $4 on lunch and $3 on a book. If he has $13 left, how much money did "
        "Tariq have at first?",
        20,
    ),
    (
        "Lena had some stickers. She gave 6 stickers to Ravi. If she has 9 stickers left, how "
        "many stickers did Lena have to begin with?",
        15,
    ),
]

IF_NEAR_MISSES = [
    # the if-clause states the start itself, an event, another holder, or more than the end
    (
        "Kim lost 5 marbles. If she had 12 marbles at first, how many marbles did Kim have at first?",
        "unknown-mismatch",
    ),
    (
        "Lena had some stickers. She gave 6 stickers to Ravi. If she had 9 stickers to begin "
        "with, how many stickers did Lena have to begin with?",
        "unknown-mismatch",
    ),
    (
        "Kim lost 5 marbles. If she found 2 marbles, how many marbles did Kim have at first?",
        "unknown-mismatch",
    ),
    (
        "Kim lost 5 marbles. If Ann has 12 marbles, how many marbles did Kim have at first?",
        "unknown-mismatch",
    ),
    (
        "Kim lost 5 marbles. If she has 12 marbles and finds 2 more, how many marbles did Kim "
        "have at first?",
        "unknown-mismatch",
    ),
]


@pytest.mark.parametrize(("text", "value"), IF_END)
def test_an_end_holding_in_the_if_clause_fixes_the_start(nlp, text, value):
    assert _outcome(nlp, text) == value


@pytest.mark.parametrize(("text", "code"), IF_NEAR_MISSES)
def test_an_if_clause_that_is_not_the_end_abstains(nlp, text, code):
    assert _outcome(nlp, text) == code


# an unstated holding of another holder, before anything else is said
OTHERS_FIRST = [
    (
        "Maya's rabbit had bunnies. She gave 4 to her cousins. She now has 6 bunnies. How many "
        "bunnies did she have to start with?",
        10,
    ),
    (
        "Omar's hen had chicks. He sold 5 chicks to Rosa. He now has 8 chicks. How many chicks "
        "did he have to start with?",
        13,
    ),
]

OTHERS_NEAR_MISSES = [
    # the other's holding comes after an event of the asked holder
    (
        "Tim gave 3 kittens to Sara. His cat had kittens. Now he has 9 kittens. How many kittens "
        "did he have to start with?",
        "unquantified-event",
    ),
    # something more is said of the other's holding
    (
        "Tim's cat had kittens. The cat gave 3 kittens to Tim. Now Tim has 9 kittens. How many "
        "kittens did Tim have to start with?",
        "unknown-mismatch",
    ),
]


@pytest.mark.parametrize(("text", "value"), OTHERS_FIRST)
def test_an_unstated_holding_of_another_before_all_is_set_aside(nlp, text, value):
    assert _outcome(nlp, text) == value


@pytest.mark.parametrize(("text", "code"), OTHERS_NEAR_MISSES)
def test_an_unstated_holding_of_another_that_matters_abstains(nlp, text, code):
    assert _outcome(nlp, text) == code
