"""Gapping: 'Aiko bought 5 pens and Ben 3', 'Carlos has 9 stamps, Mina 4, and Dev 7'.

A name with a number of its own, coordinated with the verb's object or with the verb,
stands for a clause of the same verb whose verb and noun are left out. The clause with
the verb is read as without the gapped names (by the construction of holding or of
gain and loss); each gapped name then holds, gains or loses its own number as the
subject does. Only a clause with no other side named (no 'to', 'from' or dative: "gave
5 pens to Sam and Ben 3" may mean Ben got 3) and one stated amount of the subject.
"""

from __future__ import annotations

import msgspec

from ..abstention import Abstain
from ..clauses.clauses import Clause
from ..ir import Attachment, Fact, HolderRef
from .base import Context
from .exchange import Exchange
from .possession import Possession

_READERS = (Possession(), Exchange())


class Gapping:
    """A clause of holding, gaining or losing with gapped names after its amount."""

    name = "gapping"
    attachments = frozenset({Attachment.THEME, Attachment.GAPPED})
    data_type = None

    def claims(self, clause: Clause, context: Context) -> bool:
        return any(how is Attachment.GAPPED for _, how in clause.items)

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        verb = clause.verb
        themes = tuple(item for item in clause.items if item[1] is Attachment.THEME)
        gapped = [q for q, how in clause.items if how is Attachment.GAPPED]
        entry = clause.entry
        if len(themes) != 1 or entry is None or entry[1].cls not in ("possess", "gain", "lose"):
            raise Abstain(
                "ellipsis", f"{verb.text!r} is left out with no one amount to repeat", verb
            )
        if any(c.dep_ == "dative" for c in verb.children) or any(
            c.dep_ == "prep" and c.lower_ in entry[1].parties for c in verb.children
        ):
            raise Abstain(
                "ellipsis", f"{verb.text!r} is left out beside another side it names", verb
            )
        plain = msgspec.structs.replace(clause, items=themes)
        reader = next(r for r in _READERS if r.claims(plain, context))
        (fact,) = reader.read(plain, context)
        facts = [fact]
        for q in gapped:
            name = HolderRef(q.head.head)  # the name the number is on
            facts.append(
                msgspec.structs.replace(fact, construction=self.name, subject=name, amount=q)
            )
        return facts


__all__ = ["Gapping"]
