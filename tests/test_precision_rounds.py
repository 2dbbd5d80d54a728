"""Red-team precision rounds: problems written from outside the parser, answered right or not at all.

Each ``tests/data/precision_roundN.jsonl`` holds short problems written by a helper who never
read the parser's rules, aimed at the structure around correctly read events (coordinated
amounts, quantifiers, owners' places, fractions of a holding, verbless repeats, shared
objects, event order, ...; see ``precision_roundN.md``). Each row carries a hand-worked
``answer``, or ``null`` when the text does not fix one and only an abstention is right. The
file was committed before the parser read it, and its rows are never edited after the first
run. Answers are compared exactly. A wrong answer fails, except for the ids in
``precision_roundN_known_wrong.json``, with strict semantics: a listed id that is no longer
wrong fails too, so the list only shrinks.

A new round is one more file pair (``precision_roundN.jsonl`` and its known-wrong list):
the rounds are found by name. Run ``python -m tests.test_precision_rounds [STEM ...]
[--write-known-wrong]`` for the per-family tables.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tests.problem_suites import assert_distinct_texts, assert_not_public_copies
from tests.strict_lists import (
    assert_pinned,
    assert_strict,
    read_known_wrong,
    read_rows,
    report,
)
from tests.test_probes import classify

DATA = Path(__file__).parent / "data"
ROUND_FILE = re.compile(r"precision_round(\d+)\.jsonl")
KEYS = ["id", "problem", "answer", "family", "note"]
SLUG = re.compile(r"[a-z]+(?:-[a-z]+)*")
MIN_ROWS = 160
MIN_FAMILIES = 8
MIN_PER_FAMILY = 6

Outcomes = list[tuple[dict[str, Any], str, Any]]


def round_stems() -> list[str]:
    """RETURNS (list[str]): the stems of the round files in ``tests/data``, by round number."""
    rounds = []
    for path in DATA.glob("precision_round*.jsonl"):
        match = ROUND_FILE.fullmatch(path.name)
        if match:
            rounds.append((int(match.group(1)), path.stem))
    return [stem for _, stem in sorted(rounds)]


ROUNDS = round_stems()


def prefix(stem: str) -> str:
    """RETURNS (str): the id prefix of a round (``precision_round2`` -> ``r2``)."""
    match = ROUND_FILE.fullmatch(f"{stem}.jsonl")
    assert match, stem
    return f"r{match.group(1)}"


def load(stem: str) -> list[dict[str, Any]]:
    """RETURNS (list[dict]): the round's rows, in order (ValueError names a bad line)."""
    return read_rows(DATA / f"{stem}.jsonl")


def known_wrong_path(stem: str) -> Path:
    """RETURNS (Path): the round's strict list of ids answered wrong today."""
    return DATA / f"{stem}_known_wrong.json"


def run(stem: str, nlp: Any = None) -> Outcomes:
    """Parse every problem of a round once, in one batch.

    stem (str): the round's file stem; nlp (Language | None): the default pipeline if None.
    RETURNS (list[tuple]): (row, outcome, result) per problem, in file order.
    """
    from wordproblem.pipeline import parse_many

    rows = load(stem)
    results = parse_many([row["problem"] for row in rows], nlp, batch_size=64)
    return [(row, classify(row, r), r) for row, r in zip(rows, results, strict=True)]


def table(outcomes: Outcomes) -> str:
    """RETURNS (str): a Markdown table of probes / wrong / abstained / right per family,
    then the totals and the precision (right / answered)."""
    lines = [
        "| family | probes | wrong | abstained | right |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    families = list(dict.fromkeys(row["family"] for row, _, _ in outcomes))
    for family in [*families, "all"]:
        kinds = Counter(k for row, k, _ in outcomes if family in ("all", row["family"]))
        name = "**all**" if family == "all" else f"`{family}`"
        lines.append(
            f"| {name} | {sum(kinds.values())} | {kinds['wrong']} | "
            f"{kinds['abstained']} | {kinds['right']} |"
        )
    kinds = Counter(k for _, k, _ in outcomes)
    answered = kinds["right"] + kinds["wrong"]
    precision = f"{kinds['right'] / answered:.3f}" if answered else "n/a"
    lines.append("")
    lines.append(
        f"answered {answered}, right {kinds['right']}, wrong {kinds['wrong']}, "
        f"precision {precision}"
    )
    return "\n".join(lines)


def describe(row: dict[str, Any], result: Any) -> str:
    """RETURNS (str): a wrong answer's line: id, family, text, answer given and expected."""
    expected = row["answer"] if row["answer"] is not None else "an abstention"
    return (
        f"{row['id']} [{row['family']}]: {row['problem']} -> {result.answer} (expected {expected})"
    )


# --- the data files --------------------------------------------------------------------


def test_the_first_round_is_found():
    assert ROUNDS[:1] == ["precision_round1"], ROUNDS


@pytest.mark.parametrize("stem", ROUNDS)
def test_rows_have_the_documented_shape(stem):
    rows = load(stem)
    for i, row in enumerate(rows, 1):
        assert list(row) == KEYS, row.get("id", i)
        assert row["id"] == f"{prefix(stem)}-{i:03d}", row["id"]
        problem = row["problem"]
        assert isinstance(problem, str) and problem and problem == problem.strip(), row["id"]
        assert "\n" not in problem, row["id"]
        answer = row["answer"]
        if answer is not None:
            assert type(answer) in (int, float) and answer >= 0, row["id"]
            assert not (isinstance(answer, float) and answer.is_integer()), row["id"]
        assert isinstance(row["family"], str) and SLUG.fullmatch(row["family"]), row["id"]
        note = row["note"]
        assert isinstance(note, str) and note and note == note.strip(), row["id"]
        assert "\n" not in note, row["id"]
    ids = [row["id"] for row in rows]
    assert len(set(ids)) == len(ids), "an id is used twice"
    assert_distinct_texts(rows)


@pytest.mark.parametrize("stem", ROUNDS)
def test_the_mix_is_wide_enough(stem):
    rows = load(stem)
    families = Counter(row["family"] for row in rows)
    assert len(rows) >= MIN_ROWS
    assert len(families) >= MIN_FAMILIES, families
    thin = {name: n for name, n in families.items() if n < MIN_PER_FAMILY}
    assert not thin, f"families with fewer than {MIN_PER_FAMILY} rows: {thin}"
    order = [row["family"] for row in rows]
    blocks = [name for i, name in enumerate(order) if i == 0 or order[i - 1] != name]
    assert len(blocks) == len(families), "a family's rows are split in the file"


@pytest.mark.parametrize("stem", ROUNDS)
def test_no_problem_copies_a_public_one(stem):
    assert_not_public_copies(load(stem))


@pytest.mark.parametrize("stem", ROUNDS)
def test_the_known_wrong_list_is_well_formed(stem):
    path = known_wrong_path(stem)
    known = read_known_wrong(path)
    assert known == sorted(known), f"{path.name} is not sorted"
    assert len(known) == len(set(known)), f"{path.name} lists an id twice"
    ids = {row["id"] for row in load(stem)}
    assert set(known) <= ids, f"unknown ids in {path.name}: {sorted(set(known) - ids)}"


def test_prefix_follows_the_round_number():
    assert prefix("precision_round1") == "r1"
    assert prefix("precision_round12") == "r12"
    with pytest.raises(AssertionError):
        prefix("precision_families")


# --- the parser ------------------------------------------------------------------------


@pytest.fixture(scope="module", params=ROUNDS)
def outcomes(request, nlp) -> tuple[str, Outcomes]:
    """RETURNS (tuple): a round's stem and its outcomes, parsed once for the tests below."""
    return request.param, run(request.param, nlp)


def test_parser_answers_right_or_abstains(outcomes):
    stem, found = outcomes
    assert_strict(found, known_wrong_path(stem), describe)


def test_answered_and_right_counts_hold_their_pins(outcomes):
    stem, found = outcomes
    assert_pinned("suites", stem, [kind for _, kind, _ in found])


def main() -> None:
    """Print each round's table and wrong answers (the rounds named on the command line, or
    all); ``--write-known-wrong`` rewrites their lists."""
    named = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
    for stem in named or ROUNDS:
        print(f"## {stem}")
        outcomes = run(stem)
        what = f"Precision round {prefix(stem)[1:]} problems"
        module = "tests.test_precision_rounds"
        report(outcomes, table(outcomes), known_wrong_path(stem), what, module, describe)


if __name__ == "__main__":
    main()
