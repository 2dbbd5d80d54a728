"""Possession: 'Sam has 5 apples', 'The box contains 12 pens', 'She starts with 7 caps'."""

from __future__ import annotations

from ..abstention import Abstain
from ..clauses.clauses import Clause, find_subject
from ..docview import Tok
from ..ir import Fact, FactKind, HolderRef
from ..resolve.mentions import comma_relative
from .base import PLAIN, Context, entry, is_generic


class Possession:
    """A verb of the lexicon's ``possess`` class: its subject holds its quantities."""

    name = "possession"
    attachments = PLAIN
    data_type = None

    def claims(self, clause: Clause, context: Context) -> bool:
        return clause.entry is not None and clause.entry[1].cls == "possess"

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        key, frame = entry(clause)
        subject, generic = subject_ref(clause, context)
        return [
            Fact(
                kind=FactKind.POSSESS,
                construction=self.name,
                verb=clause.verb,
                key=key,
                frame=frame,
                subject=subject,
                amount=q,
                generic=generic,
                clause=clause.order,
                at=held_before(clause.verb, context.rules.words.later_state),
            )
            for q in clause.amounts
        ]


def held_before(verb: Tok, later: frozenset[str]) -> int | None:
    """RETURNS (int | None): where a past holding stated in a relative clause on the other
    side of an event stands: before that event ("gave 3 roses to Mia, who had 5": Mia
    had 5 before she got 3), at the start of its verb; None for any other holding.

    later (frozenset[str]): words that keep the holding after the event ("who then had 8").
    """
    if verb.tag_ != "VBD" or comma_relative(verb.head) is not verb:
        return None
    if any(t.lower_ in later for t in verb.subtree):
        return None  # "to Mia, who then had 8": the holding after the event, as written
    party = verb.head
    if party.dep_ == "pobj":
        party = party.head
    if party.dep_ not in ("prep", "dative", "dobj") or party.head.pos_ != "VERB":
        return None
    event = party.head
    return min(t.i for t in event.subtree if t.i <= event.i)


def subject_ref(clause: Clause, context: Context) -> tuple[HolderRef, bool]:
    """RETURNS: (the clause's subject, whether it is a common noun).

    RAISES Abstain: no subject, or a coordinated one ("Sam and Ann have 5").
    """
    token = find_subject(clause.verb, context.roles, context.unstated)
    if any(c.dep_ == "conj" for c in token.children):
        raise Abstain(
            "plural-holder", f"{clause.verb.text!r} has a coordinated subject", clause.verb
        )
    return HolderRef(token), is_generic(token)
