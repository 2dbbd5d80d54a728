"""Metamorphic transforms of dev-set cases whose effect on the ground-truth graph is known.

Pure Python, no spaCy: each transform rewrites a case's text and derives the graph the
rewritten text must give from the case's ground-truth graph, by the canonicalization rules
of the dev set's README (rule numbers cited inline). A transform that cannot derive the
graph mechanically for a case skips it and says why. Randomness (names, numbers) comes
from ``random.Random`` seeded with a string, so the output is the same on every run.
"""

from __future__ import annotations

import copy
import random
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from wordproblem.models import graph_from_dict, solve, to_number

SEED = "wordproblem-metamorphic-1"

# --- names ------------------------------------------------------------------------------
# Gender of every first name the dev set uses as a holder, read off the pronouns of its
# cases (names with no pronoun get the common reading). Renaming keeps the gender, so
# every he/she/him/her/his in the text still agrees with its antecedent.
_MALE = (
    "sam owen tom noah leo ben jack cole noel finn tim hugh jake mike max kofi ravi hugo liam "
    "bob eli dev kai carlos omar"
)
_FEMALE = (
    "lily mia maria ella ruby lucy ava priya lena lola emma zoe nina tess bea jenny nora ada "
    "lin tara joy kim gina ruth ivy grace kate lia hana rosa amy jo ann rhea"
)
DEV_NAME_GENDER: dict[str, str] = {
    **dict.fromkeys(_MALE.split(), "m"),
    **dict.fromkeys(_FEMALE.split(), "f"),
}
TITLES = {"mr.": "m", "mrs.": "f", "ms.": "f"}
# Replacement pools: common, unambiguous first names (no month, verb or noun readings).
NEW_NAMES: dict[str, tuple[str, ...]] = {
    "m": tuple(
        "Adam Brian Caleb Daniel Ethan Felix George Henry Isaac Jacob Kevin Lucas Martin "  # noqa: SIM905
        "Nathan Oscar Peter Ryan Simon Victor Walter".split()
    ),
    "f": tuple(
        "Alice Beth Clara Diana Elena Fiona Hannah Irene Julia Laura Megan Nadia Olivia "  # noqa: SIM905
        "Paula Rachel Sarah Tina Vera Wendy Sophie".split()
    ),
}
SURNAMES = (
    "Adams", "Baker", "Carter", "Diaz", "Evans", "Foster", "Garcia", "Hughes", "Lopez",
    "Meyer", "Nguyen", "Owens", "Perez", "Quinn", "Russo", "Stone",
)  # fmt: skip
# Units for distractor holdings: plain count nouns that no dev case uses.
DISTRACTOR_UNITS = (
    "kites", "buttons", "pebbles", "feathers", "beads", "magnets", "ribbons", "whistles",
    "candles", "postage labels",
)  # fmt: skip

# --- numbers ----------------------------------------------------------------------------
_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen "  # noqa: SIM905
    "fourteen fifteen sixteen seventeen eighteen nineteen".split()
)
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()  # noqa: SIM905


def number_word(value: int) -> str:
    """Spell an integer below 100 in words.

    value (int): 0 <= value < 100.
    RETURNS (str): e.g. ``twenty-one``.
    """
    if value < 20:
        return _ONES[value]
    tens, ones = divmod(value, 10)
    return _TENS[tens - 2] + ("" if ones == 0 else "-" + _ONES[ones])


WORD_VALUES: dict[str, int] = {number_word(v): v for v in range(100)}
_WORD_RE = "|".join(sorted(map(re.escape, WORD_VALUES), key=len, reverse=True))
# One stated number: "a dozen", a number word, or digits (with $ / commas / decimals / ¢).
NUMBER_RE = re.compile(
    rf"(?P<dozen>\ba dozen\b)|(?P<word>\b(?:{_WORD_RE})\b)"
    r"|(?P<digits>(?<![\w.])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\w.,])\d+(?:\.\d+)?)",
    re.IGNORECASE,
)
PRONOUN_RE = re.compile(r"\b(he|she|him|her|his|hers|it|its)\b", re.IGNORECASE)
_TITLE_END = re.compile(r"\b(Mr|Mrs|Ms|Dr)\.$", re.IGNORECASE)


def stated_numbers(text: str) -> list[tuple[re.Match[str], Fraction]]:
    """RETURNS (list): every stated number of ``text`` with its exact value, in order."""
    found = []
    for match in NUMBER_RE.finditer(text):
        if match["dozen"]:
            found.append((match, Fraction(12)))
        elif match["word"]:
            found.append((match, Fraction(WORD_VALUES[match["word"].lower()])))
        else:
            found.append((match, Fraction(match["digits"].replace(",", ""))))
    return found


def render_number(match: re.Match[str], value: Fraction) -> str:
    """Write ``value`` in the surface style of the number ``match`` found.

    match (Match): a NUMBER_RE match.
    value (Fraction): the new value (integral, or a binary fraction for money).
    RETURNS (str): words when the original was words and the value is below 100,
        else digits with the original's thousands commas and decimal places.
    """
    if (match["dozen"] or match["word"]) and value.denominator == 1 and value < 100:
        return number_word(int(value))
    digits = match["digits"] or ""
    places = len(digits.split(".")[1]) if "." in digits else 0
    if value.denominator != 1 and places == 0:
        places = 2
    comma = "," if "," in digits else ""
    return format(float(value), f"{comma}.{places}f")


# --- sentences --------------------------------------------------------------------------


def split_sentences(text: str) -> list[str]:
    """Split on . ? ! followed by space, not after a title; separators stay on the left.

    text (str): a problem.
    RETURNS (list[str]): pieces whose concatenation is ``text``.
    """
    pieces, start = [], 0
    for match in re.finditer(r"[.?!]\s+", text):
        if _TITLE_END.search(text[start : match.start() + 1]):
            continue
        pieces.append(text[start : match.end()])
        start = match.end()
    pieces.append(text[start:])
    return [piece for piece in pieces if piece]


def is_pretokenized(text: str) -> bool:
    """RETURNS (bool): AddSub style text ("sam has 5 apples . he ...")."""
    return " ." in text or " ?" in text


def name_re(name: str) -> re.Pattern[str]:
    """RETURNS (Pattern): ``name`` as a whole word (titles keep their dot)."""
    return re.compile(rf"(?<![\w.]){re.escape(name)}(?!\w)")


# --- graphs -----------------------------------------------------------------------------


def graph_entities(graph: dict[str, Any]) -> list[str]:
    """RETURNS (list[str]): the graph's entities."""
    return list(graph["entities"])


def quantities(graph: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """YIELDS (dict): every stated quantity (possessions, non-scaling operands), text order."""
    for item in graph["initial_state"]:
        yield item["quantity"]
    for op in graph["operations"]:
        if op["kind"] in ("add", "subtract", "transfer"):
            yield op["operand"]


def units_held(graph: dict[str, Any], entity: str | None) -> set[str]:
    """RETURNS (set[str]): units ``entity`` (None: anyone) holds or moves at some point."""
    units = {
        item["quantity"]["unit"]
        for item in graph["initial_state"]
        if entity is None or item["entity"] == entity
    }
    for op in graph["operations"]:
        if entity is None or entity in (op["actor"], op["target"]):
            units.add(op["operand"]["unit"])
    return units


def holds(graph: dict[str, Any], entity: str, unit: str) -> bool:
    """RETURNS (bool): ``entity`` holds ``unit`` initially or takes part in an event on it."""
    return unit in units_held(graph, entity)


_NEW_NAMES_LOWER = {n.lower() for pool in NEW_NAMES.values() for n in pool}


def is_person(entity: str) -> bool:
    """RETURNS (bool): the entity is a first name of the tables or a titled name."""
    first = entity.split()[0].lower()
    if first in TITLES:
        return True
    return " " not in entity and (
        entity.lower() in DEV_NAME_GENDER or entity.lower() in _NEW_NAMES_LOWER
    )


def surface(entity: str, *, capital: bool = False) -> str:
    """RETURNS (str): how the text names a holder: a name as is, else 'the <holder>'."""
    if is_person(entity):
        return entity
    return ("The " if capital else "the ") + entity


# --- the question -----------------------------------------------------------------------

QUESTION_RE = re.compile(
    r"^(?P<lead>how (?:many|much)) (?P<noun>[a-z][a-z ]*?) (?P<aux>does|do|did) "
    r"(?P<subj>.+?) (?P<verb>have|own)(?P<tail>(?: now| left| in all| altogether| together"
    r"| in total| combined)?)(?P<end>\s?\?)$",
    re.IGNORECASE,
)
TOTAL_TAILS = {" in all", " altogether", " together", " in total", " combined"}


@dataclass(frozen=True)
class Question:
    """The parts of a 'How many U does X have (now)?' question."""

    match: re.Match[str]
    noun: str

    def with_(self, *, noun: str | None = None, aux: str, subj: str, tail: str) -> str:
        """RETURNS (str): the question with the given parts replaced."""
        m = self.match
        return f"{m['lead']} {noun or m['noun']} {aux} {subj} {m['verb']}{tail}{m['end']}"


def read_question(text: str) -> tuple[str, Question] | None:
    """RETURNS (tuple | None): (body with its trailing space, question) or None."""
    pieces = split_sentences(text)
    match = QUESTION_RE.match(pieces[-1])
    if match is None:
        return None
    return "".join(pieces[:-1]), Question(match, match["noun"])


# --- transformed cases ------------------------------------------------------------------


@dataclass(frozen=True)
class Transformed:
    """One transformed case.

    id (str): ``<case id>:<transform>:<variant>``, stable across runs.
    transform (str): the transform's name.
    text (str): the rewritten problem.
    graph (dict | None): the graph the rewritten text must give (validated, solvable), or
        None when the parser must abstain or give ``answer``.
    answer (float | None): with no graph, the one answer the parser may give instead of
        abstaining (a change asked of a holder's single event, decision 0020).
    """

    id: str
    transform: str
    text: str
    graph: dict[str, Any] | None
    answer: float | None = None


@dataclass
class Generated:
    """Everything one run of the generator produced.

    cases (list[Transformed]): transformed cases, in generation order.
    skipped (Counter): (transform, reason) -> cases skipped.
    """

    cases: list[Transformed] = field(default_factory=list)
    skipped: Counter[tuple[str, str]] = field(default_factory=Counter)


class Skip(Exception):
    """A transform cannot derive the graph for this case."""


Transform = Callable[
    [dict[str, Any], random.Random], list[tuple[Any, ...]]
]  # (text, graph[, answer])


def _rename_map(case: dict[str, Any], rng: random.Random, text: str) -> dict[str, str]:
    taken = {w.lower() for w in re.findall(r"[A-Za-z]+", text)}
    mapping: dict[str, str] = {}
    for entity in case["ground_truth_graph"]["entities"]:
        if not is_person(entity):
            continue
        parts = entity.split()
        if parts[0].lower() in TITLES:
            pool = [s for s in SURNAMES if s.lower() not in taken]
            new = f"{parts[0]} {rng.choice(pool)}"
            taken.add(new.split()[1].lower())
        else:
            pool = [n for n in NEW_NAMES[DEV_NAME_GENDER[entity.lower()]] if n.lower() not in taken]
            new = rng.choice(pool)
            taken.add(new.lower())
            if entity.islower():
                new = new.lower()
        mapping[entity] = new
    if not mapping:
        raise Skip("no named holder")
    return mapping


def _rename_graph(graph: dict[str, Any], mapping: dict[str, str]) -> dict[str, Any]:
    def swap(name: str | None) -> str | None:
        return mapping.get(name, name) if name is not None else None

    new = copy.deepcopy(graph)
    new["entities"] = [swap(e) for e in new["entities"]]
    for item in new["initial_state"]:
        item["entity"] = swap(item["entity"])
    for op in new["operations"]:
        op["actor"], op["target"] = swap(op["actor"]), swap(op["target"])
    new["unknown"]["entity"] = swap(new["unknown"]["entity"])
    return new


def rename(case: dict[str, Any], rng: random.Random) -> list[tuple[str, dict[str, Any]]]:
    """Rename every named holder to an unused name of the same gender (surname for titles).

    Rule 1: entities are proper names as written, so the graph changes by the same
    substitution; pronouns keep agreeing because the gender is kept (C3).
    """
    out: dict[str, dict[str, Any]] = {}
    for _ in range(6):  # two distinct renamings (a draw may repeat the first)
        text = case["problem"]
        mapping = _rename_map(case, rng, text)
        for old, new in mapping.items():
            text = name_re(old).sub(new, text)
        out.setdefault(text, _rename_graph(case["ground_truth_graph"], mapping))
        if len(out) == 2:
            break
    return list(out.items())


def scale(case: dict[str, Any], rng: random.Random) -> list[tuple[str, dict[str, Any]]]:
    """Multiply every stated number by k (words stay words, $ and commas stay).

    Rule 3: values are the stated numbers, so every possession and every add / subtract /
    transfer operand scales by k; a scaling verb's factor (doubles, halves) is a verb, not
    a stated number, and stays. Every holding scales by k, so no holding turns negative.
    Only where the text's stated numbers are exactly the graph's values (as multisets),
    and none is 1 (a singular noun would need re-inflecting).
    """
    text, graph = case["problem"], case["ground_truth_graph"]
    found = stated_numbers(text)
    values = Counter(Fraction(repr(q["value"])) for q in quantities(graph))
    if Counter(v for _, v in found) != values:
        raise Skip("stated numbers differ from the graph's values")
    if Fraction(1) in values:
        raise Skip("a value of 1 (singular noun)")
    out = []
    for k in rng.sample((2, 3, 4, 7, 10), 2):
        pieces, last = [], 0
        for match, value in found:
            pieces.extend([text[last : match.start()], render_number(match, value * k)])
            last = match.end()
        pieces.append(text[last:])
        new = copy.deepcopy(graph)
        for q in quantities(new):
            q["value"] = to_number(Fraction(repr(q["value"])) * k)
        out.append(("".join(pieces), new))
    return out


def _holding_clause(graph: dict[str, Any], clause: str) -> int | None:
    """RETURNS (int | None): the index of the possession ``clause`` states on its own."""
    for index, item in enumerate(graph["initial_state"]):
        q = item["quantity"]
        match = re.fullmatch(
            rf"{re.escape(item['entity'])} (?:has|had|owns) (?P<num>\S+(?: dozen)?) "
            rf"{re.escape(q['unit'])}",
            clause.strip(),
        )
        if match is None:
            continue
        numbers = stated_numbers(match["num"])
        if len(numbers) == 1 and numbers[0][1] == Fraction(repr(q["value"])):
            return index
    return None


def _first_mention_order(text: str, entities: list[str]) -> list[str] | None:
    positions = {}
    for entity in entities:
        match = name_re(entity).search(text)
        if match is None:
            return None
        positions[entity] = match.start()
    return sorted(entities, key=positions.__getitem__)


def reorder(case: dict[str, Any], rng: random.Random) -> list[tuple[str, dict[str, Any]]]:
    """Swap two adjacent holdings of different holders ("A has 5 U. B has 6 U." or "A has
    5 U and B has 6 U.").

    Rule 4 / rule 1: the two possessions swap places in the initial state and the entities
    are re-ordered by first mention (checked on the original text first). Guards: both
    clauses state their unit (no ellipsis across the swap), the same unit (the nearest
    preceding quantity of any later ellipsis is unchanged), and after the pair a holder
    is named before any pronoun (C3: each pronoun keeps its antecedent).
    """
    text, graph = case["problem"], case["ground_truth_graph"]
    entities = graph_entities(graph)
    if _first_mention_order(text, entities) != entities:
        raise Skip("first mentions not found by name")
    pieces = split_sentences(text)
    for i, piece in enumerate(pieces[:-1]):
        end = re.search(r"\s?[.]\s*$", piece)
        if end is None:
            continue
        body, stop = piece[: end.start()], piece[end.start() :]
        # one sentence with two clauses
        parts = re.split(r",? and ", body)
        if len(parts) == 2:
            a, b = (_holding_clause(graph, p) for p in parts)
            new_piece = f"{parts[1]} and {parts[0]}{stop}"
            span = (i, i + 1, [new_piece])
        elif i + 1 < len(pieces) - 1:
            nxt = pieces[i + 1]
            nxt_end = re.search(r"\s?[.]\s*$", nxt)
            if nxt_end is None:
                continue
            a = _holding_clause(graph, body)
            b = _holding_clause(graph, nxt[: nxt_end.start()])
            span = (i, i + 2, [nxt[: nxt_end.start()] + stop, body + nxt[nxt_end.start() :]])
        else:
            continue
        if a is None or b is None:
            continue
        first, second = graph["initial_state"][a], graph["initial_state"][b]
        if first["entity"] == second["entity"] or b != a + 1:
            continue
        if first["quantity"]["unit"] != second["quantity"]["unit"]:
            raise Skip("the two holdings have different units")
        after = "".join(pieces[span[1] :])
        pronoun = PRONOUN_RE.search(after)
        if pronoun is not None:
            names = [m.start() for e in entities for m in name_re(e).finditer(after)]
            if not names or min(names) > pronoun.start():
                raise Skip("a pronoun after the pair could change its antecedent")
        new_text = "".join(pieces[: span[0]] + span[2] + pieces[span[1] :])
        new = copy.deepcopy(graph)
        order = _first_mention_order(new_text, entities)
        assert order is not None
        new["entities"] = order
        state = new["initial_state"]
        state[a], state[b] = state[b], state[a]
        return [(new_text, new)]
    raise Skip("no two adjacent stated holdings of different holders")


def _fresh_name(text: str, rng: random.Random) -> str:
    taken = {w.lower() for w in re.findall(r"[A-Za-z]+", text)}
    gender = rng.choice(("m", "f"))
    return rng.choice([n for n in NEW_NAMES[gender] if n.lower() not in taken])


def _fresh_unit(text: str, rng: random.Random) -> str:
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", text)}
    return rng.choice([u for u in DISTRACTOR_UNITS if not set(u.split()) & words])


def _sentence(text: str, words: str) -> str:
    """RETURNS (str): ``words`` as a sentence in the text's style (pretokenized or not)."""
    return f"{words.lower()} . " if is_pretokenized(text) else f"{words}. "


def _fresh_number(text: str, rng: random.Random) -> int:
    used = {v for _, v in stated_numbers(text)}
    return rng.choice([n for n in range(2, 20) if n not in used])


def _pronoun_first(text: str, entities: list[str]) -> bool:
    pronoun = PRONOUN_RE.search(text)
    if pronoun is None:
        return False
    names = [m.start() for e in entities for m in name_re(e).finditer(text)]
    return not names or min(names) > pronoun.start()


def distract_holder(case: dict[str, Any], rng: random.Random) -> list[tuple[str, dict[str, Any]]]:
    """Prepend "<New> has n <unit>." about a new person and a unit nobody else has.

    Rule 1: a holder given a holding is an entity, first in order of mention; rule 4: its
    possession comes first. The asked unit is another, so the answer is unchanged (a
    total sums only the asked unit, rule 6). Guard: the original text names a holder
    before its first pronoun, so no pronoun can pick up the new holder.
    """
    text, graph = case["problem"], case["ground_truth_graph"]
    if _pronoun_first(text, graph_entities(graph)):
        raise Skip("a pronoun before the first named holder")
    name, unit, n = _fresh_name(text, rng), _fresh_unit(text, rng), _fresh_number(text, rng)
    if is_pretokenized(text):
        name = name.lower()
    new = copy.deepcopy(graph)
    new["entities"].insert(0, name)
    new["initial_state"].insert(0, {"entity": name, "quantity": {"value": n, "unit": unit}})
    return [(_sentence(text, f"{name} has {n} {unit}") + text, new)]


def distract_holder_end(
    case: dict[str, Any], rng: random.Random
) -> list[tuple[str, dict[str, Any]]]:
    """Insert "<New> has n <unit>." about a new person and a new unit before the question.

    Rule 1: the new holder is an entity, last in order of first mention; rule 4: its
    possession comes last. Guards: the question names its holder or asks for a total with
    a named unit, and has no pronoun (so neither ellipsis nor a pronoun can reach the new
    sentence, C3 / C5).
    """
    text, graph = case["problem"], case["ground_truth_graph"]
    parsed = read_question(text)
    if parsed is None or parsed[1].noun not in (graph["unknown"]["unit"], "money"):
        raise Skip("the question's unit is not stated as the graph's unit")
    body, question = parsed
    if PRONOUN_RE.search(question.match.string):
        raise Skip("a pronoun in the question")
    name, unit, n = _fresh_name(text, rng), _fresh_unit(text, rng), _fresh_number(text, rng)
    if is_pretokenized(text):
        name = name.lower()
    new = copy.deepcopy(graph)
    new["entities"].append(name)
    new["initial_state"].append({"entity": name, "quantity": {"value": n, "unit": unit}})
    return [(body + _sentence(text, f"{name} has {n} {unit}") + question.match.string, new)]


def distract_holder_mid(
    case: dict[str, Any], rng: random.Random
) -> list[tuple[str, dict[str, Any]]]:
    """Insert "<New> has n <unit>." right after a first sentence that only states holdings.

    Rule 4: the first sentence's possessions ("A has 5 U." or "A has 5 U and B has 6 U.")
    stay first, the new one comes next; rule 1: entities re-ordered by first mention
    (checked on the original text first). Guard: the next sentence names a holder before
    any pronoun (C3), so no pronoun can pick up the new holder.
    """
    text, graph = case["problem"], case["ground_truth_graph"]
    entities = graph_entities(graph)
    if _first_mention_order(text, entities) != entities:
        raise Skip("first mentions not found by name")
    pieces = split_sentences(text)
    end = re.search(r"\s?[.]\s*$", pieces[0])
    if len(pieces) < 3 or end is None:
        raise Skip("no first statement sentence")
    clauses = re.split(r",? and ", pieces[0][: end.start()])
    found = [_holding_clause(graph, clause) for clause in clauses]
    if found != list(range(len(clauses))):
        raise Skip("the first sentence is not only stated holdings")
    if _pronoun_first("".join(pieces[1:]), entities):
        raise Skip("a pronoun after the insertion point before any named holder")
    name, unit, n = _fresh_name(text, rng), _fresh_unit(text, rng), _fresh_number(text, rng)
    if is_pretokenized(text):
        name = name.lower()
    new_text = pieces[0] + _sentence(text, f"{name} has {n} {unit}") + "".join(pieces[1:])
    new = copy.deepcopy(graph)
    order = _first_mention_order(new_text, [*entities, name])
    assert order is not None
    new["entities"] = order
    possession = {"entity": name, "quantity": {"value": n, "unit": unit}}
    new["initial_state"].insert(len(clauses), possession)
    return [(new_text, new)]


def _event_distractors(
    case: dict[str, Any], rng: random.Random, *, at_end: bool
) -> list[tuple[str, dict[str, Any]]]:
    text, graph = case["problem"], case["ground_truth_graph"]
    asked_unit, entity = graph["unknown"]["unit"], graph["unknown"]["entity"]
    if at_end:
        parsed = read_question(text)
        if parsed is None or parsed[1].noun not in (asked_unit, "money"):
            raise Skip("the question's unit is not stated as the graph's unit")
        if PRONOUN_RE.search(parsed[1].match.string):
            raise Skip("a pronoun in the question")
        body, question = parsed[0], parsed[1].match.string
    elif _pronoun_first(text, graph_entities(graph)):
        raise Skip("a pronoun before the first named holder")
    units = [_fresh_unit(text, rng)]
    if entity is not None and asked_unit not in ("dollars", "cents"):
        units.insert(0, asked_unit)
    out = []
    for unit in units:
        name, n = _fresh_name(text, rng), _fresh_number(text, rng)
        if is_pretokenized(text):
            name = name.lower()
        new = copy.deepcopy(graph)
        op = {"actor": name, "kind": "add", "operand": {"value": n, "unit": unit}, "target": None}
        sentence = _sentence(text, f"{name} buys {n} {unit}")
        if at_end:
            new["entities"].append(name)
            new["operations"].append(op)
            out.append((body + sentence + question, new))
        else:
            new["entities"].insert(0, name)
            new["operations"].insert(0, op)
            out.append((sentence + text, new))
    return out


def distract_event(case: dict[str, Any], rng: random.Random) -> list[tuple[str, dict[str, Any]]]:
    """Prepend "<New> buys n <unit>." : the asked unit (when the question names one holder,
    not money) and a unit nobody has.

    Rule 1: the subject of a gain verb is an entity (first mention), rule 5: one ``add``
    (first in text order) with no stated holding before it (rule 4: no possession). The
    question names its holder, or the unit is another, so the answer is unchanged. Not
    the asked unit in a total (the new holder would count) or in money (a purchase would
    read as spending). Guard: the original names a holder before its first pronoun.
    """
    return _event_distractors(case, rng, at_end=False)


def distract_event_end(
    case: dict[str, Any], rng: random.Random
) -> list[tuple[str, dict[str, Any]]]:
    """The same sentences as ``distract_event``, inserted before the question: the entity
    and the ``add`` come last. Guard: the question names its unit and has no pronoun.
    """
    return _event_distractors(case, rng, at_end=True)


def distract_unit(case: dict[str, Any], rng: random.Random) -> list[tuple[str, dict[str, Any]]]:
    """Insert "<X> also has n <other unit>." before the question, X the holder asked about.

    Rule 4: one more possession, last in text order; entities unchanged. Guard: the
    question names its unit (no ellipsis from the new quantity, C5) and X is a named
    holder (any pronoun in the question now has X as its nearest antecedent, which is
    the holder the graph asks about).
    """
    text, graph = case["problem"], case["ground_truth_graph"]
    entity = graph["unknown"]["entity"]
    if entity is None or not is_person(entity):
        raise Skip("the question does not ask about a named holder")
    parsed = read_question(text)
    if parsed is None or parsed[1].noun not in (graph["unknown"]["unit"], "money"):
        raise Skip("the question's unit is not stated as the graph's unit")
    body, question = parsed
    unit, n = _fresh_unit(text, rng), _fresh_number(text, rng)
    new = copy.deepcopy(graph)
    new["initial_state"].append({"entity": entity, "quantity": {"value": n, "unit": unit}})
    sentence = _sentence(text, f"{entity} also has {n} {unit}")
    if is_pretokenized(text):
        sentence = sentence.replace(entity.lower(), entity)
    return [(body + sentence + question.match.string, new)]


def _question_or_skip(case: dict[str, Any]) -> tuple[str, Question]:
    parsed = read_question(case["problem"])
    if parsed is None:
        raise Skip("question not of the form 'How many U does X have'")
    if parsed[1].noun not in (case["ground_truth_graph"]["unknown"]["unit"], "money"):
        raise Skip("the question's noun is not the graph's unit")
    return parsed


def self_standing(graph: dict[str, Any], entity: str) -> bool:
    """RETURNS (bool): rule 1 makes ``entity`` an entity without the question: it is given a
    holding or is the actor of a one-party event (C1: a transfer alone does not count)."""
    return any(item["entity"] == entity for item in graph["initial_state"]) or any(
        op["actor"] == entity and op["kind"] != "transfer" for op in graph["operations"]
    )


def ask_about(graph: dict[str, Any], entity: str | None) -> dict[str, Any]:
    """The graph asking about ``entity`` (None: the total) instead.

    A party that was an entity only because the old question asked about it is no longer
    one (rule 1, C1): it leaves the entities, and each transfer with it becomes an
    ``add`` / ``subtract`` for the other party (C1: only one party an entity).
    RETURNS (dict): a new graph.
    """
    new = copy.deepcopy(graph)
    new["unknown"]["entity"] = entity
    dropped = {e for e in new["entities"] if e != entity and not self_standing(graph, e)}
    if entity is None:
        dropped = set()  # the caller names every entity in a total question
    new["entities"] = [e for e in new["entities"] if e not in dropped]
    for op in new["operations"]:
        if op["kind"] != "transfer":
            continue
        if op["target"] in dropped:
            op["kind"], op["target"] = "subtract", None
        elif op["actor"] in dropped:
            op["kind"], op["actor"], op["target"] = "add", op["target"], None
    return new


def ask_other(case: dict[str, Any], rng: random.Random) -> list[tuple[str, dict[str, Any]]]:
    """Ask about another entity that holds the asked unit ("does <other> have now?").

    Rule 6: the unknown is the entity the question names; a total question rewritten to
    one holder asks about that holder (C4). Only entities that hold or move the unit. A
    party that was an entity only by being asked about drops out (see ``ask_about``).
    """
    graph = case["ground_truth_graph"]
    body, question = _question_or_skip(case)
    unit, asked = graph["unknown"]["unit"], graph["unknown"]["entity"]
    others = [e for e in graph["entities"] if e != asked and holds(graph, e, unit)]
    if not others:
        raise Skip("no other holder of the asked unit")
    out = []
    for other in others:
        tail = question.match["tail"]
        if tail in TOTAL_TAILS:
            tail = " now"
        aux = "Does" if question.match["aux"][0].isupper() else "does"
        new_q = question.with_(aux=aux, subj=surface(other), tail=tail)
        out.append((body + new_q, ask_about(graph, other)))
    return out


def ask_total(case: dict[str, Any], rng: random.Random) -> list[tuple[str, dict[str, Any]]]:
    """Ask for the total over the holders: "do A and B have together" (every entity named)
    and "do they have altogether".

    Rule 6 / C3 / C4: a plural subject asks for the total over every entity holding the
    unit (``entity: null``). Only when every entity is a person; 'they' only when every
    entity is one by rule 1 without the question (else who 'they' are is circular).
    """
    graph = case["ground_truth_graph"]
    body, question = _question_or_skip(case)
    entities = graph_entities(graph)
    if graph["unknown"]["entity"] is None:
        raise Skip("already a total")
    if len(entities) < 2 or not all(map(is_person, entities)):
        raise Skip("fewer than two holders, or a holder that is not a person")
    names = ", ".join(entities[:-1]) + " and " + entities[-1]
    new = ask_about(graph, None)
    out = [(body + question.with_(aux="do", subj=names, tail=" together"), new)]
    if all(self_standing(graph, e) for e in entities):
        # 'they' covers the entities (C3) only when none is an entity by being asked about
        out.append((body + question.with_(aux="do", subj="they", tail=" altogether"), new))
    return out


def ask_subset(case: dict[str, Any], rng: random.Random) -> list[tuple[str, dict[str, Any]]]:
    """Ask for another unit the asked holder(s) hold: another kind (C13: "violet marbles"
    beside "green marbles") or the distractor unit ("apples" beside "oranges").

    Rule 6: the unknown's unit is the question's noun; the facts are unchanged.
    """
    graph = case["ground_truth_graph"]
    body, question = _question_or_skip(case)
    if question.noun == "money":
        raise Skip("money question")
    asked = graph["unknown"]["entity"]
    others = sorted(units_held(graph, asked) - {graph["unknown"]["unit"], "dollars", "cents"})
    if not others:
        raise Skip("the asked holder holds no other unit")
    out = []
    for unit in others:
        m = question.match
        new_q = question.with_(noun=unit, aux=m["aux"], subj=m["subj"], tail=m["tail"])
        new = copy.deepcopy(graph)
        new["unknown"]["unit"] = unit
        out.append((body + new_q, new))
    return out


# Inflected event verbs of the dev set -> base form, for "How many U did X <verb>?".
EVENT_VERBS = {
    "buys": "buy", "bought": "buy", "ate": "eat", "eats": "eat", "found": "find",
    "finds": "find", "lost": "lose", "loses": "lose", "picked": "pick", "uses": "use",
    "used": "use", "spent": "spend", "spends": "spend", "sold": "sell", "sells": "sell",
    "baked": "bake", "earns": "earn", "breaks": "break", "donates": "donate",
}  # fmt: skip
# the verbs of EVENT_VERBS whose event takes things from the actor
LOSS_VERBS = frozenset({"eat", "lose", "use", "spend", "sell", "break", "donate"})


def ask_change(case: dict[str, Any], rng: random.Random) -> list[tuple[Any, ...]]:
    """Ask how much a holder's event moved ("How many U did X buy?").

    The scope boundary of the dev set's README: a question that asks for a change rather
    than a final holding or a total has no schema-v1 graph. The parser may abstain, or,
    where X is the actor of only adds / subtracts, exactly one in the direction of the
    verb asked ('lose' takes away, 'buy' adds), and the text has one event verb of the
    list, answer that operation's amount (decision 0020: the change asked as
    a v3 sum); any other graph is wrong. Only where X is the actor of an add / subtract
    and the verb occurs in the text.
    """
    graph = case["ground_truth_graph"]
    body, question = _question_or_skip(case)
    actors = {
        op["actor"]
        for op in graph["operations"]
        if op["kind"] in ("add", "subtract") and is_person(op["actor"])
    }
    verbs = [EVENT_VERBS[w] for w in re.findall(r"[a-z]+", body.lower()) if w in EVENT_VERBS]
    if not actors or not verbs:
        raise Skip("no named actor of an add / subtract, or no known event verb")
    actor = sorted(actors, key=graph["entities"].index)[0]
    m = question.match
    aux = "did"
    own = [op for op in graph["operations"] if op["actor"] == actor]
    # the actor's one operation in the direction of the asked verb ("he lost 3 balloons
    # and his sister gave him 5": the one subtract is what he lost)
    kind = "subtract" if verbs[0] in LOSS_VERBS else "add"
    moved = [op for op in own if op["kind"] == kind]
    # the answer is known with one event verb in the text, or when the actor's one
    # operation is the graph's first, told by the text's first event verb, the one asked
    # ("Tara picked 13 apples and Joy picked 9 apples. Joy ate 2 of them. How many apples
    # did Tara pick?": 13, whatever Joy did)
    first = own == graph["operations"][:1]
    answer = (
        moved[0]["operand"]["value"]
        if len(moved) == 1
        and all(op["kind"] in ("add", "subtract") for op in own)
        and (len(verbs) == 1 or first)
        else None
    )
    return [(body + f"{m['lead']} {m['noun']} {aux} {actor} {verbs[0]}{m['end']}", None, answer)]


def compose(case: dict[str, Any], rng: random.Random) -> list[tuple[str, dict[str, Any] | None]]:
    """Scale, then rename, then one of reorder / distract / ask (seeded choice).

    Each step is one of the transforms above applied to the previous step's text and
    graph, so the composed graph is right when each step's is. Skips when scale or
    rename skips, or when none of the last steps applies.
    """
    text, graph = scale(case, rng)[0]
    step = {**case, "problem": text, "ground_truth_graph": graph}
    text, graph = rename(step, rng)[0]
    step = {**step, "problem": text, "ground_truth_graph": graph}
    last = [reorder, distract_holder_end, distract_unit, ask_other, ask_total, ask_subset]
    rng.shuffle(last)
    for transform in last:
        try:
            return transform(step, rng)[:1]
        except Skip:
            continue
    raise Skip("no last step applies")


TRANSFORMS: dict[str, Transform] = {
    "rename": rename,
    "scale": scale,
    "reorder": reorder,
    "distract-holder": distract_holder,
    "distract-holder-mid": distract_holder_mid,
    "distract-holder-end": distract_holder_end,
    "distract-event": distract_event,
    "distract-event-end": distract_event_end,
    "distract-unit": distract_unit,
    "ask-other": ask_other,
    "ask-total": ask_total,
    "ask-subset": ask_subset,
    "ask-change": ask_change,
    "compose": compose,
}


def generate(cases: list[dict[str, Any]], seed: str = SEED) -> Generated:
    """Apply every transform to every case.

    cases (list[dict]): dev-set rows.
    seed (str): the seed every per-case generator derives from.
    RETURNS (Generated): the transformed cases, each graph validated with
        ``graph_from_dict`` and solved, and the skips by transform and reason.
    """
    result = Generated()
    for name, transform in TRANSFORMS.items():
        for case in cases:
            rng = random.Random(f"{seed}:{name}:{case['id']}")
            try:
                produced = transform(case, rng)
            except Skip as skip:
                result.skipped[name, str(skip)] += 1
                continue
            for variant, (text, graph, *answer) in enumerate(produced):
                if text == case["problem"]:
                    raise AssertionError(f"{name} left {case['id']} unchanged")
                if graph is not None:
                    solve(graph_from_dict(graph))  # validated and consistent, or this raises
                result.cases.append(
                    Transformed(f"{case['id']}:{name}:{variant}", name, text, graph, *answer)
                )
    return result
