"""A total spread equally over a stated number of groups of what holds it."""

from __future__ import annotations

import pytest
from wordproblem.components.docview import view
from wordproblem.components.numbered_share import read_numbered_share
from wordproblem.components.quantities import find_quantities
from wordproblem.components.question import find_question
from wordproblem.components.reader import ProblemReader
from wordproblem.models import Quantity, Share, solve

from .handmade import RULES, VOCAB

DATA = ProblemReader(VOCAB, RULES).data["share"]
FESTIVAL = "There were 24 concerts in the festival. The festival is held for 3 weeks."


def _numbered(nlp, text: str):
    doc = view(nlp(text))
    query = find_question(doc, RULES.words, RULES.lexicon)
    amounts = tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
    return read_numbered_share(doc, query, amounts, DATA)


def test_the_concerts_of_a_festival_are_spread_over_its_weeks(nlp):
    text = f"{FESTIVAL} How many concerts were held each week, if the weeks had equal numbers of concerts?"
    graph = _numbered(nlp, text)
    (share,) = graph.facts
    assert isinstance(share, Share)
    assert share.total == Quantity(24, "concerts") and share.groups == Quantity(3, "weeks")
    assert (graph.question.fact, graph.question.slot) == (0, "each")
    assert solve(graph).answer.value == 8


def test_on_average_also_says_the_groups_are_equal(nlp):
    graph = _numbered(nlp, f"{FESTIVAL} How many concerts were held each week on average?")
    assert graph is not None and solve(graph).answer.value == 8
    total = "There were a total of 24 concerts in the festival. The festival is held for 3 weeks."
    graph = _numbered(nlp, f"{total} How many concerts were held each week on average?")
    assert graph is not None and graph.facts[0].total == Quantity(24, "concerts")


@pytest.mark.parametrize(
    "text",
    [
        # nothing says the weeks are equal
        f"{FESTIVAL} How many concerts were held each week?",
        # a part that is not whole
        "There were 25 concerts in the festival. The festival is held for 3 weeks. "
        "How many concerts were held each week on average?",
        # the question asks about another thing
        f"{FESTIVAL} How many plays were held each week on average?",
        # the groups are not said of the festival, nor with the question's verb
        "There were 24 concerts in the festival. The band won 3 prizes. "
        "How many concerts were held each prize on average?",
        # a negated statement
        "There were 24 concerts in the festival. The festival is not held for 3 weeks. "
        "How many concerts were held each week on average?",
        # a remainder asked
        f"{FESTIVAL} How many concerts were left each week on average?",
        f"{FESTIVAL} How many concerts were held each week on average, with none left over?",
        # a negated question
        f"{FESTIVAL} How many concerts were not held each week on average?",
    ],
)
def test_anything_uncertain_is_not_read(nlp, text):
    assert _numbered(nlp, text) is None
