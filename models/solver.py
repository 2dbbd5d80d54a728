"""Execute a MathProblemGraph with exact arithmetic and record a step trace."""

from __future__ import annotations

from fractions import Fraction

import msgspec

from .equations import DIVIDED, MINUS, TIMES, Derivation, Refusal, build, exact
from .schema import MAX_VALUE, MathGraphError, MathProblemGraph, Operation, Quantity


class InconsistentGraphError(ValueError):
    """A valid graph describes something that cannot happen.

    code (str): stable reason, one of ``negative-holding``, ``unstated-holding``,
        ``unknown-unit``, ``out-of-range`` (a holding reaches the schema's bound,
        ``MAX_VALUE``), ``inexact-number`` (a holding or the answer, like 20/3, has
        no exact decimal float; decision 0006).
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class Holding(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``entity``'s holding before and after one step."""

    entity: str
    before: int | float
    after: int | float


class Step(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One executed operation with the holdings it changed (actor first, then target)."""

    operation: Operation
    changes: tuple[Holding, ...]


class Solution(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """The answer to the graph's unknown and the steps that led to it.

    answer (Quantity): the asked value.
    steps (tuple[Step, ...]): a v1 graph's steps, one per operation.
    derivations (tuple[Derivation, ...]): a v2 graph's derived quantities in solving
        order (left out of the encoding when empty, so v1 solutions encode as before).
    """

    answer: Quantity
    steps: tuple[Step, ...]
    derivations: tuple[Derivation, ...] = ()


def to_number(value: Fraction) -> int | float:
    """Turn an exact value into the number the schema stores, never rounding.

    value (Fraction): the value.
    RETURNS (int | float): ``value`` as an int when integral, else the float whose
        shortest repr is exactly ``value`` (``Fraction(7, 2)`` -> ``3.5``).
    RAISES MathGraphError: ``abs(value)`` is not below ``MAX_VALUE``, or no float's
        shortest repr is ``value`` (``1/3``; ``12345678901234567.5``).
    """
    problem = _number_problem(value)
    if problem is not None:
        raise MathGraphError(f"value: {problem[1]}")
    return _number(value)


def _number(value: Fraction) -> int | float:
    """RETURNS (int | float): ``value`` as ``to_number`` gives it, once it is checked."""
    if value.denominator == 1:
        return int(value)
    return float(value)


_ZERO = Fraction(0)  # a holding not stated yet (Fractions are immutable: one will do)
# (numerator, denominator) -> whether the shortest repr of its float is exactly it
_KEPT_BY_FLOAT: dict[tuple[int, int], bool] = {}


def _number_problem(value: Fraction) -> tuple[str, str] | None:
    """RETURNS (tuple | None): (code, message) when ``value`` cannot be stored exactly."""
    if value.denominator == 1 and -MAX_VALUE < value.numerator < MAX_VALUE:
        return None  # the common case, without Fraction arithmetic
    if abs(value) >= MAX_VALUE:
        digits = int(int(abs(value)).bit_length() * 0.30103) + 1
        return (
            "out-of-range",
            f"a number of about {digits} digits is not below the schema's bound 10**15",
        )
    if value.denominator != 1 and not _kept_by_float(value):
        return (
            "inexact-number",
            f"{value} has no exact decimal form that a float keeps "
            f"(the nearest float is {float(value)!r})",
        )
    return None


def _kept_by_float(value: Fraction) -> bool:
    """RETURNS (bool): whether the shortest repr of ``value``'s float is exactly ``value``
    (kept per value: parsing the repr back is the slow part of a solve)."""
    key = (value.numerator, value.denominator)
    kept = _KEPT_BY_FLOAT.get(key)
    if kept is None:
        if len(_KEPT_BY_FLOAT) > 10_000:
            _KEPT_BY_FLOAT.clear()
        kept = _KEPT_BY_FLOAT[key] = Fraction(repr(float(value))) == value
    return kept


def _solve_facts(graph: MathProblemGraph) -> Solution:
    try:
        system, target = build(graph, _stored_v2)
        value = system.solve_for(target, graph.unknown.unit)
        answer = Quantity(_stored_v2(value, "the answer"), graph.unknown.unit)
    except Refusal as exc:
        raise InconsistentGraphError(exc.code, str(exc)) from exc
    return Solution(answer=answer, steps=(), derivations=tuple(system.derivations))


def _stored_v2(value: Fraction, where: str) -> int | float:
    problem = _number_problem(value)
    if problem is not None:
        raise Refusal(problem[0], f"{where}: {problem[1]}")
    return _number(value)


def step_text(step: Step | Derivation) -> str:
    """Write one step of a solution as a line of plain English arithmetic.

    step (Step | Derivation): a v1 step or a v2 derivation.
    RETURNS (str): e.g. "Sam: 5 + 3 = 8 apples" (v1), "Sam gives Kim 3 apples: Sam
        10 - 3 = 7 apples; Kim 2 + 3 = 5 apples" (v1, with the minus sign U+2212), or a
        derivation's equation, "4 boxes x 6 eggs per box = 24 eggs" (with U+00D7).
    """
    if isinstance(step, Derivation):
        return step.equation
    op = step.operation
    amount = _num(op.operand.value)
    sign = {"add": "+", "subtract": MINUS, "transfer": MINUS, "multiply": TIMES}
    first = step.changes[0]
    unit = op.operand.unit
    line = f"{_num(first.before)} {sign.get(op.kind, DIVIDED)} {amount} = {_num(first.after)}"
    if op.kind != "transfer":
        return f"{op.actor}: {line} {unit}"
    target = step.changes[1]
    other = f"{_num(target.before)} + {amount} = {_num(target.after)} {unit}"
    return (
        f"{op.actor} gives {op.target} {op.operand}: {op.actor} {line} {unit}; {op.target} {other}"
    )


def _num(value: int | float | None) -> str:
    return repr(value) if isinstance(value, float) else str(value)


def _stored(value: Fraction, where: str) -> int | float:
    """RETURNS (int | float): ``value`` as stored; RAISES InconsistentGraphError if it
    cannot be stored exactly."""
    problem = _number_problem(value)
    if problem is not None:
        raise InconsistentGraphError(problem[0], f"{where}: {problem[1]}")
    return _number(value)


def solve(graph: MathProblemGraph) -> Solution:
    """Solve a graph exactly: run a v1 graph's operations over its initial state, or
    solve a v2 graph's facts as equations (decision 0006), and read the unknown.

    graph (MathProblemGraph): a validated graph.
    RETURNS (Solution): the answer, and one step per operation (v1) or the derivations
        in solving order (v2).
    RAISES InconsistentGraphError: a holding goes negative, an unstated holding is
        scaled, the unknown asks for a unit nobody holds, a holding or the answer
        cannot be stored exactly (past the bound, or like 20/3 without a decimal form);
        for v2 also underdetermined, non-linear, contradictory, not-whole and
        negative-value (``.code``).
    """
    if graph.facts:
        return _solve_facts(graph)
    state: dict[tuple[str, str], Fraction] = {}
    for item in graph.initial_state:
        state[item.entity, item.quantity.unit] = exact(item.quantity.value)
    return _run(graph, state)


def _run(graph: MathProblemGraph, state: dict[tuple[str, str], Fraction]) -> Solution:
    steps = [_apply(op, index, state) for index, op in enumerate(graph.operations, start=1)]
    unit = graph.unknown.unit
    if not any(key_unit == unit for _, key_unit in state):
        raise InconsistentGraphError(
            "unknown-unit", f"the question asks for {unit!r}, which nobody holds"
        )
    if graph.unknown.entity is None:
        total = sum((v for (_, key_unit), v in state.items() if key_unit == unit), _ZERO)
    else:
        total = state.get((graph.unknown.entity, unit), _ZERO)
    answer = _stored(total, f"the answer ({unit})")
    return Solution(answer=Quantity(answer, unit), steps=tuple(steps))


def _apply(op: Operation, index: int, state: dict[tuple[str, str], Fraction]) -> Step:
    unit = op.operand.unit
    amount = exact(op.operand.value)
    actor_key = (op.actor, unit)
    before = state.get(actor_key, _ZERO)
    if op.kind == "add":
        after = before + amount
    elif op.kind in ("subtract", "transfer"):
        after = before - amount
        if after < 0:
            raise InconsistentGraphError(
                "negative-holding",
                f"step {index}: {op.actor} has {to_number(before)} {unit} "
                f"and cannot give up {to_number(amount)}",
            )
    else:  # multiply / divide
        if actor_key not in state:
            raise InconsistentGraphError(
                "unstated-holding",
                f"step {index}: {op.actor}'s {unit} are scaled but were never stated",
            )
        after = before * amount if op.kind == "multiply" else before / amount
    state[actor_key] = after
    changes = [_holding(op.actor, before, after, index, unit)]
    if op.kind == "transfer":
        assert op.target is not None  # guaranteed by the schema
        target_key = (op.target, unit)
        target_before = state.get(target_key, _ZERO)
        state[target_key] = target_before + amount
        changes.append(_holding(op.target, target_before, target_before + amount, index, unit))
    return Step(operation=op, changes=tuple(changes))


def _holding(entity: str, before: Fraction, after: Fraction, index: int, unit: str) -> Holding:
    where = f"step {index}: {entity}'s {unit}"
    return Holding(entity, _stored(before, where), _stored(after, where))
