"""Find the quantities of a Doc: their value, their counted noun and their unit."""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping
from fractions import Fraction
from functools import lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING

import msgspec

from ..abstention import Abstain
from ..docview import DocView, Tok
from ..inflector import engine as _inflector
from ..ir import Amount
from .numbers import NumberWords, digit_value

if TYPE_CHECKING:
    from ..rules import WordLists

_NOUNS = ("NOUN", "PROPN")
_DIGIT = re.compile(r"\d")  # a token without one is a number only as a number word
_HAS_DIGIT: dict[str, bool] = {}  # word -> whether _DIGIT finds a digit in it, once per word
_NONE: frozenset[str] = frozenset()


# words after a number that stand for its noun, left out ("3 more", "12 extra" parsed as
# a noun): the quantity stands where they stand, its noun the one before
_ELLIPTIC = frozenset({"more", "less", "fewer", "extra"})


def is_kind_of(q: Amount, unit: str, covered: frozenset[str]) -> bool:
    """RETURNS (bool): ``q`` counts a kind of ``unit``: the unit with words before it
    ("red apples" of "apples"), or a noun the unit covers (``covered``, from
    ``kinds.json``: "parrot" of "birds")."""
    return (q.unit is not None and q.unit.endswith(" " + unit)) or (
        q.noun is not None and q.noun.lemma_.lower() in covered
    )


@lru_cache(maxsize=1024)
def plural(word: str) -> str:
    """RETURNS (str): the plural of a singular noun, by the ``inflect`` library."""
    return _inflector().plural_noun(word) or word


def read_variants_in_full(doc: DocView, variants: dict[str, str]) -> None:
    """Read a clipped or diminutive noun as the word it is a form of where the text writes
    that word too ("35 pictures ... sorted the pics", "baggies ... 9 in each bag"): one
    thing named twice, counted in one unit.
    The full word's plural is the text's own where it has one ('pictures'), else its
    plural by ``plural``. (Lemmas and lowercase forms are strings the view reads.)

    variants (dict[str, str]): variant lemma -> full lemma (``words.json`` noun_variants).
    """
    if not variants:
        return
    full = {t.lemma_ for t in doc.tokens if t.pos_ == "NOUN"}
    plurals = {t.lemma_: t.lower_ for t in doc.tokens if t.pos_ == "NOUN" and t.tag_ == "NNS"}
    for t in doc.tokens:
        whole = variants.get(t.lemma_) if t.pos_ == "NOUN" else None
        if whole is None or whole not in full:
            continue
        t.lemma_ = whole
        t.lower_ = plurals.get(whole) or plural(whole) if t.tag_ == "NNS" else whole
        doc.lower[t.i] = t.lower_


@lru_cache(maxsize=1024)
def singular(word: str) -> str:
    """RETURNS (str): the singular of a plural noun ("apples" -> "apple"), else the word."""
    return _inflector().singular_noun(word) or word


# determiners before which "one" stands for a noun, not the number: "in each one"
_ONE_PRONOUN = frozenset({"each", "every", "which", "another"})


def number_runs(doc: DocView, words: NumberWords) -> list[tuple[list[Tok], Fraction]]:
    """Group number tokens into runs ("twenty - one", "a dozen", "1,200") and read their values."""
    runs: list[tuple[list[Tok], Fraction]] = []
    lowers, held = doc.lower, doc.tokens
    number_words, has_digit = words.words, _HAS_DIGIT
    if len(has_digit) > 100_000:
        has_digit.clear()
    starts: list[int] = []  # a run starts only at a number word or a word with a digit
    for i, text in enumerate(lowers):
        if text in number_words:
            if text == "one" and i > 0 and lowers[i - 1] in _ONE_PRONOUN:
                continue  # "in each one", "which one": a pronoun, not a number
            starts.append(i)
            continue
        has = has_digit.get(text)
        if has is None:
            has = has_digit[text] = _DIGIT.search(text) is not None
        if has:
            starts.append(i)
    after = 0  # the first token no run read so far covers
    for i in starts:
        if i < after:
            continue
        text = lowers[i]
        attached = _strip_sign(text)
        if attached is not None and attached[1] is not None:
            runs.append(([held[i]], attached[1]))
            after = i + 1
            continue
        digits = digit_value(text)
        if digits is None and not words.is_number_word(text):
            if words.is_collective(text) and i > 0 and lowers[i - 1] in words.determiners:
                whole = Fraction(words.collectives[text])
                if i > 1 and lowers[i - 2] in words.halves:  # "half a dozen": 6
                    runs.append(([held[i - 2], held[i - 1], held[i]], whole / 2))
                else:
                    runs.append(([held[i - 1], held[i]], whole))
            after = i + 1
            continue
        if digits is not None and (i + 1 == len(lowers) or not words.is_collective(lowers[i + 1])):
            # digits alone ("12", "1,200"): the run below would stop after them, and a run
            # of digits alone is worth their digit value
            runs.append(([held[i]], digits))
            after = i + 1
            continue
        run = [i]
        j = i + 1
        while j < len(lowers):
            nxt = lowers[j]
            prev = lowers[run[-1]]
            if digit_value(prev) is not None and not words.is_collective(nxt):
                break
            if words.is_number_word(nxt) or words.is_collective(nxt):
                if (
                    j + 2 < len(lowers)
                    and lowers[j + 1] == "-"
                    and not words.is_number_word(lowers[j + 2])
                ):  # "twenty five-dollar bills": 25 bills, or 20 bills of $5?
                    raise Abstain(
                        "unsupported-quantity",
                        f"{prev + ' ' + nxt!r} may be one number, or {nxt!r} may begin "
                        f"'{nxt}-{lowers[j + 2]}'",
                    )
                if digit_value(prev) is None or words.is_collective(nxt):
                    run.append(j)
                    j += 1
                    continue
                break
            if nxt in ("-", "and") and j + 1 < len(lowers) and words.is_number_word(lowers[j + 1]):
                if nxt == "and" and prev not in words.scales:
                    break
                run.extend([j, j + 1])
                j += 2
                continue
            break
        tokens = [held[k] for k in run]
        value = words.value([t.text for t in tokens])
        if value is not None:
            runs.append((tokens, value))
        after = j
    return runs


# verbs whose object "N total" is the whole of what is wanted ("needed 16 total")
_GOAL_VERBS = frozenset({"need"})


def is_total_needed(token: Tok) -> bool:
    """RETURNS (bool): ``token`` is the 'total' of "needed 16 total", or the 'in' of
    "needs 12 in total", "needed 20 in all": a word of a whole on a verb of needing with
    a number object. It says the need is so many in all, of the things counted before,
    not a sum stated as an event."""
    if token.lower_ == "in" and token.dep_ in ("prep", "advmod"):
        verb = token.head  # on the verb, on its number object ("needs 12 in total"), or
        if verb.dep_ in ("dobj", "advmod") and verb.head.pos_ == "VERB":  # on 'all'
            verb = verb.head
        return verb.lemma_.lower() in _GOAL_VERBS and any(
            c.dep_ == "dobj" and (c.like_num or any(n.dep_ == "nummod" for n in c.children))
            for c in verb.children
        )
    return (
        token.lower_ == "total"
        and token.dep_ == "dobj"
        and token.head.lemma_.lower() in _GOAL_VERBS
        and [c.dep_ for c in token.children] == ["nummod"]
    )


def _strip_sign(text: str) -> tuple[str, Fraction | None] | None:
    """RETURNS: (sign, value) for a token that carries its money sign ("$4", "85¢"), else None.

    Not cached: ``digit_value`` caches the reading under the bounds in force, and a cache
    here keyed on the text alone would keep a value read under other bounds.
    """
    for sign in ("$", "¢"):
        if len(text) > 1 and sign in (text[0], text[-1]):
            return sign, digit_value(text.strip(sign))
    return None


_PART_PRONOUNS = frozenset({"them", "it"})  # "half of them", "half of it"
_DEFINITE = frozenset({"the", "these", "those", "this", "that"})


def find_quantities(
    doc: DocView,
    words: NumberWords,
    money_symbols: dict[str, str],
    money_generic: frozenset[str] = frozenset(),
) -> list[Amount]:
    """Find every quantity in ``doc``, in text order.

    doc (DocView): a parsed Doc.
    words (NumberWords): the number-word tables.
    money_symbols (dict): sign -> unit, e.g. {"$": "dollars"}.
    money_generic (frozenset[str]): nouns of any money ("money"): a part of one ("half of
        her money") counts the one money unit the other amounts count, if any.
    RETURNS (list[Amount]): the quantities, units not yet assigned.
    """
    found: list[Amount] = []
    tokens = doc.tokens
    for run, value in number_runs(doc, words):
        indices = {t.i for t in run}
        if len(run) == 1:  # a one-token run is its own head, whatever its head is
            head = run[0]
        else:
            head = next((t for t in run if t.head.i not in indices or t.head == t), run[-1])
        money = None
        attached = _strip_sign(head.lower_)
        if attached is not None and attached[0] in money_symbols:
            money = money_symbols[attached[0]]
        signs = [c for c in head.children if c.text in money_symbols]
        if head.i > 0 and tokens[head.i - 1].text in money_symbols:
            signs.append(tokens[head.i - 1])
        if head.head.text in money_symbols and head.head.i not in indices:
            signs.append(head.head)
            head = head.head
        if signs:
            money = money_symbols[signs[0].text]
            indices.add(signs[0].i)
        noun = None
        adjectives: tuple[str, ...] = ()
        if (
            head.dep_ in ("nummod", "quantmod", "compound", "nmod", "amod", "npadvmod")
            and head.head != head
        ):
            if head.head.pos_ == "PROPN" and any(c.lower_ == "of" for c in head.children):
                pass  # "gave Sam 4 of the marbles": the number put on the name; a partitive
            elif is_total_needed(head.head):  # "needed 16 total": 16 in all, of no noun
                head = head.head
                indices.add(head.i)
            elif head.head.pos_ in _NOUNS and head.head.i < head.i:
                # a counted noun follows its number; "The following year 30 more students
                # join" put 30 on "year": take the noun right after, or leave none
                noun = _noun_after(head)
            elif (
                head.head.pos_ in _NOUNS
                and head.head.lower_ not in _ELLIPTIC
                and _counts_across(head, head.head)
            ):
                noun = head.head
                while noun.dep_ == "compound" and noun.head.pos_ in _NOUNS and noun.head.i > noun.i:
                    if _before_participle(noun):
                        # "earned 25 dollars babysitting", "got 6 stickers playing games":
                        # the participle starts a clause of its own, not a longer noun
                        break
                    noun = noun.head  # "18 teddy bears" parsed with the number on "teddy"
                after = tokens[head.i + 1] if head.i + 1 < len(tokens) else None
                if (
                    after is not None
                    and after.dep_ == "amod"
                    and after.head == noun
                    and len([c for c in noun.children if c.dep_ == "nummod"]) > 1
                ):
                    adjectives = (after.lower_,)  # "6 red and 4 blue pens": one kind per number
            elif head.head.lower_ in _ELLIPTIC:
                head = head.head  # "3 more": the quantity stands where "more" stands
                if head.dep_ == "amod" and head.head.pos_ in _NOUNS:
                    noun = head.head  # "78 more strawberries"
            elif head.head.pos_ == "ADJ" and head.dep_ == "nummod":
                noun, kind = _adjective_kind(head.head)  # "86 yellow and 20 green marbles"
                if noun is not None:
                    adjectives = (kind,)
                    head = head.head
        head_token = noun if noun is not None and (not adjectives or head.head == noun) else head
        owner = None
        if noun is None and money is None:
            noun, owner = _partitive(head)
        if noun is None and money is None and words.contents_verbs:
            noun = _contents_of(head, words.contents_verbs)
        found.append(
            Amount(
                tokens=tuple(sorted(indices)),
                value=value,
                head=head_token,
                noun=noun,
                money=money,
                owner=owner,
                adjectives=adjectives,
            )
        )
    if words.spared and "all" in doc.lower:
        found = [_spared(q, doc, words) for q in found]
    if words.percents and not words.percents.isdisjoint(doc.lower):
        found = [_percent(q, words) for q in found]
    if words.parts and not words.parts.keys().isdisjoint(doc.lower):
        found = sorted([*found, *_parts(doc, words)], key=lambda q: q.start)
    money = {q.money for q in found if q.money is not None}
    if len(money) == 1 and any(q.part for q in found):
        found = [  # "half of her money": of the dollars the text counts
            msgspec.structs.replace(q, noun=None, money=next(iter(money)))
            if q.part and q.noun is not None and q.noun.lemma_.lower() in money_generic
            else q
            for q in found
        ]
    return found


def _spared(q: Amount, doc: DocView, words: NumberWords) -> Amount:
    """RETURNS (Amount): ``q`` marked ``spared`` when the words right before it set it
    apart from all ("all but 4 of them", "sold all but 6 bars"), else ``q``."""
    lowers = doc.lower
    for phrase in words.spared:
        begin = q.start - len(phrase)
        if begin >= 0 and tuple(lowers[begin : q.start]) == phrase:
            every = doc.tokens[begin]
            if q.noun is None and every.head.pos_ == "NOUN" and every.head.i > q.start:
                # "sold all but 6 bars", parsed with the number on 'all': the bars counted
                return msgspec.structs.replace(q, noun=every.head, head=every.head, spared=True)
            return msgspec.structs.replace(q, spared=True)
    return q


# prepositions that place what is moved ("put all of them in the album", "sells all of
# the eggs in one basket": a place or a part, not the whole holding moved)
_PLACED_IN = frozenset({"in", "into", "on", "onto", "inside"})
# words of a price or amount per item beside an 'all' moved ("sold all of them at $3 each")
_EACH_OR_PER = frozenset({"each", "every", "per", "apiece"})


def _parts(doc: DocView, words: NumberWords) -> list[Amount]:
    """RETURNS (list[Amount]): the parts of a holding the text names, "half of them",
    "a third of her cookies", "a quarter of the money" (``Amount.part``): a part word
    ('half' alone, a word of the whole ('all') alone as a verb's object, any other after
    'a') with 'of' and its object (``_whole_of``)."""
    found = []
    tokens = doc.tokens
    for token in tokens:
        whole = words.parts.get(token.lower_)
        if whole is None or token.i + 1 >= len(tokens):
            continue
        if token.pos_ not in _NOUNS and not (whole == 1 and token.pos_ in ("DET", "PRON")):
            continue
        before = tokens[token.i - 1] if token.i > 0 else None
        if token.lower_ == "half":
            if before is not None and (before.like_num or before.lower_ in words.words):
                continue  # "one half of", "two and a half": a number of its own
            indices: tuple[int, ...] = (token.i,)
        elif whole == 1:  # "gave all of his stickers": the whole, as the object moved
            if token.dep_ != "dobj" or any(
                (c.dep_ == "aux" and c.lower_ == "to")
                or (c.dep_ == "prep" and c.lower_ in _PLACED_IN)
                or c.lower_ in _EACH_OR_PER
                or any(g.tag_ == "$" or g.lower_ in _EACH_OR_PER for g in c.subtree)
                for c in token.head.children
            ):  # "to all of his friends": none moved; "decided to sell all": a plan; "sold
                continue  # all of them at $3 each", "put all of them in the album": not read
            indices = (token.i,)
        elif before is not None and before.lower_ in words.part_determiners:
            indices = (before.i, token.i)
        else:
            continue
        of = _whole_of(token, words)
        if of is not None:
            noun, owner, rest = of
            found.append(
                Amount(indices, Fraction(1, whole), token, noun, owner=owner, part=whole, rest=rest)
            )
    return found


def _percent(q: Amount, words: NumberWords) -> Amount:
    """RETURNS (Amount): ``q`` as a part of a holding when it is a percent of one ("25% of
    them", "40 percent of his cards"): that many per 100, its noun the whole's; else ``q``."""
    sign = q.noun
    if sign is None or sign.lower_ not in words.percents or q.money is not None:
        return q
    of = _whole_of(sign, words)
    if of is None:
        return q
    noun, owner, rest = of
    tokens = tuple(sorted({*q.tokens, sign.i}))
    return Amount(tokens, q.value / 100, sign, noun, owner=owner, part=100, rest=rest)


def _whole_of(word: Tok, words: NumberWords) -> tuple[Tok | None, Tok | None, bool] | None:
    """RETURNS: (noun, possessor, said of the rest) of the whole a part word names with
    'of' right after it: 'them', 'it' or "the rest" (no noun: the one counted before), or a
    plain noun with one definite determiner or a possessor ("her cookies", "the apples")
    and no number or clause of its own ("half of the 24 apples", "half of the crayons she
    still had" are parts of a set the text describes, not read); None for anything else
    ("half of a pizza")."""
    tokens = word.doc.tokens
    if word.i + 1 >= len(tokens):
        return None
    of = tokens[word.i + 1]
    if of.lower_ != "of" or of.head != word or of.dep_ != "prep":
        return None
    objects = [c for c in of.children if c.dep_ == "pobj"]
    if len(objects) != 1:
        return None
    (obj,) = objects
    if any(
        c.dep_ not in ("det", "poss", "amod", "compound") and c.lower_ not in words.rest
        for c in obj.children
    ):
        return None  # "half of the crayons she still had after ...": a holding described
    rest = obj.lemma_.lower() in words.rest or any(c.lower_ in words.rest for c in obj.children)
    if obj.lower_ in _PART_PRONOUNS or obj.lemma_.lower() in words.rest:
        return None, None, rest  # "half of them", "half of the rest": the noun before
    if obj.pos_ not in _NOUNS or (
        obj.pos_ == "PROPN" and not any(c.dep_ == "poss" for c in obj.children)
    ):
        return None  # "half of the Smiths"; "all of his Skittles", a brand, is a thing held
    marks = [c for c in obj.children if c.dep_ in ("det", "poss")]
    if len(marks) != 1 or any(c.like_num or c.dep_ == "nummod" for c in obj.children):
        return None
    untold, earlier = untold_adjectives(obj, obj.i, words.rest)
    if earlier and untold:  # "all of her old pencils" beside "had 10 pencils"
        return None
    if marks[0].dep_ == "det" and marks[0].lower_ not in _DEFINITE:
        return None  # "half of a pizza": a part of one thing, not of a holding
    return obj, (marks[0] if marks[0].dep_ == "poss" else None), rest


def untold_adjectives(
    noun: Tok, end: int, skip: Collection[str] = frozenset()
) -> tuple[frozenset[str], bool]:
    """RETURNS: (the adjectives on ``noun``, but ``skip``, that no noun of its lemma before
    token ``end`` carries; whether any noun of its lemma comes before it): "all of her old
    pencils" beside "had 10 pencils", "in the red boxes" beside "6 boxes"."""
    lemma = noun.lemma_.lower()
    said = {c.lower_ for c in noun.children if c.dep_ == "amod" and c.lower_ not in skip}
    earlier = [t for t in noun.doc.tokens[:end] if t.lemma_.lower() == lemma and t.i != noun.i]
    told = {c.lower_ for t in earlier for c in t.children}
    return frozenset(said - told), bool(earlier)


def without_single_places(
    amounts: tuple[Amount, ...], preps: frozenset[str], times: frozenset[str]
) -> tuple[Amount, ...]:
    """Leave out 'one' before a singular place ("put 27 pictures into one album", "10 trays
    from one table and 2 from another"): the word picks out a place, as 'a' would, and
    counts nothing the problem counts. Not a time ("in one hour" may be a rate's).

    preps (frozenset[str]): the prepositions of a place things go into (``container_preps``).
    times (frozenset[str]): words and units of time.
    RETURNS (tuple[Amount, ...]): the amounts, without those.
    """
    return tuple(
        q
        for q in amounts
        if not (
            len(q.tokens) == 1
            and q.head.doc[q.tokens[0]].lower_ == "one"
            and q.noun is not None
            and q.noun.tag_ == "NN"
            and q.noun.lemma_.lower() not in times
            and q.noun.dep_ == "pobj"
            and (q.noun.head.lower_ in preps or _one_and_another(q.noun))
            and q.noun.head.head.pos_ == "VERB"
        )
        and not _one_item_timed(q, times)
    )


def _one_item_timed(q: Amount, times: frozenset[str]) -> bool:
    """RETURNS (bool): ``q`` is 'one' (or 1) of the one item a time or an amount is taken
    for, as 'a' would be ("It takes 7 minutes to bake one pan of cookies": the time per
    pan; "It takes 4 apples to make 1 pie")."""
    noun = q.noun
    if len(q.tokens) != 1 or q.value != 1 or noun is None or noun.tag_ != "NN":
        return False
    doing = noun.head
    if noun.dep_ != "dobj" or not any(c.lower_ == "to" for c in doing.children):
        return False
    take = doing.head
    if doing.dep_ == "relcl" and take.lemma_.lower() in times:
        take = take.head  # "takes 7 minutes to bake": 'to bake' hung on the minutes
    elif doing.dep_ not in ("xcomp", "advcl"):
        return False
    return take.lemma_.lower() == "take" and any(  # a time, or any counted noun
        c.dep_ == "dobj"
        and (c.lemma_.lower() in times or any(n.dep_ == "nummod" for n in c.children))
        for c in take.children
    )


def _one_and_another(noun: Tok) -> bool:
    """RETURNS (bool): "one <place>" is set against "another" or "the other" later in its
    sentence ("10 trays from one table and 2 trays from another"): 'one' picks out a
    place."""
    later = [t.lower_ for t in noun.doc[noun.i + 1 : noun.sent.end]]
    return "another" in later or any(a == "the" and b == "other" for a, b in pairwise(later))


# the view's memo key of the digits that name one of a series ("Room 12"): token indices
LABELS = "quantities.labels"


def without_labels(
    amounts: tuple[Amount, ...], words: WordLists, names: Mapping[str, str]
) -> tuple[Amount, ...]:
    """Leave out a number that names or dates, counting nothing (English counts come
    before their noun):
    - digits right after the capitalized noun of a series they are on ("in Grade 4", "Room
      12", "Bus 42"; ``words.label_nouns``, or any such noun after a preposition that is no
      first name: a name before a number is as often a holder with its verb left out,
      "Kemal 8", or a recipient, "gives Thabo 3"), or after 'number' ("player number 23");
      the holder's name keeps them (``mentions._label``: "Room 12 ... Room 14" are two);
    - a day beside a capitalized month ("On March 3", "3 May"; not "3 may be rotten");
    - a year: 1000 to 2999 after a month or a preposition of time ("In 2019", "in May
      2020"; ``words.year_preps``), counting no noun.

    words (WordLists): ``months``, ``label_nouns``, ``year_preps``.
    names (Mapping[str, str]): lowercase first names (``first_names.json``).
    RETURNS (tuple[Amount, ...]): the amounts, without those.
    """
    kept, named = [], set()
    for q in amounts:
        found = _names_or_dates(q, words, names)
        if found is None:
            kept.append(q)
        elif found:  # a name's digits: the holder's name keeps them (``mentions._label``)
            named.add(q.tokens[0])
    if amounts:
        amounts[0].head.doc.memo[LABELS] = frozenset(named)
    return tuple(kept)


def _names_or_dates(q: Amount, words: WordLists, names: Mapping[str, str]) -> bool | None:
    """RETURNS (bool | None): None when ``q`` is an amount; True when its digits name one
    of a series ("Room 12"), False when they date ("On March 3", "In 2019")."""
    if len(q.tokens) != 1 or q.noun is not None or q.money is not None:
        return None
    number = q.head.doc[q.tokens[0]]
    if not number.text.isdigit():
        return None
    tokens = number.doc.tokens

    def month(i: int) -> bool:
        return (
            0 <= i < len(tokens) and tokens[i].lower_ in words.months and tokens[i].text.istitle()
        )

    if 1 <= q.value <= 31 and (month(number.i - 1) or month(number.i + 1)):
        return False  # "On March 3"
    if 1000 <= q.value < 3000 and (
        month(number.i - 1)  # "in May 2020"
        or (number.dep_ == "pobj" and number.head.lower_ in words.year_preps)  # "In 2019"
    ):
        return False
    head = number.head
    if (
        number.dep_ not in ("nummod", "appos", "npadvmod", "compound")
        or head.i != number.i - 1
        or head.pos_ not in _NOUNS
    ):
        return None
    if head.lemma_.lower() in ("number", "no", "no."):
        return True  # "player number 23"
    if not head.text[:1].isupper():
        return None
    if head.lemma_.lower() in words.label_nouns or (
        head.dep_ == "pobj" and head.lower_ not in names
    ):
        return True
    return None


def _before_participle(noun: Tok) -> bool:
    """RETURNS (bool): a plural noun right before an '-ing' word the parse put in one noun
    compound with it ("25 dollars babysitting", "6 stickers playing games"): a plural is
    the head of its phrase, so the '-ing' word is a participle after the counted noun."""
    doc = noun.doc
    after = doc[noun.i + 1] if noun.i + 1 < len(doc) else None
    return (
        noun.tag_ in ("NNS", "NNPS")
        and after is not None
        and after.lower_.endswith("ing")
        and after.tag_ in ("NN", "VBG")
        and noun.head in (after, after.head)
    )


def _counts_across(number: Tok, noun: Tok) -> bool:
    """RETURNS (bool): no verb, preposition or subordinator of another phrase stands
    between ``number`` and the noun it is parsed on ("18 teddy bears", "4 red and 6 blue
    balloons"; not "4 extra in case some tore", the number hung on a verb the model took
    for a noun)."""
    for t in number.doc.tokens[number.i + 1 : noun.i]:
        if t.pos_ in ("VERB", "AUX", "ADP", "SCONJ") and t.head is not noun:
            return False
        if t.dep_ == "npadvmod":  # "$12.50 an hour cleaning houses": a rate's measure
            return False
    return True


def _noun_after(number: Tok) -> Tok | None:
    doc = number.doc
    for token in doc[number.i + 1 : min(number.i + 3, len(doc))]:
        if token.pos_ in _NOUNS and not any(c.dep_ == "nummod" for c in token.children):
            return token
        if token.pos_ not in ("ADJ",):
            return None
    return None


def _adjective_kind(adjective: Tok) -> tuple[Tok | None, str]:
    """RETURNS: (noun, adjective) for a number on a coordinated adjective ("86 yellow and
    20 green marbles" parses "86 yellow" as the object and "marbles" as its conjunct)."""
    if adjective.dep_ == "amod" and adjective.head.pos_ in _NOUNS:
        return adjective.head, adjective.lower_
    nouns = [c for c in adjective.children if c.dep_ == "conj" and c.pos_ in _NOUNS]
    return (nouns[0] if nouns else None), adjective.lower_


def _partitive(head: Tok) -> tuple[Tok | None, Tok | None]:
    """RETURNS: (noun, possessor) of "N of the X" / "N of Mike's X", else (None, None)."""
    for prep in head.children:
        if prep.dep_ == "prep" and prep.lower_ == "of":
            for obj in prep.children:
                if obj.dep_ == "pobj" and obj.pos_ in _NOUNS:
                    owner = next((c for c in obj.children if c.dep_ == "poss"), None)
                    return obj, owner
    return None, None


def _contents_of(number: Tok, verbs: frozenset[str]) -> Tok | None:
    """RETURNS (Tok | None): the things a container of ``number`` holds when they come in
    such containers ("Hot dogs come in packages of 8": 8 hot dogs), the plural subject of
    one of ``verbs`` (``numbers.json`` ``contents_verbs``); else None."""
    found = sized_containers(number)
    if found is None or found[1].lemma_ not in verbs:
        return None
    verb = found[1]
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(subjects) == 1 and subjects[0].tag_ == "WDT" and verb.dep_ == "relcl":
        subjects = [verb.head]  # "615 crayons that came in packs of 15": the crayons
    subjects = [c for c in subjects if c.tag_ == "NNS"]
    return subjects[0] if len(subjects) == 1 else None


def sized_containers(number: Tok) -> tuple[Tok, Tok] | None:
    """RETURNS: (the plural containers, the verb) of "... come in packages of 8" with
    ``number`` the 8: a number under 'of' on a plural noun under 'in' on the verb; else
    None."""
    of = number.head
    container = of.head
    if number.dep_ != "pobj" or of.lower_ != "of" or container.tag_ != "NNS":
        return None
    if container.dep_ != "pobj" or container.head.lower_ != "in":
        return None
    return container, container.head.head


def counts_money(q: Amount, money_nouns: dict[str, str] | frozenset[str]) -> bool:
    """RETURNS (bool): the amount counts money: a money sign ("$4") or a money noun ("4
    dollars"; ``money_nouns``: ``words.json`` lemmas of money)."""
    return q.money is not None or (q.noun is not None and q.noun.lemma_.lower() in money_nouns)


def noun_unit(
    noun: Tok,
    money_nouns: dict[str, str],
    compounds: frozenset[str] = frozenset(),
    exclude_compounds: bool = False,
    priced: bool = False,
) -> str:
    """RETURNS (str): the unit a noun names, without adjectives: lowercase plural with compounds.

    compounds (frozenset[str]): words that are noun compounds of this noun elsewhere in the
        text, so a compound here too wherever the tagger calls them adjectives.
    exclude_compounds (bool): the bare noun, without its compounds ("cats" of "house cats").
    priced (bool): a money compound with a number of its own is the noun's price, not a
        kind of it ("How many 6 dollar toys can he buy?": "toys").
    """
    lemma = noun.lemma_.lower()
    if lemma in money_nouns:
        return money_nouns[lemma]
    word = _form(noun)  # "1 marble" -> "marbles"; "3485 yen" keeps its invariant plural
    words = () if exclude_compounds or not noun.lefts else _compounds(noun, compounds)
    if priced:  # the same words, less the price's money noun
        words = tuple(
            c.lower_ for c in _compound_tokens(noun, compounds) if not _priced(c, money_nouns)
        )
    return " ".join([*words, word]) if words else word


def _check_form(noun: Tok, lemma: str, forms: dict[str, Tok], money_nouns: dict[str, str]) -> None:
    """Abstain when a counted noun comes in two forms ("10 apples ... 3 apple", "10 mice
    ... 3 mouses"): the text may count one thing or two, and the units cannot tell.

    noun (Tok): a noun its number counts; lemma (str): its lemma.
    forms (dict[str, Tok]): lemma -> the first such noun of it, filled in as read.
    RAISES Abstain: ``unit-mismatch``.
    """
    if lemma in money_nouns:
        return  # "1 dollar", "5 dollars": one money unit whatever the form
    first = forms.setdefault(lemma, noun)
    if first is not noun and _form(first) != _form(noun):
        raise Abstain(
            "unit-mismatch",
            f"{first.text!r} and {noun.text!r} count one noun in two forms",
            noun,
        )
    if first is noun:  # a new noun: one letter inside it away from another is a misspelling
        for other, token in forms.items():
            if _one_letter_inside(lemma, other):
                raise Abstain(
                    "unit-mismatch",
                    f"{token.text!r} and {noun.text!r} differ by one letter: one noun "
                    "misspelt, or two",
                    noun,
                )


def _one_letter_inside(a: str, b: str) -> bool:
    """RETURNS (bool): one word is the other with one letter more, neither first nor last
    ("aples" / "apples"); a letter added at an end makes another word ("time" / "timer")."""
    if len(a) == len(b) + 1:
        a, b = b, a
    if len(b) != len(a) + 1 or len(a) < 3:
        return False
    return any(b[:i] + b[i + 1 :] == a for i in range(1, len(b) - 1))


def _counted_by(noun: Tok, tokens: tuple[int, ...]) -> bool:
    """RETURNS (bool): the number of ``tokens`` counts ``noun`` as its own modifier ("3
    apples"; not "a 15kg bag", whose number measures another word)."""
    return any(c.dep_ == "nummod" and c.i in tokens for c in noun.children)


def _form(noun: Tok) -> str:
    """RETURNS (str): the counted noun's plural, as its unit spells it."""
    if noun.tag_ not in ("NNS", "NNPS") and _counted_once(noun):
        return plural(noun.lower_)
    return noun.lower_


def _counted_once(noun: Tok) -> bool:
    """RETURNS (bool): the singular noun is counted once ("1 marble") or by a decimal
    ("0.2 mile", "1.5 inch"), so its unit is its plural all the same."""
    for c in noun.children:  # a loop, not any(): it runs for every counted noun
        if c.dep_ in ("nummod", "det") and (
            c.lower_ in ("1", "one", "a", "an") or (c.like_num and "." in c.text)
        ):
            return True
    return False


def _compounds(noun: Tok, known: frozenset[str] | set[str] = frozenset()) -> tuple[str, ...]:
    return tuple(c.lower_ for c in _compound_tokens(noun, known))


def _compound_tokens(noun: Tok, known: frozenset[str] | set[str] = frozenset()) -> list[Tok]:
    """RETURNS: the words before ``noun`` that make it a compound noun."""
    return [
        c
        for c in noun.lefts
        if (c.dep_ == "compound" and c.pos_ in _NOUNS and not c.like_num)
        or (c.dep_ in ("amod", "compound") and c.lower_ in known)
    ]


def _priced(word: Tok, money_nouns: dict[str, str]) -> bool:
    """RETURNS (bool): ``word`` is money a number counts itself ("6 dollar toys"; the
    number may be parsed on the noun, right before the money word)."""
    if word.lemma_.lower() not in money_nouns:
        return False
    before = word.doc[word.i - 1] if word.i > 0 else None
    return any(c.dep_ == "nummod" for c in word.children) or (
        before is not None and before.like_num
    )


def restricting(word: Tok) -> bool:
    """RETURNS (bool): ``word`` is a present participle before its noun, which has 'the'
    ("the working games": those that work): it says which of the items are meant, no
    kind of them ('working' is tagged a noun at times)."""
    noun = word.head
    return (
        word.i < noun.i
        and word.dep_ in ("amod", "compound")
        and (word.tag_ == "VBG" or (word.tag_ == "NN" and word.lower_.endswith("ing")))
        and [c.lower_ for c in noun.children if c.dep_ == "det"] == ["the"]
    )


def noun_adjectives(
    noun: Tok, stoplist: frozenset[str] | set[str], compounds: frozenset[str] = frozenset()
) -> tuple[str, ...]:
    """RETURNS (tuple[str, ...]): the adjectives that may name a kind of the noun."""
    return tuple(
        [
            c.lower_
            for c in noun.lefts
            if c.dep_ == "amod"
            and c.tag_ in ("JJ", "VBN")
            and c.lower_ not in stoplist
            and c.lower_ not in compounds
        ]
    )


def contents_of(noun: Tok) -> Tok | None:
    """RETURNS (Tok | None): what a container holds ("boxes of crayons" -> crayons)."""
    return _contents(noun)


def _contents(noun: Tok) -> Tok | None:
    """RETURNS (Tok | None): what a container holds ("boxes of crayons" -> crayons; "pages
    of reading homework", parsed as a gerund and its object -> homework)."""
    for prep in noun.children:
        if prep.dep_ == "prep" and prep.lower_ == "of":
            for obj in prep.children:
                if obj.dep_ == "pcomp" and obj.tag_ == "VBG" and len(obj.children) == 1:
                    obj = obj.children[0]  # "of reading homework": 'reading' on its own
                    if obj.dep_ != "dobj":
                        continue
                elif obj.dep_ != "pobj":
                    continue
                if obj.pos_ in _NOUNS:
                    if any(c.dep_ in ("det", "poss") for c in obj.children):
                        return None  # "boxes of the crayons": a partitive, not contents
                    return obj
    return None


def _named_contents(contents: Tok, stoplist: frozenset[str] | set[str]) -> str:
    """RETURNS (str): what a container holds with the words that say its kind ("math
    homework" of "pages of math homework", "mystery books"), as the text writes them."""
    words = [
        c.lower_
        for c in contents.lefts
        if c.dep_ == "compound" or (c.dep_ == "amod" and c.lower_ not in stoplist)
    ]
    if contents.dep_ == "dobj" and contents.head.dep_ == "pcomp":
        words.insert(0, contents.head.lower_)  # "reading homework", parsed as a gerund
    return " ".join([*words, contents.lower_])


def _definite_partitive(noun: Tok) -> bool:
    """RETURNS (bool): ``noun`` is the bare noun of "N of the X" (no kind of its own)."""
    return (
        noun.dep_ == "pobj"
        and noun.head.lower_ == "of"
        and any(c.dep_ == "det" and c.lower_ == "the" for c in noun.children)
        and not any(c.dep_ in ("amod", "compound") for c in noun.lefts)
    )


def _is_one(noun: Tok) -> bool:
    return noun.lower_ in ("one", "ones") and noun.pos_ == "NOUN"


def assign_units(
    found: list[Amount] | tuple[Amount, ...],
    extra_nouns: list[Tok],
    money_nouns: dict[str, str],
    stoplist: frozenset[str] | set[str],
    merged: frozenset[str] = frozenset(),
    collocations: frozenset[str] = frozenset(),
    summed: frozenset[str] = frozenset(),
    generic: frozenset[int] = frozenset(),
    priced: frozenset[int] = frozenset(),
    plain_contents: frozenset[str] = frozenset(),
) -> tuple[tuple[Amount, ...], dict[int, str]]:
    """Give every quantity its unit.

    Adjectives join a unit only where the text contrasts two kinds of the same noun, and
    so does a container's contents ("bags of rice" beside "bags of beans"); a mention of
    a contrasted noun that names no kind cannot be told apart and abstains. "ones" takes
    the noun of the nearest quantity before it that names one ("lost 3 pens and found 2
    new ones"), with its own adjectives. A word that is a noun compound of a noun in one
    mention is one in every mention ("gold stars", tagged NN once and JJ once). A quantity
    without a noun takes the unit of the nearest preceding quantity.
    merged (frozenset[str]): lemmas of containers whose contents the question sums over
        ("How many pounds of snacks did she buy in all?").
    RETURNS: (the quantities with ``unit`` filled in, the unit of each of ``extra_nouns``
        by token index).
    collocations (frozenset[str]): two-word nouns whose first word may be tagged an
        adjective ("comic book"): that word is a compound of the noun.
    summed (frozenset[str]): lemmas whose kinds the question sums over ("How many cats
        ...?" beside siamese cats and house cats): every mention counts the bare noun.
    generic (frozenset[int]): nouns of amounts per item ("6 beads in each one") that
        name the bare noun whatever its kinds: a rate of every kind.
    priced (frozenset[int]): nouns whose money compound with a number of its own is their
        price ("How many 6 dollar toys"), no kind (``noun_unit``).
    plain_contents (frozenset[str]): lemmas of containers whose contents the question
        names itself ("How many pounds of peppers" beside "pounds of green peppers"): the
        contents' own words do not split their kinds (elsewhere "pages of math homework"
        and "pages of reading homework" are two kinds of pages).
    RAISES Abstain: a "ones" with no antecedent; a contrasted noun named without its kind.
    """
    # the noun each mention counts: "ones" stands for its antecedent's noun
    heads: dict[int, Tok] = {}
    ones: set[int] = set()  # the mentions that are "one(s)"
    last: Tok | None = None
    pending = sorted(
        [(q.start, q.noun) for q in found if q.noun is not None] + [(n.i, n) for n in extra_nouns],
        key=lambda item: item[0],
    )
    for _, noun in pending:
        if _is_one(noun):
            if last is None:
                raise Abstain("missing-unit", f"{noun.text!r} names no earlier noun", noun)
            heads[noun.i] = last
            ones.add(noun.i)
        else:
            heads[noun.i] = noun
            last = noun
    lemmas = {i: head.lemma_.lower() for i, head in heads.items()}  # by the mention's index

    mentions = [(q.noun, q.adjectives) for q in found if q.noun is not None]
    mentions += [(noun, ()) for noun in extra_nouns]
    # a word the tagger calls a noun compound on one mention and an adjective on another
    nominal: dict[str, set[str]] = {}
    adjectival: dict[str, set[str]] = {}
    collocated: dict[str, set[str]] = {}  # "comic books": a WordNet noun, whatever the tagger says
    for noun, _ in mentions:
        if noun.i in ones:
            continue
        key = lemmas[noun.i]
        as_noun = nominal.setdefault(key, set())
        as_adjective = adjectival.setdefault(key, set())
        in_collocation = collocated.setdefault(key, set())
        for c in noun.lefts:  # one pass for _compounds(noun) and the two kinds of modifier
            dep = c.dep_
            if dep == "compound" and c.pos_ in _NOUNS and not c.like_num:
                as_noun.add(c.lower_)
            if dep in ("amod", "compound"):
                if c.pos_ == "ADJ":
                    as_adjective.add(c.lower_)
                if f"{c.lower_} {key}" in collocations:
                    in_collocation.add(c.lower_)
    compounds = {key: (words & adjectival[key]) | collocated[key] for key, words in nominal.items()}
    known_by = {key: frozenset(words) for key, words in compounds.items()}

    def known(noun: Tok) -> frozenset[str]:
        return known_by.get(lemmas[noun.i], _NONE)

    kind_of: dict[tuple[int, tuple[str, ...]], tuple[str, ...]] = {}

    def kind(noun: Tok, own: tuple[str, ...]) -> tuple[str, ...]:
        key = (noun.i, own)
        found = kind_of.get(key)
        if found is None:  # the same for every call: made once
            found = kind_of[key] = _kind(noun, own)
        return found

    def _kind(noun: Tok, own: tuple[str, ...]) -> tuple[str, ...]:
        lemma = lemmas[noun.i]
        if lemma in summed:
            return ()
        head = heads[noun.i]
        compounds = known_by.get(lemma, _NONE)
        adjectives = own or noun_adjectives(noun, stoplist, compounds)
        if noun.i in ones and not adjectives:
            adjectives = noun_adjectives(head, stoplist, known(head))
        contents = _contents(head) if lemma not in merged else None
        extra: tuple[str, ...] = ()
        if contents is not None:  # "of math homework"; "of peppers" when the question asks
            plain = lemma in plain_contents
            extra = (f"of {contents.lower_ if plain else _named_contents(contents, stoplist)}",)
        own_compounds = tuple(
            c.lower_
            for c in _compound_tokens(head, compounds)
            if head.i not in priced or not _priced(c, money_nouns)
        )
        return adjectives + own_compounds + extra

    kinds: dict[str, set[tuple[str, ...]]] = {}
    for noun, own in mentions:
        modifiers = kind(noun, own)
        if modifiers:
            kinds.setdefault(lemmas[noun.i], set()).add(modifiers)

    def unit(noun: Tok, own: tuple[str, ...] = (), check: bool = False) -> str:
        head = heads[noun.i]
        lemma = lemmas[noun.i]
        if lemma in summed:
            return noun_unit(head, money_nouns, exclude_compounds=True)
        base = noun_unit(head, money_nouns, known_by.get(lemma, _NONE), priced=head.i in priced)
        if len(kinds.get(lemma, ())) > 1:
            modifiers = kind(noun, own)
            if check and not modifiers and noun.i in generic:
                return base  # "with 6 beads in each one" beside glass and wood beads
            if check and not modifiers:
                raise Abstain(
                    "unit-mismatch",
                    f"{noun.text!r} names no kind, and the text has several",
                    noun,
                )
            compound = set(_compounds(head, known(noun)))
            named = [m for m in modifiers if m not in compound]
            adjectives = [m for m in named if not m.startswith("of ")]
            contents = [m for m in named if m.startswith("of ")]
            return " ".join([*adjectives, base, *contents])
        return base

    shortened = _shortened(mentions, lemmas, ones, unit, money_nouns, collocations)
    previous: str | None = None
    out: list[Amount] = []
    forms: dict[str, Tok] = {}  # lemma -> the first counted noun of it
    for q in found:
        if q.money is not None:
            value: str | None = q.money
        elif q.noun is not None:
            if q.noun.i not in ones and _counted_by(q.noun, q.tokens):
                _check_form(q.noun, lemmas[q.noun.i], forms, money_nouns)
            value = unit(q.noun, q.adjectives, check=True)
            if not q.adjectives and _definite_partitive(q.noun):
                # "8 orange marbles ... 4 of the marbles": the one kind named before
                named = {
                    p.unit
                    for p in out
                    if p.noun is not None
                    and lemmas[p.noun.i] == lemmas[q.noun.i]
                    and not _definite_partitive(p.noun)
                }
                if len(named) == 1 and str(next(iter(named))).endswith(" " + value):
                    value = named.pop()
        else:
            value = _listed_kinds(out) or previous
            if value is None:  # "twice as many beads as Eli. Eli has 10.": the noun named
                named = [n for n in extra_nouns if n.i < q.start and n.i not in ones]
                value = unit(named[-1]) if named else None
            _check_listed_antecedent(q, out)
        if q.noun is not None and q.noun.i in shortened:
            value = shortened[q.noun.i]  # "4 football games ... 9 games": football games
        if value is not None:
            previous = value
        out.append(msgspec.structs.replace(q, unit=value))
    return tuple(out), {noun.i: shortened.get(noun.i) or unit(noun) for noun in extra_nouns}


def _shortened(
    mentions: list[tuple[Tok, tuple[str, ...]]],
    lemmas: dict[int, str],
    ones: set[int],
    unit: Callable[[Tok], str],
    money_nouns: dict[str, str],
    collocations: frozenset[str],
) -> dict[int, str]:
    """RETURNS (dict[int, str]): the unit of a compound noun ("football games") for each
    bare mention of its head noun that names it again, shortened, in a later sentence
    ("Joan went to 4 football games this year. She went to 9 games last year."): the
    noun's first mention is that compound, no other compound or kind of it is named, and
    the bare mention has no word of its own but its number or 'the' ("9 games", "the
    games"; not "2 tickets for the concert", "other games"). Not a compound in a list of
    kinds ("25 basketballs and 18 soccer balls": "balls" may sum them) or of a value
    ("five-dollar bills")."""
    by_lemma: dict[str, list[Tok]] = {}
    for noun, _ in sorted(mentions, key=lambda m: m[0].i):
        if noun.i not in ones and noun.pos_ in _NOUNS:
            by_lemma.setdefault(lemmas[noun.i], []).append(noun)
    found: dict[int, str] = {}
    for nouns in by_lemma.values():
        first = nouns[0]
        lemma = first.lemma_.lower()
        collocated = [c for c in first.lefts if f"{c.lower_} {lemma}" in collocations]
        words = [*_compound_tokens(first), *collocated]  # "football games", "comic books"
        if (
            not words
            or any(c.dep_ == "amod" and c not in collocated for c in first.lefts)
            or any(w.like_num or w.lemma_.lower() in money_nouns for w in words)
            or first.dep_ == "conj"
            or any(c.dep_ == "conj" for c in first.children)
        ):  # "25 basketballs and 18 soccer balls ... How many balls": a list of kinds, which
            # a bare noun may sum; "five-dollar bills": a value, not a name
            continue
        compound = unit(first)
        bare = []
        for noun in nouns[1:]:
            if _compound_tokens(noun) or any(
                c.dep_ == "amod" and c.lower_ not in _HOW_MANY for c in noun.lefts
            ):
                if unit(noun) != compound:
                    break  # two kinds named: a bare mention may be either
                continue
            if noun.sent.start == first.sent.start or not all(
                (c.dep_ == "nummod" and c.like_num)
                or (c.dep_ in ("amod", "advmod", "quantmod") and c.lower_ in _HOW_MANY)
                or (c.dep_ == "det" and c.lower_ in ("the", "these", "those"))
                for c in noun.children
            ):
                break
            bare.append(noun)
        else:
            found.update((noun.i, compound) for noun in bare)
    return found


# the words of a count or a question beside a bare noun ("How many games", "5 more games")
_HOW_MANY = frozenset({"many", "much", "more", "how"})


def _kinds_of_one(unit: str, other: str) -> bool:
    """RETURNS (bool): two units are kinds of one noun ("oatmeal cookies", "ginger
    cookies"), which an amount without a noun after them counts as a whole."""
    first, second = unit.split(" "), other.split(" ")
    return len(first) > 1 and len(second) > 1 and first[-1] == second[-1]


def _last_list(before: list[Amount]) -> tuple[Amount | None, list[Amount]]:
    """RETURNS: the last amount with a unit in ``before``, and the amounts with a unit
    coordinated with it ("10 plums and 5 pears"), in text order (itself included)."""
    last = next((p for p in reversed(before) if p.unit is not None), None)
    if last is None:
        return None, []
    head = last.head
    listed = head.head if head.dep_ == "conj" else head
    return last, [
        p
        for p in before
        if p.unit is not None
        and (p.head is listed or (p.head.dep_ == "conj" and p.head.head is listed))
    ]


def _listed_kinds(before: list[Amount]) -> str | None:
    """RETURNS (str | None): the noun whose kinds the amounts listed last count ("20
    oatmeal cookies and 16 ginger cookies" -> "cookies"), when they are all of one noun,
    two kinds or more; else None."""
    last, listed = _last_list(before)
    if last is None or last.unit is None or " " not in last.unit:
        return None
    kinds = [p.unit for p in listed if p.unit is not None]
    if len(set(kinds)) < 2 or not all(_kinds_of_one(k, last.unit) for k in kinds):
        return None
    return last.unit.rsplit(" ", 1)[1]


def _check_listed_antecedent(q: Amount, before: list[Amount]) -> None:
    """Abstain when an amount without a noun follows a list of amounts of different units
    ("had 10 plums and 5 pears. He ate 3 of them"): it may count any of them, or a mix.
    "3 more" continues the last one, as before.

    q (Amount): an amount without a noun; before (list[Amount]): the amounts before it,
        with their units.
    RAISES Abstain: ``missing-unit``.
    """
    last, listed = _last_list(before)
    doc = q.head.doc
    after = q.tokens[-1] + 1
    if (
        last is None
        or last.unit is None
        or q.head.lower_ == "more"
        or (after < len(doc) and doc[after].lower_ == "more")
    ):
        return  # "found 3 more": more of the last thing named
    for other in listed:
        if other.unit is None or other.unit == last.unit:
            continue
        if not _kinds_of_one(other.unit, last.unit):  # "oatmeal cookies ... ginger cookies"
            raise Abstain(
                "missing-unit",
                f"{q.span(doc).text!r} may count {other.unit} or {last.unit}",
                q.head,
            )
    # "had 3 baskets with 10 eggs in each. He sold 2 of them": the baskets or the eggs
    prep = last.head.head
    if last.head.dep_ == "pobj" and prep.lower_ in ("with", "of") and _of_them(q):
        holders = [p for p in before if p.head is prep.head and p.unit not in (None, last.unit)]
        if holders:
            raise Abstain(
                "missing-unit",
                f"{q.span(doc).text!r} may count {holders[0].unit} or {last.unit}",
                q.head,
            )


def _of_them(q: Amount) -> bool:
    """RETURNS (bool): ``q`` is "<N> of them"."""
    doc = q.head.doc
    return any(
        c.lower_ == "of" and any(g.lower_ == "them" for g in c.children)
        for i in q.tokens
        for c in doc[i].children
    )
