"""Assemble events and the question into a MathProblemGraph (canonicalization rules 1-6)."""

from __future__ import annotations

from wordproblem.models import (
    InitialPossession,
    MathProblemGraph,
    Operation,
    Quantity,
    Unknown,
    to_number,
)

from .abstention import Abstain
from .frames import IMPLIED, Event
from .mentions import PLURAL


def assemble(
    events: list[Event],
    unknown_unit: str,
    unknown_entity: str | None,
    first_mention: dict[str, int],
    scale_units: dict[int, str],
) -> MathProblemGraph:
    """Build the graph. Exchange sides are entities only when the graph tracks them.

    events (list[Event]): the statement events in text order.
    unknown_unit (str): the unit asked about.
    unknown_entity (str | None): the holder asked about, None for a total.
    first_mention (dict): holder name -> index of its first mention.
    scale_units (dict): verb index of a scaling -> the unit it scales.
    RETURNS (MathProblemGraph): the validated graph.
    """
    _imply_parties(events)
    _consume_from_holder(events, unknown_entity)
    core: set[str] = set()
    if unknown_entity is not None:
        core.add(unknown_entity)
    for event in events:
        if event.kind in ("possess", "scale") or event.party is None:
            core.add(event.subject)
    changed = True
    while changed:  # an exchange none of whose sides is tracked makes its subject tracked
        changed = False
        for event in events:
            if event.party is not None and event.subject not in core and event.party not in core:
                if event.subject == PLURAL:
                    raise Abstain(
                        "plural-holder", f"'{event.verb.text}' has a plural subject", event.verb
                    )
                core.add(event.subject)
                changed = True

    initial: list[InitialPossession] = []
    operations: list[Operation] = []
    touched: set[tuple[str, str]] = set()
    for event in events:
        if event.kind == "scale":
            unit = scale_units.get(event.verb.i)
            if unit is None:
                raise Abstain("missing-unit", f"{event.verb.text!r} scales no holding", event.verb)
            spec = event.frame
            operations.append(
                Operation(event.subject, spec["kind"], Quantity(spec["factor"], unit))
            )
            touched.add((event.subject, unit))
            continue
        q = event.quantity
        assert q is not None
        if q.unit is None:
            raise Abstain("missing-unit", "a quantity has no unit", q.head)
        quantity = Quantity(to_number(q.value), q.unit)
        if event.kind == "possess":
            key = (event.subject, q.unit)
            if key in touched:
                raise Abstain(
                    "unsupported-question",
                    f"{event.subject}'s {q.unit} are stated again after they changed",
                    q.head,
                )
            touched.add(key)
            initial.append(InitialPossession(event.subject, quantity))
            continue
        gives = event.kind == "lose"
        subject_in, party_in = event.subject in core, event.party in core
        if subject_in and party_in:
            giver, taker = (event.subject, event.party) if gives else (event.party, event.subject)
            assert giver is not None and taker is not None
            operations.append(Operation(giver, "transfer", quantity, taker))
            touched.update({(giver, q.unit), (taker, q.unit)})
        elif subject_in:
            operations.append(Operation(event.subject, "subtract" if gives else "add", quantity))
            touched.add((event.subject, q.unit))
        else:
            assert event.party is not None
            operations.append(Operation(event.party, "add" if gives else "subtract", quantity))
            touched.add((event.party, q.unit))

    for op in operations:
        involved = {op.actor, op.target}
        if (
            op.operand.unit == unknown_unit
            and unknown_entity is not None
            and unknown_entity not in involved
        ):
            raise Abstain(
                "irrelevant-event",
                f"{op.actor} {op.kind}s {op.operand.unit}, which {unknown_entity} does not hold",
            )
    if unknown_entity is not None and (unknown_entity, unknown_unit) not in touched:
        raise Abstain(
            "unit-mismatch",
            f"the question asks for {unknown_entity}'s {unknown_unit}, never stated",
        )
    if not any(unit == unknown_unit for _, unit in touched):
        raise Abstain(
            "unit-mismatch", f"the question asks for {unknown_unit!r}, which nobody holds"
        )
    used = {item.entity for item in initial} | {op.actor for op in operations}
    used |= {op.target for op in operations if op.target is not None}
    if unknown_entity is not None:
        used.add(unknown_entity)
    entities = sorted(used, key=lambda name: (first_mention.get(name, 1 << 30), name))
    return MathProblemGraph(
        entities=tuple(entities),
        initial_state=tuple(initial),
        operations=tuple(operations),
        unknown=Unknown(unknown_unit, unknown_entity),
    )


def _imply_parties(events: list[Event]) -> None:
    """Give an unnamed other side to the verbs that need one ("Amy takes 3 away").

    It is the single earlier holder of the unit other than the subject; with none or
    several, the parser abstains.
    """
    holders: list[tuple[str, str | None]] = []
    for event in events:
        unit = event.quantity.unit if event.quantity is not None else None
        if event.subject == IMPLIED:  # "3 birds flew away": from the one place that holds birds
            event.subject = _single_holder(holders, unit, None, event, "names no place")
        elif (
            event.frame.get("implicit_party")
            and event.party is None
            and event.frame["class"] in ("gain", "lose")
        ):
            event.party = _single_holder(
                holders, unit, event.subject, event, "takes from someone unnamed"
            )
        holders.append((event.subject, unit))
        if event.party is not None:
            holders.append((event.party, unit))


def _single_holder(
    holders: list[tuple[str, str | None]],
    unit: str | None,
    exclude: str | None,
    event: Event,
    what: str,
) -> str:
    """RETURNS (str): the one earlier holder of ``unit`` other than ``exclude``, or abstains."""
    found = {h for h, u in holders if u == unit and h != exclude}
    if len(found) != 1:
        raise Abstain(
            "implicit-party", f"{event.verb.text!r} {what} ({len(found)} candidates)", event.verb
        )
    return found.pop()


def _consume_from_holder(events: list[Event], unknown_entity: str | None) -> None:
    """'Mary had 8 potatoes. The rabbits ate 3 of the potatoes.': a loss whose subject is a
    common noun that holds nothing and is not asked about consumes the single earlier
    holder's items; the holder is the actor. With no single holder nothing changes."""
    possessors = {e.subject for e in events if e.kind == "possess"}
    earlier: list[tuple[str, str | None]] = []
    for event in events:
        unit = event.quantity.unit if event.quantity is not None else None
        if (
            event.kind == "lose"
            and event.frame.get("consume")
            and event.generic
            and event.party is None
            and event.subject not in possessors
            and event.subject != unknown_entity
        ):
            holders = {h for h, u in earlier if u == unit and h != event.subject}
            if len(holders) == 1:
                event.subject = holders.pop()
        earlier.append((event.subject, unit))
