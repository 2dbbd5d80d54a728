"""The parser on totals of what one actor did with a verb the lexicon lacks ("Craig walked
0.2 mile ... How many miles did Craig walk in all?"), end to end with the real model.

Every expected answer is worked by hand from the text; every near-miss must abstain.
"""

from __future__ import annotations

import pytest
from wordproblem.components import ABSTENTION_CODES
from wordproblem.pipeline import parse


def _answer(nlp, text: str) -> tuple[float, str, str | None]:
    result = parse(text, nlp)
    assert result.abstention is None, result.abstention
    assert result.graph is not None
    return float(result.answer.value), result.graph.unknown.unit, result.graph.unknown.entity


def _code(nlp, text: str) -> str:
    result = parse(text, nlp)
    assert result.graph is None, (result.graph, result.answer)
    assert result.abstention is not None
    assert result.abstention.code in ABSTENTION_CODES
    return result.abstention.code


READINGS = [
    (
        "Omar biked 12 miles on Friday. He biked 9 miles on Saturday. "
        "How many miles did Omar bike altogether?",
        (21, "miles", "Omar"),
    ),
    (
        "Omar biked 12 miles. He biked 9 miles. How many miles did Omar bike?",
        (21, "miles", "Omar"),
    ),
    (
        "A bakery served 40 muffins at breakfast and 25 muffins at lunch. "
        "How many muffins were served in total?",
        (65, "muffins", None),
    ),
    (
        "Mia had to climb 120 steps to the tower. Then she climbed 80 steps to the roof. "
        "How many steps did Mia climb in all?",
        (200, "steps", "Mia"),
    ),
    (
        "The river rose 2 feet on Monday and 3 feet on Tuesday. "
        "How much did the river rise in all?",
        (5, "feet", "river"),
    ),
    (
        "Ben skated 4 laps. Ana skated 6 laps. How many laps did they skate in all?",
        (10, "laps", None),
    ),
    (
        "Dara rowed 1.5 miles from the dock to the buoy and 2 miles from the buoy to the "
        "beach. How many miles did Dara row in all?",
        (3.5, "miles", "Dara"),
    ),
    (
        "Ravi went to 6 concerts in May. He went to 4 concerts in June. "
        "How many concerts did Ravi go to in all?",
        (10, "concerts", "Ravi"),
    ),
    (  # a plan told now, counted by a question in the future (session 38)
        "Ravi went to 6 concerts in May. He plans to go to 4 concerts in June. "
        "How many concerts will Ravi go to in all?",
        (10, "concerts", "Ravi"),
    ),
    (  # the concerts missed are an aside of the ones gone to (session 38)
        "Ravi went to 6 concerts this year, but missed 3. He went to 4 concerts last year. "
        "How many concerts did Ravi go to in all?",
        (10, "concerts", "Ravi"),
    ),
    (  # the compound named again by its head noun (session 38)
        "Joan went to 4 football games this year. She went to 9 games last year. "
        "How many football games did Joan go to in all?",
        (13, "football games", "Joan"),
    ),
    (  # 'go to' and 'attend' name one event (words.json question_verb_synonyms)
        "Ann attended 5 concerts last year. She went to 3 concerts this year. "
        "How many concerts did Ann attend in all?",
        (8, "concerts", "Ann"),
    ),
    (
        "Ann went to 5 plays last year. She attended 3 plays this year. "
        "How many plays did Ann go to in all?",
        (8, "plays", "Ann"),
    ),
    (
        "Lee hiked 3.5 miles on Monday. On Tuesday, he hiked another 2.25 miles. "
        "How far did Lee hike in all?",
        (5.75, "miles", "Lee"),
    ),
    (  # a multiple of another's tally, on a verb the lexicon lacks (session 24)
        "Ben skated 4 laps and Ana skated twice as many laps. How many laps did they skate?",
        (12, "laps", None),
    ),
]


@pytest.mark.parametrize(("text", "expected"), READINGS)
def test_a_total_of_what_the_question_s_verb_did(nlp, text, expected):
    value, unit, entity = expected
    got_value, got_unit, got_entity = _answer(nlp, text)
    assert got_value == pytest.approx(value)
    assert got_unit == unit
    if entity is not None:
        assert got_entity is not None and got_entity.lower() == entity.lower()
    else:
        assert got_entity is None


NEAR_MISSES = [
    # a negated, wanted, future or planned event on the asked unit
    (
        "Omar biked 12 miles on Friday. He did not bike 9 miles on Saturday. "
        "How many miles did Omar bike altogether?",
        "negation",
    ),
    (
        "Omar biked 12 miles on Friday. He wants to bike 9 miles on Saturday. "
        "How many miles did Omar bike altogether?",
        "conditional",
    ),
    (
        "Omar biked 12 miles on Friday. He will bike 9 miles on Saturday. "
        "How many miles did Omar bike altogether?",
        "unsupported-verb",
    ),
    # another verb on the asked unit, read by nothing
    (
        "Omar biked 12 miles on Friday and jogged 3 miles on Saturday. "
        "How many miles did Omar bike altogether?",
        "unsupported-verb",
    ),
    (
        "Omar biked 12 miles on Friday and jogged 3 miles on Saturday. "
        "How many miles did Omar travel altogether?",
        "unsupported-verb",
    ),
    (
        "A bakery served 40 muffins at breakfast. It threw away 5 muffins. "
        "How many muffins were served in total?",
        "unsupported-question",
    ),
    # another actor, when one is asked (the parse makes 'did' the main verb here)
    ("Omar biked 12 miles. Ann biked 9 miles. How many miles did Omar bike?", "irrelevant-event"),
    ("Ben skated 4 laps. Ana skated 6 laps. How many laps did Ben skate?", "irrelevant-event"),
    # a modal or present question, a question restricted to part of the facts
    ("Ben skated 4 laps. Ana skated 6 laps. How many laps can Ben skate?", "unsupported-verb"),
    (
        "Omar biked 12 miles on Friday. He biked 9 miles on Saturday. "
        "How many miles did Omar bike on Friday?",
        "restricted-question",
    ),
    # a holding of the unit beside the events
    (
        "Ben has 10 laps left. He skated 4 laps. How many laps did Ben skate in all?",
        "unsupported-question",
    ),
    # comparisons and multiples ("twice as many laps" is read since session 24: READINGS)
    (
        "Ben skated 4 laps and Ana skated twice as many laps as Ben did yesterday. How many "
        "laps did they skate?",
        "unsupported-quantity",
    ),
    (  # "2 more laps than Ben" is read since session 22; than another time is not
        "Ben skated 4 laps and Ana skated 2 more laps than Ben did yesterday. How many laps "
        "did they skate?",
        "comparative",
    ),
    # a state, not an event; a distance no event gives
    (
        "Sam lives 3 miles from school. Ann lives 2 miles from school. "
        "How far does Sam live from school?",
        "unattached-quantity",
    ),
    ("Omar biked 12 miles on Friday. How far is the school?", "no-question"),
    # the verb told again without an amount: what it adds is not given
    (
        "Tom walked 3 miles. Sam walked the same distance. How many miles did they walk in all?",
        "unquantified-event",
    ),
    (
        "Tom walked to school. Then he walked 2 miles to the park. How many miles did Tom walk?",
        "unquantified-event",
    ),
    (
        "Ravi went to 6 concerts in May. He went to the park in June. "
        "How many concerts did Ravi go to in all?",
        "unquantified-event",
    ),
    (
        "Ann went to 5 concerts last year. She attended the fair this year. "
        "How many concerts did Ann go to in all?",
        "unquantified-event",
    ),
    # the amounts hang on a preposition that is not the verb's goal
    ("Omar biked 12 miles to 3 shops. How many shops did Omar bike to?", "unattached-quantity"),
]


@pytest.mark.parametrize(("text", "code"), NEAR_MISSES)
def test_a_near_miss_abstains(nlp, text, code):
    assert _code(nlp, text) == code


def test_how_much_of_a_money_verb_still_asks_money(nlp):
    # 'how much' as the object of a verb of the lexicon asks money, as before
    text = "Sam spent $6 on a kite. He spent $4 on a ball. How much did Sam spend?"
    assert _answer(nlp, text) == (
        10,
        "dollars",
        "Sam",
    )


# a bare time word that closes a clause of several amounts is the time of each of them
CLAUSE_TIME = [
    (
        "A cafe served 9 soups during lunch and 6 during dinner today. "
        "How many soups were served today?",
        15,
    ),
    (
        "Tom picked 4 apples during lunch and 6 apples during dinner today. "
        "How many apples did Tom pick today?",
        10,
    ),
]


@pytest.mark.parametrize(("text", "value"), CLAUSE_TIME)
def test_a_time_word_closing_a_clause_is_the_time_of_its_amounts(nlp, text, value):
    assert _answer(nlp, text)[0] == value


CLAUSE_TIME_MISSES = [
    # the time word is one amount's only
    "Tom sold 5 apples yesterday and 3 apples today. How many apples did Tom sell today?",
    "Tom sold 5 apples in the morning and 3 apples today. How many apples did Tom sell today?",
    # the time word is another clause's
    "Tom sold 5 apples, and today he sold 3 apples. How many apples did Tom sell today?",
    # a fact of another time (schema v1 cannot select part of the facts)
    "A cafe served 7 soups during lunch and 5 during dinner today. It served 8 soups "
    "yesterday. How many soups were served today?",
]


@pytest.mark.parametrize("text", CLAUSE_TIME_MISSES)
def test_a_time_word_of_part_of_the_facts_abstains(nlp, text):
    assert _code(nlp, text) == "restricted-question"


# weather: the 'it' of a weather verb names no thing; the question asks with the same verb
WEATHER = [
    (
        "It rained 2 inches on Monday. It rained 3 inches on Tuesday. "
        "How many inches did it rain in all?",
        5,
    ),
    (
        "It snowed 1.5 inches on Monday and 2.5 inches on Tuesday. "
        "How much did it snow on Monday and Tuesday combined?",
        4,
    ),
    (
        "It hailed 0.5 inch in the morning. Then it hailed 0.25 inch in the afternoon. "
        "How much did it hail in all?",
        0.75,
    ),
]


@pytest.mark.parametrize(("text", "value"), WEATHER)
def test_weather_totals(nlp, text, value):
    got, unit, entity = _answer(nlp, text)
    assert (got, unit, entity) == (pytest.approx(value), "inches", "it")


WEATHER_MISSES = [
    # a day without an amount, another weather verb, a day not asked, part of the days
    (
        "It rained 2 inches on Monday. It rained on Tuesday. How much did it rain in all?",
        "unquantified-event",
    ),
    (
        "It rained 2 inches on Monday. It snowed 3 inches on Tuesday. How much did it rain in all?",
        "unsupported-verb",
    ),
    (
        "It rained 2 inches on Monday, 3 inches on Tuesday and 1 inch on Wednesday. "
        "How much did it rain on Monday and Tuesday?",
        "unsupported-question",
    ),
    (
        "It rained 2 inches on Monday. It rained 3 inches on Tuesday. How much did it rain on Monday?",
        "restricted-question",
    ),
    # rain into a holder's container is no holding the rules read
    (
        "The barrel had 5 inches of water. It rained 2 inches. "
        "How many inches of water does the barrel have?",
        "unsupported-verb",
    ),
]


@pytest.mark.parametrize(("text", "code"), WEATHER_MISSES)
def test_weather_near_misses_abstain(nlp, text, code):
    assert _code(nlp, text) == code


def test_a_question_on_two_coordinated_days_selects_the_facts_of_either(nlp):
    text = (
        "Tom picked 3 apples on Monday and 4 apples on Tuesday. "
        "How many apples did Tom pick on Monday and Tuesday combined?"
    )
    assert _answer(nlp, text)[:2] == (7, "apples")


# "What was the total cost of X's purchases?" asks the money X spent
PURCHASES = [
    (
        "Jessica spent $10.22 on a cat toy, and a cage cost her $11.73. "
        "What was the total cost of Jessica's purchases?",
        21.95,
    ),
    ("Mia spent $4 on a book and $3 on a pen. What was the total cost of Mia's purchases?", 7),
    (
        "Mia bought a book for $4 and a pen for $3. What was the total cost of Mia's purchases?",
        7,
    ),
]


@pytest.mark.parametrize(("text", "value"), PURCHASES)
def test_the_total_cost_of_purchases_is_the_money_spent(nlp, text, value):
    got, unit, entity = _answer(nlp, text)
    assert (got, unit) == (pytest.approx(value), "dollars")
    assert entity in ("Jessica", "Mia")


PURCHASES_MISSES = [
    # money found beside the spending, a tender that is no price, another spender
    (
        "Dan spent $11.76 on a snake toy, and a cage cost him $14.54. Dan also found a dollar "
        "bill on the ground. What was the total cost of Dan's purchases?",
        "unquantified-event",
    ),
    (
        "Mia spent $4 on a book. She paid with a 10 dollar bill. "
        "What was the total cost of Mia's purchases?",
        "unattached-quantity",
    ),
    (  # the brother's spending of money nobody said he had (was 'irrelevant-event'
        # before session 27 let another's own event stand beside the asked one)
        "Mia spent $4 on a book and her brother spent $3 on a pen. "
        "What was the total cost of Mia's purchases?",
        "negative-holding",
    ),
    # a price nobody is said to pay (read as the price of any one pen, counted by nothing)
    (
        "Mia spent $4 on a book. A pen cost $3. What was the total cost of Mia's purchases?",
        "rate",
    ),
    # a holding of money beside the spending
    (
        "Mia had $20. She spent $4 on a book. A pen cost her $3. "
        "What was the total cost of Mia's purchases?",
        "unsupported-question",
    ),
]


@pytest.mark.parametrize(("text", "code"), PURCHASES_MISSES)
def test_purchases_near_misses_abstain(nlp, text, code):
    assert _code(nlp, text) == code
