"""Execute a MathProblemGraph with exact arithmetic and record a step trace."""

from __future__ import annotations

from fractions import Fraction

import msgspec

from .schema import MAX_VALUE, MathGraphError, MathProblemGraph, Operation, Quantity


class InconsistentGraphError(ValueError):
    """A valid graph describes something that cannot happen.

    code (str): stable reason, one of ``negative-holding``, ``unstated-holding``,
        ``unknown-unit``, ``out-of-range`` (a holding reaches the schema's bound,
        ``MAX_VALUE``).
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


class Solution(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The answer to the graph's unknown and the steps that led to it."""

    answer: Quantity
    steps: tuple[Step, ...]


def to_number(value: Fraction) -> int | float:
    """Turn an exact value into the number the schema stores.

    value (Fraction): the value.
    RETURNS (int | float): ``value`` as an int when integral, else the nearest float.
    RAISES MathGraphError: ``abs(value)`` is not below ``MAX_VALUE``.
    """
    if abs(value) >= MAX_VALUE:
        digits = int(int(abs(value)).bit_length() * 0.30103) + 1
        raise MathGraphError(
            f"value: a number of about {digits} digits is not below the schema's bound 10**15"
        )
    if value.denominator == 1:
        return int(value)
    return float(value)


def _exact(value: int | float) -> Fraction:
    # repr gives the shortest decimal that round-trips: 0.1 -> 1/10, not the binary value.
    return Fraction(value) if isinstance(value, int) else Fraction(repr(value))


def solve(graph: MathProblemGraph) -> Solution:
    """Run the graph's operations over its initial state and read the unknown.

    graph (MathProblemGraph): a validated graph.
    RETURNS (Solution): the answer and one step per operation.
    RAISES InconsistentGraphError: a holding goes negative, an unstated holding is
        scaled, or the unknown asks for a unit nobody holds.
    """
    state: dict[tuple[str, str], Fraction] = {}
    for item in graph.initial_state:
        state[item.entity, item.quantity.unit] = _exact(item.quantity.value)
    try:
        return _run(graph, state)
    except (OverflowError, MathGraphError) as exc:
        raise InconsistentGraphError(
            "out-of-range", f"a holding grows beyond the schema's bound: {exc}"
        ) from exc


def _run(graph: MathProblemGraph, state: dict[tuple[str, str], Fraction]) -> Solution:
    steps = [_apply(op, index, state) for index, op in enumerate(graph.operations, start=1)]
    unit = graph.unknown.unit
    if not any(key_unit == unit for _, key_unit in state):
        raise InconsistentGraphError(
            "unknown-unit", f"the question asks for {unit!r}, which nobody holds"
        )
    if graph.unknown.entity is None:
        total = sum((v for (_, key_unit), v in state.items() if key_unit == unit), Fraction(0))
    else:
        total = state.get((graph.unknown.entity, unit), Fraction(0))
    return Solution(answer=Quantity(to_number(total), unit), steps=tuple(steps))


def _apply(op: Operation, index: int, state: dict[tuple[str, str], Fraction]) -> Step:
    unit = op.operand.unit
    amount = _exact(op.operand.value)
    actor_key = (op.actor, unit)
    before = state.get(actor_key, Fraction(0))
    target_change: Holding | None = None
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
        if op.kind == "transfer":
            assert op.target is not None  # guaranteed by the schema
            target_key = (op.target, unit)
            target_before = state.get(target_key, Fraction(0))
            state[target_key] = target_before + amount
            target_change = Holding(
                op.target, to_number(target_before), to_number(target_before + amount)
            )
    else:  # multiply / divide
        if actor_key not in state:
            raise InconsistentGraphError(
                "unstated-holding",
                f"step {index}: {op.actor}'s {unit} are scaled but were never stated",
            )
        after = before * amount if op.kind == "multiply" else before / amount
    state[actor_key] = after
    changes = [Holding(op.actor, to_number(before), to_number(after))]
    if target_change is not None:
        changes.append(target_change)
    return Step(operation=op, changes=tuple(changes))
