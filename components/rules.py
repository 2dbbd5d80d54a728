"""The rule data a parser reads, typed: number words, the verb lexicon, word lists, role patterns.

Rules are plain JSON data on disk (``data/``), given inline at ``initialize(rules=...)``,
or read back by ``from_disk``. Whatever the source, ``compile_rules`` checks every file
against a typed schema (an error names the file and the key) and compiles it once: word
lists become frozensets, the verb lexicon a lookup table, role patterns are checked to use
only what ``clauses.RoleMatcher`` compiles (head -> child relations, equality and
IN/NOT_IN tests of POS, TAG, DEP, LOWER, LEMMA and ORTH).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar, get_args, get_origin

import msgspec
import srsly

from .quantities.numbers import NumberWords

_T = TypeVar("_T")
# (builder, id of its rule data, options) -> (the data, what the builder made of it)
_DERIVED: dict[tuple[Any, ...], tuple[Any, Any]] = {}
_DERIVED_MAX = 256


def derived(build: Callable[..., _T], data: Any, *options: Hashable) -> _T:
    """RETURNS: ``build(data, *options)``, made once per rule-data object.

    A rule's data (a word list, a construction's data) is one object for the life of the
    rules, so what a stage derives from it (an index, a set of words) is kept, keyed by
    the object's identity and ``options`` by value; the object is kept with it, so its id
    cannot be reused while the entry lives. Hashing the data itself at each call would
    cost more than the build.
    """
    key = (build, id(data), options)
    hit = _DERIVED.get(key)
    if hit is None or hit[0] is not data:
        if len(_DERIVED) > _DERIVED_MAX:
            _DERIVED.clear()
        hit = _DERIVED[key] = (data, build(data, *options))
    return hit[1]  # type: ignore[no-any-return]


RULE_FILES = {
    "numbers": "numbers.json",
    "verbs": "verbs.json",
    "words": "words.json",
    "roles": "roles.jsonl",
    "constructions": "constructions.json",
    "first_names": "first_names.json",
    "kinds": "kinds.json",
}
# Files a folder saved by an earlier version may lack: the package's own are used.
OPTIONAL_FILES = frozenset({"constructions", "first_names", "kinds"})


class RuleError(ValueError):
    """Rule data is missing or malformed (the message names the file and the key)."""


# --- the schema of each file ----------------------------------------------------------


class _Data(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    doc: str = msgspec.field(default="", name="_doc")


class NumberTables(_Data, frozen=True, forbid_unknown_fields=True):
    """``numbers.json``: number words and their values."""

    units: dict[str, int] = msgspec.field(default_factory=dict)
    scales: dict[str, int] = msgspec.field(default_factory=dict)
    collectives: dict[str, int] = msgspec.field(default_factory=dict)
    collective_determiners: list[str] = msgspec.field(default_factory=list)
    collective_halves: list[str] = msgspec.field(default_factory=list)
    parts: dict[str, int] = msgspec.field(default_factory=dict)
    part_determiners: list[str] = msgspec.field(default_factory=list)
    part_rest_words: list[str] = msgspec.field(default_factory=list)
    spared_before: list[str] = msgspec.field(default_factory=list)
    percents: list[str] = msgspec.field(default_factory=list)
    contents_verbs: list[str] = msgspec.field(default_factory=list)


class PartyDefaults(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    parties: list[str]


class ScaleSpec(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    kind: str
    factor: int


class VerbData(_Data, frozen=True, forbid_unknown_fields=True):
    """``verbs.json``: lemma (or 'lemma particle') -> frame class and parties."""

    defaults: dict[str, PartyDefaults]
    possess: list[str]
    gain: list[str]
    lose: list[str]
    parties: dict[str, list[str]] = msgspec.field(default_factory=dict)
    scale: dict[str, ScaleSpec] = msgspec.field(default_factory=dict)
    implicit_party: list[str] = msgspec.field(default_factory=list)
    money_gain: list[str] = msgspec.field(default_factory=list)
    arrive: list[str] = msgspec.field(default_factory=list)
    depart: list[str] = msgspec.field(default_factory=list)
    places: dict[str, list[str]] = msgspec.field(default_factory=dict)
    consume: list[str] = msgspec.field(default_factory=list)
    supply: list[str] = msgspec.field(default_factory=list)
    alone: list[str] = msgspec.field(default_factory=list)
    manner_verbs: list[str] = msgspec.field(default_factory=list)
    manner_particles: dict[str, list[str]] = msgspec.field(default_factory=dict)


class WordData(_Data, frozen=True, forbid_unknown_fields=True):
    """``words.json``: the function-word lists the rules read."""

    money_symbols: dict[str, str]
    money_nouns: dict[str, str]
    money_generic: list[str]
    total_markers: list[str]
    plural_pronouns: list[str]
    pronouns: dict[str, str]
    gendered_nouns: dict[str, list[str]]
    titles: list[str]
    unit_adjective_stoplist: list[str]
    question_holding_verbs: list[str]
    existential_preps: list[str]
    container_preps: list[str]
    comparative_words: list[str]
    rate_words: list[str]
    fraction_words: list[str]
    start_markers: list[str]
    coin_nouns: list[str]
    quantifiers: list[str]
    time_words: list[str]
    party_particles: list[str] = msgspec.field(default_factory=list)
    second_person: list[str] = msgspec.field(default_factory=list)
    first_person: list[str] = msgspec.field(default_factory=list)
    start_statement_markers: list[str] = msgspec.field(default_factory=list)
    question_neutral_modifiers: list[str] = msgspec.field(default_factory=list)
    noun_collocations: list[str] = msgspec.field(default_factory=list)
    noun_collocations_apart: list[str] = msgspec.field(default_factory=list)
    colour_words: list[str] = msgspec.field(default_factory=list)
    kind_contrasts: list[list[str]] = msgspec.field(default_factory=list)
    complement_nouns: list[list[str]] = msgspec.field(default_factory=list)
    diminutive_suffixes: list[str] = msgspec.field(default_factory=list)
    state_contrasts: list[list[str]] = msgspec.field(default_factory=list)
    question_verb_synonyms: list[list[str]] = msgspec.field(default_factory=list)
    generic_gain_verbs: list[str] = msgspec.field(default_factory=list)
    question_imperatives: list[str] = msgspec.field(default_factory=list)
    question_position_verbs: list[str] = msgspec.field(default_factory=list)
    question_phrases: dict[str, list[str]] = msgspec.field(default_factory=dict)
    hedge_adverbs: list[str] = msgspec.field(default_factory=list)
    habitual_adverbs: list[str] = msgspec.field(default_factory=list)
    current_holding_words: list[str] = msgspec.field(default_factory=list)
    later_state_words: list[str] = msgspec.field(default_factory=list)
    change_nouns: list[str] = msgspec.field(default_factory=list)
    storage_nouns: list[str] = msgspec.field(default_factory=list)
    container_nouns: list[str] = msgspec.field(default_factory=list)
    months: list[str] = msgspec.field(default_factory=list)
    label_nouns: list[str] = msgspec.field(default_factory=list)
    year_preps: list[str] = msgspec.field(default_factory=list)
    place_verbs: list[str] = msgspec.field(default_factory=list)
    reserve_verbs: list[str] = msgspec.field(default_factory=list)
    result_verbs: list[str] = msgspec.field(default_factory=list)
    ordinal_words: list[str] = msgspec.field(default_factory=list)
    vague_quantifiers: list[str] = msgspec.field(default_factory=list)
    ability_auxiliaries: list[str] = msgspec.field(default_factory=list)
    nonfactive_verbs: list[str] = msgspec.field(default_factory=list)
    implicative_verbs: list[str] = msgspec.field(default_factory=list)
    plan_verbs: list[str] = msgspec.field(default_factory=list)
    obligation_asked_verbs: list[str] = msgspec.field(default_factory=list)
    group_nouns: list[str] = msgspec.field(default_factory=list)
    score_nouns: dict[str, str] = msgspec.field(default_factory=dict)
    before_time_words: list[str] = msgspec.field(default_factory=list)
    future_words: list[str] = msgspec.field(default_factory=list)
    backshift_time_words: list[str] = msgspec.field(default_factory=list)
    speech_verbs: list[str] = msgspec.field(default_factory=list)
    deictic_future_words: list[str] = msgspec.field(default_factory=list)
    epistemic_adverbs: list[str] = msgspec.field(default_factory=list)
    estimate_phrases: list[str] = msgspec.field(default_factory=list)
    approximators_before: list[str] = msgspec.field(default_factory=list)
    approximators_after: list[str] = msgspec.field(default_factory=list)
    distinct_holder_words: dict[str, str] = msgspec.field(default_factory=dict)
    unstated_amount_nouns: list[str] = msgspec.field(default_factory=list)
    trade_verbs: list[str] = msgspec.field(default_factory=list)
    item_trade_verbs: list[str] = msgspec.field(default_factory=list)
    doing_states: dict[str, list[str]] = msgspec.field(default_factory=dict)
    creation_verbs: list[str] = msgspec.field(default_factory=list)
    coin_cents: dict[str, int] = msgspec.field(default_factory=dict)
    # verbs of weather, whose subject 'it' names no thing ("It snowed 2 inches")
    weather_verbs: list[str] = msgspec.field(default_factory=list)
    # "all but 3", "everyone except 2": an amount set apart from a quantifier
    exception_words: list[str] = msgspec.field(default_factory=list)
    exception_quantifiers: list[str] = msgspec.field(default_factory=list)
    # "the same number", "as many": an amount that stands for an earlier one
    repeated_amount_words: list[str] = msgspec.field(default_factory=list)
    # "lost the same", "found some too": a theme or an adverb that stands for an earlier event's
    standin_themes: list[str] = msgspec.field(default_factory=list)
    repeat_adverbs: list[str] = msgspec.field(default_factory=list)
    # "the same happened", "did this again": a verb that tells an event by reference
    event_proverbs: list[str] = msgspec.field(default_factory=list)
    repeat_verbs: list[str] = msgspec.field(default_factory=list)
    # "gave Cy 2 fewer": a comparative that, with no 'than', compares to an amount told before
    lesser_words: list[str] = msgspec.field(default_factory=list)
    # "after", "before", "once": where a subordinate clause's event stands in time
    event_order_markers: dict[str, str] = msgspec.field(default_factory=dict)
    first_adverbs: list[str] = msgspec.field(default_factory=list)
    concurrent_adverbs: list[str] = msgspec.field(default_factory=list)
    # "pics" beside "pictures": a clipped or diminutive noun and the word it is a form of
    noun_variants: dict[str, str] = msgspec.field(default_factory=dict)
    # "at some point": a time that places its clause nowhere among the others
    vague_times: list[str] = msgspec.field(default_factory=list)
    # "ate 5, not 6": an amount set aside as the one that did not happen
    correction_words: list[str] = msgspec.field(default_factory=list)
    restating_words: list[str] = msgspec.field(default_factory=list)
    # "at the start of the year": nouns of a point in a stretch of time, no place
    time_points: list[str] = msgspec.field(default_factory=list)
    # "How much change did she get?": the money left of what was paid
    change_verbs: list[str] = msgspec.field(default_factory=list)


class FirstNameData(_Data, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """``first_names.json``: lowercase first names by the sex they are given to."""

    source: dict[str, Any] = msgspec.field(default_factory=dict, name="_source")
    female: list[str]
    male: list[str]
    ambiguous: list[str]


class KindEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One whole of ``kinds.json``: the singular nouns it covers (its other keys record
    how they were chosen, ``scripts/build_kinds.py``)."""

    members: list[str]
    own: list[str] = msgspec.field(default_factory=list)


class KindData(_Data, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """``kinds.json``: words that sum kinds ("children", "fruits") and the nouns each
    covers (WordNet 3.0 hyponyms, ``scripts/build_kinds.py``)."""

    license: str = msgspec.field(default="", name="_license")
    source: dict[str, Any] = msgspec.field(default_factory=dict, name="_source")
    dropped: dict[str, str] = msgspec.field(default_factory=dict)
    wholes: dict[str, KindEntry]


class RolePattern(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One line of ``roles.jsonl``: a pattern naming a verb's argument (DependencyMatcher form)."""

    label: str
    role: str
    pattern: list[dict[str, Any]]


# What a role pattern may say. Patterns are written like spaCy's DependencyMatcher
# patterns and compiled by ``clauses.RoleMatcher`` into a walk from head to children:
# the only relation is ">" (head -> child), node attributes are tested for equality
# ("DEP": "nsubj") or membership ({"IN": [...]}, {"NOT_IN": [...]}).
ROLE_OPERATORS = frozenset({">"})
ROLE_ATTRIBUTES = frozenset({"POS", "TAG", "DEP", "LOWER", "LEMMA", "ORTH"})
ROLE_SET_OPERATORS = frozenset({"IN", "NOT_IN"})
MAX_PATTERN_NODES = 6
_REFUSED_ATTRS = frozenset({"REGEX", "FUZZY"})
GENDERS = ("male", "female", "thing")


# --- compiled rules -------------------------------------------------------------------


@dataclass(frozen=True)
class Frame:
    """The lexicon entry of a verb.

    cls (str): possess, gain, lose, arrive, depart or scale.
    parties (tuple[str, ...]): dependents naming the other side ("dative", "to", "from").
    implicit_party (bool): an unnamed other side is the single earlier holder.
    consume (bool): a common-noun subject may consume another holder's items.
    supply (bool): a subject that holds none of the things may add them to another's.
    alone (bool): the event needs no other side: a gain from no one ("found", "bought"),
        a loss to no one ("lost", "spent").
    kind (str | None): multiply or divide, for a scaling.
    factor (int | None): the factor of a scaling.
    """

    cls: str
    parties: tuple[str, ...] = ()
    implicit_party: bool = False
    consume: bool = False
    kind: str | None = None
    supply: bool = False
    alone: bool = False
    factor: int | None = None


class VerbLexicon:
    """Frames of verbs, keyed by lemma or 'lemma particle'.

    data (VerbData): the typed content of ``verbs.json``.
    """

    def __init__(self, data: VerbData | dict[str, Any]) -> None:
        if isinstance(data, dict):
            data = _convert(data, VerbData, "verbs.json")
        self.frames: dict[str, Frame] = {}
        self.money_gain = frozenset(data.money_gain)
        # the prepositions of the place one arrives at / departs from ("onto", "from")
        self.places = {cls: tuple(data.places.get(cls, [])) for cls in ("arrive", "depart")}
        implicit = set(data.implicit_party)
        consume = set(data.consume)
        supply = set(data.supply)
        alone = set(data.alone)
        for cls, keys in (("gain", data.gain), ("lose", data.lose)):
            default = data.defaults.get(cls)
            for key in keys:
                parties = data.parties.get(key, default.parties if default else [])
                frame = Frame(
                    cls,
                    tuple(parties),
                    key in implicit,
                    key in consume,
                    alone=key in alone,
                    supply=key in supply,
                )
                self._add(key, frame)
        for cls, keys in (("arrive", data.arrive), ("depart", data.depart)):
            for key in keys:
                self._add(key, Frame(cls, tuple(data.places.get(cls, [])), implicit_party=True))
        for key in data.possess:
            self._add(key, Frame("possess"))
        for key, spec in data.scale.items():
            if spec.kind not in ("multiply", "divide"):
                raise RuleError(f"verbs.json: scale.{key}.kind is {spec.kind!r}")
            if spec.factor < 1:
                raise RuleError(f"verbs.json: scale.{key}.factor is {spec.factor!r}")
            self._add(key, Frame("scale", kind=spec.kind, factor=spec.factor))
        # keys a manner of moving makes with a particle of arriving or leaving ("pull in"),
        # beside the listed ones; read with a preposition's object only as "into", never
        # "in" ("swam in the lake" is where they swam: ``made``)
        made = set()
        for cls in ("arrive", "depart"):
            for particle in data.manner_particles.get(cls, []):
                for verb in data.manner_verbs:
                    key = f"{verb} {particle}"
                    if key not in self.frames:
                        self.frames[key] = Frame(cls, self.places[cls], implicit_party=True)
                        made.add(key)
        self.made = frozenset(made)

    def _add(self, key: str, frame: Frame) -> None:
        if key in self.frames:
            raise RuleError(f"verbs.json: {key!r} is listed twice")
        self.frames[key] = frame

    def lookup(self, lemma: str, particles: list[str]) -> tuple[str, Frame] | None:
        """RETURNS: (key, frame) for the verb with the first fitting particle, else None."""
        for particle in particles:
            key = f"{lemma} {particle}"
            if key in self.frames:
                return key, self.frames[key]
        if lemma in self.frames:
            return lemma, self.frames[lemma]
        return None


@dataclass(frozen=True)
class WordLists:
    """``words.json`` compiled once: every list a frozenset, every table a dict."""

    money_symbols: dict[str, str]
    money_nouns: dict[str, str]
    money_generic: frozenset[str]
    money_units: frozenset[str]
    total_markers: tuple[str, ...]
    plural_pronouns: frozenset[str]
    pronouns: dict[str, str]
    gendered: dict[str, str]
    titles: frozenset[str]
    stoplist: frozenset[str]
    question_holding_verbs: frozenset[str]
    existential_preps: frozenset[str]
    container_preps: frozenset[str]
    comparative: frozenset[str]
    rate_words: frozenset[str]
    fraction_words: frozenset[str]
    start_markers: tuple[str, ...]
    coin_nouns: frozenset[str]
    quantifiers: frozenset[str]
    time_words: frozenset[str]
    party_particles: frozenset[str] = frozenset()
    second_person: frozenset[str] = frozenset()
    first_person: frozenset[str] = frozenset()
    start_statement_markers: tuple[str, ...] = ()
    neutral_modifiers: frozenset[str] = frozenset()
    collocations: frozenset[str] = frozenset()
    collocations_apart: frozenset[str] = frozenset()
    colours: frozenset[str] = frozenset()
    kind_contrasts: tuple[tuple[str, ...], ...] = ()
    complement_nouns: dict[str, str] = dataclass_field(default_factory=dict)
    diminutive_suffixes: tuple[str, ...] = ()
    state_contrasts: tuple[tuple[str, ...], ...] = ()
    question_verb_synonyms: tuple[frozenset[str], ...] = ()
    generic_gain_verbs: frozenset[str] = frozenset()
    question_imperatives: frozenset[str] = frozenset()
    question_position_verbs: frozenset[str] = frozenset()
    question_phrases: tuple[tuple[tuple[str, ...], str], ...] = ()
    hedges: frozenset[str] = frozenset()
    habitual: frozenset[str] = frozenset()
    current_holding: frozenset[str] = frozenset()
    later_state: frozenset[str] = frozenset()
    change_nouns: frozenset[str] = frozenset()
    storage_nouns: frozenset[str] = frozenset()
    container_nouns: frozenset[str] = frozenset()
    months: frozenset[str] = frozenset()
    label_nouns: frozenset[str] = frozenset()
    year_preps: frozenset[str] = frozenset()
    place_verbs: frozenset[str] = frozenset()
    reserve: frozenset[str] = frozenset()
    result_verbs: frozenset[str] = frozenset()
    ordinals: frozenset[str] = frozenset()
    vague_quantifiers: frozenset[str] = frozenset()
    ability: frozenset[str] = frozenset()
    nonfactive: frozenset[str] = frozenset()
    implicative: frozenset[str] = frozenset()
    plans: frozenset[str] = frozenset()
    obligation_asked: frozenset[str] = frozenset()
    group_nouns: frozenset[str] = frozenset()
    score_nouns: dict[str, str] = dataclass_field(default_factory=dict)
    before_time: frozenset[str] = frozenset()
    future: frozenset[str] = frozenset()
    backshift_time: frozenset[str] = frozenset()
    speech: frozenset[str] = frozenset()
    deictic_future: frozenset[str] = frozenset()
    epistemic: frozenset[str] = frozenset()
    estimate_phrases: tuple[tuple[str, ...], ...] = ()
    approximators_before: tuple[tuple[str, ...], ...] = ()
    approximators_after: tuple[tuple[str, ...], ...] = ()
    distinct_holders: dict[str, str] = dataclass_field(default_factory=dict)
    unstated_amount_nouns: frozenset[str] = frozenset()
    trade_verbs: frozenset[str] = frozenset()
    item_trade_verbs: frozenset[str] = frozenset()
    doing_states: dict[str, frozenset[str]] = dataclass_field(default_factory=dict)
    creation_verbs: frozenset[str] = frozenset()
    coin_cents: dict[str, int] = dataclass_field(default_factory=dict)
    weather_verbs: frozenset[str] = frozenset()
    exceptions: tuple[tuple[str, ...], ...] = ()
    exception_quantifiers: frozenset[str] = frozenset()
    repeated_amounts: tuple[tuple[str, ...], ...] = ()
    standin_themes: frozenset[str] = frozenset()
    repeat_adverbs: frozenset[str] = frozenset()
    event_proverbs: frozenset[str] = frozenset()
    repeat_verbs: frozenset[str] = frozenset()
    lesser_words: frozenset[str] = frozenset()
    event_order: dict[str, str] = dataclass_field(default_factory=dict)
    first_adverbs: tuple[tuple[str, ...], ...] = ()
    concurrent: tuple[tuple[str, ...], ...] = ()
    noun_variants: dict[str, str] = dataclass_field(default_factory=dict)
    vague_times: tuple[tuple[str, ...], ...] = ()
    corrections: tuple[tuple[str, ...], ...] = ()
    restating: tuple[tuple[str, ...], ...] = ()
    time_points: frozenset[str] = frozenset()
    change_verbs: frozenset[str] = frozenset()

    @classmethod
    def from_data(cls, data: WordData) -> WordLists:
        for word, gender in data.pronouns.items():
            if gender not in GENDERS:
                raise RuleError(f"words.json: pronouns.{word} is {gender!r}, not one of {GENDERS}")
        for gender in data.gendered_nouns:
            if gender not in GENDERS:
                raise RuleError(f"words.json: gendered_nouns has the key {gender!r}")
        for amount in data.question_phrases:
            if amount not in ("many", "much"):
                raise RuleError(f"words.json: question_phrases has the key {amount!r}")
        for coin, cents in data.coin_cents.items():
            if isinstance(cents, bool) or not isinstance(cents, int) or cents <= 0:
                raise RuleError(f"words.json: coin_cents.{coin} is {cents!r}, not a count > 0")
        return cls(
            money_symbols=dict(data.money_symbols),
            money_nouns=dict(data.money_nouns),
            money_generic=frozenset(data.money_generic),
            money_units=frozenset(data.money_symbols.values()),
            total_markers=tuple(data.total_markers),
            plural_pronouns=frozenset(data.plural_pronouns),
            pronouns=dict(data.pronouns),
            gendered={n: g for g, nouns in data.gendered_nouns.items() for n in nouns},
            titles=frozenset(data.titles),
            stoplist=frozenset(data.unit_adjective_stoplist),
            question_holding_verbs=frozenset(data.question_holding_verbs),
            change_verbs=frozenset(data.change_verbs),
            existential_preps=frozenset(data.existential_preps),
            container_preps=frozenset(data.container_preps),
            comparative=frozenset(data.comparative_words),
            rate_words=frozenset(data.rate_words),
            fraction_words=frozenset(data.fraction_words),
            start_markers=tuple(data.start_markers),
            coin_nouns=frozenset(data.coin_nouns),
            quantifiers=frozenset(data.quantifiers),
            time_words=frozenset(data.time_words),
            time_points=frozenset(data.time_points),
            party_particles=frozenset(data.party_particles),
            second_person=frozenset(data.second_person),
            first_person=frozenset(data.first_person),
            start_statement_markers=tuple(data.start_statement_markers),
            neutral_modifiers=frozenset(data.question_neutral_modifiers),
            collocations=frozenset(data.noun_collocations),
            collocations_apart=frozenset(data.noun_collocations_apart),
            colours=frozenset(data.colour_words),
            kind_contrasts=tuple(tuple(pair) for pair in data.kind_contrasts),
            complement_nouns={a: b for x, y in data.complement_nouns for a, b in ((x, y), (y, x))},
            diminutive_suffixes=tuple(data.diminutive_suffixes),
            state_contrasts=tuple(tuple(pair) for pair in data.state_contrasts),
            question_verb_synonyms=tuple(frozenset(g) for g in data.question_verb_synonyms),
            generic_gain_verbs=frozenset(data.generic_gain_verbs),
            question_imperatives=frozenset(data.question_imperatives),
            question_position_verbs=frozenset(data.question_position_verbs),
            question_phrases=tuple(
                sorted(
                    (
                        (tuple(phrase.lower().split()), amount)
                        for amount, phrases in sorted(data.question_phrases.items())
                        for phrase in phrases
                    ),
                    key=lambda item: -len(item[0]),
                )
            ),
            hedges=frozenset(data.hedge_adverbs),
            habitual=frozenset(w.lower() for w in data.habitual_adverbs),
            current_holding=frozenset(w.lower() for w in data.current_holding_words),
            later_state=frozenset(w.lower() for w in data.later_state_words),
            change_nouns=frozenset(w.lower() for w in data.change_nouns),
            storage_nouns=frozenset(w.lower() for w in data.storage_nouns),
            container_nouns=frozenset(w.lower() for w in data.container_nouns),
            months=frozenset(w.lower() for w in data.months),
            label_nouns=frozenset(w.lower() for w in data.label_nouns),
            year_preps=frozenset(w.lower() for w in data.year_preps),
            place_verbs=frozenset(w.lower() for w in data.place_verbs),
            reserve=frozenset(w.lower() for w in data.reserve_verbs),
            result_verbs=frozenset(w.lower() for w in data.result_verbs),
            ordinals=frozenset(w.lower() for w in data.ordinal_words),
            vague_quantifiers=frozenset(w.lower() for w in data.vague_quantifiers),
            ability=frozenset(w.lower() for w in data.ability_auxiliaries),
            nonfactive=frozenset(data.nonfactive_verbs),
            implicative=frozenset(data.implicative_verbs),
            plans=frozenset(data.plan_verbs),
            obligation_asked=frozenset(data.obligation_asked_verbs),
            group_nouns=frozenset(data.group_nouns),
            score_nouns=dict(data.score_nouns),
            before_time=frozenset(data.before_time_words),
            future=frozenset(data.future_words),
            backshift_time=frozenset(data.backshift_time_words),
            speech=frozenset(data.speech_verbs),
            deictic_future=frozenset(data.deictic_future_words),
            epistemic=frozenset(data.epistemic_adverbs),
            estimate_phrases=tuple(tuple(p.lower().split()) for p in data.estimate_phrases),
            approximators_before=tuple(tuple(p.lower().split()) for p in data.approximators_before),
            approximators_after=tuple(tuple(p.lower().split()) for p in data.approximators_after),
            distinct_holders=dict(data.distinct_holder_words),
            unstated_amount_nouns=frozenset(data.unstated_amount_nouns),
            trade_verbs=frozenset(data.trade_verbs),
            item_trade_verbs=frozenset(data.item_trade_verbs),
            doing_states={k: frozenset(v) for k, v in data.doing_states.items()},
            creation_verbs=frozenset(data.creation_verbs),
            coin_cents=dict(data.coin_cents),
            weather_verbs=frozenset(data.weather_verbs),
            exceptions=tuple(tuple(p.lower().split()) for p in data.exception_words),
            exception_quantifiers=frozenset(w.lower() for w in data.exception_quantifiers),
            repeated_amounts=tuple(tuple(p.lower().split()) for p in data.repeated_amount_words),
            standin_themes=frozenset(w.lower() for w in data.standin_themes),
            repeat_adverbs=frozenset(w.lower() for w in data.repeat_adverbs),
            event_proverbs=frozenset(w.lower() for w in data.event_proverbs),
            repeat_verbs=frozenset(w.lower() for w in data.repeat_verbs),
            lesser_words=frozenset(w.lower() for w in data.lesser_words),
            event_order=dict(data.event_order_markers),
            noun_variants={k.lower(): v.lower() for k, v in data.noun_variants.items()},
            first_adverbs=tuple(tuple(p.lower().split()) for p in data.first_adverbs),
            concurrent=tuple(tuple(p.lower().split()) for p in data.concurrent_adverbs),
            vague_times=tuple(tuple(p.lower().split()) for p in data.vague_times),
            corrections=tuple(tuple(p.lower().split()) for p in data.correction_words),
            restating=tuple(tuple(p.lower().split()) for p in data.restating_words),
        )


@dataclass(frozen=True)
class RuleSet:
    """Every rule file, validated and compiled.

    data (dict): the rule data as given (JSON-ready, written by ``to_disk``).
    numbers (NumberWords): number-word tables.
    lexicon (VerbLexicon): verb frames.
    words (WordLists): function-word lists.
    roles (tuple[RolePattern, ...]): patterns of argument roles (``clauses.RoleMatcher``).
    constructions (dict): construction name -> its own data (checked by the reader
        against the construction's ``data_type``).
    first_names (dict): lowercase first name -> "male", "female" or "ambiguous".
    kinds (dict): a plural whole ("children") -> the singular nouns it covers ("boy").
    kind_names (dict): a word for a whole, its own lemmas included ("clothing") -> the
        whole's key in ``kinds`` ("clothes").
    """

    data: dict[str, Any]
    numbers: NumberWords
    lexicon: VerbLexicon
    words: WordLists
    roles: tuple[RolePattern, ...]
    constructions: dict[str, Any]
    first_names: dict[str, str] = dataclass_field(default_factory=dict)
    kinds: dict[str, frozenset[str]] = dataclass_field(default_factory=dict)
    kind_names: dict[str, str] = dataclass_field(default_factory=dict)


def compile_first_names(data: FirstNameData) -> dict[str, str]:
    """RETURNS (dict): lowercase first name -> "male", "female" or "ambiguous".

    RAISES RuleError: a name listed in two classes, or not lowercase.
    """
    table: dict[str, str] = {}
    for gender, names in (
        ("female", data.female),
        ("male", data.male),
        ("ambiguous", data.ambiguous),
    ):
        for name in names:
            if name != name.lower() or not name.strip():
                raise RuleError(f"first_names.json: {gender}: {name!r} is not a lowercase name")
            if name in table:
                raise RuleError(
                    f"first_names.json: {name!r} is listed as {table[name]} and {gender}"
                )
            table[name] = gender
    return table


def compile_rules(rules: dict[str, Any]) -> RuleSet:
    """Validate and compile rule data.

    rules (dict): rule data keyed like RULE_FILES.
    RETURNS (RuleSet): the compiled rules.
    RAISES RuleError: naming the file and the key that is wrong.
    """
    if not isinstance(rules, dict):
        raise RuleError(f"rules must be a dict keyed by {sorted(RULE_FILES)}, got {rules!r:.80}")
    missing = [key for key in RULE_FILES if key not in rules]
    if missing:
        raise RuleError(f"rules: missing {', '.join(missing)} (expected {sorted(RULE_FILES)})")
    unknown = sorted(set(rules) - set(RULE_FILES))
    if unknown:
        raise RuleError(f"rules: unknown key(s) {', '.join(unknown)}")
    numbers = _convert(rules["numbers"], NumberTables, "numbers.json")
    verbs = _convert(rules["verbs"], VerbData, "verbs.json")
    words = _convert(rules["words"], WordData, "words.json")
    roles = _convert(rules["roles"], list[RolePattern], "roles.jsonl")
    _check_roles(roles)
    constructions = _convert(rules["constructions"], dict[str, Any], "constructions.json")
    names = _convert(rules["first_names"], FirstNameData, "first_names.json")
    kinds = _convert(rules["kinds"], KindData, "kinds.json")
    return RuleSet(
        data=rules,
        numbers=NumberWords(numbers),
        lexicon=VerbLexicon(verbs),
        words=WordLists.from_data(words),
        roles=tuple(roles),
        constructions=constructions,
        first_names=compile_first_names(names),
        kinds={whole: frozenset(entry.members) for whole, entry in kinds.wholes.items()},
        kind_names=_kind_names(kinds),
    )


def _kind_names(kinds: KindData) -> dict[str, str]:
    """RETURNS (dict): each whole's key and own lemmas -> the key (a key first, then the
    first whole, by key, that lists a lemma as its own)."""
    names = {whole: whole for whole in kinds.wholes}
    for whole, entry in sorted(kinds.wholes.items()):
        for name in entry.own:
            names.setdefault(name, whole)
    return names


def convert_data(value: Any, type_: Any, name: str) -> Any:
    """Check one construction's data against its type.

    value (Any): the data as given.
    type_ (type): a msgspec Struct type.
    name (str): where the data comes from, for the error ("constructions.json: purchase").
    RETURNS: the typed data. RAISES RuleError: naming ``name`` and the key.
    """
    return _convert(value, type_, name)


def _convert(value: Any, type_: Any, name: str) -> Any:
    try:
        return msgspec.convert(value, type_)
    except msgspec.ValidationError as exc:
        where = _locate(value, type_)
        raise RuleError(f"{name}: {where + ': ' if where else ''}{exc}") from None


def _locate(value: Any, type_: Any) -> str | None:
    """RETURNS (str | None): 'field.key' of the first bad entry of a table, which
    msgspec's own path leaves out ("$.units[...]")."""
    if not isinstance(value, dict) or not isinstance(type_, type):
        return None
    if not issubclass(type_, msgspec.Struct):
        return None
    for field in msgspec.structs.fields(type_):
        table = value.get(field.encode_name)
        if get_origin(field.type) is not dict or not isinstance(table, dict):
            continue
        _, inner = get_args(field.type)
        for key, entry in table.items():
            try:
                msgspec.convert(entry, inner)
            except msgspec.ValidationError:
                return f"{field.encode_name}.{key}"
    return None


def _check_roles(roles: list[RolePattern]) -> None:
    labels: set[str] = set()
    for line, entry in enumerate(roles, start=1):
        where = f"roles.jsonl line {line} ({entry.label!r})"
        if entry.label in labels:
            raise RuleError(f"{where}: the label is used twice")
        labels.add(entry.label)
        if not entry.pattern or len(entry.pattern) > MAX_PATTERN_NODES:
            raise RuleError(f"{where}: a pattern has 1 to {MAX_PATTERN_NODES} nodes")
        names: list[Any] = []
        for position, node in enumerate(entry.pattern):
            name = node.get("RIGHT_ID")
            if not isinstance(name, str) or name in names:
                raise RuleError(f"{where}: node {position + 1} needs a RIGHT_ID of its own")
            if position == 0 and ("LEFT_ID" in node or "REL_OP" in node):
                raise RuleError(f"{where}: the first node {name!r} has no LEFT_ID or REL_OP")
            if position > 0:
                op = node.get("REL_OP")
                if op not in ROLE_OPERATORS:
                    raise RuleError(
                        f"{where}: REL_OP {op!r} is not supported; role patterns relate a "
                        f"head to its child, {sorted(ROLE_OPERATORS)}"
                    )
                if node.get("LEFT_ID") not in names:
                    raise RuleError(f"{where}: node {name!r} needs the LEFT_ID of a node before it")
            names.append(name)
            _check_node(node.get("RIGHT_ATTRS"), f"{where}: node {name!r}")
        if "verb" not in names or "arg" not in names:
            raise RuleError(f"{where}: the pattern needs nodes 'verb' and 'arg'")


def _check_node(attrs: Any, where: str) -> None:
    if not isinstance(attrs, dict) or not attrs:
        raise RuleError(f"{where} constrains nothing")
    refused = _refused_keys(attrs)
    if refused:
        raise RuleError(f"{where} uses {refused}, which can make matching slow; use IN lists")
    for attr, value in attrs.items():
        if attr not in ROLE_ATTRIBUTES:
            raise RuleError(f"{where} tests {attr!r}, not one of {sorted(ROLE_ATTRIBUTES)}")
        if isinstance(value, str):
            continue
        if (
            not isinstance(value, dict)
            or len(value) != 1
            or not set(value) <= ROLE_SET_OPERATORS
            or not isinstance(next(iter(value.values())), list)
            or not all(isinstance(v, str) for v in next(iter(value.values())))
        ):
            raise RuleError(
                f"{where}: {attr} must be a string or {{'IN' or 'NOT_IN': [strings]}}, "
                f"got {value!r:.80}"
            )


def _refused_keys(value: Any) -> str | None:
    if isinstance(value, dict):
        for key, inner in value.items():
            if key in _REFUSED_ATTRS:
                return key
            found = _refused_keys(inner)
            if found:
                return found
    return None


# --- files ----------------------------------------------------------------------------


def default_rules() -> dict[str, Any]:
    """RETURNS (dict): the rules that ship with the package."""
    folder = resources.files("wordproblem.components") / "data"
    return {key: _read(folder / name, key) for key, name in RULE_FILES.items()}


def read_rules(path: str | Path) -> dict[str, Any]:
    """Read every rule file from ``path``.

    path (str | Path): a folder written by ``write_rules``.
    RETURNS (dict): the rules, keyed like RULE_FILES.
    """
    folder = Path(path)
    rules = {}
    for key, name in RULE_FILES.items():
        if key in OPTIONAL_FILES and not (folder / name).exists():
            rules[key] = default_rules()[key]
        else:
            rules[key] = _read(folder / name, key)
    return rules


def write_rules(rules: dict[str, Any], path: str | Path) -> None:
    """Write ``rules`` to the folder ``path``, one file per key of RULE_FILES."""
    folder = Path(path)
    folder.mkdir(parents=True, exist_ok=True)
    for key, name in RULE_FILES.items():
        if name.endswith(".jsonl"):
            srsly.write_jsonl(folder / name, rules[key])
        else:
            srsly.write_json(folder / name, rules[key])


def _read(path: Any, key: str) -> Any:
    try:
        text = path.read_text(encoding="utf8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RuleError(f"rule file for {key!r} cannot be read: {path}: {exc}") from exc
    try:
        if str(path).endswith(".jsonl"):
            return [
                _line(line, number, path)
                for number, line in enumerate(text.splitlines(), start=1)
                if line.strip()
            ]
        return srsly.json_loads(text)
    except ValueError as exc:
        raise RuleError(f"rule file for {key!r} is not valid JSON: {path}: {exc}") from exc


def _line(line: str, number: int, path: Any) -> Any:
    try:
        return srsly.json_loads(line)
    except ValueError as exc:
        raise ValueError(f"line {number}: {exc}") from exc
