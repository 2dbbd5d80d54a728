"""Metamorphic property: on a transformed dev-set case the parser gives the transformed
ground-truth graph (byte-equal canonical bytes) or abstains, never another graph.

Wrong graphs known today are listed in ``known_wrong.json`` with strict semantics: a new
wrong graph fails, and so does a listed id that is no longer wrong (the list only shrinks).
"""

from __future__ import annotations

import json
from fractions import Fraction

from tests.reference_solver import reference_solve

from .run import KNOWN_WRONG, dev_cases, load_known_wrong
from .transforms import TRANSFORMS, generate, number_word, split_sentences, stated_numbers

INVARIANT = {"rename", "reorder", "distract-holder", "distract-holder-mid", "distract-holder-end", "distract-event",
             "distract-event-end", "distract-unit"}  # fmt: skip

# Answers worked out by hand from the transformed texts (not from the generator).
HAND_CHECKED = {
    "gpd-004:ask-other:0": (5, "marbles"),  # Tom 8 - 3
    "gpd-012:ask-other:0": (12, "stamps"),  # Ben 7 + 5
    "gpd-035:ask-other:0": (16, "seashells"),  # Gina 25 - 9; Hugo no longer asked
    "gpd-031:ask-other:1": (8, "crayons"),  # Lin, untouched
    "gpd-040:ask-subset:0": (5, "violet marbles"),
    "gpd-038:ask-subset:0": (10, "tables"),
    "gpd-017:ask-subset:0": (6, "apples"),
    "gpd-031:ask-total:0": (25, "crayons"),  # 12 + 5 + 8, a loan moves none out
    "gpd-042:ask-total:0": (43, "marbles"),  # 30 + 18 - 5
    "gpd-035:ask-total:0": (25, "seashells"),  # Gina and Hugo named: the gift stays inside
}


def test_generator_is_deterministic(generated):
    again = generate(dev_cases())
    assert [(c.id, c.text, c.graph) for c in again.cases] == [
        (c.id, c.text, c.graph) for c in generated.cases
    ]
    assert len({c.id for c in generated.cases}) == len(generated.cases)


def test_every_transform_produces_cases(generated):
    made = {c.transform for c in generated.cases}
    assert made == set(TRANSFORMS)


def test_number_words_and_sentences():
    assert [number_word(v) for v in (0, 13, 20, 42, 99)] == [
        "zero", "thirteen", "twenty", "forty-two", "ninety-nine"
    ]  # fmt: skip
    found = stated_numbers("Ann has twenty-one cards, $1,200.50 and a dozen eggs; 85¢.")
    assert [v for _, v in found] == [21, Fraction("1200.5"), 12, 85]
    assert split_sentences("Mr. Bell has $5. He buys 2. How many?") == [
        "Mr. Bell has $5. ", "He buys 2. ", "How many?"
    ]  # fmt: skip


def test_expected_graphs_hand_checked(generated):
    by_id = {c.id: c for c in generated.cases}
    for case_id, (value, unit) in HAND_CHECKED.items():
        answer = reference_solve(by_id[case_id].graph)
        assert (answer.value, answer.unit) == (Fraction(value), unit), case_id


def test_expected_graphs_keep_or_scale_the_answer(generated):
    """An independent solver: invariant transforms keep the answer, scale multiplies it."""
    source = {c["id"]: c for c in dev_cases()}
    for case in generated.cases:
        if case.graph is None:
            assert case.transform == "ask-change", case.id
            continue
        original = source[case.id.split(":")[0]]
        before = reference_solve(original["ground_truth_graph"])
        after = reference_solve(case.graph)
        if case.transform in INVARIANT:
            assert (after.value, after.unit) == (before.value, before.unit), case.id
        elif case.transform == "scale":
            assert after.unit == before.unit, case.id
            k = after.value / before.value
            assert k in {2, 3, 4, 7, 10}, case.id
            for new_step, old_step in zip(after.steps, before.steps, strict=True):
                for new_change, old_change in zip(new_step.changes, old_step.changes, strict=True):
                    assert new_change[1:] == (k * old_change[1], k * old_change[2]), case.id
            new_numbers = [v for _, v in stated_numbers(case.text)]
            old_numbers = [v for _, v in stated_numbers(original["problem"])]
            assert [n / o for n, o in zip(new_numbers, old_numbers, strict=True)] == [
                after.value / before.value
            ] * len(old_numbers), case.id


def test_parser_gives_the_transformed_graph_or_abstains(outcomes):
    wrong = {o.case.id for o in outcomes if o.kind == "wrong"}
    known = set(load_known_wrong())
    ids = {o.case.id for o in outcomes}
    assert known <= ids, (
        f"known_wrong.json lists ids the generator no longer makes: {sorted(known - ids)}"
    )
    new = sorted(wrong - known)
    details = [
        f"{o.case.id}: {o.case.text}\n  expected {json.dumps(o.case.graph, sort_keys=True)}"
        f"\n  got      {(o.got or b'').decode()}"
        for o in outcomes
        if o.case.id in new
    ]
    assert not new, "wrong graphs:\n" + "\n".join(details)
    fixed = sorted(known - wrong)
    assert not fixed, f"no longer wrong, remove from {KNOWN_WRONG.name}: {fixed}"
