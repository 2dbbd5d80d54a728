"""Issue 8 item 3: a number is stored exactly or refused, never rounded silently."""

from __future__ import annotations

from fractions import Fraction

import pytest
from wordproblem.models import (
    MAX_VALUE,
    InconsistentGraphError,
    InitialPossession,
    MathGraphError,
    MathProblemGraph,
    Operation,
    Quantity,
    Unknown,
    solve,
    to_number,
)


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


@pytest.mark.parametrize(
    ("value", "expected"), [(Fraction(7, 2), 3.5), (Fraction(1, 3), "no exact decimal form")]
)
def test_the_kept_round_trip_test_answers_as_the_first_time(value, expected):
    # the float round trip of a non-whole value is kept per value: the second look-up
    # must answer as the first
    for _ in range(2):
        if isinstance(expected, str):
            with pytest.raises(MathGraphError, match=expected):
                to_number(value)
        else:
            assert to_number(value) == expected


def _one_holder_graph(start, *steps):
    return MathProblemGraph(
        entities=("sam",),
        initial_state=(InitialPossession("sam", Quantity(start, "apples")),),
        operations=tuple(Operation("sam", kind, Quantity(v, "apples")) for kind, v in steps),
        unknown=Unknown("apples", "sam"),
    )


def test_whole_holdings_divide_exactly():
    # 7 / 2 = 3.5, * 3 = 10.5, + 0.25 = 10.75, - 0.75 = 10 (by hand)
    graph = _one_holder_graph(7, ("divide", 2), ("multiply", 3), ("add", 0.25), ("subtract", 0.75))
    solution = solve(graph)
    holdings = [(s.changes[0].before, s.changes[0].after) for s in solution.steps]
    assert holdings == [(7, 3.5), (3.5, 10.5), (10.5, 10.75), (10.75, 10)]
    assert [type(after) for _, after in holdings] == [float, float, float, int]
    assert solution.answer.value == 10 and type(solution.answer.value) is int


def test_whole_holdings_that_divide_inexactly_are_refused():
    with pytest.raises(InconsistentGraphError) as caught:
        solve(_one_holder_graph(7, ("divide", 3)))
    assert caught.value.code == "inexact-number"


def test_a_whole_loss_past_the_holding_is_refused():
    with pytest.raises(InconsistentGraphError, match="has 5 apples and cannot give up 6"):
        solve(_one_holder_graph(5, ("subtract", 6)))
