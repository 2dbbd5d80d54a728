"""Needs: 'Tom needs 20 stickers' — the amount its subject needs (decision 0006 ``need``).

A need is a goal, not a holding. Only a question that asks the shortfall ("How many more
stickers does Tom need?", ``difference.find_need``) reads it; the reader asks this
construction in that reading only, so every other reading leaves such a clause unread.
"""

from __future__ import annotations

import msgspec

from ..abstention import Abstain
from ..clauses.clauses import Clause
from ..docview import Tok
from ..ir import Amount, Attachment, Fact, FactKind, HolderRef
from ..rules import Frame
from .base import Context
from .possession import subject_ref

NEED = Frame("possess")
# words that make a needed amount one beyond another ("needs 20 more", "5 extra")
_MORE = frozenset({"more", "extra", "additional", "another", "else"})


class NeedData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``need`` entry of ``constructions.json``.

    verbs (list[str]): verbs whose object is what the subject needs ("need").
    acquire (list[str]): verbs of a question that asks what is still to get ("How many
        more does he need to buy?", "should he buy").
    modals (list[str]): auxiliaries of such a question without 'need' ("should", "must").
    obliged (list[str]): verbs that ask a shortfall only with 'to' and a verb of getting
        ("How many more dollars does she have to earn to have 47 dollars?").
    """

    doc: str = msgspec.field(default="", name="_doc")
    verbs: list[str]
    acquire: list[str]
    modals: list[str]
    obliged: list[str] = msgspec.field(default_factory=list)


class Need:
    """A verb of needing with one quantity as its object: the subject's goal."""

    name = "need"
    attachments = frozenset({Attachment.THEME})
    data_type = NeedData

    def claims(self, clause: Clause, context: Context) -> bool:
        data: NeedData = context.data[self.name]
        return clause.verb.lemma_.lower() in data.verbs and bool(clause.items)

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        verb = clause.verb
        if len(clause.amounts) != 1:
            raise Abstain("comparative", f"{verb.text!r} needs more than one amount", verb)
        if verb.dep_ in ("xcomp", "ccomp", "advcl", "relcl") or any(
            c.dep_ in ("neg", "aux", "auxpass") for c in verb.children
        ):  # "wants to need", "does not need", "will need": not a plain goal
            raise Abstain("comparative", f"{verb.text!r} does not state a plain need", verb)
        (q,) = clause.amounts
        if q.head.dep_ != "dobj" and (q.noun is None or q.noun.dep_ != "dobj"):
            raise Abstain("comparative", f"{verb.text!r} does not need {q.head.text!r}", verb)
        doc = verb.doc
        near = {c.lower_ for i in q.tokens for c in doc[i].children}
        if q.noun is not None:
            near |= {c.lower_ for c in q.noun.children}
        if near & (context.rules.words.comparative | _MORE):
            raise Abstain("comparative", f"{verb.text!r} needs an amount more than another", verb)
        subject, generic = subject_ref(clause, context)
        return [
            Fact(
                kind=FactKind.NEED,
                construction=self.name,
                verb=verb,
                key=verb.lemma_.lower(),
                frame=NEED,
                subject=subject,
                amount=q,
                generic=generic,
                clause=clause.order,
            )
        ]


def goal_fact(verb: Tok, amount: Amount, holder: str | None) -> Fact:
    """RETURNS (Fact): the goal a question states ("to have 280 fish"), as the need of
    the question's resolved subject ``holder``."""
    return Fact(
        kind=FactKind.NEED,
        construction="need",
        verb=verb,
        key="have",
        frame=NEED,
        subject=HolderRef(None),
        amount=amount,
        clause=1 << 20,
        name=holder,
    )


__all__ = ["Need", "NeedData", "goal_fact"]
