"""The solver on schema v3 graphs (decision 0010): references, the four facts, time slots
and conversions give exact answers and steps a person follows; refusals keep v2's codes.
Every answer was worked out by hand; the reference solver must agree with each."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from wordproblem.models import (
    InconsistentGraphError,
    Quantity,
    graph_from_dict,
    solve,
    step_text,
)

from tests.reference_solver import ReferenceInconsistency, reference_solve


def q(value: Any, unit: str, ref: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"unit": unit, "value": value} | ({"ref": ref} if ref else {})


def r(value: Any, unit: str, per: str, ref: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"per": per, "unit": unit, "value": value} | ({"ref": ref} if ref else {})


def at(fact: int, slot: str) -> dict[str, Any]:
    return {"fact": fact, "holder": None, "slot": slot}


def of(holder: str) -> dict[str, Any]:
    return {"fact": None, "holder": holder, "slot": None}


def has(entity: str | None, quantity: dict[str, Any]) -> dict[str, Any]:
    return {"entity": entity, "quantity": quantity, "type": "has"}


def change(actor: str, kind: str, operand: dict[str, Any]) -> dict[str, Any]:
    return {"actor": actor, "kind": kind, "operand": operand, "target": None, "type": "change"}


def rate(entity, kind, count, per_one, total) -> dict[str, Any]:
    return {"count": count, "entity": entity, "kind": kind, "rate": per_one, "total": total,
            "type": "rate"}  # fmt: skip


def scale(kind: str, base, value, per: int, result) -> dict[str, Any]:
    return {"base": base, "kind": kind, "ratio": {"per": per, "value": value}, "result": result,
            "type": "scale"}  # fmt: skip


def differ(kind: str, base, by, result) -> dict[str, Any]:
    return {"base": base, "by": by, "kind": kind, "result": result, "type": "differ"}


def graph(facts, unit, entity=None, asked=None, entities=(), slots=()) -> dict[str, Any]:
    data: dict[str, Any] = {"entities": list(entities), "facts": facts, "initial_state": [],
                            "operations": [], "unknown": {"entity": entity, "unit": unit}}  # fmt: skip
    if asked is not None:
        data["question"] = {"fact": asked[0], "slot": asked[1]}
    if slots:
        data["slots"] = list(slots)
    return data


def _signs(text: str) -> str:
    return text.replace(" x ", " \u00d7 ").replace(" - ", " \u2212 ").replace(" / ", " \u00f7 ")


def _solved(data: dict[str, Any], value: int | float, unit: str, steps: list[str]) -> None:
    solution = solve(graph_from_dict(data))
    assert solution.answer == Quantity(value, unit)
    assert [step_text(d) for d in solution.derivations] == [_signs(s) for s in steps]
    reference = reference_solve(data)
    assert (reference.value, reference.unit) == (Fraction(str(value)), unit)


def _refused(data: dict[str, Any], code: str, reference_code: str | None = None) -> None:
    with pytest.raises(InconsistentGraphError) as refused:
        solve(graph_from_dict(data))
    assert refused.value.code == code
    with pytest.raises(ReferenceInconsistency) as reference:
        reference_solve(data)
    assert reference.value.code == (reference_code or code)


# --- scale: each kind, each unknown ------------------------------------------------------


PRICE = rate(None, None, q(None, "lamps"), r(40, "dollars", "lamp"), q(None, "dollars"))


@pytest.mark.parametrize(
    ("kind", "value", "per", "answer", "step"),
    [
        # the base is the lamp's price (a rate); the result is a quantity of its own
        ("times", 25, 100, 10, "25% of 40 dollars per lamp = 10 dollars"),
        ("times", 3, 1, 120, "3 x 40 dollars per lamp = 120 dollars"),
        ("times", 3, 8, 15, "3/8 of 40 dollars per lamp = 15 dollars"),
        ("less", 15, 100, 34, "40 dollars per lamp - 15% = 34 dollars"),
        ("more", 5, 100, 42, "40 dollars per lamp + 5% = 42 dollars"),
        ("less", 1, 4, 30, "40 dollars per lamp - 1/4 of 40 dollars per lamp = 30 dollars"),
    ],
)
def test_scale_gives_its_result(kind, value, per, answer, step):
    data = graph(
        [PRICE, scale(kind, q(None, "dollars", at(0, "rate")), value, per, q(None, "dollars"))],
        "dollars",
        asked=(1, "result"),
    )
    _solved(data, answer, "dollars", [step])


@pytest.mark.parametrize(
    ("kind", "result", "answer", "step"),
    [
        ("times", 10, 25, "10 dollars / 40 dollars per lamp = 25%"),
        ("less", 32, 20, "(40 dollars per lamp - 32 dollars) / 40 dollars per lamp = 20%"),
        ("more", 46, 15, "(46 dollars - 40 dollars per lamp) / 40 dollars per lamp = 15%"),
    ],
)
def test_scale_gives_an_asked_percent(kind, result, answer, step):
    base = q(None, "dollars", at(0, "rate"))
    data = graph([PRICE, scale(kind, base, None, 100, q(result, "dollars"))], "percent",
                 asked=(1, "ratio"))  # fmt: skip
    _solved(data, answer, "percent", [step])


@pytest.mark.parametrize(
    ("kind", "step"),
    [
        ("times", "10 dollars / 25% = 40 dollars"),
        ("less", "30 dollars / (100% - 25%) = 40 dollars"),
    ],
)
def test_scale_gives_its_base_from_the_result(kind, step):
    result = 10 if kind == "times" else 30
    data = graph([scale(kind, q(None, "dollars"), 25, 100, q(result, "dollars"))], "dollars",
                 asked=(0, "base"))  # fmt: skip
    _solved(data, 40, "dollars", [step])


def test_a_part_of_things_counted_must_be_whole():
    students = [has("class", q(25, "students")),
                scale("times", q(None, "students", of("class")), 30, 100, q(None, "students"))]  # fmt: skip
    _refused(graph(students, "students", asked=(1, "result"), entities=["class"]), "not-whole")
    # 1/3 of 31 is not a decimal either: a count says not-whole first
    students[0] = has("class", q(31, "students"))
    students[1]["ratio"] = {"per": 3, "value": 1}
    _refused(graph(students, "students", asked=(1, "result"), entities=["class"]), "not-whole")
    # money may be a fraction, if it is a decimal
    money = [scale("times", q(30, "dollars"), 25, 100, q(None, "dollars"))]
    _solved(graph(money, "dollars", asked=(0, "result")), 7.5, "dollars",
            ["25% of 30 dollars = 7.5 dollars"])  # fmt: skip
    money[0]["ratio"] = {"per": 3, "value": 1}
    money[0]["base"] = q(10, "dollars")
    _refused(graph(money, "dollars", asked=(0, "result")), "inexact-number")


def test_scale_refusals():
    both = graph([scale("times", q(None, "dollars"), None, 100, q(10, "dollars"))], "percent",
                 asked=(0, "ratio"))  # fmt: skip
    _refused(both, "non-linear", "underdetermined")
    wrong = graph([scale("times", q(40, "dollars"), 25, 100, q(11, "dollars")),
                   has("Ana", q(1, "dollars"))], "dollars", "Ana", entities=["Ana"])  # fmt: skip
    _refused(wrong, "contradictory")
    free = graph([scale("less", q(None, "dollars"), 100, 100, q(0, "dollars"))], "dollars",
                 asked=(0, "base"))  # fmt: skip
    _refused(free, "underdetermined")
    negative = graph([scale("less", q(40, "dollars"), 150, 100, q(None, "dollars"))], "dollars",
                     asked=(0, "result"))  # fmt: skip
    _refused(negative, "negative-value")


# --- differ, sum, average --------------------------------------------------------------


def test_differ_converts_units_and_asks_a_difference():
    pen = rate(None, None, q(None, "pens"), r(1.2, "dollars", "pen"), q(None, "dollars"))
    more = differ("more", q(None, "dollars", at(0, "rate")), q(50, "cents"), q(None, "dollars"))
    _solved(graph([pen, more], "dollars", asked=(1, "result")), 1.7, "dollars",
            ["1.2 dollars + 50 cents (0.5 dollars) = 1.7 dollars"])  # fmt: skip
    asked = differ("more", q(None, "cents", at(0, "rate")), q(None, "cents"), q(2, "dollars"))
    _solved(graph([pen, asked], "cents", asked=(1, "by")), 80, "cents",
            ["1.2 dollars = 120 cents", "2 dollars (200 cents) - 120 cents = 80 more cents"])  # fmt: skip
    fewer = differ("fewer", q(3, "dollars"), q(None, "dollars"), q(5, "dollars"))
    _refused(graph([fewer], "dollars", asked=(0, "by")), "negative-value")


def test_sum_with_kinds_a_rest_and_a_conversion():
    kinds = {
        "terms": [q(33, "students"), q(9, "adults")],
        "type": "sum",
        "whole": q(None, "people"),
    }
    _solved(graph([kinds], "people", asked=(0, "whole")), 42, "people", ["33 + 9 = 42 people"])
    rest = {"terms": [q(150, "pages"), q(None, "pages")], "type": "sum", "whole": q(400, "pages")}
    _solved(graph([rest], "pages", asked=(0, "terms.1")), 250, "pages", ["400 - 150 = 250 pages"])
    feet = {"terms": [q(9, "feet"), q(4, "inches")], "type": "sum", "whole": q(None, "inches")}
    _solved(graph([feet], "inches", asked=(0, "whole")), 112, "inches",
            ["9 feet (108 inches) + 4 inches = 112 inches"])  # fmt: skip


def test_average_gives_its_mean_or_a_missing_term():
    listed = {"mean": q(None, "points"), "terms": [q(82, "points"), q(90, "points"),
              q(76, "points")], "type": "average"}  # fmt: skip
    _refused(graph([listed], "points", asked=(0, "mean")), "inexact-number")  # 248/3
    listed["terms"][2] = q(77, "points")
    _solved(graph([listed], "points", asked=(0, "mean")), 83, "points",
            ["(82 + 90 + 77) / 3 = 83 points"])  # fmt: skip
    listed["mean"], listed["terms"][2] = q(85, "points"), q(None, "points")
    _solved(graph([listed], "points", asked=(0, "terms.2")), 83, "points",
            ["3 x 85 - 82 - 90 = 83 points"])  # fmt: skip
    mixed = {"mean": q(None, "minutes"), "terms": [q(1, "hours"), q(30, "minutes")],
             "type": "average"}  # fmt: skip
    _solved(graph([mixed], "minutes", asked=(0, "mean")), 45, "minutes",
            ["(1 hour (60 minutes) + 30) / 2 = 45 minutes"])  # fmt: skip


# --- references ----------------------------------------------------------------------------


def test_a_holder_reference_reads_the_holding_at_its_place():
    facts = [
        has("shop", q(52, "puppies")),
        scale("times", q(None, "puppies", of("shop")), 1, 4, q(None, "puppies")),  # of 52
        change("shop", "subtract", q(None, "puppies", at(1, "result"))),
        scale("times", q(None, "puppies", of("shop")), 1, 3, q(None, "puppies")),  # of 39
    ]
    _solved(graph(facts, "puppies", asked=(3, "result"), entities=["shop"]), 13, "puppies",
            ["1/4 of 52 puppies = 13 puppies", "52 - 13 = 39 puppies",
             "1/3 of 39 puppies = 13 puppies"])  # fmt: skip


def test_a_reference_to_an_unstated_holding_is_solved_by_later_facts():
    facts = [
        {
            "mean": q(48, "eggs"),
            "terms": [q(None, "eggs", of(d)) for d in ("one", "two", "three")],
            "type": "average",
        },
        has("one", q(40, "eggs")),
        has("two", q(55, "eggs")),
    ]
    solution = solve(graph_from_dict(graph(facts, "eggs", "three", slots=("one", "two", "three"))))
    assert solution.answer == Quantity(49, "eggs")
    assert reference_solve(graph(facts, "eggs", "three", slots=("one", "two", "three"))).value == 49


def test_a_rate_reused_and_converted_by_reference():
    facts = [
        rate(None, None, q(3, "pens"), r(None, "dollars", "pen"), q(4.5, "dollars")),
        rate(None, None, q(8, "pens"), r(None, "dollars", "pen", at(0, "rate")), q(None, "cents")),
    ]
    _solved(graph(facts, "cents", asked=(1, "total")), 1200, "cents",
            ["4.5 dollars / 3 pens = 1.5 dollars per pen",
             "8 pens x 1.5 dollars per pen = 12 dollars", "12 dollars = 1200 cents"])  # fmt: skip


def test_a_shared_time_is_solved_by_elimination():
    facts = [
        rate("tank", "add", q(None, "minutes"), r(12, "liters", "minute"), q(None, "liters")),
        rate(
            "tank",
            "subtract",
            q(None, "minutes", at(0, "count")),
            r(4, "liters", "minute"),
            q(None, "liters"),
        ),
        has("tank", q(96, "liters")),
    ]
    data = graph(facts, "minutes", "tank", asked=(0, "count"), entities=["tank"])
    assert solve(graph_from_dict(data)).answer == Quantity(12, "minutes")
    assert reference_solve(data).value == 12


# --- conversions in v2 facts -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("count", "per_one", "total", "answer", "steps"),
    [
        (q(24, "feet"), r(2, "dollars", "yard"), q(None, "dollars"), 16,
         ["24 feet (8 yards) x 2 dollars per yard = 16 dollars"]),
        (q(3, "dozens"), r(35, "cents", "pencil"), q(None, "dollars"), 12.6,
         ["3 dozens (36) x 35 cents per pencil = 1260 cents", "1260 cents = 12.6 dollars"]),
        (q(30, "months"), r(1800, "dollars", "month"), q(None, "dollars"), 54000,
         ["30 months x 1800 dollars per month = 54000 dollars"]),
        (q(2.5, "years"), r(1800, "dollars", "month"), q(None, "dollars"), 54000,
         ["2.5 years (30 months) x 1800 dollars per month = 54000 dollars"]),
        (q(40, "ounces"), r(6, "dollars", "pound"), q(None, "dollars"), 15,
         ["40 ounces (2.5 pounds) x 6 dollars per pound = 15 dollars"]),
    ],
)  # fmt: skip
def test_a_rate_converts_its_count_and_total(count, per_one, total, answer, steps):
    _solved(graph([rate(None, None, count, per_one, total)], total["unit"], asked=(0, "total")),
            answer, total["unit"], steps)  # fmt: skip


def test_a_rate_count_asked_through_a_converted_total():
    fence = rate(None, None, q(None, "sections"), r(8, "feet", "section"), q(40, "yards"))
    _solved(graph([fence], "sections", asked=(0, "count")), 15, "sections",
            ["40 yards = 120 feet", "120 feet / 8 feet per section = 15 sections"])  # fmt: skip


def test_a_share_converts_dozens_to_things():
    share = {"each": r(4, "cookies", "bag"), "entity": None, "groups": q(None, "bags"),
             "remainder": None, "total": q(5, "dozens"), "type": "share"}  # fmt: skip
    _solved(graph([share], "bags", asked=(0, "groups")), 15, "bags",
            ["5 dozens = 60 cookies", "60 cookies / 4 cookies per bag = 15 bags"])  # fmt: skip


def test_time_slots_hold_amounts_compared_and_summed():
    facts = [has("Monday", q(12, "cakes")), {"by": 2, "entity": "Tuesday", "kind": "times",
             "than": "Monday", "type": "compare", "unit": "cakes"}]  # fmt: skip
    _solved(graph(facts, "cakes", slots=("Monday", "Tuesday")), 36, "cakes",
            ["12 cakes x 2 = 24 cakes", "12 + 24 = 36 cakes"])  # fmt: skip
