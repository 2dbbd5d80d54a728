"""The share construction: a total split equally into groups."""

from __future__ import annotations

import msgspec
import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.constructions.share import Share
from wordproblem.components.ir import Attachment, FactKind

from .reading import _facts, bare_clause, hand_clause

# --- share: a total split equally into groups ---

# "Ivan splits 45 cherries equally between his 5 cousins ."
SPLITS_BETWEEN = [
    ("Ivan", 1, "nsubj", "PROPN", "NNP", "Ivan"),
    ("splits", 1, "ROOT", "VERB", "VBZ", "split"),
    ("45", 3, "nummod", "NUM", "CD", "45"),
    ("cherries", 1, "dobj", "NOUN", "NNS", "cherry"),
    ("equally", 1, "advmod", "ADV", "RB", "equally"),
    ("between", 1, "prep", "ADP", "IN", "between"),
    ("his", 8, "poss", "PRON", "PRP$", "his"),
    ("5", 8, "nummod", "NUM", "CD", "5"),
    ("cousins", 5, "pobj", "NOUN", "NNS", "cousin"),
    (".", 1, "punct", "PUNCT", ".", "."),
]


def test_share_reads_the_total_and_the_groups():
    doc, reading = _facts(SPLITS_BETWEEN)
    (fact,) = reading.facts
    assert (fact.kind, fact.construction) == (FactKind.SHARE, "share")
    assert fact.subject.token == doc[0]
    assert (fact.amount.value, fact.amount.noun.text) == (45, "cherries")
    assert (fact.share.groups.value, fact.share.groups.noun.text) == (5, "cousins")
    assert fact.share.each is None  # the question here asks about no cousin


def test_putting_into_groups_without_equally_is_no_share():
    rows = [list(r) for r in SPLITS_BETWEEN]
    rows[1] = ["puts", 1, "ROOT", "VERB", "VBZ", "put"]
    rows[4] = ["then", 1, "advmod", "ADV", "RB", "then"]
    rows[5] = ["into", 1, "prep", "ADP", "IN", "into"]
    _, reading = _facts([tuple(r) for r in rows])
    assert not any(f.kind is FactKind.SHARE for f in reading.facts)


# --- added: 'them', the question's 'each', and splits that are not one ---

SHARE = Share()


def test_sharing_them_leaves_the_total_to_resolution():
    # "Ivan shares them among 5 cousins ."
    rows = [
        ("Ivan", 1, "nsubj", "PROPN", "NNP", "Ivan"),
        ("shares", 1, "ROOT", "VERB", "VBZ", "share"),
        ("them", 1, "dobj", "PRON", "PRP", "they"),
        ("among", 1, "prep", "ADP", "IN", "among"),
        ("5", 5, "nummod", "NUM", "CD", "5"),
        ("cousins", 3, "pobj", "NOUN", "NNS", "cousin"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    doc, clause, context = hand_clause(rows, "shares")
    assert SHARE.claims(clause, context)
    (fact,) = SHARE.read(clause, context)
    assert (fact.kind, fact.key, fact.amount) == (FactKind.SHARE, "share", None)
    assert (fact.share.groups.value, fact.subject.token) == (5, doc[0])


def test_the_question_s_each_group_is_claimed_by_the_share():
    # "... How many cherries does each cousin get ?"
    question = [
        ("How", 1, "advmod", "SCONJ", "WRB", "how"),
        ("many", 2, "amod", "ADJ", "JJ", "many"),
        ("cherries", 6, "dobj", "NOUN", "NNS", "cherry"),
        ("does", 6, "aux", "AUX", "VBZ", "do"),
        ("each", 5, "det", "DET", "DT", "each"),
        ("cousin", 6, "nsubj", "NOUN", "NN", "cousin"),
        ("get", 6, "ROOT", "VERB", "VB", "get"),
        ("?", 6, "punct", "PUNCT", ".", "?"),
    ]
    doc, clause, context = hand_clause(SPLITS_BETWEEN, "splits", question)
    (fact,) = SHARE.read(clause, context)
    assert fact.share.each == doc[14] and fact.cues == (14,)


def test_a_holding_named_as_a_whole_is_shared_through_resolution():
    # "Ivan splits the cherries equally between his 5 cousins ." -- all his cherries: the
    # total is left to resolution, which checks that the noun is the unit shared
    rows = [
        *SPLITS_BETWEEN[:2],
        ("the", 3, "det", "DET", "DT", "the"),
        *SPLITS_BETWEEN[3:],
    ]
    doc, clause, context = hand_clause(rows, "splits")
    assert SHARE.claims(clause, context)
    (fact,) = SHARE.read(clause, context)
    assert fact.amount is None and fact.share.rest is None
    assert fact.share.whole == doc[3]


@pytest.mark.parametrize(
    "det",
    [
        ("some", 3, "det", "DET", "DT", "some"),  # an amount the text does not give
        ("ripe", 3, "amod", "ADJ", "JJ", "ripe"),  # a part of the cherries, not the whole
    ],
)
def test_a_share_of_a_total_with_no_number_and_no_whole_abstains(det):
    # "Ivan splits some cherries equally between his 5 cousins ."
    rows = [*SPLITS_BETWEEN[:2], det, *SPLITS_BETWEEN[3:]]
    _, clause, context = hand_clause(rows, "splits")
    assert SHARE.claims(clause, context)
    with pytest.raises(Abstain) as caught:
        SHARE.read(clause, context)
    assert caught.value.code == "rate"


def test_groups_into_which_things_are_put_not_equally_abstain_with_rate():
    # "Ivan puts 45 cherries then into his 5 cousins ." -- the attachment (clauses.py)
    # already refuses such groups; offered them anyway, the share refuses them too
    rows = [list(r) for r in SPLITS_BETWEEN]
    rows[1] = ["puts", 1, "ROOT", "VERB", "VBZ", "put"]
    rows[4] = ["then", 1, "advmod", "ADV", "RB", "then"]
    rows[5] = ["into", 1, "prep", "ADP", "IN", "into"]
    _, clause, context = bare_clause([tuple(r) for r in rows], "puts")
    (total, _), (groups, how) = clause.items
    assert how is not Attachment.RATE
    clause = msgspec.structs.replace(
        clause, items=((total, Attachment.THEME), (groups, Attachment.RATE))
    )
    assert SHARE.claims(clause, context)
    with pytest.raises(Abstain) as caught:
        SHARE.read(clause, context)
    assert caught.value.code == "rate"


def test_a_verb_that_does_not_split_is_not_claimed():
    # "Ivan gives 45 cherries equally between his 5 cousins ."
    rows = [list(r) for r in SPLITS_BETWEEN]
    rows[1] = ["gives", 1, "ROOT", "VERB", "VBZ", "give"]
    _, clause, context = hand_clause([tuple(r) for r in rows], "gives")
    assert not SHARE.claims(clause, context)
