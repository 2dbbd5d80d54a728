"""Difference questions: "How many more apples does Tom have than Sam?" (decision 0006
rule 5: a ``compare`` fact whose ``by`` is asked).

A question-side reading, not a construction: the comparison is in the question, which no
construction reads; the statements are read as for any holding question, and the
difference of the two end holdings is asked. Only the most certain form is read: 'how
many more|fewer <noun>' (or no noun), a holding verb ('have'), a subject that is one
holder, and 'than' with one named holder as its object, hanging on that verb; or a past
event verb ("How many more points did Rosa score than Tariq?") when the reader finds that
every statement on the unit is that same verb's gain for one of the two. Everything
else ("than he had at first", "more pencils than pens", "than Sam and Ann", a pronoun
after 'than', an if-clause) stays unread and the reader abstains with ``comparative``.
"""

from __future__ import annotations

import msgspec

from .ir import Difference, Query
from .rules import WordLists

# the comparative words of a difference and the kind each gives (0006 rule 5)
_KINDS = {"more": "more", "fewer": "fewer"}
_HOLDERS = ("PROPN", "NOUN")


def find_difference(query: Query, words: WordLists) -> tuple[Query, Difference] | None:
    """Find a difference question.

    query (Query): the question.
    words (WordLists): the word lists (the question's holding verbs).
    RETURNS (tuple[Query, Difference] | None): the question with its noun (the word after
        the comparative, which the parse may hang the 'many' on) and the difference; None
        when the question is not one of the forms read.
    """
    doc = query.sent.doc
    at = query.wh.i + 2
    if at >= query.sent.end or query.conditions:
        return None
    marker = doc[at]
    kind = _KINDS.get(marker.lower_)
    if kind is None or doc[query.wh.i + 1].lower_ != "many":
        return None
    verb = query.verb
    event = verb.lemma_.lower() != "have"
    if not event and "have" not in words.question_holding_verbs:
        return None
    if event and not (
        verb.pos_ == "VERB" and any(c.dep_ == "aux" and c.lower_ == "did" for c in verb.children)
    ):
        return None  # "How many more did Rosa score than Tariq?": a past event, else no reading
    thans = [t for t in query.sent if t.lower_ == "than"]
    if len(thans) != 1:
        return None
    than = thans[0]
    if than.dep_ != "prep" or than.head != verb:
        return None  # "more pencils than pens": 'than' on the noun, two units of one holder
    objects = list(than.children)
    if len(objects) != 1 or objects[0].dep_ != "pobj" or objects[0].pos_ not in _HOLDERS:
        return None  # "than he had", "than her", "than Sam does"
    other = objects[0]
    if any(c.dep_ in ("conj", "cc", "prep") for c in other.children):
        return None  # "than Sam and Ann", "than the boy in red"
    noun = doc[at + 1] if at + 1 < query.sent.end else None
    if noun is not None and noun.pos_ == "NOUN" and noun.dep_ in ("dobj", "nsubj"):
        query = msgspec.structs.replace(query, noun=noun)
    elif noun is None or noun.pos_ not in ("AUX", "VERB"):
        return None  # "how many more red apples", "how many more of them"
    else:
        query = msgspec.structs.replace(query, noun=None)
    subjects = [c for c in verb.children if c.dep_ == "nsubj" and c != query.noun]
    if len(subjects) != 1 or subjects[0].pos_ not in _HOLDERS:
        return None
    return query, Difference(kind, marker, than, other, event)


__all__ = ["find_difference"]
