"""The scaling construction: a verb that multiplies or divides the subject's holding."""

from __future__ import annotations

from wordproblem.components.ir import FactKind

from ..handmade import DOUBLES
from .reading import _facts


def test_scaling_reads_the_noun_it_scales():
    doc, reading = _facts(DOUBLES)
    (fact,) = reading.facts
    assert (fact.kind, fact.frame.kind, fact.frame.factor) == (FactKind.SCALE, "multiply", 2)
    assert fact.scale_noun == doc[3]
