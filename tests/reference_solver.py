"""An independent reference solver, for tests only.

It implements the semantics section of decision 0007 from scratch on the plain dict form
of a graph (a dev-set ``ground_truth_graph`` or ``MathProblemGraph.as_json()``) and
shares no code with ``wordproblem.models.solver``: two implementations that agree are
evidence that both read the design the same way.

Numbers are exact: an int is itself, a float is the decimal it is written as
(``0.1`` means one tenth, not the nearest binary fraction).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any

NEGATIVE_HOLDING = "negative-holding"
UNSTATED_HOLDING = "unstated-holding"
UNKNOWN_UNIT = "unknown-unit"
OUT_OF_RANGE = "out-of-range"
INEXACT_NUMBER = "inexact-number"
BOUND = 10**15  # decision 0006: every stored number is below it


class ReferenceInconsistency(Exception):
    """The graph is valid but describes something that cannot happen.

    code (str): ``negative-holding``, ``unstated-holding`` or ``unknown-unit``.
    """

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(f"{code}: {detail}")
        self.code = code


@dataclass(frozen=True)
class ReferenceStep:
    """One operation's effect: (entity, before, after) for each holding it changed."""

    kind: str
    changes: tuple[tuple[str, Fraction, Fraction], ...]


@dataclass(frozen=True)
class ReferenceSolution:
    value: Fraction
    unit: str
    steps: tuple[ReferenceStep, ...]


def exact(value: Any) -> Fraction:
    """RETURNS (Fraction): ``value`` read as the exact decimal it is written as."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"not a number: {value!r}")
    if isinstance(value, int):
        return Fraction(value)
    return Fraction(Decimal(repr(value)))


def check_storable(value: Fraction, where: str) -> None:
    """Raise ReferenceInconsistency unless ``value`` is below the bound and is an integer
    or a finite decimal that a float's shortest repr writes exactly (decision 0006)."""
    if abs(value) >= BOUND:
        raise ReferenceInconsistency(OUT_OF_RANGE, f"{where}: {value} >= {BOUND}")
    if value.denominator == 1:
        return
    rest, twos, fives = value.denominator, 0, 0
    while rest % 2 == 0:
        rest, twos = rest // 2, twos + 1
    while rest % 5 == 0:
        rest, fives = rest // 5, fives + 1
    if rest != 1:
        raise ReferenceInconsistency(INEXACT_NUMBER, f"{where}: {value} has no decimal form")
    places = max(twos, fives)
    written = Decimal(f"{value.numerator * 10**places // value.denominator}E-{places}")
    if Decimal(repr(float(str(written)))) != written:
        raise ReferenceInconsistency(INEXACT_NUMBER, f"{where}: {written} is not a float's repr")


def reference_solve(graph: dict[str, Any]) -> ReferenceSolution:
    """Execute a graph given as plain JSON-like builtins.

    graph (dict): keys ``entities``, ``initial_state``, ``operations``, ``unknown``.
    RETURNS (ReferenceSolution): the exact answer, its unit and the per-step changes.
    RAISES ReferenceInconsistency: as decision 0007's semantics section prescribes.
    """
    if graph.get("facts"):
        return reference_solve_v2(graph)
    # (entity, unit) -> amount; a key is present once the holding exists (stated, or
    # touched by an event); a missing key reads as 0.
    holdings: dict[tuple[str, str], Fraction] = {}
    for possession in graph["initial_state"]:
        quantity = possession["quantity"]
        holdings[possession["entity"], quantity["unit"]] = exact(quantity["value"])

    steps: list[ReferenceStep] = []
    for number, op in enumerate(graph["operations"], start=1):
        kind = op["kind"]
        unit = op["operand"]["unit"]
        amount = exact(op["operand"]["value"])
        mine = (op["actor"], unit)
        had = holdings.get(mine, Fraction(0))
        changes = []
        if kind == "add":
            holdings[mine] = had + amount
        elif kind in ("subtract", "transfer"):
            if amount > had:
                raise ReferenceInconsistency(
                    NEGATIVE_HOLDING, f"op {number}: {op['actor']} has {had}, gives {amount}"
                )
            holdings[mine] = had - amount
        elif kind in ("multiply", "divide"):
            if mine not in holdings:
                raise ReferenceInconsistency(
                    UNSTATED_HOLDING, f"op {number}: {op['actor']} never held {unit}"
                )
            holdings[mine] = had * amount if kind == "multiply" else had / amount
        else:
            raise ValueError(f"op {number}: unknown kind {kind!r}")
        changes.append((op["actor"], had, holdings[mine]))
        if kind == "transfer":
            theirs = (op["target"], unit)
            they_had = holdings.get(theirs, Fraction(0))
            holdings[theirs] = they_had + amount
            changes.append((op["target"], they_had, holdings[theirs]))
        for _, before, after in changes:
            for amount in (before, after):
                check_storable(amount, f"op {number}")
        steps.append(ReferenceStep(kind, tuple(changes)))

    unit = graph["unknown"]["unit"]
    entity = graph["unknown"].get("entity")
    of_unit = {who: amount for (who, what), amount in holdings.items() if what == unit}
    if not of_unit:
        raise ReferenceInconsistency(UNKNOWN_UNIT, f"nobody holds {unit}")
    value = sum(of_unit.values(), Fraction(0)) if entity is None else of_unit.get(entity, 0)
    check_storable(Fraction(value), "the answer")
    return ReferenceSolution(Fraction(value), unit, tuple(steps))


def same_number(answer: int | float, reference: Fraction) -> bool:
    """RETURNS (bool): a solver's number (int when integral, else the nearest float) is
    ``reference``."""
    if isinstance(answer, bool) or not isinstance(answer, (int, float)):
        return False
    if reference.denominator == 1:
        return type(answer) is int and answer == reference
    nearest = float(reference)
    if nearest.is_integer():  # e.g. 1 + 1e-45: not integral, but its nearest float is
        return answer == nearest
    return type(answer) is float and answer == nearest


# --- schema v2 (decision 0006) and v3 (decision 0010) -----------------------------------
#
# A second, independent reading of decisions 0006 and 0010 (references are substituted,
# units converted by a table of their own): the facts become sympy equations (the
# real solver propagates over its own exact elimination), sympy solves the whole system
# at once, and the checks run on the solved values. Shares with a remainder are floor
# divisions, which sympy does not solve: they are resolved by a loop of direct formulas.

TIME_SECONDS = {"seconds": 1, "minutes": 60, "hours": 3600, "days": 86400, "weeks": 604800}
TIME_SINGULAR = {unit[:-1]: unit for unit in TIME_SECONDS}
NOT_ANSWERED = {"underdetermined", "non-linear"}  # the reference does not tell these apart

# Schema v3 (decision 0010), written out again from the record rather than imported: each
# unit's size in its group's smallest unit. Two units convert only inside one group;
# "dozens" is 12 of any unit in no group.
SIZES = {
    **{unit: ("time", n) for unit, n in TIME_SECONDS.items()},
    "months": ("calendar", 1), "years": ("calendar", 12),
    "cents": ("money", 1), "dollars": ("money", 100),
    "inches": ("length", 1), "feet": ("length", 12), "yards": ("length", 36),
    "miles": ("length", 5280 * 12),
    "millimeters": ("metric", 1), "centimeters": ("metric", 10), "meters": ("metric", 10**3),
    "kilometers": ("metric", 10**6),
    "ounces": ("weight", 1), "pounds": ("weight", 16),
    "grams": ("mass", 1), "kilograms": ("mass", 1000),
    "milliliters": ("volume", 1), "liters": ("volume", 1000),
}  # fmt: skip
PLURAL = {
    "second": "seconds", "minute": "minutes", "hour": "hours", "day": "days", "week": "weeks",
    "month": "months", "year": "years", "cent": "cents", "dollar": "dollars", "inch": "inches",
    "foot": "feet", "yard": "yards", "mile": "miles", "millimeter": "millimeters",
    "centimeter": "centimeters", "meter": "meters", "kilometer": "kilometers",
    "ounce": "ounces", "pound": "pounds", "gram": "grams", "kilogram": "kilograms",
    "milliliter": "milliliters", "liter": "liters", "dozen": "dozens",
}  # fmt: skip
# A part (scale result) of any other unit counts things and must be whole.
FRACTIONAL = set(SIZES) | {"cups", "gallons", "quarts", "pints", "tablespoons", "teaspoons"}
FRACTIONAL |= {"tons", "degrees", "percent"}


def factor(source: str, target: str) -> Fraction:
    """RETURNS (Fraction): how many ``target`` one ``source`` is; 1 when they do not convert
    (the same unit, or a hypernym such as students of people)."""
    if source == target:
        return Fraction(1)
    if source in SIZES and target in SIZES and SIZES[source][0] == SIZES[target][0]:
        return Fraction(SIZES[source][1], SIZES[target][1])
    if source == "dozens" and target not in SIZES:
        return Fraction(12)
    if target == "dozens" and source not in SIZES:
        return Fraction(1, 12)
    return Fraction(1)


def reference_solve_v2(graph: dict[str, Any]) -> ReferenceSolution:
    """Solve a v2 or v3 graph (plain dict with ``facts``) with sympy; RAISES
    ReferenceInconsistency."""
    import sympy

    counter = iter(range(10**6))

    def fresh() -> Any:
        return sympy.Symbol(f"v{next(counter)}")

    def number(value: Any) -> Any:
        return fresh() if value is None else sympy.Rational(exact(value))

    held: dict[tuple[Any, str], Any] = {}
    eqs: list[Any] = []
    never_negative: list[Any] = []  # holdings at every point
    slots: dict[tuple[int, str], Any] = {}
    slot_exprs: list[Any] = []
    whole: list[Any] = []
    floors: list[tuple[Any, Any, Any, Any]] = []  # (total, groups, each, remainder)

    units: dict[tuple[int, str], str] = {}

    def slot(index: int, name: str, value: Any, item: dict[str, Any] | None = None) -> Any:
        """The expression of a slot: its number, a new symbol, or (v3) what it references."""
        ref = (item or {}).get("ref")
        if ref is None:
            symbol = number(value)
            slot_exprs.append(symbol)
        elif ref["holder"] is not None:
            symbol = holding(ref["holder"], item["unit"])  # type: ignore[index]
        else:
            key = (ref["fact"], ref["slot"])
            scale = factor(units[key], item["unit"])  # type: ignore[index]
            symbol = slots[key] * sympy.Rational(scale.numerator, scale.denominator)
        slots[index, name] = symbol
        if item is not None:
            units[index, name] = item["unit"]
        return symbol

    def q(index: int, name: str, item: dict[str, Any]) -> Any:
        return slot(index, name, item["value"], item)

    def rational(value: Fraction) -> Any:
        return sympy.Rational(value.numerator, value.denominator)

    def holding(entity: Any, unit: str) -> Any:
        if (entity, unit) not in held:
            held[entity, unit] = fresh()
            never_negative.append(held[entity, unit])
        return held[entity, unit]

    def move(entity: Any, unit: str, by: Any) -> None:
        held[entity, unit] = held.get((entity, unit), sympy.Integer(0)) + by
        never_negative.append(held[entity, unit])

    for index, fact in enumerate(graph["facts"]):
        kind = fact["type"]
        if kind == "has":
            value = q(index, "quantity", fact["quantity"])
            key = (fact["entity"], fact["quantity"]["unit"])
            if key in held:
                eqs.append(sympy.Eq(held[key], value))
            else:
                held[key] = value
                never_negative.append(value)
        elif kind == "change":
            unit = fact["operand"]["unit"]
            amount = q(index, "operand", fact["operand"])
            actor = fact["actor"]
            if fact["kind"] == "add":
                move(actor, unit, amount)
            elif fact["kind"] in ("subtract", "transfer"):
                move(actor, unit, -amount)
                if fact["kind"] == "transfer":
                    move(fact["target"], unit, amount)
            else:
                if (actor, unit) not in held:
                    raise ReferenceInconsistency(UNSTATED_HOLDING, f"fact {index}")
                scaled = held[actor, unit]
                held[actor, unit] = (
                    scaled * amount if fact["kind"] == "multiply" else scaled / amount
                )
                never_negative.append(held[actor, unit])
        elif kind == "rate":
            count = q(index, "count", fact["count"])
            rate = q(index, "rate", fact["rate"])
            total = q(index, "total", fact["total"])
            per, count_unit = fact["rate"]["per"], fact["count"]["unit"]
            if per in PLURAL:  # time and every other unit that converts (decision 0010)
                per_count = factor(count_unit, PLURAL[per])
            else:  # dozens of a thing, per that thing
                per_count = Fraction(12 if count_unit == "dozens" else 1)
            made = per_count * factor(fact["rate"]["unit"], fact["total"]["unit"])
            eqs.append(sympy.Eq(total, count * rational(made) * rate))
            if fact["kind"] is not None:
                sign = 1 if fact["kind"] == "add" else -1
                move(fact["entity"], fact["total"]["unit"], sign * total)
        elif kind == "share":
            total = q(index, "total", fact["total"])
            groups = q(index, "groups", fact["groups"])
            each = q(index, "each", fact["each"])
            whole.extend([total, groups, each])
            counted = total * rational(factor(fact["total"]["unit"], fact["each"]["unit"]))
            if fact["remainder"] is None:
                eqs.append(sympy.Eq(counted, groups * each))
            else:
                rest = q(index, "remainder", fact["remainder"])
                rest = rest * rational(factor(fact["remainder"]["unit"], fact["each"]["unit"]))
                floors.append((counted, groups, each, rest))
        elif kind == "compare":
            by = slot(index, "by", fact["by"])
            units[index, "by"] = fact["unit"]
            than = holding(fact["than"], fact["unit"])
            mine = holding(fact["entity"], fact["unit"])
            eqs.append(
                sympy.Eq(
                    mine,
                    {"more": than + by, "fewer": than - by, "times": than * by, "part": than / by}[
                        fact["kind"]
                    ],
                )
            )
        elif kind == "need":
            goal = q(index, "goal", fact["goal"])
            shortfall = q(index, "shortfall", fact["shortfall"])
            eqs.append(sympy.Eq(goal, holding(fact["entity"], fact["goal"]["unit"]) + shortfall))
        elif kind == "total":
            whole_q = fact["whole"]
            amount = q(index, "whole", whole_q)
            holders, parts = fact["holders"], fact["parts"]
            if holders:
                pairs = [(h, p) for h in holders for p in parts]
                if len(holders) > 1 and len(parts) > 1:
                    pairs = [pair for pair in pairs if pair in held]
            else:
                pairs = [key for key in held if key[1] in parts]
                if not pairs:
                    raise ReferenceInconsistency(UNKNOWN_UNIT, f"fact {index}")
            terms = [rational(factor(p, whole_q["unit"])) * holding(h, p) for h, p in pairs]
            eqs.append(sympy.Eq(amount, sum(terms, sympy.Integer(0))))
        elif kind in ("sum", "average"):
            last = "whole" if kind == "sum" else "mean"
            result = q(index, last, fact[last])
            parts = [
                q(index, f"terms.{i}", term) * rational(factor(term["unit"], fact[last]["unit"]))
                for i, term in enumerate(fact["terms"])
            ]
            added = sum(parts, sympy.Integer(0))
            eqs.append(sympy.Eq(result, added if kind == "sum" else added / len(parts)))
        elif kind == "differ":
            unit = fact["result"]["unit"]
            base = q(index, "base", fact["base"]) * rational(factor(fact["base"]["unit"], unit))
            by = q(index, "by", fact["by"]) * rational(factor(fact["by"]["unit"], unit))
            result = q(index, "result", fact["result"])
            eqs.append(sympy.Eq(result, base + by if fact["kind"] == "more" else base - by))
        elif kind == "scale":
            base = q(index, "base", fact["base"])
            result = q(index, "result", fact["result"])
            part = slot(index, "ratio", fact["ratio"]["value"]) / fact["ratio"]["per"]
            times = {"times": part, "less": 1 - part, "more": 1 + part}[fact["kind"]]
            convert = rational(factor(fact["base"]["unit"], fact["result"]["unit"]))
            eqs.append(sympy.Eq(result, base * convert * times))
            if fact["result"]["unit"] not in FRACTIONAL:
                whole.append(result)

    question = graph.get("question")
    unit, entity = graph["unknown"]["unit"], graph["unknown"].get("entity")
    if question is not None:
        target = slots[question["fact"], question["slot"]]
    else:
        of_unit = [expr for (who, what), expr in held.items() if what == unit]
        if not of_unit:
            raise ReferenceInconsistency(UNKNOWN_UNIT, f"nobody holds {unit}")
        if entity is None:
            target = sum(of_unit, sympy.Integer(0))
        else:
            target = held.get((entity, unit), sympy.Integer(0))

    known: dict[Any, Any] = {}
    for _ in range(len(floors) + 2):
        system = [eq.subs(known) for eq in eqs]
        system = [eq for eq in system if eq is not sympy.true]
        if any(eq is sympy.false for eq in system):
            raise ReferenceInconsistency("contradictory", "the facts disagree")
        unknowns = sorted(set().union(*(eq.free_symbols for eq in system)), key=str)
        if system:
            found = sympy.solve(system, unknowns, dict=True)
            if not found:
                raise ReferenceInconsistency("contradictory", "the facts disagree")
            if len(found) > 1:
                raise ReferenceInconsistency("non-linear", "more than one solution")
            known.update({k: v for k, v in found[0].items() if not v.free_symbols})
        added = False
        for total, groups, each, rest in floors:
            t, g, e, r = (sympy.sympify(x).subs(known) for x in (total, groups, each, rest))
            if t.is_number and (g.is_number or e.is_number):
                asked, divisor = (e, g) if g.is_number else (g, e)
                if r.is_number:
                    new = [sympy.Eq(asked, (t - r) / divisor)]
                else:
                    q, left = divmod(Fraction(str(t)), Fraction(str(divisor)))
                    new = [sympy.Eq(asked, q), sympy.Eq(r, sympy.Rational(left))]
                if not t.is_integer:
                    raise ReferenceInconsistency("not-whole", f"{t} is not whole")
            elif g.is_number and e.is_number and r.is_number:
                new = [sympy.Eq(t, g * e + r)]
            else:
                continue
            new = [eq for eq in new if eq not in eqs]
            if new:
                eqs.extend(new)
                added = True
        if not added:
            break
    for total, groups, each, rest in floors:
        t, g, e, r = (sympy.sympify(x).subs(known) for x in (total, groups, each, rest))
        if all(x.is_number for x in (t, g, e, r)) and t != g * e + r:
            raise ReferenceInconsistency("contradictory", "a share does not add up")

    def value_of(expr: Any) -> Fraction | None:
        expr = sympy.sympify(expr).subs(known)
        return Fraction(str(expr)) if expr.is_number else None

    for expr in never_negative:
        amount = value_of(expr)
        if amount is not None and amount < 0:
            raise ReferenceInconsistency(NEGATIVE_HOLDING, f"{expr} = {amount}")
    for expr in slot_exprs:
        amount = value_of(expr)
        if amount is not None and amount < 0:
            raise ReferenceInconsistency("negative-value", f"{expr} = {amount}")
    for expr in whole:
        amount = value_of(expr)
        if amount is not None and amount.denominator != 1:
            raise ReferenceInconsistency("not-whole", f"{expr} = {amount}")
    for expr in never_negative + slot_exprs:
        amount = value_of(expr)
        if amount is not None:
            check_storable(amount, str(expr))
    answer = value_of(target)
    if answer is None:
        raise ReferenceInconsistency("underdetermined", "the facts do not fix the answer")
    check_storable(answer, "the answer")
    return ReferenceSolution(answer, unit, ())
