"""What every construction is given, and what it must provide."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from spacy.tokens import Token

from ..clauses import Clause, Roles
from ..ir import Fact
from ..rules import Frame, RuleSet


@dataclass(frozen=True)
class Context:
    """The rules and the Doc-wide findings a construction may read.

    rules (RuleSet): the compiled rule data.
    roles (dict): verb index -> role label -> [(argument, preposition text)].
    """

    rules: RuleSet
    roles: dict[int, Roles]

    def frame(self, clause: Clause) -> tuple[str, Frame] | None:
        """RETURNS: (key, frame) of the clause's verb in the lexicon, None if absent."""
        return self.rules.lexicon.lookup(clause.verb.lemma_.lower(), list(clause.particles))


class Construction(Protocol):
    """A kind of clause the reader understands."""

    name: str

    def claims(self, clause: Clause, context: Context) -> bool:
        """RETURNS (bool): whether this construction reads ``clause``."""
        ...

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        """RETURNS (list[Fact]): the clause's facts. RAISES Abstain: it cannot."""
        ...


def is_generic(subject: Token) -> bool:
    """RETURNS (bool): a common-noun subject ("the rabbits"), not a name or a pronoun."""
    from ..mentions import is_proper

    return subject.pos_ == "NOUN" and not is_proper(subject)
