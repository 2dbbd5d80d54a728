"""The measure and distance constructions: a stated length or weight as the holding of
the thing measured, and the described things a question selects (parsed with the model)."""

from __future__ import annotations

import msgspec
import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.constructions.measure import (
    MEASURE,
    Distance,
    Measure,
    MeasureData,
    Thing,
    describe,
    stated_times,
    subject_phrase,
)
from wordproblem.components.ir import FactKind

from ..handmade import make_doc
from .reading import parsed_clauses

MEASURE_ = Measure()
DISTANCE = Distance()
WORMS = " How much longer is the red worm than the blue worm?"


def _clause(nlp, text, verb, question=WORMS):
    doc, found, context = parsed_clauses(nlp, text + question)
    (clause,) = [c for c in found if c.verb.i == verb]
    return doc, clause, context


def _abstention(construction, clause, context):
    assert construction.claims(clause, context)
    with pytest.raises(Abstain) as caught:
        construction.read(clause, context)
    return caught.value.code


def test_be_with_a_length_is_the_subject_s_holding_of_it(nlp):
    text = "Maya's kite string is 0.6 mile."
    doc, clause, context = _clause(nlp, text, 4)
    assert (doc[3].dep_, doc[6].dep_) == ("nsubj", "attr")
    assert MEASURE_.claims(clause, context)
    (fact,) = MEASURE_.read(clause, context)
    assert (fact.kind, fact.construction, fact.key) == (FactKind.POSSESS, "measure", "be")
    assert fact.frame is MEASURE and fact.subject.token == doc[3]
    assert (float(fact.amount.value), fact.amount.noun.text) == (0.6, "mile")


def test_a_length_with_its_adjective_is_read(nlp):
    doc, clause, context = _clause(nlp, "The red worm was 4 inches long.", 3)
    assert doc[6].dep_ == "acomp"
    (fact,) = MEASURE_.read(clause, context)
    assert fact.subject.token == doc[2] and fact.amount.value == 4


def test_a_measuring_verb_of_its_own_dimension_is_read(nlp):
    question = " How much more did the bag weigh than the box?"
    doc, clause, context = _clause(nlp, "The bag of rice weighed 12 pounds.", 4, question)
    (fact,) = MEASURE_.read(clause, context)
    assert (fact.key, fact.subject.token, fact.amount.value) == ("weigh", doc[1], 12)


def test_a_relative_clause_measures_the_noun_it_is_on(nlp):
    doc, clause, context = _clause(nlp, "Nadia drew a line that was 7 inches long.", 5)
    assert (doc[4].lower_, doc[5].dep_) == ("that", "relcl")
    (fact,) = MEASURE_.read(clause, context)
    assert fact.subject.token == doc[3]  # the line, not 'that'


def test_an_amount_that_is_no_unit_of_measure_is_not_claimed(nlp):
    _, clause, context = _clause(nlp, "The red box was 4 apples.", 3)
    assert not MEASURE_.claims(clause, context)


def test_a_weight_said_to_be_long_abstains(nlp):
    _, clause, context = _clause(nlp, "The red worm was 4 pounds long.", 3)
    assert _abstention(MEASURE_, clause, context) == "comparative"


def test_weighing_a_length_abstains(nlp):
    question = " How much more did the bag weigh than the box?"
    _, clause, context = _clause(nlp, "The bag of rice weighed 12 inches.", 4, question)
    assert _abstention(MEASURE_, clause, context) == "comparative"


def test_a_measure_at_a_time_is_read_with_its_time(nlp):
    """A measure placed at a time starts the events after it ("was 4 inches tall last
    year. It grew 2 inches."); a contrast of two abstains on it (difference.name_measures)."""
    doc, clause, context = _clause(nlp, "The red worm was 4 inches tall last year.", 3)
    assert doc[8].dep_ == "npadvmod"  # 'year' on the verb
    (fact,) = MEASURE_.read(clause, context)
    assert (fact.kind, fact.subject.token, float(fact.amount.value)) == (
        FactKind.POSSESS,
        doc[2],
        4.0,
    )
    assert stated_times(doc[3], context.rules.words.time_words) == [doc[8]]


def test_a_measure_under_a_condition_is_not_plain_and_abstains(nlp):
    _, clause, context = _clause(nlp, "The red worm was 4 inches tall when it was wet.", 3)
    assert _abstention(MEASURE_, clause, context) == "comparative"


def test_two_things_measured_at_once_abstain(nlp):
    text = "The red worm and the blue worm were 4 inches long."
    doc, clause, context = _clause(nlp, text, 7)
    assert doc[6].dep_ == "conj"
    assert _abstention(MEASURE_, clause, context) == "comparative"


RUN_WALK = " How much farther did Ben run than walk?"


def test_each_verb_of_moving_is_a_distance_of_its_mover(nlp):
    doc, found, context = parsed_clauses(nlp, "Ben ran 0.5 mile and walked 0.3 mile." + RUN_WALK)
    assert (doc[3].dep_, doc[5].dep_, doc[7].dep_) == ("npadvmod", "conj", "npadvmod")
    facts = [f for c in found for f in DISTANCE.read(c, context)]
    assert [(f.key, f.subject.token, float(f.amount.value)) for f in facts] == [
        ("run", doc[0], 0.5),
        ("walk", doc[0], 0.3),  # the second verb's mover is found through the first
    ]
    assert {(f.kind, f.construction) for f in facts} == {(FactKind.POSSESS, "distance")}


def test_a_distance_on_a_day_is_not_plain_and_abstains(nlp):
    _, clause, context = _clause(nlp, "Ben ran 0.5 mile on Monday.", 1, RUN_WALK)
    assert _abstention(DISTANCE, clause, context) == "comparative"


def test_two_movers_abstain(nlp):
    _, clause, context = _clause(nlp, "Ben and Kim ran 0.5 mile.", 3, RUN_WALK)
    assert _abstention(DISTANCE, clause, context) == "comparative"


def test_a_weight_or_a_measuring_verb_is_no_distance(nlp):
    _, clause, context = _clause(nlp, "The bag of rice weighed 12 pounds.", 4, RUN_WALK)
    assert not DISTANCE.claims(clause, context)


# --- the described things and the data ---


def test_a_described_thing_keeps_its_owner_words_and_head(nlp):
    doc = parsed_clauses(nlp, "Maya's kite string is 0.6 mile." + WORMS)[0]
    thing = describe(subject_phrase(doc[3]))
    assert thing == Thing(("Maya",), ("kite",), "string")
    assert thing.name() == "Maya's kite string"


def test_an_of_phrase_stays_after_its_noun_in_the_name(nlp):
    doc = parsed_clauses(nlp, "The bag of rice weighed 12 pounds." + WORMS)[0]
    assert [t.text for t in subject_phrase(doc[1])] == ["The", "bag", "of", "rice"]
    thing = describe(subject_phrase(doc[1]))
    assert (thing.head, thing.words, thing.name()) == ("bag", ("of", "rice"), "bag of rice")


@pytest.mark.parametrize(
    ("rows", "thing"),
    [
        # "her sister 's": the owner's thing, its noun left out
        (
            [
                ("her", 1, "poss", "PRON", "PRP$", "her"),
                ("sister", 1, "ROOT", "NOUN", "NN", "sister"),
                ("'s", 1, "case", "PART", "POS", "'s"),
            ],
            Thing(("sister",), (), None),
        ),
        # "her green ribbon": a possessive pronoun names no owner but is kept
        (
            [
                ("her", 2, "poss", "PRON", "PRP$", "her"),
                ("green", 2, "amod", "ADJ", "JJ", "green"),
                ("ribbon", 2, "ROOT", "NOUN", "NN", "ribbon"),
            ],
            Thing((), ("green",), "ribbon", True),
        ),
        # "a piece of": an 'of' with nothing after it
        (
            [
                ("a", 1, "det", "DET", "DT", "a"),
                ("piece", 1, "ROOT", "NOUN", "NN", "piece"),
                ("of", 1, "prep", "ADP", "IN", "of"),
            ],
            None,
        ),
        # "the ribbon that": not a plain noun phrase
        (
            [
                ("the", 1, "det", "DET", "DT", "the"),
                ("ribbon", 1, "ROOT", "NOUN", "NN", "ribbon"),
                ("that", 1, "relcl", "PRON", "WDT", "that"),
            ],
            None,
        ),
    ],
)
def test_describe_reads_only_plain_noun_phrases(rows, thing):
    doc = make_doc(rows)
    assert describe(list(doc)) == thing


def test_a_question_s_thing_selects_a_stated_thing_by_head_owner_and_words():
    stated = Thing(("Maya",), ("red", "kite"), "string")
    assert Thing((), ("kite",), "string").selects(stated)
    assert Thing(("maya",), (), "string").selects(stated)  # owners compare case-blind
    assert not Thing(("Leo",), (), "string").selects(stated)
    assert not Thing((), ("blue",), "string").selects(stated)
    assert not Thing((), (), "rope").selects(stated)
    assert not Thing(("Maya",), (), None).selects(stated)  # an elided noun selects nothing


def test_the_comparatives_name_their_direction_and_dimension():
    data = msgspec.convert(
        {
            "units": {"foot": "length", "pound": "weight"},
            "plurals": {"feet": "foot"},
            "adjectives": {"tall": "length"},
            "verbs": {"weigh": "weight"},
            "more": {"taller": "length", "more": ""},
            "less": {"lighter": "weight"},
        },
        MeasureData,
    )
    assert data.comparative("taller") == ("more", "length")
    assert data.comparative("lighter") == ("fewer", "weight")
    assert data.comparative("more") == ("more", "")
    assert data.comparative("bigger") is None
    assert data.dimensions == {"foot": "length", "pound": "weight", "feet": "length"}


def test_a_plural_whose_singular_is_no_listed_unit_is_refused_when_loaded():
    with pytest.raises(msgspec.ValidationError, match=r"plurals of no unit in units: yard$"):
        msgspec.convert(
            {
                "units": {"foot": "length"},
                "plurals": {"feet": "foot", "yards": "yard"},
                "adjectives": {},
                "verbs": {},
                "more": {},
                "less": {},
            },
            MeasureData,
        )
