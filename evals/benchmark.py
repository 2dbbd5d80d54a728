"""Throughput of the wordproblem pipeline against the model it is built on, per corpus.

    python -m wordproblem.evals.benchmark [FILE ...] [--limit N] [--repeat K] [--json]
    python -m wordproblem.evals.benchmark --profile [FILE ...]
    python -m wordproblem.evals.benchmark --pipes [FILE ...]

Three pipelines process the same texts with ``list(nlp.pipe(texts, batch_size=64))``,
in one process, after one warm-up pass each; the timed passes alternate between them
(so a busy machine slows all three alike), each is timed in CPU seconds (the process's,
all threads) and the best of K counts:

- ``plain``: ``en_core_web_sm`` with every default component (NER included);
- ``parse-only``: the same model without NER and without the wordproblem component,
  the floor of what the rules can cost;
- ``wordproblem``: ``load_nlp()`` as users get it (model without NER + the component).

The ratios are wordproblem's problems per CPU second over each of the other two. With no FILE, every
corpus of ``../shared/data`` is timed, GSM8K on its first ``GSM8K_LIMIT`` problems.

``--profile`` runs cProfile over the component alone: the Docs are made by the pipeline
before it, then only ``component(doc)`` runs under the profiler. It prints the rules'
time per Doc and the top functions by cumulative time.

``--pipes`` splits the wordproblem pipeline's CPU time by component: each pipe's ``pipe``
runs over Docs that the pipes before it have made, best of K, in CPU time per Doc. It
also prints the component's budget: the CPU time per Doc at which the pipeline would run
at ``TARGET`` times the model's throughput (the model's pipes summed, times
``1 / TARGET - 1``).
"""

from __future__ import annotations

import argparse
import cProfile
import io as _io
import platform
import pstats
import resource
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

import msgspec
import spacy
from spacy.language import Language
from spacy.tokens import Doc
from wordproblem.pipeline import MODEL_CANDIDATES, load_nlp

from . import io

DATA_DIR = Path("..") / "shared" / "data"
CORPORA = ("addsub", "singleop", "singleeq", "multiarith", "gsm8k_train")
GSM8K_LIMIT = 1000  # GSM8K train has 7,473 problems; its first 1,000 are timed by default
PROFILED = ("multiarith", "addsub")
BATCH_SIZE = 64
TARGET = 0.92  # issue 10's throughput target against the parse-only pipeline
COMPONENT = "wordproblem"  # the component's name in load_nlp()


class PipelineTiming(msgspec.Struct, frozen=True):
    """The timing of one pipeline on one corpus.

    name (str): what was timed.
    components (tuple[str, ...]): its pipe names.
    best_seconds (float): the fastest of the timed passes.
    problems_per_second (float): texts / best_seconds.
    """

    name: str
    components: tuple[str, ...]
    best_seconds: float
    problems_per_second: float


class CorpusTiming(msgspec.Struct, frozen=True):
    """The three timings on one corpus and wordproblem's ratios against the other two.

    file (str): the corpus file.
    problems (int): texts timed.
    plain (PipelineTiming): the full default model.
    parse_only (PipelineTiming): the model without NER, without the component.
    wordproblem (PipelineTiming): the model without NER, with the component.
    ratio_plain (float): wordproblem problems/s over plain problems/s.
    ratio_parse_only (float): wordproblem problems/s over parse-only problems/s.
    """

    file: str
    problems: int
    plain: PipelineTiming
    parse_only: PipelineTiming
    wordproblem: PipelineTiming
    ratio_plain: float
    ratio_parse_only: float


class BenchmarkResult(msgspec.Struct, frozen=True):
    """Every corpus's timings, how they were taken and the process's peak memory."""

    repeat: int
    batch_size: int
    corpora: tuple[CorpusTiming, ...]
    peak_rss_mb: float


class ProfileResult(msgspec.Struct, frozen=True):
    """The component's own time on one corpus, and where it goes.

    file (str): the corpus file.
    problems (int): Docs the component read.
    seconds (float): the component's time over all Docs (without the profiler).
    ms_per_doc (float): seconds / problems, in milliseconds.
    top (str): pstats's table of the top functions by cumulative time (profiled run).
    """

    file: str
    problems: int
    seconds: float
    ms_per_doc: float
    top: str


def load_plain() -> Language:
    """Load ``en_core_web_sm`` (else the PyPI copy) with all its default components.

    RETURNS (Language): the plain model.
    RAISES OSError: neither model is installed.
    """
    return _load_model()


def load_parse_only() -> Language:
    """Load the model ``load_nlp()`` builds on, without NER and without the component.

    RETURNS (Language): the parse-only pipeline.
    RAISES OSError: neither model is installed.
    """
    return _load_model(exclude=["ner"])


def _load_model(exclude: list[str] | None = None) -> Language:
    # The order of load_nlp(): the first of MODEL_CANDIDATES that loads.
    errors = []
    for name in MODEL_CANDIDATES:
        try:
            return spacy.load(name, exclude=exclude or [])
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


def _pass(nlp: Language, texts: list[str]) -> float:
    """RETURNS (float): the CPU seconds (all threads) of one pass: on a shared machine
    wall time spreads by about ±0.1 in the ratios, CPU time by about 0.02 (issue 23)."""
    start = time.process_time()
    list(nlp.pipe(texts, batch_size=BATCH_SIZE))
    return time.process_time() - start


def time_pipelines(
    pipelines: dict[str, Language], texts: list[str], repeat: int
) -> dict[str, PipelineTiming]:
    """Warm each pipeline up once, then time ``repeat`` rounds that run each once.

    pipelines (dict[str, Language]): name -> pipeline.
    texts (list[str]): the texts every pipeline processes.
    repeat (int): timed rounds; each pipeline's best pass counts.
    RETURNS (dict[str, PipelineTiming]): name -> timing.
    """
    for nlp in pipelines.values():
        _pass(nlp, texts)
    best = dict.fromkeys(pipelines, float("inf"))
    for _ in range(repeat):
        for name, nlp in pipelines.items():
            best[name] = min(best[name], _pass(nlp, texts))
    return {
        name: PipelineTiming(
            name=name,
            components=tuple(nlp.pipe_names),
            best_seconds=best[name],
            problems_per_second=len(texts) / best[name] if best[name] > 0 else float("inf"),
        )
        for name, nlp in pipelines.items()
    }


def peak_rss_mb() -> float:
    """RETURNS (float): the process's peak resident set size in MiB."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    # Linux reports kibibytes, macOS bytes.
    return peak / (1024 * 1024) if platform.system() == "Darwin" else peak / 1024


def default_files(data_dir: Path = DATA_DIR) -> list[tuple[Path, int | None]]:
    """RETURNS (list[tuple[Path, int | None]]): each corpus of ``data_dir`` and its limit."""
    return [
        (data_dir / f"{name}.jsonl", GSM8K_LIMIT if name == "gsm8k_train" else None)
        for name in CORPORA
    ]


def run_benchmark(files: list[tuple[Path, int | None]], repeat: int = 3) -> BenchmarkResult:
    """Time plain en_core_web_sm, the parse-only model and wordproblem on each corpus.

    files (list[tuple[Path, int | None]]): JSONL files with ``problem`` or ``question``
        rows, each with the number of its first problems to use (None: all).
    repeat (int): timed rounds; the best pass of each pipeline counts.
    RETURNS (BenchmarkResult): the figures.
    """
    corpora = [(path, read_texts(path, limit)) for path, limit in files]
    for path, texts in corpora:
        if not texts:
            raise ValueError(f"{path}: no problems to time")
    pipelines = {"plain": load_plain(), "parse-only": load_parse_only(), "wordproblem": load_nlp()}
    timings = []
    for path, texts in corpora:
        timed = time_pipelines(pipelines, texts, repeat)
        rate = timed["wordproblem"].problems_per_second
        timings.append(
            CorpusTiming(
                file=str(path),
                problems=len(texts),
                plain=timed["plain"],
                parse_only=timed["parse-only"],
                wordproblem=timed["wordproblem"],
                ratio_plain=rate / timed["plain"].problems_per_second,
                ratio_parse_only=rate / timed["parse-only"].problems_per_second,
            )
        )
    return BenchmarkResult(
        repeat=repeat, batch_size=BATCH_SIZE, corpora=tuple(timings), peak_rss_mb=peak_rss_mb()
    )


def profile_component(
    nlp: Language, path: Path, limit: int | None = None, top: int = 10
) -> ProfileResult:
    """Time and profile the wordproblem component alone on one corpus.

    nlp (Language): the wordproblem pipeline.
    path (Path): the corpus.
    limit (int | None): use only the first N problems.
    top (int): functions to list.
    RETURNS (ProfileResult): the component's time and its top functions by cumulative time.
    """
    texts = read_texts(path, limit)
    if not texts:
        raise ValueError(f"{path}: no problems to profile")
    component: Callable[[Doc], Doc] = nlp.get_pipe(COMPONENT)
    with nlp.select_pipes(disable=[COMPONENT]):
        docs = list(nlp.pipe(texts, batch_size=BATCH_SIZE))
    for doc in docs:  # warm-up: rule data, caches
        component(doc)
    start = time.perf_counter()
    for doc in docs:
        component(doc)
    seconds = time.perf_counter() - start
    profiler = cProfile.Profile()
    profiler.enable()
    for doc in docs:
        component(doc)
    profiler.disable()
    out = _io.StringIO()
    stats = pstats.Stats(profiler, stream=out).strip_dirs().sort_stats("cumulative")
    stats.print_stats(top)
    table = out.getvalue()
    table = table[table.index("   ncalls") :] if "   ncalls" in table else table
    return ProfileResult(
        file=str(path),
        problems=len(docs),
        seconds=seconds,
        ms_per_doc=1000 * seconds / len(docs),
        top=table.rstrip(),
    )


class PipesTiming(msgspec.Struct, frozen=True):
    """The CPU time of each pipe of the wordproblem pipeline on one corpus.

    file (str): the corpus file.
    problems (int): Docs timed.
    ms_per_doc (dict[str, float]): pipe name -> its best CPU ms per Doc, in pipeline order.
    model_ms (float): the pipes before the component, summed.
    component_ms (float): the component's own.
    budget_ms (float): what the component may cost for ``TARGET`` x the model's throughput.
    """

    file: str
    problems: int
    ms_per_doc: dict[str, float]
    model_ms: float
    component_ms: float
    budget_ms: float


def time_pipes(nlp: Language, path: Path, limit: int | None = None, repeat: int = 3) -> PipesTiming:
    """Time each pipe of ``nlp`` alone, on Docs made by the pipes before it.

    nlp (Language): the wordproblem pipeline (its last pipe is the component).
    path (Path): the corpus.
    limit (int | None): use only the first N problems.
    repeat (int): timed passes per pipe; the best counts.
    RETURNS (PipesTiming): CPU ms per Doc of each pipe, and the component's budget.
    """
    texts = read_texts(path, limit)
    if not texts:
        raise ValueError(f"{path}: no problems to time")
    best: dict[str, float] = {}
    for _ in range(repeat):
        docs = [nlp.make_doc(text) for text in texts]
        for name, pipe in nlp.pipeline:
            start = time.process_time()
            docs = list(pipe.pipe(docs, batch_size=BATCH_SIZE))  # type: ignore[union-attr]
            spent = 1000 * (time.process_time() - start) / len(texts)
            best[name] = min(best.get(name, spent), spent)
    component = best.get(COMPONENT, 0.0)
    model = sum(ms for name, ms in best.items() if name != COMPONENT)
    return PipesTiming(
        file=str(path),
        problems=len(texts),
        ms_per_doc=best,
        model_ms=model,
        component_ms=component,
        budget_ms=model * (1 / TARGET - 1),
    )


def render(result: BenchmarkResult) -> str:
    """RETURNS (str): one table row per corpus, then how the figures were taken."""
    head = (
        f"{'corpus':<20}{'problems':>9}{'plain/s':>10}{'parse-only/s':>14}"
        f"{'wordproblem/s':>15}{'vs plain':>10}{'vs parse-only':>15}"
    )
    lines = [head, "-" * len(head)]
    for c in result.corpora:
        lines.append(
            f"{Path(c.file).stem:<20}{c.problems:>9}{c.plain.problems_per_second:>10.1f}"
            f"{c.parse_only.problems_per_second:>14.1f}{c.wordproblem.problems_per_second:>15.1f}"
            f"{c.ratio_plain:>9.2f}x{c.ratio_parse_only:>14.2f}x"
        )
    lines.append(
        f"best of {result.repeat} passes, nlp.pipe batch size {result.batch_size}, one process; "
        f"peak RSS {result.peak_rss_mb:.0f} MiB"
    )
    if result.corpora:
        first = result.corpora[0]
        for timing in (first.plain, first.parse_only, first.wordproblem):
            lines.append(f"  {timing.name}: {', '.join(timing.components)}")
    return "\n".join(lines)


def render_profile(result: ProfileResult) -> str:
    """RETURNS (str): the component's time per Doc and its top functions."""
    return (
        f"{Path(result.file).stem}: the component alone, {result.problems} Docs, "
        f"{result.seconds:.3f} s ({result.ms_per_doc:.3f} ms per Doc)\n{result.top}"
    )


def render_pipes(timings: list[PipesTiming]) -> str:
    """RETURNS (str): one row per corpus: each pipe's CPU ms per Doc, the budget."""
    names = list(timings[0].ms_per_doc) if timings else []
    head = f"{'corpus':<20}" + "".join(f"{n:>{max(len(n) + 2, 9)}}" for n in names)
    head += f"{'budget':>9}"
    lines = [head, "-" * len(head)]
    for t in timings:
        cells = "".join(f"{t.ms_per_doc.get(n, 0.0):>{max(len(n) + 2, 9)}.3f}" for n in names)
        lines.append(f"{Path(t.file).stem:<20}{cells}{t.budget_ms:>9.3f}")
    lines.append(
        f"CPU ms per Doc, each pipe alone on Docs the pipes before it made, best of K; budget: "
        f"the {COMPONENT} component's cost at which the pipeline runs at {TARGET}x the model"
    )
    return "\n".join(lines)


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"benchmark: error: {message}\n")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """RETURNS (Namespace): files, data_dir, limit, repeat, json, profile, pipes, top."""
    parser = _Parser(
        prog="python -m wordproblem.evals.benchmark",
        description="Time wordproblem against plain en_core_web_sm and the parse-only model.",
    )
    parser.add_argument(
        "files",
        nargs="*",
        type=Path,
        metavar="FILE",
        help=f"JSONL with problem/question rows (default: every corpus of {DATA_DIR}, "
        f"GSM8K limited to {GSM8K_LIMIT}; with --profile: {', '.join(PROFILED)})",
    )
    parser.add_argument(
        "--data-dir",
        type=Path,
        default=DATA_DIR,
        metavar="DIR",
        help=f"where the default corpora are (default: {DATA_DIR}, from the current dir)",
    )
    parser.add_argument("--limit", type=int, metavar="N", help="use only the first N problems")
    parser.add_argument(
        "--repeat", type=int, default=3, metavar="K", help="timed passes per pipeline, best counts"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--profile", action="store_true", help="profile the component alone instead of timing"
    )
    parser.add_argument(
        "--pipes", action="store_true", help="CPU time of each pipe alone, and the budget"
    )
    parser.add_argument("--top", type=int, default=10, metavar="N", help="functions to list")
    args = parser.parse_args(argv)
    if args.profile and args.pipes:
        parser.error("--profile and --pipes are two different runs: pass one")
    for name in ("limit", "repeat", "top"):
        value = getattr(args, name)
        if value is not None and value < 1:
            parser.error(f"--{name} must be at least 1, got {value}")
    for path in args.files:
        if not path.is_file():
            parser.error(f"{path}: no such file")
    return args


def _files(args: argparse.Namespace) -> list[tuple[Path, int | None]]:
    if args.files:
        return [(path, args.limit) for path in args.files]
    names = PROFILED if args.profile else CORPORA
    chosen = [(p, args.limit or n) for p, n in default_files(args.data_dir) if p.stem in names]
    missing = [str(p) for p, _ in chosen if not p.is_file()]
    if missing:
        raise OSError(f"{missing[0]}: no such file (run from the repository root or pass FILE)")
    return chosen


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark or the profile. RETURNS (int): the exit code."""
    args = parse_args(argv)
    try:
        files = _files(args)
        if args.profile:
            nlp = load_nlp()
            profiles = [profile_component(nlp, path, limit, args.top) for path, limit in files]
            if args.json:
                print(msgspec.json.encode(profiles, order="sorted").decode())
            else:
                print("\n\n".join(render_profile(p) for p in profiles))
            return 0
        if args.pipes:
            nlp = load_nlp()
            pipes = [time_pipes(nlp, path, limit, args.repeat) for path, limit in files]
            if args.json:
                print(msgspec.json.encode(pipes).decode())
            else:
                print(render_pipes(pipes))
            return 0
        result = run_benchmark(files, args.repeat)
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
