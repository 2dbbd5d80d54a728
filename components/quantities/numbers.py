"""Read numbers written as digits ("1,200", "3.50") or words ("twenty-one", "a dozen")."""

from __future__ import annotations

import re
from fractions import Fraction
from functools import lru_cache
from typing import Any

from ..abstention import Abstain

_DIGITS = re.compile(r"^\d{1,3}(,\d{3})+(\.\d+)?$|^\d+(\.\d+)?$|^\.\d+$")

# Every integer below 10**15 is exact in a double and fits the int64 that msgpack
# (``doc.to_bytes``, ``nlp.pipe(n_process=2)``) carries, and 17 decimals are the most a
# double's shortest repr needs ("0.16666666666666666"): a number written with more
# digits before or after the point, or a run of number words worth more, is not read.
MAX_DIGITS = 15
MAX_FRACTION_DIGITS = 17
MAX_VALUE = 10**MAX_DIGITS


def digit_value(text: str) -> Fraction | None:
    """RETURNS (Fraction | None): the value of a digit string, or None if it is not one.

    RAISES Abstain: ``out-of-range`` when the string has more than MAX_DIGITS digits
        before the point (leading zeros aside) or MAX_FRACTION_DIGITS after it.
    """
    return _digit_value(text, MAX_DIGITS, MAX_FRACTION_DIGITS)


# Keyed on the bounds as well as the text: a value read while a test lifted them must not
# be served once they are back. Fractions are immutable; an Abstain raised is not cached.
@lru_cache(maxsize=4096)
def _digit_value(text: str, max_digits: int, max_fraction_digits: int) -> Fraction | None:
    """RETURNS (Fraction | None): ``digit_value`` of ``text`` under the bounds given."""
    if not _DIGITS.match(text):
        return None
    whole, _, fraction = text.replace(",", "").partition(".")
    whole = whole.lstrip("0")
    if len(whole) > max_digits or len(fraction) > max_fraction_digits:
        shown = text if len(text) <= 24 else f"{text[:10]}...{text[-10:]}"
        raise Abstain(
            "out-of-range",
            f"the number {shown!r} has {len(whole)} digits before the point and "
            f"{len(fraction)} after; at most {max_digits} and {max_fraction_digits} are read",
        )
    return Fraction(text.replace(",", ""))


class NumberWords:
    """Converts number words to values with the tables in ``numbers.json``."""

    def __init__(self, data: Any) -> None:
        if isinstance(data, dict):  # plain JSON, as in numbers.json
            data = _Tables(data)
        self.units: dict[str, int] = dict(data.units)
        self.scales: dict[str, int] = dict(data.scales)
        self.collectives: dict[str, int] = dict(data.collectives)
        self.determiners: frozenset[str] = frozenset(data.collective_determiners)
        # words before "a dozen" that take half of it ("half a dozen": 6)
        self.halves: frozenset[str] = frozenset(data.collective_halves)
        # part words -> the whole they are a part of ("half": 2, "a third": 3), and the
        # determiners a part word other than 'half' needs ("a third of them")
        self.parts: dict[str, int] = dict(data.parts)
        self.part_determiners: frozenset[str] = frozenset(data.part_determiners)
        self.rest: frozenset[str] = frozenset(data.part_rest_words)  # "half of the rest"
        # the words before a number that spare it from a whole ("all but 4 of them")
        self.percents: frozenset[str] = frozenset(data.percents)  # "25% of them"
        # verbs of things that come in containers of a size ("come in packages of 8")
        self.contents_verbs: frozenset[str] = frozenset(data.contents_verbs)
        self.spared: tuple[tuple[str, ...], ...] = tuple(
            tuple(p.split()) for p in data.spared_before
        )
        # every word that is a number by itself
        self.words: frozenset[str] = frozenset([*self.units, *self.scales, *self.collectives])
        # (bounds, run of words) -> its value, for every run read (an Abstain raised is
        # not kept); the bounds are part of the key, as in ``_digit_value``
        self._values: dict[tuple[Any, ...], Fraction | None] = {}

    def is_number_word(self, word: str) -> bool:
        word = word.lower()
        return word in self.units or word in self.scales

    def is_collective(self, word: str) -> bool:
        return word.lower() in self.collectives

    def value(self, words: list[str]) -> Fraction | None:
        """Value of a run of number words, e.g. ["twenty", "-", "one"] or ["a", "dozen"].

        words (list[str]): the tokens of the run in order, hyphens and "and" allowed.
        RETURNS (Fraction | None): the value, or None when the run is not a number.
        """
        key = (MAX_DIGITS, MAX_FRACTION_DIGITS, MAX_VALUE, *words)
        try:
            return self._values[key]
        except KeyError:  # not read yet
            pass
        found = self._value(words)
        if len(self._values) > 10_000:
            self._values.clear()
        self._values[key] = found
        return found

    def _value(self, words: list[str]) -> Fraction | None:
        total = 0
        current: Fraction | None = None
        seen_any = False
        seen_number = False
        last: str | None = None  # what the previous number word was, within its group
        big = MAX_VALUE  # the last scale of a thousand or more: the next must be smaller
        for raw in words:
            word = raw.lower()
            if word in ("-", "and"):
                continue
            digits = digit_value(word)
            if word in self.units or digits is not None:
                seen_number = True
                number = Fraction(self.units[word]) if digits is None else digits
                kind = "digits" if digits is not None else _unit_kind(number)
                if last not in _FOLLOWS[kind] or (last == "tens" and number == 0):
                    raise _not_one_number(words)  # "five five", "twenty zero"
                last = "tens unit" if kind == "unit" and last == "tens" else kind
                current = number if current is None else current + number
            elif word in self.scales or word in self.collectives:
                seen_number = True
                factor = self.scales.get(word) or self.collectives[word]
                kind = "collective" if word in self.collectives else "hundred"
                if word in self.scales and factor >= 1000:
                    kind = "scale"
                    if factor >= big:
                        raise _not_one_number(words)  # "million million", "thousand million"
                    big = factor
                if last not in _FOLLOWS[kind]:
                    raise _not_one_number(words)
                last = kind
                current = Fraction(factor) * (1 if current is None else current)
                if kind == "scale":
                    total += current
                    current = None
            elif word in self.determiners and not seen_any:
                current = None
            else:
                return None
            seen_any = True
        if current is not None:
            total += current
        if total >= MAX_VALUE:
            raise Abstain(
                "out-of-range", f"a run of {len(words)} number words is worth {MAX_VALUE} or more"
            )
        return Fraction(total) if seen_number else None


def _unit_kind(number: Fraction) -> str:
    """RETURNS (str): "unit" (0-9), "teen" (10-19) or "tens" (20, 30, ... 90)."""
    return "unit" if number < 10 else "teen" if number < 20 else "tens"


# The word kinds that may come before each kind inside one number (None: the run's start,
# or after its determiner): "twenty-one", "one hundred five", "fifteen hundred", "two
# million three hundred thousand", "two dozen"; never "five five", "twenty thirty",
# "hundred hundred", a scale after the same or a larger one, or digits after words.
_GROUP = ("unit", "teen", "tens", "tens unit", "digits")
_FOLLOWS: dict[str, frozenset[str | None]] = {
    "unit": frozenset({None, "tens", "hundred", "scale"}),
    "teen": frozenset({None, "hundred", "scale"}),
    "tens": frozenset({None, "hundred", "scale"}),
    "digits": frozenset({None}),
    "hundred": frozenset({None, *_GROUP}),
    "scale": frozenset({None, "hundred", *_GROUP}),
    "collective": frozenset({None, *_GROUP}),
}


def _not_one_number(words: list[str]) -> Abstain:
    shown = " ".join(w for w in words if w not in ("-",))
    return Abstain("unsupported-quantity", f"{shown!r} is not one number")


class _Tables:
    """Attribute access over a plain ``numbers.json`` dict."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.units = data["units"]
        self.scales = data["scales"]
        self.collectives = data["collectives"]
        self.collective_determiners = data["collective_determiners"]
        self.collective_halves = data.get("collective_halves", [])  # an older table: none
        self.parts = data.get("parts", {})
        self.part_determiners = data.get("part_determiners", [])
        self.part_rest_words = data.get("part_rest_words", [])
        self.spared_before = data.get("spared_before", [])
        self.contents_verbs = data.get("contents_verbs", [])
        self.percents = data.get("percents", [])
