"""Tender: 'She paid with a $20 bill', 'He gave the cashier $50' — money handed over for
the purchases, of which the change comes back.

Read only under a question of the change ("How much change did she get?",
``question.asks_change``): the money handed over is what the payer held for the
purchases, a holding at the start (keyed "start with", so resolution puts it before the
purchases wherever the text states it); the purchases are its losses and the change is
what is left. Under any other question the clause stays unread (a payment of $20 for
goods of $7 is no loss of $20).
"""

from __future__ import annotations

import msgspec

from ..clauses.clauses import Clause, pobjects
from ..ir import Attachment, Fact, FactKind, Query
from ..quantities.quantities import counts_money
from ..rules import Frame, WordLists
from .base import Context
from .possession import subject_ref

_HELD = Frame("possess")
_KEY = "start with"  # resolve.start_first: a holding stated as the start
_TO = frozenset({"to"})


class TenderData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``tender`` entry of ``constructions.json``.

    verbs (list[str]): verbs of handing money over ("pay", "give", "hand").
    pay (list[str]): those of them that say the one handed the money is paid ("pay").
    sellers (list[str]): the nouns of one paid for goods ("cashier"), to whom money handed
        over with another verb of ``verbs`` is a payment ("gave the cashier $50").
    """

    doc: str = msgspec.field(default="", name="_doc")
    verbs: list[str]
    pay: list[str]
    sellers: list[str]


class Tender:
    """A verb of ``verbs`` with one money amount, 'with' it ("paid with a $20 bill") or
    handed to someone ("gave the cashier $50"), under a question of the change."""

    name = "tender"
    attachments = frozenset({Attachment.THEME, Attachment.WITH})
    data_type = TenderData

    def claims(self, clause: Clause, context: Context) -> bool:
        data: TenderData = context.data[self.name]
        query = context.query
        verb = clause.verb
        if query is None or verb.lemma_.lower() not in data.verbs or len(clause.items) != 1:
            return False
        q, how = clause.items[0]
        words = context.rules.words
        if not counts_money(q, words.money_nouns) or not asks_change(query, words):
            return False
        if how is Attachment.WITH:
            return True  # "paid with a $20 bill"
        # "paid the cashier $20", "gave the cashier $50": handed to the one paid; not
        # "gave her brother $5", a gift
        takers = [c for c in verb.children if c.dep_ in ("dative", "dobj") and c is not q.head]
        takers += pobjects(verb, _TO)
        if len(takers) != 1 or takers[0].i in q.tokens:
            return False
        return verb.lemma_.lower() in data.pay or takers[0].lemma_.lower() in data.sellers

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        subject, generic = subject_ref(clause, context)
        return [
            Fact(
                kind=FactKind.POSSESS,
                construction=self.name,
                verb=clause.verb,
                key=_KEY,
                frame=_HELD,
                subject=subject,
                amount=clause.items[0][0],
                generic=generic,
                clause=clause.order,
                at=-1,  # before the purchases, wherever the text states it
            )
        ]


def asks_change(question: Query, words: WordLists) -> bool:
    """RETURNS (bool): the question asks the change of a payment with a verb of getting
    ("How much change will he get (back)?", ``change_nouns``, ``change_verbs``): the money
    its subject holds after paying, as "How much money will he have left?"."""
    much = question.wh.doc[question.wh.i + 1] if question.money else None
    if much is None or much.lower_ != "much" or much.head.lemma_.lower() not in words.change_nouns:
        return False
    verb = question.verb
    key = verb.lemma_.lower()
    particles = [c.lower_ for c in verb.children if c.dep_ in ("prt", "advmod")]
    return key in words.change_verbs or any(f"{key} {p}" in words.change_verbs for p in particles)


__all__ = ["Tender", "asks_change"]
