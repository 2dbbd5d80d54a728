"""Plan: the question's form, and what the text states beside its clauses, decided once
before the clauses are read (a difference, a shortfall, an equal part, dozens, two
measures contrasted; else a whole over holders, a whole and its rest, an amount left out).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import msgspec

from ..constructions.attendance import missed_question
from ..constructions.share import EqualPart, equal_part
from ..docview import DocView, Tok
from ..ir import Amount, Difference, Query, UnknownKind
from ..resolve.totals import HoldersTotal, RestTotal, find_holders_total, find_rest_total
from ..rules import RuleSet
from .affordable import Affordable, find_affordable
from .complement import Complement, find_complement
from .difference import (
    KindDifference,
    MeasureDifference,
    TimeDifference,
    VerbDifference,
    find_difference,
    find_kind_difference,
    find_measure_difference,
    find_need,
    find_time_difference,
    find_verb_difference,
)
from .dozens import find_dozen
from .numbered_share import container_total
from .question import condition_span
from .trip import find_trip_asked
from .unknowns import asked_kind, find_unstated


@dataclass(frozen=True)
class Plan:
    """The question's form and what the problem states beside its clauses, found once
    before the clauses are read (``find_plan``); every form is read by the one sequence
    ``ClauseReader.construe`` -> ``GraphComposer.compose``.

    unstated (tuple[Amount, ...]): the one amount the text leaves out ("had some").
    difference (Difference | None): the question asks a difference ("how many more").
    kinds (KindDifference | None): the question contrasts two kinds one holder has ("How
        many more red roses than white roses does Mia have?").
    timed (TimeDifference | None): the question contrasts a holding at two times ("How
        many more pears did it grow this year?").
    start (bool): the question asks a start ("at first").
    total (HoldersTotal | None): a whole stated over coordinated holders.
    rest (RestTotal | None): a whole split into a stated part and the rest.
    need (tuple | None): the question asks a shortfall: the words it accounts for
        ('more', the verbs after 'need to') and the 'have' of a goal it states itself.
    dozen (Tok | None): the question asks its count in dozens ("how many dozen eggs").
    measured (MeasureDifference | VerbDifference | None): the question contrasts two
        measured things ("How much longer is Oscar's bus ride than Charlie's?", "How much
        farther did Stanley run than walk?").
    missed (tuple[str, Tok] | None): the question asks the events one person missed
        ("How many games did Benny miss?"): the person's name and the counted noun.
    share (EqualPart | None): the question asks one group's equal part ("If they equally
        split up the trout, how many will each one get?", "How many hamburgers on average
        were sold each day?").
    whole (Amount | None): the whole such a share spreads over groups said of what holds
        it, stated in a sentence of its own ("There were a total of 12 games in the
        season"), read beside the clauses.
    complement (Complement | None): the question asks the rest of a part told with its
        verb's other polarity ("7 of them do not work. How many bulbs work?").
    afford (Affordable | None): the question asks how many items one can buy at a price
        ("How many 6 dollar toys could he buy with the money he had left?").
    """

    unstated: tuple[Amount, ...] = ()
    difference: Difference | None = None
    kinds: KindDifference | None = None
    timed: TimeDifference | None = None
    start: bool = False
    total: HoldersTotal | None = None
    rest: RestTotal | None = None
    need: tuple[tuple[Tok, ...], Tok | None] | None = None
    dozen: Tok | None = None
    measured: MeasureDifference | VerbDifference | None = None
    missed: tuple[str, Tok] | None = None
    share: EqualPart | None = None
    whole: Amount | None = None
    complement: Complement | None = None
    afford: Affordable | None = None

    @property
    def own(self) -> str | None:
        """RETURNS (str | None): the construction asked only under this form, first."""
        if self.need is not None:
            return "need"
        if self.missed is not None:
            return "attendance"
        if self.share is not None:
            return "equal share"
        if isinstance(self.measured, VerbDifference):
            return "distance"
        return "measure" if self.measured is not None else None

    @property
    def skip(self) -> int | None:
        """RETURNS (int | None): the start of the sentence the plan reads beside the clauses."""
        if self.total is not None:
            return self.total.sent.start
        if self.rest is not None:
            return self.rest.sent.start
        return self.whole.head.sent.start if self.whole is not None else None

    @property
    def nouns(self) -> frozenset[int]:
        """RETURNS (frozenset[int]): the nouns of the amounts left out: counted nouns, not
        holders, in this reading."""
        return frozenset(q.noun.i for q in self.unstated if q.noun is not None)

    @property
    def formed(self) -> frozenset[int]:
        """RETURNS (frozenset[int]): the words the question's form reads (an equal share's
        split in an if-clause): no clause's verb."""
        if self.complement is not None:  # "7 of them do not work": read by the form
            return frozenset({self.complement.verb.i})
        return frozenset(self.share.claimed) if self.share is not None else frozenset()

    @property
    def stated_totals(self) -> bool:
        """RETURNS (bool): a statement of a sum abstains in the clauses; not so when the
        unknowns reading or an equal share places it."""
        return not (self.unstated or self.start or self.share)

    def clause_amounts(self, amounts: tuple[Amount, ...]) -> tuple[Amount, ...]:
        """RETURNS: the amounts the clauses read: without the rest's stated part (read
        with the split, not as a clause), with the amount left out, in text order."""
        if self.rest is not None:
            amounts = tuple(q for q in amounts if q is not self.rest.amount)
        if self.complement is not None:
            amounts = tuple(q for q in amounts if q is not self.complement.part)
        if self.afford is not None and self.afford.price is not None:  # as money per one
            price = self.afford.price
            amounts = tuple(price if q.start == price.start else q for q in amounts)
        if self.share is not None and self.share.priced:  # "How much does one ticket cost?"
            amounts = tuple(q for q in amounts if self.share.each.i not in q.tokens)
        if self.unstated:
            amounts = tuple(sorted(amounts + self.unstated, key=lambda q: q.start))
        return amounts


def find_plan(
    doc: DocView,
    query: Query,
    amounts: tuple[Amount, ...],
    rules: RuleSet,
    data: Mapping[str, Any],
) -> tuple[Query, tuple[Amount, ...], Plan]:
    """Decide the question's form once, and what the text states beside its clauses.

    rules (RuleSet): the compiled rules; data (Mapping[str, Any]): the constructions' data.
    RETURNS: (the question, with the noun its form reads; the amounts the clauses
        read; the plan: the form and the wholes and amounts left out it finds).
    """
    query, amounts, plan = _form(doc, query, amounts, rules, data)
    return query, plan.clause_amounts(amounts), plan


def _form(
    doc: DocView,
    query: Query,
    amounts: tuple[Amount, ...],
    rules: RuleSet,
    data: Mapping[str, Any],
) -> tuple[Query, tuple[Amount, ...], Plan]:
    """RETURNS: (the question, the amounts, the plan) of the question's form, or of what
    the text states beside its clauses (``_statements``)."""
    words = rules.words
    trip = find_trip_asked(query, data["rate"].distance_verbs)
    if trip is not None:  # "How far is it between A's house and B's house?": the trip's
        query = trip
    measure = data["measure"]
    measured = find_measure_difference(query, measure) or find_verb_difference(query, measure)
    if measured is not None:  # "how much longer is A than B", "farther did S run than walk"
        return query, amounts, Plan(measured=measured)
    dozen = find_dozen(query, amounts)
    if dozen is not None:  # the question asks a count in dozens: a rate's count
        query, token, asked = dozen
        return query, tuple(q for q in amounts if q is not asked), Plan(dozen=token)
    needed = find_need(query, data["need"])
    if needed is not None:  # the question asks a shortfall: a need's 'shortfall'
        query, cues, goal = needed
        return query, amounts, Plan(need=(cues, goal))
    rate = data["rate"]
    found = find_affordable(
        query,
        amounts,
        frozenset(rate.afford),
        frozenset(rate.afford_modals),
        frozenset(words.money_nouns),
    )
    if found is not None:  # "How many toys can he buy?": a price rate's count
        query, afford = found
        return query, amounts, Plan(afford=afford)
    found_part = find_complement(
        doc, query, amounts, words.state_contrasts, words.colours, words.doing_states
    )
    if found_part is not None:  # "7 of them do not work. How many bulbs work?"
        query, complement = found_part
        return query, amounts, Plan(complement=complement)
    # a difference with no 'than' or over two times defers to an amount the text leaves
    # out ("She got some more ... How many more did she get (yesterday)?": that amount)
    timed = find_time_difference(query, words)
    difference = find_difference(query, words)
    implied = timed is not None or (difference is not None and difference[1].than is None)
    left_out = implied and bool(find_unstated(doc, query, amounts, rules))
    if timed is not None and not left_out:  # one holding at two times: two slots compared
        query, when = timed
        return query, amounts, Plan(timed=when)
    if difference is not None and not (difference[1].than is None and left_out):
        query, asked = difference  # the question asks a difference: a compare's 'by'
        return query, amounts, Plan(difference=asked)
    contrasted = find_kind_difference(query)
    if contrasted is not None:  # two kinds of one holder: a v3 differ's 'by'
        query, kinds = contrasted
        return query, amounts, Plan(kinds=kinds)
    share = equal_part(query, data["share"])
    if share is not None:  # "how many will each one get", "on average ... each day"
        query = _without_conditions(query, frozenset(share.claimed))
        whole = container_total(doc, query, amounts) if share.split is None else None
        return query, amounts, Plan(share=share, whole=whole)
    return query, amounts, _statements(doc, query, amounts, rules, data)


def _statements(
    doc: DocView,
    query: Query,
    amounts: tuple[Amount, ...],
    rules: RuleSet,
    data: Mapping[str, Any],
) -> Plan:
    """RETURNS (Plan): what the text states beside its clauses' amounts (a whole over
    coordinated holders, a whole split into a part and the rest, the amounts it leaves
    out), whether the question asks a start, and the events one missed it asks."""
    # "How many games did Benny miss?": the attendance construction reads first
    missed = missed_question(query, data["attendance"])
    total = find_holders_total(doc, query, amounts, rules)
    if total is not None:
        return Plan(total=total, missed=missed)
    rest = find_rest_total(doc, query, amounts, rules)
    if rest is not None:
        return Plan(rest=rest, missed=missed)
    unstated = find_unstated(doc, query, amounts, rules)
    start = asked_kind(query, rules.words) is UnknownKind.START
    unstated = unstated if len(unstated) == 1 else ()
    return Plan(unstated=unstated, start=start, missed=missed)


def _without_conditions(query: Query, claimed: frozenset[int]) -> Query:
    """RETURNS (Query): ``query`` without the if-clauses that state no amount and hold a
    word of its form ("If they equally split up the trout", "if each month has the same
    number of games"): they say what the question asks, they are no events."""
    kept = tuple(
        verb
        for verb in query.conditions
        if not claimed.intersection(t.i for t in condition_span(query, verb))
        or any(t.like_num for t in condition_span(query, verb))
    )
    if len(kept) == len(query.conditions):
        return query
    return msgspec.structs.replace(query, conditions=kept)


__all__ = ["Plan", "find_plan"]
