"""The equal share construction and the question form it reads under: one group's equal
part of a total (parsed with the model)."""

from __future__ import annotations

import pytest
from wordproblem.components.clauses.clauses import find_roles
from wordproblem.components.constructions import CONSTRUCTIONS
from wordproblem.components.constructions.share import EqualShare, equal_part
from wordproblem.components.ir import FactKind
from wordproblem.components.quantities.quantities import find_quantities
from wordproblem.components.question.question import find_question
from wordproblem.components.reader import ProblemReader

from ..handmade import RULES, VOCAB
from .reading import clause_of, parse, parsed_clauses

READER = ProblemReader(VOCAB, RULES)

EQUAL = EqualShare()
NAMED = "Emma goes hiking with Omar. They pick 18 plums. If they split the plums evenly, how many will each one get?"
AVERAGE = "A bakery sold 56 rolls last week. How many rolls on average were sold each day?"
NUMBERED = "There were 24 concerts in the festival. The festival is held for 3 weeks. How many concerts were held each week on average?"
COUNTED = "A teacher has 344 pieces of candy. If there are 43 students, and the candy is divided evenly, how many pieces will each student get?"


def _form(nlp, text: str):
    doc = parse(nlp, text)
    query = find_question(doc, RULES.words, RULES.lexicon)
    data = parsed_clauses(nlp, "Ann has 3 pens. How many pens does Ann have?")[2].data["share"]
    return doc, equal_part(query, data)


def test_a_split_said_equally_and_each_one_getting_is_the_form(nlp):
    doc, form = _form(nlp, NAMED)
    assert (form.each.text, form.group.text, form.split.text) == ("each", "one", "split")
    # the words the share accounts for: 'each', the split, 'evenly', 'get'
    assert sorted(doc[i].text for i in form.claimed) == ["each", "evenly", "get", "split"]


def test_each_period_of_the_questions_verb_said_on_average_is_the_form(nlp):
    doc, form = _form(nlp, AVERAGE)
    assert form.split is None and form.group.text == "day"
    assert {doc[i].text for i in form.claimed} == {"each", "average"}


def test_the_same_number_of_a_second_each_is_accounted_for(nlp):
    text = "There were 24 concerts in the festival. The festival is held for 3 weeks. How many concerts were held each week, if each week has the same number of concerts?"
    doc, form = _form(nlp, text)
    assert sorted(doc[i].text for i in form.claimed) == ["each", "each", "has", "same"]


@pytest.mark.parametrize(
    "text",
    [
        # no 'each'
        "They pick 18 plums. If they split the plums evenly, how many do they get?",
        # a remainder asked, a negation
        "They pick 18 plums. If they split the plums evenly, how many will each one have left?",
        "A bakery sold 56 rolls last week. How many rolls on average were not sold each day?",
        # nothing says the parts are equal
        "A bakery sold 56 rolls last week. How many rolls were sold each day?",
        # a split with groups of its own: the share construction's, not this form
        "Ivan has 45 cherries. If he splits them equally among 5 cousins, how many cherries does each cousin get?",
        # 'each' on a group that gets nothing
        "They pick 18 plums. If they split the plums evenly, how many plums will each bucket hold?",
    ],
)
def test_other_questions_are_no_equal_part(nlp, text):
    assert _form(nlp, text)[1] is None


def test_the_clause_of_the_named_peoples_amount_is_the_share(nlp):
    _, found, context = parsed_clauses(nlp, NAMED)
    clause = clause_of(found, "pick")
    assert EQUAL.claims(clause, context)
    (fact,) = EQUAL.read(clause, context)
    assert (fact.kind, fact.construction) == (FactKind.SHARE, "equal share")
    assert fact.amount.value == 18 and fact.share.groups is None  # the people named
    assert fact.share.each.text == "each" and fact.subject.token is None
    assert set(fact.cues) == set(equal_part(context.query, context.data["share"]).claimed)


def test_the_clause_said_of_a_period_is_the_share(nlp):
    _, found, context = parsed_clauses(nlp, AVERAGE)
    (fact,) = EQUAL.read(clause_of(found, "sold"), context)
    assert fact.amount.value == 56 and fact.share.groups is None  # the period's days


def _construed(nlp, text: str):
    """The reader's reading of ``text`` with the equal share asked first, as under the
    form: the passive and the 'over' of a clause it claims are its own."""
    doc = parse(nlp, text)
    query = find_question(doc, RULES.words, RULES.lexicon)
    amounts = tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
    roles = find_roles(doc, READER.matcher, RULES.roles)
    return READER.construe(doc, query, amounts, roles, own="equal share")


def test_the_groups_said_of_what_holds_the_things_are_the_share(nlp):
    reading = _construed(nlp, NUMBERED)  # the passive 'is held for 3 weeks' is its own
    (fact,) = [f for f in reading.facts if f.construction == "equal share"]
    assert fact.amount is None  # the whole is read beside the clauses (reader.Plan.whole)
    assert (fact.share.groups.value, fact.share.groups.noun.text) == (3, "weeks")


def test_the_groups_counted_apart_are_the_share(nlp):
    _, found, context = parsed_clauses(nlp, COUNTED)
    assert not EQUAL.claims(clause_of(found, "has"), context)  # the total: resolution's
    (fact,) = EQUAL.read(clause_of(found, "are"), context)
    assert fact.amount is None and fact.share.groups.value == 43


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        # each one's own amount
        ("Emma and Omar have 18 plums each. If they split the plums evenly, how many will each one get?", "have"),
        # two amounts in the clause
        ("Emma goes hiking with Omar. They pick 18 plums and 6 figs. If they split the plums evenly, how many will each one get?", "pick"),
        # a habit, no one period
        ("A bakery sold 56 rolls every week. How many rolls on average were sold each day?", "sold"),
    ],
)  # fmt: skip
def test_other_clauses_are_left_to_the_other_constructions(nlp, text, verb):
    _, found, context = parsed_clauses(nlp, text)
    assert not EQUAL.claims(clause_of(found, verb), context)


def test_a_clause_of_another_verb_than_the_questions_is_no_share(nlp):
    reading = _construed(
        nlp, "A bakery baked 56 rolls last week. How many rolls on average were sold each day?"
    )
    assert not any(f.construction == "equal share" for f in reading.facts)


def test_a_period_preposition_before_the_groups_spans_them(nlp):
    over = "There were 40 lessons in the course. The course is taught over 8 weeks. How many lessons were taught each week on average?"
    (fact,) = [f for f in _construed(nlp, over).facts if f.construction == "equal share"]
    assert fact.share.groups.value == 8  # not a bound: 'over' spans the weeks
    bound = "There were 40 lessons in the course. The course is taught for over 8 weeks. How many lessons were taught each week on average?"
    reading = _construed(nlp, bound)
    assert [f.code for f in reading.failures] == ["uncertain"]


def test_it_is_registered_and_reads_the_shares_data():
    assert EQUAL.name in [c.name for c in CONSTRUCTIONS]
    assert EQUAL.data_type is None  # the words are the share's (constructions.json)
