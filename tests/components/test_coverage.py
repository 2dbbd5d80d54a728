"""Coverage: a cue word no construction accounts for stops the reading."""

from __future__ import annotations

import msgspec
import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.coverage import check_amounts, check_cues, check_units

from .handmade import RULES, make_doc
from .test_resolve import _reading

# "Each box holds 6 eggs ."
EACH_BOX = [
    ("Each", 1, "det", "DET", "DT", "each"),
    ("box", 2, "nsubj", "NOUN", "NN", "box"),
    ("holds", 2, "ROOT", "VERB", "VBZ", "hold"),
    ("6", 4, "nummod", "NUM", "CD", "6"),
    ("eggs", 2, "dobj", "NOUN", "NNS", "egg"),
    (".", 2, "punct", "PUNCT", ".", "."),
]


# "Each of the girls has 6 eggs ." ('each' is every holder: no construction claims it)
EACH_GIRL = [
    ("Each", 5, "nsubj", "PRON", "DT", "each"),
    ("of", 0, "prep", "ADP", "IN", "of"),
    ("the", 3, "det", "DET", "DT", "the"),
    ("girls", 1, "pobj", "NOUN", "NNS", "girl"),
    ("has", 5, "ROOT", "VERB", "VBZ", "have"),
    ("6", 6, "nummod", "NUM", "CD", "6"),
    ("eggs", 4, "dobj", "NOUN", "NNS", "egg"),
    (".", 4, "punct", "PUNCT", ".", "."),
]


def test_an_unclaimed_rate_cue_abstains_with_its_code():
    doc, reading, _ = _reading(EACH_GIRL)
    assert not reading.claimed
    with pytest.raises(Abstain) as caught:
        check_cues(doc, reading, RULES)
    assert caught.value.code == "rate"


def test_a_cue_a_construction_claimed_is_no_reason_to_abstain():
    doc, reading, _ = _reading(EACH_BOX)
    claimed = msgspec.structs.replace(reading, claimed=frozenset({0}))
    check_cues(doc, claimed, RULES)


def test_no_quantity_abstains():
    with pytest.raises(Abstain) as caught:
        check_amounts((), RULES.words)
    assert caught.value.code == "no-quantity"


def test_a_narrower_unit_beside_a_wider_one_abstains():
    _doc, reading, _ = _reading(EACH_BOX)
    with pytest.raises(Abstain) as caught:
        check_units({"cars", "toy cars"}, reading.query, RULES.words.stoplist, set())
    assert caught.value.code == "unit-mismatch"
    check_units({"cars", "boats"}, reading.query, RULES.words.stoplist, set())
    assert make_doc(EACH_BOX)[0].lower_ == "each"


@pytest.mark.parametrize(
    "units", [{"dollars", "dollars babysitting"}, {"boxes", "boxes of crayons"}]
)
def test_a_unit_with_an_extra_modifier_anywhere_abstains(units):
    # an event whose unit only adds a word to the asked one must not vanish from the answer
    _doc, reading, _ = _reading(EACH_BOX)
    with pytest.raises(Abstain) as caught:
        check_units(units, reading.query, RULES.words.stoplist, set())
    assert caught.value.code == "unit-mismatch"
    check_units({"red pens", "blue pens"}, reading.query, RULES.words.stoplist, set())


@pytest.mark.parametrize(
    "text",
    [
        "Leo had $10. He found a $3 toy. How much money does Leo have now?",
        "Sam had $10. Tom gave him a $5 book. How much money does Sam have now?",
        "Omar had $10. He lost his $5 watch. How much money does Omar have now?",
        "Jack had $10. He got a $3 discount. How much money does Jack have now?",
    ],
)
def test_a_thing_s_worth_is_not_money_that_moves(nlp, text):
    """'a $3 toy': the article goes with the toy, and the dollars say what it is worth."""
    doc = nlp(text)
    assert doc._.math_answer is None
    assert doc._.math_abstention.code == "price"
    assert "is what a" in doc._.math_abstention.message


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Leo had $10. He found $3. How much money does Leo have now?", 13),
        ("Jenny has $8.50. She earns $6.25 babysitting. How much money does Jenny have?", 14.75),
    ],
)
def test_money_without_an_article_on_a_noun_still_moves(nlp, text, value):
    doc = nlp(text)
    assert doc._.math_answer is not None, doc._.math_abstention
    assert (doc._.math_answer.value, doc._.math_answer.unit) == (value, "dollars")


def test_a_bill_is_money_not_a_thing_with_a_worth(nlp):
    doc = nlp("Tom had $10. He found a $5 bill. How much money does Tom have now?")
    abstention = doc._.math_abstention
    assert abstention is None or abstention.code != "price"


@pytest.mark.parametrize(
    "text",
    [
        "Jack had $10. He bought a pen for $3 and got $7 in change. "
        "How much money does Jack have now?",
        "Sam had $10. He bought a book for $4. The cashier gave him $6 in change. "
        "How much money does Sam have now?",
    ],
)
def test_money_given_back_as_change_abstains(nlp, text):
    """The change says what was handed over (not stated), not money gained."""
    doc = nlp(text)
    assert doc._.math_answer is None
    assert doc._.math_abstention.code == "unpriced-trade"
    assert "change given back" in doc._.math_abstention.message


def test_money_got_from_someone_is_still_a_gain(nlp):
    doc = nlp("Jack had $10. He got $7 from his mom. How much money does Jack have now?")
    assert doc._.math_answer is not None and doc._.math_answer.value == 17


@pytest.mark.parametrize(
    ("text", "code"),
    [
        (
            "Leo had 10 apricots. He ate 3 or 4 apricots. How many apricots does Leo have?",
            "uncertain",
        ),
        ("Sam had 10 apples. He has 3 or more pears. How many apples does Sam have?", "uncertain"),
        (
            "Jack had 10 oranges. He ate 3 oranges and a few more. How many oranges does Jack have?",
            "unquantified-event",
        ),
        (
            "Ben had 10 peaches. He bought 3 peaches plus a few extra. "
            "How many peaches does Ben have now?",
            "unquantified-event",
        ),
    ],
)
def test_an_amount_given_as_alternatives_or_with_a_vague_extra_abstains(nlp, text, code):
    doc = nlp(text)
    assert doc._.math_answer is None
    assert doc._.math_abstention.code == code


def test_an_amount_coordinated_with_another_stated_amount_is_read(nlp):
    doc = nlp(
        "Tom had 10 apples and 5 pears. He ate 3 apples and 2 pears. "
        "How many apples does Tom have now?"
    )
    assert doc._.math_answer is not None and doc._.math_answer.value == 7
