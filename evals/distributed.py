"""Parse problems on a Dask cluster, partition by partition (``pip install 'wordproblem[dask]'``).

``parse_bag`` maps the parser over a ``dask.bag`` of JSONL lines (``db.read_text``):
each partition is read with the CLI's row reader and written with its row writer, so
the result lines are byte for byte what ``wordproblem parse --jsonl`` prints for the
same rows. Each worker process loads the pipeline once, on its first partition, and
keeps it for the next ones.

    from dask.distributed import Client, LocalCluster
    from wordproblem.evals.distributed import parse_bag, read_bag

    with LocalCluster(n_workers=2, threads_per_worker=1) as cluster, Client(cluster):
        lines = read_bag("problems-*.jsonl")  # one partition per file, lines with their file
        parse_bag(lines).to_textfiles("results/*.jsonl", last_endline=True)

Unlike the CLI, which reports an unreadable row and goes on, a partition with an
unreadable row fails with the ``RowError``. It names the file when the bag's lines carry
it (``read_bag``, or ``db.read_text(..., include_path=True)``); its line is counted from
the start of the partition, which is the file's with one partition per file
(``read_bag``'s default). Check a file with ``wordproblem parse --jsonl`` first.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from functools import lru_cache
from itertools import chain
from typing import TYPE_CHECKING

from spacy.language import Language

from . import io
from .cli import kept_fields, load_pipeline, parse_pairs, result_row
from .report import plural

if TYPE_CHECKING:
    import dask.bag

PARTITION = "<dask partition>"

_loads: list[int] = []  # one entry (the process id) per pipeline load in this process


@lru_cache(maxsize=4)
def worker_pipeline(model: str | None = None) -> Language:
    """The pipeline of this worker process, loaded on first use and then kept.

    model (str | None): as for ``wordproblem parse --model``; None for the default.
    RETURNS (Language): the pipeline.
    """
    _loads.append(os.getpid())
    return load_pipeline(model)


def pipeline_loads() -> int:
    """RETURNS (int): how many times this process has loaded a pipeline (for tests)."""
    return len(_loads)


def _raise(error: io.RowError) -> None:
    raise error


def _with_source(
    lines: Iterable[str | bytes | tuple[str | bytes, str]],
) -> tuple[str, Iterable[str | bytes]]:
    """RETURNS (tuple): the partition's file (``PARTITION`` when its lines do not carry
    one) and its lines; ``(line, path)`` pairs are what ``include_path=True`` reads."""
    items = iter(lines)
    first = next(items, None)
    if first is None:
        return PARTITION, ()
    if isinstance(first, tuple):
        return str(first[1]), (line for line, _ in chain([first], items))  # type: ignore[misc]
    return PARTITION, chain([first], items)  # type: ignore[list-item]


def parse_lines(
    lines: Iterable[str | bytes | tuple[str | bytes, str]],
    *,
    field: str | None = None,
    id_field: str | None = None,
    keep: tuple[str, ...] = (),
    keep_all: bool = False,
    model: str | None = None,
    batch_size: int = 64,
) -> list[str]:
    """Parse one partition of JSONL lines into result lines (no trailing newline).

    lines (Iterable): input lines, or ``(line, path)`` pairs (``read_bag``,
        ``db.read_text(..., include_path=True)``), which let an error name the file;
        blank lines are skipped.
    field, id_field (str | None): as ``wordproblem parse --field`` and ``--id-field``.
    keep, keep_all: as ``wordproblem parse --keep`` and ``--keep-all``.
    model (str | None): the spaCy model, as for ``wordproblem parse --model``.
    batch_size (int): texts per ``nlp.pipe`` batch.
    RETURNS (list[str]): one JSON object per input row, as ``wordproblem parse --jsonl``
        writes it.
    RAISES RowError: a row cannot be read; it names the file when the lines carry it.
    """
    source, texts = _with_source(lines)
    pairs = parse_pairs(
        io.iter_problems(texts, source, field=field, id_field=id_field),
        worker_pipeline(model),
        on_reject=_raise,
        batch_size=batch_size,
    )
    return [
        io.encode_row(result_row(row.id, result, kept_fields(row.data, keep, keep_all)))[
            :-1
        ].decode("utf-8")
        for row, result in pairs
    ]


def read_bag(urlpath: str | list[str], *, blocksize: str | int | None = None) -> dask.bag.Bag:
    """Read JSONL files into a bag of ``(line, path)`` pairs for ``parse_bag``.

    urlpath (str | list[str]): a path, a glob or a list of them.
    blocksize (str | int | None): bytes per partition; None makes one partition per file,
        so that an unreadable row is named by its file and its line in it.
    RETURNS (dask.bag.Bag): the lines, each with the file it came from.
    """
    import dask.bag as db

    return db.read_text(urlpath, blocksize=blocksize, include_path=True)


def parse_bag(
    bag: dask.bag.Bag,
    *,
    field: str | None = None,
    id_field: str | None = None,
    keep: tuple[str, ...] = (),
    keep_all: bool = False,
    model: str | None = None,
    batch_size: int = 64,
) -> dask.bag.Bag:
    """Map the parser over a bag of JSONL lines, one ``nlp.pipe`` stream per partition.

    bag (dask.bag.Bag): JSONL lines (``dask.bag.read_text(...)``), or ``(line, path)``
        pairs (``read_bag(...)``).
    field, id_field, keep, keep_all, model, batch_size: as for ``parse_lines``.
    RETURNS (dask.bag.Bag): the result lines, partition for partition and in order;
        ``"\\n".join`` them (or ``to_textfiles(..., last_endline=True)``) for JSONL.
    """
    return bag.map_partitions(
        parse_lines,
        field=field,
        id_field=id_field,
        keep=tuple(keep),
        keep_all=keep_all,
        model=model,
        batch_size=batch_size,
    )


def cpu_seconds() -> float:
    """RETURNS (float): user + system CPU time this process has used so far."""
    import resource

    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def main(argv: list[str] | None = None) -> None:
    """``python -m wordproblem.evals.distributed IN.jsonl [--workers N] [-o 'OUT/*.jsonl']``.

    Parses a JSONL file on a fresh ``LocalCluster`` of N single-threaded worker
    processes (or on the cluster at ``--scheduler ADDRESS``) and prints the timing:
    the model load on every worker, then the parse (wall clock, and the CPU time the
    workers spent, which other load on the machine does not inflate).
    """
    import argparse
    import time
    from contextlib import ExitStack

    import dask.bag as db
    from dask.distributed import Client, LocalCluster

    parser = argparse.ArgumentParser(prog="python -m wordproblem.evals.distributed")
    parser.add_argument("source", help="JSONL file(s), a path or a glob")
    parser.add_argument("--workers", type=int, default=2, help="worker processes (new cluster)")
    parser.add_argument("--blocksize", default="64KiB", help="bytes per partition")
    parser.add_argument("-o", "--output", help="write results here ('dir/*.jsonl')")
    parser.add_argument("--scheduler", help="a running cluster's address (else a new one)")
    args = parser.parse_args(argv)
    with ExitStack() as stack:
        if args.scheduler:
            client = stack.enter_context(Client(args.scheduler))
        else:
            cluster = stack.enter_context(
                LocalCluster(
                    n_workers=args.workers,
                    threads_per_worker=1,
                    processes=True,
                    dashboard_address=":0",
                    silence_logs=40,
                )
            )
            client = stack.enter_context(Client(cluster))
        workers = len(client.scheduler_info()["workers"])
        start = time.perf_counter()
        client.run(worker_pipeline)  # every worker loads the model before the clock runs
        loaded = time.perf_counter()
        cpu_before = sum(client.run(cpu_seconds).values())
        bag = db.read_text(args.source, blocksize=args.blocksize)
        if args.output:
            parse_bag(bag).to_textfiles(args.output, last_endline=True)
            rows = sum(1 for _ in db.read_text(args.output).compute())
        else:
            rows = len(parse_bag(bag).compute())
        done = time.perf_counter()
        cpu = sum(client.run(cpu_seconds).values()) - cpu_before
    print(
        f"{plural(rows, 'row')}, {plural(workers, 'worker')}, "
        f"{plural(bag.npartitions, 'partition')}: "
        f"model load {loaded - start:.1f} s, parse {done - loaded:.1f} s, "
        f"{rows / (done - loaded):.0f} rows/s; workers' CPU {cpu:.1f} s, "
        f"{rows / cpu:.0f} rows per CPU-second"
    )


if __name__ == "__main__":
    main()


__all__ = [
    "cpu_seconds",
    "main",
    "parse_bag",
    "parse_lines",
    "pipeline_loads",
    "read_bag",
    "worker_pipeline",
]
