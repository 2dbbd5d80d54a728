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
SEASON = "There were a total of 24 races in the season. The season is played for 3 months."


def _numbered(nlp, text: str):
    doc = view(nlp(text))
    query = find_question(doc, RULES.words, RULES.lexicon)
    amounts = tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
    return read_numbered_share(doc, query, amounts, DATA)


def test_the_races_of_a_season_are_spread_over_its_months(nlp):
    text = f"{SEASON} How many races were played each month, if each month has the same number of races?"
    graph = _numbered(nlp, text)
    (share,) = graph.facts
    assert isinstance(share, Share)
    assert share.total == Quantity(24, "races") and share.groups == Quantity(3, "months")
    assert (graph.question.fact, graph.question.slot) == (0, "each")
    assert solve(graph).answer.value == 8


def test_on_average_also_says_the_groups_are_equal(nlp):
    graph = _numbered(nlp, f"{SEASON} How many races were played each month on average?")
    assert graph is not None and solve(graph).answer.value == 8


@pytest.mark.parametrize(
    "text",
    [
        # nothing says the months are equal
        f"{SEASON} How many races were played each month?",
        # a part that is not whole
        "There were a total of 25 races in the season. The season is played for 3 months. "
        "How many races were played each month, if each month has the same number of races?",
        # the question asks about another thing
        f"{SEASON} How many games were played each month, if each month has the same number of games?",
        # the groups are not said of the season
        "There were a total of 24 races in the season. The club won 3 cups. "
        "How many races were played each cup, if each cup has the same number of races?",
        # a negated statement
        "There were a total of 24 races in the season. The season is not played for 3 months. "
        "How many races were played each month, if each month has the same number of races?",
        # a remainder asked
        f"{SEASON} How many races were left each month, if each month has the same number of races?",
    ],
)
def test_anything_uncertain_is_not_read(nlp, text):
    assert _numbered(nlp, text) is None
