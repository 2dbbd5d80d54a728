"""The public API: parse one text or many into graphs, answers and abstentions."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Any

import msgspec
from spacy.language import Language
from spacy.tokens import Doc
from wordproblem.components.abstention import Abstention
from wordproblem.components.constants import STORED_KEYS as STORED_KEYS  # the stored dict's keys
from wordproblem.components.extensions import register_extensions, stored_result
from wordproblem.models import MathProblemGraph, Quantity, Step

from .config import RuntimeConfig
from .loading import load_nlp
from .views import render_html, render_text


class ParseResult(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What the parser made of one text.

    text (str): the input.
    graph (MathProblemGraph | None): the graph, None when the parser abstained.
    answer (Quantity | None): the solver's answer to the graph.
    steps (tuple[Step, ...]): the solver's steps, one per operation of the graph.
    abstention (Abstention | None): why there is no graph.
    spans (dict): token ranges each kind of graph element came from.
    is_math_problem (bool): the text passed the math-intent gate; False means it was
        not read (the abstention then says which cue was missing).
    tokens (tuple[str, ...]): the Doc's token texts, which ``spans`` index.
    operation_verbs (tuple[str | None, ...]): the verb lemma of each operation of the
        graph ("spend", "give away"), which the English steps say; empty when unknown.

    In a notebook a result shows itself as HTML (the text with the spans highlighted,
    the graph drawn, the steps in English); ``str(result)`` is the terminal view.
    """

    text: str
    graph: MathProblemGraph | None
    answer: Quantity | None
    steps: tuple[Step, ...]
    abstention: Abstention | None
    spans: dict[str, list[list[int]]]
    is_math_problem: bool = True
    tokens: tuple[str, ...] = ()
    operation_verbs: tuple[str | None, ...] = ()

    def as_json(self) -> dict[str, Any]:
        """RETURNS (dict): JSON-ready builtins, the graph in canonical form."""
        return msgspec.to_builtins(self)

    def _viewed(self) -> ParseResult | None:
        """The result for the views; None when the component did not run."""
        if self.graph is None and self.abstention is None:
            return None
        return self

    def to_text(self, *, include_text: bool = True) -> str:
        """The terminal view: the graph, the steps in English and the answer, or the abstention.

        include_text (bool): start with the problem text.
        RETURNS (str): plain text, no trailing newline.
        """
        return render_text(self.text, self._viewed(), include_text=include_text)

    def to_html(self) -> str:
        """RETURNS (str): the notebook view as one HTML ``<div>``."""
        return render_html(self.text, self.tokens, self._viewed())

    def _repr_html_(self) -> str:
        return self.to_html()

    def __str__(self) -> str:
        return self.to_text()


def result_from_doc(doc: Doc) -> ParseResult:
    """RETURNS (ParseResult): the result the wordproblem component stored on ``doc``."""
    register_extensions()  # a Doc from a pipeline without the component reads as "not run"
    stored = stored_result(doc)
    tokens = tuple(token.text for token in doc)
    if stored is None:
        return ParseResult(doc.text, None, None, (), None, {}, False, tokens)
    return ParseResult(
        text=doc.text,
        graph=stored.graph,
        answer=stored.answer,
        steps=stored.steps,
        abstention=stored.abstention,
        spans=dict(stored.spans),
        is_math_problem=stored.is_math_problem,
        tokens=tokens,
        operation_verbs=stored.operation_verbs,
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
