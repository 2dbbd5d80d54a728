"""Issue 8 item 3: a number is stored exactly or refused, never rounded silently."""

from __future__ import annotations

from fractions import Fraction

import pytest
from wordproblem.models import MAX_VALUE, MathGraphError, to_number


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (Fraction(8), 8),
        (Fraction(7, 2), 3.5),
        (Fraction("13.99"), 13.99),
        (Fraction("0.1"), 0.1),
        (Fraction("12345678901234.5"), 12345678901234.5),
        (Fraction(MAX_VALUE - 1), MAX_VALUE - 1),
        (Fraction(0), 0),
    ],
)
def test_exact_values_are_kept(value, expected):
    number = to_number(value)
    assert number == expected
    assert type(number) is type(expected)
    assert Fraction(repr(number)) == value


@pytest.mark.parametrize(
    "value",
    [
        Fraction("12345678901234567.5"),  # the example: it became ...568
        Fraction("100000000000000.13"),
        Fraction("0.30000000000000000001"),
        Fraction("100000000000000.111"),
        Fraction(1, 3),
        Fraction(20, 3),
    ],
)
def test_a_value_a_float_cannot_keep_is_refused(value):
    with pytest.raises(MathGraphError, match=r"^value: "):
        to_number(value)


@pytest.mark.parametrize("value", [Fraction(MAX_VALUE), Fraction(10**5000), Fraction(10**400, 3)])
def test_a_value_past_the_bound_is_refused_without_overflow(value):
    # Before: a decimal above the float range raised OverflowError.
    with pytest.raises(MathGraphError, match="bound"):
        to_number(value)
