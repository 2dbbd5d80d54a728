"""Comparison: a holding stated against another holder's (decision 0006 rule 5).

'Tom has 3 times as many apples as Sam', 'Tom catches twice as many trout as Sam', 'Tom
has half as many apples as Sam', 'Tom has 5 more apples than Sam', 'Tom has 7 fewer cards
than Sam' — one ``COMPARE`` fact: the subject's holding of the noun is the holder's after
'as'/'than' times, a part of, plus or minus the stated number.

"N times more X than Y" is not read: it means N times as many in most grade-school texts
(SingleEq: "2 times more than 5" is 10) but N + 1 times in others (GSM8K train 282: "25
times more than 85" is 2210), so the construction claims it only to abstain
(``comparative``) with that reason; "N times fewer" has no agreed reading either.

Only the exact shape is claimed: a verb of holding or gaining, one object noun whose
words before it are the multiple ('twice', 'half', '<number> times', '<number>') and
the comparative ('as many', 'as much', 'more', 'fewer'), and after it 'as' or 'than'
with one holder that ends the sentence ("than Sam.", "than Sam has.", "as Sam did." in
the clause's tense; not "than Sam had" after 'has', "than he had", "than on Friday",
"than Sam and Ann"), or, for a multiple or a part, nothing after the
noun ("The town library has twice as many books."), the holder left to resolution (the
one other holder of the unit stated before). Anything else stays unclaimed, and coverage
abstains on its cue ('than', 'times', 'twice', 'half') as before.
"""

from __future__ import annotations

from fractions import Fraction

import msgspec

from ..abstention import Abstain
from ..clauses.clauses import Clause
from ..docview import DocView, Tok
from ..ir import Amount, Attachment, CompareTerms, Fact, FactKind
from ..resolve.mentions import comma_relative
from ..rules import derived
from .base import Context, entry
from .possession import subject_ref
from .tally import TALLIED, tallied


class ComparisonData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``comparison`` entry of ``constructions.json``."""

    doc: str = msgspec.field(default="", name="_doc")
    classes: list[str]
    multiples: dict[str, int]
    parts: dict[str, int]
    times: list[str]
    as_many: list[str]
    more: list[str]
    fewer: list[str]
    than: list[str]
    as_: list[str] = msgspec.field(name="as")
    holder_deps: list[str]
    ends: list[str]
    part_determiners: list[str] = msgspec.field(default_factory=list)


class Shape(msgspec.Struct, frozen=True):
    """A comparison found on a verb's object (see ``find_shape``); ``ambiguous`` for "N
    times more" and for "N more" with no 'than', which the construction refuses."""

    kind: str
    by: Fraction | None
    amount: Amount | None
    noun: Tok
    than: Tok | None
    markers: tuple[int, ...]
    ambiguous: bool = False
    elided: bool = False


# the words of X's own phrase that are no part of the comparison ("blue", "toy")
_MODIFIERS = ("amod", "compound", "nmod")


def find_shape(verb: Tok, amounts: tuple[Amount, ...], data: ComparisonData) -> Shape | None:
    """Find the comparison on ``verb``'s object.

    verb (Tok): a clause's verb.
    amounts (tuple[Amount, ...]): the clause's quantities.
    data (ComparisonData): the construction's words.
    RETURNS (Shape | None): the comparison, or None when the object is not exactly one.
    """
    if not _may_compare(verb, data):
        return None
    doc = verb.doc
    elided = _elided(verb, amounts, data)
    if elided is not None:
        return elided
    objects = [c for c in verb.children if c.dep_ == "dobj" and c.pos_ == "NOUN"]
    if len(objects) != 1:
        return None
    noun = objects[0]
    if noun.i <= verb.i + 1:
        return None
    words = list(range(verb.i + 1, noun.i))
    after = doc[noun.i + 1] if noun.i + 1 < len(doc) else None
    post = (  # "4 dollars more than Zoe": the comparative after the counted noun
        after is not None
        and after.lower_ in (*data.more, *data.fewer)
        and after.head in (noun, verb)
        and after.dep_ in ("amod", "advmod")
    )
    if post:
        assert after is not None
        words.append(after.i)
    comparative = set(data.as_many) | set(data.more) | set(data.fewer)
    while words and (
        doc[words[-1]].head == noun
        and doc[words[-1]].dep_ in _MODIFIERS
        and doc[words[-1]].lower_ not in comparative
    ):
        words.pop()  # "2 times more blue marbles": 'blue' names the kind, not the comparison
    lowers = [doc[i].lower_ for i in words]
    if len(lowers) >= 2 and lowers[-2] in data.as_ and lowers[-1] in data.as_many:
        joiner, head, kind = data.as_, words[:-2], "times"
    elif lowers and lowers[-1] in data.more:
        joiner, head, kind = data.than, words[:-1], "more"
    elif lowers and lowers[-1] in data.fewer:
        joiner, head, kind = data.than, words[:-1], "fewer"
    else:
        return None
    markers = [i for i in words if i not in head]
    by: Fraction | None = None
    amount: Amount | None = None
    ambiguous = False
    heads = [doc[i].lower_ for i in head]
    part = _part(heads, data)
    if kind == "times" and len(heads) == 1 and heads[0] in data.multiples:
        by = Fraction(data.multiples[heads[0]])
        markers += head
    elif kind == "times" and part is not None:  # "half as many", "a third as many"
        kind, by = "part", Fraction(part)
        markers += head
    else:
        times = bool(heads) and heads[-1] in data.times
        times_noun = doc[head[-1]] if times else noun
        ambiguous = times and kind == "more"  # "3 times more": 3 or 4 times as many
        if times:
            if kind == "fewer":
                return None  # "3 times fewer": no agreed reading
            markers.append(head[-1])
            head = head[:-1]
            kind = "times"
        elif kind == "times":
            return None  # "as many apples as": equal holdings, another construction's
        found = [  # "3 times as many laps": 'times' parsed on the verb, the number's noun
            q for q in amounts if tuple(head) == q.tokens and q.noun in (noun, times_noun)
        ]
        if len(found) != 1 or found[0].money is not None:
            return None
        amount = found[0]
    than = _holder_after(noun, joiner, data, 1 + post)
    if than is None and not post and (than := _subject_after(verb, noun, joiner, data)):
        markers.append(than.i + 1)  # "than Sam does": the 'do' is the comparison's
    if than is None:
        if kind in ("more", "fewer") and not ambiguous:
            # "Tom has 5 more apples": than whom, or than before? Refused by ``claims``.
            return Shape(kind, by, amount, noun, None, tuple(sorted(markers)), True)
        after = noun.i + 1
        implied = after < len(doc) and doc[after].lower_ in data.ends
        if not implied or kind not in ("times", "part") or ambiguous:
            return None
        # "The town library has twice as many books.": the holder is the one before
        return Shape(kind, by, amount, noun, None, tuple(sorted(markers)))
    markers.append(noun.i + 1 + post)  # the 'as' or 'than'
    return Shape(kind, by, amount, noun, than, tuple(sorted(markers)), ambiguous)


def _may_compare(verb: Tok, data: ComparisonData) -> bool:
    """RETURNS (bool): a comparative word ('many', 'more', 'fewer') stands after ``verb``,
    before the end of its sentence or before an object noun of it, as in every shape
    ``find_shape`` reads; False tells it to look no further."""
    seen = verb.doc
    limit = seen.sent(verb.i).end
    for c in verb.children:
        if c.dep_ == "dobj" and c.pos_ == "NOUN" and c.i > limit:
            limit = c.i
    return not _comparatives(data).isdisjoint(seen.lower[verb.i + 1 : limit])


def _comparatives(data: ComparisonData) -> frozenset[str]:
    """RETURNS (frozenset[str]): the comparative words of ``data``, made once per data."""
    return derived(_comparative_words, data)


def _comparative_words(data: ComparisonData) -> frozenset[str]:
    return frozenset(data.as_many) | frozenset(data.more) | frozenset(data.fewer)


def _part(words: list[str], data: ComparisonData) -> int | None:
    """RETURNS (int | None): the whole of which ``words`` before 'as many' name one part
    ("half": 2, "a third": 3, "a quarter": 4), else None."""
    if len(words) == 2 and words[0] in data.part_determiners and words[1] != "half":
        words = words[1:]
    return data.parts.get(words[0]) if len(words) == 1 else None


def _elided(verb: Tok, amounts: tuple[Amount, ...], data: ComparisonData) -> Shape | None:
    """RETURNS (Shape | None): a multiple whose noun and base the text leaves out, read
    word by word: "James baked 12 times as many.", "Tom has twice as many." — the verb,
    the factor, 'as many' and the end of the sentence, nothing else."""
    doc = verb.doc
    sent_end = doc.sent(verb.i).end
    end = verb.i + 1
    while end < sent_end and doc.lower[end] not in data.ends:
        end += 1
    # "than Fay, who has 10.": the base's relative clause states a fact of its own
    comma = next((i for i in range(verb.i + 1, end) if doc.lower[i] == ","), None)
    if comma is not None and _closing_relative(doc[comma - 1], data) is not None:
        words = list(range(verb.i + 1, comma))
    else:
        words = list(range(verb.i + 1, end))
    lowers = doc.lower[verb.i + 1 : end]
    if end >= sent_end or len(lowers) < 3:
        return None
    named = _elided_with_holder(verb, words, amounts, data)
    if named is not None:
        return named
    if lowers[-2] not in data.as_ or lowers[-1] not in data.as_many:
        return None
    return _multiple(words[:-2], doc[words[-1]], None, tuple(words[-2:]), amounts, data)


def _multiple(
    head: list[int],
    many: Tok,
    holder: Tok | None,
    markers: tuple[int, ...],
    amounts: tuple[Amount, ...],
    data: ComparisonData,
) -> Shape | None:
    """RETURNS (Shape | None): the elided multiple or part whose factor is the words
    ``head`` before 'as many' ("twice", "half", "12 times"), compared with ``holder``
    (None: left to resolution); None when ``head`` is no factor."""
    doc = many.doc
    first = doc.lower[head[0]] if head else ""
    if len(head) == 1 and first in data.multiples:
        return Shape("times", Fraction(data.multiples[first]), None, many, holder,
                     (*markers, head[0]), elided=True)  # fmt: skip
    part = _part([doc.lower[i] for i in head], data)
    if part is not None:  # "half as many", "a third as many"
        return Shape("part", Fraction(part), None, many, holder, (*markers, *head), elided=True)
    if len(head) < 2 or doc[head[-1]].lower_ not in data.times:
        return None
    found = [
        q
        for q in amounts
        if q.tokens == tuple(head[:-1]) and q.noun in (doc[head[-1]], None) and q.money is None
    ]  # "12 times as many", 'times' the number's noun or (hung on the number) none
    if len(found) != 1:
        return None
    return Shape("times", None, found[0], many, holder, (*markers, head[-1]), elided=True)


def _elided_with_holder(
    verb: Tok, words: list[int], amounts: tuple[Amount, ...], data: ComparisonData
) -> Shape | None:
    """RETURNS (Shape | None): a comparison whose noun the text leaves out but whose base
    it names, the base ending the sentence: "Alissa has 22 more than Ethan.", "Kenya has
    5 fewer than Jose.", "Ava has twice as many as Liz.", "Ava has 3 times as many as
    Liz." — the verb, the number or multiple, the comparative and the holder, nothing
    else."""
    doc = verb.doc
    lowers = [doc.lower[i] for i in words]
    # "22 more than", "$4.50 more than": the amount's words, then the comparative
    k = 2 if len(words) >= 2 and doc[words[0]].tag_ == "$" else 1  # a money sign first
    if (
        len(words) >= k + 3
        and lowers[k] in (*data.more, *data.fewer)
        and lowers[k + 1] in data.than
    ):
        found = [
            q
            for q in amounts
            if set(words[:k]) <= set(q.tokens) | {words[0]}
            and words[k - 1] in q.tokens
            and q.noun is None
            and (q.money is None) == (k == 1)
        ]
        words = words[k - 1 :]  # the number, the comparative, 'than', ...
        lowers = lowers[k - 1 :]
        holder = _holder_after(doc[words[1]], data.than, data)
        markers: tuple[int, ...] = (words[1], words[2])
        if holder is None:  # "Mia has 4 fewer than she does.": the 'do' is the comparison's
            holder = _subject_after(verb, doc[words[1]], data.than, data)
            markers = (*markers, words[-1])
            last = holder.i + 1 if holder is not None else -1
        else:
            last = holder.i
        if len(found) != 1 or holder is None or last != words[-1]:
            return None
        kind = "more" if lowers[1] in data.more else "fewer"
        return Shape(kind, None, found[0], doc[words[1]], holder, markers, elided=True)
    k = next(
        (
            i
            for i in range(1, len(words) - 3)
            if lowers[i] in data.as_ and lowers[i + 1] in data.as_many and lowers[i + 2] in data.as_
        ),
        None,
    )
    if k is None:
        return None
    many = doc[words[k + 1]]
    holder = _holder_after(many, data.as_, data)
    if holder is None or holder.i != words[-1]:
        return None
    head = words[:k]
    if len(head) > 2:
        return None  # one number before 'times' ("3 times as many as Liz"), as first read
    return _multiple(head, many, holder, (words[k], words[k + 1], words[k + 2]), amounts, data)


def _holder_after(
    noun: Tok, joiner: list[str], data: ComparisonData, offset: int = 1
) -> Tok | None:
    """RETURNS (Tok | None): the one holder of 'as'/'than' right after ``noun`` (``offset``
    tokens on: 2 after "4 dollars more"), when it ends the sentence ("as Sam.", "than
    Sam?"), else None."""
    doc = noun.doc
    at = noun.i + offset
    heads = (noun, noun.head, doc[at - 1])  # or on the comparative right before it
    if at >= len(doc) or doc[at].lower_ not in joiner or doc[at].head not in heads:
        return None
    objects = [c for c in doc[at].children]
    if len(objects) != 1 or objects[0].dep_ != "pobj":
        return None
    holder = objects[0]
    relative = _closing_relative(holder, data)  # "than Fay, who has 10."
    children = [
        c for c in holder.children if c is not relative and not (relative and c.lower_ == ",")
    ]
    named = [c for c in children if c.dep_ == "appos"]  # "than her brother Leon": Leon
    if named:
        if len(named) != 1 or not _plain_name(named[0], holder):
            return None
        children.remove(named[0])
    if holder.pos_ not in ("PROPN", "NOUN") or any(
        c.dep_ not in data.holder_deps for c in children
    ):
        return None  # "than Sam and Ann", "than the boy in red", "than he had"
    if (
        holder.pos_ == "NOUN"
        and not (holder.tag_ == "NN" and holder.is_title)  # "than Ayla": a name tagged NN
        and not any(c.dep_ in ("det", "poss") for c in holder.children)
    ):
        return None  # "than flower stickers": another kind of thing, not a holder
    if any(c.i > holder.i for c in children):
        return None
    if named:
        holder = named[0]
    if relative is not None:
        return holder
    after = holder.i + 1
    if after < len(doc) and doc[after].lower_ not in data.ends and not _clause_ends(doc, after):
        return None  # "than Sam does", "than on Friday", "as Sam did yesterday"
    return holder


def _plain_name(name: Tok, noun: Tok) -> bool:
    """RETURNS (bool): ``name`` is a bare name right after ``noun``, a person's word
    with a possessive ("her brother Leon"), that names who the noun is."""
    return (
        name.pos_ == "PROPN"
        and name.i == noun.i + 1
        and not name.children
        and any(c.dep_ == "poss" for c in noun.children)
    )


def _clause_ends(doc: DocView, at: int) -> bool:
    """RETURNS (bool): the clause of the comparison ends at ``at``, where another clause
    with a subject of its own is joined to its verb ("more apples than Lucy, and he also
    has 5 pears")."""
    if doc[at].lower_ == "," and at + 1 < len(doc):
        at += 1
    cc = doc[at]
    if cc.dep_ != "cc":
        return False
    verb = cc.head
    return any(
        c.dep_ == "conj" and c.i > at and any(g.dep_ == "nsubj" for g in c.children)
        for c in verb.children
    )


def _closing_relative(holder: Tok, data: ComparisonData) -> Tok | None:
    """RETURNS (Tok | None): the verb of a relative clause set off by a comma that ends the
    sentence after ``holder`` ("than Fay, who has 10."), which states a fact of its own;
    else None."""
    verb = comma_relative(holder)
    if verb is None:
        return None
    doc = holder.doc
    end = max(t.i for t in verb.subtree) + 1
    return verb if end >= len(doc) or doc[end].lower_ in data.ends else None


# the pronouns that stand for one holder as the subject of "than she does"
SUBJECT_PRONOUNS = frozenset({"he", "she"})


def _subject_pronoun(token: Tok) -> bool:
    """RETURNS (bool): ``token`` is 'he' or 'she' as a subject."""
    return token.lower_ in SUBJECT_PRONOUNS and token.dep_ == "nsubj"


def _subject_after(verb: Tok, noun: Tok, joiner: list[str], data: ComparisonData) -> Tok | None:
    """RETURNS (Tok | None): the one-word name or 'he'/'she' of "than Sam has.", "as Sam
    does.", "than she did." right after ``noun``: a clause whose verb is ``verb``'s own or
    'do', in the same tense, that ends the sentence; None otherwise ("than Sam had"
    compares with another time)."""
    doc = noun.doc
    at = noun.i + 1
    if at + 2 >= len(doc) or doc[at].lower_ not in joiner:
        return None
    holder, other = doc[at + 1], doc[at + 2]
    if not (holder.pos_ == "PROPN" or _subject_pronoun(holder)) or other.tag_ != verb.tag_:
        return None
    if other.lemma_.lower() not in (verb.lemma_.lower(), "do"):
        return None
    after = at + 3
    if after < len(doc) and doc[after].lower_ not in data.ends:
        return None
    return holder


class Comparison:
    """A verb of holding or gaining whose object is compared with another holder's."""

    name = "comparison"
    attachments = frozenset({Attachment.THEME})
    data_type = ComparisonData

    def claims(self, clause: Clause, context: Context) -> bool:
        data: ComparisonData = context.data[self.name]
        if clause.entry is None:
            if tallied(clause, context) is None:
                return False  # "Mia saw 4 times as many" when the question asks 'see'
        elif clause.entry[1].cls not in data.classes:
            return False
        shape = find_shape(clause.verb, clause.amounts, data)
        if shape is not None and shape.than is None and shape.kind in ("more", "fewer"):
            # a holding of "5 more apples" compares with someone or with before: refused;
            # a gain of "5 more apples" is a gain (another construction's)
            return clause.entry is not None and clause.entry[1].cls == "possess"
        return shape is not None

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        data: ComparisonData = context.data[self.name]
        tally = tallied(clause, context) if clause.entry is None else None
        key, frame = (tally, TALLIED) if tally is not None else entry(clause)
        shape = find_shape(clause.verb, clause.amounts, data)
        assert shape is not None
        if shape.ambiguous and shape.than is None:
            raise Abstain(
                "comparative",
                f"{clause.verb.text!r} holds 'more' or 'fewer' than nobody the text names",
                clause.verb,
            )
        if shape.ambiguous:
            raise Abstain(
                "comparative",
                "'times more' may mean that many times as many, or one time more",
                clause.verb,
            )
        others = [q for q in clause.amounts if q is not shape.amount]
        if others:
            raise Abstain(
                "comparative",
                f"{clause.verb.text!r} states a comparison beside another amount",
                others[0].head,
            )
        subject, generic = subject_ref(clause, context)
        return [
            Fact(
                kind=FactKind.COMPARE,
                construction=self.name,
                verb=clause.verb,
                key=key,
                frame=frame,
                subject=subject,
                amount=shape.amount,
                generic=generic,
                scale_noun=shape.noun,
                clause=clause.order,
                cues=shape.markers,
                compare=CompareTerms(
                    shape.kind, shape.by, shape.than, shape.noun, shape.markers, shape.elided
                ),
            )
        ]


def comparison_verbs(verbs: list[Tok], data: ComparisonData) -> set[int]:
    """RETURNS (set[int]): the verbs among ``verbs`` whose object is compared without a
    number the quantities hold ("has twice as many apples as Sam"), so that the reader
    makes them clauses."""
    return {v.i for v in verbs if find_shape(v, (), data) is not None}
