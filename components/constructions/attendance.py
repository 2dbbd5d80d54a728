"""Attendance: 'The team played 39 games. He attended 14 games.' — the events that took
place and the ones one person went to (decision 0006 ``total``).

Read only under a question that asks the events one person missed ("How many games did
Benny miss?", ``missed_question``): the reader asks this construction first under that
question alone (``reader.Plan.own``). It claims a clause only in its plainest shape: a
past verb of ``held`` whose object is the question's events ("played 39 baseball games
this year"), the whole; or a past verb of ``attend`` (``attend_to`` + 'to') whose object
is those events and whose subject is the person asked ("He attended 14 games"), a part.
Any other clause is left to the other constructions. What the two make (the whole split
into the attended and the missed events) is the reader's (``attendance.missed_facts``).
"""

from __future__ import annotations

import msgspec

from ..clauses.clauses import Clause
from ..docview import DocView, Tok
from ..ir import Amount, Attachment, Fact, FactKind, HolderRef, Query
from ..rules import Frame
from .base import Context

EVENTS = Frame("possess")
_PRONOUNS = {"he": "male", "she": "female"}
# dependents a season's verb may have besides its subject and object ("this year"), and
# an attendance's (a time of its own might not be the season's: "last year")
_SEASON = frozenset({"npadvmod", "punct"})
_ATTEND = frozenset({"punct"})


class AttendanceData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``attendance`` entry of ``constructions.json``.

    held (list[str]): verbs whose object is the events that took place ("played 39 games").
    attend (list[str]): verbs whose object is the events one went to ("attended 14 games").
    attend_to (list[str]): verbs of going whose 'to' names them ("went to 14 games").
    missed (list[str]): verbs of a question that asks the events one did not go to ("miss").
    """

    doc: str = msgspec.field(default="", name="_doc")
    held: list[str]
    attend: list[str]
    attend_to: list[str]
    missed: list[str]

    def whole(self, fact: Fact) -> bool:
        """RETURNS (bool): ``fact`` states the events that took place, not one's part."""
        return fact.construction == Attendance.name and fact.key in self.held


class Attendance:
    """The events of a season, or the ones the person a 'miss' question asks went to."""

    name = "attendance"
    attachments = frozenset({Attachment.THEME, Attachment.ADVERBIAL})
    data_type = AttendanceData

    def claims(self, clause: Clause, context: Context) -> bool:
        return _events(clause, context) is not None

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        found = _events(clause, context)
        assert found is not None, "read() of a clause attendance does not claim"
        q, key = found
        verb = clause.verb
        (subject,) = [c for c in verb.children if c.dep_ == "nsubj"]
        return [
            Fact(
                kind=FactKind.POSSESS,
                construction=self.name,
                verb=verb,
                key=key,
                frame=EVENTS,
                subject=HolderRef(subject),
                amount=q,
                clause=clause.order,
            )
        ]


def missed_question(query: Query, data: AttendanceData) -> tuple[str, Tok] | None:
    """RETURNS: the asked person's name and the counted noun of 'How many (compound) N
    did NAME miss?', every word of the question accounted for; None otherwise."""
    verb, noun = query.verb, query.noun
    if noun is None or query.conditions or query.money or verb.lemma_.lower() not in data.missed:
        return None
    doc = query.sent.doc
    if doc[query.wh.i + 1].lower_ != "many" or noun.tag_ != "NNS":
        return None
    names = [
        t
        for t in query.sent
        if t.pos_ == "PROPN" and t.head == verb and t.dep_ in ("nsubj", "compound")
    ]
    auxes = [t for t in query.sent if t.dep_ == "aux" and t.head == verb and t.lower_ == "did"]
    if len(names) != 1 or len(auxes) != 1:
        return None
    known = {query.wh.i, query.wh.i + 1, noun.i, names[0].i, auxes[0].i, verb.i}
    known |= {c.i for c in noun.children if c.dep_ == "compound"}
    if any(t.i not in known and not t.is_punct for t in query.sent):
        return None
    return names[0].text, noun


def compounds(noun: Tok) -> tuple[str, ...]:
    """RETURNS (tuple[str, ...]): the compounds before ``noun`` ("baseball" games)."""
    return tuple(c.lower_ for c in noun.lefts if c.dep_ == "compound")


def _events(clause: Clause, context: Context) -> tuple[Amount, str] | None:
    """RETURNS: the clause's one amount and its verb's lemma when the clause states the
    events the question counts that took place, or the ones the asked person went to;
    None otherwise."""
    if context.query is None or len(clause.items) != 1:
        return None
    asked = missed_question(context.query, context.data[Attendance.name])
    if asked is None:
        return None
    data: AttendanceData = context.data[Attendance.name]
    name, noun = asked
    (q,) = clause.amounts
    if q.noun is None or q.money or q.adjectives or q.owner is not None:
        return None
    if q.noun.lemma_.lower() != noun.lemma_.lower() or q.noun.tag_ != "NNS":
        return None
    if any(c.dep_ not in ("nummod", "compound") for c in q.noun.children):
        return None
    kinds = compounds(q.noun)
    verb = clause.verb
    if (
        kinds == compounds(noun)
        and _verb_of(q, data.held, [], _SEASON) == verb
        and verb.head == verb
    ):
        return q, verb.lemma_.lower()  # the season's events
    if (
        kinds in ((), compounds(noun))
        and _verb_of(q, data.attend, data.attend_to, _ATTEND) == verb
        and verb.head == verb
        and _attender(verb, name, verb.doc, context.rules.first_names)
    ):
        return q, verb.lemma_.lower()  # the ones the person went to
    return None


def _verb_of(q: Amount, verbs: list[str], going: list[str], adjuncts: frozenset[str]) -> Tok | None:
    """RETURNS: the verb whose object is ``q``'s noun ("attended 14 games"), or whose
    'to' names it for a verb of ``going`` ("went to 14 games"), when it is a plain
    affirmative statement with a subject and no dependents but ``adjuncts``; None
    otherwise."""
    noun = q.noun
    assert noun is not None
    head = noun.head
    if noun.dep_ == "dobj" and head.lemma_.lower() in verbs:
        verb, own = head, noun
    elif (
        noun.dep_ == "pobj"
        and head.lower_ == "to"
        and head.dep_ == "prep"
        and head.head.lemma_.lower() in going
    ):
        verb, own = head.head, head
    else:
        return None
    if verb.pos_ != "VERB" or verb.tag_ != "VBD":
        return None
    if any(c != own and c.dep_ not in adjuncts and c.dep_ != "nsubj" for c in verb.children):
        return None
    if sum(c.dep_ == "nsubj" for c in verb.children) != 1:
        return None
    times = [c for c in verb.children if c.dep_ == "npadvmod"]
    if any(g.dep_ == "nummod" for c in times for g in c.children):
        return None  # "played 39 games 3 weeks ago": a time that counts
    return verb


def _attender(verb: Tok, name: str, doc: DocView, first_names: dict[str, str]) -> bool:
    """RETURNS (bool): the subject of ``verb`` is the asked person: the name itself, or
    'he'/'she' when no other name occurs in the text and the name's sex (``first_names``)
    agrees with the pronoun; an unlisted or ambiguous name never agrees."""
    (subject,) = [c for c in verb.children if c.dep_ == "nsubj"]
    if subject.text == name and not list(subject.children):
        return True
    if subject.lower_ not in _PRONOUNS:
        return False
    if first_names.get(name.lower()) != _PRONOUNS[subject.lower_]:
        return False  # "Benny's school played 39 games. She attended 14.": who is she?
    return all(t.text == name for t in doc if t.pos_ == "PROPN")


__all__ = ["Attendance", "AttendanceData", "compounds", "missed_question"]
