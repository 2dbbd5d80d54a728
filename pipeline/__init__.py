"""Build the wordproblem pipeline and parse problems with it."""

from .api import (
    MissingComponentError,
    ParseError,
    ParseResult,
    default_nlp,
    parse,
    parse_many,
    parse_outcomes,
    result_from_doc,
)
from .config import MODEL_CANDIDATES, RuntimeConfig
from .loading import ModelNotFoundError, load_nlp

__all__ = [
    "MODEL_CANDIDATES",
    "MissingComponentError",
    "ModelNotFoundError",
    "ParseError",
    "ParseResult",
    "RuntimeConfig",
    "default_nlp",
    "load_nlp",
    "parse",
    "parse_many",
    "parse_outcomes",
    "result_from_doc",
]
