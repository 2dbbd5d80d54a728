"""What the question restricts: every modifier of its noun and verb must select the facts.

"How many pages did Ann read on Monday?" asks about the facts 'on Monday' only; "How many
red and green pens …" asks about two kinds at once. Schema v1 has no way to select part
of a holding's history, so a modifier the facts do not all carry makes the reader
abstain; a modifier every fact on the asked unit carries selects them all and changes
nothing. Nothing a question says is dropped.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..abstention import Abstain
from ..docview import Tok
from ..ir import Amount, Fact, FactKind, Query
from ..quantities.quantities import (
    contents_of,
    counts_money,
    is_kind_of,
    plural,
    untold_adjectives,
)
from ..question.question import condition_tokens, total_asked
from ..resolve.mentions import Mentions
from ..rules import WordLists

_NOUNS = ("NOUN", "PROPN")
# dependents of the question's verb that restrict what it asks
_VERB_MODIFIERS = ("prep", "npadvmod", "advmod", "advcl", "tmod", "obl", "agent")
# dependents of the question's noun that restrict which items it counts
_NOUN_MODIFIERS = ("prep", "acl", "relcl", "npadvmod", "appos")
_NEVER = ("", "")  # a modifier no fact can carry (a clause, a preposition without object)

Key = tuple[str, str]


def check_coordination(query: Query) -> None:
    """Abstain on a question about several kinds at once ("How many red and green pens",
    "How many apples and pears"): schema v1 asks for one unit."""
    noun = query.noun
    if noun is None:
        return
    heads = [noun, *(c for c in noun.children if c.dep_ in ("amod", "compound", "nmod"))]
    for head in heads:
        for child in head.children:
            if child.dep_ == "conj":
                raise Abstain(
                    "coordinated-question",
                    f"the question asks about {head.text!r} and {child.text!r} at once",
                    child,
                )


def check_restrictions(
    query: Query,
    facts: tuple[Fact, ...],
    amounts: tuple[Amount, ...],
    unit: str,
    asked: str | None,
    mentions: Mentions,
    words: WordLists,
    read: frozenset[int] = frozenset(),
    kinds: Mapping[str, frozenset[str]] | None = None,
    rates: tuple[Fact, ...] = (),
) -> None:
    """Abstain when the question's noun or verb carries a modifier that not every fact on
    the asked unit carries ("How many apples did she pick in the afternoon?"). Money spent
    "on" a word for a whole of kinds ("How much did she spend on clothing?") is every
    fact's when each paid for a kind of it ("$14 on shorts", "a jacket for $5").

    query (Query): the question.
    facts (tuple[Fact, ...]): the facts, units resolved.
    amounts (tuple[Amount, ...]): every quantity, units resolved.
    unit (str): the unit asked.
    asked (str | None): the holder asked about.
    mentions (Mentions): the holder resolver (a place named by the question is the holder).
    words (WordLists): the word lists.
    read (frozenset[int]): tokens of the question a fact reads ("in 3 weeks").
    kinds (Mapping | None): a word for a whole ("clothing") -> the singular nouns it covers
        (``kinds.json``, by ``RuleSet.kind_names``).
    rates (tuple[Fact, ...]): the rate facts; a rate per time an act is done ("buys 2
        oranges each time she goes") carries what its counts of times carry ("went to the
        store 8 times last month").
    RAISES Abstain: ``restricted-question``.
    """
    _check_predicate(query, amounts, unit, words, read)
    modifiers = (
        _question_modifiers(query, asked, mentions, words, read, _told_by_acts(amounts))
        if query.sent.start <= query.verb.i < query.sent.end
        else []  # a statement's verb: the places of a trip's distance, ``trip`` matched them
    )
    if not modifiers:
        _check_adjectives(query, amounts, unit, words, read)
        return
    relevant = [
        f
        for f in facts
        if (f.amount is not None and f.amount.unit == unit)
        or (f.amount is None and f.scale_unit == unit)
    ]
    if not relevant and kinds:  # "44 boys and 53 girls ... How many children": the kinds
        covered = kinds.get(unit, frozenset())
        relevant = [
            f for f in facts if f.amount is not None and is_kind_of(f.amount, unit, covered)
        ]
    times = set().union(*(_fact_modifiers(r) for r in rates if _counts_times(r)))
    timed = [r for r in rates if _per_time(r, unit)] if times else []
    relevant += timed
    per_verb: dict[int, int] = {}
    for f in facts:
        per_verb[f.verb.i] = per_verb.get(f.verb.i, 0) + 1
    shared = frozenset(i for i, n in per_verb.items() if n > 1)
    either: dict[int, set[Key]] = {}  # the objects one preposition coordinates
    for key, token in modifiers:
        either.setdefault(token.i, set()).add(key)
    listed = _listed_modifiers(relevant, shared)
    own_keys = [_fact_modifiers(f, shared) | (times if f in timed else set()) for f in relevant]
    units = {q.start: q.unit for q in amounts}  # the rates' amounts, units resolved
    held = {
        units.get(r.rate.amount.start) for r in rates if r.rate is not None and not r.rate.price
    }
    containers = {  # "Each box has 500 pieces": the boxes hold the pieces asked
        r.rate.per.lemma_.lower()
        for r in rates
        if r.rate is not None and not r.rate.price and units.get(r.rate.amount.start) == unit
    } | {  # "puts 8 rolls on each tray": a share of so many in each
        r.share.per.lemma_.lower()
        for r in rates
        if r.share is not None
        and r.share.per is not None
        and r.share.part is not None
        and units.get(r.share.part.start) == unit
    }
    for key, token in modifiers:
        if key[0] in ("for", "with") and plural(key[1]) in held and token.head == query.verb:
            continue  # "How many vases does she need for her flowers?", "How many baskets
            # did she fill with eggs?": what the containers hold
        if key[0] in words.container_preps and _unsaid_kind(token, query):
            raise Abstain(  # "in the red boxes": no statement says which boxes are red
                "restricted-question",
                f"the question restricts the answer ({_show(key, token)}) by a word no "
                "statement gives its place",
                token,
            )
        if key[0] in words.container_preps and key[1] in containers and _all_of(token):
            continue  # "How many pieces are there in the boxes?": what the boxes hold
        group = either[token.i]
        if len(group) == 1 and any(key in _coordinated_keys(f) for f in relevant):
            raise Abstain(  # "read 12 pages on Monday and Tuesday ... on Monday?"
                "restricted-question",
                f"the question restricts the answer ({_show(key, token)}), and a fact says it "
                "of that and more together",
                token,
            )
        if relevant and all(key in keys for keys in own_keys):
            continue
        if relevant and kinds and all(_paid_for_kind(f, token, kinds, words) for f in relevant):
            continue  # "spent $14 on shorts and $5 on a jacket ... on clothing"
        if len(group) > 1 and relevant and all(group & listed[id(f)] for f in relevant):
            continue  # "on Monday and Tuesday combined": every fact on one of the days
        own = f"{query.verb.lemma_.lower()} {token.lower_}"
        rest = " ".join(t.lower_ for t in token.subtree if t != token)
        stranded = key == _NEVER or rest in words.neutral_modifiers  # "go to (in all)"
        if stranded and relevant and all(f.key == own for f in relevant):
            continue  # "did Joan go to": the preposition of the facts' own verb ("go to")
        if relevant and all(_clause_time(f, words.time_words) == key for f in relevant):
            continue  # "served 9 during lunch and 6 during dinner today": of both
        if key[0] == "from" and token.head == query.noun and _gained_at(key[1], relevant):
            continue  # "pictures from her vacation" after "While on vacation, she took 15"
        if _one_place(key, facts, relevant, words):
            continue  # "390 students at a school ... how many classrooms are needed at the
            # school?": the one place the text names
        if not _neutral(key, token, query, relevant, unit, asked, mentions, words):
            raise Abstain(
                "restricted-question",
                f"the question restricts the answer ({_show(key, token)}), and the facts "
                "do not all say so",
                token,
            )
    _check_adjectives(query, amounts, unit, words, read)


def check_asked_contents(query: Query, amounts: tuple[Amount, ...], unit: str) -> None:
    """Abstain when the question's noun names contents ("How many liters of orange juice",
    "kilograms of beans") that the unit asked does not carry, while the text counts
    containers of them and of other contents ("sacks of beans", "sacks of rice") or the
    question's contents carry words of their own: the answer would count every kind.

    RAISES Abstain: ``restricted-question``.
    """
    noun = query.noun
    contents = contents_of(noun) if noun is not None else None
    if contents is None:
        return
    kinds = [c for c in contents.lefts if c.dep_ in ("amod", "compound")]
    words = {contents.lower_, *(c.lower_ for c in kinds)}
    if words <= set(unit.split()):
        return
    lemma, asked = contents.lemma_.lower(), noun.lemma_.lower()  # type: ignore[union-attr]
    held: dict[str, set[str]] = {}  # another container -> the contents it is said to hold
    for q in amounts:
        container = q.noun
        if container is not None and container.lemma_.lower() != asked:
            c = contents_of(container)
            if c is not None:
                held.setdefault(container.lemma_.lower(), set()).add(c.lemma_.lower())
    # "kilograms of beans" beside "sacks of rice" and "sacks of beans": one kind asked (a
    # word no container holds, "pounds of snacks", names them all: resolve._summed_contents)
    if kinds or any(lemma in found and len(found) > 1 for found in held.values()):
        raise Abstain(
            "restricted-question",
            f"the question asks about {' '.join(t.text for t in [*kinds, contents])}, and the "
            f"{unit} counted do not say so",
            kinds[0] if kinds else contents,
        )


def _own_adjectives(q: Amount) -> tuple[str, ...]:
    """RETURNS (tuple[str, ...]): the words that say which kind an amount counts: its
    adjectives as read, else the adjectives and compounds on its noun (or number)."""
    return q.adjectives or tuple(
        c.lower_ for c in (q.noun or q.head).children if c.dep_ in ("amod", "compound")
    )


def _check_predicate(
    query: Query,
    amounts: tuple[Amount, ...],
    unit: str,
    words: WordLists,
    read: frozenset[int] = frozenset(),
) -> None:
    """An adjective the question predicates of what it counts ("How many of Ben's peaches
    are red?", "How many apples are still good?") asks for those items only, as "How many
    red peaches" does: every amount of the asked unit must carry it (but one the question's
    form reads, ``read``: the state of a complement)."""
    verb = query.verb
    if verb.lemma_ != "be":
        return
    for child in verb.children:
        if child.dep_ != "acomp" or child.pos_ != "ADJ" or child.i in read:
            continue
        if child.i == query.wh.i + 1:
            continue  # "How big is each group?": the size asked, no kind
        if query.measure is not None and child.i == query.measure.i:
            continue  # "How tall is Tori now?": the measure asked, not a kind of it
        if child.lower_ in words.neutral_modifiers or child.lower_ in words.stoplist:
            continue
        for q in amounts:
            if q.unit != unit:
                continue
            if child.lower_ not in _own_adjectives(q):
                raise Abstain(
                    "restricted-question",
                    f"the question asks only for what is {child.text!r}, and "
                    f"{q.span(verb.doc).text!r} does not say it is",
                    child,
                )


def _check_adjectives(
    query: Query,
    amounts: tuple[Amount, ...],
    unit: str,
    words: WordLists,
    read: frozenset[int] = frozenset(),
) -> None:
    """An adjective of the question's noun that is not part of the unit (nothing contrasts
    it) must be carried by every mention of that noun: "Tia has 5 red pens. She buys 3 pens.
    How many red pens …" cannot tell the colour of the 3."""
    noun = query.noun
    if noun is None:
        return
    unit_words = set(unit.split())
    lemma = noun.lemma_.lower()
    for child in noun.children:
        if child.dep_ != "amod" or child.lower_ in words.stoplist or child.i in read:
            continue
        if child.lower_ in words.neutral_modifiers or child.lower_ in unit_words:
            continue
        if child.lower_ in ("many", "much"):
            continue
        if query.measure is not None and child.i == query.measure.i:
            continue  # "How many inches tall is Tomas?": the measure asked, not a kind
        for q in amounts:
            if q.noun is None or q.noun.lemma_.lower() != lemma or q.noun.i == noun.i:
                continue
            if q.noun.dep_ == "pobj" and q.noun.head.lower_ == "of":
                continue  # "221 of the balloons" names items of an earlier mention
            if any(q.head.doc[i].lower_ == "more" for i in range(q.start, q.noun.i)):
                continue  # "6 more fish": more of the kind named before
            if child.lower_ not in _own_adjectives(q):
                raise Abstain(
                    "restricted-question",
                    f"the question asks about {child.text!r} {noun.text}, and "
                    f"{q.span(noun.doc).text!r} does not say it is",
                    child,
                )


def _question_modifiers(
    query: Query,
    asked: str | None,
    mentions: Mentions,
    words: WordLists,
    read: frozenset[int] = frozenset(),
    jobs: bool = False,
) -> list[tuple[Key, Tok]]:
    """RETURNS: the question's modifiers of its verb and noun (``read``: the tokens of
    phrases a fact reads, left out: "in 3 weeks" as a rate's count; ``jobs``: the text
    tells amounts by the acts that made them, "14 dollars shoveling snow", so an act the
    question names on its object restricts too)."""
    wh = {query.wh.i, query.wh.i + 1}
    conditions = condition_tokens(query) | read
    verbs = [query.verb]
    root = query.sent.root
    if root != query.verb:
        verbs.append(root)
    found: list[tuple[Key, Tok]] = []
    noun = query.noun
    skip = set(wh) | conditions
    if noun is not None:
        skip.add(noun.i)
    holding = words.question_holding_verbs
    for verb in verbs:
        for child in verb.children:
            if (
                jobs
                and child.dep_ == "dobj"
                and child.pos_ == "NOUN"
                and child is not noun
                and child.i not in skip
                and any(c.tag_ == "VBG" for c in child.children)
            ):  # "How much money did he make shoveling snow?": 'shoveling' read on 'snow'
                found.append((_NEVER, child))
                continue
            if child.i in skip or child in verbs or child.dep_ not in _VERB_MODIFIERS:
                continue
            if child.lower_ == "than":
                continue  # a difference's other holder (difference.py); else coverage abstained
            if child.text in mentions.first:
                continue  # "how many pens do amy and bob have": a holder misparsed
            if f"{verb.lemma_.lower()} {child.lower_}" in holding:
                continue  # "does Jose end with": the verb's own preposition
            if noun is not None and noun in child.subtree:
                continue  # "with blocks" holds the noun asked about
            if child.i < verb.i and (
                child.pos_ in ("PROPN", "PRON")
                or (asked is not None and _name(child, mentions) == asked)
            ):
                continue  # "does Lily have left": the subject misparsed as a modifier
            found.extend(_keys(child, asked, mentions, words))
    if noun is not None:
        for child in noun.children:
            if child.i in skip or child in verbs or child.dep_ not in _NOUN_MODIFIERS:
                continue  # "the number of goals Jorge scored": the question's own verb
            if child.dep_ in ("acl", "relcl") and child.lower_ in words.neutral_modifiers:
                continue  # "apples left"
            found.extend(_keys(child, asked, mentions, words))
    return found


def _told_by_acts(amounts: tuple[Amount, ...]) -> bool:
    """RETURNS (bool): an amount carries the '-ing' act that made it ("14 dollars shoveling
    snow")."""
    return any(
        q.noun is not None
        and any(c.tag_ == "VBG" and c.dep_ in ("acl", "advcl") for c in q.noun.children)
        for q in amounts
    )


def _keys(
    child: Tok, asked: str | None, mentions: Mentions, words: WordLists
) -> list[tuple[Key, Tok]]:
    """The restrictions one dependent names: (preposition, object lemma) per object of a
    prepositional phrase, ("", lemma) for an adverb or a bare noun phrase of time."""
    neutral = words.neutral_modifiers
    doc = child.doc
    objects = [c for c in child.children if c.dep_ == "pobj"]
    named = bool(objects) and _of_named_time(objects[0], words)  # "at the end of Tuesday"
    if _in_phrase(child, neutral) and not named:
        return []  # "in all" (the tagger may read 'in' as an adverb)
    if child.dep_ == "prep":
        if " ".join(t.lower_ for t in child.subtree) in neutral:
            return []  # "in all", "in total"
        objects = [c for c in child.children if c.dep_ == "pobj"]
        if not objects:
            return [(_NEVER, child)]
        if " ".join(t.lower_ for t in doc[child.i : objects[0].i + 1]) in neutral and not named:
            return []  # "at the end (of the day)"; not "at the end of Tuesday"
        out = []
        for obj in [*objects, *(c for o in objects for c in o.children if c.dep_ == "conj")]:
            out.append(((child.lower_, _object_name(obj)), child))
        for other in child.children:  # "in the morning and in the evening"
            if other.dep_ == "conj" and other.pos_ == "ADP":
                out.extend(_keys(other, asked, mentions, words) or [(_NEVER, other)])
        return out
    if child.dep_ in ("advmod", "npadvmod", "tmod", "obl"):
        if child.lower_ in neutral or child.lemma_.lower() in neutral:
            return []
        if child.dep_ == "advmod" and child.pos_ != "ADV" and child.pos_ not in _NOUNS:
            return []  # "how" misattached, a particle read as an adverb
        return [(("", _time_name(child)), child)]
    if child.dep_ in ("acl", "relcl", "advcl", "appos", "agent"):
        heads = [child, *(c for c in child.children if c.dep_ in ("acomp", "xcomp", "oprd"))]
        if any(h.lower_ in neutral or h.lemma_.lower() in neutral for h in heads):
            return []  # "apples left", "when the workers are finished"
        return [(_NEVER, child)]
    return []


def _unsaid_kind(prep: Tok, query: Query) -> bool:
    """RETURNS (bool): the object of ``prep`` in the question carries an adjective that no
    statement gives a noun of its lemma ("in the red boxes" beside "6 boxes")."""
    obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    return obj is not None and bool(untold_adjectives(obj, query.sent.start, _ORDER)[0])


def _all_of(prep: Tok) -> bool:
    """RETURNS (bool): the object of ``prep`` names things in the plural with no number,
    owner or adjective of its own ("in the boxes", "on all the trays"): all of them."""
    obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    return (
        obj is not None
        and obj.tag_ == "NNS"
        and all(c.dep_ == "det" or c.lower_ == "all" for c in obj.children)
    )


def _neutral(
    key: Key,
    token: Tok,
    query: Query,
    facts: list[Fact],
    unit: str,
    asked: str | None,
    mentions: Mentions,
    words: WordLists,
) -> bool:
    """Whether a restriction the facts do not all carry still selects them all: the place
    asked about ("How many ducks are in the pond"), the unit named again ("in dollars"),
    the holder's own place that a statement names when no fact names another ("in her
    class"), a kind of
    contents that no fact contrasts ("bags of chips")."""
    prep, lemma = key
    if not prep:
        return False
    obj = next((c for c in token.children if c.dep_ == "pobj" and _object_name(c) == lemma), None)
    if obj is None:
        return False
    if prep == "in" and (
        words.money_nouns.get(lemma) == unit or obj.lower_ == unit or lemma in unit.split()
    ):
        return True  # "How much money, in dollars, …"
    if prep in words.container_preps and asked is not None:
        if _name(obj, mentions) == asked:
            return True  # the place asked about is the holder
        owner = next((c for c in obj.children if c.dep_ == "poss"), None)
        places = {k[1] for f in facts for k in _fact_modifiers(f) if k[0] in words.container_preps}
        if owner is not None and _name(owner, mentions) == asked and places <= {lemma}:
            # "Beth had 20 students in her class ... How many students did Beth have in her
            # class" (C8), no other place; but not a place no statement names ("How many
            # plums does Omar have in his bag?": the plums may be elsewhere) or one set apart
            # from another ("in his other hand")
            return not _unnamed_place(obj, query, words)
    if prep == "of" and token.head == query.noun:
        partitive = words.plural_pronouns | words.pronouns.keys() | {"those", "these"}
        contents = {  # not "17 of them": a part of what was named before
            k[1]
            for f in facts
            for k in _fact_modifiers(f)
            if k[0] == "of" and k[1] != lemma and k[1] not in partitive
        }
        if not contents:
            return True  # "How many bags of chips": no other contents contrasted
        # "How many pounds of snacks did she buy in all?" over pounds of peanuts and raisins
        return lemma not in contents and total_asked(query, words.total_markers)
    return False


# prepositions of a scene things were got at ("on vacation", "at the fair")
_SCENE_PREPS = frozenset({"on", "at", "during", "in"})


def _gained_at(lemma: str, facts: list[Fact]) -> bool:
    """RETURNS (bool): things asked 'from' a scene ("How many pictures from her vacation
    does she still have?") are all the things: every fact that brings the unit (a holding
    or a gain) is told at that scene, by a phrase of its verb before its subject ("While on
    vacation, she took 15 at the zoo and 18 at the museum"), and the other facts come
    after them (what she deleted of them)."""
    brought = [f for f in facts if f.kind in (FactKind.POSSESS, FactKind.GAIN)]
    if not brought or any(f.kind is not FactKind.LOSE for f in facts if f not in brought):
        return False
    first_other = min((f.position for f in facts if f not in brought), default=None)
    if first_other is not None and any(f.position > first_other for f in brought):
        return False
    for fact in brought:
        subjects = [c.i for c in fact.verb.children if c.dep_ == "nsubj"]
        if not subjects or not any(
            c.dep_ == "prep"
            and c.lower_ in _SCENE_PREPS
            and c.i < subjects[0]
            and any(o.dep_ == "pobj" and _object_name(o) == lemma for o in c.children)
            for c in fact.verb.children
        ):
            return False
    return True


def _unnamed_place(place: Tok, query: Query, words: WordLists) -> bool:
    """RETURNS (bool): the question's owned place is set apart ("his other hand") or no
    statement names it ("in his bag", "in her hand" after a text that never says where
    the things are)."""
    if any(c.lower_ in ("other", "another") for c in place.children):
        return True
    lemma = place.lemma_.lower()
    doc = place.doc
    return not any(
        t.lemma_.lower() == lemma
        for t in doc.tokens
        if not query.sent.start <= t.i < query.sent.end
    )


def _in_phrase(token: Tok, phrases: frozenset[str]) -> bool:
    """RETURNS (bool): whether the token is part of one of ``phrases`` as written."""
    lowers = token.doc.lower
    for size in (1, 2, 3):
        for start in range(max(0, token.i - size + 1), token.i + 1):
            if " ".join(lowers[start : start + size]) in phrases:
                return True
    return False


def _name(token: Tok, mentions: Mentions) -> str | None:
    try:
        return mentions.name(token)
    except Abstain:
        return None


def _fact_modifiers(fact: Fact, shared: frozenset[int] = frozenset()) -> set[Key]:
    """RETURNS (set): the restrictions the fact's clause and noun carry. The clause's own
    modifiers count only when the clause states this one fact: "caught 4 fish in the
    morning, 7 fish at noon" may put 'in the morning' on the verb, and it is not about
    the 7."""
    tokens = [] if fact.verb.i in shared else [fact.verb]
    if fact.amount is not None:
        tokens.append(fact.amount.head)
        if fact.amount.noun is not None:
            tokens.append(fact.amount.noun)
            tokens += _list_modified(fact.amount.noun, fact.verb, shared)
    keys: set[Key] = set()
    for token in tokens:
        for child in token.children:
            if child.dep_ == "prep":
                for obj in child.children:
                    if obj.dep_ == "pobj":
                        keys.add((child.lower_, _object_name(obj)))
            elif child.dep_ in ("advmod", "npadvmod", "tmod", "obl"):
                keys.add(("", _time_name(child)))
    return keys


def _list_modified(noun: Tok, verb: Tok, shared: frozenset[int]) -> list[Tok]:
    """RETURNS: the words whose modifiers say a thing of every noun of a list ``noun`` is
    in ("44 boys and 53 girls on the playground at recess"): the last noun, when no other
    noun of the list has a modifier of its own, and the clause's verb, shared by the list's
    facts, when none of its own modifiers stands inside the list ("At the nursery, there
    are 14 roses and 30 carnations"; not "caught 4 fish in the morning and 7 at noon");
    else none."""
    listed = sorted({noun, *noun.conjuncts}, key=lambda t: t.i)
    if len(listed) < 2 or any(c.dep_ == "prep" for t in listed[:-1] for c in t.children):
        return []
    first, last = listed[0], listed[-1]
    found = [last]
    if verb.i in shared and not any(
        first.i < c.i < last.i for c in verb.children if c.dep_ in ("prep", "advmod", "npadvmod")
    ):
        found.append(verb)
    return found


# prepositions of where things are ("at a school", "in the park")
_PLACE_PREPS = frozenset({"at", "in", "on"})


def _one_place(key: Key, facts: tuple[Fact, ...], relevant: list[Fact], words: WordLists) -> bool:
    """RETURNS (bool): the question's place ("at the school") is the one place the text
    names, said of things other than the ones asked ("There are 390 students at a school.
    ... how many classrooms are needed at the school?"): no fact on the asked unit names a
    place, and every place named is this one."""
    if key[0] not in _PLACE_PREPS:
        return False
    places = {
        k for f in facts for k in _fact_modifiers(f) if k[0] in _PLACE_PREPS | words.container_preps
    }
    if places != {key}:
        return False
    return not any(
        k[0] in _PLACE_PREPS | words.container_preps for f in relevant for k in _fact_modifiers(f)
    )


def _counts_times(fact: Fact) -> bool:
    """RETURNS (bool): the fact counts the times an act was done ("went to the store 8
    times last month")."""
    q = fact.amount
    return fact.rate is None and q is not None and q.noun is not None and q.noun.lower_ == "times"


def _per_time(fact: Fact, unit: str) -> bool:
    """RETURNS (bool): the fact is a rate of ``unit`` per time an act is done ("buys 2
    oranges each time she goes to the store"), its noun in the unit."""
    terms = fact.rate
    if terms is None or terms.per.lower_ != "time":
        return False
    q = terms.amount  # units are not yet resolved on rates: its words
    return q.money == unit if q.money is not None else q.noun is not None and q.noun.lower_ in unit


def _coordinated_keys(fact: Fact) -> set[Key]:
    """RETURNS (set): the restrictions of the fact's clause whose object is coordinated
    with another ("on Monday and Tuesday"): said of them together, not of each."""
    keys: set[Key] = set()
    for token in (fact.verb, *((fact.amount.head,) if fact.amount is not None else ())):
        for child in token.children:
            if child.dep_ != "prep":
                continue
            for obj in child.children:
                if obj.dep_ == "pobj" and any(  # not "on the desk and 2 cups in ...": an amount
                    c.dep_ == "conj" and not any(n.like_num for n in c.subtree)
                    for c in obj.children
                ):
                    keys.add((child.lower_, _object_name(obj)))
    return keys


def _listed_modifiers(facts: list[Fact], shared: frozenset[int]) -> dict[int, set[Key]]:
    """RETURNS (dict): id of each fact -> its restrictions, where a clause that lists
    several amounts ("snowed 0.32 inches on Monday and 0.21 inches on Tuesday") gives
    each the verb's modifiers between it and the next amount of that verb."""
    out = {id(f): _fact_modifiers(f, shared) for f in facts}
    by_verb: dict[int, list[Fact]] = {}
    for f in facts:
        if f.verb.i in shared and f.amount is not None:
            by_verb.setdefault(f.verb.i, []).append(f)
    for group in by_verb.values():
        group.sort(key=lambda f: f.amount.start if f.amount is not None else 0)
        ends = [f.amount.start for f in group[1:] if f.amount is not None] + [len(f.verb.doc)]
        for fact, end in zip(group, ends, strict=True):
            assert fact.amount is not None
            own = _fact_modifiers(fact, frozenset())  # the verb's modifiers, then filtered
            out[id(fact)] |= {
                key
                for key in own
                if any(
                    fact.amount.start < c.i < end and _keys_of(c) == {key}
                    for c in fact.verb.children
                )
            }
    return out


def _keys_of(child: Tok) -> set[Key]:
    """RETURNS (set): the restrictions one dependent of a verb names, as ``_fact_modifiers``
    reads them."""
    if child.dep_ == "prep":
        return {(child.lower_, _object_name(o)) for o in child.children if o.dep_ == "pobj"}
    if child.dep_ in ("advmod", "npadvmod", "tmod", "obl"):
        return {("", _time_name(child))}
    return set()


def _paid_for_kind(
    fact: Fact, token: Tok, kinds: Mapping[str, frozenset[str]], words: WordLists
) -> bool:
    """RETURNS (bool): ``token`` is the 'on' of "spend on <whole>" ("on clothing", a bare
    word for a whole of kinds) and the fact's money paid for one of its kinds."""
    objects = [c for c in token.children if c.dep_ == "pobj"]
    q = fact.amount
    if token.lower_ != "on" or len(objects) != 1 or q is None:
        return False
    if not counts_money(q, words.money_nouns):
        return False
    whole = objects[0]
    if any(c.dep_ in ("amod", "compound", "nmod", "prep") for c in whole.children):
        return False  # "on winter clothing": a kind of its own
    covered = kinds.get(whole.lower_) or kinds.get(whole.lemma_.lower())
    item = _item_paid(q, fact.verb)
    if not covered or item is None:
        return False
    # "$20 on a shirt and a book": every thing the money paid for is of the kind
    items = [
        item,
        *(
            c  # not "$5 on a jacket" parsed as a conjunct of "shorts"
            for c in item.conjuncts
            if c.pos_ in ("NOUN", "PROPN")
            and c.lemma_.lower() not in words.money_nouns
            and not any(g.like_num for g in c.children)
            and not _opens_clause(c)  # "on grapes and her brother spent $6"
        ),
    ]
    return all(t.lower_ in covered or t.lemma_.lower() in covered for t in items)


def _opens_clause(noun: Tok) -> bool:
    """RETURNS (bool): a verb follows ``noun``'s phrase: the noun is the subject of a
    clause of its own that the parse hung on the one before ("on grapes and her brother
    spent $6")."""
    after = noun.right_edge.i + 1
    return after < len(noun.doc) and noun.doc[after].pos_ in ("VERB", "AUX")


def _item_paid(q: Amount, verb: Tok) -> Tok | None:
    """RETURNS (Tok | None): what money ``q`` paid for: the object of its 'on' ("$14 on
    shorts": on the money, or the first 'on' after it with no number between), or
    the noun its 'for' hangs on ("a jacket for $5"; on the verb: the verb's object)."""
    doc = verb.doc
    end = q.span(doc).end
    for c in (q.noun or q.head).children:
        if c.dep_ == "prep" and c.lower_ == "on":
            return next((g for g in c.children if g.dep_ == "pobj"), None)
    for t in doc[end : doc.sent(end - 1).end]:  # the next 'on', before any other number
        if t.like_num:
            break
        if t.dep_ == "prep" and t.lower_ == "on":
            return next((g for g in t.children if g.dep_ == "pobj"), None)
    head = doc[q.start].head if doc[q.start].lower_ == "$" else (q.noun or q.head).head
    if head.dep_ == "prep" and head.lower_ == "for":
        owner = head.head
        if owner.pos_ == "NOUN":
            return owner  # "a jacket for $5"
        objects = [c for c in owner.children if c.dep_ == "dobj" and c.i < head.i]
        return objects[-1] if objects else None  # the object the 'for' follows
    return None


def _of_named_time(obj: Tok, words: WordLists) -> bool:
    """RETURNS (bool): ``obj`` has an 'of' naming one time by its name ("the end of
    Tuesday", or a bare noun a statement places an event at: "the end of recess" after
    "At recess he won 4"), not a period with 'the' ("the end of the day"), and the
    statements name another time after that one ("... on Wednesday she ate 5"): events
    may follow the point asked, so it restricts; "at the end of August" after the last
    events told of August does not."""
    doc = obj.doc
    told = [t for t in doc[: obj.sent.start] if t.lower_ in words.time_words or _time_of(t)]
    names = {t.lower_ for t in told}
    times = [
        g
        for p in obj.children
        if p.dep_ == "prep" and p.lower_ == "of"
        for g in p.children
        if g.dep_ == "pobj"
        and (g.lower_ in words.time_words or g.lower_ in names)
        and not any(c.dep_ == "det" for c in g.children)
    ]
    if not times:
        return False
    named = times[0].lower_
    at = max((t.i for t in told if t.lower_ == named), default=-1)
    return any(t.i > at and t.lower_ != named for t in told)


def _time_of(token: Tok) -> bool:
    """RETURNS (bool): ``token`` names a time a statement's event is placed at by a bare
    noun ("At recess he won 4", "After school his sister gave him 3")."""
    prep = token.head
    return (
        token.dep_ == "pobj"
        and token.pos_ == "NOUN"
        and prep.dep_ == "prep"
        and prep.lower_ in _AT_TIME
        and prep.head.pos_ in ("VERB", "AUX")
        and not any(c.dep_ in ("det", "poss", "nummod") for c in token.children)
    )


# prepositions that place an event at a time named by a bare noun ("at recess")
_AT_TIME = frozenset({"at", "during", "after", "before"})


def _object_name(obj: Tok) -> str:
    """RETURNS (str): the lemma of a preposition's object with its owner ("at Ravi's
    house": "ravi's house", another place than Ngozi's), else the lemma."""
    owners = [c for c in obj.children if c.dep_ == "poss" and c.pos_ == "PROPN"]
    lemma = obj.lemma_.lower()
    order = [c.lower_ for c in obj.children if c.dep_ == "amod" and c.lower_ in _ORDER]
    if order:  # "in the first hour": a part of "in 4 hours", not the same stretch
        lemma = f"{order[0]} {lemma}"
    return f"{owners[0].lower_}'s {lemma}" if len(owners) == 1 else lemma


# the ordinals that name things one by one, in order ("the first sample", "the second")
ORDINALS = ("first", "second", "third", "fourth", "fifth")
# words that pick one of several stretches or things by its place ("the first hour")
_ORDER = frozenset({*ORDINALS, "last", "final", "next"})


def _time_name(token: Tok) -> str:
    """RETURNS (str): the lemma of a bare noun phrase of time with the words that fix it
    ("last week" and "this week" are two times, not one "week"), else the lemma."""
    lemma = token.lemma_.lower()
    if token.pos_ not in _NOUNS:
        return lemma
    fixed = [c.lower_ for c in token.lefts if c.dep_ in ("det", "amod")]
    return " ".join([*fixed, lemma])


def _clause_time(fact: Fact, time_words: frozenset[str]) -> Key | None:
    """RETURNS (Key | None): the one bare time word of the fact's clause ("today", "this
    year"), wherever the parse hangs it in the clause ("served 9 pizzas during lunch and 6
    during dinner today": on the 6), when the clause names no other time; else None."""
    found: set[Key] = set()
    for token in fact.verb.subtree:
        if token.lemma_.lower() not in time_words:
            continue
        verb = next((a for a in token.ancestors if a.pos_ in ("VERB", "AUX")), None)
        if verb != fact.verb:
            continue  # the time of another clause ("and today he bought 3")
        if token.dep_ not in ("advmod", "npadvmod", "tmod", "obl"):
            return None  # "in the morning", "on Monday": a time of part of the clause
        found.add(("", _time_name(token)))
    return found.pop() if len(found) == 1 else None


def _show(key: Key, token: Tok) -> str:
    if key == _NEVER:
        return repr(" ".join(t.text for t in token.subtree))
    return repr(" ".join(part for part in key if part))


__all__ = ["check_coordination", "check_restrictions"]
