"""Record or compare `wordproblem parse --jsonl` outputs over the dev set and ../shared/data.

    python scripts/golden.py record DIR   # before a behaviour-preserving change
    python scripts/golden.py compare DIR  # after: every differing row, grouped by kind

A difference is printed as (file, id, before, after) of the graph/answer/abstention code;
message-only changes are counted separately.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INPUTS = [
    ROOT / "evals/gsm8k_parser_dev/cases.jsonl",
    *sorted((ROOT.parent / "shared/data").glob("*.jsonl")),
]


def _name(path: Path) -> str:
    return path.stem


def record(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for path in INPUTS:
        out = folder / f"{_name(path)}.jsonl"
        subprocess.run(["wordproblem", "parse", "--jsonl", str(path), "-o", str(out)], check=False)


def _rows(path: Path) -> dict[str, dict]:
    rows = {}
    for line in path.read_text(encoding="utf8").splitlines():
        row = json.loads(line)
        rows[str(row.get("id"))] = row
    return rows


def _key(row: dict) -> tuple:
    ab = row.get("abstention") or {}
    return (
        json.dumps(row.get("graph"), sort_keys=True),
        json.dumps(row.get("answer")),
        ab.get("code"),
    )


def compare(before: Path, after: Path) -> int:
    kinds: Counter[str] = Counter()
    for path in INPUTS:
        name = _name(path)
        old, new = _rows(before / f"{name}.jsonl"), _rows(after / f"{name}.jsonl")
        for rid in old:
            a, b = old[rid], new.get(rid)
            if b is None:
                print(f"{name} {rid}: missing after")
                kinds["missing"] += 1
                continue
            if a == b:
                continue
            if _key(a) == _key(b):
                kinds["message only"] += 1
                continue
            ka, kb = _key(a), _key(b)
            what = f"{ka[2] or 'graph'} -> {kb[2] or 'graph'}"
            kinds[what] += 1
            print(f"{name} {rid}: {what}")
            print(f"   before: {(a.get('abstention') or {}).get('message') or a.get('answer')}")
            print(f"   after:  {(b.get('abstention') or {}).get('message') or b.get('answer')}")
    print(dict(kinds))
    return 0


if __name__ == "__main__":
    command, folder = sys.argv[1], Path(sys.argv[2])
    if command == "record":
        record(folder)
    else:
        compare(
            folder,
            Path(sys.argv[3]) if len(sys.argv) > 3 else folder.with_name(folder.name + "-after"),
        )
