"""The table of wholes and the kinds they cover (components/data/kinds.json) and its script."""

from __future__ import annotations

import importlib.util
import json
import sys
from importlib.resources import files
from pathlib import Path

import inflect
import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "build_kinds.py"
SOURCES = {"cntlist.rev", "data.noun", "index.noun", "noun.exc"}


def _text() -> str:
    return (files("wordproblem.components") / "data" / "kinds.json").read_text("utf-8")


@pytest.fixture(scope="module")
def data() -> dict:
    return json.loads(_text())


@pytest.fixture(scope="module")
def wholes(data) -> dict[str, dict]:
    return data["wholes"]


@pytest.fixture(scope="module")
def builder():
    spec = importlib.util.spec_from_file_location("build_kinds", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        del sys.modules[spec.name]


def test_header(data):
    assert set(data) == {"_doc", "_license", "_source", "dropped", "wholes"}
    assert "SemCor rule" in data["_doc"] and "scripts/build_kinds.py" in data["_doc"]
    assert set(data["_source"]["sha256"]) == SOURCES
    assert all(len(digest) == 64 for digest in data["_source"]["sha256"].values())
    assert data["dropped"] and all(reason for reason in data["dropped"].values())
    assert not set(data["dropped"]) & set(data["wholes"])


def test_licence_notice_is_carried(data):
    """The WordNet licence asks for its notice and disclaimer on every copy."""
    assert "WordNet 3.0 Copyright 2006 by Princeton University" in data["_license"]
    assert "AS IS" in data["_license"]


def test_file_is_canonical(data):
    assert _text() == json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def test_wholes_are_well_formed(wholes):
    keys = {"added", "dropped_by_rule", "excluded", "kinds", "members", "note", "own"}
    keys |= {"restored", "synsets"}
    for name, whole in wholes.items():
        assert set(whole) == keys, name
        members = whole["members"]
        assert len(members) >= 2, name
        assert members == sorted(set(members)), name
        for member in members:
            assert member == member.lower() == member.strip(), (name, member)
            assert "_" not in member and "  " not in member, (name, member)
        assert name not in members, name  # no whole lists itself
        assert not set(whole["own"]) & set(members), name
        assert set(whole["restored"]) <= set(members), name
        assert whole["dropped_by_rule"] >= 0
        assert all(kind.startswith("noun.") for kind in whole["kinds"]), name
        assert whole["synsets"], name
        for synset in whole["synsets"] + whole["added"]:
            assert len(synset["offset"]) == 8 and synset["offset"].isdigit(), name
            assert synset["lexfile"].startswith("noun.") and synset["gloss"], name
            assert synset["depth"] is None or synset["depth"] >= 0, name


def test_members_are_singular(wholes):
    """A member is a lemma: no whole lists both 'cow' and 'cows', or 'ox' and 'oxen'."""
    engine = inflect.engine()
    for name, whole in wholes.items():
        members = set(whole["members"])
        plurals = {m: engine.plural_noun(m) for m in members}
        doubled = sorted(m for m, plural in plurals.items() if plural != m and plural in members)
        assert not doubled, (name, doubled)


# General facts of English, each one checked by hand in the file.
@pytest.mark.parametrize(
    ("word", "whole"),
    [
        ("apple", "fruits"),
        ("banana", "fruits"),
        ("peach", "fruits"),
        ("strawberry", "berries"),
        ("carrot", "vegetables"),
        ("boy", "children"),
        ("girl", "children"),
        ("son", "children"),
        ("daughter", "children"),
        ("baby", "children"),
        ("toddler", "children"),
        ("teenager", "children"),
        ("girl", "kids"),
        ("pupil", "students"),
        ("schoolgirl", "students"),
        ("freshman", "students"),
        ("man", "adults"),
        ("woman", "adults"),
        ("parent", "adults"),
        ("teacher", "adults"),
        ("boy", "people"),
        ("teacher", "people"),
        ("dog", "animals"),
        ("cat", "animals"),
        ("chicken", "animals"),
        ("chicken", "birds"),
        ("cow", "mammals"),
        ("dog", "pets"),
        ("cat", "pets"),
        ("goldfish", "fish"),
        ("ant", "insects"),
        ("snake", "reptiles"),
        ("rose", "flowers"),
        ("tulip", "flowers"),
        ("oak", "trees"),
        ("car", "vehicles"),
        ("bus", "vehicles"),
        ("bicycle", "vehicles"),
        ("doll", "toys"),
        ("dime", "coins"),
        ("nickel", "coins"),
        ("baseball", "balls"),
        ("guitar", "musical instruments"),
        ("hammer", "tools"),
        ("sock", "clothes"),
        ("sandal", "shoes"),
        ("necklace", "jewelry"),
        ("chair", "pieces of furniture"),
        ("box", "containers"),
        ("cupcake", "cakes"),
        ("cookie", "desserts"),
        ("ice cream", "desserts"),
        ("coffee", "drinks"),
        ("lollipop", "candies"),
        ("chess", "games"),
        ("tennis", "sports"),
    ],
)
def test_general_facts_hold(wholes, word, whole):
    assert word in wholes[whole]["members"]


@pytest.mark.parametrize(
    ("word", "whole"),
    [
        ("apple", "vegetables"),
        ("boy", "fruits"),
        ("kid", "animals"),  # 53 SemCor tags as a child, none as a young goat
        ("nestling", "children"),  # mostly a young bird
        ("man", "animals"),  # humans are excluded
        ("human", "mammals"),
        ("cookie", "cakes"),  # WordNet's cookie is a cake; English does not count it so
        ("pancake", "desserts"),
        ("car", "containers"),  # WordNet's wheeled vehicles are containers
        ("dog", "people"),
        ("farmer", "children"),
        ("rose", "vegetables"),
    ],
)
def test_general_non_members(wholes, word, whole):
    assert word not in wholes[whole]["members"]


def test_rebuild_is_byte_identical(builder):
    """Where Debian's wordnet-base is installed, the script rebuilds the file byte for byte."""
    if not builder.DEBIAN_WORDNET.is_dir():
        pytest.skip("rebuild check only: wordnet-base is not installed")
    assert builder.build(builder.DEBIAN_WORDNET) == _text()


# A tiny data.noun: fruit > apple (also a tree), peach (no tags, also a colour and a
# woman); person > kid (no tags), and an instance of person.
DATA_NOUN = """\
  1 This software and database is being provided to you, the LICENSEE, by
00000010 13 n 01 fruit 0 002 ~ 00000020 n 0000 ~ 00000030 n 0000 | edible fruit
00000020 13 n 01 apple 0 000 | fruit with red or yellow skin
00000030 13 n 01 peach 0 000 | downy juicy fruit
00000040 20 n 02 apple 1 apple_tree 0 000 | a tree bearing apples
00000050 07 n 01 peach 1 000 | a shade of pink
00000060 18 n 02 smasher 0 peach 2 000 | an attractive woman
00000070 18 n 02 person 0 individual 0 001 ~i 00000080 n 0000 | a human being
00000080 18 n 01 Pomona 0 001 @i 00000070 n 0000 | a goddess
00000090 05 n 03 Canis_familiaris 0 dog 0 Cancer_crab 0 000 | a dog
"""
INDEX_NOUN = """\
  1 This software and database is being provided to you, the LICENSEE, by
apple n 2 1 @ 2 1 00000020 00000040
apple_tree n 1 1 @ 1 0 00000040
canis_familiaris n 1 1 @ 1 0 00000090
fruit n 1 1 ~ 1 0 00000010
genus_canis n 1 1 @ 1 0 00000095
peach n 3 1 @ 3 0 00000030 00000050 00000060
pomona n 1 1 @ 1 0 00000080
"""
CNTLIST = """\
apple%1:13:00:: 1 3
apple%1:20:01:: 2 1
"""


@pytest.fixture
def tiny(builder, tmp_path):
    (tmp_path / "data.noun").write_text(DATA_NOUN, encoding="utf-8")
    (tmp_path / "index.noun").write_text(INDEX_NOUN, encoding="utf-8")
    (tmp_path / "cntlist.rev").write_text(CNTLIST, encoding="utf-8")
    (tmp_path / "noun.exc").write_text("oxen ox\nfeet foot\n", encoding="utf-8")
    return builder.WordNet(
        builder.read_data_noun(tmp_path / "data.noun"),
        builder.read_index_noun(tmp_path / "index.noun"),
        builder.read_tag_counts(tmp_path / "cntlist.rev"),
        builder.read_exceptions(tmp_path / "noun.exc"),
    )


def test_reads_the_wordnet_files(tiny):
    fruit = tiny.synsets["00000010"]
    assert fruit.hyponyms == ("00000020", "00000030") and fruit.lexfile == 13
    assert tiny.synsets["00000080"].instance and not fruit.instance
    assert tiny.synsets["00000040"].sense_key("apple") == "apple%1:20:01::"
    assert tiny.senses["peach"] == ("00000030", "00000050", "00000060")
    assert tiny.tags == {"apple%1:13:00::": 3, "apple%1:20:01::": 1}
    assert tiny.exceptions["oxen"] == ("ox",)


def test_closure_stops_at_excluded_subtrees(builder, tiny):
    root = [("00000010", "fruit", None)]
    assert builder.closure(tiny.synsets, root, set()) == ["00000010", "00000020", "00000030"]
    assert builder.closure(tiny.synsets, root, {"00000030"}) == ["00000010", "00000020"]
    assert builder.closure(tiny.synsets, [("00000010", "fruit", 0)], set()) == ["00000010"]
    # instance hyponyms ('~i') are not followed: the walk reads '~' pointers only
    assert builder.closure(tiny.synsets, [("00000070", "person", None)], set()) == ["00000070"]


def test_semcor_rule(builder, tiny):
    fruits = {"00000010", "00000020", "00000030"}
    # tagged: 3 of apple's 4 tags are the fruit
    assert builder.kind_share("apple", fruits, set(), tiny) == (3, 4, True)
    # untagged: senses are counted, 1 of peach's 3 is the fruit; the tree's file counts when
    # it is among the whole's kinds, the colour's and the woman's never do
    assert builder.kind_share("peach", fruits, set(), tiny) == (1, 3, False)
    assert builder.kind_share("peach", fruits, {"food", "attribute"}, tiny) == (2, 3, False)
    # an instance sense is never the whole's, whatever its lexicographer file
    assert builder.kind_share("pomona", set(), {"person"}, tiny) == (0, 1, False)


def test_taxa_and_plurals(builder, tiny):
    assert builder.is_taxon("Canis_familiaris", tiny.senses)
    assert builder.is_taxon("genus_Canis", tiny.senses)
    assert not builder.is_taxon("Cancer_crab", tiny.senses)  # no genus Cancer here
    assert not builder.is_taxon("apple_tree", tiny.senses)
    exceptions = tiny.exceptions
    assert builder.plural_of("cows", {"cow"}, exceptions)
    assert builder.plural_of("oxen", {"ox"}, exceptions)
    assert builder.plural_of("wild_oats", {"wild_oat"}, exceptions)
    assert builder.plural_of("cat's_feet", {"cat's_foot"}, exceptions)
    assert builder.plural_of("berries", {"berry"}, exceptions)
    assert not builder.plural_of("shorts", {"trouser"}, exceptions)
    assert not builder.plural_of("ox", {"oxen"}, exceptions)


def test_rejects_a_bad_data_line(builder, tmp_path):
    path = tmp_path / "data.noun"
    path.write_text("00000010 13 n zz fruit 0 | broken\n", encoding="utf-8")
    with pytest.raises(SystemExit, match=r"data.noun:1: cannot parse"):
        builder.read_data_noun(path)
