"""Build the wordproblem pipeline and parse problems with it."""

from .api import ParseResult, default_nlp, parse, parse_many, result_from_doc
from .config import MODEL_CANDIDATES, RuntimeConfig
from .loading import ModelNotFoundError, load_nlp

__all__ = [
    "MODEL_CANDIDATES",
    "ModelNotFoundError",
    "ParseResult",
    "RuntimeConfig",
    "default_nlp",
    "load_nlp",
    "parse",
    "parse_many",
    "result_from_doc",
]
