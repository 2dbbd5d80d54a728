"""The distance between two places, asked of the one trip the text tells between them.

"It took Amanda 3 hours to stroll to Kimberly's house at 2 miles per hour. How far is it
between Amanda's house and Kimberly's house?" asks what "How far did Amanda stroll?" asks:
the distance of the trip whose end is one of the places and whose start is the other (its
'from' place, or a place of the traveler's own, "Amanda's house").
"""

from __future__ import annotations

from collections.abc import Collection

import msgspec

from ..abstention import Abstain
from ..docview import Tok
from ..ir import Query

# a place is a noun and the name that owns it ("Kimberly's house": ('kimberly', 'house'))
Place = tuple[str | None, str]


def find_trip_asked(query: Query, distance_verbs: Collection[str]) -> Query | None:
    """RETURNS (Query | None): the question with the trip's verb as its verb, when it asks
    "How far is it between A and B?" or "How far is B from A?"; None for any other question.

    distance_verbs (Collection[str]): lemmas of verbs of going a distance (``rate``'s data).
    RAISES Abstain: ``unsupported-question`` when the text tells no single trip between them.
    """
    if not query.measures("far") or query.verb.lemma_ != "be":
        return None
    places = asked_places(query.verb)
    if places is None:
        return None
    doc = query.sent.doc
    trips = [
        t
        for t in doc
        if t.i < query.sent.start and t.pos_ == "VERB" and t.lemma_.lower() in distance_verbs
    ]
    if len(trips) != 1:
        raise Abstain(
            "unsupported-question",
            f"the question asks a distance between two places, and {len(trips)} trips are told",
            query.wh,
        )
    trip = trips[0]
    ends = _ends(trip)
    if ends is None or not _joins(ends, places, trip):
        raise Abstain(
            "unsupported-question",
            f"the question asks a distance between two places {trip.text!r} does not join",
            query.wh,
        )
    return msgspec.structs.replace(query, verb=trip)


def _place(noun: Tok) -> Place:
    owners = [c for c in noun.children if c.dep_ == "poss"]
    return (owners[0].lower_ if len(owners) == 1 else None, noun.lemma_.lower())


def asked_places(verb: Tok) -> tuple[Place, Place] | None:
    """RETURNS: the two places of "is it between A and B" or "is B from A", when the
    question says nothing more ("in feet", "by car"); else None."""
    places = _places(verb)
    if places is None:
        return None
    nouns = [t for t in verb.sent if t.pos_ in ("NOUN", "PROPN") and t.dep_ in _PLACE_DEPS]
    said = {verb.i} | {
        t.i
        for noun in nouns
        for t in (noun, *noun.children)
        if t is noun or t.dep_ in ("poss", "case", "det", "compound", "amod", "cc")
    }
    for noun in nouns:  # "Kimberly's house": the owner's own words
        said |= {t.i for c in noun.children if c.dep_ == "poss" for t in c.subtree}
    for t in verb.sent:
        if t.i in said or t.is_punct or t.dep_ in ("advmod", "acomp", "expl", "nsubj"):
            continue
        if t.dep_ == "prep" and t.lower_ in ("between", "from"):
            continue
        return None
    return places


# the places' dependencies: "between A and B" (pobj, conj), "B (from A)" (nsubj, pobj)
_PLACE_DEPS = frozenset({"pobj", "conj", "nsubj"})


def _places(verb: Tok) -> tuple[Place, Place] | None:
    if any(
        c.dep_ not in ("advmod", "acomp", "nsubj", "prep", "punct", "expl")
        or (c.dep_ == "prep" and c.lower_ != "between")
        for c in verb.children
    ):
        return None
    for prep in verb.children:
        if prep.dep_ != "prep" or prep.lower_ != "between":
            continue
        objects = [c for c in prep.children if c.dep_ == "pobj"]
        if len(objects) != 1:
            return None
        others = [c for c in objects[0].children if c.dep_ == "conj"]
        if len(others) != 1 or others[0].pos_ not in ("NOUN", "PROPN"):
            return None
        return _place(objects[0]), _place(others[0])
    subjects = [c for c in verb.children if c.dep_ == "nsubj" and c.pos_ in ("NOUN", "PROPN")]
    if len(subjects) != 1 or any(
        c.dep_ == "prep" and c.lower_ != "from" for c in subjects[0].children
    ):
        return None
    starts = [
        g
        for p in subjects[0].children
        if p.dep_ == "prep" and p.lower_ == "from"
        for g in p.children
        if g.dep_ == "pobj"
    ]
    return (_place(starts[0]), _place(subjects[0])) if len(starts) == 1 else None


def _ends(trip: Tok) -> tuple[Place | None, Place] | None:
    """RETURNS: the trip's 'from' place (or None) and its one 'to' place, when it goes
    one way once (no 'back', no second 'to'); else None."""
    if any(c.lower_ in ("back", "home") for c in trip.children):
        return None
    to = [c for c in trip.children if c.dep_ == "prep" and c.lower_ == "to"]
    start = [c for c in trip.children if c.dep_ == "prep" and c.lower_ == "from"]
    if len(to) != 1 or len(start) > 1:
        return None
    ends = [g for g in to[0].children if g.dep_ == "pobj"]
    starts = [g for s in start for g in s.children if g.dep_ == "pobj"]
    if len(ends) != 1 or any(c.dep_ == "conj" for c in ends[0].children) or len(starts) > 1:
        return None
    return (_place(starts[0]) if starts else None), _place(ends[0])


def _joins(ends: tuple[Place | None, Place], places: tuple[Place, Place], trip: Tok) -> bool:
    """RETURNS (bool): the trip ends at one asked place and starts at the other: its 'from'
    place, or, with none said, the other place is the traveler's own ("Amanda's house"
    beside "It took Amanda 3 hours to stroll ...")."""
    start, end = ends
    if end not in places:
        return False
    other = places[1] if places[0] == end else places[0]
    if other == end:
        return False
    if start is not None:
        return start == other
    owner = other[0]
    return owner is not None and any(
        t.lower_ == owner and t.pos_ == "PROPN" and t.dep_ in ("nsubj", "dobj", "dative")
        for t in trip.sent
    )


__all__ = ["asked_places", "find_trip_asked"]
