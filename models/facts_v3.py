"""The facts schema v3 adds (decision 0010): equations over quantities that are not
holdings. ``sum`` adds quantities (one term: a conversion), ``scale`` takes a part, a
percent or a multiple of one, ``differ`` adds or takes an amount, ``average`` is the mean
of several. Their quantities may reference other facts' slots or holdings (``Ref``), so
one fact's result feeds another's slot."""

from __future__ import annotations

from typing import Any

import msgspec

from .schema import MathGraphError, Quantity, Ratio, _check_type
from .units import conversion, related

SCALE_KINDS: frozenset[str] = frozenset({"times", "less", "more"})
"""``times``: result = ratio x base ("25% of", "a third of", "3 times as fast");
``less``: result = base - ratio x base ("20% off", "25% slower"); ``more``: result =
base + ratio x base ("a 10% raise", "30% more")."""

DIFFER_KINDS: frozenset[str] = frozenset({"more", "fewer"})
"""``more``: result = base + by; ``fewer``: result = base - by."""

_FACT = {"frozen": True, "forbid_unknown_fields": True, "tag_field": "type"}


def _terms(fact: Any, name: str) -> tuple[Quantity, ...]:
    """RETURNS (tuple): the terms as a tuple, each a ``Quantity``; refuses an empty list."""
    terms = fact.terms
    if isinstance(terms, list):
        terms = tuple(terms)
        msgspec.structs.force_setattr(fact, "terms", terms)
    elif not isinstance(terms, tuple):
        raise MathGraphError(f"{name}.terms: expected a sequence, got {terms!r}")
    if not terms:
        raise MathGraphError(f"{name}.terms: must not be empty")
    for term in terms:
        _check_type(term, Quantity, f"{name}.terms")
    return terms


def _related(unit: str, other: str, field: str) -> None:
    if not related(unit, other):
        raise MathGraphError(
            f"{field}: unit {unit!r} does not convert to {other!r} (units of two groups, "
            "or a unit of a group and one of none, never meet in an equation)"
        )


class Sum(msgspec.Struct, tag="sum", **_FACT):
    """``whole`` = the sum of ``terms``, each converted to the whole's unit.

    terms (tuple[Quantity, ...]): one or more; one term is a conversion ("9 feet in
        inches"); a term in no unit group may be a kind of the whole (students, adults
        of people).
    whole (Quantity): the sum.
    """

    terms: tuple[Quantity, ...]
    whole: Quantity

    def __post_init__(self) -> None:
        _check_type(self.whole, Quantity, "sum.whole")
        for term in _terms(self, "sum"):
            _related(term.unit, self.whole.unit, "sum.terms.unit")


class Average(msgspec.Struct, tag="average", **_FACT):
    """``mean`` = the sum of ``terms`` (converted to the mean's unit) / their number.

    terms (tuple[Quantity, ...]): the values averaged, two or more.
    mean (Quantity): their mean.
    """

    terms: tuple[Quantity, ...]
    mean: Quantity

    def __post_init__(self) -> None:
        _check_type(self.mean, Quantity, "average.mean")
        terms = _terms(self, "average")
        if len(terms) < 2:
            raise MathGraphError("average.terms: an average needs two terms or more, got 1")
        for term in terms:
            if conversion(term.unit, self.mean.unit) is None:
                raise MathGraphError(
                    f"average.terms.unit: {term.unit!r} does not convert to the mean's "
                    f"{self.mean.unit!r}"
                )


class Scale(msgspec.Struct, tag="scale", **_FACT):
    """``result`` = ``base`` scaled by ``ratio``: its part (``times``), less it
    (``less``) or plus it (``more``).

    kind (str): ``times``, ``less`` or ``more``.
    base (Quantity): the quantity scaled.
    ratio (Ratio): the part, "25%" = 25 per 100.
    result (Quantity): in the base's unit, a unit it converts to, or a kind of it.
    """

    kind: str
    base: Quantity
    ratio: Ratio
    result: Quantity

    def __post_init__(self) -> None:
        if self.kind not in SCALE_KINDS:
            raise MathGraphError(f"scale.kind: {self.kind!r} is not one of {sorted(SCALE_KINDS)}")
        _check_type(self.base, Quantity, "scale.base")
        _check_type(self.ratio, Ratio, "scale.ratio")
        _check_type(self.result, Quantity, "scale.result")
        _related(self.base.unit, self.result.unit, "scale.base.unit")
        if self.kind == "times" and self.ratio.value == 0:
            raise MathGraphError("scale.ratio.value: 0 times a quantity is no part of it")


class Differ(msgspec.Struct, tag="differ", **_FACT):
    """``result`` = ``base`` + ``by`` (``more``) or ``base`` - ``by`` (``fewer``), each
    converted to the result's unit ("50 cents more than $1.20").

    kind (str): ``more`` or ``fewer``.
    base (Quantity): the quantity compared with (the "than" phrase).
    by (Quantity): the difference.
    result (Quantity): the quantity described (the grammatical subject).
    """

    kind: str
    base: Quantity
    by: Quantity
    result: Quantity

    def __post_init__(self) -> None:
        if self.kind not in DIFFER_KINDS:
            raise MathGraphError(f"differ.kind: {self.kind!r} is not one of {sorted(DIFFER_KINDS)}")
        for name in ("base", "by", "result"):
            _check_type(getattr(self, name), Quantity, f"differ.{name}")
        _related(self.base.unit, self.result.unit, "differ.base.unit")
        _related(self.by.unit, self.result.unit, "differ.by.unit")


V3_FACTS: tuple[type, ...] = (Sum, Scale, Differ, Average)
"""The fact types schema v3 adds."""
