"""The purpose construction: 'Lena has 9 letters to mail' is a holding (hand-built parses)."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.constructions.purpose import Purpose
from wordproblem.components.ir import Attachment, FactKind

from ..handmade import replace_row
from .reading import _facts, hand_clause

PURPOSE = Purpose()

# "Lena has 9 letters to mail ." as the parser reads it: the letters are the subject of
# the infinitive, which is a complement of 'has'
TO_MAIL = [
    ("Lena", 1, "nsubj", "PROPN", "NNP", "Lena"),
    ("has", 1, "ROOT", "VERB", "VBZ", "have"),
    ("9", 3, "nummod", "NUM", "CD", "9"),
    ("letters", 5, "nsubj", "NOUN", "NNS", "letter"),
    ("to", 5, "aux", "PART", "TO", "to"),
    ("mail", 1, "ccomp", "VERB", "VB", "mail"),
    (".", 1, "punct", "PUNCT", ".", "."),
]


def test_the_holder_of_a_quantity_held_for_a_purpose_holds_it():
    doc, clause, context = hand_clause(TO_MAIL, "mail")
    assert clause.items[0][1] is Attachment.MOVER  # the parse's subject of 'mail'
    assert PURPOSE.claims(clause, context)
    (fact,) = PURPOSE.read(clause, context)
    assert (fact.kind, fact.construction, fact.key) == (FactKind.POSSESS, "purpose", "have")
    assert fact.verb == doc[1]  # the holding verb, not the infinitive
    assert fact.subject.token == doc[0] and not fact.generic
    assert (fact.amount.value, fact.amount.noun.text) == (9, "letters")


def test_the_registry_reads_it_as_a_holding_not_as_a_mover():
    _, reading = _facts(TO_MAIL)
    assert [(f.construction, f.kind) for f in reading.facts] == [("purpose", FactKind.POSSESS)]


def test_a_common_noun_holder_is_generic():
    # "The waiter has 9 letters to mail ."
    rows = [("The", 1, "det", "DET", "DT", "the")] + [
        (w, h + 1, d, p, t, lem) for (w, h, d, p, t, lem) in TO_MAIL
    ]
    rows[1] = ("waiter", 2, "nsubj", "NOUN", "NN", "waiter")
    doc, clause, context = hand_clause(rows, "mail")
    (fact,) = PURPOSE.read(clause, context)
    assert fact.subject.token == doc[1] and fact.generic


@pytest.mark.parametrize(
    "row",
    [
        ("asks", 1, "ROOT", "VERB", "VBZ", "ask"),  # a verb the lexicon lacks
        ("gets", 1, "ROOT", "VERB", "VBZ", "get"),  # a verb of gain: a purpose, not a holding
    ],
)
def test_a_verb_that_is_not_of_holding_is_not_claimed(row):
    # "Lena asks 9 letters to mail .", "Lena gets 9 letters to mail ."
    rows = replace_row(TO_MAIL, 1, row)
    _, clause, context = hand_clause(rows, "mail")
    assert not PURPOSE.claims(clause, context)


def test_a_complement_without_to_is_not_claimed():
    # "Lena has 9 letters mail ." -- no infinitive marker: no purpose
    rows = replace_row(TO_MAIL, 4, ("now", 5, "advmod", "ADV", "RB", "now"))
    _, clause, context = hand_clause(rows, "mail")
    assert not PURPOSE.claims(clause, context)


def test_a_holding_verb_with_its_own_object_is_not_claimed():
    # "Lena has time 9 letters to mail ." -- 'has' holds 'time', the letters are elsewhere
    rows = [*TO_MAIL[:2], ("time", 1, "dobj", "NOUN", "NN", "time")] + [
        (w, h + 1 if h > 1 else h, d, p, t, lem) for (w, h, d, p, t, lem) in TO_MAIL[2:]
    ]
    _, clause, context = hand_clause(rows, "mail")
    assert not PURPOSE.claims(clause, context)


def test_two_holders_of_one_amount_abstain():
    # "Lena and Omar have 9 letters to mail ."
    rows = [
        ("Lena", 3, "nsubj", "PROPN", "NNP", "Lena"),
        ("and", 0, "cc", "CCONJ", "CC", "and"),
        ("Omar", 0, "conj", "PROPN", "NNP", "Omar"),
        ("have", 3, "ROOT", "VERB", "VBP", "have"),
        ("9", 5, "nummod", "NUM", "CD", "9"),
        ("letters", 7, "nsubj", "NOUN", "NNS", "letter"),
        ("to", 7, "aux", "PART", "TO", "to"),
        ("mail", 3, "ccomp", "VERB", "VB", "mail"),
        (".", 3, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "mail")
    assert PURPOSE.claims(clause, context)
    with pytest.raises(Abstain) as caught:
        PURPOSE.read(clause, context)
    assert caught.value.code == "plural-holder"
