"""Say the facts of a v2 or v3 graph (decisions 0006, 0010): one line per fact, the
derivations and the answer sentence. A quantity that references another says where its
value comes from ("fact 1's total (dollars)", "the pet shop's puppies")."""

from __future__ import annotations

from wordproblem.models import (
    Average,
    Change,
    Compare,
    Derivation,
    Differ,
    Fact,
    Has,
    InconsistentGraphError,
    MathProblemGraph,
    Need,
    Quantity,
    Rate,
    RateFact,
    Ratio,
    Ref,
    Scale,
    Share,
    Sum,
    Total,
    fact_entities,
    ratio_text,
    solve,
)

from .english import format_number, format_quantity, name

__all__ = [
    "ASKED",
    "asks_fact",
    "derivation_line",
    "fact_line",
    "fact_type",
    "graph_derivations",
    "realize_fact_answer",
    "realize_v2_answer",
]

ASKED = " (asked)"
"""The mark after the asked quantity in a fact line."""

_SIGNS = {"add": "+", "subtract": "-", "multiply": "x", "divide": "/"}
_PARTS = {2: "half", 3: "a third", 4: "a quarter"}
_FACT_NAMES = {Has: "has", Change: "change", RateFact: "rate", Share: "share",
               Compare: "compare", Need: "need", Total: "total", Sum: "sum",
               Scale: "scale", Differ: "differ", Average: "average"}  # fmt: skip


def fact_type(fact: Fact) -> str:
    """RETURNS (str): the fact's tag, ``"rate"``."""
    return _FACT_NAMES[type(fact)]


def _num(value: int | float | None) -> str:
    return "?" if value is None else format_number(value)


def source(ref: Ref, unit: str) -> str:
    """RETURNS (str): a referenced quantity by where its value comes from: "the farmer's
    eggs", "Monday's laps" (a holding at that point), "fact 3's groups (cartons)" (facts
    numbered from 1, as the views list them)."""
    if ref.holder is not None:
        holder = ref.holder if ref.holder[:1].isdigit() else name(ref.holder)
        return f"{holder}'s {unit}"
    slot = (ref.slot or "").replace("terms.", "term ")
    return f"fact {(ref.fact or 0) + 1}'s {slot} ({unit})"


def _q(quantity: Quantity, asked: bool = False) -> str:
    if quantity.ref is not None:
        return source(quantity.ref, quantity.unit)
    return f"{_num(quantity.value)} {quantity.unit}{ASKED if asked else ''}"


def _rate(rate: Rate, asked: bool = False) -> str:
    if rate.ref is not None:
        return source(rate.ref, f"{rate.unit} per {rate.per}")
    return f"{_num(rate.value)} {rate.unit} per {rate.per}{ASKED if asked else ''}"


def _ratio(ratio: Ratio, asked: bool = False) -> str:
    return ratio_text("?" if ratio.value is None else format_number(ratio.value), ratio.per) + (
        ASKED if asked else ""
    )


def _v3_line(fact: Sum | Scale | Differ | Average, slot: str | None) -> str:
    """RETURNS (str): a v3 fact as arithmetic, "25% of Ana's dollars = ? dollars", "33
    students + 9 adults = ? people" (decision 0010)."""
    if isinstance(fact, (Sum, Average)):
        last = "whole" if isinstance(fact, Sum) else "mean"
        terms = " + ".join(_q(t, slot == f"terms.{i}") for i, t in enumerate(fact.terms))
        result = _q(getattr(fact, last), slot == last)
        if isinstance(fact, Sum):
            return f"{terms} = {result}"
        return f"average of {terms} = {result}"
    base, result = _q(fact.base, slot == "base"), _q(fact.result, slot == "result")
    if isinstance(fact, Differ):
        by = _q(fact.by, slot == "by")
        return f"{base} {'+' if fact.kind == 'more' else '-'} {by} = {result}"
    ratio = _ratio(fact.ratio, slot == "ratio")
    part = f"{ratio} x {base}" if fact.ratio.per == 1 else f"{ratio} of {base}"
    if fact.kind == "times":
        return f"{part} = {result}"
    sign = "-" if fact.kind == "less" else "+"
    return f"{base} {sign} {ratio if fact.ratio.per == 100 else part} = {result}"


def _compare(fact: Compare, asked: bool) -> str:
    by, unit, mark = fact.by, fact.unit, ASKED if asked else ""
    if fact.kind in ("more", "fewer"):
        return f"{fact.entity} has {_num(by)}{mark} {fact.kind} {unit} than {fact.than}"
    if fact.kind == "times":
        factor = "twice" if by == 2 and not asked else f"{_num(by)}{mark} times"
        return f"{fact.entity} has {factor} as many {unit} as {fact.than}"
    share = _PARTS.get(by) if isinstance(by, int) and not asked else None  # type: ignore[arg-type]
    share = share or f"1/{_num(by)}{mark} of"
    return f"{fact.entity} has {share} as many {unit} as {fact.than}"


def fact_line(fact: Fact, slot: str | None = None) -> str:
    """Write one fact as a short line, unstated values as ``?``.

    fact (Fact): the fact.
    slot (str | None): the slot the question asks, marked ``(asked)``; None if none.
    RETURNS (str): e.g. "Amy: 5 pencils at 2 dollars per pencil, total ? dollars (asked)".
    """
    if isinstance(fact, Has):
        holder = f"{fact.entity} has" if fact.entity is not None else "there are"
        return f"{holder} {_q(fact.quantity, slot == 'quantity')}"
    if isinstance(fact, Change):
        amount = _q(fact.operand, slot == "operand")
        if fact.kind == "transfer":
            return f"{fact.actor} -> {fact.target}: {amount}"
        return f"{fact.actor}: {_SIGNS[fact.kind]}{amount}"
    if isinstance(fact, (Sum, Scale, Differ, Average)):
        return _v3_line(fact, slot)
    who = f"{fact.entity}: " if getattr(fact, "entity", None) is not None else ""
    if isinstance(fact, RateFact):
        line = (
            f"{who}{_q(fact.count, slot == 'count')} at {_rate(fact.rate, slot == 'rate')}, "
            f"total {_q(fact.total, slot == 'total')}"
        )
        if fact.kind is not None:
            line += f", {'added to' if fact.kind == 'add' else 'taken from'} {fact.entity}"
        return line
    if isinstance(fact, Share):
        line = (
            f"{who}{_q(fact.total, slot == 'total')} among {_q(fact.groups, slot == 'groups')}, "
            f"{_rate(fact.each, slot == 'each')}"
        )
        if fact.remainder is None:
            return line + ", none left over"
        return (
            line
            + f", {_num(fact.remainder.value)} {fact.remainder.unit} left over"
            + (ASKED if slot == "remainder" else "")
        )
    if isinstance(fact, Compare):
        return _compare(fact, slot == "by")
    if isinstance(fact, Need):
        return (
            f"{fact.entity} needs {_q(fact.goal, slot == 'goal')}: "
            f"{_q(fact.shortfall, slot == 'shortfall')} more than {fact.entity} has"
        )
    assert isinstance(fact, Total)
    of = f"of {_join(list(fact.holders))}" if fact.holders else "in all"
    return f"{' + '.join(fact.parts)} {of} = {_q(fact.whole, slot == 'whole')}"


def asks_fact(graph: MathProblemGraph) -> str | None:
    """RETURNS (str | None): the asked slot, "total of fact 2, in dollars"; None without a
    question."""
    if graph.question is None:
        return None
    return f"{graph.question.slot} of fact {graph.question.fact + 1}, in {graph.unknown.unit}"


def graph_derivations(
    graph: MathProblemGraph, given: tuple[Derivation, ...] = ()
) -> tuple[Derivation, ...]:
    """The derivations of a v2 graph, in solving order.

    graph (MathProblemGraph): a graph with facts.
    given (tuple[Derivation, ...]): derivations the result carries; when empty the graph
        is solved again (exact and deterministic), since results do not carry them yet.
    RETURNS (tuple[Derivation, ...]): the derivations; empty when the graph does not solve.
    """
    if given:
        return given
    try:
        return solve(graph).derivations
    except InconsistentGraphError:
        return ()


def derivation_line(derivation: Derivation) -> str:
    """RETURNS (str): the equation and its fact, "7 + 5 = 12 apples (fact 2)"."""
    where = "the question" if derivation.fact is None else f"fact {derivation.fact + 1}"
    return f"{derivation.equation} ({where})"


def _amount(value: int | float, unit: str) -> str:
    return format_quantity(value, unit)


def _join(items: list[str]) -> str:
    return " and ".join(items) if len(items) <= 2 else ", ".join(items[:-1]) + " and " + items[-1]


def realize_fact_answer(graph: MathProblemGraph, answer: Quantity) -> str | None:
    """Say the answer to a v2 question as a sentence about the asked fact.

    graph (MathProblemGraph): the graph.
    answer (Quantity): the answer.
    RETURNS (str | None): e.g. "So 5 pencils at $2 per pencil come to $10."; None when
        the graph has no question (the answer is an end holding).
    """
    if graph.question is None:
        return None
    fact, slot = graph.facts[graph.question.fact], graph.question.slot
    amount = _amount(answer.value, answer.unit)
    if isinstance(fact, Has):
        if fact.entity is None:
            return f"So there are {amount}."
        return f"So {name(fact.entity)} has {amount}."
    if isinstance(fact, Change):
        if fact.kind == "transfer":
            return f"So {name(fact.actor)} gave {name(fact.target or '')} {amount}."
        if fact.kind in ("add", "subtract"):
            return f"So {name(fact.actor)} {'got' if fact.kind == 'add' else 'lost'} {amount}."
        by = "multiplied" if fact.kind == "multiply" else "divided"
        return f"So {name(fact.actor)}'s {fact.operand.unit} were {by} by {amount}."
    if isinstance(fact, RateFact):
        values = {"count": fact.count.value, "rate": fact.rate.value, "total": fact.total.value}
        values[slot] = answer.value
        if values["count"] is None or values["rate"] is None:  # from a reference (v3)
            per = f" per {fact.rate.per}" if slot == "rate" else ""
            return f"So the {slot} is {amount}{per}."
        count = _amount(values["count"], fact.count.unit)  # type: ignore[arg-type]
        rate = f"{_amount(values['rate'], fact.rate.unit)} per {fact.rate.per}"  # type: ignore[arg-type]
        total = _amount(values["total"], fact.total.unit) if values["total"] is not None else "?"
        verb = "comes" if values["count"] == 1 else "come"
        return f"So {count} at {rate} {verb} to {total}."
    if isinstance(fact, Share):
        if slot == "each":
            return f"So each {fact.each.per} gets {amount}."
        if slot == "groups":
            return f"So there are {amount}."
        if slot == "remainder":
            return f"So {amount} {'is' if answer.value == 1 else 'are'} left over."
        return f"So there are {amount} in all."
    if isinstance(fact, Compare):
        return "So " + _compare_sentence(fact, answer.value) + "."
    if isinstance(fact, Need):
        more = " more" if slot == "shortfall" else ""
        return f"So {name(fact.entity)} needs {amount}{more}."
    if isinstance(fact, (Sum, Scale, Differ, Average)):
        return _v3_answer(fact, slot, answer, amount)
    assert isinstance(fact, Total)
    if not fact.holders:
        return f"So there are {amount} in all."
    if len(fact.holders) == 1:
        return f"So {name(fact.holders[0])} has {amount}."
    return f"So {_join([name(h) for h in fact.holders])} have {amount} altogether."


def _v3_answer(
    fact: Sum | Scale | Differ | Average, slot: str, answer: Quantity, amount: str
) -> str:
    """RETURNS (str): the answer to a v3 fact's slot as a sentence."""
    if slot == "ratio":
        assert isinstance(fact, Scale)
        if fact.ratio.per == 100:
            return f"So the part is {format_number(answer.value)}%."
        return f"So it is {format_number(answer.value)} times as much."
    sentences = {
        "whole": f"So the total is {amount}.",
        "mean": f"So the average is {amount}.",
        "by": f"So the difference is {amount}.",
        "base": f"So the amount it starts from is {amount}.",
        "result": f"So it comes to {amount}.",
    }
    if slot.startswith("terms."):
        return f"So the missing {'value' if isinstance(fact, Average) else 'part'} is {amount}."
    return sentences[slot]


def _compare_sentence(fact: Compare, by: int | float) -> str:
    who, than = name(fact.entity), name(fact.than)
    if fact.kind in ("more", "fewer"):
        return f"{who} has {format_number(by)} {fact.kind} {fact.unit} than {than}"
    if fact.kind == "times":
        return f"{who} has {format_number(by)} times as many {fact.unit} as {than}"
    return f"{who} has 1/{format_number(by)} as many {fact.unit} as {than}"


def fact_holders(graph: MathProblemGraph, unit: str) -> list[str]:
    """RETURNS (list[str]): the entities whose facts name ``unit``, in entity order."""
    named: set[str] = set()
    for fact in graph.facts:
        units = {getattr(fact, "unit", None)}
        for field in ("quantity", "operand", "total", "goal"):
            item = getattr(fact, field, None)
            if isinstance(item, Quantity):
                units.add(item.unit)
        if isinstance(fact, Total):
            units.update(fact.parts)
        if unit in units:
            named.update(fact_entities(fact))
    return [e for e in graph.entities if e in named]


def realize_v2_answer(graph: MathProblemGraph, answer: Quantity) -> str:
    """RETURNS (str): the answer to a v2 graph as a sentence, "So Tom has 12 apples."."""
    sentence = realize_fact_answer(graph, answer)
    if sentence is not None:
        return sentence
    amount = _amount(answer.value, answer.unit)
    if graph.unknown.entity is not None:
        return f"So {name(graph.unknown.entity)} has {amount}."
    names = [name(e) for e in fact_holders(graph, graph.unknown.unit)]
    if len(names) == 1:
        return f"So {names[0]} has {amount} in all."
    return f"Altogether, {_join(names)} have {amount}." if names else f"In all: {amount}."
