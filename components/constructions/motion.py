"""Motion: '8 birds land on the fence', '3 birds fly away' — the place gains or loses them."""

from __future__ import annotations

from ..abstention import Abstain
from ..clauses.clauses import Clause
from ..docview import Tok
from ..ir import Attachment, Fact, FactKind, HolderRef, PartyRef
from ..rules import Frame
from .base import PLAIN, Context
from .existential import doing_at, positioned


class Motion:
    """A quantity that is the subject of an arrive/depart verb of the lexicon."""

    name = "motion"
    attachments = PLAIN
    data_type = None

    def claims(self, clause: Clause, context: Context) -> bool:
        words = context.rules.words
        preps = words.existential_preps
        if positioned(clause.verb, words.question_position_verbs, preps) or doing_at(clause, preps):
            return False  # "13 ducks are sitting in a pond": a state, the existential's
        return any(how is Attachment.MOVER for _, how in clause.items)

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        verb = clause.verb
        between = between_places(clause, context)
        if between is not None:  # "2 cats jump from the rug onto the sofa"
            return between
        found = clause.entry
        vehicle = None
        if (
            found is not None
            and found[1].cls == "lose"
            and found[1].consume
            and not any(c.dep_ in ("dobj", "dative") for c in verb.children)
        ):
            found = (found[0], _CEASE)  # "2 balloons pop": gone from where they were
        if found is None or found[1].cls not in ("arrive", "depart"):
            found, vehicle = _particle_with_object(clause, context)
        if found is None or found[1].cls not in ("arrive", "depart") or len(clause.items) != 1:
            q = clause.items[0][0]
            raise Abstain(
                "unattached-quantity",
                f"{q.span(verb.doc).text!r} is the subject of {verb.lemma_!r}, "
                "which the rules do not read",
                verb,
            )
        key, frame = found
        _check_elided_motion(clause, context)
        places = [
            arg
            for arg, prep in clause.roles.get("prep", [])
            if prep in frame.parties and arg.head.head == verb
        ]
        if vehicle is not None:  # "got off the bus at the stop": the bus, not the stop
            places = [vehicle]
        if len(places) > 1:
            raise Abstain("unresolved-holder", f"{verb.text!r} names {len(places)} places", verb)
        kind = FactKind.GAIN if frame.cls == "arrive" else FactKind.LOSE
        return [
            Fact(
                kind=kind,
                construction=self.name,
                verb=verb,
                key=key,
                frame=frame,
                subject=HolderRef(places[0] if places else None),
                amount=clause.items[0][0],
                clause=clause.order,
                agentive=False,
            )
        ]


# the things of a consuming verb's subject cease, as if they left ("3 eggs broke")
_CEASE = Frame("depart")
# the 'from' place gives them to the other ("jump from the rug onto the sofa")
_MOVE = Frame("lose", ("to",))


def between_places(clause: Clause, context: Context) -> list[Fact] | None:
    """RETURNS: a loss of the 'from' place to the other place when the clause's one
    amount, its subject, goes from one place to another ("2 cats jump from the rug
    onto the sofa"), whatever its verb; None when the verb names no such two places.

    RAISES Abstain: ``unresolved-holder`` when it names more than one of either."""
    verb = clause.verb
    if len(clause.items) != 1:
        return None
    into = context.rules.lexicon.places["arrive"]
    sources, targets = [], []
    for prep in verb.children:
        if prep.dep_ != "prep":
            continue
        for obj in prep.children:
            if obj.dep_ == "pobj" and obj.pos_ in ("NOUN", "PROPN"):
                if prep.lower_ == "from":
                    sources.append(obj)
                elif prep.lower_ in into:
                    targets.append(obj)
    if not sources or not targets:
        return None
    if len(sources) > 1 or len(targets) > 1:
        raise Abstain("unresolved-holder", f"{verb.text!r} names several places", verb)
    return [
        Fact(
            kind=FactKind.LOSE,
            construction="motion",
            verb=verb,
            key=verb.lemma_.lower(),
            frame=_MOVE,
            subject=HolderRef(sources[0]),
            amount=clause.items[0][0],
            clause=clause.order,
            party=PartyRef(targets[0]),
            agentive=False,
        )
    ]


def _particle_with_object(
    clause: Clause, context: Context
) -> tuple[tuple[str, Frame] | None, Tok | None]:
    """A verb of motion whose particle is written as a preposition with its object ("5
    people got off the bus", "hopped on the train"): the lexicon's key with that particle
    ("get off"), and the object, which is the place.

    RETURNS: (the key and frame, the place), or (None, None) when no preposition of the
        verb makes a key of arriving or leaving.
    """
    verb = clause.verb
    lemma = verb.lemma_.lower()
    for prep in verb.children:
        if prep.dep_ != "prep":
            continue
        objects = [c for c in prep.children if c.dep_ == "pobj"]
        if not objects:  # "got out of the pool": the place under its 'of'
            objects = [
                g
                for c in prep.children
                if c.dep_ == "prep" and c.lower_ == "of"
                for g in c.children
                if g.dep_ == "pobj"
            ]
        if len(objects) != 1:
            continue
        found = _motion_key(context, lemma, prep)
        if found is not None and prep.lower_ == "in" and found[0] in context.rules.lexicon.made:
            continue  # "5 ducks swam in the pond": where they swam, not where they went
        if found is not None:
            return found, objects[0]
    return None, None


def _motion_key(
    context: Context, lemma: str, particle: Tok, bare: bool = False
) -> tuple[str, Frame] | None:
    """RETURNS: the lexicon's key and frame of arriving or leaving that ``lemma`` makes
    with ``particle`` ("get" + "off"), or None. bare (bool): the lemma's own key, which the
    lexicon falls back to, counts too ("left")."""
    found = context.rules.lexicon.lookup(lemma, [particle.lower_])
    if found is None or (found[0] == lemma and not bare):
        return None
    return found if found[1].cls in ("arrive", "depart") else None


def _check_elided_motion(clause: Clause, context: Context) -> None:
    """Abstain on a coordinated verb of motion that shares this clause's moving subject
    and has no amount of its own ("5 people got off the bus and later got back on"): it
    moves them again, and the reading would drop it.

    RAISES Abstain: ``ellipsis``.
    """
    for other in clause.verb.children:
        if other.dep_ != "conj" or other.pos_ not in ("VERB", "AUX"):
            continue
        if any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in other.children):
            continue  # a clause with a subject of its own is read on its own
        # its particles, and prepositions on it or on them ("got back on it")
        words = [c for c in other.children if c.dep_ in ("prt", "advmod", "prep")]
        words += [g for c in words if c.dep_ != "prep" for g in c.children if g.dep_ == "prep"]
        lemma = other.lemma_.lower()
        if any(_motion_key(context, lemma, w, bare=True) is not None for w in words):
            raise Abstain(
                "ellipsis",
                f"{other.text!r} moves the subject of {clause.verb.text!r} again, "
                "without an amount of its own",
                other,
            )
