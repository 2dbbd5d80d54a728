"""The motion construction: a quantity that arrives at or departs from a place."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.constructions.motion import Motion
from wordproblem.components.ir import FactKind

from ..handmade import GIVE_TO, LAND_ON
from .reading import _facts, hand_clause

MOTION = Motion()


def test_motion_makes_the_place_gain():
    doc, reading = _facts(LAND_ON)
    (fact,) = reading.facts
    assert (fact.kind, fact.construction, fact.key) == (FactKind.GAIN, "motion", "land")
    assert fact.subject.token == doc[5]


# --- added: leaving, places, and movers the rules do not read ---


def test_leaving_with_no_place_is_a_loss_of_the_implied_place():
    # "3 birds fly away ."
    rows = [
        ("3", 1, "nummod", "NUM", "CD", "3"),
        ("birds", 2, "nsubj", "NOUN", "NNS", "bird"),
        ("fly", 2, "ROOT", "VERB", "VBP", "fly"),
        ("away", 2, "prt", "ADP", "RP", "away"),
        (".", 2, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "fly")
    assert MOTION.claims(clause, context)
    (fact,) = MOTION.read(clause, context)
    assert (fact.kind, fact.key) == (FactKind.LOSE, "fly away")
    assert fact.subject.implied and not fact.agentive  # the birds are what moves


def test_the_place_of_an_arrival_gains_and_is_no_agent():
    _doc, clause, context = hand_clause(LAND_ON, "land")
    (fact,) = MOTION.read(clause, context)
    assert (fact.amount.value, fact.amount.noun.text, fact.agentive) == (3, "birds", False)


def test_two_places_abstain():
    # "3 birds land on the fence at the park ."
    rows = [
        *LAND_ON[:6],
        ("at", 2, "prep", "ADP", "IN", "at"),
        ("the", 8, "det", "DET", "DT", "the"),
        ("park", 6, "pobj", "NOUN", "NN", "park"),
        (".", 2, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "land")
    with pytest.raises(Abstain) as caught:
        MOTION.read(clause, context)
    assert caught.value.code == "unresolved-holder"


def test_a_quantity_as_the_subject_of_a_verb_of_no_motion_abstains():
    # "3 birds sing on the fence ."
    rows = [LAND_ON[0], LAND_ON[1], ("sing", 2, "ROOT", "VERB", "VBP", "sing"), *LAND_ON[3:]]
    _, clause, context = hand_clause(rows, "sing")
    assert MOTION.claims(clause, context)  # a mover is offered here first
    with pytest.raises(Abstain) as caught:
        MOTION.read(clause, context)
    assert caught.value.code == "unattached-quantity"


def test_a_clause_with_no_mover_is_not_claimed():
    _doc, clause, context = hand_clause(GIVE_TO, "gives")
    assert not MOTION.claims(clause, context)
