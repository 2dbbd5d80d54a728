"""Write tests/models/data/v2_golden.jsonl: schema v2's canonical bytes, answers and steps.

Run once, on the v2 code, before schema v3 changed anything (commit "Pin v2 ...");
the golden test then checks every later version against that file. Re-running it on
later code defeats its purpose: do not, unless a decision record changes v2 output.

    python -m tests.models.make_v2_golden
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import msgspec
from wordproblem.models import InconsistentGraphError, graph_from_dict, graph_from_json, solve

HERE = Path(__file__).parent
ROOT = HERE.parent.parent
RECORD = ROOT / "docs" / "decisions" / "0006-schema-v2.md"


def sources() -> list[tuple[str, dict]]:
    """RETURNS (list): (name, graph dict) of every v2 dev-set graph and 0006 example."""
    cases = [
        json.loads(line)
        for line in (ROOT / "evals" / "mwp_v2_dev" / "cases.jsonl").read_text("utf-8").splitlines()
        if line.strip()
    ]
    found = [(case["id"], case["ground_truth_graph"]) for case in cases]
    examples = re.findall(r"`([a-z-]+)` — .*?```json\n(.*?)\n```", RECORD.read_text("utf-8"), re.S)
    found += [(f"0006:{name}", json.loads(block)) for name, block in examples]
    return found


def rows() -> list[dict]:
    """RETURNS (list[dict]): one row per graph: canonical bytes and solution (or refusal)."""
    out = []
    for name, data in sources():
        graph = graph_from_dict(data)
        assert graph_from_json(graph.canonical_bytes()) == graph
        try:
            solution = msgspec.json.encode(solve(graph)).decode("utf-8")
        except InconsistentGraphError as exc:
            solution = f"refused: {exc.code}"
        out.append({"id": name, "canonical": graph.canonical_bytes().decode("utf-8"),
                    "solution": solution})  # fmt: skip
    return out


if __name__ == "__main__":
    path = HERE / "data" / "v2_golden.jsonl"
    path.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows()), "utf-8")
    print(f"wrote {path}")
