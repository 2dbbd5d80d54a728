"""Complement questions: "7 of them do not work. How many bulbs work?"

A statement says that so many of a set did (or did not) do something, with a partitive
amount ("7 of them", "6 of the plants"); the question asks how many did the opposite with
the same verb. The answer is the set less the part: a schema v3 ``differ`` whose base is
the set's holding at the question (``build/compose.py``). The statement is read by this
form, not as an event.
"""

from __future__ import annotations

import msgspec

from ..docview import DocView, Tok
from ..ir import Amount, Query
from .question import condition_span

_OF = "of"
_SET_APART = frozenset({"but", "except", "besides", "than"})  # "all but 5 of them"


class Complement(msgspec.Struct, frozen=True):
    """A part of a set told with one polarity of a verb, the question the other.

    verb (Tok): the statement's verb ("do not work", "watered").
    part (Amount): the part ("7 of them").
    cues (tuple[Tok, ...]): the words the form reads (the 'not' of either).
    """

    verb: Tok
    part: Amount
    cues: tuple[Tok, ...]


def _negations(verb: Tok) -> list[Tok]:
    return [c for c in verb.children if c.dep_ == "neg"]


def _partitive(q: Amount, verb: Tok, noun: Tok | None) -> bool:
    """RETURNS (bool): ``q`` is "K of them" or "K of the <noun>" ('of' on the number or,
    as parsed at times, on the verb right after it); only "K of them" when the question
    names no noun (``noun`` None)."""
    if q.money is not None or q.head.lemma_.lower() in ("all", "none"):
        return False
    doc = verb.doc
    if q.start > 0 and doc[q.start - 1].lower_ in _SET_APART:
        return False  # "All but 5 of them did not vote": the 5 are the others
    after = q.tokens[-1] + 1
    ofs = [
        c
        for c in (*q.head.children, *verb.children)
        if c.dep_ == "prep" and c.lower_ == _OF and (c.head == q.head or c.i == after)
    ]
    if len(ofs) != 1:
        return False
    objects = [g for g in ofs[0].children if g.dep_ == "pobj"]
    return len(objects) == 1 and (
        objects[0].lower_ == "them"
        or (noun is not None and objects[0].lemma_.lower() == noun.lemma_.lower())
    )


def find_complement(
    doc: DocView, query: Query, amounts: tuple[Amount, ...]
) -> tuple[Query, Complement] | None:
    """Find the one statement that tells a part of a set with the question's verb and the
    other polarity ("7 of them do not work" / "How many bulbs work?", "She watered 6 of
    them" / "How many plants did she not water?", "5 of the bulbs were broken" / "How many
    of the bulbs were not broken?").

    RETURNS: (the question, its noun the set's when it asks "how many of the <noun>"; the
        statement's verb, its part and the cues), or None.
    """
    verb, noun = query.verb, query.noun
    if noun is None:  # "How many of the bulbs were not broken?"
        noun = _of_noun(doc[query.wh.i].head)
        query = msgspec.structs.replace(query, noun=noun) if noun is not None else query
    if len(query.conditions) > 1 or doc[query.wh.i].lower_ != "how":
        return None
    if noun is None and (
        doc[query.wh.i + 1].lower_ != "many" or doc[query.wh.i + 2].pos_ not in ("AUX", "VERB")
    ):
        return None  # "How many did he not wash?": the part's "of them" names the set
    lemma = verb.lemma_.lower()
    if lemma in ("be", "have", "do") or verb.pos_ != "VERB":
        return None
    asked_not = _negations(verb)
    found: list[tuple[Tok, Amount]] = []
    # the statements, and an if-clause of the question ("If 34 of the customers didn't
    # leave a tip, how many customers did leave a tip?")
    given = [t for c in query.conditions for t in condition_span(query, c)]
    for token in [*doc.tokens[: query.sent.start], *given]:
        if token.pos_ != "VERB" or token.lemma_.lower() != lemma:
            continue
        own = [q for q in amounts if q.head.head == token or q.head == token]
        if len(own) != 1 or not _partitive(own[0], token, noun):
            return None
        found.append((token, own[0]))
    if len(found) != 1:
        return None
    told, part = found[0]
    if query.conditions and told not in given:
        return None  # an if-clause of its own beside the part: what does it add?
    told_not = _negations(told)
    if bool(told_not) == bool(asked_not) or len(told_not) + len(asked_not) != 1:
        return None
    return query, Complement(told, part, (*told_not, *asked_not))


def _of_noun(many: Tok) -> Tok | None:
    """RETURNS (Tok | None): the plural noun of "many of the bulbs" (with 'the'), else
    None."""
    if many.lower_ != "many":
        return None
    objects = [
        g
        for c in many.children
        if c.dep_ == "prep" and c.lower_ == _OF
        for g in c.children
        if g.dep_ == "pobj"
    ]
    if len(objects) != 1 or objects[0].tag_ != "NNS":
        return None
    noun = objects[0]
    return noun if [c.lower_ for c in noun.children if c.dep_ == "det"] == ["the"] else None


__all__ = ["Complement", "find_complement"]
