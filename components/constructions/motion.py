"""Motion: '8 birds land on the fence', '3 birds fly away' — the place gains or loses them."""

from __future__ import annotations

from ..abstention import Abstain
from ..clauses import Clause
from ..ir import Attachment, Fact, FactKind, HolderRef
from .base import PLAIN, Context


class Motion:
    """A quantity that is the subject of an arrive/depart verb of the lexicon."""

    name = "motion"
    attachments = PLAIN
    data_type = None

    def claims(self, clause: Clause, context: Context) -> bool:
        return any(how is Attachment.MOVER for _, how in clause.items)

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        verb = clause.verb
        found = clause.entry
        if found is None or found[1].cls not in ("arrive", "depart") or len(clause.items) != 1:
            q = clause.items[0][0]
            raise Abstain(
                "unattached-quantity",
                f"{q.span(verb.doc).text!r} is the subject of {verb.lemma_!r}, "
                "which the rules do not read",
                verb,
            )
        key, frame = found
        places = [
            arg
            for arg, prep in clause.roles.get("prep", [])
            if prep in frame.parties and arg.head.head == verb
        ]
        if len(places) > 1:
            raise Abstain("unresolved-holder", f"{verb.text!r} names {len(places)} places", verb)
        kind = FactKind.GAIN if frame.cls == "arrive" else FactKind.LOSE
        return [
            Fact(
                kind=kind,
                construction=self.name,
                verb=verb,
                key=key,
                frame=frame,
                subject=HolderRef(places[0] if places else None),
                amount=clause.items[0][0],
                clause=clause.order,
                agentive=False,
            )
        ]
