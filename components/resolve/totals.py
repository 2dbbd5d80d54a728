"""Stated totals of several holders (schema v2 ``total``, decision 0006 rule 6).

"Ana and Ben have 40 cards together. Ana has 23 cards. How many cards does Ben have?"
states a whole over a closed set of holders: the coordinated subject of a holding verb
names every holder the sum runs over, so the parts are exactly the named holders'
holdings. The reader reads such a problem only when its first reading abstained, with the
total's sentence set aside for ``build.total_fact``; every other sentence is
read as usual (a second stated total still abstains).
"""

from __future__ import annotations

import msgspec
from wordproblem.models import Quantity, to_number

from ..abstention import Abstain
from ..clauses.clauses import attach, of_objects
from ..coverage.restrictions import ORDINALS, _neutral, _question_modifiers
from ..docview import DocView, Tok, TokSpan
from ..ir import Amount, Attachment, Fact, FactKind, Query
from ..question.question import has_marker
from ..rules import RuleSet
from .mentions import Mentions

# the holder words of a coordinated subject: names, nouns and pronouns
_HOLDERS = ("PROPN", "NOUN", "PRON")
# nouns of a whole that carry the amount after 'of': "a total of 58 points"
_WHOLES = frozenset({"total", "sum"})
# the words of a sum over the subject's holders besides the total markers ("Between
# them they have 37 shells")
_BETWEEN = ("between them",)
# words that join holders other than the subject's to the sum
_OTHERS = frozenset({"with", "including", "besides", "plus", "except"})


class HoldersTotal(msgspec.Struct, frozen=True):
    """A whole stated over the holders of a coordinated subject.

    sent (TokSpan): the sentence that states it.
    verb (Tok): its holding verb.
    amount (Amount): the whole.
    holders (tuple[Tok, ...]): the coordinated holders, in text order.
    done (bool): the whole is of what the holders did, a past event ("Ada and Ben
        collected 60 cans in total", "sold", "wrote"), not of what they hold.
    """

    sent: TokSpan
    verb: Tok
    amount: Amount
    holders: tuple[Tok, ...]
    done: bool = False


def find_holders_total(
    doc: DocView, query: Query, amounts: tuple[Amount, ...], rules: RuleSet
) -> HoldersTotal | None:
    """Find the one statement that gives a total over coordinated holders ("Tom and Sam
    have 20 cards in all", "He and his cousin together have a total of 58 points").

    doc (DocView): the parsed problem.
    query (Query): the question (its sentence is not searched).
    amounts (tuple[Amount, ...]): the stated quantities.
    rules (RuleSet): the rules (``total_markers``, the lexicon's holding verbs).
    RETURNS (HoldersTotal | None): the total, or None when no sentence, or more than one,
        states a total, or its sentence is not exactly that shape.
    """
    words = rules.words
    found: list[HoldersTotal] = []
    for sent in doc.sents:
        if sent.start == query.sent.start or not (
            _has_marker(sent, words.total_markers) or _has_marker(sent, _BETWEEN)
        ):
            continue
        inside = [q for q in amounts if sent.start <= q.start < sent.end]
        total = _total_in(sent, inside, rules)
        if total is None:
            return None  # a sum the rules cannot read: the first reading's abstention
        found.append(total)
    return found[0] if len(found) == 1 else None


def _total_in(sent: TokSpan, inside: list[Amount], rules: RuleSet) -> HoldersTotal | None:
    counted = [q for q in inside if _counted_subject(q)]
    if len(inside) == 2 and len(counted) == 1:  # "2 samples contained a total of 7341 cells"
        inside = [q for q in inside if q is not counted[0]]
    if len(inside) != 1 or inside[0].unstated:
        return None
    amount = inside[0]
    head = amount.head
    if head.dep_ == "pobj" and head.head.lower_ == "of" and head.head.head.lower_ in _WHOLES:
        whole = head.head.head  # "have a total of 58 points": the total is the object
        verb = whole.head
        if whole.dep_ not in ("dobj", "attr") or verb.pos_ not in ("VERB", "AUX"):
            return None
    else:
        try:
            verb, how = attach(amount, rules.words.money_nouns)
        except Abstain:
            return None
        if how is not Attachment.THEME:
            return None
    if not sent.start <= verb.i < sent.end:
        return None
    found = rules.lexicon.lookup(verb.lemma_.lower(), [])
    # "Ada and Ben collected 60 cans in total", "sold 90 tickets", "wrote 50 postcards":
    # what they did, in the past (a verb the lexicon lacks is tallied)
    done = verb.tag_ == "VBD" and (found is None or found[1].cls in ("gain", "lose"))
    if not done and (found is None or found[1].cls != "possess"):
        return None
    if any(c.dep_ in ("neg", "aux", "auxpass") and c.lemma_.lower() != "do" for c in verb.children):
        return None  # "do not have", "will have": not a holding stated as it is
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(subjects) != 1:
        return None
    holders = (subjects[0], *subjects[0].conjuncts)
    if len(holders) == 1 and holders[0].lower_ == "they":
        holders = _named_before(sent) or holders  # "Together they have 48 stickers."
    if counted:  # the holders the later sentences name by their order: "the first sample"
        if counted[0].noun is not subjects[0] or len(holders) != 1:
            return None
        ordered = _ordinal_mentions(subjects[0], counted[0])
        if ordered is None and _the_two(subjects[0], counted[0]):
            ordered = _named_before(sent) or None  # "The two sisters have 33 ribbons"
        if ordered is None:
            return None
        holders = ordered
    if len(holders) < 2 or any(t.pos_ not in _HOLDERS for t in holders):
        return None
    spots = {h.i for h in holders} | {  # the holders and their own words ("his cousin")
        t.i for h in holders for t in h.subtree if t.dep_ not in ("conj", "cc", "punct")
    }
    doc = sent.doc
    if any(
        t.i not in spots
        and (t.pos_ == "PROPN" or (t.is_title and doc[t.i + 1].lower_ in (",", "and")))
        for t in sent
        if t.i < verb.i
    ):
        return None  # "Sven, Ngozi and Rahul wrote": a name the parse left out of the list
    if any(t.dep_ == "preconj" or t.lower_ in ("or", "nor") for h in holders for t in h.children):
        return None  # "either Tom or Sam"
    if any(t.lower_ in _OTHERS for t in sent):
        return None  # "together with Sam", "including Sam's": more holders than the subject
    return HoldersTotal(sent, verb, amount, tuple(sorted(holders, key=lambda t: t.i)), done)


def _the_two(subject: Tok, count: Amount) -> bool:
    """RETURNS (bool): ``count`` is "the two" people of ``subject`` ("The two sisters")."""
    return count.value == 2 and any(c.dep_ == "det" and c.lower_ == "the" for c in subject.children)


def _named_before(sent: TokSpan) -> tuple[Tok, ...]:
    """RETURNS: the first mentions of the two people the sentences before ``sent`` name,
    when they name exactly two and no other holder (a noun subject or one compared: "her
    brother"), for a 'they' that sums their holdings; else ()."""
    doc = sent.doc
    names: dict[str, Tok] = {}
    for t in doc.tokens[: sent.start]:
        if t.pos_ == "PROPN" and t.dep_ != "compound":
            names.setdefault(t.lower_, t)
        elif (
            (t.pos_ == "NOUN" or (t.pos_ == "PRON" and t.lower_ not in ("he", "she")))
            and (
                t.dep_ in ("nsubj", "nsubjpass")
                or (t.dep_ == "pobj" and t.head.lower_ in ("than", "as"))
            )
            and not any(c.dep_ == "appos" and c.pos_ == "PROPN" for c in t.children)
        ):
            return ()  # another holder: "her brother", "they"; not "her sister Zara"
    return tuple(names.values()) if len(names) == 2 else ()


def _counted_subject(q: Amount) -> bool:
    """RETURNS (bool): ``q`` counts the plural subject of its clause ("2 samples")."""
    noun = q.noun
    return noun is not None and noun.dep_ == "nsubj" and noun.tag_ == "NNS" and q.money is None


def _ordinal_mentions(subject: Tok, count: Amount) -> tuple[Tok, ...] | None:
    """RETURNS: one later mention of each of the counted subject's holders, named by its
    place in order ("2 samples ... The first sample ... the second sample"): exactly the
    ordinals up to the count, each said of the singular noun; else None."""
    n = count.value
    if n.denominator != 1 or not 2 <= n <= len(ORDINALS):
        return None
    lemma = subject.lemma_.lower()
    found: dict[str, Tok] = {}
    for t in subject.doc.tokens[subject.sent.end :]:
        if t.lemma_.lower() != lemma or t.tag_ != "NN":
            continue
        ordinals = [c.lower_ for c in t.children if c.dep_ == "amod" and c.lower_ in ORDINALS]
        if len(ordinals) != 1:
            return None  # "the sample": which one is not said
        found.setdefault(ordinals[0], t)
    wanted = set(ORDINALS[: int(n)])
    if set(found) != wanted:
        return None
    return tuple(sorted(found.values(), key=lambda t: t.i))


class RestTotal(msgspec.Struct, frozen=True):
    """A whole split into a stated part and "the rest" ("A jar holds 20 sweets. 7 of them
    are red and the rest are green."): two kinds that exhaust the whole by the words.

    sent (TokSpan): the sentence that splits the whole.
    amount (Amount): the stated part.
    whole (Amount): the whole, the one quantity of the sentence before.
    kinds (tuple[Tok, Tok]): the stated part's kind and the rest's (two adjectives
        or two plural nouns).
    """

    sent: TokSpan
    amount: Amount
    whole: Amount
    kinds: tuple[Tok, Tok]


def find_rest_total(
    doc: DocView, query: Query, amounts: tuple[Amount, ...], rules: RuleSet
) -> RestTotal | None:
    """Find the one statement "<N> (of the <noun>) are <kind> and the rest are <kind>"
    that splits the single quantity of the sentence before it.

    doc (DocView): the parsed problem.
    query (Query): the question (its sentence is not searched).
    amounts (tuple[Amount, ...]): the stated quantities.
    rules (RuleSet): the rules.
    RETURNS (RestTotal | None): the split, or None unless exactly one sentence has that
        shape.
    """
    if _REST not in doc.lower:  # the common case, decided without a list of the tokens
        pairs = rules.words.complement_nouns
        split = _complement_split(doc, query, amounts, pairs) if pairs else None
        return split or _listed_split(doc, query, amounts)
    sents = [s for s in doc.sents if s.start != query.sent.start]
    rests = [t for t in doc if t.lower_ == _REST and not query.sent.start <= t.i < query.sent.end]
    if len(rests) != 1:
        return None
    rest = rests[0]
    index = next(i for i, s in enumerate(sents) if s.start <= rest.i < s.end)
    if index == 0:
        return None
    sent, before = sents[index], sents[index - 1]
    inside = [q for q in amounts if sent.start <= q.start < sent.end]
    wholes = [q for q in amounts if before.start <= q.start < before.end]
    if len(inside) != 1 or len(wholes) != 1 or inside[0].unstated or wholes[0].unstated:
        return None
    part, whole = inside[0], wholes[0]
    if not any(c.lower_ == "the" and c.dep_ == "det" for c in rest.children):
        return None
    copulas = [t for t in sent if t.lemma_ == "be" and t.pos_ in ("AUX", "VERB")]
    if len(copulas) != 2 or not part.start < copulas[0].i < rest.i < copulas[1].i:
        return None
    kinds = [_kind(v) for v in copulas]
    if kinds[0] is None or kinds[1] is None or kinds[0].pos_ != kinds[1].pos_:
        return None
    same = kinds[0].lemma_.lower() == kinds[1].lemma_.lower()
    if same and kinds[0].pos_ != "ADP" and _compound(kinds[0]) == _compound(kinds[1]):
        return None  # one kind twice; not "oak trees" and "pine trees"
    if kinds[0].pos_ == "ADP" and _topic(kinds[0]) == _topic(kinds[1]):
        return None
    if kinds[0].pos_ == "NOUN" and any(k.tag_ != "NNS" for k in kinds):
        return None
    named = part.noun if part.noun is not None else _of_noun(part)
    if named is not None and (
        whole.noun is None or named.lemma_.lower() != whole.noun.lemma_.lower()
    ):
        return None  # "7 of the apples" after "20 fruits": not the whole's noun
    allowed = {part.head.i, *part.tokens, rest.i, *(c.i for c in copulas)}
    allowed |= {t.i for k in kinds if k is not None for t in k.subtree}
    if part.noun is not None:
        allowed.add(part.noun.i)
    for token in sent:
        if token.i in allowed or token.pos_ in ("DET", "CCONJ", "PUNCT", "ADP", "PRON"):
            continue
        if named is not None and token == named:
            continue
        return None  # anything else may restrict the parts: "7 are red on top"
    return RestTotal(sent, part, whole, (kinds[0], kinds[1]))


# the words before a noun that name its kind ("oak trees", "pine trees", parsed either way)
_MODIFIERS = frozenset({"compound", "amod"})


def _complement_split(
    doc: DocView, query: Query, amounts: tuple[Amount, ...], pairs: dict[str, str]
) -> RestTotal | None:
    """Find the one statement "<N> (of them) are <kind>" whose kind is one of two nouns
    that make any group of people together (``complement_nouns``: "19 of them are boys"),
    after the single quantity of the sentence before it, when the question asks the other
    ("How many girls ...?"): the other is the rest of the whole."""
    asked = query.noun
    if asked is None or asked.tag_ != "NNS" or asked.lemma_.lower() not in pairs:
        return None
    told = pairs[asked.lemma_.lower()]
    sents = [s for s in doc.sents if s.start != query.sent.start]
    found = []
    for index, sent in enumerate(sents[1:], 1):
        copulas = [t for t in sent if t.lemma_ == "be" and t.pos_ in ("AUX", "VERB")]
        kind = _kind(copulas[0]) if len(copulas) == 1 else None
        if kind is not None and kind.tag_ == "NNS" and kind.lemma_.lower() == told:
            found.append((sents[index - 1], sent, copulas[0], kind))
    if len(found) != 1:
        return None
    before, sent, copula, kind = found[0]
    inside = [q for q in amounts if sent.start <= q.start < sent.end]
    wholes = [q for q in amounts if before.start <= q.start < before.end]
    if len(inside) != 1 or len(wholes) != 1 or inside[0].unstated or wholes[0].unstated:
        return None
    part, whole = inside[0], wholes[0]
    if not _plain_part(sent, part, whole, copula, kind):
        return None
    return RestTotal(sent, part, whole, (kind, asked))


def _plain_part(sent: TokSpan, part: Amount, whole: Amount, copula: Tok, kind: Tok) -> bool:
    """RETURNS (bool): "<N> (of them) are <kind>" says of the whole only that ``part`` of
    it is of ``kind``: the number before the copula, of the whole's noun if of any ("7 of
    the teachers are men" after "20 students" is not), and no other word that may restrict
    the part ("12 are boys in red")."""
    named = part.noun if part.noun is not None else _of_noun(part)
    if not part.start < copula.i or (
        named is not None
        and (whole.noun is None or named.lemma_.lower() != whole.noun.lemma_.lower())
    ):
        return False
    allowed = {part.head.i, *part.tokens, copula.i, *(t.i for t in kind.subtree)}
    if part.noun is not None:
        allowed.add(part.noun.i)
    return not any(
        t.i not in allowed and t.pos_ not in ("DET", "CCONJ", "PUNCT", "ADP", "PRON") for t in sent
    )


def _listed_split(doc: DocView, query: Query, amounts: tuple[Amount, ...]) -> RestTotal | None:
    """Find a whole whose noun names exactly two kinds by coordinated adjectives ("50 red
    and blue crayons", "red or blue"), and the one statement after it "<N> (of them) are
    <one kind>": the other kind is the rest of the whole (the question asks it)."""
    sents = [s for s in doc.sents if s.start != query.sent.start]
    for index, before in enumerate(sents[:-1]):
        wholes = [q for q in amounts if before.start <= q.start < before.end]
        if len(wholes) != 1 or wholes[0].unstated or wholes[0].noun is None:
            continue
        listed = _two_kinds(wholes[0].noun)
        if listed is None:
            continue
        sent = sents[index + 1]
        inside = [q for q in amounts if sent.start <= q.start < sent.end]
        copulas = [t for t in sent if t.lemma_ == "be" and t.pos_ in ("AUX", "VERB")]
        if len(inside) != 1 or inside[0].unstated or len(copulas) != 1:
            return None
        part, copula, whole = inside[0], copulas[0], wholes[0]
        kind = _kind(copula)
        if kind is None or kind.pos_ != "ADJ":
            return None
        told = [k for k in listed if k.lower_ == kind.lower_]
        if len(told) != 1 or not _plain_part(sent, part, whole, copula, kind):
            return None  # "28 of them are green", "28 are red on top"
        other = next(k for k in listed if k is not told[0])
        return RestTotal(sent, part, whole, (kind, other))
    return None


def _two_kinds(noun: Tok) -> tuple[Tok, Tok] | None:
    """RETURNS: the two adjectives coordinated before ``noun`` ("red and blue crayons"),
    its only modifiers besides its number; else None."""
    adjectives = [c for c in noun.children if c.dep_ == "amod" and c.pos_ == "ADJ"]
    if len(adjectives) != 1:
        return None
    first = adjectives[0]
    joined = [c for c in first.children if c.dep_ == "conj" and c.pos_ == "ADJ"]
    if len(joined) != 1 or any(c.dep_ not in ("cc", "conj") for c in first.children):
        return None
    if any(c.dep_ not in ("amod", "nummod", "det", "quantmod") for c in noun.lefts):
        return None
    return first, joined[0]


def _compound(noun: Tok) -> str:
    """RETURNS (str): the words of the nouns compounded before ``noun`` ("oak" of "oak
    trees"), "" for none."""
    return " ".join(c.lower_ for c in noun.children if _names_kind(c))


def _names_kind(word: Tok) -> bool:
    """RETURNS (bool): ``word`` is a noun before its head that names a kind of it ("oak" of
    "oak trees", "pine" parsed as a modifier); not an adjective ("big apples")."""
    return word.dep_ in _MODIFIERS and word.pos_ == "NOUN" and word.i < word.head.i


_REST = "rest"
# the prepositions of a topic a copula says things are of ("19 are about school")
_TOPIC = frozenset({"about"})


def _topic(kind: Tok) -> str:
    """The words of a topic kind ("about sports")."""
    nouns = [g for g in kind.children if g.dep_ == "pobj"]
    return f"{kind.lower_} {nouns[0].lower_}"


def _kind(verb: Tok) -> Tok | None:
    """The kind a copula says its subject is: "are red", "are bananas", or the topic of
    "are about sports" (the preposition, its one noun the topic)."""
    topics = [c for c in verb.children if c.dep_ == "prep" and c.lower_ in _TOPIC]
    if topics:
        nouns = [g for g in topics[0].children if g.dep_ == "pobj" and g.pos_ == "NOUN"]
        if len(topics) != 1 or len(nouns) != 1 or len(list(topics[0].children)) != 1:
            return None
        if any(c.dep_ in ("acomp", "attr") for c in verb.children) or list(nouns[0].children):
            return None  # "are red about ...", "about the old sports": more than a topic
        return topics[0]
    found = [c for c in verb.children if c.dep_ in ("acomp", "attr") and c.lower_ != _REST]
    if len(found) != 1 or found[0].pos_ not in ("ADJ", "NOUN"):
        return None
    if any(
        c.dep_ not in ("cc", "punct") and c.lower_ != _REST and not _names_kind(c)
        for c in found[0].children
    ):
        return None  # "are red on top", "are big apples": more than a kind
    return found[0]


def _of_noun(part: Amount) -> Tok | None:
    """The noun of "7 of the fruits", None for "7 of them" or a bare "7"."""
    for prep in part.head.children:
        if prep.dep_ == "prep" and prep.lower_ == "of":
            for obj in prep.children:
                if obj.dep_ == "pobj" and obj.pos_ == "NOUN":
                    return obj
    return None


def listed_whole(rest: RestTotal, whole: Fact) -> Fact:
    """RETURNS (Fact): the holding of a whole whose noun lists the two kinds ("50 red
    and blue crayons") in the unit of the noun alone ("crayons"); else ``whole``."""
    q = whole.amount
    if q is None or q.unit is None or q.noun is None or _two_kinds(q.noun) is None:
        return whole
    first, _, bare = q.unit.partition(" ")
    if not bare or first not in {k.lower_ for k in rest.kinds}:
        return whole
    return msgspec.structs.replace(whole, amount=msgspec.structs.replace(q, unit=bare))


def rest_units(rest: RestTotal, whole: Fact) -> tuple[Quantity, str]:
    """The units of the two kinds of a split whole: an adjective kind is that kind of the
    whole's unit ("red balloons"), a plural noun kind its own ("bananas").

    rest (RestTotal): the split.
    whole (Fact): the holding of the whole, its unit resolved.
    RETURNS (tuple[Quantity, str]): the stated part, and the unit of the rest.
    """
    assert whole.amount is not None and whole.amount.unit is not None
    base = whole.amount.unit
    part, other = (
        f"{_compound(k)} {k.lower_}".strip()  # "bananas", "pine trees"
        if k.pos_ == "NOUN"
        else f"{base} {_topic(k)}"  # "books about sports"
        if k.pos_ == "ADP"
        else f"{k.lower_} {base}"
        for k in rest.kinds
    )
    return Quantity(to_number(rest.amount.value), part), other


def rest_asked_unit(query: Query, rest: RestTotal, whole: Fact, unit: str) -> str:
    """RETURNS (str): the unit the question asks of a split whole: an adjective kind of
    the whole's noun ("How many green balloons" -> "green balloons") when the question's
    noun is the whole's and carries exactly that one adjective; else ``unit``."""
    noun = query.noun
    if noun is None:  # "How many of the gems": the noun of 'of'
        parts = [o for o in of_objects(query.wh.head) if o.pos_ == "NOUN"]
        noun = parts[0] if len(parts) == 1 else None
    assert whole.amount is not None and whole.amount.noun is not None
    if noun is None or noun.lemma_.lower() != whole.amount.noun.lemma_.lower():
        return unit
    said = [  # "How many balloons are green?", "How many of the gems were rubies?"
        c
        for c in query.verb.children
        if query.verb.lemma_ == "be" and c.dep_ in ("acomp", "attr") and c is not noun
    ]
    if len(said) == 1:
        base = whole.amount.unit
        for k in rest.kinds:
            if k.lemma_.lower() == said[0].lemma_.lower() and base is not None:
                return f"{k.lower_} {base}" if k.pos_ == "ADJ" else k.lower_
        return unit
    topics = {_topic(k) for k in rest.kinds if k.pos_ == "ADP"}
    asked = [  # "How many books about sports", "How many books are about sports?"
        _topic(c)
        for owner in (noun, query.verb)
        for c in owner.children
        if c.dep_ == "prep" and c.lower_ in _TOPIC and len(list(c.children)) == 1
    ]
    if len(asked) == 1 and asked[0] in topics and whole.amount.unit is not None:
        return f"{whole.amount.unit} {asked[0]}"
    adjectives = [c for c in noun.children if c.dep_ == "amod" and c != query.wh.nbor()]
    kinds = {k.lower_ for k in rest.kinds if k.pos_ == "ADJ"}
    if len(adjectives) == 1 and adjectives[0].lower_ in kinds and whole.amount.unit is not None:
        return f"{adjectives[0].lower_} {whole.amount.unit}"
    return unit


def check_rest_question(
    query: Query,
    facts: tuple[Fact, ...],
    unit: str,
    asked: str,
    mentions: Mentions,
    rules: RuleSet,
    rest: RestTotal,
) -> None:
    """Abstain unless the question's only restriction is the kind its unit names (an
    adjective, or a topic of the split: "books about sports"): every other modifier of its
    verb and noun selects all the facts ("in the bowl" of the bowl), and it has no
    if-clause.

    RAISES Abstain: ``restricted-question``.
    """
    words = rules.words
    topics = {  # by the noun's lemma, as the question's modifiers are keyed
        f"{k.lower_} {g.lemma_.lower()}" for k in rest.kinds if k.pos_ == "ADP" for g in k.children
    }
    if query.conditions:
        raise Abstain("restricted-question", "the question has an if-clause", query.wh)
    for key, token in _question_modifiers(query, asked, mentions, words):
        if key[0] in _TOPIC and f"{key[0]} {key[1]}" in topics:
            continue  # "books about sports": a kind of the split
        if not _neutral(key, token, query, list(facts), unit, asked, mentions, words):
            raise Abstain(
                "restricted-question", "the question restricts the parts otherwise", token
            )


def check_total_tense(total: HoldersTotal, facts: tuple[Fact, ...], unit: str) -> None:
    """Abstain when a holder of the total is said to hold the unit in another tense ("Ana
    and Ben had 40 cards together. Ana has 23 cards."): the holdings may be of two times.

    total (HoldersTotal): the total.
    facts (tuple[Fact, ...]): the resolved facts.
    unit (str): the total's unit.
    RAISES Abstain: ``stated-total``.
    """
    past = _past(total.verb)
    for fact in facts:
        if (
            fact.kind is FactKind.POSSESS
            and fact.amount is not None
            and fact.amount.unit == unit
            and _past(fact.verb) != past
        ):
            raise Abstain(
                "stated-total", "a holding is stated in another tense than the total", fact.verb
            )


def check_done_total(total: HoldersTotal, query: Query, facts: tuple[Fact, ...], unit: str) -> None:
    """Abstain unless a whole of what the holders did ("Ada and Ben collected 60 cans in
    total") is asked with its own verb ("How many cans did Ben collect?") and every fact
    of its unit is an event of that verb with no other side ("Ada collected 18 cans",
    "Priya sold 34 tickets"): then what each did is what each holds of it, counted from
    none (a loss counted as what it moved: ``tally.as_tally``).

    RAISES Abstain: ``stated-total``.
    """
    lemma = total.verb.lemma_.lower()
    if query.verb.lemma_.lower() != lemma:
        raise Abstain("stated-total", "the question asks with another verb than the whole's")
    for fact in facts:
        if fact.amount is None or fact.amount.unit != unit:
            continue
        if (
            fact.kind not in (FactKind.GAIN, FactKind.LOSE)
            or fact.verb.lemma_.lower() != lemma
            or fact.party_name
        ):
            raise Abstain(
                "stated-total", "the whole of what was done beside another fact", fact.verb
            )


def _past(verb: Tok) -> bool:
    return verb.tag_ == "VBD" or any(
        c.dep_ in ("aux", "auxpass") and c.tag_ == "VBD" for c in verb.children
    )


def _has_marker(sent: TokSpan, markers: tuple[str, ...]) -> bool:
    return has_marker(sent.doc.lower[sent.start : sent.end], markers)


__all__ = [
    "HoldersTotal",
    "RestTotal",
    "check_rest_question",
    "check_total_tense",
    "find_holders_total",
    "find_rest_total",
    "listed_whole",
    "rest_asked_unit",
    "rest_units",
]
