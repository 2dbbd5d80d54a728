"""The example notebook runs, its committed outputs are what it prints today, and the
distributed recipe's Dask and Ray examples run.

The notebook is executed in a Jupyter kernel with nbclient (the ``notebook`` extra, also
in ``test``), and its outputs are compared with the committed ones, so a reader on the
web sees true pictures. After a change to the views, rewrite them with
``python -m tests.test_notebook --write``. Its code cells are also run in-process, in one
namespace, to check what they compute.
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


def execute_notebook() -> Any:
    """RETURNS (NotebookNode): the notebook, executed in a fresh kernel from ``docs/``."""
    nbclient = pytest.importorskip(
        "nbclient", reason="the notebook extra is not installed: pip install -e '.[notebook]'"
    )
    nbformat = pytest.importorskip("nbformat", reason="the notebook extra is not installed")
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    client = nbclient.NotebookClient(
        notebook,
        timeout=600,
        kernel_name="python3",
        record_timing=False,
        resources={"metadata": {"path": str(NOTEBOOK.parent)}},
    )
    client.execute()
    return notebook


def _shown(cell: dict[str, Any]) -> list[dict[str, Any]]:
    """RETURNS (list): a code cell's outputs, only what a reader sees (no counts)."""
    shown = []
    for output in cell["outputs"]:
        if output["output_type"] == "stream":
            shown.append({"stream": output["name"], "text": _source({"source": output["text"]})})
        elif "data" in output:
            data = output["data"]
            shown.append({kind: _source({"source": data[kind]}) for kind in sorted(data)})
    return shown


def test_notebook_is_committed_with_the_outputs_it_gives(nlp):
    committed = _cells("code")
    assert all(cell["outputs"] for cell in committed)  # a reader on the web sees them
    executed = [cell for cell in execute_notebook().cells if cell.cell_type == "code"]
    assert [_shown(cell) for cell in executed] == [_shown(cell) for cell in committed], (
        "the notebook's outputs changed: python -m tests.test_notebook --write"
    )
    html = "".join(o["data"].get("text/html", "") for o in executed[-1]["outputs"])
    assert "QUANTITY" in html and "HOLDER" in html  # displaCy's span view of doc.spans


def test_the_notebook_s_own_problems_are_not_public_copies():
    from tests.problem_suites import assert_not_public_copies

    texts = re.findall(r'"([A-Z][^"]*\?)"', "".join(_source(c) for c in _cells("code")))
    assert len(texts) >= 3
    assert_not_public_copies([{"id": i, "problem": t} for i, t in enumerate(texts)])


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
    assert len(shown) == 3  # the solved results and the abstention draw themselves
    assert "<svg" in shown[0] and "Tom gave 3 marbles to Sara" in shown[0]
    assert "unsupported-verb" in shown[1]
    two_kinds = namespace["two_kinds"]  # a rate and a change: two kinds of fact
    assert two_kinds.answer == Quantity(13, "apples")
    assert [type(f).__name__ for f in two_kinds.graph.facts] == ["RateFact", "Change"]
    assert "<svg" in shown[2] and "18" in shown[2] and "13 apples" in shown[2]


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
    assert "map_batches(" in files["run_ray.py"] and "ParseBatch" in files["run_ray.py"]
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


def test_ray_recipe_runs_two_shards_into_one_file(tmp_path, dev_cases, nlp):
    """run_ray.py as a user runs it: a folder of shards in, the CLI's rows out, in order."""
    pytest.importorskip("ray", reason="Ray is not installed: pip install -e '.[ray]'")
    from typer.testing import CliRunner
    from wordproblem.evals import cli

    (tmp_path / "run_ray.py").write_text(_recipe_files()["run_ray.py"], encoding="utf8")
    rows = [{"id": case["id"], "problem": case["problem"]} for case in dev_cases[:4]]
    rows.append({"id": "chat", "text": "Thanks, see you at the meeting tomorrow."})
    (tmp_path / "shards").mkdir()
    for index, part in enumerate((rows[:3], rows[3:])):
        shard = tmp_path / "shards" / f"part-{index}.jsonl"
        shard.write_text("".join(json.dumps(r) + "\n" for r in part), encoding="utf8")
    done = subprocess.run(
        [sys.executable, "run_ray.py", "shards", "results.jsonl", "2"],
        cwd=tmp_path, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    every = tmp_path / "all.jsonl"
    every.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf8")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cli, "load_pipeline", lambda model=None: nlp)
        expected = CliRunner().invoke(cli.app, ["parse", "--jsonl", str(every), "-q"])
    assert (tmp_path / "results.jsonl").read_bytes() == expected.stdout_bytes


def write_outputs() -> None:
    """Execute the notebook and commit its outputs: ``python -m tests.test_notebook --write``."""
    import nbformat

    notebook = execute_notebook()
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)
    nbformat.write(notebook, NOTEBOOK)


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python -m tests.test_notebook --write")
    write_outputs()
