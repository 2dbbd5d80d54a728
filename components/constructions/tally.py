"""Tally: 'Craig walked 0.2 mile ... How many miles did Craig walk in all?'

A verb the lexicon does not list (walk, jog, hike, serve, snow, go to) states no holding
and no exchange; but when the question asks with the same verb ("How many miles did
Craig walk?", "How many pizzas were served?"), each amount it takes is one more of what
the question counts: a gain of its subject, which the question's reading of events
(``question.read_change_question``) sums exactly as for a verb of gain. Nothing is
claimed when the question asks with another verb, so the clause stays unread
(``unsupported-verb``) wherever its amount could mean something else.
"""

from __future__ import annotations

import msgspec
from wordproblem.models import TIME_PER

from ..abstention import Abstain
from ..clauses.clauses import FUTURE_AUX, Clause, is_obligation, is_planned, is_purpose
from ..docview import Tok
from ..ir import Amount, Attachment, Fact, FactKind, Query
from ..rules import Frame
from .base import Context
from .possession import subject_ref
from .rate import stretch_of_time

# what a tallied amount is: one more of what the question counts, from nobody
TALLIED = Frame("gain")
# the preposition of a stretch of time an activity took ("practiced for 2 hours")
_FOR = frozenset({"for"})
# the auxiliaries of a question about what happened: "did Craig walk", "were served"
_PAST_AUX = frozenset({"did", "was", "were"})


class TallyData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``tally`` entry of ``constructions.json``."""

    doc: str = msgspec.field(default="", name="_doc")
    goal_preps: dict[str, list[str]]


class Tally:
    """A verb the lexicon lacks whose amounts the question counts with the same verb."""

    name = "tally"
    attachments = frozenset({Attachment.THEME, Attachment.ADVERBIAL})
    data_type = TallyData

    def claims(self, clause: Clause, context: Context) -> bool:
        return tallied(clause, context) is not None

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        verb = clause.verb
        _check_actual(verb, context.rules.words.plans)
        _check_task_part(verb)
        key = clause_key(clause, context.data[self.name])
        assert key is not None and context.query is not None
        synonyms = context.rules.words.question_verb_synonyms
        group = next((g for g in synonyms if key in g), frozenset({key}))
        _check_unmeasured(verb, frozenset(k.split()[0] for k in group), context.query)
        subject, generic = subject_ref(clause, context)
        return [
            Fact(
                kind=FactKind.GAIN,
                construction=self.name,
                verb=verb,
                key=key,
                frame=TALLIED,
                subject=subject,
                amount=q,
                generic=generic,
                clause=clause.order,
            )
            for q in clause.amounts
        ]


def as_tally(loss: Fact) -> Fact:
    """RETURNS (Fact): a loss read as what its doer did, counted up from nothing ("ate 6
    grapes": 6 eaten): a gain from nobody, tallied (0022 rule 8, 0023 rule 11)."""
    return msgspec.structs.replace(
        loss, kind=FactKind.GAIN, frame=TALLIED, party=None, party_name=None
    )


def tallied(clause: Clause, context: Context) -> str | None:
    """RETURNS (str | None): what a clause whose verb the lexicon lacks tallies with, when
    the question asks with the same verb or a synonym ("Mia saw 4 butterflies ... How
    many butterflies did Mia see?"); else None."""
    plans = context.rules.words.plans
    if clause.entry is not None or context.query is None or not _past_event(clause.verb, plans):
        return None
    data = context.data[Tally.name]
    key = clause_key(clause, data)
    asked = question_key(context.query, data, plans)
    if key is None or asked is None:
        return None
    noun = context.query.noun
    if (
        clause.items
        and all(_time_taken(q, clause) for q, _ in clause.items)
        and (noun is None or noun.lemma_.lower() not in TIME_PER)
    ):
        return None  # "ran for 2 hours. How far did he run?": the time is not what is asked
    synonyms = context.rules.words.question_verb_synonyms
    if key == asked or any(key in group and asked in group for group in synonyms):
        return key
    return None


def clause_key(clause: Clause, data: TallyData) -> str | None:
    """RETURNS (str | None): what a clause tallies with: its verb's lemma when every
    amount is its object or a measure on one of its prepositions ("walked 0.2 mile and
    0.7 mile from the house") or every one a stretch of time on 'for' ("practiced for 2
    hours"), or the lemma and a goal preposition when every amount is
    that preposition's object ("went to 4 games": "go to"); None otherwise."""
    lemma = clause.verb.lemma_.lower()
    objects = {
        q.head.head.lower_
        for q, how in clause.items
        if how is Attachment.ADVERBIAL and q.head.dep_ == "pobj"
    }
    if not objects:
        return lemma
    if all(_time_taken(q, clause) for q, _ in clause.items):
        return lemma  # "practiced for 2 hours and for 40 minutes": the time it took
    if len(objects) != 1 or len(objects) != len(clause.items):
        return None  # "walked 2 miles to 3 shops": which does the question count?
    prep = objects.pop()
    if prep not in data.goal_preps.get(lemma, ()):
        return None
    return f"{lemma} {prep}"


def _time_taken(q: Amount, clause: Clause) -> bool:
    """RETURNS (bool): ``q`` is "for N <time unit>", or an amount of time coordinated
    after such a phrase of the clause ("for 1 hour and 30 minutes", "for 3 hours on
    Saturday and 25 minutes on Sunday")."""
    if stretch_of_time(q, _FOR):
        return True
    return (
        q.head.dep_ == "conj"
        and q.noun is not None
        and q.noun.lemma_.lower() in TIME_PER
        and any(stretch_of_time(o, _FOR) and o.start < q.start for o, _ in clause.items)
    )


def question_key(query: Query, data: TallyData, plans: frozenset[str] = frozenset()) -> str | None:
    """RETURNS (str | None): what a question asks with: its verb's lemma, with a goal
    preposition left without its object ("How many games did Joan go to?": "go to"); None
    for a question that does not plainly ask what happened in the past ("did Craig walk",
    "were served", "has she read": all of it up to now): a negated, modal or present one
    ("How many miles can he walk?", "does he walk"), or one whose verb is 'be', 'have' or
    'do'. plans (frozenset[str]): verbs of a plan told now (``clauses.is_planned``): a
    question with 'will' asks a plan the text tells ("plans to go to 16 games") with what
    happened ("How many games will he attend in all?")."""
    verb = query.verb
    lemma = verb.lemma_.lower()
    if lemma in ("be", "have", "do"):
        return None
    if any(c.dep_ == "neg" for c in verb.children):
        return None
    auxiliaries = [c.lower_ for c in verb.children if c.dep_ in ("aux", "auxpass")]
    if not auxiliaries and verb.head.lower_ == "did" and verb.head.i < verb.i:
        auxiliaries = ["did"]  # "did Omar bike?": the parse makes 'did' the main verb
    perfect = verb.tag_ == "VBN" and auxiliaries in (["has"], ["have"])  # "has she read"
    future = auxiliaries in FUTURE_AUX and any(  # "will he have run", beside a plan
        is_planned(t, plans) is not None for t in verb.doc.tokens if t.dep_ == "xcomp"
    )
    if (
        not (auxiliaries and set(auxiliaries) <= _PAST_AUX)
        and verb.tag_ != "VBD"
        and not perfect
        and not future
    ):
        return None  # "How many miles can he walk?", "does he walk", "had he walked"
    stranded = [
        c.lower_
        for c in verb.children
        if c.dep_ == "prep"
        and c.lower_ in data.goal_preps.get(lemma, ())
        and all(g == query.noun or _in_all(g) for g in c.children if g.dep_ == "pobj")
    ]
    return f"{lemma} {stranded[0]}" if len(stranded) == 1 else lemma


def _in_all(token: Tok) -> bool:
    """RETURNS (bool): ``token`` is the 'all' or 'total' of "in all", "in total" (the
    parse may hang it on the stranded preposition: "did Ravi go to in all")."""
    return token.lower_ in ("all", "total") and any(c.lower_ == "in" for c in token.children)


def _past_event(verb: Tok, plans: frozenset[str]) -> bool:
    """RETURNS (bool): ``verb`` tells what happened, in the simple past ("walked",
    "served") or as a past obligation met ("had to walk"), or a plan told now ("plans to
    go to 16 games", which a question in the future counts: ``check_future_events``); not
    a state or a habit in the present ("lives 3 miles from school", "walks 2 miles")."""
    return verb.tag_ == "VBD" or is_obligation(verb) or is_planned(verb, plans) is not None


def _check_task_part(verb: Tok) -> None:
    """Abstain on an obligation ("had to dry 28 plates") that another clause of its verb
    does in part ("He dried 11 of them", "read 45 pages on Saturday" of "had to read 120
    pages"): a task, not an event met in full.

    RAISES Abstain: ``underdetermined``.
    """
    if not is_obligation(verb):
        return
    lemma = verb.lemma_.lower()
    own = {c.lemma_.lower() for c in verb.children if c.dep_ == "dobj"}
    for token in verb.doc:
        if token == verb or token.pos_ != "VERB" or token.lemma_.lower() != lemma:
            continue
        if any(_counts_part(child, own) for child in token.children):
            raise Abstain(
                "underdetermined",
                f"{verb.text!r} is a task that {token.text!r} does in part: what was done in "
                "all is not said",
                verb,
            )


def _counts_part(child: Tok, own: set[str]) -> bool:
    """RETURNS (bool): ``child`` is an object that counts some of a task's items: the
    task's own noun ("45 pages"), or "11 of them", "11 of the plates" (not "0.3 of a
    mile")."""
    if child.dep_ != "dobj":
        return False
    if not child.like_num:
        return child.lemma_.lower() in own
    objects = [
        g
        for p in child.children
        if p.dep_ == "prep" and p.lower_ == "of"
        for g in p.children
        if g.dep_ == "pobj"
    ]
    return any(
        g.lower_ in ("them", "those")
        or any(c.dep_ in ("det", "poss") and c.lower_ != "a" for c in g.children)
        for g in objects
    )


def _check_unmeasured(verb: Tok, lemmas: frozenset[str], query: Query) -> None:
    """Abstain when the text tells the tallied verb (or a synonym: ``lemmas``) again
    without an amount ("Tom walked 3 miles. Sam walked the same distance.", "walked to
    school and back"): what it adds to the total is not given.

    RAISES Abstain: ``unquantified-event``.
    """
    for token in verb.doc:
        if token.pos_ != "VERB" or token.lemma_.lower() not in lemmas or token == query.verb:
            continue
        if token.dep_ in ("amod", "compound"):
            continue  # "did a running drill": a kind of drill, no telling of the event
        if _summary(token, lemmas):
            continue  # "Trisha walked all over the city. First, she walked 0.1 mile ..."
        if not _measured(token) and not _as_many(token):
            raise Abstain(
                "unquantified-event",
                f"{token.text!r} tells the event again without an amount",
                token,
            )


# the words that open a sentence telling the first of the events a summary sums up
_FIRST = frozenset({"first", "firstly"})


def _summary(token: Tok, lemmas: frozenset[str]) -> bool:
    """RETURNS (bool): ``token`` tells, with no amount, the events the text then tells
    one by one with their amounts: every such telling after its sentence, and the next
    sentence opens with 'First' ("Spencer walked all over town. First, he walked 0.3 mile
    ...")."""
    doc = token.doc
    sent = doc.sent(token.i)
    if sent.end >= len(doc.tokens) or doc.tokens[sent.end].lower_ not in _FIRST:
        return False
    later = [
        t for t in doc.tokens if t.pos_ == "VERB" and t.lemma_.lower() in lemmas and _measured(t)
    ]
    return bool(later) and all(t.i >= sent.end for t in later)


def _as_many(verb: Tok) -> bool:
    """RETURNS (bool): ``verb`` tells its amount as a multiple of another's ("read half as
    many books as Victor", "read twice as many"): the comparison construction reads it."""
    return any(
        t.lower_ in ("many", "much") and any(c.lower_ == "as" for c in t.children)
        for child in verb.children
        for t in (child, *child.children)
    )


def _measured(verb: Tok) -> bool:
    """RETURNS (bool): a number is an argument of ``verb``, of one of its prepositions, or
    of a conjunct of one ("walked 0.2 mile", "went to 4 games", "served 9 and 6")."""
    for child in verb.children:
        if child.like_num or any(c.like_num for c in child.children):
            return True
        if child.dep_ == "prep" and any(
            g.like_num or any(c.like_num for c in g.children) for g in child.children
        ):
            return True
    return False


def _check_actual(verb: Tok, plans: frozenset[str]) -> None:
    """Abstain on a tallied verb that states no event that happened: a negation ("did
    not walk"), a purpose or a plan ("plans to go", "to walk home"); a past obligation
    ("had to walk 0.3 mile") was met (``clauses.check_mood`` reads modals the same way).

    RAISES Abstain: ``negation`` or ``conditional``.
    """
    if any(c.dep_ == "neg" for c in verb.children):
        raise Abstain("negation", f"{verb.text!r} is negated", verb)
    if is_purpose(verb) and not is_obligation(verb) and is_planned(verb, plans) is None:
        raise Abstain("conditional", f"{verb.text!r} states a purpose or a plan", verb)
