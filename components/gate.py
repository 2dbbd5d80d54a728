"""The math-intent gate: a cheap lexical test run before any rule reads a Doc.

A Doc passes when it has a word, asks a quantity question and states a number. The
question test looks for a 'how' or 'what' token in the Doc's lowercase ids, then runs
one regular expression over the text; only Docs with a cue are scanned for numbers.

The gate is wider than what the rules can answer ("what is the total ..." passes, the
rules read only "how many" and "how much") and never narrower: every Doc the rules
can answer passes it, because the rules need a "how many"/"how much" question and a
number word or a digit too. So the gate only saves work and marks intent; it never
changes a graph.

The cue words are data (``DEFAULT_GATE``), written by the component's ``to_disk``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from spacy.attrs import LOWER
from spacy.strings import get_string_id
from spacy.tokens import Doc

DEFAULT_GATE: dict[str, Any] = {
    "_doc": (
        "Math-intent gate. A text passes when it asks 'how' + one of how_words, or "
        "'what' + an optional what_verb + an optional what_determiner + one of what_nouns, "
        "and states a digit or a number word of numbers.json."
    ),
    "how_words": [
        "many", "much", "long", "far", "old", "fast", "tall", "often", "heavy", "big",
        "large", "expensive", "high",
    ],
    "what_verbs": ["is", "was", "'s", "are", "were", "will be", "would be", "will", "would"],
    "what_determiners": ["the", "their", "his", "her", "its", "our", "your", "my"],
    "what_nouns": [
        "total", "sum", "average", "difference", "combined", "cost", "price", "number",
        "amount", "percentage", "percent", "value", "score", "final score", "total score",
    ],
}  # fmt: skip

GATE_MESSAGES = {
    "empty-input": "the text has no words",
    "no-question": (
        "no sentence asks a quantity question ('how many', 'how much', 'what is the total', "
        "...): the text is not read as a math word problem"
    ),
    "no-quantity": "the text states no number: it is not read as a math word problem",
}

_DIGIT = re.compile(r"\d")


def has_words(doc: Doc) -> bool:
    """RETURNS (bool): whether ``doc`` has a token that is neither space nor punctuation."""
    return any(not t.is_space and not t.is_punct for t in doc)


def _alternatives(words: Iterable[str]) -> str:
    """RETURNS (str): a regex alternation of phrases, longest first, any whitespace inside."""
    phrases = sorted({w.strip().lower() for w in words if w.strip()}, key=lambda w: (-len(w), w))
    return "|".join(r"\s+".join(re.escape(part) for part in p.split()) for p in phrases)


class MathGate:
    """Decides cheaply whether a Doc looks like a math word problem.

    data (dict): the cue words, shaped like DEFAULT_GATE.
    number_words (Iterable[str]): number words that count as a stated number
        ("five", "dozen"); digits always count.
    """

    def __init__(self, data: dict[str, Any], number_words: Iterable[str]) -> None:
        for key in ("how_words", "what_verbs", "what_determiners", "what_nouns"):
            if not isinstance(data.get(key), list):
                raise ValueError(f"gate data: {key!r} must be a list of words")
        self.data = data
        self.number_words = frozenset(w.lower() for w in number_words)
        how = _alternatives(data["how_words"])
        verbs = _alternatives(data["what_verbs"])
        determiners = _alternatives(data["what_determiners"])
        nouns = _alternatives(data["what_nouns"])
        what = rf"what(?:\s*(?:{verbs}))?(?:\s+(?:{determiners}))?\s+(?:{nouns})"
        # a cue starts with one of these tokens: Docs without them skip the regex
        self.cue_starts = frozenset(get_string_id(word) for word in ("how", "what"))
        # letters on neither side: "somehow many" and "whatever" do not count
        self.cue = re.compile(
            rf"(?<![^\W\d_])(?:how\s+(?:{how})|{what})(?![^\W\d_])", re.IGNORECASE
        )

    @classmethod
    def from_rules(cls, data: dict[str, Any], numbers: dict[str, Any]) -> MathGate:
        """Build the gate with the number words of the parser's ``numbers`` rule data.

        data (dict): the cue words, shaped like DEFAULT_GATE.
        numbers (dict): the content of ``numbers.json`` (units, scales, collectives).
        RETURNS (MathGate): the gate.
        """
        words = [*numbers["units"], *numbers["scales"], *numbers["collectives"]]
        return cls(data, words)

    def asks(self, text: str) -> bool:
        """RETURNS (bool): whether ``text`` asks a quantity question."""
        return self.cue.search(text) is not None

    def doc_asks(self, doc: Doc, text: str | None = None) -> bool:
        """RETURNS (bool): whether ``doc`` asks a quantity question.

        The lowercase token ids are compared first (one array copy, no Python
        objects per token): only a Doc with a 'how' or 'what' token has its text searched.
        text (str | None): ``doc.text``, if the caller has it (spaCy rebuilds it per access).
        """
        if self.cue_starts.isdisjoint(doc.to_array(LOWER).tolist()):
            return False
        return self.asks(doc.text if text is None else text)

    def states_number(self, doc: Doc, text: str | None = None) -> bool:
        """RETURNS (bool): whether ``doc`` has a digit or a number word."""
        if _DIGIT.search(doc.text if text is None else text):
            return True
        words = self.number_words
        return any(token.lower_ in words for token in doc)

    def check(self, doc: Doc) -> str | None:
        """Apply the gate.

        doc (Doc): a tokenized Doc (no parse needed).
        RETURNS (str | None): None when ``doc`` passes, else the abstention code that
            says why not: ``empty-input``, ``no-question`` or ``no-quantity``, checked
            in the order the rules check them.
        """
        text = doc.text  # built once: spaCy joins the tokens on every access
        if not self.doc_asks(doc, text):
            if not has_words(doc):
                return "empty-input"
            return "no-question"
        if not self.states_number(doc, text):
            return "no-quantity"
        return None
