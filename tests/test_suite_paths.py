"""The tests find their data relative to the repository, never at a fixed absolute path
(issue 22): a checkout elsewhere must read ``../shared/data`` beside it, or skip."""

from __future__ import annotations

import ast
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEVICES = ("/dev/",)  # device files ("/dev/full") are where they are on every machine


def absolute_paths(path: Path) -> list[tuple[int, str]]:
    """RETURNS (list[tuple[int, str]]): (line, text) of each string literal of a Python file
    that is an absolute POSIX path outside DEVICES."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
            if text.startswith("/") and text[1:2].isalpha() and not text.startswith(DEVICES):
                found.append((node.lineno, text))
    return found


def test_no_test_reads_a_fixed_absolute_path():
    found = {
        str(path.relative_to(HERE)): absolute_paths(path)
        for path in sorted(HERE.rglob("*.py"))
        if absolute_paths(path)
    }
    assert not found, found


def test_the_finder_sees_an_absolute_path(tmp_path):
    fixed = "/".join(("", "srv", "shared", "data"))  # not a literal of this file
    module = tmp_path / "m.py"
    module.write_text(f'A = Path("{fixed}")\nB = "/dev/full"\nC = "a/b"\n', "utf-8")
    assert absolute_paths(module) == [(1, fixed)]


def test_the_precision_families_read_the_shared_corpora_beside_the_repository():
    from tests import test_precision_families
    from tests.strict_lists import SHARED

    assert HERE.parent.parent / "shared" / "data" == SHARED
    assert test_precision_families.PUBLIC == SHARED
