"""The answered pins (``data/answered_pins.json``): one per corpus and suite, and a test
that fails both ways, on answers lost and on a pin left below the truth (issue 22)."""

from __future__ import annotations

import json

import pytest

from tests import strict_lists
from tests.strict_lists import PINS, SHARED, assert_pinned, read_rows
from tests.test_parser_scores import CORPORA

DATA = PINS.parent


def test_the_pins_are_well_formed():
    pins = json.loads(PINS.read_text(encoding="utf-8"))
    assert set(pins) == {"note", "corpora", "suites"}
    assert "may only rise" in " ".join(pins["note"])
    for section in ("corpora", "suites"):
        for name, pin in pins[section].items():
            assert set(pin) == {"rows", "answered", "right"}, name
            assert 0 <= pin["right"] <= pin["answered"] <= pin["rows"], name


def test_every_suite_has_a_pin():
    suites = {path.stem for path in DATA.glob("*.jsonl")} - {"extreme_rows"}  # no answers
    assert sorted(json.loads(PINS.read_text(encoding="utf-8"))["suites"]) == sorted(suites)


@pytest.mark.skipif(not SHARED.is_dir(), reason="the public corpora in ../shared/data are absent")
def test_every_corpus_has_a_pin_and_the_errata_match_their_rows():
    pins = json.loads(PINS.read_text(encoding="utf-8"))
    corpora = sorted(path.stem for path in SHARED.glob("*.jsonl"))
    assert sorted(pins["corpora"]) == corpora == sorted(CORPORA)
    stored = {
        row["id"]: row["answer"] for name in CORPORA for row in read_rows(SHARED / f"{name}.jsonl")
    }
    for row in json.loads((SHARED / "errata.json").read_text(encoding="utf-8")):
        assert stored[row["id"]] == row["stored_answer"] != row["answer"], row["id"]


@pytest.fixture
def pinned(tmp_path, monkeypatch):
    """A pins file of one suite, 5 rows, 3 answered, 2 right."""
    path = tmp_path / "pins.json"
    pins = {"note": [], "corpora": {}, "suites": {"s": {"rows": 5, "answered": 3, "right": 2}}}
    path.write_text(json.dumps(pins), encoding="utf-8")
    monkeypatch.setattr(strict_lists, "PINS", path)


def test_the_pinned_counts_pass(pinned):
    assert_pinned("suites", "s", ["right", "right", "wrong", "abstained", "abstained"])


@pytest.mark.parametrize(
    "kinds",
    [
        ["right", "right", "abstained", "abstained", "abstained"],  # an answer lost
        ["right", "wrong", "wrong", "abstained", "abstained"],  # a right one turned wrong
    ],
)
def test_an_answer_lost_fails(pinned, kinds):
    with pytest.raises(AssertionError, match="answers lost"):
        assert_pinned("suites", "s", kinds)


@pytest.mark.parametrize(
    "kinds",
    [
        ["right", "right", "wrong", "right", "abstained"],  # one more answered and right
        ["right", "right", "wrong", "wrong", "abstained"],  # one more answered
    ],
)
def test_a_count_above_its_pin_fails_until_the_pin_is_raised(pinned, kinds):
    with pytest.raises(AssertionError, match="raise the pin"):
        assert_pinned("suites", "s", kinds)


def test_another_number_of_rows_fails(pinned):
    with pytest.raises(AssertionError, match="rows"):
        assert_pinned("suites", "s", ["right", "right", "wrong", "abstained"])
