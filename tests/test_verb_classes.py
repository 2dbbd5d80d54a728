"""The verb classes drawn from WordNet (components/data/verb_classes.json) and their script."""

from __future__ import annotations

import importlib.util
import json
import sys
from importlib.resources import files
from pathlib import Path

import pytest

DIRECTIONS = {"gain", "lose", "transfer-out", "transfer-in", "consume", "create"}
SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "build_verb_classes.py"


def _text() -> str:
    return (files("wordproblem.components") / "data" / "verb_classes.json").read_text("utf-8")


@pytest.fixture(scope="module")
def data() -> dict:
    return json.loads(_text())


@pytest.fixture(scope="module")
def by_name(data) -> dict[str, dict]:
    return {cls["name"]: cls for cls in data["classes"]}


@pytest.fixture(scope="module")
def builder():
    spec = importlib.util.spec_from_file_location("build_verb_classes", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        del sys.modules[spec.name]


def test_shape(data):
    assert set(data) == {"_doc", "_license", "_source", "classes"}
    keys = {"direction", "excluded", "members", "name", "note", "roots", "semcor", "synsets"}
    names = [cls["name"] for cls in data["classes"]]
    assert len(names) == len(set(names))
    for cls in data["classes"]:
        assert set(cls) == keys | {"verbnet_analogue"}, cls["name"]
        assert cls["direction"] in DIRECTIONS, cls["name"]
        members = cls["members"]
        assert members and members == sorted(set(members)), cls["name"]
        assert all(m == m.lower() and "_" not in m and m.strip() == m for m in members)
        assert cls["synsets"] >= len(cls["roots"]) >= 1
        for root in cls["roots"]:
            assert len(root["offset"]) == 8 and root["offset"].isdigit()
            assert root["lexfile"].startswith("verb.") and root["gloss"]
            assert set(root["lemmas"]) <= set(members)
        assert set(cls["semcor"]) <= set(members)
        assert all(0 <= a <= b for a, b in cls["semcor"].values()), cls["name"]


def test_licence_notice_is_carried(data):
    """The WordNet licence asks for its notice and disclaimer on every copy."""
    assert "WordNet 3.0 Copyright 2006 by Princeton University" in data["_license"]
    assert "AS IS" in data["_license"]
    assert "no member comes from VerbNet" in data["_doc"]


def test_file_is_canonical(data):
    assert _text() == json.dumps(data, indent=1, sort_keys=True, ensure_ascii=True) + "\n"


# Hand-checked: a verb whose everyday sense plainly belongs to the class.
@pytest.mark.parametrize(
    ("verb", "name", "direction"),
    [
        ("find", "get", "gain"),
        ("earn", "get", "gain"),
        ("win", "get", "gain"),
        ("receive", "receive", "transfer-in"),
        ("buy", "buy", "transfer-in"),
        ("purchase", "buy", "transfer-in"),
        ("steal", "steal", "transfer-in"),
        ("harvest", "gather", "gain"),
        ("bake", "create", "create"),
        ("build", "create", "create"),
        ("knit", "create", "create"),
        ("give", "give", "transfer-out"),
        ("donate", "give", "transfer-out"),
        ("lend", "give", "transfer-out"),
        ("sell", "sell", "transfer-out"),
        ("mail", "send", "transfer-out"),
        ("misplace", "lose", "lose"),
        ("throw away", "discard", "lose"),
        ("get rid of", "discard", "lose"),
        ("eat", "consume", "consume"),
        ("drink", "consume", "consume"),
        ("use up", "consume", "consume"),
        ("destroy", "destroy", "lose"),
        ("ruin", "destroy", "lose"),
    ],
)
def test_hand_checked_members(by_name, verb, name, direction):
    assert by_name[name]["direction"] == direction
    assert verb in by_name[name]["members"]


def test_no_class_mixes_the_obvious_opposites(by_name):
    """Sub-trees stop at another class's root: buying is not listed under giving's
    opposite, and selling is not a way of getting."""
    assert "sell" not in by_name["get"]["members"]
    assert "buy" not in by_name["sell"]["members"]
    assert "eat" not in by_name["create"]["members"]


DATA_VERB = """\
  1 This software and database is being provided to you, the LICENSEE, by
00000010 40 v 02 get 0 acquire 0 002 ~ 00000020 v 0000 ~ 00000030 v 0000 01 + 08 00 | come to have
00000020 40 v 01 buy 0 001 ~ 00000040 v 0000 01 + 08 00 | obtain by purchase
00000030 40 v 01 inherit 0 001 ~ 00000050 v 0000 01 + 08 00 | receive from a dead person
00000040 40 v 01 buy_up 0 000 01 + 08 00 | buy all of
00000050 40 v 01 Come_into 1 000 01 + 08 00 | inherit
"""


def test_reads_data_verb_and_walks_hyponyms(builder, tmp_path):
    path = tmp_path / "data.verb"
    path.write_text(DATA_VERB, encoding="utf-8")
    synsets = builder.read_data_verb(path)
    assert set(synsets) == {"00000010", "00000020", "00000030", "00000040", "00000050"}
    assert synsets["00000010"].lemmas == ("get", "acquire")
    assert synsets["00000010"].hyponyms == ("00000020", "00000030")
    assert synsets["00000050"].sense_key("come_into") == "come_into%2:40:01::"
    spec = builder.ClassSpec("get", "gain", (("00000010", "get", None),), (), "")
    # The walk stops at another class's root (buy) and at an excluded sub-tree.
    assert builder.closure(synsets, spec, {"00000020"}) == ["00000010", "00000030", "00000050"]
    assert builder.closure(synsets, spec, {"00000020", "00000030"}) == ["00000010"]
    shallow = builder.ClassSpec("get", "gain", (("00000010", "get", 1),), (), "")
    assert builder.closure(synsets, shallow, set()) == ["00000010", "00000020", "00000030"]


def test_rejects_a_bad_data_line(builder, tmp_path):
    path = tmp_path / "data.verb"
    path.write_text("00000010 40 v zz get 0 | broken\n", encoding="utf-8")
    with pytest.raises(SystemExit, match=r"data.verb:1: cannot parse"):
        builder.read_data_verb(path)


def test_report_lists_unclassed_entries(builder, data):
    lexicon = {"gain": ["buy", "frobnicate"], "lose": ["eat"]}
    lines = list(builder.report(data, lexicon))
    unclassed = lines[lines.index("that are in no class:") + 2]
    assert unclassed == "frobnicate"
