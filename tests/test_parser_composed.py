"""End to end: problems whose facts are of several families, read into one graph.

The reader reads every clause into facts and lets the equations decide (decision 0011):
a share of what is left after events is a schema v3 reference to the holding; its
near misses abstain with the code of what they lack. Every phrasing is written for this
file; the answers were worked out by hand.
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


# groups of a stated size, the total what is left after events (decision 0010 rule 6)
PACKED_REST = [
    (
        "Nadia baked 40 cookies. She ate 4 cookies and put the rest into bags with 6 in each "
        "bag. How many bags did she fill?",
        6,
    ),
    (
        "Theo picked 50 plums. He gave 14 plums to his aunt and packed the rest into boxes with "
        "9 plums in each box. How many boxes did Theo pack?",
        4,
    ),
    (
        "Rosa had 35 stickers. She lost 3 stickers, then sorted the remaining stickers into "
        "piles with 8 in each pile. How many piles did she make?",
        4,
    ),
    (
        "Omar has 28 marbles. He puts them into jars with 7 marbles in each jar. How many jars "
        "does he use?",
        4,
    ),
    ("Ivy packs 24 eggs in boxes of 6. How many boxes does she fill?", 4),
    (  # "each one": the one kind of group the verb packs into
        "Hugo had 70 photos. He deleted 22 of them and sorted the rest into folders with 8 "
        "photos in each one. How many folders did Hugo fill?",
        6,
    ),
    ("Lina stacked 36 plates onto shelves with 9 on each shelf. How many shelves did she use?", 4),
    (  # "in each cage" parsed on the verb, not on the number
        "Ada had 18 lambs. She sold 3 of them and put the rest into pens with 5 in each pen. "
        "How many pens did she use?",
        3,
    ),
]

PACKED_NEAR_MISSES = [
    # what is left does not fill whole bags: no remainder is asked
    (
        "Nadia baked 40 cookies. She ate 5 cookies and put the rest into bags with 6 in each "
        "bag. How many bags did she fill?",
        "not-whole",
    ),
    # the question asks the things, not the groups
    (
        "Nadia baked 40 cookies. She ate 4 cookies and put the rest into bags with 6 in each "
        "bag. How many cookies did she eat?",
        "rate",
    ),
    # "each one" after two kinds of group: which one is not said
    (
        "Hugo had 70 photos. He sorted them into folders and albums with 7 photos in each one. "
        "How many folders did Hugo fill?",
        "rate",
    ),
    # the rest of a holding the text never states
    (
        "Nadia ate 4 cookies and put the rest into bags with 6 in each bag. How many bags did "
        "she fill?",
        "rate",
    ),
]


# what one item is made of, the question asking how many the holder makes (decision 0010)
MADE_FROM = [
    (
        "A bakery had 60 eggs. It used 12 eggs for bread. If each cake takes 4 eggs, how many "
        "cakes can it bake?",
        12,
    ),
    (
        "Lena had 45 beads. She gave 5 beads to her sister. If each bracelet needs 8 beads, "
        "how many bracelets can Lena make?",
        5,
    ),
]

MADE_FROM_NEAR_MISSES = [
    # the beads left do not make whole bracelets
    (
        "Lena had 45 beads. She gave 6 beads to her sister. If each bracelet needs 8 beads, "
        "how many bracelets can Lena make?",
        "not-whole",
    ),
    # the question asks what was used, not what is made
    (
        "Lena had 45 beads. She gave 5 beads to her sister. If each bracelet needs 8 beads, "
        "how many beads does Lena have?",
        "rate",
    ),
    # two holders of beads: whose are made into bracelets is not said
    (
        "Lena had 45 beads and Tom had 20 beads. If each bracelet needs 8 beads, how many "
        "bracelets can they make?",
        "rate",
    ),
]


# a rate's count that is what one holder holds of kinds of its item (decision 0010:
# a total over the kinds, the rate's count a reference to its whole)
SUMMED_COUNTS = [
    (
        "Priya bought 3 science books and 4 history books. Each book had 50 pages. How many "
        "pages did Priya buy in all?",
        350,
    ),
    (
        "Mateo has 2 red boxes and 5 blue boxes. Every box holds 6 crayons. How many crayons "
        "does Mateo have?",
        42,
    ),
    # the item of one kind: the other kind is not counted
    (
        "A hall has 4 round tables and 6 square tables. Each round table seats 8 guests, and "
        "each square table seats 4 guests. How many guests can the hall seat?",
        "rate",  # 'the hall' the subject of 'seat' (docview); capacities of two kinds: not read
    ),
    (
        "A hall has 4 round tables and 6 square tables. Each round table has 8 chairs, and "
        "each square table has 4 chairs. How many chairs are there in all?",
        56,
    ),
    # boxes got after the rate is stated hold as many: the count is all the boxes
    (
        "Ana has 3 boxes of pens. Each box has 10 pens. She buys 2 more boxes like them. How "
        "many pens does Ana have now?",
        50,
    ),
    (
        "Dev was making bracelets with 6 beads in each one. He had 20 glass beads and 16 wood "
        "beads. How many bracelets could he make?",
        6,
    ),
]

SUMMED_NEAR_MISSES = [
    # two holders' books: whose the rate counts is not said
    (
        "Priya bought 3 science books and Omar bought 4 history books. Each book had 50 "
        "pages. How many pages did Priya buy in all?",
        "rate",
    ),
]


# an amount per unit of time, the question asking what it gives over a stretch of time
# (decision 0006 rate-over-time: the stretch is the rate's count, converted exactly)
OVER_TIME = [
    ("Nika paints 4 pictures every week. How many pictures will Nika paint in 5 weeks?", 20),
    (
        "A fountain pumps 30 liters of water per minute. How many liters of water does it pump "
        "in 2 hours?",
        3600,
    ),
    ("Tariq earns $20 an hour. How much does he earn in 30 minutes?", 10),
    ("Mei walks 3 miles a day. How many miles does Mei walk in 2 weeks?", 42),
    # the stretch of time in the clause: a gain or a loss of the holder per unit of time
    ("Rafa earned $12 an hour for 5 hours. How much money did Rafa earn?", 60),
    (
        "Ines has 80 sheets of paper. She uses 5 sheets a day for 9 days. How many sheets "
        "does she have left?",
        35,
    ),
    (
        "Ines has 80 sheets of paper. She gets 5 sheets a day for 9 days. How many sheets "
        "does she have now?",
        125,
    ),
]

OVER_TIME_NEAR_MISSES = [
    # the rate is per cat too: 5 cats eat more than one
    (
        "A cat eats 3 treats a day. Lina has 5 cats. How many treats do Lina's cats eat in 4 days?",
        "rate",
    ),
    # the question asks another verb than the rate's
    ("Nika paints 4 pictures every week. How many pictures will Nika sell in 5 weeks?", "rate"),
    # another holder is asked
    ("Nika paints 4 pictures every week. How many pictures will Omar paint in 5 weeks?", "rate"),
]


# a self-contained event of another named holder beside the question: a distractor the
# solver carries and the answer does not use (issue 23, "distractors")
DISTRACTORS = [
    ("Pia had 11 figs. Quin had 6 figs. Pia ate 3 figs. How many figs does Quin have?", 6),
    (
        "Rafe has 14 nails. Sol has 9 nails. Rafe used 5 nails. Sol found 2 nails. How many "
        "nails does Sol have now?",
        11,
    ),
    ("Tia had 8 pens. Uma had 7 pens. Tia lost 2 pens. How many pens does Tia have?", 6),
    # an exchange between two other named holders cannot touch the asked one
    (
        "Zeb had 15 cards and Ana had 6 cards. Lou took 4 cards from Zeb. Then she took 2 "
        "cards from Ana. How many cards does Ana have now?",
        4,
    ),
    (
        "Vik had 12 pens and Ona had 3 pens. Vik gave 5 pens to Ona. How many pens does Vik "
        "have now?",
        7,
    ),
]

DISTRACTOR_NEAR_MISSES = [
    # a passive loss with a source of its own: whose things they were is said, and may
    # not be the one holder stated
    (
        "Ivo had 8 pears. Two pears were eaten by Ada from Ada's own basket. How many pears does Ivo have?",
        "passive",
    ),
    # a pronoun subject might be the asked holder: which one ate is not certain
    (
        "Pia had 11 figs. Quin had 6 figs. She ate 3 figs. How many figs does Quin have?",
        "unresolved-pronoun",
    ),
    # a verb with another side, none named: the asked holder may be that side
    (
        "Pia had 11 figs. Quin had 6 figs. Pia gave 3 figs. How many figs does Quin have now?",
        "irrelevant-event",
    ),
    # a giver with no holding stated: the canon's none, so the gift cannot happen
    (
        "Vik had 12 pens. Ona gave Lou 5 pens. How many pens does Vik have now?",
        "negative-holding",
    ),
]


# a comparison whose noun is left out and whose base is named ("5 more than Ben"), beside
# a holding and a total (issue 23, "compare + total")
ELIDED_COMPARISONS = [
    (
        "Omar has 14 shells. Rita has 6 more than Omar. How many shells do they have together?",
        34,
    ),
    ("Omar has 14 shells. Rita has 6 fewer than Omar. How many shells does Rita have?", 8),
    ("Omar has 14 shells. Rita has half as many as Omar. How many shells does Rita have?", 7),
    (
        "Omar has 9 shells. Rita has twice as many as Omar. Rita gave 5 shells to Tess. How "
        "many shells does Rita have now?",
        13,
    ),
]

ELIDED_COMPARISON_NEAR_MISSES = [
    # two kinds of thing before it: which one is compared is not said
    (
        "Omar has 14 shells and 3 stones. Rita has 6 more than Omar. How many shells does "
        "Rita have?",
        "comparative",
    ),
    # the base's clause goes on past its 'do' ("than Omar does now"): not the form read
    (
        "Omar has 14 shells. Rita has 6 more than Omar does now. How many shells does Rita have?",
        "comparative",
    ),
    # "than Omar does" ends the sentence: Omar's holding (read since session 22)
    ("Omar has 14 shells. Rita has 6 more than Omar does. How many shells does Rita have?", 20),
]


# a price stated with 'be' ("the kites were $6 each"), also in a relative clause on a
# place ("a sale where kites were $6 each"), beside a purchase and a holding of money
PRICES_WITH_BE = [
    ("The kites were 6 dollars each. Omar bought 4 kites. How much did Omar spend?", 24),
    (
        "The shop had a sale where kites were 6 dollars each. Omar bought 4 kites. How much "
        "did Omar spend?",
        24,
    ),
    (
        "The kites were 6 dollars each. Omar had 30 dollars. He bought 4 kites. How much money "
        "does Omar have left?",
        6,
    ),
]

PRICES_WITH_BE_NEAR_MISSES = [
    # money in each container: a rate of holding, not a price of the containers
    (
        "There were 5 dollars in each envelope. Omar had 4 envelopes. How much money did Omar "
        "have?",
        "rate",
    ),
]


# a share of a holding named as a whole ("the beads", "his stamps") or of what is left
# after a loss ("the rest": decision 0010 rule 6), the question without a noun of its own
SHARED_HOLDINGS = [
    (
        "Nora picked 45 apples and dropped 5. She shared the rest equally among 8 cousins. "
        "How many apples did each cousin get?",
        5,
    ),
    (
        "Pablo had 50 cards. He lost 14 of them and split the rest between 4 friends. How many "
        "cards did each friend get?",
        9,
    ),
    (
        "Gita has 36 beads. She divides the beads among 4 bracelets. How many beads does each "
        "bracelet get?",
        9,
    ),
    (
        "Femi has 42 stamps. He shares his stamps among 6 classmates. How many stamps does each "
        "classmate get?",
        7,
    ),
    (
        "Lia baked 30 cookies and ate 6. She shares the rest equally among 4 friends. How many "
        "does each friend get?",
        6,
    ),
    # 'into' groups are equal when said so ("6 equal piles"); "one box" is a place, not a
    # count
    (
        "Tariq had 40 cards. He put 10 cards into one box and split the rest into 6 equal "
        "piles. How many cards were in each pile?",
        5,
    ),
]

SHARED_NEAR_MISSES = [
    # 'into' groups with nothing that makes them equal (the question's "each" does not),
    # and two kinds of group
    (
        "Wendy had 45 photos. She put them into 9 albums. How many photos were in each album?",
        "rate",
    ),
    (
        "Wendy had 45 photos. She put them into 9 albums and 2 boxes. How many photos were in "
        "each album?",
        "rate",
    ),
    # 'the rest' after no loss: what was taken is not said
    (
        "Ike baked 24 rolls. He shares the rest among 4 friends. How many rolls does each friend "
        "get?",
        "rate",
    ),
    (
        "Ike baked 24 rolls and bought 6 more. He shares the rest among 4 friends. How many rolls "
        "does each friend get?",
        "rate",
    ),
    # what is left does not share out whole
    (
        "Nora picked 45 apples and dropped 7. She shared the rest equally among 8 cousins. How "
        "many apples did each cousin get?",
        "not-whole",
    ),
    # the holding named is not the one asked
    (
        "Gita has 36 beads and 12 rings. She divides the beads among 4 friends. How many rings "
        "does each friend get?",
        "rate",
    ),
    # a part of the holding ("the blue beads"), not the whole
    (
        "Gita has 36 beads. She divides the blue beads among 4 friends. How many beads does each "
        "friend get?",
        "rate",
    ),
    # her beads, not the sharer's
    (
        "Ryan has 72 marbles. Ann has 8 marbles. He splits her marbles between 8 friends. How many "
        "marbles does each friend get?",
        "rate",
    ),
]


# a rate of items a holder holds after events (the count a reference to the holding,
# decision 0010), and a rate in the count's own phrase ("9 trays of 4 muffins each",
# "5 bags with 8 oranges in each")
RATES_OF_HOLDINGS = [
    (
        "Jun bought 8 packs of gum and gave 3 packs to Lee. Each pack has 5 sticks. How many "
        "sticks does Jun have left?",
        25,
    ),
    (
        "Tomas bought 12 crates of fruit and gave 7 to his cousin. If each crate holds 6 "
        "pumpkins, how many pumpkins did Tomas still have?",
        30,
    ),
    ("Lars bought 9 trays of 4 muffins each. How many muffins did Lars buy?", 36),
    ("Lars bought 9 trays with 4 muffins in each. How many muffins does Lars have?", 36),
    (
        "Ada has 5 bags with 8 oranges in each. She ate 3 oranges. How many oranges does Ada "
        "have left?",
        37,
    ),
    (
        "Omar has 7 crates with 9 melons in each. He sold 20 melons. How many melons does he "
        "have left?",
        43,
    ),
]

RATES_OF_HOLDINGS_NEAR_MISSES = [
    # the question asks the other side of the gift: not read
    (
        "Jun bought 8 packs of gum and gave 3 packs to Lee. Each pack has 5 sticks. How many "
        "sticks does Lee have?",
        "rate",
    ),
    # a gain from another holder: two holders count the packs
    (
        "Jun had 8 packs of gum. Lee gave him 3 packs. Each pack has 5 sticks. How many sticks "
        "does Jun have now?",
        "rate",
    ),
    # the sticks lost are more than the packs he holds as sticks? no: lost before any pack
    # holds sticks in the graph; the solver finds a holding below zero
    (
        "Jun bought 8 packs of gum and lost 2 sticks. Each pack has 5 sticks. How many sticks "
        "does Jun have left?",
        "negative-holding",
    ),
    # a coordinated subject buys: whose eggs is not one holder
    ("Mia and Leo bought 4 boxes of 6 eggs each. How many eggs did they buy?", "rate"),
]


# containers of a stated size counted in one phrase ("3 packs of 8 stickers"): a rate
# per container, beside holdings, events and a start the text leaves out
CONTAINERS_OF = [
    ("Hana bought 3 packs of 8 stickers. How many stickers did she buy?", 24),
    (
        "Kwame had 5 stickers. He bought 3 packs of 8 stickers. How many stickers does he have "
        "now?",
        29,
    ),
    (
        "Sol bought 2 cartons of 12 eggs. He used 3 eggs for a cake. How many eggs does he have "
        "left?",
        21,
    ),
    (
        "Hana had some stickers. She bought 3 packs of 8 stickers and now has 40. How many "
        "stickers did she have at first?",
        16,
    ),
    # the question names no noun: the one unit held, the containers' unit set aside
    (
        "Ilse had some beads. She bought 4 bags of 6 beads and now has 30. How many did she "
        "have at first?",
        6,
    ),
    ("Jomo had 4 pencils. He bought 3 boxes of 10 pencils. How many does he have now?", 34),
]

CONTAINERS_OF_NEAR_MISSES = [
    # the contents named, not counted: how many crayons in a box is not said
    ("Hana had 3 boxes of crayons. How many crayons does she have?", "container-count"),
    # no noun asked and nothing held: boxes or pencils is not said
    ("Jomo bought 3 boxes of 10 pencils. How many did he buy?", "unit-mismatch"),
    # no noun asked, and the other unit is no container of the one held
    (
        "Ama had 5 apples. She bought 3 bags of 4 pears. How many does she have now?",
        "unit-mismatch",
    ),
    # a part of a stated number, not containers
    ("Sam read 3 of 8 books. How many books are left?", "ambiguous-quantity"),
]


# a holding stated in a relative clause on a name ("to Mia, who had 5": before the gift;
# "than Fay, who has 10"), and a difference asked across a chain of comparisons
RELATIVES_AND_CHAINS = [
    ("Ada had 9 roses. She gave 3 roses to Mia, who had 5. How many roses does Mia have now?", 8),
    ("Ada had 9 roses. She gave 3 roses to Mia, who had 5. How many roses does Ada have now?", 6),
    (
        "Ada had 9 roses. She gave 3 roses to Mia, who then had 8. How many roses did Mia have at "
        "first?",
        5,
    ),
    ("Eli has 3 fewer beads than Fay, who has 10. How many beads does Eli have?", 7),
    ("Eli has 3 fewer beads than Fay, who has 10 beads. How many beads do they have together?", 17),
    (
        "Fay has 10 beads. Eli has 3 fewer beads than Fay. Dee has twice as many beads as Eli. How "
        "many more beads does Dee have than Fay?",
        4,
    ),
    (
        "Fay has 10 beads. Eli has 3 fewer beads than Fay. Dee has twice as many beads as Eli. How "
        "many fewer beads does Fay have than Dee?",
        4,
    ),
]

RELATIVES_AND_CHAINS_NEAR_MISSES = [
    # 'then': the holding after the gift, stated again as written
    (
        "Ada had 9 roses. She gave 3 roses to Mia, who then had 8. How many roses does Mia have "
        "now?",
        "unsupported-question",
    ),
    # Eli is never tied to Fay or Dee's holding: the difference is not fixed
    (
        "Fay has 10 beads. Dee has twice as many beads as Eli. How many more beads does Dee have "
        "than Fay?",
        "underdetermined",
    ),
]


# near misses found by precision round 6 and the suites: items of another owner's rate,
# 'N more' taken by a verb that took none before, a relative clause that picks out a holder
OWNED_AND_MORE_NEAR_MISSES = [
    # Zara's bags hold 6; Tom's bags are never sized
    (
        "Each of Zara's bags holds 6 buns. Tom has 2 bags of buns. How many buns does Tom have?",
        "rate",
    ),
    # 'plants 2 more rows' after holding rows: the verb adds here, though it may take
    (
        "Lily has 4 rows of tulips with 7 tulips in each row. She plants 2 more rows of 7 tulips. "
        "How many tulips does she have now?",
        "unsupported-verb",
    ),
    # a restrictive relative clause: 'who' is not a name set off by a comma
    (
        "The girl who has 8 kites is Ama. Ama buys 3 kites. How many kites does Ama have now?",
        "unresolved-holder",
    ),
]

OWNED_AND_MORE_CONTROLS = [
    (
        "Each of Zara's bags holds 6 buns. Zara has 2 bags of buns. How many buns does Zara have?",
        12,
    ),
    ("Sam had 10 figs. He ate 3 figs, then ate 2 more figs. How many figs does Sam have now?", 5),
]


# a pace: 'at' so much per a unit of time, with the time ('for 3 hours') or the distance
# stated ('25 miles at 5 miles per hour': the time asked, 'how long' or 'how many hours');
# a sentence that is only an if-clause before the question is its given
PACES = [
    ("Anne walked for 3 hours at 2 miles per hour. How far did Anne go?", 6),
    ("Anne walked for 3 hours at 2 miles per hour. How many miles did Anne walk?", 6),
    ("Joan biked 25 miles at 5 miles per hour. How many hours did Joan bike?", 5),
    ("Joan biked 25 miles at 5 miles per hour. How long did Joan bike?", 5),
    ("If Lena jogged 36 kilometers at 9 kilometers per hour, how long was Lena jogging?", 4),
    ("If Ines swam for 2 hours at 3 kilometers per hour. How far did Ines go?", 6),
    ("A car travels 60 miles per hour. How far does it travel in 3 hours?", 180),
]

PACES_NEAR_MISSES = [
    # another holder asked
    ("Sam drove for 2 hours at 60 miles per hour. How far did Ann go?", "rate"),
    ("Sam drove 120 miles at 60 miles per hour. How long did Ann drive?", "rate"),
    # a distance beside the pace's: the time asked is not the pace's alone
    (
        "Sam drove 120 miles at 60 miles per hour. Ann drove 50 miles. How long did Sam drive?",
        "rate",
    ),
    # 'how long' of a run with no pace: a length or a time
    ("Mark ran 24 miles. How long did Mark run?", "unit-mismatch"),
]


# a rate whose count the question names itself ("How many ounces are in 33 cups?")
COUNTS_IN_QUESTION = [
    ("Each jar holds 7 ounces. How many ounces are in 12 jars?", 84),
    ("There are 6 marbles in each tin. How many marbles are in 9 tins?", 54),
    ("Each crate contains 15 pounds of apples. How many pounds of apples are in 4 crates?", 60),
]

COUNTS_IN_QUESTION_NEAR_MISSES = [
    # another holding of the rate's unit beside it
    ("Each jar holds 7 ounces. Sam has 5 ounces. How many ounces are in 12 jars?", "rate"),
    # the question counts other containers than the rate's
    ("Each box holds 6 eggs. How many eggs are in 3 bags?", "quantity-in-question"),
    # the count asked, the total in the question: not read
    ("Each jar holds 7 ounces. How many jars hold 84 ounces?", "quantity-in-question"),
]


# how long a holding lasts at a rate of use per unit of time: the count of units asked,
# the total a reference to the holding then
LASTING = [
    ("Luke had 27 dollars. He spends 3 dollars a week. How long will the money last him?", 9),
    ("Ama has 40 apples. She eats 5 apples a day. How long will the apples last her?", 8),
]

LASTING_NEAR_MISSES = [
    # another holder holds the things too
    (
        "Ama has 40 apples and Kofi has 12 apples. She eats 5 apples a day. How long will the "
        "apples last her?",
        "rate",
    ),
    # two rates of use
    (
        "Ama has 40 apples. She eats 5 apples a day and gives 3 apples a day to Kofi. How long "
        "will the apples last her?",
        "rate",
    ),
    # someone else eats them
    ("Ama has 40 apples. Kofi eats 5 apples a day. How long will the apples last Ama?", "rate"),
    # 8 days and a part of a ninth: the text does not say which is meant
    ("Ama has 42 apples. She eats 5 apples a day. How long will the apples last her?", "not-whole"),
]


# found by precision round 7: 'N more' of a thing the text gives no earlier amount of, and
# a place another holder kept things in
MORE_AND_KEPT_NEAR_MISSES = [
    (
        "Kojo planted 4 more rows of beans. How many rows of beans did Kojo plant?",
        "unquantified-event",
    ),
    ("Lwazi put 6 more cards in the box. How many cards are in the box?", "unquantified-event"),
    (
        "Dara stored 12 onions in a basket. Her aunt put 5 more onions in the basket. How many "
        "onions are in the basket?",
        "own-container",
    ),
]

MORE_AND_KEPT_CONTROLS = [
    ("Kojo had 7 beans. He bought 4 more. How many beans does he have now?", 11),
    (
        "There are 12 onions in the basket. Dara put 5 more onions in the basket. How many onions "
        "are in the basket now?",
        17,
    ),
]


# a rate over a named time that draws on the holder's own holding: the graph holds both,
# and the solver refuses a total the holding cannot cover
DRAWN_FROM_HOLDING = [
    ("Ines has 45 plums. She eats 5 plums a day. How many plums does she eat in 4 days?", 20),
    (
        "Tariq has 36 dollars. He spends 4 dollars a week. How many dollars does he spend in 5 "
        "weeks?",
        20,
    ),
]

DRAWN_FROM_HOLDING_NEAR_MISSES = [
    # 20 plums from a holding of 15
    (
        "Ines has 15 plums. She eats 5 plums a day. How many plums does she eat in 4 days?",
        "negative-holding",
    ),
    # the holding after the time is asked of another holder than the rate's
    (
        "Ines has 45 plums. She eats 5 plums a day. How many plums does Tom have after 4 days?",
        "rate",
    ),
]


# every section above, by the name of what it tests: (text, the hand-worked answer or the
# abstention code)
# packing containers with so many in each: what the packer holds then
FILLED_CONTAINERS = [
    (
        "Rhea packed 6 boxes with 8 pears in each. She ate 5 pears. How many pears does she have left?",
        43,
    ),
    ("Rhea packed 6 boxes with 8 pears in each. How many pears did she pack?", 48),
    (
        "Tomas loaded 4 carts with 15 bricks in each cart. He used 20 bricks. How many bricks are left?",
        40,
    ),
]

FILLED_CONTAINERS_NEAR_MISSES = [
    # the pears packed may be part of the ones she had
    (
        "Rhea had 60 pears. She packed 6 boxes with 8 pears in each. How many pears did she not pack?",
        "rate",
    ),
    ("Rhea and Ivo packed 6 boxes with 8 pears in each. How many pears did they pack?", "rate"),
]

# a holder's kinds of a thing asked by the thing: a total over the kinds (0006 rule 6)
KINDS_TOTALS = [
    ("Nell has 14 blue beads and 9 white beads. How many beads does Nell have?", 23),
    (
        "Nell has 14 blue beads and 9 white beads. She lost 3 white beads. How many beads does she have now?",
        20,
    ),
    (
        "A shop had 20 paper cups and 16 plastic cups. It sold 5 paper cups. How many cups does the shop have left?",
        31,
    ),
    ("There are 7 brown eggs and 5 white eggs in a basket. How many eggs are in the basket?", 12),
    (
        "Nell has 14 blue beads and 9 white beads. She gave 4 blue beads to Ravi. How many beads does Nell have now?",
        19,
    ),
    ("Nell has 14 blue beads and 9 white beads. How many blue beads does Nell have?", 14),
]

KINDS_TOTALS_NEAR_MISSES = [
    # an addition whose place is implied: the jar's since eda7deb (0034 rule 4)
    (
        "A jar holds 6 red buttons and 4 blue buttons. Ola adds 3 red buttons. How many buttons are in the jar now?",
        13,
    ),
    (
        "Nell has 14 blue beads and some white beads. How many beads does Nell have?",
        "underdetermined",
    ),
    (
        "Nell has 14 blue beads and Ravi has 9 white beads. How many beads does Ravi have?",
        "unit-mismatch",
    ),
]

# kinds of an item sold at one price: the count is their sum (schema v3 sum)
SOLD_KINDS = [
    (
        "Omar sold 4 clay pots and 6 glass pots. Each pot cost 5 dollars. How much money did he earn?",
        50,
    ),
    (
        "Omar sold 4 clay pots and 6 glass pots. If each pot cost 5 dollars, how much money did he make?",
        50,
    ),
]

SOLD_KINDS_NEAR_MISSES = [
    (
        "Omar sold 4 clay pots and 6 glass vases. Each pot cost 5 dollars. How much money did he earn?",
        "rate",
    ),
    (
        "Omar sold 4 clay pots and Lin sold 6 glass pots. Each pot cost 5 dollars. How much money did Omar earn?",
        "rate",
    ),
    (
        "Omar sold 4 clay pots and 6 glass pots. Each pot cost 5 dollars. How many pots does he have?",
        "rate",
    ),
]

# the items a rate is per, named as the holders of its total
ITEMS_AS_HOLDERS = [
    (
        "There were 8 runners. Each runner had 3 bottles of water. How many bottles did the runners have?",
        24,
    ),
    (
        "There were 8 runners. If each runner had 3 bottles, how many bottles did the runners have in all?",
        24,
    ),
]

ITEMS_AS_HOLDERS_NEAR_MISSES = [
    (
        "There were 8 runners. Each runner had 3 bottles. Two runners dropped 1 bottle. How many bottles did the runners have?",
        "unattached-quantity",
    ),
    (
        "There were 8 runners and 2 coaches. Each runner had 3 bottles. How many bottles did the runners have?",
        "unresolved-holder",  # the scene beside the runners (was 'rate' before session 27)
    ),
]

# a progressive scene told again with its number is no event of its own
SCENES = [
    ("Mara was selling her pies at the fair. She sold 9 pies. How many pies did she sell?", 9),
    (
        "Mara was baking her pies for the fair. She baked 6 apple pies and 3 cherry pies. How many pies did she bake?",
        9,
    ),
]

SCENES_NEAR_MISSES = [
    (
        "Mara had 20 pies. She was selling her pies at the fair. How many pies does she have now?",
        "unquantified-event",
    ),
]

# a question whose subject is a group of so many holders ("the three of them")
GROUPS_ASKED = [
    (
        "Rui found 6 shells at the beach. His friend Ada found 9 shells. How many shells did the two of them find?",
        15,
    ),
    (
        "Ola has 5 cards, Ben has 7 cards and Kit has 2 cards. How many cards do the three of them have?",
        14,
    ),
    (
        "Ola has 5 cards and Ben has 7 cards. Ola gave 2 cards to Ben. How many cards do the two children have?",
        12,
    ),
]

GROUPS_ASKED_NEAR_MISSES = [
    (
        "Ola has 5 cards and Ben has 7 cards. How many cards do the three of them have?",
        "quantity-in-question",
    ),
    (
        "Ola has 5 cards, Ben has 7 cards and Kit has 2 cards. How many cards do the two of them have?",
        "quantity-in-question",
    ),
]

# an amount a rate leaves out ("some books", "some pens in each") is an unknown, never 0
UNSTATED_IN_RATES = [
    (
        "Ivo has $40. He buys some kites at $6 each. How much money does Ivo have left?",
        "underdetermined",
    ),
    ("Ivo has 5 crates with some plums in each. How many plums does Ivo have?", "underdetermined"),
    ("Ivo has 5 crates with 7 plums in each. How many plums does Ivo have?", 35),
]

# a whole the text names by a word that covers kinds ("children" of boys and girls):
# a total over the kinds, when every counted thing of the holder is one the word covers
HYPERNYM_TOTALS = [
    ("A team has 8 boys and 7 girls. How many children are on the team?", 15),
    (
        "Lena picked 6 plums and 4 peaches. She ate 2 peaches. How many fruits does Lena have now?",
        8,
    ),
    ("Tariq has 3 hamsters. Uma has 2 dogs and 1 cat. How many pets do they have altogether?", 6),
    ("A pond has 9 ducks and 4 geese. How many birds does the pond have?", 13),
]

HYPERNYM_TOTALS_NEAR_MISSES = [
    # a covered thing with no number of its own ("and a cat"): one more, not counted
    ("Tariq has 3 hamsters and a rabbit. How many pets does Tariq have?", "unit-mismatch"),
    # a thing the word may or may not cover: the table could miss a kind
    ("Lena has 6 plums and 4 onions. How many fruits does Lena have?", "unit-mismatch"),
    # a word the table does not cover the kinds with
    ("A team has 8 boys and 7 girls. How many students are on the team?", "unit-mismatch"),
]

# a shortfall whose goal is so many items at a stated price (issue 23, "need + rate")
PRICED_GOALS = [
    # the question names its holder, with 'money' parsed as a second subject
    (
        "Each mug costs $5. Ben has $12. He spent $2. How much more money does Ben need to buy 3 mugs?",
        5,
    ),
    ("Each kite costs $7. Ola has $20. How much more money does she need to buy 4 kites?", 8),
    (
        "Mugs cost $5 each. Ben has $12. He spent $2. How much more money does he need to buy 3 mugs?",
        5,
    ),
]

PRICED_GOALS_NEAR_MISSES = [
    # the items to get have no price the text states
    (
        "Each kite costs $7. Ola has $20. How much more money does she need to buy 4 balls?",
        "comparative",
    ),
    # a goal of items in the unit asked: "to buy 5" is no holding to reach
    ("Ola has 3 kites. How many more kites does she need to buy 5 kites?", "comparative"),
    # two prices, one of items the text names nowhere else: that price is idle (read
    # since session 39, ``rates.without_idle_rates``; it abstained before)
    (
        "Each kite costs $7 and each ball costs $2. Ola has $20. How much more money does she need to buy 4 kites?",
        8,
    ),
    # enough money already: no shortfall
    (
        "Each kite costs $7. Ola has $40. How much more money does she need to buy 4 kites?",
        "negative-value",
    ),
]

# prices of several kinds, each count named by the question (issue 23, "rate + total")
PRICES_BY_KIND = [
    (
        "A pass costs $6 for a child and $9 for an adult. How much do 4 children and 3 adults pay?",
        51,
    ),
    (
        "A lunch costs $3 for a student and $5 for a teacher. How much do 20 students and 2 teachers pay?",
        70,
    ),
]

PRICES_BY_KIND_NEAR_MISSES = [
    # a price with no count, a count with no price, another holding beside them
    # the adults' price idle (read since session 39, ``rates.without_idle_rates``)
    ("A pass costs $6 for a child and $9 for an adult. How much do 4 children pay?", 24),
    (
        "A pass costs $6 for a child and $9 for an adult. How much do 4 children and 3 seniors pay?",
        "quantity-in-question",
    ),
    (
        "A pass costs $6 for a child and $9 for an adult. Ida has $80. How much do 4 children and 3 adults pay?",
        "rate",
    ),
]

# a rate per unit of time whose count is a stretch stated in a clause of its own: the
# rate's own verb ("reads 20 pages an hour ... read for 3 hours") or a verb of work beside
# one of earning ("earns $5 an hour ... worked 7 hours"); several stretches are summed
WORKED_TIME = [
    ("Kofi earns $6 an hour. He worked 8 hours. How much money did he earn?", 48),
    ("Lucia earns $9 per hour. She worked for 4 hours. How much money did she earn?", 36),
    (
        "Kofi earns $6 an hour. On Monday he worked 8 hours. On Friday he worked 3 hours. How "
        "much money did he earn?",
        66,
    ),
    ("Ines reads 15 pages an hour. She read for 3 hours. How many pages did she read?", 45),
    (
        "Kofi had $10. He earns $6 an hour. He worked 8 hours. How much money does he have now?",
        58,
    ),
    (  # 'make' money: earning, not making something out of an ingredient
        "Dara made 7 dollars an hour at the bakery. On Monday she worked 4 hours and on "
        "Friday she worked 2 hours. How much money did Dara make?",
        42,
    ),
]

WORKED_TIME_NEAR_MISSES = [
    # a stretch of time that is no work: not the rate's count
    ("Kofi earns $6 an hour. He slept 8 hours. How much money did he earn?", "unsupported-verb"),
    (
        "Ines reads 15 pages an hour. She slept for 3 hours. How many pages did she read?",
        "unattached-quantity",
    ),
    # another holder's time, and a stretch in another unit
    (
        "Kofi earns $6 an hour. On Monday he worked 8 hours. On Friday Ana worked 3 hours. How "
        "much money did Kofi earn?",
        "rate",
    ),
    ("Kofi earns $6 an hour. He worked 2 days. How much money did he earn?", "unsupported-verb"),
    # a stretch still to come is no time worked yet
    (
        "Kofi earns $6 an hour. He worked 8 hours today and will work 3 hours tomorrow. How "
        "much money did he earn?",
        "unsupported-verb",
    ),
    # something made, not money: how many eggs went into it is not said
    ("Dara had 10 eggs. She made 2 cakes. How many eggs does she have?", "ingredient-use"),
]

# a comparison with a name the tagger reads as a common noun ("than Ayla": NN): a bare
# title-case singular noun is a name as the object of a preposition too
NAMES_AS_NOUNS = [
    ("Ayla has 14 pens. Ravi has 5 fewer pens than Ayla. How many pens does Ravi have?", 9),
    (
        "Ayla has 14 pens. Ravi has 5 more pens than Ayla. How many pens do they have together?",
        33,
    ),
]

NAMES_AS_NOUNS_NEAR_MISSES = [
    # the comparison goes on past the name: "than Ayla does", read since session 38 (the
    # name the tagger made a noun is a name: docview._names_read_as_other_words)
    (
        "Ayla has 14 pens. Ravi has 5 more pens than Ayla does. How many pens does Ravi have?",
        19,
    ),
    # than whom is not said
    ("Ayla has 14 pens. Ravi has 5 more pens. How many pens does Ravi have?", "comparative"),
]

# a whole holding packed so many to a container, the number of containers asked: what is
# packed named by its noun ("the apples") or by the amount put "in each" container
PACKED_WHOLE = [
    (
        "Kofi picked 56 apples. He put the apples in crates, with 8 apples in each crate. How "
        "many crates did he fill?",
        7,
    ),
    ("Mara has 42 shells. She puts 6 shells in each jar. How many jars does she need?", 7),
    (
        "Luis baked 36 muffins. He will place 4 muffins on every plate. How many plates will he "
        "use?",
        9,
    ),
    (
        "Ines collected 45 stamps. She arranged 9 stamps on each page. How many pages did she "
        "fill?",
        5,
    ),
]

PACKED_WHOLE_NEAR_MISSES = [
    ("Pia has 30 beads. She puts 4 beads in each bag. How many bags does she fill?", "not-whole"),
    (  # two holders of the unit: whose apples are packed is not certain
        "Kofi has 56 apples and Ana has 20 apples. He puts 8 apples in each crate. How many "
        "crates does he fill?",
        "rate",
    ),
    (  # the question asks no containers
        "Kofi has 56 apples. He puts 8 apples in each crate. How many apples does he have?",
        "rate",
    ),
    (
        "Kofi has some apples. He puts 8 apples in each crate. How many crates does he fill?",
        "unknown-mismatch",
    ),
    (  # somebody else packs
        "Kofi has 56 apples. Ana puts 8 apples in each crate. How many crates does Ana fill?",
        "rate",
    ),
    (  # the crates are counted: how many are filled is not the packing's
        "Kofi has 5 crates. He puts 8 apples in each crate. How many crates does he fill?",
        "rate",
    ),
    (  # what is put in the crates is not what he holds
        "Kofi has 56 apples. He put the pears in crates, with 8 pears in each crate. How many "
        "crates did he fill?",
        "rate",
    ),
]

# what each container holds, said of "each" one, and the containers needed for a holding
CAPACITY = [
    ("Each shelf holds 9 books. Rita has 63 books. How many shelves does she need?", 7),
    (
        "Each bench seats 5 children. There are 35 children in the park. How many benches are "
        "needed?",
        7,
    ),
    (  # 'can' of a container's size is no ability
        "Nell has 24 guests at her party. Each table can hold 6 guests. How many tables will "
        "she need?",
        4,
    ),
    (  # what is held when the question is asked
        "Each box holds 6 eggs. Ann has 30 eggs and eats 6. How many boxes does she need?",
        4,
    ),
]

CAPACITY += [
    (  # 'a' on the container the question counts: any one of them
        "A crate holds 12 pears. Maria has 60 pears. How many crates does she need?",
        5,
    ),
]

CAPACITY += [
    (  # what they hold stated on its own, nobody's
        "Each van carries 8 people. There are 40 people going on the trip. How many vans are "
        "needed?",
        5,
    ),
]

CAPACITY += [
    ("Each tent sleeps 4 campers. There are 28 campers. How many tents are needed?", 7),
]

CAPACITY += [  # the kinds of what each container holds, counted on their own (kinds.json)
    ("Each van can hold 4 people. There are 2 students and 6 adults. How many vans are needed?", 2),
    (
        "Each bus can hold 30 children. There are 45 boys and 15 girls. How many buses are needed?",
        2,
    ),
]

CAPACITY_NEAR_MISSES = [
    (  # dogs are no people
        "Each van can hold 4 people. There are 8 students and 6 dogs. How many vans are needed?",
        "rate",  # the scene holds both; the vans hold people, not dogs
    ),
    (  # a kind counted twice
        "Each van can hold 4 people. There are 8 students and 4 students. How many vans are "
        "needed?",
        "rate",
    ),
    (  # the containers do not divide the people: not rounded up
        "Each van can hold 4 people. There are 8 students and 2 teachers. How many vans are "
        "needed?",
        "not-whole",
    ),
    (  # a holder's own beside the count on its own
        "Each van carries 8 people. There are 40 people. Tom has 16 people. How many vans are "
        "needed?",
        "rate",
    ),
    (  # 'a' on one container, named again: its content, not a size of every one (Ines,
        # holding none, adds to the jar since eda7deb: 0034 rule 4)
        "A jar holds 9 marbles. Ines adds 3 marbles. How many marbles are in the jar now?",
        12,
    ),
    (
        "Each bag holds 7 oranges. Rita has 50 oranges. How many bags does she need?",
        "inexact-number",
    ),
    (  # shelves already held: more, or all, is not said
        "Each shelf holds 9 books. Rita has 63 books and 3 shelves. How many shelves does she "
        "need?",
        "rate",
    ),
    (
        "Each shelf holds 9 books. Rita has 63 books. How many more shelves does she need?",
        "comparative",
    ),
    ("Each shelf holds 9 books. Rita has 63 books. How many shelves does she have?", "rate"),
    ("Each shelf holds 9 books. Rita has 63 books. How many shelves does Sam need?", "rate"),
    (
        "Each shelf holds 9 books. Rita has 40 books and Sam has 23 books. How many shelves does "
        "Rita need?",
        "rate",
    ),
    (  # 'can' of what one person can do, not of the size of each container
        "Tom can carry 4 boxes. How many boxes does Tom have?",
        "habitual",
    ),
]

# "N of them" taken from nobody named, with 'of' parsed on the verb: part of one's own stock
PARTITIVE_ON_VERB_NEAR_MISSES = [
    (
        "A cook had 16 potatoes to cook. He cooked 7 of them. How many potatoes does he have?",
        "partitive-gain",
    ),
]

# a task: 'to' + a verb under 'need' or 'have', or a holding "to V"; the parts of it done
# are told with its own verb; the question asks what is left, with 'more', 'still' or 'left'
TASKS = [
    (
        "Rosa needs to paint 12 rooms. She has already painted 5 rooms. How many more rooms "
        "does she need to paint?",
        7,
    ),
    (
        "Rosa needs to paint 12 rooms. She painted 5 rooms on Monday and 3 rooms on Tuesday. "
        "How many more rooms does she need to paint?",
        4,
    ),
    (
        "Rosa has to grade 30 tests. She graded 12 of them. How many tests does she still have "
        "to grade?",
        18,
    ),
    (
        "Rosa needed to paint 12 rooms. She painted 5 rooms. How many more rooms did she need "
        "to paint?",
        7,
    ),
    (
        "A teacher had 9 essays to grade. She graded 5 of them. How many essays does she still "
        "have to grade?",
        4,
    ),
    (
        "A chef had 16 potatoes to cook. He cooked 7 of them. How many potatoes does he have "
        "left to cook?",
        9,
    ),
    (
        "Luke had 47 shirts to wash. He washed 17 of them. How many more shirts would he have "
        "to wash?",
        30,
    ),
    # a task in the past ("had to"), its rest asked by its verb negated
    ("Rosa had to grade 30 tests. She graded 12 of them. How many tests did she not grade?", 18),
    ("Rosa has to grade 30 tests. She graded 12 of them. How many did she not grade?", 18),
    (
        "Rosa had to grade 30 tests. She graded 12 of them. How many tests does she still need "
        "to grade?",
        18,
    ),
]

TASKS_NEAR_MISSES = [
    (  # done by another
        "Rosa needs to read 80 pages. Tom has read 35 pages. How many more pages does she need "
        "to read?",
        "comparative",
    ),
    (  # no 'more', 'still' or 'left': the whole task or what is left
        "Rosa needs to read 80 pages. She has read 35 pages. How many pages does she need to read?",
        "conditional",
    ),
    (
        "Rosa needs to read 80 pages. She has not read 35 pages. How many more pages does she "
        "need to read?",
        "negation",
    ),
    (  # what she wants to do is not done: a second task (session 40; before, unread)
        "Rosa needs to read 80 pages. She wants to read 35 pages today. How many more pages "
        "does she need to read?",
        "comparative",
    ),
    (  # a holding of the items beside the task
        "Rosa needs to bake 40 cookies. She has 15 cookies. How many more cookies does she need "
        "to bake?",
        "comparative",
    ),
    (  # another verb of the question than the task's
        "Rosa needs to read 80 pages. She has read 35 pages. How many more pages does she need "
        "to write?",
        "comparative",
    ),
    (
        "Rosa needs to read 80 pages. She read some pages. How many more pages does she need to "
        "read?",
        "unquantified-event",
    ),
    (  # the part done told without 'of them'
        "Rosa had to grade 30 tests. She graded 12 tests on Monday. How many tests did Rosa grade?",
        "underdetermined",
    ),
    (  # the part done asked: an obligation done in part is no event done in full
        "Rosa had to grade 30 tests. She graded 12 of them. How many tests did Rosa grade?",
        "underdetermined",
    ),
    (  # done by another, the question negated
        "Rosa had to grade 30 tests. Tom graded 12 of them. How many did she not grade?",
        "comparative",
    ),
    (  # the question's verb is not the task's
        "Rosa had to grade 30 tests. She graded 12 of them. How many did she not sell?",
        "negation",
    ),
    (  # another subject in the question
        "Rosa had to grade 30 tests. She graded 12 of them. How many did Tom not grade?",
        "negation",
    ),
    (  # two tasks of the verb's items: which one is left is not said
        "A chef needs to cook 16 potatoes and 10 carrots. He has cooked 7 potatoes. How many "
        "more potatoes does he need to cook?",
        "comparative",
    ),
]

# the time the rest of a task takes: a time per item said of "each" item, its count what
# is left of the task (the need's shortfall, schema v3)
TASK_TIMES = [
    (
        "A baker needs to frost 20 cakes. She has frosted 8 of them. Each cake takes 6 minutes "
        "to frost. How many minutes will it take her to frost the rest?",
        72,
    ),
    (
        "A baker needs to frost 20 cakes. She has frosted 8 of them. Each cake takes 6 minutes "
        "to frost. How long will it take her to frost the remaining cakes?",
        72,
    ),
    (
        "Omar has to wash 12 cars. He washed 4 cars. Each car takes 20 minutes to wash. How much "
        "longer will he take to wash the rest?",
        160,
    ),
    (  # the progress told in the question's if-clause
        "Mia needed to plant 9 trees. Each tree takes 2 hours to plant. If she already "
        "planted 5 trees, how much longer will she take to plant the rest?",
        8,
    ),
]

TASK_TIMES += [
    (  # the rest as the subject of 'take', the one task's
        "Tariq has to tile 10 floors. He has tiled 4 of them. Each floor takes 3 hours to tile. "
        "How many hours will the rest take?",
        18,
    ),
    (
        "Bo has to wash 12 cars. Each car takes 20 minutes to wash. He washed 5 cars. How long, "
        "in minutes, will the remaining cars take?",
        140,
    ),
    (  # a time per item with no verb of its own, beside the one task
        "Tariq has to tile 10 floors. He has tiled 4 of them. Each floor takes 3 hours. How many "
        "hours will the rest take?",
        18,
    ),
]

TASK_TIMES += [
    (  # 'need' asks the time too; 'must' states a task
        "Kemal must glue 15 tiles. He has glued 6 tiles. Each tile takes 4 minutes to glue. How "
        "many minutes does he need to glue the rest?",
        36,
    ),
]

TASKS += [
    (
        "Kemal must glue 15 tiles. He has glued 6 tiles so far. How many more tiles must he glue?",
        9,
    ),
]

TASK_TIMES_NEAR_MISSES = [
    (
        "Kemal must not glue 15 tiles. He has glued 6 tiles so far. How many more tiles must he "
        "glue?",
        "negation",
    ),
    (  # two tasks: the rest of which is not said
        "Tariq has to tile 10 floors and to paint 4 doors. He has tiled 4 floors. Each floor "
        "takes 3 hours to tile. How many hours will the rest take?",
        "rate",
    ),
    (  # the time is of another verb than the task's
        "A baker needs to frost 20 cakes. She has frosted 8 of them. Each cake takes 6 minutes "
        "to bake. How many minutes will it take her to frost the rest?",
        "rate",
    ),
    (  # the whole task, not the rest
        "A baker needs to frost 20 cakes. She has frosted 8 of them. Each cake takes 6 minutes "
        "to frost. How many minutes will it take her to frost all the cakes?",
        "rate",
    ),
    (  # done by another
        "A baker needs to frost 20 cakes. Tom has frosted 8 of them. Each cake takes 6 minutes "
        "to frost. How long will it take her to frost the rest?",
        "comparative",
    ),
    (  # a time of no one item
        "A baker needs to frost 20 cakes. She has frosted 8 of them. Frosting takes 6 minutes. "
        "How long will it take her to frost the rest?",
        "unit-mismatch",
    ),
    (  # two tasks of the items
        "A baker needs to frost 20 cakes and Tom needs to frost 10 cakes. She has frosted 8 of "
        "them. Each cake takes 6 minutes to frost. How long will it take her to frost the rest?",
        "rate",
    ),
    (  # the time is of two things one item takes
        "A baker needs to frost 20 cakes. She has frosted 8 of them. Each cake takes 6 minutes "
        "to frost and 2 minutes to box. How long will it take her to frost the rest?",
        "rate",
    ),
    (
        "A baker needs to frost 20 cakes. She has frosted some of them. Each cake takes 6 "
        "minutes to frost. How long will it take her to frost the rest?",
        "unquantified-event",
    ),
]

# an amount "at each" place, on a count of the places
AT_EACH_PLACE = [
    ("A hall has 9 tables with 7 people at each table. How many people are in the hall?", 63),
    ("There are 9 tables. There are 7 people at each table. How many people are there?", 63),
]

AT_EACH_PLACE_NEAR_MISSES = [
    ("Ann spent 5 dollars at each shop. How much money did she spend?", "rate"),
    (  # more people beside the tables
        "A hall has 9 tables with 7 people at each table and 3 people at the door. How many "
        "people are in the hall?",
        "rate",
    ),
]

# "A tray holds 16 cupcakes" beside "5 trays": the indefinite is any one of them, no holder
ANY_ONE_OF_THEM_NEAR_MISSES = [
    (  # one of the items asked, not the items together (the total of 4 crates is 48)
        "A crate holds 12 melons. Ivo has 4 crates. How many melons can a crate hold?",
        "rate",
    ),
]

# kinds held, then an event of the bare noun: the kinds' total is the holding it moves
KINDS_THEN_WHOLE = [
    ("Amy had 4 red pens and 21 blue pens. She lost 3 pens. How many pens does she have now?", 22),
    (
        "Amy had 4 red pens and 21 blue pens. She lost 3 pens. She found 2 pens. How many pens "
        "does she have now?",
        24,
    ),
    (
        "Amy had 4 red pens, 6 green pens and 21 blue pens. She gave 30 pens to her class. How "
        "many pens does she have now?",
        1,
    ),
    (  # kinds that are two-word nouns of their own, each a kind of the whole (WordNet)
        "A shelter had 9 persian cats and 7 siamese cats. It gave away 5 cats. How many cats "
        "does the shelter have left?",
        11,
    ),
]

KINDS_THEN_WHOLE_NEAR_MISSES = [
    (  # a two-word noun that is no kind of the asked noun: a hot dog is no dog
        "Ana had 6 hot dogs and 4 big dogs. How many dogs does Ana have?",
        "unit-mismatch",
    ),
    (  # the holding at a named time that later events follow
        "Dara had no plums on Sunday. On Monday she picked 9 plums, and on Tuesday she ate 4 "
        "plums. How many plums did she have at the end of Monday?",
        "restricted-question",
    ),
    (  # a two-word noun that is no kind of the asked noun, and an event of the bare noun
        "Ana had 6 hot dogs and 4 spotted dogs. She gave away 2 dogs. How many dogs does Ana "
        "have now?",
        "unit-mismatch",
    ),
    (  # a kind asked after the kinds were counted together
        "Amy had 4 red pens and 21 blue pens. She lost 3 pens. How many blue pens does she have "
        "now?",
        "unit-mismatch",
    ),
    (  # a kind moves after the kinds were counted together
        "Amy had 4 red pens and 21 blue pens. She lost 3 pens. She found 2 blue pens. How many "
        "pens does she have now?",
        "unit-mismatch",
    ),
    (  # the question asks the event, not the holding
        "Amy had 4 red pens and 21 blue pens. She lost 3 pens. How many pens did she lose?",
        "unit-mismatch",
    ),
    (
        "Amy had some red pens and 21 blue pens. She lost 3 pens. How many pens does she have now?",
        "underdetermined",
    ),
]

# "N fewer" with no noun and no 'than': a difference from an amount told before
FEWER_ALONE_NEAR_MISSES = [
    (
        "Lia baked 12 pies. Her aunt baked 4 fewer. How many pies did they bake together?",
        "comparative",
    ),
]

# round 22's four wrong answers, in words of this file: a part of a task done by someone
# with no number; a kind the whole covers added by another; an amount said of two days
# asked of one; part of a set carried somewhere else
ROUND22_NEAR_MISSES = [
    (
        "Pita must label 10 jars. She labeled 4 jars. Her aunt labeled some of the other jars. "
        "How many jars does Pita still have to label?",
        "unquantified-event",
    ),
    (
        "A basket holds 6 apples and 4 pears. Dev adds 2 plums. How many fruits are in the "
        "basket now?",
        "irrelevant-event",
    ),
    (
        "Omar ran 9 miles on Saturday and Sunday. How many miles did he run on Saturday?",
        "restricted-question",
    ),
    (
        "There are 11 chairs in the hall. Gus carries 4 of them to the yard. How many chairs are "
        "in the hall now?",
        "partitive-gain",
    ),
]

# round 23's shapes: a verb of holding that takes things to a place moves them; "N more"
# right after another holder did the same is more than that holder's, or N: not said
ROUND23_NEAR_MISSES = [
    (
        "There were 30 desks in the classroom. Helpers carried 9 desks to the library. How many "
        "desks are in the classroom now?",
        "own-stock",
    ),
    ("Ivo sold 14 kites. Pam sold 3 more. How many kites did they sell in all?", "comparative"),
]

ROUND23_CONTROLS = [
    ("Ivo sold 14 kites. He sold 3 more. How many kites did Ivo sell?", 17),
]

# several kinds in each container: one rate per kind over one count; the question sums
# the kinds under a word that covers them, asks one kind, or follows an event
SEVERAL_KINDS_EACH = [
    (
        "A zoo has 5 pens. Each pen has 3 goats and 4 sheep. How many animals does the zoo have?",
        35,
    ),
    (
        "Kai has 7 trays. Every tray holds 4 muffins and 2 scones. How many muffins does Kai have?",
        28,
    ),
    (
        "Each crate has 6 green apples and 5 red apples. Ines bought 3 crates. How many apples "
        "does Ines have?",
        33,
    ),
    (
        "A farm has 4 coops. If each coop has 8 hens and 2 ducks in it, how many birds does the "
        "farm have in total?",
        40,
    ),
    (
        "A shop has 3 tanks. Each tank has 9 guppies and 4 snails. The shop sold 5 guppies. How "
        "many guppies does the shop have now?",
        22,
    ),
    (  # nobody holds them: the total of the one kind asked
        "There are 8 ladybugs. Each ladybug has 6 red spots and 3 white spots. How many red "
        "spots are there?",
        48,
    ),
]

SEVERAL_KINDS_EACH_NEAR_MISSES = [
    (  # "tools" covers no listed kind: the pencil may or may not be one
        "Each kit has 3 brushes and a sponge. Lu has 4 kits. How many tools does Lu have?",
        "rate",
    ),
    (  # two amounts of one kind in each: no kind of its own for each
        "Each bag has 3 plums and 2 plums. Bo has 4 bags. How many plums does Bo have?",
        "rate",
    ),
    (  # the count is two holders', the question asks Sam: his boxes (abstained before
        # session 39; every box holds the same, each holder's boxes are their own)
        "Each box has 3 pens and 2 pencils. Sam has 4 boxes and Ann has 2 boxes. How many pens "
        "does Sam have?",
        12,
    ),
    (  # nobody holds them and both kinds are asked: no holding sums them
        "There are 8 ladybugs. Each ladybug has 6 red spots and 3 white spots. How many spots "
        "are there?",
        "rate",
    ),
    (  # "things" covers nothing the kinds table lists
        "Gil has 4 boxes. Each box has 3 pens and 2 pencils. How many things does Gil have?",
        "unit-mismatch",
    ),
]

# a rate per item done ("for each lawn he mowed"): its count is told with the relative
# clause's verb, or is a holding less so many not done (schema v3 ``differ``)
PIECE_RATES = [
    (
        "Rina earns 4 dollars for each dog she walks. She walked 6 dogs. How much money did "
        "she earn?",
        24,
    ),
    (
        "Otto earned 3 points for every puzzle he solved. He solved 5 puzzles on Friday and 4 "
        "puzzles on Saturday. How many points did he earn?",
        27,
    ),
    (
        "Beth earned 6 dollars for each window she cleaned. She had 10 windows to clean, but "
        "forgot to clean 3 of them. How much money did she earn?",
        42,
    ),
    (
        "Sol earns 2 points for every bottle he recycles. If he had 15 bottles, but didn't "
        "recycle 4 of them, how many points did he earn?",
        22,
    ),
]

# round 25's phrasings: '$N' with its 'for' on the amount, 'gets', the relative clause hung
# on the amount, the items gathered and some not done
PIECE_RATES_MORE = [
    (
        "Zuri earns $2 for every plant she waters. She watered 9 plants. How much money did "
        "Zuri earn?",
        18,
    ),
    (
        "Ike gets 3 points for each goal he scores. He scored 4 goals. How many points did Ike "
        "get?",
        12,
    ),
    (
        "Ada gets 2 points for every jar she recycles. She collected 10 jars but forgot to "
        "recycle 3 of them. How many points did Ada get?",
        14,
    ),
]

PIECE_RATES_NEAR_MISSES = [
    (  # a holding of the items says nothing of how many were done
        "Rina earns 4 dollars for each dog she walks. She has 6 dogs. How much money did she earn?",
        "rate",
    ),
    (  # another holder left them undone
        "Beth earned 6 dollars for each window she cleaned. She had 10 windows to clean, but "
        "Tom forgot to clean 3 of them. How much money did Beth earn?",
        "rate",
    ),
    (  # not done by another verb: not the rate's items
        "Beth earned 6 dollars for each window she cleaned. She had 10 windows to clean, but "
        "forgot to paint 3 of them. How much money did she earn?",
        "conditional",
    ),
    (  # the things counted were done by someone else
        "Zuri earns $2 for every plant she waters. Her brother watered 9 plants. How much "
        "money did Zuri earn?",
        "rate",
    ),
    (  # no number of them not done
        "Beth earned 6 dollars for each window she cleaned. She had 10 windows to clean, but "
        "forgot to clean some of them. How much money did she earn?",
        "unquantified-event",
    ),
]

# a share of several holdings at once: kinds of the shared thing (their total, schema v3),
# gains told apart, amounts held at once (summed first), or another holder's things put
# into groups by someone who holds nothing
GATHERED_SHARES = [
    (
        "Noor baked 14 lemon muffins and 22 apple muffins. She packed them in boxes of 4. How "
        "many boxes did she fill?",
        9,
    ),
    (
        "Kofi picked 17 pears in the morning and 13 pears in the afternoon. He shared them "
        "equally among 5 friends. How many pears did each friend get?",
        6,
    ),
    (
        "A band had 12 new members and 8 returning members. The leader put them into groups "
        "with 5 members in each group. How many groups were there?",
        4,
    ),
    (
        "A club has 36 members. The leader puts them into teams of 9. How many teams are there?",
        4,
    ),
]

GATHERED_SHARES_NEAR_MISSES = [
    (  # two holders' pears: whose are shared?
        "Kofi picked 17 pears. Ama picked 13 pears. He shared them equally among 5 friends. "
        "How many pears did each friend get?",
        "unresolved-pronoun",
    ),
    (  # a part of them shared, not all
        "Kofi picked 17 pears in the morning and 13 pears in the afternoon. He shared 20 of "
        "them equally among 5 friends. How many pears did each friend get?",
        "rate",
    ),
    (  # "them" after two holders: the things of which one?
        "A club has 36 members. Tom has 4 pens. The leader puts them into teams of 9. How many "
        "teams are there?",
        "rate",
    ),
]

# round 24's two wrong answers, in words of this file: an amount left out by 'some too';
# 'both' on a plural subject (each of them, or together?)
ROUND24_NEAR_MISSES = [
    (
        "Pia has 6 blue kites and Rob has some too. How many kites do they have in all?",
        "unquantified-event",
    ),
    ("Both sisters found 4 shells. How many shells did the sisters find?", "plural-holder"),
]

# the teller is one holder ("I", "me", "my"), as the reader is ("you"); "we" stays plural
FIRST_PERSON = [
    ("I have 14 shells. My aunt gave me 6 more. How many shells do I have now?", 20),
    ("I had 11 dollars. I spent 4 dollars on a book. How many dollars do I have left?", 7),
]

FIRST_PERSON_NEAR_MISSES = [
    (  # the teller and another: the pair picked them
        "My brother and I picked 18 plums. How many plums did I pick?",
        "plural-holder",
    ),
    ("We had 12 cups. We broke 3 cups. How many cups do we have?", "plural-holder"),
    (  # split equally, among whom is not said
        "Kit picked 20 figs and split them equally. How many figs did Kit get?",
        "unquantified-event",
    ),
]

# a part of a set told with one polarity of a verb, the question the other: the set less
# the part (schema v3 ``differ``, its base the holding where the part is told)
COMPLEMENTS = [
    ("Ona has 18 pots. She did not paint 5 of them. How many pots did she paint?", 13),
    ("Ona has 18 pots. She painted 5 of them. How many pots did she not paint?", 13),
    ("Ona has 18 pots. She painted 5 of them. How many did she not paint?", 13),  # "of them"
    (
        "There are 30 kids on the bus. Twelve of them are not wearing hats. How many kids are "
        "wearing hats?",
        18,
    ),
    (
        "A cook had 14 guests. Then 6 more guests came. If 9 of the guests did not bring a "
        "gift, how many guests did bring a gift?",
        11,
    ),
]

# the same form asked in the passive, the set named by "how many of the <noun>"
COMPLEMENTS_PASSIVE = [
    (
        "A crate held 30 plates. 4 of the plates were chipped. How many of the plates were "
        "not chipped?",
        26,
    ),
    (
        "A crate held 30 plates. 4 of the plates were not chipped. How many of the plates "
        "were chipped?",
        26,
    ),
    ("Ada bought 18 balloons. 5 of them popped. How many of the balloons are not popped?", 13),
]

COMPLEMENTS_PASSIVE_NEAR_MISSES = [
    (  # the same polarity: the part itself, told
        "A crate held 30 plates. 4 of the plates were chipped. How many of the plates were "
        "chipped?",
        "passive",
    ),
    (  # another verb in the question
        "A crate held 30 plates. 4 of the plates were chipped. How many of the plates were "
        "not sold?",
        "negation",
    ),
    (  # the set grows after the part
        "A crate held 30 plates. 4 of the plates were chipped. 6 more plates arrived. How "
        "many of the plates were not chipped?",
        "unsupported-question",
    ),
    (  # "of his shirts": not "of the shirts"
        "Lior has 15 shirts. 9 of them are washed. How many of his shirts are not washed?",
        "negation",
    ),
]

COMPLEMENTS_NEAR_MISSES = [
    (  # a question without a noun, and "of them" over two nouns: no complement is read
        # (complement._one_set_before), the question's 'not' stays unread
        "Ona has 18 pots and 4 vases. She painted 5 of them. How many did she not paint?",
        "negation",
    ),
    (  # no partitive: the part may be other pots
        "Ona has 18 pots. She painted 5 pots. How many did she not paint?",
        "negation",
    ),
    (  # the set changes after the part: of which set?
        "Ona has 18 pots. She did not paint 5 of them. She bought 4 pots. How many pots did "
        "she paint?",
        "unsupported-question",
    ),
    (  # two holders' pots
        "Ona has 18 pots. Eli has 6 pots. She did not paint 5 of them. How many pots did she "
        "paint?",
        "unresolved-holder",
    ),
    (  # "all but 5": the 5 are the others, not the part
        "The band has 12 members. All but 4 of them did not sing. How many members sang?",
        "negation",  # 'all but 4' is read (a differ); the clause is negated
    ),
    (  # the same polarity: the part itself, told already
        "Ona has 18 pots. She painted 5 of them. How many pots did she paint?",
        "unsupported-question",
    ),
]

# a price of each item told with 'be' ("Each flower was 3 dollars"), and items counted by
# the kinds kinds.json puts under the priced one ("2 roses and 5 daisies" of "each flower")
PRICED_KINDS = [
    ("Each lamp was 9 dollars. Ravi bought 3 lamps. How much did he spend?", 27),
    (
        "A florist had a sale where each flower was 4 dollars. If Mina bought 3 roses and 2 "
        "tulips, how much did she spend?",
        20,
    ),
    ("Each flower costs $2. Ivo bought 4 roses and 3 daisies. How much did he pay?", 14),
    (  # the kinds bought by two people, one asked: the other's purchase stands apart
        "Each flower costs $2. Ivo bought 4 roses. Ana bought 3 tulips. How much did Ivo spend?",
        8,
    ),
    ("A pencil costs $2. Lior buys 6 pencils. How much does Lior spend?", 12),
    ("A bag of rice was $9. Anouk bought 2 bags of rice. How much did she spend?", 18),
    ("Mangoes cost $4 each. Femi bought 5 mangoes. How much was the bill?", 20),
    ("Leilani bought 3 scarves for $7 each. How much was the bill?", 21),
    ("Each mug was $4. Soraya bought 7 mugs. What was the total cost?", 28),
    ("A kite costs $6. Dev has $30. How many kites can he buy?", 5),
    (  # a kind bought, then the whole of the kinds held asked by its price
        "Each fruit costs $1. Lea bought 5 apples and 2 pears. How much did she spend?",
        7,
    ),
]

PRICED_KINDS_NEAR_MISSES = [
    (  # something bought is no kind of the priced item
        "Each flower costs $2. Ivo bought 4 roses and 3 vases. How much did he spend?",
        "rate",
    ),
    (  # a word that makes the priced item a kind: which flowers are red?
        "Each red flower costs $2. Ivo bought 4 roses and 3 tulips. How much did he spend?",
        "rate",
    ),
    (  # 'be' with no money: no price
        "Each lamp was 9 inches tall. Ravi bought 3 lamps. How much did he spend?",
        "rate",
    ),
    (  # the definite article: one pencil's price, no rate
        "The pencil costs $2. Lior buys 6 pencils. How much does Lior spend?",
        "unsupported-verb",
    ),
    (  # a word that makes the item a kind
        "A red pencil costs $2. Lior buys 6 pencils. How much does Lior spend?",
        "unsupported-verb",
    ),
    (  # the person it cost paid it: no price per item
        "Jo spent $3 on a book, and a lamp cost her $9. How much did she spend?",
        12,
    ),
    (  # "What was the total cost?" with no price: the bill of the money spent (asks_bill)
        "Sam spent $5 on a book and $3 on a pen. What was the total cost?",
        8,
    ),
    (  # a price of items nobody buys beside the one bought: idle, left out (read since
        # session 39, ``rates.without_idle_rates``; it abstained before)
        "A melon is $5 and a lemon is $1. Kaveh buys 2 melons. How much is the bill?",
        10,
    ),
    (  # the bill beside another buyer's
        "Tia bought 3 scarves for $7 each. Ana bought 2 hats for $3 each. How much was the bill?",
        "rate",
    ),
    (  # the price and the flowers named itself beside the kinds
        "Each flower costs $2. Ivo bought 4 roses and 3 flowers. How much did he spend?",
        "rate",
    ),
]

# how many items one can buy at a price (question/affordable.py): the count of a price
# rate whose total is the money the asker holds then; the price told or in the question
AFFORDABLE = [
    ("Dev has 30 dollars. Kites cost 6 dollars each. How many kites can he buy?", 5),
    (
        "Each kite costs 6 dollars. Dev had 50 dollars. He spent 14 dollars on lunch. How "
        "many kites could he buy?",
        6,
    ),
    (
        "Nell had 45 dollars. She spent 17 dollars on a scarf. How many 4 dollar mugs could "
        "she buy with the money she had left?",
        7,
    ),
    ("Nell has $36. How many $9 books can she afford?", 4),
    (  # money made with a gerund of how ("mowing lawns"), parsed as the gerund's subject
        "Omar made 50 dollars mowing lawns. He spent 14 dollars on gloves. How many 4 dollar "
        "kites could he buy?",
        9,
    ),
    ("Ugo saved 27 dollars. Each pen costs 3 dollars. How many pens can Ugo buy?", 9),
]

# a sentence's first word that the model tags a name, read as the common plural the text
# writes in lowercase elsewhere (docview._common_initials)
CAPITALIZED_PLURALS = [
    ("Stamps cost 40 cents each. Femi buys 10 stamps. How many cents does he spend?", 400),
    ("Kites cost 6 dollars each. Dev has 30 dollars. How many kites can he buy?", 5),
]

# containers filled in clauses of their own, what each holds said elsewhere: the count of
# the rate (summed when filled in several clauses, schema v3)
CONTAINERS_FILLED = [
    ("Paul filled 6 bags. Each bag had 8 cans in it. How many cans does he have?", 48),
    (
        "On Monday Rui filled 6 jars and on Tuesday he filled 3 more jars. Each jar held 5 "
        "buttons. How many buttons did he fill?",
        45,
    ),
    (
        "Mira filled 4 crates. She filled 2 more crates. Each crate had 9 melons in it. How "
        "many melons does Mira have?",
        54,
    ),
]

CONTAINERS_FILLED_NEAR_MISSES = [
    (  # two fillers
        "Paul filled 6 bags and Ana filled 3 bags. Each bag had 8 cans in it. How many cans "
        "does Paul have?",
        "rate",
    ),
    (  # bags held beside the bags filled: which are counted?
        "Paul had 4 bags. He filled 6 bags. Each bag had 8 cans in it. How many cans does he have?",
        "rate",
    ),
    (  # filled with something else
        "Paul filled 6 bags with sand. Each bag had 8 cans in it. How many cans does he have?",
        "rate",
    ),
    (  # 'each' of another container
        "Paul filled 6 bags. Each box had 8 cans in it. How many cans does he have?",
        "rate",
    ),
]

# containers told apart by their contents' own words ("pages of math homework", "shelves
# of mystery books"), counted by a rate per container: the kinds summed under the rate
CONTENTS_KINDS = [
    (
        "Oren had 3 boxes of blue pens and 2 boxes of red pens. Each box held 6 pens. How "
        "many pens did Oren have?",
        30,
    ),
    (
        "Oren had 3 pages of math problems and 4 pages of reading problems. Each page had 5 "
        "questions on it. How many questions did Oren have?",
        35,
    ),
    (  # one kind asked by its contents' own words
        "Ada bought 4 pounds of red apples and 3 pounds of green apples. How many pounds of "
        "green apples did Ada buy?",
        3,
    ),
    (  # a whole of pieces over two contents of bags
        "Hana has 4 bags of plums and 3 bags of pears. Each bag holds 6 pieces of fruit. "
        "How many pieces of fruit does Hana have?",
        42,
    ),
    (  # the question names the contents itself: no kinds
        "Mitch drank 2 cartons of soy milk and 3 cartons of goat milk. How many cartons of "
        "milk did he drink?",
        5,
    ),
]

CONTENTS_KINDS_NEAR_MISSES = [
    (  # one contents of several asked by a unit that does not carry it
        "A shed holds 6 sacks of oats and 4 sacks of corn. Each sack holds 3 kilograms. How "
        "many kilograms of corn are in the shed?",
        "restricted-question",
    ),
    (  # the rate is said of one kind of box: the others' contents are not given
        "Ada has 5 boxes of green pens and 2 boxes of black pens. Each box of green pens "
        "holds 6 pens. How many pens does Ada have?",
        "rate",
    ),
    (  # the question asks one kind's contents; the rate counts every bottle
        "Ada bought 3 bottles of apple juice and 2 bottles of grape juice. Each bottle holds "
        "2 liters. How many liters of grape juice did Ada buy?",
        "restricted-question",
    ),
    (  # the rate is said of boxes of one contents only
        "Each box of pens has 8 pens. Dev has 4 boxes of pens and 3 boxes of chalk. How many "
        "pens does Dev have?",
        "rate",
    ),
    (  # a container lost without its kind
        "Oren had 3 boxes of blue pens and 2 boxes of red pens. He lost 1 box. Each box held "
        "6 pens. How many pens did Oren have?",
        "unit-mismatch",
    ),
    (  # one kind asked, the rate said of every box
        "Oren had 3 boxes of blue pens and 2 boxes of red pens. Each box held 6 pens. How "
        "many blue pens did Oren have?",
        "restricted-question",
    ),
]

# money spent "on" a word for a whole of kinds: every purchase paid for one of its kinds
# (kinds.json, its own words included: "clothing" of "clothes")
SPENT_ON_KINDS = [
    (
        "Lin spent 14 dollars on shorts and 5 dollars on a jacket. How much did Lin spend on "
        "clothing?",
        19,
    ),
    (
        "Lin bought a shirt for 5 dollars and a jacket for 3 dollars. How much did Lin spend on "
        "clothes?",
        8,
    ),
    ("Jo spent 4 dollars on a kite and 6 dollars on a doll. How much did Jo spend on toys?", 10),
    (
        "Femi spent 3 dollars on apples and 2 dollars on pears. How much did Femi spend on fruit?",
        5,
    ),
]

SPENT_ON_KINDS_NEAR_MISSES = [
    (  # one payment for a kind and a thing of no kind
        "Lin spent 9 dollars on a scarf and a lamp. She spent 4 dollars on gloves. How much "
        "did Lin spend on clothing?",
        "restricted-question",
    ),
    (  # a kite is no clothing
        "Lin spent 5 dollars on a shirt and 3 dollars on a kite. How much did Lin spend on "
        "clothing?",
        "restricted-question",
    ),
    (  # a kind of clothing of its own
        "Lin spent 5 dollars on a shirt and 3 dollars on a jacket. How much did Lin spend on "
        "winter clothing?",
        "restricted-question",
    ),
    (  # the first sum names nothing it paid for
        "Lin spent 5 dollars and 3 dollars on a shirt. How much did Lin spend on clothing?",
        "restricted-question",
    ),
]

# asides: a clause of going, staying or working whose one quantity counts a thing nothing
# else in the problem names, read and left out of the graph (constructions/aside.py)
ASIDES = [
    ("Joan has 5 pens. She visited 3 shops. How many pens does Joan have?", 5),
    (
        "Ana had 14 marbles. She drove to 2 towns and lost 3 marbles. How many marbles does "
        "Ana have now?",
        11,
    ),
    (
        "Lena grew 6 onions and Kim grew 9 onions. They walked to 2 farms. How many onions did "
        "they grow in all?",
        15,
    ),
]

ASIDES_NEAR_MISSES = [
    (  # a stretch of time beside a rate per day may multiply it ("for 6 days")
        "Lena grew 6 onions a day and Kim grew 9 onions. They worked for 6 days. How many "
        "onions did they grow in all?",
        "unattached-quantity",
    ),
    (  # a verb that may use up what is asked
        "There are 50 staples in the stapler. Stacie staples 3 reports. How many staples are "
        "left in the stapler?",
        "unsupported-verb",
    ),
    (  # a whole of kinds asked: it may count the aside's things
        "Pia has 4 goats and 7 ducks. She visited 2 farms. How many animals does Pia have?",
        "unsupported-verb",
    ),
    (  # a measure converts
        "Joan has 5 pens. She walked 3 miles. How many pens does Joan have?",
        "unsupported-verb",
    ),
    (  # 'them' may name the towns
        "Ana had 14 marbles. She visited 2 towns. She gave them 3 marbles. How many marbles "
        "does Ana have?",
        "unsupported-verb",
    ),
    (  # what one comes back with is held
        "Ana had 14 marbles. She came back with 70 euros. How many marbles does Ana have?",
        "unsupported-verb",
    ),
    (  # a rate over the aside's things
        "Joan has 5 pens. She visited 3 shops and bought 2 pens in each. How many pens does "
        "Joan have?",
        "rate",
    ),
]

# a capitalized 'Will' where no modal can stand, read as the name (docview)
NAMES_READ_AS_MODALS = [
    (
        "Will had 40 dollars. He spent 12 dollars on a cap. How many 7 dollar books could he "
        "buy with the money he had left?",
        4,
    ),
    (
        "Will earns 9 dollars an hour. He worked 5 hours on Monday. How much money did Will make?",
        45,
    ),
    (
        "Will bought 6 boxes of pens and gave 2 boxes to Ann. Each box has 5 pens. How many "
        "pens does Will have now?",
        20,
    ),
    # a name that is also a word: an owner's "her joy" leaves it a name
    ("Joy baked 18 buns. To her joy, she sold 4 of them. How many buns does Joy have left?", 14),
    (  # another eats them: a loss of what another holds is not read
        "Joy baked 18 buns. To her joy, Ravi ate 4 of them. How many buns does Joy have left?",
        "irrelevant-event",
    ),
    # a modal it stays: the question is not read as a statement
    (
        "Tom has 9 pens. Will he give 4 pens to Ann? How many pens does Tom have?",
        "unsupported-question",
    ),
]

AFFORDABLE_NEAR_MISSES = [
    (  # not whole: the parser does not round down
        "Dev has 31 dollars. Kites cost 6 dollars each. How many kites can he buy?",
        "inexact-number",
    ),
    (  # two holders of money
        "Dev has 30 dollars. Ana has 12 dollars. How many 6 dollar kites can Ana buy?",
        "rate",
    ),
    (  # money from somewhere the question names
        "Nell had 45 dollars. How many 4 dollar mugs could she buy with the money she got "
        "from Ida?",
        "unsupported-question",
    ),
    (  # no modal: a count of what was bought, not told
        "Nell had 45 dollars. How many 5 dollar mugs did she buy?",
        "quantity-in-question",
    ),
    (  # two prices in the question
        "Nell had 45 dollars. How many 5 dollar mugs and 3 dollar cups could she buy?",
        "quantity-in-question",
    ),
    (  # another rate beside the price
        "Dev has 30 dollars. Pens cost 6 dollars each. How many 5 dollar pens can he buy?",
        "rate",
    ),
]

# round 27's wrong first-run answers, with their controls
ROUND27_SHAPES = [
    (  # an object's conjunct is the next verb's subject: not the earner's bikes
        "Idris earns $3 for each bike he fixes. He fixed 5 bikes and his brother fixed 4 "
        "bikes. How much did Idris earn?",
        "rate",
    ),
    (  # the control: his own bikes only
        "Idris earns $3 for each bike he fixes. He fixed 5 bikes. How much did Idris earn?",
        15,
    ),
    (  # two owners' places: the question's place is one of them
        "There are 6 cats at Ravi's house and 4 cats at Ngozi's house. How many cats are at "
        "Ravi's house?",
        "restricted-question",
    ),
    (  # found while building: a price counted by the items held, some of them sold
        "Pens cost $4 each. Femi bought 5 pens. He sold 2 pens. How much did he spend?",
        "rate",
    ),
    (  # the control: every event on the items a purchase
        "Pens cost $4 each. Femi bought 5 pens. He bought 2 more pens. How much did he spend?",
        28,
    ),
    (  # the control: one owner's place, an event there
        "There are 6 cats in Ravi's house. 2 more cats came into Ravi's house. How many cats "
        "are in Ravi's house?",
        8,
    ),
]

# several prices paid by one buyer, the question asks what was paid: a v3 sum of the
# rates' totals (resolve.rates._paid_together, build's ``summed``)
SUMMED_PRICES = [
    (
        "Ana bought 3 pens for $2 each. She also bought 2 books for $5 each. How much did "
        "she spend?",
        16,
    ),
    (
        "Pens cost $2 each and books cost $5 each. Ana bought 3 pens and 2 books. How much "
        "did she spend?",
        16,
    ),
    (
        "A melon is $5 and a lemon is $1. Kaveh buys 2 melons and 6 lemons. How much is the bill?",
        16,
    ),
    (
        "Uma bought 4 cups and 2 plates. Each cup cost $3 and each plate cost $6. How much "
        "did Uma spend in all?",
        24,
    ),
]

# several kinds bought at prices of their own in one clause: one rate per kind
SUMMED_IN_ONE_CLAUSE = [
    (
        "Yara bought 3 pens for $2 each and 2 books for $5 each. How much did she spend?",
        16,
    ),
    (
        "Odo bought 4 cups at $3 each and 2 jugs at $7 each. How much did Odo spend in all?",
        26,
    ),
    (  # the money held, then both purchases
        "Femi had $30. He bought 3 comics for $4 each and 5 posters for $2 each. How much "
        "money does he have left?",
        8,
    ),
    (  # what the rest of one's money buys
        "Pavel has $50. He buys a bat for $20. Balls cost $5 each. How many balls can he buy "
        "with the rest of his money?",
        6,
    ),
    (
        "Jun had $40. He spent $12 on lunch. Books cost $7 each. How many books can he buy "
        "with the money left over?",
        4,
    ),
]

SUMMED_IN_ONE_CLAUSE_NEAR_MISSES = [
    (  # a kind bought with no price
        "Yara bought 3 pens for $2 each and 2 books. How much did she spend?",
        "rate",
    ),
    (  # two buyers in one subject
        "Yara and Tom bought 3 pens for $2 each and 2 books for $5 each. How much did they spend?",
        "rate",
    ),
    (  # money from somewhere else
        "Pavel has $50. Balls cost $5 each. How many balls can he buy with the money he got "
        "from Ann?",
        "unsupported-question",
    ),
]

# a price's items bought by several buyers, one asked: the others' purchases stand apart
# as facts about holders the question does not ask (rates._asked_buyers)
OTHER_BUYERS = [
    ("Pens are $3 each. Haruto bought 9 pens and Mei bought 2 pens. How much did Mei spend?", 6),
    ("Pens cost $3 each. Haruto bought 9 pens. Mei bought 2 pens. How much did Haruto spend?", 27),
    (
        "Mei had $20. Pens cost $3 each. Haruto bought 9 pens. Mei bought 2 pens. How much "
        "money does Mei have left?",
        14,
    ),
]

OTHER_BUYERS_NEAR_MISSES = [
    (  # the asked buyer bought twice
        "Pens cost $3 each. Haruto bought 9 pens. Mei bought 2 pens. Mei bought 1 more pen. "
        "How much did Mei spend?",
        "rate",
    ),
    (  # the items also given: which of hers were bought?
        "Pens cost $3 each. Haruto bought 9 pens and gave Mei 2 pens. Mei bought 2 pens. How "
        "much did Mei spend?",
        "rate",
    ),
]

SUMMED_PRICES_NEAR_MISSES = [
    (  # two buyers
        "Pens cost $2 each and books cost $5 each. Ana bought 3 pens and Tom bought 2 books. "
        "How much did Ana spend?",
        "rate",
    ),
    (  # one price paid, the other received
        "Ana bought 3 pens for $2 each. She sold 2 books for $5 each. How much did she spend?",
        "rate",
    ),
    (  # an item bought with no price
        "Pens cost $2 each. Ana bought 3 pens and 2 books. How much did she spend?",
        "rate",
    ),
]

# a split someone intends ("wants to split", "plans to put"): a share changes no holding,
# so the intended one is the split asked; a complement the narrative says happened
# ("ended up giving", "managed to sell", "decided to split"); "in each of the piles"
INTENDED = [
    (
        "Mara wants to split a collection of shells into groups of 4. Mara has 28 shells. How many groups will she make?",
        7,
    ),
    (
        "Oskar has 45 stamps. He plans to put them into bags with 9 in each bag. How many bags will he need?",
        5,
    ),
    (
        "Lena had 50 socks. She gave 14 of them to her brother, then decided to split the rest into 4 equal piles. How many socks are in each of the piles?",
        9,
    ),
    (
        "Ivo had 30 pears. He ended up giving 12 of them to his aunt. How many pears does Ivo have now?",
        18,
    ),
    (
        "Ria had 26 cards. She managed to sell 11 of them at the fair. How many cards does Ria have left?",
        15,
    ),
    (
        "Pia has 36 beads. She splits them equally into 4 jars. How many beads are in each of the jars?",
        9,
    ),
    (
        "Tom had 40 pieces of candy. He gave 12 of them to his sister. How many pieces of candy does Tom have?",
        28,
    ),
]
INTENDED_NEAR_MISSES = [
    (
        "Rosa had 20 cards. She decided to give 6 of them to her sister, but then she "
        "changed her mind. How many cards does Rosa have?",
        "conditional",
    ),
    (
        "Mara wants to split a collection of shells into groups of 4. Mara has 28 shells. She lost 4 shells. How many groups will she make?",
        "rate",
    ),
    (
        "Ivo had 30 pears. He will end up giving 12 of them to his aunt. How many pears does Ivo have now?",
        "conditional",
    ),
    (
        "Ria had 26 cards. She did not manage to sell 11 of them. How many cards does Ria have left?",
        "conditional",
    ),
    (
        "Ivo had 30 pears. He wanted to give 12 of them to his aunt. How many pears does Ivo have now?",
        "conditional",
    ),
    (
        "Ivo had 30 pears. He asked Ann to eat 12 of them. How many pears does Ivo have now?",
        "conditional",
    ),
    (
        "Pia has 36 beads. She splits them equally into 4 jars. How many beads are in each of the boxes?",
        "rate",
    ),
    (
        "Tom had 40 pieces of candy. He gave 12 of them to his sister. How many pieces of fruit does Tom have?",
        "unit-mismatch",
    ),
    (
        "Mara wants to split a collection of shells and stones into groups of 4. Mara has 28 shells. How many groups will she make?",
        "rate",
    ),
]


# a price stated by a relative clause on a thing bought ("and a song book which was
# $5.84"): paid by the buyer; "How much money in cents": the unit the question names
RELATIVE_PRICES = [
    ("Nell bought a lamp for $12.50, and a rug which was $30.25. How much did Nell spend?", 42.75),
    (
        "Omar had $60. He bought a ball for $6 and a kite that cost $14. How much money does Omar have left?",
        40,
    ),
    ("Kai bought a scarf that cost $9. How much did Kai spend?", 9),
    ("Lola has $0.75. She found $0.40. How much money in cents does Lola have?", 115),
]
RELATIVE_PRICES_NEAR_MISSES = [
    (
        "Nell bought a lamp for $12.50, and 2 rugs which were $30.25. How much did Nell spend?",
        "unsupported-verb",
    ),
    (
        "Omar had $60. He bought a kite that cost $14 and a ball for $6. How much money does Omar have left?",
        "unattached-quantity",
    ),
    (
        "Nell bought a lamp for $12.50, and a rug which will cost $30.25. How much did Nell spend?",
        "unsupported-verb",
    ),
    ("Nell saw a lamp that cost $12.50. How much did Nell spend?", "unsupported-verb"),
    (
        "Nell bought a lamp for $12.50, and a rug which was $30.25. How much did Nell spend at the mall?",
        "restricted-question",
    ),
]


# the rest of a need at a rate per item ("needed 16 total ... If each one costs $8, how
# much money would he need to finish his collection?", "still need"): the rate's count is
# the need's shortfall (schema v3, a reference)
NEED_AT_A_RATE = [
    (
        "Lars has 6 mugs. He needs 15 in total for the party. Each mug costs $3. How much "
        "money does Lars still need to buy the rest?",
        27,
    ),
    ("Lars has 6 mugs. He needed 15 in all. How many more mugs does he need?", 9),
    (
        "Dara needs 20 stickers. She has 12 stickers. Each sticker costs $2. How much money does she need to buy the rest?",
        16,
    ),
    (
        "Ken had 4 model cars, but needed 10 total for his display. If each one costs $6, how much money would he need to finish his display?",
        36,
    ),
    (
        "Ines baked 3 pies, but needed 8 total for the fair. If she used 4 apples on each one, how many apples does she still need?",
        20,
    ),
    (
        "Omar needs 12 lamps for the hall. He has 9 lamps. Each lamp costs $15. How much money does Omar need to buy the rest?",
        45,
    ),
    (
        "Ken had 4 model cars, but needed 10 total for his display. How many more model cars does he need?",
        6,
    ),
]
NEED_AT_A_RATE_NEAR_MISSES = [
    # "in total" of a holding, not of a need: a stated sum
    (
        "Lars has 6 red mugs and 4 blue mugs. He has 10 mugs in total. How many mugs does he have?",
        "stated-total",
    ),
    # the rate is of other items than the ones needed
    (
        "Dara needs 20 stickers. She has 12 stickers. Each pen costs $2. How much money does she need to buy the rest?",
        "rate",
    ),
    # 'each one' after two kinds of thing counted
    (
        "Ken had 4 model cars and 3 kites, but needed 10 total for his display. If each one costs $6, how much money would he need to finish his display?",
        "rate",
    ),
    # more than needed already: no rest to buy
    (
        "Dara needs 10 stickers. She has 12 stickers. Each sticker costs $2. How much money does she need to buy the rest?",
        "negative-value",
    ),
    # two prices for the needed items
    (
        "Dara needs 20 stickers. She has 12 stickers. Each sticker costs $2. Each sticker costs $3 at the fair. How much money does she need to buy the rest?",
        "rate",
    ),
    # a total that is no need: the holding stated as a sum, and no need stated
    (
        "Ken had 4 red cars and 6 blue cars, 10 total. If each one costs $6, how much money would he need to finish his display?",
        "rate",
    ),
]


# equal parts said by "with the same number of photos in each album"; a packing verb
# ("sorted", "arranged") into so many equal groups is a split
SAME_IN_EACH = [
    ("Kenji packed 30 plums evenly into 5 crates. How many plums did he pack in each crate?", 6),
    (
        "Wendy had 40 photos. She sorted the photos into 5 albums with the same number of photos in each album. How many photos were in each of the albums?",
        8,
    ),
    (
        "Ravi had 60 marbles. He gave 12 marbles to Sam and put the rest into 6 jars with the same number of marbles in each jar. How many marbles were in each jar?",
        8,
    ),
    (
        "Lia has 27 shells and 9 stones. If she sorts the shells into 3 boxes with the same number of shells in each box, how many shells are in each of the boxes?",
        9,
    ),
]
SAME_IN_EACH_NEAR_MISSES = [
    # no word says the parts are equal
    (
        "Wendy had 40 photos. She sorted the photos into 5 albums. How many photos were in each of the albums?",
        "rate",
    ),
    # 'the same number' of another holder's amount: an ellipsis
    (
        "Wendy had 40 photos. Sam took the same number of photos. How many photos did they take?",
        "unquantified-event",
    ),
    # the same number in each of other groups than the ones split into
    (
        "Wendy had 40 photos. She sorted the photos into 5 albums with the same number of photos in each box. How many photos were in each of the albums?",
        "rate",
    ),
]


# what each of some items gets itself ("Each player scored 4 points"): a rate per item,
# its total the items' own, never the holding of whoever counts them
GAINED_BY_EACH = [
    # "each of the N ...": the count inside the subject
    (
        "Each of the 6 hikers found 3 pine cones. How many pine cones did the hikers find "
        "altogether?",
        18,
    ),
    ("Each of the 4 crates has 9 melons. How many melons are there in all?", 36),
    # once abstained by test_parser's first rates (no 'each of the N' was read)
    ("Each of the 3 girls has 5 apples. How many apples do the girls have?", 15),
    # a group asked by its members' own gains
    (
        "There are 7 players on the team. Each player scored 3 points. How many points did "
        "the team score?",
        21,
    ),
    (
        "There are 12 students in Ms. Ito's class, and every student brought 3 cans. How many "
        "cans did the class bring?",
        36,
    ),
    (
        "There are 6 players on the team. Each player scored 4 points. How many points did the players score in all?",
        24,
    ),
    (
        "There are 8 children at the farm. Each child picked 5 apples. How many apples were picked?",
        40,
    ),
    ("Mila has 3 cousins. Each cousin found 7 shells. How many shells did her cousins find?", 21),
]
GAINED_BY_EACH_NEAR_MISSES = [
    ("Each of the 6 hikers found 3 pine cones. How many pine cones did Omar find?", "rate"),
    # a person who counts the members is no group of them
    (
        "A coach has 4 players. Each player scored 2 goals. How many goals did the coach score?",
        "rate",
    ),
    # not every one of the items: "every ... except"
    (
        "There are 7 boys in a club. Every boy except Omar won 2 medals. How many medals "
        "did the boys win?",
        "rate",
    ),
    # the items' gains are their own, not the holder's who counts them
    (
        "Mila had 4 shells. She has 3 cousins. Each cousin found 7 shells. How many shells does Mila have?",
        "rate",
    ),
    ("Mila has 3 cousins. Each cousin found 7 shells. How many shells did Mila find?", "rate"),
    # a gain from someone named: a transfer, not each one's own
    (
        "Mila had 4 shells. She has 3 cousins. Each cousin gave her 7 shells. How many shells does Mila have?",
        "rate",
    ),
    (
        "Mila had 4 shells. She has 3 cousins. Each cousin brought her 7 shells. How many shells does Mila have?",
        "rate",
    ),
]


# the issue's own compositions that abstained: a chain of comparisons whose second leaves
# its noun out and whose base holds by a relative clause; stretches of a rate over time of
# one holder and verb, summed (schema v3)
CHAINS_AND_STRETCHES = [
    # two paces of one driver and verb: once a near miss (no sum of stretches was read)
    (
        "Sam drove for 2 hours at 60 miles per hour. Then he drove for 1 hour at 40 miles per "
        "hour. How far did he go?",
        160,
    ),
    (
        "Dee has twice as many beads as Eli. Eli has 3 fewer than Fay, who has 10. How many more beads does Dee have than Fay?",
        4,
    ),
    ("Noor has 3 times as many stamps as Ali. Ali has 5. How many stamps does Noor have?", 15),
    (
        "Ann gave 3 beads to Fay, who had 5. Dee has 12 beads. How many more beads does Dee have than Fay?",
        4,
    ),
    (
        "A pump moves 12 liters a minute for 5 minutes. Then it moves 8 liters a minute for 3 minutes. How many liters does the pump move in all?",
        84,
    ),
    (
        "Ana earned $9 an hour for 4 hours. Then she earned $7 an hour for 2 hours. How much did she earn?",
        50,
    ),
]
CHAINS_AND_STRETCHES_NEAR_MISSES = [
    # "and so did Ade", the name parsed as the object of the inverted 'did': a repeat,
    # read since session 19; the question of two named holders' events is not
    (
        "Kemi baked 4 pies and so did Ade. How many pies did Kemi and Ade bake?",
        "unsupported-question",
    ),
    # the amount without a noun after the comparison counts other things
    (
        "Dee has twice as many beads as Eli. Eli has 3 fewer than Fay. Fay has 10 pens. How many beads does Dee have?",
        "underdetermined",
    ),
    # the holder after 'than' holds nothing the text states
    ("Dee has 12 beads. How many more beads does Dee have than Fay?", "comparative"),
    # two holders' stretches: the question asks one of them
    (
        "A pump moves 12 liters a minute for 5 minutes. Then a hose moves 8 liters a minute for 3 minutes. How many liters does the pump move in all?",
        "rate",
    ),
    # a restriction to one stretch
    (
        "A pump moves 12 liters a minute for 5 minutes. Then it moves 8 liters a minute for 3 minutes. How many liters does the pump move in the last 3 minutes?",
        "rate",
    ),
]


MEASURES_THAT_CHANGE = [
    # a stated measure held by the thing measured, changed by events of its unit
    ("Tori was 44 inches tall. She grew 3 inches. How tall is Tori now?", 47),
    ("Omar was 4.5 feet tall. Then he grew 0.75 feet taller. How tall is Omar now?", 5.25),
    ("The puppy weighed 12 pounds. It got 5 pounds heavier. How heavy is the puppy now?", 17),
    ("The dog weighed 30 pounds. It lost 4 pounds. How heavy is the dog now?", 26),
    (
        "A plant was 5 inches tall. It grew 2 inches on Monday and 3 inches on Tuesday. How tall is the plant now?",
        10,
    ),
    # cut off the thing named, a part of it, or the one thing of that unit
    ("A rope was 12 meters long. Sam cut 3 meters off the rope. How long is the rope now?", 9),
    (
        "A board was 10 feet long. Sam sawed 2 feet off the end of the board. How long is the board now?",
        8,
    ),
    (
        "A carpenter bought a plank that was 2.5 meters long. Then she trimmed 0.4 meters off the end. How long is the plank now?",
        2.1,
    ),
    ("The rope was 18 feet long. Sam cut off 3 feet. How long is the rope now?", 15),
    # the unit named in the question, a weight asked with 'weigh', a measure at a time
    ("Tomas was 60 inches tall. He grew 4 inches. How many inches tall is Tomas now?", 64),
    (
        "A board is 10 feet long. Sam cut 2 feet off the board. How many feet long is the board now?",
        8,
    ),
    ("The puppy weighed 12 pounds. It gained 3 pounds. How much does the puppy weigh now?", 15),
    (
        "Nadia was 51 inches tall last spring. Since then she has grown 2 inches. How tall is Nadia now?",
        53,
    ),
    (
        "The goat weighed 90 pounds in May. It lost 4 pounds in June and gained 6 pounds in July. How heavy is the goat now?",
        92,
    ),
]
MEASURES_THAT_CHANGE_NEAR_MISSES = [
    # a measure asked of a thing whose measure no statement gives: not counted from nothing
    ("Steve grew 6 inches. How tall is Steve now?", "unsupported-question"),
    # the comparative says the other way
    ("Tori was 4.4 feet tall. Then she grew 2 feet shorter. How tall is Tori now?", "comparative"),
    # two things of the unit, and the part cut names neither
    (
        "A board is 10 feet long. A pole is 8 feet long. Sam sawed 2 feet off the end. How long is the board now?",
        "implicit-party",
    ),
    # feet and inches: the question names no unit
    ("Leo is 5 feet tall. He grew 4 inches. How tall is Leo now?", "unit-mismatch"),
    # cut off another thing
    (
        "The rope was 18 feet long. Sam cut 3 feet off the chain. How long is the rope now?",
        "irrelevant-event",
    ),
    # a measure asked as a holding, or summed over things
    (
        "Jack is 150 centimeters tall. He grew 5 centimeters. How many centimeters does Jack have?",
        "unsupported-question",
    ),
    (
        "A ribbon is 3 meters long. Nora cuts off a piece that is 1 meter long. How many meters of ribbon are left?",
        "unsupported-question",
    ),
    # a 'how much' that ends the text
    ("The puppy weighed 12 pounds. It gained 3 pounds. Does it weigh how much", "unit-mismatch"),
    # another thing of the measure moved out of (or into) the thing asked
    (
        "Musa's bag weighed 12 pounds. He took out a book that weighed 2 pounds. How heavy is the bag now?",
        "unsupported-question",
    ),
    # a weight asked of a thing whose weight is not stated
    ("The puppy gained 3 pounds. How much does the puppy weigh now?", "unsupported-question"),
    # two measures at two times contrasted
    (
        "The tree was 5 feet tall last year. The bush is 3 feet tall. How much taller is the tree than the bush?",
        "comparative",
    ),
]
ROUND36_NEAR_MISSES = [
    # another's eating of the holder's things is not the holder's own event
    (
        "Ines ate 2 figs on Friday and 4 on Saturday, and her cousin ate 3 on Sunday. How many figs did Ines eat?",
        "unsupported-question",
    ),
    # the holder holds other things the containers may be asked for, at no capacity
    (
        "Each crate holds 8 jars. Tomas has 32 jars and 6 bowls to ship. How many crates does he need to ship everything?",
        "rate",
    ),
]
EACH_RECIPIENT = [
    # listed recipients who get 'each' the amount: one loss per recipient
    (
        "Jonas started with 20 cards. He gave Ewa and Kojo 3 cards each. How many cards does Jonas have left?",
        14,
    ),
    (
        "Jonas had 20 cards. He gave 3 cards each to Ewa and Kojo. How many cards does Jonas have left?",
        14,
    ),
    (
        "Jonas had 20 cards. He gave Ewa, Kojo and Ama 3 cards each. How many cards does Jonas have left?",
        11,
    ),
]
EACH_GIVER = [
    # listed givers or takers who each move the amount, the other side named
    ("Sam had 5 cards. Ewa and Kojo each gave Sam 3 cards. How many cards does Sam have now?", 11),
    (
        "Sam had 9 cards. Ewa and Kojo each got 2 cards from Sam. How many cards does Sam have now?",
        5,
    ),
    (
        "Ewa had 10 cards and Kojo had 8. Ewa and Kojo each gave Sam 3 cards. How many cards does Kojo have now?",
        5,
    ),
]
EACH_GIVER_NEAR_MISSES = [
    # the other side a pronoun: resolved against one subject, not the list
    (
        "Kai had 4 stickers. Ewa and Kojo each gave him 6 stickers. How many stickers does Kai have now?",
        "rate",
    ),
    # two recipients too
    (
        "Sam had 5 cards. Ewa and Kojo each gave Sam and Lee 3 cards. How many cards does Sam have now?",
        "rate",
    ),
]
EACH_RECIPIENT_NEAR_MISSES = [
    # without 'each': 3 in all or 3 each is not said
    (
        "Jonas had 20 cards. He gave Ewa and Kojo 3 cards. How many cards does Jonas have left?",
        "coordinated-party",
    ),
    # two givers and two recipients
    (
        "Jonas had 20 cards. He and Ama gave Ewa and Kojo 3 cards each. How many cards does Jonas have left?",
        "rate",
    ),
    # recipients not listed by name
    (
        "Jonas had 20 cards. He gave his two cousins 3 cards each. How many cards does Jonas have left?",
        "rate",
    ),
]
ROUND36_CONTROLS = [
    ("Ines ate 2 figs on Friday and 4 on Saturday. How many figs did Ines eat?", 6),
    # names the tagger reads as nouns, each holding the amount
    ("Tunde and Femi each have 8 marbles. How many marbles do they have together?", 16),
    ("Each crate holds 8 jars. Tomas has 32 jars to ship. How many crates does he need?", 4),
]


SCORES = [
    # "what would her score be": the points she scored, as "how many points did she score"
    (
        "Lina scores 3 points for each star she catches. She caught 6 stars. What was her final score?",
        18,
    ),
    (
        "Ravi was playing a game where he scores 4 points for each coin he collects. If he collected 5 coins in the first round and 2 in the second, what would his score be?",
        28,
    ),
    (
        "Lina scores 3 points for each star she catches. What would her score be if she caught 7 stars?",
        21,
    ),
    # a score of what another verb of getting gives
    (
        "Ali gets 4 points for every star he catches. He caught 6 stars. What was his final score?",
        24,
    ),
    # the second count hung on the first one's noun
    (
        "Nadia scores 7 points for each pearl she finds. If she finds 3 pearls in the first round and 2 in the second, what would her score be?",
        35,
    ),
    # the items done told twice, the second with its noun left out
    (
        "Tom gets 2 dollars for each car he washes. He washed 4 cars on Monday and 3 on Tuesday. How much money did he get?",
        14,
    ),
]
SCORES_NEAR_MISSES = [
    # a score without a rate of scoring: the events do not say
    (
        "Lina had 10 points. She scored 5 more points. What would her score be?",
        "unsupported-question",
    ),
    # points she held before the rate's: a total beside a holding
    (
        "Lina scores 3 points for each star she catches. She started with 10 points. She caught 6 stars. What was her final score?",
        "rate",
    ),
    # a score of another unit than the rate's
    (
        "Lina gets 3 stickers for each star she catches. She caught 6 stars. What was her final score?",
        "unit-mismatch",
    ),
    # a score at a part of the game
    (
        "Ravi scores 4 points for each coin he collects. He collected 5 coins in the first round and 2 in the second. What was his score in the first round?",
        "no-question",
    ),
    # another's items done
    (
        "Lina scores 3 points for each star she catches. Her brother caught 2 stars. She caught 6 stars. What was her final score?",
        "rate",
    ),
]


CAPACITY_ON_EACH = [
    # what one of the containers holds, said with "on/in each" on the verb of holding
    (
        "Omar bought 36 jars. His shelf unit holds 6 jars on each shelf. How many shelves will he fill?",
        6,
    ),
    (
        "Omar bought 36 jars. His shelf unit holds 6 on each shelf. How many shelves will he need?",
        6,
    ),
    # a verb of holding the lexicon lacks ('fit'), its size on each shelf
    ("The cabinet fits 7 mugs on each shelf. Hana has 28 mugs. How many shelves will she need?", 4),
    (
        "For a picnic Omar bought 20 lemon sodas and 16 cola sodas. If his cooler would only hold 4 on each rack, how many racks would he fill up?",
        9,
    ),
]
CAPACITY_ON_EACH_NEAR_MISSES = [
    # not whole: how a part-filled shelf counts is not said
    (
        "Omar bought 37 jars. His shelf unit holds 6 jars on each shelf. How many shelves will he fill?",
        "inexact-number",
    ),
    # another thing held, at no capacity
    (
        "Omar bought 36 jars and 5 bowls. His shelf unit holds 6 jars on each shelf. How many shelves will he need?",
        "rate",
    ),
    # a capacity 'could' hold, stated as a fact of its own: hypothetical
    (
        "Omar bought 36 jars. His shelf unit could hold 6 on each shelf. How many shelves would he fill?",
        "rate",
    ),
    # two buyers of the things held
    (
        "Omar bought 36 jars. Lea bought 12 jars. His shelf unit holds 6 jars on each shelf. How many shelves will Omar fill?",
        "rate",
    ),
]


STRETCH_EVERY = [
    # an amount 'every/each' unit of time on the verb, beside its stretch "for N <unit>"
    ("Kenji collected 8 stamps every week for 6 weeks. How many stamps did he collect?", 48),
    ("Priya jogged 2 miles each day for 9 days. How many miles did she jog in all?", 18),
    ("Kenji read 12 pages every day for 2 weeks. How many pages did he read?", 168),
    # the stretch converts; the amount is in the unit asked
    ("Kenji worked 3 hours, each day, for 5 days. How many hours did he work in total?", 15),
    # the stretch of a stay, the rate in another clause of the same holder
    (
        "Priya camped at the lake for 4 days. She caught 3 fish every day. How many fish did she catch?",
        12,
    ),
    (
        "Tom was at the beach for 5 days and found 7 seashells every day. How many seashells did Tom find?",
        35,
    ),
    # then an event of the things gained
    (
        "Tom found 7 seashells every day for 5 days. He gave 10 seashells to Ann. How many seashells does Tom have now?",
        25,
    ),
]
STRETCH_ASIDE = [
    # a stretch of time in a problem with no rate per a unit of time: read and left out
    (
        "Nancy grew 2 onions, Dan grew 9 onions, and Mike grew 4 onions. They worked for 6 days on the farm. How many onions did they grow in total?",
        15,
    ),
    ("Ana picked 12 apples. She worked for 3 days on the farm. How many apples did she pick?", 12),
    # an abstention until session 19 (decision 0019 amends 0016): no rate it could multiply
    (
        "Lena grew 6 onions and Kim grew 9 onions. They worked for 6 days. How many onions did they grow in all?",
        15,
    ),
]
STRETCH_ASIDE_NEAR_MISSES = [
    # a rate per day the stretch may run over
    (
        "Ana picked 12 apples a day. She worked for 3 days on the farm. How many apples did she pick?",
        "unattached-quantity",
    ),
    # the question asks per day
    (
        "Ana picked 12 apples. She worked for 3 days on the farm. How many apples did she pick each day?",
        "rate",
    ),
    # the question asks a stretch of another verb (until session 28 "How many days did
    # she work?" abstained here; the time an activity took is read since: 3)
    (
        "Ana picked 12 apples. She worked for 3 days on the farm. How many days did she rest?",
        "unattached-quantity",
    ),
]
STRETCH_EVERY_NEAR_MISSES = [
    # not every day (round 41)
    (
        "Yuki does 15 push-ups every day except Sunday. How many push-ups does she do in 2 weeks?",
        "rate",
    ),
    # the stay is another's
    (
        "Priya camped at the lake for 4 days. Her brother caught 3 fish every day. How many fish did Priya catch?",
        "rate",
    ),
    # the question's own stretch, beside the stretch stated: which one counts is not said
    (
        "Priya camped at the lake for 4 days. She caught 3 fish every day. How many fish did she catch in 2 weeks?",
        "quantity-in-question",
    ),
    (
        "Ana reads 5 pages a day for 4 days. How many pages does she read in 2 weeks?",
        "quantity-in-question",
    ),
    (
        "Ana earns $5 an hour. She worked 7 hours. How much does she earn in 3 hours?",
        "quantity-in-question",
    ),
    # an amount in a unit the question converts: read since session 40 (the hours gained,
    # their total in minutes); asked in the unit of the stretch, it still abstains
    ("Kenji worked 3 hours every day for 2 weeks. How many minutes did he work?", 2520),
    (
        "Kenji worked 3 hours every day for 2 weeks. How many days did he work?",
        "convertible-unit",
    ),
    # two rates over time in one clause
    (
        "Kenji collected 8 stamps every week for 6 weeks and 3 stamps every day. How many stamps did he collect?",
        "rate",
    ),
    # what is left of a task whose verb the text tells done
    (
        "Sasha reads 15 pages every day for 6 days. Her book has 200 pages. How many pages does she still have to read?",
        "unsupported-question",
    ),
    (
        "Sasha read 15 pages a day for 6 days. How many pages does she still have to read?",
        "unsupported-question",
    ),
]
MORE_AFTER_EVENTS = [
    # "N more" after a verb, the number parsed as the subject of its 'more'
    (
        "Carol made 30 cupcakes. She sold 9 of them. Then she made 28 more. How many cupcakes does she have?",
        49,
    ),
    (
        "Lara baked 24 muffins. She sold 10 of them and then baked 12 more. How many muffins does she have now?",
        26,
    ),
    (
        "Lara baked 24 muffins. If she sold 10 of them and then baked 12 more, how many muffins would she have?",
        26,
    ),
]
VAGUE_TIMES_NEAR_MISSES = [
    # a holding at a time the text leaves open, beside an event: the order is not told
    (
        "Imani had 14 stamps at some point this week, and she gave 5 stamps to Tariq. How many stamps does Imani have now?",
        "event-order",
    ),
]
VAGUE_TIMES_CONTROLS = [
    (
        "Imani had 14 stamps on Monday, and she gave 5 stamps to Tariq on Tuesday. How many stamps does Imani have now?",
        9,
    ),
]
MORE_AFTER_EVENTS_NEAR_MISSES = [
    # "N more" of another baker: more than Lara, or 12 in all
    (
        "Lara baked 24 muffins. Tom baked 12 more. How many muffins did Tom bake?",
        "irrelevant-event",
    ),
]
PLACES = [
    # a verb of leaving with its place under 'out of', or with a bare 'out'
    (
        "There were 15 ducks on the pond. 6 of them got out of the pond. How many ducks are on the pond now?",
        9,
    ),
    ("There are 12 kids in the pool. 5 of them climb out. How many kids are in the pool now?", 7),
    # a verb of consuming with the things as its subject: they cease where they were
    ("There are 8 cups on the shelf. 3 cups broke. How many cups are on the shelf now?", 5),
    ("Rita had 12 pens. 5 pens broke in her bag. How many pens does Rita have now?", 7),
    (
        "There are 5 red balloons and 6 blue balloons at the party. 2 red balloons pop. How many red balloons are there now?",
        3,
    ),
    # from one place to another, whatever the verb
    (
        "There are 5 cats on the sofa and 4 cats on the rug. 2 cats jump from the rug onto the sofa. How many cats are on the sofa now?",
        7,
    ),
    (
        "There are 9 cats in the yard and 2 cats in the house. 3 cats run from the yard into the house. How many cats are in the yard now?",
        6,
    ),
    # two places in one existential, the parse putting both on the first amount
    ("There are 8 books on the shelf and 5 books on the desk. How many books are on the desk?", 5),
    (
        "There are 7 books on the shelf and 3 books on the desk. How many books are there in all?",
        10,
    ),
]
PLACES_NEAR_MISSES = [
    # the target of a move whose own holding is never stated (round 41)
    (
        "There were 8 ducks on the pond. 3 ducks flew from the pond to the field. How many ducks are in the field now?",
        "underdetermined",
    ),
    # where the cats came from is not said: the yard's count is not known to change
    (
        "There are 9 cats in the yard. 3 cats go into the house. How many cats are in the yard now?",
        "irrelevant-event",
    ),
    # two places gaining at once
    (
        "There are 9 cats in the yard and 2 cats in the house. 3 cats run from the yard into the house and the barn. How many cats are in the yard now?",
        "ellipsis",
    ),
    # a person broke them, the shelf's own count is another matter
    (
        "There are 8 cups on the shelf. Tom broke 3 cups. How many cups are on the shelf now?",
        "negative-holding",
    ),
    # one amount in two places
    (
        "There are 8 books on the shelf and on the desk. How many books are on the desk?",
        "ellipsis",
    ),
]
PER_GROUP_DONE = [
    # "for every N <items> <done>": a rate per group of N, the groups the items done make
    ("Mateo earns $5 for every 2 lawns he mows. He mows 8 lawns. How much money does he earn?", 20),
    (
        "For every 3 cans he recycles, Diego gets 2 points. He recycles 15 cans. How many points does he get?",
        10,
    ),
    (
        "Asha gets 1 sticker for every 4 books she reads. She has read 20 books. How many stickers has she gotten?",
        5,
    ),
    # done in parts, each a whole number of groups
    (
        "Lena earns $6 for every 3 dogs she walks. She walks 6 dogs on Monday and 9 dogs on Tuesday. How much money does she earn?",
        30,
    ),
    # 'save' a verb of money received at a rate per unit of time
    (
        "Tomas had no money. He saved $4 each week for 3 weeks and then spent $5 on a kite. How much money does he have now?",
        7,
    ),
    ("Tomas saves $4 a week. How much money will he save in 6 weeks?", 24),
    # beside a holding the total adds to
    (
        "Lena had $10. She earns $6 for every 3 dogs she walks. She walks 12 dogs. How much money does she have now?",
        34,
    ),
]
PER_GROUP_DONE_NEAR_MISSES = [
    # a part group: how it counts is not said
    (
        "Mateo earns $5 for every 2 lawns he mows. He mows 9 lawns. How much money does he earn?",
        "not-whole",
    ),
    # parts that do not each make whole groups: pooled or day by day is not said
    (
        "Lena earns $6 for every 3 dogs she walks. She walks 5 dogs on Monday and 7 dogs on Tuesday. How much money does she earn?",
        "rate",
    ),
    # another did the items
    (
        "Lena earns $6 for every 3 dogs she walks. Her brother walks 12 dogs. How much money does Lena earn?",
        "rate",
    ),
    # no items done said of the group
    ("Lena earns $6 for every 3 dogs. She walks 12 dogs. How much money does she earn?", "rate"),
    # money saved at a rate, then a thing bought at no price
    (
        "Tomas saved $4 a week for 6 weeks. Then he bought a kite for $9 and a ball. How much money does he have now?",
        "unsupported-question",
    ),
]
GAPPING = [
    # a name with a number of its own after the verb's amount: the same verb, left out
    ("Aiko bought 5 pens and Ben 3. How many pens did they buy altogether?", 8),
    ("Carlos has 9 stamps, Mina 4, and Dev 7. How many stamps do the three of them have?", 20),
    ("Carlos has 9 stamps, Mina 4, and Dev 7. How many stamps does Mina have?", 4),
    ("Aiko has 5 pens and Ben 3. Ben gives 2 pens to Aiko. How many pens does Aiko have?", 7),
]
DO_REPEATS = [
    # a 'do' that stands for the earlier event, said of another subject
    ("Mateo found 6 shells, and Ximena did too. How many shells did the two of them find?", 12),
    ("Mateo found 6 shells. So did Ximena. How many shells did they find in all?", 12),
    ("Ben drew 4 pictures. So did Cal and Dee. How many pictures did the three of them draw?", 12),
    (
        "Zeynep had 1 sticker. Yaw gave 4 stickers to Zeynep, and so did Amara. How many stickers does Zeynep have now?",
        9,
    ),
]
DO_REPEATS_NEAR_MISSES = [
    # the repeat told with something of its own: not read here
    (
        "Fola picked 9 apples, and so did Gina, but then Gina gave some to Fola. How many apples does Fola have?",
        "ellipsis",
    ),
    (
        "Mateo found 6 shells on Monday. Ximena did the same on Tuesday. How many shells did they find?",
        "ellipsis",
    ),
    # the repeat is the asked one's; the first subject's own event stands beside it
    # (session 27: distractors; was 'irrelevant-event')
    ("Hugo bought 5 pens. Elif did too. How many pens did Elif buy?", 5),
]
GAPPING_NEAR_MISSES = [
    # a gapped name with a quantifier for its amount (round 41)
    ("Jamal sold 6 cakes and Anya some. How many cakes did they sell in all?", "ellipsis"),
    # a verb with another side: Ben may be a second recipient
    (
        "Aiko had 10 pens. She gave 5 pens to Sam and Ben 3. How many pens does Aiko have?",
        "unattached-quantity",
    ),
    # the gapped amount with its own noun is still refused
    ("Aiko ate 3 apples and Tom 2 apples. How many apples did Tom eat?", "ellipsis"),
    # one buyer's purchase, asked of the other
    ("Aiko bought 5 pens and Ben 3. How many pens did Aiko buy?", "irrelevant-event"),
]
NOW_THERE_ARE = [
    # "there are now N X" with no place: the holding of the one holder told before
    (
        "Lena had 12 shells in her box. She went to the beach and found more shells. There are now 30 shells. How many shells did she find?",
        18,
    ),
    (
        "Lena had 12 shells. She found some more shells. Now there are 30 shells. How many shells did she find?",
        18,
    ),
    # a question with no noun: the unit its verb's events move
    (
        "Lena had 12 shells and 4 rocks. She found more shells. There are now 30 shells. How many did she find?",
        18,
    ),
]
LEFT_OF_A_STOCK = [
    # "There were N left": what is left of the one stock a loss or a gift shrank
    (
        "Pia had 20 marbles. She lost some marbles at the park. There were 12 left. How many marbles did Pia lose?",
        8,
    ),
    (
        "Omar had some stamps. He gave 7 stamps to his sister. There were 15 stamps left. How many stamps did Omar have at first?",
        22,
    ),
    (
        "Eli baked 30 buns. He ate some buns and gave 10 buns to Noor. There were 12 buns remaining. How many buns did Eli eat?",
        8,
    ),
]
LEFT_OF_A_STOCK_NEAR_MISSES = [
    # two stocks shrank, or 'now' (not 'left') beside a gift between two holders
    (
        "Pia had 20 marbles and Ali had 4 marbles. Pia gave 3 marbles to Ali and Ali gave 2 marbles to Pia. There were 13 marbles left. How many marbles does Ali have now?",
        "implicit-party",
    ),
    (
        "Pia had 20 marbles and Ali had 4 marbles. Pia gave some marbles to Ali. Now there are 13 marbles. How many marbles does Ali have now?",
        "implicit-party",
    ),
]
NOW_THERE_ARE_NEAR_MISSES = [
    # two holders of the unit, no 'now', or a place that holds nothing told before
    (
        "Lena had 12 shells and Omar had 5 shells. Lena found more shells. Now there are 30 shells. How many shells did Lena find?",
        "implicit-party",
    ),
    (
        "Lena had 12 shells. She found more shells. There are 30 shells. How many shells did she find?",
        "unresolved-holder",
    ),
    (
        "Lena had 12 shells. She found more shells. There are now 30 shells on the table. How many shells did she find?",
        "unknown-mismatch",
    ),
    (
        "Lena had 12 shells. She found more shells. There are now 30 shells and 4 rocks. How many shells did she find?",
        "unresolved-holder",
    ),
    # the question's verb moves two units
    (
        "Sara had 24 peaches and 37 pears. She picked 5 peaches and 3 pears. How many did she pick?",
        "unit-mismatch",
    ),
]
TIMED_LIST = [
    # several amounts per a unit of time, each with its own stretch: one rate each
    (
        "Sam read 20 pages a day for 4 days and 30 pages a day for 2 days. How many pages did he read?",
        140,
    ),
    (
        "Sam found 7 shells every day for 5 days and 8 shells every day for 3 days. How many shells did he find in all?",
        59,
    ),
    (
        "Sam read 20 pages a day for 4 days and 30 pages a week for 2 weeks. How many pages did he read?",
        140,
    ),
    (
        "Sam earned $5 an hour for 4 hours and $8 an hour for 2 hours. He spent $10. How much money does he have left?",
        26,
    ),
]
TIMED_LIST_NEAR_MISSES = [
    # another subject in the list, a stretch without its rate, two subjects, a stretch
    # that is no number
    (
        "Sam read 20 pages a day for 4 days and Mia 30 pages a day for 2 days. How many pages did Sam read?",
        "rate",
    ),
    (
        "Sam read 20 pages a day for 4 days and 30 pages for 2 days. How many pages did he read?",
        "rate",
    ),
    (
        "Sam and Mia read 20 pages a day for 4 days and 30 pages a day for 2 days. How many pages did Sam read?",
        "rate",
    ),
    (
        "Sam read 20 pages a day for a week and 30 pages a day for 2 weeks. How many pages did he read?",
        "rate",
    ),
]
GIVEN_BACK = [
    # 'back' returns things to the one they came from
    (
        "Kamala had 10 stickers. She gave Farida 5 stickers. Later Farida gave her 2 stickers back. How many stickers does Kamala have now?",
        7,
    ),
    (
        "Tom had 10 cards. He borrowed 4 cards from Sam. Then he gave 2 cards back to Sam. How many cards does Tom have?",
        12,
    ),
    # a pronoun read as one who never got them from the other: the pronoun is the other
    (
        "Kamala had 10 stickers. She gave Farida 5 stickers. Later she gave her 2 stickers back. How many stickers does Kamala have now?",
        "unresolved-pronoun",
    ),
]
EVENTS_ASKED = [
    # a question about what happened beside a stated holding: the events' amounts, summed
    (
        "Kana had 10 grapes and 8 cherries. She ate 3 grapes and 2 cherries. How many cherries did she eat?",
        2,
    ),
    (
        "Kana had 8 cherries. She ate 2 cherries. Then she ate 3 more cherries. How many cherries did she eat?",
        5,
    ),
    (
        "Kana had 8 cherries. She bought 5 cherries and ate 2 cherries. How many cherries did she buy?",
        5,
    ),
    # the party the question names picks its events
    (
        "Ines had $90. She paid the painter $30 and paid the plumber $25. How much did she pay the painter?",
        30,
    ),
]
EVENTS_ASKED_NEAR_MISSES = [
    # an event still to come, of no stated amount, restricted to a time, of another holder
    (
        "Kana had 8 cherries. She will eat 2 cherries. How many cherries did she eat?",
        "unsupported-question",
    ),
    # the question names one party of two, one of them in a list the parse hides
    (
        "Ngozi had $100. She paid the plumber $12 and the painter $30. How much did Ngozi pay the painter?",
        "unsupported-question",
    ),
    # an event with no party beside the party asked: to whom is not said
    (
        "Ines had $90. She paid the painter $30. Later she paid $10. How much did she pay the painter?",
        "unsupported-question",
    ),
    (
        "Kana had 8 cherries. She ate 2 cherries yesterday and 3 cherries today. How many cherries did she eat today?",
        "restricted-question",
    ),
    (
        "Kana had 8 cherries. She gave 2 cherries to Tom. Tom gave 1 cherry to her. How many cherries did Tom give?",
        "unsupported-question",
    ),
]
EVENT_DIFFERENCES_DID_ROOT = [
    # "did <name> pick than": the parse makes 'did' the root and the verb its complement
    (
        "Aisha picked 12 apples. Idris picked 14 apples. How many more apples did Idris pick than Aisha?",
        2,
    ),
    (
        "Aisha picked 12 apples. Idris picked 14 apples and ate 3. How many more apples did Idris pick than Aisha?",
        "comparative",
    ),
]
OWNERS_PLACE_ASKED = [
    # a question's place that a pronoun owns, where only its owner's holdings are told
    (
        "Lupe had 12 photo files and 9 text files on her phone. She deleted 5 of the files. How many files are on her phone now?",
        16,
    ),
    ("Lupe had 12 songs on her phone. She deleted 5 songs. How many songs are on her phone?", 7),
]
OWNERS_PLACE_ASKED_NEAR_MISSES = [
    # things put there by an event, another place of the owner's, another owner's place
    (
        "Lupe had 12 songs. She put 5 songs on her phone. How many songs are on her phone?",
        "own-container",
    ),
    (
        "Lupe had 12 songs on her phone and 4 songs on her laptop. She deleted 3 songs. How many songs are on her phone?",
        "unsupported-question",
    ),
    (
        "Lupe had 12 songs on her phone. Omar had 5 songs on his phone. Lupe deleted 3 songs. How many songs are on her phone?",
        "owned-place",
    ),
]
TIME_SPENT_DOING = [
    # the time spent or taken doing something counts a rate per that unit of the doing
    (
        "It took Amanda 4 hours to walk there at 3 miles per hour. How many miles did Amanda walk?",
        12,
    ),
    ("Zainab spent 2 hours reading 15 pages an hour. How many pages did she read?", 30),
    ("Sam took 2 hours to read 30 pages an hour. How many pages did he read?", 60),
]
TIME_SPENT_DOING_NEAR_MISSES = [
    # time still to come; things taken (no time) for a purpose; no rate with the doing
    (
        "It will take Amanda 4 hours to walk there at 3 miles per hour. How many miles will Amanda walk?",
        "rate",
    ),
    ("Tom took 3 apples to eat. How many apples did he eat?", "unsupported-question"),
    ("Zainab spent 2 hours reading 15 pages a day. How many pages did she read?", "rate"),
]
ROUND_43_FIXES = [
    # things put in a place and taken from it later may still be the putter's
    (
        "Zanele had 24 peaches. She put 10 peaches in a bowl. Later she ate 3 peaches from the bowl. How many peaches does Zanele have left?",
        "own-container",
    ),
    (
        "Farah's drawer has 8 socks and Idris's drawer has 11 socks. Farah puts 3 socks from her drawer into Idris's drawer. How many socks are in Idris's drawer?",
        14,
    ),
    # alternatives on the noun; "all of them" leaving is no amount the rules read
    ("Tevita bought either 4 melons or 5 melons. How many melons did Tevita buy?", "uncertain"),
    (
        "Adaeze had 10 balloons. All of them flew away. How many balloons does Adaeze have now?",
        "unquantified-event",
    ),
    ("Jomo had 8 balloons. None of them popped. How many balloons does Jomo have now?", 8),
]
PARTICLE_BEFORE_A_PLACE = [
    # 'up' tagged a preposition with no object before 'to': the verb's particle
    (
        "9 birds were sitting on a wire. 4 more birds flew up to the wire. How many birds are on the wire now?",
        13,
    ),
    # 'altogether' beside one place the question names: that place's holding
    (
        "9 birds were sitting on a wire. 4 more birds flew up to the wire. How many birds were there altogether on the wire?",
        13,
    ),
    # two places, or a number of places, in the question: not one holding
    (
        "9 birds were sitting on a wire. 4 more birds flew up to the wire. How many birds were there altogether on the wire and the roof?",
        "restricted-question",
    ),
]
DIFFERENCE_WITHOUT_THAN = [
    # the other side left out: the one other holder of the unit
    ("Kate has 223 pennies. John has 388 pennies. How many more pennies does John have?", 165),
    ("Kate has 223 pennies. John has 388 pennies. How many fewer pennies does Kate have?", 165),
]
DIFFERENCE_WITHOUT_THAN_NEAR_MISSES = [
    # three holders; an event (than whom, or than when?); a time in the question
    (
        "Kate has 223 pennies. John has 388 pennies. Ann has 5 pennies. How many more pennies does John have?",
        "comparative",
    ),
    (
        "Kate has 223 pennies. John has 388 pennies. Kate gives John 10 pennies. How many more pennies does John have?",
        "comparative",
    ),
    (
        "Kate has 223 pennies. John has 388 pennies. How many more pennies does John have now?",
        "comparative",
    ),
]
KINDS_CONTRASTED = [
    # "more A than B" of one holder's two kinds: a differ of its two holdings (schema v3;
    # test_parser's uncertain differences held this one as an abstention before)
    ("Maya has 18 crayons and 7 pens. How many more crayons than pens does Maya have?", 11),
    (
        "Mia has 20 red roses and 12 white roses. How many more red roses than white roses does Mia have?",
        8,
    ),
    (
        "Mia has 20 apples and 12 pears. She eats 3 apples. How many more apples than pears does she have?",
        5,
    ),
    ("Mia has 20 apples and 12 pears. How many fewer pears than apples does Mia have?", 8),
    (
        "There are 600 bags of dog food and 327 bags of cat food in the store. How many more bags of dog food are there than cat food?",
        273,
    ),
    (
        "Adam bought 9 cans of cat food and 7 cans of dog food. How many more cans of cat food than dog food did Adam buy?",
        2,
    ),
]
KINDS_CONTRASTED_NEAR_MISSES = [
    # 'roses' names two kinds; a holding beside what was bought; a kind never stated
    (
        "Mia has 20 red roses, 12 white roses and 5 pink roses. How many more red roses than roses does Mia have?",
        "comparative",
    ),
    (
        "Mia had 20 apples and 12 pears. She bought 5 more apples. How many more apples than pears did she buy?",
        "comparative",
    ),
    ("Mia has 20 apples. How many more apples than plums does Mia have?", "comparative"),
]
GENERIC_HOLDER = [
    # "A bee has 6 legs" beside a question that counts bees: what any one bee has
    ("A bee has 6 legs. How many legs do 8 bees have?", 48),
    ("A cat has 4 kittens. How many kittens do 3 cats have?", 12),
    ("A tricycle has 3 wheels. How many wheels do 6 tricycles have?", 18),
]
GENERIC_HOLDER_NEAR_MISSES = [
    # no count in the question: one girl; the count beside another holder's facts
    ("A girl has 6 apples. How many apples does the girl have?", 6),
    ("A bee has 6 legs. A bird has 2 legs. How many legs do 8 bees have?", "rate"),
    ("A bee has 6 legs. How many legs do 8 bees and 2 birds have?", "quantity-in-question"),
]
DIFFERENCE_WITHOUT_THAN_MORE = [
    # a pronoun asked (resolved as any subject); money counted with 'much'; events that
    # change only the other side's holding
    ("Olga has 64 beads. Tariq has 90 beads. How many more beads does he have?", 26),
    ("Zanele saved $85. Diego saved $120. How much more money did Diego save?", 35),
    (
        "Priya had 40 stickers. Mateo had 25 stickers. Priya gave away 22 stickers. How many more stickers does Mateo have?",
        7,
    ),
    # an event that changes the asked one's holding: than Priya, or than before?
    (
        "Priya had 40 stickers. Mateo had 25 stickers. Priya gave Mateo 10 stickers. How many more stickers does Mateo have?",
        "comparative",
    ),
    (
        "Olga has 64 beads. Rita has 90 beads. How many more beads does she have?",
        "unresolved-pronoun",
    ),
]
KINDS_CONTRASTED_MORE = [
    # 'now': the end holdings; another holder's kinds do not touch the asked one's
    (
        "Farah had 24 blue pens and 15 black pens. She gave away 12 blue pens. How many more black pens than blue pens does she have now?",
        3,
    ),
    (
        "Tomas has 20 apples and 13 oranges. Leyla has 9 apples and 25 oranges. How many more oranges than apples does Leyla have?",
        16,
    ),
    (
        "Farah had 24 blue pens and 15 black pens. She gave away 12 blue pens. How many more blue pens than black pens did she have at first?",
        "comparative",
    ),
]
HOLDING_AT_TWO_TIMES = [
    # each statement's time a slot (schema v3), the question's slot compared with the other
    (
        "Last year the orchard grew 1385 pears. This year it grew 4620 pears. How many more pears did it grow this year?",
        3235,
    ),
    (
        "A jar held 640 bacteria in the morning. Now the jar holds 9105 bacteria. How many more bacteria does it hold now?",
        8465,
    ),
    (
        "Last week Jamal read 120 pages. This week he read 95 pages. How many fewer pages did he read this week?",
        25,
    ),
    ("Tom had 600 stamps. Now he has 8917 stamps. How many more stamps does he have now?", 8317),
    (
        "Last year the farm had 40 cows and 25 pigs. This year it has 52 cows and 21 pigs. How many more cows does the farm have this year?",
        12,
    ),
    (
        "Last year the orchard grew 1385 pears. This year it grew 4620 pears. How many more pears did it grow this year than last year?",
        3235,
    ),
]
HOLDING_AT_TWO_TIMES_NEAR_MISSES = [
    # an event between; another holder asked; the number fell; a third statement
    (
        "Tom had 600 stamps. He bought 10 stamps. Now he has 8917 stamps. How many more stamps does he have now?",
        "comparative",
    ),
    (
        "Last year the orchard grew 1385 pears. This year it grew 4620 pears. How many more pears did Sam grow this year?",
        "comparative",
    ),
    (
        "A pond had 90 frogs in spring. Now it has 62 frogs. How many more frogs does the pond have now?",
        "negative-value",
    ),
    (
        "Tom had 600 stamps. Ann had 30 stamps. Now he has 8917 stamps. How many more stamps does he have now?",
        "comparative",
    ),
    (
        "Last year the orchard grew 1385 pears. This year it had 4620 pears. How many more pears did it grow this year?",
        "comparative",
    ),
]
TOLD_TWICE = [
    # a holding told twice, the second 'now', nothing between: a gain asked is how much
    # more it holds now, a loss how much less
    (
        "Last week Tom had 74 dollars. He washed cars over the weekend and now has 86 dollars. How much money did he make washing cars?",
        12,
    ),
    (
        "Last week Fred had 23 dollars and Jason had 46 dollars. Fred washed cars over the weekend and now has 86 dollars. How much money did Fred make washing cars?",
        63,
    ),
    ("Tom had 74 dollars. Now he has 60 dollars. How much money did he spend?", 14),
]
TOLD_TWICE_NEAR_MISSES = [
    # the holding grew and a loss is asked; an event between; what will happen
    ("Tom had 74 dollars. Now he has 86 dollars. How much money did he spend?", "negative-value"),
    (
        "Tom had 74 dollars. He got 5 dollars from Ann. Now he has 86 dollars. How much money did he earn?",
        "unsupported-question",
    ),
    (
        "Tom had 74 dollars. Now he has 86 dollars. How much money will he make?",
        "unsupported-question",
    ),
]
SHARES_MORE_FORMS = [
    # a passive split (no sharer named; 'they' an earlier holding); the groups as the
    # sharing subject; 'equally on/onto/in' N places
    ("42 students are split equally into 7 teams. How many students are on each team?", 6),
    (
        "Mrs. Hilt has 42 markers. They are divided equally into 7 packages. How many markers are in each package?",
        6,
    ),
    ("Nine friends share 54 grapes equally. How many grapes does each friend get?", 6),
    ("The 3 cousins split 18 grapes equally. How many grapes does each cousin get?", 6),
    ("The teacher put 84 books equally on 6 shelves. How many books are on each shelf?", 14),
    (
        "Kemi has 45 stickers. She puts them equally on 5 pages. How many stickers are on each page?",
        9,
    ),
]
SHARES_MORE_FORMS_NEAR_MISSES = [
    # not said equally; a part that is not whole; the groups' part asked of someone else
    ("The teacher put 84 books on 6 shelves. How many books are on each shelf?", "rate"),
    ("42 students are split into 7 teams. How many students are on each team?", "rate"),
    ("Nine friends share 54 grapes. How many grapes does each friend get?", "rate"),
    (
        "Mrs. Hilt has 40 markers. They are divided equally into 7 packages. How many markers are in each package?",
        "not-whole",
    ),
    ("Nine friends share 54 grapes equally. How many grapes does Tom get?", "rate"),
]
TO_EACH_OF = [
    # "gave 3 stickers to each of her 7 students": a rate of the loss per receiver
    (
        "A teacher had 28 stickers. She gave 3 stickers to each of her 7 students. How many stickers does she have left?",
        7,
    ),
    ("Della gave 2 cupcakes to each of 9 friends. How many cupcakes did she give away?", 18),
    # the receivers not counted; asked of one receiver; another gift beside it
    (
        "Tom had 28 stickers. He gave 3 stickers to each of his friends. How many stickers does Tom have left?",
        "rate",
    ),
    (
        "Tom had 28 stickers. He gave 3 stickers to each of his 7 friends. How many stickers does each friend have?",
        "rate",
    ),
    (
        "Tom had 28 stickers. He gave 3 stickers to each of 7 friends and 2 stickers to Ann. How many stickers does Tom have left?",
        "rate",
    ),
]
EVENTS_AT_A_TIME = [
    # the events of the question's verb told at the question's one time, summed (v3 sum)
    (
        "Olu found 7 seashells on Saturday. On Sunday he found 15 more seashells. How many seashells did Olu find on Sunday?",
        15,
    ),
    (
        "Olu found 7 seashells on Saturday. On Sunday he found 15 more seashells. On Sunday he found 3 more. How many seashells did Olu find on Sunday?",
        18,
    ),
]
EVENTS_AT_A_TIME_NEAR_MISSES = [
    # an event told at no time; two times asked; one verb over several times; a time
    # nothing happened at
    (
        "Olu found 7 seashells. On Sunday he found 15 more seashells. How many seashells did Olu find on Sunday?",
        "restricted-question",
    ),
    (
        "Bruno caught 4 fish in the morning, 7 fish at noon and 2 fish in the evening. How many fish did Bruno catch in the morning and in the evening?",
        "restricted-question",
    ),
    (
        "Bruno caught 4 fish in the morning, 7 fish at noon and 2 fish in the evening. How many fish did Bruno catch in the morning?",
        "restricted-question",
    ),
    (
        "Olu found 7 seashells on Saturday. On Sunday he found 15 more seashells. How many seashells did Olu find on Monday?",
        "restricted-question",
    ),
]
FROM_AND_FOR_EACH_OF = [
    # 'from each of N' and 'for each of N' count a rate as 'to each of N' does; planting,
    # pouring and parking things equally into places split them
    (
        "Kofi had 9 stamps. He got 3 stamps from each of his 4 uncles. How many stamps does Kofi have now?",
        21,
    ),
    ("Lena bought 2 hats for each of her 6 cousins. How many hats did she buy?", 12),
    ("Tariq planted 54 onions equally in 6 rows. How many onions are in each row?", 9),
    ("Tariq planted 54 onions in 6 rows. How many onions are in each row?", "rate"),
    (
        "Kofi had 9 stamps. He got 3 stamps from each of his uncles. How many stamps does Kofi have now?",
        "rate",
    ),
]
OVER_EVERY_TIME = [
    # "in the two days", "on both days": as many times as the events are told at, every
    # event at one of them; no restriction, no quantity of the question's own
    (
        "On Monday Halima sewed 4 scarves. On Tuesday she sewed 6 scarves. How many scarves did she sew in the two days?",
        10,
    ),
    (
        "On Monday Halima sewed 4 scarves. On Tuesday she sewed 6 scarves. How many scarves did she sew on both days?",
        10,
    ),
    # three days asked of two told; an event told at no time
    (
        "On Monday Halima sewed 4 scarves. On Tuesday she sewed 6 scarves. How many scarves did she sew in the three days?",
        "quantity-in-question",
    ),
    (
        "On Monday Halima sewed 4 scarves. She sewed 6 scarves too. How many scarves did she sew in the two days?",
        "quantity-in-question",
    ),
]
ROUND_47_FIXES = [
    # two times asked, the second hung on the verb by the parse: not one time's events
    (
        "In the morning Lupe picked 5 figs. In the afternoon she picked 3 figs. How many figs did Lupe pick in the morning and the afternoon?",
        "restricted-question",
    ),
    (
        "In the morning Lupe picked 5 figs. In the afternoon she picked 3 figs. How many figs did Lupe pick in the afternoon?",
        3,
    ),
]
EACH_AFTER_THE_AMOUNT = [
    # "with 6 marbles in each bag", 'in each bag' hung on the verb by the parse: per bag
    ("Sam has 4 bags with 6 marbles in each bag. How many marbles does he have?", 24),
    (
        "Sam had 4 bags with 6 marbles in each bag. He gave 5 marbles to Kim. How many marbles does he have now?",
        19,
    ),
    ("There are 6 vases on the shelf, with 7 roses in each vase. How many roses are there?", 42),
    ("The farmer has 5 pens with 8 sheep in each pen. How many sheep does the farmer have?", 40),
    # each of another item than the one counted: no rate of the count
    ("Sam has 4 bags with 6 marbles in each box. How many marbles does he have?", "rate"),
    # the text writes both the plural and its singular: the lemmatizer's 'vas' for 'vases' is 'vase'
    ("There are 6 vases. Each vase has 7 roses. How many roses are there?", 42),
]
WEIGHT_OF_EACH = [
    ("Each box weighs 3 kilograms. How many kilograms do 4 boxes weigh?", 12),
    ("Each bag of apples weighs 2.5 pounds. How many pounds do 4 bags weigh?", 10),
    (
        "Each box of crayons weighs 0.3 kilograms. How many kilograms do 4 boxes of crayons weigh?",
        1.2,
    ),
    ("A box weighs 3 kilograms. How many kilograms do 4 boxes weigh?", 12),
    # another item asked, or one box named: no rate
    ("Each box weighs 3 kilograms. How many kilograms do 4 bags weigh?", "quantity-in-question"),
    ("The box weighs 3 kilograms. How many kilograms do 4 boxes weigh?", "quantity-in-question"),
    (
        "Each box weighs 3 kilograms more than a bag. How many kilograms do 4 boxes weigh?",
        "comparative",
    ),
]
PLACED_IN_EACH = [
    # "25 people ride in each car": what one car holds, as "There are 25 people in each car"
    ("A train has 8 cars, and 25 people ride in each car. How many people are on the train?", 200),
    ("Kelly has 5 tables. 4 guests sit at each table. How many guests are there?", 20),
    ("12 apples grow on each tree. There are 5 trees. How many apples are there?", 60),
    # no count of the items, an amount left out, or a verb of motion: not read
    (
        "Some guests sit at each table. There are 5 tables. How many guests are there?",
        "underdetermined",
    ),
    ("4 birds landed on each tree. There are 5 trees. How many birds landed?", "rate"),
    ("4 guests sit at each table. There are 5 tables. How many tables are there?", "rate"),
]
PACE_IN_THE_SINGULAR = [
    # "3 dollar a week": the pace's noun is the holding's, whatever its number
    (
        "Luke had 27 dollars. If he only spent 3 dollar a week, how long would the money last him?",
        9,
    ),
    (
        "Luke had 27 dollars. If he only spent 3 dollar a week, how long would the candy last him?",
        "unit-mismatch",
    ),
    ("Luke had 27 candies. He ate 3 candies a week. How long would the candy last him?", 9),
    # what 'last' says lasts must be what the rate uses up
    (
        "Luke had 27 candies. He ate 3 candies a week. How long would the money last him?",
        "unit-mismatch",
    ),
    (
        "Luke had 27 dollars. He spent 3 dollars a week. How long would the candy last him?",
        "unit-mismatch",
    ),
]
THAN_SHE_DOES = [
    # "than she does": 'she' is the one other holder the pronoun can name
    (
        "Ava has 35 stamps. Her brother has 12 fewer stamps than she does. How many stamps does her brother have?",
        23,
    ),
    (
        "Ava has 35 stamps. Ben has 12 fewer stamps than she does. How many stamps does Ben have?",
        23,
    ),
    (
        "Olivia has 11 dolls. Her cousin Mia has 4 fewer than she does. How many dolls does Mia have?",
        7,
    ),
    ("Sam caught 5 fish. His dad caught 3 more than he did. How many fish did his dad catch?", 8),
    ("Sam caught 5 fish. Ann caught 3 more fish than he did. How many fish did Ann catch?", 8),
    ("Sam has 10 apples. Tom has 5 more apples than he does. How many apples does Tom have?", 15),
    # another time, another tense, two holders the pronoun could name: not read
    (
        "Sam caught 5 fish. Tom caught 3 more fish than he did yesterday. How many fish did Tom catch?",
        "comparative",
    ),
    (
        "Sam has 5 fish. Tom has 3 more fish than he had. How many fish does Tom have?",
        "comparative",
    ),
    (
        "Ava has 35 stamps and Kim has 20 stamps. Ben has 12 fewer stamps than she does. How many stamps does Ben have?",
        "unresolved-pronoun",
    ),
]
DIFFERENCE_REPAIRS = [
    # 'Lily' parsed as an adverb of 'have', 'Raj' as an adverb of 'scored': the verbs' subjects
    ("Lily has 16 crayons. Ben has 9 crayons. How many more crayons does Lily have than Ben?", 7),
    (
        "Lily has 16 crayons. Her friend has 9 crayons. How many more crayons does Lily have than her friend?",
        7,
    ),
    (
        "Ian scored 15 points and Raj scored 22 points. How many fewer points did Ian score than Raj?",
        7,
    ),
    # "how many more toy cars": the noun after the compound
    (
        "Ben has 9 toy cars. His friend has 14 toy cars. How many more toy cars does his friend have than Ben?",
        5,
    ),
    (
        "Ben has 9 race cars. Tom has 14 toy cars. How many more toy cars does Tom have than Ben?",
        "comparative",
    ),
]
HOLDERS_TOLD_APART = [
    # every mention of the kind carries its adjective: each is named with its own
    (
        "A green book has 120 pages. A yellow book has 45 more pages than the green book. How many pages does the yellow book have?",
        165,
    ),
    (
        "The big tank has 40 fish. The small tank has 12 fewer fish than the big tank. How many fish are in the small tank?",
        28,
    ),
    # an ordinal is no count ("the second grade", "the first box")
    (
        "The first box has 50 crayons. The second box has 14 fewer crayons than the first box. How many crayons are in the second box?",
        36,
    ),
    # a bare mention could be either: refused as before
    (
        "A green book has 120 pages. A yellow book has 45 pages. How many pages does the book have?",
        "unresolved-holder",
    ),
    (
        "The big tank has 40 fish. The small tank has 12 fish. How many fish are in the tank?",
        "unresolved-holder",
    ),
]
ROUND_48_FIXES = [
    # the bags counted in the question hold another thing than the bag weighed
    ("Each bag of rice weighs 2.5 pounds. How many pounds do 6 bags of beans weigh?", "rate"),
    ("Each bag of rice weighs 2.5 pounds. How many pounds do 6 bags weigh?", 15),
    # "6 bags of rice weigh?": 'rice' parsed as a compound of 'weigh', the word after 'of' read
    ("Each bag of rice weighs 2.5 pounds. How many pounds do 6 bags of rice weigh?", 15),
    ("Each box of pens holds 8 pens. How many pens do 7 boxes of pens hold?", 56),
]
MULTIPLES_ELIDED_AND_TALLIED = [
    # "Hal has 3 times as many.": the number hung on 'many'
    ("Gus has 10 cars. Hal has 3 times as many. How many cars does Hal have?", 30),
    (
        "Pia has 16 stamps and Quinn has three times as many. How many more stamps does Quinn have than Pia?",
        32,
    ),
    (
        "Rosa has 15 tulips, and her mother has 3 times as many. What is the total number of tulips they have?",
        60,
    ),
    ("Leah saved $9. Her brother saved 4 times as much. How much did her brother save?", 36),
    # a verb the lexicon lacks, asked with the same verb: a tally compared
    ("Liam saw 11 butterflies. Mia saw 4 times as many. How many butterflies did Mia see?", 44),
    ("Rosa ran 4 laps. Paul ran 3 times as many laps as Rosa. How many laps did Paul run?", 12),
    (
        "Rosa ran 4 laps. Paul ran 3 times as many laps as Rosa. How many laps did they run altogether?",
        16,
    ),
    ("Ben skated 4 laps and Ana skated 2 more laps than Ben. How many laps did they skate?", 10),
    # other things before, the question of another kind, another verb asked: not read
    (  # the compound named again by its head noun: toy cars (quantities._shortened)
        "Gus has 10 toy cars. Hal has 3 times as many. How many more cars does Hal have than Gus?",
        20,
    ),
    (
        "Liam saw 11 butterflies. Mia saw 4 times as many. How many butterflies did Mia catch?",
        "unsupported-quantity",
    ),
]
MEASURES_COMPARED = [
    # "The pine tree is 12 feet taller than the oak tree.": a compare of the two measures
    (
        "The oak tree is 35 feet tall. The pine tree is 12 feet taller than the oak tree. How tall is the pine tree?",
        47,
    ),
    (
        "The oak tree is 35 feet tall. The pine tree is 12 feet shorter than the oak tree. How tall is the pine tree?",
        23,
    ),
    (
        "The red rope is 20 meters long. The blue rope is 5 meters longer than the red rope. How long is the blue rope?",
        25,
    ),
    (
        "Sophie's string is 9 centimeters shorter than Ali's string. Sophie's string is 25 centimeters long. How long is Ali's string?",
        34,
    ),
    (
        "The oak tree is 35 feet tall. The pine tree is 12 feet taller than the oak tree. The elm tree is 3 feet shorter than the pine tree. How tall is the elm tree?",
        44,
    ),
    # another time, a thing never measured, another dimension: not read
    (
        "The oak tree is 35 feet tall. The pine tree is 12 feet taller than the oak tree was last year. How tall is the pine tree?",
        "comparative",
    ),
    (
        "The oak tree is 35 feet tall. The pine tree is 12 feet taller than the elm tree. How tall is the pine tree?",
        "underdetermined",
    ),
    (
        "The oak tree is 35 feet tall. The pine tree is 12 feet heavier than the oak tree. How tall is the pine tree?",
        "comparative",
    ),
]
AGES = [
    ("Cody is 14 years old. How old is Cody?", 14),
    ("Hana is 7 years old. Her brother is 5 years older than she is. How old is her brother?", 12),
    ("Owen is 9 years old. His sister is 4 years older than Owen. How old is his sister?", 13),
    ("Sam is 4 years older than Tia. Tia is 7 years old. How old is Sam?", 11),
    # than at another time, a later age asked, the base left out: not read
    (
        "Hana is 7 years old. Her brother is 5 years older than she was. How old is her brother?",
        "comparative",
    ),
    ("Tom is 10 years old. How old will Tom be in 5 years?", "quantity-in-question"),
    ("Tom is 10 years old. His sister is 3 years older. How old is his sister?", "comparative"),
]
LOSSES_COMPARED = [
    # every statement of the unit is the compared verb's loss, the question asks that verb:
    # what each used up, counted up from nothing
    ("Tom ate 6 grapes. Ava ate 4 times as many grapes as Tom. How many grapes did Ava eat?", 24),
    (
        "Luke ate 9 crackers. His sister ate 4 fewer crackers than Luke. How many crackers did his sister eat?",
        5,
    ),
    (
        "Tom ate 6 grapes. Ava ate 4 times as many grapes as Tom. How many grapes did they eat in all?",
        30,
    ),
    ("Tom sold 6 cakes. Ava sold 3 more cakes than Tom. How many cakes did Ava sell?", 9),
    # a holding told, the question of a holding or of another verb, a receiver: not read
    (
        "Tom had 20 grapes. He ate 6 grapes. Ava ate 4 times as many grapes as Tom. How many grapes did Ava eat?",
        "comparative",
    ),
    (
        "Tom ate 6 grapes. Ava ate 4 times as many grapes as Tom. How many grapes does Ava have?",
        "comparative",
    ),
    (
        "Tom ate 6 grapes. Ava ate 4 times as many grapes as Tom. How many grapes did Ava buy?",
        "comparative",
    ),
    (
        "Tom gave 6 cards to Mia. Ava gave 3 more cards than Tom. How many cards did Ava give?",
        "comparative",
    ),
]
ROUND_49_FIXES = [
    # a height compared with a thing whose width is told
    (
        "The desk is 4 feet wide. The shelf is 2 feet taller than the desk. How tall is the shelf?",
        "comparative",
    ),
    (
        "The desk is 4 feet tall. The shelf is 2 feet taller than the desk. How tall is the shelf?",
        6,
    ),
    # the buses: several holders, one named by the bare noun
    (
        "The first bus carries 40 children and the second bus carries 35 children. At the zoo, 6 children get off the first bus. How many children are on the buses now?",
        "plural-holder",
    ),
    (
        "The first bus carries 40 children and the second bus carries 35 children. At the zoo, 6 children get off the first bus. How many children are on the first bus now?",
        34,
    ),
]
COMPARED_BEFORE_ITS_BASE = [
    # the comparison told before every event of its base: what each did in all
    ("Anna read 14 more pages than Jake. Jake read 36 pages. How many pages did Anna read?", 50),
    (
        "Sophie read 3 times as many books as Mark. Mark read 7 books. How many books did Sophie read?",
        21,
    ),
    ("Ann caught 3 more fish than Tom. Tom caught 5 fish. How many fish did they catch?", 13),
    ("Ann ate 3 more grapes than Tom. Tom ate 5 grapes. How many grapes did Ann eat?", 8),
    # the base never told, or told by another verb: not read
    (
        "Ann caught 3 more fish than Tom. Ben caught 5 fish. How many fish did Ann catch?",
        "comparative",
    ),
    (
        "Ann caught 3 more fish than Tom. Tom bought 5 fish. How many fish did Ann catch?",
        "comparative",
    ),
]
STATES_THAT_SPLIT_A_SET = [
    # a part told in one state, the question asks the contrary one (or the same one negated)
    ("Tom found 7 shells but 4 were broken. How many unbroken shells did Tom find?", 3),
    ("Nina had 20 stamps, and 5 were torn. How many untorn stamps does Nina have?", 15),
    (
        "Carol picked 29 carrots. If only 8 of the carrots were bad, how many good carrots did she pick?",
        21,
    ),
    ("There were 65 seats on a plane. 48 seats were filled. How many seats were empty?", 17),
    (
        "Sam bought 13 adventure books and 17 mystery books. If 15 of the books were used, how many new books did he buy?",
        15,
    ),
    ("Nia has 24 desks. 17 of the desks are broken. How many desks are not broken?", 7),
    ("Ana had 20 answers. 3 of them were wrong. How many answers were right?", 17),
    ("Leo has 12 quizzes. 9 of them are correct. How many quizzes are incorrect?", 3),
    # the same state asked, a state no word contrasts, a set that changes after the part, two holders
    ("Nia has 24 desks. 17 of the desks are broken. How many desks are broken?", "passive"),
    ("Nia has 24 desks. 17 of the desks are red. How many desks are blue?", "unresolved-holder"),
    (
        "Nia has 24 desks. 17 of the desks are broken. She buys 5 more desks. How many desks are not broken?",
        "unsupported-question",
    ),
    (
        "Nia has 24 desks and Ed has 10 desks. 17 of the desks are broken. How many desks are not broken?",
        17,
    ),
    (
        "Nia has 24 desks and Ed has 10 desks. 17 of the desks are broken. How many unbroken desks does Nia have?",
        "unresolved-holder",
    ),
    (
        "Tom found 7 shells but 4 were not broken. How many unbroken shells did Tom find?",
        "negation",
    ),
]
SPLITS_OF_WHAT_IS_HELD = [
    # "has 96 pencils to share": the infinitive splits the holding its noun names
    (
        "Mr. Diaz has 96 pencils to share equally among 12 students. How many pencils does each student get?",
        8,
    ),
    (
        "You have 36 candies to share equally among 4 friends. How many candies will each friend get?",
        9,
    ),
    ("Tom has 12 apples to put into 3 bags equally. How many apples are in each bag?", 4),
    # things held for another use, or a split of a holding that changes
    ("Tom has 10 apples to eat. He eats 3. How many apples does Tom have?", 7),
    (
        "Mia has 40 stickers to share equally among 5 friends. She buys 10 more stickers. How many stickers does each friend get?",
        "rate",
    ),
    (
        "Mia has 40 stickers to share equally among 5 friends. How many stickers does Mia have?",
        "rate",
    ),
]
SIZE_OF_EACH_GROUP = [
    ("Ann has 35 shells. She splits them equally into 7 piles. How big is each pile?", 5),
    ("Ann had 40 beads. She put them equally into 8 jars. How big was each jar?", 5),
    # people are no groups a split fills; the groups not equal
    ("Ann has 35 shells. She splits them equally among 7 friends. How big is each friend?", "rate"),
    ("Ann has 35 shells. She splits them into 7 piles. How big is each pile?", "rate"),
    (
        "Ann has 35 shells and 10 stones. She splits the shells equally into 7 piles. How big are the piles?",
        "no-question",
    ),
]
RATES_OVER_A_STRETCH_ASKED = [
    # 'Molly' tagged an adverb first in its sentence: the subject; 'after 9 weeks' from now
    ("Molly saves 4 dollars every week. How much money will she have saved in 9 weeks?", 36),
    ("Molly saves 4 dollars every week. How much money will she have saved after 9 weeks?", 36),
    # a rate over time drawn from (or adding to) a holding, the holding asked after a stretch
    (
        "Molly has 10 dollars. She saves 4 dollars every week. How much money will she have after 3 weeks?",
        22,
    ),
    (
        "Rosa has 45 crackers. She eats 5 crackers a day. How many crackers will she have left after 3 days?",
        30,
    ),
    (
        "Rosa has 45 crackers. She eats 5 crackers a day. How many crackers will she have in 3 days?",
        30,
    ),
    ("Ines has 45 plums. She eats 5 plums a day. How many plums does she have after 4 days?", 25),
    (
        "Rosa has 45 crackers. She eats 5 crackers a day. How many crackers will she eat in 3 days?",
        15,
    ),
    (
        "Rosa has 45 crackers. Tom eats 5 crackers a day. How many crackers will Rosa have after 3 days?",
        "rate",
    ),
    (
        "Rosa has 45 crackers. She eats 5 crackers a day. How many crackers did she have 3 days ago?",
        "rate",
    ),
    # 'after' with no rate over time to count
    ("Molly has 10 dollars. How much money will she have after 3 weeks?", "quantity-in-question"),
]
VERBS_TAGGED_AS_NOUNS = [
    # "How much do 4 bananas cost?": the last word after the noun phrase is the verb
    ("Each banana costs $5. How much do 4 bananas cost?", 20),
    ("A box of crackers costs $3.25. How much do 4 boxes cost?", 13),
    ("Pencils cost $0.75 each. How much do 8 pencils cost?", 6),
    ("Each pen costs $2. How much will 4 pens cost?", 8),
    ("Each pen costs $2. How much would 4 pens cost?", 8),
    # another item asked than the one priced
    ("Each pen costs $2. How much do 4 pencils cost?", "quantity-in-question"),
    ("Each pen costs $2. How much will 4 pencils cost?", "quantity-in-question"),
    # 'much' and 'do' hung on the noun, the number on 'cost', 'much' on the verb: one reading
    ("Each mango costs $5. How much do 4 mangoes cost?", 20),
    ("An eraser costs $2. How much will 6 erasers cost?", 12),
    ("A peach costs $3. How much do 4 peaches cost?", 12),
]
PARTS_OF_SEVERAL_HOLDERS = [
    # "38 of the carrots" of two pickers; the question asks 'they': the rest of their total
    (
        "Carol picked 29 carrots and her mother picked 16. If only 38 of the carrots were good, how many bad carrots did they have?",
        7,
    ),
    (
        "Ann has 30 seats and Bo has 35 seats. 48 of the seats were filled. How many seats were empty?",
        17,
    ),
    # one of them asked: whose were good?
    (
        "Carol picked 29 carrots and her mother picked 16. If only 38 of the carrots were good, how many bad carrots did Carol have?",
        "unresolved-holder",
    ),
]
OBJECTS_TOLD_BEFORE = [
    # "was picking carrots. She picked 29": the 29 count carrots
    ("Carol was picking carrots. She picked 29. How many carrots did she pick?", 29),
    (
        "Carol and her mom were picking carrots from their garden. Carol picked 29 and her mother picked 16. If only 38 of the carrots were good, how many bad carrots did they have?",
        7,
    ),
    (
        "Ben was baking cookies. He baked 12 and then baked 8 more. How many cookies did he bake?",
        20,
    ),
    # two things picked before, or the things named with a word of their own
    (
        "Carol was picking carrots and pears. She picked 29. How many carrots did she pick?",
        "unsupported-question",
    ),
    (
        "Carol was picking carrots. Then she was picking pears. She picked 29. How many carrots did she pick?",
        "unsupported-question",
    ),
]
WHAT_AN_EVENT_LEAVES = [
    # 'leave' with the holder and "with <amount>": the holding after the event
    (
        "Tom gave 8 marbles to his sister, leaving him with 22 marbles. How many marbles did he have at first?",
        30,
    ),
    (
        "Sam spent 6 dollars on a book, which left him with 14 dollars. How many dollars did he have before buying the book?",
        20,
    ),
    (
        "Sam spent 6 dollars on a book and was left with 14 dollars. How many dollars did he have at first?",
        20,
    ),
    (
        "Sam spent 6 dollars on a book. He was left with 14 dollars. How many dollars did he have at first?",
        20,
    ),
    # two people 'him' may mean; a holding told again after it changed; 'left' as a departure
    (
        "Tom gave 8 marbles to Ben, leaving him with 22 marbles. How many marbles did Tom have at first?",
        "unresolved-pronoun",
    ),
    (
        "Sam had 20 dollars. He spent 6 dollars on a book. He was left with 14 dollars. How many dollars does he have?",
        "unsupported-question",
    ),
    (
        "A bus left the school with 35 students. At the museum 20 students got off. How many students are on the bus now?",
        "unsupported-verb",
    ),
]
TALLIES_ASKED_IN_THE_PERFECT = [
    # "How many pages has she read in all?": the events told, up to now
    (
        "Aisha read 46 pages of her book yesterday and 38 pages today. How many pages has she read in all?",
        84,
    ),
    ("Aisha walked 4 miles yesterday and 3 miles today. How many miles has she walked in all?", 7),
    # a habit, or a time the question names and the facts do not
    ("Aisha walks 4 miles a day. How many miles has she walked?", "rate"),
    (
        "Aisha walked 4 miles yesterday and 3 miles today. How many miles had she walked by noon?",
        "restricted-question",
    ),
]
VERBS_ADDED_BY_HAND = [
    (
        "Felix caught 11 fish in the morning. In the afternoon he released 4 fish back into the lake. How many fish does Felix have now?",
        7,
    ),
    (
        "Rosa has 120 songs on her phone. She deletes 35 songs and downloads 48 new songs. How many songs are on her phone now?",
        133,
    ),
    (
        "Silas bought 4 packs of gum with 5 sticks in each pack. He chewed 6 sticks. How many sticks of gum does he have left?",
        14,
    ),
    ("Wade had 50 cards. He traded away 12 cards. How many cards does he have now?", 38),
    # 'trade' alone is an exchange, not read
    (
        "Wade had 50 cards. He traded 12 cards for a kite. How many cards does he have now?",
        "unsupported-verb",
    ),
]
DO_READ_AS_THE_MAIN_VERB = [
    # "did Greta buy": 'did' the root, 'Greta buy' its object; read as aux, subject, verb
    (
        "Greta picked 22 tulips and Tom picked 13 tulips. How many more tulips did Greta pick than Tom?",
        9,
    ),
    (
        "Greta bought 22 tulips and Tom bought 13 tulips. How many more tulips did Greta buy than Tom?",
        9,
    ),
    ("Greta bought 22 tulips. How many tulips did Greta buy?", 22),
    # a verb whose question other rules refuse ('plant' takes from someone unnamed)
    (
        "Greta planted 22 tulips and Tom planted 13 tulips. How many more tulips did Greta plant than Tom?",
        "implicit-party",
    ),
]
PARTS_TOLD_WITHOUT_OF_THEM = [
    # "2 did not work", "recycled 30": a bare number after amounts of the asked noun only
    ("Jamal bought 12 light bulbs but 2 did not work. How many light bulbs worked?", 10),
    (
        "Pablo was collecting cans. He collected 42 and recycled 30. How many cans did he not recycle?",
        12,
    ),
    ("Sam had 10 apples. He ate 3. How many apples did he not eat?", 7),
    # two nouns before the bare number: which did he eat?
    ("Sam had 10 apples and 4 pears. He ate 3. How many apples did he not eat?", "negation"),
    (
        "Tom found 7 shells and 3 stones but 4 were broken. How many unbroken shells did Tom find?",
        "passive",
    ),
]
THE_REST_IN_A_STATE = [
    # "5 were cracked and the rest were whole": the text makes the two states contrary
    (
        "Kwame found 9 shells. 5 were cracked and the rest were whole. How many whole shells did he find?",
        4,
    ),
    (
        "A theater has 48 seats. 31 seats are filled and the rest are empty. How many seats are empty?",
        17,
    ),
    # the rest's state not the one asked; no rest told and no pair in the data
    (
        "Kwame found 9 shells. 5 were cracked and the rest were blue. How many whole shells did he find?",
        "passive",
    ),
    ("Kwame found 9 shells. 5 were cracked. How many whole shells did he find?", "passive"),
    # colours are kinds: the rest of a whole split into kinds, and "not red" of the part
    (
        "Brad has 17 balloons. 8 balloons are red and the rest are green. How many green balloons does Brad have?",
        9,
    ),
    ("There are 24 cars in a lot. 8 of them are red. How many cars are not red?", 16),
]
EVENTS_AFTER_A_PARTICIPLE = [
    # "After eating 3 pears, Gwen had 9 left": the participle's doer is the clause's subject
    ("After eating 3 pears, Gwen had 9 pears left. How many pears did she have at first?", 12),
    (
        "After giving 13 stickers to his brother, Pedro had 28 stickers left. How many stickers did Pedro have at first?",
        41,
    ),
    (
        "Gwen had 12 pears. After eating 3 pears, she gave 2 to Tom. How many pears does she have?",
        7,
    ),
    # 'before' puts the participle's event after the clause: not read (since session 41 the
    # order check names it: a holding and an event out of written order)
    (
        "Before eating 3 pears, Gwen had 12 pears. How many pears does she have now?",
        "event-order",
    ),
]
OBJECTS_WITH_THEIR_OWN_GIVERS = [
    # "got 3 marbles from Leo and 2 marbles from Ana": the second object parsed under 'from'
    (
        "Ivan had 5 marbles. He got 3 marbles from Leo and 2 marbles from Ana. How many marbles does Ivan have now?",
        10,
    ),
    (
        "Leo had 8 marbles and Ana had 6 marbles. Ivan took 3 marbles from Leo and 2 marbles from Ana. How many marbles does Ana have now?",
        4,
    ),
    # a giver asked whose holding the text never gives
    (
        "Ivan had 5 marbles. He got 3 marbles from Leo and 2 marbles from Ana. How many marbles does Leo have?",
        "irrelevant-event",
    ),
]
HALF_A_DOZEN = [
    ("Noor baked half a dozen rolls and then 4 more. How many rolls did she bake?", 10),
    ("Noor had half a dozen eggs. She bought a dozen eggs. How many eggs does she have?", 18),
    # half of what is held is a part of it (a v3 scale); half of one dozen is not read
    ("Noor had a dozen eggs. She ate half of them. How many eggs does she have?", 6),
    ("Noor had half of a dozen eggs. How many eggs does she have?", "unsupported-quantity"),
]
LOSSES_OF_TWO_COMPARED = [
    # "How many fewer cherries did Raj eat than Emma?": what each ate, counted up from nothing
    (
        "Raj ate 7 cherries and Emma ate 12 cherries. How many more cherries did Emma eat than Raj?",
        5,
    ),
    (
        "Raj ate 7 cherries and Emma ate 12 cherries. How many fewer cherries did Raj eat than Emma?",
        5,
    ),
    # a holding beside the losses, or the difference asked the wrong way round
    (
        "Raj had 20 cherries. Raj ate 7 cherries and Emma ate 12 cherries. How many fewer cherries did Raj eat than Emma?",
        "comparative",
    ),
    (
        "Raj ate 7 cherries and Emma ate 12 cherries. How many more cherries did Raj eat than Emma?",
        "comparative",
    ),
    # a verb of loss added by hand
    ("Ewa had 50 cans. She recycled 18 cans. How many cans does Ewa have left?", 32),
]
PARTS_OF_A_HOLDING = [
    # "gave half of them to Wendy": a v3 scale of the giver's holding at that point
    (
        "Victor had 24 apples. He gave half of them to Wendy. How many apples does Victor have now?",
        12,
    ),
    (
        "Mia had 30 cookies. She ate a third of her cookies. How many cookies does Mia have left?",
        20,
    ),
    ("Sam had 40 cards. He sold a quarter of his cards. How many cards did he sell?", 10),
    (
        "Victor had 24 apples. Wendy had 3 apples. He gave half of them to Wendy. How many apples does Wendy have now?",
        15,
    ),
    (
        "Ann had 30 cookies. She gave 6 cookies to Ben. She ate half of the rest. How many cookies does Ann have?",
        12,
    ),
    (
        "Ann gave half of her cookies to Ben. Now she has 12 cookies. How many cookies did she have at first?",
        24,
    ),
    (
        "Tom had 20 stamps. Ann had 10 stamps. Tom took half of her stamps. How many stamps does Tom have?",
        25,
    ),
    (
        "Amara had $60. She spent half of her money on shoes. How much money does Amara have left?",
        30,
    ),
    ("Isaac had $80. He spent half of it on concert tickets. How much money did he spend?", 40),
    # after another event on the holding, 'half of them' may be of the last amount told
    (
        "Ann had 30 cookies. She gave 6 cookies to Ben. She ate half of them. How many cookies does Ann have?",
        "unsupported-quantity",
    ),
    (
        "Ann had 30 cookies. She gave half of them to Ben and a third of them to Cy. How many cookies does Ann have?",
        "unsupported-quantity",
    ),
    (
        "Aisha had $48. She spent $6 on a scarf and half of her money on a dress. How much money did Aisha spend?",
        "unsupported-quantity",
    ),
    # a part that is not whole, of one thing, of another's things, or told out of order
    ("Mia had 25 cookies. She ate half of them. How many cookies does Mia have left?", "not-whole"),
    (
        "Ann had 3 pizzas. She ate half of a pizza. How many pizzas does Ann have?",
        "unsupported-quantity",
    ),
    (
        "Ann had 10 apples. Tom had 8 apples. Ann gave half of his apples to Ben. How many apples does Ann have?",
        "unsupported-quantity",
    ),
    (
        "Nell had 4 kites. She gave away half of her kites after she bought 6 kites. How many kites does Nell have now?",
        "event-order",
    ),
]
ALL_BUT_A_NUMBER = [
    # "sold all but 6 bars": what is held less the 6 (a v3 differ)
    ("Kim had 12 birds. All but 4 of them flew away. How many birds does Kim have now?", 4),
    ("Zoe had 13 bars. She sold all but 6 bars. How many bars did she sell?", 7),
    (
        "Chloe had 20 stickers. She gave all but 5 to her friends. How many stickers did Chloe give away?",
        15,
    ),
    (
        "Chloe had 20 stickers. She gave all but 5 of her stickers to Ann. How many stickers does Ann have?",
        15,
    ),
    # after another event, 'of them' may be of the last amount told; a stated whole beside it
    (
        "Chloe had 20 stickers. She bought 4 more. She gave all but 5 of them to Ann. How many stickers does Ann have?",
        "unsupported-quantity",
    ),
    (
        "Chloe gave all but 5 of her 20 stickers to Ann. How many stickers does Chloe have?",
        "unattached-quantity",
    ),
    (
        "Tim had 12 cards. He gave away all of his cards except 3. How many cards does Tim have?",
        "exception-quantity",
    ),
    # an event told after it but placed before it changes what "all" is
    (
        "Zoe had 13 bars. She sold all but 6 bars after she bought 4 more bars. How many bars did she sell?",
        "event-order",
    ),
    (
        "Zoe had 13 bars. She bought 4 more bars. She sold all but 6 bars. How many bars did she sell?",
        11,
    ),
]
OWNERS_OF_WHAT_IS_GIVEN = [
    # a partitive given out of another's things abstains; one's own is read
    (
        "Ann had 10 apples. Tom had 8 apples. Ann gave 3 of his apples to Ben. How many apples does Ann have?",
        "unsupported-quantity",
    ),
    (
        "Ann had 10 apples. Tom had 8 apples. Ann gave 3 of her apples to Ben. How many apples does Ann have?",
        7,
    ),
]
EVENTS_ASKED_BESIDE_A_HOLDING = [
    # "How much money did he spend?": the events, 'money' no party of the question
    ("Isaac had $80. He spent $40 on a game. How much money did he spend?", 40),
    (
        "Sara had $30. She paid $12 for grapes and $9 for cherries. How much money did Sara spend?",
        21,
    ),
    (
        "Sara had $30. She paid $12 for grapes and $9 for cherries. How much money can Sara spend?",
        "unsupported-question",
    ),
]
TALLIED_MULTIPLES = [
    # a multiple on a verb the lexicon lacks, tallied with the question's verb
    (
        "Victor read 14 books. His sister read half as many books as Victor. How many books did his sister read?",
        7,
    ),
    (
        "Victor read 14 books this year. His sister read half as many. How many books did his sister read?",
        7,
    ),
    (
        "Victor read 14 books. His sister read twice as many books as Victor. How many books did his sister buy?",
        "unsupported-quantity",
    ),
]
RELATIVE_COMPARISONS = [
    # "which is 4 times as many as Carl has": the holder's amount against Carl's
    ("Eva has 32 shells, which is 4 times as many as Carl has. How many shells does Carl have?", 8),
    ("Nina has 15 shells, which is 3 times as many as Jo has. How many shells does Jo have?", 5),
    ("Bella has 44 stamps, which is 4 more than Carl has. How many stamps does Carl have?", 40),
    ("Bella has 44 stamps, which is 4 fewer than Carl has. How many stamps does Carl have?", 48),
    (
        "Bella has 44 stamps, which is 4 more than Carl has. How many stamps do they have together?",
        84,
    ),
    # another time, no number of its own, or a holder the question cannot tell apart
    (
        "Bella has 44 stamps, which is 4 more than Carl had last year. How many stamps does Carl have?",
        "comparative",
    ),
    (
        "Zara has 40 beads, which is twice as many as Ivy has. How many beads does Ivy have?",
        "unsupported-quantity",
    ),
    (
        "The red bin holds 45 toys, which is 3 times as many as the green bin holds. How many toys does the green bin hold?",
        "unresolved-holder",
    ),
]
QUESTION_VERBS_AFTER_A_NOUN_PHRASE = [
    # "How many toys does the green bin hold?": lowercase words tagged names, the verb its object
    (
        "The red bin holds 45 toys. The green bin holds 15 toys. How many toys does the green bin hold?",
        "unresolved-holder",
    ),
    (
        "The bin holds 45 toys. Sam puts 5 more toys in the bin. How many toys does the bin hold now?",
        50,
    ),
]
ALL_BUT_UNDER_ITS_WORD = [
    # "gave all except 4 to Lou": the number under 'except'; after 'and then', one's own holding
    ("Kim had 14 cards. She gave all except 4 to Lou. How many cards does Lou have?", 10),
    (
        "Nell had 4 kites. First she bought 6 kites, and then she gave away half of her kites. How many kites does Nell have now?",
        5,
    ),
    ("Noemi had 25 balloons. 6 of her balloons popped. How many balloons does Noemi have now?", 19),
    (
        "Kim had 14 cards. She gave every card but 5 away. How many cards does Kim have now?",
        "exception-quantity",
    ),
]
PERCENTS_OF_A_HOLDING = [
    # "ate 25% of them": 25 per 100 of the giver's holding (a v3 scale)
    ("Kai has 20 grapes. He eats 25% of them. How many grapes does Kai have left?", 15),
    ("Sam had 40 cards. He sold 40 percent of his cards. How many cards did he sell?", 16),
    ("Omar had $60. He spent 20% of his money on a book. How much money does he have left?", 48),
    ("Sam had 40 cards. He sold 12.5% of his cards. How many cards does he have?", 35),
    # a percent of a set the text describes, or of things not moved
    (
        "Sam had 40 cards. He sold 10% of the 30 cards in the box. How many cards does he have?",
        "unsupported-quantity",
    ),
    (
        "A basket holds 40 apples. 25% of the apples are red. How many apples are red?",
        "unresolved-holder",
    ),
    ("Sam had 30 cards. He sold 25% of them. How many cards does he have?", "not-whole"),
]
SHARES_THE_QUESTION_IMPLIES = [
    # "How many cookies will each friend get?": the holder's things among the holder's friends
    (
        "Martha is inviting 4 friends to a party. She has 12 cookies. How many cookies will each friend get?",
        3,
    ),
    ("Martha has 4 friends. She has 12 cookies. How many cookies will each friend get?", 3),
    # another's friends, nobody's, a past share never told, something else done with them
    (
        "Martha has 12 cookies. Her sister has 4 friends. How many cookies will each friend get?",
        "rate",
    ),
    (
        "There are 4 friends at the party. Martha has 12 cookies. How many cookies will each friend get?",
        "rate",
    ),
    ("Martha has 4 friends. She has 12 cookies. How many cookies did each friend get?", "rate"),
    (
        "Martha has 4 friends. She has 12 cookies. She eats 4 cookies. How many cookies will each friend get?",
        "rate",
    ),
    (
        "Martha has 4 friends. She has 10 cookies. How many cookies will each friend get?",
        "not-whole",
    ),
]
COMPARISONS_TOLD_AFTER_THEIR_AMOUNT = [
    # "That is 3 times as many as Tariq collected": of the one amount of the sentence before
    ("Ben has 24 cans. That is 3 times as many as Tariq has. How many cans does Tariq have?", 8),
    ("Ben has 30 cards. That is 6 more than Ann has. How many cards do they have in all?", 54),
    (
        "Ayesha collected 24 cans. That is 3 times as many as Tariq collected. How many cans did Tariq collect?",
        8,
    ),
    ("Mila has 9 dolls, which is 4 fewer than Nia has. How many dolls does Nia have?", 13),
    (
        "Aroha picked 21 plums, which was 3 fewer than Manu picked. How many plums did Manu pick?",
        24,
    ),
    (
        "Amina has 45 beads, which is 9 more than her sister Hawa has. Hawa gives Amina 6 beads. How many beads does Hawa have now?",
        30,
    ),
    # two amounts before 'That', two holders after 'than', another gain of the compared holder
    (
        "Ben has 30 cards and 5 pens. That is 6 more than Ann has. How many cards does Ann have?",
        "comparative",
    ),
    (
        "Lena has 24 pens, which is 6 more than Mia and Pia have. How many pens does Mia have?",
        "comparative",
    ),
    (
        "Aroha picked 21 plums, which was 3 fewer than Manu picked. Aroha picked 5 more plums. How many plums did Manu pick?",
        "comparative",
    ),
]
TWO_SAID_BY_BOTH = [
    # "Both of Rania's cats are black": two cats the rules do not read
    (
        "Both of Rania's cats are black. Rania also has 3 white cats. How many cats does Rania have?",
        "unquantified-event",
    ),
    (
        "Both cats are black. Rania also has 3 white cats. How many cats does Rania have?",
        "unquantified-event",
    ),
    ("Rania has 5 cats. Both of her dogs are black. How many cats does Rania have?", 5),
]
A_THIRD_AS_MANY = [
    # "a third as many": a part of the other's amount, as "half as many"
    (
        "Dina has 36 muffins. Her brother has a third as many muffins as Dina. How many muffins does her brother have?",
        12,
    ),
    (
        "Dina has 36 muffins. Her brother has a quarter as many. How many muffins does her brother have?",
        9,
    ),
    (
        "Dina has 35 muffins. Her brother has a third as many. How many muffins does her brother have?",
        "inexact-number",
    ),
    (
        "Dina has 36 muffins. Her brother has a half as many. How many muffins does her brother have?",
        "unsupported-quantity",
    ),
]
A_COUNT_WITH_EACH_ON_ITS_NOUN = [
    # "4 bags with 6 marbles in each bag", 'in each bag' parsed on 'bags': per bag, not the count's
    ("Amy has 4 bags with 6 marbles in each bag. How many marbles does she have?", 24),
    ("Amy has 4 bags with 6 marbles in each bag. How many marbles does Amy have in all?", 24),
    ("Amy has 4 bags with 6 marbles in each box. How many marbles does she have?", "rate"),
]
NAMES_EACH_HOLD = [
    # the names and 'each' all hung on the verb as subjects: one holding per name
    # 'they' beside a holder named apart: the group, or everyone?
    ("Ava, Ben and Cal each have 4 kites. How many kites do they have in all?", 12),
    ("Ava, Ben, Cal and Dee each have 2 kites. How many kites do they have altogether?", 8),
    (
        "Sam , Kira and Leo each had 10 cards . Sam gave Kira 4 cards . Leo gave Sam 6 cards . How many cards does Sam have now ?",
        12,
    ),
    ("Ava, Ben and Cal each bought 3 pens. How many pens did they buy in all?", 9),
    ("Ava, Ben and the dog each have 4 kites. How many kites do they have in all?", "rate"),
    (
        "Sam, Ann and Kim each have 3 cards. Tom has 5 cards. How many cards do they have in all?",
        "unresolved-pronoun",
    ),
    (
        "Sam and Ann each have 3 cards. Tom has 5 cards. How many cards do they have in all?",
        "unresolved-pronoun",
    ),
    ("Sam and Ann each have 3 cards. Tom has 5 cards. How many cards does Tom have?", 5),
]
PRICED_ALONE_BESIDE_A_RATE = [
    # "and a ruler for $1": its price paid beside the pens' total, summed when spending is asked
    ("Farah bought 3 pens at $2 each and a ruler for $1. How much did she spend?", 7),
    ("Farah bought a ruler for $1 and 3 pens for $2 each. How much did she spend?", 7),
    ("Farah bought 3 pens for $2 each. She bought a ruler for $1. How much did she spend?", 7),
    (
        "Priyanka buys 2 notebooks for $3.50 each and a pen for $1.25. How much does she spend in all?",
        8.25,
    ),
    (
        "Gina had 40 dollars. She bought 2 movie tickets at 11 dollars each and a soda for 4 dollars. How much money does she have left?",
        14,
    ),
    # a price per item beside another purchase whose price is its own (was a near miss)
    (
        "Ravi had $50. He bought 3 shirts for $5 a shirt and a hat for $4. How much money does Ravi have?",
        31,
    ),
    ("Farah bought 3 pens at $2 each and a ruler. How much did she spend?", "ellipsis"),
    ("Farah bought 3 pens at $2 each and 2 rulers for $1. How much did she spend?", "rate"),
    (
        "Farah bought 3 pens at $2 each and her brother bought a ruler for $1. How much did Farah spend?",
        "rate",
    ),
    (
        "Farah bought 3 pens for $2 each. Her brother bought a ruler for $1. How much did Farah spend?",
        "rate",
    ),
]
SOLD_AT_A_PRICE_EACH = [
    # "A store sells pencils for $0.25 each": the price of one, as "Pencils cost $0.25 each"
    ("A store sells pencils for $0.25 each. Wyatt bought 8 pencils. How much did he spend?", 2),
    ("The bakery sells muffins for $2 each. Aiden buys 7 muffins. How much does he spend?", 14),
    (
        "A store sells pencils for $2 each. Wyatt had $20. He bought 8 pencils. How much money does he have left?",
        4,
    ),
    ("Sam sells pencils for $2 each. He sold 8 pencils. How much money did he make?", 16),
    ("A store sells pencils for $2 each. Wyatt bought 8 pens. How much did he spend?", "rate"),
    ("Sam sells his pencils for $2 each. He sold 8 pencils. How much money did he make?", "rate"),
]
PAID_FOR_EACH_OF = [
    # "paid $5 for each of 3 comic books": the price, counted by its own 'each of'
    ("Sam had $20. He paid $5 for each of 3 comic books. How much money is left?", 5),
    ("Sam spent $5 on each of 3 comic books. How much did he spend?", 15),
    ("Sam paid $5 for each book. How much did he spend?", "rate"),
]
PRICE_PER_ITS_SUBJECT = [
    # "Tickets are 3 dollars per ticket": the subject's price, as with 'cost'
    (
        "Tickets to the school play are 3 dollars per ticket. Anna buys 5 tickets. How many dollars does she spend?",
        15,
    ),
    ("Tickets are $3 per person. Anna buys 5 tickets. How much does she spend?", "rate"),
]
MONEY_LEFT_OF_NOBODY_NAMED = [
    # 'money' the subject of the question is what is counted, not a holder
    (
        "Gina had 40 dollars. She bought 2 movie tickets at 11 dollars each. How much money is left?",
        18,
    ),
    ("Gina had 40 dollars. She spent 4 dollars. How much money is left?", 36),
]
PLACES_OF_AN_OWNER = [
    # "had 22 coins in his piggy bank. He put 9 more into it": the bank held them already
    # "deposited 75 dollars" goes into her account: the account is not read as its owner
    (
        "Ethan had 22 coins in his piggy bank. He put 9 more coins into it. How many coins are in the piggy bank now?",
        "own-container",
    ),
    (
        "Ethan had $22 in his piggy bank. He put $9 more into it. How much money is in the piggy bank now?",
        "own-container",
    ),
    (
        "There were 22 coins in a jar. Ethan put 9 more coins into it. How many coins are in the jar now?",
        31,
    ),
    (
        "Pau put 3 toys in the toy box and his sister put 5 toys in it. How many toys are in the toy box?",
        8,
    ),
    (
        "Gwen had 250 dollars in her savings account. She deposited 75 dollars. Then she withdrew 40 dollars. How many dollars are in her account now?",
        "irrelevant-event",
    ),
    (
        "Amy had 4 music files and 21 video files on her flash drive. She deleted 23 files. How many files were still on her flash drive?",
        2,
    ),
]
MONEY_EACH_OF_NAMES = [
    # "Nadia, Oscar and Pavel each had $5": the distributive 'each' of an amount of money
    ("Nadia, Oscar and Pavel each had $5. How much money did they have altogether?", 15),
    ("Nadia and Oscar had $5 each. How much money did they have altogether?", 10),
    ("Nadia and Oscar each had 5 dollars. How many dollars did they have altogether?", 10),
    (  # the others' spending stands beside Pavel's money (session 27: distractors)
        "Nadia, Oscar and Pavel each had $5. Nadia spent $2 and Oscar spent $4. How much money does Pavel have?",
        5,
    ),
]
SPENT_BESIDE_A_START = [
    # the buyer's money before the purchases is left aside when what was spent is asked
    # money held beside what was paid: a near miss until the start was left aside
    (
        "Ana had $40. Pens cost $2 each and books cost $5 each. Ana bought 3 pens and 2 "
        "books. How much did she spend?",
        16,
    ),
    (
        "Hana had $20. She bought 3 pears at $2 each and a bag for $5. How much money did Hana spend?",
        11,
    ),
    ("Hana had $20. She bought 3 pears at $2 each. How much money did Hana spend?", 6),
    ("Hana had $20. She bought 3 pears at $2 each. How much money does Hana have left?", 14),
    ("Hana bought 3 pears at $2 each. She had $20. How much money did Hana spend?", "rate"),
    (
        "Hana had $20 and Ivy had $5. Hana bought 3 pears at $2 each. How much money did Hana spend?",
        "rate",
    ),
]
SOLD_AT_A_PRICE_AND_ALONE = [
    # what a seller gets: the rate's total, and a single item sold at its own price beside it
    ("Ines sold 6 cupcakes at $2 each. How much money did Ines get?", 12),
    ("Ines sold 6 cupcakes at $2 each and a pie for $8. How much money did Ines get?", 20),
    ("Ines sold 6 cupcakes at $2 each. She sold a pie for $8. How much money did she earn?", 20),
    (
        "Ines had $10. She sold 6 cupcakes at $2 each and a pie for $8. How much money does Ines have now?",
        30,
    ),
    (
        "Ines sold 6 cupcakes at $2 each and bought a pie for $8. How much money did Ines get?",
        "rate",
    ),
]
APIECE = [
    # 'apiece' as a bare 'each'
    ("A toy store sells pens at $6 apiece. Dalia bought 3 pens. How much did she pay?", 18),
    ("Pens cost $2 apiece. Dalia bought 3 pens. How much did she pay?", 6),
    ("Sam and Ann have 5 apples apiece. How many apples do they have?", 10),
]
EACH_WITH_AFTER_A_COUNT = [
    # "4 baskets, each with 9 plums": what each of the counted things holds
    (
        "Obi has 4 baskets, each with 9 plums. He eats 3 plums. How many plums does Obi have now?",
        33,
    ),
    ("Obi bought 4 baskets, each with 9 plums. How many plums did Obi buy?", 36),
    ("There were 9 cars in the lot, each with 4 wheels. How many wheels were there in all?", 36),
    ("Obi has 4 baskets and a box, each with 9 plums. How many plums does Obi have?", "rate"),
    ("Obi has 4 baskets and 2 boxes, each with 9 plums. How many plums does Obi have?", "rate"),
    ("Obi has 4 baskets, each with 9 plums and 2 pears. How many plums does Obi have?", "rate"),
]
WHAT_THE_RECEIVER_GOT = [
    # "gave 7 plums to Bao. How many plums did Bao get?": what Bao was given, Bao's holding stated nowhere
    ("Lin has 9 plums. She gave 7 plums to Bao. How many plums did Bao get?", 7),
    ("Lin has 9 plums. She gave 7 of them to Bao. How many plums did Bao get?", 7),
    (
        "Lin has 9 plums. She gave 7 plums to Bao and Kim gave Bao 3 plums. How many plums did Bao get?",
        10,
    ),
    (
        "Lin has 9 plums. Bao has 2 plums. Lin gave 7 plums to Bao. How many plums did Bao get?",
        7,
    ),
    (
        "Lin has 9 plums. She gave 7 plums to Bao. Bao ate 2 plums. How many plums did Bao get?",
        "unsupported-question",
    ),
    (
        "Lin has 9 plums. She gave 7 plums to Bao. How many plums did Bao eat?",
        "unsupported-question",
    ),
]
TWO_OBJECTS_TWO_RECEIVERS = [
    # "gave 8 cards to Jon and 5 cards to Kit", the second 'to' hung on the verb
    (
        "Ian had 30 cards. He gave 8 cards to Jon and 5 cards to Kit. How many cards does Ian have left?",
        17,
    ),
    (
        "Penny gave 9 stickers to Rob and 6 stickers to Sue. Now Penny has 15 stickers. How many stickers did Penny have at first?",
        30,
    ),
    (
        "Ian had 30 cards. He gave 8 cards to Jon and 5 cards to Kit. How many cards does Kit have?",
        "irrelevant-event",
    ),
]
SELLERS_SEVERAL_PRICES = [
    # "sells muffins for $2 each and bagels for $3 each": one price per item, each paired with its own count
    # the same verb's rates per one item share one count, rates per items of their own do not
    (
        "The bakery sells muffins for $2 each and bagels for $3 each. Farah buys 4 muffins and 2 bagels. How much does Farah spend?",
        14,
    ),
    (
        "The bakery sells muffins for $2 each and bagels for $3 each. Farah had $20. She buys 4 muffins and 2 bagels. How much money does Farah have left?",
        6,
    ),
    (
        "The bakery sells muffins for $2 each and bagels for $3 each. Farah buys 4 muffins and 2 cakes. How much does Farah spend?",
        "rate",
    ),
    (
        "A store sells pencils and pens for $2 each. Wyatt bought 8 pencils. How much did he spend?",
        "rate",
    ),
    (
        "Each cage has 6 parrots and 2 parakeets. Ana has 3 cages. How many parrots does Ana have?",
        18,
    ),
]
WHAT_A_RECEIVER_GOT_BESIDE_A_HOLDING = [
    # the receiver's holding stated before: what was given to it, summed (an event asked, 0020)
    ("Bao had 4 plums. Imani gave him 7 plums. How many plums did Bao get?", 7),
    (
        "Ruth had 2 pencils. Kofi gave her 3 pencils and Lena gave her 5 pencils. How many pencils did Ruth get?",
        8,
    ),
    ("Bao had 4 plums. Imani gave him 7 plums. How many plums does Bao have?", 11),
    (
        "Bao had 4 plums. Imani gave him 7 plums. Bao ate 2 plums. How many plums did Bao get?",
        "unsupported-question",
    ),
    (
        "Bao had 4 plums. Imani gave him 7 plums. How many plums did Imani get?",
        "unsupported-question",
    ),
    (
        "Bao had 4 plums. Imani will give him 7 plums. How many plums did Bao get?",
        "unsupported-question",
    ),
]
EACH_WITH_ON_A_VERB_OF_FILLING = [
    # "packed 3 crates, each with 20 apples": what the packer holds then
    ("Chiara packed 3 crates, each with 20 apples. How many apples did she pack?", 60),
    (
        "Chiara bought 3 crates, each with 20 apples. She ate 7 apples. How many apples does Chiara have?",
        53,
    ),
    ("Chiara gave away 3 crates, each with 20 apples. How many apples did she give away?", "rate"),
]
A_PRICE_NOTHING_BUYS = [
    # a seller's list of prices: a price whose items nothing counts is set aside when another is bought
    (
        "A florist sells roses for $3 each and tulips for $2 each. Aylin bought 6 tulips. How much did Aylin spend?",
        12,
    ),
    (
        "A florist sells roses for $3 each and tulips for $2 each. Aylin bought 6 lilies. How much did Aylin spend?",
        "rate",
    ),
    (
        "A florist sells roses for $3 each and tulips for $2 each. Aylin bought 6 flowers. How much did Aylin spend?",
        "rate",
    ),
    (
        "A florist sells roses for $3 each and tulips for $2 each. Aylin bought 6 tulips. How many roses did Aylin buy?",
        "rate",
    ),
]
TRADED_BESIDE_STOCK = [
    # a purchase or sale at a price beside a holding of its items: the event moves the items and
    # its operand is the rate's count (schema v3, a reference)
    ("Rachel had 13 bars. She sold 9 bars at $2 each. How much money did she make?", 18),
    ("Rachel had 13 bars and $5. She sold 9 bars at $2 each. How much money does she have?", 23),
    ("Tomas had 6 pens. He bought 4 pens for $3 each. How much did he spend?", 12),
    ("Each bar costs $2. Rachel had 13 bars. She sold 9 bars. How much money did she make?", 18),
    (
        "Each bar costs $2. Rachel had 13 bars. She sold all but 4 bars. How much money did she make?",
        18,
    ),
    (
        "Kites cost $5 each. Ivo had 2 kites and $30. He bought 3 kites. How much money does he have left?",
        15,
    ),
    (
        "Ali sells decks for $7 each. He had 16 decks. He sold 8 decks. How much money did he earn?",
        56,
    ),
]
TRADED_BESIDE_STOCK_NEAR_MISSES = [
    # another holder's stock, two trades of the items, a trade with a named party: not read
    (
        "Each bar costs $2. Rachel had 13 bars. She bought 5 bars and sold 9 bars. How much money did she make?",
        "rate",
    ),
    (
        "Each bar costs $2. Tom had 13 bars. Rachel sold 9 bars. How much money did Rachel make?",
        "rate",
    ),
    (
        "Each bar costs $2. Rachel had 13 bars. She sold 9 bars to Tom. How much money did she make?",
        "rate",
    ),
]
PASSIVE_SHARES = [
    # a passive split of the things one holder holds, named as a whole ("The apples are divided
    # equally among 5 friends"): that holder's, as with 'They are divided'
    (
        "Joshua has 40 apples. The apples are divided equally among 5 friends. How many apples does each friend get?",
        8,
    ),
    (
        "Joshua has 40 apples. If the apples are divided equally among 5 friends, how many apples does each friend get?",
        8,
    ),
    (
        "Joshua has 40 apples and 10 pears. The apples are divided equally among 5 friends. How many apples does each friend get?",
        8,
    ),
    (
        "Mia has 24 stickers. Her stickers are split equally into 4 piles. How many stickers are in each pile?",
        6,
    ),
]
PASSIVE_SHARES_NEAR_MISSES = [
    # two holders of the things, things nobody holds, a holding changed first, groups not equal
    (
        "Joshua has 40 apples and Mia has 10 apples. The apples are divided equally among 5 friends. How many apples does each friend get?",
        "rate",
    ),
    (
        "Joshua has 40 apples. The pears are divided equally among 5 friends. How many pears does each friend get?",
        "rate",
    ),
    (
        "Joshua has 40 apples. He ate 5 apples. The apples are divided equally among 5 friends. How many apples does each friend get?",
        "rate",
    ),
    (
        "Joshua has 40 apples. The apples are put into 5 bags. How many apples are in each bag?",
        "rate",
    ),
]
ANY_ONE_COUNTED = [
    # "A tray holds 16 cupcakes" or "There are 10 stickers on a page" beside a count of the
    # trays or pages in a statement or the question: what any one holds
    ("A tray holds 16 cupcakes. Jonah has 5 trays. How many cupcakes does Jonah have?", 80),
    ("There are 10 stickers on a page. Ali has 22 pages. How many stickers does Ali have?", 220),
    (
        "There are 10 stickers on a page. If you have 22 pages of stickers, how many stickers do you have?",
        220,
    ),
    ("There are 3 calories in a candy bar. How many calories are there in 5 candy bars?", 15),
    ("A candy bar has 3 calories. How many calories are there in 5 candy bars?", 15),
    (
        "A pack of gum has 5 sticks. Oren bought 3 packs and chewed 4 sticks. How many sticks does he have left?",
        11,
    ),
]
ANY_ONE_COUNTED_NEAR_MISSES = [
    # another kind counted, a place with another place beside it, an owner, nothing counted
    (
        "There are 3 calories in a candy bar. How many calories are there in 5 chocolate bars?",
        "quantity-in-question",
    ),
    (
        "There are 6 apples in a basket on the table. Tom has 3 baskets. How many apples does Tom have?",
        "rate",
    ),
    ("A red box holds 6 apples. Lior has 3 boxes. How many apples does Lior have?", "rate"),
    ("There are 6 apples in a basket. How many apples are in the basket?", 6),
]
UNIT_PRICE_ASKED = [
    # "How much did each DVD cost?" after "rented 4 DVDs for $4.80": the money paid for the
    # items, per item (a rate whose value is asked; money per item need not be whole)
    ("Lisa rented 4 DVDs for $4.80. How much did each DVD cost?", 1.2),
    ("Rosa paid $15 for 4 books. How much did each book cost?", 3.75),
    ("Rosa spent $12 on 4 pens. How much did each pen cost?", 3),
    ("Rosa bought 4 pens for $12. How much was each pen?", 3),
    ("Diego bought 6 pens for $18. How much did each pen cost?", 3),
]
UNIT_PRICE_ASKED_NEAR_MISSES = [
    # another item asked, a price already per item, money held beside, two kinds for one price
    ("Rosa bought 4 pens for $12. How much did each pencil cost?", "rate"),
    ("Rosa bought 4 pens for $12 each. How much did each pen cost?", "rate"),
    ("Rosa had $20. She bought 4 pens for $12. How much did each pen cost?", "rate"),
    ("Rosa bought 4 pens and 2 pencils for $12. How much did each pen cost?", "rate"),
]
PARSES_REPAIRED_26 = [
    # "10 students left and 12 new students came" ('left' hung on the subject as a modifier),
    # "bought 15 sticks and chewed 4 sticks" ('chewed' hung on the second object): the verbs
    (
        "There were 35 students in the class. 10 students left and 12 new students came. How many students are in the class now?",
        37,
    ),
    (
        "There were 35 students in the class. 10 students left and 12 students joined. How many students are in the class now?",
        37,
    ),
    ("Oren bought 15 sticks and chewed 4 sticks. How many sticks does he have left?", 11),
    ("Oren bought 15 sticks and 4 chewed sticks. How many sticks does he have?", 19),
]
TRADED_ITEMS_ASKED = [
    # the items asked after a purchase or sale at a price: the event moves them; the money the
    # rate gives stands aside
    (
        "Adaeze had 15 mangoes. She sold 9 mangoes at $3 each. How many mangoes does Adaeze have left?",
        6,
    ),
    (
        "Lucia had 25 stickers. She bought 8 more stickers for $2 each. How many stickers does Lucia have now?",
        33,
    ),
    ("Each bar costs $2. Rachel had 13 bars. She sold 9 bars. How many bars does she have?", 4),
    ("Mei had 18 jars. She sold 4 of them for $5 each. How much money did she earn?", 20),
    ("Mei had 18 jars. She sold 4 of them for $5 each. How many jars does she have left?", 14),
    ("Rachel had 13 bars. She sold 9 bars at $2 each. How many bars does she have?", 4),
]
TRADED_ITEMS_ASKED_NEAR_MISSES = [
    # a gift from another beside the sale, 'them' of two nouns, 'them' with nothing before, money
    # spent on two kinds at once
    (
        "Rachel had 13 bars. She sold 9 bars at $2 each. Tom gave her 3 bars. How many bars does she have?",
        "rate",
    ),
    (
        "Mei had 18 jars and 5 pots. She sold 4 of them for $5 each. How much money did she earn?",
        "rate",
    ),
    ("Mei sold 4 of them for $5 each. How much money did she earn?", "rate"),
    (
        "Keanu spent $24 on pens and pencils. The pens cost $3 each. How many pens did he buy?",
        "rate",
    ),
]
SHARED_REST_PASSIVE = [
    # "The rest were shared equally among 5 friends" after the holder's loss; "32 books were
    # placed equally on 4 shelves"
    (
        "Amara baked 24 cookies and ate 4 of them. The rest were shared equally among 5 friends. How many cookies did each friend get?",
        4,
    ),
    (
        "Amara baked 24 cookies. She ate 4 of them. The remaining cookies were shared equally among 5 friends. How many cookies did each friend get?",
        4,
    ),
    ("32 books were placed equally on 4 shelves. How many books are on each shelf?", 8),
]
SHARED_REST_PASSIVE_NEAR_MISSES = [
    # nothing taken before the rest, another's loss, not said equally
    (
        "Amara baked 24 cookies. The rest were shared equally among 5 friends. How many cookies did each friend get?",
        "rate",
    ),
    (
        "Amara baked 24 cookies. Bo ate 4 of them. The rest were shared equally among 5 friends. How many cookies did each friend get?",
        "rate",
    ),
    ("Ana has 32 books. She placed them on 4 shelves. How many books are on each shelf?", "rate"),
]
DEPARTURES_26 = [
    # 'fall' and 'move away' take things from the place they were in; 'went home' reads its
    # particle
    ("A tree had 26 apples on it. 8 apples fell. How many apples are on the tree now?", 18),
    (
        "A class had 28 students. 6 students moved away. How many students does the class have now?",
        22,
    ),
    (
        "Tom had 12 apples. 3 apples fell from his bag. How many apples does Tom have?",
        "irrelevant-event",
    ),
]
NEED_BESIDE_RATES = [
    # a shortfall measured against a holding that rates move ("buys 3 books for $6 each",
    # "earns $8 an hour ... works for 5 hours", "3 stacks with 12 bricks in each"); a thing
    # wanted and priced in a relative clause is the goal ("wants to buy a lamp that costs $25")
    (
        "Kalani has $30. She buys 3 books for $6 each. She wants to buy a lamp that costs $25. How much more money does she need?",
        13,
    ),
    (
        "Leo earns $8 an hour at the market. He works for 5 hours. He needs $60 for new shoes. How much more money does he need?",
        20,
    ),
    (
        "Sipho has 3 stacks of bricks with 12 bricks in each stack. He needs 50 bricks to build a wall. How many more bricks does he need?",
        14,
    ),
    (
        "Hugo has $12. He earns $7 per hour for 4 hours of yard work. He wants to buy a bike that costs $80. How much more money does he need?",
        40,
    ),
    ("Nikhil has $85. He wants a bike that costs $120. How much more money does he need?", 35),
]
NEED_BESIDE_RATES_NEAR_MISSES = [
    # another's rate, a rate of other things than the goal's, a thing only wanted is not bought
    (
        "Kalani has $30. Her brother buys 3 books for $6 each. She wants to buy a lamp that costs $25. How much more money does she need?",
        "rate",
    ),
    (
        "Sipho has 3 stacks of bricks with 12 bricks in each stack. He needs 50 tiles. How many more tiles does he need?",
        "rate",
    ),
    ("Kalani has $30. She bought a lamp that costs $25. How much money does she have?", 5),
]
UNIT_PRICE_FORMS = [
    # the items as the subject of 'cost' ("5 tickets cost $45"), "one <item>", "What is the
    # price of each <item>?", and a statement that every item had the same price
    ("5 tickets to the zoo cost $45. How much does each ticket cost?", 9),
    ("5 tickets cost $45. How much does one ticket cost?", 9),
    ("Diego bought 6 pens for $18. How much does one pen cost?", 3),
    ("Diego paid $18 for 6 pens. What was the price of each pen?", 3),
    ("5 tickets cost $45. What is the cost of one ticket?", 9),
    ("Diego paid $18 for 6 pens. Every pen had the same price. What was the price of each pen?", 3),
]
UNIT_PRICE_FORMS_NEAR_MISSES = [
    # a kind the question does not name, a price already per item, two items asked, 'a pen',
    # another item said to cost the same
    ("5 adult tickets cost $45. How much does each ticket cost?", "rate"),
    ("5 tickets cost $45 each. How much does each ticket cost?", "rate"),
    ("Diego bought 6 pens for $18. How much do two pens cost?", "quantity-in-question"),
    ("Diego paid $18 for 6 pens. What was the price of a pen?", "no-question"),
    (
        "Diego paid $18 for 6 pens. Every pencil had the same price. What was the price of each pen?",
        "rate",
    ),
]
VERBS_READ_AS_NOUNS = [
    # "Amara shares 36 muffins", "A printer prints 240 pages": a root tagged a plural noun after
    # a name or a noun hung on it, with a counted noun after it, is the verb
    (
        "Amara shares 36 muffins equally among 9 neighbors. How many muffins does each neighbor get?",
        4,
    ),
    ("A printer prints 240 pages per hour. How many pages does it print in 3 hours?", 720),
    ("Apple pies 12 slices. How many slices are there?", "unsupported-verb"),
]
SAME_PRICE_SAID = [
    # "Each bowl cost the same.", "Every ticket had the same price.", "All the cupcakes had the
    # same price." before a question of one item's price: the question's form reads them
    ("Sakura spent $42 on 6 bowls. Each bowl cost the same. How much did one bowl cost?", 7),
    ("Priya bought 12 eggs for $3. Each egg cost the same. What was the price of each egg?", 0.25),
    (
        "Fatima bought 7 cupcakes for $14. All the cupcakes had the same price. How much did one cupcake cost?",
        2,
    ),
    (
        "Priya bought 12 eggs for $3. Each apple cost the same. What was the price of each egg?",
        "rate",
    ),
]
TRADES_AMONG_EVENTS = [
    # a sale at a price beside the seller's other events on the items and another holder's
    # own holding; another's gift to the seller abstains
    (
        "Emeka had 25 pineapples. He sold 4 of them for $5 each and gave 6 to his neighbor. How many pineapples does Emeka have now?",
        15,
    ),
    (
        "Ali had 40 eggs. His sister Noor had 25 eggs. Noor sold 15 eggs at $1 each. How many eggs does Noor have?",
        10,
    ),
    (
        "Lerato had 12 baskets. She made 8 more and then sold 15 baskets at $9 each. How many baskets does she have now?",
        5,
    ),
    (
        "Rachel had 13 bars. She sold 9 bars at $2 each. Tom gave her 3 bars. How many bars does she have?",
        "rate",
    ),
]
GERUNDS_REPAIRED = [
    # "earns $9 an hour mowing lawns": the gerund the parse hung on 'lawns' is what he does
    (
        "Tevita earns $9 an hour mowing lawns. He works for 6 hours. How much money does he earn?",
        54,
    ),
    (
        "Tevita earns $9 an hour mowing lawns. He works for 6 hours. He needs $70 for a new helmet. How much more money does he need?",
        16,
    ),
    ("Tom made $9 mowing lawns. He spent $3. How much money does he have?", 6),
]
ONLY_WANTED = [
    # "He wants a kite that costs $18": no money moves unless the question asks a shortfall
    (
        "Sione has $50. He wants a kite that costs $18. He buys a ball for $7. How much money does Sione have now?",
        43,
    ),
    (
        "Maya had $80. She bought a game that cost $35. She wants a controller that costs $28. How much money does she have now?",
        45,
    ),
    ("Kalani has $30. She wants to buy a lamp that costs $25. How much money does she have?", 30),
    (
        "Kalani has $30. She wants to buy a lamp that costs $25. How much will she have after she buys it?",
        "unsupported-question",
    ),
]
NEEDED_ITEMS_PRICED = [
    # "He needs 5 chairs. Each chair costs $12. How much more money does he need?": what the
    # items cost is the goal (a reference to the price rate's total), measured last
    (
        "Paulo has $45. He needs 5 chairs for his party. Each chair costs $12. How much more money does Paulo need?",
        15,
    ),
    (
        "Paulo has $60. He needs 5 chairs for his party. Each chair costs $12. How much more money does Paulo need?",
        0,
    ),
    (
        "Paulo has $45. He needs 5 chairs for his party. Each table costs $12. How much more money does Paulo need?",
        "rate",
    ),
    (
        "Paulo has $45. He needs 5 chairs. Each chair costs $12. He buys 2 chairs. How much more money does Paulo need?",
        "rate",
    ),
]
SCENE_HOLDINGS = [
    # "There are 16 ducks and 11 geese." in a text that names no place and no holder: the
    # scene holds them, written as holdings of no named holder (0006 rule 6: a `has` of a
    # null entity, a total over everyone)
    ("There are 6 red apples and 4 green apples. How many apples are there?", 10),
    ("There are 16 ducks and 11 geese. How many birds are there in all?", 27),
    # an event of the scene, or a comparison referring to its holdings: the schema writes
    # no change or reference without a holder
    ("There are 4 cards. 3 cards more are added. How many are there total?", "unresolved-holder"),
    (
        "There are 9 marbles. 5 more marbles are added. How many marbles are there now?",
        "unresolved-holder",
    ),
    # (a difference of its holdings refers to their facts since session 40: 3 birds)
    ("There are 6 birds and 3 nests. How many more birds are there than nests?", 3),
    ("There are 12 birds. 5 birds fly away. How many birds are left?", "unresolved-holder"),
    (
        "There were 15 cookies. 4 cookies were eaten. How many cookies are there now?",
        "unresolved-holder",
    ),
]
SCENE_HOLDINGS_NEAR_MISSES = [
    # a person named beside the scene (the scene may be theirs), a place named elsewhere, a
    # question about a person, a gain by a named person
    ("There are 6 birds. Tom has 3 birds. How many birds are there?", "unresolved-holder"),
    ("There are 6 birds. How many birds does Tom have?", "unresolved-holder"),
    ("There are 6 birds. Tom buys 2 birds. How many birds are there now?", "unresolved-holder"),
    (
        "There were 6 cookies. Tom ate 2 cookies. How many cookies are there now?",
        "unresolved-holder",
    ),
    ("There are 6 birds. 3 birds are in the tree. How many birds are there?", "unresolved-holder"),
]
PASSIVE_ADDITIONS = [
    # "5 apples are added to the pile": the place named by 'to', 'into', 'in', 'on' gains
    # them; with none named, the one earlier holder of the unit; "3 cards more" as "3 more cards"
    (
        "There are 8 apples in a pile on the desk. 5 apples are added to the pile. How many apples are there in the pile?",
        13,
    ),
    (
        "There are 4 cards in the box. 3 more cards are added to the box. How many cards are in the box?",
        7,
    ),
    ("There are 4 cards in the box. 3 cards more are added. How many cards are in the box now?", 7),
    (
        "The jar had 20 marbles. 6 more marbles were put in the jar. How many marbles are in the jar?",
        26,
    ),
    (
        "There are 10 books on the shelf. 4 books are placed on the shelf. How many books are on the shelf now?",
        14,
    ),
]
PASSIVE_ADDITIONS_NEAR_MISSES = [
    # a doer ('by Tom': whose were they?), two earlier places and none named, a person's own
    # place beside the person asked, two amounts
    (
        "There are 8 apples in the pile. 5 apples are added by Tom. How many apples are in the pile?",
        "passive",
    ),
    (
        "There are 8 apples in the pile and 4 in the basket. 5 apples are added. How many apples are in the pile?",
        "implicit-party",
    ),
    (
        "Tom has 8 apples. 5 apples are added to his basket. How many apples does Tom have?",
        "irrelevant-event",
    ),
    (
        "There are 8 apples in the pile. 5 apples and 3 pears are added to the pile. How many apples are in the pile?",
        "passive",
    ),
]
NAMED_AGAIN_BY_ITS_NOUN = [
    # "the bus" after "the school bus", "the store" after "the toy store": the one holder
    # named with a compound of that noun before it, when every mention of the noun alone is
    # 'the' and comes after it
    (
        "There were 10 students on the school bus. At the first stop, 3 students got off of the bus. How many students are left on the bus?",
        7,
    ),
    (
        "The toy store had 20 dolls. The store sold 5 dolls. How many dolls does the store have now?",
        15,
    ),
    (
        "The toy store had 20 dolls. The store sold 5 dolls. How many dolls does the toy store have now?",
        15,
    ),
    (
        "A construction company bought 5 tons of gravel and 8 tons of sand. How many tons of material did the company buy in all?",
        13,
    ),
    (
        "A flower shop had 30 tulips. A grower sold 12 tulips to the shop. How many tulips does the shop have now?",
        42,
    ),
]
NAMED_AGAIN_BY_ITS_NOUN_NEAR_MISSES = [
    # the noun alone first, two compounds of the noun, 'a bus' (another one)
    (
        "The bus had 10 students. The school bus had 4 students. How many students are on the bus?",
        "unresolved-holder",
    ),
    (
        "There were 10 students on the school bus and 5 on the city bus. 3 students got off the bus. How many students are on the school bus?",
        "unsupported-question",
    ),
    (
        "There were 10 students on the school bus. 3 students got off a bus. How many students are left on the school bus?",
        "irrelevant-event",
    ),
    (
        "A flower shop had 30 tulips. A gift shop had 20 tulips. A grower sold 12 tulips to the shop. How many tulips does the shop have now?",
        "unresolved-holder",
    ),
]
CHANGE_ASKED = [
    # "How much change did she get (back)?": the money its subject holds after paying; the
    # money handed over ("paid with a $20 bill", "paid the cashier $20", "gave the cashier
    # $20") is what it held for the purchases, wherever the text states it
    ("Tim had 50 cents. He paid 45 cents for a candy bar. How much change will he get?", 5),
    ("Jane had $20. She bought a book for $7. How much change did she get?", 13),
    ("Jane had $20. She bought 3 pens for $2 each. How much change did she get back?", 14),
    (
        "Jane buys an apple for $0.75 and pays with a $5.00 bill. How much change will she get?",
        4.25,
    ),
    ("Jane bought 3 pens for $2 each. She paid with a $20 bill. How much change did she get?", 14),
    ("Jane bought a book for $7. She paid the cashier $20. How much change did she receive?", 13),
    (
        "Jane bought a book for $7 and a pen for $3. She gave the cashier $20. How much change did she get back?",
        10,
    ),
    (
        "Jimmy bought 3 pens for $1 each and 4 notebooks for $3 each. If he paid with a $50 bill, how much change will he get back?",
        35,
    ),
]
CHANGE_ASKED_NEAR_MISSES = [
    # money got beside the payment, a gift to someone who is no seller, money held and a bill
    # handed over, another's payment, two bills, a payment asked without 'change', no payment
    (
        "Tim had 50 cents. He paid 45 cents for a candy bar and his sister gave him 10 cents. How much change did he get?",
        "unsupported-question",
    ),
    (
        "Jane bought a book for $3. She gave her brother $5. How much change did she get?",
        "unsupported-question",
    ),
    (
        "Jane had $50. She bought a book for $7. She paid with a $20 bill. How much change did she get?",
        "unsupported-question",
    ),
    (
        "Jane bought a book for $7. Her mother paid with a $20 bill. How much change did Jane get?",
        "unsupported-question",
    ),
    (
        "Jane bought a book for $7. She paid with two $20 bills. How much change did she get?",
        "ambiguous-quantity",
    ),
    (
        "Jane bought 3 pens for $2 each. She paid with a $20 bill. How much money did she spend?",
        "unattached-quantity",
    ),
    ("Tim had 50 cents. He found 45 cents. How much change will he get?", "unsupported-question"),
]
WANTED_THEN_LEFT = [
    # a priced thing only wanted is no aside when the question looks past the purchase ("will
    # have left"): two readings (bought or not); several wanted things priced
    (
        "Adam has $5. He wants to buy an airplane that costs $3. How much money will he have left?",
        "unsupported-verb",
    ),
    (
        "Kalani has $30. She wants to buy a lamp that costs $25. How much money does she have left?",
        "unsupported-verb",
    ),
    ("Kalani has $30. She wants to buy a lamp that costs $25. How much money does she have?", 30),
    (
        "Jonathan has $8. He wants to buy a dictionary that costs $11 and a book that costs $19. How much more money does Jonathan need?",
        "comparative",
    ),
]
POINTS_IN_TIME = [
    # "at the start of the year", "at the end": the object of a preposition of place that
    # names a point of a stretch of time is no place
    (
        "There were 10 students in the class at the start of the year. During the year 4 students left. How many students were in the class at the end?",
        6,
    ),
    (
        "There were 10 students in the class at the beginning of the day. 4 students left. How many students are in the class now?",
        6,
    ),
    (  # no place: the scene's students leave, which the schema writes with no holder
        "There were 10 students at the start of the year. 4 students left. How many students were there at the end of the year?",
        "unresolved-holder",
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many students were in fourth grade at the end?",
        "irrelevant-event",
    ),
]
PASSIVE_REMOVALS = [
    # "2 chairs were taken out of the room", "8 coins were removed from the jar", "6 cups were
    # taken off the tray": the place named by 'from', 'out of', 'off' loses them; with none
    # named, the one earlier holder of the unit; from one place to another, a move
    (
        "The room had 16 chairs. 2 chairs were taken out of the room. How many chairs are in the room now?",
        14,
    ),
    ("The jar had 30 coins. 8 coins were removed. How many coins are in the jar now?", 22),
    ("The tray held 15 cups. 6 cups were taken off the tray. How many cups are on the tray?", 9),
    ("The basket had 12 eggs. 5 eggs were taken. How many eggs are in the basket?", 7),
    (
        "The box had 20 toys and the shelf had 5 toys. 4 toys were moved from the box to the shelf. How many toys are on the shelf?",
        9,
    ),
]
PASSIVE_REMOVALS_NEAR_MISSES = [
    # two earlier places and none named, a doer, another place named, an amount left out
    (
        "The jar had 30 coins and the box had 10 coins. 8 coins were removed. How many coins are in the jar now?",
        "implicit-party",
    ),
    (
        "The jar had 30 coins. 8 coins were removed from the jar by Tom. How many coins are in the jar now?",
        "passive",
    ),
    (
        "The jar had 30 coins. 8 coins were taken from the box. How many coins are in the jar now?",
        "irrelevant-event",
    ),
    (
        "The room had 16 chairs. Some chairs were taken out of the room. How many chairs are in the room now?",
        "underdetermined",
    ),
]
PASSIVE_RECEIPTS = [
    # "He was given 6 pencils": the passive's subject gains them; "6 pencils were given to him
    # by his teacher": the one after 'to' gains them from the doer
    ("Chen had 14 pencils. He was given 6 pencils. How many pencils does Chen have now?", 20),
    (
        "Chen had 14 pencils. He was given 6 pencils by his teacher. How many pencils does Chen have now?",
        20,
    ),
    (
        "Chen had 14 pencils. 6 pencils were given to him by his teacher. How many pencils does Chen have now?",
        20,
    ),
    (
        "Chen had 14 pencils. 6 pencils were given by him to his teacher. How many pencils does Chen have now?",
        8,
    ),
    (
        "Chen had 14 pencils. 6 pencils were given to Sam by Chen. How many pencils does Sam have?",
        6,
    ),
]
PASSIVE_RECEIPTS_NEAR_MISSES = [
    # no giver named after 'to' (the giver may be Chen), another receiver beside the asked one
    (
        "Chen had 14 pencils. 6 pencils were given to Sam. How many pencils does Chen have now?",
        "passive",
    ),
    (
        "Chen had 14 pencils. Sam was given 6 pencils. How many pencils does Chen have now?",
        "irrelevant-event",
    ),
]
DISTRACTOR_EVENTS = [
    # issue 23's distractors: an event of another holder named by a name (or a noun with a
    # possessor or a name) whose verb needs no other side (found, bought, lost, spent) or
    # whose other side is named and is not the asked person, with no pronoun of a person in
    # its clause and no 'more' on its amount (unless that holder's own holding was stated)
    (
        "Luis had 14 stamps. His friend Marco bought 6 new stamps. How many stamps does Luis have?",
        14,
    ),
    (
        "Kiri had 9 shells. Her cousin Tane found 6 shells at the beach. How many shells does Kiri have?",
        9,
    ),
    (
        "Emeka has 20 marbles and his sister has 12 marbles. His sister lost 4 marbles. How many marbles does Emeka have?",
        20,
    ),
    (
        "Ali had 10 marbles and Tomas had 5. Ali gave Tomas 4 marbles, and then Ali lost 2. How many marbles does Tomas have now?",
        9,
    ),
    (
        "Pedro had 30 cards. His brother Luis had 18 cards. Pedro gave his friend 5 cards. How many cards does Luis have now?",
        18,
    ),
    (
        "Omar has 4 marbles and Sara has 11 marbles. Omar finds 3 more marbles. How many marbles does Sara have now?",
        11,
    ),
    (
        "Ali had 40 eggs. His sister Noor had 25 eggs. Noor sold 15 eggs at $1 each. How many eggs does Ali have?",
        40,
    ),
]
DISTRACTOR_EVENTS_NEAR_MISSES = [
    # a giving with no receiver (to whom?), a getting (from whom?), a pronoun of a person in
    # the clause, 'more' on another's amount, a reference word as subject, a list of
    # receivers, a receiver named by a noun that names the asked one elsewhere,
    # a place asked (the gain may come from it)
    (
        "Luis had 14 stamps. Marco gave 6 stamps. How many stamps does Luis have?",
        "irrelevant-event",
    ),
    ("Luis had 14 stamps. Marco got 6 stamps. How many stamps does Luis have?", "irrelevant-event"),
    (
        "Luis had 14 stamps. Marco bought 6 stamps for him. How many stamps does Luis have?",
        "benefactive",
    ),
    (
        "Zanele had 7 ribbons. Her mother bought 3 more ribbons. How many ribbons does Zanele have now?",
        "irrelevant-event",
    ),
    (
        "Luis had 14 stamps. The latter bought 6 stamps. How many stamps does Luis have?",
        "irrelevant-event",
    ),
    (
        "Yuki had 10 marbles and Xena had 3 marbles. Yuki gave 2 and 5 marbles to Wale and Xena respectively. How many marbles does Xena have now?",
        "irrelevant-event",
    ),
    (
        "Luis has 10 cards. His brother Pablo has 4 cards. Luis gives his brother 3 cards. How many cards does Pablo have now?",
        "irrelevant-event",
    ),
    (
        "There are 20 fish in the pond behind Yosef's house. Yosef catches 6 fish. How many fish are in the pond?",
        "irrelevant-event",
    ),
]
EATER_WITH_ITS_OWN = [
    # a common-noun eater that gained the things before ("Her neighbor baked 12 cookies and ate
    # 5 of them") eats its own, not the single earlier holder's
    (
        "Olga baked 30 cookies. Her neighbor baked 12 cookies and ate 5 of them. How many cookies does Olga have now?",
        30,
    ),
    ("Olga had 30 cookies. The dog ate 5 of them. How many cookies does Olga have now?", 25),
]
RATES_PER_OCCASION = [
    # an amount per one occasion ("per game", "in each game", "per gallon") whose count the
    # question gives ("in 5 games", "on 14 gallons"): the rate's total, of its own holder (or
    # its owner's: "Mary's car ... she"), with its own verb, a verb of travel for a distance
    ("Ilse scored 14 points in each game. How many points did she score in 6 games?", 84),
    (
        "Rania's truck gets 15 miles per gallon of diesel. How far can she drive on 8 gallons of diesel?",
        120,
    ),
    ("My van gets 18 miles per gallon. How many miles can I drive on 6 gallons of fuel?", 108),
    ("Jo reads 30 pages per chapter. How many pages will she read in 4 chapters?", 120),
    ("Melissa earns 12 dollars per game. How much money will she earn in 5 games?", 60),
    ("A car uses 3 gallons per trip. How many gallons will it use on 5 trips?", 15),
    ("Ilse scored 14 points in each game. How many points did Ana score in 6 games?", "rate"),
    ("Ilse scored 14 points in each game. How many points did she miss in 6 games?", "rate"),
    ("Melissa earns 12 dollars per show. How much money will she spend in 5 shows?", "rate"),
    (
        "Omar's van gets 12 kilometers per gallon. How far can Ann drive on 7 gallons of fuel?",
        "rate",
    ),
    (
        "Sam eats 3 apples per game. Sam had 20 apples. How many apples will he eat in 5 games?",
        "rate",
    ),
    ("Melissa earns 12 dollars per game. How much money will she earn in 5 hours?", "rate"),
]
TIME_TO_DO_AT_A_PACE = [
    # "How long will it take (her) to V all the X / them / the rest", "How many hours does it
    # take the train to travel 320 miles?": the count of a rate per unit of time, its total
    # the amount named or what its holder holds then (a pace said with 'can' is no event)
    (
        "Ruth had 36 puzzles. She can finish 9 puzzles in an hour. How long will it take her to finish all the puzzles?",
        4,
    ),
    (
        "For homework Ruth had 19 logic puzzles and 17 word puzzles. If she can finish 9 puzzles in an hour how long will it take her to finish all the puzzles?",
        4,
    ),
    (
        "Ruth had 36 puzzles. She finishes 9 puzzles an hour. How many hours will it take her to finish them?",
        4,
    ),
    (
        "A train travels 80 miles per hour. How many hours does it take the train to travel 320 miles?",
        4,
    ),
    (
        "A machine fills 4 bottles every minute. How many minutes does the machine need to fill 120 bottles?",
        30,
    ),
    (
        "A rescue center had 20 kittens. 4 kittens a day are adopted. How long would it take for all of them to be adopted?",
        5,
    ),
    (
        "A rescue center had 8 kittens. It got 12 more. If 4 kittens a day are adopted, how long would it take for all of them to be adopted?",
        5,
    ),
    (
        "A rescue center had 14 kittens. It gave away 2. If 4 kittens a day are adopted, how long would it take for all of them to be adopted?",
        3,
    ),
    (
        "A rescue center had 6 kittens when another 14 were brought in. If 4 kittens a day are adopted, how long would it take for all of them to be adopted?",
        5,
    ),
    (
        "A train travels 80 miles per hour. How many hours does it take the bus to travel 320 miles?",
        "rate",
    ),
    (
        "A train travels 80 miles per hour. How many hours does it take the train to travel 320 kilometers?",
        "rate",
    ),
    (
        "A train travels 80 miles per hour. How many minutes does it take the train to travel 320 miles?",
        "rate",
    ),
    (
        "Ruth had 36 puzzles. She can finish 9 puzzles in an hour. How long will it take Tom to finish all the puzzles?",
        "rate",
    ),
    (
        "Ruth had 36 puzzles. She finishes 9 puzzles an hour. How many hours will it take her to finish half of them?",
        "unsupported-quantity",
    ),
    (
        "A rescue center had 20 kittens. 4 kittens a day are adopted. How long would it take for all of the puppies to be adopted?",
        "restricted-question",
    ),
    (
        "A rescue center had 20 kittens. 4 kittens a day are adopted. How many kittens will the center have in 3 days?",
        "rate",
    ),
]
TIME_PER_ITEM = [
    # "It takes 4 hours to install each window" is "Each window takes 4 hours to install": the
    # time of one item, for a count the question names or for the rest of a task; the question's
    # 'to' verb must be the one the time is for
    ("It takes 4 hours to install each window. How long will it take to install 9 windows?", 36),
    ("Each potato takes 5 minutes to cook. How long will it take to cook 9 potatoes?", 45),
    (
        "A builder needs to install 14 windows. He has already installed 5 of them. It takes 4 hours to install each window. How long will it take him to install the rest?",
        36,
    ),
    (
        "A chef needs to cook 15 potatoes. He has already cooked 8. If it takes 9 minutes to cook each potato, how long will it take him to cook the rest?",
        63,
    ),
    ("It takes 4 hours to install each window. How long will it take to paint 9 windows?", "rate"),
    ("Each window takes 4 hours to install. How long will it take to wash 9 windows?", "rate"),
    (
        "Each potato takes 5 minutes to cook. How long will it take to bake 9 potatoes?",
        "unsupported-question",
    ),
    (
        "Each potato takes 5 minutes to cook. How long will it take to cook 9 carrots?",
        "unit-mismatch",
    ),
    (
        "A chef needs to cook 15 potatoes. He has already cooked 8. If it takes 9 minutes to cook each carrot, how long will it take him to cook the rest?",
        "unit-mismatch",
    ),
]
PASSIVE_ARRIVALS = [
    # "another 12 were brought in", "12 more puppies were brought in": the one earlier holder
    # of the things gains them; not with a doer of its own ("by Sam")
    (
        "A shelter had 9 puppies. 12 more puppies were brought in. How many puppies does the shelter have now?",
        21,
    ),
    (
        "A shelter had 9 puppies. 12 more puppies were brought in by Sam. How many puppies does the shelter have now?",
        "passive",
    ),
]
DURATIONS_CONVERTED = [
    # the asked holder's holdings and gains in units of one dimension ("90 minutes ... 150
    # minutes", "2 feet ... 3 inches") asked in another unit of it: their total in the asked
    # unit (0006 rule 6), the solver converts; another holder's amount, a loss, an inexact
    # quotient keep an abstention
    (
        "Leo worked 90 minutes on Monday and 150 minutes on Tuesday. How many hours did Leo work altogether?",
        4,
    ),
    (
        "Leo worked 2 hours on Monday and 30 minutes on Tuesday. How many minutes did Leo work altogether?",
        150,
    ),
    ("It snowed 2 feet on Monday and 3 inches on Tuesday. How many inches did it snow?", 27),
    ("Leo ran 2 miles and then 800 yards. How many yards did Leo run?", 4320),
    ("A movie lasts 3 hours. How many minutes long is the movie?", 180),
    ("Leo worked 100 minutes on Monday. How many hours did Leo work?", "inexact-number"),
    (
        "Leo worked 90 minutes on Monday and Ana worked 150 minutes on Tuesday. How many hours did Leo work altogether?",
        "convertible-unit",
    ),
    (
        "A movie lasts 3 hours. A play lasts 2 hours. How many minutes long is the movie?",
        "convertible-unit",
    ),
    (
        "Leo worked 2 hours on Monday and 30 minutes on Tuesday. How many minutes did Leo work on Monday?",
        "restricted-question",
    ),
]
TIME_SPENT_FOR = [
    # "practiced for 2 hours on Saturday and for 40 minutes on Sunday", "walked for 1 hour and
    # 30 minutes": with the question's own verb, each stretch is time the activity took
    (
        "Elena practiced the violin for 2 hours on Saturday and for 40 minutes on Sunday. How many minutes did she practice in all?",
        160,
    ),
    (
        "Elena practiced for 50 minutes on Saturday and for 40 minutes on Sunday. How many minutes did she practice in all?",
        90,
    ),
    (
        "Elena practiced for 50 minutes on Saturday. She practiced for 40 minutes on Sunday. How many minutes did she practice in all?",
        90,
    ),
    (
        "Tara walked for 1 hour and 30 minutes on Saturday and for 50 minutes on Sunday. How many minutes did she walk altogether?",
        140,
    ),
    (
        "Tara walked for 2 hours and 30 minutes on Saturday. How many hours did she walk altogether?",
        2.5,
    ),
    (
        "Elena practiced for 50 minutes on Saturday. Ana practiced for 40 minutes on Sunday. How many minutes did Elena practice in all?",
        "irrelevant-event",
    ),
    (
        "Elena practiced for 50 minutes on Saturday. She swam for 40 minutes on Sunday. How many minutes did she practice in all?",
        "unattached-quantity",
    ),
    (
        "Ana picked 12 apples. She worked for 3 days on the farm. How many days did she work?",
        3,
    ),
]
ROUND_62_FIRST_RUN_FIXES = [
    # a per-item amount takes the question's count only when it names the same occasions
    # ("each trip to the city" is not "9 trips to the lake"); "at the end of recess" names a
    # time a statement places events at, with events told after it: a restriction
    (
        "A van uses 3 gallons of fuel on each trip to the market. How many gallons will it use on 7 trips to the beach?",
        "restricted-question",
    ),
    (
        "A van uses 3 gallons of fuel on each trip to the market. How many gallons will it use on 7 trips to the market?",
        21,
    ),
    (
        "A van uses 3 gallons of fuel on each trip. How many gallons will it use on 7 trips to the beach?",
        "restricted-question",
    ),
    (
        "Before lunch, Ivo had 12 cards. At recess he won 5 and then lost 3. After lunch his cousin gave him 4. How many cards did Ivo have at the end of recess?",
        "restricted-question",
    ),
    (
        "Before lunch, Ivo had 12 cards. At recess he won 5 and then lost 3. How many cards did Ivo have at the end of recess?",
        14,
    ),
    (
        "Ivo had 12 cards. He won 5 and then lost 3. How many cards did Ivo have at the end of the day?",
        14,
    ),
]
TIME_SPENT_NEAR_MISSES = [
    # "ran for 2 hours" counts time only when the question counts a unit of time
    ("Amir ran for 2 hours. How far did Amir run?", "unattached-quantity"),
    ("Amir ran for 2 hours. How many miles did Amir run?", "unattached-quantity"),
    ("Amir ran for 2 hours and for 30 minutes. How many minutes did Amir run?", 150),
]
TIME_TAKEN_WIDER = [
    # a time per any one item ("It takes him 3 hours to paint a room"), its taker the
    # question's or the task's; a pace's time "for" an amount or for everything held; the doer
    # of a pace need not hold the things ("A library has 120 books. Sofia labels 15 an hour.")
    ("It takes 3 hours to paint a room. How long will it take to paint 4 rooms?", 12),
    (
        "Dario needs to paint 10 rooms. He has painted 6 of them. It takes him 2 hours to paint a room. How long will it take him to paint the rest?",
        8,
    ),
    (
        "Tom paints slowly. It takes him 3 hours to paint a room. How long will it take him to paint 4 rooms?",
        12,
    ),
    ("A printer prints 90 pages per hour. How many hours does the printer need for 450 pages?", 5),
    (
        "A school has 96 folders. Wen sorts 12 folders an hour. How many hours does Wen need to sort all of them?",
        8,
    ),
    (
        "Hana practiced the flute for 2 hours on Monday and 35 minutes on Tuesday. How many minutes did she practice in all?",
        155,
    ),
    (
        "Yusuf biked for 50 minutes on Friday and 40 minutes on Sunday. How many hours did he bike?",
        1.5,
    ),
    (
        "Tom paints slowly. It takes him 3 hours to paint a room. How long will it take Ana to paint 4 rooms?",
        "rate",
    ),
    ("It takes 3 hours to paint a room. How long will it take to paint 4 doors?", "unit-mismatch"),
    (
        "Dario needs to paint 10 rooms. He has painted 6 of them. It takes Ana 2 hours to paint a room. How long will it take him to paint the rest?",
        "rate",
    ),
    (
        "A train travels 80 miles per hour. How many hours does it take the bus to travel 320 miles?",
        "rate",
    ),
    (
        "A printer prints 90 pages per hour. How many hours does the printer need for the trip?",
        "restricted-question",
    ),
    (
        "Wen has 30 folders and Tom has 20 folders. Tom sorts 10 folders an hour. How long will it take Tom to sort all of them?",
        "unit-mismatch",
    ),
    (
        "Yusuf biked for 50 minutes on Friday and 3 miles on Sunday. How many minutes did he bike?",
        "unattached-quantity",
    ),
]
QUOTED_TITLES_AND_SMALL_READINGS = [
    # a short title in quotation marks parsed as a clause is one name; "sells lemonade
    # for $0.25 a cup" is that price
    (
        "At the fair, Nia won 21 tokens playing 'hit the can' and 14 tokens playing 'ring toss'. If she spent 9 of her tokens on a toy, how many tokens does Nia have left?",
        26,
    ),
    ("At the fair, Nia won 21 tokens playing 'hit the can'. How many tokens did Nia win?", 21),
    (
        "Ravi sells juice for $0.50 a glass. On Sunday he sells 30 glasses. How much money does he make?",
        15,
    ),
    (
        "Ravi sells juice for $0.50 a glass. On Sunday he sells 30 bottles. How much money does he make?",
        "rate",
    ),
]
OCCASIONS_NAMED_ALIKE = [
    # the question's count may name the rate's items by their noun alone ("each baseball
    # team" of "8 teams"); units that convert to no factor the models know stay apart
    ("There are 11 players on each soccer team. How many players are on 6 teams?", 66),
    ("Each bee in the hive carries 2 seeds. How many seeds do 40 bees carry?", 80),
    (
        "Craig walked 2 miles and 3 miles. How many kilometers did Craig walk in all?",
        "convertible-unit",
    ),
]
ROUND_63_FIRST_RUN_FIXES = [
    # an if-clause of the question that moves an amount the text does not give ("If she finds
    # some more") is an unread event, not nothing
    ("Tuli has 12 stamps. If she finds some more, how many stamps will she have?", "unread-event"),
    (
        "Tuli has 12 stamps. If she buys some more, how many stamps will she have?",
        "unquantified-event",
    ),
    ("Tuli has 12 stamps. If she buys 5 more, how many stamps will she have?", 17),
    ("Tuli has 12 stamps. If she finds 5 more, how many stamps will she have?", 17),
]
REVIEW_PROBES_SESSION_28 = [
    # a question restricted to one time ("on Tuesday") checks every unit it totals; a time
    # asked of more than the things a pace does ("320 miles and back") abstains
    (
        "Leo worked 90 minutes on Monday and 2 hours on Tuesday. How many hours did Leo work on Tuesday?",
        "restricted-question",
    ),
    (
        "Elena practiced for 2 hours on Saturday and for 40 minutes on Sunday. How many minutes did she practice on Sunday?",
        "restricted-question",
    ),
    (
        "A train travels 80 miles per hour. How many hours does it take the train to travel 320 miles and back?",
        "quantity-in-question",
    ),
    (
        "A train travels 80 miles per hour. How many hours does it take the train to travel 320 miles to the city?",
        "quantity-in-question",
    ),
    (
        "Ruth had 30 puzzles. She gave 10 to Tom. She can finish 5 puzzles in a day. How many days does she need to finish all the puzzles?",
        4,
    ),
]
TIME_TO_DO_PART_OF_IT = [
    # "to finish most of them", "some of them" is not all the holder holds: no total to take
    (
        "Ruth had 36 puzzles. She finishes 9 puzzles a day. How many days will it take her to finish most of them?",
        "rate",
    ),
    (
        "Ruth had 36 puzzles. She finishes 9 puzzles a day. How many days will it take her to finish some of them?",
        "rate",
    ),
    (
        "Ruth had 36 puzzles. She finishes 9 puzzles a day. How many days will it take her to finish them?",
        4,
    ),
]
NOUN_VARIANTS = [
    (  # 'pics' beside 'pictures': one unit; the sources hold nothing, so all she holds is shared
        "Nia uploaded 24 pictures from her tablet and 12 from her laptop. She sorted the pics into 6 folders with the same number of pics in each folder. How many pictures were in each folder?",
        6,
    ),
    (
        "Jon downloaded 18 vids on Monday and 12 videos on Tuesday. How many videos did he download?",
        30,
    ),
    (
        "Ada had 35 nuts. She put them in baggies with 5 nuts in each bag. How many baggies did she use?",
        7,
    ),
]

NOUN_VARIANTS_NEAR_MISSES = [
    (  # 'pen' begins 'pencil', 'ball' begins 'balloon': no variant list names them
        "Kim had 12 pens and 5 pencils. How many pens does she have?",
        12,
    ),
    (
        "Lou has 6 balls and 4 balloons. How many balls does Lou have?",
        6,
    ),
    (  # a clipped noun with no full word beside it keeps its own unit
        "Ria had 20 pics. She deleted 5 pics. How many pics does she have left?",
        15,
    ),
]

GAINS_FROM_PLACES_SHARED = [
    (
        "Cal uploaded 30 songs from his phone and 10 from his computer. He split the songs equally into 5 playlists. How many songs are in each playlist?",
        8,
    ),
    (  # a source that holds things is a holder: which of her shells are sorted is not read
        "Ann had 40 shells. Kim got 30 shells from Ann and 6 from Bo. Kim sorted the shells equally into 4 boxes. How many shells were in each box?",
        "rate",
    ),
]

STRETCHES_WORKED_LISTED = [
    (
        "Ivo earns $11 an hour. He worked 3 hours on Monday, 5 hours on Wednesday, and 2 hours on Friday. How much did he earn?",
        110,
    ),
    (
        "Pia reads 30 pages an hour. She read 2 hours on Saturday and 3 hours on Sunday. How many pages did she read?",
        150,
    ),
]

STRETCHES_WORKED_LISTED_NEAR_MISSES = [
    (
        "Ivo earns $11 an hour. He worked 3 hours on Monday and 5 hours on Wednesday. How much did he earn on Monday?",
        "restricted-question",
    ),
    (  # stretches in two units, or one still to come, are no list of one rate's counts
        "Ivo earns $11 an hour. He worked 3 hours on Monday and 20 minutes on Wednesday. How much did he earn?",
        "unsupported-verb",
    ),
    (
        "Ivo earns $11 an hour. He worked 3 hours on Monday and will work 5 hours on Friday. How much will he earn in all?",
        "unsupported-verb",
    ),
]


PRICES_COORDINATED = [
    (  # second thing bought, paid as such
        "Rosa bought 3 boxes of crayons for $2 each and a set of paints for $9. How much did Rosa spend?",
        15,
    ),
    (
        "Rosa had $30. She bought 3 boxes of crayons for $2 each, and a set of paints for $9. How much money does she have left?",
        15,
    ),
    (  # 'each of which' is the price of each, as 'which cost $3 each'
        "Omid bought 6 notebooks, each of which cost $3. How much did he spend?",
        18,
    ),
    (
        "Omid had $40. He bought 6 notebooks, each of which cost $3. How much money does he have left?",
        22,
    ),
]

PRICES_COORDINATED_NEAR_MISSES = [
    (  # a set that counts its own things is no single thing priced alone
        "Rosa bought 3 boxes of crayons for $2 each and a set of 12 paints for $9. How much did Rosa spend?",
        "rate",
    ),
    (
        "Omid bought 6 notebooks, and each of them cost $3. How much did he spend?",
        "rate",
    ),
]

PEOPLE_AND_PERSON = [
    (
        "Lena divides 20 stickers equally among 4 people. How many stickers does each person get?",
        5,
    ),
    (  # another group than the one shared among
        "Lena divides 20 stickers equally among 4 people. How many stickers does each child get?",
        "rate",
    ),
]

VERBS_OF_TRAVEL = [
    (
        "It took Ravi 2 hours to jog to the lake at 6 miles per hour. How far did Ravi jog?",
        12,
    ),
    (
        "It took Ravi 2 hours to stroll to the lake at 3 miles per hour. How many miles did Ravi stroll?",
        6,
    ),
    (  # another verb asked than the one travelled with
        "Ravi hiked for 2 hours at 3 miles per hour and then rested. How far did Ravi swim?",
        "rate",
    ),
]


COUNTED_VERBS = [
    (  # 'join', 'arrive' tagged nouns counted by '3 more', hung on the object: the verbs they are
        "The choir has 20 singers, and 4 more join. How many singers does the choir have now?",
        24,
    ),
    (  # a plural noun counted with 'more' is a second object, as written
        "Ana has 12 apples and 3 more pears. How many apples does Ana have?",
        12,
    ),
]


PAID_AN_HOUR = [
    (
        "Kofi is paid $12 per hour. He worked 4 hours. How much did he earn?",
        48,
    ),
    (
        "Lena gets paid $15 an hour. She worked 6 hours. How much money did she make?",
        90,
    ),
    (
        "Lena was paid $15 an hour. She worked 6 hours. How much was she paid?",
        90,
    ),
]

PAID_AN_HOUR_NEAR_MISSES = [
    (  # a payer named, or a thing paid for: not read as earning
        "Lena is paid $15 an hour by the shop. She worked 6 hours. How much did she earn?",
        "rate",
    ),
    (
        "Kofi was paid $30 for the book. How much was he paid?",
        "passive",
    ),
]


THINGS_FROM_A_SCENE = [
    (
        "While at the fair, Omar won 6 prizes and gave away 2. How many prizes from the fair does he have?",
        4,
    ),
    (
        "During the trip, Lea took 12 photos at the lake and 9 at the fort. She deleted 5 of the photos. How many photos from the trip does she have left?",
        16,
    ),
]

THINGS_FROM_A_SCENE_NEAR_MISSES = [
    (  # a holding or a gain told at no scene: some things may come from elsewhere
        "Mia had 40 photos. While on the trip, she took 15 more. How many photos from the trip does she have?",
        "restricted-question",
    ),
    (
        "While at the fair, Omar won 6 prizes. He bought 3 prizes at home. How many prizes from the fair does he have?",
        "restricted-question",
    ),
]

TAKING_PICTURES = [
    (
        "Keanu took 4 photos at the beach, then he took 9 more photos at the pier. How many photos did Keanu take in all?",
        13,
    ),
    (
        "Ravi took 11 pictures on Saturday and 6 pictures on Sunday. How many pictures did he take?",
        17,
    ),
    (  # taking with a giver named still takes from that giver
        "Ana had 20 pictures. Omar took 5 pictures from her. How many pictures does Ana have?",
        15,
    ),
]

TAKING_THINGS_NEAR_MISSES = [
    (
        "Omar took 13 apples. How many apples did he take?",
        "implicit-party",
    ),
]


EACH_OF_COUNTED_SUBJECTS = [
    (
        "18 scouts collected 5 cans each. How many cans did the scouts collect?",
        90,
    ),
    (
        "There are 9 children making 4 cards each for the nurses. How many cards will they make in all?",
        36,
    ),
    (
        "Ines watched 6 kids picking 3 pears each. How many pears did the kids pick?",
        18,
    ),
    (  # 'total' read by the model as the question's verb
        "There are 7 kids picking 2 plums each. How many plums total did the kids pick?",
        14,
    ),
]

EACH_OF_COUNTED_SUBJECTS_NEAR_MISSES = [
    (  # another holder asked
        "There are 9 children making 4 cards each. How many cards will Ana make?",
        "rate",
    ),
]


BEING_SOMEWHERE_IN_THE_PROGRESSIVE = [
    (
        "11 otters are floating in the river. Then 7 more otters arrive. How many otters are floating in the river now?",
        18,
    ),
    (
        "12 kids are playing in the park. 4 kids go home. How many kids are playing in the park?",
        8,
    ),
    (
        "6 pigeons were sitting on the roof. 5 more pigeons landed on the roof. How many pigeons are on the roof now?",
        11,
    ),
]

BEING_SOMEWHERE_NEAR_MISSES = [
    (
        "13 otters are swimming. 6 more otters come. How many otters are swimming?",
        "unattached-quantity",
    ),
]


MONEY_RAISED = [
    (
        "Arjun sold 5 pies for $8 each at the fair. How much money did Arjun raise?",
        40,
    ),
]


PRICE_OVER_BUYERS = [
    (  # both asked (a near miss of "a-price-and-other-buyers" until the buyers were summed)
        "Pens cost $3 each. Haruto bought 9 pens. Mei bought 2 pens. How much did they spend?",
        33,
    ),
    (
        "Notebooks cost 3 dollars each. Ravi bought 4 notebooks and Lena bought 5 notebooks. How much did they spend?",
        27,
    ),
    (
        "Ravi bought 2 kites. Lena bought 6 kites. Each kite costs 5 dollars. How much money did Ravi and Lena spend altogether?",
        40,
    ),
    (  # the question's own if-clause states the purchases
        "Omar and his sister went to a shop. Mugs cost 7 dollars each. How much did they pay if Omar bought 3 mugs and his sister bought 1 mug?",
        28,
    ),
]


PRICE_OVER_BUYERS_NEAR_MISSES = [
    (  # one of them got the items from someone: not all bought
        "Notebooks cost 3 dollars each. Ravi bought 4 notebooks and Lena got 5 notebooks from Ann. How much did they spend?",
        "rate",
    ),
    (  # a buyer buys twice: which purchases the question sums is not said
        "Notebooks cost 3 dollars each. Ravi bought 4 notebooks and Lena bought 5 notebooks. Later Lena bought 2 notebooks. How much did they spend?",
        "rate",
    ),
]


PRICED_KIND_SAID_AGAIN = [
    (
        "Glass beads cost 2 dollars each. Mara bought 7 beads. How much did she spend?",
        14,
    ),
    (
        "Magic wands were selling for 6 dollars each. Tariq bought 3 wands. How much did he pay?",
        18,
    ),
]


PRICED_KIND_SAID_AGAIN_NEAR_MISSES = [
    (  # two kinds of the noun priced: the bare noun names neither
        "Glass beads cost 2 dollars each. Wooden beads cost 1 dollar each. Mara bought 7 beads. How much did she spend?",
        "rate",
    ),
]


PRICE_OF_UNCOUNTED_PURCHASES = [
    (
        "Nadia and her cousin were buying comic books at the fair for 4 dollars each. Nadia bought 5 comic books and her cousin bought 3 comic books. How much did they spend?",
        32,
    ),
    (
        "Felix was buying stickers from the corner shop for 2 dollars each. He bought 9 stickers. How much did he spend?",
        18,
    ),
]


PRICE_OF_UNCOUNTED_PURCHASES_NEAR_MISSES = [
    (  # nothing counts the items bought
        "Felix was buying stickers from the corner shop for 2 dollars each. How many stickers did he buy?",
        "rate",
    ),
]


ITEMS_SELLING_FOR_A_PRICE = [
    (
        "Paper lanterns sell for 4 dollars each. Hugo bought 5 lanterns. How much did he spend?",
        20,
    ),
]


KINDS_OF_A_WHOLE_THEN_AN_EVENT_OF_IT = [
    (  # kinds by adjective of a noun the whole covers itself (kinds.json: cookies)
        "Omar had 6 oatmeal cookies and 8 sugar cookies. He gave away 5 cookies. How many "
        "cookies does he have left?",
        9,
    ),
    (
        "Noor picked 14 daisies and 11 lilies. She gave 20 of the flowers to her aunt. How many flowers does Noor have left?",
        5,
    ),
    (
        "Kwame had 6 parrots and 4 finches. He sold 3 birds. How many birds does he have now?",
        7,
    ),
]


KINDS_OF_A_WHOLE_NEAR_MISSES = [
    (  # the kinds are two holders': no one holds the flowers the event moves
        "Noor picked 14 daisies and Ada picked 11 lilies. Noor gave 20 of the flowers to her aunt. How many flowers does Noor have left?",
        "negative-holding",
    ),
    (  # a kind moves after the whole was counted
        "Kwame had 6 parrots and 4 finches. He sold 3 birds. Then he sold 2 parrots. How many birds does he have now?",
        "unit-mismatch",
    ),
]


SURPLUS_ASKED = [
    (
        "Ines baked 40 muffins. She sold 33 of them at the fair. How many extra muffins did Ines bake?",
        7,
    ),
    (
        "Jun picked 18 tulips and 15 roses. If he only used 30 of the flowers, how many extra flowers did Jun pick?",
        3,
    ),
]


SURPLUS_ASKED_NEAR_MISSES = [
    (  # another verb got some of them too: 'extra' of the baking is not what is left
        "Ines baked 40 muffins. She bought 6 more and sold 33. How many extra muffins did she bake?",
        "unsupported-question",
    ),
]


IF_CLAUSE_ON_THE_AUXILIARY = [
    (
        "If Dario walked 12 miles at 4 miles per hour, how long was Dario walking?",
        3,
    ),
]


DISTANCE_BETWEEN_PLACES = [
    (
        "It took Marisol 4 hours to ride to Devon's house at 9 miles per hour. How far is it between Marisol's house and Devon's house?",
        36,
    ),
    (
        "Yusuf jogged from the library to the museum at 5 miles per hour for 2 hours. How far is the museum from the library?",
        10,
    ),
]


DISTANCE_BETWEEN_PLACES_NEAR_MISSES = [
    (  # the trip joins another place
        "It took Marisol 4 hours to ride to Devon's house at 9 miles per hour. How far is it between Devon's house and the lake?",
        "unsupported-question",
    ),
    (  # there and back: the trip is twice the distance
        "It took Marisol 4 hours to ride to Devon's house and back at 9 miles per hour. How far is it between Marisol's house and Devon's house?",
        "unsupported-question",
    ),
    (  # two trips told
        "Yusuf jogged to the park at 5 miles per hour for 2 hours. Then he walked to the museum at 3 miles per hour for 1 hour. How far is the museum from Yusuf's house?",
        "unsupported-question",
    ),
    (  # a unit asked that the question form does not read
        "It took Marisol 4 hours to ride to Devon's house at 9 miles per hour. How far is it between Marisol's house and Devon's house in feet?",
        "no-question",
    ),
]


ROUND66_NEAR_MISSES = [
    (  # a gapped name with a comparison: not the number alone
        "Tomas has 12 shells and Ines 5 fewer. How many shells does Ines have?",
        "comparative",
    ),
    (  # a negated 'do' of a verb of holding denies the amount, not every amount
        "Priya has 9 pies, but Arun does not. How many pies does Arun have?",
        "ellipsis",
    ),
    (
        "Priya has 9 pies, but her brother Arun does not. How many pies do they have?",
        "ellipsis",
    ),
]


ROUND66_CONTROLS = [
    (  # a negated 'do' of an event: the event did not happen
        "Priya baked 9 pies, but her brother Arun did not. How many pies did they bake?",
        9,
    ),
    (  # the question asks only the one whose amount is said
        "Priya has 9 pies, but Arun does not. How many pies does Priya have?",
        9,
    ),
    (
        "Keanu has 9 stamps and Rosa 4. How many stamps do they have?",
        13,
    ),
]


ITEMS_BOUGHT_WITHOUT_THEIR_NOUN = [
    (
        "Lanterns cost 4 dollars each. Bruno bought 5. How much did he spend?",
        20,
    ),
    (
        "Mangoes cost 3 dollars each. Sade bought 4 and Olu bought 6. How much did they spend altogether?",
        30,
    ),
    (
        "Each candle costs 5 dollars. Mirela had 40 dollars. She bought 3. How much money does she have left?",
        25,
    ),
]


ITEMS_BOUGHT_WITHOUT_THEIR_NOUN_NEAR_MISSES = [
    (  # two kinds priced: which were bought is not said
        "Lanterns cost 4 dollars each. Candles cost 5 dollars each. Bruno bought 5. How much did he spend?",
        "price",
    ),
]


PACKED_BY_CAPACITY = [
    (
        "Bilal picked 42 plums. He put them in baskets that hold 7 each. How many baskets did he fill?",
        6,
    ),
    (
        "A florist had 90 roses and sold 30 of them. She packs the rest in boxes that hold 12 roses each. How many boxes does she use?",
        5,
    ),
]


PACKED_BY_CAPACITY_NEAR_MISSES = [
    (  # some of them: how many go into the baskets is not said
        "Bilal picked 42 plums. He put some in baskets that hold 7 each. How many baskets did he fill?",
        "rate",
    ),
    (  # the baskets do not come out whole
        "Bilal picked 45 plums. He put them in baskets that hold 7 each. How many baskets did he fill?",
        "not-whole",
    ),
]


PRICED_IN_THE_TRADE = [
    (
        "Jonas sold muffins for 2 dollars each. He sold 8 muffins on Friday and 5 on Saturday. How much money did he make?",
        26,
    ),
    (
        "At the fair, Lucia bought tokens for 3 dollars each. She bought 4 tokens for herself and 2 for her brother. How much did Lucia spend?",
        18,
    ),
]


PRICED_IN_THE_TRADE_NEAR_MISSES = [
    (  # nothing counts the items traded
        "Lucia bought tokens for 3 dollars each. How many tokens did she buy?",
        "rate",
    ),
]


TOTAL_COST_OF_A_COUNT = [
    (
        "Notebooks cost 4 dollars each. What is the total cost of 6 notebooks?",
        24,
    ),
    (
        "Each ticket costs 9 dollars. What was the total cost of 3 tickets?",
        27,
    ),
]


TOTAL_COST_OF_A_COUNT_NEAR_MISSES = [
    (  # the items asked are not the ones priced
        "Notebooks cost 4 dollars each. What is the total cost of 6 pencils?",
        "quantity-in-question",
    ),
]


LABELS_ARE_NO_AMOUNTS = [
    (  # a name before a number is no label: a recipient, a holder with its verb left out
        "Nkosi has 10 beads and his friend Lwazi has 4. He gives Lwazi 2 of his beads. How "
        "many beads does Lwazi have now?",
        6,
    ),
    (
        "Oyelaran bought 4 pears, Tendai 7 and Zsofia 2. How many pears did the three of them buy?",
        13,
    ),
    (
        "Yuki is in Grade 3. She read 14 books in May and 9 books in June. How many books did she read?",
        23,
    ),
    (
        "On April 2, Dev had 18 stamps. He bought 5 more. How many stamps does Dev have now?",
        23,
    ),
]


LABELS_NEAR_MISSES = [
    (  # two days of one month: dates, read apart from the amounts (session 37)
        "On April 2, Dev had 18 stamps. On April 9, he bought 5 more. How many stamps does Dev have now?",
        23,
    ),
]


ROUND67_NEAR_MISSES = [
    (  # the rest split 'with' someone: whether the sharer keeps a part is not read
        "Bruno had 30 grapes. After he ate 8, he split the rest equally with his sister. How many grapes did Bruno end up with?",
        "unquantified-event",
    ),
]


ROUND67_CONTROLS = [
    (
        "Bruno had 30 grapes. He ate 8 and split the rest equally among 2 friends. How many grapes did each friend get?",
        11,
    ),
]


SOLD_UNCOUNTED_AT_A_PRICE = [
    (
        "The club sold raffle tickets to the parents for 3 dollars each. It sold 45 tickets. How much money did the club make?",
        135,
    ),
]


ITEMS_THAT_DID = [
    (
        "A club had 12 members, but 5 members didn't come. Each member who came brought 3 apples. How many apples did they bring?",
        21,
    ),
    (
        "A team had 10 players, but 4 of them didn't play. Each player who played scored 2 goals. How many goals did the team score?",
        12,
    ),
    (
        "Nia had 14 toys but 4 of them weren't working. She sold the working toys for $3 each. How much money did she earn?",
        30,
    ),
    (  # the trade in the question's if-clause, as the complement of a verb of intending
        "Nia had 14 toys but 4 of them weren't working. If she wanted to sell the working toys at $3 each, how much money could she make?",
        30,
    ),
]


ITEMS_THAT_DID_NEAR_MISSES = [
    (  # which members came is not said
        "A club had 12 members. Each member who came brought 3 apples. How many apples were brought?",
        "rate",
    ),
    (
        "Nia had 14 toys. She sold the working toys for $3 each. How much money did she earn?",
        "rate",
    ),
    (  # the part not working is no event on the holding
        "Nia had 14 toys but 4 of them weren't working. How many toys does Nia have?",
        "negation",
    ),
    (  # 'them' of two holders, and a holding changed before the sale
        "Nia had 14 toys and Sam had 6 toys, but 4 of them weren't working. She sold the working toys for $3 each. How much money did she earn?",
        "rate",
    ),
    (
        "Nia had 14 toys but 4 of them weren't working. She gave 2 toys to Sam. She sold the working toys for $3 each. How much money did she earn?",
        "rate",
    ),
]


MEANS_USED_TO_BUY = [
    (
        "Rosa had 20 shells. She sold 8 of them and used the money to buy 5 new shells. How many shells does Rosa have?",
        17,
    ),
    (  # the purchase in the question's if-clause
        "Ivo had 15 comics. If he sold 6 of them and used the money he made to buy 4 new comics, how many comics would Ivo have?",
        13,
    ),
]


MEANS_USED_NEAR_MISSES = [
    (  # a wish or a future: nothing was bought
        "Rosa had 20 shells. She sold 8 of them and wanted to use the money to buy 5 new shells. How many shells does Rosa have?",
        "conditional",
    ),
    (
        "Rosa had 20 shells. She will sell 8 of them and use the money to buy 5 new shells. How many shells does Rosa have?",
        "conditional",
    ),
    (  # another does the buying
        "Rosa had 20 shells. She asked Tom to buy 5 new shells. How many shells does Rosa have?",
        "conditional",
    ),
    (  # a habit of the past: no event
        "Tom used to have 10 marbles. He gave 3 to Ann. How many marbles does Tom have?",
        "conditional",
    ),
]


PACES_ASKED = [
    (
        "Lena biked 36 kilometers in 3 hours. How many kilometers did she bike per hour?",
        12,
    ),
    (
        "A printer printed 450 pages in 5 minutes. How many pages did it print per minute?",
        90,
    ),
    (
        "Omar saved $84 in 7 weeks, the same amount each week. How much did he save each week?",
        12,
    ),
    (  # not whole: a pace may be a fraction
        "Jin walked 10 miles in 4 hours. How many miles did he walk per hour?",
        2.5,
    ),
    (  # 'How fast': a distance over a stretch of time
        "A snail crawled 12 feet in 4 hours. How fast did it crawl?",
        3,
    ),
    (
        "Tom drove 120 miles in 3 hours. How fast did he go?",
        40,
    ),
    (  # the statement says the pace was even
        "Kofi wrote 60 letters in 4 days, the same number each day. How many letters did he write per day?",
        15,
    ),
    (  # the units named in the question
        "A bus went 180 kilometers in 3 hours. How fast did the bus go, in kilometers per hour?",
        60,
    ),
]


PACES_ASKED_NEAR_MISSES = [
    (  # another's pace, another unit of time, no stretch, no distance
        "Tom drove 120 miles in 3 hours. How many miles did Ann drive per hour?",
        "rate",
    ),
    (
        "Tom drove 120 miles in 3 days. How many miles did he drive per hour?",
        "rate",
    ),
    (
        "Tom drove 120 miles on Monday. How many miles did he drive each day?",
        "rate",
    ),
    (
        "Tom read 120 pages in 3 hours. How fast did he read?",
        "unattached-quantity",
    ),
    (  # more driven after the stretch
        "Tom drove 120 miles in 3 hours. Then he drove 50 miles. How many miles did he drive per hour?",
        "rate",
    ),
    (  # a unit the statement does not count
        "A bus went 180 kilometers in 3 hours. How fast did the bus go, in miles per hour?",
        "rate",
    ),
    (  # 'each week' with nothing said of the weeks: they may differ ('per week' asks a rate)
        "Omar saved $84 in 7 weeks. How much did he save each week?",
        "rate",
    ),
]


CLOSED_COMPOUNDS = [
    (  # a seashell may or may not be counted among the shells asked
        "Tom had 18 seashells. He bought 4 shells. How many shells does he have?",
        "unit-mismatch",
    ),
    (
        "Maria baked 12 cupcakes and 5 cakes. How many cakes did she bake?",
        "unit-mismatch",
    ),
    (  # two words: a kind of the noun, summed
        "Tom had 18 red shells. He bought 4 shells. How many shells does he have?",
        22,
    ),
]


SOLD_WHAT_IS_HELD = [
    (
        "Ana has 10 cookies. She sold them for $2 each. How much money did she earn?",
        20,
    ),
    (
        "Ana baked 24 cookies and sold them for $2 each. How much money did she make?",
        48,
    ),
    (
        "Omar picked 30 apples. He ate 4 and sold the rest at $2 each. How much money did he make?",
        52,
    ),
    (  # the rest of a part said not to work: the holding less the part
        "Mike had 16 video games but 8 of them weren't working. He sold the rest for $7 each. How much money did he earn?",
        56,
    ),
    (
        "Mike had 16 games. He didn't sell 5 of them. He sold the rest for $7 each. How much money did he earn?",
        77,
    ),
]


SOLD_WHAT_IS_HELD_NEAR_MISSES = [
    (  # 'them' of two holders or two kinds
        "Ana has 10 cookies and Bo has 4 cookies. She sold them for $2 each. How much money did she earn?",
        "rate",
    ),
    (
        "Ana has 10 cookies and 4 muffins. She sold them for $2 each. How much money did she earn?",
        "rate",
    ),
    (  # 'the rest' of nothing taken
        "Ana has 10 cookies. She sold the rest for $2 each. How much money did she earn?",
        "rate",
    ),
    (  # a loss and a part not working: whether the part is among the rest is not said
        "Mike had 16 games. He lost 3 of them and 8 of them weren't working. He sold the rest for $7 each. How much money did he earn?",
        "rate",
    ),
]


GIVEN_EQUALLY = [
    (
        "Dave has 143 sandwiches. He gives them equally to his 11 nieces. How many does each niece get?",
        13,
    ),
    (
        "Dave gives 143 sandwiches equally to his 11 nieces. How many sandwiches does each niece get?",
        13,
    ),
    (
        "Lina bought 48 stickers. If she wants to give them equally to her 6 cousins, how many can each cousin get?",
        8,
    ),
    (  # the holding another's, handed out by the sharer
        "The school has 60 rulers. The teacher hands them out equally to 12 students. How many rulers does each student get?",
        5,
    ),
]


GIVEN_EQUALLY_NEAR_MISSES = [
    (  # not said to be equal: the parts are not fixed
        "Dave has 143 sandwiches. He gives them to his 11 nieces. How many does each niece get?",
        "rate",
    ),
    (  # another group asked
        "Dave has 143 sandwiches. He gives them equally to his 11 nieces. How many does each friend get?",
        "rate",
    ),
]


NOT_DONE_STATES = [
    (
        "Luke bought 4 games. If 2 of the games didn't work, how many good games did he end up with?",
        2,
    ),
    (
        "Ines bought 6 lamps at a sale and 5 more online. If 3 of the lamps didn't work, how many good lamps did she end up with?",
        8,
    ),
]


NOT_DONE_STATES_NEAR_MISSES = [
    (  # 'them' of two sets: which part is not said
        "Luke bought 4 games and 3 cards. 2 of them did not work. How many games worked?",
        "negation",
    ),
    (
        "Luke bought 4 games and 3 cards. 2 of them did not work. How many good games does he have?",
        "negation",
    ),
]


EACH_OF_THE_DOERS = [
    (  # 'each' floated after the counted subject, as after the object
        "6 girls each picked 4 plums. How many plums did the girls pick?",
        24,
    ),
    (
        "The 3 sisters each bought 5 ribbons. How many ribbons did they buy?",
        15,
    ),
    (  # a verb of no gain, asked with the same verb: a tally of what each one did
        "8 children each read 2 books. How many books did the children read?",
        16,
    ),
    (
        "There are 4 dogs. Each dog ate 3 biscuits. How many biscuits did the dogs eat?",
        12,
    ),
    (
        "7 hens laid 2 eggs each. How many eggs were laid?",
        14,
    ),
    (  # a loss each one makes, asked with its verb: what was eaten (was refused before)
        "18 scouts ate 2 apples each. How many apples did the scouts eat?",
        36,
    ),
    (  # the items asked as the holders of a rate's total ("the crates hold"): was refused
        # while a holder of 'a crate' answered 12 for it
        "A crate holds 12 melons. Ivo has 4 crates. How many melons can the crates hold in all?",
        48,
    ),
    (  # 'each of' the counted subject with a verb of loss the question asks with
        "Each of the 9 guests drank 2 glasses of punch. How many glasses of punch did the guests drink?",
        18,
    ),
    (  # 'each' parsed on the preposition after it; 'each' before the verb after a phrase
        "The 3 boys in my class read 5 comics each over the break. How many comics did the boys read?",
        15,
    ),
    (
        "The 6 scouts in the troop each made 2 birdhouses. How many birdhouses did the scouts make?",
        12,
    ),
    (  # the items asked as the holders of a rate's total, whoever holds them
        "There were 6 players in the game. Then 3 more players joined. If each player had 4 lives, how many lives did the players have in total?",
        36,
    ),
    (  # a measure the parse makes an adverbial noun, 'each' before the verb
        "The 5 hikers in the club each walked 12 miles. How many miles did the hikers walk?",
        60,
    ),
]


EACH_OF_THE_DOERS_NEAR_MISSES = [
    (
        "Mia had 30 plums. Her 4 sons each ate 3 plums. How many plums are left?",
        "rate",
    ),
    (
        "6 girls each ate 4 plums. How many plums did Rosa eat?",
        "rate",
    ),
    (
        "Each girl ate 4 plums. How many plums did the girls eat?",
        "rate",
    ),
    (
        "6 girls each ate 4 plums and 2 pears. How many plums did the girls eat?",
        "rate",
    ),
    (
        "Ola has 20 marbles. 5 boys each lost 2 marbles. How many marbles did the boys lose?",
        "rate",
    ),
    (
        "6 boys each ate 3 plums. Then Ivo ate 2 plums. How many plums did they eat in all?",
        "rate",
    ),
]


REST_AFTER_A_PART = [
    (  # a part in a state (an adjective, a passive of no agent), then "the rest" shared or sold
        "Lena had 42 plates. 6 of them were chipped. She stacked the rest equally on 4 shelves. How many plates were on each shelf?",
        9,
    ),
    (
        "Lena had 42 plates. 6 of the plates were chipped. She put the rest into stacks with 9 in each stack. How many stacks did she make?",
        4,
    ),
    (
        "Omar picked 25 pears. 5 of them were bruised. He sold the rest for $2 each. How much money did he make?",
        40,
    ),
    (
        "Omar picked 25 pears. 5 of them were green. He sold the rest for $2 each. How much money did he make?",
        40,
    ),
    (
        "Omar picked 25 pears. 5 of them were not ripe. He sold the rest at $3 each. How much money did he get?",
        60,
    ),
    (  # a bare number for the part, of the things counted before; the part and the rest in one sentence
        "Dara baked 36 muffins. 6 were burnt, and she shared the rest equally among her 5 friends. How many muffins did each friend get?",
        6,
    ),
    (
        "Dara grew 40 peppers. 10 were still green, and she sold the rest at 2 dollars each. How many dollars did she make?",
        60,
    ),
    (
        "Dara collected 50 eggs. 8 of them were cracked, and she packed the rest into cartons of 6. How many cartons did she fill?",
        7,
    ),
    (  # 'the others' as 'the rest'
        "Yuki had 40 beads. 8 of them were chipped, and she shared the others equally among her 4 friends. How many beads did each friend get?",
        8,
    ),
]


REST_AFTER_A_PART_NEAR_MISSES = [
    (  # 'the others' of nothing set apart
        "Yuki had 40 beads. She shared the others equally among her 5 friends. How many beads did each friend get?",
        "rate",
    ),
    (  # the part counts another noun
        "Omar picked 25 pears. 5 of the plums were bruised. He sold the rest for $2 each. How much money did he make?",
        "rate",
    ),
    (
        "Lena had 42 plates. 6 of the cups were chipped. She stacked the rest equally on 4 shelves. How many plates were on each shelf?",
        "rate",
    ),
    (  # no number, two holders, a loss beside the part
        "Omar picked 25 pears. Some of them were bruised. He sold the rest for $2 each. How much money did he make?",
        "rate",
    ),
    (
        "Omar picked 25 pears. Ali picked 20 pears. 5 of them were bruised. He sold the rest for $2 each. How much money did he make?",
        "unresolved-pronoun",
    ),
    (
        "Omar picked 25 pears. 5 of them were bruised. He ate 2 pears. He sold the rest for $2 each. How much money did he make?",
        "rate",
    ),
    (  # no 'the rest': all of them shared
        "Lena had 42 plates. 6 of them were chipped. She stacked them equally on 4 shelves. How many plates were on each shelf?",
        "rate",
    ),
]


ATTENDANCE_PARTS = [
    (  # a part that did not come or was absent, and a rate of those present said with another verb of being there
        "The choir has 32 singers. 7 singers were absent. Each singer who was there sang 3 songs. How many songs were sung?",
        75,
    ),
    (
        "The team has 15 players. 3 of them did not show up. Each player who was present scored 2 goals. How many goals did the players score?",
        24,
    ),
    (
        "A class has 26 students. 4 of them did not attend. Each student who was there planted 3 trees. How many trees were planted?",
        66,
    ),
    (  # a partitive part, and 'there' after the each-subject
        "A club has 20 members. 5 of the members were absent. Each member who attended made 3 cards. How many cards did the members make?",
        45,
    ),
    (
        "A club has 20 members. 5 of the members were absent. Each member there made 3 cards. How many cards did the members make?",
        45,
    ),
]


ATTENDANCE_PARTS_NEAR_MISSES = [
    (  # the rate said of all of them, not of those present
        "The choir has 32 singers. 7 singers were absent. Each singer sang 3 songs. How many songs were sung?",
        "rate",
    ),
    (  # a part in no word of being away
        "The choir has 32 singers. 7 singers were late. Each singer who was there sang 3 songs. How many songs were sung?",
        "rate",
    ),
    (  # no number of the part
        "The choir has 32 singers. Some singers were absent. Each singer who was there sang 3 songs. How many songs were sung?",
        "unknown-mismatch",
    ),
]


ELLIPTIC_AMOUNTS = [
    (  # 'extra' parsed as a noun stands for the noun before, as 'more' does
        "Tana baked 24 rolls and 6 extra for her neighbours. How many rolls did Tana bake in all?",
        30,
    ),
]


GAPPED_OTHER_SUBJECT = [
    (  # a number after a coordinated possessed noun is that person's, in a clause left out
        "Femi read 12 pages on Monday and his brother 9 on Tuesday. How many pages did Femi read?",
        "unattached-quantity",
    ),
]


HELD_EACH_BY_A_PLURAL = [
    (  # 'each' after the object of a verb of holding, said of its plural subject with no number
        "The crates hold 8 melons each. Rui has 6 crates. How many melons can the crates hold?",
        48,
    ),
    (
        "Lina's jars hold 30 beads each. How many jars will Lina need if she has 240 beads?",
        8,
    ),
]


HELD_EACH_BY_A_PLURAL_NEAR_MISSES = [
    (  # no count of the containers; one of them asked by its holder's name
        "The crates hold 8 melons each. How many melons do the crates hold?",
        "rate",
    ),
    (
        "The crates hold 8 melons each. Rui has 6 crates. How many melons can Rui's crates hold?",
        "rate",
    ),
]


DISTANCE_ASKED_BY_TRAVEL = [
    (  # the distance a pace covers, asked by its unit with 'go' or 'travel'
        "A bus drove at 40 miles per hour for 3 hours. How many miles did the bus travel?",
        120,
    ),
    (
        "Nadia cycled at 12 kilometers per hour for 2 hours. How many kilometers did she go?",
        24,
    ),
]


DISTANCE_ASKED_BY_TRAVEL_NEAR_MISSES = [
    (  # a stretch of the question's own: part of the trip (was 120 with 'How far' before)
        "A bus drove at 40 miles per hour for 3 hours. How far did it go in the first 30 minutes?",
        "rate",
    ),
    (
        "A bus drove at 40 miles per hour for 3 hours. How many miles did it go in the last hour?",
        "restricted-question",
    ),
    (  # the time asked, not the distance
        "A bus drove at 40 miles per hour for 3 hours. How many hours did the bus travel?",
        "rate",
    ),
]


ORDERED_HOLDERS_TOTAL = [
    (  # "2 jars ... the first jar ... the second jar": the holders of the total, one by one
        "Two jars hold a total of 64 buttons. The first jar holds 25 buttons. How many buttons are in the second jar?",
        39,
    ),
]


ORDERED_HOLDERS_TOTAL_NEAR_MISSES = [
    (  # three: the holder names call "the first crate" 'crate', which 'the third crate'
        # leaves unresolved (the answer would be 35)
        "3 crates contained a total of 90 pears. The first crate contained 30 pears and the second crate contained 25 pears. How many pears were in the third crate?",
        "unresolved-holder",
    ),
    (  # more holders counted than named by their order; the whole asked
        "3 jars hold a total of 64 buttons. The first jar holds 25 buttons. How many buttons are in the second jar?",
        "stated-total",
    ),
    (
        "Two jars hold a total of 64 buttons. The first jar holds 25 buttons. How many buttons are in the jars?",
        "stated-total",
    ),
]


GROUP_CHANGE = [
    (  # 'they' eats from or gains to what the holders told together hold: their total changed
        "Ines had 20 grapes and her brother had 15. They ate 12 grapes. How many grapes do they have left?",
        23,
    ),
    (
        "Ines had 20 grapes while her brother had 15. If they picked 10 more grapes, how many grapes would they have?",
        45,
    ),
]


GROUP_CHANGE_NEAR_MISSES = [
    (  # one of them asked; the holders told apart; another holder's change after it; no number
        "Ines had 20 grapes and her brother had 15. They ate 12 grapes. How many grapes does Ines have left?",
        "plural-holder",
    ),
    (
        "Ines had 20 grapes. Her brother had 15. They ate 12 grapes. How many grapes do they have left?",
        "plural-holder",
    ),
    (
        "Ines had 20 grapes and her brother had 15. They ate 12 grapes. Then Ines picked 4 grapes. How many grapes do they have?",
        "plural-holder",
    ),
    (
        "Ines had 20 grapes and her brother had 15. They ate some grapes. How many grapes do they have left?",
        "plural-holder",
    ),
]


DOERS_NAMED_BY_THEIR_ACT = [
    (  # "7 friends playing a game ... 2 more players": the friends playing are the players
        "There were 7 friends playing a video game online when 2 more players joined the game. If each player had 7 lives, how many lives did they have total?",
        63,
    ),
    (
        "There were 7 friends playing a game. 2 more players joined the game. How many players were there?",
        9,
    ),
    (  # a place on the participle: "skating on the rink"; swim -> swimmer
        "There were 8 kids skating on the rink when 3 more skaters came. How many skaters were on the rink?",
        11,
    ),
    (
        "There were 9 girls swimming in the pool when 4 swimmers left. How many swimmers were in the pool?",
        5,
    ),
    (  # 'quit' is a departure; "each player left" the players that remain
        "There were 11 friends playing a video game online when 5 players quit. If each player left had 5 lives, how many lives did they have total?",
        30,
    ),
    (
        "There were 12 players in a game when 5 players quit. Each player left scored 3 points. How many points did they score total?",
        21,
    ),
    (  # "did they have total?" with 'total' read as an adjective over 'have'
        "Kim has 4 boxes. If each box had 5 pens, how many pens did she have total?",
        20,
    ),
]


DOERS_NEAR_MISSES = [
    (  # the question names them otherwise than the text counts them
        "There were 7 friends playing a game. 2 more players joined the game. How many friends were there?",
        "unit-mismatch",
    ),
    (
        "There were 9 girls swimming in the pool when 4 swimmers left. How many girls were in the pool?",
        "unit-mismatch",
    ),
    (  # the friends counted as friends: no amount of players given
        "There were 7 friends playing a game. 2 more friends joined the game. How many players were there?",
        "unquantified-event",
    ),
    (  # other doers join: the players are not the girls
        "There were 9 girls playing a game when 4 boys joined the game. How many players were there?",
        "implicit-party",
    ),
    (  # the ones who quit are not asked by the rate of those left
        "There were 11 friends playing a video game online when 5 players quit. If each player left had 5 lives, how many lives did the players who quit have?",
        "rate",
    ),
]


SPLIT_WHOLE_ASKED_WITHOUT_HOLDER = [
    (  # the question names no holder: the whole's one holder is asked
        "A bowl holds 20 fruits. 7 of the fruits are bananas and the rest are apples. How many apples are there?",
        13,
    ),
    (
        "A chest held 5155 gems. 45 of the gems were diamonds, and the rest were rubies. How many of the gems were rubies?",
        5110,
    ),
    (
        "There are 20 fruits in a bowl. 7 of the fruits are bananas and the rest are apples. How many apples are there?",
        13,
    ),
    (  # the kind said by the question's copula ("are green", "were rubies")
        "Brad has 17 balloons. 8 balloons are red and the rest are green. How many balloons are green?",
        9,
    ),
    (
        "Brad has 17 balloons. 8 balloons are red and the rest are green. How many balloons are red?",
        8,
    ),
    (
        "A bowl holds 20 fruits. 7 of the fruits are bananas and the rest are apples. How many of the fruits are apples?",
        13,
    ),
    (  # a question relative clause read as the main clause (a parse repair)
        "A painter needed to paint 11 rooms in a building. Each room takes 7 hours to paint. If he already painted 2 rooms, how much longer will he take to paint the rest?",
        63,
    ),
]


SPLIT_WHOLE_ASKED_WITHOUT_HOLDER_NEAR_MISSES = [
    (  # a kind the text does not split into; another holder; a group
        "A chest held 51 gems. 45 of the gems were diamonds, and the rest were rubies. How many of the gems were pearls?",
        "stated-total",
    ),
    (
        "Brad has 17 balloons. 8 balloons are red and the rest are green. How many balloons are blue?",
        "stated-total",
    ),
    (
        "Brad has 17 balloons. 8 balloons are red and the rest are green. How many balloons does Kim have?",
        "stated-total",
    ),
    (
        "Brad has 17 balloons. 8 balloons are red and the rest are green. How many green balloons do they have?",
        "stated-total",
    ),
    (  # the scene's whole split: no holder to write the total of
        "There are 40 gems. 15 gems are diamonds and the rest are rubies. How many rubies are there?",
        "stated-total",
    ),
]


SPLIT_BY_TOPIC = [
    (  # "19 are about school and the rest are about sports": topics are kinds of the whole
        "Iesha has 58 books. 19 are about school and the rest are about sports. How many books about sports does Iesha have?",
        39,
    ),
    (
        "Iesha has 58 books. 19 are about school and the rest are about sports. How many books about school does Iesha have?",
        19,
    ),
    (
        "Iesha has 58 books. 19 are about school and the rest are about sports. How many books are about sports?",
        39,
    ),
]


SPLIT_BY_TOPIC_NEAR_MISSES = [
    (  # a topic the split does not name; the whole asked; one topic twice
        "Iesha has 58 books. 19 are about school and the rest are about sports. How many books about art does Iesha have?",
        "restricted-question",
    ),
    (
        "Iesha has 58 books. 19 are about school and the rest are about sports. How many books does Iesha have?",
        "stated-total",
    ),
    (
        "Iesha has 58 books. 19 are about school and the rest are about school. How many books about school does Iesha have?",
        "unresolved-holder",
    ),
]


HOLDERS_NAMED_BY_A_NUMBERED_SERIES = [
    (  # "the 3rd grade class" and "the 4th grade class" are two holders (round 73's r73-162)
        "The 3rd grade class collected 48 cans. The class collected 37 more. How many cans did the 3rd grade class collect?",
        85,
    ),
    (
        "The 3rd grade class collected 48 cans. They collected 37 more. How many cans did the class collect?",
        85,
    ),
]


HOLDERS_NAMED_BY_A_NUMBERED_SERIES_NEAR_MISSES = [
    (
        "The 3rd grade class at Lakeside School collected 48 cans on Monday, and the 4th grade class collected 37 on Tuesday. How many cans did the 3rd grade class collect?",
        "irrelevant-event",
    ),
    (
        "The 3rd grade class collected 48 cans, and the 4th grade class collected 37. How many cans did the 4th grade class collect?",
        "irrelevant-event",
    ),
]


DOERS_OF_A_PROGRESSIVE = [
    (  # "10 cousins were playing a board game": being there, as "There were 10 players in a game"
        "10 cousins were playing a board game when 3 of the players quit. If every player left had 5 tokens, how many tokens did they have in total?",
        35,
    ),
    (
        "10 cousins were playing a board game when 3 players quit. How many players were left?",
        7,
    ),
    (
        "8 kids were skating on the rink when 3 more skaters came. How many skaters were on the rink?",
        11,
    ),
]


DOERS_OF_A_PROGRESSIVE_NEAR_MISSES = [
    (  # no other mention names them by their act: a verb the rules do not read
        "8 kids were playing a game. How many kids were there?",
        "unattached-quantity",
    ),
    (  # the ones who quit asked by a condition of their own
        "10 cousins were playing a board game when 3 of the players quit. If every player who quit had 5 tokens, how many tokens did the players who quit have in total?",
        "unsupported-question",
    ),
]


KINDS_LISTED_PER_ITEM = [
    (  # "with 4 apples and 6 pears in each crate": the phrase on the last conjunct is said of the list
        "Sam had 5 crates with 4 apples and 6 pears in each crate. How many pears did Sam have?",
        30,
    ),
    (
        "Sam had 5 crates with 4 apples and 6 pears in each crate. How many fruits did Sam have?",
        50,
    ),
    (
        "Sam had 5 crates with 4 red apples and 6 green apples in each crate. How many apples did Sam have?",
        50,
    ),
    (
        "A waiter had 9 tables, with 7 women and 3 men at each table. How many women did the waiter have?",
        63,
    ),
    (  # "In each box there were ...": the fronted phrase says what each one holds
        "Zoe found 4 boxes. Inside each box there were 2 scarves. How many scarves did Zoe have?",
        8,
    ),
    (
        "Zoe found 4 boxes. Inside each box there were 2 scarves and 6 mittens. How many mittens did Zoe have?",
        24,
    ),
    (
        "Zoe found 4 boxes. Inside each box there were 2 scarves and 6 mittens. How many clothes did Zoe have?",
        32,
    ),
    (  # "found 4 boxes and inside each box there were": a coordinated clause (a parse repair)
        "Zoe found 4 boxes of clothing and inside each box there were 2 scarves and 6 mittens. How many clothes did Zoe have total?",
        32,
    ),
]


KINDS_LISTED_PER_ITEM_NEAR_MISSES = [
    (  # a total and a rate listed: which is per bus?
        "There are 14 students and 2 seats on each bus. How many students are there?",
        "rate",
    ),
    (
        "Zoe found 4 boxes. There were 2 scarves and 6 mittens in each box. How many scarves did Zoe have?",
        "rate",
    ),
    (  # one kind twice; the phrase said of the first only
        "Sam had 5 crates with 4 apples and 6 apples in each crate. How many apples did Sam have?",
        "rate",
    ),
    (
        "Sam had 5 crates with 4 apples in each crate and 6 pears. How many pears did Sam have?",
        "rate",
    ),
    (  # the people at the tables are not said to be customers
        "A waiter had 9 tables he was waiting on, with 7 women and 3 men at each table. How many customers total did the waiter have?",
        "unit-mismatch",
    ),
]


WHOLE_NAMED_BY_ITS_MASS_WORD = [
    (  # "How much clothing", "How many pieces of fruit": the whole of the kinds the text counts
        "Zoe found 4 boxes. Inside each box there were 2 scarves and 6 mittens. How much clothing did Zoe have?",
        32,
    ),
    (
        "Zoe found 4 boxes. Inside each box there were 2 scarves and 6 mittens. How many pieces of clothing did Zoe have?",
        32,
    ),
    (
        "Sam had 5 crates with 4 apples and 6 pears in each crate. How many pieces of fruit did Sam have?",
        50,
    ),
    (
        "Sam had 4 apples and 6 pears. How much fruit did Sam have?",
        10,
    ),
]


WHOLE_NAMED_BY_ITS_MASS_WORD_NEAR_MISSES = [
    (  # a kind outside the whole; a kind of the whole the text does not say
        "Sam had 4 apples and 6 pencils. How many pieces of fruit did Sam have?",
        "unit-mismatch",
    ),
    (
        "Zoe found 4 boxes. Inside each box there were 2 scarves and 6 mittens. How many pieces of winter clothing did Zoe have total?",
        "restricted-question",
    ),
]


GOAL_STATED_IN_THE_QUESTION = [
    (  # "need to have 43 cats": the goal itself; "have to earn to have 47 dollars" a shortfall without 'more'
        "Mrs. Sheridan has 11 cats. How many more cats does Mrs. Sheridan need to have 43 cats?",
        32,
    ),
    (
        "Misha has 34 dollars. How many dollars does she have to earn to have 47 dollars?",
        13,
    ),
    (  # what the goal is for ("to buy a dog") is no event of the question's own
        "Misha has 34 dollars. How many dollars does she have to earn to have 47 dollars to buy a dog?",
        13,
    ),
]


GOAL_STATED_IN_THE_QUESTION_NEAR_MISSES = [
    (  # another noun; no 'more' and no verb of getting; a counted purpose; spending toward a goal
        "Mrs. Sheridan has 11 cats. How many more dogs does Mrs. Sheridan need to have 43 cats?",
        "comparative",
    ),
    (
        "Mrs. Sheridan has 11 cats. How many cats does Mrs. Sheridan need to have 43 cats?",
        "quantity-in-question",
    ),
    (
        "Misha has 34 dollars. How many dollars does she have to earn to have 47 dollars to buy 2 dogs?",
        "unsupported-question",
    ),
    (
        "Misha has 34 dollars. How many dollars does she have to spend to have 20 dollars?",
        "unsupported-question",
    ),
]


THOSE_THAT_REMAIN = [
    (  # "each remaining flier", "each flier who stayed": those there after the events
        "There were 16 fliers in the park. 4 fliers went home. Each remaining flier had 2 kites. How many kites did the fliers have?",
        24,
    ),
    (
        "Sam had 8 boxes. He gave away 3 boxes. Each remaining box had 5 pens. How many pens does Sam have?",
        25,
    ),
    (  # fly -> flier; the place said on the object ("flying kites in the park")
        "16 children were flying kites in the park when 4 of the fliers went home. Each flier who stayed had 2 kites. How many kites did the fliers who stayed have?",
        24,
    ),
]


THOSE_THAT_REMAIN_NEAR_MISSES = [
    (  # newcomers who do something else are no fliers
        "16 children were flying kites in the park when 4 more children came just to play tag. Each flier had 2 kites. How many kites did the fliers have?",
        "unquantified-event",
    ),
]


WHOLE_ASKED_BY_ITS_EVENT = [
    (  # "bought 3 apples and 4 pears. How many fruits did she buy?": the kinds the event moved
        "Nadia bought 3 apples and 4 pears. How many fruits did Nadia buy?",
        7,
    ),
    (
        "Nadia bought 3 apples, 4 pears and 5 plums at the market. How much fruit did Nadia buy?",
        12,
    ),
    (
        "Kofi packed 5 shirts, 3 vests and 2 tunics for his trip. How many pieces of clothing did Kofi pack?",
        10,
    ),
    (  # "5 dozens avocados": a plural dozen counts as the singular (both 35 before)
        "On Tuesday, a vendor sold 2.5 dozen lemons and 5 dozens avocados. How many fruits did the vendor sell?",
        90,
    ),
    (
        "A vendor had 2.5 dozen lemons and 5 dozens avocados. How many fruits did the vendor have?",
        90,
    ),
    (
        "Ann bought 2 dozens of eggs. How many eggs did Ann buy?",
        24,
    ),
]


WHOLE_ASKED_BY_ITS_EVENT_NEAR_MISSES = [
    (  # another event on a kind; another buyer's kind; a kind outside the whole
        "Nadia bought 3 apples and 4 pears. She ate 2 apples. How many fruits did Nadia buy?",
        "unsupported-question",
    ),
    (
        "Nadia bought 3 apples and Tom bought 4 pears. How many fruits did Nadia buy?",
        "irrelevant-event",
    ),
    (
        "Nadia bought 3 apples and 4 pencils. How many fruits did Nadia buy?",
        "unit-mismatch",
    ),
]


OLD_AND_NEW_ONES = [
    (  # "threw away 4 old ones and bought 36 new ones": the ones he had and the ones he got
        "Dario had 28 socks. He threw away 4 old ones and bought 36 new ones. How many socks does he have now?",
        60,
    ),
    (  # a relative clause that counts nothing describes its noun; the next counted act is the main verb's
        "Lina had 15 pens. She threw away 6 old ones that didn't work and bought 9 new ones. How many pens does she have?",
        18,
    ),
    (
        "Omar had 20 shirts. If he gave away 5 old ones that were torn and bought 7 new ones, how many shirts would he have?",
        22,
    ),
]


OLD_AND_NEW_ONES_NEAR_MISSES = [
    (  # old and new stated as kinds from the start stay kinds
        "Dario had 8 old socks and 5 new socks. He threw away 4 old ones. How many old socks does he have?",
        4,
    ),
    (  # the question asks one of the two: which of the 28 were old is not told
        "Dario had 28 socks. He threw away 4 old ones and bought 36 new ones. How many old ones does he have?",
        "restricted-question",
    ),
    (
        "Dario had 28 socks. He threw away 4 old ones and bought 36 new ones. How many new socks does he have?",
        "unit-mismatch",
    ),
    (  # a relative clause on a recipient, not on the counted object: not repaired
        "Lina had 15 pens. She gave 6 to friends who didn't have any and bought 9 more pens. How many pens does she have?",
        "negation",
    ),
]


EVENTS_COUNTED_IN_TIMES = [
    (  # "went to the store 8 times" is the count of "each time she goes to the store"
        "Stephanie went to the store 8 times last month. She buys 2 oranges each time she goes to the store. How many oranges did Stephanie buy last month?",
        16,
    ),
    (
        "Ronald buys 10 bananas every time he goes to the market. He went to the market 3 times. How many bananas did he buy?",
        30,
    ),
    (
        "Every time she goes to the coffee shop, Ana orders 3 cups of coffee. She went to the coffee shop 5 times. How many cups of coffee did she order?",
        15,
    ),
    (
        "Kara drinks 4 ounces of water every time she takes her medicine. She took her medicine 9 times. How many ounces of water did she drink?",
        36,
    ),
]


EVENTS_COUNTED_IN_TIMES_NEAR_MISSES = [
    (  # another place, another holder, another time, another act, a ranked time
        "Stephanie went to the library 8 times last month. She buys 2 oranges each time she goes to the store. How many oranges did Stephanie buy last month?",
        "unsupported-quantity",
    ),
    (
        "Stephanie went to the store 8 times last month. Tom buys 2 oranges each time he goes to the store. How many oranges did Tom buy last month?",
        "rate",
    ),
    (
        "Stephanie went to the store 8 times last month. She buys 2 oranges each time she goes to the store. How many oranges did she buy last week?",
        "restricted-question",
    ),
    (
        "Stephanie went to the store 8 times last month. She buys 2 oranges each time she goes to the store. How many oranges did she eat last month?",
        "rate",
    ),
    (
        "Her mower uses 2 gallons of gas every 4th time she cuts her lawn. She cut her lawn 8 times. How many gallons of gas did the mower use?",
        "rate",
    ),
    (
        "Stephanie went to the store 8 times in May and 3 times in June. She buys 2 oranges each time she goes to the store. How many oranges did she buy in May?",
        "unsupported-quantity",
    ),
]


TIMES_NAMED_BY_THE_COUNT = [
    (  # a bare "each time" is per time of the one act the text counted in times
        "Nadia went to the bakery 4 times. Each time she bought 6 rolls. How many rolls did Nadia buy?",
        24,
    ),
    (  # "each time she goes" with no place of its own: the one count's
        "Aisha went to the library 5 times last month. She borrows 2 books each time she goes. How many books did Aisha borrow last month?",
        10,
    ),
    (
        "Kofi worked at the car wash 7 times in June. He washed 4 cars each time he worked. How many cars did Kofi wash in June?",
        28,
    ),
]


TIMES_NAMED_BY_THE_COUNT_NEAR_MISSES = [
    (  # times per stretch are a rate, no count
        "John plays paintball 3 times a month. Each time he plays he buys 3 boxes of paintballs. How many boxes does he buy?",
        "rate",
    ),
    (
        "Nadia went to the bakery 4 times per week. Each time she bought 6 rolls. How many rolls did Nadia buy?",
        "unsupported-quantity",
    ),
    (  # two counts of going: which times a bare clause means is not told
        "Aisha went to the library 5 times. She went to the park 3 times. She borrows 2 books each time she goes. How many books did Aisha borrow?",
        "unsupported-quantity",
    ),
]


STATES_OF_WHAT_MOVES = [
    (  # a passive or progressive relative clause on the moved things tells their state, no event
        "Amara had 18 hair clips. She threw out 6 old ones that were broken and got 4 new ones from her aunt. How many hair clips does Amara have now?",
        16,
    ),
    (
        "Mr. Okafor had 12 light bulbs. He threw away 4 old ones that were burned out and bought 9 new ones. How many light bulbs does he have now?",
        17,
    ),
    (
        "Lena had 30 books. She gave away 8 that were falling apart. How many books does Lena have?",
        22,
    ),
]


STATES_OF_WHAT_MOVES_NEAR_MISSES = [
    (  # the state asked is not what is held
        "Amara had 18 hair clips. She threw out 6 old ones that were broken. How many hair clips were broken?",
        "unsupported-question",
    ),
]


NEEDS_DONE_LATER = [
    (  # a need of counted things, so many of them done later with a verb: a task of that verb, the doer's
        "A new hall needed 15 lamps. The electrician had already hung 6 of them. If it takes 2 hours to hang each lamp, how long will it take him to hang the rest?",
        18,
    ),
    (
        "The garden wall needs 60 bricks. Noor has laid 45 of them. How many more bricks does Noor need to lay?",
        15,
    ),
    (
        "The recipe needs 12 eggs. Mia has already cracked 5 of them. How many more eggs does Mia need to crack?",
        7,
    ),
]


NEEDS_DONE_LATER_NEAR_MISSES = [
    (  # other things done, another act timed, two acts on them
        "A new hall needed 15 lamps. The electrician had already hung 6 fans. If it takes 2 hours to hang each lamp, how long will it take him to hang the rest?",
        "unit-mismatch",
    ),
    (
        "A new hall needed 15 lamps. The electrician had already hung 6 of them. If it takes 2 hours to clean each lamp, how long will it take him to hang the rest?",
        "unit-mismatch",
    ),
    (
        "A new hall needed 15 lamps. The electrician hung 6 of them and cleaned 3 of them. If it takes 2 hours to hang each lamp, how long will it take him to hang the rest?",
        "unit-mismatch",
    ),
]


SUPPLIED_TO_A_PLACE = [
    (  # a common noun that holds none brings or adds things: to the one earlier holder, no person
        "The gym had 40 mats. The coach brought in 15 mats. How many mats are in the gym now?",
        55,
    ),
    (
        "There were 30 books on the cart. The librarian added 12 books. How many books are on the cart?",
        42,
    ),
    (
        "The school hall had 50 chairs. The janitor took away 12 old ones and brought in 20 new ones. How many chairs are in the hall now?",
        58,
    ),
]


SUPPLIED_TO_A_PLACE_NEAR_MISSES = [
    (  # to a person? not said; two places; a bringer with things of his own
        "Tom had 5 pens. The teacher brought 3 pens. How many pens does Tom have?",
        "irrelevant-event",
    ),
    (
        "The hall had 50 chairs and the gym had 30 chairs. The janitor brought in 20 chairs. How many chairs are in the hall now?",
        "irrelevant-event",
    ),
    (
        "The hall had 50 chairs. The janitor had 10 chairs. The janitor brought in 20 chairs. How many chairs are in the hall now?",
        "irrelevant-event",
    ),
]


BY_THE_TIME = [
    (  # "by the time <clause>" is a phrase of the if-clause, the question the main clause
        "Ned had to wash 30 shirts before school. If he had only washed 29 of them by the time school started, how many did he not wash?",
        1,
    ),
    (
        "Lea had to paint 20 rooms. If she had painted 12 of them by the time winter came, how many rooms did she not paint?",
        8,
    ),
]


BY_THE_TIME_NEAR_MISSES = [
    (  # a task of two kinds: which kind the 29 were is not told
        "Ned had to wash 9 red shirts and 21 blue shirts before school. If he had only washed 29 of them by the time school started, how many did he not wash?",
        "comparative",
    ),
]


AMOUNTS_MADE_DOING = [
    (  # "made 6 dollars mowing lawns": the amount is the object, the '-ing' clause how it was made
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. If he only spent 3 dollar a week, how long would the money last him?",
        9,
    ),
    (
        "Tara made 12 dollars mowing lawns. If she only spent 4 dollars a week, how long would the money last her?",
        3,
    ),
    (
        "Warren has 252 guests coming to his party. Each table will hold 4 guests. How many tables will he need?",
        63,
    ),
]


AMOUNTS_MADE_DOING_NEAR_MISSES = [
    (  # the money lasts; the question asks something else
        "Tara made 12 dollars mowing lawns. If she only spent 4 dollars a week, how many lawns did she mow?",
        "rate",
    ),
]


TASKS_LEFT_TO_DO = [
    (  # "How many X were left to V?", "are still to be V-ed": the rest of the one task of V
        "Tariq had to read 40 pages for his history class. He read 26 of them. How many pages were left to read?",
        14,
    ),
    (
        "The quilt needs 36 squares. Grandma Hoa has sewn 20 of them. How many squares are still to be sewn?",
        16,
    ),
    (
        "Amara had to knit 16 hats. She knitted 9 of them. How many hats were left for her to knit?",
        7,
    ),
]


TASKS_LEFT_TO_DO_NEAR_MISSES = [
    (  # another doer, another act, things of another whole
        "Tariq had to read 40 pages. His friend read 26 of them. How many pages were left to read?",
        "comparative",
    ),
    (
        "Tariq had to read 40 pages. He read 26 of them. How many pages were left to write?",
        "unsupported-verb",
    ),
    (
        "Tariq had to read 40 pages. He read 26 pages of a comic. How many pages does he still have to read?",
        "comparative",
    ),
]


QUESTIONS_IN_THE_PROGRESSIVE = [
    (  # "How many books is X still holding?": X's, not every holder's
        "There were 30 books on the library cart. Mr. Lindqvist was holding 20 books of his own, and he put 12 of them on the cart. How many books is Mr. Lindqvist still holding?",
        8,
    ),
    (
        "Ana was carrying 12 eggs. She dropped 3 of them. How many eggs is Ana carrying now?",
        9,
    ),
]


SUPPLIED_BY_NAME_TO_A_PLACE = [
    (  # a named supplier too; the verb's own place must be the holder's
        "The aquarium tank held 27 fish. A worker named Mr. Tanaka added 11 fish to the tank. How many fish are in the tank now?",
        38,
    ),
    (
        "There were 30 books on the library cart. The librarian, Mrs. Haddad, added 12 books to it. How many books are on the cart now?",
        42,
    ),
]


SUPPLIED_BY_NAME_TO_A_PLACE_NEAR_MISSES = [
    (  # another place named; a person holder
        "The tank held 27 fish. Mr. Tanaka added 11 fish to the pond. How many fish are in the tank now?",
        "irrelevant-event",
    ),
    (
        "Tom had 5 pens. Ann brought 3 pens. How many pens does Tom have?",
        "irrelevant-event",
    ),
]


PASSIVE_PACKING = [
    (  # "If they were split into groups of 9": the one earlier holding, packed by nobody named
        "The team had 72 students. If they were split into groups of 9, how many groups could they make?",
        8,
    ),
    (
        "Tom had 72 apples. They were put into bags of 9. How many bags were filled?",
        8,
    ),
]


PASSIVE_PACKING_NEAR_MISSES = [
    (  # two holdings; a list of two nouns the groups may count; groups that do not come out whole
        "Tom had 72 apples and Ann had 18 apples. They were put into bags of 9. How many bags were filled?",
        "rate",
    ),
    (
        "The debate team had 26 boys and 46 girls on it. If they were split into groups of 9, how many groups could they make?",
        "missing-unit",
    ),
    (
        "The team had 70 students. If they were split into groups of 9, how many groups could they make?",
        "not-whole",
    ),
]


ONE_PLACE_ASKED = [
    (  # the question's place is the one place the text names, said of other things than the ones asked
        "There are 390 students at a school. If each classroom holds 30 students, how many classrooms are needed at the school?",
        13,
    ),
    (
        "At the Greene Nursery, there are 14 red roses, 30 yellow carnations, and 17 white roses. How many flowers are at the Greene Nursery in total?",
        61,
    ),
]


ONE_PLACE_ASKED_NEAR_MISSES = [
    (  # the asked things carry a place of their own, or two places are named
        "Tom has 5 apples at home. He bought 3 more. How many apples does he have at home?",
        "restricted-question",
    ),
    (
        "There are 390 students at a school and 60 students at the gym. If each classroom holds 30 students, how many classrooms are needed at the school?",
        "restricted-question",
    ),
]


FINITE_CONJUNCTS_AND_SHARED_ASIDE = [
    (  # "comes to help and brings 10 cookies": the finite verb is the subject's; the cookies are no part of the bananas' share
        "Marilyn has 40 bananas that must be put away in boxes. Daniel comes to help and brings 10 cookies to share with Marilyn. If there are 8 boxes, how many bananas must go in each box?",
        5,
    ),
    (  # the hats are no part of the concerts' average
        "There were 24 concerts in the festival. The festival is held for 3 weeks. The band sold 5 hats. How many concerts were held each week on average?",
        8,
    ),
    (  # the pears are no part of the apples' share
        "A coach has 60 apples. He buys 12 pears. If there are 12 players and the apples are shared evenly, how many apples does each player get?",
        5,
    ),
]


FINITE_CONJUNCTS_AND_SHARED_ASIDE_NEAR_MISSES = [
    (  # more of the shared things brought; things never said to go into the boxes
        "Marilyn has 40 bananas that must be put away in boxes. Daniel comes to help and brings 10 bananas. If there are 8 boxes, how many bananas must go in each box?",
        "rate",
    ),
    (
        "Marilyn has 40 bananas and 16 apples. If there are 8 boxes, how many bananas must go in each box?",
        "rate",
    ),
]


MONEY_MADE_BY_ONE_JOB = [
    (  # "How much money did he make shoveling snow?": one job asked, 'shoveling' read on 'snow'
        "Tomasz made 9 dollars weeding gardens, 14 dollars shoveling snow and 13 dollars feeding a neighbor's cat. How much money did he make shoveling snow?",
        "restricted-question",
    ),
    (
        "Tomasz made 9 dollars weeding gardens, 14 dollars shoveling snow and 13 dollars feeding a neighbor's cat. How much money did he make?",
        36,
    ),
]


HELD_AFTER_AN_EVENT = [
    (  # a holding an 'after' clause places after its event
        "Kenji had 20 dollars after he spent 15 dollars. How much money did Kenji have at first?",
        35,
    ),
    (
        "Kenji had 20 dollars after his uncle gave him 15 dollars. How much money did Kenji have at first?",
        5,
    ),
    (  # 'before' and 'when' keep the written order: the holding before the event
        "Kenji had 20 dollars before his uncle gave him 15 dollars. How much money does Kenji have now?",
        35,
    ),
    (
        "A shelter had 9 puppies when another 12 were brought in. How many puppies does the shelter have now?",
        21,
    ),
]


HELD_AFTER_AN_EVENT_NEAR_MISSES = [
    (  # the holding after the event, stated again: not the start the reader tracks
        "Kenji had 20 dollars after his uncle gave him 15 dollars. How much money does Kenji have now?",
        "unsupported-question",
    ),
    (
        "Kenji has 20 dollars after his uncle gave him 15 dollars. How much money does Kenji have now?",
        "unsupported-question",
    ),
]


PACKED_BY_A_PARTICIPLE = [
    (  # a participle after a packing tells how; 'did he have to use' asks the boxes used
        "Edward had 35 games but sold 19 of them. He packed the rest, putting 8 games in each box. How many boxes did he use?",
        2,
    ),
    (
        "Edward had 35 games but sold 19 of them. He packed the rest, putting 8 games in each box. How many boxes did he have to use?",
        2,
    ),
    (
        "Edward was selling his old games. He had 35 games but sold 19 of them. He packed the rest, putting 8 games into each box. How many boxes did he use?",
        2,
    ),
    (  # 'was able to' in the narrative: it happened
        "Leo was able to collect 81 paper clips. He gave away 20. How many paper clips does he have?",
        61,
    ),
    (  # the whole named with its compound, said the same as the holding
        "Leo collected 81 paper clips and 9 rubber bands. He put the rubber bands equally into 3 boxes. How many rubber bands are in each box?",
        3,
    ),
]


PACKED_BY_A_PARTICIPLE_NEAR_MISSES = [
    (
        "Edward had 35 games but sold 19 of them. He packed the rest, putting 7 games in each box. How many boxes did he use?",
        "not-whole",
    ),
    (  # groups not said equal: the question's 'each' does not make them so
        "Ravi had 35 stamps. He put them into 5 albums. How many stamps were in each album?",
        "rate",
    ),
    (  # another compound: other things
        "Leo collected 81 paper clips. He put the binder clips equally into 9 boxes. How many paper clips are in each box?",
        "rate",
    ),
    (  # an ability, not an event
        "Leo is able to collect 81 paper clips. He gave away 20. How many paper clips does he have?",
        "conditional",
    ),
    (
        "Leo was not able to collect 81 paper clips. He gave away 20. How many paper clips does he have?",
        "conditional",
    ),
]


SOLD_ALL_BUT = [
    (  # a price on a sale of all but a number: the sale's operand is the count
        "Mariam had 12 chocolate bars. She sold all but 4 of them at 2 dollars each. How much money did she make?",
        16,
    ),
    (
        "Lars had 20 apples. He sold all but 5 of them for 3 dollars each. How much money did he make?",
        45,
    ),
]


SOLD_ALL_BUT_NEAR_MISSES = [
    (  # two kinds held: which are 'them'
        "Mariam had 12 bars and 5 cakes. She sold all but 4 of them at 2 dollars each. How much money did she make?",
        "rate",
    ),
    (  # another's gift on the things: the sale is not the holder's own stock
        "Mariam had 12 bars. Tom gave her 3 bars. She sold all but 4 of them at 2 dollars each. How much money did she make?",
        "rate",
    ),
]


FILLED_AND_SIZED = [
    (  # the contents of containers a filler filled, asked by collecting them
        "Paul filled 6 bags on Saturday and 3 more bags on Sunday. If each bag had 8 cans in it, how many cans did he collect?",
        72,
    ),
    (
        "Paul filled 6 bags. Each bag had 8 cans in it. How many cans did he pick up?",
        48,
    ),
    (  # things that come in containers of a size: what each holds
        "Hot dogs come in packages of 8. Mia bought 5 packages. How many hot dogs did she buy?",
        40,
    ),
    (
        "Pencils come in boxes of 12. Tom has 4 boxes. How many pencils does Tom have?",
        48,
    ),
]


FILLED_AND_SIZED_NEAR_MISSES = [
    (  # buying is not filling
        "Paul filled 6 bags on Saturday and 3 more bags on Sunday. If each bag had 8 cans in it, how many cans did he buy?",
        "rate",
    ),
    (  # the containers of what one purchase moved, asked with its verb (rates._moved_in)
        "Hot dogs come in packages of 8. Mia bought 40 hot dogs. How many packages did she buy?",
        5,
    ),
]


KINDS_HELD_IN_CONTAINERS = [
    (  # a capacity of a whole, the holding named by its kinds (kinds.json)
        "A vase can hold 6 flowers. Ann has 7 carnations and 47 roses. How many vases does she need?",
        9,
    ),
    (
        "A crate can hold 5 fruits. Bo has 8 apples and 12 pears. How many crates does he need?",
        4,
    ),
]


KINDS_HELD_IN_CONTAINERS_NEAR_MISSES = [
    (  # two holders of the kinds
        "A vase can hold 6 flowers. Ann has 7 carnations and Bo has 47 roses. How many vases does Ann need?",
        "rate",
    ),
    (  # other things held beside them, whose room is not said
        "A vase can hold 6 flowers. Ann has 7 carnations and 47 roses and 5 pens. How many vases does she need?",
        "rate",
    ),
]


ACTS_AFTER_A_STATE = [
    (  # "got tired and left": the leaving is the number's act
        "There were 9 people in line. If 6 of them got tired of waiting and left and 3 more got in line, how many people would be in line?",
        6,
    ),
    (
        "There were 12 birds on the fence. 5 of them got scared and flew away. How many birds are on the fence?",
        7,
    ),
]


ACTS_AFTER_A_STATE_NEAR_MISSES = [
    (  # the act moves other things than the ones counted
        "There were 9 people in line. 6 of them got hungry and bought 2 apples. How many people were in line?",
        "unattached-quantity",
    ),
]


CONTAINERS_FOR_THEIR_CONTENTS = [
    (  # a question's 'for' or 'with' naming what the containers hold restricts nothing
        "A vase holds 6 flowers. Rosa has 12 roses and 12 tulips. How many vases does Rosa need for all her flowers?",
        4,
    ),
    (
        "A box holds 24 cans. Amira collected 50 soup cans and 46 bean cans. How many boxes did she need for the cans?",
        4,
    ),
    (
        "A basket holds 8 eggs. Farah collected 16 brown eggs and 24 white eggs. How many baskets did she fill with eggs?",
        5,
    ),
]


CONTAINERS_FOR_THEIR_CONTENTS_NEAR_MISSES = [
    (
        "A vase holds 6 flowers. Rosa has 24 flowers. How many vases does Rosa need for the party?",
        "restricted-question",
    ),
    (
        "A basket holds 8 eggs. Farah collected 40 eggs. How many baskets did she fill with apples?",
        "restricted-question",
    ),
]


CONTENTS_OF_A_TASK_LEFT = [
    (  # what each of the task's items holds, over the items left, asked by the task's verb
        "Each worksheet has 4 problems. A teacher had 9 worksheets to grade. She graded 5 of them. How many more problems does she have to grade?",
        16,
    ),
    (
        "Each book has 40 pages. Mia had 6 books to read. She read 2 of them. How many more pages does she have to read?",
        160,
    ),
]


CONTENTS_OF_A_TASK_LEFT_NEAR_MISSES = [
    (  # another verb than the task's
        "Each worksheet has 4 problems. A teacher had 9 worksheets to grade. She graded 5 of them. How many more problems does she have to read?",
        "comparative",
    ),
]


FINISHED_TASKS = [
    (
        "Faye had 46 math problems and 9 science problems for homework. If she finished 40 of the problems at school, how many problems did she have to do for homework?",
        15,
    ),
    (  # finishing some of what one has leaves the rest
        "Tom had 10 puzzles. He completed 4 of them. How many puzzles does he have left?",
        6,
    ),
    (
        "Amy finished 5 problems on Monday and 7 on Tuesday. How many problems did she finish?",
        12,
    ),
    (
        "Tom had 10 cookies. How many cookies will he have if he finishes 3 of them?",
        7,
    ),
    (  # 'when ... finished' is the time asked about, not an event
        "There are 4 walnut trees currently in the park. Park workers will plant 6 walnut trees today. How many walnut trees will the park have when the workers are finished?",
        10,
    ),
]


FINISHED_NEAR_MISSES = [
    (  # a finishing with its own number in the question, not an if-clause
        "Tom had 10 cookies. How many cookies will he have when he finishes 3 of them?",
        "unsupported-question",
    ),
    (  # finishing something of one's own the text never counts
        "Tom finished 3 puzzles. How many puzzles does he have left?",
        "negative-holding",
    ),
]


SAME_IN_EACH = [
    (
        "Isabel has 40 cards. She puts them into 5 boxes. If each box has the same number of cards in it, how many cards are in each box?",
        8,
    ),
    (
        "Isabel had 72 cards. She sold 32 of them and put the rest into 5 boxes. If each box has the same number of cards in it, how many cards are in each box?",
        8,
    ),
    (
        "Isabel had 72 cards. She sold 32 of them and put the rest into 5 boxes. Each box holds the same number of cards. How many cards are in each box?",
        8,
    ),
    (
        "Isabel has 40 cards. She puts them into 5 boxes. If each box has the same number, how many cards are in each box?",
        8,
    ),
]


SAME_IN_EACH_NEAR_MISSES = [
    (  # equal parts unsaid
        "Isabel has 40 cards. She puts them into 5 boxes. How many cards are in each box?",
        "rate",
    ),
    (  # the same number of other things
        "Isabel has 40 cards and 10 stamps. She puts the cards into 5 boxes. If each box has the same number of stamps, how many cards are in each box?",
        "rate",
    ),
    (  # other groups
        "Isabel has 40 cards. She puts them into 5 boxes. If each bag has the same number of cards, how many cards are in each box?",
        "rate",
    ),
    (  # negated
        "Isabel had 72 cards. She sold 32 of them and put the rest into 5 boxes. Each box doesn't hold the same number of cards. How many cards are in each box?",
        "rate",
    ),
]


GROUPS_HELD = [
    (
        "Isabel had 72 problems. She finished 32 of them but still had 5 pages of problems to do. If each page has the same number of problems on it, how many problems are on each page?",
        8,
    ),
    (
        "Isabel had 72 cards. She sold 32 of them and had 5 boxes of cards left. Each box has the same number of cards. How many cards are in each box?",
        8,
    ),
]


GROUPS_HELD_NEAR_MISSES = [
    (  # equal parts unsaid
        "Isabel had 72 cards. She sold 32 of them and had 5 boxes of cards left. How many cards are in each box?",
        "rate",
    ),
    (  # another holder's boxes
        "Isabel had 72 cards. She sold 32 of them. Tom has 5 boxes of cards. Each box has the same number of cards. How many cards are in each box?",
        "rate",
    ),
    (  # boxes of other things
        "Isabel had 72 cards. She sold 32 of them and had 5 boxes of stamps left. Each box has the same number of stamps. How many stamps are in each box?",
        "rate",
    ),
    (  # a kind of the things asked by their head noun: the compound named again
        "Isabel had 72 homework problems. She finished 32 of them but still had 5 pages of problems to do. If each page has the same number of problems on it, how many problems are on each page?",
        8,
    ),
]


SAME_IN_EACH_PURPOSE = [
    (
        "Ted has 15 candy bars. He wants to put them into 5 bags so there are the same number of candy bars in each bag. How many candy bars should go in each bag?",
        3,
    ),
    (
        "Ted has 15 candy bars. He puts them into 5 bags so that each bag gets the same number. How many candy bars are in each bag?",
        3,
    ),
    (
        "Ted has 15 candy bars. He puts them into 5 bags so that each bag gets the same number of candy bars. How many candy bars are in each bag?",
        3,
    ),
]


SAME_IN_EACH_PURPOSE_NEAR_MISSES = [
    (  # negated
        "Ted has 15 candy bars. He puts them into 5 bags so there are not the same number in each bag. How many candy bars are in each bag?",
        "rate",
    ),
    (  # the same number of other things
        "Ted has 15 candy bars and 10 pens. He puts the candy bars into 5 bags so there is the same number of pens in each bag. How many candy bars are in each bag?",
        "rate",
    ),
]


IF_TWO_VERBS = [
    (
        "A waiter had 47 customers to wait on. If 41 customers left and he got another 20 customers, how many customers would he have?",
        26,
    ),
    (
        "A waiter had 14 customers. If 3 customers left and he got another 39 customers, how many customers would he have?",
        50,
    ),
]


IF_TWO_VERBS_NEAR_MISSES = [
    (  # the second event another holder's
        "A waiter had 47 customers. If 41 customers left and another waiter got 20 customers, how many customers would he have?",
        "unsupported-question",
    ),
    (  # the second event of other things
        "A waiter had 47 customers. If 41 customers left and he got another 20 plates, how many customers would he have?",
        "unsupported-question",
    ),
]


SAME_IN_EACH_EQUAL = [
    (
        "Ted has 15 candy bars. He puts them into 5 bags so that each bag gets an equal number of candy bars. How many candy bars are in each bag?",
        3,
    ),
    (
        "Isabel had 72 cards. She sold 32 of them and put the rest into 5 boxes. Each box holds an equal number of cards. How many cards are in each box?",
        8,
    ),
]


GROUPS_HELD_ABSOLUTE = [
    (
        "Diego had 84 crayons. He lost 14 of them and still had 10 boxes of crayons left, each box holding the same number. How many crayons were in each box?",
        7,
    ),
    (
        "Tamar had 72 beads. She used 18 beads for a bracelet and still had 6 jars of beads, with the same number of beads in each jar. How many beads were in each jar?",
        9,
    ),
    (
        "Jason had Pokemon cards. Jason gave 9 to his friends. Jason now has 4 Pokemon cards left. How many Pokemon cards did Jason have to start with?",
        13,
    ),
]


GROUPS_HELD_ABSOLUTE_NEAR_MISSES = [
    (  # the groups' parts not said equal
        "Diego had 84 crayons. He lost 14 of them and still had 10 boxes of crayons left, each box holding some. How many crayons were in each box?",
        "rate",
    ),
    (  # another's loss of the things
        "Idris collected 95 shells. His brother lost 15 of them. Idris still had 8 bags of shells, with the same number of shells in each bag. How many shells were in each bag?",
        "rate",
    ),
]


PIECES_ASKED = [
    (
        "Paul bought 6 boxes of chocolate candy and 4 boxes of caramel candy. If each box has 9 pieces inside it, how much candy did he have total?",
        90,
    ),
    (
        "Paul bought 6 boxes of candy. Each box has 9 pieces of candy. How much candy did he have?",
        54,
    ),
]


PIECES_ASKED_NEAR_MISSES = [
    (  # pieces of another thing beside the boxes
        "Paul bought 6 boxes of candy and 4 pieces of cake. Each box has 9 pieces. How much candy did he have?",
        "rate",
    ),
    (  # another thing asked
        "Paul bought 6 boxes of candy. Each box has 9 pieces. How much cake did he have?",
        "rate",
    ),
]


SCENE_UNIT = [
    (
        "Edward was selling his old games. He started out with 35 but sold 19 of them. He packed the rest up putting 8 games into each box. How many boxes did he have to use?",
        2,
    ),
    (
        "Edward was selling his old games. He started out with 35 but sold 19 of them. How many games does he have?",
        16,
    ),
]


SCENE_UNIT_NEAR_MISSES = [
    (  # the scene names particular things
        "Edward was selling the old games. He started out with 35 but sold 19 of them. How many games does he have?",
        "missing-unit",
    ),
    (  # the scene names two kinds
        "Edward was selling games and toys. He started out with 35 but sold 19 of them. How many games does he have?",
        "missing-unit",
    ),
]


OTHERS_PLACE = [
    (
        "Nadia has 20 caramels. She eats 6 caramels from her bag. How many caramels does Nadia have now?",
        14,
    ),
]


OTHERS_PLACE_NEAR_MISSES = [
    (
        "Nadia has 2 bags of caramels with 25 pieces in each bag. She eats 6 pieces from her brother's bag. How many pieces of caramel does Nadia have now?",
        "others-stock",
    ),
    (
        "Nadia has 20 caramels. She eats 6 caramels from Tom's bag. How many caramels does Nadia have now?",
        "others-stock",
    ),
]


NOT_EQUALLY_NEAR_MISSES = [
    (
        "Pedro caught 38 fish and released 14. He shared the rest among 6 friends, but not equally. How many fish did each friend get?",
        "rate",
    ),
    (
        "Pedro caught 38 fish and released 14. He shared the rest unequally among 6 friends. How many fish did each friend get?",
        "rate",
    ),
]


AT_A_TIME = [
    (
        "Roger can carry 4 trays at a time. He has 12 trays. How many trips will he make?",
        3,
    ),
    (
        "Roger could only carry 4 trays at a time. If he had to pick up 12 trays, how many trips will he make?",
        3,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trips will he make?",
        3,
    ),
    (
        "Roger picked up 10 trays from one table and 2 trays from another. How many trays did he pick up?",
        12,
    ),
    (
        "Wendy's old washing machine could only wash 8 pieces of clothing at a time. If she had to wash 39 shirts and 33 sweaters how many loads would she have to do?",
        9,
    ),
    (
        "Wendy's washing machine could only wash 8 pieces of clothing at a time. If she had to wash 40 shirts, how many loads would she have to do?",
        5,
    ),
]


AT_A_TIME_NEAR_MISSES = [
    (  # no 'at a time': an ability
        "Roger can carry 4 trays. He has 12 trays. How many trips will he make?",
        "habitual",
    ),
    (  # the goes do not come out whole
        "Roger can carry 4 trays at a time. He has 10 trays. How many trips will he make?",
        "not-whole",
    ),
    (  # other things to carry
        "Roger can carry 4 trays at a time. He has 12 trays and 3 cups. How many trips will he make?",
        "rate",
    ),
    (  # things that are no clothing
        "Wendy's washing machine could only wash 8 pieces of clothing at a time. If she had to wash 39 shirts and 33 plates, how many loads would she have to do?",
        "rate",
    ),
]


LEFT_OVER = [
    (
        "Noor has 50 stickers. She shares them equally among 8 classmates. How many stickers are left over?",
        2,
    ),
    (
        "Noor has 48 stickers. She shares them equally among 8 classmates. How many stickers are left over?",
        0,
    ),
    (
        "Zara bakes 40 cookies and packs them in bags of 6. How many cookies are left over?",
        4,
    ),
    (
        "Zara bakes 40 cookies and packs them in bags of 6. How many cookies remain?",
        4,
    ),
    (
        "Hugo has 100 stamps. He sorts them into albums of 30 stamps. How many stamps are left over?",
        10,
    ),
    (
        "Noor has 50 stickers and 5 pens. She shares the stickers equally among 8 classmates. How many stickers are left over?",
        2,
    ),
]


LEFT_OVER_NEAR_MISSES = [
    (  # other things asked
        "Noor has 50 stickers. She shares them equally among 8 classmates. How many pens are left over?",
        "rate",
    ),
    (  # left over for someone the text does not give them to
        "Noor has 50 stickers. She shares them equally among 8 classmates. How many stickers are left over for Tom?",
        "restricted-question",
    ),
    (  # no remainder asked, none whole
        "Noor has 50 stickers. She shares them equally among 8 classmates. How many stickers does each classmate get?",
        "not-whole",
    ),
]


ONE_AND_THE_OTHER = [
    (
        "Sofia planted 8 tulips in one pot and 5 tulips in the other. How many tulips did she plant?",
        13,
    ),
    (
        "Sofia planted 8 tulips in one pot and 5 tulips in another. How many tulips did she plant?",
        13,
    ),
    (
        "Tomasz can carry 3 sacks at a time from the barn. He has 12 sacks. How many trips will he make?",
        4,
    ),
    (
        "Keanu can fit 6 surfboards at a time on his truck. He has 18 surfboards. How many trips will he make?",
        3,
    ),
]


AT_A_TIME_GOER_NEAR_MISSES = [
    (  # another person's goes
        "Tom can carry 3 boxes at a time. Ann has 12 boxes. How many trips will Ann make?",
        "rate",
    ),
    (  # another person's things
        "Tom can carry 3 boxes at a time. Ann has 12 boxes. How many trips are needed?",
        "rate",
    ),
]


LISTS_IN_ONE_PLACE = [
    (
        "There are 6 girls in the club and 48 stickers. If the stickers are divided equally among the girls, how many stickers does each girl get?",
        8,
    ),
    (
        "There are 9 players on the team and 27 oranges. If the oranges are shared equally among the players, how many oranges does each player get?",
        3,
    ),
    (  # each item with its own place: the second is on the desk
        "There are 43 pencils in the drawer and 19 pencils on the desk. Dan placed 16 pencils on the desk. How many pencils are now there in total?",
        78,
    ),
]


NAMED_THINGS_SHARED = [
    (
        "Omar has 30 Skittles and 4 eggs. If he shares the Skittles among 6 friends, how many Skittles does each friend get?",
        5,
    ),
    (  # 'the Oreos' tagged a singular name, counted before in the plural
        "Lena has 24 Oreos. If she shares the Oreos among 3 cousins, how many Oreos does each cousin get?",
        8,
    ),
]


BOUGHT_PACKED = [
    (
        "Mrs. Diaz bought 36 muffins packed equally into 4 boxes. How many muffins were in each box?",
        9,
    ),
    (
        "Kofi bought 60 eggs packed equally into 5 cartons. How many eggs were in each carton?",
        12,
    ),
]


BOUGHT_PACKED_NEAR_MISSES = [
    (  # equal parts not said
        "Kofi bought 60 eggs packed into 5 cartons. How many eggs were in each carton?",
        "rate",
    ),
    (
        "Kofi had 12 eggs. He bought 60 eggs packed equally into 5 cartons. How many eggs were in each carton?",
        "rate",
    ),
    (
        "Kofi bought 60 eggs packed equally into 5 cartons. He broke 3 eggs. How many eggs were in each carton?",
        "rate",
    ),
    (
        "Tom sold 48 doughnuts packed equally into 4 boxes. How many doughnuts were in each box?",
        "rate",
    ),
    (
        "Tom bought 48 doughnuts and 12 bagels packed equally into 4 boxes. How many doughnuts were in each box?",
        "rate",
    ),
]


SOME_MORE_ARRIVE = [
    (
        "There were 12 ducks on the pond. Some more ducks landed on the pond. Then there were 20 ducks on the pond. How many ducks landed on the pond?",
        8,
    ),
    (
        "18 children were on the bus. At the next stop, some more children got on the bus. Then there were 31 children on the bus. How many children got on the bus?",
        13,
    ),
]


SOME_MORE_FLY_UP = [
    (  # 'up' hangs 'to the tree' under it: the verb's particle and place, as in the question
        "24 sparrows were sitting on a roof. Some more sparrows fly up to the roof. Then there were 31 sparrows on the roof. How many sparrows flew up to the roof?",
        7,
    ),
    (  # 'Some more' with no noun, 'How many more' the question's subject
        "24 sparrows were sitting on a roof. Some more fly up to the roof. Then there were 31 sparrows on the roof. How many more flew up to the roof?",
        7,
    ),
    (
        "24 sparrows were sitting on a roof. Some more fly up to the roof. Then there were 31 sparrows on the roof. How many more fly up to the roof?",
        7,
    ),
]


SOME_MORE_FLY_UP_NEAR_MISSES = [
    (  # another place asked
        "24 sparrows were sitting on a roof. Some more fly up to the roof. Then there were 31 sparrows on the roof. How many more flew up to the fence?",
        "unknown-mismatch",
    ),
]


ARRIVALS_ASKED_ALONE = [
    (  # the question names the things that moved and no place: the event left out
        "A lake had 14 swans. Some more swans joined them. Now 23 swans are on the lake. How many swans joined them?",
        9,
    ),
    (
        "There were 16 guests at the party. Some more guests arrived later. Now there are 25 guests at the party. How many more guests arrived?",
        9,
    ),
    (  # a preposition with no object at the end: a particle, as in the statement
        "There were 8 yachts at the pier. Some more yachts sailed in. Now there are 14 yachts at the pier. How many yachts sailed in?",
        6,
    ),
    (
        "There were 6 kids in the pool. Some more kids jumped in. Now there are 15 kids in the pool. How many kids jumped in?",
        9,
    ),
    (  # a manner of moving with a particle of arriving or leaving
        "There were 12 ants on the blanket. 7 more ants crawled onto the blanket. How many ants are on the blanket now?",
        19,
    ),
    (
        "There were 20 boats in the harbor. 6 boats sailed away. How many boats are in the harbor now?",
        14,
    ),
]


ARRIVALS_ASKED_ALONE_NEAR_MISSES = [
    (  # 'in' with an object is where they swam, not where they went
        "There were 10 kids in the pool. 5 kids paddled in the pool. How many kids are in the pool?",
        "unattached-quantity",
    ),
    (  # a total asked, not the event
        "There were 16 guests at the party. Some more guests arrived later. Now there are 25 guests at the party. How many guests arrived in all?",
        "unknown-mismatch",
    ),
]


HOLDING_WITH_A_PARTICLE = [
    (  # 'carry out' moves the chairs: no holding of the staff's
        "A hall has 30 chairs. The staff carries out 12 extra chairs. How many chairs are in the hall now?",
        "unsupported-verb",
    ),
    (
        "Tom has 5 apples. He holds up 3 apples. How many apples does he have?",
        "unsupported-verb",
    ),
]


ONE_CONTAINER_OF = [
    (  # one container with its contents counted: what the verb moves
        "Ines bought a bag of 48 candies. She ate 5 candies. How many candies does she have now?",
        43,
    ),
    (
        "Ravi has a box of 36 crayons. He gave 9 crayons to his sister. How many crayons does Ravi have now?",
        27,
    ),
    (
        "Chen got a pack of 20 stickers. He used 7 stickers. How many stickers does Chen have left?",
        13,
    ),
    (
        "Mele bought a bag of 42 Jolly Ranchers. If she divides the Jolly Ranchers equally among 7 classmates, how many Jolly Ranchers does each classmate get?",
        6,
    ),
]


ONE_CONTAINER_OF_NEAR_MISSES = [
    (  # a picture of things holds none of them
        "Tom took a picture of 5 dogs. How many dogs does he have?",
        "unattached-quantity",
    ),
]


SPLIT_STATED_BEFORE = [
    (  # the statement right before the question splits, the groups counted in the first
        "There are 9 goats in the barn and 27 carrots. The goats share the carrots equally. How many carrots does each goat get?",
        3,
    ),
    (
        "There are 7 students in the art room and 42 crayons. The crayons are shared equally among the students. How many crayons does each student get?",
        6,
    ),
    (
        "There are 5 teachers in the staff room and 35 muffins. The teachers share the muffins equally. How many muffins does each teacher get?",
        7,
    ),
]


SPLIT_STATED_BEFORE_NEAR_MISSES = [
    (  # other sharers than the groups asked
        "There are 9 goats in the barn and 27 carrots. The cows share the carrots equally. How many carrots does each goat get?",
        "rate",
    ),
    (  # not said equally
        "There are 9 goats in the barn and 27 carrots. The goats share the carrots. How many carrots does each goat get?",
        "rate",
    ),
]


GAVE_EACH_OF = [
    (  # 'each of her 3 friends' the dative, read as "gave 4 cupcakes to each of her 3 friends"
        "Ana had 30 cupcakes. She gave each of her 4 friends 5 cupcakes. How many cupcakes does she have left?",
        10,
    ),
    (
        "Mr. Lee gave each of his 6 students 3 pencils. How many pencils did he give away?",
        18,
    ),
]


GAVE_EACH_OF_NEAR_MISSES = [
    (  # one of them, not each
        "Ana had 30 cupcakes. She gave one of her 4 friends 5 cupcakes. How many cupcakes does she have left?",
        "ambiguous-quantity",
    ),
]


GROUPS_WHO_HOLD = [
    (  # the groups counted as the holders of the whole, then split among themselves
        "Five cousins have 40 stickers. If the stickers are shared equally among the cousins, how many stickers does each cousin get?",
        8,
    ),
    (  # a place with 'a'
        "There are 6 kids at a party and 42 balloons. The kids share the balloons equally. How many balloons does each kid get?",
        7,
    ),
]


GROUPS_WHO_HOLD_NEAR_MISSES = [
    (
        "Five cousins have 40 stickers. The stickers are shared equally among the friends. How many stickers does each cousin get?",
        "rate",
    ),
]


DATES_ARE_NO_AMOUNTS = [
    (  # a day after a month and a year after 'in' are times, not amounts
        "On May 4, Lena had 30 shells. On May 9, she found 8 more shells. How many shells does she have now?",
        38,
    ),
    (
        "In 2018, Omar planted 12 roses. In 2020, he planted 9 more roses. How many roses did he plant in all?",
        21,
    ),
    (
        "Tom picked 3 apples in May 2020 and 4 apples in June. How many apples did he pick?",
        7,
    ),
    (  # a number of things that looks like a year is an amount
        "Tom has 2019 stamps. He gave 19 stamps to Ann. How many stamps does Tom have?",
        2000,
    ),
]


SUMMARY_THEN_FIRST = [
    (  # a telling with no amount that the next sentence, opening with 'First', tells one by one
        "Last Sunday, Leila walked all over the park. First, she walked 0.5 mile to the pond. Then she walked 0.25 mile to the gate. How many miles did Leila walk?",
        0.75,
    ),
]


SUMMARY_THEN_FIRST_NEAR_MISSES = [
    (  # no 'First': the walk to school may be one more walk
        "Leila walked to school. Then she walked 2 miles to the park. How many miles did Leila walk?",
        "unquantified-event",
    ),
    (  # a walk with no amount after the summary's list
        "Leila walked all over the park. First, she walked 2 miles to the pond. Then she walked home. How many miles did Leila walk?",
        "unquantified-event",
    ),
]


GAPPED_POSSESSED = [
    (  # a second recipient and its amount after a double object
        "Osei had 25 marbles. He gave his brother 6 marbles and his sister 4. How many marbles does Osei have left?",
        15,
    ),
    (  # a possessed holder with its number, the verb of holding left out
        "Pablo has 9 stamps, and his sister 14. How many stamps do Pablo and his sister have in all?",
        23,
    ),
    (
        "Pablo has 9 stamps, and his sister 14. How many stamps does his sister have?",
        14,
    ),
]


GAPPED_POSSESSED_NEAR_MISSES = [
    (  # the other recipient's things are of another kind: he holds none of them
        "Osei had 25 marbles. He gave his brother 6 marbles and his sister 4 stickers. How many marbles does Osei have left?",
        "negative-holding",
    ),
]


NUMBERS_THAT_NAME = [
    (  # digits right after a capitalized noun of a series name one of them: no amount
        "Room 12 has 24 desks. The janitor brings in 5 more desks. How many desks are in Room 12 now?",
        29,
    ),
    (
        "Bus 42 had 30 students on it. At the first stop, 8 students got off. How many students are on the bus now?",
        22,
    ),
    (
        "Room 12 has 24 desks and Room 14 has 10 desks. How many desks are in Room 12?",
        24,
    ),
    (
        "Player number 23 scored 4 goals in the first game and 3 in the second. How many goals did he score?",
        7,
    ),
]


NUMBERS_THAT_NAME_NEAR_MISSES = [
    (  # 'the room' may be either room of the series
        "Room 12 has 24 desks and Room 14 has 10 desks. How many desks are in the room?",
        "unresolved-holder",
    ),
]


NUMBER_PARSED_ON_A_FAR_NOUN = [
    (  # the number hung on a word after a clause of its own: no count of that word
        "The coach brought 18 jerseys for the team and 4 extra in case some tore. How many jerseys did the coach bring?",
        "unattached-quantity",
    ),
]


EXTRA_AFTER_A_NOUN = [
    (
        "A baker made 36 buns and 12 extra. How many buns did the baker make?",
        48,
    ),
]


EACH_ENDS_UP_WITH = [
    (  # 'end up with' asks what each group gets
        "Five cousins have 40 stickers. The stickers are shared equally among the cousins. How many stickers does each cousin end up with?",
        8,
    ),
]


PLACED_INTO_NO_PERSON = [
    (  # a verb that puts things into a place never puts them into an earlier person's hands
        "Ayla planted 14 trees. Deniz planted 20 trees. How many trees has Ayla planted?",
        "implicit-party",
    ),
    (
        "The garden had 10 roses. Ayla planted 14 more roses. How many roses are in the garden?",
        24,
    ),
]


BROUGHT_FROM_A_PLACE = [
    (  # brought in from one place to another the text does not name
        "Room 204 has 16 chairs. The teacher brings in 6 more chairs from Room 110. How many chairs are in Room 204 now?",
        "implicit-party",
    ),
    (
        "The hall had 50 chairs. The janitor brought in 20 chairs. How many chairs are in the hall?",
        70,
    ),
]


CONTAINERS_MOVED = [
    (  # the question asks how many containers the one event moved, with its verb
        "Omar bought 96 stickers. Each sheet has 8 stickers. How many sheets did Omar buy?",
        12,
    ),
    (
        "Rosa sold 120 muffins. A tray holds 12 muffins. How many trays did Rosa sell?",
        10,
    ),
    (
        "Lena gave away 45 cards. Each pack holds 9 cards. How many packs did Lena give away?",
        5,
    ),
    (  # the contents of a relative clause's containers: the noun it hangs on
        "Kofi bought 72 pencils that came in boxes of 6. How many boxes of pencils did Kofi buy?",
        12,
    ),
    (
        "Kofi bought 72 pencils, which come in boxes of 6. How many boxes did Kofi buy?",
        12,
    ),
]


CONTAINERS_MOVED_NEAR_MISSES = [
    (  # another verb asked, another amount of the items, the items themselves asked
        "Omar bought 96 stickers. Each sheet has 8 stickers. How many sheets does Omar have?",
        "rate",
    ),
    (
        "Omar had 10 stickers. He bought 96 stickers. Each sheet has 8 stickers. How many sheets did Omar buy?",
        "rate",
    ),
    (
        "Omar bought 96 stickers and Ali bought 40 stickers. Each sheet has 8 stickers. How many sheets did Omar buy?",
        "rate",
    ),
    (
        "Kofi bought 72 pencils that came in boxes of 6. How many pencils did Kofi buy?",
        "rate",
    ),
]


TAKES_FOR_ONE = [
    (  # 'one' or 1 of the one item a time or an amount is taken for, as 'a'
        "It takes 5 minutes to wash 1 car. How many minutes will it take to wash 8 cars?",
        40,
    ),
    (
        "It takes 6 cups of flour to make one cake. How many cups of flour does it take to make 4 cakes?",
        24,
    ),
    (
        "It takes 3 lemons to make 1 pitcher of lemonade. How many lemons are needed for 5 pitchers?",
        15,
    ),
    (
        "It takes 3 lemons to make one pitcher. Mia has 15 lemons. How many pitchers can she make?",
        5,
    ),
]


TAKES_FOR_ONE_NEAR_MISSES = [
    (  # more than one item: no rate per one is said
        "It takes 12 minutes to paint 3 fence posts. How long will it take to paint 9 fence posts?",
        "unit-mismatch",
    ),
    (
        "It takes 6 cups of flour to make 2 cakes. How many cups of flour does it take to make 4 cakes?",
        "unresolved-pronoun",
    ),
]


COMPOUND_SHORTENED = [
    (  # a bare head noun in a later sentence names the one compound before it
        "Priya went to 6 basketball games in May. She went to 4 games in June. How many basketball games did Priya go to in all?",
        10,
    ),
    (
        "Omar had 30 trading cards. He bought 12 more cards. How many cards does Omar have now?",
        42,
    ),
    (
        "Omar had 30 trading cards. He bought 12 more cards. How many trading cards does Omar have now?",
        42,
    ),
    (
        "Lucia has 18 glass beads. She gave 5 beads to Tia. How many beads does Lucia have left?",
        13,
    ),
]


COMPOUND_SHORTENED_NEAR_MISSES = [
    (  # the same sentence, two kinds, or a word of its own ('other', 'new')
        "Omar had 30 trading cards and 12 cards. How many cards does Omar have?",
        "unit-mismatch",
    ),
    (
        "Omar had 30 trading cards. He bought 12 baseball cards. He lost 5 cards. How many trading cards does Omar have?",
        "unit-mismatch",
    ),
    (
        "Omar had 30 trading cards. He bought 12 other cards. How many trading cards does Omar have?",
        "unit-mismatch",
    ),
    (
        "Omar had 30 trading cards. He bought 12 new cards. How many trading cards does Omar have?",
        "unit-mismatch",
    ),
]


PLANS_TOLD_NOW = [
    (  # a plan told now is the future, as 'will': a question with 'will' counts it
        "Ana read 12 pages on Monday. She plans to read 15 pages on Tuesday. How many pages will she read in all?",
        27,
    ),
    (
        "Ana has 12 stickers. She is going to buy 8 more stickers. How many stickers will Ana have?",
        20,
    ),
    (
        "Ana has 12 stickers. She plans to give 5 stickers to Ben. How many stickers will Ana have?",
        7,
    ),
]


PLANS_TOLD_NOW_NEAR_MISSES = [
    (  # a question about now, a past or negated plan, a wish, no plan
        "Ana has 12 stickers. She plans to buy 8 more stickers. How many stickers does Ana have?",
        "future-event",
    ),
    (
        "Ana has 12 stickers. She planned to buy 8 more stickers. How many stickers will Ana have?",
        "conditional",
    ),
    (
        "Ana has 12 stickers. She does not plan to buy 8 more stickers. How many stickers will Ana have?",
        "conditional",
    ),
    (
        "Ana has 12 stickers. She wants to buy 8 more stickers. How many stickers will Ana have?",
        "conditional",
    ),
    (
        "Ana read 12 pages on Monday. How many pages will she read in all?",
        "unsupported-verb",
    ),
]


PRONOUN_JOINED_SUBJECT = [
    (  # the subject of the clause a subject pronoun's clause is joined to competes with the chain's holder
        "Lena had 8 shells. Her friend Maya gave her 5 shells, and then she gave 3 to her brother. How many shells does Lena have now?",
        "unresolved-pronoun",
    ),
    (
        "Lena had 8 shells. Maya gave her 5 shells, and then she gave 3 to her brother. How many shells does Lena have now?",
        "unresolved-pronoun",
    ),
    (  # another gender: no rival
        "Lena had 8 shells. Tom gave her 5 shells, and then she gave 3 to her brother. How many shells does Lena have now?",
        10,
    ),
]


COMPOUND_LIST_OF_KINDS = [
    (  # a bare noun may sum a list of kinds; a value is no name
        "A club bought 12 footballs and 9 tennis balls. How many balls did the club buy altogether?",
        "unit-mismatch",
    ),
    (
        "Rui had 10 dollar bills. He spent 3 bills. How many bills does Rui have now?",
        "unit-mismatch",
    ),
]


NUMBER_BEFORE_HYPHENATED = [
    (  # 'five' may begin 'five-dollar': one number or two
        "Jack had twenty five-dollar bills. He spent 3 bills. How many bills does Jack have now?",
        "unsupported-quantity",
    ),
    (
        "A farm had one hundred two-year-old cows. It sold 3 cows. How many cows does it have?",
        "unsupported-quantity",
    ),
    (  # a hyphen inside the number, or none: one number
        "Jack had twenty-five dollars. He spent 3 dollars. How much money does he have?",
        22,
    ),
]


PRONOUN_JOINED_STATE = [
    (  # a state after a transfer is what the receiver now holds: the chain's holder
        "Lena had some shells. Her friend Maya gave her 5 shells, and now she has 13. How many shells did Lena have at first?",
        8,
    ),
]


BILL_OF_SPENDING = [
    (  # 'be' with a bill noun asks what was spent, beside no rate: the spending events summed
        "Sara spent $5.36 on a hotdog and $5.10 on a salad. What was the total cost?",
        10.46,
    ),
    (
        "Sara spent $5.36 on a hotdog and $5.10 on a salad. How much was the bill?",
        10.46,
    ),
    (
        "Sara spent $5 on lunch. Tom spent $3 on lunch. What was the total cost?",
        8,
    ),
]


BILL_OF_SPENDING_NEAR_MISSES = [
    (  # money held before, money earned, money given back: no bill the events alone tell
        "Sara had $20. She spent $5.36 on a hotdog and $5.10 on a salad. What was the total cost?",
        "unsupported-question",
    ),
    (
        "Sara earned $5 on Monday and $3 on Tuesday. What was the total cost?",
        "unsupported-question",
    ),
    (
        "Sara spent $5 on lunch and got $2 back. What was the total cost?",
        "unsupported-question",
    ),
]


MISSED_BESIDE_ATTENDED = [
    (  # the events someone missed are no part of the ones asked as gone to
        "Lina went to 8 chess games this year, but missed 5. She went to 6 games last year. How many chess games did Lina go to in all?",
        14,
    ),
    (
        "Hugo attended 12 concerts this year but missed 3. He attended 7 concerts last year. How many concerts did Hugo attend in all?",
        19,
    ),
]


MISSED_BESIDE_ATTENDED_NEAR_MISSES = [
    (  # the events held asked, another noun missed
        "Lina went to 8 chess games this year, but missed 5. How many chess games were played this year?",
        "unattached-quantity",
    ),
    (
        "Lina went to 8 chess games this year, but missed 5 buses. How many chess games did Lina go to?",
        "unsupported-verb",
    ),
]


IT_TAKES_SOMEONE_ASKED = [
    (  # 'it' of "will it take Anwar to mow": the doing; the one it takes is asked
        "It takes 20 minutes to mow one lawn. How long will it take Anwar to mow 6 lawns?",
        120,
    ),
    (
        "It takes Sam 7 minutes to bake one pan. How long will it take Sam to bake 4 pans?",
        28,
    ),
    (  # another doing, another taker
        "It takes 20 minutes to mow one lawn. How long will it take Anwar to rake 6 lawns?",
        "rate",
    ),
    (
        "It takes Sam 7 minutes to bake one pan. How long will it take Tom to bake 4 pans?",
        "rate",
    ),
]


PLAN_FUTURE_PERFECT = [
    (  # "will he have saved": the future, simple or perfect
        "Kofi has saved 60 dollars. He plans to save 15 more dollars next week. How much money will Kofi have saved then?",
        75,
    ),
    (
        "Kofi saved 60 dollars. He planned to save 15 more dollars. How much money will Kofi have saved?",
        "conditional",
    ),
]


COLLOCATION_SHORTENED = [
    (  # a two-word noun whose first word the tagger calls an adjective ("comic books")
        "Yara read 12 comic books in June. She read 9 books in July. How many comic books did Yara read in the two months?",
        21,
    ),
]


STRANDED_AFTER_A_REPAIR = [
    (  # the model made the verb a modifier of its subject; the repair makes it a verb, then its stranded 'in' a particle
        "There were 5 canoes at the dock. Some more canoes paddled in. Now there are 9 canoes at the dock. How many canoes paddled in?",
        4,
    ),
    (
        "There were 8 boats at the harbor. Some more boats sailed in. Now there are 13 boats at the harbor. How many boats sailed in?",
        5,
    ),
]


DONE_TOTAL = [
    (  # what each did, held from none: the asked doer's event is the unknown, the whole placed after the events
        "Ada and Ben collected 60 cans in total. Ada collected 18 cans. How many cans did Ben collect?",
        42,
    ),
    (
        "Ada, Ben and Cleo collected 60 cans in total. Ada collected 18 cans and Ben collected 25 cans. How many cans did Cleo collect?",
        17,
    ),
    (
        "Ada and Ben collected 60 cans together. Ada collected 18 cans. How many cans did Ben collect?",
        42,
    ),
]


DONE_TOTAL_NEAR_MISSES = [
    (  # another verb asked, a holding or another event of the unit, the present
        "Ada and Ben collected 60 cans in total. Ada collected 18 cans. How many cans does Ben have?",
        "stated-total",
    ),
    (
        "Ada and Ben collected 60 cans in total. Ada had 5 cans. Ada collected 18 cans. How many cans did Ben collect?",
        "stated-total",
    ),
    (
        "Ada and Ben collected 60 cans in total. Ada collected 18 cans and gave 3 to Ben. How many cans did Ben collect?",
        "stated-total",
    ),
    (
        "Ada and Ben collected 60 cans in total. Ada bought 18 cans. How many cans did Ben collect?",
        "stated-total",
    ),
    (
        "Ada and Ben collect 60 cans in total. Ada collects 18 cans. How many cans does Ben collect?",
        "stated-total",
    ),
]


NAMES_TAGGED_OTHERWISE = [
    (  # a capitalized subject tagged an adverb, a noun or a verb, capitalized inside a sentence somewhere
        "Ken has 6 books. Lily has 4 times as many books as Ken. How many books does Lily have?",
        24,
    ),
    (
        "Ayo has 15 dollars. Bisi has twice as much money as Ayo. How much money does Bisi have?",
        30,
    ),
    (  # a sentence's first word is capitalized whatever it is
        "Apples cost $2 each. Sam buys 3 apples. How much does Sam spend?",
        6,
    ),
]


COMPARATIVE_AFTER_THE_COUNT = [
    (  # "4 dollars more than Zoe" as "4 more dollars than Zoe"; "$4.50 more than Zoe" as "22 more than Ethan"
        "Zoe has $12.75. Sam has $4.50 more than Zoe. How much money does Sam have?",
        17.25,
    ),
    (
        "Zoe has 12 dollars. Sam has 4 dollars more than Zoe. How much money does Sam have?",
        16,
    ),
    (
        "Zoe has 12 apples. Sam has 4 apples more than Zoe. How many apples does Sam have?",
        16,
    ),
    (
        "Zoe has 12 apples. Sam has 4 apples fewer than Zoe. How many apples does Sam have?",
        8,
    ),
]


COMPARATIVE_AFTER_THE_COUNT_NEAR_MISSES = [
    (  # than whom is not said (a holding, not a gain); another noun; two bases
        "Zoe has 12 apples. Sam has 4 apples more. How many apples does Sam have?",
        "comparative",
    ),
    (
        "Zoe has 12 apples. Sam has 4 pears more than Zoe. How many apples does Sam have?",
        "comparative",
    ),
    (
        "Zoe has $12. Sam has $4 more than Zoe and Ann. How much money does Sam have?",
        "comparative",
    ),
    (  # a gain of 4 more is a gain
        "Sam had 12 apples. He bought 4 apples more. How many apples does he have?",
        16,
    ),
]


IT_FOR_A_PLACE = [
    (  # the one singular, uncounted place after a preposition of place
        "There were 14 birds on a tree. 9 more birds landed on it. How many birds are on the tree now?",
        23,
    ),
    (
        "There were 14 birds on a tree. Some more birds landed on it. Now there are 23 birds on the tree. How many birds landed on the tree?",
        9,
    ),
    (  # two places: which one is not said
        "There were 14 birds on a tree and 5 birds on a fence. 9 more birds landed on it. How many birds are on the tree now?",
        "unresolved-pronoun",
    ),
]


PRONOUN_GOES_ON = [
    (  # the subject goes on when its clause names no other person
        "Tom has 12 cards. Sam has 8 cards. Sam buys 3 cards, and then he gives 2 to Tom. How many cards does Sam have?",
        9,
    ),
    (  # another person in the first clause, or no joined clause
        "Tom has 12 cards. Sam has 8 cards. Sam gives Tom 3 cards, and then he gives 2 to Ann. How many cards does Sam have?",
        "unresolved-pronoun",
    ),
    (
        "Tom has 12 cards. Sam has 8 cards. He buys 3 cards. How many cards does Sam have?",
        "unresolved-pronoun",
    ),
]


COMPARED_THEN_UNSTATED = [
    (  # the compared holding is a fact like any other; the unstated change is asked
        "Tom has 12 cards. Sam has 4 fewer cards than Tom. Sam buys some cards. Now Sam has 15 cards. How many cards did Sam buy?",
        7,
    ),
    (
        "Tom has 12 cards. Sam has twice as many cards as Tom. Sam gave away some cards. Now Sam has 15 cards. How many cards did Sam give away?",
        9,
    ),
    (  # no later holding; a start asked beside a comparison
        "Tom has 12 cards. Sam has 4 fewer cards than Tom. Sam buys some cards. How many cards did Sam buy?",
        "unknown-mismatch",
    ),
    (  # a start beside a comparison is read since session 41: nothing changed Sam's cards
        "Sam had some cards. Tom has 4 more cards than Sam. Tom has 15 cards. How many cards did Sam have at first?",
        11,
    ),
]


COMPARATIVE_AFTER_THE_COUNT_MORE = [
    (  # the counted noun read as 'acomp'; 'less' of money; a name after 'than' the tagger made a noun
        "Bongani has 40 marbles. Freya has 12 marbles fewer than Bongani. How many marbles does Freya have?",
        28,
    ),
    (
        "Rania scored 64 points. Joaquin scored 19 points fewer than Rania. How many points did Joaquin score?",
        45,
    ),
    (
        "Gaspard has $15.75. Amani has $3.20 less than Gaspard. How much money does Amani have?",
        12.55,
    ),
    (
        "Delores has 23 pens. Ivy has 9 fewer pens than Delores. How many pens does Ivy have?",
        14,
    ),
    (  # 'less than' with no number before it: no comparison of amounts
        "Sam has 5 apples. Tom has less than 8 apples. How many apples does Tom have?",
        "comparative",
    ),
]


DONE_TOTAL_MORE_VERBS = [
    (  # a verb the lexicon lacks (tallied), a verb of loss (counted as what it moved)
        "Maya, Ngozi and Rahul wrote 50 postcards altogether. Maya wrote 14 postcards and Ngozi wrote 21 postcards. How many postcards did Rahul write?",
        15,
    ),
    (  # 'Sven' parsed as an adverb: the list repaired (docview._lists_read_apart)
        "Sven, Ngozi and Rahul wrote 50 postcards altogether. Sven wrote 14 postcards and Ngozi wrote 21 postcards. How many postcards did Rahul write?",
        15,
    ),
    (
        "Dmitri, Aisha and Kofi sold 41 pies together. Dmitri sold 12 pies and Aisha sold 16 pies. How many pies did Kofi sell?",
        13,
    ),
    (  # the question asks with another verb
        "Sven and Ngozi wrote 50 postcards altogether. Sven wrote 14 postcards. How many postcards does Ngozi have?",
        "stated-total",
    ),
]


CONTAINERS_NEEDED_FOR = [
    (  # "for N <items>" of what one container holds: the containers' total
        "Each van holds 8 children. How many vans are needed for 56 children?",
        7,
    ),
    (
        "Each box holds 6 eggs. How many boxes are needed for 42 eggs?",
        7,
    ),
    (  # another noun; not a whole number of containers
        "Each van holds 8 children. How many vans are needed for 56 adults?",
        "quantity-in-question",
    ),
    (
        "Each van holds 8 children. How many vans are needed for 60 children?",
        "not-whole",
    ),
]


TOTAL_BILL_ASKED = [
    (  # "What was the total bill?" as "What was the total cost?": what was paid
        "Connor ordered a pizza for $14 and a salad for $8. What was the total bill?",
        22,
    ),
    (
        "Pens cost $2 each. Sara bought 4 pens. What was the total bill?",
        8,
    ),
    (  # 'the total of' a single thing is no count
        "Sara spent $5 on soup and $4 on bread. What was the total of the picnic bill?",
        "no-question",
    ),
]


LISTS_READ_APART = [
    (  # the first name hung on the verb as a modifier: the list is the subject
        "Mia, Noor and Kai picked 50 apples in total. Mia picked 14 apples and Noor picked 21 apples. How many apples did Kai pick?",
        15,
    ),
    (  # a time word or a connective before the comma is no name
        "Then, Noor and Kai picked 50 apples together. Noor picked 14 apples. How many apples did Kai pick?",
        "stated-total",
    ),
]


ONE_MORE_THING_UNCOUNTED = [
    (  # "4 more flowers, and a rose too": the count leaves one thing out
        "Noor has 13 flowers. Sami gives Noor 4 more flowers, and a rose too. How many flowers does Noor have now?",
        "unquantified-event",
    ),
]


GROUP_CHANGE_AFTER_EACH = [
    (  # "have 12 cards each. They buy 3 more": 3 each, or 3 in all?
        "Luis and Ana have 12 cards each. They buy 3 more cards. How many cards do Luis and Ana have in total?",
        "plural-holder",
    ),
    (
        "Debby had 32 pieces and her sister had 42. They ate 35 pieces. How many pieces do they have left?",
        39,
    ),
]


SHARED_BARE_COUNT = [
    (
        "There are 42 apples. They are shared equally among 6 baskets. How many apples go in each basket?",
        7,
    ),
    (
        "There are 35 bottle caps. If the bottle caps are divided into 7 equal groups, how many bottle caps are in each group?",
        5,
    ),
    (  # a place named before: the place holds them, as before
        "There are 42 apples in a box. They are shared equally among 6 baskets. How many apples go in each basket?",
        7,
    ),
    (  # a change of the scene's holding before the share: no holder to write it on
        "There are 42 apples. 6 apples are eaten. They are shared equally among 6 baskets. How many apples go in each basket?",
        "rate",
    ),
    (  # "into" without a word of equally says nothing of each basket
        "There are 42 apples. They are put into 6 baskets. How many apples are in each basket?",
        "rate",
    ),
]


RECEIVERS_READ_AS_RANGES = [
    (
        "Noor has 50 stickers. She gives them out equally to 8 classmates. How many stickers are left over?",
        2,
    ),
    (
        "Noor has 48 stickers. She gives them out equally to 8 classmates. How many stickers does each classmate get?",
        6,
    ),
    (
        "Noor has 50 stickers. She gives them out equally to 8 classmates. How many stickers does each classmate get?",
        "not-whole",
    ),
]


REMAINDER_STATED = [
    (
        "Tomás put 31 marbles into 3 equal piles and had 1 marble left over. How many marbles were in each pile?",
        10,
    ),
    (
        "Liam tied 47 balloons into bunches of 5, and 2 balloons were left over. How many bunches did he make?",
        9,
    ),
    (
        "Jonas packed 53 books into 6 boxes with the same number in each box, and 5 books were left over. How many books did he put in each box?",
        8,
    ),
    (
        "Ana shared 29 cards equally among 4 friends and had 1 card left. How many cards did each friend get?",
        7,
    ),
    (
        "Ana packed 29 cards into boxes of 4 and had 1 card left. How many boxes did she fill?",
        7,
    ),
]


REMAINDER_STATED_NEAR_MISSES = [
    (  # what is left is another thing
        "Ana shared 29 cards equally among 4 friends and had 1 marble left. How many cards did each friend get?",
        "rate",
    ),
    (  # the remainder told does not leave whole groups
        "Ana shared 29 cards equally among 4 friends and had 2 cards left. How many cards did each friend get?",
        "not-whole",
    ),
    (  # stated and asked
        "Ana shared 29 cards equally among 4 friends and had 1 card left over. How many cards are left over?",
        "rate",
    ),
    (  # "and now she has 38 left" after a gift: a holding, no remainder of a share
        "Sara had some trucks. She gave 13 to Jeff, and now she has 38 trucks left. How many trucks did Sara have to start with?",
        51,
    ),
]


EQUAL_ROWS = [
    (
        "A janitor sets out 120 chairs in 8 equal rows. How many chairs are in each row?",
        15,
    ),
    (
        "A teacher lined up 30 students in 5 equal rows. How many students are in each row?",
        6,
    ),
    (
        "Mia tied 20 roses into 4 equal bunches. How many roses are in each bunch?",
        5,
    ),
    (  # rows not said equal
        "A janitor sets up 120 chairs in 8 rows. How many chairs are in each row?",
        "rate",
    ),
]


SPLIT_ITSELF = [
    (
        "There are 56 students. They split into 8 equal teams. How many students are on each team?",
        7,
    ),
    (
        "56 students split into 8 equal teams. How many students are on each team?",
        7,
    ),
    (  # teams not said equal
        "There are 56 students. They split into 8 teams. How many students are on each team?",
        "rate",
    ),
    (  # 'They' two holders
        "Sam and Ann have 56 cards. They split into 8 equal teams. How many cards are on each team?",
        "rate",
    ),
]


PASSIVE_PACKED_OR_HANDED = [
    (
        "There are 120 stickers in a drawer. They are packed equally into 4 envelopes. How many stickers are in each envelope?",
        30,
    ),
    (
        "There were 160 tickets. They were given out evenly to 8 booths. How many tickets did each booth receive?",
        20,
    ),
    (
        "A farm stand had 108 eggs. The eggs were packed into cartons of 12. How many cartons were filled?",
        9,
    ),
    (  # packed into envelopes, not said equally
        "There are 120 stickers. They are packed into 4 envelopes. How many stickers are in each envelope?",
        "rate",
    ),
]


GROUPS_OF_EQUAL_SIZE = [
    (
        "56 students are split into 8 teams of equal size. How many students are on each team?",
        7,
    ),
    (
        "Keiko arranges 72 tiles in 6 rows of the same length. How many tiles are in each row?",
        12,
    ),
    (
        "There are 35 bottle caps. If the bottle caps are organized into 7 equal groups, how big is each group?",
        5,
    ),
]


RATE_OF_A_BASE = [
    (
        "Sam has 3 bags with 8 marbles in each bag. Ana has 5 more marbles than Sam. How many marbles does Ana have?",
        29,
    ),
    (
        "Sam has 3 bags with 8 marbles in each bag. Ana has twice as many marbles as Sam. How many marbles does Ana have?",
        48,
    ),
    (  # the rate's holder is compared with nobody: another holder's rate is not read for the asked one
        "Uma bought 7 packs of balloons and gave 3 packs to Leo. Each pack has 4 balloons. Leo already had 5 balloons. How many balloons does Leo have now?",
        "rate",
    ),
    (
        "A shelter had 9 blankets. Volunteers brought in 3 boxes with 6 blankets in each box. How many blankets does the shelter have now?",
        "rate",
    ),
]


KINDS_BESIDE_CONTAINERS_OF_THEM = [
    (
        "A florist has 4 buckets of roses with 12 roses in each bucket. She also has 30 tulips. How many flowers does the florist have?",
        78,
    ),
    (  # the roses in the buckets are not counted
        "A florist has 4 buckets of roses. She also has 30 tulips. How many flowers does the florist have?",
        "unit-mismatch",
    ),
]


COMPARED_KIND_IN_A_WHOLE = [
    (
        "Lucy has 9 apples. Max has 3 more apples than Lucy. Max also has 5 pears. How many fruits does Max have?",
        17,
    ),
    (
        "Lucy has 9 apples and 4 pears. Max has 3 more apples than Lucy. How many fruits does Lucy have?",
        13,
    ),
    (
        "Lucy has 9 apples. Max has 3 more apples than Lucy. Max also has 5 pears. How many fruits do they have together?",
        26,
    ),
    (  # 'twice as many' names no amount of the kind: not read as a part of the whole
        "Lucy has 9 apples. Max has twice as many apples as Lucy. Max also has 5 pears. How many fruits does Max have?",
        "comparative",
    ),
]


GROUPS_MADE_OF_A_SIZE = [
    (
        "Elif has 25 flowers. She makes bunches of 4 flowers. How many flowers are left over?",
        1,
    ),
    (
        "Elif has 24 flowers. She makes bunches of 4 flowers. How many bunches does she make?",
        6,
    ),
    (
        "Tom has 38 beads. He makes necklaces of 9 beads. How many beads are left over?",
        2,
    ),
    (
        "A cook made 96 pancakes and piled them in stacks of 8. How many stacks did the cook make?",
        12,
    ),
    (
        "Mrs. Otieno plants 84 tulips in rows of 7. How many rows does she plant?",
        12,
    ),
    (
        "48 students were put into teams of 4. How many teams were there?",
        12,
    ),
    (
        "A florist had 50 roses. 8 of them were wilted, and she tied the rest into bunches of 7. How many bunches did she tie?",
        6,
    ),
    (  # the groups do not use up what she has, and nothing is asked left over
        "Tom has 38 beads. He ties them into bunches of 9. How many bunches does he make?",
        "not-whole",
    ),
    (  # nothing is told of what she has
        "Elif makes bunches of 4 flowers. How many bunches does she make?",
        "rate",
    ),
]


SAME_NUMBER_SET_BESIDE = [
    (
        "Priya has 50 beads. She puts them into 5 boxes, the same number in each. How many beads are in each box?",
        10,
    ),
    (
        "Priya has 50 beads. She uses 14 beads for a bracelet and puts the others into 4 boxes, the same number in each. How many beads are in each box?",
        9,
    ),
    (
        "Zainab hung 56 paintings on the 7 walls of the gallery, the same number on each wall. How many paintings are on each wall?",
        8,
    ),
    (  # nothing says the walls hold the same number
        "Zainab hung 56 paintings on 7 walls. How many paintings are on each wall?",
        "rate",
    ),
]


KEPT_BEFORE_THE_REST = [
    (
        "Ana picked 75 strawberries. She kept 15 for herself, and the others were shared equally among her 6 cousins. How many strawberries did each cousin get?",
        10,
    ),
    (
        "Fatima had 47 pencils. She kept 5 for herself and gave the others out equally to 6 classmates. How many pencils did each classmate receive?",
        7,
    ),
    (  # the shared 60 are not said to be the rest
        "Ana picked 75 strawberries. She shared 60 equally among her 6 cousins. How many strawberries did each cousin get?",
        "rate",
    ),
]


SHARED_TOTAL_ASKED = [
    (
        "Lena shared her stickers equally among 4 friends. Each friend got 6 stickers. How many stickers did Lena share?",
        24,
    ),
    (  # another thing got
        "Lena shared her stickers equally among 4 friends. Each friend got 6 marbles. How many stickers did Lena share?",
        "rate",
    ),
    (  # what she had is not asked by the verb of the share
        "Lena shared her stickers equally among 4 friends. Each friend got 6 stickers. How many stickers did Lena have?",
        "rate",
    ),
]


REMAINDER_OF_UNEQUAL_PARTS = [
    (  # 'among' without a word of equally: a remainder fixes no part
        "Nadia shared 30 cards among 4 friends and had 2 cards left. How many cards did each friend get?",
        "rate",
    ),
    (
        "Nadia shared 30 cards equally among 4 friends and had 2 cards left. How many cards did each friend get?",
        7,
    ),
]


HOLDING_VERB_OF_MOVING = [
    (
        "Sam carries 5 chairs from the car to the house. How many chairs does Sam have?",
        "unsupported-verb",
    ),
    (
        "Room 12 has 6 tables with 4 chairs at each table, and Room 15 has 18 chairs. Mr. Ito carries 5 chairs from Room 12 to Room 15. How many chairs are left in Room 12?",
        "unsupported-verb",
    ),
    (
        "Sam has 5 chairs from the store. How many chairs does Sam have?",
        5,
    ),
]


REST_OF_COMPOUND_KINDS = [
    (
        "A farm has 40 animals. 15 of them are dairy cows and the rest are beef cows. How many beef cows are on the farm?",
        25,
    ),
    (
        "A shop has 30 cars. 12 of them are toy cars and the rest are race cars. How many race cars does the shop have?",
        18,
    ),
    (  # the two kinds the same
        "Joe has 35 trees. 12 of them are oak trees and the rest are oak trees. How many oak trees does Joe have?",
        "unresolved-holder",
    ),
    (  # an adjective is no kind the split names
        "Joe has 35 apples. 12 of them are big apples and the rest are small apples. How many small apples does Joe have?",
        "unresolved-holder",
    ),
]


ASKED_HOLDERS_CONTAINERS = [
    (
        "George has 2 boxes of blocks. Each box holds 6 blocks and there are 5 boxes in a case. How many blocks does George have?",
        12,
    ),
    (
        "George has 2 boxes of blocks and Ann has 4 boxes of blocks. Each box holds 6 blocks. How many blocks does George have?",
        12,
    ),
    (  # both holders asked: the whole is not read
        "George has 2 boxes of blocks and Ann has 4 boxes of blocks. Each box holds 6 blocks. How many blocks do they have?",
        "rate",
    ),
    (  # the boxes a transfer moves are no holding of one holder
        "Each box holds 6 eggs. Sam has 4 boxes and gives Tom 2 boxes. How many eggs does Tom have?",
        "rate",
    ),
]


IDLE_PRICES = [
    (
        "Pencils cost $1 each and erasers cost $2 each. Sofia buys 4 erasers. How much does she spend?",
        8,
    ),
    (
        "Pencils cost $1 each and erasers cost $2 each. Sofia buys 4 erasers and 3 pencils. How much does she spend?",
        11,
    ),
    (  # the pencils bought are not counted: not idle
        "Pencils cost $1 each and erasers cost $2 each. Sofia buys 4 erasers and some pencils. How much does she spend?",
        "unsupported-question",
    ),
    (  # one price only, of items nobody buys
        "Pencils cost $1 each. Sofia buys 4 erasers. How much does she spend?",
        "rate",
    ),
]


COMPLEMENT_NOUNS = [
    (
        "There are 30 students in a class. 12 of them are boys. How many girls are in the class?",
        18,
    ),
    (
        "The school choir has 45 singers. 19 of them are boys. How many girls are in the choir?",
        26,
    ),
    (
        "A bus has 40 people. 15 of them are women. How many men are on the bus?",
        25,
    ),
    (  # the kind told is the kind asked: no split read
        "There are 30 students in a class. 12 of them are girls. How many girls are in the class?",
        "unresolved-holder",
    ),
    (  # two wholes before the part
        "There are 30 students and 4 teachers in a class. 12 of them are boys. How many girls are in the class?",
        "unresolved-holder",
    ),
    (  # a restricted kind
        "There are 30 students in a class. 12 of them are tall boys. How many girls are in the class?",
        "unresolved-holder",
    ),
]


ROUND92_PRECISION = [
    (  # 'them' may be the baskets or the eggs
        "A farmer had 3 baskets with 10 eggs in each. He sold 2 of them. How many eggs does he have left?",
        "missing-unit",
    ),
    (
        "Sam bought 3 boxes of 8 stickers. He gave 2 of them to Ann. How many stickers does Sam have?",
        "missing-unit",
    ),
    (
        "A farmer had 30 eggs. He sold 2 of them. How many eggs does he have left?",
        28,
    ),
    (  # his books are on the shelf too: what the shelf holds is not one fact
        "Keanu keeps his 14 comic books on a shelf. His sister's 9 comic books are on that shelf too. How many comic books are on the shelf?",
        "underdetermined",
    ),
    (
        "Keanu keeps his 14 comic books on a shelf. How many comic books does Keanu have?",
        14,
    ),
]


EVENT_OF_NO_HOLDER_BESIDE_A_SPLIT = [
    (
        "There are 30 students in a class. 12 of them are boys and the rest are girls. 3 girls leave. How many girls are in the class?",
        "unresolved-holder",
    ),
    (
        "There are 30 students in a class. 12 of them are boys. 3 girls leave. How many girls are in the class?",
        "unresolved-holder",
    ),
]


RATE_IN_ANOTHER_UNIT = [
    (
        "Mia reads for 45 minutes every day. How many hours does she read in 4 days?",
        3,
    ),
    (
        "Mia reads for 45 minutes every day for 4 days. How many hours did she read?",
        3,
    ),
    (
        "Mia swims 400 meters a day. How many kilometers does she swim in 5 days?",
        2,
    ),
    (
        "A snail crawls 2 feet an hour. How many inches does it crawl in 3 hours?",
        72,
    ),
    (  # asked in the unit of the stretch or of the rate's items: not the total
        "Mia sleeps 8 hours a day. How many days does she sleep in 3 weeks?",
        "convertible-unit",
    ),
    (  # another amount of the measure beside the rate
        "Mia had 2 hours of homework. She does 30 minutes a day. How many hours does she do in 4 days?",
        "convertible-unit",
    ),
    (  # no holder asked: the total's holder is not said
        "A movie lasts 90 minutes. How many hours do 2 movies last?",
        "convertible-unit",
    ),
    (  # money asked in another unit is not converted
        "Each pencil costs 50 cents. How many dollars do 4 pencils cost?",
        "rate",
    ),
    (
        "Sam earns $5 an hour. How many cents does he earn in 3 hours?",
        "rate",
    ),
]


WORDS_READ_AS_OTHER_PARTS = [
    (
        "Lukas averages 12 points per game. How many points would he score in 5 games?",
        60,
    ),
    (
        "Mira averages 9 points per game in soccer. How many points will she score in 4 games?",
        36,
    ),
    (
        "The festival lasts 1 week and 2 days. How many days does the festival last?",
        9,
    ),
    (
        "The summer course lasts 28 days. How many weeks does the summer course last?",
        4,
    ),
]


WANTED_AMOUNT_GOALS = [
    (
        "Farah wants to collect 80 seashells. She has 45 seashells. How many more seashells does she need?",
        35,
    ),
    (
        "Tomas has 19 stickers. He wants to have 50 stickers. How many more stickers does he need?",
        31,
    ),
    # 'hopes' is lemmatized 'hop' by the model: no verb of wanting, the wish unread
    (
        "Tomas has 19 stickers. He hopes to have 50 stickers. How many more stickers does he need?",
        "conditional",
    ),
    (
        "Lin wants to save $90. She has $52. How much more money does she need?",
        38,
    ),
    (
        "Farah wants to collect 80 seashells. She has 45 seashells and 9 pebbles. How many more seashells does she need?",
        35,
    ),
    (  # the goal beyond the holding, a wish of another, not a wish
        "Tomas has 19 stickers. He wants to collect 50 more stickers. How many more stickers does he need?",
        "conditional",
    ),
    (
        "Tomas wants Ana to collect 50 stickers. He has 19 stickers. How many more stickers does he need?",
        "non-factive",
    ),
    (
        "Tomas might want to collect 50 stickers. He has 19 stickers. How many more stickers does he need?",
        "conditional",
    ),
    (  # a holding of a kind of the goal's things, or of a word that covers kinds
        "Omar wants to collect 60 toys. He has 25 toys and 8 marbles. How many more toys does he need?",
        "comparative",
    ),
    (
        "Omar needs 9 baskets of berries. He has 2 baskets of strawberries and 4 baskets of eggs. How many more baskets of berries does he need?",
        "comparative",
    ),
    (  # another's holding: his own is not told
        "Omar wants to collect 60 stamps. Lea has 25 stamps. How many more stamps does Omar need?",
        "comparative",
    ),
]


WANTS_AND_SAVED_GOALS = [
    (
        "Tariq wants 90 bottle caps for a mosaic. He has 57. How many more caps does he need?",
        33,
    ),
    (
        "Amira wants 75 postcards. She has collected 48 postcards. How many more postcards does she need?",
        27,
    ),
    (
        "Joon wants a guitar that costs $210. He has saved $145. How much more money does he need?",
        65,
    ),
    (
        "Sipho is saving for a tent that costs $150. He has $96. How much more money does he need?",
        54,
    ),
    (
        "Chidi wants to read 40 books this year. So far he has read 26. How many more books does Chidi need to read?",
        14,
    ),
    (
        "Yusuf wants to run 26 miles this week. He ran 5 miles on Monday and 7 miles on Tuesday. How many more miles must he run?",
        14,
    ),
    (  # more than the goal's amount, lost, done by another
        "Tariq wants 90 more bottle caps. He has 57 bottle caps. How many more bottle caps does he need?",
        "comparative",
    ),
    (  # got before the goal is told: the goal is measured against the holding then
        "Amira collected 48 postcards. She wants 75 postcards. How many more postcards does she need?",
        27,
    ),
    (
        "Amira wants 75 postcards. She has lost 48 postcards. How many more postcards does she need?",
        "comparative",
    ),
    (
        "Chidi wants to read 40 books. His sister has read 26 books. How many more books does Chidi need to read?",
        "comparative",
    ),
    (  # a plain question of the holding leaves the wish unread
        "Tariq wants 90 bottle caps. He has 57 bottle caps. How many bottle caps does he have?",
        "unsupported-verb",
    ),
]


TRIP_TOLD_APART = [
    (
        "Noor biked to the library. It is 18 miles from her house to the library. It took Noor 3 hours to get there. How fast did Noor go?",
        6,
    ),
    (  # from where? neither the clause of the time nor a place of hers tells
        "It is 12 kilometers from the farm to the town. It took Ana 2 hours to drive to the town. How fast did Ana drive?",
        "unattached-quantity",
    ),
    (  # from where? neither the clause of the time nor a place of his tells
        "It is 20 miles from the camp to the lake. It took Kofi 4 hours to walk there. How fast did he walk?",
        "unattached-quantity",
    ),
    (  # there and back, another traveller, another way, asked how far
        "It is 12 miles from the camp to the lake. It took Kofi 3 hours to walk there and back. How fast did Kofi walk?",
        "unattached-quantity",
    ),
    (
        "It is 12 miles from the camp to the lake. It took Ana 3 hours to walk there. How fast did Kofi walk?",
        "unattached-quantity",
    ),
    (
        "It is 12 miles from the camp to the lake. It took Kofi 3 hours to walk home. How fast did Kofi walk?",
        "unattached-quantity",
    ),
    (
        "It is 12 miles from the camp to the lake. It took Kofi 3 hours to walk there. How far did Kofi walk?",
        "unattached-quantity",
    ),
]


ALL_OF_A_HOLDING = [
    (
        "Keiko has 7 marbles. Ravi has 12 marbles. If Ravi gives all of his marbles to Keiko, how many marbles will Keiko have?",
        19,
    ),
    (
        "Keiko has 7 marbles. Ravi has 12 marbles. Ravi gives all of his marbles to Keiko. How many marbles does Ravi have now?",
        0,
    ),
    (  # after a gain: of what is left, or of the grapes bought?
        "Pablo had 15 grapes. He bought 6 more grapes. Then he ate all of them. How many grapes does Pablo have?",
        "unsupported-quantity",
    ),
    (
        "Lena had 3 pens. Tom had 9 pens. He gave all of them to Lena. How many pens does Lena have?",
        12,
    ),
    ("Tom has 10 apples. If he eats all of them, how many apples will he have?", 0),
    (  # two kinds 'all of them' could count, the giver's of another's, things given to all of a group
        "Tom had 9 pens and 4 pencils. He gave all of them to Lena. How many pens does Lena have?",
        "missing-unit",
    ),
    (
        "Lena had 3 pens. Tom had 9 pens. He gave all of her pens to Lena. How many pens does Lena have?",
        "unsupported-quantity",
    ),
    (
        "Tom had 9 pens. He gave 2 pens to all of his friends. How many pens does Tom have?",
        "plural-holder",
    ),
    (  # a plan to give all is no event
        "Tom had 9 pens. He decided to give all of his pens to Lena. He gave 4 pens to Lena. How many pens does Tom have?",
        5,
    ),
]


SCENE_DIFFERENCE = [
    (
        "There are 9 cups and 4 saucers. How many more cups are there than saucers?",
        5,
    ),
    (
        "There are 12 chairs and 7 tables. How many fewer tables are there than chairs?",
        5,
    ),
    (  # on the farm: the farm holds them, two kinds of one holder read apart (older rule)
        "There are 15 ducks and 8 geese on the farm. How many more ducks are there than geese?",
        "comparative",
    ),
    (  # a change of the scene's things: no holder to write it
        "There are 9 cups and 4 saucers. 2 more cups are added. How many more cups are there than saucers?",
        "comparative",
    ),
]


CONTAINERS_OF_A_RATE_ASKED = [
    (
        "A toy store has 8 crates of balls. Each crate has 40 balls. How many balls are there in the crates?",
        320,
    ),
    (
        "Each jar holds 25 buttons. How many buttons are there in 4 jars?",
        100,
    ),
    (  # the question's own count beside a count stated, containers of a kind no statement names
        "Nia has 8 jars. Each jar holds 25 buttons. How many buttons are there in 4 jars?",
        "quantity-in-question",
    ),
    (
        "A toy store has 8 crates of balls. Each crate has 40 balls. How many balls are there in 3 crates?",
        "quantity-in-question",
    ),
    (
        "A toy store has 8 crates of balls. Each crate has 40 balls. How many balls are there in the green crates?",
        "rate",
    ),
    (
        "Nia has 8 green jars. Each jar holds 25 buttons. How many buttons are in the green jars?",
        200,
    ),
]


TRIP_SAID_MORE_WAYS = [
    (
        "The museum is 15 kilometers from the station. Lucia walked there from the station in 3 hours. How many kilometers per hour did Lucia walk?",
        5,
    ),
    (
        "Tariq lives 8 miles from the lake. He walked there in 2 hours. How fast did he walk?",
        4,
    ),
    (
        "It is 30 miles from Omar's farm to the market. Omar drove there in 2 hours. How fast did Omar drive?",
        15,
    ),
    (  # to another place, from where not told, another traveller, there and back, minutes for a pace per hour
        "The museum is 15 kilometers from the station. Lucia cycled to the park in 3 hours. How fast did Lucia cycle?",
        "unattached-quantity",
    ),
    (
        "The museum is 15 kilometers from the station. Lucia cycled there in 3 hours. How fast did Lucia cycle?",
        "unattached-quantity",
    ),
    (
        "Tariq lives 8 miles from the lake. Nadia walked there in 2 hours. How fast did Tariq walk?",
        "unattached-quantity",
    ),
    (
        "Tariq lives 8 miles from the lake. He walked there and back in 4 hours. How fast did he walk?",
        "unattached-quantity",
    ),
    (
        "Tariq lives 8 miles from the lake. He walked there in 30 minutes. How many miles per hour did he walk?",
        "rate",
    ),
]


YOUNG_ONES_BESIDE_THEIR_KIND = [
    (
        "There are 30 pigs and 12 cows. There are also 8 piglets. How many animals are there in all?",
        "unit-mismatch",
    ),
    (
        "There are 30 pigs and 12 cows. How many animals are there in all?",
        42,
    ),
]


PRICE_OF_ONE_FROM_A_CONTAINER = [
    (
        "A box of 12 muffins costs $18. What is the price of one muffin?",
        1.5,
    ),
    (
        "A pack of 6 pens costs $9. How much does each pen cost?",
        1.5,
    ),
    (  # the container's price asked for more containers, things of two kinds in it, a kind not told
        "A box of 12 muffins costs $18. How much do 3 boxes cost?",
        "unattached-quantity",
    ),
    (
        "A box of 6 muffins and 6 scones costs $18. How much does one muffin cost?",
        "unattached-quantity",
    ),
    (
        "A pack of 6 red pens costs $9. How much does each blue pen cost?",
        "rate",
    ),
]


SELF_REVIEW_OF_THE_SESSION = [
    (  # all of (half of) a set an adjective picks out of a holding told plainly: a part no one counted
        "Lisa had 10 pencils. She sold all of her old pencils. How many pencils does she have?",
        "unquantified-event",
    ),
    (
        "Lisa had 10 pencils. She sold half of her old pencils. How many pencils does she have?",
        "unsupported-quantity",
    ),
    (
        "Lisa had 10 red pencils. She gave all of her red pencils to Tom. How many red pencils does Lisa have?",
        0,
    ),
    (  # a time per day asked in weeks: the count of days, not their minutes
        "Mia reads for 45 minutes every day. How many weeks does she read in 14 days?",
        "convertible-unit",
    ),
    (
        "Mia practices 2 hours a day. How many minutes does she practice in 3 days?",
        360,
    ),
]


THEY_EACH = [
    (
        "Tom has 5 boxes. They each hold 8 pens. How many pens does Tom have?",
        40,
    ),
    (
        "Jill has 37 guests. They each ate 8 pieces of pizza. How many pieces of pizza did the guests eat?",
        296,
    ),
    (
        "Rosa bought 6 mugs. They each cost $4. How much did Rosa spend?",
        24,
    ),
    (  # two nouns counted before: which one 'they' names is not told
        "Tom has 5 boxes and 3 bags. They each hold 8 pens. How many pens does Tom have?",
        "rate",
    ),
]


ALL_OF_IN_A_PLACE_OR_AT_A_PRICE = [
    (
        "Ravi has 4 crates, and each of the crates holds 9 pears. He sells all of the pears in one crate. How many pears does Ravi have now?",
        "unquantified-event",
    ),
    (
        "Each shelf holds 6 jars. Mona has 30 jars and puts all of them on the shelves. How many shelves does she fill?",
        "unquantified-event",
    ),
    (
        "Omar picked 12 plums in the morning and 8 more in the afternoon. He sold all of them at $2 each. How much money did he get?",
        40,
    ),
    (
        "Lena had 18 old stamps and 5 new stamps. She sold all of her old stamps at a fair. How many stamps does Lena have now?",
        5,
    ),
    (
        "Tariq has 36 biscuits. He eats 4 biscuits a day. How many days will the biscuits last?",
        9,
    ),
]


START_BESIDE_A_COMPARISON = [
    (  # the comparison after the event, with the other holding told in a relative clause
        "Bruno had some marbles. He won 12 more marbles. Now he has 5 more marbles than Kai, who has 22 marbles. How many marbles did Bruno have at first?",
        15,
    ),
    (
        "Bruno had some marbles. He lost 12 marbles. Now he has 5 fewer marbles than Kai, who has 22 marbles. How many marbles did Bruno have at first?",
        29,
    ),
    (
        "Bruno had some marbles. He won 12 more marbles. Now he has twice as many marbles as Kai, who has 22 marbles. How many marbles did Bruno have at first?",
        32,
    ),
    (  # the comparison the other way round: Kai's holding is compared with Bruno's
        "Bruno had some marbles. He won 12 more marbles. Kai has 5 more marbles than Bruno. Kai has 22 marbles. How many marbles did Bruno have at first?",
        5,
    ),
    (  # nothing states the holding compared with: no number fixes the start
        "Bruno had some marbles. He won 12 more marbles. Now he has 5 more marbles than Kai. How many marbles did Bruno have at first?",
        "unknown-mismatch",
    ),
]


TOGETHER_THEY = [
    (
        "Leah has 3 times as many stickers as Noor. Together they have 48 stickers. How many stickers does Noor have?",
        12,
    ),
    (
        "Leah has 8 more stickers than Noor. Together they have 48 stickers. How many stickers does Noor have?",
        20,
    ),
    (
        "Leah has 8 more stickers than Noor. Together they have 48 stickers. How many stickers does Leah have?",
        28,
    ),
    (  # a third person named before: whom 'they' sums is not told
        "Leah has 8 more stickers than Noor. Sam has 5 stickers. Together they have 48 stickers. How many stickers does Noor have?",
        "stated-total",
    ),
    (  # another holder named by a noun ('her brother'): not read
        "Leah has 8 more stickers than her brother. Together they have 48 stickers. How many stickers does Leah have?",
        "stated-total",
    ),
]


COMPARISON_THEN_A_CLAUSE = [
    (
        "Lucy has 9 apples. Max has 3 more apples than Lucy, and he also has 5 pears. How many fruits does Max have?",
        17,
    ),
    (
        "Lucy has 9 apples. Max has 3 more apples than Lucy, but he eats 2. How many apples does Max have?",
        10,
    ),
    (
        "Lucy has 9 apples. Max has 3 more apples than Lucy, and he gives 2 to Ann. How many apples does Max have?",
        10,
    ),
    (  # a second comparison joined without a subject of its own: not read
        "Lucy has 9 apples. Max has 3 more apples than Lucy and 2 more pears than Ann. How many apples does Max have?",
        "comparative",
    ),
]


COMPARED_WITH_A_NAMED_RELATIVE = [
    (
        "Ivy has 35 cards. Leon has 4 more cards than her brother Sam. Sam has 10 cards. How many cards does Leon have?",
        14,
    ),
    (
        "Ivy has $35. She spends $21. Then she has $4 more than her brother Leon. How much money does Leon have?",
        10,
    ),
    (
        "Ivy has $35. She buys 3 scarves at $7 each. Then she has $4 more than her brother Leon. How much money does Leon have?",
        10,
    ),
    (
        "Ivy had $35. She bought 3 scarves for $7 each. Now she has $4 less than Leon. How much money does Leon have?",
        18,
    ),
    (
        "Ivy has $35. She buys 3 scarves at $7 each. Then she has twice as much money as Leon. How much money does Leon have?",
        7,
    ),
    (  # the rate takes more than she has: refused by the solver
        "Ivy has 10 cards. She buys 3 scarves at $7 each. Leon has $4 more than Ivy. How much money does Leon have?",
        "negative-holding",
    ),
]


KINDS_READ_AS_VERBS = [
    (
        "Tom has 35 trees. 12 of them are apple trees and the rest are pear trees. How many pear trees does Tom have?",
        23,
    ),
    (
        "Tom has 35 trees in his orchard. 12 of them are apple trees and the rest are pear trees. How many pear trees does Tom have?",
        23,
    ),
]


HOLDING_BEFORE_AN_EVENT = [
    (
        "Zoe had some pencils. Before she bought 8 more, she had 20. How many pencils did Zoe have at first?",
        "event-order",
    ),
    (
        "Before Zoe bought 8 pencils, she had 20 pencils. How many pencils does Zoe have now?",
        "event-order",
    ),
    (  # written in their order, or placed by 'after': read
        "Zoe had 20 pencils before she bought 8 more. How many pencils does Zoe have now?",
        28,
    ),
    (
        "Zoe had some pencils. After she bought 8 more, she had 20. How many pencils did Zoe have at first?",
        12,
    ),
]


THE_TWO_OF_THEM = [
    (
        "Fatima has 7 fewer ribbons than Zara. The two sisters have 33 ribbons in all. How many ribbons does Fatima have?",
        13,
    ),
    (
        "Fatima has 7 fewer ribbons than her sister Zara. The two sisters have 33 ribbons in all. How many ribbons does Fatima have?",
        13,
    ),
    (
        "Oskar has 5 times as many chickens as Pablo. Together the two farmers have 84 chickens. How many chickens does Pablo have?",
        14,
    ),
    (
        "Mei has 5 fewer shells than Tariq. Between them they have 37 shells. How many shells does Mei have?",
        16,
    ),
    (
        "Mei has 5 fewer shells than Tariq. They have 37 shells between them. How many shells does Mei have?",
        16,
    ),
    (  # 'they' of a split between them, not a sum
        "Mei has 5 shells. Tariq has 7 shells. They share 12 apples between them. How many apples does Mei have?",
        "plural-holder",
    ),
    (  # three named before 'the two': which two is not told
        "Fatima has 7 fewer ribbons than Zara. Ana has 4 ribbons. The two sisters have 33 ribbons in all. How many ribbons does Fatima have?",
        "stated-total",
    ),
]


SUM_OF_KINDS_GAINED = [
    (
        "Ravi picked some apples and 8 pears. He picked 15 fruits in all. How many apples did he pick?",
        7,
    ),
    (
        "Ravi picked 7 apples and some pears. He picked 15 fruits in all. How many pears did he pick?",
        8,
    ),
    (  # the question asks a kind stated, not the one left out
        "Ravi picked some apples and 8 pears. He picked 15 fruits in all. How many pears did he pick?",
        "unknown-mismatch",
    ),
    (  # a thing the whole may or may not cover: the sum may count it
        "Ravi picked some apples, 8 pears and 3 kiwis. He picked 15 fruits in all. How many apples did he pick?",
        "stated-total",
    ),
    (  # a holding before the gains: the sum is of the picks, not the holding
        "Ravi had 3 apples. He picked some apples and 8 pears. He picked 15 fruits in all. How many apples did he pick?",
        "stated-total",
    ),
    (  # another holder's sum
        "Ravi picked some apples and 8 pears. Ana picked 15 fruits in all. How many apples did he pick?",
        "stated-total",
    ),
]


VERBS_AND_SECONDS_MISREAD = [
    (
        "A faucet drips 3 drops every minute. How many drops does it drip in 5 minutes?",
        15,
    ),
    (
        "A leaky faucet drips 3 drops every second. How many drops does it drip in 5 minutes?",
        900,
    ),
    (
        "Tom reads 3 pages every second. How many pages does he read in 5 minutes?",
        900,
    ),
    (
        "Tom earns $3 every second. How much does he earn in 2 minutes?",
        360,
    ),
    (  # another verb asks what falls from the faucet: not read
        "A leaky faucet drips 3 drops every second. How many drops fall from it in 5 minutes?",
        "restricted-question",
    ),
]


TWO_KINDS_LISTED = [
    (
        "A box has 50 red and blue crayons. 28 of them are red. How many blue crayons are in the box?",
        22,
    ),
    (
        "Tom has 50 red and blue crayons. 28 are red. How many blue crayons does Tom have?",
        22,
    ),
    (
        "Tom has 50 red and blue crayons. 28 of them are red. He buys 5 blue crayons. How many blue crayons does Tom have?",
        27,
    ),
    (  # a kind the whole does not list
        "Tom has 50 red and blue crayons. 28 of them are green. How many blue crayons does Tom have?",
        "unresolved-holder",
    ),
    (  # another's crayons, not a part of Tom's
        "Tom has 50 red and blue crayons. Ana has 28 red crayons. How many blue crayons does Tom have?",
        "unit-mismatch",
    ),
]


COUNT_LEFT_OUT_AT_A_PRICE = [
    (
        "Ella had $20. She bought some stickers at $3 each. Now she has $11. How many stickers did she buy?",
        3,
    ),
    (
        "Ella had $20. She bought some stickers at $0.75 each and had $11 left. How many stickers did she buy?",
        12,
    ),
    (
        "Ella had $20. She sold some stickers at $3 each. Now she has $29. How many stickers did she sell?",
        3,
    ),
    (
        "Ella had $20. She bought some stickers at $3 each and a pen for $2. Now she has $9. How many stickers did she buy?",
        3,
    ),
    (
        "Ella had $20. She bought some stickers at $3 each. Her mom gave her $4. Now she has $15. How many stickers did she buy?",
        3,
    ),
    (  # nothing after the purchase fixes it
        "Ella had $20. She bought some stickers at $3 each. How many stickers did she buy?",
        "unknown-mismatch",
    ),
    (  # another buyer
        "Ella had $20. Sam bought some stickers at $3 each. Now Ella has $11. How many stickers did Sam buy?",
        "unknown-mismatch",
    ),
    (  # the money left does not come out in whole stickers
        "Ella had $20. She bought some stickers at $3 each. Now she has $12. How many stickers did she buy?",
        "inexact-number",
    ),
    (  # the question asks other things
        "Ella had $20. She bought some stickers at $3 each. Now she has $11. How many pens did she buy?",
        "unknown-mismatch",
    ),
]


LIST_MODIFIED_TOGETHER = [
    (
        "There were 44 boys and 53 girls on the playground at recess. How many children were on the playground in all?",
        97,
    ),
    (
        "There were 27 boys and 35 girls on the playground at recess. How many children were on the playground at recess?",
        62,
    ),
    (
        "At the Greene Nursery, there are 14 red roses, 30 yellow carnations, and 17 white roses. How many flowers are at the Greene Nursery in total?",
        61,
    ),
    (  # a time inside the list is said of the first thing alone
        "Tom caught 4 fish in the morning and 7 fish at noon. How many fish did Tom catch in the morning?",
        "restricted-question",
    ),
    (  # two places, one of them the question's
        "There were 44 boys on the slide and 53 girls on the playground. How many children were on the playground in all?",
        "restricted-question",
    ),
]


COMPARED_BEFORE_EVENTS_TOLD = [
    (
        "Farah had $75. She spent $19 on a board game and $8 on snacks. Before shopping, she had $16 more than her friend Kenji. How much money does Kenji have?",
        "event-order",
    ),
    (
        "Farah had $75. She spent $19 on a board game. She had $16 more than Kenji before shopping. How much money does Kenji have?",
        "event-order",
    ),
    (  # placed by 'after', read where it is written
        "Farah had $75. She spent $19 on a board game. After shopping, she had $16 more than Kenji. How much money does Kenji have?",
        40,
    ),
    (  # a plain holding 'before that' is the start
        "Musa had 30 stickers. Then he gave 10 to Ali, and Ali then gave 4 of them to Sami. Ali had no stickers before that. How many stickers does Ali have now?",
        6,
    ),
]


SUM_OF_KINDS_BY_PIECES = [
    (
        "Aiko picked some apples and 9 pears at the orchard. She picked 23 pieces of fruit in all. How many apples did Aiko pick?",
        14,
    ),
    (
        "Mr. Tanaka ordered some chairs and 18 tables for his new cafe. He ordered 60 pieces of furniture in all. How many chairs did he order?",
        42,
    ),
    (
        "During the sale, Amara bought 4 skirts and some blouses. She bought 13 pieces of clothing altogether. How many blouses did Amara buy?",
        9,
    ),
]


EARNED_FOR_EACH = [
    (
        "Wei earned $63 for 7 lawns. How much did he earn for each lawn?",
        9,
    ),
    (
        "Wei earned $63 for mowing 7 lawns. How much did he earn for each lawn?",
        9,
    ),
    (
        "Wei earned $63 for mowing 7 lawns. He was paid the same amount for each lawn. How much did he earn for each lawn?",
        9,
    ),
    (
        "Wei made $60 for selling 5 cakes. How much did he make for each cake?",
        12,
    ),
    (
        "Wei paid $63 for 7 books. How much did he pay for each book?",
        9,
    ),
    (  # another kind of item, another earner, another thing asked, money spent beside
        "Wei earned $63 for mowing 7 lawns and 2 gardens. How much did he earn for each lawn?",
        "rate",
    ),
    (
        "Wei earned $63 for mowing 7 lawns. How much did Ana earn for each lawn?",
        "rate",
    ),
    (
        "Wei earned $63 for 7 lawns. How much did he earn for each hour?",
        "rate",
    ),
    (
        "Wei earned $63 for mowing 7 lawns. He spent $5. How much did he earn for each lawn?",
        "rate",
    ),
    (  # not whole cents
        "Wei earned $64 for mowing 7 lawns. How much did he earn for each lawn?",
        "inexact-number",
    ),
]


PRICE_LEFT_OUT = [
    (
        "Omar had $40. He bought 5 notebooks, all at the same price, and had $15 left. How much did each notebook cost?",
        5,
    ),
    (
        "Omar had $40. He bought 5 notebooks. Now he has $15. How much did each notebook cost?",
        5,
    ),
    (
        "Omar had $40. He bought 5 notebooks. Now he has $14. How much did each notebook cost?",
        5.2,
    ),
    (  # nothing after the purchase fixes it
        "Omar had $40. He bought 5 notebooks. How much did each notebook cost?",
        "underdetermined",
    ),
    (  # another buyer, another thing bought, money given between
        "Omar had $40. Ana bought 5 notebooks. Now Omar has $15. How much did each notebook cost?",
        "rate",
    ),
    (
        "Omar had $40. He bought 5 notebooks and 3 pens. Now he has $15. How much did each notebook cost?",
        "rate",
    ),
    (
        "Omar had $40. He bought 5 notebooks. His mom gave him $10. Now he has $15. How much did each notebook cost?",
        "rate",
    ),
]


SECTIONS: dict[str, list[tuple[str, int | float | str]]] = {
    "groups-of-a-stated-size-of-what-is-left": PACKED_REST,
    "groups-of-a-stated-size-near-misses-abstain": PACKED_NEAR_MISSES,
    "items-made-of-what-is-held": MADE_FROM,
    "items-made-of-what-is-held-near-misses-abstain": MADE_FROM_NEAR_MISSES,
    "a-count-summed-from-kinds-of-the-item": SUMMED_COUNTS,
    "a-count-summed-from-kinds-near-misses-abstain": SUMMED_NEAR_MISSES,
    "a-rate-over-a-stretch-of-time-the-question-names": OVER_TIME,
    "a-rate-over-time-near-misses-abstain": OVER_TIME_NEAR_MISSES,
    "an-event-of-another-holder-is-a-distractor": DISTRACTORS,
    "a-distractor-that-may-touch-the-asked-holder-abstains": DISTRACTOR_NEAR_MISSES,
    "a-comparison-with-its-noun-left-out": ELIDED_COMPARISONS,
    "a-comparison-with-its-noun-left-out-near-misses-abstain": ELIDED_COMPARISON_NEAR_MISSES,
    "a-price-stated-with-be": PRICES_WITH_BE,
    "a-price-stated-with-be-near-misses-abstain": PRICES_WITH_BE_NEAR_MISSES,
    "a-share-of-a-whole-holding-or-of-the-rest": SHARED_HOLDINGS,
    "a-share-of-a-whole-holding-near-misses-abstain": SHARED_NEAR_MISSES,
    "a-rate-of-the-items-held-after-events": RATES_OF_HOLDINGS,
    "a-rate-of-the-items-held-near-misses-abstain": RATES_OF_HOLDINGS_NEAR_MISSES,
    "containers-of-a-stated-size": CONTAINERS_OF,
    "containers-of-a-stated-size-near-misses-abstain": CONTAINERS_OF_NEAR_MISSES,
    "relative-clause-holdings-and-chains-of-comparisons": RELATIVES_AND_CHAINS,
    "relative-clause-holdings-and-chains-near-misses-abstain": RELATIVES_AND_CHAINS_NEAR_MISSES,
    "owned-items-and-more-taken-abstain": OWNED_AND_MORE_NEAR_MISSES,
    "owned-items-and-more-taken-controls": OWNED_AND_MORE_CONTROLS,
    "a-pace-with-its-time-or-its-distance": PACES,
    "a-pace-near-misses-abstain": PACES_NEAR_MISSES,
    "a-rate-whose-count-the-question-names": COUNTS_IN_QUESTION,
    "a-rate-whose-count-the-question-names-near-misses-abstain": COUNTS_IN_QUESTION_NEAR_MISSES,
    "how-long-a-holding-lasts": LASTING,
    "how-long-a-holding-lasts-near-misses-abstain": LASTING_NEAR_MISSES,
    "more-of-nothing-and-kept-places-abstain": MORE_AND_KEPT_NEAR_MISSES,
    "more-of-nothing-and-kept-places-controls": MORE_AND_KEPT_CONTROLS,
    "a-rate-over-time-drawn-from-a-holding": DRAWN_FROM_HOLDING,
    "a-rate-over-time-drawn-from-a-holding-near-misses-abstain": DRAWN_FROM_HOLDING_NEAR_MISSES,
    "containers-filled-with-so-many-in-each": FILLED_CONTAINERS,
    "containers-filled-near-misses-abstain": FILLED_CONTAINERS_NEAR_MISSES,
    "a-total-over-kinds-of-the-thing-asked": KINDS_TOTALS,
    "a-total-over-kinds-near-misses-abstain": KINDS_TOTALS_NEAR_MISSES,
    "kinds-sold-at-one-price": SOLD_KINDS,
    "kinds-sold-at-one-price-near-misses-abstain": SOLD_KINDS_NEAR_MISSES,
    "the-items-of-a-rate-as-holders-of-its-total": ITEMS_AS_HOLDERS,
    "the-items-of-a-rate-as-holders-near-misses-abstain": ITEMS_AS_HOLDERS_NEAR_MISSES,
    "a-progressive-scene-told-again-with-its-number": SCENES,
    "a-progressive-scene-near-misses-abstain": SCENES_NEAR_MISSES,
    "a-group-of-so-many-holders-asked": GROUPS_ASKED,
    "a-group-of-so-many-holders-near-misses-abstain": GROUPS_ASKED_NEAR_MISSES,
    "an-amount-a-rate-leaves-out-is-unknown": UNSTATED_IN_RATES,
    "a-total-under-a-word-that-covers-the-kinds": HYPERNYM_TOTALS,
    "a-total-under-a-covering-word-near-misses-abstain": HYPERNYM_TOTALS_NEAR_MISSES,
    "a-shortfall-of-so-many-items-at-a-price": PRICED_GOALS,
    "a-shortfall-of-items-at-a-price-near-misses-abstain": PRICED_GOALS_NEAR_MISSES,
    "prices-of-several-kinds-counted-by-the-question": PRICES_BY_KIND,
    "prices-of-several-kinds-near-misses-abstain": PRICES_BY_KIND_NEAR_MISSES,
    "a-rate-over-a-stretch-of-time-stated-on-its-own": WORKED_TIME,
    "a-rate-over-a-stretch-stated-on-its-own-near-misses-abstain": WORKED_TIME_NEAR_MISSES,
    "a-comparison-with-a-name-tagged-as-a-noun": NAMES_AS_NOUNS,
    "a-comparison-with-a-name-tagged-as-a-noun-near-misses-abstain": NAMES_AS_NOUNS_NEAR_MISSES,
    "a-whole-holding-packed-so-many-to-a-container": PACKED_WHOLE,
    "a-whole-holding-packed-near-misses-abstain": PACKED_WHOLE_NEAR_MISSES,
    "containers-needed-for-a-holding": CAPACITY,
    "containers-needed-near-misses-abstain": CAPACITY_NEAR_MISSES,
    "a-part-of-them-with-of-on-the-verb-abstains": PARTITIVE_ON_VERB_NEAR_MISSES,
    "what-is-left-of-a-task": TASKS,
    "what-is-left-of-a-task-near-misses-abstain": TASKS_NEAR_MISSES,
    "the-time-the-rest-of-a-task-takes": TASK_TIMES,
    "the-time-the-rest-of-a-task-takes-near-misses-abstain": TASK_TIMES_NEAR_MISSES,
    "an-amount-at-each-place": AT_EACH_PLACE,
    "an-amount-at-each-place-near-misses-abstain": AT_EACH_PLACE_NEAR_MISSES,
    "one-of-the-counted-items-as-a-holder-abstains": ANY_ONE_OF_THEM_NEAR_MISSES,
    "kinds-held-then-an-event-of-the-whole": KINDS_THEN_WHOLE,
    "kinds-held-then-an-event-of-the-whole-near-misses-abstain": KINDS_THEN_WHOLE_NEAR_MISSES,
    "n-fewer-alone-abstains": FEWER_ALONE_NEAR_MISSES,
    "round-22-shapes-abstain": ROUND22_NEAR_MISSES,
    "round-23-shapes-abstain": ROUND23_NEAR_MISSES,
    "round-23-shapes-controls": ROUND23_CONTROLS,
    "several-kinds-in-each-container": SEVERAL_KINDS_EACH,
    "several-kinds-in-each-container-near-misses-abstain": SEVERAL_KINDS_EACH_NEAR_MISSES,
    "a-rate-per-item-done": PIECE_RATES,
    "a-rate-per-item-done-more-phrasings": PIECE_RATES_MORE,
    "a-rate-per-item-done-near-misses-abstain": PIECE_RATES_NEAR_MISSES,
    "a-share-of-holdings-gathered": GATHERED_SHARES,
    "a-share-of-holdings-gathered-near-misses-abstain": GATHERED_SHARES_NEAR_MISSES,
    "round-24-shapes-abstain": ROUND24_NEAR_MISSES,
    "the-teller-as-a-holder": FIRST_PERSON,
    "the-teller-as-a-holder-near-misses-abstain": FIRST_PERSON_NEAR_MISSES,
    "the-rest-of-a-part-told-with-the-other-polarity": COMPLEMENTS,
    "the-rest-of-a-part-near-misses-abstain": COMPLEMENTS_NEAR_MISSES,
    "the-rest-of-a-part-asked-in-the-passive": COMPLEMENTS_PASSIVE,
    "the-rest-of-a-part-asked-in-the-passive-near-misses-abstain": COMPLEMENTS_PASSIVE_NEAR_MISSES,
    "a-price-told-with-be-and-kinds-of-the-item": PRICED_KINDS,
    "a-price-told-with-be-and-kinds-near-misses-abstain": PRICED_KINDS_NEAR_MISSES,
    "how-many-items-one-can-buy": AFFORDABLE,
    "how-many-items-one-can-buy-near-misses-abstain": AFFORDABLE_NEAR_MISSES,
    "a-capitalized-plural-is-the-common-noun": CAPITALIZED_PLURALS,
    "a-will-no-modal-can-be-is-a-name": NAMES_READ_AS_MODALS,
    "containers-told-apart-by-their-contents": CONTENTS_KINDS,
    "contents-kinds-near-misses-abstain": CONTENTS_KINDS_NEAR_MISSES,
    "money-spent-on-a-whole-of-kinds": SPENT_ON_KINDS,
    "money-spent-on-kinds-near-misses-abstain": SPENT_ON_KINDS_NEAR_MISSES,
    "an-aside-is-read-and-left-out": ASIDES,
    "asides-near-misses-abstain": ASIDES_NEAR_MISSES,
    "containers-filled-apart-counted-by-each": CONTAINERS_FILLED,
    "containers-filled-apart-near-misses-abstain": CONTAINERS_FILLED_NEAR_MISSES,
    "round-27-shapes": ROUND27_SHAPES,
    "several-prices-paid-summed": SUMMED_PRICES,
    "several-prices-paid-summed-near-misses-abstain": SUMMED_PRICES_NEAR_MISSES,
    "several-kinds-bought-in-one-clause": SUMMED_IN_ONE_CLAUSE,
    "a-price-and-other-buyers": OTHER_BUYERS,
    "a-price-and-other-buyers-near-misses-abstain": OTHER_BUYERS_NEAR_MISSES,
    "several-kinds-bought-in-one-clause-near-misses-abstain": SUMMED_IN_ONE_CLAUSE_NEAR_MISSES,
    "a-split-intended-or-a-complement-that-happened": INTENDED,
    "a-split-intended-near-misses-abstain": INTENDED_NEAR_MISSES,
    "a-price-in-a-relative-clause-on-a-thing-bought": RELATIVE_PRICES,
    "a-price-in-a-relative-clause-near-misses-abstain": RELATIVE_PRICES_NEAR_MISSES,
    "the-rest-of-a-need-at-a-rate-per-item": NEED_AT_A_RATE,
    "the-rest-of-a-need-at-a-rate-near-misses-abstain": NEED_AT_A_RATE_NEAR_MISSES,
    "equal-parts-said-by-the-same-number-in-each": SAME_IN_EACH,
    "equal-parts-said-by-the-same-number-near-misses-abstain": SAME_IN_EACH_NEAR_MISSES,
    "what-each-item-gets-itself": GAINED_BY_EACH,
    "what-each-item-gets-itself-near-misses-abstain": GAINED_BY_EACH_NEAR_MISSES,
    "comparison-chains-and-stretches-of-a-rate": CHAINS_AND_STRETCHES,
    "comparison-chains-and-stretches-near-misses-abstain": CHAINS_AND_STRETCHES_NEAR_MISSES,
    "measures-that-change": MEASURES_THAT_CHANGE,
    "measures-that-change-near-misses-abstain": MEASURES_THAT_CHANGE_NEAR_MISSES,
    "round-36-shapes-abstain": ROUND36_NEAR_MISSES,
    "round-36-shapes-controls": ROUND36_CONTROLS,
    "a-score-asked-of-a-rate-per-item-done": SCORES,
    "a-score-near-misses-abstain": SCORES_NEAR_MISSES,
    "a-capacity-on-each-container": CAPACITY_ON_EACH,
    "a-capacity-on-each-near-misses-abstain": CAPACITY_ON_EACH_NEAR_MISSES,
    "listed-recipients-each-get-the-amount": EACH_RECIPIENT,
    "listed-recipients-each-near-misses-abstain": EACH_RECIPIENT_NEAR_MISSES,
    "listed-givers-each-move-the-amount": EACH_GIVER,
    "listed-givers-each-near-misses-abstain": EACH_GIVER_NEAR_MISSES,
    "an-amount-every-unit-of-time-for-a-stretch": STRETCH_EVERY,
    "an-amount-every-unit-of-time-near-misses-abstain": STRETCH_EVERY_NEAR_MISSES,
    "n-more-after-events": MORE_AFTER_EVENTS,
    "n-more-after-events-near-misses-abstain": MORE_AFTER_EVENTS_NEAR_MISSES,
    "things-that-leave-cease-or-move-between-places": PLACES,
    "things-between-places-near-misses-abstain": PLACES_NEAR_MISSES,
    "a-rate-per-group-of-items-done": PER_GROUP_DONE,
    "a-rate-per-group-near-misses-abstain": PER_GROUP_DONE_NEAR_MISSES,
    "a-stretch-of-time-with-no-rate-is-an-aside": STRETCH_ASIDE,
    "a-stretch-of-time-aside-near-misses-abstain": STRETCH_ASIDE_NEAR_MISSES,
    "a-time-left-open-beside-an-event-abstains": VAGUE_TIMES_NEAR_MISSES,
    "a-time-left-open-controls": VAGUE_TIMES_CONTROLS,
    "a-gapped-clause-of-a-name-and-a-number": GAPPING,
    "a-gapped-clause-near-misses-abstain": GAPPING_NEAR_MISSES,
    "a-do-that-repeats-an-event-of-another-subject": DO_REPEATS,
    "a-do-that-repeats-near-misses-abstain": DO_REPEATS_NEAR_MISSES,
    "a-holding-told-now-with-its-place-left-out": NOW_THERE_ARE,
    "a-holding-told-now-near-misses-abstain": NOW_THERE_ARE_NEAR_MISSES,
    "rates-over-their-own-stretches-in-one-list": TIMED_LIST,
    "rates-over-their-own-stretches-near-misses-abstain": TIMED_LIST_NEAR_MISSES,
    "things-given-back-to-the-one-they-came-from": GIVEN_BACK,
    "what-is-left-of-the-stock-that-shrank": LEFT_OF_A_STOCK,
    "what-is-left-near-misses-abstain": LEFT_OF_A_STOCK_NEAR_MISSES,
    "what-happened-asked-beside-a-stated-holding": EVENTS_ASKED,
    "what-happened-asked-near-misses-abstain": EVENTS_ASKED_NEAR_MISSES,
    "a-difference-of-events-with-did-parsed-as-the-root": EVENT_DIFFERENCES_DID_ROOT,
    "a-place-asked-that-its-owner-holds-things-in": OWNERS_PLACE_ASKED,
    "a-place-asked-that-its-owner-holds-things-in-near-misses-abstain": OWNERS_PLACE_ASKED_NEAR_MISSES,
    "time-spent-or-taken-doing-something-at-a-rate": TIME_SPENT_DOING,
    "time-spent-or-taken-near-misses-abstain": TIME_SPENT_DOING_NEAR_MISSES,
    "round-43-first-run-fixes-and-their-neighbours": ROUND_43_FIXES,
    "a-particle-parsed-as-a-preposition-before-a-place": PARTICLE_BEFORE_A_PLACE,
    "a-difference-asked-without-than-of-two-holders": DIFFERENCE_WITHOUT_THAN,
    "a-difference-asked-without-than-near-misses-abstain": DIFFERENCE_WITHOUT_THAN_NEAR_MISSES,
    "two-kinds-of-one-holder-contrasted": KINDS_CONTRASTED,
    "two-kinds-contrasted-near-misses-abstain": KINDS_CONTRASTED_NEAR_MISSES,
    "a-generic-one-whose-count-the-question-gives": GENERIC_HOLDER,
    "a-generic-one-near-misses-abstain": GENERIC_HOLDER_NEAR_MISSES,
    "a-difference-without-than-pronouns-money-and-the-other-side-s-events": DIFFERENCE_WITHOUT_THAN_MORE,
    "two-kinds-contrasted-now-and-beside-another-holder-s-kinds": KINDS_CONTRASTED_MORE,
    "one-holding-at-two-times-contrasted": HOLDING_AT_TWO_TIMES,
    "one-holding-at-two-times-near-misses-abstain": HOLDING_AT_TWO_TIMES_NEAR_MISSES,
    "what-happened-between-a-holding-and-its-holding-now": TOLD_TWICE,
    "what-happened-between-two-holdings-near-misses-abstain": TOLD_TWICE_NEAR_MISSES,
    "a-share-passive-by-its-groups-or-on-places": SHARES_MORE_FORMS,
    "a-share-passive-by-its-groups-or-on-places-near-misses-abstain": SHARES_MORE_FORMS_NEAR_MISSES,
    "given-to-each-of-a-number-of-receivers": TO_EACH_OF,
    "what-happened-at-one-time-asked": EVENTS_AT_A_TIME,
    "what-happened-at-one-time-near-misses-abstain": EVENTS_AT_A_TIME_NEAR_MISSES,
    "got-from-or-bought-for-each-of-a-number": FROM_AND_FOR_EACH_OF,
    "a-stretch-over-every-time-told": OVER_EVERY_TIME,
    "round-47-first-run-fixes": ROUND_47_FIXES,
    "a-rate-in-each-item-hung-on-the-verb": EACH_AFTER_THE_AMOUNT,
    "what-each-item-weighs": WEIGHT_OF_EACH,
    "things-placed-in-each-item": PLACED_IN_EACH,
    "a-pace-written-in-the-singular": PACE_IN_THE_SINGULAR,
    "a-comparison-with-than-he-or-she-does": THAN_SHE_DOES,
    "a-difference-asked-of-names-the-parse-misreads": DIFFERENCE_REPAIRS,
    "holders-told-apart-by-an-adjective-or-an-ordinal": HOLDERS_TOLD_APART,
    "round-48-first-run-fixes": ROUND_48_FIXES,
    "multiples-with-the-noun-left-out-or-of-a-tally": MULTIPLES_ELIDED_AND_TALLIED,
    "a-measure-stated-against-another-things": MEASURES_COMPARED,
    "ages-stated-and-compared": AGES,
    "losses-compared-as-what-each-used-up": LOSSES_COMPARED,
    "round-49-first-run-fixes": ROUND_49_FIXES,
    "events-compared-before-the-base-is-told": COMPARED_BEFORE_ITS_BASE,
    "the-rest-of-a-set-in-the-contrary-state": STATES_THAT_SPLIT_A_SET,
    "a-split-of-things-held-for-it": SPLITS_OF_WHAT_IS_HELD,
    "how-big-is-each-group": SIZE_OF_EACH_GROUP,
    "a-stretch-after-now-and-the-holding-then": RATES_OVER_A_STRETCH_ASKED,
    "a-question-verb-tagged-a-noun-after-its-auxiliary": VERBS_TAGGED_AS_NOUNS,
    "the-rest-of-several-holders-things": PARTS_OF_SEVERAL_HOLDERS,
    "a-number-counts-the-object-its-verb-had-before": OBJECTS_TOLD_BEFORE,
    "what-an-event-leaves-its-holder-with": WHAT_AN_EVENT_LEAVES,
    "what-one-did-asked-in-the-present-perfect": TALLIES_ASKED_IN_THE_PERFECT,
    "verbs-of-gain-and-loss-added-by-hand": VERBS_ADDED_BY_HAND,
    "a-question-do-parsed-as-its-main-verb": DO_READ_AS_THE_MAIN_VERB,
    "a-part-told-as-a-bare-number": PARTS_TOLD_WITHOUT_OF_THEM,
    "the-rest-said-to-be-in-the-state-asked": THE_REST_IN_A_STATE,
    "the-doer-of-an-after-participle": EVENTS_AFTER_A_PARTICIPLE,
    "coordinated-objects-each-with-its-own-giver": OBJECTS_WITH_THEIR_OWN_GIVERS,
    "half-a-dozen-is-six": HALF_A_DOZEN,
    "what-two-used-up-compared": LOSSES_OF_TWO_COMPARED,
    "parts-of-a-holding": PARTS_OF_A_HOLDING,
    "all-but-a-number": ALL_BUT_A_NUMBER,
    "owners-of-what-is-given": OWNERS_OF_WHAT_IS_GIVEN,
    "events-asked-beside-a-holding": EVENTS_ASKED_BESIDE_A_HOLDING,
    "tallied-multiples": TALLIED_MULTIPLES,
    "relative-comparisons": RELATIVE_COMPARISONS,
    "question-verbs-after-a-noun-phrase": QUESTION_VERBS_AFTER_A_NOUN_PHRASE,
    "all-but-under-its-word": ALL_BUT_UNDER_ITS_WORD,
    "percents-of-a-holding": PERCENTS_OF_A_HOLDING,
    "shares-the-question-implies": SHARES_THE_QUESTION_IMPLIES,
    "comparisons-told-after-their-amount": COMPARISONS_TOLD_AFTER_THEIR_AMOUNT,
    "two-said-by-both": TWO_SAID_BY_BOTH,
    "a-third-as-many": A_THIRD_AS_MANY,
    "a-count-with-each-hung-on-its-own-noun": A_COUNT_WITH_EACH_ON_ITS_NOUN,
    "three-or-more-names-each-hold": NAMES_EACH_HOLD,
    "a-single-item-priced-beside-a-rate": PRICED_ALONE_BESIDE_A_RATE,
    "things-a-seller-sells-at-a-price-each": SOLD_AT_A_PRICE_EACH,
    "paid-a-price-for-each-of-a-number": PAID_FOR_EACH_OF,
    "a-price-per-the-subjects-own-item": PRICE_PER_ITS_SUBJECT,
    "how-much-money-is-left": MONEY_LEFT_OF_NOBODY_NAMED,
    "things-held-in-an-owners-place": PLACES_OF_AN_OWNER,
    "names-each-holding-money": MONEY_EACH_OF_NAMES,
    "what-was-spent-beside-the-money-held-before": SPENT_BESIDE_A_START,
    "sold-at-a-price-each-and-one-at-its-own": SOLD_AT_A_PRICE_AND_ALONE,
    "a-price-or-an-amount-apiece": APIECE,
    "each-with-after-a-count": EACH_WITH_AFTER_A_COUNT,
    "what-a-receiver-got": WHAT_THE_RECEIVER_GOT,
    "two-objects-each-with-its-own-receiver": TWO_OBJECTS_TWO_RECEIVERS,
    "a-seller-prices-several-items": SELLERS_SEVERAL_PRICES,
    "what-a-receiver-got-beside-a-holding": WHAT_A_RECEIVER_GOT_BESIDE_A_HOLDING,
    "each-with-after-a-count-filled-or-bought": EACH_WITH_ON_A_VERB_OF_FILLING,
    "a-price-of-a-list-nothing-buys": A_PRICE_NOTHING_BUYS,
    "a-purchase-or-sale-at-a-price-beside-a-holding-of-its-items": TRADED_BESIDE_STOCK,
    "a-purchase-or-sale-at-a-price-beside-a-holding-of-its-items-near-misses-abstain": TRADED_BESIDE_STOCK_NEAR_MISSES,
    "things-held-shared-in-a-passive": PASSIVE_SHARES,
    "things-held-shared-in-a-passive-near-misses-abstain": PASSIVE_SHARES_NEAR_MISSES,
    "a-rate-of-any-one-of-the-things-the-text-counts": ANY_ONE_COUNTED,
    "a-rate-of-any-one-of-the-things-the-text-counts-near-misses-abstain": ANY_ONE_COUNTED_NEAR_MISSES,
    "one-items-price-asked": UNIT_PRICE_ASKED,
    "one-items-price-asked-near-misses-abstain": UNIT_PRICE_ASKED_NEAR_MISSES,
    "departures-and-verbs-the-parse-hung-on-counted-nouns": PARSES_REPAIRED_26,
    "the-items-asked-after-a-purchase-or-sale-at-a-price": TRADED_ITEMS_ASKED,
    "the-items-asked-after-a-purchase-or-sale-at-a-price-near-misses-abstain": TRADED_ITEMS_ASKED_NEAR_MISSES,
    "the-rest-shared-in-a-passive-and-things-placed-equally": SHARED_REST_PASSIVE,
    "the-rest-shared-in-a-passive-near-misses-abstain": SHARED_REST_PASSIVE_NEAR_MISSES,
    "things-that-fall-or-move-away": DEPARTURES_26,
    "a-shortfall-beside-rates-of-the-holding": NEED_BESIDE_RATES,
    "a-shortfall-beside-rates-of-the-holding-near-misses-abstain": NEED_BESIDE_RATES_NEAR_MISSES,
    "one-items-price-asked-by-its-forms": UNIT_PRICE_FORMS,
    "one-items-price-asked-by-its-forms-near-misses-abstain": UNIT_PRICE_FORMS_NEAR_MISSES,
    "present-verbs-the-parse-read-as-nouns": VERBS_READ_AS_NOUNS,
    "every-item-said-to-cost-the-same": SAME_PRICE_SAID,
    "a-trade-at-a-price-among-other-events-of-the-items": TRADES_AMONG_EVENTS,
    "money-earned-doing-something": GERUNDS_REPAIRED,
    "the-price-of-a-thing-only-wanted": ONLY_WANTED,
    "a-statements-need-of-items-at-a-price": NEEDED_ITEMS_PRICED,
    "a-scene-with-no-place-holds-its-things": SCENE_HOLDINGS,
    "a-scene-with-no-place-holds-its-things-near-misses-abstain": SCENE_HOLDINGS_NEAR_MISSES,
    "things-added-in-the-passive-go-to-their-place": PASSIVE_ADDITIONS,
    "things-added-in-the-passive-go-to-their-place-near-misses-abstain": PASSIVE_ADDITIONS_NEAR_MISSES,
    "the-one-holder-named-with-a-compound-is-the-noun-alone": NAMED_AGAIN_BY_ITS_NOUN,
    "the-one-holder-named-with-a-compound-is-the-noun-alone-near-misses-abstain": NAMED_AGAIN_BY_ITS_NOUN_NEAR_MISSES,
    "the-change-of-a-payment-is-what-is-left-of-the-money-handed-over": CHANGE_ASKED,
    "the-change-of-a-payment-is-what-is-left-of-the-money-handed-over-near-misses-abstain": CHANGE_ASKED_NEAR_MISSES,
    "a-thing-only-wanted-and-a-question-past-its-purchase-abstain": WANTED_THEN_LEFT,
    "a-point-in-time-is-no-place": POINTS_IN_TIME,
    "things-taken-away-in-the-passive-leave-their-place": PASSIVE_REMOVALS,
    "things-taken-away-in-the-passive-leave-their-place-near-misses-abstain": PASSIVE_REMOVALS_NEAR_MISSES,
    "the-receiver-of-a-passive-gift-gains-it": PASSIVE_RECEIPTS,
    "the-receiver-of-a-passive-gift-gains-it-near-misses-abstain": PASSIVE_RECEIPTS_NEAR_MISSES,
    "an-event-of-another-named-holder-stands-beside-the-asked-one": DISTRACTOR_EVENTS,
    "an-event-of-another-named-holder-stands-beside-the-asked-one-near-misses-abstain": DISTRACTOR_EVENTS_NEAR_MISSES,
    "an-eater-that-gained-the-things-eats-its-own": EATER_WITH_ITS_OWN,
    "rates-per-occasion-the-question-counts": RATES_PER_OCCASION,
    "time-a-pace-takes-for-a-holding-or-an-amount": TIME_TO_DO_AT_A_PACE,
    "a-time-per-item-said-with-it-takes": TIME_PER_ITEM,
    "things-brought-in-by-nobody-named": PASSIVE_ARRIVALS,
    "amounts-of-one-dimension-totalled-in-the-unit-asked": DURATIONS_CONVERTED,
    "an-activity-for-a-stretch-of-time-tallied": TIME_SPENT_FOR,
    "round-62-first-run-fixes": ROUND_62_FIRST_RUN_FIXES,
    "a-stretch-of-time-is-tallied-only-for-a-time-asked": TIME_SPENT_NEAR_MISSES,
    "times-per-item-and-paces-said-other-ways": TIME_TAKEN_WIDER,
    "titles-in-quotes-shares-to-a-price-per-cup": QUOTED_TITLES_AND_SMALL_READINGS,
    "a-count-of-the-rates-items-named-with-fewer-words": OCCASIONS_NAMED_ALIKE,
    "round-63-first-run-fixes": ROUND_63_FIRST_RUN_FIXES,
    "restrictions-on-units-totalled-and-more-than-the-things-done": REVIEW_PROBES_SESSION_28,
    "the-time-a-pace-takes-for-part-of-the-holding-abstains": TIME_TO_DO_PART_OF_IT,
    "a-clipped-or-diminutive-noun-beside-its-full-word-counts-one-thing": NOUN_VARIANTS,
    "a-noun-that-only-begins-another-is-another-thing": NOUN_VARIANTS_NEAR_MISSES,
    "gains-from-sources-that-hold-nothing-are-all-that-is-shared": GAINS_FROM_PLACES_SHARED,
    "stretches-of-time-worked-listed-are-counts-of-the-rate": STRETCHES_WORKED_LISTED,
    "stretches-of-time-worked-listed-near-misses-abstain": STRETCHES_WORKED_LISTED_NEAR_MISSES,
    "a-thing-priced-alone-beside-a-price-each-in-one-clause": PRICES_COORDINATED,
    "a-thing-priced-alone-near-misses-abstain": PRICES_COORDINATED_NEAR_MISSES,
    "people-is-the-plural-of-person": PEOPLE_AND_PERSON,
    "a-trip-at-a-speed-for-a-time-read-for-more-verbs-of-travel": VERBS_OF_TRAVEL,
    "a-verb-read-as-a-noun-counted-by-a-number-and-more": COUNTED_VERBS,
    "a-passive-paid-with-money-is-money-earned": PAID_AN_HOUR,
    "a-passive-paid-with-a-payer-or-a-purchase-abstains": PAID_AN_HOUR_NEAR_MISSES,
    "things-asked-from-a-scene-all-were-got-there": THINGS_FROM_A_SCENE,
    "things-asked-from-a-scene-near-misses-abstain": THINGS_FROM_A_SCENE_NEAR_MISSES,
    "taking-a-picture-makes-one": TAKING_PICTURES,
    "taking-other-things-takes-from-someone": TAKING_THINGS_NEAR_MISSES,
    "each-after-the-object-distributes-it-over-the-counted-subjects": EACH_OF_COUNTED_SUBJECTS,
    "each-of-counted-subjects-near-misses-abstain": EACH_OF_COUNTED_SUBJECTS_NEAR_MISSES,
    "a-progressive-of-posture-with-a-place-is-being-there": BEING_SOMEWHERE_IN_THE_PROGRESSIVE,
    "a-progressive-of-posture-without-a-place-abstains": BEING_SOMEWHERE_NEAR_MISSES,
    "money-raised-is-money-earned": MONEY_RAISED,
    "a-price-over-several-buyers-purchases": PRICE_OVER_BUYERS,
    "a-price-over-several-buyers-near-misses-abstain": PRICE_OVER_BUYERS_NEAR_MISSES,
    "an-item-of-a-kind-priced-then-counted-by-its-noun": PRICED_KIND_SAID_AGAIN,
    "an-item-of-a-kind-priced-near-misses-abstain": PRICED_KIND_SAID_AGAIN_NEAR_MISSES,
    "a-price-told-by-a-purchase-of-uncounted-items": PRICE_OF_UNCOUNTED_PURCHASES,
    "a-price-told-by-a-purchase-of-uncounted-items-near-misses-abstain": PRICE_OF_UNCOUNTED_PURCHASES_NEAR_MISSES,
    "items-that-sell-for-a-price-each": ITEMS_SELLING_FOR_A_PRICE,
    "nouns-a-whole-covers-then-an-event-of-the-whole": KINDS_OF_A_WHOLE_THEN_AN_EVENT_OF_IT,
    "nouns-a-whole-covers-then-an-event-near-misses-abstain": KINDS_OF_A_WHOLE_NEAR_MISSES,
    "extra-things-got-beyond-those-used": SURPLUS_ASKED,
    "extra-things-got-near-misses-abstain": SURPLUS_ASKED_NEAR_MISSES,
    "an-if-clause-the-parse-hangs-on-the-auxiliary": IF_CLAUSE_ON_THE_AUXILIARY,
    "the-distance-between-two-places-a-trip-joins": DISTANCE_BETWEEN_PLACES,
    "the-distance-between-two-places-near-misses-abstain": DISTANCE_BETWEEN_PLACES_NEAR_MISSES,
    "round-66-shapes-abstain": ROUND66_NEAR_MISSES,
    "round-66-shapes-controls": ROUND66_CONTROLS,
    "a-number-bought-without-its-noun-after-a-price": ITEMS_BOUGHT_WITHOUT_THEIR_NOUN,
    "a-number-bought-without-its-noun-near-misses-abstain": ITEMS_BOUGHT_WITHOUT_THEIR_NOUN_NEAR_MISSES,
    "packed-into-containers-a-relative-clause-sizes": PACKED_BY_CAPACITY,
    "packed-into-containers-a-relative-clause-sizes-near-misses-abstain": PACKED_BY_CAPACITY_NEAR_MISSES,
    "a-trade-of-uncounted-items-at-a-price-each": PRICED_IN_THE_TRADE,
    "a-trade-of-uncounted-items-at-a-price-each-near-misses-abstain": PRICED_IN_THE_TRADE_NEAR_MISSES,
    "what-is-the-total-cost-of-a-count-of-items": TOTAL_COST_OF_A_COUNT,
    "what-is-the-total-cost-of-a-count-near-misses-abstain": TOTAL_COST_OF_A_COUNT_NEAR_MISSES,
    "a-number-after-its-capitalized-noun-is-a-label": LABELS_ARE_NO_AMOUNTS,
    "a-number-after-its-capitalized-noun-near-misses-abstain": LABELS_NEAR_MISSES,
    "round-67-shapes-abstain": ROUND67_NEAR_MISSES,
    "round-67-shapes-controls": ROUND67_CONTROLS,
    "a-sale-of-uncounted-items-at-a-price-each": SOLD_UNCOUNTED_AT_A_PRICE,
    "a-part-that-did-not-and-a-rate-of-those-that-did": ITEMS_THAT_DID,
    "a-part-that-did-not-near-misses-abstain": ITEMS_THAT_DID_NEAR_MISSES,
    "money-used-to-buy-is-a-purchase": MEANS_USED_TO_BUY,
    "money-used-to-buy-near-misses-abstain": MEANS_USED_NEAR_MISSES,
    "an-amount-per-unit-of-time-asked": PACES_ASKED,
    "an-amount-per-unit-of-time-near-misses-abstain": PACES_ASKED_NEAR_MISSES,
    "one-word-compounds-of-the-asked-noun-abstain": CLOSED_COMPOUNDS,
    "a-sale-of-what-the-seller-holds-at-a-price-each": SOLD_WHAT_IS_HELD,
    "a-sale-of-what-the-seller-holds-near-misses-abstain": SOLD_WHAT_IS_HELD_NEAR_MISSES,
    "given-equally-to-a-counted-group": GIVEN_EQUALLY,
    "given-equally-near-misses-abstain": GIVEN_EQUALLY_NEAR_MISSES,
    "a-part-that-did-not-and-a-state-of-the-others-asked": NOT_DONE_STATES,
    "a-part-that-did-not-and-a-state-near-misses-abstain": NOT_DONE_STATES_NEAR_MISSES,
    "what-each-of-a-counted-group-did": EACH_OF_THE_DOERS,
    "what-each-of-a-counted-group-did-near-misses-abstain": EACH_OF_THE_DOERS_NEAR_MISSES,
    "the-rest-after-a-part-in-a-state": REST_AFTER_A_PART,
    "the-rest-after-a-part-in-a-state-near-misses-abstain": REST_AFTER_A_PART_NEAR_MISSES,
    "a-part-absent-and-a-rate-of-those-present": ATTENDANCE_PARTS,
    "a-part-absent-and-a-rate-of-those-present-near-misses-abstain": ATTENDANCE_PARTS_NEAR_MISSES,
    "a-number-whose-noun-is-left-out-after-it": ELLIPTIC_AMOUNTS,
    "a-gapped-clause-of-another-subject-abstains": GAPPED_OTHER_SUBJECT,
    "what-each-of-a-plural-subject-holds": HELD_EACH_BY_A_PLURAL,
    "what-each-of-a-plural-subject-holds-near-misses-abstain": HELD_EACH_BY_A_PLURAL_NEAR_MISSES,
    "a-distance-asked-with-a-verb-of-travel": DISTANCE_ASKED_BY_TRAVEL,
    "a-distance-asked-with-a-verb-of-travel-near-misses-abstain": DISTANCE_ASKED_BY_TRAVEL_NEAR_MISSES,
    "a-total-over-holders-named-by-their-order": ORDERED_HOLDERS_TOTAL,
    "a-total-over-holders-named-by-their-order-near-misses-abstain": ORDERED_HOLDERS_TOTAL_NEAR_MISSES,
    "a-change-of-the-holders-together": GROUP_CHANGE,
    "a-change-of-the-holders-together-near-misses-abstain": GROUP_CHANGE_NEAR_MISSES,
    "doers-named-by-their-act": DOERS_NAMED_BY_THEIR_ACT,
    "doers-named-by-their-act-near-misses-abstain": DOERS_NEAR_MISSES,
    "a-split-whole-asked-without-its-holder": SPLIT_WHOLE_ASKED_WITHOUT_HOLDER,
    "a-split-whole-asked-without-its-holder-near-misses-abstain": SPLIT_WHOLE_ASKED_WITHOUT_HOLDER_NEAR_MISSES,
    "a-whole-split-by-topic": SPLIT_BY_TOPIC,
    "a-whole-split-by-topic-near-misses-abstain": SPLIT_BY_TOPIC_NEAR_MISSES,
    "holders-named-by-a-numbered-series": HOLDERS_NAMED_BY_A_NUMBERED_SERIES,
    "holders-named-by-a-numbered-series-near-misses-abstain": HOLDERS_NAMED_BY_A_NUMBERED_SERIES_NEAR_MISSES,
    "doers-counted-as-the-subject-of-a-progressive": DOERS_OF_A_PROGRESSIVE,
    "doers-counted-as-the-subject-of-a-progressive-near-misses-abstain": DOERS_OF_A_PROGRESSIVE_NEAR_MISSES,
    "kinds-listed-per-item": KINDS_LISTED_PER_ITEM,
    "kinds-listed-per-item-near-misses-abstain": KINDS_LISTED_PER_ITEM_NEAR_MISSES,
    "a-whole-named-by-its-mass-word": WHOLE_NAMED_BY_ITS_MASS_WORD,
    "a-whole-named-by-its-mass-word-near-misses-abstain": WHOLE_NAMED_BY_ITS_MASS_WORD_NEAR_MISSES,
    "a-goal-stated-in-the-question": GOAL_STATED_IN_THE_QUESTION,
    "a-goal-stated-in-the-question-near-misses-abstain": GOAL_STATED_IN_THE_QUESTION_NEAR_MISSES,
    "each-of-those-that-remain": THOSE_THAT_REMAIN,
    "each-of-those-that-remain-near-misses-abstain": THOSE_THAT_REMAIN_NEAR_MISSES,
    "a-whole-asked-by-the-event-of-its-kinds": WHOLE_ASKED_BY_ITS_EVENT,
    "a-whole-asked-by-the-event-of-its-kinds-near-misses-abstain": WHOLE_ASKED_BY_ITS_EVENT_NEAR_MISSES,
    "old and new ones": OLD_AND_NEW_ONES,
    "old and new ones near misses": OLD_AND_NEW_ONES_NEAR_MISSES,
    "events counted in times": EVENTS_COUNTED_IN_TIMES,
    "events counted in times near misses": EVENTS_COUNTED_IN_TIMES_NEAR_MISSES,
    "times named by the count": TIMES_NAMED_BY_THE_COUNT,
    "times named by the count near misses": TIMES_NAMED_BY_THE_COUNT_NEAR_MISSES,
    "states of what moves": STATES_OF_WHAT_MOVES,
    "states of what moves near misses": STATES_OF_WHAT_MOVES_NEAR_MISSES,
    "needs done later": NEEDS_DONE_LATER,
    "needs done later near misses": NEEDS_DONE_LATER_NEAR_MISSES,
    "supplied to a place": SUPPLIED_TO_A_PLACE,
    "supplied to a place near misses": SUPPLIED_TO_A_PLACE_NEAR_MISSES,
    "by the time": BY_THE_TIME,
    "by the time near misses": BY_THE_TIME_NEAR_MISSES,
    "amounts made doing": AMOUNTS_MADE_DOING,
    "amounts made doing near misses": AMOUNTS_MADE_DOING_NEAR_MISSES,
    "tasks left to do": TASKS_LEFT_TO_DO,
    "tasks left to do near misses": TASKS_LEFT_TO_DO_NEAR_MISSES,
    "questions in the progressive": QUESTIONS_IN_THE_PROGRESSIVE,
    "supplied by name to a place": SUPPLIED_BY_NAME_TO_A_PLACE,
    "supplied by name to a place near misses": SUPPLIED_BY_NAME_TO_A_PLACE_NEAR_MISSES,
    "passive packing": PASSIVE_PACKING,
    "passive packing near misses": PASSIVE_PACKING_NEAR_MISSES,
    "one place asked": ONE_PLACE_ASKED,
    "one place asked near misses": ONE_PLACE_ASKED_NEAR_MISSES,
    "finite conjuncts and things shared aside": FINITE_CONJUNCTS_AND_SHARED_ASIDE,
    "finite conjuncts and things shared aside near misses": FINITE_CONJUNCTS_AND_SHARED_ASIDE_NEAR_MISSES,
    "money made by one job": MONEY_MADE_BY_ONE_JOB,
    "held after an event": HELD_AFTER_AN_EVENT,
    "held after an event near misses": HELD_AFTER_AN_EVENT_NEAR_MISSES,
    "packed by a participle": PACKED_BY_A_PARTICIPLE,
    "packed by a participle near misses": PACKED_BY_A_PARTICIPLE_NEAR_MISSES,
    "sold all but": SOLD_ALL_BUT,
    "sold all but near misses": SOLD_ALL_BUT_NEAR_MISSES,
    "filled and sized": FILLED_AND_SIZED,
    "filled and sized near misses": FILLED_AND_SIZED_NEAR_MISSES,
    "kinds held in containers": KINDS_HELD_IN_CONTAINERS,
    "kinds held in containers near misses": KINDS_HELD_IN_CONTAINERS_NEAR_MISSES,
    "acts after a state": ACTS_AFTER_A_STATE,
    "acts after a state near misses": ACTS_AFTER_A_STATE_NEAR_MISSES,
    "containers for their contents": CONTAINERS_FOR_THEIR_CONTENTS,
    "containers for their contents near misses": CONTAINERS_FOR_THEIR_CONTENTS_NEAR_MISSES,
    "contents of a task left": CONTENTS_OF_A_TASK_LEFT,
    "contents of a task left near misses": CONTENTS_OF_A_TASK_LEFT_NEAR_MISSES,
    "things-finished-are-done-with": FINISHED_TASKS,
    "things-finished-near-misses-abstain": FINISHED_NEAR_MISSES,
    "equal-parts-said-by-each-having-the-same": SAME_IN_EACH,
    "equal-parts-said-by-each-having-the-same-near-misses-abstain": SAME_IN_EACH_NEAR_MISSES,
    "things-held-in-equal-groups": GROUPS_HELD,
    "things-held-in-equal-groups-near-misses-abstain": GROUPS_HELD_NEAR_MISSES,
    "equal-parts-said-by-a-clause-of-purpose": SAME_IN_EACH_PURPOSE,
    "equal-parts-said-by-a-clause-of-purpose-near-misses-abstain": SAME_IN_EACH_PURPOSE_NEAR_MISSES,
    "an-if-clause-of-two-events": IF_TWO_VERBS,
    "an-if-clause-of-two-events-near-misses-abstain": IF_TWO_VERBS_NEAR_MISSES,
    "equal-parts-said-by-an-equal-number": SAME_IN_EACH_EQUAL,
    "things-held-in-equal-groups-said-by-a-phrase": GROUPS_HELD_ABSOLUTE,
    "things-held-in-equal-groups-said-by-a-phrase-near-misses-abstain": GROUPS_HELD_ABSOLUTE_NEAR_MISSES,
    "a-mass-noun-asked-in-the-pieces-that-count-it": PIECES_ASKED,
    "a-mass-noun-asked-in-the-pieces-that-count-it-near-misses-abstain": PIECES_ASKED_NEAR_MISSES,
    "a-holding-without-a-noun-after-a-scene": SCENE_UNIT,
    "a-holding-without-a-noun-after-a-scene-near-misses-abstain": SCENE_UNIT_NEAR_MISSES,
    "things-taken-from-another-s-place-are-not-one-s-own": OTHERS_PLACE,
    "things-taken-from-another-s-place-near-misses-abstain": OTHERS_PLACE_NEAR_MISSES,
    "shares-said-not-equal-abstain": NOT_EQUALLY_NEAR_MISSES,
    "what-one-go-moves-at-a-time": AT_A_TIME,
    "what-one-go-moves-at-a-time-near-misses-abstain": AT_A_TIME_NEAR_MISSES,
    "what-a-share-leaves-over": LEFT_OVER,
    "what-a-share-leaves-over-near-misses-abstain": LEFT_OVER_NEAR_MISSES,
    "one-place-and-another-or-the-other": ONE_AND_THE_OTHER,
    "what-one-go-moves-is-the-goer-s-near-misses-abstain": AT_A_TIME_GOER_NEAR_MISSES,
    "lists in one place": LISTS_IN_ONE_PLACE,
    "named things shared": NAMED_THINGS_SHARED,
    "bought packed": BOUGHT_PACKED,
    "bought packed near": BOUGHT_PACKED_NEAR_MISSES,
    "some more arrive": SOME_MORE_ARRIVE,
    "some more fly up": SOME_MORE_FLY_UP,
    "some more fly up near": SOME_MORE_FLY_UP_NEAR_MISSES,
    "arrivals asked alone": ARRIVALS_ASKED_ALONE,
    "arrivals asked alone near": ARRIVALS_ASKED_ALONE_NEAR_MISSES,
    "holding with a particle": HOLDING_WITH_A_PARTICLE,
    "one container of": ONE_CONTAINER_OF,
    "one container of near": ONE_CONTAINER_OF_NEAR_MISSES,
    "split stated before": SPLIT_STATED_BEFORE,
    "split stated before near": SPLIT_STATED_BEFORE_NEAR_MISSES,
    "gave each of": GAVE_EACH_OF,
    "gave each of near": GAVE_EACH_OF_NEAR_MISSES,
    "groups who hold": GROUPS_WHO_HOLD,
    "groups who hold near": GROUPS_WHO_HOLD_NEAR_MISSES,
    "dates are no amounts": DATES_ARE_NO_AMOUNTS,
    "summary then first": SUMMARY_THEN_FIRST,
    "summary then first near": SUMMARY_THEN_FIRST_NEAR_MISSES,
    "gapped possessed": GAPPED_POSSESSED,
    "gapped possessed near": GAPPED_POSSESSED_NEAR_MISSES,
    "numbers that name": NUMBERS_THAT_NAME,
    "numbers that name near": NUMBERS_THAT_NAME_NEAR_MISSES,
    "number parsed on a far noun": NUMBER_PARSED_ON_A_FAR_NOUN,
    "extra after a noun": EXTRA_AFTER_A_NOUN,
    "each ends up with": EACH_ENDS_UP_WITH,
    "placed into no person": PLACED_INTO_NO_PERSON,
    "brought from a place": BROUGHT_FROM_A_PLACE,
    "containers of what was moved": CONTAINERS_MOVED,
    "containers of what was moved near": CONTAINERS_MOVED_NEAR_MISSES,
    "it takes for one": TAKES_FOR_ONE,
    "it takes for one near": TAKES_FOR_ONE_NEAR_MISSES,
    "a compound named again by its head": COMPOUND_SHORTENED,
    "a compound named again near": COMPOUND_SHORTENED_NEAR_MISSES,
    "a plan told now": PLANS_TOLD_NOW,
    "a plan told now near": PLANS_TOLD_NOW_NEAR_MISSES,
    "a pronoun after a joined subject": PRONOUN_JOINED_SUBJECT,
    "a compound in a list of kinds": COMPOUND_LIST_OF_KINDS,
    "a number word before a hyphenated one": NUMBER_BEFORE_HYPHENATED,
    "a pronoun after a joined subject, a state": PRONOUN_JOINED_STATE,
    "the bill of plain spending": BILL_OF_SPENDING,
    "the bill of plain spending near": BILL_OF_SPENDING_NEAR_MISSES,
    "events missed beside events gone to": MISSED_BESIDE_ATTENDED,
    "events missed beside events gone to near": MISSED_BESIDE_ATTENDED_NEAR_MISSES,
    "it takes someone asked": IT_TAKES_SOMEONE_ASKED,
    "a plan asked in the future perfect": PLAN_FUTURE_PERFECT,
    "a two-word noun named again by its head": COLLOCATION_SHORTENED,
    "a stranded particle of a repaired verb": STRANDED_AFTER_A_REPAIR,
    "a whole of what coordinated doers did": DONE_TOTAL,
    "a whole of what coordinated doers did near": DONE_TOTAL_NEAR_MISSES,
    "a name the tagger reads as another word": NAMES_TAGGED_OTHERWISE,
    "a comparative after the counted noun": COMPARATIVE_AFTER_THE_COUNT,
    "a comparative after the counted noun near": COMPARATIVE_AFTER_THE_COUNT_NEAR_MISSES,
    "'it' for the one place named before": IT_FOR_A_PLACE,
    "a subject pronoun joined to a clause with one named subject": PRONOUN_GOES_ON,
    "a holding compared, then an unstated change": COMPARED_THEN_UNSTATED,
    "a comparative after the counted noun, more shapes": COMPARATIVE_AFTER_THE_COUNT_MORE,
    "a whole of what coordinated doers did, any verb of doing": DONE_TOTAL_MORE_VERBS,
    "containers needed for things the question names": CONTAINERS_NEEDED_FOR,
    "the total bill asked": TOTAL_BILL_ASKED,
    "a list of names the parse split": LISTS_READ_APART,
    "one more thing beside a count": ONE_MORE_THING_UNCOUNTED,
    "a group's change after holdings of each": GROUP_CHANGE_AFTER_EACH,
    "a bare count shared with no holder": SHARED_BARE_COUNT,
    "a receiver read as a range": RECEIVERS_READ_AS_RANGES,
    "a remainder stated beside a share": REMAINDER_STATED,
    "a remainder stated beside a share near": REMAINDER_STATED_NEAR_MISSES,
    "equal rows set out or lined up": EQUAL_ROWS,
    "a whole that splits itself": SPLIT_ITSELF,
    "a passive packing or handing out of a whole": PASSIVE_PACKED_OR_HANDED,
    "groups of equal size or the same length": GROUPS_OF_EQUAL_SIZE,
    "a rate of the holder another is compared with": RATE_OF_A_BASE,
    "a whole of kinds beside containers of one kind": KINDS_BESIDE_CONTAINERS_OF_THEM,
    "a holding compared as a kind of the whole asked": COMPARED_KIND_IN_A_WHOLE,
    "groups made of a stated size": GROUPS_MADE_OF_A_SIZE,
    "the same number in each, set beside the groups": SAME_NUMBER_SET_BESIDE,
    "a part kept before the rest is shared": KEPT_BEFORE_THE_REST,
    "a share whose total is asked, each part told apart": SHARED_TOTAL_ASKED,
    "a remainder beside a share not said equal": REMAINDER_OF_UNEQUAL_PARTS,
    "a holding verb that moves things between places": HOLDING_VERB_OF_MOVING,
    "a whole split into kinds named by a noun before the same noun": REST_OF_COMPOUND_KINDS,
    "the asked holder's containers beside another holder's": ASKED_HOLDERS_CONTAINERS,
    "a price of items the text names nowhere else": IDLE_PRICES,
    "the other of two nouns that make a group of people": COMPLEMENT_NOUNS,
    "of them after containers and their contents, a place of another's things": ROUND92_PRECISION,
    "an event of no holder beside a split whole": EVENT_OF_NO_HOLDER_BESIDE_A_SPLIT,
    "an amount per unit of time asked in another unit of its measure": RATE_IN_ANOTHER_UNIT,
    "a name read as an adjective before its verb, 'last' read as an adverb": WORDS_READ_AS_OTHER_PARTS,
    "an amount one wants to get as the goal of a shortfall, a holding of another thing beside it": WANTED_AMOUNT_GOALS,
    "a goal wanted or saved for, a task wanted, and what was got so far toward it": WANTS_AND_SAVED_GOALS,
    "a trip's length said with 'It is', its time with 'It took', a pace asked": TRIP_TOLD_APART,
    "all of one's own things moved: the whole holding, as half of it is a part": ALL_OF_A_HOLDING,
    "a difference of two holdings of no named holder, by their facts": SCENE_DIFFERENCE,
    "the containers of a rate named by the question's place, and counts of them the question states": CONTAINERS_OF_A_RATE_ASKED,
    "a trip's length said of a place or of where someone lives, its time with a verb of travel there": TRIP_SAID_MORE_WAYS,
    "a young or small one of a noun counted beside it, under a whole of both": YOUNG_ONES_BESIDE_THEIR_KIND,
    "the price of a container of counted things, one thing's price asked": PRICE_OF_ONE_FROM_A_CONTAINER,
    "a review of the session's readings: parts of a set no statement counts, totals asked in a longer unit": SELF_REVIEW_OF_THE_SESSION,
    "'they each' of the one plural noun counted before, as 'each' of that noun": THEY_EACH,
    "all of one's things placed somewhere or sold at a price each, and a time asked of what lasts, as the strict rounds found them": ALL_OF_IN_A_PLACE_OR_AT_A_PRICE,
    "a start asked beside a comparison that fixes the holding": START_BESIDE_A_COMPARISON,
    "'together they' of the two people named before": TOGETHER_THEY,
    "a comparison whose sentence goes on with a clause of its own": COMPARISON_THEN_A_CLAUSE,
    "a comparison with a relative named after his word, and of money": COMPARED_WITH_A_NAMED_RELATIVE,
    "a noun of a kind the model tags a verb ('pear trees')": KINDS_READ_AS_VERBS,
    "a holding that 'before' places ahead of an event written first": HOLDING_BEFORE_AN_EVENT,
    "a sum over 'the two' holders or 'between them', of the two named before": THE_TWO_OF_THEM,
    "a stated sum of the kinds one holder gained, one of them left out": SUM_OF_KINDS_GAINED,
    "a present verb read as a noun after its subject, 'second' read as an adverb, a counted object read as a verb": VERBS_AND_SECONDS_MISREAD,
    "a whole that lists its two kinds, one of them told": TWO_KINDS_LISTED,
    "a purchase's count left out and asked, the money before and after told": COUNT_LEFT_OUT_AT_A_PRICE,
    "a place or time said once of a list of counted things, a question of the whole of their kinds": LIST_MODIFIED_TOGETHER,
    "a comparison placed by 'before' ahead of events told before it": COMPARED_BEFORE_EVENTS_TOLD,
    "a stated sum in pieces of a whole ('pieces of fruit') of the kinds gained": SUM_OF_KINDS_BY_PIECES,
    "money earned or paid for items, one item's money asked with 'for each'": EARNED_FOR_EACH,
    "a purchase whose money is left out, one item's price asked, the money before and after told": PRICE_LEFT_OUT,
}

CASES = [
    pytest.param(text, expected, id=f"{name}-{n}")
    for name, cases in SECTIONS.items()
    for n, (text, expected) in enumerate(cases, 1)
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_right_or_the_named_abstention(nlp, text, expected):
    assert _outcome(nlp, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Sana earns $11 per hour. She works 3 hours on Monday and 5 hours on Wednesday. "
        "How much money does she earn in all?",
        "Sana earns $11 per hour. She works 3 hours on Monday. She works 5 hours on "
        "Wednesday. How much money does she earn in all?",
    ],
)
def test_earnings_over_several_stretches_are_rates_adding_to_the_earner(nlp, text):
    """Decision 0010 rule 9 and the v2 dev set's V5: earnings summed are one rate per
    stretch, each `add` to the earner's money, and the answer is the end holding (not a
    v3 sum of the stretches)."""
    graph = parse(text, nlp).as_json()["graph"]
    assert [f["type"] for f in graph["facts"]] == ["rate", "rate"]
    assert [f["kind"] for f in graph["facts"]] == ["add", "add"]
    assert [f["count"]["value"] for f in graph["facts"]] == [3, 5]
    assert "question" not in graph and graph["unknown"] == {"entity": "Sana", "unit": "dollars"}
