"""Possession: 'Sam has 5 apples', 'The box contains 12 pens', 'She starts with 7 caps'."""

from __future__ import annotations

from collections.abc import Mapping

from ..abstention import Abstain
from ..clauses.clauses import TOWARD, Clause, find_subject
from ..docview import Tok
from ..ir import Fact, FactKind, HolderRef
from ..resolve.mentions import comma_relative
from ..rules import VerbLexicon
from .base import PLAIN, Context, entry, is_generic

# particles that make a verb of holding one of moving ("carry out", "bring in", "take away")
_MOVING = frozenset({"out", "away", "off", "in", "into", "back", "over", "down", "up", "around"})


class Possession:
    """A verb of the lexicon's ``possess`` class: its subject holds its quantities."""

    name = "possession"
    attachments = PLAIN
    data_type = None

    def claims(self, clause: Clause, context: Context) -> bool:
        return clause.entry is not None and clause.entry[1].cls == "possess"

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        key, frame = entry(clause)
        moved = [p for p in clause.particles if p in _MOVING]
        if key == clause.verb.lemma_.lower() and moved:  # "carries out 12 chairs": no holding
            raise Abstain(
                "unsupported-verb",
                f"the verb {key + ' ' + moved[0]!r} is not in the lexicon",
                clause.verb,
            )
        preps = [c for c in clause.verb.children if c.dep_ == "prep"]
        # "from Room 12 to Room 15": the second phrase at times hung on the first
        ways = {p.lower_ for p in preps} | {
            g.lower_ for p in preps for g in p.subtree if g.dep_ == "prep" and g.i > p.i
        }
        if "from" in ways and ways & TOWARD:  # "carries 5 chairs from Room 12 to Room 15"
            raise Abstain(
                "unsupported-verb",
                f"{clause.verb.text!r} moves things from one place to another",
                clause.verb,
            )
        subject, generic = subject_ref(clause, context)
        words = context.rules.words
        at = held_before(clause.verb, words.later_state)
        if at is None:
            at = held_after(clause.verb, words.event_order, context.rules.lexicon)
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
                at=at,
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


def held_after(verb: Tok, order: Mapping[str, str], lexicon: VerbLexicon) -> int | None:
    """RETURNS (int | None): where a holding stands that a clause after it places after an
    event ("had 20 dollars after his uncle gave him 15": the 20 after the gift), past
    that event's clause; None when no such clause follows ("had 9 puppies when another
    12 were brought in": the holding when the event came, before it, as written).

    order (Mapping[str, str]): subordinators and where they put their clause's event
        (``words.json`` ``event_order_markers``).
    lexicon (VerbLexicon): the verb frames; only a gain or a loss is such an event.
    """
    for clause in verb.children:
        if clause.dep_ != "advcl" or clause.i < verb.i:
            continue
        marks = [c.lower_ for c in clause.children if c.dep_ in ("mark", "advmod")]
        marks = [m for m in marks if m in order]  # "when" parsed as an adverb
        found = lexicon.lookup(clause.lemma_.lower(), [])
        if len(marks) != 1 or found is None or found[1].cls not in ("gain", "lose"):
            continue
        if order.get(marks[0]) == "earlier":
            return clause.right_edge.i + 1
    return None


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
