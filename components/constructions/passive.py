"""Passive: '7 are eaten by a hippopotamus' — the single holder of the unit loses them;
'3 more are added to the pile' — the place gains them.

A quantity that is the subject of a passive names no holder; for the verbs of
``passive_losses`` (the things are gone: eaten, lost, stolen, used) the loser is the one
earlier holder of the unit (resolution names it, or abstains with several). A passive of
any other verb ("5 were given to Sam": a giver unnamed) is not read (``passive``), except
the verbs of ``gains`` (things put somewhere: "5 apples are added to the pile"), whose
place gains them (with none named, the one earlier holder of the unit), and
a state of damage (``states``: "9 were torn", "29 were cracked") of things counted
before, which says what some of them are like and changes no holding: it is read as no
fact, when the text names that state nowhere else and asks nothing about what remains.
"""

from __future__ import annotations

import msgspec

from ..abstention import Abstain
from ..clauses.clauses import Clause, pobjects
from ..docview import Tok
from ..ir import Attachment, Fact, FactKind, HolderRef, PartyRef
from ..resolve.mentions import is_counted
from ..rules import Frame
from .base import Context
from .exchange import is_partitive
from .motion import between_places

# An uncounted object after the state that may stand for the damaged things.
_OBJECTS = frozenset({"dobj", "pobj", "nsubjpass", "nsubj", "attr"})
# prepositions that name where the lost things came from
_SOURCE_PREPS = frozenset({"from", "out"})
_ANAPHORS = frozenset({"them", "those", "these", "it", "one", "ones", "all", "rest", "they"})


class PassiveData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``passive`` entry of ``constructions.json``."""

    doc: str = msgspec.field(default="", name="_doc")
    losses: list[str]
    gains: list[str]
    removals: list[str]
    moves: list[str]
    receipts: list[str]
    states: list[str]
    remainder_words: list[str]


class Passive:
    """A loss verb of ``losses`` whose subject is the quantity, in the passive."""

    name = "passive"
    attachments = frozenset({Attachment.PATIENT})
    data_type = PassiveData

    def claims(self, clause: Clause, context: Context) -> bool:
        return all(how is Attachment.PATIENT for _, how in clause.items)

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        data: PassiveData = context.data[self.name]
        verb = clause.verb
        if _is_state(clause, data, context.unstated):
            return []
        found = clause.entry
        lemma = verb.lemma_.lower()
        key = found[0] if found is not None else lemma
        if lemma in data.gains or lemma in data.removals or lemma in data.moves:
            between = between_places(clause, context)
            if between is not None:  # "4 jars were moved from shelf A to shelf B"
                return between
        if found is not None and found[0] in data.gains:
            return _arrival(clause, found[0])
        if lemma in data.removals or key in data.removals:
            return _removal(clause, key)
        if lemma in data.receipts:
            return _receipt(clause, key)
        if found is None or found[0] not in data.losses or found[1].cls != "lose":
            raise Abstain("passive", f"{verb.text!r} is passive and names no holder", verb)
        if len(clause.items) != 1:
            raise Abstain("passive", f"{verb.text!r} is passive with several amounts", verb)
        source = [
            c for c in verb.children if c.dep_ == "prep" and c.lower_ in _SOURCE_PREPS
        ]  # "were eaten by Kim from Kim's own bag": whose they were is said, not implied
        if source:
            raise Abstain("passive", f"{verb.text!r} is passive with a source of its own", verb)
        key, frame = found
        return [
            Fact(
                kind=FactKind.LOSE,
                construction=self.name,
                verb=verb,
                key=key,
                frame=frame,
                subject=HolderRef(None),
                amount=clause.items[0][0],
                clause=clause.order,
            )
        ]


def _one(clause: Clause) -> None:
    """RAISES Abstain (``passive``): the clause moves more than one amount."""
    if len(clause.items) != 1:
        verb = clause.verb
        raise Abstain("passive", f"{verb.text!r} is passive with several amounts", verb)


def _moved(
    clause: Clause,
    kind: FactKind,
    key: str,
    frame: Frame,
    holder: Tok | None,
    party: Tok | None = None,
) -> list[Fact]:
    """RETURNS (list[Fact]): the one fact of a passive clause's one amount: ``holder``
    gains or loses it (None: the one earlier holder of the unit), from or to ``party``."""
    return [
        Fact(
            kind=kind,
            construction="passive",
            verb=clause.verb,
            key=key,
            frame=frame,
            subject=HolderRef(holder),
            amount=clause.items[0][0],
            clause=clause.order,
            party=PartyRef(party) if party is not None else None,
            agentive=False,
        )
    ]


def _arrival(clause: Clause, key: str) -> list[Fact]:
    """ "3 cards more are added", "5 apples are added to the pile": the place the things go
    to ('to', 'into', 'in', 'on', 'onto') gains them; with none named, the one earlier
    holder of the unit (resolution names it, or abstains with several). Not with a doer
    ('by') or a source ('from') of its own: whose things they were is then said."""
    verb = clause.verb
    _one(clause)
    preps = [c for c in verb.children if c.dep_ in ("prep", "agent")]
    if any(c.lower_ in _SOURCE_PREPS or c.lower_ == "by" for c in preps):
        raise Abstain("passive", f"{verb.text!r} is passive with a doer or source", verb)
    places = pobjects(verb, _ARRIVE_PREPS)
    if len(places) > 1 or len(places) != len(preps):
        raise Abstain("passive", f"{verb.text!r} names {len(preps)} places or times", verb)
    return _moved(clause, FactKind.GAIN, key, _ARRIVE, places[0] if places else None)


def _removal(clause: Clause, key: str) -> list[Fact]:
    """ "2 chairs were taken out of the room", "8 coins were removed from the jar", "6 cups
    were taken off the tray": the place named by 'from', 'out of' or 'off' loses them; with
    none named, the one earlier holder of the unit. Not with a doer ('by') or any other
    phrase of place or time."""
    verb = clause.verb
    _one(clause)
    sources: list[Tok] = []
    others = []
    off = any(c.dep_ == "prt" and c.lower_ in ("off", "out") for c in verb.children)
    for c in verb.children:
        if c.dep_ in ("prep", "agent"):
            if c.lower_ in ("from", "off"):
                sources += [g for g in c.children if g.dep_ == "pobj"]
            elif c.lower_ == "out":
                sources += [
                    g
                    for p in c.children
                    if p.dep_ == "prep" and p.lower_ == "of"
                    for g in p.children
                    if g.dep_ == "pobj"
                ]
            else:
                others.append(c)
        elif c.dep_ == "dobj" and off:  # "taken off the tray", parsed as its object
            sources.append(c)
    if others or len(sources) > 1:
        raise Abstain("passive", f"{verb.text!r} names a doer, or not one place", verb)
    return _moved(clause, FactKind.LOSE, key, _DEPART, sources[0] if sources else None)


def _receipt(clause: Clause, key: str) -> list[Fact]:
    """ "6 pencils were given to Chen by his teacher": the one it was given to gains them
    from the doer ('by'); with no doer named the giver may be any earlier holder: not
    read."""
    verb = clause.verb
    _one(clause)
    takers = _objects(verb, "to")
    givers = _objects(verb, "by")
    if len(takers) != 1 or len(givers) != 1:
        raise Abstain("passive", f"{verb.text!r} is passive and names no giver", verb)
    return _moved(clause, FactKind.GAIN, key, _GIVEN, takers[0], givers[0])


def _objects(verb: Tok, prep: str) -> list[Tok]:
    """RETURNS (list[Tok]): the objects of ``verb``'s preposition ``prep`` ('by': its
    agent; 'to': its dative)."""
    return [
        g
        for c in verb.children
        if c.dep_ in ("prep", "agent", "dative") and c.lower_ == prep
        for g in c.children
        if g.dep_ == "pobj"
    ]


class PassiveReceipt:
    """ "He was given 6 pencils": the passive's subject, a verb of giving's receiver, gains
    the amount (its object) from the doer ('by') or from nobody named."""

    name = "passive receipt"
    attachments = frozenset({Attachment.THEME})
    data_type = None  # the ``passive`` entry's ``receipts``
    reads_passive = True  # its holder is the passive's subject

    def claims(self, clause: Clause, context: Context) -> bool:
        data: PassiveData = context.data[Passive.name]
        verb = clause.verb
        return (
            verb.lemma_.lower() in data.receipts
            and len(clause.items) == 1
            and any(c.dep_ == "auxpass" for c in verb.children)
            and any(
                c.dep_ == "nsubjpass" and c.pos_ in ("PRON", "PROPN", "NOUN") for c in verb.children
            )
            and not _objects(verb, "to")
        )

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        verb = clause.verb
        (subject,) = [c for c in verb.children if c.dep_ == "nsubjpass"][:1] or [None]
        givers = _objects(verb, "by")
        if len(givers) > 1 or any(c.dep_ == "prep" and c.lower_ == "from" for c in verb.children):
            raise Abstain("passive", f"{verb.text!r} names more than one giver", verb)
        found = clause.entry
        key = found[0] if found is not None else verb.lemma_.lower()
        return _moved(clause, FactKind.GAIN, key, _GIVEN, subject, givers[0] if givers else None)


_ARRIVE = Frame("arrive")
_DEPART = Frame("depart")
_GIVEN = Frame("gain", ("by",))
_ARRIVE_PREPS = frozenset({"to", "into", "in", "on", "onto"})


def _is_state(clause: Clause, data: PassiveData, unstated: frozenset[int]) -> bool:
    """RETURNS (bool): the clause states a damage of some things counted before ("Sally had
    39 cards, and 9 were torn"), which the text names nowhere else ("the torn cards",
    "untorn"), after which no statement has an uncounted object that may stand for them
    ("sold the broken eggs", "got rid of those") and no word asks what remains ("left",
    "good", "still")."""
    verb = clause.verb
    if verb.lemma_.lower() not in data.states or len(clause.items) != 1:
        return False
    q = clause.items[0][0]
    doc = verb.doc
    if q.noun is not None and not is_partitive(q):
        lemma = q.noun.lemma_.lower()
        counted = any(
            t.lemma_.lower() == lemma and any(c.like_num for c in t.children)
            for t in doc[: q.start]
        )
        if not counted:
            return False  # "9 cards were torn" of cards never counted: not a part of them
    form, lemma = verb.lower_, verb.lemma_.lower()
    things = {t.lemma_.lower() for t in doc[: q.start] if is_counted(t, unstated)}
    for sent in doc.sents:
        if sent.end <= verb.i or any(t.lower_ == "how" for t in sent):
            continue
        for token in sent:
            if token.i <= verb.i or token.dep_ not in _OBJECTS or is_counted(token, unstated):
                continue
            if token.dep_ == "pobj" and token.head.lower_ == "of" and token.head.head.like_num:
                continue  # "24 of Sally's cards": a counted part
            if token.lower_ in _ANAPHORS or token.lemma_.lower() in things:
                return False  # "He sold the broken eggs", "got rid of those": an event on them
    for token in doc:
        if token.i == verb.i:
            continue
        if token.lemma_.lower() == lemma or form in token.lower_:
            return False  # "the torn cards", "How many unbroken ...": the state matters
        if token.i > verb.i and (
            token.lower_ in data.remainder_words or token.lemma_.lower() in data.remainder_words
        ):
            return False
    return True


__all__ = ["Passive", "PassiveReceipt"]
