"""Schema v3 (decision 0010; v2 of decision 0006 and v1 are its subsets): the typed
proposition graph of a math word problem.

Every struct is frozen (hashable, fields are tuples) and refuses unknown fields.
Validation runs in ``__post_init__``, so it applies both to direct construction
and to decoding, where msgspec adds the path of the offending field.
"""

from __future__ import annotations

import json
import math
import unicodedata
from typing import Any

import msgspec

from .units import UNIT_OF_PER, conversion, unit_group

VALID_OPERATION_KINDS: frozenset[str] = frozenset(
    {"add", "subtract", "transfer", "multiply", "divide"}
)

SCHEMA_VERSION = 3

MAX_VALUE = 10**15
"""Every value is below this bound (fifteen digits; decision 0006): such an integer is
exact as a float (< 2**53), in msgpack (< 2**63) and in JavaScript, and far from
Python's 4,300-digit int-to-str limit."""

# Control, format (bidi, zero-width) and surrogate code points never belong in a name.
_BAD_CATEGORIES = frozenset({"Cc", "Cf", "Cs"})


class MathGraphError(ValueError):
    """A graph, or a part of one, violates the schema."""


def _check_value(value: Any, field: str, *, unstated: bool = False) -> int | float | None:
    """Return ``value`` as an int when integral; raise MathGraphError otherwise.

    unstated (bool): ``None`` (an unstated value, v2 facts only) is allowed.
    """
    if value is None and unstated:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise MathGraphError(f"{field}: expected a number, got {value!r}")
    if isinstance(value, float) and not math.isfinite(value):
        raise MathGraphError(f"{field}: expected a finite number, got {value!r}")
    if value < 0:
        raise MathGraphError(f"{field}: expected a non-negative number, got {_show(value)}")
    if value >= MAX_VALUE:
        raise MathGraphError(
            f"{field}: {_show(value)} is not below the schema's bound 10**15 (decision 0006)"
        )
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return value


def _show(value: int | float) -> str:
    """RETURNS (str): ``value`` for a message; a huge int by its size (no 4,300-digit str)."""
    if isinstance(value, int) and abs(value) >= 10**30:
        return f"an integer of about {int(value.bit_length() * 0.30103) + 1} digits"
    return repr(value)


def _check_name(value: Any, field: str, *, lowercase: bool = False) -> None:
    """Refuse a name that is not a non-empty, single-spaced, printable string."""
    if not isinstance(value, str) or not value.strip():
        raise MathGraphError(f"{field}: expected a non-empty string, got {value!r}")
    # printable ASCII holds no control, format, surrogate or non-space whitespace character
    for char in () if value.isascii() and value.isprintable() else value:
        if unicodedata.category(char) in _BAD_CATEGORIES:
            raise MathGraphError(
                f"{field}: {value!r} holds the control, format or surrogate character "
                f"U+{ord(char):04X}"
            )
        if char.isspace() and char != " ":
            raise MathGraphError(f"{field}: {value!r} holds the whitespace U+{ord(char):04X}")
    if value != value.strip() or "  " in value:
        raise MathGraphError(f"{field}: {value!r} must not have leading, trailing or double spaces")
    if lowercase and value != value.lower():
        raise MathGraphError(f"{field}: {value!r} must be lowercase")


def _check_type(value: Any, expected: type | tuple[type, ...], field: str) -> None:
    # Decoding checks types itself; this catches wrong children given to a constructor.
    if not isinstance(value, expected):
        names = getattr(expected, "__name__", None) or " or ".join(t.__name__ for t in expected)
        raise MathGraphError(f"{field}: expected {names}, got {value!r}")


class Ref(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Where a quantity's value comes from (schema v3, decision 0010): slot ``slot`` of
    an earlier fact ``fact``, or ``holder``'s holding of the quantity's unit at this
    point of the facts. Exactly one of the two forms; every field is written.

    fact (int | None): the 0-based number of an earlier fact.
    slot (str | None): a slot of that fact (``"total"``, ``"terms.1"``).
    holder (str | None): an entity or a time slot of the graph.
    """

    fact: int | None = None
    slot: str | None = None
    holder: str | None = None

    def __post_init__(self) -> None:
        if self.holder is not None:
            _check_name(self.holder, "ref.holder")
            if self.fact is not None or self.slot is not None:
                raise MathGraphError(
                    f"ref.holder: {self.holder!r} is a holding; a reference names a holding "
                    f"or a fact's slot, not both (fact {self.fact!r}, slot {self.slot!r})"
                )
            return
        if isinstance(self.fact, bool) or not isinstance(self.fact, int) or self.fact < 0:
            raise MathGraphError(f"ref.fact: expected a fact number, got {self.fact!r}")
        _check_name(self.slot, "ref.slot")

    def __str__(self) -> str:
        if self.holder is not None:
            return f"{self.holder}'s holding"
        return f"{self.slot} of fact {self.fact}"


def _check_ref(ref: Any, value: Any, field: str) -> None:
    """Refuse a reference that is not a ``Ref`` or that comes with a stated value."""
    if ref is None:
        return
    _check_type(ref, Ref, f"{field}.ref")
    if value is not None:
        raise MathGraphError(
            f"{field}.ref: the value comes from {ref}; it must not also be stated ({value!r})"
        )


class Quantity(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """A number of some unit.

    value (int | float | None): non-negative, finite, below ``MAX_VALUE``; integral
        floats become ints. ``None`` is an unstated value, allowed only inside v2 facts.
    unit (str): lowercase plural of the counted noun, e.g. ``"apples"``.
    ref (Ref | None): schema v3: the value is another quantity's (``value`` is then
        None); left out of the bytes when None, so v1 and v2 bytes stay.
    """

    value: int | float | None
    unit: str
    ref: Ref | None = None

    def __post_init__(self) -> None:
        value = _check_value(self.value, "quantity.value", unstated=True)
        if value is not self.value:
            msgspec.structs.force_setattr(self, "value", value)
        _check_name(self.unit, "quantity.unit", lowercase=True)
        _check_ref(self.ref, value, "quantity")

    def __str__(self) -> str:
        return f"{_number_text(self.value)} {self.unit}"

    def __repr__(self) -> str:
        return _repr(self)


def _number_text(value: int | float | None) -> str:
    """RETURNS (str): ``value`` as written in a step: ``8``, ``2.5``, ``?`` when unstated."""
    if value is None:
        return "?"
    return repr(value) if isinstance(value, float) else str(value)


class Rate(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """A rate or unit price: ``value`` ``unit`` per one ``per`` ("6 eggs per box").

    value (int | float | None): as ``Quantity.value``; ``None`` when unstated.
    unit (str): lowercase plural of what is counted or paid, e.g. ``"eggs"``.
    per (str): lowercase singular noun of one group, item or time unit, e.g. ``"box"``.
    ref (Ref | None): schema v3, as ``Quantity.ref``.
    """

    value: int | float | None
    unit: str
    per: str
    ref: Ref | None = None

    def __post_init__(self) -> None:
        value = _check_value(self.value, "rate.value", unstated=True)
        if value is not self.value:
            msgspec.structs.force_setattr(self, "value", value)
        _check_name(self.unit, "rate.unit", lowercase=True)
        _check_name(self.per, "rate.per", lowercase=True)
        _check_ref(self.ref, value, "rate")

    def __str__(self) -> str:
        return f"{_number_text(self.value)} {self.unit} per {self.per}"

    def __repr__(self) -> str:
        return _repr(self)


def _repr(item: Quantity | Rate) -> str:
    """RETURNS (str): the struct's repr without an absent ``ref``, as before schema v3."""
    fields = [f"{name}={getattr(item, name)!r}" for name in item.__struct_fields__]
    if item.ref is None:
        fields.pop()
    return f"{type(item).__name__}({', '.join(fields)})"


class Ratio(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A part of a whole, ``value`` out of ``per`` (schema v3, decision 0010), written as
    the text writes it: "25%" is 25 per 100, "a third" 1 per 3, "0.4 of" 0.4 per 1,
    "3 times as" 3 per 1.

    value (int | float | None): as ``Quantity.value``; None when unstated ("what percent").
    per (int): a whole number from 1: 100 for a percent, the denominator of a fraction,
        1 for a decimal or a factor.
    """

    value: int | float | None
    per: int

    def __post_init__(self) -> None:
        value = _check_value(self.value, "ratio.value", unstated=True)
        if value is not self.value:
            msgspec.structs.force_setattr(self, "value", value)
        per = self.per
        if isinstance(per, bool) or not isinstance(per, int) or not 1 <= per < MAX_VALUE:
            raise MathGraphError(f"ratio.per: expected a whole number from 1, got {per!r}")

    def __str__(self) -> str:
        return ratio_text(self.value, self.per)


def ratio_text(value: int | float | str | None, per: int) -> str:
    """RETURNS (str): a ratio as a step writes it: "25%", "1/3", "0.4", "3", "?/3"."""
    shown = value if isinstance(value, str) else _number_text(value)
    if per == 100:
        return f"{shown}%"
    return shown if per == 1 else f"{shown}/{per}"


class InitialPossession(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A holding stated by the problem: ``entity`` has ``quantity``."""

    entity: str
    quantity: Quantity

    def __post_init__(self) -> None:
        _check_name(self.entity, "initial_state.entity")
        _check_type(self.quantity, Quantity, "initial_state.quantity")


class Operation(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One event: ``actor`` does ``kind`` with ``operand`` (to ``target`` for a transfer)."""

    actor: str
    kind: str
    operand: Quantity
    target: str | None = None

    def __post_init__(self) -> None:
        _check_event(self.actor, self.kind, self.operand, self.target, "operation")


def _check_event(actor: Any, kind: Any, operand: Any, target: Any, prefix: str) -> None:
    _check_name(actor, f"{prefix}.actor")
    _check_type(operand, Quantity, f"{prefix}.operand")
    if kind not in VALID_OPERATION_KINDS:
        raise MathGraphError(
            f"{prefix}.kind: {kind!r} is not one of {sorted(VALID_OPERATION_KINDS)}"
        )
    if kind == "transfer":
        if target is None:
            raise MathGraphError(f"{prefix}.target: transfer by {actor!r} has no target")
        _check_name(target, f"{prefix}.target")
        if target == actor:
            raise MathGraphError(f"{prefix}.target: transfer by {actor!r} targets its own actor")
    elif target is not None:
        raise MathGraphError(
            f"{prefix}.target: the {kind} by {actor!r} carries target "
            f"{target!r}; only a transfer has a target"
        )
    if kind == "divide" and operand.value == 0:
        raise MathGraphError(f"{prefix}.operand.value: {actor!r} divides by zero")


class Unknown(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What the question asks: ``entity``'s holding of ``unit``, or the total when None."""

    unit: str
    entity: str | None = None

    def __post_init__(self) -> None:
        _check_name(self.unit, "unknown.unit", lowercase=True)
        if self.entity is not None:
            _check_name(self.entity, "unknown.entity")


# --- schema v2 facts (decision 0006) --------------------------------------------------

TIME_UNITS: dict[str, int] = {
    "seconds": 1,
    "minutes": 60,
    "hours": 3600,
    "days": 86400,
    "weeks": 604800,
}
"""Time units in seconds, by plural (a unit); ``TIME_PER`` gives them by singular (a per)."""

TIME_PER: dict[str, str] = {
    "second": "seconds",
    "minute": "minutes",
    "hour": "hours",
    "day": "days",
    "week": "weeks",
}

RATE_KINDS: frozenset[str] = frozenset({"add", "subtract"})
COMPARE_KINDS: frozenset[str] = frozenset({"more", "fewer", "times", "part"})

_FACT = {"frozen": True, "forbid_unknown_fields": True, "tag_field": "type"}


def _optional_name(value: Any, field: str) -> None:
    if value is not None:
        _check_name(value, field)


def _same_unit(unit: str, other: str, field: str) -> None:
    if unit != other:
        raise MathGraphError(f"{field}: unit {unit!r} must be {other!r}")


def _converts(unit: str, other: str, field: str) -> None:
    """Refuse two units that neither are the same nor convert (schema v3, decision 0010)."""
    if conversion(unit, other) is None:
        raise MathGraphError(f"{field}: unit {unit!r} must be {other!r} or convert to it")


class Has(msgspec.Struct, tag="has", **_FACT):
    """A holding: ``entity`` has ``quantity`` at this point (null entity: no named holder)."""

    entity: str | None
    quantity: Quantity

    def __post_init__(self) -> None:
        _optional_name(self.entity, "has.entity")
        _check_type(self.quantity, Quantity, "has.quantity")


class Change(msgspec.Struct, tag="change", **_FACT):
    """An event, as ``Operation``; the operand's value may be unstated."""

    actor: str
    kind: str
    operand: Quantity
    target: str | None

    def __post_init__(self) -> None:
        _check_event(self.actor, self.kind, self.operand, self.target, "change")


class RateFact(msgspec.Struct, tag="rate", **_FACT):
    """``total`` = ``count`` x ``rate``; ``kind`` add/subtract moves ``entity``'s holding.

    entity (str | None): the agent or owner; kind (str | None): ``add``, ``subtract``
    or None (no holding changes); count (Quantity): how many ``per`` (units of one
    group convert, decision 0010); rate (Rate): per one; total (Quantity): in
    ``rate.unit`` or a unit it converts to.
    """

    entity: str | None
    kind: str | None
    count: Quantity
    rate: Rate
    total: Quantity

    def __post_init__(self) -> None:
        _optional_name(self.entity, "rate.entity")
        _check_type(self.count, Quantity, "rate.count")
        _check_type(self.rate, Rate, "rate.rate")
        _check_type(self.total, Quantity, "rate.total")
        if self.kind is not None and self.kind not in RATE_KINDS:
            raise MathGraphError(f"rate.kind: {self.kind!r} is not one of {sorted(RATE_KINDS)}")
        if self.kind is not None and self.entity is None:
            raise MathGraphError(f"rate.kind: {self.kind!r} changes a holding but no entity")
        _converts(self.total.unit, self.rate.unit, "rate.total.unit")
        timed = (self.count.unit in TIME_UNITS, self.rate.per in TIME_PER)
        if timed[0] != timed[1]:
            raise MathGraphError(
                f"rate.count.unit: {self.count.unit!r} cannot be counted per "
                f"{self.rate.per!r} (only time units convert)"
            )
        per_unit = UNIT_OF_PER.get(self.rate.per)
        if (
            per_unit is not None
            and unit_group(self.count.unit) is not None
            and conversion(self.count.unit, per_unit) is None
        ):
            raise MathGraphError(
                f"rate.count.unit: {self.count.unit!r} cannot be counted per "
                f"{self.rate.per!r} (units of two groups do not convert)"
            )


class Share(msgspec.Struct, tag="share", **_FACT):
    """``total`` whole things into ``groups`` equal groups of ``each``, plus ``remainder``.

    remainder (Quantity | None): None when the problem neither states nor asks one.
    """

    entity: str | None
    total: Quantity
    groups: Quantity
    each: Rate
    remainder: Quantity | None

    def __post_init__(self) -> None:
        _optional_name(self.entity, "share.entity")
        _check_type(self.total, Quantity, "share.total")
        _check_type(self.groups, Quantity, "share.groups")
        _check_type(self.each, Rate, "share.each")
        _converts(self.each.unit, self.total.unit, "share.each.unit")
        if self.remainder is not None:
            _check_type(self.remainder, Quantity, "share.remainder")
            _converts(self.remainder.unit, self.total.unit, "share.remainder.unit")
        for field, value in (("groups", self.groups.value), ("each", self.each.value)):
            if value == 0:
                raise MathGraphError(f"share.{field}.value: 0 is no group to share into")
            if isinstance(value, float):
                raise MathGraphError(f"share.{field}.value: {value!r} is not a whole number")


class Compare(msgspec.Struct, tag="compare", **_FACT):
    """``entity``'s holding of ``unit`` is ``than``'s ``kind`` ``by`` (more, fewer, times,
    part: 5 more, 3 fewer, 3 times as many, half = part 2)."""

    entity: str
    kind: str
    than: str
    unit: str
    by: int | float | None

    def __post_init__(self) -> None:
        _check_name(self.entity, "compare.entity")
        _check_name(self.than, "compare.than")
        _check_name(self.unit, "compare.unit", lowercase=True)
        if self.entity == self.than:
            raise MathGraphError(f"compare.than: {self.than!r} is compared with itself")
        if self.kind not in COMPARE_KINDS:
            raise MathGraphError(
                f"compare.kind: {self.kind!r} is not one of {sorted(COMPARE_KINDS)}"
            )
        value = _check_value(self.by, "compare.by", unstated=True)
        if value is not self.by:
            msgspec.structs.force_setattr(self, "by", value)
        if self.kind == "part" and value == 0:
            raise MathGraphError("compare.by: 0 is no part (a division by zero)")


class Need(msgspec.Struct, tag="need", **_FACT):
    """``entity`` needs ``goal``: goal = its holding + ``shortfall``."""

    entity: str
    goal: Quantity
    shortfall: Quantity

    def __post_init__(self) -> None:
        _check_name(self.entity, "need.entity")
        _check_type(self.goal, Quantity, "need.goal")
        _check_type(self.shortfall, Quantity, "need.shortfall")
        _same_unit(self.shortfall.unit, self.goal.unit, "need.shortfall.unit")


class Total(msgspec.Struct, tag="total", **_FACT):
    """``whole`` = the sum of ``holders``' holdings of ``parts`` (no holders: everyone's)."""

    holders: tuple[str, ...]
    parts: tuple[str, ...]
    whole: Quantity

    def __post_init__(self) -> None:
        for name in ("holders", "parts"):
            value = getattr(self, name)
            if isinstance(value, list):
                msgspec.structs.force_setattr(self, name, tuple(value))
            elif not isinstance(value, tuple):
                raise MathGraphError(f"total.{name}: expected a sequence, got {value!r}")
        _check_type(self.whole, Quantity, "total.whole")
        if not self.parts:
            raise MathGraphError("total.parts: must not be empty")
        for name, items, lowercase in (
            ("holders", self.holders, False),
            ("parts", self.parts, True),
        ):
            for item in items:
                _check_name(item, f"total.{name}", lowercase=lowercase)
            if len(set(items)) != len(items):
                raise MathGraphError(f"total.{name}: {list(items)!r} repeats an item")
        timed = {unit in TIME_UNITS for unit in (*self.parts, self.whole.unit)}
        if len(timed) > 1:
            raise MathGraphError(
                f"total.parts: {list(self.parts)!r} and whole {self.whole.unit!r} mix time "
                "units with other units"
            )


# The v3 facts are built from the value types above, so they are imported here.
from .facts_v3 import V3_FACTS, Average, Differ, Scale, Sum  # noqa: E402

Fact = Has | Change | RateFact | Share | Compare | Need | Total | Sum | Scale | Differ | Average
"""One fact (v2, or v3: ``sum``, ``scale``, ``differ``, ``average``); encoded with its
``"type"`` tag."""

SLOTS: dict[type, tuple[str, ...]] = {
    Has: ("quantity",),
    Change: ("operand",),
    RateFact: ("count", "rate", "total"),
    Share: ("total", "groups", "each", "remainder"),
    Compare: ("by",),
    Need: ("goal", "shortfall"),
    Total: ("whole",),
    Sum: ("terms", "whole"),
    Scale: ("base", "ratio", "result"),
    Differ: ("base", "by", "result"),
    Average: ("terms", "mean"),
}
"""The slots of each fact type that a question may ask or a reference name; ``terms``
stands for one slot per term, ``terms.0``, ``terms.1``, ... (``fact_slots``)."""

RATIO_UNITS: dict[int, str] = {100: "percent", 1: "times"}
"""The unit of an asked ratio: a percent (per 100) or a factor (per 1); a ratio with
another ``per`` (a fraction) is never asked."""


class Ask(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The asked quantity when it is not an end holding: slot ``slot`` of fact ``fact``."""

    fact: int
    slot: str

    def __post_init__(self) -> None:
        if isinstance(self.fact, bool) or not isinstance(self.fact, int) or self.fact < 0:
            raise MathGraphError(f"question.fact: expected a fact number, got {self.fact!r}")
        _check_name(self.slot, "question.slot")


def fact_slots(fact: Fact) -> tuple[str, ...]:
    """RETURNS (tuple[str, ...]): the slots of ``fact``, ``terms`` spelled out
    (``("terms.0", "terms.1", "whole")``)."""
    names: list[str] = []
    for name in SLOTS[type(fact)]:
        if name == "terms":
            names.extend(f"terms.{i}" for i in range(len(fact.terms)))  # type: ignore[union-attr]
        else:
            names.append(name)
    return tuple(names)


def slot_item(fact: Fact, slot: str) -> Quantity | Rate | Ratio | None:
    """RETURNS (Quantity | Rate | Ratio | None): the item in ``slot`` of ``fact`` (None
    for a compare's ``by``, a bare number, and for a share without a remainder)."""
    if isinstance(fact, Compare):
        return None
    if slot.startswith("terms."):
        return fact.terms[int(slot[6:])]  # type: ignore[union-attr]
    return getattr(fact, slot)


def slot_value(fact: Fact, slot: str) -> int | float | None:
    """RETURNS (int | float | None): the value in ``slot`` of ``fact``."""
    if isinstance(fact, Compare):
        return fact.by
    item = slot_item(fact, slot)
    return None if item is None else item.value


def slot_unit(fact: Fact, slot: str) -> str:
    """RETURNS (str): the unit of ``slot`` of ``fact`` (an asked ratio's: ``RATIO_UNITS``)."""
    if isinstance(fact, Compare):
        return fact.unit
    item = slot_item(fact, slot)
    if isinstance(item, Ratio):
        return RATIO_UNITS.get(item.per, f"per {item.per}")
    assert item is not None
    return item.unit


def fact_holder(fact: Fact) -> str | None:
    """RETURNS (str | None): the holder a question about ``fact`` names in ``unknown``
    (None for a v3 fact: it holds nothing)."""
    if isinstance(fact, Change):
        return fact.actor
    if isinstance(fact, Total):
        return fact.holders[0] if len(fact.holders) == 1 else None
    if isinstance(fact, V3_FACTS):
        return None
    return fact.entity


def fact_entities(fact: Fact) -> tuple[str, ...]:
    """RETURNS (tuple[str, ...]): every entity (or time slot) ``fact`` names as a holder;
    a v3 fact names none (its references are ``fact_refs``)."""
    if isinstance(fact, Change):
        return (fact.actor,) if fact.target is None else (fact.actor, fact.target)
    if isinstance(fact, Compare):
        return (fact.entity, fact.than)
    if isinstance(fact, Total):
        return fact.holders
    if isinstance(fact, V3_FACTS):
        return ()
    return () if fact.entity is None else (fact.entity,)


def fact_refs(fact: Fact) -> list[tuple[str, Quantity | Rate]]:
    """RETURNS (list): (slot, item) of every item of ``fact`` that references another
    quantity, in slot order."""
    found = []
    for slot in fact_slots(fact):
        item = slot_item(fact, slot)
        if isinstance(item, (Quantity, Rate)) and item.ref is not None:
            found.append((slot, item))
    return found


def graph_form(graph: MathProblemGraph) -> int:
    """RETURNS (int): 1 for a graph in v1 form (no facts), 3 when it uses a v3 addition
    (a v3 fact, a reference, a time slot, or a conversion between units that are not
    time units; decision 0010), else 2."""
    if not graph.facts:
        return 1
    if graph.slots or any(
        isinstance(f, V3_FACTS) or fact_refs(f) or converts_beyond_time(f) for f in graph.facts
    ):
        return 3
    return 2


def converts_beyond_time(fact: Fact) -> bool:
    """RETURNS (bool): a v2 fact's equation meets two units that convert and are not
    both time units (cents and dollars, feet and inches, dozens): schema v3's reading."""
    pairs: list[tuple[str, str]] = []
    if isinstance(fact, RateFact):
        per_unit = UNIT_OF_PER.get(fact.rate.per)
        if per_unit is not None:
            pairs.append((fact.count.unit, per_unit))
        elif fact.count.unit == "dozens":
            return True
        pairs.append((fact.rate.unit, fact.total.unit))
    elif isinstance(fact, Share):
        pairs.append((fact.total.unit, fact.each.unit))
        if fact.remainder is not None:
            pairs.append((fact.remainder.unit, fact.each.unit))
    elif isinstance(fact, Total):
        pairs.extend((part, fact.whole.unit) for part in fact.parts)
    return any(
        unit != other
        and conversion(unit, other) is not None
        and not (unit in TIME_UNITS and other in TIME_UNITS)
        for unit, other in pairs
    )


class MathProblemGraph(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """The proposition graph: entities, initial state, operations and the unknown (v1
    form), or entities, facts, the unknown and an optional question (v2 form).

    Tuples keep order of introduction. Every entity reference must resolve. ``facts``
    and ``question`` are left out of the canonical bytes when empty, so v1 bytes stay;
    so is ``slots`` (schema v3: the time slots that hold amounts, "Monday", "morning"),
    so v2 bytes stay.
    """

    entities: tuple[str, ...]
    initial_state: tuple[InitialPossession, ...]
    operations: tuple[Operation, ...]
    unknown: Unknown
    facts: tuple[Fact, ...] = ()
    question: Ask | None = None
    slots: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for name, value in (
            ("entities", self.entities),
            ("initial_state", self.initial_state),
            ("operations", self.operations),
            ("facts", self.facts),
            ("slots", self.slots),
        ):
            if isinstance(value, list):  # accept lists from Python callers, store tuples
                msgspec.structs.force_setattr(self, name, tuple(value))
            elif not isinstance(value, tuple):
                raise MathGraphError(f"{name}: expected a sequence, got {value!r}")
        for item in self.initial_state:
            _check_type(item, InitialPossession, "initial_state")
        for op in self.operations:
            _check_type(op, Operation, "operations")
        for fact in self.facts:
            _check_type(fact, tuple(SLOTS), "facts")
        _check_type(self.unknown, Unknown, "unknown")
        if self.question is not None:
            _check_type(self.question, Ask, "question")
        if not self.entities and not self.facts:
            raise MathGraphError("entities: must not be empty")
        seen: set[str] = set()
        for entity in self.entities:
            _check_name(entity, "entities")
            if entity in seen:
                raise MathGraphError(f"entities: duplicate entity {entity!r}")
            seen.add(entity)
        slots = self._check_slots(seen)
        for item in self.initial_state:
            _resolve(item.entity, "initial_state.entity", seen)
            _stated(item.quantity, "initial_state.quantity")
        for op in self.operations:
            _resolve(op.actor, "operation.actor", seen)
            if op.target is not None:
                _resolve(op.target, "operation.target", seen)
            _stated(op.operand, "operation.operand")
        if self.unknown.entity is not None:
            _resolve(self.unknown.entity, "unknown.entity", seen | slots)
        if self.facts:
            self._check_v2(seen, slots)
        elif self.question is not None:
            raise MathGraphError(f"question: {self.question!r} asks about facts, but none exist")

    def _check_slots(self, entities: set[str]) -> set[str]:
        """RETURNS (set[str]): the time slots, checked: names, no repeats, no entity."""
        slots: set[str] = set()
        if self.slots and not self.facts:
            raise MathGraphError(
                f"slots: {list(self.slots)!r} hold amounts in facts; a graph without facts "
                "has no time slots"
            )
        for slot in self.slots:
            _check_name(slot, "slots")
            if slot in slots:
                raise MathGraphError(f"slots: duplicate time slot {slot!r}")
            if slot in entities:
                raise MathGraphError(f"slots: {slot!r} is an entity and a time slot")
            slots.add(slot)
        return slots

    def _check_v2(self, seen: set[str], slots: set[str]) -> None:
        if self.initial_state or self.operations:
            raise MathGraphError(
                "facts: a v2 graph states holdings and events as facts; initial_state and "
                f"operations must be empty, got {len(self.initial_state)} and "
                f"{len(self.operations)}"
            )
        for index, fact in enumerate(self.facts):
            for entity in fact_entities(fact):
                _resolve(entity, f"facts[{index}] entity", seen | slots)
            if slots:
                _check_slot_holders(fact, index, slots)
            for slot, item in fact_refs(fact):
                self._check_ref(index, slot, item, seen | slots)
        if self.question is None:
            return
        index, slot = self.question.fact, self.question.slot
        if index >= len(self.facts):
            raise MathGraphError(
                f"question.fact: {index} is not a fact number (there are {len(self.facts)})"
            )
        fact = self.facts[index]
        if slot not in fact_slots(fact):
            raise MathGraphError(
                f"question.slot: {slot!r} is not a slot of a {type(fact).__name__} fact "
                f"({', '.join(fact_slots(fact))})"
            )
        if isinstance(fact, Share) and slot == "remainder" and fact.remainder is None:
            raise MathGraphError("question.slot: 'remainder' asked, but the share has none")
        value = slot_value(fact, slot)
        if value is not None:
            raise MathGraphError(f"question.slot: {slot!r} is asked but states {value!r}")
        item = slot_item(fact, slot)
        if isinstance(item, (Quantity, Rate)) and item.ref is not None:
            raise MathGraphError(
                f"question.slot: {slot!r} is asked but its value comes from {item.ref}"
            )
        if isinstance(item, Ratio) and item.per not in RATIO_UNITS:
            raise MathGraphError(
                f"question.slot: a ratio per {item.per} (a fraction) is asked; only a "
                "percent (per 100) or a factor (per 1) is"
            )
        if self.unknown.unit != slot_unit(fact, slot):
            raise MathGraphError(
                f"unknown.unit: {self.unknown.unit!r} must be the asked slot's unit "
                f"{slot_unit(fact, slot)!r}"
            )
        if self.unknown.entity != fact_holder(fact):
            raise MathGraphError(
                f"unknown.entity: {self.unknown.entity!r} must be the asked fact's holder "
                f"{fact_holder(fact)!r}"
            )

    def _check_ref(self, index: int, slot: str, item: Quantity | Rate, names: set[str]) -> None:
        """Refuse a reference that does not resolve, points forward or joins units that
        do not convert (decision 0010)."""
        ref, field = item.ref, f"facts[{index}].{slot}.ref"
        assert ref is not None
        if ref.holder is not None:
            if ref.holder not in names:
                raise MathGraphError(
                    f"{field}.holder: {ref.holder!r} is not in entities or slots {sorted(names)}"
                )
            return
        assert ref.fact is not None and ref.slot is not None
        if ref.fact >= index:
            raise MathGraphError(
                f"{field}.fact: {ref.fact} is not an earlier fact than {index} (a reference "
                "points back, so no cycle can form)"
            )
        target = self.facts[ref.fact]
        if ref.slot not in fact_slots(target):
            raise MathGraphError(
                f"{field}.slot: {ref.slot!r} is not a slot of fact {ref.fact}, a "
                f"{type(target).__name__} ({', '.join(fact_slots(target))})"
            )
        other = slot_item(target, ref.slot)
        if isinstance(target, Compare):
            if target.kind not in ("more", "fewer"):
                raise MathGraphError(
                    f"{field}.slot: the 'by' of a {target.kind!r} compare is a factor, not "
                    "a quantity"
                )
            unit = target.unit
        elif other is None:
            raise MathGraphError(f"{field}.slot: fact {ref.fact} has no {ref.slot!r}")
        elif isinstance(other, Ratio):
            raise MathGraphError(f"{field}.slot: a ratio is not a quantity to reference")
        else:
            unit = other.unit
        if conversion(unit, item.unit) is None:
            raise MathGraphError(
                f"{field}: unit {item.unit!r} does not convert to the referenced {unit!r}"
            )
        if isinstance(item, Rate) and isinstance(other, Rate) and other.per != item.per:
            raise MathGraphError(
                f"{field}: a rate per {item.per!r} references a rate per {other.per!r}"
            )

    def as_json(self) -> dict[str, Any]:
        """RETURNS (dict): the graph as JSON-ready builtins (canonical key order)."""
        return msgspec.json.decode(self.canonical_bytes())

    def canonical_bytes(self) -> bytes:
        """RETURNS (bytes): compact JSON, sorted keys, integral values as integers."""
        return _ENCODER.encode(self)


def _stated(quantity: Quantity, field: str) -> None:
    if quantity.ref is not None:
        raise MathGraphError(
            f"{field}.ref: a v1 field holds a number; a reference ({quantity.ref}) is a fact's"
        )
    if quantity.value is None:
        raise MathGraphError(
            f"{field}.value: a v1 field holds a number; an unstated value is a fact"
        )


def _check_slot_holders(fact: Fact, index: int, slots: set[str]) -> None:
    """Refuse a time slot where a holder must be a person or thing: a transfer, a share,
    a need, a comparison of a slot with an entity, a total over both (decision 0010)."""
    field = f"facts[{index}]"
    named = [name for name in fact_entities(fact) if name in slots]
    if not named:
        return
    if isinstance(fact, Change) and fact.kind == "transfer":
        raise MathGraphError(f"{field}.actor: a transfer moves things between holders, not "
                             f"time slots ({named[0]!r})")  # fmt: skip
    if isinstance(fact, (Share, Need)):
        raise MathGraphError(f"{field}.entity: time slot {named[0]!r} cannot share or need")
    if isinstance(fact, (Compare, Total)) and len(named) != len(fact_entities(fact)):
        raise MathGraphError(f"{field}: {list(fact_entities(fact))!r} mix time slots and entities")


def _resolve(entity: str, field: str, entities: set[str]) -> None:
    if entity not in entities:
        raise MathGraphError(f"{field}: {entity!r} is not in entities {sorted(entities)}")


_ENCODER = msgspec.json.Encoder(order="sorted")
_JSON_DECODER = msgspec.json.Decoder(MathProblemGraph)


def _wrap(exc: msgspec.MsgspecError) -> MathGraphError:
    cause = exc.__cause__ if isinstance(exc.__cause__, MathGraphError) else None
    message = str(exc)
    if cause is not None and "$" not in message:
        message = str(cause)
    return MathGraphError(message)


def graph_from_dict(data: Any) -> MathProblemGraph:
    """Build and validate a graph from JSON-like builtins.

    data (dict): as produced by ``MathProblemGraph.as_json()``.
    RETURNS (MathProblemGraph): the validated graph.
    """
    if isinstance(data, MathProblemGraph):
        return data
    if not isinstance(data, dict):
        raise MathGraphError(f"graph: expected an object, got {type(data).__name__}")
    try:
        return msgspec.convert(data, MathProblemGraph, strict=True)
    except msgspec.MsgspecError as exc:
        raise _wrap(exc) from exc


def graph_from_json(data: bytes | str) -> MathProblemGraph:
    """Decode and validate a graph from JSON text.

    data (bytes | str): a JSON object.
    RETURNS (MathProblemGraph): the validated graph.
    """
    try:
        graph = _JSON_DECODER.decode(data)
    except msgspec.MsgspecError as exc:
        raise _wrap(exc) from exc
    # msgspec keeps the last of two equal keys; the standard library can see them.
    json.loads(data, object_pairs_hook=_refuse_duplicate_keys)
    return graph


def _refuse_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: set[str] = set()
    for key, value in pairs:
        if key in seen:
            raise MathGraphError(f"{key}: the key appears twice in one object (value {value!r})")
        seen.add(key)
    return dict(pairs)
