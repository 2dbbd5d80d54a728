"""Read one parsed Doc into a graph or an abstention: the rules, end to end."""

from __future__ import annotations

from typing import Any

import msgspec
from spacy.tokens import Doc
from wordproblem.models import (
    InconsistentGraphError,
    MathGraphError,
    MathProblemGraph,
    Solution,
    solve,
)

from .abstention import Abstain, Abstention
from .assemble import assemble
from .frames import Event, FrameReader, build_matcher, find_roles
from .gate import has_words
from .guards import guard_events, guard_quantities, guard_text, guard_units
from .mentions import Mentions
from .numbers import NumberWords
from .quantities import assign_units, find_quantities, noun_adjectives
from .question import asked_entity, asks_holding, conditions, find_question
from .rules import VerbLexicon


class ProblemReader:
    """Applies the rules to a parsed Doc.

    vocab (Vocab): the pipeline's vocab (for the DependencyMatcher).
    rules (dict): rule data as read by ``rules.default_rules``.
    """

    def __init__(self, vocab: Any, rules: dict[str, Any]) -> None:
        self.rules = rules
        self.words: dict[str, Any] = rules["words"]
        self.numbers = NumberWords(rules["numbers"])
        self.lexicon = VerbLexicon(rules["verbs"])
        self.matcher = build_matcher(vocab, rules["roles"])
        self.frames = FrameReader(self.lexicon, self.words)
        self.stoplist = set(self.words["unit_adjective_stoplist"])

    def read(self, doc: Doc) -> tuple[MathProblemGraph, Solution, dict[str, list[list[int]]]]:
        """Read ``doc``.

        RETURNS: (graph, solution, spans) where spans maps a kind of element to the
            token ranges [start, end) it came from.
        RAISES Abstain: when the rules cannot justify a graph.
        """
        if not has_words(doc):
            raise Abstain("empty-input", "the text has no words")
        question = find_question(doc, self.words)
        guard_text(doc, question, self.words, self.lexicon)
        quantities = find_quantities(doc, self.numbers, self.words["money_symbols"])
        if not quantities:
            raise Abstain("no-quantity", "the text states no quantity")
        guard_quantities(quantities, set(self.words["coin_nouns"]))
        money_nouns = self.words["money_nouns"]
        extra = [question.noun] if question.noun is not None else []
        mentions = Mentions(self.words)
        mentions.scan(doc)
        roles = find_roles(doc, self.matcher, self.rules["roles"])

        events: list[Event] = []
        for sent in doc.sents:
            if sent.start == question.sent.start:
                continue
            inside = [q for q in quantities if sent.start <= q.start < sent.end]
            events.extend(self.frames.read(sent, inside, roles, mentions))
        read_in_question: set[int] = set()
        for clause in conditions(question):  # "If she sold 6 of them, how many ...?"
            low, high = clause.left_edge.i, clause.right_edge.i
            inside = [q for q in quantities if low <= q.start <= high]
            read_in_question.update(q.start for q in inside)
            span = doc[low : high + 1]
            events.extend(self.frames.read(span, inside, roles, mentions, condition=clause))
        for q in quantities:
            if (
                question.sent.start <= q.start < question.sent.end
                and q.start not in read_in_question
            ):
                raise Abstain(
                    "quantity-in-question",
                    f"the question carries its own quantity {q.span(doc).text!r}",
                    q.head,
                )
        extra += [e.scale_noun for e in events if e.scale_noun is not None]
        units = assign_units(quantities, extra, money_nouns, self.stoplist)
        unknown_unit = self._question_unit(question, quantities, units)
        scale_units = {
            e.verb.i: self._scale_unit(e, quantities, units) for e in events if e.kind == "scale"
        }
        guard_events(events, question, self.words, self.lexicon)
        entity = asked_entity(question, self.words, mentions)
        if not asks_holding(question, self.words):
            self._check_gain_question(question, events, unknown_unit, entity)
        graph = assemble(events, unknown_unit, entity, mentions.first, scale_units)
        counted = {
            adj
            for q in quantities
            if q.noun is not None
            for adj in q.adjectives or noun_adjectives(q.noun, set())
        }
        guard_units(_units_of(graph), question, self.stoplist, counted)
        try:
            solution = solve(graph)
        except InconsistentGraphError as exc:
            raise Abstain("inconsistent-graph", str(exc)) from exc
        spans = {
            "quantity": [[q.span(doc).start, q.span(doc).end] for q in quantities],
            "event": [[e.verb.i, e.verb.i + 1] for e in events],
            "question": [[question.sent.start, question.sent.end]],
            "entity": [
                [i - len(name.split()) + 1, i + 1]
                for name in graph.entities
                for i in mentions.occurrences.get(name, [])
            ],
        }
        return graph, solution, spans

    def _check_gain_question(
        self, question: Any, events: list[Event], unit: str, entity: str | None
    ) -> None:
        """A question about what was gained ("How many apples were picked in all?") asks for
        a holding only when that verb is the only thing that ever changed it, from zero."""
        verb = question.verb
        frame = self.lexicon.lookup(verb.lemma_.lower(), [])
        # the other side of a gain matters only if it holds something ("from the pear tree"
        # does not; "from Sam", who has 5 pears, does)
        holders = {e.subject for e in events if e.kind == "possess"}
        if entity is not None:
            holders.add(entity)
        relevant = [
            e
            for e in events
            if (e.quantity is None or e.quantity.unit == unit)
            and (entity is None or entity in (e.subject, e.party))
        ]
        if (
            frame is None
            or frame[1]["class"] != "gain"
            or not relevant
            or any(
                e.kind != "gain" or e.party in holders or e.verb.lemma_ != verb.lemma_
                for e in relevant
            )
        ):
            raise Abstain(
                "unsupported-question",
                f"the question asks what happened ({verb.text!r}), not what is held",
                verb,
            )

    def _money_unit(self, quantities: list[Any]) -> str | None:
        money = {q.unit for q in quantities if q.unit in ("dollars", "cents")}
        return money.pop() if len(money) == 1 else None

    def _question_unit(self, question: Any, quantities: list[Any], units: dict[int, str]) -> str:
        if question.noun is not None:
            return units[question.noun.i]
        if question.money:
            unit = self._money_unit(quantities)
            if unit is None:
                raise Abstain("unit-mismatch", "'how much' but no single money unit", question.wh)
            return unit
        all_units = {q.unit for q in quantities}
        if len(all_units) != 1 or None in all_units:
            raise Abstain("unit-mismatch", "the question names no unit", question.wh)
        return next(iter(all_units))

    def _scale_unit(self, event: Event, quantities: list[Any], units: dict[int, str]) -> str | None:
        noun = event.scale_noun
        if noun is None:
            return None
        if noun.lemma_.lower() in self.words["money_generic"]:
            return self._money_unit(quantities)
        return units.get(noun.i)


def _units_of(graph: MathProblemGraph) -> set[str]:
    units = {item.quantity.unit for item in graph.initial_state}
    return units | {op.operand.unit for op in graph.operations} | {graph.unknown.unit}


def read_result(reader: ProblemReader, doc: Doc) -> dict[str, Any]:
    """RETURNS (dict): the msgpack-safe result the component stores on the Doc."""
    try:
        graph, solution, spans = reader.read(doc)
    except Abstain as exc:
        return abstained(exc.abstention())
    except MathGraphError as exc:
        return abstained(Abstention("invalid-graph", str(exc)))
    return {
        "graph": graph.as_json(),
        "answer": _plain(solution.answer),
        "steps": [_plain(step) for step in solution.steps],
        "abstention": None,
        "spans": spans,
    }


def abstained(abstention: Abstention) -> dict[str, Any]:
    """RETURNS (dict): the stored result of a Doc the parser did not read into a graph."""
    return {
        "graph": None,
        "answer": None,
        "steps": [],
        "abstention": _plain(abstention),
        "spans": {},
    }


def _plain(struct: Any) -> Any:
    """JSON-shaped builtins (lists, not tuples), so the Doc result is msgpack-safe."""
    return msgspec.json.decode(msgspec.json.encode(struct))


__all__ = ["ProblemReader", "abstained", "read_result"]
