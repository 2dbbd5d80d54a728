"""The comparison and distributive constructions' shape tests, on real parses."""

from __future__ import annotations

from fractions import Fraction

import pytest
from wordproblem.components.constructions import CONSTRUCTIONS
from wordproblem.components.constructions.comparison import ComparisonData, find_shape
from wordproblem.components.constructions.distributive import DistributiveData, _names
from wordproblem.components.docview import view
from wordproblem.components.quantities.quantities import find_quantities
from wordproblem.components.reader import construction_data
from wordproblem.components.rules import compile_rules, default_rules

RULES = compile_rules(default_rules())
DATA = construction_data(RULES, CONSTRUCTIONS)


def _shape(nlp, text: str):
    doc = view(nlp(text))  # the parse, as the stages read it; the result is not read
    amounts = tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
    verb = next(t for t in doc if t.dep_ == "ROOT")
    data = DATA["comparison"]
    assert isinstance(data, ComparisonData)
    return find_shape(verb, amounts, data), doc


@pytest.mark.parametrize(
    ("text", "kind", "by", "than"),
    [
        ("Tom has 3 times as many apples as Sam.", "times", Fraction(3), "Sam"),
        ("Tom has twice as many apples as Sam.", "times", Fraction(2), "Sam"),
        ("Tom has half as many apples as Sam.", "part", Fraction(2), "Sam"),
        ("Tom has 5 more apples than Sam.", "more", Fraction(5), "Sam"),
        ("Tom has 7 fewer apples than Sam.", "fewer", Fraction(7), "Sam"),
        ("Tom has 5 more apples than Sam has.", "more", Fraction(5), "Sam"),
        ("Tom has twice as many apples.", "times", Fraction(2), None),
    ],
)
def test_a_comparison_shape_gives_its_kind_factor_and_base(nlp, text, kind, by, than):
    shape, _ = _shape(nlp, text)
    assert shape is not None and not shape.ambiguous
    assert shape.kind == kind
    assert (shape.by if shape.amount is None else shape.amount.value) == by
    assert (shape.than.text if shape.than is not None else None) == than


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 3 times more apples than Sam.",  # N or N + 1 times
        "Tom has 5 more apples.",  # than whom?
    ],
)
def test_an_ambiguous_comparison_is_flagged(nlp, text):
    shape, _ = _shape(nlp, text)
    assert shape is not None and shape.ambiguous


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 5 apples.",
        "Tom has as many apples as Sam.",  # equal holdings: not a comparison read here
        "Tom has 5 more apples than Sam had yesterday.",
        "Tom has 3 times fewer apples than Sam.",
        "Tom has 5 more apples than Sam and Ann.",
    ],
)
def test_no_readable_shape_outside_the_exact_forms(nlp, text):
    # None, or a 'more' whose base is not one holder: flagged, so the construction refuses it
    shape, _ = _shape(nlp, text)
    assert shape is None or shape.ambiguous


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Sam and Ann each", ["Sam", "Ann"]),
        ("Sam, Ann and Kim each", ["Sam", "Ann", "Kim"]),
        ("Sam, Ann, and Kim", ["Sam", "Ann", "Kim"]),
        ("Sam and his sister each", []),
        ("The girls each", []),
        ("Sam each", []),
    ],
)
def test_a_list_of_names_is_read_word_by_word(nlp, text, names):
    doc = view(nlp(text + " have 5 apples."))
    verb = next(t for t in doc if t.lower_ == "have")
    data = DATA["distributive"]
    assert isinstance(data, DistributiveData)
    assert [t.text for t in _names(doc[: verb.i], data)] == names
