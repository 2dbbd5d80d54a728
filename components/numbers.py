"""Read numbers written as digits ("1,200", "3.50") or words ("twenty-one", "a dozen")."""

from __future__ import annotations

import re
from fractions import Fraction
from functools import lru_cache
from typing import Any

from .abstention import Abstain

_DIGITS = re.compile(r"^\d{1,3}(,\d{3})+(\.\d+)?$|^\d+(\.\d+)?$|^\.\d+$")

# Every integer below 10**15 is exact in a double and fits the int64 that msgpack
# (``doc.to_bytes``, ``nlp.pipe(n_process=2)``) carries, and 17 decimals are the most a
# double's shortest repr needs ("0.16666666666666666"): a number written with more
# digits before or after the point, or a run of number words worth more, is not read.
MAX_DIGITS = 15
MAX_FRACTION_DIGITS = 17
MAX_VALUE = 10**MAX_DIGITS


@lru_cache(maxsize=4096)  # Fractions are immutable; an Abstain raised is not cached
def digit_value(text: str) -> Fraction | None:
    """RETURNS (Fraction | None): the value of a digit string, or None if it is not one.

    RAISES Abstain: ``out-of-range`` when the string has more than MAX_DIGITS digits
        before the point (leading zeros aside) or MAX_FRACTION_DIGITS after it.
    """
    if not _DIGITS.match(text):
        return None
    whole, _, fraction = text.replace(",", "").partition(".")
    whole = whole.lstrip("0")
    if len(whole) > MAX_DIGITS or len(fraction) > MAX_FRACTION_DIGITS:
        shown = text if len(text) <= 24 else f"{text[:10]}...{text[-10:]}"
        raise Abstain(
            "out-of-range",
            f"the number {shown!r} has {len(whole)} digits before the point and "
            f"{len(fraction)} after; at most {MAX_DIGITS} and {MAX_FRACTION_DIGITS} are read",
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
        # every word that is a number by itself
        self.words: frozenset[str] = frozenset([*self.units, *self.scales, *self.collectives])
        # run of words -> its value, for every run read (an Abstain raised is not kept)
        self._values: dict[tuple[str, ...], Fraction | None] = {}

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
        key = tuple(words)
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
        for raw in words:
            word = raw.lower()
            if word in ("-", "and"):
                continue
            digits = digit_value(word)
            if word in self.units or digits is not None:
                seen_number = True
                number = Fraction(self.units[word]) if digits is None else digits
                current = number if current is None else current + number
            elif word in self.scales or word in self.collectives:
                seen_number = True
                factor = self.scales.get(word) or self.collectives[word]
                current = Fraction(factor) * (1 if current is None else current)
                if word in self.scales and factor >= 1000:
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


class _Tables:
    """Attribute access over a plain ``numbers.json`` dict."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.units = data["units"]
        self.scales = data["scales"]
        self.collectives = data["collectives"]
        self.collective_determiners = data["collective_determiners"]
