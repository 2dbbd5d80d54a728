"""Rates resolution: each rate takes its count and holder, and the question decides its effect."""

from __future__ import annotations

from typing import Any, NamedTuple

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.clauses.clauses import find_roles
from wordproblem.components.docview import DocView, view
from wordproblem.components.ir import Amount, Fact, FactKind, Query
from wordproblem.components.quantities.quantities import find_quantities
from wordproblem.components.question.question import asked_entity, find_question
from wordproblem.components.reader import ProblemReader
from wordproblem.components.resolve.mentions import Mentions, scan_mentions
from wordproblem.components.resolve.rates import resolve_rates
from wordproblem.components.resolve.resolve import imply_parties, resolve_holders, resolve_units

from .handmade import RULES, VOCAB

READER = ProblemReader(VOCAB, RULES)
WORDS = RULES.words


class Resolved(NamedTuple):
    """A parsed problem read up to the stage after units and holders, as the reader does."""

    doc: DocView
    query: Query
    facts: tuple[Fact, ...]  # the plain facts, holders and units resolved
    rates: tuple[Fact, ...]  # RATE and SHARE facts, as the constructions read them
    compares: tuple[Fact, ...]  # COMPARE facts, as the constructions read them
    amounts: tuple[Amount, ...]
    unit: str
    asked: str | None
    mentions: Mentions


def resolved(nlp: Any, text: str) -> Resolved:
    """RETURNS (Resolved): ``text`` parsed, construed, its holders, units and parties resolved."""
    doc = view(nlp(text))
    query = find_question(doc, WORDS, RULES.lexicon)
    amounts = tuple(find_quantities(doc, RULES.numbers, WORDS.money_symbols))
    roles = find_roles(doc, READER.matcher, RULES.roles)
    reading = READER.construe(doc, query, amounts, roles)
    assert reading.failures == (), reading.failures
    kinds = (FactKind.RATE, FactKind.SHARE)
    rates = tuple(f for f in reading.facts if f.kind in kinds)
    compares = tuple(f for f in reading.facts if f.kind is FactKind.COMPARE)
    plain = tuple(f for f in reading.facts if f not in rates and f not in compares)
    mentions = Mentions(scan_mentions(doc, WORDS, RULES.first_names), WORDS)
    facts = resolve_holders(plain, mentions, None, WORDS.container_preps, WORDS.storage_nouns)
    facts, amounts, unit = resolve_units(facts, reading.amounts, query, WORDS)
    asked = asked_entity(query, WORDS, mentions)
    facts = imply_parties(facts, asked)
    return Resolved(doc, query, facts, rates, compares, amounts, unit, asked, mentions)


def _rates(nlp: Any, text: str) -> tuple[Resolved, tuple[Fact, ...], Fact | None]:
    r = resolved(nlp, text)
    facts, asked_rate = resolve_rates(
        r.rates,
        r.facts,
        r.amounts,
        r.mentions,
        r.query,
        r.unit,
        r.asked,
        WORDS,
        READER.data["rate"],
    )
    return r, facts, asked_rate


def _refusal(nlp: Any, text: str) -> Abstain:
    with pytest.raises(Abstain) as caught:
        _rates(nlp, text)
    return caught.value


def test_a_rate_takes_the_single_holding_that_counts_its_item(nlp):
    r, facts, asked_rate = _rates(
        nlp, "Each crate holds 8 plums. Dev has 3 crates. How many plums does Dev have?"
    )
    assert r.doc[1].lemma_ == "crate" and r.doc[9].lemma_ == "crate"  # the item, counted
    (rate,) = facts  # the holding of crates is the rate's count, not a fact of its own
    assert rate.kind is FactKind.RATE and rate.name == "Dev"
    assert (rate.amount.value, rate.amount.unit) == (3, "crates")
    assert (rate.rate.amount.value, rate.rate.amount.unit) == (8, "plums")
    assert rate.rate.effect == "add"  # the question reads Dev's holding of plums
    assert asked_rate is None
    assert r.rates[0].amount is None and r.rates[0].name is None  # the input is unchanged


def test_a_price_paid_toward_a_holding_of_money_subtracts(nlp):
    r, facts, asked_rate = _rates(
        nlp, "Mia has $20. She buys 4 rolls at $3 each. How much money does Mia have left?"
    )
    assert r.doc[6].lemma_ == "buy"
    holding, rate = facts  # text order: the holding, then the purchase
    assert (holding.kind, holding.amount.value) == (FactKind.POSSESS, 20)
    assert rate.rate.price and rate.rate.effect == "subtract" and rate.name == "Mia"
    assert (rate.amount.value, rate.amount.unit) == (4, "rolls")
    assert asked_rate is None


def test_money_spent_on_the_items_is_the_total_whose_count_is_asked(nlp):
    r, facts, asked_rate = _rates(
        nlp, "Lou spent $36 on tickets. Each ticket cost $9. How many tickets did Lou buy?"
    )
    assert r.doc[1].lemma_ == "spend" and r.query.verb.lemma_ == "buy"
    (rate,) = facts  # the spending is the rate's total, not a loss of its own
    assert rate is asked_rate and rate.name == "Lou"
    assert rate.rate.total.value == 36 and rate.rate.amount.value == 9


def test_a_rate_whose_item_nothing_counts_abstains(nlp):
    refusal = _refusal(nlp, "Each crate holds 8 plums. How many plums are there?")
    assert refusal.code == "rate" and "no quantity counts" in refusal.message


def test_a_rate_with_two_holders_counts_of_its_item_takes_the_asked_holders(nlp):
    text = "Each crate holds 8 plums. Dev has 3 crates. Ana has 2 crates. How many plums does Dev have?"
    _, facts, _ = _rates(nlp, text)
    rate = next(f for f in facts if f.kind is FactKind.RATE)
    assert rate.name == "Dev" and (rate.amount.value, rate.amount.unit) == (3, "crates")
    other = next(f for f in facts if f.kind is FactKind.POSSESS)  # Ana's, left beside it
    assert other.name == "Ana" and other.amount.value == 2


def test_a_rate_with_two_counts_of_its_item_and_no_one_holder_asked_abstains(nlp):
    text = (
        "Each crate holds 8 plums. Dev has 3 crates. Ana has 2 crates. How many plums do they have?"
    )
    refusal = _refusal(nlp, text)
    assert refusal.code == "rate" and "2 quantities count" in refusal.message


def test_a_question_about_another_unit_or_holder_abstains(nlp):
    other_unit = "Each crate holds 8 plums. Dev has 3 crates. How many pears does Dev have?"
    assert _refusal(nlp, other_unit).code == "rate"
    other_holder = "Each crate holds 8 plums. Dev has 3 crates. How many plums does Ana have?"
    assert _refusal(nlp, other_holder).code == "rate"


def test_a_share_takes_the_sharers_single_earlier_holding(nlp):
    r, facts, asked_share = _rates(
        nlp,
        "Jon has 21 figs. He shares them among his 3 cousins. How many figs does each cousin get?",
    )
    assert r.doc[7].lower_ == "them"
    (share,) = facts  # the holding is the share's total
    assert share is asked_share and share.kind is FactKind.SHARE and share.name == "Jon"
    assert (share.amount.value, share.amount.unit) == (21, "figs")
    assert (share.share.groups.value, share.share.groups.unit) == (3, "cousins")


def test_a_share_whose_groups_part_is_not_asked_abstains(nlp):
    text = "Jon has 21 figs. He shares them among his 3 cousins. How many figs does Jon have?"
    refusal = _refusal(nlp, text)
    assert refusal.code == "rate" and "each group" in refusal.message
