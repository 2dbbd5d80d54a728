"""Held-out word problems written without reading the parser: it answers right or abstains.

``tests/data/unseen_problems.jsonl`` holds 320 problems in the style of AddSub, SingleOp,
MultiArith and SingleEq, written by hand for this test by someone who had not read the rules
(see ``unseen_problems.md``). Each row carries its hand-worked ``answer`` and an ``equation``
over the problem's own numbers; the equation is evaluated exactly here, so every answer is
checked twice. A wrong parser answer fails, except for the ids in
``unseen_problems_known_wrong.json``, with strict semantics: a listed id that is no longer
wrong fails too, so the list only shrinks.

Run ``python -m tests.test_unseen_problems [--write-known-wrong]`` for the per-style table.
"""

from __future__ import annotations

import ast
import json
import math
import re
from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from tests.strict_lists import (
    SHARED,
    assert_pinned,
    assert_strict,
    read_known_wrong,
    read_rows,
    report,
)

DATA = Path(__file__).parent / "data"
PROBLEMS = DATA / "unseen_problems.jsonl"
KNOWN_WRONG = DATA / "unseen_problems_known_wrong.json"
PUBLIC = SHARED  # ../shared/data beside the repository
NGRAM = 8  # a shared run of this many words counts as copied text

KEYS = ["id", "problem", "answer", "equation", "style", "tags"]
STYLES = {"addsub": 110, "singleop": 70, "multiarith": 70, "singleeq": 70}
TAGS = frozenset({
    "perturbed", "distractor", "other-holder", "subset", "reordered", "question-first",
    "start-unknown", "change-unknown", "comparison", "times-as-many", "rate", "equal-groups",
    "sharing", "money", "decimal", "words-as-numbers", "second-person", "trap",
})  # fmt: skip
OUTCOMES = ("right", "wrong", "abstained")

# Number words an equation may use, each mapped by hand. "half", "twice" and "double" stand
# for the factor 2; "cent"/"cents" licenses 100, the cents in a dollar.
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]  # fmt: skip
TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
SPECIAL = {"dozen": 12, "half": 2, "twice": 2, "double": 2, "triple": 3, "cent": 100, "cents": 100}
WORD_VALUES: dict[str, int] = {
    **{word: value for value, word in enumerate(ONES)},
    **{word: 20 + 10 * i for i, word in enumerate(TENS)},
    **{f"{tens}-{one}": 20 + 10 * i + j for i, tens in enumerate(TENS) for j, one in enumerate(ONES[1:10], 1)},
    **SPECIAL,
}  # fmt: skip
DIGITS = re.compile(r"\d+(?:,\d{3})*(?:\.\d+)?")
WORD = re.compile(r"[a-z]+(?:-[a-z]+)?")


def load_problems() -> list[dict[str, Any]]:
    """RETURNS (list[dict]): the rows of the file, in order (ValueError names a bad line)."""
    return read_rows(PROBLEMS)


def load_known_wrong() -> list[str]:
    """RETURNS (list[str]): the ids listed as answered wrong today."""
    return read_known_wrong(KNOWN_WRONG)


def evaluate(expression: str) -> Fraction:
    """Evaluate an arithmetic expression exactly, without ``eval``.

    expression (str): numbers, ``+ - * /`` and parentheses.
    RETURNS (Fraction): its exact value (decimals are read from their digits).
    RAISES ValueError: anything else in the expression, or a division by zero.
    """
    ops = {ast.Add: Fraction.__add__, ast.Sub: Fraction.__sub__,
           ast.Mult: Fraction.__mul__, ast.Div: Fraction.__truediv__}  # fmt: skip

    def walk(node: ast.AST) -> Fraction:
        if isinstance(node, ast.Expression):
            return walk(node.body)
        if isinstance(node, ast.BinOp) and type(node.op) in ops:
            left, right = walk(node.left), walk(node.right)
            if isinstance(node.op, ast.Div) and right == 0:
                raise ValueError(f"division by zero in {expression!r}")
            return ops[type(node.op)](left, right)
        if isinstance(node, ast.Constant) and type(node.value) in (int, float):
            return Fraction(ast.get_source_segment(expression, node))
        raise ValueError(f"not plain arithmetic in {expression!r}: {ast.dump(node)}")

    return walk(ast.parse(expression, mode="eval"))


def equation_numbers(expression: str) -> list[Fraction]:
    """RETURNS (list[Fraction]): the number literals of an equation, in order."""
    tree = ast.parse(expression, mode="eval")
    nodes = [n for n in ast.walk(tree) if isinstance(n, ast.Constant)]
    nodes.sort(key=lambda n: n.col_offset)
    return [Fraction(ast.get_source_segment(expression, n)) for n in nodes]


def text_numbers(text: str) -> set[Fraction]:
    """RETURNS (set[Fraction]): every number the text states as digits or as a mapped word."""
    found = {Fraction(m.group().replace(",", "")) for m in DIGITS.finditer(text)}
    found |= {Fraction(WORD_VALUES[w]) for w in WORD.findall(text.lower()) if w in WORD_VALUES}
    return found


def words(text: str) -> list[str]:
    """RETURNS (list[str]): lowercase word and number tokens (punctuation dropped)."""
    return re.findall(r"[a-z0-9]+", text.lower())


def ngrams(tokens: list[str], n: int = NGRAM) -> set[tuple[str, ...]]:
    """RETURNS (set): the token n-grams of ``tokens``."""
    return {tuple(tokens[i : i + n]) for i in range(len(tokens) - n + 1)}


def classify(row: dict[str, Any], result: Any) -> str:
    """Compare the parser's answer with the row's, numerically (units are not compared).

    row (dict): a problem row.
    result (ParseResult): the parser's result on its text.
    RETURNS (str): ``right``, ``wrong`` or ``abstained``.
    """
    if result.graph is None or result.answer is None:
        return "abstained"
    got = float(result.answer.value)
    right = math.isclose(got, float(row["answer"]), rel_tol=1e-9, abs_tol=1e-9)
    return "right" if right else "wrong"


def run(nlp: Any = None) -> list[tuple[dict[str, Any], str, Any]]:
    """Parse every problem once, in one batch.

    nlp (Language | None): the pipeline; the default one when None.
    RETURNS (list[tuple]): (row, outcome, result) per problem, in file order.
    """
    from wordproblem.pipeline import parse_many

    rows = load_problems()
    results = parse_many([row["problem"] for row in rows], nlp, batch_size=128)
    return [(row, classify(row, r), r) for row, r in zip(rows, results, strict=True)]


def table(outcomes: list[tuple[dict[str, Any], str, Any]]) -> str:
    """RETURNS (str): a Markdown table of answered / right / wrong / abstained per style."""
    lines = [
        "| style | problems | answered | right | wrong | abstained | precision |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for style in [*STYLES, "all"]:
        kinds = Counter(k for row, k, _ in outcomes if style in ("all", row["style"]))
        answered = kinds["right"] + kinds["wrong"]
        precision = f"{100 * kinds['right'] / answered:.1f}%" if answered else "-"
        lines.append(
            f"| {style} | {sum(kinds.values())} | {answered} | {kinds['right']} | "
            f"{kinds['wrong']} | {kinds['abstained']} | {precision} |"
        )
    return "\n".join(lines)


# --- the data file ---------------------------------------------------------------------


def test_rows_have_the_documented_shape():
    rows = load_problems()
    for i, row in enumerate(rows, 1):
        assert list(row) == KEYS, row.get("id", i)
        assert row["id"] == f"u-{i:03d}", row["id"]
        assert isinstance(row["problem"], str) and row["problem"] == row["problem"].strip()
        answer = row["answer"]
        assert type(answer) in (int, float) and answer >= 0, row["id"]
        assert not (isinstance(answer, float) and answer.is_integer()), row["id"]
        assert row["style"] in STYLES, row["id"]
        assert isinstance(row["tags"], list) and set(row["tags"]) <= TAGS, row["id"]
        assert len(set(row["tags"])) == len(row["tags"]), row["id"]
    texts = [" ".join(words(row["problem"])) for row in rows]
    assert len(set(texts)) == len(texts), "two problems have the same text"
    assert Counter(row["style"] for row in rows) == Counter(STYLES)


def test_the_mix_is_the_one_documented():
    rows = load_problems()
    tags = Counter(tag for row in rows for tag in row["tags"])
    addsub_perturbed = [r for r in rows if r["style"] == "addsub" and "perturbed" in r["tags"]]
    assert tags["perturbed"] == len(addsub_perturbed) == 40
    assert tags["trap"] >= 20
    assert all(
        {"distractor", "subset", "other-holder", "comparison"} & set(r["tags"])
        for r in rows
        if "trap" in r["tags"]
    )


def test_the_evaluator_is_exact_and_refuses_other_code():
    assert evaluate("(23 - 7) + 5") == 21
    assert evaluate("0.1 + 0.2") == Fraction(3, 10)
    assert evaluate("7.5 / 3") == Fraction(5, 2)
    assert evaluate("30 / 5 * 2") == 12
    for bad in ("2 ** 3", "-4 + 5", "abs(3)", "1 / 0", "3 % 2", "x + 1"):
        with pytest.raises(ValueError):
            evaluate(bad)
    assert equation_numbers("(4 * 100 + 25) - 2.80") == [4, 100, 25, Fraction("2.80")]
    assert text_numbers("a dozen eggs, twenty-four pens, $1,250.50 and 3 cents") == {
        12, 24, Fraction("1250.5"), 3, 100
    }  # fmt: skip


def test_every_equation_gives_the_stated_answer():
    for row in load_problems():
        assert evaluate(row["equation"]) == Fraction(str(row["answer"])), row["id"]


def test_every_equation_number_is_stated_in_the_problem():
    for row in load_problems():
        stated = text_numbers(row["problem"])
        missing = [n for n in equation_numbers(row["equation"]) if n not in stated]
        assert not missing, f"{row['id']}: {missing} not in {row['problem']!r}"


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
    for row in load_problems():
        tokens = words(row["problem"])
        assert tuple(tokens) not in public_texts, row["id"]
        shared = ngrams(tokens) & public_grams
        assert not shared, f"{row['id']} shares {sorted(shared)[0]} with a public problem"


# --- the parser ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def outcomes(nlp) -> list[tuple[dict[str, Any], str, Any]]:
    return run(nlp)


def describe(row: dict[str, Any], result: Any) -> str:
    """RETURNS (str): a wrong answer, as the strict test reports it."""
    return f"{row['id']}: {row['problem']} -> {result.answer} (expected {row['answer']})"


def test_parser_answers_right_or_abstains(outcomes):
    assert_strict(outcomes, KNOWN_WRONG, describe)


def test_answered_and_right_counts_hold_their_pins(outcomes):
    assert_pinned("suites", "unseen_problems", [kind for _, kind, _ in outcomes])


def main() -> None:
    """Print the per-style table and the wrong answers; ``--write-known-wrong`` rewrites the list."""
    outcomes = run()
    report(
        outcomes,
        table(outcomes),
        KNOWN_WRONG,
        "Unseen problems",
        "tests.test_unseen_problems",
        describe,
    )


if __name__ == "__main__":
    main()
