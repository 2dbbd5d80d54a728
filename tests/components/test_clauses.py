"""Clauses: argument roles, attachment of quantities, mood and subjects (hand-built parses)."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.clauses import (
    attach,
    build_matcher,
    check_mood,
    find_roles,
    find_subject,
)
from wordproblem.components.ir import Attachment
from wordproblem.components.quantities import find_quantities

from .handmade import GIVE_TO, HAS_EATS, LAND_ON, OUT_OF, RULES, THERE_ARE, VOCAB, make_doc

MATCHER = build_matcher(VOCAB, RULES.roles)


def _roles(rows):
    doc = make_doc(rows)
    return doc, find_roles(doc, MATCHER, RULES.roles)


def _amounts(doc):
    return find_quantities(doc, RULES.numbers, RULES.words.money_symbols)


def test_roles_of_a_give_to_clause():
    _, roles = _roles(GIVE_TO)
    verb = roles[1]
    assert [a.text for a, _ in verb["agent"]] == ["Tom"]
    assert [a.text for a, _ in verb["theme"]] == ["marbles"]
    assert [(a.text, p) for a, p in verb["prep"]] == [("Sam", "to")]


def test_a_compound_preposition_is_one_role():
    _, roles = _roles(OUT_OF)
    assert ("box", "out of") in [(a.text, p) for a, p in roles[1]["prep"]]


@pytest.mark.parametrize(
    ("rows", "verb", "how"),
    [
        (GIVE_TO, 1, Attachment.THEME),
        (THERE_ARE, 1, Attachment.THEME),
        (LAND_ON, 2, Attachment.MOVER),
        (HAS_EATS, 6, Attachment.THEME),  # the bare number of "He eats 2"
    ],
)
def test_a_quantity_attaches_to_its_clause(rows, verb, how):
    doc = make_doc(rows)
    last = _amounts(doc)[-1]
    assert attach(last) == (doc[verb], how)


def test_a_quantity_outside_any_clause_abstains():
    # "5 apples ." with no verb at all
    doc = make_doc(
        [("5", 1, "nummod", "NUM", "CD", "5"), ("apples", 1, "ROOT", "NOUN", "NNS", "apple")]
    )
    with pytest.raises(Abstain) as caught:
        attach(_amounts(doc)[0])
    assert caught.value.code == "unattached-quantity"


def test_negated_and_hypothetical_clauses_abstain():
    rows = [
        ("Tom", 3, "nsubj", "PROPN", "NNP", "Tom"),
        ("did", 3, "aux", "AUX", "VBD", "do"),
        ("not", 3, "neg", "PART", "RB", "not"),
        ("eat", 3, "ROOT", "VERB", "VB", "eat"),
        ("3", 5, "nummod", "NUM", "CD", "3"),
        ("pies", 3, "dobj", "NOUN", "NNS", "pie"),
    ]
    doc = make_doc(rows)
    with pytest.raises(Abstain) as caught:
        check_mood(doc[3], None)
    assert caught.value.code == "negation"
    doc = make_doc(
        [
            ("Tom", 2, "nsubj", "PROPN", "NNP", "Tom"),
            ("would", 2, "aux", "AUX", "MD", "would"),
            ("eat", 2, "ROOT", "VERB", "VB", "eat"),
            ("3", 4, "nummod", "NUM", "CD", "3"),
            ("pies", 2, "dobj", "NOUN", "NNS", "pie"),
        ]
    )
    with pytest.raises(Abstain) as caught:
        check_mood(doc[2], None)
    assert caught.value.code == "conditional"
    check_mood(make_doc(GIVE_TO)[1], None)  # a plain clause passes


def test_subject_of_a_clause():
    doc, roles = _roles(GIVE_TO)
    assert find_subject(doc[1], roles).text == "Tom"
