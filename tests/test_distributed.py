"""The Dask integration (wordproblem.evals.distributed) on a real 2-process LocalCluster.

Its output must be byte for byte what the single-process CLI writes for the same rows,
and each worker must load the pipeline once, however many partitions it parses.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import dask.bag as db
import pytest
from dask.distributed import Client, LocalCluster
from typer.testing import CliRunner
from wordproblem.evals import cli
from wordproblem.evals.distributed import parse_bag, parse_lines, pipeline_loads, read_bag
from wordproblem.evals.io import RowError

EXTRA = [
    {"text": "Mia has 12 stickers. She gives 5 stickers to Leo. How many stickers does Mia have?"},
    {"id": 17, "question": "The weather is nice today."},
    {"id": "pronoun", "problem": "Kate gave Liam 7 marbles, and then he lost 5. How many?"},
]


@pytest.fixture(scope="module")
def rows_file(tmp_path_factory, dev_cases):
    rows = [{"id": case["id"], "problem": case["problem"]} for case in dev_cases] + EXTRA
    path = tmp_path_factory.mktemp("dask") / "rows.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def cli_output(rows_file, nlp) -> bytes:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cli, "load_pipeline", lambda model=None: nlp)
        result = CliRunner().invoke(cli.app, ["parse", "--jsonl", str(rows_file), "-q"])
    assert result.exit_code == 0, result.stderr
    return result.stdout_bytes


@pytest.fixture(scope="module")
def client() -> Iterator[Client]:
    with (
        LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            dashboard_address=":0",
            silence_logs=40,  # logging.ERROR
        ) as cluster,
        Client(cluster) as client,
    ):
        yield client


def test_two_worker_processes_give_the_cli_bytes(client, rows_file, cli_output):
    size = rows_file.stat().st_size
    bag = db.read_text(str(rows_file), blocksize=size // 5 + 1)
    assert bag.npartitions >= 4  # more partitions than workers
    lines = parse_bag(bag).compute()
    assert "".join(line + "\n" for line in lines).encode("utf-8") == cli_output
    assert len(lines) == 53
    loads = client.run(pipeline_loads)  # worker address -> loads in that process
    assert len(loads) == 2
    assert all(count <= 1 for count in loads.values())  # once per worker, not per partition
    assert sum(loads.values()) >= 1


def test_to_textfiles_writes_the_same_jsonl(client, rows_file, cli_output, tmp_path):
    bag = db.read_text(str(rows_file), blocksize=rows_file.stat().st_size // 3 + 1)
    parse_bag(bag).to_textfiles(str(tmp_path / "*.jsonl"), last_endline=True)
    parts = sorted(tmp_path.glob("*.jsonl"), key=lambda p: int(p.stem))
    assert len(parts) == bag.npartitions
    assert b"".join(part.read_bytes() for part in parts) == cli_output


def test_an_unreadable_row_fails_the_partition_with_its_line(nlp, monkeypatch):
    from wordproblem.evals import distributed

    monkeypatch.setattr(distributed, "load_pipeline", lambda model=None: nlp)
    distributed.worker_pipeline.cache_clear()
    try:
        with pytest.raises(RowError, match=r"^<dask partition>:2: no 'body' field$"):
            parse_lines(['{"body": "x"}\n', '{"text": "y"}\n'], field="body")
    finally:
        distributed.worker_pipeline.cache_clear()


def test_the_timing_command_parses_a_file_on_a_cluster(client, tmp_path, capsys):
    from wordproblem.evals.distributed import main

    source = tmp_path / "in.jsonl"
    source.write_text("".join(json.dumps(row) + "\n" for row in EXTRA), encoding="utf-8")
    out = str(tmp_path / "out" / "*.jsonl")
    main([str(source), "--scheduler", client.scheduler.address, "-o", out])
    printed = capsys.readouterr().out
    assert printed.startswith("3 rows, 2 workers, 1 partition: model load ")
    assert "rows per CPU-second" in printed
    written = json.loads((tmp_path / "out" / "0.jsonl").read_text(encoding="utf-8").split("\n")[1])
    assert written["id"] == 17 and written["abstention"]["code"] in {"no-question", "no-quantity"}


def test_an_unreadable_row_names_its_file_when_the_lines_carry_it(client, tmp_path):
    good, bad = tmp_path / "good.jsonl", tmp_path / "bad.jsonl"
    good.write_text("".join(json.dumps(row) + "\n" for row in EXTRA), encoding="utf-8")
    bad.write_text(json.dumps(EXTRA[0]) + '\n{"id": 2, "text": \n', encoding="utf-8")
    with pytest.raises(RowError) as info:
        parse_bag(read_bag([str(good), str(bad)])).compute()
    assert str(info.value).startswith(f"{bad}:2: not valid JSON")  # the file and its line
    assert "<dask partition>" not in str(info.value)


def test_read_bag_with_the_cli_s_row_options_gives_the_cli_bytes(client, rows_file, nlp):
    args = ["--keep", "problem", "--id-field", "id"]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cli, "load_pipeline", lambda model=None: nlp)
        expected = CliRunner().invoke(cli.app, ["parse", "--jsonl", str(rows_file), "-q", *args])
    assert expected.exit_code == 1  # EXTRA's first row has no id: rejected under --id-field
    lines = parse_bag(read_bag(str(rows_file)).filter(lambda pair: '"id"' in pair[0]),
                      keep=("problem",), id_field="id").compute()  # fmt: skip
    assert "".join(line + "\n" for line in lines).encode("utf-8") == expected.stdout_bytes
    assert json.loads(lines[0])["input"]["problem"]
