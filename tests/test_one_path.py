"""No reading mode left (decision 0011): one sequence, one builder, every answer through it.

The checks are the ones the decision record lists under "How to check that no reading
mode is left", and its worked example is parsed here to the bytes and steps it shows.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest
from wordproblem.models import solve
from wordproblem.pipeline import parse

ROOT = Path(__file__).resolve().parent.parent
COMPONENTS = ROOT / "components"
RECORD = ROOT / "docs" / "decisions" / "0011-one-reading-path.md"
DATA = ROOT.parent / "shared" / "data"

BUILDER = "components/build/build.py"  # the one module that makes a MathProblemGraph
COMPOSER = "components/build/compose.py"  # the one module that calls compose_graph
# the record's listed exceptions: each makes its own graph (see its Consequences)
EXCEPTIONS = {"components/resolve/coins.py", "components/question/dozens.py"}
GONE = ("build_v2_graph", "build_difference_graph", "build_total_graph", "build_facts")


def _calls(tree: ast.AST, name: str) -> int:
    """RETURNS (int): how many calls in ``tree`` call a function named ``name``."""
    count = 0
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            count += called == name
    return count


def _modules() -> dict[str, ast.AST]:
    return {
        str(path.relative_to(ROOT)): ast.parse(path.read_text(encoding="utf8"))
        for path in sorted(COMPONENTS.rglob("*.py"))
    }


def test_one_module_makes_graphs_and_one_composes_them():
    modules = _modules()
    making = {path for path, tree in modules.items() if _calls(tree, "MathProblemGraph")}
    assert making == {BUILDER} | EXCEPTIONS
    composing = {path for path, tree in modules.items() if _calls(tree, "compose_graph")}
    assert composing == {COMPOSER}
    assert _calls(modules[COMPOSER], "compose_graph") == 1


def test_the_builders_of_the_reading_modes_are_gone():
    for path in COMPONENTS.rglob("*.py"):
        defined = {
            node.name
            for node in ast.walk(ast.parse(path.read_text(encoding="utf8")))
            if isinstance(node, ast.FunctionDef | ast.ClassDef)
        }
        assert not defined & set(GONE), path
        assert path.stem not in GONE, path


def test_read_is_one_sequence():
    tree = ast.parse((COMPONENTS / "reader.py").read_text(encoding="utf8"))
    read = next(
        node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef) and node.name == "read"
    )
    assert not any(isinstance(node, ast.Try) for node in ast.walk(read))
    returns = [node for node in ast.walk(read) if isinstance(node, ast.Return)]
    assert returns == [read.body[-1]]  # the last statement, and no other


def _texts(name: str, key: str, limit: int | None = None) -> list[str]:
    path = DATA / f"{name}.jsonl"
    if not path.exists():
        pytest.skip(f"{path} is not there (../shared/data)")
    rows = [json.loads(line) for line in path.read_text(encoding="utf8").splitlines()]
    return [row[key] for row in rows[:limit]]


@pytest.mark.parametrize("name", ["addsub", "multiarith"])
def test_every_answer_is_composed_once(nlp, monkeypatch, name):
    from wordproblem.components.build import compose
    from wordproblem.components.resolve import coins

    calls: list[int] = []
    real = compose.compose_graph

    def counted(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    coin_calls: list[int] = []
    real_coins = coins.build_coin_graph

    def coin_counted(*args, **kwargs):
        coin_calls.append(1)
        return real_coins(*args, **kwargs)

    monkeypatch.setattr(compose, "compose_graph", counted)
    monkeypatch.setattr(compose, "build_coin_graph", coin_counted)
    answered = 0
    for text in _texts(name, "question"):
        calls.clear()
        coin_calls.clear()
        result = parse(text, nlp)
        assert len(calls) + len(coin_calls) <= 1, text
        if result.graph is not None:
            answered += 1
            assert len(calls) + len(coin_calls) == 1, text
    assert answered > 0


def _block(kind: str, after: str) -> str:
    """RETURNS (str): the first fenced block of ``kind`` after the line ``after`` in the
    record."""
    text = RECORD.read_text(encoding="utf8")
    start = text.index(after)
    match = re.search(rf"```{kind}\n(.*?)```", text[start:], re.S)
    assert match is not None
    return match.group(1)


def test_the_worked_example_gives_the_records_bytes_and_steps(nlp):
    text = RECORD.read_text(encoding="utf8")
    example = re.search(r'^"(Leo has 12 crayons\..*?)"', text, re.M | re.S)
    assert example is not None
    problem = " ".join(example.group(1).split())
    result = parse(problem, nlp)
    assert result.graph is not None, result.abstention
    expected = _block("json", "9. **build**").strip()
    assert result.graph.canonical_bytes().decode() == expected
    steps = [line.split(". ", 1)[1] for line in _block("", "10. **solve**").splitlines()]
    derivations = solve(result.graph).derivations
    shown = [
        d.equation + (f" (fact {d.fact + 1})" if d.fact is not None else " (the question)")
        for d in derivations
    ]
    assert shown == steps


def test_the_records_modules_exist():
    text = RECORD.read_text(encoding="utf8")
    named = set(re.findall(r"\((\w+/\w+\.py)", text))
    assert named, "the record names the stage modules"
    for module in named:
        assert (COMPONENTS / module).exists(), module
