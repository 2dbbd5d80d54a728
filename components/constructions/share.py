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
from ..ir import Amount, Attachment, Fact, FactKind, ShareTerms
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
    pack_verbs: list[str] = msgspec.field(default_factory=list)
    pack_preps: list[str] = msgspec.field(default_factory=list)
    rest: list[str] = msgspec.field(default_factory=list)


class Share:
    """A splitting verb with its groups on 'among', 'between' or 'equally into'."""

    name = "share"
    attachments = frozenset({Attachment.THEME, Attachment.RATE, Attachment.WITH})
    data_type = ShareData

    def claims(self, clause: Clause, context: Context) -> bool:
        data: ShareData = context.data[self.name]
        for q, how in clause.items:  # groups first: most clauses have none
            if how is Attachment.RATE and q.head.head.lower_ in data.preps:
                return clause.verb.lemma_.lower() in data.verbs
            if how is not Attachment.THEME and _packed_into(q, clause.verb, data) is not None:
                return True
        return False

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        data: ShareData = context.data[self.name]
        verb = clause.verb
        packed = [
            (q, group)
            for q, how in clause.items
            if how is not Attachment.THEME and (group := _packed_into(q, verb, data)) is not None
        ]
        if packed:
            return [self._packing(clause, context, *packed[0], len(packed))]
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

    def _packing(
        self, clause: Clause, context: Context, part: Amount, group: Tok, found: int
    ) -> Fact:
        """One ``SHARE`` fact of "placed the rest into piles with 7 in each pile", "packs 24
        eggs in boxes of 6": what each group holds is stated, how many groups is not."""
        data: ShareData = context.data[self.name]
        verb = clause.verb
        totals = [q for q, how in clause.items if how is Attachment.THEME]
        if found != 1 or len(totals) > 1 or len(clause.items) != found + len(totals):
            raise Abstain("rate", f"{verb.text!r} packs no single amount into groups", verb)
        rest = None
        if not totals:
            objects = [c for c in verb.children if c.dep_ == "dobj"]
            if len(objects) != 1:
                raise Abstain("rate", f"{verb.text!r} packs no total the rules can find", verb)
            rest = _rest_word(objects[0], data)
            if rest is None and objects[0].lower_ not in data.pronouns:
                raise Abstain("rate", f"{verb.text!r} packs no total the rules can find", verb)
        subject, generic = subject_ref(clause, context)
        return Fact(
            kind=FactKind.SHARE,
            construction=self.name,
            verb=verb,
            key=verb.lemma_.lower(),
            frame=SPLIT,
            subject=subject,
            amount=totals[0] if totals else None,
            generic=generic,
            clause=clause.order,
            cues=_each_words(part, data),
            share=ShareTerms(None, None, part, group, rest),
        )


def _packed_into(q: Amount, verb: Tok, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): the plural noun of the groups ``q`` is what each holds,
    when they are the object of ``verb``'s 'into'/'in' and ``verb`` packs things
    ("placed the rest into piles with 7 in each pile", "in boxes of 6", "puts them into
    jars with 7 marbles in each jar"); else None."""
    if verb.lemma_.lower() not in data.pack_verbs or q.head.dep_ != "pobj":
        return None
    prep = q.head.head
    if prep.lower_ not in ("with", "of"):
        return None
    if prep.head == verb and prep.lower_ == "with":  # "with 7 in each jar" on the verb
        each = _each_group(q, data)
        groups = [
            g
            for c in verb.children
            if c.dep_ == "prep" and c.lower_ in data.pack_preps
            for g in c.children
            if g.dep_ == "pobj" and g.tag_ == "NNS"
        ]
        if each is None or len(groups) != 1 or groups[0].lemma_ != each.lemma_:
            return None
        return groups[0]
    group = prep.head  # 7 <- with <- piles
    if (
        group.dep_ != "pobj"
        or group.tag_ != "NNS"
        or group.head.lower_ not in data.pack_preps
        or group.head.head != verb
    ):
        return None
    return group


def _each_group(q: Amount, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): the noun of "in each <group>" on ``q`` ("7 in each jar")."""
    doc = q.head.doc
    for i in (*q.tokens, q.head.i):
        for prep in doc[i].children:
            if prep.dep_ != "prep" or prep.lower_ not in ("in", "on", "into"):
                continue
            for g in prep.children:
                if g.dep_ == "pobj" and any(
                    d.dep_ == "det" and d.lower_ in data.each for d in g.children
                ):
                    return g
    return None


def _rest_word(obj: Tok, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): the word that makes an object what is left of a holding
    ("the rest", "the remaining cookies"), or None."""
    if obj.lower_ in data.rest:
        return obj
    return next((c for c in obj.children if c.dep_ == "amod" and c.lower_ in data.rest), None)


def _each_words(part: Amount, data: ShareData) -> tuple[int, ...]:
    """RETURNS: the 'each' of the phrase that states what each group holds ("in each
    pile"), which the share accounts for."""
    doc = part.head.doc
    found = []
    for i in part.tokens + ((part.noun.i,) if part.noun is not None else ()):
        for prep in doc[i].children:
            if prep.dep_ != "prep":
                continue
            found += [
                d.i
                for g in prep.children
                for d in g.children
                if d.dep_ == "det" and d.lower_ in data.each
            ]
    return tuple(sorted(set(found)))


def _asked_each(verb: Tok, groups: Tok, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): the 'each' of the last sentence on a noun of the groups
    ("How many does each cousin get?", "How many beads are in each jar?")."""
    last = list(verb.doc.sents)[-1]
    lemma = groups.lemma_.lower()
    for token in last:
        if token.lower_ in data.each and token.dep_ == "det" and token.head.lemma_.lower() == lemma:
            return token
    return None
