"""Measure the one-shot CLI's start-up against its floor.

The floor is a Python process that loads the same spaCy model without NER and parses
one sentence: what any one-shot parse must pay. The CLI is ``wordproblem parse TEXT``,
run as a user runs it. Both run as subprocesses, alternately (so a busy machine slows
both alike), ``--runs`` times each; the medians of wall-clock time and their ratio are
printed, and the same for CPU time (user + system of the child), which a machine busy
with other work disturbs less.

Both run as a user's second call runs: with the bytecode caches Python writes on a first
import. ``PYTHONDONTWRITEBYTECODE`` is left out of the children's environment, or an
editable install would compile the package's sources on every run (about 0.1 s of CPU
time here), which no installed copy does.

    python -m wordproblem.evals.startup --runs 5
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from wordproblem.pipeline.config import MODEL_CANDIDATES

TEXT = "Sam has 5 apples. He buys 3 more. How many apples does Sam have?"
TARGET = 1.3  # issue 10: the one-shot CLI within 1.3x of its floor

FLOOR = "import sys, spacy; nlp = spacy.load(sys.argv[1], exclude=['ner']); nlp(sys.argv[2])"


def resolve_model(model: str | None = None) -> str:
    """RETURNS (str): ``model``, or the first of MODEL_CANDIDATES that is installed."""
    if model:
        return model
    import spacy.util

    for name in MODEL_CANDIDATES:
        if spacy.util.is_package(name):
            return name
    raise SystemExit(f"none of {', '.join(MODEL_CANDIDATES)} is installed")


def cli_command(text: str, model: str | None = None) -> list[str]:
    """RETURNS (list[str]): the ``wordproblem parse TEXT`` command of this environment."""
    script = Path(sys.executable).with_name("wordproblem")
    found = str(script) if script.exists() else shutil.which("wordproblem")
    base = (
        [found] if found else [sys.executable, "-c", "from wordproblem.evals.cli import app; app()"]
    )
    return [*base, "parse", text, *(["--model", model] if model else [])]


def child_env() -> dict[str, str]:
    """RETURNS (dict): this process's environment without ``PYTHONDONTWRITEBYTECODE``, so
    that the warm-up runs leave the bytecode caches every later run reads."""
    return {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def timed(command: list[str]) -> tuple[float, float]:
    """RETURNS (tuple[float, float]): wall-clock and CPU seconds of one run of ``command``,
    which must succeed."""
    env = child_env()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def measure(runs: int, text: str = TEXT, model: str | None = None) -> dict[str, float]:
    """Time the CLI and its floor, alternately.

    runs (int): runs of each.
    text (str): the problem the CLI parses (the floor parses it too).
    model (str | None): the spaCy model; None resolves the CLI's default.
    RETURNS (dict): ``floor``, ``cli`` (wall-clock medians, s) and their ``ratio``;
        ``floor_cpu``, ``cli_cpu`` (CPU-time medians, s) and ``cpu_ratio``.
    """
    name = resolve_model(model)
    floor_cmd = [sys.executable, "-c", FLOOR, name, text]
    cli_cmd = cli_command(text, model)
    timed(floor_cmd)  # warm the file and bytecode caches for both before timing
    timed(cli_cmd)
    floor, cli = [], []
    for _ in range(runs):
        floor.append(timed(floor_cmd))
        cli.append(timed(cli_cmd))
    result = {}
    for key, index in (("", 0), ("_cpu", 1)):
        result[f"floor{key}"] = statistics.median(t[index] for t in floor)
        result[f"cli{key}"] = statistics.median(t[index] for t in cli)
    result["ratio"] = result["cli"] / result["floor"]
    result["cpu_ratio"] = result["cli_cpu"] / result["floor_cpu"]
    return result


def main(argv: list[str] | None = None) -> int:
    """Print the medians and the ratio; exit 1 if ``--max-ratio`` is given and exceeded."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each (median taken)")
    parser.add_argument("--text", default=TEXT, help="the problem to parse")
    parser.add_argument("--model", default=None, help="spaCy model (default: the CLI's)")
    parser.add_argument("--max-ratio", type=float, default=None, help="fail above this ratio")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be >= 1")
    result = measure(args.runs, args.text, args.model)
    rows = {"floor": "floor (spacy.load without NER, one parse)", "cli": "wordproblem parse TEXT"}
    print(f"{f'medians of {args.runs} runs':<42}{'wall s':>8}{'CPU s':>8}")
    for key, label in rows.items():
        print(f"{label:<42}{result[key]:8.2f}{result[key + '_cpu']:8.2f}")
    print(
        f"ratio: {result['ratio']:.2f}x wall, {result['cpu_ratio']:.2f}x CPU (target <= {TARGET}x)"
    )
    if args.max_ratio is not None and result["ratio"] > args.max_ratio:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
