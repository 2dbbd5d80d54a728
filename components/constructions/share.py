"""Sharing: a total split equally into groups (decision 0006 rule 4, dev-set README V6).

'Ivan splits 45 cherries equally between his 5 cousins', 'If he shares them among 3
friends', 'She puts them equally into 4 jars' — one ``SHARE`` fact: the total (or None
for 'them': an earlier holding, found by resolution), the groups, and the 'each' of the
question that asks one group's share ("How many cherries does each cousin get?"), which
the fact claims so that coverage does not abstain on it. Anything else — no splitting
verb, 'into' without 'equally', several totals, groups of money — abstains with
``rate``.
"""

from __future__ import annotations

import msgspec

from ..abstention import Abstain
from ..clauses import Clause
from ..docview import Tok
from ..ir import Attachment, Fact, FactKind, ShareTerms
from ..rules import Frame
from .base import Context
from .possession import subject_ref

SPLIT = Frame("share")


class Period(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A period's smaller period: ``count`` ``unit`` of one ``per`` ("week": 7 days)."""

    per: str
    unit: str
    count: int


class ShareData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``share`` entry of ``constructions.json``."""

    doc: str = msgspec.field(default="", name="_doc")
    verbs: list[str]
    preps: list[str]
    equally: list[str]
    equally_preps: list[str] = msgspec.field(default_factory=list)
    each: list[str]
    pronouns: list[str]
    people: list[str] = msgspec.field(default_factory=list)
    get: list[str] = msgspec.field(default_factory=list)
    remainder: list[str] = msgspec.field(default_factory=list)
    money: list[str] = msgspec.field(default_factory=list)
    average: list[str] = msgspec.field(default_factory=list)
    periods: dict[str, Period] = msgspec.field(default_factory=dict)
    period_preps: list[str] = msgspec.field(default_factory=list)
    period_words: list[str] = msgspec.field(default_factory=list)


class Share:
    """A splitting verb with its groups on 'among', 'between' or 'equally into'."""

    name = "share"
    attachments = frozenset({Attachment.THEME, Attachment.RATE})
    data_type = ShareData

    def claims(self, clause: Clause, context: Context) -> bool:
        data: ShareData = context.data[self.name]
        for q, how in clause.items:  # groups first: most clauses have none
            if how is Attachment.RATE and q.head.head.lower_ in data.preps:
                return clause.verb.lemma_.lower() in data.verbs
        return False

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        data: ShareData = context.data[self.name]
        verb = clause.verb
        groups = [q for q, how in clause.items if how is Attachment.RATE]
        totals = [q for q, how in clause.items if how is Attachment.THEME]
        if len(groups) != 1 or len(totals) > 1 or groups[0].noun is None:
            raise Abstain("rate", f"{verb.text!r} shares no single total into groups", verb)
        group = groups[0]
        if group.head.head.lower_ == "into" and not any(
            c.lower_ in data.equally for c in verb.children
        ):
            raise Abstain("rate", f"{verb.text!r} puts things into groups, not equally", verb)
        if not totals and not any(
            c.dep_ == "dobj" and c.lower_ in data.pronouns for c in verb.children
        ):
            raise Abstain("rate", f"{verb.text!r} shares no total the rules can find", verb)
        subject, generic = subject_ref(clause, context)
        each = _asked_each(verb, group.noun, data)  # type: ignore[arg-type]
        return [
            Fact(
                kind=FactKind.SHARE,
                construction=self.name,
                verb=verb,
                key=verb.lemma_.lower(),
                frame=SPLIT,
                subject=subject,
                amount=totals[0] if totals else None,
                generic=generic,
                clause=clause.order,
                cues=(each.i,) if each is not None else (),
                share=ShareTerms(group, each),
            )
        ]


def _asked_each(verb: Tok, groups: Tok, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): the 'each' of the last sentence on a noun of the groups
    ("How many does each cousin get?", "How many beads are in each jar?")."""
    last = list(verb.doc.sents)[-1]
    lemma = groups.lemma_.lower()
    for token in last:
        if token.lower_ in data.each and token.dep_ == "det" and token.head.lemma_.lower() == lemma:
            return token
    return None
