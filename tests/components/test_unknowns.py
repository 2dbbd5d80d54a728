"""Unknowns anywhere: finding the amount a statement leaves out, and the question's kind.
Sentences written for this test; what each phrase states is read off the English."""

from __future__ import annotations

import pytest
from wordproblem.components.docview import view


@pytest.fixture(scope="module")
def reader(nlp):
    return nlp.get_pipe("wordproblem").reader


def _unstated(nlp, reader, text):
    from wordproblem.components.quantities.quantities import find_quantities
    from wordproblem.components.question.question import find_question
    from wordproblem.components.question.unknowns import find_unstated

    doc = view(nlp(text))
    rules = reader.rules
    query = find_question(doc, rules.words)
    amounts = tuple(find_quantities(doc, rules.numbers, rules.words.money_symbols))
    found = find_unstated(doc, query, amounts, rules)
    return doc, [
        (q.span(doc).text, q.noun.text if q.noun is not None else None, q.money) for q in found
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a determiner 'some' on the counted noun
        (
            "Tommy had some balloons. His mom gave him 34 more balloons. How many?",
            [("some balloons", "balloons", None)],
        ),
        # 'some more' with the noun left out: ellipsis, read at 'more'
        (
            "Joan had 9 balloons. She got some more. How many did she get?",
            [("some more", None, None)],
        ),
        # 'more' on a noun with no number
        (
            "There were 28 bales in the barn. Tim stacked more bales today. How many bales?",
            [("more bales", "bales", None)],
        ),
        # a partitive: the noun follows 'of'
        (
            "Joan found 70 shells. She gave Sam some of her shells. How many shells?",
            [("some of her shells", "shells", None)],
        ),
        # money named by 'money' takes the text's one money unit
        (
            "Arjun had some money. He earned $12. How much money did he have before?",
            [("some", None, "dollars")],
        ),
    ],
)
def test_finds_the_amount_a_statement_leaves_out(nlp, reader, text, expected):
    _, found = _unstated(nlp, reader, text)
    assert found == expected


@pytest.mark.parametrize(
    "text",
    [
        "Tom had 5 apples. He bought 3 more apples. How many apples does he have?",  # stated
        "Tom waited for some time. He bought 3 apples. How many apples does he have?",  # time
        "Tom had 5 apples. How many more apples does he need?",  # the question is not searched
        # 'some money' beside dollars and cents: no single money unit
        "Tom had some money. He found $2 and 30 cents. How much money did he have at first?",
    ],
)
def test_no_unstated_amount(nlp, reader, text):
    _, found = _unstated(nlp, reader, text)
    assert found == []


def test_bare_plural_is_the_start_only_when_the_start_is_asked(nlp, reader):
    start = "Jason had cards. He gave 9 cards to Ann. He now has 4 cards. How many cards did he have at first?"
    held = (
        "Jason had cards. He gave 9 cards to Ann. He now has 4 cards. How many cards does he have?"
    )
    assert _unstated(nlp, reader, start)[1] == [("cards", "cards", None)]
    assert _unstated(nlp, reader, held)[1] == []


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("How many balloons did Tommy have to start with?", "start"),
        ("How many balloons did Tommy have to begin with?", "start"),
        ("How many books were in the library at first?", "start"),
        ("How much money did he have originally?", "start"),
        # 'before' on an event verb restricts the event, it does not ask for the start
        ("How many cakes did he sell before noon?", "change"),
        ("How many balloons did she get?", "change"),
    ],
)
def test_asked_kind(nlp, reader, question, kind):
    from wordproblem.components.question.question import find_question
    from wordproblem.components.question.unknowns import asked_kind

    doc = view(nlp("Tom had 5 balloons. " + question))
    assert asked_kind(find_question(doc, reader.rules.words), reader.rules.words).value == kind


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a prepositional object, a gerund clause, a finite clause: the words after 'before'
        ("How much did she have before the transfer?", "the transfer"),
        ("How much money did Mia have before buying the pie?", "buying the pie"),
        ("How many marbles did Kim have before she lost them?", "she lost them"),
        # a bare 'before' names no time of its own; other start markers have no phrase
        ("How many marbles did Kim have before?", ""),
        ("How many marbles did Kim have at first?", ""),
    ],
)
def test_before_phrase(nlp, reader, question, expected):
    from wordproblem.components.question.question import find_question
    from wordproblem.components.question.unknowns import before_phrase

    doc = view(nlp(f"Kim lost 5 marbles. {question}"))
    query = find_question(doc, reader.rules.words)
    found = before_phrase(query, reader.rules.words)
    assert " ".join(t.text for t in found) == expected
