"""Names the component, its factory and its Doc extensions share.

A leaf module: it imports nothing of the package, so ``factory.py`` (the light module
the ``spacy_factories`` entry point imports), ``extensions.py`` and ``math_parser.py``
can all read it without importing each other.
"""

from __future__ import annotations

FACTORY_NAME = "wordproblem"

# The one Doc extension that holds data (a plain dict), and the typed getters over it.
RESULT_ATTR = "wp_result"
GETTER_ATTRS = ("math_graph", "math_answer", "math_steps", "math_abstention", "is_math_problem")

# The keys of the stored dict. ``operation_verbs`` (one verb lemma or None per graph
# operation, e.g. "give away") is absent from results stored by older versions.
STORED_KEYS = (
    "is_math_problem",
    "graph",
    "answer",
    "steps",
    "abstention",
    "spans",
    "operation_verbs",
)

# Plain JSON values only: the rule data is state, written by to_disk, never config.
DEFAULT_CONFIG: dict[str, bool | int] = {"math_parser_enabled": True, "max_chars": 20000}

__all__ = ["DEFAULT_CONFIG", "FACTORY_NAME", "GETTER_ATTRS", "RESULT_ATTR", "STORED_KEYS"]
