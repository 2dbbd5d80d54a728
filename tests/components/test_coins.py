"""Coins counted toward the money asked (components/resolve/coins.py, issue 7 family 8)."""

from __future__ import annotations

import pytest
from wordproblem.components.rules import RuleError, WordData, WordLists
from wordproblem.models import RateFact
from wordproblem.pipeline import parse


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        # coins of several kinds, asked as money: dollars, worked by hand
        ("Sam found 9 pennies in the car and 7 quarters in a drawer. "
         "How much money does Sam have?", 1.84, "dollars"),
        ("Omar got 8 nickels from his aunt and 5 dimes from his uncle. "
         "How much money does Omar have?", 0.9, "dollars"),
        ("Lia found 12 dimes under the sofa and 3 nickels in her coat. "
         "How much money does Lia have?", 1.35, "dollars"),
        # an event question sums that event's coins
        ("Joan found 15 dimes in her jacket and 4 dimes in her bag. "
         "How much money did Joan find?", 1.9, "dollars"),
        # one unit into another
        ("Tim saved 2000 cents from selling lemonade. How many dollars does Tim have?",
         20, "dollars"),
        ("Ada has saved 6 quarters. How many cents does Ada have?", 150, "cents"),
        ("Nancy has 1 dozen quarters. How much money does Nancy have?", 3, "dollars"),
        # a stated amount of the asked unit, then coins gained
        ("Sara had 10 dollars. She found 2 quarters. How many dollars does Sara have?",
         10.5, "dollars"),
    ],
)  # fmt: skip
def test_coins_count_toward_the_money_asked(nlp, text, value, unit):
    result = parse(text, nlp)
    assert result.abstention is None, result.abstention
    assert (result.answer.value, result.answer.unit) == (value, unit)
    assert any(isinstance(f, RateFact) for f in result.graph.facts)


@pytest.mark.parametrize(
    "text",
    [
        # a loss, a spending, another holder, coins of no fixed worth, an unconverted thing
        "Sara had 10 dollars. She lost 2 quarters. How many dollars does Sara have?",
        "Sam spent 2 pennies on gum and 12 dimes on cards. How much money did Sam spend?",
        "Sara had 10 dollars. She found 2 quarters. Tom found 3 dimes. "
        "How many dollars does Sara have?",
        "Ben found 3 coins and 2 dimes. How much money does Ben have?",
        "Ben has 5 quarters and 3 apples. How much money does Ben have?",
        # an event question after a holding: the holding is not found money
        "Ben had 2 dollars. He found 3 dimes. How much money did Ben find?",
        # a coin named without a number: it must not vanish from the sum
        "Nina had 90 cents. She found 2 dimes and a quarter. How many cents does Nina have?",
        "Ivy had $3.50. She found 4 pennies and a nickel. How much money does Ivy have now?",
        # dollars gained with no holding before them
        "Ben found 2 dollars and 3 dimes. How much money does Ben have?",
    ],
)
def test_coins_that_cannot_be_counted_abstain(nlp, text):
    result = parse(text, nlp)
    assert result.graph is None
    assert result.abstention.code == "convertible-unit"


def test_coin_worths_are_validated_at_load():
    data = WordData.__struct_fields__  # the field exists and is typed
    assert "coin_cents" in data
    import msgspec
    from wordproblem.components.rules import default_rules

    words = dict(default_rules()["words"])
    assert WordLists.from_data(msgspec.convert(words, WordData)).coin_cents["quarter"] == 25
    words["coin_cents"] = {"quarter": 0}
    with pytest.raises(RuleError, match=r"coin_cents\.quarter"):
        WordLists.from_data(msgspec.convert(words, WordData))
