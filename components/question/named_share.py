"""Equal shares of a split the question states: "If they equally split up the trout, how
many will each one get?", "If there are 43 students, and the candy is divided evenly, how
many pieces will each student get?" (decision 0006 rule 4).

The words of the question form (``constructions.share.equal_part``) and of the clauses
the ``equal share`` construction reads under it: the one splitting verb said 'equally'
before the question's 'how' (``split_verb``), what it splits (``split_object``), the
'each' of the group asked to get its part (``asked_each``), and the people the statements
name, who are the groups when the question asks "each one" or "each person"
(``named_people``): a coordinated subject and the people 'with' it, every one a first
name, all in one sentence.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..docview import Tok, TokSpan
from ..ir import Amount, Query

if TYPE_CHECKING:
    from ..constructions.share import ShareData

# the subjects of a statement that leave the group as the names give it
_GROUP_PRONOUNS = frozenset({"they", "we", "he", "she"})


def split_verb(sent: TokSpan, query: Query, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): the one splitting verb of the question sentence, said
    'equally' or 'evenly', before the 'how' and with no groups of its own."""
    found = [
        t
        for t in sent
        if t.i < query.wh.i
        and t.pos_ in ("VERB", "ADJ")
        and t.lower_ != "put"
        and any(form in data.verbs for form in (t.lemma_.lower(), t.lower_[:-1], t.lower_[:-2]))
    ]
    if len(found) != 1:
        return None
    split = found[0]
    if not any(c.lower_ in data.equally for c in split.children):
        return None
    preps = [c for c in split.children if c.dep_ in ("prep", "dative", "agent")]
    if any(c is not group_named(split, data) for c in preps):
        return None  # "among 4 friends", "with his sister": groups the names do not give
    return split


def split_before(query: Query, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): the splitting verb, said 'equally', that roots the statement
    right before the question, a statement with no number ("The crayons are shared
    equally among the students.", "The goats share the carrots equally."): its groups
    named by a definite plural, after 'among' or as its subject; else None."""
    doc = query.sent.doc
    if query.sent.start == 0:
        return None
    before = doc.sent(query.sent.start - 1)
    split = before.root
    if split.pos_ != "VERB" or split.lemma_.lower() not in data.verbs:
        return None
    if any(t.like_num for t in before) or not any(c.lower_ in data.equally for c in split.children):
        return None
    preps = [c for c in split.children if c.dep_ in ("prep", "dative", "agent")]
    if any(c is not group_named(split, data) for c in preps):
        return None
    subjects = [c for c in split.children if c.dep_ in ("nsubj", "nsubjpass")]
    if len(subjects) != 1 or not _definite_plural(subjects[0]):
        return None  # "They share them equally": whose, the rules do not say
    return split


def _definite_plural(noun: Tok) -> bool:
    """RETURNS (bool): ``noun`` is a plural under 'the' alone ("the goats"; "the fish"
    after "27 fish", tagged singular)."""
    return [c.lower_ for c in noun.children] == ["the"] and counted_plural(noun)


_PLURAL = frozenset({"NNS", "NNPS"})


def counted_plural(noun: Tok) -> bool:
    """RETURNS (bool): ``noun`` is tagged plural, or the text counts the same word before
    in the plural ("27 fish ... the fish", "24 Oreos ... the Oreos": tagged singular)."""
    if noun.tag_ in _PLURAL:
        return True
    return any(
        t.lower_ == noun.lower_
        and t.tag_ in _PLURAL
        and any(c.dep_ == "nummod" for c in t.children)
        for t in noun.doc.tokens[: noun.i]
    )


def group_named(split: Tok, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): the preposition of the groups a split names by a definite
    plural and no number ("among the students": groups counted elsewhere), or None."""
    for c in split.children:
        if c.dep_ != "prep" or c.lower_ not in data.preps or c.lower_ in data.equally_preps:
            continue
        objects = [g for g in c.children if g.dep_ == "pobj"]
        if len(objects) != 1 or objects[0].tag_ != "NNS":
            continue
        kids = [k.dep_ for k in objects[0].children]
        if kids == ["det"] and objects[0].children[0].lower_ == "the":
            return c
    return None


def split_object(split: Tok) -> Tok | None:
    """RETURNS (Tok | None): what is split: the object, the passive subject, or the
    subject of 'are equally divided'."""
    for c in split.children:
        if c.dep_ in ("dobj", "nsubjpass"):
            return c
    if split.dep_ == "acomp":
        return next((c for c in split.head.children if c.dep_ == "nsubj"), None)
    return None


def asked_each(sent: TokSpan, data: ShareData) -> tuple[Tok, ...] | None:
    """RETURNS: the 'each' of the question's first group and the verbs that ask its part
    (the group is the subject of a verb of getting or paying, or of 'have' with one:
    "will each person have to pay"); None when it asks anything else of it."""
    for t in sent:
        if t.lower_ not in data.each or t.dep_ != "det":
            continue
        person = t.head
        if person.dep_ != "nsubj":
            return None
        verb = person.head
        lemma = verb.lemma_.lower()
        inner = [c for c in verb.children if c.dep_ == "xcomp" and c.lemma_.lower() in data.get]
        if lemma in data.get or _ends_up_with(verb):
            return t, verb  # "will each friend get", "does each friend end up with"
        if lemma == "have" and inner:
            return t, verb, *inner
        return None
    return None


def _ends_up_with(verb: Tok) -> bool:
    """RETURNS (bool): ``verb`` is "end up with", a verb of getting."""
    kids = {(c.dep_, c.lower_) for c in verb.children}
    return verb.lemma_.lower() == "end" and ("prt", "up") in kids and ("prep", "with") in kids


def is_total(whole: Tok, amount: Amount, data: ShareData) -> bool:
    """RETURNS (bool): the split thing is the stated amount ("the trout" after "18
    trout", "the bill" after "The bill came to 15 dollars", "them")."""
    if whole.lower_ in data.pronouns:
        return True
    lemma = whole.lemma_.lower()
    assert amount.noun is not None
    if lemma == amount.noun.lemma_.lower():
        return True
    verb = amount.head.head
    while verb.dep_ in ("prep", "pobj"):
        verb = verb.head
    return any(c.dep_ == "nsubj" and c.lemma_.lower() == lemma for c in verb.children)


def is_name(token: Tok, first_names: dict[str, str]) -> bool:
    """RETURNS (bool): ``token`` is written as a first name ("Joan")."""
    return token.text[:1].isupper() and token.lower_ in first_names


def named_people(
    statements: TokSpan, whole: Tok, first_names: dict[str, str]
) -> frozenset[str] | None:
    """RETURNS (frozenset[str] | None): the people the statements name: coordinated
    subjects and the people 'with' them, every one a first name; None when anyone else
    may be one of them ("with his friends", "Joan and her brother", "The class"), or the
    names are in more than one sentence."""
    names: set[str] = set()
    group: set[int] = set()  # the one sentence that names them ("Tom is happy." may not)
    for t in statements:
        if is_name(t, first_names):
            group.add(t.sent.start)
            if not _in_group(t, first_names) or len(group) > 1:
                return None
            names.add(t.lower_)
            continue
        if t.dep_ == "pobj" and t.head.lower_ == "with":
            return None  # "with his friends"
        if (
            t.dep_ in ("nsubj", "nsubjpass")
            and t.lower_ not in _GROUP_PRONOUNS
            and t.lemma_.lower() != whole.lemma_.lower()
        ):
            return None  # "Her brother catches 18 trout": who shares is not certain
        if t.dep_ == "conj" and is_name(t.head, first_names):
            return None  # "Joan and her brother"
    return frozenset(names)


def _in_group(name: Tok, first_names: dict[str, str]) -> bool:
    """RETURNS (bool): a name is a subject, a companion ('with Joan') or coordinated with
    one."""
    while name.dep_ == "conj":
        name = name.head
        if not is_name(name, first_names):
            return False
    if name.dep_ == "nsubj":
        return True
    return name.dep_ == "pobj" and name.head.lower_ == "with"


__all__ = [
    "asked_each",
    "group_named",
    "is_name",
    "is_total",
    "named_people",
    "split_object",
    "split_verb",
]
