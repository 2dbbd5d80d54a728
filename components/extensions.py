"""Every Doc extension the wordproblem component sets, declared in one place.

The component stores one plain, msgpack-safe dict in ``doc._.wp_result``, so that
``doc.to_bytes()``, ``DocBin(store_user_data=True)`` and ``nlp.pipe(n_process=2)`` keep
it; the typed views below are read-only getters over that dict:

- ``doc._.is_math_problem`` (bool): the Doc passed the math-intent gate.
- ``doc._.math_graph`` (MathProblemGraph | None): the graph, None when not read or abstained.
- ``doc._.math_answer`` (Quantity | None): the solver's answer to the graph.
- ``doc._.math_steps`` (tuple[Step, ...]): the solver's steps, empty without a graph.
- ``doc._.math_abstention`` (Abstention | None): why there is no graph, None when there is
  one or when the component did not run (switched off).

A Doc read back in a process where the component was never built needs
``register_extensions()`` before the extensions can be read.
"""

from __future__ import annotations

from typing import Any

import msgspec
from spacy.tokens import Doc
from wordproblem.models import MathProblemGraph, Quantity, Step, graph_from_dict

from .abstention import Abstention
from .factory import GETTER_ATTRS, RESULT_ATTR

__all__ = ["GETTER_ATTRS", "RESULT_ATTR", "register_extensions"]


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
    return msgspec.convert(result["answer"], Quantity)


def _steps(doc: Doc) -> tuple[Step, ...]:
    result = _result(doc)
    if not result or not result.get("steps"):
        return ()
    return msgspec.convert(result["steps"], tuple[Step, ...])


def _abstention(doc: Doc) -> Abstention | None:
    result = _result(doc)
    if not result or result.get("abstention") is None:
        return None
    return msgspec.convert(result["abstention"], Abstention)


def _is_math(doc: Doc) -> bool:
    result = _result(doc)
    return bool(result and result.get("is_math_problem"))


_GETTERS = {
    "math_graph": _graph,
    "math_answer": _answer,
    "math_steps": _steps,
    "math_abstention": _abstention,
    "is_math_problem": _is_math,
}


def register_extensions() -> None:
    """Declare the Doc extensions once (safe to call again)."""
    if not Doc.has_extension(RESULT_ATTR):
        Doc.set_extension(RESULT_ATTR, default=None)
    for name, getter in _GETTERS.items():
        if not Doc.has_extension(name):
            Doc.set_extension(name, getter=getter)
