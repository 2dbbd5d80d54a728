"""Guards: constructions the graph cannot express, found before they become a wrong graph.

Each guard raises Abstain. They are deliberately broad: a missed problem costs
coverage, a silently dropped clause costs a wrong answer.
"""

from __future__ import annotations

import re
from typing import Any

from spacy.tokens import Doc

from .abstention import Abstain
from .frames import Event
from .quantities import Found
from .question import Question
from .rules import VerbLexicon

_FRACTION = re.compile(r"^\d+/\d+$")


def guard_text(doc: Doc, question: Question, words: dict[str, Any], lexicon: VerbLexicon) -> None:
    """Abstain on comparisons, rates, fractions and multiples, start-state questions,
    and a question sentence that carries an event of its own."""
    fractions = set(words["fraction_words"])
    rates = set(words["rate_words"])
    for token in doc:
        lower = token.lower_
        following = doc[token.i + 1].lower_ if token.i + 1 < len(doc) else ""
        if lower == "than":
            raise Abstain("comparative", "the problem compares two amounts", token)
        if lower in rates:
            raise Abstain("rate", f"{token.text!r} introduces a rate", token)
        if _FRACTION.match(lower) or f"{lower} {following}" in fractions:
            raise Abstain("unsupported-quantity", f"{token.text!r} is a fraction", token)
        if lower in fractions and not (token.pos_ == "VERB" and lexicon.lookup(token.lemma_, [])):
            raise Abstain(
                "unsupported-quantity", f"{token.text!r} is a fraction or multiple", token
            )
    comparative = set(words["comparative_words"])
    after = doc[question.wh.i + 2] if question.wh.i + 2 < len(doc) else None
    if after is not None and after.lower_ in comparative:
        raise Abstain("comparative", "the question asks for a difference", question.wh)
    text = " " + " ".join(t.lower_ for t in question.sent) + " "
    for marker in words["start_markers"]:
        if f" {marker} " in text:
            raise Abstain(
                "unsupported-question",
                f"the question asks about the start ({marker!r})",
                question.wh,
            )
    from .question import conditions

    read = {t.i for verb in conditions(question) for t in verb.subtree}
    for token in question.sent:
        if token.pos_ not in ("VERB", "AUX") or token == question.verb or token.dep_ == "aux":
            continue
        if token.i in read:
            continue
        frame = lexicon.lookup(token.lemma_.lower(), [])
        if frame is not None and frame[1]["class"] != "possess":
            raise Abstain(
                "unsupported-question",
                f"the question has an event of its own ({token.text!r})",
                token,
            )
        if any(c.dep_ == "mark" and c.lower_ == "if" for c in token.children):
            raise Abstain("conditional", "the question is conditional", token)


def guard_quantities(quantities: list[Found], coins: set[str]) -> None:
    """Abstain when a noun carries two amounts ("two $1 bills") or money names a coin."""
    seen: dict[tuple[int, tuple[str, ...]], Found] = {}
    for q in quantities:
        if q.noun is not None:
            key = (q.noun.i, q.adjectives)
            if key in seen:
                raise Abstain("ambiguous-quantity", f"{q.noun.text!r} carries two amounts", q.noun)
            seen[key] = q
        if q.money is not None and q.noun is not None and q.noun.lemma_.lower() in coins:
            raise Abstain(
                "ambiguous-quantity", f"{q.span(q.head.doc).text!r} is a bill or a coin", q.head
            )


def guard_events(
    events: list[Event], question: Question, words: dict[str, Any], lexicon: VerbLexicon
) -> None:
    """Abstain on comparisons stated as holdings ("Riley has 3 fewer"), on prices read as
    gains ("bought $400 of furniture"), and on questions about a kind never counted."""
    comparative = set(words["comparative_words"])
    money_gain = set(lexicon.money_gain)
    coins = set(words["coin_nouns"])
    for event in events:
        q = event.quantity
        if q is None:
            continue
        doc = q.head.doc
        near = {q.head.lower_} | {c.lower_ for i in q.tokens for c in doc[i].children}
        if event.kind == "possess" and near & comparative:
            raise Abstain("comparative", f"{q.span(q.head.doc).text!r} compares holdings", q.head)
        if (
            event.kind == "gain"
            and q.unit in ("dollars", "cents")
            and event.verb.lemma_ not in money_gain
        ):
            raise Abstain("price", f"{q.span(q.head.doc).text!r} is what was paid", q.head)
    if question.money and any(
        e.quantity is not None
        and e.quantity.noun is not None
        and e.quantity.noun.lemma_.lower() in coins
        for e in events
    ):
        raise Abstain("unit-mismatch", "'how much money' over coins of several kinds", question.wh)


def guard_units(
    graph_units: set[str], question: Question, stoplist: set[str], counted: set[str]
) -> None:
    """Abstain when one unit is a narrower name of another ("cars" and "toy cars"), or the
    question names a kind ("mismatching socks") that no quantity counts."""
    for unit in sorted(graph_units):
        for other in sorted(graph_units):
            if other != unit and other.endswith(" " + unit):
                raise Abstain("unit-mismatch", f"{unit!r} and {other!r} may name the same things")
    noun = question.noun
    if noun is not None:
        for child in noun.lefts:
            if (
                child.dep_ == "amod"
                and child.lower_ not in stoplist
                and child.lower_ not in counted
            ):
                raise Abstain(
                    "unit-mismatch",
                    f"the question asks about {child.text!r} ones, never counted",
                    noun,
                )
