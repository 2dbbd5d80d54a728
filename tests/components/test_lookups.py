"""The indexed and cached lookups of the throughput work answer as the plain scans they
replace: markers found by their first word, number-word runs read once, a run that is out
of range raising every time."""

from __future__ import annotations

import random
import re
from fractions import Fraction

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.quantities.numbers import MAX_VALUE, NumberWords
from wordproblem.components.question.question import _any_marker, has_marker, marker_index
from wordproblem.components.rules import default_rules

MARKERS = ("in all", "altogether", "all together", "in total", "total", "to begin with")


def _scan(lowered: list[str], markers: tuple[str, ...]) -> bool:
    """Every marker tried at every position: the definition ``has_marker`` keeps."""
    for marker in markers:
        parts = marker.split()
        for start in range(len(lowered) - len(parts) + 1):
            if lowered[start : start + len(parts)] == parts:
                return True
    return False


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("how many did they pick in all ?", True),
        ("how many are in the box ?", False),  # 'in' without 'all'
        ("they had 5 all in a row", False),  # the words of "in all" in the other order
        ("what was the total ?", True),
        ("how many did she have to begin with ?", True),
        ("how many did she have to begin ?", False),  # a marker cut short at the end
        ("", False),
    ],
)
def test_has_marker_finds_markers_as_written(text, expected):
    assert has_marker(text.split(), MARKERS) is expected
    assert _scan(text.split(), MARKERS) is expected


def test_has_marker_agrees_with_the_plain_scan():
    rng = random.Random(5)
    words = ["in", "all", "total", "to", "begin", "with", "together", "the", "box", "altogether"]
    for _ in range(2000):
        lowered = [rng.choice(words) for _ in range(rng.randint(0, 8))]
        assert has_marker(lowered, MARKERS) is _scan(lowered, MARKERS), lowered


def test_a_blank_marker_matches_anywhere():
    assert has_marker(["a"], ("", "in all")) is True
    assert marker_index(("", "in all"))[1] is True


def test_any_marker_matches_like_one_search_per_marker():
    rng = random.Random(7)
    words = ["in", "all", "total", "to", "begin", "with", "totals", "\n"]
    pattern = _any_marker(MARKERS)
    for _ in range(2000):
        text = " " + " ".join(rng.choice(words) for _ in range(rng.randint(0, 8))) + " "
        each = any(re.search(rf"\s{re.escape(m)}\s", text) for m in MARKERS)
        assert (pattern.search(text) is not None) is each, text
    assert _any_marker(()).search(" in all ") is None


def test_a_run_is_read_once_and_an_out_of_range_run_raises_each_time():
    words = NumberWords(default_rules()["numbers"])
    assert words.value(["twenty", "-", "one"]) == Fraction(21)
    assert words.value(["twenty", "-", "one"]) == Fraction(21)  # from the cache
    assert words.value(["a", "dozen"]) == Fraction(12)
    assert words.value(["apples"]) is None
    assert words.value(["apples"]) is None
    huge = ["999999999999999", "million"]  # worth MAX_VALUE or more
    for _ in range(2):
        with pytest.raises(Abstain, match="number words is worth"):
            words.value(huge)
    assert words.value(["999999999999999"]) == MAX_VALUE - 1


def test_derived_builds_once_per_rule_data_object_and_option():
    from wordproblem.components.rules import derived

    calls = []

    def build(words, k=0):
        calls.append((words, k))
        return frozenset(w[k:] for w in words)

    words = ("apples", "pears")
    first = derived(build, words)
    assert derived(build, words) is first and len(calls) == 1  # kept for the same object
    assert derived(build, words, 1) == {"pples", "ears"} and len(calls) == 2  # option by value
    equal = tuple(list(words))  # an equal list, another object: built again
    assert equal is not words and derived(build, equal) == first and len(calls) == 3
