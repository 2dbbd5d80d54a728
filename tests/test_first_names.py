"""The first-name gender table (components/data/first_names.json) and its build script."""

from __future__ import annotations

import gzip
import importlib.util
import json
from collections import Counter
from importlib.resources import files
from pathlib import Path

import pytest

CLASSES = ("ambiguous", "female", "male")
SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "build_first_names.py"


def _table_text() -> str:
    return (files("wordproblem.components") / "data" / "first_names.json").read_text("utf-8")


@pytest.fixture(scope="module")
def table() -> dict:
    return json.loads(_table_text())


@pytest.fixture(scope="module")
def builder():
    spec = importlib.util.spec_from_file_location("build_first_names", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_shape(table):
    assert set(table) == {"_doc", "_source", *CLASSES}
    assert "Social Security" in table["_doc"] and "public domain" in table["_doc"]
    for cls in CLASSES:
        names = table[cls]
        assert names, cls
        assert all(isinstance(n, str) and n.isascii() and n.isalpha() for n in names), cls
        assert all(n == n.lower() for n in names), cls
        assert names == sorted(set(names)), f"{cls} is not sorted and unique"


def test_classes_are_disjoint(table):
    seen: dict[str, str] = {}
    for cls in CLASSES:
        for name in table[cls]:
            assert name not in seen, f"{name} is in {seen.get(name)} and {cls}"
            seen[name] = cls


def test_file_is_canonical_and_compact(table):
    """The file is exactly what the build script writes for its own content: sorted keys,
    one name a line, ASCII, trailing newline; and it stays small."""
    text = _table_text()
    assert text == json.dumps(table, indent=1, sort_keys=True, ensure_ascii=True) + "\n"
    assert len(text.encode()) < 150_000


# Hand-checked: names that are overwhelmingly given to one sex in the US, and names that
# are common for both (the issue names Taylor, Jordan, Casey, Jamie and Pat).
HAND_CHECKED = {
    "female": "mary linda susan jennifer emma olivia sophia ashley sara mia",
    "male": "john james michael robert david william joseph liam noah ethan",
    "ambiguous": "taylor jordan casey jamie pat riley jessie jackie",
}


@pytest.mark.parametrize(
    ("name", "cls"), [(name, cls) for cls, names in HAND_CHECKED.items() for name in names.split()]
)
def test_well_known_names(table, name, cls):
    assert name in table[cls]


def _write_source(path: Path, rows: list[tuple[str, str, int, int]]) -> Path:
    with gzip.open(path, "wt", encoding="ascii", newline="") as handle:
        handle.write("first_name,sex,count,year_of_birth\n")
        for name, sex, count, year in rows:
            handle.write(f"{name},{sex},{count},{year}\n")
    return path


def test_classify_threshold_and_selection(builder):
    counts = Counter(
        {
            ("ann", "f"): 95,  # minority share 5%: female
            ("ann", "m"): 5,
            ("kim", "f"): 90,  # exactly 10%: ambiguous
            ("kim", "m"): 10,
            ("bob", "m"): 200,
            ("rare", "f"): 1,  # not among the top 2 female names
        }
    )
    classes = builder.classify(counts, top=2, threshold=0.10)
    assert classes == {"ambiguous": ["kim"], "female": ["ann"], "male": ["bob"]}


def test_build_sums_years_and_is_deterministic(builder, tmp_path):
    rows = [
        ("lee", "f", 30, 1950),
        ("lee", "m", 40, 1950),
        ("lee", "f", 50, 1990),
        ("max", "m", 9, 2000),
    ]
    source = _write_source(tmp_path / "counts.csv.gz", rows)
    first = builder.build(source, top=10, threshold=0.10)
    assert first == builder.build(source, top=10, threshold=0.10)
    data = json.loads(first)
    # lee: 80 female, 40 male over the years -> minority share 1/3.
    assert (data["ambiguous"], data["female"], data["male"]) == (["lee"], [], ["max"])


def test_build_rejects_a_bad_source(builder, tmp_path):
    bad = tmp_path / "bad.csv.gz"
    with gzip.open(bad, "wt", encoding="ascii") as handle:
        handle.write("name,gender,n\nann,f,3\n")
    with pytest.raises(SystemExit, match="unexpected header"):
        builder.read_counts(bad)
    bad_row = _write_source(tmp_path / "bad_row.csv.gz", [("ann", "x", 3, 1990)])
    with pytest.raises(SystemExit, match="bad row"):
        builder.read_counts(bad_row)
