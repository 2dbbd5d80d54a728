"""Held for a purpose: 'A waiter had 19 customers to wait on', 'Sam has 8 letters to mail'.

The parse makes the quantity the subject of the infinitive ("19 customers ... to wait"),
but the clause states a holding: the subject of the possession verb holds the quantity,
and the infinitive says what it is for. Only when the quantity stands between the
possession verb and its infinitive complement.
"""

from __future__ import annotations

from ..abstention import Abstain
from ..clauses.clauses import Clause, find_subject
from ..ir import Attachment, Fact, FactKind, HolderRef
from .base import Context, is_generic


class Purpose:
    """'<holder> has N X to <verb>': a holding of N X."""

    name = "purpose"
    attachments = frozenset({Attachment.MOVER})
    data_type = None

    def claims(self, clause: Clause, context: Context) -> bool:
        return _holding_verb(clause, context) is not None

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        have = _holding_verb(clause, context)
        assert have is not None
        found = context.rules.lexicon.lookup(have.lemma_.lower(), [])
        assert found is not None
        key, frame = found
        subject = find_subject(have, context.roles, context.unstated)
        if any(c.dep_ == "conj" for c in subject.children):
            raise Abstain("plural-holder", f"{have.text!r} has a coordinated subject", have)
        return [
            Fact(
                kind=FactKind.POSSESS,
                construction=self.name,
                verb=have,
                key=key,
                frame=frame,
                subject=HolderRef(subject),
                amount=clause.items[0][0],
                generic=is_generic(subject),
                clause=clause.order,
            )
        ]


def _holding_verb(clause: Clause, context: Context):
    """RETURNS (Tok | None): the possession verb of "had 19 customers to wait on"."""
    verb = clause.verb
    if len(clause.items) != 1 or verb.dep_ not in ("ccomp", "xcomp"):
        return None
    if not any(c.dep_ == "aux" and c.lower_ == "to" and c.i < verb.i for c in verb.children):
        return None
    have = verb.head
    found = context.rules.lexicon.lookup(have.lemma_.lower(), [])
    if found is None or found[1].cls != "possess" or have.i >= verb.i:
        return None
    q = clause.items[0][0]
    if not have.i < q.start < verb.i or q.head.dep_ != "nsubj" or q.head.head != verb:
        return None
    if any(c.dep_ in ("dobj", "attr") for c in have.children):
        return None  # "has time 5 apples to eat"? the holding verb has its own object
    return have
