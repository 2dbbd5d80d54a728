"""spaCy components that read a math word problem into a MathProblemGraph.

Importing this package registers the ``wordproblem`` factory and nothing more: the
component, its rules and the schema load on first use (``MathParser``, ``Abstention``,
... are imported lazily), because spaCy imports the factory's module whenever it
builds any pipeline.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from .factory import make_wordproblem

_LAZY = {
    "ABSTENTION_CODES": ".abstention",
    "Abstain": ".abstention",
    "Abstention": ".abstention",
    "MathParser": ".math_parser",
    "MissingAnnotationError": ".math_parser",
    "MathGate": ".gate",
    "StoredResult": ".extensions",
    "decode_result": ".extensions",
    "register_extensions": ".extensions",
}

__all__ = ["make_wordproblem", *_LAZY]


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(import_module(_LAZY[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
