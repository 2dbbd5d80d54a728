"""Coverage: what the constructions did not account for is a reason to abstain.

After the constructions ran, a cue word that no construction claimed ("than", "each",
"half", ...) means the text says something the facts do not hold, and the reader
abstains with that cue's code; so do facts that a construction read but the graph
cannot express (a price read as a gain, a comparison stated as a holding). A missed
problem costs coverage; a dropped clause costs a wrong answer.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from wordproblem.models import TIME_PER

from ..abstention import Abstain
from ..clauses.clauses import (
    EACH,
    PRESENT_BE,
    TOWARD,
    doc_words,
    is_planned,
    is_purpose,
    of_objects,
    same_number_of_each,
)
from ..constructions.exchange import is_partitive
from ..constructions.measure import MeasureData, measure_adjectives
from ..docview import BECOMING, DocView, Tok
from ..ir import Amount, Fact, FactKind, Query, Reading
from ..quantities.quantities import plural, sized_containers
from ..question.question import WEIGHING_VERBS, condition_tokens
from ..rules import RuleSet, WordLists, derived

_FRACTION = re.compile(r"^\d+/\d+$")
# "x2", "3x" (or the multiplication sign, U+00D7): a multiplier beside its number
_MULTIPLIER_FORM = r"[x\u00d7]\d+(?:\.\d+)?|\d+(?:\.\d+)?[x\u00d7]"
# "10.000", "1.500": a point before three digits that end in 0 may group thousands
_GROUPED_FORM = r"[1-9]\d{0,2}\.\d\d0"
_MULTIPLIER = re.compile(f"^(?:{_MULTIPLIER_FORM})$")
_GROUPED = re.compile(f"^(?:{_GROUPED_FORM})$")
# either, over the Doc's words joined by newlines (one search per Doc)
_NUMBER_FORM = re.compile(f"(?m)^(?:{_MULTIPLIER_FORM}|{_GROUPED_FORM})$")

# Prepositions of a time phrase that bounds the events (a span or a point): "in 3 days",
# "within a week", "after 2 weeks", "during 5 months", "over 4 days". Not 'for' or 'on'
# ("worked 3 hours for 6 days", "on the first 4 days": each day, a product).
_SPAN_PREPS = frozenset({"in", "within", "after", "during", "over"})
# Words that make a time a rate: "5 books a day", "daily".
_RATE_DETS = frozenset({"a", "an", "each", "every", "per"})
_RATE_ADVERBS = frozenset({"daily", "weekly", "hourly", "monthly", "yearly", "annually", "nightly"})


def without_time_phrases(
    doc: DocView, amounts: tuple[Amount, ...], query: Query, words: WordLists
) -> tuple[Amount, ...]:
    """Leave out the number of a statement's time phrase ("In 1 week, the family drank
    0.5 carton of milk", "after 3 weeks she had 20 stamps"): it bounds when the events
    happened and counts nothing the problem counts.

    Only a phrase of ``_SPAN_PREPS`` in a statement sentence, the one time amount of the
    text ("picked 30 apples in 2 hours. After 6 hours ..." may be a rate and a duration),
    when the question does not ask about time and nothing makes a time a rate ("5 books a
    day", "daily"); a number
    the question's own time phrase carries ("How many did she read in 3 days?") stays,
    and so does any other time amount, and every one under "How fast ...?".
    RETURNS (tuple[Amount, ...]): the amounts, without those numbers.
    """
    units = _time_units(words.time_words)

    def is_time(token: Tok | None) -> bool:
        return token is not None and token.lemma_.lower() in units

    if is_time(query.noun) or sum(1 for q in amounts if is_time(q.noun)) != 1:
        return amounts  # two times may be a rate and its duration ("30 apples in 2 hours")
    if query.measures("fast"):
        return amounts  # "How fast did he drive?": a distance over the time
    for token in doc.tokens:
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


def time_units(words: WordLists) -> frozenset[str]:
    """RETURNS (frozenset[str]): the words of time and the units of ``TIME_PER``."""
    return _time_units(words.time_words)


def _time_units(time_words: frozenset[str]) -> frozenset[str]:
    """RETURNS (frozenset[str]): ``time_words`` and the units of ``TIME_PER``, made once
    per word list."""
    return derived(_with_time_per, time_words)


def _with_time_per(time_words: frozenset[str]) -> frozenset[str]:
    return frozenset(time_words | TIME_PER.keys())


def _is_ordinal(token: Tok) -> bool:
    """RETURNS (bool): the word ranks its noun ("third grade", "on the third day"), not a
    fraction of it ("a third cup", "one third of the pie")."""
    head = token.head
    return (
        token.dep_ == "amod"
        and token.tag_ == "JJ"
        and head.pos_ == "NOUN"
        and not any(
            (c.dep_ == "det" and c.lower_ in ("a", "an")) or c.dep_ == "nummod"
            for c in head.children
        )
    )


def _check_number_forms(doc: DocView, present: frozenset[str]) -> None:
    """Abstain on a number written in a form the rules cannot read as one value: a
    multiplier sign ("bought 3 peaches x2") or a point that may group thousands ("10.000"
    is ten, or ten thousand as much of Europe writes it).

    present (frozenset[str]): the Doc's lowercase words (one search over them all first).
    RAISES Abstain: ``unsupported-quantity``.
    """
    if _NUMBER_FORM.search("\n".join(present)) is None:
        return
    for token in doc.tokens:
        text = token.lower_
        if _MULTIPLIER.match(text):
            raise Abstain("unsupported-quantity", f"{token.text!r} is a multiplier", token)
        if _GROUPED.match(text):
            raise Abstain(
                "unsupported-quantity",
                f"{token.text!r} may be {text.rstrip('0').rstrip('.')} or "
                f"{text.replace('.', '')} (a point that groups thousands)",
                token,
            )


def check_exceptions(doc: DocView, amounts: tuple[Amount, ...], words: WordLists) -> None:
    """Abstain on an amount set apart from a quantifier: "gave away all but 3", "all of
    her grapes except 2", "Everyone but 2 of them got one", "none but 4": the amount is
    what stays (or alone moves), not the amount the clause moves.

    amounts (tuple[Amount, ...]): the quantities of the text.
    words (WordLists): ``exceptions`` (the words that set an amount apart) and
        ``exception_quantifiers`` (the quantifiers they set it apart from).
    RAISES Abstain: ``exception-quantity``.
    """
    if not words.exceptions:
        return
    lowers = doc.lower
    for q in amounts:
        if q.spared:
            continue  # "all but 4 of them": what the event leaves (a v3 differ)
        start = q.start
        sent = doc.tokens[start].sent
        for phrase in words.exceptions:
            begin = start - len(phrase)
            if begin < sent.start or tuple(lowers[begin:start]) != phrase:
                continue
            if any(w in words.exception_quantifiers for w in lowers[sent.start : begin]):
                raise Abstain(
                    "exception-quantity",
                    f"{q.span(doc).text!r} is set apart from a quantifier by "
                    f"{' '.join(phrase)!r}: it is not the amount moved",
                    doc.tokens[start],
                )


def check_corrections(doc: DocView, amounts: tuple[Amount, ...], words: WordLists) -> None:
    """Abstain on an amount set aside as the one that did not happen: "ate 5 cherries, not
    6", "sold 4 rather than 6": it is no second event, and the reader has no way to drop
    it.

    words (WordLists): ``corrections`` (the words that set an amount aside).
    RAISES Abstain: ``negation``.
    """
    lowers = doc.lower
    for q in amounts:
        start = q.start
        for phrase in words.corrections:
            begin = start - len(phrase)
            if begin >= 0 and tuple(lowers[begin:start]) == phrase:
                raise Abstain(
                    "negation",
                    f"{q.span(doc).text!r} is set aside by {' '.join(phrase)!r}: no event",
                    doc.tokens[start],
                )


def check_verbless_repeat(doc: DocView, query: Query, words: WordLists) -> None:
    """Abstain on a conjunct that repeats an event without its verb or its number: a
    prepositional phrase coordinated with the one of an amount ("gave 3 cards to Ivy and
    (also) to Jamal", "used 4 eggs on Friday and on Saturday": the same amount again, or
    one amount in all), or an amount that stands for an earlier one ("12 on Monday and
    the same number on Tuesday", "6 to Umi and as many to Vera").

    words (WordLists): ``repeated_amounts`` (the phrases that stand for an earlier amount).
    RAISES Abstain: ``ellipsis``.
    """
    tokens, lowers = doc.tokens, doc.lower
    for sent in doc.sents:
        if sent.start == query.sent.start:
            continue
        if not any(t.like_num for t in sent):
            continue  # no amount for a conjunct to repeat
        for t in sent:
            if (
                t.dep_ == "conj"
                and t.pos_ == "ADP"
                and t.head.pos_ in ("ADP", "VERB", "AUX")
                and any(c.dep_ == "pobj" for c in t.children)
                and not any(d.like_num for d in t.subtree)
                and not any(c.dep_ == "neg" for c in t.children)
                and tokens[t.i - 1].dep_ != "neg"
            ):  # "but not to Hal" asserts no event
                raise Abstain(
                    "ellipsis",
                    f"{doc[t.i : t.right_edge.i + 1].text!r} repeats an earlier event "
                    "without its verb or amount",
                    t,
                )
        for cc in sent:
            if cc.pos_ != "CCONJ" or cc.lower_ in ("but", "or", "nor"):
                continue
            if not any(t.like_num for t in tokens[sent.start : cc.i]):
                continue
            j = cc.i + 1
            while (
                j < sent.end
                and tokens[j].pos_ == "ADV"
                and tokens[j].lower_ not in words.comparative
            ):
                j += 1  # "and then also to Cody", "and also in the evening" ("and more": an amount)
            if j >= sent.end or (j == cc.i + 1 and tokens[j].dep_ == "conj"):
                continue  # right after the 'and': the coordinated phrase above
            t = tokens[j]
            misread = (  # "and to Rosalind" parsed as 'to' + a verb 'Rosalind'
                t.tag_ == "TO"
                and t.head.i == t.i + 1
                and t.head.text[:1].isupper()
                and t.head.i > sent.start
                and not any(c.dep_ in ("dobj", "prep") for c in t.head.children)
            )
            if misread or (
                t.pos_ == "ADP"
                and t.head.i < cc.i
                and any(c.dep_ == "pobj" for c in t.children)
                and not any(d.like_num for d in t.subtree)
            ):
                raise Abstain(
                    "ellipsis",
                    f"{doc[cc.i : t.right_edge.i + 1].text!r} repeats an earlier event "
                    "without its verb or amount",
                    t,
                )
        for t in sent:
            if t.dep_ == "conj":
                _check_verbless_conjunct(doc, t, words)
            if (
                t.dep_ == "conj"
                and t.lower_ in words.vague_quantifiers
                and t.head.pos_ == "VERB"
                and lowers[t.i - 1] != "as"  # "and as many to Ned": a repeat, below
            ):
                raise Abstain(  # "took 3 marbles from Efua and a few from Kojo"
                    "unquantified-event",
                    f"{doc[t.left_edge.i : t.i + 1].text!r} is an amount the text does not give",
                    t,
                )
            if (
                t.lower_ == "same"
                and t.dep_ in ("dobj", "npadvmod", "attr")
                and t.head.pos_ == "VERB"
                and any(c.dep_ == "det" and c.lower_ == "the" for c in t.children)
            ):  # "and Lee drank the same": the amount stated before, again
                raise Abstain("ellipsis", "'the same' stands for an earlier amount", t)
        for phrase in words.repeated_amounts:
            n = len(phrase)
            for i in range(sent.start, sent.end - n + 1):
                if tuple(lowers[i : i + n]) != phrase:
                    continue
                if phrase[0] == "as" and "as" in lowers[i + n : sent.end]:
                    continue  # "as many apples as Sam": a comparison, read elsewhere
                before = tokens[i - 1] if i > sent.start else None
                if before is not None and (
                    before.like_num or before.lower_ in words.fraction_words
                ):
                    continue  # "twice as many", "3 times as much": a multiple, read elsewhere
                if phrase[0] == "the" and _same_in_each_group(tokens[i + n - 1]):
                    continue  # "with the same number of pictures in each album": equal parts
                raise Abstain(
                    "ellipsis", f"{' '.join(phrase)!r} stands for an earlier amount", tokens[i]
                )


def _same_in_each_group(noun: Tok) -> bool:
    """RETURNS (bool): "the same number" is said of each of some groups ("with the same
    number of pictures in each album"): equal parts, which a share reads (its 'each' a
    cue that abstains unless a share claims it), not an amount stated before; or of the
    subject "each <group>" of its verb ("If each page has the same number on it")."""
    if any(t.lower_ in ("each", "every") and t.dep_ in ("det", "pobj") for t in noun.subtree):
        return True  # "in each album", "the same number in each"
    said = same_number_of_each(noun.head)  # ``clauses.same_number_of_each``: the clause's own test
    return said is not None and said[1] == noun


def check_restated_events(doc: DocView, query: Query, words: WordLists) -> None:
    """Abstain on a statement that takes back or leaves out an event the reader cannot
    place: a sentence opened by a restating word ("He used 6 nails. Actually, he used 8":
    the first use did not happen), a negated verb phrase left out ("His sister did not":
    she won none, or it is not said), and a subject accompanied by another ("Vikram, along
    with Wanjiru, planted 8 trees": together, or each?).

    words (WordLists): ``restating`` (the words that open a restatement).
    RAISES Abstain: ``negation``, ``ellipsis``, ``plural-holder``.
    """
    tokens, lowers = doc.tokens, doc.lower
    for sent in doc.sents:
        if sent.start == query.sent.start:
            continue
        for phrase in words.restating:
            n = len(phrase)
            if tuple(lowers[sent.start : sent.start + n]) == phrase:
                raise Abstain(
                    "negation",
                    f"{' '.join(phrase)!r} takes back an earlier statement",
                    tokens[sent.start],
                )
        root = sent.root
        if (
            root.lemma_.lower() in ("do", "have", "be")
            and any(c.dep_ == "neg" for c in root.children)
            and all(
                c.dep_ in ("nsubj", "neg", "punct", "aux", "advmod", "cc", "intj")
                for c in root.children
            )
        ):
            raise Abstain("ellipsis", f"{sent.text!r} negates an event it does not repeat", root)
        for t in sent:
            if t.dep_ not in ("nsubj", "nsubjpass"):
                continue
            for prep in t.children:
                if prep.dep_ != "prep":
                    continue
                with_ = prep if prep.lower_ == "with" else None
                joint = with_ is None and prep.lower_ in ("along", "together")
                if joint:  # "along with", "together with": always someone else acting too
                    with_ = next((c for c in prep.children if c.lower_ == "with"), None)
                if with_ is None:
                    continue
                objects = [c for c in with_.children if c.dep_ == "pobj"]
                if not joint:  # "Ann with Bo", not "a club with 30 members"
                    objects = [
                        o
                        for o in objects
                        if o.pos_ == "PROPN" and not any(d.like_num for d in o.subtree)
                    ]
                if objects:
                    raise Abstain(
                        "plural-holder",
                        f"{t.text!r} acts with {doc[with_.i : with_.right_edge.i + 1].text!r}",
                        t,
                    )


_NOMINAL = frozenset({"NOUN", "PROPN", "PRON", "ADJ", "DET"})
_LEFT_OUT = frozenset({"some", "more"})


def _check_verbless_conjunct(doc: DocView, t: Tok, words: WordLists) -> None:
    """Abstain on a conjunct of a verb that is another event without its verb: a noun
    phrase with no number ("baked 12 rolls, and Oren too", "8 on Saturday and the same on
    Sunday"), a number compared with the one before it ("8 on Saturday and 3 fewer on
    Sunday"), or a noun phrase of its own coordinated with a party ("gave 2 to Lemlem and
    the rest to Malik").

    RAISES Abstain: ``ellipsis``.
    """
    head, subtree = t.head, list(t.subtree)
    if any(d.lower_ in _LEFT_OUT or d.lower_ in words.vague_quantifiers for d in subtree):
        return  # "and some in the afternoon": an amount left out, the unknowns reading's
    numbered = any(d.like_num for d in subtree)
    reason = None
    if head.pos_ in ("VERB", "AUX"):
        if t.pos_ in _NOMINAL and not numbered:
            reason = "repeats an earlier event without its verb"
        elif any(d.lower_ in words.comparative and d.lower_ != "more" for d in subtree) and not any(
            d.lower_ == "than" for d in subtree
        ):
            reason = "compares an amount with an earlier one, unread"
    elif (
        head.dep_ == "pobj"
        and not numbered
        and (
            t.pos_ == "ADJ"  # "on Monday and the same on Tuesday"
            or (
                t.pos_ in ("NOUN", "PRON", "DET")
                and any(
                    c.dep_ == "prep" and any(g.dep_ == "pobj" for g in c.children)
                    for c in t.children
                )
            )
        )
    ):
        reason = "is another event without its verb"
    if reason is not None:
        raise Abstain("ellipsis", f"{doc[t.i : t.right_edge.i + 1].text!r} {reason}", t)


_OWN_ARGUMENTS = frozenset({"dobj", "dative", "attr", "oprd", "nsubjpass"})


def check_shared_amount(doc: DocView, query: Query, lexicon: Any) -> None:
    """Abstain when a verb that moves things shares its coordinated verb's amount ("bought
    and ate 4 figs", "earned and spent $5", "sold and then bought back 3"): each verb is
    an event on the amount, in order, and the reader gives the amount to one clause
    only. A verb that moves nothing ("washed and ate 3") adds no event and is let be.

    lexicon (Lexicon): the verb lexicon (``Lexicon.lookup``).
    RAISES Abstain: ``shared-amount``.
    """
    for token in doc.tokens:
        if token.pos_ != "VERB" or token.head.pos_ != "VERB":
            continue
        if token.dep_ == "dep" and token.head.i < token.i:  # "found, then lost, 5 coins"
            objects = [c for c in token.head.children if c.dep_ in _OWN_ARGUMENTS]
            if (
                not any(c.dep_ in _OWN_ARGUMENTS or c.like_num for c in token.children)
                and any(o.i > token.i and any(t.like_num for t in o.subtree) for o in objects)
                and not (query.sent.start <= token.i < query.sent.end)
            ):
                raise Abstain(
                    "shared-amount",
                    f"{token.head.text!r} and {token.text!r} share one amount: two events on it",
                    token,
                )
            continue
        if token.dep_ != "conj":
            continue
        if query.sent.start <= token.i < query.sent.end:
            continue
        second = token
        if any(c.dep_ in ("nsubj", "nsubjpass") for c in second.children):
            continue  # a subject of its own: a clause of its own
        objects = [c for c in second.children if c.dep_ in _OWN_ARGUMENTS | {"npadvmod"}]
        if not any(t.like_num for o in objects for t in o.subtree):
            continue
        # the verbs before it in one list ("bought, washed and ate 3 apples")
        chain, first = [], token
        while first.dep_ in ("conj", "dep") and first.head.pos_ == "VERB":
            between = doc.tokens[first.head.i + 1 : first.i]
            if any(t.dep_ not in ("cc", "advmod", "punct") for t in between):
                break  # "bought 5 figs and ate 4", "grew 43, but the rabbits ate 23"
            first = first.head
            if any(c.dep_ in _OWN_ARGUMENTS or c.like_num for c in first.children):
                break
            chain.append(first)
        for verb in chain:
            particles = [c.lower_ for c in verb.children if c.dep_ in ("prt", "advmod")]
            found = lexicon.lookup(verb.lemma_.lower(), particles)
            if found is not None and found[1].cls in ("gain", "lose", "scale"):
                raise Abstain(  # "washed and ate 3": washing moves nothing, and is let be
                    "shared-amount",
                    f"{verb.text!r} and {second.text!r} share one amount: two events on it",
                    verb,
                )


_MOVING = frozenset({"gain", "lose", "arrive", "depart", "scale"})
# the modals of a relative clause that tells what is to be done with a thing, not an event
_OBLIGATION = frozenset({"must", "should"})


def check_unread_events(
    doc: DocView, query: Query, read: frozenset[int], lexicon: Any, words: WordLists
) -> None:
    """Abstain on a statement verb (or the verb of a question's if-clause) that tells an
    event no fact reads, by reference to another: a verb of gain, loss, motion or scaling
    (or a pro-verb: "did this again") whose theme is a stand-in for things or an amount
    told before ("lost the same",
    "found some too", "sold them"; not a person: "paid him"), or is missing beside a read
    verb it is coordinated with ("bought and ate 4") or with an adverb that repeats ("won
    too", "ate more"); or a verb of happening ("the same happened on Tuesday"). A verb
    negated, in an infinitive ("to make pies") or with a theme of its own ("bought a
    lamp") is let be.

    read (frozenset[int]): the verbs some fact reads.
    lexicon (Lexicon): the verb lexicon (``Lexicon.lookup``).
    words (WordLists): ``quantifiers`` and ``standin_themes`` (themes that stand for
        things told before), ``repeat_adverbs``, ``event_proverbs``, ``repeat_verbs``.
    RAISES Abstain: ``unread-event``.
    """
    standins = words.quantifiers | words.standin_themes
    supposed = {c.i for c in query.conditions}  # "If he finds some more, how many ...?"
    for token in doc.tokens:
        asked = query.sent.start <= token.i < query.sent.end and token.i not in supposed
        if token.pos_ != "VERB" or token.i in read or asked:
            continue
        lemma = token.lemma_.lower()
        if lemma in words.event_proverbs:
            raise Abstain("unread-event", f"{token.text!r} tells an event by reference", token)
        particles = [c.lower_ for c in token.children if c.dep_ == "prt"]
        found = lexicon.lookup(lemma, particles)
        if lemma in words.repeat_verbs:
            motion = False
        elif found is None or found[1].cls not in _MOVING:
            continue
        else:
            motion = found[1].cls in ("arrive", "depart")
        if any(c.dep_ == "neg" or (c.dep_ == "aux" and c.lower_ == "to") for c in token.children):
            continue  # "did not find any", "decided to sell them": no event
        if token.dep_ == "relcl" and any(
            c.dep_ == "aux" and c.lower_ in _OBLIGATION for c in token.children
        ):
            continue  # "40 bananas that must be put away": what is to be done, no event
        theme_deps = ("nsubj", "nsubjpass") if motion else ("dobj", "nsubjpass")
        theme = next((c for c in token.children if c.dep_ in theme_deps), None)
        if theme is None:
            if lemma in words.repeat_verbs:
                continue  # "and so did Ned": whose event it repeats is check_ellipsis's
            if token.dep_ in ("relcl", "acl"):
                continue  # "the 4 apples he had bought": its theme is the noun it describes
            linked = (token.dep_ == "conj" and token.head.i in read) or any(
                c.dep_ == "conj" and c.i in read for c in token.children
            )
            if linked or _repeats(token, words.repeat_adverbs, standins):
                raise Abstain(
                    "unread-event",
                    f"{token.text!r} moves an amount it shares with another clause or repeats",
                    token,
                )
            continue
        if (
            token.dep_ == "relcl"
            and theme.tag_ in ("WDT", "WP")
            and (theme.dep_ == "nsubjpass" or token.tag_ == "VBG")
        ):  # "6 old ones that were broken", "that were falling apart": a state of the noun
            continue
        if theme.lower_ in standins:
            raise Abstain(
                "unread-event",
                f"{token.text!r} moves {theme.text!r}, things or an amount told before, "
                "and no fact reads it",
                token,
            )


def _repeats(verb: Tok, adverbs: frozenset[str], standins: frozenset[str]) -> bool:
    """RETURNS (bool): an adverb of ``adverbs`` modifies ``verb`` ("too", "as well"), or
    one of ``standins`` does, itself or through its adverb ("ate more later")."""
    for c in verb.children:
        if c.dep_ != "advmod":
            continue
        if c.lower_ in adverbs or c.lower_ in standins:
            return True
        if any(g.dep_ == "advmod" and g.lower_ in standins for g in c.children):
            return True
        nxt = c.doc[c.i + 1] if c.i + 1 < len(c.doc) else None
        if nxt is not None and f"{c.lower_} {nxt.lower_}" in adverbs:
            return True
    return False


def _check_vague_time(doc: DocView, statements: list[Tok], lexicon: Any, words: WordLists) -> None:
    """Abstain when a statement is placed at a time the text leaves open ("Noor had 11
    pens at some time today, and she also gave 4 pens to Sara") beside an event: whether
    it came before or after the event is not told.

    RAISES Abstain: ``event-order``.
    """
    lowers = doc.lower
    firsts = {phrase[0] for phrase in words.vague_times}
    for t in statements:
        if lowers[t.i] not in firsts:
            continue
        for phrase in words.vague_times:
            if tuple(lowers[t.i : t.i + len(phrase)]) != phrase:
                continue
            events = [
                v
                for v in statements
                if v.pos_ == "VERB"
                and (found := lexicon.lookup(v.lemma_.lower(), [])) is not None
                and found[1].cls in _MOVING
            ]
            if events:
                raise Abstain(
                    "event-order",
                    f"{' '.join(phrase)!r} leaves open when it was, beside {events[0].text!r}",
                    t,
                )


def check_event_order(
    doc: DocView,
    query: Query,
    lexicon: Any,
    words: WordLists,
    parted: frozenset[int] = frozenset(),
) -> None:
    """Abstain when a connective puts a scaling and another event in an order other than
    the written one, or leaves it unclear: "doubled his plums after he ate 2", "Before
    he doubled them, he ate 2", "ate 2, but first he doubled them", "doubled them when
    he ate 2". The reader takes events in written order; a sum comes out the same in
    any order, a scaling does not, nor does an event that moves a part of a holding
    ("gave away half of her kites after she bought 6"). ("After he doubled them, he ate
    2" and "doubled them before he ate 2" are written in their order and are read.)

    lexicon (Lexicon): the verb lexicon (which verbs scale).
    parted (frozenset[int]): the verbs that move a part of a holding or all of it but a
        number ("half of them", "all but 6"): what they move depends on what came before.
    words (WordLists): ``event_order`` (subordinator -> "earlier", "later" or "unclear")
        and ``first_adverbs``.
    RAISES Abstain: ``event-order``.
    """
    tokens = doc.tokens
    statements = [t for t in tokens if not query.sent.start <= t.i < query.sent.end]
    _check_vague_time(doc, statements, lexicon, words)

    def orders(verb: Tok) -> bool:  # an event whose place in the order changes the answer
        return verb.i in parted or _scales(verb, lexicon)

    def placed(verb: Tok, other: Tok) -> bool:  # or a holding 'before' an event written
        # ahead of it ("Before she bought 8 more, she had 20"; "had 20 after he spent 15"
        # and "had 6 when another 14 came" are read where the holding is)
        return orders(verb) or (_of_class(verb, lexicon, "possess") and _moves(other, lexicon))

    if any(orders(t) for t in statements):
        lowers = doc.lower
        for t in statements:  # "Lina tripled her stickers. Meanwhile, Omar gave 2 to Lina"
            for phrase in words.concurrent:
                if tuple(lowers[t.i : t.i + len(phrase)]) == phrase:
                    raise Abstain(
                        "event-order",
                        f"{' '.join(phrase)!r} does not tell the order of a scaling and "
                        "another event",
                        t,
                    )
        for verb in statements:  # "By the time she doubled them, she had already found 3"
            if _past_perfect(verb) and verb.dep_ != "advcl" and not orders(verb):
                found = lexicon.lookup(verb.lemma_.lower(), [])
                if found is not None and found[1].cls in ("gain", "lose"):
                    raise Abstain(
                        "event-order",
                        f"{verb.text!r} in the past perfect happened before a scaling told "
                        "around it",
                        verb,
                    )
    if not words.event_order and not words.first_adverbs:
        return
    starts = {phrase[0] for phrase in words.first_adverbs}
    for token in tokens:
        if query.sent.start <= token.i < query.sent.end:
            continue
        lower = token.lower_
        if lower in words.event_order:
            place = words.event_order[lower]
            _check_subordinate(token, place, placed if place == "later" else _only(orders))
            if place == "later":
                _check_held_before(token, statements, lexicon)
        if lower not in starts:
            continue
        for phrase in words.first_adverbs:
            end = token.i + len(phrase)
            if end > len(tokens) or tuple(doc.lower[token.i : end]) != phrase:
                continue
            verb = token.head  # "but first he doubled", "but before that he gave away 5"
            if verb.pos_ not in ("VERB", "AUX") or token.dep_ not in ("advmod", "prep"):
                continue
            earlier = [
                t
                for t in tokens[verb.sent.start : token.i]
                if t.pos_ == "VERB" and t is not verb and lexicon.lookup(t.lemma_.lower(), [])
            ]
            if earlier and (orders(verb) or any(orders(t) for t in earlier)):
                raise Abstain(
                    "event-order",
                    f"{' '.join(phrase)!r} puts {verb.text!r} before what is written ahead of it",
                    token,
                )


def _check_subordinate(token: Tok, place: str, placed: Callable[[Tok, Tok], bool]) -> None:
    """Abstain when the subordinator ``token`` places its clause's event ("earlier",
    "later" or "unclear": ``place``) against the written order of a scaling and another
    event, or of a holding and an event ("Before she bought 8 more, she had 20":
    ``placed``). RAISES Abstain: ``event-order``."""
    sub, main = _subordinate(token)
    if sub is None or main is None or main.pos_ not in ("VERB", "AUX"):
        return
    if not (placed(sub, main) or placed(main, sub)):
        return
    if place == "unclear" or (place == "earlier") != (sub.i < main.i):
        raise Abstain(
            "event-order",
            f"{token.lower_!r} puts {sub.text!r} and {main.text!r} in an order the text "
            "does not follow",
            token,
        )


def _past_perfect(verb: Tok) -> bool:
    """RETURNS (bool): ``verb`` is a past participle under the auxiliary 'had' ("had
    already found"): an event placed before the time the story is at (in a main clause;
    "Once he had sold 5, he doubled them" states its order with its connective)."""
    return verb.tag_ == "VBN" and any(
        c.dep_ == "aux" and c.lower_ in ("had", "'d") for c in verb.children
    )


def _subordinate(token: Tok) -> tuple[Tok | None, Tok | None]:
    """RETURNS: the verb of the clause the subordinator ``token`` opens ("before she
    bought", "before buying"; None for "before shopping", a noun) and the verb it
    places that clause against; (None, None) when ``token`` opens no such clause."""
    if token.dep_ in ("mark", "advmod") and token.head.dep_ == "advcl":
        return token.head, token.head.head
    if token.dep_ == "prep":
        return next((c for c in token.children if c.dep_ == "pcomp"), None), token.head
    return None, None


def _check_held_before(token: Tok, statements: list[Tok], lexicon: Any) -> None:
    """Abstain when 'before' (``token``) places a holding compared with another's ahead
    of a time or act while events are told ahead of it ("She spent $19 ... Before shopping,
    she had $16 more than Kenji"): the comparison is read where it is written, and which
    came first is not told. (A plain holding so placed, "He had none before that", is read
    as the start.) RAISES Abstain: ``event-order``."""
    _, main = _subordinate(token)
    if main is None or main.pos_ not in ("VERB", "AUX") or not _of_class(main, lexicon, "possess"):
        return
    if not any(t.lower_ in ("than", "as") for t in main.sent):
        return
    inside = {t.i for t in token.subtree}
    if any(
        t.i < main.i and t.i not in inside and t.pos_ == "VERB" and _moves(t, lexicon)
        for t in statements
    ):
        raise Abstain(
            "event-order",
            f"'before' places the holding of {main.text!r} ahead of events told before it",
            token,
        )


def _only(orders: Callable[[Tok], bool]) -> Callable[[Tok, Tok], bool]:
    """RETURNS: a test of a pair of verbs that asks ``orders`` of the first alone."""
    return lambda verb, _other: orders(verb)


def _of_class(verb: Tok, lexicon: Any, cls: str) -> bool:
    """RETURNS (bool): the lexicon lists ``verb`` in the frame class ``cls``."""
    found = lexicon.lookup(verb.lemma_.lower(), [])
    return found is not None and found[1].cls == cls


def _moves(verb: Tok, lexicon: Any) -> bool:
    """RETURNS (bool): the lexicon lists ``verb`` as an event that moves a holding."""
    found = lexicon.lookup(verb.lemma_.lower(), [])
    return found is not None and found[1].cls != "possess"


def _scales(verb: Tok, lexicon: Any) -> bool:
    """RETURNS (bool): the verb is one of the lexicon's scalings ("doubled")."""
    return _of_class(verb, lexicon, "scale")


def check_cues(doc: DocView, reading: Reading, rules: RuleSet) -> None:
    """Abstain on unclaimed cues of comparisons, rates, fractions and multiples, on
    start-state questions, and on a question sentence with an event of its own."""
    words, lexicon, query = rules.words, rules.lexicon, reading.query
    claimed = reading.claimed
    lowers, tokens = doc.lower, doc.tokens
    check_exceptions(doc, reading.amounts, words)
    check_corrections(doc, reading.amounts, words)
    check_verbless_repeat(doc, query, words)
    check_restated_events(doc, query, words)
    check_shared_amount(doc, query, lexicon)
    parted = frozenset(  # "gave half of them", "sold all but 6": of the holding at that point
        f.verb.i
        for f in reading.facts
        if f.amount is not None and (f.amount.part or f.amount.spared)
    )
    check_event_order(doc, query, lexicon, words, parted)
    cue_words, fraction_starts = _cue_words(words)
    # the tests below raise only on a cue word or a word with a slash
    present = doc_words(doc)
    _check_number_forms(doc, present)
    maybe = not cue_words.isdisjoint(present) or "/" in "".join(lowers)
    numbers = {i for q in reading.amounts for i in q.tokens} if maybe else set()
    parts = {i for q in reading.amounts if q.part for i in q.tokens} if maybe else set()
    for i, lower in enumerate(lowers if maybe else ()):
        if i in claimed or (lower not in cue_words and "/" not in lower):
            continue  # no test below can raise on it
        if i in numbers and (lower in words.fraction_words or i in parts):
            continue  # "half a dozen": a word of the number itself (6); "a quarter of them"
        token = tokens[i]
        following = lowers[i + 1] if i + 1 < len(lowers) else ""
        if lower == "than":
            raise Abstain("comparative", "the problem compares two amounts", token)
        if lower in words.rate_words:
            raise Abstain("rate", f"{token.text!r} introduces a rate", token)
        if _FRACTION.match(lower) or (
            lower in fraction_starts and f"{lower} {following}" in words.fraction_words
        ):
            raise Abstain("unsupported-quantity", f"{token.text!r} is a fraction", token)
        if (
            lower in words.fraction_words
            and not (token.pos_ == "VERB" and lexicon.lookup(token.lemma_, []))
            and not (lower in words.ordinals and _is_ordinal(token))
        ):
            raise Abstain(
                "unsupported-quantity", f"{token.text!r} is a fraction or multiple", token
            )
    after = doc[query.wh.i + 2] if query.wh.i + 2 < len(doc) else None
    if after is not None and after.lower_ in words.comparative and after.i not in claimed:
        raise Abstain("comparative", "the question asks for a difference", query.wh)
    text = " " + " ".join(lowers[query.sent.start : query.sent.end]) + " "
    for marker in words.start_markers:
        if f" {marker} " in text:
            raise Abstain(
                "unsupported-question",
                f"the question asks about the start ({marker!r})",
                query.wh,
            )
    read = condition_tokens(query)
    for token in query.sent:  # "How many stamps are not in the box?": the complement
        if token.dep_ == "neg" and token.i not in read and token.i not in claimed:
            raise Abstain("negation", f"the question is negated ({token.text!r})", token)
    for token in query.sent:
        if token.pos_ not in ("VERB", "AUX") or token == query.verb or token.dep_ == "aux":
            continue
        if token.dep_ == "ROOT" and token.lemma_.lower() in words.question_imperatives:
            continue  # "Find how many apples Tom has": the task, not an event
        if token.i in read or token.i in claimed:
            continue  # an if-clause's event, a verb a reading accounts for ("need to buy"),
            # or "before buying the pie" read by a start question
        if _done_in_time(token, query, rules):
            continue  # "How long will it take to cook 9 potatoes?": what the time is for
        if _finishing(token, rules):
            continue  # "to finish the book", "when the workers are finished": the goal or
            # the time the question is about, not an amount moved
        if (
            token.dep_ == "advcl"
            and token.lemma_ in BECOMING
            and any(c.dep_ == "acomp" for c in token.children)
        ):
            continue  # "If 6 of them got tired and left": the state they left in
        frame = lexicon.lookup(token.lemma_.lower(), [])
        if frame is not None and frame[1].cls != "possess":
            raise Abstain(
                "unsupported-question",
                f"the question has an event of its own ({token.text!r})",
                token,
            )
        if any(c.dep_ == "mark" and c.lower_ == "if" for c in token.children):
            raise Abstain("conditional", "the question is conditional", token)


def _done_in_time(token: Tok, query: Query, rules: RuleSet) -> bool:
    """RETURNS (bool): ``token`` is the 'to' verb of a question's verb of taking time
    (``rate.take_time``: "How long will it take to cook 9 potatoes?") and a statement
    does it too ("Each potato takes 5 minutes to cook"): what the time asked is for, the
    rate's own event, not one of the question's."""
    take = rules.constructions.get("rate")
    if (
        take is None
        or token.head is not query.verb
        or query.verb.lemma_.lower() not in take.get("take_time", ())
        or not any(a.lower_ == "to" and a.dep_ == "aux" for a in token.children)
    ):
        return False
    lemma = token.lemma_.lower()
    sent = query.sent
    return any(
        t.lemma_.lower() == lemma and not sent.start <= t.i < sent.end for t in token.doc.tokens
    )


def _finishing(token: Tok, rules: RuleSet) -> bool:
    """RETURNS (bool): ``token`` is a verb of finishing a whole (``need.finish``) with no
    number in its objects and no 'if': what the question is about ("to finish the book",
    "did she have to complete", "when the workers are finished"), no amount of its own
    ("if he finishes 3 of them" is an event)."""
    need = rules.constructions.get("need")
    if need is None or token.lemma_.lower() not in need.get("finish", ()):
        return False
    if any(c.dep_ == "mark" and c.lower_ == "if" for c in token.children):
        return False
    return not any(
        c.dep_ in ("dobj", "nsubjpass") and any(n.pos_ == "NUM" for n in c.subtree)
        for c in token.children
    )


def _cue_words(words: WordLists) -> tuple[frozenset[str], frozenset[str]]:
    """The words ``check_cues`` may raise on, made once per word lists.

    RETURNS (tuple): every word of ``than``, the rate words, the fraction words and the
        first words of the fraction phrases; and those first words (each text before a
        space of a fraction phrase: "one" of "one half").
    """
    return derived(_find_cue_words, words)


def _find_cue_words(words: WordLists) -> tuple[frozenset[str], frozenset[str]]:
    starts = frozenset(
        phrase[:k] for phrase in words.fraction_words for k, c in enumerate(phrase) if c == " "
    )
    return frozenset({"than"}) | words.rate_words | words.fraction_words | starts, starts


def _one_bill(q: Amount) -> bool:
    """RETURNS (bool): ``q`` is the money of one bill handed over ("paid with a $20 bill"):
    a singular noun after 'a', the object of 'with'."""
    noun = q.noun
    assert noun is not None
    return (
        noun.tag_ == "NN"
        and any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in noun.children)
        and noun.dep_ == "pobj"
        and noun.head.lower_ == "with"
    )


def check_amounts(amounts: tuple[Amount, ...], words: WordLists) -> None:
    """Abstain when a noun carries two amounts ("two $1 bills"), money names a coin, or a
    number that is no whole is taken of a holding ("0.25 of them")."""
    if not amounts:
        raise Abstain("no-quantity", "the text states no quantity")
    seen: set[tuple[int, tuple[str, ...]]] = set()
    for q in amounts:
        if q.noun is not None and sized_containers(q.head) is None:
            # not "615 crayons that came in packs of 15": the 15 counts them per pack
            key = (q.noun.i, q.adjectives)
            if key in seen:
                raise Abstain("ambiguous-quantity", f"{q.noun.text!r} carries two amounts", q.noun)
            seen.add(key)
        if (
            q.money is not None
            and q.noun is not None
            and q.noun.lemma_.lower() in words.coin_nouns
            and not _one_bill(q)
        ):
            raise Abstain(
                "ambiguous-quantity", f"{q.span(q.head.doc).text!r} is a bill or a coin", q.head
            )
        _check_vague(q, words.vague_quantifiers)
        _check_lesser(q, words.lesser_words)
        if q.value.denominator != 1 and is_partitive(q) and not q.part:
            raise Abstain(  # "gave 0.25 of them", "ate 1.5 of her cookies"
                "unsupported-quantity",
                f"{q.span(q.head.doc).text!r} of a holding is a part of it, not a count",
                q.head,
            )


def _check_lesser(q: Amount, lesser: frozenset[str]) -> None:
    """Abstain on an amount a comparative with no 'than' sets against one told before
    ("gave Cy 2 fewer figs", "cost 3 dollars less"): it is a difference, not the amount
    moved, and unlike 'more' ("3 more") never an additional one."""
    doc = q.head.doc
    noun = q.noun if q.noun is not None else q.head
    near = [q.head, *q.head.children, *noun.children, noun.head]  # "picked 3 fewer": the head
    marker = next((t for t in near if t.lower_ in lesser and t.i >= q.start), None)
    if marker is None:
        return
    if any(t.lower_ == "than" for t in doc[marker.i : marker.sent.end]):
        return  # "3 fewer than Ben": a comparison the constructions read
    raise Abstain(
        "comparative",
        f"{q.span(doc).text!r} is {marker.text!r} than an amount told before",
        marker,
    )


# determiners of one more thing beside a count, and the adverbs that add it to the count's
# things ("4 flowers, and a rose too"; not "3 apples and a pear": another kind)
_ONE_MORE = frozenset({"a", "an", "another"})
_TOO = frozenset({"too", "also"})


def _check_vague(q: Amount, vague: frozenset[str]) -> None:
    """Abstain on an amount given as alternatives ("3 or 4 apricots", "3 or more") or with
    an unstated amount beside it ("3 oranges and a few more", "3 peaches plus a few
    extra"): the text does not say how many."""
    doc = q.head.doc
    noun = q.noun if q.noun is not None else q.head
    for token in (*(doc[i] for i in q.tokens), noun):  # "3 or 4", "either 4 melons or 5 melons"
        if any(
            c.dep_ in ("cc", "preconj") and c.lower_ in ("or", "either") for c in token.children
        ):
            raise Abstain("uncertain", f"{q.span(doc).text!r} gives alternatives", token)
    for other in noun.children:
        if other.dep_ != "conj" or any(t.like_num for t in other.subtree):
            continue  # "26 boys and 46 girls": an amount of its own
        if (
            q.noun is not None
            and q.money is None
            and any(c.dep_ == "det" and c.lower_ in _ONE_MORE for c in other.children)
            and any(c.lower_ in _TOO for c in other.children)
        ):  # "gives Noor 4 more flowers, and a rose too": one more thing, uncounted
            raise Abstain(
                "unquantified-event",
                f"{q.span(doc).text!r} comes with {other.text!r}, one thing its count leaves out",
                other,
            )
        if other.lower_ in vague or any(c.lower_ in vague for c in other.children):
            raise Abstain(
                "unquantified-event",
                f"{q.span(doc).text!r} comes with {other.text!r}, an amount the text does not give",
                other,
            )


def check_question_amounts(reading: Reading, read: frozenset[int] = frozenset()) -> None:
    """Abstain when the question carries a quantity that no if-clause accounts for.

    read (frozenset[int]): starts of the question's amounts a fact reads (the count of a
        rate per unit of time: "How many pages will she read in 3 weeks?").
    """
    query = reading.query
    doc = query.sent.doc
    inside_conditions = condition_tokens(query)
    for q in reading.amounts:
        if q.start in read:
            continue
        if query.sent.start <= q.start < query.sent.end and q.start not in inside_conditions:
            raise Abstain(
                "quantity-in-question",
                f"the question carries its own quantity {q.span(doc).text!r}",
                q.head,
            )


def check_facts(facts: tuple[Fact, ...], query: Query, rules: RuleSet) -> None:
    """Abstain on comparisons stated as holdings ("Riley has 3 fewer"), on prices read
    as gains ("bought $400 of furniture") and on a thing's worth read as money ("found a
    $3 toy", "got a $3 discount": the article determines the thing, the money amount
    says what it is worth, and no money moves). Coins toward 'how much money' are left to
    ``resolve.check_convertible`` and ``coins.py``."""
    words = rules.words
    counted = {f.amount.noun.lemma_.lower() for f in facts if f.amount and f.amount.noun}
    if any(c.dep_ == "nsubj" and c.lower_ == "they" for c in query.verb.children):
        _check_more_of_another(facts)  # "How many books did they read in all?"
        _check_named_group(facts)  # "Sam and Ann each have 3 cards. Tom has 5 cards."
    for fact in facts:
        subject = fact.subject.token
        if (
            subject is not None
            and subject.tag_ == "NN"
            and subject.lemma_.lower() in counted
            and any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in subject.children)
        ):  # "A tray holds 16 cupcakes. Jonah has 5 trays.": any one of them, no holder
            raise Abstain(
                "rate",
                f"'{subject.lemma_}' is any one of the {plural(subject.lemma_.lower())} the text "
                "counts: what it holds is said of each",
                fact.verb,
            )
        q = fact.amount
        if q is None:
            continue
        doc = q.head.doc
        if (
            fact.kind is FactKind.POSSESS
            and fact.construction == "possession"  # not "went to 11 games" (attendance)
            and fact.verb.lemma_.lower() not in ("be", "have")
            and any(c.dep_ == "prep" and c.lower_ in TOWARD for c in fact.verb.children)
        ):  # "Lou carries 6 of them to the garden", "carried 8 chairs to the stage": moved
            raise Abstain(
                "partitive-gain" if is_partitive(q) else "own-stock",
                f"{fact.verb.text!r} takes {q.span(doc).text!r} somewhere else: from whose "
                "stock is not said",
                fact.verb,
            )
        if q.money is not None and q.noun is not None and not fact.price:
            noun = q.noun.lemma_.lower()
            determined = any(  # "a $3 toy": the article goes with the noun, not the dollars
                c.dep_ in ("det", "poss") and c.i < q.start for c in q.noun.children
            )
            if determined and noun not in words.money_nouns and noun not in words.coin_nouns:
                raise Abstain(  # "found a $3 toy", "got a $3 discount": no money moves
                    "price", f"{q.span(doc).text!r} is what a {noun} is worth", q.head
                )
        if q.money is not None and _in_change(q, fact.verb, words.change_nouns):
            raise Abstain(  # "paid for a $3 pen and got $7 in change": paid $10? unstated
                "unpriced-trade",
                f"{q.span(doc).text!r} is change given back: what was handed over is not stated",
                q.head,
            )
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


def _check_named_group(facts: tuple[Fact, ...]) -> None:
    """Abstain on a question of 'they' when some holders were named together as a group
    ("Sam, Ann and Kim each have 3 cards", ``distributive``) and another holder apart ("Tom
    has 5 cards"): 'they' may be the group or everyone. RAISES Abstain:
    ``unresolved-pronoun``."""
    group = [f for f in facts if f.construction == "distributive"]
    names = {f.name for f in group}
    apart = [f for f in facts if f.name is not None and f.name not in names]
    if group and apart:
        raise Abstain(
            "unresolved-pronoun",
            f"'they' may be the holders of {group[0].verb.text!r} or every holder, "
            f"{apart[0].name} too",
            group[0].verb,
        )


def _check_more_of_another(facts: tuple[Fact, ...]) -> None:
    """Abstain on "N more" with no 'than' right after another holder did the same ("Mae
    read 10 books. Ned read 2 more."), in a question about both: more than that holder, or
    N additional, is not said (after the same holder, "He read 2 more", N are additional)."""
    for k, fact in enumerate(facts):
        q = fact.amount
        if q is None or fact.name is None:
            continue
        doc = q.head.doc
        after = q.tokens[-1] + 1
        if after >= len(doc) or doc[after].lower_ != "more" or q.noun is not None:
            continue
        if any(t.lower_ == "than" for t in doc[after : doc[after].sent.end]):
            continue
        before = [
            f
            for f in facts[:k]
            if f.amount is not None
            and f.verb.lemma_.lower() == fact.verb.lemma_.lower()
            and f.amount.unit == q.unit
        ]
        if before and before[-1].name not in (None, fact.name):
            raise Abstain(
                "comparative",
                f"{q.span(doc).text!r} more after {before[-1].name}'s: more than that, or "
                "so many more, is not said",
                doc[after],
            )


def _contents_rated(unit: str, other: str, rated: frozenset[tuple[str, str]]) -> bool:
    """RETURNS (bool): ``other`` counts containers of ``unit`` ("shelves of mystery
    books" of "books") and a rate gives so many of ``unit`` per one such container."""
    container, of, _ = other.partition(" of ")
    if not of or unit not in other.split(" of ", 1)[1].split():
        return False
    return any(
        rate_unit == unit and container.split()[-1] in (per, plural(per))
        for per, rate_unit in rated
    )


def _in_change(q: Amount, verb: Tok, change_nouns: frozenset[str]) -> bool:
    """RETURNS (bool): the money amount is given back as change ("got $7 in change")."""
    doc = verb.doc
    for head in (*(doc[i] for i in q.tokens), verb):
        for prep in head.children:
            if prep.dep_ == "prep" and prep.lower_ == "in":
                for obj in prep.children:
                    if obj.dep_ == "pobj" and obj.lemma_.lower() in change_nouns:
                        return True
    return False


def check_units(
    graph_units: set[str],
    query: Query,
    stoplist: frozenset[str],
    counted: set[str],
    rated: frozenset[tuple[str, str]] = frozenset(),
) -> None:
    """Abstain when one unit is a narrower name of another ("cars" and "toy cars",
    "dollars" and "dollars babysitting"), or the question names a kind ("mismatching
    socks") that no quantity counts. ``rated``: (per, unit) of the graph's rates; a
    container of a rate's things is no name of them ("shelves of mystery books" beside
    "9 books" per shelf)."""
    for unit in sorted(graph_units):
        for other in sorted(graph_units):
            if other != unit and _contents_rated(unit, other, rated):
                continue
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


# First words that set a holder apart from another of its kind ("the other farm").
_SET_APART = frozenset({"other", "another", "second"})


def check_changed_measures(facts: tuple[Fact, ...], measure: MeasureData) -> None:
    """A change told with a comparative of its measure ("grew 3 inches taller", "got 2
    pounds heavier") is a gain when the comparative says more of the unit's dimension,
    a loss when it says less; any other pairing ("grew 2 inches shorter") abstains.

    measure (MeasureData): the measure construction's units and comparatives.
    RAISES Abstain: ``comparative``.
    """
    for fact in facts:
        q = fact.amount
        if fact.kind not in (FactKind.GAIN, FactKind.LOSE) or q is None or q.noun is None:
            continue
        adjective = q.noun.head
        if q.noun.dep_ != "npadvmod" or adjective.tag_ != "JJR" or adjective.head != fact.verb:
            continue
        said = measure.comparative(adjective.lower_)
        more = "more" if fact.kind is FactKind.GAIN else "fewer"
        dimension = measure.units.get(q.noun.lemma_.lower())
        if said is None or said[0] != more or said[1] not in ("", dimension):
            raise Abstain(
                "comparative",
                f"{fact.verb.text!r} {q.span(fact.verb.doc).text!r} {adjective.text!r}: the "
                "comparative does not say which way the measure changed",
                adjective,
            )


def check_measure_scales(facts: tuple[Fact, ...], query: Query, measure: MeasureData) -> None:
    """A measure compared with another thing's ("The shelf is 2 feet taller than the
    desk") is on the scale of its comparative ('tall': a height); the two things'
    stated measures and the question's adjective must name that scale where they name
    one ("The desk is 4 feet wide ... How tall is the shelf?" does not say the desk's
    height).

    measure (MeasureData): the measure construction's adjectives and their scales.
    RAISES Abstain: ``comparative``.
    """
    compares = [f for f in facts if f.construction == "measure" and f.compare is not None]
    for fact in compares:
        assert fact.compare is not None
        doc = fact.verb.doc
        adjective = doc[fact.compare.markers[0]]
        scales = set(measure.scales.get(adjective.lemma_.lower(), ()))
        said = [query.measure] if query.measure is not None else []
        for other in facts:
            if (
                other.construction == "measure"
                and other.compare is None
                and other.amount is not None
                and other.amount.noun is not None
                and other.name in (fact.name, fact.party_name)
            ):
                said += measure_adjectives(other.verb, other.amount.noun)
        for word in said:
            named = measure.scales.get(word.lemma_.lower())
            if named is not None and scales.isdisjoint(named):
                raise Abstain(
                    "comparative",
                    f"{adjective.text!r} compares another measure than {word.text!r} says",
                    word,
                )


def check_measured_thing(
    facts: tuple[Fact, ...],
    query: Query,
    unit: str,
    asked: str | None,
    dimensions: dict[str, str],
) -> None:
    """Abstain unless the measures of the unit asked and the question agree: a stated
    measure ("Jack is 150 centimeters tall") is asked only by a question of one thing's
    measure ("How tall is Jack now?"), never as a holding ("How many centimeters does
    Jack have?") or summed over things ("How many meters of ribbon are left?"); and such a
    question needs the thing's measure stated (or compared: "9 centimeters shorter than
    Ali's string"): a height, a length or a weight changed by
    events ("she grew 3 inches") is not counted up from nothing; and no other thing of that
    measure is moved by an event ("He took out a book that weighed 2 pounds").

    dimensions (dict[str, str]): unit noun, singular or plural -> its dimension; a unit
        of none (a time: "How long was Joan travelling?") is not a thing's measure.
    RAISES Abstain: ``unsupported-question``.
    """
    adjective = query.measure
    measures = [
        f
        for f in facts
        if f.construction == "measure" and f.amount is not None and f.amount.unit == unit
    ]
    of_thing = (
        adjective is not None
        and adjective.lower_ != "far"
        and (query.verb.lemma_ == "be" or query.verb.lemma_ in WEIGHING_VERBS)
        and unit in dimensions
    )
    if measures and (not of_thing or asked is None):
        raise Abstain(
            "unsupported-question",
            f"{measures[0].verb.text!r} states a measure in {unit}, and the question asks "
            "no one thing's measure",
            query.measure or query.wh,
        )
    for f in measures if of_thing else ():
        thing = f.subject.token
        mover = thing.head if thing is not None and thing.dep_ in ("dobj", "pobj") else None
        if mover is not None and mover.dep_ == "prep":
            mover = mover.head
        if f.name != asked and mover is not None and mover.pos_ == "VERB":
            raise Abstain(  # "took out a book that weighed 2 pounds": its weight went too
                "unsupported-question",
                f"{thing.text!r} measures {unit} and {mover.text!r} moves it: the measure "
                "asked may change with it",
                mover,
            )
    if of_thing and not any(f.name == asked or f.party_name == asked for f in measures):
        assert adjective is not None
        raise Abstain(
            "unsupported-question",
            f"the question asks the measure of {asked or 'a thing'}, and no statement "
            f"gives it in {unit}",
            adjective,
        )


def check_entities(entities: tuple[str, ...] | list[str], asked: str | None) -> None:
    """Abstain when the asked holder's name ends with another's, or another's ends with
    it ("toy store" and "store", "Ann's sister" and "sister"): the shorter may be a second
    mention of the longer, and reading them as two holders splits the asked holding. (A
    total over every holder is the same sum either way; "the other farm" is set apart.)

    entities (tuple[str, ...]): the graph's holder names.
    asked (str | None): the holder the question asks about, None for a total.
    RAISES Abstain: ``unresolved-holder``.
    """
    if asked is None:
        return
    for name in entities:
        for other in entities:
            if (
                asked in (name, other)
                and other.endswith(" " + name)
                and other.split()[0] not in _SET_APART
            ):
                raise Abstain("unresolved-holder", f"{name!r} may be {other!r}, or another")


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


def check_future_events(
    facts: tuple[Fact, ...], query: Query, future: frozenset[str], plans: frozenset[str]
) -> None:
    """Abstain when the question asks about the present but a fact is told in the future
    ("Tomorrow he will eat 3 plums", "buys 3 next week") or as in
    progress ("is selling 3 apples"): the holding asked about has not changed yet, or not
    in full.

    facts (tuple[Fact, ...]): facts, in reading order.
    query (Query): the question; one that says "will" (or another future word) asks
        about the time after the events.
    future (frozenset[str]): words that place an event in the hearer's future ("will",
        "'ll", "tomorrow", "next week"; ``words.json`` ``deictic_future_words``), not
        words that order the telling ("later", "the next day").
    plans (frozenset[str]): verbs of a plan told now ("plans to buy 3", as 'will').
    RAISES Abstain: ``future-event``. (A progressive the existential reads, "13 ducks are
    swimming in a lake", is a state told now: ``existential.positioned``.)
    """
    asked = query.sent
    if any(t.lower_ in future or t.lower_ == "going" for t in asked):
        return
    for fact in facts:
        verb = fact.verb
        if asked.start <= verb.i < asked.end:
            continue
        marker = _placed_before(verb, future) or is_planned(verb, plans)
        # "the next day" orders the telling; "next week" is the hearer's future
        if (
            marker is not None
            and marker.lower_ == "next"
            and any(c.dep_ == "det" for c in marker.head.children)
        ):
            marker = None
        if marker is None and verb.tag_ == "VBG" and fact.construction != "existential":
            marker = next(
                (c for c in verb.children if c.dep_ == "aux" and c.lower_ in PRESENT_BE), None
            )
        if marker is not None:
            raise Abstain(
                "future-event",
                f"{verb.text!r} is told as still to come ({marker.text!r}), while the "
                "question asks about now",
                verb,
            )


def check_backshift(facts: tuple[Fact, ...], query: Query, earlier: frozenset[str]) -> None:
    """Abstain when an event in the past perfect, placed before by a time word ("Before
    that, he had eaten 3", "had already eaten 3", "had sold 3 that morning"), is told
    after a past holding of the same holder: it happened before that holding, which may
    already include it. A past perfect with no such word is read as the next change,
    as the corpora narrate ("had 10. He had given 3 away.").

    facts (tuple[Fact, ...]): facts with holder names, in reading order.
    query (Query): the question.
    earlier (frozenset[str]): words that place a past perfect before what was told
        (``words.json`` ``backshift_time_words``); after "that" a time noun ("that
        morning") counts too.
    RAISES Abstain: ``tense-order``.
    """
    asked = query.sent
    held = [
        f
        for f in facts
        if f.kind is FactKind.POSSESS
        and f.verb.tag_ == "VBD"
        and not asked.start <= f.verb.i < asked.end
    ]
    for event in facts:
        verb = event.verb
        if (
            event.kind is FactKind.POSSESS
            or verb.tag_ != "VBN"
            or asked.start <= verb.i < asked.end
            or not any(c.dep_ == "aux" and c.lower_ in ("had", "'d") for c in verb.children)
            or not any(h.verb.i < verb.i and h.name in (event.name, event.party_name) for h in held)
        ):
            continue
        for token in verb.subtree:
            if token.i == verb.i or token.pos_ in ("VERB", "AUX"):
                continue
            if token.lower_ in earlier or (
                token.pos_ == "NOUN" and any(c.lower_ == "that" for c in token.children)
            ):
                raise Abstain(
                    "tense-order",
                    f"{verb.text!r} happened {token.text!r}, before the holding told "
                    "earlier, which may already include it",
                    verb,
                )


def _placed_before(verb: Tok, before_time: frozenset[str]) -> Tok | None:
    """RETURNS (Tok | None): the word that places ``verb`` (or the verb it is
    coordinated with) in the past: "yesterday", "earlier", "last week", "a year ago"."""
    current = verb
    while True:
        for child in current.children:
            if child.dep_ != "prep" and child.lower_ in before_time and child.pos_ != "PROPN":
                return child  # not the name "Will" ("Will had 57 dollars")
            if child.dep_ in ("npadvmod", "advmod"):
                for grand in child.children:
                    if grand.lower_ in before_time:
                        return grand
        if current.dep_ != "conj" or current.head == current:
            return None
        current = current.head


# Quantifiers that may stand for things ("A few rolled away", "Several fell"); pronouns
# such as 'they' stand for holders as often as for things and are left out.
_PERSONAL = frozenset({"them", "it", "they", "those", "these"})


# quantifiers that move nothing ("None of them flew away")
_NONE = frozenset({"none", "neither"})
# quantifiers of two: a state of "both of them" counts two ("Both of her cats are black")
_DUAL = frozenset({"both", "neither"})


def check_unquantified_subject(
    verb: Tok, counted: set[str], quantifiers: frozenset[str], rated: bool = False
) -> None:
    """Abstain when things of a counted noun do something in an amount the text does not
    give: "Some apples went missing", "A few rolled away", "Several peaches fell".

    verb (Tok): a verb with no quantity of its own, outside the question.
    counted (set[str]): lemmas of the nouns the problem counts.
    quantifiers (frozenset[str]): words of unstated amounts ("some", "several").
    rated (bool): a verb coordinated with ``verb`` states an amount per item ("Each album
        came with a sheet and had 9 songs"): 'each' there is every one, no amount.
    A state said of "both of" them ("Both of Rania's cats are black") counts two the
    rules do not read, whatever the verb.

    RAISES Abstain: ``unquantified-event``.
    """
    if same_number_of_each(verb) is not None:
        return  # "Each box holds the same number of cards": equal parts a share reads
    for subject in verb.children:
        dual = subject.lower_ in _DUAL and any(
            o.lemma_.lower() in counted for o in of_objects(subject)
        )
        if subject.dep_ == "nsubj" and (
            dual
            or (
                subject.lemma_.lower() in counted
                and any(c.dep_ in ("det", "predet") and c.lower_ in _DUAL for c in subject.children)
            )
        ):  # "Both of Rania's cats are black", "Both cats are black": two, unread
            raise Abstain(
                "unquantified-event",
                f"{subject.text!r} {verb.text!r}: an amount the text does not give",
                verb,
            )
    if verb.pos_ != "VERB" or verb.lemma_ in ("be", "have"):
        return
    if rated:
        quantifiers = quantifiers - EACH
    for subject in verb.children:
        if subject.dep_ != "nsubj":
            continue
        lower = subject.lower_
        if lower in quantifiers and lower not in _PERSONAL:
            objects = of_objects(subject)
            if objects and not any(
                o.lemma_.lower() in counted or (o.pos_ == "PRON" and lower not in _NONE)
                for o in objects
            ):  # "Some of the children went home": not the counted things ("all of
                continue  # them" may be; "none of them" moves nothing)
        elif not (
            subject.lemma_.lower() in counted
            and any(
                c.dep_ in ("det", "amod") and c.lower_ in quantifiers and c.lower_ not in _PERSONAL
                for c in subject.children
            )
        ):
            continue
        raise Abstain(
            "unquantified-event",
            f"{subject.text!r} {verb.text!r}: an amount the text does not give",
            verb,
        )


def check_unpriced_trade(
    query: Query,
    facts: tuple[Fact, ...],
    unit: str,
    words: WordLists,
    asked: str | None = None,
) -> None:
    """Abstain when money is asked and a purchase or sale states no money: "Leo had $10.
    He bought 2 toys", "He paid for a movie ticket" cost a price the text does not give.

    query (Query): the question.
    facts (tuple[Fact, ...]): the facts read.
    unit (str): the unit asked for.
    words (WordLists): ``money_units`` and ``trade_verbs``.
    asked (str | None): the holder asked about; a trade by another named person ("Vera
        buys 15 ribbons" when Ben's money is asked, or when a total is asked, by someone
        who holds no money) is no part of the answer.
    RAISES Abstain: ``unpriced-trade``.
    """
    if unit not in words.money_units:
        return
    money = {f.name for f in facts if f.amount is not None and f.amount.unit == unit}
    priced = {f.verb.i for f in facts if f.amount is not None and f.amount.unit == unit}
    doc = query.sent.doc
    for token in doc.tokens:
        if query.sent.start <= token.i < query.sent.end or token.pos_ != "VERB":
            continue
        if token.lemma_.lower() not in words.trade_verbs or token.i in priced:
            continue
        if is_purpose(token):
            continue  # "went to the store to buy toys": a purpose, not a purchase
        subject = next((c for c in token.children if c.dep_ == "nsubj"), None)
        if subject is not None and subject.pos_ == "PROPN":
            named = {asked} if asked is not None else money
            if not any(subject.text in (name or "").split() for name in named):
                continue
        raise Abstain("unpriced-trade", f"{token.text!r} costs money the text does not give", token)


def check_per_unit(doc: DocView, claimed: frozenset[int]) -> None:
    """Abstain on an amount per item written with an article: "$3 a piece", "$2 a pound",
    "5 dollars an hour", "collects 5 shells a day" (the article stands for 'per').

    doc (DocView): the problem.
    claimed (frozenset[int]): tokens a construction read as its cues.
    RAISES Abstain: ``rate``.
    """
    for token in doc.tokens:
        if token.i in claimed or token.dep_ != "npadvmod" or token.pos_ != "NOUN":
            continue
        head = token.head
        counted = any(c.dep_ == "nummod" for c in head.children)  # "5 shells a day"
        if not (head.like_num or counted or head.lemma_.lower() in ("dollar", "cent")):
            continue
        for det in token.children:
            if det.dep_ == "det" and det.lower_ in ("a", "an"):
                raise Abstain("rate", f"'{det.text} {token.text}' makes an amount per item", token)


def _is_person(token: Tok, words: WordLists, first_names: dict[str, str]) -> bool:
    """RETURNS (bool): ``token`` names someone other than the subject: a first name, a
    personal pronoun that is not reflexive, or a kin or person noun ("his mother")."""
    lower = token.lower_
    if token.tag_ == "PRP":
        return not lower.endswith(("self", "selves"))
    if token.pos_ == "PROPN":
        return lower in first_names
    return token.lemma_.lower() in words.gendered


def check_benefactive(
    facts: tuple[Fact, ...], words: WordLists, first_names: dict[str, str]
) -> None:
    """Abstain on a gain got for someone else: "bought Tom 3 peaches", "picked 3 oranges
    for his mother". Whose the things are then is not said ("bought himself 3" is read).

    facts (tuple[Fact, ...]): the facts read.
    words (WordLists): ``gendered`` person nouns.
    first_names (dict[str, str]): lowercase first names.
    RAISES Abstain: ``benefactive``.
    """
    for fact in facts:
        if fact.kind is not FactKind.GAIN or fact.price:
            continue
        verb = fact.verb
        noun = fact.amount.noun if fact.amount is not None else None
        children = [*verb.children, *(noun.children if noun is not None else ())]
        for child in children:
            if child.lower_ == "for" and child.dep_ in ("prep", "dative"):
                others = [g for g in child.children if g.dep_ == "pobj"]
            elif child.dep_ == "dative" and "dative" not in fact.frame.parties:
                others = [child]
            else:
                continue
            for other in others:
                if _is_person(other, words, first_names):
                    raise Abstain(
                        "benefactive",
                        f"{verb.text!r} gets things for {other.text!r}, not for its subject",
                        verb,
                    )
        doc = verb.doc
        starts = [f.amount.start for f in facts if f.verb == verb and f.amount is not None]
        if fact.amount is None or fact.amount.start != min(starts) or fact.amount.start < verb.i:
            continue
        # "bought Tom 3 peaches", "got her brother 3 stickers": the recipient misparsed
        # as an object or a modifier before the amount
        for other in doc[verb.i + 1 : fact.amount.start]:
            if (
                other.dep_ in ("dobj", "nmod", "npadvmod", "compound")
                and not any(c.dep_ == "case" for c in other.children)
                and _is_person(other, words, first_names)
            ):
                raise Abstain(
                    "benefactive",
                    f"{verb.text!r} gets things for {other.text!r}, not for its subject",
                    verb,
                )


def check_ingredient_use(
    query: Query,
    facts: tuple[Fact, ...],
    unit: str,
    words: WordLists,
    shared: frozenset[str] = frozenset(),
    grouped: frozenset[int] = frozenset(),
) -> None:
    """Abstain when something is made while another unit is asked: "had 10 eggs. He baked
    2 cakes" uses an unstated number of the eggs ("with eggs from the store" does not).

    query (Query): the question.
    facts (tuple[Fact, ...]): the facts read.
    unit (str): the unit asked for.
    words (WordLists): ``creation_verbs``.
    shared (frozenset[str]): units the question counts in groups ("baked 40 cookies ...
        into bags of 6. How many bags?"): making them is stated, not used up.
    grouped (frozenset[int]): the verbs of shares, whose making is a packing of what is
        held ("makes bunches of 4 flowers"), read as such.
    RAISES Abstain: ``ingredient-use``.
    """
    made = {
        f.verb.i
        for f in facts
        if f.amount is not None
        and f.amount.unit is not None
        and (
            f.amount.unit == unit
            or f.amount.unit in shared
            or any(f.amount.unit.endswith(" " + s) for s in shared)  # kinds of the shared
        )
    }
    doc = query.sent.doc
    for token in doc.tokens:
        if query.sent.start <= token.i < query.sent.end or token.pos_ != "VERB":
            continue
        if token.lemma_.lower() not in words.creation_verbs or token.i in made | grouped:
            continue
        if any(c.lower_ in ("sure", "certain") for c in token.children):
            continue  # "making sure each shelf had 9 books": nothing is made
        if any(
            c.dep_ == "dobj"
            and (_money_word(c.lemma_.lower(), words) or c.text in words.money_symbols)
            for c in token.children
        ):
            continue  # "made 5 dollars an hour", "makes $5": money is earned, not made
        if any(
            c.dep_ in ("ccomp", "advcl")
            and c.tag_ == "VBG"
            and any(g.dep_ == "nsubj" and _money_word(g.lemma_.lower(), words) for g in c.children)
            for c in token.children
        ):
            continue  # "made 101 dollars mowing lawns": the money parsed the gerund's subject
        if is_purpose(token):
            continue  # "bought eggs to bake a cake": a purpose
        if token.dep_ == "advcl" and token.head.i in made:
            continue  # "While making pastries, a bakery used 0.2 bag of flour": use stated
        if query.noun is not None and any(
            c.dep_ == "dobj" and c.lemma_.lower() == query.noun.lemma_.lower()
            for c in token.children
        ):
            continue  # "Ann is baking cookies ... How many cookies": it makes what is asked
        used = [
            g
            for c in token.children
            if c.dep_ == "prep" and c.lower_ == "with"
            for g in c.children
            if g.dep_ == "pobj"
        ]
        sources = [
            g
            for t in [token, *used]
            for c in t.children
            if c.dep_ == "prep" and c.lower_ == "from"
            for g in c.children
            if g.dep_ == "pobj" and not any(p.dep_ == "poss" for p in g.children)
        ]
        if used and sources:
            continue  # "baked 2 cakes with eggs from the store": not the holder's own
        raise Abstain(
            "ingredient-use",
            f"{token.text!r} makes something out of an amount the text does not give",
            token,
        )


def _money_word(lemma: str, words: WordLists) -> bool:
    """RETURNS (bool): ``lemma`` names money: a money noun ("dollar") or a generic one
    ("money")."""
    return lemma in words.money_nouns or lemma in words.money_generic


def check_container_count(amounts: tuple[Amount, ...], query: Query) -> None:
    """Abstain when a counted container holds the asked things, or the asked containers
    hold counted things: "had 3 boxes of crayons. He bought 5 crayons. How many crayons"
    (the crayons in the boxes count, and their number is not given).

    amounts (tuple[Amount, ...]): the quantities of the problem.
    query (Query): the question.
    RAISES Abstain: ``container-count``.
    """
    asked = query.noun
    if asked is None:
        return
    if asked.tag_ == "NN" and query.wh.head.lower_ == "much":
        return  # "How much rice": a measure of a mass ("5 pounds of rice"), resolved by units
    lemma = asked.lemma_.lower()
    inside_asked = {o.lemma_.lower() for o in of_objects(asked)}
    for q in amounts:
        noun = q.noun
        if noun is None or noun.lemma_.lower() == lemma:
            continue
        # contents with a number of their own are a rate's ("5 bags of 7 marbles each")
        contents = {
            o.lemma_.lower()
            for o in of_objects(noun)
            if not any(c.dep_ == "nummod" for c in o.children)
        }
        if (
            lemma in contents
            or (noun.lemma_.lower() in inside_asked and not contents)
            or contents & inside_asked  # "2 cups of rice" and the asked "bags of rice"
        ):
            raise Abstain(
                "container-count",
                f"{q.span(noun.doc).text!r} and the asked {asked.text!r} count the same "
                "things in different measures",
                noun,
            )


def _says_more(q: Amount) -> bool:
    """RETURNS (bool): 'more' modifies the amount's number or noun ("2 more rows")."""
    doc = q.head.doc
    words = [c for i in q.tokens for c in (doc[i], *doc[i].children)]
    if q.noun is not None:
        words += list(q.noun.children)
    return any(t.lower_ == "more" and t.dep_ in ("amod", "advmod") for t in words)


def check_more_taken(facts: tuple[Fact, ...]) -> None:
    """Abstain when a verb that takes things away to no other side takes "N more" of them
    and no earlier event of that verb took any ("has 4 rows of tulips. She plants 2 more
    rows": more than she has, so the verb adds here; "ate 3 ... then ate 2 more" and
    "puts 7 more in the box" read as written).

    RAISES Abstain: ``unsupported-verb``.
    """
    seen: set[str] = set()
    for fact in facts:
        lemma = fact.verb.lemma_.lower()
        q = fact.amount
        losing = fact.party is None and (  # "puts 7 more inside": more than the box has
            fact.kind is FactKind.LOSE or (fact.kind is FactKind.RATE and fact.frame.cls == "lose")
        )
        if losing and q is not None and lemma not in seen and _says_more(q):
            raise Abstain(
                "unsupported-verb",
                f"{fact.verb.text!r} takes {q.span(fact.verb.doc).text!r} though it took "
                "none before: the verb may add",
                fact.verb,
            )
        if losing:
            seen.add(lemma)


def check_more_of_nothing(
    facts: tuple[Fact, ...], amounts: tuple[Amount, ...], coins: frozenset[str]
) -> None:
    """Abstain when an event moves "N more" of a thing the text gives no other amount of
    ("Emeka planted 2 more rows of yams", "put 3 more pens in the drawer"): 'more' adds to
    an amount the text does not give. Coins add to money ("had $10. He saved 5 more dimes").

    amounts (tuple[Amount, ...]): every quantity, with its unit.
    coins (frozenset[str]): lemmas of coin nouns.
    RAISES Abstain: ``unquantified-event``.
    """
    money = any(p.money is not None for p in amounts)
    for fact in facts:
        q = fact.amount
        if fact.kind not in (FactKind.GAIN, FactKind.LOSE, FactKind.RATE) or q is None:
            continue
        if not _says_more(q):
            continue
        lemma = q.noun.lemma_.lower() if q.noun is not None else None
        if money and (q.money is not None or lemma in coins):
            continue
        if not any(  # "found 7 more shells, so now he has 20": the start is asked
            p.start != q.start
            and (
                p.unit == q.unit
                or p.unstated
                or (lemma is not None and p.noun is not None and p.noun.lemma_.lower() == lemma)
            )
            for p in amounts
        ):
            raise Abstain(
                "unquantified-event",
                f"{q.span(q.head.doc).text!r} adds to an amount of {q.unit} the text does not give",
                fact.verb,
            )


def check_own_stock(facts: tuple[Fact, ...], words: WordLists) -> None:
    """Abstain on a gain that may move things the subject already holds: "picked out 3
    peaches" (a selection), "brought 3 shells to school" after holding shells (taken
    somewhere, not got), when no other side is named; "collected his 3 stickers" (his
    own), whoever else is named ("from the desk", "back from Tom"); "saved 3 apples for
    later" (set aside); money saved is a gain ("saved 6 quarters from washing cars"),
    except money saved "on" a purchase ("saved $5 on groceries": ``unpriced-trade``).

    facts (tuple[Fact, ...]): the facts read.
    words (WordLists): the word lists (``reserve_verbs``: gain verbs that set aside things
        other than money, coins included).
    RAISES Abstain: ``own-stock``, ``unpriced-trade``.
    """
    for fact in facts:
        if fact.kind is not FactKind.GAIN or fact.price or fact.amount is None:
            continue
        if fact.key in words.reserve:
            if not _is_money(fact.amount, words):
                why = f"{fact.verb.text!r} sets aside things one has"
                raise Abstain("own-stock", why, fact.verb)
            if any(
                c.dep_ == "prep"
                and c.lower_ == "on"
                and any(
                    g.dep_ == "pobj" and g.lemma_.lower() not in words.time_words
                    for g in c.children
                )
                for c in fact.verb.children
            ):
                # "saved $5 on groceries": less spent on a purchase, not money got
                why = f"{fact.verb.text!r} on a purchase is money not spent, not money got"
                raise Abstain("unpriced-trade", why, fact.verb)
        verb, noun = fact.verb, fact.amount.noun
        own = noun is not None and any(
            c.dep_ == "poss" and c.tag_ == "PRP$" and c.i < fact.amount.start for c in noun.children
        )
        party = fact.party
        named = party is not None and (party.token is not None or bool(party.fallbacks))
        if named and not own:
            continue  # "his 3 stickers from the desk" is his own whoever else is named
        why = None
        if not named and any(c.dep_ == "prt" and c.lower_ == "out" for c in verb.children):
            why = f"'{verb.text} out' selects from a stock"
        elif own:
            why = f"{verb.text!r} moves {fact.amount.span(verb.doc).text!r} of one's own"
        elif (
            "to" not in fact.frame.parties
            and fact.frame.cls != "arrive"  # "5 are added to the pile": the pile gains
            and any(c.dep_ == "prep" and c.lower_ == "to" for c in verb.children)
            and any(
                f.kind is FactKind.POSSESS
                and f.name == fact.name
                and f.amount is not None
                and f.amount.unit == fact.amount.unit
                and f.clause < fact.clause
                for f in facts
            )
        ):  # "had 10 shells. He brought 3 shells to school"; "brought $75 to the park" is read
            why = f"{verb.text!r} takes things somewhere, not from someone"
        if why is not None:
            raise Abstain("own-stock", why, verb)


def _is_money(amount: Amount, words: WordLists) -> bool:
    """RETURNS (bool): the amount counts money: a money unit, coins or "money"."""
    if amount.unit in words.money_units:
        return True
    noun = amount.noun
    if noun is None:
        return False
    lemma = noun.lemma_.lower()
    return lemma in words.coin_nouns or _money_word(lemma, words)


def check_relative_partitive(amounts: tuple[Amount, ...]) -> None:
    """Abstain on a part named by a relative clause: "bought 3 apricots, 2 of which he
    threw away" (the 2 belong to the relative clause's verb, not to 'bought').

    amounts (tuple[Amount, ...]): the quantities of the problem.
    RAISES Abstain: ``unattached-quantity``.
    """
    for q in amounts:
        doc = q.head.doc
        end = max(q.tokens + ((q.noun.i,) if q.noun is not None else ())) + 1
        if (
            end + 1 < len(doc)
            and doc[end].lower_ == "of"
            and doc[end + 1].lower_
            in (
                "which",
                "whom",
            )
        ):
            raise Abstain(
                "unattached-quantity",
                f"'{doc[q.start : end + 2].text}': a part read by a relative clause",
                q.head,
            )


# objects of 'do' that stand for an earlier event: "did the same", "did so", "did it too"
_PRO_VERB_OBJECTS = frozenset({"same", "so", "it", "likewise", "that", "thing"})
# verbs of a purpose that splits an amount among several ("to Tom and Ann to share")
_SHARING = frozenset({"share", "split", "divide"})


def check_ellipsis(
    doc: DocView,
    query: Query,
    asked: str | None,
    read: frozenset[int] = frozenset(),
    lexicon: Any = None,
) -> None:
    """Abstain on a statement whose verb is a 'do' standing for an earlier event: "and so
    did Ben", "Ben did too", "did the same on Tuesday", "as did Omar" ("Leo did not"
    asserts nothing and is no reason to abstain), or on an adverb of repetition that
    stands for one ("and again on Tuesday").

    doc (DocView): the problem.
    query (Query): the question (its own 'do' is an auxiliary).
    asked (str | None): the holder asked about; a 'do' whose subject names someone else
        changes nothing asked ("Tom ate 3, and so did Jack. How many does Tom have?").
    read (frozenset[int]): the tokens some fact accounts for: a 'do' read as the event
        it repeats (``gapping.repeated_events``) is no reason to abstain.
    lexicon (VerbLexicon | None): the verb frames: a negated 'do' of a verb of holding
        ("but Hala does not") denies the amount, not every amount (``_denied_of_counted``).
    RAISES Abstain: ``ellipsis``.
    """
    for token in doc.tokens:
        if query.sent.start <= token.i < query.sent.end or token.i in read:
            continue
        if token.lemma_ != "do" or token.pos_ != "VERB" or token.dep_ == "aux":
            continue
        children = list(token.children)
        if token.dep_ in ("relcl", "acl") and any(
            c.dep_ == "aux" and c.lower_ == "to" for c in children
        ):
            continue  # "5 pages of problems to do": things to be done, no event repeated
        subjects = [c for c in children if c.dep_ == "nsubj"]
        if any(c.dep_ == "neg" for c in children):
            if _denied_of_counted(token, subjects, children, asked, lexicon):
                raise Abstain(
                    "ellipsis",
                    f"{token.text!r} denies an earlier holding of someone the question "
                    "counts: what they have is not said",
                    token,
                )
            continue
        objects = [c for c in children if c.dep_ == "dobj"]
        if any(c.dep_ == "advmod" and c.lower_ == "so" and c.i < token.i for c in children):
            # "and so did Femi", 'Femi' parsed as the object of the inverted 'did'
            subjects += [o for o in objects if o.pos_ in ("PROPN", "PRON")]
            objects = [o for o in objects if o not in subjects]
        if (
            asked is not None
            and subjects
            and all(c.pos_ == "PROPN" and c.text != asked for c in subjects)
            and not _names_other_side(token, subjects, asked)
        ):
            continue
        if all(o.lemma_.lower() in _PRO_VERB_OBJECTS for o in objects):
            raise Abstain("ellipsis", f"{token.text!r} repeats an earlier event", token)
    _check_repeat(doc, query)


def _denied_of_counted(
    do: Tok, subjects: list[Tok], children: list[Tok], asked: str | None, lexicon: Any
) -> bool:
    """RETURNS (bool): a negated 'do' with no object of its own that stands for a verb of
    holding ("Ahmed has 7 marbles, but Hala does not") is said of a subject the question
    counts: the asked holder, or anyone in a total ('they'). It denies the earlier amount,
    not every amount: Hala may have none or some other number. Of an event ("Kofi ate 3
    plums, but Ann did not") it says the event did not happen."""
    if not subjects or any(c.dep_ in ("dobj", "xcomp", "ccomp") for c in children):
        return False
    verb = do.head if do.dep_ == "conj" else None
    frame = lexicon.lookup(verb.lemma_.lower(), []) if verb is not None and lexicon else None
    if frame is None or frame[1].cls != "possess":
        return False
    named = {t.text for c in subjects for t in (c, *c.children) if t is c or t.dep_ == "appos"}
    return asked is None or asked in named


def _names_other_side(do: Tok, subjects: list[Tok], asked: str) -> bool:
    """RETURNS (bool): the sentence of a 'do' that repeats an event names the asked holder
    or a pronoun beside the subjects ("Yaw gave 4 to Zeynep, and so did Amara": Zeynep
    gets them again), so the repeat may change what is asked."""
    for t in do.sent:
        if t in subjects or t.dep_ == "nsubj":
            continue
        if t.text == asked or (t.pos_ == "PRON" and t.tag_ in ("PRP", "PRP$")):
            return True
    return False


# "and again on Tuesday", "and once more": a repetition with neither verb nor amount
_REPEAT = frozenset({"again"})
_MORE = "more"
_TIMES = frozenset({"once", "twice"})
_COORDINATORS = frozenset({"and", "then", "but"})


def _check_repeat(doc: DocView, query: Query) -> None:
    """Abstain on an event repeated by a coordinated adverb alone ("ate 2 apples on Monday
    and again on Tuesday", "and once more"): the repetition moves the amount again.
    RAISES Abstain: ``ellipsis``."""
    present = doc_words(doc)
    if _REPEAT.isdisjoint(present) and _MORE not in present:
        return  # no word of repetition: nothing to read
    tokens = doc.tokens
    for token in tokens:
        lower = token.lower_
        if lower in _REPEAT:
            start = token.i
        elif lower == _MORE and token.i > 0 and tokens[token.i - 1].lower_ in _TIMES:
            start = token.i - 1
        else:
            continue
        if query.sent.start <= token.i < query.sent.end or start == 0:
            continue
        after = tokens[token.i + 1] if token.i + 1 < len(tokens) else None
        if tokens[start - 1].lower_ in _COORDINATORS and not (after is not None and after.like_num):
            words = doc[start : token.i + 1].text
            raise Abstain("ellipsis", f"{words!r} repeats an earlier event", token)


def check_unstated_holding(doc: DocView, query: Query, amounts: tuple[Amount, ...]) -> None:
    """Abstain when a holder's things of the asked kind, named by a possessive without a
    number, are the subject of a clause before the text counts them ("Sam had 10 pears.
    His apples were in a box. He bought 3 apples."): Sam holds apples in an amount the
    text does not give. ("She sold all of her old books. She gathered up 33 books" names
    the set it then counts.)

    doc (DocView): the problem.
    query (Query): the question; its noun is the asked kind.
    amounts (tuple[Amount, ...]): the stated quantities.
    RAISES Abstain: ``unquantified-event``.
    """
    asked = query.noun
    if asked is None:
        return
    lemma = asked.lemma_.lower()
    counted = [q.start for q in amounts if q.noun is not None and q.noun.lemma_.lower() == lemma]
    if not counted:
        return
    nouns = {q.noun.i for q in amounts if q.noun is not None}
    for token in doc.tokens[: min(counted)]:
        if (
            token.pos_ == "NOUN"
            and token.dep_ in ("nsubj", "nsubjpass")
            and token.i not in nouns
            and token.lemma_.lower() == lemma
            and any(c.dep_ == "poss" for c in token.children)
            and not any(c.dep_ == "nummod" or c.like_num for c in token.children)
        ):
            raise Abstain(
                "unquantified-event",
                f"{token.text!r} of a holder are named before the text counts them: "
                "an amount it does not give",
                token,
            )


def check_coordinated_party(
    facts: tuple[Fact, ...], words: WordLists, first_names: dict[str, str]
) -> None:
    """Abstain on an exchange with several others: "gave 2 peaches to Tom and Ann", "gave
    both Tom and Ann 2 oranges" (2 in all or 2 each); "to Tom and Ann to share" is 2 in all.

    facts (tuple[Fact, ...]): the facts read.
    words (WordLists): ``gendered`` person nouns.
    first_names (dict[str, str]): lowercase first names.
    RAISES Abstain: ``coordinated-party``.
    """
    for fact in facts:
        if fact.kind not in (FactKind.GAIN, FactKind.LOSE) or fact.amount is None:
            continue
        if fact.construction == "each recipient":
            continue  # "gave Ewa and Kojo 3 cards each": one fact per recipient
        verb = fact.verb
        if any(c.lemma_.lower() in _SHARING for c in verb.children if c.dep_ in ("advcl", "xcomp")):
            continue
        if any(t.lower_ == "respectively" for t in verb.subtree):
            continue  # "2 and 5 marbles to Wale and Xena respectively": one each, in order
        noun = fact.amount.noun
        if noun is not None and any(c.dep_ == "det" and c.lower_ == "the" for c in noun.children):
            continue  # "gave the 2 bags to her brothers and sisters": 2 in all
        others = []
        if fact.party is not None and fact.party.token is not None:
            others.append(fact.party.token)
        first = min(f.amount.start for f in facts if f.verb == verb and f.amount is not None)
        if verb.i < fact.amount.start == first:
            between = [
                t
                for t in verb.doc[verb.i + 1 : first]
                if t.dep_ not in ("poss", "compound") and _party_like(t, words, first_names)
            ]
            if len(between) > 1:  # "handed Eli and Fay 2 cookies", however it is parsed
                raise Abstain(
                    "coordinated-party",
                    f"{verb.text!r} names several others before the amount",
                    verb,
                )
            others += [t for t in between if t.pos_ == "PROPN"]
        for other in others:
            if _party_like(other, words, first_names) and any(
                c.dep_ == "conj" and _party_like(c, words, first_names) and not _opens_clause(c)
                for c in other.children
            ):
                raise Abstain(
                    "coordinated-party",
                    f"{verb.text!r} names several others ({other.text!r} and more)",
                    verb,
                )


def _opens_clause(token: Tok) -> bool:
    """RETURNS (bool): a verb follows ``token``'s phrase: it is the subject of a clause
    parsed as a conjunct ("gave 4 to Chen and Chen gave 2 to Bongani")."""
    nxt = token.right_edge.i + 1
    doc = token.doc
    return nxt < len(doc) and doc[nxt].pos_ in ("VERB", "AUX")


def _party_like(token: Tok, words: WordLists, first_names: dict[str, str]) -> bool:
    """RETURNS (bool): ``token`` may name another party: a person (``_is_person``) or a
    capitalized proper noun the first names do not list ("both Kojo and Esi")."""
    return _is_person(token, words, first_names) or (
        token.pos_ == "PROPN" and token.text[:1].isupper()
    )


def check_nouns_apart(amounts: tuple[Amount, ...], unit: str, words: WordLists) -> None:
    """Abstain when the asked noun ends a counted noun of its own that is no kind of it:
    "6 hot dogs and 4 big dogs. How many dogs?" (a hot dog is no dog; ``words.json``
    ``noun_collocations_apart``). A colour makes a kind of anything ("white beads" are
    beads, though WordNet's "white bead" is a plant): ``colour_words``.

    A closed compound that ends in the asked noun ("18 seashells ... 4 shells. How many
    shells?", "cupcakes" beside "cakes") may or may not be one: it abstains too, as a
    young one of another counted noun does ("ducklings" beside "ducks", words.json
    ``diminutive_suffixes``).

    RAISES Abstain: ``unit-mismatch``.
    """
    lemmas = {q.noun.lemma_.lower() for q in amounts if q.noun is not None}
    for q in amounts:
        young = q.noun.lemma_.lower() if q.noun is not None else ""
        if any(  # "40 ducks ... 9 ducklings. How many birds?": among the ducks, or more?
            young.endswith(end) and young[: -len(end)] in lemmas
            for end in words.diminutive_suffixes
        ):
            raise Abstain(
                "unit-mismatch", f"{q.unit!r} may be counted among the others or apart", q.head
            )
        if q.unit is not None and _closed_compound_of(q.unit, unit):
            raise Abstain(
                "unit-mismatch", f"{q.unit!r} may or may not be {unit} (one word)", q.head
            )
        if q.noun is None or q.unit is None or not q.unit.endswith(" " + unit):
            continue
        lemma = q.noun.lemma_.lower()
        for c in q.noun.lefts:
            if (
                c.dep_ in ("amod", "compound")
                and c.lower_ not in words.colours
                and f"{c.lower_} {lemma}" in words.collocations_apart
            ):
                raise Abstain(
                    "unit-mismatch", f"{q.unit!r} are a noun of their own, no kind of {unit}", c
                )


def _closed_compound_of(counted: str, unit: str) -> bool:
    """RETURNS (bool): ``counted`` is one word made of three or more letters and the
    asked ``unit`` ("seashells" of "shells", "cupcakes" of "cakes"; not "years" of
    "ears")."""
    head = counted.rsplit(" ", 1)[-1]
    return (
        head != unit
        and head.endswith(unit)
        and len(head) - len(unit) >= 3
        and head[: len(head) - len(unit)].isalpha()
    )


def check_gapping(facts: tuple[Fact, ...], unit: str) -> None:
    """Abstain on a gapped clause: "He ate 3 apples and Tom 2 apples" (Tom ate 2), read as
    a second amount of the first verb; only when the gapped amount is of the asked unit.

    facts (tuple[Fact, ...]): the facts read.
    unit (str): the unit asked for.
    RAISES Abstain: ``ellipsis``.
    """
    for fact in facts:
        q = fact.amount
        if q is None or q.unit != unit or fact.construction == "gapping":
            continue  # a gapped name read as its own clause's subject: gapping.py
        doc = fact.verb.doc
        before = [
            f.amount.span(doc).end
            for f in facts
            if f.verb == fact.verb and f.amount is not None and f.amount.start < q.start
        ]
        if not before:
            continue  # the verb's first amount
        first = min(f.amount.start for f in facts if f.verb == fact.verb and f.amount is not None)
        if any(t.pos_ == "PROPN" or t.tag_ == "PRP" for t in doc[fact.verb.i + 1 : first]):
            continue  # "gave Tom 2 apples and Ann 2 apples": Ann is a recipient, like Tom
        for token in doc[max(before) : q.start]:
            if token.dep_ == "pobj" or token.head.dep_ == "pobj":
                continue  # "2 on Monday and 2 more on Tuesday", "in North America and"
            if token.dep_ in ("compound", "amod", "nmod") and any(
                c.dep_ == "det" for c in token.head.children
            ):
                continue  # "a T-shirt for $6", "a Batman game for $12": part of a noun
            if token.pos_ == "PROPN" or (token.tag_ == "PRP" and token.dep_ != "poss"):
                raise Abstain(
                    "ellipsis",
                    f"{token.text!r} before {q.span(doc).text!r} is the subject of a "
                    "clause without its verb",
                    token,
                )


# words that, after a gapped name, stand for an amount not given ("and Anya some")
_GAPPED_UNSTATED = frozenset({"some", "several", "many", "more", "few", "fewer", "less"})


def check_gapped_unstated(doc: DocView, query: Query) -> None:
    """Abstain on a name coordinated after a clause with a quantifier for its amount
    ("Jamal sold 6 cakes and Anya some"): a clause left out whose amount the text does
    not give, which no fact reads.

    RAISES Abstain: ``ellipsis``.
    """
    for token in doc.tokens:
        if query.sent.start <= token.i < query.sent.end:
            continue
        if token.pos_ != "PROPN" or token.dep_ not in ("conj", "appos"):
            continue
        said = [c for c in token.children if c.lower_ in _GAPPED_UNSTATED and c.dep_ != "det"]
        if said:
            raise Abstain(
                "ellipsis",
                f"{token.text!r} {said[0].text!r} leaves out a clause and its amount",
                token,
            )


# prepositions of a place a holding is kept in ("keeps his books on a shelf")
_IN_PLACE = frozenset({"in", "on", "inside", "at"})


def check_place_stated(facts: tuple[Fact, ...], asked: str) -> None:
    """Abstain when the asked place gets things moved to it from another place and no
    fact states what it held before ("There were 8 ducks on the pond. 3 ducks flew from
    the pond to the field. How many ducks are in the field now?").

    Also when a fact of another holder puts its things in the asked place ("Keanu keeps
    his 14 comic books on a shelf. His sister's 9 are on that shelf too. How many comic
    books are on the shelf?"): the place holds them too, which no fact says.

    RAISES Abstain: ``underdetermined``.
    """
    for fact in facts:
        if fact.name not in (None, asked) and fact.construction == "possession":
            places = [
                g
                for p in fact.verb.children
                if p.dep_ == "prep" and p.lower_ in _IN_PLACE
                for g in p.children
                if g.dep_ == "pobj"
                and g.lemma_.lower() == asked.lower()
                and not any(c.dep_ == "poss" for c in g.children)  # not "on her phone"
            ]
            if places:
                raise Abstain(
                    "underdetermined",
                    f"{fact.verb.text!r} puts {fact.name}'s things in {asked} too",
                    fact.verb,
                )
        if fact.construction != "motion" or fact.party_name != asked or fact.amount is None:
            continue
        unit = fact.amount.unit
        if not any(
            f.name == asked
            and f.kind is FactKind.POSSESS
            and f.amount is not None
            and f.amount.unit == unit
            and f.position < fact.position
            for f in facts
        ):
            raise Abstain(
                "underdetermined",
                f"what {asked} held before {fact.verb.text!r} is not told",
                fact.verb,
            )


def check_one_question(doc: DocView, query: Query) -> None:
    """Abstain when the text asks more than one thing, or a statement reports a question:
    two question marks ("... now? What about Tom?", 'Tom asked, "Did Jack eat 3?"'), a
    second 'how' in the question, a gapped second question ("does Jack have, and Tom?"),
    or a clause under 'whether' ("Tom asked whether Leo ate 3 apricots").

    doc (DocView): the problem.
    query (Query): the question.
    RAISES Abstain: ``unsupported-question`` or ``conditional``.
    """
    tokens, lowers = doc.tokens, doc.lower
    # two marks need two '?' (a lowercase form keeps its '?', and makes none)
    if "".join(lowers).count("?") > 1:
        marks = [  # "now??" is one mark repeated
            t for t in tokens if "?" in t.text and not (t.i > 0 and "?" in doc[t.i - 1].text)
        ]
        if len(marks) > 1:
            raise Abstain("unsupported-question", "the text asks more than one question", marks[1])
    sent = query.sent
    if lowers[sent.start : sent.end].count("how") > 1:
        hows = [t for t in sent if t.lower_ == "how"]
        raise Abstain("unsupported-question", "the question asks two things", hows[1])
    words = []  # the last two words of the question, last first
    for t in reversed(tokens[sent.start : sent.end]):
        if not t.is_punct:
            words.append(t)
            if len(words) == 2:
                break
    if len(words) == 2 and words[1].lower_ == "and" and words[0].pos_ in ("PROPN", "PRON"):
        raise Abstain(
            "unsupported-question", f"'and {words[0].text}' asks a second question", words[0]
        )
    if "whether" in lowers:
        for token in tokens:
            if token.lower_ == "whether" and not sent.start <= token.i < sent.end:
                raise Abstain("conditional", "'whether' reports a question, not an event", token)
