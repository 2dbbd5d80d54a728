"""The question: which sentence asks, for which unit, about whom."""

from __future__ import annotations

import re

import msgspec
from spacy.tokens import Doc, Token

from .abstention import Abstain
from .ir import Query
from .mentions import PLURAL, Mentions
from .rules import WordLists

_NOUNS = ("NOUN", "PROPN")
Question = Query  # the name earlier modules used


def find_question(doc: Doc, words: WordLists) -> Query:
    """RETURNS (Query): the last sentence that asks 'how many' or 'how much'."""
    money_generic = words.money_generic
    found: Query | None = None
    for sent in doc.sents:
        for token in sent:
            if token.lower_ != "how" or token.i + 1 >= len(doc):
                continue
            amount = doc[token.i + 1]
            if amount.lower_ not in ("many", "much"):
                continue
            noun = amount.head if amount.head.pos_ in _NOUNS and amount.head != amount else None
            money = amount.lower_ == "much" and (
                noun is None or noun.lemma_.lower() in money_generic
            )
            if money:
                noun = None
            verb = sent.root
            if (
                verb.lemma_ == "do"
            ):  # "How many apples do Tara and Joy have": 'have' misparsed as ccomp
                verb = next(
                    (
                        c
                        for c in verb.children
                        if c.dep_ in ("ccomp", "xcomp", "conj") and c.pos_ in ("VERB", "AUX")
                    ),
                    verb,
                )
            found = Query(sent, token, noun, money, verb)
            break
    if found is None:
        raise Abstain("no-question", "no sentence asks 'how many' or 'how much'")
    return msgspec.structs.replace(found, conditions=tuple(conditions(found)))


def total_asked(question: Query, markers: tuple[str, ...]) -> bool:
    """RETURNS (bool): whether the question asks for a total ('in all', 'altogether', ...)."""
    text = " " + " ".join(t.lower_ for t in question.sent) + " "
    return any(re.search(rf"\s{re.escape(m)}\s", text) for m in markers)


def asks_holding(question: Query, words: WordLists) -> bool:
    """RETURNS (bool): whether the question's verb asks what is held ("have", "are left")."""
    verb = question.verb
    key = verb.lemma_.lower()
    particles = [c.lower_ for c in verb.children if c.dep_ in ("prt", "prep")]
    auxiliaries = [c.lemma_.lower() for c in verb.children if c.dep_ == "aux"]
    allowed = words.question_holding_verbs
    if key in allowed or any(f"{key} {p}" in allowed for p in particles):
        return True
    return "have" in auxiliaries and key in [*words.total_markers, "combine"]  # "have combined"


def asked_entity(question: Query, words: WordLists, mentions: Mentions) -> str | None:
    """RETURNS (str | None): the holder the question asks about, None for a total."""
    verb = question.verb
    total = total_asked(question, words.total_markers)
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass") and c != question.noun]
    if not subjects:  # "does Lily have left": the subject misparsed between the auxiliaries
        subjects = [
            c
            for c in verb.lefts
            if c.dep_ in ("advmod", "npadvmod", "dep") and c.pos_ in ("PROPN", "PRON", "NOUN")
        ]
    subject = subjects[0] if subjects else None
    if subject is not None and (subject == question.noun or subject.lower_ in ("many", "much")):
        subject = None
    named = _names_before_verb(question, mentions)
    if len(named) > 1:
        return None  # "how many pens do amy and bob have together ?" (lowercase, misparsed)
    if len(named) == 1 and subject is None:
        return named[0][0]  # "how many pens does amy have now ?": 'amy' read as an adverb
    if subject is None:
        places = [
            grand
            for child in verb.children
            if child.dep_ == "prep" and child.lower_ in words.container_preps
            for grand in child.children
            if grand.dep_ == "pobj"
        ]
        if len(places) == 1 and not total:
            return _named(places[0], mentions)
        return None
    if any(c.dep_ == "conj" for c in subject.children):
        return None
    return _named(subject, mentions)  # "does Grace have in all" asks about Grace (C4)


def total_holders(question: Query, words: WordLists, mentions: Mentions) -> tuple[str, ...]:
    """RETURNS (tuple[str, ...]): the holders a question about a total names ("How many
    shells do Gina and Hugo have together?" -> Gina, Hugo); () when it names none."""
    named = _names_before_verb(question, mentions)
    if len(named) > 1:
        return tuple(dict.fromkeys(name for name, _ in named))
    verb = question.verb
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass") and c != question.noun]
    if not subjects:
        return ()
    heads = [subjects[0], *(c for c in subjects[0].children if c.dep_ == "conj")]
    if len(heads) < 2:
        return ()
    names = []
    for head in heads:
        try:
            name = mentions.name(head)
        except Abstain:
            return ()
        if name == PLURAL:
            return ()
        names.append(name)
    return tuple(dict.fromkeys(names))


def _names_before_verb(question: Query, mentions: Mentions) -> list[tuple[str, tuple[int, ...]]]:
    """RETURNS: the holders named (as the statement names them) between the question's
    noun and its verb, with their token indices: the question's subject, however parsed."""
    doc = question.sent.doc
    support = [
        t
        for t in doc[question.wh.i + 2 : question.sent.end]
        if t.lemma_ == "do" and t.i < question.verb.i
    ]
    if not support:
        return []  # only "How many U does/do/did X verb": the subject follows 'do'
    start = support[0].i + 1
    end = max(question.verb.i, start)
    found: list[tuple[str, tuple[int, ...]]] = []
    for name in mentions.first:
        size = len(name.split())
        for i in range(start, end - size + 1):
            if " ".join(t.text for t in doc[i : i + size]) == name:
                found.append((mentions.alias.get(name, name), tuple(range(i, i + size))))
    found.sort(key=lambda item: item[1])
    if len(found) > 1:
        between = doc[found[0][1][-1] + 1 : found[-1][1][0]]
        if not any(t.lower_ in ("and", "&") for t in between):
            return []  # "Dale 's Vegetarian Restaurant": one holder, not a list
    return found


def _named(token: Token, mentions: Mentions) -> str | None:
    name = mentions.name(token)
    return None if name == PLURAL else name


def conditions(question: Query) -> list[Token]:
    """RETURNS (list[Token]): the verbs of the question's if-clauses ("If she sold 6 of
    them, how many would she have?"), read as events that happened."""
    return [
        token
        for token in question.sent
        if token.dep_ == "advcl"
        and token.head == question.verb
        and any(c.dep_ == "mark" and c.lower_ == "if" for c in token.children)
        and token.i < question.wh.i
    ]
