"""wordproblem: English math word problems into typed, solvable proposition graphs.

``from wordproblem import parse, parse_many, load_nlp`` is the short way to the public
API of ``wordproblem.pipeline``; ``wordproblem.__version__`` is the installed version.
The names are imported on first use, so ``import wordproblem`` (which spaCy's entry
point for the ``wordproblem`` factory does in every program that builds a pipeline)
imports neither spaCy nor the rules.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_LAZY = {
    "parse": "wordproblem.pipeline",
    "parse_many": "wordproblem.pipeline",
    "load_nlp": "wordproblem.pipeline",
}

__all__ = ["__version__", "load_nlp", "parse", "parse_many"]


def __getattr__(name: str) -> Any:
    if name == "__version__":
        from importlib.metadata import version

        return version("wordproblem")
    if name in _LAZY:
        return getattr(import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
