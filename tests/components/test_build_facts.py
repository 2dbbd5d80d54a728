"""Build v2-form graphs as the reader composes them (``build/compose.py``) with the live
builder ``build.compose_graph``: an unstated amount asked, a start never stated, wholes
and parts."""

from __future__ import annotations

import msgspec
import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.build.build import (
    Placed,
    check_no_scaling,
    check_unknown_fixed,
    compose_graph,
    place_totals,
    rest_facts,
    total_fact,
    tracked,
)
from wordproblem.components.coverage.coverage import without_time_phrases
from wordproblem.components.docview import view, viewing
from wordproblem.components.ir import Fact, FactKind, UnknownKind
from wordproblem.components.quantities.quantities import find_quantities
from wordproblem.components.question.plan import find_plan
from wordproblem.components.question.question import find_question
from wordproblem.components.resolve.resolve import resolve_holders, resolve_units
from wordproblem.models import Change, Has, MathProblemGraph, Quantity, Total, solve

from .handmade import RULES, Row
from .test_resolve import _reading


def _clause(subject: str, verb: str, lemma: str, number: str, noun: str, lemma_noun: str):
    """RETURNS (list[Row]): "<subject> <verb> <number> <noun> ." ('He'/'She' a pronoun)."""
    pronoun = subject in ("He", "She")
    return [
        (subject, 1, "nsubj", *(("PRON", "PRP", subject.lower()) if pronoun else ("PROPN", "NNP", subject))),
        (verb, 1, "ROOT", "VERB", "VBZ", lemma),
        (number, 3, "nummod", "NUM", "CD", number),
        (noun, 1, "dobj", "NOUN", "NNS", lemma_noun),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]  # fmt: skip


def _facts(*clauses: list[Row]) -> tuple[Fact, ...]:
    """RETURNS: the resolved facts (holders and units) of the clauses, in text order."""
    rows: list[Row] = []
    for clause in clauses:
        shift = len(rows)
        rows += [(w, h + shift, d, p, t, lem) for (w, h, d, p, t, lem) in clause]
    _, reading, mentions = _reading(rows)
    facts = resolve_holders(reading.facts, mentions, None)
    facts, _, _ = resolve_units(facts, reading.amounts, reading.query, RULES.words)
    return facts


def _unstated(fact: Fact) -> Fact:
    """RETURNS (Fact): ``fact`` with its amount left out ("ate some apples")."""
    return msgspec.structs.replace(fact, amount=msgspec.structs.replace(fact.amount, unstated=True))


def _unknown_graph(
    facts: tuple[Fact, ...], kind: UnknownKind, totals: tuple[Fact, ...] = ()
) -> MathProblemGraph:
    """RETURNS: the graph of Ravi's pears with the one amount left out asked, built as the
    reader composes it: stated sums placed after their gains, the asked event's sides
    tracked only when they hold, holdings stated again read as equations.
    RAISES Abstain: as ``place_totals`` and ``check_unknown_fixed``."""
    (asked,) = [f for f in facts if f.amount is not None and f.amount.unstated]
    ordered = tuple(place_totals(facts, totals, tracked(facts, None)))
    check_no_scaling(ordered)
    graph, _ = compose_graph(
        ordered, "pears", "Ravi", FIRST,
        asked_fact=asked, core_asked=False, restated=True, totals=totals,
    )  # fmt: skip
    check_unknown_fixed(graph, kind)
    return graph


def _start_graph(facts: tuple[Fact, ...], totals: tuple[Fact, ...] = ()) -> MathProblemGraph:
    """RETURNS: the graph of a start of Ravi's pears the text never states, built as the
    reader composes it: an unstated ``has`` placed first and asked.
    RAISES Abstain: as ``place_totals`` and ``check_unknown_fixed``."""
    ordered = tuple(place_totals(facts, totals, tracked(facts, "Ravi")))
    check_no_scaling(ordered)
    begin = Placed(-1, Has("Ravi", Quantity(None, "pears")))
    graph, _ = compose_graph(
        ordered, "pears", "Ravi", FIRST,
        placed=(begin,), asked_fact=begin, slot="quantity", restated=True, totals=totals,
    )  # fmt: skip
    check_unknown_fixed(graph, UnknownKind.START)
    return graph


HAS_5 = _clause("Ravi", "has", "have", "5", "pears", "pear")
EATS_2 = _clause("He", "eats", "eat", "2", "pears", "pear")
HAS_3 = _clause("He", "has", "have", "3", "pears", "pear")
FIRST = {"Ravi": 0}


def test_an_unstated_event_between_two_holdings_is_asked():
    # "Ravi has 5 pears. He eats some pears. He has 3 pears." -> he ate 2
    has, eats, now = _facts(HAS_5, EATS_2, HAS_3)
    graph = _unknown_graph((has, _unstated(eats), now), UnknownKind.CHANGE)
    assert [type(f) for f in graph.facts] == [Has, Change, Has]  # text order
    assert graph.facts[1].operand == Quantity(None, "pears")
    assert (graph.question.fact, graph.question.slot) == (1, "operand")
    assert solve(graph).answer.value == 2


def test_an_unstated_first_holding_is_asked_as_the_start():
    # "Ravi has some pears. He eats 2 pears. He has 3 pears." -> he had 5
    has, eats, now = _facts(HAS_5, EATS_2, HAS_3)
    graph = _unknown_graph((_unstated(has), eats, now), UnknownKind.START)
    assert (graph.question.fact, graph.question.slot) == (0, "quantity")
    assert solve(graph).answer.value == 5


def test_an_unknown_nothing_later_fixes_abstains():
    # "Ravi has 5 pears. He eats some pears." says nothing of what is left
    has, eats = _facts(HAS_5, EATS_2)
    with pytest.raises(Abstain, match="no later statement") as caught:
        _unknown_graph((has, _unstated(eats)), UnknownKind.CHANGE)
    assert caught.value.code == "unknown-mismatch"


def test_an_unknown_event_with_nothing_known_before_it_abstains():
    # "Ravi eats some pears. He has 3 pears." -> how many he ate is not fixed
    eats, now = _facts(_clause("Ravi", "eats", "eat", "2", "pears", "pear"), HAS_3)
    with pytest.raises(Abstain, match="nothing is known of the holding before") as caught:
        _unknown_graph((_unstated(eats), now), UnknownKind.CHANGE)
    assert caught.value.code == "unknown-mismatch"


def test_the_question_must_ask_the_kind_of_amount_left_out():
    has, eats, now = _facts(HAS_5, EATS_2, HAS_3)
    with pytest.raises(Abstain, match="not the start") as caught:  # an event left out
        _unknown_graph((has, _unstated(eats), now), UnknownKind.START)
    assert caught.value.code == "unknown-mismatch"
    with pytest.raises(Abstain, match="asks for an event") as caught:  # the start left out
        _unknown_graph((_unstated(has), eats, now), UnknownKind.CHANGE)
    assert caught.value.code == "unknown-mismatch"


# problems read end to end: the guards of an amount left out the plan and the reader keep
ONE_LEFT_OUT = (
    "Ravi had some pears. He ate 2 pears. Now he has 3 pears. How many pears did he have at first?"
)
TWO_LEFT_OUT = (
    "Ravi had some pears. He ate some pears. Now he has 3 pears. How many pears did he eat?"
)
BESIDE_START = "Ravi has 5 pears. He eats some pears. Now he has 3 pears. How many pears did Ravi have at first?"


def test_the_end_to_end_texts_are_no_public_problems():
    from tests.problem_suites import assert_not_public_copies

    texts = (ONE_LEFT_OUT, TWO_LEFT_OUT, BESIDE_START)
    assert_not_public_copies([{"id": str(i), "problem": t} for i, t in enumerate(texts)])


def _plan(nlp, text: str):
    """RETURNS (Plan): the plan the reader makes of ``text`` (``question/plan.py``)."""
    reader = nlp.get_pipe("wordproblem").reader
    parsed = nlp(text)
    with viewing(parsed):  # the stages read one view of the Doc, as ``read_result`` has it
        doc = view(parsed)
        rules = reader.rules
        query = find_question(doc, rules.words, rules.lexicon)
        found = tuple(find_quantities(doc, rules.numbers, rules.words.money_symbols))
        amounts = without_time_phrases(doc, found, query, rules.words)
        return find_plan(doc, query, amounts, rules, reader.data)[2]


def test_two_amounts_left_out_abstain(nlp):
    assert len(_plan(nlp, ONE_LEFT_OUT).unstated) == 1
    assert _plan(nlp, TWO_LEFT_OUT).unstated == ()  # no unknowns reading of two amounts
    result = nlp(TWO_LEFT_OUT)._.math_abstention
    assert result is not None and result.code == "unquantified-event"
    assert nlp(ONE_LEFT_OUT)._.math_answer.value == 5


def test_a_start_never_stated_comes_first_and_is_asked():
    # "Ravi eats 2 pears. He has 3 pears. How many did he have at first?" -> 5
    eats, now = _facts(_clause("Ravi", "eats", "eat", "2", "pears", "pear"), HAS_3)
    graph = _start_graph((eats, now))
    assert graph.facts[0] == Has("Ravi", Quantity(None, "pears"))
    assert (graph.question.fact, graph.question.slot) == (0, "quantity")
    assert solve(graph).answer.value == 5


def test_a_start_no_later_holding_fixes_abstains():
    (eats,) = _facts(_clause("Ravi", "eats", "eat", "2", "pears", "pear"))
    with pytest.raises(Abstain, match="no later statement") as caught:
        _start_graph((eats,))
    assert caught.value.code == "unknown-mismatch"


def test_a_start_asked_beside_an_amount_left_out_abstains(nlp):
    result = nlp(BESIDE_START)._.math_abstention  # a second amount left out
    assert result is not None and result.code == "unknown-mismatch"
    assert "besides the asked start" in result.message


def test_a_stated_sum_of_gains_is_placed_after_the_gains_it_sums():
    # "Ravi picks 9 pears [in all]. He picks 4 pears. He picks some pears." -> 5
    picks = [
        _clause(s, "picks", "pick", n, "pears", "pear")
        for s, n in [("Ravi", "9"), ("He", "4"), ("He", "2")]
    ]
    total, morning, later = _facts(*picks)
    assert [f.kind for f in (total, morning, later)] == [FactKind.GAIN] * 3
    graph = _unknown_graph((total, morning, _unstated(later)), UnknownKind.CHANGE, (total,))
    assert [type(f) for f in graph.facts] == [Change, Change, Has]  # the sum is a holding, last
    assert graph.facts[2] == Has("Ravi", Quantity(9, "pears"))
    assert solve(graph).answer.value == 5


def test_a_stated_sum_that_is_a_loss_abstains():
    _, eats, now = _facts(HAS_5, EATS_2, HAS_3)
    with pytest.raises(Abstain, match="not of gains") as caught:
        _start_graph((eats, now), (eats,))
    assert caught.value.code == "stated-total"


def _total_graph(facts, whole, holders, unit, asked, first) -> MathProblemGraph:
    """RETURNS: the graph of a whole stated over ``holders``, built as the reader composes
    it: the ``total`` placed at the whole's position, its holders tracked.
    RAISES Abstain: as ``total_fact``."""
    placed = total_fact(facts, whole, holders, unit, asked)
    graph, _ = compose_graph(
        facts, unit, asked, first,
        placed=(placed,), also_tracked=frozenset(holders), restated=True, checked=False,
    )  # fmt: skip
    return graph


def _rest_graph(facts, whole, part, rest, unit, asked, first) -> MathProblemGraph:
    """RETURNS: the graph of a whole split into a stated part and the rest, built as the
    reader composes it: the whole's holding replaced by the ``total`` and the part.
    RAISES Abstain: as ``rest_facts``."""
    placed = rest_facts(facts, whole, part, rest, unit, asked)
    kept = tuple(f for f in facts if f is not whole)
    graph, _ = compose_graph(
        kept, unit, asked, first, placed=placed, restated=True, checked=False
    )  # fmt: skip
    return graph


# "Ravi and Noor have 12 pears ." is read by totals.py; here only Noor's holding is a fact
NOOR_HAS = _clause("Noor", "has", "have", "7", "pears", "pear")


def test_a_whole_over_two_holders_gives_the_others_part():
    (noor,) = _facts(NOOR_HAS)
    whole = msgspec.structs.replace(noor.amount, value=12, tokens=(99,))  # placed last
    graph = _total_graph((noor,), whole, ("Ravi", "Noor"), "pears", "Ravi", {"Noor": 0, "Ravi": 1})
    assert graph.facts[-1] == Total(("Ravi", "Noor"), ("pears",), Quantity(12, "pears"))
    assert solve(graph).answer.value == 5


def test_a_whole_of_another_unit_or_holder_abstains():
    (noor,) = _facts(NOOR_HAS)
    whole = msgspec.structs.replace(noor.amount, value=12)
    first = {"Noor": 0, "Ravi": 1, "Lia": 2}
    for unit, holders, asked in [
        ("figs", ("Ravi", "Noor"), "Ravi"),  # the whole counts pears, figs are asked
        ("pears", ("Ravi", "Noor"), "Lia"),  # Lia is not among the holders
        ("pears", ("Ravi", "Ravi"), "Ravi"),  # a holder named twice
    ]:
        with pytest.raises(Abstain, match="is not of the asked") as caught:
            _total_graph((noor,), whole, holders, unit, asked, first)
        assert caught.value.code == "stated-total"


# "Noor has 12 fruits ." split into 7 pears and "the rest" figs
NOOR_FRUITS = _clause("Noor", "has", "have", "12", "fruits", "fruit")


def test_a_split_whole_gives_the_rest():
    (whole,) = _facts(NOOR_FRUITS)
    graph = _rest_graph(
        (whole,), whole, (99, Quantity(7, "pears")), "figs", "figs", "Noor", {"Noor": 0}
    )
    assert graph.facts[0] == Total(("Noor",), ("pears", "figs"), Quantity(12, "fruits"))
    assert graph.facts[1] == Has("Noor", Quantity(7, "pears"))
    assert solve(graph).answer.value == 5


def test_a_split_whole_asked_of_another_holder_or_kind_abstains():
    (whole,) = _facts(NOOR_FRUITS)
    part = (99, Quantity(7, "pears"))
    with pytest.raises(Abstain, match="no part") as caught:  # Ravi holds none of them
        _rest_graph((whole,), whole, part, "figs", "figs", "Ravi", {"Noor": 0})
    assert caught.value.code == "stated-total"
    with pytest.raises(Abstain, match="no part") as caught:  # plums are neither part
        _rest_graph((whole,), whole, part, "figs", "plums", "Noor", {"Noor": 0})
    assert caught.value.code == "stated-total"


def test_a_split_whole_another_fact_moves_abstains():
    # "Noor has 12 fruits. She eats 2 fruits." -> the split is of which 12?
    whole, eats = _facts(NOOR_FRUITS, _clause("She", "eats", "eat", "2", "fruits", "fruit"))
    with pytest.raises(Abstain, match="another fact moves") as caught:
        _rest_graph(
            (whole, eats), whole, (99, Quantity(7, "pears")), "figs", "figs", "Noor", {"Noor": 0}
        )
    assert caught.value.code == "stated-total"


def test_a_split_whole_beside_an_amount_left_out_abstains():
    # "Noor has 12 fruits. She eats some pears." -> a v2 whole and an unknown at once
    whole, eats = _facts(NOOR_FRUITS, _clause("She", "eats", "eat", "2", "pears", "pear"))
    with pytest.raises(Abstain, match="beside an unstated amount") as caught:
        _rest_graph(
            (whole, _unstated(eats)),
            whole,
            (99, Quantity(7, "pears")),
            "figs",
            "figs",
            "Noor",
            {"Noor": 0},
        )
    assert caught.value.code == "stated-total"
