"""The exchange construction: gains and losses of the lexicon, with the other side when named."""

from __future__ import annotations

from wordproblem.components.ir import FactKind, HolderRef

from ..handmade import GIVE_TO, OUT_OF
from .reading import _facts


def test_exchange_reads_a_loss_with_its_receiver():
    doc, reading = _facts(GIVE_TO)
    (fact,) = reading.facts
    assert (fact.kind, fact.construction, fact.key) == (FactKind.LOSE, "exchange", "give")
    assert fact.subject == HolderRef(doc[0])
    assert fact.party is not None and fact.party.token == doc[5]
    assert (fact.amount.value, fact.amount.noun.text) == (3, "marbles")
    assert fact.name is None  # names come from resolution, not from the construction


def test_exchange_reads_the_source_of_a_gain():
    doc, reading = _facts(OUT_OF)
    (fact,) = reading.facts
    assert fact.kind is FactKind.GAIN
    assert fact.party.token == doc[7]
