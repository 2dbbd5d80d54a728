"""A total spread equally over a stated number of groups of what holds it
(``numbered_share.py``'s words; read through ``ProblemReader.read``)."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.quantities.quantities import find_quantities
from wordproblem.components.question.numbered_share import (
    container_of,
    container_total,
    groups_verb,
    kind,
    subject_of,
)
from wordproblem.components.question.question import find_question
from wordproblem.components.reader import ProblemReader
from wordproblem.models import Quantity, Share

from .constructions.reading import parse
from .handmade import RULES, VOCAB

READER = ProblemReader(VOCAB, RULES)
FESTIVAL = "There were 24 concerts in the festival. The festival is held for 3 weeks."


def _read(nlp, text: str):
    return READER.read(parse(nlp, text))


def test_the_whole_is_a_there_be_sentence_in_what_holds_the_things(nlp):
    text = f"There were a total of 24 jazz concerts in the festival. {FESTIVAL[40:]} How many jazz concerts were held each week on average?"
    doc = parse(nlp, text)
    query = find_question(doc, RULES.words, RULES.lexicon)
    amounts = tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
    whole = container_total(doc, query, amounts)
    assert whole is not None and whole.value == 24 and kind(whole.noun) == ("jazz", "concerts")
    assert container_of(whole.noun).text == "festival"
    (weeks,) = [q for q in amounts if q.value == 3]
    verb = groups_verb(weeks.noun)
    assert verb.text == "held" and subject_of(verb).text == "festival"


def test_no_whole_without_a_there_be_sentence_of_the_asked_things(nlp):
    text = "The band played 24 concerts in the festival. The festival is held for 3 weeks. How many concerts were held each week on average?"
    doc = parse(nlp, text)
    query = find_question(doc, RULES.words, RULES.lexicon)
    assert (
        container_total(
            doc, query, tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
        )
        is None
    )


def test_the_concerts_of_a_festival_are_spread_over_its_weeks(nlp):
    text = f"{FESTIVAL} How many concerts were held each week, if the weeks had equal numbers of concerts?"
    graph, solution, _ = _read(nlp, text)
    (share,) = graph.facts
    assert isinstance(share, Share) and share.entity is None
    assert share.total == Quantity(24, "concerts") and share.groups == Quantity(3, "weeks")
    assert (graph.question.fact, graph.question.slot) == (0, "each")
    assert solution.answer.value == 8


def test_on_average_also_says_the_groups_are_equal(nlp):
    _, solution, _ = _read(nlp, f"{FESTIVAL} How many concerts were held each week on average?")
    assert solution.answer.value == 8
    total = "There were a total of 24 concerts in the festival. The festival is held for 3 weeks."
    graph, _, _ = _read(nlp, f"{total} How many concerts were held each week on average?")
    assert graph.facts[0].total == Quantity(24, "concerts")


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # nothing says the weeks are equal
        (f"{FESTIVAL} How many concerts were held each week?", "rate"),
        # a part that is not whole: the solver's refusal
        ("There were 25 concerts in the festival. The festival is held for 3 weeks. "
         "How many concerts were held each week on average?", "not-whole"),
        # the question asks about another thing
        (f"{FESTIVAL} How many plays were held each week on average?", "rate"),
        # the groups are not said of the festival, nor with the question's verb
        ("There were 24 concerts in the festival. The band won 3 prizes. "
         "How many concerts were held each prize on average?", "rate"),
        # a negated statement
        ("There were 24 concerts in the festival. The festival is not held for 3 weeks. "
         "How many concerts were held each week on average?", "rate"),
        # a remainder asked
        (f"{FESTIVAL} How many concerts were left each week on average?", "rate"),
        (f"{FESTIVAL} How many concerts were held each week on average, with none left over?", "rate"),
        # a negated question
        (f"{FESTIVAL} How many concerts were not held each week on average?", "rate"),
        # a bound, not a number of groups: 'for over 3 weeks'
        ("There were 24 concerts in the festival. The festival is held for over 3 weeks. "
         "How many concerts were held each week on average?", "rate"),
    ],
)  # fmt: skip
def test_anything_uncertain_abstains(nlp, text, code):
    with pytest.raises(Abstain) as caught:
        _read(nlp, text)
    assert caught.value.code == code


def test_anything_else_stated_beside_the_share_abstains(nlp):
    # more of the shared things beside the share (a holding of another unit, "The band sold
    # 5 hats", is left aside since 8aec4a6: test_parser_composed)
    text = (
        f"{FESTIVAL} There were 6 concerts in the park. How many concerts were held each week "
        "on average?"
    )
    with pytest.raises(Abstain, match="more than an equal share") as caught:
        _read(nlp, text)
    assert caught.value.code == "rate"
