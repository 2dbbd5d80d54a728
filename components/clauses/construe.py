"""Clauses: read the statement sentences and the question's if-clauses into facts.

Each sentence's verbs with their amounts and roles are clauses (``clauses.py``); the
checks every clause passes (mood, attitude, report, estimate) run first, then the first
construction that claims a clause reads it. A verb with no amount of its own that moves
a counted thing without a number abstains: skipping it would leave a wrong graph.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping
from typing import Any

from ..abstention import Abstain
from ..constructions import Construction, Context
from ..constructions.comparison import comparison_verbs
from ..constructions.gapping import repeated_events
from ..constructions.need import held_task, is_task, wanted_amount
from ..constructions.rate import RateData, undone_anchor
from ..constructions.share import (
    ShareData,
    held_whole,
    intended_share,
    packed_by_capacity,
    rest_word,
)
from ..coverage.coverage import check_unquantified_subject
from ..docview import DocView, Tok, TokSpan
from ..ir import Amount, Attachment, Fact, Failure, Query, Reading
from ..quantities.quantities import counts_money, restricting
from ..question.question import condition_span
from ..resolve.mentions import is_counted
from ..rules import RuleSet, WordLists, derived
from .clauses import (
    Clause,
    GroupWords,
    Roles,
    attach,
    check_attitude,
    check_mood,
    check_negation,
    check_reported,
    check_small_clause,
    check_stated_total,
    check_uncertain,
    check_unstated_amounts,
    container_verb,
    in_progressive,
    is_purpose,
    of_objects,
    same_number_of_each,
)

_VERBS = ("VERB", "AUX")
# Objects of a holding verb that leave the amount unstated ("had some", "has several").
_UNSTATED_HOLDING = frozenset({"some", "several", "many", "few"})

# constructions asked only in their own reading (``construe``'s ``own``)
_OWN_READING = ("need", "distance", "attendance", "equal share")
# general constructions a question's form asks first: a stated measure, when the question
# contrasts two ("How much longer is the rope than the chain?")
_FIRST_READING = ("measure",)

# particles of leaving: an unlisted verb with one moves what it names ("flew away")
_AWAY = frozenset({"away", "off"})
_TOWARD = frozenset({"into", "to", "onto", "in"})


class ClauseReader:
    """Reads the clauses of a Doc into facts with the constructions.

    rules (RuleSet): the compiled rules.
    data (Mapping[str, Any]): each construction's data, typed (``construction_data``).
    constructions (tuple[Construction, ...]): the constructions, asked in order.
    """

    def __init__(
        self,
        rules: RuleSet,
        data: Mapping[str, Any],
        constructions: tuple[Construction, ...],
    ) -> None:
        self.rules = rules
        self.data = data
        # a need is read only when the question asks the shortfall (difference.py), the
        # events held and attended only when it asks what one missed, an equal share only
        # when it asks a group's equal part: under those forms their construction is asked
        # first (Plan.own); a stated measure is read everywhere, first under a contrast
        self._general = tuple(c for c in constructions if c.name not in _OWN_READING)
        self._own = {
            c.name: (c, *(g for g in self._general if g is not c))
            for c in constructions
            if c.name in _OWN_READING or c.name in _FIRST_READING
        }
        share = data.get("share")  # the share's groups attach as its rate phrase
        self.groups = (
            GroupWords(
                frozenset(share.preps),
                frozenset(share.equally),
                frozenset(share.equally_preps),
                frozenset(share.pack_preps),
                frozenset(share.makers),
            )
            if share is not None
            else GroupWords()
        )
        rate = data.get("rate")  # "Each van can hold 4 people": a size, not an ability
        self._capacity = frozenset(rate.hold) if rate is not None else frozenset()

    def construe(
        self,
        doc: DocView,
        query: Query,
        amounts: tuple[Amount, ...],
        roles: Mapping[int, Roles],
        stated_totals: bool = True,
        skip: int | None = None,
        own: str | None = None,
        unstated: frozenset[int] = frozenset(),
        formed: frozenset[int] = frozenset(),
    ) -> Reading:
        """Run the constructions over the statement sentences and the question's if-clauses.

        stated_totals (bool): abstain on a statement of a sum ("sold a total of 15");
            False when the unknowns reading places it (``build/compose.py``).
        skip (int | None): the start of a sentence read elsewhere (``totals.py``).
        own (str | None): a construction asked only in its own reading ("measure",
            "need"): asked first, before the others.
        unstated (frozenset[int]): the nouns of unstated amounts (``mentions.is_counted``).
        formed (frozenset[int]): words the question's form reads (an equal share's split
            in an if-clause): no clause's verb.
        RETURNS (Reading): the facts, and the clauses no construction could read.
        """
        context = Context(self.rules, roles, self.data, query, unstated, amounts)
        constructions = self._general if own is None else self._own[own]
        first = None if own is None else constructions[0]  # the form's own construction
        tasks = self.data["need"] if own == "need" else None  # the need's data, when it reads
        rates = self.data.get("rate")
        shares = self.data.get("share")
        spans: list[tuple[TokSpan, Tok | None]] = [
            (sent, _given(sent, query))
            for sent in doc.sents
            if sent.start not in (query.sent.start, skip)
        ]
        spans += [(condition_span(query, c), c) for c in query.conditions]
        facts: list[Fact] = []
        failures: list[Failure] = []
        order = 0
        starts = [q.start for q in amounts]  # in text order: each span's are a slice
        # the nouns counted anywhere in the problem, and the question's: an event on one
        # of them without a number ("He bought an apple", "He gave his oranges to Tom")
        # moves an amount the text does not give
        counted = {q.noun.lemma_.lower() for q in amounts if q.noun is not None}
        if query.noun is not None:
            counted.add(query.noun.lemma_.lower())
        words = self.rules.words
        # "He earned money": an amount of the money the text counts
        money = any(counts_money(q, words.money_nouns) for q in amounts)
        counted = frozenset(counted)
        for span, condition in spans:
            low = bisect_left(starts, span.start)
            inside = list(amounts[low : bisect_left(starts, span.end, low)])
            found: list[Fact] = []
            try:
                check_unstated_amounts(span, inside, self.rules.words.time_words)
                if condition is None and inside and stated_totals:
                    check_stated_total(span, self.rules.words.total_markers)
                found_clauses = self._clauses(
                    span, inside, roles, order, counted, unstated, money, formed
                )
                for clause in found_clauses:
                    order = clause.order + 1
                    try:
                        # "needs to cook 16 potatoes": a task, whose mood is its need's;
                        # "wants to collect 100 caps": a goal, whose mood is the wish's
                        task = tasks is not None and (
                            is_task(clause.verb, tasks)
                            or held_task(clause.verb, tasks)
                            or wanted_amount(clause, tasks) is not None
                        )
                        wanted = task and clause.verb.head.lemma_.lower() in tasks.wants
                        undone = rates is not None and undone_anchor(clause.verb, rates)
                        # "wants to split them into groups of 2": the split, as intended
                        intended = shares is not None and (
                            intended_share(clause.verb, shares)
                            # "If he wanted to sell the games for $7 each, how much could
                            # he earn?": the trade the question supposes
                            or (
                                condition is not None
                                and rates is not None
                                and _intended_trade(clause, shares, rates)
                            )
                        )
                        mood = clause.verb.head if task or intended else clause.verb
                        if task and clause.verb.head == clause.verb:  # "must sew 20 buttons"
                            check_negation(clause.verb)
                        elif undone:  # "didn't recycle 2 of them", "forgot to mow 7 of them"
                            check_mood(undone, condition, negated=undone is clause.verb)
                        else:
                            check_mood(
                                mood,
                                condition,
                                implicative=words.implicative,
                                capacity=self._capacity,
                                plans=words.plans,
                            )
                        check_attitude(
                            clause.verb.head if intended or wanted else clause.verb,
                            clause.amounts,
                            words.hedges,
                            words.nonfactive,
                            words.future,
                            words.habitual,
                            words.ability,
                            self._capacity,
                            words.plans,
                        )
                        check_reported(clause.verb, words.speech)
                        holding = clause.entry is not None and clause.entry[1].cls == "possess"
                        check_small_clause(clause.amounts, holding)
                        own_clause = _claimed_by(first, clause, context)
                        check_uncertain(
                            clause.verb,
                            clause.amounts,
                            words.epistemic,
                            words.estimate_phrases,
                            _bounds(words.approximators_before, first, clause, context, own_clause),
                            words.approximators_after,
                        )
                        if (
                            "passive" in clause.roles
                            and any(how is not Attachment.PATIENT for _, how in clause.items)
                            and not own_clause
                            and not _shared(clause, shares)
                            and not _reads_passive(constructions, clause, context)
                        ):  # "The season is played for 2 months": the form's own reading
                            raise Abstain(
                                "passive", f"{clause.verb.text!r} is passive", clause.verb
                            )
                        found.extend(self._construe(clause, context, constructions))
                    except Abstain as exc:
                        failures.append(Failure(exc.code, exc.message, exc.token, clause.order))
                        break
            except Abstain as exc:  # a quantity with no clause, an unquantified event
                failures.append(Failure(exc.code, exc.message, exc.token, order))
                order += 1
            if len(found) > 1:
                found.sort(key=lambda f: f.position)
            facts.extend(found)
            if failures:
                break
        again = repeated_events(facts, doc) if not failures else []
        if again:  # "Mateo found 6 shells, and so did Ximena": Ximena found 6 too
            facts = sorted([*facts, *again], key=lambda f: f.position)
        claimed = frozenset(i for fact in facts for i in fact.cues)
        return Reading(query, amounts, tuple(facts), tuple(failures), claimed)

    def _clauses(
        self,
        span: TokSpan,
        amounts: list[Amount],
        roles: Mapping[int, Roles],
        order: int,
        elsewhere: frozenset[str] = frozenset(),
        unstated: frozenset[int] = frozenset(),
        money: bool = False,
        formed: frozenset[int] = frozenset(),
    ) -> list[Clause]:
        """The clauses of a sentence (or an if-clause): verbs with their quantities, and
        quantity-less verbs that scale; a gain or loss of an amount the text does not give
        ("gave away all of them") abstains.

        elsewhere (frozenset[str]): lemmas of nouns counted outside ``span``.
        unstated (frozenset[int]): the nouns of unstated amounts (``mentions.is_counted``).
        money (bool): the problem counts money (a bare "money" moved is an unstated amount).
        formed (frozenset[int]): words the question's form reads ("the apples are shared
            evenly" of "how many will each player get"): no event of their own.
        """
        by_verb: dict[int, list[tuple[Amount, Attachment]]] = {}
        for q in amounts:
            verb, how = attach(
                q, self.rules.words.money_nouns, self.groups, self.rules.words.container_nouns
            )
            by_verb.setdefault(verb.i, []).append((q, how))
        counted = {q.noun.lemma_.lower() for q in amounts if q.noun is not None}
        counted |= self._counted_before(span)
        numbers = {i for q in amounts for i in q.tokens}
        lexicon = self.rules.lexicon
        nouns = frozenset(q.noun.i for q in amounts if q.noun is not None)
        nouns |= {q.head.i for q in amounts if q.part}  # "gave half of her cookies"
        tokens = span.doc.tokens
        verbs = [t for t in tokens[span.start : span.end] if t.pos_ in _VERBS]
        compared = self._compared(span, by_verb, verbs)  # "has twice as many apples as Sam"
        by_verb.update((i, []) for i in compared)
        anywhere = counted | elsewhere
        for token in verbs:
            if token.i in compared or token.i in formed:
                continue  # a comparison's verb; a verb the question's form reads
            if token.i in by_verb:
                self._check_bare_objects(token, anywhere, nouns, unstated=unstated)
                continue
            self._check_result_clause(token, anywhere)
            self._check_unread_share(token, anywhere)
            particles = [c.lower_ for c in token.children if c.dep_ in ("prt", "advmod")]
            found = lexicon.lookup(token.lemma_.lower(), particles)
            if found is not None and found[1].cls == "scale":
                by_verb[token.i] = []
            elif found is not None and found[1].cls in ("gain", "lose", "possess"):
                self._check_unquantified(
                    token, counted, found[1].cls == "possess", elsewhere, numbers, money
                )
                if found[1].cls == "lose":
                    self._check_lost_container(token)
            else:
                particles = [a.lower_ for a, _ in roles.get(token.i, {}).get("particle", [])]
                moved = lexicon.lookup(token.lemma_.lower(), particles)
                if moved is not None and moved[1].cls in ("arrive", "depart"):
                    self._check_bare_objects(token, anywhere, nouns, ("nsubj",), unstated)
                elif moved is None and any(
                    c.dep_ in ("prt", "advmod") and c.lower_ in _AWAY for c in token.children
                ):  # "A bird flew off": a verb of leaving the lexicon does not list
                    self._check_bare_objects(token, anywhere, nouns, ("nsubj", "dobj"), unstated)
                elif moved is None and _moves_between(token):
                    # "moved the pears from his bag into the lunchbox": an unlisted verb that
                    # moves counted things between two places
                    self._check_bare_objects(token, anywhere, nouns, ("dobj",), unstated)
            if not any(c.dep_ == "nsubj" and c.i in numbers for c in token.children):
                rated = any(v.i in by_verb for v in token.conjuncts)
                check_unquantified_subject(token, anywhere, self.rules.words.quantifiers, rated)
        clauses = []
        for offset, verb_i in enumerate(sorted(by_verb)):
            own = roles.get(verb_i, {})
            particles = [arg.lower_ for arg, _ in own.get("particle", [])]
            items = tuple(by_verb[verb_i])
            if any(how is Attachment.WITH for _, how in items):
                particles.append("with")
            verb = tokens[verb_i]
            # a verb's sense with its object ("took 15 pictures": 'take picture')
            objects = [c.lemma_.lower() for c in verb.children if c.dep_ == "dobj"]
            entry = lexicon.lookup(verb.lemma_.lower(), [*particles, *objects])
            clauses.append(Clause(verb, items, own, order + offset, tuple(particles), entry))
        return clauses

    def _compared(
        self, span: TokSpan, by_verb: dict[int, Any], in_span: list[Tok] | None = None
    ) -> set[int]:
        """RETURNS (set[int]): verbs of holding or gaining in ``span`` with no quantity of
        their own whose object is a comparison ("has twice as many apples as Sam").
        ``in_span``: the verbs and auxiliaries of ``span``, when the caller has them."""
        data = self.data.get("comparison")
        if data is None:
            return set()
        if in_span is None:
            tokens = span.doc.tokens
            in_span = [t for t in tokens[span.start : span.end] if t.pos_ in _VERBS]
        verbs = []
        for token in in_span:
            if token.i in by_verb:
                continue
            found = self.rules.lexicon.lookup(token.lemma_.lower(), [])
            if found is None or found[1].cls in data.classes:
                # a verb the lexicon lacks may be tallied ("read half as many books as
                # Victor" beside "How many books did she read?": ``tally``)
                verbs.append(token)
        return comparison_verbs(verbs, data)

    @staticmethod
    def _counted_before(span: TokSpan) -> set[str]:
        """RETURNS (set[str]): lemmas of nouns counted in the sentences before ``span``
        ("Tim bought 12 eggs. He sold the broken eggs.": the eggs sold are some of them)."""
        seen = span.doc
        # (index, lemma) of the Doc's counted nouns, found once per Doc from their numbers
        held = seen.memo.get("reader.counted")
        if held is None:
            held = seen.memo["reader.counted"] = [
                (h.i, h.lemma_.lower())
                for t in seen.tokens
                if t.like_num and (h := t.head) is not t and h.pos_ in ("NOUN", "PROPN")
            ]
        start = span.start
        return {lemma for i, lemma in held if i < start}

    def _construe(
        self,
        clause: Clause,
        context: Context,
        constructions: tuple[Construction, ...] | None = None,
    ) -> list[Fact]:
        """RETURNS (list[Fact]): the facts of the first construction that claims ``clause``.
        RAISES Abstain: no construction claims it."""
        kinds = {how for _, how in clause.items}
        asked = derived(_asked, self._general if constructions is None else constructions)
        for attachments, claims, read in asked:
            if kinds <= attachments and claims(clause, context):
                return read(clause, context)
        verb = clause.verb
        for q, how in clause.items:
            if how in (Attachment.OBLIQUE, Attachment.ADVERBIAL):
                raise Abstain(
                    "unattached-quantity",
                    f"{q.span(verb.doc).text!r} is not an argument of a clause the rules know",
                    q.head,
                )
        raise Abstain("unsupported-verb", f"the verb {verb.lemma_!r} is not in the lexicon", verb)

    def _check_unquantified(
        self,
        verb: Tok,
        counted: set[str],
        holding: bool = False,
        elsewhere: frozenset[str] = frozenset(),
        numbers: set[int] | frozenset[int] = frozenset(),
        money: bool = False,
    ) -> None:
        """An event on "all of them", "some apples", "the rest", "his oranges", "the bad
        ones" moves an amount the rules cannot read; skipping it would leave a wrong graph.
        A holding is unstated under 'some', 'several' and the like, and when it holds a
        counted noun with no number ("Jack had oranges", "had a bag of plums"); "kept the
        rest" is not a holding of an unstated amount. ``elsewhere``: nouns counted anywhere
        in the problem (not a bare plural of habit: "gives out gold stars")."""
        if is_purpose(verb):
            return  # "went to the mall to buy clothes", "bought eggs to bake some cakes"
        shares, rates = self.data.get("share"), self.data.get("rate")
        if (
            shares is not None
            and rates is not None
            and packed_by_capacity(verb, shares, rates.hold)
        ):
            return  # "puts them in bags that hold 6 each": read with its relative clause
        if not holding and _setting(verb):
            return  # "was selling her necklaces. She sold 3 bead necklaces ...": the scene
        if same_number_of_each(verb) is not None:
            return  # "each box has the same number of cards": equal parts a share reads
        quantifiers = self.rules.words.quantifiers
        for adverb in verb.children:  # "found some too": 'some' parsed under 'too'
            if adverb.dep_ == "advmod" and any(
                c.dep_ in ("advmod", "det")
                and c.lower_ in quantifiers
                and c.pos_ in ("PRON", "DET")
                for c in adverb.children
            ):
                raise Abstain(
                    "unquantified-event",
                    f"{verb.text!r} moves an amount the text does not give",
                    verb,
                )
        anaphoric = self.rules.words.unstated_amount_nouns
        for obj in verb.children:
            if obj.dep_ == "dative" and not holding and obj.lower_ in quantifiers:
                pass  # "He gave them all away": 'them' parsed as the recipient
            elif obj.dep_ == "prep" and obj.lower_ == "as":
                obj = next((g for g in obj.children if g.dep_ == "pobj"), obj)
                if obj.dep_ != "pobj":
                    continue  # "bought as many apples as Tom": 'as' taken for a preposition
            elif obj.dep_ not in ("dobj", "nsubjpass") and not (
                obj.dep_ == "npadvmod" and obj.lower_ in quantifiers
            ):  # "He ate a lot": 'lot' parsed as an adverbial noun
                continue
            if not holding and _priced_each(obj, verb, self.rules.words):
                continue  # "sold scarves at $7 each": the price of one, the count elsewhere
            # "had a basket full of apples": the 'of' hangs on the adjective
            full = [g for c in obj.children if c.dep_ == "amod" for g in of_objects(c)]
            for token in [obj, *of_objects(obj), *full]:
                if token.i in numbers:
                    continue
                unstated = any(
                    c.dep_ in ("det", "amod") and c.lower_ in quantifiers for c in token.children
                )  # "buys some more pens", "had several marbles"
                lemma = token.lemma_.lower()
                bare = token.pos_ == "NOUN" and (
                    lemma in counted or (lemma in elsewhere and not _generic_object(token, verb))
                )
                if holding and _is_none(token, verb):
                    if (lemma in counted or token.pos_ == "PRON") and self._now_or_left(verb):
                        raise Abstain(  # "He ate 3 apples. He has no apples left."
                            "restated-holding",
                            f"{verb.text!r} states a holding of none of what the text counts",
                            verb,
                        )
                    continue  # "had no peaches", "didn't have any oranges": a zero
                if holding and not (unstated or bare) and token.lower_ not in _UNSTATED_HOLDING:
                    continue
                coin = (
                    not holding
                    and token.tag_ == "NN"
                    and token.lemma_.lower() in self.rules.words.coin_nouns
                )
                if (
                    token.lower_ in quantifiers
                    or token.lemma_.lower() in counted
                    or (token.lemma_.lower() in elsewhere and not _generic_object(token, verb))
                    or (token.lemma_.lower() in anaphoric and token.pos_ == "NOUN")
                    or unstated
                    or coin  # "found a quarter": money the rules do not count
                    or (  # "He earned money", "lost cash" in a problem that counts money
                        money
                        and not holding
                        and token.pos_ == "NOUN"
                        and token.lemma_.lower() in self.rules.words.money_generic
                    )
                ):
                    raise Abstain(
                        "unquantified-event",
                        f"{verb.text!r} moves {token.text!r}, an amount the text does not give",
                        verb,
                    )

    def _now_or_left(self, verb: Tok) -> bool:
        """RETURNS (bool): the clause of ``verb`` says the holding is the one at the end
        ("has none now", "had nothing left", "no apples remaining")."""
        words = self.rules.words.current_holding
        return any(t.lower_ in words for t in verb.subtree)

    def _check_lost_container(self, verb: Tok) -> None:
        """A loss of a place of one's own that things are kept in ("lost his wallet",
        "dropped her bag") loses what was in it, an amount the text does not give.

        verb (Tok): a verb of losing without a quantity of its own.
        RAISES Abstain: ``unquantified-event``.
        """
        storage = self.rules.words.storage_nouns
        for obj in verb.children:
            if (
                obj.dep_ == "dobj"
                and obj.lemma_.lower() in storage
                and any(c.dep_ == "poss" for c in obj.children)
            ):
                raise Abstain(
                    "unquantified-event",
                    f"{verb.text!r} {obj.text!r}: what was in it is not given",
                    verb,
                )

    def _check_unread_share(self, verb: Tok, counted: frozenset[str]) -> None:
        """A splitting verb the lexicon lacks, without a number of its own, that shares
        counted things, or the rest of them, with someone or equally ("split them evenly
        with Tom", "divided the pears between Tom and Ann", "split the rest equally with her
        friend") moves an amount the text does not give.

        verb (Tok): a verb of the sentence without a quantity of its own.
        counted (frozenset[str]): lemmas of nouns counted anywhere in the text.
        RAISES Abstain: ``unquantified-event``.
        """
        share = self.data.get("share")
        lemma = verb.lemma_.lower()
        if share is None or lemma not in share.verbs or self.rules.lexicon.lookup(lemma, []):
            return  # a verb of the lexicon ("share", "put") has its own checks
        with_whom = ("with", *share.preps)
        for obj in verb.children:
            if obj.dep_ != "dobj" or not (
                obj.lower_ in share.pronouns
                or obj.lemma_.lower() in counted
                or rest_word(obj, share.rest) is not None  # "split the rest with her friend"
            ):
                continue
            if any(  # "split them with Tom"; "divided the pears between Tom and Ann"
                c.dep_ == "prep" and c.lower_ in with_whom for c in (*verb.children, *obj.children)
            ) or (  # "picked 24 and split them equally": among whom is not said
                any(c.dep_ == "advmod" and c.lower_ in share.equally for c in verb.children)
                and not any(c.dep_ == "mark" for c in verb.children)  # "If they split ..."
            ):
                raise Abstain(
                    "unquantified-event",
                    f"{verb.text!r} shares {obj.text!r}, an amount the text does not give",
                    verb,
                )

    def _packs_the_rest(self, verb: Tok, obj: Tok) -> bool:
        """RETURNS (bool): ``verb`` packs things and ``obj`` is what is left of a holding
        ("sorted the remaining stickers into piles") or a holding named as a whole ("put
        the cookies in bags"), or shares such a holding among groups ("shares the marbles
        among 9 friends"), which the share reads."""
        share = self.data.get("share")
        if share is None:
            return False
        lemma = verb.lemma_.lower()
        if (
            lemma in share.verbs
            and held_whole(obj, share) is not None
            and any(  # "shares the marbles among 9 friends": the share's whole holding
                c.dep_ == "prep" and c.lower_ in share.preps for c in verb.children
            )
        ):
            return True
        if lemma not in share.pack_verbs:
            return False
        if held_whole(obj, share) is not None:  # "put the cookies in bags, with 3 in each bag"
            return any(
                c.dep_ == "prep"
                and c.lower_ in share.pack_preps
                and any(g.dep_ == "pobj" and g.tag_ == "NNS" for g in c.children)
                for c in verb.children
            )
        return rest_word(obj, share.rest) is not None

    def _check_result_clause(self, verb: Tok, counted: frozenset[str]) -> None:
        """A participle of result that leaves a holder with none of a counted thing ("ate 3
        oranges, leaving him with no oranges") restates the answer, or contradicts it.

        verb (Tok): a verb of the sentence without a quantity of its own.
        counted (frozenset[str]): lemmas of nouns counted anywhere in the text.
        RAISES Abstain: ``restated-holding``.
        """
        if verb.tag_ != "VBG" or verb.lemma_.lower() not in self.rules.words.result_verbs:
            return
        for prep in verb.children:
            if prep.dep_ != "prep" or prep.lower_ != "with":
                continue
            for obj in prep.children:
                if (
                    obj.dep_ == "pobj"
                    and _is_none(obj, verb)
                    and (obj.lemma_.lower() in counted or obj.pos_ == "PRON")
                ):
                    raise Abstain(
                        "restated-holding",
                        f"{verb.text!r} states a holding of none of what the text counts",
                        verb,
                    )

    def _check_bare_objects(
        self,
        verb: Tok,
        counted: frozenset[str],
        nouns: frozenset[int],
        deps: tuple[str, ...] = ("dobj",),
        unstated: frozenset[int] = frozenset(),
    ) -> None:
        """An object (or a moving subject) that is a counted noun without a number, beside
        or instead of a stated amount ("bought 3 pears and an apple", "A bird flew away"):
        the amount is not a digit the rules read, and skipping it would drop an event.

        verb (Tok): a verb of the lexicon.
        counted (frozenset[str]): lemmas of nouns counted anywhere in the text.
        nouns (frozenset[int]): token indices of the nouns that carry a stated amount.
        deps (tuple[str, ...]): the dependencies of the arguments to look at.
        unstated (frozenset[int]): the nouns of unstated amounts (``mentions.is_counted``).
        RAISES Abstain: ``unquantified-event``.
        """
        if not counted or is_purpose(verb):
            return  # nothing counted to move, or a purpose or a complement, not an event
        for obj in verb.children:
            if obj.dep_ not in deps:
                continue
            for token in (obj, *_conjuncts(obj)):
                if token.pos_ != "NOUN" or token.i in nouns:
                    continue
                if self._packs_the_rest(verb, token):
                    continue  # "sorted the remaining stickers into piles of 8": the share's
                if any(g.i in nouns for g in of_objects(token)) and (
                    container_verb(token, self.rules.words.container_nouns) is verb
                ):
                    continue  # "bought a bag of 48 candies": the candies carry the amount
                if _priced_each(token, verb, self.rules.words):
                    continue  # "sold scarves at $7 each": the price of one, counted elsewhere
                if any(c.dep_ == "det" and c.lower_ in ("each", "every") for c in token.children):
                    continue  # "Each album came with a sheet": every one of them, no amount
                if _as_many(token):
                    continue  # "ran 3 times as many laps as Rosa": a comparison's noun
                if token.lemma_.lower() not in counted and not any(
                    g.lemma_.lower() in counted for g in of_objects(token)
                ):
                    continue
                if not is_counted(token, unstated) and not _generic_object(token, verb):
                    raise Abstain(
                        "unquantified-event",
                        f"{verb.text!r} moves {token.text!r}, an amount the text does not give",
                        verb,
                    )


def _as_many(noun: Tok) -> bool:
    """RETURNS (bool): ``noun`` is counted by "as many|much" ("3 times as many laps"): its
    amount is a comparison's, which the comparison construction reads or coverage refuses."""
    return any(
        c.dep_ == "amod"
        and c.lower_ in ("many", "much")
        and any(a.lower_ == "as" for a in c.children)
        for c in noun.children
    )


def _given(sent: TokSpan, query: Query) -> Tok | None:
    """RETURNS (Tok | None): the verb of a sentence that is only an if-clause right before
    the question ("If Anne walked for 3 hours at 2 miles per hour. How far did Anne go?"):
    a given of the question, read as its if-clause; None for any other sentence."""
    root = sent.root
    if sent.end != query.sent.start or root.pos_ not in ("VERB", "AUX"):
        return None
    if any(c.dep_ == "mark" and c.lower_ == "if" for c in root.children):
        return root
    return None


def check_statement(verb: Tok, amounts: tuple[Amount, ...], words: WordLists) -> None:
    """The checks ``construe`` runs on every clause, for a clause read outside it (a
    stated total): negated, hypothetical, hedged, reported or estimated amounts abstain.
    """
    check_mood(verb, None)
    check_attitude(
        verb,
        amounts,
        words.hedges,
        words.nonfactive,
        words.future,
        words.habitual,
        words.ability,
    )
    check_reported(verb, words.speech)
    check_uncertain(
        verb,
        amounts,
        words.epistemic,
        words.estimate_phrases,
        words.approximators_before,
        words.approximators_after,
    )


def _moves_between(verb: Tok) -> bool:
    """RETURNS (bool): ``verb`` has a 'from' phrase and an 'into'/'to' phrase: it moves
    things from one place or holder to another ("moved the pears from his bag into the
    lunchbox")."""
    preps = {c.lower_ for c in verb.children if c.dep_ == "prep"}
    return "from" in preps and not preps.isdisjoint(_TOWARD)


def _shared(clause: Clause, shares: ShareData | None) -> bool:
    """RETURNS (bool): ``clause`` is a passive split into groups ("42 students are split
    equally into 7 teams", "They are divided equally into 7 packages"): a splitting verb
    whose amounts are its subject and its groups, or its groups alone beside a pronoun
    subject (the share construction reads it; a passive names no holder it changes)."""
    if shares is None:
        return False
    lemma = clause.verb.lemma_.lower()
    # splitting, packing, or handing out ("The pencils were handed out equally to 8 rooms")
    if not any(lemma in verbs for verbs in (shares.verbs, shares.pack_verbs, shares.to_verbs)):
        return False
    hows = {how for _, how in clause.items}
    if hows == {Attachment.PATIENT, Attachment.RATE}:
        return True
    return hows == {Attachment.RATE} and any(
        c.dep_ == "nsubjpass"
        and (
            c.lower_ in shares.pronouns
            or held_whole(c, shares) is not None
            or rest_word(c, shares.rest) is not None
        )
        for c in clause.verb.children
    )  # "They are divided", "The apples (the rest) are divided equally among 5 friends"


def _intended_trade(clause: Clause, shares: ShareData, rates: RateData) -> bool:
    """RETURNS (bool): the clause buys or sells at a price of one ('each') as the
    complement of a verb of intending ("If he wanted to sell the working games for $7
    each"): in the question's if-clause, the trade the question supposes."""
    verb = clause.verb
    lemma = verb.lemma_.lower()
    return (
        verb.dep_ == "xcomp"
        and verb.head.lemma_.lower() in shares.intent
        and (lemma in rates.buy or lemma in rates.sell)
        and any(c.lower_ in rates.each for q in clause.amounts for c in q.head.children)
    )


def _priced_each(obj: Tok, verb: Tok, words: WordLists) -> bool:
    """RETURNS (bool): ``obj`` is the uncounted plural object of a verb of trade
    (``item_trade_verbs``) whose own 'for'/'at' phrase prices one of them with a bare
    'each' ("sold scarves at $7 each", "bought raffle tickets for $3 each"): a price (the
    rate construction's), not an event of an amount left out."""
    determiners = [c.lower_ for c in obj.children if c.dep_ == "det"]
    if any(restricting(c) for c in obj.lefts):
        determiners = []  # "sell the working games for $7 each": those that work, counted
        # as the items less those that did not (``rate.restricted_items``)
    if (
        verb.lemma_.lower() not in words.item_trade_verbs
        or obj.dep_ != "dobj"
        or obj.tag_ != "NNS"
        or determiners
        or any(c.dep_ in ("nummod", "poss") or c.like_num for c in obj.children)
    ):
        return False
    return any(
        p.dep_ == "prep"
        and p.lower_ in ("for", "at")
        and any(t.like_num for t in p.subtree)
        and any(t.lower_ in ("each", "apiece") for t in p.subtree)
        for p in verb.children
    )


def _reads_passive(
    constructions: tuple[Construction, ...], clause: Clause, context: Context
) -> bool:
    """RETURNS (bool): a construction that reads passive clauses of its own claims
    ``clause`` ("He was left with 14 dollars": ``leftover``)."""
    return any(
        getattr(c, "reads_passive", False) and _claimed_by(c, clause, context)
        for c in constructions
    )


def _claimed_by(construction: Construction | None, clause: Clause, context: Context) -> bool:
    """RETURNS (bool): ``construction`` (a form's own, asked first) reads ``clause``."""
    if construction is None:
        return False
    kinds = {how for _, how in clause.items}
    return kinds <= construction.attachments and construction.claims(clause, context)


def _bounds(
    before: tuple[tuple[str, ...], ...],
    construction: Construction | None,
    clause: Clause,
    context: Context,
    own: bool,
) -> tuple[tuple[str, ...], ...]:
    """RETURNS: the words that bound a number before it, but those a form's own
    construction reads in a clause it claims ("is run over 4 weekends": across them)."""
    spanning = getattr(construction, "spanning", None)
    if not own or spanning is None:
        return before
    read = spanning(clause, context)
    return tuple(p for p in before if p not in read)


def _asked(
    constructions: tuple[Construction, ...],
) -> tuple[tuple[frozenset[Attachment], Any, Any], ...]:
    """RETURNS: (attachments, claims, read) of each construction, in order (made once)."""
    return tuple((c.attachments, c.claims, c.read) for c in constructions)


def _conjuncts(token: Tok) -> tuple[Tok, ...]:
    """RETURNS (tuple[Tok, ...]): ``token.conjuncts``, without the walk when nothing is
    coordinated with it (most objects)."""
    if token.dep_ == "conj":
        return token.conjuncts
    for child in token.rights:
        if child.dep_ == "conj":
            return token.conjuncts
    return ()


def _setting(verb: Tok) -> bool:
    """RETURNS (bool): ``verb`` is progressive ("was selling her necklaces"), or the bare
    complement of a progressive ("was helping the workers pick up lunch trays"), and a
    later sentence tells the same verb with a number on its object ("She sold 3 bead
    necklaces", "If he had to pick up 10 trays") or for it ("sold 19 of them"): the scene
    the counted event happens in, not an event of its own."""
    scene = verb
    if verb.dep_ in ("ccomp", "xcomp") and verb.tag_ in ("VB", "VBP"):
        scene = verb.head  # "was helping the workers pick up lunch trays": the help's scene
    if not in_progressive(scene):
        return False
    lemma = verb.lemma_.lower()
    return any(
        t.lemma_.lower() == lemma
        and t.pos_ == "VERB"
        and t.tag_ != "VBG"
        and any(
            c.dep_ == "dobj"
            and (c.like_num or any(n.dep_ == "nummod" and n.like_num for n in c.children))
            for c in t.children
        )
        for t in verb.doc[verb.sent.end :]
    )


def _generic_object(token: Tok, verb: Tok) -> bool:
    """RETURNS (bool): a bare plural under a verb of habit or activity ("The teacher gives
    out gold stars", "Kylie was collecting coins"): a kind of thing, not an amount moved."""
    bare = token.tag_ == "NNS" and not any(
        c.dep_ in ("det", "poss", "nummod", "quantmod") for c in token.children
    )
    return bare and (verb.tag_ in ("VBZ", "VBP", "VBG"))


def _is_none(noun: Tok, verb: Tok) -> bool:
    """RETURNS (bool): ``noun`` under ``verb`` is held in no amount ("had no peaches",
    "didn't have any oranges", "has nothing left")."""
    if noun.lower_ in ("nothing", "none"):
        return True
    if any(c.dep_ == "det" and c.lower_ == "no" for c in noun.children):
        return True
    return any(c.dep_ == "neg" for c in verb.children) and any(
        c.dep_ == "det" and c.lower_ == "any" for c in noun.children
    )


__all__ = ["ClauseReader", "check_statement"]
