"""Holders: the name a mention gives an entity, and what a pronoun refers to."""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping

import msgspec

from ..abstention import Abstain
from ..docview import DocView, Tok
from ..quantities.quantities import LABELS
from ..rules import WordLists


def same_person(pronoun: Tok, subject: Tok | None, genders: Mapping[str, str]) -> bool:
    """RETURNS (bool): ``pronoun`` and ``subject`` are pronouns of one gender ("she ate ...
    last her"): the same holder.

    genders (Mapping[str, str]): pronoun -> gender (``words.json`` ``pronouns``).
    """
    if subject is None:
        return False
    gender = genders.get(pronoun.lower_)
    return gender is not None and gender == genders.get(subject.lower_)


PLURAL = "<plural>"
SECOND_PERSON = "you"
FIRST_PERSON = "I"
WEATHER = "it"  # the 'it' of "It snowed 2 inches": the weather, one holder
SCENE = "there"  # the 'there' of "There are 4 cards." in a text that names no place
# Prepositions whose object can be a holder: the other side of an exchange or a container.
HOLDER_PREPS = {"to", "from", "with", "for", "by", "in", "into", "inside", "of", "out"}
# A token with neither part of speech nor tag is never a mention (see holder_name).
_NOUN_POS = frozenset({"NOUN", "PROPN"})
_NOUN_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS"})


def holder_name(
    token: Tok,
    titles: frozenset[str] | set[str],
    times: frozenset[str] = frozenset(),
    distinct: dict[str, str] | None = None,
) -> str | None:
    """Name of the holder ``token`` mentions, or None if it is not a noun.

    Proper names as written with their titles and name parts ("Mrs. Lee");
    a common noun as its lowercase lemma with noun compounds ("toy store"), after a
    named possessor ("Tom's store") and a word that sets it apart from another of its
    kind ("the other school", "another farm" -> "other farm").

    times (frozenset[str]): words of time, never a name part ("For Halloween Faye
        scored 47 pieces": the parse makes 'Halloween' a part of Faye's name).
    distinct (dict | None): words that set a holder apart -> the word its name takes
        (``words.json`` ``distinct_holder_words``).
    """
    return _holder_name(token, titles, times, distinct, is_proper(token))


def _holder_name(
    token: Tok,
    titles: frozenset[str] | set[str],
    times: frozenset[str],
    distinct: dict[str, str] | None,
    proper: bool,
) -> str | None:
    """``holder_name``, told whether the token ``is_proper``; the digits that name one of
    a series after it ("Room 12", ``_label``) end the name, in lowercase."""
    name = _base_name(token, titles, times, distinct, proper)
    label = _label(token)
    return f"{name.lower()} {label}" if name is not None and label is not None else name


def _base_name(
    token: Tok,
    titles: frozenset[str] | set[str],
    times: frozenset[str],
    distinct: dict[str, str] | None,
    proper: bool,
) -> str | None:
    """``_holder_name`` without the digits of a series."""
    if token.pos_ == "NOUN":
        names = [c for c in token.children if c.dep_ == "appos" and c.pos_ == "PROPN"]
        if _has_dep(token, ("acl",)):
            names += named_by(token)
        if len(names) == 1 and any(c.dep_ == "conj" for c in names[0].children):
            return None  # "The twins, Eli and Noa, ...": two holders, not the first named
        if names:
            # "her brother Jack", "a boy named Sam"
            return holder_name(names[0], titles, times, distinct)
    if proper:
        if not _has_dep(token, ("compound", "flat")) and _common_elsewhere(token):
            return token.lemma_.lower()  # "Gardener planted 5 roses" ... "the gardener"
        parts = [
            c
            for c in token.lefts
            if c.dep_ in ("compound", "flat", "nmod")
            and (c.pos_ == "PROPN" or c.lower_ in titles)
            and c.i >= token.i - 3
            and c.lower_ not in times
        ]
        return " ".join([*(t.text for t in parts), token.text]) if parts else token.text
    if token.pos_ in _NOUN_POS:
        owners: list[str] = []
        apart: list[str] = []
        compounds: list[str] = []
        for c in token.lefts:
            dep = c.dep_
            if dep == "compound" and c.pos_ in _NOUN_POS:
                compounds += [g.lower_ for g in c.lefts if _numbered(g)]  # "3rd grade"
                compounds.append(c.lower_)
            elif _numbered(c):  # "the 3rd grade class", parsed on 'class'
                compounds.append(c.lower_)
            elif dep in ("det", "amod"):
                if distinct and c.lower_ in distinct:
                    apart.append(distinct[c.lower_])
            elif dep == "poss" and distinct is not None and is_proper(c):
                owners.append(f"{holder_name(c, titles)}'s")
        return " ".join([*owners, *apart, *compounds, token.lemma_.lower()])
    return None


def _label(token: Tok) -> str | None:
    """RETURNS (str | None): the digits right after a noun that name one of a series
    ("Room 12", "Bus 42", "number 23"), as ``quantities.without_labels`` found them (not
    "Beatrix 8", a holder with its verb left out)."""
    labels = token.doc.memo.get(LABELS, ())
    after = [c for c in token.rights if c.i == token.i + 1 and c.i in labels]
    return after[0].text if after else None


def _numbered(word: Tok) -> bool:
    """RETURNS (bool): ``word`` is an ordinal in digits that names one of a series ("the
    3rd grade class", "the 4th grade class": two holders)."""
    lower = word.lower_
    return word.dep_ == "amod" and lower[:1].isdigit() and lower[-2:] in _ORDINAL_ENDS


_ORDINAL_ENDS = frozenset({"st", "nd", "rd", "th"})


def _owner_form(token: Tok, titles: frozenset[str] | set[str]) -> tuple[str, str] | None:
    """RETURNS (tuple[str, str] | None): how a noun's possessor is written: ("proper",
    its name), ("pronoun", "her"), ("noun", "his brother's"); None with no possessor."""
    for c in token.children:
        if c.dep_ != "poss":
            continue
        if is_proper(c):
            return "proper", holder_name(c, titles) or c.text
        if c.pos_ == "PRON":
            return "pronoun", c.lower_
        return "noun", " ".join(t.lower_ for t in c.subtree)
    return None


def _owner_forms(
    doc: DocView, lemma: str, titles: frozenset[str] | set[str]
) -> set[tuple[str, str] | None]:
    """RETURNS (set): the possessor forms of every noun of ``lemma`` in ``doc`` (made once
    per Doc)."""
    memo = doc.memo.setdefault("mentions.owners", {})
    if lemma not in memo:
        memo[lemma] = {
            _owner_form(t, titles)
            for t in doc.tokens
            if t.pos_ == "NOUN" and t.lemma_.lower() == lemma
        }
    return memo[lemma]


def modifiers(token: Tok) -> frozenset[str]:
    """RETURNS (frozenset[str]): the adjectives and nouns before a noun that tell it apart
    from others of its kind ("red" in "the red box")."""
    return frozenset(
        c.lower_ for c in token.lefts if c.dep_ in ("amod", "compound") and c.pos_ != "NUM"
    )


def _modifier_sets(doc: DocView, lemma: str) -> set[frozenset[str]]:
    """RETURNS (set): the adjectives (``amod``, which a holder's name leaves out) of every
    mention of ``lemma`` in ``doc`` that is not a counted noun (made once per Doc)."""
    memo = doc.memo.setdefault("mentions.kinds", {})
    if lemma not in memo:
        memo[lemma] = {
            frozenset(c.lower_ for c in t.lefts if c.dep_ == "amod")
            for t in _uncounted_mentions(doc, lemma)
        }
    return memo[lemma]


def _uncounted_mentions(doc: DocView, lemma: str) -> Iterator[Tok]:
    """YIELDS (Tok): the mentions of ``lemma`` in ``doc`` that are not counted nouns."""
    for t in doc.tokens:
        if (
            t.pos_ in ("NOUN", "PROPN")
            and t.lemma_.lower() == lemma
            and not any(c.dep_ == "nummod" or c.like_num for c in t.children)
        ):
            yield t


def _told_apart(doc: DocView, lemma: str) -> bool:
    """RETURNS (bool): every mention of ``lemma`` that is not a counted noun carries
    adjectives or nouns before it (``_modifiers``), and two carry different ones ("the red
    rope ... the blue rope"): each mention names one of them."""
    sets = {modifiers(t) for t in _uncounted_mentions(doc, lemma)}
    return frozenset() not in sets and len(sets) > 1


def _has_dep(token: Tok, deps: tuple[str, ...]) -> bool:
    """RETURNS (bool): whether a child of ``token`` has one of ``deps`` (a loop, as
    any() over a generator costs twice as much on the few children a token has)."""
    for c in token.children:  # noqa: SIM110
        if c.dep_ in deps:
            return True
    return False


def named_by(token: Tok) -> list[Tok]:
    """RETURNS (list[Tok]): the name a participle gives a noun ("a boy named Sam", "a
    dog called Rex"), else []."""
    return [
        name
        for child in token.children
        if child.dep_ == "acl" and child.lemma_.lower() in ("name", "call")
        for name in child.children
        if name.dep_ in ("oprd", "xcomp", "attr", "dobj") and name.pos_ == "PROPN"
    ]


def comma_relative(noun: Tok) -> Tok | None:
    """RETURNS (Tok | None): the verb of a relative clause on ``noun`` set off by a comma
    with 'who' as its subject ("Mia, who had 5", "Fay, who has 10"); None for any other
    noun ("The boy who has 8 kites": a clause that picks the boy out)."""
    doc = noun.doc
    if noun.i + 2 >= len(doc) or doc[noun.i + 1].lower_ != ",":
        return None
    who = doc[noun.i + 2]
    if who.lower_ != "who" or who.dep_ != "nsubj":
        return None
    verb = who.head
    return verb if verb.dep_ == "relcl" and verb.head == noun else None


def _relative_antecedent(token: Tok) -> Tok | None:
    """RETURNS (Tok | None): the name a relative 'who' set off by a comma stands for, as
    the subject of its clause ("Mia, who had 5"); else None."""
    if token.lower_ != "who" or token.dep_ != "nsubj" or token.head.dep_ != "relcl":
        return None
    noun = token.head.head
    if noun.pos_ != "PROPN" or comma_relative(noun) is not token.head:
        return None
    return noun


def is_proper(token: Tok) -> bool:
    """Whether ``token`` is a name: tagged as one, or a bare singular noun holder.

    A singular common noun is almost never a holder without a determiner or a
    possessive ("the store", "her dad"); a bare one ("Ravi has", "tim had") is a
    name the tagger did not recognize.
    """
    if token.pos_ == "PROPN" or token.tag_ in ("NNP", "NNPS"):
        for c in token.children:  # noqa: SIM110  (a loop, as in _has_dep)
            if c.dep_ == "det":
                return False
        return True
    if token.tag_ == "NNS" and token.is_title:
        if token.dep_ != "nsubj" or any(
            c.dep_ in ("det", "poss", "nummod", "amod", "compound") for c in token.children
        ):
            return False
        if token.lemma_ == token.text:
            # "Sophie buys 9 candles": a name read as a plural the lemmatizer cannot singularize
            return True
        # "Ines had 9 figs ... does Ines have": a plural here ('ine'), a name elsewhere
        return any(t.text == token.text and t.i != token.i and t.pos_ == "PROPN" for t in token.doc)
    return (
        token.tag_ == "NN"
        and token.is_title
        and token.dep_ in ("nsubj", "npadvmod", "dative", "appos", "conj", "pobj")
        and not any(c.dep_ in ("det", "poss", "nummod", "amod", "compound") for c in token.children)
        and not any(c.pos_ == "NUM" for c in token.children)
    )


def is_counted(token: Tok, unstated: Collection[int] = ()) -> bool:
    """Whether ``token`` is the counted noun of a quantity ("5 apples").

    unstated (Collection[int]): token indices of the nouns of amounts the text leaves out
        ("some birds"), counted nouns in the reading that gives them a value (the
        unknowns reading, ``reader.py``) and nowhere else.
    """
    if token.i in unstated:
        return True
    for c in token.children:  # a loop, as in _has_dep: every noun runs it
        if c.dep_ in ("nummod", "quantmod") or (c.like_num and c.pos_ != "ADJ"):
            if c.i in token.doc.memo.get(LABELS, ()):
                continue  # "Room 12": a name of one of a series (``_label``), no count
            return True  # not an ordinal ("the second grade")
    return False


class MentionIndex(msgspec.Struct, frozen=True):
    """Every noun mention of a Doc, in text order (the result of ``scan_mentions``).

    first (dict): holder name -> index of its first mention.
    persons (tuple): (index, name) of mentions of people.
    things (tuple): (index, name) of mentions of things and places.
    gender (dict): holder name -> gender known from a title or a gendered noun.
    agents (tuple): (index, name) of mentions that are a clause's subject.
    occurrences (dict): holder name -> indices of its mentions.
    """

    first: dict[str, int]
    persons: tuple[tuple[int, str], ...]
    things: tuple[tuple[int, str], ...]
    gender: dict[str, str]
    agents: tuple[tuple[int, str], ...]
    occurrences: dict[str, tuple[int, ...]]


def scan_mentions(
    doc: DocView,
    words: WordLists,
    first_names: dict[str, str] | None = None,
    unstated: Collection[int] = (),
) -> MentionIndex:
    """Find every noun mention of ``doc``, with the gender a title, a gendered noun or a
    first name gives it.

    doc (DocView): the parsed problem.
    words (WordLists): the compiled ``words.json``.
    first_names (dict | None): lowercase first name -> "male", "female" or "ambiguous"
        (``first_names.json``); a name is looked up only when the token is a capitalized
        proper noun naming a person ("Bill has", not "a bill"); ambiguous and unlisted
        names get no gender.
    unstated (Collection[int]): the nouns of unstated amounts (see ``is_counted``): counted
        nouns, not holders.
    RETURNS (MentionIndex): first mention, kind, gender and occurrences of each holder.
    """
    first: dict[str, int] = {}
    persons: list[tuple[int, str]] = []
    things: list[tuple[int, str]] = []
    gender: dict[str, str] = {}
    agents: list[tuple[int, str]] = []
    occurrences: dict[str, list[int]] = {}
    titles, times, distinct = words.titles, words.time_words, words.distinct_holders
    # holder_name names nothing but nouns
    nouns = [t for t in doc.tokens if t.pos_ in _NOUN_POS or t.tag_ in _NOUN_TAGS]
    for token in nouns:
        if token.like_num or is_counted(token, unstated) or _is_name_part(token):
            continue
        if token.lower_ in times:
            continue  # "Yesterday, Carson earned 6 stars": a time, not a holder
        if token.dep_ == "pobj" and token.head.lower_ not in HOLDER_PREPS:
            continue  # "on Tuesday", "at the park": places and times, not holders
        proper = is_proper(token)
        name = _holder_name(token, titles, times, distinct, proper)
        if name is None:
            continue
        first.setdefault(name, token.i)
        occurrences.setdefault(name, []).append(token.i)
        if token.dep_ == "nsubj" and not any(  # "Each room takes 8 hours": no one referent
            c.dep_ == "det" and c.lower_ in ("each", "every") for c in token.children
        ):
            agents.append((token.i, name))
        if (proper and _label(token) is None) or token.lemma_.lower() in words.gendered:
            persons.append((token.i, name))  # not "Grade 3", "Room 12": one of a series
            for word in [token.lower_, *(c.lower_ for c in token.lefts)]:
                if word in words.gendered:
                    gender.setdefault(name, words.gendered[word])
            if first_names and proper:
                sex = first_names.get(_first_name(token, words.titles, words.time_words), "")
                if sex in ("male", "female"):
                    gender.setdefault(name, sex)
        else:
            things.append((token.i, name))
    return MentionIndex(
        first=first,
        persons=tuple(persons),
        things=tuple(things),
        gender=gender,
        agents=tuple(agents),
        occurrences={name: tuple(found) for name, found in occurrences.items()},
    )


def _another_of_one(token: Tok) -> str | None:
    """RETURNS (str | None): "another <noun>" ("the other <noun>") for a bare 'another'
    ('the other') after "one <noun>" in its sentence, each the object of a preposition
    ("10 trays from one table and 2 trays from another", "8 tulips in one pot and 5 in the
    other"): a second place of that noun; else None."""
    other = token.lower_ == "other" and [c.lower_ for c in token.children] == ["the"]
    if (token.lower_ != "another" and not other) or token.dep_ != "pobj":
        return None
    if token.lower_ == "another" and list(token.children):
        return None
    for t in token.doc[token.sent.start : token.i]:
        if (
            t.lower_ == "one"
            and t.dep_ == "nummod"
            and t.head.dep_ == "pobj"
            and t.head.tag_ == "NN"
            and t.head.i == t.i + 1
        ):
            return f"{'the other' if other else 'another'} {t.head.lemma_.lower()}"
    return None


class Mentions:
    """Resolves mentions to holder names; pronouns against the earlier mentions.

    Resolving a pronoun teaches it a gender ("she" for the single candidate), which
    later pronouns use: so a ``Mentions`` belongs to one resolution pass, made fresh by
    ``resolve`` for each reading, and is called in reading order.

    index (MentionIndex): the Doc's mentions.
    words (WordLists): the compiled ``words.json``.
    """

    def __init__(self, index: MentionIndex, words: WordLists) -> None:
        self.index = index
        self.first = index.first
        self.persons = index.persons
        self.things = index.things
        self.agents = index.agents
        self.occurrences = index.occurrences
        self.gender: dict[str, str] = dict(index.gender)
        self.chain: dict[str, str] = {}
        self.titles = words.titles
        self.times = words.time_words
        self.distinct = words.distinct_holders
        # "the class" after "Tariq's class": the one possessed holder of that noun
        possessed: dict[str, list[str]] = {}
        for name in index.first:
            owner, sep, rest = name.partition("'s ")
            if sep and owner and rest:
                possessed.setdefault(rest, []).append(name)
        self.alias = {bare: names[0] for bare, names in possessed.items() if len(names) == 1}
        self.pronouns = words.pronouns
        self.plural = words.plural_pronouns
        self.quantifiers = words.exception_quantifiers
        self.second_person = words.second_person
        self.first_person = words.first_person
        self.weather = words.weather_verbs
        self.container_preps = words.container_preps
        self.place_preps = words.existential_preps

    def is_thing(self, name: str) -> bool:
        return any(n == name for _, n in self.things) and not any(
            n == name for _, n in self.persons
        )

    def name(self, token: Tok, exclude: str | None = None) -> str:
        """Resolve ``token`` to a holder name, PLURAL for they/we, or abstain.

        token (Tok): a noun or pronoun.
        exclude (str | None): a holder the token cannot refer to (the clause's subject,
            for an object pronoun).
        """
        word = token.lower_
        if word in self.second_person:
            return SECOND_PERSON  # "You have 9 shells": the reader, one holder
        if word in self.first_person:
            before = token.doc[token.i - 1] if token.i > 0 else None
            if before is not None and before.dep_ == "cc":  # "My cousin and I picked 24"
                raise Abstain(
                    "plural-holder", f"{token.text!r} is one of coordinated holders", token
                )
            return FIRST_PERSON  # "I have 12 stickers": the teller, one holder
        if word == "it" and token.dep_ == "nsubj" and token.head.lemma_.lower() in self.weather:
            return WEATHER  # "It rained 2 inches": no thing the pronoun stands for
        if word == SCENE and token.dep_ == "expl":
            return SCENE  # "There are 4 cards.": the existential construction found no place
        if word in self.plural:
            return self._collective(token)
        if word in self.pronouns:
            return self._resolve(token, self.pronouns[word], exclude)
        if word in self.quantifiers and token.pos_ == "PRON":
            raise Abstain(  # "Everyone except Lars brought 4 cans": so many per person
                "plural-holder", f"{token.text!r} is a quantifier, not one holder", token
            )
        if token.tag_ == "NNS" and any(
            c.lower_ == "both" and c.dep_ in ("det", "predet") for c in token.children
        ):
            raise Abstain(  # "Both twins got 7 presents": 7 each, or 7 together?
                "plural-holder", f"'both' makes each of the {token.text!r} a holder", token
            )
        antecedent = _relative_antecedent(token)
        if antecedent is not None:  # "to Mia, who had 5": Mia
            return self.name(antecedent, exclude)
        other = _another_of_one(token)
        if other is not None:  # "from one table and 2 from another": another table
            return other
        name = holder_name(token, self.titles, self.times, self.distinct)
        if name is None:
            raise Abstain("unresolved-holder", f"{token.text!r} does not name a holder", token)
        name = self._kind_name(token, name)
        if _label(token) is None:
            name = self._of_series(token, name)
        if token.tag_ == "NNS" and token.pos_ == "NOUN":
            kind = token.lemma_.lower()
            several = [n for n in self.first if n != name and n.endswith(" " + kind)]
            if several and name == kind:
                raise Abstain(  # "the first bus ... the second bus ... on the buses"
                    "plural-holder",
                    f"{token.text!r} names several holders ({name}, {several[0]})",
                    token,
                )
        owner = _owner_form(token, self.titles)
        if owner is not None and owner[0] != "proper":
            return self._owned(token, name, owner)
        if owner is not None and self._located(token):
            raise Abstain(  # "Lina has 4 apples in her basket ... in Lina's basket"
                "owned-place",
                f"{token.text!r} of {owner[1]!r} may hold what its owner is said to hold",
                token,
            )
        if name == token.lemma_.lower() and _definite_one(token):
            compound = self._compound(token)
            if compound is not None:
                return compound
        return self.alias.get(name, name)

    def _compound(self, token: Tok) -> str | None:
        """RETURNS (str | None): the name of the one holder the text names with a compound
        of ``token``'s noun before it ("the bus" after "the school bus"), when every mention
        of the noun alone is 'the' and comes after it (not beside "a bus"); else None."""
        lemma = token.lemma_.lower()
        memo = token.doc.memo.setdefault("mentions.compounds", {})
        if lemma not in memo:
            names: set[str] = set()
            first = -1
            apart = set(self.distinct.values())
            for t in token.doc.tokens:
                if t.pos_ != "NOUN" or t.lemma_.lower() != lemma:
                    continue
                if not any(c.dep_ == "compound" for c in t.lefts):
                    if first < 0 or not _definite_one(t):  # "a bus", "the bus" first
                        names.clear()
                        break
                    continue
                name = holder_name(t, self.titles, self.times, self.distinct)
                if name is None or "'s" in name or apart & set(name.split()):
                    names.clear()
                    break
                names.add(name)
                first = t.i if first < 0 else first
            memo[lemma] = (names.pop(), first) if len(names) == 1 else None
        found = memo[lemma]
        return found[0] if found is not None and found[1] < token.i else None

    def _of_series(self, token: Tok, name: str) -> str:
        """The name of "the bus" when the text names buses of a series ("Bus 42"): the
        one so named; else the name.

        RAISES Abstain: ``unresolved-holder`` when it names several ("Room 12", "Room 14")."""
        series = [
            n
            for n in self.first
            if n.rsplit(" ", 1)[0] == name.lower() and n.rsplit(" ", 1)[-1].isdigit()
        ]
        if len(series) > 1:
            raise Abstain(
                "unresolved-holder",
                f"{token.text!r} may be any of {', '.join(sorted(series))}",
                token,
            )
        return series[0] if series else name

    def _kind_name(self, token: Tok, name: str) -> str:
        """The name of a holder the text tells apart from others of its kind by an
        adjective its name leaves out ("the blue box" named "box"): the holder named with
        it when there is one ("blue box", a compound elsewhere); else the name, unless
        another of its kind is told apart by another adjective that its name leaves out
        too ("the big tank", "the small tank": both "tank").

        When every mention of the kind carries an adjective ("A green book ... A yellow
        book ... than the green book"), each is named with its own ("green book").

        RAISES Abstain: ``unresolved-holder``.
        """
        if token.pos_ != "NOUN" or is_proper(token):
            return name
        own = modifiers(token)
        parts = set(name.split())
        if own <= parts:
            return name
        words = [c.lower_ for c in token.lefts if c.lower_ in own]
        named = " ".join([*words, token.lemma_.lower()])
        if name == token.lemma_.lower() and named in self.first:
            return named
        dropped = own - parts
        kinds = _modifier_sets(token.doc, token.lemma_.lower())
        if name == token.lemma_.lower() and _told_apart(token.doc, token.lemma_.lower()):
            # "a green book ... the yellow book": every one told apart, first mentioned
            # no later than here (the graph lists its holders in that order)
            self.first[named] = min(self.first.get(named, token.i), token.i)
            return named
        for kind in kinds:
            if kind and kind != dropped:
                raise Abstain(
                    "unresolved-holder",
                    f"{token.text!r} is told apart from another {token.text} by "
                    f"{' '.join(sorted(dropped))!r}, which its name leaves out",
                    token,
                )
        return name

    def _located(self, token: Tok) -> bool:
        """RETURNS (bool): the text also puts a holding in a place of this kind named by
        a pronoun owner ("has 4 apples in her basket"), which may be this place."""
        lemma = token.lemma_.lower()
        return any(
            t is not token
            and t.pos_ == "NOUN"
            and t.lemma_.lower() == lemma
            and t.dep_ == "pobj"
            and t.head.lower_ in self.container_preps
            and (_owner_form(t, self.titles) or ("", ""))[0] == "pronoun"
            for t in token.doc.tokens
        )

    def _owned(self, token: Tok, name: str, owner: tuple[str, str]) -> str:
        """The name of a place whose owner is a pronoun or a common noun ("her basket",
        "his brother's closet"), which the name leaves out: the place of one owner is not
        another's ("her basket" beside "Omar's basket", "his closet" beside "his brother's
        closet"). "her cup" beside "Ada's cup" and "Ben's cup" is Ada's when 'her' is Ada.

        RAISES Abstain: ``owned-place`` when other owners of the same kind of place are
            named and this one is not told apart from them.
        """
        others = _owner_forms(token.doc, token.lemma_.lower(), self.titles) - {owner, None}
        if not others:
            return name
        if owner[0] == "pronoun" and all(kind == "proper" for kind, _ in others):
            possessor = next(c for c in token.children if c.dep_ == "poss")
            try:
                resolved = self.name(possessor)
            except Abstain:
                resolved = None
            owned = f"{resolved}'s {name}"
            if resolved is not None and owned in self.first:
                return owned  # "her cup" is Ada's cup when 'her' is Ada
        raise Abstain(
            "owned-place",
            f"{token.text!r} of {owner[1]!r} is not told apart from the {token.text} of "
            "another owner",
            token,
        )

    def _collective(self, token: Tok) -> str:
        """'they' for a single organization holder ("A pet store had 13 cats. During a
        sale they sold 10."): only when the text has exactly one earlier holder, a
        singular common noun; otherwise PLURAL."""
        earlier = {n for i, n in self.persons if i < token.i} | {
            n for i, n in self.agents if i < token.i
        }
        if len(earlier) == 1:
            (name,) = earlier
            if self.is_thing(name) and token.lower_ in ("they", "them", "their"):
                return name
        return PLURAL

    def _resolve(self, token: Tok, gender: str, exclude: str | None) -> str:
        """The nearest earlier holder of the pronoun's kind and gender (C3 of the dev set).

        An object pronoun skips its own clause's subject (``exclude``). A holder whose
        gender is known (from a title, a gendered noun, a first name of
        ``first_names.json``, or an earlier unambiguous pronoun) is skipped when it
        disagrees; with no agreeing holder the reader abstains. A holder of unknown or
        ambiguous gender agrees with either, so it competes with the others.
        """
        pool = self.things if gender == "thing" else self.persons
        names: list[str] = []
        for i, name in pool:
            if i >= token.i:
                break
            if name == exclude or self.gender.get(name, gender) != gender:
                continue
            if name in names:
                names.remove(name)
            names.append(name)
        if not names and gender != "thing":
            # "A florist had 5 roses. If she sold 3 ...": a single common-noun holder
            names = list(
                dict.fromkeys(
                    n
                    for i, n in self.agents
                    if i < token.i and n != exclude and self.gender.get(n, gender) == gender
                )
            )
            if len(names) > 1:
                names = []
        if not names and gender == "thing":
            names = self._place_before(token)  # "14 birds on a tree ... landed on it"
        if not names:
            raise Abstain("unresolved-pronoun", f"{token.text!r} has no antecedent", token)
        if len(names) == 1 and gender != "thing":
            self.gender.setdefault(names[0], gender)
            self.chain.setdefault(names[0], gender)
        known = [n for n in names if self.chain.get(n) == gender]
        several = len(names) > 1 and gender != "thing"
        rival = self._parallel_subject(token) if several else None
        if several and len(known) == 1:
            if rival is not None and rival != known[0] and rival in names:
                raise Abstain(  # "Deniz gave him 4 cars, and then he gave 2": Deniz, or him?
                    "unresolved-pronoun",
                    f"{token.text!r} could refer to {known[0]} or to {rival}, the subject of "
                    "the clause it is joined to",
                    token,
                )
            return known[0]  # the one already referred to as he/she (a coreference chain)
        joined = self.goes_on(token) if several else None
        if joined is not None and joined in names:
            return joined  # "Then Sam buys some cards, and now he has 15 cards": Sam goes on
        if several:
            raise Abstain(
                "unresolved-pronoun",
                f"{token.text!r} could refer to any of {', '.join(names)}",
                token,
            )
        kind = names[-1].split()[-1]
        if any(n.split()[-1] == kind for n in names[:-1]):
            raise Abstain(  # "The red box holds 6 and the blue box 9. Raj took 3 out of it."
                "unresolved-pronoun",
                f"{token.text!r} could refer to any {kind} of {', '.join(names)}",
                token,
            )
        if len(names) > 1 and token.dep_ == "nsubj":
            # "The farm had 10 cows in its barn. It bought 4 cows": a subject 'it' goes on
            # with the last subject when that was a thing, not with the nearer place
            last = next((n for i, n in reversed(self.agents) if i < token.i), None)
            if last in names:
                return last
        return names[-1]

    def goes_on(self, pronoun: Tok) -> str | None:
        """RETURNS (str | None): the person a subject pronoun goes on with: the one named
        subject of the clause its clause is joined to, when that clause names no other
        person ("Then Sam buys some cards, and now he has 15 cards": Sam); else None."""
        joined = self._parallel_subject(pronoun, states=True)
        if joined is None or not self._alone_in(pronoun.head.head, pronoun, joined):
            return None
        return joined

    def _alone_in(self, verb: Tok, pronoun: Tok, subject: str) -> bool:
        """RETURNS (bool): ``subject`` is the only person the clause of ``verb`` names, the
        pronoun's own clause left out (no other name, no 'him' or 'her' in it)."""
        own = {t.i for t in pronoun.head.subtree}
        spots = {t.i for t in verb.subtree} - own
        others = {n for i, n in self.persons if i in spots} - {subject}
        told = any(
            t.i in spots and t.lower_ in self.pronouns and self.pronouns[t.lower_] != "thing"
            for t in verb.doc.tokens[verb.left_edge.i : verb.right_edge.i + 1]
        )
        return not others and not told

    def _place_before(self, token: Tok) -> list[str]:
        """RETURNS (list[str]): the one place named before 'it' ("There were 14 birds on
        a tree. Some more birds landed on it."): the singular, uncounted object of a
        preposition of place (``existential_preps``), one noun however often named; [] when
        none or several."""
        found = {
            name
            for t in token.doc.tokens[: token.i]
            if t.dep_ == "pobj"
            and t.head.lower_ in self.place_preps
            and t.tag_ == "NN"
            and not any(c.like_num for c in t.children)
            and (name := _holder_name(t, self.titles, self.times, self.distinct, False))
        }
        return list(found) if len(found) == 1 else []

    def _parallel_subject(self, token: Tok, states: bool = False) -> str | None:
        """RETURNS (str | None): the person named as the subject of the clause a subject
        pronoun's clause of an event is joined to ("His friend Deniz gave him 4 cars, and
        then he gave 2": Deniz), whom the pronoun may go on with; else None. states
        (bool): a state joined to it counts too ("and now he has 15")."""
        verb = token.head
        if token.dep_ != "nsubj" or verb.dep_ != "conj":
            return None
        if not states and verb.lemma_.lower() in _STATES:
            return None  # "Her aunt sent her 9 more, and now she has 20": the state it left
        subjects = [c for c in verb.head.children if c.dep_ == "nsubj"]
        if len(subjects) != 1:
            return None
        spots = {subjects[0].i} | {c.i for c in subjects[0].children if c.dep_ == "appos"}
        found = {n for i, n in self.persons if i in spots}
        return found.pop() if len(found) == 1 else None


# verbs of a state, which after a transfer tell what the receiver now holds
_STATES = frozenset({"have", "be", "own", "hold"})


def _definite_one(token: Tok) -> bool:
    """RETURNS (bool): ``token`` is a singular noun after 'the' ("the bus")."""
    return token.tag_ == "NN" and any(c.dep_ == "det" and c.lower_ == "the" for c in token.children)


def _is_name_part(token: Tok) -> bool:
    """'Mrs.' in 'Mrs. Lee', 'piggy' in 'piggy bank': a compound inside another mention."""
    return token.dep_ in ("compound", "flat") and token.head.pos_ in ("PROPN", "NOUN")


def _first_name(
    token: Tok, titles: frozenset[str] | set[str], times: frozenset[str] = frozenset()
) -> str:
    """RETURNS (str): the lowercase first name of a proper-noun mention ("John" of "John
    Smith"), "" when it is not capitalized or is only a title ("Mrs. Lee" gives "lee")."""
    parts = [
        c
        for c in token.lefts
        if c.dep_ in ("compound", "flat") and c.pos_ == "PROPN" and c.i >= token.i - 3
    ]
    for part in [*parts, token]:
        if part.lower_ in titles or (part is not token and part.lower_ in times):
            continue  # "Mrs.", and the time of "For Halloween Faye"
        return part.lower_ if part.text[:1].isupper() else ""
    return ""


def _common_elsewhere(token: Tok) -> bool:
    """RETURNS (bool): the noun a bare title-case mention uses ("Gardener planted") is
    written elsewhere in the Doc as a common noun with a determiner ("the gardener"); an
    owner's word alone does not make a name common ("Joy baked ... To her joy")."""
    seen = token.doc
    determined = seen.memo.get("determined_nouns")
    if determined is None:  # lemma -> the common nouns with a determiner, once per Doc
        determined = {}
        for other in seen.tokens:  # each determiner marks its head
            if other.dep_ == "det":
                noun = other.head
                if noun is not other and noun.pos_ == "NOUN":
                    determined.setdefault(noun.lemma_.lower(), set()).add(noun.i)
        seen.memo["determined_nouns"] = determined
    found = determined.get(token.lemma_.lower())
    return found is not None and (len(found) > 1 or token.i not in found)
