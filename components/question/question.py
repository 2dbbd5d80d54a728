"""The question: which sentence asks, for which unit, about whom."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

import msgspec
from wordproblem.models import TIME_PER
from wordproblem.models.units import UNIT_GROUPS, UNIT_OF_PER

from ..abstention import Abstain
from ..clauses.clauses import EACH, FUTURE_AUX, is_planned, pobjects
from ..constructions.measure import time_slots
from ..constructions.rate import timed_item
from ..constructions.share import sized_group
from ..constructions.tender import asks_change
from ..docview import DocView, Tok, TokSpan
from ..ir import Amount, Fact, FactKind, Query
from ..quantities.quantities import counts_money
from ..resolve.mentions import PLURAL, Mentions
from ..rules import VerbLexicon, WordLists, derived
from .trip import asked_places

_NOUNS = ("NOUN", "PROPN")
# the adjective of a measure question -> the unit groups (``models.units.UNIT_GROUPS``)
# of the measure it asks: "How tall is Tori?" asks a length, "How old is Cody?" an age.
# 'long' asks a length or a time of a thing ("How long is the rope / the movie?"), a time
# of an event ("How long did Mark run?": ``_EVENT_TIME``). 'far' is read without a unit
# check (the tally construction's distances: "blocks", "laps").
_MEASURE_QUESTIONS: dict[str, tuple[str, ...]] = {
    "long": ("length", "metric length", "time"),
    "tall": ("length", "metric length"),
    "high": ("length", "metric length"),
    "deep": ("length", "metric length"),
    "wide": ("length", "metric length"),
    "old": ("calendar", "time"),
    "heavy": ("weight", "mass"),
}
_EVENT_TIME = ("time",)
# adjectives of a whole score ("What was his final score?")
_FINAL = frozenset({"final", "total", "whole", "overall"})
# verbs whose 'how much' asks a thing's weight ("How much does the puppy weigh?")
WEIGHING_VERBS = frozenset({"weigh"})
# the contracted 'is' of "What's the total number of ...": read as the phrase's 'is'
_CONTRACTED_IS = frozenset({"'s", "\u2019s"})
# the forms of 'be' after the 'what' of a phrase ("what is/was/are/were the total ...")
_BE_FORMS = frozenset({"is", "was", "are", "were"})
# the tags of a plural noun, which a 'many' phrase counts ("the total number of apples")
_PLURAL_TAGS = frozenset({"NNS", "NNPS"})
# adjectives of the question's noun that ask what was got beyond what was used
_SURPLUS = frozenset({"extra"})
# auxiliaries of a question about something that has not happened ("How many can he eat?")
_MODAL = frozenset({"can", "could", "will", "would", "should", "shall", "might", "may", "must"})
Question = Query  # the name earlier modules used


def find_question(doc: DocView, words: WordLists, lexicon: VerbLexicon | None = None) -> Query:
    """Find the question.

    doc (DocView): the parsed problem.
    words (WordLists): the word lists.
    lexicon (VerbLexicon | None): the verb frames, to find a verb the tagger took for a
        noun ("How many eggs did Leo use?": 'Leo use' read as a compound noun).
    RETURNS (Query): the last sentence that asks 'how many' or 'how much', a phrase that
        stands for them ("What's the total number of ...", "Calculate the amount of ..."),
        or a measure ('how long', 'how tall', 'how far', ...), with its if-clauses.
    RAISES Abstain: ``no-question`` when no sentence asks one; ``unit-mismatch`` when a
        measure is asked and a number of the problem is in no unit of it.
    """
    money_generic = words.money_generic
    found: Query | None = None
    tokens, lowers = doc.tokens, doc.lower
    by_first, blank = derived(_phrases_by_first, words.question_phrases, words.question_imperatives)
    for sent in doc.sents:
        in_sent = lowers[sent.start : sent.end]
        hows = [k for k, w in enumerate(in_sent) if w == "how"] if "how" in in_sent else []
        for k in hows:
            token = tokens[sent.start + k]
            if token.i + 1 >= len(doc):
                continue
            amount = doc[token.i + 1]
            # "How far did she go?", "How fast did he drive?": a distance, or one per time
            measured = amount.lower_ in ("far", "fast") or amount.lower_ in _MEASURE_QUESTIONS
            if sized_group(amount) is not None:  # "How big is each group?": how many in each
                found = Query(sent, token, None, False, amount.head)
                break
            if amount.lower_ not in ("many", "much") and not measured:
                continue
            noun = amount.head if amount.head.pos_ in _NOUNS and amount.head != amount else None
            head = amount.head
            if noun is None and head.lower_ in ("more", "fewer", "less") and head.dep_ == "amod":
                # "how many more problems": 'many' parsed on 'more', 'more' on the noun
                noun = head.head if head.head.pos_ in _NOUNS else None
            if measured:
                noun = None  # "How far did Terrell hike?": the distance the statements give
            adjective = _unit_adjective(amount, noun, sent.end)
            money = amount.lower_ == "much" and (
                noun is None
                or noun.lemma_.lower() in money_generic
                or noun.lemma_.lower() in words.change_nouns  # "How much change ...?"
            )
            if money:
                noun = None
            verb = sent.root
            if _is_condition(verb, token):
                # "If she deleted 5 songs and then added 30, how many songs does she have":
                # the parse hangs the question under the if-clause; its verb is the one
                # the 'how many' phrase belongs to
                verb = _wh_verb(token, noun or amount) or verb
            if (
                verb.lemma_ == "do"
            ):  # "How many apples do Tara and Joy have": 'have' misparsed as ccomp
                verb = next(
                    (
                        c
                        for c in verb.children
                        if c.dep_ in ("ccomp", "xcomp", "conj") and c.pos_ in ("VERB", "AUX")
                    ),
                    verb,
                )
            if verb.lemma_ == "do" and lexicon is not None:
                verb = _bare_verb(verb, lexicon, _past_verbs(doc, sent)) or verb
            verb = _obligation_met(verb, token, words.obligation_asked) or verb
            if verb.lemma_.lower() in words.question_imperatives:
                # "Find how many apples Tom has": the question is the imperative's object
                verb = _wh_verb(token, noun or amount) or verb
            if (
                amount.lower_ == "far"
                and verb.lemma_.lower() in ("be", "have")
                and asked_places(verb) is None
            ):
                continue  # "How far is the school?": a distance no event gives (a distance
                # between two places is a trip's, ``plan``)
            if money and _measures_event(amount, verb, lexicon, words.weather_verbs):
                money = False
            if (
                money
                and noun is None
                and verb.lemma_.lower() in WEIGHING_VERBS
                and amount.i + 1 < sent.end
                and doc[amount.i + 1].lemma_ == "do"
            ):  # "How much does the puppy weigh now?" (not "how much more does it weigh")
                money, measured = False, True
            later = doc[amount.i + 1] if amount.i + 1 < sent.end else amount
            if money and later.lower_ == "longer" and verb.lemma_.lower() == "take":
                # "How much longer will he take to paint the rest?": a time
                money, measured, amount = False, True, later
            found = Query(
                sent,
                token,
                noun,
                money,
                verb,
                measure=amount if measured else adjective,
                dimensions=_dimensions(amount if measured else adjective, verb)
                if measured or adjective is not None
                else (),
            )
            break
        else:
            # neither a phrase question nor the purchases question without their first word
            if blank or "what" in in_sent or not by_first.keys().isdisjoint(in_sent):
                found = (
                    _phrase_question(sent, words)
                    or _purchases_question(sent)
                    or _score_question(sent, words)
                    or found
                )
    if found is None:
        raise Abstain("no-question", "no sentence asks 'how many' or 'how much'")
    found = msgspec.structs.replace(found, conditions=tuple(conditions(found, words.quantifiers)))
    if found.dimensions:
        _check_measured(found)
    return found


def _unit_adjective(amount: Tok, noun: Tok | None, end: int) -> Tok | None:
    """RETURNS (Tok | None): the adjective of a measure asked in a unit the question
    names ("How many inches tall is Tomas?", "How many feet long is the board?"), else
    None."""
    if noun is None or amount.lower_ != "many" or noun.i + 1 >= end:
        return None
    after = noun.doc[noun.i + 1]
    if after.lower_ not in _MEASURE_QUESTIONS or after.lower_ == "old":
        return None
    return after if after.head == noun or noun.head == after else None


def _obligation_met(verb: Tok, wh: Tok, asked: frozenset[str]) -> Tok | None:
    """RETURNS (Tok | None): the verb a past obligation asks with ("How many boxes did he
    have to use?": what he used, as "had to throw away 3" happened), the 'how many'
    phrase its own, one of ``asked`` (``words.json`` ``obligation_asked_verbs``); else None
    ("does he have to buy": not done yet; "did she have to complete": a task's whole)."""
    if verb.lemma_ != "have" or not any(
        c.dep_ == "aux" and c.lower_ == "did" for c in verb.children
    ):
        return None
    done = [
        c
        for c in verb.children
        if c.dep_ == "xcomp" and any(a.dep_ == "aux" and a.lower_ == "to" for a in c.children)
    ]
    if (
        len(done) != 1
        or done[0].lemma_.lower() not in asked
        or not done[0].left_edge.i <= wh.i <= done[0].right_edge.i
    ):
        return None
    return done[0]


def _dimensions(adjective: Tok, verb: Tok) -> tuple[str, ...]:
    """RETURNS (tuple[str, ...]): the unit groups a measure question may ask in: those
    of its adjective, 'long' of an event only a time ("How long did Mark run?"); () for
    'far', whose distances are not checked."""
    if adjective.lower_ == "much" and verb.lemma_.lower() in WEIGHING_VERBS:
        return _MEASURE_QUESTIONS["heavy"]  # "How much does the puppy weigh?"
    groups = _MEASURE_QUESTIONS.get(adjective.lower_, ())
    if adjective.lower_ in ("long", "longer") and (
        verb.lemma_.lower() != "be" or any(progressive(c) for c in verb.children)
    ):  # "How long did Mark run?", "How long was Joan travelling?"
        return _EVENT_TIME
    return groups


def progressive(token: Tok) -> bool:
    """RETURNS (bool): ``token`` is the '-ing' form of a verb, however tagged ("was Joan
    travelling", "was Teresa jogging" read as a noun): a verb a statement uses too."""
    if token.tag_ == "VBG":
        return True
    word = token.lower_
    if token.dep_ != "nsubj" or not word.endswith("ing"):
        return False
    for verb in token.doc.tokens:
        lemma = verb.lemma_.lower()
        if (
            verb.pos_ == "VERB"
            and verb.i != token.i
            and len(lemma) > 2
            and word in (lemma + "ing", lemma + lemma[-1] + "ing", lemma[:-1] + "ing")
        ):
            return True
    return False


def _check_measured(query: Query) -> None:
    """Abstain unless every number of the problem measures in a unit of the groups the
    question asks ("Tori was 4.4 feet tall ... How tall is Tori?"): with a count or
    another measure beside it ("Mark ran 24 miles. How long did Mark run?"), the unit the
    statements give would not be the one asked.

    query (Query): a measure question (``query.dimensions`` not empty).
    RAISES Abstain: ``unit-mismatch``.
    """
    doc = query.sent.doc
    allowed = {unit for group in query.dimensions for unit in UNIT_GROUPS.get(group, {})}
    adjective = query.measure.text if query.measure is not None else "how"
    if adjective.lower() == "longer":
        adjective = "much longer"  # "How much longer will he take ...?"
    # "biked 25 miles at 5 miles per hour. How long ...?": a pace's distance, time asked
    paced = pace_nouns(doc) if query.dimensions == _EVENT_TIME else frozenset()
    # "Each potato takes 5 minutes to cook": the potatoes, and the number cooked, count items
    items, doing = _timed_items(doc, allowed) if query.dimensions == _EVENT_TIME else ((), ())
    for token in doc.tokens:
        if not token.like_num or (token.head.like_num and token.head != token):
            continue  # not a number, or a part of a longer one ("4 thousand")
        if token.head.lemma_.lower() in items or (
            token.head.pos_ == "VERB" and token.head.lemma_.lower() in doing
        ):
            continue
        unit = token.head if token.head != token else None
        while unit is not None and unit.pos_ not in _NOUNS and unit.dep_ in ("quantmod",):
            unit = unit.head
        plural = None
        if paced and (unit is None or unit.pos_ not in _NOUNS):
            continue  # "another 12 were brought in" beside "3 puppies a day": units resolved later
        if unit is not None and unit.pos_ in _NOUNS:
            lower = unit.lower_
            plural = lower if lower in allowed else UNIT_OF_PER.get(lower)
            if unit.lemma_.lower() in paced:
                continue
        if plural not in allowed:
            raise Abstain(
                "unit-mismatch",
                f"the question asks a measure ('how {adjective}'), and {token.text!r} "
                f"is no amount of {' or '.join(query.dimensions)}",
                token,
            )


def _timed_items(doc: DocView, times: set[str]) -> tuple[frozenset[str], frozenset[str]]:
    """RETURNS: (the items, the verbs) of the times one item takes, said of "each" item
    ("Each potato takes 5 minutes to cook", "It takes 4 hours to install each window":
    potato, cook; window, install)."""
    items, doing = set(), set()
    for token in doc.tokens:
        timed = timed_item(token, EACH)
        if timed is not None:
            items.add(timed[0].lemma_.lower())
            doing.add(timed[1].lemma_.lower())
    return frozenset(items), frozenset(doing)


def infinitives(verb: Tok) -> frozenset[str]:
    """RETURNS (frozenset[str]): the lemmas of what ``verb`` takes time to do: 'to' + a
    verb ("takes 5 minutes to cook"), however parsed ("to frost" read as a noun)."""
    found = set()
    for c in verb.children:
        if c.dep_ in ("xcomp", "advcl") and any(a.lower_ == "to" for a in c.children):
            found.add(c.lemma_.lower())
        if c.dep_ == "prep" and c.lower_ == "to":
            found.update(g.lemma_.lower() for g in c.children if g.dep_ == "pobj")
    return frozenset(found)


def _paces(doc: DocView) -> list[tuple[Tok, Tok]]:
    """RETURNS: (the noun, the unit of time) of each amount per unit of time the text
    states: "5 miles per hour", "3 dollars a week", "8 pieces every day"."""
    found = []
    for token in doc.tokens:
        if token.lemma_.lower() not in TIME_PER:
            continue
        if token.dep_ == "pobj" and token.head.lower_ == "per":
            noun = token.head.head
        elif token.dep_ == "npadvmod" and any(
            c.dep_ == "det" and c.lower_ in ("a", "an", "every", "each") for c in token.children
        ):
            noun = token.head
        elif (
            token.dep_ == "pobj"
            and token.head.lower_ == "in"
            and any(
                c.dep_ in ("det", "nummod") and c.lower_ in ("a", "an", "one")
                for c in token.children
            )
        ):  # "can finish 8 problems in an hour"
            noun = token.head.head
            if noun.pos_ in ("VERB", "AUX"):
                noun = next((c for c in noun.children if c.dep_ == "dobj"), noun)
        else:
            continue
        if noun.pos_ in _NOUNS and any(c.like_num for c in noun.children):
            found.append((noun, token))
    return found


def pace_nouns(doc: DocView) -> frozenset[str]:
    """RETURNS (frozenset[str]): the lemmas of the nouns of the amounts per unit of time the
    text states ("5 miles per hour": mile; "3 dollars a week", "3 dollar a week": dollar)."""
    return frozenset(noun.lemma_.lower() for noun, _ in _paces(doc))


def pace_time_units(doc: DocView) -> frozenset[str]:
    """RETURNS (frozenset[str]): the plural time units of those amounts ("5 miles per
    hour": hours; "3 dollars a week": weeks)."""
    return frozenset(TIME_PER[time.lemma_.lower()] for _, time in _paces(doc))


def _measures_event(
    amount: Tok, verb: Tok, lexicon: VerbLexicon | None, weather: frozenset[str]
) -> bool:
    """RETURNS (bool): 'how much' is the degree of a verb the lexicon does not list ("How
    much did the pumpkins weigh?"), or of a verb of weather however parsed ("How much did
    it rain?"): it asks the measure the statements give that verb, not money ('spend',
    'pay', 'earn' are listed)."""
    return (
        (amount.dep_ == "advmod" or verb.lemma_.lower() in weather)
        and amount.head == verb
        and lexicon is not None
        and lexicon.lookup(verb.lemma_.lower(), []) is None
    )


def _past_verbs(doc: DocView, question: TokSpan) -> frozenset[str]:
    """RETURNS (frozenset[str]): lemmas of the verbs the statements tell in the past."""
    return frozenset(
        t.lemma_.lower()
        for t in doc
        if t.tag_ == "VBD" and t.pos_ == "VERB" and not question.start <= t.i < question.end
    )


def _bare_verb(do: Tok, lexicon: VerbLexicon, stated: frozenset[str] = frozenset()) -> Tok | None:
    """RETURNS (Tok | None): the verb a main-verb 'do' supports when the tagger read it
    as a noun: the first later word of the sentence in its bare form that the lexicon
    knows, or that a statement told in the past ("Omar biked 12 miles ... did Omar bike"),
    with only its subject between ("did Leo use", "did the bakery use")."""
    for token in do.sent[do.i + 1 - do.sent.start :]:
        if token.is_punct:
            return None
        if token.tag_ in ("NN", "VB") and (
            lexicon.lookup(token.lower_, []) is not None or token.lower_ in stated
        ):
            return token
        if token.pos_ not in ("DET", "PROPN", "NOUN", "PRON"):
            return None
    return None


# the nouns of a price asked by a phrase ("What is the price of each pen?")
_PRICE_NOUNS = frozenset({"price", "cost"})
_OF = frozenset({"of"})


def _price_of_one(sent: TokSpan, wh: Tok, noun: Tok) -> Query | None:
    """RETURNS (Query | None): "What is/was the price (cost) of each <item>?" or "... of one
    <item>?" as a money question of 'be' whose subject is the price, nothing after the
    item: one item's price (``constructions.share.unit_price``); else None."""
    verb = sent.root
    if noun.lower_ not in _PRICE_NOUNS or verb.lemma_ != "be" or noun.head != verb:
        return None
    items = pobjects(noun, _OF)
    if len(items) != 1 or items[0].i + 2 != sent.end or sent.doc[sent.end - 1].lower_ != "?":
        return None
    if not any(c.lower_ in ("each", "one") for c in items[0].children):
        return None
    return Query(sent, wh, None, True, verb)


def _phrase_question(sent: TokSpan, words: WordLists) -> Query | None:
    """RETURNS (Query | None): the question a sentence asks with a phrase that stands for
    'how many' or 'how much' ("What is the total number of goals Jorge scored?", "What
    amount of money did Sandy receive?"), at its start or after a comma; None if none.
    RAISES Abstain: ``unsupported-question`` when the phrase names whose items it counts
    ("What is the sum of Gino's sticks?") or has no verb to ask with."""
    seen = sent.doc
    tokens = _uncontracted(seen.lower[sent.start : sent.end])
    in_sent = seen.tokens[sent.start : sent.end]
    by_first, blank = derived(_phrases_by_first, words.question_phrases, words.question_imperatives)
    if not blank and by_first.keys().isdisjoint(tokens):
        return None  # no word of the sentence starts a phrase
    # a phrase starts the sentence or follows a comma
    starts = [0, *(k + 1 for k, word in enumerate(tokens[:-1]) if word == ",")] if tokens else []
    for start in starts:
        token = in_sent[start]
        for phrase, amount in by_first.get(tokens[start], blank):
            size = len(phrase)
            if tuple(tokens[start : start + size]) != phrase:
                continue
            last = in_sent[start + size - 1]
            if last.lower_ == "of":
                objects = [c for c in last.children if c.dep_ == "pobj"]
                if not objects:
                    return None
                noun: Tok | None = objects[0]
                if amount == "many" and noun is not None and noun.tag_ not in _PLURAL_TAGS:
                    return None  # "What was the total of the lunch bill?": no count
            else:
                if start + size < len(tokens) and tokens[start + size] == "of":
                    priced = _price_of_one(sent, token, last)
                    if priced is not None:  # "What is the price of each pen?"
                        return priced
                    if _bare_cost(phrase, in_sent[start + size :]):  # "... of 5 pens?"
                        return Query(sent, token, None, True, sent.root)
                    continue  # "what is the price" of "What is the price of a pen?"
                noun = None
            money = amount == "much" and (
                noun is None or noun.lemma_.lower() in words.money_generic
            )
            if money:
                noun = None
            elif noun is None:
                return None
            head = noun if noun is not None else last
            if noun is not None and any(c.dep_ == "poss" for c in noun.children):
                raise Abstain(
                    "unsupported-question",
                    f"the question counts the items of a holder it names ({noun.text!r})",
                    noun,
                )
            verb = _phrase_verb(sent, token, head, start + size, words)
            if verb is None:
                raise Abstain("unsupported-question", "the question has no verb to ask with", token)
            if last.lower_ != "of" and verb == sent.root and verb.i < sent.start + start + size:
                if money and _bare_cost(phrase, in_sent[start + size :]):
                    return Query(sent, token, None, True, verb)  # what was paid: rates.py
                return None  # "What is the price?": its 'is' names no event or holder
            return Query(sent, token, noun, money, verb)
    return None


Phrases = tuple[tuple[tuple[str, ...], str], ...]


# the last words of a question of what was paid: "What was the total cost/bill?"
_BILLS = frozenset({("total", "cost"), ("total", "bill")})


def _bare_cost(phrase: tuple[str, ...], after: Sequence[Tok]) -> bool:
    """RETURNS (bool): the question is "What is/was the total cost?" (or "total bill")
    and nothing more, or "... of 5 pens?" (a count of the items, as "How much do 5 pens
    cost?"): what was paid (``resolve.rates``: its 'be' with 'total cost' asks a price's
    total)."""
    if phrase[-2:] not in _BILLS:
        return False
    words = [t for t in after if not t.is_punct]
    if not words:
        return True
    counted = words[1:]  # "of 5 pens": a number and its plural noun, nothing more
    return (
        words[0].lower_ == "of"
        and len(counted) == 2
        and counted[0].like_num
        and counted[1].tag_ in _PLURAL_TAGS
        and counted[1].head == words[0]
    )


def _uncontracted(lowers: list[str]) -> list[str]:
    """RETURNS (list[str]): ``lowers`` with the contracted 'is' after 'what' spelled out
    ("what 's the total number of" -> "what is the total number of")."""
    if _CONTRACTED_IS.isdisjoint(lowers):
        return lowers
    return [
        "is" if word in _CONTRACTED_IS and k > 0 and lowers[k - 1] == "what" else word
        for k, word in enumerate(lowers)
    ]


def _phrases_by_first(
    phrases: Phrases, imperatives: frozenset[str] = frozenset()
) -> tuple[dict[str, Phrases], Phrases]:
    """RETURNS: (first word -> the phrases that can start there, in the order given; the
    phrases that can start anywhere, i.e. blank ones). A phrase that opens with 'what' and
    a form of 'be' is also opened by each of ``imperatives`` ("Calculate the total number
    of ...", as "What is the total number of ...")."""
    tails = dict.fromkeys(
        (phrase[2:], amount)
        for phrase, amount in phrases
        if len(phrase) > 2 and phrase[0] == "what" and phrase[1] in _BE_FORMS
    )
    phrases = (
        *phrases,
        *(((verb, *tail), amount) for verb in sorted(imperatives) for tail, amount in tails),
    )
    phrases = tuple(sorted(phrases, key=lambda item: -len(item[0])))
    blank = tuple(p for p in phrases if not p[0])
    index = {
        first: tuple(p for p in phrases if not p[0] or p[0][0] == first)
        for first in {p[0][0] for p in phrases if p[0]}
    }
    return index, blank


# "What was the total cost of Jessica's purchases?": the money its owner spent
_PURCHASES_PHRASE = ("the", "total", "cost", "of")


def _purchases_question(sent: TokSpan) -> Query | None:
    """RETURNS (Query | None): "What is/was the total cost of <owner>'s purchases?" as a
    question of the money the owner spent: 'how much', with the noun 'purchases' (whose
    owner the question asks about) for its verb; None for any other sentence."""
    if "what" not in sent.doc.lower[sent.start : sent.end]:
        return None  # the common case, without a Token per word
    tokens = [t for t in sent if not t.is_punct]
    words = tuple(t.lower_ for t in tokens)
    if len(words) < 8 or words[0] != "what" or words[1] not in ("is", "was"):
        return None
    if words[2:6] != _PURCHASES_PHRASE:
        return None
    purchases = tokens[-1]
    owners = [c for c in purchases.children if c.dep_ == "poss"]
    if purchases.lemma_.lower() != "purchase" or purchases.tag_ != "NNS" or len(owners) != 1:
        return None
    if {t.i for t in tokens[6:-1]} != {t.i for t in owners[0].subtree}:
        return None  # "the total cost of Jessica's new purchases": not read
    return Query(sent, tokens[0], None, True, purchases)


def _score_question(sent: TokSpan, words: WordLists) -> Query | None:
    """RETURNS (Query | None): "What would her score be?", "What was his final score?",
    "What is Omar's total score?" as a question of the points the owner scored: the noun
    of a score (``words.score_nouns``, whose owner the question asks about) for its
    verb, read as "How many points did she score?"; None for any other sentence."""
    if "what" not in sent.doc.lower[sent.start : sent.end]:
        return None
    tokens = [t for t in sent if not t.is_punct]
    root = sent.root
    if root.lemma_ != "be":
        return None
    scores = [t for t in tokens if t.tag_ == "NN" and t.lemma_.lower() in words.score_nouns]
    if len(scores) != 1:
        return None
    score = scores[0]
    owners = [c for c in score.children if c.dep_ == "poss"]
    if len(owners) != 1 or score.head != root:
        return None
    said = {root.i, score.i, *(t.i for t in owners[0].subtree)}
    said |= {c.i for c in root.children if c.dep_ == "aux" and c.lower_ in _MODAL}
    said |= {c.i for c in score.children if c.dep_ == "amod" and c.lower_ in _FINAL}
    said |= {  # "If she found 4 treasures ..., what would her score be?": a condition
        t.i
        for c in root.children
        if c.dep_ == "advcl" and any(m.dep_ == "mark" and m.lower_ == "if" for m in c.children)
        for t in c.subtree
    }
    opening = [t for t in tokens if t.i not in said]
    if not opening or opening[0].lower_ != "what" or len(opening) != 1:
        return None  # "What was his score on Monday?": not read
    return Query(sent, opening[0], None, False, score)


def _phrase_verb(sent: TokSpan, first: Tok, head: Tok, end: int, words: WordLists) -> Tok | None:
    """The verb a phrase question asks with: a clause on its noun ("goals Jorge scored"),
    else the sentence's own verb after the phrase ("... pages did I read"), else its 'be'
    ("What is the sum of the apples?"); never an imperative ('find')."""
    for token in [head, *head.ancestors]:
        if token.i < first.i:
            break
        for child in token.children:
            if child.dep_ in ("relcl", "acl") and child.pos_ in ("VERB", "AUX"):
                return child
    root = sent.root
    if root.lemma_.lower() in words.question_imperatives:
        return None
    if root.i >= sent.start + end or root.lemma_ == "be":
        return root
    return None


def total_asked(question: Query, markers: tuple[str, ...]) -> bool:
    """RETURNS (bool): whether the question asks for a total ('in all', 'altogether', ...)."""
    sent = question.sent
    text = " " + " ".join(sent.doc.lower[sent.start : sent.end]) + " "
    return _any_marker(markers).search(text) is not None


def _any_marker(markers: tuple[str, ...]) -> re.Pattern[str]:
    """RETURNS (re.Pattern): one pattern that finds any of ``markers`` between spaces."""
    return derived(_any_marker_pattern, markers)


def _any_marker_pattern(markers: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(rf"\s{re.escape(m)}\s" for m in markers) or "(?!)")


def marker_index(markers: tuple[str, ...]) -> tuple[dict[str, tuple[list[str], ...]], bool]:
    """RETURNS: ``markers`` indexed by their first word, as ``_marker_index`` builds it."""
    return derived(_marker_index, markers)


def _marker_index(markers: tuple[str, ...]) -> tuple[dict[str, tuple[list[str], ...]], bool]:
    """Index multi-word markers ("in all", "to begin with") by their first word.

    markers (tuple[str, ...]): the markers, words separated by spaces.
    RETURNS (tuple): (first word -> the markers that start with it, each as its list of
        words, in the order given; whether a marker is blank, which matches anywhere).
    """
    index: dict[str, list[list[str]]] = {}
    for marker in markers:
        parts = marker.split()
        if parts:
            index.setdefault(parts[0], []).append(parts)
    blank = any(not marker.split() for marker in markers)
    return {first: tuple(found) for first, found in index.items()}, blank


def has_marker(lowered: list[str], markers: tuple[str, ...]) -> bool:
    """RETURNS (bool): whether one of ``markers`` is written in ``lowered`` (lowercase
    token texts in order)."""
    index, blank = marker_index(markers)
    if blank:
        return True
    for start in [k for k, word in enumerate(lowered) if word in index]:
        for parts in index[lowered[start]]:
            if lowered[start : start + len(parts)] == parts:
                return True
    return False


def marker_tokens(sent: TokSpan, markers: tuple[str, ...]) -> set[int]:
    """RETURNS (set[int]): the tokens of ``sent`` written as one of ``markers`` ("in all",
    "to begin with"), however the parse hangs them; a blank marker marks no token."""
    lowered = sent.doc.lower[sent.start : sent.end]
    index, _ = marker_index(markers)
    found: set[int] = set()
    for start in [k for k, word in enumerate(lowered) if word in index]:
        for parts in index[lowered[start]]:
            if lowered[start : start + len(parts)] == parts:
                found.update(sent.start + start + k for k in range(len(parts)))
    return found


def asks_bill(query: Query, bills: Collection[str]) -> bool:
    """RETURNS (bool): the question asks with 'be' what was paid ("How much was the
    bill?", "What was the total cost?"): no holding. bills (Collection[str]): the nouns
    of it, alone or after an adjective ("bill", "total cost")."""
    verb = query.verb
    return verb.lemma_.lower() == "be" and any(
        c.dep_ == "nsubj" and not _named_with_kind(c).isdisjoint(bills) for c in verb.children
    )


def _named_with_kind(noun: Tok) -> set[str]:
    """RETURNS (set[str]): the noun's lemma, alone and after each adjective of it ("cost",
    "total cost")."""
    lemma = noun.lemma_.lower()
    return {lemma, *(f"{c.lower_} {lemma}" for c in noun.children if c.dep_ == "amod")}


def asks_holding(question: Query, words: WordLists, facts: tuple[Fact, ...] = ()) -> bool:
    """Whether the question's verb asks what is held ("have", "are left").

    question (Query): the question.
    words (WordLists): the word lists.
    facts (tuple[Fact, ...]): the facts; a verb of posture asks what is held only when a
        fact says it of the items too ("2 birds were sitting on the fence … How many birds
        are sitting on the fence?"), else it picks some of them out.
    RETURNS (bool): whether the question asks for a holding.
    """
    verb = question.verb
    key = verb.lemma_.lower()
    particles = [c.lower_ for c in verb.children if c.dep_ in ("prt", "prep")]
    auxiliaries = [c.lemma_.lower() for c in verb.children if c.dep_ == "aux"]
    allowed = words.question_holding_verbs
    if key in allowed or any(f"{key} {p}" in allowed for p in particles):
        return True
    if asks_change(question, words):  # what is left of money held, after payments only
        money = [
            f for f in facts if f.amount is not None and counts_money(f.amount, words.money_nouns)
        ]
        holders = {f.name for f in money if f.kind is FactKind.POSSESS}
        return (
            len(holders) == 1
            and any(
                f.kind is FactKind.LOSE or f.price or (f.rate is not None and f.rate.price)
                for f in facts
            )
            and all(f.name in holders and f.kind is not FactKind.GAIN for f in money)
        )
    if question.measure is not None and key in WEIGHING_VERBS:
        return True  # "How much does the puppy weigh now?": its measure, as 'how heavy is'
    if (
        key in words.question_position_verbs
        and verb.tag_ == "VBG"
        and any(c.dep_ == "aux" and c.lower_ in ("is", "are") for c in verb.children)
        and any(f.verb.lemma_.lower() == key for f in facts)
    ):
        return True  # "How many birds are sitting on the fence?": where they are now
    if (
        question.noun is not None
        and any(c.dep_ == "amod" and c.lower_ in _SURPLUS for c in question.noun.children)
        and any(f.kind is FactKind.LOSE for f in facts)
        and all(f.verb.lemma_ == verb.lemma_ for f in facts if f.kind is FactKind.GAIN)
    ):  # "She picked 73 flowers and used 70. How many extra flowers did she pick?": what
        # is left of what the question's verb got, every gain its own
        return True
    return "have" in auxiliaries and key in [*words.total_markers, "combine"]  # "have combined"


def group_subject(question: Query) -> Tok | None:
    """RETURNS (Tok | None): the number of a question's subject that names a group of so
    many holders ("did the three of them catch", "do the two children have"), else None:
    the question asks their total, which holds only if the text names that many."""
    for c in question.verb.children:
        if c.dep_ != "nsubj" or c == question.noun:
            continue
        the = any(d.dep_ == "det" and d.lower_ == "the" for d in c.children)
        if c.pos_ == "NUM" and c.like_num and the:
            of = [p for p in c.children if p.dep_ == "prep" and p.lower_ == "of"]
            if len(of) == 1 and [g.lower_ for g in of[0].children] in (["them"], ["us"]):
                return c  # "the three of them"
        elif c.tag_ == "NNS" and the:
            numbers = [d for d in c.children if d.dep_ == "nummod" and d.like_num]
            if len(numbers) == 1:
                return numbers[0]  # "the three children"
    return None


def _subjects(question: Query) -> list[Tok]:
    """RETURNS (list[Tok]): the subjects of the question's verb, but its counted noun and
    the words of its opening; 'money' beside another subject is what is asked, not a
    holder ("How much more money does Ola need")."""
    subjects = [
        c
        for c in question.verb.children
        if c.dep_ in ("nsubj", "nsubjpass") and c != question.noun and not _in_opening(question, c)
    ]
    if question.money and len(subjects) > 1:
        subjects = [c for c in subjects if c.lower_ != "money"]
    if not subjects and question.measure is not None and question.verb.lemma_ == "be":
        # "How many inches tall is Tomas?": the unit parsed as the subject, the thing as 'attr'
        subjects = [c for c in question.verb.children if c.dep_ == "attr" and c != question.noun]
    return subjects


def _goal_of_motion(verb: Tok) -> list[Tok]:
    """RETURNS (list[Tok]): the place after 'to' of an active verb with no object whose
    subject is the things asked ("How many birds flew up to the tree?", "How many more
    fly up to the tree?"); else []."""
    if any(c.dep_ in ("dobj", "dative", "auxpass", "nsubjpass") for c in verb.children):
        return []
    if not any(c.dep_ == "nsubj" or c.lower_ in ("more", "fewer") for c in verb.lefts):
        return []  # "to run to Louis's house": no subject, no things that went
    return [
        grand
        for child in verb.children
        if child.dep_ == "prep" and child.lower_ == "to"
        for grand in child.children
        if grand.dep_ == "pobj" and grand.pos_ == "NOUN"
    ]


def asked_entity(question: Query, words: WordLists, mentions: Mentions) -> str | None:
    """RETURNS (str | None): the holder the question asks about, None for a total."""
    verb = question.verb
    if group_subject(question) is not None:
        return None  # "How many fish did the three of them catch?": their total
    if verb.pos_ in _NOUNS and (
        verb.lemma_.lower() == "purchase" or verb.lemma_.lower() in words.score_nouns
    ):
        owners = [c for c in verb.children if c.dep_ == "poss"]
        if len(owners) == 1:  # "the total cost of Jessica's purchases", "what was his score"
            return _named(owners[0], mentions)
    total = total_asked(question, words.total_markers)
    subjects = _subjects(question)
    if not subjects:  # "does Lily have left": the subject misparsed between the auxiliaries
        subjects = [
            c
            for c in verb.lefts
            if c.dep_ in ("advmod", "npadvmod", "dep") and c.pos_ in ("PROPN", "PRON", "NOUN")
        ]
    subject = subjects[0] if subjects else None
    if subject is not None and (
        subject == question.noun
        or subject.lower_ in ("many", "much")
        or (subject.lower_ in ("more", "fewer") and subject.i == question.wh.i + 2)  # "more flew"
        or (question.money and subject.lower_ in words.money_generic)  # "much money is left"
    ):
        subject = None
    named = _names_before_verb(question, mentions)
    if verb.pos_ not in ("VERB", "AUX") and subject is None and not named:
        raise Abstain(
            "unresolved-holder", f"the question's subject before {verb.text!r} is not read", verb
        )
    if len(named) > 1:
        return None  # "how many pens do amy and bob have together ?" (lowercase, misparsed)
    if len(named) == 1 and subject is None:
        return named[0][0]  # "how many pens does amy have now ?": 'amy' read as an adverb
    if subject is None:
        _check_unread_subject(verb)
        places = [
            grand
            for child in verb.children
            if child.dep_ == "prep" and child.lower_ in words.container_preps
            for grand in child.children
            if grand.dep_ == "pobj"
        ]
        if not places and question.sent.start <= verb.i < question.sent.end:
            places = _goal_of_motion(verb)  # "How many birds flew up to the tree?"
        if len(places) == 1 and not _each_of(places[0]) and (not total or _one_place(places[0])):
            # "How many birds were there altogether in the tree?": that place's holding
            owner = _owner_of_place(places[0], words, mentions)
            return owner if owner is not None else _named(places[0], mentions)
        return None  # "in each of the loads": one of the groups, the share's 'each'

    if any(c.dep_ == "conj" for c in subject.children):
        return None
    if subject.lower_ == "it" and infinitives(verb) and verb.lemma_.lower() == "take":
        # "How long will it take Anwar to mow 6 lawns?": 'it' stands for the doing, and
        # the one it takes is asked
        takers = [c for c in verb.children if c.dep_ in ("dative", "dobj") and c.pos_ == "PROPN"]
        return _named(takers[0], mentions) if len(takers) == 1 else None
    doc = subject.doc
    if subject.i > question.sent.start and doc[subject.i - 1].lower_ in ("and", "or", "&"):
        raise Abstain(  # "do Lee and May have": 'Lee and' parsed apart from the subject
            "unresolved-holder",
            f"the question's subject {subject.text!r} is the last of a list the parse broke",
            subject,
        )
    return _named(subject, mentions)  # "does Grace have in all" asks about Grace (C4)


def _one_place(place: Tok) -> bool:
    """RETURNS (bool): ``place`` is one place the text points to ('the tree', 'her
    basket'), with no list or number of places ("in the 3 baskets")."""
    return (
        place.tag_ in ("NN", "NNP")
        and any(c.dep_ in ("det", "poss") and c.lower_ != "each" for c in place.children)
        and not any(c.dep_ in ("conj", "nummod") for c in place.children)
    )


def _owner_of_place(place: Tok, words: WordLists, mentions: Mentions) -> str | None:
    """RETURNS (str | None): the holder a question's place stands for when a pronoun owns
    it and the statements put only that holder's holdings there, each told with a verb of
    holding whose subject is the owner and no other place ("Amy had 4 music files and 21
    video files on her flash drive ... how many files were still on her flash drive?":
    Amy), and no verb moves things between the owner and a place of hers ("deposited
    $75", ``words.place_verbs``); None otherwise (the place is then a holder of its own)."""
    owners = [c for c in place.children if c.dep_ == "poss"]
    if len(owners) != 1 or owners[0].pos_ != "PRON":
        return None
    owner = _named(owners[0], mentions)
    if owner is None:
        return None
    lemma = place.lemma_.lower()
    doc = place.doc
    told = False
    for verb in doc.tokens[: place.sent.start]:
        if verb.pos_ not in ("VERB", "AUX"):
            continue
        if verb.lemma_.lower() in words.place_verbs:
            return None  # "She deposited $75": into her account, not out of her holding
        where = [
            t
            for t in verb.subtree
            if t.dep_ == "pobj"
            and t.head.lower_ in words.container_preps
            and _clause_verb(t) is verb
        ]
        named = [t for t in where if t.lemma_.lower() == lemma]
        if not named:
            continue
        subjects = [  # "Amy had ...", its name at times parsed as an adverbial noun
            c
            for c in verb.children
            if c.dep_ == "nsubj"
            or (c.dep_ in ("npadvmod", "dep") and c.pos_ == "PROPN" and c.i < verb.i)
        ]
        if (
            verb.lemma_.lower() not in words.question_holding_verbs
            or len(subjects) != 1
            or _named(subjects[0], mentions) != owner
            or len(where) != len(named)
        ):
            return None  # "put 3 files on her flash drive", "on her drive and her laptop"
        told = True
    return owner if told else None


def _clause_verb(token: Tok) -> Tok:
    """RETURNS (Tok): the nearest verb above ``token``."""
    head = token.head
    while head.pos_ not in ("VERB", "AUX") and head.head is not head:
        head = head.head
    return head


def _each_of(place: Tok) -> bool:
    """RETURNS (bool): ``place`` is the 'each' of "in each of the loads": any one of
    the groups a share names, no holder."""
    return place.lower_ in ("each", "every") and any(
        c.dep_ == "prep" and c.lower_ == "of" for c in place.children
    )


def _check_unread_subject(verb: Tok) -> None:
    """Abstain when a noun stands between the question's 'do' and its verb and was not
    read as a holder ("How many apples does June have?", 'June' parsed as a time, 'May' as
    a modal): the question names a holder, so it is no total.

    RAISES Abstain: ``unresolved-holder``.
    """
    aux = next((c for c in verb.lefts if c.dep_ == "aux" and c.lemma_ == "do"), None)
    if aux is None and verb.lemma_ == "do":  # "does the green bin hold", 'hold' its object
        after = [c for c in verb.rights if c.pos_ == "VERB"]
        aux, verb = (verb, after[0]) if after else (None, verb)
    if aux is None:
        return
    for token in verb.doc[aux.i + 1 : verb.i]:
        if token.pos_ in ("PROPN", "NOUN", "PRON") or token.is_title:  # "does May have"
            raise Abstain(
                "unresolved-holder",
                f"the question's subject {token.text!r} is not read as a holder",
                token,
            )


def total_holders(question: Query, words: WordLists, mentions: Mentions) -> tuple[str, ...]:
    """RETURNS (tuple[str, ...]): the holders a question about a total names ("How many
    shells do Gina and Hugo have together?" -> Gina, Hugo); () when it names none."""
    named = _names_before_verb(question, mentions)
    if len(named) > 1:
        return tuple(dict.fromkeys(name for name, _ in named))
    subjects = _subjects(question)
    if not subjects:
        return ()
    heads = [subjects[0], *(c for c in subjects[0].children if c.dep_ == "conj")]
    if len(heads) < 2:
        return ()
    names = []
    for head in heads:
        try:
            name = mentions.name(head)
        except Abstain:
            return ()
        if name == PLURAL:
            return ()
        names.append(name)
    return tuple(dict.fromkeys(names))


def read_change_question(
    question: Query,
    facts: tuple[Fact, ...],
    unit: str,
    entity: str | None,
    lexicon: VerbLexicon,
    words: WordLists,
    trade_verbs: frozenset[str] = frozenset(),
    measured: frozenset[str] = frozenset(),
    bills: Collection[str] = (),
) -> tuple[Fact, ...]:
    """Read a question about what happened ("How many fish did he buy?", "How many
    pieces of candy did Bobby eat?") as a holding: the amount the events moved is the
    holding they leave only when nobody stated a holding of the unit before them, every
    event on it is the question's own verb (or a synonym of it) and goes one way. A loss
    is then counted as what it moved: the facts become gains of the same amounts.

    question (Query): the question, whose verb is a gain or a loss.
    facts (tuple[Fact, ...]): the facts, holders and units resolved.
    unit (str): the unit asked.
    entity (str | None): the holder asked about, None for a total.
    lexicon (VerbLexicon): the verb frames.
    words (WordLists): the word lists (``question_verb_synonyms``).
    trade_verbs (frozenset[str]): verbs that trade goods for a price ("buy", "sell"):
        when money is asked, each must state a price for each thing it trades.
    measured (frozenset[str]): units converted to the one asked ("90 minutes" of "How
        many hours did he work?"): their events are on it too.
    bills (Collection[str]): nouns of what was paid ("bill", "total cost"): 'be' with one
        of them asks what was spent ("What was the total cost?", ``asks_bill``).
    RETURNS (tuple[Fact, ...]): the facts, a loss asked about counted as a gain.
    RAISES Abstain: ``unsupported-question`` when the events do not answer it.
    """
    verb = question.verb
    particles = [c.lower_ for c in verb.children if c.dep_ == "prt"]
    lemma = verb.lemma_.lower()
    if (verb.pos_ in _NOUNS and lemma == "purchase") or asks_bill(question, bills):
        lemma = "spend"  # "What was the total cost of Jessica's purchases?", "the bill"
    found = lexicon.lookup(lemma, particles)
    if found is None:  # a verb the lexicon lacks, tallied because the question asks with it
        found = next(((f.key, f.frame) for f in facts if f.construction == "tally"), None)
    cls = found[1].cls if found is not None else None
    if found is None or cls not in ("gain", "lose"):
        raise Abstain(
            "unsupported-question",
            f"the question asks what happened ({verb.text!r}), not what is held",
            verb,
        )
    key = found[0]
    future = [c.lower_ for c in verb.children if c.dep_ == "aux"] in FUTURE_AUX and any(
        is_planned(f.verb, words.plans) is not None for f in facts
    )  # "plans to go to 16 games ... How many games will he attend in all?": so far and planned
    if _modal(verb) and not future:
        raise Abstain(
            "unsupported-question",
            f"the question asks what could or will happen ({verb.text!r})",
            verb,
        )
    kind = FactKind.GAIN if cls == "gain" else FactKind.LOSE
    holders = {f.name for f in facts if f.kind is FactKind.POSSESS}
    if entity is not None:
        holders.add(entity)
    relevant = [
        f
        for f in facts
        if (f.amount is None or f.amount.unit == unit or f.amount.unit in measured)
        and (entity is None or entity in (f.name, f.party_name))
    ]
    stated = {f.name for f in facts if f.kind is FactKind.POSSESS}
    for fact in relevant:
        if kind is FactKind.GAIN and _given_to(fact, entity) and entity not in stated:
            # "She gave 7 plums to Bao. How many plums did Bao get?": what Bao was given,
            # all Bao holds when no holding of Bao's is stated
            continue
        if fact.kind is not kind or (entity is not None and fact.name != entity):
            reason = "the events on it do not all go the question's way"
        elif fact.party_name is not None and fact.party_name in holders:
            reason = f"{fact.verb.text!r} moves it between holders"
        elif not _same_event(key, fact.key, words):
            reason = f"the question's verb is not the event's ({fact.verb.text!r})"
        elif fact.kind is FactKind.LOSE and fact.generic and not fact.agentive:
            # "her brother ate 4": another's eating of the holder's things (consumed)
            reason = f"{fact.verb.text!r} is another's event on the holder's things"
        else:
            continue
        raise Abstain(
            "unsupported-question",
            f"the question asks what happened ({verb.text!r}), not what is held: {reason}",
            verb,
        )
    if not relevant:
        raise Abstain(
            "unsupported-question",
            f"the question asks what happened ({verb.text!r}), and no event says",
            verb,
        )
    check_prices(question, facts, unit, entity, words, trade_verbs)
    if kind is FactKind.GAIN:
        return facts
    chosen = {id(f) for f in relevant}
    return tuple(
        msgspec.structs.replace(f, kind=FactKind.GAIN, party=None, party_name=None)
        if id(f) in chosen
        else f
        for f in facts
    )


def asked_events(
    question: Query,
    facts: tuple[Fact, ...],
    unit: str,
    entity: str | None,
    lexicon: VerbLexicon,
    words: WordLists,
) -> tuple[Fact, ...]:
    """RETURNS (tuple[Fact, ...]): the events a question about what happened asks, when
    the asked holder's holding of the unit is stated too ("Kana had 8 cherries. She ate 2
    cherries. How many cherries did she eat?": the changes' amounts, summed); () when no
    holding of the holder is stated, the question's verb is no gain or loss, asks what
    could happen, or tells no event on the unit, an event of another holder or the other
    way, an event of no stated amount, or one that has not happened."""
    verb = question.verb
    totals = marker_tokens(question.sent, words.total_markers)  # "in all"
    if (
        entity is None
        or (verb.tag_ == "NN" and verb.lemma_.lower() in words.score_nouns)  # a holding
        or _modal(verb)
        or any(  # "How many did she give away on Monday?": a place or a time of the event
            c.dep_ in _PLACE_DEPS and not {t.i for t in c.subtree} <= totals for c in verb.children
        )
    ):
        return ()
    parties = [  # "How much did she pay the painter?": the events with that party
        c
        for c in verb.children
        if c.dep_ in _PARTY_DEPS
        and c != question.noun
        and c.lower_ not in ("many", "much")
        and c.lemma_.lower() not in words.money_generic  # "How much money did he spend?"
        and not {t.i for t in c.subtree} <= totals
    ]
    if len(parties) > 1 or (parties and parties[0].pos_ not in ("NOUN", "PROPN")):
        return ()
    found = _event_asked(verb, lexicon)
    if found is None:
        return ()
    key, kind = found
    relevant = _touching(facts, unit, entity)
    if not any(f.kind is FactKind.POSSESS and f.name == entity for f in relevant):
        return ()
    # "Bao had 4 plums. Imani gave him 7 plums. How many plums did Bao get?"
    given = tuple(f for f in relevant if _given_to(f, entity))
    events = [f for f in relevant if f.kind is not FactKind.POSSESS]
    if kind is FactKind.GAIN and given and len(given) == len(events) and not parties:
        return given if all(_told_plainly(f, FactKind.LOSE) for f in given) else ()
    told = tuple(
        f for f in relevant if f.kind is not FactKind.POSSESS and _same_event(key, f.key, words)
    )
    if parties:
        party = parties[0].lemma_.lower()
        if any(f.party is None or f.party.token is None for f in told):
            return ()  # "paid the painter $30. Later she paid $10 more": to whom?
        told = tuple(f for f in told if f.party.token.lemma_.lower() == party)  # type: ignore[union-attr]
    if not told or not all(f.name == entity and _told_plainly(f, kind) for f in told):
        return ()
    return told


# the prepositions of a stretch that spans every time told ("in the two days")
_SPANS = frozenset({"in", "over", "during", "on"})


def over_every_time(
    query: Query, facts: tuple[Fact, ...], amounts: tuple[Amount, ...], words: WordLists
) -> tuple[frozenset[int], frozenset[int]]:
    """Find a stretch on the question's verb that counts the times the events are told
    at ("On Monday she sewed 4 scarves. On Tuesday she sewed 6 scarves. How many scarves
    did she sew in the two days?", "on both days"): it restricts nothing, its number is
    no quantity of its own. Every fact of the question's verb must be told at one time of
    its own, and those times as many as the stretch counts.

    RETURNS: (the stretch's preposition, read as no restriction; the start of its amount,
        read as no quantity of the question), both empty when there is none.
    """
    none: tuple[frozenset[int], frozenset[int]] = (frozenset(), frozenset())
    verb = query.verb
    spans = [c for c in verb.children if c.dep_ == "prep" and c.lower_ in _SPANS]
    if len(spans) != 1:
        return none
    objects = [c for c in spans[0].children if c.dep_ == "pobj"]
    if len(objects) != 1 or objects[0].tag_ != "NNS":
        return none
    noun = objects[0]
    if noun.lemma_.lower() not in words.time_words:
        return none
    counted = [q for q in amounts if q.noun is not None and q.noun.i == noun.i]
    both = any(c.lower_ == "both" for c in noun.children)
    if not both and (len(counted) != 1 or counted[0].value.denominator != 1):
        return none
    told = [f for f in facts if f.verb.lemma_.lower() == verb.lemma_.lower() and f.amount]
    slots = [time_slots(f.verb, words.time_words) for f in told]
    if not told or any(len(found) != 1 for found in slots):
        return none
    if len({found[0] for found in slots}) != (2 if both else counted[0].value):
        return none
    starts = frozenset(q.start for q in counted)
    return frozenset({spans[0].i}), starts


def _touching(facts: tuple[Fact, ...], unit: str, entity: str | None) -> tuple[Fact, ...]:
    """RETURNS: the facts with an amount of ``unit`` that name ``entity`` as their holder
    or their other side, in order."""
    return tuple(
        f
        for f in facts
        if f.amount is not None and f.amount.unit == unit and entity in (f.name, f.party_name)
    )


def _event_asked(verb: Tok, lexicon: VerbLexicon) -> tuple[str, FactKind] | None:
    """RETURNS: (the lexicon key, GAIN or LOSE) of a question's verb of gaining or losing
    (with its particles), else None."""
    particles = [c.lower_ for c in verb.children if c.dep_ == "prt"]
    found = lexicon.lookup(verb.lemma_.lower(), particles)
    if found is None or found[1].cls not in ("gain", "lose"):
        return None
    return found[0], FactKind.GAIN if found[1].cls == "gain" else FactKind.LOSE


def _given_to(fact: Fact, entity: str | None) -> bool:
    """RETURNS (bool): ``fact`` is another holder's loss to ``entity`` ("Imani gave him 7
    plums"): what ``entity`` was given."""
    return (
        entity is not None
        and fact.kind is FactKind.LOSE
        and fact.party_name == entity
        and fact.name != entity
    )


def _told_plainly(fact: Fact, kind: FactKind) -> bool:
    """RETURNS (bool): ``fact`` is an event of ``kind`` told as done (past, no modal) with
    a stated amount."""
    return (
        fact.kind is kind
        and not (fact.amount is not None and fact.amount.unstated)
        and fact.verb.tag_ in _TOLD_TAGS
        and not _modal(fact.verb)
    )


def events_at_time(
    question: Query,
    facts: tuple[Fact, ...],
    unit: str,
    entity: str | None,
    lexicon: VerbLexicon,
    words: WordLists,
) -> tuple[Fact, ...]:
    """RETURNS (tuple[Fact, ...]): the events a question about what happened at one time
    asks ("Olu found 7 seashells on Saturday. On Sunday he found 15 more seashells. How
    many seashells did Olu find on Sunday?": the changes told at that time, summed); ()
    unless the question's verb is a gain or a loss placed at one time, every event of that
    verb by the asked holder on the unit is told (past, with a stated amount, one way) at
    one time of its own, and one or more at the time asked."""
    verb = question.verb
    asked = time_slots(verb, words.time_words)
    if entity is None or len(asked) != 1 or _modal(verb):
        return ()
    found = _event_asked(verb, lexicon)
    if found is None:
        return ()
    key, kind = found
    told = [
        f
        for f in _touching(facts, unit, entity)
        if f.name == entity and f.kind is not FactKind.POSSESS and _same_event(key, f.key, words)
    ]
    if not told or not all(_told_plainly(f, kind) for f in told):
        return ()
    if sum(t.lemma_.lower() in words.time_words for t in question.sent) != 1:
        return ()  # "in the morning and (in) the evening": two times asked, however parsed
    verbs = [f.verb.i for f in facts]
    if any(verbs.count(f.verb.i) > 1 for f in told):
        return ()  # "caught 4 fish in the morning and 2 in the evening": one verb, two times
    slots = [time_slots(f.verb, words.time_words) for f in told]
    if any(len(found) != 1 for found in slots):
        return ()
    return tuple(f for f, found in zip(told, slots, strict=True) if found == asked)


# the dependents of a question's verb that name a party of the event, or a place or a time
_PARTY_DEPS = frozenset({"dative", "dobj", "iobj"})
_PLACE_DEPS = frozenset({"prep", "npadvmod"})


def told_twice(
    question: Query,
    facts: tuple[Fact, ...],
    unit: str,
    entity: str | None,
    lexicon: VerbLexicon,
) -> tuple[str, tuple[Fact, ...]] | None:
    """Find what happened asked of a holding told twice and no event between ("Last week
    Tom had 74 dollars. He washed cars and now has 86 dollars. How much money did he
    make washing cars?"): the asked holder's only statements on the unit are two
    holdings, the second told 'now'; a gain asked is how much more it holds now, a loss
    how much less.

    RETURNS: ("more" for a gain asked, "fewer" for a loss; the two holdings), or None
        when the question and the statements are not so.
    """
    verb = question.verb
    found = _event_asked(verb, lexicon)
    if entity is None or found is None or _modal(verb):
        return None
    mine = _touching(facts, unit, entity)
    if len(mine) != 2 or any(f.kind is not FactKind.POSSESS or f.name != entity for f in mine):
        return None
    nows = [any(c.dep_ == "advmod" and c.lower_ == "now" for c in f.verb.children) for f in mine]
    if nows != [False, True]:
        return None
    return ("more" if found[1] is FactKind.GAIN else "fewer"), mine


def _modal(verb: Tok) -> bool:
    """RETURNS (bool): a modal auxiliary ('can', 'will', ...) is on ``verb``."""
    return any(c.dep_ == "aux" and c.lower_ in _MODAL for c in verb.children)


# the tags of a verb that tells an event that happened ("ate", "has eaten")
_TOLD_TAGS = frozenset({"VBD", "VBN"})


def check_prices(
    question: Query,
    facts: tuple[Fact, ...],
    unit: str,
    entity: str | None,
    words: WordLists,
    trade_verbs: frozenset[str],
) -> None:
    """Abstain, when money is asked, on a trade that leaves a price unstated ("bought a
    hat for $6 and a scarf", "buys heels for $60 and slippers for 2/3 of the price"): the
    money it moved would be missing from what was spent, earned or is left.

    question (Query): the question.
    facts (tuple[Fact, ...]): the facts (a price read is a fact with ``price``).
    unit (str): the unit asked; nothing is checked unless it is money.
    entity (str | None): the holder asked about; a trade between others (for a total,
        others who hold no money: "Vera buys 15 ribbons") moves none of the money asked.
    words (WordLists): the word lists (``money_units``).
    trade_verbs (frozenset[str]): verbs that trade goods for a price ("buy", "sell").
    RAISES Abstain: ``unsupported-question``.
    """
    if unit not in words.money_units:
        return
    doc = question.sent.doc
    read = condition_tokens(question)
    prices: dict[int, int] = {}
    sides: dict[int, set[str | None]] = {}
    for fact in facts:
        if fact.price:
            prices[fact.verb.i] = prices.get(fact.verb.i, 0) + 1
        sides.setdefault(fact.verb.i, set()).update({fact.name, fact.party_name})
    # whose money is asked about: the holder asked, or for a total every holder of money
    money: set[str | None] = {entity}
    if entity is None:
        money = {
            side
            for f in facts
            if f.amount is not None and f.amount.unit in words.money_units
            for side in (f.name, f.party_name)
        }
    money.discard(None)
    for token in doc.tokens:
        if token.lemma_.lower() not in trade_verbs or token.pos_ != "VERB":
            continue
        if question.sent.start <= token.i < question.sent.end and token.i not in read:
            continue
        auxiliaries = [c.lower_ for c in token.children if c.dep_ == "aux"]
        if "to" in auxiliaries or (token.tag_ == "VBG" and not auxiliaries):
            continue  # "went to buy some things", "spent 50 cents buying candy": no own trade
        names = sides.get(token.i, set()) - {None}
        if names and not names & money:
            continue  # "Vera buys 15 ribbons": nobody whose money is asked about
        goods = [  # its objects, and the nouns coordinated anywhere in its clause
            t
            for t in token.subtree
            if t.pos_ in _NOUNS
            and ((t.dep_ == "dobj" and t.head == token) or t.dep_ == "conj")
            and _clause_verb(t) == token
        ]
        if prices.get(token.i, 0) < max(len(goods), 1):
            raise Abstain(
                "unsupported-question",
                f"{token.text!r} trades something whose price the text does not state",
                token,
            )


def _clause_verb(token: Tok) -> Tok | None:
    """RETURNS (Tok | None): the nearest verb above ``token``."""
    return next((a for a in token.ancestors if a.pos_ in ("VERB", "AUX")), None)


def _same_event(asked: str, stated: str, words: WordLists) -> bool:
    """RETURNS (bool): whether the question's verb (lexicon key) asks about the event:
    the same verb, one without a particle ("pick" and "pick up"), a synonym, or a verb
    that names every gain ("get")."""
    if asked == stated or asked in words.generic_gain_verbs:
        return True
    lemma_a, _, particle_a = asked.partition(" ")
    lemma_s, _, particle_s = stated.partition(" ")
    if lemma_a == lemma_s and not (particle_a and particle_s):
        return True
    return any(asked in group and stated in group for group in words.question_verb_synonyms)


def _in_opening(question: Query, token: Tok) -> bool:
    """RETURNS (bool): ``token`` is part of a phrase that opens the question in place of
    'how many' ("the total number" of "What is the total number of goals …")."""
    if question.wh.lower_ == "how":
        return False
    end = question.noun.i if question.noun is not None else question.verb.i
    return question.wh.i <= token.i < end and token.head.i < end


def _names_before_verb(question: Query, mentions: Mentions) -> list[tuple[str, tuple[int, ...]]]:
    """RETURNS: the holders named (as the statement names them) between the question's
    noun and its verb, with their token indices: the question's subject, however parsed."""
    doc = question.sent.doc
    support = [
        t
        for t in doc[question.wh.i + 2 : question.sent.end]
        if t.lemma_ == "do" and t.i < question.verb.i
    ]
    if not support:
        return []  # only "How many U does/do/did X verb": the subject follows 'do'
    start = support[0].i + 1
    end = max(question.verb.i, start)
    texts = [t.text for t in doc[start:end]]  # texts[k] is token start + k
    found: list[tuple[str, tuple[int, ...]]] = []
    for name in mentions.first:
        size = len(name.split())
        for i in range(start, end - size + 1):
            if " ".join(texts[i - start : i - start + size]) == name:
                found.append((mentions.alias.get(name, name), tuple(range(i, i + size))))
    found.sort(key=lambda item: item[1])
    if len(found) > 1:
        between = doc[found[0][1][-1] + 1 : found[-1][1][0]]
        if not any(t.lower_ in ("and", "&") for t in between):
            return []  # "Dale 's Vegetarian Restaurant": one holder, not a list
    return found


def _named(token: Tok, mentions: Mentions) -> str | None:
    name = mentions.name(token)
    return None if name == PLURAL else name


def conditions(question: Query, quantifiers: frozenset[str] = frozenset()) -> list[Tok]:
    """The verbs of the question's if-clauses ("If she sold 6 of them, how many would she
    have?", "How many would she have if she sold 6?"), read as events that happened.

    question (Query): the question.
    quantifiers (frozenset[str]): words that state an amount without a number ("all",
        "half"): an if-clause with neither is no condition ("If he had not eaten any,
        ..."), as nothing in it could be read and it would be dropped unread.
    RETURNS (list[Tok]): the verbs, in text order.
    """
    if "if" not in question.sent.doc.lower:
        return []  # no if-clause anywhere (both readings below need its 'if')
    root = question.sent.root
    if root != question.verb and _is_condition(root, question.wh):
        # the parse hangs the question under the if-clause
        return [root] if _states_amount(question, root, quantifiers) else []
    # a noun that stands for the verb ("what would her score be"): its sentence's 'be'
    heads = {question.verb.i, root.i} if question.verb.pos_ in _NOUNS else {question.verb.i}
    # "If she used 70 of them, how many extra flowers did Lana pick?": the parse hangs the
    # if-clause on the question's auxiliary
    heads |= {c.i for c in question.verb.children if c.dep_ == "aux"}
    return [
        token
        for token in question.sent
        if token.head.i in heads
        and any(c.dep_ == "mark" and c.lower_ == "if" for c in token.children)
        and (
            (token.dep_ == "advcl" and token.i < question.wh.i)
            # the parse takes a closing if-clause for a complement as often as not
            or (token.dep_ in ("advcl", "ccomp") and _closes_question(question, token))
        )
        and _states_amount(question, token, quantifiers)
    ]


def _closes_question(question: Query, verb: Tok) -> bool:
    """RETURNS (bool): the if-clause headed by ``verb`` ends the question, after its verb
    ("How many apples does Tom have if he buys 2 more?"): nothing but punctuation
    follows it."""
    if verb.i < question.verb.i or verb.left_edge.i < question.verb.i:
        return False
    return all(t.is_punct for t in question.sent.doc[verb.right_edge.i + 1 : question.sent.end])


def _states_amount(question: Query, verb: Tok, quantifiers: frozenset[str]) -> bool:
    """RETURNS (bool): a number or one of ``quantifiers`` is written in the if-clause
    headed by ``verb``."""
    return any(t.like_num or t.lower_ in quantifiers for t in condition_span(question, verb))


def condition_span(question: Query, verb: Tok) -> TokSpan:
    """RETURNS (TokSpan): the tokens of the if-clause headed by ``verb``, up to the question's
    own clause ("If she gave away 3, but then bought 8 more," of "…, how many …"), or,
    for an if-clause that ends the question, up to its last word."""
    doc = question.sent.doc
    if verb.i > question.wh.i:
        end = verb.right_edge.i + 1
        while end > verb.i + 1 and doc[end - 1].is_punct:
            end -= 1
        return doc[verb.left_edge.i : end]
    end = min(verb.right_edge.i + 1, question.wh.i)
    return doc[verb.left_edge.i : max(end, verb.i + 1)]


def condition_tokens(question: Query) -> frozenset[int]:
    """RETURNS (frozenset[int]): the indices of every token of the question's if-clauses."""
    if not question.conditions:
        return frozenset()
    doc = question.sent.doc
    if not isinstance(doc, DocView):
        return _condition_tokens(question)
    # the same for every call on a question while a view is read (readers ask it often)
    found = doc.memo.setdefault("question.condition_tokens", {})
    key = (question.wh.i, tuple(verb.i for verb in question.conditions))
    if key not in found:
        found[key] = _condition_tokens(question)
    return found[key]


def _condition_tokens(question: Query) -> frozenset[int]:
    return frozenset(t.i for verb in question.conditions for t in condition_span(question, verb))


def _is_condition(verb: Tok, wh: Tok) -> bool:
    """RETURNS (bool): ``verb`` heads an if-clause before the question's 'how'."""
    return verb.i < wh.i and any(c.dep_ == "mark" and c.lower_ == "if" for c in verb.children)


def _wh_verb(wh: Tok, phrase: Tok) -> Tok | None:
    """RETURNS (Tok | None): the verb the 'how many' phrase is an argument of, when it
    follows 'how' (the question's own clause); None when the parse gives none."""
    for token in [phrase, *phrase.ancestors]:
        if token.pos_ in ("VERB", "AUX") and token.dep_ != "aux":
            return token if token.i > wh.i and _left_word(token).i >= wh.i else None
    return None


def _left_word(token: Tok) -> Tok:
    """RETURNS (Tok): the first word of ``token``'s subtree, punctuation left out (the
    parse may hang the comma after an if-clause on the question's verb: "If Ann has 5
    apples, how many ...")."""
    return next((t for t in token.subtree if not t.is_punct), token)
