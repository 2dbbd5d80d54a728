"""What every construction is given and must provide: Context, PLAIN, entry, is_generic."""

from __future__ import annotations

import msgspec
import pytest
from wordproblem.components.constructions import CONSTRUCTIONS
from wordproblem.components.constructions.base import PLAIN, Context, entry, is_generic
from wordproblem.components.ir import Attachment

from ..handmade import GIVE_TO, RULES, make_doc
from .reading import hand_clause


def test_plain_is_every_attachment_but_the_five_a_v1_construction_cannot_read():
    assert frozenset(Attachment) - PLAIN == {
        Attachment.OBLIQUE,  # a price on a preposition: purchase
        Attachment.PATIENT,  # a passive's subject: passive
        Attachment.RATE,  # inside a rate phrase: rate and share
        Attachment.ADVERBIAL,  # a prepositional phrase: tally
        Attachment.GAPPED,  # a name's number in a clause left out: gapping
    }
    assert {Attachment.THEME, Attachment.WITH, Attachment.SUBJECT, Attachment.MOVER} <= PLAIN


def test_a_context_is_frozen_and_gives_nothing_beyond_the_rules_by_default():
    context = Context(RULES, {})
    assert (context.data, context.query, context.unstated) == ({}, None, frozenset())
    with pytest.raises(AttributeError):
        context.query = None  # type: ignore[misc]
    assert msgspec.structs.replace(context, unstated=frozenset({3})).unstated == {3}


def test_entry_gives_the_key_and_frame_of_a_listed_verb():
    _, clause, _ = hand_clause(GIVE_TO, "gives")
    key, frame = entry(clause)
    assert (key, frame.cls) == ("give", "lose")


def test_entry_refuses_a_clause_whose_verb_the_lexicon_lacks():
    rows = [
        ("juggles", 1, "ROOT", "VERB", "VBZ", "juggle") if r[0] == "gives" else r for r in GIVE_TO
    ]
    _, clause, _ = hand_clause(rows, "juggles")
    with pytest.raises(AssertionError, match="lexicon lacks"):
        entry(clause)


@pytest.mark.parametrize(
    ("row", "generic"),
    [
        (("rabbits", 1, "nsubj", "NOUN", "NNS", "rabbit"), True),  # "the rabbits"
        (("Tom", 1, "nsubj", "PROPN", "NNP", "Tom"), False),  # a name
        (("She", 1, "nsubj", "PRON", "PRP", "she"), False),  # a pronoun
        (("Ravi", 1, "nsubj", "NOUN", "NN", "ravi"), False),  # a bare singular: a name
    ],
)
def test_is_generic_is_true_of_a_common_noun_subject_only(row, generic):
    doc = make_doc([row, ("ate", 1, "ROOT", "VERB", "VBD", "eat")])
    assert is_generic(doc[0]) is generic


def test_every_construction_declares_name_attachments_and_data_type():
    names = [c.name for c in CONSTRUCTIONS]
    assert len(names) == len(set(names))  # a name is also its data's key: one each
    for construction in CONSTRUCTIONS:
        assert isinstance(construction.attachments, frozenset)
        assert construction.attachments <= frozenset(Attachment)
        assert construction.data_type is None or issubclass(construction.data_type, msgspec.Struct)
