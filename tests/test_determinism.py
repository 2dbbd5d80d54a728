"""The same text gives the same bytes in every process, whatever Python's hash seed."""

from __future__ import annotations

import json
import os
import subprocess
import sys

# Problems whose reading visits sets of units or holders (contrasted kinds, several
# holders, an abstention that names two units), besides the dev set.
EXTRA = [
    "Tam collected 65 shells in total. She got 13 purple shells, 8 pink shells, 18 yellow shells, "
    "and 12 blue shells. The remaining shells are orange. How many orange shells are there?",
    "Ann has 5 pink shells and 3 purple shells. She finds 4 shells. How many shells does Ann have?",
    "Hal has 5 shells, Ida has 2 shells and Jo has 4 shells. How many shells do they have in all?",
]


def _run(tmp_path, seed: str) -> bytes:
    out = tmp_path / f"out-{seed}.jsonl"
    env = {**os.environ, "PYTHONHASHSEED": seed}
    subprocess.run(
        [sys.executable, "-c", "from wordproblem.evals.cli import app; app()", "parse", "--jsonl",
         str(tmp_path / "in.jsonl"), "-o", str(out), "--quiet"],
        env=env, check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    return out.read_bytes()


def test_output_does_not_depend_on_the_hash_seed(tmp_path, dev_cases):
    rows = [{"id": c["id"], "problem": c["problem"]} for c in dev_cases]
    rows += [{"id": f"extra-{i}", "problem": text} for i, text in enumerate(EXTRA)]
    (tmp_path / "in.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), "utf8")
    first = _run(tmp_path, "1")
    assert first.count(b"\n") == len(rows)
    for seed in ("3", "5"):
        assert _run(tmp_path, seed) == first
