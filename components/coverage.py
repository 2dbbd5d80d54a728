"""Coverage: what the constructions did not account for is a reason to abstain.

After the constructions ran, a cue word that no construction claimed ("than", "each",
"half", ...) means the text says something the facts do not hold, and the reader
abstains with that cue's code; so do facts that a construction read but the graph
cannot express (a price read as a gain, a comparison stated as a holding). A missed
problem costs coverage; a dropped clause costs a wrong answer.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Token
from wordproblem.models import TIME_PER

from .abstention import Abstain
from .ir import Amount, Fact, FactKind, Query, Reading
from .question import condition_tokens
from .rules import RuleSet, WordLists

_FRACTION = re.compile(r"^\d+/\d+$")

# Prepositions of a time phrase that bounds the events (a span or a point): "in 3 days",
# "within a week", "after 2 weeks", "during 5 months", "over 4 days". Not 'for' or 'on'
# ("worked 3 hours for 6 days", "on the first 4 days": each day, a product).
_SPAN_PREPS = frozenset({"in", "within", "after", "during", "over"})
# Words that make a time a rate: "5 books a day", "daily".
_RATE_DETS = frozenset({"a", "an", "each", "every", "per"})
_RATE_ADVERBS = frozenset({"daily", "weekly", "hourly", "monthly", "yearly", "annually", "nightly"})


def without_time_phrases(
    doc: Doc, amounts: tuple[Amount, ...], query: Query, words: WordLists
) -> tuple[Amount, ...]:
    """Leave out the number of a statement's time phrase ("In 1 week, the family drank
    0.5 carton of milk", "after 3 weeks she had 20 stamps"): it bounds when the events
    happened and counts nothing the problem counts.

    Only a phrase of ``_SPAN_PREPS`` in a statement sentence, the one time amount of the
    text ("picked 30 apples in 2 hours. After 6 hours ..." may be a rate and a duration),
    when the question does not ask about time and nothing makes a time a rate ("5 books a
    day", "daily"); a number
    the question's own time phrase carries ("How many did she read in 3 days?") stays,
    and so does any other time amount.
    RETURNS (tuple[Amount, ...]): the amounts, without those numbers.
    """
    units = words.time_words | TIME_PER.keys()

    def is_time(token: Token | None) -> bool:
        return token is not None and token.lemma_.lower() in units

    if is_time(query.noun) or sum(1 for q in amounts if is_time(q.noun)) != 1:
        return amounts  # two times may be a rate and its duration ("30 apples in 2 hours")
    for token in doc:
        if token.lower_ in _RATE_ADVERBS:
            return amounts
        if is_time(token) and (
            any(c.dep_ == "det" and c.lower_ in _RATE_DETS for c in token.children)
            or (token.dep_ == "pobj" and token.head.lower_ in _RATE_DETS)
        ):
            return amounts
    sent = query.sent
    return tuple(
        q
        for q in amounts
        if not (
            is_time(q.noun)
            and q.noun is not None
            and q.noun.dep_ == "pobj"
            and q.noun.head.lower_ in _SPAN_PREPS
            and not sent.start <= q.start < sent.end
        )
    )


def check_cues(doc: Doc, reading: Reading, rules: RuleSet) -> None:
    """Abstain on unclaimed cues of comparisons, rates, fractions and multiples, on
    start-state questions, and on a question sentence with an event of its own."""
    words, lexicon, query = rules.words, rules.lexicon, reading.query
    claimed = reading.claimed
    for token in doc:
        if token.i in claimed:
            continue
        lower = token.lower_
        following = doc[token.i + 1].lower_ if token.i + 1 < len(doc) else ""
        if lower == "than":
            raise Abstain("comparative", "the problem compares two amounts", token)
        if lower in words.rate_words:
            raise Abstain("rate", f"{token.text!r} introduces a rate", token)
        if _FRACTION.match(lower) or f"{lower} {following}" in words.fraction_words:
            raise Abstain("unsupported-quantity", f"{token.text!r} is a fraction", token)
        if lower in words.fraction_words and not (
            token.pos_ == "VERB" and lexicon.lookup(token.lemma_, [])
        ):
            raise Abstain(
                "unsupported-quantity", f"{token.text!r} is a fraction or multiple", token
            )
    after = doc[query.wh.i + 2] if query.wh.i + 2 < len(doc) else None
    if after is not None and after.lower_ in words.comparative and after.i not in claimed:
        raise Abstain("comparative", "the question asks for a difference", query.wh)
    text = " " + " ".join(t.lower_ for t in query.sent) + " "
    for marker in words.start_markers:
        if f" {marker} " in text:
            raise Abstain(
                "unsupported-question",
                f"the question asks about the start ({marker!r})",
                query.wh,
            )
    read = condition_tokens(query)
    for token in query.sent:
        if token.pos_ not in ("VERB", "AUX") or token == query.verb or token.dep_ == "aux":
            continue
        if token.dep_ == "ROOT" and token.lemma_.lower() in words.question_imperatives:
            continue  # "Find how many apples Tom has": the task, not an event
        if token.i in read:
            continue
        frame = lexicon.lookup(token.lemma_.lower(), [])
        if frame is not None and frame[1].cls != "possess":
            raise Abstain(
                "unsupported-question",
                f"the question has an event of its own ({token.text!r})",
                token,
            )
        if any(c.dep_ == "mark" and c.lower_ == "if" for c in token.children):
            raise Abstain("conditional", "the question is conditional", token)


def check_amounts(amounts: tuple[Amount, ...], words: WordLists) -> None:
    """Abstain when a noun carries two amounts ("two $1 bills") or money names a coin."""
    if not amounts:
        raise Abstain("no-quantity", "the text states no quantity")
    seen: set[tuple[int, tuple[str, ...]]] = set()
    for q in amounts:
        if q.noun is not None:
            key = (q.noun.i, q.adjectives)
            if key in seen:
                raise Abstain("ambiguous-quantity", f"{q.noun.text!r} carries two amounts", q.noun)
            seen.add(key)
        if q.money is not None and q.noun is not None and q.noun.lemma_.lower() in words.coin_nouns:
            raise Abstain(
                "ambiguous-quantity", f"{q.span(q.head.doc).text!r} is a bill or a coin", q.head
            )


def check_question_amounts(reading: Reading) -> None:
    """Abstain when the question carries a quantity that no if-clause accounts for."""
    query = reading.query
    doc = query.sent.doc
    inside_conditions = condition_tokens(query)
    for q in reading.amounts:
        if query.sent.start <= q.start < query.sent.end and q.start not in inside_conditions:
            raise Abstain(
                "quantity-in-question",
                f"the question carries its own quantity {q.span(doc).text!r}",
                q.head,
            )


def check_facts(facts: tuple[Fact, ...], query: Query, rules: RuleSet) -> None:
    """Abstain on comparisons stated as holdings ("Riley has 3 fewer"), on prices read as
    gains ("bought $400 of furniture"), and on 'how much money' over coins."""
    words = rules.words
    for fact in facts:
        q = fact.amount
        if q is None:
            continue
        doc = q.head.doc
        near = {q.head.lower_} | {c.lower_ for i in q.tokens for c in doc[i].children}
        if fact.kind is FactKind.POSSESS and near & words.comparative:
            raise Abstain("comparative", f"{q.span(doc).text!r} compares holdings", q.head)
        if (
            fact.kind is FactKind.GAIN
            and not fact.price
            and q.unit in words.money_units
            and fact.verb.lemma_ not in rules.lexicon.money_gain
        ):
            raise Abstain("price", f"{q.span(doc).text!r} is what was paid", q.head)
    if query.money and any(
        f.amount is not None
        and f.amount.noun is not None
        and f.amount.noun.lemma_.lower() in words.coin_nouns
        for f in facts
    ):
        raise Abstain("unit-mismatch", "'how much money' over coins of several kinds", query.wh)


def check_units(
    graph_units: set[str], query: Query, stoplist: frozenset[str], counted: set[str]
) -> None:
    """Abstain when one unit is a narrower name of another ("cars" and "toy cars",
    "dollars" and "dollars babysitting"), or the question names a kind ("mismatching
    socks") that no quantity counts."""
    for unit in sorted(graph_units):
        for other in sorted(graph_units):
            if other != unit and (
                other.endswith(" " + unit) or set(unit.split()) < set(other.split())
            ):
                raise Abstain("unit-mismatch", f"{unit!r} and {other!r} may name the same things")
    noun = query.noun
    unit_words = {word for unit in graph_units for word in unit.split()}
    if noun is not None:
        for child in noun.lefts:
            if (
                child.dep_ == "amod"
                and child.lower_ not in stoplist
                and child.lower_ not in counted
                and child.lower_ not in unit_words  # "gold stars": a compound tagged JJ here
            ):
                raise Abstain(
                    "unit-mismatch",
                    f"the question asks about {child.text!r} ones, never counted",
                    noun,
                )


def check_tense_order(facts: tuple[Fact, ...], query: Query, before_time: frozenset[str]) -> None:
    """Abstain when a holding stated in the present is followed by an event placed before
    it ("Tom has 5 apples. Yesterday he bought 4 apples."): the holding may already
    include the event, and reading it as a later change could give a wrong answer.

    facts (tuple[Fact, ...]): facts with holder names, in reading order.
    query (Query): the question (its if-clauses are what would happen next).
    before_time (frozenset[str]): words that place an event in the past ("yesterday",
        "earlier", "last", "ago").
    RAISES Abstain: ``tense-order``.
    """
    asked = query.sent
    present = [
        f
        for f in facts
        if f.kind is FactKind.POSSESS
        and f.verb.tag_ in ("VBZ", "VBP")
        and not asked.start <= f.verb.i < asked.end
    ]
    for holding in present:
        for event in facts:
            if (
                event.kind is FactKind.POSSESS
                or event.verb.i <= holding.verb.i
                or asked.start <= event.verb.i < asked.end
                or holding.name not in (event.name, event.party_name)
            ):
                continue
            marker = _placed_before(event.verb, before_time)
            if marker is not None:
                raise Abstain(
                    "tense-order",
                    f"{event.verb.text!r} happened {marker.text!r}, before what "
                    f"{holding.verb.text!r} states now",
                    event.verb,
                )


def _placed_before(verb: Token, before_time: frozenset[str]) -> Token | None:
    """RETURNS (Token | None): the word that places ``verb`` (or the verb it is
    coordinated with) in the past: "yesterday", "earlier", "last week", "a year ago"."""
    current = verb
    while True:
        for child in current.children:
            if child.dep_ != "prep" and child.lower_ in before_time:
                return child
            if child.dep_ in ("npadvmod", "advmod"):
                for grand in child.children:
                    if grand.lower_ in before_time:
                        return grand
        if current.dep_ != "conj" or current.head == current:
            return None
        current = current.head
