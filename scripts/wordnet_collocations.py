"""Write ``noun_collocations`` and ``noun_collocations_apart`` of
components/data/words.json from WordNet 3.0.

    apt-get install wordnet-base && python scripts/wordnet_collocations.py

Two-word nouns of WordNet's noun index ("comic_book", "teddy_bear") whose first word is
also a WordNet adjective: the tagger may call that word an adjective, yet it is part of
the noun. Those of them no sense of which is a kind of the second word (no hypernym,
followed to the top, has it as a lemma: "hot dog", "black cat", not "siamese cat") are
nouns apart: a question about the second word does not count them. WordNet 3.0
Copyright 2006 by Princeton University (license: components/data/WORDNET_LICENSE.txt).
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


def _noun_graph() -> tuple[dict[str, list[str]], dict[str, tuple[list[str], list[str]]]]:
    """RETURNS: lemma -> its synset offsets, and offset -> (its lemmas, its hypernyms'
    offsets, instance hypernyms included), from WordNet's noun index and data files."""
    senses = {}
    with (WORDNET / "index.noun").open(encoding="latin-1") as lines:
        for line in lines:
            if not line.startswith("  "):
                parts = line.split()
                pointers = int(parts[3])
                senses[parts[0]] = parts[4 + pointers + 2 :]
    synsets = {}
    with (WORDNET / "data.noun").open(encoding="latin-1") as lines:
        for line in lines:
            if line.startswith("  "):
                continue
            parts = line.split(" | ")[0].split()
            count = int(parts[3], 16)
            lemmas = [parts[4 + 2 * i].lower() for i in range(count)]
            at = 4 + 2 * count
            hypernyms = [
                parts[at + 2 + 4 * i]
                for i in range(int(parts[at]))
                if parts[at + 1 + 4 * i] in ("@", "@i") and parts[at + 3 + 4 * i] == "n"
            ]
            synsets[parts[0]] = (lemmas, hypernyms)
    return senses, synsets


def apart(found: list[str]) -> list[str]:
    """RETURNS (list[str]): the collocations of ``found`` no sense of which is a kind of
    their second word, sorted."""
    senses, synsets = _noun_graph()
    kept = []
    for collocation in found:
        first, second = collocation.split()
        own = senses.get(f"{first}_{second}", [])
        todo, seen = [h for o in own for h in synsets[o][1]], set()
        while todo:
            offset = todo.pop()
            if offset not in seen:
                seen.add(offset)
                todo.extend(synsets[offset][1])
        if not any(second in synsets[o][0] for o in seen):
            kept.append(collocation)
    return sorted(kept)


if __name__ == "__main__":
    data = json.loads(WORDS.read_text(encoding="utf-8"))
    data["noun_collocations"] = collocations()
    data["noun_collocations_apart"] = apart(data["noun_collocations"])
    WORDS.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
