"""The passive construction: '7 apples were eaten by a goat' is a loss of the one earlier
holder; a passive state of damage is no event (hand-built parses)."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.constructions.passive import Passive
from wordproblem.components.ir import Attachment, FactKind

from ..handmade import replace_row
from .reading import _facts, hand_clause

PASSIVE = Passive()

# "7 apples were eaten by a goat ."
EATEN_BY = [
    ("7", 1, "nummod", "NUM", "CD", "7"),
    ("apples", 3, "nsubjpass", "NOUN", "NNS", "apple"),
    ("were", 3, "auxpass", "AUX", "VBD", "be"),
    ("eaten", 3, "ROOT", "VERB", "VBN", "eat"),
    ("by", 3, "agent", "ADP", "IN", "by"),
    ("a", 6, "det", "DET", "DT", "a"),
    ("goat", 4, "pobj", "NOUN", "NN", "goat"),
    (".", 3, "punct", "PUNCT", ".", "."),
]

# "Sally had 12 cards . 4 were torn ."
HAD_TORN = [
    ("Sally", 1, "nsubj", "PROPN", "NNP", "Sally"),
    ("had", 1, "ROOT", "VERB", "VBD", "have"),
    ("12", 3, "nummod", "NUM", "CD", "12"),
    ("cards", 1, "dobj", "NOUN", "NNS", "card"),
    (".", 1, "punct", "PUNCT", ".", "."),
    ("4", 7, "nsubjpass", "NUM", "CD", "4"),
    ("were", 7, "auxpass", "AUX", "VBD", "be"),
    ("torn", 7, "ROOT", "VERB", "VBN", "tear"),
    (".", 7, "punct", "PUNCT", ".", "."),
]

# "How many cards does Sally have ?" -- asks nothing about what remains
HOW_MANY_CARDS = [
    ("How", 1, "advmod", "SCONJ", "WRB", "how"),
    ("many", 2, "amod", "ADJ", "JJ", "many"),
    ("cards", 5, "dobj", "NOUN", "NNS", "card"),
    ("does", 5, "aux", "AUX", "VBZ", "do"),
    ("Sally", 5, "nsubj", "PROPN", "NNP", "Sally"),
    ("have", 5, "ROOT", "VERB", "VB", "have"),
    ("?", 5, "punct", "PUNCT", ".", "?"),
]


def test_a_passive_loss_names_no_holder_and_leaves_it_to_resolution():
    _, clause, context = hand_clause(EATEN_BY, "eaten")
    assert [how for _, how in clause.items] == [Attachment.PATIENT]
    assert PASSIVE.claims(clause, context)
    (fact,) = PASSIVE.read(clause, context)
    assert (fact.kind, fact.construction, fact.key) == (FactKind.LOSE, "passive", "eat")
    assert fact.subject.implied  # not the goat: the loser is the earlier holder of apples
    assert (fact.amount.value, fact.amount.noun.text) == (7, "apples")


def test_the_registry_reads_a_passive_loss_here():
    _, reading = _facts(EATEN_BY)
    assert [(f.construction, f.kind) for f in reading.facts] == [("passive", FactKind.LOSE)]


def test_a_passive_of_a_verb_that_is_not_a_loss_abstains():
    # "7 apples were given to Sam ." -- the giver is not named
    rows = [
        *replace_row(EATEN_BY, 3, ("given", 3, "ROOT", "VERB", "VBN", "give"))[:4],
        ("to", 3, "prep", "ADP", "IN", "to"),
        ("Sam", 4, "pobj", "PROPN", "NNP", "Sam"),
        (".", 3, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "given")
    assert PASSIVE.claims(clause, context)
    with pytest.raises(Abstain) as caught:
        PASSIVE.read(clause, context)
    assert caught.value.code == "passive"


def test_a_clause_whose_quantity_is_not_the_passive_subject_is_not_claimed():
    # "Sam eats 7 apples ." -- an object, not a patient
    rows = [
        ("Sam", 1, "nsubj", "PROPN", "NNP", "Sam"),
        ("eats", 1, "ROOT", "VERB", "VBZ", "eat"),
        ("7", 3, "nummod", "NUM", "CD", "7"),
        ("apples", 1, "dobj", "NOUN", "NNS", "apple"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "eats")
    assert not PASSIVE.claims(clause, context)


def test_damage_to_some_of_the_things_counted_before_is_no_event():
    _, clause, context = hand_clause(HAD_TORN, "torn", HOW_MANY_CARDS)
    assert PASSIVE.claims(clause, context)
    assert PASSIVE.read(clause, context) == []  # torn cards are still held


def test_damage_is_an_event_the_rules_do_not_read_when_the_question_asks_what_remains():
    # "... How many things are there left ?" -- 'left' may mean the cards not torn
    _, clause, context = hand_clause(HAD_TORN, "torn")
    with pytest.raises(Abstain) as caught:
        PASSIVE.read(clause, context)
    assert caught.value.code == "passive"


def test_damage_to_things_never_counted_is_not_a_part_of_them():
    # "Sally had 12 cards . 4 stamps were torn ."
    rows = [
        *HAD_TORN[:5],
        ("4", 6, "nummod", "NUM", "CD", "4"),
        ("stamps", 8, "nsubjpass", "NOUN", "NNS", "stamp"),
        *((w, h + 1, d, p, t, lem) for (w, h, d, p, t, lem) in HAD_TORN[6:]),
    ]
    _, clause, context = hand_clause(rows, "torn", HOW_MANY_CARDS)
    with pytest.raises(Abstain) as caught:
        PASSIVE.read(clause, context)
    assert caught.value.code == "passive"


def test_damage_the_text_names_again_matters_and_is_not_ignored():
    # "... How many torn cards does Sally have ?"
    question = [
        HOW_MANY_CARDS[0],
        HOW_MANY_CARDS[1],
        ("torn", 3, "amod", "ADJ", "JJ", "torn"),
        *((w, h + 1, d, p, t, lem) for (w, h, d, p, t, lem) in HOW_MANY_CARDS[2:]),
    ]
    question[1] = ("many", 3, "amod", "ADJ", "JJ", "many")
    _, clause, context = hand_clause(HAD_TORN, "torn", question)
    with pytest.raises(Abstain) as caught:
        PASSIVE.read(clause, context)
    assert caught.value.code == "passive"


def test_several_amounts_lost_in_one_passive_abstain():
    # "7 apples and 3 pears were eaten ."
    rows = [
        ("7", 1, "nummod", "NUM", "CD", "7"),
        ("apples", 6, "nsubjpass", "NOUN", "NNS", "apple"),
        ("and", 1, "cc", "CCONJ", "CC", "and"),
        ("3", 4, "nummod", "NUM", "CD", "3"),
        ("pears", 1, "conj", "NOUN", "NNS", "pear"),
        ("were", 6, "auxpass", "AUX", "VBD", "be"),
        ("eaten", 6, "ROOT", "VERB", "VBN", "eat"),
        (".", 6, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "eaten")
    assert [how for _, how in clause.items] == [Attachment.PATIENT, Attachment.PATIENT]
    with pytest.raises(Abstain) as caught:
        PASSIVE.read(clause, context)
    assert caught.value.code == "passive"
