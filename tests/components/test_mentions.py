"""Mentions: who and what a Doc names, on hand-built parses (no model)."""

from __future__ import annotations

from wordproblem.components.resolve.mentions import (
    Mentions,
    holder_name,
    is_counted,
    is_proper,
    scan_mentions,
)

from .handmade import GIVE_TO, HAS_EATS, RULES, Row, make_doc

# "Alyssa 's dog had puppies ." (the puppies are the amount the text leaves out)
HAD_PUPPIES: list[Row] = [
    ("Alyssa", 2, "poss", "PROPN", "NNP", "Alyssa"),
    ("'s", 0, "case", "PART", "POS", "'s"),
    ("dog", 3, "nsubj", "NOUN", "NN", "dog"),
    ("had", 3, "ROOT", "VERB", "VBD", "have"),
    ("puppies", 3, "dobj", "NOUN", "NNS", "puppy"),
    (".", 3, "punct", "PUNCT", ".", "."),
]


def test_people_are_named_in_text_order_and_a_counted_noun_is_no_holder():
    index = scan_mentions(make_doc(GIVE_TO), RULES.words)
    assert index.persons == ((0, "Tom"), (5, "Sam"))
    assert index.first == {"Tom": 0, "Sam": 5}
    assert index.things == ()  # "3 marbles" is what moves, not who holds
    assert index.agents == ((0, "Tom"),)  # the subject, not the recipient


def test_is_counted_reads_the_number_on_the_noun():
    doc = make_doc(GIVE_TO)
    assert is_counted(doc[3])  # "3 marbles"
    assert not is_counted(doc[0]) and not is_counted(doc[5])


def test_a_pronoun_is_no_mention_and_gender_comes_from_the_first_names():
    index = scan_mentions(make_doc(HAS_EATS), RULES.words, {"sam": "male"})
    assert index.persons == ((0, "Sam"),)
    assert index.gender == {"Sam": "male"}
    unknown = scan_mentions(make_doc(HAS_EATS), RULES.words, {"sam": "ambiguous"})
    assert unknown.gender == {}


def test_an_unstated_amounts_noun_is_counted_only_in_the_reading_that_values_it():
    doc = make_doc(HAD_PUPPIES)
    plain = scan_mentions(doc, RULES.words)
    assert "puppy" in plain.first  # read as a thing the text names
    valued = scan_mentions(doc, RULES.words, unstated={4})
    assert "puppy" not in valued.first and dict(valued.things) == {2: "Alyssa's dog"}
    assert not is_counted(doc[4]) and is_counted(doc[4], {4})
    assert valued.persons == plain.persons == ((0, "Alyssa"),)


# "The farm had cows in its barn . It sold 4 cows ."
FARM_BARN: list[Row] = [
    ("The", 1, "det", "DET", "DT", "the"),
    ("farm", 2, "nsubj", "NOUN", "NN", "farm"),
    ("had", 2, "ROOT", "VERB", "VBD", "have"),
    ("cows", 2, "dobj", "NOUN", "NNS", "cow"),
    ("in", 2, "prep", "ADP", "IN", "in"),
    ("its", 6, "poss", "PRON", "PRP$", "its"),
    ("barn", 4, "pobj", "NOUN", "NN", "barn"),
    (".", 2, "punct", "PUNCT", ".", "."),
    ("It", 9, "nsubj", "PRON", "PRP", "it"),
    ("sold", 9, "ROOT", "VERB", "VBD", "sell"),
    ("4", 11, "nummod", "NUM", "CD", "4"),
    ("cows", 9, "dobj", "NOUN", "NNS", "cow"),
    (".", 9, "punct", "PUNCT", ".", "."),
]


def test_a_subject_it_is_the_last_subject_thing_not_the_nearer_place():
    doc = make_doc(FARM_BARN)
    mentions = Mentions(scan_mentions(doc, RULES.words), RULES.words)
    assert mentions.name(doc[8]) == "farm"


def test_an_object_it_is_still_the_nearest_thing():
    rows = [*FARM_BARN[:8], ("Sam", 9, "nsubj", "PROPN", "NNP", "Sam"),
            ("painted", 9, "ROOT", "VERB", "VBD", "paint"), ("it", 9, "dobj", "PRON", "PRP", "it"),
            (".", 9, "punct", "PUNCT", ".", ".")]  # fmt: skip
    doc = make_doc(rows)
    mentions = Mentions(scan_mentions(doc, RULES.words), RULES.words)
    assert mentions.name(doc[10]) == "barn"


# "Ines had 9 figs . Ines ate 4 ." : the tagger reads the first 'Ines' as the plural of
# 'ine', the second as a name
INES_TWICE: list[Row] = [
    ("Ines", 1, "nsubj", "NOUN", "NNS", "ine"),
    ("had", 1, "ROOT", "VERB", "VBD", "have"),
    ("9", 3, "nummod", "NUM", "CD", "9"),
    ("figs", 1, "dobj", "NOUN", "NNS", "fig"),
    (".", 1, "punct", "PUNCT", ".", "."),
    ("Ines", 6, "nsubj", "PROPN", "NNP", "Ines"),
    ("ate", 6, "ROOT", "VERB", "VBD", "eat"),
    ("4", 6, "dobj", "NUM", "CD", "4"),
    (".", 6, "punct", "PUNCT", ".", "."),
]


def test_a_name_tagged_as_a_plural_is_the_name_it_is_elsewhere():
    doc = make_doc(INES_TWICE)
    assert is_proper(doc[0])
    assert holder_name(doc[0], frozenset(), frozenset()) == "Ines"
    # the same plural with no name elsewhere is a common noun ("Apples cost $2 each")
    alone = make_doc(INES_TWICE[:5])
    assert not is_proper(alone[0])
