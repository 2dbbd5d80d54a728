"""Possession: 'Sam has 5 apples', 'The box contains 12 pens', 'She starts with 7 caps'."""

from __future__ import annotations

from ..abstention import Abstain
from ..clauses.clauses import Clause, find_subject
from ..ir import Fact, FactKind, HolderRef
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
            )
            for q in clause.amounts
        ]


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
