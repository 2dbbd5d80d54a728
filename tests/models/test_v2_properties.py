"""Property tests for schema v2: random valid v2 graphs round-trip byte-equal, logically
equal graphs give equal bytes, and the solver agrees with the reference solver and with
the value the generator hid. Bounded to a few seconds."""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

from hypothesis import event, given, settings
from hypothesis import strategies as st
from wordproblem.models import (
    InconsistentGraphError,
    graph_from_dict,
    graph_from_json,
    solve,
    to_number,
)

from tests.reference_solver import ReferenceInconsistency, reference_solve
from tests.test_properties import _as_tuples, _shuffled_keys, _walk
from tests.test_properties import graphs as v1_graphs

FAST = settings(max_examples=120, deadline=None)

NAMES = ["Sam", "Kim", "Mrs. Lee", "toy store"]
UNITS = ["apples", "marbles", "dollars"]
RATES = [Fraction(1), Fraction(2), Fraction(5, 2), Fraction(6), Fraction(1, 4)]
WEEK = 7  # days


def _n(value: Fraction) -> int | float:
    return to_number(value)


def _q(value: Fraction | None, unit: str) -> dict[str, Any]:
    return {"unit": unit, "value": None if value is None else _n(value)}


@st.composite
def worlds(draw: st.DrawFn) -> tuple[dict[str, Any], Fraction | None]:
    """A random consistent v2 graph and the value its question must get (None when the
    generator cannot tell: the solver may then refuse)."""
    entities = draw(st.permutations(NAMES))[: draw(st.integers(2, 3))]
    state: dict[tuple[str, str], Fraction] = {}
    facts: list[dict[str, Any]] = []
    small = st.integers(0, 40).map(Fraction)
    for _ in range(draw(st.integers(1, 6))):
        kind = draw(st.sampled_from(["has", "change", "rate", "share", "compare", "need", "total"]))
        entity = draw(st.sampled_from(entities))
        unit = draw(st.sampled_from(UNITS))
        key = (entity, unit)
        if kind == "has":
            value = state.get(key, draw(small))
            state[key] = value
            facts.append({"type": "has", "entity": entity, "quantity": _q(value, unit)})
        elif kind == "change":
            op = draw(st.sampled_from(["add", "subtract", "transfer", "multiply", "divide"]))
            have = state.get(key, Fraction(0))
            if op in ("multiply", "divide") and key not in state:
                op = "add"
            if op == "add":
                amount = draw(small)
                state[key] = have + amount
            elif op in ("subtract", "transfer"):
                amount = Fraction(draw(st.integers(0, int(have))))
                state[key] = have - amount
            else:
                amount = Fraction(draw(st.sampled_from([1, 2, 4, 5])))
                state[key] = have * amount if op == "multiply" else have / amount
            target = None
            if op == "transfer":
                target = draw(st.sampled_from([e for e in entities if e != entity]))
                state[target, unit] = state.get((target, unit), Fraction(0)) + amount
            facts.append(
                {
                    "type": "change",
                    "actor": entity,
                    "kind": op,
                    "operand": _q(amount, unit),
                    "target": target,
                }
            )
        elif kind == "rate":
            count = Fraction(draw(st.integers(1, 10)))
            per_value = draw(st.sampled_from(RATES))
            weeks = draw(st.booleans())
            total = count * per_value * (WEEK if weeks else 1)
            effect = draw(st.sampled_from([None, "add", "subtract"]))
            have = state.get(key, Fraction(0))
            if effect == "subtract" and have < total:
                effect = None
            holder = entity if effect or draw(st.booleans()) else None
            if effect:
                state[key] = have + total if effect == "add" else have - total
            facts.append(
                {
                    "type": "rate",
                    "entity": holder,
                    "kind": effect,
                    "count": _q(count, "weeks" if weeks else "boxes"),
                    "rate": {
                        "per": "day" if weeks else "box",
                        "unit": unit,
                        "value": _n(per_value),
                    },
                    "total": _q(total, unit),
                }
            )
        elif kind == "share":
            groups, each = draw(st.integers(1, 6)), draw(st.integers(1, 8))
            rest = draw(st.one_of(st.none(), st.integers(0, min(groups, each) - 1)))
            total = Fraction(groups * each + (rest or 0))
            facts.append(
                {
                    "type": "share",
                    "entity": draw(st.sampled_from([None, entity])),
                    "total": _q(total, unit),
                    "groups": _q(Fraction(groups), "friends"),
                    "each": {"per": "friend", "unit": unit, "value": each},
                    "remainder": None if rest is None else _q(Fraction(rest), unit),
                }
            )
        elif kind == "compare":
            known = [k for k in state if k[1] == unit and k[0] != entity]
            if key in state or not known:
                continue
            than = draw(st.sampled_from(known))
            base = state[than]
            how = draw(st.sampled_from(["more", "fewer", "times", "part"]))
            by = Fraction(draw(st.sampled_from([1, 2, 4, 5])))
            if how == "fewer":
                by = Fraction(draw(st.integers(0, int(base))))
            if how in ("more", "fewer"):
                value = base + by if how == "more" else base - by
            else:
                value = base * by if how == "times" else base / by
            state[key] = value
            facts.append(
                {
                    "type": "compare",
                    "entity": entity,
                    "kind": how,
                    "than": than[0],
                    "unit": unit,
                    "by": _n(by),
                }
            )
        elif kind == "need":
            if key not in state:
                continue
            shortfall = draw(small)
            facts.append(
                {
                    "type": "need",
                    "entity": entity,
                    "goal": _q(state[key] + shortfall, unit),
                    "shortfall": _q(shortfall, unit),
                }
            )
        else:
            shape = draw(st.sampled_from(["one holder", "holders", "everyone"]))
            if shape == "one holder":
                holders, parts = [entity], [u for (e, u) in state if e == entity]
            else:
                holders = [e for (e, u) in state if u == unit]
                parts = [unit]
                if shape == "everyone":
                    holders = []
            pairs = [(e, u) for (e, u) in state if u in parts and (not holders or e in holders)]
            if not pairs or (shape == "holders" and len(holders) < 2):
                continue
            whole = sum(state[pair] for pair in pairs)
            facts.append(
                {"type": "total", "holders": holders, "parts": parts, "whole": _q(whole, "things")}
            )
    if not facts:
        facts.append({"type": "has", "entity": entities[0], "quantity": _q(Fraction(3), "apples")})
        state[entities[0], "apples"] = Fraction(3)
    used = []
    for fact in facts:
        for name in (
            fact.get("entity"),
            fact.get("actor"),
            fact.get("target"),
            fact.get("than"),
            *fact.get("holders", []),
        ):
            if name is not None and name not in used:
                used.append(name)
    for fact in facts:  # a rate's total that moves a holding may be left for the solver
        if fact["type"] == "rate" and fact["kind"] and draw(st.booleans()):
            fact["total"]["value"] = None
    graph: dict[str, Any] = {
        "entities": used,
        "initial_state": [],
        "operations": [],
        "facts": facts,
    }
    slots = [(i, s) for i, f in enumerate(facts) for s in _slots(f) if _value(f, s) is not None]
    if slots and (not state or draw(st.booleans())):
        index, slot = draw(st.sampled_from(slots))
        fact = facts[index]
        expected = _hide(fact, slot)
        graph["question"] = {"fact": index, "slot": slot}
        graph["unknown"] = {"unit": _unit(fact, slot), "entity": _holder(fact)}
        return graph, expected
    entity, unit = draw(st.sampled_from(sorted(state)))
    asked = draw(st.sampled_from([entity, None]))
    graph["unknown"] = {"unit": unit, "entity": asked}
    if asked is None:
        return graph, sum((v for (e, u), v in state.items() if u == unit), Fraction(0))
    return graph, state[entity, unit]


def _slots(fact: dict[str, Any]) -> list[str]:
    if fact["type"] == "share":
        return ["total", "groups", "each"] + (["remainder"] if fact["remainder"] else [])
    return {
        "has": ["quantity"],
        "change": ["operand"],
        "rate": ["count", "rate", "total"],
        "compare": ["by"],
        "need": ["goal", "shortfall"],
        "total": ["whole"],
    }[fact["type"]]


def _value(fact: dict[str, Any], slot: str) -> Any:
    return fact["by"] if fact["type"] == "compare" else fact[slot]["value"]


def _hide(fact: dict[str, Any], slot: str) -> Fraction:
    if fact["type"] == "compare":
        value, fact["by"] = fact["by"], None
    else:
        value, fact[slot]["value"] = fact[slot]["value"], None
    return Fraction(repr(value)) if isinstance(value, float) else Fraction(value)


def _unit(fact: dict[str, Any], slot: str) -> str:
    return fact["unit"] if fact["type"] == "compare" else fact[slot]["unit"]


def _holder(fact: dict[str, Any]) -> str | None:
    if fact["type"] == "change":
        return fact["actor"]
    if fact["type"] == "total":
        return fact["holders"][0] if len(fact["holders"]) == 1 else None
    return fact["entity"]


def _outcome(call) -> Any:
    try:
        return call()
    except (InconsistentGraphError, ReferenceInconsistency) as exc:
        return exc.code


@FAST
@given(world=worlds())
def test_random_v2_graph_round_trips_byte_equal(world):
    data, _ = world
    graph = graph_from_dict(data)
    encoded = graph.canonical_bytes()
    assert graph_from_dict(graph.as_json()) == graph
    assert graph_from_json(encoded) == graph
    assert graph_from_json(encoded).canonical_bytes() == encoded
    assert json.loads(encoded) == graph.as_json()


@FAST
@given(world=worlds(), rnd=st.randoms(use_true_random=False))
def test_logically_equal_v2_graphs_give_equal_bytes(world, rnd):
    data, _ = world
    expected = graph_from_dict(data).canonical_bytes()
    asked = {"question": data["question"]} if "question" in data else {}
    floats = {**_walk(data, float), **asked}  # a fact number stays an int
    ints = {**_walk(data, lambda v: int(v) if float(v).is_integer() else v), **asked}
    for variant in (
        graph_from_dict(floats),
        graph_from_dict(ints),
        graph_from_dict(_as_tuples(data)),
        graph_from_json(json.dumps(_shuffled_keys(data, rnd))),
        graph_from_json(json.dumps(_shuffled_keys(floats, rnd), indent=1).encode()),
    ):
        assert variant.canonical_bytes() == expected


@FAST
@given(world=worlds())
def test_v2_solver_agrees_with_reference_and_the_hidden_value(world):
    data, expected = world
    graph = graph_from_dict(data)
    real = _outcome(lambda: solve(graph).answer.value)
    reference = _outcome(lambda: reference_solve(graph.as_json()).value)
    event(f"outcome: {real if isinstance(real, str) else 'answered'}")
    if isinstance(real, str):
        assert isinstance(reference, str), (real, reference)
        # the generator builds consistent worlds: only an unrecoverable hidden value
        assert real in ("underdetermined", "non-linear"), real
        return
    assert not isinstance(reference, str), (real, reference)
    assert Fraction(repr(real) if isinstance(real, float) else real) == reference
    assert reference == expected


@FAST
@given(data=v1_graphs())
def test_a_v1_graph_written_as_facts_solves_the_same(data):
    keys = [(p["entity"], p["quantity"]["unit"]) for p in data["initial_state"]]
    if len(keys) != len(set(keys)):
        return  # v1 lets a later possession reset a holding; a v2 `has` states it instead
    v1 = graph_from_dict(data)
    facts = [{"type": "has", **p} for p in v1.as_json()["initial_state"]]
    facts += [{"type": "change", **op} for op in v1.as_json()["operations"]]
    v2 = graph_from_dict({**v1.as_json(), "initial_state": [], "operations": [], "facts": facts})
    first = _outcome(lambda: solve(v1).answer)
    second = _outcome(lambda: solve(v2).answer)
    event(f"outcome: {first if isinstance(first, str) else 'answered'}")
    assert first == second
