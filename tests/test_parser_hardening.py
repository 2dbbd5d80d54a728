"""Wrong answers found on unseen problems, each a family of English: the parser now reads
them right or abstains with a typed reason; controls keep their answer.

Every expectation is worked by hand from the text.
"""

from __future__ import annotations

import pytest
from wordproblem.components import ABSTENTION_CODES, Abstention
from wordproblem.pipeline import parse


def _answer(nlp, text: str) -> float:
    result = parse(text, nlp)
    assert result.abstention is None, result.abstention
    assert result.answer is not None
    return float(result.answer.value)


def _abstention(nlp, text: str) -> Abstention:
    result = parse(text, nlp)
    assert result.graph is None, result.answer
    assert result.abstention is not None
    assert result.abstention.code in ABSTENTION_CODES
    return result.abstention


def _code(nlp, text: str) -> str:
    return _abstention(nlp, text).code


# 1. A participle after the counted noun is not part of the unit ("25 dollars babysitting").
PARTICIPLES = [
    (
        "Esther had 48 dollars. She earned 25 dollars babysitting and then spent 16 dollars "
        "on a movie ticket. How much money does Esther have now?",
        57,
    ),
    ("Tom had 9 stickers. He got 6 stickers playing games. How many stickers does Tom have?", 15),
    ("Sam had 30 dollars. He made 12 dollars washing cars. How many dollars does Sam have?", 42),
    ("Ann had 9 stickers. She got 4 stickers trading. How many stickers does Ann have now?", 13),
    ("Mia had 30 dollars. She spent 12 dollars shopping. How many dollars does Mia have left?", 18),
    ("Kim had 50 dollars. She lost 9 dollars gambling. How much money does Kim have?", 41),
    (
        "Ben had 20 points. He scored 7 points shooting baskets and lost 2 points arguing. "
        "How many points does Ben have?",
        25,
    ),
]
PARTICIPLE_CONTROLS = [
    ("Ann had 9 stickers. She got 4 stickers for trading. How many stickers does Ann have?", 13),
    ("Lily had 20 dollars. She earned 15 dollars mowing lawns. How much money does Lily have?", 35),
    ("Cy has 5 teddy bears. He buys 18 teddy bears. How many teddy bears does Cy have?", 23),
]


@pytest.mark.parametrize("text,answer", PARTICIPLES + PARTICIPLE_CONTROLS)
def test_participle_after_noun_is_not_unit(nlp, text, answer):
    assert _answer(nlp, text) == answer


# 4. Hedging adverbs: the event did not (fully) happen.
HEDGED = [
    "Tom had 10 apples. He almost lost 4 apples. How many apples does Tom have?",
    "Tom had 10 apples. He nearly lost 4 apples. How many apples does Tom have?",
    "Tom had 10 apples. He hardly ate 4 apples. How many apples does Tom have?",
    "Tom had 10 apples. He barely sold 4 apples. How many apples does Tom have?",
    "Tom had 10 apples. He scarcely ate 4 apples. How many apples does Tom have?",
    "Ann had 20 cards. She almost gave away 5 cards. How many cards does Ann have?",
    "Ann had 20 cards. She nearly bought 5 cards. How many cards does Ann have?",
    "Ann had 20 cards. She bought nearly 5 cards. How many cards does Ann have?",
]


@pytest.mark.parametrize("text", HEDGED)
def test_hedged_event_abstains(nlp, text):
    assert _code(nlp, text) == "hedged"


def test_plain_adverb_keeps_event(nlp):
    text = "Ann had 20 cards. She quickly bought 5 cards. How many cards does Ann have?"
    assert _answer(nlp, text) == 25


# 5. A clause under a verb of thinking or wishing, or a future arrival, is no event yet.
NOT_HAPPENED = [
    ("Tom had 10 apples. He wished he had bought 4 more apples. How many apples does Tom have?", "non-factive"),
    ("Tom had 10 apples. He dreamed that he ate 4 apples. How many apples does Tom have?", "non-factive"),
    ("Tom had 10 apples. Sue thinks he ate 4 apples. How many apples does Tom have?", "non-factive"),
    ("Ann had 8 pens. She believes she lost 3 pens. How many pens does Ann have?", "non-factive"),
    ("Ann had 8 pens. She imagined that she found 3 pens. How many pens does Ann have?", "non-factive"),
    (
        "Tom had 10 apples. He ordered 4 apples, which will arrive next week. "
        "How many apples does Tom have?",
        "pending-event",
    ),
    (
        "Ann had 8 pens. She bought 3 pens, which will be delivered tomorrow. "
        "How many pens does Ann have?",
        "pending-event",
    ),
    # "hopes" is lemmatized "hop": the word less its ending is looked up too
    ("Ivy had 14 apples. She hopes that she will pick 6 apples. How many apples does Ivy have?", "non-factive"),
    ("Ivy had 14 apples. She claimed she lost 6 apples. How many apples does Ivy have?", "non-factive"),
]  # fmt: skip


@pytest.mark.parametrize("text,code", NOT_HAPPENED)
def test_event_that_did_not_happen_abstains(nlp, text, code):
    assert _code(nlp, text) == code


FACTIVE_CONTROLS = [
    ("Ann had 8 pens. She knows she lost 3 pens. How many pens does Ann have?", 5),
    ("Tom had 10 apples. He ordered 4 apples, which arrived today. How many apples does Tom have?", 14),
]  # fmt: skip


@pytest.mark.parametrize("text,answer", FACTIVE_CONTROLS)
def test_factive_clause_is_an_event(nlp, text, answer):
    assert _answer(nlp, text) == answer


# 6. An amount without a digit on a counted noun ("an apple", "a pair of apples") must not
# vanish from the answer.
UNQUANTIFIED = [
    "Tom had 10 apples. He bought a pair of apples. How many apples does Tom have?",
    "Tom had 10 apples. He bought a couple of apples. How many apples does Tom have?",
    "Tom had 10 apples. He ate an apple. How many apples does Tom have?",
    "Ann had 8 pens. She lost a pen. How many pens does Ann have?",
    "Ann had 8 pens. She bought a box of pens. How many pens does Ann have?",
    "Tom had 10 apples and 5 pears. He bought 3 pears and an apple. How many apples does Tom have?",
    "Tom had 10 apples and 5 pears. He bought an apple and 3 pears. How many apples does Tom have?",
    "There were 10 birds on the tree. A bird flew away. How many birds are on the tree?",
    "Gus had 7 kites. A kite blew away. How many kites does Gus have?",
    "There were 9 ducks on the pond. The ducks swam away. How many ducks are on the pond?",
    "Ann had 8 pens. Ben gave her a pen. How many pens does Ann have?",
]


@pytest.mark.parametrize("text", UNQUANTIFIED)
def test_event_without_a_digit_abstains(nlp, text):
    assert _code(nlp, text) == "unquantified-event"


UNQUANTIFIED_CONTROLS = [
    ("Ann had 8 pens. She bought a notebook. How many pens does Ann have?", 8),
    ("Ann had 8 pens. She bought a dozen pens. How many pens does Ann have?", 20),
    ("Ann had 8 pens. She bought one pen. How many pens does Ann have?", 9),
]


@pytest.mark.parametrize("text,answer", UNQUANTIFIED_CONTROLS)
def test_other_objects_and_number_words_keep_their_answer(nlp, text, answer):
    assert _answer(nlp, text) == answer


# 2. Another holder with the same head noun is a holder of its own ("the other school").
OTHER_HOLDER = [
    "The school had 10 buses. The other school sold 4 buses. How many buses does the school have?",
    "The library had 10 books. A different library lost 4 books. "
    "How many books does the library have?",
    "Tom's store had 10 hats. Sue's store sold 4 hats. How many hats does Tom's store have?",
    "The farm had 10 cows. Another farm sold 4 cows. How many cows does the farm have?",
    "The zoo had 12 lions. A new zoo bought 3 lions. How many lions does the zoo have?",
    "The shop had 30 toys. The other shop bought 5 toys. How many toys does the shop have now?",
    "Ann's class had 20 pencils. Ben's class lost 5 pencils. How many pencils does Ann's class have?",
    "The cafe had 30 cups. Another cafe broke 5 cups. How many cups does the cafe have left?",
    "The club had 25 chairs. Another club borrowed 5 chairs. How many chairs does the club have?",
]


@pytest.mark.parametrize("text", OTHER_HOLDER)
def test_other_holder_of_the_same_noun_is_not_the_holder(nlp, text):
    result = parse(text, nlp)  # the first holder's amount is unchanged, or no answer
    assert result.answer is None or float(result.answer.value) == int(text.split()[3]), text


OTHER_HOLDER_CONTROLS = [
    ("The farm had 10 cows. Another farm gave the farm 4 cows. How many cows does the farm have?", 14),
    ("The farm had 10 cows. The other farm had 6 cows. How many cows does the other farm have?", 6),
    ("The team had 15 balls. The team lost 4 balls. How many balls does the team have?", 11),
    # the one possessed holder of a noun is "the <noun>" later on
    ("Tom's store had 10 hats. The store sold 4 hats. How many hats does Tom's store have?", 6),
    ("Mia's team won 7 cups in May and 5 cups in June. How many cups did the team win?", 12),
]  # fmt: skip


@pytest.mark.parametrize("text,answer", OTHER_HOLDER_CONTROLS)
def test_the_same_holder_and_a_named_other_keep_their_answer(nlp, text, answer):
    assert _answer(nlp, text) == answer


# 3. A person of their own ("his sister", "Tom's brother", "a boy named Sam") does not eat
# from the holder's stock unless the text says so ("4 of them").
OWN_PERSON = [
    "Tom had 10 apples. His sister ate 4 of her own apples. How many apples does Tom have?",
    "Tom had 10 apples. A boy named Sam ate 4 apples. How many apples does Tom have?",
    "Tom had 10 apples. Tom's brother ate 4 apples. How many apples does Tom have?",
    "Sue had 12 pears. Her friend ate 5 pears. How many pears does Sue have?",
    "Ann had 7 plums. Her cousin Joe ate 3 plums. How many plums does Ann have?",
    "Max had 12 cookies. A man called Bob ate 5 cookies. How many cookies does Max have?",
]


@pytest.mark.parametrize("text", OWN_PERSON)
def test_a_person_of_their_own_does_not_eat_the_holders_stock(nlp, text):
    result = parse(text, nlp)
    assert result.answer is None or float(result.answer.value) == int(text.split()[2]), text


OWN_PERSON_CONTROLS = [
    ("Tom had 10 apples. His sister ate 4 of them. How many apples does Tom have?", 6),
    ("Ann had 7 plums. Her dog ate 3 of them. How many plums does Ann have?", 4),
    ("Tom had 10 apples. The rabbits ate 4 of the apples. How many apples does Tom have?", 6),
    ("A boy named Sam had 5 apples. Sam ate 2 apples. How many apples does Sam have?", 3),
    ("A girl named Lia had 9 pens. She lost 4 pens. How many pens does Lia have?", 5),
    ("Tom had 10 apples. His dad gave him 4 apples. How many apples does Tom have?", 14),
    # an elided noun is the holder's stock, like "of them"
    ("Lou had 16 grapes. His uncle ate 5 of them and his aunt ate 3. How many grapes are left?", 8),
    ("Tom had 10 apples. His sister ate 4. How many apples does Tom have?", 6),
]


@pytest.mark.parametrize("text,answer", OWN_PERSON_CONTROLS)
def test_partitives_and_named_holders_keep_their_answer(nlp, text, answer):
    assert _answer(nlp, text) == answer


# 7. "4 more" after another holder's amount counts its actor's own unit, when that is one.
ELLIPSIS = [
    ("Tom had 5 apples. Sue had 3 pears. He bought 4 more. How many apples does Tom have?", 9),
    ("Ann had 6 pens. Ben had 2 cards. She found 3 more. How many pens does Ann have?", 9),
    ("Ann had 6 pens. Ben had 2 cards. She lost 3. How many pens does Ann have?", 3),
    ("Jack had 8 cars. Jill had 5 trucks. Jack lost 2. How many cars does Jack have?", 6),
    (
        "Mia has 4 dolls. Her sister has 6 books. Mia got 3 more for her birthday. "
        "How many dolls does Mia have?",
        7,
    ),
    (
        "Leo had 9 stamps. Kim had 2 coins. If Leo buys 4 more, how many stamps will Leo have?",
        13,
    ),
]
ELLIPSIS_CONTROLS = [
    ("Tom had 5 apples. Sue had 3 pears. She bought 4 more. How many pears does Sue have?", 7),
    ("Ann had 6 pens and 4 cards. She found 3 more. How many cards does Ann have?", 7),
    ("Ann had 6 pens. Ben had 4 pens. Ben gave Ann 3 more. How many pens does Ann have?", 9),
]


@pytest.mark.parametrize("text,answer", ELLIPSIS + ELLIPSIS_CONTROLS)
def test_ellipsis_takes_the_actors_unit(nlp, text, answer):
    assert _answer(nlp, text) == answer


@pytest.mark.parametrize(
    "text",
    [
        "Ann had 6 pens and 4 cards. Ben had 2 cards. She found 3 more. "
        "How many pens does Ann have?",
        "Tom had 5 apples. Sue had 3 pears. Sue gave him 2 more. How many apples does Tom have?",
    ],
)
def test_ellipsis_with_several_candidate_units_abstains(nlp, text):
    assert _code(nlp, text) == "missing-unit"


@pytest.mark.parametrize(
    "text,answer",
    [
        (
            "Sam's teacher gives out gold stars. Yesterday, Sam earned 4 gold stars. Today, he "
            "earned 3 more. How many gold stars did Sam earn in all?",
            7,
        ),
        (
            "Kylie was collecting coins. She got 15 coins from her brother. She gave 6 coins to "
            "Laura. How many coins does Kylie have?",
            9,
        ),
    ],
)
def test_a_bare_plural_of_habit_or_activity_is_no_event(nlp, text, answer):
    # a kind of thing under a verb of habit or activity, not an amount that vanishes
    assert _answer(nlp, text) == answer


# 8. A holding in the present, then an event placed before it: the holding may include it.
PLACED_BEFORE = [
    "Tom has 5 apples. Yesterday he bought 4 apples. How many apples does Tom have?",
    "Tom has 5 apples. He bought 4 apples last week. How many apples does Tom have?",
    "Tom has 5 apples. Earlier he ate 2 apples. How many apples does Tom have?",
    "Ann has 7 pens. She found 3 pens yesterday. How many pens does Ann have now?",
    "Ben has 12 cards. A week ago he gave away 5 cards. How many cards does Ben have?",
    "Ben has 12 cards. Last month, Ann gave him 5 cards. How many cards does Ben have?",
    "There are 20 fish in the tank. Earlier, Sam put 4 fish in the tank. "
    "How many fish are in the tank?",
    "Kim owns 9 hats. She bought 3 hats yesterday and lost 1 hat today. "
    "How many hats does Kim own?",
]


@pytest.mark.parametrize("text", PLACED_BEFORE)
def test_event_placed_before_a_present_holding_abstains(nlp, text):
    assert _code(nlp, text) == "tense-order"


TENSE_CONTROLS = [
    ("Ann had 7 pens. Yesterday she found 3 pens. How many pens does Ann have now?", 10),
    ("Kim had 9 hats. She bought 3 hats yesterday. How many hats does Kim have now?", 12),
    ("Kim has 9 hats. Tomorrow she will buy 3 hats. How many hats will Kim have?", 12),
    ("Ann has 7 pens. She buys 3 pens. How many pens does Ann have?", 10),
    # the corpora's convention: a plain past after a present holding is the next change
    ("Ann has 7 pens. She lost 3 pens. How many pens does Ann have now?", 4),
]


@pytest.mark.parametrize("text,answer", TENSE_CONTROLS)
def test_events_after_the_holding_keep_their_answer(nlp, text, answer):
    assert _answer(nlp, text) == answer


# A guessed event ("maybe", "probably") or an amount that is a bound or an estimate
# ("at least 3", "about 10", "10-odd") is not an amount the solver may use.
UNCERTAIN = [
    "Tom had 12 cards. He maybe lost 4 cards. How many cards does Tom have now?",
    "Ann had 9 pens. Perhaps she gave 2 pens to Kim. How many pens does Ann have?",
    "Kim has 8 hats. She probably bought 5 hats. How many hats does Kim have?",
    "Ben had 15 marbles. Reportedly he lost 6 marbles. How many marbles does Ben have?",
    "Mia had 20 stamps. She sold 5 stamps, give or take. How many stamps does Mia have?",
    "Tom had 12 cards. He lost at least 4 cards. How many cards does Tom have now?",
    "Ann had approximately 30 beads. She used 7 beads. How many beads does Ann have left?",
    "Kim had 20 shells. She found about 6 shells. How many shells does Kim have now?",
    "Ben had 40 stickers. He gave away 12 or so stickers. How many stickers does Ben have?",
    "Mia had 30-odd coins. She spent 4 coins. How many coins does Mia have left?",
    "Sam had close to 18 pencils. He lost 3 pencils. How many pencils does Sam have?",
    "Sam had 18 pencils. He lost up to 3 pencils. How many pencils does Sam have?",
]


@pytest.mark.parametrize("text", UNCERTAIN)
def test_a_guess_or_an_estimate_abstains(nlp, text):
    assert _code(nlp, text) == "uncertain"


UNCERTAIN_CONTROLS = [
    # a number after "more" compares; "some" without a number is no estimate of one
    ("Tom had 12 cards. He lost 4 cards. How many cards does Tom have now?", 8),
    ("Ann had 9 pens. She bought 3 more pens. How many pens does Ann have?", 12),
    ("Kim had 20 shells. She found 6 shells on the beach. How many shells does Kim have?", 26),
    ("Ben had 40 stickers. He gave 12 stickers to Tom. How many stickers does Ben have?", 28),
]


@pytest.mark.parametrize("text,answer", UNCERTAIN_CONTROLS)
def test_plain_amounts_keep_their_answer(nlp, text, answer):
    assert _answer(nlp, text) == answer


# An event still to come ("will", "tomorrow", "next week") or in progress
# ("is selling") has not changed the holding a present question asks about.
FUTURE_EVENTS = [
    "Tom has 12 cards. He will lose 4 cards. How many cards does Tom have now?",
    "Ann has 9 pens. Tomorrow she gives 2 pens to Kim. How many pens does Ann have?",
    "Kim has 8 hats. She shall buy 5 hats. How many hats does Kim have now?",
    "Ben had 15 marbles. Next month he'll sell 6 marbles. How many marbles does Ben have?",
    "Mia has 20 stamps. Her aunt will give her 5 stamps tonight. How many stamps does Mia have?",
    "Sam has 18 pencils. He is giving 3 pencils to Tom. How many pencils does Sam have?",
]


@pytest.mark.parametrize("text", FUTURE_EVENTS)
def test_an_event_still_to_come_abstains_on_a_present_question(nlp, text):
    assert _code(nlp, text) == "future-event"


FUTURE_CONTROLS = [
    # the question asks about the time after the event, or the word only orders the telling
    ("Tom has 12 cards. He will lose 4 cards. How many cards will Tom have?", 8),
    ("Kim has 8 hats. Tomorrow she will buy 5 hats. How many hats will Kim have then?", 13),
    ("Ann had 9 pens. The next day she bought 2 pens. How many pens does Ann have?", 11),
    ("Ben had 15 marbles. Later he lost 6 marbles. How many marbles does Ben have now?", 9),
]


@pytest.mark.parametrize("text,answer", FUTURE_CONTROLS)
def test_the_time_after_the_event_keeps_its_answer(nlp, text, answer):
    assert _answer(nlp, text) == answer


# What someone said ("claimed that", "a rumor said", a quotation) is not an event.
REPORTED = [
    "Tom had 12 cards. Ann said that Tom lost 4 cards. How many cards does Tom have now?",
    "Kim had 8 hats. Ben bragged that Kim sold 5 hats. How many hats does Kim have?",
    "Mia had 20 stamps. The news reported that Mia gave away 5 stamps. How many stamps does "
    "Mia have?",
    'Sam had 18 pencils. "Sam lost 3 pencils," Tom joked. How many pencils does Sam have?',
    'Ben had 15 marbles. Ann told Kim, "Ben lost 6 marbles." How many marbles does Ben have?',
]


@pytest.mark.parametrize("text", REPORTED)
def test_what_someone_said_abstains(nlp, text):
    assert _code(nlp, text) == "reported-speech"


REPORTED_CONTROLS = [
    # a verb of saying with no clause under it, and an event told as such
    ("Tom had 12 cards. He lost 4 cards and said nothing. How many cards does Tom have?", 8),
    ("Ann had 9 pens. She told Kim a joke and gave her 2 pens. How many pens does Ann have?", 7),
]


@pytest.mark.parametrize("text,answer", REPORTED_CONTROLS)
def test_an_event_beside_a_verb_of_saying_keeps_its_answer(nlp, text, answer):
    assert _answer(nlp, text) == answer


# A past perfect placed before by a time word, told after a past holding, happened before
# that holding ("had 10. Before that, he had eaten 3."); with no such word it is the next
# change, as the corpora narrate.
BACKSHIFT = [
    "Tom had 12 cards. Earlier, he had lost 4 cards. How many cards does Tom have now?",
    "Ann had 9 pens. She had already given 2 pens to Kim. How many pens does Ann have?",
    "Kim had 8 hats. Previously she had bought 5 hats. How many hats does Kim have?",
    "Ben had 15 marbles. He had sold 6 marbles that afternoon. How many marbles does Ben have?",
]


@pytest.mark.parametrize("text", BACKSHIFT)
def test_a_past_perfect_placed_before_abstains(nlp, text):
    assert _code(nlp, text) == "tense-order"


BACKSHIFT_CONTROLS = [
    ("Tom had 12 cards. He had lost 4 cards. How many cards does Tom have now?", 8),
    ("Ann had 9 pens. Then she had given 2 pens to Kim. How many pens does Ann have?", 7),
]


@pytest.mark.parametrize("text,answer", BACKSHIFT_CONTROLS)
def test_a_past_perfect_with_no_earlier_word_keeps_its_answer(nlp, text, answer):
    assert _answer(nlp, text) == answer


@pytest.mark.parametrize(
    "text",
    [
        "Leo had 10 apricots. He ate 3 apricots. He has no apricots now. "
        "How many apricots does Leo have now?",
        "Omar had 10 plums. He ate 3 plums. He has nothing left. How many plums does Omar have?",
        "Ben had 10 peaches. He ate 3 peaches. He had no peaches left. "
        "How many peaches does Ben have now?",
    ],
)
def test_a_holding_of_none_stated_after_the_count_abstains(nlp, text):
    assert _code(nlp, text) == "restated-holding"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Sam had no peaches. He bought 3 peaches. How many peaches does Sam have now?", 3),
        ("Leo had 10 apricots. Tom has no apricots. How many apricots does Leo have now?", 10),
    ],
)
def test_a_zero_start_or_another_s_zero_is_still_read(nlp, text, value):
    assert _answer(nlp, text) == value


@pytest.mark.parametrize(
    "text",
    [
        "Ben had 10 peaches. He ate 3 peaches. How many of Ben's peaches are red?",
        "Sam had 10 apples. He ate 3 apples. How many apples are still good?",
    ],
)
def test_an_adjective_the_question_predicates_restricts_it(nlp, text):
    assert _code(nlp, text) == "restricted-question"


@pytest.mark.parametrize(
    "text",
    [
        "Sam had 10 apples. He ate 3 apples. How many apples are left?",
        "Sam had 10 apples. He ate 3 apples. How many apples are there now?",
    ],
)
def test_a_question_that_predicates_nothing_of_its_items_is_read(nlp, text):
    assert _answer(nlp, text) == 7


@pytest.mark.parametrize(
    "text",
    [
        "Jack had 10 oranges last week. He ate 3 oranges this week. "
        "How many oranges did Jack have last week?",
        "Sam had 10 apples last month. He bought 3 apples this month. "
        "How many apples did Sam have last month?",
    ],
)
def test_a_question_anchored_to_one_of_two_times_abstains(nlp, text):
    """'last week' and 'this week' are two times, not one 'week'."""
    assert _code(nlp, text) == "restricted-question"


@pytest.mark.parametrize("time", ["last week", "this week", "today"])
def test_a_question_about_the_time_every_fact_names_is_read(nlp, time):
    text = f"Tom picked 4 apples {time}. He picked 5 apples {time}. How many apples did Tom pick {time}?"
    assert _answer(nlp, text) == 9


@pytest.mark.parametrize(
    "text",
    [
        "Leo had $10. He found a $3 toy. How much money does Leo have now?",
        "Sam had $10. Tom gave him a $5 book. How much money does Sam have now?",
        "Omar had $10. He lost his $5 watch. How much money does Omar have now?",
        "Jack had $10. He got a $3 discount. How much money does Jack have now?",
    ],
)
def test_a_thing_s_worth_is_not_money_that_moves(nlp, text):
    """'a $3 toy': the article goes with the toy, and the dollars say what it is worth."""
    abstention = _abstention(nlp, text)
    assert abstention.code == "price"
    assert "is what a" in abstention.message


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Leo had $10. He found $3. How much money does Leo have now?", 13),
        ("Jenny has $8.50. She earns $6.25 babysitting. How much money does Jenny have?", 14.75),
    ],
)
def test_money_without_an_article_on_a_noun_still_moves(nlp, text, value):
    result = parse(text, nlp)
    assert result.answer is not None, result.abstention
    assert (result.answer.value, result.answer.unit) == (value, "dollars")


def test_a_bill_is_money_not_a_thing_with_a_worth(nlp):
    result = parse("Tom had $10. He found a $5 bill. How much money does Tom have now?", nlp)
    assert result.abstention is None or result.abstention.code != "price"


@pytest.mark.parametrize(
    "text",
    [
        "Jack had $10. He bought a pen for $3 and got $7 in change. "
        "How much money does Jack have now?",
        "Sam had $10. He bought a book for $4. The cashier gave him $6 in change. "
        "How much money does Sam have now?",
    ],
)
def test_money_given_back_as_change_abstains(nlp, text):
    """The change says what was handed over (not stated), not money gained."""
    abstention = _abstention(nlp, text)
    assert abstention.code == "unpriced-trade"
    assert "change given back" in abstention.message


def test_money_got_from_someone_is_still_a_gain(nlp):
    assert (
        _answer(nlp, "Jack had $10. He got $7 from his mom. How much money does Jack have now?")
        == 17
    )


@pytest.mark.parametrize(
    ("text", "code"),
    [
        (
            "Leo had 10 apricots. He ate 3 or 4 apricots. How many apricots does Leo have?",
            "uncertain",
        ),
        ("Sam had 10 apples. He has 3 or more pears. How many apples does Sam have?", "uncertain"),
        (
            "Jack had 10 oranges. He ate 3 oranges and a few more. How many oranges does Jack have?",
            "unquantified-event",
        ),
        (
            "Ben had 10 peaches. He bought 3 peaches plus a few extra. "
            "How many peaches does Ben have now?",
            "unquantified-event",
        ),
    ],
)
def test_an_amount_given_as_alternatives_or_with_a_vague_extra_abstains(nlp, text, code):
    assert _code(nlp, text) == code


def test_an_amount_coordinated_with_another_stated_amount_is_read(nlp):
    text = (
        "Tom had 10 apples and 5 pears. He ate 3 apples and 2 pears. "
        "How many apples does Tom have now?"
    )
    assert _answer(nlp, text) == 7


@pytest.mark.parametrize(
    "text",
    [
        "Rosa had 12 lemons. She picked 4 lemon. How many lemons does Rosa have now?",
        "Rosa had 12 lemon. She picked 4 lemons. How many lemons does Rosa have now?",
        "Kai had 9 geese. He bought 2 gooses. How many geese does Kai have now?",
    ],
)
def test_a_counted_noun_in_two_forms_abstains(nlp, text):
    abstention = _abstention(nlp, text)
    assert abstention.code == "unit-mismatch"
    assert "two forms" in abstention.message


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("Rosa had 1 lemon. She picked 4 lemons. How many lemons does Rosa have now?", 5),
        ("Kai had 9 sheep. He bought 2 sheep. How many sheep does Kai have now?", 11),
        ("Kai had 9 dollars. He earned 1 dollar. How many dollars does Kai have now?", 10),
    ],
)
def test_one_noun_in_its_singular_and_plural_forms_is_one_unit(nlp, text, answer):
    assert _answer(nlp, text) == answer


@pytest.mark.parametrize(
    "text",
    [
        "Mia had 8 markers. She took 2 markers out of her backpack. "
        "How many markers does Mia have now?",
        "Mia had 8 markers. She got 2 markers from her drawer. How many markers does Mia have now?",
    ],
)
def test_a_gain_out_of_a_place_the_subject_keeps_things_in_abstains(nlp, text):
    assert _code(nlp, text) == "own-container"


@pytest.mark.parametrize(
    "text",
    [
        "Mia had 8 beans. She picked 2 beans from her garden. How many beans does Mia have now?",
        "Mia had 8 markers. She took 2 markers out of Leo's backpack. "
        "How many markers does Mia have now?",
    ],
)
def test_a_gain_from_a_place_that_yields_or_from_another_holder_is_read(nlp, text):
    assert _answer(nlp, text) == 10


@pytest.mark.parametrize(
    "text",
    [
        "Nina had 7 limes and 4 figs. She sold 2 of them. How many limes does Nina have now?",
        "Nina had 7 limes, 6 kiwis and 4 figs. She sold 2. How many kiwis does Nina have now?",
    ],
)
def test_an_amount_without_a_noun_after_a_list_of_kinds_abstains(nlp, text):
    abstention = _abstention(nlp, text)
    assert abstention.code == "missing-unit"
    assert "may count" in abstention.message


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("Nina had 7 limes. She sold 2 of them. How many limes does Nina have now?", 5),
        ("Nina had 7 limes. She bought 4 figs and sold 2. How many figs does Nina have now?", 2),
    ],
)
def test_an_amount_without_a_noun_after_one_kind_takes_its_unit(nlp, text, answer):
    assert _answer(nlp, text) == answer


def test_a_holder_named_by_part_of_another_holders_name_abstains(nlp):
    text = (
        "A flower shop had 30 tulips. A gift shop had 20 tulips. A grower sold 12 tulips to "
        "the shop. How many tulips does the shop have now?"
    )
    assert _code(nlp, text) == "unresolved-holder"


def test_the_noun_of_the_one_holder_named_with_a_compound_is_that_holder(nlp):
    # "the shop" after "A flower shop", no other shop: the same holder (session 27)
    text = (
        "A flower shop had 30 tulips. A grower sold 12 tulips to the shop. "
        "How many tulips does the shop have now?"
    )
    assert _answer(nlp, text) == 42


def test_a_total_over_holders_whose_names_overlap_is_read(nlp):
    text = (
        "Their checking account has 60 yen and their savings account has 40 yen. "
        "How many yen do they have?"
    )
    assert _answer(nlp, text) == 100


def test_a_loss_from_the_asked_holders_stock_keeps_a_question_of_events_from_being_read(nlp):
    text = (
        "Mom baked 20 cookies. The kids ate 12 of them. Then she baked 8 more cookies. "
        "How many cookies did Mom bake in all?"
    )
    assert _code(nlp, text) == "unsupported-question"


@pytest.mark.parametrize(
    "text",
    [
        "Gia had 12 plums. She eats 2 plums when she is bored. How many plums does Gia have now?",
        "Gia had 12 plums. Whenever Ray visited, Gia gave him 2 plums. "
        "How many plums does Gia have now?",
    ],
)
def test_an_event_under_a_clause_of_every_occasion_is_a_habit(nlp, text):
    assert _code(nlp, text) == "habitual"


@pytest.mark.parametrize(
    "text",
    [
        "Gia had 12 plums. When she got home, she ate 2 plums. How many plums does Gia have now?",
        "Gia has 12 plums. When she goes to the market, she sells 2 plums. "
        "How many plums does Gia have now?",
    ],
)
def test_an_event_under_a_time_clause_of_one_occasion_is_read(nlp, text):
    assert _answer(nlp, text) == 10


@pytest.mark.parametrize(
    "text",
    [
        "Lia had 9 figs. She sold 4 figs, leaving her with no figs. How many figs does Lia have?",
        "Lia had 9 figs. She gave 9 figs to Max, leaving herself with nothing. "
        "How many figs does Lia have?",
    ],
)
def test_a_participle_that_leaves_none_restates_the_holding(nlp, text):
    assert _code(nlp, text) == "restated-holding"


def test_a_participle_that_leaves_none_of_another_thing_is_not_a_holding(nlp):
    text = "Lia had 9 figs. She sold 4 figs, leaving her with no time. How many figs does Lia have?"
    assert _answer(nlp, text) == 5


@pytest.mark.parametrize(
    "text",
    [
        "Ivy had $14. She lost her purse. How much money does Ivy have now?",
        "Ivy had 14 stamps. She dropped her backpack in the river. "
        "How many stamps does Ivy have now?",
    ],
)
def test_losing_a_place_of_ones_own_loses_an_amount_the_text_does_not_give(nlp, text):
    assert _code(nlp, text) == "unquantified-event"


def test_losing_something_that_holds_nothing_counted_is_no_event_on_the_count(nlp):
    text = "Ivy had 14 stamps. She lost her scarf. How many stamps does Ivy have now?"
    assert _answer(nlp, text) == 14


@pytest.mark.parametrize(
    "text",
    [
        "Zoe had 12 grapes. She ate 3 grapes at lunch and again at dinner. "
        "How many grapes does Zoe have now?",
        "Zoe had 12 grapes. She gave 3 grapes to Al in the morning and once more at night. "
        "How many grapes does Zoe have now?",
    ],
)
def test_an_event_repeated_by_a_coordinated_adverb_abstains(nlp, text):
    abstention = _abstention(nlp, text)
    assert abstention.code == "ellipsis"
    assert "repeats an earlier event" in abstention.message


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        (
            "Zoe had 12 grapes. She ate 3 grapes. At dinner she ate 3 grapes again. "
            "How many grapes does Zoe have now?",
            6,
        ),
        (
            "Zoe had 12 grapes. She bought 3 grapes and then again 2 grapes. "
            "How many grapes does Zoe have now?",
            17,
        ),
    ],
)
def test_again_beside_its_own_verb_or_amount_is_read(nlp, text, answer):
    assert _answer(nlp, text) == answer


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        (
            "Nora had 20 shells. Her aunt visited, and she gave Nora 6 shells. "
            "How many shells does Nora have now?",
            26,
        ),
        (
            "Nora had 20 shells. Kim had 9 shells. She gave Nora 4 shells. "
            "How many shells does Nora have now?",
            24,
        ),
    ],
)
def test_a_subject_pronoun_is_not_the_name_its_own_verb_gives_to(nlp, text, answer):
    assert _answer(nlp, text) == answer


def test_the_set_of_a_partitive_is_not_the_other_side_of_its_verb(nlp):
    # "of them" hangs on the number: before, it was read as the side taken from, 'them'
    # resolved to the children, and only the graph's validation caught the self-transfer
    text = (
        "There are 30 markers in the tub. The kids take out 12 of them. "
        "How many markers are still in the tub?"
    )
    assert _code(nlp, text) == "own-stock"


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        (
            "Owen had 18 comics. He bought several comics at a fair. Now he has 30 comics. "
            "How many comics did he buy at the fair?",
            12,
        ),
        (
            "Ada had 25 acorns. She gathered acorns in the woods. Now she has 40 acorns. "
            "How many acorns did she gather?",
            15,
        ),
    ],
)
def test_an_event_that_leaves_its_amount_out_is_the_asked_change(nlp, text, answer):
    assert _answer(nlp, text) == answer


@pytest.mark.parametrize(
    "text",
    [
        # the question's verb moves no bare plural: the eating is the unread event
        "Ada had 25 acorns. She ate acorns. Now she has 20 acorns. How many acorns did she gather?",
        # two events leave their amounts out
        "Ada had 25 acorns. She gathered acorns and she gathered acorns again. "
        "Now she has 40 acorns. How many acorns did she gather?",
    ],
)
def test_a_bare_plural_that_is_not_the_one_asked_change_abstains(nlp, text):
    assert _code(nlp, text) == "unquantified-event"


@pytest.mark.parametrize(
    "text",
    [
        "Eli had 15 marbles. He collected his 4 marbles from the shelf. "
        "How many marbles does Eli have now?",
        "Eli had 15 marbles. He got his 4 marbles back from Ana. "
        "How many marbles does Eli have now?",
    ],
)
def test_a_gain_of_ones_own_things_abstains_whoever_else_is_named(nlp, text):
    assert _code(nlp, text) == "own-stock"


def test_a_gain_from_a_named_other_of_things_not_ones_own_is_read(nlp):
    text = "Eli had 15 marbles. He got 4 marbles from Ana. How many marbles does Eli have now?"
    assert _answer(nlp, text) == 19


def test_a_holders_things_named_before_they_are_counted_abstain(nlp):
    text = (
        "Ken had 8 limes. His lemons were in a bowl. He bought 5 lemons. "
        "How many lemons does Ken have now?"
    )
    assert _code(nlp, text) == "unquantified-event"


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        (
            "Ken had 8 limes. His lemons were in a bowl. He bought 5 lemons. "
            "How many limes does Ken have now?",
            8,
        ),
        (
            "Ken decided to sell his old comics. He gathered up 20 comics to sell. "
            "He sold 12 comics. How many comics does Ken have now?",
            8,
        ),
    ],
)
def test_a_holders_things_of_another_kind_or_the_set_then_counted_are_read(nlp, text, answer):
    assert _answer(nlp, text) == answer


@pytest.mark.parametrize(
    "text",
    [
        "Pia had 16 cherries. She split them evenly with Rob. How many cherries does Pia have?",
        "Pia had 16 cherries. She divided the cherries between Rob and Ida. "
        "How many cherries does Pia have?",
    ],
)
def test_sharing_an_amount_the_text_does_not_give_abstains(nlp, text):
    assert _code(nlp, text) == "unquantified-event"


def test_a_splitting_verb_with_no_one_to_share_with_is_read(nlp):
    text = "Pia had 16 cherries. She split them up. How many cherries does Pia have?"
    assert _answer(nlp, text) == 16


@pytest.mark.parametrize(
    "text",
    [
        "Ava had 14 figs. All the kids ate 2 figs. How many figs does Ava have now?",
        "Ava had 14 figs. Both boys ate 2 figs. How many figs does Ava have now?",
        "Ava had 14 figs. The kids except Ava's cousin ate 2 figs. How many figs does Ava have now?",
    ],
)
def test_a_group_quantified_as_a_whole_eating_from_a_holder_abstains(nlp, text):
    assert _code(nlp, text) == "plural-holder"


def test_a_plain_group_eating_from_the_single_holder_is_read(nlp):
    text = "Ava had 14 figs. The kids ate 2 figs. How many figs does Ava have now?"
    assert _answer(nlp, text) == 12


def test_a_gain_out_of_a_storage_place_nobody_named_abstains(nlp):
    text = "Liv had 9 eggs. She took 4 eggs out of the cupboard. How many eggs does Liv have now?"
    assert _code(nlp, text) == "own-stock"


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        (
            "The cupboard holds 9 eggs. Liv takes 4 eggs out of the cupboard. "
            "How many eggs are in the cupboard now?",
            5,
        ),
        (
            "Liv had 9 eggs. She took 4 eggs out of Ann's cupboard. How many eggs does Liv have?",
            13,
        ),
    ],
)
def test_a_gain_out_of_a_place_named_before_or_owned_by_another_is_read(nlp, text, answer):
    assert _answer(nlp, text) == answer


def test_an_ordinal_that_ranks_its_noun_is_no_fraction(nlp):
    text = (
        "The fourth grade class had 26 students. 4 students left. "
        "How many students does the fourth grade class have now?"
    )
    assert _answer(nlp, text) == 22


@pytest.mark.parametrize(
    "text",
    [
        "Ty had 12 cups of milk. He used a third cup of milk. How many cups of milk does Ty have?",
        "Ty had 12 pears. He ate a third of a pear. How many pears does Ty have now?",
    ],
)
def test_an_ordinal_that_divides_is_a_fraction(nlp, text):
    assert _code(nlp, text) == "unsupported-quantity"


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        (
            "There were 18 people on the train. 6 people got on. How many people are on the train now?",
            24,
        ),
        (
            "There were 18 ducks in the pond. 4 ducks flew in. How many ducks are in the pond now?",
            22,
        ),
    ],
)
def test_a_verb_of_arrival_with_on_or_in_is_read(nlp, text, answer):
    assert _answer(nlp, text) == answer


@pytest.mark.parametrize(
    "text, shown",
    [
        ("Nora had 12 limes. She picked 4 limes x3. How many limes does Nora have now?", "x3"),
        ("Ivo had 6 plums. He got 2x more plums. How many plums does Ivo have now?", "2x"),
        ("Ada had 9 figs. She bought 5 figs \u00d72. How many figs does Ada have now?", "\u00d72"),
    ],
)
def test_a_multiplier_sign_beside_a_number_abstains(nlp, text, shown):
    found = _abstention(nlp, text)
    assert found.code == "unsupported-quantity" and f"'{shown}'" in found.message


@pytest.mark.parametrize(
    "text, shown",
    [
        ("Lena had 20.000 beads. She lost 5 beads. How many beads does Lena have now?",
         "'20.000' may be 20 or 20000"),
        ("A shop had 1.500 kg of flour. It sold 200 kg of flour. How many kg of flour does "
         "the shop have now?", "'1.500' may be 1.5 or 1500"),
    ],
)  # fmt: skip
def test_a_point_that_may_group_thousands_abstains(nlp, text, shown):
    found = _abstention(nlp, text)
    assert found.code == "unsupported-quantity" and shown in found.message


@pytest.mark.parametrize(
    "text, answer",
    [
        ("Lena had 20.5 kg of clay. She used 5 kg of clay. How many kg of clay does Lena "
         "have now?", 15.5),
        ("Omar had 0.125 gallon of paint. He bought 0.375 gallon of paint. How many gallons "
         "of paint does Omar have now?", 0.5),
        ("Tia had 1,500 stamps. She sold 200 stamps. How many stamps does Tia have now?", 1300),
        ("Max had 12 apples. He gave 2 to Kim. How many apples does Max have now?", 10),
    ],
)  # fmt: skip
def test_plain_decimals_and_grouped_digits_are_still_read(nlp, text, answer):
    assert _answer(nlp, text) == answer


@pytest.mark.parametrize(
    "text",
    [
        "Rita had 14 cherries. She ate 5 cherries. How many cherries does Rita have in her bag?",
        "Tom had 8 coins. He spent 3 coins. How many coins does Tom have in his pocket?",
        "Eli had 9 grapes. He ate 2 grapes. How many grapes does Eli have in his other hand?",
        "Eli had 9 grapes. He ate 2 grapes. How many grapes does Eli have in his hand?",
        "Ms. Gray had 25 students. She got 4 new students. How many students does Ms. Gray "
        "have in her class?",
    ],
)
def test_a_question_about_a_container_no_statement_names_abstains(nlp, text):
    assert _code(nlp, text) == "restricted-question"


@pytest.mark.parametrize(
    "text, answer",
    [
        ("Rita had 14 cherries in her bag. She ate 5 cherries. How many cherries does Rita "
         "have in her bag?", 9),
        ("Ms. Gray had 25 students in her class. She got 4 new students. How many students "
         "does Ms. Gray have in her class?", 29),
    ],
)  # fmt: skip
def test_a_question_about_the_holders_own_place_is_read(nlp, text, answer):
    assert _answer(nlp, text) == answer


@pytest.mark.parametrize(
    "text",
    [
        "Nia had 12 cookies. She saved 4 cookies for dessert. How many cookies does Nia have now?",
        "Leo had 9 stickers. He saved 2 stickers. How many stickers does Leo have now?",
    ],
)
def test_saving_things_that_are_not_money_abstains(nlp, text):
    found = _abstention(nlp, text)
    assert found.code == "own-stock" and "'saved'" in found.message


@pytest.mark.parametrize(
    "text, answer",
    [
        ("Nia had $12. She saved $4 more. How much money does Nia have now?", 16),
        ("Leo had 5 dimes. He saved 3 dimes. How many dimes does Leo have now?", 8),
    ],
)
def test_saving_money_or_coins_is_a_gain(nlp, text, answer):
    assert _answer(nlp, text) == answer


@pytest.mark.parametrize(
    "text",
    [
        "Kai had 10 lemons. He bought 3 lemmons. How many lemons does Kai have now?",
        "Ana had 8 carrots. She ate 2 carots. How many carrots does Ana have now?",
    ],
)
def test_a_counted_noun_one_letter_inside_another_abstains(nlp, text):
    found = _abstention(nlp, text)
    assert found.code == "unit-mismatch" and "one letter" in found.message


@pytest.mark.parametrize(
    "text, answer",
    [
        ("Kai had 10 pans. He bought 3 pants. How many pans does Kai have now?", 10),
        ("Ana had 8 cards. She bought 2 carts. How many cards does Ana have now?", 8),
    ],
)
def test_two_nouns_a_letter_apart_at_an_end_or_in_place_are_two_nouns(nlp, text, answer):
    assert _answer(nlp, text) == answer


@pytest.mark.parametrize(
    "text, answer",
    [
        ("The farm had 10 cows in its barn. It bought 4 cows. How many cows does the farm "
         "have now?", 14),
        ("A cafe had 30 mugs on its shelves. It broke 6 mugs. How many mugs does the cafe "
         "have now?", 24),
        ("A kiosk has 3 crates with 8 melons in each crate. It sold 5 melons. How many melons "
         "does the kiosk have now?", 19),
    ],
)  # fmt: skip
def test_a_subject_it_goes_on_with_the_last_subject_thing(nlp, text, answer):
    assert _answer(nlp, text) == answer


@pytest.mark.parametrize(
    "text, answer",
    [
        ("There were 30 kids on the bus. 7 kids got off the bus. How many kids are on the bus "
         "now?", 23),
        ("There were 30 kids on the bus. At the school, 7 kids got on the bus. How many kids "
         "are on the bus now?", 37),
        ("14 people were on the ferry. 6 people hopped off the ferry at the dock. How many "
         "people are on the ferry now?", 8),
    ],
)  # fmt: skip
def test_a_motion_particle_written_with_its_object_names_the_place(nlp, text, answer):
    assert _answer(nlp, text) == answer


def test_leaving_another_vehicle_is_not_the_asked_ones_loss(nlp):
    text = (
        "There were 30 kids on the bus. 7 kids got off the train. How many kids are on the bus now?"
    )
    assert _code(nlp, text) == "irrelevant-event"


@pytest.mark.parametrize(
    "text, shown",
    [
        ("Ana bought two three-packs of socks. How many packs did Ana buy?", "'two three'"),
        ("Ana has 5 apples. She buys one million million apples. How many apples does Ana "
         "have?", "'one million million'"),
        ("Ana has five five apples. How many apples does Ana have?", "'five five'"),
        ("Bo had 60 dollars. He paid with one fifty-dollar bill. How many dollars does Bo "
         "have now?", "'one fifty'"),
    ],
)  # fmt: skip
def test_number_words_that_do_not_make_one_number_abstain(nlp, text, shown):
    found = _abstention(nlp, text)
    assert found.code == "unsupported-quantity" and shown in found.message


@pytest.mark.parametrize(
    "text, answer",
    [
        ("Kim had twenty-five beads. She bought one hundred and five beads. How many beads "
         "does Kim have now?", 130),
        ("A farm had fifteen hundred hens. It sold two hundred hens. How many hens does the "
         "farm have now?", 1300),
        ("Lu had a dozen eggs. She bought two dozen eggs. How many eggs does Lu have now?", 36),
    ],
)  # fmt: skip
def test_number_words_in_english_order_are_read(nlp, text, answer):
    assert _answer(nlp, text) == answer


@pytest.mark.parametrize(
    "text, answer",
    [
        ("Leo has 4 apples. Lucy has 5 more apples than Leo. Leo gives Lucy 2 apples. How "
         "many apples does Lucy have?", 11),
        ("Eva has 6 apples. Joe has twice as many apples as Eva. Eva gives Joe 2 apples. How "
         "many apples does Joe have?", 14),
        ("Ann has 9 apples. Tom has 3 apples. Ann gives Tom 2 apples. How many apples does "
         "Tom have?", 5),
    ],
)  # fmt: skip
def test_a_name_parsed_as_a_modifier_before_the_number_is_the_receiver(nlp, text, answer):
    gives = next(s for s in nlp(text).sents if "gives" in s.text)
    assert [t.dep_ for t in gives][2] == "nmod"  # the parse this test is about
    assert _answer(nlp, text) == answer


@pytest.mark.parametrize(
    "text",
    [
        "There were 18 kids on the bus. 4 kids got off the bus and later got back on the "
        "bus. How many kids are on the bus now?",
        "There were 18 kids on the bus. 4 kids got off the bus but then got back on it. How "
        "many kids are on the bus now?",
    ],
)
def test_a_coordinated_motion_without_its_own_amount_abstains(nlp, text):
    assert _code(nlp, text) == "ellipsis"


def test_a_question_subject_read_as_a_time_is_no_total(nlp):
    text = "Ed has 10 figs. Ed gives May 2 figs. How many figs does May have now?"
    assert _code(nlp, text) == "unresolved-holder"


@pytest.mark.parametrize(
    "text",
    [
        "Ada had $12. She earned money. How much money does Ada have now?",
        "Ada had $12. She lost cash. How much money does Ada have now?",
        "Ada had 12 dollars. She saved money. How many dollars does Ada have now?",
    ],
)
def test_bare_money_moved_in_a_problem_that_counts_money_abstains(nlp, text):
    assert _code(nlp, text) == "unquantified-event"


def test_bare_money_beside_other_things_asked_is_left_alone(nlp):
    text = "Ada had 12 plums. She earned money. How many plums does Ada have now?"
    assert _answer(nlp, text) == 12


@pytest.mark.parametrize(
    "text",
    [
        "Kit had 14 figs. He ate a lot. How many figs does Kit have now?",
        "Kit had 14 figs. He sold a bunch. How many figs does Kit have now?",
        "Kit had $14. He saved a lot. How much money does Kit have now?",
    ],
)
def test_an_amount_said_as_a_lot_or_a_bunch_abstains(nlp, text):
    assert _code(nlp, text) == "unquantified-event"


def test_money_saved_on_a_purchase_is_no_gain(nlp):
    text = "Kit had $14. He saved $3 on a jacket. How much money does Kit have now?"
    assert _code(nlp, text) == "unpriced-trade"


def test_money_saved_on_days_is_read(nlp):
    text = "Kit saved $3 on Monday and $6 on Friday. How much money did Kit save?"
    assert _answer(nlp, text) == 9


@pytest.mark.parametrize(
    "text",
    [
        "Ivo had 12 cards. He got on the train with 4 cards. How many cards does Ivo have now?",
        "Ivo had 12 cards. He got off the bus with 4 cards. How many cards does Ivo have now?",
    ],
)
def test_an_amount_that_goes_along_with_a_verb_is_not_moved_by_it(nlp, text):
    assert _code(nlp, text) == "unattached-quantity"


def test_a_holding_started_with_is_still_read(nlp):
    text = "Ivo started with 12 cards. He lost 4 cards. How many cards does Ivo have now?"
    assert _answer(nlp, text) == 8


def test_giving_someone_elses_things_to_a_named_receiver_abstains(nlp):
    text = "Ola has 10 pears. Ola gives Tom Ann's 2 pears. How many pears does Ola have now?"
    assert _code(nlp, text) == "others-stock"


def test_giving_ones_own_things_to_a_named_receiver_is_read(nlp):
    text = "Ola has 10 pears. Ola gives Tom 2 of her pears. How many pears does Ola have now?"
    assert _answer(nlp, text) == 8
