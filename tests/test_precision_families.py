"""Precision families of issue 7: on every problem the parser abstains or answers right.

``tests/data/precision_families.jsonl`` holds problems written for this test, several per
family (1-8), each with its hand-worked answer and unit; rows marked ``control`` resolve
the family's trick so that the plain reading is right. A wrong answer (value or unit) fails,
except for the ids in ``precision_families_known_wrong.json``, with strict semantics: a
listed id that is no longer wrong fails too, so the list only shrinks.

Units follow the dev set's contract: a contrasted kind keeps its adjective ("red shirts"),
a container measure keeps its contents ("bags of rice"), a total over kinds of one noun is
the noun ("pens"), a total over two nouns is written as the question writes it ("cows and
goats"; schema v1 cannot give it, so today only an abstention is right). ``accept_units``
lists further units that are not wrong (a bare container where nothing contrasts).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from tests.strict_lists import SHARED, assert_pinned, write_known_wrong

DATA = Path(__file__).parent / "data"
PROBLEMS = DATA / "precision_families.jsonl"
KNOWN_WRONG = DATA / "precision_families_known_wrong.json"
PUBLIC = SHARED  # ../shared/data beside the repository
FAMILIES = range(1, 9)
NGRAM = 8  # a shared run of this many words counts as copied text


def load_problems() -> list[dict[str, Any]]:
    """RETURNS (list[dict]): the family problems, one per line."""
    rows = []
    for number, line in enumerate(PROBLEMS.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise ValueError(f"{PROBLEMS.name} line {number}: {exc}") from exc
    return rows


def words(text: str) -> list[str]:
    """RETURNS (list[str]): lowercase word and number tokens (punctuation and spacing dropped)."""
    return re.findall(r"[a-z0-9]+", text.lower())


def ngrams(tokens: list[str], n: int = NGRAM) -> set[tuple[str, ...]]:
    """RETURNS (set): the token n-grams of ``tokens``."""
    return {tuple(tokens[i : i + n]) for i in range(len(tokens) - n + 1)}


def classify(problem: dict[str, Any], result: Any) -> str:
    """RETURNS (str): ``right``, ``abstained`` or ``wrong`` for one parse result."""
    if result.graph is None or result.answer is None:
        return "abstained"
    units = {problem["unit"], *problem.get("accept_units", ())}
    value = result.answer.value
    got = Fraction(value) if isinstance(value, int) else Fraction(repr(value))
    right = got == Fraction(str(problem["answer"])) and result.answer.unit in units
    return "right" if right else "wrong"


@pytest.fixture(scope="module")
def outcomes(nlp) -> dict[str, tuple[dict[str, Any], str, Any]]:
    from wordproblem.pipeline import parse_many

    problems = load_problems()
    results = parse_many([p["text"] for p in problems], nlp)
    return {p["id"]: (p, classify(p, r), r) for p, r in zip(problems, results, strict=True)}


def test_data_file_is_well_formed():
    problems = load_problems()
    ids = [p["id"] for p in problems]
    assert len(ids) == len(set(ids))
    allowed = {"id", "family", "slug", "text", "answer", "unit", "control", "accept_units"}
    for p in problems:
        assert set(p) <= allowed and {"id", "family", "slug", "text", "answer", "unit"} <= set(p)
        assert p["family"] in FAMILIES and p["id"].startswith(f"pf{p['family']}-{p['slug']}-")
        assert isinstance(p["answer"], int | float) and p["answer"] >= 0
    per_family = Counter((p["family"], bool(p.get("control"))) for p in problems)
    for family in FAMILIES:
        assert per_family[family, False] >= 6, family
        assert per_family[family, True] >= 2, family


def test_texts_are_not_copies_of_public_problems():
    if not PUBLIC.is_dir():
        pytest.skip(f"{PUBLIC} is not here")
    public_texts: set[tuple[str, ...]] = set()
    public_grams: set[tuple[str, ...]] = set()
    for path in sorted(PUBLIC.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").split("\n"):
            if line.strip():
                tokens = words(json.loads(line)["question"])
                public_texts.add(tuple(tokens))
                public_grams |= ngrams(tokens)
    for p in load_problems():
        tokens = words(p["text"])
        assert tuple(tokens) not in public_texts, p["id"]
        shared = ngrams(tokens) & public_grams
        assert not shared, f"{p['id']} shares {sorted(shared)[0]} with a public problem"


def test_parser_abstains_or_answers_right(outcomes):
    wrong = {pid for pid, (_, kind, _) in outcomes.items() if kind == "wrong"}
    known = set(json.loads(KNOWN_WRONG.read_text(encoding="utf-8"))["ids"])
    assert known <= set(outcomes), (
        f"unknown ids in {KNOWN_WRONG.name}: {sorted(known - set(outcomes))}"
    )
    new = sorted(wrong - known)
    details = [
        f"{pid}: {outcomes[pid][0]['text']} -> {outcomes[pid][2].answer} "
        f"(expected {outcomes[pid][0]['answer']} {outcomes[pid][0]['unit']})"
        for pid in new
    ]
    assert not new, "wrong answers:\n" + "\n".join(details)
    fixed = sorted(known - wrong)
    assert not fixed, f"no longer wrong, remove from {KNOWN_WRONG.name}: {fixed}"


def test_answered_and_right_counts_hold_their_pins(outcomes):
    assert_pinned("suites", "precision_families", [kind for _, kind, _ in outcomes.values()])


def main() -> None:
    """Print right / abstained / wrong per family; ``--write-known-wrong`` rewrites the list.

    Run as ``python -m tests.test_precision_families [--write-known-wrong]``.
    """
    import sys

    from wordproblem.pipeline import parse_many

    problems = load_problems()
    results = parse_many(p["text"] for p in problems)
    kinds = [classify(p, r) for p, r in zip(problems, results, strict=True)]
    print(
        "| family | family problems: right / abstained / wrong | controls: right / abstained / wrong |"
    )
    print("| --- | --- | --- |")
    for family in FAMILIES:
        rows = [(p, k) for p, k in zip(problems, kinds, strict=True) if p["family"] == family]
        cells = []
        for control in (False, True):
            count = Counter(k for p, k in rows if bool(p.get("control")) == control)
            cells.append(" / ".join(str(count[k]) for k in ("right", "abstained", "wrong")))
        print(f"| {family} {rows[0][0]['slug']} | {cells[0]} | {cells[1]} |")
    for p, k in zip(problems, kinds, strict=True):
        if k == "wrong":
            print(f"WRONG {p['id']}: {p['text']}")
    if "--write-known-wrong" in sys.argv:
        ids = [p["id"] for p, k in zip(problems, kinds, strict=True) if k == "wrong"]
        write_known_wrong(KNOWN_WRONG, ids, "Family problems", "tests.test_precision_families")


if __name__ == "__main__":
    main()
