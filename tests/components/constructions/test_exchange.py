"""The exchange construction: gains and losses of the lexicon, with the other side when named."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.constructions.exchange import Exchange, is_partitive
from wordproblem.components.ir import FactKind, HolderRef

from ..handmade import GIVE_TO, HAS_EATS, OUT_OF
from .reading import _facts, hand_clause

EXCHANGE = Exchange()


def test_exchange_reads_a_loss_with_its_receiver():
    doc, reading = _facts(GIVE_TO)
    (fact,) = reading.facts
    assert (fact.kind, fact.construction, fact.key) == (FactKind.LOSE, "exchange", "give")
    assert fact.subject == HolderRef(doc[0])
    assert fact.party is not None and fact.party.token == doc[5]
    assert (fact.amount.value, fact.amount.noun.text) == (3, "marbles")
    assert fact.name is None  # names come from resolution, not from the construction


def test_exchange_reads_the_source_of_a_gain():
    doc, reading = _facts(OUT_OF)
    (fact,) = reading.facts
    assert fact.kind is FactKind.GAIN
    assert fact.party.token == doc[7]


# --- added: the sides of an exchange, and a part taken from nobody ---


def test_a_dative_is_the_receiver_of_a_loss():
    # "Tom gave Sara 3 marbles ."
    rows = [
        ("Tom", 1, "nsubj", "PROPN", "NNP", "Tom"),
        ("gave", 1, "ROOT", "VERB", "VBD", "give"),
        ("Sara", 1, "dative", "PROPN", "NNP", "Sara"),
        ("3", 4, "nummod", "NUM", "CD", "3"),
        ("marbles", 1, "dobj", "NOUN", "NNS", "marble"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    doc, clause, context = hand_clause(rows, "gave")
    (fact,) = EXCHANGE.read(clause, context)
    assert (fact.kind, fact.subject.token, fact.party.token) == (FactKind.LOSE, doc[0], doc[2])


def test_a_possessive_her_before_the_amount_is_a_fallback_receiver():
    # "Tom gave her 9 nickels ." parsed with 'her' as the possessive of 'nickels'
    rows = [
        ("Tom", 1, "nsubj", "PROPN", "NNP", "Tom"),
        ("gave", 1, "ROOT", "VERB", "VBD", "give"),
        ("her", 4, "poss", "PRON", "PRP", "she"),
        ("9", 4, "nummod", "NUM", "CD", "9"),
        ("nickels", 1, "dobj", "NOUN", "NNS", "nickel"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    doc, clause, context = hand_clause(rows, "gave")
    (fact,) = EXCHANGE.read(clause, context)
    assert fact.party.token is None and fact.party.fallbacks == (doc[2],)


def test_a_verb_whose_other_side_is_implied_marks_the_party_implied():
    # "Ann takes 2 pears ." -- from the one earlier holder of pears
    _doc, clause, context = hand_clause([*OUT_OF[:4], OUT_OF[-1]], "takes")
    (fact,) = EXCHANGE.read(clause, context)
    assert (fact.kind, fact.party.token, fact.party.implied) == (FactKind.GAIN, None, True)


def test_a_common_noun_subject_is_generic():
    # "The rabbits ate 3 carrots ."
    rows = [
        ("The", 1, "det", "DET", "DT", "the"),
        ("rabbits", 2, "nsubj", "NOUN", "NNS", "rabbit"),
        ("ate", 2, "ROOT", "VERB", "VBD", "eat"),
        ("3", 4, "nummod", "NUM", "CD", "3"),
        ("carrots", 2, "dobj", "NOUN", "NNS", "carrot"),
        (".", 2, "punct", "PUNCT", ".", "."),
    ]
    doc, clause, context = hand_clause(rows, "ate")
    (fact,) = EXCHANGE.read(clause, context)
    assert (fact.kind, fact.key, fact.subject.token, fact.generic) == (
        FactKind.LOSE,
        "eat",
        doc[1],
        True,
    )


# "Ann found 3 of the shells ."
FOUND_OF_THE = [
    ("Ann", 1, "nsubj", "PROPN", "NNP", "Ann"),
    ("found", 1, "ROOT", "VERB", "VBD", "find"),
    ("3", 1, "dobj", "NUM", "CD", "3"),
    ("of", 2, "prep", "ADP", "IN", "of"),
    ("the", 5, "det", "DET", "DT", "the"),
    ("shells", 3, "pobj", "NOUN", "NNS", "shell"),
    (".", 1, "punct", "PUNCT", ".", "."),
]


def test_a_part_of_a_known_set_gained_from_nobody_abstains():
    _, clause, context = hand_clause(FOUND_OF_THE, "found")
    assert is_partitive(clause.amounts[0])
    with pytest.raises(Abstain) as caught:
        EXCHANGE.read(clause, context)
    assert caught.value.code == "partitive-gain"  # the shells may be Ann's own already


def test_a_measure_of_a_is_no_part_of_a_known_set():
    # "Ann used 0.5 of a cup ." -- 'a cup' names no set the text knows
    rows = [
        ("Ann", 1, "nsubj", "PROPN", "NNP", "Ann"),
        ("used", 1, "ROOT", "VERB", "VBD", "use"),
        ("0.5", 1, "dobj", "NUM", "CD", "0.5"),
        ("of", 2, "prep", "ADP", "IN", "of"),
        ("a", 5, "det", "DET", "DT", "a"),
        ("cup", 3, "pobj", "NOUN", "NN", "cup"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    _, clause, _ = hand_clause(rows, "used")
    assert not is_partitive(clause.amounts[0])


def test_verbs_of_holding_are_not_claimed():
    _doc, clause, context = hand_clause(HAS_EATS[:5], "has")
    assert not EXCHANGE.claims(clause, context)
