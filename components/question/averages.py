"""An average over a stated period (decision 0006 rule 4): "A restaurant sold 63
hamburgers last week. How many hamburgers on average were sold each day?" is one
``share`` of the total over the smaller periods of the period (a week is 7 days).

The words of the clause the ``equal share`` construction reads under a question of one
group's equal part (``constructions.share.equal_part``): the one period its verb is said
of ('last week', 'in a week'), which ``constructions.json`` ``share.periods`` turns into
how many smaller periods it holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..docview import Tok

if TYPE_CHECKING:
    from ..constructions.share import Period, ShareData


def period_of(verb: Tok, data: ShareData) -> tuple[Tok, Period] | None:
    """RETURNS: the one period ``verb`` is said of ('last week', 'in a week'), with its
    data, or None (none, several, or one with words of its own: "every week", "his
    first week", "2 weeks")."""
    found = []
    for c in verb.children:
        token = c
        if c.dep_ == "prep" and c.lower_ in data.period_preps:
            token = next((g for g in c.children if g.dep_ == "pobj"), c)
        elif c.dep_ != "npadvmod":
            continue
        period = data.periods.get(token.lower_)
        if period is None:
            continue
        if any(g.lower_ not in data.period_words for g in token.children):
            return None
        found.append((token, period))
    return found[0] if len(found) == 1 else None


def period_words(data: ShareData) -> frozenset[str]:
    """RETURNS (frozenset[str]): the periods and smaller periods ``data`` knows."""
    return frozenset({p.per for p in data.periods.values()} | set(data.periods))


__all__ = ["period_of", "period_words"]
