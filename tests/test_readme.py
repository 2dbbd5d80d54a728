"""The README and the docs run: the README's set-up commands are what CI runs, and every
other code block of the README and of ``docs/*.md`` is executed here with sybil, its
shown output compared (``docs/distributed.md``'s files are run by test_notebook.py).
The README's tables are checked against the code: every example of what it reads and
refuses is parsed, the exit codes and Doc extensions are the code's, and the generated
figures and codes are what ``scripts/measurements.py`` renders.

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
import json
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
DOCS = [README, *sorted(p for p in (ROOT / "docs").glob("*.md") if p.name != "distributed.md")]
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


@pytest.mark.parametrize("page", DOCS, ids=lambda p: p.name)
def test_every_code_block_is_run(page):
    examples = list(SYBIL.parse(page))
    text = page.read_text(encoding="utf8")
    blocks = [(m.group(1), m.start(), m.end()) for m in FENCE.finditer(text)]
    if page == README:
        assert [lang for lang, _, _ in blocks[:2]] == ["bash", "bash"]  # the set-up commands
        assert sum(lang == "console" for lang, _, _ in blocks) >= 1
        blocks = blocks[2:]
    assert {lang for lang, _, _ in blocks} <= {"python", "console"}, "a block nothing runs"
    starts = [example.region.start for example in examples]
    for lang, start, end in blocks:
        assert any(start <= s < end for s in starts), f"no example in the {lang} block at {start}"


@pytest.mark.parametrize("page", [p for p in DOCS if p != README], ids=lambda p: p.name)
def test_docs_code_blocks_give_the_output_shown(page, nlp, tmp_path, monkeypatch):
    _shared_pipeline(nlp, monkeypatch)
    monkeypatch.chdir(tmp_path)
    for example in SYBIL.parse(page):
        example.evaluate()


def _shared_pipeline(nlp, monkeypatch) -> None:
    """The pages' own calls get the session's pipeline (the same load_nlp() result)."""
    real_load = wordproblem.pipeline.load_nlp
    monkeypatch.setattr(wordproblem.pipeline.api, "default_nlp", lambda config=None: nlp)
    monkeypatch.setattr(
        wordproblem.pipeline,
        "load_nlp",
        lambda config=None: nlp if config is None else real_load(config),
    )
    monkeypatch.setattr(cli, "load_pipeline", lambda model=None: nlp)


def test_readme_code_blocks_give_the_output_shown(readme_examples, nlp, tmp_path, monkeypatch):
    """Run the examples in order, sharing one namespace, as a reader would."""
    _shared_pipeline(nlp, monkeypatch)
    monkeypatch.chdir(tmp_path)  # files the console blocks write go here
    for example in readme_examples:
        example.evaluate()


# --- the README is the page a user wants --------------------------------------------------


def _table(text: str, header: str) -> list[list[str]]:
    """RETURNS (list): the cells of each row of the Markdown table whose header is ``header``."""
    lines = text[text.index(header) :].splitlines()[2:]
    rows = []
    for line in lines:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip("|").split(" | ")])
    return rows


def test_readme_is_short_and_its_first_screen_says_what_and_how():
    text = README.read_text(encoding="utf8")
    assert len(text.splitlines()) < 250
    first_screen = "\n".join(text.splitlines()[:60])
    assert "[the table below](#what-it-reads)" in first_screen  # what it reads
    assert "wordproblem parse --jsonl mine.jsonl" in first_screen  # on your own file
    headings = re.findall(r"(?m)^## (.+)$", text)
    assert headings[:5] == ["What it is", "A tour", "What it reads", "What it refuses",
                            "On the command line"]  # fmt: skip


def test_every_example_of_what_it_reads_gives_the_answer_shown(nlp):
    from wordproblem.pipeline import parse
    from wordproblem.pipeline.views import format_quantity

    from tests.problem_suites import assert_not_public_copies

    rows = _table(README.read_text(encoding="utf8"), "| construction | example | answer |")
    assert len(rows) >= 15
    for construction, example, answer in rows:
        result = parse(example, nlp)
        assert result.answer is not None, (construction, result.abstention)
        assert format_quantity(result.answer.value, result.answer.unit) == answer, construction
    assert_not_public_copies([{"id": row[0], "problem": row[1]} for row in rows])


def test_every_example_of_what_it_refuses_gives_the_code_shown(nlp):
    from wordproblem.components import ABSTENTION_CODES
    from wordproblem.pipeline import parse

    from tests.problem_suites import assert_not_public_copies

    rows = _table(README.read_text(encoding="utf8"), "| when the text... | example | code |")
    assert len(rows) >= 10
    for when, example, code in rows:
        code = code.strip("`")
        assert code in ABSTENTION_CODES
        result = parse(example, nlp)
        assert result.graph is None and result.abstention.code == code, (when, result.abstention)
    assert_not_public_copies([{"id": row[0], "problem": row[1]} for row in rows])


def test_the_extension_table_is_every_extension_the_component_sets():
    from wordproblem.components.extensions import EXTENSIONS

    rows = _table(README.read_text(encoding="utf8"), "| attribute | type | meaning |")
    expected = [
        [f"`{name}`", kind.replace("|", "\\|"), meaning] for name, kind, meaning in EXTENSIONS
    ]
    assert rows == expected
    assert any("math_steps" in row[0] for row in rows)


def _measurements():
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "measurements", ROOT / "scripts" / "measurements.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_figures_are_what_the_script_renders_from_its_json():
    """The pages equal what ``scripts/measurements.py`` renders from the committed JSON
    (which that script writes from ``wordproblem eval --json``; the corpora are not run)."""
    measurements = _measurements()
    data = json.loads((ROOT / "docs" / "measurements.json").read_text("utf-8"))
    assert {item["name"] for item in data["sets"]} >= {"gsm8k_parser_dev", "addsub", "gsm8k_train"}
    for path, text in measurements.pages(data).items():
        assert path.read_text("utf-8") == text, f"{path.name}: python scripts/measurements.py"


def test_the_rendering_follows_the_json():
    measurements = _measurements()
    data = {
        "errata": [{"id": "c-2", "stored_answer": 5, "answer": 7, "why": "the sum is 7"}],
        "sets": [
            {"name": "addsub", "path": "x", "kind": "answer",
             "counts": {"cases": 4, "answered": 2, "correct": 1, "wrong": 1, "abstained": 2,
                        "rejected": 0},
             "ratios": {"precision": 0.5, "coverage": 0.5, "accuracy": 0.25},
             "abstentions": [{"code": "rate", "count": 2}],
             "wrong": [{"id": "c-2", "answer": 7, "expected": 5}]},
        ],
    }  # fmt: skip
    headline = measurements.render_headline(data)
    assert "| AddSub | 4 | 2 (50.0%) | 1 | 1\\* |" in headline
    assert "c-2 is scored wrong against its stored answer 5" in headline
    page = measurements.render_page(data)
    assert "| AddSub | 4 | 50.0% | 50.0% (1/2)\\* | 25.0% | `rate` 2 |" in page
    assert "c-2 (answered 7, expected 5)" in page


def test_the_abstention_code_page_is_every_code_of_the_package():
    from wordproblem.components import ABSTENTION_CODES

    rows = _table((ROOT / "docs" / "abstention-codes.md").read_text("utf-8"), "| code | meaning |")
    assert [row[0].strip("`") for row in rows] == list(ABSTENTION_CODES)
