"""Coins counted toward money (issue 7, family 8): "Sam got 9 pennies and 7 quarters. How
much money does Sam have?", "Joan has saved 6 quarters. How many cents does Joan have?".

A coin is worth a fixed number of cents (``words.json`` ``coin_cents``: penny, nickel,
dime, quarter; cents and dollars convert too). When the question asks for money and the
text counts coins, each amount not in the asked unit becomes a v2 ``rate`` fact that adds
its worth to its holder's money: ``count`` = the coins, ``rate`` = one coin's worth in the
asked unit, ``total`` left to the solver. The reading is narrow on purpose: one holder,
holdings and gains only, every amount money or coins; anything else keeps the
``convertible-unit`` abstention, so coins never vanish from an answer.
"""

from __future__ import annotations

from fractions import Fraction

from wordproblem.models import Change, Has, MathProblemGraph, Quantity, Rate, RateFact, Unknown

from ..abstention import Abstain
from ..ir import Fact, FactKind, Query
from ..quantities.quantities import singular
from ..rules import WordLists

# the asked money unit -> cents in one of it
_ASKED = {"dollars": 100, "cents": 1}


def coin_worth(fact: Fact, words: WordLists) -> int | None:
    """RETURNS (int | None): the cents one counted item of ``fact`` is worth (a penny 1,
    a dollar 100), None when it counts something else ("coins", "bills", apples)."""
    q = fact.amount
    if q is None:
        return None
    if q.noun is not None:
        return words.coin_cents.get(q.noun.lemma_.lower())
    for lemma, unit in words.money_nouns.items():  # "$4": the money symbol's unit
        if unit == q.unit and lemma in words.coin_cents:
            return words.coin_cents[lemma]
    return None


def build_coin_graph(
    facts: tuple[Fact, ...],
    unit: str,
    asked: str | None,
    query: Query,
    asks_holding: bool,
    words: WordLists,
    refusal: Abstain,
) -> MathProblemGraph:
    """Build the v2 graph of a problem whose coins count toward the money asked.

    facts (tuple[Fact, ...]): resolved facts with units, in text order.
    unit (str): the unit asked ("dollars" or "cents").
    asked (str | None): the holder asked about.
    query (Query): the question; an event question ("How much money did Joan find?")
        sums gains of its own verb only, from nothing held before.
    asks_holding (bool): the question asks what is held ("does Sam have").
    words (WordLists): ``coin_cents``, ``money_nouns``.
    refusal (Abstain): the ``convertible-unit`` abstention, raised when the reading
        does not hold.
    RETURNS (MathProblemGraph): the validated graph.
    RAISES Abstain: ``refusal``.
    """
    per_asked = _ASKED.get(unit)
    holders = {f.name for f in facts}
    holder = next(iter(holders)) if len(holders) == 1 else None
    if per_asked is None or holder is None or not isinstance(holder, str):
        raise refusal
    if asked is not None and asked != holder:
        raise refusal
    if any(f.party_name in holders for f in facts if f.party_name is not None):
        raise refusal  # a gain from someone whose own money the text states
    counted = {f.amount.noun.i for f in facts if f.amount is not None and f.amount.noun is not None}
    coins = words.coin_nouns | words.coin_cents.keys()
    for token in query.sent.doc.tokens:
        if (
            token.pos_ in ("NOUN", "PROPN")
            and token.lemma_.lower() in coins
            and token.i not in counted
            and not query.sent.start <= token.i < query.sent.end
        ):
            raise refusal  # "found 2 dimes and a quarter": a coin no amount counts
    verb = query.verb.lemma_.lower()
    out: list[Has | Change | RateFact] = []
    gained = False
    for fact in facts:
        q = fact.amount
        if (
            q is None
            or q.unstated
            or q.unit is None
            or (fact.party is not None and fact.kind is not FactKind.GAIN)
            or fact.price
            or fact.kind not in (FactKind.POSSESS, FactKind.GAIN)
        ):
            raise refusal
        if not asks_holding and (fact.kind is FactKind.POSSESS or fact.verb.lemma_.lower() != verb):
            raise refusal  # "How much did Joan find?": her finds only, none held before
        value = _number(q.value)
        if q.unit == unit:
            if fact.kind is not FactKind.POSSESS or gained or any(isinstance(f, Has) for f in out):
                raise refusal  # one holding in the asked unit, before any gain
            out.append(Has(holder, Quantity(value, unit)))
            continue
        cents = coin_worth(fact, words)
        if cents is None:
            raise refusal
        if fact.kind is FactKind.GAIN:
            gained = True
        worth = _number(Fraction(cents, per_asked))
        per = singular(q.noun.lemma_.lower() if q.noun is not None else q.unit)
        out.append(
            RateFact(
                entity=holder,
                kind="add",
                count=Quantity(value, q.unit),
                rate=Rate(worth, unit, per),
                total=Quantity(None, unit),
            )
        )
    if not any(isinstance(f, RateFact) for f in out):
        raise refusal
    return MathProblemGraph(
        entities=(holder,),
        initial_state=(),
        operations=(),
        unknown=Unknown(unit, holder),
        facts=tuple(out),
    )


def _number(value: Fraction) -> int | float:
    """RETURNS (int | float): ``value`` as the schema stores it (cents are exact decimals)."""
    if value.denominator == 1:
        return int(value)
    return float(value)
