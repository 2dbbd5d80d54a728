"""Existential holdings: 'there are 5 apples in the basket', '5 apples are in the basket',
'13 ducks are swimming in the lake'."""

from __future__ import annotations

from ..abstention import Abstain
from ..clauses.clauses import EACH, Clause, pobjects
from ..docview import DocView, Tok, doer_forms
from ..ir import Amount, Attachment, Fact, FactKind, HolderRef
from ..rules import Frame
from .base import PLAIN, Context

BE = Frame("possess")


class Existential:
    """'be' with an expletive 'there' or with the quantity as subject: the place holds it."""

    name = "existential"
    attachments = PLAIN
    data_type = None

    def claims(self, clause: Clause, context: Context) -> bool:
        if clause.verb.lemma_ != "be":  # "13 ducks are swimming in a lake": are in it
            words = context.rules.words
            movers = all(how is Attachment.MOVER for _, how in clause.items)
            return movers and (
                positioned(clause.verb, words.question_position_verbs, words.existential_preps)
                or bool(doing_at(clause, words.existential_preps))
            )
        return "expletive" in clause.roles or any(
            how is Attachment.SUBJECT for _, how in clause.items
        )

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        words = context.rules.words
        preps = words.existential_preps
        return [
            Fact(
                kind=FactKind.POSSESS,
                construction=self.name,
                verb=clause.verb,
                key="be",
                frame=BE,
                subject=HolderRef(
                    _place(clause, q, preps, words.current_holding, words.time_points)
                ),
                amount=q,
                clause=clause.order,
            )
            for q, _ in clause.items
        ]


_BE_FORMS = frozenset({"is", "are", "was", "were", "am", "'s", "'re", "'m"})


def positioned(verb: Tok, positions: frozenset[str], preps: frozenset[str]) -> bool:
    """RETURNS (bool): ``verb`` is the progressive of a verb of posture or staying with a
    place ("13 ducks are swimming in a lake", "were sitting on the fence"): being there,
    a state told now, as "are in a lake" is (``words.json`` question_position_verbs)."""
    if verb.tag_ != "VBG" or verb.lemma_.lower() not in positions:
        return False
    if not any(c.dep_ == "aux" and c.lower_ in _BE_FORMS for c in verb.children):
        return False
    return any(
        c.dep_ == "prep" and c.lower_ in preps and any(o.dep_ == "pobj" for o in c.children)
        for c in verb.children
    )


def _place(
    clause: Clause, q: Amount, preps: frozenset[str], now: frozenset[str], times: frozenset[str]
) -> Tok | None:
    """The place of 'there are N X in Y': the one on the quantity, else the verb's one;
    None (the place told before, resolution's single holder of the unit) when the clause
    names none and tells the holding now ("There are now 86 peaches"); a point in time
    ("at the start of the year", ``times``) is no place; the expletive
    'there' itself when the text names no place at all ("There are 4 cards."): the scene,
    which resolution allows as the only holder."""
    verb = clause.verb

    def placed(tokens: list[Tok]) -> list[Tok]:
        return [p for p in tokens if p.lemma_.lower() not in times]

    places = placed(pobjects(q.head, preps))
    if not places:  # "48 pencils and 40 scissors in the drawer": the place is on the list
        top = q.head
        while top.dep_ == "conj" and top.head != top:
            top = top.head
        # the conjuncts under it (a token of a subtree has its head in it, or is its top)
        group = [top, *(t for t in top.subtree if t.dep_ == "conj")]
        places = placed([p for t in group for p in pobjects(t, preps)])
    if not places:
        places = placed(
            [
                arg
                for arg, prep in clause.roles.get("prep", [])
                if prep in preps and arg.head.head == verb
            ]
        )
    if len(places) != 1 and len(clause.items) > 1:
        places = placed(_place_after(clause, q, preps))
    if not places:  # "There were 7 friends playing a game ... joined the game": the game
        places = played_in(q, preps) or doing_at(clause, preps)
    if not places and len(clause.items) == 1 and _told_now(clause, q, now):
        return None
    if not places and "expletive" in clause.roles and not _any_place(verb.doc, preps, times):
        # "There are 4 cards.", in a text that names no place: the scene ('there') holds them
        return clause.roles["expletive"][0][0]
    if len(places) != 1:
        raise Abstain(
            "unresolved-holder",
            f"the clause of {verb.text!r} puts {q.span(verb.doc).text!r} in {len(places)} "
            "places, not one",
            verb,
        )
    return places[0]


def doing_at(clause: Clause, preps: frozenset[str]) -> list[Tok]:
    """RETURNS (list[Tok]): the place of ``clause`` when it is the progressive of a verb
    whose one counted subject the text names by their act ("10 cousins were playing a
    board game when 3 of the players quit": 'player', ``docview``), in a place or at a
    thing (``_act_place``): being there, a holding of the place, as "There were 10 players
    in a game" is; else []."""
    verb = clause.verb
    if verb.tag_ != "VBG" or len(clause.items) != 1:
        return []
    if not any(c.dep_ == "aux" and c.lower_ in _BE_FORMS for c in verb.children):
        return []
    noun = clause.items[0][0].noun
    if noun is None or noun.lemma_ not in doer_forms(verb.lemma_.lower()):
        return []
    return _act_place(verb, preps)


def played_in(q: Amount, preps: frozenset[str]) -> list[Tok]:
    """RETURNS (list[Tok]): the place of the participle after ``q``'s noun ("7 kids
    skating on the rink", "7 friends playing a video game", ``_act_place``); else []."""
    if q.noun is None:
        return []
    acts = [a for a in q.noun.rights if a.dep_ == "acl" and a.tag_ == "VBG"]
    return _act_place(acts[0], preps) if len(acts) == 1 else []


def _act_place(act: Tok, preps: frozenset[str]) -> list[Tok]:
    """RETURNS (list[Tok]): the place of a verb of doing: its place ("skating on the
    rink", "flying kites in the park"), else its one object, a noun under an article with
    no number ("playing a video game"), the place the doers are in, which a later "joined
    the game" or "quit" names again or implies; else []."""
    objects = [o for o in act.children if o.dep_ == "dobj" and o.pos_ == "NOUN"]
    places = pobjects(act, preps) or [p for o in objects for p in pobjects(o, preps)]
    if places:  # "skating on the rink", "flying kites in the park" (parsed on 'kites')
        return places
    if len(objects) != 1 or any(c.dep_ == "nummod" for c in objects[0].children):
        return []
    place = objects[0]
    if not any(c.dep_ == "det" and c.lower_ in ("a", "an", "the") for c in place.children):
        return []
    return [place]


def _any_place(doc: DocView, preps: frozenset[str], times: frozenset[str]) -> bool:
    """RETURNS (bool): some phrase of ``doc`` names a place things are in ("in the box"),
    not a point in time ("at the end"), nor groups counted or taken one by one ("among 6
    baskets", "in each basket": where a whole is split, not where it is)."""
    return any(
        t.dep_ == "pobj"
        and t.pos_ in ("NOUN", "PROPN")  # not "in all"
        and t.head.lower_ in preps
        and t.lemma_.lower() not in times
        and not any(c.dep_ == "nummod" or c.lower_ in EACH for c in t.children)
        for t in doc.tokens
    )


def _place_after(clause: Clause, q: Amount, preps: frozenset[str]) -> list[Tok]:
    """RETURNS (list[Tok]): the places written between ``q`` and the clause's next amount,
    when each of the clause's amounts has exactly one so ("There are 7 books on the shelf
    and 3 books on the desk", parsed with both places on the first 'books'); else []."""
    doc = clause.verb.doc
    starts = sorted(a.start for a, _ in clause.items)
    found: dict[int, list[Tok]] = {}
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else clause.verb.sent.end
        found[start] = [
            t
            for t in doc[start:end]
            if t.dep_ == "pobj" and t.head.dep_ == "prep" and t.head.lower_ in preps
        ]
    if any(len(places) != 1 for places in found.values()):
        return []
    return found[q.start]


def _told_now(clause: Clause, q: Amount, now: frozenset[str]) -> bool:
    """RETURNS (bool): an expletive 'there' clause tells a holding as it is now ("Now there
    are 86 peaches", "There are now 55", "There were 12 left"): the holding of a place or
    holder told before."""
    verb = clause.verb
    return "expletive" in clause.roles and (
        any(c.dep_ == "advmod" and c.lower_ in now for c in verb.children)
        or remaining(q) is not None
    )


# words after an amount that tell what is left of a stock ("12 left", "15 stickers remaining")
_REMAINING = frozenset({"left", "remaining"})


def remaining(q: Amount) -> Tok | None:
    """RETURNS (Tok | None): the 'left' or 'remaining' on ``q``'s number or noun ("There
    were 12 left", "There were 15 stickers remaining"), else None."""
    heads = [q.head] if q.noun is None else [q.head, q.noun]
    return next(
        (
            c
            for h in heads
            for c in h.children
            if c.dep_ in ("acl", "amod") and c.lower_ in _REMAINING and c.i > h.i
        ),
        None,
    )
