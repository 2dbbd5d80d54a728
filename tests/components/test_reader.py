"""The reader's stages in sequence: construe, coverage, resolution, build, solve, result."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from wordproblem.components.abstention import Abstain, Abstention
from wordproblem.components.clauses.clauses import build_matcher, find_roles
from wordproblem.components.docview import view
from wordproblem.components.ir import FactKind, Reading
from wordproblem.components.quantities.quantities import find_quantities
from wordproblem.components.question.question import find_question
from wordproblem.components.reader import (
    ProblemReader,
    abstained,
    construction_data,
    read_result,
)
from wordproblem.components.rules import RuleError, RuleSet, default_rules
from wordproblem.models import MathGraphError

from .handmade import HAS_EATS, QUESTION, RULES, VOCAB, Row, make_doc

READER = ProblemReader(VOCAB, RULES)
RESULT_KEYS = {"graph", "answer", "steps", "abstention", "spans", "operation_verbs"}

# "Lee juggles 3 balls ." (no construction reads 'juggle')
JUGGLES: list[Row] = [
    ("Lee", 1, "nsubj", "PROPN", "NNP", "Lee"),
    ("juggles", 1, "ROOT", "VERB", "VBZ", "juggle"),
    ("3", 3, "nummod", "NUM", "CD", "3"),
    ("balls", 1, "dobj", "NOUN", "NNS", "ball"),
    (".", 1, "punct", "PUNCT", ".", "."),
]

# "Ada has 6 figs ."
ADA_HAS: list[Row] = [
    ("Ada", 1, "nsubj", "PROPN", "NNP", "Ada"),
    ("has", 1, "ROOT", "VERB", "VBZ", "have"),
    ("6", 3, "nummod", "NUM", "CD", "6"),
    ("figs", 1, "dobj", "NOUN", "NNS", "fig"),
    (".", 1, "punct", "PUNCT", ".", "."),
]

# "Ada does not have 6 figs ."
ADA_HAS_NOT: list[Row] = [
    ("Ada", 3, "nsubj", "PROPN", "NNP", "Ada"),
    ("does", 3, "aux", "AUX", "VBZ", "do"),
    ("not", 3, "neg", "PART", "RB", "not"),
    ("have", 3, "ROOT", "VERB", "VB", "have"),
    ("6", 5, "nummod", "NUM", "CD", "6"),
    ("figs", 3, "dobj", "NOUN", "NNS", "fig"),
    (".", 3, "punct", "PUNCT", ".", "."),
]

# "Ada sold a total of 6 figs ."
SOLD_A_TOTAL: list[Row] = [
    ("Ada", 1, "nsubj", "PROPN", "NNP", "Ada"),
    ("sold", 1, "ROOT", "VERB", "VBD", "sell"),
    ("a", 3, "det", "DET", "DT", "a"),
    ("total", 1, "dobj", "NOUN", "NN", "total"),
    ("of", 3, "prep", "ADP", "IN", "of"),
    ("6", 6, "nummod", "NUM", "CD", "6"),
    ("figs", 4, "pobj", "NOUN", "NNS", "fig"),
    (".", 1, "punct", "PUNCT", ".", "."),
]


def _joined(*parts: list[Row]) -> list[Row]:
    """RETURNS (list[Row]): the sentences of ``parts`` one after another, then QUESTION."""
    rows: list[Row] = []
    for part in (*parts, QUESTION):
        shift = len(rows)
        rows += [(w, h + shift, d, p, t, lem) for (w, h, d, p, t, lem) in part]
    return rows


def _construe(rows: list[Row], **options) -> tuple[object, Reading]:
    """RETURNS: the view of the hand-built Doc and ``ProblemReader.construe``'s reading."""
    doc = make_doc(rows)
    query = find_question(doc, RULES.words)
    amounts = tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
    roles = find_roles(doc, build_matcher(VOCAB, RULES.roles), RULES.roles)
    return doc, READER.construe(doc, query, amounts, roles, **options)


# --- construe: the constructions over the statement sentences ---------------------------


def test_construe_reads_each_statement_in_order_and_leaves_the_question_alone():
    doc, reading = _construe(_joined(HAS_EATS))
    assert reading.query.wh == doc[9]  # the question sentence is the query, not a fact
    assert [(f.kind, f.clause, f.verb.i) for f in reading.facts] == [
        (FactKind.POSSESS, 0, 1),
        (FactKind.LOSE, 1, 6),
    ]
    assert [q.value for q in reading.amounts] == [5, 2]
    assert reading.failures == () and reading.claimed == frozenset()
    assert all(f.name is None for f in reading.facts)  # naming holders is resolution's job


def test_construe_holds_a_clause_nobody_reads_as_a_failure_and_stops_at_its_sentence():
    doc, reading = _construe(_joined(JUGGLES, ADA_HAS))
    assert reading.facts == ()  # "Ada has 6 figs" comes after the failure: not read
    (failure,) = reading.failures
    assert (failure.code, failure.token, failure.clause) == ("unsupported-verb", doc[1], 0)


def test_construe_keeps_the_facts_read_before_a_failure():
    doc, reading = _construe(_joined(ADA_HAS, JUGGLES))
    assert [(f.kind, f.verb.i) for f in reading.facts] == [(FactKind.POSSESS, 1)]
    (failure,) = reading.failures
    assert (failure.code, failure.token, failure.clause) == ("unsupported-verb", doc[6], 1)


def test_a_negated_clause_is_a_failure_not_an_exception():
    doc, reading = _construe(_joined(ADA_HAS_NOT))
    assert reading.facts == ()
    assert [(f.code, f.token) for f in reading.failures] == [("negation", doc[3])]


def test_construe_skips_the_sentence_another_reading_reads():
    doc, reading = _construe(_joined(JUGGLES, ADA_HAS), skip=0)
    assert reading.failures == ()
    assert [f.verb for f in reading.facts] == [doc[6]]


def test_a_stated_sum_fails_unless_the_reading_places_it():
    doc, reading = _construe(_joined(SOLD_A_TOTAL))
    assert [(f.code, f.token) for f in reading.failures] == [("stated-total", doc[3])]
    _, placed = _construe(_joined(SOLD_A_TOTAL), stated_totals=False)
    assert "stated-total" not in [f.code for f in placed.failures]


def test_construe_leaves_its_input_amounts_unresolved():
    _, reading = _construe(_joined(HAS_EATS))
    assert [q.unit for q in reading.amounts] == [None, None]  # units come from resolution
    assert reading.facts[1].amount.noun is None  # "eats 2": the ellipsis is not filled here


# --- read: the stages in sequence, on parsed texts ----------------------------------------


def _parsed(nlp, text: str):
    return nlp(text)


def test_read_gives_the_graph_its_solution_and_where_it_was_read_from(nlp):
    doc = _parsed(
        nlp, "Mira has 9 buttons. She gives 4 buttons to Kofi. How many buttons does Mira have?"
    )
    # the parse facts this test relies on: two statements, then the question
    assert [s.start for s in doc.sents] == [0, 5, 12]
    assert (doc[1].lemma_, doc[6].lemma_) == ("have", "give")
    graph, solution, extras = READER.read(doc)
    assert solution.answer.value == 5 and solution.answer.unit == "buttons"
    assert graph.entities == ("Mira",)  # Kofi holds no buttons the text states
    assert [op.kind for op in graph.operations] == ["subtract"]
    assert extras["spans"] == {
        "quantity": [[2, 4], [7, 9]],  # "9 buttons", "4 buttons"
        "event": [[1, 2], [6, 7]],  # "has", "gives"
        "question": [[12, 19]],
        "entity": [[0, 1], [16, 17]],  # "Mira" where the text names her
    }
    assert extras["operation_verbs"] == ["give"]


def test_read_refuses_a_doc_without_words_before_any_stage(nlp):
    for text in ("", " . ? "):
        with pytest.raises(Abstain) as caught:
            READER.read(_parsed(nlp, text))
        assert caught.value.code == "empty-input"


def test_coverage_names_an_unclaimed_cue_before_the_clause_that_failed(nlp):
    # sentence 1 fails (no construction reads 'paint'), sentence 2 is never construed,
    # but its 'each' is a cue no fact claims: coverage abstains on it first
    doc = _parsed(
        nlp, "Tariq paints 5 rocks. Each of the girls has 2 rocks. How many rocks does Tariq have?"
    )
    assert doc[1].lemma_ == "paint" and doc[5].lower_ == "each"
    with pytest.raises(Abstain) as caught:
        READER.read(doc)
    assert caught.value.code == "rate" and caught.value.token.i == 5


def test_holders_before_the_failed_clause_are_resolved_first(nlp):
    # an unresolvable pronoun before the failed clause is the reason given
    doc = _parsed(nlp, "He has 5 rocks. Tariq paints 2 rocks. How many rocks does Tariq have?")
    assert doc[0].lower_ == "he" and doc[6].lemma_ == "paint"
    with pytest.raises(Abstain) as caught:
        READER.read(doc)
    assert caught.value.code == "unresolved-pronoun" and caught.value.token.i == 0


def test_holders_after_the_failed_clause_are_not_resolved(nlp):
    # 'She' (sentence 3) has no antecedent, but the failed clause before it is the reason
    doc = _parsed(
        nlp,
        "Tariq has 5 rocks. He paints 2 rocks. She has 4 rocks. How many rocks does Tariq have?",
    )
    assert doc[6].lemma_ == "paint" and doc[10].lower_ == "she"
    with pytest.raises(Abstain) as caught:
        READER.read(doc)
    assert caught.value.code == "unsupported-verb" and caught.value.token.i == 6


def test_the_solver_refuses_a_graph_that_cannot_happen(nlp):
    doc = _parsed(
        nlp, "Mira has 3 buttons. She gives 8 buttons to Kofi. How many buttons does Mira have?"
    )
    with pytest.raises(Abstain) as caught:
        READER.read(doc)
    assert caught.value.code == "negative-holding"
    assert "8" in caught.value.message


def test_an_if_clause_of_the_question_is_read_as_an_event(nlp):
    doc = _parsed(
        nlp, "Mira had 9 buttons. If she loses 2 buttons, how many buttons will Mira have?"
    )
    assert doc[7].lemma_ == "lose" and doc[6].lower_ == "she"
    _graph, solution, extras = READER.read(doc)
    assert solution.answer.value == 7
    assert extras["spans"]["event"] == [[1, 2], [7, 8]]  # "had", "loses"


def test_a_second_question_is_refused(nlp):
    doc = _parsed(
        nlp, "Mira has 9 buttons. How many buttons does Mira have? How many does Kofi have?"
    )
    with pytest.raises(Abstain) as caught:
        READER.read(doc)
    assert caught.value.code == "unsupported-question"
    assert caught.value.abstention().sentence == 3


def test_reading_twice_gives_the_same_result_and_leaves_the_doc_as_it_was(nlp):
    doc = _parsed(nlp, "Mira has 9 buttons. She finds 3 more. How many buttons does Mira have?")
    stored = dict(doc.user_data)
    first = read_result(READER, doc)
    assert first == read_result(READER, doc)
    assert dict(doc.user_data) == stored
    assert first["answer"] == {"value": 12, "unit": "buttons"}


def test_a_difference_question_is_read_with_its_more_and_than_claimed(nlp):
    doc = _parsed(
        nlp, "Uma has 9 kites. Leo has 4 kites. How many more kites does Uma have than Leo?"
    )
    assert (doc[12].lower_, doc[17].lower_) == ("more", "than")  # cues coverage would refuse
    graph, solution, _ = READER.read(doc)
    assert solution.answer.value == 5
    assert (graph.question.slot, graph.facts[graph.question.fact].than) == ("by", "Leo")


def test_a_difference_with_someone_the_statements_never_name_abstains(nlp):
    doc = _parsed(
        nlp, "Uma has 9 kites. Leo has 4 kites. How many more kites does Uma have than Ivy?"
    )
    with pytest.raises(Abstain) as caught:
        READER.read(doc)
    assert caught.value.code == "comparative"


def test_a_start_the_text_never_states_is_read_after_the_first_reading_abstains(nlp):
    doc = _parsed(
        nlp, "Ravi ate 2 pears. Now he has 3 pears. How many pears did Ravi have at first?"
    )
    graph, solution, _ = READER.read(doc)
    assert solution.answer.value == 5  # 3 left after eating 2
    assert (graph.question.fact, graph.question.slot) == (0, "quantity")


def test_an_amount_left_out_is_the_one_the_question_asks(nlp):
    doc = _parsed(
        nlp, "Ravi had 5 pears. He ate some pears. Now he has 3 pears. How many pears did Ravi eat?"
    )
    assert doc[7].lower_ == "some"
    graph, solution, _ = READER.read(doc)
    assert solution.answer.value == 2
    assert graph.question.slot == "operand"


def test_a_count_asked_in_dozens_divides_the_holding(nlp):
    doc = _parsed(nlp, "Kai has 48 eggs. How many dozen eggs does Kai have?")
    graph, solution, _ = READER.read(doc)
    assert (solution.answer.value, solution.answer.unit) == (4, "dozens")
    assert graph.question.slot == "count" and graph.facts[0].total.value == 48


@pytest.mark.parametrize(
    ("text", "answer", "asked_fact"),
    [
        # a whole over coordinated holders, after the plain reading refuses 'together'
        ("Uma and Leo have 40 kites together. Uma has 23 kites. How many kites does Leo have?", 17, "total"),
        # a whole split into a part and the rest
        ("A bowl holds 20 fruits. 7 of the fruits are pears and the rest are figs. "
         "How many figs are in the bowl?", 13, "total"),
        # an equal split among named people: a question form the equal share reads under
        ("Emma goes hiking with Omar. They pick 18 plums. "
         "If they split the plums evenly, how many will each one get?", 9, "share"),
        # an average over the days of a stated week
        ("A bakery sold 56 rolls last week. How many rolls on average were sold each day?", 8, "share"),
        # two stated measures contrasted by the question
        ("Ada's rope is 9 feet long. Ben's rope is 4 feet long. "
         "How much longer is Ada's rope than Ben's?", 5, "compare"),
        # two distances one mover went
        ("Omar ran 0.5 mile and walked 0.25 mile. How much farther did Omar run than walk?", 0.25, "compare"),
        # a shortfall asked
        ("Ravi has 6 stamps. He needs 10 stamps. How many more stamps does Ravi need?", 4, "need"),
        # the events one person missed
        ("The team played 18 games. Emma attended 11 games. How many games did Emma miss?", 7, "total"),
    ],
)  # fmt: skip
def test_each_reading_the_question_calls_for_is_tried_in_its_turn(nlp, text, answer, asked_fact):
    graph, solution, extras = READER.read(_parsed(nlp, text))
    assert solution.answer.value == answer
    assert any(type(f).__name__.lower() == asked_fact for f in graph.facts)
    assert extras["spans"]["question"]  # every route says where its question is


# --- read_result and abstained: the dict the component stores ----------------------------


def _plain_json(value) -> bool:
    """RETURNS (bool): ``value`` is made of dicts, lists, strings, numbers, bools and None."""
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain_json(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_plain_json(v) for v in value)
    return value is None or isinstance(value, (str, int, float, bool))


def test_a_read_result_is_plain_json_with_the_graph_and_answer(nlp):
    result = read_result(
        READER,
        _parsed(nlp, "Mira has 9 buttons. She finds 3 more. How many buttons does Mira have?"),
    )
    assert set(result) == RESULT_KEYS
    assert _plain_json(result)  # lists, not tuples: msgpack-safe
    assert json.loads(json.dumps(result)) == result
    assert result["abstention"] is None
    assert result["graph"]["unknown"] == {"entity": "Mira", "unit": "buttons"}
    assert result["steps"] and result["operation_verbs"] == ["find"]


def test_an_abstention_is_stored_with_the_sentence_it_failed_in(nlp):
    result = read_result(
        READER,
        _parsed(nlp, "Mira has 9 buttons. She paints 3 buttons. How many buttons does Mira have?"),
    )
    assert result == {
        "graph": None,
        "answer": None,
        "steps": [],
        "abstention": {
            "code": "unsupported-verb",
            "message": "the verb 'paint' is not in the lexicon in sentence 2: 'She paints 3 buttons.'",
            "sentence": 2,
        },
        "spans": {},
        "operation_verbs": [],
    }


def test_abstained_stores_an_abstention_with_no_sentence():
    stored = abstained(Abstention("no-quantity", "the text states no quantity"))
    assert set(stored) == RESULT_KEYS
    assert stored["abstention"] == {
        "code": "no-quantity",
        "message": "the text states no quantity",
        "sentence": None,
    }
    assert (stored["graph"], stored["answer"], stored["steps"]) == (None, None, [])


def test_a_schema_error_from_the_stages_is_stored_as_invalid_graph(nlp):
    class Broken:
        def read(self, doc):
            raise MathGraphError("entity 'x' is not declared")

    result = read_result(
        Broken(), _parsed(nlp, "Mira has 9 buttons. How many buttons does Mira have?")
    )
    assert result["abstention"] == {
        "code": "invalid-graph",
        "message": "entity 'x' is not declared",
        "sentence": None,
    }
    assert result["graph"] is None


# --- the reader's own set-up: rule data and construction data -----------------------------


def test_the_reader_compiles_plain_rule_data():
    reader = ProblemReader(VOCAB, default_rules())
    assert isinstance(reader.rules, RuleSet)
    assert set(reader.data) <= {c.name for c in reader.constructions}
    assert "buy" in reader.composer.trade_verbs and "sell" in reader.composer.trade_verbs


def test_data_for_a_construction_that_does_not_exist_is_refused():
    rules = replace(RULES, constructions={**RULES.constructions, "juggling": {}})
    with pytest.raises(RuleError, match="no construction is named juggling"):
        construction_data(rules, READER.constructions)


def test_a_construction_without_its_data_is_refused():
    given = {k: v for k, v in RULES.constructions.items() if k != "rate"}
    with pytest.raises(RuleError, match="'rate' has no data"):
        construction_data(replace(RULES, constructions=given), READER.constructions)


def test_construction_data_names_the_key_that_is_wrong():
    broken = {**RULES.constructions, "rate": {**RULES.constructions["rate"], "bogus": 1}}
    with pytest.raises(RuleError, match=r"constructions\.json: rate.*bogus"):
        construction_data(replace(RULES, constructions=broken), READER.constructions)


def test_the_stages_read_the_view_of_the_doc(nlp):
    doc = _parsed(nlp, "Mira has 9 buttons. How many buttons does Mira have?")
    assert READER.read(view(doc))[1] == READER.read(doc)[1]


# "How many figs does Ada have ?"
ASKS_ADA: list[Row] = [
    ("How", 1, "advmod", "SCONJ", "WRB", "how"),
    ("many", 2, "amod", "ADJ", "JJ", "many"),
    ("figs", 5, "dobj", "NOUN", "NNS", "fig"),
    ("does", 5, "aux", "AUX", "VBZ", "do"),
    ("Ada", 5, "nsubj", "PROPN", "NNP", "Ada"),
    ("have", 5, "ROOT", "VERB", "VB", "have"),
    ("?", 5, "punct", "PUNCT", ".", "?"),
]


def test_a_hand_built_holding_is_read_end_to_end_without_a_model():
    rows = ADA_HAS + [(w, h + 5, d, p, t, lem) for (w, h, d, p, t, lem) in ASKS_ADA]
    graph, solution, _ = READER.read(make_doc(rows))
    assert (solution.answer.value, solution.answer.unit) == (6, "figs")
    assert graph.entities == ("Ada",) and graph.operations == ()


def test_a_question_about_a_unit_no_statement_gives_abstains():
    # "Ada has 6 figs . How many things are there left ?"
    with pytest.raises(Abstain) as caught:
        READER.read(make_doc(_joined(ADA_HAS)))
    assert caught.value.code == "unit-mismatch"
