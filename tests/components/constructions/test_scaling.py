"""The scaling construction: a verb that multiplies or divides the subject's holding."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.constructions.scaling import Scaling
from wordproblem.components.ir import FactKind

from ..handmade import DOUBLES, GIVE_TO, replace_row
from .reading import _facts, hand_clause

SCALING = Scaling()


def test_scaling_reads_the_noun_it_scales():
    doc, reading = _facts(DOUBLES)
    (fact,) = reading.facts
    assert (fact.kind, fact.frame.kind, fact.frame.factor) == (FactKind.SCALE, "multiply", 2)
    assert fact.scale_noun == doc[3]


# --- added: what is scaled, by how much, and a number the verb does not take ---


def test_the_number_of_a_thing_scales_the_thing():
    # "Sam doubles the number of his stamps ."
    rows = [
        ("Sam", 1, "nsubj", "PROPN", "NNP", "Sam"),
        ("doubles", 1, "ROOT", "VERB", "VBZ", "double"),
        ("the", 3, "det", "DET", "DT", "the"),
        ("number", 1, "dobj", "NOUN", "NN", "number"),
        ("of", 3, "prep", "ADP", "IN", "of"),
        ("his", 6, "poss", "PRON", "PRP$", "his"),
        ("stamps", 4, "pobj", "NOUN", "NNS", "stamp"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    doc, clause, context = hand_clause(rows, "doubles")
    (fact,) = SCALING.read(clause, context)
    assert fact.scale_noun == doc[6]  # the stamps, not 'number'
    assert (fact.subject.token, fact.amount) == (doc[0], None)


def test_halving_divides_by_two():
    rows = replace_row(DOUBLES, 1, ("halves", 1, "ROOT", "VERB", "VBZ", "halve"))
    _, clause, context = hand_clause(rows, "halves")
    (fact,) = SCALING.read(clause, context)
    assert (fact.key, fact.frame.kind, fact.frame.factor) == ("halve", "divide", 2)


def test_a_scaling_with_no_object_leaves_what_it_scales_open():
    # "Sam doubles ."
    _, clause, context = hand_clause([DOUBLES[0], DOUBLES[1], DOUBLES[4]], "doubles")
    (fact,) = SCALING.read(clause, context)
    assert fact.scale_noun is None and fact.kind is FactKind.SCALE


def test_a_scaling_verb_with_a_number_of_its_own_abstains():
    # "Sam doubles 5 stamps ." -- which 5? the verb scales a holding, it adds no number
    rows = [
        *DOUBLES[:2],
        ("5", 3, "nummod", "NUM", "CD", "5"),
        ("stamps", 1, "dobj", "NOUN", "NNS", "stamp"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "doubles")
    assert SCALING.claims(clause, context)
    with pytest.raises(Abstain) as caught:
        SCALING.read(clause, context)
    assert caught.value.code == "unattached-quantity"


def test_verbs_of_other_classes_are_not_claimed():
    _, clause, context = hand_clause(GIVE_TO, "gives")
    assert not SCALING.claims(clause, context)
