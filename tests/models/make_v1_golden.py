"""Write tests/models/data/v1_golden.jsonl: schema v1's canonical bytes, answers and steps.

Run once, on the v1 code, before schema v2 changed anything (commit "Pin v1 ...");
the golden test then checks every later version against that file. Re-running it on
later code defeats its purpose: do not, unless a decision record changes v1 output.

    python -m tests.models.make_v1_golden
"""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
from wordproblem.models import graph_from_dict, solve

from tests.conftest import DEV_SET
from tests.models.held_back import HELD_BACK

HERE = Path(__file__).parent
ROOT = HERE.parent.parent


def rows() -> list[dict]:
    """RETURNS (list[dict]): one row per dev-set graph and per held-back graph."""
    cases = [
        json.loads(line)
        for line in (ROOT / "evals" / DEV_SET / "cases.jsonl").read_text("utf-8").splitlines()
        if line.strip()
    ]
    sources = [(case["id"], case["ground_truth_graph"]) for case in cases]
    sources += list(HELD_BACK.items())
    out = []
    for name, data in sources:
        graph = graph_from_dict(data)
        solution = solve(graph)
        out.append(
            {
                "id": name,
                "canonical": graph.canonical_bytes().decode("utf-8"),
                "solution": msgspec.json.encode(solution).decode("utf-8"),
            }
        )
    return out


if __name__ == "__main__":
    path = HERE / "data" / "v1_golden.jsonl"
    path.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows()), "utf-8")
    print(f"wrote {path}")
