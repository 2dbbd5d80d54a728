"""Events one person missed: the season's events a whole, the attended and missed its parts."""

from __future__ import annotations

import pytest
from wordproblem.components.attendance import find_missed
from wordproblem.components.coverage import without_time_phrases
from wordproblem.components.docview import view
from wordproblem.components.quantities import find_quantities
from wordproblem.components.question import find_question
from wordproblem.components.reader import ProblemReader
from wordproblem.models import Has, Quantity, Total, Unknown, solve

from .handmade import RULES, VOCAB

DATA = ProblemReader(VOCAB, RULES).data["attendance"]


def _missed(nlp, text: str):
    doc = view(nlp(text))
    query = find_question(doc, RULES.words, RULES.lexicon)
    found = tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
    amounts = without_time_phrases(doc, found, query, RULES.words)  # as the reader does
    return doc, find_missed(doc, query, amounts, DATA, RULES.first_names)


def test_the_games_played_are_the_whole_and_the_attended_ones_a_part(nlp):
    doc, found = _missed(
        nlp, "The team played 18 games. Emma attended 11 games. How many games did Emma miss?"
    )
    assert (doc[2].lemma_, doc[7].lemma_, doc[16].lemma_) == ("play", "attend", "miss")
    graph, amounts, verbs = found
    assert graph.entities == ("Emma",)
    assert graph.facts == (
        Total(("Emma",), ("attended games", "missed games"), Quantity(18, "games")),
        Has("Emma", Quantity(11, "attended games")),
    )
    assert graph.unknown == Unknown("missed games", "Emma")
    assert [q.value for q in amounts] == [18, 11] and verbs == (doc[2], doc[7])
    assert solve(graph).answer.value == 7


def test_going_to_the_games_is_attending_them(nlp):
    _, found = _missed(
        nlp, "The team played 18 games. Emma went to 11 games. How many games did Emma miss?"
    )
    assert found is not None and solve(found[0]).answer.value == 7


def test_a_pronoun_attends_when_the_names_sex_agrees_with_it(nlp):
    agrees = "Emma's team played 18 games. She attended 11 games. How many games did Emma miss?"
    assert _missed(nlp, agrees)[1] is not None
    disagrees = "Omar's team played 18 games. She attended 11 games. How many games did Omar miss?"
    assert _missed(nlp, disagrees)[1] is None  # who is 'she'?


def test_a_compound_of_the_games_is_kept_in_the_units(nlp):
    text = "The team played 18 hockey games. Emma attended 11 hockey games. How many hockey games did Emma miss?"
    _, found = _missed(nlp, text)
    assert found[0].unknown == Unknown("missed hockey games", "Emma")


@pytest.mark.parametrize(
    "text",
    [
        # another kind of game attended, or asked, than played
        "The team played 18 hockey games. Emma attended 11 soccer games. How many hockey games did Emma miss?",
        "The team played 18 hockey games. Emma attended 11 hockey games. How many soccer games did Emma miss?",
        # another noun attended than played
        "The team played 18 games. Emma attended 11 matches. How many games did Emma miss?",
        # a third statement, another attender
        "The team played 18 games. Emma attended 11 games. Ben attended 4 games. "
        "How many games did Emma miss?",
        # the question asks the attended ones, not the missed ones
        "The team played 18 games. Emma attended 11 games. How many games did Emma attend?",
        # the question asks about someone the statements do not name
        "The team played 18 games. Emma attended 11 games. How many games did Ben miss?",
        # a time that counts: the games of 3 weeks ago may not be the season's
        "The team played 18 games 3 weeks ago. Emma attended 11 games. How many games did Emma miss?",
        # a habit in the present, not the events that took place
        "The team plays 18 games. Emma attends 11 games. How many games did Emma miss?",
    ],
)
def test_any_other_shape_is_left_to_the_other_readings(nlp, text):
    assert _missed(nlp, text)[1] is None
