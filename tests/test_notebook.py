"""The example notebook runs top to bottom, and the distributed recipe's stdlib example runs.

The notebook's code cells are executed in-process, in one namespace, the way a kernel
would run them (the last expression of a cell is displayed: its ``_repr_html_`` is
called), so the test needs no Jupyter.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from wordproblem.models import Quantity
from wordproblem.pipeline import parse

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = ROOT / "docs" / "example.ipynb"
RECIPE = ROOT / "docs" / "distributed.md"


def _cells(kind: str) -> list[dict[str, Any]]:
    notebook = json.loads(NOTEBOOK.read_text(encoding="utf8"))
    assert notebook["nbformat"] == 4
    return [cell for cell in notebook["cells"] if cell["cell_type"] == kind]


def _source(cell: dict[str, Any]) -> str:
    source = cell["source"]
    return source if isinstance(source, str) else "".join(source)


def _run_cell(source: str, namespace: dict[str, Any]) -> Any:
    """Run a cell like a kernel: statements, then the value of a final expression."""
    tree = ast.parse(source)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, "<cell>", "exec"), namespace)
    if last is None:
        return None
    return eval(compile(ast.Expression(last.value), "<cell>", "eval"), namespace)


def test_notebook_is_committed_without_outputs():
    for cell in _cells("code"):
        assert cell["outputs"] == [] and cell["execution_count"] is None


def test_notebook_runs_top_to_bottom():
    namespace: dict[str, Any] = {"__name__": "__main__"}
    shown = []
    for cell in _cells("code"):
        value = _run_cell(_source(cell), namespace)
        if hasattr(value, "_repr_html_"):
            shown.append(value._repr_html_())
    assert namespace["doc"]._.math_answer == Quantity(8, "apples")
    assert namespace["chat"]._.is_math_problem is False
    assert namespace["chat"]._.math_graph is None
    assert namespace["result"].answer == Quantity(17, "marbles")
    assert len(shown) == 2  # the solved result and the abstention draw themselves
    assert "<svg" in shown[0] and "Tom gave 3 marbles to Sara" in shown[0]
    assert "unsupported-verb" in shown[1]


# --- the distributed recipe ------------------------------------------------------------


def _recipe_files() -> dict[str, str]:
    text = RECIPE.read_text(encoding="utf8")
    blocks = re.findall(r"```python\n# file: (\S+)\n(.*?)```", text, flags=re.DOTALL)
    return {name: f"# file: {name}\n{body}" for name, body in blocks}


def test_recipe_has_the_stdlib_dask_and_ray_examples():
    files = _recipe_files()
    assert sorted(files) == ["run_dask.py", "run_local.py", "run_ray.py", "wp_batch.py"]
    for name, code in files.items():
        compile(code, name, "exec")
    assert "map_batches(ParseBatch" in files["run_ray.py"]
    assert "map_partitions(parse_partition)" in files["run_dask.py"]


BLOCK_ENGINES = """
import importlib.abc, runpy, sys

class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("dask", "ray"):
            raise ImportError(f"no module named {name!r}")
        return None

sys.meta_path.insert(0, Block())
sys.argv = [sys.argv[1], "in", "out"]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def test_engine_examples_say_what_to_install_when_the_engine_is_missing(tmp_path):
    files = _recipe_files()
    for name, code in files.items():
        (tmp_path / name).write_text(code, encoding="utf8")
    for name, hint in (("run_dask.py", 'pip install "dask[distributed]"'),
                       ("run_ray.py", 'pip install "ray[data]"')):  # fmt: skip
        done = subprocess.run(
            [sys.executable, "-c", BLOCK_ENGINES, name],
            cwd=tmp_path, capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert done.returncode == 1
        assert hint in done.stderr


def test_stdlib_recipe_runs_two_shards_on_two_workers(tmp_path, dev_cases, nlp):
    for name, code in _recipe_files().items():
        (tmp_path / name).write_text(code, encoding="utf8")
    rows = [{"id": case["id"], "question": case["problem"]} for case in dev_cases[:3]]
    rows.append({"id": "chat", "question": "Thanks, see you at the meeting tomorrow."})
    shards = [tmp_path / "part-000.jsonl", tmp_path / "part-001.jsonl"]
    for shard, part in zip(shards, (rows[:2], rows[2:]), strict=True):
        shard.write_text("".join(json.dumps(r) + "\n" for r in part), encoding="utf8")
    done = subprocess.run(
        [sys.executable, "run_local.py", "out", *(s.name for s in shards), "--workers", "2"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["part-000.jsonl: 2 rows", "part-001.jsonl: 2 rows"]
    results = [
        json.loads(line)
        for shard in shards
        for line in (tmp_path / "out" / shard.name).read_text(encoding="utf8").splitlines()
    ]
    assert [r["id"] for r in results] == [r["id"] for r in rows]
    for row, result in zip(rows, results, strict=True):
        expected = json.loads(json.dumps(parse(row["question"], nlp).as_json()))
        assert result["graph"] == expected["graph"]
        assert result["answer"] == expected["answer"]
        assert result["is_math_problem"] == expected["is_math_problem"]
    assert results[-1]["is_math_problem"] is False and results[-1]["graph"] is None
