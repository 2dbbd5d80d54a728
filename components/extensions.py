"""Every Doc extension the wordproblem component sets, declared in one place.

The component stores one plain, msgpack-safe dict in ``doc._.wp_result``, so that
``doc.to_bytes()``, ``DocBin`` and ``nlp.pipe(n_process=2)`` keep it; the typed
views below are getters over that dict.
"""

from __future__ import annotations

from typing import Any

from spacy.tokens import Doc

from wordproblem.models import MathProblemGraph, Quantity, graph_from_dict

from .abstention import Abstention

RESULT_ATTR = "wp_result"


def _result(doc: Doc) -> dict[str, Any] | None:
    return doc._.get(RESULT_ATTR)


def _graph(doc: Doc) -> MathProblemGraph | None:
    result = _result(doc)
    if not result or result.get("graph") is None:
        return None
    return graph_from_dict(result["graph"])


def _answer(doc: Doc) -> Quantity | None:
    result = _result(doc)
    if not result or result.get("answer") is None:
        return None
    return Quantity(**result["answer"])


def _steps(doc: Doc) -> list[dict[str, Any]]:
    result = _result(doc)
    return list(result.get("steps", [])) if result else []


def _abstention(doc: Doc) -> Abstention | None:
    result = _result(doc)
    if not result or result.get("abstention") is None:
        return None
    return Abstention(**result["abstention"])


def _is_math(doc: Doc) -> bool:
    result = _result(doc)
    return bool(result and result.get("is_math_problem"))


def register_extensions() -> None:
    """Declare the Doc extensions once (safe to call again)."""
    if not Doc.has_extension(RESULT_ATTR):
        Doc.set_extension(RESULT_ATTR, default=None)
    getters = {
        "math_graph": _graph,
        "math_answer": _answer,
        "math_steps": _steps,
        "math_abstention": _abstention,
        "is_math_problem": _is_math,
    }
    for name, getter in getters.items():
        if not Doc.has_extension(name):
            Doc.set_extension(name, getter=getter)
