"""End to end: events, holdings and prices whose amount the text leaves out abstain.

Each reading here would otherwise drop a clause silently (and answer as if nothing
happened) or take an unstated holding for zero. Every phrasing is written for this file;
the answered controls keep the frame and state the amount, and were worked out by hand.
"""

from __future__ import annotations

import pytest
from wordproblem.pipeline import parse


def _outcome(nlp, text: str) -> str | float:
    """RETURNS: the abstention code, or the answer's value."""
    result = parse(text, nlp)
    if result.abstention is not None:
        return result.abstention.code
    assert result.answer is not None
    return result.answer.value


# an event on the counted noun (or a pronoun for it) with no number
UNQUANTIFIED_EVENTS = [
    "Rita had 12 pens. She gave her pens to Luis. How many pens does Rita have now?",
    "Rita had 12 pens. She handed them all over. How many pens does Rita have now?",
    "Rita had 12 pens. Luis took Rita's pens. How many pens does Rita have now?",
    "Rita had 12 pens. She lost a box of pens. How many pens does Rita have now?",
    "Rita had 12 pens. She threw away the broken pens. How many pens does Rita have now?",
    "Rita had 12 pens. She threw out the dry ones. How many pens does Rita have now?",
    "Rita had 12 pens. She found pens under the sofa. How many pens does Rita have now?",
    "Rita had 12 pens. Her uncle mailed her a pack of pens. How many pens does Rita have?",
    "Rita had 12 pens. She bought the same number again. How many pens does Rita have?",
    "Rita had 12 pens. She bought as many pens as Luis. How many pens does Rita have now?",
]

# things of the counted noun act in an unstated amount
UNQUANTIFIED_SUBJECTS = [
    "Rita had 12 pens. A few slipped behind the desk. How many pens does Rita have now?",
]

# an event whose amount the text leaves out is read as an unknown; a question about the
# end holding then has no single answer (the solver's refusal), also when its subject is
# the things that move ("Several pens broke": "5 pens broke" is answered, test_parser_composed)
UNSTATED_EVENTS = [
    (
        "Rita had 12 pens. She bought more pens at school. How many pens does Rita have now?",
        "underdetermined",
    ),
    (
        "Rita had 12 pens. Some pens disappeared. How many pens does Rita have now?",
        "unattached-quantity",
    ),
    (
        # read since session 19 (a consuming verb with the things as subject): the
        # amount left out, the solver refuses
        "Rita had 12 pens. Several pens broke in her bag. How many pens does Rita have now?",
        "underdetermined",
    ),
]


@pytest.mark.parametrize(("text", "code"), UNSTATED_EVENTS)
def test_an_event_with_its_amount_left_out_has_no_answer(nlp, text, code):
    assert _outcome(nlp, text) == code


# a holding of the counted noun with no number is not a holding of zero
UNQUANTIFIED_HOLDINGS = [
    "Carlos had marbles. He won 5 marbles. How many marbles does Carlos have now?",
    "Carlos had a jar of marbles. He won 5 marbles. How many marbles does Carlos have now?",
    "Carlos had a bag full of marbles. He won 5 marbles. How many marbles does Carlos have?",
    "Carlos had his marbles. He won 5 marbles. How many marbles does Carlos have now?",
    "Carlos kept marbles in a tin. He won 5 marbles. How many marbles does Carlos have now?",
]

# the same frames with the amount stated (or none held), answered
CONTROLS = [
    ("Rita had 12 pens. She gave 4 of her pens to Luis. How many pens does Rita have?", 8),
    ("Rita had 12 pens. She threw away 3 broken pens. How many pens does Rita have?", 9),
    ("Rita had 12 pens. She bought 5 more pens. How many pens does Rita have now?", 17),
    ("Carlos had no marbles. He won 5 marbles. How many marbles does Carlos have now?", 5),
    ("Carlos won 5 marbles. He won 2 more marbles. How many marbles does Carlos have?", 7),
    ("Carlos had 6 marble bags. He won 5 marbles. How many marbles does Carlos have?", 5),
]


@pytest.mark.parametrize("text", UNQUANTIFIED_EVENTS + UNQUANTIFIED_SUBJECTS)
def test_an_event_without_its_amount_abstains(nlp, text):
    assert _outcome(nlp, text) == "unquantified-event"


@pytest.mark.parametrize("text", UNQUANTIFIED_HOLDINGS)
def test_a_holding_without_its_amount_abstains(nlp, text):
    assert _outcome(nlp, text) == "unquantified-event"


@pytest.mark.parametrize(("text", "value"), CONTROLS)
def test_the_stated_amount_is_read(nlp, text, value):
    assert _outcome(nlp, text) == value


# money is asked and a purchase or sale names no price
UNPRICED = [
    "Nina had $20. She bought 3 notebooks. How much money does Nina have now?",
    "Nina had $20. She bought a sandwich and a drink. How much money does Nina have left?",
    "Nina had 20 dollars. She sold her old bike. How many dollars does Nina have now?",
    "Nina had $20. She paid for the bus. How much money does Nina have now?",
]

# a price per item written with 'apiece' or an article
PER_ITEM = [
    "Nina had $20. She bought 3 notebooks for $2 a piece. How much money does Nina have now?",
]

PRICED = [
    ("Nina had $20. She bought 3 notebooks for $4. How much money does Nina have now?", 16),
    # 'apiece' as 'each': the rate the purchase pays (3 x $4)
    ("Nina had $20. She bought 3 notebooks for $4 apiece. How much money does Nina have now?", 8),
    # a price per item with an article: the rate the purchase pays (3 x $4)
    ("Nina had $20. She bought 3 notebooks at $4 a notebook. How much money does Nina have?", 8),
    (
        "Penny has $20. Penny buys 4 pairs of socks for $2 a pair. How much money does Penny have left?",
        12,
    ),
    ("Nina had $20. She paid $6 for the bus. How much money does Nina have now?", 14),
    ("Nina had $20. She bought 3 notebooks. How many notebooks does Nina have now?", 3),
]


@pytest.mark.parametrize("text", UNPRICED)
def test_a_trade_without_its_price_abstains_when_money_is_asked(nlp, text):
    # question.check_prices ('unsupported-question') catches a trade by the holder asked
    # about first; coverage.check_unpriced_trade the rest ('paid for the bus')
    assert _outcome(nlp, text) in ("unpriced-trade", "unsupported-question")


@pytest.mark.parametrize("text", PER_ITEM)
def test_a_price_per_item_is_a_rate(nlp, text):
    assert _outcome(nlp, text) == "rate"


@pytest.mark.parametrize(("text", "value"), PRICED)
def test_a_stated_price_is_read(nlp, text, value):
    assert _outcome(nlp, text) == value


# a gain got for someone else: whose the things are is not said
BENEFACTIVE = [
    "Owen had 8 shells. He found Maria 4 shells. How many shells does Owen have now?",
    "Owen had 8 shells. He picked up 4 shells for his brother. How many shells does Owen have?",
    "Owen had 8 shells. He bought 4 shells for Maria. How many shells does Owen have now?",
    "Owen had 8 shells. He got his aunt 4 shells. How many shells does Owen have now?",
    "Owen had 8 shells. He collected 4 shells for her. How many shells does Owen have now?",
]

FOR_ONESELF = [
    ("Owen had 8 shells. He found himself 4 shells. How many shells does Owen have now?", 12),
    ("Owen had 8 shells. He bought 4 shells for himself. How many shells does Owen have?", 12),
    ("Owen had 8 shells. He bought 4 shells for the party. How many shells does Owen have?", 12),
]


@pytest.mark.parametrize("text", BENEFACTIVE)
def test_a_gain_for_someone_else_abstains(nlp, text):
    assert _outcome(nlp, text) == "benefactive"


@pytest.mark.parametrize(("text", "value"), FOR_ONESELF)
def test_a_gain_for_oneself_or_an_occasion_is_read(nlp, text, value):
    assert _outcome(nlp, text) == value


# something is made while the ingredient is asked: how many were used is not said
INGREDIENTS = [
    "Paula had 12 oranges. She made 2 jugs of juice. How many oranges does Paula have now?",
    "Paula had 30 bricks. She built a wall. How many bricks does Paula have now?",
    "Paula had 12 potatoes. She cooked soup with some of them. How many potatoes are left?",
    "Paula had 20 apples. She baked 3 pies. How many apples does Paula have now?",
]

MADE = [
    ("Paula had 12 oranges. She made 2 pies. How many pies does Paula have now?", 2),
    ("Paula had 12 oranges. She bought 2 orange cakes. How many oranges does Paula have?", 12),
    (
        "Paula had 12 eggs. She baked a cake with eggs from her neighbor's farm. "
        "She bought 6 eggs. How many eggs does Paula have now?",
        "ingredient-use",  # 'her neighbor's farm' is someone's; still not surely hers
    ),
]

# a container counts the asked things, or the asked containers hold counted things
CONTAINERS = [
    "Hugo had 4 packs of cards. He won 9 cards. How many cards does Hugo have now?",
    "Hugo had 2 crates of apples. He picked 30 apples. How many apples does Hugo have now?",
    "Hugo had 6 bunches of bananas. He ate 3 bananas. How many bananas does Hugo have now?",
    "Hugo had 6 bags of rice. He used 2 cups of rice. How many bags of rice are left?",
]

MEASURES = [
    (
        "Hugo had 4 packs of cards. He won 2 packs of cards. How many packs of cards "
        "does Hugo have now?",
        6,
    ),
    ("Hugo had 3 dozen eggs. He used 10 eggs. How many eggs does Hugo have now?", 26),
]


@pytest.mark.parametrize("text", INGREDIENTS)
def test_making_something_from_the_asked_things_abstains(nlp, text):
    assert _outcome(nlp, text) == "ingredient-use"


@pytest.mark.parametrize(("text", "outcome"), MADE)
def test_what_is_made_or_bought_whole_is_read(nlp, text, outcome):
    assert _outcome(nlp, text) == outcome


@pytest.mark.parametrize("text", CONTAINERS)
def test_a_container_of_the_asked_things_abstains(nlp, text):
    assert _outcome(nlp, text) == "container-count"


@pytest.mark.parametrize(("text", "value"), MEASURES)
def test_one_measure_throughout_is_read(nlp, text, value):
    assert _outcome(nlp, text) == value


# a gain that may move the subject's own things, with no other side named
OWN_STOCK = [
    "Greta had 15 cards. She picked out 4 cards for the game. How many cards does Greta have?",
    "Greta had 15 cards. She took out 4 cards. How many cards does Greta have now?",
    "Greta had 15 cards. She brought 4 cards to class. How many cards does Greta have now?",
    "Greta had 15 cards. She got her 4 cards. How many cards does Greta have now?",
]

# a part named by a relative clause
RELATIVE_PARTS = [
    (
        "Greta had 15 cards. She won 6 cards, 2 of which she lost. How many cards does Greta have?",
        "unattached-quantity",
    ),
    (
        "Greta had 15 cards. She got 6 cards, half of which were torn. How many cards are there?",
        "unsupported-quantity",
    ),
    (
        "Greta had 15 cards. She found 6 cards, one of which she kept. How many cards does she have?",
        "unattached-quantity",
    ),
]

GOT = [
    (
        "Iris brought $40 to the fair. She spent $15 on rides. How much money does Iris have left?",
        25,
    ),
    ("Greta had 15 cards. She picked 4 cards from the pile. How many cards does Greta have?", 19),
    ("Greta had 15 cards. She won 6 cards and lost 2 of them. How many cards does Greta have?", 19),
]


@pytest.mark.parametrize("text", OWN_STOCK)
def test_a_gain_of_ones_own_things_abstains(nlp, text):
    assert _outcome(nlp, text) == "own-stock"


@pytest.mark.parametrize(("text", "code"), RELATIVE_PARTS)
def test_a_part_read_by_a_relative_clause_abstains(nlp, text, code):
    assert _outcome(nlp, text) == code


@pytest.mark.parametrize(("text", "value"), GOT)
def test_a_gain_from_a_source_is_read(nlp, text, value):
    assert _outcome(nlp, text) == value


# a clause that repeats an event without its verb, or a gapped clause on the asked unit
ELLIPSES = [
    "Dana had 9 cookies. She ate 2 cookies in the morning and did the same at night. How "
    "many cookies does Dana have now?",
    "Dana had 9 cookies. She sold 2 cookies and Eli 3 cookies. How many cookies does Dana "
    "have now?",
]

# several others in one exchange: so many in all, or so many each?
COORDINATED_PARTIES = [
    "Dana had 9 cookies. She gave 2 cookies to Eli and Fay. How many cookies does Dana have?",
    "Dana had 9 cookies. She handed Eli and Fay 2 cookies. How many cookies does Dana have?",
]

NOT_ELLIPSES = [
    # a 'do' that repeats the event of another subject, read since session 19
    (
        "Dana had 9 cookies. Eli had 7 cookies. Eli ate 2 cookies, and so did Dana. How many "
        "cookies does Dana have now?",
        7,
    ),
    (
        "Dana had 9 cookies. Eli had 7 cookies. Eli ate 2 cookies. Dana did too. How many "
        "cookies do they have in all?",
        12,
    ),
    (
        "Dana had 9 cookies. Eli had 7 cookies. Eli ate 2 cookies, and so did Dana. How many "
        "cookies does Eli have now?",
        5,
    ),
    (
        "Dana had 9 cookies. Eli had 7 cookies. Eli ate 2 cookies but Dana did not. How many "
        "cookies do they have in all?",
        14,
    ),
    (
        "Dana had 9 cookies. She ate 2 cookies on Friday and 3 on Saturday. How many cookies "
        "does Dana have now?",
        4,
    ),
    (
        "Dana had 9 cookies. She gave 2 cookies to Eli and Fay to share. How many cookies "
        "does Dana have now?",
        7,
    ),
    (
        "Dana had 9 cookies. She gave Eli 2 cookies and Fay 3 cookies. How many cookies does "
        "Dana have now?",
        4,
    ),
]


@pytest.mark.parametrize("text", ELLIPSES)
def test_an_elided_event_abstains(nlp, text):
    assert _outcome(nlp, text) == "ellipsis"


@pytest.mark.parametrize("text", COORDINATED_PARTIES)
def test_an_exchange_with_several_others_abstains(nlp, text):
    assert _outcome(nlp, text) == "coordinated-party"


@pytest.mark.parametrize(("text", "value"), NOT_ELLIPSES)
def test_a_clause_with_its_own_verb_or_another_holder_is_read(nlp, text, value):
    assert _outcome(nlp, text) == value


# the text asks two things, or a statement only reports a question
TWO_QUESTIONS = [
    "Kai had 8 kites. He sold 3 kites. How many kites does Kai have? How many did he sell?",
    "Kai had 8 kites. Zoe had 5 kites. Kai sold 3 kites. How many kites does Kai have, and Zoe?",
    "Kai had 8 kites. He sold 3 kites. How many kites does Kai have and how many did he sell?",
]
REPORTED_QUESTIONS = [
    (
        "Kai had 8 kites. Zoe asked whether Kai sold 3 kites. How many kites does Kai have now?",
        "conditional",
    ),
    (
        'Kai had 8 kites. Zoe asked, "Did Kai sell 3 kites?" How many kites does Kai have now?',
        "unsupported-question",
    ),
]


@pytest.mark.parametrize("text", TWO_QUESTIONS)
def test_two_questions_abstain(nlp, text):
    assert _outcome(nlp, text) == "unsupported-question"


@pytest.mark.parametrize(("text", "code"), REPORTED_QUESTIONS)
def test_a_reported_question_asserts_no_event(nlp, text, code):
    assert _outcome(nlp, text) == code


def test_one_question_with_repeated_marks_is_read(nlp):
    text = "Kai had 8 kites!! He sold 3 kites. How many kites does Kai have now??"
    assert _outcome(nlp, text) == 5


# Controls found when these checks met the v2 readings (answers worked by hand): a rate's
# count is a container of what it counts; a making verb whose product is asked, or whose
# use the main clause states; a noun modifier inside a listed item is no gapped subject.
CHECK_CONTROLS = [
    ("Nora has 6 boxes of markers. Each box holds 8 markers. How many markers does Nora have?", 48),
    (
        "Ivo is baking muffins. He bakes 12 muffins and then 9 muffins. How many muffins does Ivo bake?",
        21,
    ),
    (
        "While making bread, a baker used 2 bags of rye flour and 3 bags of white flour. "
        "How many bags of flour did the baker use in all?",
        5,
    ),
    (
        "Lena had $50. She bought a T-shirt for $12 and a cap for $8. "
        "How much money does Lena have left?",
        30,
    ),
]


@pytest.mark.parametrize(("text", "value"), CHECK_CONTROLS)
def test_the_checks_leave_what_the_text_states(nlp, text, value):
    assert _outcome(nlp, text) == value
