"""Write ``noun_collocations`` of components/data/words.json from WordNet 3.0.

    apt-get install wordnet-base && python scripts/wordnet_collocations.py

Two-word nouns of WordNet's noun index ("comic_book", "teddy_bear") whose first word is
also a WordNet adjective: the tagger may call that word an adjective, yet it is part of
the noun. WordNet 3.0 Copyright 2006 by Princeton University (license:
components/data/WORDNET_LICENSE.txt).
"""

from __future__ import annotations

import json
from pathlib import Path

WORDNET = Path("/usr/share/wordnet")
WORDS = Path(__file__).resolve().parent.parent / "components/data/words.json"


def _lemmas(path: Path) -> set[str]:
    with path.open(encoding="latin-1") as lines:
        return {line.split()[0] for line in lines if not line.startswith("  ")}


def collocations() -> list[str]:
    """RETURNS (list[str]): the two-word nouns whose first word is an adjective, sorted."""
    nouns, adjectives = _lemmas(WORDNET / "index.noun"), _lemmas(WORDNET / "index.adj")
    found = set()
    for noun in nouns:
        parts = noun.split("_")
        plain = noun.replace("_", "").replace("-", "").replace("'", "").replace(".", "")
        if len(parts) == 2 and parts[0] in adjectives and plain.isalpha() and noun.isascii():
            found.add(" ".join(parts))
    return sorted(found)


if __name__ == "__main__":
    data = json.loads(WORDS.read_text(encoding="utf-8"))
    data["noun_collocations"] = collocations()
    WORDS.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
