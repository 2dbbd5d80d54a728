"""What every construction is given, and what it must provide."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

import msgspec

from ..clauses.clauses import Clause, Roles
from ..docview import Tok
from ..ir import Amount, Attachment, Fact, Query
from ..resolve.mentions import is_proper
from ..rules import Frame, RuleSet


class Context(msgspec.Struct, frozen=True):
    """The rules and the Doc-wide findings a construction may read.

    rules (RuleSet): the compiled rule data.
    roles (Mapping): verb index -> role label -> [(argument, preposition text)].
    data (dict): construction name -> its typed data (see ``Construction.data_type``).
    query (Query | None): the question, for a construction whose reading depends on
        what it asks (``tally``); None when there is none to give.
    unstated (frozenset[int]): token indices of the nouns of the amounts the text leaves
        out ("some birds"), in the reading that gives them a value: counted nouns, not
        holders (``mentions.is_counted``).
    amounts (tuple[Amount, ...]): every quantity of the problem, in text order, for a
        construction whose fact joins amounts of two clauses (a trip's length and time).
    """

    rules: RuleSet
    roles: Mapping[int, Roles]
    data: dict[str, Any] = msgspec.field(default_factory=dict)
    query: Query | None = None
    unstated: frozenset[int] = frozenset()
    amounts: tuple[Amount, ...] = ()


def entry(clause: Clause) -> tuple[str, Frame]:
    """RETURNS: (key, frame) of a clause whose verb ``claims`` found in the lexicon."""
    assert clause.entry is not None, "read() of a clause whose verb the lexicon lacks"
    return clause.entry


# What the constructions of v1 read: every attachment but a preposition's money object,
# a passive's subject, a quantity inside a rate phrase and one in a prepositional phrase.
PLAIN = frozenset(Attachment) - {
    Attachment.OBLIQUE,
    Attachment.PATIENT,
    Attachment.RATE,
    Attachment.ADVERBIAL,
    Attachment.GAPPED,
}


class Construction(Protocol):
    """A kind of clause the reader understands.

    name (str): its name (the key of its data in ``constructions.json``).
    attachments (frozenset[Attachment]): the ways its quantities may attach; a clause
        with any other is never offered to it.
    data_type (type | None): a msgspec Struct its data is checked against, or None.

    Optional attributes, read with ``getattr`` by ``clauses/construe.py``: ``spanning``
    (the words a form's own construction reads across a number's bounds) and
    ``reads_passive`` (True: it reads passive clauses itself, "He was left with 14").
    """

    name: str
    attachments: frozenset[Attachment]
    data_type: type | None

    def claims(self, clause: Clause, context: Context) -> bool:
        """RETURNS (bool): whether this construction reads ``clause``."""
        ...

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        """RETURNS (list[Fact]): the clause's facts. RAISES Abstain: it cannot."""
        ...


def is_generic(subject: Tok) -> bool:
    """RETURNS (bool): a common-noun subject ("the rabbits"), not a name or a pronoun."""
    return subject.pos_ == "NOUN" and not is_proper(subject)
