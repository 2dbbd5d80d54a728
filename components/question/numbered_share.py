"""A total spread equally over a stated number of groups (decision 0006 rule 4): "There
were a total of 12 games in the season. The season is played for 2 months. How many
games were played each month, if each month has the same number of games?" is one
``share``: 12 games into 2 months, one month's part asked.

The words of the clause the ``equal share`` construction reads under a question of one
group's equal part (``constructions.share.equal_part``): the groups are said of what
holds the things ("The season is played for 2 months"), with the verb the question asks
with, and the things are stated 'in' it ("12 games in the season").
"""

from __future__ import annotations

from ..docview import DocView, Tok
from ..ir import Amount, Query


def kind(noun: Tok) -> tuple[str, ...]:
    """RETURNS (tuple[str, ...]): the noun with its compounds ("basketball games")."""
    return (*(c.lower_ for c in noun.children if c.dep_ == "compound"), noun.lower_)


def container_of(thing: Tok) -> Tok | None:
    """RETURNS (Tok | None): what the things are in ("12 games in the season", "There
    were 12 games in the season" with 'in' on 'were')."""
    verb = thing.head
    while verb.dep_ in ("prep", "pobj", "attr"):
        verb = verb.head
    heads = [thing]
    if any(c.dep_ == "expl" for c in verb.children):
        heads.append(verb)
    found = [
        g
        for h in heads
        for c in h.children
        if c.dep_ == "prep" and c.lower_ in ("in", "during")
        for g in c.children
        if g.dep_ == "pobj" and g.pos_ == "NOUN"
    ]
    return found[0] if len(found) == 1 else None


def stored_in(thing: Tok, group: str, preps: frozenset[str]) -> bool:
    """RETURNS (bool): the things are said to go into the groups by a verb that modifies
    them ("24 oranges stored in boxes", "40 bananas that must be put away in boxes"):
    a preposition of packing whose object is a plural of the groups' lemma."""
    return any(
        m.dep_ in ("acl", "relcl")
        and p.dep_ == "prep"
        and p.lower_ in preps
        and g.dep_ == "pobj"
        and g.tag_ == "NNS"
        and g.lemma_.lower() == group
        for m in thing.children
        for p in m.children
        for g in p.children
    )


def groups_verb(group: Tok) -> Tok | None:
    """RETURNS (Tok | None): the verb a number of groups is said with ("is played for 2
    months", "is run over 4 weekends"), or None."""
    verb = group.head.head if group.dep_ == "pobj" else group.head
    if group.dep_ not in ("pobj", "dobj", "npadvmod") or verb.pos_ not in ("VERB", "AUX"):
        return None
    return verb


def subject_of(verb: Tok) -> Tok | None:
    """RETURNS (Tok | None): the one subject of ``verb``, active or passive."""
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    return subjects[0] if len(subjects) == 1 else None


def container_total(doc: DocView, query: Query, amounts: tuple[Amount, ...]) -> Amount | None:
    """Find the whole a question of one group's part spreads over groups the text states
    of what holds it: the one amount of a 'there be' sentence of its own, of the things
    the question asks ("There were a total of 12 basketball games in the season"), 'in'
    the thing that holds them.

    RETURNS (Amount | None): the whole; None when no sentence states it so.
    """
    asked = query.noun
    if asked is None:
        return None
    found = []
    for q in amounts:
        noun = q.noun
        if q.start >= query.sent.start or noun is None or kind(noun) != kind(asked):
            continue
        sent = noun.sent
        verb = sent.root
        if verb.lemma_.lower() != "be" or not any(c.dep_ == "expl" for c in verb.children):
            continue
        if any(o is not q and sent.start <= o.start < sent.end for o in amounts):
            continue  # "There were 12 games and 3 races in the season": which is the whole?
        if container_of(noun) is not None:
            found.append(q)
    return found[0] if len(found) == 1 else None


__all__ = [
    "container_of",
    "container_total",
    "groups_verb",
    "kind",
    "stored_in",
    "subject_of",
]
