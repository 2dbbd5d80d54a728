"""Comparisons resolution: both holders of a stated comparison named, its unit given."""

from __future__ import annotations

from typing import Any

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.ir import Fact, FactKind
from wordproblem.components.resolve.comparisons import resolve_compares

from .handmade import RULES
from .test_rates import resolved


def _compares(nlp: Any, text: str) -> tuple[Fact, ...]:
    r = resolved(nlp, text)
    assert r.compares, "the comparison construction read no comparison"
    return resolve_compares(
        r.compares, r.facts, r.amounts, r.mentions, r.query, r.unit, RULES.words
    )


def _refusal(nlp: Any, text: str) -> Abstain:
    with pytest.raises(Abstain) as caught:
        _compares(nlp, text)
    return caught.value


def test_a_multiple_names_its_subject_and_the_holder_after_as(nlp):
    (fact,) = _compares(
        nlp, "Uma has 4 kites. Leo has 3 times as many kites as Uma. How many kites does Leo have?"
    )
    assert fact.kind is FactKind.COMPARE
    assert (fact.name, fact.party_name, fact.scale_unit) == ("Leo", "Uma", "kites")
    assert (fact.compare.kind, fact.amount.value) == ("times", 3)


def test_more_than_names_the_holder_after_than(nlp):
    (fact,) = _compares(
        nlp, "Uma has 4 kites. Leo has 5 more kites than Uma. How many kites does Leo have?"
    )
    assert (fact.name, fact.party_name, fact.compare.kind, fact.amount.value) == (
        "Leo",
        "Uma",
        "more",
        5,
    )


def test_a_comparison_without_than_compares_with_the_single_holder_before(nlp):
    (fact,) = _compares(
        nlp, "Uma has 40 kites. Leo has twice as many kites. How many kites does Leo have?"
    )
    assert fact.compare.than is None  # the text leaves the other holder out
    assert (fact.name, fact.party_name, fact.compare.by) == ("Leo", "Uma", 2)


def test_a_comparison_without_than_after_two_holders_abstains(nlp):
    text = "Uma has 4 kites. Ivy has 2 kites. Leo has twice as many kites. How many kites does Leo have?"
    refusal = _refusal(nlp, text)
    assert refusal.code == "comparative" and "no single one" in refusal.message


def test_a_comparison_of_another_unit_than_the_question_abstains(nlp):
    text = "Uma has 4 kites. Leo has 3 times as many kites as Uma. How many pens does Leo have?"
    refusal = _refusal(nlp, text)
    assert refusal.code == "comparative" and "of kites, the question of pens" in refusal.message


def test_a_holder_compared_with_itself_abstains(nlp):
    text = "Uma has 4 kites. Leo has 3 times as many kites as Leo. How many kites does Leo have?"
    refusal = _refusal(nlp, text)
    assert refusal.code == "comparative" and "not another one" in refusal.message


def test_a_pronoun_after_a_comparison_abstains_even_when_gender_would_pick_one(nlp):
    # 'She' may be Uma by her name's gender, but the holder after 'as' is not counted
    text = "Uma has 4 kites. Leo has 3 times as many kites as Uma. She finds 2 kites. How many kites does Leo have?"
    refusal = _refusal(nlp, text)
    assert refusal.code == "unresolved-pronoun" and refusal.token.lower_ == "she"
    assert "after a comparison" in refusal.message


def test_a_question_that_asks_no_holding_abstains(nlp):
    text = (
        "Uma has 4 kites. Leo has 3 times as many kites as Uma. How many kites will Leo give away?"
    )
    refusal = _refusal(nlp, text)
    assert refusal.code == "comparative" and "asks no holding" in refusal.message


def test_a_comparison_by_an_event_verb_compares_what_each_got(nlp):
    text = (
        "Uma caught 4 trout. Leo caught twice as many trout as Uma. How many trout did Leo catch?"
    )
    (fact,) = _compares(nlp, text)
    assert (fact.name, fact.party_name, fact.key) == ("Leo", "Uma", "catch")
    beside = "Uma caught 4 trout. Leo caught twice as many trout as Uma. Leo caught 3 trout. How many trout did Leo catch?"
    refusal = _refusal(nlp, beside)  # Leo's own catch: which 'as many' does it add to?
    assert refusal.code == "comparative" and "got" in refusal.message
