"""Needs: 'Tom needs 20 stickers' — the amount its subject needs (decision 0006 ``need``).

A need is a goal, not a holding. Only a question that asks the shortfall ("How many more
stickers does Tom need?", ``difference.find_need``) reads it; the reader asks this
construction in that reading only, so every other reading leaves such a clause unread.
A task is a need of so many done ("needs to cook 16 potatoes", "had 9 essays to grade"),
and a later clause with its verb ("has already cooked 7") so many of them done (decision
0013).
"""

from __future__ import annotations

import msgspec

from ..abstention import Abstain
from ..clauses.clauses import Clause
from ..docview import Tok
from ..ir import Amount, Attachment, Fact, FactKind, HolderRef, Query
from ..rules import Frame
from .base import Context
from .possession import subject_ref

NEED = Frame("possess")
DONE = Frame("gain")  # part of a task done: so many more of its items done
TASK = Frame("possess", kind="task")  # a need of so many done ("needs to cook 16 potatoes")
# words that make a needed amount one beyond another ("needs 20 more", "5 extra")
_MORE = frozenset({"more", "extra", "additional", "another", "else"})


class NeedData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``need`` entry of ``constructions.json``.

    verbs (list[str]): verbs whose object is what the subject needs ("need").
    acquire (list[str]): verbs of a question that asks what is still to get ("How many
        more does he need to buy?", "should he buy").
    modals (list[str]): auxiliaries of such a question without 'need' ("should", "must").
    obliged (list[str]): verbs that ask a shortfall only with 'to' and a verb of getting
        ("How many more dollars does she have to earn to have 47 dollars?").
    still (list[str]): adverbs of a question that asks what is left of a task stated
        with its own verb ("needs to cook 16 potatoes ... How many does he still need to
        cook?").
    take (list[str]): verbs of a question that asks how long the rest of a task takes
        ("How long will it take him to cook the rest?").
    rest (list[str]): words of what is left of it ("the rest", "the remaining rooms").
    must (list[str]): auxiliaries of obligation that make their verb a task ("must sew").
    finish (list[str]): verbs of a question that asks what the rest of a need takes by
        the whole it is for ("How much money would he need to finish his collection?").
    wants (list[str]): verbs of wanting whose object (or the object of their 'to buy')
        is a thing priced by a relative clause: its price is the goal ("wants to buy a
        lamp that costs $25", "wants a bike that costs $120").
    priced (list[str]): the verbs of that relative clause ("costs").
    save_for (list[str]): verbs whose 'for' names a thing so priced, wanted the same way
        ("is saving for a tent that costs $150").
    """

    doc: str = msgspec.field(default="", name="_doc")
    verbs: list[str]
    acquire: list[str]
    modals: list[str]
    obliged: list[str] = msgspec.field(default_factory=list)
    still: list[str] = msgspec.field(default_factory=list)
    take: list[str] = msgspec.field(default_factory=list)
    rest: list[str] = msgspec.field(default_factory=list)
    must: list[str] = msgspec.field(default_factory=list)
    finish: list[str] = msgspec.field(default_factory=list)
    wants: list[str] = msgspec.field(default_factory=list)
    priced: list[str] = msgspec.field(default_factory=list)
    save_for: list[str] = msgspec.field(default_factory=list)


class Need:
    """A verb of needing with one quantity as its object: the subject's goal."""

    name = "need"
    attachments = frozenset({Attachment.THEME, Attachment.MOVER})
    data_type = NeedData

    def claims(self, clause: Clause, context: Context) -> bool:
        data: NeedData = context.data[self.name]
        verb = clause.verb
        if not clause.items:
            return False
        if any(how is Attachment.MOVER for _, how in clause.items):
            return held_task(verb, data)  # "had [9 worksheets to grade]"
        return (
            verb.lemma_.lower() in data.verbs
            or (verb.lemma_.lower() in data.wants and verb.pos_ == "VERB")  # "wants 90 caps"
            or wanted_price(clause, data) is not None
            or wanted_amount(clause, data) is not None
            or is_task(verb, data)
            or task_object(verb, data) is not None
            or _progress(verb, context.query, data) is not None
        )

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        data: NeedData = context.data[self.name]
        verb = clause.verb
        todo = task_object(verb, data)
        if is_task(verb, data) or todo is not None or held_task(verb, data):
            # "needs to cook 16 potatoes", "had 9 worksheets to grade": so many V-ed is the goal
            if len(clause.items) != 1:
                raise Abstain("comparative", f"{verb.text!r} has more than one task", verb)
            q = clause.items[0][0]
            if todo is not None and (q.noun is None or q.noun.i != todo.i):
                raise Abstain("comparative", f"{verb.text!r} has more than its task", verb)
            # the subject of the verb of needing
            owner = verb if todo is not None else verb.head  # who needs or has the task
            subject, generic = subject_ref(msgspec.structs.replace(clause, verb=owner), context)
            return [
                Fact(
                    kind=FactKind.NEED,
                    construction=self.name,
                    verb=verb,
                    key=(_infinitive(todo) if todo is not None else verb).lemma_.lower(),
                    frame=TASK,
                    subject=subject,
                    amount=q,
                    generic=generic,
                    clause=clause.order,
                )
            ]
        query = context.query
        statements = verb.doc.tokens[: query.sent.start] if query is not None else []
        later = done_later(verb, statements, data)
        if later is not None:  # "needed 14 windows. The builder had already installed 5
            # of them": a task of installing, the doer's
            return [self._need_of(clause, context, later, TASK)]
        wanter = wanted_price(clause, data)
        if wanter is not None:  # "wants to buy a lamp that costs $25": the price, the goal
            return [self._need_of(clause, context, wanter, NEED)]
        wanter = wanted_amount(clause, data)
        if wanter is not None:  # "wants to collect 100 bottle caps": so many held, the goal
            return [self._need_of(clause, context, wanter, NEED)]
        if _progress(verb, query, data) is not None:
            # "He has already cooked 7.", "painted 5 on Monday and 3 on Tuesday": so many of
            # the task's items done
            assert query is not None  # _progress reads none without a question
            if any(how is not Attachment.THEME for _, how in clause.items):
                raise Abstain("comparative", f"{verb.text!r} does not do amounts of a task", verb)
            for q, _ in clause.items:  # "read 26 pages of a comic" beside "had to read 40 pages"
                whole = _whole_of(q.noun) if q.noun is not None else None
                if whole is not None and whole not in _task_wholes(verb, query, data):
                    raise Abstain(
                        "comparative", f"{q.span(verb.doc).text!r} are of another whole", verb
                    )
            subject, generic = subject_ref(clause, context)
            return [
                Fact(
                    kind=FactKind.GAIN,
                    construction=self.name,
                    verb=verb,
                    key=verb.lemma_.lower(),
                    frame=DONE,
                    subject=subject,
                    amount=q,
                    generic=generic,
                    clause=clause.order,
                )
                for q, _ in clause.items
            ]
        if len(clause.amounts) != 1:
            raise Abstain("comparative", f"{verb.text!r} needs more than one amount", verb)
        if verb.dep_ in ("xcomp", "ccomp", "advcl", "relcl") or any(
            c.dep_ in ("neg", "aux", "auxpass") for c in verb.children
        ):  # "wants to need", "does not need", "will need": not a plain goal
            raise Abstain("comparative", f"{verb.text!r} does not state a plain need", verb)
        (q,) = clause.amounts
        if q.head.dep_ != "dobj" and (q.noun is None or q.noun.dep_ != "dobj"):
            raise Abstain("comparative", f"{verb.text!r} does not need {q.head.text!r}", verb)
        doc = verb.doc
        near = {c.lower_ for i in q.tokens for c in doc[i].children}
        if q.noun is not None:
            near |= {c.lower_ for c in q.noun.children}
        if near & (context.rules.words.comparative | _MORE):
            raise Abstain("comparative", f"{verb.text!r} needs an amount more than another", verb)
        subject, generic = subject_ref(clause, context)
        return [
            Fact(
                kind=FactKind.NEED,
                construction=self.name,
                verb=verb,
                key=verb.lemma_.lower(),
                frame=NEED,
                subject=subject,
                amount=q,
                generic=generic,
                clause=clause.order,
            )
        ]

    def _need_of(self, clause: Clause, context: Context, whose: Tok, frame: Frame) -> Fact:
        """RETURNS (Fact): the clause's one amount as the need of ``whose`` subject, keyed
        by that verb ("installed" of a task, "wants" of a price)."""
        subject, generic = subject_ref(msgspec.structs.replace(clause, verb=whose), context)
        return Fact(
            kind=FactKind.NEED,
            construction=self.name,
            verb=clause.verb,
            key=whose.lemma_.lower(),
            frame=frame,
            subject=subject,
            amount=clause.items[0][0],
            generic=generic,
            clause=clause.order,
        )


def wanted_price(clause: Clause, data: NeedData) -> Tok | None:
    """RETURNS (Tok | None): the verb of wanting when ``clause`` prices the thing it wants
    in a relative clause of one money amount, with nothing to say it was bought ("wants to
    buy a lamp that costs $25", "wants a bike that costs $120"): whose subject needs that
    money; else None."""
    verb = clause.verb
    if verb.dep_ != "relcl" or verb.lemma_.lower() not in data.priced or len(clause.items) != 1:
        return None
    q, how = clause.items[0]
    if q.money is None or how is not Attachment.THEME:
        return None
    thing = verb.head
    if any(c.like_num for c in thing.children):
        return None
    while thing.dep_ == "conj":  # "a book that costs $11 and a pen that costs $3"
        thing = thing.head
    saver = thing.head.head if thing.dep_ == "pobj" and thing.head.lower_ == "for" else None
    if saver is not None and saver.lemma_.lower() in data.save_for:  # "is saving for a tent"
        return None if any(c.dep_ in ("neg", "dobj") for c in saver.children) else saver
    if thing.dep_ != "dobj":
        return None
    head = thing.head
    if head.dep_ == "xcomp" and head.lemma_.lower() not in data.wants:  # "wants to buy a lamp"
        head = head.head
    if head.lemma_.lower() not in data.wants or any(c.dep_ == "neg" for c in head.children):
        return None
    return head


def wanted_amount(clause: Clause, data: NeedData) -> Tok | None:
    """RETURNS (Tok | None): the verb of wanting when ``clause`` is its 'to' + a verb of
    getting or 'have' with one amount as its object and nothing else ("wants to collect
    100 bottle caps", "hopes to save $50"): the amount to hold is the goal of the verb's
    subject; else None. Not "wants to collect 100 more" (a goal beyond a holding), nor a
    wish denied or held by another ("does not want", "wants Tom to collect")."""
    verb = clause.verb
    head = verb.head
    if verb.dep_ != "xcomp" or head.lemma_.lower() not in data.wants or len(clause.items) != 1:
        return None
    if verb.lemma_.lower() not in {*data.acquire, "have"}:
        return None
    q, how = clause.items[0]
    noun = q.noun if q.noun is not None else q.head
    if how is not Attachment.THEME or noun.dep_ != "dobj" or noun.head is not verb:
        return None
    near = {c.lower_ for i in q.tokens for c in verb.doc[i].children}
    near |= {c.lower_ for c in noun.children}
    if near & _MORE or any(c.dep_ in ("neg", "dobj") for c in head.children):
        return None
    if any(c.dep_ in ("neg", "prep", "dative", "nsubj") for c in verb.children):
        return None  # "to collect 100 caps for his sister": whose holding is not said
    return head


def is_task(verb: Tok, data: NeedData) -> bool:
    """RETURNS (bool): ``verb`` is the infinitive of a task, 'to' + a verb under a verb of
    needing or a present 'have' ("needs to cook 16 potatoes", "has to paint 9 rooms") or
    of wanting, other than a verb of getting ("wants to read 40 books"; ``wanted_amount``
    reads "wants to collect 100 caps"), or a verb under an auxiliary of obligation ("must
    sew 20 buttons")."""
    if verb.pos_ == "VERB" and any(
        c.dep_ == "aux" and c.lower_ in data.must for c in verb.children
    ):
        return any(c.dep_ == "dobj" for c in verb.children)  # "must sew 20 buttons"
    head = verb.head
    lemma = head.lemma_.lower()
    if verb.dep_ == "advcl" and any(c.dep_ == "dobj" for c in head.children):
        return False  # "needed 5 dollars to buy a pen": the need is the dollars
    wished = (  # "wants to read 40 books": a task; "wants to collect 100 caps": a goal held
        lemma in data.wants
        and verb.dep_ == "xcomp"
        and verb.lemma_.lower() not in {*data.acquire, "have"}
        and not any(c.dep_ in ("neg", "dobj") for c in head.children)
    )
    return (
        verb.dep_ in ("xcomp", "advcl")  # "needed to paint" is parsed either way
        and verb.pos_ == "VERB"
        and any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)
        and (
            lemma in data.verbs
            or (lemma in data.obliged and head.tag_ in ("VBZ", "VBP", "VBD"))
            or wished
        )
    )


def _whole_of(noun: Tok) -> str | None:
    """RETURNS (str | None): the lemma of the noun after 'of' on ``noun`` ("pages of a
    comic": 'comic'), a pronoun's none ("of them"); None without one."""
    for p in noun.children:
        if p.dep_ == "prep" and p.lower_ == "of":
            for g in p.children:
                if g.dep_ == "pobj" and g.pos_ != "PRON":
                    return g.lemma_.lower()
    return None


def _task_wholes(verb: Tok, query: Query, data: NeedData) -> set[str | None]:
    """RETURNS: the wholes (``_whole_of``) of the things to do of the tasks of ``verb``'s
    lemma told before it ("had to read 40 pages of her book": 'book')."""
    lemma = verb.lemma_.lower()
    found = {
        _whole_of(thing)
        for t, done, thing in stated_tasks(query, data)
        if done == lemma and t.i < verb.i
    }
    return found or {None}


def done_later(verb: Tok, tokens: list[Tok], data: NeedData) -> Tok | None:
    """RETURNS (Tok | None): for a plain need of counted things ("A new building needed
    14 windows."), the verb of a later statement that does so many of them ("The builder
    had already installed 5 of them."): the need is a task of that verb, done by its
    subject; else None (``tokens``: the statements' tokens)."""
    if verb.lemma_.lower() not in data.verbs or verb.dep_ not in ("ROOT", "conj"):
        return None
    objects = [
        c for c in verb.children if c.dep_ == "dobj" and any(n.dep_ == "nummod" for n in c.children)
    ]
    if len(objects) != 1 or any(c.dep_ in ("aux", "neg", "xcomp") for c in verb.children):
        return None
    thing = objects[0].lemma_.lower()
    sentence = verb.sent
    done = []
    for t in tokens:
        if t.i < sentence.end or t.pos_ != "VERB" or t.tag_ not in ("VBD", "VBN"):
            continue
        if t.lemma_.lower() in data.verbs or t.dep_ not in ("ROOT", "conj"):
            continue
        for obj in t.children:  # "installed 5 of them", "5 of the windows"
            if obj.dep_ != "dobj" or not obj.like_num:
                continue
            of = [g for p in obj.children if p.lower_ == "of" for g in p.children]
            if len(of) == 1 and (of[0].lower_ == "them" or of[0].lemma_.lower() == thing):
                done.append(t)
    return done[0] if len({t.lemma_.lower() for t in done}) == 1 else None


def held_task(verb: Tok, data: NeedData) -> bool:
    """RETURNS (bool): ``verb`` is the 'to' + verb of a task held, with the counted thing as
    its subject ("had [9 worksheets to grade]", as the parser reads it)."""
    return (
        verb.dep_ == "xcomp"
        and verb.head.lemma_.lower() in data.obliged
        and _to_verb(verb)
        and any(c.dep_ == "nsubj" and c.pos_ == "NOUN" for c in verb.children)
    )


def task_object(verb: Tok, data: NeedData) -> Tok | None:
    """RETURNS (Tok | None): the object of a holding that is a task, "had 9 worksheets to
    grade" (a 'have' whose object carries 'to' + a verb with no object of its own), else
    None."""
    if verb.lemma_.lower() not in data.obliged:
        return None
    for obj in verb.children:
        if obj.dep_ == "dobj" and _infinitive(obj) is not None:
            return obj
        if obj.dep_ == "xcomp" and _to_verb(obj):  # "had [9 worksheets to grade]"
            subjects = [c for c in obj.children if c.dep_ == "nsubj" and c.pos_ == "NOUN"]
            if len(subjects) == 1 and any(c.dep_ == "nummod" for c in subjects[0].children):
                return subjects[0]
    return None


def _infinitive(noun: Tok) -> Tok | None:
    """RETURNS (Tok | None): the 'to' + verb on ``noun`` ("worksheets to grade"), as a
    modifier or with the noun as its subject, that has no object of its own, else None."""
    if noun.dep_ == "nsubj" and noun.head.dep_ == "xcomp" and _to_verb(noun.head):
        return noun.head
    for c in noun.children:
        if c.dep_ in ("relcl", "acl") and _to_verb(c):
            return c
    return None


def _to_verb(verb: Tok) -> bool:
    """RETURNS (bool): ``verb`` is 'to' + a verb with no object of its own (tagged a noun
    at times: "essays to grade")."""
    return (
        verb.pos_ in ("VERB", "NOUN")
        and any(a.dep_ == "aux" and a.lower_ == "to" for a in verb.children)
        and not any(a.dep_ == "dobj" for a in verb.children)
    )


def stated_tasks(query: Query, data: NeedData) -> tuple[tuple[Tok, str, Tok], ...]:
    """RETURNS: (the word that sets it, the lemma of its verb, the thing to do) of every
    task the statements set: 'to' + a verb with an object ("needs to cook 16 potatoes",
    ``is_task``), things held to do ("had 9 worksheets to grade", ``task_object``), a need
    done later by another verb (``done_later``); found once per Doc."""
    doc = query.sent.doc
    found = doc.memo.get("need.stated")
    if found is None:
        tokens = doc.tokens[: query.sent.start]
        tasks: list[tuple[Tok, str, Tok]] = []
        for t in tokens:
            if is_task(t, data):
                tasks += [(t, t.lemma_.lower(), c) for c in t.children if c.dep_ == "dobj"]
            if (obj := task_object(t, data)) is not None and (v := _infinitive(obj)) is not None:
                tasks.append((t, v.lemma_.lower(), obj))
            if (v := done_later(t, tokens, data)) is not None:
                tasks += [(t, v.lemma_.lower(), c) for c in t.children if c.dep_ == "dobj"]
        found = doc.memo["need.stated"] = tuple(tasks)
    return found  # type: ignore[no-any-return]


def task_lemmas(query: Query, data: NeedData) -> frozenset[str]:
    """RETURNS (frozenset[str]): the verbs of the tasks the statements set, each with an
    object of its own (``stated_tasks``)."""
    return frozenset(lemma for _, lemma, _ in stated_tasks(query, data))


def _progress(verb: Tok, query: Query | None, data: NeedData) -> Tok | None:
    """RETURNS (Tok | None): ``verb`` when it tells part of a task done, the task's own
    verb in a statement of its own ("needs to cook 16 potatoes. He has already cooked 7"),
    else None."""
    given = verb.dep_ == "advcl" and any(  # "If he already painted 8 rooms, how ...?"
        c.dep_ == "mark" and c.lower_ == "if" for c in verb.children
    )
    if (
        query is None
        or (verb.dep_ in ("xcomp", "ccomp", "relcl", "acl", "advcl") and not given)
        or verb.tag_ not in ("VBD", "VBN")
    ):
        return None
    return verb if verb.lemma_.lower() in task_lemmas(query, data) else None


def check_unread_progress(query: Query, facts: tuple[Fact, ...], data: NeedData) -> None:
    """Abstain when a statement does part of a task with no amount the reader reads ("Her
    friend typed some of the other pages"): what is left of the task is not known.

    RAISES Abstain: ``unquantified-event``.
    """
    lemmas = task_lemmas(query, data)
    if not lemmas:
        return
    read = {f.verb.i for f in facts}
    for token in query.sent.doc.tokens[: query.sent.end]:
        if (
            token.pos_ == "VERB"
            and token.lemma_.lower() in lemmas
            and token.i not in read
            and _progress(token, query, data) is not None
        ):
            raise Abstain(
                "unquantified-event",
                f"{token.text!r} does part of the task, an amount the text does not give",
                token,
            )


def check_obligation(query: Query, facts: tuple[Fact, ...]) -> None:
    """Abstain when the question asks what its subject has to do ('have' + 'to' + a verb)
    and a statement tells that verb done ("read 15 pages a day for 6 days. How many pages
    does she still have to read?"): it asks what is left of a task, not what was done.

    RAISES Abstain: ``unsupported-question``.
    """
    verb = query.verb
    if verb.lemma_.lower() != "have":
        return
    done = {f.verb.lemma_.lower() for f in facts}
    for c in verb.children:
        if (
            c.dep_ == "xcomp"
            and c.pos_ == "VERB"
            and any(a.lower_ == "to" for a in c.children)
            and c.lemma_.lower() in done
        ):
            raise Abstain(
                "unsupported-question",
                f"'have to {c.text}' asks what is left to do after {c.text!r} was done",
                c,
            )


def goal_fact(verb: Tok, amount: Amount, holder: str | None) -> Fact:
    """RETURNS (Fact): the goal a question states ("to have 280 fish"), as the need of
    the question's resolved subject ``holder``."""
    return Fact(
        kind=FactKind.NEED,
        construction="need",
        verb=verb,
        key="have",
        frame=NEED,
        subject=HolderRef(None),
        amount=amount,
        clause=1 << 20,
        name=holder,
    )


__all__ = [
    "TASK",
    "Need",
    "NeedData",
    "check_obligation",
    "check_unread_progress",
    "goal_fact",
    "held_task",
    "is_task",
    "task_lemmas",
]
