"""Typed abstentions: registered codes only, and the sentence to blame quoted and numbered."""

from __future__ import annotations

import msgspec
import pytest
from wordproblem.components.abstention import ABSTENTION_CODES, Abstain, Abstention
from wordproblem.components.gate import GATE_MESSAGES

from .handmade import HAS_EATS, make_doc


def test_an_unregistered_code_is_refused_naming_it():
    with pytest.raises(ValueError, match="'made-up'"):
        Abstain("made-up", "no such reason")


def test_an_abstain_carries_its_code_message_and_token():
    doc = make_doc(HAS_EATS)
    exc = Abstain("negation", "'eats' is negated", doc[6])
    assert (exc.code, exc.message, exc.token) == ("negation", "'eats' is negated", doc[6])
    assert str(exc) == "'eats' is negated"


def test_without_a_token_no_sentence_is_blamed():
    assert Abstain("no-quantity", "the text states no quantity").abstention() == Abstention(
        "no-quantity", "the text states no quantity", None
    )


def test_a_token_names_its_sentence_by_number_and_text():
    # "Sam has 5 apples . He eats 2 ." : 'eats' is in the second sentence
    doc = make_doc(HAS_EATS)
    abstention = Abstain("habitual", "'eats' is a habit", doc[6]).abstention()
    assert abstention.sentence == 2
    assert abstention.message == "'eats' is a habit in sentence 2: 'He eats 2 .'"
    first = Abstain("habitual", "'has' is a habit", doc[1]).abstention()
    assert (first.sentence, first.message.endswith("'Sam has 5 apples .'")) == (1, True)


def test_every_code_is_explained_and_the_gates_codes_are_registered():
    assert all(isinstance(text, str) and text.strip() for text in ABSTENTION_CODES.values())
    assert set(GATE_MESSAGES) <= set(ABSTENTION_CODES)


def test_the_stored_abstention_refuses_unknown_fields_and_is_frozen():
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"code": "rate", "message": "m", "cause": 1}', type=Abstention)
    decoded = msgspec.json.decode(b'{"code": "rate", "message": "m"}', type=Abstention)
    assert decoded.sentence is None
    with pytest.raises(AttributeError):
        decoded.code = "negation"
