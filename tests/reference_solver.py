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


def reference_solve(graph: dict[str, Any]) -> ReferenceSolution:
    """Execute a graph given as plain JSON-like builtins.

    graph (dict): keys ``entities``, ``initial_state``, ``operations``, ``unknown``.
    RETURNS (ReferenceSolution): the exact answer, its unit and the per-step changes.
    RAISES ReferenceInconsistency: as decision 0007's semantics section prescribes.
    """
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
        steps.append(ReferenceStep(kind, tuple(changes)))

    unit = graph["unknown"]["unit"]
    entity = graph["unknown"].get("entity")
    of_unit = {who: amount for (who, what), amount in holdings.items() if what == unit}
    if not of_unit:
        raise ReferenceInconsistency(UNKNOWN_UNIT, f"nobody holds {unit}")
    value = sum(of_unit.values(), Fraction(0)) if entity is None else of_unit.get(entity, 0)
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
