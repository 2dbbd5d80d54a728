"""Hostile single texts: each gets one typed result, and never takes its neighbours down.

Issue 8, items 1 and 7: lone surrogates, numbers past Python's 4,300-digit conversion
limit or past the float range, texts past spaCy's 1,000,000 characters, and long texts
that used to go through the tagger and parser before being refused.
"""

from __future__ import annotations

import pytest
import srsly
from spacy.language import Language
from wordproblem.components import ABSTENTION_CODES
from wordproblem.components.quantities import numbers
from wordproblem.components.quantities.numbers import MAX_DIGITS
from wordproblem.models import solve
from wordproblem.pipeline import ParseError, parse, parse_many, parse_outcomes

SAM = "Sam has 5 apples. He buys 3 more apples. How many apples does Sam have now?"
QUESTION = " How many apples does Tom have?"


def tom_has(number: str) -> str:
    return f"Tom has {number} apples." + QUESTION


HOSTILE = {
    "lone surrogate alone": "\ud800",
    "lone surrogate inside": "Tom has 5\udfff apples." + QUESTION,
    "5,000 digits": tom_has("9" * 5000),
    "a sum past 4,300 digits": "Tom has "
    + "9" * 4300
    + " apples. He buys "
    + "9" * 4300
    + " more apples."
    + QUESTION,
    "a decimal past the float range": tom_has("9" * 400 + ".5"),
    "an integer past 2**64": tom_has("99999999999999999999999"),
    "past spaCy's max_length": "Tom has 5 apples. " * 60000 + QUESTION,
}
EXPECTED_CODE = {
    "lone surrogate alone": "invalid-text",
    "lone surrogate inside": "invalid-text",
    "5,000 digits": "out-of-range",
    "a sum past 4,300 digits": "out-of-range",
    "a decimal past the float range": "out-of-range",
    "an integer past 2**64": "out-of-range",
    "past spaCy's max_length": "too-long",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_text_abstains_with_a_registered_code(nlp, name):
    result = parse(HOSTILE[name], nlp)
    assert result.graph is None and result.answer is None
    assert result.abstention is not None
    assert result.abstention.code == EXPECTED_CODE[name]
    assert result.abstention.code in ABSTENTION_CODES
    assert result.text == HOSTILE[name]


def test_the_surrogate_abstention_names_the_character(nlp):
    message = parse("Tom has 5\udfff apples.", nlp).abstention.message
    assert "U+DFFF" in message and "character 9" in message


def test_a_decimal_as_a_double_prints_it_is_read(nlp):
    # 17 decimals, as the AddSub and SingleEq corpora write 1/6; 18 are not read
    text = "Tom has 0.16666666666666666 pounds of rice. How many pounds of rice does Tom have?"
    assert parse(text, nlp).answer.value == 0.16666666666666666
    assert parse(text.replace("666 p", "6666 p"), nlp).abstention.code == "out-of-range"


def test_leading_zeros_do_not_count(nlp):
    assert parse(tom_has("0" * 30 + "7"), nlp).answer.value == 7


def test_a_number_of_exactly_max_digits_is_read(nlp):
    # 15 digits: read and solved exactly (999,999,999,999,998 + 1 is hand-checked); the
    # schema's bound is 10**15 (decision 0006), so the sum stays below it
    text = f"Tom has {'9' * (MAX_DIGITS - 1)}8 apples. He buys 1 more apple." + QUESTION
    result = parse(text, nlp)
    assert result.answer is not None, result.abstention
    assert result.answer.value == 10**MAX_DIGITS - 1
    assert parse(tom_has("9" * (MAX_DIGITS + 1)), nlp).abstention.code == "out-of-range"
    # many digits after the point are read (AddSub prints fractions that way)
    assert parse(tom_has("2.8333333333333335"), nlp).answer.value == 2.8333333333333335


def test_parse_many_gives_one_result_per_text_in_order_whatever_the_neighbours(nlp):
    names = sorted(HOSTILE)
    texts = []
    for name in names:
        texts += [SAM, HOSTILE[name]]
    texts.append(SAM)
    results = list(parse_many(texts, nlp, batch_size=3))
    assert [r.text for r in results] == texts
    for index, name in enumerate(names):
        assert results[2 * index + 1].abstention.code == EXPECTED_CODE[name]
    for result in results[::2]:
        assert result.answer is not None and result.answer.value == 8  # 5 + 3
        assert result.answer == solve(result.graph).answer
    alone = parse(SAM, nlp).as_json()
    assert all(result.as_json() == alone for result in results[::2])


def test_the_int64_guard_abstains_when_a_value_would_not_survive_msgpack(nlp, monkeypatch):
    # With the digit bound lifted, the component's own guard still refuses a stored
    # result that doc.to_bytes (and the workers of n_process=2) could not carry.
    monkeypatch.setattr(numbers, "MAX_DIGITS", 40)
    monkeypatch.setattr(numbers, "MAX_VALUE", 10**40)
    from wordproblem.models import schema, solver

    monkeypatch.setattr(schema, "MAX_VALUE", 10**40)  # the schema's own bound (decision 0006)
    monkeypatch.setattr(solver, "MAX_VALUE", 10**40)
    doc = nlp(tom_has("99999999999999999999999"))
    assert doc._.math_abstention.code == "out-of-range"
    assert "64-bit" in doc._.math_abstention.message
    doc.to_bytes()  # does not raise
    srsly.msgpack_dumps(doc._.wp_result)
    small = nlp(tom_has("9223372036854775807"))  # 2**63 - 1: still fits
    assert small._.math_answer.value == 2**63 - 1


# --- item 7: long texts are refused before the model runs -------------------------------

_CALLS: list[int] = []


@Language.component("wp_test_model_spy")
def _model_spy(doc):
    _CALLS.append(len(doc.text))
    return doc


@pytest.fixture
def spied(nlp):
    nlp.add_pipe("wp_test_model_spy", first=True)
    _CALLS.clear()
    try:
        yield nlp
    finally:
        nlp.remove_pipe("wp_test_model_spy")


def test_a_long_text_is_refused_before_the_model_runs(spied):
    text = "Tom has 5 apples. " * 11200 + QUESTION  # ~200,000 characters
    assert len(text) > 200_000
    result = parse(text, spied)
    assert result.abstention.code == "too-long"
    assert result.is_math_problem  # it passed the gate, which reads tokens only
    codes = [r.abstention and r.abstention.code for r in parse_many([SAM, text, SAM], spied)]
    assert codes == [None, "too-long", None]
    assert max(_CALLS) < 200  # only SAM (76 characters) reached the pipeline's components


def test_a_long_text_that_asks_nothing_still_fails_the_gate_first(spied):
    text = "The sun was warm. " * 2000
    result = parse(text, spied)
    assert result.abstention.code == "no-question"
    assert not result.is_math_problem
    assert _CALLS == []


def test_the_refusal_matches_what_the_component_gives_through_nlp(nlp):
    text = "Tom has 5 apples. " * 1200 + QUESTION  # over max_chars (20,000)
    direct = nlp(text)
    assert parse(text, nlp).as_json()["abstention"] == direct._.wp_result["abstention"]


# --- a text the pipeline raises on (a bug) fails alone ---------------------------------


@Language.component("wp_test_boom")
def _boom(doc):
    if "BOOM" in doc.text:
        raise RuntimeError("boom in a test component")
    return doc


@pytest.fixture
def booming(nlp):
    nlp.add_pipe("wp_test_boom", last=True)
    try:
        yield nlp
    finally:
        nlp.remove_pipe("wp_test_boom")


def test_parse_outcomes_isolates_a_raising_text(booming):
    texts = [SAM, SAM, "BOOM " + SAM, SAM, SAM]
    outcomes = list(parse_outcomes(texts, booming, batch_size=4))
    assert len(outcomes) == 5
    error = outcomes[2]
    assert isinstance(error, ParseError)
    assert error.index == 2 and isinstance(error.cause, RuntimeError)
    assert "text 2" in str(error) and "boom in a test component" in str(error)
    for outcome in outcomes[:2] + outcomes[3:]:
        assert not isinstance(outcome, ParseError)
        assert outcome.answer.value == 8


def test_parse_many_raises_the_typed_error_after_the_results_before_it(booming):
    seen = []
    with pytest.raises(ParseError) as caught:
        for result in parse_many([SAM, "BOOM", SAM], booming, batch_size=8):
            seen.append(result)
    assert len(seen) == 1 and caught.value.index == 1
