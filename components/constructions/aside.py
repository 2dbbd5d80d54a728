"""Asides: a clause that counts something nothing else in the problem counts.

"Joan spent $15 on shorts and $14 on a jacket. She went to 3 shops. How much did she
spend?": "3 shops" is a number of a thing the question does not ask and no other
sentence names, in a clause no other construction reads. It is read as an ``ASIDE``
fact, a statement the graph leaves out (it relates to no quantity the solver uses), not
a reason to abstain. Asked last: a clause any other construction claims is not an aside.

Only a count of a plain thing in a statement of its own, with a verb of going, staying
or working (``verbs``: "went to 3 shops", "visited 2 farms"; not "staples 3 reports",
whose verb may use up what is asked); not in the question sentence; not money, a unit
of time, a measure or a coin (those convert or multiply: "reads 5 pages ... for 3
days"), unless a stretch of time ("They worked for 6 days on the farm.") in a problem
that states no rate per a unit of time; not people (a later 'them' may name them); not a
noun any other word of the problem names, nor followed by a pronoun that may name it;
and only when the question asks money the text counts, or a noun the text counts that is
no whole of kinds ("How many pets?" beside "visited 3 hamsters" may count them).

Also an aside: the events someone missed, when the question asks the ones someone went
to ("went to 36 games, but missed 35 ... How many games did he go to?").
"""

from __future__ import annotations

import msgspec
from wordproblem.models import TIME_PER

from ..clauses.clauses import Clause
from ..docview import DocView
from ..ir import Amount, Attachment, Fact, FactKind, HolderRef, Query
from ..quantities.quantities import counts_money
from ..rules import Frame
from .base import Context
from .need import wanted_price
from .rate import stretch_of_time

ASIDE = Frame("aside")


class AsideData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``aside`` entry of ``constructions.json``.

    verbs (list[str]): the lemmas of an aside's verb.
    people (list[str]): wholes of ``kinds.json`` whose members are people (no aside).
    pronouns (list[str]): words after the aside that may name its things (no aside).
    time_adverbs (list[str]): adverbs of a rate per a unit of time ("daily"): beside one,
        a stretch of time is no aside.
    after (list[str]): words of a question that looks past a wanted purchase ("left").
    """

    doc: str = msgspec.field(default="", name="_doc")
    verbs: list[str]
    people: list[str]
    pronouns: list[str]
    time_adverbs: list[str] = msgspec.field(default_factory=list)
    after: list[str] = msgspec.field(default_factory=list)


class Aside:
    """One quantity of a thing no other word of the problem names."""

    name = "aside"
    attachments = frozenset({Attachment.THEME, Attachment.ADVERBIAL})  # not "came with 70"
    data_type = AsideData

    def claims(self, clause: Clause, context: Context) -> bool:
        return (
            _unrelated(clause, context)
            or _only_wanted(clause, context)
            or _missed_beside_attended(clause, context)
        )

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        (q,) = clause.amounts
        return [
            Fact(
                kind=FactKind.ASIDE,
                construction=self.name,
                verb=clause.verb,
                key=clause.verb.lemma_.lower(),
                frame=ASIDE,
                subject=HolderRef(None),
                amount=q,
                clause=clause.order,
            )
        ]


def _unrelated(clause: Clause, context: Context) -> bool:
    """RETURNS (bool): the clause's one quantity counts a thing nothing else in the
    problem relates to (see the module's docstring)."""
    query = context.query
    data: AsideData = context.data[Aside.name]
    if query is None or len(clause.items) != 1 or clause.verb.lemma_.lower() not in data.verbs:
        return False
    (q,) = clause.amounts
    doc = clause.verb.doc
    sent = query.sent
    if q.unstated or sent.start <= q.start < sent.end or sent.start <= clause.verb.i < sent.end:
        return False
    words = context.rules.words
    if counts_money(q, words.money_nouns) or query.measure is not None:
        return False
    others = [t for t in doc.tokens if t.like_num and t.i not in q.tokens]
    asked = query.noun
    if query.money:  # the question asks money: other amounts count it
        symbols = words.money_symbols
        if not any(
            t.head.lemma_.lower() in words.money_nouns or doc[t.i - 1].lower_ in symbols
            for t in others
        ):
            return False
    elif asked is None:
        return False
    else:
        asked_lemma = asked.lemma_.lower()
        wholes = context.rules.kind_names
        if asked.lower_ in wholes or asked_lemma in wholes:
            return False  # "How many animals": a whole of kinds may cover the aside's noun
        if not any(t.head.lemma_.lower() == asked_lemma for t in others):
            return False  # the question asks a noun no other amount counts
    noun = q.noun
    if noun is None or noun.pos_ != "NOUN":
        return False
    lemma = noun.lemma_.lower()
    measures = context.data.get("measure")
    units = set(measures.units) if measures is not None else set()
    if lemma in TIME_PER or lemma in words.time_words:
        if not _idle_stretch(q, doc, data, words.time_words):
            return False
    elif lemma in units or lemma in words.coin_nouns or lemma in words.money_nouns:
        return False
    if any(lemma in context.rules.kinds.get(whole, ()) for whole in data.people):
        return False  # "visited 3 friends": people, whom a later 'them' may name
    if any(t.lemma_.lower() == lemma and t.i != noun.i for t in doc.tokens):
        return False
    return not any(t.lower_ in data.pronouns for t in doc.tokens[clause.verb.i :])


def _missed_beside_attended(clause: Clause, context: Context) -> bool:
    """RETURNS (bool): the clause tells events someone missed ("went to 36 games this
    year, but missed 35") and the question asks the ones someone went to ("How many games
    did Fred go to in total?"): the missed ones are no part of the answer. A past verb of
    missing (``attendance.missed``) with one amount of the question's noun or of none, not
    in the question."""
    query = context.query
    attendance = context.data.get("attendance")
    verb = clause.verb
    if (
        query is None
        or attendance is None
        or query.noun is None
        or len(clause.items) != 1
        or verb.lemma_.lower() not in attendance.missed
        or verb.tag_ != "VBD"
        or any(c.dep_ in ("neg", "aux") for c in verb.children)
    ):
        return False
    asked = query.verb.lemma_.lower()
    going = asked in attendance.attend_to and any(
        c.dep_ == "prep" and c.lower_ == "to" for c in query.verb.children
    )
    if asked not in attendance.attend and not going:
        return False
    (q,) = clause.amounts
    sent = query.sent
    if q.money is not None or q.unstated or sent.start <= verb.i < sent.end:
        return False
    return q.noun is None or q.noun.lemma_.lower() == query.noun.lemma_.lower()


def _only_wanted(clause: Clause, context: Context) -> bool:
    """RETURNS (bool): the clause prices a thing someone only wants ("He wants a kite that
    costs $18", ``need.wanted_price``) and the question asks no shortfall (the ``need``
    construction reads it first then): no money moves."""
    data = context.data.get("need")
    if data is None or wanted_price(clause, data) is None:
        return False
    query = context.query
    aside: AsideData = context.data[Aside.name]
    return query is not None and not _after_purchase(query, aside)


def _after_purchase(query: Query, data: AsideData) -> bool:
    """RETURNS (bool): the question may look past the wanted purchase: what is left ("How
    much money will she have left?") or what will be ("How much will she have?"); a thing
    only wanted is then no aside (the clause stays unread)."""
    verb = query.verb
    return any(t.lower_ in data.after for t in query.sent) or any(
        c.dep_ == "aux" and c.tag_ == "MD" for c in verb.children
    )


def _idle_stretch(q: Amount, doc: DocView, data: AsideData, time_words: frozenset[str]) -> bool:
    """RETURNS (bool): ``q`` is a stretch of time ("They worked for 6 days on the farm.")
    in a problem that states no other time: no rate per a unit of time ("a day", "every
    week", "per hour", "daily") that could run over it."""
    noun = q.noun
    assert noun is not None
    if not stretch_of_time(q):
        return False
    return not any(
        (t.i != noun.i and (t.lemma_.lower() in TIME_PER or t.lemma_.lower() in time_words))
        or t.lower_ in data.time_adverbs
        for t in doc.tokens
    )


__all__ = ["Aside"]
