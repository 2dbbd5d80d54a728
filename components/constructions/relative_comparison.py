"""A comparison told of an amount in a relative clause: 'Eva has 32 shells, which is 4
times as many as Carl has', 'Bella has 44 stamps, which is 4 more than Carl has', 'Mr.
Baker's class collected 150 cans, which was 5 times as many as Ms. Fox's class'; or in
the next sentence, of the one amount of the sentence before: 'Ayesha collected 24 cans.
That is 3 times as many as Tariq collected.'.

The clause 'which is <comparison>' hangs on the object of a verb of holding or gaining
(the comparison construction's classes): it compares that verb's subject's amount with
the holder after 'as'/'than' (a name, 'he'/'she' or a noun phrase with a determiner or a
possessor, with that verb or 'do' after it or nothing), as "Eva has 4 times as many
shells as Carl" does. The relative's number is the factor or the difference ("4 times",
"4 more"); the verb's own amount is read by its own construction. Anything else ("which
is twice as many", with no number of its own) is not claimed, and coverage abstains on
its cue.
"""

from __future__ import annotations

from fractions import Fraction

from ..clauses.clauses import Clause, find_subject
from ..docview import Tok
from ..ir import Amount, Attachment, CompareTerms, Fact, FactKind, HolderRef
from .base import Context, is_generic
from .comparison import SUBJECT_PRONOUNS, ComparisonData

_RELATIVES = frozenset({"which", "that", "this"})
_ANAPHORS = frozenset({"that", "this"})  # "That is 3 times as many as Tariq collected."


class RelativeComparison:
    """'<holder> has N X, which is M times as many as Y (has)': a comparison of the
    holder's X with Y's."""

    name = "relative comparison"
    attachments = frozenset({Attachment.THEME})
    data_type = None  # the comparison construction's words

    def claims(self, clause: Clause, context: Context) -> bool:
        return _read(clause, context) is not None

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        found = _read(clause, context)
        assert found is not None, "read() of a clause the relative comparison does not claim"
        return [found]


def _read(clause: Clause, context: Context) -> Fact | None:
    """RETURNS (Fact | None): the ``COMPARE`` fact of a relative 'which is' clause, or
    None when the clause is no such comparison."""
    data: ComparisonData | None = context.data.get("comparison")
    be = clause.verb
    if data is None or be.lemma_ != "be" or len(clause.items) != 1:
        return None
    subjects = [c for c in be.children if c.dep_ == "nsubj"]
    if len(subjects) != 1 or subjects[0].lower_ not in _RELATIVES:
        return None
    if be.dep_ == "relcl":
        noun = be.head
    elif be.dep_ == "ROOT" and subjects[0].lower_ in _ANAPHORS:
        found = _told_before(be)  # "Ayesha collected 24 cans. That is 3 times as many ..."
        if found is None:
            return None
        noun = found
    else:
        return None
    verb = noun.head
    if noun.pos_ != "NOUN" or noun.dep_ != "dobj" or verb.pos_ != "VERB":
        return None
    found = context.rules.lexicon.lookup(verb.lemma_.lower(), [])
    if found is None or found[1].cls not in data.classes:
        return None
    (q,) = clause.amounts
    shape = _shape(q, be, data)
    if shape is None:
        return None
    kind, by, amount, word = shape
    than = _than(word, verb, data)
    if than is None:
        return None
    subject = find_subject(verb, context.roles, context.unstated)
    if any(c.dep_ == "conj" for c in subject.children):
        return None
    times = {c.i for c in q.head.children if c.lower_ in data.times}  # "5 times"
    markers = sorted(
        ({t.i for t in word.subtree} | times) - {t.i for t in than.subtree} - set(q.tokens)
    )
    key, frame = found
    return Fact(
        kind=FactKind.COMPARE,
        construction=RelativeComparison.name,
        verb=verb,
        key=key,
        frame=frame,
        subject=HolderRef(subject),
        amount=amount,
        generic=is_generic(subject),
        scale_noun=noun,
        clause=clause.order,
        cues=(*markers, subjects[0].i, be.i),
        compare=CompareTerms(kind, by, than, noun, tuple(markers)),
    )


def _told_before(be: Tok) -> Tok | None:
    """RETURNS (Tok | None): the counted object of the sentence before ``be``'s, when that
    sentence is one clause with one number, on its root's object ("Ayesha collected 24
    cans."): what 'That' stands for; None otherwise."""
    doc = be.doc
    if be.sent.start == 0:
        return None
    before = doc[be.sent.start - 1].sent
    numbers = [t for t in before if t.like_num]
    root = before.root
    objects = [c for c in root.children if c.dep_ == "dobj" and c.pos_ == "NOUN"]
    if len(numbers) != 1 or len(objects) != 1 or numbers[0].head != objects[0]:
        return None
    if any(t.dep_ in ("conj", "advcl", "ccomp", "relcl") for t in before):
        return None
    return objects[0]


def _shape(
    q: Amount, be: Tok, data: ComparisonData
) -> tuple[str, Fraction | None, Amount | None, Tok] | None:
    """RETURNS: (kind, factor, amount, comparative word) of "4 times as many", "twice as
    many", "half as many" or "4 more", "4 fewer" said by ``be``; None for anything else."""
    word = q.head if q.head.lower_ in data.more + data.fewer else q.head.head
    if word is be:  # "which was 5 times as many as": the number and 'many' both on 'was'
        many = [c for c in be.children if c.lower_ in data.as_many and c.dep_ == "attr"]
        more = [c for c in q.head.children if c.lower_ in data.more + data.fewer]
        if len(more) == 1 and more[0].dep_ == "amod":  # "which is 5 more than", on the 5
            kind = "more" if more[0].lower_ in data.more else "fewer"
            return kind, None, q, more[0]
        on = [c for c in q.head.children if c.lower_ in data.as_many and c.dep_ == "amod"]
        if len(on) == 1:  # "That is 3 times as many as": 'many' on the 3
            many = on
        word = many[0] if len(many) == 1 and many[0].i > q.head.i else word
    on_be = word.head == be and word.dep_ in ("attr", "acomp")
    if not (on_be or (word.head == q.head and word.dep_ == "amod")) or q.noun is not None:
        return None
    lowers = {c.lower_ for c in word.children if c.i < word.i}
    if word.lower_ in data.as_many and lowers & set(data.as_):
        times = [c for c in q.head.children if c.lower_ in data.times]
        if len(times) == 1:  # "4 times as many"
            return "times", None, q, word
        return None
    if word.lower_ in data.more + data.fewer and word is q.head:  # "4 more"
        return ("more" if word.lower_ in data.more else "fewer"), None, q, word
    return None


def _than(word: Tok, verb: Tok, data: ComparisonData) -> Tok | None:
    """RETURNS (Tok | None): the holder after the comparison's 'as'/'than': the subject of
    "as Carl has" (``verb``'s lemma or 'do', nothing after it), or the object of "as Ms.
    Fox's class"; None when there is not exactly one."""
    joiners = set(data.as_) | set(data.than)
    clauses = [c for c in word.children if c.dep_ == "advcl"]
    objects = [
        g
        for c in word.children
        if c.dep_ == "prep" and c.lower_ in joiners
        for g in c.children
        if g.dep_ == "pobj"
    ]
    if len(clauses) + len(objects) != 1:
        return None
    if clauses:
        (other,) = clauses
        marks = [c for c in other.children if c.dep_ == "mark" and c.lower_ in joiners]
        subjects = [c for c in other.children if c.dep_ == "nsubj"]
        if not marks or len(subjects) != 1 or other.lemma_.lower() not in (verb.lemma_, "do"):
            return None
        if any(c.dep_ not in ("mark", "nsubj", "punct", "aux") for c in other.children):
            return None  # "as Carl had last year": another time
        holder = subjects[0]
    else:
        holder = objects[0]
        if any(c.i > holder.i for c in holder.children):
            return None  # "as the boy in red"
    if any(c.dep_ in ("conj", "cc") for c in holder.children):
        return None  # "than Mia and Pia have": together, or each?
    if holder.pos_ == "PROPN" or holder.lower_ in SUBJECT_PRONOUNS:
        return holder
    if holder.pos_ == "NOUN" and any(c.dep_ in ("det", "poss") for c in holder.children):
        return holder
    return None


__all__ = ["RelativeComparison"]
