"""Clauses: argument roles, attachment of quantities, mood and subjects (hand-built parses)."""

from __future__ import annotations

import pytest
from wordproblem.components.abstention import Abstain
from wordproblem.components.clauses.clauses import (
    attach,
    build_matcher,
    check_attitude,
    check_mood,
    check_reported,
    check_small_clause,
    check_uncertain,
    doc_words,
    find_roles,
    find_subject,
)
from wordproblem.components.docview import view
from wordproblem.components.ir import Attachment
from wordproblem.components.quantities.quantities import find_quantities

from .handmade import (
    GIVE_TO,
    HAS_EATS,
    LAND_ON,
    OUT_OF,
    RULES,
    THERE_ARE,
    VOCAB,
    make_doc,
    make_spacy_doc,
)

MATCHER = build_matcher(VOCAB, RULES.roles)


def _roles(rows):
    doc = make_doc(rows)
    return doc, find_roles(doc, MATCHER, RULES.roles)


def _amounts(doc):
    return find_quantities(doc, RULES.numbers, RULES.words.money_symbols)


def test_roles_of_a_give_to_clause():
    _, roles = _roles(GIVE_TO)
    verb = roles[1]
    assert [a.text for a, _ in verb["agent"]] == ["Tom"]
    assert [a.text for a, _ in verb["theme"]] == ["marbles"]
    assert [(a.text, p) for a, p in verb["prep"]] == [("Sam", "to")]


def test_a_compound_preposition_is_one_role():
    _, roles = _roles(OUT_OF)
    assert ("box", "out of") in [(a.text, p) for a, p in roles[1]["prep"]]


@pytest.mark.parametrize(
    ("rows", "verb", "how"),
    [
        (GIVE_TO, 1, Attachment.THEME),
        (THERE_ARE, 1, Attachment.THEME),
        (LAND_ON, 2, Attachment.MOVER),
        (HAS_EATS, 6, Attachment.THEME),  # the bare number of "He eats 2"
    ],
)
def test_a_quantity_attaches_to_its_clause(rows, verb, how):
    doc = make_doc(rows)
    last = _amounts(doc)[-1]
    assert attach(last) == (doc[verb], how)


def test_a_quantity_outside_any_clause_abstains():
    # "5 apples ." with no verb at all
    doc = make_doc(
        [("5", 1, "nummod", "NUM", "CD", "5"), ("apples", 1, "ROOT", "NOUN", "NNS", "apple")]
    )
    with pytest.raises(Abstain) as caught:
        attach(_amounts(doc)[0])
    assert caught.value.code == "unattached-quantity"


def test_negated_and_hypothetical_clauses_abstain():
    rows = [
        ("Tom", 3, "nsubj", "PROPN", "NNP", "Tom"),
        ("did", 3, "aux", "AUX", "VBD", "do"),
        ("not", 3, "neg", "PART", "RB", "not"),
        ("eat", 3, "ROOT", "VERB", "VB", "eat"),
        ("3", 5, "nummod", "NUM", "CD", "3"),
        ("pies", 3, "dobj", "NOUN", "NNS", "pie"),
    ]
    doc = make_doc(rows)
    with pytest.raises(Abstain) as caught:
        check_mood(doc[3], None)
    assert caught.value.code == "negation"
    doc = make_doc(
        [
            ("Tom", 2, "nsubj", "PROPN", "NNP", "Tom"),
            ("would", 2, "aux", "AUX", "MD", "would"),
            ("eat", 2, "ROOT", "VERB", "VB", "eat"),
            ("3", 4, "nummod", "NUM", "CD", "3"),
            ("pies", 2, "dobj", "NOUN", "NNS", "pie"),
        ]
    )
    with pytest.raises(Abstain) as caught:
        check_mood(doc[2], None)
    assert caught.value.code == "conditional"
    check_mood(make_doc(GIVE_TO)[1], None)  # a plain clause passes


def test_subject_of_a_clause():
    doc, roles = _roles(GIVE_TO)
    assert find_subject(doc[1], roles).text == "Tom"


# --- the compiled role matcher against spaCy's DependencyMatcher ----------------------

# "Ann gave Bob back 3 of the red apples out of her bag and bought him 2 ." (a hand parse
# with a dative, a particle, a compound preposition and an object's preposition)
_MANY_ROLES = [
    ("Ann", 1, "nsubj", "PROPN", "NNP", "Ann"),
    ("gave", 1, "ROOT", "VERB", "VBD", "give"),
    ("Bob", 1, "dative", "PROPN", "NNP", "Bob"),
    ("back", 1, "prt", "ADP", "RP", "back"),
    ("3", 1, "dobj", "NUM", "CD", "3"),
    ("of", 4, "prep", "ADP", "IN", "of"),
    ("the", 8, "det", "DET", "DT", "the"),
    ("red", 8, "amod", "ADJ", "JJ", "red"),
    ("apples", 5, "pobj", "NOUN", "NNS", "apple"),
    ("out", 1, "prep", "ADP", "IN", "out"),
    ("of", 9, "prep", "ADP", "IN", "of"),
    ("her", 12, "poss", "PRON", "PRP$", "her"),
    ("bag", 10, "pobj", "NOUN", "NN", "bag"),
    ("and", 1, "cc", "CCONJ", "CC", "and"),
    ("bought", 1, "conj", "VERB", "VBD", "buy"),
    ("him", 14, "dative", "PRON", "PRP", "he"),
    ("2", 14, "dobj", "NUM", "CD", "2"),
    (".", 1, "punct", "PUNCT", ".", "."),
]

# A tree-shaped pattern (two children of the verb) and a NOT_IN test, which the shipped
# patterns do not use.
_EXTRA_PATTERNS = [
    {
        "label": "giver_and_gift",
        "role": "extra",
        "pattern": [
            {"RIGHT_ID": "verb", "RIGHT_ATTRS": {"LEMMA": "give"}},
            {
                "LEFT_ID": "verb",
                "REL_OP": ">",
                "RIGHT_ID": "agent",
                "RIGHT_ATTRS": {"DEP": "nsubj"},
            },
            {
                "LEFT_ID": "verb",
                "REL_OP": ">",
                "RIGHT_ID": "arg",
                "RIGHT_ATTRS": {
                    "DEP": {"NOT_IN": ["nsubj", "dative"]},
                    "TAG": {"IN": ["CD", "RP", "NNP"]},
                },
            },
        ],
    },
    {
        "label": "not_punct",
        "role": "extra2",
        "pattern": [
            {"RIGHT_ID": "verb", "RIGHT_ATTRS": {"POS": {"NOT_IN": ["NUM", "DET"]}}},
            {"LEFT_ID": "verb", "REL_OP": ">", "RIGHT_ID": "arg", "RIGHT_ATTRS": {"ORTH": "of"}},
        ],
    },
]


@pytest.mark.parametrize("rows", [GIVE_TO, THERE_ARE, OUT_OF, LAND_ON, HAS_EATS, _MANY_ROLES])
@pytest.mark.parametrize("extra", [False, True])
def test_the_role_matcher_finds_what_the_dependency_matcher_finds(rows, extra):
    from spacy.matcher import DependencyMatcher
    from wordproblem.components.clauses.clauses import RoleMatcher

    patterns = [{"label": p.label, "role": p.role, "pattern": p.pattern} for p in RULES.roles] + (
        _EXTRA_PATTERNS if extra else []
    )
    reference = DependencyMatcher(VOCAB, validate=True)
    for entry in patterns:
        reference.add(entry["label"], [entry["pattern"]])
    doc = make_spacy_doc(rows)
    expected = sorted((key, list(tokens)) for key, tokens in reference(doc))
    assert expected  # every hand parse has a role
    assert sorted(RoleMatcher(patterns)(view(doc))) == expected


def test_roles_of_a_clause_with_a_dative_a_particle_and_a_compound_preposition():
    _, roles = _roles(_MANY_ROLES)
    gave = roles[1]
    assert [(a.text, p) for a, p in gave["dative"]] == [("Bob", "")]
    assert [a.text for a, _ in gave["particle"]] == ["back"]
    assert ("bag", "out of") in [(a.text, p) for a, p in gave["prep"]]
    assert ("apples", "of") in [(a.text, p) for a, p in gave["prep"]]  # "3 of the apples"
    assert [a.text for a, _ in roles[14]["dative"]] == ["him"]


def test_doc_words_are_the_views_own():
    doc = make_doc(GIVE_TO)
    assert doc_words(doc) == {"tom", "gives", "3", "marbles", "to", "sam", "."}
    assert doc_words(doc) is doc_words(doc)  # made once per view


# "Tom maybe ate 3 pies ." / "Tom almost ate 3 pies ."
def _ate(adverb: str) -> list:
    return [
        ("Tom", 2, "nsubj", "PROPN", "NNP", "Tom"),
        (adverb, 2, "advmod", "ADV", "RB", adverb),
        ("ate", 2, "ROOT", "VERB", "VBD", "eat"),
        ("3", 4, "nummod", "NUM", "CD", "3"),
        ("pies", 2, "dobj", "NOUN", "NNS", "pie"),
        (".", 2, "punct", "PUNCT", ".", "."),
    ]


def _uncertain(doc) -> None:
    words = RULES.words
    check_uncertain(
        doc[2],
        tuple(_amounts(doc)),
        words.epistemic,
        words.estimate_phrases,
        words.approximators_before,
        words.approximators_after,
    )


def _attitude(doc) -> None:
    words = RULES.words
    check_attitude(
        doc[2],
        tuple(_amounts(doc)),
        words.hedges,
        words.nonfactive,
        words.future,
        words.habitual,
        words.ability,
    )


@pytest.mark.parametrize("adverb", ["usually", "always", "often"])
def test_a_frequency_adverb_makes_a_habit_not_an_event(adverb):
    with pytest.raises(Abstain) as caught:
        _attitude(make_doc(_ate(adverb)))  # "Tom usually ate 3 pies ."
    assert caught.value.code == "habitual"


def test_an_auxiliary_of_ability_makes_a_capacity_not_an_event():
    can_eat = [  # "Tom can eat 3 pies ."
        ("Tom", 2, "nsubj", "PROPN", "NNP", "Tom"),
        ("can", 2, "aux", "AUX", "MD", "can"),
        ("eat", 2, "ROOT", "VERB", "VB", "eat"),
        ("3", 4, "nummod", "NUM", "CD", "3"),
        ("pies", 2, "dobj", "NOUN", "NNS", "pie"),
        (".", 2, "punct", "PUNCT", ".", "."),
    ]
    with pytest.raises(Abstain) as caught:
        _attitude(make_doc(can_eat))
    assert caught.value.code == "habitual"
    _attitude(make_doc(_ate("then")))  # a time adverb tells an event: no abstention


def test_the_clause_checks_find_their_cue_words_and_pass_without_them():
    with pytest.raises(Abstain) as caught:
        _uncertain(make_doc(_ate("maybe")))  # an epistemic adverb on the verb
    assert caught.value.code == "uncertain"
    with pytest.raises(Abstain) as caught:
        _attitude(make_doc(_ate("almost")))  # a hedge on the verb
    assert caught.value.code == "hedged"
    bound = [  # "Tom ate about 3 pies ."
        ("Tom", 1, "nsubj", "PROPN", "NNP", "Tom"),
        ("ate", 1, "ROOT", "VERB", "VBD", "eat"),
        ("about", 3, "advmod", "ADV", "RB", "about"),
        ("3", 4, "nummod", "NUM", "CD", "3"),
        ("pies", 1, "dobj", "NOUN", "NNS", "pie"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    words = RULES.words
    with pytest.raises(Abstain) as caught:
        doc = make_doc(bound)
        check_uncertain(
            doc[1],
            tuple(_amounts(doc)),
            words.epistemic,
            words.estimate_phrases,
            words.approximators_before,
            words.approximators_after,
        )
    assert caught.value.code == "uncertain"
    plain = make_doc(_ate("then"))
    _uncertain(plain)
    _attitude(plain)
    check_reported(plain[2], RULES.words.speech)
    check_mood(plain[2], None)


def test_a_clause_told_under_a_verb_of_saying_abstains():
    # "Sam said Tom ate 3 pies ."
    doc = make_doc(
        [
            ("Sam", 1, "nsubj", "PROPN", "NNP", "Sam"),
            ("said", 1, "ROOT", "VERB", "VBD", "say"),
            ("Tom", 3, "nsubj", "PROPN", "NNP", "Tom"),
            ("ate", 1, "ccomp", "VERB", "VBD", "eat"),
            ("3", 5, "nummod", "NUM", "CD", "3"),
            ("pies", 3, "dobj", "NOUN", "NNS", "pie"),
            (".", 1, "punct", "PUNCT", ".", "."),
        ]
    )
    with pytest.raises(Abstain) as caught:
        check_reported(doc[3], RULES.words.speech)
    assert caught.value.code == "reported-speech"


def _plain(roles) -> dict:
    """Roles with each argument as its index, comparable across two readings of a Doc."""
    return {v: {k: [(a.i, p) for a, p in items] for k, items in r.items()} for v, r in roles}


@pytest.mark.parametrize("rows", [GIVE_TO, THERE_ARE, OUT_OF, LAND_ON, HAS_EATS, _MANY_ROLES])
@pytest.mark.parametrize("extra", [False, True])
def test_a_verbs_roles_asked_alone_are_its_roles_among_all(rows, extra):
    from wordproblem.components.clauses.clauses import RoleIndex, RoleMatcher

    patterns = [{"label": p.label, "role": p.role, "pattern": p.pattern} for p in RULES.roles] + (
        _EXTRA_PATTERNS if extra else []
    )
    matcher = RoleMatcher(patterns)
    doc = make_doc(rows)
    every = find_roles(doc, matcher)
    assert isinstance(every, RoleIndex)
    whole = _plain(every.items())  # iterating matches every verb at once
    assert whole  # every hand parse has a role
    asked = find_roles(doc, matcher)
    keys = [*reversed(range(len(doc))), -1, len(doc), None]
    found = [(i, asked.get(i)) for i in keys]  # each verb matched when asked, last first
    assert _plain((i, r) for i, r in found if r is not None) == whole
    assert [i in asked for i in keys] == [i in whole for i in keys]
    assert list(asked) == list(whole)  # and the whole index in text order afterwards
    verb = next(iter(whole))
    assert asked[verb] is found[keys.index(verb)][1]  # a verb's roles are made once


def test_patterns_rooted_elsewhere_than_the_verb_are_matched_over_the_whole_doc():
    from wordproblem.components.clauses.clauses import RoleMatcher

    rooted_on_noun = {
        "label": "owner",
        "role": "owner",
        "pattern": [
            {"RIGHT_ID": "arg", "RIGHT_ATTRS": {"POS": "NOUN"}},
            {"LEFT_ID": "arg", "REL_OP": ">", "RIGHT_ID": "verb", "RIGHT_ATTRS": {"DEP": "nummod"}},
        ],
    }
    patterns = [{"label": p.label, "role": p.role, "pattern": p.pattern} for p in RULES.roles]
    matcher = RoleMatcher([*patterns, rooted_on_noun])
    assert not matcher.by_verb
    doc = make_doc(GIVE_TO)
    roles = find_roles(doc, matcher)
    assert type(roles) is dict
    assert [a.text for a, _ in roles[2]["owner"]] == ["marbles"]  # '3' of "3 marbles"
    assert _plain(roles.items()) == {
        **_plain(find_roles(doc, MATCHER).items()),
        2: {"owner": [(3, "")]},
    }


def _got(state: str, tag: str) -> list:
    return [  # "He got 3 oranges STATE ." with the small clause spaCy parses
        ("He", 1, "nsubj", "PRON", "PRP", "he"),
        ("got", 1, "ROOT", "VERB", "VBD", "get"),
        ("3", 3, "nummod", "NUM", "CD", "3"),
        ("oranges", 4, "nsubj", "NOUN", "NNS", "orange"),
        (state, 1, "ccomp", "ADJ", tag, state),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]


@pytest.mark.parametrize("state", ["wet", "ready", "dirty"])
def test_an_amount_that_became_a_state_is_not_moved(state):
    doc = make_doc(_got(state, "JJ"))
    with pytest.raises(Abstain) as caught:
        check_small_clause(tuple(_amounts(doc)))
    assert caught.value.code == "unattached-quantity"
    assert caught.value.token is doc[4]


def test_a_holding_verb_s_complement_is_how_things_are_held():
    check_small_clause(tuple(_amounts(make_doc(_got("left", "JJ")))), holding=True)


def test_a_comparative_or_an_object_is_no_small_clause():
    check_small_clause(tuple(_amounts(make_doc(_got("more", "JJR")))))  # "made 39 more"
    got_new = [  # "He got 3 new oranges ."
        ("He", 1, "nsubj", "PRON", "PRP", "he"),
        ("got", 1, "ROOT", "VERB", "VBD", "get"),
        ("3", 4, "nummod", "NUM", "CD", "3"),
        ("new", 4, "amod", "ADJ", "JJ", "new"),
        ("oranges", 1, "dobj", "NOUN", "NNS", "orange"),
        (".", 1, "punct", "PUNCT", ".", "."),
    ]
    check_small_clause(tuple(_amounts(make_doc(got_new))))
