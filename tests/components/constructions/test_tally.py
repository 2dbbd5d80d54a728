"""The tally construction: amounts of a verb the lexicon lacks, read only when the
question asks with the same verb (parsed with the real model)."""

from __future__ import annotations

import pytest
from wordproblem.components.clauses.clauses import build_matcher, find_roles
from wordproblem.components.constructions.tally import Tally, TallyData, clause_key, question_key
from wordproblem.components.docview import view
from wordproblem.components.ir import FactKind
from wordproblem.components.quantities.quantities import find_quantities
from wordproblem.components.question.question import find_question
from wordproblem.components.reader import ProblemReader
from wordproblem.components.rules import compile_rules, default_rules

from .reading import parsed_clauses

RULES = compile_rules(default_rules())
DATA = TallyData(goal_preps={"go": ["to"]})


def _reading(nlp, text):
    doc = nlp.make_doc(text)
    for _, proc in nlp.pipeline:
        if proc is nlp.get_pipe("wordproblem"):
            break
        doc = proc(doc)
    doc = view(doc)  # the stages read one view of the Doc
    reader = ProblemReader(nlp.vocab, RULES)
    query = find_question(doc, RULES.words, RULES.lexicon)
    amounts = tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
    roles = find_roles(doc, build_matcher(nlp.vocab, RULES.roles), RULES.roles)
    return doc, query, reader.construe(doc, query, amounts, roles)


@pytest.mark.parametrize(
    ("text", "key", "values"),
    [
        ("Omar biked 12 miles. He biked 9 miles. How many miles did Omar bike?", "bike", [12, 9]),
        (
            "A bakery served 40 muffins at breakfast and 25 muffins at lunch. "
            "How many muffins were served in total?",
            "serve",
            [40, 25],
        ),
        (
            "Dan went to 6 concerts in May. He went to 4 concerts in June. "
            "How many concerts did Dan go to in all?",
            "go to",
            [6, 4],
        ),
        (
            "Mia had to climb 120 steps. Then she climbed 80 steps. "
            "How many steps did Mia climb in all?",
            "climb",
            [120, 80],
        ),
    ],
)
def test_a_verb_the_question_asks_with_is_tallied_as_gains(nlp, text, key, values):
    _, _, reading = _reading(nlp, text)
    assert not reading.failures
    assert [f.construction for f in reading.facts] == ["tally"] * len(values)
    assert {f.kind for f in reading.facts} == {FactKind.GAIN}
    assert {f.key for f in reading.facts} == {key}
    assert [f.amount.value for f in reading.facts] == values
    assert all(f.party is None for f in reading.facts)


def test_a_measure_on_a_preposition_is_the_verb_s_amount(nlp):
    # "and 0.7 mile from the house": the parse hangs the measure on 'from'
    _, _, reading = _reading(
        nlp,
        "Craig walked 0.2 mile from school to the park and 0.7 mile from the park to "
        "his house. How many miles did Craig walk in all?",
    )
    assert [(f.construction, float(f.amount.value)) for f in reading.facts] == [
        ("tally", 0.2),
        ("tally", 0.7),
    ]


@pytest.mark.parametrize(
    "text",
    [
        # the question asks with another verb
        "Omar biked 12 miles. He biked 9 miles. How many miles did Omar travel?",
        # the question asks what is held
        "Omar biked 12 miles. He biked 9 miles. How many miles does Omar have?",
        # a present state, not an event
        "Sam lives 3 miles from school. How many miles did Sam live from school?",
    ],
)
def test_nothing_is_tallied_unless_the_question_asks_with_the_verb(nlp, text):
    _, _, reading = _reading(nlp, text)
    assert not any(f.construction == "tally" for f in reading.facts)
    assert reading.failures and reading.failures[0].code in (
        "unsupported-verb",
        "unattached-quantity",
    )


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Omar biked 12 miles. He did not bike 9 miles. How many miles did Omar bike?", "negation"),
        (
            "Omar biked 12 miles. He wanted to bike 9 miles. How many miles did Omar bike?",
            "conditional",
        ),
        (
            "Omar biked 12 miles. Then he biked home. How many miles did Omar bike?",
            "unquantified-event",
        ),
    ],
)
def test_a_tallied_verb_that_did_not_happen_abstains(nlp, text, code):
    _, _, reading = _reading(nlp, text)
    assert reading.failures and reading.failures[0].code == code


@pytest.mark.parametrize(
    ("question", "key"),
    [
        ("How many miles did Craig walk in all?", "walk"),
        ("How many pizzas were served today?", "serve"),
        ("How many games did Joan go to?", "go to"),
        ("How many games did Joan go to in all?", "go to"),
        ("How many miles can Craig walk?", None),
        ("How many miles does Craig walk?", None),
        ("How many miles didn't Craig walk?", None),
        ("How many miles does Craig have?", None),
    ],
)
def test_the_question_s_key(nlp, question, key):
    doc = view(nlp("Craig walked 2 miles. " + question))
    query = find_question(doc, RULES.words, RULES.lexicon)
    assert question_key(query, DATA) == key


# --- added: the construction asked directly on the clauses the reader offers ---

TALLY = Tally()


def test_a_synonym_the_question_asks_with_is_the_same_tally(nlp):
    doc, found, context = parsed_clauses(
        nlp, "Joan went to 4 games. How many games did Joan attend?"
    )
    (clause,) = found
    assert (doc[2].dep_, doc[4].dep_) == ("prep", "pobj")
    assert clause_key(clause, DATA) == "go to"
    assert TALLY.claims(clause, context)  # 'go to' and 'attend' ask the same thing
    (fact,) = TALLY.read(clause, context)
    assert (fact.key, fact.kind, fact.amount.value, fact.subject.token) == (
        "go to",
        FactKind.GAIN,
        4,
        doc[0],
    )


def test_amounts_of_the_verb_and_of_its_preposition_give_no_single_key(nlp):
    doc, found, context = parsed_clauses(
        nlp, "Omar walked 2 miles to 3 shops. How many miles did Omar walk?"
    )
    (clause,) = found
    assert (doc[3].dep_, doc[6].dep_) == ("npadvmod", "pobj")
    assert clause_key(clause, DATA) is None  # which of the two does the question count?
    assert not TALLY.claims(clause, context)


def test_a_habit_in_the_present_is_not_tallied(nlp):
    _doc, found, context = parsed_clauses(nlp, "Omar bikes 12 miles. How many miles did Omar bike?")
    (clause,) = found
    assert clause.verb.tag_ == "VBZ"
    assert not TALLY.claims(clause, context)


def test_a_verb_the_lexicon_lists_is_left_to_the_constructions_of_the_lexicon(nlp):
    _, found, context = parsed_clauses(nlp, "Omar found 12 shells. How many shells did Omar find?")
    (clause,) = found
    assert clause.entry is not None and not TALLY.claims(clause, context)


def test_the_it_of_a_weather_verb_is_the_subject_that_gains(nlp):
    doc, found, context = parsed_clauses(
        nlp, "It snowed 3 inches on Monday. How many inches did it snow?"
    )
    (clause,) = found
    (fact,) = TALLY.read(clause, context)
    assert (fact.key, fact.subject.token, fact.amount.value) == ("snow", doc[0], 3)
