"""The parser on events and holders (issue 7, part B): particles before a recipient,
parts of one's own stock, stated totals, coins, pronouns and the verb lexicon.

Every expectation is worked by hand from the text.
"""

from __future__ import annotations

import pytest
from wordproblem.components import ABSTENTION_CODES
from wordproblem.pipeline import parse


def _answer(nlp, text: str) -> tuple[float, str]:
    result = parse(text, nlp)
    assert result.abstention is None, result.abstention
    assert result.graph is not None
    return float(result.answer.value), result.graph.unknown.unit


def _code(nlp, text: str) -> str:
    result = parse(text, nlp)
    assert result.graph is None, (result.graph, result.answer)
    assert result.abstention is not None
    assert result.abstention.code in ABSTENTION_CODES
    return result.abstention.code


# family 7: 'to X' hanging on a particle ('back', 'over', 'away', 'out') names the recipient
PARTICLE_RECIPIENT = [
    (
        "Dev has 12 shells and Ana has 5 shells. Dev hands 4 shells back to Ana. "
        "How many shells does Ana have now?",
        9,
    ),
    (
        "Pia had 9 pens and Bo had 2 pens. Pia gave 3 pens away to Bo. "
        "How many pens do Pia and Bo have together?",
        11,
    ),
    (
        "Kai had 20 cards. Lee had 6 cards. Kai passed 7 cards over to Lee. "
        "How many cards does Kai have?",
        13,
    ),
    (
        "Rosa has 15 beads and Tim has 1 bead. Rosa handed 5 beads out to Tim. "
        "How many beads does Tim have?",
        6,
    ),
    (
        "Sam had 3 coins. Max had 10 coins. Sam got 4 coins back from Max. "
        "How many coins does Max have?",
        6,
    ),
]


@pytest.mark.parametrize(("text", "value"), PARTICLE_RECIPIENT)
def test_particle_before_recipient_is_a_transfer(nlp, text, value):
    assert _answer(nlp, text)[0] == value


# family 6: a stated sum, or an amount the text leaves out, is never one more event
STATED_TOTAL = [
    (
        "Ravi sold 6 cakes before noon. He sold a total of 15 cakes. "
        "How many cakes does Ravi have?",
        "stated-total",
    ),
    (
        "Lea picked 8 plums in the morning. Altogether she picked 20 plums. "
        "How many plums did Lea pick in the afternoon?",
        "stated-total",
    ),
    (
        "Omar had 4 stamps. He bought 9 stamps in all at the fair. How many stamps does Omar have?",
        "stated-total",
    ),
    (
        "Mina baked 9 muffins in the morning and some more in the afternoon. "
        "How many muffins does Mina have?",
        "underdetermined",  # the unstated gain is read, and the equations leave it free
    ),
    (
        "A class collected 40 cans on Monday and more on Tuesday. "
        "How many cans does the class have?",
        "underdetermined",
    ),
    (
        "Ada read 14 pages yesterday and some today. How many pages did Ada read?",
        "unquantified-event",
    ),
    ("Ann has 5 pens. She buys some more pens. How many pens does Ann have?", "underdetermined"),
    (
        "Jon had some marbles. He won 8 more marbles. How many marbles does Jon have?",
        "underdetermined",
    ),
]


@pytest.mark.parametrize(("text", "code"), STATED_TOTAL)
def test_stated_total_or_unstated_amount_abstains(nlp, text, code):
    assert _code(nlp, text) == code


def test_stated_amounts_next_to_more_still_read(nlp):
    text = "Sara has 4 apples. She bought 6 more. How many apples does Sara have?"
    assert _answer(nlp, text) == (10, "apples")
    text = "Mina baked 9 muffins in the morning and 16 more in the afternoon. How many muffins does Mina have now?"
    assert _answer(nlp, text) == (25, "muffins")


# family 5: "N of them" with a gain verb and no named source may be one's own stock
OWN_STOCK = [
    (
        "Mateo had 25 cherries. He picked 8 of them for a pie. How many cherries does Mateo have?",
        "partitive-gain",
    ),
    (
        "A baker had 40 rolls. He packed 25 of them. How many rolls does the baker have?",
        "unsupported-verb",
    ),
    (
        "Sam had 12 shells. He collected 5 of them in a jar. How many shells does Sam have?",
        "partitive-gain",
    ),
    (
        "There are 20 apples on the tree. Tom picked 8 of them. How many apples are on the tree?",
        "partitive-gain",
    ),
    (
        "The librarian had 50 books. She took 15 of them to the reading room. "
        "How many books does the librarian have?",
        "own-stock",
    ),
]


@pytest.mark.parametrize(("text", "code"), OWN_STOCK)
def test_part_of_own_stock_is_not_a_gain(nlp, text, code):
    assert _code(nlp, text) == code


def test_part_of_a_named_holders_stock_is_a_gain(nlp):
    text = "Tom had 10 apples. He bought 3 of Mike's apples. How many apples does Tom have?"
    assert _answer(nlp, text) == (13, "apples")
    text = "Sam has 9 pens. Ann took 4 of them. How many pens does Sam have?"
    assert _answer(nlp, text) == (5, "pens")


# family 8: coins and other money units count toward the money asked for, never vanish:
# converted at their worth (coins.py), or the reader abstains
COINS_CONVERTED = [
    ("Owen had 6 dollars. He found 3 quarters on the sidewalk. How many dollars does Owen "
     "have?", (6.75, "dollars")),
    ("Nina had 90 cents. She found 2 dimes. How many cents does Nina have?", (110, "cents")),
]  # fmt: skip


@pytest.mark.parametrize(("text", "answer"), COINS_CONVERTED)
def test_coins_toward_money_are_converted(nlp, text, answer):
    assert _answer(nlp, text) == answer


COINS = [
    (
        "Bea had 4 dollars and 3 nickels. She spent 2 dollars. How many dollars does Bea have?",
        "convertible-unit",
    ),
    (
        "Nina had 90 cents. She found a quarter. How many cents does Nina have?",
        "unquantified-event",
    ),
    ("Tim has 3 dollars. He spent 50 cents. How many dollars does Tim have?", "convertible-unit"),
    (
        "Carlos has 5 quarters. His sister gives him 2 dimes. How many cents does Carlos have?",
        "convertible-unit",
    ),
]


@pytest.mark.parametrize(("text", "code"), COINS)
def test_coins_toward_money_abstain(nlp, text, code):
    assert _code(nlp, text) == code


def test_coins_counted_as_coins(nlp):
    text = "Sam had 4 dimes and 2 quarters. He lost 1 dime. How many dimes does Sam have?"
    assert _answer(nlp, text) == (3, "dimes")
    text = "Nina had 90 cents. She found 35 cents. How many cents does Nina have?"
    assert _answer(nlp, text) == (125, "cents")


# pronouns: gender agreement with first names (first_names.json)
PRONOUN_ANSWERS = [
    (
        "Emma had 20 stamps and Omar had 6 stamps. Emma gave Omar 5 stamps, and then he "
        "lost 2. How many stamps does Omar have now?",
        9,
    ),
    (
        "Ann has 10 apples. Sam has 4 apples. He gives her 2 apples. How many apples does Ann have?",
        12,
    ),
    (
        "Bill has 10 apples. Mary has 4 apples. He gives her 2 apples. "
        "How many apples does Mary have?",
        6,
    ),
    (
        "Peter had 8 pens and Lucy had 5 pens. She bought 4 more pens. "
        "How many pens does Lucy have?",
        9,
    ),
]


@pytest.mark.parametrize(("text", "value"), PRONOUN_ANSWERS)
def test_pronoun_agrees_with_first_name(nlp, text, value):
    assert _answer(nlp, text)[0] == value


PRONOUN_ABSTAINS = [
    # two holders of the pronoun's gender
    "Tom has 10 apples. Sam has 4 apples. He gives him 2 apples. How many apples does Sam have?",
    # an ambiguous name competes with the agreeing one
    "Taylor has 10 apples. Sam has 4 apples. He gives 2 apples to Mia. "
    "How many apples does Sam have?",
    # no holder agrees
    "Ann has 10 apples. He eats 2 apples. How many apples does Ann have?",
]


@pytest.mark.parametrize("text", PRONOUN_ABSTAINS)
def test_pronoun_without_single_agreeing_name_abstains(nlp, text):
    assert _code(nlp, text) == "unresolved-pronoun"


# verbs grown from WordNet 3.0 (verb_classes.json): one per class, read with its direction
LEXICON = [
    ("Ivy had 6 marbles. She retrieved 4 marbles. How many marbles does Ivy have?", 10),
    ("Max built 3 boats. He constructed 5 boats. How many boats does Max have?", 8),
    ("Ada had 9 posters. She printed 6 posters. How many posters does Ada have?", 15),
    ("Leo had 12 grapes. He swallowed 5 grapes. How many grapes does Leo have?", 7),
    ("Kit had 20 flyers. She distributed 8 flyers. How many flyers does Kit have?", 12),
    ("Ben had 10 boxes. He dumped 3 boxes. How many boxes does Ben have?", 7),
]


@pytest.mark.parametrize(("text", "value"), LEXICON)
def test_verbs_from_wordnet_classes(nlp, text, value):
    assert _answer(nlp, text)[0] == value


# holders and mood: one holder written two ways, the reader as 'you', a past obligation
HOLDERS = [
    (
        "Gardener has 5 roses. The gardener buys 3 more roses. "
        "How many roses does the gardener have?",
        8,
        "roses",
    ),
    (
        "Baker had 30 rolls. The baker sold 12 rolls. How many rolls does the baker have?",
        18,
        "rolls",
    ),
    ("You have 9 shells. You find 4 more shells. How many shells do you have?", 13, "shells"),
    (
        "You had 12 stickers. Your friend gave you 5 stickers. How many stickers do you have?",
        17,
        "stickers",
    ),
    (
        "Tom had 10 apples. He had to throw away 3 apples. How many apples does Tom have?",
        7,
        "apples",
    ),
    (
        "Ann had 20 dollars. She had to pay 6 dollars. How many dollars does Ann have?",
        14,
        "dollars",
    ),
]


@pytest.mark.parametrize(("text", "value", "unit"), HOLDERS)
def test_holders_and_obligation(nlp, text, value, unit):
    assert _answer(nlp, text) == (value, unit)


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 10 apples. He has to give away 3 apples. How many apples does Tom have?",
        "Tom has 10 apples. He will have to give away 3 apples. How many apples does Tom have?",
    ],
)
def test_obligation_not_yet_met_is_hypothetical(nlp, text):
    assert _code(nlp, text) == "conditional"


# the start amount stated after the events
START_AFTER = [
    (
        "Sam took 4 pears from the basket. There were 30 pears in the basket to begin with. "
        "How many pears are in the basket now?",
        26,
    ),
    ("Mia gave 3 pens to Leo. Mia had 10 pens at first. How many pens does Mia have?", 7),
    ("Jack ate 2 plums. Originally, Jack had 9 plums. How many plums does Jack have?", 7),
]


@pytest.mark.parametrize(("text", "value"), START_AFTER)
def test_start_stated_after_the_events(nlp, text, value):
    assert _answer(nlp, text)[0] == value


def test_holding_stated_again_after_a_change_still_abstains(nlp):
    text = "Jack had 9 plums. He ate 2 plums. Jack had 5 plums. How many plums does Jack have?"
    assert _code(nlp, text) == "unsupported-question"


# hand-added loss verbs with a particle the roles read ('down')
CUT = [
    (
        "There are 9 oak trees in the park. Workers cut down 2 oak trees. "
        "How many oak trees are in the park?",
        7,
    ),
    ("Sam had 12 branches. He cut off 5 branches. How many branches does Sam have?", 7),
    (
        "The farm had 40 pines. The farmer had to cut down 15 pines. "
        "How many pines does the farm have?",
        25,
    ),
]


@pytest.mark.parametrize(("text", "value"), CUT)
def test_cut_down_and_cut_off_are_losses(nlp, text, value):
    assert _answer(nlp, text)[0] == value


# passive events where the holder is clear, and passives that are not read
PASSIVE_LOSSES = [
    ("Jane starts with 87 crayons. 7 are eaten by a hippo. How many crayons does Jane have?", 80),
    ("Tom had 12 balloons. 3 were popped. How many balloons does Tom have?", 9),
    ("Mia had 20 marbles. 6 marbles were lost on the way. How many marbles does Mia have?", 14),
]


@pytest.mark.parametrize(("text", "value"), PASSIVE_LOSSES)
def test_passive_loss_of_the_single_holder(nlp, text, value):
    assert _answer(nlp, text)[0] == value


PASSIVE_NOT_READ = [
    # a state of damage, not a loss; but 'left' asks what remains, which the text may mean
    # to exclude the torn ones ("... How many cards does Sally have?" reads 39: test_parser)
    "Sally had 39 cards, and 9 were torn. How many cards does Sally have left?",
    # two holders of the unit: whose balloons?
    "Tom had 12 balloons and Ann had 5 balloons. 3 were popped. How many balloons does Tom have?",
    # the giver is not named
    "Tom had 12 apples. 3 apples were given to Ann. How many apples does Tom have?",
]


@pytest.mark.parametrize("text", PASSIVE_NOT_READ)
def test_passive_without_a_clear_loss_abstains(nlp, text):
    assert _code(nlp, text) in ("passive", "implicit-party")


def test_passive_used_is_not_a_loss(nlp):
    text = "Sam bought 13 books. 5 of the books were used. How many books does Sam have?"
    assert _code(nlp, text) == "passive"


@pytest.mark.parametrize(
    "text",
    [
        "Ravi has 12 coins in his wallet. He puts 3 more coins in his wallet. "
        "How many coins does Ravi have in his wallet?",
        "Ravi has 12 coins. He puts 3 coins in his wallet. How many coins does Ravi have?",
        "Nora had 9 shells. She placed 4 shells into her box. How many shells does Nora have?",
    ],
)
def test_putting_into_ones_own_place_abstains(nlp, text):
    # the things put away may still be the subject's: no reading is safe
    assert _code(nlp, text) == "own-container"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a person the subject names is a holder of their own (hand-checked: 8 - 3)
        ("Tom has 8 apples. He gives 3 apples to his sister. How many apples does Tom have?", 5),
        # a gain from one's own place reads as before (hand-checked: 48 - 11 + 15)
        (
            "Maria picked 48 carrots from her garden. If she threw out 11 of them and then "
            "picked 15 more the next day, how many carrots would she have total?",
            52,
        ),
    ],
)
def test_own_people_and_own_sources_still_read(nlp, text, value):
    assert _answer(nlp, text)[0] == value
