"""Resolution of comparisons: each ``COMPARE`` fact gets its two holders and its unit.

"Dan has 5 marbles. Mary has 2 times more marbles than Dan. How many marbles does Mary
have?" — the comparison names Mary and Dan and compares marbles, the question's unit.
A comparison is read only when it is certain: both sides one named holder each, the
unit the question's, and the question a holding question (or the comparison's own
verb). A comparison by an event verb ("Tom catches twice as many trout as Sam") compares
what the two got by that verb, so every other statement of the unit must be that verb's
gain by the holder compared with, and none by the subject. Anything else abstains with
``comparative``.
"""

from __future__ import annotations

import msgspec

from ..abstention import Abstain
from ..constructions.tally import TALLIED, as_tally
from ..docview import Tok
from ..ir import Amount, Fact, FactKind, Query
from ..quantities.quantities import is_kind_of, noun_adjectives
from ..rules import WordLists
from .mentions import PLURAL, Mentions

# adjectives of the comparison itself, not a kind of the noun ("as many apples")
_QUANTIFYING = frozenset({"many", "much"})


def resolve_compares(
    compares: tuple[Fact, ...],
    facts: tuple[Fact, ...],
    amounts: tuple[Amount, ...],
    mentions: Mentions,
    query: Query,
    unit: str,
    words: WordLists,
    unstated: bool = False,
    covered: frozenset[str] = frozenset(),
) -> tuple[Fact, ...]:
    """Name both sides of every comparison and give it its unit.

    compares (tuple[Fact, ...]): the ``COMPARE`` facts, in reading order.
    facts (tuple[Fact, ...]): the other facts, resolved (holders, units).
    amounts (tuple[Amount, ...]): every quantity, with its unit.
    mentions (Mentions): the reading's resolver.
    query (Query): the question; unit (str): its unit.
    words (WordLists): compiled ``words.json``.
    unstated (bool): the text leaves an amount out, which the question may ask (a holding
        compared may then be changed by it).
    covered (frozenset[str]): the nouns the asked unit covers (``kinds.json``): a holding
        compared of one of them is a part of a whole the question asks ("Max has 3 more
        apples than Lucy, and he also has 5 pears. How many fruits does Max have?").
    RETURNS (tuple[Fact, ...]): the comparisons with ``name``, ``party_name`` (the holder
        compared with) and ``scale_unit`` (the unit compared).
    RAISES Abstain: ``comparative`` (or ``plural-holder``) when not certain.
    """
    _check_pronouns(compares, facts, query, mentions)
    by_start = {q.start: q for q in amounts}
    out = []
    for fact in compares:
        terms = fact.compare
        assert terms is not None and fact.subject.token is not None
        verb = fact.verb
        name = mentions.name(fact.subject.token)
        if name == PLURAL:
            raise Abstain("plural-holder", f"the subject of {verb.text!r} is plural", verb)
        amount = by_start[fact.amount.start] if fact.amount is not None else None
        if terms.elided and amount is not None and amount.money is not None:
            compared = amount.unit  # "has $4 more than Leon": money, which its sign names
        elif terms.elided:  # "James baked 12 times as many.": the question's unit
            compared: str | None = unit
            own = fact.amount.start if fact.amount is not None else -1
            before = {q.unit for q in amounts if q.start < fact.verb.i and q.start != own}
            # "Dee has twice as many beads as Eli. Eli has 3 fewer than Fay": the things
            # an earlier comparison names
            before |= {c.scale_unit for c in out if c.verb.i < fact.verb.i}
            if before != {unit}:  # "10 apples and 4 pears. Tom has twice as many."
                raise Abstain("comparative", "'as many' leaves out which things", verb)
        elif amount is not None and not (
            amount.noun is not None and amount.noun.i in terms.markers
        ):  # not "ran 3 times as many laps": 'times' the number's noun, the laps compared
            compared = amount.unit
        else:
            compared = _unit_of(terms.noun, amounts, words, unit)
        if terms.than is None:
            than = _implied_base(fact, name, compared, facts)
        else:
            than = _named_base(fact, name, amounts, mentions)
        whole = amount is not None and compared != unit and is_kind_of(amount, unit, covered)
        if compared != unit and not (whole and fact.frame.cls == "possess"):
            raise Abstain(
                "comparative", f"the comparison is of {compared}, the question of {unit}", verb
            )
        if not _asks_holding(query, fact, words) and not (
            unstated and fact.frame.cls == "possess"
        ):  # "... Then Sam buys some cards. How many did he buy?": the unstated change's
            raise Abstain("comparative", "the question asks no holding the comparison states", verb)
        if fact.frame.cls == "lose" and query.verb.lemma_.lower() != verb.lemma_.lower():
            raise Abstain(  # "Ava ate 4 times as many grapes": what each ate, asked so
                "comparative", f"{verb.text!r} compares losses, and the question asks no loss", verb
            )
        if fact.frame.cls != "possess":
            _check_event(fact, name, than, facts, unit)
            fact = _after_its_base(fact, than, facts, unit)
        out.append(
            msgspec.structs.replace(
                fact, amount=amount, name=name, party_name=than, scale_unit=compared
            )
        )
    return tuple(out)


# pronouns that name one holder ('they', 'we', 'you' name a group or the reader)
_SINGULAR = frozenset({"he", "she", "him", "her", "his", "it", "its"})


def _check_pronouns(
    compares: tuple[Fact, ...], facts: tuple[Fact, ...], query: Query, mentions: Mentions
) -> None:
    """A pronoun after a comparison could name either holder ("Tom has 5 more apples than
    Sam. He has 10 apples."): the resolver only counts subjects, and the holder after
    'than' is one too; not a pronoun that goes on with the subject of the clause its own
    is joined to (``Mentions.goes_on``: "Then Sam buys some cards, and now he has 15").

    RAISES Abstain: ``unresolved-pronoun``.
    """
    start = min(f.verb.i for f in compares)
    tokens = [f.subject.token for f in (*facts, *compares) if f.verb.i > start]
    tokens += [f.party.token for f in facts if f.verb.i > start and f.party is not None]
    tokens += [c for c in query.verb.children if c.dep_ in ("nsubj", "dative", "dobj")]
    for token in tokens:
        if token is not None and token.lower_ in _SINGULAR and mentions.goes_on(token) is None:
            raise Abstain(
                "unresolved-pronoun",
                f"{token.text!r} after a comparison could name either holder compared",
                token,
            )


def losses_as_tallies(
    compares: tuple[Fact, ...], facts: tuple[Fact, ...]
) -> tuple[tuple[Fact, ...], tuple[Fact, ...]]:
    """RETURNS: the facts and comparisons with a comparison of losses read as one of
    tallies ("Tom ate 6 grapes. Ava ate 4 times as many grapes as Tom. How many grapes
    did Ava eat?": what each ate, counted up from nothing): each loss by the compared
    verb (``_check_event`` made them the only statements of the unit) becomes a gain of
    what it used up, and the comparison one of gains."""
    lost = {(f.verb.lemma_.lower(), f.scale_unit) for f in compares if f.frame.cls == "lose"}
    if not lost:
        return compares, facts
    facts = tuple(
        as_tally(f)
        if f.kind is FactKind.LOSE
        and f.amount is not None
        and (f.verb.lemma_.lower(), f.amount.unit) in lost
        else f
        for f in facts
    )
    compares = tuple(
        msgspec.structs.replace(f, frame=TALLIED) if f.frame.cls == "lose" else f for f in compares
    )
    return compares, facts


def _named_base(fact: Fact, name: str, amounts: tuple[Amount, ...], mentions: Mentions) -> str:
    """RETURNS (str): the holder after 'as'/'than', one named holder other than ``name``.

    RAISES Abstain: ``comparative`` for a pronoun, a counted noun ("fewer animal stickers
    than flower stickers") or the subject itself.
    """
    assert fact.compare is not None and fact.compare.than is not None
    token = fact.compare.than
    if token.tag_ in ("PRP", "PRP$") and token.dep_ != "nsubj":
        # "than him": not read; "than she does" names the one it stands for below
        raise Abstain("comparative", "the holder compared with is a pronoun", token)
    counted = {q.noun.lemma_.lower() for q in amounts if q.noun is not None}
    if token.lemma_.lower() in counted:
        raise Abstain("comparative", "the comparison is of two kinds of things", token)
    than = mentions.name(token, exclude=name)
    if than in (PLURAL, name):
        raise Abstain("comparative", "the holder compared with is not another one", token)
    return than


def _implied_base(fact: Fact, name: str, unit: str | None, facts: tuple[Fact, ...]) -> str:
    """RETURNS (str): the holder a comparison leaves out ("The school library has 250
    books. The town library has twice as many books."): the one holder other than
    ``name`` of whom the text stated the unit before, when the subject stated none.

    RAISES Abstain: ``comparative`` when there is not exactly one.
    """
    before = [
        f
        for f in facts
        if f.position < fact.position
        and ((f.amount is not None and f.amount.unit == unit) or f.scale_unit == unit)
    ]
    holders = {f.name for f in before} | {f.party_name for f in before if f.party_name}
    if name in holders or len(holders) != 1 or None in holders:
        raise Abstain(
            "comparative",
            "the comparison names no holder, and no single one is before it",
            fact.verb,
        )
    than = holders.pop()
    assert than is not None
    if than == PLURAL:
        raise Abstain("comparative", "the holder compared with is plural", fact.verb)
    return than


def _unit_of(
    noun: Tok, amounts: tuple[Amount, ...], words: WordLists, asked: str | None = None
) -> str | None:
    """RETURNS (str | None): the unit of the compared noun without a number of its own
    ("twice as many apples"): the one unit of the stated amounts of that noun and kind,
    or the money unit for 'money'; when no amount states that noun, the question's unit
    if it is the noun as written (``asked``: "twice as many beads ... How many more
    beads"); None otherwise."""
    if noun.lemma_.lower() in words.money_generic:
        units = {
            q.unit
            for q in amounts
            if q.money is not None
            or (q.noun is not None and q.noun.lemma_.lower() in words.money_nouns)
        }
    else:
        lemma = noun.lemma_.lower()
        kind = noun_adjectives(noun, _QUANTIFYING | words.comparative | words.fraction_words)
        units = {
            q.unit
            for q in amounts
            if q.noun is not None
            and q.noun.lemma_.lower() == lemma
            and (q.adjectives or noun_adjectives(q.noun, set())) == kind
        }
        if not units and not kind and asked is not None and noun.lower_ == asked:
            named = any(q.noun is not None and q.noun.lemma_.lower() == lemma for q in amounts)
            if not named:  # no amount of the noun of another kind either
                return asked
    return units.pop() if len(units) == 1 else None


def _asks_holding(query: Query, fact: Fact, words: WordLists) -> bool:
    """RETURNS (bool): the question asks a holding ("does Mary have", "are there") or
    what the comparison's own verb gave ("How many trout did Tom catch?")."""
    lemma = query.verb.lemma_.lower()
    return lemma in words.question_holding_verbs or lemma == fact.verb.lemma_.lower()


def _after_its_base(fact: Fact, than: str, facts: tuple[Fact, ...], unit: str) -> Fact:
    """RETURNS (Fact): a comparison of events told before every event of its base ("Anna
    read 14 more pages than Jake. Jake read 36 pages."), placed after the base's last one:
    it compares what each did in all; any other comparison as told."""
    events = [
        f
        for f in facts
        if f.kind in (FactKind.GAIN, FactKind.LOSE)
        and f.name == than
        and f.amount is not None
        and f.amount.unit == unit
    ]
    if not events or any(f.position < fact.position for f in events):
        return fact
    return msgspec.structs.replace(fact, at=max(f.position for f in events) + 1)


def _check_event(fact: Fact, name: str, than: str, facts: tuple[Fact, ...], unit: str) -> None:
    """A comparison by an event verb compares what each got (or used up) by it: every
    statement of the unit must be that verb's gain from nobody (or loss to nobody) by
    ``than``, and none by ``name`` but the one the comparison is told of ("Aroha picked 21
    plums, which was 3 fewer than Manu picked").

    RAISES Abstain: ``comparative``.
    """
    lemma = fact.verb.lemma_.lower()
    kind = FactKind.LOSE if fact.frame.cls == "lose" else FactKind.GAIN
    on_unit = [f for f in facts if f.amount is not None and f.amount.unit == unit]
    on_unit += [f for f in facts if f.scale_unit == unit]
    if not on_unit or not all(
        f.kind is kind
        and f.verb.lemma_.lower() == lemma
        and f.party_name is None
        and (f.name == than or (f.name == name and f.verb is fact.verb))
        for f in on_unit
    ):
        raise Abstain(
            "comparative",
            f"{fact.verb.text!r} compares what {name} and {than} "
            f"{'used up' if kind is FactKind.LOSE else 'got'}, and the statements "
            f"say other things of the {unit}",
            fact.verb,
        )


__all__ = ["resolve_compares"]
