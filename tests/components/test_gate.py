"""The math-intent gate: which texts pass, each refusal code, and its data's validation."""

from __future__ import annotations

import pytest
import spacy
from wordproblem.components.gate import DEFAULT_GATE, GATE_MESSAGES, MathGate, has_words
from wordproblem.components.rules import default_rules

TOKENIZER = spacy.blank("en")  # the gate needs tokens only, no parse
GATE = MathGate.from_rules(DEFAULT_GATE, default_rules()["numbers"])


def _check(text: str, gate: MathGate = GATE) -> str | None:
    return gate.check(TOKENIZER(text))


@pytest.mark.parametrize(
    "text",
    [
        "Nora has 6 kites. How many kites does Nora have?",
        "How much did Omar pay for 2 lamps?",
        "What is the total weight of 3 bricks?",
        "What's the price of 2 rulers?",  # 'what' + "'s" with no space between
        "HOW MANY pencils are in 9 cups?",  # the cue is read in any case
        "How\n  many stamps fit on 4 pages?",  # any whitespace inside the cue
        "How far did Ivy run if she ran 5 laps?",  # a 'how' word other than many/much
    ],
)
def test_a_quantity_question_with_a_digit_passes(text):
    assert _check(text) is None


def test_a_number_word_counts_as_a_stated_number():
    assert _check("How many shells do seven crabs carry?") is None
    assert _check("How many rolls are in a dozen?") is None  # a collective from numbers.json
    assert _check("How many shells do the crabs carry?") == "no-quantity"


@pytest.mark.parametrize("text", ["", "   ", " ... !? "])
def test_a_text_without_words_is_empty_input(text):
    assert not has_words(TOKENIZER(text))
    assert _check(text) == "empty-input"


@pytest.mark.parametrize(
    "text",
    [
        "Rita has 8 plums and gives 3 to Joe.",  # no question at all
        "How are you? Rita has 8 plums.",  # 'how' without a quantity word
        "What did Rita do with 8 plums?",  # 'what' without a quantity noun
        "Somehow many of the 8 plums fell.",  # 'how' inside a word is no cue
        "Whatever the total of 8 plums was, Rita ate them.",  # nor 'what' inside a word
        # the same with a 'how'/'what' token elsewhere, so the text itself is searched
        "How odd! Somehow many of the 8 plums fell.",
        "What? Whatever the total of 8 plums was, Rita ate them.",
        "What is the totality of the 8 plums Rita ate?",  # a cue word inside a longer word
    ],
)
def test_a_text_that_asks_no_quantity_is_refused_with_no_question(text):
    assert has_words(TOKENIZER(text))
    assert _check(text) == "no-question"


def test_a_question_without_any_number_is_refused_with_no_quantity():
    assert _check("How many plums does Rita have left?") == "no-quantity"


def test_the_question_is_checked_before_the_number():
    # neither a question nor a number: the first missing thing is named
    assert _check("Rita likes plums.") == "no-question"


def test_each_refusal_code_has_a_message():
    codes = {_check(""), _check("Rita has 8 plums."), _check("How many plums are left?")}
    assert codes == set(GATE_MESSAGES)


def test_the_cue_words_are_data():
    narrow = MathGate({**DEFAULT_GATE, "how_words": ["many"], "what_nouns": ["sum"]}, [])
    assert _check("How many plums are in 3 bags?", narrow) is None
    assert _check("How far is it to 3 towns?", narrow) == "no-question"
    assert _check("What is the sum of 3 and 4?", narrow) is None
    assert _check("What is the total of 3 and 4?", narrow) == "no-question"
    # with no number words given, only digits state a number
    assert _check("How many plums do seven girls eat?", narrow) == "no-quantity"


@pytest.mark.parametrize("key", ["how_words", "what_verbs", "what_determiners", "what_nouns"])
def test_gate_data_without_a_list_is_refused_naming_the_key(key):
    missing = {k: v for k, v in DEFAULT_GATE.items() if k != key}
    with pytest.raises(ValueError, match=key):
        MathGate(missing, [])
    with pytest.raises(ValueError, match=key):
        MathGate({**DEFAULT_GATE, key: "many"}, [])  # a string, not a list of words
