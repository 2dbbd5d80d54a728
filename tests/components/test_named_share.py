"""Equal shares of a split the question states: among the people the text names, or among
groups it counts apart (``named_share.py``'s words; read through ``ProblemReader.read``)."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.quantities.quantities import find_quantities
from wordproblem.components.question.named_share import (
    asked_each,
    is_total,
    named_people,
    split_object,
    split_verb,
)
from wordproblem.components.question.question import find_question
from wordproblem.components.reader import ProblemReader
from wordproblem.models import Quantity, Share

from .constructions.reading import parse
from .handmade import RULES, VOCAB

READER = ProblemReader(VOCAB, RULES)
DATA = READER.data["share"]
HIKE = "Emma goes hiking with Omar. They pick 18 plums. If they split the plums evenly, how many will each one get?"


def _question(nlp, text: str):
    doc = parse(nlp, text)
    return doc, find_question(doc, RULES.words, RULES.lexicon)


def _read(nlp, text: str):
    return READER.read(parse(nlp, text))


def _code(nlp, text: str) -> str:
    with pytest.raises(Abstain) as caught:
        _read(nlp, text)
    return caught.value.code


def test_the_split_its_object_and_the_asked_each_are_the_questions_words(nlp):
    doc, query = _question(nlp, HIKE)
    split = split_verb(query.sent, query, DATA)
    assert split is not None and split.text == "split"
    assert split_object(split).text == "plums"
    each, *verbs = asked_each(query.sent, DATA)
    assert (each.text, each.head.text, [v.text for v in verbs]) == ("each", "one", ["get"])
    (plums,) = [
        q
        for q in find_quantities(doc, RULES.numbers, RULES.words.money_symbols)
        if q.noun.text == "plums"
    ]
    assert is_total(split_object(split), plums, DATA)


@pytest.mark.parametrize(
    "text",
    [
        # not said to be equal
        "Emma goes hiking with Omar. They pick 18 plums. If they split the plums, how many will each one get?",
        # the split names groups of its own
        "Emma goes hiking with Omar. They pick 18 plums. If they split the plums evenly with Leo, how many will each one get?",
    ],
)
def test_a_split_not_said_equal_or_with_groups_of_its_own_is_none(nlp, text):
    _, query = _question(nlp, text)
    assert split_verb(query.sent, query, DATA) is None


def test_the_passive_subject_of_are_divided_is_what_is_split(nlp):
    _, query = _question(
        nlp,
        "Emma, Omar and Leo own 24 stickers in all. If the stickers are equally divided, "
        "how many will each person get?",
    )
    split = split_verb(query.sent, query, DATA)
    assert split_object(split).text == "stickers"


def test_the_people_named_are_the_subjects_and_the_ones_with_them(nlp):
    doc, query = _question(nlp, HIKE)
    whole = split_object(split_verb(query.sent, query, DATA))
    assert named_people(doc[: query.sent.start], whole, RULES.first_names) == {"emma", "omar"}
    friends = "Emma goes hiking with her friends. They pick 18 plums. If they split the plums evenly, how many will each one get?"
    doc, query = _question(nlp, friends)
    whole = split_object(split_verb(query.sent, query, DATA))
    assert named_people(doc[: query.sent.start], whole, RULES.first_names) is None


def test_a_harvest_of_a_name_and_the_one_with_her_is_split_in_two(nlp):
    graph, solution, _ = _read(nlp, HIKE)
    (share,) = graph.facts
    assert isinstance(share, Share) and share.entity is None
    assert share.total == Quantity(18, "plums") and share.groups == Quantity(2, "people")
    assert (graph.question.fact, graph.question.slot) == (0, "each")
    assert solution.answer.value == 9


def test_a_coordinated_subject_names_every_person(nlp):
    text = "Emma, Omar and Leo own 24 stickers in all. If the stickers get divided equally, how many will each person get?"
    graph, solution, _ = _read(nlp, text)
    assert graph.facts[0].groups == Quantity(3, "people")
    assert solution.answer.value == 8


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # a part that is not whole: the solver's refusal
        ("Emma, Omar and Leo own 25 stickers in all. If the stickers get divided equally, how many will each person get?", "not-whole"),
        # "her friends" is no name: how many people is not said, 'each' stays unread
        ("Emma goes hiking with her friends. They pick 18 plums. If they split the plums evenly, how many will each one get?", "rate"),
        # not said to be equal
        ("Emma goes hiking with Omar. They pick 18 plums. If they split the plums, how many will each one get?", "rate"),
        # a person named in the question: no equal part asked, 'They' picks
        ("Emma goes hiking with Omar. They pick 18 plums. If they split the plums evenly, how many will Omar get?", "plural-holder"),
        # a person named in the question may or may not be one of them
        ("Emma goes hiking with Omar. They pick 18 plums. If they split the plums evenly, how many will each one of Leo's friends get?", "rate"),
        ("Emma goes hiking with Omar. They pick 18 plums. If they split the plums evenly with Leo, how many will each one get?", "rate"),
        # a remainder asked
        ("Emma goes hiking with Omar. They pick 18 plums. If they split the plums evenly, how many will be left over?", "plural-holder"),
    ],
)  # fmt: skip
def test_a_named_share_that_is_not_certain_abstains(nlp, text, code):
    assert _code(nlp, text) == code


def test_groups_counted_apart_from_the_split_receive_equal_parts(nlp):
    text = "A coach has 60 apples. If there are 12 players and the apples are shared evenly, how many apples does each player get?"
    graph, solution, _ = _read(nlp, text)
    (share,) = graph.facts  # the coach's holding is the total, nobody's share
    assert share.entity is None and graph.entities == ()
    assert share.total == Quantity(60, "apples") and share.groups == Quantity(12, "players")
    assert solution.answer.value == 5


def test_a_split_of_the_substance_of_counted_pieces_shares_the_pieces(nlp):
    text = "A coach has 60 pieces of fruit. If there are 12 players and the fruit is shared evenly, how many pieces does each player get?"
    assert _read(nlp, text)[0].facts[0].total == Quantity(60, "pieces")


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # a part that is not whole: the solver's refusal
        ("A coach has 50 apples. If there are 12 players and the apples are shared evenly, how many apples does each player get?", "not-whole"),
        # the parse hangs 'If there are 7 players' on the split: no clause reads the groups
        ("A coach has 60 apples. If there are 7 players and the apples are shared evenly, how many apples does each player get?", "rate"),
        # another thing is divided than the one counted
        ("A coach has 60 apples. If there are 12 players and the pears are shared evenly, how many apples does each player get?", "rate"),
        # the question asks no group's part: the split moves an amount not given
        ("A coach has 60 apples. If there are 12 players and the apples are shared evenly, how many apples does the coach keep?", "unquantified-event"),
    ],
)  # fmt: skip
def test_a_counted_share_that_is_not_certain_abstains(nlp, text, code):
    assert _code(nlp, text) == code


@pytest.mark.parametrize(
    ("text", "message"),
    [
        # two holdings of the shared unit before the groups: which is shared? (a holding
        # of another unit, "He buys 12 pears", is left aside since 8aec4a6)
        ("A coach has 60 apples. He buys 12 more apples. If there are 12 players and the apples are shared evenly, how many apples does each player get?", "no single holding"),
        # the total given away before it is shared
        ("A coach gives 60 apples to Tom. If there are 12 players and the apples are shared evenly, how many apples does each player get?", "no single holding"),
    ],
)  # fmt: skip
def test_the_total_of_groups_counted_apart_is_one_holding(nlp, text, message):
    with pytest.raises(Abstain, match=message) as caught:
        _read(nlp, text)
    assert caught.value.code == "rate"
