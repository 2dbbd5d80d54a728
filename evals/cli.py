"""The ``wordproblem`` command line: ``parse`` problems and ``eval`` the parser.

The commands are a thin layer over plain functions (``parse_stream``,
``evaluate_stream``, the scoring and report modules), which tests call directly.
Bad input gives a one-line error and exit code 2, never a traceback.
"""

from __future__ import annotations

import os
import signal
import sys
import textwrap
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import ExitStack
from importlib.metadata import version as package_version
from pathlib import Path
from typing import IO, Annotated, Any, NoReturn, TypeVar

import msgspec
import typer
from spacy.language import Language
from typer.core import TyperGroup
from wordproblem.pipeline import (
    ModelNotFoundError,
    ParseError,
    ParseResult,
    RuntimeConfig,
    default_nlp,
    parse,
    parse_outcomes,
)

from . import io, report, scoring
from .io import AnswerCase, GraphCase, InputError, ProblemRow, RowError

EXIT_OK = 0
EXIT_REJECTED_ROWS = 1
EXIT_BAD_INPUT = 2
EXIT_INTERNAL_ERROR = 3  # a bug: the parser raised on some rows, or the run itself crashed
EXIT_FAILED_ROWS = EXIT_INTERNAL_ERROR
EXIT_WRONG = 4  # eval --strict: some answer or graph is wrong
EXIT_INTERRUPTED = 128  # + the signal number: 130 for Ctrl-C (SIGINT), 143 for SIGTERM

# Every exit status of the command line, once: ``--help`` and the README show this table
# (tests/test_cli.py compares both with it).
EXIT_CODES: tuple[tuple[int, str], ...] = (
    (EXIT_OK, "done: every row got a result line (an abstention is a result)"),
    (
        EXIT_REJECTED_ROWS,
        "parse --jsonl: some rows were rejected (not JSON, no text field, ...), each named "
        "on stderr with its line; every other row is written",
    ),
    (
        EXIT_BAD_INPUT,
        "usage or I/O error: a bad option, an input that cannot be opened or whose first "
        "rows are all unreadable, an output that cannot be written; one line on stderr",
    ),
    (
        EXIT_INTERNAL_ERROR,
        "internal error, a bug: the parser raised on some rows (each named with its line), "
        "or the run crashed; one line on stderr (WORDPROBLEM_TRACEBACK=1 shows the traceback)",
    ),
    (EXIT_WRONG, "eval --strict: some answer (or graph) is wrong"),
    (EXIT_INTERRUPTED + signal.SIGINT, "interrupted by SIGINT (Ctrl-C)"),
    (EXIT_INTERRUPTED + signal.SIGTERM, "interrupted by SIGTERM"),
)


def exit_codes_help() -> str:
    """RETURNS (str): the exit codes as the ``--help`` epilog shows them (not re-wrapped)."""
    lines = ["\b", "Exit codes:"]
    for code, text in EXIT_CODES:
        wrapped = textwrap.wrap(text, width=70)
        lines.append(f"  {code:>3}  {wrapped[0]}")
        lines.extend(f"       {more}" for more in wrapped[1:])
    return "\n".join(lines)


def exit_codes_markdown() -> str:
    """RETURNS (str): the exit codes as a Markdown table (the README's)."""
    rows = [f"| {code} | {text} |" for code, text in EXIT_CODES]
    return "\n".join(["| code | meaning |", "| ---: | --- |", *rows])


Case = TypeVar("Case", ProblemRow, GraphCase, AnswerCase)


# ---------------------------------------------------------------------------
# Plain functions


def load_pipeline(model: str | None = None) -> Language:
    """Build (once per model, then reuse) the wordproblem pipeline.

    model (str | None): an installed spaCy model name or path; None for the default.
    RETURNS (Language): the pipeline.
    RAISES ModelNotFoundError: no such model.
    """
    return default_nlp(RuntimeConfig(model=model)) if model else default_nlp()


def result_row(
    row_id: str | int | None, result: ParseResult, kept: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The output object for one parsed problem.

    row_id (str | int | None): the input row's ``id`` as given; None when it has none.
    result (ParseResult): the parse.
    kept (dict | None): the input row's fields to pass through (``--keep``), as ``input``.
    RETURNS (dict): ``{"id", "graph", "answer", "abstention"}`` (and ``input`` when
        ``kept`` is given); the graph in canonical form. The abstention's ``sentence`` is
        1-based, as in its message.
    """
    row = {
        "id": row_id,
        "graph": None if result.graph is None else result.graph.as_json(),
        "answer": None if result.answer is None else msgspec.to_builtins(result.answer),
        "abstention": None if result.abstention is None else msgspec.to_builtins(result.abstention),
    }
    if kept is not None:
        row["input"] = kept
    return row


def kept_fields(
    data: dict[str, Any], keep: tuple[str, ...] = (), keep_all: bool = False
) -> dict[str, Any] | None:
    """The input row's fields an output row passes through.

    data (dict): the input row.
    keep (tuple[str, ...]): the fields to keep; one a row lacks is left out.
    keep_all (bool): keep every field of the row.
    RETURNS (dict | None): the kept fields, None when none were asked for.
    """
    if keep_all:
        return dict(data)
    if not keep:
        return None
    return {name: data[name] for name in keep if name in data}


def parse_pairs(
    items: Iterable[Case | RowError],
    nlp: Language,
    *,
    on_reject: Callable[[RowError], None],
    batch_size: int = 64,
    n_process: int = 1,
    limit: int | None = None,
    on_failure: Callable[[Case, ParseError], None] | None = None,
) -> Iterator[tuple[Case, ParseResult]]:
    """Parse the readable rows of a stream with ``parse_many``, in input order.

    Rows are pulled from ``items`` only as ``nlp.pipe`` asks for texts, so a file is
    never held in memory whole; unreadable rows go to ``on_reject`` as they come.

    items (Iterable[Case | RowError]): rows from ``io.iter_problems``/``io.iter_cases``.
    nlp (Language): the pipeline.
    on_reject (Callable[[RowError], None]): called once per unreadable row.
    batch_size (int): texts per ``nlp.pipe`` batch.
    n_process (int): worker processes.
    limit (int | None): stop after this many readable rows.
    on_failure (Callable | None): called with a row the parser raised on (a bug) and
        its error; that row yields nothing and the rest go on. None raises the error.
    YIELDS ((row, ParseResult)): each readable row with its parse.
    """
    pending: deque[Case] = deque()

    def texts() -> Iterator[str]:
        taken = 0
        for item in items:
            if limit is not None and taken >= limit:
                return
            if isinstance(item, RowError):
                on_reject(item)
                continue
            pending.append(item)
            taken += 1
            yield item.text

    for outcome in parse_outcomes(texts(), nlp, batch_size=batch_size, n_process=n_process):
        row = pending.popleft()
        if isinstance(outcome, ParseError):
            if on_failure is None:
                raise outcome
            on_failure(row, outcome)
            continue
        yield row, outcome


class ParseStats(msgspec.Struct):
    """What ``parse_stream`` did: rows read (readable or not), written, rejected, and
    failed (the parser raised on them: a bug, reported with the row's line)."""

    read: int = 0
    written: int = 0
    rejected: int = 0
    failed: int = 0


def parse_stream(
    lines: Iterable[bytes | str],
    source: str,
    out: IO[bytes],
    nlp: Language,
    *,
    on_reject: Callable[[RowError], None],
    batch_size: int = 64,
    n_process: int = 1,
    wrap: Callable[[Iterator[Any]], Iterator[Any]] = iter,
    field: str | None = None,
    id_field: str | None = None,
    keep: tuple[str, ...] = (),
    keep_all: bool = False,
) -> ParseStats:
    """Parse a JSONL stream of problems into a JSONL stream of result rows.

    lines (Iterable[bytes | str]): input lines.
    source (str): the input's name for error messages.
    out (IO[bytes]): where result rows go, one per readable input row, in order.
    nlp (Language): the pipeline.
    on_reject (Callable[[RowError], None]): called once per unreadable row.
    wrap (Callable): wraps the result iterator, e.g. in a progress bar.
    field (str | None): the text field; None tries ``io.TEXT_FIELDS``.
    id_field (str | None): the id field, which every row must then have; None reads ``id``.
    keep, keep_all: the input fields each output row passes through (``kept_fields``).
    RETURNS (ParseStats): the counts.
    """
    stats = ParseStats()

    def reject(error: RowError) -> None:
        stats.rejected += 1
        on_reject(error)

    def fail(row: ProblemRow, error: ParseError) -> None:
        stats.failed += 1
        report.note(f"{source}:{row.line}: internal error, no result (a bug): {error.cause!r}")

    pairs = parse_pairs(
        io.iter_problems(lines, source, field=field, id_field=id_field),
        nlp,
        on_reject=reject,
        batch_size=batch_size,
        n_process=n_process,
        on_failure=fail,
    )
    for row, result in wrap(pairs):
        out.write(io.encode_row(result_row(row.id, result, kept_fields(row.data, keep, keep_all))))
        stats.written += 1
    stats.read = stats.written + stats.rejected + stats.failed
    return stats


def evaluate_stream(
    lines: Iterable[bytes | str],
    source: str,
    nlp: Language,
    *,
    on_reject: Callable[[RowError], None] = lambda error: None,
    batch_size: int = 64,
    n_process: int = 1,
    limit: int | None = None,
    wrap: Callable[[Iterator[Any]], Iterator[Any]] = iter,
    field: str | None = None,
    id_field: str | None = None,
    abstained: list[scoring.AbstainedCase] | None = None,
    errata: Mapping[str, int | float] | None = None,
) -> scoring.GraphSummary | scoring.AnswerSummary | None:
    """Parse and score every case of a JSONL stream.

    The first readable row decides the level: graph (it has ``ground_truth_graph``)
    or answer (it has ``answer``); see ``io.iter_cases``. ``field`` and ``id_field``
    name the text and id fields as for ``parse_stream``.

    abstained (list | None): when given, every case the parser abstained on is appended
        to it (the HTML report lists them by code).
    errata (Mapping | None): case id -> the corrected answer, for answers a row stores
        wrong (``io.read_errata``); such a case is scored against the correction.
    RETURNS (GraphSummary | AnswerSummary | None): the summary; None when no row
        could be read.
    """
    rejected: list[scoring.RejectedRow] = []

    def reject(error: RowError) -> None:
        rejected.append(scoring.RejectedRow(error.line, error.message))
        on_reject(error)

    graph_outcomes: list[scoring.GraphOutcome] = []
    answer_outcomes: list[scoring.AnswerOutcome] = []
    corrected: list[str] = []
    pairs = parse_pairs(
        io.iter_cases(lines, source, field=field, id_field=id_field),
        nlp,
        on_reject=reject,
        batch_size=batch_size,
        n_process=n_process,
        limit=limit,
    )
    for case, result in wrap(pairs):
        if abstained is not None and result.graph is None:
            abstained.append(scoring.abstained_case(case.id, case.text, result))
        if isinstance(case, GraphCase):
            graph_outcomes.append(
                scoring.score_graph_case(case.id, case.text, case.expected, result, case.patterns)
            )
        else:
            expected = case.expected
            if errata is not None and str(case.id) in errata:
                expected = errata[str(case.id)]
                corrected.append(str(case.id))
            answer_outcomes.append(scoring.score_answer_case(case.id, case.text, expected, result))
    if graph_outcomes:
        return scoring.summarize_graphs(graph_outcomes, source, rejected)
    if answer_outcomes:
        return scoring.summarize_answers(answer_outcomes, source, rejected, corrected)
    return None


# ---------------------------------------------------------------------------
# Command-line plumbing


class CliError(Exception):
    """Bad command-line input: printed as one line, exit code 2."""


# Typer vendors click in recent versions and uses click itself in older ones; find
# the exception base the installed Typer raises either way.
_CLICK_EXCEPTION: type[Exception] = next(
    cls for cls in typer.BadParameter.__mro__ if cls.__name__ == "ClickException"
)


class OneLineErrorGroup(TyperGroup):
    """A Typer group whose usage errors are one line on stderr, not a usage box."""

    def main(self, *args: Any, standalone_mode: bool = True, **kwargs: Any) -> Any:
        if not standalone_mode:
            return super().main(*args, standalone_mode=False, **kwargs)
        try:
            code = super().main(*args, standalone_mode=False, **kwargs)
        except _CLICK_EXCEPTION as exc:
            message = exc.format_message()  # type: ignore[attr-defined]
            if type(exc).__name__ == "NoArgsIsHelpError":
                typer.echo(message, err=True)  # the help text, as click shows it
                sys.exit(EXIT_BAD_INPUT)
            _error(message, getattr(exc, "exit_code", EXIT_BAD_INPUT))
        except typer.Abort:
            _error("aborted", EXIT_INTERRUPTED + signal.SIGINT)
        except OSError as exc:  # e.g. stdout is a full disk or a closed pipe
            _silence_stdout()
            _error(f"cannot write or read ({exc.strerror or exc})", EXIT_BAD_INPUT)
        except Exception as exc:  # a bug: one line, its own exit code, never 1 (rejected rows)
            if os.environ.get("WORDPROBLEM_TRACEBACK"):
                raise
            _error(
                f"internal error (a bug; WORDPROBLEM_TRACEBACK=1 shows the traceback): "
                f"{type(exc).__name__}: {exc}",
                EXIT_INTERNAL_ERROR,
            )
        sys.exit(code if isinstance(code, int) else EXIT_OK)


def _error(message: str, code: int = EXIT_BAD_INPUT) -> NoReturn:
    """Print ``wordproblem: error: <first line of message>`` to stderr and exit."""
    lines = message.strip().splitlines()
    typer.echo(f"wordproblem: error: {lines[0] if lines else 'error'}", err=True)
    sys.exit(code)


def _check_positive(name: str, value: int | None) -> None:
    if value is not None and value < 1:
        raise CliError(f"{name} must be at least 1, got {value}")


def _progress_enabled(quiet: bool) -> bool:
    return not quiet and sys.stderr.isatty()


def _load(model: str | None) -> Language:
    try:
        return load_pipeline(model)
    except ModelNotFoundError as exc:
        raise CliError(str(exc)) from None


def _reject(error: RowError) -> None:
    report.note(str(error))


def _write_html(
    path: Path,
    summary: scoring.GraphSummary | scoring.AnswerSummary,
    nlp: Language,
    abstained: list[scoring.AbstainedCase],
) -> None:
    from . import html_report

    page = html_report.render_report(summary, nlp, abstained)
    try:
        path.write_text(page, encoding="utf-8")
    except OSError as exc:
        raise CliError(f"{path}: cannot write ({exc.strerror or exc})") from None
    report.note(f"HTML report written to {path}")


app = typer.Typer(
    name="wordproblem",
    cls=OneLineErrorGroup,
    help="Parse English math word problems into graphs, solve them, and evaluate the parser.",
    no_args_is_help=True,
    epilog=exit_codes_help(),
    add_completion=False,
    rich_markup_mode=None,
    pretty_exceptions_show_locals=False,
)


BatchSize = Annotated[int, typer.Option("--batch-size", help="Texts per nlp.pipe batch.")]
NProcess = Annotated[int, typer.Option("--n-process", help="Worker processes for nlp.pipe.")]
Model = Annotated[str | None, typer.Option("--model", help="spaCy model to build the pipeline on.")]
Quiet = Annotated[bool, typer.Option("--quiet", "-q", help="No progress bar.")]
Field = Annotated[
    str | None,
    typer.Option(
        "--field",
        metavar="NAME",
        help="Read the problem text from this field (default: text, else problem, else question).",
    ),
]
IdField = Annotated[
    str | None,
    typer.Option(
        "--id-field",
        metavar="NAME",
        help="Read the row's id from this field, which every row must have (default: id).",
    ),
]


def _version(value: bool) -> None:
    if value:
        typer.echo(version_line())
        raise typer.Exit(EXIT_OK)


def version_line() -> str:
    """RETURNS (str): ``wordproblem X (spaCy Y)``, the installed versions."""
    import spacy

    return f"wordproblem {package_version('wordproblem')} (spaCy {spacy.__version__})"


@app.callback()
def main_options(
    show_version: Annotated[
        bool,
        typer.Option(
            "--version", is_eager=True, callback=_version, help="Print the version and exit."
        ),
    ] = False,
) -> None:
    """Parse English math word problems into graphs, solve them, and evaluate the parser."""


@app.command("parse", epilog=exit_codes_help())
def parse_command(
    text: Annotated[
        str | None,
        typer.Argument(
            metavar="TEXT", help="The problem text; '-' reads it from stdin (or use --jsonl)."
        ),
    ] = None,
    jsonl: Annotated[
        str | None,
        typer.Option(
            "--jsonl", metavar="IN.jsonl", help="Parse every row of a JSONL file ('-' = stdin)."
        ),
    ] = None,
    output: Annotated[
        Path | None,
        typer.Option(
            "-o",
            "--output",
            metavar="OUT.jsonl",
            help="Write --jsonl results here (default stdout).",
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the result row as JSON.")] = False,
    batch_size: BatchSize = 64,
    n_process: NProcess = 1,
    model: Model = None,
    quiet: Quiet = False,
    field: Field = None,
    id_field: IdField = None,
    keep: Annotated[
        list[str] | None,
        typer.Option(
            "--keep",
            metavar="FIELD",
            help='Copy this input field into each output row\'s "input" (repeatable).',
        ),
    ] = None,
    keep_all: Annotated[
        bool, typer.Option("--keep-all", help='Copy every input field into "input".')
    ] = False,
) -> None:
    """Parse one problem, or a JSONL file of problems, and solve it.

    \b
    Input (--jsonl): one JSON object per line, for example
      {"id": "p1", "text": "Sam has 5 apples. He buys 3 more. How many apples does Sam have?"}
    The text is the first of "text", "problem", "question" the row has, or the field
    named by --field. "id" (or the field named by --id-field) is a string or an
    integer, optional unless named. Other keys are ignored unless kept (--keep).

    \b
    Output: one JSON object per readable input row, in input order, keys sorted:
      {"abstention": null, "answer": {"unit": "apples", "value": 8},
       "graph": {...canonical graph...}, "id": "p1"}
    "id" is the input's id exactly as given (null when the row has none). When the
    parser abstains, "graph" and "answer" are null and "abstention" is
    {"code", "message", "sentence"} ("sentence" 1-based, null if none is to blame).
    --keep FIELD (or --keep-all) adds "input": {FIELD: value, ...}, the row's own fields.
    --json prints this object for a TEXT too (its "id" is null).
    A file whose first 5 rows are all unreadable (not JSON lines, UTF-16, a wrong
    --field) is refused with one message, before anything is parsed.
    """
    try:
        if (text is None) == (jsonl is None):
            raise CliError("give either a TEXT or --jsonl IN.jsonl")
        if jsonl is None:
            for name, value in (
                ("-o/--output", output),
                ("--field", field),
                ("--id-field", id_field),
                ("--keep", keep),
                ("--keep-all", keep_all or None),
            ):
                if value is not None:
                    raise CliError(f"{name} goes with --jsonl")
            text = _stdin_text() if text == io.STDIN else (text or "")
            _check_text(text)
            result = parse(text, _load(model))
            if as_json:
                typer.echo(io.encode_row(result_row(None, result)).decode("utf-8"), nl=False)
            else:
                typer.echo(result.to_text(include_text=False))
            return
        _check_positive("--batch-size", batch_size)
        _check_positive("--n-process", n_process)
        rows = _RowOptions(field, id_field, tuple(keep or ()), keep_all)
        code = _parse_file(jsonl, output, model, batch_size, n_process, quiet, rows)
    except (CliError, InputError) as exc:
        _error(str(exc))
    raise typer.Exit(code)


class _RowOptions(msgspec.Struct, frozen=True):
    """How ``parse --jsonl`` reads and writes rows: its --field, --id-field and --keep."""

    field: str | None = None
    id_field: str | None = None
    keep: tuple[str, ...] = ()
    keep_all: bool = False


def _stdin_text() -> str:
    """RETURNS (str): standard input, the problem text of ``wordproblem parse -``."""
    data = sys.stdin.buffer.read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CliError(f"standard input is not valid UTF-8 (a bad byte at {exc.start})") from None


def _check_text(text: str) -> None:
    """Refuse a TEXT argument that was not valid UTF-8 (Python keeps its bad bytes as
    lone surrogates)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise CliError(f"TEXT is not valid UTF-8 (a bad byte at character {exc.start})") from None


class Terminated(BaseException):
    """SIGTERM, raised like Ctrl-C's KeyboardInterrupt so the output is closed properly."""


def _raise_terminated(signum: int, frame: Any) -> NoReturn:
    raise Terminated()


def _parse_file(
    source: str,
    output: Path | None,
    model: str | None,
    batch_size: int,
    n_process: int,
    quiet: bool,
    rows: _RowOptions | None = None,
) -> int:
    rows = rows or _RowOptions()
    try:
        previous = signal.signal(signal.SIGTERM, _raise_terminated)
    except ValueError:  # not the main thread
        previous = None
    writer = io.AtomicOutput(output) if output is not None else None
    target = str(output) if output is not None else "stdout"
    stats = ParseStats()
    try:
        with ExitStack() as stack:
            stream = io.check_head(
                stack.enter_context(io.open_input(source)),
                source,
                lambda head: io.iter_problems(
                    head, source, field=rows.field, id_field=rows.id_field
                ),
            )
            nlp = _load(model)  # before the output is created: a failed load leaves no file
            try:
                out = stack.enter_context(writer) if writer is not None else sys.stdout.buffer
            except OSError as exc:
                raise CliError(f"{output}: cannot write ({exc.strerror or exc})") from None
            enabled = _progress_enabled(quiet)
            total = io.count_lines(source) if enabled else None
            stats = parse_stream(
                stream,
                source,
                out,
                nlp,
                on_reject=_reject,
                batch_size=batch_size,
                n_process=n_process,
                wrap=lambda pairs: report.progress(
                    pairs, total=total, desc="parse", enabled=enabled
                ),
                field=rows.field,
                id_field=rows.id_field,
                keep=rows.keep,
                keep_all=rows.keep_all,
            )
            out.flush()
    except OSError as exc:
        if writer is None:
            _silence_stdout()
        raise CliError(f"{target}: cannot write ({exc.strerror or exc})") from None
    except (KeyboardInterrupt, Terminated) as exc:
        signum = signal.SIGINT if isinstance(exc, KeyboardInterrupt) else signal.SIGTERM
        kept = (
            f"the {io.count_lines(writer.partial)} finished rows are in {writer.partial}, "
            f"{output} is unchanged"
            if writer is not None and writer.partial is not None
            else "every row written is complete"
        )
        report.note(f"wordproblem: interrupted ({signal.Signals(signum).name}): {kept}")
        return EXIT_INTERRUPTED + signum
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
    failed = f", {stats.failed} failed" if stats.failed else ""
    report.note(
        f"{source}: {report.plural(stats.read, 'row')} read, {stats.written} written, "
        f"{stats.rejected} rejected{failed}"
    )
    if stats.failed:
        return EXIT_FAILED_ROWS
    return EXIT_REJECTED_ROWS if stats.rejected else EXIT_OK


def _silence_stdout() -> None:
    """Point fd 1 at /dev/null, so Python's final flush of stdout does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass


@app.command("eval", epilog=exit_codes_help())
def eval_command(
    file: Annotated[
        str | None,
        typer.Argument(metavar="FILE", help="JSONL to score (default: the bundled dev set)."),
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print a JSON summary and nothing else.")
    ] = False,
    limit: Annotated[
        int | None, typer.Option("--limit", help="Score only the first N readable rows.")
    ] = None,
    show_misses: Annotated[
        bool, typer.Option("--show-misses/--no-show-misses", help="List every miss with its diff.")
    ] = True,
    batch_size: BatchSize = 64,
    n_process: NProcess = 1,
    model: Model = None,
    quiet: Quiet = False,
    field: Field = None,
    id_field: IdField = None,
    html: Annotated[
        Path | None,
        typer.Option(
            "--html",
            metavar="REPORT.html",
            help="Also write a self-contained HTML report (summary, misses, abstained "
            "problems by code).",
        ),
    ] = None,
    output: Annotated[
        Path | None,
        typer.Option(
            "-o", "--output", metavar="SUMMARY.json", help="Also write the JSON summary here."
        ),
    ] = None,
    strict: Annotated[
        bool,
        typer.Option(
            "--strict",
            help=f"Exit {EXIT_WRONG} when any answer (or graph) is wrong, e.g. to gate CI.",
        ),
    ] = False,
    errata: Annotated[
        Path | None,
        typer.Option(
            "--errata",
            metavar="ERRATA.json",
            help="Score the rows it lists against their corrected answers (a JSON list of "
            '{"id", "answer", ...}; default: errata.json beside FILE, when there is one).',
        ),
    ] = None,
    no_errata: Annotated[
        bool, typer.Option("--no-errata", help="Score every row against its stored answer.")
    ] = False,
) -> None:
    """Score the parser: graphs against a dev set, or answers against a corpus.

    \b
    Input: JSONL rows with the problem text (as for `parse --jsonl`, --field included)
    and either "ground_truth_graph" (scored on byte-equal canonical graphs; optional
    "patterns": a list of tags) or "answer" (a number; scored on the answer).
    The first readable row decides which. Misses are named by "id", or "line N".
    --html and -o are checked before the run: an unwritable path fails at once.
    """
    abstained: list[scoring.AbstainedCase] = []
    try:
        _check_positive("--limit", limit)
        _check_positive("--batch-size", batch_size)
        _check_positive("--n-process", n_process)
        for path, option in ((html, "--html"), (output, "-o")):
            if path is not None:
                io.check_writable(path, option)
        source: Any = file if file is not None else io.dev_set()
        label = file if file is not None else io.dev_set_label()
        corrections = None if no_errata else io.read_errata(errata, file)
        with io.open_input(source) as opened:
            stream = io.check_head(
                opened,
                label,
                lambda head: io.iter_cases(head, label, field=field, id_field=id_field),
            )
            nlp = _load(model)
            enabled = _progress_enabled(quiet)
            total = io.count_lines(source) if enabled else None
            if total is not None and limit is not None:
                total = min(total, limit)
            summary = evaluate_stream(
                stream,
                label,
                nlp,
                on_reject=_reject,
                batch_size=batch_size,
                n_process=n_process,
                limit=limit,
                wrap=lambda pairs: report.progress(
                    pairs, total=total, desc="eval", enabled=enabled
                ),
                field=field,
                id_field=id_field,
                abstained=abstained if html is not None else None,
                errata=corrections,
            )
        if summary is None:
            raise CliError(f"{label}: no readable rows to evaluate")
        summary_json = msgspec.json.format(msgspec.json.encode(summary, order="sorted")).decode()
        if html is not None:
            _write_html(html, summary, nlp, abstained)
        if output is not None:
            try:
                output.write_text(summary_json + "\n", encoding="utf-8")
            except OSError as exc:
                raise CliError(f"{output}: cannot write ({exc.strerror or exc})") from None
    except (CliError, InputError) as exc:
        _error(str(exc))
    except ParseError as exc:
        _error(f"internal error, the parser raised (a bug): {exc}", EXIT_FAILED_ROWS)
    if as_json:
        typer.echo(summary_json)
    else:
        pretty = sys.stdout.isatty()
        if isinstance(summary, scoring.GraphSummary):
            text = report.render_graph_summary(summary, show_misses=show_misses, pretty=pretty)
        else:
            text = report.render_answer_summary(summary, show_misses=show_misses, pretty=pretty)
        typer.echo(text)
    if strict and summary.counts.wrong:
        kind = "wrong graph" if isinstance(summary, scoring.GraphSummary) else "wrong answer"
        report.note(f"--strict: {report.plural(summary.counts.wrong, kind)}")
        raise typer.Exit(EXIT_WRONG)


__all__ = [
    "EXIT_CODES",
    "ParseStats",
    "app",
    "evaluate_stream",
    "exit_codes_help",
    "exit_codes_markdown",
    "kept_fields",
    "load_pipeline",
    "parse_pairs",
    "parse_stream",
    "result_row",
]
