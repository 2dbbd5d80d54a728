"""The question's holders, end to end: lowercase (pretokenized) names, totals that name
their holders. Problems written for this test; answers worked by hand (rule 6, C1, C4)."""

from __future__ import annotations

import pytest


def _parse(nlp, text):
    from wordproblem.pipeline import parse

    return parse(text, nlp)


@pytest.mark.parametrize(
    ("text", "entity", "value"),
    [
        # a lowercase name the tagger reads as an adverb is still the question's subject
        (
            "amy has 12 pens . bob has 3 pens . amy gives bob 5 pens . how many pens does amy have now ?",
            "amy",
            7,
        ),
        (
            "tom has 9 cards . joe has 4 cards . tom gives joe 2 cards . how many cards does joe have now ?",
            "joe",
            6,
        ),
        # two named holders: a total
        (
            "amy has 12 pens . bob has 3 pens . amy gives bob 5 pens . how many pens do amy and bob have together ?",
            None,
            15,
        ),
    ],
)
def test_a_lowercase_question_names_its_holder(nlp, text, entity, value):
    result = _parse(nlp, text)
    assert result.graph is not None, result.abstention
    assert (result.graph.unknown.entity, result.answer.value) == (entity, value)


def test_a_total_over_named_holders_tracks_each_of_them(nlp):
    # Hugo is asked about, so an entity: the gift is a transfer and the total keeps it
    result = _parse(
        nlp,
        "Gina has 25 seashells. She gives 9 seashells to Hugo. "
        "How many seashells do Gina and Hugo have together?",
    )
    assert result.graph is not None, result.abstention
    assert result.graph.entities == ("Gina", "Hugo")
    (op,) = result.graph.operations
    assert (op.actor, op.kind, op.target) == ("Gina", "transfer", "Hugo")
    assert result.answer.value == 25


def test_a_total_that_leaves_out_a_holder_abstains(nlp):
    # Ann also holds seashells; "Gina and Hugo together" does not count hers
    result = _parse(
        nlp,
        "Gina has 25 seashells and Ann has 4 seashells. Gina gives 9 seashells to Hugo. "
        "How many seashells do Gina and Hugo have together?",
    )
    assert result.graph is None
    assert result.abstention.code == "restricted-question"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 'get' names any gain: the question asks about every receiving
        (
            "Lisa received 6 letters on Monday and 4 letters on Tuesday. How many letters did Lisa get?",
            10,
        ),
        ("Omar picked 7 pears. Then he picked 5 more pears. How many pears did Omar get?", 12),
    ],
)
def test_a_question_with_get_over_other_gain_verbs(nlp, text, value):
    result = _parse(nlp, text)
    assert result.answer is not None, result.abstention
    assert result.answer.value == value


def test_a_question_with_another_specific_verb_abstains(nlp):
    # 'find' asks about the finding only, not the buying
    result = _parse(nlp, "Tom found 5 shells and bought 3 shells. How many shells did Tom find?")
    assert result.graph is None
