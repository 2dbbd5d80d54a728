"""The README runs: its set-up commands are what CI runs, and every other code block is
executed here with sybil, its shown output compared.

- ```python blocks are doctests (``>>>``): each shown value is checked.
- ```console blocks are shell sessions: each ``$ wordproblem ...`` line runs the real
  command-line app in-process (on the session's pipeline), other ``$`` lines run in
  bash; what follows a command, up to the next ``$``, is its expected output
  (stdout, then stderr, as a terminal shows them).
- The two ```bash blocks at the top are the set-up commands: ``.ci/run`` runs the
  second exactly (checked below), and the suite it starts is this one.
"""

from __future__ import annotations

import doctest
import re
import shlex
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
import wordproblem.pipeline
import wordproblem.pipeline.api
from sybil import Example, Sybil
from sybil.parsers.markdown import CodeBlockParser, PythonCodeBlockParser
from typer.testing import CliRunner
from wordproblem.evals import cli

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
FENCE = re.compile(r"^```(\w*)\n(.*?)^```$", re.S | re.M)


def _readme_commands() -> list[str]:
    text = README.read_text(encoding="utf8")
    return re.findall(r"```bash\n(.+?)\n```", text)[:2]


def test_readme_starts_with_the_two_commands():
    text = README.read_text(encoding="utf8")
    first, second = _readme_commands()
    assert text.index(first) < 200
    assert "wordproblem eval" in first
    assert "pytest" in second


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf8").splitlines()
    assert _readme_commands()[1] in ci


# --- every other block runs ----------------------------------------------------------


def run_console(example: Example) -> str | None:
    """Run a ```console block's ``$`` commands and compare what each prints."""
    for command, expected in _sessions(str(example.parsed)):
        if command.startswith("wordproblem "):
            result = CliRunner().invoke(cli.app, shlex.split(command)[1:])
            if result.exit_code != 0:
                return f"{command!r} exited {result.exit_code}: {result.stderr}"
            got = result.stdout + result.stderr
        else:
            done = subprocess.run(
                ["bash", "-c", command], capture_output=True, text=True, check=False
            )
            if done.returncode != 0:
                return f"{command!r} exited {done.returncode}: {done.stderr}"
            got = done.stdout
        if got.rstrip("\n") != expected.rstrip("\n"):
            return f"{command!r} printed:\n{got}\nthe README shows:\n{expected}"
    return None


def _sessions(block: str) -> Iterator[tuple[str, str]]:
    command, output = None, []
    for line in block.splitlines():
        if line.startswith("$ "):
            if command is not None:
                yield command, "\n".join(output)
            command, output = line[2:], []
        else:
            output.append(line)
    if command is not None:
        yield command, "\n".join(output)


SYBIL = Sybil(
    parsers=[
        PythonCodeBlockParser(doctest_optionflags=doctest.ELLIPSIS),
        CodeBlockParser("console", evaluator=run_console),
    ]
)


@pytest.fixture(scope="module")
def readme_examples() -> list[Example]:
    return list(SYBIL.parse(README))


def test_every_readme_code_block_is_run(readme_examples):
    text = README.read_text(encoding="utf8")
    blocks = [(m.group(1), m.start(), m.end()) for m in FENCE.finditer(text)]
    assert [lang for lang, _, _ in blocks[:2]] == ["bash", "bash"]  # the set-up commands
    rest = blocks[2:]
    assert {lang for lang, _, _ in rest} <= {"python", "console"}, "a block nothing runs"
    starts = [example.region.start for example in readme_examples]
    for lang, start, end in rest:
        assert any(start <= s < end for s in starts), f"no example in the {lang} block at {start}"
    assert sum(lang == "console" for lang, _, _ in rest) >= 2


def test_readme_code_blocks_give_the_output_shown(readme_examples, nlp, tmp_path, monkeypatch):
    """Run the examples in order, sharing one namespace, as a reader would."""
    real_load = wordproblem.pipeline.load_nlp
    # the README's own calls get the session's pipeline (the same load_nlp() result)
    monkeypatch.setattr(wordproblem.pipeline.api, "default_nlp", lambda config=None: nlp)
    monkeypatch.setattr(
        wordproblem.pipeline,
        "load_nlp",
        lambda config=None: nlp if config is None else real_load(config),
    )
    monkeypatch.setattr(cli, "load_pipeline", lambda model=None: nlp)
    monkeypatch.chdir(tmp_path)  # files the console blocks write go here
    for example in readme_examples:
        example.evaluate()
