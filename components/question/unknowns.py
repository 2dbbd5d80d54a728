"""Unknowns anywhere (schema v2): a start or a change the text leaves unstated.

"Tommy had some balloons. His mom gave him 34 more. Then he had 60. How many did he have
to start with?" asks for the first holding; "Joan had 9 balloons. She got some more and
now has 16. How many did she get?" asks for the amount of one event. The reader reads
such a problem only when its first reading abstained and the text leaves exactly one
amount out: that amount becomes an ``Amount`` with ``unstated=True`` read by the usual
constructions, and ``build.compose_graph`` writes the facts with the asked slot null. This
module finds the unstated amount and checks that the question asks for it.
"""

from __future__ import annotations

from fractions import Fraction

from msgspec.structs import replace

from ..abstention import Abstain
from ..clauses.clauses import is_purpose
from ..coverage.restrictions import _fact_modifiers, _neutral, _question_modifiers
from ..docview import DocView, Tok
from ..ir import Amount, Fact, FactKind, Query, UnknownKind
from ..quantities.quantities import _partitive
from ..resolve.mentions import Mentions
from ..rules import RuleSet, WordLists
from .question import asks_holding, condition_tokens, has_marker, marker_tokens, total_asked

_NOUNS = ("NOUN", "PROPN")
# determiners and pronouns that stand for an amount the text leaves out
_SOME = "some"
_MORE = "more"
_SEVERAL = "several"
_UNSTATED = frozenset({_SOME, _MORE, _SEVERAL})
# nouns of a stretch of time: "waited for some time" states no amount of things
_DURATIONS = frozenset({"time", "while"})
# verbs that name any gain: "She received 5 ... How many did she get?"
_GENERIC_GAIN = frozenset({"get"})


def find_unstated(
    doc: DocView, query: Query, amounts: tuple[Amount, ...], rules: RuleSet
) -> tuple[Amount, ...]:
    """Find the amounts the statements leave out: "some balloons", "several books", "some
    more", "more bales", "some of them"; when the question asks for the start, a bare
    plural held before any number counts it ("Jason had Pokemon cards"); when it asks for
    a change, a bare plural its own verb moves between two stated amounts ("picked
    peaches").

    doc (DocView): the parsed problem.
    query (Query): the question (its sentence is not searched).
    amounts (tuple[Amount, ...]): the stated quantities (their tokens are skipped).
    rules (RuleSet): the rules (``time_words``: "some time" is no amount; the lexicon).
    RETURNS (tuple[Amount, ...]): the unstated amounts, in text order, ``unstated=True``.
    """
    words = rules.words
    found: dict[int, Amount] = {}  # keyed by the amount's head, so "some more birds" is one
    lowered = doc.lower
    spots = (
        [at for at, lower in enumerate(lowered) if lower in _UNSTATED]
        if not _UNSTATED.isdisjoint(lowered)
        else []
    )
    numbers = {i for q in amounts for i in q.tokens} if spots else set()
    for at in spots:
        if at in numbers or query.sent.start <= at < query.sent.end:
            continue
        token = doc.tokens[at]
        amount = _unstated_at(token, words)
        if amount is None or amount.head.i in found or any(i in numbers for i in amount.tokens):
            continue
        if _in_purpose(amount.head):
            continue  # "bought eggs to bake some cakes": the purpose moves no stated holding
        if amount.noun is not None and amount.noun.lemma_.lower() in words.money_generic:
            money = _money_units(amounts, words)
            if len(money) != 1:
                continue  # "some money" in a text of dollars and cents
            amount = replace(amount, noun=None, owner=None, money=next(iter(money)))
        found[amount.head.i] = amount
    if not found:
        kind = asked_kind(query, words)
        if kind is UnknownKind.START:
            bare = _bare_holding(doc, query, amounts, rules)
        elif query.verb.lemma_.lower() not in words.question_holding_verbs:
            bare = _bare_change(doc, query, amounts)  # a question of an event ("did she pick")
        else:
            bare = None
        if bare is not None:
            found[bare.head.i] = bare
    return tuple(sorted(found.values(), key=lambda q: q.start))


def _in_purpose(head: Tok) -> bool:
    """RETURNS (bool): the nearest verb above ``head`` states a purpose or a complement
    ("to bake some cakes", "asked him to buy some things")."""
    token = head
    while token.pos_ not in ("VERB", "AUX") and token.head is not token:
        token = token.head
    return token.pos_ in ("VERB", "AUX") and is_purpose(token)


def _bare_change(doc: DocView, query: Query, amounts: tuple[Amount, ...]) -> Amount | None:
    """The bare plural object of the question's own verb, between two stated amounts of
    its noun ("Sally had 13 peaches. She picked peaches. Now she has 55 peaches. How many
    peaches did she pick?"): the amount of that event, which the text leaves out."""
    starts: dict[str, list[int]] = {}
    for q in amounts:
        if q.noun is not None:
            starts.setdefault(q.noun.lemma_.lower(), []).append(q.start)
    verb = query.verb.lemma_.lower()
    found = None
    for token in doc[: query.sent.start]:
        if token.tag_ != "NNS" or token.dep_ != "dobj" or token.head.lemma_.lower() != verb:
            continue
        if any(c.dep_ in ("det", "nummod", "poss", "quantmod", "amod") for c in token.children):
            continue
        counted = starts.get(token.lemma_.lower(), [])
        if not any(i < token.i for i in counted) or not any(i > token.i for i in counted):
            continue
        if found is not None:
            return None  # two such events: which one is asked is not said
        found = Amount((token.i,), Fraction(0), token, token, unstated=True)
    return found


def _money_units(amounts: tuple[Amount, ...], words: WordLists) -> set[str]:
    """RETURNS (set[str]): the money units the stated amounts count."""
    money = {q.money for q in amounts if q.money is not None}
    money |= {
        words.money_nouns[q.noun.lemma_.lower()]
        for q in amounts
        if q.noun is not None and q.noun.lemma_.lower() in words.money_nouns
    }
    return money


def _bare_holding(
    doc: DocView, query: Query, amounts: tuple[Amount, ...], rules: RuleSet
) -> Amount | None:
    """The first mention of a counted noun as the bare plural object of a holding verb,
    before any quantity counts it ("Jason had Pokemon cards. He gave 9 to his friends")."""
    counted = {q.noun.lemma_.lower(): q.start for q in amounts if q.noun is not None}
    for token in doc[: query.sent.start]:
        if token.tag_ != "NNS" or token.dep_ != "dobj":
            continue
        lemma = token.lemma_.lower()
        if lemma not in counted or counted[lemma] < token.i:
            continue
        if any(c.dep_ in ("det", "nummod", "poss", "quantmod") for c in token.children):
            return None
        if any(t.lemma_.lower() == lemma for t in doc[: token.i]):
            return None  # not the first mention
        found = rules.lexicon.lookup(token.head.lemma_.lower(), [])
        if found is None or found[1].cls != "possess":
            return None
        return Amount((token.i,), Fraction(0), token, token, unstated=True)
    return None


def _unstated_at(token: Tok, words: WordLists) -> Amount | None:
    """The unstated amount 'some' or 'more' stands for, or None when it names none."""
    head = token.head
    lower = token.lower_
    if any(c.like_num or c.dep_ == "nummod" for c in token.children):
        return None  # "6 more": stated
    if lower == _MORE and token.i > 0 and token.doc[token.i - 1].like_num:
        return None  # "adds 3 more", parsed as two objects: stated
    if token.dep_ in ("det", "amod") and head.pos_ in _NOUNS and head != token:
        if any(c.dep_ == "nummod" or c.like_num for c in head.children):
            return None  # "some 40 apples", "34 more balloons"
        if head.lemma_.lower() in _DURATIONS or head.lemma_.lower() in words.time_words:
            return None  # "for some time", "some days": no amount of things
        if lower == _MORE and token.dep_ != "amod":
            return None
        tokens = sorted({token.i, *(c.i for c in head.children if c.lower_ in (_SOME, _MORE))})
        return Amount(tuple(tokens), Fraction(0), head, head, unstated=True)
    if token.dep_ in ("dobj", "conj", "nsubj", "attr") or (
        lower == _SOME and token.dep_ == "advmod" and head.lower_ == _MORE
    ):
        if lower == _SOME and token.dep_ == "advmod":
            return None  # "some more": read at 'more'
        tokens = sorted({token.i, *(c.i for c in token.children if c.lower_ == _SOME)})
        noun, owner = _partitive(token)
        if token.dep_ == "conj" and head.pos_ not in ("VERB", "AUX", *_NOUNS):
            return None
        return Amount(tuple(tokens), Fraction(0), token, noun, owner=owner, unstated=True)
    return None


def asked_kind(query: Query, words: WordLists) -> UnknownKind:
    """RETURNS (UnknownKind): START when the question asks what was held at the start
    ("did he have to begin with", "were in the jar at first", "did she start with"),
    else CHANGE."""
    start = _start_tokens(query, words)
    if start and (asks_holding(query, words) or query.verb.i in start):
        return UnknownKind.START  # "did she have at first", "did she start with"
    return UnknownKind.CHANGE


def _start_tokens(query: Query, words: WordLists) -> set[int]:
    """RETURNS (set[int]): the tokens of the question's start markers ("to begin with")."""
    return marker_tokens(query.sent, words.start_markers)


def _things_alone(query: Query, unknown: Fact, words: WordLists) -> bool:
    """RETURNS (bool): the question of an arrival or a departure names the things that
    move as its subject and no one else ("How many ducks joined?", "How many more guests
    arrived?"), with the event's own verb and no total: it asks the event the text leaves
    out, whichever place it moves them to."""
    verb = query.verb
    if unknown.construction != "motion" or verb.lemma_.lower() != unknown.verb.lemma_.lower():
        return False
    if total_asked(query, words.total_markers):
        return False
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    return len(subjects) == 1 and (
        subjects[0] == query.noun or subjects[0].lower_ in ("more", "fewer", "many")
    )


def check_unknown_question(
    query: Query,
    kind: UnknownKind,
    unknown: Fact,
    facts: tuple[Fact, ...],
    unit: str,
    asked: str | None,
    mentions: Mentions,
    rules: RuleSet,
) -> None:
    """Abstain unless the question asks for the unstated amount: its holder and unit, a
    start question about the first holding, a change question whose verb names the
    event (the same verb, or 'get' for a gain seen from the asked side) and whose every
    modifier the event carries and no other event of that verb on the holding does.

    query (Query): the question.
    kind (UnknownKind): what it asks for.
    unknown (Fact): the fact with the unstated amount, holders and units resolved.
    facts (tuple[Fact, ...]): every fact.
    unit (str): the asked unit.
    asked (str | None): the asked holder.
    mentions (Mentions): the holder resolver.
    rules (RuleSet): the rules.
    RAISES Abstain: ``unknown-mismatch``.
    """
    words = rules.words
    amount = unknown.amount
    assert amount is not None
    if amount.unit != unit:
        raise _mismatch(
            f"the question asks for {unit}, the unstated amount is {amount.unit}", query
        )
    if query.conditions and (
        kind is not UnknownKind.START or not _states_end(query, facts, asked, words)
    ):
        raise _mismatch("the question has an if-clause", query)
    doc = query.sent.doc
    after = doc[query.wh.i + 2] if query.wh.i + 2 < len(doc) else None
    more = after is not None and after.lower_ in words.comparative
    if more and (kind is UnknownKind.START or after.lower_ != _MORE):
        raise _mismatch(f"the question asks for a difference ({after.text!r})", query, after)
    if kind is UnknownKind.START:
        if unknown.kind is not FactKind.POSSESS or asked != unknown.name:
            raise _mismatch("the question asks for a start the text does not leave out", query)
        ignored = _start_tokens(query, words)
        for key, token in _question_modifiers(query, asked, mentions, words):
            if token.i in ignored:
                continue
            if key in _fact_modifiers(unknown) or _neutral(
                key, token, query, [unknown], unit, asked, mentions, words
            ):
                continue
            raise _mismatch("the question restricts the start", query, token)
        return
    if unknown.kind not in (FactKind.GAIN, FactKind.LOSE):
        raise _mismatch("the question asks for an event, the unstated amount is a holding", query)
    if asks_holding(query, words):
        raise _mismatch("the question asks what is held, not what happened", query)
    if asked is None and _things_alone(query, unknown, words):
        asked = unknown.name  # "Some more ducks joined them ... How many ducks joined?"
    if asked is None or asked not in (unknown.name, unknown.party_name):
        raise _mismatch("the question asks about another holder than the event's", query)
    lemma = query.verb.lemma_.lower()
    gained = (unknown.kind is FactKind.GAIN) == (asked == unknown.name)  # from the asked side
    generic = gained and lemma in _GENERIC_GAIN
    same = lemma == unknown.verb.lemma_.lower() and asked == unknown.name
    if more and not gained:
        raise _mismatch("'how many more' asks for a gain, the unstated event is a loss", query)
    if not same and not generic:
        raise _mismatch(f"{query.verb.text!r} does not name the unstated event", query, query.verb)
    per_verb: dict[int, int] = {}
    for f in facts:
        per_verb[f.verb.i] = per_verb.get(f.verb.i, 0) + 1
    shared = frozenset(i for i, n in per_verb.items() if n > 1)
    others = [
        f
        for f in facts
        if f is not unknown
        and f.kind is unknown.kind
        and f.amount is not None
        and f.amount.unit == unit
        and unknown.name in (f.name, f.party_name)
        and (generic or f.verb.lemma_.lower() == lemma)
    ]
    keys = [
        (key, token)
        for key, token in _question_modifiers(query, asked, mentions, words)
        if not (more and token == after)  # "How many more did she get": 'more' is the wh
    ]
    for key, token in keys:
        if key in _fact_modifiers(unknown, shared) and not any(
            key in _fact_modifiers(f, shared) for f in others
        ):
            continue
        if _neutral(key, token, query, [unknown], unit, asked, mentions, words):
            continue
        raise _mismatch("the question restricts the event otherwise", query, token)
    if others and not keys:
        raise _mismatch("the question does not say which event it asks about", query)


def check_start_question(
    query: Query,
    facts: tuple[Fact, ...],
    unit: str,
    asked: str | None,
    mentions: Mentions,
    rules: RuleSet,
) -> None:
    """Abstain unless the question asks for a start no statement gives: the first holding
    of one holder, whose first fact on the unit is an event ("Kim lost 5 marbles. Now she
    has 12. How many did she have at first?"). Every modifier of the question but its
    start marker must select all the facts, and "before <something>" must name the
    first event ("before the transfer", "before buying the pie"), not a later one.

    query (Query): the question.
    facts (tuple[Fact, ...]): every fact, holders and units resolved.
    unit (str): the asked unit.
    asked (str | None): the asked holder.
    mentions (Mentions): the holder resolver.
    rules (RuleSet): the rules.
    RAISES Abstain: ``unknown-mismatch``.
    """
    words = rules.words
    if asked is None:
        raise _mismatch("the question asks for the start of no single holder", query)
    if query.conditions and not _states_end(query, facts, asked, words):
        raise _mismatch("the question has an if-clause", query)
    doc = query.sent.doc
    after = doc[query.wh.i + 2] if query.wh.i + 2 < len(doc) else None
    if after is not None and after.lower_ in words.comparative:
        raise _mismatch(f"the question asks for a difference ({after.text!r})", query, after)
    if not asks_holding(query, words, facts) and query.verb.lemma_.lower() not in _STARTS:
        raise _mismatch("the question asks for an event, not a start", query, query.verb)
    own = [
        f
        for f in facts
        if f.amount is not None and f.amount.unit == unit and asked in (f.name, f.party_name)
    ]
    if not own or own[0].kind not in (FactKind.GAIN, FactKind.LOSE):
        raise _mismatch("the text states the start, or no event changes it", query)
    first = own.index(next(f for f in own if f.kind is not FactKind.POSSESS))
    ends = [f for f in own[first:] if f.kind is FactKind.POSSESS]
    if not all(_now(f.verb, words) for f in ends):
        raise _mismatch("a later holding may be told of an earlier time ('She had 12')", query)
    phrase = before_phrase(query, words)
    ignored = _start_tokens(query, words) | {t.i for t in phrase}  # the phrase: below
    for key, token in _question_modifiers(query, asked, mentions, words):
        if token.i in ignored or _neutral(key, token, query, own, unit, asked, mentions, words):
            continue
        raise _mismatch("the question restricts the start", query, token)
    if phrase:
        _check_before(phrase, [f for f in own if f.kind is not FactKind.POSSESS], query)


# words that place a past holding after the events ("Now she had 12", "had 6 left")
_AFTER = frozenset({"now", "left", "still", "then", "remaining", "finally", "after", "leaving"})


def _now(verb: Tok, words: WordLists) -> bool:
    """RETURNS (bool): a holding is told as what is held after the events: in the present,
    or in the past with a word that places it after them ("Now he had 20", "had 6 left",
    "leaving him with 22")."""
    if verb.tag_ in ("VBZ", "VBP") and not any(c.tag_ == "VBD" for c in verb.children):
        return True
    return any(t.lower_ in _AFTER for t in verb.sent)


def _states_end(query: Query, facts: tuple[Fact, ...], asked: str | None, words: WordLists) -> bool:
    """RETURNS (bool): the question's if-clauses only state what the asked holder holds
    at the end ("If she has $6 left, how much did she have at first?"): each reads one
    holding of the asked holder, and nothing else, and no start marker is in them ("If
    she had 12 at first")."""
    inside = condition_tokens(query)
    if inside & _start_tokens(query, words):
        return False
    markers = words.start_statement_markers
    if any(
        f" {m} " in " " + " ".join(query.sent.doc[i].lower_ for i in sorted(inside)) + " "
        for m in markers
    ):
        return False
    read = [f for f in facts if f.verb.i in inside]
    return len(read) == len(query.conditions) and all(
        f.kind is FactKind.POSSESS and f.name == asked and f.amount is not None for f in read
    )


def without_prior_holding(facts: tuple[Fact, ...], asked: str | None) -> tuple[Fact, ...]:
    """Set aside an unstated holding of another holder stated before anything else ("Tim's
    cat had kittens. He gave 3 to Jessica. He now has 9. How many did he have to start
    with?"): the asked start is the asked holder's first holding whatever the other holds,
    as long as nothing else is said of the other's holding.

    facts (tuple[Fact, ...]): the resolved facts in text order.
    asked (str | None): the asked holder.
    RETURNS (tuple[Fact, ...]): ``facts`` without that holding.
    RAISES Abstain: ``unknown-mismatch`` when an unstated amount is anything else.
    """
    unstated = [i for i, f in enumerate(facts) if f.amount is not None and f.amount.unstated]
    if not unstated:
        return facts
    first = facts[0]
    assert first.amount is not None
    if (
        unstated != [0]
        or first.kind is not FactKind.POSSESS
        or first.name is None
        or first.name == asked
        or any(first.name in (f.name, f.party_name) for f in facts[1:])
    ):
        raise Abstain("unknown-mismatch", "an unstated amount besides the asked start", first.verb)
    return facts[1:]


# the verbs of a question that asks a start by its own meaning ("did she start with")
_STARTS = frozenset({"start", "begin"})
_BEFORE = "before"
_CONTENT = ("NOUN", "PROPN", "VERB", "ADJ", "NUM")


def before_phrase(query: Query, words: WordLists) -> list[Tok]:
    """RETURNS (list[Tok]): the words of the question's "before <phrase>" start marker
    ("before the transfer", "before buying the pie"), empty for a bare "before"."""
    doc = query.sent.doc
    found: list[Tok] = []
    for i in sorted(_start_tokens(query, words)):
        before = doc[i]
        if before.lower_ != _BEFORE:
            continue
        if before.dep_ == "mark":  # "before she lost them": the clause it introduces
            found.extend(t for t in before.head.subtree if t != before)
        else:
            found.extend(t for c in before.children for t in c.subtree)
    return found


def _check_before(words: list[Tok], events: list[Fact], query: Query) -> None:
    """Abstain unless "before <phrase>" names the first event: every noun of the phrase
    is in the first event's sentence and in no later event's, and a word of the phrase
    is there ("before the grant", "before buying the pie", "before today").

    RAISES Abstain: ``unknown-mismatch``.
    """
    phrase = [t for t in words if t.pos_ in _CONTENT]
    if not phrase:
        raise _mismatch("'before' names no event", query, words[0])
    first = events[0].verb.sent
    lemmas = {t.lemma_.lower() for t in first}
    later = {t.lemma_.lower() for f in events[1:] if f.verb.sent != first for t in f.verb.sent}
    nouns = {t.lemma_.lower() for t in phrase if t.pos_ in ("NOUN", "PROPN", "NUM")}
    named = {t.lemma_.lower() for t in phrase} & lemmas
    if not named or not nouns <= lemmas or nouns & later:
        raise _mismatch("'before' names a time that is not the first event", query, words[0])


def stated_totals(facts: tuple[Fact, ...], markers: tuple[str, ...]) -> tuple[Fact, ...]:
    """RETURNS (tuple[Fact, ...]): the facts of statements that give a sum ("She picked 35
    strawberries in all", "He sold a total of 15 cakes"), as ``check_stated_total`` finds
    them."""
    found = []
    for fact in facts:
        if fact.amount is None or fact.amount.unstated:
            continue
        sent = fact.verb.sent
        if has_marker(sent.doc.lower[sent.start : sent.end], markers):
            found.append(fact)
    return tuple(found)


def _mismatch(message: str, query: Query, token: Tok | None = None) -> Abstain:
    return Abstain("unknown-mismatch", message, token if token is not None else query.wh)


__all__ = [
    "asked_kind",
    "before_phrase",
    "check_start_question",
    "check_unknown_question",
    "find_unstated",
    "stated_totals",
    "without_prior_holding",
]
