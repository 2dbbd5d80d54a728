"""The existential construction: 'there are N X in Y' and 'N X are in Y' as the place's holding."""

from __future__ import annotations

from wordproblem.components.ir import FactKind

from ..handmade import THERE_ARE
from .reading import _facts


def test_existential_gives_the_place_a_holding():
    doc, reading = _facts(THERE_ARE)
    (fact,) = reading.facts
    assert (fact.kind, fact.construction) == (FactKind.POSSESS, "existential")
    assert fact.subject.token == doc[6]
