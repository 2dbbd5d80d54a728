"""Build a v2-form graph (decision 0006): holdings and events as ``has`` and ``change``
facts in text order, one of them with its amount unstated and asked.

Holdings stated after events are equations, not resets ("Then Tommy had 60 balloons").
A stated total of gains ("picked 35 strawberries in all") is a ``has`` placed after the
events it totals (0006 rule 1). Holders and transfers follow v1 (rule 2 = v1 rule 1):
a gain or loss is a transfer between two tracked holders, else an add or subtract for
the tracked side.
"""

from __future__ import annotations

from wordproblem.models import (
    Ask,
    Change,
    Has,
    MathProblemGraph,
    Quantity,
    Total,
    Unknown,
    fact_entities,
    fact_holder,
    to_number,
)
from wordproblem.models import Fact as GraphFact

from ..abstention import Abstain
from ..ir import Amount, Fact, FactKind, UnknownKind
from .build import _tracked, facts_graph

Holding = tuple[str, str]


def build_unknown_graph(
    facts: tuple[Fact, ...],
    unit: str,
    first_mention: dict[str, int],
    kind: UnknownKind,
    totals: tuple[Fact, ...] = (),
) -> MathProblemGraph:
    """Build the v2-form graph of a problem with one unstated amount.

    facts (tuple[Fact, ...]): resolved facts in text order; exactly one has an amount
        with ``unstated=True``.
    unit (str): the unit asked about.
    first_mention (dict): holder name -> index of its first mention.
    kind (UnknownKind): whether the question asks for the start or a change.
    totals (tuple[Fact, ...]): facts stating a sum of gains ("in all").
    RETURNS (MathProblemGraph): the validated graph, ``question`` at the unstated slot.
    RAISES Abstain: ``unknown-mismatch`` when no graph asks for exactly that amount;
        ``stated-total`` for a stated sum the schema cannot place.
    """
    unstated = [f for f in facts if f.amount is not None and f.amount.unstated]
    if len(unstated) != 1:
        raise Abstain("unknown-mismatch", f"the text leaves {len(unstated)} amounts out, not one")
    core = _tracked(facts, None)  # the asked side of an event is tracked only if it holds
    ordered = _place_totals(facts, totals, core)
    built: list[GraphFact] = []
    holdings: list[tuple[Holding, ...]] = []  # the holdings each fact reads or sets
    asked_index = -1
    for fact in ordered:
        if fact is unstated[0]:
            asked_index = len(built)
        graph_fact = _BUILDERS[fact.kind](fact, core, any(fact is t for t in totals))
        built.append(graph_fact)
        holdings.append(_holdings(graph_fact))
    _check_fixed(built, holdings, asked_index, kind)
    target = built[asked_index]
    _check_relevant(built, target, unit)
    slot = "quantity" if isinstance(target, Has) else "operand"
    unknown = Unknown(unit, fact_holder(target))
    return facts_graph(built, unknown, first_mention, Ask(asked_index, slot))


def build_start_graph(
    facts: tuple[Fact, ...],
    unit: str,
    asked: str,
    first_mention: dict[str, int],
    totals: tuple[Fact, ...] = (),
) -> MathProblemGraph:
    """Build the v2-form graph of a problem whose question asks a start the text never
    states ("Kim lost 5 marbles. Now she has 12. How many did she have at first?"): an
    unstated ``has`` of the asked holding first, then the facts in text order.

    facts (tuple[Fact, ...]): resolved facts in text order, every amount stated.
    unit (str): the unit asked about.
    asked (str): the holder asked about.
    first_mention (dict): holder name -> index of its first mention.
    totals (tuple[Fact, ...]): facts stating a sum of gains ("in all").
    RETURNS (MathProblemGraph): the validated graph, ``question`` at the start.
    RAISES Abstain: ``unknown-mismatch`` when no later holding fixes the start;
        ``stated-total`` for a stated sum the schema cannot place.
    """
    if any(f.amount is not None and f.amount.unstated for f in facts):
        raise Abstain("unknown-mismatch", "the text leaves an amount out besides the start")
    core = _tracked(facts, asked)
    ordered = _place_totals(facts, totals, core)
    built: list[GraphFact] = [Has(asked, Quantity(None, unit))]
    for fact in ordered:
        built.append(_BUILDERS[fact.kind](fact, core, any(fact is t for t in totals)))
    holdings = [_holdings(f) for f in built]
    _check_fixed(built, holdings, 0, UnknownKind.START)
    _check_relevant(built, built[0], unit)
    return facts_graph(built, Unknown(unit, asked), first_mention, Ask(0, "quantity"))


def build_total_graph(
    facts: tuple[Fact, ...],
    whole: Amount,
    holders: tuple[str, ...],
    unit: str,
    asked: str,
    first_mention: dict[str, int],
) -> MathProblemGraph:
    """Build the v2-form graph of a problem that states a whole over named holders and
    asks one holder's part ("Ana and Ben have 40 cards together. Ana has 23 cards. How
    many cards does Ben have?"): the facts and the ``total`` in text order, the asked
    holding read as an end holding (0006 rules 1, 6 and 7).

    facts (tuple[Fact, ...]): resolved facts in text order, every amount stated.
    whole (Amount): the stated whole, its unit resolved.
    holders (tuple[str, ...]): the holders the whole is over, in text order.
    unit (str): the unit asked about.
    asked (str): the holder asked about.
    first_mention (dict): holder name -> index of its first mention.
    RETURNS (MathProblemGraph): the validated graph.
    RAISES Abstain: ``stated-total`` when the whole is of another unit or holder, or a
        holder is named twice.
    """
    if whole.unit != unit or asked not in holders or len(set(holders)) != len(holders):
        raise Abstain(
            "stated-total",
            f"the stated total is not of the asked {unit!r} of one of its holders ({asked!r})",
            whole.head,
        )
    if any(f.amount is not None and f.amount.unstated for f in facts):
        raise Abstain("stated-total", "a stated total beside an unstated amount")
    core = _tracked(facts, asked) | set(holders)
    placed: list[tuple[int, GraphFact]] = [
        (fact.position, _BUILDERS[fact.kind](fact, core, False)) for fact in facts
    ]
    total = Total(holders, (unit,), Quantity(to_number(whole.value), unit))
    placed.append((whole.start, total))
    built = [f for _, f in sorted(placed, key=lambda pair: pair[0])]
    return facts_graph(built, Unknown(unit, asked), first_mention)


def build_rest_graph(
    facts: tuple[Fact, ...],
    whole: Fact,
    part: tuple[int, Quantity],
    rest: str,
    unit: str,
    asked: str,
    first_mention: dict[str, int],
) -> MathProblemGraph:
    """Build the v2-form graph of a whole split into a stated part and "the rest" ("A
    bowl holds 20 fruits. 7 of the fruits are bananas and the rest are apples. How many
    apples are in the bowl?"): the whole's holding becomes a ``total`` over the two
    kinds (0006 rule 6: a stated whole is never also a ``has``), the part a ``has``.

    facts (tuple[Fact, ...]): resolved facts in text order, the whole's holding among them.
    whole (Fact): the holding of the whole.
    part (tuple[int, Quantity]): the position and quantity of the stated part.
    rest (str): the unit of the rest.
    unit (str): the unit asked about.
    asked (str): the holder asked about.
    first_mention (dict): holder name -> index of its first mention.
    RETURNS (MathProblemGraph): the validated graph.
    RAISES Abstain: ``stated-total`` when the question asks another holder or kind, or
        another fact moves the whole's unit.
    """
    assert whole.amount is not None and whole.name is not None
    kinds = (part[1].unit, rest)
    if whole.name != asked or unit not in kinds or len(set(kinds)) != 2:
        raise Abstain("stated-total", "the question asks no part of the split whole", whole.verb)
    whole_unit = whole.amount.unit
    assert whole_unit is not None
    for fact in facts:
        if fact is whole or fact.amount is None or fact.amount.unstated:
            if fact is not whole and fact.amount is not None:
                raise Abstain("stated-total", "a split whole beside an unstated amount")
            continue
        if fact.amount.unit == whole_unit:
            raise Abstain("stated-total", "another fact moves the split whole", fact.verb)
    core = _tracked(facts, asked)
    total = Total((whole.name,), kinds, _quantity(whole))
    placed: list[tuple[int, GraphFact]] = [(whole.position, total), (part[0], Has(asked, part[1]))]
    placed += [
        (fact.position, _BUILDERS[fact.kind](fact, core, False))
        for fact in facts
        if fact is not whole
    ]
    built = [f for _, f in sorted(placed, key=lambda pair: pair[0])]
    return facts_graph(built, Unknown(unit, asked), first_mention)


def _quantity(fact: Fact) -> Quantity:
    q = fact.amount
    assert q is not None
    if q.unit is None:
        raise Abstain("missing-unit", "a quantity has no unit", q.head)
    return Quantity(None if q.unstated else to_number(q.value), q.unit)


def _has(fact: Fact, core: set[str], total: bool) -> Has:
    assert fact.name is not None
    return Has(fact.name, _quantity(fact))


def _change(fact: Fact, core: set[str], total: bool) -> GraphFact:
    """A gain or a loss as v1 reads it; a stated total of gains is the holding it makes."""
    quantity = _quantity(fact)
    subject, party = fact.name, fact.party_name
    assert subject is not None
    if total:
        return Has(subject, quantity)
    gives = fact.kind is FactKind.LOSE
    if subject in core and party in core:
        assert party is not None
        giver, taker = (subject, party) if gives else (party, subject)
        return Change(giver, "transfer", quantity, taker)
    if subject in core:
        return Change(subject, "subtract" if gives else "add", quantity, None)
    assert party is not None
    return Change(party, "add" if gives else "subtract", quantity, None)


def _scale(fact: Fact, core: set[str], total: bool) -> GraphFact:
    raise Abstain("unknown-mismatch", "a scaling beside an unstated amount", fact.verb)


_BUILDERS = {
    FactKind.POSSESS: _has,
    FactKind.GAIN: _change,
    FactKind.LOSE: _change,
    FactKind.SCALE: _scale,
}


def _place_totals(facts: tuple[Fact, ...], totals: tuple[Fact, ...], core: set[str]) -> list[Fact]:
    """Move each stated total of gains after the last event on its holding (0006 rule 1).

    RAISES Abstain: ``stated-total`` when a total is not a sum of gains from nothing.
    """
    ordered = list(facts)
    for total in totals:
        _check_holding_total(total)
        if total.kind is FactKind.POSSESS:
            continue  # "now has 44 in all": a holding, an equation where it stands
        amount = total.amount
        if total.kind is not FactKind.GAIN or amount is None or amount.unstated:
            raise Abstain("stated-total", "the text states a sum that is not of gains", total.verb)
        if total.party_name is not None and total.party_name in core:
            raise Abstain("stated-total", "a stated sum moves a tracked holding", total.verb)
        same = [
            f
            for f in facts
            if f is not total
            and f.amount is not None
            and f.amount.unit == amount.unit
            and total.name in (f.name, f.party_name)
        ]
        if not same or any(
            f.kind is not FactKind.GAIN
            or f.name != total.name
            or (f.party_name is not None and f.party_name in core)
            for f in same
        ):
            raise Abstain("stated-total", "a stated sum beside other changes", total.verb)
        ordered.remove(total)
        last = max(ordered.index(f) for f in same)
        ordered.insert(last + 1, total)
    return ordered


# the ways a single holder's holding is said to be everything it holds
_HOLDING_TOTALS = ("in all", "in total", "altogether", "all together")
# words that join other holdings to it ("together with Sam's", "combined", "both")
_SEVERAL = ("with", "together", "combined", "both")


def _check_holding_total(fact: Fact) -> None:
    """Abstain unless a holding or gain stated as a total is one holder's ("Robin has 44
    in all", "picked a total of 35"), not several holders' ("Tom and Sam have 20
    together", "together with Sam's").

    RAISES Abstain: ``stated-total``.
    """
    sent = fact.verb.sent
    text = " " + " ".join(t.lower_ for t in sent) + " "
    for phrase in _HOLDING_TOTALS:
        text = text.replace(f" {phrase} ", " ")
    subject = fact.subject.token
    several = subject is not None and any(c.dep_ == "conj" for c in subject.children)
    if several or any(f" {w} " in text for w in _SEVERAL):
        raise Abstain("stated-total", "a holding stated as a sum of several", fact.verb)


def _holdings(fact: GraphFact) -> tuple[Holding, ...]:
    if isinstance(fact, Has):
        assert fact.entity is not None
        return ((fact.entity, fact.quantity.unit),)
    assert isinstance(fact, Change)
    unit = fact.operand.unit
    if fact.target is None:
        return ((fact.actor, unit),)
    return ((fact.actor, unit), (fact.target, unit))


def _check_relevant(built: list[GraphFact], target: GraphFact, unit: str) -> None:
    """Abstain when an event on the asked unit misses the unknown's holders (as v1's
    ``irrelevant-event``): "Tom gave Sam 3 apples" read without Sam would leave Sam's
    start equal to his end.

    RAISES Abstain: ``irrelevant-event``.
    """
    holders = set(fact_entities(target))
    for fact in built:
        if (
            isinstance(fact, Change)
            and fact.operand.unit == unit
            and not holders & set(fact_entities(fact))
        ):
            raise Abstain(
                "irrelevant-event",
                f"{fact.actor} {fact.kind}s {unit}, which {', '.join(sorted(holders))} "
                "does not hold",
            )


def _check_fixed(
    built: list[GraphFact],
    holdings: list[tuple[Holding, ...]],
    index: int,
    kind: UnknownKind,
) -> None:
    """Abstain unless a later holding states the end of what the unknown changes (the
    "now"/"total" statement), and a start is the first thing known of its holding while
    a change follows something known of it.

    RAISES Abstain: ``unknown-mismatch``.
    """
    target = built[index]
    own = holdings[index]
    later = [
        h
        for f, hs in zip(built[index + 1 :], holdings[index + 1 :], strict=True)
        if isinstance(f, Has) and f.quantity.value is not None
        for h in hs
    ]
    if not set(own) & set(later):
        raise Abstain("unknown-mismatch", "no later statement says what the holding became")
    earlier = {h for hs in holdings[:index] for h in hs}
    if kind is UnknownKind.START:
        if not isinstance(target, Has) or own[0] in earlier:
            raise Abstain("unknown-mismatch", "the unstated holding is not the start")
        return
    if not isinstance(target, Change):
        raise Abstain("unknown-mismatch", "the question asks for an event, not a holding")
    fixed = [h for h in own if h in set(later)]
    if not all(h in earlier for h in fixed):
        raise Abstain("unknown-mismatch", "nothing is known of the holding before the event")


__all__ = [
    "build_rest_graph",
    "build_start_graph",
    "build_total_graph",
    "build_unknown_graph",
]
