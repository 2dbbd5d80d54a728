"""Questions that contrast two measures (``difference.find_measure_difference``) and the
measured things they name (``constructions/measure.describe``), on real parses."""

from __future__ import annotations

import pytest
from wordproblem.components.docview import view


def _question(nlp, text):
    from wordproblem.components.question.question import find_question

    reader = nlp.get_pipe(nlp.pipe_names[-1]).reader
    doc = view(nlp(text))
    query = find_question(doc, reader.rules.words, reader.rules.lexicon)
    return query, reader.data["measure"]


@pytest.mark.parametrize(
    ("text", "kind", "left", "right"),
    [
        (
            "How much longer is Oscar's bus ride than Charlie's?",
            "more",
            "Oscar's bus ride",
            "Charlie's bus ride",
        ),
        (
            "How much more did the piece of iron weigh than the piece of copper?",
            "more",
            "piece of iron",
            "piece of copper",
        ),
        ("How much shorter was the blue pen than the red pen?", "fewer", "blue pen", "red pen"),
        ("How many more inches is the red pen than the blue pen?", "more", "red pen", "blue pen"),
    ],
)
def test_a_question_that_contrasts_two_measures(nlp, text, kind, left, right):
    from wordproblem.components.question.difference import find_measure_difference

    query, data = _question(nlp, text)
    found = find_measure_difference(query, data)
    assert found is not None
    assert found.kind == kind
    assert (found.left.name(), found.right.name()) == (left, right)


@pytest.mark.parametrize(
    "text",
    [
        "How many more apples does Tom have than Sam?",  # a holding, not a measure
        "How much farther did Stanley run than walk?",  # two verbs of one holder
        "How much more pie did Erik eat than Frank?",  # an event, not a measure
        "How much longer is Ann's rope than Ben's rope now?",  # a time word
        "How much longer is her rope than Ben's rope?",  # whose rope: a pronoun
        "How much longer was the first fish?",  # no 'than'
        "How many longer is the rope than the string?",  # 'many' without a unit
    ],
)
def test_other_questions_are_not_measure_differences(nlp, text):
    from wordproblem.components.question.difference import find_measure_difference

    query, data = _question(nlp, text)
    assert find_measure_difference(query, data) is None


def test_a_side_selects_by_its_words_and_owner(nlp):
    from wordproblem.components.constructions.measure import describe

    doc = view(nlp("Kelly's chemistry textbook and the chemistry textbook and Sam's book"))
    kelly = describe(list(doc[0:4]))
    plain = describe(list(doc[5:8]))
    sam = describe(list(doc[9:12]))
    assert kelly is not None and plain is not None and sam is not None
    assert kelly.name() == "Kelly's chemistry textbook"
    assert plain.selects(kelly)  # no owner asked: the stated owner does not matter
    assert not kelly.selects(sam)  # another owner, another noun
    assert not sam.selects(kelly)
