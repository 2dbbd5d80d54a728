"""Counts asked in dozens: "Sara has 192 golf balls. How many dozen golf balls does she
have?" (schema v2 ``rate``, decision 0006 rule 3).

The question's 'dozen' is a unit of 12 of its noun, not an amount of it. The reader reads
the problem as a holding question about the noun (the question's 'dozen' set aside); only
when that reading is one stated count of one holder (a holding, or one gain from nothing)
is the count divided into dozens: a ``rate`` of 12 of the noun per dozen whose total is
the count and whose count is asked.
"""

from __future__ import annotations

import msgspec
from wordproblem.models import (
    Ask,
    MathProblemGraph,
    Quantity,
    Rate,
    RateFact,
    Unknown,
)

from ..abstention import Abstain
from ..docview import Tok
from ..ir import Amount, Query

DOZEN = 12


def find_dozen(
    query: Query, amounts: tuple[Amount, ...]
) -> tuple[Query, Tok, Amount | None] | None:
    """Find a question that asks a count in dozens: 'how many dozen' + a counted noun.

    query (Query): the question.
    amounts (tuple[Amount, ...]): the quantities found in the text.
    RETURNS (tuple | None): the question with the counted noun, the 'dozen' token, and the
        amount the quantity reader made of 'dozen' + noun if any (set aside by the
        reading); None for any other question.
    """
    doc = query.sent.doc
    at = query.wh.i + 2
    if at + 1 >= query.sent.end or query.conditions:
        return None
    if doc[at - 1].lower_ != "many" or doc[at].lower_ != "dozen":
        return None
    dozen = doc[at]
    noun = dozen.head
    if dozen.dep_ != "nummod" or noun.pos_ != "NOUN" or noun.i <= dozen.i:
        return None
    if any(doc[i].dep_ != "compound" for i in range(at + 1, noun.i)):
        return None  # "how many dozen large brown eggs": only compounds between
    inside = [q for q in amounts if q.start <= dozen.i < q.start + len(q.tokens)]
    if len(inside) > 1:
        return None
    return msgspec.structs.replace(query, noun=noun), dozen, inside[0] if inside else None


def build_dozen_graph(graph: MathProblemGraph, unit: str) -> MathProblemGraph:
    """Build the v2-form graph that asks a count in dozens from the holding reading.

    graph (MathProblemGraph): the reading of the problem as a holding question about
        ``unit`` (v1 form).
    unit (str): the counted noun's unit.
    RETURNS (MathProblemGraph): a ``rate`` of 12 ``unit`` per dozen whose total is the one
        stated count and whose count (in dozens) is asked.
    RAISES Abstain: ``unit-mismatch`` unless the reading is one holder's one stated count
        of ``unit`` (a holding, or one gain from nothing) and nothing else, and the count
        is a whole number of dozens.
    """
    counts: list[Quantity] = [item.quantity for item in graph.initial_state]
    counts += [op.operand for op in graph.operations if op.kind == "add"]
    entity = graph.unknown.entity
    if (
        graph.facts
        or graph.question is not None
        or len(graph.entities) != 1
        or entity is None
        or graph.unknown.unit != unit
        or len(counts) != 1
        or len(graph.initial_state) + len(graph.operations) != 1
        or counts[0].unit != unit
        or counts[0].value is None
    ):
        raise Abstain("unit-mismatch", f"the question asks dozens of {unit} beside other facts")
    if counts[0].value % DOZEN:  # "30 eggs": 2.5 dozen, or 2 full dozen?
        raise Abstain("unit-mismatch", f"{counts[0].value} {unit} are no whole number of dozens")
    rate = RateFact(
        entity=entity,
        kind=None,
        count=Quantity(None, "dozens"),
        rate=Rate(DOZEN, unit, "dozen"),
        total=counts[0],
    )
    return MathProblemGraph(
        entities=graph.entities,
        initial_state=(),
        operations=(),
        unknown=Unknown("dozens", entity),
        facts=(rate,),
        question=Ask(0, "count"),
    )


__all__ = ["DOZEN", "build_dozen_graph", "find_dozen"]
