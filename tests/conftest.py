"""Shared fixtures. Keep this free of spaCy imports: the models tests run without a model."""

from __future__ import annotations

import json
from collections.abc import Callable
from importlib.resources import files
from typing import Any

import pytest
from wordproblem.models import (
    InitialPossession,
    MathProblemGraph,
    Operation,
    Quantity,
    Unknown,
)

DEV_SET = "gsm8k_parser_dev"


def _build_structs(data: dict[str, Any]) -> MathProblemGraph:
    """Build a graph from its plain dict form by calling the struct constructors directly.

    No msgspec decoding is involved, so this exercises the ``__post_init__`` path that a
    Python caller uses. Unknown or missing keys surface as the constructors' TypeError.
    """
    return MathProblemGraph(
        entities=data["entities"],
        initial_state=[
            InitialPossession(**{**item, "quantity": Quantity(**item["quantity"])})
            for item in data["initial_state"]
        ],
        operations=[
            Operation(**{**op, "operand": Quantity(**op["operand"])}) for op in data["operations"]
        ],
        unknown=Unknown(**data["unknown"]),
    )


@pytest.fixture(scope="session")
def build_structs() -> Callable[[dict[str, Any]], MathProblemGraph]:
    """RETURNS (Callable): dict form -> MathProblemGraph via direct struct construction."""
    return _build_structs


@pytest.fixture(scope="session")
def dev_cases() -> list[dict[str, Any]]:
    """RETURNS (list[dict]): the dev set's rows, read as package data of wordproblem.evals."""
    resource = files("wordproblem.evals").joinpath(DEV_SET).joinpath("cases.jsonl")
    text = resource.read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


@pytest.fixture(scope="session")
def dev_readme() -> str:
    """RETURNS (str): the dev set's README, read as package data of wordproblem.evals."""
    return (
        files("wordproblem.evals")
        .joinpath(DEV_SET)
        .joinpath("README.md")
        .read_text(encoding="utf-8")
    )


# --- the loaded pipeline (appended for the CLI/eval tests) --------------------------


@pytest.fixture(scope="session")
def nlp():
    """RETURNS (Language): the wordproblem pipeline, loaded once per test session.

    spaCy is imported here, not at module level, so the schema tests stay model-free.
    """
    from wordproblem.pipeline import load_nlp

    return load_nlp()
