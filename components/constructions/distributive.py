"""Distributive 'each' over named holders: 'Sam, Ann and Kim each have 3 cards', 'Sam and
Ann have 5 apples each', 'Tom and Jerry each bought 4 pens'.

One fact per holder, each with the clause's one amount (a holding, or a gain from
nobody), so the graph is v1's: every holder named holds or gets the amount. Read only
when every conjunct of the subject is a name, and 'each' stands right after the names
("Sam and Ann each have") or right after the object at the end of the sentence ("have 5
apples each"); 'each of', 'each' before a noun ("each girl") and a clause with another
amount or another side of an exchange stay unclaimed, and coverage abstains with
``rate`` as before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import msgspec

from ..clauses.clauses import Clause
from ..docview import Tok, TokSpan
from ..ir import Amount, Attachment, Fact, FactKind, HolderRef, PartyRef
from ..resolve.mentions import is_proper
from .base import Context, entry
from .exchange import find_party
from .possession import subject_ref


class DistributiveData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``distributive`` entry of ``constructions.json``."""

    doc: str = msgspec.field(default="", name="_doc")
    each: list[str]
    classes: list[str]
    ends: list[str]


_KINDS = {"possess": FactKind.POSSESS, "gain": FactKind.GAIN, "lose": FactKind.LOSE}


def _one_amount(clause: Clause, classes: Sequence[str]) -> Amount | None:
    """RETURNS (Amount | None): the clause's one amount, its verb's object, when the
    lexicon puts the verb in one of ``classes`` and the amount names no owner; else None."""
    if clause.entry is None or clause.entry[1].cls not in classes or len(clause.items) != 1:
        return None
    amount, how = clause.items[0]
    if how is not Attachment.THEME or amount.owner is not None:
        return None
    return amount


def _holders(clause: Clause, data: DistributiveData) -> tuple[list[Tok], Tok]:
    """RETURNS: (the named holders, the 'each'), or ([], the verb) when the clause is not
    one distributive statement."""
    verb = clause.verb
    none: tuple[list[Tok], Tok] = ([], verb)
    amount = _one_amount(clause, data.classes)
    if amount is None or (amount.noun is None and amount.money is None):
        return none
    lower = verb.doc.lower  # 'each' stands right before the verb or after the noun
    end = amount.noun.i if amount.noun is not None else max(amount.tokens)  # "$5 each"
    after_noun = end + 1
    if not (verb.i > 0 and lower[verb.i - 1] in data.each) and not (
        after_noun < len(lower) and lower[after_noun] in data.each
    ):
        return none
    if any(c.dep_ in ("dative", "prep", "agent") for c in verb.children):
        return none  # "each gave 3 to Sam", "each bought 4 from the store": another side
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    doc = verb.doc
    names = _names(doc[verb.sent.start : verb.i], data)
    # the parse may hang several of the names, or the 'each', on the verb as subjects
    if (
        not names
        or not subjects
        or any(s not in names and s.lower_ not in data.each for s in subjects)
    ):
        return none
    last = names[-1].i
    before = doc[last + 1] if last + 1 < verb.i else None
    after = doc[after_noun] if after_noun < len(doc) else None
    if before is not None and before.lower_ in data.each and before.i + 1 == verb.i:
        return names, before  # "Sam and Ann each have 5 apples"
    if (
        after is not None
        and after.lower_ in data.each
        and end > verb.i
        and (after.i + 1 == len(doc) or doc[after.i + 1].lower_ in data.ends)
    ):
        return names, after  # "Sam and Ann have 5 apples each."
    return none


def _names(span: TokSpan, data: DistributiveData) -> list[Tok]:
    """RETURNS (list[Tok]): the names of "Sam, Ann, and Kim [each]", read word by word
    (the parse often breaks such lists): one-word names between commas and one final
    'and', nothing else; [] for any other subject."""
    words = list(span)
    if words and words[-1].lower_ in data.each:
        words.pop()
    shape = "".join(
        "N" if is_proper(t) else "," if t.lower_ == "," else "a" if t.lower_ == "and" else "x"
        for t in words
    )  # a name the tagger took for a noun ("Tunde and Femi each have 8") is a name
    if _LIST.fullmatch(shape) is None:
        return []
    return [t for t in words if is_proper(t)]


# names in a list: "Sam and Ann", "Sam, Ann and Kim", "Sam, Ann, and Kim"
_LIST = re.compile(r"N(,N)*,?aN")


class Distributive:
    """A verb of holding or gaining whose coordinated named subject holds 'each' the amount."""

    name = "distributive"
    attachments = frozenset({Attachment.THEME})
    data_type = DistributiveData

    def claims(self, clause: Clause, context: Context) -> bool:
        return bool(_holders(clause, context.data[self.name])[0])

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        names, each = _holders(clause, context.data[self.name])
        return _each_fact(self.name, clause, each, [(HolderRef(n), None) for n in names])


def _each_fact(
    construction: str,
    clause: Clause,
    each: Tok,
    sides: list[tuple[HolderRef, PartyRef | None]],
    generic: bool = False,
) -> list[Fact]:
    """RETURNS (list[Fact]): one fact of the clause's one amount per (subject, other side)
    of ``sides``, in the order of the names they were made from, each claiming 'each'."""
    key, frame = entry(clause)
    return [
        Fact(
            kind=_KINDS[frame.cls],
            construction=construction,
            verb=clause.verb,
            key=key,
            frame=frame,
            subject=subject,
            amount=clause.items[0][0],
            party=party,
            generic=generic,
            clause=clause.order,
            cues=(each.i,),
        )
        for subject, party in sides
    ]


def _recipients(clause: Clause, data: DistributiveData) -> tuple[list[Tok], Tok]:
    """RETURNS: (the listed recipients, the 'each') of "gave Ewa and Kojo 3 cards each",
    "gave 3 cards each to Ewa and Kojo", or ([], the verb)."""
    verb = clause.verb
    none: tuple[list[Tok], Tok] = ([], verb)
    amount = _one_amount(clause, ("lose",))
    if amount is None or amount.noun is None:
        return none
    doc = verb.doc
    lower = doc.lower
    at = amount.noun.i + 1
    if at >= len(doc) or lower[at] not in data.each or amount.start <= verb.i:
        return none
    end = verb.sent.end - 1 if lower[verb.sent.end - 1] in data.ends else verb.sent.end
    if at + 1 == end:  # "gave Ewa and Kojo 3 cards each."
        span = doc[verb.i + 1 : amount.start]
    elif at + 1 < end and lower[at + 1] == "to":  # "gave 3 cards each to Ewa and Kojo."
        span = doc[at + 2 : end]
    else:
        return none
    names = _names(span, data)
    return (names, doc[at]) if names else none


class EachRecipient:
    """A verb of giving whose listed recipients get 'each' the amount ("He gave Ewa and
    Kojo 3 cards each"): one loss per recipient, to that recipient (the subject gives the
    amount as many times as there are names)."""

    name = "each recipient"
    attachments = frozenset({Attachment.THEME})
    data_type = None

    def claims(self, clause: Clause, context: Context) -> bool:
        return bool(_recipients(clause, context.data["distributive"])[0])

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        names, each = _recipients(clause, context.data["distributive"])
        subject, generic = subject_ref(clause, context)
        sides = [(subject, PartyRef(n)) for n in names]
        return _each_fact(self.name, clause, each, sides, generic)


def _givers(clause: Clause, data: DistributiveData) -> tuple[list[Tok], Tok]:
    """RETURNS: (the listed names, the 'each') of "Ewa and Kojo each gave Sam 3 cards",
    "Ewa and Kojo each got 3 cards from Sam": an exchange with another side, named, each
    name its own; or ([], the verb)."""
    verb = clause.verb
    none: tuple[list[Tok], Tok] = ([], verb)
    amount = _one_amount(clause, ("gain", "lose"))
    if amount is None or amount.noun is None:
        return none
    doc = verb.doc
    if verb.i < 2 or doc.lower[verb.i - 1] not in data.each or amount.start < verb.i:
        return none
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(subjects) != 1 or subjects[0].i != verb.i - 1:
        return none  # 'each' itself is the subject, the names before it
    sides = [
        t
        for c in verb.children
        if c.dep_ in ("dative", "prep")
        for t in (c, *(g for g in c.children if g.dep_ == "pobj"))
    ]
    if not sides:
        return none  # no other side: the distributive holding or gain reads it
    if any(t.pos_ == "PRON" for t in sides):
        return none  # "each gave him 6": 'him' is resolved against one subject, not the list
    names = _names(doc[verb.sent.start : verb.i - 1], data)
    return (names, doc[verb.i - 1]) if len(names) > 1 else none


class EachGiver:
    """A verb of giving or getting with a named other side whose listed subjects each move
    the amount ("Ewa and Kojo each gave Sam 3 cards"): one fact per name, the other side
    shared (``resolve_holders`` names each fact's subject on its own)."""

    name = "each giver"
    attachments = frozenset({Attachment.THEME})
    data_type = None

    def claims(self, clause: Clause, context: Context) -> bool:
        return bool(_givers(clause, context.data["distributive"])[0])

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        names, each = _givers(clause, context.data["distributive"])
        parties = entry(clause)[1].parties
        party = find_party(clause, parties, context.rules.words.party_particles, context.unstated)
        return _each_fact(self.name, clause, each, [(HolderRef(n), party) for n in names])
