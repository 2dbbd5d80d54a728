"""Rebuild the past-tense table of ``verbs.py`` from LemmInflect's lexicon (a dev tool).

    python -m wordproblem.pipeline.views.past_tense_table

LemmInflect is needed only here (``pip install lemminflect``; it is in the ``test``
extra); the package reads the table it writes, never LemmInflect.
"""

from __future__ import annotations

import json
from pathlib import Path

from .verbs import TABLE, regular_past


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
