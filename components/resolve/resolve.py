"""Resolution: from facts as the text names them to facts about named holders and units.

Each function takes facts and returns new ones; nothing read earlier is changed.

- ``resolve_holders``: mentions and pronouns to holder names, clause by clause in
  reading order (a pronoun resolved earlier teaches later ones its gender);
- ``resolve_units``: every quantity's unit (ellipsis, partitives, contrasted kinds),
  the question's unit, the unit a scaling scales;
- ``imply_parties``: the other side of an exchange the text leaves unnamed, and the
  single holder a common-noun subject consumes from.
"""

from __future__ import annotations

import msgspec
from wordproblem.models import TIME_UNITS, Quantity
from wordproblem.models.units import unit_group

from ..abstention import Abstain
from ..clauses.clauses import EACH, in_progressive, of_objects, verb_over
from ..constructions.existential import remaining
from ..docview import Tok
from ..ir import Amount, Fact, FactKind, Query
from ..quantities.quantities import assign_units, contents_of, noun_adjectives, plural
from ..question.question import pace_time_units, total_asked
from ..rules import WordLists
from .mentions import PLURAL, SCENE, Mentions, named_by

# A subject or party the text implies, until ``imply_parties`` names it.
_IMPLIED = None


def resolve_holders(
    facts: tuple[Fact, ...],
    mentions: Mentions,
    before: int | None,
    container_preps: frozenset[str] = frozenset(),
    storage_nouns: frozenset[str] = frozenset(),
) -> tuple[Fact, ...]:
    """Name every fact's subject and party.

    facts (tuple[Fact, ...]): facts in reading order.
    mentions (Mentions): a fresh resolver for this reading.
    before (int | None): resolve only clauses read before this one (a clause no
        construction could read stops the reading there).
    container_preps (frozenset[str]): prepositions of a place things are put in ("in",
        "into"); such a place that belongs to the subject is no other side.
    storage_nouns (frozenset[str]): lemmas of places things are kept in ("desk", "bag");
        a gain out of one that belongs to the subject moves its own things.
    RETURNS (tuple[Fact, ...]): the facts of those clauses, with ``name``/``party_name``.
    RAISES Abstain: a mention that names no single holder.
    """
    by_clause: dict[int, list[Fact]] = {}
    for fact in facts:
        if before is None or fact.clause < before:
            by_clause.setdefault(fact.clause, []).append(fact)
    named: dict[tuple[int, int, int], Fact] = {}
    for clause in sorted(by_clause):
        group = by_clause[clause]
        # "Ewa and Kojo each gave him 6", "Aiko bought 5 pens and Ben 3", "and so did Ben":
        # such a fact's subject is its own, the rest of the clause shares one
        shared = [f for f in group if f.construction not in _OWN_SUBJECT]
        own = [[f] for f in group if f.construction in _OWN_SUBJECT]
        for part in [shared, *own] if shared else own:
            for fact in _resolve_clause(part, mentions, container_preps, storage_nouns):
                named[_key(fact)] = fact
    keys = [_key(f) for f in facts]
    return tuple(named[key] for key in keys if key in named)


# constructions whose facts each name a subject of their own, not the clause's
_OWN_SUBJECT = frozenset({"each giver", "gapping", "repeated"})


def _key(fact: Fact) -> tuple[int, int, int]:
    """RETURNS: a fact's place: its clause, its number and (for "Sam and Ann each have 5",
    one fact per holder of one number) its subject."""
    token = fact.subject.token
    return fact.clause, fact.position, -1 if token is None else token.i


def _resolve_clause(
    group: list[Fact],
    mentions: Mentions,
    container_preps: frozenset[str],
    storage_nouns: frozenset[str] = frozenset(),
) -> list[Fact]:
    first = group[0]
    verb = first.verb
    if first.construction in ("existential", "motion", "passive", "distributive", "trim"):
        out = []
        for fact in group:
            token = fact.subject.token
            name = mentions.name(token) if token is not None else _IMPLIED
            if name == PLURAL:
                what = (
                    "the place is plural"
                    if first.construction == "existential"
                    else (f"the place of {verb.text!r} is plural")
                )
                raise Abstain("plural-holder", what, verb)
            # "2 cats jump from the rug onto the sofa": the place they go to
            other = fact.party.token if fact.party is not None else None
            party = mentions.name(other, exclude=name) if other is not None else None
            if party == PLURAL:
                raise Abstain("plural-holder", f"the place of {verb.text!r} is plural", verb)
            out.append(msgspec.structs.replace(fact, name=name, party_name=party))
        return out
    assert first.subject.token is not None
    subject = mentions.name(first.subject.token, exclude=_named_party(first, mentions))
    if subject == PLURAL and first.kind not in (FactKind.GAIN, FactKind.LOSE):
        raise Abstain("plural-holder", f"the subject of {verb.text!r} is plural", verb)
    if first.kind is FactKind.SCALE:
        return [msgspec.structs.replace(first, name=subject)]
    party = _party_name(first, mentions, subject)
    _check_own_side(first, mentions, subject, party, container_preps, storage_nouns)
    out = []
    for fact in group:
        owner = party
        if fact.party is not first.party:  # "took 4 from Leo and 6 from Ana": its own side
            owner = _party_name(fact, mentions, subject)
            _check_own_side(fact, mentions, subject, owner, container_preps, storage_nouns)
        q = fact.amount
        if owner is None and fact.kind is FactKind.GAIN and q is not None and q.owner is not None:
            owner = mentions.name(q.owner, exclude=subject)  # "bought 3 of Mike's cards"
            if owner in (PLURAL, subject):
                owner = None
        possessor = None
        if fact.kind is FactKind.LOSE:  # "ate 6 pieces from her brother's bag": his too
            possessor = _possessor(q) or _place_owner(verb)
        if (
            possessor is not None
            and possessor.tag_ not in ("PRP", "PRP$")  # "3 of his plates": read as before
            and mentions.name(possessor) != subject
        ):
            # "Tom ate 3 of Sam's apples": the loss is of another holder's things
            raise Abstain(
                "others-stock",
                f"{verb.text!r} moves things of {possessor.text!r}, not its subject's",
                verb,
            )
        if subject == PLURAL and owner is None and not _group_event(fact):
            raise Abstain("plural-holder", f"the subject of {verb.text!r} is plural", verb)
        out.append(msgspec.structs.replace(fact, name=subject, party_name=owner))
    return out


def _group_event(fact: Fact) -> bool:
    """RETURNS (bool): a gain or loss of 'they' from nobody named ("They ate 35 pieces"):
    kept with the plural holder, for the composer to read as a change of the holders'
    total (``compose._group_change``) or refuse."""
    token = fact.subject.token
    return (
        token is not None
        and token.lower_ == "they"
        and fact.kind in (FactKind.GAIN, FactKind.LOSE)
        and fact.party is None
        and fact.amount is not None
        and not fact.amount.unstated
    )


def _place_owner(verb: Tok) -> Tok | None:
    """RETURNS (Tok | None): the possessor of the place a loss takes its things from
    ("eats 6 pieces from her brother's bag": 'brother'); else None."""
    for prep in verb.children:
        if prep.dep_ != "prep" or prep.lower_ != "from":
            continue
        for place in prep.children:
            if place.dep_ == "pobj":
                return next((c for c in place.children if c.dep_ == "poss"), None)
    return None


def _possessor(q: Amount | None) -> Tok | None:
    """RETURNS (Tok | None): the possessor of a partitive amount ("3 of Sam's apples")."""
    if q is None:
        return None
    if q.owner is not None:
        return q.owner
    nouns = [q.noun] if q.noun is not None else []
    after = q.head.doc[q.tokens[-1] + 1] if q.tokens[-1] + 1 < len(q.head.doc) else None
    preps = [c for c in q.head.children if c.dep_ == "prep"]
    if after is not None and after.lower_ == "of":
        preps.append(after)  # "threw away 2 of Lea's pears", 'of' hung on the verb
    nouns += [g for c in preps for g in c.children]
    for noun in nouns:
        if noun.dep_ == "pobj" and noun.head.lower_ == "of":
            return next((c for c in noun.children if c.dep_ == "poss"), None)
    if q.noun is not None:  # "gives Tom Ann's 2 apples": a name's possessive before the number
        for c in q.noun.children:
            if c.dep_ == "poss" and c.i < q.start and c.pos_ == "PROPN":
                return c
    return None


def _check_own_side(
    fact: Fact,
    mentions: Mentions,
    subject: str,
    party: str | None,
    container_preps: frozenset[str],
    storage_nouns: frozenset[str] = frozenset(),
) -> None:
    """Abstain when a loss puts things into a place that belongs to its subject ("puts 3
    coins in his wallet", "6 pens in his case ... put 3 pens in the other case"): they
    may still be the subject's, and the text does not say
    which holding they count in. A person the subject names ("gives 3 to his sister") is
    a holder of their own; a gain from one's own place ("picked 48 carrots from her
    garden") reads as before, unless the place is one things are kept in ("picked up 3
    oranges from his desk", ``storage_nouns``) or the text stated the subject's things in
    it ("10 pens in her bag ... took 3 pens out of her bag"); such a place that belongs to
    nobody named ("out of the fridge") may keep the subject's own things too."""
    token = fact.party.token if fact.party is not None else None
    if token is None or subject == PLURAL or party is None:
        return
    if fact.kind is FactKind.GAIN:
        # "had 10 pens in her bag. She took 3 pens out of her bag": out of a place of
        # her own that the text stated her things in
        if not (token.dep_ == "pobj" and token.head.lower_ in ("of", "from")):
            return
        lemma = token.lemma_.lower()
        stated = _places_before(token, fact.verb, container_preps)
        if lemma not in storage_nouns and not stated:
            return
        if (
            not any(t.lemma_.lower() == lemma for t in token.doc[: fact.verb.i])
            and not any(c.dep_ == "poss" for c in token.children)
            and any(c.dep_ == "det" and c.lower_ == "the" for c in token.children)
        ):  # "got 3 apples out of the fridge", a place not named before: whose things?
            raise Abstain(
                "own-stock",
                f"{token.text!r} may keep {subject}'s own things: nobody else is named",
                fact.verb,
            )
    elif fact.kind is not FactKind.LOSE or not (
        token.dep_ == "pobj" and token.head.lower_ in container_preps
    ):
        return
    lemma = token.lemma_.lower()
    if _taken_from_later(token, fact.verb):
        # "put 10 peaches in a bowl. Later she ate 3 peaches from the bowl": the things
        # put there are taken from it again, so they may still be the subject's
        raise Abstain(
            "own-container",
            f"things put in the {lemma} are taken from it later: they may still be {subject}'s",
            fact.verb,
        )
    if token.pos_ == "PRON" and party:  # "had 22 coins in his piggy bank. He put 9 into it"
        lemma = party.split()[-1].lower()
        before = [  # where the text said things were held, not "put 3 toys in the box"
            t
            for t in _places_before(token, fact.verb, container_preps, lemma)
            if (held := verb_over(t.head)) is not None and held.lemma_.lower() in _HELD_IN
        ]
    else:
        before = _places_before(token, fact.verb, container_preps)
    if any(_kept_by(t) for t in before):
        # "had 12 cars in a box. He put 5 more in the box": the box holds his 12 already;
        # "6 pens in his case. He put 3 pens in the other case": his too, its pens unsaid
        other = any(c.lower_ in ("other", "another") for c in token.children)
        why = "another of the {}s" if other else "a {}"
        raise Abstain(
            "own-container",
            f"{token.text!r} is {why.format(lemma)} the text keeps things in",
            fact.verb,
        )
    for child in token.children:
        if child.dep_ != "poss":
            continue
        try:
            owner = mentions.name(child)
        except Abstain:
            continue  # a possessor the rules cannot name is no evidence either way
        if owner == subject:
            raise Abstain(
                "own-container",
                f"{token.text!r} belongs to {subject}, the subject of {fact.verb.text!r}",
                fact.verb,
            )


# verbs that say where things are held ("had 22 coins in his piggy bank")
_HELD_IN = frozenset({"have", "keep", "hold", "store"})


def _taken_from_later(place: Tok, verb: Tok) -> bool:
    """RETURNS (bool): a later sentence takes things 'from' or 'out of' a place of
    ``place``'s noun ("ate 3 peaches from the bowl")."""
    lemma = place.lemma_.lower()
    return any(
        t.lemma_.lower() == lemma
        and t.dep_ == "pobj"
        and (t.head.lower_ == "from" or (t.head.lower_ == "of" and t.head.head.lower_ == "out"))
        for t in place.doc.tokens[verb.sent.end :]  # a later sentence, not "from her
        # drawer into Idris's drawer"
    )


def _places_before(
    place: Tok, verb: Tok, container_preps: frozenset[str], lemma: str | None = None
) -> list[Tok]:
    """RETURNS (list[Tok]): the earlier mentions of ``place``'s noun (or of ``lemma``, the
    noun a pronoun stands for) as where things are ("10 pens in her bag" before "took 3
    pens out of her bag"), before ``verb``."""
    lemma = place.lemma_.lower() if lemma is None else lemma
    return [
        t
        for t in place.doc[: verb.i]
        if t.dep_ == "pobj" and t.head.lower_ in container_preps and t.lemma_.lower() == lemma
    ]


def _kept_by(place: Tok) -> bool:
    """RETURNS (bool): the clause that names ``place`` as where things are has a holder as
    its subject ("Pablo had 12 cars in a box", "Bilal stored 20 potatoes in a sack"): the
    place holds that holder's things; not "There are 2 pens in the drawer", the place's
    own holding."""
    verb = verb_over(place.head)
    return verb is not None and (
        any(c.dep_ == "nsubj" for c in verb.children)
        and not any(c.dep_ == "expl" for c in verb.children)
    )


def _named_party(fact: Fact, mentions: Mentions) -> str | None:
    """RETURNS (str | None): the name of the fact's other side when a name states it ("she
    gave Lucy 10 beads": 'she' is not Lucy), else None."""
    token = fact.party.token if fact.party is not None else None
    if token is None or token.pos_ != "PROPN":
        return None
    try:
        name = mentions.name(token)
    except Abstain:
        return None
    return None if name == PLURAL else name


def _party_name(fact: Fact, mentions: Mentions, subject: str) -> str | None:
    party = fact.party
    if party is None:
        return None
    if party.token is not None:
        name = mentions.name(party.token, exclude=subject)
        if name == PLURAL:
            raise Abstain("plural-holder", f"{party.token.text!r} is plural", party.token)
        return name
    for token in party.fallbacks:
        name = mentions.name(token, exclude=subject)
        if name != PLURAL:
            return name
    return None


def resolve_units(
    facts: tuple[Fact, ...],
    amounts: tuple[Amount, ...],
    query: Query,
    words: WordLists,
    generic: frozenset[int] = frozenset(),
    priced: frozenset[int] = frozenset(),
    compared: tuple[Tok, ...] = (),
    rates: tuple[Fact, ...] = (),
) -> tuple[tuple[Fact, ...], tuple[Amount, ...], str]:
    """Give every quantity its unit, and find the unit asked and the units scaled.

    generic (frozenset[int]): nouns of amounts per item, which name every kind of their
        noun (``quantities.assign_units``).
    priced (frozenset[int]): nouns a money compound prices ("6 dollar toys"), no kind.
    compared (tuple[Tok, ...]): the nouns comparisons name without a number ("twice as
        many beads"): the unit of an amount without a noun after them and no other.
    rates (tuple[Fact, ...]): the rates read: a price's items are what a number with no
        noun bought or sold counts (``_traded_items``).

    RETURNS: (facts with units, amounts with units, the unit the question asks for).
    RAISES Abstain: ``unit-mismatch`` when the question's unit cannot be told.
    """
    extra = [query.noun] if query.noun is not None else []
    extra += [f.scale_noun for f in facts if f.scale_noun is not None]
    extra += compared
    extra += _objects_told_before(facts)
    stoplist = _contrasted_stoplist(amounts, extra, words)
    summed = _summed_kinds(query, amounts, facts, stoplist, words)
    if _holds_apart(facts, summed):
        # the kinds keep their units; the graph's total sums them, and an event on the bare
        # noun after them ("had 13 siamese cats and 5 house cats. They sold 10 cats") moves
        # that total (build.compose_graph)
        generic = generic | _bare_events(facts, summed)
        summed = frozenset()
    amounts, noun_units = assign_units(
        amounts,
        extra,
        words.money_nouns,
        stoplist,
        _summed_contents(query, amounts, words),
        words.collocations,
        summed,
        generic,
        priced,
        _asked_contents(query, amounts),
    )
    amounts = _elliptical_units(facts, amounts)
    amounts = _traded_items(facts, rates, amounts, words)
    by_start = {q.start: q for q in amounts}
    held = {
        q.unit
        for f in facts
        if f.kind is FactKind.POSSESS and f.amount is not None
        for q in [by_start.get(f.amount.start, f.amount)]
    }
    told: set[str | None] = set()  # a question with no noun: the units its verb's events
    if query.noun is None and query.measure is None:  # move ("how many did she pick")
        told = {
            q.unit
            for f in facts
            if f.amount is not None
            and f.kind in (FactKind.GAIN, FactKind.LOSE)
            and f.verb.lemma_ == query.verb.lemma_
            for q in [by_start.get(f.amount.start, f.amount)]
        }
    if told and any(_packs(q, amounts) for q in amounts):
        told = set()  # "bought 3 boxes of 10 pencils": boxes or pencils
    unit = _question_unit(query, amounts, noun_units, words, held, told)
    out = []
    for fact in facts:
        if fact.amount is not None:
            fact = msgspec.structs.replace(fact, amount=by_start[fact.amount.start])
        elif fact.kind is FactKind.SCALE:
            fact = msgspec.structs.replace(
                fact, scale_unit=_scale_unit(fact.scale_noun, amounts, noun_units, words)
            )
        out.append(fact)
    return tuple(out), amounts, unit


def _objects_told_before(facts: tuple[Fact, ...]) -> list[Tok]:
    """RETURNS (list[Tok]): the plural objects, with no number, of an earlier clause of the
    verb of an amount without a noun ("Carol was picking carrots. She picked 29": the 29
    count carrots when no amount before them names a unit)."""
    found = []
    for fact in facts:
        q = fact.amount
        if q is None or q.noun is not None or q.money is not None:
            continue
        lemma = fact.verb.lemma_.lower()
        objects = [
            c
            for token in fact.verb.doc.tokens[: fact.verb.i]
            if token.pos_ == "VERB" and token.lemma_.lower() == lemma
            for c in token.children
            if c.dep_ == "dobj" and c.tag_ == "NNS"
        ]
        if not objects and fact.kind is FactKind.POSSESS:
            objects = _scene_objects(fact.verb, q)  # "was selling his old games. He started
            # out with 35": the 35 count games
            if len({c.lemma_.lower() for c in objects}) == 1:
                found += [c for c in objects if c not in found]
            continue
        if len({c.lemma_.lower() for c in objects}) != 1:
            continue  # none, or "picking carrots ... picking pears": which?
        if any(g.dep_ in ("nummod", "det", "poss", "conj") for c in objects for g in c.children):
            continue  # "picking carrots and pears", "picked the carrots"
        found += [c for c in objects if c not in found]
    return found


def _scene_objects(verb: Tok, q: Amount) -> list[Tok]:
    """RETURNS (list[Tok]): the plural object of the progressive scene that opens the text
    ("Edward was selling his old games."), when the holding of ``verb`` ("He started out
    with 35") carries the first number of the text; else []."""
    doc = verb.doc
    if any(t.like_num for t in doc.tokens[: q.start]):
        return []
    first = doc.sents[0]
    if verb.i < first.end:
        return []
    scene = first.root
    if not in_progressive(scene):
        return []
    return [
        c
        for c in scene.children
        if c.dep_ == "dobj"
        and c.tag_ == "NNS"
        and not any(g.dep_ in ("nummod", "det", "conj") for g in c.children)
    ]


def _elliptical_units(facts: tuple[Fact, ...], amounts: tuple[Amount, ...]) -> tuple[Amount, ...]:
    """Give an amount without a noun ("bought 4 more") its actor's unit when the nearest
    amount before it, whose unit it took, is another holder's: "Tom had 5 apples. Sue had
    3 pears. He bought 4 more." counts apples. When the actor holds several units the
    reader abstains.

    RETURNS (tuple[Amount, ...]): the amounts, elliptical ones with their actor's unit.
    RAISES Abstain: ``missing-unit`` when the actor holds several units.
    """
    holders: dict[int, set[str]] = {}
    for fact in facts:
        if fact.amount is not None:
            sides = {n for n in (fact.name, fact.party_name) if isinstance(n, str)}
            holders.setdefault(fact.amount.start, set()).update(sides)
    out = list(amounts)
    for index, q in enumerate(out):
        if q.noun is not None or q.money is not None or q.unit is None or index == 0:
            continue
        actors = holders.get(q.start, set())
        before = [p for p in out[:index] if p.unit is not None]
        if not actors or not before:
            continue
        antecedent = before[-1]
        own = {p.unit for p in before if holders.get(p.start, set()) & actors}
        if holders.get(antecedent.start, set()) & actors and (len(actors) == 1 or len(own) < 2):
            continue  # the actor's own last amount ("had 4 cards. She found 3 more")
        if not own or own == {q.unit}:
            continue
        if len(own) > 1:
            raise Abstain(
                "missing-unit",
                f"{q.span(q.head.doc).text!r} may count any of {', '.join(sorted(own))}",
                q.head,
            )
        out[index] = msgspec.structs.replace(q, unit=own.pop())
    return tuple(out)


def _traded_items(
    facts: tuple[Fact, ...],
    rates: tuple[Fact, ...],
    amounts: tuple[Amount, ...],
    words: WordLists,
) -> tuple[Amount, ...]:
    """Give a number with no noun that is bought or sold (``words.item_trade_verbs``) the
    unit of the one kind of items the text prices, where it took money from the amount
    before it: "Stickers cost $2 each. Tomasz bought 6 and Ayesha bought 3." counts
    stickers; nobody buys dollars.

    RETURNS (tuple[Amount, ...]): the amounts, such numbers counting the priced items.
    """
    priced = {
        " ".join(
            [c.lower_ for c in f.rate.per.lefts if c.dep_ in ("amod", "compound")]
            + [plural(f.rate.per.lemma_.lower())]
        )
        for f in rates
        if f.rate is not None and f.rate.price
    }
    if len(priced) != 1:
        return amounts
    (items,) = priced
    traded = {
        f.amount.start
        for f in facts
        if f.amount is not None
        and f.kind in (FactKind.GAIN, FactKind.LOSE)
        and f.verb.lemma_.lower() in words.item_trade_verbs
    }
    return tuple(
        msgspec.structs.replace(q, unit=items)
        if q.start in traded and q.noun is None and q.money is None and q.unit in words.money_units
        else q
        for q in amounts
    )


def _contrasted_stoplist(
    amounts: tuple[Amount, ...], extra: list[Tok], words: WordLists
) -> frozenset[str]:
    """The stoplist less the words the text contrasts on one noun ("8 old stamps and 5 new
    stamps": 'new' names a kind here, though "18 new books" alone does not), and with them
    when only 'ones' carry the contrast ("had 28 socks. He threw away 4 old ones and bought
    36 new ones": the ones he had and the ones he got, no kinds of socks)."""
    nouns = [q.noun for q in amounts if q.noun is not None] + list(extra)
    seen: dict[str, set[str]] = {}  # lemma -> its adjectives (a noun without one adds none)
    for noun in nouns:
        adjectives = [c.lower_ for c in noun.children if c.dep_ == "amod"]
        if adjectives:
            seen.setdefault(noun.lemma_.lower(), set()).update(adjectives)
    kinds, states = set(), set()
    for pair in words.kind_contrasts if seen else ():
        for lemma, adjectives in seen.items():
            if len(set(pair) & adjectives) > 1:
                named = any(  # a noun of its own or the question's carries the pair
                    set(pair) & other for key, other in seen.items() if key != "one"
                )
                (kinds if lemma != "one" or named else states).update(pair)
    return (words.stoplist - kinds) | states if kinds or states else words.stoplist


def _summed_contents(query: Query, amounts: tuple[Amount, ...], words: WordLists) -> frozenset[str]:
    """The container whose contents a total question names by a word no quantity uses
    ("How many packs of groceries did she buy in all?" over packs of cookies and of
    noodles): the question sums over every content, so contents do not split the unit."""
    noun = query.noun
    asked = contents_of(noun) if noun is not None else None
    if asked is None or not total_asked(query, words.total_markers):
        return frozenset()  # the contents first: seldom there, and cheaper to test
    lemma = noun.lemma_.lower()
    stated = {
        c.lemma_.lower()
        for q in amounts
        if q.noun is not None and q.noun.lemma_.lower() == lemma
        for c in [contents_of(q.noun)]
        if c is not None
    }
    return frozenset({lemma}) if stated and asked.lemma_.lower() not in stated else frozenset()


def _asked_contents(query: Query, amounts: tuple[Amount, ...]) -> frozenset[str]:
    """RETURNS (frozenset[str]): the lemmas of the containers whose contents the question
    names itself ("How many pounds of peppers", "How much milk" beside "cartons of soy
    milk"): their stated contents' own words then name no kinds of them."""
    noun = query.noun
    if noun is None:
        return frozenset()
    if (asked_in := contents_of(noun)) is not None:
        if any(c.dep_ in ("amod", "compound") for c in asked_in.lefts):
            return frozenset()  # "How many pounds of green peppers": one kind asked
        return frozenset({noun.lemma_.lower()})
    asked = noun.lemma_.lower()
    # "each shelf had 9 books": a rate per container counts what the question asks
    each = {
        (t.head if t.dep_ == "det" else t).lemma_.lower()
        for t in noun.doc
        if (t.lower_ in EACH and t.dep_ == "det")
        or (t.dep_ == "pobj" and t.head.lower_ == "of" and t.head.head.lower_ == "each")
    }
    return frozenset(
        lemma
        for q in amounts
        if q.noun is not None
        and (lemma := q.noun.lemma_.lower()) not in each
        and (c := contents_of(q.noun)) is not None
        and c.lemma_.lower() == asked
    )


# Modifiers of the question's noun that leave it the bare noun ("how many cats").
_BARE_QUESTION = frozenset({"det", "amod:many", "amod:much", "punct"})


def _summed_kinds(
    query: Query,
    amounts: tuple[Amount, ...],
    facts: tuple[Fact, ...],
    stoplist: frozenset[str],
    words: WordLists,
) -> frozenset[str]:
    """The noun whose kinds the question sums over: "How many cats do they have left?"
    beside "13 siamese cats and 5 house cats" asks about every cat. Only when the question
    names the bare noun and the statement names at least two kinds of it (adjectives or
    noun compounds); a single kind ("50 toy cars ... 12 more cars") may be another thing.
    Not when a kind is a noun of its own ("hot dogs" beside "dogs": a collocation), a
    mention has contents ("boxes of crayons"), a fact scales, or a holder loses a kind it
    was said to hold only other kinds of.

    RETURNS (frozenset[str]): the noun's lemma, or nothing.
    """
    noun = query.noun
    if noun is None or noun.lower_ in ("one", "ones") or noun.lemma_.lower() in words.money_generic:
        return frozenset()
    for child in noun.children:
        label = f"{child.dep_}:{child.lower_}" if child.dep_ == "amod" else child.dep_
        if label not in _BARE_QUESTION and not (child.dep_ == "amod" and child.lower_ in stoplist):
            return frozenset()
    lemma = noun.lemma_.lower()
    kinds = set()
    for q in amounts:
        if q.noun is None or q.noun.lemma_.lower() != lemma or q.noun.i == noun.i:
            continue
        if _contents_of_any(q.noun) or any(
            c.dep_ in ("amod", "compound") and f"{c.lower_} {lemma}" in words.collocations_apart
            for c in q.noun.children
        ):
            return frozenset()
        modifiers = q.adjectives or tuple(
            c.lower_
            for c in q.noun.lefts
            if (c.dep_ == "amod" and c.lower_ not in stoplist)
            or (c.dep_ == "compound" and c.pos_ in ("NOUN", "PROPN", "ADJ"))
        )
        if modifiers:
            kinds.add(modifiers)
    # the cheap test first: seldom two kinds (each test is pure, so their order is free)
    if len(kinds) < 2 or any(f.kind is FactKind.SCALE for f in facts):
        return frozenset()
    return frozenset() if _loses_unheld_kind(facts, lemma) else frozenset({lemma})


def _bare_events(facts: tuple[Fact, ...], summed: frozenset[str]) -> frozenset[int]:
    """RETURNS (frozenset[int]): the nouns of gains and losses of the bare noun the question
    sums ("sold 10 cats"), each by a holder whose holdings of its kinds come before it."""
    found = set()
    held: set[str | None] = set()
    for fact in facts:
        q = fact.amount
        if q is None or q.noun is None or q.noun.lemma_.lower() not in summed:
            continue
        bare = (
            not q.adjectives
            and not noun_adjectives(q.noun, set())
            and not any(c.dep_ == "compound" for c in q.noun.lefts)
        )
        if fact.kind is FactKind.POSSESS and not bare:
            held.add(fact.name)
        elif fact.kind in (FactKind.GAIN, FactKind.LOSE) and bare and fact.name in held:
            found.add(q.noun.i)
    return frozenset(found)


def _holds_apart(facts: tuple[Fact, ...], summed: frozenset[str]) -> bool:
    """RETURNS (bool): one holder holds several of the kinds a question sums ("Connie has
    41 red markers and 64 blue markers. How many markers ...?"): their sum is no stated
    holding but a total over the kinds (0006 rule 6), so the kinds keep their units."""
    seen: set[tuple[str | None, str]] = set()
    for fact in facts:
        q = fact.amount
        if fact.kind is not FactKind.POSSESS or q is None or q.noun is None:
            continue
        lemma = q.noun.lemma_.lower()
        if lemma in summed:
            if (fact.name, lemma) in seen:
                return True
            seen.add((fact.name, lemma))
    return False


def _loses_unheld_kind(facts: tuple[Fact, ...], lemma: str) -> bool:
    """A kind of ``lemma`` lost by a holder said to hold or get only other kinds ("had 6
    green marbles, lost 2 blue marbles"): summing the kinds would hide the contradiction."""
    held: set[tuple[str | None, frozenset[str]]] = set()
    for fact in facts:
        amount = fact.amount
        if amount is None or amount.noun is None or amount.noun.lemma_.lower() != lemma:
            continue
        kinds = frozenset(amount.adjectives or noun_adjectives(amount.noun, set()))
        if fact.kind in (FactKind.POSSESS, FactKind.GAIN):
            held.add((fact.name, kinds))
        elif (
            fact.kind is FactKind.LOSE
            and kinds
            and not held
            & {
                (fact.name, kinds),
                (fact.name, frozenset()),  # "had 8 songs, deleted 5 old songs"
            }
        ):
            return True
    return False


def _contents_of_any(noun: Tok) -> bool:
    return any(c.dep_ == "prep" and c.lower_ == "of" for c in noun.children)


def _money_unit(amounts: tuple[Amount, ...], words: WordLists) -> str | None:
    money = {q.unit for q in amounts if q.unit in words.money_units}
    if not money and any(
        q.noun is not None and q.noun.lemma_.lower() in words.coin_cents for q in amounts
    ):
        return "dollars"  # "9 pennies and 7 quarters. How much money?": coins, in dollars
    return money.pop() if len(money) == 1 else None


def _packs(q: Amount, amounts: tuple[Amount, ...]) -> bool:
    """RETURNS (bool): a phrase on ``q``'s noun ("of 10 pencils", "with 6 eggs in each")
    holds another amount."""
    if q.noun is None:
        return False
    inside = {t.i for c in q.noun.children if c.dep_ == "prep" for t in c.subtree}
    return any(o.start in inside for o in amounts if o is not q)


def _contains(q: Amount, amounts: tuple[Amount, ...], units: set[str | None]) -> bool:
    """RETURNS (bool): ``q`` counts containers of an amount of ``units`` its noun phrase
    holds ("3 packs of 8 stickers")."""
    if q.noun is None:
        return False
    inside = {t.i for t in q.noun.subtree} - {q.noun.i}
    return any(o.start != q.start and o.start in inside and o.unit in units for o in amounts)


_DISTANCES = frozenset({"length", "metric length"})  # the unit groups 'how far' asks


# the noun that counts a mass noun's things ("9 pieces of candy")
_PIECES = "pieces"


def _pieces_of(noun: Tok, amounts: tuple[Amount, ...], unit: str) -> str | None:
    """RETURNS (str | None): 'pieces' when "how much <noun>" asks a mass noun the text
    counts only in pieces ("bought 6 boxes of chocolate candy ... If each box has 9 pieces
    inside it, how much candy did he have?"): no amount counts the noun itself, every
    amount of pieces is of the noun or of nothing named, and the noun is named as what
    pieces or containers hold ('of' + the noun); else None."""
    if noun.tag_ != "NN" or not any(c.lower_ == "much" for c in noun.children):
        return None
    counted = {q.unit for q in amounts}
    if unit in counted or _PIECES not in counted:
        return None
    lemma = noun.lemma_.lower()
    for q in amounts:
        if q.unit != _PIECES or q.noun is None:
            continue
        if any(o.lemma_.lower() != lemma for o in of_objects(q.noun)):
            return None  # "4 pieces of cake" beside "how much candy"
    named = any(
        t.lemma_.lower() == lemma and t.dep_ == "pobj" and t.head.lower_ == "of"
        for t in noun.doc.tokens[: noun.sent.start]
    )
    return _PIECES if named else None


def _question_unit(
    query: Query,
    amounts: tuple[Amount, ...],
    units: dict[int, str],
    words: WordLists,
    held: set[str | None] | None = None,
    told: set[str | None] | None = None,
) -> str:
    if query.noun is not None:
        measure = _measure_of(query, amounts)
        if measure is not None:
            return measure
        pieces = _pieces_of(query.noun, amounts, units[query.noun.i])
        return pieces if pieces is not None else units[query.noun.i]
    scored = words.score_nouns.get(query.verb.lemma_.lower()) if query.verb.tag_ == "NN" else None
    if scored is not None:  # "What would her score be?": the points stated
        if scored not in {q.unit for q in amounts}:
            raise Abstain("unit-mismatch", f"the question asks a score, and no {scored}", query.wh)
        return scored
    if query.money:
        unit = _money_unit(amounts, words)
        if unit is None:
            raise Abstain("unit-mismatch", "'how much' but no single money unit", query.wh)
        named = {  # "How much money in cents": the unit the question names, as "how many cents"
            words.money_nouns[t.lemma_.lower()]
            for t in query.sent
            if t.dep_ == "pobj" and t.head.lower_ == "in" and t.lemma_.lower() in words.money_nouns
        }
        if len(named) > 1:
            raise Abstain("unit-mismatch", "the question names two units of money", query.wh)
        return named.pop() if named else unit
    per = {  # "How many does each friend get?": not friends
        t.head.lemma_.lower() for t in query.sent if t.dep_ == "det" and t.lower_ in EACH
    }
    times = {q.unit for q in amounts if q.unit in TIME_UNITS}
    if query.dimensions == ("time",) and not times:
        paces = pace_time_units(query.sent.doc)  # "at 5 miles per hour. How long did ...?"
        if len(paces) == 1:
            return next(iter(paces))
    if query.dimensions == ("time",) and len(times) == 1:
        # "Each potato takes 5 minutes to cook ... how long": the other numbers count items
        # of that time (question._check_measured)
        return times.pop()  # type: ignore[return-value]
    if query.measures("far") or query.measures("fast"):
        # "How far did she go?"; "How fast did he drive?": the distance per unit of time
        lengths = {q.unit for q in amounts if unit_group(q.unit or "") in _DISTANCES}
        if len(lengths) == 1:
            return lengths.pop()  # type: ignore[return-value]
    all_units = {q.unit for q in amounts if q.noun is None or q.noun.lemma_.lower() not in per}
    if held and len(held) == 1 and None not in held and len(all_units) > 1:
        # "had some stickers. She bought 3 packs of 8 stickers ... How many did she have?":
        # the one unit held, when every other unit counts containers of it
        containers = {q.unit for q in amounts if _contains(q, amounts, held)}
        if all_units - held <= containers:
            all_units = set(held)
    if told and len(told) == 1 and len(all_units) > 1 and told <= all_units:
        # "had 24 peaches and 37 pears ... picked peaches ... How many did she pick?":
        # the one unit the events of the question's verb move
        all_units = set(told)
    if len(all_units) != 1 or None in all_units:
        raise Abstain("unit-mismatch", "the question names no unit", query.wh)
    only = next(iter(all_units))
    assert only is not None
    return only


def _measure_of(query: Query, amounts: tuple[Amount, ...]) -> str | None:
    """The measure a 'how much' question asks of a substance ("How much pepper does
    Brennan have?" beside "0.25 grams of pepper"): the one unit whose quantities all
    measure it, when no quantity counts the substance itself.

    RETURNS (str | None): that unit, or None.
    """
    noun = query.noun
    if noun is None or query.wh.head.lower_ != "much" or noun.tag_ != "NN":
        return None
    lemma = noun.lemma_.lower()
    measures = set()
    for q in amounts:
        if q.noun is None or q.start >= query.sent.start:
            continue
        if q.noun.lemma_.lower() == lemma:
            return None  # "3 peppers": the substance is counted
        contents = contents_of(q.noun)
        if contents is not None and contents.lemma_.lower() == lemma:
            measures.add(q.unit)
    if len(measures) != 1 or None in measures:
        return None
    return measures.pop()


def _scale_unit(
    noun: Tok | None, amounts: tuple[Amount, ...], units: dict[int, str], words: WordLists
) -> str | None:
    if noun is None:
        return None
    if noun.lemma_.lower() in words.money_generic:
        return _money_unit(amounts, words)
    return units.get(noun.i)


def imply_parties(
    facts: tuple[Fact, ...], asked: str | None, people: frozenset[str] = frozenset()
) -> tuple[Fact, ...]:
    """Name the sides the text leaves out.

    An unnamed place of a motion ("3 birds flew away") and the unnamed other side of a
    verb that needs one ("Amy takes 3 away") are the single earlier holder of the unit
    (other than the subject); with none or several the reader abstains. A loss whose
    subject is a common noun that holds nothing and is not asked about ("the rabbits ate
    3 of the potatoes") consumes the single earlier holder's items: that holder is the
    subject.
    RETURNS (tuple[Fact, ...]): the facts with every side named.
    """
    holders: list[tuple[str, str | None]] = []
    losers: list[tuple[str, str | None]] = []  # holders a loss or a gift shrank
    implied: list[Fact] = []
    for fact in facts:
        unit = fact.amount.unit if fact.amount is not None else None
        if fact.name is _IMPLIED:
            # "There were 12 left": what is left of a stock that shrank, when one did
            shrank = [h for h in losers if h[1] == unit]
            told = shrank if _remaining_told(fact) and shrank else holders
            fact = msgspec.structs.replace(
                fact, name=_single_holder(told, unit, None, fact, "names no place")
            )
        elif (
            fact.party is not None
            and fact.party.implied
            and fact.party_name is None
            and fact.kind in (FactKind.GAIN, FactKind.LOSE)
        ):
            if any(
                h != fact.name and h.split()[-1] == str(fact.name).split()[-1] for h, _ in holders
            ):
                raise Abstain(
                    "implicit-party",
                    f"{fact.verb.text!r}: {fact.name} is set apart from another of its kind, "
                    "which may be the other side",
                    fact.verb,
                )
            told = holders
            if not set(fact.frame.parties) & _PERSON_SIDES:  # "Deniz planted 20 trees":
                # into a place, never into an earlier person's hands
                told = [(h, u) for h, u in holders if not _personal(h, people)]
            party = _single_holder(told, unit, fact.name, fact, "takes from someone unnamed")
            fact = msgspec.structs.replace(fact, party_name=party)
        assert fact.name is not None
        holders.append((fact.name, unit))
        if fact.party_name is not None:
            holders.append((fact.party_name, unit))
        if fact.kind is FactKind.LOSE:
            losers.append((fact.name, unit))
        elif fact.kind is FactKind.GAIN and fact.party_name is not None:
            losers.append((fact.party_name, unit))
        implied.append(fact)
    _check_scene(implied, asked)
    return consume_from_holder(tuple(implied), asked, people)


def _check_scene(facts: list[Fact], asked: str | None) -> None:
    """Abstain when a holding of the scene ("There are 4 cards.", ``mentions.SCENE``)
    stands beside a holder the text names: the scene may be that holder's, or not."""
    names = {f.name for f in facts} | {f.party_name for f in facts} | {asked}
    if SCENE in names and names - {SCENE, None}:
        raise Abstain(
            "unresolved-holder", f"'there' names no place, beside {sorted(names - {SCENE, None})}"
        )


# verbs of giving back: the giver returns what the receiver gave before
_RETURNS = frozenset({"give back", "return", "pay back"})


def check_returns(facts: tuple[Fact, ...]) -> None:
    """Abstain when a pronoun gives things back to someone its reading gave them to and
    never got them from ("She gave Farida 5 stickers. Later she gave her 2 stickers
    back": 'back' says the giver is Farida, the pronoun's reading says the first 'she').
    RAISES Abstain: ``unresolved-pronoun``."""
    got: set[tuple[str | None, str | None, str | None]] = set()  # (giver, receiver, unit)
    for fact in facts:
        unit = fact.amount.unit if fact.amount is not None else None
        token = fact.subject.token
        if (
            fact.key in _RETURNS
            and token is not None
            and token.pos_ == "PRON"
            and fact.party_name is not None
            and (fact.name, fact.party_name, unit) in got
            and (fact.party_name, fact.name, unit) not in got
        ):
            raise Abstain(
                "unresolved-pronoun",
                f"{token.text!r} gives back what {fact.name} never got from {fact.party_name}",
                token,
            )
        if fact.kind is FactKind.LOSE:
            got.add((fact.name, fact.party_name, unit))
        elif fact.kind is FactKind.GAIN:
            got.add((fact.party_name, fact.name, unit))


def _remaining_told(fact: Fact) -> bool:
    """RETURNS (bool): ``fact`` is a holding told as what is left ("There were 12 left")."""
    return (
        fact.kind is FactKind.POSSESS
        and fact.construction == "existential"
        and fact.amount is not None
        and remaining(fact.amount) is not None
    )


# the sides of a verb that may be a person ("gave 3 to Ann", "took 2 from Leo", "gave Ann 3")
_PERSON_SIDES = frozenset({"dative", "to", "from", "out of", "off"})


def _personal(name: str, people: frozenset[str]) -> bool:
    """RETURNS (bool): ``name`` is a person's: a proper name as written ("Ayla") or a
    noun of people (``people``, "teacher")."""
    return name[:1].isupper() or name.split()[-1] in people


def _single_holder(
    holders: list[tuple[str, str | None]],
    unit: str | None,
    exclude: str | None,
    fact: Fact,
    what: str,
) -> str:
    """RETURNS (str): the one earlier holder of ``unit`` other than ``exclude``, or abstains."""
    found = {h for h, u in holders if u == unit and h != exclude}
    if len(found) != 1:
        raise Abstain(
            "implicit-party", f"{fact.verb.text!r} {what} ({len(found)} candidates)", fact.verb
        )
    return found.pop()


def consume_from_holder(
    facts: tuple[Fact, ...], asked: str | None, people: frozenset[str] = frozenset()
) -> tuple[Fact, ...]:
    """RETURNS (tuple[Fact, ...]): the facts, a loss whose subject is a common noun that
    holds nothing (no holding of it stated, no gain of its own) and is not asked about
    ("the rabbits ate 3 of the potatoes") made a loss of the single earlier holder of its
    unit (a fact already made so is left alone). A gain of a supplying verb whose subject
    holds none of the things ("The hall had 50 chairs. The janitor brought in 20 chairs.")
    adds to the single earlier holder of its unit, when that holder is no person
    (``people``: ``kinds.json``'s lemmas of people; ``_supplied``)."""
    # a holder of its own: stated, or gaining anywhere in the text ("Her neighbor baked 12
    # cookies and ate 5 of them": the neighbor's)
    possessors = {f.name for f in facts if f.kind in (FactKind.POSSESS, FactKind.GAIN)}
    earlier: list[tuple[str | None, str | None]] = []
    out = []
    for fact in facts:
        unit = fact.amount.unit if fact.amount is not None else None
        if (supplied := _supplied(fact, facts, earlier, asked, people)) is not None:
            fact = msgspec.structs.replace(fact, name=supplied, agentive=False)
        elif (
            fact.kind is FactKind.LOSE
            and fact.agentive
            and fact.frame.consume
            and fact.generic
            and fact.party_name is None
            and fact.name not in possessors
            and fact.name != asked
            and not _own_person(fact)
        ):
            holders = {h for h, u in earlier if u == unit and h != fact.name}
            if any(h.split()[-1] == fact.name.split()[-1] for h in holders):
                holders = set()  # "another cafe broke 5 cups": set apart from the cafe
            if len(holders) == 1:
                _check_distributive(fact)
                fact = msgspec.structs.replace(fact, name=holders.pop(), agentive=False)
        earlier.append((fact.name, unit))
        out.append(fact)
    return tuple(out)


def _supplied(
    fact: Fact,
    facts: tuple[Fact, ...],
    earlier: list[tuple[str | None, str | None]],
    asked: str | None,
    people: frozenset[str],
) -> str | None:
    """RETURNS (str | None): the holder a supplier adds to ("The janitor brought in 20
    chairs" beside "The hall had 50 chairs": the hall): the single earlier holder of the
    unit, no person, when the subject holds none of it otherwise, names no other side and
    is not asked about, and the verb names no other place ("added 12 books to it"); else
    None."""
    if (
        fact.kind is not FactKind.GAIN
        or not (fact.agentive and fact.frame.supply)
        or fact.name in (asked, None)
        or any(
            f is not fact and fact.name in (f.name, f.party_name) for f in facts if not _taken(f)
        )
    ):
        return None
    unit = fact.amount.unit if fact.amount is not None else None
    if fact.party_name is not None:
        if any(h == asked and u == unit for h, u in earlier) and not _personal(str(asked), people):
            # "The teacher brings in 6 chairs from Room 110" ... "in Room 204?": brought
            # from one place to another the text does not name
            raise Abstain(
                "implicit-party",
                f"{fact.verb.text!r} brings them from {fact.party_name}, to a place it does "
                "not name",
                fact.verb,
            )
        return None
    holders = {h for h, u in earlier if u == unit and h != fact.name}
    if len(holders) != 1:
        return None
    (holder,) = holders
    said = [f.subject.token for f in facts if f.name == holder and f.subject.token is not None]
    if not said or any(t.pos_ == "PROPN" or t.lemma_.lower() in people for t in said):
        return None  # "Tom had 5 pens. The teacher brought 3 pens.": to Tom? not said
    places = [  # "added 12 books to it", "to the tank": the holder, or no place said
        g
        for p in fact.verb.children
        if p.dep_ == "prep" and p.lower_ in _DESTINATIONS
        for g in p.children
        if g.dep_ == "pobj"
    ]
    if any(g.pos_ != "PRON" and g.lower_ != holder.split()[-1].lower() for g in places):
        return None
    return holder


# prepositions of the place things are supplied to ("added 12 books to the cart")
_DESTINATIONS = frozenset({"to", "into", "in", "on", "onto"})


def _taken(fact: Fact) -> bool:
    """RETURNS (bool): a gain from a holder the text leaves unnamed ("took away 12 old
    ones" from the hall): what its subject takes does not make it a holder of its own."""
    return fact.kind is FactKind.GAIN and fact.party is not None and fact.party.implied


# Words on a plural subject that make its amount each member's or leave members out.
_DISTRIBUTIVE = frozenset({"all", "both", "each", "every"})
_EXCEPT = frozenset({"except", "but", "besides"})


def _check_distributive(fact: Fact) -> None:
    """Abstain when the eaters are a group quantified as a whole or with exceptions
    ("All the girls ate 3 plums", "Both girls ate 3", "all the boys but Tim"): 3 each or
    3 in all is not said. RAISES Abstain: ``plural-holder``."""
    token = fact.subject.token if fact.subject is not None else None
    if token is None:
        return
    for child in token.children:
        if (child.dep_ in ("det", "predet") and child.lower_ in _DISTRIBUTIVE) or (
            child.dep_ == "prep" and child.lower_ in _EXCEPT
        ):
            group = token.doc[token.left_edge.i : token.i + 1].text
            raise Abstain(
                "plural-holder",
                f"{group!r}: the amount may be each one's or all of theirs",
                fact.verb,
            )


def _own_person(fact: Fact) -> bool:
    """RETURNS (bool): the subject is a person of their own ("his sister", "Tom's brother",
    "a boy named Sam"), who eats from another's stock only when the text says so with a
    partitive of no other owner ("ate 4 of them"); "4 of her own apples" are hers."""
    token = fact.subject.token if fact.subject is not None else None
    if token is None or not (
        any(c.dep_ == "poss" for c in token.children)
        or any(c.dep_ == "appos" and c.pos_ == "PROPN" for c in token.children)
        or named_by(token)
    ):
        return False
    q = fact.amount
    if q is None:
        return True
    doc = q.head.doc
    partitive = any(c.lower_ == "of" for i in q.tokens for c in doc[i].children)
    elided = q.noun is None and q.money is None  # "her dog ate 2": of the same stock
    return not (partitive or elided) or q.owner is not None


def check_convertible(facts: tuple[Fact, ...], unit: str, words: WordLists) -> None:
    """Abstain when the question asks for money and a fact counts coins or bills, or
    another money unit ("had 10 dollars. She found 2 quarters. How many dollars?"): the
    coins count toward the money, and dropping them would give a wrong answer.

    facts (tuple[Fact, ...]): facts with units.
    unit (str): the unit the question asks for.
    words (WordLists): the compiled ``words.json`` (money units, coin nouns).
    RAISES Abstain: ``convertible-unit``.
    """
    asked_money = unit in words.money_units
    for fact in facts:
        q = fact.amount
        if q is None or q.unit is None or q.unit == unit:
            continue
        coin = q.noun is not None and q.noun.lemma_.lower() in words.coin_nouns
        money = q.unit in words.money_units
        if (asked_money and (coin or money)) or (money and _is_coin_unit(unit, facts, words)):
            raise Abstain(
                "convertible-unit",
                f"{q.span(q.head.doc).text!r} counts toward the {unit} asked for",
                q.head,
            )


def unit_dimension(unit: str, dimensions: dict[str, str]) -> str | None:
    """RETURNS (str | None): what ``unit`` measures ("time" for a time unit, else its
    dimension in ``dimensions``: unit noun, singular or plural -> dimension, as
    ``MeasureData.dimensions`` gives it), None for a count."""
    if unit in TIME_UNITS:
        return "time"
    return dimensions.get(unit)


def check_measure_units(
    amounts: tuple[Amount, ...],
    unit: str,
    dimensions: dict[str, str],
    converted: frozenset[int] = frozenset(),
) -> None:
    """Abstain when the question asks for a unit of measure and the text states an amount
    in another unit of the same dimension ("It snowed 2 feet on Monday and 3 inches on
    Tuesday. How many inches ...?"): the rules do not convert it, and leaving it out
    would give a wrong answer.

    amounts (tuple[Amount, ...]): every quantity of the problem, with units.
    unit (str): the unit the question asks for.
    dimensions (dict[str, str]): unit noun, singular or plural -> its dimension ("feet"
        -> "length", ``MeasureData.dimensions``); time units have the dimension "time".
    converted (frozenset[int]): starts of amounts an equation converts (the stretch of
        time a rate per unit of time runs over: "9 hours a day ... in 2 weeks").
    RAISES Abstain: ``convertible-unit``.
    """
    asked = unit_dimension(unit, dimensions)
    if asked is None:
        return
    for q in amounts:
        if q.start in converted:
            continue
        if q.unit is not None and q.unit != unit and unit_dimension(q.unit, dimensions) == asked:
            raise Abstain(
                "convertible-unit",
                f"{q.span(q.head.doc).text!r} counts toward the {unit} asked for",
                q.head,
            )


def check_whole_count(
    answer: Quantity,
    amounts: tuple[Amount, ...],
    money_units: frozenset[str],
    dimensions: dict[str, str],
) -> None:
    """Abstain when a count of things comes out as a fraction from whole numbers: "Tom has
    half as many apples as Sam. Sam has 9 apples." gives 4.5 apples, which no reading of
    the text can mean. Money, measures and time may be fractions, and so may a count the
    text itself states as one with its noun ("0.5 pie"); a number with no noun of its own
    ("0.25 of them", "1.5 more") does not make the count one of fractions.

    answer (Quantity): the solver's answer.
    amounts (tuple[Amount, ...]): every quantity of the problem.
    money_units (frozenset[str]): units of money.
    dimensions (dict[str, str]): unit noun, singular or plural -> its dimension.
    RAISES Abstain: ``not-whole``.
    """
    value = answer.value
    if isinstance(value, int) or float(value).is_integer():
        return
    unit = answer.unit
    if unit in money_units or unit_dimension(unit, dimensions) is not None:
        return
    if any(q.value.denominator != 1 and q.noun is not None for q in amounts):
        return  # "ate 0.5 pie": the text counts it in fractions ("0.25 of them" does not)
    raise Abstain(
        "not-whole",
        f"a count of {unit} comes out as {value}, not a whole number, from whole numbers",
    )


def _is_coin_unit(unit: str, facts: tuple[Fact, ...], words: WordLists) -> bool:
    return any(
        f.amount is not None
        and f.amount.unit == unit
        and f.amount.noun is not None
        and f.amount.noun.lemma_.lower() in words.coin_nouns
        for f in facts
    )


# Possession verbs that say the holding is the start ("Mia started with 20 stickers").
_START_KEYS = frozenset({"start with", "begin with"})


def start_first(facts: tuple[Fact, ...], words: WordLists) -> tuple[Fact, ...]:
    """Move a holding stated as the start ("There were 30 pears in the basket to begin
    with.", "Mia started with 20 stickers.") before the events, wherever the text states it.

    facts (tuple[Fact, ...]): facts in reading order, with holder names.
    words (WordLists): the compiled ``words.json`` (``start_statement_markers``).
    RETURNS (tuple[Fact, ...]): the start holdings first, the rest in reading order.
    """
    markers = words.start_statement_markers
    first = [
        f
        for f in facts
        if f.kind is FactKind.POSSESS and (f.key in _START_KEYS or _says_start(f.verb, markers))
    ]
    if not first:
        return facts
    return (*first, *(f for f in facts if all(f is not g for g in first)))


def _says_start(verb: Tok, markers: tuple[str, ...]) -> bool:
    sent = verb.sent
    text = " " + " ".join(sent.doc.lower[sent.start : sent.end]) + " "
    return any(f" {marker} " in text for marker in markers)
