"""Solve a schema v2 or v3 graph: every fact is an equation over quantities (decisions
0006 and 0010).

Unstated slots and holdings are variables. The solver propagates: it repeatedly takes
the first equation (in fact order) with one unknown left and solves it exactly; when
that stalls it eliminates over the remaining linear equations. A product with a stated
factor ("3 times as many as Noor") is linear in the rest; only a product of two unknowns
is not. Each solved variable is a ``Derivation`` with the fact that gave it, in solving
order. Values on the way (a conversion factor, "3/7 week") are exact fractions, written
exactly; only a solved quantity must be a number the schema stores (decision 0006).
A reference (schema v3) makes a slot the variable it names, or that variable converted
to the slot's unit; units of one group convert wherever an equation meets two of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction

import msgspec

from .schema import (
    RATIO_UNITS,
    TIME_UNITS,
    Average,
    Change,
    Compare,
    Differ,
    Fact,
    Has,
    MathProblemGraph,
    Need,
    Quantity,
    Rate,
    RateFact,
    Scale,
    Share,
    Sum,
    Total,
    _number_text,
    graph_form,
    ratio_text,
)
from .units import MEASURE_UNITS, SINGULAR, UNIT_OF_PER, conversion

TIMES, MINUS, DIVIDED = "\u00d7", "\u2212", "\u00f7"
"""The signs of a worked step: multiplication sign, minus sign, division sign."""


class Derivation(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One derived quantity of a v2 graph.

    fact (int | None): index of the fact that gave it; None for the question's own sum.
    equation (str): the worked arithmetic in English, "4 boxes \u00d7 6 eggs per box = 24 eggs".
    result (Quantity): the derived value in its unit.
    """

    fact: int | None
    equation: str
    result: Quantity


@dataclass
class _Var:
    label: str  # how a value of it reads: "eggs", "eggs per box", "more apples", ""
    unit: str  # the unit of its Quantity in a Derivation
    fact: int | None
    holding: bool = False  # a holding (negative-holding) or a slot (negative-value)
    whole: bool = False  # a share's groups or each
    count: bool = False  # a part of things counted (schema v3): whole, else not-whole
    per: int = 0  # a ratio's per (schema v3): its value reads "25%", "1/3", "3"


@dataclass
class _Eq:
    fact: int | None
    kind: str  # "lin", "prod", "share", "fail" (unstated-holding, raised when reached)
    # lin: sum(coef * var) + const = 0
    terms: list[tuple[int, Fraction]] = field(default_factory=list)
    const: Fraction = Fraction(0)
    # prod: a = k * b * c (also a lin one with a stated b or c, to write its step as the
    # product); share: (total, groups, each, remainder | None)
    args: tuple[int | None, ...] = ()
    k: Fraction = Fraction(1)
    convert: str = ""  # the rate's per unit when k != 1 ("days")
    message: str = ""  # a "fail" equation's refusal
    # schema v3: a scale (kind, per, k) with args (result, base, ratio); an average's
    # number of terms (its lin equation is n x mean - terms = 0)
    scale: tuple[str, int, Fraction] | None = None
    average: int = 0

    def variables(self) -> list[int]:
        if self.kind == "lin":
            return [var for var, _ in self.terms]
        return [var for var in self.args if var is not None]


class Refusal(Exception):
    """Raised inside the engine; the solver turns it into InconsistentGraphError."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class System:
    """The variables and equations of one v2 graph, built fact by fact."""

    def __init__(self, check: Callable[[Fraction, str], int | float]) -> None:
        self.vars: list[_Var] = []
        self.values: dict[int, Fraction] = {}
        self.eqs: list[_Eq] = []
        self.holdings: dict[tuple[str | None, str], int] = {}
        self.slots: dict[tuple[int, str], int] = {}
        self.derivations: list[Derivation] = []
        self._target: int | None = None
        self._check = check  # (value, where) -> the stored number; raises Refusal
        self.singular = _TIME_SINGULAR  # units said in the singular for 1 (v3: all that convert)

    # --- building ---------------------------------------------------------------------

    def new(self, var: _Var, value: int | float | None = None) -> int:
        self.vars.append(var)
        index = len(self.vars) - 1
        if value is not None:
            self.values[index] = exact(value)
        return index

    def slot(self, index: int, name: str, item: Quantity | Rate, label: str = "") -> int:
        if item.ref is not None:
            var = self._referenced(index, item, label)
        else:
            var = self.new(_Var(label or _label(item), item.unit, index), item.value)
        self.slots[index, name] = var
        return var

    def _referenced(self, index: int, item: Quantity | Rate, label: str) -> int:
        """RETURNS (int): the variable a referencing slot stands for: the one it names
        (a rate's label wins: "dollars per pen"), or a new one equal to it converted."""
        ref = item.ref
        assert ref is not None
        if ref.holder is not None:
            target = self.read(ref.holder, item.unit, index)
        else:
            assert ref.fact is not None and ref.slot is not None
            target = self.slots[ref.fact, ref.slot]
        factor = conversion(self.vars[target].unit, item.unit)
        assert factor is not None  # the schema checks that referenced units convert
        if factor == 1:
            if isinstance(item, Rate):
                self.vars[target].label = label or _label(item)
            return target
        var = self.new(_Var(label or _label(item), item.unit, index))
        self.lin(index, [(var, 1), (target, -factor)])
        return var

    def read(self, entity: str | None, unit: str, index: int) -> int:
        """RETURNS (int): the holding's variable; an unknown of its own when unstated."""
        key = (entity, unit)
        if key not in self.holdings:
            self.holdings[key] = self.new(_Var(unit, unit, index, holding=True))
        return self.holdings[key]

    def changed(self, entity: str | None, unit: str, index: int) -> int:
        var = self.new(_Var(unit, unit, index, holding=True))
        self.holdings[entity, unit] = var
        return var

    def lin(self, index: int | None, terms: list[tuple[int, int]], const: Fraction = Fraction(0)):
        self.eqs.append(
            _Eq(index, "lin", [(v, Fraction(c)) for v, c in terms], const=Fraction(const))
        )

    def product(
        self, index: int, a: int, b: int, c: int, k: Fraction = Fraction(1), convert: str = ""
    ) -> None:
        """Add the equation a = k \u00d7 b \u00d7 c of fact number ``index``.

        A stated b or c makes it linear in the rest (Leah = 3 \u00d7 Noor), so elimination
        can solve it with other facts; only two unknown factors make it a product.
        """
        eq = _Eq(index, "prod", args=(a, b, c), k=k, convert=convert)
        stated = [var for var in (b, c) if var in self.values]
        if stated:
            factor = k
            for var in stated:
                factor *= self.values[var]
            eq.kind = "lin"
            eq.terms = [(a, Fraction(1))]
            if len(stated) == 2:
                eq.const = -factor
            elif factor != 0:  # 0 x the other factor is 0 whatever it is
                eq.terms.append((c if b in stated else b, -factor))
        self.eqs.append(eq)

    def add(self, index: int, fact: Fact) -> None:
        """Add the variables and equations of fact number ``index``."""
        if isinstance(fact, Has):
            var = self.slot(index, "quantity", fact.quantity)
            key = (fact.entity, fact.quantity.unit)
            if key in self.holdings:
                self.lin(index, [(self.holdings[key], 1), (var, -1)])
            else:
                self.vars[var].holding = True
                self.holdings[key] = var
        elif isinstance(fact, Change):
            self._change(index, fact)
        elif isinstance(fact, RateFact):
            count = self.slot(index, "count", fact.count)
            rate = self.slot(index, "rate", fact.rate)
            total = self.slot(index, "total", fact.total)
            k, convert = _count_factor(fact.count.unit, fact.rate.per)
            if fact.total.unit != fact.rate.unit:  # the product in the rate's unit, converted
                made = self.new(_Var(fact.rate.unit, fact.rate.unit, index))
                factor = conversion(fact.rate.unit, fact.total.unit)
                assert factor is not None  # the schema checks it
                self.product(index, made, count, rate, k, convert)
                self.lin(index, [(total, 1), (made, -factor)])
            else:
                self.product(index, total, count, rate, k, convert)
            if fact.kind is not None:
                before = self.holdings.get((fact.entity, fact.total.unit))
                after = self.changed(fact.entity, fact.total.unit, index)
                sign = 1 if fact.kind == "add" else -1
                terms = [(after, 1), (total, -sign)]
                if before is not None:
                    terms.insert(1, (before, -1))
                self.lin(index, terms)
        elif isinstance(fact, Share):
            total = self.slot(index, "total", fact.total)
            groups = self.slot(index, "groups", fact.groups)
            each = self.slot(index, "each", fact.each)
            self.vars[groups].whole = self.vars[each].whole = True
            remainder = None
            if fact.remainder is not None:
                label = f"{fact.remainder.unit} left over"
                remainder = self.slot(index, "remainder", fact.remainder, label)
                remainder = self._in_unit(index, remainder, fact.each.unit, label)
            total = self._in_unit(index, total, fact.each.unit)
            self.eqs.append(_Eq(index, "share", args=(total, groups, each, remainder)))
        elif isinstance(fact, Compare):
            self._compare(index, fact)
        elif isinstance(fact, Need):
            goal = self.slot(index, "goal", fact.goal)
            shortfall = self.slot(index, "shortfall", fact.shortfall)
            self.vars[shortfall].label = f"more {fact.goal.unit}"
            have = self.read(fact.entity, fact.goal.unit, index)
            self.lin(index, [(goal, 1), (have, -1), (shortfall, -1)])
        elif isinstance(fact, Total):
            whole = self.slot(index, "whole", fact.whole)
            terms: list[tuple[int, Fraction]] = [(whole, Fraction(1))]
            for holder, unit in self._parts(fact, index):
                scale = conversion(unit, fact.whole.unit) or Fraction(1)
                terms.append((self.read(holder, unit, index), -scale))
            self.eqs.append(_Eq(index, "lin", terms))
        else:
            self._add_v3(index, fact)

    def _in_unit(self, index: int, var: int, unit: str, label: str = "") -> int:
        """RETURNS (int): ``var``, or a new variable equal to it in ``unit`` (converted)."""
        mine = self.vars[var].unit
        if mine == unit:
            return var
        factor = conversion(mine, unit)
        assert factor is not None  # the schema checks it
        new = self.new(_Var(label or unit, unit, index))
        self.lin(index, [(new, 1), (var, -factor)])
        return new

    def _add_v3(self, index: int, fact: Fact) -> None:
        """Add the variables and equation of a v3 fact (decision 0010)."""
        if isinstance(fact, (Sum, Average)):
            last = "whole" if isinstance(fact, Sum) else "mean"
            result = self.slot(index, last, getattr(fact, last))
            unit = self.vars[result].unit
            terms: list[tuple[int, Fraction]] = []
            for i, term in enumerate(fact.terms):
                var = self.slot(index, f"terms.{i}", term)
                terms.append((var, -(conversion(term.unit, unit) or Fraction(1))))
            if isinstance(fact, Sum):
                self.eqs.append(_Eq(index, "lin", [(result, Fraction(1)), *terms]))
            else:
                n = len(fact.terms)
                self.eqs.append(_Eq(index, "lin", [(result, Fraction(n)), *terms], average=n))
        elif isinstance(fact, Differ):
            base = self.slot(index, "base", fact.base)
            by = self.slot(index, "by", fact.by, f"{fact.kind} {fact.by.unit}")
            result = self.slot(index, "result", fact.result)
            unit = fact.result.unit
            sign = 1 if fact.kind == "more" else -1
            self.lin(
                index,
                [
                    (result, 1),
                    (base, -(conversion(fact.base.unit, unit) or Fraction(1))),
                    (by, -sign * (conversion(fact.by.unit, unit) or Fraction(1))),
                ],
            )
        elif isinstance(fact, Scale):
            self._scale_fact(index, fact)

    def _scale_fact(self, index: int, fact: Scale) -> None:
        base = self.slot(index, "base", fact.base)
        result = self.slot(index, "result", fact.result)
        ratio = self.new(
            _Var("", RATIO_UNITS.get(fact.ratio.per, "times"), index, per=fact.ratio.per),
            fact.ratio.value,
        )
        self.slots[index, "ratio"] = ratio
        if fact.result.unit not in MEASURE_UNITS:
            self.vars[result].count = True
        k = conversion(fact.base.unit, fact.result.unit) or Fraction(1)
        eq = _Eq(index, "scale", args=(result, base, ratio), scale=(fact.kind, fact.ratio.per, k))
        if ratio in self.values:  # a stated ratio: linear, result = k x factor x base
            eq.kind = "lin"
            eq.terms = [(result, Fraction(1)), (base, -k * self._factor(eq))]
        self.eqs.append(eq)

    def _factor(self, eq: _Eq) -> Fraction:
        """RETURNS (Fraction): what a scale multiplies its base by: 1/4 for "25% of",
        0.8 for "20% off", 1.1 for "a 10% raise" (its ratio known)."""
        assert eq.scale is not None
        kind, per, _ = eq.scale
        part = self.values[eq.args[2]] / per  # type: ignore[index]
        return {"times": part, "less": 1 - part, "more": 1 + part}[kind]

    def _parts(self, fact: Total, index: int) -> list[tuple[str | None, str]]:
        if fact.holders:
            pairs = [(holder, unit) for holder in fact.holders for unit in fact.parts]
            if len(fact.holders) == 1 or len(fact.parts) == 1:
                return pairs  # a pair nobody stated is an unknown of its own
            return [pair for pair in pairs if pair in self.holdings]  # else it reads 0
        found = [key for key in self.holdings if key[1] in fact.parts]
        if not found:
            raise Refusal("unknown-unit", f"fact {index}: nobody holds any of {list(fact.parts)}")
        return sorted(found, key=lambda key: fact.parts.index(key[1]))

    def _change(self, index: int, fact: Change) -> None:
        unit = fact.operand.unit
        amount = self.slot(index, "operand", fact.operand)
        if fact.kind in ("multiply", "divide"):
            self.vars[amount].label = ""
            if (fact.actor, unit) not in self.holdings:
                # refused when solving reaches it, so earlier refusals come first (as in v1)
                message = f"fact {index}: {fact.actor}'s {unit} are scaled but were never stated"
                self.eqs.append(_Eq(index, "fail", message=message))
                self.changed(fact.actor, unit, index)
                return
            before = self.holdings[fact.actor, unit]
            after = self.changed(fact.actor, unit, index)
            if fact.kind == "multiply":
                self.product(index, after, before, amount)
            else:
                self.product(index, before, after, amount)
            return
        sign = 1 if fact.kind == "add" else -1
        before = self.holdings.get((fact.actor, unit))
        after = self.changed(fact.actor, unit, index)
        terms = [(after, 1), (amount, -sign)]
        if before is not None:
            terms.insert(1, (before, -1))
        self.lin(index, terms)
        if fact.kind == "transfer":
            assert fact.target is not None  # guaranteed by the schema
            before = self.holdings.get((fact.target, unit))
            after = self.changed(fact.target, unit, index)
            terms = [(after, 1), (amount, -1)]
            if before is not None:
                terms.insert(1, (before, -1))
            self.lin(index, terms)

    def _compare(self, index: int, fact: Compare) -> None:
        label = {"more": f"more {fact.unit}", "fewer": f"fewer {fact.unit}"}.get(fact.kind, "")
        by = self.new(_Var(label, fact.unit, index), fact.by)
        self.slots[index, "by"] = by
        than = self.read(fact.than, fact.unit, index)
        mine = self.read(fact.entity, fact.unit, index)
        if fact.kind == "more":
            self.lin(index, [(mine, 1), (than, -1), (by, -1)])
        elif fact.kind == "fewer":
            self.lin(index, [(than, 1), (mine, -1), (by, -1)])
        elif fact.kind == "times":
            self.product(index, mine, than, by)
        else:
            self.product(index, than, mine, by)

    # --- solving ----------------------------------------------------------------------

    def solve_for(self, target: int | None, missing: str = "") -> Fraction:
        """RETURNS (Fraction): the value of ``target``; RAISES Refusal.

        target (int | None): the asked variable; None when the question asks for a unit
            nobody holds (``missing``): everything is solved and checked, then refused.
        """
        self._target = target
        pending = list(self.eqs)
        while True:
            progressed = False
            for eq in pending:
                unknown = [v for v in eq.variables() if v not in self.values]
                if self._step(eq, unknown):
                    pending.remove(eq)
                    progressed = True
                    break
            if not progressed and not self._eliminate(pending):
                break
        if target is None:
            raise Refusal("unknown-unit", f"the question asks for {missing!r}, which nobody holds")
        if target in self.values:
            return self.values[target]
        raise self._stuck(target, pending)

    def _step(self, eq: _Eq, unknown: list[int]) -> bool:
        """Solve or check ``eq`` if it can be; RETURNS (bool): it is done."""
        if eq.kind == "fail":
            raise Refusal("unstated-holding", eq.message)
        if eq.scale is not None:
            return self._scale(eq, unknown)
        if eq.kind == "lin":
            if len(unknown) > 1:
                return False
            if eq.args and all(v in self.values for v in eq.args if v not in unknown):
                return self._prod(eq, unknown)  # a stated factor: its step is the product
            if not unknown:
                total = eq.const + sum(c * self.values[v] for v, c in eq.terms)
                if total != 0:
                    raise self._contradiction(eq)
                return True
            (var,) = unknown
            coef = dict(eq.terms)[var]
            rest = eq.const + sum(c * self.values[v] for v, c in eq.terms if v != var)
            self._set(var, -rest / coef, eq, self._lin_text(eq, var))
            return True
        if eq.kind == "prod":
            return self._prod(eq, unknown)
        return self._share(eq, unknown)

    def _prod(self, eq: _Eq, unknown: list[int]) -> bool:
        a, b, c = eq.args
        assert a is not None and b is not None and c is not None
        if len(unknown) > 1:
            return False
        v = self.values
        if not unknown:
            if v[a] != eq.k * v[b] * v[c]:
                raise self._contradiction(eq)
            return True
        (var,) = unknown
        if var == a:
            count = self._show(b) if eq.k == 1 else self._converted(b, eq)
            self._set(a, eq.k * v[b] * v[c], eq, f"{count} {TIMES} {self._show(c)}")
            return True
        other = c if var == b else b
        divisor = eq.k * v[other]
        if divisor == 0:  # 0 x anything: any value fits 0, none fits anything else
            if v[a] == 0:
                raise Refusal("underdetermined", f"fact {eq.fact}: any {self._describe(var)} fits")
            raise self._contradiction(eq)
        if var == b:
            text = f"{self._show(a)} {DIVIDED} {self._show(c)}"
            if eq.k != 1:  # the count in the rate's time unit, then in its own
                text += f" = {self._amount(v[a] / v[c], eq.convert)}"
        else:
            shown = self._show(b) if eq.k == 1 else self._converted(b, eq)
            text = f"{self._show(a)} {DIVIDED} {shown}"
        self._set(var, v[a] / divisor, eq, text)
        return True

    def _scale(self, eq: _Eq, unknown: list[int]) -> bool:
        """Solve or check a scale (schema v3): result = k x factor x base, the factor
        from the ratio; RETURNS (bool): it is done."""
        assert eq.scale is not None
        result, base, ratio = eq.args
        assert result is not None and base is not None and ratio is not None
        kind, per, k = eq.scale
        if len(unknown) > 1:
            return False
        v = self.values
        if not unknown:
            if v[result] != k * self._factor(eq) * v[base]:
                raise self._contradiction(eq)
            return True
        (var,) = unknown
        if var == ratio:
            if v[base] == 0:
                if v[result] == 0:
                    raise Refusal("underdetermined", f"fact {eq.fact}: any part of 0 is 0")
                raise self._contradiction(eq)
            part = v[result] / (k * v[base])
            value = {"times": part, "less": 1 - part, "more": part - 1}[kind] * per
            text = f"{self._show(result)} {DIVIDED} {self._show(base)}"
            if kind != "times":
                first, second = (base, result) if kind == "less" else (result, base)
                text = (
                    f"({self._show(first)} {MINUS} {self._show(second)}) {DIVIDED} "
                    f"{self._show(base)}"
                )
            self._set(ratio, value, eq, text)
            return True
        shown = ratio_text(self._text(v[ratio]), per)
        factor = k * self._factor(eq)
        if var == result:
            whole = self._show(base)
            if k != 1:
                whole += f" ({self._amount(v[base] * k, self.vars[result].unit)})"
            part = f"{shown} {TIMES} {whole}" if per == 1 else f"{shown} of {whole}"
            text = part
            if kind != "times":  # "80 dollars - 20%", "30 students - 1/3 of 30 students"
                sign = MINUS if kind == "less" else "+"
                text = f"{whole} {sign} {shown if per == 100 else part}"
            self._set(result, factor * v[base], eq, text)
            return True
        if factor == 0:  # 100% off: any base fits 0, none fits anything else
            if v[result] == 0:
                raise Refusal("underdetermined", f"fact {eq.fact}: any {self._describe(var)} fits")
            raise self._contradiction(eq)
        if kind != "times":
            whole = "100%" if per == 100 else "1"
            shown = f"({whole} {MINUS if kind == 'less' else '+'} {shown})"
        self._set(base, v[result] / factor, eq, f"{self._show(result)} {DIVIDED} {shown}")
        return True

    def _share(self, eq: _Eq, unknown: list[int]) -> bool:
        total, groups, each, rest = eq.args
        assert total is not None and groups is not None and each is not None
        v = self.values
        if rest is not None and rest in unknown and total in unknown:
            return False
        if total in unknown:
            if len(unknown) > 1:
                return False
            extra = v[rest] if rest is not None else 0
            text = f"{self._show(groups)} {TIMES} {self._show(each)}"
            if rest is not None:
                text += f" + {self._show(rest)}"
            self._set(total, v[groups] * v[each] + extra, eq, text)
            return True
        self._whole(total, eq)
        if groups in unknown and each in unknown:
            return False
        if not unknown or unknown == [rest]:
            made = v[groups] * v[each]
            if rest is None:
                if made != v[total]:
                    raise self._contradiction(eq)
                return True
            left = v[total] - made
            if rest in unknown:
                if left < 0:
                    raise self._contradiction(eq)
                text = (
                    f"{self._show(total)} {MINUS} {self._show(groups)} {TIMES} {self._show(each)}"
                )
                self._set(rest, left, eq, text)
            elif left != v[rest]:
                raise self._contradiction(eq)
            return True
        asked, divisor = (each, groups) if each in unknown else (groups, each)
        text = f"{self._show(total)} {DIVIDED} {self._show(divisor)}"
        if rest is not None and rest not in unknown:
            quotient = (v[total] - v[rest]) / v[divisor]
            text = (
                f"({self._show(total)} {MINUS} {self._show(rest)}) {DIVIDED} {self._show(divisor)}"
            )
            self._set(asked, quotient, eq, text)
            return True
        quotient, left = divmod(v[total], v[divisor])
        if rest is None:
            if left != 0:
                raise Refusal(
                    "not-whole",
                    f"fact {eq.fact}: {self._show(total)} do not split into whole groups "
                    f"by {self._show(divisor)} and no remainder is asked",
                )
            self._set(asked, Fraction(quotient), eq, text)
            return True
        self._set(asked, Fraction(quotient), eq, text)
        self._set(
            rest,
            left,
            eq,
            f"{self._show(total)} {MINUS} {self._show(divisor)} {TIMES} {self._show(asked)}",
        )
        return True

    def _whole(self, var: int, eq: _Eq) -> None:
        if self.values[var].denominator != 1:
            raise Refusal(
                "not-whole", f"fact {eq.fact}: {self._show(var)} are not a whole number to share"
            )

    def _eliminate(self, pending: list[_Eq]) -> bool:
        """Eliminate over the pending linear equations; RETURNS (bool): progress.

        Products with a stated factor join only when the other equations alone do not
        move, so each is written as its product whenever propagation can reach it.
        """
        plain = [eq for eq in pending if eq.kind == "lin" and not eq.args]
        return self._gauss(plain) or self._gauss([eq for eq in pending if eq.kind == "lin"])

    def _gauss(self, pending: list[_Eq]) -> bool:
        """Gauss-Jordan over linear equations; RETURNS (bool): a variable was solved.

        It fixes the first variable it can and stops: propagation then writes what
        follows from it as worked steps ("12 stickers \u00d7 3 = 36 stickers").
        """
        rows = []
        for eq in pending:
            row: dict[int, Fraction] = {}
            const = eq.const
            for var, coef in eq.terms:
                if var in self.values:
                    const += coef * self.values[var]
                else:
                    row[var] = row.get(var, Fraction(0)) + coef
            rows.append((eq, {k: c for k, c in row.items() if c != 0}, const))
        solved_rows: list[tuple[int, dict[int, Fraction], Fraction, list[_Eq]]] = []
        for eq, row, const in rows:
            used = [eq]
            for pivot, prow, pconst, pused in solved_rows:
                if pivot in row:
                    factor = row[pivot]
                    for var, coef in prow.items():
                        row[var] = row.get(var, Fraction(0)) - factor * coef
                    const -= factor * pconst
                    row = {k: c for k, c in row.items() if c != 0}
                    used += pused
            if not row:
                if const != 0:
                    raise self._contradiction(eq)
                continue
            pivot = min(row)
            scale = row[pivot]
            row = {k: c / scale for k, c in row.items()}
            const /= scale
            for i, (p, prow, pconst, pused) in enumerate(solved_rows):
                if pivot in prow:
                    factor = prow[pivot]
                    new = {
                        k: prow.get(k, Fraction(0)) - factor * row.get(k, Fraction(0))
                        for k in set(prow) | set(row)
                    }
                    solved_rows[i] = (
                        p,
                        {k: c for k, c in new.items() if c != 0},
                        pconst - factor * const,
                        pused + used,
                    )
            solved_rows.append((pivot, row, const, used))
        for pivot, row, const, used in solved_rows:
            if list(row) == [pivot]:
                facts = sorted({e.fact for e in used if e.fact is not None})
                names = " and ".join(", ".join(str(f) for f in facts).rsplit(", ", 1))
                together = _Eq(facts[0] if facts else None, "lin")
                self._set(pivot, -const, together, f"facts {names} solved together give")
                return True
        return False

    def _stuck(self, target: int, pending: list[_Eq]) -> Refusal:
        reach, frontier, nonlinear = {target}, [target], False
        while frontier:
            var = frontier.pop()
            for eq in pending:
                names = eq.variables()
                if var in names:
                    nonlinear |= eq.kind != "lin"
                    for other in names:
                        if other not in reach and other not in self.values:
                            reach.add(other)
                            frontier.append(other)
        what = self._describe(target)
        if nonlinear:
            return Refusal("non-linear", f"{what} is fixed only by a product of two unknowns")
        return Refusal("underdetermined", f"the facts do not fix {what}")

    # --- values and text --------------------------------------------------------------

    def _set(self, var: int, value: Fraction, eq: _Eq, expression: str | None) -> None:
        info = self.vars[var]
        where = f"fact {eq.fact}" if eq.fact is not None else "the question"
        if value < 0:
            code = "negative-holding" if info.holding else "negative-value"
            raise Refusal(code, f"{where}: {self._describe(var)} would be {value}")
        if info.count and value.denominator != 1:
            raise Refusal(
                "not-whole",
                f"{where}: {self._describe(var)} would be {value}, not a whole number of "
                f"{info.unit}",
            )
        number = self._check(value, where)
        self.values[var] = value
        if info.whole:
            self._whole(var, eq)
        if expression is None or (
            self._target is not None and self._target in self.values and var != self._target
        ):
            return
        result = ratio_text(number, info.per) if info.per else self._amount(value, info.label)
        joiner = " " if expression.endswith(" give") else " = "
        self.derivations.append(
            Derivation(eq.fact, f"{expression}{joiner}{result}", Quantity(number, info.unit))
        )

    def _show(self, var: int) -> str:
        return self._amount(self.values[var], self.vars[var].label)

    def _text(self, value: Fraction) -> str:
        """RETURNS (str): a value on the way written exactly: "8", "2.5", or "3/7" when
        no stored number is exactly it. Only solved quantities must be storable."""
        try:
            return _number_text(self._check(value, "a step"))
        except Refusal:
            return str(value)

    def _amount(self, value: Fraction, label: str) -> str:
        """RETURNS (str): "3 weeks", "0.5 hours"; a time unit (in a v3 graph, any unit that
        converts) is singular for 1 and a fraction below 1 ("1 hour", "3/7 week", "1 foot")."""
        text = self._text(value)
        if label in self.singular and (value == 1 or (0 < value < 1 and "/" in text)):
            label = self.singular[label]
        return f"{text} {label}".rstrip()

    def _converted(self, var: int, eq: _Eq) -> str:
        """RETURNS (str): a rate's count in its own and in the rate's unit, "3 days (3/7
        week)"; dozens of a thing in the thing, "3 dozens (36)"."""
        value = self.values[var]
        if not eq.convert:
            return f"{self._show(var)} ({self._text(value * eq.k)})"
        return f"{self._show(var)} ({self._amount(value * eq.k, eq.convert)})"

    def _ratio(self, var: int, unit: str) -> Fraction:
        """RETURNS (Fraction): how many ``unit`` one of ``var``'s unit is (1 unless the
        two convert: time units, dollars and cents, feet and inches, ...)."""
        return conversion(self.vars[var].unit, unit) or Fraction(1)

    def _lin_text(self, eq: _Eq, var: int) -> str | None:
        """RETURNS (str | None): the worked sum that gives ``var``, None when nothing was
        worked out. A term in another time unit reads with its value in ``var``'s unit,
        "90 minutes (1.5 hours) + 150 minutes (2.5 hours)"; one term alone is the
        conversion itself, "21 days"."""
        if eq.average and var == eq.terms[0][0]:
            return self._mean_text(eq)
        coef = dict(eq.terms)[var]
        unit = self.vars[var].unit
        converts = any(self._ratio(other, unit) != 1 for other, _ in eq.terms if other != var)
        parts = []  # (positive, text, text without the converted value)
        for other, c in eq.terms:
            if other == var:
                continue
            weight, value = -c / coef, self.values[other]
            if converts and abs(weight) == self._ratio(other, unit):
                plain = self._amount(value, self.vars[other].unit)
                text = plain
                if abs(weight) != 1:
                    text = f"{plain} ({self._amount(abs(weight) * value, unit)})"
            else:
                text = plain = self._text(value)
                if abs(weight) != 1:
                    text = plain = f"{self._text(abs(weight))} {TIMES} {plain}"
            parts.append((weight > 0, text, plain))
        if eq.const:
            constant = self._text(abs(eq.const / coef))
            parts.append((-eq.const / coef > 0, constant, constant))
        if len(parts) == 1 and parts[0][0] and converts:
            return parts[0][2]  # "21 days = 3 weeks"
        if not parts or (len(parts) == 1 and parts[0][0] and TIMES not in parts[0][1]):
            return None  # a plain copy ("now has 12", "0 times as many"): nothing worked out
        text = ""
        for i, (positive, part, _) in enumerate(sorted(parts, key=lambda p: not p[0])):
            if i == 0:
                text = part if positive else f"{MINUS}{part}"
            else:
                text += f" + {part}" if positive else f" {MINUS} {part}"
        return text

    def _mean_text(self, eq: _Eq) -> str:
        """RETURNS (str): an average worked out, "(9 + 11 + 12 + 16) ÷ 4"; a term in
        another unit with its value in the mean's ("(1 hour (60 minutes) + 30) ÷ 2")."""
        unit = self.vars[eq.terms[0][0]].unit
        parts = []
        for other, c in eq.terms[1:]:
            value = self.values[other]
            if -c != 1:
                shown = self._amount(value, self.vars[other].unit)
                parts.append(f"{shown} ({self._amount(-c * value, unit)})")
            else:
                parts.append(self._text(value))
        return f"({' + '.join(parts)}) {DIVIDED} {eq.average}"

    def _contradiction(self, eq: _Eq) -> Refusal:
        return Refusal("contradictory", f"fact {eq.fact} disagrees with the facts before it")

    def _describe(self, var: int) -> str:
        info = self.vars[var]
        fact = "" if info.fact is None else f" of fact {info.fact}"
        return f"the {info.label or 'factor'}{fact}"


_TIME_SINGULAR = {unit: SINGULAR[unit] for unit in TIME_UNITS}


def _label(item: Quantity | Rate) -> str:
    return f"{item.unit} per {item.per}" if isinstance(item, Rate) else item.unit


def _count_factor(count_unit: str, per: str) -> tuple[Fraction, str]:
    """RETURNS (tuple): how many ``per`` one of the count's unit is, and the per's unit
    when they differ ("weeks" per "day": 7, "days"); dozens of a thing per that thing
    count 12 with no unit to name ("dozens" per "pencil": 12, "")."""
    per_unit = UNIT_OF_PER.get(per)
    if per_unit is None:
        return (Fraction(12), "") if count_unit == "dozens" else (Fraction(1), "")
    factor = conversion(count_unit, per_unit)
    if factor is None or factor == 1:
        return Fraction(1), ""
    return factor, per_unit


def exact(value: int | float) -> Fraction:
    """RETURNS (Fraction): a stored number as the decimal it is written as (0.1 is 1/10)."""
    # repr gives the shortest decimal that round-trips: 0.1 -> 1/10, not the binary value.
    return Fraction(value) if isinstance(value, int) else Fraction(repr(value))


def build(
    graph: MathProblemGraph, check: Callable[[Fraction, str], int | float]
) -> tuple[System, int | None]:
    """RETURNS (tuple): the system of ``graph``'s facts and the asked variable (None
    when nobody holds the asked unit)."""
    system = System(check)
    if graph_form(graph) == 3:
        system.singular = SINGULAR
    for index, fact in enumerate(graph.facts):
        system.add(index, fact)
    if graph.question is not None:
        return system, system.slots[graph.question.fact, graph.question.slot]
    unit, entity = graph.unknown.unit, graph.unknown.entity
    held = [var for (who, what), var in system.holdings.items() if what == unit]
    if not held:
        return system, None
    if entity is not None:
        if (entity, unit) in system.holdings:
            return system, system.holdings[entity, unit]
        return system, system.new(_Var(unit, unit, None, holding=True), 0)
    if len(held) == 1:
        return system, held[0]
    answer = system.new(_Var(unit, unit, None, holding=True))
    system.lin(None, [(answer, 1)] + [(var, -1) for var in held])
    return system, answer
