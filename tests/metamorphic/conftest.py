"""Fixtures of the metamorphic suite, and its outcome table in the terminal summary."""

from __future__ import annotations

from typing import Any

import pytest

from .run import Outcome, dev_cases, run, table
from .transforms import Generated, generate

SUMMARY: list[str] = []


@pytest.fixture(scope="session")
def generated() -> Generated:
    """RETURNS (Generated): every transformed dev-set case (no spaCy needed)."""
    return generate(dev_cases())


@pytest.fixture(scope="session")
def outcomes(generated: Generated, nlp: Any) -> list[Outcome]:
    """RETURNS (list[Outcome]): the parser's outcome on every transformed case (one batch)."""
    result = run(generated, nlp)
    SUMMARY.append(table(generated, result))
    return result


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Print the metamorphic outcome table when the suite ran."""
    for text in SUMMARY:
        terminalreporter.section("metamorphic outcomes")
        terminalreporter.write_line(text)
