"""The ``wordproblem`` pipeline component: a factory and its Pipe, after spaCy's SpanRuler."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from spacy.language import Language
from spacy.pipeline import Pipe
from spacy.tokens import Doc
from spacy.training import Example

from .extensions import RESULT_ATTR, register_extensions
from .reader import ProblemReader, read_result
from .rules import default_rules, read_rules, write_rules

REQUIRED_ANNOTATIONS = ("DEP", "POS", "TAG", "LEMMA")


@Language.factory(
    "wordproblem",
    assigns=[f"doc._.{RESULT_ATTR}"],
    requires=["token.dep", "token.pos", "token.tag", "token.lemma", "doc.sents"],
    default_config={"math_parser_enabled": True, "max_chars": 20000},
)
def make_wordproblem(
    nlp: Language, name: str, math_parser_enabled: bool, max_chars: int
) -> MathParser:
    """Create a MathParser with the rules that ship with the package."""
    return MathParser(nlp, name, math_parser_enabled=math_parser_enabled, max_chars=max_chars)


class MathParser(Pipe):
    """Reads a parsed math word problem into a graph, its solution, or an abstention.

    nlp (Language): the pipeline it belongs to.
    name (str): the component's name.
    math_parser_enabled (bool): False makes the component a pass-through.
    max_chars (int): longer texts abstain with ``too-long`` instead of being read.
    """

    def __init__(
        self,
        nlp: Language,
        name: str = "wordproblem",
        *,
        math_parser_enabled: bool = True,
        max_chars: int = 20000,
    ) -> None:
        register_extensions()
        self.nlp = nlp
        self.name = name
        self.math_parser_enabled = math_parser_enabled
        self.max_chars = max_chars
        self.set_rules(default_rules())

    def set_rules(self, rules: dict[str, Any]) -> None:
        """Replace the rule data (numbers, verbs, words, roles)."""
        self.rules = rules
        self.reader = ProblemReader(self.nlp.vocab, rules)

    def initialize(
        self,
        get_examples: Callable[[], Iterable[Example]] | None = None,
        *,
        nlp: Language | None = None,
        rules: dict[str, Any] | None = None,
    ) -> None:
        """Load rule data: ``rules`` if given, else the package's defaults."""
        self.set_rules(rules if rules is not None else default_rules())

    def __call__(self, doc: Doc) -> Doc:
        """Read ``doc`` and store the result on ``doc._.wp_result``."""
        error_handler = self.get_error_handler()
        try:
            if not self.math_parser_enabled:
                return doc
            self._check_annotations(doc)
            if len(doc.text) > self.max_chars:
                doc._.set(RESULT_ATTR, _too_long(len(doc.text), self.max_chars))
                return doc
            doc._.set(RESULT_ATTR, read_result(self.reader, doc))
            return doc
        except Exception as exc:
            error_handler(self.name, self, [doc], exc)
            return doc

    def _check_annotations(self, doc: Doc) -> None:
        if len(doc) and not all(doc.has_annotation(attr) for attr in REQUIRED_ANNOTATIONS):
            missing = [a for a in REQUIRED_ANNOTATIONS if not doc.has_annotation(a)]
            raise ValueError(
                f"[wordproblem] the Doc has no {', '.join(missing)} annotation: add the "
                "'wordproblem' component after a tagger, parser and lemmatizer "
                "(e.g. to en_core_web_sm)"
            )

    def to_disk(self, path: str | Path, *, exclude: Iterable[str] = ()) -> None:
        """Write the rule data to the folder ``path``."""
        write_rules(self.rules, path)

    def from_disk(self, path: str | Path, *, exclude: Iterable[str] = ()) -> MathParser:
        """Replace the rule data with the one in ``path``."""
        self.set_rules(read_rules(path))
        return self

    def to_bytes(self, *, exclude: Iterable[str] = ()) -> bytes:
        import srsly

        return srsly.msgpack_dumps(self.rules)

    def from_bytes(self, data: bytes, *, exclude: Iterable[str] = ()) -> MathParser:
        import srsly

        self.set_rules(srsly.msgpack_loads(data))
        return self


def _too_long(size: int, limit: int) -> dict[str, Any]:
    return {
        "graph": None,
        "answer": None,
        "steps": [],
        "spans": {},
        "abstention": {
            "code": "too-long",
            "message": f"the text has {size} characters; the limit (max_chars) is {limit}",
            "sentence": None,
        },
    }
