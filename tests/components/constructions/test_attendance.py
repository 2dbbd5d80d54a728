"""The attendance construction: it claims no clause and owns the words of a question of
what one missed, which the attendance reading reads (parsed with the real model)."""

from __future__ import annotations

import msgspec
import pytest
from wordproblem.components.attendance import find_missed
from wordproblem.components.constructions import CONSTRUCTIONS
from wordproblem.components.constructions.attendance import Attendance, AttendanceData
from wordproblem.components.quantities import find_quantities
from wordproblem.components.question import find_question

from ..handmade import RULES
from .reading import parse, parsed_clauses

ATTENDANCE = Attendance()
SEASON = "The club played 15 matches. Ava attended 11 matches. How many matches did Ava miss?"


def _missed(nlp, text, data):
    doc = parse(nlp, text)
    query = find_question(doc, RULES.words, RULES.lexicon)
    amounts = tuple(find_quantities(doc, RULES.numbers, RULES.words.money_symbols))
    return find_missed(doc, query, amounts, data, RULES.first_names)


def test_no_clause_is_claimed_one_by_one(nlp):
    _, found, context = parsed_clauses(nlp, SEASON)
    assert [c.verb.lemma_ for c in found] == ["play", "attend"]
    assert not any(ATTENDANCE.claims(c, context) for c in found)
    assert all(ATTENDANCE.read(c, context) == [] for c in found)


def test_it_is_registered_with_typed_data_and_no_attachment(nlp):
    assert ATTENDANCE.name in [c.name for c in CONSTRUCTIONS]
    assert ATTENDANCE.attachments == frozenset()  # no clause is ever offered to it
    _, _, context = parsed_clauses(nlp, SEASON)
    assert isinstance(context.data["attendance"], AttendanceData)


def test_the_reading_of_what_one_missed_uses_its_words(nlp):
    data = msgspec.convert(
        {"held": ["play"], "attend": ["attend"], "attend_to": ["go"], "missed": ["miss"]},
        AttendanceData,
    )
    found = _missed(nlp, SEASON, data)
    assert found is not None
    _, amounts, verbs = found
    assert [q.value for q in amounts] == [15, 11]
    assert [v.lemma_ for v in verbs] == ["play", "attend"]
    for changed in ({"missed": ["skip"]}, {"attend": ["watch"]}, {"held": ["host"]}):
        other = msgspec.structs.replace(data, **changed)
        assert _missed(nlp, SEASON, other) is None, changed


@pytest.mark.parametrize(
    "field",
    [{"held": ["play"], "attend": ["attend"], "attend_to": ["go"]}, {"held": "play"}],
)
def test_data_missing_a_list_or_of_the_wrong_type_is_refused(field):
    given = {"held": ["play"], "attend": ["attend"], "attend_to": ["go"], "missed": ["miss"]}
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert(field if len(field) == 3 else {**given, **field}, AttendanceData)


def test_data_with_an_unknown_key_is_refused():
    given = {"held": ["play"], "attend": ["attend"], "attend_to": ["go"], "missed": ["miss"]}
    with pytest.raises(msgspec.ValidationError, match="skipped"):
        msgspec.convert({**given, "skipped": ["skip"]}, AttendanceData)
