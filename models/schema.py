"""Schema v1: the typed proposition graph of a math word problem.

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

VALID_OPERATION_KINDS: frozenset[str] = frozenset(
    {"add", "subtract", "transfer", "multiply", "divide"}
)

SCHEMA_VERSION = 1

MAX_VALUE = 10**15
"""Every value is below this bound (fifteen digits; decision 0006): such an integer is
exact as a float (< 2**53), in msgpack (< 2**63) and in JavaScript, and far from
Python's 4,300-digit int-to-str limit."""

# Control, format (bidi, zero-width) and surrogate code points never belong in a name.
_BAD_CATEGORIES = frozenset({"Cc", "Cf", "Cs"})


class MathGraphError(ValueError):
    """A graph, or a part of one, violates schema v1."""


def _check_value(value: Any, field: str) -> int | float:
    """Return ``value`` as an int when integral; raise MathGraphError otherwise."""
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
    for char in value:
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


def _check_type(value: Any, expected: type, field: str) -> None:
    # Decoding checks types itself; this catches wrong children given to a constructor.
    if not isinstance(value, expected):
        raise MathGraphError(f"{field}: expected {expected.__name__}, got {value!r}")


class Quantity(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A number of some unit.

    value (int | float): non-negative, finite; integral floats become ints.
    unit (str): lowercase plural of the counted noun, e.g. ``"apples"``.
    """

    value: int | float
    unit: str

    def __post_init__(self) -> None:
        value = _check_value(self.value, "quantity.value")
        if value is not self.value:
            msgspec.structs.force_setattr(self, "value", value)
        _check_name(self.unit, "quantity.unit", lowercase=True)

    def __str__(self) -> str:
        value = repr(self.value) if isinstance(self.value, float) else str(self.value)
        return f"{value} {self.unit}"


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
        _check_name(self.actor, "operation.actor")
        _check_type(self.operand, Quantity, "operation.operand")
        if self.kind not in VALID_OPERATION_KINDS:
            raise MathGraphError(
                f"operation.kind: {self.kind!r} is not one of {sorted(VALID_OPERATION_KINDS)}"
            )
        if self.kind == "transfer":
            if self.target is None:
                raise MathGraphError(f"operation.target: transfer by {self.actor!r} has no target")
            _check_name(self.target, "operation.target")
            if self.target == self.actor:
                raise MathGraphError(
                    f"operation.target: transfer by {self.actor!r} targets its own actor"
                )
        elif self.target is not None:
            raise MathGraphError(
                f"operation.target: the {self.kind} by {self.actor!r} carries target "
                f"{self.target!r}; only a transfer has a target"
            )
        if self.kind == "divide" and self.operand.value == 0:
            raise MathGraphError(f"operation.operand.value: {self.actor!r} divides by zero")


class Unknown(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What the question asks: ``entity``'s holding of ``unit``, or the total when None."""

    unit: str
    entity: str | None = None

    def __post_init__(self) -> None:
        _check_name(self.unit, "unknown.unit", lowercase=True)
        if self.entity is not None:
            _check_name(self.entity, "unknown.entity")


class MathProblemGraph(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The proposition graph: entities, initial state, operations and the unknown.

    Tuples keep order of introduction. Every entity reference must resolve.
    """

    entities: tuple[str, ...]
    initial_state: tuple[InitialPossession, ...]
    operations: tuple[Operation, ...]
    unknown: Unknown

    def __post_init__(self) -> None:
        for name, value in (
            ("entities", self.entities),
            ("initial_state", self.initial_state),
            ("operations", self.operations),
        ):
            if isinstance(value, list):  # accept lists from Python callers, store tuples
                msgspec.structs.force_setattr(self, name, tuple(value))
            elif not isinstance(value, tuple):
                raise MathGraphError(f"{name}: expected a sequence, got {value!r}")
        for item in self.initial_state:
            _check_type(item, InitialPossession, "initial_state")
        for op in self.operations:
            _check_type(op, Operation, "operations")
        _check_type(self.unknown, Unknown, "unknown")
        if not self.entities:
            raise MathGraphError("entities: must not be empty")
        seen: set[str] = set()
        for entity in self.entities:
            _check_name(entity, "entities")
            if entity in seen:
                raise MathGraphError(f"entities: duplicate entity {entity!r}")
            seen.add(entity)
        for item in self.initial_state:
            _resolve(item.entity, "initial_state.entity", seen)
        for op in self.operations:
            _resolve(op.actor, "operation.actor", seen)
            if op.target is not None:
                _resolve(op.target, "operation.target", seen)
        if self.unknown.entity is not None:
            _resolve(self.unknown.entity, "unknown.entity", seen)

    def as_json(self) -> dict[str, Any]:
        """RETURNS (dict): the graph as JSON-ready builtins (canonical key order)."""
        return msgspec.json.decode(self.canonical_bytes())

    def canonical_bytes(self) -> bytes:
        """RETURNS (bytes): compact JSON, sorted keys, integral values as integers."""
        return _ENCODER.encode(self)


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
