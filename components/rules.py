"""The rule data a parser reads: number words, the verb lexicon, word lists, role patterns.

Rules are plain JSON-ready data. They are read from the package's ``data/`` folder
by default, can be given inline at ``initialize``, and are written by ``to_disk``.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any

import srsly

RULE_FILES = {
    "numbers": "numbers.json",
    "verbs": "verbs.json",
    "words": "words.json",
    "roles": "roles.jsonl",
}


class RuleError(ValueError):
    """Rule data is missing or malformed."""


def default_rules() -> dict[str, Any]:
    """RETURNS (dict): the rules that ship with the package."""
    folder = resources.files("wordproblem.components") / "data"
    return {key: _read(folder / name, key) for key, name in RULE_FILES.items()}


def read_rules(path: str | Path) -> dict[str, Any]:
    """Read every rule file from ``path``.

    path (str | Path): a folder written by ``write_rules``.
    RETURNS (dict): the rules, keyed like RULE_FILES.
    """
    folder = Path(path)
    return {key: _read(folder / name, key) for key, name in RULE_FILES.items()}


def write_rules(rules: dict[str, Any], path: str | Path) -> None:
    """Write ``rules`` to the folder ``path``, one file per key of RULE_FILES."""
    folder = Path(path)
    folder.mkdir(parents=True, exist_ok=True)
    for key, name in RULE_FILES.items():
        if name.endswith(".jsonl"):
            srsly.write_jsonl(folder / name, rules[key])
        else:
            srsly.write_json(folder / name, rules[key])


def _read(path: Any, key: str) -> Any:
    try:
        text = path.read_text(encoding="utf8")
    except OSError as exc:
        raise RuleError(f"rule file for {key!r} cannot be read: {path}") from exc
    try:
        if str(path).endswith(".jsonl"):
            return [srsly.json_loads(line) for line in text.splitlines() if line.strip()]
        return srsly.json_loads(text)
    except ValueError as exc:
        raise RuleError(f"rule file for {key!r} is not valid JSON: {path}: {exc}") from exc


class VerbLexicon:
    """Frames of verbs, keyed by lemma or 'lemma particle'.

    data (dict): the content of ``verbs.json``.
    """

    def __init__(self, data: dict[str, Any]) -> None:
        self.frames: dict[str, dict[str, Any]] = {}
        defaults = data.get("defaults", {})
        overrides = data.get("parties", {})
        self.money_gain: set[str] = set(data.get("money_gain", []))
        implicit = set(data.get("implicit_party", []))
        consume = set(data.get("consume", []))
        for cls in ("gain", "lose"):
            for key in data.get(cls, []):
                parties = overrides.get(key, defaults.get(cls, {}).get("parties", []))
                self._add(
                    key,
                    {
                        "class": cls,
                        "parties": list(parties),
                        "implicit_party": key in implicit,
                        "consume": key in consume,
                    },
                )
        places = data.get("places", {})
        for cls in ("arrive", "depart"):
            for key in data.get(cls, []):
                self._add(
                    key,
                    {"class": cls, "parties": list(places.get(cls, [])), "implicit_party": True},
                )
        for key in data.get("possess", []):
            self._add(key, {"class": "possess", "parties": []})
        for key, spec in data.get("scale", {}).items():
            if spec.get("kind") not in ("multiply", "divide"):
                raise RuleError(f"verbs.json: scale verb {key!r} has kind {spec.get('kind')!r}")
            self._add(key, {"class": "scale", "parties": [], **spec})

    def _add(self, key: str, frame: dict[str, Any]) -> None:
        if key in self.frames:
            raise RuleError(f"verbs.json: {key!r} is listed twice")
        self.frames[key] = frame

    def lookup(self, lemma: str, particles: list[str]) -> tuple[str, dict[str, Any]] | None:
        """RETURNS: (key, frame) for the verb with the first fitting particle, else None."""
        for particle in particles:
            key = f"{lemma} {particle}"
            if key in self.frames:
                return key, self.frames[key]
        if lemma in self.frames:
            return lemma, self.frames[lemma]
        return None
