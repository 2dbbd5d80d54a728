"""Rates: an amount per one item or group ('each', 'per', 'in each').

'Each box holds 6 eggs', 'There are 9 oranges in each bag', 'Pencils cost $2 each',
'Apples cost $3 per pound' state a rate whose count another clause gives ('Sam has 4
boxes'); 'Sam has 4 boxes with 6 eggs each', '4 bags of 6 apples each', 'There are 6
eggs in each of the 4 boxes', 'Amy buys 5 pencils at $2 each' state the count in the
same clause. Either way the clause is one ``RATE`` fact; pairing a rate with a count
stated elsewhere is resolution's work (``rates.py``). Anything else that carries a rate
cue ("each of the girls", two rates in one clause, a count whose noun is not the rate's
item) abstains with ``rate``.
"""

from __future__ import annotations

from collections.abc import Collection

import msgspec
from wordproblem.models import TIME_PER

from ..abstention import Abstain
from ..clauses.clauses import (
    PLACE_PREPS,
    Clause,
    at_a_time,
    bare_in_each,
    containers_of,
    doc_words,
    each_noun_after,
    each_with,
    find_subject,
    pobjects,
)
from ..docview import DocView, Tok
from ..ir import Amount, Attachment, Fact, FactKind, HolderRef, Query, RateTerms
from ..quantities.quantities import counts_money, restricting, sized_containers
from ..resolve.mentions import modifiers
from ..rules import Frame, derived
from .base import Context
from .existential import played_in
from .possession import subject_ref

PRICE = Frame("price")  # 'cost': no lexicon class; the rate is a price
USE = Frame("use")  # 'take', 'need': what one item is made of
UNDONE = Frame("possess", kind="undone")  # so many of a rate per item done not done
# what each one did with a verb of no gain, the question's own ("Each boy ate 3 apples"):
# tallied as a gain of the doer's, from nobody (as ``tally``'s)
DONE_BY_EACH = Frame("gain")
# the words of "the rest" of a holding ("sold the rest", "shared the others equally")
REST_WORDS = frozenset({"rest", "others"})
PIECE = Frame("piece")  # an amount per item done: 'earned $5 for each lawn he mowed'
OCCASION = Frame("occasion")  # an amount per occasion the question counts: 'per game'
TIME = Frame("time")  # an amount per unit of time: 'reads 12 pages a day'; its kind is
# the verb's lexicon class when it has one ('uses 6 sheets a day': a loss)


class RateData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``rate`` entry of ``constructions.json``."""

    doc: str = msgspec.field(default="", name="_doc")
    each: list[str]
    per_preps: list[str]
    each_preps: list[str]
    price_preps: list[str]
    price_verbs: list[str]
    buy: list[str]
    sell: list[str]
    spend: list[str]
    earn: list[str]
    use_verbs: list[str] = msgspec.field(default_factory=list)
    travel: list[str] = msgspec.field(default_factory=list)
    last: list[str] = msgspec.field(default_factory=list)
    fill: list[str] = msgspec.field(default_factory=list)
    filled_asked: list[str] = msgspec.field(default_factory=list)
    work: list[str] = msgspec.field(default_factory=list)
    stay: list[str] = msgspec.field(default_factory=list)
    hold: list[str] = msgspec.field(default_factory=list)
    placed: list[str] = msgspec.field(default_factory=list)
    last_eaten: list[str] = msgspec.field(default_factory=list)
    eat: list[str] = msgspec.field(default_factory=list)
    spend_time: list[str] = msgspec.field(default_factory=list)
    containers_asked: list[str] = msgspec.field(default_factory=list)
    fail: list[str] = msgspec.field(default_factory=list)
    paid: list[str] = msgspec.field(default_factory=list)
    afford: list[str] = msgspec.field(default_factory=list)
    afford_modals: list[str] = msgspec.field(default_factory=list)
    bill: list[str] = msgspec.field(default_factory=list)
    occasion_preps: list[str] = msgspec.field(default_factory=list)
    any_verbs: list[str] = msgspec.field(default_factory=list)
    distance_verbs: list[str] = msgspec.field(default_factory=list)
    take_time: list[str] = msgspec.field(default_factory=list)
    present: list[str] = msgspec.field(default_factory=list)
    absent: list[str] = msgspec.field(default_factory=list)


class Rate:
    """A clause with one quantity per one item or group, and at most one count."""

    name = "rate"
    # an adverbial amount only as a stretch of time; no gapped clause
    attachments = frozenset(Attachment) - {Attachment.GAPPED}
    data_type = RateData

    def claims(self, clause: Clause, context: Context) -> bool:
        data: RateData = context.data[self.name]
        if _times_done(clause, data):
            return True  # "She went to the store 8 times." beside "each time she goes"
        if any(
            how is Attachment.ADVERBIAL and not stretch_of_time(q) and not _speed(q, clause, data)
            for q, how in clause.items
        ):
            return False  # "went to 4 games": a tally's, not a rate's
        for _, how in clause.items:
            if how is Attachment.RATE:
                return True
        if _one_subject(clause, context, data) is not None:
            return True  # "A pencil costs $2": the price of any one
        if _go_asked(clause, context) is not None:
            return True  # "can carry 4 trays at a time. How many trips ...?": one go's
        if _generic_holder(clause, context, data) is not None:
            return True  # "A bee has 6 legs. How many legs do 8 bees have?": any one's
        if _cues(data).isdisjoint(doc_words(clause.verb.doc)):
            return False  # each test below needs an 'each' or a 'per' word in the Doc
        if (
            _bare_count(clause, context, data) is not None
            or _done_at_a_time(clause, context) is not None
            or _time_worked(clause, context, data)
            or _done_count(clause, data)
            or _filled_count(clause, data)
            or _undone_count(clause, data)
        ):
            return True
        for q, _ in clause.items:
            if _marker(q, clause.verb, data) is not None:
                return True
            if _there_in_each(clause.verb, q, data) is not None:
                return True  # "Inside each box there were 2 scarves and 6 mittens"
        lone = _lone_amount(clause)
        if lone is not None and _verb_marker(clause.verb, data, lone, context):
            return True
        return _each_subject(clause, context, data) is not None and all(
            how is Attachment.THEME for _, how in clause.items
        )

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        data: RateData = context.data[self.name]
        verb = clause.verb
        go = _go_asked(clause, context)
        if go is not None:  # "could only carry 4 trays at a time": what one trip carries
            return [
                Fact(
                    kind=FactKind.RATE,
                    construction=self.name,
                    verb=verb,
                    key=verb.lemma_.lower(),
                    frame=Frame("possess"),
                    subject=HolderRef(None),
                    amount=None,
                    clause=clause.order,
                    rate=RateTerms(clause.items[0][0], go, False),
                )
            ]
        group = _group(clause, data)  # "for every 2 lawns he mows": per 2 lawns done
        if group is not None:
            items = tuple(item for item in clause.items if item[0] is not group)
            clause = msgspec.structs.replace(clause, items=items)
        # a count of a rate's items stated on its own: "There are 37 baskets." beside "17 in
        # each basket" (nobody holds them), "He worked 7 hours." beside "$5 an hour" (his)
        bare = _bare_count(clause, context, data) or _done_at_a_time(clause, context)
        count_only = bare[0] if bare else None
        worked = count_only is None and (
            _times_done(clause, data)
            or _time_worked(clause, context, data)
            or _done_count(clause, data)
            or _filled_count(clause, data)
        )  # "He mowed 5 lawns." beside "$5 for each lawn he mowed": his, as time worked
        # "forgot to mow 7 of them": so many of a rate's items not done, said of the one
        # who failed to do them
        undone = count_only is None and not worked and _undone_count(clause, data)
        if count_only is not None or worked or undone:
            owner = undone_anchor(verb, data) if undone else verb
            assert owner is not None
            told_of = undone and clause.items[0][1] is not Attachment.THEME
            subject = (  # "2 members didn't show up": the items themselves, no holder's
                find_subject(owner, context.roles, context.unstated)
                if (worked or undone) and not told_of
                else None
            )
            counted = bare if bare else [q for q, _ in clause.items]
            return [
                Fact(
                    kind=FactKind.RATE,
                    construction=self.name,
                    verb=verb,
                    key=verb.lemma_.lower(),  # 'be' for "There are"
                    frame=UNDONE if undone else Frame("possess"),
                    subject=HolderRef(subject),
                    amount=q,
                    clause=clause.order,
                    cues=(q.noun.i,) if q.noun is not None and q.noun.lower_ == "times" else (),
                )
                for q in counted
            ]
        found = []
        lone = _lone_amount(clause)
        for q, how in clause.items:
            marker = _marker(q, verb, data)
            if marker is None and q is lone:  # "reads 12 pages every day (for 5 days)"
                marker = _verb_marker(verb, data, q, context)
            if marker is None and lone is None:  # "Inside each box there were 2 scarves
                marker = _there_in_each(verb, q, data)  # and 6 mittens": every kind's
            if marker is None:
                continue
            if how is Attachment.OBLIQUE and q.head.head.lower_ not in data.price_preps:
                raise Abstain("rate", f"{q.span(verb.doc).text!r} is no price the rules read", verb)
            found.append((q, marker))
        counts = [q for q in clause.amounts if all(q is not r for r, _ in found)]
        each_of = [q for q in counts if _in_each_of(q, data)]
        subject_each = _each_subject(clause, context, data)
        several: tuple[Amount, ...] = ()
        if not found and subject_each is not None and len(counts) == 1:
            each = each_word(subject_each, verb, data)
            assert each is not None
            found, counts = [(counts[0], (subject_each, (each.i,)))], []
        elif not found and subject_each is not None and _kinds_each(clause, counts, context):
            # "each cage has 6 parrots and 2 parakeets": one rate per kind, per one cage
            each = each_word(subject_each, verb, data)
            assert each is not None
            several = tuple(counts)
            found, counts = [(counts[0], (subject_each, (each.i,)))], []
        elif not found and (one := _one_subject(clause, context, data)) is not None:
            # "A pencil costs $2", "A melon is $5": the price of any one of them
            found, counts = [(counts[0], (one, ()))], []
        elif not found and (one := _generic_holder(clause, context, data)) is not None:
            # "A bee has 6 legs" beside "How many legs do 8 bees have?": any one bee's
            found, counts = [(counts[0], (one, ()))], []
        elif not found and len(each_of) == 1 and len(counts) == 2:
            # "There are 6 eggs in each of the 4 boxes": the count is the 'each of' noun
            count = each_of[0]
            rate = next(q for q in counts if q is not count)
            assert count.noun is not None
            found, counts = [(rate, (count.noun, (count.noun.head.head.i,)))], [count]
        pers = {per for _, (per, _) in found}
        kinds = [q for q, _ in found]
        if len(pers) == 1 and None not in pers and _distinct_kinds(kinds, context):
            # "Inside each box there were 2 scarves and 6 mittens": every kind per box
            several, found = tuple(kinds), found[:1]
        shared = _marked_with_last(found, counts, context)
        if shared:  # "2 scarves and 6 mittens in each box": the phrase on the last conjunct
            several = (found[0][0], *shared)  # says what each box holds of every kind
            counts = [q for q in counts if all(q is not k for k in shared)]
        timed = _timed_pairs(clause, found, counts, data)
        if timed:  # "found 7 shells a day for 5 days and 8 a day for 3 days"
            return _timed_facts(self.name, clause, context, timed)
        if len(found) > 1 and not counts and verb.lemma_.lower() in data.price_verbs:
            return _price_facts(self.name, clause, found)  # "$4 for a child and $7 for an adult"
        items = [sold_item(q, verb, data) if per is None else None for q, (per, _) in found]
        if len(found) > 1 and not counts and all(items):
            # "The bakery sells muffins for $2 each and bagels for $3 each": each price's own
            sold_each = [
                (q, (item, cues)) for (q, (_, cues)), item in zip(found, items, strict=True)
            ]
            return [
                msgspec.structs.replace(f, key="cost")
                for f in _price_facts(self.name, clause, sold_each)
            ]
        pairs = _priced_purchases(clause, found, counts, context, data)
        if pairs:  # "bought 3 pens for $2 each and 2 books for $5 each": one rate per kind
            return _purchase_facts(self.name, clause, context, pairs)
        alone = _priced_alone(clause, found, counts, context, data)
        if alone:  # "bought 3 pens at $2 each and a ruler for $1": the ruler's price, paid
            counts = [q for q in counts if all(q is not m for m in alone)]
        if len(found) != 1 or len(counts) > 1:
            raise Abstain("rate", f"{verb.text!r} states no single rate with one count", verb)
        amount, (per, cues) = found[0]
        count = counts[0] if counts else None
        if count is not None and _covered(count, amount, per, clause, data):
            # "biked 25 miles at 5 miles per hour": the distance is the total, the time asked
            return [
                Fact(
                    kind=FactKind.RATE,
                    construction=self.name,
                    verb=verb,
                    key=verb.lemma_.lower(),
                    frame=TIME,
                    subject=HolderRef(find_subject(verb, context.roles, context.unstated)),
                    amount=None,
                    clause=clause.order,
                    cues=cues,
                    rate=RateTerms(amount, per, total=count),  # type: ignore[arg-type]
                )
            ]
        price = counts_money(amount, context.rules.words.money_nouns)
        lemma = verb.lemma_.lower()
        bare = per is None
        if bare and count is not None and _each_of_counted_subject(clause, amount, count, context):
            # "124 students made 3 stars each": as "There are 124 students. Each student
            # made 3 stars." (a count of the subjects, and what each one does)
            assert count.noun is not None
            gain = clause.entry is not None and clause.entry[1].cls == "gain"
            return [
                Fact(
                    kind=FactKind.RATE,
                    construction=self.name,
                    verb=verb,
                    key="be",
                    frame=Frame("possess"),
                    subject=HolderRef(None),
                    amount=count,
                    clause=clause.order,
                ),
                Fact(
                    kind=FactKind.RATE,
                    construction=self.name,
                    verb=verb,
                    key=clause.entry[0] if gain else lemma,
                    frame=clause.entry[1] if gain else DONE_BY_EACH,
                    subject=HolderRef(None),
                    amount=None,
                    clause=clause.order,
                    cues=cues,
                    rate=RateTerms(amount, count.noun, False),
                ),
            ]
        sold = bare and count is None and price and _sold_items(clause, data)
        if sold:  # "A store sells pencils for $2 each": their price, as "Pencils cost $2 each"
            per = sold
        elif bare and count is not None and count.spared and price:
            # "sold all but 4 of them at $2 each": per one of the things counted before; the
            # count is what the sale moves (resolution: the event's operand)
            every = count.head.head if count.head.dep_ == "conj" else None
            per = count.noun or (_one_counted_before(every, context) if every is not None else None)
        elif bare and count is not None and count.noun is None:
            # "had 18 jars. She sold 4 of them for $5 each": per one of the things counted
            # before, when they are of one noun
            per = _one_counted_before(count.head, context) if _of_them(count) else None
        elif bare:  # "$2 each": per one of the counted items, or of the priced subject
            per = count.noun if count is not None else _plural_subject(clause, context)
        elif per is not None and per.lower_ == "one":  # "bouquets with 8 flowers in each one"
            per = _one_of(amount, per) or _one_counted_before(per, context)
        if per is None:
            raise Abstain("rate", f"'each' in {verb.text!r} names no item", verb)
        if (
            count is not None
            and not (count.noun is None and (_of_them(count) or count.spared))
            and (count.noun is None or count.noun.lemma_.lower() != per.lemma_.lower())
            and not (stretch_of_time(count) and per.lemma_.lower() in TIME_PER)
        ):
            raise Abstain(
                "rate", f"{count.span(verb.doc).text!r} does not count {per.text!r}", verb
            )
        cls = clause.entry[1].cls if clause.entry is not None else None
        if not price and count is None and sized_container(amount, verb) is per:
            key, frame = "hold", Frame("possess")  # "Hot dogs come in packages of 8"
        elif lemma == "be" and "expletive" in clause.roles and not price:
            key, frame = "be", Frame("possess")  # "There are 9 oranges in each bag"
        elif cls == "possess" and not price and not (bare and count is None):
            key, frame = clause.entry  # type: ignore[misc]  # not "The girls have 5 each"
        elif (
            not price
            and count is None
            and bare
            and (lemma in data.hold or (cls == "possess" and not _people(per, context)))
            and _uncounted_plural_subject(per, verb)
        ):  # "The boxes hold 6 eggs each", "Sita's packs have 6 cards each": per one of
            # them ("The girls have 5 apples each" is every holder's own: test_rate)
            key, frame = lemma, Frame("possess")
        elif (
            not price
            and count is None
            and lemma in data.hold
            and (subject_each is not None or holds_each(verb, per, data))
        ):  # "Each table seats 4 guests", "The bookcase fits 8 books on each shelf": a size
            key, frame = lemma, Frame("possess")
        elif not price and count is None and placed_on_each(verb, data) is not None:
            key, frame = "be", Frame("possess")  # "25 people ride in each car": as 'there are'
        elif price and lemma in data.price_verbs:
            key, frame = lemma, PRICE  # "Pencils cost $2 each", "Each ticket costs 75 cents"
        elif sold:
            key, frame = "cost", PRICE  # "The bakery sells muffins for $2 each"
        elif (
            price
            and count is None
            and not bare
            and lemma in data.sell
            and per.lemma_.lower() not in TIME_PER
            and subject_each is None
        ):  # "Olu sells lemonade for $0.25 a cup": the price of one cup, as with 'cost'
            key, frame = "cost", PRICE
        elif (
            price
            and bare
            and count is None
            and lemma in data.sell
            and per.dep_ == "nsubj"
            and not any(c.dep_ == "dobj" for c in verb.children)
        ):  # "Magic wands sell for $6 each": the subject's price, as with 'cost'
            key, frame = "cost", PRICE
        elif price and lemma == "be" and count is None and _priced_subject(clause, per):
            key, frame = "cost", PRICE  # "Each flower was 3 dollars": as with 'cost'
        elif (
            price
            and lemma == "be"
            and bare
            and count is None
            and "expletive" not in clause.roles
            and per is not None
            and per.dep_ == "nsubj"
        ):  # "Tickets were 4 dollars each": the subject's price, as with 'cost'
            key, frame = "cost", PRICE
        elif not price and count is None and lemma in data.use_verbs and subject_each is not None:
            key, frame = lemma, USE  # "Each pie takes 8 apples": what one item is made of
        elif not price and count is None and subject_each is not None and cls == "gain":
            key, frame = clause.entry  # type: ignore[misc]  # "Each player scored 6 points"
        elif (
            not price
            and count is None
            and subject_each is not None
            and done_by_each(clause, context)
        ):  # "Each boy ate 3 apples. How many apples did the boys eat?": a tally of each's
            key, frame = lemma, DONE_BY_EACH
        elif not price and count is None and bare and cls == "gain" and per is verb.head:
            key, frame = clause.entry  # type: ignore[misc]  # "students making 3 stars each"
        elif (
            not price
            and count is None
            and not bare
            and (
                lemma in context.rules.words.creation_verbs
                or (lemma in data.use_verbs and _used_on_each(verb, data) is not None)
            )
            and subject_each is None
            and per.lemma_.lower() not in TIME_PER
        ):  # "She was making bouquets with 8 flowers in each one": what one item holds;
            # "used 7 cups of flour on each one": what one item takes
            key, frame = lemma, USE
        elif count is None and not bare and piece_of(verb, data) is per:
            key, frame = lemma, PIECE  # "earned $5 for each lawn he mowed": per item done
        elif group is not None:
            raise Abstain("rate", f"{group.span(verb.doc).text!r} is no group of items done", verb)
        elif (
            (count is None or stretch_of_time(count))
            and not bare
            and per.lemma_.lower() in TIME_PER
            and subject_each is None
            and lemma not in data.price_verbs
        ):  # "Hamid reads 12 pages every day", "earned $9 an hour for 4 hours": per time
            key, frame = lemma, TIME if cls is None else Frame("time", kind=cls)
        elif price and count is not None and (lemma in data.buy or lemma in data.sell):
            key, frame = clause.entry  # type: ignore[misc]  # "buys 5 pencils at $2 each"
        elif price and count is not None and not bare and lemma in data.spend and cls:
            key, frame = clause.entry  # type: ignore[misc]  # "paid $5 for each of 3 books"
        elif (
            not price
            and count is not None
            and cls == "lose"
            and _each_of_subject(count, verb, data)
            and done_by_each(clause, context)
        ):  # "Each of the 11 runners drank 2 cups. How many cups did the runners drink?"
            key, frame = lemma, DONE_BY_EACH
        elif (
            not price
            and count is not None
            and cls in ("gain", "lose")
            and (not bare or _on_count(amount, count))
        ):
            # "bought 4 packs with 10 in each pack", "plants 7 rows with 12 in each row",
            # "bought 4 boxes of 6 eggs each" (a bare 'each' inside the count's phrase)
            key, frame = clause.entry  # type: ignore[misc]
        elif (
            not price
            and count is not None
            and cls is None
            and lemma in data.fill
            and _on_count(amount, count)
            and not _held_before(amount, verb)
        ):  # "packed 7 crates with 9 melons in each": what the packer holds then
            key, frame = lemma, Frame("possess")
        elif (
            count is None
            and not bare
            and (not price or lemma in data.earn)
            and subject_each is None
            and _asked_occasion(per, context, data)
        ):  # "Lukas scores 12 points per game. How many points would he score in 5
            # games?": per one occasion, their count the question's
            key, frame = lemma, OCCASION
        else:
            raise Abstain("rate", f"the rules read no rate of {lemma!r} here", verb)
        paid = [_paid_alone(self.name, clause, context, q) for q in alone]
        holder = HolderRef(None)
        unsaid = frame.cls == "time" and "passive" in clause.roles and not _agent(verb)
        if unsaid:  # "3 puppies a day are adopted": by nobody named, of no stated effect
            key, frame = lemma, TIME
        elif (
            (count is not None or frame.cls in ("time", "piece", "occasion"))
            and key != "be"
            and subject_each is None
        ):
            holder = _holder(verb, context)  # who has or buys them
        return [
            Fact(
                kind=FactKind.RATE,
                construction=self.name,
                verb=verb,
                key=key,
                frame=frame,
                subject=holder,
                amount=count,
                clause=clause.order,
                cues=cues,
                rate=RateTerms(kind, per, price, group=group if frame == PIECE else None),
            )
            for kind in (several or (amount,))
        ] + paid


def _priced_purchases(
    clause: Clause,
    found: list[tuple[Amount, tuple[Tok | None, tuple[int, ...]]]],
    counts: list[Amount],
    context: Context,
    data: RateData,
) -> list[tuple[Amount, Amount, tuple[int, ...]]]:
    """RETURNS: (count, price, cues) per kind a verb of buying or selling trades at a price
    of its own, each price right after its count ("bought 3 pens for $2 each and 2 books
    for $5 each"); [] for any other clause."""
    verb = clause.verb
    lemma = verb.lemma_.lower()
    if len(found) < 2 or len(found) != len(counts) or clause.entry is None:
        return []
    if lemma not in data.buy and lemma not in data.sell:
        return []
    money = context.rules.words.money_nouns
    ordered = sorted(found, key=lambda item: item[0].start)
    out = []
    for k, ((price, (per, cues)), count) in enumerate(zip(ordered, counts, strict=True)):
        after = counts[k + 1].start if k + 1 < len(counts) else len(verb.doc)
        if count.noun is None or count.start >= price.start or price.start > after:
            return []
        if not counts_money(price, money) or counts_money(count, money):
            return []
        if per is not None and per.lemma_.lower() != count.noun.lemma_.lower():
            return []  # "$3 a loaf" per the count's own noun only
        out.append((count, price, cues))
    return out


def item_priced_alone(q: Amount, money: dict[str, str] | frozenset[str]) -> Tok | None:
    """RETURNS (Tok | None): the one item ``q`` is the price of when ``q`` is money on
    'for' or 'at' right after a singular noun under 'a'/'an' with no number ("and a ruler
    for $1"), or after such a noun's 'of' phrase ("and a deck of cards for $6"); else
    None. ``money``: the nouns of money ('dollars')."""
    doc = q.head.doc
    if not counts_money(q, money) or q.start < 3:
        return None
    prep, item = doc[q.start - 1], doc[q.start - 2]
    if item.head.head == prep.head and item.head.lower_ == "of" and item.head.head.i < item.i:
        item = prep.head  # "a deck of cards for $6": the deck's price
    if prep.lower_ not in ("for", "at") or item.tag_ != "NN" or item.pos_ != "NOUN":
        return None
    if q.head.head != prep or any(c.dep_ == "nummod" for c in item.children):
        return None
    dets = [c.lower_ for c in item.children if c.dep_ == "det"]
    return item if dets in (["a"], ["an"]) else None


def _priced_alone(
    clause: Clause,
    found: list[tuple[Amount, tuple[Tok | None, tuple[int, ...]]]],
    counts: list[Amount],
    context: Context,
    data: RateData,
) -> list[Amount]:
    """RETURNS: the prices of single items bought beside one rate's items at a price in
    one clause of buying ("bought 3 pens at $2 each and a ruler for $1"), each paid as
    such; [] for any other clause."""
    verb = clause.verb
    lemma = verb.lemma_.lower()
    if len(found) != 1 or (lemma not in data.buy and lemma not in data.sell):
        return []
    if clause.entry is None:
        return []
    money = context.rules.words.money_nouns
    if not counts_money(found[0][0], money):
        return []
    alone = [q for q in counts if item_priced_alone(q, money) is not None]
    if not alone or len(counts) - len(alone) != 1:
        return []
    return alone


def _paid_alone(name: str, clause: Clause, context: Context, price: Amount) -> Fact:
    """RETURNS (Fact): the price of a single item bought (sold) beside a rate, paid
    (received) by the clause's subject, as the ``purchase`` construction reads "bought a
    ruler for $1" ("sold a pie for $8")."""
    assert clause.entry is not None
    subject, generic = subject_ref(clause, context)
    trade = context.data["purchase"]
    bought = clause.verb.lemma_.lower() in context.data[Rate.name].buy
    return Fact(
        kind=FactKind.LOSE if bought else FactKind.GAIN,
        construction=name,
        verb=clause.verb,
        key=trade.pay_key if bought else trade.receive_key,
        frame=clause.entry[1],
        subject=subject,
        amount=price,
        generic=generic,
        clause=clause.order,
        price=True,
    )


def _timed_pairs(
    clause: Clause,
    found: list[tuple[Amount, tuple[Tok | None, tuple[int, ...]]]],
    counts: list[Amount],
    data: RateData,
) -> list[tuple[Amount, Tok, Amount, tuple[int, ...]]]:
    """RETURNS: (amount, unit of time, stretch, cues) per rate of a clause that states
    several amounts per a unit of time, each followed by its own stretch before the next
    ("pumps 12 liters a minute for 5 minutes and 8 liters a minute for 3 minutes"); the
    marker of the first may hang on the verb ("found 7 shells every day for 5 days and 8
    shells every day for 3 days"). [] for any other clause."""
    verb = clause.verb
    amounts = sorted((q for q, _ in clause.items if not stretch_of_time(q)), key=lambda q: q.start)
    stretches = sorted((q for q in counts if stretch_of_time(q)), key=lambda q: q.start)
    if (
        len(amounts) < 2
        or len(amounts) != len(stretches)
        or len(amounts) + len(stretches) != len(clause.items)
        or not all(stretch_of_time(q, frozenset({"for"})) for q in stretches)
        or verb.lemma_.lower() in data.price_verbs
    ):
        return []
    markers = {id(q): m for q, m in found}
    out = []
    for k, (amount, stretch) in enumerate(zip(amounts, stretches, strict=True)):
        after = amounts[k + 1].start if k + 1 < len(amounts) else len(verb.doc)
        if not amount.start < stretch.start < after:
            return []
        if k and not _joined(verb.doc, stretches[k - 1], amount):
            return []  # "and Mia 30 pages a day": another subject's
        marker = markers.get(id(amount))
        if marker is None and k == 0:  # "found 7 shells every day for 5 days and ..."
            marker = _verb_marker(verb, data, amount)
            if marker is not None and not all(amount.start < c < stretch.start for c in marker[1]):
                marker = None
        if marker is None or marker[0] is None or marker[0].lemma_.lower() not in TIME_PER:
            return []
        out.append((amount, marker[0], stretch, marker[1]))
    return out


_JOINERS = frozenset({",", "and", "then", "also"})


def _joined(doc: DocView, before: Amount, amount: Amount) -> bool:
    """RETURNS (bool): only commas, 'and', 'then' or 'also' stand between the end of
    ``before`` and ``amount`` (no subject of its own, no verb)."""
    end = max((*before.tokens, *((before.noun.i,) if before.noun is not None else ())))
    return all(t.lower_ in _JOINERS for t in doc[end + 1 : amount.start])


def _timed_facts(
    name: str,
    clause: Clause,
    context: Context,
    pairs: list[tuple[Amount, Tok, Amount, tuple[int, ...]]],
) -> list[Fact]:
    """RETURNS (list[Fact]): one rate per unit of time per pair, counted by its own
    stretch, of the clause's one subject."""
    cls = clause.entry[1].cls if clause.entry is not None else None
    money = context.rules.words.money_nouns
    rows = [
        (stretch, RateTerms(amount, per, counts_money(amount, money)), cues)
        for amount, per, stretch, cues in pairs
    ]
    frame = TIME if cls is None else Frame("time", kind=cls)
    return _counted_rates(name, clause, context, (clause.verb.lemma_.lower(), frame), rows)


def _purchase_facts(
    name: str,
    clause: Clause,
    context: Context,
    pairs: list[tuple[Amount, Amount, tuple[int, ...]]],
) -> list[Fact]:
    """RETURNS (list[Fact]): one price rate per kind bought or sold in one clause, counted
    by its own amount, of the clause's subject."""
    assert clause.entry is not None
    rows = [
        (count, RateTerms(price, count.noun, True), cues)  # type: ignore[arg-type]
        for count, price, cues in pairs
    ]
    return _counted_rates(name, clause, context, clause.entry, rows)


def _counted_rates(
    name: str,
    clause: Clause,
    context: Context,
    entry: tuple[str, Frame],
    rows: list[tuple[Amount, RateTerms, tuple[int, ...]]],
) -> list[Fact]:
    """RETURNS (list[Fact]): one rate per row (its count, its terms, its cues) of the
    clause's one subject, with the lexicon key and frame ``entry``."""
    verb = clause.verb
    key, frame = entry
    holder = _holder(verb, context)
    return [
        Fact(
            kind=FactKind.RATE,
            construction=name,
            verb=verb,
            key=key,
            frame=frame,
            subject=holder,
            amount=count,
            clause=clause.order,
            cues=cues,
            rate=terms,
        )
        for count, terms, cues in rows
    ]


def _agent(verb: Tok) -> bool:
    """RETURNS (bool): a passive ``verb`` names who did it ("by her mother")."""
    return any(c.dep_ == "agent" or (c.dep_ == "prep" and c.lower_ == "by") for c in verb.children)


def _asked_occasion(per: Tok, context: Context, data: RateData) -> bool:
    """RETURNS (bool): ``per`` is no unit of time, and the question counts it once after a
    preposition of occasions ("in 5 games", "on 5 gallons"), naming the same occasions."""
    query = context.query
    lemma = per.lemma_.lower()
    if query is None or lemma in TIME_PER or query.sent.start <= per.i < query.sent.end:
        return False
    found = [
        t
        for t in query.sent
        if t.lemma_.lower() == lemma
        and t.tag_ == "NNS"
        and (numbers := [c for c in t.children if c.dep_ == "nummod" and c.like_num])
        and (
            (t.dep_ == "pobj" and t.head.lower_ in data.occasion_preps)
            # "drive on 8 gallons" with 'on' left without its object
            or t.doc[numbers[0].i - 1].lower_ in data.occasion_preps
        )
    ]
    return len(found) == 1 and same_occasions(per, found[0])


def same_occasions(per: Tok, counted: Tok) -> bool:
    """RETURNS (bool): the noun a rate is per and the noun of a count of it name the same
    items: one of them says no more than its noun ("per gallon" of "5 gallons of gas",
    "each baseball team" of "8 teams"), or both say the same ("on each trip to the city"
    is not "on 9 trips to the lake")."""
    mine, theirs = occasion_words(per), occasion_words(counted)
    return not mine or not theirs or mine == theirs


def occasion_words(noun: Tok) -> tuple[str, ...]:
    """RETURNS (tuple[str, ...]): the words that say which occasions ``noun`` counts
    ("trip to the city": to, city), its determiners, numbers and contents ("bag of rice",
    ``_same_contents``) left out."""
    contents = {
        t.i for c in noun.children if c.dep_ == "prep" and c.lower_ == "of" for t in c.subtree
    }
    return tuple(
        t.lemma_.lower()
        for t in noun.subtree
        if t is not noun
        and t.i not in contents
        and t.dep_ not in ("det", "nummod", "predet")
        and not t.like_num
    )


def _holder(verb: Tok, context: Context) -> HolderRef:
    """RETURNS (HolderRef): the one subject of ``verb`` (who has, buys or sells).
    RAISES Abstain: ``plural-holder`` for a coordinated subject."""
    subject = find_subject(verb, context.roles, context.unstated)
    if any(c.dep_ == "conj" for c in subject.children):
        raise Abstain("plural-holder", f"{verb.text!r} has a coordinated subject", verb)
    return HolderRef(subject)


def _price_facts(
    name: str, clause: Clause, found: list[tuple[Amount, tuple[Tok | None, tuple[int, ...]]]]
) -> list[Fact]:
    """RETURNS (list[Fact]): one price rate per amount of a verb of costing that prices
    several kinds of its subject ("A ticket costs $4 for a child and $7 for an adult"),
    each per its own item and with no count; abstains unless every amount is money per a
    different item."""
    verb = clause.verb
    pers = [per.lemma_.lower() for _, (per, _) in found if per is not None]
    if len(pers) != len(found) or len(set(pers)) != len(pers):
        raise Abstain("rate", f"{verb.text!r} prices no distinct items", verb)
    facts = []
    for amount, (per, cues) in found:
        assert per is not None
        if not _is_money(amount):
            raise Abstain("rate", f"{verb.text!r} states a rate that is no price", verb)
        facts.append(
            Fact(
                kind=FactKind.RATE,
                construction=name,
                verb=verb,
                key=verb.lemma_.lower(),
                frame=PRICE,
                subject=HolderRef(None),
                amount=None,
                clause=clause.order,
                cues=cues,
                rate=RateTerms(amount, per, True),
            )
        )
    return facts


def _speed(q: Amount, clause: Clause, data: RateData) -> bool:
    """RETURNS (bool): ``q`` is a pace the clause's verb moves at ("walked at 2 miles per
    hour", "at 5 kilometers an hour"): 'at' an amount per unit of time."""
    head = q.head
    if head.dep_ != "pobj" or head.head.lower_ != "at" or head.head.head != clause.verb:
        return False
    marker = _marker(q, clause.verb, data)
    return marker is not None and marker[0] is not None and marker[0].lemma_.lower() in TIME_PER


def _covered(
    count: Amount, amount: Amount, per: Tok | None, clause: Clause, data: RateData
) -> bool:
    """RETURNS (bool): ``count`` is the distance a pace covers ("biked 25 miles at 5 miles
    per hour"): the clause's object in the pace's own noun, the pace 'at' so much per a
    unit of time."""
    return (
        per is not None
        and per.lemma_.lower() in TIME_PER
        and count.noun is not None
        and amount.noun is not None
        and count.noun.lemma_.lower() == amount.noun.lemma_.lower()
        and _speed(amount, clause, data)
    )


def _held_before(amount: Amount, verb: Tok) -> bool:
    """RETURNS (bool): the text names ``amount``'s noun before ``verb``'s sentence ("had 80
    melons. He packed 7 crates with 9 in each"): what is packed may be part of it."""
    if amount.noun is None:
        return True
    lemma = amount.noun.lemma_.lower()
    start = verb.sent.start
    return any(t.lemma_.lower() == lemma for t in verb.doc[:start])


def _on_count(amount: Amount, count: Amount) -> bool:
    """RETURNS (bool): ``amount`` is the object of a 'with'/'of' on the count's noun ("4
    boxes with 6 eggs each", "4 bags of 6 apples each", "3 crates, each with 20 apples"):
    each of those items holds it."""
    head = amount.head
    if count.noun is None or head.dep_ != "pobj":
        return False
    counted = each_with(amount)
    if counted is not None:  # "packed 3 crates, each with 20 apples"
        return counted[0] == count.noun
    prep = head.head
    if prep.lower_ == "with" and prep.head == count.noun.head and count.noun.dep_ == "dobj":
        return True  # "bought 7 crates with 9 melons in each": 'with' parsed on the verb
    return prep.lower_ in ("with", "of") and prep.head == count.noun


def _cues(data: RateData) -> frozenset[str]:
    """RETURNS (frozenset[str]): the words a rate needs ('each' words and 'per'
    prepositions), made once per data."""
    return derived(_cue_words, data)


def _cue_words(data: RateData) -> frozenset[str]:
    # 'a'/'an' make an amount per unit of time or a price ("$16 an hour"); 'rest' makes
    # a part in a state one the rest leaves out ("6 were cracked, and she packed the rest");
    # 'one' the one item a time is taken for ("takes 7 minutes to bake one pan")
    return (
        frozenset(data.each) | frozenset(data.per_preps) | {"a", "an"} | _NUMERAL_ONE | REST_WORDS
    )


def _present_words(data: RateData) -> frozenset[str]:
    """RETURNS (frozenset[str]): the words of being somewhere said after 'be' ("there",
    "present" of "be there", "be present"), which may also follow a noun ("each member
    present"), made once per data."""
    return frozenset(p.split()[-1] for p in data.present if p.startswith("be "))


def _bare_count(clause: Clause, context: Context, data: RateData) -> list[Amount] | None:
    """RETURNS (list[Amount] | None): the N of "There are N X." with no place, when the
    text names each X elsewhere ("There are 37 baskets. There are 17 apples in each
    basket."): a count of a rate's items that nobody holds; or the kinds a verb of holding
    said of each container holds ("Each van can hold 4 people. There are 2 students and 6
    adults.": ``kinds.json``); None for any other clause."""
    verb = clause.verb
    if verb.lemma_ != "be" or "expletive" not in clause.roles or not clause.items:
        return None
    preps = context.rules.words.existential_preps
    if any(prep in preps for _, prep in clause.roles.get("prep", [])):
        return None
    for q, how in clause.items:
        if how is not Attachment.THEME or q.noun is None or q.money is not None:
            return None
        if pobjects(q.head, preps) or played_in(q, preps):  # "7 friends playing a game": in it
            return None
    if len(clause.items) == 1 and _each_named(clause.amounts[0], data):
        return list(clause.amounts)
    held = [_held_whole(q, context, data) for q in clause.amounts]
    if held[0] is not None and all(h == held[0] for h in held):
        return list(clause.amounts)  # "There are 40 people.", "2 students and 6 adults"
    return None


def _each_named(q: Amount, data: RateData) -> bool:
    """RETURNS (bool): another word names one of ``q``'s items with 'each' or a 'per'
    word ("There are 37 baskets." beside "17 apples in each basket"), or a participle on
    them says what each does ("124 students making 3 stars each")."""
    assert q.noun is not None
    lemma = q.noun.lemma_.lower()
    if any(  # "There are 124 students making 3 stars each": what each of them does
        c.dep_ == "acl" and c.tag_ == "VBG" and any(t.lower_ in data.each for t in c.subtree)
        for c in q.noun.children
    ):
        return True
    return any(
        token.i != q.noun.i
        and token.lemma_.lower() == lemma
        and (
            det_each(token, data) is not None
            or (token.dep_ == "pobj" and token.head.lower_ in data.per_preps)
        )
        for token in q.noun.doc
    )


def _held_whole(q: Amount, context: Context, data: RateData) -> int | None:
    """RETURNS (int | None): the index of the object of a verb of holding said of 'each'
    container that counts ``q``'s noun or a whole of it ("Each van carries 8 people."
    beside "40 people", or "2 students": ``kinds.json``), else None."""
    assert q.noun is not None
    lemma = q.noun.lemma_.lower()
    kinds = context.rules.kinds
    for token in q.noun.doc:
        if token.i == q.noun.i or token.dep_ != "dobj":
            continue
        if token.lemma_.lower() != lemma and lemma not in kinds.get(token.lower_, ()):
            continue
        holder = token.head
        if holder.lemma_.lower() in data.hold and any(
            c.dep_ == "nsubj" and each_word(c, holder, data) is not None for c in holder.children
        ):  # "Each van carries 8 people. There are 40 people.": all that the vans carry
            return token.i
    return None


def _time_worked(clause: Clause, context: Context, data: RateData) -> bool:
    """RETURNS (bool): the clause's amount is a stretch of time its verb spent ("worked
    7 hours", "babysat for 3 hours"; or stretches of one unit coordinated with it, "worked
    9 hours on Friday and 10 hours on Saturday") and another sentence states a rate per that unit of
    time of the same verb ("reads 20 pages an hour ... read for 3 hours") or of earning
    with a verb of work (``work``: "earns $5 an hour ... worked 7 hours"; not "slept 7
    hours"), or the stretch is one of staying somewhere (``stay``: "was at the beach for 5
    days") and another clause states a rate of any verb per that unit ("and found 7 shells
    every day"): the count of that rate, as "There are 37 baskets." is of "17 in each basket".
    Not a stretch still to come ("will work 3 hours tomorrow": ``future``)."""
    if not clause.items:
        return False
    q, _ = clause.items[0]
    lemma_verb = clause.verb.lemma_.lower()
    noun = q.noun
    if noun is None or noun.lemma_.lower() not in TIME_PER or q.money is not None:
        return False
    if not (noun.dep_ in ("npadvmod", "dobj") and noun.head == clause.verb) and not (
        stretch_of_time(q, frozenset({"for"})) and noun.head.head == clause.verb
    ):
        return False
    for other, _ in clause.items[1:]:  # "worked 9 hours on Friday and 10 hours on Saturday"
        if (
            other.noun is None
            or other.noun.lemma_.lower() != noun.lemma_.lower()
            or other.money is not None
            or other.noun.dep_ not in ("conj", "appos")  # a list: "9 hours, 10 hours, and 3"
            or clause.verb not in other.noun.ancestors
        ):  # the conjunct may hang on the day before it ("on Friday and 10 hours")
            return False
    sent = clause.verb.sent
    lemma = noun.lemma_.lower()
    stay = lemma_verb in data.stay and stretch_of_time(q, frozenset({"for"}))
    for token in clause.verb.doc:
        if token.lemma_.lower() != lemma:
            continue
        if _time_marker(token, data, True) is None and not (
            token.dep_ == "pobj" and token.head.lower_ in data.per_preps
        ):
            continue
        rate_verb = next((a for a in token.ancestors if a.pos_ == "VERB"), None)
        if rate_verb is None or rate_verb == clause.verb:
            continue
        spent = (  # "spent 2 hours reading 15 pages an hour", "It took Amanda 4 hours to
            # walk there at 3 miles per hour": the time the complement's event took
            lemma_verb in data.spend_time
            and rate_verb.head == clause.verb
            and rate_verb.dep_ == "xcomp"
        )
        if not spent and sent.start <= token.i < sent.end and not stay:
            continue
        if (
            spent
            or lemma_verb == rate_verb.lemma_.lower()
            or (lemma_verb in data.work and rate_verb.lemma_.lower() in data.earn)
            or stay
        ):  # "reads 20 pages an hour ... read for 3 hours", "earns $5 an hour ... worked",
            # "was at the beach for 5 days and found 7 shells every day"
            future = context.rules.words.future
            return not any(t.lower_ in future and t.pos_ != "PROPN" for t in clause.verb.subtree)
    return False


def _each_of_them_subject(q: Amount, data: RateData) -> Tok | None:
    """RETURNS (Tok | None): the 'each' that is the subject of a clause on counted things
    whose object ``q`` is ("10 books, each of which cost $5"; a participle on the noun, "10
    books each costing $5"): the amount is per one of them; else None. (A participle the
    parse hangs on the verb, "bought 10 books, each costing $5", names no noun.)"""
    verb = q.head.head if q.head.dep_ == "dobj" else None
    if verb is None or verb.pos_ != "VERB" or verb.head.pos_ != "NOUN" or verb.head.i > verb.i:
        return None
    if not (verb.dep_ == "relcl" or (verb.dep_ == "acl" and verb.tag_ == "VBG")):
        return None
    each = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if each is None or each.lower_ not in data.each:
        return None
    which = [o for c in each.children if c.dep_ == "prep" and c.lower_ == "of" for o in c.children]
    if verb.dep_ == "relcl" and [o.lower_ for o in which] not in (["which"], ["whom"]):
        return None
    if verb.dep_ != "relcl" and which:
        return None
    return each


def sized_container(q: Amount, verb: Tok) -> Tok | None:
    """RETURNS (Tok | None): the plural container of "Hot dogs come in packages of 8", when
    ``q`` is the number under its 'of' and counts ``verb``'s subject (``quantities``
    gives such a number that noun): what each of the containers holds; else None."""
    noun = q.noun
    if noun is None or q.money is not None:
        return None
    relative = verb.dep_ == "relcl" and noun is verb.head  # "crayons that came in packs"
    if not relative and (noun.dep_ != "nsubj" or noun.head != verb):
        return None
    found = sized_containers(q.head)  # ``quantities``' own test
    return found[0] if found is not None and found[1] == verb else None


def _marker(q: Amount, verb: Tok, data: RateData) -> tuple[Tok | None, tuple[int, ...]] | None:
    """RETURNS: (the item the rate is per, None for a bare 'each'; the cue tokens) when ``q``
    is stated per one item ("6 eggs each", "$3 per pound", "9 oranges in each bag"), else None.
    """
    head = q.head
    tokens = head.doc.tokens
    # a bare 'each' right after the amount ("$2 each", "6 eggs each"), within two of its head
    at = max(q.tokens + ((q.noun.i,) if q.noun is not None else ())) + 1
    if at < head.i + 3 and at < len(tokens):
        token = tokens[at]
        if (
            token.lower_ in data.each
            and (token.head in (head, verb) or _on_next_prep(token, verb))
            and (token.dep_ != "det" or head.like_num)  # "$8.50 each", 'each' parsed as det
            and not (head.dep_ == "nsubj" and token.i < verb.i)  # "5 boys each picked 3"
        ):
            return None, (token.i,)
    each = bare_in_each(q.noun) if q.noun is not None else None
    if each is not None:
        return None, (each.i,)  # "9 melons in each": per one of the counted items
    each = _floating_each(q, verb, data)
    if each is not None:  # "5 boys each picked 3 apples": as "picked 3 apples each"
        return None, (each.i,)
    each = _each_of_them_subject(q, data)
    if each is not None:  # "10 books, each of which cost $5": as "which cost $5 each"
        return None, (each.i,)
    item = each_noun_after(q.noun) if q.noun is not None else None
    if item is not None and head.dep_ == "pobj" and head.head.lower_ == "with":
        # "4 bags with 6 marbles in each bag", 'in' hung on the verb: per bag
        return item, (item.i - 1,)
    if head.dep_ == "pobj" and head.head.lower_ == "of" and containers_of(q, head.head.head):
        return head.head.head, ()  # "3 packs of 8 stickers": per pack
    sized = sized_container(q, verb)
    if sized is not None:  # "Hot dogs come in packages of 8": per package
        return sized, ()
    counted = each_with(q)
    if counted is not None:  # "4 baskets, each with 9 plums": per basket
        return counted[0], (counted[1].i,)
    for child in head.children:
        if child.dep_ == "npadvmod":  # "12 pages every day", "$16 an hour"
            found = _time_marker(child, data, _is_money(q))
            if found is not None:
                return found
        if child.dep_ != "prep":
            continue
        if (found := _in_one_time(child, verb)) is not None:
            return found  # "can finish 8 problems in an hour": per hour
        for obj in child.children:
            if obj.dep_ != "pobj":
                continue
            if child.lower_ in data.per_preps and obj.pos_ == "NOUN":
                return obj, (child.i,)
            one = [d for d in obj.children if d.dep_ == "det" and d.lower_ in _ONE]
            if (
                child.lower_ == "for"
                and one
                and obj.tag_ == "NN"
                and verb.lemma_.lower() in data.price_verbs
                and _is_money(q)
            ):  # "costs $4 for a child": per child (not "paid $0.90 for an apple")
                return obj, (child.i, one[0].i)
            det = det_each(obj, data) if child.lower_ in data.each_preps else None
            if det is not None and obj.lemma_.lower() != head.lemma_.lower():
                # not "4 bags with 6 marbles in each bag", 'in' hung on 'bags': the count
                return obj, (det.i,)
            if child.lower_ == "of":  # "40 liters of water per minute"
                for prep in obj.children:
                    if prep.dep_ == "prep" and prep.lower_ in data.per_preps:
                        per = [g for g in prep.children if g.dep_ == "pobj" and g.pos_ == "NOUN"]
                        if len(per) == 1:
                            return per[0], (prep.i,)
    return None


# prepositions that leave some units of time out of "every day"
_EXCEPT = frozenset({"except", "but", "excluding", "besides"})

# determiners of one item a price is for ("$4 for a child", "$7 for each adult")
_ONE = frozenset({"a", "an", "each", "every"})
_ARTICLE = frozenset({"a", "an"})
_NUMERAL_ONE = frozenset({"one", "1"})

# prepositions of a stretch of time ("for 4 hours", "during 2 weeks")
STRETCH_PREPS = frozenset({"for", "during", "over"})


def stretch_of_time(q: Amount, preps: frozenset[str] = STRETCH_PREPS) -> bool:
    """RETURNS (bool): ``q`` is "for N <time unit>" ("for 4 hours"): how long a rate runs.

    preps (frozenset[str]): the prepositions of the stretch.
    """
    head = q.head
    return (
        q.noun is not None
        and q.noun.lemma_.lower() in TIME_PER
        and head.dep_ == "pobj"
        and head.head.lower_ in preps
    )


def _is_money(q: Amount) -> bool:
    """RETURNS (bool): a money sign or a money noun counts ``q`` ("$16", "16 dollars")."""
    return counts_money(q, frozenset({"dollar", "cent"}))


def _lone_amount(clause: Clause) -> Amount | None:
    """RETURNS (Amount | None): the clause's one amount that is no stretch of time, beside
    at most one such stretch ("found 7 seashells every day for 5 days": the seashells),
    or its only amount; None for any other clause."""
    rest = [q for q, _ in clause.items if not stretch_of_time(q)]
    if len(rest) == 1 and len(clause.items) <= 2:
        return rest[0]
    return clause.items[0][0] if len(clause.items) == 1 else None


def _verb_marker(
    verb: Tok, data: RateData, q: Amount, context: Context | None = None
) -> tuple[Tok | None, tuple[int, ...]] | None:
    """RETURNS: the marker of "reads 12 pages every day" put on the verb, of "earned $5
    for each lawn he mowed" (``piece_of``), or of "scored 120 points in each game" when
    the question counts the games (``_asked_occasion``), else None."""
    money = _is_money(q)
    for child in verb.children:
        if child.dep_ == "npadvmod":
            found = _time_marker(child, data, money)
            if found is not None:
                return found
        if child.dep_ == "prep" and (found := _in_one_time(child, verb)) is not None:
            return found  # "She can finish 8 problems in an hour": per hour
    item = piece_of(verb, data)
    if item is not None and q.head.dep_ == "dobj" and q.head.head == verb:
        det = det_each(item, data)
        assert det is not None
        return item, (det.i,)
    used = _used_on_each(verb, data)
    if used is not None and q.head.dep_ == "dobj" and q.head.head == verb and not money:
        return used  # "used 7 cups of flour on each one": what one item takes
    held = held_on_each(verb, data)
    if held is not None and q.head.dep_ == "dobj" and q.head.head == verb and not money:
        return held  # "holds 9 sodas on each shelf": what one shelf holds
    placed = placed_on_each(verb, data)
    if placed is not None and q.head.dep_ == "nsubj" and q.head.head == verb and not money:
        return placed  # "25 people ride in each car": what one car holds
    there = _there_in_each(verb, q, data)
    if there is not None and not money:
        return there  # "Inside each box there were 2 scarves": what one box holds
    occasion = _each_object((verb,), data.occasion_preps, data)
    if (
        occasion is not None
        and context is not None
        and q.head.dep_ in ("dobj", "npadvmod")  # the object, however parsed
        and q.head.head == verb
        and _asked_occasion(occasion[0], context, data)
    ):
        return occasion  # "scored 120 points in each game ... in 10 games": per game
    return None


def placed_on_each(verb: Tok, data: RateData) -> tuple[Tok, tuple[int, ...]] | None:
    """RETURNS: (the item, its 'each') of a verb of where things are with no object and
    one "in/on/at each <item>" on it ("25 people ride in each car", "4 guests sit at each
    table"), else None."""
    if verb.lemma_.lower() not in data.placed or any(
        c.dep_ in ("dobj", "attr", "dative") for c in verb.children
    ):
        return None
    return _each_object((verb,), PLACE_PREPS, data)


def _there_in_each(verb: Tok, q: Amount, data: RateData) -> tuple[Tok, tuple[int, ...]] | None:
    """RETURNS: (the item, its 'each') of an expletive 'there be' with "in/on/at each
    <item>" on the verb, before it ("Inside each box there were 2 scarves"), and ``q`` its
    counted noun or that noun's conjunct; else None."""
    if verb.lemma_ != "be" or not any(c.dep_ == "expl" for c in verb.children):
        return None
    noun = q.noun if q.noun is not None else q.head
    while noun.dep_ == "conj":
        noun = noun.head
    if noun.dep_ not in ("attr", "nsubj") or noun.head is not verb:
        return None
    found = _each_object((verb,), PLACE_PREPS, data)
    return found if found is not None and found[0].i < verb.i else None


def _used_on_each(verb: Tok, data: RateData) -> tuple[Tok, tuple[int, ...]] | None:
    """RETURNS: (the item, its 'each') of a verb of using with "on/for/in each <item>" on
    the verb ("used 7 cups of flour on each brownie", "uses 3 eggs for every cake"), or
    None."""
    if verb.lemma_.lower() not in data.use_verbs:
        return None
    return _each_object((verb,), (*data.each_preps, "for"), data)


def _each_object(
    heads: tuple[Tok, ...], preps: tuple[str, ...] | list[str], data: RateData
) -> tuple[Tok, tuple[int, ...]] | None:
    """RETURNS: (the item, its 'each') of the one "<prep> each <item>" phrase on any of
    ``heads``, else None."""
    found = [
        (obj, det)
        for head in heads
        for prep in head.children
        if prep.dep_ == "prep" and prep.lower_ in preps
        for obj in prep.children
        if obj.dep_ == "pobj" and (det := det_each(obj, data)) is not None
    ]
    if len(found) != 1:
        return None
    obj, det = found[0]
    return obj, (det.i,)


def held_on_each(verb: Tok, data: RateData) -> tuple[Tok, tuple[int, ...]] | None:
    """RETURNS: (the item, its 'each') of a verb of holding with "on/in each <item>" on
    the verb or its object ("his fridge holds 9 sodas on each shelf", "fits 6 cups in
    each box"): what one of those items holds; else None."""
    if verb.lemma_.lower() not in data.hold:
        return None
    objects = tuple(c for c in verb.children if c.dep_ == "dobj")  # "holds 6 jars on each"
    return _each_object((verb, *objects), data.each_preps, data)


def holds_each(verb: Tok, per: Tok, data: RateData) -> bool:
    """RETURNS (bool): ``per`` is the item of "on/in each <item>" on a verb of holding."""
    held = held_on_each(verb, data)
    return held is not None and held[0] == per


def piece_of(verb: Tok, data: RateData) -> Tok | None:
    """RETURNS (Tok | None): the item of a rate of earning per item done, "earned $5 for
    each lawn he mowed", "gets 3 points for every bottle that she recycles": the noun
    under 'for' + 'each'/'every' on a verb of earning, with a relative clause saying what
    was done to it (``done_verb``); else None."""
    occasion = each_time(verb, data)
    if occasion is not None:  # "buys 2 oranges each time she goes to the store"
        return occasion
    if verb.lemma_.lower() not in data.earn and verb.lemma_.lower() not in data.paid:
        return None
    objects = [c for c in verb.children if c.dep_ == "dobj"]
    preps = [c for t in (verb, *objects) for c in t.children if c.dep_ == "prep"]
    for prep in preps:  # "earns $3 for every plant": the 'for' at times on the amount
        if prep.lower_ != "for":
            continue
        for item in prep.children:
            if item.dep_ == "pobj" and det_each(item, data) is not None and done_verb(item):
                return item
    return None


def each_time(verb: Tok, data: RateData) -> Tok | None:
    """RETURNS (Tok | None): the 'time' of "each time" or "every time" on ``verb`` that
    names the act it counts: by a clause ("buys 2 oranges each time she goes to the
    store"), or, bare, the one act the text counted in times before ("went to the bakery
    4 times. Each time she bought 6 rolls."): an amount per occasion of that act, read as
    per item done (``occasion``); else None."""
    for c in verb.children:
        if (
            c.dep_ == "npadvmod"
            and c.lower_ == "time"
            and det_each(c, data) is not None
            and not any(m.dep_ in ("amod", "nummod") for m in c.children)  # "every 4th time"
            and occasion(c) is not None
        ):
            return c
    return None


def occasion(time: Tok) -> Tok | None:
    """RETURNS (Tok | None): the verb of the act an "each time" counts: its relative
    clause's ("each time she goes"), or for a bare one the one verb counted in times
    before it ("went to the bakery 4 times"); else None."""
    for r in time.children:
        if r.dep_ == "relcl" and r.pos_ in ("VERB", "AUX"):
            return r
    acts = counted_in_times(time.doc)
    if len(acts) == 1 and acts[0].i < time.i and acts[0] is not time.head:
        return acts[0]
    return None


def _per_stretch(times: Tok) -> bool:
    """RETURNS (bool): "3 times a month", "twice per week": a rate of times, no count."""
    for t in (*times.children, *times.head.children):
        if t.dep_ == "npadvmod" and any(
            d.dep_ == "det" and d.lower_ in ("a", "an", "each", "every", "per") for d in t.children
        ):
            return True
        if t.dep_ == "prep" and t.lower_ in ("per", "a", "each", "every"):
            return True
    return False


def counted_in_times(doc: DocView) -> tuple[Tok, ...]:
    """RETURNS: the verbs the Doc counts in times ("went to the store 8 times"), found
    once per Doc."""
    found = doc.memo.get("rate.times")
    if found is None:
        found = doc.memo["rate.times"] = (
            tuple(
                t.head
                for t in doc.tokens
                if t.lower_ == "times"
                and t.dep_ == "npadvmod"
                and t.head.pos_ == "VERB"
                and any(n.dep_ == "nummod" and n.like_num for n in t.children)
                and not _per_stretch(t)
            )
            if "times" in doc_words(doc)
            else ()
        )
    return found  # type: ignore[no-any-return]


def _group(clause: Clause, data: RateData) -> Amount | None:
    """RETURNS (Amount | None): the amount of the items of one group a rate per items done
    is per ("earns $5 for every 2 lawns he mows": 2 lawns), else None."""
    for q, how in clause.items:
        if how is Attachment.RATE and q.noun is not None and piece_of(clause.verb, data) is q.noun:
            return q
    return None


def _piece_item(item: Tok, data: RateData) -> bool:
    """RETURNS (bool): ``item`` (the pobj of a 'for') is the item of a rate per item done,
    its 'for' on the verb of earning or on that verb's object ("earns $3 for every
    plant")."""
    head = item.head.head
    verb = head.head if head.dep_ == "dobj" else head
    return verb.pos_ in ("VERB", "AUX") and piece_of(verb, data) is item


def done_verb(item: Tok) -> Tok | None:
    """RETURNS (Tok | None): the verb of the relative clause on ``item`` ("each lawn he
    mowed", "each member that did show up"), or on its 'of' noun ("each bag of cans she
    recycled"), else None."""
    nouns = [item, *(g for p in item.children if p.lower_ == "of" for g in p.children)]
    for noun in nouns:
        for c in noun.children:
            if c.dep_ == "relcl" and c.pos_ in ("VERB", "AUX", "NOUN"):  # "he scores": NNS
                return c
    # "Henry earned 5 dollars for each lawn he mowed" parsed as 'he mowed' + a clause, or
    # its relative clause hung on the amount: the verb right after the item and its subject
    last = nouns[-1]
    doc = item.doc
    if last.i + 2 >= len(doc) or item.head.lower_ != "for":
        return None
    subject, verb = doc[last.i + 1], doc[last.i + 2]
    if (
        subject.dep_ == "nsubj"
        and subject.head == verb
        and subject.pos_ == "PRON"
        and verb.pos_ == "VERB"
        and (
            (item.head.head.dep_ == "ccomp" and item.head.head.head == verb)
            or verb.dep_ == "relcl"  # "10 points for each basket he scores": on 'points'
        )
        and not any(c.dep_ == "dobj" for c in verb.children)
    ):
        return verb
    return None


def undone_anchor(verb: Tok, data: RateData) -> Tok | None:
    """RETURNS (Tok | None): for the verb of a rate per item done said not done ("didn't
    recycle 2 of them", "forgot to mow 7 of them", with the rate's "for each bag she
    recycled" elsewhere), the verb whose mood the clause has: the verb itself, or the
    verb of failing it is the complement of; else None."""
    negated = any(c.dep_ == "neg" for c in verb.children) != absent(verb, data)
    failed = (
        verb.dep_ == "xcomp"
        and verb.head.lemma_.lower() in data.fail
        and any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)
    )
    if not negated and not failed and _in_state(verb) and _part_of_set(verb):
        # "6 of them were cracked. He sold the rest": the rest are the others
        return verb if rest_taken(verb.doc, data) else None
    if negated == failed:  # neither, or "forgot not to mow"
        return None
    said = done_keys(verb, data)
    items = (*piece_items(verb.doc, data), *restricted_items(verb.doc, data))
    if any(done in said for _, done in items):
        return verb.head if failed else verb
    if negated and (_part_of_them(verb) or _part_of_set(verb)) and rest_taken(verb.doc, data):
        return verb  # "8 of them weren't working. He sold the rest for $7 each."
    return None


def done_keys(verb: Tok, data: RateData) -> tuple[str, ...]:
    """RETURNS: the words a part not done and the items done are matched by: the verb's
    lemma and form, and 'attend' for a verb or phrase of being somewhere ("came", "showed
    up", "was there", "were absent": ``RateData.present``, ``absent``)."""
    lemma = verb.lemma_.lower()
    phrases = {lemma, *(f"{lemma} {c.lower_}" for c in verb.children if c.dep_ in _PRESENT_DEPS)}
    present = not phrases.isdisjoint(data.present) or absent(verb, data)
    return (lemma, verb.lower_, "attend") if present else (lemma, verb.lower_)


# the dependents that complete a phrase of being somewhere: "show up", "be there", "make it"
_PRESENT_DEPS = frozenset({"prt", "advmod", "acomp", "dobj"})


def absent(verb: Tok, data: RateData) -> bool:
    """RETURNS (bool): the verb is 'be' with a word of absent ("4 students were absent")."""
    return verb.lemma_.lower() == "be" and any(
        c.dep_ == "acomp" and c.lower_ in data.absent for c in verb.children
    )


def _in_state(verb: Tok) -> bool:
    """RETURNS (bool): the verb says its subject is in a state, not that something was
    done to it: 'be' with an adjective ("were rotten"), or a passive participle of no
    agent whose verb is no exchange ("were cracked", "were broken"; not "were sold")."""
    children = list(verb.children)
    if verb.lemma_.lower() == "be":
        return any(c.dep_ == "acomp" and c.pos_ == "ADJ" for c in children)
    return (
        verb.tag_ == "VBN"
        and any(c.dep_ == "auxpass" for c in children)
        and not any(c.dep_ in ("agent", "dobj", "dative") for c in children)
    )


def _part_of_set(verb: Tok) -> bool:
    """RETURNS (bool): the verb's subject is a number of a set named before: "6 of them",
    "3 of the eggs" (a plural under 'the'), or a bare number ("4 were burnt")."""
    for c in verb.children:
        if c.dep_ not in ("nsubj", "nsubjpass") or not c.like_num:
            continue
        if not list(c.children):
            return True  # "4 were burnt": of the things counted before
        objects = [g for p in c.children if p.lower_ == "of" for g in p.children]
        if len(objects) != 1:
            return False
        g = objects[0]
        return g.lower_ == "them" or (
            g.tag_ == "NNS" and [d.lower_ for d in g.children if d.dep_ == "det"] == ["the"]
        )
    return False


def rest_taken(doc: DocView, data: RateData) -> bool:
    """RETURNS (bool): a clause sells, puts or shares "the rest" ("sold the rest for $7
    each", "put the rest into boxes", "the rest were put into 8 groups"): beside a part
    said not to do something or to be in a state, the rest are the others."""
    found = doc.memo.get("rate.rest_taken")
    if found is None:
        found = doc.memo["rate.rest_taken"] = not REST_WORDS.isdisjoint(doc_words(doc)) and any(
            t.lower_ in REST_WORDS
            and t.dep_ in ("dobj", "nsubjpass")
            and held_stand_in(t)
            and t.head.pos_ == "VERB"
            for t in doc.tokens
        )
    return found  # type: ignore[no-any-return]


def _part_of_them(verb: Tok) -> bool:
    """RETURNS (bool): the verb's subject or object is a number + "of them"."""
    return any(
        c.dep_ in ("nsubj", "dobj")
        and c.like_num
        and [g.lower_ for p in c.children if p.lower_ == "of" for g in p.children] == ["them"]
        for c in verb.children
    )


def restricted_items(doc: DocView, data: RateData) -> tuple[tuple[Tok, str], ...]:
    """RETURNS: (the item, the lemma of its verb) of every rate's item said with what it
    did: an each-subject with a relative clause ("If each member that did show up scored
    6 points": (member, 'show')) or a plural object with a present participle before it
    ("sell the working games for $7 each": (game, 'work')), found once per Doc. Beside
    "2 members didn't show up", "8 of them weren't working", the rate counts the others."""
    found = doc.memo.get("rate.restricted")
    if found is None:
        out: list[tuple[Tok, str]] = []
        if not doc_words(doc).isdisjoint(data.each):
            for t in doc.tokens:
                if t.pos_ != "NOUN":
                    continue
                if t.dep_ == "nsubj" and det_each(t, data) is not None:
                    done = [  # "each member who came", "who was there" (an auxiliary)
                        c
                        for c in t.children
                        if c.dep_ == "relcl"
                        and (c.pos_ == "VERB" or "attend" in done_keys(c, data))
                    ]
                elif t.dep_ == "dobj" and t.tag_ == "NNS":
                    done = [c for c in t.children if restricting(c)]
                else:
                    continue
                if not done and t.dep_ == "nsubj":  # "each member present", "each one there"
                    here = derived(_present_words, data)
                    if any(c.i > t.i and c.lower_ in here for c in t.children):
                        out.append((t, "attend"))
                        continue
                if len(done) == 1:
                    word = done[0]
                    if word.pos_ in ("VERB", "AUX") and "attend" in done_keys(word, data):
                        out.append((t, "attend"))  # "each member who came / was there"
                        continue
                    out.append((t, (word.lower_ if word.tag_ == "NN" else word.lemma_).lower()))
        found = doc.memo["rate.restricted"] = tuple(out)
    return found  # type: ignore[no-any-return]


def piece_items(doc: DocView, data: RateData) -> tuple[tuple[Tok, str], ...]:
    """RETURNS: (the item, the lemma of the verb done to it) of every rate per item done
    in the Doc ("$5 for each lawn he mowed": (lawn, 'mow')), found once per Doc."""
    found = doc.memo.get("rate.pieces")
    if found is None:
        words = doc_words(doc)
        found = doc.memo["rate.pieces"] = (
            tuple(
                (t, done.lemma_.lower())
                for t in doc.tokens
                if (
                    (t.dep_ == "pobj" and t.head.lower_ == "for" and _piece_item(t, data))
                    or (t.dep_ == "npadvmod" and each_time(t.head, data) is t)
                )
                and (done := occasion(t) if t.lower_ == "time" else done_verb(t)) is not None
            )
            if "each" in words or "every" in words
            else ()
        )
    return found  # type: ignore[no-any-return]


def _undone_count(clause: Clause, data: RateData) -> bool:
    """RETURNS (bool): the clause says so many of a rate's items were not done, with its
    one amount a part of them ("didn't recycle 2 of them", "forgot to mow 7 of them")."""
    if len(clause.items) != 1:
        return False
    q, how = clause.items[0]
    if q.money is not None or undone_anchor(clause.verb, data) is None:
        return False
    if how is not Attachment.THEME:
        # the subject: "2 members didn't show up" beside "each member that did show up",
        # "8 of them weren't working" beside "the working games"; "3 of the jars were
        # cracked", "4 were burnt" beside "the rest" sold or shared
        if how not in (Attachment.SUBJECT, Attachment.MOVER, Attachment.PATIENT):
            return False
        if _part_of_set(clause.verb) and rest_taken(clause.verb.doc, data):
            return True
        if how is Attachment.PATIENT:
            return False
        said = done_keys(clause.verb, data)
        items = [item for item, done in restricted_items(clause.verb.doc, data) if done in said]
        if q.noun is not None:  # "2 members didn't show up", "2 of the children were absent"
            subject = q.head if q.noun.dep_ == "pobj" else q.noun
            return subject.dep_ == "nsubj" and any(
                item.lemma_.lower() == q.noun.lemma_.lower() for item in items
            )
        of = [c for c in q.head.children if c.dep_ == "prep" and c.lower_ == "of"]
        objects = [g for c in of for g in c.children if g.dep_ == "pobj"]
        if q.head.dep_ != "nsubj" or len(objects) != 1 or objects[0].lower_ != "them":
            return False
        return bool(items)  # "8 of them" beside "the working games"
    after = q.head.i + 1  # "7 of them", "2 of the bags"; the 'of' at times on the verb
    of = [
        c
        for c in (*q.head.children, *clause.verb.children)
        if c.dep_ == "prep" and c.lower_ == "of" and (c.head == q.head or c.i == after)
    ]
    if q.noun is not None:  # "2 of the cars": the noun under the 'of'
        return q.noun.dep_ == "pobj" and q.noun.head.lower_ == "of" and q.noun.head in of
    return len(of) == 1


def _done_count(clause: Clause, data: RateData) -> bool:
    """RETURNS (bool): the clause's one amount counts the items of a rate per item done
    with the clause's own verb ("He mowed 5 lawns." beside "$5 for each lawn he mowed"):
    that rate's count, as time worked is of a rate per hour."""
    verb = clause.verb
    pieces = piece_items(verb.doc, data)
    if not clause.items or not pieces:
        return False
    lemmas = set()
    for q, how in clause.items:  # "washed 4 cars on Monday and 5 cars on Tuesday"
        if how is Attachment.THEME and _elided_conjunct(q, verb, lemmas):
            continue  # "found 4 treasures on the first level and 3 on the second"
        if how is not Attachment.THEME or q.noun is None or q.money is not None:
            return False
        if q.noun.dep_ not in ("dobj", "conj") or not (
            q.noun.head == verb or q.noun.dep_ == "conj"
        ):
            return False
        lemmas.add(q.noun.lemma_.lower())
    if verb.dep_ == "relcl" or len(lemmas) != 1:
        return False
    (lemma,) = lemmas
    own = verb.lemma_.lower()
    return any(item.lemma_.lower() == lemma and done == own for item, done in pieces)


def _times_done(clause: Clause, data: RateData) -> bool:
    """RETURNS (bool): the clause's one amount counts the times its act was done ("She
    went to the store 8 times.") beside a rate per time that act is done, told with the
    same verb and places ("buys 2 oranges each time she goes to the store")."""
    verb = clause.verb
    if len(clause.items) != 1 or "times" not in doc_words(verb.doc):
        return False
    q = clause.items[0][0]
    if q.noun is None or q.noun.lower_ != "times" or q.noun.head is not verb:
        return False
    own, places = verb.lemma_.lower(), _places(verb)
    lone = sum(t.lemma_.lower() == own for t in counted_in_times(verb.doc)) == 1
    return any(
        item.lower_ == "time"
        and done == own
        # "each time she goes" of the one count "went to the library 5 times"
        and ((told := _places(occasion(item))) == places or (told < places and lone))
        for item, done in piece_items(verb.doc, data)
    )


def _places(verb: Tok | None) -> frozenset[tuple[str, str]]:
    """RETURNS: the (preposition, object lemma) pairs on ``verb`` ("goes to the store"),
    and ('', lemma) of an '-ing' complement ("goes fishing")."""
    if verb is None:
        return frozenset()
    return frozenset(
        (p.lower_, o.lemma_.lower())
        for p in verb.children
        if p.dep_ == "prep"
        for o in p.children
        if o.dep_ == "pobj"
    ) | {("", c.lemma_.lower()) for c in verb.children if c.tag_ == "VBG"}


def _elided_conjunct(q: Amount, verb: Tok, lemmas: set[str]) -> bool:
    """RETURNS (bool): ``q`` is a bare number conjoined to the verb after an amount with
    its noun ("found 4 treasures ... and 3 on the second"): more of the same items."""
    return (
        bool(lemmas)
        and q.noun is None
        and q.money is None
        and q.head.dep_ == "conj"
        and (
            q.head.head == verb
            or (q.head.head.dep_ == "dobj" and q.head.head.head == verb)  # on the noun
        )
    )


def _filled_count(clause: Clause, data: RateData) -> bool:
    """RETURNS (bool): the clause fills so many containers that another clause says what
    'each' of them holds ("He filled 6 bags." beside "Each bag had 8 cans in it"): a count
    of that rate, as "He mowed 5 lawns." is of a rate per lawn. Not containers filled with
    something named ("filled 6 bags with sand"), nor a relative clause."""
    verb = clause.verb
    if verb.lemma_.lower() not in data.fill or verb.dep_ == "relcl" or not clause.items:
        return False
    lemmas = set()
    for q, how in clause.items:  # "filled 6 bags on Monday and 3 bags on Tuesday"
        noun = q.noun
        if how is not Attachment.THEME or noun is None or q.money is not None:
            return False
        if not (noun.dep_ == "dobj" and noun.head == verb) and noun.dep_ != "conj":
            return False
        if any(c.dep_ == "prep" for c in noun.children):
            return False  # "6 bags of sand", "6 bags with 8 cans in each"
        lemmas.add(noun.lemma_.lower())
    if len(lemmas) != 1 or any(c.dep_ == "prep" and c.lower_ == "with" for c in verb.children):
        return False
    (lemma,) = lemmas
    return any(
        t.lemma_.lower() == lemma and not verb.is_ancestor(t) and det_each(t, data) is not None
        for t in verb.doc
    )


def _time_marker(
    noun: Tok, data: RateData, money: bool
) -> tuple[Tok | None, tuple[int, ...]] | None:
    """RETURNS: (the noun, the cue tokens) of an adverbial noun that makes an amount per
    one of it: 'every/each <noun>' ("every day"), or 'a/an <noun>' of a unit of time or of
    a price ("an hour", "$2 a pound"); else None."""
    if noun.pos_ != "NOUN" or noun.tag_ != "NN":
        return None
    if any(c.dep_ == "prep" and c.lower_ in _EXCEPT for c in noun.children):
        return None  # "every day except Sunday": not every one of them
    for det in noun.children:
        if det.dep_ != "det":
            continue
        if det.lower_ in data.each:
            return noun, (det.i,)
        if det.lower_ in ("a", "an") and (noun.lemma_.lower() in TIME_PER or money):
            return noun, (det.i, noun.i)
    return None


def _in_one_time(prep: Tok, verb: Tok) -> tuple[Tok, tuple[int, ...]] | None:
    """RETURNS: (the unit of time, the cue tokens) of "in a/an/one <unit of time>" said
    of a verb in the present or after a modal ("can finish 8 problems in an hour",
    "reads 9 pages in an hour"): a pace; not of a past event ("ran 5 miles in an hour").
    Else None."""
    if prep.lower_ != "in" or verb.tag_ in ("VBD", "VBN"):
        return None
    for time in prep.children:
        one = [d for d in time.children if d.dep_ in ("det", "nummod") and d.lower_ in _IN_ONE]
        if time.dep_ == "pobj" and time.lemma_.lower() in TIME_PER and len(one) == 1:
            return time, (prep.i, one[0].i, time.i)
    return None


# determiners of "in an hour", "in one day": a single unit of time
_IN_ONE = frozenset({"a", "an", "one"})


def _one_of(amount: Amount, one: Tok) -> Tok | None:
    """RETURNS (Tok | None): the plural noun "each one" stands for: the noun the rate's
    phrase is on ("bouquets with 8 flowers in each one"), or None."""
    owner = amount.head.head.head if amount.head.dep_ == "pobj" else None
    if owner is not None and owner.pos_ in ("VERB", "AUX"):  # "making bouquets with 8 ..."
        objects = [c for c in owner.children if c.dep_ == "dobj"]
        owner = objects[0] if len(objects) == 1 else None
    if owner is not None and owner.pos_ == "NOUN" and owner.tag_ == "NNS":
        return owner
    return None


def _of_them(count: Amount) -> bool:
    """RETURNS (bool): ``count`` is a number of 'them' ("4 of them"), the object of the
    verb."""
    head = count.head
    return head.dep_ == "dobj" and any(
        c.dep_ == "prep"
        and c.lower_ == "of"
        and [g.lower_ for g in c.children if g.dep_ == "pobj"] == ["them"]
        for c in head.children
    )


def _one_counted_before(one: Tok, context: Context | None) -> Tok | None:
    """RETURNS (Tok | None): the plural noun "each one" stands for when it is the subject
    or on the verb, and the sentences before it count one noun only ("had 7 action
    figures, but needed 16 ... If each one costs $8": a figure); None when they count
    several, or money."""
    if one.dep_ not in ("nsubj", "dobj") and not (
        one.dep_ == "pobj" and one.head.head.pos_ == "VERB"
    ):
        return None  # the subject, "sold 4 of them", or "used 7 cups on each one"
    money = context.rules.words.money_nouns if context is not None else frozenset()
    start = next(sent.start for sent in one.doc.sents if sent.start <= one.i < sent.end)
    counted = [  # in the sentences before: "7 cups ... on each one" is no item
        t
        for t in one.doc.tokens[:start]
        if t.pos_ == "NOUN"
        and t.tag_ == "NNS"
        and any(c.dep_ == "nummod" for c in t.children)
        and t.lemma_.lower() not in money
    ]
    return counted[-1] if len({t.lemma_.lower() for t in counted}) == 1 else None


def det_each(noun: Tok, data: RateData) -> Tok | None:
    """RETURNS (Tok | None): the 'each' of "each box" or of "each of the boxes"."""
    for c in noun.children:
        if c.dep_ == "det" and c.lower_ in data.each:
            return c
    of = noun.head
    if noun.dep_ == "pobj" and of.lower_ == "of" and of.head.lower_ in data.each:
        return of.head
    return None


def _priced_subject(clause: Clause, per: Tok) -> bool:
    """RETURNS (bool): the rate's item is the subject of its clause ("Each flower was 3
    dollars", "A melon is $5"), or the subject names the rate's item ("Tickets are $3 per
    ticket"), so 'be' states its price."""
    if "expletive" in clause.roles:
        return False
    if per.dep_ == "nsubj" and per.head == clause.verb:
        return True
    subjects = [c for c in clause.verb.children if c.dep_ == "nsubj"]
    return (
        len(subjects) == 1
        and subjects[0].pos_ == "NOUN"
        and subjects[0].lemma_.lower() == per.lemma_.lower()
    )


def _one_money_theme(clause: Clause, context: Context) -> bool:
    """RETURNS (bool): the clause's one amount is money, its object, and no 'there'."""
    if "expletive" in clause.roles or len(clause.items) != 1:
        return False
    q, how = clause.items[0]
    return how is Attachment.THEME and counts_money(q, context.rules.words.money_nouns)


def _go_asked(clause: Clause, context: Context) -> Tok | None:
    """RETURNS (Tok | None): the question's noun when it counts the goes of a verb said "at
    a time" ("could only carry 4 trays at a time ... How many trips will he make?"): the
    verb's one amount, its object, is what one go moves; the noun (plural, asked 'how
    many') is counted nowhere else and is not the amount's. None otherwise."""
    query = context.query
    verb = clause.verb
    if query is None or query.noun is None or not at_a_time(verb):
        return None
    if len(clause.items) != 1 or clause.items[0][1] is not Attachment.THEME:
        return None
    q = clause.items[0][0]
    if q.noun is None or q.money is not None:
        return None
    return _go_asked_of(verb, query)


def _done_at_a_time(clause: Clause, context: Context) -> list[Amount] | None:
    """RETURNS (list[Amount] | None): the things to be done with a verb another clause says
    "at a time" of the goes the question asks ("could only wash 8 pieces of clothing at a
    time. If she had to wash 39 shirts and 33 sweaters how many loads ...?"): what all the
    goes hold, counted on its own (as "There are 40 people." beside "Each van holds 8");
    None for any other clause."""
    verb = clause.verb
    if at_a_time(verb) or not clause.items or context.query is None:
        return None
    if any(
        how is not Attachment.THEME or q.noun is None or q.money is not None
        for q, how in clause.items
    ):
        return None
    lemma = verb.lemma_.lower()
    capacity = [
        t
        for t in verb.doc.tokens
        if t.lemma_.lower() == lemma and t.i < verb.i and at_a_time(t) and t.pos_ == "VERB"
    ]
    if len(capacity) != 1 or _go_asked_of(capacity[0], context.query) is None:
        return None
    return list(clause.amounts)


def _go_asked_of(verb: Tok, query: Query) -> Tok | None:
    """RETURNS (Tok | None): the question's noun when it counts goes of ``verb`` (plural,
    asked 'how many', named nowhere else); else None."""
    noun = query.noun
    if noun is None or noun.tag_ != "NNS" or query.sent.start <= verb.i < query.sent.end:
        return None
    lemma = noun.lemma_.lower()
    if any(t.lemma_.lower() == lemma for t in verb.doc.tokens if t.i != noun.i):
        return None  # "trips" named elsewhere: which goes?
    return noun


def _one_subject(clause: Clause, context: Context, data: RateData) -> Tok | None:
    """RETURNS (Tok | None): the subject of "A pencil costs $2", "A bag of rice was $9":
    a singular common noun with 'a' or 'an' and no word that makes it a kind, whose verb
    of costing (or 'be') has one amount, money, its object; None otherwise."""
    verb = clause.verb
    if verb.lemma_.lower() not in data.price_verbs and verb.lemma_ != "be":
        return None
    if not _one_money_theme(clause, context):
        return None
    if any(c.dep_ == "dative" or (c.dep_ == "dobj" and c.pos_ == "PRON") for c in verb.children):
        return None  # "a cage cost her $11.73": she paid it (``cost.Cost``)
    return _any_one(verb)  # "a red pen costs $2": which of the pens?


def _any_one(verb: Tok, kinds_ok: bool = False) -> Tok | None:
    """RETURNS (Tok | None): ``verb``'s one subject when it is a singular common noun with
    'a' or 'an' and no word that makes it a kind ("A pencil", "A bee"; not "A red pen",
    "Tom's bag"; with ``kinds_ok``, "A candy bar": the caller checks the kind), else None."""
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(subjects) != 1 or subjects[0].pos_ != "NOUN" or subjects[0].tag_ != "NN":
        return None
    subject = subjects[0]
    one = [c for c in subject.children if c.dep_ == "det" and c.lower_ in ("a", "an")]
    kinds = ("poss",) if kinds_ok else ("amod", "compound", "poss")
    if len(one) != 1 or any(c.dep_ in kinds for c in subject.children):
        return None
    return subject


def _generic_holder(clause: Clause, context: Context, data: RateData) -> Tok | None:
    """RETURNS (Tok | None): the subject of "A bee has 6 legs", "A box holds 12 eggs" when
    the question counts that noun ("How many legs do 8 bees have?"): a singular common
    noun with 'a' or 'an' and no word that makes it a kind, whose verb of holding has one
    amount, its object, in a statement; the question's count makes the 'a' any one of
    them, not one bee the text tells of. None otherwise ("A girl has 6 apples.")."""
    query = context.query
    verb = clause.verb
    if query is None or query.sent.start <= verb.i < query.sent.end:
        return None
    holds = (clause.entry is not None and clause.entry[1].cls == "possess") or (
        "expletive" in clause.roles and verb.lemma_ == "be"
    )
    if not (holds or verb.lemma_.lower() in data.hold) or len(clause.items) != 1:
        return None
    if clause.items[0][1] is not Attachment.THEME:
        return None
    if "expletive" in clause.roles:  # "There are 10 stickers on a page": any one page's
        subject = _any_place(clause.items[0][0], verb, context.rules.words.container_preps)
    else:
        subject = _any_one(verb, True)  # "a red box holds 6": only of "8 red boxes"
    if subject is None:
        return None
    lemma = subject.lemma_.lower()
    kinds = modifiers(subject)
    own = clause.items[0][0].span(verb.doc)
    counted = [  # "How many legs do 8 bees have?", "Jonah has 5 trays."
        t
        for t in verb.doc
        if t.tag_ == "NNS"
        and t.lemma_.lower() == lemma
        and modifiers(t) == kinds
        and not own.start <= t.i < own.end
        and any(c.dep_ == "nummod" and c.like_num for c in t.children)
    ]
    return subject if len(counted) == 1 else None


def _any_place(q: Amount, verb: Tok, preps: Collection[str]) -> Tok | None:
    """RETURNS (Tok | None): the place of "There are 10 stickers on a page", "There are 3
    calories in a candy bar": a singular common noun with 'a' or 'an', the object of a
    preposition of containing on the verb or on the amount's noun, no owner; else None."""
    noun = q.noun
    found = [
        c
        for t in (verb, noun)
        if t is not None
        for c in t.children
        if c.dep_ == "prep" and c.lower_ in preps
    ]
    if len(found) != 1:
        return None
    places = [c for c in found[0].children if c.dep_ == "pobj"]
    if len(places) != 1 or places[0].pos_ != "NOUN" or places[0].tag_ != "NN":
        return None
    place = places[0]
    one = [c for c in place.children if c.dep_ == "det" and c.lower_ in ("a", "an")]
    if len(one) != 1 or any(c.dep_ in ("poss", "prep", "conj") for c in place.children):
        return None
    return place


def _each_subject(clause: Clause, context: Context, data: RateData) -> Tok | None:
    """RETURNS (Tok | None): the subject of "Each box holds 6 eggs", "Each ticket costs
    75 cents", "Each flower was 3 dollars": a noun under 'each'/'every' whose verb holds
    or costs, or is 'be' with money, its one amount."""
    verb = clause.verb
    lemma = verb.lemma_.lower()
    holds = (clause.entry is not None and clause.entry[1].cls == "possess") or lemma in data.hold
    priced = lemma == "be" and _one_money_theme(clause, context)
    gains = _own_gain(clause, context)  # "Each player scored 6 points": what each one gets
    gains = gains or done_by_each(clause, context)  # "Each boy ate 3 apples": what each did
    if (
        not holds
        and not priced
        and not gains
        and lemma not in data.price_verbs
        and lemma not in data.use_verbs
    ):
        return None
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if not subjects and verb.dep_ == "conj" and verb.head.pos_ in ("VERB", "AUX"):
        # "Each album came with a lyric sheet and had 9 songs": the first verb's subject
        subjects = [c for c in verb.head.children if c.dep_ == "nsubj"]
    if len(subjects) != 1:
        return None
    subject = subjects[0]
    if subject.lower_ == "it" and lemma in data.use_verbs:
        # "It takes 4 hours to install each window": as "Each window takes 4 hours";
        # "It takes 4 apples to make one pie": as "Each pie takes 4 apples"
        timed = timed_item(verb, data.each, used=True)
        return timed[0] if timed is not None else None
    if subject.lower_ in data.each:  # "each of the shelves had 9 books"
        nouns = [g for c in subject.children if c.lower_ == "of" for g in c.children]
        if len(nouns) == 1 and nouns[0].dep_ == "pobj" and nouns[0].tag_ == "NNS":
            return nouns[0]
        return None
    if they_each(subject, data.each) is not None:  # "There are 37 children. They each ate 8
        return _one_counted_before(subject, context)  # grapes.": the one noun counted
    if subject.pos_ not in ("NOUN", "PROPN"):  # "Each van" is tagged a name at times
        return None
    return subject if each_word(subject, verb, data) is not None else None


def they_each(subject: Tok, each: Collection[str]) -> Tok | None:
    """RETURNS (Tok | None): the 'each' of "they each" ("They each ate 8 grapes"); ``each``:
    the words of 'each' (``RateData.each``)."""
    if subject.lower_ != "they":
        return None
    return next((c for c in subject.children if c.lower_ in each), None)


def counted_noun(noun: Tok) -> bool:
    """RETURNS (bool): a number counts ``noun`` ("4 apples")."""
    return any(c.dep_ == "nummod" and c.like_num for c in noun.children)


def timed_item(verb: Tok, each: Collection[str], used: bool = False) -> tuple[Tok, Tok] | None:
    """RETURNS: (the item, the verb done to it) of a time one item takes, said of each
    or any item: "Each potato takes 5 minutes to cook", "It takes 4 hours to install each
    window", "It takes him 3 hours to paint a room"; None for any other clause. The time
    is the object of ``verb`` ('take'), the verb done its 'to' verb (however parsed: on
    'take' or on the time). used (bool): a counted object of any unit is the time's
    place ("It takes 4 apples to make one pie")."""
    if verb.lemma_.lower() != "take":
        return None
    times = [
        c
        for c in verb.children
        if c.dep_ == "dobj" and (c.lemma_.lower() in TIME_PER or (used and counted_noun(c)))
    ]
    if len(times) != 1:
        return None
    done = [
        c
        for head in (verb, times[0])
        for c in head.children
        if c.dep_ in ("xcomp", "advcl", "relcl") and any(a.lower_ == "to" for a in c.children)
    ] + [  # "to frost" read as a preposition and a noun
        g
        for c in verb.children
        if c.dep_ == "prep" and c.lower_ == "to"
        for g in c.children
        if g.dep_ == "pobj"
    ]
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(done) != 1 or len(subjects) != 1:
        return None
    item = subjects[0]
    if item.lower_ == "it":  # "It takes 4 hours to install each window"
        objects = [c for c in done[0].children if c.dep_ == "dobj"]
        if len(objects) != 1:
            return None
        item = objects[0]
    if item.pos_ not in ("NOUN", "PROPN") or not any(
        (d.dep_ == "det" and (d.lower_ in each or d.lower_ in _ARTICLE))
        or (d.dep_ == "nummod" and d.lower_ in _NUMERAL_ONE)
        for d in item.children
    ):
        return None  # "each window", "a room", "one pan": any one of them
    return item, done[0]


def _own_gain(clause: Clause, context: Context) -> bool:
    """RETURNS (bool): the clause is a gain of its subject's own, from or for nobody named
    ("scored 6 points", "picked 3 apples"; not "brought him 3 apples", "got 3 from Sam"),
    by every one of its items ("Every child but Jun got 3 stickers" is not)."""
    if clause.entry is None or clause.entry[1].cls != "gain":
        return False
    return _own_doing(clause, context)


def done_by_each(clause: Clause, context: Context) -> bool:
    """RETURNS (bool): the clause says what each one did with a verb that is no gain
    ("Each boy ate 3 apples", "Each child read 4 books") and the question asks with the
    same verb ("How many apples did the boys eat?"): a tally of what each one did, from
    nobody and for nobody named; never a holding's change."""
    query = context.query
    if query is None or query.verb.sent == clause.verb.sent:
        return False
    if clause.entry is not None and clause.entry[1].cls not in ("lose", "gain"):
        return False
    lemma, asked = clause.verb.lemma_.lower(), query.verb.lemma_.lower()
    synonyms = context.rules.words.question_verb_synonyms
    if lemma != asked and not any(lemma in g and asked in g for g in synonyms):
        return False
    return _own_doing(clause, context)


def _own_doing(clause: Clause, context: Context) -> bool:
    """RETURNS (bool): the clause's verb names no other party ("brought him 3 apples",
    "got 3 from Sam") and its subject no exception ("Every child but Jun")."""
    verb = clause.verb
    if any(
        c.dep_ in ("dative", "iobj") or (c.dep_ == "prep" and c.lower_ in ("from", "for", "to"))
        for c in verb.children
    ):
        return False
    first = derived(_first_words, context.rules.words.exceptions)
    return not any(
        c.lower_ in first
        for subject in verb.children
        if subject.dep_ == "nsubj"
        for c in subject.subtree
        if c is not subject
    )


def _first_words(phrases: tuple[tuple[str, ...], ...]) -> frozenset[str]:
    """RETURNS (frozenset[str]): the first word of each phrase ("but", "except")."""
    return frozenset(phrase[0] for phrase in phrases)


def each_word(subject: Tok, verb: Tok, data: RateData) -> Tok | None:
    """RETURNS (Tok | None): the word that makes ``subject`` every one of its kind: 'each'
    or 'every', or 'a'/'an' on the subject of a verb of what one thing holds ("A box holds
    12 crayons": any box); else None."""
    each = det_each(subject, data)
    if each is None and subject not in verb.children:  # the noun 'they each' stands for
        theys = [c for c in verb.children if c.dep_ == "nsubj" and they_each(c, data.each)]
        each = they_each(theys[0], data.each) if len(theys) == 1 else None
    timed = timed_item(verb, data.each, used=True) if each is None else None
    if timed is not None and timed[0] is subject:  # "It takes 3 hours to paint a room"
        return next(d for d in subject.children if d.dep_ in ("det", "nummod"))
    if each is not None or verb.lemma_.lower() not in data.hold or subject.tag_ != "NN":
        return each
    lemma = subject.lemma_.lower()
    counted = any(  # "5 trays", "How many boxes": the one held is any of them
        t.lemma_.lower() == lemma
        and t.i != subject.i
        and any(
            c.dep_ in ("nummod", "amod") and (c.like_num or c.lower_ == "many") for c in t.children
        )
        for t in subject.doc.tokens
    )
    if not counted:
        return None  # "A bowl holds 9 grapes ... in the bowl": one bowl, named again
    return next((c for c in subject.children if c.dep_ == "det" and c.lower_ in _ARTICLE), None)


def _marked_with_last(
    found: list[tuple[Amount, tuple[Tok | None, tuple[int, ...]]]],
    counts: list[Amount],
    context: Context,
) -> tuple[Amount, ...]:
    """RETURNS: the conjuncts before the one amount marked per item when its marker is the
    last conjunct's phrase after it and the list is the object of 'with' ("crates with 4
    apples and 6 pears in each crate", "with 7 women and 3 men at each table": the model
    hangs "in each crate" on 'pears'), each of its own kind (``_distinct_kinds``); ()
    for any other clause ("There are 14 students and 2 seats on each bus" lists a total
    and a rate)."""
    if len(found) != 1 or not counts:
        return ()
    marked, (per, _) = found[0]
    noun = marked.noun
    if per is None or noun is None or noun.dep_ != "conj" or per.i < noun.i:
        return ()
    first = noun
    while first.dep_ == "conj":
        first = first.head
    if first.dep_ != "pobj" or first.head.lower_ != "with":
        return ()  # "There are 14 students and 2 seats on each bus": a total and a rate
    chain = {first.i} | {t.i for t in first.subtree if t.dep_ == "conj" and t.i < noun.i}
    before = tuple(q for q in counts if q.noun is not None and q.noun.i in chain)
    if len(before) != len(chain):
        return ()
    return before if _distinct_kinds([*before, marked], context) else ()


def _kinds_each(clause: Clause, counts: list[Amount], context: Context) -> bool:
    """RETURNS (bool): ``counts`` are coordinated objects of the clause's verb, each of
    its own kind of thing (``_distinct_kinds``): what one item holds of several kinds
    ("Each cage has 6 parrots and 2 parakeets")."""
    if any(how is not Attachment.THEME for _, how in clause.items):
        return False
    if any(q.noun is None or q.noun.dep_ not in ("dobj", "conj", "attr") for q in counts):
        return False
    return _distinct_kinds(counts, context)


def _distinct_kinds(counts: list[Amount], context: Context) -> bool:
    """RETURNS (bool): two or more amounts, each of its own kind of thing ("3 red pens and
    2 blue pens": two kinds of pen), none money or time."""
    nouns = [q.noun for q in counts]
    if len(counts) < 2 or any(n is None for n in nouns):
        return False
    kinds = {
        (n.lemma_.lower(), *(c.lower_ for c in n.children if c.dep_ in ("amod", "compound")))
        for n in nouns
        if n is not None
    }
    lemmas = {n.lemma_.lower() for n in nouns if n is not None}
    money = context.rules.words.money_nouns
    return (
        len(kinds) == len(counts)
        and lemmas.isdisjoint(money)
        and not any(stretch_of_time(q) for q in counts)
    )


def _in_each_of(q: Amount, data: RateData) -> bool:
    """RETURNS (bool): ``q`` is the N of "in each of the N boxes", of the subject "Each of
    the N friends", or of the dative "gave each of her 3 friends 4 cupcakes"."""
    head = q.head
    gov = head.head
    return (
        q.noun is not None
        and head.dep_ == "pobj"
        and gov.lower_ == "of"
        and gov.head.lower_ in data.each
        and (gov.head.head.lower_ in data.each_preps or gov.head.dep_ in ("nsubj", "dative"))
    )


def _sold_items(clause: Clause, data: RateData) -> Tok | None:
    """RETURNS (Tok | None): the items a seller offers at a price each, when the clause's
    one amount is that price ("A store sells pencils for $0.25 each", "The bakery sells
    muffins for $2 each"): the price any buyer pays for one; else None."""
    if len(clause.items) != 1:
        return None
    item = sold_item(clause.items[0][0], clause.verb, data) or _traded_uncounted(
        clause.items[0][0], clause.verb, data
    )
    if item is None or any(c.dep_ == "conj" for c in item.children) or item.dep_ == "conj":
        return None  # "sells pencils and pens for $2 each": which are $2?
    return item


def _traded_uncounted(price: Amount, verb: Tok, data: RateData) -> Tok | None:
    """RETURNS (Tok | None): the uncounted plural object of a verb of buying or selling
    whose 'for'/'at' phrase is ``price`` ("were buying trick decks from the shop for $8
    each", "sold cups of lemonade for $2 each", "sold tickets to the play for $5 each"):
    the price of one, what is traded counted elsewhere; else None."""
    prep = price.head.head
    if (
        (verb.lemma_.lower() not in data.buy and verb.lemma_.lower() not in data.sell)
        or price.head.dep_ != "pobj"
        or prep.lower_ not in data.price_preps
        or prep.head != verb
    ):
        return None
    objects = [c for c in verb.children if c.dep_ == "dobj"]
    if len(objects) == 1 and held_stand_in(objects[0]):
        return objects[0]  # "sold them for $2 each", "sold the rest at $3 each"
    if len(objects) != 1 or objects[0].tag_ != "NNS" or objects[0].pos_ != "NOUN":
        return None
    item = objects[0]
    if any(c.dep_ in ("nummod", "poss", "conj") or c.like_num for c in item.children):
        return None
    return item


def held_stand_in(obj: Tok) -> bool:
    """RETURNS (bool): ``obj`` stands for what its verb's subject holds: 'them', "all of
    them", or "the rest" ("sold them for $2 each", "sold the rest at $3 each")."""
    if obj.lower_ == "them":
        return True
    if obj.lower_ == "all":
        objects = [g for c in obj.children if c.lower_ == "of" for g in c.children]
        return [g.lower_ for g in objects] == ["them"]
    return obj.lower_ in REST_WORDS and [c.lower_ for c in obj.children] == ["the"]


def sold_item(price: Amount, verb: Tok, data: RateData) -> Tok | None:
    """RETURNS (Tok | None): the plural noun with no number right before the 'for'/'at' of
    ``price``, the object of a verb of selling or one of its conjuncts ("sells muffins for
    $2 each and bagels for $3 each": muffins, bagels); else None."""
    if verb.lemma_.lower() not in data.sell:
        return None
    prep = price.head.head
    if price.head.dep_ != "pobj" or prep.lower_ not in data.price_preps or prep.i == 0:
        return None
    item = prep.doc[prep.i - 1]
    if item.tag_ != "NNS" or item.pos_ != "NOUN":
        return None
    top = item
    while top.dep_ == "conj":  # "muffins for $2 each and bagels": 'bagels' on the '2'
        top = top.head
    on_price = top.dep_ == "pobj" and top.head.lower_ in data.price_preps
    if top.head != verb and not (on_price and top.head.head == verb):
        return None
    if top.dep_ != "dobj" and not on_price:
        return None
    if any(c.dep_ in ("nummod", "poss") or c.like_num for c in item.children):
        return None
    return item


def _people(noun: Tok, context: Context) -> bool:
    """RETURNS (bool): ``noun`` names people (``kinds.json``'s 'people'): each one a
    holder of its own, not a container."""
    return noun.lemma_.lower() in context.rules.kinds.get("people", frozenset())


def _uncounted_plural_subject(per: Tok, verb: Tok) -> bool:
    """RETURNS (bool): ``per`` is the verb's own plural common-noun subject, with no number
    ("The boxes hold 6 eggs each"; "5 boxes hold 6 eggs each" counts them itself)."""
    return (
        per.dep_ == "nsubj"
        and per.head == verb
        and per.tag_ == "NNS"
        and per.pos_ == "NOUN"
        and not any(c.dep_ == "nummod" for c in per.children)
    )


def _on_next_prep(each: Tok, verb: Tok) -> bool:
    """RETURNS (bool): a bare 'each' parsed on the preposition right after it, itself on
    the verb ("read 6 books each over the summer")."""
    prep = each.head
    return (
        each.dep_ == "advmod" and prep.dep_ == "prep" and prep.head == verb and prep.i == each.i + 1
    )


def _each_of_subject(count: Amount, verb: Tok, data: RateData) -> bool:
    """RETURNS (bool): ``count`` counts the noun under the verb's subject "each of" ("Each
    of the 11 runners drank 2 cups")."""
    noun = count.noun
    return (
        noun is not None
        and noun.dep_ == "pobj"
        and noun.head.lower_ == "of"
        and noun.head.head.lower_ in data.each
        and noun.head.head.dep_ == "nsubj"
        and noun.head.head.head == verb
    )


def _floating_each(q: Amount, verb: Tok, data: RateData) -> Tok | None:
    """RETURNS (Tok | None): an 'each' floated right after the verb's plural subject or
    right before the verb ("5 boys each picked 3 apples", "The 4 boys in the club each
    made 3 kites"), parsed as a second subject or on the subject, when ``q`` counts the
    verb's object: it distributes the object over the subject as a bare 'each' after the
    object does; else None."""
    if q.noun is None or q.head.dep_ not in ("dobj", "npadvmod") or q.head.head != verb:
        return None  # "each ran 400 meters": a measure parsed as an adverbial noun
    subjects = [c for c in verb.children if c.dep_ == "nsubj" and c.lower_ not in data.each]
    if len(subjects) != 1 or subjects[0].tag_ not in ("NNS", "PRP"):
        return None
    subject = subjects[0]
    if they_each(subject, data.each) is not None and _one_counted_before(subject, None) is not None:
        return None  # "There are 37 children. They each ate 8 grapes.": each child's
    floated = [
        c
        for c in (*verb.children, *subject.children)
        if c.lower_ in data.each
        and c.dep_ in ("nsubj", "appos", "advmod", "det", "dep")
        and subject.i < c.i
        and c.i in (subject.i + 1, verb.i - 1)  # "The 4 boys in the club each made"
        and not list(c.children)
    ]
    return floated[0] if len(floated) == 1 and floated[0].i < verb.i else None


def _each_of_counted_subject(
    clause: Clause, amount: Amount, count: Amount, context: Context
) -> bool:
    """RETURNS (bool): a bare 'each' after the verb's counted object distributes it over
    the verb's counted subject ("124 students made 3 stars each", "5 girls picked 4
    apples each"): the subject a plural common noun with its number, the object no money,
    the verb one of gain (what each one gains, as "Each player scored 6 points") or one
    the question asks with (``done_by_each``: "5 boys ate 3 apples each"), in the active,
    with no other amount."""
    verb = clause.verb
    noun = count.noun
    if noun is None or noun.dep_ != "nsubj" or noun.head != verb or noun.tag_ != "NNS":
        return False
    gain = clause.entry is not None and clause.entry[1].cls == "gain"
    if not gain and not done_by_each(clause, context):
        return False
    if amount.money is not None or amount.noun is None or amount.noun.head != verb:
        return False
    return (
        amount.noun.dep_ in ("dobj", "npadvmod")
        and len(clause.amounts) == 2
        and count.start < verb.i
    )


def _plural_subject(clause: Clause, context: Context) -> Tok | None:
    """RETURNS (Tok | None): the plural common noun whose price "cost $2 each" states:
    the subject ("Pencils cost $2 each", "a concert where tickets were $4 each") or the
    noun a relative clause is on ("6 stamps that cost 45 cents each"); or the noun a
    participle is on, what each of them does ("124 students making 3 stars each")."""
    verb = clause.verb
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(subjects) == 1 and subjects[0].pos_ == "NOUN" and subjects[0].tag_ == "NNS":
        return subjects[0]  # also "a concert where tickets were $4 each": its own subject
    if verb.dep_ == "relcl" and verb.head.pos_ == "NOUN":
        return verb.head
    if verb.dep_ == "acl" and verb.tag_ == "VBG" and verb.head.tag_ == "NNS":
        return verb.head  # "124 students making 3 stars each": what each of them does
    return None
