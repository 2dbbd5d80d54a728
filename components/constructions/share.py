"""Sharing: a total split equally into groups (decision 0006 rule 4, dev-set README V6).

'Ivan splits 45 cherries equally between his 5 cousins', 'If he shares them among 3
friends', 'She puts them equally into 4 jars' — one ``SHARE`` fact: the total (or None
for 'them': an earlier holding, found by resolution), the groups, and the 'each' of the
question that asks one group's share ("How many cherries does each cousin get?"), which
the fact claims so that coverage does not abstain on it. Anything else — no splitting
verb, 'into' without 'equally', several totals, groups of money — abstains with
``rate``.
"""

from __future__ import annotations

from collections.abc import Collection

import msgspec
from wordproblem.models import TIME_PER
from wordproblem.models.units import unit_group

from ..abstention import Abstain
from ..clauses.clauses import (
    Clause,
    GroupWords,
    each_has_same,
    equal_groups,
    held_for,
    of_objects,
    same_in_each,
)
from ..docview import Tok
from ..ir import Amount, Attachment, Fact, FactKind, HolderRef, Query, ShareTerms
from ..quantities.quantities import plural
from ..question.averages import period_of
from ..question.named_share import (
    asked_each,
    counted_plural,
    group_named,
    is_name,
    is_total,
    named_people,
    split_before,
    split_object,
    split_verb,
)
from ..question.numbered_share import groups_verb, subject_of
from ..resolve.mentions import modifiers, same_person
from ..rules import Frame, WordLists
from .attendance import compounds
from .base import Context
from .possession import subject_ref
from .rate import RateData, counted_noun

SPLIT = Frame("share")
INTENDED = Frame("share", kind="intended")  # "wants to split them into groups of 2"
# words of a question that says the groups' parts are equal ("the same number of games")
_SAME = frozenset({"same", "equal"})
# the modals of a question that asks the one part every group must take ("must go in each box")
_MUST = frozenset({"must", "should"})


class Period(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A period's smaller period: ``count`` ``unit`` of one ``per`` ("week": 7 days)."""

    per: str
    unit: str
    count: int


class ShareData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``share`` entry of ``constructions.json``."""

    doc: str = msgspec.field(default="", name="_doc")
    verbs: list[str]
    preps: list[str]
    equally: list[str]
    equally_preps: list[str] = msgspec.field(default_factory=list)
    to_verbs: list[str] = msgspec.field(default_factory=list)
    even_pace: list[str] = msgspec.field(default_factory=list)
    pace_nouns: list[str] = msgspec.field(default_factory=list)
    each: list[str]
    pronouns: list[str]
    people: list[str] = msgspec.field(default_factory=list)
    get: list[str] = msgspec.field(default_factory=list)
    remainder: list[str] = msgspec.field(default_factory=list)
    money: list[str] = msgspec.field(default_factory=list)
    average: list[str] = msgspec.field(default_factory=list)
    periods: dict[str, Period] = msgspec.field(default_factory=dict)
    period_preps: list[str] = msgspec.field(default_factory=list)
    period_words: list[str] = msgspec.field(default_factory=list)
    pack_verbs: list[str] = msgspec.field(default_factory=list)
    pack_preps: list[str] = msgspec.field(default_factory=list)
    rest: list[str] = msgspec.field(default_factory=list)
    intent: list[str] = msgspec.field(default_factory=list)
    collections: list[str] = msgspec.field(default_factory=list)
    group_verbs: list[str] = msgspec.field(default_factory=list)
    implied_aux: list[str] = msgspec.field(default_factory=list)
    price_verbs: list[str] = msgspec.field(default_factory=list)
    bought_verbs: list[str] = msgspec.field(default_factory=list)
    earned_verbs: list[str] = msgspec.field(default_factory=list)
    makers: list[str] = msgspec.field(default_factory=list)


class Share:
    """A splitting verb with its groups on 'among', 'between' or 'equally into'."""

    name = "share"
    # the total as the object, or as a passive's subject ("42 students are split ...")
    attachments = frozenset(
        {Attachment.THEME, Attachment.RATE, Attachment.WITH, Attachment.PATIENT, Attachment.MOVER}
        | {Attachment.SUBJECT}  # "56 students split into 8 equal teams"
    )
    data_type = ShareData

    def claims(self, clause: Clause, context: Context) -> bool:
        data: ShareData = context.data[self.name]
        if remainder_of(clause, data) is not None:
            return True
        for q, how in clause.items:  # groups first: most clauses have none
            if how is Attachment.RATE and q.head.head.lower_ in data.preps:
                lemma = clause.verb.lemma_.lower()  # "sorted them into 5 equal piles"
                if q.head.head.lower_ == "to":  # "gives them equally to his 11 nieces"
                    return lemma in data.to_verbs
                return lemma in data.verbs or lemma in data.pack_verbs
            if how is not Attachment.THEME and _packed_into(q, clause.verb, data) is not None:
                return True
        if _held_in_each(clause, context) is not None or _held_in_groups(clause) is not None:
            return True
        return _each_packed(clause, data) is not None or _sharing_groups(clause, data) is not None

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        data: ShareData = context.data[self.name]
        verb = clause.verb
        if remainder_of(clause, data) is not None:  # "and had 1 marble left over"
            return [_remainder_fact(self.name, clause)]
        packed = [
            (q, group)
            for q, how in clause.items
            if how is not Attachment.THEME and (group := _packed_into(q, verb, data)) is not None
        ]
        if packed:
            return [self._packing(clause, context, *packed[0], len(packed))]
        held = _held_in_each(clause, context)
        if held is not None:  # "puts them in bags that hold 6 each": as "in bags of 6"
            packer, group, part = held
            packing = msgspec.structs.replace(clause, verb=packer)
            rest, whole = _packed_object(packer, data)
            cues = _bare_each(part, data)
            return [_packed_fact(self.name, packing, context, part, group, None, cues, rest, whole)]
        groups_held = _held_in_groups(clause)
        if groups_held is not None:  # "still had 5 pages of problems", each page the same
            return [self._groups_held(clause, context, groups_held)]
        each_group = _each_packed(clause, data)
        if each_group is not None:  # "puts 3 cookies in each bag": the whole holding, packed
            part = clause.items[0][0]
            cues = _each_words(part, data) or _each_det(each_group, data)
            packer = _packer_of(verb, data)
            if packer is not None:  # "packed the rest, putting 8 games in each box"
                packing = msgspec.structs.replace(clause, verb=packer)
                rest, whole = _packed_object(packer, data)
                return [
                    _packed_fact(
                        self.name, packing, context, part, each_group, None, cues, rest, whole
                    )
                ]
            return [_packed_fact(self.name, clause, context, part, each_group, None, cues)]
        groups = [q for q, how in clause.items if how is Attachment.RATE]
        sharing = _sharing_groups(clause, data)
        if sharing is not None:  # "Nine friends share 54 grapes equally": the groups share
            groups = [sharing]
        itself = split_itself(verb)  # "They split into 8 equal teams"
        told = (Attachment.THEME, Attachment.PATIENT, Attachment.SUBJECT if itself else None)
        totals = [
            q
            for q, how in clause.items
            if how in told or (itself and q.head.dep_ == "nsubj" and q.head.head == verb)
        ]
        if len(groups) != 1 or len(totals) > 1 or groups[0].noun is None:
            raise Abstain("rate", f"{verb.text!r} shares no single total into groups", verb)
        group = groups[0]
        if _not_equally(verb, data):
            raise Abstain("rate", f"{verb.text!r} shares things, not equally", verb)
        words = GroupWords(equally=frozenset(data.equally))
        if group.head.head.lower_ == "into" and not equal_groups(verb, group.noun, words):
            raise Abstain("rate", f"{verb.text!r} puts things into groups, not equally", verb)
        rest = whole = None
        counted = _reduced_relative(verb)
        if counted is not None and not totals:  # "bought 48 doughnuts packed equally into
            # 4 boxes": the things just counted, the counting clause's subject the sharer
            whole = counted
        elif not totals and held_for(verb) is None:  # "has 96 pencils to share": those
            deps = ("dobj", "nsubjpass", "nsubj" if itself else "")
            objects = [c for c in verb.children if c.dep_ in deps]
            if not objects and group.head.head.lower_ == "to":  # "gives them equally to
                # his 11 nieces": the object parsed as a second dative
                objects = [
                    c for c in verb.children if c.dep_ == "dative" and c.lower_ in data.pronouns
                ]
            if len(objects) != 1:
                raise Abstain("rate", f"{verb.text!r} shares no total the rules can find", verb)
            if objects[0].lower_ not in data.pronouns:
                rest = rest_word(objects[0], data.rest)  # "shares the rest among 4 friends"
                whole = None if rest is not None else held_whole(objects[0], data)
                if rest is None and whole is None:
                    raise Abstain("rate", f"{verb.text!r} shares no total the rules can find", verb)
        if counted is not None and whole is counted:
            subject, generic = subject_ref(
                msgspec.structs.replace(clause, verb=counted.head), context
            )
        elif "passive" in clause.roles or sharing is not None or itself:
            # "42 students are split into 7 teams", "Nine friends share 54 grapes equally":
            # no sharer named, the groups' parts are of no holder's
            subject, generic = HolderRef(None), False
        else:
            subject, generic = subject_ref(clause, context)
        each = _asked_each(verb, group.noun, data)  # type: ignore[arg-type]
        cues = (each.i,) if each is not None else ()
        cues += _same_each(verb, group.noun)  # type: ignore[arg-type]
        cues += each_has_same(group.noun)  # type: ignore[arg-type]
        return [
            Fact(
                kind=FactKind.SHARE,
                construction=self.name,
                verb=verb,
                key=verb.lemma_.lower(),
                frame=INTENDED if intended_share(verb, data) else SPLIT,
                subject=subject,
                amount=totals[0] if totals else None,
                generic=generic,
                clause=clause.order,
                cues=cues,
                share=ShareTerms(
                    group, each, rest=rest, whole=whole, left=left_over_asked(verb, context)
                ),
            )
        ]

    def _groups_held(self, clause: Clause, context: Context, groups: Amount) -> Fact:
        """One ``SHARE`` fact of "(still) had 5 pages of problems" under "each page has the
        same number of problems": what the holder holds of the things at that point (a
        reference to the holding, as "the rest"), in as many equal groups."""
        data: ShareData = context.data[self.name]
        verb = clause.verb
        assert groups.noun is not None
        subject, generic = subject_ref(clause, context)
        each = _asked_each(verb, groups.noun, data)
        cues = ((each.i,) if each is not None else ()) + each_has_same(groups.noun)
        cues += _same_each(verb, groups.noun)
        return Fact(
            kind=FactKind.SHARE,
            construction=self.name,
            verb=verb,
            key=verb.lemma_.lower(),
            frame=SPLIT,
            subject=subject,
            amount=None,
            generic=generic,
            clause=clause.order,
            cues=cues,
            share=ShareTerms(groups, each, rest=verb),
        )

    def _packing(
        self, clause: Clause, context: Context, part: Amount, group: Tok, found: int
    ) -> Fact:
        """One ``SHARE`` fact of "placed the rest into piles with 7 in each pile", "packs 24
        eggs in boxes of 6": what each group holds is stated, how many groups is not."""
        data: ShareData = context.data[self.name]
        verb = clause.verb
        # the object, or a passive's subject ("48 students were put into teams of 4")
        totals = [q for q, how in clause.items if how in (Attachment.THEME, Attachment.PATIENT)]
        if found != 1 or len(totals) > 1 or len(clause.items) != found + len(totals):
            raise Abstain("rate", f"{verb.text!r} packs no single amount into groups", verb)
        made = group.dep_ == "dobj"  # "makes bunches of 4": the object is the groups made
        rest, whole = _packed_object(verb, data) if not (totals or made) else (None, None)
        total = totals[0] if totals else None
        cues = _each_words(part, data)
        return _packed_fact(self.name, clause, context, part, group, total, cues, rest, whole)


# verbs whose subject splits itself into the groups, with no object ("They split into 8
# equal teams", "The 30 players divided into 5 equal groups")
_SPLIT_ITSELF = frozenset({"split", "divide", "separate"})


def split_itself(verb: Tok) -> bool:
    """RETURNS (bool): ``verb`` is a splitting verb with a subject and no object, not
    passive: the subject's things are the ones split, by no one named."""
    children = verb.children
    return (
        verb.lemma_.lower() in _SPLIT_ITSELF
        and any(c.dep_ == "nsubj" for c in children)
        and not any(c.dep_ in ("dobj", "dative", "nsubjpass", "auxpass") for c in children)
    )


def _packed_object(verb: Tok, data: ShareData) -> tuple[Tok | None, Tok | None]:
    """RETURNS: (the rest word, the holding named whole) of a packing verb's one object
    with no amount of its own ("the rest", "the cookies"; both None for 'them': the
    packer's single holding).
    RAISES Abstain: ``rate`` when it has no such object."""
    objects = [c for c in verb.children if c.dep_ == "dobj"]
    if not objects:  # "If they were split into groups of 9": the passive's subject
        objects = [c for c in verb.children if c.dep_ == "nsubjpass"]
    if len(objects) != 1:
        raise Abstain("rate", f"{verb.text!r} packs no total the rules can find", verb)
    rest = rest_word(objects[0], data.rest)
    whole = None if rest is not None else held_whole(objects[0], data)
    if rest is None and whole is None and objects[0].lower_ not in data.pronouns:
        raise Abstain("rate", f"{verb.text!r} packs no total the rules can find", verb)
    return rest, whole


def _sharing_groups(clause: Clause, data: ShareData) -> Amount | None:
    """RETURNS (Amount | None): the subject of "Nine friends share 54 grapes equally",
    "The 3 cousins split 18 grapes evenly": a counted subject, not money, of a splitting
    verb said 'equally' with no groups of its own; its total is its one object (or 'them');
    None for any other clause."""
    verb = clause.verb
    if verb.lemma_.lower() not in data.verbs or not any(
        c.lower_ in data.equally for c in verb.children
    ):
        return None
    subjects = [q for q, how in clause.items if how is Attachment.MOVER]  # a counted subject
    others = [how for _, how in clause.items if how is not Attachment.MOVER]
    if len(subjects) != 1 or others not in ([Attachment.THEME], []) or subjects[0].money:
        return None
    group = subjects[0]
    if group.noun is None or group.noun.tag_ != "NNS" or group.head.dep_ != "nsubj":
        return None
    if not others and not any(
        c.dep_ == "dobj" and c.lower_ in data.pronouns for c in verb.children
    ):
        return None
    return group


def _packed_fact(
    name: str,
    clause: Clause,
    context: Context,
    part: Amount,
    group: Tok,
    total: Amount | None,
    cues: tuple[int, ...],
    rest: Tok | None = None,
    whole: Tok | None = None,
) -> Fact:
    """RETURNS (Fact): the ``SHARE`` fact of a packing: ``part`` in each ``group``, the
    number of groups asked; the total stated (``total``), the rest, a holding named whole,
    or the packer's single holding (all None)."""
    verb = clause.verb
    if "passive" in clause.roles:  # "If they were split into groups of 9": nobody named
        subject, generic = HolderRef(None), False
    else:
        subject, generic = subject_ref(clause, context)
    return Fact(
        kind=FactKind.SHARE,
        construction=name,
        verb=verb,
        key=verb.lemma_.lower(),
        frame=INTENDED if intended_share(verb, context.data[name]) else SPLIT,
        subject=subject,
        amount=total,
        generic=generic,
        clause=clause.order,
        cues=cues,
        share=ShareTerms(None, None, part, group, rest, whole, left=left_over_asked(verb, context)),
    )


def remainder_of(clause: Clause, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): the verb of the share that the clause of ``clause`` states the
    remainder of, joined to it by 'and': "(put 31 marbles into 3 equal piles) and had 1
    marble left (over)", "(tied 47 balloons into bunches of 5,) and 2 balloons were left
    over"; else None. The share's verb is a verb of splitting or packing, or of giving with
    a word of equally ("gave 13 to Jeff, and now she has 38 left" is no share): the
    construction's reading decides the rest (``with_remainders``)."""
    verb = clause.verb
    if verb.dep_ != "conj" or len(clause.items) != 1 or verb.head.pos_ != "VERB":
        return None
    head = verb.head
    lemma = head.lemma_.lower()
    splits = lemma in data.verbs or lemma in data.pack_verbs
    if not splits and not _given_equally(head, data):
        return None
    if not _equal_or_sized(head, data):  # "shared 30 cards among 4 friends and had 2 left":
        return None  # the parts not said equal, the remainder fixes nothing
    (q, _), lemma = clause.items[0], verb.lemma_.lower()
    if lemma == "have":  # "had 1 marble left (over)"
        noun = q.head
        left = noun.dep_ == "dobj" and any(
            c.lower_ == "left" and c.dep_ in ("acl", "amod", "advcl") for c in noun.children
        )
    else:  # "2 balloons were left over"
        left = (
            lemma == "leave"
            and q.head.dep_ == "nsubjpass"
            and any(c.dep_ == "prt" and c.lower_ == "over" for c in verb.children)
        )
    return head if left else None


def _equal_or_sized(verb: Tok, data: ShareData) -> bool:
    """RETURNS (bool): the groups of ``verb``'s split are said equal ('equally', "into 3
    equal piles", "with the same number in each box") or of a stated size ("into bunches
    of 5")."""
    words = GroupWords(equally=frozenset(data.equally))
    groups = [
        g
        for p in verb.children
        if p.dep_ in ("prep", "dative") and p.lower_ in {*data.preps, *data.pack_preps}
        for g in p.children
        if g.dep_ == "pobj"
    ]
    return any(
        equal_groups(verb, g, words)
        or any(
            c.dep_ == "prep" and c.lower_ == "of" and any(n.like_num for n in c.children)
            for c in g.children
        )
        for g in groups
    )


def _aside(name: str, clause: Clause, amount: Amount) -> Fact:
    """An ``ASIDE`` fact of ``clause``: its ``amount`` is read by a share of another
    clause (a trip's length, the items of an act paid for), no holding of its own."""
    return Fact(
        kind=FactKind.ASIDE,
        construction=name,
        verb=clause.verb,
        key=clause.verb.lemma_.lower(),
        frame=Frame("aside"),
        subject=HolderRef(None),
        amount=amount,
        clause=clause.order,
    )


def _remainder_fact(name: str, clause: Clause) -> Fact:
    """An ``ASIDE`` fact of the remainder clause: its amount is the remainder of the share
    it is joined to (``with_remainders``), and no holding of its own."""
    (q,) = clause.amounts
    return Fact(
        kind=FactKind.ASIDE,
        construction=name,
        verb=clause.verb,
        key="remainder",
        frame=SPLIT,
        subject=HolderRef(None),
        amount=q,
        clause=clause.order,
    )


def with_remainders(facts: tuple[Fact, ...]) -> tuple[Fact, ...]:
    """RETURNS (tuple[Fact, ...]): ``facts`` with each stated remainder (``remainder_of``)
    set on its share. RAISES Abstain (``rate``): a remainder whose joined clause is read as
    no share, or a share whose remainder the question asks as well."""
    found = {f.verb.i: f for f in facts if f.kind is FactKind.ASIDE and f.key == "remainder"}
    if not found:
        return facts
    out = []
    for fact in facts:
        left = found.pop(fact.verb.i, None) if fact.kind is FactKind.SHARE else None
        for i, aside in list(found.items()):
            if fact.kind is FactKind.SHARE and aside.verb.head is fact.verb:
                left = found.pop(i)
        if left is not None:
            assert fact.share is not None
            if fact.share.left:
                raise Abstain("rate", "the remainder is stated and asked", left.verb)
            terms = msgspec.structs.replace(fact.share, remainder=left.amount)
            fact = msgspec.structs.replace(fact, share=terms)
        out.append(fact)
    if found:
        aside = next(iter(found.values()))
        raise Abstain("rate", "what is left over belongs to no share", aside.verb)
    return tuple(out)


# words of a question that asks what is left over after the groups
_LEFT_OVER = (("left", "over"), ("leftover",), ("remaining",))


def left_over_asked(verb: Tok, context: Context) -> bool:
    """RETURNS (bool): the question after the clause of ``verb`` asks what is left over
    ("How many stickers are left over?", "How many cookies remain?"), with no 'each' of
    its own: the remainder of the share ``verb`` makes."""
    query = context.query
    if query is None or query.sent.start <= verb.i < query.sent.end:
        return False
    lowers = [t.lower_ for t in query.sent]
    if any(w in ("each", "every") for w in lowers):
        return False
    return any(
        tuple(lowers[i : i + len(words)]) == words
        for words in _LEFT_OVER
        for i in range(len(lowers))
    ) or any(t.lemma_ == "remain" for t in query.sent)


def _held_in_each(clause: Clause, context: Context) -> tuple[Tok, Tok, Amount] | None:
    """RETURNS: (the packing verb, the plural noun of its groups, what each holds) of a
    relative clause of holding on the groups of a packing verb, its one amount said
    'each' ("puts them in bags that hold 6 each", "packs the rest in trays that hold 12
    rolls each"), the packing's object no amount of its own ('them', 'the rest', 'all
    her crayons'); else None."""
    verb = clause.verb
    data: ShareData = context.data["share"]
    rate = context.data.get("rate")
    if (
        rate is None
        or verb.dep_ != "relcl"
        or verb.lemma_.lower() not in rate.hold
        or len(clause.items) != 1
        or clause.items[0][1] is not Attachment.THEME
    ):
        return None
    part = clause.items[0][0]
    group = verb.head
    if group.tag_ != "NNS" or group.dep_ != "pobj" or group.head.lower_ not in data.pack_preps:
        return None
    packer = group.head.head
    objects = [c for c in packer.children if c.dep_ == "dobj"]
    if (
        packer.lemma_.lower() not in data.pack_verbs
        or len(objects) != 1
        or any(t.like_num for t in objects[0].subtree)
        or not _bare_each(part, data)
    ):
        return None
    return packer, group, part


def _not_equally(verb: Tok, data: ShareData) -> bool:
    """RETURNS (bool): ``verb`` is said not to share equally ("among 6 friends, but not
    equally", "unequally")."""
    return any(
        t.lower_ in ("un" + w for w in data.equally)
        or (t.lower_ in data.equally and any(c.dep_ == "neg" for c in t.children))
        for t in verb.subtree
    )


def _held_in_groups(clause: Clause) -> Amount | None:
    """RETURNS (Amount | None): the groups of a holding of so many groups of things with
    no number of their own ("still had 5 pages of problems to do"), when a clause or a
    phrase says each group has the same number of the things ("If each page has the same
    number of problems on it", "with the same number in each jar"): the things are the
    holder's at that point, in equal groups (resolution asks that the question ask one
    group's part); else None."""
    if clause.entry is None or clause.entry[1].cls != "possess" or len(clause.items) != 1:
        return None
    groups, how = clause.items[0]
    if how is not Attachment.THEME or groups.noun is None or groups.noun.tag_ != "NNS":
        return None
    things = of_objects(groups.noun)
    if (
        len(things) != 1
        or things[0].tag_ != "NNS"
        or any(t.like_num or t.dep_ == "det" for t in things[0].subtree)
    ):
        return None
    same = each_has_same(groups.noun)  # ('each', the verb, "the same number", ...)
    if same:
        named = of_objects(groups.noun.doc[same[2]])  # "of problems": the things held
        if named and named[0].lemma_.lower() != things[0].lemma_.lower():
            return None
        return groups
    # "had 6 bowls of strawberries left, with the same number in each bowl"
    return groups if _same_each(clause.verb, groups.noun) else None


def packed_by_capacity(verb: Tok, data: ShareData, hold: Collection[str]) -> bool:
    """RETURNS (bool): ``verb`` packs things into groups a relative clause of holding
    sizes, 'each' ("puts them in bags that hold 6 each"): its object's amount is the
    packer's holding, which ``_held_in_each`` reads with the relative clause."""
    if verb.lemma_.lower() not in data.pack_verbs:
        return False
    return any(
        r.dep_ == "relcl"
        and r.lemma_.lower() in hold
        and any(
            d.like_num or any(n.dep_ == "nummod" for n in d.children)
            for d in r.children
            if d.dep_ == "dobj"
        )
        and any(t.lower_ in data.each and t.dep_ in ("appos", "advmod") for t in r.subtree)
        for p in verb.children
        if p.dep_ == "prep" and p.lower_ in data.pack_preps
        for g in p.children
        if g.dep_ == "pobj" and g.tag_ == "NNS"
        for r in g.children
    )


def _bare_each(part: Amount, data: ShareData) -> tuple[int, ...]:
    """RETURNS: the bare 'each' after an amount ("hold 6 each", "12 rolls each")."""
    return tuple(
        c.i
        for c in part.head.children
        if c.dep_ in ("appos", "advmod", "det") and c.lower_ in data.each and c.i > part.head.i
    )


def _packed_into(q: Amount, verb: Tok, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): the plural noun of the groups ``q`` is what each holds,
    when they are the object of ``verb``'s 'into'/'in' and ``verb`` packs things
    ("placed the rest into piles with 7 in each pile", "in boxes of 6", "puts them into
    jars with 7 marbles in each jar"); else None."""
    lemma = verb.lemma_.lower()
    if q.head.dep_ != "pobj" or (lemma not in data.pack_verbs and lemma not in data.makers):
        return None
    prep = q.head.head
    if prep.lower_ not in ("with", "of"):
        return None
    group = prep.head
    if lemma in data.makers and prep.lower_ == "of" and group.dep_ == "dobj":
        # "makes bunches of 4 flowers": the groups made, of her holding
        made = group.head == verb and group.tag_ == "NNS" and not counted_noun(group)
        return group if made else None
    if lemma not in data.pack_verbs:
        return None
    if prep.head == verb and prep.lower_ == "with":  # "with 7 in each jar" on the verb
        each = _each_group(q, data)
        groups = [
            g
            for c in verb.children
            if c.dep_ == "prep" and c.lower_ in data.pack_preps
            for g in c.children
            if g.dep_ == "pobj" and g.tag_ == "NNS"
        ]
        if each is None or len(groups) != 1 or any(c.dep_ == "conj" for c in groups[0].children):
            return None  # "into boxes and bags": two kinds of group
        if groups[0].lemma_ != each.lemma_ and each.lower_ != "one":
            return None  # "into folders with 5 in each one": 'one' is the one group
        return groups[0]
    group = prep.head  # 7 <- with <- piles
    if (
        group.dep_ != "pobj"
        or group.tag_ != "NNS"
        or group.head.lower_ not in data.pack_preps
        or group.head.head != verb
    ):
        return None
    return group


def _each_packed(clause: Clause, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): the singular noun of one group when a packing verb's one
    amount, its object, goes "in/into each <group>" and the clause counts no groups
    ("puts 3 cookies in each bag", "If I put 4 pencils into every box"): what each group
    holds, of a holding the text states whole elsewhere; else None."""
    verb = clause.verb
    if (
        len(clause.items) != 1
        or clause.items[0][1] is not Attachment.THEME
        or verb.lemma_.lower() not in data.pack_verbs
    ):
        return None
    q = clause.items[0][0]
    if q.money is not None or q.head.dep_ != "dobj" or q.head.head != verb:
        return None
    found = [
        g
        for prep in (*verb.children, *q.head.children)
        if prep.dep_ == "prep" and prep.lower_ in data.pack_preps
        for g in prep.children
        if g.dep_ == "pobj" and g.tag_ == "NN" and _each_det(g, data)
    ]
    return found[0] if len(found) == 1 else None


def _packer_of(verb: Tok, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): the packing verb that ``verb``, a participle after it with no
    subject of its own, tells how ("packed the rest, putting 8 games in each box"), when
    that verb has an object and no groups of its own; else None."""
    head = verb.head
    if (
        verb.dep_ != "advcl"
        or verb.tag_ != "VBG"
        or head.i > verb.i
        or head.lemma_.lower() not in data.pack_verbs
        or any(c.dep_ in ("nsubj", "mark") for c in verb.children)
        or not any(c.dep_ == "dobj" for c in head.children)
        or any(c.dep_ == "prep" and c.lower_ in data.pack_preps for c in head.children)
    ):
        return None
    return head


def _same_each(verb: Tok, groups: Tok) -> tuple[int, ...]:
    """RETURNS: the 'each' of "with the same number of pictures in each album" on the
    verb or the groups, which says the parts are equal (``clauses.same_in_each``)."""
    return tuple(
        t.i
        for owner in (verb, groups)
        for prep in owner.children
        if same_in_each(prep, groups)
        for t in prep.subtree
        if t.lower_ in ("each", "every") and t.dep_ in ("det", "pobj")
    )


def intended_share(verb: Tok, data: ShareData) -> bool:
    """RETURNS (bool): ``verb`` splits or packs things as the complement of a verb of
    intending or deciding ("wants to split the caps into groups of 2", "decided to split
    the rest into 5 equal loads"): the split the question asks about. A share changes no
    holding, so the intended one is read as stated; its intending verb's mood is the
    clause's."""
    head = verb.head
    lemma = verb.lemma_.lower()
    return (
        verb.dep_ == "xcomp"
        and head.lemma_.lower() in data.intent
        and (lemma in (*data.verbs, *data.pack_verbs) or _given_equally(verb, data))
    )


def _given_equally(verb: Tok, data: ShareData) -> bool:
    """RETURNS (bool): a verb of giving said 'equally' with its groups on 'to' ("wants to
    give them equally to his 11 nieces"); not "wanted to give 5 to his friend"."""
    return (
        verb.lemma_.lower() in data.to_verbs
        and any(c.lower_ in data.equally for c in verb.children)
        and any(c.lower_ == "to" and c.dep_ in ("prep", "dative") for c in verb.children)
    )


def _each_det(noun: Tok, data: ShareData) -> tuple[int, ...]:
    """RETURNS: the index of the 'each'/'every' that determines ``noun``, or ()."""
    return tuple(d.i for d in noun.children if d.dep_ == "det" and d.lower_ in data.each)


def _each_group(q: Amount, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): the noun of "in each <group>" on ``q`` ("7 in each jar"), or
    right after it on its clause's verb ("with 5 in each cage", parsed so)."""
    doc = q.head.doc
    after = q.tokens[-1] + 1
    preps = (
        [doc[after]]
        if after < len(doc) and q.head.dep_ == "pobj" and doc[after].head == q.head.head.head
        else []
    )
    preps += [prep for i in (*q.tokens, q.head.i) for prep in doc[i].children]
    for prep in preps:
        if prep.dep_ != "prep" or prep.lower_ not in ("in", "on", "into"):
            continue
        for g in prep.children:
            if g.dep_ == "pobj" and _each_det(g, data):
                return g
    return None


def _reduced_relative(verb: Tok) -> Tok | None:
    """RETURNS (Tok | None): the counted object a past participle modifies ("bought 48
    doughnuts packed equally into 4 boxes": 'doughnuts'), the object of a verb, the
    participle hung on the noun or on the verb right after it; else None."""
    if verb.tag_ != "VBN" or any(c.dep_ in ("nsubj", "nsubjpass", "aux") for c in verb.children):
        return None
    noun = verb.head
    if verb.dep_ == "advcl":  # "bought 36 muffins packed equally into 4 boxes": hung on
        # 'bought', right after its object
        objects = [c for c in verb.head.children if c.dep_ == "dobj" and c.i == verb.i - 1]
        if len(objects) != 1:
            return None
        noun = objects[0]
    elif verb.dep_ != "acl" or noun.dep_ != "dobj":
        return None
    if not any(c.dep_ == "nummod" and c.like_num for c in noun.children):
        return None
    return noun if noun.head.pos_ == "VERB" else None


def rest_word(obj: Tok, rest: Collection[str]) -> Tok | None:
    """RETURNS (Tok | None): the word that makes an object what is left of a holding or a
    task ("the rest", "the remaining cookies"), or None.

    rest (Collection[str]): the words of what is left (``ShareData.rest``).
    """
    if obj.lower_ in rest:
        return obj
    return next((c for c in obj.children if c.dep_ == "amod" and c.lower_ in rest), None)


def held_whole(obj: Tok, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): ``obj`` when it names a holding as a whole by its noun alone
    ("shares the marbles", "split his cookies", "all the pears"): a plural noun under 'the'
    or an owner, with no number and no other word than its compounds ("the paper clips");
    or the contents of a collection ("a collection of bottle caps": the caps); else None."""
    if obj.lemma_.lower() in data.collections:  # "a collection of bottle caps": the caps
        contents = [
            g
            for prep in obj.children
            if prep.dep_ == "prep" and prep.lower_ == "of"
            for g in prep.children
            if g.dep_ == "pobj"
        ]
        dets = [c for c in obj.children if c.dep_ in ("det", "poss")]
        if len(contents) != 1 or len(dets) != 1 or len(list(obj.children)) != 2:
            return None
        if any(c.dep_ not in ("amod", "compound") for c in contents[0].children):
            return None
        obj = contents[0]
        return obj if counted_plural(obj) and obj.lower_ not in data.rest else None
    if not counted_plural(obj) or obj.lower_ in data.rest:
        return None
    dets = [c for c in obj.children if c.dep_ in ("det", "poss", "predet")]
    others = [c for c in obj.children if c not in dets and c.dep_ != "compound"]
    if (
        others
        or not _named_before(obj)
        or not dets
        or not all(
            c.lower_ in ("the", "all") or (c.dep_ == "poss" and c.pos_ == "PRON") for c in dets
        )
    ):
        return None
    return obj


def _named_before(noun: Tok) -> bool:
    """RETURNS (bool): ``noun``'s compounds ("the paper clips") are none, or name the
    same noun earlier with the same compounds ("81 paper clips"; not "the binder
    clips")."""
    found = compounds(noun)
    return not found or any(
        t.lower_ == noun.lower_ and compounds(t) == found for t in noun.doc[: noun.i]
    )


def _each_words(part: Amount, data: ShareData) -> tuple[int, ...]:
    """RETURNS: the 'each' of the phrase that states what each group holds ("in each
    pile"), which the share accounts for."""
    doc = part.head.doc
    found = []
    for i in part.tokens + ((part.noun.i,) if part.noun is not None else ()):
        for prep in doc[i].children:
            if prep.dep_ != "prep":
                continue
            found += [
                d.i
                for g in prep.children
                for d in g.children
                if d.dep_ == "det" and d.lower_ in data.each
            ]
    group = _each_group(part, data)  # "with 5 in each cage" parsed on the verb
    found += [d.i for d in (group.children if group is not None else ()) if d.lower_ in data.each]
    return tuple(sorted(set(found)))


def _asked_each(verb: Tok, groups: Tok, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): the 'each' of the last sentence on a noun of the groups
    ("How many does each cousin get?", "How many beads are in each jar?", "in each of
    the loads")."""
    last = list(verb.doc.sents)[-1]
    lemma = groups.lemma_.lower()
    said = each_has_same(groups)  # "If each box has the same number ...": not asked
    for token in last:
        if token.lower_ not in data.each or verb.left_edge.i <= token.i <= verb.right_edge.i:
            continue  # not the clause's own "with the same number in each album"
        if token.i in said:
            continue
        if token.dep_ == "det" and token.head.lemma_.lower() == lemma:
            if _sized(token.head) and groups.head.lower_ not in data.equally_preps:
                return None  # "How big is each friend?": a size of groups things fill
            return token
        if token.dep_ != "det" and any(
            g.dep_ == "pobj" and g.lemma_.lower() == lemma and g.tag_ == "NNS"
            for prep in token.children
            if prep.dep_ == "prep" and prep.lower_ == "of"
            for g in prep.children
        ):
            return token
    return None


def sized_group(big: Tok) -> Tok | None:
    """RETURNS (Tok | None): the group whose size "How big is each <group>?" asks with
    ``big`` ('big' the complement of 'be', whose one subject is a singular noun under
    'each' or 'every'); else None."""
    verb = big.head
    if big.lower_ != "big" or big.dep_ != "acomp" or verb.lemma_ != "be":
        return None
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(subjects) != 1 or subjects[0].tag_ != "NN":
        return None
    dets = [c.lower_ for c in subjects[0].children if c.dep_ == "det"]
    return subjects[0] if dets in (["each"], ["every"]) else None


def _sized(group: Tok) -> bool:
    """RETURNS (bool): ``group`` is the group of "How big is each group?"."""
    return any(sized_group(c) is group for c in group.head.children)


class EqualPart(msgspec.Struct, frozen=True):
    """A question that asks one group's equal part of a total ("If they equally split up
    the trout, how many will each one get?", "How many hamburgers on average were sold
    each day?", "How many games were played each month, if each month has the same
    number of games?").

    each (Tok): the 'each' (or 'every') of the group asked about.
    group (Tok): the noun of one group ("one", "person", "student", "day", "month").
    split (Tok | None): the splitting verb said 'equally' before the question's 'how';
        None when the question says the parts are equal itself ('on average', 'the same').
    claimed (tuple[int, ...]): the words the share accounts for: the 'each' of the group,
        the split, the verbs that ask the part, the words that say the parts are equal.
    implied (bool): nothing but the question's 'each <group> get' asks the part ("How
        many cookies will each friend get?"): the groups are counted by a holding of them.
    priced (bool): the question asks one item's price ("How much did each DVD cost?"):
        the money paid for the items, split equally among them.
    paced (bool): the question asks an amount per unit of time ("How many miles did he
        drive per hour?"): what a statement says was done over a stretch of that unit,
        split equally over it (written, as a price, as a rate whose value is asked).
    """

    each: Tok
    group: Tok
    split: Tok | None
    claimed: tuple[int, ...]
    implied: bool = False
    priced: bool = False
    paced: bool = False


def equal_part(query: Query, data: ShareData) -> EqualPart | None:
    """Find a question that asks one group's equal part: a splitting verb said 'equally'
    in the question sentence and 'each <group>' the subject of a verb of getting or
    paying; or a question of 'each <group>' said of its verb ("were sold each day") that
    says the parts are equal
    ('on average', 'the same number', 'equally'). Nothing asks a remainder or a
    comparison, nothing is negated.

    RETURNS (EqualPart | None): the form; None for any other question.
    """
    sent = query.sent
    lowers = {t.lower_ for t in sent}
    if lowers & set(data.remainder) or any(t.dep_ == "neg" for t in sent):
        return None
    found = _equal_part(query, data, lowers)
    # "How many miles did he drive per hour?": a pace, when no other form reads it ("How
    # many hamburgers on average were sold each day?" splits a period's amount)
    return found if found is not None else pace_asked(query, data)


def _equal_part(query: Query, data: ShareData, lowers: set[str]) -> EqualPart | None:
    """RETURNS (EqualPart | None): ``equal_part``'s forms but a pace."""
    sent = query.sent
    if lowers.isdisjoint(data.each):  # the common case, decided without the question's
        # parse; "How much does one ticket cost?" asks one item's price
        return unit_price(query, data) if "one" in lowers else None
    split = split_verb(sent, query, data)
    if split is None and query.sent.start > 0:  # "The goats share the carrots equally."
        split = split_before(query, data)
    if split is not None:
        found = asked_each(sent, data)
        if found is None:
            return None
        each, *verbs = found
        among = group_named(split, data)  # "among the students": the groups asked
        if among is not None and not any(
            g.lemma_.lower() == each.head.lemma_.lower() for g in among.children
        ):
            return None
        if any(  # "The goats share the carrots equally": the goats are the groups asked
            c.dep_ == "nsubj" and c.tag_ == "NNS" and c.lemma_.lower() != each.head.lemma_.lower()
            for c in split.children
        ):
            return None
        said = [
            c.i for c in split.children if c.lower_ in data.equally or c.dep_ == "auxpass"
        ]  # "get divided equally"
        if split.dep_ == "acomp":  # "If the crayons are equally divided": the 'are'
            said.append(split.head.i)
        return EqualPart(each, each.head, split, (each.i, split.i, *said, *(v.i for v in verbs)))
    priced = unit_price(query, data)
    if priced is not None:  # "How much did each DVD cost?": the money paid, per item
        return priced
    if query.noun is None or query.money:
        return None
    marks = [t for t in sent if t.lower_ in _SAME | set(data.average) | set(data.equally)]
    groups = [
        t
        for t in sent
        if t.head == query.verb
        and t.dep_ == "npadvmod"
        and [c.lower_ for c in t.children] in ([e] for e in data.each)
    ]
    if not marks and not groups:  # "how many pears must go in each box": one part for all
        marks = [c for c in query.verb.children if c.dep_ == "aux" and c.lower_ in _MUST]
        groups = [
            g
            for p in query.verb.children
            if p.dep_ == "prep" and p.lower_ in data.pack_preps
            for g in p.children
            if g.dep_ == "pobj" and [c.lower_ for c in g.children] in ([e] for e in data.each)
        ]
    if not marks and not groups:
        found = asked_each(sent, data)  # "How many cookies will each friend get?"
        if found is not None and found[0].head.lemma_.lower() not in data.people:
            each, *verbs = found
            tense = {c.lower_ for v in verbs for c in v.children if c.dep_ == "aux"}
            if tense and tense <= set(data.implied_aux):  # not "did each friend get"
                return EqualPart(each, each.head, None, (each.i, *(v.i for v in verbs)), True)
    if not marks:
        return None  # "How many were sold each day?": the days may differ
    if len(groups) != 1:
        return None
    group = groups[0]
    lemma = group.lemma_.lower()
    eaches = [  # "each month ..., if each month has the same number of games"
        t.i for t in sent if t.lower_ in data.each and t.head.lemma_.lower() == lemma
    ]
    equal = [t.head.i for t in marks if t.lower_ in _SAME and t.head.dep_ == "dobj"]
    verbs = [sent.doc[i].head.i for i in equal]  # "has the same number"
    return EqualPart(
        group.children[0], group, None, tuple(sorted({*eaches, *(t.i for t in marks), *verbs}))
    )


def pace_asked(query: Query, data: ShareData) -> EqualPart | None:
    """RETURNS (EqualPart | None): the form of a question that asks how much of its noun
    (or money) its subject did per one unit of time: 'per <unit>' on the noun or the verb,
    or 'a'/'an' + the unit said of the verb ("How many miles did he drive per hour?", "How
    much did he earn an hour?"), or 'each'/'every' + the unit when a statement says the
    pace was even ("the same number each day", "at a steady speed"); "How fast ...?"; no
    if-clause, no comparison; else None."""
    if query.wh.lower_ != "how" or query.conditions:
        return None
    if query.measures("fast"):  # "How fast did he go?"
        if query.noun is not None or query.money or query.verb.lemma_ == "be":
            return None
        fast = query.measure
        named = [  # "How fast did the train go, in kilometers per hour?": the units named
            t
            for t in query.sent
            if t.lower_ == "per" and t.head.dep_ == "pobj" and t.head.head.lower_ == "in"
        ]
        if not named:
            return EqualPart(fast, fast, None, (fast.i,), paced=True)
        units = [g for g in named[0].children if g.dep_ == "pobj" and g.lemma_ in TIME_PER]
        if len(named) != 1 or len(units) != 1:
            return None
        in_units = (named[0].head.head.i, named[0].head.i, named[0].i, units[0].i)
        return EqualPart(named[0], units[0], None, (fast.i, *in_units), paced=True)
    if (query.noun is None) == (not query.money):
        return None
    verb = query.verb
    found: list[tuple[Tok, Tok]] = []  # (the word of 'per', the unit)
    for t in query.sent:
        if t.lemma_.lower() not in TIME_PER or t.tag_ != "NN":
            continue
        if t.dep_ == "pobj" and t.head.lower_ == "per" and t.head.head in (verb, query.noun):
            found.append((t.head, t))
        elif t.dep_ == "npadvmod" and t.head == verb:
            dets = [c for c in t.children if c.dep_ == "det"]
            if len(list(t.children)) == 1 and dets and dets[0].lower_ in (*data.each, "a", "an"):
                found.append((dets[0], t))
    if len(found) != 1 or any(t.lower_ == "than" for t in query.sent):
        return None
    per, unit = found[0]
    even = _even_pace_said(query, unit.lemma_.lower(), data)
    if per.lower_ in data.each and not even:
        return None  # "How many were sold each day?": the days may differ; 'per' is a rate
    return EqualPart(per, unit, None, (per.i, unit.i, *even), paced=True)


def _even_pace_said(query: Query, unit: str, data: ShareData) -> tuple[int, ...]:
    """RETURNS: the words of a statement that says the pace was even over the unit asked
    ("read 90 pages in 5 days, the same number each day": 'each'/'every' + the unit, on a
    noun with 'same'; "at a steady speed": ``ShareData.even_pace``); () when none."""
    doc = query.sent.doc
    found: list[int] = []
    for t in doc.tokens[: query.sent.start]:
        if (
            t.dep_ == "pobj"
            and t.head.lower_ == "at"
            and t.lemma_.lower() in data.pace_nouns
            and any(c.lower_ in data.even_pace for c in t.children)
        ):
            found.append(t.head.i)  # "at a steady speed", "at the same rate"
            continue
        if t.lower_ not in data.each or t.dep_ != "det" or t.head.lemma_.lower() != unit:
            continue
        sent = t.sent
        same = [s for s in sent if s.lower_ == "same" and s.dep_ == "amod"]
        if len(same) == 1 and same[0].head.i < t.i:
            found += [t.i, t.head.i]
    return tuple(found)


def unit_price(query: Query, data: ShareData) -> EqualPart | None:
    """RETURNS (EqualPart | None): the form of a question that asks one item's price:
    'How much' with no noun, 'each <item>' or 'one <item>' the subject of a verb of costing
    ("How much did each DVD cost?", "How much was each ticket?", "How much does one ticket
    cost?"); else None."""
    if query.noun is not None or query.wh.lower_ not in ("how", "what") or not query.money:
        return None
    verb = query.verb
    if query.conditions:
        return None
    if verb.lemma_.lower() in data.earned_verbs:  # "How much did he earn for each lawn?"
        return _earned_each(query, data)
    if verb.lemma_.lower() not in data.price_verbs:
        return None
    items = [c for c in verb.children if c.dep_ == "nsubj"]
    if query.wh.lower_ == "what":  # "What is the price of each pen?": the item of 'of'
        items = [
            g
            for price in items
            for p in price.children
            if p.dep_ == "prep" and p.lower_ == "of"
            for g in p.children
            if g.dep_ == "pobj"
        ]
    if len(items) != 1 or items[0].pos_ != "NOUN":
        return None
    (item,) = items
    each = [  # "each ticket", "one ticket"
        c
        for c in item.children
        if (c.dep_ == "det" and c.lower_ in data.each) or (c.dep_ == "nummod" and c.lower_ == "one")
    ]
    if len(each) != 1 or any(c.dep_ in ("poss", "prep") for c in item.children):
        return None
    said = _same_price_said(item, query, data)  # "Every pen had the same price."
    return EqualPart(each[0], item, None, (each[0].i, verb.i, *said), priced=True)


def _done_for(verb: Tok, data: ShareData) -> Tok | None:
    """RETURNS (Tok | None): the act after 'for' of a verb of earning or paying ("earned
    $63 for mowing 7 lawns": 'mowing'), its only 'for'; else None."""
    if verb.lemma_.lower() not in data.earned_verbs:
        return None
    fors = _fors(verb)
    acts = [g for p in fors for g in p.children if g.dep_ == "pcomp" and g.tag_ == "VBG"]
    return acts[0] if len(fors) == 1 and len(acts) == 1 else None


def _fors(verb: Tok) -> list[Tok]:
    """RETURNS: the prepositions 'for' of ``verb`` (what money is earned or paid for)."""
    return [c for c in verb.children if c.dep_ == "prep" and c.lower_ == "for"]


def _earned_each(query: Query, data: ShareData) -> EqualPart | None:
    """RETURNS (EqualPart | None): the form of "How much did he earn for each lawn?",
    "How much was he paid for each lawn?": the money of a verb of earning or paying 'for'
    'each' of the items (its one object after 'for'); else None."""
    verb = query.verb
    fors = _fors(verb)
    items = [g for p in fors for g in p.children if g.dep_ == "pobj" and g.pos_ == "NOUN"]
    if len(fors) != 1 or len(items) != 1 or items[0].tag_ != "NN":
        return None
    (item,) = items
    each = [c for c in item.children if c.dep_ == "det" and c.lower_ in data.each]
    if len(each) != 1 or len(list(item.children)) != 1:
        return None
    if any(c.dep_ in ("dobj", "dative") and c.lower_ != "much" for c in verb.children):
        return None  # "earn 5 tickets for each game": not money
    said = _same_price_said(item, query, data)  # "He was paid the same amount for each lawn."
    return EqualPart(each[0], item, None, (each[0].i, verb.i, *said), priced=True)


def _same_price_said(item: Tok, query: Query, data: ShareData) -> tuple[int, ...]:
    """RETURNS: the 'each' (or 'every', 'all') words and the verb of a statement before
    the question that says every item of the noun asked cost the same ("Every pen had the
    same price.", "Each bowl cost the same.", "All the cupcakes had the same price."): a
    sentence of no number with 'same'; () when none."""
    doc = item.doc
    lemma = item.lemma_.lower()
    found: list[int] = []
    for sent in doc.sents:
        if sent.start >= query.sent.start or any(t.like_num for t in sent):
            continue
        if not any(t.lower_ == "same" for t in sent):
            continue
        each = [
            t.i
            for t in sent
            if t.head.lemma_.lower() == lemma
            and (
                (t.lower_ in data.each and t.dep_ == "det")
                or (t.lower_ == "all" and t.dep_ in ("det", "predet"))
            )
        ]
        if each:
            found += [*each, sent.root.i]
    return tuple(found)


# words of a way gone again the other way ("there and back", "to the lake and home")
_RETURNS = frozenset({"back", "home", "return", "again", "round", "both"})


class Trip(msgspec.Struct, frozen=True):
    """A trip told apart: its length ("It is 10 miles from Emily's house to Timothy's
    house"), its time ("It took Emily 2 hours to get there"), the traveller, and the verb
    of taking."""

    length: Amount
    time: Amount
    traveller: Tok
    taken: Tok
    said: Tok


def trip_told_apart(
    amounts: tuple[Amount, ...], query: Query, rates: RateData, words: WordLists
) -> Trip | None:
    """RETURNS (Trip | None): under a question of the pace of travel, the one length of a
    way between two places ("It is 10 miles from A to B", "The park is 6 kilometers from
    the school", "Kwame lives 4 miles from his school"), and after it the one time of going
    there ("It took Emily 2 hours to get there", "Ravi walked there in 2 hours"), the
    traveller the question's subject; None otherwise (a way there and back, anything else
    counted)."""
    lengths = [(q, said) for q in amounts if (said := _way_between(q)) is not None]
    times = [(q, who) for q in amounts if (who := _time_taken(q, rates)) is not None]
    if len(lengths) != 1 or len(times) != 1 or len(amounts) != 2:
        return None
    ((length, said),), ((time, traveller),) = lengths, times
    subject = subject_of(query.verb)
    if length.start > time.start or subject is None:
        return None
    if query.verb.lemma_.lower() not in (*rates.travel, *rates.distance_verbs):
        return None
    if query.noun is not None and (length.noun is None or query.noun.lower_ != length.noun.lower_):
        return None  # "How many miles per hour" of a way in kilometers
    if subject.pos_ == "PRON":
        same = subject.lower_ == traveller.lower_ or same_person(subject, traveller, words.pronouns)
        if traveller.pos_ == "PRON" and not same:  # "he" and "him": one holder
            return None
    elif traveller.lower_ != subject.lower_ or any(c.dep_ == "poss" for c in traveller.children):
        return None  # "It took Emily 2 hours ... How fast did Tom go?"; "Ravi's friend"
    assert time.noun is not None
    taken = time.noun.head if time.noun.head.lemma_.lower() == "take" else time.noun.head.head
    places = {t.lemma_.lower() for t in said.subtree if t.pos_ in ("NOUN", "PROPN")}
    ends = [  # "walked to the lake": the way told must be the one gone
        g.lemma_.lower()
        for t in taken.subtree
        if t.dep_ == "prep" and t.lower_ in ("to", "from")
        for g in t.children
        if g.dep_ == "pobj"
    ]
    if not set(ends) <= places:
        return None
    starts = [t for t in taken.subtree if t.dep_ == "prep" and t.lower_ == "from"]
    if not starts and not _from_own(said, traveller):
        return None  # "The park is 6 kilometers from the school. Ravi walked there": from?
    return Trip(length, time, traveller, taken, said)


def _from_own(said: Tok, traveller: Tok) -> bool:
    """RETURNS (bool): the length told is from the traveller's own place: the traveller
    is its subject ("Ravi lives 6 kilometers from the park"), or its 'from' names a
    place of the traveller's ("from Emily's house", "from his school")."""
    subjects = [c for c in said.children if c.dep_ == "nsubj"]
    named = bool(subjects) and subjects[0].text.istitle() and not subjects[0].children
    if named and (subjects[0].lower_ == traveller.lower_ or traveller.pos_ == "PRON"):
        return True  # "Ravi lives 6 kilometers from the park. He walked there"
    owners = [
        o
        for t in said.subtree
        if t.dep_ == "prep" and t.lower_ == "from"
        for g in t.children
        if g.dep_ == "pobj"
        for o in g.children
        if o.dep_ == "poss"
    ]
    return any(o.lower_ == traveller.lower_ or o.tag_ == "PRP$" for o in owners)


# verbs of a length between a holder or a place and another place ("lives 4 miles from")
_LENGTH_VERBS = frozenset({"be", "live"})


def _way_between(q: Amount) -> Tok | None:
    """RETURNS (Tok | None): the verb of a length between two places: 'It is' + 'from' ...
    'to' ("It is 10 miles from Emily's house to Timothy's house"), or a place or someone
    'is' / 'lives' so far 'from' another ("The park is 6 kilometers from the school",
    "Kwame lives 4 miles from his school"); else None."""
    noun = q.noun
    if noun is None or unit_group(plural(noun.lemma_.lower())) not in _DISTANCES:
        return None
    verb = noun.head if noun.head.pos_ in ("AUX", "VERB") else noun.head.head
    if verb.lemma_ not in _LENGTH_VERBS or not (
        noun.head is verb or noun.head.lower_ in ("from", "away")
    ):
        return None
    preps = {t.lower_ for t in verb.subtree if t.dep_ == "prep"}
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(subjects) != 1 or "from" not in preps:
        return None
    if subjects[0].lower_ == "it":
        return verb if "to" in preps else None
    return verb if not any(t.dep_ in ("conj", "cc") for t in verb.subtree) else None


def _time_taken(q: Amount, rates: RateData) -> Tok | None:
    """RETURNS (Tok | None): the traveller when ``q`` is the time of going to a place: an
    expletive 'It took' + the traveller + 'to' + a verb of travel to 'there' or a place
    ("It took Emily 2 hours to get there"), or a verb of travel there 'in' the time ("Ravi
    walked there from the school in 2 hours"); else None."""
    noun = q.noun
    if noun is None or noun.lemma_.lower() not in TIME_PER:
        return None
    travel = (*rates.travel, *rates.distance_verbs)
    verb = noun.head
    if verb.lemma_.lower() == "take":
        if not any(c.dep_ == "nsubj" and c.lower_ == "it" for c in verb.children):
            return None
        travellers = [c for c in verb.children if c.dep_ in ("dobj", "dative") and c is not noun]
        goes = [c for c in verb.children if c.dep_ == "xcomp" and c.lemma_.lower() in travel]
    elif verb.lower_ == "in" and noun.dep_ == "pobj" and verb.head.lemma_.lower() in travel:
        goes = [verb.head]  # "walked there in 2 hours"
        travellers = [c for c in goes[0].children if c.dep_ == "nsubj"]
    else:
        return None
    if len(travellers) != 1 or len(goes) != 1 or travellers[0].pos_ not in ("PROPN", "PRON"):
        return None
    to = [
        c for c in goes[0].children if c.lower_ == "there" or (c.dep_, c.lower_) == ("prep", "to")
    ]
    if any(t.dep_ in ("conj", "cc") or t.lower_ in _RETURNS for t in goes[0].subtree):
        return None  # "to walk there and back": twice the way
    return travellers[0] if to else None


def _counts_items(count: Amount, item: Tok) -> bool:
    """RETURNS (bool): ``count`` is a plain number, two or more, of the item a question of
    one item's price names, with the same words of its kind ("3 comic books" for "each
    comic book"), no owner and no adjective, and counting that item alone (not "a dozen
    bagels and muffins": the money is for both)."""
    noun = count.noun
    return (
        noun is not None
        and not any(c.dep_ in ("conj", "cc") for c in noun.children)
        and noun.lemma_.lower() == item.lemma_.lower()
        and count.value >= 2
        and modifiers(noun) == modifiers(item)
        and count.owner is None
        and not count.adjectives
    )


# the unit groups of a distance, what "How fast" asks per unit of time
_DISTANCES = frozenset({"length", "metric length"})
# prepositions of the stretch a pace asked is over ("drove 120 miles in 3 hours")
_PACE_PREPS = frozenset({"in", "over", "during", "within"})


class EqualShare:
    """The clause of a share a question of one group's equal part asks about: the one
    amount the people the statements name split ("They catch 18 trout"), the groups
    counted apart ("there are 43 students"), an amount said of a period ("sold 63
    hamburgers last week"), or the groups said of what holds the things ("The season is
    played for 2 months"). Asked only under that question (``reader.Plan.own``)."""

    name = "equal share"
    # a mover only as the items of a price asked ("5 tickets cost $45")
    attachments = frozenset(
        {Attachment.THEME, Attachment.OBLIQUE, Attachment.ADVERBIAL, Attachment.MOVER}
    )
    data_type = None

    def claims(self, clause: Clause, context: Context) -> bool:
        return self._read(clause, context) is not None

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        found = self._read(clause, context)
        assert found is not None, "read() of a clause the equal share does not claim"
        return [found]

    def spanning(self, clause: Clause, context: Context) -> frozenset[tuple[str, ...]]:
        """RETURNS: the preposition of a period that spans the groups after it in a clause
        this reads ("is taught over 9 weeks", "is run over 4 weekends": across them, no
        bound of their number): the groups its object, or said of the verb right after
        it (a passive's 'object' too); none when another preposition governs them ("for
        over 2 months")."""
        data: ShareData = context.data["share"]
        if len(clause.amounts) != 1:
            return frozenset()
        (q,) = clause.amounts
        noun = q.noun
        if noun is None or q.start == 0:
            return frozenset()
        before = noun.doc[q.start - 1]
        if before.lower_ not in data.period_preps:
            return frozenset()
        verb = clause.verb
        governed = noun.dep_ == "pobj" and noun.head == before and before.head == verb
        passive = any(c.dep_ == "nsubjpass" for c in verb.children)  # no object of its own
        said = noun.head == verb and (noun.dep_ == "npadvmod" or (noun.dep_ == "dobj" and passive))
        return frozenset({(before.lower_,)}) if governed or said else frozenset()

    def _read(self, clause: Clause, context: Context) -> Fact | None:
        """RETURNS (Fact | None): the clause's ``SHARE`` fact, or None when the clause is
        none of the four kinds."""
        data: ShareData = context.data["share"]
        query = context.query
        if query is None or not 1 <= len(clause.items) <= 2:
            return None
        form = equal_part(query, data)
        if form is None:
            return None
        if form.paced:
            return self._paced(clause, form, context)
        if form.priced:
            return self._priced(clause, form, context)
        if len(clause.items) == 2:  # "Four friends have 32 marbles": the mover the groups
            return self._counted_with_whole(clause, form, query, data)
        if any(how is Attachment.MOVER for _, how in clause.items):
            return None
        (q,) = clause.amounts
        noun = q.noun
        if noun is None or q.owner is not None or q.adjectives or q.value.denominator != 1:
            return None
        verb = clause.verb
        doc = verb.doc
        if any(t.dep_ == "neg" for t in doc[: query.sent.start]):
            return None  # a negated statement may leave out a group or a part
        lemma = form.group.lemma_.lower()
        total: Amount | None = q
        groups: Amount | None = None
        if form.split is not None and lemma in data.people:  # "each one", "each person"
            if not self._named(q, form.split, query, context):
                return None
        elif form.split is not None:  # "there are 43 students" ... "each student"
            if not _counted_groups(q, lemma):
                return None
            total, groups = None, q
        elif (period := period_of(verb, data)) is not None and period[1].per == lemma:
            if not self._averaged(q, verb, query):  # "sold 63 hamburgers last week"
                return None
        elif (_counted_groups(q, lemma) and form.split is None) or (
            form.implied and _held_groups(q, lemma, verb, data)
        ):  # "If there are 3 boxes"
            total, groups = None, q
        elif noun.lemma_.lower() == lemma:  # "The season is played for 2 months"
            if not _stated_groups(q, verb, query):
                return None
            total, groups = None, q
        else:
            return None
        return self._fact(clause, form, total, groups)

    def _fact(
        self, clause: Clause, form: EqualPart, total: Amount | None, groups: Amount | None
    ) -> Fact:
        """RETURNS (Fact): the clause's ``SHARE`` fact of ``total`` (None: an earlier
        holding) into ``groups`` (None: groups the words give), one group's part asked; a
        share only the question implies stands at the question ("She has 4 friends. She has
        12 cookies. How many cookies will each friend get?": the cookies told after)."""
        verb = clause.verb
        return Fact(
            at=form.each.i if form.implied else None,
            kind=FactKind.SHARE,
            construction=self.name,
            verb=verb,
            key=verb.lemma_.lower(),
            frame=SPLIT,
            subject=HolderRef(None),
            amount=total,
            clause=clause.order,
            cues=form.claimed,
            share=ShareTerms(groups, form.each, priced=form.priced),
        )

    def _priced(self, clause: Clause, form: EqualPart, context: Context) -> Fact | None:
        """RETURNS (Fact | None): the share of a purchase of the items whose one price the
        question asks: a count of them bought for an amount of money ("Lisa rented 4 DVDs
        for $4.80", "paid $15 for 3 comic books", "spent $12 on 4 pens"): the money split
        equally among them; None for any other clause."""
        data: ShareData = context.data["share"]
        rate = context.data["rate"]
        verb = clause.verb
        lemma = verb.lemma_.lower()
        if len(clause.items) == 2 and lemma in rate.price_verbs:
            return self._items_priced(clause, form)
        if len(clause.items) == 1 and lemma in data.bought_verbs:
            return self._bought_unpriced(clause, form, context)
        done = _done_for(verb, data) if len(clause.items) == 1 else None
        if done is not None:  # "earned $63 for mowing 7 lawns": the money, the lawns mowed
            return self._earned_for_done(clause, form, context, done)
        if verb.dep_ == "pcomp" and _done_for(verb.head.head, data) is verb:
            (q,) = clause.amounts if len(clause.amounts) == 1 else (None,)
            if q is None or not _counts_items(q, form.group):
                return None
            return _aside(self.name, clause, q)  # the items mowed: the money's share reads them
        if len(clause.items) != 2 or lemma not in (
            *data.bought_verbs,
            *rate.spend,
            *data.earned_verbs,
        ):
            return None
        if any(how is Attachment.MOVER for _, how in clause.items):
            return None
        money = [q for q, _ in clause.items if q.money is not None]
        counts = [q for q, _ in clause.items if q.money is None]
        if len(money) != 1 or len(counts) != 1:
            return None
        (total,), (count,) = money, counts
        if not _counts_items(count, form.group) or total.owner is not None:
            return None
        paid = count if lemma in data.bought_verbs else total  # "rented 4 DVDs for $8"
        other = total if paid is count else count
        preps = rate.price_preps if paid is count else ("for", "on")
        if paid.head.head != verb or paid.head.dep_ != "dobj":
            return None
        if other.head.head.lower_ not in preps or other.head.head.head != verb:
            return None
        buyer, _ = subject_ref(clause, context)  # the price is what the buyer paid per item
        return msgspec.structs.replace(self._fact(clause, form, total, count), subject=buyer)

    def _bought_unpriced(self, clause: Clause, form: EqualPart, context: Context) -> Fact | None:
        """RETURNS (Fact | None): the share of a purchase of the items whose one price is
        asked, the money paid left out ("He bought 5 notebooks, all at the same price, and
        had $15 left"): the buyer's money before and after fixes it (the builder writes a
        rate that takes it); None unless the one object counts the items."""
        ((count, how),) = clause.items
        if how is not Attachment.THEME or count.money is not None or count.unstated:
            return None
        if count.head.dep_ != "dobj" or not _counts_items(count, form.group):
            return None
        buyer, _ = subject_ref(clause, context)
        return msgspec.structs.replace(self._fact(clause, form, None, count), subject=buyer)

    def _earned_for_done(
        self, clause: Clause, form: EqualPart, context: Context, done: Tok
    ) -> Fact | None:
        """RETURNS (Fact | None): the share of money earned for the items of an act done
        ("earned $63 for mowing 7 lawns"): the money the verb's object, the items the
        one object of the act; None unless both are so."""
        ((total, _),) = clause.items
        counts = [q for q in context.amounts if q.noun is not None and q.noun.head is done]
        if total.money is None or total.owner is not None or len(counts) != 1:
            return None
        (count,) = counts
        if total.head.head is not clause.verb or total.head.dep_ != "dobj":
            return None
        if count.noun is None or count.noun.dep_ != "dobj" or not _counts_items(count, form.group):
            return None
        earner, _ = subject_ref(clause, context)
        return msgspec.structs.replace(self._fact(clause, form, total, count), subject=earner)

    def _paced(self, clause: Clause, form: EqualPart, context: Context) -> Fact | None:
        """RETURNS (Fact | None): the share, over a stretch of the unit of time asked, of
        what the question's verb did in it ("Tom drove 120 miles in 3 hours" ... "How
        many miles did he drive per hour?"): the amount of the question's noun (or money)
        the verb's object, the stretch after 'in', 'over', 'during' or 'within' on the
        verb; None for any other clause."""
        query, rates = context.query, context.data["rate"]
        assert query is not None
        verb = clause.verb
        fast = query.measures("fast")  # a distance
        words = context.rules.words
        trip = trip_told_apart(context.amounts, query, rates, words) if form.paced else None
        if trip is not None and verb in (trip.said, trip.taken):  # "It is 10 miles from ..."
            named = form.group.lemma_.lower()  # per any unit of time, or the one named
            time = trip.time.noun.lemma_.lower() if trip.time.noun is not None else ""
            return self._trip(clause, form, trip) if named in ("fast", time) else None
        lemma, asked = verb.lemma_.lower(), query.verb.lemma_.lower()
        travel = fast and asked in rates.travel and lemma in rates.distance_verbs
        if len(clause.items) != 2 or (lemma != asked and not travel):  # "How fast did he go?"
            return None
        named = form.group.lemma_.lower()  # per any unit of time, or the one named
        units = TIME_PER if named == "fast" else (named,)
        stretches = [
            q
            for q in clause.amounts
            if q.noun is not None
            and q.noun.lemma_.lower() in units
            and q.head.dep_ == "pobj"
            and q.head.head.lower_ in _PACE_PREPS
            and q.head.head.head == verb
        ]
        totals = [q for q, how in clause.items if how is Attachment.THEME]
        if len(stretches) != 1 or len(totals) != 1 or totals[0] is stretches[0]:
            return None
        (total,), (stretch,) = totals, stretches
        if total.owner is not None or total.adjectives or stretch.value <= 0:
            return None
        if query.money != (total.money is not None):
            return None
        if query.noun is not None and (
            total.noun is None or total.noun.lemma_.lower() != query.noun.lemma_.lower()
        ):
            return None
        if fast and (
            total.noun is None or unit_group(plural(total.noun.lemma_.lower())) not in _DISTANCES
        ):
            return None  # "How fast did he read?": no distance
        if fast and form.each.lower_ == "per" and form.each.head.lemma_ != total.noun.lemma_:
            return None  # "How fast ..., in miles per hour?" of kilometers
        fact = self._fact(clause, form, total, stretch)
        assert fact.share is not None  # the doer's pace: written as a price is
        share = msgspec.structs.replace(fact.share, priced=True)
        return msgspec.structs.replace(fact, share=share, subject=HolderRef(subject_of(verb)))

    def _trip(self, clause: Clause, form: EqualPart, trip: Trip) -> Fact:
        """RETURNS (Fact): of a trip told apart (``trip_told_apart``), the share of its
        length over its time, by the traveller, for the clause of the time; an ``ASIDE``
        for the clause of the length (read by that share)."""
        if clause.verb is not trip.taken:
            return _aside(self.name, clause, trip.length)
        fact = self._fact(clause, form, trip.length, trip.time)
        assert fact.share is not None  # the traveller's pace: written as a price is
        share = msgspec.structs.replace(fact.share, priced=True)
        return msgspec.structs.replace(fact, share=share, subject=HolderRef(trip.traveller))

    def _items_priced(self, clause: Clause, form: EqualPart) -> Fact | None:
        """RETURNS (Fact | None): the share of "5 tickets cost $45" (a count of the items
        the subject of a verb of costing, or in its subject: "A bag of 8 oranges costs $4";
        an amount of money its object) under a question of one item's price; None for any
        other clause."""
        verb = clause.verb
        counts = [q for q, how in clause.items if how is Attachment.MOVER]
        money = [q for q, how in clause.items if how is Attachment.THEME and q.money is not None]
        if len(counts) != 1 or len(money) != 1:
            return None
        (count,), (total,) = counts, money
        noun = count.noun
        if noun is not None and noun.dep_ == "pobj" and noun.head.lower_ == "of":
            noun = noun.head.head  # "A bag of 8 oranges costs $4": the bag's oranges
        if noun is None or noun.dep_ != "nsubj" or noun.head != verb:
            return None
        return self._fact(clause, form, total, count) if _counts_items(count, form.group) else None

    def _counted_with_whole(
        self, clause: Clause, form: EqualPart, query: Query, data: ShareData
    ) -> Fact | None:
        """RETURNS (Fact | None): the share of a 'there be' clause that counts the groups
        and states the whole the question's split names ("There are 2 students in the
        class and 18 pencils" ... "If the pencils are divided equally among the
        students"); None for any other clause of two amounts."""
        if form.split is None or query.sent.start <= clause.verb.i:
            return None
        lemma = form.group.lemma_.lower()
        if lemma in data.people:
            return None
        groups = [q for q in clause.amounts if q.noun is not None and _counted_groups(q, lemma)]
        wholes = [q for q in clause.amounts if q not in groups]
        whole = split_object(form.split)
        if len(groups) != 1 or len(wholes) != 1 or whole is None or whole.lower_ in data.pronouns:
            return None
        (total,) = wholes
        if any(q is total and how is Attachment.MOVER for q, how in clause.items):
            return None  # the whole is no subject that moves
        noun = total.noun
        if noun is None or total.owner is not None or total.adjectives or total.money:
            return None
        if noun.lemma_.lower() != whole.lemma_.lower() or total.value.denominator != 1:
            return None
        return self._fact(clause, form, total, groups[0])

    @staticmethod
    def _named(q: Amount, split: Tok, query: Query, context: Context) -> bool:
        """RETURNS (bool): ``q`` is what the people the statements name split: a plain
        amount ("18 trout", not "344 pieces of candy" or "18 rainbow trout") that the
        split names, no 'each' of its own, and two or more people named with certainty,
        none in the question."""
        data: ShareData = context.data["share"]
        noun = q.noun
        assert noun is not None
        if q.start >= query.sent.start or any(
            c.dep_ in ("prep", "compound", "amod") for c in noun.children
        ):
            return False
        if any(c.lower_ in data.each for c in (*q.head.head.children, *noun.children)):
            return False  # "have 24 crayons each": each one's own
        whole = split_object(split)
        if whole is None or not is_total(whole, q, data):
            return False
        first_names = context.rules.first_names
        names = named_people(noun.doc[: query.sent.start], whole, first_names)
        if names is None or len(names) < 2:
            return False
        return not any(is_name(t, first_names) for t in query.sent)

    @staticmethod
    def _averaged(q: Amount, verb: Tok, query: Query) -> bool:
        """RETURNS (bool): ``q`` is what the question counts, the object of its verb
        ("sold 63 hamburgers" ... "were sold each day"), a plain noun."""
        noun, asked = q.noun, query.noun
        assert noun is not None
        if asked is None or q.money is not None or q.start >= query.sent.start:
            return False
        if any(c.dep_ in ("prep", "compound", "amod") for c in noun.children):
            return False
        return (
            noun.dep_ == "dobj"
            and noun.lemma_.lower() == asked.lemma_.lower()
            and verb.lemma_.lower() == query.verb.lemma_.lower()
        )


def _counted_groups(q: Amount, lemma: str) -> bool:
    """RETURNS (bool): ``q`` counts the groups asked and says only that they exist or
    hold ("there are 43 students", "Four friends have 32 marbles", "3 seals ... are in the
    tank"): two or more, no money, a plain noun."""
    noun = q.noun
    assert noun is not None
    if not _plain_groups(q, lemma):
        return False
    if any(c.dep_ == "prep" and not _plain_place(c) for c in noun.children):
        return False  # "43 students in each class": not the groups alone
    while noun.dep_ == "conj":  # "There are 18 pencils and 2 students"
        noun = noun.head
    if noun.dep_ == "nsubj" and noun.head.lemma_ in ("be", "have"):
        return True  # "Four friends have 32 marbles", "3 seals and 27 fish are in the tank"
    return noun.dep_ == "attr" and any(c.dep_ == "expl" for c in noun.head.children)


def _plain_groups(q: Amount, lemma: str) -> bool:
    """RETURNS (bool): ``q`` counts two or more of the groups asked (``lemma``), with no
    money and no compound or adjective that makes them a kind apart."""
    noun = q.noun
    assert noun is not None
    if noun.lemma_.lower() != lemma or q.money or q.value < 2:
        return False
    return not any(c.dep_ in ("compound", "amod") for c in noun.children)


def _held_groups(q: Amount, lemma: str, verb: Tok, data: ShareData) -> bool:
    """RETURNS (bool): ``q`` counts the groups asked as the object of a verb that gathers
    them ("She has 4 friends", "Martha is inviting 4 friends to a party"): two or more, a
    plain noun, no money, no owner."""
    noun = q.noun
    assert noun is not None
    if not _plain_groups(q, lemma) or q.owner is not None:
        return False
    return noun.dep_ == "dobj" and noun.head == verb and verb.lemma_.lower() in data.group_verbs


def _plain_place(prep: Tok) -> bool:
    """RETURNS (bool): ``prep`` names one place with 'the' or 'a' ("in the class", "in the
    art room", "at a picnic"), no number and no 'each'."""
    objects = [c for c in prep.children if c.dep_ == "pobj"]
    return (
        prep.lower_ in ("in", "at", "on")
        and len(objects) == 1
        and [(c.dep_, c.lower_) for c in objects[0].children if c.dep_ != "compound"]
        in ([("det", "the")], [("det", "a")], [("det", "an")])
    )


def _stated_groups(q: Amount, verb: Tok, query: Query) -> bool:
    """RETURNS (bool): ``q`` is a number of the groups asked, said of one thing with the
    verb the question asks with ("The season is played for 2 months" ... "How many games
    were played each month?"; not "were won"): two or more, no money, no compound."""
    noun = q.noun
    assert noun is not None
    if q.money or q.value < 2 or any(c.dep_ == "compound" for c in noun.children):
        return False
    said = groups_verb(noun)
    return (
        said == verb
        and verb.lemma_.lower() == query.verb.lemma_.lower()
        and subject_of(verb) is not None
    )
