"""The motion construction: a quantity that arrives at or departs from a place."""

from __future__ import annotations

from wordproblem.components.ir import FactKind

from ..handmade import LAND_ON
from .reading import _facts


def test_motion_makes_the_place_gain():
    doc, reading = _facts(LAND_ON)
    (fact,) = reading.facts
    assert (fact.kind, fact.construction, fact.key) == (FactKind.GAIN, "motion", "land")
    assert fact.subject.token == doc[5]
