"""The parser, end to end, on questions of one group's equal part (decision 0006 rule 4,
``constructions/share.EqualShare``): splits among the people the text names, averages
over a stated period, totals spread over stated groups and splits among groups counted
apart, and the near misses that must abstain.

Expected graphs are written by hand from 0006's ``share`` fact; answers are worked out by
hand (total / number of named people).
"""

from __future__ import annotations

import pytest
from wordproblem.pipeline import parse


def _share(total, unit, people):
    return (
        f'{{"entities":[],"facts":[{{"each":{{"per":"person","unit":"{unit}","value":null}},'
        f'"entity":null,"groups":{{"unit":"people","value":{people}}},"remainder":null,'
        f'"total":{{"unit":"{unit}","value":{total}}},"type":"share"}}],"initial_state":[],'
        f'"operations":[],"question":{{"fact":0,"slot":"each"}},'
        f'"unknown":{{"entity":null,"unit":"{unit}"}}}}'
    )


NAMED_SHARES = [
    (  # two people: the subject and the one 'with' her
        "Nancy goes fishing with Joan. They catch 18 trout. "
        "If they equally split up the trout, how many will each one get?",
        _share(18, "trout", 2),
        9,
    ),
    (  # three: a coordinated subject, the split a passive 'are equally divided'
        "Fred, Benny, and Jason have 24 crayons all together. "
        "If the crayons are equally divided, how many will each person get?",
        _share(24, "crayons", 3),
        8,
    ),
    (  # the total is what the bill came to; 'have to pay' asks one person's part
        "Benny goes to lunch with Sally and Sandy. The total bill came to 15 dollars. "
        "They decided to equally split up the bill, how much will each person have to pay?",
        _share(15, "dollars", 3),
        5,
    ),
    (  # 'them' for the total, the asked noun stated
        "Tom and Ann have 14 stickers. If they divide them equally, "
        "how many stickers will each one get?",
        _share(14, "stickers", 2),
        7,
    ),
    (
        "Ella, Mia and Zoe bake 30 cookies. If the cookies are divided evenly, "
        "how many cookies will each person receive?",
        _share(30, "cookies", 3),
        10,
    ),
]


@pytest.mark.parametrize(("text", "graph", "answer"), NAMED_SHARES)
def test_an_equal_split_among_named_people_is_a_share(nlp, text, graph, answer):
    result = parse(text, nlp)
    assert result.abstention is None, result.abstention
    assert result.graph.canonical_bytes().decode() == graph
    assert result.answer.value == answer


NAMED_SHARES_ABSTAINED = [
    # not equal: 'split up' alone may be any split
    (
        "Nancy goes fishing with Joan. They catch 18 trout. "
        "If they split up the trout, how many will each one get?",
        "rate",
    ),
    # a remainder nobody asks about: the share is read, the solver finds no whole part
    (
        "Nancy goes fishing with Joan. They catch 19 trout. "
        "If they equally split up the trout, how many will each one get?",
        "not-whole",
    ),
    # the remainder asked
    (
        "Tom and Ann have 14 stickers. If they divide them equally, "
        "how many stickers will each one have left?",
        "rate",
    ),
    # people not counted: 'her friends', 'her brother', 'the class'
    (
        "Nancy goes fishing with her friends. They catch 18 trout. "
        "If they equally split up the trout, how many will each one get?",
        "rate",
    ),
    (
        "Nancy goes fishing with Joan and her brother. They catch 18 trout. "
        "If they equally split up the trout, how many will each one get?",
        "rate",
    ),
    (
        "The class goes fishing with Joan. They catch 18 trout. "
        "If they equally split up the trout, how many will each one get?",
        "rate",
    ),
    # someone else catches, someone else is met, someone else joins the split
    (
        "Nancy goes fishing with Joan. Her dad catches 18 trout. "
        "If they equally split up the trout, how many will each one get?",
        "rate",
    ),
    (
        "Nancy goes fishing with Joan. They catch 18 trout. They meet Tom. "
        "If they equally split up the trout, how many will each one get?",
        "rate",
    ),
    (
        "Nancy goes fishing with Joan. They catch 18 trout. "
        "If they equally split up the trout with Tom, how many will each one get?",
        "rate",
    ),
    # names in another sentence: the group is not certain
    (
        "Nancy goes fishing with Joan. Tom is happy. They catch 18 trout. "
        "If they equally split up the trout, how many will each one get?",
        "rate",
    ),
    # the split names its own groups
    (
        "Nancy goes fishing with Joan. They catch 18 trout. "
        "If they equally split up the trout among 3 friends, how many will each one get?",
        "rate",
    ),
    # 'each' on another noun
    (
        "Nancy goes fishing with Joan. They catch 18 trout. "
        "If they equally split up the trout, how many trout will each bucket hold?",
        "rate",
    ),
    # another amount, another thing asked, an unstated loss, 'each' in the statements
    (
        "Nancy goes fishing with Joan. They catch 18 trout and 6 bass. "
        "If they equally split up the trout, how many will each one get?",
        "rate",
    ),
    (
        "Nancy goes fishing with Joan. They catch 18 trout. "
        "If they equally split up the trout, how many bass will each one get?",
        "rate",
    ),
    (  # the loss of an amount the text does not give
        "Tom and Ann have 14 stickers. They lose some. If they divide them equally, "
        "how many stickers will each one get?",
        "unquantified-event",
    ),
    (
        "Fred, Benny, and Jason have 24 crayons each. "
        "If the crayons are equally divided, how many will each person get?",
        "rate",
    ),
    # the bill is not what was stated
    (
        "Benny goes to lunch with Sally and Sandy. Benny's meal cost 15 dollars. "
        "They decided to equally split up the bill, how much will each person have to pay?",
        "rate",
    ),
]


@pytest.mark.parametrize(("text", "code"), NAMED_SHARES_ABSTAINED)
def test_an_uncertain_split_among_people_abstains(nlp, text, code):
    result = parse(text, nlp)
    assert result.graph is None and result.abstention is not None
    assert result.abstention.code == code


# --- averages over a stated period (components/question/averages.py): a week is 7 days ---
def _average(total, unit, count, groups, per):
    return (
        f'{{"entities":[],"facts":[{{"each":{{"per":"{per}","unit":"{unit}","value":null}},'
        f'"entity":null,"groups":{{"unit":"{groups}","value":{count}}},"remainder":null,'
        f'"total":{{"unit":"{unit}","value":{total}}},"type":"share"}}],"initial_state":[],'
        f'"operations":[],"question":{{"fact":0,"slot":"each"}},'
        f'"unknown":{{"entity":null,"unit":"{unit}"}}}}'
    )


AVERAGES = [
    (
        "A restaurant sold 63 hamburgers last week. "
        "How many hamburgers on average were sold each day?",
        _average(63, "hamburgers", 7, "days", "day"),
        9,
    ),
    (  # 'in a week', 'on average' after the period
        "A bakery baked 84 loaves in a week. How many loaves did it bake each day on average?",
        _average(84, "loaves", 7, "days", "day"),
        12,
    ),
    (  # a year is 12 months, 'every month'
        "The farm sold 96 eggs last year. On average, how many eggs did the farm sell every month?",
        _average(96, "eggs", 12, "months", "month"),
        8,
    ),
]


@pytest.mark.parametrize(("text", "graph", "answer"), AVERAGES)
def test_an_average_over_a_stated_period_is_a_share(nlp, text, graph, answer):
    result = parse(text, nlp)
    assert result.abstention is None, result.abstention
    assert result.graph.canonical_bytes().decode() == graph
    assert result.answer.value == answer


AVERAGES_ABSTAINED = [
    # no 'average': the days may differ
    ("A restaurant sold 63 hamburgers last week. How many hamburgers were sold each day?", "rate"),
    # not whole: the share is read, the solver finds no whole part
    (
        "A restaurant sold 64 hamburgers last week. How many hamburgers on average were sold each day?",
        "not-whole",
    ),
    # a month has no certain number of days; a week's hours are not its smaller period
    (
        "A restaurant sold 63 hamburgers last month. "
        "How many hamburgers on average were sold each day?",
        "rate",
    ),
    (
        "A restaurant sold 63 hamburgers last week. "
        "How many hamburgers on average were sold each hour?",
        "rate",
    ),
    # another verb asked, another amount, a rate, a negation, a week of its own
    (
        "A restaurant sold 63 hamburgers last week. "
        "How many hamburgers on average were eaten each day?",
        "rate",
    ),
    (
        "A restaurant sold 63 hamburgers and 10 hot dogs last week. "
        "How many hamburgers on average were sold each day?",
        "rate",
    ),
    (
        "A restaurant sold 63 hamburgers every week. "
        "How many hamburgers on average were sold each day?",
        "rate",
    ),
    (
        "A restaurant did not sell 63 hamburgers last week. "
        "How many hamburgers on average were sold each day?",
        "rate",
    ),
    (
        "A restaurant sold 63 hamburgers during its first week. "
        "How many hamburgers on average were sold each day?",
        "rate",
    ),
    # another statement may change which days count
    (
        "A restaurant sold 63 hamburgers last week. It is only open on weekdays. "
        "How many hamburgers on average were sold each day?",
        "rate",
    ),
]


@pytest.mark.parametrize(("text", "code"), AVERAGES_ABSTAINED)
def test_an_uncertain_average_abstains(nlp, text, code):
    result = parse(text, nlp)
    assert result.graph is None and result.abstention is not None
    assert result.abstention.code == code


# --- a total spread equally over a stated number of groups (components/question/numbered_share.py) ---
NUMBERED = [
    (
        "There were a total of 12 basketball games in the season. "
        "The season is played for 2 months. How many basketball games were played each "
        "month, if each month has the same number of games?",
        _average(12, "basketball games", 2, "months", "month"),
        6,
    ),
    (  # 'in' on the thing, 'over', 'on average'
        "There were 40 races in the season. The season is run over 4 weekends. "
        "On average, how many races were run each weekend?",
        _average(40, "races", 4, "weekends", "weekend"),
        10,
    ),
    (
        "There were 36 lessons in the course. The course is taught over 9 weeks. "
        "How many lessons were taught each week, if each week has the same number of lessons?",
        _average(36, "lessons", 9, "weeks", "week"),
        4,
    ),
]


@pytest.mark.parametrize(("text", "graph", "answer"), NUMBERED)
def test_a_total_spread_over_stated_groups_is_a_share(nlp, text, graph, answer):
    result = parse(text, nlp)
    assert result.abstention is None, result.abstention
    assert result.graph.canonical_bytes().decode() == graph
    assert result.answer.value == answer


NUMBERED_ABSTAINED = [
    # another verb asked: games won are not games played
    (
        "There were a total of 12 basketball games in the season. The season is played for "
        "2 months. How many basketball games were won each month, "
        "if each month has the same number of games?",
        "rate",
    ),
    # the months are not said of the season
    (
        "There were a total of 12 basketball games in the season. The team practiced for "
        "2 months. How many basketball games were played each month, "
        "if each month has the same number of games?",
        "rate",
    ),
    # nothing says the months are equal
    (
        "There were a total of 12 basketball games in the season. The season is played for "
        "2 months. How many basketball games were played each month?",
        "rate",
    ),
    # not whole (the solver's refusal), a difference asked, another thing asked, a negation
    (
        "There were a total of 13 basketball games in the season. The season is played for "
        "2 months. How many basketball games were played each month, "
        "if each month has the same number of games?",
        "not-whole",
    ),
    (
        "There were a total of 12 basketball games in the season. The season is played for "
        "2 months. How many more basketball games were played each month, "
        "if each month has the same number of games?",
        "rate",
    ),
    (
        "There were a total of 12 basketball games in the season. The season is played for "
        "2 months. How many soccer games were played each month, "
        "if each month has the same number of games?",
        "rate",
    ),
    (
        "There were a total of 12 basketball games in the season. The season is not played "
        "for 2 months. How many basketball games were played each month, "
        "if each month has the same number of games?",
        "rate",
    ),
]


@pytest.mark.parametrize(("text", "code"), NUMBERED_ABSTAINED)
def test_an_uncertain_spread_abstains(nlp, text, code):
    result = parse(text, nlp)
    assert result.graph is None and result.abstention is not None
    assert result.abstention.code == code


# --- an equal split among groups counted apart ("there are 43 students") ---
COUNTED = [
    (
        "A teacher has 344 pieces of candy. If there are 43 students, and the candy is "
        "divided evenly, how many pieces will each student get?",
        _average(344, "pieces", 43, "students", "student"),
        8,
    ),
    (
        "A coach has 60 balls. If there are 12 players, and the balls are divided equally, "
        "how many balls will each player get?",
        _average(60, "balls", 12, "players", "player"),
        5,
    ),
    # groups counted elsewhere, named by the split ("among the students") or the question
    (  # the groups and the whole in one 'there be' clause, the split names the groups
        "There are 6 students in the class and 42 pencils. If the pencils are divided "
        "equally among the students, how many does each student get?",
        _average(42, "pencils", 6, "students", "student"),
        7,
    ),
    (  # the whole first, the groups conjoined with a place
        "There are 30 stickers and 5 girls in the room. If the stickers are shared equally "
        "among the girls, how many stickers does each girl get?",
        _average(30, "stickers", 5, "girls", "girl"),
        6,
    ),
    (  # the things said to go into the groups, the groups counted, 'must go in each'
        "Omar has 36 pears stored in crates. If there are 4 crates, how many pears must go "
        "in each crate?",
        _average(36, "pears", 4, "crates", "crate"),
        9,
    ),
    (  # a relative clause of what is to be done with them
        "Lena has 28 books that must be put away on shelves. If there are 7 shelves, how many "
        "books should go on each shelf?",
        _average(28, "books", 7, "shelves", "shelf"),
        4,
    ),
]


@pytest.mark.parametrize(("text", "graph", "answer"), COUNTED)
def test_an_equal_split_among_counted_groups_is_a_share(nlp, text, graph, answer):
    result = parse(text, nlp)
    assert result.abstention is None, result.abstention
    assert result.graph.canonical_bytes().decode() == graph
    assert result.answer.value == answer


COUNTED_ABSTAINED = [
    # not whole (the solver's refusal); not equal; a remainder asked
    (
        "A teacher has 345 pieces of candy. If there are 43 students, and the candy is "
        "divided evenly, how many pieces will each student get?",
        "not-whole",
    ),
    (
        "A teacher has 344 pieces of candy. If there are 43 students, and the candy is "
        "divided, how many pieces will each student get?",
        "rate",
    ),
    (
        "A teacher has 344 pieces of candy. If there are 43 students, and the candy is "
        "divided evenly, how many pieces will each student have left?",
        "rate",
    ),
    # 'each' on another noun; another thing split; groups on the split; an unstated loss
    (
        "A teacher has 344 pieces of candy. If there are 43 students, and the candy is "
        "divided evenly, how many pieces will each teacher get?",
        "rate",
    ),
    (
        "A teacher has 344 pieces of candy. If there are 43 students, and the gum is "
        "divided evenly, how many pieces will each student get?",
        "rate",
    ),
    (
        "A teacher has 344 pieces of candy. If there are 43 students, and the candy is "
        "divided evenly among 4 tables, how many pieces will each student get?",
        "rate",
    ),
    (
        "A teacher has 344 pieces of candy. She eats some. If there are 43 students, and the "
        "candy is divided evenly, how many pieces will each student get?",
        "rate",
    ),
    # not equally; the split among other groups; another whole split; not whole
    (
        "There are 6 students in the class and 42 pencils. If the pencils are divided among the students, how many does each student get?",
        "rate",
    ),
    (
        "There are 6 students in the class and 42 pencils. If the pencils are divided equally among the tables, how many does each student get?",
        "rate",
    ),
    (
        "There are 6 students in the class and 42 pencils. If the pens are divided equally among the students, how many does each student get?",
        "rate",
    ),
    (
        "There are 6 students in the class and 40 pencils. If the pencils are divided equally among the students, how many does each student get?",
        "not-whole",
    ),
    # no modal, no link of the things to the groups, an event before, another holder
    (
        "Omar has 36 pears stored in crates. If there are 4 crates, how many pears are in each crate?",
        "rate",
    ),
    ("Omar has 36 pears. There are 4 crates. How many pears must go in each crate?", "rate"),
    (
        "Omar has 36 pears stored in crates. He eats 4 of them. If there are 4 crates, how many pears must go in each crate?",
        "rate",
    ),
    (
        "Omar has 36 pears stored in crates and Ada has 8 pears. If there are 4 crates, how many pears must go in each crate?",
        "rate",
    ),
]


@pytest.mark.parametrize(("text", "code"), COUNTED_ABSTAINED)
def test_an_uncertain_split_among_counted_groups_abstains(nlp, text, code):
    result = parse(text, nlp)
    assert result.graph is None and result.abstention is not None
    assert result.abstention.code == code
