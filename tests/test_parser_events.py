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
