"""Trim: 'sawed 0.33 meters off the end', 'cut 2 feet off the rope' — the thing cut
loses that much of its measure.

A verb of cutting (``verbs``) whose one amount is in a unit of measure and that takes it
'off' something: the thing named by the 'off' phrase loses the amount; a part of it
("off the end", ``parts``) names the thing after its 'of' ("off the end of the board") or,
with none, the thing is implied: the single earlier holder of the unit, as an unnamed
place of a motion is (``resolve.imply_parties``). The one who cuts holds nothing.
"""

from __future__ import annotations

import msgspec

from ..abstention import Abstain
from ..clauses.clauses import Clause
from ..docview import Tok
from ..ir import Attachment, Fact, FactKind, HolderRef
from ..rules import Frame
from .base import Context
from .measure import MeasureData

_FRAME = Frame("lose")


class TrimData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``trim`` entry of ``constructions.json``.

    verbs (list[str]): lemmas of verbs of cutting ("saw", "trim").
    parts (list[str]): nouns of a part of a thing ("end", "top"): cut off it, the thing
        loses the amount.
    """

    doc: str = msgspec.field(default="", name="_doc")
    verbs: list[str]
    parts: list[str]


class Trim:
    """A verb of ``verbs`` that takes one measured amount 'off' a thing."""

    name = "trim"
    attachments = frozenset({Attachment.THEME})
    data_type = TrimData

    def claims(self, clause: Clause, context: Context) -> bool:
        data: TrimData = context.data[self.name]
        verb = clause.verb
        if verb.lemma_.lower() not in data.verbs or not _offs(verb):
            return False
        units = context.data["measure"].units
        return bool(clause.amounts) and all(
            q.money is None and q.noun is not None and q.noun.lemma_.lower() in units
            for q in clause.amounts
        )

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        data: TrimData = context.data[self.name]
        measure: MeasureData = context.data["measure"]
        verb = clause.verb
        offs = _offs(verb)
        if len(clause.amounts) != 1 or len(offs) != 1:
            raise Abstain("unattached-quantity", f"{verb.text!r} cuts more than one amount", verb)
        (q,) = clause.amounts
        assert q.noun is not None
        thing = _thing(offs[0], frozenset(data.parts))
        if thing is not None and thing.lemma_.lower() in measure.units:
            raise Abstain("unattached-quantity", f"{verb.text!r} cuts off a measure", verb)
        return [
            Fact(
                kind=FactKind.LOSE,
                construction=self.name,
                verb=verb,
                key=f"{verb.lemma_.lower()} off",
                frame=_FRAME,
                subject=HolderRef(thing),
                amount=q,
                clause=clause.order,
                agentive=False,
            )
        ]


def _offs(verb: Tok) -> list[Tok]:
    """RETURNS (list[Tok]): the verb's 'off' particles and prepositions."""
    return [c for c in verb.children if c.dep_ in ("prt", "prep") and c.lower_ == "off"]


def _thing(off: Tok, parts: frozenset[str]) -> Tok | None:
    """RETURNS (Tok | None): the thing cut: the object of 'off', or of the 'of' after a
    part ("off the end of the board"); None when no phrase names it ("cut off 2 feet",
    "off the end")."""
    objects = [c for c in off.children if c.dep_ == "pobj"]
    if len(objects) != 1:
        return None
    thing = objects[0]
    if thing.lemma_.lower() in parts:
        of = [g for c in thing.children if c.lower_ == "of" for g in c.children if g.dep_ == "pobj"]
        return of[0] if len(of) == 1 else None
    return thing


__all__ = ["Trim", "TrimData"]
