"""Scaling: 'Sam doubled his marbles' — the subject's holding is multiplied or divided."""

from __future__ import annotations

from ..abstention import Abstain
from ..clauses.clauses import Clause, of_objects
from ..ir import Fact, FactKind
from .base import PLAIN, Context, entry
from .possession import subject_ref

# Nouns that stand for the amount of what follows 'of' ("doubled the number of stamps").
AMOUNT_NOUNS = frozenset({"number", "amount", "count"})


class Scaling:
    """A verb of the lexicon's ``scale`` class, with no number of its own."""

    name = "scaling"
    attachments = PLAIN
    data_type = None

    def claims(self, clause: Clause, context: Context) -> bool:
        return clause.entry is not None and clause.entry[1].cls == "scale"

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        key, frame = entry(clause)
        verb = clause.verb
        subject, generic = subject_ref(clause, context)
        if clause.items:
            raise Abstain("unattached-quantity", f"{verb.text!r} scales by a number", verb)
        objects = [arg for arg, _ in clause.roles.get("theme", [])]
        noun = objects[0] if objects else None
        if noun is not None and noun.lemma_.lower() in AMOUNT_NOUNS:
            inner = of_objects(noun)
            noun = inner[0] if inner else None
        return [
            Fact(
                kind=FactKind.SCALE,
                construction=self.name,
                verb=verb,
                key=key,
                frame=frame,
                subject=subject,
                generic=generic,
                scale_noun=noun,
                clause=clause.order,
            )
        ]
