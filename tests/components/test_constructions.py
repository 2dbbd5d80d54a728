"""The registry of constructions: every one registered, asked in order, none claiming all."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.constructions import CONSTRUCTIONS, Context
from wordproblem.components.constructions.base import PLAIN
from wordproblem.components.ir import FactKind

from .constructions.reading import QUESTION, _facts, _with_question
from .handmade import GIVE_TO, HAS_EATS

__all__ = ["QUESTION", "_facts", "_with_question"]  # test_resolve.py reads _with_question here


def test_possession_then_consumption_in_reading_order():
    _, reading = _facts(HAS_EATS)
    assert [(f.kind, f.construction) for f in reading.facts] == [
        (FactKind.POSSESS, "possession"),
        (FactKind.LOSE, "exchange"),
    ]
    assert [f.clause for f in reading.facts] == [0, 1]


def test_a_clause_no_construction_claims_is_a_failure_not_a_guess():
    rows = [list(r) for r in GIVE_TO]
    rows[1] = ["juggles", 1, "ROOT", "VERB", "VBZ", "juggle"]
    _, reading = _facts([tuple(r) for r in rows])
    assert reading.facts == ()
    (failure,) = reading.failures
    assert failure.code == "unsupported-verb"


def test_the_first_construction_that_claims_a_clause_reads_it():
    class Juggling:
        """A construction of our own, asked first: it claims 'juggle' and reads a gain."""

        name = "juggling"
        attachments = PLAIN
        data_type = None

        def claims(self, clause, context: Context) -> bool:
            return clause.verb.lemma_ == "juggle"

        def read(self, clause, context):
            raise Abstain("rate", "juggling is a rate", clause.verb)

    rows = [list(r) for r in GIVE_TO]
    rows[1] = ["juggles", 1, "ROOT", "VERB", "VBZ", "juggle"]
    _, reading = _facts([tuple(r) for r in rows], (Juggling(), *CONSTRUCTIONS))
    assert [f.code for f in reading.failures] == ["rate"]


@pytest.mark.parametrize("construction", CONSTRUCTIONS)
def test_every_registered_construction_has_a_name_and_both_methods(construction):
    assert construction.name
    assert callable(construction.claims) and callable(construction.read)
