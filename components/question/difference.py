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

from collections.abc import Collection

import msgspec

from ..abstention import Abstain
from ..constructions.measure import (
    MeasureData,
    Thing,
    describe,
    slot_name,
    stated_times,
    subject_phrase,
    time_slots,
)
from ..constructions.need import NeedData, task_lemmas
from ..constructions.share import rest_word
from ..docview import Tok
from ..ir import Difference, Fact, Query
from ..quantities.quantities import plural
from ..rules import WordLists

# the comparative words of a difference and the kind each gives (0006 rule 5)
_KINDS = {"more": "more", "fewer": "fewer"}
# the only dependents of a difference's verb when 'than' is left out ("How many more
# pennies does John have?"): a time, a place or a clause makes it another question
_BARE = frozenset({"nsubj", "aux", "dobj", "punct"})
_HOLDERS = ("PROPN", "NOUN")


def _comparative(query: Query) -> str | None:
    """RETURNS (str | None): the kind of "how many more|fewer", or of "how much
    more|fewer" when money is asked ("how much more money"), right after the question's
    'how'; None for any other question."""
    doc, at = query.sent.doc, query.wh.i + 2
    if at >= query.sent.end:
        return None
    amount = doc[at - 1].lower_
    if amount == "many" or (amount == "much" and query.money):
        return _KINDS.get(doc[at].lower_)
    return None


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
    kind = _comparative(query)
    if kind is None:
        return None
    amount = doc[query.wh.i + 1].lower_
    verb = query.verb
    event = verb.lemma_.lower() != "have"
    if not event and "have" not in words.question_holding_verbs:
        return None
    if event and not (
        verb.pos_ == "VERB"
        and (
            any(c.dep_ == "aux" and c.lower_ == "did" for c in verb.children)
            # "did Idris pick than": the parse makes 'did' the root and the verb its ccomp
            or (
                verb.dep_ in ("ccomp", "dobj")
                and verb.head.lower_ == "did"
                and verb.head.i < verb.i
            )
        )
    ):
        return None  # "How many more did Rosa score than Tariq?": a past event, else no reading
    thans = [t for t in query.sent if t.lower_ == "than"]
    than: Tok | None = None
    other: Tok | None = None
    if thans:  # else the other holder is implied: the one other holder of the unit
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
    elif any(c.dep_ not in _BARE for c in verb.children):
        return None  # "How many more does he have now?", "... in May", "... have to give"
    noun = doc[at + 1] if at + 1 < query.sent.end else None
    while noun is not None and noun.dep_ == "compound" and noun.head.i == noun.i + 1:
        noun = noun.head  # "how many more toy cars": the cars
    if amount == "much" and noun is not None and noun.pos_ == "NOUN":
        query = msgspec.structs.replace(query, noun=None)  # "much more money": money asked
    elif noun is not None and noun.pos_ == "NOUN" and noun.dep_ in ("dobj", "nsubj"):
        query = msgspec.structs.replace(query, noun=noun)
    elif noun is None or noun.pos_ not in ("AUX", "VERB"):
        return None  # "how many more red apples", "how many more of them"
    else:
        query = msgspec.structs.replace(query, noun=None)
    subjects = [c for c in verb.children if c.dep_ == "nsubj" and c not in (query.noun, noun)]
    if len(subjects) != 1 or subjects[0].pos_ not in (*_HOLDERS, "PRON"):
        return None  # a pronoun is resolved as any question's subject ("does he have")
    return query, Difference(kind, marker, than, other, event)


class TimeDifference(msgspec.Struct, frozen=True):
    """A question that contrasts one holding at two times ("Last year the orchard grew
    1385 pears. This year it grew 4620 pears. How many more pears did it grow this
    year?"): the two statements' times are time slots (decision 0010), the compare of
    the question's slot with the other's is asked.

    kind (str): "more" or "fewer".
    marker (Tok): the comparative word.
    slot (str): the question's time ("this year", "now").
    than (Tok | None): 'than' of "than last year", "than before"; None when left out.
    other (str | None): the time after 'than' ("last year", "before"), else None.
    subject (Tok | None): the holder before the verb ("did it grow"); None when the
        question names none ("How many more cars were in the lot at noon?").
    """

    kind: str
    marker: Tok
    slot: str
    than: Tok | None = None
    other: str | None = None
    subject: Tok | None = None


def find_time_difference(query: Query, words: WordLists) -> tuple[Query, TimeDifference] | None:
    """Find a question that contrasts one holding at two times: 'how many|much' +
    'more|fewer', one time on the question's verb ("this year", "now", "at noon") and
    no 'than', or 'than' + a time ("than last year", "than before").

    query (Query): the question.
    words (WordLists): the word lists (its time words).
    RETURNS (tuple[Query, TimeDifference] | None): the question with its noun (the word
        after the comparative) and the difference; None for any other question.
    """
    found = _time_difference(query, words)
    if found is None:
        return None
    noun = query.sent.doc[query.wh.i + 3] if query.wh.i + 3 < query.sent.end else None
    if query.money or noun is None or noun.pos_ != "NOUN":
        noun = None
    subjects = [c for c in query.verb.children if c.dep_ == "nsubj" and c != noun]
    if len(subjects) > 1 or (subjects and subjects[0].pos_ not in (*_HOLDERS, "PRON")):
        return None
    found = msgspec.structs.replace(found, subject=subjects[0] if subjects else None)
    return msgspec.structs.replace(query, noun=noun), found


def _time_difference(query: Query, words: WordLists) -> TimeDifference | None:
    doc, wh = query.sent.doc, query.wh
    kind = _comparative(query)
    if query.conditions or kind is None:
        return None
    verb = query.verb
    slots = time_slots(verb, words.time_words)
    thans = [t for t in query.sent if t.lower_ == "than"]
    if len(slots) != 1 or len(thans) > 1:
        return None
    if not thans:
        return TimeDifference(kind, doc[wh.i + 2], slots[0])
    than = thans[0]
    after = list(than.subtree)[1:]
    if len(after) == 1 and after[0].lower_ == "before":
        return TimeDifference(kind, doc[wh.i + 2], slots[0], than, "before")
    times = [t for t in after if t.lemma_.lower() in words.time_words]
    if len(times) != 1 or times[0].head not in (than, *after):
        return None
    return TimeDifference(kind, doc[wh.i + 2], slots[0], than, slot_name(times[0]))


class KindDifference(msgspec.Struct, frozen=True):
    """A question that contrasts two kinds of thing one holder has ("How many more red
    roses than white roses does Mia have?", "How many more bags of dog food are there
    than cat food?"): a v3 ``differ`` of the holder's two holdings whose ``by`` is asked.

    kind (str): "more" or "fewer".
    marker (Tok): the comparative word.
    than (Tok): 'than'.
    other (tuple[Tok, ...]): the words of the kind after 'than' ("white roses", "cat
        food"), matched against the stated units' endings.
    subject (Tok | None): the holder before the verb ("does Mia have"); None for
        "are there", whose holder is the one that holds both kinds.
    """

    kind: str
    marker: Tok
    than: Tok
    other: tuple[Tok, ...]
    subject: Tok | None


def find_kind_difference(query: Query) -> tuple[Query, KindDifference] | None:
    """Find a question that contrasts two kinds: 'how many|much' + 'more|fewer' + a noun
    phrase + 'than' + a noun phrase + 'do|does|did' + a subject + a verb, or + a noun
    phrase + 'is|are|was|were there' + 'than' + a noun phrase, and nothing else.

    query (Query): the question.
    RETURNS (tuple[Query, KindDifference] | None): the question with the first kind's
        head as its noun and the verb of the form; None for any other question.
    """
    sent, wh = query.sent, query.wh
    if query.conditions or any(t.i < wh.i and not t.is_punct for t in sent):
        return None  # "If ..., how many more ...", "Then how many more ..."
    tokens = [t for t in sent if t.i > wh.i]
    if tokens and tokens[-1].is_punct:
        tokens = tokens[:-1]
    if len(tokens) < 6 or tokens[0].lower_ not in ("many", "much"):
        return None
    kind = _KINDS.get(tokens[1].lower_)
    thans = [k for k, t in enumerate(tokens) if t.lower_ == "than"]
    if kind is None or len(thans) != 1:
        return None
    left, rest = tokens[2 : thans[0]], tokens[thans[0] + 1 :]
    subject = None
    if len(left) >= 3 and left[-2].lower_ in _BE and left[-1].lower_ == "there":
        left, other, verb = left[:-2], rest, left[-2]  # "... are there than cat food"
    else:  # "... than white roses does Mia have"
        auxes = [k for k, t in enumerate(rest) if t.lower_ in _DO]
        if len(auxes) != 1:
            return None
        other, tail = rest[: auxes[0]], rest[auxes[0] + 1 :]
        if tail and tail[-1].lower_ == "now":  # "does she have now": the end holdings
            tail = tail[:-1]
        if len(tail) < 2 or tail[-1].pos_ not in ("VERB", "AUX", "NOUN"):
            return None  # "does Mia have" ('use' may be tagged a noun)
        verb, subject = tail[-1], tail[-2]
        if subject.pos_ not in (*_HOLDERS, "PRON") or any(
            t.pos_ not in ("DET", "PROPN", "NOUN", "PART") for t in tail[:-2]
        ):
            return None  # "does the store have", "does Mia's mom have"
    if not _kind_phrase(left) or not _kind_phrase(other):
        return None
    of = [k for k, t in enumerate(left) if t.lower_ == "of"]
    head = left[of[0] - 1] if of else left[-1]  # "bags of dog food": the unit's head
    if head.pos_ != "NOUN":
        return None
    query = msgspec.structs.replace(query, noun=head, verb=verb)
    return query, KindDifference(kind, tokens[1], tokens[thans[0]], tuple(other), subject)


def _kind_phrase(tokens: list[Tok]) -> bool:
    """RETURNS (bool): ``tokens`` are a bare noun phrase naming a kind: words and nouns,
    a noun last, no number, pronoun, determiner or verb ("white roses", "bags of dog
    food"; not "the ones", "her roses", "3 roses", "roses she has")."""
    return (
        0 < len(tokens) <= 5
        and tokens[-1].pos_ == "NOUN"
        and all(t.pos_ in ("NOUN", "ADJ", "PROPN", "ADP") for t in tokens)
        and not any(t.like_num for t in tokens)
        and all(t.lower_ == "of" for t in tokens if t.pos_ == "ADP")
    )


# the auxiliaries of a measure question: 'is/was' before the thing, 'does/did' before it
# and a measuring verb after it
_BE = frozenset({"is", "was", "are", "were"})
_DO = frozenset({"does", "did", "do"})


class MeasureDifference(msgspec.Struct, frozen=True):
    """A question that contrasts two stated measures ("How much longer is Oscar's bus
    ride than Charlie's?"): a ``compare`` of the two things whose ``by`` is asked.

    kind (str): "more" or "fewer" (a comparative of a smaller measure: "shorter").
    dimension (str): "length", "weight", or "" when the comparative names none ("more").
    marker (Tok): the comparative word.
    than (Tok): 'than'.
    left (Thing): the thing before 'than', the compare's ``entity``.
    right (Thing): the thing after 'than' (its noun and words taken from ``left`` when
        elided: "than Charlie's").
    unit (Tok | None): a unit noun the question names ("how many more inches").
    """

    kind: str
    dimension: str
    marker: Tok
    than: Tok
    left: Thing
    right: Thing
    unit: Tok | None = None


def _comparative_after(query: Query, amounts: tuple[str, ...], data: MeasureData) -> bool:
    """RETURNS (bool): the two words after the question's 'how' may be one of ``amounts``
    and a comparative of ``data`` ("how much longer"), as both finders require."""
    sent, at = query.sent, query.wh.i + 1
    if at + 1 >= sent.end:
        return False
    lowers = sent.doc.lower
    marker = lowers[at + 1]
    return lowers[at] in amounts and data.comparative(marker) is not None


def find_measure_difference(query: Query, data: MeasureData) -> MeasureDifference | None:
    """Find a question that contrasts two measures: 'how much|many' + a comparative (+ a
    unit) + 'is|was' + a thing + 'than' + a thing, or 'does|did' + a thing + a measuring
    verb + 'than' + a thing, and nothing else.

    query (Query): the question.
    data (MeasureData): the ``measure`` construction's data.
    RETURNS (MeasureDifference | None): the difference; None for any other question.
    """
    if query.conditions:
        return None
    sent = query.sent
    if not _comparative_after(query, ("much", "many"), data):
        return None  # the common case, decided without a list of the question's tokens
    tokens = [t for t in sent if t.i > query.wh.i]
    if tokens and tokens[-1].is_punct:
        tokens = tokens[:-1]
    if len(tokens) < 6 or tokens[0].lower_ not in ("much", "many"):
        return None
    if any(t.i < query.wh.i and not t.is_punct for t in sent):
        return None  # "Then how much longer ...", "If ..., how much ..."
    marker = tokens[1]
    compared = data.comparative(marker.lower_)
    if compared is None:
        return None
    kind, dimension = compared
    rest = tokens[2:]
    unit = None
    if rest[0].pos_ == "NOUN" and rest[0].lemma_.lower() in data.units:
        unit, rest = rest[0], rest[1:]  # "how many more inches"
    elif tokens[0].lower_ == "many":
        return None  # "how many longer", "how many more pies"
    if not rest or rest[0].lower_ not in _BE | _DO:
        return None
    thans = [i for i, t in enumerate(rest) if t.lower_ == "than"]
    if len(thans) != 1:
        return None
    at = thans[0]
    left_tokens = rest[1:at]
    if rest[0].lower_ in _DO:  # "did the piece of iron weigh than ..."
        if not left_tokens or left_tokens[-1].lower_ not in data.verbs:
            return None
        left_tokens = left_tokens[:-1]
    left = describe(left_tokens) if left_tokens else None
    right = describe(rest[at + 1 :]) if at + 1 < len(rest) else None
    if left is None or right is None or left.head is None or left.pronoun or right.pronoun:
        return None
    if right.head is None:  # "than Charlie's": the noun of the left side
        right = msgspec.structs.replace(right, head=left.head, words=left.words)
    return MeasureDifference(kind, dimension, marker, rest[at], left, right, unit)


def name_measures(
    facts: tuple[Fact, ...],
    difference: MeasureDifference,
    data: MeasureData,
    time_words: Collection[str] = (),
) -> tuple[tuple[Fact, ...], str, str]:
    """Name every stated measure by its thing, in its own noun's unit, and find the two
    the question contrasts.

    facts (tuple[Fact, ...]): the facts of the reading, in text order.
    difference (MeasureDifference): the question.
    data (MeasureData): the ``measure`` construction's data.
    time_words (Collection[str]): words of time; a measure placed at a time ("was 5 feet
        tall last year") is not contrasted with one of another time.
    RETURNS: (the measures named, in text order; the left side's name, the right's).
    RAISES Abstain: ``comparative`` when a statement is not a measure, a side selects
        no stated measure or several, the two are in different units or dimensions,
        or two measures name the same thing.
    """
    if not facts or any(f.construction != "measure" for f in facts):
        raise Abstain("comparative", "the problem states more than the measures it contrasts")
    _check_nothing_after(facts, difference.than)
    stated: list[tuple[Thing, Fact]] = []
    for fact in facts:
        timed = stated_times(fact.verb, time_words)
        if timed:
            raise Abstain(
                "comparative", f"{fact.verb.text!r} does not state a measure plainly", timed[0]
            )
        subject = fact.subject.token
        assert subject is not None
        thing = describe(subject_phrase(subject))
        if thing is None or (thing.head is None and not stated):
            raise Abstain(
                "comparative", f"{subject.text!r} is not a thing the rules can name", subject
            )
        if thing.head is None:  # "her sister's was 0.5 foot tall": the earlier noun
            earlier = stated[-1][0]
            thing = msgspec.structs.replace(thing, head=earlier.head, words=earlier.words)
        stated.append((thing, fact))
    named = [(thing.name(), fact) for thing, fact in stated]
    if len({name for name, _ in named}) != len(named):
        raise Abstain("comparative", "two measures are stated of one thing", difference.than)
    sides = []
    for side in (difference.left, difference.right):
        found = [i for i, (thing, _) in enumerate(stated) if side.selects(thing)]
        if len(found) != 1:
            raise Abstain(
                "comparative",
                f"a side of the question selects {len(found)} stated measures, not one",
                difference.than,
            )
        sides.append(found[0])
    left, right = sides
    if left == right:
        raise Abstain("comparative", "both sides select the same measure", difference.than)
    units = {_unit(named[i][1]) for i in sides}
    if difference.unit is not None:
        units.add(difference.unit.lemma_.lower())
    if len(units) != 1:
        raise Abstain(
            "comparative", "the measures compared are in different units", difference.than
        )
    (unit,) = units
    if difference.dimension not in ("", data.units[unit]):
        raise Abstain(
            "comparative",
            f"{difference.marker.text!r} does not compare measures in {unit}s",
            difference.marker,
        )
    adjectives = {_dimension_word(named[i][1], data) for i in sides}
    if len(adjectives) != 1:  # "3 feet tall" against "2 feet long"
        raise Abstain("comparative", "the two measures are of different kinds", difference.than)
    return _named(named), named[left][0], named[right][0]


def _named(named: list[tuple[str, Fact]]) -> tuple[Fact, ...]:
    """RETURNS: each measure with its thing's name and its unit: its noun, plural."""
    out = []
    for name, fact in named:
        assert fact.amount is not None
        amount = msgspec.structs.replace(fact.amount, unit=plural(_unit(fact)))
        out.append(msgspec.structs.replace(fact, name=name, amount=amount))
    return tuple(out)


def _check_nothing_after(facts: tuple[Fact, ...], than: Tok) -> None:
    """Abstain when a verb after the first measure may change one ("Then she cut her
    rope", "The tree is now shorter"): only the measures' own verbs, and a verb whose
    object is a measured thing ("Then he drew a blue line that was 3 inches long"), may
    follow.

    RAISES Abstain: ``comparative``.
    """
    doc = than.doc
    verbs = {f.verb.i for f in facts}
    things = {f.subject.token.i for f in facts if f.subject.token is not None}
    start = min(f.verb.i for f in facts)
    for token in doc[start : than.sent.start]:
        if token.pos_ not in ("VERB", "AUX") or token.dep_ in ("aux", "auxpass"):
            continue  # "is" of "is now shorter" is a verb here; "did" of "did cut" is not
        if token.i in verbs:
            continue
        if any(c.dep_ == "dobj" and c.i in things for c in token.children):
            continue
        raise Abstain("comparative", f"{token.text!r} may change a stated measure", token)


def _unit(fact: Fact) -> str:
    assert fact.amount is not None and fact.amount.noun is not None
    return fact.amount.noun.lemma_.lower()


def _dimension_word(fact: Fact, data: MeasureData) -> str:
    """RETURNS (str): the adjective or verb that says which measure a fact states ("tall",
    "weigh"), "" for a bare 'be'."""
    verb = fact.verb
    assert fact.amount is not None and fact.amount.noun is not None
    words = [c for c in verb.children if c.lemma_.lower() in data.adjectives]
    words += [c for c in fact.amount.noun.children if c.lemma_.lower() in data.adjectives]
    if fact.amount.noun.head.lemma_.lower() in data.adjectives:
        words.append(fact.amount.noun.head)
    found = {t.lemma_.lower() for t in words}
    if len(found) == 1:
        return found.pop()
    return "" if verb.lemma_.lower() == "be" else verb.lemma_.lower()


class VerbDifference(msgspec.Struct, frozen=True):
    """A question that contrasts two distances one holder went ("How much farther did
    Stanley run than walk?"): a ``compare`` of the holder's run and walk, ``by`` asked.

    kind (str): "more" or "fewer".
    dimension (str): "length", or "" when the comparative names none ("more").
    marker (Tok): the comparative word.
    than (Tok): 'than'.
    subject (Tok): the question's subject.
    left (Tok): the verb before 'than'.
    right (Tok): the verb after it.
    """

    kind: str
    dimension: str
    marker: Tok
    than: Tok
    subject: Tok
    left: Tok
    right: Tok


def find_verb_difference(query: Query, data: MeasureData) -> VerbDifference | None:
    """Find 'how much' + a comparative + 'did|does' + one subject + a verb + 'than' + a
    verb, and nothing else ("How much farther did Stanley run than walk?").

    query (Query): the question.
    data (MeasureData): the ``measure`` construction's data.
    RETURNS (VerbDifference | None): the difference; None for any other question.
    """
    if query.conditions:
        return None
    if not _comparative_after(query, ("much",), data):
        return None  # the common case, decided without a list of the question's tokens
    tokens = [t for t in query.sent if t.i > query.wh.i]
    if tokens and tokens[-1].is_punct:
        tokens = tokens[:-1]
    if any(t.i < query.wh.i and not t.is_punct for t in query.sent):
        return None
    if len(tokens) != 7 or tokens[0].lower_ != "much" or tokens[2].lower_ not in _DO:
        return None
    marker, subject, left, than, right = tokens[1], tokens[3], tokens[4], tokens[5], tokens[6]
    compared = data.comparative(marker.lower_)
    if compared is None:
        return None
    kind, dimension = compared
    if dimension not in ("", "length") or than.lower_ != "than":
        return None
    if subject.pos_ not in ("PROPN", "PRON") or left.pos_ != "VERB":
        return None
    doc = query.sent.doc
    said = {t.lemma_.lower() for t in doc[: query.sent.start] if t.pos_ == "VERB"}
    if right.pos_ != "VERB" and right.lower_ not in said:
        return None  # "than jog" tagged a noun is the verb the statements use, "than Tom" not
    if left.lemma_.lower() == right.lemma_.lower():
        return None
    return VerbDifference(kind, dimension, marker, than, subject, left, right)


def name_distances(
    facts: tuple[Fact, ...], difference: VerbDifference, asked: str | None
) -> tuple[tuple[Fact, ...], str, str]:
    """Name every distance the asked holder went by its verb ("Stanley's run"), in its
    own noun's unit, and find the two the question contrasts.

    facts (tuple[Fact, ...]): resolved facts in text order.
    difference (VerbDifference): the question.
    asked (str | None): the question's subject, resolved.
    RETURNS: (the distances named, in text order; the left verb's name, the right's).
    RAISES Abstain: ``comparative`` unless every statement is a distance the asked holder
        went, by verbs each used once, and the two contrasted are in one unit.
    """
    if asked is None or not facts or any(f.construction != "distance" for f in facts):
        raise Abstain("comparative", "the problem states more than the distances it contrasts")
    _check_nothing_after(facts, difference.than)
    lemmas = [f.verb.lemma_.lower() for f in facts]
    if any(f.name != asked for f in facts) or len(set(lemmas)) != len(lemmas):
        raise Abstain("comparative", "the distances are not one holder's, one per verb")
    named = [(f"{asked}'s {lemma}", fact) for lemma, fact in zip(lemmas, facts, strict=True)]
    sides = []
    for verb in (difference.left, difference.right):
        lemma = verb.lemma_.lower()
        if lemma not in lemmas:
            raise Abstain("comparative", f"no distance is stated for {verb.text!r}", verb)
        sides.append(lemmas.index(lemma))
    if len({_unit(named[i][1]) for i in sides}) != 1:
        raise Abstain(
            "comparative", "the distances compared are in different units", difference.than
        )
    return _named(named), named[sides[0]][0], named[sides[1]][0]


def find_need(query: Query, data: NeedData) -> tuple[Query, tuple[Tok, ...], Tok | None] | None:
    """Find a question that asks a shortfall: 'how many more' (+ a noun) or 'how much
    more' (money) + 'does|do|did|
    will' + one subject + 'need' (+ 'to' + a verb of getting (+ 'to have' + the goal)),
    or 'have' + 'to' + a verb of getting (+ the goal: "does she have to earn to have 47"),
    or + 'should|must' + one subject + a verb of getting ("How many more plates should
    Justin buy?", "How many more fish does Lucy need to buy to have 280 fish?").

    query (Query): the question.
    data (NeedData): the ``need`` construction's data.
    RETURNS (tuple | None): the question with its noun (the first noun after 'more' that
        is no compound), the words the reading accounts for ('more', the verbs after
        'need to'), and the 'have' whose object is the goal (None when a statement gives
        it); None for any other question.
    """
    doc = query.sent.doc
    at = query.wh.i + 2
    tasks = task_lemmas(query, data)  # "needs to cook 16 potatoes": its verb asks too
    if tasks:
        left = (
            _rest_of_task(query, data, tasks)
            or _task_not_done(query, tasks)
            or _task_left(query, tasks)
        )
        if left is not None:
            return left
    if at + 1 >= query.sent.end:
        return None
    more = doc[at].lower_ == "more"
    if query.conditions and more:  # an if-clause states givens only of a need's rest
        return None
    if doc[at - 1].lower_ not in ("many", "much"):
        return None  # without 'more': a task's rest, or a need's (``_rest_of_need``)
    if doc[at - 1].lower_ == "much" and not query.money and doc[at].tag_ != "NNS":
        return None  # "how much more flour": an amount the rules do not count ("how much
        # cups of flour", a plural, counts as "how many" does)
    if any(t.lower_ == "than" for t in query.sent):
        return None
    verb = query.verb
    auxes = [c.lower_ for c in verb.children if c.dep_ == "aux"]
    if verb.lemma_.lower() == "do" and not auxes:  # "does Lia need" parsed as 'do' + a clause
        inner = [c for c in verb.children if c.dep_ in ("ccomp", "xcomp")]
        if len(inner) != 1 or any(c.dep_ == "aux" for c in inner[0].children):
            return None
        verb, auxes = inner[0], [verb.lower_]
    elif not auxes and verb.dep_ in ("ccomp", "xcomp") and verb.head.lemma_.lower() == "do":
        auxes = [verb.head.lower_]  # the same parse, with the clause taken for the verb
    if verb.dep_ == "xcomp" and verb.head.lemma_.lower() in data.verbs:
        verb = verb.head  # "How many rooms does she still need to paint?": 'rooms' on 'paint'
        auxes = [c.lower_ for c in verb.children if c.dep_ == "aux"]
    lemma = verb.lemma_.lower()
    clauses: list[Tok] = []
    getting = tasks.union(data.acquire)
    obliged = lemma in data.obliged and any(  # "does she have to earn ...": 'to' + getting
        c.dep_ == "xcomp"
        and c.lemma_.lower() in getting
        and any(a.lower_ == "to" for a in c.children)
        for c in verb.children
    )
    left = verb.lower_ == "left" and "have" in auxes and bool(tasks)  # "have left to read"
    if left:
        auxes = [a for a in auxes if a != "have"]
    rest: Tok | None = None  # what makes a question without 'more' ask a need's rest
    had: Tok | None = None  # the 'to have' that is the goal itself
    if lemma in data.verbs or obliged or left:
        if auxes not in (["does"], ["do"], ["did"], ["will"], ["would"]):
            return None
        clauses = [  # not an if-clause of givens ("If each one costs $8, how much ...")
            c
            for c in verb.children
            if c.dep_ in ("xcomp", "ccomp", "advcl") and c not in query.conditions
        ]
        rest = None if more else _rest_of_need(verb, clauses, data)
        if more and len(clauses) == 1 and lemma in data.verbs:
            had = _goal_have(clauses[0])  # "How many more cats does she need to have 43
            # cats?": the 'to have' is the goal itself
        open_ = had is None and rest is None  # a clause that is no goal of its own
        if (
            open_
            and clauses
            and (
                len(clauses) != 1
                or clauses[0].lemma_.lower() not in getting
                or not any(c.lower_ == "to" for c in clauses[0].children)
            )
        ):
            return None  # "need to give away", "need so that ..."
        if open_ and clauses:  # "to finish his collection": no goal of its own
            goal = _goal_clause(clauses[0])
            if goal is False:
                return None  # "need to buy at the store", "to buy them for Sam"
            if goal is not None:
                clauses.append(goal)
    elif lemma in getting:  # "should he buy", "must he sew" (a task's verb)
        if len(auxes) != 1 or auxes[0] not in data.modals:
            return None
    else:
        return None
    cue = doc[at]  # 'more'
    if not more and obliged and len(clauses) == 2 and clauses[1].lemma_.lower() == "have":
        cue = clauses[0]  # "How many dollars does she have to earn to have 47 dollars?": the
        # goal stated makes it a shortfall without 'more'
    elif not more and (not clauses or clauses[0].lemma_.lower() not in tasks):
        # "How much money would he need to finish his collection?", "How many cups of
        # flour does she still need?": what the rest of a need takes, at a rate per item
        if rest is None:
            return None
        cue = rest
    elif not more:  # "How many potatoes does he still need to cook?": what is left of a task
        # "If she graded 4, how many would she have to grade?": the part done supposed
        done_if = (
            bool(query.conditions)
            and auxes == ["would"]
            and all(c.lemma_.lower() in tasks for c in query.conditions)
        )
        if query.conditions and not done_if:
            return None
        still = [c for c in verb.children if c.dep_ == "advmod" and c.lower_ in data.still]
        if not still and not left and not done_if:
            return None
        cue = still[0] if still else verb
    noun = doc[at + 1] if more else doc[at]
    while noun.dep_ == "compound" and noun.i + 1 < query.sent.end:
        noun = doc[noun.i + 1]  # "how many more paper plates"
    if noun.pos_ == "NOUN" and noun.lower_ == "money" and query.money:
        query = msgspec.structs.replace(query, noun=None)  # the one money unit stated
    elif noun.pos_ == "NOUN":
        query = msgspec.structs.replace(query, noun=noun)
    elif noun.pos_ in ("AUX", "VERB"):
        query = msgspec.structs.replace(query, noun=None)  # "how many more does he need"
    else:
        return None
    subjects = [c for c in verb.children if c.dep_ == "nsubj" and c not in (query.noun, noun)]
    if len(subjects) != 1 or subjects[0].pos_ not in ("PROPN", "PRON", "NOUN"):
        return None
    goal = had if had is not None else clauses[1] if len(clauses) == 2 else None
    return query, (cue, *clauses, *_purpose_of(goal)), goal


def _purpose_of(goal: Tok | None) -> tuple[Tok, ...]:
    """RETURNS: the 'to' + verb on the goal's object that says what it is for, with no
    number ("to have 47 dollars to buy a dog"): no event of the question's own; else ()."""
    if goal is None or goal.lemma_.lower() != "have":
        return ()
    return tuple(
        c
        for o in goal.children
        if o.dep_ == "dobj"
        for c in o.children
        if c.dep_ in ("relcl", "acl")
        and any(a.dep_ == "aux" and a.lower_ == "to" for a in c.children)
        and not any(t.like_num for t in c.subtree)
    )


def _rest_of_task(
    query: Query, data: NeedData, tasks: frozenset[str]
) -> tuple[Query, tuple[Tok, ...], Tok | None] | None:
    """RETURNS: the question, the words it accounts for and no goal, when it asks how long
    the rest of a task takes ("How long will it take him to cook the rest?", "How much
    longer will he take to paint the rest?"): 'take' + 'to' + the task's verb, whose object
    is what is left; else None."""
    verb = query.verb
    if verb.lemma_.lower() not in data.take:
        return None
    doing = _task_infinitives(verb, tasks)
    if len(doing) == 1:  # "take him to cook the rest"
        objects = [c for c in doing[0].children if c.dep_ == "dobj"]
    elif not doing and len(tasks) == 1:  # "will the rest take", "the remaining cars take"
        objects = [c for c in verb.children if c.dep_ == "nsubj"]
    else:
        return None
    if len(objects) != 1 or not is_rest(objects[0], data):
        return None
    doc = query.sent.doc
    words = [t for t in doc[query.wh.i : verb.i] if t.lower_ in ("long", "longer", "much")]
    return query, (*words, *doing, objects[0]), None


def _task_left(
    query: Query, tasks: frozenset[str]
) -> tuple[Query, tuple[Tok, ...], Tok | None] | None:
    """RETURNS: the question with the task's verb for its verb, the words it accounts for
    and no goal, when it asks what is left of a task by its verb after 'left to' or 'to
    be' ("How many pages were left to read?", "How many squares are still to be sewn?",
    "How many hats were left for her to knit?"); else None."""
    verb = query.verb
    lemma = verb.lemma_.lower()
    if not ((lemma == "leave" and _passive(verb)) or lemma == "be") or query.noun is None:
        return None
    if not any(c is query.noun and c.dep_ in ("nsubj", "nsubjpass") for c in verb.children):
        return None
    doing = _task_infinitives(verb, tasks)
    if len(doing) != 1 or (lemma == "be" and not _passive(doing[0])):
        return None  # "are still to be sewn": 'be' + a passive infinitive
    if lemma == "leave" and _passive(doing[0]):
        return None
    said = [c for c in verb.children if c.dep_ in ("auxpass", "advmod")]
    return msgspec.structs.replace(query, verb=doing[0]), (verb, *said), None


def _task_infinitives(verb: Tok, tasks: frozenset[str]) -> list[Tok]:
    """RETURNS: the 'to' + a task's verb on ``verb`` ("take him to cook", "left to read")."""
    return [
        c
        for c in verb.children
        if c.dep_ in ("advcl", "xcomp")
        and c.lemma_.lower() in tasks
        and any(a.dep_ == "aux" and a.lower_ == "to" for a in c.children)
    ]


def _passive(verb: Tok) -> bool:
    """RETURNS (bool): ``verb`` has a passive auxiliary ("were left", "to be sewn")."""
    return any(c.dep_ == "auxpass" for c in verb.children)


def _task_not_done(
    query: Query, tasks: frozenset[str]
) -> tuple[Query, tuple[Tok, ...], Tok | None] | None:
    """RETURNS: the question (its noun, or none: "how many did he not wash?"), its 'not'
    and no goal, when it asks what of a task was not done with the task's verb negated
    ("had to wash 30 shirts ... washed 12 of them. How many did he not wash?"); else None."""
    verb = query.verb
    doc = query.sent.doc
    if verb.lemma_.lower() not in tasks or doc[query.wh.i + 1].lower_ != "many":
        return None
    negations = [c for c in verb.children if c.dep_ == "neg"]
    auxes = [c.lower_ for c in verb.children if c.dep_ == "aux"]
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(negations) != 1 or auxes not in (["did"], ["does"], ["do"]) or len(subjects) != 1:
        return None
    if subjects[0].pos_ not in ("PROPN", "PRON", "NOUN"):
        return None
    after = doc[query.wh.i + 2]
    if after.pos_ == "NOUN" and after.dep_ == "dobj" and after.head == verb:
        noun: Tok | None = after  # "How many shirts did he not wash?"
    elif after.pos_ == "AUX":
        noun = None  # "How many did he not wash?": the task's items
    else:
        return None
    return msgspec.structs.replace(query, noun=noun), (negations[0],), None


def _rest_of_need(verb: Tok, clauses: list[Tok], data: NeedData) -> Tok | None:
    """RETURNS (Tok | None): the word that makes a question of 'need' without 'more' ask
    what the rest of a stated need takes (its 'still', or the verb of "to finish his
    collection", "to buy the rest"), read against a rate per item of the need; else
    None."""
    if verb.lemma_.lower() not in data.verbs:
        return None
    still = [c for c in verb.children if c.dep_ == "advmod" and c.lower_ in data.still]
    if not clauses:
        return still[0] if still else None
    doing = clauses[0]
    if doing.lemma_.lower() not in (*data.finish, *data.acquire):
        return None
    objects = [c for c in doing.children if c.dep_ == "dobj" and c.i > doing.i]
    if len(objects) != 1:
        return None  # not the question's own noun, fronted: "How much money ... to buy"
    obj = objects[0]
    if is_rest(obj, data):
        return doing  # "to buy the rest"
    if doing.lemma_.lower() in data.finish and any(c.dep_ == "poss" for c in obj.children):
        return doing  # "to finish his collection": the whole the need is for
    return None


def is_rest(noun: Tok, data: NeedData) -> bool:
    """RETURNS (bool): ``noun`` names what is left of a task ("the rest", "the remaining
    cars")."""
    return rest_word(noun, data.rest) is not None


def _goal_have(clause: Tok) -> Tok | None:
    """RETURNS (Tok | None): ``clause`` when it is 'to have' + one counted object and
    nothing else ("need to have 43 cats"): the goal itself; else None."""
    if clause.lemma_.lower() != "have" or clause.dep_ not in ("xcomp", "advcl"):
        return None
    objects = [c for c in clause.children if c.dep_ == "dobj"]
    if len(objects) != 1 or not any(n.dep_ == "nummod" for n in objects[0].children):
        return None
    if not all(c.dep_ in ("aux", "dobj", "punct") for c in clause.children):
        return None
    return clause if any(c.lower_ == "to" for c in clause.children) else None


def _goal_clause(acquire: Tok) -> Tok | bool | None:
    """RETURNS: the 'to have' that states the goal under a verb of getting ("to buy to
    have 280 fish"), the verb itself when its one object counts what to get ("to buy 5
    pens": a price elsewhere makes the goal), None when there is none, False when the verb
    has other dependents (a place, a time: what it reads is not the plain shortfall)."""
    goal = None
    objects = [c for c in acquire.children if c.dep_ == "dobj"]
    if (
        len(objects) == 1
        and any(n.dep_ == "nummod" and n.like_num for n in objects[0].children)
        and all(c.dep_ in ("aux", "dobj") for c in acquire.children)
    ):
        return acquire  # "to buy 5 pens": the goal is what so many of them cost
    for child in acquire.children:
        if (child.dep_ == "aux" and child.lower_ == "to") or (
            child.dep_ == "dobj" and child.i < acquire.i
        ):
            continue  # the 'to', or the question's own fronted noun ("How many rooms ...")
        if (
            child.dep_ in ("advcl", "xcomp")
            and child.lemma_.lower() == "have"
            and goal is None
            and any(c.dep_ == "aux" and c.lower_ == "to" for c in child.children)
            and all(
                c.dep_ in ("aux", "dobj", "punct")
                or (c.dep_ == "advmod" and c.lower_ == "altogether")
                or (c.dep_ == "prep" and c.lower_ == "in")
                for c in child.children
            )
            and sum(c.dep_ == "dobj" for c in child.children) == 1
        ):
            goal = child
            continue
        return False
    return goal


__all__ = [
    "MeasureDifference",
    "VerbDifference",
    "find_difference",
    "find_measure_difference",
    "find_need",
    "find_verb_difference",
    "is_rest",
    "name_distances",
    "name_measures",
]
