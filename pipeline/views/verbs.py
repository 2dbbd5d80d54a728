"""The simple past of an English verb, for the English steps ("spend" -> "spent").

The past of a verb the spelling rule below does not give (irregular verbs, doubled
consonants: "give" -> "gave", "drop" -> "dropped") is looked up in ``data/past_tense.json``,
a table made from the LemmInflect library's lexicon by ``past_tense_table``; every
other verb takes the rule ("collect" -> "collected", "bake" -> "baked", "carry" -> "carried"). So
the realizer gives LemmInflect's past for every verb LemmInflect knows, without loading
its tables (0.2 s of CPU) in each one-shot run. LemmInflect is needed only to rebuild
the table (``pip install lemminflect``; it is in the ``test`` extra).
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib.resources import files

__all__ = ["TABLE", "past_tense", "regular_past"]

TABLE = files("wordproblem.pipeline.views").joinpath("data/past_tense.json")

_CONSONANT_Y = re.compile(r"[^aeiou]y$")


def regular_past(verb: str) -> str:
    """RETURNS (str): the past by the spelling rule: +d after e, y -> ied, else +ed."""
    if verb.endswith("e"):
        return verb + "d"
    if _CONSONANT_Y.search(verb):
        return verb[:-1] + "ied"
    return verb + "ed"


@lru_cache(maxsize=1)
def _table() -> dict[str, str]:
    return json.loads(TABLE.read_text(encoding="utf-8"))


def past_tense(verb: str) -> str:
    """Put a verb lemma, with its particle if it has one, in the simple past.

    verb (str): the lemma as the lexicon keys it: "spend", "give away".
    RETURNS (str): "spent", "gave away".
    """
    head, _, particle = verb.strip().partition(" ")
    past = _table().get(head) or regular_past(head)
    return f"{past} {particle}" if particle else past
