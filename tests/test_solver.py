"""The solver: the semantics of decision 0007, exact arithmetic, the step trace and its errors."""

from __future__ import annotations

import msgspec
import pytest
from wordproblem.models import (
    Holding,
    InconsistentGraphError,
    InitialPossession,
    MathProblemGraph,
    Operation,
    Quantity,
    Unknown,
    solve,
    step_text,
)

from tests.reference_solver import ReferenceInconsistency, reference_solve, same_number


def graph(
    holdings: list[tuple[str, float, str]],
    operations: list[tuple],
    unknown: tuple[str, str | None],
    entities: list[str] | None = None,
) -> MathProblemGraph:
    """Build a graph tersely: holdings (entity, value, unit); ops (actor, kind, value,
    unit[, target]); unknown (unit, entity). Entities default to order of first mention."""
    names = entities or list(
        dict.fromkeys(
            [h[0] for h in holdings]
            + [n for op in operations for n in (op[0], *op[4:])]
            + ([unknown[1]] if unknown[1] else [])
        )
    )
    return MathProblemGraph(
        entities=tuple(names),
        initial_state=tuple(InitialPossession(e, Quantity(v, u)) for e, v, u in holdings),
        operations=tuple(
            Operation(actor, kind, Quantity(value, unit), *rest)
            for actor, kind, value, unit, *rest in operations
        ),
        unknown=Unknown(*unknown),
    )


def answer(g: MathProblemGraph) -> tuple[int | float, str]:
    """RETURNS the solver's answer, after checking the reference solver agrees with it."""
    solution = solve(g)
    reference = reference_solve(g.as_json())
    assert same_number(solution.answer.value, reference.value), (solution, reference)
    assert solution.answer.unit == reference.unit
    return solution.answer.value, solution.answer.unit


# --- each kind -------------------------------------------------------------------------


def test_add():
    assert answer(
        graph([("Sam", 5, "apples")], [("Sam", "add", 3, "apples")], ("apples", "Sam"))
    ) == (8, "apples")


def test_add_without_a_stated_holding_starts_from_zero():
    assert answer(graph([], [("Kim", "add", 4, "shells")], ("shells", "Kim"))) == (4, "shells")


def test_subtract():
    assert answer(
        graph([("Sam", 10, "candies")], [("Sam", "subtract", 2, "candies")], ("candies", "Sam"))
    ) == (8, "candies")


def test_subtract_everything_leaves_zero():
    assert answer(
        graph([("Sam", 3, "pens")], [("Sam", "subtract", 3, "pens")], ("pens", "Sam"))
    ) == (0, "pens")


@pytest.mark.parametrize(("asked", "expected"), [("Sam", 3), ("Kim", 4), (None, 7)])
def test_transfer_changes_both_holdings(asked, expected):
    g = graph(
        [("Sam", 5, "marbles"), ("Kim", 2, "marbles")],
        [("Sam", "transfer", 2, "marbles", "Kim")],
        ("marbles", asked),
    )
    assert answer(g) == (expected, "marbles")


def test_transfer_to_someone_without_a_holding():
    g = graph(
        [("Sam", 5, "marbles")], [("Sam", "transfer", 5, "marbles", "Kim")], ("marbles", "Kim")
    )
    assert answer(g) == (5, "marbles")


def test_multiply():
    assert answer(
        graph([("Sam", 4, "stamps")], [("Sam", "multiply", 3, "stamps")], ("stamps", "Sam"))
    ) == (12, "stamps")


def test_multiply_by_zero():
    assert answer(
        graph([("Sam", 4, "stamps")], [("Sam", "multiply", 0, "stamps")], ("stamps", "Sam"))
    ) == (0, "stamps")


def test_divide():
    assert answer(
        graph([("Sam", 12, "cookies")], [("Sam", "divide", 4, "cookies")], ("cookies", "Sam"))
    ) == (3, "cookies")


def test_divide_to_a_fraction():
    value, unit = answer(
        graph([("Sam", 7, "pies")], [("Sam", "divide", 2, "pies")], ("pies", "Sam"))
    )
    assert (value, unit) == (3.5, "pies")
    assert type(value) is float


def test_scaling_touches_only_the_operand_unit():
    g = graph(
        [("Sam", 4, "apples"), ("Sam", 5, "pears")],
        [("Sam", "multiply", 2, "apples")],
        ("pears", "Sam"),
    )
    assert answer(g) == (5, "pears")


def test_scaling_a_holding_gained_by_an_event():
    g = graph(
        [], [("Kim", "add", 4, "shells"), ("Kim", "multiply", 2, "shells")], ("shells", "Kim")
    )
    assert answer(g) == (8, "shells")


def test_operations_run_in_order():
    ops_a = [("Sam", "add", 2, "apples"), ("Sam", "multiply", 3, "apples")]
    assert answer(graph([("Sam", 1, "apples")], ops_a, ("apples", "Sam")))[0] == 9
    ops_b = list(reversed(ops_a))
    assert answer(graph([("Sam", 1, "apples")], ops_b, ("apples", "Sam")))[0] == 5


def test_a_later_initial_possession_sets_the_holding():
    g = graph([("Sam", 1, "apples"), ("Sam", 6, "apples")], [], ("apples", "Sam"))
    assert answer(g) == (6, "apples")


# --- the unknown -----------------------------------------------------------------------


def test_total_sums_every_entity_holding_the_unit():
    g = graph(
        [("Sam", 3, "apples"), ("Kim", 4, "apples"), ("Kim", 10, "pears"), ("Lee", 1, "pears")],
        [("Lee", "add", 2, "apples")],
        ("apples", None),
    )
    assert answer(g) == (9, "apples")


def test_total_with_no_operations():
    g = graph([("Sam", 5, "stickers"), ("Kim", 6, "stickers")], [], ("stickers", None))
    assert solve(g).steps == ()
    assert answer(g) == (11, "stickers")


def test_entity_missing_a_unit_others_hold_reads_zero():
    g = graph([("Sam", 3, "apples"), ("Kim", 2, "pears")], [], ("apples", "Kim"))
    assert answer(g) == (0, "apples")


# --- exactness -------------------------------------------------------------------------


def test_decimals_add_exactly():
    value, _ = answer(
        graph([("Sam", 0.1, "dollars")], [("Sam", "add", 0.2, "dollars")], ("dollars", "Sam"))
    )
    assert value == 0.3
    assert value != 0.1 + 0.2


def test_prices_sum_exactly():
    g = graph(
        [("Ann", 13.99, "dollars"), ("Bo", 12.14, "dollars"), ("Cy", 7.43, "dollars")],
        [],
        ("dollars", None),
    )
    value, _ = answer(g)
    assert value == 33.56
    assert type(value) is float


def test_money_left_exactly():
    g = graph(
        [("Sam", 20, "dollars")],
        [("Sam", "subtract", 13.99, "dollars"), ("Sam", "subtract", 3.7, "dollars")],
        ("dollars", "Sam"),
    )
    assert answer(g)[0] == 2.31


@pytest.mark.parametrize(
    ("holdings", "ops"),
    [
        pytest.param([("Sam", 0.5, "cups")], [("Sam", "add", 0.5, "cups")], id="half+half"),
        pytest.param([("Sam", 2.5, "cups")], [("Sam", "multiply", 2, "cups")], id="2.5*2"),
        pytest.param([("Sam", 4, "cups")], [("Sam", "multiply", 0.25, "cups")], id="4*0.25"),
        pytest.param([("Sam", 0.3, "cups")], [("Sam", "divide", 0.1, "cups")], id="0.3/0.1"),
        pytest.param([("Sam", 1.1, "cups")], [("Sam", "multiply", 10, "cups")], id="1.1*10"),
    ],
)
def test_integral_result_is_an_int(holdings, ops):
    value, _ = answer(graph(holdings, ops, ("cups", "Sam")))
    assert type(value) is int


@pytest.mark.parametrize(
    ("holdings", "ops"),
    [
        pytest.param([("Sam", 1, "pies")], [("Sam", "divide", 3, "pies")], id="1/3"),
        pytest.param([("Sam", 20, "pies")], [("Sam", "divide", 3, "pies")], id="20/3"),
        pytest.param(
            [("Sam", 100000000000000.1, "pies")], [("Sam", "add", 0.03, "pies")], id="17-digits"
        ),
    ],
)
def test_a_value_without_an_exact_float_is_refused_not_rounded(holdings, ops):
    # Before: 1/3 became 0.3333333333333333, presented as the exact answer.
    with pytest.raises(InconsistentGraphError) as excinfo:
        solve(graph(holdings, ops, ("pies", "Sam")))
    assert excinfo.value.code == "inexact-number"
    with pytest.raises(ReferenceInconsistency) as reference:
        reference_solve(graph(holdings, ops, ("pies", "Sam")).as_json())
    assert reference.value.code == "inexact-number"


def test_an_inexact_holding_on_the_way_is_refused_even_if_the_answer_is_whole():
    g = graph(
        [("Sam", 1, "pies")],
        [("Sam", "divide", 3, "pies"), ("Sam", "multiply", 3, "pies")],
        ("pies", "Sam"),
    )
    with pytest.raises(InconsistentGraphError, match="step 1") as excinfo:
        solve(g)
    assert excinfo.value.code == "inexact-number"


def test_largest_integral_result_is_an_exact_int():
    g = graph([("Sam", 10**14, "grains")], [("Sam", "multiply", 9.99, "grains")], ("grains", "Sam"))
    value, _ = answer(g)
    assert type(value) is int
    assert value == 999 * 10**12


def test_a_holding_past_the_bound_is_out_of_range():
    # 10**14 * 10 = 10**15 is not below the schema's bound (decision 0006)
    g = graph([("Sam", 10**14, "grains")], [("Sam", "multiply", 10, "grains")], ("grains", "Sam"))
    with pytest.raises(InconsistentGraphError) as excinfo:
        solve(g)
    assert excinfo.value.code == "out-of-range"
    with pytest.raises(ReferenceInconsistency) as reference:
        reference_solve(g.as_json())
    assert reference.value.code == "out-of-range"


# --- the step trace --------------------------------------------------------------------


def test_one_step_per_operation_in_order():
    ops = [
        ("Sam", "add", 2, "apples"),
        ("Sam", "transfer", 3, "apples", "Kim"),
        ("Kim", "multiply", 2, "apples"),
        ("Kim", "divide", 4, "apples"),
        ("Sam", "subtract", 1, "apples"),
    ]
    g = graph([("Sam", 5, "apples")], ops, ("apples", None))
    steps = solve(g).steps
    assert [step.operation for step in steps] == list(g.operations)
    assert [step.changes for step in steps] == [
        (Holding("Sam", 5, 7),),
        (Holding("Sam", 7, 4), Holding("Kim", 0, 3)),
        (Holding("Kim", 3, 6),),
        (Holding("Kim", 6, 1.5),),
        (Holding("Sam", 4, 3),),
    ]
    reference = reference_solve(g.as_json())
    assert [[(h.entity, h.before, h.after) for h in step.changes] for step in steps] == [
        list(step.changes) for step in reference.steps
    ]


def test_step_values_are_ints_when_integral():
    g = graph([("Sam", 0.5, "cups")], [("Sam", "add", 1.5, "cups")], ("cups", "Sam"))
    (step,) = solve(g).steps
    assert step.changes == (Holding("Sam", 0.5, 2),)
    assert type(step.changes[0].after) is int


def test_solution_encodes_as_json():
    g = graph(
        [("Sam", 5, "marbles")], [("Sam", "transfer", 2, "marbles", "Kim")], ("marbles", "Kim")
    )
    data = msgspec.json.decode(msgspec.json.encode(solve(g)))
    assert data["answer"] == {"value": 2, "unit": "marbles"}
    assert data["steps"][0]["changes"] == [
        {"entity": "Sam", "before": 5, "after": 3},
        {"entity": "Kim", "before": 0, "after": 2},
    ]


def test_solving_is_repeatable():
    g = graph([("Sam", 7, "pies")], [("Sam", "divide", 2, "pies")], ("pies", "Sam"))
    assert solve(g) == solve(g)


# --- inconsistent graphs ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("holdings", "ops", "unknown", "code"),
    [
        pytest.param(
            [("Sam", 3, "apples")],
            [("Sam", "subtract", 4, "apples")],
            ("apples", "Sam"),
            "negative-holding",
            id="subtract-more-than-held",
        ),
        pytest.param(
            [],
            [("Sam", "subtract", 1, "apples")],
            ("apples", "Sam"),
            "negative-holding",
            id="subtract-from-nothing",
        ),
        pytest.param(
            [("Sam", 0.3, "dollars")],
            [("Sam", "subtract", 0.30000000000000004, "dollars")],
            ("dollars", "Sam"),
            "negative-holding",
            id="subtract-a-hair-more",
        ),
        pytest.param(
            [("Sam", 3, "apples")],
            [("Sam", "transfer", 5, "apples", "Kim")],
            ("apples", "Kim"),
            "negative-holding",
            id="transfer-more-than-held",
        ),
        pytest.param(
            [("Sam", 3, "apples")],
            [("Sam", "subtract", 5, "apples"), ("Sam", "add", 10, "apples")],
            ("apples", "Sam"),
            "negative-holding",
            id="negative-in-between",
        ),
        pytest.param(
            [("Sam", 3, "apples")],
            [("Kim", "multiply", 2, "apples")],
            ("apples", None),
            "unstated-holding",
            id="multiply-unstated",
        ),
        pytest.param(
            [("Sam", 3, "apples")],
            [("Sam", "divide", 2, "pears")],
            ("apples", None),
            "unstated-holding",
            id="divide-unstated-unit",
        ),
        pytest.param(
            [("Sam", 3, "apples")],
            [],
            ("pears", "Sam"),
            "unknown-unit",
            id="unknown-unit-of-entity",
        ),
        pytest.param(
            [("Sam", 3, "apples")],
            [("Sam", "add", 1, "apples")],
            ("pears", None),
            "unknown-unit",
            id="unknown-unit-total",
        ),
    ],
)
def test_inconsistent_graph(holdings, ops, unknown, code):
    g = graph(holdings, ops, unknown)
    with pytest.raises(InconsistentGraphError) as excinfo:
        solve(g)
    assert excinfo.value.code == code
    assert str(excinfo.value)
    with pytest.raises(ReferenceInconsistency) as reference:
        reference_solve(g.as_json())
    assert reference.value.code == code


def test_inconsistency_message_says_what_happened():
    g = graph([("Sam", 3, "apples")], [("Sam", "subtract", 4, "apples")], ("apples", "Sam"))
    with pytest.raises(InconsistentGraphError, match=r"step 1.*Sam") as excinfo:
        solve(g)
    assert isinstance(excinfo.value, ValueError)
    g = graph([("Sam", 3, "apples")], [], ("pears", "Sam"))
    with pytest.raises(InconsistentGraphError, match="pears"):
        solve(g)


def test_step_text_reads_each_v1_step_as_arithmetic():
    ops = [
        ("Sam", "add", 2, "apples"),
        ("Sam", "transfer", 3, "apples", "Kim"),
        ("Kim", "multiply", 2, "apples"),
        ("Kim", "divide", 4, "apples"),
        ("Sam", "subtract", 0.5, "apples"),
    ]
    g = graph([("Sam", 5, "apples")], ops, ("apples", None))
    lines = [step_text(step) for step in solve(g).steps]
    signs = {"x": "\u00d7", "-": "\u2212", "/": "\u00f7"}
    expected = [
        "Sam: 5 + 2 = 7 apples",
        "Sam gives Kim 3 apples: Sam 7 - 3 = 4 apples; Kim 0 + 3 = 3 apples",
        "Kim: 3 x 2 = 6 apples",
        "Kim: 6 / 4 = 1.5 apples",
        "Sam: 4 - 0.5 = 3.5 apples",
    ]
    assert lines == [
        " ".join(signs.get(word, word) for word in line.split(" ")) for line in expected
    ]
