"""Each construction reads its kind of clause into facts; the registry asks them in order."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.clauses import build_matcher, find_roles
from wordproblem.components.constructions import CONSTRUCTIONS, Context
from wordproblem.components.constructions.base import PLAIN
from wordproblem.components.docview import view
from wordproblem.components.ir import FactKind, HolderRef
from wordproblem.components.question import find_question
from wordproblem.components.reader import ProblemReader

from .handmade import DOUBLES, GIVE_TO, HAS_EATS, LAND_ON, OUT_OF, RULES, THERE_ARE, VOCAB, make_doc

QUESTION = [
    ("How", 1, "advmod", "SCONJ", "WRB", "how"),
    ("many", 2, "amod", "ADJ", "JJ", "many"),
    ("things", 5, "dobj", "NOUN", "NNS", "thing"),
    ("are", 5, "aux", "AUX", "VBP", "be"),
    ("there", 5, "expl", "PRON", "EX", "there"),
    ("left", 5, "ROOT", "VERB", "VBN", "leave"),
    ("?", 5, "punct", "PUNCT", ".", "?"),
]


def _with_question(rows):
    shift = len(rows)
    return rows + [(w, h + shift, d, p, t, lem) for (w, h, d, p, t, lem) in QUESTION]


def _facts(rows, constructions=CONSTRUCTIONS):
    doc = view(make_doc(_with_question(rows)))  # the stages read one view of the Doc
    reader = ProblemReader(VOCAB, RULES, constructions)
    query = find_question(doc, RULES.words)
    from wordproblem.components.quantities import find_quantities

    amounts = tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
    roles = find_roles(doc, build_matcher(VOCAB, RULES.roles), RULES.roles)
    return doc, reader.construe(doc, query, amounts, roles)


def test_exchange_reads_a_loss_with_its_receiver():
    doc, reading = _facts(GIVE_TO)
    (fact,) = reading.facts
    assert (fact.kind, fact.construction, fact.key) == (FactKind.LOSE, "exchange", "give")
    assert fact.subject == HolderRef(doc[0])
    assert fact.party is not None and fact.party.token == doc[5]
    assert (fact.amount.value, fact.amount.noun.text) == (3, "marbles")
    assert fact.name is None  # names come from resolution, not from the construction


def test_exchange_reads_the_source_of_a_gain():
    doc, reading = _facts(OUT_OF)
    (fact,) = reading.facts
    assert fact.kind is FactKind.GAIN
    assert fact.party.token == doc[7]


def test_existential_gives_the_place_a_holding():
    doc, reading = _facts(THERE_ARE)
    (fact,) = reading.facts
    assert (fact.kind, fact.construction) == (FactKind.POSSESS, "existential")
    assert fact.subject.token == doc[6]


def test_motion_makes_the_place_gain():
    doc, reading = _facts(LAND_ON)
    (fact,) = reading.facts
    assert (fact.kind, fact.construction, fact.key) == (FactKind.GAIN, "motion", "land")
    assert fact.subject.token == doc[5]


def test_scaling_reads_the_noun_it_scales():
    doc, reading = _facts(DOUBLES)
    (fact,) = reading.facts
    assert (fact.kind, fact.frame.kind, fact.frame.factor) == (FactKind.SCALE, "multiply", 2)
    assert fact.scale_noun == doc[3]


def test_possession_then_consumption_in_reading_order():
    _, reading = _facts(HAS_EATS)
    assert [(f.kind, f.construction) for f in reading.facts] == [
        (FactKind.POSSESS, "possession"),
        (FactKind.LOSE, "exchange"),
    ]
    assert [f.clause for f in reading.facts] == [0, 1]


def test_a_clause_no_construction_claims_is_a_failure_not_a_guess():
    rows = [list(r) for r in GIVE_TO]
    rows[1] = ["juggles", 1, "ROOT", "VERB", "VBZ", "juggle"]
    _, reading = _facts([tuple(r) for r in rows])
    assert reading.facts == ()
    (failure,) = reading.failures
    assert failure.code == "unsupported-verb"


def test_the_first_construction_that_claims_a_clause_reads_it():
    class Juggling:
        """A construction of our own, asked first: it claims 'juggle' and reads a gain."""

        name = "juggling"
        attachments = PLAIN
        data_type = None

        def claims(self, clause, context: Context) -> bool:
            return clause.verb.lemma_ == "juggle"

        def read(self, clause, context):
            raise Abstain("rate", "juggling is a rate", clause.verb)

    rows = [list(r) for r in GIVE_TO]
    rows[1] = ["juggles", 1, "ROOT", "VERB", "VBZ", "juggle"]
    _, reading = _facts([tuple(r) for r in rows], (Juggling(), *CONSTRUCTIONS))
    assert [f.code for f in reading.failures] == ["rate"]


@pytest.mark.parametrize("construction", CONSTRUCTIONS)
def test_every_registered_construction_has_a_name_and_both_methods(construction):
    assert construction.name
    assert callable(construction.claims) and callable(construction.read)


# "Tom bought a kite from Sam for $ 6 ."
BOUGHT_FOR = [
    ("Tom", 1, "nsubj", "PROPN", "NNP", "Tom"),
    ("bought", 1, "ROOT", "VERB", "VBD", "buy"),
    ("a", 3, "det", "DET", "DT", "a"),
    ("kite", 1, "dobj", "NOUN", "NN", "kite"),
    ("from", 1, "prep", "ADP", "IN", "from"),
    ("Sam", 4, "pobj", "PROPN", "NNP", "Sam"),
    ("for", 1, "prep", "ADP", "IN", "for"),
    ("$", 6, "pobj", "SYM", "$", "$"),
    ("6", 7, "nummod", "NUM", "CD", "6"),
    (".", 1, "punct", "PUNCT", ".", "."),
]


def test_purchase_reads_the_price_as_money_paid_to_the_seller():
    doc, reading = _facts(BOUGHT_FOR)
    (fact,) = reading.facts
    assert (fact.kind, fact.construction, fact.key, fact.price) == (
        FactKind.LOSE,
        "purchase",
        "pay",
        True,
    )
    assert fact.amount.value == 6 and fact.amount.money == "dollars"
    assert fact.party.token == doc[5]


def test_a_price_under_a_verb_that_is_not_buying_is_left_unread():
    rows = [list(r) for r in BOUGHT_FOR]
    rows[1] = ["worked", 1, "ROOT", "VERB", "VBD", "work"]
    _, reading = _facts([tuple(r) for r in rows])
    assert [f.code for f in reading.failures] == ["unattached-quantity"]


def test_selling_receives_the_price():
    rows = [list(r) for r in BOUGHT_FOR]
    rows[1] = ["sold", 1, "ROOT", "VERB", "VBD", "sell"]
    rows[4] = ["to", 1, "prep", "ADP", "IN", "to"]
    doc, reading = _facts([tuple(r) for r in rows])
    (fact,) = reading.facts
    assert (fact.kind, fact.key) == (FactKind.GAIN, "receive")
    assert fact.party.token == doc[5]


# --- rate: an amount per one item or group ---

# "Each box holds 6 eggs ."
EACH_BOX_HOLDS = [
    ("Each", 1, "det", "DET", "DT", "each"),
    ("box", 2, "nsubj", "NOUN", "NN", "box"),
    ("holds", 2, "ROOT", "VERB", "VBZ", "hold"),
    ("6", 4, "nummod", "NUM", "CD", "6"),
    ("eggs", 2, "dobj", "NOUN", "NNS", "egg"),
    (".", 2, "punct", "PUNCT", ".", "."),
]

# "Sam has 4 boxes with 6 eggs each ."
WITH_EACH = [
    ("Sam", 1, "nsubj", "PROPN", "NNP", "Sam"),
    ("has", 1, "ROOT", "VERB", "VBZ", "have"),
    ("4", 3, "nummod", "NUM", "CD", "4"),
    ("boxes", 1, "dobj", "NOUN", "NNS", "box"),
    ("with", 3, "prep", "ADP", "IN", "with"),
    ("6", 6, "nummod", "NUM", "CD", "6"),
    ("eggs", 4, "pobj", "NOUN", "NNS", "egg"),
    ("each", 6, "appos", "PRON", "DT", "each"),
    (".", 1, "punct", "PUNCT", ".", "."),
]

# "Amy buys 5 pencils at $ 2 each ."
AT_EACH = [
    ("Amy", 1, "nsubj", "PROPN", "NNP", "Amy"),
    ("buys", 1, "ROOT", "VERB", "VBZ", "buy"),
    ("5", 3, "nummod", "NUM", "CD", "5"),
    ("pencils", 1, "dobj", "NOUN", "NNS", "pencil"),
    ("at", 1, "prep", "ADP", "IN", "at"),
    ("$", 6, "nmod", "SYM", "$", "$"),
    ("2", 4, "pobj", "NUM", "CD", "2"),
    ("each", 6, "npadvmod", "PRON", "DT", "each"),
    (".", 1, "punct", "PUNCT", ".", "."),
]


def test_rate_reads_each_box_holds_as_a_rate_waiting_for_its_count():
    doc, reading = _facts(EACH_BOX_HOLDS)
    (fact,) = reading.facts
    assert (fact.kind, fact.construction) == (FactKind.RATE, "rate")
    assert fact.amount is None  # the count comes from another clause
    assert fact.subject.implied  # "each box" is never a holder (0006 rule 2)
    assert (fact.rate.amount.value, fact.rate.amount.noun.text) == (6, "eggs")
    assert fact.rate.per == doc[1] and not fact.rate.price
    assert fact.cues == (0,) and reading.claimed == frozenset({0})


def test_rate_reads_a_count_and_its_rate_in_one_clause():
    doc, reading = _facts(WITH_EACH)
    (fact,) = reading.facts
    assert fact.kind is FactKind.RATE and fact.subject.token == doc[0]
    assert (fact.amount.value, fact.amount.noun.text) == (4, "boxes")
    assert (fact.rate.amount.value, fact.rate.per.text) == (6, "boxes")
    assert fact.cues == (7,)


def test_rate_reads_a_price_each_as_money_paid_per_item():
    doc, reading = _facts(AT_EACH)
    (fact,) = reading.facts
    assert (fact.kind, fact.key) == (FactKind.RATE, "buy")
    assert fact.rate.price and fact.rate.amount.money == "dollars"
    assert fact.amount.noun == doc[3] and fact.rate.per == doc[3]


def test_a_count_that_is_not_the_rates_item_fails_with_rate():
    rows = [list(r) for r in WITH_EACH]
    rows[3] = ["bags", 1, "dobj", "NOUN", "NNS", "bag"]  # "4 bags with 6 eggs each" is fine
    _, reading = _facts([tuple(r) for r in rows])
    assert reading.facts[0].rate.per.text == "bags"
    # "4 bags with 6 eggs in each box": the count does not count boxes
    rows = [
        *[list(r) for r in WITH_EACH][:7],
        ["in", 6, "prep", "ADP", "IN", "in"],
        ["each", 9, "det", "DET", "DT", "each"],
        ["box", 7, "pobj", "NOUN", "NN", "box"],
        [".", 1, "punct", "PUNCT", ".", "."],
    ]
    rows[3] = ["bags", 1, "dobj", "NOUN", "NNS", "bag"]
    _, reading = _facts([tuple(r) for r in rows])
    assert not reading.facts and [f.code for f in reading.failures] == ["rate"]


def test_each_as_every_holder_is_no_rate():
    # "The girls have 5 apples each ." -- 'each' distributes over the holders
    rows = [
        ("The", 1, "det", "DET", "DT", "the"),
        ("girls", 2, "nsubj", "NOUN", "NNS", "girl"),
        ("have", 2, "ROOT", "VERB", "VBP", "have"),
        ("5", 4, "nummod", "NUM", "CD", "5"),
        ("apples", 2, "dobj", "NOUN", "NNS", "apple"),
        ("each", 4, "npadvmod", "PRON", "DT", "each"),
        (".", 2, "punct", "PUNCT", ".", "."),
    ]
    _, reading = _facts(rows)
    assert [f.code for f in reading.failures] == ["rate"] and not reading.claimed


# --- share: a total split equally into groups ---

# "Ivan splits 45 cherries equally between his 5 cousins ."
SPLITS_BETWEEN = [
    ("Ivan", 1, "nsubj", "PROPN", "NNP", "Ivan"),
    ("splits", 1, "ROOT", "VERB", "VBZ", "split"),
    ("45", 3, "nummod", "NUM", "CD", "45"),
    ("cherries", 1, "dobj", "NOUN", "NNS", "cherry"),
    ("equally", 1, "advmod", "ADV", "RB", "equally"),
    ("between", 1, "prep", "ADP", "IN", "between"),
    ("his", 8, "poss", "PRON", "PRP$", "his"),
    ("5", 8, "nummod", "NUM", "CD", "5"),
    ("cousins", 5, "pobj", "NOUN", "NNS", "cousin"),
    (".", 1, "punct", "PUNCT", ".", "."),
]


def test_share_reads_the_total_and_the_groups():
    doc, reading = _facts(SPLITS_BETWEEN)
    (fact,) = reading.facts
    assert (fact.kind, fact.construction) == (FactKind.SHARE, "share")
    assert fact.subject.token == doc[0]
    assert (fact.amount.value, fact.amount.noun.text) == (45, "cherries")
    assert (fact.share.groups.value, fact.share.groups.noun.text) == (5, "cousins")
    assert fact.share.each is None  # the question here asks about no cousin


def test_putting_into_groups_without_equally_is_no_share():
    rows = [list(r) for r in SPLITS_BETWEEN]
    rows[1] = ["puts", 1, "ROOT", "VERB", "VBZ", "put"]
    rows[4] = ["then", 1, "advmod", "ADV", "RB", "then"]
    rows[5] = ["into", 1, "prep", "ADP", "IN", "into"]
    _, reading = _facts([tuple(r) for r in rows])
    assert not any(f.kind is FactKind.SHARE for f in reading.facts)
