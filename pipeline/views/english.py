"""Say a result in English: quantities, the starting holdings, each step and the answer."""

from __future__ import annotations

from collections.abc import Sequence

from wordproblem.components.quantities.quantities import singular
from wordproblem.models import MathProblemGraph, Quantity, Step

from .verbs import past_tense

__all__ = [
    "format_number",
    "format_quantity",
    "past_tense",
    "realize_answer",
    "realize_start",
    "realize_step",
]

# Scaling by these factors has a verb of its own.
_SCALE_VERBS = {("multiply", 2): "doubled", ("multiply", 3): "tripled",
                ("multiply", 4): "quadrupled", ("divide", 2): "halved"}  # fmt: skip

# Without the verb the text used, a gain or a loss is said with one verb.
_KIND_VERBS = {"add": "got", "subtract": "lost"}


def format_number(value: int | float) -> str:
    """RETURNS (str): ``1,200`` for an int, the shortest exact decimal for a float."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, int):
        return f"{value:,}"
    return repr(value)


def format_quantity(value: int | float, unit: str) -> str:
    """Write a quantity the way a problem would.

    value (int | float): the number.
    unit (str): the canonical (plural) unit.
    RETURNS (str): ``"8 apples"``, ``"1 apple"``, ``"$2.50"``.
    """
    if unit == "dollars":
        if isinstance(value, float) and not value.is_integer() and round(value, 2) == value:
            return f"${value:,.2f}"
        return f"${format_number(value)}"
    return f"{format_number(value)} {singular(unit) if value == 1 else unit}"


def _amount(quantity: Quantity) -> str:
    return format_quantity(quantity.value, quantity.unit)


def name(entity: str, start: bool = False) -> str:
    """A proper name as written; a common-noun holder with 'the' ('the park')."""
    if entity[:1].isupper():
        return entity
    return f"{'The' if start else 'the'} {entity}"


def _possessive(entity: str, start: bool = False) -> str:
    return f"{name(entity, start)}'s"


def _list(items: Sequence[str]) -> str:
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def realize_step(step: Step, verb: str | None = None) -> str:
    """Say one solver step as a short English sentence: the event, then the new holding.

    step (Step): the step.
    verb (str | None): the lemma of the verb the text used, whose subject is the
        operation's actor (the giver of a transfer): "spend", "give away". None says
        the change by its kind: "got", "lost", "gave".
    RETURNS (str): e.g. "Tom gave Sara 3 marbles, so Tom has 7 marbles and Sara has 3 marbles."
    """
    op = step.operation
    actor, kind, operand = op.actor, op.kind, op.operand
    after = {change.entity: change.after for change in step.changes}
    subject = name(actor, True)
    holds = f"{name(actor)} has {format_quantity(after[actor], operand.unit)}"
    if kind == "transfer":
        assert op.target is not None  # guaranteed by the schema
        target = name(op.target)
        holds += f" and {target} has {format_quantity(after[op.target], operand.unit)}"
        if verb:  # "Tom sold 3 marbles to Sara": fits every giving verb, with or without particle
            event = f"{subject} {past_tense(verb)} {_amount(operand)} to {target}"
        else:
            event = f"{subject} gave {target} {_amount(operand)}"
    elif kind in _KIND_VERBS:
        event = f"{subject} {past_tense(verb) if verb else _KIND_VERBS[kind]} {_amount(operand)}"
    else:
        scaled = _SCALE_VERBS.get((kind, operand.value))
        if scaled is None:
            by = "multiplied" if kind == "multiply" else "divided"
            scaled = f"were {by} by {format_number(operand.value)}"
        event = f"{_possessive(actor, True)} {operand.unit} {scaled}"
    return f"{event}, so {holds}."


def realize_start(graph: MathProblemGraph) -> list[str]:
    """RETURNS (list[str]): one sentence per starting holding, e.g. "Sam has 5 apples."."""
    return [f"{name(i.entity, True)} has {_amount(i.quantity)}." for i in graph.initial_state]


def holders(graph: MathProblemGraph, unit: str) -> list[str]:
    """RETURNS (list[str]): the entities that hold ``unit`` at some point, in entity order."""
    named = {i.entity for i in graph.initial_state if i.quantity.unit == unit}
    for op in graph.operations:
        if op.operand.unit == unit:
            named.add(op.actor)
            if op.target:
                named.add(op.target)
    return [e for e in graph.entities if e in named]


def realize_answer(graph: MathProblemGraph, answer: Quantity) -> str:
    """RETURNS (str): the answer as a sentence, "So Sam has 8 apples." or "Altogether, ..."."""
    unknown = graph.unknown
    amount = _amount(answer)
    if unknown.entity is not None:
        return f"So {name(unknown.entity)} has {amount}."
    names = [name(e) for e in holders(graph, unknown.unit)]
    if len(names) == 1:
        return f"So {names[0]} has {amount} in all."
    return f"Altogether, {_list(names)} have {amount}." if names else f"In all: {amount}."
