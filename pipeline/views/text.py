"""The terminal view of a result: the graph, the steps in English and the answer."""

from __future__ import annotations

from typing import Protocol

from spacy.tokens import Doc
from wordproblem.components.abstention import Abstention
from wordproblem.components.extensions import stored_result
from wordproblem.models import Derivation, MathProblemGraph, Operation, Quantity, Step, Unknown

from .english import format_number, format_quantity, realize_answer, realize_start, realize_step
from .facts import (
    asks_fact,
    derivation_line,
    fact_line,
    fact_type,
    graph_derivations,
    realize_v2_answer,
)

__all__ = [
    "ViewResult",
    "doc_to_text",
    "not_read",
    "render_text",
    "result_derivations",
    "step_verbs",
]


class ViewResult(Protocol):
    """What the views read: ``ParseResult`` and the component's ``StoredResult`` both are."""

    is_math_problem: bool
    graph: MathProblemGraph | None
    answer: Quantity | None
    steps: tuple[Step, ...]
    abstention: Abstention | None
    spans: dict[str, list[list[int]]]
    operation_verbs: tuple[str | None, ...]


_OP_SIGNS = {"add": "+", "subtract": "-", "multiply": "x", "divide": "/"}


def _operation_line(op: Operation) -> str:
    quantity = f"{format_number(op.operand.value)} {op.operand.unit}"
    if op.kind == "transfer":
        return f"{op.actor} -> {op.target}: {quantity}"
    return f"{op.actor}: {_OP_SIGNS[op.kind]}{quantity}"


def asks(unknown: Unknown) -> str:
    """RETURNS (str): what the question asks, "apples of Sam" or "apples in all"."""
    if unknown.entity is not None:
        return f"{unknown.unit} of {unknown.entity}"
    return f"{unknown.unit} in all"


def not_read(result: ViewResult | None) -> tuple[str, str] | None:
    """RETURNS (tuple[str, str] | None): (headline, detail) when there is no graph, else None."""
    if result is None:
        return "Not read: the wordproblem component did not run (math_parser_enabled is off).", ""
    if result.graph is not None:
        return None
    abstention = result.abstention or Abstention("unknown", "no graph")
    if not result.is_math_problem:
        headline = f"Not read: not a math word problem ({abstention.code})."
    else:
        headline = f"No graph: the parser abstained ({abstention.code})."
    return headline, abstention.message


def step_verbs(result: ViewResult) -> list[str | None]:
    """RETURNS (list[str | None]): the verb of each step, None where the result has none."""
    verbs = tuple(result.operation_verbs or ())
    return [verbs[i] if i < len(verbs) else None for i in range(len(result.steps))]


def render_text(text: str, result: ViewResult | None, *, include_text: bool = True) -> str:
    """Render a result for a terminal: the graph, the steps in English and the answer;
    or why there is no graph.

    text (str): the problem text.
    result (ViewResult | None): the result, None when the component did not run.
    include_text (bool): start with the problem text.
    RETURNS (str): plain text lines, no trailing newline.
    """
    lines = [text.strip(), ""] if include_text else []
    missing = not_read(result)
    if missing is not None:
        headline, detail = missing
        lines.append(headline)
        if detail:
            lines.append(f"  {detail}")
        return "\n".join(lines)
    assert result is not None and result.graph is not None and result.answer is not None
    graph, answer = result.graph, result.answer
    if graph.facts:
        lines.extend(_facts_lines(result))
        return "\n".join(lines)
    lines.append("Graph")
    lines.append(f"  {'entities:':<14}{', '.join(graph.entities)}")
    for item in graph.initial_state:
        amount = f"{format_number(item.quantity.value)} {item.quantity.unit}"
        lines.append(f"  {'start:':<14}{item.entity}: {amount}")
    for index, op in enumerate(graph.operations, start=1):
        tag = f"{index}. {op.kind}:"
        lines.append(f"  {tag:<14}{_operation_line(op)}")
    lines.append(f"  {'asks:':<14}{asks(graph.unknown)}")
    lines.append("Solution")
    start = " ".join(realize_start(graph))
    if start:
        lines.append(f"  At the start: {start}")
    verbs = step_verbs(result)
    for index, step in enumerate(result.steps, start=1):
        lines.append(f"  {index}. {realize_step(step, verbs[index - 1])}")
    lines.append(f"  {realize_answer(graph, answer)}")
    lines.append(f"Answer: {format_quantity(answer.value, answer.unit)}")
    return "\n".join(lines)


def result_derivations(result: ViewResult) -> tuple[Derivation, ...]:
    """RETURNS (tuple[Derivation, ...]): a v2 result's derivations in solving order."""
    assert result.graph is not None
    return graph_derivations(result.graph, tuple(getattr(result, "derivations", ()) or ()))


def _facts_lines(result: ViewResult) -> list[str]:
    """The Graph and Solution blocks of a v2 or v3 graph (decisions 0006, 0010): one line
    per fact, the time slots, the derivations in solving order, the answer."""
    assert result.graph is not None and result.answer is not None
    graph, answer = result.graph, result.answer
    question = graph.question
    lines = ["Graph", f"  {'entities:':<14}{', '.join(graph.entities) or '(none)'}"]
    if graph.slots:
        lines.append(f"  {'time slots:':<14}{', '.join(graph.slots)}")
    for index, fact in enumerate(graph.facts):
        slot = question.slot if question is not None and question.fact == index else None
        tag = f"{index + 1}. {fact_type(fact)}:"
        lines.append(f"  {tag:<14}{fact_line(fact, slot)}")
    lines.append(f"  {'asks:':<14}{asks_fact(graph) or asks(graph.unknown)}")
    lines.append("Solution")
    for index, derivation in enumerate(result_derivations(result), start=1):
        lines.append(f"  {index}. {derivation_line(derivation)}")
    lines.append(f"  {realize_v2_answer(graph, answer)}")
    lines.append(f"Answer: {format_quantity(answer.value, answer.unit)}")
    return lines


def doc_to_text(doc: Doc, *, include_text: bool = True) -> str:
    """RETURNS (str): the terminal view of a Doc the wordproblem component has read."""
    return render_text(doc.text, stored_result(doc), include_text=include_text)
