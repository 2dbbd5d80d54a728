"""The simple past of an English verb, for the English steps ("spend" -> "spent").

The past of a verb the spelling rule below does not give (irregular verbs, doubled
consonants: "give" -> "gave", "drop" -> "dropped") is looked up in ``data/past_tense.json``,
a table made from the LemmInflect library's lexicon by ``write_table``; every other verb
takes the rule ("collect" -> "collected", "bake" -> "baked", "carry" -> "carried"). So
the realizer gives LemmInflect's past for every verb LemmInflect knows, without loading
its tables (0.2 s of CPU) in each one-shot run. LemmInflect is needed only to rebuild
the table (``pip install lemminflect``; it is in the ``test`` extra).
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib.resources import files
from pathlib import Path

__all__ = ["TABLE", "build_table", "past_tense", "regular_past", "write_table"]

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


def build_table() -> dict[str, str]:
    """Make the table from LemmInflect: each verb whose past the rule does not give.

    RETURNS (dict[str, str]): lemma -> past, sorted by lemma.
    """
    from lemminflect import getInflection
    from lemminflect.core.Inflections import Inflections

    # LemmInflect has no public list of its lemmas: its lookup dict is the lexicon.
    lexicon = Inflections()._getInflDict()
    table = {}
    for lemma in sorted(lexicon):
        if "VBD" not in lexicon[lemma] or not lemma.isalpha() or not lemma.islower():
            continue
        past = getInflection(lemma, tag="VBD")[0]
        if past != regular_past(lemma):
            table[lemma] = past
    return table


def write_table(path: Path | None = None) -> int:
    """Write ``build_table()`` to ``path`` (default: the package's table, in a checkout).

    RETURNS (int): the number of verbs written.
    """
    path = Path(str(TABLE)) if path is None else path
    table = build_table()
    path.write_text(json.dumps(table, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    return len(table)


if __name__ == "__main__":
    print(f"{write_table()} verbs written to {TABLE}")
