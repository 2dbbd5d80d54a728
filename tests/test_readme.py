"""The README's commands are the ones CI runs."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf8")
    return re.findall(r"```bash\n(.+?)\n```", text)[:2]


def test_readme_starts_with_the_two_commands():
    text = (ROOT / "README.md").read_text(encoding="utf8")
    first, second = _readme_commands()
    assert text.index(first) < 200
    assert "wordproblem eval" in first
    assert "pytest" in second


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf8").splitlines()
    assert _readme_commands()[1] in ci
