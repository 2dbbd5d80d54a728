"""The worked examples of the decision records: each problem parses to the graph shown."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

RECORDS = Path(__file__).resolve().parent.parent / "docs" / "decisions"
# records whose "## Worked example" quotes one problem and shows its canonical graph
WITH_EXAMPLES = [
    "0018-measures-everywhere-scores-sizes-on-each.md",
    "0019-stretches-places-and-groups-of-items-done.md",
    "0020-holdings-told-now-events-asked-owners-places.md",
    "0021-differences-time-slots-shares-and-events-at-a-time.md",
    "0022-comparisons-of-measures-tallies-and-losses-rates-the-parse-hid.md",
    "0023-parts-in-states-what-events-leave-and-parses-repaired.md",
    "0024-parts-of-holdings-all-but-and-comparisons-told-after.md",
    "0025-prices-beside-single-items-sellers-and-receivers.md",
    "0026-trades-beside-stock-prices-asked-and-shortfalls-beside-rates.md",
    "0027-distractors-change-passives-scenes-and-names-again.md",
    "0028-occasions-paces-times-per-item-and-units-converted.md",
    "0029-names-twice-stretches-listed-each-over-subjects-and-states-in-the-progressive.md",
    "0030-prices-over-buyers-items-left-unnamed-sized-containers-and-trips-between-places.md",
    "0031-parts-that-did-not-sales-of-what-is-held-paces-asked-and-shares-given-equally.md",
    "0032-what-each-of-a-group-did-the-rest-after-a-part-and-changes-of-a-group.md",
    "0033-doers-named-by-their-act-splits-asked-plainly-kinds-listed-per-item-and-goals-asked.md",
    "0034-old-and-new-ones-acts-counted-in-times-needs-done-later-things-supplied.md",
    "0035-holdings-after-events-sales-of-all-but-packs-and-acts-after-a-state.md",
    "0036-finishing-equal-parts-said-apart-groups-held-and-if-clauses-of-two-events.md",
    "0037-shares-told-apart-arrivals-asked-containers-double-objects-and-numbers-that-name.md",
    "0038-wholes-of-what-was-done-names-comparatives-after-the-count-and-plans.md",
    "0039-equal-shares-said-more-ways-remainders-and-rates-beside-other-families.md",
    "0040-units-converted-goals-trips-told-apart-wholes-of-a-holding-and-prices-of-a-pack.md",
    "0041-starts-beside-comparisons-sums-over-two-people-or-kinds-and-counts-left-out-at-a-price.md",
]


def _example(name: str) -> tuple[str, dict]:
    """RETURNS: (the problem quoted first under "## Worked example", its JSON graph)."""
    text = (RECORDS / name).read_text("utf-8")
    section = text.split("## Worked example", 1)[1].split("\n## ", 1)[0]
    problem = re.search(r'^"(.+?)"\s*$', section, re.MULTILINE | re.DOTALL)
    assert problem is not None, f"{name}: no quoted problem"
    block = re.search(r"```json\n(.+?)```", section, re.DOTALL)
    assert block is not None, f"{name}: no JSON graph"
    return " ".join(problem.group(1).split()), json.loads(block.group(1))


@pytest.mark.parametrize("name", WITH_EXAMPLES)
def test_the_worked_example_parses_to_the_graph_shown(nlp, name):
    problem, graph = _example(name)
    doc = nlp(problem)
    assert doc._.math_graph is not None, f"{name}: {problem!r} abstains: {doc._.math_abstention}"
    assert json.loads(doc._.math_graph.canonical_bytes()) == graph
