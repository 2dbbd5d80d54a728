"""The attendance construction: under a question of what one person missed it claims the
season's events and that person's attendance, clause by clause (parsed with the model)."""

from __future__ import annotations

import msgspec
import pytest
from wordproblem.components.constructions import CONSTRUCTIONS
from wordproblem.components.constructions.attendance import (
    Attendance,
    AttendanceData,
    missed_question,
)
from wordproblem.components.ir import Attachment, FactKind
from wordproblem.components.question.question import find_question

from ..handmade import RULES
from .reading import parse, parsed_clauses

ATTENDANCE = Attendance()
SEASON = "The club played 15 matches. Ava attended 11 matches. How many matches did Ava miss?"


def test_the_season_and_the_attendance_are_claimed_under_the_question(nlp):
    _, found, context = parsed_clauses(nlp, SEASON)
    assert [c.verb.lemma_ for c in found] == ["play", "attend"]
    assert all(ATTENDANCE.claims(c, context) for c in found)
    facts = [f for c in found for f in ATTENDANCE.read(c, context)]
    assert [(f.kind, f.key, f.subject.token.text, f.amount.value) for f in facts] == [
        (FactKind.POSSESS, "play", "club", 15),
        (FactKind.POSSESS, "attend", "Ava", 11),
    ]
    data = context.data["attendance"]
    assert [data.whole(f) for f in facts] == [True, False]


@pytest.mark.parametrize(
    "text",
    [
        # the question asks the attended ones: no question of what one missed
        "The club played 15 matches. Ava attended 11 matches. How many matches did Ava attend?",
        # the question names someone else than the attender
        "The club played 15 matches. Ava attended 11 matches. How many matches did Kai miss?",
    ],
)
def test_without_the_question_of_what_the_attender_missed_nothing_is_claimed(nlp, text):
    _, found, context = parsed_clauses(nlp, text)
    (attend,) = [c for c in found if c.verb.lemma_ == "attend"]
    assert not ATTENDANCE.claims(attend, context)


def test_a_clause_that_is_no_plain_attendance_is_left_to_the_others(nlp):
    text = (
        "The club played 15 matches. Ava attended 11 night matches. Ava went to 2 matches "
        "in Ohio. How many matches did Ava miss?"
    )
    _, found, context = parsed_clauses(nlp, text)
    claimed = [c.verb.lemma_ for c in found if ATTENDANCE.claims(c, context)]
    assert claimed == ["play"]


def test_the_question_form_names_the_person_and_the_events(nlp):
    doc = parse(nlp, "How many hockey games did Ava miss?")
    query = find_question(doc, RULES.words, RULES.lexicon)
    data = RULES.constructions["attendance"]
    typed = msgspec.convert({k: v for k, v in data.items() if k != "_doc"}, AttendanceData)
    name, noun = missed_question(query, typed)
    assert (name, noun.text) == ("Ava", "games")
    doc = parse(nlp, "How many hockey games did Ava miss on Monday?")
    assert missed_question(find_question(doc, RULES.words, RULES.lexicon), typed) is None


def test_it_is_registered_with_typed_data(nlp):
    assert ATTENDANCE.name in [c.name for c in CONSTRUCTIONS]
    assert ATTENDANCE.attachments == frozenset({Attachment.THEME, Attachment.ADVERBIAL})
    _, _, context = parsed_clauses(nlp, SEASON)
    assert isinstance(context.data["attendance"], AttendanceData)


def test_its_words_decide_what_it_claims(nlp):
    _, found, context = parsed_clauses(nlp, SEASON)
    data = context.data["attendance"]
    for changed in ({"missed": ["skip"]}, {"attend": ["watch"]}, {"held": ["host"]}):
        other = msgspec.structs.replace(data, **changed)
        changed_context = msgspec.structs.replace(
            context, data={**context.data, "attendance": other}
        )
        assert not all(ATTENDANCE.claims(c, changed_context) for c in found), changed


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
