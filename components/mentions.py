"""Holders: the name a mention gives an entity, and what a pronoun refers to."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from spacy.tokens import Doc, Token

from .abstention import Abstain

PLURAL = "<plural>"


def holder_name(token: Token, titles: set[str]) -> str | None:
    """Name of the holder ``token`` mentions, or None if it is not a noun.

    Proper names as written with their titles and name parts ("Mrs. Lee");
    a common noun as its lowercase lemma with noun compounds ("toy store").
    """
    if token.pos_ == "PROPN" or (token.tag_ in ("NNP", "NNPS")):
        parts = [
            c
            for c in token.lefts
            if c.dep_ in ("compound", "flat", "nmod")
            and (c.pos_ == "PROPN" or c.lower_ in titles)
            and c.i >= token.i - 3
        ]
        return " ".join(t.text for t in [*parts, token])
    if token.pos_ == "NOUN":
        compounds = [c.lower_ for c in token.lefts if c.dep_ == "compound" and c.pos_ == "NOUN"]
        return " ".join([*compounds, token.lemma_.lower()])
    return None


@dataclass
class Mentions:
    """Tracks holder mentions in text order and resolves pronouns against them.

    words (dict): the ``words.json`` rules.
    """

    words: dict[str, Any]
    first: dict[str, int] = field(default_factory=dict)
    persons: list[tuple[int, str]] = field(default_factory=list)
    things: list[tuple[int, str]] = field(default_factory=list)
    gender: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.titles = set(self.words["titles"])
        self.pronouns: dict[str, str] = self.words["pronouns"]
        self.plural = set(self.words["plural_pronouns"])
        self.gendered = {
            noun: gender for gender, nouns in self.words["gendered_nouns"].items() for noun in nouns
        }

    def scan(self, doc: Doc) -> None:
        """Record every noun mention of ``doc`` (first mention and kind)."""
        for token in doc:
            name = holder_name(token, self.titles)
            if name is None or token.like_num:
                continue
            self.first.setdefault(name, token.i)
            person = token.pos_ == "PROPN" or token.tag_ in ("NNP", "NNPS")
            if person or token.lemma_.lower() in self.gendered:
                self.persons.append((token.i, name))
                for word in [token.lower_, *(c.lower_ for c in token.lefts)]:
                    if word in self.gendered:
                        self.gender.setdefault(name, self.gendered[word])
            else:
                self.things.append((token.i, name))

    def name(self, token: Token, exclude: str | None = None) -> str:
        """Resolve ``token`` to a holder name, PLURAL for they/we, or abstain.

        token (Token): a noun or pronoun.
        exclude (str | None): a holder the token cannot refer to (the clause's subject,
            for an object pronoun).
        """
        word = token.lower_
        if word in self.plural:
            return PLURAL
        if word in self.pronouns:
            return self._resolve(token, self.pronouns[word], exclude)
        name = holder_name(token, self.titles)
        if name is None:
            raise Abstain("unresolved-holder", f"{token.text!r} does not name a holder", token)
        return name

    def _resolve(self, token: Token, gender: str, exclude: str | None) -> str:
        pool = self.things if gender == "thing" else self.persons
        names: list[str] = []
        for i, name in pool:
            if i >= token.i:
                break
            if name == exclude or self.gender.get(name, gender) != gender:
                continue
            if name not in names:
                names.append(name)
        if gender == "thing" and names:
            return names[-1]
        if len(names) != 1:
            found = ", ".join(names) if names else "none"
            raise Abstain(
                "unresolved-pronoun",
                f"{token.text!r} could refer to more than one holder ({found})"
                if names
                else f"{token.text!r} has no antecedent",
                token,
            )
        self.gender.setdefault(names[0], gender)
        return names[0]
