"""Read one parsed Doc into a graph or an abstention: the stages, end to end.

``ProblemReader.read`` runs them in order; each returns new objects (``ir.py``) and the
first reason to abstain stops the reading:

1. question (``question/question.py``): which sentence asks, its verb, noun and wh-word;
2. quantities (``quantities/quantities.py``): the numbers, money and units, without
   the time phrases (``coverage/coverage.py``);
3. roles (``clauses/clauses.py``): each verb's arguments, by the role patterns;
4. plan (``question/plan.py``): the question's form, and the wholes and amounts the
   text states beside its clauses;
5. clauses (``clauses/construe.py``): the constructions read each clause into facts;
6. compose (``build/compose.py``): coverage, holders and units (``resolve/``), the
   question's ask, one graph (``build/build.py``), solved;
7. result: the graph, its solution and the token spans it was read from.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec
from wordproblem.models import MathGraphError, MathProblemGraph, Solution

from .abstention import Abstain, Abstention
from .build.compose import GraphComposer
from .clauses.clauses import Roles, build_matcher, find_roles
from .clauses.construe import ClauseReader
from .constructions import CONSTRUCTIONS, Construction
from .coverage.coverage import time_units, without_time_phrases
from .docview import DocView, view, viewing
from .gate import has_words
from .ir import Amount, Query, Reading
from .quantities.quantities import (
    find_quantities,
    read_variants_in_full,
    without_labels,
    without_single_places,
)
from .question.plan import find_plan
from .question.question import find_question
from .resolve.mentions import MentionIndex
from .rules import RuleError, RuleSet, compile_rules, convert_data


class ProblemReader:
    """Applies the rules to a parsed Doc.

    vocab (Vocab): the pipeline's vocab (not needed by the compiled role patterns).
    rules (RuleSet | dict): compiled rules, or rule data as read by ``rules.default_rules``.
    constructions (tuple[Construction, ...]): the constructions, asked in order.
    """

    def __init__(
        self,
        vocab: Any,
        rules: RuleSet | dict[str, Any],
        constructions: tuple[Construction, ...] = CONSTRUCTIONS,
    ) -> None:
        self.rules = rules if isinstance(rules, RuleSet) else compile_rules(rules)
        self.matcher = build_matcher(vocab, self.rules.roles)
        self.constructions = constructions
        self.data = construction_data(self.rules, constructions)
        self.clauses = ClauseReader(self.rules, self.data, constructions)
        self.composer = GraphComposer(self.rules, self.data)

    def read(self, doc: DocView) -> tuple[MathProblemGraph, Solution, dict[str, Any]]:
        """Read ``doc``.

        RETURNS: (graph, solution, extras) where extras holds ``spans`` (kind of element ->
            token ranges [start, end)) and ``operation_verbs`` (the lexicon key of each
            operation's verb).
        RAISES Abstain: when the rules cannot justify a graph.
        """
        doc = view(doc)  # type: ignore[assignment]  # the stages read the view as the Doc
        rules = self.rules
        words = rules.words
        if not has_words(doc):
            raise Abstain("empty-input", "the text has no words")
        read_variants_in_full(doc, words.noun_variants)
        query = find_question(doc, words, rules.lexicon)
        found = tuple(find_quantities(doc, rules.numbers, words.money_symbols, words.money_generic))
        amounts = without_time_phrases(doc, found, query, words)
        amounts = without_single_places(amounts, words.container_preps, time_units(words))
        amounts = without_labels(amounts, words, rules.first_names)
        roles = find_roles(doc, self.matcher, rules.roles)
        query, amounts, plan = find_plan(doc, query, amounts, rules, self.data)
        reading = self.clauses.construe(
            doc,
            query,
            amounts,
            roles,
            stated_totals=plan.stated_totals,
            skip=plan.skip,
            own=plan.own,
            unstated=plan.nouns,
            formed=plan.formed,
        )
        built = self.composer.compose(doc, query, reading, plan)
        events = [f.verb.i for f in built.facts]
        spans = _spans(doc, query, built.amounts, events, _entity_spans(built.graph, built.index))
        verbs = list(built.verbs)
        return built.graph, built.solution, {"spans": spans, "operation_verbs": verbs}

    def construe(
        self,
        doc: DocView,
        query: Query,
        amounts: tuple[Amount, ...],
        roles: Mapping[int, Roles],
        **options: Any,
    ) -> Reading:
        """The clauses stage alone: ``ClauseReader.construe`` (its ``options``).

        RETURNS (Reading): the facts, and the clauses no construction could read.
        """
        return self.clauses.construe(doc, query, amounts, roles, **options)


def construction_data(rules: RuleSet, constructions: tuple[Construction, ...]) -> dict[str, Any]:
    """RETURNS (dict): each construction's data, typed. RAISES RuleError: bad or unknown data."""
    given = {k: v for k, v in rules.constructions.items() if k != "_doc"}
    names = {c.name for c in constructions}
    unknown = sorted(set(given) - names)
    if unknown:
        raise RuleError(f"constructions.json: no construction is named {', '.join(unknown)}")
    data = {}
    for construction in constructions:
        if construction.data_type is None:
            continue
        if construction.name not in given:
            raise RuleError(f"constructions.json: {construction.name!r} has no data")
        data[construction.name] = convert_data(
            given[construction.name],
            construction.data_type,
            f"constructions.json: {construction.name}",
        )
    return data


def _spans(
    doc: DocView,
    query: Query,
    amounts: tuple[Amount, ...],
    events: list[int],
    entities: list[list[int]],
) -> dict[str, list[list[int]]]:
    """RETURNS (dict): the token ranges [start, end) a graph was read from, by kind: the
    quantities, the verbs at ``events``, the question and the ``entities``."""
    return {
        "quantity": [[q.span(doc).start, q.span(doc).end] for q in amounts],
        "event": [[i, i + 1] for i in events],
        "question": [[query.sent.start, query.sent.end]],
        "entity": entities,
    }


def _entity_spans(graph: MathProblemGraph, index: MentionIndex) -> list[list[int]]:
    """RETURNS (list): the token range of each mention of each of the graph's entities."""
    return [
        [i - len(name.split()) + 1, i + 1]
        for name in graph.entities
        for i in index.occurrences.get(name, ())
    ]


def read_result(reader: ProblemReader, doc: DocView) -> dict[str, Any]:
    """RETURNS (dict): the msgpack-safe result the component stores on the Doc."""
    with viewing(doc):  # the stages share one view of the Doc's tokens
        try:
            graph, solution, extras = reader.read(doc)
        except Abstain as exc:
            return abstained(exc.abstention())
        except MathGraphError as exc:
            return abstained(Abstention("invalid-graph", str(exc)))
    return {
        "graph": graph.as_json(),
        "answer": _plain(solution.answer),
        "steps": [_plain(step) for step in solution.steps],
        "abstention": None,
        "spans": extras["spans"],
        "operation_verbs": extras["operation_verbs"],
    }


def abstained(abstention: Abstention) -> dict[str, Any]:
    """RETURNS (dict): the stored result of a Doc the parser did not read into a graph."""
    return {
        "graph": None,
        "answer": None,
        "steps": [],
        "abstention": _plain(abstention),
        "spans": {},
        "operation_verbs": [],
    }


def _plain(struct: Any) -> Any:
    """JSON-shaped builtins (lists, not tuples), so the Doc result is msgpack-safe."""
    return msgspec.json.decode(msgspec.json.encode(struct))


__all__ = ["ProblemReader", "abstained", "read_result"]
