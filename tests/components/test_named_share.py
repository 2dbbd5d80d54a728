"""Equal shares among the people the text names, or among groups it counts apart."""

from __future__ import annotations

import pytest
from wordproblem.components.coverage import without_time_phrases
from wordproblem.components.docview import view
from wordproblem.components.named_share import read_counted_share, read_named_share
from wordproblem.components.quantities import find_quantities
from wordproblem.components.question import find_question
from wordproblem.components.reader import ProblemReader
from wordproblem.models import Quantity, Share, solve

from .handmade import RULES, VOCAB

DATA = ProblemReader(VOCAB, RULES).data["share"]


def _parts(nlp, text: str):
    doc = view(nlp(text))
    query = find_question(doc, RULES.words, RULES.lexicon)
    found = tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
    amounts = without_time_phrases(doc, found, query, RULES.words)  # as the reader does
    return doc, query, amounts


def _named(nlp, text: str):
    doc, query, amounts = _parts(nlp, text)
    return read_named_share(doc, query, amounts, RULES.first_names, DATA)


def _counted(nlp, text: str):
    return read_counted_share(*_parts(nlp, text), DATA)


def test_a_harvest_of_a_name_and_the_one_with_her_is_split_in_two(nlp):
    text = "Emma goes hiking with Omar. They pick 18 plums. If they split the plums evenly, how many will each one get?"
    graph = _named(nlp, text)
    (share,) = graph.facts
    assert isinstance(share, Share)
    assert share.total == Quantity(18, "plums") and share.groups == Quantity(2, "people")
    assert (graph.question.fact, graph.question.slot) == (0, "each")
    assert solve(graph).answer.value == 9


def test_a_coordinated_subject_names_every_person(nlp):
    text = "Emma, Omar and Leo own 24 stickers in all. If the stickers get divided equally, how many will each person get?"
    graph = _named(nlp, text)
    assert graph.facts[0].groups == Quantity(3, "people")
    assert solve(graph).answer.value == 8


@pytest.mark.parametrize(
    "text",
    [
        # a part that is not whole: the remainder is not asked
        "Emma, Omar and Leo own 25 stickers in all. If the stickers get divided equally, how many will each person get?",
        # "her friends" is no name: how many people is not said
        "Emma goes hiking with her friends. They pick 18 plums. If they split the plums evenly, how many will each one get?",
        # not said to be equal
        "Emma goes hiking with Omar. They pick 18 plums. If they split the plums, how many will each one get?",
        # a person named in the question
        "Emma goes hiking with Omar. They pick 18 plums. If they split the plums evenly, how many will Omar get?",
        # a person named in the question may or may not be one of them
        "Emma goes hiking with Omar. They pick 18 plums. If they split the plums evenly, how many will each one of Leo's friends get?",
        "Emma goes hiking with Omar. They pick 18 plums. If they split the plums evenly with Leo, how many will each one get?",
        # a remainder asked
        "Emma goes hiking with Omar. They pick 18 plums. If they split the plums evenly, how many will be left over?",
    ],
)
def test_a_named_share_that_is_not_certain_is_not_read(nlp, text):
    assert _named(nlp, text) is None


def test_groups_counted_apart_from_the_split_receive_equal_parts(nlp):
    text = "A coach has 60 apples. If there are 12 players and the apples are shared evenly, how many apples does each player get?"
    graph = _counted(nlp, text)
    (share,) = graph.facts
    assert share.total == Quantity(60, "apples") and share.groups == Quantity(12, "players")
    assert solve(graph).answer.value == 5


def test_a_split_of_the_substance_of_counted_pieces_shares_the_pieces(nlp):
    text = "A coach has 60 pieces of fruit. If there are 12 players and the fruit is shared evenly, how many pieces does each player get?"
    graph = _counted(nlp, text)
    assert graph.facts[0].total == Quantity(60, "pieces")


@pytest.mark.parametrize(
    "text",
    [
        # a part that is not whole
        "A coach has 60 apples. If there are 7 players and the apples are shared evenly, how many apples does each player get?",
        # another thing is divided than the one counted
        "A coach has 60 apples. If there are 12 players and the pears are shared evenly, how many apples does each player get?",
        # the question asks no group's part
        "A coach has 60 apples. If there are 12 players and the apples are shared evenly, how many apples does the coach keep?",
    ],
)
def test_a_counted_share_that_is_not_certain_is_not_read(nlp, text):
    assert _counted(nlp, text) is None
