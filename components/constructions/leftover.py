"""What an event leaves: 'leaving him with 22 marbles', 'which left him with 14 dollars',
'was left with 14 dollars'.

The verb 'leave' with the holder as its object ("leaving him with 22", "which left her
with 8") or as a passive's subject ("He was left with 14") and the amount after 'with'
states the holder's holding after the event, as "He had 14 dollars left" does: a
``POSSESS`` fact at the amount's place in the text. Any other 'leave' ("left the school
with 35 students", "left 3 apples for Ben") is not read here.
"""

from __future__ import annotations

from ..abstention import Abstain
from ..clauses.clauses import Clause, find_subject
from ..docview import Tok
from ..ir import Attachment, Fact, FactKind, Frame, HolderRef
from .base import Context

POSSESS = Frame("possess")
_LEAVE = "leave"


class Leftover:
    """'leave' with a holder and "with <amount>": the holding the event leaves."""

    name = "leftover"
    attachments = frozenset({Attachment.WITH})
    data_type = None
    reads_passive = True  # "He was left with 14 dollars": its holder is the subject

    def claims(self, clause: Clause, context: Context) -> bool:
        return _left_holder(clause) is not None

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        holder = _left_holder(clause)
        assert holder is not None
        if len(clause.amounts) != 1:
            raise Abstain("unattached-quantity", "'leave' with more than one amount", clause.verb)
        return [
            Fact(
                kind=FactKind.POSSESS,
                construction=self.name,
                verb=clause.verb,
                key="have",
                frame=POSSESS,
                subject=HolderRef(holder),
                amount=clause.amounts[0],
                clause=clause.order,
            )
        ]


def _left_holder(clause: Clause) -> Tok | None:
    """RETURNS (Tok | None): whom 'leave' leaves with the clause's amount: its object
    ("leaving him with 22", "which left Sam with 14"), or the subject of its passive ("He
    was left with 14"); None when the verb is not 'leave', its amount is not the object
    of its 'with', or it names no such holder."""
    verb = clause.verb
    if verb.lemma_.lower() != _LEAVE or not clause.items:
        return None
    if any(how is not Attachment.WITH for _, how in clause.items):
        return None
    if any(c.dep_ == "neg" for c in verb.children):
        return None
    objects = [c for c in verb.children if c.dep_ == "dobj"]
    passive = any(c.dep_ == "auxpass" for c in verb.children)
    if passive and not objects:
        subjects = [c for c in verb.children if c.dep_ == "nsubjpass"]
        if subjects:
            return subjects[0]
        try:  # "and was left with 14 dollars": the subject of the verb before
            return find_subject(verb, {})
        except Abstain:
            return None
    if len(objects) == 1 and objects[0].pos_ in ("PRON", "PROPN"):
        return objects[0]
    return None


__all__ = ["Leftover"]
