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


# --- schema v2 (decision 0006) ---------------------------------------------------------
#
# A second, independent reading of decision 0006: the facts become sympy equations (the
# real solver propagates over its own exact elimination), sympy solves the whole system
# at once, and the checks run on the solved values. Shares with a remainder are floor
# divisions, which sympy does not solve: they are resolved by a loop of direct formulas.

TIME_SECONDS = {"seconds": 1, "minutes": 60, "hours": 3600, "days": 86400, "weeks": 604800}
TIME_SINGULAR = {unit[:-1]: unit for unit in TIME_SECONDS}
NOT_ANSWERED = {"underdetermined", "non-linear"}  # the reference does not tell these apart


def reference_solve_v2(graph: dict[str, Any]) -> ReferenceSolution:
    """Solve a v2 graph (plain dict with ``facts``) with sympy; RAISES ReferenceInconsistency."""
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

    def slot(index: int, name: str, value: Any) -> Any:
        symbol = number(value)
        slots[index, name] = symbol
        slot_exprs.append(symbol)
        return symbol

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
            q = fact["quantity"]
            value = slot(index, "quantity", q["value"])
            key = (fact["entity"], q["unit"])
            if key in held:
                eqs.append(sympy.Eq(held[key], value))
            else:
                held[key] = value
                never_negative.append(value)
        elif kind == "change":
            unit = fact["operand"]["unit"]
            amount = slot(index, "operand", fact["operand"]["value"])
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
            count = slot(index, "count", fact["count"]["value"])
            rate = slot(index, "rate", fact["rate"]["value"])
            total = slot(index, "total", fact["total"]["value"])
            per = fact["rate"]["per"]
            factor = sympy.Integer(1)
            if per in TIME_SINGULAR:
                factor = sympy.Rational(
                    TIME_SECONDS[fact["count"]["unit"]], TIME_SECONDS[TIME_SINGULAR[per]]
                )
            eqs.append(sympy.Eq(total, count * factor * rate))
            if fact["kind"] is not None:
                sign = 1 if fact["kind"] == "add" else -1
                move(fact["entity"], fact["total"]["unit"], sign * total)
        elif kind == "share":
            total = slot(index, "total", fact["total"]["value"])
            groups = slot(index, "groups", fact["groups"]["value"])
            each = slot(index, "each", fact["each"]["value"])
            whole.extend([total, groups, each])
            if fact["remainder"] is None:
                eqs.append(sympy.Eq(total, groups * each))
            else:
                floors.append(
                    (total, groups, each, slot(index, "remainder", fact["remainder"]["value"]))
                )
        elif kind == "compare":
            by = slot(index, "by", fact["by"])
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
            goal = slot(index, "goal", fact["goal"]["value"])
            shortfall = slot(index, "shortfall", fact["shortfall"]["value"])
            eqs.append(sympy.Eq(goal, holding(fact["entity"], fact["goal"]["unit"]) + shortfall))
        elif kind == "total":
            whole_q = fact["whole"]
            amount = slot(index, "whole", whole_q["value"])
            holders, parts = fact["holders"], fact["parts"]
            if holders:
                pairs = [(h, p) for h in holders for p in parts]
                if len(holders) > 1 and len(parts) > 1:
                    pairs = [pair for pair in pairs if pair in held]
            else:
                pairs = [key for key in held if key[1] in parts]
                if not pairs:
                    raise ReferenceInconsistency(UNKNOWN_UNIT, f"fact {index}")
            terms = []
            for h, p in pairs:
                scale = sympy.Integer(1)
                if p in TIME_SECONDS:
                    scale = sympy.Rational(TIME_SECONDS[p], TIME_SECONDS[whole_q["unit"]])
                terms.append(scale * holding(h, p))
            eqs.append(sympy.Eq(amount, sum(terms, sympy.Integer(0))))

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
