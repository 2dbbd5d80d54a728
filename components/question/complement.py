"""Complement questions: "7 of them do not work. How many bulbs work?"

A statement says that so many of a set did (or did not) do something, with a partitive
amount ("7 of them", "6 of the plants"); the question asks how many did the opposite with
the same verb. Or a statement says that so many of a set are one of two contrary states
("38 of the carrots were good", "4 were broken", "48 seats were filled") and the question
asks the other ("how many bad carrots", "unbroken shells", "How many seats were empty?",
"are not broken"; the pairs are data, ``words.json`` ``state_contrasts``, and 'un-' or
'in-' before the word). The answer is the set less the part: a schema v3 ``differ`` whose
base is the set's holding at the question (``build/compose.py``). The statement is read
by this form, not as an event.
"""

from __future__ import annotations

from collections.abc import Mapping

import msgspec

from ..docview import DocView, Tok
from ..ir import Amount, Query
from .question import condition_span

_OF = "of"
_SET_APART = frozenset({"but", "except", "besides", "than"})  # "all but 5 of them"


class Complement(msgspec.Struct, frozen=True):
    """A part of a set told with one polarity of a verb, the question the other.

    verb (Tok): the statement's verb ("do not work", "watered").
    part (Amount): the part ("7 of them").
    cues (tuple[Tok, ...]): the words the form reads (the 'not' of either).
    """

    verb: Tok
    part: Amount
    cues: tuple[Tok, ...]


def _negations(verb: Tok) -> list[Tok]:
    return [c for c in verb.children if c.dep_ == "neg"]


def _partitive(q: Amount, verb: Tok, noun: Tok | None) -> bool:
    """RETURNS (bool): ``q`` is "K of them" or "K of the <noun>" ('of' on the number or,
    as parsed at times, on the verb right after it); only "K of them" when the question
    names no noun (``noun`` None)."""
    if q.money is not None or q.head.lemma_.lower() in ("all", "none"):
        return False
    doc = verb.doc
    if q.start > 0 and doc[q.start - 1].lower_ in _SET_APART:
        return False  # "All but 5 of them did not vote": the 5 are the others
    after = q.tokens[-1] + 1
    ofs = [
        c
        for c in (*q.head.children, *verb.children)
        if c.dep_ == "prep" and c.lower_ == _OF and (c.head == q.head or c.i == after)
    ]
    if len(ofs) != 1:
        return False
    objects = [g for g in ofs[0].children if g.dep_ == "pobj"]
    return len(objects) == 1 and (
        objects[0].lower_ == "them"
        or (noun is not None and objects[0].lemma_.lower() == noun.lemma_.lower())
    )


def find_complement(
    doc: DocView,
    query: Query,
    amounts: tuple[Amount, ...],
    contrasts: tuple[tuple[str, ...], ...] = (),
    colours: frozenset[str] = frozenset(),
    doing: Mapping[str, frozenset[str]] | None = None,
) -> tuple[Query, Complement] | None:
    """Find the one statement that tells a part of a set with the question's verb and the
    other polarity ("7 of them do not work" / "How many bulbs work?", "She watered 6 of
    them" / "How many plants did she not water?", "5 of the bulbs were broken" / "How many
    of the bulbs were not broken?").

    RETURNS: (the question, its noun the set's when it asks "how many of the <noun>"; the
        statement's verb, its part and the cues), or None.
    """
    verb, noun = query.verb, query.noun
    if noun is None:  # "How many of the bulbs were not broken?"
        noun = _of_noun(doc[query.wh.i].head)
        query = msgspec.structs.replace(query, noun=noun) if noun is not None else query
    if len(query.conditions) > 1 or doc[query.wh.i].lower_ != "how":
        return None
    if noun is not None:  # "how many bad carrots", "How many seats were empty?"
        state = _asked_state(query, noun)
        # a colour asked names a kind, not a state: "8 are red and the rest are green"
        # splits a whole into kinds (``resolve.totals.find_rest_total``); "not red" is read
        colour = state is not None and state[0].lower_ in colours and not state[1]
        found_state = (
            state and not colour and _state_part(doc, query, amounts, noun, state, contrasts)
        )
        if found_state:
            return found_state
        if state is not None and not colour and not state[1]:
            not_done = _not_done_part(doc, query, amounts, noun, state[0], doing or {})
            if not_done is not None:  # "If 2 of the games didn't work, how many good games"
                return not_done
    if noun is None and (
        doc[query.wh.i + 1].lower_ != "many" or doc[query.wh.i + 2].pos_ not in ("AUX", "VERB")
    ):
        return None  # "How many did he not wash?": the part's "of them" names the set
    lemma = verb.lemma_.lower()
    if lemma in ("be", "have", "do") or verb.pos_ != "VERB":
        return None
    asked_not = _negations(verb)
    found: list[tuple[Tok, Amount]] = []
    # the statements, and an if-clause of the question ("If 34 of the customers didn't
    # leave a tip, how many customers did leave a tip?")
    given = [t for c in query.conditions for t in condition_span(query, c)]
    for token in [*doc.tokens[: query.sent.start], *given]:
        if token.pos_ != "VERB" or token.lemma_.lower() != lemma:
            continue
        own = _own(token, amounts)
        if len(own) != 1:
            return None
        if not _partitive(own[0], token, noun) and not (
            noun is not None and _counts(own[0], noun, amounts)
        ):
            return None  # "2 did not work", "recycled 30": the noun the question names
        if not _one_set_before(own[0], noun, amounts):
            return None  # "bought 4 games and 3 cards. 2 of them did not work"
        found.append((token, own[0]))
    if len(found) != 1:
        return None
    told, part = found[0]
    if query.conditions and told not in given:
        return None  # an if-clause of its own beside the part: what does it add?
    told_not = _negations(told)
    if bool(told_not) == bool(asked_not) or len(told_not) + len(asked_not) != 1:
        return None
    return query, Complement(told, part, (*told_not, *asked_not))


def _own(verb: Tok, amounts: tuple[Amount, ...]) -> list[Amount]:
    """RETURNS (list[Amount]): the amounts that are arguments of ``verb`` itself."""
    return [q for q in amounts if q.head.head == verb or q.head == verb]


def _asked_state(query: Query, noun: Tok) -> tuple[Tok, bool] | None:
    """RETURNS: the word of state the question asks of its noun and whether it is negated:
    an adjective before the noun ("how many bad carrots", with no other), or one the
    question's 'be' predicates ("How many seats were empty?", "are not broken"); else
    None."""
    verb = query.verb
    before = [c for c in noun.children if c.dep_ == "amod" and c.i > query.wh.i + 1]
    if verb.lemma_ == "be":
        predicated = [c for c in verb.children if c.dep_ == "acomp" and c.pos_ == "ADJ"]
        if len(predicated) == 1 and not before:
            return predicated[0], bool(_negations(verb))
    elif _auxpass(verb) and verb.tag_ == "VBN" and not before:  # "are not broken"
        return verb, bool(_negations(verb))
    if len(before) == 1 and before[0].pos_ == "ADJ" and not before[0].children:
        return before[0], False
    return None


def _auxpass(verb: Tok) -> bool:
    return any(c.dep_ == "auxpass" for c in verb.children)


def _contrary(told: str, asked: str, contrasts: tuple[tuple[str, ...], ...]) -> bool:
    """RETURNS (bool): two words of state split a set between them: a pair of the data, or
    one the other with 'un-' or 'in-' before it ("broken", "unbroken")."""
    if any(told in pair and asked in pair and told != asked for pair in contrasts):
        return True
    return any(a == p + b for a, b in ((told, asked), (asked, told)) for p in ("un", "in"))


def _state_part(
    doc: DocView,
    query: Query,
    amounts: tuple[Amount, ...],
    noun: Tok,
    asked: tuple[Tok, bool],
    contrasts: tuple[tuple[str, ...], ...],
) -> tuple[Query, Complement] | None:
    """The one statement that some of the set are in a state (a 'be' with an adjective,
    or a passive with no agent: "38 of the carrots were good", "4 were broken", "48 seats
    were filled") whose part the question asks the rest of: the contrary state, or the
    same one negated. RETURNS: (the question, the complement), or None."""
    word, negated = asked
    given = [t for c in query.conditions for t in condition_span(query, c)]
    found: list[tuple[Tok, Tok, Amount]] = []
    for token in [*doc.tokens[: query.sent.start], *given]:
        state = _told_state(token)
        if state is None:
            continue
        own = _own(token, amounts)
        if not own:
            continue  # "and the rest were whole": no part
        subjects = [q for q in own if q.head.dep_ in ("nsubj", "nsubjpass")]
        if len(subjects) != 1 or len(own) != 1:
            return None
        part = subjects[0]
        if not (_partitive(part, token, noun) or _counts(part, noun, amounts)):
            return None
        found.append((token, state, part))
    if len(found) != 1:
        return None
    told, state, part = found[0]
    if query.conditions and told not in given:
        return None  # an if-clause of its own beside the part
    if _negations(told):
        return None  # "4 were not broken": the told part is the rest already
    same = state.lower_ == word.lower_
    rest = _rest_state(doc, query, word)  # "5 were cracked and the rest were whole"
    contrary = rest is not None or _contrary(state.lower_, word.lower_, contrasts)
    if not (same and negated) and not (not negated and contrary and not same):
        return None
    cues = (state, word, *_negations(query.verb), *((rest,) if rest is not None else ()))
    return query, Complement(told, part, cues)


def _not_done_part(
    doc: DocView,
    query: Query,
    amounts: tuple[Amount, ...],
    noun: Tok,
    word: Tok,
    doing: Mapping[str, frozenset[str]],
) -> tuple[Query, Complement] | None:
    """The one statement (or if-clause of the question) that so many of the set did not
    do something, when the question asks the state of the things that do it: the verb's
    present participle ("didn't work" / "working games") or a word ``doing`` gives it
    ("good games"). RETURNS: (the question, the complement), or None."""
    given = [t for c in query.conditions for t in condition_span(query, c)]
    asked = word.lower_
    found: list[tuple[Tok, Amount]] = []
    for token in [*doc.tokens[: query.sent.start], *given]:
        if token.pos_ != "VERB" or not _negations(token):
            continue
        lemma = token.lemma_.lower()
        if asked != lemma + "ing" and asked not in doing.get(lemma, frozenset()):
            continue
        own = _own(token, amounts)
        subjects = [q for q in own if q.head.dep_ == "nsubj"]
        if len(own) != 1 or len(subjects) != 1:
            return None
        if not (_partitive(subjects[0], token, noun) or _counts(subjects[0], noun, amounts)):
            return None
        if not _one_set_before(subjects[0], noun, amounts):
            return None
        found.append((token, subjects[0]))
    if len(found) != 1:
        return None
    told, part = found[0]
    if query.conditions and told not in given:
        return None  # an if-clause of its own beside the part
    return query, Complement(told, part, (word, *_negations(told)))


def _one_set_before(part: Amount, noun: Tok | None, amounts: tuple[Amount, ...]) -> bool:
    """RETURNS (bool): the part names its set ("6 eggs broke", "2 of the games"), or every
    amount told before a part with no noun of its own counts one noun (the asked one, when
    the question names it): "bought 4 games and 3 cards. 2 of them didn't work" leaves open
    which set the part is of."""
    if part.noun is not None:
        return True
    lemmas = {q.noun.lemma_.lower() for q in amounts if q.start < part.start and q.noun is not None}
    if noun is not None:
        lemmas.add(noun.lemma_.lower())
    return len(lemmas) <= 1


def _rest_state(doc: DocView, query: Query, word: Tok) -> Tok | None:
    """RETURNS (Tok | None): the word of a statement that the rest of the set is in the
    state the question asks ("... and the rest were whole. How many whole shells"); else
    None."""
    for token in doc.tokens[: query.sent.start]:
        state = _told_state(token)
        if state is None or state.lower_ != word.lower_:
            continue
        subjects = [c for c in token.children if c.dep_ in ("nsubj", "nsubjpass")]
        if (
            len(subjects) == 1
            and subjects[0].lower_ == "rest"
            and [c.lower_ for c in subjects[0].children if c.dep_ == "det"] == ["the"]
        ):
            return state
    return None


def _told_state(token: Tok) -> Tok | None:
    """RETURNS (Tok | None): the word of state a clause predicates of its subject: the
    adjective of 'be' ("were good"), or a passive participle with no agent ("were
    broken"); else None."""
    if token.lemma_ == "be":
        predicated = [c for c in token.children if c.dep_ == "acomp" and c.pos_ == "ADJ"]
        return predicated[0] if len(predicated) == 1 else None
    if (
        token.tag_ == "VBN"
        and _auxpass(token)
        and not any(c.dep_ in ("agent", "dobj", "dative", "prep") for c in token.children)
    ):
        return token
    return None


def _counts(q: Amount, noun: Tok, amounts: tuple[Amount, ...]) -> bool:
    """RETURNS (bool): ``q`` counts the question's noun: named ("48 seats were filled"), or
    a bare number after amounts of that noun only ("found 7 shells but 4 were broken";
    not after "10 apples and 4 pears")."""
    if q.money is not None:
        return False
    lemma = noun.lemma_.lower()
    if q.noun is None:
        before = [p.noun for p in amounts if p.start < q.start and p.noun is not None]
        return (
            q.head.pos_ == "NUM"
            and not list(q.head.children)
            and all(n.lemma_.lower() == lemma for n in before)
        )
    return q.noun.lemma_.lower() == lemma and not [
        c for c in q.noun.children if c.dep_ in ("amod", "compound", "prep")
    ]


def _of_noun(many: Tok) -> Tok | None:
    """RETURNS (Tok | None): the plural noun of "many of the bulbs" (with 'the'), else
    None."""
    if many.lower_ != "many":
        return None
    objects = [
        g
        for c in many.children
        if c.dep_ == "prep" and c.lower_ == _OF
        for g in c.children
        if g.dep_ == "pobj"
    ]
    if len(objects) != 1 or objects[0].tag_ != "NNS":
        return None
    noun = objects[0]
    return noun if [c.lower_ for c in noun.children if c.dep_ == "det"] == ["the"] else None


__all__ = ["Complement", "find_complement"]
