"""The structure around single events (issue 22, "Wrong answers to eliminate"): per family,
phrasings written for this test and controls that must stay right.

Each case is (text, expected): a number is the hand-worked answer, a string the
abstention code the parser must give. Every text was written here; none shares a run of 8
words with a public problem (checked below).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from wordproblem.pipeline import parse

from tests.problem_suites import assert_distinct_texts, assert_not_public_copies

Case = tuple[str, int | Fraction | str]

# family 1: coordinated amounts under one verb, each with its own source or recipient
COORDINATED_AMOUNTS: list[Case] = [
    (
        "Ari had 2 shells, Bea had 9 shells and Cy had 8 shells. Ari got 3 shells from Bea "
        "and 4 shells from Cy. How many shells does Ari have now?",
        9,
    ),
    (  # the second amount elides its noun, and so does the first
        "Ari had 2 shells, Bea had 9 shells and Cy had 8 shells. Ari got 3 from Bea and 4 "
        "from Cy. How many shells does Ari have now?",
        9,
    ),
    (
        "Lola had 15 beads, Remy had 10 beads and Sid had 1 bead. Sid took 5 beads from Lola "
        "and 2 beads from Remy. How many beads does Sid have now?",
        8,
    ),
    (  # each recipient before its own amount: Pam's 5 are not Oto's (the gift to Pam,
        # both sides named, is a distractor to a question about Oto)
        "Nell had 20 stamps, Oto had 3 stamps and Pam had 4 stamps. Nell gave Oto 6 stamps "
        "and Pam 5 stamps. How many stamps does Oto have now?",
        9,
    ),
    (  # lists paired by 'respectively': which amount is whose is the parse's guess
        "Nell had 20 stamps and Oto had 3 stamps. Nell gave 6 and 5 stamps to Pam and Oto "
        "respectively. How many stamps does Oto have now?",
        "irrelevant-event",
    ),
    (  # a pronoun recipient, then a name the tagger reads as a common noun
        "Dan had 15 cards and Eve had 3. He gave her 4 cards and Fay 2 cards. How many cards "
        "does Eve have now?",
        "irrelevant-event",
    ),
    (  # the taker is not tracked: Lola loses 5 only
        "Lola had 15 beads and Remy had 10 beads. Sid took 5 beads from Lola and 2 beads "
        "from Remy. How many beads does Lola have now?",
        "irrelevant-event",
    ),
    (  # one amount names its recipient, the other none
        "Dee had 30 coins and Eli had 1 coin. Dee paid 5 coins to Eli and 7 coins. "
        "How many coins does Dee have left?",
        "amount-party",
    ),
    (
        "Nell had 20 stamps and Oto had 3 stamps. Nell gave 6 stamps to Oto and 5 stamps. "
        "How many stamps does Oto have now?",
        "amount-party",
    ),
    (  # the second amount parsed onto the first recipient: each keeps its own 'to'
        "Wes had 20 figs. He gave 5 figs to Uma and 8 figs to Ivo. How many figs does Wes "
        "have left?",
        7,
    ),
    (  # the second amount parsed onto the first 'to' itself
        "Wes had 30 figs. He gave 12 of them to Uma and 7 to Ivo. How many figs does Wes "
        "have left?",
        11,
    ),
    (
        "Wes sold 5 figs to Uma and 8 figs to Ivo. How many figs did Wes sell in all?",
        13,
    ),
    (  # a second conjunct whose amount is 'a few': not given
        "Ula had 4 plums. She took 2 plums from Bo and a few from Cy. How many plums does "
        "Ula have now?",
        "unquantified-event",
    ),
    # controls: one party shared by every amount, or one amount per clause
    (
        "Nell had 20 stamps and Oto had 3 stamps. Oto took 6 stamps and then 2 more stamps "
        "from Nell. How many stamps does Nell have now?",
        12,
    ),
    (
        "Nell had 20 stamps, Oto had 3 stamps and Pam had 4 stamps. Nell gave Oto 6 stamps "
        "and Pam 5 stamps. How many stamps does Nell have now?",
        9,
    ),
    (
        "Rafe had 10 plums. He picked 8 plums from the orchard and 3 plums from the hedge. "
        "How many plums does Rafe have now?",
        21,
    ),
    (
        "Dee had 30 coins and Eli had 1 coin. Dee paid Eli 5 coins. How many coins does Eli "
        "have now?",
        6,
    ),
]

# family 2: an amount set apart from a quantifier ("all but N") is not the amount moved
QUANTIFIERS: list[Case] = [
    (
        "A tree had 30 birds. Everyone but 6 of them flew off. How many birds are in the tree now?",
        "exception-quantity",
    ),
    (  # "all except 4" right before its number: what the gift leaves (a v3 differ)
        "Kim had 14 cards. She gave all except 4 to Lou. How many cards does Kim have now?",
        4,
    ),
    (
        "Kim had 14 cards. She gave all her cards except for 4 to Lou. How many cards does "
        "Kim have now?",
        "exception-quantity",
    ),
    (
        "Kim had 14 cards. She gave every card but 5 away. How many cards does Kim have now?",
        "exception-quantity",
    ),
    (
        "Pia had 9 figs. She ate all of them except 2. How many figs does Pia have now?",
        "exception-quantity",
    ),
    (
        "Kim had 14 cards. She gave all her cards but 3 to Lou, and Lou gave her 2 back. How "
        "many cards does Kim have now?",
        "exception-quantity",
    ),
    (  # a neighbouring quantifier: each of several holders
        "Pia had 9 figs and Rex had 4 figs. Each of them ate 2 figs. How many figs does Rex "
        "have now?",
        "rate",
    ),
    # controls: 'only', 'none of' another thing, a plain 'but' between two events
    ("Pia had 9 figs. She ate only 2 of them. How many figs does Pia have now?", 7),
    ("Pia had 9 figs. Only 2 of them were eaten. How many figs does Pia have now?", 7),
    ("Pia had 9 figs. She ate 2 figs and none of the plums. How many figs does Pia have now?", 7),
    ("Kim had 14 cards. She lost 4 cards but found 2 cards. How many cards does Kim have now?", 12),
]

# family 3: places of different owners are different holders
OWNER_PLACES: list[Case] = [
    (
        "Noa took 5 plums from her bowl and 2 plums from Eli's bowl. Now her bowl has 3 "
        "plums. How many plums were in her bowl at first?",
        "owned-place",
    ),
    (
        "Rob keeps 9 caps in his drawer. His uncle keeps 6 caps in his own drawer. Rob put 2 "
        "more caps in his drawer. How many caps are in his uncle's drawer?",
        "owned-place",
    ),
    (  # the owner's holding is stated in the place the question names
        "Sue has 7 pears in her bag. Tim has 3 pears in his bag. Sue put 2 pears in Tim's "
        "bag. How many pears are in his bag now?",
        "owned-place",
    ),
    (
        "Kay's box had 8 toys and Lev's box had 2 toys. Kay put 3 toys in his box. How many "
        "toys are in her box?",
        "owned-place",
    ),
    (  # two places of one kind told apart by adjectives, one mention without its own
        # (every mention with its adjective names each apart: session 22)
        "The big tank had 9 fish. The small tank had 4 fish. Abe added 2 fish to the "
        "tank. How many fish are in the big tank now?",
        "unresolved-holder",
    ),
    (  # each place its own amount: the blue box's 4 are not the red box's
        "The red box had 5 balls and the blue box had 2 balls. Abe put 3 balls in the red box "
        "and 4 in the blue box. How many balls are in the red box now?",
        "irrelevant-event",
    ),
    # controls: places named by their owners, a pronoun owner that resolves to one
    (
        "There were 8 pens in Ada's cup and 5 pens in Ben's cup. Ben put 2 pens in Ada's cup. "
        "How many pens are in Ada's cup?",
        10,
    ),
    (
        "There were 8 pens in Ada's cup and 5 pens in Ben's cup. Ben took 2 pens from her "
        "cup. How many pens are in Ada's cup?",
        6,
    ),
    (
        "Mr. Ito's class had 20 students. 3 new students joined his class. How many students "
        "are in Mr. Ito's class now?",
        23,
    ),
    (
        "Gil's shelf had 12 books. Gil took 4 books off his shelf. How many books are on "
        "Gil's shelf now?",
        8,
    ),
    (
        "Abe had 20 balls. The red box had 5 balls and the blue box had 2 balls. Abe put 3 "
        "balls in the red box and 4 balls in the blue box. How many balls does Abe have now?",
        13,
    ),
    (
        "Their checking account has 60 yen and their savings account has 30 yen. How many "
        "yen do they have in all?",
        90,
    ),
    (  # "the other tin" is another of her tins: what it held is never said
        "Uma kept 8 buttons in her tin. She put 3 buttons into the other tin. How many "
        "buttons are in the other tin now?",
        "own-container",
    ),
    (
        "Uma kept 8 buttons in her tin. She put 3 buttons in another tin. How many buttons "
        "are in her tin now?",
        "own-container",
    ),
    (  # control: another place that holds nothing of hers before
        "Uma had 8 buttons. She put 3 buttons in a jar. How many buttons does Uma have now?",
        5,
    ),
    (  # "the box" is the box she kept her cars in: it holds them already
        "Rhea had 15 marbles in a tin. She dropped 4 more marbles in the tin. How many "
        "marbles are in the tin now?",
        "own-container",
    ),
    (  # control: the things were in the place as its own holding, not a holder's
        "There are 15 marbles in the tin. Rhea dropped 4 more marbles in the tin. How many "
        "marbles are in the tin now?",
        19,
    ),
    # a place asked beside additions that leave it implied (round 16's r16-069, whose row
    # says 12): since eda7deb the adders, holding none, add to the one place that holds the
    # things (0034 rule 4); an amount the text does not give is the solver's
    (
        "A jar on the shelf holds 7 buttons. Lin adds 2 buttons and her brother adds 4 more. "
        "How many buttons are in the jar now?",
        13,
    ),
    (
        "A bowl holds 9 grapes. Noor adds some grapes. How many grapes are in the bowl now?",
        "underdetermined",
    ),
    (
        "A bowl holds 9 grapes. Noor had some grapes. Omid adds 3 grapes. How many grapes "
        "are in the bowl now?",
        "irrelevant-event",
    ),
    (
        "Ines had 6 pens. Tomas gave Ines 2 pens and Lena gave her 3 more. How many pens "
        "does Ines have now?",
        11,
    ),
]

# family 4: a fraction or decimal of a holding is a part of it, never a count
FRACTION_OF_HOLDING: list[Case] = [
    (
        "Rina had 20 buttons. She sold 0.5 of them at the fair. How many buttons does Rina "
        "have now?",
        "unsupported-quantity",
    ),
    (
        "Rina had 20 buttons and Pax had 2 buttons. Rina gave 0.25 of her buttons to Pax. "
        "How many buttons does Pax have now?",
        "unsupported-quantity",
    ),
    (
        "Kit had 12 pies. He ate 1.5 of his pies. How many pies does Kit have now?",
        "unsupported-quantity",
    ),
    (
        "Rina had 20 buttons. She lost 1/4 of them. How many buttons does Rina have now?",
        "unsupported-quantity",
    ),
    (  # a count of things that comes out fractional from a number without its noun
        "Kit had 3 pizzas. He ate 1.5. How many pizzas does Kit have now?",
        "not-whole",
    ),
    # controls: a whole part of a holding, a fraction the text counts with its noun, money
    ("Rina had 20 buttons. She sold 5 of them. How many buttons does Rina have now?", 15),
    ("Kit had 12 pies. He ate 0.5 pie. How many pies does Kit have now?", Fraction(23, 2)),
    (
        "Rina had 2.5 dollars. She spent 0.75 dollars. How many dollars does Rina have now?",
        Fraction(7, 4),
    ),
]

# family 5: a verbless conjunct repeats the event ("and also to Ned", "the same number")
VERBLESS_REPEAT: list[Case] = [
    (
        "Lea had 15 stamps. She gave 2 stamps to Mo and also to Ned. How many stamps does Lea "
        "have now?",
        "ellipsis",
    ),
    (  # without 'also': 2 in all or 2 each
        "Lea had 15 stamps. She gave 2 stamps to Mo and to Ned. How many stamps does Lea have now?",
        "ellipsis",
    ),
    (
        "Kip had 10 nuts. He ate 3 nuts at lunch and also at dinner. How many nuts does Kip "
        "have now?",
        "ellipsis",
    ),
    (  # the second phrase hangs on the verb, after 'and then also'
        "Abe had 10 cards. He gave 2 cards to Bea and then also to Cody. How many cards does "
        "Abe have now?",
        "ellipsis",
    ),
    (
        "Abe had 10 cards. He ate 3 cards at noon and also in the evening. How many cards "
        "does Abe have now?",
        "ellipsis",
    ),
    (
        "Kip had 4 nuts. He found 5 nuts on Monday and the same number on Friday. How many "
        "nuts does Kip have now?",
        "ellipsis",
    ),
    (
        "Lea had 20 dollars. She paid 4 dollars to Mo and as many to Ned. How many dollars "
        "does Lea have now?",
        "ellipsis",
    ),
    (  # the repeated event gives to the asked holder again (read since session 19)
        "Mo had 2 stamps. Lea gave 3 stamps to Mo, and so did Ned. How many stamps does Mo "
        "have now?",
        8,
    ),
    (
        "Mo had 2 stamps. Lea gave 3 stamps to Mo, and Ned did too. How many stamps does Mo "
        "have now?",
        8,
    ),
    # controls: the repeat does not touch the asked holder, a negated conjunct, two amounts,
    # a multiple read as a comparison
    (
        "Lea had 15 stamps. She gave 2 stamps to Mo, and so did Ned. How many stamps does Lea "
        "have now?",
        13,
    ),
    (
        "Lea had 15 stamps. She sold 2 stamps to Mo but not to Ned. How many stamps does Lea "
        "have now?",
        13,
    ),
    (
        "Kip had 10 nuts. He ate 3 nuts at lunch and 2 nuts at dinner. How many nuts does Kip "
        "have now?",
        5,
    ),
    ("Ana has 4 kites and Ben has twice as many kites as Ana. How many kites does Ben have?", 8),
    (
        "Abe had 10 cards. He sold 2 cards on Monday and then 3 cards on Friday. How many "
        "cards does Abe have now?",
        5,
    ),
    # a nominal conjunct of the verb: the event again with another day or doer (round 2)
    (
        "Tess gathered 6 eggs on Monday and the same on Tuesday. How many eggs did Tess gather?",
        "ellipsis",
    ),
    ("Ugo sewed 5 hats, and Vi too. How many hats did they sew in all?", "ellipsis"),
    (  # a number compared with the one before it, not a second amount
        "Tess gathered 6 eggs on Monday and 2 fewer on Tuesday. How many eggs did Tess gather?",
        "ellipsis",
    ),
    (  # "the rest" to a second party: an event with an amount of its own, unread
        "Wen had 9 limes. He gave 4 limes to Xia and the rest to Yoav. How many limes does "
        "Wen have now?",
        "ellipsis",
    ),
    # controls: a second amount under the same verb, "more" as an added amount
    (
        "Tess gathered 6 eggs on Monday and 2 eggs on Tuesday. How many eggs did Tess gather?",
        8,
    ),
    (
        "Wen had 9 limes. He gave 4 limes to Xia and 3 limes to Yoav. How many limes does Wen "
        "have now?",
        2,
    ),
    (
        "Zoe had 12 beads. She used 3 beads for a ring and 4 beads for a pin. How many beads "
        "does Zoe have now?",
        5,
    ),
    (  # 'to B' parsed as a verb 'B': still a second recipient without 'also'
        "Rana posted 4 letters to Hadley and to Corwin. How many letters did Rana post?",
        "ellipsis",
    ),
    (  # 'some too', with 'some' parsed under 'too'
        "Rana found 6 acorns, and Corwin found some too. How many acorns did they find in all?",
        "unquantified-event",
    ),
    (  # control: a number of its own before 'too'
        "Rana found 6 acorns, and Corwin found 3 too. How many acorns did they find in all?",
        9,
    ),
    (  # 'the same' as the object: the amount stated before, again
        "Ula ate 3 plums at lunch, and Bo ate the same. How many plums did they eat?",
        "ellipsis",
    ),
    (  # control: 'the same' of a time, not of an amount
        "Ula ate 3 plums at the same time as Bo. How many plums did Ula eat?",
        3,
    ),
]

# family 6: two verbs sharing one amount are two events
SHARED_OBJECT: list[Case] = [
    (
        "Tia had 9 pears. She bought and ate 3 pears. How many pears does Tia have now?",
        "shared-amount",
    ),
    (
        "Tia had 20 dollars. She earned and spent 6 dollars. How many dollars does Tia have now?",
        "shared-amount",
    ),
    (
        "Tia had 9 pears. She sold and then bought back 2 pears. How many pears does Tia have now?",
        "shared-amount",
    ),
    (
        "Tia had 9 pears and Uma had 1 pear. Tia picked and gave Uma 4 pears. How many pears "
        "does Tia have now?",
        "shared-amount",
    ),
    (  # the amount parsed as an adverbial noun of the second verb
        "Abe had 10 cards. He bought, and later sold, 4 cards. How many cards does Abe have now?",
        "shared-amount",
    ),
    # controls: a verb that moves nothing, each verb with its own amount, two clauses
    ("Tia had 9 pears. She washed and ate 3 pears. How many pears does Tia have now?", 6),
    ("Tia had 9 pears. She bought 3 pears and ate 2 pears. How many pears does Tia have now?", 10),
    ("Sam grew 8 melons, but the crows ate 3 melons. How many melons does Sam have now?", 5),
    (  # three verbs sharing one amount, a verb that moves nothing in the middle
        "Ezra had 6 pears. He picked, rinsed and ate 2 pears. How many pears does Ezra have now?",
        "shared-amount",
    ),
    (
        "Ezra had $15. He won, counted and spent $4. How much money does Ezra have now?",
        "shared-amount",
    ),
]

# family 7: 'before', 'after', 'once', 'first' fix the order of a scaling against the text
EVENT_ORDER: list[Case] = [
    (
        "Ria had 6 beads. She tripled her beads after she lost 2. How many beads does Ria "
        "have now?",
        "event-order",
    ),
    (
        "Ria had 6 beads. Before she tripled her beads, she lost 2. How many beads does Ria "
        "have now?",
        "event-order",
    ),
    (
        "Ria had 6 beads. She lost 2 beads, but first she tripled her beads. How many beads "
        "does Ria have now?",
        "event-order",
    ),
    (
        "Ria had 6 beads. She doubled her beads once she had sold 1. How many beads does Ria "
        "have now?",
        "event-order",
    ),
    (
        "Dan had 15 cards. He tripled his cards, but before that he gave away 5. How many "
        "cards does Dan have now?",
        "event-order",
    ),
    (  # the order is unclear
        "Ria had 6 beads. She doubled her beads when she sold 1. How many beads does Ria have now?",
        "event-order",
    ),
    # controls: the connective follows the written order, or only sums are reordered
    (
        "Ria had 6 beads. After she tripled her beads, she lost 2. How many beads does Ria "
        "have now?",
        16,
    ),
    (
        "Ria had 6 beads. She tripled her beads before she lost 2. How many beads does Ria "
        "have now?",
        16,
    ),
    (
        "Ria had 6 beads. She bought 4 beads after she lost 2. How many beads does Ria have now?",
        8,
    ),
    (
        "Ria had 6 beads. She tripled her beads and then lost 2. How many beads does Ria have now?",
        16,
    ),
    (  # the past perfect puts an event before a scaling told around it
        "By the time Oma tripled her stamps, she had already bought 2 stamps. She had 4 "
        "stamps at first. How many stamps does Oma have now?",
        "event-order",
    ),
    (
        "Oma doubled her stamps. She had earlier sold 3 stamps, and she had bought 2 stamps "
        "before that. She had 9 stamps at first. How many stamps does Oma have now?",
        "event-order",
    ),
    (  # control: a past perfect whose connective states the written order
        "Oma had 9 stamps. Once she had sold 5 stamps, she doubled the stamps she had left. "
        "How many stamps does Oma have now?",
        8,
    ),
    (  # 'Meanwhile' beside a scaling: the order is not told
        "Tia had 5 shells and Ned had 4 shells. Tia doubled her shells. Meanwhile, Ned gave "
        "1 shell to Tia. How many shells does Tia have now?",
        "event-order",
    ),
    (  # control: the same events told in order
        "Tia had 5 shells and Ned had 4 shells. Tia doubled her shells. Then Ned gave 1 "
        "shell to Tia. How many shells does Tia have now?",
        11,
    ),
]

# beside the families (round 1): an amount set aside as a correction is no event
CORRECTIONS: list[Case] = [
    ("Bo had 14 figs. He ate 4 figs, not 5. How many figs does Bo have now?", "negation"),
    ("Bo had 14 figs. He sold 3 figs rather than 6. How many figs does Bo have now?", "negation"),
    # controls: a negated clause with no amount beside an event, a plain event
    ("Bo had 14 figs. He ate 4 figs but did not sell any. How many figs does Bo have now?", 10),
    ("Bo had 14 figs. He ate 4 figs. How many figs does Bo have now?", 10),
    # round 3: a sentence that takes back an earlier one, a negated verb phrase left out
    (
        "Rui had 20 beads. He lost 4 beads. In fact, he lost 6 beads. How many beads does Rui "
        "have now?",
        "negation",
    ),
    (
        "Sefa picked 7 limes. Her cousin did not. How many limes did Sefa and her cousin pick "
        "in all?",
        "ellipsis",
    ),
    # controls: the same events stated once, a negated clause with its verb
    ("Rui had 20 beads. He lost 6 beads. How many beads does Rui have now?", 14),
]

# round 3: a subject accompanied by another, a verb the lexicon does not list moving
# counted things between places, recipients that are proper nouns it does not know
COMPANY_AND_MOVES: list[Case] = [
    (
        "Olga, along with Paul, baked 12 tarts. How many tarts did Olga bake?",
        "plural-holder",
    ),
    ("Olga together with Paul baked 12 tarts. How many tarts did Olga bake?", "plural-holder"),
    (
        "Tomas has 6 plums in his box and 3 plums in his sack. He shifted the plums from his "
        "box into the sack. How many plums are in the sack?",
        "unquantified-event",
    ),
    (  # the unknown names are parsed as the things given: abstains before the party check
        "Nora gave both Quaye and Ruo 4 figs. How many figs did Nora give away?",
        "unquantified-event",
    ),
    ("Nora gave both Kojo and Esi 4 figs. How many figs did Nora give away?", "coordinated-party"),
    (
        "Maria found, then lost, 3 shells. She began with 8 shells. How many shells does Maria "
        "have?",
        "unresolved-holder",
    ),
    # controls: a subject alone, one recipient, two recipients with 'respectively'
    ("Olga baked 12 tarts. She ate 2 tarts. How many tarts does Olga have now?", 10),
    ("Nora had 9 figs. She gave Quaye 4 figs. How many figs does Nora have now?", 5),
    (
        "Nora had 9 figs. She gave 1 and 3 figs to Quaye and Ruo respectively. How many figs "
        "does Nora have now?",
        5,
    ),
]

# neighbours of family 2: a quantifier pronoun as the subject is so many per person, and a
# group named by coordinated names in apposition is two holders, not the first one named
GROUP_SUBJECTS: list[Case] = [
    (
        "Everybody except Tariq packed 3 sandwiches for the trip. There were 6 campers, "
        "Tariq included. How many sandwiches were packed?",
        "plural-holder",
    ),
    ("Everyone at the table ate 2 rolls. How many rolls were eaten?", "plural-holder"),
    ("Nobody in the shop sold 5 hats. How many hats were sold?", "plural-holder"),
    (
        "The cousins, Ida and Rui, have 6 shells between them. How many shells does Ida have?",
        "unresolved-holder",
    ),
    (
        "The brothers, Kai and Leo, had 10 marbles. How many marbles did Kai have?",
        "unresolved-holder",
    ),
    # controls: a single name in apposition, a distributive 'each' after named holders
    ("Her cousin, Ida, has 6 shells. Ida found 2 more shells. How many shells does Ida have?", 8),
    ("Ida and Rui have 6 shells each. How many shells do they have?", 12),
]

# events told by reference to another, with no amount of their own: a stand-in theme
# ("lost the same"), an adverb that repeats ("ate more later"), a verb of happening ("the
# same happened"), a pro-verb ("did this again"), and a comparative with no 'than' ("2
# fewer"); each is an event the graph would leave out or a difference read as an amount
TOLD_BY_REFERENCE: list[Case] = [
    (
        "Juno had 12 cherries. She found 5 cherries. Later she lost the same. How many "
        "cherries does Juno have now?",
        "unread-event",
    ),
    (
        "Pilar and Quon had 8 kites each. Pilar sold 3 kites. Quon sold the same. How many "
        "kites does Quon have?",
        "unread-event",
    ),
    (
        "Rosa had 9 plums. Tam handed her 6 plums. She ate more later. How many plums "
        "does Rosa have?",
        "unread-event",
    ),
    (
        "Tomas had 14 nuts. He ate 3 nuts on Friday. On Saturday the same "
        "happened. How many nuts does Tomas have now?",
        "unread-event",
    ),
    (
        "Ulla had 20 cards. She gave away 4 cards in the morning and did this again at "
        "night. How many cards does Ulla have now?",
        "unread-event",
    ),
    (
        "Vic had 15 coins. He spent 2 coins on Monday and repeated it on Tuesday. How many "
        "coins does Vic have now?",
        "unread-event",
    ),
    (
        "Wren had 16 pears. She gave Xia 5 pears. She gave Yuri 2 fewer pears. How many "
        "pears does Wren have now?",
        "comparative",
    ),
    (
        "Zed picked 9 figs in the morning. In the evening he picked 4 fewer figs. How many "
        "figs did Zed pick in all?",
        "comparative",
    ),
    (
        "Cato baked 12 rolls. Dina baked 5 fewer rolls. How many rolls did they bake in all?",
        "comparative",
    ),
    # controls: a number of its own, a noun of its own, a negated verb, 'more' as more
    (
        "Juno had 12 cherries. She found 5 cherries. Later she lost one. How many cherries "
        "does Juno have now?",
        16,
    ),
    (
        "Rosa had 9 plums. Tam handed her 6 plums, and she kept them. How many plums does "
        "Rosa have?",
        15,
    ),
    (
        "Tomas had 14 nuts. He ate 3 nuts but did not lose any. How many nuts does Tomas have now?",
        11,
    ),
    (
        "Zed picked 9 figs in the morning. In the evening he picked 4 more figs. How many "
        "figs did Zed pick in all?",
        13,
    ),
    (
        "Pilar had 8 kites. She sold 3 kites to Quon. Quon sold 2 kites too. How many kites "
        "does Quon have?",
        1,
    ),
    # a negated question asks the complement, which the reader does not form
    (
        "Odile had 30 beads. She put 12 beads in a jar. How many beads are not in the jar?",
        "negation",
    ),
    ("Odile had 30 beads. She lost 12 beads. How many beads does Odile not have?", "negation"),
    ("Odile had 30 beads. She put 12 beads in a jar. How many beads are in the jar?", 12),
]

FAMILIES: dict[str, list[Case]] = {
    "coordinated-amounts": COORDINATED_AMOUNTS,
    "group-subjects": GROUP_SUBJECTS,
    "quantifiers": QUANTIFIERS,
    "owner-places": OWNER_PLACES,
    "fraction-of-holding": FRACTION_OF_HOLDING,
    "verbless-repeat": VERBLESS_REPEAT,
    "shared-object": SHARED_OBJECT,
    "event-order": EVENT_ORDER,
    "corrections": CORRECTIONS,
    "company-and-moves": COMPANY_AND_MOVES,
    "told-by-reference": TOLD_BY_REFERENCE,
}

CASES = [
    pytest.param(text, expected, id=f"{family}-{n}")
    for family, cases in FAMILIES.items()
    for n, (text, expected) in enumerate(cases, 1)
]


def test_no_text_copies_a_public_problem():
    rows = [
        {"id": f"{family}-{n}", "problem": text}
        for family, cases in FAMILIES.items()
        for n, (text, _) in enumerate(cases, 1)
    ]
    assert_distinct_texts(rows)
    assert_not_public_copies(rows)


def test_every_family_has_controls_and_abstentions():
    for family, cases in FAMILIES.items():
        kinds = {isinstance(expected, str) for _, expected in cases}
        assert kinds == {True, False}, family


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_right_or_the_named_abstention(nlp, text, expected):
    result = parse(text, nlp)
    if isinstance(expected, str):
        assert result.graph is None, (result.answer, text)
        assert result.abstention is not None and result.abstention.code == expected, (
            result.abstention
        )
    else:
        assert result.abstention is None, result.abstention
        assert result.answer is not None
        assert Fraction(str(result.answer.value)) == Fraction(expected)
