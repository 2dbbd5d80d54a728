"""Passive: '7 are eaten by a hippopotamus' — the single holder of the unit loses them.

A quantity that is the subject of a passive names no holder; for the verbs of
``passive_losses`` (the things are gone: eaten, lost, stolen, used) the loser is the one
earlier holder of the unit (resolution names it, or abstains with several). A passive of
any other verb ("9 were torn", "29 were cracked": a state, not a loss; "5 were given to
Sam": a giver unnamed) is not read (``passive``).
"""

from __future__ import annotations

import msgspec

from ..abstention import Abstain
from ..clauses import Clause
from ..ir import Attachment, Fact, FactKind, HolderRef
from .base import Context


class PassiveData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``passive`` entry of ``constructions.json``."""

    doc: str = msgspec.field(default="", name="_doc")
    losses: list[str]


class Passive:
    """A loss verb of ``losses`` whose subject is the quantity, in the passive."""

    name = "passive"
    attachments = frozenset({Attachment.PATIENT})
    data_type = PassiveData

    def claims(self, clause: Clause, context: Context) -> bool:
        return all(how is Attachment.PATIENT for _, how in clause.items)

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        data: PassiveData = context.data[self.name]
        verb = clause.verb
        found = clause.entry
        if found is None or found[0] not in data.losses or found[1].cls != "lose":
            raise Abstain("passive", f"{verb.text!r} is passive and names no holder", verb)
        if len(clause.items) != 1:
            raise Abstain("passive", f"{verb.text!r} is passive with several amounts", verb)
        key, frame = found
        return [
            Fact(
                kind=FactKind.LOSE,
                construction=self.name,
                verb=verb,
                key=key,
                frame=frame,
                subject=HolderRef(None),
                amount=clause.items[0][0],
                clause=clause.order,
            )
        ]
