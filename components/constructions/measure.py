"""Stated measures: 'Oscar's bus ride is 0.75 mile', 'The caterpillar was 3 inches long',
'The piece of iron weighed 11.2 pounds', "her sister's was 0.5 of a foot tall".

A measure is the holding of a length or a weight by the thing measured (decision 0006:
a ``has`` of the thing), read in every problem (decision 0018) and asked first when the
question contrasts two (``difference.find_measure_difference``). A question asks it only
as one thing's measure ("How tall is Tori now?", ``coverage.check_measured_thing``).
"""

from __future__ import annotations

from collections.abc import Collection

import msgspec

from ..abstention import Abstain
from ..clauses.clauses import Clause, find_subject
from ..docview import Tok
from ..ir import Amount, Attachment, CompareTerms, Fact, FactKind, HolderRef
from ..rules import Frame
from .base import Context
from .comparison import SUBJECT_PRONOUNS

MEASURE = Frame("possess")
_POSSESSIVE = ("'s", "'", "\u2019s", "\u2019")
_CONTENT = ("NOUN", "PROPN", "ADJ")
# the dependents of a plain measure's verb besides its amount and adjective: "last year",
# "when empty", "now", "will be" are not plain (its 'and' and next clause are)
_PLAIN_DEPS = frozenset({"nsubj", "punct", "cc", "conj"})
# prepositions of a time a measure is placed at ("in January", "on Monday")
_TIME_PREPS = frozenset({"in", "on", "at", "during"})


class MeasureData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``measure`` entry of ``constructions.json``.

    units (dict[str, str]): singular unit noun -> its dimension ("mile" -> "length").
    plurals (dict[str, str]): plural unit noun -> its singular in ``units`` ("feet" ->
        "foot").
    adjectives (dict[str, str]): adjective of a dimension -> the dimension ("tall").
    verbs (dict[str, str]): verbs that state a measure -> its dimension, "" for any.
    more (dict[str, str]): comparatives of a larger measure -> dimension, "" for any.
    less (dict[str, str]): comparatives of a smaller measure -> dimension, "" for any.
    scales (dict[str, list[str]]): measure adjective lemma -> the scales it names.
    """

    doc: str = msgspec.field(default="", name="_doc")
    units: dict[str, str]
    plurals: dict[str, str]
    adjectives: dict[str, str]
    verbs: dict[str, str]
    more: dict[str, str]
    less: dict[str, str]
    scales: dict[str, list[str]] = msgspec.field(default_factory=dict)

    def __post_init__(self) -> None:
        unknown = sorted(s for s in self.plurals.values() if s not in self.units)
        if unknown:
            raise ValueError(f"plurals of no unit in units: {', '.join(unknown)}")

    def comparative(self, word: str) -> tuple[str, str] | None:
        """RETURNS (tuple[str, str] | None): ("more" or "fewer", the dimension, "" for
        any) of a comparative of measures ("longer" -> ("more", "length")), else None."""
        if word in self.more:
            return "more", self.more[word]
        if word in self.less:
            return "fewer", self.less[word]
        return None

    @property
    def dimensions(self) -> dict[str, str]:
        """RETURNS (dict[str, str]): unit noun, singular or plural -> its dimension."""
        return {**self.units, **{p: self.units[s] for p, s in self.plurals.items()}}


class Thing(msgspec.Struct, frozen=True):
    """A measured thing as the text names it.

    owner (tuple[str, ...]): the possessor's words ("Oscar", "sister"), no pronoun.
    words (tuple[str, ...]): the other words that set it apart, in text order.
    head (str | None): the lemma of its noun; None when elided ("her sister's").
    pronoun (bool): a possessive pronoun names its owner ("her textbook").
    """

    owner: tuple[str, ...]
    words: tuple[str, ...]
    head: str | None
    pronoun: bool = False

    def name(self) -> str:
        """RETURNS (str): the holder name ("Oscar's bus ride", "piece of iron")."""
        assert self.head is not None
        owner = [f"{' '.join(self.owner)}'s"] if self.owner else []
        if "of" in self.words:  # "piece of iron": the noun before its 'of' phrase
            at = self.words.index("of")
            return " ".join([*owner, *self.words[:at], self.head, *self.words[at:]])
        return " ".join([*owner, *self.words, self.head])

    def selects(self, other: Thing) -> bool:
        """RETURNS (bool): this description (from a question) fits the stated ``other``."""
        if self.head is None or other.head is None or self.head != other.head:
            return False
        if self.owner and _lower(self.owner) != _lower(other.owner):
            return False
        return set(_lower(self.words)) <= set(_lower(other.words))


def _lower(words: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(w.lower() for w in words)


def describe(tokens: list[Tok]) -> Thing | None:
    """Describe the noun phrase ``tokens`` as a measured thing.

    tokens (list[Tok]): the phrase, in text order.
    RETURNS (Thing | None): the thing; None when the phrase is not a plain noun phrase
        (determiners, possessors, adjectives, nouns and one 'of').
    """
    marks = [i for i, t in enumerate(tokens) if t.lower_ in _POSSESSIVE and t.tag_ == "POS"]
    if len(marks) > 1:
        return None
    owner_tokens = tokens[: marks[0]] if marks else []
    rest = tokens[marks[0] + 1 :] if marks else tokens
    owner = []
    for t in owner_tokens:
        if t.tag_ == "PRP$" or t.pos_ == "DET":
            continue
        if t.pos_ not in ("NOUN", "PROPN"):
            return None
        owner.append(t.text if t.pos_ == "PROPN" else t.lower_)
    if marks and not owner:
        return None
    pronoun = False
    words: list[str] = []
    kept: list[Tok] = []
    for t in rest:
        if t.tag_ == "PRP$":
            pronoun = True
        elif t.pos_ == "DET" and t.lower_ in ("the", "a", "an"):
            continue
        elif t.lower_ == "of" and kept and "of" not in words:
            words.append("of")
            kept.append(t)
        elif t.pos_ in _CONTENT:
            words.append(t.text if _proper(t) else t.lower_)
            kept.append(t)
        else:
            return None
    if not kept:
        return Thing(tuple(owner), (), None, pronoun) if owner else None
    at = words.index("of") if "of" in words else len(words)
    if at == 0 or (at == len(words) - 1 and "of" in words):
        return None  # "of iron", "piece of"
    head = kept[at - 1]
    if head.pos_ not in ("NOUN", "PROPN"):
        return None
    rest_words = tuple(words[: at - 1]) + tuple(words[at:])
    name = head.text if _proper(head) else head.lemma_.lower()
    return Thing(tuple(owner), rest_words, name, pronoun)


def _proper(token: Tok) -> bool:
    """A name as written ("Tom"): a proper noun with no determiner."""
    return token.pos_ == "PROPN" and not any(c.dep_ == "det" for c in token.children)


def subject_phrase(subject: Tok) -> list[Tok]:
    """RETURNS (list[Tok]): the subject's own noun phrase: its words up to it, its
    possessive mark, and an 'of' phrase ("the piece of iron"); not a prepositional or
    relative clause after it ("the bus ride to school")."""
    doc = subject.doc
    tokens = list(doc[subject.left_edge.i : subject.i + 1])
    for child in subject.rights:
        if child.dep_ == "case" and child.lower_ in _POSSESSIVE:
            tokens.append(child)
        elif child.dep_ == "prep" and child.lower_ == "of":
            tokens.extend(child.subtree)
    return tokens


class Measure:
    """'be' or a measuring verb ('weigh', 'measure') whose one quantity is a measure: its
    subject holds that length or weight."""

    name = "measure"
    attachments = frozenset({Attachment.THEME})
    data_type = MeasureData

    def claims(self, clause: Clause, context: Context) -> bool:
        data: MeasureData = context.data[self.name]
        verb = clause.verb
        if verb.lemma_.lower() != "be" and verb.lemma_.lower() not in data.verbs:
            return False
        return any(
            q.noun is not None and q.money is None and q.noun.lemma_.lower() in data.units
            for q in clause.amounts
        )

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        data: MeasureData = context.data[self.name]
        verb = clause.verb
        if len(clause.amounts) != 1:
            raise Abstain("comparative", f"{verb.text!r} states more than one measure", verb)
        (q,) = clause.amounts
        assert q.noun is not None
        dimension = data.units[q.noun.lemma_.lower()]
        lemma = verb.lemma_.lower()
        if lemma != "be" and data.verbs[lemma] not in ("", dimension):
            raise Abstain("comparative", f"{verb.text!r} does not measure a {dimension}", verb)
        compared = _compared(verb, q, dimension, data)
        if compared is not None:  # "The pine tree is 12 feet taller than the oak tree."
            return [compared]
        for adjective in measure_adjectives(verb, q.noun):
            if data.adjectives.get(adjective.lemma_.lower()) != dimension:
                raise Abstain(
                    "comparative", f"{adjective.text!r} is not a {dimension} of a thing", adjective
                )
        own = {*q.tokens, q.head.i, q.noun.i} | {a.i for a in measure_adjectives(verb, q.noun)}
        own |= {t.i for t in stated_times(verb, context.rules.words.time_words)}
        for child in verb.children:  # a condition, a place: not a plain measure
            if child.i not in own and child.dep_ not in _PLAIN_DEPS:
                raise Abstain(
                    "comparative", f"{verb.text!r} does not state a measure plainly", child
                )
        subjects = [c for c in verb.children if c.dep_ == "nsubj"]
        if (
            verb.dep_ == "relcl"
            and len(subjects) == 1
            and subjects[0].lower_ in ("that", "which")
            and subjects[0].i < verb.i
        ):
            subjects = [verb.head]  # "drew a white line that was 7 inches long"
        if len(subjects) != 1 or subjects[0].pos_ not in ("NOUN", "PROPN"):
            raise Abstain("comparative", f"{verb.text!r} names no single measured thing", verb)
        subject = subjects[0]
        if any(c.dep_ in ("conj", "cc") for c in subject.children):
            raise Abstain("comparative", f"{verb.text!r} measures several things at once", verb)
        return [
            Fact(
                kind=FactKind.POSSESS,
                construction=self.name,
                verb=verb,
                key=lemma,
                frame=MEASURE,
                subject=HolderRef(subject),
                amount=q,
                clause=clause.order,
            )
        ]


def _compared(verb: Tok, q: Amount, dimension: str, data: MeasureData) -> Fact | None:
    """RETURNS (Fact | None): the comparison of "The pine tree is 12 feet taller than the
    oak tree." (a ``COMPARE`` of the two things' measures by the amount): 'be', a
    comparative of the unit's dimension with the amount on it and one holder after its
    'than' that ends the sentence, and one plain subject; None when the clause has no
    comparative. RAISES Abstain: ``comparative`` for any other shape."""
    comparatives = [
        a for a in measure_adjectives(verb, q.noun) if a.tag_ in ("JJR", "RBR") and a.head == verb
    ]
    if not comparatives:
        return None
    adjective = comparatives[0]
    found = data.comparative(adjective.lower_)
    if len(comparatives) != 1 or found is None or found[1] not in ("", dimension):
        raise Abstain("comparative", f"{verb.text!r} compares no {dimension} plainly", verb)
    kind = found[0]
    if verb.lemma_.lower() != "be" or q.noun.head is not adjective:
        raise Abstain("comparative", f"{verb.text!r} compares no {dimension} plainly", verb)
    thans = [c for c in adjective.children if c.dep_ == "prep" and c.lower_ == "than"]
    holders = [g for t in thans for g in t.children if g.dep_ == "pobj"]
    for clause in adjective.children:  # "than she is", "than Hana is": its subject
        marks = [c for c in clause.children if c.dep_ == "mark" and c.lower_ == "than"]
        subjects = [c for c in clause.children if c.dep_ == "nsubj"]
        if (
            clause.dep_ == "advcl"
            and clause.lemma_ == "be"
            and len(marks) == 1
            and len(subjects) == 1
            and len(list(clause.children)) == 2
            and clause.tag_ == verb.tag_
        ):
            thans.append(clause)
            holders.append(subjects[0])
    others = [c for c in adjective.children if c is not q.noun and c not in thans]
    rest = [c for c in verb.children if c.dep_ not in _PLAIN_DEPS and c is not adjective]
    if len(thans) != 1 or len(holders) != 1 or others or rest:
        raise Abstain("comparative", f"{verb.text!r} compares no {dimension} plainly", verb)
    than = holders[0]
    end = max(t.i for t in thans[0].subtree) + 1
    doc = verb.doc
    if end < len(doc) and doc[end].lower_ not in (".", "?", "!"):
        raise Abstain("comparative", f"{verb.text!r} compares no {dimension} plainly", verb)
    if not (than.pos_ in ("NOUN", "PROPN") or than.lower_ in SUBJECT_PRONOUNS) or any(
        c.dep_ in ("conj", "cc") for c in than.children
    ):
        raise Abstain("comparative", f"{than.text!r} is not one measured thing", than)
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(subjects) != 1 or subjects[0].pos_ not in ("NOUN", "PROPN"):
        raise Abstain("comparative", f"{verb.text!r} names no single measured thing", verb)
    # the comparative and 'than' ("than the oak tree"), or 'than' and 'is' ("than she is")
    said = [c.i for c in thans[0].children if c.dep_ == "mark"]
    markers = (adjective.i, *said, thans[0].i)
    return Fact(
        kind=FactKind.COMPARE,
        construction=Measure.name,
        verb=verb,
        key="be",
        frame=MEASURE,
        subject=HolderRef(subjects[0]),
        amount=q,
        cues=markers,
        compare=CompareTerms(kind, None, than, q.noun, markers),
    )


def stated_times(verb: Tok, time_words: Collection[str]) -> list[Tok]:
    """RETURNS (list[Tok]): the phrases that place a measure at a time ("was 52 inches
    tall last spring", "weighed 176 pounds in January", "is 5 feet tall now"): a time word
    as the verb's adverbial, or as the object of its 'in', 'on', 'at' or 'during'. A
    measure so placed starts the events told after it; two contrasted are not plain
    (``difference.name_measures``)."""
    found = []
    for child in verb.children:
        if child.dep_ in ("npadvmod", "advmod") and child.lemma_.lower() in time_words:
            found.append(child)
        elif child.dep_ == "prep" and child.lower_ in _TIME_PREPS:
            objects = [g for g in child.children if g.dep_ == "pobj"]
            if len(objects) == 1 and objects[0].lemma_.lower() in time_words:
                found.append(child)
    return found


def time_slots(verb: Tok, time_words: Collection[str]) -> list[str]:
    """RETURNS (list[str]): the names of the times that place ``verb``'s clause
    (``measure.stated_times``): "this year", "last year", "now", "morning" (of "in the
    morning"), "monday"."""
    names = []
    for t in stated_times(verb, time_words):
        head = next((g for g in t.children if g.dep_ == "pobj"), t) if t.dep_ == "prep" else t
        names.append(slot_name(head))
    return names


def slot_name(time: Tok) -> str:
    """RETURNS (str): the name of the time slot ``time`` heads: its words but 'the'
    ("last year", "morning" of "the morning")."""
    return " ".join(w.lower_ for w in time.subtree if w.dep_ != "det" or w.lower_ != "the")


class Distance:
    """A verb of moving whose one quantity is a length ("Stanley ran 0.4 mile and walked
    0.2 mile"): its subject's run, walk or ride has that length. Asked only when the
    question contrasts two such verbs ("How much farther did Stanley run than walk?")."""

    name = "distance"
    attachments = frozenset({Attachment.THEME})
    data_type = None

    def claims(self, clause: Clause, context: Context) -> bool:
        data: MeasureData = context.data["measure"]
        verb = clause.verb
        if verb.pos_ != "VERB" or verb.lemma_.lower() in data.verbs:
            return False
        return any(
            q.noun is not None and data.units.get(q.noun.lemma_.lower()) == "length"
            for q in clause.amounts
        )

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        verb = clause.verb
        if len(clause.amounts) != 1:
            raise Abstain("comparative", f"{verb.text!r} states more than one distance", verb)
        (q,) = clause.amounts
        assert q.noun is not None
        own = {*q.tokens, q.head.i, q.noun.i}
        for child in verb.children:  # "rode the bus 3 miles", "ran 2 miles on Monday"
            if child.i not in own and child.dep_ not in _PLAIN_DEPS:
                raise Abstain("comparative", f"{verb.text!r} is not a plain distance", child)
        if not any(t.dep_ in ("npadvmod", "dobj") and t.head == verb for t in (q.noun, q.head)):
            raise Abstain("comparative", f"{verb.text!r} does not go {q.noun.text!r}", verb)
        subject = find_subject(verb, context.roles, context.unstated)
        if subject.pos_ not in ("PROPN", "PRON") or any(
            c.dep_ in ("conj", "cc") for c in subject.children
        ):
            raise Abstain("comparative", f"{verb.text!r} names no single mover", verb)
        return [
            Fact(
                kind=FactKind.POSSESS,
                construction=self.name,
                verb=verb,
                key=verb.lemma_.lower(),
                frame=MEASURE,
                subject=HolderRef(subject),
                amount=q,
                clause=clause.order,
            )
        ]


def measure_adjectives(verb: Tok, noun: Tok) -> list[Tok]:
    """The words that say which measure ("3 inches long", "0.5 of a foot tall"): a
    complement of the verb, a modifier of the unit, or the unit's head."""
    found = [c for c in verb.children if c.dep_ in ("acomp", "advmod") and c.pos_ in ("ADJ", "ADV")]
    found += [c for c in noun.children if c.dep_ in ("amod", "advmod")]
    if noun.dep_ == "npadvmod" and noun.head.pos_ in ("ADJ", "ADV"):
        found.append(noun.head)
    return sorted(set(found), key=lambda t: t.i)


__all__ = [
    "Distance",
    "Measure",
    "MeasureData",
    "Thing",
    "describe",
    "measure_adjectives",
    "stated_times",
    "subject_phrase",
]
