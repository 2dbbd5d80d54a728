"""Resolution of rates: each rate gets its count, its holder and what its total does.

A ``RATE`` fact read without a count ("Each box holds 6 eggs", "Pencils cost $2 each")
takes the single other fact that counts its item ("Sam has 4 boxes", "Amy buys 5
pencils"); that fact is the rate's count and leaves the facts (decision 0006 rule 3: a
holding that is only a rate's count is written as the count). The question then says
what the total is (rule 3, dev-set README V5): a holding the question reads ("How many
eggs does Sam have?") makes the rate an ``add`` or a ``subtract``; a question that asks
what was bought, spent or earned ("How much does she spend?") asks the total as such.
Anything else — no single count, a count that is also a holding of its own, a question
about something the rate does not give — abstains with ``rate``.
"""

from __future__ import annotations

from collections.abc import Mapping

import msgspec
from wordproblem.models import TIME_PER, UNIT_GROUPS
from wordproblem.models.units import unit_group

from ..abstention import Abstain
from ..clauses.clauses import EACH, at_a_time, of_objects
from ..constructions.rate import (
    REST_WORDS,
    STRETCH_PREPS,
    RateData,
    det_each,
    done_keys,
    each_word,
    held_stand_in,
    holds_each,
    item_priced_alone,
    restricted_items,
    same_occasions,
    stretch_of_time,
    they_each,
    timed_item,
)
from ..constructions.share import split_itself
from ..constructions.tally import as_tally
from ..docview import Tok
from ..ir import Amount, Fact, FactKind, Query, RateTerms, Reading
from ..quantities.quantities import contents_of, is_kind_of, plural, restricting
from ..question.question import asks_bill, asks_holding, infinitives, progressive
from ..rules import WordLists
from .mentions import PLURAL, Mentions, same_person

PAID, RECEIVED, HELD, GIVEN = "paid", "received", "held", "given"

# the dependents a 'to' verb of a time asked may have besides its things ("for all of
# them to be adopted")
_DONE_ONLY = frozenset({"aux", "auxpass", "mark", "dobj", "nsubjpass", "punct"})
# objects of a 'to' verb that stand for all its holder holds ("to finish the rest")
_ALL_DONE = frozenset({"all", "rest", "remainder", "everything"})
# pronouns that stand for what the holder holds ("to finish them")
_THEM = frozenset({"them", "it", "those", "these"})


def resolve_rates(
    rates: tuple[Fact, ...],
    facts: tuple[Fact, ...],
    amounts: tuple[Amount, ...],
    mentions: Mentions,
    query: Query,
    unit: str,
    asked: str | None,
    words: WordLists,
    data: RateData,
    covered: frozenset[str] = frozenset(),
    kinds: Mapping[str, frozenset[str]] | None = None,
    held: bool = False,
    bases: frozenset[str] = frozenset(),
    unknown: Fact | None = None,
) -> tuple[tuple[Fact, ...], Fact | tuple[Fact, ...] | None]:
    """Pair every rate with its count, name its holder and decide its effect.

    rates (tuple[Fact, ...]): the ``RATE`` facts, in reading order.
    facts (tuple[Fact, ...]): the other facts, resolved (holders, units).
    amounts (tuple[Amount, ...]): every quantity, with its unit.
    mentions (Mentions): the reading's resolver.
    query (Query): the question; unit (str): its unit; asked (str | None): its holder.
    words (WordLists): compiled ``words.json``; data (RateData): the rate construction's data.
    covered (frozenset[str]): the singular nouns the unit asked covers (``kinds.json``): a
        rate of one of them adds to a holding the question sums ("How many birds").
    kinds (Mapping[str, frozenset[str]] | None): ``kinds.json``'s wholes (plural) and the
        singular nouns under them: amounts of kinds of a rate's item count it ("bought 2
        roses and 3 tulips" for "Each flower was $3"), when none counts the item itself.
    held (bool): the question measures a holding without asking it (a shortfall: "How much
        more money does she need?"): each rate moves its holder's holding.
    bases (frozenset[str]): the holders of a comparison, either side: a rate of one of
        them moves its holding, whoever the question asks ("Sam has 3 bags with 8 marbles
        in each bag. Ana has 5 more marbles than Sam.").
    unknown (Fact | None): the rate whose count the text leaves out and the question
        asks ("bought some stickers at $3 each"): it moves its holder's money.
    RETURNS: (every fact in text order, a rate's count removed from the others; the rate
        whose total the question asks as such, the rates whose totals it sums, or None
        when it asks an end holding).
    RAISES Abstain: ``rate`` (or ``missing-unit``, ``plural-holder``) when not certain.
    """
    by_start = {q.start: q for q in amounts}
    rest = list(facts)
    shares = [f for f in rates if f.kind is FactKind.SHARE]
    if shares:
        # "6 of them were broken. She put the rest into 4 boxes": a part set apart
        parts = [f for f in rates if f.rate is None and f.frame.kind == "undone"]
        told = _part_told(shares[0], rates)
        if told is not None:  # "Each friend got 6 stickers": the share's part, told apart
            terms = msgspec.structs.replace(shares[0].share, part=told.rate.amount)
            share = msgspec.structs.replace(shares[0], share=terms)
            rates = tuple(share if f is shares[0] else f for f in rates if f is not told)
            shares = [share]
        if len(rates) - len(parts) != 1:
            raise Abstain("rate", "a share beside another share or a rate", shares[0].verb)
        return _resolve_share(shares[0], rest, by_start, mentions, query, unit, asked, parts)
    counts = [f for f in rates if f.rate is None]  # "There are 37 baskets." (no holder)
    rates = _used_prices(rates, [*rest, *counts], kinds or {})
    paired: list[tuple[Fact, str, str]] = []
    earned = False  # earnings over several stretches: rates adding to a holding (V5)
    kinds_of: dict[int, tuple[Amount, str | None, str, str]] = {}  # verb -> count, holder, how
    per_of: dict[int, str | None] = {}  # verb -> the item its first rate is per
    apart: set[int] = set()  # ids of other buyers' purchases of a price's items
    for fact in rates:
        terms = fact.rate
        if terms is None:
            continue
        members = _members(fact, [*rest, *counts], kinds or {})
        rate_amount = by_start[terms.amount.start]
        if rate_amount.unit is None:
            raise Abstain("missing-unit", "a rate has no unit", rate_amount.head)
        if (
            fact.verb.i in kinds_of
            and fact.amount is None
            and _per_lemma(fact) == per_of.get(fact.verb.i)
        ):  # "Each cage has 6 parrots and 2 parakeets": one count, the same item
            count, name, how, verb = kinds_of[fact.verb.i]
        elif fact.amount is not None:
            count = by_start[fact.amount.start]
            name = mentions.name(fact.subject.token) if fact.subject.token is not None else None
            how = _in_clause(fact, terms.price, data)
            verb = fact.verb.lemma_.lower()
        elif (sold := _sold_holding(fact, rest, counts, mentions, data)) is not None:
            # "had 10 cookies. She sold them for $2 each": all the seller holds then
            # (schema v3, a reference to the holding); "8 of them weren't working. He sold
            # the rest": less the part (a v3 differ)
            name, item, held_unit, part = sold
            terms = msgspec.structs.replace(
                terms, amount=rate_amount, counted=name, counted_parts=(held_unit,), per=item
            )
            if part is not None:
                counts.remove(part)
                assert part.amount is not None
                terms = msgspec.structs.replace(terms, undone=by_start[part.amount.start])
            fact = msgspec.structs.replace(fact, name=name, rate=terms)
            paired.append((fact, _in_clause(fact, True, data), fact.verb.lemma_.lower()))
            continue
        elif (
            fact.frame.cls in ("time", "piece")
            and len(worked := _worked(fact, counts, by_start)) > 1
        ):
            # "earns $5 an hour. He worked 7 hours on Monday and 2 hours on Tuesday": the
            # count is the sum of the stretches (schema v3), all of the rate's holder's
            name = _holder_of_time(
                fact, worked, mentions, "the times worked are not all the rate's holder's"
            )
            how = _over_time(fact, terms.price)
            if how == RECEIVED and fact.frame.cls == "time" and not held:
                # earnings over stretches of time: one rate per stretch, each adding to the
                # earner's money, the answer the end holding (V5; pay per item done keeps
                # the sum of the items)
                earned = True
                terms = msgspec.structs.replace(terms, amount=rate_amount)
                for c in worked:
                    counts.remove(c)
                    assert c.amount is not None
                    each = msgspec.structs.replace(
                        fact, amount=by_start[c.amount.start], name=name, rate=terms
                    )
                    paired.append((each, how, fact.verb.lemma_.lower()))
                continue
            fact = _summed_count(fact, worked, counts, by_start, rate_amount, name)
            paired.append((fact, how, fact.verb.lemma_.lower()))
            continue
        elif not terms.price and len(filled := _filled(fact, counts, data)) > 1:
            # "He filled 6 bags on Saturday and 3 more bags on Sunday. Each bag had 8 cans":
            # the count is the sum of the containers filled (schema v3), all one filler's
            names = {mentions.name(c.subject.token) if c.subject.token else None for c in filled}
            if len(names) != 1 or names & {None, PLURAL}:
                raise Abstain("rate", "the containers filled are not all one holder's", fact.verb)
            fact = _summed_count(fact, filled, counts, by_start, rate_amount, names.pop())
            fillers = {c.verb.lemma_.lower() for c in filled}
            paired.append((fact, HELD, fillers.pop() if len(fillers) == 1 else ""))
            continue
        elif (
            fact.frame.cls != "time"
            and not _counted(fact, [*rest, *counts], members)
            and (asked_count := _question_count(fact, query, amounts)) is not None
        ):  # "Each cup holds 8 ounces. How many ounces are in 33 cups?"
            return _count_in_question(
                fact, asked_count, rest, rates, by_start, mentions, unit, data, query, asked
            )
        elif fact.frame.cls == "time" and terms.total is not None:
            # "biked 25 miles at 5 miles per hour. How many hours?": the time is asked
            return _time_asked(fact, rest, rates, by_start, mentions, query, unit, asked)
        elif (
            fact.frame.cls == "time"
            and not _counted(fact, [*rest, *counts], members)
            and (done := done_asked(fact, query, data)) is not None
        ):  # "can finish 8 problems in an hour. How long will it take her to finish all the
            # problems?", "travels 80 miles per hour. How many hours does it take the train
            # to travel 320 miles?": the time a pace takes for a holding or a stated amount
            if len(rates) != 1:
                raise Abstain("rate", "the time a pace takes beside another rate", fact.verb)
            return _time_to_do(fact, done, rest, by_start, mentions, query, unit, words)
        elif (
            fact.frame.cls == "time"
            and query.verb.lemma_.lower() in data.last
            and not _counted(fact, [*rest, *counts], members)
        ):  # "spent 3 dollars a week. How long would the money last him?"
            if len(rates) != 1:
                raise Abstain("rate", "how long a holding lasts beside another rate", fact.verb)
            _check_lasting(query.verb, fact.verb, terms.amount, words, data)
            # the holder is the one it lasts ("last him"), or the rate's subject; the
            # question's subject is the thing held ("the money")
            whom = [  # not the time asked ("How many days will the crackers last?")
                c
                for c in query.verb.children
                if c.dep_ in ("dobj", "dative") and c is not query.noun
            ]
            subject = fact.subject.token
            name = mentions.name(subject) if subject is not None else None
            if whom and not same_person(whom[0], subject, words.pronouns):  # "she ate": her
                name = mentions.name(whom[0])
            # the count of units of time asked, the total the holding then (schema v3)
            lasting = _from_holding(fact, rest, name, rate_amount)
            return (*sorted(rest, key=lambda f: f.position), lasting), lasting
        elif fact.frame.cls == "time" and not _counted(fact, [*rest, *counts], members):
            # "Hamid reads 12 pages every day. How many pages will he read in 3 weeks?"
            count = _question_duration(fact, query, amounts)
            name = mentions.name(fact.subject.token) if fact.subject.token is not None else None
            if asked is not None and plural(asked) == rate_amount.unit:
                asked = name  # "How many liters does it move?": 'it' is not the liters
            if name is None or name == PLURAL or asked not in (None, name):
                raise Abstain("rate", f"the question asks another holder than {fact.verb.text!r}'s")
            subject = fact.subject.token
            assert subject is not None
            if any(  # "A bird eats 7 berries a day. Samuel has 5 birds.": per bird too
                f.amount is not None
                and f.amount.noun is not None
                and f.amount.noun.lemma_.lower() == subject.lemma_.lower()
                for f in rest
            ):
                raise Abstain("rate", f"{subject.text!r} of the rate is also counted", fact.verb)
            same = [f for f in rest if f.amount is not None and f.amount.unit == rate_amount.unit]
            effect = _drawn_from(fact, same, name) if same else None
            held = effect is not None and query.verb.lemma_.lower() in words.question_holding_verbs
            if (query.verb.lemma_.lower() != fact.verb.lemma_.lower() and not held) or not (
                unit == rate_amount.unit or (effect is None and _converts(rate_amount, unit))
            ):
                raise Abstain("rate", f"the question does not ask what {fact.verb.text!r} gives")
            if len(rates) != 1 or (same and effect is None):
                raise Abstain("rate", "a rate over time beside other amounts of its things")
            if effect is not None:  # "has 45 crackers. She eats 5 a day": from the holding
                terms = msgspec.structs.replace(terms, effect=effect)
            terms = msgspec.structs.replace(terms, amount=rate_amount)
            count = by_start[count.start]
            fact = msgspec.structs.replace(fact, amount=count, name=name, rate=terms)
            # "How many will she have (left) in 3 days?": the holding the rate ran on
            return (*sorted(rest, key=lambda f: f.position), fact), None if held else fact
        elif fact.frame.cls == "use" and not _counted(fact, [*rest, *counts], members):
            # "Each pie takes 8 apples. How many pies could they make?": of what they hold
            if len(rates) != 1:
                raise Abstain("rate", "a rate of what items are made of beside another")
            made = _made_from(fact, rest, query, words, asked, rate_amount)
            return (*sorted(rest, key=lambda f: f.position), made), made
        elif not _counted(fact, [*rest, *counts], members) and _asks_containers(fact, query, data):
            # "Each table holds 3 guests. How many tables will she need?": to hold them all
            if len(rates) - len(counts) != 1:
                raise Abstain("rate", "a rate of what one item holds beside another", fact.verb)
            needed = _needed_for(fact, query, amounts) if not counts else None
            if counts:  # "There are 40 people.": all the containers hold, nobody's
                held = _stated_contents(fact, counts, rest, by_start, rate_amount, kinds or {})
            elif needed is not None:  # "How many vans are needed for 56 children?"
                if any(f.amount is not None and f.amount.unit == rate_amount.unit for f in rest):
                    raise Abstain("rate", "the things the question names beside held ones")
                terms = msgspec.structs.replace(terms, amount=rate_amount, total=by_start[needed])
                held = msgspec.structs.replace(fact, rate=terms)
            else:
                held = _from_holding(fact, rest, asked, rate_amount, kinds)
                _check_other_contents(held, rest)
            _check_goer(held, asked, mentions)
            return (*sorted(rest, key=lambda f: f.position), held), held
        elif not _counted(fact, [*rest, *counts], members) and _asks_affordable(
            fact, query, data
        ):  # "Toys cost $6 each. How many toys can he buy?": what his money buys at the end
            if len(rates) != 1:
                raise Abstain("rate", "what a holding buys beside another rate", fact.verb)
            bought = _from_holding(fact, rest, asked, rate_amount)
            bought = msgspec.structs.replace(bought, at=(1 << 20) + 1)
            return (*sorted(rest, key=lambda f: f.position), bought), bought
        elif not _counted(fact, [*rest, *counts], members):  # the question asks the count
            moved = _moved_in(fact, rest, query, rate_amount)
            spent = moved or _spent_on(fact, rest, query, unit, data)
            rest.remove(spent)
            assert spent.amount is not None
            total = by_start[spent.amount.start]
            if asked not in (None, spent.name) or total.unit != rate_amount.unit:
                raise Abstain("rate", "the question asks another holder's count", fact.verb)
            terms = msgspec.structs.replace(terms, amount=rate_amount, total=total)
            fact = msgspec.structs.replace(fact, name=spent.name, rate=terms)
            how = PAID if moved is None else _paired(moved, False, data)
            paired.append((fact, how, spent.verb.lemma_.lower()))
            continue
        elif len(found := _counting(fact, rest, members)) > 1 and (
            sold := _sold(found, terms, data)
        ):
            # "sold 3 bead necklaces and 7 gem necklaces. Each necklace cost $7": the
            # count is the sum of what was sold (schema v3), no holding of the seller's
            for kind in found:
                rest.remove(kind)
            parts = tuple(by_start[k.amount.start] for k in found if k.amount is not None)
            terms = msgspec.structs.replace(terms, amount=rate_amount, counted_sum=parts)
            fact = msgspec.structs.replace(fact, name=sold, rate=terms)
            paired.append((fact, RECEIVED, found[0].verb.lemma_.lower()))
            continue
        elif len(found) > 1 and _bought_apart(fact, found, asked, data):
            # "Pens are $3 each. Haruto bought 9 pens and Mei bought 2 pens. How much did
            # they spend?": the count is the sum of the purchases (schema v3), paid by
            # the buyers together, no holding of anyone's
            for kind in found:
                rest.remove(kind)
            parts = tuple(by_start[k.amount.start] for k in found if k.amount is not None)
            terms = msgspec.structs.replace(terms, amount=rate_amount, counted_sum=parts)
            fact = msgspec.structs.replace(fact, name=None, rate=terms)
            paired.append((fact, _paired(found[0], True, data), found[0].verb.lemma_.lower()))
            continue
        elif len(found) > 1 and (event := _traded_beside_stock(found, terms, data)) is not None:
            # "Each bar costs $2. Rachel had 13 bars. She sold 9 bars.": the one purchase or
            # sale of the items is the count (schema v3, a reference to its operand); the
            # holdings of them stay beside it
            assert event.amount is not None
            count, name = by_start[event.amount.start], event.name
            terms = msgspec.structs.replace(terms, moved=event.amount)
            how = _paired(event, terms.price, data)
            verb = event.verb.lemma_.lower()
        elif len(found) > 1 and (own := _asked_buyers(fact, found, asked, data)) is not None:
            # "Pens are $3 each. Haruto bought 9 pens and Mei bought 2 pens. How much did Mei
            # spend?": the asked buyer's purchase counts; the other buyers' stand apart
            rest.remove(own)
            apart.update(id(f) for f in found if f is not own)
            assert own.amount is not None
            count, name = by_start[own.amount.start], own.name
            how = _paired(own, terms.price, data)
            verb = own.verb.lemma_.lower()
        elif len(found) > 1:
            # "bought 6 country albums and 2 pop albums. Each album had 8 songs": the count
            # is what one holder holds of the items then (schema v3, a reference)
            if terms.price and any(
                f.kind is not FactKind.GAIN or f.verb.lemma_.lower() not in data.buy for f in found
            ):  # "bought 5 pens. He sold 2 pens.": what was paid is not for those held
                raise Abstain("rate", "the priced items are not all bought", fact.verb)
            holder, parts = _counted_holding(fact, found)
            terms = msgspec.structs.replace(
                terms, amount=rate_amount, counted=holder, counted_parts=parts
            )
            how = _paired(found[0], terms.price, data)
            fact = msgspec.structs.replace(fact, name=holder, rate=terms)
            paired.append((fact, how, found[0].verb.lemma_.lower()))
            continue
        else:
            undone = [c for c in counts if c.frame.kind == "undone"]  # "forgot to mow 7"
            count_fact = _count_fact(fact, [*rest, *(c for c in counts if c not in undone)])
            _check_restricted(fact, count_fact, undone, data)
            if count_fact.kind is FactKind.RATE:
                counts.remove(count_fact)
                count_fact = msgspec.structs.replace(count_fact, kind=FactKind.POSSESS)
            else:
                rest.remove(count_fact)
            assert count_fact.amount is not None
            count, name = by_start[count_fact.amount.start], count_fact.name
            if fact.frame.cls == "piece" and count_fact.construction != "rate":
                # "$5 for each lawn he mowed ... had 12 lawns to mow, but forgot to mow 7 of
                # them": the items held less those not done (schema v3)
                if len(undone) != 1 or count_fact.kind not in (FactKind.POSSESS, FactKind.GAIN):
                    raise Abstain("rate", "a holding of the items is no count of those done")
                why = "the items not done are not the rate's holder's"
                name = _holder_of_time(fact, [count_fact, undone[0]], mentions, why)
                counts.remove(undone[0])
                assert undone[0].amount is not None
                terms = msgspec.structs.replace(terms, undone=by_start[undone[0].amount.start])
                how = _over_time(fact, terms.price)
                verb = fact.verb.lemma_.lower()
            elif undone and _restricted_to_done(fact, undone[0], data):
                # "had 5 members, but 2 members didn't show up. If each member that did show
                # up scored 6 points": the items held less those that did not (schema v3)
                if len(undone) != 1 or count_fact.kind not in (FactKind.POSSESS, FactKind.GAIN):
                    raise Abstain("rate", "a holding of the items is no count of those done")
                counts.remove(undone[0])
                assert undone[0].amount is not None
                terms = msgspec.structs.replace(terms, undone=by_start[undone[0].amount.start])
                if terms.price and fact.verb.lemma_.lower() in (*data.buy, *data.sell):
                    # "sell the working games for $7 each": the sale is the rate's own
                    how, verb = _in_clause(fact, terms.price, data), fact.verb.lemma_.lower()
                else:
                    how = _paired(count_fact, terms.price, data)
                    verb = count_fact.verb.lemma_.lower()
            elif fact.frame.cls in ("time", "piece") and count_fact.construction == "rate":
                # "earns $5 an hour. He worked 7 hours.": the rate's own verb moves the total
                # of its own holder, who is the one who spent the time
                why = f"{count_fact.verb.text!r} is not said of the rate's holder"
                name = _holder_of_time(fact, [count_fact], mentions, why)
                how = _over_time(fact, terms.price)
                verb = fact.verb.lemma_.lower()
            elif count_fact.construction == "rate" and _filled(fact, [count_fact], data):
                # "He filled 6 bags." beside "Each bag had 8 cans": the filler's, held
                subject = count_fact.subject.token
                name = mentions.name(subject) if subject is not None else None
                how, verb = HELD, count_fact.verb.lemma_.lower()
            else:
                how = _paired(count_fact, terms.price, data)
                verb = count_fact.verb.lemma_.lower()
        if name == PLURAL:
            raise Abstain("plural-holder", f"the holder of {fact.verb.text!r} is plural", fact.verb)
        _check_owned_items(fact, name, mentions)
        if count.unit is None:
            raise Abstain("missing-unit", "a rate's count has no unit", count.head)
        if (
            terms.moved is None
            and fact.amount is not None
            and how in (PAID, RECEIVED)
            and (event := _traded_in_clause(fact, rest, count, name, data)) is not None
        ):  # "had 13 bars. She sold 9 bars at $2 each": the sale moves the bars, and its
            # operand is the rate's count (schema v3, a reference)
            rest = sorted([*rest, event], key=lambda f: f.position)
            terms = msgspec.structs.replace(terms, moved=count)
        if count.spared and terms.moved is None:  # "sold all but 4 at $2 each": not 4 sold
            raise Abstain("rate", "the items a price is paid for are all but a number", fact.verb)
        if terms.moved is None and any(
            f.amount is not None and f.amount.unit == count.unit and id(f) not in apart
            for f in rest
        ):
            raise Abstain(
                "rate", f"the {count.unit} are counted by a rate and held as such", fact.verb
            )
        terms = msgspec.structs.replace(terms, amount=rate_amount)
        fact = msgspec.structs.replace(fact, amount=count, name=name, rate=terms)
        paired.append((fact, how, verb))
        kinds_of[fact.verb.i] = (count, name, how, verb)
        per_of[fact.verb.i] = _per_lemma(fact)
    if counts:
        raise Abstain("rate", "a count of items that no rate gives", counts[0].verb)
    groups = frozenset(  # "There are 6 players on the team": a group, of its members
        f.name
        for f, _, _ in paired
        if isinstance(f.name, str) and f.name.split(" ")[-1].lower() in words.group_nouns
    )
    resolved, asked_rate = _effects(
        paired,
        rest,
        query,
        unit,
        asked,
        words,
        data,
        covered,
        frozenset(apart),
        groups,
        held or earned,
        bases,
        unknown,
    )
    if (
        isinstance(asked_rate, tuple)
        and any(f.kind is FactKind.LOSE for f in asked_rate)
        and all(f.rate.effect is None for f in asked_rate if f.rate is not None)
    ):  # the purchases summed with the rates' totals, no money held before (the rates paid
        # from nothing, ``_effects``): what was paid, counted up from nothing
        tallied = {id(f): as_tally(f) for f in asked_rate if f.kind is FactKind.LOSE}
        rest = [tallied.get(id(f), f) for f in rest]
        asked_rate = tuple(tallied.get(id(f), f) for f in asked_rate)
    ordered = sorted([*rest, *resolved], key=lambda f: f.position)
    if [f for f in ordered if f.kind is not FactKind.RATE] != rest:
        raise Abstain("rate", "a fact stated out of text order beside a rate")
    for fact in resolved:  # a count an event moves stands right after that event
        terms = fact.rate
        if terms is None or terms.moved is None:
            continue
        moved = terms.moved
        ordered.remove(fact)
        event = next(
            k
            for k, f in enumerate(ordered)
            if f.kind is not FactKind.RATE
            and f.amount is not None
            and f.amount.start == moved.start
        )
        ordered.insert(event + 1, fact)
    for fact in resolved:  # a count summed from holdings stands after the last of them
        terms = fact.rate
        if terms is None or terms.counted is None:
            continue
        ordered.remove(fact)
        last = max(
            k
            for k, f in enumerate(ordered)
            if f.amount is not None and f.amount.unit in terms.counted_parts
        )
        ordered.insert(last + 1, fact)
    return tuple(ordered), asked_rate


# verbs of a holding that sets a part apart from "the rest" shared after it
_KEPT = frozenset({"keep"})


def idle_rates(reading: Reading, query: Query) -> tuple[Fact, ...]:
    """RETURNS (tuple[Fact, ...]): the rates of items the rest of the text never names
    ("Pencils cost $1 each and erasers cost $2 each. Sofia buys 4 erasers."): a rate with
    no count of its own whose item no other word of the problem names, not the
    question's either, beside another rate. They relate to no quantity the solver could
    use: composition resolves the others without them and writes them as they are
    (``as_idle``), their count and total unknown."""
    rates = [f for f in reading.facts if f.kind is FactKind.RATE and f.rate is not None]
    if len(rates) < 2:
        return ()
    idle = [f for f in rates if f.amount is None and _named_once(f, query)]
    return tuple(idle) if len(idle) < len(rates) else ()


def as_idle(fact: Fact, amounts: tuple[Amount, ...]) -> Fact:
    """RETURNS (Fact): an idle rate (``idle_rates``) with its amount's unit resolved, of no
    holder and no effect, marked idle for the builder."""
    assert fact.rate is not None
    amount = next((q for q in amounts if q.start == fact.rate.amount.start), fact.rate.amount)
    if amount.unit is None:
        raise Abstain("missing-unit", "the rate of items named nowhere else has no unit", fact.verb)
    terms = msgspec.structs.replace(fact.rate, amount=amount, effect=None, idle=True)
    return msgspec.structs.replace(fact, name=None, rate=terms)


def _named_once(rate: Fact, query: Query) -> bool:
    """RETURNS (bool): the item ``rate`` is per is named by no word outside its sentence,
    which is not the question's, and counted by no number."""
    assert rate.rate is not None
    per = rate.rate.per
    lemma, sent = per.lemma_.lower(), per.sent
    if sent.start == query.sent.start:
        return False
    for t in per.doc.tokens:
        if t.lemma_.lower() != lemma:
            continue
        if not sent.start <= t.i < sent.end or any(c.dep_ == "nummod" for c in t.children):
            return False  # named elsewhere, or counted
    return True


def _part_told(share: Fact, rates: tuple[Fact, ...]) -> Fact | None:
    """RETURNS (Fact | None): the one rate of no count that tells what each of a share's
    groups got ("Each friend got 6 stickers" after "shared her stickers equally among 4
    friends"), when the share states no total and no part; else None."""
    terms = share.share
    if terms is None or terms.part is not None or terms.groups is None or share.amount:
        return None
    if terms.rest is not None or terms.groups.noun is None:
        return None
    groups = terms.groups.noun.lemma_.lower()
    told = [
        f
        for f in rates
        if f.kind is FactKind.RATE
        and f.rate is not None
        and f.amount is None
        and not f.rate.price
        and f.rate.per.lemma_.lower() == groups
        and f.position > share.position
    ]
    return told[0] if len(told) == 1 else None


def _holds(facts: list[Fact], name: str) -> bool:
    """RETURNS (bool): whether ``name`` is the holder of one of ``facts``."""
    return any(f.name == name for f in facts)


def _bought_unpriced(
    fact: Fact,
    rest: list[Fact],
    by_start: dict[int, Amount],
    mentions: Mentions,
    unit: str,
    asked: str | None,
) -> tuple[tuple[Fact, ...], Fact]:
    """The share of a purchase whose money is left out ("He bought 5 notebooks, all at
    the same price, and had $15 left. How much did each notebook cost?"): the buyer is the
    one asked (or the question names none), the other facts are the money asked, each of
    the buyer's; they stay beside it, and the builder writes a rate that takes the money
    from the buyer's holding.
    RAISES Abstain: ``rate`` when another fact is of other things or another holder."""
    terms = fact.share
    assert terms is not None and terms.groups is not None
    buyer = fact.subject.token
    name = mentions.name(buyer) if buyer is not None else None
    if name is None or name == PLURAL or asked not in (None, name):
        raise Abstain("rate", "the buyer of the items priced is not the one asked", fact.verb)
    groups = by_start[terms.groups.start]
    if groups.unit in (None, unit) or any(
        f.name != name or f.party_name is not None or _unit_of(f, by_start) != unit for f in rest
    ):
        raise Abstain("rate", "the text states more than the buyer's money", fact.verb)
    share = msgspec.structs.replace(terms, groups=groups)
    fact = msgspec.structs.replace(fact, name=name, share=share)
    return tuple(sorted((*rest, fact), key=lambda f: f.position)), fact


def _resolve_share(
    fact: Fact,
    rest: list[Fact],
    by_start: dict[int, Amount],
    mentions: Mentions,
    query: Query,
    unit: str,
    asked: str | None,
    parts: list[Fact],
) -> tuple[tuple[Fact, ...], Fact]:
    """A share asked by one group's part ("How many does each friend get?") or by the
    number of groups ("placed the rest into piles with 7 in each pile. How many piles
    could she make?"). Its total is stated in its clause, is the sharer's single earlier
    holding of the shared unit ("Jesse has 21 bananas. If he shares them among 3
    friends"), which then leaves the facts (README V4), or is what the sharer holds at
    this point ("the rest": schema v3, a reference to the holding, kept beside the facts
    that make it). An equal share nobody makes (``constructions.share.EqualShare``: "They
    catch 18 trout. If they equally split up the trout", "there are 43 students", "sold
    63 hamburgers last week") has no sharer; its total is stated in its clause or is the
    single earlier holding of the unit asked, and the text states nothing else. ``parts``:
    the parts of the holding said not to do something or to be in a state ("6 of them were
    broken. She put the rest into 4 boxes"): "the rest" is the holding less the one part
    (schema v3, a ``differ`` on the reference).
    RAISES Abstain: ``rate`` when the question asks anything else or the total is not certain.
    """
    terms = fact.share
    assert terms is not None
    if parts and (terms.rest is None or len(parts) != 1 or parts[0].position > fact.position):
        raise Abstain("rate", "a part of the shared things is not what the rest leaves", fact.verb)
    if terms.priced and fact.amount is None and terms.groups is not None:
        return _bought_unpriced(fact, rest, by_start, mentions, unit, asked)
    if fact.construction == "equal share":
        if fact.amount is not None:
            total = by_start[fact.amount.start]
        else:  # "A teacher has 344 pieces of candy. If there are 43 students, ..."
            held = [f for f in rest if f.amount is not None and f.position < fact.position]
            if len(held) > 1:  # "brings 10 cookies to share" beside the 40 bananas shared
                held = [f for f in held if _unit_of(f, by_start) in (unit, None)]
            if len(held) != 1 or held[0].kind not in (FactKind.POSSESS, FactKind.GAIN):
                raise Abstain("rate", "no single holding is shared equally", fact.verb)
            if held[0].party_name is not None or held[0].amount is None:
                raise Abstain("rate", "the holding shared is moved", fact.verb)
            rest.remove(held[0])
            total = held[0].amount
        # a fact of another unit is no part of the share ("brings 10 cookies"): left aside
        told = [f for f in rest if f.rate is not None or _unit_of(f, by_start) in (unit, None)]
        if told:
            raise Abstain("rate", "the text states more than an equal share", told[0].verb)
        groups = by_start[terms.groups.start] if terms.groups is not None else None
        if total.unit != unit or (groups is not None and groups.unit in (None, unit)):
            raise Abstain("rate", "the question does not ask a group's part of the total")
        equal = msgspec.structs.replace(terms, groups=groups)
        buyer = fact.subject.token if terms.priced else None  # who paid, when one did
        name = mentions.name(buyer) if buyer is not None else None
        if name == PLURAL:
            raise Abstain(
                "plural-holder", f"the subject of {fact.verb.text!r} is plural", fact.verb
            )
        doer = [  # the question's person ("did Ann drive"), not its item ("each DVD")
            c
            for c in query.verb.children
            if c.dep_ == "nsubj" and c.pos_ in ("PROPN", "PRON") and c.lower_ != "it"
        ]
        if name is not None and doer and mentions.name(doer[0]) != name:
            # "Tom drove 120 miles in 3 hours. How many miles did Ann drive per hour?"
            raise Abstain("rate", f"the question asks {doer[0].text!r}, not {name}", fact.verb)
        fact = msgspec.structs.replace(fact, name=name, amount=total, share=equal)
        return (fact,), fact
    # a passive split names no sharer ("42 students are split equally into 7 teams")
    sharer = fact.subject.token
    name = mentions.name(sharer) if sharer is not None else None
    if name == PLURAL:
        raise Abstain("plural-holder", f"the subject of {fact.verb.text!r} is plural", fact.verb)
    owner = _owner_of_them(fact, rest, name)
    if owner is not None:  # "The team had 48 new players ... the coach put them into groups"
        name = owner
        if asked is not None and sharer is not None and mentions.name(sharer) == asked:
            asked = owner
    if terms.groups is None:  # what each holds is stated: the question asks the groups
        assert terms.part is not None and terms.per is not None
        part = by_start[terms.part.start]
        shared = part.unit
        if shared is None and terms.whole is not None:  # "a collection of caps into groups
            # of 2. He has 12 caps.": the part counts the whole's things, held later
            shared = _whole_unit(terms.whole, rest, name)
            part = by_start[terms.part.start] = msgspec.structs.replace(part, unit=shared)
        noun = query.noun
        if terms.left:  # "packs them in bags of 6. How many cookies are left over?"
            if asked not in (None, name) or shared is None or shared != unit or part.money:
                raise Abstain("rate", "the question does not ask the sharer's remainder", fact.verb)
        elif noun is None or noun.lemma_.lower() != terms.per.lemma_.lower():
            raise Abstain("rate", "the question does not ask how many groups there are", fact.verb)
        elif asked not in (None, name) or shared is None or shared == unit or part.money:
            raise Abstain("rate", "the question does not ask the sharer's groups", fact.verb)
    elif terms.left:  # "gives them out equally to 8 classmates. How many are left over?"
        if terms.each is not None or asked not in (None, name):
            raise Abstain("rate", "the question does not ask the sharer's remainder", fact.verb)
        shared = unit
    elif terms.part is not None:  # "Each friend got 6 stickers. How many did Lena share?"
        part = by_start[terms.part.start]
        if terms.each is not None or asked not in (None, name) or part.unit != unit:
            raise Abstain("rate", "the question does not ask the total shared", fact.verb)
        if query.verb.lemma_.lower() != fact.verb.lemma_.lower() or part.money is not None:
            raise Abstain("rate", "the question does not ask the total shared", fact.verb)
        if any(f.name == name and f.amount is not None and f.amount.unit == unit for f in rest):
            raise Abstain("rate", f"the shared {unit} are also held or changed", fact.verb)
        terms = msgspec.structs.replace(terms, asked_total=True)
        fact = msgspec.structs.replace(fact, name=name, share=terms)
        return _shared_total(fact, rest, by_start)
    else:
        group_name = None
        if terms.each is not None and terms.each.dep_ == "det":
            group_name = terms.each.head.lemma_.lower()
        if terms.each is None or asked not in (None, name, group_name):  # "each friend get"
            raise Abstain("rate", "the question does not ask what each group gets", fact.verb)
        shared = unit
    intended = fact.frame.kind == "intended"  # "wants to split": the holding stated anywhere
    held = [
        f
        for f in rest
        if f.name == name
        and f.amount is not None
        and f.amount.unit == shared
        and (f.position < fact.position or (intended and f.kind is FactKind.POSSESS))
    ]
    if terms.whole is not None and terms.whole.lower_ != (shared or "").split(" ")[-1]:
        raise Abstain("rate", f"{terms.whole.text!r} are not the {shared} asked", fact.verb)
    gathered = False  # several holdings of the shared unit, all shared
    if terms.rest is not None:  # "the rest": what the sharer holds now, after its events
        if not held or held[0].kind not in (FactKind.POSSESS, FactKind.GAIN):
            raise Abstain("rate", f"no holding of {shared} is left to share", fact.verb)
        kept = [f for f in held[1:] if f.kind is FactKind.POSSESS and f.key in _KEPT]
        if not parts and len(kept) == 1 and len(held) == 2:  # "picked 75 strawberries. She
            # kept 15 for herself, and the others were shared": a part set apart
            parts = kept
            held.remove(kept[0])
            rest.remove(kept[0])
        if any(f.amount is not None and f.amount.unstated for f in held):
            raise Abstain("rate", "the holding shared is not stated", fact.verb)
        if any(f.kind is FactKind.LOSE for f in held) == bool(parts):
            # "baked 24 rolls. He shares the rest": nothing taken; or a loss and a part
            raise Abstain("rate", f"no one part of the {shared} comes before the rest", fact.verb)
        if parts:  # "6 of them were broken": the rest are the others (schema v3)
            assert parts[0].amount is not None
            part = by_start[parts[0].amount.start]
            if part.unit not in (None, shared):
                raise Abstain("rate", f"the part set apart is no part of the {shared}", fact.verb)
            terms = msgspec.structs.replace(terms, undone=part)
        total = None
    elif fact.amount is not None:
        total = by_start[fact.amount.start]
    elif not held and (parts := _held_kinds(rest, name, shared, fact.position)):
        # "baked 20 oatmeal cookies and 16 ginger cookies. She packed them in bags of 6":
        # the total of the kinds is shared (schema v3, a reference to it)
        terms = msgspec.structs.replace(terms, parts=parts)
        total = None
    elif len(held) > 1 and all(
        f.kind in (FactKind.POSSESS, FactKind.GAIN)
        and (f.party_name is None or not _holds(rest, f.party_name))
        and f.amount is not None
        and not f.amount.unstated
        for f in held
    ):  # "picked 34 shells on Monday and 22 on Tuesday. He shared them": all he holds;
        # a source that holds nothing is a place ("uploaded 30 from her phone and 6 from
        # her camera")
        total = None
        gathered = True
        if all(f.kind is FactKind.POSSESS for f in held):  # "had 48 new and 6 returning"
            for f in held:
                rest.remove(f)
            summed = tuple(by_start[f.amount.start] for f in held if f.amount is not None)
            terms = msgspec.structs.replace(terms, summed=summed)
        elif any(f.kind is FactKind.POSSESS for f in held):
            raise Abstain("rate", "a holding stated beside gains of the shared things", fact.verb)
    else:
        single = [
            f for f in held if f.kind in (FactKind.POSSESS, FactKind.GAIN) and f.party_name is None
        ]
        if len(single) != 1:
            raise Abstain("rate", f"{len(single)} holdings {fact.verb.text!r} may share", fact.verb)
        rest.remove(single[0])
        assert single[0].amount is not None
        total = single[0].amount
    groups = by_start[terms.groups.start] if terms.groups is not None else None
    if total is not None and total.unit != shared:
        raise Abstain("rate", f"the question does not ask for the shared {total.unit}", fact.verb)
    if groups is not None and (groups.unit is None or groups.unit == shared):
        raise Abstain("rate", f"the groups of {fact.verb.text!r} are not counted", fact.verb)
    if terms.rest is None and not gathered:
        others = (shared, groups.unit if groups is not None else unit)
        if any(f.amount is not None and f.amount.unit in others for f in rest):
            raise Abstain("rate", f"the shared {shared} are also held or changed", fact.verb)
    elif any(
        f.amount is not None and f.amount.unit == shared and f.position > fact.position
        for f in rest
    ):
        raise Abstain("rate", f"the shared {shared} change after the share", fact.verb)
    replaced = msgspec.structs.replace(
        terms,
        groups=groups,
        part=by_start[terms.part.start] if terms.part is not None else None,
    )
    if owner is not None and total is not None and not replaced.summed and not replaced.parts:
        # "The art club has 64 brushes. The club leader hands them out equally": the
        # holding shared is the owner's, stated; the share is the sharer's act
        doer = mentions.name(sharer) if sharer is not None else None
        name = doer if doer is not None and doer != PLURAL else name
    fact = msgspec.structs.replace(fact, name=name, amount=total, share=replaced)
    ordered = sorted([*rest, fact], key=lambda f: f.position)
    if [f for f in ordered if f is not fact] != rest:
        raise Abstain("rate", "a fact stated out of text order beside a share")
    return tuple(ordered), fact


def _shared_total(
    fact: Fact, rest: list[Fact], by_start: dict[int, Amount]
) -> tuple[tuple[Fact, ...], Fact]:
    """The share of a total the question asks, each group's part told (``_part_told``):
    the groups and the part resolved, no total."""
    terms = fact.share
    assert terms is not None and terms.groups is not None and terms.part is not None
    groups = by_start[terms.groups.start]
    if groups.unit is None or groups.unit == by_start[terms.part.start].unit:
        raise Abstain("rate", f"the groups of {fact.verb.text!r} are not counted", fact.verb)
    replaced = msgspec.structs.replace(terms, groups=groups, part=by_start[terms.part.start])
    fact = msgspec.structs.replace(fact, amount=None, share=replaced)
    return tuple(sorted([*rest, fact], key=lambda f: f.position)), fact


# prepositions of a stretch of time a question's rate runs over ("in 3 weeks", "for 2 hours")
_DURATION_PREPS = STRETCH_PREPS | {"in", "after"}  # "after 9 weeks": from now


def _owner_of_them(fact: Fact, rest: list[Fact], name: str | None) -> str | None:
    """RETURNS (str | None): the one holder of everything stated before a share whose
    object is 'them' and whose sharer holds nothing ("The team had 48 new players and 6
    returning players. The coach put them into groups of 6"), or a passive split of
    'they', of the things held as a whole or of the rest of them ("They are divided equally
    into 7 packages", "The apples (The rest) are divided equally among 5 friends"): what is
    shared is that holder's; else None."""
    terms = fact.share
    named = {t for t in (terms.whole, terms.rest) if t is not None} if terms is not None else set()
    itself = split_itself(fact.verb)  # "They split into 8 equal teams": the subject's
    if not any(
        (c.dep_ == "dobj" and c.lower_ == "them")
        or (
            c.dep_ in ("nsubjpass", "nsubj" if itself else "nsubjpass")
            and (c.lower_ == "they" or c in named or any(t.head == c for t in named))
        )
        for c in fact.verb.children
    ):
        return None
    before = [f for f in rest if f.position < fact.position]
    if not before or (name is not None and any(name in (f.name, f.party_name) for f in rest)):
        return None
    owners = {f.name for f in before}
    # what is left of the holding: after its losses ("ate 4 of them. The rest were shared")
    kinds: tuple[FactKind, ...] = (FactKind.POSSESS, FactKind.GAIN)
    if terms is not None and terms.rest is not None:
        kinds = (*kinds, FactKind.LOSE)
    if len(owners) != 1 or any(f.kind not in kinds or f.party_name is not None for f in before):
        return None
    return owners.pop()


def _whole_unit(whole: Tok, rest: list[Fact], name: str | None) -> str | None:
    """RETURNS (str | None): the one unit of ``name``'s holdings whose noun is the
    ``whole`` a share splits ("a collection of bottle caps" -> 'bottle caps'), or None."""
    lemma = whole.lemma_.lower()
    units = {
        f.amount.unit
        for f in rest
        if f.name == name
        and f.amount is not None
        and f.amount.noun is not None
        and f.amount.noun.lemma_.lower() == lemma
    }
    return units.pop() if len(units) == 1 else None


def _held_kinds(rest: list[Fact], name: str, shared: str | None, position: int) -> tuple[str, ...]:
    """RETURNS (tuple[str, ...]): the units of the kinds of ``shared`` that ``name`` came
    to hold before ``position`` ("20 oatmeal cookies and 16 ginger cookies"), two or
    more, each held or gained once from nobody and never moved; else ()."""
    if shared is None:
        return ()
    kinds = [
        f
        for f in rest
        if f.amount is not None
        and f.amount.unit is not None
        and f.amount.unit.endswith(" " + shared)
    ]
    units = [f.amount.unit for f in kinds if f.amount is not None and f.amount.unit]
    if len(units) < 2 or len(set(units)) != len(units):
        return ()
    if any(
        f.name != name
        or f.kind not in (FactKind.POSSESS, FactKind.GAIN)
        or f.party_name is not None
        or f.position > position
        or (f.amount is not None and f.amount.unstated)
        for f in kinds
    ):
        return ()
    return tuple(units)


def is_duration(q: Amount) -> bool:
    """RETURNS (bool): ``q`` is "in/for N <time unit>" ("in 3 weeks", "for 45 minutes")."""
    return stretch_of_time(q, _DURATION_PREPS)


def question_durations(reading: Reading, rates: tuple[Fact, ...], data: RateData) -> frozenset[int]:
    """RETURNS (frozenset[int]): starts of the question's amounts a rate may take as its
    count: "in/for N <time unit>" beside a rate per unit of time, "N <items>" beside a
    rate per one of those items stated without a count ("Each cup holds 8 ounces. How
    many ounces are in 33 cups?"); or as its total: what a rate per unit of time does in
    the time asked ("How many hours does it take the train to travel 320 miles?")."""
    sent = reading.query.sent
    asked = [q for q in reading.amounts if sent.start <= q.start < sent.end]
    if not asked:
        return frozenset()
    found = set()
    if any(f.frame.cls == "time" for f in rates):
        found.update(q.start for q in asked if is_duration(q))
    for f in rates:
        done = done_asked(f, reading.query, data) if f.frame.cls == "time" else None
        if done is not None:  # "to travel 320 miles": the pace's total
            found.update(q.start for q in asked if done.i in (q.head.i, getattr(q.noun, "i", -1)))
    stated = {  # "Tom has 6 boxes ... How many pieces are in 3 boxes?": not the count
        q.noun.lemma_.lower()
        for q in reading.amounts
        if q.noun is not None and not sent.start <= q.start < sent.end
    }
    pers = {
        f.rate.per.lemma_.lower()
        for f in rates
        if f.rate is not None and f.amount is None and f.rate.per.lemma_.lower() not in stated
    }
    found.update(q.start for q in asked if q.noun is not None and q.noun.lemma_.lower() in pers)
    for f in rates:  # "How many vans are needed for 56 children?": the containers' total
        if f.rate is not None and f.amount is None and _asks_containers(f, reading.query, data):
            needed = _needed_for(f, reading.query, reading.amounts)
            if needed is not None:
                found.add(needed)
    return frozenset(found)


def _needed_for(rate: Fact, query: Query, amounts: tuple[Amount, ...]) -> int | None:
    """RETURNS (int | None): the start of the question's one amount "for N <items>" of
    what one container of ``rate`` holds ("Each van holds 8 children. How many vans are
    needed for 56 children?"): the containers' total; else None."""
    assert rate.rate is not None
    items = rate.rate.amount.noun
    if items is None:
        return None
    found = [
        q.start
        for q in _asked_of(query, amounts, items.lemma_.lower())
        if q.noun is not None and q.noun.dep_ == "pobj" and q.noun.head.lower_ == "for"
    ]
    return found[0] if len(found) == 1 else None


def _asked_of(query: Query, amounts: tuple[Amount, ...], lemma: str) -> list[Amount]:
    """RETURNS (list[Amount]): the question's amounts whose noun is ``lemma``."""
    sent = query.sent
    return [
        q
        for q in amounts
        if sent.start <= q.start < sent.end
        and q.noun is not None
        and q.noun.lemma_.lower() == lemma
    ]


def _question_count(rate: Fact, query: Query, amounts: tuple[Amount, ...]) -> Amount | None:
    """RETURNS (Amount | None): the question's one amount of the rate's items ("How many
    ounces are in 33 cups?", "How much do 4 tickets cost?"), else None."""
    assert rate.rate is not None
    per = rate.rate.per
    held = contents_of(per)  # "Each bag of rice": not 6 bags of beans
    found = [
        q
        for q in _asked_of(query, amounts, per.lemma_.lower())
        if q.noun is not None
        and _same_contents(held, q.noun)
        # "on each trip to the city" does not count "9 trips to the lake"
        and same_occasions(per, q.noun)
    ]
    return found[0] if len(found) == 1 else None


def _same_contents(held: Tok | None, noun: Tok) -> bool:
    """RETURNS (bool): the containers ``noun`` counts hold ``held``, or one of the two
    does not say what: the word after "of" right after ``noun``, however parsed ("7 bags
    of rice weigh?", 'rice' parsed as a compound of 'weigh')."""
    tokens = noun.doc.tokens
    at = noun.i + 2
    if held is None or at >= len(tokens) or tokens[at - 1].lower_ != "of":
        return True
    return tokens[at].lemma_.lower() == held.lemma_.lower()


def _question_duration(rate: Fact, query: Query, amounts: tuple[Amount, ...]) -> Amount:
    """RETURNS (Amount): the question's one stretch of time, the count of a rate per unit
    of time ("in 3 weeks"). RAISES Abstain: ``rate`` when there is not exactly one."""
    sent = query.sent
    found = [q for q in amounts if sent.start <= q.start < sent.end and is_duration(q)]
    if len(found) != 1:
        raise Abstain("rate", f"no single time {rate.verb.text!r} runs over is asked", rate.verb)
    return found[0]


def _made_from(
    rate: Fact,
    facts: list[Fact],
    query: Query,
    words: WordLists,
    asked: str | None,
    amount: Amount,
) -> Fact:
    """RETURNS (Fact): a rate of what one item is made of ("Each pie takes 8 apples"),
    whose count the question asks as the items the holder can make ("How many pies could
    they make?"), its total what the holder holds of the rate's unit when the question is
    asked (``RateTerms.source``: schema v3, a reference to the holding), placed last.

    RAISES Abstain: ``rate`` unless the question asks how many of the rate's items are
    made, and one holder holds the unit, its holding stated from the start.
    """
    terms = rate.rate
    assert terms is not None
    noun = query.noun
    if (
        noun is None
        or noun.lemma_.lower() != terms.per.lemma_.lower()
        or query.verb.lemma_.lower() not in words.creation_verbs
    ):
        raise Abstain("rate", f"the question does not ask how many {terms.per.text} are made")
    if asked is not None and asked.split()[-1] == terms.per.lemma_.lower():
        asked = None  # "how many cakes can it bake?": 'it' is not a cake, the maker is meant
    return _from_holding(rate, facts, asked, amount)


def _drawn_from(rate: Fact, held: list[Fact], name: str | None) -> str | None:
    """RETURNS (str | None): "subtract" or "add" when a rate over time uses up or adds to
    its holder's own stated holding ("Rosa has 45 crackers. She eats 5 crackers a day"):
    every other amount of its unit is that holder's holding or gain from nobody, stated
    before it, and the rate's verb takes away or gets; else None."""
    kind = rate.frame.kind or rate.frame.cls
    effect = {"lose": "subtract", "gain": "add"}.get(kind or "")
    if effect is None or name is None or name == PLURAL:
        return None
    for fact in held:
        if (
            fact.name != name
            or fact.kind not in (FactKind.POSSESS, FactKind.GAIN)
            or fact.party_name is not None
            or fact.position > rate.position
            or (fact.amount is not None and fact.amount.unstated)
        ):
            return None
    return effect


def _check_lasting(last: Tok, verb: Tok, used: Amount, words: WordLists, data: RateData) -> None:
    """Abstain unless what 'last' says lasts is what the rate uses up: money for a rate of
    money ("spent 3 dollars a week. How long would the money last?"), the rate's noun or
    what it is of in the text ("8 pieces a day" beside "11 pieces of candy": the candy),
    food for a rate of eating ("His goats eat 8 pounds of feed a day. How many days will
    the food last?"), or a pronoun. RAISES Abstain: ``unit-mismatch``."""
    subjects = [c for c in last.children if c.dep_ == "nsubj"]
    if len(subjects) != 1 or subjects[0].pos_ == "PRON":
        return
    subject = subjects[0]
    if subject.lower_ in words.quantifiers:  # "the rest of his money": the money
        of = [g for p in subject.children if p.lower_ == "of" for g in p.children]
        subject = of[0] if len(of) == 1 and of[0].dep_ == "pobj" else subject
    thing = subject.lemma_.lower()
    if thing in data.last_eaten and verb.lemma_.lower() in data.eat:
        return
    if used.money is not None or used.noun is None or used.noun.lemma_ in words.money_nouns:
        if thing in words.money_nouns or thing in words.money_generic:
            return
    else:
        lemma = used.noun.lemma_.lower()
        kinds = {lemma}
        for token in used.noun.doc.tokens:
            if token.lemma_.lower() == lemma and (held := contents_of(token)) is not None:
                kinds.add(held.lemma_.lower())
        if thing in kinds:
            return
    raise Abstain("unit-mismatch", f"{subject.text!r} is not what the rate uses up", subject)


def _from_holding(
    rate: Fact,
    facts: list[Fact],
    asked: str | None,
    amount: Amount,
    kinds: Mapping[str, frozenset[str]] | None = None,
) -> Fact:
    """RETURNS (Fact): ``rate`` with its total the holding of its unit by the one holder
    that holds it (``RateTerms.source``, with its kinds), the count left to the question.
    With no holding named by the unit's noun, the nouns ``kinds.json`` puts under it
    ("7 carnations and 47 roses" of "A vase can hold 6 flowers") are its kinds.

    RAISES Abstain: ``rate`` for several holders or a holding not stated from the start.
    """
    terms = rate.rate
    assert terms is not None
    head = (amount.unit or "").split()[-1]
    on_unit = [  # the rate's things, or kinds of them ("33 chocolate chip cookies")
        f
        for f in facts
        if f.amount is not None and f.amount.unit is not None and f.amount.unit.split()[-1] == head
    ]
    covered = (kinds or {}).get(amount.unit or "", frozenset())
    if not on_unit and covered:  # "7 carnations and 47 roses" of flowers
        on_unit = [
            f
            for f in facts
            if f.amount is not None
            and f.amount.noun is not None
            and f.amount.noun.lemma_.lower() in covered
        ]
    holders = {f.name for f in on_unit}  # a side given no holding is no holder (rule 1)
    if len(holders) != 1 or (asked is not None and holders != {asked}):
        raise Abstain("rate", f"{len(holders)} holders have the {amount.unit} it is made of")
    (holder,) = holders
    if on_unit[0].kind not in (FactKind.POSSESS, FactKind.GAIN) or any(
        f.amount is not None and f.amount.unstated for f in on_unit
    ):
        raise Abstain("rate", f"what {holder} holds of the {amount.unit} is not stated")
    if holder == PLURAL or holder is None:
        raise Abstain("plural-holder", f"the holder of {rate.verb.text!r} is plural", rate.verb)
    parts = tuple(dict.fromkeys(f.amount.unit for f in on_unit if f.amount is not None))
    terms = msgspec.structs.replace(
        terms,
        amount=amount,
        source=holder,
        source_parts=parts,  # type: ignore[arg-type]
    )
    return msgspec.structs.replace(rate, name=holder, rate=terms)


def priced_goal(
    goal: Amount,
    rates: tuple[Fact, ...],
    amounts: tuple[Amount, ...],
    unit: str,
    asked: str | None,
) -> Fact | None:
    """RETURNS (Fact | None): the one price rate of the items a shortfall's goal counts
    ("How much more money does he need to buy 5 pens?" beside "Pens cost $3 each"), with
    the goal's items as its count, no effect on any holding and the asked holder as its
    holder: the goal is its total (schema v3, a reference); None when there is no such
    rate."""
    if len(rates) != 1 or asked is None or goal.noun is None:
        return None
    rate = rates[0]
    terms = rate.rate
    if terms is None or not _uncounted_price(rate) or rate.kind is not FactKind.RATE:
        return None
    by_start = {q.start: q for q in amounts}
    price = by_start[terms.amount.start]
    if price.unit != unit or goal.noun.lemma_.lower() != terms.per.lemma_.lower():
        return None
    return _counted_price(rate, price, by_start[goal.start], asked)


def priced_counts(
    rates: tuple[Fact, ...],
    facts: tuple[Fact, ...],
    query: Query,
    amounts: tuple[Amount, ...],
    unit: str,
) -> tuple[Fact, ...] | None:
    """RETURNS: the price rates of several kinds ("A ticket costs $4 for a child and $7 for
    an adult"), each with the one count of its items the question names ("How much do 3
    children and 2 adults pay?") and no effect on any holding, when they are the whole
    text and every amount of the question is one of their counts; None otherwise. The
    question asks the sum of their totals (schema v3)."""
    if len(rates) < 2 or facts:
        return None
    by_start = {q.start: q for q in amounts}
    asked = [q for q in amounts if query.sent.start <= q.start < query.sent.end]
    out: list[Fact] = []
    used: set[int] = set()
    for rate in rates:
        terms = rate.rate
        if terms is None or not _uncounted_price(rate):
            return None
        price = by_start[terms.amount.start]
        per = terms.per.lemma_.lower()
        found = [q for q in asked if q.noun is not None and q.noun.lemma_.lower() == per]
        if price.unit != unit or len(found) != 1 or found[0].start in used:
            return None
        used.add(found[0].start)
        out.append(_counted_price(rate, price, found[0], None))
    return tuple(out) if len(used) == len(asked) else None


def _uncounted_price(rate: Fact) -> bool:
    """RETURNS (bool): ``rate`` is a price per item that its own clause gives no count."""
    return rate.rate is not None and rate.rate.price and rate.amount is None


def _counted_price(rate: Fact, price: Amount, count: Amount, name: str | None) -> Fact:
    """RETURNS (Fact): the price rate ``rate`` (its ``price`` with its unit) counted by
    ``count``, of ``name``, moving no holding: its total is read as such."""
    assert rate.rate is not None
    terms = msgspec.structs.replace(rate.rate, amount=price, effect=None)
    return msgspec.structs.replace(rate, amount=count, name=name, rate=terms)


def _count_in_question(
    fact: Fact,
    count: Amount,
    rest: list[Fact],
    rates: tuple[Fact, ...],
    by_start: dict[int, Amount],
    mentions: Mentions,
    unit: str,
    data: RateData,
    query: Query,
    asked: str | None,
) -> tuple[tuple[Fact, ...], Fact]:
    """RETURNS: the facts and the rate whose total the question asks for a count it names
    itself, the rate alone in the text ("Each ticket costs $9. How much do 4 tickets
    cost?"). A rate per occasion ("scores 12 points per game. How many points would he
    score in 5 games?") is asked of its own holder, with its own verb, a verb of travel
    for a distance ("gets 20 miles per gallon. How far can she drive on 14 gallons?"), or
    any verb after one of ``any_verbs`` ("averages 12 points per game").

    RAISES Abstain: ``rate`` beside other facts, for another unit, holder or event.
    """
    terms = fact.rate
    assert terms is not None
    rate_amount = by_start[terms.amount.start]
    if len(rates) != 1 or rest:
        raise Abstain("rate", "a count in the question beside other facts", fact.verb)
    if rate_amount.unit != unit and not _converts(rate_amount, unit):
        raise Abstain("rate", f"the question asks for {unit}, the rate gives {rate_amount.unit}")
    subject = fact.subject.token
    name = None
    if subject is not None and det_each(subject, data) is None:
        name = mentions.name(subject)
        if name == PLURAL:
            raise Abstain("plural-holder", f"the holder of {fact.verb.text!r} is plural")
    timed = timed_item(fact.verb, data.each)
    if timed is not None and timed[1].lemma_.lower() not in infinitives(query.verb):
        # "Each window takes 4 hours to install. How long will it take to wash 9 windows?"
        raise Abstain("rate", f"the question asks the time of another event than {timed[1].text!r}")
    if timed is not None:
        check_taker(fact, query, mentions)
    if fact.frame.cls == "occasion":
        owners = [c for c in subject.children if c.dep_ == "poss"] if subject is not None else []
        owner = mentions.name(owners[0]) if len(owners) == 1 else None
        # "Mary's car gets 20 miles per gallon ... How far can she drive": her car's
        _check_occasion(fact, query, name, name if asked == owner else asked, rate_amount, data)
    terms = msgspec.structs.replace(terms, amount=rate_amount)
    fact = msgspec.structs.replace(fact, amount=by_start[count.start], name=name, rate=terms)
    return (fact,), fact


def _converts(amount: Amount, unit: str) -> bool:
    """RETURNS (bool): ``amount``'s unit and ``unit`` are units of one measure, not money
    ("30 minutes" a day, "How many hours"): the total is asked in ``unit`` (``compose``)."""
    return any(
        amount.unit in group and unit in group
        for name, group in UNIT_GROUPS.items()
        if name != "money"  # money asked in another unit is read as money ("How many cents")
    )


def _unit_of(fact: Fact, by_start: dict[int, Amount]) -> str | None:
    """RETURNS (str | None): the unit of the fact's amount, resolved."""
    if fact.amount is None:
        return None
    q = by_start.get(fact.amount.start)
    return q.unit if q is not None else None


def _check_occasion(
    fact: Fact, query: Query, name: str | None, asked: str | None, amount: Amount, data: RateData
) -> None:
    """Abstain unless the question asks a rate per occasion's own total: of its holder
    (or of none), with its verb, a verb of travel for a distance, or any verb after one of
    ``any_verbs``. RAISES Abstain: ``rate``."""
    if asked is not None and asked != name:
        raise Abstain("rate", f"the question asks another holder than {fact.verb.text!r}'s")
    lemma = fact.verb.lemma_.lower()
    asked_verb = query.verb.lemma_.lower()
    travel = asked_verb in data.travel or asked_verb in data.distance_verbs
    distance = any(amount.unit in UNIT_GROUPS[group] for group in ("length", "metric length"))
    if asked_verb != lemma and lemma not in data.any_verbs and not (travel and distance):
        raise Abstain("rate", f"the question does not ask what {fact.verb.text!r} gives")


def _time_asked(
    fact: Fact,
    rest: list[Fact],
    rates: tuple[Fact, ...],
    by_start: dict[int, Amount],
    mentions: Mentions,
    query: Query,
    unit: str,
    asked: str | None,
) -> tuple[tuple[Fact, ...], Fact]:
    """RETURNS: the facts and the rate whose count the question asks: the time a pace
    takes to cover a stated distance ("biked 25 miles at 5 miles per hour. How many hours
    did Joan bike?"), alone in the text.

    RAISES Abstain: ``rate`` when the question asks anything else or other facts stand.
    """
    terms = fact.rate
    assert terms is not None and terms.total is not None
    subject = fact.subject.token
    name = mentions.name(subject) if subject is not None else None
    if len(rates) != 1 or rest:
        raise Abstain("rate", "a pace's time asked beside other facts", fact.verb)
    if asked not in (None, name) and _misread_subject(query, name, mentions):
        asked = name  # "how long was Teresa jogging?" parsed as a noun 'Teresa jogging'
    if unit != plural(terms.per.lemma_.lower()) or asked not in (None, name):
        raise Abstain("rate", f"the question does not ask the time {fact.verb.text!r} took")
    terms = msgspec.structs.replace(
        terms, amount=by_start[terms.amount.start], total=by_start[terms.total.start]
    )
    fact = msgspec.structs.replace(fact, name=name, rate=terms)
    return (fact,), fact


def done_asked(fact: Fact, query: Query, data: RateData) -> Tok | None:
    """RETURNS (Tok | None): the thing done of a question that asks how long a rate per
    unit of time takes to do it with the rate's own verb ("How long will it take her to
    finish all the problems?", "How many minutes does the machine need to fill 120
    bottles?", "for all of them to be adopted"): the 'to' verb's object (or a passive's
    subject) under a verb of taking time; else None."""
    verb = query.verb
    if verb.lemma_.lower() not in data.take_time:
        return None
    lemma = fact.verb.lemma_.lower()
    done = [
        c
        for c in verb.children
        if c.dep_ in ("xcomp", "advcl", "ccomp")
        and c.lemma_.lower() == lemma
        and any(a.lower_ == "to" and a.dep_ == "aux" for a in c.children)
    ]
    if len(done) != 1:
        # "How many hours does the printer need for 600 pages?", "for the rest": its things
        things = [
            g
            for c in verb.children
            if c.dep_ == "prep" and c.lower_ == "for"
            for g in c.children
            if g.dep_ == "pobj" and (g.lower_ in _ALL_DONE or _counts_rate_items(g, fact))
        ]
        return things[0] if not done and len(things) == 1 else None
    objects = [c for c in done[0].children if c.dep_ in ("dobj", "nsubjpass")]
    if (
        len(objects) != 1
        or any(c.dep_ not in _DONE_ONLY for c in done[0].children)
        or any(c.dep_ in ("conj", "cc") for c in objects[0].children)
    ):
        return None  # "to travel 320 miles and back", "to the city": more than the things
    return objects[0]


def _counts_rate_items(noun: Tok, rate: Fact) -> bool:
    """RETURNS (bool): ``noun`` is the noun of a rate's amount ("600 pages" of "120 pages
    per hour")."""
    amount = rate.rate.amount if rate.rate is not None else None
    return (
        amount is not None
        and amount.noun is not None
        and (noun.lemma_.lower() == amount.noun.lemma_.lower())
    )


def _time_to_do(
    fact: Fact,
    thing: Tok,
    rest: list[Fact],
    by_start: dict[int, Amount],
    mentions: Mentions,
    query: Query,
    unit: str,
    words: WordLists,
) -> tuple[tuple[Fact, ...], Fact]:
    """RETURNS: the facts and the rate whose count (the time) the question asks, its total
    the amount the question names ("to travel 320 miles": the rate alone in the text) or
    what its holder holds of its things then ("all the problems", "the rest", "them":
    schema v3, as for a holding that lasts).

    RAISES Abstain: ``rate`` for another unit of time, holder or thing.
    """
    terms = fact.rate
    assert terms is not None
    rate_amount = by_start[terms.amount.start]
    time = plural(terms.per.lemma_.lower())
    if unit not in (time, rate_amount.unit):
        raise Abstain("rate", f"the question does not ask the time {fact.verb.text!r} takes")
    subject = fact.subject.token
    name = mentions.name(subject) if subject is not None else None
    whom = [  # "take her", "take the train", "does the printer need": the doer asked
        c
        for c in query.verb.children
        if c.dep_ in ("dobj", "dative", "nsubj")
        and c is not thing
        and c.lemma_.lower() not in TIME_PER
        and c.lower_ not in ("it", "how", "what")
    ]
    if len(whom) > 1:
        raise Abstain("rate", f"the question names {len(whom)} doers", query.verb)
    if whom and not same_person(whom[0], subject, words.pronouns):  # "take her": hers
        if subject is not None and mentions.name(whom[0]) != name:
            raise Abstain("rate", f"the question asks another holder than {fact.verb.text!r}'s")
        name = mentions.name(whom[0])
    if name == PLURAL:
        raise Abstain("plural-holder", f"the holder of {fact.verb.text!r} is plural", fact.verb)
    stated = [
        q
        for q in by_start.values()
        if q.head.i == thing.i or (q.noun is not None and q.noun.i == thing.i)
    ]
    if stated:  # "to travel 320 miles": the total the question names
        total = stated[0]
        if rest or total.unit != rate_amount.unit:
            raise Abstain("rate", f"{thing.text!r} is not what {fact.verb.text!r} does alone")
        terms = msgspec.structs.replace(terms, amount=rate_amount, total=total)
        fact = msgspec.structs.replace(fact, name=name, rate=terms)
        return (fact,), fact
    if (
        thing.lower_ not in _ALL_DONE
        and thing.lower_ not in _THEM
        and thing.lemma_.lower() != (rate_amount.unit or "").split()[-1].rstrip("s")
        and not _counts_rate_items(thing, fact)
    ):  # "to finish most of them", "some of them": not all the holder holds
        raise Abstain("rate", f"{thing.text!r} is not what {fact.verb.text!r} does", fact.verb)
    # what the one holder of the things holds then, the doer another or the same ("A
    # library has 120 books to label. Sofia labels 15 books an hour.")
    done = _from_holding(fact, rest, None, rate_amount)
    if name is not None:
        done = msgspec.structs.replace(done, name=name)
    return (*sorted(rest, key=lambda f: f.position), done), done


def _misread_subject(query: Query, name: str | None, mentions: Mentions) -> bool:
    """RETURNS (bool): the question's subject is a verb's '-ing' form read as a noun with
    the holder ``name`` as its compound ("was Teresa jogging")."""
    for subject in query.verb.children:
        if subject.dep_ == "nsubj" and progressive(subject):
            for c in subject.children:
                if c.dep_ == "compound" and c.pos_ == "PROPN":
                    try:
                        return mentions.name(c) == name
                    except Abstain:
                        return False
    return False


def _check_owned_items(rate: Fact, holder: str | None, mentions: Mentions) -> None:
    """Abstain when the rate's items belong to someone other than the holder of their
    count ("Each of Zara's bags holds 6 buns. Tom has 2 bags": Tom's bags may differ).

    RAISES Abstain: ``rate``.
    """
    assert rate.rate is not None
    for owner in rate.rate.per.children:
        if owner.dep_ != "poss":
            continue
        try:
            named = mentions.name(owner)
        except Abstain:
            named = None
        if named != holder:
            raise Abstain(
                "rate", f"{rate.rate.per.text!r} of the rate are not {holder}'s", rate.verb
            )


def _used_prices(
    rates: tuple[Fact, ...], facts: list[Fact], kinds: Mapping[str, frozenset[str]]
) -> tuple[Fact, ...]:
    """RETURNS: the rates without the prices of a list nothing buys ("A florist sells roses
    for $3 each and tulips for $2 each. Aylin bought 6 tulips.": the roses' price), when
    one verb states several prices per items of their own, no count and no holder, and
    some fact counts the items of at least one of them."""
    lists: dict[int, list[Fact]] = {}
    for fact in rates:
        terms = fact.rate
        if terms is not None and terms.price and fact.amount is None and fact.subject.token is None:
            lists.setdefault(fact.verb.i, []).append(fact)
    unused: set[int] = set()
    for listed in lists.values():
        if len(listed) < 2:
            continue
        idle = [f for f in listed if not _counted(f, facts, _members(f, facts, kinds))]
        if len(idle) < len(listed):
            unused.update(id(f) for f in idle)
    return tuple(f for f in rates if id(f) not in unused)


def _counted(rate: Fact, facts: list[Fact], members: frozenset[str] = frozenset()) -> bool:
    """RETURNS (bool): some fact counts the rate's item, or a kind of it (``members``,
    the nouns ``kinds.json`` puts under it: "roses" of "each flower")."""
    assert rate.rate is not None
    items = {rate.rate.per.lemma_.lower(), *members}
    return any(
        f.amount is not None
        and (
            f.amount.noun.lemma_.lower() in items
            if f.amount.noun is not None
            else _elided_items(f.amount, rate.rate.per)  # "Tomasz bought 6"
        )
        for f in facts
    )


def _elided_items(q: Amount, per: Tok) -> bool:
    """RETURNS (bool): ``q`` has no noun and its unit counts the rate's item ("gave 7 to
    his brother": boxes elided; "Juice boxes cost $2 each. Kwame bought 5")."""
    return (q.unit or "").split(" ")[-1] == plural(per.lemma_.lower())


def rest_of_task(
    rates: tuple[Fact, ...],
    facts: tuple[Fact, ...],
    amounts: tuple[Amount, ...],
    unit: str,
    query: Query,
    mentions: Mentions,
) -> tuple[tuple[Fact, ...], Fact]:
    """RETURNS: (the facts with the rate after them, the rate) of what the rest of a task
    or a need takes: one rate per item said of "each" item ("Each potato takes 5 minutes
    to cook"; of a need, also a price: "If each one costs $8"), of the one task's or
    need's items, its count what is left (the need's shortfall: schema v3, a reference),
    its total asked.

    RAISES Abstain: ``rate`` for any other rate, or a task that is not one holder's.
    """
    tasks = [f for f in facts if f.kind is FactKind.NEED]
    if len(rates) != 1 or len(tasks) != 1 or rates[0].rate is None:
        raise Abstain("rate", "the rest of a task beside no single rate of its items")
    rate, task = rates[0], tasks[0]
    terms = rate.rate
    by_start = {q.start: q for q in amounts}
    time = by_start[terms.amount.start]
    done = task.frame.kind == "task"  # a task's items done, or a need's items held
    held = (  # "Each worksheet has 4 problems. ... How many more problems does she have
        # to grade?": what the task's items left hold, asked by the task's own verb
        done
        and rate.frame.cls == "possess"
        and task.key
        in {
            query.verb.lemma_.lower(),
            *(c.lemma_.lower() for c in query.verb.children if c.dep_ == "xcomp"),
        }
    )
    if (
        (rate.frame.cls not in (("use",) if done else ("use", "price")) and not held)
        or (terms.price and done)
        or rate.amount is not None
        or time.unit != unit
        or task.amount is None
        or not _of_items(by_start[task.amount.start].unit, terms.per)
        or task.name is None
        or (done and not held and task.key not in (infinitives(rate.verb) or {task.key}))
    ):  # "Each fence takes 2 hours" of a task's fences; "each one costs $8" of a need's
        raise Abstain("rate", f"{rate.verb.text!r} is no rate of one of the needed items")
    check_taker(rate, query, mentions, task.name)  # "It takes Ana 3 hours ..." of his task
    terms = msgspec.structs.replace(terms, amount=time, left_of=task.name)
    fact = msgspec.structs.replace(rate, name=task.name, rate=terms, at=(1 << 20) + 1)
    return (*facts, fact), fact


def check_taker(rate: Fact, query: Query, mentions: Mentions, doer: str | None = None) -> None:
    """Abstain when the time one item takes is said of one person ("It takes him 3 hours
    to paint a room", "Each quilt takes her 6 hours") and the question ("How long will it
    take Ana ...?") or the task (``doer``) is another's. RAISES Abstain: ``rate``."""
    mine = _taker(rate.verb)
    if mine is None:
        return  # "It takes 3 hours to paint a room": anyone's time
    name = mentions.name(mine)
    theirs = _taker(query.verb)
    for other in (mentions.name(theirs) if theirs is not None else None, doer):
        if other is not None and other != name:
            raise Abstain(
                "rate", f"the time of {rate.verb.text!r} is {mine.text!r}'s, not {other}'s"
            )


def _taker(verb: Tok) -> Tok | None:
    """RETURNS (Tok | None): the person whose time a verb of taking time says ("takes him
    3 hours", "take Ana"): its one object or dative that is a person's name or pronoun."""
    found = [
        c for c in verb.children if c.dep_ in ("dative", "dobj") and c.pos_ in ("PRON", "PROPN")
    ]
    return found[0] if len(found) == 1 else None


def _of_items(unit: str | None, per: Tok) -> bool:
    """RETURNS (bool): ``unit`` counts the items a rate is per ("action figures" of
    "each action figure", of "each one" after "7 action figures"; "tiles" of "each
    tile")."""
    if unit is None or unit.split(" ")[-1] != plural(per.lemma_.lower()):
        return False
    words = [c.lemma_.lower() for c in per.lefts if c.dep_ == "compound"]
    return not words or plural(" ".join([*words, per.lemma_.lower()])) == unit


def _check_goer(rate: Fact, asked: str | None, mentions: Mentions) -> None:
    """Abstain when a person does so many "at a time" ("Tom can carry 3 boxes at a time")
    and the goes asked or the things moved are another's ("Ann has 12 boxes. How many
    trips will Ann make?"): what Ann carries at a time is not said.

    RAISES Abstain: ``rate``.
    """
    terms = rate.rate
    if terms is None or not at_a_time(rate.verb):
        return
    doers = [c for c in rate.verb.children if c.dep_ == "nsubj" and c.pos_ in ("PROPN", "PRON")]
    if not doers:
        return  # "A cart can carry 3 boxes at a time": any one's goes
    doer = mentions.name(doers[0])
    if asked not in (None, doer) or terms.source not in (None, doer):
        raise Abstain("rate", f"what {doers[0].text!r} does at a time is not another's", rate.verb)


def _stated_contents(
    rate: Fact,
    counts: list[Fact],
    facts: list[Fact],
    by_start: dict[int, Amount],
    amount: Amount,
    kinds: Mapping[str, frozenset[str]],
) -> Fact:
    """RETURNS (Fact): ``rate`` of what one container holds with its total the one count
    stated on its own of what they hold ("Each van carries 8 people. There are 40
    people."), or the sum of the counts of its kinds ("There are 2 students and 6
    adults.": ``kinds``), the number of containers left to the question.

    RAISES Abstain: ``rate`` unless that count is the only amount of the unit.
    """
    stated = [by_start[c.amount.start] for c in counts if c.amount is not None]
    unit = amount.unit
    if any(f.amount is not None and f.amount.unit == unit for f in facts) or not stated:
        raise Abstain("rate", f"no single count of the {unit} the items hold", rate.verb)
    assert rate.rate is not None and unit is not None
    if len(stated) == 1 and stated[0].unit == unit:
        terms = msgspec.structs.replace(rate.rate, amount=amount, total=stated[0])
        return msgspec.structs.replace(rate, rate=terms)
    covered = kinds.get(unit, frozenset())
    if not covered and amount.noun is not None:  # "8 pieces of clothing": its articles
        covered = frozenset().union(
            *(kinds.get(f"{unit} of {o.lower_}", frozenset()) for o in of_objects(amount.noun))
        )
    units = [q.unit for q in stated]
    if (
        len(set(units)) != len(units)
        or any(f.amount is not None and f.amount.unit in units for f in facts)
        or not all(q.noun is not None and q.noun.lemma_.lower() in covered for q in stated)
    ):  # "2 students and 6 adults" of "each van can hold 4 people": kinds of its things
        raise Abstain("rate", f"no single count of the {unit} the items hold", rate.verb)
    terms = msgspec.structs.replace(rate.rate, amount=amount, total_sum=tuple(stated))
    return msgspec.structs.replace(rate, rate=terms)


def _asks_containers(rate: Fact, query: Query, data: RateData) -> bool:
    """RETURNS (bool): ``rate`` says what one item holds, said of "each" item ("Each van
    can hold 4 people"), and the question asks how many of those items are needed or
    filled ("How many vans will they need?", "How many tables are needed?")."""
    terms = rate.rate
    assert terms is not None
    noun = query.noun
    if not terms.price and terms.per is noun and at_a_time(rate.verb):
        return True  # "carry 4 trays at a time ... How many trips will he make?"
    return (
        not terms.price
        and rate.verb.lemma_.lower() in data.hold
        and (
            (each_word(terms.per, rate.verb, data) is not None and terms.per.dep_ == "nsubj")
            or holds_each(rate.verb, terms.per, data)  # "holds 9 on each shelf"
            or (  # "The tables hold 3 guests each": the plural subject, one of them
                terms.per.dep_ == "nsubj"
                and terms.per.tag_ == "NNS"
                and terms.per.head == rate.verb
            )
        )
        and noun is not None
        and noun.lemma_.lower() == terms.per.lemma_.lower()
        and query.verb.lemma_.lower() in data.containers_asked
    )


def _check_other_contents(held: Fact, rest: list[Fact]) -> None:
    """Abstain when the holder whose things the containers hold also holds things of
    another unit ("Kofi has 24 mugs and 10 plates to pack. How many boxes does he need to
    pack everything?"): the containers may be asked for them too, at no stated capacity.

    RAISES Abstain: ``rate``.
    """
    terms = held.rate
    assert terms is not None and terms.source is not None
    parts = set(terms.source_parts) | {terms.amount.unit}
    others = sorted(
        {
            f.amount.unit
            for f in rest
            if f.name == terms.source
            and f.amount is not None
            and f.amount.unit is not None
            and f.amount.unit not in parts
        }
    )
    if others:
        raise Abstain(
            "rate",
            f"{terms.source} also holds {others[0]}, which {held.verb.text!r} does not say "
            "how many of fit in one",
            held.verb,
        )


def _asks_affordable(rate: Fact, query: Query, data: RateData) -> bool:
    """RETURNS (bool): ``rate`` is a price per item and the question asks how many of
    those items one can buy ("How many toys can he buy?", "could she afford")."""
    terms = rate.rate
    assert terms is not None
    noun = query.noun
    return (
        terms.price
        and noun is not None
        and noun.lemma_.lower() == terms.per.lemma_.lower()
        and query.verb.lemma_.lower() in data.afford
        and any(c.dep_ == "aux" and c.lower_ in data.afford_modals for c in query.verb.children)
    )


def _spent_on(rate: Fact, facts: list[Fact], query: Query, unit: str, data: RateData) -> Fact:
    """RETURNS (Fact): the money spent on the rate's items when the question asks how many
    were bought ("Sergei spent $36 on tickets. Each ticket cost $9. How many tickets did
    he buy?"): a price rate, a question about its items with a buying verb, and exactly
    one spending of money 'on' those items (README V4: that money is the rate's total).
    RAISES Abstain: ``rate`` when any of it is missing."""
    terms = rate.rate
    assert terms is not None
    per = terms.per.lemma_.lower()
    noun = query.noun
    if (
        not terms.price
        or noun is None
        or noun.lemma_.lower() != per
        or query.verb.lemma_.lower() not in data.buy
    ):
        raise Abstain("rate", f"no quantity counts the {terms.per.text!r} of the rate", rate.verb)
    spent = [
        f
        for f in facts
        if f.kind is FactKind.LOSE
        and f.verb.lemma_.lower() in data.spend
        and f.party_name is None
        and f.amount is not None
        and any(  # 'on' under the verb, or under the money ("60 cents on stickers"); not
            # "on pens and pencils": the money is not the pens' alone
            c.dep_ == "prep"
            and c.lower_ == "on"
            and g.dep_ == "pobj"
            and g.lemma_.lower() == per
            and not any(d.dep_ == "conj" for d in g.children)
            for c in [*f.verb.children, *f.amount.head.children]
            for g in c.children
        )
    ]
    if len(spent) != 1:
        raise Abstain("rate", f"{len(spent)} amounts are spent on the {unit}", rate.verb)
    return spent[0]


def _moved_in(rate: Fact, facts: list[Fact], query: Query, amount: Amount) -> Fact | None:
    """RETURNS (Fact | None): the one event that moved the items of a rate of what one
    container holds, when the question asks how many containers that event moved, with
    its verb ("Nancy bought 615 crayons. Each pack has 15 crayons. How many packs did
    Nancy buy?": the crayons bought are the packs' total); None when not exactly so (no
    other amount of the items may stand beside it)."""
    terms = rate.rate
    assert terms is not None
    noun = query.noun
    if (
        terms.price
        or rate.frame.cls != "possess"
        or noun is None
        or noun.lemma_.lower() != terms.per.lemma_.lower()
        or amount.unit is None
    ):
        return None
    same = [f for f in facts if f.amount is not None and f.amount.unit == amount.unit]
    if len(same) != 1:
        return None
    event = same[0]
    if (
        event.kind not in (FactKind.GAIN, FactKind.LOSE)
        or event.verb.lemma_.lower() != query.verb.lemma_.lower()
        or event.amount is None
        or event.amount.unstated
    ):
        return None
    return event


def _members(rate: Fact, facts: list[Fact], kinds: Mapping[str, frozenset[str]]) -> frozenset[str]:
    """RETURNS (frozenset[str]): the nouns of kinds of the rate's item that count it
    ("roses", "tulips" for "each flower"): those ``kinds.json`` puts under its plural,
    when no fact counts the item itself and no word makes it a kind ("each red flower")."""
    terms = rate.rate
    assert terms is not None
    if _counted(rate, facts) or any(c.dep_ in ("amod", "compound") for c in terms.per.children):
        return frozenset()
    return kinds.get(plural(terms.per.lemma_.lower()), frozenset())


def _counting(rate: Fact, facts: list[Fact], members: frozenset[str] = frozenset()) -> list[Fact]:
    """RETURNS (list[Fact]): the facts whose amount counts the rate's item by its noun
    ("6 country albums", "2 pop albums" for "each album"), or by a noun of a kind of it
    (``members``: "2 roses", "3 tulips" for "each flower")."""
    terms = rate.rate
    assert terms is not None
    per = terms.per.lemma_.lower()
    items = {per, *members}
    return [
        f
        for f in facts
        if f.amount is not None
        and (
            f.amount.noun.lemma_.lower() in items
            if f.amount.noun is not None
            else _elided_items(f.amount, terms.per)  # "gave 7 to his brother": boxes elided
        )
        and _same_kind(terms.per, f.amount.unit, terms.price)
    ]


def _traded_beside_stock(found: list[Fact], terms: RateTerms, data: RateData) -> Fact | None:
    """RETURNS (Fact | None): the one purchase or sale, from no named party, among the
    facts ``found`` that count a price's items, when every other one is a holding of them
    by the same holder stated before it ("Rachel had 13 bars. She sold 9 bars." beside
    "Each bar costs $2"); else None."""
    if not terms.price:
        return None
    trades = [f for f in found if _trade(f, data)]
    if len(trades) != 1:
        return None
    (event,) = trades
    if (
        event.party_name is not None
        or event.amount is None
        or event.amount.unstated
        or event.name in (None, PLURAL)
    ):
        return None
    stock = [f for f in found if f is not event]
    if any(
        f.kind is not FactKind.POSSESS or f.name != event.name or f.position > event.position
        for f in stock
    ):
        return None
    return event


def _trade(fact: Fact, data: RateData) -> bool:
    """RETURNS (bool): ``fact`` buys (a gain by a verb of buying) or sells (a loss by a
    verb of selling)."""
    return fact.kind in (FactKind.GAIN, FactKind.LOSE) and _trades(
        fact.verb, fact.kind is FactKind.GAIN, data
    )


def _trades(verb: Tok, gains: bool, data: RateData) -> bool:
    """RETURNS (bool): ``verb`` is a verb of buying, for a gain, or of selling, for a loss."""
    return verb.lemma_.lower() in (data.buy if gains else data.sell)


def _traded_in_clause(
    rate: Fact, rest: list[Fact], count: Amount, name: str | None, data: RateData
) -> Fact | None:
    """RETURNS (Fact | None): the purchase or sale a priced rate with its own count states
    ("She sold 9 bars at $2 each"), as the event that moves the items, when the holder's
    own facts that count the items are holdings stated before it or events that neither
    buy nor sell ("had 13 bars", "ate 3 bars", "gave 6 to his neighbor"), and no other
    holder's event moves the items to or from her; else None."""
    cls = rate.frame.cls
    if name in (None, PLURAL) or rate.party is not None:
        return None
    if cls not in ("gain", "lose") or not _trades(rate.verb, cls == "gain", data):
        return None
    items = [f for f in rest if f.amount is not None and f.amount.unit == count.unit]
    own = [f for f in items if f.name == name]
    if not own or any(
        (f.kind is FactKind.POSSESS and f.position > count.start)
        or (f.kind is not FactKind.POSSESS and _trade(f, data))
        or f.kind not in (FactKind.POSSESS, FactKind.GAIN, FactKind.LOSE)
        for f in own
    ):
        return None
    if any(f.party_name == name for f in items if f.name != name):
        return None  # "Tom gave her 3 bars": another's event on her items
    return Fact(
        kind=FactKind.GAIN if cls == "gain" else FactKind.LOSE,
        construction=rate.construction,
        verb=rate.verb,
        key=rate.key,
        frame=rate.frame,
        subject=rate.subject,
        amount=count,
        generic=rate.generic,
        clause=rate.clause,
        name=name,
        agentive=rate.agentive,
    )


def _sold(kinds: list[Fact], terms: RateTerms, data: RateData) -> str | None:
    """RETURNS (str | None): the one seller when every fact in ``kinds`` sells, from no
    named party, a kind of the items a price is per ("sold 3 bead necklaces and 7 gem
    necklaces"); else None."""
    if not terms.price:
        return None
    names = {f.name for f in kinds}
    if len(names) != 1 or any(
        f.kind is not FactKind.LOSE
        or f.verb.lemma_.lower() not in data.sell
        or f.party_name is not None
        or f.amount is None
        or f.amount.unstated
        or f.amount.unit is None
        for f in kinds
    ):
        return None
    (name,) = names
    return None if name in (None, PLURAL) else name


# words before a rate's item that pick those left after the events, no kind of them
_REMAINING = frozenset({"remaining"})


def _same_kind(per: Tok, unit: str | None, price: bool = False) -> bool:
    """RETURNS (bool): every word that makes the rate's item a kind ("each indoor table")
    is in the unit counted ("indoor tables"), so "outdoor tables" are not counted; and a
    rate's item with contents ("each box of crayons", "of blue pens") counts no container
    of other contents ("boxes of chalk", "of red pens"). The bare noun counts the
    items a price of a kind is told of, in the plural with no determiner, when the text
    names no other kind of them ("Trick decks cost $8 each. He bought 6 decks": the decks
    said again; not "A red box holds 6 apples. Lior has 3 boxes")."""
    kinds = {
        c.lower_
        for c in per.children
        if c.dep_ in ("amod", "compound")
        and not restricting(c)  # "the working games"
        and c.lower_ not in _REMAINING  # "each remaining flier": those there now
    }
    if not kinds <= set((unit or "").split()) and not (
        price
        and per.tag_ == "NNS"
        and not any(c.dep_ == "det" for c in per.children)
        and unit == plural(per.lemma_.lower())
        and _one_kind_named(per, kinds)
    ):
        return False
    contents = contents_of(per)
    _, of, inside = (unit or "").partition(" of ")
    if contents is None or not of:
        return True
    named = {c.lower_ for c in contents.lefts if c.dep_ in ("amod", "compound")}
    return {contents.lower_, *named} <= set(inside.split())  # "each box of blue pens"


def _one_kind_named(per: Tok, kinds: set[str]) -> bool:
    """RETURNS (bool): every mention of ``per``'s noun in the text names the kind
    ``kinds`` or none."""
    lemma = per.lemma_.lower()
    return all(
        {c.lower_ for c in t.children if c.dep_ in ("amod", "compound")} in (kinds, set())
        for t in per.doc
        if t.lemma_.lower() == lemma and t.pos_ in ("NOUN", "PROPN")
    )


def _asked_buyers(rate: Fact, found: list[Fact], asked: str | None, data: RateData) -> Fact | None:
    """RETURNS (Fact | None): the one purchase of a price's items by the holder the
    question asks, when every fact on them is a purchase (a gain with a verb of buying)
    and each buyer bought once ("Haruto bought 9 pens and Mei bought 2 pens. How much did
    Mei spend?"), or the asked holder's one holding of the items of what each holds, when
    every fact on them is one holder's holding; None otherwise."""
    terms = rate.rate
    assert terms is not None
    if asked is None or rate.amount is not None:
        return None
    if not terms.price:  # "George has 2 boxes. Each box holds 6 blocks and there are 5
        # boxes in a case.": what each holds is the same in every box; the asked holder's
        own = [f for f in found if f.name == asked]
        held = all(f.kind is FactKind.POSSESS and f.party_name is None for f in found)
        return (
            own[0]
            if held and len(own) == 1 and len({f.name for f in found}) == len(found)
            else None
        )
    if not _bought_once_each(found, data) or [f.name for f in found].count(asked) != 1:
        return None
    return next(f for f in found if f.name == asked)


def _bought_once_each(found: list[Fact], data: RateData) -> bool:
    """RETURNS (bool): every fact in ``found`` is a purchase (a gain with a verb of
    buying, from no named party, of a stated amount) by a named buyer, each buyer once."""
    names = [f.name for f in found]
    return len(set(names)) == len(names) and not any(
        f.kind is not FactKind.GAIN
        or f.verb.lemma_.lower() not in data.buy
        or f.party_name is not None
        or f.amount is None
        or f.amount.unstated
        or f.name in (None, PLURAL)
        for f in found
    )


def _bought_apart(rate: Fact, found: list[Fact], asked: str | None, data: RateData) -> bool:
    """RETURNS (bool): every fact on a price's items is one purchase (a gain with a verb
    of buying, from no named party) by its own named buyer, and the question asks no one
    buyer ("Haruto bought 9 pens and Mei bought 2 pens. How much did they spend?"): what
    the buyers paid together."""
    if (
        not rate.rate
        or not rate.rate.price
        or rate.amount is not None
        or asked not in (None, PLURAL)
    ):
        return False
    return _bought_once_each(found, data)


def _sold_holding(
    rate: Fact, facts: list[Fact], counts: list[Fact], mentions: Mentions, data: RateData
) -> tuple[str, Tok, str, Fact | None] | None:
    """RETURNS: (the seller, the noun of its items, their unit) of a price said of a sale
    of what the seller holds ("had 10 cookies. She sold them for $2 each", "sold the rest
    at $3 each" after a loss): the seller's own facts before it, all of one unit, a holding
    or a gain first (for "the rest", a loss after, or a part said not to do something,
    ``counts``' undone part, returned last); else None.
    RAISES Abstain: ``rate`` when 'them' or "the rest" is said and the holding is not so."""
    terms = rate.rate
    assert terms is not None
    item = terms.per
    verb = rate.verb
    if not terms.price or verb.lemma_.lower() not in data.sell or not held_stand_in(item):
        return None
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if not subjects and verb.dep_ in ("conj", "xcomp"):  # "sold 6 and sold the rest"
        subjects = [c for c in verb.head.children if c.dep_ == "nsubj"]
    name = mentions.name(subjects[0]) if len(subjects) == 1 else None
    if name is None or name == PLURAL:
        raise Abstain("rate", f"who sells {item.text!r} is not one holder", verb)
    own = [
        f
        for f in facts
        if f.position < rate.position and f.amount is not None and f.amount.money is None
    ]
    units = {f.amount.unit for f in own if f.amount is not None}
    parts = [c for c in counts if c.frame.kind == "undone" and c.position < rate.position]
    if item.lower_ not in REST_WORDS:
        parts = []
    if (
        len(units) != 1
        or None in units
        or any(
            f.name != name or (f.party_name is not None and f.kind is FactKind.POSSESS) for f in own
        )
        or any(f.amount is not None and f.amount.unstated for f in own)
        or own[0].kind not in (FactKind.POSSESS, FactKind.GAIN)
        or (item.lower_ in REST_WORDS and any(f.kind is FactKind.LOSE for f in own) == bool(parts))
        or len(parts) > 1
        or any(  # "6 of the apples were cracked" beside held eggs: no part of them
            p.amount is not None
            and p.amount.noun is not None
            and plural(p.amount.noun.lemma_.lower()) not in units
            for p in parts
        )
        or any(
            f.amount is not None and f.amount.unit in units
            for f in facts
            if f.position > rate.position
        )
    ):
        raise Abstain("rate", f"{item.text!r} of {verb.text!r} are not one holding told", verb)
    noun = own[0].amount.noun if own[0].amount is not None else None
    if noun is None:
        raise Abstain("rate", f"{item.text!r} of {verb.text!r} name no item", verb)
    return name, noun, units.pop(), (parts[0] if parts else None)  # type: ignore[return-value]


def _counted_holding(rate: Fact, found: list[Fact]) -> tuple[str, tuple[str, ...]]:
    """RETURNS: the one holder whose holdings, gains and losses ``found`` are, and the
    units they count (kinds of the rate's item), in text order.

    RAISES Abstain: ``rate`` when they are several holders', an exchange, or unstated.
    """
    holders = {f.name for f in found}
    if len(holders) != 1 or any(
        f.kind not in (FactKind.POSSESS, FactKind.GAIN, FactKind.LOSE)
        or (f.party_name is not None and f.kind is FactKind.POSSESS)
        or f.amount is None
        or f.amount.unstated
        or f.amount.unit is None
        for f in found
    ):
        raise Abstain(
            "rate", f"{len(found)} quantities count the items of {rate.verb.text!r}", rate.verb
        )
    (holder,) = holders
    if holder is None or holder == PLURAL or found[0].kind is FactKind.LOSE:
        raise Abstain("rate", f"whose items {rate.verb.text!r} counts is not said", rate.verb)
    units = tuple(dict.fromkeys(f.amount.unit for f in found if f.amount is not None))
    return holder, units  # type: ignore[return-value]


def _check_restricted(rate: Fact, count: Fact, undone: list[Fact], data: RateData) -> None:
    """Abstain when the rate's item is said with what it did ("each member that did show
    up", "the working games") and the count is a holding of the items, not of those that
    did it, with no part said not to have done it. RAISES Abstain: ``rate``."""
    assert rate.rate is not None
    done = {d for item, d in restricted_items(rate.verb.doc, data) if item == rate.rate.per}
    if not done or done & set(done_keys(count.verb, data)):
        return  # "Each member who came scored 6 points. 5 members came."
    if not any(_restricted_to_done(rate, u, data) for u in undone):
        raise Abstain(
            "rate", f"the {rate.rate.per.text!r} the rate is said of are not counted", rate.verb
        )


def _restricted_to_done(rate: Fact, undone: Fact, data: RateData) -> bool:
    """RETURNS (bool): the rate's item is said with the verb ``undone`` negates ("each
    member that did show up" beside "2 members didn't show up", "the working games"
    beside "8 of them weren't working")."""
    assert rate.rate is not None
    said = done_keys(undone.verb, data)
    return any(
        item == rate.rate.per and done in said
        for item, done in restricted_items(rate.verb.doc, data)
    )


def _count_fact(rate: Fact, facts: list[Fact]) -> Fact:
    """RETURNS (Fact): the single fact that counts the rate's item ("Sam has 4 boxes")."""
    terms = rate.rate
    assert terms is not None
    per = terms.per.lemma_.lower()
    found = [
        f
        for f in facts
        if f.amount is not None
        and (
            f.amount.noun.lemma_.lower() == per
            if f.amount.noun is not None
            else terms.price and _elided_items(f.amount, terms.per)  # "Tomasz bought 6"
        )
        and _same_kind(terms.per, f.amount.unit, terms.price)
    ]
    if len(found) != 1:
        raise Abstain(
            "rate", f"{len(found)} quantities count the {terms.per.text!r} of the rate", rate.verb
        )
    count = found[0]
    if count.kind not in (FactKind.POSSESS, FactKind.GAIN, FactKind.LOSE, FactKind.RATE) or (
        count.party_name is not None
    ):
        raise Abstain("rate", f"{count.verb.text!r} is no count of a rate", count.verb)
    return count


def _in_clause(fact: Fact, price: bool, data: RateData) -> str:
    """RETURNS (str): how a rate with its count in its own clause touches the holder."""
    lemma = fact.verb.lemma_.lower()
    if price:
        if lemma in data.buy:
            return PAID
        if lemma in data.sell or (fact.frame.cls == "time" and lemma in data.earn):
            return RECEIVED  # "earned $9 an hour for 4 hours": money received
        if lemma in data.spend and (fact.frame.cls == "time" or fact.amount is not None):
            return PAID  # "paid $5 for each of 3 books", "spends $4 a day for 5 days"
        raise Abstain("rate", f"nobody pays the price of {fact.verb.text!r}", fact.verb)
    if fact.frame.cls == "lose" or (fact.frame.cls == "time" and fact.frame.kind == "lose"):
        return GIVEN  # "gave away 3 bags with 5 apples in each", "uses 6 sheets a day"
    return HELD  # "has 4 boxes with 6 eggs each", "bought 4 packs with 10 in each pack"


def _worked(rate: Fact, counts: list[Fact], by_start: dict[int, Amount]) -> list[Fact]:
    """RETURNS (list[Fact]): the stretches of time stated in clauses of their own that
    count a rate per that unit of time ("worked 7 hours"), or the items done of a rate per
    item, one of them with its noun elided ("found 4 treasures ... and 3 on the second"),
    in text order."""
    assert rate.rate is not None and rate.rate.per is not None
    per = rate.rate.per.lemma_.lower()
    return [
        c
        for c in counts
        if c.construction == "rate"
        and c.frame.kind != "undone"
        and c.amount is not None
        and (
            c.amount.noun.lemma_.lower() == per
            if c.amount.noun is not None
            else by_start[c.amount.start].unit == plural(per)  # "and 3 on the second"
        )
    ]


def _summed_count(
    rate: Fact,
    found: list[Fact],
    counts: list[Fact],
    by_start: dict[int, Amount],
    amount: Amount,
    name: str | None,
) -> Fact:
    """RETURNS (Fact): ``rate`` counted by the sum of the counts ``found`` (schema v3:
    "worked 7 hours on Monday and 2 on Tuesday", "filled 6 bags ... 3 more bags"), of
    holder ``name``; ``found`` leave ``counts``."""
    assert rate.rate is not None
    for c in found:
        counts.remove(c)
    parts = tuple(by_start[c.amount.start] for c in found if c.amount is not None)
    terms = msgspec.structs.replace(rate.rate, amount=amount, counted_sum=parts)
    return msgspec.structs.replace(rate, name=name, rate=terms)


def _filled(rate: Fact, counts: list[Fact], data: RateData) -> list[Fact]:
    """RETURNS (list[Fact]): the counts of containers filled in clauses of their own that
    count a rate per container ("He filled 6 bags." beside "Each bag had 8 cans"), in
    text order."""
    assert rate.rate is not None
    per = rate.rate.per
    if per is None or rate.frame.cls != "possess":
        return []
    return [
        c
        for c in counts
        if c.construction == "rate"
        and c.verb.lemma_.lower() in data.fill
        and c.amount is not None
        and c.amount.noun is not None
        and c.amount.noun.lemma_.lower() == per.lemma_.lower()
    ]


def _holder_of_time(rate: Fact, stretches: list[Fact], mentions: Mentions, why: str) -> str:
    """RETURNS (str): the holder of a rate per unit of time, who is the subject of every
    stretch of time that counts it ("earns $5 an hour. He worked 7 hours").
    RAISES Abstain: ``rate``, with the message ``why``, otherwise."""
    earner = rate.subject.token
    name = mentions.name(earner) if earner is not None else None
    if name in (None, PLURAL) or any(
        c.subject.token is None or mentions.name(c.subject.token) != name for c in stretches
    ):
        raise Abstain("rate", why)
    assert name is not None
    return name


def _over_time(rate: Fact, price: bool) -> str:
    """RETURNS (str): how a rate per unit of time touches its holder over a stretch the
    text states ("earns $5 an hour ... worked 7 hours"): by its own verb's direction."""
    if rate.frame.kind == "lose":
        return PAID if price else GIVEN
    return RECEIVED if price else HELD


def _paired(count: Fact, price: bool, data: RateData) -> str:
    """RETURNS (str): how a rate touches the holder of the count it was paired with."""
    lemma = count.verb.lemma_.lower()
    if price:
        if count.kind is FactKind.GAIN and lemma in data.buy:
            return PAID  # "Each ticket costs 75 cents. Chloe buys 4 tickets."
        if count.kind is FactKind.LOSE and lemma in data.sell:
            return RECEIVED
        raise Abstain(
            "rate", f"{count.verb.text!r} neither buys nor sells at the price", count.verb
        )
    if count.kind is FactKind.LOSE:
        return GIVEN
    return HELD  # "Sam has 4 boxes", "A shelf has 4 rows", "Jun bought 4 packs"


def _effects(
    paired: list[tuple[Fact, str, str]],
    rest: list[Fact],
    query: Query,
    unit: str,
    asked: str | None,
    words: WordLists,
    data: RateData,
    covered: frozenset[str],
    apart: frozenset[int] = frozenset(),
    groups: frozenset[str] = frozenset(),
    held: bool = False,
    bases: frozenset[str] = frozenset(),
    unknown: Fact | None = None,
) -> tuple[list[Fact], Fact | tuple[Fact, ...] | None]:
    """Decide each rate's effect from the question (0006 rule 3, README V5); a rate of a
    kind the unit asked covers (``covered``) adds to a holding of that kind; ``groups``:
    the holders of a rate's count that are groups of them ("the team": ``words.json``
    ``group_nouns``), whose members' own gains the question may ask as theirs;
    ``unknown``: the rate of a purchase or sale whose count the text leaves out and the
    question asks, which moves its holder's money.

    RETURNS: (the rates with their effects; the rate whose total the question asks, the
        rates whose totals it sums (``_paid_together``), or None).
    """
    holding = held or asks_holding(query, words)
    if asks_bill(query, data.bill):  # "How much was the bill?": what was paid, by nobody named
        holding, asked = False, None
    out: list[Fact] = []
    asked_rate: Fact | None = None
    summed: list[Fact] = []  # "3 pens at $2 each and 2 books at $5 each": what was paid
    together = not holding and (
        _paid_together(paired, unit, asked, query, data)
        or _timed_together(paired, unit, asked, query, data)
    )
    # "bought 3 pens at $2 each and a ruler for $1. How much did she spend?"
    spent, started = (
        ((), False) if holding else _spent_beside(paired, rest, unit, asked, query, data)
    )
    priced = frozenset(  # "and a ruler for $1": an item with its own price
        item.i
        for f in rest
        if f.price
        and f.amount is not None
        and (item := item_priced_alone(f.amount, words.money_nouns)) is not None
    )
    for fact, how, verb in paired:
        trade = data.buy + data.sell if how in (PAID, RECEIVED) else []
        if not holding and how not in (PAID, RECEIVED):
            trade = [verb]  # "plants 7 rows … plants 5 roses. How many … does she plant?"
        counted = fact.rate.counted_parts if fact.rate is not None else ()
        for other in rest:
            if other.amount is not None and other.amount.unit in counted:
                continue  # one of the items the rate's count sums ("6 country albums")
            if id(other) in apart:
                continue  # another buyer's purchase of the items (``_asked_buyers``)
            moved = fact.rate.moved if fact.rate is not None else None
            if moved is not None and other.amount is not None and other.amount.start == moved.start:
                continue  # the purchase or sale whose operand is the rate's count
            if other.verb.lemma_.lower() in trade and not (
                other.amount is not None and other.amount.unit in words.money_units
            ):  # "buys 5 pencils and 3 pens": the pens' price is not given
                raise Abstain(
                    "rate", f"{other.verb.text!r} is another purchase or event of the rate's kind"
                )
        count = fact.amount
        if how in (PAID, RECEIVED) and count is not None and count.noun is not None:
            _check_other_goods(count.noun, words, priced)
        terms = fact.rate
        assert terms is not None and terms.amount.unit is not None
        if unknown is not None and fact.verb is unknown.verb and how in (PAID, RECEIVED):
            # "had $20. She bought some stickers at $3 each. Now she has $11": the count
            # the text leaves out, asked, moves the money the holder holds
            effect = "subtract" if how == PAID else "add"
            out.append(
                msgspec.structs.replace(fact, rate=msgspec.structs.replace(terms, effect=effect))
            )
            continue
        if terms.total is not None:  # the count is asked
            if len(paired) != 1 or any(
                f.amount is not None and f.amount.unit == terms.amount.unit for f in rest
            ):
                raise Abstain("rate", "the count asked beside other money")
            asked_rate = fact
            out.append(fact)
            continue
        if terms.moved is not None and count is not None and count.unit == unit:
            # "had 15 mangoes. She sold 9 mangoes at $3 each. How many mangoes": the sale
            # moves the items asked; the money it brings is no part of the answer
            out.append(fact)
            continue
        kind = is_kind_of(terms.amount, unit, covered)  # "3 red pens", "6 parrots" of birds
        # "Each cage has 6 parrots and 2 parakeets. How many parrots": another kind is held too
        sibling = any(f is not fact and f.verb.i == fact.verb.i for f, _, _ in paired)
        if (
            terms.amount.unit != unit
            and not ((kind or sibling) and holding)
            and not (terms.effect is None and _converts(terms.amount, unit))
        ):
            raise Abstain(
                "rate", f"the question asks for {unit}, the rate gives {terms.amount.unit}"
            )
        if _gained_by_each(fact) and _asks_one_item(query, _items_of(fact)):
            # "The 4 nurses each filled 12 jugs. How many jugs did one nurse fill?"
            raise Abstain("rate", "the question asks what one of the items did, not all")
        if (
            _gained_by_each(fact)
            and asked not in (None, _items_of(fact))
            and not (
                asked == fact.name and asked in groups  # "How many points did the team score?"
            )
        ):
            # "Tom has 5 friends. Each friend found 3 shells.": the shells are the friends'
            raise Abstain("rate", f"what each one {fact.verb.text!r} is not {asked}'s")
        if _gained_by_each(fact) and holding:
            raise Abstain("rate", f"what each one {fact.verb.text!r} is held by nobody asked")
        if (
            holding and fact.name is not None and (asked in (None, fact.name) or fact.name in bases)
        ):  # or the holder another is compared with ("Sam has 3 bags with 8 marbles in
            # each bag. Ana has 5 more than Sam.")
            effect = "subtract" if how in (PAID, GIVEN) else "add"
        elif (
            (holding and fact.name is None and asked in (None, _items_of(fact)))
            or (  # "There were 7 players in the game ... How many lives did the players
                # have?": the items themselves hold the total, whoever holds them
                holding
                and asked is not None
                and asked == _items_of(fact)
                and _asks_items_together(query, asked)
            )
            or (not holding and asked in (None, fact.name) and _asks_total(query, verb, how, data))
            or (  # "Each player scored 6 points ... How many points were scored?"
                not holding
                and _gained_by_each(fact)
                and query.verb.lemma_.lower() == fact.verb.lemma_.lower()
            )
        ) and (len(paired) == 1 or _one_kind_asked(fact, paired, unit) or together):
            if any(
                f.amount is not None
                and f.amount.unit == unit
                and all(f is not g for g in spent)
                and not (started and f.kind is FactKind.POSSESS)  # "Hana had $20": not spent
                for f in rest
            ):
                raise Abstain("rate", f"the question asks a rate's total beside held {unit}")
            effect = None
            if started:  # "Hana had $20. She bought 3 pears at $2 each": paid from the $20
                effect = "subtract" if how == PAID else "add"
        else:
            raise Abstain(
                "rate", f"the question does not ask what the rate of {fact.verb.text!r} gives"
            )
        fact = msgspec.structs.replace(fact, rate=msgspec.structs.replace(terms, effect=effect))
        if (effect is None or started) and (terms.total_unit or terms.amount.unit) == unit:
            asked_rate = fact
            summed.append(fact)
        out.append(fact)
    if together and len(summed) == len(paired):
        return out, tuple(summed)
    if spent and len(summed) == len(paired):
        return out, tuple(sorted((*summed, *spent), key=lambda f: f.position))
    return out, asked_rate


def _spent_beside(
    paired: list[tuple[Fact, str, str]],
    rest: list[Fact],
    unit: str,
    asked: str | None,
    query: Query,
    data: RateData,
) -> tuple[tuple[Fact, ...], bool]:
    """RETURNS: (the purchases of a price's buyer paid in the unit asked beside the rates
    at a price ("bought 3 pens at $2 each and a ruler for $1. How much did she spend?");
    whether the buyer's money before them is stated ("Hana had $20"), which what was spent
    leaves aside): every rate is paid by one and the same holder, every other fact of that
    unit is that holder's loss by a verb of buying or spending or that holder's holding, and
    the question asks what was spent (schema v3: the sum of the rates' totals and the
    purchases); ((), False) for any other."""
    none: tuple[tuple[Fact, ...], bool] = ((), False)
    hows = {how for _, how, _ in paired}
    if len(hows) != 1 or not hows <= {PAID, RECEIVED}:
        return none
    how = hows.pop()  # paid for what was bought, or received for what was sold
    names = {f.name for f, _, _ in paired}
    if len(names) != 1 or asked not in (None, *names):
        return none
    name = next(iter(names))
    if any(f.rate is None or not f.rate.price or f.rate.amount.unit != unit for f, _, _ in paired):
        return none
    money = [f for f in rest if f.amount is not None and f.amount.unit == unit]
    held = [f for f in money if f.kind is FactKind.POSSESS]
    bought = [f for f in money if f.kind is not FactKind.POSSESS]
    trade, kind = (
        ((*data.buy, *data.spend), FactKind.LOSE) if how == PAID else (data.sell, FactKind.GAIN)
    )
    if not money or any(
        f.kind is not kind or f.name != name or f.verb.lemma_.lower() not in trade for f in bought
    ):
        return none
    if any(f.name != name or f.position > paired[0][0].position for f in held):
        return none  # another's money, or money stated after the purchase
    if not _asks_total(query, paired[0][2], how, data):
        return none
    return tuple(bought), bool(held)


def _per_lemma(fact: Fact) -> str | None:
    """RETURNS (str | None): the lemma of the item a rate is per, None for none."""
    per = fact.rate.per if fact.rate is not None else None
    return per.lemma_.lower() if per is not None else None


def _one_holder(paired: list[tuple[Fact, str, str]], asked: str | None) -> str | None:
    """RETURNS (str | None): how several rates touch their one holder, when they are
    several, of one and the same holder, one the question asks or none; else None."""
    if len(paired) < 2:
        return None
    names = {f.name for f, _, _ in paired}
    hows = {how for _, how, _ in paired}
    if len(names) != 1 or len(hows) != 1:
        return None
    (name,) = names
    if name in (None, PLURAL) or asked not in (None, name):
        return None
    (how,) = hows
    return how


def _timed_together(
    paired: list[tuple[Fact, str, str]],
    unit: str,
    asked: str | None,
    query: Query,
    data: RateData,
) -> bool:
    """RETURNS (bool): several rates over time of one and the same holder and verb, each
    over a stretch of its own, all in the unit asked, and the question asks what that verb
    did as such ("moves 12 liters a minute for 5 minutes. Then it moves 8 liters a minute
    for 3 minutes. How many liters does it move in all?"): the sum of their totals."""
    how = _one_holder(paired, asked)
    if how is None or len({f.verb.lemma_.lower() for f, _, _ in paired}) != 1:
        return False
    return (
        not any(t.like_num for t in query.sent)  # not "in the last 3 minutes": a part
        and all(
            f.frame.cls == "time"
            and f.amount is not None
            and f.rate is not None
            and f.rate.amount.unit == unit
            for f, _, _ in paired
        )
        and _asks_total(query, paired[0][2], how, data)
    )


def _paid_together(
    paired: list[tuple[Fact, str, str]],
    unit: str,
    asked: str | None,
    query: Query,
    data: RateData,
) -> bool:
    """RETURNS (bool): several prices, each paid (or each received) by one and the same
    holder for items of its own, all in the unit asked, and the question asks what was
    paid (received) as such ("bought 3 pens at $2 each and 2 books at $5 each. How much
    did she spend?"): the question asks the sum of their totals (schema v3)."""
    how = _one_holder(paired, asked)
    if how is None or how not in (PAID, RECEIVED):
        return False
    pers = [f.rate.per.lemma_.lower() for f, _, _ in paired if f.rate is not None]
    return (
        len(set(pers)) == len(paired)
        and all(
            f.rate is not None and f.rate.price and f.rate.amount.unit == unit and f.amount
            for f, _, _ in paired
        )
        and _asks_total(query, paired[0][2], how, data)
    )


def _one_kind_asked(fact: Fact, paired: list[tuple[Fact, str, str]], unit: str) -> bool:
    """RETURNS (bool): every rate is one of the kinds ``fact``'s clause states per item,
    and exactly one of them gives the unit asked ("Each butterfly has 12 black dots and 17
    yellow dots. How many black dots are there?")."""
    return all(f.verb.i == fact.verb.i for f, _, _ in paired) and (
        sum(f.rate is not None and f.rate.amount.unit == unit for f, _, _ in paired) == 1
    )


def _gained_by_each(fact: Fact) -> bool:
    """RETURNS (bool): the rate is what each of its items gets, its subject ("Each player
    scored 6 points"): their own, not their counter's ("A team has 5 players")."""
    terms = fact.rate
    if terms is None or fact.frame.cls != "gain" or terms.per is None:
        return False
    per = terms.per
    if per.dep_ == "pobj" and per.head.lower_ == "of":  # "each of the 5 friends"
        per = per.head.head
    if fact.verb.dep_ == "acl" and fact.verb.head is per and fact.verb.tag_ == "VBG":
        return True  # "124 students making 3 stars each": the participle's own subject
    if per.i < fact.verb.i and any(  # "There are 37 children. They each ate 8 grapes."
        c.dep_ == "nsubj" and they_each(c, EACH) is not None for c in fact.verb.children
    ):
        return True
    return per.dep_ == "nsubj" and per.head.pos_ in ("VERB", "AUX")


def _items_of(fact: Fact) -> str | None:
    """RETURNS (str | None): the lemma of the items a rate is per ("Each player had 7
    lives": 'player'), which a question may name as the holders of its total ("How many
    lives did the players have?"); None for a rate per a unit of time or per nothing."""
    terms = fact.rate
    if terms is None or terms.per is None or fact.frame.cls == "time":
        return None
    return terms.per.lemma_.lower()


def _asks_one_item(query: Query, lemma: str | None) -> bool:
    """RETURNS (bool): the question's subject is one of the rate's items, singular ("How
    many jugs did one nurse fill?", "did a nurse fill")."""
    return lemma is not None and any(
        c.dep_ == "nsubj" and c.tag_ == "NN" and c.lemma_.lower() == lemma
        for c in query.verb.children
    )


def _asks_items_together(query: Query, lemma: str) -> bool:
    """RETURNS (bool): the question's subject is the rate's items as a group, plural
    ("How many lives did the players have?", "did they have", "How many people are on
    boats?"), not one of them ("How many melons can a crate hold?")."""
    verb = query.verb
    places = [g for c in verb.children if c.dep_ == "prep" for g in c.children if g.dep_ == "pobj"]
    return any(
        (c.tag_ == "NNS" and c.lemma_.lower() == lemma) or c.lower_ == "they"
        for c in (*(c for c in verb.children if c.dep_ == "nsubj"), *places)
    )


def _asks_total(query: Query, verb: str, how: str, data: RateData) -> bool:
    """RETURNS (bool): the question asks the rate's total as such: what was spent or paid
    for a price paid, earned or made for one received, else what the verb that counts did
    ("A farmer loads 5 crates. How many melons does the farmer load?").

    verb (str): the lemma of the verb whose clause states the count."""
    lemma = query.verb.lemma_.lower()
    if how == PAID:  # "How much did she spend?", "How much was the bill?"
        return lemma in data.spend or asks_bill(query, data.bill)
    if query.verb.pos_ == "NOUN" and lemma in data.paid:  # "What was his final score?"
        return verb in data.paid or verb in data.earn
    if how == RECEIVED:  # "gets $1 for every book he reads ... How much did he get?"
        return (
            lemma in data.earn
            or (lemma == verb and lemma in data.paid)
            or (lemma in data.paid and verb in data.sell)  # "sold 6 at $2 each ... did she get"
        )
    if how == HELD and verb in data.fill and lemma in data.filled_asked:
        return True  # "filled 6 bags ... each bag had 8 cans. How many cans did he collect?"
    # "How far did it go in the first 30 minutes?": a stretch of its own, not the rate's
    stretch = any(
        t.lemma_.lower() in TIME_PER and any(c.like_num for c in t.children) for t in query.sent
    )
    far = query.measures("far")
    if far and lemma in data.travel and not stretch:
        return True  # "walked at 2 miles per hour ... How far did she go?"
    noun = query.noun
    if (
        lemma in data.travel
        and verb in data.distance_verbs
        and noun is not None
        and unit_group(plural(noun.lemma_.lower())) in ("length", "metric length")
        and not stretch
    ):  # "drove at 50 miles per hour for 4 hours. How many miles did it travel?"
        return True
    return lemma == verb and lemma not in ("have", "be")


__all__ = [
    "done_asked",
    "is_duration",
    "priced_counts",
    "priced_goal",
    "question_durations",
    "resolve_rates",
]


def _check_other_goods(noun: Tok, words: WordLists, priced: frozenset[int]) -> None:
    """Abstain when the clause that buys or sells a rate's items trades something else
    without a number ("buys 5 pencils and a notebook", "5 pencils at $2 each and a
    ruler"): its price is not given, so the total paid is not the rate's total; an item
    whose price a fact reads (``priced``: "and a ruler for $1") is no such thing."""
    verb = noun.head if noun.dep_ == "dobj" else None
    items = noun.conjuncts if verb is None else verb.subtree
    for item in items:
        if (
            item != noun
            and item.i not in priced
            and item.pos_ == "NOUN"
            and item.dep_ in ("dobj", "conj")
            and item.lemma_.lower() not in words.money_nouns
            and not any(c.dep_ == "nummod" for c in item.children)
        ):
            raise Abstain("rate", f"{item.text!r} is bought or sold beside the rate's items", item)
