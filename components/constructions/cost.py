"""Cost: 'a cage cost her $11.73' — the person it cost paid the money.

A verb of costing with a person as its dative says that person paid the amount for the
subject: a loss of money by the dative, read as a price (the goods are not counted).
Without a dative ("The cage cost $11.73") nobody is said to have paid: not read.
"""

from __future__ import annotations

import msgspec

from ..abstention import Abstain
from ..clauses.clauses import Clause
from ..ir import Attachment, Fact, FactKind, HolderRef
from ..rules import Frame
from .base import Context

_FRAME = Frame("lose")  # money paid; the seller is not named


class CostData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``cost`` entry of ``constructions.json``."""

    doc: str = msgspec.field(default="", name="_doc")
    verbs: list[str]
    key: str


class Cost:
    """A verb of ``verbs`` with a dative and money amounts: the dative pays them."""

    name = "cost"
    attachments = frozenset({Attachment.THEME})
    data_type = CostData

    def claims(self, clause: Clause, context: Context) -> bool:
        data: CostData = context.data[self.name]
        return (
            clause.entry is None
            and clause.verb.lemma_.lower() in data.verbs
            and any(c.dep_ == "dative" for c in clause.verb.children)
        )

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        data: CostData = context.data[self.name]
        verb = clause.verb
        money = context.rules.words.money_nouns
        for q in clause.amounts:
            if q.money is None and (q.noun is None or q.noun.lemma_.lower() not in money):
                raise Abstain(
                    "unattached-quantity", f"{verb.text!r} costs something other than money", verb
                )
        datives = [c for c in verb.children if c.dep_ == "dative"]
        if len(datives) != 1 or any(c.dep_ == "conj" for c in datives[0].children):
            raise Abstain("unresolved-holder", f"{verb.text!r} names no single payer", verb)
        return [
            Fact(
                kind=FactKind.LOSE,
                construction=self.name,
                verb=verb,
                key=data.key,
                frame=_FRAME,
                subject=HolderRef(datives[0]),
                amount=q,
                clause=clause.order,
                price=True,
                agentive=False,
            )
            for q in clause.amounts
        ]
