"""Coverage: a cue word no construction accounts for stops the reading."""

from __future__ import annotations

import msgspec
import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.coverage.coverage import check_amounts, check_cues, check_units

from .handmade import EACH_BOX_HOLDS, RULES, make_doc
from .test_resolve import _reading

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
    doc, reading, _ = _reading(EACH_BOX_HOLDS)
    claimed = msgspec.structs.replace(reading, claimed=frozenset({0}))
    check_cues(doc, claimed, RULES)


def test_no_quantity_abstains():
    with pytest.raises(Abstain) as caught:
        check_amounts((), RULES.words)
    assert caught.value.code == "no-quantity"


def test_a_narrower_unit_beside_a_wider_one_abstains():
    _doc, reading, _ = _reading(EACH_BOX_HOLDS)
    with pytest.raises(Abstain) as caught:
        check_units({"cars", "toy cars"}, reading.query, RULES.words.stoplist, set())
    assert caught.value.code == "unit-mismatch"
    check_units({"cars", "boats"}, reading.query, RULES.words.stoplist, set())
    assert make_doc(EACH_BOX_HOLDS)[0].lower_ == "each"


@pytest.mark.parametrize(
    "units", [{"dollars", "dollars babysitting"}, {"boxes", "boxes of crayons"}]
)
def test_a_unit_with_an_extra_modifier_anywhere_abstains(units):
    # an event whose unit only adds a word to the asked one must not vanish from the answer
    _doc, reading, _ = _reading(EACH_BOX_HOLDS)
    with pytest.raises(Abstain) as caught:
        check_units(units, reading.query, RULES.words.stoplist, set())
    assert caught.value.code == "unit-mismatch"
    check_units({"red pens", "blue pens"}, reading.query, RULES.words.stoplist, set())
