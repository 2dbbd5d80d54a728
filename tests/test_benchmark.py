"""The benchmark script (wordproblem.evals.benchmark): its arguments and output shape.

It is a script, not a timed test: these tests run it on a handful of texts with the
session's pipeline standing in for the models, and check what it reports, not how fast.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from wordproblem.evals import benchmark

TOM = "Tom has 10 marbles. He gives 3 marbles to his friend. How many marbles does Tom have now?"
SAM = "Sam has 5 apples. He buys 3 more apples. How many apples does Sam have now?"


def write_jsonl(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_bad_arguments_are_one_line_exit_2(tmp_path, capsys):
    for argv in ([str(tmp_path / "missing.jsonl")], ["--repeat", "0"], ["--limit", "x"],
                 ["--top", "0"]):  # fmt: skip
        with pytest.raises(SystemExit) as exit_info:
            benchmark.main(argv)
        assert exit_info.value.code == 2
        err = capsys.readouterr().err
        assert err.startswith("benchmark: error: ") and err.count("\n") == 1


def test_missing_default_corpora_is_one_line_exit_2(tmp_path, capsys):
    assert benchmark.main(["--data-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("benchmark: error: ") and "addsub.jsonl" in err


def test_default_files_are_every_corpus_with_gsm8k_subsampled(tmp_path):
    files = benchmark.default_files(tmp_path)
    assert [p.stem for p, _ in files] == list(benchmark.CORPORA)
    assert dict((p.stem, n) for p, n in files)["gsm8k_train"] == benchmark.GSM8K_LIMIT
    assert sum(n is None for _, n in files) == len(benchmark.CORPORA) - 1


@pytest.fixture
def stand_ins(nlp, monkeypatch):
    """The session's pipeline for all three (a model load each would be slow)."""
    for loader in ("load_plain", "load_parse_only", "load_nlp"):
        monkeypatch.setattr(benchmark, loader, lambda: nlp)


def test_times_three_pipelines_on_the_same_texts_per_corpus(tmp_path, stand_ins, capsys):
    one = write_jsonl(tmp_path / "one.jsonl", [json.dumps({"question": SAM}), "{bad",
                                                json.dumps({"problem": TOM})])  # fmt: skip
    two = write_jsonl(tmp_path / "two.jsonl", [json.dumps({"question": TOM})] * 3)
    assert benchmark.main([str(one), str(two), "--repeat", "2", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["repeat"] == 2 and figures["batch_size"] == benchmark.BATCH_SIZE
    assert [(c["file"], c["problems"]) for c in figures["corpora"]] == [
        (str(one), 2),
        (str(two), 3),
    ]
    for corpus in figures["corpora"]:
        rates = {}
        for key in ("plain", "parse_only", "wordproblem"):
            timing = corpus[key]
            assert timing["problems_per_second"] == pytest.approx(
                corpus["problems"] / timing["best_seconds"]
            )
            rates[key] = timing["problems_per_second"]
        assert corpus["ratio_plain"] == pytest.approx(rates["wordproblem"] / rates["plain"])
        assert corpus["ratio_parse_only"] == pytest.approx(
            rates["wordproblem"] / rates["parse_only"]
        )
    assert figures["peak_rss_mb"] > 10


def test_table_has_a_row_per_corpus(tmp_path, stand_ins, capsys):
    path = write_jsonl(tmp_path / "addsub.jsonl", [json.dumps({"question": SAM})] * 2)
    assert benchmark.main([str(path), "--limit", "1", "--repeat", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "vs parse-only" in lines[0] and "vs plain" in lines[0]
    row = lines[2].split()
    assert row[0] == "addsub" and row[1] == "1" and len(row) == 7
    assert row[5].endswith("x") and row[6].endswith("x")


def test_profile_reports_the_component_alone(tmp_path, nlp, monkeypatch, capsys):
    monkeypatch.setattr(benchmark, "load_nlp", lambda: nlp)
    path = write_jsonl(tmp_path / "p.jsonl", [json.dumps({"question": SAM})] * 3)
    assert benchmark.main(["--profile", str(path), "--top", "5", "--json"]) == 0
    (profile,) = json.loads(capsys.readouterr().out)
    assert profile["problems"] == 3
    assert profile["ms_per_doc"] == pytest.approx(1000 * profile["seconds"] / 3)
    assert "cumtime" in profile["top"] and "__call__" in profile["top"]
    assert "math_parser.py" in profile["top"]  # the component's own frames, not the model's
    assert nlp(SAM)._.math_answer is not None  # the pipeline is whole again afterwards


def test_pipes_splits_the_pipeline_by_component(tmp_path, nlp, monkeypatch, capsys):
    monkeypatch.setattr(benchmark, "load_nlp", lambda: nlp)
    path = write_jsonl(tmp_path / "p.jsonl", [json.dumps({"question": SAM})] * 3)
    assert benchmark.main(["--pipes", str(path), "--repeat", "1", "--json"]) == 0
    (timing,) = json.loads(capsys.readouterr().out)
    assert timing["problems"] == 3
    assert list(timing["ms_per_doc"]) == nlp.pipe_names  # every pipe, in pipeline order
    assert all(ms >= 0 for ms in timing["ms_per_doc"].values())
    others = [ms for name, ms in timing["ms_per_doc"].items() if name != benchmark.COMPONENT]
    assert timing["model_ms"] == pytest.approx(sum(others))
    assert timing["component_ms"] == timing["ms_per_doc"][benchmark.COMPONENT]
    assert timing["budget_ms"] == pytest.approx(timing["model_ms"] * (1 / 0.92 - 1))
    assert nlp(SAM)._.math_answer is not None  # the Docs were made by the pipes in turn


def test_pipes_table_names_each_pipe(tmp_path, nlp, monkeypatch, capsys):
    monkeypatch.setattr(benchmark, "load_nlp", lambda: nlp)
    path = write_jsonl(tmp_path / "addsub.jsonl", [json.dumps({"question": TOM})])
    assert benchmark.main(["--pipes", str(path), "--repeat", "1"]) == 0
    head, _, row, *_ = capsys.readouterr().out.splitlines()
    assert head.split() == ["corpus", *nlp.pipe_names, "budget"]
    assert row.split()[0] == "addsub" and len(row.split()) == len(nlp.pipe_names) + 2


def test_profile_and_pipes_together_is_an_error(tmp_path, capsys):
    path = write_jsonl(tmp_path / "p.jsonl", [json.dumps({"question": SAM})])
    with pytest.raises(SystemExit) as exit_info:
        benchmark.main(["--profile", "--pipes", str(path)])
    assert exit_info.value.code == 2
    assert "--pipes" in capsys.readouterr().err
