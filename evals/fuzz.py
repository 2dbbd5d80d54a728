"""A seeded generator of hostile texts, and a checker of the parser's promises on them.

Every text must give exactly one result, in input order: a graph whose answer is
``solve(graph)``'s, or an abstention with a registered code; nothing may raise.
``tests/test_fuzz.py`` runs a few hundred texts in CI; the long run is

    python -m wordproblem.evals.fuzz --count 100000 --seed 0 --n-process 2

which prints the counts per class and per outcome, and exits 1 on a broken invariant.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import msgspec
import srsly
from spacy.language import Language
from wordproblem.components import ABSTENTION_CODES
from wordproblem.models import graph_from_json, solve
from wordproblem.pipeline import ParseError, ParseResult, default_nlp, parse_outcomes

from .io import dev_set, iter_problems

# Problems written for the fuzzer (the dev set's texts are added to them).
SEEDS = (
    "Tom has 5 apples. He buys 3 more apples. How many apples does Tom have now?",
    "Mia had 12 pencils. She gave 4 pencils to Sam. How many pencils does Mia have?",
    "A farmer has 30 cows. He sells 12 cows. How many cows does the farmer have left?",
    "Lena has $20. She spends $7 on a book. How much money does Lena have left?",
    "There are 8 birds on a tree. 5 more birds come. How many birds are on the tree?",
    "Ravi picked 14 apples and Ana picked 9 apples. How many apples did they pick in all?",
)

CONTROL = [chr(c) for c in (*range(0, 32), 0x7F, 0x85)]
BIDI = ["\u200e", "\u200f", *map(chr, range(0x202A, 0x202F)), *map(chr, range(0x2066, 0x206A))]
ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\ufeff", "\u2060", "\u00ad"]
SURROGATES = ["\ud800", "\udbff", "\udc00", "\udfff", "\udcff", "\ud83d"]
ODD_DIGITS = ["\u0663", "\u06f5", "\u0967", "\uff15", "\U0001d7d3", "\u2075", "\u00b2", "\u2167"]


_NUMBER = re.compile(r"\d[\d,.]*")


def seed_texts() -> list[str]:
    """RETURNS (list[str]): the fuzzer's own problems, then the bundled dev set's."""
    texts = list(SEEDS)
    with dev_set().open("rb") as stream:
        texts += [row.text for row in iter_problems(stream, "dev") if hasattr(row, "text")]
    return texts


def _insert(rng: random.Random, text: str, piece: str) -> str:
    at = rng.randrange(len(text) + 1)
    return text[:at] + piece + text[at:]


def _replace_number(rng: random.Random, text: str, number: str) -> str:
    runs = list(_NUMBER.finditer(text))
    if not runs:
        return _insert(rng, text, f" {number} ")
    run = rng.choice(runs)
    return text[: run.start()] + number + text[run.end() :]


def _many_digits(rng: random.Random) -> str:
    size = rng.choice([16, 19, 20, 24, 40, 309, 400, 4300, 4301, 5000, 20000])
    digits = str(rng.randrange(1, 10)) + "".join(rng.choice("0123456789") for _ in range(size - 1))
    shape = rng.randrange(4)
    if shape == 1:
        return digits[: size // 2] + "." + digits[size // 2 :]
    if shape == 2 and size < 500:
        return f"{int(digits):,}"
    if shape == 3:
        return "0." + digits
    return digits


def _edge_number(rng: random.Random) -> str:
    value = rng.choice(
        [2**53, 2**53 + 1, 2**63 - 1, 2**63, 2**64 - 1, 2**64, 10**15 - 1, 10**15, 10**16]
    )
    value += rng.randrange(-2, 3)
    return rng.choice([str(value), f"{value:,}", f"{value}.5"])


def _mutate(rng: random.Random, text: str) -> str:
    for _ in range(rng.randrange(1, 4)):
        action = rng.randrange(7)
        if action == 0 and text:  # delete a slice
            at = rng.randrange(len(text))
            text = text[:at] + text[at + rng.randrange(1, 8) :]
        elif action == 1:  # swap two words
            words = text.split()
            if len(words) > 1:
                i, j = rng.randrange(len(words)), rng.randrange(len(words))
                words[i], words[j] = words[j], words[i]
                text = " ".join(words)
        elif action == 2:  # duplicate a sentence
            parts = text.split(". ")
            parts.insert(rng.randrange(len(parts) + 1), rng.choice(parts))
            text = ". ".join(parts)
        elif action == 3:
            text = _replace_number(rng, text, str(rng.choice([0, 1, 7, 12, 100, 1000, 999999])))
        elif action == 4:
            text = rng.choice([text.upper(), text.lower(), text.swapcase(), text.title()])
        elif action == 5:
            text = _insert(rng, text, rng.choice([" ", "\n", "\t", "  ", ",", "?", "$", "-"]))
        else:
            text = _insert(rng, text, rng.choice(["not ", "each ", "if ", "half ", "twice "]))
    return text


def _random_unicode(rng: random.Random) -> str:
    length = rng.randrange(0, 80)
    chars = []
    for _ in range(length):
        block = rng.randrange(4)
        if block == 0:
            chars.append(chr(rng.randrange(0x20, 0x7F)))
        elif block == 1:
            chars.append(chr(rng.randrange(0xA0, 0x3000)))
        elif block == 2:
            chars.append(chr(rng.randrange(0x1F300, 0x1FAFF)))
        else:
            code = rng.randrange(0x110000)
            chars.append(chr(code))  # any code point, surrogates included
    return "".join(chars)


def _huge_text(rng: random.Random, seed: str) -> str:
    size = rng.choice([20001, 50000, 200000, 1000001, 1200000])
    body = (seed + " ") * (size // (len(seed) + 1) + 1)
    return body[:size]


# class name -> (weight, maker(rng, seed_text))
CLASSES: dict[str, tuple[int, Callable[[random.Random, str], str]]] = {
    "corpus-mutation": (40, _mutate),
    "lone-surrogate": (6, lambda rng, s: _insert(rng, s, rng.choice(SURROGATES))),
    "control-char": (6, lambda rng, s: _insert(rng, s, "".join(rng.choices(CONTROL, k=3)))),
    "bidi-zero-width": (
        6,
        lambda rng, s: _insert(rng, s, "".join(rng.choices(BIDI + ZERO_WIDTH, k=2))),
    ),
    "many-digits": (8, lambda rng, s: _replace_number(rng, s, _many_digits(rng))),
    "int64-edge": (8, lambda rng, s: _replace_number(rng, s, _edge_number(rng))),
    "number-words": (
        4,
        lambda rng, s: _replace_number(
            rng, s, " ".join(rng.choices(["a", "billion", "million", "trillion"], k=12))
        ),
    ),
    "odd-digits": (
        4,
        lambda rng, s: _replace_number(rng, s, "".join(rng.choices(ODD_DIGITS, k=3))),
    ),
    "random-unicode": (12, lambda rng, s: _random_unicode(rng)),
    "whitespace": (2, lambda rng, s: rng.choice(["", " ", "\n\n", "\t \u3000", "?", "5", "."])),
    "huge-text": (1, _huge_text),
}


def generate(count: int, seed: int = 0, *, huge: bool = True) -> Iterator[tuple[str, str]]:
    """Yield ``count`` hostile texts with their class, the same ones for the same seed.

    count (int): how many.
    seed (int): the random seed.
    huge (bool): include the ``huge-text`` class (texts of up to 1.2M characters).
    YIELDS ((str, str)): (class name, text).
    """
    rng = random.Random(seed)
    seeds = seed_texts()
    names = [name for name in CLASSES if huge or name != "huge-text"]
    weights = [CLASSES[name][0] for name in names]
    for _ in range(count):
        name = rng.choices(names, weights)[0]
        yield name, CLASSES[name][1](rng, rng.choice(seeds))


def violation(text: str, outcome: ParseResult | ParseError) -> str | None:
    """Check one outcome against the parser's promises.

    text (str): the input.
    outcome (ParseResult | ParseError): what ``parse_outcomes`` gave for it.
    RETURNS (str | None): what is broken, None when nothing is.
    """
    if isinstance(outcome, ParseError):
        return f"raised: {outcome}"
    if outcome.text != text:
        return "the result is for another text"
    if (outcome.graph is None) == (outcome.abstention is None):
        return "not exactly one of a graph and an abstention"
    if outcome.abstention is not None:
        if outcome.abstention.code not in ABSTENTION_CODES:
            return f"unregistered abstention code {outcome.abstention.code!r}"
        if outcome.answer is not None:
            return "an abstention with an answer"
        return None
    graph = outcome.graph
    assert graph is not None
    if graph_from_json(graph.canonical_bytes()) != graph:
        return "the graph does not survive its canonical bytes"
    if solve(graph).answer != outcome.answer:
        return f"answer {outcome.answer} is not solve(graph)'s {solve(graph).answer}"
    try:
        srsly.msgpack_dumps(outcome.as_json())
    except Exception as exc:  # what a worker process could not send back
        return f"the result cannot be msgpack'ed: {exc}"
    return None


def outcome_class(outcome: ParseResult | ParseError) -> str:
    """RETURNS (str): ``graph``, the abstention code, or ``error``."""
    if isinstance(outcome, ParseError):
        return "error"
    return "graph" if outcome.abstention is None else outcome.abstention.code


def run(
    count: int,
    seed: int,
    nlp: Language,
    *,
    batch_size: int = 64,
    n_process: int = 1,
    huge: bool = True,
) -> tuple[Counter[str], Counter[str], list[str]]:
    """Parse ``count`` generated texts and check every outcome.

    RETURNS (tuple): counts per input class, counts per outcome, and the violations.
    """
    classes: Counter[str] = Counter()
    outcomes: Counter[str] = Counter()
    broken: list[str] = []
    generated: list[tuple[str, str]] = []

    def texts() -> Iterator[str]:
        for name, text in generate(count, seed, huge=huge):
            generated.append((name, text))
            yield text

    seen = 0
    for outcome in parse_outcomes(texts(), nlp, batch_size=batch_size, n_process=n_process):
        name, text = generated[seen]
        generated[seen] = ("", "")  # keep memory flat over a long run
        seen += 1
        classes[name] += 1
        outcomes[outcome_class(outcome)] += 1
        problem = violation(text, outcome)
        if problem is not None:
            broken.append(f"#{seen - 1} [{name}] {text[:80]!r}: {problem}")
    if seen != count:
        broken.append(f"{count} texts in, {seen} outcomes out")
    return classes, outcomes, broken


def main(argv: list[str] | None = None) -> int:
    """Run the fuzzer from the command line. RETURNS (int): 0 when nothing broke."""
    parser = argparse.ArgumentParser(prog="python -m wordproblem.evals.fuzz")
    parser.add_argument("--count", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--n-process", type=int, default=1)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    classes, outcomes, broken = run(
        args.count, args.seed, default_nlp(), batch_size=args.batch_size, n_process=args.n_process
    )
    seconds = time.perf_counter() - start
    report: dict[str, Any] = {
        "count": args.count,
        "seed": args.seed,
        "n_process": args.n_process,
        "seconds": round(seconds, 1),
        "classes": dict(sorted(classes.items())),
        "outcomes": dict(sorted(outcomes.items())),
        "violations": len(broken),
    }
    print(msgspec.json.format(msgspec.json.encode(report)).decode())
    for line in broken[:50]:
        print(line, file=sys.stderr)
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
