"""Events one person missed: the season's events a whole, the attended and missed its
parts (``attendance.missed_facts``, read through ``ProblemReader.read``)."""

from __future__ import annotations

import msgspec
import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.clauses.clauses import find_roles
from wordproblem.components.quantities.quantities import find_quantities
from wordproblem.components.question.attendance import missed_facts, missed_unit
from wordproblem.components.question.question import find_question
from wordproblem.components.reader import ProblemReader
from wordproblem.models import Has, Quantity, Total, Unknown

from .constructions.reading import parse
from .handmade import RULES, VOCAB

READER = ProblemReader(VOCAB, RULES)
DATA = READER.data["attendance"]


def _read(nlp, text: str):
    return READER.read(parse(nlp, text))


def test_the_games_played_are_the_whole_and_the_attended_ones_a_part(nlp):
    text = "The team played 18 games. Emma attended 11 games. How many games did Emma miss?"
    doc = parse(nlp, text)
    graph, solution, extras = READER.read(doc)
    assert graph.entities == ("Emma",)
    assert graph.facts == (
        Total(("Emma",), ("attended games", "missed games"), Quantity(18, "games")),
        Has("Emma", Quantity(11, "attended games")),
    )
    assert graph.unknown == Unknown("missed games", "Emma") and graph.question is None
    assert extras["spans"]["event"] == [[2, 3], [7, 8]]  # 'played', 'attended'
    assert solution.answer.value == 7


def test_going_to_the_games_is_attending_them(nlp):
    text = "The team played 18 games. Emma went to 11 games. How many games did Emma miss?"
    assert _read(nlp, text)[1].answer.value == 7


def test_a_pronoun_attends_when_the_names_sex_agrees_with_it(nlp):
    agrees = "Emma's team played 18 games. She attended 11 games. How many games did Emma miss?"
    assert _read(nlp, agrees)[1].answer.value == 7
    disagrees = "Omar's team played 18 games. She attended 11 games. How many games did Omar miss?"
    with pytest.raises(Abstain) as caught:  # who is 'she'? no construction reads her part
        _read(nlp, disagrees)
    assert caught.value.code == "unsupported-verb"


def test_a_compound_of_the_games_is_kept_in_the_units(nlp):
    text = "The team played 18 hockey games. Emma attended 11 hockey games. How many hockey games did Emma miss?"
    graph = _read(nlp, text)[0]
    assert graph.unknown == Unknown("missed hockey games", "Emma")
    assert graph.facts[0].whole == Quantity(18, "hockey games")


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # another kind of game attended, or asked, than played: no clause of its events
        ("The team played 18 hockey games. Emma attended 11 soccer games. How many hockey games did Emma miss?", "unsupported-verb"),
        ("The team played 18 hockey games. Emma attended 11 hockey games. How many soccer games did Emma miss?", "unsupported-verb"),
        # another noun attended than played
        ("The team played 18 games. Emma attended 11 matches. How many games did Emma miss?", "unsupported-verb"),
        # a third statement, another attender
        ("The team played 18 games. Emma attended 11 games. Ben attended 4 games. "
         "How many games did Emma miss?", "unsupported-verb"),
        # the question asks the attended ones, not the missed ones: no attendance reading
        ("The team played 18 games. Emma attended 11 games. How many games did Emma attend?", "unsupported-verb"),
        # the question asks about someone the statements do not name
        ("The team played 18 games. Emma attended 11 games. How many games did Ben miss?", "unsupported-verb"),
        # a time that counts: the games of 3 weeks ago may not be the season's
        ("The team played 18 games 3 weeks ago. Emma attended 11 games. How many games did Emma miss?", "unattached-quantity"),
        # a habit in the present, not the events that took place
        ("The team plays 18 games. Emma attends 11 games. How many games did Emma miss?", "unsupported-verb"),
        # the season beside something else the person did: only the whole and one part
        ("The team played 18 games. Emma went to 11 games. Emma missed 2 games. "
         "How many games did Emma miss?", "stated-total"),
        # the part stated before the whole
        ("Emma attended 11 games. The team played 18 games. How many games did Emma miss?", "stated-total"),
    ],
)  # fmt: skip
def test_any_other_shape_abstains(nlp, text, code):
    with pytest.raises(Abstain) as caught:
        _read(nlp, text)
    assert caught.value.code == code


def test_missed_facts_places_the_total_at_the_whole_and_renames_the_part(nlp):
    text = "The team played 18 hockey games. Emma attended 11 games. How many hockey games did Emma miss?"
    doc = parse(nlp, text)
    query = find_question(doc, RULES.words, RULES.lexicon)
    amounts = tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
    roles = find_roles(doc, READER.matcher, RULES.roles)
    reading = READER.construe(doc, query, amounts, roles, own="attendance")
    assert [f.construction for f in reading.facts] == ["attendance", "attendance"]
    assert missed_unit(query.noun) == "hockey games"
    facts = tuple(msgspec.structs.replace(f, name="Emma") for f in reading.facts)
    placed, part, unit = missed_facts(facts, "Emma", query.noun, DATA)
    assert placed.position == facts[0].position and unit == "missed hockey games"
    assert placed.fact == Total(
        ("Emma",), ("attended hockey games", "missed hockey games"), Quantity(18, "hockey games")
    )
    assert part.amount.unit == "attended hockey games" and part.verb.text == "attended"
    with pytest.raises(Abstain, match="not said of Ben"):
        missed_facts(facts, "Ben", query.noun, DATA)
    with pytest.raises(Abstain, match="split into one person"):
        missed_facts(facts[:1], "Emma", query.noun, DATA)
