"""A total spread equally over a stated number of periods or groups (decision 0006 rule
4): "There were a total of 12 games in the season. The season is played for 2 months. How
many games were played each month, if each month has the same number of games?" is one
``share`` fact: 12 games into 2 months, one month's part asked.

Read only when the ordinary reading abstains, and only when all of it is certain: two
statements, the first one amount of things 'in' something ("12 games in the season"),
the second one amount of groups said of that same thing ("The season is played for 2
months"), then a question that asks the things of 'each' group and says they are equal
('the same number', 'on average', 'equally'); nothing else held, negated or asked, the
part whole. Anything else returns None.
"""

from __future__ import annotations

from wordproblem.models import MathProblemGraph, Quantity

from .build import share_graph
from .constructions.share import ShareData
from .docview import DocView, Tok
from .ir import Amount, Query

# what says the groups are equal ("if each month has the same number of games")
_SAME = frozenset({"same", "equal"})
# the dependencies of what a clause holds or moves
_OBJECTS = frozenset({"dobj", "nsubjpass", "dative", "attr", "oprd"})
# prepositions of the whole things are in ("12 games in the season")
_IN = frozenset({"in", "during"})


def read_numbered_share(
    doc: DocView, query: Query, amounts: tuple[Amount, ...], data: ShareData
) -> MathProblemGraph | None:
    """Read a total spread equally over a stated number of groups of its container.

    doc (DocView): the parsed problem.
    query (Query): its question.
    amounts (tuple[Amount, ...]): every quantity of the text.
    data (ShareData): the share construction's data.
    RETURNS (MathProblemGraph | None): the ``share`` graph, or None when not certain.
    """
    sent = query.sent
    sents = list(doc.sents)
    if len(sents) != 3 or sents[2].start != sent.start or len(amounts) != 2:
        return None
    total, groups = amounts
    if total.head.sent.start != 0 or groups.head.sent.start != sents[1].start:
        return None
    thing, group = total.noun, groups.noun
    asked = query.noun
    if thing is None or group is None or asked is None or query.money:
        return None
    if total.money or groups.money or total.owner or groups.owner:
        return None
    if total.value.denominator != 1 or groups.value.denominator != 1 or groups.value < 2:
        return None
    if _kind(asked) != _kind(thing) or any(c.dep_ == "compound" for c in group.children):
        return None
    container = _container(thing)
    if container is None or not _said_of(group, container, query):
        return None
    each = _each(query, group, data)
    if each is None:
        return None
    words = {t.lower_ for t in sent}
    if not words & (_SAME | set(data.average) | set(data.equally)):
        return None  # the groups may hold different numbers
    if words & set(data.remainder):
        return None
    allowed = {thing.i, group.i, container.i}
    for t in doc[: sent.start]:
        if t.dep_ == "neg" or t.lower_ in data.each:
            return None
        if (
            t.dep_ in _OBJECTS
            and t.i not in allowed
            and t.lower_ != "total"
            and t.lemma_ != container.lemma_
        ):
            return None  # "The team also won 3 trophies.": something else is held
    if any(t.dep_ == "neg" for t in sent):
        return None
    part = total.value / groups.value
    if part.denominator != 1:
        return None
    unit = " ".join(_kind(thing))
    groups_of = Quantity(int(groups.value), group.lower_)
    return share_graph(int(total.value), unit, groups_of, group.lemma_.lower())


def _kind(noun: Tok) -> tuple[str, ...]:
    """RETURNS (tuple[str, ...]): the noun with its compounds ("basketball games")."""
    return (*(c.lower_ for c in noun.children if c.dep_ == "compound"), noun.lower_)


def _container(thing: Tok) -> Tok | None:
    """RETURNS (Tok | None): what the things are in ("12 games in the season", "There
    were 12 games in the season" with 'in' on 'were')."""
    verb = thing.head
    while verb.dep_ in ("prep", "pobj", "attr"):
        verb = verb.head
    heads = [thing]
    if any(c.dep_ == "expl" for c in verb.children):
        heads.append(verb)
    found = [
        g
        for h in heads
        for c in h.children
        if c.dep_ == "prep" and c.lower_ in _IN
        for g in c.children
        if g.dep_ == "pobj" and g.pos_ == "NOUN"
    ]
    return found[0] if len(found) == 1 else None


def _said_of(group: Tok, container: Tok, query: Query) -> bool:
    """RETURNS (bool): the groups are said of the container with the verb the question
    asks with ("The season is played for 2 months" ... "How many games were played each
    month?"; not "were won")."""
    verb = group.head.head if group.dep_ == "pobj" else group.head
    if group.dep_ not in ("pobj", "dobj", "npadvmod") or verb.pos_ not in ("VERB", "AUX"):
        return False
    if verb.lemma_.lower() != query.verb.lemma_.lower():
        return False
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    return len(subjects) == 1 and subjects[0].lemma_.lower() == container.lemma_.lower()


def _each(query: Query, group: Tok, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): the question's "each month" on its verb."""
    lemma = group.lemma_.lower()
    for t in query.sent:
        if t.lemma_.lower() != lemma or t.head != query.verb or t.dep_ != "npadvmod":
            continue
        children = [c.lower_ for c in t.children]
        if len(children) == 1 and children[0] in data.each:
            return t
    return None
