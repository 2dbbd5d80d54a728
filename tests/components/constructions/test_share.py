"""The share construction: a total split equally into groups."""

from __future__ import annotations

from wordproblem.components.ir import FactKind

from .reading import _facts

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
