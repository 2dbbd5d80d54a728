"""Events one person missed: "Benny's high school played 39 baseball games this year. He
attended 14 games. How many baseball games did Benny miss?" (schema v2 ``total``,
decision 0006 rule 6).

'Miss' is the complement of 'attend' (or 'go to') over the events that took place: the
games played are the whole, the ones the person attended and the ones missed its two
parts. The question form is ``constructions.attendance.missed_question``; under it the
``attendance`` construction reads the whole and the part clause by clause, and
``missed_facts`` makes them the ``total`` and the ``has`` of the graph when they are all
the statements say: one whole, then one part of the person asked. Anything else beside
them (a third category such as "played at night", an event, another attender) abstains.
"""

from __future__ import annotations

import msgspec
from wordproblem.models import Quantity, Total, to_number

from ..abstention import Abstain
from ..build.build import Placed
from ..constructions.attendance import AttendanceData, compounds
from ..docview import Tok
from ..ir import Fact


def missed_unit(noun: Tok) -> str:
    """RETURNS (str): the events a 'miss' question counts, with its compounds ("baseball
    games"); the parts are the attended and the missed ones of it."""
    return " ".join((*compounds(noun), noun.lower_))


def missed_facts(
    facts: tuple[Fact, ...], asked: str | None, noun: Tok, data: AttendanceData
) -> tuple[Placed, Fact, str]:
    """Make the events that took place the whole of what the asked person attended and
    missed.

    facts (tuple[Fact, ...]): the resolved facts, in text order.
    asked (str | None): the person the question asks about.
    noun (Tok): the noun the question counts ("games").
    data (AttendanceData): the ``attendance`` construction's data.
    RETURNS: (the ``total`` of the whole, placed at its statement; the part, a holding of
        the attended events; the unit asked: the missed events).
    RAISES Abstain: ``stated-total`` unless the statements are one whole, then one part
        of the person asked.
    """
    if (
        len(facts) != 2
        or not data.whole(facts[0])
        or facts[1].construction != "attendance"
        or data.whole(facts[1])
    ):
        raise Abstain(
            "stated-total",
            "the events held are read only as split into one person's attended and missed ones",
            facts[0].verb if facts else None,
        )
    whole, part = facts
    if asked is None or part.name != asked:
        raise Abstain("stated-total", f"{part.verb.text!r} is not said of {asked}", part.verb)
    assert whole.amount is not None and part.amount is not None
    unit = missed_unit(noun)
    there, away = f"attended {unit}", f"missed {unit}"
    total = Total(
        holders=(asked,), parts=(there, away), whole=Quantity(to_number(whole.amount.value), unit)
    )
    attended = msgspec.structs.replace(
        part, amount=msgspec.structs.replace(part.amount, unit=there)
    )
    return Placed(whole.position, total), attended, away


__all__ = ["missed_facts", "missed_unit"]
