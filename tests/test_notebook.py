"""The example notebook runs top to bottom, and the distributed recipe's Dask example runs.

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

import pytest
from wordproblem.models import Quantity

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


def test_recipe_has_the_dask_and_ray_examples():
    files = _recipe_files()
    assert sorted(files) == ["run_dask.py", "run_ray.py"]
    for name, code in files.items():
        compile(code, name, "exec")
    assert "map_batches(ParseBatch" in files["run_ray.py"]
    assert "UNTESTED" in files["run_ray.py"]  # nothing here runs Ray: the file says so
    assert "parse_bag(lines)" in files["run_dask.py"]


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
    for name, hint in (("run_dask.py", "pip install 'wordproblem[dask]'"),
                       ("run_ray.py", 'pip install "ray[data]"')):  # fmt: skip
        done = subprocess.run(
            [sys.executable, "-c", BLOCK_ENGINES, name],
            cwd=tmp_path, capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert done.returncode == 1
        assert hint in done.stderr


def test_dask_recipe_runs_two_shards_on_a_local_cluster(tmp_path, dev_cases, nlp):
    """run_dask.py as a user runs it: two shards in, the CLI's rows out, per shard."""
    from typer.testing import CliRunner
    from wordproblem.evals import cli

    (tmp_path / "run_dask.py").write_text(_recipe_files()["run_dask.py"], encoding="utf8")
    rows = [{"id": case["id"], "problem": case["problem"]} for case in dev_cases[:3]]
    rows.append({"id": "chat", "text": "Thanks, see you at the meeting tomorrow."})
    (tmp_path / "shards").mkdir()
    shards = [tmp_path / "shards" / "part-0.jsonl", tmp_path / "shards" / "part-1.jsonl"]
    for shard, part in zip(shards, (rows[:2], rows[2:]), strict=True):
        shard.write_text("".join(json.dumps(r) + "\n" for r in part), encoding="utf8")
    done = subprocess.run(
        [sys.executable, "run_dask.py", "shards/*.jsonl", "results/*.jsonl"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cli, "load_pipeline", lambda model=None: nlp)
        for index, shard in enumerate(shards):
            expected = CliRunner().invoke(cli.app, ["parse", "--jsonl", str(shard), "-q"])
            assert (tmp_path / "results" / f"{index}.jsonl").read_bytes() == expected.stdout_bytes
