"""The parser on counts asked in another way of counting the same things: 'how many
dozen' after one whole count (``components/question/dozens.py``).

Every expectation is worked by hand from the text (a dozen is 12).
"""

from __future__ import annotations

import pytest
from wordproblem.components import ABSTENTION_CODES
from wordproblem.models import Has, RateFact, Total
from wordproblem.pipeline import parse


def _answer(nlp, text: str) -> tuple[float, str]:
    result = parse(text, nlp)
    assert result.abstention is None, result.abstention
    assert result.graph is not None
    return float(result.answer.value), result.graph.unknown.unit


def _code(nlp, text: str) -> str:
    result = parse(text, nlp)
    assert result.graph is None, (result.graph, result.answer)
    assert result.abstention is not None
    assert result.abstention.code in ABSTENTION_CODES
    return result.abstention.code


DOZENS = [
    ("Omar has 60 eggs in his fridge. How many dozen eggs does Omar have?", 5),
    ("Ruth has 36 roses. How many dozen roses does she have?", 3),
    ("Mia picked 36 roses in the garden. How many dozen roses did Mia pick?", 3),
    ("Ruth has 24 red roses. How many dozen roses does Ruth have?", 2),
    ("Keith bought 72 eggs from the store. How many dozen eggs did Keith buy?", 6),
    ("There are 48 eggs in the basket. How many dozen eggs are in the basket?", 4),
]


@pytest.mark.parametrize(("text", "value"), DOZENS)
def test_count_asked_in_dozens(nlp, text, value):
    assert _answer(nlp, text) == (value, "dozens")


def test_dozens_graph_is_a_rate_of_twelve_per_dozen(nlp):
    result = parse("Ruth has 36 roses. How many dozen roses does she have?", nlp)
    assert result.graph is not None
    (fact,) = result.graph.facts
    assert isinstance(fact, RateFact)
    assert (fact.rate.value, fact.rate.unit, fact.rate.per) == (12, "roses", "dozen")
    assert (fact.total.value, fact.total.unit) == (36, "roses")
    assert fact.count.value is None
    assert result.graph.question is not None and result.graph.question.slot == "count"


DOZEN_NEAR_MISSES = [
    # an event beside the count
    (
        "Ruth has 24 roses. She gave 12 roses to Sam. How many dozen roses does Ruth have?",
        "unit-mismatch",
    ),
    ("Keith bought 72 eggs. He ate 12 eggs. How many dozen eggs does Keith have?", "unit-mismatch"),
    # another holding beside it
    (
        "Ruth has 24 roses and Sam has 12 roses. How many dozen roses does Ruth have?",
        "unit-mismatch",
    ),
    ("Keith bought 72 eggs and 24 apples. How many dozen eggs did Keith buy?", "unit-mismatch"),
    # the question asks another event, or another holder
    ("Keith had 72 eggs. How many dozen eggs did Keith buy?", "unsupported-question"),
    ("Keith bought 72 eggs. How many dozen eggs does Sam have?", "irrelevant-event"),
    ("Keith bought 72 eggs for Sam. How many dozen eggs did Keith buy?", "benefactive"),
    # dozens of another unit than the one stated
    ("Ruth has 24 roses. How many dozen tulips does Ruth have?", "unit-mismatch"),
    ("Keith has 3 boxes. How many dozen eggs does Keith have?", "unit-mismatch"),
    # no whole number of dozens: 2.5 dozen, or 2 full dozen?
    ("Keith bought 30 eggs. How many dozen eggs did Keith buy?", "unit-mismatch"),
    # a dozen counts things, not measures or money
    ("Ruth has 24 inches of ribbon. How many dozen inches does Ruth have?", "unit-mismatch"),
    ("Ruth has 36 dollars. How many dozen dollars does she have?", "unit-mismatch"),
]


@pytest.mark.parametrize(("text", "code"), DOZEN_NEAR_MISSES)
def test_dozens_near_misses_abstain(nlp, text, code):
    assert _code(nlp, text) == code


# 'miss' is the complement of 'attend' / 'go to' over the events held (components/question/attendance.py)
MISSED = [
    (
        "Tom's team played 20 games this season. Tom went to 12 games. How many games did Tom miss?",
        8,
    ),
    (
        "Lia's club played 18 matches this spring. She attended 11 matches. How many matches did Lia miss?",
        7,
    ),
    (
        "Omar's school played 25 soccer games this year. He attended 9 games. How many soccer games did Omar miss?",
        16,
    ),
    (
        "Nia's team played 30 hockey games. Nia attended 30 games. How many hockey games did Nia miss?",
        0,
    ),
]


@pytest.mark.parametrize(("text", "value"), MISSED)
def test_missed_is_held_minus_attended(nlp, text, value):
    assert _answer(nlp, text)[0] == value


def test_missed_graph_is_a_total_of_attended_and_missed(nlp):
    result = parse(
        "Tom's team played 20 games this season. Tom went to 12 games. How many games did Tom miss?",
        nlp,
    )
    assert result.graph is not None
    total, has = result.graph.facts
    assert isinstance(total, Total) and isinstance(has, Has)
    assert total.holders == ("Tom",) and (total.whole.value, total.whole.unit) == (20, "games")
    assert total.parts == ("attended games", "missed games")
    assert (has.entity, has.quantity.value, has.quantity.unit) == ("Tom", 12, "attended games")
    assert (result.graph.unknown.entity, result.graph.unknown.unit) == ("Tom", "missed games")


MISSED_NEAR_MISSES = [
    # a pronoun whose sex disagrees with the only name: who attended?
    (
        "Benny's high school played 39 baseball games this year. She attended 14 games. "
        "How many baseball games did Benny miss?",
        "unsupported-verb",
    ),
    # a third category of the games: the season is read, the passive is no attendance
    (
        "Tom's team played 20 games this season. 8 of the games were played at night. "
        "Tom went to 12 games. How many games did Tom miss?",
        "passive",
    ),
    (
        "Tom's team played 20 games this season. Tom attended 12 night games. How many games did Tom miss?",
        "unsupported-verb",
    ),
    # another attender, or the attender is not the one asked
    (  # Tom's part is read; Sam's goes to no construction
        "Tom's team played 20 games this season. Tom went to 12 games. Sam went to 5 games. "
        "How many games did Tom miss?",
        "unattached-quantity",
    ),
    (
        "Tom's team played 20 games this season. Sam attended 12 games. How many games did Tom miss?",
        "unsupported-verb",
    ),
    (
        "Tom's team played 20 games this season. He attended 12 games. How many games did Sam miss?",
        "unsupported-verb",
    ),
    (
        "Tom's team played 20 games. Ann and Tom attended 12 games. How many games did Tom miss?",
        "unsupported-verb",
    ),
    # another verb than the pair, a negation, another noun
    (
        "Tom's team played 20 games this season. Tom watched 12 games. How many games did Tom miss?",
        "unsupported-verb",
    ),
    (  # the season beside a tally of the games missed: no attended part
        "Tom's team played 20 games this season. Tom missed 12 games. How many games did Tom miss?",
        "stated-total",
    ),
    (  # the season is read; the attendance is negated
        "Tom's team played 20 games this season. Tom did not attend 12 games. How many games did Tom miss?",
        "negation",
    ),
    (
        "Tom's team played 20 games this season. Tom attended 12 games. How many goals did Tom miss?",
        "unsupported-verb",
    ),
    # a time or place of the attendance's own: maybe not the season's games
    (
        "Tom's team played 20 games last year. Tom attended 12 games this year. How many games did Tom miss?",
        "unsupported-verb",
    ),
    (  # the season is read; 'went to 12 games in Ohio' is no plain attendance
        "Tom's team played 20 games this season. Tom went to 12 games in Ohio. How many games did Tom miss?",
        "unattached-quantity",
    ),
    (
        "Tom's team played 20 games at home. Tom went to 12 games. How many games did Tom miss?",
        "unsupported-verb",
    ),
    # more attended than played
    (
        "Tom's team played 20 games this season. Tom attended 22 games. How many games did Tom miss?",
        "negative-holding",
    ),
]


@pytest.mark.parametrize(("text", "code"), MISSED_NEAR_MISSES)
def test_missed_near_misses_abstain(nlp, text, code):
    assert _code(nlp, text) == code
