"""The intermediate representation: frozen structs and what a fact says about its tokens."""

from __future__ import annotations

from fractions import Fraction

import msgspec
import pytest
from wordproblem.components.ir import (
    Amount,
    Fact,
    FactKind,
    HolderRef,
    PartyRef,
    RateTerms,
    ShareTerms,
)

from .handmade import DOUBLES, GIVE_TO, RULES, make_doc

GIVE = RULES.lexicon.lookup("give", [])[1]


def _give(doc) -> Fact:
    """RETURNS (Fact): "Tom gives 3 marbles to Sam" as a construction would state it."""
    amount = Amount(tokens=(2,), value=Fraction(3), head=doc[3], noun=doc[3])
    return Fact(
        FactKind.LOSE, "exchange", doc[1], "give", GIVE, HolderRef(doc[0]), amount, PartyRef(doc[5])
    )


def test_an_amount_starts_at_its_first_token_and_spans_up_to_its_noun():
    doc = make_doc(GIVE_TO)
    amount = Amount(tokens=(2,), value=Fraction(3), head=doc[3], noun=doc[3])
    assert amount.start == 2
    assert amount.span(doc).text == "3 marbles"
    elided = Amount(tokens=(2,), value=Fraction(3), head=doc[2], noun=None)
    assert elided.span(doc).text == "3"  # no noun: the number alone


def test_a_holder_without_a_token_is_implied():
    doc = make_doc(GIVE_TO)
    assert HolderRef().implied and not HolderRef(doc[0]).implied


def test_a_fact_stands_at_its_amount_or_else_at_its_verb():
    doc = make_doc(GIVE_TO)
    assert _give(doc).position == 2
    scaled = make_doc(DOUBLES)  # "Sam doubles his stamps": no amount
    scaling = Fact(FactKind.SCALE, "scaling", scaled[1], "double", GIVE, HolderRef(scaled[0]))
    assert scaling.position == 1


def test_a_rate_or_share_stands_at_its_last_stated_number():
    doc = make_doc(GIVE_TO)
    fact = _give(doc)
    rate = Amount(tokens=(5,), value=Fraction(2), head=doc[5], noun=None)
    as_rate = msgspec.structs.replace(fact, kind=FactKind.RATE, rate=RateTerms(rate, doc[3]))
    assert as_rate.position == 5  # the rate's number comes after the count
    groups = Amount(tokens=(5,), value=Fraction(2), head=doc[5], noun=None)
    as_share = msgspec.structs.replace(fact, kind=FactKind.SHARE, share=ShareTerms(groups))
    assert as_share.position == 5
    no_count = msgspec.structs.replace(as_rate, amount=None)
    assert no_count.position == 5


def test_a_fact_accounts_for_its_verb_amount_noun_subject_and_party():
    doc = make_doc(GIVE_TO)
    assert _give(doc).tokens == (0, 1, 2, 3, 5)  # not 'to' (4) nor the period (6)
    implied = msgspec.structs.replace(_give(doc), subject=HolderRef(), party=None)
    assert implied.tokens == (1, 2, 3)


def test_stages_make_new_structs_and_never_change_one():
    doc = make_doc(GIVE_TO)
    fact = _give(doc)
    named = msgspec.structs.replace(fact, name="Tom")
    assert (fact.name, named.name) == (None, "Tom")
    with pytest.raises(AttributeError):
        fact.name = "Tom"
    with pytest.raises(AttributeError):
        fact.amount.unit = "marbles"
