"""Build: resolved facts and the question into a ``MathProblemGraph`` (canonicalization
rules 1-6), one function per kind of fact."""

from __future__ import annotations

from collections.abc import Collection, Mapping

import msgspec
from wordproblem.models import (
    Ask,
    Change,
    Compare,
    Differ,
    Has,
    InitialPossession,
    MathProblemGraph,
    Need,
    Operation,
    Quantity,
    Rate,
    RateFact,
    Ratio,
    Ref,
    Scale,
    Share,
    Sum,
    Total,
    Unknown,
    conversion,
    fact_entities,
    fact_holder,
    slot_unit,
    to_number,
)
from wordproblem.models import Fact as GraphFact

from ..abstention import Abstain
from ..docview import Tok
from ..ir import Amount, Fact, FactKind, UnknownKind
from ..quantities.quantities import is_kind_of, noun_adjectives, plural, restricting
from ..resolve.mentions import PLURAL, SCENE, Mentions
from ..resolve.resolve import unit_dimension


class _Graph:
    """What the graph has so far: its possessions, operations and touched holdings."""

    def __init__(self, core: set[str]) -> None:
        self.core = core
        self.initial: list[InitialPossession] = []
        self.operations: list[Operation] = []
        self.verbs: list[str | None] = []
        self.touched: set[tuple[str, str]] = set()
        self.own: set[int] = set()  # ids of operations that cannot have left out a party
        self.changes: list[Operation] = []  # the operations written as v2 changes
        self.related: set[str] = set()  # holders a comparison relates to another
        self.moved: dict[int, int] = {}  # an event's amount start -> its index in the graph
        self.events: dict[int, Fact] = {}  # id of an operation -> the fact it writes
        self.people: set[str] = set()  # holders named by a name or a personal pronoun
        self.held: set[int] = set()  # ids of operations whose actor held the unit before
        self.beyond = False  # an event of an amount beyond another's, its actor holding none


def build_graph(
    facts: tuple[Fact, ...],
    unit: str,
    asked: str | None,
    first_mention: dict[str, int],
    named: tuple[str, ...] = (),
) -> tuple[MathProblemGraph, tuple[str | None, ...]]:
    """Build the graph. Exchange sides are entities only when the graph tracks them.

    facts (tuple[Fact, ...]): resolved facts in text order.
    unit (str): the unit asked about.
    asked (str | None): the holder asked about, None for a total.
    first_mention (dict): holder name -> index of its first mention.
    named (tuple[str, ...]): the holders a question about a total names ("do Gina and
        Hugo have together"): each is asked about, so tracked (rule 1, C1).
    RETURNS: (the validated graph, for each operation the lexicon key of its verb, or None
        when the verb's subject is not the operation's actor).
    RAISES Abstain: a total that names some holders of the unit and not others.
    """
    graph = _Graph(_tracked(facts, asked) | set(named))
    for fact in facts:
        _BUILDERS[fact.kind](fact, graph)
    _check_question(graph, unit, asked)
    if named:
        others = sorted({h for h, u in graph.touched if u == unit} - set(named))
        if others:
            raise Abstain(
                "restricted-question",
                f"the question counts {', '.join(named)}, and {', '.join(others)} also hold {unit}",
            )
    used = {item.entity for item in graph.initial} | {op.actor for op in graph.operations}
    used |= {op.target for op in graph.operations if op.target is not None}
    used |= set(named)
    if asked is not None:
        used.add(asked)
    entities = sorted(used, key=lambda name: (first_mention.get(name, 1 << 30), name))
    return (
        MathProblemGraph(
            entities=tuple(entities),
            initial_state=tuple(graph.initial),
            operations=tuple(graph.operations),
            unknown=Unknown(unit, asked),
        ),
        tuple(graph.verbs),
    )


def _tracked(facts: tuple[Fact, ...], asked: str | None) -> set[str]:
    """The holders the graph tracks (canonicalization rule 1)."""
    core: set[str] = set()
    if asked is not None:
        core.add(asked)
    for fact in facts:
        if fact.kind in (FactKind.POSSESS, FactKind.SCALE) or fact.party_name is None:
            if fact.name is None:  # "3 girls leave" beside a split whole: whose, not read
                raise Abstain("unresolved-holder", f"{fact.verb.text!r} names no holder", fact.verb)
            core.add(fact.name)
    changed = True
    while changed:  # an exchange none of whose sides is tracked makes its subject tracked
        changed = False
        for fact in facts:
            if (
                fact.party_name is not None
                and fact.name not in core
                and fact.party_name not in core
            ):
                if fact.name == PLURAL:
                    raise Abstain(
                        "plural-holder", f"'{fact.verb.text}' has a plural subject", fact.verb
                    )
                assert fact.name is not None
                core.add(fact.name)
                changed = True
    return core


def _value(q: Amount) -> int | float | None:
    """RETURNS: ``q``'s number, None when the text leaves it out ("some books") or names
    a part of a holding ("half of them": ``_write`` refers it to a scale)."""
    return None if q.unstated or q.part or q.spared else to_number(q.value)


def _quantity(fact: Fact) -> Quantity:
    """RETURNS (Quantity): the fact's amount; its value null when the text leaves it out."""
    q = fact.amount
    assert q is not None
    if q.unit is None:
        raise Abstain("missing-unit", "a quantity has no unit", q.head)
    return Quantity(_value(q), q.unit)


def _possess(fact: Fact, graph: _Graph) -> None:
    quantity = _quantity(fact)
    assert fact.name is not None and fact.amount is not None
    key = (fact.name, quantity.unit)
    if key in graph.touched:
        raise Abstain(
            "unsupported-question",
            f"{fact.name}'s {quantity.unit} are stated again after they changed",
            fact.amount.head,
        )
    graph.touched.add(key)
    graph.initial.append(InitialPossession(fact.name, quantity))
    _note_people(fact, graph)


def _change(fact: Fact, graph: _Graph) -> None:
    """A gain or a loss: a transfer between two tracked holders, else an add/subtract
    for the one that is tracked."""
    quantity = _quantity(fact)
    unit = quantity.unit
    gives = fact.kind is FactKind.LOSE
    subject, party = fact.name, fact.party_name
    held = (subject, unit) in graph.touched  # the subject's own holding stated before
    assert subject is not None
    if subject in graph.core and party in graph.core:
        assert party is not None
        giver, taker = (subject, party) if gives else (party, subject)
        graph.operations.append(Operation(giver, "transfer", quantity, taker))
        graph.touched.update({(giver, unit), (taker, unit)})
    elif subject in graph.core:
        graph.operations.append(Operation(subject, "subtract" if gives else "add", quantity))
        graph.touched.add((subject, unit))
    else:
        assert party is not None
        graph.operations.append(Operation(party, "add" if gives else "subtract", quantity))
        graph.touched.add((party, unit))
    if _self_contained(fact):
        graph.own.add(id(graph.operations[-1]))
    graph.events[id(graph.operations[-1])] = fact
    if held:
        graph.held.add(id(graph.operations[-1]))
    elif _beyond(fact):  # "Tom baked 12 more": more than another's, maybe
        graph.beyond = True
    _note_people(fact, graph)
    # the verb tells the step only when its own subject is the operation's actor
    actor = graph.operations[-1].actor
    graph.verbs.append(fact.key if fact.agentive and actor == subject else None)


def _self_contained(fact: Fact) -> bool:
    """RETURNS (bool): the fact is an event of one named holder whose verb consumes what
    it moves, with no phrase that could name another side or a place ("Una ate 2 plums",
    not "Kate added 2 liters to it", not "Marco added 8 roses"): no party or holder the
    reading could have missed exists, so the event may stand beside a question about
    another holder (a distractor). An exchange whose two sides are named by name, in no
    list, is one too ("Chen gave 5 stickers to Lucia")."""
    token = fact.subject.token
    frame = fact.frame
    named = (
        token is not None
        and token.pos_ in ("PROPN", "NOUN")  # named there, not by a pronoun
        and fact.name not in (None, PLURAL)
        and fact.name.lower().split()[-1] == token.lower_
    )
    if fact.party_name not in (None, PLURAL) and fact.party is not None:
        # "Chen gave 5 stickers to Lucia": both sides named, no third one to miss
        party = fact.party.token
        return (
            named
            and party is not None
            and party.pos_ == "PROPN"
            and not _listed(party)  # "gave 2 and 5 to Wale and Xena respectively"
        )
    return (
        fact.party is None
        and frame.consume  # "ate", "used": nobody takes them, nothing holds them after
        and not frame.implicit_party
        and not any(c.dep_ in ("dative", "prep") for c in fact.verb.children)  # "to it"
        and named
    )


def _note_people(fact: Fact, graph: _Graph) -> None:
    """Record the fact's holders that a name or a personal pronoun names (people)."""
    token = fact.subject.token
    if token is not None and fact.name is not None and _personal(token):
        graph.people.add(fact.name)
    party = fact.party.token if fact.party is not None else None
    if party is not None and fact.party_name is not None and _personal(party):
        graph.people.add(fact.party_name)


def _personal(token: Tok) -> bool:
    """RETURNS (bool): ``token`` is a name, a noun named by one ("his brother Luis") or a
    pronoun of a person."""
    return (
        token.pos_ == "PROPN"
        or token.lower_ in _PERSONAL
        or any(c.dep_ == "appos" and c.pos_ == "PROPN" for c in token.children)
    )


_PERSONAL = frozenset({"he", "she", "him", "her", "i", "me", "you"})
# pronouns that may name a person: in an event of another holder, the asked one may be meant
_PERSON_PRONOUNS = _PERSONAL | frozenset({"his", "hers", "they", "them", "their", "we", "us"})
# words that make an amount one beyond another's ("3 more ribbons": more than whose?)
_BEYOND = frozenset({"more", "another", "additional", "extra"})


def _beside_asked(fact: Fact, asked: str, held: bool) -> bool:
    """RETURNS (bool): ``fact`` is an event of another holder that leaves the asked
    person's holding alone (issue 23's distractors: "Luis had 14 stamps. His friend Marco
    bought 6 new stamps.", "His sister lost 4 marbles", "Pedro gave his friend 5 cards").

    Its subject is named (a name, a noun with a possessor or a name: "her cousin Tane", or
    'who' after a name: "to Mia, who then gave 2 of them to Lea");
    its verb needs no other side (``Frame.alone``: finding, buying, losing, spending; or a
    verb that consumes), or the other side is named and is not the asked person; no word
    of its clause outside the subject's and the other side's phrases is a pronoun of a
    person or names the asked one (not "bought her 3 more goldfish", "bought 3 for him");
    and its amount is not one beyond another's ("3 more ribbons") unless the subject's own
    holding of them was stated before (``held``).
    """
    token = fact.subject.token
    if token is None or fact.name in (None, PLURAL, asked) or fact.party_name == asked:
        return False
    verb = fact.verb
    if not (
        token.pos_ == "PROPN"
        or (token.pos_ == "NOUN" and any(c.dep_ in ("poss", "appos") for c in token.children))
        or (token.tag_ == "WP" and verb.dep_ == "relcl" and verb.head.pos_ == "PROPN")
    ):
        return False  # "the latter", "a boy": who it is, the reading may have missed
    frame = fact.frame
    party = fact.party.token if fact.party is not None else None
    if party is None and not (frame.alone or frame.consume):
        return False  # "Sam gave 3 apples": to whom?
    if party is not None and (
        fact.party_name in (None, PLURAL)
        or fact.party.implied
        or _listed(party)  # "gave 2 and 5 to Wale and Xena respectively"
        or (  # "gives his brother 3" beside "His brother Pablo": maybe the asked one
            party.pos_ != "PROPN"
            and any(t.lemma_ == party.lemma_ and t.i != party.i for t in verb.doc.tokens)
        )
    ):
        return False
    # the clause's own words: not the subject's or the other side's, nor another clause's
    outside = {t.i for t in token.subtree} | ({t.i for t in party.subtree} if party else set())
    outside |= {
        t.i
        for c in verb.children
        if c.dep_ in ("conj", "advcl", "relcl", "ccomp")
        for t in c.subtree
    }
    for t in verb.subtree:
        if t.i in outside:
            continue
        if t.lower_ in _PERSON_PRONOUNS or (t.pos_ == "PRON" and t.head.lower_ == "of"):
            return False  # "bought her 3 more goldfish", "for him", "ate 2 of them": whose?
        if t.pos_ == "PROPN" and asked.split()[-1] == t.text:
            return False
    return held or not _beyond(fact)  # "3 more ribbons": maybe for them


def _beyond(fact: Fact) -> bool:
    """RETURNS (bool): the fact's amount is one beyond another's ("3 more ribbons", "12
    more")."""
    q = fact.amount
    if q is None:
        return False
    doc = fact.verb.doc
    near = [c for i in q.tokens for c in (*doc[i].children, doc[i].head)]  # "12 more"
    near += list(q.noun.children) if q.noun is not None else []
    return any(c.lower_ in _BEYOND for c in near)


def _listed(party: Tok) -> bool:
    """RETURNS (bool): ``party`` is one of a list of names (it has or is a conjunct
    name), or its sentence pairs lists ('respectively'): which amount is whose is the
    parse's guess."""
    if any(t.lower_ == "respectively" for t in party.sent):
        return True
    return (party.dep_ == "conj" and party.head.pos_ == "PROPN") or any(
        c.dep_ == "conj" and c.pos_ == "PROPN" for c in party.children
    )


def _scale(fact: Fact, graph: _Graph) -> None:
    if fact.scale_unit is None:
        raise Abstain("missing-unit", f"{fact.verb.text!r} scales no holding", fact.verb)
    frame = fact.frame
    assert fact.name is not None and frame.kind is not None and frame.factor is not None
    graph.operations.append(
        Operation(fact.name, frame.kind, Quantity(frame.factor, fact.scale_unit))
    )
    graph.touched.add((fact.name, fact.scale_unit))
    graph.verbs.append(fact.key)


_BUILDERS = {
    FactKind.POSSESS: _possess,
    FactKind.GAIN: _change,
    FactKind.LOSE: _change,
    FactKind.SCALE: _scale,
}


def check_need(
    facts: tuple[Fact, ...],
    unit: str,
    asked: str | None,
    wholes: Collection[str] = frozenset(),
) -> Fact:
    """Check that a shortfall asked ("Justin needs 61 plates. He already has 26 plates.
    How many more plates should Justin buy?") is measured against one holder's holding:
    one need, and every other fact the asked holder's holding, gain or loss of the unit,
    with no other side, the need last or beside a single holding (a need before an event
    would be measured against the holding before it).

    facts (tuple[Fact, ...]): resolved facts in text order.
    unit (str): the unit asked about; asked (str | None): the question's subject.
    wholes (Collection[str]): the plural nouns that cover kinds (``kinds.json``): a
        holding of another thing is apart from a need of none of them.
    RETURNS (Fact): the need, whose ``shortfall`` the question asks.
    RAISES Abstain: ``comparative``.
    """
    needs = [f for f in facts if f.kind is FactKind.NEED]
    # "Pens cost $3 each ... need to buy 5 pens": the goal is the price of its items
    priced = [f for f in facts if _prices_goal(f, needs)]
    facts = tuple(f for f in facts if not any(f is p for p in priced))
    # "He has 64 bottle caps and 12 marbles": a holding of another thing, no part of it
    facts = tuple(f for f in facts if not _held_apart(f, unit, asked, wholes))
    held = [f for f in facts if f.kind is not FactKind.NEED]
    kinds = (FactKind.POSSESS, FactKind.GAIN, FactKind.LOSE, FactKind.RATE)
    if asked is None or len(needs) != 1 or not held or any(f.kind not in kinds for f in held):
        raise Abstain("comparative", "a shortfall is read only against the holdings of one holder")
    for fact in facts:
        assert fact.amount is not None
        if fact.rate is not None:  # "buys 3 books for $6 each": what it pays moves the holding
            terms = fact.rate
            if fact.name != asked or terms.effect is None or terms.amount.unit != unit:
                raise Abstain("comparative", "a rate beside a shortfall moves no holding of it")
            continue
        if fact.kind is FactKind.NEED and priced:
            continue  # its items, whose price is in the unit asked
        if fact.name != asked or fact.amount.unit != unit or fact.amount.unstated:
            raise Abstain(
                "comparative",
                f"the question asks {asked}'s {unit}, and the text states {fact.name}'s "
                f"{fact.amount.unit}",
                fact.verb,
            )
        if fact.party_name is not None or fact.price:
            raise Abstain("comparative", "a shortfall beside an exchange", fact.verb)
    if _is_task(needs[0]):  # "needs to cook 16 potatoes": measured by the parts done only
        if any(f.construction != "need" or f.key != needs[0].key for f in held):
            raise Abstain("comparative", "a task beside other holdings of its items", held[0].verb)
    elif needs[0] is not facts[-1] and (len(held) != 1 or held[0].kind is not FactKind.POSSESS):
        raise Abstain(
            "comparative", "a need stated before events: which holding it is measured against"
        )
    return needs[0]


def held_so_far(facts: tuple[Fact, ...], asked: str | None) -> tuple[Fact, ...]:
    """RETURNS: ``facts`` with the asked holder's one gain, from no one and in the present
    perfect, after a need and beside no other fact of it, read as the holding it makes
    ("wants a bike that costs $120. He has saved $85.", "wants 90 caps. He has collected
    57."): what one has got so far toward a goal is what one holds toward it."""
    needs = [f for f in facts if f.kind is FactKind.NEED and not _is_task(f)]
    others = [f for f in facts if f.kind is not FactKind.NEED]
    if len(needs) != 1 or len(others) != 1 or asked is None:
        return facts
    gain = others[0]
    verb = gain.verb
    perfect = verb.tag_ == "VBN" and any(
        c.dep_ == "aux" and c.lemma_.lower() == "have" and c.tag_ in ("VBZ", "VBP")
        for c in verb.children
    )
    if (
        gain.kind is not FactKind.GAIN
        or gain.name != asked
        or gain.party_name is not None
        or not perfect
        or gain.position < needs[0].position
        or gain.amount is None
        or gain.amount.unstated
    ):
        return facts
    held = msgspec.structs.replace(gain, kind=FactKind.POSSESS)
    return tuple(held if f is gain else f for f in facts)


def _held_apart(fact: Fact, unit: str, asked: str | None, wholes: Collection[str]) -> bool:
    """RETURNS (bool): ``fact`` is the asked holder's plain holding of a thing that shares
    no noun with the unit asked and converts to nothing of it, neither of them a word
    that covers kinds ("12 marbles" beside a goal of bottle caps; not beside "toys"):
    written as stated, beside the need."""
    q = fact.amount
    if q is None or q.unit is None or fact.kind is not FactKind.POSSESS or fact.name != asked:
        return False
    held, goal = q.unit.split(" ")[-1], unit.split(" ")[-1]  # "cartons of berries": berries
    return (
        fact.party_name is None
        and not (q.unstated or q.part or fact.price or q.money is not None)
        and not ({held, goal} & set(wholes))
        and not (held.endswith(goal) or goal.endswith(held))  # "strawberries" of "berries"
        and conversion(q.unit, unit) is None
    )


def task_last(facts: tuple[Fact, ...]) -> tuple[Fact, ...]:
    """RETURNS: ``facts`` with the one task's need placed after the parts of it done
    ("needs to cook 16 potatoes. He has already cooked 7."): its shortfall is what is left
    of it when the question is asked."""
    tasks = [f for f in facts if f.kind is FactKind.NEED and _is_task(f)]
    if len(tasks) != 1:
        return facts
    last = msgspec.structs.replace(tasks[0], at=1 << 20)  # as a goal the question states
    return (*(f for f in facts if f is not tasks[0]), last)


def _is_task(need: Fact) -> bool:
    """RETURNS (bool): ``need`` is a task's, read from 'to' + its verb ("needs to cook")."""
    return need.frame.kind == "task"  # constructions/need.py TASK


def _prices_goal(fact: Fact, needs: list[Fact]) -> bool:
    """RETURNS (bool): ``fact`` is the price rate whose count is the one need's items."""
    return (
        fact.kind is FactKind.RATE
        and fact.rate is not None
        and fact.rate.price
        and fact.rate.effect is None
        and len(needs) == 1
        and fact.amount is not None
        and needs[0].amount is not None
        and fact.amount.start == needs[0].amount.start
    )


def _stated_compare(fact: Fact, compared: set[tuple[str, str]]) -> Compare:
    """A stated comparison: entity's holding = than's + by, - by, x by or / by; adds the
    two holdings it relates to ``compared``."""
    terms = fact.compare
    assert terms is not None and fact.name is not None and fact.party_name is not None
    unit = fact.scale_unit
    if unit is None:
        raise Abstain("missing-unit", f"{fact.verb.text!r} compares no unit", fact.verb)
    by = terms.by if fact.amount is None else fact.amount.value
    assert by is not None
    compared.update({(fact.name, unit), (fact.party_name, unit)})
    return Compare(
        entity=fact.name, kind=terms.kind, than=fact.party_name, unit=unit, by=to_number(by)
    )


def _rate(fact: Fact, graph: _Graph, unit: str, out: list[GraphFact]) -> RateFact:
    """A rate: count times rate is the total; ``effect`` moves the holder's holding by the
    total. A count or total that is a holding (schema v3) references it; a holding of
    several kinds of the item is summed first by a ``total`` written before the rate."""
    terms = fact.rate
    assert terms is not None
    rate_unit = terms.amount.unit
    assert rate_unit is not None
    per = terms.per.lemma_.lower()
    if terms.counted is not None:  # the items the holder holds, of one kind or several
        whole = plural(per)
        if len(terms.counted_parts) == 1 and terms.counted_parts[0].endswith(" " + whole):
            whole = terms.counted_parts[0]  # "sold them" of "16 video games": their unit
        count = _held_quantity(terms.counted, terms.counted_parts, whole, out)
    elif terms.counted_sum:  # the kinds of the items sold, summed first (schema v3)
        parts = tuple(Quantity(_value(q), q.unit or "") for q in terms.counted_sum)
        out.append(Sum(parts, Quantity(None, plural(per))))
        count = Quantity(None, plural(per), ref=Ref(fact=len(out) - 1, slot="whole"))
    elif terms.left_of is not None:  # what is left of a task: its need's shortfall (v3)
        needs = [
            k
            for k, g in enumerate(out)
            if isinstance(g, Need)
            and g.entity == terms.left_of
            and g.goal.unit.split(" ")[-1] == plural(per)  # "action figures" of "figure"
        ]
        if len(needs) != 1:
            raise Abstain("rate", f"no single task of {plural(per)} is left", fact.verb)
        need = out[needs[0]]
        assert isinstance(need, Need)
        count = Quantity(None, need.goal.unit, ref=Ref(fact=needs[0], slot="shortfall"))
    elif terms.moved is not None:  # what a purchase or sale moves: its operand (v3)
        event = graph.moved.get(terms.moved.start)
        moved = out[event] if event is not None else None
        if not isinstance(moved, Change):
            raise Abstain("rate", "the event that moves a rate's items is not written", fact.verb)
        count = Quantity(None, moved.operand.unit, ref=Ref(fact=event, slot="operand"))
    elif terms.idle:  # a rate of items named nowhere else: its count unknown, unused
        count = Quantity(None, plural(per))
    elif fact.amount is None:  # the count asked: its unit is the question's
        count = Quantity(None, unit)
    else:
        assert fact.amount.unit is not None
        count = Quantity(_value(fact.amount), fact.amount.unit)  # "buys some books": unknown
    if terms.undone is not None:  # "had 12 lawns to mow, but forgot to mow 7 of them"
        undone = Quantity(_value(terms.undone), count.unit)
        out.append(Differ("fewer", count, undone, Quantity(None, count.unit)))
        count = Quantity(None, count.unit, ref=Ref(fact=len(out) - 1, slot="result"))
    kinds = [
        c.lower_
        for c in terms.per.lefts
        if c.dep_ in ("amod", "compound") and not restricting(c)  # "the working games"
    ]
    if kinds and count.unit == plural(" ".join([*kinds, per])):
        per = " ".join([*kinds, per])  # "each indoor table" of "9 indoor tables"
    elif not kinds and " " not in per and count.unit.endswith(" " + plural(per)):
        per = f"{count.unit.rsplit(' ', 1)[0]} {per}"  # "each cage" of "6 bird cages"
    elif " " in count.unit or " " in per:  # "comic books": the per would need the compound
        raise Abstain("rate", f"the count {count.unit!r} of a rate is a compound", terms.per)
    if terms.group is not None:  # "$5 for every 2 lawns he mows": the groups the items
        # done make, a share first (schema v3); a part group is refused as not whole
        size_value = _value(terms.group)
        parts = [_value(q) for q in terms.counted_sum]
        if parts and (size_value is None or any(v is None or v % size_value for v in parts)):
            # "walked 5 dogs on Monday and 7 on Tuesday" of "$6 for every 3 dogs": whether
            # the days' part groups add up is not said
            raise Abstain("rate", "a part of the items done makes no whole group", fact.verb)
        size = Rate(size_value, count.unit, "group")
        out.append(Share(fact.name, count, Quantity(None, "groups"), size, None))
        count = Quantity(None, "groups", ref=Ref(fact=len(out) - 1, slot="groups"))
        per = "group"
    if terms.effect is not None:
        assert fact.name is not None
        graph.touched.add((fact.name, rate_unit))
    if terms.source is not None:  # what the holder holds then: how many items it makes (v3)
        total = _held_quantity(terms.source, terms.source_parts, rate_unit, out)
    elif terms.total_sum:  # "2 students and 6 adults" of "4 people" per van: summed first
        parts = tuple(Quantity(_value(q), q.unit or "") for q in terms.total_sum)
        out.append(Sum(parts, Quantity(None, rate_unit)))
        total = Quantity(None, rate_unit, ref=Ref(fact=len(out) - 1, slot="whole"))
    else:
        value = None if terms.total is None else _value(terms.total)
        total = Quantity(value, rate_unit)
    return RateFact(
        entity=fact.name,
        kind=terms.effect,
        count=count,
        rate=Rate(_value(terms.amount), rate_unit, per),
        total=total,
    )


def _held_quantity(
    holder: str, parts: tuple[str, ...], unit: str, out: list[GraphFact]
) -> Quantity:
    """RETURNS (Quantity): ``holder``'s holding of ``unit`` at this point (a decision-0010
    holder reference), or, when it holds kinds of it (``parts``), a reference to the
    whole of a ``total`` over them appended to ``out`` (0006 rule 6)."""
    if not parts or parts == (unit,):
        return Quantity(None, unit, ref=Ref(holder=holder))
    out.append(Total((holder,), parts, Quantity(None, unit)))
    return Quantity(None, unit, ref=Ref(fact=len(out) - 1, slot="whole"))


def _share(fact: Fact, asked_unit: str, out: list[GraphFact]) -> Share | RateFact:
    """A share: total = groups x each, whole things, plus a remainder when the question
    asks what is left over (none stated otherwise). The
    total is "the rest" (a reference to the sharer's holding at this point, decision
    0010) when the text says so; the groups are unstated when what each holds is. Money
    paid for items whose one price is asked is a rate whose value is unknown."""
    terms = fact.share
    assert terms is not None
    if terms.priced:  # "rented 4 DVDs for $4.80. How much did each DVD cost?"; the money
        # left out ("bought 5 notebooks ... had $15 left") is taken from the buyer's holding
        items, paid = terms.groups, fact.amount
        assert items is not None and items.unit is not None and items.noun is not None
        money = paid.unit if paid is not None else asked_unit
        assert money is not None
        if " " in items.unit:
            raise Abstain("rate", f"the items {items.unit!r} priced are a compound", fact.verb)
        return RateFact(
            entity=fact.name,
            kind=None if paid is not None else "subtract",
            count=Quantity(_value(items), items.unit),
            rate=Rate(None, money, items.noun.lemma_.lower()),
            total=Quantity(_value(paid) if paid is not None else None, money),
        )
    if terms.groups is not None:
        groups = terms.groups
        assert groups.unit is not None and groups.noun is not None
        per = groups.noun.lemma_.lower()
        count = Quantity(_value(groups), groups.unit)
    else:
        assert terms.per is not None
        per = terms.per.lemma_.lower()
        count = Quantity(None, plural(per))
    if " " in count.unit or " " in per:
        raise Abstain("rate", f"the groups {count.unit!r} of a share are a compound", fact.verb)
    if terms.part is not None:
        assert terms.part.unit is not None
        unit = terms.part.unit
        each = Rate(_value(terms.part), unit, per)
    else:  # the total's unit; "shares the rest among 4 friends": the unit asked
        unit = fact.amount.unit if fact.amount is not None else asked_unit
        assert unit is not None
        each = Rate(None, unit, per)
    if terms.summed:  # amounts held at once, summed first (schema v3)
        parts = tuple(Quantity(_value(q), q.unit or unit) for q in terms.summed)
        out.append(Sum(parts, Quantity(None, unit)))
        total = Quantity(None, unit, ref=Ref(fact=len(out) - 1, slot="whole"))
    elif terms.parts:  # the kinds the sharer holds, summed first (schema v3)
        assert fact.name is not None
        total = _held_quantity(fact.name, terms.parts, unit, out)
    elif terms.asked_total:  # "Each friend got 6 stickers. How many did Lena share?"
        total = Quantity(None, unit)
    elif fact.amount is None:  # "the rest": what the sharer holds here
        assert fact.name is not None
        total = Quantity(None, unit, ref=Ref(holder=fact.name))
        if terms.undone is not None:  # "6 of them were broken": less the part (v3)
            out.append(
                Differ("fewer", total, Quantity(_value(terms.undone), unit), Quantity(None, unit))
            )
            total = Quantity(None, unit, ref=Ref(fact=len(out) - 1, slot="result"))
    else:
        assert fact.amount.unit == unit
        total = Quantity(_value(fact.amount), unit)
    remainder = Quantity(None, unit) if terms.left else None  # "How many are left over?"
    if terms.remainder is not None:  # "and had 1 marble left over"
        noun = terms.remainder.noun  # not resolved: an aside's amount
        if noun is None or unit not in (noun.lower_, plural(noun.lemma_.lower())):
            raise Abstain("rate", "what is left over is not what is shared", fact.verb)
        remainder = Quantity(_value(terms.remainder), unit)
    return Share(entity=fact.name, total=total, groups=count, each=each, remainder=remainder)


class Placed(msgspec.Struct, frozen=True):
    """A graph fact the reader makes itself (a stated whole, a start never stated, the
    question's comparison or need), placed among the statements at ``position``; a
    ``whole`` written right before it gives its ``base`` (schema v3: a reference to the
    whole's slot: the rest of several holders' things)."""

    position: int
    fact: GraphFact
    whole: GraphFact | None = None


def compose_graph(
    facts: tuple[Fact, ...],
    unit: str,
    asked: str | None,
    first_mention: dict[str, int],
    *,
    placed: tuple[Placed, ...] = (),
    asked_fact: Fact | Placed | None = None,
    slot: str | None = None,
    named: tuple[str, ...] = (),
    core_asked: bool = True,
    also_tracked: frozenset[str] = frozenset(),
    restated: bool = False,
    totals: tuple[Fact, ...] = (),
    checked: bool = True,
    kinds: dict[str, frozenset[str]] | None = None,
    gather: bool = False,
    summed: tuple[Fact, ...] = (),
    slots: tuple[str, ...] = (),
    measured: tuple[str, ...] = (),
    kinds_summed: Mapping[int, tuple[str, ...]] | None = None,
) -> tuple[MathProblemGraph, tuple[str | None, ...]]:
    """Build the graph of resolved facts and the question's ask: one builder for every
    problem (decision 0010). v1 form when v1 expresses it (holdings before events, the
    end holding asked), else v2 form with every statement a fact in text order.

    facts (tuple[Fact, ...]): resolved facts in graph order (rates and comparisons among
        them, each at its position).
    unit (str): the unit asked; asked (str | None): the holder asked, None for a total.
    first_mention (dict): holder name -> index of its first mention.
    placed (tuple[Placed, ...]): graph facts the reader made, merged by position.
    asked_fact (Fact | Placed | None): the fact whose ``slot`` the question asks; None
        for the end holding.
    slot (str | None): the asked slot of ``asked_fact``, or the slot the builder
        derives for a ``RATE`` (total or count) or ``SHARE`` (each) fact when None.
    named (tuple[str, ...]): the holders a question about a total names.
    core_asked (bool): the asked holder is tracked (not so for an asked event, whose
        sides are tracked only when they hold, rule 1).
    also_tracked (frozenset[str]): more holders the graph tracks (a whole's holders).
    restated (bool): a holding stated after it changed is an equation ("now has 12"),
        not a reason to abstain.
    totals (tuple[Fact, ...]): gains stated as a sum ("picked 35 in all"): each is the
        holding it makes (0006 rule 1), or, of kinds gained (``kinds_summed``: by ``id``
        of the sum, its kinds, ``summed_parts``), their ``total``.
    checked (bool): an end holding asked must be touched by every event on its unit.
    kinds (dict | None): a plural whole -> the singular nouns it covers (``kinds.json``):
        a question about the whole sums them.
    gather (bool): the question asks a holding, whose holder's kinds of the unit asked are
        summed before the first event of the bare unit (``_gathered_kinds``).
    summed (tuple[Fact, ...]): rates of ``facts`` whose totals the question asks summed
        ("How much did she spend?" after two purchases at two prices): a v3 ``sum`` of
        references to them, written last, is asked.
    slots (tuple[str, ...]): the time slots the facts name as holders (schema v3: "last
        year" holds what was grown last year), in order; the graph's ``slots``.
    measured (tuple[str, ...]): units of one dimension the asked holder holds ("2 hours",
        "40 minutes"): the question asks their ``total`` in the asked unit (0006 rule 6,
        the solver converts).
    RETURNS: (the validated graph, the lexicon key of each v1 operation's verb).
    RAISES Abstain: as ``build_graph`` (a total that leaves out a holder, an event that
        misses the asked holder, a unit nobody holds).
    """
    plain = tuple(f for f in facts if f.kind in _BUILDERS)
    covered = (kinds or {}).get(unit, frozenset())
    kinds = _kinds_asked(facts, unit, asked, covered) if asked_fact is None and checked else ()
    gathered = _gathered_kinds(facts, unit, covered) if gather and asked_fact is None else {}
    v2 = (
        kinds
        or gathered
        or placed
        or asked_fact is not None
        or any(f.kind not in _BUILDERS for f in facts)
        or any(
            f.amount is not None and (f.amount.unstated or f.amount.part or f.amount.spared)
            for f in facts
        )
        or totals
        or summed
        or measured
    )
    if not v2 and not restated:
        return build_graph(plain, unit, asked, first_mention, named)
    core = _tracked(plain, asked if core_asked else None) | set(also_tracked) | set(named)
    core |= {f.name for f in facts if f.rate is not None and f.rate.effect and f.name}
    for f in facts:  # both sides of a comparison are holders the graph tracks
        if f.kind is FactKind.COMPARE and f.name is not None and f.party_name is not None:
            core |= {f.name, f.party_name}
    graph = _Graph(core)
    graph.related = {
        name
        for f in facts
        if f.kind is FactKind.COMPARE
        for name in (f.name, f.party_name)
        if name is not None
    }
    out: list[GraphFact] = []
    question: Ask | None = None
    compared: set[tuple[str, str]] = set()
    asked_slot = ""
    items = _merge(facts, placed)
    written: dict[int, int] = {}  # id of a summed rate or event -> its index in the graph
    parts = dict(kinds_summed or {})
    for item in items:
        if not isinstance(item, Placed) and id(item) in gathered:
            # "had 13 red cats and 5 black cats. It sold 10 cats": the kinds' total first,
            # the holding of the bare noun it makes (schema v3, a reference), then the event
            holder, parts = gathered[id(item)]
            out.append(Total((holder,), parts, Quantity(None, unit)))
            whole = Quantity(None, unit, ref=Ref(fact=len(out) - 1, slot="whole"))
            out.append(Has(holder, whole))
            graph.touched.add((holder, unit))
        if item is asked_fact:
            asked_slot = slot or _derived_slot(item)
        if isinstance(item, Placed) and item.whole is not None:
            out.append(item.whole)
            _touch(graph, item.whole)
            base = item.fact.base  # type: ignore[union-attr]
            ref = Ref(fact=len(out) - 1, slot="whole")
            fact = msgspec.structs.replace(item.fact, base=Quantity(None, base.unit, ref=ref))
            out.append(fact)
        elif isinstance(item, Placed):
            out.append(item.fact)
            _touch(graph, item.fact)
        elif item.kind is FactKind.COMPARE:
            out.append(_stated_compare(item, compared))
        elif item.kind is FactKind.SHARE:
            out.append(_share(item, unit, out))
        elif item.kind is FactKind.RATE:
            out.append(_rate(item, graph, unit, out))
            written[id(item)] = len(out) - 1
        else:
            _write(item, graph, out, restated, totals, parts)
            written[id(item)] = len(out) - 1
            if item.kind in (FactKind.GAIN, FactKind.LOSE) and item.amount is not None:
                graph.moved[item.amount.start] = len(out) - 1
        if item is asked_fact:  # the fact just written (a rate may write a total first)
            question = Ask(len(out) - 1, asked_slot)
    graph.touched |= compared
    if summed:  # the totals of the rates the question sums (schema v3)
        terms = tuple(
            Quantity(
                None,
                unit,
                ref=Ref(
                    fact=written[id(f)], slot="total" if f.kind is FactKind.RATE else "operand"
                ),
            )
            for f in summed
        )
        out.append(Sum(terms, Quantity(None, unit)))
        question = Ask(len(out) - 1, "whole")
    if question is None and measured:  # "for 2 hours ... and for 40 minutes. How many minutes"
        assert asked is not None
        out.append(Total((asked,), measured, Quantity(None, unit)))
        question = Ask(len(out) - 1, "whole")
    if question is None and kinds:  # "has 13 red apples and 5 green apples. How many apples"
        for fact in facts:  # "Femi adds 4 roses" beside a question about the vase
            moved = fact.amount.unit if fact.amount is not None else None
            if (
                fact.kind in (FactKind.GAIN, FactKind.LOSE)
                and moved is not None
                and (  # a kind counted, or another kind the whole covers ("adds 3 lilies")
                    moved in kinds or is_kind_of(fact.amount, unit, covered)
                )
                and asked not in (None, fact.name, fact.party_name)
                and not _self_contained(fact)
            ):
                raise Abstain(
                    "irrelevant-event",
                    f"{fact.verb.text!r} moves {moved} the question's {asked} may hold",
                    fact.verb,
                )
        holders = (asked,) if asked is not None else _kind_holders(facts, kinds, first_mention)
        out.append(Total(holders, kinds, Quantity(None, unit)))
        question = Ask(len(out) - 1, "whole")
    if question is None and checked:
        _check_question(graph, unit, asked)
        others = sorted({h for h, u in graph.touched if u == unit} - set(named)) if named else []
        if others:
            raise Abstain(
                "restricted-question",
                f"the question counts {', '.join(named)}, and {', '.join(others)} also hold {unit}",
            )
    if question is None:
        unknown = Unknown(unit, asked)
    else:
        target = out[question.fact]
        unknown = Unknown(slot_unit(target, question.slot), fact_holder(target))
    also = () if unknown.entity is None else (unknown.entity,)
    return facts_graph(out, unknown, first_mention, question, also, slots), ()


def _kind_holders(
    facts: tuple[Fact, ...], kinds: tuple[str, ...], first_mention: dict[str, int]
) -> tuple[str, ...]:
    """RETURNS (tuple[str, ...]): the named holders of ``kinds``, in order of first
    mention; () when nobody holds them ("There are 16 ducks and 11 geese", 0006 rule 6)."""
    names = {
        name
        for f in facts
        if f.amount is not None and f.amount.unit in kinds
        for name in (f.name, f.party_name)
        if name is not None and name != PLURAL
    }
    return tuple(sorted(names, key=lambda n: (first_mention.get(n, 1 << 30), n)))


def _gathered_kinds(
    facts: tuple[Fact, ...], unit: str, covered: frozenset[str] = frozenset()
) -> dict[int, tuple[str, tuple[str, ...]]]:
    """RETURNS: for each first gain or loss of the bare ``unit`` by a holder that holds only
    kinds of it before ("had 13 red cats and 5 black cats. It sold 10 cats"; "had 36 tulips
    and 37 roses. She used 70 flowers": nouns the unit covers, ``covered``), the holder and
    those kinds (by ``id`` of the fact); empty when there is none.

    RAISES Abstain: ``unit-mismatch`` when a kind moves after its holder's kinds were
    gathered (the kinds' holdings are no longer told apart).
    """
    found: dict[int, tuple[str, tuple[str, ...]]] = {}
    kinds: dict[str, list[str]] = {}
    done: set[str] = set()
    for fact in facts:
        q = fact.amount
        if q is None or q.unit is None or fact.name is None:
            continue
        if q.unit != unit and is_kind_of(q, unit, covered):
            if fact.name in done or fact.party_name in done:
                raise Abstain(
                    "unit-mismatch",
                    f"{q.unit!r} moves after the {unit} were counted together",
                    fact.verb,
                )
            if fact.kind in (FactKind.POSSESS, FactKind.GAIN) and q.unit not in kinds.get(
                fact.name, []
            ):  # held, or gained ("picked 36 tulips and 37 roses")
                kinds.setdefault(fact.name, []).append(q.unit)
        elif q.unit == unit and fact.kind in (FactKind.GAIN, FactKind.LOSE):
            held = kinds.get(fact.name, [])
            if len(held) > 1 and fact.name not in done:
                found[id(fact)] = (fact.name, tuple(held))
                done.add(fact.name)
    return found


def _kinds_asked(
    facts: tuple[Fact, ...], unit: str, asked: str | None, covered: frozenset[str]
) -> tuple[str, ...]:
    """RETURNS (tuple[str, ...]): the kinds of the asked unit the asked holder's facts
    count ("red apples", "green apples" of "apples"; "boys", "girls" of "children", nouns
    the whole covers), in order of first mention, when no fact counts the unit itself;
    else (). The question asks their total (0006 rule 6).

    covered (frozenset[str]): the singular nouns the asked unit covers (``kinds.json``).
    """
    found: list[str] = []
    other = False  # a thing counted that the whole may or may not cover
    for fact in facts:
        amounts = [q for q in (fact.amount, fact.rate.amount if fact.rate else None) if q]
        if any(q.unit == unit for q in amounts):
            return ()
        if asked is not None and asked not in (fact.name, fact.party_name):
            continue
        if fact.rate is not None and fact.rate.effect is not None:
            amounts = [fact.rate.amount]  # "6 cages, 6 parrots in each": the cages hold them
        for q in amounts:
            if q.unit is None or q.noun is None or q.money is not None:
                continue
            if is_kind_of(q, unit, covered):
                found += [q.unit] if q.unit not in found else []
            else:
                other = True
    if other and not all(u.endswith(" " + unit) for u in found):
        return ()  # "5 apples and 3 kiwis. How many fruits": the table may miss a kind
    if found and facts and _uncounted_kind(facts, covered):
        return ()  # "3 dogs and a cat. How many pets": the cat is one more, not counted
    return tuple(found)


def _uncounted_kind(facts: tuple[Fact, ...], covered: frozenset[str]) -> bool:
    """RETURNS (bool): the text names a thing the asked word covers with no amount of its
    own ("and a cat"), which a total over the amounts would leave out."""
    doc = facts[0].verb.doc
    amounts = [q for f in facts for q in (f.amount, f.rate.amount if f.rate else None) if q]
    counted = {q.noun.i for q in amounts if q.noun is not None}
    return any(
        t.pos_ == "NOUN"
        and t.lemma_.lower() in covered
        and t.i not in counted
        # "4 buckets of roses": the contents of counted containers, counted by their rate
        and not (t.dep_ == "pobj" and t.head.lower_ == "of" and t.head.head.i in counted)
        for t in doc
    )


def _write(
    fact: Fact,
    graph: _Graph,
    out: list[GraphFact],
    restated: bool,
    totals: tuple[Fact, ...],
    parts: Mapping[int, tuple[str, ...]],
) -> None:
    """Append the graph fact of a holding, a need, a stated sum of gains (of kinds:
    ``parts``, by ``id`` of the sum) or an event."""
    if fact.kind is FactKind.POSSESS:
        out.append(_has(fact, graph, restated))
    elif fact.kind is FactKind.NEED:
        out.append(_need(fact, out))
    elif any(fact is t for t in totals):
        out.append(_summed(fact, graph, parts.get(id(fact), ())))
    else:
        q = fact.amount
        parted = q is not None and bool(q.part or q.spared)  # "half of them", "all but 6"
        held = frozenset(graph.touched) if parted else frozenset()  # before the event
        _BUILDERS[fact.kind](fact, graph)
        op = graph.operations.pop()
        operand = op.operand
        if parted:
            assert q is not None
            operand = _part_of(q, op, held, graph.changes, out)
        graph.changes.append(op)  # still an event the question's holder must be part of
        out.append(Change(op.actor, op.kind, operand, op.target))


def _part_of(
    q: Amount,
    op: Operation,
    held: frozenset[tuple[str, str]],
    changes: list[Operation],
    out: list[GraphFact],
) -> Quantity:
    """RETURNS (Quantity): the operand of an event that moves a part of what its giver
    holds ("gave half of them to Wendy": a v3 ``scale`` of the giver's holding at this
    point) or all of it but a number ("sold all but 6 bars": a v3 ``differ``), a
    reference to the result of that fact, written to ``out`` first. RAISES Abstain: the
    event adds to its one tracked holder, whose giver's holding the graph does not
    hold ("picked half of the apples on the tree"); the giver's holding is never stated;
    an event changed it before and the part is not said of what is left ("gave 6 to Ben.
    She ate half of them": "half of the rest", "half of her cookies" are)."""
    if op.kind == "add":
        raise Abstain(
            "unsupported-quantity",
            f"{q.head.text!r} is a part of what an untracked holder has",
            q.head,
        )
    unit = op.operand.unit
    if (op.actor, unit) not in held:
        raise Abstain(
            "unsupported-quantity", f"{q.head.text!r} is a part of a holding never stated", q.head
        )
    changed = any(op.actor in (c.actor, c.target) and c.operand.unit == unit for c in changes)
    if changed and q.owner is None and not q.rest and (q.part or q.noun is None):
        raise Abstain(  # "gave 6 to Ben. She ate half of them": of the 6, or of the rest?
            "unsupported-quantity",
            f"{q.head.text!r} of what is left or of what the text counted last",
            q.head,
        )
    base = Quantity(None, unit, ref=Ref(holder=op.actor))
    if q.spared:  # "sold all but 6 bars": what is held less the 6
        by = Quantity(to_number(q.value), unit)
        out.append(Differ("fewer", base, by, Quantity(None, unit)))
    else:
        ratio = Ratio(to_number(q.value * q.part), q.part)  # "half": 1/2, "25%": 25/100
        out.append(Scale("times", base, ratio, Quantity(None, unit)))
    return Quantity(None, unit, ref=Ref(fact=len(out) - 1, slot="result"))


def _kind(q: Amount) -> tuple[str | None, tuple[str, ...]]:
    """RETURNS: what ``q`` counts before units are resolved, its money or its noun, and
    the adjectives of its noun ("her blue shirts" and "her brown shirts" are two kinds,
    two holdings)."""
    if q.noun is None:
        return q.money, ()
    return q.money or q.noun.lemma_.lower(), noun_adjectives(q.noun, ())


def _check_giver_owns(q: Amount, giver: str | None, mentions: Mentions) -> None:
    """Abstain when the possessor of ``q``'s partitive names a holder other than its
    ``giver`` ("Ann gave 3 of his apples"); a possessive that names no one holder alone is
    the giver's own ("Dev breaks 3 of his plates" beside Kai).

    RAISES Abstain: ``unsupported-quantity``."""
    assert q.owner is not None
    try:
        owner = mentions.name(q.owner)
    except Abstain:
        return
    if owner != giver:
        raise Abstain(
            "unsupported-quantity",
            f"{q.span(q.head.doc).text!r} is out of what {q.owner.text!r} holds, not the giver's",
            q.head,
        )


def check_parts(
    facts: tuple[Fact, ...],
    amounts: tuple[Amount, ...],
    mentions: Mentions,
    later: frozenset[str] = frozenset(),
    sold_but: frozenset[int] = frozenset(),
) -> None:
    """Abstain on a part of a holding ("half of them") that is not the amount of one gain
    or loss, and on an amount given out of another's things ("Ann gave half of his
    apples", "Ann gave 3 of his apples"): a part is read only as what an event moves out
    of what its giver holds.

    facts (tuple[Fact, ...]): the facts, holders resolved.
    mentions (Mentions): resolves a partitive's possessor ("her cookies").
    later (frozenset[str]): adverbs that put an event after the one before it ("and then
        she gave away half of her kites": of what she has then).
    sold_but (frozenset[int]): the starts of the counts of prices, "all but" a number ("sold
        all but 4 of them at $2 each"): the sale resolution makes of the rate moves them.
    RAISES Abstain: ``unsupported-quantity``."""
    for fact in facts:
        q = fact.amount
        if q is None or q.owner is None or fact.kind is not FactKind.LOSE:
            continue
        if q.head.dep_ in ("nsubj", "nsubjpass"):
            continue  # "6 of her balloons popped": the things themselves, their owner's
        if q.owner.pos_ == "PRON":
            _check_giver_owns(q, fact.name, mentions)
    for q in amounts:
        if not (q.part or q.spared):
            continue
        moved = [f for f in facts if f.amount is not None and f.amount.start == q.start]
        if q.spared and q.start in sold_but:
            continue  # "sold all but 4 of them at $2 each": the sale the rate's count moves
        if len(moved) != 1 or moved[0].kind not in (FactKind.GAIN, FactKind.LOSE):
            raise Abstain(
                "unsupported-quantity",
                f"{q.head.text!r} is a part of a holding, read only as what an event moves",
                q.head,
            )
        (fact,) = moved
        sent = fact.verb.sent
        after = any(c.lower_ in later for c in fact.verb.children)  # "and then she gave"
        if not q.rest and any(
            f is not fact
            and f.kind in (FactKind.GAIN, FactKind.LOSE)
            and f.position < fact.position
            and f.verb.sent == sent
            and (f.verb == fact.verb or not after)
            and f.amount is not None
            and _kind(f.amount) == _kind(q)
            and {f.name, f.party_name} & {fact.name, fact.party_name} - {None}
            for f in facts
        ):  # "spent $6 on a scarf and half of her money on a dress": of the $48, or the rest?
            raise Abstain(
                "unsupported-quantity",
                f"{q.head.text!r} follows another event of its sentence: of what is left, or "
                "of the holding before it",
                q.head,
            )
        if q.owner is not None:  # "Bilal takes half of Hira's shells": Hira gives
            _check_giver_owns(
                q, fact.name if fact.kind is FactKind.LOSE else fact.party_name, mentions
            )


def _merge(facts: tuple[Fact, ...], placed: tuple[Placed, ...]) -> list[Fact | Placed]:
    """RETURNS: ``facts`` in their order with each placed fact before the first fact
    whose position is after it (stable: a placed fact follows facts at its position)."""
    out: list[Fact | Placed] = []
    pending = sorted(placed, key=lambda p: p.position)
    for fact in facts:
        while pending and pending[0].position < fact.position:
            out.append(pending.pop(0))
        out.append(fact)
    return out + pending


def _derived_slot(item: Fact | Placed) -> str:
    """RETURNS (str): the slot a rate or share asks when the reader names none."""
    if isinstance(item, Placed):
        raise ValueError("a placed fact's asked slot must be given")
    if item.kind is FactKind.SHARE and item.share is not None and item.share.priced:
        return "rate"  # one item's price (``_share``)
    if item.kind is FactKind.SHARE and item.share is not None and item.share.left:
        return "remainder"  # "How many stickers are left over?"
    if item.kind is FactKind.SHARE and item.share is not None and item.share.asked_total:
        return "total"  # "Each friend got 6 stickers. How many did Lena share?"
    if item.kind is FactKind.SHARE:
        return "groups" if item.share is not None and item.share.groups is None else "each"
    if item.kind is FactKind.RATE:
        counted = item.rate is not None and (
            item.rate.counted is not None
            or bool(item.rate.counted_sum)
            or item.rate.left_of is not None
        )
        return "total" if item.amount is not None or counted else "count"
    return "quantity" if item.kind is FactKind.POSSESS else "operand"


def _touch(graph: _Graph, fact: GraphFact) -> None:
    """Record the holdings a placed fact states or reads as touched."""
    if isinstance(fact, Has) and fact.entity is not None:
        graph.touched.add((fact.entity, fact.quantity.unit))
    elif isinstance(fact, Total):
        for holder in fact.holders:
            for part in fact.parts:
                graph.touched.add((holder, part))


def _has(fact: Fact, graph: _Graph, restated: bool) -> Has:
    """A holding: a ``has`` (its value null when the text leaves it out)."""
    q = fact.amount
    assert q is not None and fact.name is not None
    if q.unit is None:
        raise Abstain("missing-unit", "a quantity has no unit", q.head)
    quantity = Quantity(None if q.unstated else to_number(q.value), q.unit)
    key = (fact.name, quantity.unit)
    if key in graph.touched and not restated:
        raise Abstain(
            "unsupported-question",
            f"{fact.name}'s {quantity.unit} are stated again after they changed",
            q.head,
        )
    graph.touched.add(key)
    _note_people(fact, graph)
    return Has(fact.name, quantity)


def _need(fact: Fact, out: list[GraphFact]) -> Need:
    """A need: goal = the holder's holding + the shortfall; a goal of items to get is
    the total of the price rate written for them (a reference, schema v3)."""
    goal = _quantity(fact)
    assert fact.name is not None
    for i, made in enumerate(out):
        if isinstance(made, RateFact) and made.kind is None and made.count.unit == goal.unit:
            goal = Quantity(None, made.total.unit, ref=Ref(fact=i, slot="total"))
    return Need(entity=fact.name, goal=goal, shortfall=Quantity(None, goal.unit))


def _summed(fact: Fact, graph: _Graph, parts: tuple[str, ...] = ()) -> Has | Total:
    """A gain stated as a sum ("picked 35 in all"): the holding it makes; of kinds
    (``parts``: "15 fruits in all" after apples and pears), their total (0006 rule 6)."""
    quantity = _quantity(fact)
    assert fact.name is not None
    if parts:
        return Total((fact.name,), parts, quantity)
    graph.touched.add((fact.name, quantity.unit))
    return Has(fact.name, quantity)


def tracked(facts: tuple[Fact, ...], asked: str | None) -> set[str]:
    """RETURNS (set[str]): the holders a graph of ``facts`` tracks (rule 1); ``asked`` is
    tracked too when given."""
    return _tracked(tuple(f for f in facts if f.kind in _BUILDERS), asked)


def place_totals(
    facts: tuple[Fact, ...],
    totals: tuple[Fact, ...],
    core: set[str],
    sums: Mapping[int, tuple[str, ...]] | None = None,
) -> list[Fact]:
    """Move each stated total of gains after the last event on its holding (0006 rule 1),
    or, a total of a whole over the kinds its holder gained ("picked some apples and 8
    pears. He picked 15 fruits in all": ``sums``, by ``id`` of the total, its kinds as
    ``summed_parts`` finds them), after the last gain of them.

    RAISES Abstain: ``stated-total`` when a total is not a sum of gains from nothing.
    """
    ordered = list(facts)
    for total in totals:
        _check_holding_total(total)
        if total.kind is FactKind.POSSESS:
            continue  # "now has 44 in all": a holding, an equation where it stands
        amount = total.amount
        if total.kind is not FactKind.GAIN or amount is None or amount.unstated:
            raise Abstain("stated-total", "the text states a sum that is not of gains", total.verb)
        if total.party_name is not None and total.party_name in core:
            raise Abstain("stated-total", "a stated sum moves a tracked holding", total.verb)
        same = [
            f
            for f in facts
            if f is not total
            and f.amount is not None
            and f.amount.unit == amount.unit
            and total.name in (f.name, f.party_name)
        ]
        parts = (sums or {}).get(id(total), ()) if not same else ()
        if parts:
            same = [f for f in facts if f.amount is not None and f.amount.unit in parts]
        if not same or any(
            f.kind is not FactKind.GAIN
            or f.name != total.name
            or (f.party_name is not None and f.party_name in core)
            for f in same
        ):
            raise Abstain("stated-total", "a stated sum beside other changes", total.verb)
        ordered.remove(total)
        last = max(ordered.index(f) for f in same)
        ordered.insert(last + 1, total)
    return ordered


def summed_parts(
    total: Fact, facts: tuple[Fact, ...], kinds: Mapping[str, frozenset[str]] | None
) -> tuple[str, ...]:
    """RETURNS: the kinds of a stated total's unit its holder gained before it ("some
    apples and 8 pears" of "15 fruits"), in order, when there are two or more and no fact
    counts the unit itself or moves another's holding of a kind; else ()."""
    q = total.amount
    if q is None or q.unit is None or total.name is None:
        return ()
    covered = (kinds or {}).get(q.unit, frozenset())
    if not covered and q.noun is not None:  # "23 pieces of fruit", "60 pieces of furniture"
        of = [g for c in q.noun.children if c.lower_ == "of" for g in c.children]
        if len(of) == 1 and of[0].dep_ == "pobj":
            named = f"{q.unit} of {of[0].lower_}"
            covered = (kinds or {}).get(named, frozenset())
    parts: list[str] = []
    for f in facts:
        if f is total:
            break
        a = f.amount
        if a is None or a.unit is None:
            continue
        if a.unit == q.unit:
            continue
        if not is_kind_of(a, q.unit, covered):
            if f.name == total.name and a.money is None:
                return ()  # "and 3 kiwis": the table may miss a kind, which the sum counts
            continue
        if f.kind is not FactKind.GAIN or f.name != total.name or f.party_name is not None:
            return ()
        parts += [a.unit] if a.unit not in parts else []
    return tuple(parts) if len(parts) > 1 else ()


# the ways a single holder's holding is said to be everything it holds
_HOLDING_TOTALS = ("in all", "in total", "altogether", "all together")
# words that join other holdings to it ("together with Sam's", "combined", "both")
_SEVERAL = ("with", "together", "combined", "both")


def _check_holding_total(fact: Fact) -> None:
    """Abstain unless a holding or gain stated as a total is one holder's ("Robin has 44
    in all", "picked a total of 35"), not several holders' ("Tom and Sam have 20
    together", "together with Sam's").

    RAISES Abstain: ``stated-total``.
    """
    sent = fact.verb.sent
    text = " " + " ".join(t.lower_ for t in sent) + " "
    for phrase in _HOLDING_TOTALS:
        text = text.replace(f" {phrase} ", " ")
    subject = fact.subject.token
    several = subject is not None and any(c.dep_ == "conj" for c in subject.children)
    if several or any(f" {w} " in text for w in _SEVERAL):
        raise Abstain("stated-total", "a holding stated as a sum of several", fact.verb)


def measured_parts(
    facts: tuple[Fact, ...],
    amounts: tuple[Amount, ...],
    unit: str,
    asked: str | None,
    dimensions: dict[str, str],
) -> tuple[str, ...]:
    """RETURNS (tuple[str, ...]): the units, in order, of the amounts of the asked unit's
    dimension when every one of them is a holding or a gain of the asked holder from
    nobody ("Leo worked 90 minutes on Monday and 150 minutes on Tuesday. How many hours
    ...?"): their total in the asked unit is asked; else ()."""
    dimension = unit_dimension(unit, dimensions)
    if asked is None or asked == PLURAL or dimension is None:
        return ()
    found: list[str] = []
    starts = set()
    for fact in facts:
        q = fact.amount
        if q is None or q.unit is None or unit_dimension(q.unit, dimensions) != dimension:
            continue
        if (
            fact.name != asked
            or fact.kind not in (FactKind.POSSESS, FactKind.GAIN)
            or fact.party_name is not None
            or q.unstated
            or q.part
        ):
            return ()
        starts.add(q.start)
        found += [q.unit] if q.unit not in found else []
    if any(  # an amount of the dimension no fact of the asked holder reads
        q.start not in starts and q.unit and unit_dimension(q.unit, dimensions) == dimension
        for q in amounts
    ):
        return ()
    if any(u != unit and conversion(u, unit) is None for u in found):
        return ()  # "2 miles ... How many kilometers?": no factor the models know
    return tuple(found) if found != [unit] else ()


def total_fact(
    facts: tuple[Fact, ...],
    whole: Amount,
    holders: tuple[str, ...],
    unit: str,
    asked: str,
    at: int | None = None,
) -> Placed:
    """RETURNS (Placed): the ``total`` of a whole stated over named holders ("Ana and Ben
    have 40 cards together"), at the whole's position (0006 rules 1 and 6), or at ``at``
    (a whole of what they did: after the events).

    RAISES Abstain: ``stated-total`` when the whole is of another unit or holder, a holder
    is named twice, or another amount is left out.
    """
    if whole.unit != unit or asked not in holders or len(set(holders)) != len(holders):
        raise Abstain(
            "stated-total",
            f"the stated total is not of the asked {unit!r} of one of its holders ({asked!r})",
            whole.head,
        )
    if any(f.amount is not None and f.amount.unstated for f in facts):
        raise Abstain("stated-total", "a stated total beside an unstated amount")
    check_no_scaling(facts)
    total = Total(holders, (unit,), Quantity(to_number(whole.value), unit))
    return Placed(whole.start if at is None else at, total)


def rest_facts(
    facts: tuple[Fact, ...],
    whole: Fact,
    part: tuple[int, Quantity],
    rest: str,
    unit: str,
    asked: str,
) -> tuple[Placed, Placed]:
    """RETURNS: the ``total`` of a whole split into a stated part and "the rest" ("A bowl
    holds 20 fruits. 7 of the fruits are bananas and the rest are apples.") in place of
    the whole's holding (0006 rule 6), and the ``has`` of the part.

    RAISES Abstain: ``stated-total`` when the question asks another holder or kind, or
    another fact moves the whole's unit.
    """
    assert whole.amount is not None and whole.name is not None
    kinds = (part[1].unit, rest)
    if whole.name != asked or unit not in kinds or len(set(kinds)) != 2:
        raise Abstain("stated-total", "the question asks no part of the split whole", whole.verb)
    whole_unit = whole.amount.unit
    assert whole_unit is not None
    for fact in facts:
        itself = fact.amount is not None and fact.amount.start == whole.amount.start
        if itself or fact.amount is None or fact.amount.unstated:
            if not itself and fact.amount is not None:
                raise Abstain("stated-total", "a split whole beside an unstated amount")
            continue
        if fact.amount.unit == whole_unit:
            raise Abstain("stated-total", "another fact moves the split whole", fact.verb)
    check_no_scaling(facts)
    total = Total((whole.name,), kinds, _quantity(whole))
    return Placed(whole.position, total), Placed(part[0], Has(asked, part[1]))


def check_no_scaling(facts: tuple[Fact, ...]) -> None:
    """RAISES Abstain: ``unknown-mismatch`` for a scaling beside a stated whole or an
    unstated amount (not composed yet)."""
    for fact in facts:
        if fact.kind is FactKind.SCALE:
            raise Abstain("unknown-mismatch", "a scaling beside an unstated amount", fact.verb)


def check_compared_holders(graph: MathProblemGraph, unit: str, asked: str, other: str) -> None:
    """Abstain unless the holders of the compared unit are the two the question compares,
    and any other holder is a link of a chain of comparisons ("Eli has 3 fewer than Fay.
    Dee has twice as many as Eli. How many more does Dee have than Fay?").

    RAISES Abstain: ``comparative``.
    """
    question = graph.question
    holders = {
        holder
        for k, fact in enumerate(graph.facts)
        if question is None or k != question.fact
        for holder, held in _held(fact)
        if held == unit
    }
    linked = {
        holder
        for k, fact in enumerate(graph.facts)
        if isinstance(fact, Compare) and (question is None or k != question.fact)
        for holder in (fact.entity, fact.than)
    }
    if not {asked, other} <= holders or not holders - {asked, other} <= linked:
        raise Abstain(
            "comparative",
            f"the question compares {asked}'s and {other}'s {unit}, and the text states "
            f"{', '.join(sorted(holders)) or 'nobody'}'s",
        )


def _held(fact: GraphFact) -> tuple[tuple[str, str], ...]:
    """RETURNS: the (holder, unit) pairs a has, change or comparison states or reads."""
    if isinstance(fact, Has):
        return () if fact.entity is None else ((fact.entity, fact.quantity.unit),)
    if isinstance(fact, Change):
        unit = fact.operand.unit
        if fact.target is None:
            return ((fact.actor, unit),)
        return ((fact.actor, unit), (fact.target, unit))
    if isinstance(fact, Compare):
        return ((fact.entity, fact.unit), (fact.than, fact.unit))
    if isinstance(fact, RateFact) and fact.kind is not None and fact.entity is not None:
        return ((fact.entity, fact.total.unit),)  # a rate that adds to or takes from a holding
    return ()


def _stated(fact: GraphFact) -> bool:
    """RETURNS (bool): ``fact`` is a holding whose amount the text states."""
    return isinstance(fact, Has) and fact.quantity.value is not None


def holders_of(graph: MathProblemGraph, unit: str) -> set[str]:
    """RETURNS (set[str]): the holders whose holding of ``unit`` the graph states or
    changes."""
    found = {p.entity for p in graph.initial_state if p.quantity.unit == unit}
    for op in graph.operations:
        if op.operand.unit == unit:
            found |= {op.actor} | ({op.target} if op.target is not None else set())
    for fact in graph.facts:
        found |= {holder for holder, held in _held(fact) if held == unit}
    return found


def check_unknown_fixed(
    graph: MathProblemGraph, kind: UnknownKind, gained: frozenset[tuple[str, str]] = frozenset()
) -> None:
    """Abstain unless a later holding states the end of what the asked start or change
    moves, a start is the first thing known of its holding and a change follows
    something known of it, and no event on the asked unit misses the unknown's holders.
    ``gained``: the (holder, kind) holdings a stated sum of gains of kinds counts from
    nothing ("picked some apples and 8 pears. He picked 15 fruits in all"), known before.

    RAISES Abstain: ``unknown-mismatch``, ``irrelevant-event``.
    """
    assert graph.question is not None
    built = list(graph.facts)
    index = graph.question.fact
    holdings = [_held(f) for f in built]
    target = built[index]
    own = holdings[index]
    stated = {h for f, hs in zip(built, holdings, strict=True) if _stated(f) for h in hs}
    later = (
        [
            h
            for f, hs in zip(built[index + 1 :], holdings[index + 1 :], strict=True)
            for h in hs
            # "Now he has 5 more marbles than Kai, who has 22": a comparison, stated, of a
            # holding with one the text states
            if _stated(f)
            or (isinstance(f, Compare) and f.by is not None and bool((set(hs) - {h}) & stated))
        ]
        + [  # "He picked 15 fruits in all": a whole stated of the kinds
            (holder, part)
            for f in built[index + 1 :]
            if isinstance(f, Total) and f.whole.value is not None
            for holder in f.holders
            for part in f.parts
        ]
    )
    if not set(own) & set(later):
        raise Abstain("unknown-mismatch", "no later statement says what the holding became")
    earlier = {h for hs in holdings[:index] for h in hs} | gained
    if kind is UnknownKind.START:
        if not isinstance(target, Has) or own[0] in earlier:
            raise Abstain("unknown-mismatch", "the unstated holding is not the start")
    elif not isinstance(target, (Change, RateFact)):
        raise Abstain("unknown-mismatch", "the question asks for an event, not a holding")
    else:
        fixed = [h for h in own if h in set(later)]
        if not all(h in earlier for h in fixed):
            raise Abstain("unknown-mismatch", "nothing is known of the holding before the event")
    unit = graph.unknown.unit
    holders = set(fact_entities(target))
    for fact in built:
        if (
            isinstance(fact, Change)
            and fact.operand.unit == unit
            and not holders & set(fact_entities(fact))
        ):
            raise Abstain(
                "irrelevant-event",
                f"{fact.actor} {fact.kind}s {unit}, which {', '.join(sorted(holders))} "
                "does not hold",
            )


def facts_graph(
    facts: list[GraphFact],
    unknown: Unknown,
    first_mention: dict[str, int],
    question: Ask | None = None,
    also: tuple[str, ...] = (),
    slots: tuple[str, ...] = (),
) -> MathProblemGraph:
    """Make the v2-form graph of ``facts``: its entities are those the facts name (and
    ``also``), in the order of their first mention, then by name; ``slots`` are time
    slots, not entities.

    facts (list[GraphFact]): the graph's facts, in order.
    unknown (Unknown): what the question asks for.
    first_mention (dict[str, int]): holder name -> index of its first mention.
    question (Ask | None): the asked slot, if the question asks one.
    also (tuple[str, ...]): other entities the graph names.
    RETURNS (MathProblemGraph): the validated graph.
    """
    used = ({name for f in facts for name in fact_entities(f)} | set(also)) - set(slots)
    entities = sorted(used, key=lambda name: (first_mention.get(name, 1 << 30), name))
    return MathProblemGraph(
        entities=tuple(entities),
        initial_state=(),
        operations=(),
        unknown=unknown,
        facts=tuple(facts),
        question=question,
        slots=slots,
    )


def unnamed_scene(graph: MathProblemGraph) -> MathProblemGraph:
    """RETURNS (MathProblemGraph): ``graph`` with the scene's holdings ("There are 16 ducks
    and 11 geese.", ``mentions.SCENE``) written as holdings of no named holder: a ``has``
    of a null entity, a total over everyone (0006 rule 6), a share of a whole it states by
    no one. RAISES Abstain (``unresolved-holder``): anything else of the scene, an event
    or a reference to its holding, which the schema cannot write without a holder."""
    if SCENE not in graph.entities:
        return graph
    mark = msgspec.json.encode(SCENE)
    facts: list[GraphFact] = []
    for fact in graph.facts:
        if isinstance(fact, Has) and fact.entity == SCENE:
            fact = msgspec.structs.replace(fact, entity=None)
        elif isinstance(fact, Total) and SCENE in fact.holders:
            fact = msgspec.structs.replace(fact, holders=())
        elif isinstance(fact, Share) and fact.entity == SCENE and fact.total.value is not None:
            # "There are 42 apples. They are shared equally among 6 baskets.": the split
            # of a whole it states, by no one
            fact = msgspec.structs.replace(fact, entity=None)
        elif isinstance(fact, Differ):  # "There are 6 birds and 3 nests. How many more
            # birds are there than nests?": the two holdings it states, by their facts
            fact = msgspec.structs.replace(
                fact,
                base=_stated_in_scene(fact.base, facts),
                result=_stated_in_scene(fact.result, facts),
            )
        if mark in msgspec.json.encode(fact):
            facts = []
            break
        facts.append(fact)
    if not facts or graph.operations or graph.initial_state:
        raise Abstain(
            "unresolved-holder", "the things 'there' holds change or are referred to: no holder"
        )
    unknown = graph.unknown
    if unknown.entity == SCENE:
        unknown = msgspec.structs.replace(unknown, entity=None)
    return msgspec.structs.replace(
        graph,
        entities=tuple(e for e in graph.entities if e != SCENE),
        facts=tuple(facts),
        unknown=unknown,
    )


def _stated_in_scene(q: Quantity, facts: list[GraphFact]) -> Quantity:
    """RETURNS (Quantity): ``q``, a reference to the scene's holding of its unit, as a
    reference to the one holding of no named holder of that unit written before it; else
    ``q`` as it is (left for ``unnamed_scene`` to refuse)."""
    if q.ref is None or q.ref.holder != SCENE:
        return q
    held = [
        k
        for k, f in enumerate(facts)
        if isinstance(f, Has) and f.entity is None and f.quantity.unit == q.unit
    ]
    if len(held) != 1:
        return q
    return msgspec.structs.replace(q, ref=Ref(fact=held[0], slot="quantity"))


def _check_question(graph: _Graph, unit: str, asked: str | None) -> None:
    """Abstain when an event on the asked unit misses the asked holder, or nobody holds
    what the question asks for."""
    for op in (*graph.operations, *graph.changes):
        if id(op) in graph.own:
            continue  # "Una ate 2 plums" beside a question about Vic: a distractor
        fact = graph.events.get(id(op))
        if (
            fact is not None
            and asked in graph.people
            and not graph.beyond  # "Lara baked 24. Tom baked 12 more.": more than Lara's?
            and _beside_asked(fact, asked, id(op) in graph.held)
        ):
            continue  # "His friend Marco bought 6 new stamps" beside a question about Luis
        if op.actor in graph.related:
            continue  # "Mel catches 8. Tom catches twice as many": Tom's is told by Mel's
        if op.operand.unit == unit and asked is not None and asked not in {op.actor, op.target}:
            raise Abstain(
                "irrelevant-event",
                f"{op.actor} {op.kind}s {op.operand.unit}, which {asked} does not hold",
            )
    if asked is not None and (asked, unit) not in graph.touched:
        raise Abstain("unit-mismatch", f"the question asks for {asked}'s {unit}, never stated")
    if not any(u == unit for _, u in graph.touched):
        raise Abstain("unit-mismatch", f"the question asks for {unit!r}, which nobody holds")
