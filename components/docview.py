"""Token attributes read once per Doc, for the reader's loops over a whole Doc.

spaCy makes a new ``Token`` object at every ``doc[i]`` and every step of ``for t in doc``,
and looks its strings up at every ``token.lower_``; about half of the component's time
went there (``python -m wordproblem.evals.benchmark --profile``). While ``read_result``
reads a Doc, it holds one ``DocView`` of it: the tokens made once, their lowercase
forms, and the sentences.
Outside a reading, ``view(doc)`` builds a fresh view, so callers never see a stale one.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from weakref import WeakKeyDictionary

from spacy.attrs import LOWER
from spacy.tokens import Doc, Span, Token


class DocView:
    """The tokens, lowercase forms and sentences of one Doc, made once.

    doc (Doc): the Doc; it must not change while the view is used.
    memo (dict[str, Any]): what a stage computes once per Doc (its key names the stage).
    """

    __slots__ = ("_sent_index", "_sents", "doc", "lower", "memo", "tokens")

    def __init__(self, doc: Doc) -> None:
        self.doc = doc
        self.tokens: list[Token] = list(doc)
        strings = doc.vocab.strings
        self.lower: list[str] = [strings[key] for key in doc.to_array(LOWER).tolist()]
        self._sents: list[Span] | None = None
        self._sent_index: list[int] | None = None
        # per-Doc results a stage computes once (keys named by the stage's module)
        self.memo: dict[str, Any] = {}

    @property
    def sents(self) -> list[Span]:
        """RETURNS (list[Span]): the Doc's sentences, in order."""
        if self._sents is None:
            self._sents = list(self.doc.sents)
        return self._sents

    def sent(self, i: int) -> Span:
        """RETURNS (Span): the sentence of token ``i`` (as ``doc[i].sent``)."""
        if self._sent_index is None:
            index = [0] * len(self.tokens)
            for n, sent in enumerate(self.sents):
                index[sent.start : sent.end] = [n] * (sent.end - sent.start)
            self._sent_index = index
        return self.sents[self._sent_index[i]]


_VIEWS: WeakKeyDictionary[Doc, DocView] = WeakKeyDictionary()


@contextmanager
def viewing(doc: Doc) -> Iterator[DocView]:
    """Hold one view of ``doc`` for the calls inside the ``with`` block."""
    held = _VIEWS.get(doc)
    if held is not None:  # a reading inside a reading shares the outer view
        yield held
        return
    made = _VIEWS[doc] = DocView(doc)
    try:
        yield made
    finally:
        _VIEWS.pop(doc, None)


def view(doc: Doc) -> DocView:
    """RETURNS (DocView): the view held by ``viewing(doc)``, else a new one."""
    held = _VIEWS.get(doc)
    return held if held is not None else DocView(doc)
