"""Units that convert exactly (decision 0010): groups of units with their size in the
group's smallest unit, the singular of each (a rate's ``per``), and the measures whose
amounts need not be whole. Data only; imports nothing of the project."""

from __future__ import annotations

from fractions import Fraction

UNIT_GROUPS: dict[str, dict[str, int]] = {
    "time": {"seconds": 1, "minutes": 60, "hours": 3600, "days": 86400, "weeks": 604800},
    "calendar": {"months": 1, "years": 12},
    "money": {"cents": 1, "dollars": 100},
    "length": {"inches": 1, "feet": 12, "yards": 36, "miles": 63360},
    "metric length": {"millimeters": 1, "centimeters": 10, "meters": 1000, "kilometers": 1000000},
    "weight": {"ounces": 1, "pounds": 16},
    "mass": {"grams": 1, "kilograms": 1000},
    "volume": {"milliliters": 1, "liters": 1000},
}
"""Each group's units (plural) and their size in its smallest unit. Two units convert
only inside one group: days and months, inches and centimeters never do (a problem that
needs it states the factor, as a rate)."""

DOZENS = "dozens"
"""A unit of twelve of anything counted: ``dozens`` converts to any unit that is in no
group (3 dozens = 36 eggs) and to nothing in a group."""

DOZEN_SIZE = 12

UNIT_OF_PER: dict[str, str] = {
    "second": "seconds", "minute": "minutes", "hour": "hours", "day": "days", "week": "weeks",
    "month": "months", "year": "years", "cent": "cents", "dollar": "dollars",
    "inch": "inches", "foot": "feet", "yard": "yards", "mile": "miles",
    "millimeter": "millimeters", "centimeter": "centimeters", "meter": "meters",
    "kilometer": "kilometers", "ounce": "ounces", "pound": "pounds", "gram": "grams",
    "kilogram": "kilograms", "milliliter": "milliliters", "liter": "liters", "dozen": "dozens",
}  # fmt: skip
"""The plural unit of each singular ``per`` that converts (``"foot"`` -> ``"feet"``)."""

SINGULAR: dict[str, str] = {plural: singular for singular, plural in UNIT_OF_PER.items()}

MEASURE_UNITS: frozenset[str] = frozenset(
    {unit for group in UNIT_GROUPS.values() for unit in group}
    | {"cups", "gallons", "quarts", "pints", "tablespoons", "teaspoons", "tons", "degrees"}
    | {"percent"}
)
"""Units whose amounts may be fractions (money, time, lengths, weights, volumes). A part
of any other unit counts things and must be whole (decision 0010)."""

_GROUP_OF: dict[str, str] = {unit: name for name, group in UNIT_GROUPS.items() for unit in group}


def unit_group(unit: str) -> str | None:
    """RETURNS (str | None): the name of ``unit``'s group, ``"dozens"`` for dozens, None
    when it converts to nothing."""
    return DOZENS if unit == DOZENS else _GROUP_OF.get(unit)


def conversion(source: str, target: str) -> Fraction | None:
    """How many ``target`` one ``source`` is.

    source (str): a plural unit.
    target (str): a plural unit.
    RETURNS (Fraction | None): 1 for the same unit, the exact factor inside one group
        (``conversion("feet", "inches") == 12``), 12 from dozens to a unit in no group;
        None when the two do not convert.
    """
    if source == target:
        return Fraction(1)
    group = _GROUP_OF.get(source)
    if group is not None and _GROUP_OF.get(target) == group:
        sizes = UNIT_GROUPS[group]
        return Fraction(sizes[source], sizes[target])
    if source == DOZENS and target not in _GROUP_OF:
        return Fraction(DOZEN_SIZE)
    if target == DOZENS and source not in _GROUP_OF:
        return Fraction(1, DOZEN_SIZE)
    return None


def related(unit: str, other: str) -> bool:
    """RETURNS (bool): an equation may join ``unit`` and ``other``: they convert, or
    neither is in a group (a hypernym: ``students`` of ``people``)."""
    if conversion(unit, other) is not None:
        return True
    return unit_group(unit) is None and unit_group(other) is None
