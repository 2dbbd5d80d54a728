"""How many items one can buy at a price (schema v3, decision 0010): "Toys cost $6 each.
How many toys can he buy?", "How many 6 dollar toys could he buy with the money he had
left?".

The question asks a price rate's count; its total is the money the asker holds when the
question is asked (``resolve.rates``: a reference to that holding). This module finds the
form's words: the price the question states of the items itself ("6 dollar toys", "$6
toys"), read as the rate, and a phrase that names the money as the end holding ("with
the money he had left", "with his money"), which the form accounts for.
"""

from __future__ import annotations

import msgspec

from ..docview import Tok
from ..ir import Amount, Query
from .question import condition_tokens


class Affordable(msgspec.Struct, frozen=True):
    """A question of how many items one can buy.

    price (Amount | None): the price per item the question states ("6 dollar toys"), its
        money noun or sign the unit; None when a statement gives it.
    cues (tuple[Tok, ...]): the words of the phrase that names the money spent as what
        the asker holds then ("with the money he had left").
    """

    price: Amount | None
    cues: tuple[Tok, ...] = ()


def find_affordable(
    query: Query,
    amounts: tuple[Amount, ...],
    verbs: frozenset[str],
    modals: frozenset[str],
    money_nouns: frozenset[str],
) -> tuple[Query, Affordable] | None:
    """Find a question of how many items one can buy: the asked noun the object or
    subject of a verb of ``verbs`` with a modal of ``modals`` ("could he buy").

    RETURNS: (the question, its noun the items when 'many' is said of a price's money
        noun: "How many 6 dollar toys"; the form), or None for any other question, or when
        another amount is in the question or the money is named by anything but the end
        holding.
    """
    verb, noun = query.verb, query.noun
    if noun is not None and noun.dep_ == "compound" and noun.lemma_.lower() in money_nouns:
        noun = noun.head  # "How many 6 dollar toys": 'many' is said of the price's noun
        query = msgspec.structs.replace(query, noun=noun)
    given = condition_tokens(query)  # "If he spent 27 dollars, ...": an event told
    inside = [
        q for q in amounts if query.sent.start <= q.start < query.sent.end and q.start not in given
    ]
    if noun is None and not query.money and len(inside) == 1 and inside[0].money is not None:
        noun = inside[0].head  # "How many $6 toys": 'many' is said of the price
        if noun.pos_ != "NOUN" or noun.head != verb:
            return None
        query = msgspec.structs.replace(query, noun=noun)
    if noun is None or query.money or verb.lemma_.lower() not in verbs:
        return None
    if not any(c.dep_ == "aux" and c.lower_ in modals for c in verb.children):
        return None
    price = None
    if inside:
        price = _price_of(inside[0], noun, money_nouns) if len(inside) == 1 else None
        if price is None:
            return None
    cues: list[Tok] = []
    for prep in verb.children:
        if prep.dep_ != "prep" or prep.lower_ != "with":
            continue
        found = _end_money(prep, money_nouns)
        if found is None:
            return None  # "with a coupon", "with the money from his aunt"
        cues.extend(found)
    return query, Affordable(price, tuple(cues))


def _price_of(q: Amount, noun: Tok, money_nouns: frozenset[str]) -> Amount | None:
    """RETURNS (Amount | None): the price ``q`` states of the asked noun itself, as money
    per one: "6 dollar toys" (a money noun, a compound of it), "$6 toys" (a money sign);
    None for a count of the noun ("6 toys")."""
    if q.head != noun:
        return None
    if q.money is not None:  # "$6 toys": the sign and the number
        return msgspec.structs.replace(q, head=noun.doc[q.tokens[-1]], noun=None)
    units = [
        c
        for c in noun.children
        if c.dep_ == "compound" and c.lemma_.lower() in money_nouns and c.i > q.tokens[-1]
    ]
    if len(units) != 1:
        return None
    return msgspec.structs.replace(q, head=units[0], noun=units[0])


def _end_money(prep: Tok, money_nouns: frozenset[str]) -> tuple[Tok, ...] | None:
    """RETURNS: the words of "with the money (he had left)", "with the money left over",
    "with the rest of his money", "with the remaining money", "with his money": the
    preposition, its object and a clause of having or leaving with no object of its own;
    None for any other object of 'with'."""
    objects = [c for c in prep.children if c.dep_ == "pobj"]
    if len(objects) != 1:
        return None
    money = objects[0]
    words = [prep, money]
    if money.lemma_.lower() == "rest":  # "with the rest of his money"
        of = [c for c in money.children if c.dep_ == "prep" and c.lower_ == "of"]
        inner = [g for c in of for g in c.children if g.dep_ == "pobj"]
        if (
            len(of) != 1
            or len(inner) != 1
            or any(c.dep_ not in ("det", "prep") for c in money.children)
        ):
            return None
        words.extend((of[0], inner[0]))
        money = inner[0]
    if money.lemma_.lower() not in money_nouns | {"money"}:
        return None
    for c in money.children:
        if c.dep_ in ("det", "poss") and not c.like_num:
            continue
        if c.dep_ == "amod" and c.lower_ in ("remaining", "leftover"):
            continue
        if c.dep_ not in ("relcl", "acl") or c.lemma_.lower() not in ("leave", "have", "remain"):
            return None
        if any(
            g.dep_ in ("dobj", "prep", "dative", "xcomp", "ccomp")
            or (g.dep_ in ("prt", "advmod") and g.lower_ != "over")
            for g in c.children
        ):
            return None  # "the money he got from his aunt", "he had saved for a bike"
        words.append(c)
        words.extend(g for g in c.children if g.dep_ in ("aux", "prt", "advmod"))
    return tuple(words)


__all__ = ["Affordable", "find_affordable"]
