"""The public API: parse one text or many into graphs, answers and abstentions."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache
from html import escape
from itertools import islice
from typing import Any

import msgspec
from spacy.language import Language
from spacy.tokens import Doc
from wordproblem.components.abstention import Abstention
from wordproblem.components.constants import STORED_KEYS as STORED_KEYS  # the stored dict's keys
from wordproblem.components.extensions import RESULT_ATTR, register_extensions, stored_result
from wordproblem.components.math_parser import MathParser
from wordproblem.models import MathProblemGraph, Quantity, Step

from .config import RuntimeConfig
from .loading import load_nlp
from .views import render_html, render_text

NOT_EVALUATED = (
    "Not evaluated: the Doc has no wordproblem result (the component is switched off or "
    "did not run on it, or the Doc's user data was not kept)."
)


class ParseResult(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What the parser made of one text.

    text (str): the input.
    graph (MathProblemGraph | None): the graph, None when the parser abstained.
    answer (Quantity | None): the solver's answer to the graph.
    steps (tuple[Step, ...]): the solver's steps, one per operation of the graph.
    abstention (Abstention | None): why there is no graph.
    spans (dict): token ranges each kind of graph element came from.
    is_math_problem (bool | None): the text passed the math-intent gate; False means it
        was not read (the abstention then says which cue was missing); None means nothing
        was evaluated: the component is switched off, or the text was refused before the
        gate (``invalid-text``, or longer than ``nlp.max_length``: the abstention says so).
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
    is_math_problem: bool | None = True
    tokens: tuple[str, ...] = ()
    operation_verbs: tuple[str | None, ...] = ()

    def as_json(self) -> dict[str, Any]:
        """RETURNS (dict): JSON-ready builtins, the graph in canonical form."""
        return msgspec.to_builtins(self)

    def _viewed(self) -> ParseResult | None:
        """The result for the views; None when nothing was evaluated."""
        if self.graph is None and self.abstention is None:
            return None
        if self.is_math_problem is None:  # refused before the gate: the parser abstained
            return msgspec.structs.replace(self, is_math_problem=True)
        return self

    def to_text(self, *, include_text: bool = True) -> str:
        """The terminal view: the graph, the steps in English and the answer, or the abstention.

        include_text (bool): start with the problem text.
        RETURNS (str): plain text, no trailing newline.
        """
        viewed = self._viewed()
        if viewed is None:
            lines = [self.text.strip(), ""] if include_text else []
            return "\n".join([*lines, NOT_EVALUATED])
        return render_text(self.text, viewed, include_text=include_text)

    def to_html(self) -> str:
        """RETURNS (str): the notebook view as one HTML ``<div>``."""
        viewed = self._viewed()
        if viewed is None:
            return (
                '<div class="wordproblem" style="font-family: Helvetica, Arial, sans-serif">'
                f"<p>{escape(self.text)}</p><p><b>{escape(NOT_EVALUATED)}</b></p></div>"
            )
        return render_html(self.text, self.tokens, viewed)

    def _repr_html_(self) -> str:
        return self.to_html()

    def __str__(self) -> str:
        return self.to_text()


def result_from_doc(doc: Doc) -> ParseResult:
    """The result the wordproblem component stored on ``doc``.

    doc (Doc): a Doc; one without a stored result (the component did not run on it, or
        ``DocBin`` dropped its user data) gives a result of nothing evaluated:
        ``is_math_problem`` None, no graph and no abstention.
    RETURNS (ParseResult): the result.
    """
    register_extensions()  # a Doc from a pipeline without the component reads as "not run"
    stored = stored_result(doc)
    tokens = tuple(token.text for token in doc)
    if stored is None:
        return ParseResult(doc.text, None, None, (), None, {}, None, tokens)
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


class ParseError(RuntimeError):
    """The pipeline raised on one text: a bug (or a broken pipeline), never an abstention.

    index (int): the text's 0-based position in the input.
    text (str): the text.
    cause (Exception): what was raised (also ``__cause__``).
    """

    def __init__(self, index: int, text: str, cause: Exception) -> None:
        shown = text if len(text) <= 60 else text[:57] + "..."
        first = (str(cause).strip().splitlines() or [""])[0]
        super().__init__(f"text {index} ({shown!r}): {type(cause).__name__}: {first}")
        self.index = index
        self.text = text
        self.cause = cause
        self.__cause__ = cause


class MissingComponentError(ValueError):
    """``parse`` was given a pipeline without the wordproblem component."""


def _component(nlp: Language) -> MathParser:
    """RETURNS (MathParser): the pipeline's wordproblem component.

    RAISES MissingComponentError: it has none; the message says how to add one.
    """
    for _, pipe in nlp.pipeline:
        if isinstance(pipe, MathParser):
            return pipe
    names = ", ".join(nlp.pipe_names) or "none"
    raise MissingComponentError(
        f"the pipeline has no wordproblem component (its components: {names}), so nothing "
        "would be parsed; add it with nlp.add_pipe('wordproblem'), or build a pipeline "
        "with wordproblem.load_nlp()"
    )


class _Refusals:
    """Texts answered without running the model: invalid Unicode and over-long texts.

    nlp (Language): the pipeline the other texts go through.
    RAISES MissingComponentError: ``nlp`` has no wordproblem component.
    """

    def __init__(self, nlp: Language) -> None:
        self.nlp = nlp
        self.component = _component(nlp)

    def check(self, text: str) -> ParseResult | None:
        """RETURNS (ParseResult | None): the result of a refused text, None to parse it."""
        if not isinstance(text, str):
            raise TypeError(f"parse() takes a str, got {type(text).__name__}")
        if not text.isascii():
            try:
                text.encode("utf-8")
            except UnicodeEncodeError as exc:
                message = (
                    f"the text holds a lone surrogate U+{ord(text[exc.start]):04X} at "
                    f"character {exc.start}, which is not valid Unicode"
                )
                return _unread(text, Abstention("invalid-text", message))
        enabled = self.component.math_parser_enabled
        if enabled and len(text) > self.component.max_chars:
            if len(text) <= self.nlp.max_length:
                doc = self.nlp.tokenizer(text)  # the gate reads tokens only: no tagger, no parser
                doc._.set(RESULT_ATTR, self.component.refusal(doc))
                return result_from_doc(doc)
            message = (
                f"the text has {len(text)} characters, more than spaCy reads "
                f"(nlp.max_length {self.nlp.max_length}); the gate was not run"
            )
            return _unread(text, Abstention("too-long", message))
        if len(text) > self.nlp.max_length:
            message = (
                f"the text has {len(text)} characters; nlp.max_length is {self.nlp.max_length}"
            )
            return _unread(text, Abstention("too-long", message) if enabled else None)
        return None


def _unread(text: str, abstention: Abstention | None) -> ParseResult:
    return ParseResult(
        text=text,
        graph=None,
        answer=None,
        steps=(),
        abstention=abstention,
        spans={},
        is_math_problem=None,  # the gate was not run
    )


def parse(text: str, nlp: Language | None = None) -> ParseResult:
    """Parse one problem.

    A text that is not valid Unicode (a lone surrogate) abstains with ``invalid-text``
    and one longer than the component's ``max_chars`` with ``too-long``, both before the
    model runs.

    text (str): the problem, body and question.
    nlp (Language | None): a pipeline with the wordproblem component; default_nlp() if None.
    RETURNS (ParseResult): the graph and answer, or the abstention.
    RAISES MissingComponentError: ``nlp`` has no wordproblem component.
    """
    pipeline = nlp or default_nlp()
    refused = _Refusals(pipeline).check(text)
    if refused is not None:
        return refused
    return result_from_doc(pipeline(text))


def parse_many(
    texts: Iterable[str],
    nlp: Language | None = None,
    *,
    batch_size: int = 64,
    n_process: int = 1,
) -> Iterator[ParseResult]:
    """Parse many problems with ``nlp.pipe`` batching, in input order.

    One result per text whatever its neighbours are: a text the pipeline raises on is
    parsed again alone, so it alone fails, with a ``ParseError`` naming its index.

    texts (Iterable[str]): the problems.
    nlp (Language | None): as for ``parse``.
    batch_size (int): texts per batch.
    n_process (int): worker processes.
    RETURNS (Iterator[ParseResult]): one result per text, parsed as it is asked for.
    RAISES MissingComponentError: ``nlp`` has no wordproblem component (at once).
    RAISES ParseError: the pipeline raised on a text (after every result before it).
    """
    outcomes = parse_outcomes(texts, nlp, batch_size=batch_size, n_process=n_process)
    return _raising(outcomes)


def _raising(outcomes: Iterator[ParseResult | ParseError]) -> Iterator[ParseResult]:
    for outcome in outcomes:
        if isinstance(outcome, ParseError):
            raise outcome
        yield outcome


def parse_outcomes(
    texts: Iterable[str],
    nlp: Language | None = None,
    *,
    batch_size: int = 64,
    n_process: int = 1,
) -> Iterator[ParseResult | ParseError]:
    """Like ``parse_many``, but a text the pipeline raises on yields its ``ParseError``
    in its place, and the texts after it are still parsed.

    With ``n_process > 1`` a batch a worker fails on (or cannot send back) is parsed
    again in this process, text by text; the run does not stop or hang.

    RETURNS (Iterator[ParseResult | ParseError]): exactly one per text, in input order.
    RAISES MissingComponentError: ``nlp`` has no wordproblem component (at once).
    """
    pipeline = nlp or default_nlp()
    return _outcomes(pipeline, _Refusals(pipeline), texts, batch_size, n_process)


def _outcomes(
    pipeline: Language,
    refusals: _Refusals,
    texts: Iterable[str],
    batch_size: int,
    n_process: int,
) -> Iterator[ParseResult | ParseError]:
    items = enumerate(texts)
    if n_process == 1:
        while chunk := list(islice(items, batch_size)):
            yield from _serial(pipeline, refusals, chunk)
    else:
        yield from _parallel(pipeline, refusals, items, batch_size, n_process)


def _one(nlp: Language, index: int, text: str) -> ParseResult | ParseError:
    try:
        return result_from_doc(nlp(text))
    except Exception as exc:
        return ParseError(index, text, exc)


def _from_doc(index: int, doc: Doc) -> ParseResult | ParseError:
    try:
        return result_from_doc(doc)
    except Exception as exc:
        return ParseError(index, doc.text, exc)


def _serial(
    nlp: Language, refusals: _Refusals, chunk: list[tuple[int, str]]
) -> Iterator[ParseResult | ParseError]:
    outcomes: dict[int, ParseResult | ParseError] = {}
    todo: list[tuple[int, str]] = []
    for index, text in chunk:
        refused = refusals.check(text)
        if refused is None:
            todo.append((index, text))
        else:
            outcomes[index] = refused
    try:
        docs = list(nlp.pipe([text for _, text in todo], batch_size=max(len(todo), 1)))
    except Exception:  # one text broke the batch: parse each alone to find which
        outcomes.update((index, _one(nlp, index, text)) for index, text in todo)
    else:
        outcomes.update(
            (index, _from_doc(index, doc)) for (index, _), doc in zip(todo, docs, strict=True)
        )
    for index, _ in chunk:
        yield outcomes[index]


def _parallel(
    nlp: Language,
    refusals: _Refusals,
    items: Iterator[tuple[int, str]],
    batch_size: int,
    n_process: int,
) -> Iterator[ParseResult | ParseError]:
    # Texts travel with their index (as_tuples), so a batch a worker lost shows as a
    # gap in the indices that come back; its texts are parsed here, alone.
    early: dict[int, ParseResult] = {}
    pending: dict[int, str] = {}
    failures: list[Exception] = []

    def feed() -> Iterator[tuple[str, int]]:
        for index, text in items:
            refused = refusals.check(text)
            if refused is None:
                pending[index] = text
                yield text, index
            else:
                early[index] = refused

    def upto(stop: int | None) -> Iterator[ParseResult | ParseError]:
        for index in sorted(i for i in (*early, *pending) if stop is None or i < stop):
            yield early.pop(index) if index in early else _one(nlp, index, pending.pop(index))

    def record(name: Any, proc: Any, docs: Any, exc: Exception) -> None:
        if name is not None:  # a component's own error (in a worker or here): as before
            return saved(name, proc, docs, exc)
        failures.append(exc)  # a worker's report: its batch comes back empty, parsed here

    saved = nlp.default_error_handler
    nlp.default_error_handler = record
    try:
        pairs = nlp.pipe(feed(), as_tuples=True, batch_size=batch_size, n_process=n_process)
        for doc, index in pairs:
            yield from upto(index)
            pending.pop(index)
            yield _from_doc(index, doc)
    finally:
        nlp.default_error_handler = saved
    yield from upto(None)
