"""Numbers: digit strings and runs of number words read to exact values, or refused."""

from __future__ import annotations

from fractions import Fraction

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.quantities import numbers
from wordproblem.components.quantities.numbers import MAX_DIGITS, NumberWords, digit_value
from wordproblem.components.quantities.quantities import _strip_sign

from .handmade import RULES

WORDS = NumberWords(RULES.data["numbers"])  # the plain numbers.json tables


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("7", Fraction(7)),
        ("1,200", Fraction(1200)),  # thousands separators
        ("2,450,000", Fraction(2450000)),
        ("3.50", Fraction(7, 2)),  # exact, not a float
        ("0.1", Fraction(1, 10)),
        (".25", Fraction(1, 4)),
        ("1,234.5", Fraction(2469, 2)),
        ("007", Fraction(7)),
    ],
)
def test_a_digit_string_is_read_exactly(text, value):
    assert digit_value(text) == value


@pytest.mark.parametrize("text", ["1,20", "12,34,567", "12a", "-3", "1e5", "3.", "$4", "", "x"])
def test_a_string_that_is_no_plain_number_is_not_read(text):
    assert digit_value(text) is None


def test_a_number_longer_than_a_double_holds_exactly_is_out_of_range():
    largest = "9" * MAX_DIGITS
    assert digit_value(largest) == 10**MAX_DIGITS - 1
    assert digit_value("000" + largest) == 10**MAX_DIGITS - 1  # leading zeros are no digits
    with pytest.raises(Abstain) as caught:
        digit_value("1" + "0" * MAX_DIGITS)
    assert caught.value.code == "out-of-range"
    assert "16 digits before the point" in caught.value.message


def test_too_many_decimals_are_out_of_range():
    assert digit_value("0." + "1" * 17) == Fraction(int("1" * 17), 10**17)
    with pytest.raises(Abstain) as caught:
        digit_value("0." + "1" * 18)
    assert caught.value.code == "out-of-range"
    assert "18 after" in caught.value.message


@pytest.mark.parametrize(
    ("words", "value"),
    [
        (["six"], 6),
        (["Forty", "-", "two"], 42),  # hyphenated, any case
        (["three", "hundred", "and", "eight"], 308),
        (["twelve", "hundred"], 1200),
        (["four", "thousand", "five", "hundred", "sixty"], 4560),
        (["two", "million", "thirty", "thousand"], 2030000),
        (["a", "dozen"], 12),
        (["one", "dozen"], 12),
        (["three", "dozen"], 36),
        (["a", "hundred"], 100),
        (["5", "hundred"], 500),  # digits inside a run
    ],
)
def test_a_run_of_number_words_is_worth_its_english_value(words, value):
    assert WORDS.value(words) == Fraction(value)


@pytest.mark.parametrize("words", [["apple"], ["a"], ["-"], ["and"], ["a", "a", "dozen"]])
def test_a_run_without_a_number_or_with_a_stray_word_is_no_number(words):
    assert WORDS.value(words) is None


def test_a_run_worth_too_much_is_out_of_range_every_time():
    run = ["1,000,000,000", "million"]  # 10**15
    for _ in range(2):  # the refusal is not remembered as a value
        with pytest.raises(Abstain) as caught:
            WORDS.value(run)
        assert caught.value.code == "out-of-range"


def test_number_words_and_collectives_are_told_apart():
    assert WORDS.is_number_word("Seven") and WORDS.is_number_word("hundred")
    assert not WORDS.is_number_word("dozen") and WORDS.is_collective("Dozen")
    assert not WORDS.is_collective("seven") and not WORDS.is_number_word("several")


def test_the_tables_are_data():
    custom = NumberWords(
        {"units": {"uno": 1, "dos": 2}, "scales": {"cien": 100}, "collectives": {},
         "collective_determiners": []}
    )  # fmt: skip
    assert custom.value(["dos", "cien"]) == 200
    assert custom.value(["two"]) is None
    assert WORDS.value(["dos"]) is None


def _lift(monkeypatch, digits: int = 40) -> None:
    """Read numbers of up to ``digits`` digits, as the int64 and worker tests do."""
    monkeypatch.setattr(numbers, "MAX_DIGITS", digits)
    monkeypatch.setattr(numbers, "MAX_VALUE", 10**digits)


def test_a_number_read_under_lifted_bounds_is_refused_once_they_are_back(monkeypatch):
    # issue 22: the caches were keyed on the text alone, so a value read while a test had
    # lifted the bounds was served after they were restored
    big, sign = "9" * 23, "9" * 22 + "¢"
    run = ["5" * 12, "million"]  # 5.5 * 10**17: digits within bounds, a run worth too much
    with monkeypatch.context() as lifted:
        _lift(lifted)
        assert digit_value(big) == 10**23 - 1
        assert WORDS.value(run) == int("5" * 12) * 10**6
        assert _strip_sign(sign) == ("¢", 10**22 - 1)
    for read in (lambda: digit_value(big), lambda: WORDS.value(run), lambda: _strip_sign(sign)):
        with pytest.raises(Abstain) as caught:
            read()
        assert caught.value.code == "out-of-range"


def test_a_number_refused_under_the_bounds_is_read_once_they_are_lifted(monkeypatch):
    big = "8" * 20
    with pytest.raises(Abstain) as caught:
        digit_value(big)
    assert caught.value.code == "out-of-range"
    _lift(monkeypatch)
    assert digit_value(big) == int(big)
    assert WORDS.value([big]) == int(big)
