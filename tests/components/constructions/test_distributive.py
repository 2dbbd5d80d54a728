"""The distributive construction: 'Sam and Ann each have 5 apples' is one holding per name
(hand-built parses)."""

from __future__ import annotations

from wordproblem.components.constructions.distributive import Distributive
from wordproblem.components.ir import FactKind

from ..handmade import replace_row
from .reading import _facts, hand_clause

DISTRIBUTIVE = Distributive()

# "Sam and Ann each have 5 apples ."
EACH_HAVE = [
    ("Sam", 4, "nsubj", "PROPN", "NNP", "Sam"),
    ("and", 0, "cc", "CCONJ", "CC", "and"),
    ("Ann", 0, "conj", "PROPN", "NNP", "Ann"),
    ("each", 4, "advmod", "DET", "DT", "each"),
    ("have", 4, "ROOT", "VERB", "VBP", "have"),
    ("5", 6, "nummod", "NUM", "CD", "5"),
    ("apples", 4, "dobj", "NOUN", "NNS", "apple"),
    (".", 4, "punct", "PUNCT", ".", "."),
]

# "Sam , Ann and Kim found 5 shells each ."
FOUND_EACH = [
    ("Sam", 5, "nsubj", "PROPN", "NNP", "Sam"),
    (",", 0, "punct", "PUNCT", ",", ","),
    ("Ann", 0, "conj", "PROPN", "NNP", "Ann"),
    ("and", 2, "cc", "CCONJ", "CC", "and"),
    ("Kim", 2, "conj", "PROPN", "NNP", "Kim"),
    ("found", 5, "ROOT", "VERB", "VBD", "find"),
    ("5", 7, "nummod", "NUM", "CD", "5"),
    ("shells", 5, "dobj", "NOUN", "NNS", "shell"),
    ("each", 7, "advmod", "DET", "DT", "each"),
    (".", 5, "punct", "PUNCT", ".", "."),
]


def test_each_after_the_names_gives_every_name_the_holding():
    doc, clause, context = hand_clause(EACH_HAVE, "have")
    assert DISTRIBUTIVE.claims(clause, context)
    facts = DISTRIBUTIVE.read(clause, context)
    assert [f.subject.token for f in facts] == [doc[0], doc[2]]
    assert {(f.kind, f.construction, f.key) for f in facts} == {
        (FactKind.POSSESS, "distributive", "have")
    }
    assert all(f.amount.value == 5 and f.amount.noun == doc[6] for f in facts)
    assert all(f.cues == (3,) for f in facts)  # the 'each' is accounted for


def test_each_after_the_object_of_a_gain_gives_every_name_the_gain_from_nobody():
    _, clause, context = hand_clause(FOUND_EACH, "found")
    facts = DISTRIBUTIVE.read(clause, context)
    assert [f.subject.token.text for f in facts] == ["Sam", "Ann", "Kim"]
    assert all(f.kind is FactKind.GAIN and f.party is None for f in facts)
    assert all(f.cues == (8,) for f in facts)


def test_the_registry_claims_the_each_so_coverage_does_not_call_it_a_rate():
    _, reading = _facts(EACH_HAVE)
    assert [f.construction for f in reading.facts] == ["distributive", "distributive"]
    assert reading.claimed == frozenset({3}) and not reading.failures


def test_each_before_a_common_noun_subject_is_not_claimed():
    # "The girls each have 5 apples ." -- no names to count the holders by
    rows = [
        ("The", 1, "det", "DET", "DT", "the"),
        ("girls", 3, "nsubj", "NOUN", "NNS", "girl"),
        *((w, h - 1, d, p, t, lem) for (w, h, d, p, t, lem) in EACH_HAVE[3:]),
    ]
    _, clause, context = hand_clause(rows, "have")
    assert not DISTRIBUTIVE.claims(clause, context)


def test_a_single_name_is_not_a_list_of_holders():
    # "Sam each has 5 apples ."
    rows = [
        ("Sam", 2, "nsubj", "PROPN", "NNP", "Sam"),
        ("each", 2, "advmod", "DET", "DT", "each"),
        ("has", 2, "ROOT", "VERB", "VBZ", "have"),
        ("5", 4, "nummod", "NUM", "CD", "5"),
        ("apples", 2, "dobj", "NOUN", "NNS", "apple"),
        (".", 2, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "has")
    assert not DISTRIBUTIVE.claims(clause, context)


def test_a_final_each_that_does_not_end_the_sentence_is_not_claimed():
    # "Sam , Ann and Kim found 5 shells each day ." -- 'each day' is a rate over time
    rows = [
        *FOUND_EACH[:8],
        ("each", 9, "det", "DET", "DT", "each"),
        ("day", 5, "npadvmod", "NOUN", "NN", "day"),
        (".", 5, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "found")
    assert not DISTRIBUTIVE.claims(clause, context)


def test_a_loss_is_not_read_distributively():
    # "Sam and Ann each lost 5 apples ." -- only holdings and gains (the data's classes)
    rows = replace_row(EACH_HAVE, 4, ("lost", 4, "ROOT", "VERB", "VBD", "lose"))
    _, clause, context = hand_clause(rows, "lost")
    assert clause.entry is not None and clause.entry[1].cls == "lose"
    assert not DISTRIBUTIVE.claims(clause, context)


def test_a_gain_with_another_side_is_not_claimed():
    # "Sam and Ann each got 5 apples from Kim ." -- each from Kim: an exchange, not a list
    rows = [
        *replace_row(EACH_HAVE, 4, ("got", 4, "ROOT", "VERB", "VBD", "get"))[:7],
        ("from", 4, "prep", "ADP", "IN", "from"),
        ("Kim", 7, "pobj", "PROPN", "NNP", "Kim"),
        (".", 4, "punct", "PUNCT", ".", "."),
    ]
    _, clause, context = hand_clause(rows, "got")
    assert not DISTRIBUTIVE.claims(clause, context)
