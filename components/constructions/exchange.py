"""Exchange: gains and losses, with the other side when the text names it.

'Kim found 4 shells', 'Tom gave Sara 3 marbles', 'Ann got 5 pens from Bo',
'bought 3 of Mike's cards' (a gain from the possessor of a partitive).
"""

from __future__ import annotations

import msgspec

from ..abstention import Abstain
from ..clauses.clauses import Clause, second_recipient
from ..docview import Tok
from ..ir import Amount, Attachment, Fact, FactKind, PartyRef
from ..resolve.mentions import is_counted, is_proper
from .base import PLAIN, Context, entry
from .possession import subject_ref

_DEFINITE = frozenset({"the", "these", "those", "this", "that"})
# a name in these relations is not a recipient standing before its amount
_NOT_DATIVE = frozenset({"pobj", "poss", "compound", "flat"})


class Exchange:
    """A verb of the lexicon's ``gain`` or ``lose`` class."""

    name = "exchange"
    attachments = PLAIN
    data_type = None

    def claims(self, clause: Clause, context: Context) -> bool:
        return clause.entry is not None and clause.entry[1].cls in ("gain", "lose")

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        key, frame = entry(clause)
        if not key.endswith(" with"):
            for q, how in clause.items:  # "got on the bus with 3 stickers": had them along
                if how is Attachment.WITH:
                    raise Abstain(
                        "unattached-quantity",
                        f"{q.span(clause.verb.doc).text!r} goes along 'with' "
                        f"{clause.verb.text!r}, which does not move it",
                        clause.verb,
                    )
        subject, generic = subject_ref(clause, context)
        party = find_party(
            clause, frame.parties, context.rules.words.party_particles, context.unstated
        )
        own = amount_parties(clause, clause.amounts, frame.parties, context.rules.words.time_words)
        if frame.implicit_party:  # "Amy takes 3 away": from the single earlier holder
            party = msgspec.structs.replace(party or PartyRef(), implied=True)
            own = tuple(msgspec.structs.replace(p or PartyRef(), implied=True) for p in own)
        kind = FactKind.GAIN if frame.cls == "gain" else FactKind.LOSE
        if kind is FactKind.GAIN and not frame.implicit_party and _unnamed(party):
            for q in clause.amounts:
                if q.owner is None and is_partitive(q):
                    raise Abstain(
                        "partitive-gain",
                        f"{clause.verb.text!r} takes "
                        f"{clause.verb.doc[q.start : q.head.right_edge.i + 1].text!r} "
                        "from nobody named: it may be part of the subject's own stock",
                        clause.verb,
                    )
        return [
            Fact(
                kind=kind,
                construction=self.name,
                verb=clause.verb,
                key=key,
                frame=frame,
                subject=subject,
                amount=q,
                party=own[i] if own else party,
                generic=generic,
                clause=clause.order,
            )
            for i, q in enumerate(clause.amounts)
        ]


def amount_parties(
    clause: Clause,
    amounts: tuple[Amount, ...],
    parties: tuple[str, ...],
    times: frozenset[str] = frozenset(),
) -> tuple[PartyRef | None, ...]:
    """The other side of each of several coordinated amounts under one verb, each from its
    own phrase: "took 4 pens from Leo and 6 pens from Ana", "gave 2 to Jo and 3 to Ed".

    A party after a preposition belongs to the nearest amount before it, a bare dative
    ("gave Jo 2 and Ed 3") to the nearest amount after it. One party before every amount,
    or one after every amount, is shared by all ("gave Jo 2 pens and 3 pencils", "took 4
    pens and 6 pencils from Leo"): then the clause's party stands (empty result).

    clause (Clause): the clause.
    amounts (tuple[Amount, ...]): its amounts that the verb moves, in text order.
    parties (tuple[str, ...]): the frame's party dependents ("dative", "to", "from").
    times (frozenset[str]): words of time, never a recipient ("on Monday and Tuesday").
    RETURNS (tuple[PartyRef | None, ...]): one party per amount, or () when one party (or
        none) serves the whole clause.
    RAISES Abstain: ``amount-party`` when some amounts name their other side and some do
        not ("took 4 pens from Leo and 6 pencils"), or one names two.
    """
    if len(amounts) < 2:
        return ()
    found = _party_phrases(clause, amounts, parties, times)
    starts = sorted(q.start for q in amounts)
    if not any(not prep and t.i < starts[0] for t, prep in found):
        # "sold 2 cookies and Eli 3": a name before a later amount only is its subject
        # (gapping, ``check_gapping``), unless the first amount's recipient stands before it
        found = [(t, prep) for t, prep in found if prep or t.i < starts[0]]
    if not found:
        return ()
    owned: dict[int, list[Tok]] = {}
    for token, prepositional in found:
        if prepositional:
            before = [s for s in starts if s < token.i]
            slot = before[-1] if before else None
        else:
            after = [s for s in starts if s > token.i]
            slot = after[0] if after else None
        if slot is None:
            raise Abstain(
                "amount-party",
                f"{token.text!r} names the other side of no amount of {clause.verb.text!r}",
                clause.verb,
            )
        owned.setdefault(slot, []).append(token)
    if len(found) == 1:
        token, prepositional = found[0]
        if token.i > starts[-1] if prepositional else token.i < starts[0]:
            return ()  # one party after (or, a dative, before) every amount: shared
    if (
        all(len(owned.get(s, [])) <= 1 for s in starts)
        and any(s not in owned for s in starts)
        and not any(is_proper(t) or t.pos_ == "PRON" for t, _ in found)
    ):
        return ()  # "picked 8 from the garden and 3 more": a place, the clause's side
    if any(len(owned.get(s, [])) != 1 for s in starts):
        raise Abstain(
            "amount-party",
            f"the amounts of {clause.verb.text!r} do not each name their own other side",
            clause.verb,
        )
    return tuple(PartyRef(owned[q.start][0]) for q in amounts)


def _party_phrases(
    clause: Clause,
    amounts: tuple[Amount, ...],
    parties: tuple[str, ...],
    times: frozenset[str] = frozenset(),
) -> list[tuple[Tok, bool]]:
    """RETURNS (list[tuple[Tok, bool]]): the party arguments of a clause with several
    amounts, in text order, each with whether a preposition introduces it: the verb's own
    (``roles``) and those on an amount's noun or number ("6 pens from Ana", "3 to Ed")."""
    seen: dict[int, tuple[Tok, bool]] = {}
    heads = {q.head.i for q in amounts}
    for label in ("dative", "prep"):
        for arg, prep in clause.roles.get(label, []):
            if arg.head.lower_ == "of" and arg.head.head.i in heads:
                continue
            if label == "dative" and "dative" in parties:
                seen[arg.i] = (arg, False)
            elif label == "prep" and prep in parties:
                seen[arg.i] = (arg, True)
    verb = clause.verb
    doc = verb.doc
    last = max(q.start for q in amounts)
    for token in doc[verb.i + 1 : verb.right_edge.i + 1]:
        if token.i in seen or _clause_verb(token) is not verb:
            continue
        if token.dep_ in ("prep", "dative") and token.lower_ in parties:
            for obj in token.children:  # "6 pens from Ana", "3 to Ed", however it hangs
                if obj.dep_ == "pobj":
                    seen[obj.i] = (obj, True)
        elif (
            "dative" in parties
            and token.i < last
            and (token.pos_ == "PROPN" or (token.is_title and token.i > token.sent.start))
            and token.dep_ not in _NOT_DATIVE
            and token.lower_ not in times
        ):  # "gave Jo 2 pens and Ed 3": a name (capitalized inside a sentence) before an amount
            seen[token.i] = (token, False)
        elif "dative" in parties and token.i < last and second_recipient(token) is verb:
            seen[token.i] = (token, False)  # "gave his brother 6 marbles and his sister 4"
    return [seen[i] for i in sorted(seen)]


def _clause_verb(token: Tok) -> Tok | None:
    """RETURNS (Tok | None): the nearest verb above ``token`` (its clause's verb)."""
    head = token.head
    while head is not token:
        if head.pos_ in ("VERB", "AUX"):
            return head
        token, head = head, head.head
    return None


def find_party(
    clause: Clause,
    parties: tuple[str, ...],
    particles: frozenset[str] = frozenset(),
    unstated: frozenset[int] = frozenset(),
) -> PartyRef | None:
    """The other side: the first dative or prepositional argument the frame names, else
    the mentions a misparse put elsewhere (resolution picks the first that resolves).

    clause (Clause): the clause.
    parties (tuple[str, ...]): the frame's party dependents ("dative", "to", "from").
    particles (frozenset[str]): particles a party's preposition may hang on ("handed 4
        back to Leo": 'to Leo' is the recipient, attached to 'back').
    unstated (frozenset[int]): the nouns of unstated amounts (``mentions.is_counted``).
    RETURNS (PartyRef | None): the other side, None when the text names none.
    """
    heads = {q.head.i for q in clause.amounts}
    for label in ("dative", "prep"):
        for arg, prep in clause.roles.get(label, []):
            if arg.head.lower_ == "of" and arg.head.head.i in heads:
                continue  # "took out 19 of them": the partitive's set, not the other side
            if arg.like_num and arg.i not in heads:
                continue  # "In 2019, Arash planted 15 trees": a year, no other side
            if label == "dative":
                prep = "dative"
            elif prep not in parties and " " in prep:
                particle, rest = prep.split(" ", 1)
                if particle in particles:
                    prep = rest
            if prep in parties:
                return PartyRef(arg)
    if "dative" not in parties:
        return None
    possessive = _dative_read_as_possessive(clause.amounts)
    readings = (
        possessive,
        _dative_read_as_object(clause, unstated),
        _dative_read_as_modifier(clause.amounts),
    )
    fallbacks = [t for t in readings if t is not None]
    return PartyRef(fallbacks=tuple(fallbacks)) if fallbacks else None


def _dative_read_as_possessive(amounts: tuple[Amount, ...]) -> Tok | None:
    """ "gave her 9 nickels" parsed with 'her' as the possessive of 'nickels': the tagger
    still tags it a personal pronoun (PRP, not PRP$), which only the object reading allows."""
    for q in amounts:
        if q.noun is None:
            continue
        for child in q.noun.children:
            if child.dep_ == "poss" and child.tag_ == "PRP" and child.i < q.start:
                return child
    return None


def _dative_read_as_modifier(amounts: tuple[Amount, ...]) -> Tok | None:
    """ "gives Tom 2 apples" parsed with 'Tom' as a modifier of 'apples' (``nmod``,
    ``compound``): a proper noun before the number cannot modify the counted noun, so it is
    the recipient."""
    for q in amounts:
        if q.noun is None:
            continue
        for child in q.noun.children:
            if child.dep_ in ("nmod", "compound") and child.pos_ == "PROPN" and child.i < q.start:
                return child
    return None


def _dative_read_as_object(clause: Clause, unstated: frozenset[int]) -> Tok | None:
    """ "gives Mildred 2 more" parsed with two objects: a name or a personal pronoun
    before the amount is the recipient."""
    first = min((q.start for q in clause.amounts), default=None)
    for arg, _ in clause.roles.get("theme", []):
        if (
            first is not None
            and arg.i < first
            and (arg.pos_ == "PROPN" or arg.tag_ == "PRP")
            and not is_counted(arg, unstated)
        ):
            return arg
    return None


def is_partitive(q: Amount) -> bool:
    """RETURNS (bool): the amount is a part of a known set ("8 of them", "8 of the apples",
    "8 of her apples"), not a measure ("0.25 of a cup")."""
    if not q.head.like_num:
        return False
    doc = q.head.doc
    after = q.tokens[-1] + 1  # "cooked 7 of them" with 'of' parsed on the verb
    on_verb = [doc[after]] if after < len(doc) and doc[after].head == q.head.head else []
    for prep in (*q.head.children, *on_verb):
        if prep.dep_ != "prep" or prep.lower_ != "of":
            continue
        for obj in prep.children:
            if obj.dep_ != "pobj":
                continue
            if obj.pos_ == "PRON" or any(
                c.dep_ == "poss" or (c.dep_ == "det" and c.lower_ in _DEFINITE)
                for c in obj.children
            ):
                return True
    return False


def _unnamed(party: PartyRef | None) -> bool:
    return party is None or (party.token is None and not party.fallbacks)
