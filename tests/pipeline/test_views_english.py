"""The English realizer (wordproblem.pipeline.views.english): quantities, steps, answers."""

from __future__ import annotations

import pytest
from wordproblem.models import (
    Holding,
    InitialPossession,
    MathProblemGraph,
    Operation,
    Quantity,
    Step,
    Unknown,
)
from wordproblem.pipeline.views import (
    format_quantity,
    past_tense,
    realize_answer,
    realize_start,
    realize_step,
)


def step(kind: str, value: float, unit: str, changes: list[tuple], actor="Sam", target=None):
    op = Operation(actor, kind, Quantity(value, unit), target)
    return Step(op, tuple(Holding(*c) for c in changes))


@pytest.mark.parametrize(
    ("value", "unit", "text"),
    [
        (8, "apples", "8 apples"),
        (1, "apples", "1 apple"),
        (1, "baseball cards", "1 baseball card"),
        (1, "pennies", "1 penny"),
        (0, "apples", "0 apples"),
        (1200, "apples", "1,200 apples"),
        (2.5, "pounds", "2.5 pounds"),
        (20, "dollars", "$20"),
        (4.5, "dollars", "$4.50"),
        (0.125, "dollars", "$0.125"),
        (1, "cents", "1 cent"),
    ],
)
def test_format_quantity(value, unit, text):
    assert format_quantity(value, unit) == text


@pytest.mark.parametrize(
    ("made", "sentence"),
    [
        (
            step("transfer", 3, "marbles", [("Tom", 10, 7), ("Sara", 0, 3)], "Tom", "Sara"),
            "Tom gave Sara 3 marbles, so Tom has 7 marbles and Sara has 3 marbles.",
        ),
        (step("add", 3, "apples", [("Sam", 5, 8)]), "Sam got 3 apples, so Sam has 8 apples."),
        (step("subtract", 4, "apples", [("Sam", 5, 1)]), "Sam lost 4 apples, so Sam has 1 apple."),
        (
            step("multiply", 2, "apples", [("Sam", 5, 10)]),
            "Sam's apples doubled, so Sam has 10 apples.",
        ),
        (
            step("multiply", 3, "apples", [("Sam", 5, 15)]),
            "Sam's apples tripled, so Sam has 15 apples.",
        ),
        (
            step("multiply", 5, "apples", [("Sam", 5, 25)]),
            "Sam's apples were multiplied by 5, so Sam has 25 apples.",
        ),
        (step("divide", 2, "apples", [("Sam", 8, 4)]), "Sam's apples halved, so Sam has 4 apples."),
        (
            step("divide", 4, "apples", [("Sam", 8, 2)]),
            "Sam's apples were divided by 4, so Sam has 2 apples.",
        ),
        (
            step("add", 1, "oak trees", [("park", 4, 5)], "park"),
            "The park got 1 oak tree, so the park has 5 oak trees.",
        ),
        (
            step("subtract", 4.5, "dollars", [("Mrs. Lee", 20, 15.5)], "Mrs. Lee"),
            "Mrs. Lee lost $4.50, so Mrs. Lee has $15.50.",
        ),
    ],
)
def test_realize_step_without_a_verb_says_the_kind(made, sentence):
    assert realize_step(made) == sentence
    assert realize_step(made, None) == sentence


@pytest.mark.parametrize(
    ("made", "verb", "sentence"),
    [
        (
            step("subtract", 8, "dollars", [("Mia", 20, 12)], "Mia"),
            "spend",
            "Mia spent $8, so Mia has $12.",
        ),
        (
            step("subtract", 5, "pencils", [("Sam", 9, 4)]),
            "give away",
            "Sam gave away 5 pencils, so Sam has 4 pencils.",
        ),
        (
            step("subtract", 3, "cookies", [("Sam", 9, 6)]),
            "sell",
            "Sam sold 3 cookies, so Sam has 6 cookies.",
        ),
        (
            step("add", 3, "apples", [("Sam", 5, 8)]),
            "buy",
            "Sam bought 3 apples, so Sam has 8 apples.",
        ),
        (
            step("add", 1, "seashells", [("park", 4, 5)], "park"),
            "find",
            "The park found 1 seashell, so the park has 5 seashells.",
        ),
        (
            step("add", 2, "cards", [("Sam", 5, 7)]),
            "pick up",
            "Sam picked up 2 cards, so Sam has 7 cards.",
        ),
        (
            step("transfer", 3, "marbles", [("Tom", 10, 7), ("Sara", 0, 3)], "Tom", "Sara"),
            "sell",
            "Tom sold 3 marbles to Sara, so Tom has 7 marbles and Sara has 3 marbles.",
        ),
        (
            step("transfer", 2, "books", [("Tom", 4, 2), ("library", 9, 11)], "Tom", "library"),
            "give back",
            "Tom gave back 2 books to the library, so Tom has 2 books and the library has 11 books.",
        ),
        (  # a scaling keeps its own verb: "doubled" is already the verb family
            step("multiply", 2, "apples", [("Sam", 5, 10)]),
            "double",
            "Sam's apples doubled, so Sam has 10 apples.",
        ),
    ],
)
def test_realize_step_says_the_verb_of_the_text(made, verb, sentence):
    assert realize_step(made, verb) == sentence


# Irregular pasts as an English grammar lists them; regular ones with their spelling rules.
PASTS = {
    "give": "gave", "sell": "sold", "buy": "bought", "find": "found", "eat": "ate",
    "spend": "spent", "lose": "lost", "take": "took", "get": "got", "break": "broke",
    "throw": "threw", "catch": "caught", "bring": "brought", "win": "won", "make": "made",
    "draw": "drew", "grow": "grew", "feed": "fed", "dig": "dug", "steal": "stole",
    "tear": "tore", "pay": "paid", "lend": "lent", "send": "sent", "leave": "left",
    "collect": "collected", "receive": "received", "carry": "carried", "drop": "dropped",
    "double": "doubled", "plant": "planted",
}  # fmt: skip


@pytest.mark.parametrize(("lemma", "past"), sorted(PASTS.items()))
def test_past_tense(lemma, past):
    assert past_tense(lemma) == past


@pytest.mark.parametrize(
    ("verb", "past"),
    [("give away", "gave away"), ("pick up", "picked up"), ("eat up", "ate up"),
     ("throw out", "threw out"), ("take away", "took away"), ("sell off", "sold off")],
)  # fmt: skip
def test_past_tense_keeps_the_particle(verb, past):
    assert past_tense(verb) == past


def test_realize_start_and_answer_for_one_holder_and_a_total():
    one = MathProblemGraph(("Sam",), (), (), Unknown("apples", "Sam"))
    assert realize_start(one) == []
    assert realize_answer(one, Quantity(8, "apples")) == "So Sam has 8 apples."
    total = _total()
    assert realize_start(total) == ["Tom has 1 pen.", "Kim has 1 pen."]
    assert realize_answer(total, Quantity(2, "pens")) == (
        "Altogether, Tom, Sara and Kim have 2 pens."
    )


def _total() -> MathProblemGraph:
    return MathProblemGraph(
        entities=("Tom", "Sara", "Kim"),
        initial_state=(
            InitialPossession("Tom", Quantity(1, "pens")),
            InitialPossession("Kim", Quantity(1, "pens")),
        ),
        operations=(Operation("Tom", "transfer", Quantity(1, "pens"), "Sara"),),
        unknown=Unknown("pens"),
    )
