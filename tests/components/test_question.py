"""The question's holders, end to end: lowercase (pretokenized) names, totals that name
their holders. Problems written for this test; answers worked by hand (rule 6, C1, C4)."""

from __future__ import annotations

import pytest


def _parse(nlp, text):
    from wordproblem.pipeline import parse

    return parse(text, nlp)


@pytest.mark.parametrize(
    ("text", "entity", "value"),
    [
        # a lowercase name the tagger reads as an adverb is still the question's subject
        (
            "amy has 12 pens . bob has 3 pens . amy gives bob 5 pens . how many pens does amy have now ?",
            "amy",
            7,
        ),
        (
            "tom has 9 cards . joe has 4 cards . tom gives joe 2 cards . how many cards does joe have now ?",
            "joe",
            6,
        ),
        # two named holders: a total
        (
            "amy has 12 pens . bob has 3 pens . amy gives bob 5 pens . how many pens do amy and bob have together ?",
            None,
            15,
        ),
    ],
)
def test_a_lowercase_question_names_its_holder(nlp, text, entity, value):
    result = _parse(nlp, text)
    assert result.graph is not None, result.abstention
    assert (result.graph.unknown.entity, result.answer.value) == (entity, value)


def test_a_total_over_named_holders_tracks_each_of_them(nlp):
    # Hugo is asked about, so an entity: the gift is a transfer and the total keeps it
    result = _parse(
        nlp,
        "Gina has 25 seashells. She gives 9 seashells to Hugo. "
        "How many seashells do Gina and Hugo have together?",
    )
    assert result.graph is not None, result.abstention
    assert result.graph.entities == ("Gina", "Hugo")
    (op,) = result.graph.operations
    assert (op.actor, op.kind, op.target) == ("Gina", "transfer", "Hugo")
    assert result.answer.value == 25


def test_a_total_that_leaves_out_a_holder_abstains(nlp):
    # Ann also holds seashells; "Gina and Hugo together" does not count hers
    result = _parse(
        nlp,
        "Gina has 25 seashells and Ann has 4 seashells. Gina gives 9 seashells to Hugo. "
        "How many seashells do Gina and Hugo have together?",
    )
    assert result.graph is None
    assert result.abstention.code == "restricted-question"


# issue 22: the guard (build.build_graph) was caught by the test above alone, its copy in
# build.facts_graph by one rate near miss; each of these is answered wrong without it (the
# left-out holder's things counted in the total)
TOTALS_OF_SOME = [
    "Pat had 14 stickers and Mo had 6 stickers. Pat gave 5 stickers to Lin. "
    "How many stickers do Pat and Lin have in all?",
    "Rhea has 18 beads. Sol has 7 beads. Rhea gives 4 beads to Tom. "
    "How many beads do Rhea and Tom have altogether?",
    "Ike had 12 pears and Uma had 9 pears. Ike sold 3 pears to Val. "
    "How many pears do Ike and Val have together?",
    "Dina has 10 crayons, Eve has 8 crayons and Fay has 5 crayons. "
    "How many crayons do Dina and Eve have together?",
    "Kim had 20 cards. Lou had 11 cards. Kim gave 6 cards to Max. "
    "How many cards do Kim and Max have in all?",
]
# the same guard for a graph with rates or comparisons (build.facts_graph, its second copy)
TOTALS_OF_SOME_V2 = [
    "Each bag holds 5 plums. Ana has 3 bags. Ben has 4 plums. Cy has 2 plums. "
    "How many plums do Ana and Ben have in all?",
    "Each crate holds 8 pears. Dot has 2 crates. Eli has 6 pears. Fay has 9 pears. "
    "How many pears do Dot and Eli have altogether?",
    "Tom has 5 more apples than Sam. Sam has 10 apples. Ann has 4 apples. "
    "How many apples do Tom and Sam have together?",
    "Tom has twice as many apples as Sam. Sam has 10 apples. Ann has 4 apples. "
    "How many apples do Tom and Sam have together?",
]
# every holder of the unit named: nobody is left out
TOTALS_OF_ALL = [
    ("Kim had 20 cards. Lou had 11 cards. Kim gave 6 cards to Max. "
     "How many cards do Kim, Max and Lou have in all?", 31),
    ("Pat had 14 stickers. Pat gave 5 stickers to Lin. "
     "How many stickers do Pat and Lin have in all?", 14),
    ("Each crate holds 8 pears. Dot has 2 crates. Eli has 6 pears. "
     "How many pears do Dot and Eli have altogether?", 22),
    ("Tom has twice as many apples as Sam. Sam has 10 apples. "
     "How many apples do Tom and Sam have together?", 30),
]  # fmt: skip


@pytest.mark.parametrize("text", TOTALS_OF_SOME + TOTALS_OF_SOME_V2)
def test_a_total_of_some_of_the_holders_abstains(nlp, text):
    result = _parse(nlp, text)
    assert result.graph is None, result.answer
    assert result.abstention.code == "restricted-question"
    assert "also hold" in result.abstention.message


@pytest.mark.parametrize(("text", "value"), TOTALS_OF_ALL)
def test_a_total_of_every_holder_is_read(nlp, text, value):
    result = _parse(nlp, text)
    assert result.answer is not None, result.abstention
    assert result.answer.value == value


def test_the_totals_written_here_are_not_public_copies():
    from tests.problem_suites import assert_not_public_copies

    texts = TOTALS_OF_SOME + TOTALS_OF_SOME_V2 + [text for text, _ in TOTALS_OF_ALL]
    assert_not_public_copies([{"id": str(i), "problem": t} for i, t in enumerate(texts)])


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 'get' names any gain: the question asks about every receiving
        (
            "Lisa received 6 letters on Monday and 4 letters on Tuesday. How many letters did Lisa get?",
            10,
        ),
        ("Omar picked 7 pears. Then he picked 5 more pears. How many pears did Omar get?", 12),
    ],
)
def test_a_question_with_get_over_other_gain_verbs(nlp, text, value):
    result = _parse(nlp, text)
    assert result.answer is not None, result.abstention
    assert result.answer.value == value


def test_a_question_with_another_specific_verb_abstains(nlp):
    # 'find' asks about the finding only, not the buying
    result = _parse(nlp, "Tom found 5 shells and bought 3 shells. How many shells did Tom find?")
    assert result.graph is None
    assert result.abstention.code == "unsupported-question"


# --- questions that ask what happened (issue 7): the events' total, when nobody stated a
# holding before them and every event is the question's own verb. Answers worked by hand.


@pytest.mark.parametrize(
    ("text", "entity", "value"),
    [
        # a loss asked about is counted as what it moved
        ("Bobby ate 6 candies. Then he ate 3 more. How many candies did Bobby eat?", "Bobby", 9),
        (
            "Nia ate 4 plums before lunch and 5 plums after lunch. How many plums did she eat?",
            "Nia",
            9,
        ),
        (
            "Leo used 3 cups of flour. Later he used 2 more cups. How many cups did Leo use?",
            "Leo",
            5,
        ),
        # a synonym of the question's verb
        (
            "Sara paid $12 for grapes and $9 for cherries. How much money did Sara spend?",
            "Sara",
            21,
        ),
        # beside a holding stated: the events' amounts ("How much money": no party), a v3
        # sum of the two payments, which names no one holder
        (
            "Sara had $30. She paid $12 for grapes and $9 for cherries. How much money did Sara spend?",
            None,
            21,
        ),
        (
            "Sara spent $6 on a kite and $4 on a ball. How much money did she pay in all?",
            "Sara",
            10,
        ),
        ("Kim purchased 4 mugs. Then she purchased 2 mugs. How many mugs did Kim buy?", "Kim", 6),
        # several holders, one verb: a total
        ("Bo ate 6 figs. Ann ate 3 figs. How many figs did they eat altogether?", None, 9),
        ("Bo ate 6 figs. Ann ate 3 figs. How many figs did Ann and Bo eat in all?", None, 9),
        # a gift to someone nobody tracks
        (
            "Ty gave 6 cards to his friends. Then he gave 3 cards to his sister. How many cards did Ty give away?",
            "Ty",
            9,
        ),
        # a stated start (decision 0020): the events' amounts, summed (a v3 sum)
        (
            "Bobby had 30 candies. He ate 6 candies. Then he ate 3 more. How many candies did Bobby eat?",
            None,
            9,
        ),
        # the question placed in a phrase
        (
            "Jorge scored 15 goals last season. This season he scored 18 goals. What is the total number of goals Jorge scored?",
            "Jorge",
            33,
        ),
    ],
)
def test_a_question_about_what_happened_counts_the_events(nlp, text, entity, value):
    result = _parse(nlp, text)
    assert result.graph is not None, result.abstention
    assert (result.graph.unknown.entity, result.answer.value) == (entity, value)
    assert result.graph.initial_state == ()


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # what could happen, beside a holding stated
        (
            "Sara had $30. She paid $12 for grapes and $9 for cherries. How much money can Sara spend?",
            "unsupported-question",
        ),
        (
            "Bo has 4 figs. Ann ate 3 figs. Bo ate 2 figs. How many figs did they eat altogether?",
            "unsupported-question",
        ),
        # an event of another verb on the same holding
        (
            "Bobby ate 6 candies. Then he gave away 3 more. How many candies did Bobby eat?",
            "unsupported-question",
        ),
        (
            "Bobby ate 6 candies. Then he bought 3 more. How many candies did Bobby eat?",
            "unsupported-question",
        ),
        (
            "Tom ate 3 apples. He gave 2 apples to Sam. How many apples did Tom eat?",
            "unsupported-question",
        ),
        (
            "Bobby found 6 shells. Then he bought 3 shells. How many shells did Bobby buy?",
            "unsupported-question",
        ),
        (
            "Bobby bought 6 candies. Then he sold 3 candies. How many candies did Bobby sell?",
            "unsupported-question",
        ),
        # two particles that name two events
        (
            "Tom gave back 3 books to the library and gave away 2 books. How many books did Tom give away?",
            "unsupported-question",
        ),
        # a gift to a tracked holder moves the items between holders
        (
            "Bobby gave 6 candies to Ann. Ann has 2 candies. How many candies did Bobby give?",
            "unsupported-question",
        ),
        # what could happen is not what happened
        (
            "Bobby ate 6 candies. Then he ate 3 more. How many candies can Bobby eat?",
            "unsupported-question",
        ),
        # a subset the facts do not all carry
        (
            "Bobby ate 6 candies in the morning and 3 candies in the evening. How many candies did Bobby eat in the morning?",
            "restricted-question",
        ),
        (
            "Sara spent $12 on grapes and $9 on cherries. How much did Sara pay for grapes?",
            "restricted-question",
        ),
    ],
)
def test_a_question_about_what_happened_abstains_when_the_events_do_not_say(nlp, text, code):
    result = _parse(nlp, text)
    assert result.graph is None, result.graph
    assert result.abstention is not None
    assert result.abstention.code == code


# --- question forms


@pytest.mark.parametrize(
    ("text", "entity", "value"),
    [
        ("Tom has 5 apples. Ann has 3 apples. What is the total number of apples?", None, 8),
        ("Tom has 5 apples. Ann has 3 apples. What is the number of apples Tom has?", "Tom", 5),
        (
            "Tony had $20. He paid $8 for a ticket. What amount of money did Tony have then?",
            "Tony",
            12,
        ),
        ("Tom had $20. He spent $5 on a book. What amount of money does Tom have left?", "Tom", 15),
        (
            "Tom had $20. He spent $5 on a book. What was the total amount of money Tom had left?",
            "Tom",
            15,
        ),
        ("Tom has 5 apples. He buys 3 more. Find how many apples Tom has now.", "Tom", 8),
        ("Ann has 7 pens. In all, what is the number of pens Ann has?", "Ann", 7),
    ],
)
def test_a_phrase_that_stands_for_how_many(nlp, text, entity, value):
    result = _parse(nlp, text)
    assert result.graph is not None, result.abstention
    assert (result.graph.unknown.entity, result.answer.value) == (entity, value)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # whose items: not read
        (
            "Tom has 5 apples. Ann has 3 apples. What is the sum of Tom's apples?",
            "unsupported-question",
        ),
        # the phrase question keeps its restriction
        (
            "Tom ate 5 apples on Monday and 3 apples on Tuesday. What is the number of apples Tom ate on Monday?",
            "restricted-question",
        ),
        # a phrase with no 'what' opening it is not a question
        ("Tom has 5 apples. Ann has 3 apples. The total number of apples is 8.", "no-question"),
    ],
)
def test_a_phrase_question_abstains_when_it_cannot_be_read(nlp, text, code):
    result = _parse(nlp, text)
    assert result.graph is None, result.graph
    assert result.abstention.code == code


# --- if-clauses that the parse hangs the question under


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Faye had 34 books. If she gave away 3 of them, but then bought 48 more, how many would she have total?",
            79,
        ),
        (
            "Emma had 20 pens. If she gave away 5 of them, but then bought 9 more, how many would she have total?",
            24,
        ),
        (
            "Joe had 12 cards. If he lost 4 of them and then found 6 more, how many cards would Joe have?",
            14,
        ),
    ],
)
def test_an_if_clause_with_two_events_before_the_question(nlp, text, value):
    result = _parse(nlp, text)
    assert result.answer is not None, result.abstention
    assert result.answer.value == value


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # a negated event in the if-clause did not happen
        (
            "Faye had 34 books. If she did not give away 3 of them, but then bought 48 more, how many would she have total?",
            "negation",
        ),
        # the question's own event is not read
        (
            "Faye had 34 books. If she gave away 3 of them, how many more would she need to buy to have 40?",
            "comparative",
        ),
    ],
)
def test_an_if_clause_that_cannot_be_read_as_events_abstains(nlp, text, code):
    result = _parse(nlp, text)
    assert result.graph is None, result.graph
    assert result.abstention.code == code


# --- a verb of posture in the present progressive asks where the items are now, when the
# statement says it of them too


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "3 birds were sitting on the fence. 5 more birds came to join them. How many birds are sitting on the fence?",
            8,
        ),
        (
            "4 ducks were sitting on the log. 3 more ducks landed on the log. How many ducks are sitting on the log?",
            7,
        ),
    ],
)
def test_a_posture_verb_the_statement_uses_asks_a_holding(nlp, text, value):
    result = _parse(nlp, text)
    assert result.answer is not None, result.abstention
    assert result.answer.value == value


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # 'sleeping' picks some of the ducks out: the text never says which
        (
            "5 ducks were in the pond. 3 ducks flew away. How many ducks are sleeping in the pond?",
            "unsupported-question",
        ),
        # the simple past asks what happened
        (
            "3 birds were sitting on the fence. 5 more birds came to join them. How many birds sat on the fence?",
            "unsupported-question",
        ),
    ],
)
def test_a_posture_verb_the_statement_does_not_use_abstains(nlp, text, code):
    result = _parse(nlp, text)
    assert result.graph is None, result.graph
    assert result.abstention.code == code


def test_question_phrases_name_many_or_much_only():
    import json

    from wordproblem.components.rules import RuleError, compile_rules, default_rules

    rules = json.loads(json.dumps(default_rules()))
    rules["words"]["question_phrases"]["several"] = ["what is the count of"]
    with pytest.raises(RuleError, match=r"words\.json: question_phrases has the key 'several'"):
        compile_rules(rules)


def test_every_question_phrase_passes_the_math_intent_gate():
    # the gate runs before the rules: a phrase it refuses would never be read
    from wordproblem.components.gate import DEFAULT_GATE, MathGate
    from wordproblem.components.rules import default_rules

    gate = MathGate(DEFAULT_GATE, [])
    phrases = default_rules()["words"]["question_phrases"]
    for phrase in [p for group in phrases.values() for p in group]:
        assert gate.asks(f"{phrase.capitalize()} apples Tom has?"), phrase


# --- money asked: every trade must state its price, or the money it moved is missing


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Fern bought a hat for $60 and a scarf for $10. How much money did she spend?", 70),
        ("Fern had $100. She bought a hat for $60. How much money does she have left?", 40),
        ("Sam sold his bike for $50. How much money did Sam get?", 50),
        # a purpose or a participle trades nothing of its own: the price is on 'spent'
        (
            "Ivy had 90 cents. She went to the shop to buy some things. She spent 30 cents "
            "buying candy. How many cents does she have now?",
            60,
        ),
        # a trade by someone whose money is not asked about
        (
            "Vera buys 15 ribbons. Ana has $50. Ben has $30. Ben gets $12 from Ana. "
            "How much money does Ben have now?",
            42,
        ),
        (
            "Lia has $12 and Max has $7. Lia spends $3 on a snack. Dan buys 17 kites. "
            "How much money do they have together?",
            16,
        ),
    ],
)
def test_a_trade_with_every_price_stated_is_read(nlp, text, value):
    result = _parse(nlp, text)
    assert result.answer is not None, result.abstention
    assert result.answer.value == value


@pytest.mark.parametrize(
    "text",
    [
        "Fern buys a hat for $60 and a scarf. How much does she pay?",
        "Fern had $100. She buys a hat for $60 and a scarf. How much money does she have left?",
        "Fern buys 1 pair of heels for $60 and 5 pairs of slippers for 2/3rds of the price of "
        "the heels. How much does she pay in total?",
        "Fern paid $12 for grapes and bought cherries. How much money did she spend?",
        "Sam sold his bike for $50 and his skates. How much money did Sam get?",
        "Fern had $100. She is buying a hat for $60 and a scarf. How much money does she have left?",
        # the money asked about is the seller's
        "Lia has $12 and Max has $7. Max buys 17 kites from Lia. How much money does Lia have?",
    ],
)
def test_a_trade_that_leaves_a_price_unstated_abstains(nlp, text):
    result = _parse(nlp, text)
    assert result.graph is None, result.graph
    assert result.abstention.code == "unsupported-question"


# --- a question that names the noun alone sums over the kinds the text contrasts


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Maria bought 35 green towels and 21 white towels. If she gave her mother 34 of them, how many towels did Maria end up with?",
            22,
        ),
        (
            "Paige had 8 songs on her phone. If she deleted 5 old songs from it and then added 30 new songs, how many songs does she have on her phone?",
            33,
        ),
        ("Roden bought 15 gold fish and 7 blue fish. How many fish did he buy?", 22),
        (
            "Tom bought 4 red apples and 3 green apples. He ate 2 red apples. How many apples does he have now?",
            5,
        ),
        (
            "Tom had 6 green marbles. He lost 2 marbles and found 3 blue marbles. How many marbles does he have?",
            7,
        ),
        # one holder's kinds held apart: a total over them, written after the events
        ("Connie has 41 red markers and 64 blue markers. How many markers does she have?", 105),
        # a scaling of one kind scales that kind only
        (
            "Tom has 5 red pens and 3 blue pens. He doubles his red pens. How many pens does Tom have?",
            13,
        ),
    ],
)
def test_a_question_about_the_noun_alone_sums_its_kinds(nlp, text, value):
    result = _parse(nlp, text)
    assert result.answer is not None, result.abstention
    assert result.answer.value == value


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # a kind that is a noun of its own is not a kind of the noun
        ("Tom bought 3 hot dogs and 2 dogs. How many dogs did Tom buy?", "unit-mismatch"),
        # a kind lost that was never held: the kinds stay apart, and the loss is refused
        (
            "Tom had 6 green marbles. He lost 2 blue marbles. How many marbles does Tom have?",
            "negative-holding",
        ),
        (
            "Ana bought 7 white towels. She gave away 3 striped towels. How many towels does Ana have?",
            "negative-holding",
        ),
    ],
)
def test_kinds_are_not_summed_when_they_are_other_things(nlp, text, code):
    result = _parse(nlp, text)
    assert result.graph is None, result.graph
    assert result.abstention.code == code


def test_a_question_that_names_a_kind_keeps_it(nlp):
    result = _parse(
        nlp,
        "Tom bought 4 red apples and 3 green apples. He ate 2 red apples. "
        "How many green apples does he have?",
    )
    assert result.answer is not None, result.abstention
    assert (result.answer.value, result.answer.unit) == (3, "green apples")


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # "May" read as a modal: the parse leaves "Lee and" outside the subject
        (
            "Lee and May each have 10 marbles. Ned has 4 marbles. "
            "How many marbles do Lee and May have together?",
            "unresolved-holder",
        ),
        (
            "Lee has 10 marbles. May has 10 marbles. Ned has 4 marbles. "
            "How many marbles do Lee and May have together?",
            "unresolved-holder",
        ),
    ],
)
def test_a_question_subject_cut_from_its_list_abstains(nlp, text, code):
    result = _parse(nlp, text)
    assert result.graph is None, result.answer
    assert result.abstention.code == code


# --- question forms beyond 'how many' / 'how much', on hand-built parses (issue 23)


def _find(rows):
    from wordproblem.components.question.question import find_question

    from tests.components.handmade import RULES, make_doc

    return find_question(make_doc(rows), RULES.words, RULES.lexicon)


def test_a_measure_question_asks_the_unit_groups_of_its_adjective():
    from tests.components.handmade import HOW_TALL

    query = _find(HOW_TALL)
    assert query.measure is not None and query.measure.text == "tall"
    assert query.dimensions == ("length", "metric length")
    assert (query.noun, query.money, query.verb.text) == (None, False, "is")


def test_a_measure_question_over_a_count_abstains():
    from wordproblem.components.abstention import Abstain

    from tests.components.handmade import HOW_TALL, replace_row

    rows = replace_row(HOW_TALL, 3, ("apples", 4, "npadvmod", "NOUN", "NNS", "apple"))
    with pytest.raises(Abstain) as caught:
        _find(rows)
    assert caught.value.code == "unit-mismatch"


def test_how_long_of_an_event_asks_a_time():
    from tests.components.handmade import HOW_TALL, replace_row

    # "Tori was 4 feet tall . How long did Tori run ?": a length is no time
    rows = replace_row(HOW_TALL, 7, ("long", 8, "advmod", "ADV", "RB", "long"))
    rows = replace_row(rows, 8, ("run", 8, "ROOT", "VERB", "VB", "run"))
    from wordproblem.components.abstention import Abstain

    with pytest.raises(Abstain) as caught:
        _find(rows)
    assert caught.value.code == "unit-mismatch"
    assert "time" in caught.value.message


def test_a_contracted_what_is_opens_a_phrase():
    from tests.components.handmade import WHAT_IS_CONTRACTED

    query = _find(WHAT_IS_CONTRACTED)
    assert (query.wh.text, query.noun.text, query.verb.text, query.money) == (
        "What",
        "apples",
        "has",
        False,
    )


def test_a_many_phrase_over_a_singular_noun_is_no_question():
    from wordproblem.components.abstention import Abstain

    from tests.components.handmade import WHAT_IS_CONTRACTED, replace_row

    rows = replace_row(WHAT_IS_CONTRACTED, 10, ("apple", 10, "pobj", "NOUN", "NN", "apple"))
    with pytest.raises(Abstain) as caught:
        _find(rows)
    assert caught.value.code == "no-question"


def test_an_imperative_opens_a_phrase():
    from tests.components.handmade import CALCULATE_NUMBER

    query = _find(CALCULATE_NUMBER)
    assert (query.wh.text, query.noun.text, query.verb.text) == ("Calculate", "apples", "has")


def test_an_if_clause_that_closes_the_question_is_a_condition():
    from wordproblem.components.question.question import condition_span

    from tests.components.handmade import CLOSING_IF

    query = _find(CLOSING_IF)
    assert query.verb.text == "have"
    assert [v.text for v in query.conditions] == ["buys"]
    assert condition_span(query, query.conditions[0]).text == "if he buys 2 more"


def test_a_comma_hung_on_the_question_verb_keeps_the_if_clause_apart():
    from wordproblem.components.question.question import condition_span

    from tests.components.handmade import COMMA_ON_QUESTION

    query = _find(COMMA_ON_QUESTION)
    assert (query.verb.text, query.verb.i) == ("have", 16)
    assert [v.i for v in query.conditions] == [7]
    # the question hung as a relative clause after its comma is the main clause
    # (docview._questions_read_as_relatives): the comma stays the question's
    assert condition_span(query, query.conditions[0]).text == "If Ann has 3 apples"
