"""Streaming JSONL input and output with typed, line-numbered errors.

Rows are read one line at a time, so a file is never held in memory whole. A row
that cannot be used does not stop the reading: the readers yield a ``RowError``
in its place (it carries the line number) and go on with the next line.

Input rows are JSON objects. The problem text is the first of ``text``, ``problem``,
``question`` that the row has (``TEXT_FIELDS``), or the one field the caller names.
``id`` is optional: a string or an integer, kept exactly as given; a row without one
has ``id`` None (``null`` in output rows), and evaluation reports name it by its line.
A caller may name another id field (``--id-field``); every row must then have it.
Every other key is ignored (and kept in ``ProblemRow.data``).

A file whose first ``HEAD_ROWS`` rows are all unreadable is not JSON lines, or not the
JSON lines expected: ``check_head`` stops it there with one message.
"""

from __future__ import annotations

import math
import os
import stat
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, suppress
from importlib.resources import files
from itertools import chain
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, BinaryIO

import msgspec
from wordproblem.models import MathGraphError, MathProblemGraph, graph_from_dict

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

STDIN = "-"
DEV_SET_PACKAGE = "wordproblem.evals"
DEV_SET_RESOURCE = ("gsm8k_parser_dev", "cases.jsonl")
TEXT_FIELDS = ("text", "problem", "question")
ID_FIELD = "id"
HEAD_ROWS = 5  # a file whose first this many rows are all unreadable is refused whole
_UTF8_BOM = b"\xef\xbb\xbf"
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")

_DECODER = msgspec.json.Decoder()
_ENCODER = msgspec.json.Encoder(order="sorted")


class InputError(Exception):
    """The input as a whole cannot be read (missing file, a directory, no permission).

    source (str): the file name as the user gave it.
    message (str): what is wrong, one line.
    """

    def __init__(self, source: str, message: str) -> None:
        super().__init__(f"{source}: {message}")
        self.source = source
        self.message = message


class RowError(ValueError):
    """One row of a JSONL file cannot be used; the rest of the file can.

    source (str): the file name as the user gave it.
    line (int): 1-based line number of the row.
    code (str): ``bad-json``, ``not-an-object``, ``missing-field`` or ``bad-field``.
    message (str): what is wrong with the row, one line.
    """

    CODES = ("bad-json", "not-an-object", "missing-field", "bad-field")

    def __init__(self, source: str, line: int, code: str, message: str) -> None:
        if code not in self.CODES:
            raise ValueError(f"unknown row error code {code!r}")
        super().__init__(f"{source}:{line}: {message}")
        self.source = source
        self.line = line
        self.code = code
        self.message = message

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RowError):
            return NotImplemented
        return (self.source, self.line, self.code, self.message) == (
            other.source,
            other.line,
            other.code,
            other.message,
        )

    def __hash__(self) -> int:
        return hash((self.source, self.line, self.code, self.message))


class ProblemRow(msgspec.Struct, frozen=True):
    """A row that carries a problem text.

    id (str | int | None): the row's ``id`` as given; None when it has none.
    text (str): the text field (the first of ``TEXT_FIELDS``, or the one asked for).
    line (int): 1-based line number.
    data (dict): the whole decoded row.
    """

    id: str | int | None
    text: str
    line: int
    data: dict[str, Any]

    @property
    def label(self) -> str | int:
        """RETURNS (str | int): the id, or ``"line N"`` for a row without one (for reports)."""
        return self.id if self.id is not None else f"line {self.line}"


class GraphCase(msgspec.Struct, frozen=True):
    """A row scored on its graph: it carries a valid ``ground_truth_graph``.

    id (str | int): the row's ``id``, or ``"line N"`` when it has none.
    patterns (tuple[str, ...]): the row's pattern tags (empty when it has none).
    """

    id: str | int
    text: str
    line: int
    expected: MathProblemGraph
    patterns: tuple[str, ...] = ()


class AnswerCase(msgspec.Struct, frozen=True):
    """A row scored on its answer only: it carries a numeric ``answer``.

    id (str | int): the row's ``id``, or ``"line N"`` when it has none.
    """

    id: str | int
    text: str
    line: int
    expected: int | float


# ---------------------------------------------------------------------------
# Opening inputs


def dev_set() -> Traversable:
    """RETURNS (Traversable): the bundled dev set, read as package data."""
    resource = files(DEV_SET_PACKAGE)
    for part in DEV_SET_RESOURCE:
        resource = resource.joinpath(part)
    return resource


def dev_set_label() -> str:
    """RETURNS (str): how reports name the bundled dev set."""
    return f"{DEV_SET_PACKAGE}:{'/'.join(DEV_SET_RESOURCE)}"


@contextmanager
def open_input(source: str | Path | Traversable) -> Iterator[BinaryIO]:
    """Open a JSONL input for binary line reading.

    source (str | Path | Traversable): a path, ``"-"`` for stdin, or a package resource.
    YIELDS (BinaryIO): the open stream.
    RAISES InputError: the input cannot be opened.
    """
    if isinstance(source, str) and source == STDIN:
        yield sys.stdin.buffer
        return
    label = str(source)
    try:
        if isinstance(source, (str, Path)):
            path = Path(source)
            if path.is_dir():
                raise InputError(label, "is a directory, not a JSONL file")
            stream = path.open("rb")
        else:
            stream = source.open("rb")
    except FileNotFoundError:
        raise InputError(label, "no such file") from None
    except PermissionError:
        raise InputError(label, "permission denied") from None
    except OSError as exc:
        raise InputError(label, exc.strerror or str(exc)) from None
    with stream:
        yield stream


def count_lines(source: str | Path | Traversable) -> int | None:
    """Count the non-blank lines of a regular file in chunks (for a progress total).

    RETURNS (int | None): the count, or None for stdin or an unreadable input.
    """
    if isinstance(source, str) and source == STDIN:
        return None
    try:
        with open_input(source) as stream:
            return sum(1 for line in stream if line.strip())
    except (InputError, OSError):
        return None


# ---------------------------------------------------------------------------
# Reading rows


def iter_objects(
    lines: Iterable[bytes | str], source: str
) -> Iterator[tuple[int, dict[str, Any]] | RowError]:
    """Decode JSONL lines one at a time, skipping blank lines.

    lines (Iterable[bytes | str]): the lines, e.g. an open file.
    source (str): the file name used in error messages.
    YIELDS ((int, dict) | RowError): the line number and the object, or the error.
    """
    for number, line in enumerate(lines, start=1):
        if number == 1:  # a byte-order mark some editors write: not part of the JSON
            line = line.removeprefix(_UTF8_BOM if isinstance(line, bytes) else "\ufeff")
        if not line.strip():
            continue
        try:
            value = _DECODER.decode(line)
        except msgspec.DecodeError as exc:
            yield RowError(source, number, "bad-json", f"not valid JSON ({exc})")
            continue
        if not isinstance(value, dict):
            yield RowError(
                source, number, "not-an-object", f"expected a JSON object, got {_json_kind(value)}"
            )
            continue
        yield number, value


def iter_problems(
    lines: Iterable[bytes | str],
    source: str,
    *,
    field: str | None = None,
    id_field: str | None = None,
) -> Iterator[ProblemRow | RowError]:
    """Read rows that carry a problem text (``text``, else ``problem``, else ``question``).

    lines (Iterable[bytes | str]): the lines.
    source (str): the file name used in error messages.
    field (str | None): read the text from this field only; None tries ``TEXT_FIELDS``.
    id_field (str | None): read the id from this field, which every row must have; None
        reads the optional ``id``.
    YIELDS (ProblemRow | RowError): one per non-blank line, in order.
    """
    for item in iter_objects(lines, source):
        if isinstance(item, RowError):
            yield item
            continue
        number, data = item
        try:
            yield _problem_row(number, data, source, field, id_field)
        except RowError as exc:
            yield exc


def iter_cases(
    lines: Iterable[bytes | str],
    source: str,
    *,
    field: str | None = None,
    id_field: str | None = None,
) -> Iterator[GraphCase | AnswerCase | RowError]:
    """Read evaluation cases. The first readable row decides how the file is scored.

    A file whose first readable row has ``ground_truth_graph`` is scored on graphs,
    and every later row must have one too; otherwise it is scored on answers, and
    every row must have a numeric ``answer``.

    lines (Iterable[bytes | str]): the lines.
    source (str): the file name used in error messages.
    field, id_field (str | None): as for ``iter_problems``.
    YIELDS (GraphCase | AnswerCase | RowError): one per non-blank line, in order.
    """
    kind: str | None = None
    for item in iter_problems(lines, source, field=field, id_field=id_field):
        if isinstance(item, RowError):
            yield item
            continue
        if kind is None:
            kind = "graph" if "ground_truth_graph" in item.data else "answer"
        try:
            yield _graph_case(item, source) if kind == "graph" else _answer_case(item, source)
        except RowError as exc:
            yield exc


def read_problems(
    source: str | Path | Traversable, *, field: str | None = None
) -> Iterator[ProblemRow | RowError]:
    """Stream a JSONL file of problems; see ``iter_problems``.

    RAISES InputError: the file cannot be opened (raised on first iteration).
    """
    with open_input(source) as stream:
        yield from iter_problems(stream, str(source), field=field)


def read_cases(
    source: str | Path | Traversable, label: str | None = None, *, field: str | None = None
) -> Iterator[GraphCase | AnswerCase | RowError]:
    """Stream a JSONL file of evaluation cases; see ``iter_cases``.

    label (str | None): the name used in error messages; ``str(source)`` by default.
    field (str | None): as for ``iter_problems``.
    RAISES InputError: the file cannot be opened (raised on first iteration).
    """
    with open_input(source) as stream:
        yield from iter_cases(stream, label or str(source), field=field)


def check_head(
    lines: Iterable[bytes | str],
    source: str,
    read: Callable[[Iterable[bytes | str]], Iterator[Any]],
    rows: int = HEAD_ROWS,
) -> Iterator[bytes | str]:
    """Refuse an input whose first rows are all unreadable, before anything is parsed.

    The first ``rows`` non-blank lines are read ahead with ``read`` (``iter_problems`` or
    ``iter_cases`` with the caller's options); the lines are then given back whole.

    lines (Iterable[bytes | str]): the input's lines.
    source (str): the input's name for the message.
    read (Callable): the row reader the run will use; it yields rows or ``RowError``s.
    rows (int): how many non-blank rows must all fail for the input to be refused.
    RETURNS (Iterator[bytes | str]): every line of the input, the ones read ahead first.
    RAISES InputError: the first ``rows`` rows are all unreadable; one message says why.
    """
    stream = iter(lines)
    head: list[bytes | str] = []
    filled = 0
    for line in stream:
        head.append(line)
        filled += bool(line.strip())
        if filled == rows:
            break
    if filled == rows:
        errors = list(read(head))
        if errors and all(isinstance(item, RowError) for item in errors):
            raise InputError(source, _why_unreadable(head, errors))
    return chain(head, stream)


def _why_unreadable(head: list[bytes | str], errors: list[RowError]) -> str:
    """RETURNS (str): one line on why the first rows of an input are all unreadable."""
    raw = [line if isinstance(line, bytes) else line.encode("utf-8", "replace") for line in head]
    count = f"its first {len(errors)} rows"
    if raw[0].startswith(_UTF16_BOMS) or (b"\x00" in raw[0] and b"{\x00" in b"".join(raw)):
        return (
            f"{count} are unreadable: it is UTF-16 text; wordproblem reads UTF-8 JSON lines "
            f"(convert it first, e.g. iconv -f UTF-16 -t UTF-8)"
        )
    if any(b"\x00" in line for line in raw):
        return f"{count} are unreadable: it is a binary file, not UTF-8 JSON lines"
    first = errors[0]
    if all(error.code == "missing-field" for error in errors):
        return (
            f"none of {count} can be used: line {first.line}: {first.message} "
            "(--field NAME and --id-field NAME name the fields to read)"
        )
    return (
        f"{count} are not JSON lines (line {first.line}: {first.message}); wordproblem "
        "reads one JSON object per line, in UTF-8"
    )


def _problem_row(
    number: int,
    data: dict[str, Any],
    source: str,
    wanted: str | None = None,
    id_field: str | None = None,
) -> ProblemRow:
    names = (wanted,) if wanted is not None else TEXT_FIELDS
    field = next((name for name in names if name in data), None)
    if field is None:
        quoted = [f"'{name}'" for name in names]
        expected = " or ".join([", ".join(quoted[:-1]), quoted[-1]] if len(quoted) > 1 else quoted)
        raise RowError(source, number, "missing-field", f"no {expected} field")
    text = data[field]
    if not isinstance(text, str):
        raise RowError(
            source, number, "bad-field", f"'{field}' must be a string, got {_json_kind(text)}"
        )
    if id_field is not None and id_field not in data:
        raise RowError(source, number, "missing-field", f"no '{id_field}' field (--id-field)")
    name = id_field or ID_FIELD
    row_id = data.get(name)
    if row_id is not None and (isinstance(row_id, bool) or not isinstance(row_id, (str, int))):
        raise RowError(
            source,
            number,
            "bad-field",
            f"'{name}' must be a string or an integer, got {_json_kind(row_id)}",
        )
    return ProblemRow(id=row_id, text=text, line=number, data=data)


def _graph_case(row: ProblemRow, source: str) -> GraphCase:
    if "ground_truth_graph" not in row.data:
        raise RowError(
            source,
            row.line,
            "missing-field",
            "no 'ground_truth_graph' field (this file is scored on graphs)",
        )
    try:
        expected = graph_from_dict(row.data["ground_truth_graph"])
    except MathGraphError as exc:
        raise RowError(
            source, row.line, "bad-field", f"'ground_truth_graph' is invalid: {exc}"
        ) from None
    patterns = row.data.get("patterns", [])
    if not isinstance(patterns, list) or not all(isinstance(tag, str) for tag in patterns):
        raise RowError(source, row.line, "bad-field", "'patterns' must be a list of strings")
    return GraphCase(row.label, row.text, row.line, expected, tuple(patterns))


def _answer_case(row: ProblemRow, source: str) -> AnswerCase:
    if "answer" not in row.data:
        raise RowError(
            source, row.line, "missing-field", "no 'answer' field (this file is scored on answers)"
        )
    value = row.data["answer"]
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise RowError(
            source,
            row.line,
            "bad-field",
            f"'answer' must be a finite number, got {_json_kind(value)}",
        )
    return AnswerCase(row.label, row.text, row.line, value)


def _json_kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return f"the number {value!r}"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


# ---------------------------------------------------------------------------
# Writing rows


def read_errata(path: Path | None, corpus: str | None) -> dict[str, int | float] | None:
    """Read the corrected answers of rows whose stored answer is wrong.

    path (Path | None): an errata file (a JSON list of objects with ``id`` and ``answer``);
        None: ``errata.json`` beside ``corpus`` when there is one.
    corpus (str | None): the file scored ("-" or None: no default).
    RETURNS (dict | None): id -> corrected answer; None when there is no errata file.
    RAISES InputError: the file is not such a list (names the file and the entry).
    """
    if path is None:
        if corpus is None or corpus == "-":
            return None
        beside = Path(corpus).with_name("errata.json")
        if not beside.is_file():
            return None
        path = beside
    try:
        rows = msgspec.json.decode(path.read_bytes())
    except (OSError, msgspec.DecodeError) as exc:
        raise InputError(str(path), f"cannot read the errata ({exc})") from None
    if not isinstance(rows, list):
        raise InputError(str(path), f"the errata must be a JSON list, got {_json_kind(rows)}")
    out: dict[str, int | float] = {}
    for number, row in enumerate(rows, 1):
        answer = row.get("answer") if isinstance(row, dict) else None
        if (
            not isinstance(row, dict)
            or "id" not in row
            or isinstance(answer, bool)
            or not isinstance(answer, (int, float))
        ):
            raise InputError(str(path), f"entry {number} needs an 'id' and a numeric 'answer'")
        out[str(row["id"])] = answer
    return out


def check_writable(path: Path, option: str) -> None:
    """Refuse, before a run, an output path that cannot be written.

    path (Path): where the output will go.
    option (str): the option that named it, for the message.
    RAISES InputError: ``path`` is a folder, its folder is missing, or either is not
        writable; nothing is created.
    """
    label = f"{path} ({option})"
    if path.is_dir():
        raise InputError(label, "is a directory")
    if path.exists():
        if not os.access(path, os.W_OK):
            raise InputError(label, "cannot write: permission denied")
        return
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        raise InputError(label, f"cannot write: no folder {parent}")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise InputError(label, f"cannot write: permission denied in {parent}")


def encode_row(value: Any) -> bytes:
    """RETURNS (bytes): ``value`` as one JSONL line: compact, keys sorted, newline-terminated."""
    return _ENCODER.encode(value) + b"\n"


def write_jsonl(rows: Iterable[Any], stream: IO[bytes]) -> int:
    """Write rows as JSONL, one at a time.

    rows (Iterable[Any]): msgspec-encodable values.
    stream (IO[bytes]): a binary stream.
    RETURNS (int): the number of rows written.
    """
    written = 0
    for row in rows:
        stream.write(encode_row(row))
        written += 1
    return written


class AtomicOutput:
    """Write a file through a temporary file in its folder, renamed over it on success.

    The user's earlier file is untouched until the run succeeds. On an interruption
    (Ctrl-C, SIGTERM: an exception that is not an ``Exception``) or a crash, the rows
    written so far, all complete lines, are kept as ``<path>.partial``; on an I/O error
    (a full disk) the temporary file is removed. A path that exists and is not a
    regular file (``/dev/stdout``, ``/dev/full``, a FIFO) is written directly.

    path (Path): the output file.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.partial: Path | None = None
        self._temp: Path | None = None
        self._stream: BinaryIO | None = None

    def __enter__(self) -> BinaryIO:
        try:
            existing = os.stat(self.path)
        except FileNotFoundError:
            existing = None
        except OSError as exc:
            raise OSError(exc.errno, exc.strerror, str(self.path)) from None
        if existing is not None and not stat.S_ISREG(existing.st_mode):
            self._stream = self.path.open("wb")
            return self._stream
        if existing is not None and self.path.is_symlink():  # replace the file, keep the link
            self.path = Path(os.path.realpath(self.path))
        if self.path.parent.is_dir() is False:
            raise FileNotFoundError(2, "No such file or directory", str(self.path))
        fd, name = tempfile.mkstemp(
            dir=self.path.parent, prefix=f".{self.path.name}.", suffix=".tmp"
        )
        self._temp = Path(name)
        mask = os.umask(0)
        os.umask(mask)
        mode = stat.S_IMODE(existing.st_mode) if existing is not None else 0o666 & ~mask
        os.fchmod(fd, mode)
        self._stream = os.fdopen(fd, "wb")
        return self._stream

    def __exit__(self, kind: Any, error: Any, trace: Any) -> None:
        assert self._stream is not None
        if self._temp is None:  # written directly
            self._stream.close()
            return
        if kind is None:
            try:
                self._stream.close()
            except OSError:
                self._temp.unlink(missing_ok=True)
                raise
            os.replace(self._temp, self.path)
            return
        if isinstance(error, OSError):
            with suppress(OSError):
                self._stream.close()
            self._temp.unlink(missing_ok=True)
            return
        try:
            self._stream.close()
        except OSError:
            self._temp.unlink(missing_ok=True)
            return
        self.partial = self.path.with_name(self.path.name + ".partial")
        os.replace(self._temp, self.partial)


__all__ = [
    "HEAD_ROWS",
    "ID_FIELD",
    "STDIN",
    "TEXT_FIELDS",
    "AnswerCase",
    "AtomicOutput",
    "GraphCase",
    "InputError",
    "ProblemRow",
    "RowError",
    "check_head",
    "check_writable",
    "count_lines",
    "dev_set",
    "dev_set_label",
    "encode_row",
    "iter_cases",
    "iter_objects",
    "iter_problems",
    "open_input",
    "read_cases",
    "read_problems",
    "write_jsonl",
]
