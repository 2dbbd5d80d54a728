"""The seeded fuzzer in CI (issue 8): hostile texts of every class, a few hundred of them.

Property: each text yields exactly one of a graph (whose answer equals ``solve(graph)``)
or a registered abstention, nothing raises, and ``parse_many`` returns one result per
text, in order, the same result the text gets alone. The long run (100,000 texts) is
``python -m wordproblem.evals.fuzz``; see the README's guarantees.
"""

from __future__ import annotations

import random

import msgspec
import pytest
from wordproblem.evals import fuzz
from wordproblem.pipeline import ParseError, parse, parse_many

COUNT = 400


@pytest.fixture(scope="module")
def generated() -> list[tuple[str, str]]:
    return list(fuzz.generate(COUNT, seed=20261129, huge=False))


def test_the_generator_is_seeded_and_covers_every_class(generated):
    assert list(fuzz.generate(COUNT, seed=20261129, huge=False)) == generated
    assert list(fuzz.generate(5, seed=1)) != list(fuzz.generate(5, seed=2))
    names = {name for name, _ in generated}
    assert names == set(fuzz.CLASSES) - {"huge-text"}
    texts = [text for _, text in generated]
    assert any(any(0xD800 <= ord(c) <= 0xDFFF for c in text) for text in texts)
    assert any(len(text) > 4300 for text in texts)  # a many-digit number


def test_every_fuzzed_text_gets_one_valid_result(nlp, generated):
    classes, outcomes, broken = fuzz.run(COUNT, 20261129, nlp, batch_size=16, huge=False)
    assert broken == []
    assert sum(classes.values()) == sum(outcomes.values()) == COUNT
    assert "error" not in outcomes
    assert outcomes["graph"] > 0 and outcomes["out-of-range"] > 0
    assert outcomes["invalid-text"] > 0


def test_parse_many_gives_each_text_the_result_it_gets_alone(nlp, generated):
    sample = random.Random(7).sample([text for _, text in generated], 120)
    batched = list(parse_many(sample, nlp, batch_size=7))
    assert [result.text for result in batched] == sample
    for text, result in zip(sample, batched, strict=True):
        assert result.as_json() == parse(text, nlp).as_json()


@pytest.mark.parametrize("size", [20_001, 200_000, 1_000_001, 1_200_000])
def test_a_huge_text_abstains_as_too_long(nlp, size):
    rng = random.Random(size)
    text = fuzz.CLASSES["huge-text"][1](rng, fuzz.SEEDS[0])
    text = (text * (size // len(text) + 1))[:size]
    result = parse(text, nlp)
    assert fuzz.violation(text, result) is None
    assert result.abstention.code == "too-long"


def test_the_checker_catches_a_broken_promise(nlp):
    text = fuzz.SEEDS[0]
    good = parse(text, nlp)
    assert good.graph is not None and fuzz.violation(text, good) is None
    wrong = msgspec.structs.replace(good, answer=None)
    assert "solve(graph)" in fuzz.violation(text, wrong)
    assert "another text" in fuzz.violation(text + " ", good)
    assert fuzz.violation(text, ParseError(0, text, ValueError("x"))).startswith("raised")
