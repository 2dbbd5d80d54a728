"""Compose: the clauses' facts and the question's ask into one graph, solved.

The reading's coverage is checked (cues nobody claimed, the first clause nobody could
read), its holders and units resolved (``resolve/``), the question's own checks run by
what it asks (a start, an event, a whole, a difference, a shortfall, an equal part, two
measures), rates and comparisons placed, and one graph built (``build.compose_graph``)
and solved.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

import msgspec
from wordproblem.models import (
    Change,
    Compare,
    Differ,
    Has,
    InconsistentGraphError,
    MathProblemGraph,
    Quantity,
    Rate,
    RateFact,
    Ref,
    Share,
    Solution,
    Sum,
    Total,
    conversion,
    solve,
    to_number,
)

from ..abstention import Abstain
from ..clauses.clauses import of_objects
from ..clauses.construe import check_statement
from ..constructions.measure import stated_times, time_slots
from ..constructions.need import check_obligation, check_unread_progress, goal_fact
from ..constructions.rate import PRICE, held_stand_in, stretch_of_time
from ..constructions.share import EqualPart, with_remainders
from ..constructions.tally import as_tally
from ..constructions.tender import asks_change
from ..coverage.coverage import (
    check_amounts,
    check_backshift,
    check_benefactive,
    check_changed_measures,
    check_container_count,
    check_coordinated_party,
    check_cues,
    check_ellipsis,
    check_entities,
    check_facts,
    check_future_events,
    check_gapped_unstated,
    check_gapping,
    check_ingredient_use,
    check_measure_scales,
    check_measured_thing,
    check_more_of_nothing,
    check_more_taken,
    check_nouns_apart,
    check_one_question,
    check_own_stock,
    check_per_unit,
    check_place_stated,
    check_question_amounts,
    check_relative_partitive,
    check_tense_order,
    check_units,
    check_unpriced_trade,
    check_unread_events,
    check_unstated_holding,
)
from ..coverage.restrictions import (
    check_asked_contents,
    check_coordination,
    check_restrictions,
)
from ..docview import DocView, Tok
from ..ir import (
    Amount,
    Difference,
    Fact,
    FactKind,
    HolderRef,
    Query,
    RateTerms,
    Reading,
    UnknownKind,
)
from ..quantities.quantities import noun_adjectives, plural
from ..question.attendance import missed_facts
from ..question.averages import period_of, period_words
from ..question.difference import (
    KindDifference,
    MeasureDifference,
    TimeDifference,
    VerbDifference,
    is_rest,
    name_distances,
    name_measures,
)
from ..question.dozens import build_dozen_graph
from ..question.named_share import named_people, split_object
from ..question.numbered_share import container_of, kind, stored_in, subject_of
from ..question.plan import Plan
from ..question.question import (
    asked_entity,
    asked_events,
    asks_bill,
    asks_holding,
    check_prices,
    condition_tokens,
    events_at_time,
    group_subject,
    over_every_time,
    read_change_question,
    told_twice,
    total_holders,
)
from ..question.unknowns import (
    asked_kind,
    before_phrase,
    check_start_question,
    check_unknown_question,
    stated_totals,
    without_prior_holding,
)
from ..resolve.coins import build_coin_graph
from ..resolve.comparisons import losses_as_tallies, resolve_compares
from ..resolve.mentions import PLURAL, SCENE, MentionIndex, Mentions, scan_mentions
from ..resolve.rates import (
    as_idle,
    done_asked,
    idle_rates,
    is_duration,
    priced_counts,
    priced_goal,
    question_durations,
    resolve_rates,
    rest_of_task,
)
from ..resolve.resolve import (
    check_convertible,
    check_measure_units,
    check_returns,
    check_whole_count,
    consume_from_holder,
    imply_parties,
    resolve_holders,
    resolve_units,
    start_first,
    unit_dimension,
)
from ..resolve.totals import (
    RestTotal,
    check_done_total,
    check_rest_question,
    check_total_tense,
    listed_whole,
    rest_asked_unit,
    rest_units,
)
from ..rules import RuleSet, WordLists
from .build import (
    Placed,
    check_compared_holders,
    check_need,
    check_no_scaling,
    check_parts,
    check_unknown_fixed,
    compose_graph,
    held_so_far,
    holders_of,
    measured_parts,
    place_totals,
    rest_facts,
    summed_parts,
    task_last,
    total_fact,
    tracked,
    unnamed_scene,
)

# the dependencies of what a clause holds or moves
_OBJECTS = frozenset({"dobj", "nsubjpass", "dative", "attr", "oprd"})


@dataclass(frozen=True)
class Composed:
    """One graph composed and solved, and what the reader's spans are read from.

    graph (MathProblemGraph): the graph; solution (Solution): its solution.
    verbs (tuple[str | None, ...]): the lexicon key of each v1 operation's verb.
    facts (tuple[Fact, ...]): the facts as built; amounts (tuple[Amount, ...]): the
        amounts with their units.
    index (MentionIndex): the mentions of the holders.
    """

    graph: MathProblemGraph
    solution: Solution
    verbs: tuple[str | None, ...]
    facts: tuple[Fact, ...]
    amounts: tuple[Amount, ...]
    index: MentionIndex


class GraphComposer:
    """Composes the facts of a reading and the question's ask into one graph, solved.

    rules (RuleSet): the compiled rules.
    data (Mapping[str, Any]): each construction's data, typed (``construction_data``).
    """

    def __init__(self, rules: RuleSet, data: Mapping[str, Any]) -> None:
        self.rules = rules
        self.data = data
        # unit noun (singular or plural) -> its dimension, for the unit checks
        measure = data.get("measure")
        self.unit_dimensions = measure.dimensions if measure is not None else {}
        # a word for a whole ("clothing") -> the nouns it covers, for the question's "on"
        self._kinds = {name: rules.kinds[whole] for name, whole in rules.kind_names.items()}
        for name, whole in rules.kind_names.items():  # "pieces of clothing": its articles
            if " " not in name:
                self._kinds.setdefault(f"pieces of {name}", rules.kinds[whole])
        self._people = rules.kinds.get("people", frozenset())
        # the unknowns reading reads the question's start markers itself
        self._unknown_rules = replace(rules, words=replace(rules.words, start_markers=()))
        # ... and "How many more did she get?" asks for a gain the text leaves out
        self._unknown_change_cues = replace(
            rules,
            words=replace(rules.words, start_markers=(), comparative=frozenset()),
        )
        purchase = data.get("purchase")  # verbs that trade goods for a price
        self.trade_verbs = frozenset(
            [*getattr(purchase, "buy", ()), *getattr(purchase, "sell", ())]
        )

    def compose(self, doc: DocView, query: Query, reading: Reading, plan: Plan) -> Composed:
        """Compose ``reading``: its coverage, holders and units, the question's ask, one
        graph, solved.

        reading (Reading): the clauses' facts (``ClauseReader.construe``).
        plan (Plan): what the question asks and what the text states beside its clauses.
        RETURNS (Composed): the graph, its solution, and the facts and amounts built.
        RAISES Abstain: when the rules cannot justify a graph.
        """
        unstated, difference, start = plan.unstated, plan.difference, plan.start
        total, rest = plan.total, plan.rest
        rules = self._unknown_rules if unstated or start else self.rules
        words = rules.words
        nouns = plan.nouns  # the nouns of the amounts left out (``mentions.is_counted``)
        if plan.whole is not None:  # the whole the groups share, stated beside the clauses
            reading = _with_whole(reading, plan.whole)
            check_statement(plan.whole.head.sent.root, (plan.whole,), self.rules.words)
        compared = difference or plan.measured or plan.kinds or plan.timed
        if compared is not None:  # the question's 'more ... than' is read here
            cues = {compared.marker.i} | ({compared.than.i} if compared.than else set())
            reading = msgspec.structs.replace(reading, claimed=reading.claimed | cues)
        if start:  # "before buying the pie": check_start_question reads the phrase
            cues = {t.i for t in before_phrase(query, self.rules.words)}
            reading = msgspec.structs.replace(reading, claimed=reading.claimed | cues)
        if plan.complement is not None:  # the 'not' of the part or of the question
            cues = {t.i for t in plan.complement.cues}
            reading = msgspec.structs.replace(reading, claimed=reading.claimed | cues)
        if plan.need is not None:  # 'more', and the question's verbs of getting
            cues = {t.i for t in plan.need[0]}
            reading = msgspec.structs.replace(reading, claimed=reading.claimed | cues)
        priced = frozenset[int]()
        if plan.afford is not None:  # "with the money he had left"; "6 dollar toys"
            cues = {t.i for t in plan.afford.cues}
            reading = msgspec.structs.replace(reading, claimed=reading.claimed | cues)
            if plan.afford.price is not None:
                reading = _with_price(reading, query, plan.afford.price)
                priced = frozenset({plan.afford.price.start})
        if plan.share is not None and plan.share.priced:  # "How much does one ticket cost?"
            priced = frozenset(q.start for q in reading.amounts if plan.share.each.i in q.tokens)

        # coverage: cues nobody claimed, then the first clause nobody could read
        cues = rules
        if (
            unstated
            and asked_kind(query, words) is UnknownKind.CHANGE
            and not asks_holding(query, words)
        ):
            cues = self._unknown_change_cues  # checked by check_unknown_question
        _check_coverage(doc, query, reading, cues, words)
        check_relative_partitive(reading.amounts)
        reading = msgspec.structs.replace(reading, facts=with_remainders(reading.facts))
        idle = idle_rates(reading, query)  # "Pencils cost $1 each" beside erasers bought
        if idle:
            kept = tuple(f for f in reading.facts if all(f is not i for i in idle))
            reading = msgspec.structs.replace(reading, facts=kept)
        # asides ("She went to 3 shops."): read, and left out of the graph
        asides = frozenset(f.verb.i for f in reading.facts if f.kind is FactKind.ASIDE)
        if asides:
            kept = tuple(f for f in reading.facts if f.kind is not FactKind.ASIDE)
            reading = msgspec.structs.replace(reading, facts=kept)
        v2 = (FactKind.RATE, FactKind.SHARE)
        rates = tuple(f for f in reading.facts if f.kind in v2)
        compares = tuple(f for f in reading.facts if f.kind is FactKind.COMPARE)
        plain = tuple(f for f in reading.facts if f.kind not in (*v2, FactKind.COMPARE))
        pair: tuple[str, str] | None = None  # the two measured things compared
        if plan.measured is not None:  # measured things: named by their noun phrase or verb
            index, mentions, facts, pair = self._measured(doc, reading, plan.measured)
        else:
            index, mentions, facts = self._resolved(doc, reading, plain, nouns)
        sold_but = frozenset(  # "sold all but 4 of them at $2 each"
            f.amount.start
            for f in rates
            if f.amount is not None and f.amount.spared and f.rate is not None and f.rate.price
        )
        check_parts(facts, reading.amounts, mentions, words.later_state, sold_but)
        goal = plan.need[1] if plan.need is not None else None
        goal_amount = _goal_amount(query, reading.amounts, goal)
        durations = question_durations(
            reading, rates, self.data["rate"]
        )  # "in 3 weeks": a rate's count
        group = group_subject(query)  # "the three of them": read against the holders below
        grouped = [q for q in reading.amounts if group is not None and group.i in q.tokens]
        # "in the two days": a stretch over every time told, no restriction nor quantity
        spanned, spans = over_every_time(query, facts, reading.amounts, words)
        if goal_amount is None:  # only the goal of the question's 'to have N' is read
            check_question_amounts(reading, durations | priced | spans | {q.start for q in grouped})
        read = frozenset(q.head.head.i for q in reading.amounts if q.start in durations)
        read |= {  # "drive on 8 gallons" with 'on' left without its object: the count's
            q.start - 1
            for q in reading.amounts
            if q.start in durations and q.start > 0 and doc[q.start - 1].dep_ == "prep"
        }
        read |= {  # "for all of them to be adopted": what a pace does, the time asked
            done.head.i
            for f in rates
            if f.frame.cls == "time" and (done := done_asked(f, query, self.data["rate"]))
        }
        read |= spanned
        if plan.afford is not None:  # "with the money he had left": the money it spends
            read |= {t.i for t in plan.afford.cues}
        if plan.kinds is not None:  # "than white roses": the kind contrasted
            read |= {plan.kinds.than.i}
        if plan.complement is not None:  # "how many bad carrots": the state asked
            read |= {t.i for t in plan.complement.cues}
        read |= {  # "in each of the loads", "in each crate": the one group a share asks
            f.share.each.head.i if f.share.each.dep_ == "pobj" else f.share.each.head.head.i
            for f in reading.facts
            if f.share is not None
            and f.share.each is not None
            and (f.share.each.dep_ == "pobj" or f.share.each.head.dep_ == "pobj")
        }
        if (unstated or start) and query.conditions:  # the question's "at first" is asked
            inside = condition_tokens(query)
            asked_end = tuple(f for f in facts if f.verb.i in inside)
            facts = start_first(tuple(f for f in facts if f.verb.i not in inside), words)
            facts += asked_end
        else:
            facts = start_first(facts, words)
        check_tense_order(facts, query, words.before_time)
        check_backshift(facts, query, words.backshift_time)

        check_coordination(query)
        per_item = frozenset(  # "6 beads in each one": every kind of bead
            f.rate.amount.noun.i for f in rates if f.rate is not None and f.rate.amount.noun
        )
        if pair is not None:  # each measure's unit is its own noun's (``_measured``)
            amounts = _with_units(reading.amounts, facts)
            unit = next(f.amount.unit for f in facts if f.name == pair[0] and f.amount)
        else:
            priced_nouns = frozenset(  # "How many 6 dollar toys": the price is no kind
                [query.noun.i] if priced and query.noun is not None else []
            )
            compared = tuple(  # "twice as many beads as Eli. Eli has 10.": beads
                f.compare.noun for f in compares if f.compare is not None and not f.compare.elided
            )
            facts, amounts, unit = resolve_units(
                facts, reading.amounts, query, words, per_item, priced_nouns, compared, rates
            )
            unit = _whole_named(query, unit, amounts, rules)
        stretches = frozenset(  # "3 hours every day for 5 days": the count of a rate per day
            f.amount.start
            for f in rates
            if f.frame.cls == "time" and f.amount is not None and stretch_of_time(f.amount)
        )
        try:
            check_measure_units(amounts, unit, self.unit_dimensions, durations | stretches)
            unconverted = None
        except Abstain as exc:  # "90 minutes on Monday ... How many hours?": read below
            unconverted = exc
        check_asked_contents(query, amounts, unit)
        if compares:  # schema v2: "Tom has 3 times as many apples as Sam"
            compares = resolve_compares(
                compares, facts, amounts, mentions, query, unit, words, bool(plan.unstated),
                self._kinds.get(unit, frozenset()),
            )  # fmt: skip
            compares, facts = losses_as_tallies(compares, facts)  # "ate 4 times as many"
        check_facts(facts, query, rules)
        check_benefactive(facts, words, rules.first_names)
        parts = {f.share.part.start for f in rates if f.share is not None and f.share.part}
        shared = {q.unit for q in amounts if q.start in parts and q.unit is not None}
        shared |= {  # "needs to cook 16 potatoes", "needed 11 brownies": the items
            f.amount.unit  # needed, made toward the need, not used up
            for f in facts
            if f.kind is FactKind.NEED and f.amount is not None
        }
        if any(
            f.rate is not None and f.rate.price and held_stand_in(f.rate.per) for f in rates
        ):  # "baked 24 cookies and sold them for $2 each": what was made is sold
            shared |= {f.amount.unit for f in facts if f.amount is not None and f.amount.unit}
        if pair is None:  # a measure is made of nothing ("built sandcastles" and measured them)
            packs = frozenset(f.verb.i for f in rates if f.share is not None)
            check_ingredient_use(query, facts, unit, words, frozenset(shared), packs)
        if not rates:  # a rate's count is a container of what it counts
            check_container_count(reading.amounts, query)
        check_own_stock(facts, words)
        check_more_taken(tuple(sorted((*facts, *rates), key=lambda f: f.position)))
        check_more_of_nothing(facts, amounts, words.coin_nouns)
        check_coordinated_party(facts, words, rules.first_names)
        try:
            check_convertible(facts, unit, words)
            convertible = None
        except Abstain as exc:
            others = (difference, total, rest)
            if unstated or start or rates or compares or any(r is not None for r in others):
                raise
            convertible = exc  # coins toward money: read below, or abstain with this
        equal = any(f.construction == "equal share" for f in rates)
        if pair is not None:
            asked: str | None = pair[0]
        elif equal:  # "how many will each one get": a group's part, of no holder
            asked = None
        elif plan.timed is not None:  # "did it grow this year": its subject, if any
            subject = plan.timed.subject  # 'it': the one holder the statements name
            named = subject is not None and subject.lower_ != "it"
            asked = mentions.name(subject) if named else None
        elif plan.kinds is not None:  # "does Mia have", or the one holder of both kinds
            asked = _kinds_holder(facts, unit, plan.kinds, mentions)
        elif not rates and asks_bill(query, self.data["rate"].bill):
            asked = None  # "What was the total cost?": what was spent, by whoever spent it
        else:
            asked = asked_entity(query, words, mentions)
            check_measured_thing((*facts, *compares), query, unit, asked, self.unit_dimensions)
            if asked is None and rest is not None:  # "How many of the gems were rubies?"
                asked = _split_whole_holder(query, facts, rest)
        if "measure" in self.data:
            check_changed_measures(facts, self.data["measure"])
            check_measure_scales((*facts, *compares), query, self.data["measure"])
        check_ellipsis(doc, query, asked, reading.claimed, self.rules.lexicon)
        if asked is not None:  # "gave 2 to Mo, and so did Ned. How many does Lea have?":
            # a repeat by another, to another, changes nothing asked (Ned's stock unknown)
            facts = tuple(
                f for f in facts if f.construction != "repeated" or asked in (f.name, f.party_name)
            )
        check_gapping(facts, unit)
        check_gapped_unstated(doc, query)
        if asked is not None:  # "3 ducks flew from the pond to the field. How many ducks
            # are in the field?": what the field held before is not told
            check_place_stated(facts, asked)
        check_nouns_apart(amounts, unit, words)
        check_unread_events(
            doc, query, frozenset(f.verb.i for f in reading.facts) | asides, rules.lexicon, words
        )
        if not (unstated or start):  # an unknowns reading asks for that amount
            check_unstated_holding(doc, query, amounts)
        measured: tuple[str, ...] = ()
        if unconverted is not None:  # the asked holder's amounts in units of one dimension
            others = (difference, total, rest, pair, convertible)
            if unstated or start or compares or any(r is not None for r in others):
                raise unconverted
            if rates:  # "30 minutes a day. How many hours ...": the total in hours
                pace = _paced_in_other_unit(
                    rates, facts, amounts, unit, self.unit_dimensions, durations | stretches
                )
                if pace is None or pace.rate is None:
                    raise unconverted
                terms = msgspec.structs.replace(pace.rate, total_unit=unit)
                paced = msgspec.structs.replace(pace, rate=terms)
                rates = tuple(paced if f is pace else f for f in rates)
            else:
                measured = measured_parts(facts, amounts, unit, asked, self.unit_dimensions)
                if not measured:
                    raise unconverted
        if convertible is not None:
            try:
                check_restrictions(
                    query, facts, amounts, unit, asked, mentions, words, kinds=self._kinds
                )
            except Abstain:
                raise convertible from None
            holding = asks_holding(query, words, facts)
            graph = build_coin_graph(facts, unit, asked, query, holding, words, convertible)
            verbs: tuple[str | None, ...] = ()
        else:
            graph, verbs, facts = self._graph(
                doc, query, facts, compares, rates, amounts, unit, asked, mentions, index,
                plan, goal_amount, read, pair, measured, idle,
            )  # fmt: skip
        graph = unnamed_scene(graph)
        check_future_events(facts, query, words.deictic_future, words.plans)
        for q in grouped:  # the group the question names is every holder of the unit
            holders = holders_of(graph, graph.unknown.unit)
            if q.value != len(holders) or graph.unknown.entity is not None:
                raise Abstain(
                    "quantity-in-question",
                    f"the question names {q.span(doc).text!r} holders, the text {len(holders)}",
                    q.head,
                )
        counted = {
            adj
            for q in amounts
            if q.noun is not None
            for adj in q.adjectives or noun_adjectives(q.noun, set())
        }
        if plan.complement is not None:  # "how many bad carrots": the state the form reads
            counted |= {t.lower_ for t in plan.complement.cues}
        rated = frozenset((f.rate.per, f.rate.unit) for f in graph.facts if isinstance(f, RateFact))
        check_units(_units_of(graph), query, words.stoplist, counted, rated)
        check_entities(graph.entities, graph.unknown.entity)
        if plan.dozen is not None:
            graph = self._in_dozens(graph, query, plan.dozen)
        solution = _solved(graph)
        check_whole_count(solution.answer, amounts, words.money_units, self.unit_dimensions)
        if query.verb.lemma_.lower() in self.data["rate"].last and (
            solution.answer.value != int(solution.answer.value)
        ):  # "How long will 42 apples last at 5 a day?": 8 days, or 8.4: not said
            raise Abstain("not-whole", "a holding lasts a part of a last unit of time")

        return Composed(graph, solution, verbs, facts, amounts, index)

    def _graph(
        self,
        doc: DocView,
        query: Query,
        facts: tuple[Fact, ...],
        compares: tuple[Fact, ...],
        rates: tuple[Fact, ...],
        amounts: tuple[Amount, ...],
        unit: str,
        asked: str | None,
        mentions: Mentions,
        index: MentionIndex,
        plan: Plan,
        goal: Amount | None,
        read: frozenset[int] = frozenset(),
        pair: tuple[str, str] | None = None,
        measured: tuple[str, ...] = (),
        idle: tuple[Fact, ...] = (),
    ) -> tuple[MathProblemGraph, tuple[str | None, ...], tuple[Fact, ...]]:
        """What the question asks of the resolved facts, and the one graph of both.

        plan (Plan): the question's form and what the text states beside its clauses.
        goal (Amount | None): the goal the question states ("to have 280 fish").
        read (frozenset[int]): the question's tokens a fact reads ("in 3 weeks").
        idle (tuple[Fact, ...]): rates of items named nowhere else, written as stated
            beside the resolved rates (``resolve.rates.idle_rates``).
        pair (tuple[str, str] | None): the two measured things the question contrasts.
        measured (tuple[str, ...]): the units of the asked holder's amounts of the asked
            unit's dimension, whose total in the asked unit the question asks.
        RETURNS: (the graph, the v1 operations' verb keys, the facts as built).
        RAISES Abstain: the question does not ask what the facts can give.
        """
        unstated, start, total, rest = plan.unstated, plan.start, plan.total, plan.rest
        difference, need = plan.difference, plan.need
        rules = self._unknown_rules if unstated or start else self.rules
        words = rules.words
        facts, grouped = _group_change(facts, rates, compares, unit, asked, query, words)
        first = index.first
        bills = () if rates else self.data["rate"].bill  # "What was the total cost?": spent
        holding = asks_holding(query, words, facts + rates) and not asks_bill(query, bills)
        if total is not None and total.done:  # "Ada and Ben collected 60 cans in total ...
            # How many cans did Ben collect?": what each did, held from none
            check_done_total(total, query, facts, unit)
            holding = True
            facts = tuple(  # "Priya sold 34 tickets": 34 sold, counted up from none
                as_tally(f) if f.kind is FactKind.LOSE and f.amount and f.amount.unit == unit else f
                for f in facts
            )
        change = holding and asks_change(query, words)  # "How much change did she get?"
        if change:  # "get back", "bring home": the change's
            read = read | {c.i for c in query.verb.children if c.dep_ in ("prt", "advmod")}
        # the amount left out that the question asks: the start, or the event's amount
        asks_unknown = start or (bool(unstated) and not holding)
        unknown = [f for f in facts if f.amount is not None and f.amount.unstated]
        priced = None  # "need to buy 5 pens" beside "Pens cost $3 each": the goal's price
        if need is not None and goal is not None and goal.head.head.lemma_.lower() != "have":
            priced = priced_goal(goal, rates, amounts, unit, asked)
            if priced is None:
                raise Abstain("comparative", "the items to get have no price", goal.head)
            rates = ()
        needed = _needed_items(facts, unit) if need is not None and goal is None else None
        if needed is not None:
            # "He needs 5 chairs. Each chair costs $12. How much more money does he need?"
            assert needed.amount is not None
            items = next(q for q in amounts if q.start == needed.amount.start)
            priced = priced_goal(items, rates, amounts, unit, asked)
            if priced is not None:
                rates = ()
        rest_time = need is not None and (
            any(is_rest(t, self.data["need"]) for t in need[0])  # "how long ... the rest"
            # "How much money would he need to finish his collection?": a need's rest at
            # a rate per item, asked without 'more'
            or (goal is None and bool(rates) and need[0][0].lower_ != "more")
            # "Each worksheet has 4 problems ... How many more problems does she have to
            # grade?": what the task's items left hold
            or (
                goal is None
                and bool(rates)
                and all(_holds_each(f) for f in rates)
                and any(f.kind is FactKind.NEED and f.frame.kind == "task" for f in facts)
            )
        )
        if need is not None and (
            compares or any(f.kind is FactKind.SHARE or f.construction != "rate" for f in rates)
        ):
            raise Abstain(
                "comparative", "a shortfall beside a share or comparison is not read", need[0][0]
            )
        if (
            asks_unknown and compares and any(f.frame.cls != "possess" for f in compares)
        ):  # "Sam has 4 fewer cards than Tom. Then Sam buys some cards": a holding compared,
            # then an unstated change, is read; a start or compared events are not yet
            raise Abstain("rate", "an unstated amount beside a comparison is not read yet")
        if any(f.construction == "equal share" for f in rates) and (
            compares or total or rest or unstated or start or need or plan.missed
        ):
            raise Abstain("rate", "an equal share beside a comparison, a whole or a shortfall")
        # "How many games did Benny miss?" of the games played and the ones he attended
        missed = plan.missed if any(f.construction == "attendance" for f in facts) else None
        if missed is not None and (rates or compares or total or rest or unstated or start):
            raise Abstain(
                "stated-total", "the events held beside a rate, comparison or another whole"
            )

        # "How many did Olu find on Sunday?": the events told at the time asked, summed;
        # the question's time is read by them
        at_time = (
            events_at_time(query, facts, unit, asked, rules.lexicon, words)
            if not holding and plan.timed is None
            else ()
        )
        if at_time:
            read = read | {t.i for t in stated_times(query.verb, words.time_words)}

        # 1. the question's own checks, by what it asks
        equal = any(f.construction == "equal share" for f in rates)
        if pair is not None or need is not None or missed is not None or equal or plan.timed:
            pass  # a measure, the events held, a group's equal part, a holding at two times
            # are no holding; a shortfall's checks are check_need's
        elif asks_unknown:
            check_prices(query, facts, unit, asked, words, self.trade_verbs)
            check_unpriced_trade(query, facts, unit, words, asked)
        elif rest is not None:
            if asked is None:
                raise Abstain("stated-total", "a split whole of no one holder")
            check_rest_question(query, facts, unit, asked, mentions, rules, rest)
            for verb in {k.head for k in rest.kinds}:  # the two copulas
                check_statement(verb, (rest.amount,), self.rules.words)
        else:
            if (total is not None or difference is not None) and asked is None:
                raise Abstain(
                    "stated-total" if total is not None else "comparative",
                    "the question asks of no single holder",
                    query.wh,
                )
            for restricted in dict.fromkeys((unit, *measured)):  # "90 minutes on Monday and
                # 2 hours on Tuesday. How many hours on Tuesday?": every unit totalled
                check_restrictions(
                    query, facts, amounts, restricted, asked, mentions, words, read, self._kinds,
                    rates,
                )  # fmt: skip
            if all(f.frame.cls == "time" for f in rates):  # "saved $5 a week ... bought a
                # game for $23 and a book": the trades are plain facts, each priced
                check_prices(query, facts, unit, asked, words, self.trade_verbs)
            if not rates:  # either holder's trades count toward a difference
                check_unpriced_trade(query, facts, unit, words, None if difference else asked)
        if (total is not None or rest is not None) and not holding:
            raise Abstain("stated-total", "the question asks no holding", query.verb)

        # 2. the facts, completed: implied sides, the asked event, what the start excludes
        # "How many did she water?" beside "She did not water 6 of them": the rest of a part
        verbs_read = not any(
            (need, asks_unknown, total, rest, difference, compares, rates, holding, pair, missed)
        ) and (plan.complement is None and plan.kinds is None and plan.timed is None)
        events: tuple[Fact, ...] = ()  # "had 8 cherries. She ate 2 ... How many did she eat?"
        if verbs_read:
            events = at_time or asked_events(query, facts, unit, asked, rules.lexicon, words)
        timed = None  # a holding at two times: (the holdings in their slots, the compare)
        if plan.timed is not None:  # "How many more pears did it grow this year?"
            if compares or rates:
                raise Abstain(
                    "comparative", "a holding at two times beside a rate or comparison", query.wh
                )
            timed = _timed_facts(facts, query, unit, asked, plan.timed, words)
        twice = told_twice(query, facts, unit, asked, rules.lexicon) if verbs_read else None
        if twice is not None and not events:  # "had 74 dollars ... now has 86 dollars. How
            # much money did he make?": the two holdings in time slots, their difference
            kind, held = twice
            when = TimeDifference(kind, query.verb, "now")
            timed = _timed_facts(held, query, unit, asked, when, words, change=True)
        covered = self.rules.kinds.get(unit, frozenset())  # the nouns the unit asked covers
        if verbs_read and not events and timed is None:
            # "How many did she eat?": what the events moved, read as a holding; a loss
            # from the asked holder's stock is the holder's ("ate 14 of them")
            kinds = frozenset(  # "bought 3 apples and 4 pears. How many fruits did she buy?"
                q.unit
                for q in amounts
                if q.unit is not None
                and q.noun is not None
                and q.noun.lemma_.lower() in covered
                and q.unit.split()[-1] == q.noun.lower_  # it counts the kind itself
            )
            facts = read_change_question(
                query, consume_from_holder(facts, asked, self._people), unit, asked, rules.lexicon,
                words, self.trade_verbs, frozenset(measured) | kinds, bills,
            )  # fmt: skip
        at = {(f.verb.i, f.position) for f in events}
        if need is None and rest is None and pair is None and missed is None:
            # "How many apples go in each basket?": one of a share's groups, no holder
            one_group = asked in _share_groups(rates)
            facts = imply_parties(facts, None if one_group else asked, self._people)
            check_returns(facts)
        if need is None:  # "How many pages does she still have to read?": what is left
            check_obligation(query, (*facts, *rates))
        if need is not None:  # a task's need is measured by the parts done when asked
            check_unread_progress(query, facts, self.data["need"])
            facts = task_last(facts)
        if need is not None and goal is not None:  # the goal the question states, read last
            stated = next(q for q in amounts if q.start == goal.start)
            if priced is not None:  # what the items cost, then the need of that money
                facts = (*facts, priced)
            facts = (*facts, goal_fact(goal.head.head, stated, asked))
        elif need is not None and priced is not None and needed is not None:
            # the items a statement needs: what they cost, then the need, measured last
            last = msgspec.structs.replace(needed, at=1 << 20)
            told = sorted(
                (*(f for f in facts if f is not needed), priced), key=lambda f: f.position
            )
            facts = (*told, last)  # the price where the text tells it (0006 rule 1)
        totals: tuple[Fact, ...] = ()
        sums: dict[int, tuple[str, ...]] = {}  # a stated sum of kinds gained -> the kinds
        own_start = False
        left_out: Fact | None = None  # a rate's count left out and asked
        if asks_unknown:
            totals = stated_totals(facts, self.rules.words.total_markers)
            sums = {id(t): p for t in totals if (p := summed_parts(t, facts, self._kinds))}
            unknown = [f for f in facts if f.amount is not None and f.amount.unstated]
            own_start = (
                len(unknown) == 1
                and unknown[0].kind is FactKind.POSSESS
                and unknown[0].name == asked
            )
            if start and not own_start:  # the start asked is not the amount left out
                facts = without_prior_holding(facts, asked)
                check_start_question(query, facts, unit, asked, mentions, self.rules)
                if asked is None or any(f.amount is not None and f.amount.unstated for f in facts):
                    raise Abstain(
                        "unknown-mismatch", "the text leaves an amount out besides the start"
                    )
            else:
                left_out = _count_left_out(rates, unit, asked) if not unknown else None
                if len(unknown) != 1 and left_out is None:
                    raise Abstain("unknown-mismatch", "no single fact reads the unstated amount")
                kind = asked_kind(query, self.rules.words)
                if left_out is None:
                    check_unknown_question(
                        query, kind, unknown[0], facts, unit, asked, mentions, self.rules
                    )
            core = tracked(facts, asked if start and not own_start else None)
            facts = tuple(place_totals(facts, totals, core, sums))
            check_no_scaling(facts)
        other = None
        if total is not None:
            check_statement(total.verb, (total.amount,), self.rules.words)
            check_total_tense(total, facts, unit)
        if difference is not None and difference.other is None:
            other = _implied_other(facts, unit, asked, difference)
        elif difference is not None:
            other = mentions.name(difference.other)
            held = any(f.name == other for f in facts)  # "than Fay, who has 10": hers
            if other == asked or (other not in first and not held):
                raise Abstain("comparative", "the holder after 'than' is not read", difference.than)
        if difference is not None:
            if any(f.amount is not None and f.amount.owner is not None for f in facts):
                raise Abstain(  # "Tom ate 3 of Sam's apples": whose holding it moves
                    "comparative", "a difference beside a partitive of a holder", query.wh
                )
            if difference.event and (compares or rates):
                raise Abstain(
                    "comparative", "a difference of events beside a comparison or rate", query.wh
                )
            if difference.event:
                assert asked is not None
                facts = _losses_done(facts, query, unit, (asked, other))
                _check_event_difference(facts, query, unit, (asked, other))

        # 3. rates and shares take their counts and totals; comparisons stand in text order
        asked_rate = None
        summed = None  # "$4 for a child and $7 for an adult ... 3 children and 2 adults"
        if rates and need is None and asked is None:
            counted = priced_counts(rates, facts, query, amounts, unit)
            if counted is not None:
                facts, rates = counted, ()
                terms = tuple(
                    Quantity(None, unit, ref=Ref(fact=i, slot="total")) for i in range(len(counted))
                )
                summed = Placed(1 << 30, Sum(terms, Quantity(None, unit)))
        if rates and rest_time:  # "how long will it take him to cook the rest?"
            if idle:
                raise Abstain("rate", "a rate of items named nowhere else beside a task's rest")
            facts, asked_rate = rest_of_task(rates, facts, amounts, unit, query, mentions)
        elif rates:
            facts, asked_rate = resolve_rates(
                rates,
                facts,
                amounts,
                mentions,
                query,
                unit,
                asked,
                words,
                self.data["rate"],
                covered,
                self._kinds,  # wholes by any of their names ("pieces of clothing")
                # a shortfall, or a change asked: the rates move the holding measured
                held=need is not None or change,
                # the holders compared, either side ("Then she has $4 more than Leon")
                bases=frozenset(
                    n for f in compares for n in (f.name, f.party_name) if n is not None
                ),
                unknown=left_out,
            )
            if isinstance(asked_rate, Fact) and asked_rate.rate and asked_rate.rate.total_unit:
                # "30 minutes a day. How many hours ...": the holder gains the minutes, their
                # total in hours is asked (0006 rule 6), as a holding's in units of one measure
                facts, measured = _gained_in_other_unit(facts, asked_rate, asked)
                asked_rate = None
            if need is not None and asked_rate is not None:  # "How many more shelves does
                # she need?" beside "Each shelf holds 9 books": a rate's count, no holding
                raise Abstain("comparative", "a shortfall of what a rate gives", need[0][0])
            _check_durations_counted(facts, amounts, query)
            if idle:  # written as stated, used by nothing
                written = (as_idle(f, amounts) for f in idle)
                facts = tuple(sorted((*facts, *written), key=lambda f: f.position))
        summed_rates: tuple[Fact, ...] = ()
        if at:  # the amounts of the events asked, summed (schema v3)
            summed_rates = tuple(f for f in facts if (f.verb.i, f.position) in at)
        if isinstance(asked_rate, tuple):  # "How much did she spend?": their totals summed
            summed_rates, asked_rate = asked_rate, None
        if need is not None and asked_rate is None:  # "has saved $85" toward a goal: held
            facts = held_so_far(facts, asked)
        graph_facts = facts
        if compares:
            if tuple(sorted(facts, key=lambda f: f.position)) != facts:
                raise Abstain("comparative", "a fact stated out of text order beside a comparison")
            graph_facts = tuple(sorted(facts + compares, key=lambda f: f.position))

        # 4. what the question asks: one slot, or the end holding
        placed: list[Placed] = []
        asked_fact: Fact | Placed | None = None
        slot = None
        if grouped is not None:  # "They ate 35 pieces": the holders' total less it
            if summed is not None or plan.complement is not None or need is not None:
                raise Abstain("plural-holder", "a change of a group beside another question")
            placed.append(grouped)
            asked_fact, slot = grouped, "result"
        elif summed is not None:
            placed.append(summed)
            asked_fact, slot = summed, "whole"
        elif plan.complement is not None:  # "7 of them do not work. How many bulbs work?"
            rest_of = _complement(plan.complement.part, facts, unit, asked)
            placed.append(rest_of)
            asked_fact, slot = rest_of, "result"
        elif need is not None and asked_rate is not None:  # the rest of a task, in time
            held = tuple(f for f in facts if f is not asked_rate)
            task = next(f for f in held if f.kind is FactKind.NEED)
            asked = _task_taker(query, held, task, asked, mentions, self.data["need"])
            check_need(held, task.amount.unit or "", asked)
        elif need is not None:
            tasks = [f for f in facts if f.kind is FactKind.NEED and f.frame.kind == "task"]
            if asked is None and len(tasks) == 1 and len({f.name for f in facts}) == 1:
                asked = tasks[0].name  # "How many pages were left to read?": the one task's
            need_fact = check_need(facts, unit, asked, self.rules.kinds.keys())
            asked_fact, slot = need_fact, "shortfall"
        elif asks_unknown and start and not own_start:
            assert asked is not None
            begin = Placed(-1, Has(asked, Quantity(None, unit)))
            placed.append(begin)
            asked_fact, slot = begin, "quantity"
        elif asks_unknown and left_out is not None:  # "bought some stickers at $3 each"
            asked_fact = next(f for f in facts if f.verb is left_out.verb and f.rate is not None)
            slot = "count"
            if asked_fact.name != asked:
                raise Abstain("unknown-mismatch", "the count left out is not the asked holder's")
        elif asks_unknown:
            asked_fact = unknown[0]
        if total is not None:
            assert asked is not None
            names = tuple(mentions.name(t) for t in total.holders)
            whole = next(q for q in amounts if q.start == total.amount.start)
            at = query.sent.start if total.done else None  # what was done: at the end
            if total.done and asked_fact is None and not any(f.name == asked for f in facts):
                # "How many cans did Cleo collect?": Cleo's event, its amount the unknown
                done = Placed(at - 1, Change(asked, "add", Quantity(None, unit), None))
                placed.append(done)
                asked_fact, slot = done, "operand"
            placed.append(total_fact(facts, whole, names, unit, asked, at))
        if rest is not None:
            assert asked is not None
            whole_facts = [
                f for f in facts if f.amount is not None and f.amount.start == rest.whole.start
            ]
            if len(whole_facts) != 1 or whole_facts[0].kind is not FactKind.POSSESS:
                raise Abstain("stated-total", "the split whole is not a holding", rest.whole.head)
            split = listed_whole(rest, whole_facts[0])  # "50 red and blue crayons": crayons
            part, kind_unit = rest_units(rest, split)
            unit = rest_asked_unit(query, rest, split, unit)
            placed.extend(
                rest_facts(facts, split, (rest.amount.start, part), kind_unit, unit, asked)
            )
            graph_facts = tuple(
                sorted(
                    (f for f in graph_facts if f is not whole_facts[0]), key=lambda f: f.position
                )
            )
        if missed is not None:  # the events held: the attended and the missed ones (a total)
            whole, attended, unit = missed_facts(facts, asked, missed[1], self.data["attendance"])
            placed.append(whole)
            graph_facts = (attended,)
        if pair is not None:  # "How much longer is A than B?": the two things' measures
            assert plan.measured is not None
            other = pair[1]
            first = {name: k for k, name in enumerate(f.name for f in facts if f.name)}
        if plan.kinds is not None:  # "How many more red roses than white roses ...?"
            assert asked is not None
            contrasted = _kinds_contrasted(facts, amounts, query, unit, asked, plan.kinds)
            placed.append(contrasted)
            asked_fact, slot = contrasted, "by"
        if difference is not None or pair is not None:
            kind = difference.kind if difference is not None else plan.measured.kind
            assert asked is not None and other is not None
            asked_by = Placed(1 << 30, Compare(asked, kind, other, unit, None))
            placed.append(asked_by)
            asked_fact, slot = asked_by, "by"
        if asked_rate is not None:
            if asked_fact is not None:
                raise Abstain("rate", "the question asks a rate's amount and another one")
            asked_fact = asked_rate
        if (
            plan.share is not None
            and plan.share.paced
            and (asked_rate is None or asked_rate.construction != "equal share")
        ):  # "How fast did he read?": no pace is read, nothing else is asked
            raise Abstain("rate", "the question asks a pace no statement gives", query.wh)
        if asked_rate is not None and asked_rate.construction == "equal share":
            assert plan.share is not None
            groups = self._equal_share(doc, query, asked_rate, plan.share, unit, mentions)
            if groups is not None:  # the groups the words give: the share placed as such
                placed.append(groups)
                asked_fact, slot, graph_facts = groups, "each", ()
        if total is not None:  # the whole is placed among the facts by position
            graph_facts = tuple(sorted(graph_facts, key=lambda f: f.position))

        slots: tuple[str, ...] = ()
        if timed is not None:  # the two holdings, each in its time slot, compared
            graph_facts, compared_at = timed
            slots = tuple(f.name for f in graph_facts if f.name is not None)
            placed, asked_fact, slot = [compared_at], compared_at, "by"

        # 5. one graph; the equations decide
        stated = total is not None or rest is not None or missed is not None
        # "bought 5 notebooks ... had $15 left": the money after the purchase, an equation
        stated = stated or any(
            f.share is not None and f.share.priced and f.amount is None for f in facts
        )
        named = (
            total_holders(query, words, mentions)
            if asked is None and not (asks_unknown or stated or need)
            else ()
        )
        also = frozenset({other} if other is not None else ()) | frozenset(
            mentions.name(t) for t in (total.holders if total is not None else ())
        )
        graph, verbs = compose_graph(
            graph_facts, unit, asked, first,
            placed=tuple(placed),
            asked_fact=asked_fact,
            slot=slot,
            named=named,
            core_asked=not (asks_unknown and not (start and not own_start)),
            also_tracked=also,
            restated=asks_unknown or stated,
            kinds=self.rules.kinds,
            totals=totals,
            checked=not stated,
            gather=holding,
            summed=summed_rates,
            slots=slots,
            measured=measured,
            kinds_summed=sums,
        )  # fmt: skip
        if asks_unknown:
            begins = start and not own_start
            kind = UnknownKind.START if begins else asked_kind(query, self.rules.words)
            gained = frozenset(
                (t.name, part) for t in totals if t.name is not None for part in sums.get(id(t), ())
            )
            check_unknown_fixed(graph, kind, gained)
        if difference is not None:
            assert asked is not None and other is not None
            check_compared_holders(graph, unit, asked, other)
        return graph, verbs, facts

    def _resolved(
        self,
        doc: DocView,
        reading: Reading,
        facts: tuple[Fact, ...],
        unstated: frozenset[int] = frozenset(),
    ) -> tuple[MentionIndex, Mentions, tuple[Fact, ...]]:
        """Scan the mentions and resolve the holders of ``facts`` up to the first clause no
        construction could read, then raise that clause's abstention if there is one.

        unstated (frozenset[int]): the nouns of unstated amounts (``mentions.is_counted``).

        RETURNS: (the mention index, the mentions, the facts with holder names).
        RAISES Abstain: the first failure of ``reading``.
        """
        words = self.rules.words
        index = scan_mentions(doc, words, self.rules.first_names, unstated)
        mentions = Mentions(index, words)
        first_failure = reading.failures[0] if reading.failures else None
        facts = resolve_holders(
            facts,
            mentions,
            first_failure.clause if first_failure else None,
            words.container_preps,
            words.storage_nouns,
        )
        if first_failure is not None:
            raise Abstain(first_failure.code, first_failure.message, first_failure.token)
        return index, mentions, facts

    def _equal_share(
        self,
        doc: DocView,
        query: Query,
        share: Fact,
        form: EqualPart,
        unit: str,
        mentions: Mentions,
    ) -> Placed | None:
        """Check an equal share against the question that asks it, across its clauses: the
        split names the total ("the candy" of "344 pieces of candy") and the groups are
        said of what holds it ("12 games in the season ... The season is played for 2
        months"); an average reads one statement, and no other period.

        share (Fact): the resolved ``SHARE`` fact (``constructions.share.EqualShare``).
        form (EqualPart): the question's form; unit (str): the unit asked.
        mentions (Mentions): names the holders of a share only the question implies.
        RETURNS (Placed | None): the ``share`` of a total among the people the statements
            name or over a period's smaller periods, whose groups no number states; None
            when a stated number counts them (the fact is written as it is).
        RAISES Abstain: ``rate``.
        """
        data = self.data["share"]
        terms, total = share.share, share.amount
        if form.priced or form.paced:  # "rented 4 DVDs for $4.80", "drove 120 miles in 3
            # hours": the share read both from one clause
            return None
        assert terms is not None and total is not None and total.noun is not None
        thing = total.noun
        asked = query.noun
        money = total.money is not None or thing.lemma_.lower() in data.money
        if total.owner is not None or total.adjectives or total.value.denominator != 1:
            raise Abstain("rate", "the total shared is not a plain amount", share.verb)
        if form.split is not None and money != query.money:
            raise Abstain("rate", "the question does not ask the money shared", query.wh)
        if asked is not None and asked.lemma_.lower() != thing.lemma_.lower():
            raise Abstain("rate", f"the question asks {asked.text!r}, not the total shared")
        if terms.groups is not None and form.split is not None:  # "there are 43 students"
            whole = split_object(form.split)
            kinds = {thing.lemma_.lower()} | {g.lemma_.lower() for g in of_objects(thing)}
            if whole is None or (
                whole.lower_ not in data.pronouns and whole.lemma_.lower() not in kinds
            ):
                raise Abstain("rate", "the split is not of the total held", form.split)
            return None
        if terms.groups is not None and form.implied:  # "She has 4 friends. She has 12
            # cookies. How many cookies will each friend get?": her cookies, her friends
            gatherer = subject_of(share.verb)
            keeper = subject_of(thing.head) if thing.dep_ == "dobj" else None
            if (
                gatherer is None
                or keeper is None
                or mentions.name(gatherer) != mentions.name(keeper)
                or asked is None
            ):
                raise Abstain("rate", "the groups are not the holder's own", share.verb)
            return None
        counted = any(c.dep_ == "expl" for c in share.verb.children)
        if terms.groups is not None and counted:  # "If there are 3 boxes"
            lemma = form.group.lemma_.lower()
            if not stored_in(thing, lemma, frozenset(data.pack_preps)):
                raise Abstain("rate", "the total is not said to go into the groups")
            return None
        if terms.groups is not None:  # "The season is played for 2 months"
            container, holder = container_of(thing), subject_of(share.verb)
            if (
                total.money is not None
                or container is None
                or holder is None
                or holder.lemma_.lower() != container.lemma_.lower()
                or asked is None
                or kind(asked) != kind(thing)
            ):
                raise Abstain("rate", "the groups are not said of what holds the total")
            return None
        if form.split is not None:  # the people the statements name
            whole = split_object(form.split)
            assert whole is not None
            names = named_people(doc[: query.sent.start], whole, self.rules.first_names)
            assert names is not None
            groups, per = Quantity(len(names), "people"), "person"
        else:  # "sold 63 hamburgers last week" ... "on average ... each day"
            found = period_of(share.verb, data)
            assert found is not None
            token, period = found
            said = {s.start for s in doc.sents if s.start != query.sent.start}
            if said != {share.verb.sent.start}:
                raise Abstain("rate", "another statement may say which periods count", share.verb)
            times = period_words(data)
            objects = {thing.i, *([asked.i] if asked is not None else [])}
            for t in doc:
                if t.lemma_.lower() in times and t.i not in (token.i, form.group.i):
                    raise Abstain("rate", f"{t.text!r} is another period than the average's", t)
                if t.dep_ in _OBJECTS and t.i not in objects and t.lower_ not in ("many", "much"):
                    raise Abstain("rate", f"{t.text!r} is held or moved beside the average", t)
            groups, per = Quantity(period.count, period.unit), period.per
        value = to_number(total.value)
        each = Rate(None, unit, per)
        placed = Share(None, Quantity(value, unit), groups, each, remainder=None)
        return Placed(share.position, placed)

    def _measured(
        self, doc: DocView, reading: Reading, measured: MeasureDifference | VerbDifference
    ) -> tuple[MentionIndex, Mentions, tuple[Fact, ...], tuple[str, str]]:
        """Resolve the measures a question contrasts: every statement a measure
        (``constructions/measure.py``) named by its thing ("Oscar's bus ride") or a
        distance named by its mover and verb ("Stanley's run"), in its own noun's unit.

        RETURNS: (the mention index, the mentions, the named measures in text order, the
            names of the two compared: the left side's, the right's).
        RAISES Abstain: the first failure of ``reading``; ``comparative`` when the
            measures do not give the two the question contrasts (``difference.py``).
        """
        if isinstance(measured, VerbDifference):
            index, mentions, facts = self._resolved(doc, reading, reading.facts)
            check_question_amounts(reading)
            asked = mentions.name(measured.subject)
            named, left, right = name_distances(facts, measured, asked)
            return index, mentions, named, (left, right)
        if reading.failures:
            failure = reading.failures[0]
            raise Abstain(failure.code, failure.message, failure.token)
        check_question_amounts(reading)
        words = self.rules.words
        index = scan_mentions(doc, words, self.rules.first_names)
        named, left, right = name_measures(
            reading.facts, measured, self.data["measure"], self.rules.words.time_words
        )
        return index, Mentions(index, words), named, (left, right)

    def _in_dozens(self, graph: MathProblemGraph, query: Query, dozen: Tok) -> MathProblemGraph:
        """RETURNS (MathProblemGraph): ``graph``, which asks a count of things, asking it
        in dozens (``dozens.py``). RAISES Abstain: ``unit-mismatch`` for dozens of a
        measure or of money, or of another noun than the question's."""
        unit = graph.unknown.unit
        if query.noun is None or unit.split()[-1] != query.noun.lower_:
            raise Abstain("unit-mismatch", f"the question asks dozens of {unit}", dozen)
        words = self.rules.words
        if (
            unit_dimension(unit, self.unit_dimensions) is not None
            or unit in words.money_nouns.values()
        ):  # "dozen inches", "dozen dollars": a dozen counts things, not measures
            raise Abstain("unit-mismatch", f"the question asks dozens of {unit}", dozen)
        return build_dozen_graph(graph, unit)


def _with_whole(reading: Reading, whole: Amount) -> Reading:
    """RETURNS (Reading): ``reading`` with ``whole`` the total of its equal share read
    from the groups ("The season is played for 2 months"), which states none."""
    facts = tuple(
        msgspec.structs.replace(f, amount=whole)
        if f.construction == "equal share" and f.amount is None
        else f
        for f in reading.facts
    )
    return msgspec.structs.replace(reading, facts=facts)


def _with_price(reading: Reading, query: Query, price: Amount) -> Reading:
    """RETURNS (Reading): ``reading`` with the price the question states of the items it
    asks ("How many 6 dollar toys could he buy?") as a price rate per one of them, which
    no clause counts."""
    assert query.noun is not None
    fact = Fact(
        kind=FactKind.RATE,
        construction="rate",
        verb=query.verb,
        key="cost",
        frame=PRICE,
        subject=HolderRef(None),
        amount=None,
        clause=len(reading.facts),
        rate=RateTerms(price, query.noun, True),
    )
    return msgspec.structs.replace(reading, facts=(*reading.facts, fact))


def _with_units(amounts: tuple[Amount, ...], facts: tuple[Fact, ...]) -> tuple[Amount, ...]:
    """RETURNS: ``amounts``, each with the unit of the fact that reads it, if any."""
    by_start = {f.amount.start: f.amount for f in facts if f.amount is not None}
    return tuple(by_start.get(q.start, q) for q in amounts)


def _holds_each(rate: Fact) -> bool:
    """RETURNS (bool): ``rate`` says what each item holds ("Each worksheet has 4
    problems"), no price."""
    return rate.rate is not None and not rate.rate.price and rate.frame.cls == "possess"


def _needed_items(facts: tuple[Fact, ...], unit: str) -> Fact | None:
    """RETURNS (Fact | None): the one plain need a statement states of items other than
    the unit asked ("He needs 5 chairs for his party." beside a question of money), when
    nothing else counts those items; else None."""
    needs = [
        f
        for f in facts
        if f.kind is FactKind.NEED
        and f.frame.kind is None
        and f.amount is not None
        and f.amount.unit not in (None, unit)
    ]
    if len(needs) != 1:
        return None
    (need,) = needs
    assert need.amount is not None
    items = need.amount.unit
    if any(f.amount is not None and f.amount.unit == items for f in facts if f is not need):
        return None  # "needs 20 stickers. She has 12": the rest of them, at a rate per item
    return need


def _goal_amount(query: Query, amounts: tuple[Amount, ...], goal: Tok | None) -> Amount | None:
    """RETURNS (Amount | None): the one amount of the question when it is the object of
    the 'to have' that states a shortfall's goal ("to have 280 fish"), else None."""
    asked = [q for q in amounts if q.start >= query.sent.start]
    if goal is None or len(asked) != 1 or asked[0].head.head != goal:
        return None
    return asked[0]


def _timed_facts(
    facts: tuple[Fact, ...],
    query: Query,
    unit: str,
    asked: str | None,
    timed: TimeDifference,
    words: WordLists,
    change: bool = False,
) -> tuple[tuple[Fact, ...], Placed]:
    """RETURNS: one holding at two times contrasted ("Last year the
    orchard grew 1385 pears. This year it grew 4620 pears. How many more pears did it
    grow this year?"): each statement's time a slot that holds its amount (decision
    0010: the two facts with the slots as their holders), and the compare of the
    question's slot with the other's, whose 'by' is asked. Exactly two
    statements on the unit, holdings or gains from nobody, of one holder by one verb,
    each at its own time (the first may have none when the second is 'now': "before");
    the question's verb is theirs, or asks a holding of holdings, or (``change``) asks
    what happened between two holdings (``question.told_twice``).
    RAISES Abstain: ``comparative`` when the statements are not so."""
    on_unit = [
        f for f in facts if (f.amount is not None and f.amount.unit == unit) or f.scale_unit == unit
    ]
    told = len(on_unit) == 2 and all(
        f.kind in (FactKind.POSSESS, FactKind.GAIN)
        and f.party_name is None
        and f.amount is not None
        and not f.amount.unstated
        for f in on_unit
    )
    if not told:
        raise Abstain(
            "comparative", f"the {unit} are not told at two times and nothing more", timed.marker
        )
    names = {f.name for f in on_unit}
    lemmas = {f.verb.lemma_.lower() for f in on_unit}
    if len(names) != 1 or None in names or (asked is not None and names != {asked}):
        raise Abstain(
            "comparative",
            f"the {unit} at the two times are not one holder's ({sorted(map(str, names))}, "
            f"asked {asked})",
            timed.marker,
        )
    asks = query.verb.lemma_.lower()
    holding = asks in ("have", "be") and all(f.kind is FactKind.POSSESS for f in on_unit)
    if len(lemmas) != 1 or not (holding or lemmas == {asks} or change):
        raise Abstain(
            "comparative", f"the {unit} at the two times are told by other verbs", query.verb
        )
    slots = [time_slots(f.verb, words.time_words) for f in on_unit]
    if not slots[0] and slots[1] == ["now"]:  # "Tom had 600 stamps. Now he has 8917."
        slots[0] = ["before"]
    if any(len(found) != 1 for found in slots) or slots[0] == slots[1]:
        raise Abstain(
            "comparative", f"the {unit} are not each told at a time of its own", timed.marker
        )
    (first,), (second,) = slots
    other = first if second == timed.slot else second if first == timed.slot else None
    if other is None or timed.other not in (None, other):
        raise Abstain(
            "comparative", f"the question's times are not the times the {unit} are told at",
            timed.marker,
        )  # fmt: skip
    held = tuple(
        msgspec.structs.replace(f, kind=FactKind.POSSESS, name=slot, party=None, party_name=None)
        for slot, f in zip((first, second), on_unit, strict=True)
    )
    return held, Placed(1 << 30, Compare(timed.slot, timed.kind, other, unit, None))


# nouns of single things of a whole named after 'of' ("pieces of clothing")
_PIECES = frozenset({"piece", "item", "article"})


def _whole_named(query: Query, unit: str, amounts: tuple[Amount, ...], rules: RuleSet) -> str:
    """RETURNS (str): the whole of ``kinds.json`` the question names by one of its own
    words, in the singular of a mass ("How much clothing", "How much fruit") or after
    "pieces of" ("How many pieces of clothing"), when no amount counts ``unit`` itself:
    the whole's key ('clothes', 'fruits'), whose kinds the rates and holdings sum; else
    ``unit``."""
    noun = query.noun
    if noun is None or any(q.unit == unit for q in amounts):
        return unit
    if noun.lemma_.lower() in _PIECES:
        named = [o for o in of_objects(noun) if o.tag_ == "NN"]
        if len(named) != 1 or any(c.dep_ != "amod" for c in named[0].children):
            return unit
        noun = named[0]
    elif noun.tag_ != "NN":
        return unit
    return rules.kind_names.get(noun.lemma_.lower(), unit)


def _split_whole_holder(query: Query, facts: tuple[Fact, ...], rest: RestTotal) -> str | None:
    """RETURNS (str | None): the holder of a split whole when the question names no holder
    ("How many of the gems were rubies?", "How many rubies are there?"): no name, pronoun
    or group in it; else None."""
    if group_subject(query) is not None or any(
        t.pos_ in ("PROPN", "PRON") and t.lower_ != "there" for t in query.sent
    ):
        return None
    whole = [f for f in facts if f.amount is not None and f.amount.start == rest.whole.start]
    # the scene's whole ("There are 40 gems."): no holder to write its total of
    return whole[0].name if len(whole) == 1 and whole[0].name != SCENE else None


def _count_left_out(rates: tuple[Fact, ...], unit: str, asked: str | None) -> Fact | None:
    """RETURNS (Fact | None): the one rate whose count the text leaves out ("bought some
    stickers at $3 each"), of the things asked, when the question asks a holder's; else
    None (its holder, resolved later, must be the one asked)."""
    left = [f for f in rates if f.amount is not None and f.amount.unstated]
    if len(left) != 1 or left[0].rate is None or left[0].share is not None or asked is None:
        return None
    noun = left[0].amount.noun if left[0].amount is not None else None
    return left[0] if noun is not None and noun.lower_ == unit else None


def _kinds_holder(
    facts: tuple[Fact, ...], unit: str, kinds: KindDifference, mentions: Mentions
) -> str:
    """RETURNS (str): the holder of a contrast of two kinds: the question's subject, or
    ("are there") the one holder of the kind asked. RAISES Abstain: ``comparative``."""
    if kinds.subject is not None:
        name = mentions.name(kinds.subject)
    else:
        names = {f.name for f in facts if f.amount is not None and f.amount.unit == unit}
        name = next(iter(names)) if len(names) == 1 else None
    if name is None:
        raise Abstain("comparative", "the kinds contrasted are not one holder's", kinds.than)
    return name


def _kinds_contrasted(
    facts: tuple[Fact, ...],
    amounts: tuple[Amount, ...],
    query: Query,
    unit: str,
    asked: str,
    kinds: KindDifference,
) -> Placed:
    """RETURNS (Placed): the asked contrast of the holder's two kinds (schema v3
    ``differ``, written last: the holdings at the end): the kind asked, the one stated
    unit the words after 'than' end ("cat food" of "bags of cat food"), by the amount
    asked. Asked by an event verb ("did Adam buy"), every statement on the two kinds is
    that verb's gain by the holder.
    RAISES Abstain: ``comparative`` when the words after 'than' end no stated unit or
    several, or the kinds are another holder's, or said by other verbs."""
    words = " ".join(t.lower_ for t in kinds.other)
    ends = {
        words,
        " ".join([*(t.lower_ for t in kinds.other[:-1]), plural(kinds.other[-1].lemma_.lower())]),
    }
    stated = {q.unit for q in amounts if q.unit is not None and q.unit != unit}
    others = sorted(u for u in stated if any(u == e or u.endswith(" " + e) for e in ends))
    if len(others) != 1:
        raise Abstain(
            "comparative",
            f"{words!r} names {len(others)} stated kinds, not one",
            kinds.than,
        )
    (other,) = others
    on_units = [
        f
        for f in facts
        if f.amount is not None and f.amount.unit in (unit, other) and f.name == asked
    ]
    if {f.amount.unit for f in on_units if f.amount} != {unit, other}:
        raise Abstain("comparative", f"the {unit} and the {other} are not {asked}'s", kinds.than)
    lemma = query.verb.lemma_.lower()
    if lemma not in ("have", "be") and not all(
        f.kind is FactKind.GAIN and f.verb.lemma_.lower() == lemma and f.party_name is None
        for f in on_units
    ):
        raise Abstain(
            "comparative",
            f"the question contrasts what {asked} {query.verb.text}, and the statements say "
            "other things of the kinds",
            query.verb,
        )
    result = Quantity(None, unit, ref=Ref(holder=asked))
    base = Quantity(None, other, ref=Ref(holder=asked))
    return Placed(1 << 30, Differ(kinds.kind, base, Quantity(None, unit), result))


def _implied_other(
    facts: tuple[Fact, ...], unit: str, asked: str | None, difference: Difference
) -> str:
    """RETURNS (str): the other side of a difference asked without 'than' ("Kate has 223
    pennies. John has 388 pennies. How many more pennies does John have?"): the one
    holder of the unit besides the one asked, when every statement on the unit states
    a holding (or, asked by an event verb, that verb's gain: ``_check_event_difference``).
    RAISES Abstain: ``comparative`` when there is not one other holder, or an event
    changes a holding ("than before"? "than Kate"?)."""
    on_unit = [f for f in facts if f.amount is not None and f.amount.unit == unit]
    names = {f.name for f in on_unit}
    others = names - {asked}
    if asked not in names or len(others) != 1 or None in others:
        raise Abstain(
            "comparative",
            f"the question compares with no holder it names, and the {unit} are held by "
            f"{len(names)}",
            difference.marker,
        )
    if not difference.event and any(
        f.kind is not FactKind.POSSESS and asked in (f.name, f.party_name) for f in facts
    ):
        raise Abstain(  # "... Kate gives John 10. How many more does John have?": than when?
            "comparative",
            f"a difference without 'than' beside an event that changes {asked}'s holding",
            difference.marker,
        )
    (other,) = others
    assert other is not None
    return other


def _losses_done(
    facts: tuple[Fact, ...], query: Query, unit: str, holders: tuple[str, str]
) -> tuple[Fact, ...]:
    """RETURNS: the facts, the losses read as what each did ("How many more cherries did
    Emma eat than Raj?": what each ate, counted up from nothing, as
    ``comparisons.losses_as_tallies`` reads a comparison of losses) when every fact on the
    unit is a loss by the question's verb, to nobody, of one of the two holders; else the
    facts as they are."""
    lemma = query.verb.lemma_.lower()
    on_unit = [f for f in facts if f.amount is not None and f.amount.unit == unit]
    if not on_unit or not all(
        f.kind is FactKind.LOSE
        and f.verb.lemma_.lower() == lemma
        and f.party_name is None
        and f.name in holders
        for f in on_unit
    ):
        return facts
    return tuple(as_tally(f) if f in on_unit else f for f in facts)


def _check_event_difference(
    facts: tuple[Fact, ...], query: Query, unit: str, holders: tuple[str, str]
) -> None:
    """A difference asked by an event verb ("How many more points did Rosa score than
    Tariq?") compares what the two holders gained by it: every fact on the unit must be
    that verb's gain, from nobody, by one of the two; each must have one.

    RAISES Abstain: ``comparative``.
    """
    lemma = query.verb.lemma_.lower()
    on_unit = [
        f for f in facts if (f.amount is not None and f.amount.unit == unit) or f.scale_unit == unit
    ]
    if not all(
        f.kind is FactKind.GAIN
        and f.verb.lemma_.lower() == lemma
        and f.party_name is None
        and f.name in holders
        for f in on_unit
    ) or {f.name for f in on_unit} != set(holders):
        raise Abstain(
            "comparative",
            f"the question compares what {' and '.join(holders)} {query.verb.text}, and the "
            "statements say other things of the unit",
            query.verb,
        )


def _task_taker(
    query: Query,
    held: tuple[Fact, ...],
    task: Fact,
    asked: str | None,
    mentions: Mentions,
    data: Any,
) -> str | None:
    """RETURNS (str | None): whose time the rest of a task takes: whom 'take' names ("will
    it take him": the one holder the text names, when a pronoun), its subject ("will he
    take"), or the task's holder for "will it take" and "will the rest take"."""
    whom = [  # not the question's own noun ("How many hours will the rest take?")
        c
        for c in query.verb.children
        if c.dep_ in ("dobj", "dative") and (query.noun is None or c.i != query.noun.i)
    ]
    names = {f.name for f in held}
    subjects = [c for c in query.verb.children if c.dep_ == "nsubj"]
    if whom and whom[0].pos_ == "PRON" and len(names) == 1:
        return task.name
    if whom:
        return mentions.name(whom[0])
    if subjects and (subjects[0].lower_ == "it" or is_rest(subjects[0], data)):
        return task.name if len(names) == 1 else None
    return asked


def _check_durations_counted(
    facts: tuple[Fact, ...], amounts: tuple[Amount, ...], query: Query
) -> None:
    """Abstain when the question states a stretch of time ("in 2 weeks") that no rate
    counts: the rate's count is stated elsewhere ("reads 5 pages a day for 4 days"), and
    the question's own stretch would be left unread. One with a determiner ("in those two
    days") refers back to the stretches stated.

    RAISES Abstain: ``quantity-in-question``.
    """
    sent = query.sent
    counted = {f.amount.start for f in facts if f.rate is not None and f.amount is not None}
    for q in amounts:
        if (
            sent.start <= q.start < sent.end
            and q.start not in counted
            and is_duration(q)
            and not any(c.dep_ == "det" for c in q.head.children)  # "in those two days"
        ):
            raise Abstain(
                "quantity-in-question",
                f"the question's {q.span(q.head.doc).text!r} is no rate's count",
                q.head,
            )


def _share_groups(rates: tuple[Fact, ...]) -> frozenset[str]:
    """RETURNS (frozenset[str]): the lemmas of the groups the shares among ``rates`` name."""
    return frozenset(
        f.share.groups.noun.lemma_.lower()
        for f in rates
        if f.share is not None and f.share.groups is not None and f.share.groups.noun is not None
    )


def _check_coverage(
    doc: DocView, query: Query, reading: Reading, cues: RuleSet, words: WordLists
) -> None:
    """Coverage, as every reading checks it: cues no construction claimed (``cues`` gives
    the cue words), amounts per item written with an article, a second question, and the
    quantities' own checks (``words``)."""
    check_cues(doc, reading, cues)
    check_per_unit(doc, reading.claimed)
    check_one_question(doc, query)
    check_amounts(reading.amounts, words)


def _solved(graph: MathProblemGraph) -> Solution:
    """RETURNS (Solution): ``solve(graph)``. RAISES Abstain: the solver's refusal code
    (``underdetermined``, ``contradictory``, ``negative-holding``, ...)."""
    try:
        return solve(graph)
    except InconsistentGraphError as exc:
        raise Abstain(exc.code, str(exc)) from exc


def _paced_in_other_unit(
    rates: tuple[Fact, ...],
    facts: tuple[Fact, ...],
    amounts: tuple[Amount, ...],
    unit: str,
    dimensions: dict[str, str],
    converted: frozenset[int],
) -> Fact | None:
    """RETURNS (Fact | None): the rate, when every amount in another unit of the asked
    unit's dimension is the amount per one of it, a single rate with no effect and no
    stated total ("practices for 30 minutes a day. How many hours does he practice in 6
    days?"), in a unit that converts to the asked one, neither the unit of its stretch
    nor of its items: its total is asked in the asked unit, which the solver converts
    (0006 rule 6); no other fact counts that dimension. ``converted``:
    the starts of stretches of time a rate runs over, as ``check_measure_units``'s."""
    dimension = unit_dimension(unit, dimensions)
    counts = {f.amount.start for f in rates if f.amount is not None}  # "in 6 days"
    timed = converted | counts  # the stretches and counts of time, never a pace's amount
    others = [
        q
        for q in amounts
        if q.unit is not None
        and q.unit != unit
        and q.start not in timed
        and unit_dimension(q.unit, dimensions) == dimension
    ]
    paces = [
        f
        for f in rates
        if f.rate is not None and any(q.start == f.rate.amount.start for q in others)
    ]
    if dimension is None or not others or len(paces) != 1:
        return None
    terms = paces[0].rate
    assert terms is not None
    if len(others) != 1 or terms.effect is not None or terms.total is not None:
        return None
    if terms.source is not None or terms.total_sum or conversion(others[0].unit, unit) is None:
        return None
    stretches = {q.unit for q in amounts if q.start in timed}
    per = plural(terms.per.lemma_.lower())
    longer = conversion(unit, per)  # "45 minutes every day. How many weeks ...?"
    if unit == per or unit in stretches or (longer is not None and longer >= 1):
        return None  # "3 hours every day for 2 weeks. How many days ...?": the stretch
    clear = not any(  # another fact of the dimension: a holding, a change in the asked unit
        f is not paces[0]
        and f.amount is not None
        and f.amount.start not in timed
        and unit_dimension(f.amount.unit or "", dimensions) == dimension
        for f in (*facts, *rates)
    )
    return paces[0] if clear else None


def _gained_in_other_unit(
    facts: tuple[Fact, ...], rate: Fact, asked: str | None
) -> tuple[tuple[Fact, ...], tuple[str, ...]]:
    """RETURNS: the facts with ``rate`` a gain of its holder, and the rate's unit, whose
    total in the asked unit the question asks (``build.compose_graph``'s ``measured``).
    RAISES Abstain: ``convertible-unit`` when the rate is not the asked holder's."""
    terms = rate.rate
    assert terms is not None
    if asked is None or rate.name != asked or terms.amount.unit is None:
        raise Abstain(
            "convertible-unit", f"a rate's {terms.amount.unit} are asked in another unit", rate.verb
        )
    gained = msgspec.structs.replace(
        rate, rate=msgspec.structs.replace(terms, effect="add", total_unit=None)
    )
    return tuple(gained if f is rate else f for f in facts), (terms.amount.unit,)


def _units_of(graph: MathProblemGraph) -> set[str]:
    """RETURNS (set[str]): the units a graph counts, but the whole of a ``total`` over
    kinds of it ("albums" over "country albums" and "pop albums", "shelves" over
    "shelves of mystery books"): the graph states how
    that one relates to them."""
    units = {item.quantity.unit for item in graph.initial_state}
    summed = {
        fact.whole.unit
        for fact in graph.facts
        if isinstance(fact, Total)
        and len(fact.parts) > 1
        and all(_kind_of(part, fact.whole.unit) for part in fact.parts)
    }
    for fact in graph.facts:  # v2 form: holdings, changes and rates
        for name in ("quantity", "operand", "count", "total"):
            item = getattr(fact, name, None)
            if isinstance(item, Quantity) and item.unit not in summed:
                units.add(item.unit)
    units |= {op.operand.unit for op in graph.operations}
    return units | ({graph.unknown.unit} - summed)


def _kind_of(part: str, whole: str) -> bool:
    """RETURNS (bool): unit ``part`` names a kind of unit ``whole``: with words before it
    ("red pages") or contents after it ("shelves of mystery books")."""
    return part.endswith(" " + whole) or part.startswith(whole + " of ")


def _group_change(
    facts: tuple[Fact, ...],
    rates: tuple[Fact, ...],
    compares: tuple[Fact, ...],
    unit: str,
    asked: str | None,
    query: Query,
    words: WordLists,
) -> tuple[tuple[Fact, ...], Placed | None]:
    """RETURNS: (the facts without it, the holders' total changed) of a gain or loss of
    'they' from nobody named ("Debby had 32 pieces and her sister had 42. They ate 35
    pieces. How many pieces do they have left?"): a v2 ``total`` of every holder's holding
    of the unit, then a v3 ``differ`` by the amount, its result asked; (facts, None) when
    no fact is such a change. RAISES Abstain: ``plural-holder`` unless the change is the
    last fact of the unit, after holdings of two or more named holders told in one sentence
    and nothing else, and the question asks their holding together, of that unit."""
    group = [f for f in facts if f.name == PLURAL and f.party_name is None]
    if not group:
        return facts, None
    change = group[0]
    assert change.amount is not None
    others = [f for f in facts if f is not change]
    holders = [f.name for f in others if f.amount is not None and f.amount.unit == unit]
    if (
        len(group) != 1
        or rates
        or compares
        or change.amount.unit != unit
        or asked is not None
        or not asks_holding(query, words, facts)
        or any(f.kind is not FactKind.POSSESS or f.party_name is not None for f in others)
        or any(f.position > change.position for f in others)
        or len(holders) < 2
        or len(set(holders)) != len(holders)
        or len({f.verb.sent.start for f in others}) != 1  # the holders told together
        # "Luis and Ana have 12 cards each. They buy 3 more": 3 each, or 3 in all?
        or any(t.lower_ == "each" for t in others[0].verb.sent)
        or None in holders
        or PLURAL in holders
    ):
        raise Abstain(
            "plural-holder", f"the subject of {change.verb.text!r} is plural", change.verb
        )
    kind = "fewer" if change.kind is FactKind.LOSE else "more"
    by = Quantity(to_number(change.amount.value), unit)
    total = Total(tuple(h for h in holders if h is not None), (unit,), Quantity(None, unit))
    changed = Differ(kind, Quantity(None, unit), by, Quantity(None, unit))
    return tuple(others), Placed(change.position, changed, whole=total)


def _complement(part: Amount, facts: tuple[Fact, ...], unit: str, asked: str | None) -> Placed:
    """RETURNS (Placed): the rest of a set less a part told with the other polarity of the
    question's verb (schema v3 ``differ``: the set is the one holding of the unit asked,
    placed where the part is told). RAISES Abstain: ``unresolved-holder`` when the unit is
    not one holder's or the question asks another's, ``unsupported-question`` when the set
    changes after the part."""
    counted = [f for f in facts if f.amount is not None and f.amount.unit == unit]
    holders = list(dict.fromkeys(f.name for f in sorted(counted, key=lambda f: f.position)))
    several = len(holders) > 1 and asked is None  # "Carol picked 29 and her mother 16 ...
    # how many bad carrots did they have?": the set is every holder's
    if (len(holders) != 1 and not several) or None in holders or asked not in (None, *holders):
        raise Abstain("unresolved-holder", f"the {unit} of the part are not one holding")
    if any(f.position > part.start for f in counted):  # "... She bought 4 more.": which set?
        raise Abstain("unsupported-question", f"the {unit} change after the part is told")
    by = Quantity(to_number(part.value), unit)
    if several:  # their holdings summed (a v2 ``total``), the rest of it (v3 ``differ``)
        total = Total(tuple(h for h in holders if h is not None), (unit,), Quantity(None, unit))
        rest = Differ("fewer", Quantity(None, unit), by, Quantity(None, unit))
        return Placed(part.start, rest, whole=total)
    holder = holders[0]
    assert holder is not None
    whole = Quantity(None, unit, ref=Ref(holder=holder))  # the holding where the part is told
    return Placed(part.start, Differ("fewer", whole, by, Quantity(None, unit)))


__all__ = ["Composed", "GraphComposer"]
