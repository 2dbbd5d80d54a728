"""Schema v1 of the math problem graph and its solver. Imports no spaCy."""

from .schema import (
    MAX_VALUE,
    SCHEMA_VERSION,
    VALID_OPERATION_KINDS,
    InitialPossession,
    MathGraphError,
    MathProblemGraph,
    Operation,
    Quantity,
    Unknown,
    graph_from_dict,
    graph_from_json,
)
from .solver import Holding, InconsistentGraphError, Solution, Step, solve, to_number

__all__ = [
    "MAX_VALUE",
    "SCHEMA_VERSION",
    "VALID_OPERATION_KINDS",
    "Holding",
    "InconsistentGraphError",
    "InitialPossession",
    "MathGraphError",
    "MathProblemGraph",
    "Operation",
    "Quantity",
    "Solution",
    "Step",
    "Unknown",
    "graph_from_dict",
    "graph_from_json",
    "solve",
    "to_number",
]
