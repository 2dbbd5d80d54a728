"""The existential construction: 'there are N X in Y' and 'N X are in Y' as the place's holding."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.constructions.existential import Existential
from wordproblem.components.ir import Attachment, FactKind

from ..handmade import GIVE_TO, THERE_ARE
from .reading import _facts, hand_clause

EXISTENTIAL = Existential()


def test_existential_gives_the_place_a_holding():
    doc, reading = _facts(THERE_ARE)
    (fact,) = reading.facts
    assert (fact.kind, fact.construction) == (FactKind.POSSESS, "existential")
    assert fact.subject.token == doc[6]


# --- added: the place of a holding, and a holding with no place ---


def test_a_quantity_as_the_subject_of_be_is_held_by_its_place():
    # "5 apples are in the basket ."
    rows = [
        ("5", 1, "nummod", "NUM", "CD", "5"),
        ("apples", 2, "nsubj", "NOUN", "NNS", "apple"),
        ("are", 2, "ROOT", "AUX", "VBP", "be"),
        ("in", 2, "prep", "ADP", "IN", "in"),
        ("the", 5, "det", "DET", "DT", "the"),
        ("basket", 3, "pobj", "NOUN", "NN", "basket"),
        (".", 2, "punct", "PUNCT", ".", "."),
    ]
    doc, clause, context = hand_clause(rows, "are")
    assert clause.items[0][1] is Attachment.SUBJECT
    assert EXISTENTIAL.claims(clause, context)
    (fact,) = EXISTENTIAL.read(clause, context)
    assert (fact.kind, fact.key, fact.subject.token) == (FactKind.POSSESS, "be", doc[5])


def test_a_list_takes_the_place_its_last_item_carries():
    # "There are 8 pens and 4 erasers in the drawer ."
    rows = [
        ("There", 1, "expl", "PRON", "EX", "there"),
        ("are", 1, "ROOT", "VERB", "VBP", "be"),
        ("8", 3, "nummod", "NUM", "CD", "8"),
        ("pens", 1, "attr", "NOUN", "NNS", "pen"),
        ("and", 3, "cc", "CCONJ", "CC", "and"),
        ("4", 6, "nummod", "NUM", "CD", "4"),
        ("erasers", 3, "conj", "NOUN", "NNS", "eraser"),
        ("in", 6, "prep", "ADP", "IN", "in"),
        ("the", 9, "det", "DET", "DT", "the"),
        ("drawer", 7, "pobj", "NOUN", "NN", "drawer"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    doc, clause, context = hand_clause(rows, "are")
    facts = EXISTENTIAL.read(clause, context)
    assert [(f.amount.noun.text, f.subject.token) for f in facts] == [
        ("pens", doc[9]),
        ("erasers", doc[9]),
    ]


def test_there_are_in_a_text_with_no_place_is_held_by_the_scene():
    # "There are 5 apples ." -- no place anywhere: 'there' itself, the scene, holds them
    doc, clause, context = hand_clause(
        [*THERE_ARE[:4], (".", 1, "punct", "PUNCT", ".", ".")], "are"
    )
    assert EXISTENTIAL.claims(clause, context)
    (fact,) = EXISTENTIAL.read(clause, context)
    assert fact.subject.token == doc[0] and doc[0].dep_ == "expl"


def test_there_are_with_no_place_beside_a_place_elsewhere_abstains():
    # "There are 5 apples . 2 were in the box ." -- a place named elsewhere may be theirs
    rows = [
        *THERE_ARE[:4],
        (".", 1, "punct", "PUNCT", ".", "."),
        ("2", 6, "nsubj", "NUM", "CD", "2"),
        ("were", 6, "ROOT", "AUX", "VBD", "be"),
        ("in", 6, "prep", "ADP", "IN", "in"),
        ("the", 9, "det", "DET", "DT", "the"),
        ("box", 7, "pobj", "NOUN", "NN", "box"),
        (".", 6, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "are")
    assert EXISTENTIAL.claims(clause, context)
    with pytest.raises(Abstain) as caught:
        EXISTENTIAL.read(clause, context)
    assert caught.value.code == "unresolved-holder"


def test_be_with_its_quantity_as_an_attribute_of_a_named_subject_is_not_claimed():
    # "Sam is 9 ." -- no 'there', and the quantity is not the subject
    rows = [
        ("Sam", 1, "nsubj", "PROPN", "NNP", "Sam"),
        ("is", 1, "ROOT", "AUX", "VBZ", "be"),
        ("9", 1, "attr", "NUM", "CD", "9"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "is")
    assert not EXISTENTIAL.claims(clause, context)


def test_a_verb_other_than_be_is_not_claimed():
    _doc, clause, context = hand_clause(GIVE_TO, "gives")
    assert not EXISTENTIAL.claims(clause, context)


def test_two_places_on_the_quantity_abstain():
    # "There are 5 apples in the basket on the table ." -- both phrases on 'apples'
    rows = [
        *THERE_ARE[:7],
        ("on", 3, "prep", "ADP", "IN", "on"),
        ("the", 9, "det", "DET", "DT", "the"),
        ("table", 7, "pobj", "NOUN", "NN", "table"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "are")
    with pytest.raises(Abstain) as caught:
        EXISTENTIAL.read(clause, context)
    assert caught.value.code == "unresolved-holder"
