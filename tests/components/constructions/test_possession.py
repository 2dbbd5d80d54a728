"""The possession construction: a verb of holding gives its subject its quantities
(hand-built parses)."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.constructions.possession import Possession, subject_ref
from wordproblem.components.ir import Attachment, FactKind, HolderRef

from ..handmade import GIVE_TO, HAS_EATS
from .reading import _facts, hand_clause

POSSESSION = Possession()

# "Sam has 5 apples and 3 pears ."
APPLES_AND_PEARS = [
    ("Sam", 1, "nsubj", "PROPN", "NNP", "Sam"),
    ("has", 1, "ROOT", "VERB", "VBZ", "have"),
    ("5", 3, "nummod", "NUM", "CD", "5"),
    ("apples", 1, "dobj", "NOUN", "NNS", "apple"),
    ("and", 3, "cc", "CCONJ", "CC", "and"),
    ("3", 6, "nummod", "NUM", "CD", "3"),
    ("pears", 3, "conj", "NOUN", "NNS", "pear"),
    (".", 1, "punct", "PUNCT", ".", "."),
]

# "The box contains 12 pens ."
BOX_CONTAINS = [
    ("The", 1, "det", "DET", "DT", "the"),
    ("box", 2, "nsubj", "NOUN", "NN", "box"),
    ("contains", 2, "ROOT", "VERB", "VBZ", "contain"),
    ("12", 4, "nummod", "NUM", "CD", "12"),
    ("pens", 2, "dobj", "NOUN", "NNS", "pen"),
    (".", 2, "punct", "PUNCT", ".", "."),
]


def test_the_subject_holds_the_object():
    doc, clause, context = hand_clause(HAS_EATS[:5], "has")
    assert POSSESSION.claims(clause, context)
    (fact,) = POSSESSION.read(clause, context)
    assert (fact.kind, fact.construction, fact.key) == (FactKind.POSSESS, "possession", "have")
    assert fact.subject == HolderRef(doc[0]) and not fact.generic
    assert (fact.amount.value, fact.amount.noun.text, fact.party) == (5, "apples", None)


def test_each_of_several_objects_is_a_holding_of_its_own():
    doc, clause, context = hand_clause(APPLES_AND_PEARS, "has")
    facts = POSSESSION.read(clause, context)
    assert [(f.amount.value, f.amount.noun.text) for f in facts] == [(5, "apples"), (3, "pears")]
    assert {f.subject.token for f in facts} == {doc[0]}


def test_a_common_noun_holder_is_generic():
    doc, clause, context = hand_clause(BOX_CONTAINS, "contains")
    (fact,) = POSSESSION.read(clause, context)
    assert (fact.key, fact.subject.token, fact.generic) == ("contain", doc[1], True)


def test_a_holding_with_a_particle_reads_the_particle_s_entry():
    # "Sam starts with 7 caps ."
    rows = [
        ("Sam", 1, "nsubj", "PROPN", "NNP", "Sam"),
        ("starts", 1, "ROOT", "VERB", "VBZ", "start"),
        ("with", 1, "prep", "ADP", "IN", "with"),
        ("7", 4, "nummod", "NUM", "CD", "7"),
        ("caps", 2, "pobj", "NOUN", "NNS", "cap"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "starts")
    assert clause.items[0][1] is Attachment.WITH
    (fact,) = POSSESSION.read(clause, context)
    assert (fact.key, fact.amount.value) == ("start with", 7)


def test_verbs_of_gain_and_loss_are_left_to_exchange():
    _, clause, context = hand_clause(GIVE_TO, "gives")
    assert not POSSESSION.claims(clause, context)


def test_a_coordinated_subject_abstains_as_a_plural_holder():
    # "Sam and Ann have 5 apples ." -- not each, not together: who holds what is unknown
    rows = [
        ("Sam", 3, "nsubj", "PROPN", "NNP", "Sam"),
        ("and", 0, "cc", "CCONJ", "CC", "and"),
        ("Ann", 0, "conj", "PROPN", "NNP", "Ann"),
        ("have", 3, "ROOT", "VERB", "VBP", "have"),
        ("5", 5, "nummod", "NUM", "CD", "5"),
        ("apples", 3, "dobj", "NOUN", "NNS", "apple"),
        (".", 3, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "have")
    assert POSSESSION.claims(clause, context)
    with pytest.raises(Abstain) as caught:
        POSSESSION.read(clause, context)
    assert caught.value.code == "plural-holder"
    _, reading = _facts(rows)  # and no other construction reads it instead
    assert [f.code for f in reading.failures] == ["plural-holder"]


def test_a_holding_with_no_subject_abstains():
    # "Has 5 apples ."
    rows = [
        ("Has", 0, "ROOT", "VERB", "VBZ", "have"),
        ("5", 2, "nummod", "NUM", "CD", "5"),
        ("apples", 0, "dobj", "NOUN", "NNS", "apple"),
        (".", 0, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "Has")
    with pytest.raises(Abstain) as caught:
        POSSESSION.read(clause, context)
    assert caught.value.code == "unresolved-holder"
    with pytest.raises(Abstain) as caught:  # the subject finder the other constructions share
        subject_ref(clause, context)
    assert caught.value.code == "unresolved-holder"
