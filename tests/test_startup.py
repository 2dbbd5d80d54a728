"""The start-up script (wordproblem.evals.startup): what it runs and how it reports.

Not a timed test: the subprocess runs are replaced by fixed timings.
"""

from __future__ import annotations

import sys

import pytest
from wordproblem.evals import startup


def test_commands_are_the_cli_and_its_floor():
    cli = startup.cli_command("Sam has 5 apples.", None)
    assert cli[-2:] == ["parse", "Sam has 5 apples."]
    assert cli[0].endswith("wordproblem") or cli[0] == sys.executable
    assert startup.cli_command("t", "my_model")[-2:] == ["--model", "my_model"]
    assert "exclude=['ner']" in startup.FLOOR


def test_children_may_write_bytecode(monkeypatch):
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    monkeypatch.setenv("WP_STARTUP_PROBE", "kept")
    env = startup.child_env()
    assert "PYTHONDONTWRITEBYTECODE" not in env
    assert env["WP_STARTUP_PROBE"] == "kept"


def test_medians_and_ratios(monkeypatch, capsys):
    runs = iter([(0, 0), (0, 0)] + [(1.0, 0.5), (1.2, 0.6)] * 2 + [(3.0, 1.0), (1.5, 0.7)])
    monkeypatch.setattr(startup, "timed", lambda command: next(runs))
    monkeypatch.setattr(startup, "resolve_model", lambda model: "m")
    result = startup.measure(3)
    assert result["floor"] == 1.0 and result["cli"] == 1.2  # medians of (1, 1, 3), (1.2, 1.2, 1.5)
    assert result["ratio"] == pytest.approx(1.2)
    assert result["cpu_ratio"] == pytest.approx(0.6 / 0.5)


def test_main_prints_the_ratio_and_fails_above_max(monkeypatch, capsys):
    figures = {"floor": 1.0, "cli": 1.5, "ratio": 1.5, "floor_cpu": 1.0, "cli_cpu": 1.4,
               "cpu_ratio": 1.4}  # fmt: skip
    monkeypatch.setattr(startup, "measure", lambda runs, text, model: figures)
    assert startup.main(["--runs", "1"]) == 0
    out = capsys.readouterr().out
    assert "ratio: 1.50x wall, 1.40x CPU" in out
    assert startup.main(["--runs", "1", "--max-ratio", "1.3"]) == 1
    with pytest.raises(SystemExit):
        startup.main(["--runs", "0"])
