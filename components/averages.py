"""An average over a stated period (decision 0006 rule 4): "A restaurant sold 63
hamburgers last week. How many hamburgers on average were sold each day?" is one ``share``
fact, the total over the days of the week (a week is 7 days), its 'each' asked.

Read only when the ordinary reading abstains, and only when all of it is certain: one
statement, of one amount said of one period ('last week', 'in a week') by the verb the
question asks with, a question that says 'on average' of each smaller period ('each
day'), the part whole, nothing else held, moved, negated or timed. Else None.
"""

from __future__ import annotations

from wordproblem.models import MathProblemGraph, Quantity

from .build import share_graph
from .constructions.share import Period, ShareData
from .docview import DocView, Tok
from .ir import Amount, Query

# the dependencies of what a clause holds or moves
_OBJECTS = frozenset({"dobj", "nsubjpass", "dative", "attr", "oprd"})


def read_average(
    doc: DocView, query: Query, amounts: tuple[Amount, ...], data: ShareData
) -> MathProblemGraph | None:
    """Read an average of a stated total over the smaller periods of its period.

    doc (DocView): the parsed problem.
    query (Query): its question.
    amounts (tuple[Amount, ...]): every quantity of the text.
    data (ShareData): the share construction's data (``periods``, ``average``).
    RETURNS (MathProblemGraph | None): the ``share`` graph, or None when not certain.
    """
    sent = query.sent
    asked = query.noun
    if len(amounts) != 1 or amounts[0].start >= sent.start or asked is None or query.money:
        return None
    amount = amounts[0]
    noun = amount.noun
    if amount.head.sent.start != 0 or amount.head.sent.end != sent.start:
        return None  # "It is only open on weekdays.": one statement, then the question
    if noun is None or amount.money is not None or amount.owner is not None:
        return None
    if amount.adjectives or any(c.dep_ in ("prep", "compound", "amod") for c in noun.children):
        return None
    if noun.lemma_.lower() != asked.lemma_.lower() or amount.value.denominator != 1:
        return None
    verb = noun.head
    if noun.dep_ != "dobj" or verb.lemma_.lower() != query.verb.lemma_.lower():
        return None
    if not any(t.lower_ in data.average for t in sent):
        return None  # "How many were sold each day?": the days may differ
    if any(t.lower_ in data.remainder for t in sent):
        return None
    period = _period(verb, data)
    if period is None:
        return None
    per = _per(query, period)
    if per is None or not _only_these(doc, {noun.i, asked.i}, {period[0].i, per.i}, data):
        return None
    if (amount.value / period[1].count).denominator != 1:
        return None
    unit = noun.lower_
    groups = Quantity(period[1].count, period[1].unit)
    return share_graph(int(amount.value), unit, groups, period[1].per)


def _period(verb: Tok, data: ShareData) -> tuple[Tok, Period] | None:
    """RETURNS: the one period the amount's verb is said of ('last week', 'in a week'),
    with its data, or None."""
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
            return None  # "every week", "his first week", "2 weeks"
        found.append((token, period))
    return found[0] if len(found) == 1 else None


def _per(query: Query, period: tuple[Tok, Period]) -> Tok | None:
    """RETURNS (Tok | None): the question's "each day" / "every day" on its verb."""
    for t in query.sent:
        if t.lemma_.lower() != period[1].per or t.head != query.verb:
            continue
        if [c.lower_ for c in t.children] in (["each"], ["every"]):
            return t
    return None


def _only_these(doc: DocView, objects: set[int], times: set[int], data: ShareData) -> bool:
    """RETURNS (bool): no other object, period, 'each' or negation in the text."""
    spans = {p.per for p in data.periods.values()} | set(data.periods)
    for t in doc:
        if t.dep_ == "neg" or (t.dep_ in _OBJECTS and t.i not in objects):
            return False
        if t.lemma_.lower() in spans and t.i not in times:
            return False
        if t.lower_ in data.each and t.head.i not in times:
            return False
    return True
