"""The parser, end to end: constructions it reads, and what it refuses to guess."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from wordproblem.components import ABSTENTION_CODES
from wordproblem.pipeline import parse


def _graph(nlp, text: str) -> dict:
    result = parse(text, nlp)
    assert result.abstention is None, result.abstention
    assert result.graph is not None
    return result.graph.as_json()


def _code(nlp, text: str) -> str:
    result = parse(text, nlp)
    assert result.graph is None, result.graph
    assert result.abstention is not None
    assert result.abstention.code in ABSTENTION_CODES
    return result.abstention.code


# (text, answer value, answer unit): constructions the rules read
ANSWERED = [
    ("Ann has 4 pears. She buys 6 more. How many pears does Ann have?", 10, "pears"),
    ("Ann had 9 pears. She ate 2 pears and sold 3. How many pears does Ann have now?", 4, "pears"),
    ("Ben has twenty-one stamps. He loses five. How many stamps does Ben have?", 16, "stamps"),
    ("Cy owns a dozen eggs. He breaks 3 eggs. How many eggs does Cy have left?", 9, "eggs"),
    ("Dee has $3.50. She finds $1.25. How much money does Dee have now?", 4.75, "dollars"),
    ("Eve has 1,200 beads. She uses 200 beads. How many beads does Eve have?", 1000, "beads"),
    (
        "Fay has 6 cards and Gus has 4 cards. Fay gives Gus 2 cards. How many cards does Gus have?",
        6,
        "cards",
    ),
    (
        "Fay has 6 cards and Gus has 4 cards. Gus gets 3 cards from Fay. How many cards does Fay have?",
        3,
        "cards",
    ),
    ("Hal has 5 shells. Ida has 2 shells. How many shells do they have altogether?", 7, "shells"),
    (
        "There are 8 plums in the bowl. Jo takes 3 plums out of the bowl. "
        "How many plums are in the bowl now?",
        5,
        "plums",
    ),
    ("Kai has 7 coins. He doubles his coins. How many coins does Kai have?", 14, "coins"),
    ("lu has 5 kites . she buys 2 more . how many kites does lu have ?", 7, "kites"),
    ("Max picked 4 figs and Ned picked 5 figs. How many figs were picked in all?", 9, "figs"),
    ("Tom has 10 apples. If he eats 3 apples, how many apples will he have?", 7, "apples"),
    (
        "There are 12 birds on the fence. 8 more birds land on the fence. How many birds are on the fence?",
        20,
        "birds",
    ),
    ("A baker had 30 rolls. If she sold 12 rolls, how many rolls would she have?", 18, "rolls"),
    ("Ada has 12 cards. Bo bought 5 of Ada's cards. How many cards does Ada have now?", 7, "cards"),
    (
        "Cal has 6 red and 4 blue pens. He loses 2 blue pens. How many blue pens does Cal have?",
        2,
        "blue pens",
    ),
    (
        "Dot had 9 plums in the garden. The birds ate 4 of the plums. How many plums does Dot have?",
        5,
        "plums",
    ),
    ("Eva had 3 dimes. Her dad gave her 5 dimes. How many dimes does Eva have now?", 8, "dimes"),
    (
        "Fred found 47 shells, he gave Jessica 25 of the shells. How many shells does he have now?",
        22,
        "shells",
    ),
    (
        "A shop had 20 kites. During a sale they sold 8 kites. How many kites does the shop have?",
        12,
        "kites",
    ),
    (
        "There are 12 apple trees in the garden. Gardeners will plant 5 apple trees today. "
        "How many apple trees will the garden have when the gardeners are finished?",
        17,
        "apple trees",
    ),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_answers(nlp, text, value, unit):
    result = parse(text, nlp)
    assert result.abstention is None, result.abstention
    assert result.answer is not None
    assert (result.answer.value, result.answer.unit) == (value, unit)


def test_transfer_actor_is_the_giver_whoever_is_subject(nlp):
    text = "Fay has 6 cards and Gus has 4 cards. Gus gets 3 cards from Fay. How many cards does Gus have?"
    (op,) = _graph(nlp, text)["operations"]
    assert (op["kind"], op["actor"], op["target"]) == ("transfer", "Fay", "Gus")


def test_counterparty_without_holding_is_not_an_entity(nlp):
    graph = _graph(
        nlp, "Ola has 9 pens. She gives 4 pens to her friend. How many pens does Ola have?"
    )
    assert graph["entities"] == ["Ola"]
    assert graph["operations"][0]["kind"] == "subtract"


def test_event_verb_first_starts_from_zero(nlp):
    graph = _graph(nlp, "Pia found 6 shells. She lost 2 shells. How many shells does Pia have?")
    assert graph["initial_state"] == []
    assert [op["kind"] for op in graph["operations"]] == ["add", "subtract"]


def test_container_holder_is_lowercase_head_with_compounds(nlp):
    graph = _graph(
        nlp,
        "The toy store has 30 dolls. It sells 12 dolls. How many dolls does the toy store have?",
    )
    assert graph["entities"] == ["toy store"]


def test_adjective_joins_unit_only_under_contrast(nlp):
    contrast = _graph(
        nlp,
        "Rae has 5 red pens and 3 blue pens. She loses 2 red pens. How many red pens does Rae have?",
    )
    assert contrast["unknown"]["unit"] == "red pens"
    plain = _graph(
        nlp, "Rae has 5 red pens. She loses 2 red pens. How many red pens does Rae have?"
    )
    assert plain["unknown"]["unit"] == "pens"


def test_same_text_same_bytes(nlp):
    text = ANSWERED[6][0]
    assert parse(text, nlp).graph.canonical_bytes() == parse(text, nlp).graph.canonical_bytes()


# (text, abstention code): what the rules must not guess
ABSTAINED = [
    ("", "empty-input"),
    ("   \n\t ", "empty-input"),
    ("Tom has 5 apples. He eats 2.", "no-question"),
    ("How many apples are there?", "no-quantity"),
    (  # 'than' before a clause in another tense ("than Tom had"): read in 'has' by multiples
        "Tom has 5 apples and Sam has 3 more apples than Tom had. How many apples does Sam have?",
        "comparative",
    ),
    # 'each' as every holder, not a rate of a counted item (read since the rate construction)
    ("Each of the boys has 4 pens. How many pens do the boys have?", "rate"),
    (
        "Tom has 10 apples. He eats half of an apple. How many apples does Tom have?",
        "unsupported-quantity",
    ),
    (
        "Tom has 10 apples. He eats 1/2 of them. How many apples does Tom have?",
        "unsupported-quantity",
    ),
    (
        "Tom has 10 apples. Sam has 4 apples. He gives him 2 apples. How many apples does Sam have?",
        "unresolved-pronoun",
    ),
    ("Tom has 10 apples. He juggles 3 apples. How many apples does Tom have?", "unsupported-verb"),
    (
        "Tom has 10 apples. He will eat 3 apples. How many apples did Tom eat?",
        "unsupported-question",
    ),
    (  # "all of them" is his whole holding since session 40 (0 apples, in
        # test_parser_composed.py): 'some' stays an amount the text does not give
        "Tom has 10 apples. If he eats some of them, how many apples will he have?",
        "unquantified-event",
    ),
    (
        "Tom has 10 apples. How many apples will he have after he eats 3 apples?",
        "unsupported-question",
    ),
    ("Tom has 10 apples. He did not eat 3 apples. How many apples does Tom have?", "negation"),
    (
        "Mark has 13 trees in his yard. If he plants 12 more, how many trees will he have?",
        "implicit-party",
    ),
    ("Tom has 10 apples. 3 apples were given to Sam. How many apples does Tom have?", "passive"),
    ("Tom has 10 apples. He eats 3. How many pears does Tom have?", "unit-mismatch"),
    ("Tom has 2 apples. He eats 3 apples. How many apples does Tom have?", "negative-holding"),
    ("Tom has 5 apples. They eat 2 apples. How many apples does Tom have?", "plural-holder"),
]


@pytest.mark.parametrize(("text", "code"), ABSTAINED)
def test_abstains_with_typed_reason(nlp, text, code):
    assert _code(nlp, text) == code


def test_abstention_names_the_sentence(nlp):
    result = parse("Tom has 10 apples. He juggles 3 apples. How many apples does Tom have?", nlp)
    assert result.abstention.code == "unsupported-verb"
    assert result.abstention.sentence == 2  # 1-based: the second sentence
    assert "in sentence 2: 'He juggles 3 apples.'" in result.abstention.message


@pytest.mark.parametrize(
    "text",
    [
        "Der Hund hat 5 Äpfel. Wie viele Äpfel hat er?",
        "🍎🍎🍎 + 🍎 = ? 🤔",
        "How many? " * 50,
        "\x00\x01 5 apples ???",
        "$$$ 5 ¢¢ 1/0 how many much",
        "5" * 500,
    ],
)
def test_arbitrary_text_never_raises(nlp, text):
    result = parse(text, nlp)
    assert (result.graph is None) != (result.abstention is None)


def test_very_long_text_abstains_as_too_long(nlp):
    text = "Tom has 5 apples. " * 6000 + "How many apples does Tom have?"
    assert len(text) > 100_000
    assert _code(nlp, text) == "too-long"


def test_parse_rejects_non_text(nlp):
    with pytest.raises(TypeError, match="str"):
        parse(b"Tom has 5 apples.", nlp)


def test_spans_point_at_the_graph_elements(nlp):
    result = parse(
        "Mrs. Lee had 30 marbles and Liam had 18 marbles. Mrs. Lee gave Liam 7 marbles. "
        "How many marbles does Liam have now?",
        nlp,
    )
    words = [t.text for t in nlp.make_doc(result.text)]
    entity = {" ".join(words[a:b]) for a, b in result.spans["entity"]}
    quantity = [" ".join(words[a:b]) for a, b in result.spans["quantity"]]
    assert entity == {"Mrs. Lee", "Liam"}
    assert quantity == ["30 marbles", "18 marbles", "7 marbles"]
    assert [words[a] for a, _ in result.spans["event"]] == ["had", "had", "gave"]


WORDS = ["Tom", "has", "gives", "5", "apples", "to", "Sam", "How", "many", "does", "have", "?", ".",
         "$", "3.5", "twenty", "-", "one", "more", "of", "them", "he", "she", "they", "in", "all",
         "the", "basket", "there", "are", "if", "not", "half", "each", "¢", ",", "and", "'s"]  # fmt: skip


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(st.sampled_from(WORDS), max_size=30).map(" ".join) | st.text(max_size=200))
def test_any_text_gives_a_graph_or_a_registered_abstention(nlp, text):
    result = parse(text, nlp)
    assert (result.graph is None) != (result.abstention is None)
    if result.abstention is not None:
        assert result.abstention.code in ABSTENTION_CODES
    else:
        assert result.answer is not None


# Unknowns anywhere (schema v2, decision 0006): a start or a change the text leaves out.
# The canonical bytes of the first three are 0006's own examples (unknown-start,
# unknown-change, unknown-transfer), written before this reader existed.
_KIM = (
    '{"entities":["Kim"],"facts":[{"entity":"Kim","quantity":{"unit":"marbles","value":null},'
    '"type":"has"},{"actor":"Kim","kind":"subtract","operand":{"unit":"marbles","value":5},'
    '"target":null,"type":"change"},{"entity":"Kim","quantity":{"unit":"marbles","value":12},'
    '"type":"has"}],"initial_state":[],"operations":[],"question":{"fact":0,"slot":"quantity"},'
    '"unknown":{"entity":"Kim","unit":"marbles"}}'
)
_OMAR = (
    '{"entities":["Omar"],"facts":[{"entity":"Omar","quantity":{"unit":"cards","value":12},'
    '"type":"has"},{"actor":"Omar","kind":"add","operand":{"unit":"cards","value":null},'
    '"target":null,"type":"change"},{"entity":"Omar","quantity":{"unit":"cards","value":20},'
    '"type":"has"}],"initial_state":[],"operations":[],"question":{"fact":1,"slot":"operand"},'
    '"unknown":{"entity":"Omar","unit":"cards"}}'
)
_AVA = (
    '{"entities":["Ava","Ben"],"facts":[{"entity":"Ava","quantity":{"unit":"shells","value":15},'
    '"type":"has"},{"entity":"Ben","quantity":{"unit":"shells","value":4},"type":"has"},'
    '{"actor":"Ava","kind":"transfer","operand":{"unit":"shells","value":null},"target":"Ben",'
    '"type":"change"},{"entity":"Ben","quantity":{"unit":"shells","value":10},"type":"has"}],'
    '"initial_state":[],"operations":[],"question":{"fact":2,"slot":"operand"},'
    '"unknown":{"entity":"Ava","unit":"shells"}}'
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Kim had some marbles. She lost 5 marbles and now has 12 marbles. "
            "How many marbles did Kim have at first?",
            _KIM,
        ),
        (
            "Omar had 12 cards. He bought some more cards. Now he has 20 cards. "
            "How many cards did he buy?",
            _OMAR,
        ),
        (
            "Ava had 15 shells and Ben had 4 shells. Ava gave Ben some shells. "
            "Now Ben has 10 shells. How many shells did Ava give Ben?",
            _AVA,
        ),
    ],
)
def test_unknown_graphs_are_decision_0006s_bytes(nlp, text, expected):
    result = parse(text, nlp)
    assert result.graph is not None, result.abstention
    assert result.graph.canonical_bytes() == expected.encode()


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        # start unknowns: 'some' states the start; a later holding is an equation
        *(
            (
                "Tommy had some balloons. His mom gave him 34 more balloons. Then Tommy had "
                f"60 balloons. How many balloons did Tommy have {ask}?",
                26,
                "balloons",
            )
            for ask in ("to start with", "to begin with", "at first", "originally")
        ),
        (
            "Daniel had some noodles. He gave 12 noodles to William. Now Daniel only has "
            "54 noodles. How many noodles did Daniel have to begin with?",
            66,
            "noodles",
        ),
        (
            "A library had some books. It gave away 45 books and bought 60 books. Now it has "
            "300 books. How many books were in the library at first?",
            285,
            "books",
        ),
        (
            "Arjun had some money in his wallet. He earned $12 and now has $30. "
            "How much money did he have before?",
            18,
            "dollars",
        ),
        (
            "Tom had 5 apples. Sam had some apples. Tom gave 3 apples to Sam. Now Sam has "
            "10 apples. How many apples did Sam have at first?",
            7,
            "apples",
        ),
        (
            "Jason had cards. He gave 9 cards to his friends. He now has 4 cards. "
            "How many cards did he have to start with?",
            13,
            "cards",
        ),
        # 'all together' on one holder's holding
        (
            "Carla has some marbles. She bought 489 marbles. Now she has 2778 marbles all "
            "together. How many did she start with?",
            2289,
            "marbles",
        ),
        # the question's verb is the start marker's own
        (
            "Carla has some marbles. She bought 134 marbles. Now she has 187 marbles. "
            "How many did she start with?",
            53,
            "marbles",
        ),
        # change unknowns: 'some (more)' states the change
        (
            "Joan had 9 blue balloons. She got some more and now has 16. How many did she get?",
            7,
            "balloons",
        ),
        (
            "Chen had $15.50. He spent some of his money on lunch and has $7.25 left. "
            "How much did he spend on lunch?",
            8.25,
            "dollars",
        ),
        (
            "Tom had 20 apples. He ate 3 apples and gave some apples to Sam. Now he has "
            "12 apples. How many apples did he give Sam?",
            5,
            "apples",
        ),
        (
            "Ella had 5 pens and Sam had 9 pens. Sam gave Ella some pens. Now Ella has "
            "11 pens. How many pens did Ella get?",
            6,
            "pens",
        ),
        # 'how many more' asks for a gain the text leaves out
        (
            "Joan had 9 balloons. She bought some more balloons and now has 16. "
            "How many more did she buy?",
            7,
            "balloons",
        ),
        (
            "Joan had 9 balloons. She got some more and now has 16. "
            "How many more balloons did she get?",
            7,
            "balloons",
        ),
        # the giver holds nothing stated: not tracked, the receiver's gain is asked
        (
            "Rosa had 67 flowers. Andre gave her some more flowers. Now, Rosa has 90 "
            "flowers. How many flowers did Andre give to Rosa?",
            23,
            "flowers",
        ),
        # 'in all' on a holding: the holding, where it stands
        (
            "Robin had 18 pencils. Her brother gave her some more pencils. Now Robin has "
            "44 pencils in all. How many pencils did her brother give her?",
            26,
            "pencils",
        ),
        # a stated total of gains is a holding after the events it totals
        (
            "Isabel picked 35 strawberries in all. She picked 12 in the morning and some in "
            "the afternoon. How many did she pick in the afternoon?",
            23,
            "strawberries",
        ),
        (
            "Isabel picked 12 strawberries in the morning and some in the afternoon. She "
            "picked 35 strawberries in all. How many did she pick in the afternoon?",
            23,
            "strawberries",
        ),
        # the parse puts the receiver under the amount ('Sam' an nmod of 'apples'): a name
        # before the number is the receiver (exchange._dative_read_as_modifier); Sam's
        # start x, +3 from Tom, is 10
        (
            "Tom had 5 apples. Sam had some apples. Tom gave Sam 3 apples. Now Sam has 10 "
            "apples. How many apples did Sam have at first?",
            7,
            "apples",
        ),
    ],
)
def test_unknown_answers(nlp, text, value, unit):
    result = parse(text, nlp)
    assert result.graph is not None, result.abstention
    assert result.graph.question is not None
    assert (result.answer.value, result.answer.unit) == (value, unit)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # nothing states what the holding became
        (
            "Tommy had some balloons. His mom gave him 34 more balloons. How many balloons did Tommy have at first?",
            "unknown-mismatch",
        ),
        # two unstated amounts
        (
            "Tom had some apples. He bought some more apples. Now he has 20 apples. How many apples did he have at first?",
            "unquantified-event",
        ),
        (
            "Lily had some stickers and some pens. She lost 5 stickers. Now she has 12 stickers. How many stickers did she have at first?",
            "unquantified-event",
        ),
        # the 'now' statement is another holder's or another unit's
        (
            "Tommy had some balloons. His mom gave him 34 balloons. Then Sara had 60 balloons. How many balloons did Tommy have to start with?",
            "unknown-mismatch",
        ),
        (
            "Tommy had some balloons. His mom gave him 34 balloons. Then Tommy had 60 marbles. How many balloons did Tommy have to start with?",
            "unknown-mismatch",
        ),
        # the question asks about another holder, another event or a holding
        (
            "Tommy had some balloons. Sara gave him 34 balloons. Then Tommy had 60 balloons. How many balloons did Sara have at first?",
            "unknown-mismatch",
        ),
        (
            "Joan had 9 balloons. She got some more and now has 16. How many did she lose?",
            "unknown-mismatch",
        ),
        (
            "Joan had 9 balloons. She got some more and now has 16. How many balloons does she have?",
            "unsupported-question",
        ),
        (
            "Tom had 20 apples. He gave some apples to Sam. Now he has 12 apples. How many apples did he eat?",
            "unknown-mismatch",
        ),
        (
            "Ella had 5 pens and Sam had 9 pens. Sam gave Ella some pens. Now Ella has 11 pens. How many pens did Ella give Sam?",
            "unknown-mismatch",
        ),
        # the question restricts to a stated event, or names none of two
        (
            "Isabel picked 35 strawberries in all. She picked 12 in the morning and some in the afternoon. How many did she pick in the morning?",
            "unknown-mismatch",
        ),
        (
            "Isabel picked 35 strawberries in all. She picked 12 in the morning and some in the afternoon. How many did she pick?",
            "unknown-mismatch",
        ),
        (
            "Tom had 20 apples. He ate some apples and gave 3 apples to Sam. Now he has 12 apples. How many apples did he give Sam?",
            "unknown-mismatch",
        ),
        # a stated total of sales: 0006 has no fact for a sum of losses (issue 7, family 6)
        (
            "Ravi sold 6 cakes before noon and some more after noon. He sold a total of 15 cakes. How many did he sell after noon?",
            "unattached-quantity",
        ),
        # 'how many more' of a loss, of a holding, of the start, or restricted otherwise
        (
            "Joan had 9 balloons. She lost some and now has 6. How many more did she lose?",
            "unknown-mismatch",
        ),
        (
            "Joan had 9 balloons. She got some more and now has 16. How many more balloons does she have?",
            "comparative",
        ),
        (
            "Joan had 9 balloons. She got some more and now has 16. How many more did she get yesterday?",
            "unknown-mismatch",
        ),
        (
            "Tommy had some balloons. His mom gave him 34 more balloons. Then Tommy had 60 balloons. How many more balloons did Tommy have at first?",
            "comparative",
        ),
        # a total of several holders' holdings or gains is not one holder's
        (
            "Tom had some apples. He bought 5 apples. Now Tom has 20 apples together with Sam's. How many apples did Tom have at first?",
            "stated-total",
        ),
        (
            "Isabel and Tom picked 35 strawberries in all. Isabel picked 12 in the morning and some in the afternoon. How many did she pick in the afternoon?",
            "unquantified-event",  # the whole of what both did is read (session 38); Tom's part is not told
        ),
        (
            "Isabel picked 35 strawberries in all with Tom. She picked 12 in the morning and some in the afternoon. How many did she pick in the afternoon?",
            "stated-total",
        ),
        # negated, hypothetical or scaled events stay unread
        (
            "Lily had some stickers. She didn't lose 5 stickers. Now she has 12 stickers. How many stickers did she have at first?",
            "negation",
        ),
        (
            "Lily had some stickers. If she lost 5 stickers, she would have 12 stickers. How many stickers did she have at first?",
            "conditional",
        ),
        (
            "Lily had some stickers. She doubled her stickers. Now she has 12 stickers. How many stickers did she have at first?",
            "unknown-mismatch",
        ),
    ],
)
def test_unknown_near_misses_abstain(nlp, text, code):
    result = parse(text, nlp)
    assert result.graph is None, (result.answer, result.graph)
    assert result.abstention.code in ABSTENTION_CODES
    assert result.abstention.code == code


# --- rates: the first schema-v2 reading (decision 0006 rules 1-3, 0009 "A v2 family") ---
# Graphs written by hand from 0006's rules; the first three are 0006's own examples.
_RATE = '{{"count":{{"unit":"{cu}","value":{c}}},"entity":{e},"kind":{k},"rate":{{"per":"{per}","unit":"{u}","value":{r}}},"total":{{"unit":"{u}","value":null}},"type":"rate"}}'


def _rate(cu, c, e, k, per, u, r):
    e = f'"{e}"' if e else "null"
    k = f'"{k}"' if k else "null"
    return _RATE.format(cu=cu, c=c, e=e, k=k, per=per, u=u, r=r)  # fmt: skip


def _v2(entities, facts, unknown, question=None):
    ents = ",".join(f'"{e}"' for e in entities)
    ask = f',"question":{{"fact":{question},"slot":"total"}}' if question is not None else ""
    who = f'"{unknown[0]}"' if unknown[0] else "null"
    return (
        f'{{"entities":[{ents}],"facts":[{",".join(facts)}],"initial_state":[],"operations":[]'
        f'{ask},"unknown":{{"entity":{who},"unit":"{unknown[1]}"}}}}'
    )


RATES_READ = [
    (  # 0006 rate-holding
        "Each box holds 6 eggs. Sam has 4 boxes. How many eggs does Sam have?",
        _v2(["Sam"], [_rate("boxes", 4, "Sam", "add", "box", "eggs", 6)], ("Sam", "eggs")),
        24,
    ),
    (  # 0006 unit-price
        "Pencils cost $2 each. Amy buys 5 pencils. How much does she spend?",
        _v2(
            ["Amy"],
            [_rate("pencils", 5, "Amy", None, "pencil", "dollars", 2)],
            ("Amy", "dollars"),
            0,
        ),
        10,
    ),
    (  # 0006 price-paid
        "Amy has $20. She buys 5 pencils at $2 each. How much money does she have left?",
        _v2(
            ["Amy"],
            [
                '{"entity":"Amy","quantity":{"unit":"dollars","value":20},"type":"has"}',
                _rate("pencils", 5, "Amy", "subtract", "pencil", "dollars", 2),
            ],
            ("Amy", "dollars"),
        ),
        10,
    ),
    (
        "Lena has 3 crates with 8 melons in each crate. How many melons does Lena have?",
        _v2(
            ["Lena"], [_rate("crates", 3, "Lena", "add", "crate", "melons", 8)], ("Lena", "melons")
        ),
        24,
    ),
    (  # the rate's total, then an event on it (0006 mixed-rate-change)
        "Omar has 5 bags of 7 marbles each. He gives 4 marbles to Kim. How many marbles does Omar have?",
        _v2(
            ["Omar"],
            [
                _rate("bags", 5, "Omar", "add", "bag", "marbles", 7),
                '{"actor":"Omar","kind":"subtract","operand":{"unit":"marbles","value":4},'
                '"target":null,"type":"change"}',
            ],
            ("Omar", "marbles"),
        ),
        31,
    ),
    (  # no holder: entity null, the total asked as such
        "There are 9 pears in each of the 3 baskets. How many pears are there?",
        _v2([], [_rate("baskets", 3, None, None, "basket", "pears", 9)], (None, "pears"), 0),
        27,
    ),
    (
        "Milk costs $3 per gallon. Rosa buys 4 gallons of milk. How much does Rosa pay?",
        _v2(
            ["Rosa"],
            [_rate("gallons", 4, "Rosa", None, "gallon", "dollars", 3)],
            ("Rosa", "dollars"),
            0,
        ),
        12,
    ),
    (
        "Each ticket costs 40 cents. Ivan buys 6 tickets. How many cents does he spend?",
        _v2(
            ["Ivan"],
            [_rate("tickets", 6, "Ivan", None, "ticket", "cents", 40)],
            ("Ivan", "cents"),
            0,
        ),
        240,
    ),
    (  # a place holds the count; the question reads the place's holding
        "There are 12 shelves in the library. Each shelf holds 30 books. "
        "How many books are in the library?",
        _v2(
            ["library"],
            [_rate("shelves", 12, "library", "add", "shelf", "books", 30)],
            ("library", "books"),
        ),
        360,
    ),
    (  # selling at a price adds the money received
        "Nina had 30 dollars. She sold 4 lamps at $5 each. How much money does Nina have now?",
        _v2(
            ["Nina"],
            [
                '{"entity":"Nina","quantity":{"unit":"dollars","value":30},"type":"has"}',
                _rate("lamps", 4, "Nina", "add", "lamp", "dollars", 5),
            ],
            ("Nina", "dollars"),
        ),
        50,
    ),
]


RATES_READ += [
    (  # the count asked: the money spent on the items is the rate's total (README V4)
        "Sergei spent $36 on tickets. Each ticket cost $9. How many tickets did he buy?",
        '{"entities":["Sergei"],"facts":[{"count":{"unit":"tickets","value":null},'
        '"entity":"Sergei","kind":null,"rate":{"per":"ticket","unit":"dollars","value":9},'
        '"total":{"unit":"dollars","value":36},"type":"rate"}],"initial_state":[],'
        '"operations":[],"question":{"fact":0,"slot":"count"},'
        '"unknown":{"entity":"Sergei","unit":"tickets"}}',
        4,
    ),
    (
        "Leo spends 60 cents on stickers. Each sticker costs 15 cents. How many stickers "
        "does Leo buy?",
        '{"entities":["Leo"],"facts":[{"count":{"unit":"stickers","value":null},'
        '"entity":"Leo","kind":null,"rate":{"per":"sticker","unit":"cents","value":15},'
        '"total":{"unit":"cents","value":60},"type":"rate"}],"initial_state":[],'
        '"operations":[],"question":{"fact":0,"slot":"count"},'
        '"unknown":{"entity":"Leo","unit":"stickers"}}',
        4,
    ),
]


RATES_READ.append(
    (  # a count nobody holds: "There are 37 baskets." is the count of "each basket"
        "There are 37 baskets. There are 17 apples in each basket. How many apples are there?",
        _v2([], [_rate("baskets", 37, None, None, "basket", "apples", 17)], (None, "apples"), 0),
        629,
    )
)
RATES_READ.append(
    (  # a sum over the holders the question names (v1's unknown with entity null, README V10)
        "Each box holds 6 eggs. Sam has 4 boxes. Kim has 5 eggs. "
        "How many eggs do Sam and Kim have together?",
        _v2(
            ["Sam", "Kim"],
            [
                _rate("boxes", 4, "Sam", "add", "box", "eggs", 6),
                '{"entity":"Kim","quantity":{"unit":"eggs","value":5},"type":"has"}',
            ],
            (None, "eggs"),
        ),
        29,
    )
)


@pytest.mark.parametrize(("text", "graph", "answer"), RATES_READ)
def test_a_rate_is_read_into_its_v2_graph(nlp, text, graph, answer):
    result = parse(text, nlp)
    assert result.abstention is None, result.abstention
    assert result.graph.canonical_bytes().decode() == graph
    assert result.answer.value == answer


RATES_ABSTAINED = [
    # 'each' as every holder, not a rate of a counted item ("Each of the 3 girls has 5
    # apples" is: test_parser_composed, what each item has)
    ("The girls have 5 apples each. There are 3 girls. How many apples do the girls have?", "rate"),
    # two counts, or none, of the rate's item (the asked holder's own of two holders'
    # holdings is read since session 39: a holder neither holds asked)
    (
        "Each box holds 6 eggs. Sam has 4 boxes and Tom has 2 boxes. How many eggs does Ann have?",
        "rate",
    ),
    ("Each box holds 6 eggs. Sam has 4 bags. How many eggs does Sam have?", "rate"),
    (
        "Each box holds 6 eggs. Sam has 4 boxes. Kim has 3 boxes. How many eggs do they have altogether?",
        "rate",
    ),
    # a count whose noun is not the rate's item
    ("Sam has 4 bags with 6 eggs in each box. How many eggs does Sam have?", "rate"),
    # the question asks for the count, or another holder, not the rate's total
    ("Each box holds 6 eggs. Sam has 4 boxes. How many boxes does Sam have?", "rate"),
    ("Sam buys 4 pens at $2 each. How many pens does Sam have?", "rate"),
    (
        "Each box holds 6 eggs. Sam has 4 boxes. Tom has 5 eggs. How many eggs does Tom have?",
        "rate",
    ),
    # a price nobody pays ('finds' is no purchase)
    ("Pencils cost $2 each. Amy finds 5 pencils. How much does she spend?", "rate"),
    # the count is also changed on its own
    (
        "Sam has 4 boxes with 6 eggs each. He buys 2 more boxes. How many eggs does Sam have?",
        "rate",
    ),
    # the count asked, but the money is not spent on the rate's items, or beside a holding
    ("Sergei spent $36 on food. Each ticket cost $9. How many tickets did he buy?", "rate"),
    (
        "Sergei had $50. He spent $36 on tickets. Each ticket cost $9. How many tickets did he buy?",
        "rate",
    ),
    # another purchase whose price is not given, beside the rate's
    ("Pencils cost $2 each. Amy buys 5 pencils and 3 pens. How much does she spend?", "rate"),
    (
        "Pencils cost $2 each. Amy has $20. She buys 5 pencils and 3 pens. "
        "How much money does she have left?",
        "rate",
    ),
    # a total over named holders while another holder also holds the unit
    (
        "Each box holds 6 eggs. Sam has 4 boxes. Kim has 5 eggs. Lee has 3 eggs. "
        "How many eggs do Sam and Kim have together?",
        "restricted-question",
    ),
    # the rate's total stated again
    (
        "Each box holds 6 eggs. Sam has 4 boxes. He has 3 eggs. How many eggs does Sam have?",
        "unsupported-question",
    ),
]


@pytest.mark.parametrize(("text", "code"), RATES_ABSTAINED)
def test_an_uncertain_rate_abstains(nlp, text, code):
    result = parse(text, nlp)
    assert result.graph is None and result.abstention is not None
    assert result.abstention.code == code


# --- share: a total split equally into groups, one group's part asked (0006 rule 4) ---
def _share(entity, total, unit, groups, gunit, per):
    return (
        f'{{"entities":["{entity}"],"facts":[{{"each":{{"per":"{per}","unit":"{unit}",'
        f'"value":null}},"entity":"{entity}","groups":{{"unit":"{gunit}","value":{groups}}},'
        f'"remainder":null,"total":{{"unit":"{unit}","value":{total}}},"type":"share"}}],'
        f'"initial_state":[],"operations":[],"question":{{"fact":0,"slot":"each"}},'
        f'"unknown":{{"entity":"{entity}","unit":"{unit}"}}}}'
    )


SHARES_READ = [
    (
        "Ivan splits 45 cherries equally between his 5 cousins. "
        "How many cherries does each cousin get?",
        _share("Ivan", 45, "cherries", 5, "cousins", "cousin"),
        9,
    ),
    (  # the total is the sharer's earlier holding, which is then only the total (V4)
        "Jesse has 21 bananas. If he shares them among 3 friends, "
        "how many bananas does each friend get?",
        _share("Jesse", 21, "bananas", 3, "friends", "friend"),
        7,
    ),
    (
        "Lucia has 36 beads. She puts them equally into 4 jars. How many beads are in each jar?",
        _share("Lucia", 36, "beads", 4, "jars", "jar"),
        9,
    ),
]


@pytest.mark.parametrize(("text", "graph", "answer"), SHARES_READ)
def test_a_share_is_read_into_its_v2_graph(nlp, text, graph, answer):
    result = parse(text, nlp)
    assert result.abstention is None, result.abstention
    assert result.graph.canonical_bytes().decode() == graph
    assert result.answer.value == answer


SHARES_ABSTAINED = [
    # not whole (no remainder asked)
    (
        "Kim shares 23 stickers equally among 4 friends. How many stickers does each friend get?",
        "not-whole",
    ),
    # the question asks no group's part
    ("Kim shares 20 stickers among 4 friends. How many stickers does Kim have?", "rate"),
    # 'them' may be more than one holding
    (
        "Kim has 20 stickers and Tom has 8 stickers. She shares them among 4 friends. "
        "How many stickers does each friend get?",
        "rate",
    ),
    (
        "Kim has 20 stickers. She buys 4 more. She shares them among 4 friends. "
        "How many stickers does each friend get?",
        "rate",
    ),
    # part of a holding shared: the holding is not only the total
    (
        "Kim has 20 stickers. She shares 12 stickers among 4 friends. "
        "How many stickers does each friend get?",
        "rate",
    ),
    # 'into' without 'equally' is putting, not sharing
    ("Lena puts 20 stickers into 4 boxes. How many stickers are in each box?", "rate"),
]


@pytest.mark.parametrize(("text", "code"), SHARES_ABSTAINED)
def test_an_uncertain_share_abstains(nlp, text, code):
    result = parse(text, nlp)
    assert result.graph is None and result.abstention is not None
    assert result.abstention.code == code


def test_a_loss_asked_about_counts_what_it_moved(nlp):
    # "How many did Bobby eat?" with nothing stated before: the eating is counted from 0,
    # each loss an 'add' of what it moved, the verb kept for the steps
    result = parse(
        "Bobby ate 6 plums. Then he ate 3 more plums. How many plums did Bobby eat?", nlp
    )
    assert result.graph is not None, result.abstention
    graph = result.graph.as_json()
    assert graph["initial_state"] == []
    assert [(op["actor"], op["kind"], op["operand"]["value"]) for op in graph["operations"]] == [
        ("Bobby", "add", 6),
        ("Bobby", "add", 3),
    ]
    assert result.answer.value == 9


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Bobby had 20 plums. He ate 6 plums. Then he ate 3 more. How many plums did Bobby eat?",
            9,
        ),
        ("Tom has 10 apples. He ate 3 apples. How many apples did Tom eat?", 3),
        ("Tom had $20. He spent $5 on a book. What is the amount of money Tom spent?", 5),
    ],
)
def test_a_change_asked_beside_a_stated_holding_sums_the_events(nlp, text, value):
    # decision 0020: the events after a stated holding are changes of it; the question
    # asks a v3 sum of their amounts, each a reference to a change's operand
    result = parse(text, nlp)
    assert result.graph is not None, result.abstention
    graph = result.graph.as_json()
    asked = graph["facts"][graph["question"]["fact"]]
    assert asked["type"] == "sum" and graph["question"]["slot"] == "whole"
    assert all(graph["facts"][t["ref"]["fact"]]["type"] == "change" for t in asked["terms"])
    assert {t["ref"]["slot"] for t in asked["terms"]} == {"operand"}
    assert result.answer.value == value


# Issue 7, statement side: several phrasings of each reading, with hand-worked answers,
# and the near-misses that must abstain.
STATEMENT_ANSWERED = [
    # the compound named again by its head noun in a later sentence (session 38)
    (
        "Joe had 50 toy cars. If he gets 12 more cars, how many cars will he have then?",
        62,
        "toy cars",
    ),
    # a question about the bare noun sums over the kinds the statement contrasts
    (
        "Omar picked 12 red apples and 9 green apples. He gave his sister 5 of them. "
        "How many apples does Omar have now?",
        16,
        "apples",
    ),
    (
        "Lena bought 6 striped socks and 4 plain socks. She lost 3 socks. "
        "How many socks does Lena have?",
        7,
        "socks",
    ),
    (
        "Kim received 8 summer stamps and 5 winter stamps. She gave 4 stamps to Ian. "
        "How many stamps does Kim have?",
        9,
        "stamps",
    ),
    # the number of a time phrase that bounds the events counts nothing
    (
        "In the first 4 days, Ann collected 20 shells. She gave 6 to Bo. "
        "How many shells does Ann have?",
        14,
        "shells",
    ),
    (
        "Ann collected 20 shells in 4 days. She gave 5 shells to Bo. "
        "How many shells does Ann have?",
        15,
        "shells",
    ),
    (
        "After 2 weeks, Ann had 12 stickers. She gave 5 stickers to Bo. "
        "How many stickers does Ann have?",
        7,
        "stickers",
    ),
    # "has N X to <verb>": a holding, whatever the infinitive says it is for
    (
        "A waiter had 19 customers to wait on. If 14 customers left and he got another 36 "
        "customers, how many customers would he have?",
        41,
        "customers",
    ),
    (
        "Sam had 10 dollars to spend. He spent 4 dollars. How much money does Sam have?",
        6,
        "dollars",
    ),
    (
        "Sam has 8 letters to mail. He mailed 3 letters. How many letters does Sam have?",
        5,
        "letters",
    ),
    (
        "Tim bought 12 eggs, and 2 were cracked. He ate 3 eggs. How many eggs does Tim have?",
        9,
        "eggs",
    ),
    # a time word the parse puts before a name is not part of it
    (
        "For Halloween Nora collected 30 candies. She ate 8 candies. "
        "How many candies does Nora have?",
        22,
        "candies",
    ),
    (
        "For Christmas Omar got 14 cards. He gave 4 cards to Lee. How many cards does Omar have?",
        10,
        "cards",
    ),
    # the start stated after the events
    (
        "Ann took 3 pears from the basket. Bo took 5 pears from the basket. There were 30 "
        "pears in the basket to begin with. How many pears are in the basket now?",
        22,
        "pears",
    ),
    (
        "Mia gave 4 stickers to Leo. Mia started with 20 stickers. "
        "How many stickers does Mia have now?",
        16,
        "stickers",
    ),
    ("Leo ate 3 grapes. He began with 15 grapes. How many grapes does Leo have?", 12, "grapes"),
    # 'how much' of a substance asks its one measure
    (
        "Lia had 5 pounds of rice. She bought 3 pounds of rice. How much rice does Lia have?",
        8,
        "pounds",
    ),
    (
        "Tariq had 2.5 liters of juice. He drank 0.75 liters of the juice. "
        "How much juice does Tariq have?",
        1.75,
        "liters",
    ),
    (
        "Lia had 5 pounds of rice. She bought 3 pounds of beans. How much rice does Lia have?",
        5,
        "pounds of rice",
    ),
    # the price of each object bought is money paid
    (
        "Ravi had $50. He bought a pen for $3 and a book for $12. How much money does Ravi have?",
        35,
        "dollars",
    ),
    (
        "Carla had $40. She bought a scarf for $9, a hat for $6, and a pair of gloves for $5. "
        "How much money does Carla have left?",
        20,
        "dollars",
    ),
    (
        "Ravi had $50. He sold a lamp for $8 and a chair for $15. How much money does Ravi have?",
        73,
        "dollars",
    ),
    # a damage stated of things counted before is no event
    (
        "Nina had 20 stamps, and 5 were torn. She gave 4 stamps to Lee. "
        "How many stamps does Nina have?",
        16,
        "stamps",
    ),
    ("Sally had 39 cards, and 9 were torn. How many cards does Sally have?", 39, "cards"),
    ("Nina found 20 shells, but 5 were chipped. How many shells did Nina find?", 20, "shells"),
    (
        "Theo collected 14 cans and Ada collected 9 cans. Later they saw that 6 of the cans "
        "were dented. How many cans did they collect together?",
        23,
        "cans",
    ),
]

STATEMENT_ABSTAINED = [
    # a coordinated holder, or a quantity that is the infinitive's own subject
    ("Sam and Ann have 8 letters to mail. How many letters does Sam have?", "plural-holder"),
    ("Sam wants 8 letters to arrive. How many letters does Sam have?", "non-factive"),
    # a substance in two measures, or counted: no one measure
    (
        "Lia had 5 pounds of rice. She bought 2 bags of rice. How much rice does Lia have?",
        "unit-mismatch",
    ),
    (
        "Lia had 5 cups of flour. Her mother gave her 2 pounds of flour. How much flour does Lia have?",
        "unit-mismatch",
    ),
    # goods without a number of a kind the text counts: 'a pen' is one more pen
    (
        "Ravi had 9 pens and $20. He bought a pen for $3. How many pens does Ravi have?",
        "unquantified-event",
    ),
    (
        "Ravi had 9 pens and $20. He bought a pen for $3 and a book for $4. "
        "How much money does Ravi have?",
        "unquantified-event",
    ),
    # a price on a verb that is no purchase
    (
        "Ravi had $50. He bought a pen for $3 and gave a book for $12. How much money does Ravi have?",
        "unattached-quantity",
    ),
    # a holding after the events that does not say it is the start
    (
        "Mia gave 4 stickers to Leo. Then she had 20 stickers. How many stickers does Mia have?",
        "unsupported-question",
    ),
    (
        "Mia gave 4 stickers to Leo. Mia had 20 stickers. How many stickers does Mia have now?",
        "unsupported-question",
    ),
    # a time that is a rate, a product ('on', 'for') or asked about keeps its number
    (
        "Ann collects 5 shells a day. In 4 days she found 3 more shells. "
        "How many shells does Ann have?",
        "unattached-quantity",  # the rate per day is read; '4 days' of 'found' is not
    ),
    (
        "Ann collected 5 shells daily. In 4 days she found 3 more shells. "
        "How many shells does Ann have?",
        "unattached-quantity",
    ),
    (
        "Ann collected 5 shells on the first 4 days. How many shells does Ann have?",
        "unattached-quantity",
    ),
    ("Ann collected 5 shells for 4 days. How many shells does Ann have?", "unattached-quantity"),
    ("Ann had 12 shells. How many shells will she have in 3 days?", "quantity-in-question"),
    (
        "Sam picked 30 apples in 2 hours. After 6 hours he stopped. How many apples does Sam have?",
        "unattached-quantity",
    ),
    (
        "Ann collected 20 shells in 4 days, and she found 5 more shells within 2 days. "
        "How many shells does Ann have?",
        "unattached-quantity",
    ),
    (
        "Ann had 12 shells. After 3 days she had found 4 more shells. How many days passed?",
        "unattached-quantity",
    ),
    # a kind asked, or a single kind beside the bare noun: not summed
    (
        "Omar picked 12 red apples and 9 green apples. He gave his sister 5 apples. "
        "How many red apples does Omar have now?",
        "unattached-quantity",
    ),
    # the state is asked about, named again, or the question asks what remains
    (
        "Nina had 20 stamps, and 5 were torn. She gave 4 stamps to Lee. "
        "How many stamps does Nina have left?",
        "passive",
    ),
    ("Nina had 20 stamps, and 5 were torn. How many stamps are torn?", "passive"),
    # the part torn, then more stamps: which of them are untorn? (the part's rest is read,
    # tests/test_parser_composed.py, only of a set that does not change after it)
    (
        "Nina had 20 stamps, and 5 were torn. She bought 3 more stamps. "
        "How many untorn stamps does Nina have?",
        "unsupported-question",
    ),
    (
        "Nina had 20 stamps, and 5 were torn. She threw away the torn stamps. "
        "How many stamps does Nina have?",
        "passive",
    ),
    ("Nina had 20 stamps, and 5 were torn. How many good stamps does Nina have?", "passive"),
    # a later event on some of the damaged things, or on things counted before
    (
        "Tim bought 12 eggs, and 2 were cracked. He got rid of those. How many eggs does Tim have?",
        "passive",
    ),
    (
        "Tim bought 12 eggs, and 2 were cracked. He returned the damaged ones. "
        "How many eggs does Tim have?",
        "passive",
    ),
    (
        "Tim bought 12 eggs, and 2 were cracked. He sold the broken eggs. How many eggs does Tim have?",
        "passive",
    ),
    (
        "Tim bought 12 eggs. He sold the broken eggs. How many eggs does Tim have?",
        "unquantified-event",
    ),
    # 'broken' may mean gone
    ("Ravi had 12 plates, and 3 were broken. How many plates does Ravi have?", "passive"),
]


@pytest.mark.parametrize(("text", "value", "unit"), STATEMENT_ANSWERED)
def test_statement_readings(nlp, text, value, unit):
    result = parse(text, nlp)
    assert result.abstention is None, result.abstention
    assert (result.answer.value, result.answer.unit) == (value, unit)


@pytest.mark.parametrize(("text", "code"), STATEMENT_ABSTAINED)
def test_statement_near_misses_abstain(nlp, text, code):
    assert _code(nlp, text) == code


# --- difference questions: a compare whose 'by' is asked (0006 rule 5) ---


def _difference(entities, facts, entity, kind, than, unit):
    compare = (
        f'{{"by":null,"entity":"{entity}","kind":"{kind}","than":"{than}","type":"compare",'
        f'"unit":"{unit}"}}'
    )
    ents = ",".join(f'"{e}"' for e in entities)
    return (
        f'{{"entities":[{ents}],"facts":[{",".join([*facts, compare])}],"initial_state":[],'
        f'"operations":[],"question":{{"fact":{len(facts)},"slot":"by"}},'
        f'"unknown":{{"entity":"{entity}","unit":"{unit}"}}}}'
    )


def _has(entity, value, unit):
    return f'{{"entity":"{entity}","quantity":{{"unit":"{unit}","value":{value}}},"type":"has"}}'


def _change(actor, kind, value, unit, target=None):
    to = f'"{target}"' if target else "null"
    return (
        f'{{"actor":"{actor}","kind":"{kind}","operand":{{"unit":"{unit}","value":{value}}},'
        f'"target":{to},"type":"change"}}'
    )


DIFFERENCES_READ = [
    (  # 0006 difference
        "Tom has 12 apples. Sam has 5 apples. How many more apples does Tom have than Sam?",
        _difference(
            ["Tom", "Sam"],
            [_has("Tom", 12, "apples"), _has("Sam", 5, "apples")],
            "Tom",
            "more",
            "Sam",
            "apples",
        ),
        7,
    ),
    (  # 0006 difference-fewer
        "Tom has 5 apples. Sam has 12 apples. How many fewer apples does Tom have than Sam?",
        _difference(
            ["Tom", "Sam"],
            [_has("Tom", 5, "apples"), _has("Sam", 12, "apples")],
            "Tom",
            "fewer",
            "Sam",
            "apples",
        ),
        7,
    ),
    (  # the subject asked is the second holder stated
        "Maya has 11 crayons. Leo has 18 crayons. How many more crayons does Leo have than Maya?",
        _difference(
            ["Maya", "Leo"],
            [_has("Maya", 11, "crayons"), _has("Leo", 18, "crayons")],
            "Leo",
            "more",
            "Maya",
            "crayons",
        ),
        7,
    ),
    (  # events before: the end holdings are compared
        "Maya had 18 crayons. She lost 4 crayons. Leo has 9 crayons. "
        "How many more crayons does Maya have than Leo now?",
        _difference(
            ["Maya", "Leo"],
            [
                _has("Maya", 18, "crayons"),
                _change("Maya", "subtract", 4, "crayons"),
                _has("Leo", 9, "crayons"),
            ],
            "Maya",
            "more",
            "Leo",
            "crayons",
        ),
        5,
    ),
    (  # a transfer between the two holders compared
        "Maya has 18 crayons. Leo has 9 crayons. Maya gives Leo 3 crayons. "
        "How many more crayons does Maya have than Leo?",
        _difference(
            ["Maya", "Leo"],
            [
                _has("Maya", 18, "crayons"),
                _has("Leo", 9, "crayons"),
                _change("Maya", "transfer", 3, "crayons", "Leo"),
            ],
            "Maya",
            "more",
            "Leo",
            "crayons",
        ),
        3,
    ),
    (  # the noun left out of the question; common-noun holders
        "The farm has 40 cows. The ranch has 25 cows. How many more does the farm have than the ranch?",
        _difference(
            ["farm", "ranch"],
            [_has("farm", 40, "cows"), _has("ranch", 25, "cows")],
            "farm",
            "more",
            "ranch",
            "cows",
        ),
        15,
    ),
    (  # an event verb: what each gained by it (0006 difference, v2 dev v2-065's form)
        "Ana found 23 shells. Ben found 15 shells. How many more shells did Ana find than Ben?",
        _difference(
            ["Ana", "Ben"],
            [_change("Ana", "add", 23, "shells"), _change("Ben", "add", 15, "shells")],
            "Ana",
            "more",
            "Ben",
            "shells",
        ),
        8,
    ),
    (  # the same verb twice for one holder
        "Ana collected 23 shells. Ben collected 15 shells. Ana collected 4 more shells. "
        "How many fewer shells did Ben collect than Ana?",
        _difference(
            ["Ana", "Ben"],
            [
                _change("Ana", "add", 23, "shells"),
                _change("Ben", "add", 15, "shells"),
                _change("Ana", "add", 4, "shells"),
            ],
            "Ben",
            "fewer",
            "Ana",
            "shells",
        ),
        12,
    ),
]


@pytest.mark.parametrize(("text", "graph", "answer"), DIFFERENCES_READ)
def test_a_difference_question_is_a_compare_whose_by_is_asked(nlp, text, graph, answer):
    result = parse(text, nlp)
    assert result.abstention is None, result.abstention
    assert result.graph.canonical_bytes().decode() == graph
    assert result.answer.value == answer


DIFFERENCES_ABSTAINED = [
    # 'more' but fewer: the solver refuses a negative difference
    (
        "Maya has 9 crayons. Leo has 18 crayons. How many more crayons does Maya have than Leo?",
        "negative-value",
    ),
    (
        "Maya has 18 crayons. Leo has 9 pens. How many more crayons does Maya have than Leo?",
        "comparative",
    ),
    # several comparees, a pronoun, a clause, a possessed holder, an unknown holder
    (
        "Maya has 18 crayons. Leo has 9 crayons. Ann has 3 crayons. "
        "How many more crayons does Maya have than Leo and Ann?",
        "comparative",
    ),
    (
        "Maya has 18 crayons. Leo has 9 crayons. How many more crayons does Maya have than he does?",
        "comparative",
    ),
    (
        "Maya has 18 crayons. Leo has 9 crayons. How many more crayons does Maya have than her?",
        "comparative",
    ),
    (
        "Maya has 18 crayons. How many more crayons does Maya have than she had at first?",
        "comparative",
    ),
    (
        "Maya has 18 crayons. Leo has 9 crayons. How many more crayons does Maya have than Leo's sister?",
        "comparative",
    ),
    (
        "Maya has 18 crayons. Leo has 9 crayons. How many more crayons does Maya have than Sam?",
        "comparative",
    ),
    # a kind the statements do not give, a verb that is no holding, 'less'
    (
        "Maya has 18 crayons. Leo has 9 crayons. How many more red crayons does Maya have than Leo?",
        "comparative",
    ),
    (
        "Maya has 18 crayons. Leo has 9 crayons. How many more crayons does Maya need than Leo?",
        "comparative",
    ),
    (
        "Maya has 18 crayons. Leo has 9 crayons. How many less crayons does Leo have than Maya?",
        "comparative",
    ),
    # a third holder of the unit, a comparison in the statements, an if-clause
    (
        "Maya has 18 crayons. Leo has 9 crayons. Ann has 3 crayons. "
        "How many more crayons does Maya have than Leo?",
        "comparative",
    ),
    # (a stated "5 more crayons than Maya" is read since multiples: a comparison with
    # another time after 'than' is not)
    (
        "Maya has 18 crayons. Leo has 5 more crayons than Maya did. "
        "How many more crayons does Leo have than Maya?",
        "comparative",
    ),
    (
        "Maya has 18 crayons. Leo has 9 crayons. If Leo buys 3 crayons, "
        "how many more crayons does Maya have than Leo?",
        "comparative",
    ),
    # an amount left out
    (
        "Maya has 18 crayons. Leo has some crayons. How many more crayons does Maya have than Leo?",
        "unquantified-event",
    ),
    # a partitive of one of the holders: whose holding the event moves is not read
    (
        "Maya has 18 crayons. Leo has 9 crayons. Maya broke 3 of Leo's crayons. "
        "How many more crayons does Maya have than Leo?",
        "others-stock",
    ),
    # an event verb: a holding before, another verb, a loss, a transfer, a third holder,
    # another tense, 'than Ben did'
    (
        "Ana had 10 shells. She found 23 shells. Ben found 15 shells. "
        "How many more shells did Ana find than Ben?",
        "comparative",
    ),
    (
        "Ana found 23 shells. Ben bought 15 shells. How many more shells did Ana find than Ben?",
        "comparative",
    ),
    (
        "Ana found 23 shells. Ben found 15 shells. Ana lost 5 shells. "
        "How many more shells did Ana find than Ben?",
        "comparative",
    ),
    (
        "Ana found 23 shells. Ben found 15 shells. Ben gave 4 shells to Ana. "
        "How many more shells did Ana find than Ben?",
        "comparative",
    ),
    (
        "Ana found 23 shells. Ben found 15 shells. Kim found 6 shells. "
        "How many more shells did Ana find than Ben?",
        "comparative",
    ),
    (
        "Ana found 23 shells. Ben found 15 shells. How many more shells will Ana find than Ben?",
        "comparative",
    ),
    (
        "Ana found 23 shells. Ben found 15 shells. How many more shells did Ana find than Ben did?",
        "comparative",
    ),
    (
        "Ana found 23 shells. Ben has 15 shells. How many more shells did Ana find than Ben?",
        "comparative",
    ),
]


@pytest.mark.parametrize(("text", "code"), DIFFERENCES_ABSTAINED)
def test_an_uncertain_difference_abstains(nlp, text, code):
    result = parse(text, nlp)
    assert result.graph is None and result.abstention is not None
    assert result.abstention.code == code


# Wrong answers the session-3 helpers reported and left (each was answered wrong before):
# a gain out of a place of one's own where the text stated one's things; an amount per
# day written with an article; a loss of another holder's things in a partitive.
OTHERS_STOCK_ABSTAINED = [
    (
        "Mary had 10 pens in her bag. She took 3 pens out of her bag. How many pens does she have in her bag now?",
        "own-container",
    ),
    (
        "Ravi kept 8 shells in his box. He took 2 shells from his box. How many shells are in his box?",
        "own-container",
    ),
    ("Ann collects 5 shells a day. She gave 3 to Bo. How many shells does Ann have?", "rate"),
    (
        "Tom had 12 apples and Sam had 9 apples. Tom ate 3 of Sam's apples. How many apples does Tom have?",
        "others-stock",
    ),
    (
        "Lea had 6 pears and Max had 4 pears. Max threw away 2 of Lea's pears. How many pears does Max have?",
        "others-stock",
    ),
]


@pytest.mark.parametrize(("text", "code"), OTHERS_STOCK_ABSTAINED)
def test_things_of_ones_own_place_or_another_holder_abstain(nlp, text, code):
    result = parse(text, nlp)
    assert result.graph is None, (result.answer, result.graph)
    assert result.abstention.code == code


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Mary picked 48 carrots from her garden. She ate 5 carrots. How many carrots does she have?",
            43,
        ),
        ("Tom had 12 apples. He ate 3 of his apples. How many apples does Tom have?", 9),
        ("Tom had 12 apples. Tom bought 3 of Mike's apples. How many apples does Tom have?", 15),
    ],
)
def test_ones_own_place_and_partitives_keep_their_answers(nlp, text, value):
    result = parse(text, nlp)
    assert result.answer is not None, result.abstention
    assert result.answer.value == value


@pytest.mark.parametrize(
    "text",
    [
        # another thing bought beside a rate's items, its price not given (answered $10)
        "Pencils cost $2 each. Amy buys 5 pencils and a notebook. How much does she spend?",
        "Amy buys 5 pencils at $2 each and a ruler. How much does she spend?",
        "Erasers cost 50 cents each. Jo bought 4 erasers and a pen. How many cents did Jo spend?",
    ],
)
def test_other_goods_beside_a_rate_abstain(nlp, text):
    result = parse(text, nlp)
    assert result.graph is None, (result.answer, result.graph)
    assert result.abstention.code == "rate"
