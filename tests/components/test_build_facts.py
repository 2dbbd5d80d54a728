"""Build v2-form graphs: an unstated amount asked, a start never stated, wholes and parts."""

from __future__ import annotations

import msgspec
import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.build.build_facts import (
    build_rest_graph,
    build_start_graph,
    build_total_graph,
    build_unknown_graph,
)
from wordproblem.components.ir import Fact, FactKind, UnknownKind
from wordproblem.components.resolve.resolve import resolve_holders, resolve_units
from wordproblem.models import Change, Has, Quantity, Total, solve

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


HAS_5 = _clause("Ravi", "has", "have", "5", "pears", "pear")
EATS_2 = _clause("He", "eats", "eat", "2", "pears", "pear")
HAS_3 = _clause("He", "has", "have", "3", "pears", "pear")
FIRST = {"Ravi": 0}


def test_an_unstated_event_between_two_holdings_is_asked():
    # "Ravi has 5 pears. He eats some pears. He has 3 pears." -> he ate 2
    has, eats, now = _facts(HAS_5, EATS_2, HAS_3)
    graph = build_unknown_graph((has, _unstated(eats), now), "pears", FIRST, UnknownKind.CHANGE)
    assert [type(f) for f in graph.facts] == [Has, Change, Has]  # text order
    assert graph.facts[1].operand == Quantity(None, "pears")
    assert (graph.question.fact, graph.question.slot) == (1, "operand")
    assert solve(graph).answer.value == 2


def test_an_unstated_first_holding_is_asked_as_the_start():
    # "Ravi has some pears. He eats 2 pears. He has 3 pears." -> he had 5
    has, eats, now = _facts(HAS_5, EATS_2, HAS_3)
    graph = build_unknown_graph((_unstated(has), eats, now), "pears", FIRST, UnknownKind.START)
    assert (graph.question.fact, graph.question.slot) == (0, "quantity")
    assert solve(graph).answer.value == 5


def test_an_unknown_nothing_later_fixes_abstains():
    # "Ravi has 5 pears. He eats some pears." says nothing of what is left
    has, eats = _facts(HAS_5, EATS_2)
    with pytest.raises(Abstain, match="no later statement") as caught:
        build_unknown_graph((has, _unstated(eats)), "pears", FIRST, UnknownKind.CHANGE)
    assert caught.value.code == "unknown-mismatch"


def test_an_unknown_event_with_nothing_known_before_it_abstains():
    # "Ravi eats some pears. He has 3 pears." -> how many he ate is not fixed
    eats, now = _facts(_clause("Ravi", "eats", "eat", "2", "pears", "pear"), HAS_3)
    with pytest.raises(Abstain, match="nothing is known of the holding before") as caught:
        build_unknown_graph((_unstated(eats), now), "pears", FIRST, UnknownKind.CHANGE)
    assert caught.value.code == "unknown-mismatch"


def test_the_question_must_ask_the_kind_of_amount_left_out():
    has, eats, now = _facts(HAS_5, EATS_2, HAS_3)
    with pytest.raises(Abstain, match="not the start") as caught:  # an event left out
        build_unknown_graph((has, _unstated(eats), now), "pears", FIRST, UnknownKind.START)
    assert caught.value.code == "unknown-mismatch"
    with pytest.raises(Abstain, match="asks for an event") as caught:  # the start left out
        build_unknown_graph((_unstated(has), eats, now), "pears", FIRST, UnknownKind.CHANGE)
    assert caught.value.code == "unknown-mismatch"


def test_two_amounts_left_out_abstain():
    has, eats, now = _facts(HAS_5, EATS_2, HAS_3)
    with pytest.raises(Abstain, match="leaves 2 amounts out") as caught:
        build_unknown_graph(
            (_unstated(has), _unstated(eats), now), "pears", FIRST, UnknownKind.CHANGE
        )
    assert caught.value.code == "unknown-mismatch"


def test_a_start_never_stated_comes_first_and_is_asked():
    # "Ravi eats 2 pears. He has 3 pears. How many did he have at first?" -> 5
    eats, now = _facts(_clause("Ravi", "eats", "eat", "2", "pears", "pear"), HAS_3)
    graph = build_start_graph((eats, now), "pears", "Ravi", FIRST)
    assert graph.facts[0] == Has("Ravi", Quantity(None, "pears"))
    assert (graph.question.fact, graph.question.slot) == (0, "quantity")
    assert solve(graph).answer.value == 5


def test_a_start_no_later_holding_fixes_abstains():
    (eats,) = _facts(_clause("Ravi", "eats", "eat", "2", "pears", "pear"))
    with pytest.raises(Abstain, match="no later statement") as caught:
        build_start_graph((eats,), "pears", "Ravi", FIRST)
    assert caught.value.code == "unknown-mismatch"
    has, eats, now = _facts(HAS_5, EATS_2, HAS_3)
    with pytest.raises(Abstain, match="besides the start") as caught:  # a second one left out
        build_start_graph((has, _unstated(eats), now), "pears", "Ravi", FIRST)
    assert caught.value.code == "unknown-mismatch"


def test_a_stated_sum_of_gains_is_placed_after_the_gains_it_sums():
    # "Ravi picks 9 pears [in all]. He picks 4 pears. He picks some pears." -> 5
    picks = [
        _clause(s, "picks", "pick", n, "pears", "pear")
        for s, n in [("Ravi", "9"), ("He", "4"), ("He", "2")]
    ]
    total, morning, later = _facts(*picks)
    assert [f.kind for f in (total, morning, later)] == [FactKind.GAIN] * 3
    graph = build_unknown_graph(
        (total, morning, _unstated(later)), "pears", FIRST, UnknownKind.CHANGE, (total,)
    )
    assert [type(f) for f in graph.facts] == [Change, Change, Has]  # the sum is a holding, last
    assert graph.facts[2] == Has("Ravi", Quantity(9, "pears"))
    assert solve(graph).answer.value == 5


def test_a_stated_sum_that_is_a_loss_abstains():
    _, eats, now = _facts(HAS_5, EATS_2, HAS_3)
    with pytest.raises(Abstain, match="not of gains") as caught:
        build_start_graph((eats, now), "pears", "Ravi", FIRST, (eats,))
    assert caught.value.code == "stated-total"


# "Ravi and Noor have 12 pears ." is read by totals.py; here only Noor's holding is a fact
NOOR_HAS = _clause("Noor", "has", "have", "7", "pears", "pear")


def test_a_whole_over_two_holders_gives_the_others_part():
    (noor,) = _facts(NOOR_HAS)
    whole = msgspec.structs.replace(noor.amount, value=12, tokens=(99,))  # placed last
    graph = build_total_graph(
        (noor,), whole, ("Ravi", "Noor"), "pears", "Ravi", {"Noor": 0, "Ravi": 1}
    )
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
            build_total_graph((noor,), whole, holders, unit, asked, first)
        assert caught.value.code == "stated-total"


# "Noor has 12 fruits ." split into 7 pears and "the rest" figs
NOOR_FRUITS = _clause("Noor", "has", "have", "12", "fruits", "fruit")


def test_a_split_whole_gives_the_rest():
    (whole,) = _facts(NOOR_FRUITS)
    graph = build_rest_graph(
        (whole,), whole, (99, Quantity(7, "pears")), "figs", "figs", "Noor", {"Noor": 0}
    )
    assert graph.facts[0] == Total(("Noor",), ("pears", "figs"), Quantity(12, "fruits"))
    assert graph.facts[1] == Has("Noor", Quantity(7, "pears"))
    assert solve(graph).answer.value == 5


def test_a_split_whole_asked_of_another_holder_or_kind_abstains():
    (whole,) = _facts(NOOR_FRUITS)
    part = (99, Quantity(7, "pears"))
    with pytest.raises(Abstain, match="no part") as caught:  # Ravi holds none of them
        build_rest_graph((whole,), whole, part, "figs", "figs", "Ravi", {"Noor": 0})
    assert caught.value.code == "stated-total"
    with pytest.raises(Abstain, match="no part") as caught:  # plums are neither part
        build_rest_graph((whole,), whole, part, "figs", "plums", "Noor", {"Noor": 0})
    assert caught.value.code == "stated-total"


def test_a_split_whole_another_fact_moves_abstains():
    # "Noor has 12 fruits. She eats 2 fruits." -> the split is of which 12?
    whole, eats = _facts(NOOR_FRUITS, _clause("She", "eats", "eat", "2", "fruits", "fruit"))
    with pytest.raises(Abstain, match="another fact moves") as caught:
        build_rest_graph(
            (whole, eats), whole, (99, Quantity(7, "pears")), "figs", "figs", "Noor", {"Noor": 0}
        )
    assert caught.value.code == "stated-total"


def test_a_split_whole_beside_an_amount_left_out_abstains():
    # "Noor has 12 fruits. She eats some pears." -> a v2 whole and an unknown at once
    whole, eats = _facts(NOOR_FRUITS, _clause("She", "eats", "eat", "2", "pears", "pear"))
    with pytest.raises(Abstain, match="beside an unstated amount") as caught:
        build_rest_graph(
            (whole, _unstated(eats)),
            whole,
            (99, Quantity(7, "pears")),
            "figs",
            "figs",
            "Noor",
            {"Noor": 0},
        )
    assert caught.value.code == "stated-total"
