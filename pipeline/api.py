"""The public API: parse one text or many into graphs, answers and abstentions."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Any

import msgspec
from spacy.language import Language
from spacy.tokens import Doc
from wordproblem.components import Abstention
from wordproblem.components.extensions import RESULT_ATTR, register_extensions
from wordproblem.components.view import render_html, render_text
from wordproblem.models import MathProblemGraph, Quantity

from .config import RuntimeConfig
from .loading import load_nlp


class ParseResult(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What the parser made of one text.

    text (str): the input.
    graph (MathProblemGraph | None): the graph, None when the parser abstained.
    answer (Quantity | None): the solver's answer to the graph.
    steps (tuple[dict, ...]): the solver's step trace (operation, changes).
    abstention (Abstention | None): why there is no graph.
    spans (dict): token ranges each kind of graph element came from.
    is_math_problem (bool): the text passed the math-intent gate; False means it was
        not read (the abstention then says which cue was missing).
    tokens (tuple[str, ...]): the Doc's token texts, which ``spans`` index.

    In a notebook a result shows itself as HTML (the text with the spans highlighted,
    the graph drawn, the steps in English); ``str(result)`` is the terminal view.
    """

    text: str
    graph: MathProblemGraph | None
    answer: Quantity | None
    steps: tuple[dict[str, Any], ...]
    abstention: Abstention | None
    spans: dict[str, list[list[int]]]
    is_math_problem: bool = True
    tokens: tuple[str, ...] = ()

    def as_json(self) -> dict[str, Any]:
        """RETURNS (dict): JSON-ready builtins, the graph in canonical form."""
        return msgspec.to_builtins(self)

    def _stored(self) -> dict[str, Any] | None:
        """The result as the component stores it; None when the component did not run."""
        if self.graph is None and self.abstention is None:
            return None
        data = self.as_json()
        return {key: data[key] for key in STORED_KEYS}

    def to_text(self, *, include_text: bool = True) -> str:
        """The terminal view: the graph, the steps in English and the answer, or the abstention.

        include_text (bool): start with the problem text.
        RETURNS (str): plain text, no trailing newline.
        """
        return render_text(self.text, self._stored(), include_text=include_text)

    def to_html(self) -> str:
        """RETURNS (str): the notebook view as one HTML ``<div>``."""
        return render_html(self.text, self.tokens, self._stored())

    def _repr_html_(self) -> str:
        return self.to_html()

    def __str__(self) -> str:
        return self.to_text()


STORED_KEYS = ("is_math_problem", "graph", "answer", "steps", "abstention", "spans")


def result_from_doc(doc: Doc) -> ParseResult:
    """RETURNS (ParseResult): the result the wordproblem component stored on ``doc``."""
    register_extensions()  # a Doc from a pipeline without the component reads as "not run"
    stored = doc._.get(RESULT_ATTR) or {}
    return ParseResult(
        text=doc.text,
        graph=doc._.math_graph,
        answer=doc._.math_answer,
        steps=tuple(stored.get("steps", ())),
        abstention=doc._.math_abstention,
        spans=dict(stored.get("spans", {})),
        is_math_problem=doc._.is_math_problem,
        tokens=tuple(token.text for token in doc),
    )


@lru_cache(maxsize=4)
def default_nlp(config: RuntimeConfig | None = None) -> Language:
    """RETURNS (Language): a pipeline built once per config and reused."""
    return load_nlp(config)


def parse(text: str, nlp: Language | None = None) -> ParseResult:
    """Parse one problem.

    text (str): the problem, body and question.
    nlp (Language | None): a pipeline with the wordproblem component; default_nlp() if None.
    RETURNS (ParseResult): the graph and answer, or the abstention.
    """
    if not isinstance(text, str):
        raise TypeError(f"parse() takes a str, got {type(text).__name__}")
    return result_from_doc((nlp or default_nlp())(text))


def parse_many(
    texts: Iterable[str],
    nlp: Language | None = None,
    *,
    batch_size: int = 64,
    n_process: int = 1,
) -> Iterator[ParseResult]:
    """Parse many problems with ``nlp.pipe`` batching, in input order.

    texts (Iterable[str]): the problems.
    nlp (Language | None): as for ``parse``.
    batch_size (int): texts per batch.
    n_process (int): worker processes.
    YIELDS (ParseResult): one result per text.
    """
    pipeline = nlp or default_nlp()
    for doc in pipeline.pipe(texts, batch_size=batch_size, n_process=n_process):
        yield result_from_doc(doc)
