"""v1 graphs beyond the dev set, pinned by the golden test: every operation kind,
decimals, unicode names, a total, an entity that reads 0, a huge exact integer."""

from __future__ import annotations

from typing import Any


def _g(holdings, ops, unknown, entities) -> dict[str, Any]:
    return {
        "entities": entities,
        "initial_state": [
            {"entity": e, "quantity": {"value": v, "unit": u}} for e, v, u in holdings
        ],
        "operations": [
            {
                "actor": actor,
                "kind": kind,
                "operand": {"value": value, "unit": unit},
                "target": rest[0] if rest else None,
            }
            for actor, kind, value, unit, *rest in ops
        ],
        "unknown": {"unit": unknown[0], "entity": unknown[1]},
    }


HELD_BACK: dict[str, dict[str, Any]] = {
    "held-transfer-chain": _g(
        [("Sam", 10, "apples"), ("Kim", 2, "apples")],
        [
            ("Sam", "add", 2, "apples"),
            ("Sam", "transfer", 3, "apples", "Kim"),
            ("Kim", "multiply", 2, "apples"),
            ("Sam", "divide", 3, "apples"),
        ],
        ("apples", "Kim"),
        ["Sam", "Kim"],
    ),
    "held-money-decimals": _g(
        [("Sam", 20, "dollars")],
        [("Sam", "subtract", 13.99, "dollars"), ("Sam", "subtract", 3.7, "dollars")],
        ("dollars", "Sam"),
        ["Sam"],
    ),
    "held-prices-total": _g(
        [("Ann", 13.99, "dollars"), ("Bo", 12.14, "dollars"), ("Zoë", 7.43, "dollars")],
        [],
        ("dollars", None),
        ["Ann", "Bo", "Zoë"],
    ),
    "held-reads-zero": _g(
        [("Sam", 3, "apples"), ("Mrs. Lee", 2, "pears")],
        [("toy store", "add", 0.5, "pears")],
        ("apples", "Mrs. Lee"),
        ["Sam", "Mrs. Lee", "toy store"],
    ),
    "held-quarter-cups": _g(
        [("Sam", 0.3, "cups")],
        [("Sam", "divide", 0.1, "cups"), ("Sam", "multiply", 0.25, "cups")],
        ("cups", "Sam"),
        ["Sam"],
    ),
    "held-large-int": _g(
        [("Sam", 123456789012, "grains")],
        [("Sam", "multiply", 1000, "grains")],
        ("grains", "Sam"),
        ["Sam"],
    ),
}
