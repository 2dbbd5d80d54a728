"""Every Doc extension the wordproblem component sets, and the one decoder of its result.

The component stores one plain, msgpack-safe dict in ``doc._.wp_result``, so that
``doc.to_bytes()``, ``DocBin(store_user_data=True)`` and ``nlp.pipe(n_process=2)`` keep
it. ``decode_result`` turns that dict into a typed ``StoredResult``; everything that
reads a result (the getters below, ``wordproblem.pipeline.result_from_doc``, the views)
goes through it. ``EXTENSIONS`` lists what the component sets on a Doc (the README's
table is checked against it):

- ``doc._.is_math_problem`` (bool | None): the Doc passed the math-intent gate; None when
  nothing was evaluated (the component did not run, or the result was not kept).
- ``doc._.math_graph`` (MathProblemGraph | None): the graph, None when not read or abstained.
- ``doc._.math_answer`` (Quantity | None): the solver's answer to the graph.
- ``doc._.math_steps`` (tuple[Step, ...]): the solver's steps, empty without a graph.
- ``doc._.math_abstention`` (Abstention | None): why there is no graph, None when there is
  one or when nothing was evaluated.
- ``doc.spans["wordproblem"]`` (SpanGroup): the tokens a graph was read from, labelled
  ``QUANTITY``, ``HOLDER``, ``VERB`` and ``QUESTION``; absent when there is no graph.

A Doc read back in a process where the component was never built needs
``register_extensions()`` before the extensions can be read.
"""

from __future__ import annotations

from typing import Any

import msgspec
from spacy.tokens import Doc, Span
from wordproblem.models import MathGraphError, MathProblemGraph, Quantity, Step

from .abstention import Abstention
from .constants import GETTER_ATTRS, RESULT_ATTR

__all__ = [
    "EXTENSIONS",
    "GETTER_ATTRS",
    "RESULT_ATTR",
    "SPANS_KEY",
    "SPAN_COLORS",
    "SPAN_LABELS",
    "StoredResult",
    "decode_result",
    "register_extensions",
    "set_spans",
    "stored_result",
]

# The key of ``doc.spans`` the component writes, and the label of each kind of span
# (the stored result's ``spans`` keys) there.
SPANS_KEY = "wordproblem"
SPAN_LABELS = {"quantity": "QUANTITY", "entity": "HOLDER", "event": "VERB", "question": "QUESTION"}
# displaCy's colours for those labels (the notebook view's):
# ``displacy.render(doc, style="span", options={"spans_key": SPANS_KEY, "colors": SPAN_COLORS})``
SPAN_COLORS = {"QUANTITY": "#7aecec", "HOLDER": "#aa9cfc", "VERB": "#feca74", "QUESTION": "#c887fb"}

# What the component sets on a Doc: (attribute, type, meaning). One row per extension;
# the README's table of extensions is compared with it.
EXTENSIONS: tuple[tuple[str, str, str], ...] = (
    ("doc._.is_math_problem", "bool | None",
     "the text passed the math-intent gate; None: nothing was evaluated"),
    ("doc._.math_graph", "MathProblemGraph | None", "the graph; None when there is none"),
    ("doc._.math_answer", "Quantity | None", "the solver's answer to the graph"),
    ("doc._.math_steps", "tuple[Step, ...]", "the solver's steps, one per operation"),
    ("doc._.math_abstention", "Abstention | None",
     "why there is no graph: `code`, `message`, `sentence`"),
    ("doc._.wp_result", "dict | None",
     "the stored result the getters above read (plain data, kept by `to_bytes`)"),
    (f'doc.spans["{SPANS_KEY}"]', "SpanGroup",
     "the tokens the graph was read from, labelled "
     + ", ".join(f"`{label}`" for label in SPAN_LABELS.values())
     + "; absent without a graph"),
)  # fmt: skip


class StoredResult(msgspec.Struct, frozen=True):
    """The typed form of the dict the component stores on ``doc._.wp_result``.

    is_math_problem (bool): the text passed the math-intent gate.
    graph (MathProblemGraph | None): the graph, None when the parser abstained.
    answer (Quantity | None): the solver's answer to the graph.
    steps (tuple[Step, ...]): the solver's steps, one per operation of the graph.
    abstention (Abstention | None): why there is no graph.
    spans (dict): kind -> [[start, end), ...] token ranges the graph was read from.
    operation_verbs (tuple[str | None, ...]): the verb lemma of each operation of the
        graph, as the lexicon keys it ("spend", "give away"); empty in older results.
        The English steps say "<actor> <past> <amount>" with it, so an entry is None
        where the verb's subject is not the operation's actor (the giver of a transfer).
    """

    is_math_problem: bool = False
    graph: MathProblemGraph | None = None
    answer: Quantity | None = None
    steps: tuple[Step, ...] = ()
    abstention: Abstention | None = None
    spans: dict[str, list[list[int]]] = {}
    operation_verbs: tuple[str | None, ...] = ()


def decode_result(data: dict[str, Any] | None) -> StoredResult | None:
    """Decode and validate a stored result.

    data (dict | None): the plain dict of ``doc._.wp_result``; None when the component
        did not run.
    RETURNS (StoredResult | None): the typed result, None for None.
    RAISES MathGraphError: the stored graph, or another part, is not valid.
    """
    if data is None:
        return None
    # ``None`` for a list stands for "absent" (results of older versions, hand-built dicts).
    plain = {key: value for key, value in data.items() if value is not None}
    try:
        return msgspec.convert(plain, StoredResult, strict=True)
    except msgspec.ValidationError as exc:
        raise MathGraphError(f"doc._.{RESULT_ATTR}: {exc}") from exc


def stored_result(doc: Doc) -> StoredResult | None:
    """RETURNS (StoredResult | None): the result on ``doc``; None when the component did
    not run or its extensions were never declared."""
    if not Doc.has_extension(RESULT_ATTR):
        return None
    return decode_result(doc._.get(RESULT_ATTR))


def _graph(doc: Doc) -> MathProblemGraph | None:
    result = stored_result(doc)
    return None if result is None else result.graph


def _answer(doc: Doc) -> Quantity | None:
    result = stored_result(doc)
    return None if result is None else result.answer


def _steps(doc: Doc) -> tuple[Step, ...]:
    result = stored_result(doc)
    return () if result is None else result.steps


def _abstention(doc: Doc) -> Abstention | None:
    result = stored_result(doc)
    return None if result is None else result.abstention


def _is_math(doc: Doc) -> bool | None:
    result = stored_result(doc)
    return None if result is None else result.is_math_problem


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


def set_spans(doc: Doc, spans: dict[str, list[list[int]]]) -> None:
    """Put a graph's token ranges in ``doc.spans[SPANS_KEY]``, labelled by kind.

    doc (Doc): the Doc the ranges index.
    spans (dict): kind -> [[start, end), ...], as the stored result has them.
    """
    made = [
        Span(doc, start, end, label=SPAN_LABELS.get(kind, kind.upper()))
        for kind, ranges in spans.items()
        for start, end in ranges
        if 0 <= start < end <= len(doc)
    ]
    if made:
        doc.spans[SPANS_KEY] = sorted(made, key=lambda span: (span.start, span.end))
