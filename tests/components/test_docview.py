"""The per-Doc view of tokens, lowercase forms and sentences (components/docview.py)."""

from __future__ import annotations

import pytest
from wordproblem.components.docview import DocView, view, viewing

TEXT = "Tom had 5 Apples. He gave 2 to Ann! How many apples does Tom have now?"


def _model_parse(nlp, text: str):
    """RETURNS (Doc): ``text`` as the model parses it, the wordproblem component off."""
    with nlp.select_pipes(disable=["wordproblem"]):
        return nlp(text)


@pytest.fixture(scope="module")
def doc(nlp):
    return _model_parse(nlp, TEXT)


def test_view_matches_the_tokens(doc):
    seen = DocView(doc)
    assert [t.i for t in seen.tokens] == list(range(len(doc)))
    assert seen.lower == [t.lower_ for t in doc]
    assert "apples" in seen.lower and "Apples" not in seen.lower
    assert [(s.start, s.end) for s in seen.sents] == [(s.start, s.end) for s in doc.sents]
    assert len(seen.sents) == 3


@pytest.mark.parametrize("i", [0, 3, 4, 5, 9, -1])
def test_sent_of_a_token_is_its_sentence(doc, i):
    i = i % len(doc)
    sent = DocView(doc).sent(i)
    assert (sent.start, sent.end) == (doc[i].sent.start, doc[i].sent.end)


def test_viewing_holds_one_view_and_lets_it_go(doc):
    assert view(doc) is not view(doc)  # no reading: a fresh view each time
    with viewing(doc) as held:
        assert view(doc) is held
        with viewing(doc) as inner:  # a reading inside a reading shares it
            assert inner is held
        assert view(doc) is held
    assert view(doc) is not held


def test_viewing_lets_go_after_an_error(doc):
    with pytest.raises(RuntimeError), viewing(doc) as held:
        raise RuntimeError("stage failed")
    assert view(doc) is not held


def test_memo_lives_with_its_view(doc):
    with viewing(doc) as held:
        held.memo["stage"] = {"x": 1}
        assert view(doc).memo["stage"] == {"x": 1}
    assert "stage" not in view(doc).memo  # a new reading starts empty


TEXTS = [
    TEXT,
    "Sara has 31 red and 15 green balloons, and she gave Sandy 24 of her red balloons.",
    # crossing arcs: spaCy's recorded edges differ from the subtree's extent here
    "On Friday, 1250 people visited the zoo. 3 times as many people visited on Saturday "
    "than on Friday. How many people visited the zoo on Saturday?",
    "  Tom , had   5 . ",
]


def _token(t):
    return (
        t.i, t.idx, t.text, t.text_with_ws, t.whitespace_, t.lower_, t.lemma_, t.pos, t.pos_,
        t.tag_, t.dep, t.dep_, t.like_num, t.is_punct, t.is_title, t.is_space, t.head.i,
        [c.i for c in t.children], [c.i for c in t.lefts], [c.i for c in t.rights],
        t.left_edge.i, t.right_edge.i, [c.i for c in t.subtree], [c.i for c in t.ancestors],
        [c.i for c in t.conjuncts], (t.sent.start, t.sent.end, t.sent.text), str(t), len(t),
    )  # fmt: skip


@pytest.mark.parametrize("text", TEXTS)
def test_a_tok_answers_as_its_token(nlp, text):
    doc = _model_parse(nlp, text)
    seen = DocView(doc)
    assert [_token(t) for t in seen] == [_token(t) for t in doc]
    assert [(s.start, s.end, s.text) for s in seen.sents] == [
        (s.start, s.end, s.text) for s in doc.sents
    ]
    for t in seen:
        assert all(a.is_ancestor(t) for a in t.ancestors)
        assert not t.is_ancestor(t)


@pytest.mark.parametrize(("start", "end"), [(0, 3), (2, 9), (5, 6), (4, 4), (0, 100)])
def test_a_tok_span_answers_as_its_span(doc, start, end):
    seen = DocView(doc)
    mine, theirs = seen[start:end], doc[start:end]
    assert (mine.start, mine.end, mine.text, len(mine)) == (
        theirs.start, theirs.end, theirs.text, len(theirs),
    )  # fmt: skip
    assert [t.i for t in mine] == [t.i for t in theirs]
    if len(theirs):
        assert (mine.root.i, mine.start_char, mine.end_char) == (
            theirs.root.i, theirs.start_char, theirs.end_char,
        )  # fmt: skip
        assert mine[-1] is seen[theirs[-1].i] and mine[0:1] == seen[start : start + 1]
        assert [(s.start, s.end) for s in mine.sents] == [(s.start, s.end) for s in theirs.sents]


@pytest.mark.parametrize("text", TEXTS)
def test_every_short_span_has_the_root_spacy_finds(nlp, text):
    doc = _model_parse(nlp, text)
    seen = DocView(doc)
    spans = [(a, b) for a in range(len(doc)) for b in range(a + 1, min(len(doc), a + 8) + 1)]
    assert [seen[a:b].root.i for a, b in spans] == [doc[a:b].root.i for a, b in spans]


def test_toks_are_one_object_per_token_within_a_view(doc):
    seen = DocView(doc)
    assert seen[3] is seen.tokens[3] and seen[3].head is seen[seen[3].head.i]
    assert seen[1].nbor() is seen[2] and seen[1].nbor(-1) is seen[0]
    with pytest.raises(IndexError):
        seen[0].nbor(-1)
    assert sorted([seen[4], seen[1]]) == [seen[1], seen[4]]
    assert view(seen) is seen  # a stage given the view reads it as it is


@pytest.mark.parametrize("text", [*TEXTS, "", " ", "a\n\nb  c", "Ünïcode\u00a0spaces\tand tabs "])
def test_the_view_s_text_is_the_doc_s_text(nlp, text):
    doc = nlp.make_doc(text)
    assert DocView(doc).text == doc.text


def test_a_held_view_is_released_when_the_reading_ends(doc):
    import sys

    with viewing(doc) as held:
        token = held[3]
        assert token.head is held[token.head.i] and held.sents
        assert sys.getrefcount(held) > 3  # its tokens point back at it
    assert held.tokens == [] and token.head is None and token.children == ()
    # only this function's name and getrefcount's argument are left: freed without the
    # cyclic garbage collector once the name goes
    assert sys.getrefcount(held) == 2 and sys.getrefcount(token) == 2


def test_the_doc_s_hooks_decide_sentences_roots_and_conjuncts(nlp):
    doc = _model_parse(nlp, "Sam and Kim have 5 apples. Tom has 3 pears and 2 plums.")
    doc.user_hooks["sents"] = lambda d: iter([d[0:4], d[4:]])
    doc.user_span_hooks["root"] = lambda span: span[0]
    doc.user_token_hooks["conjuncts"] = lambda token: (token.doc[0],)
    doc.user_token_hooks["sent"] = lambda token: token.doc[0:4] if token.i < 4 else token.doc[4:]
    seen = DocView(doc)
    assert [(s.start, s.end) for s in seen.sents] == [(0, 4), (4, len(doc))]
    assert seen[2:6].root is seen[2]
    assert seen[5].conjuncts == (seen[0],)
    assert (seen[5].sent.start, seen[5].sent.end) == (4, len(doc))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Will had 57 dollars.", True),  # a modal takes a bare verb
        ("Will was organizing his cards.", True),
        ("How much money did Will make?", True),  # 'do' and a modal: no
        ("Will you buy 3 apples?", False),  # the verb has its subject
        ("Will Tom buy 3 apples?", False),
        ("Tom will buy 3 apples.", False),  # not capitalized
    ],
)
def test_a_will_no_modal_can_be_is_a_name(nlp, text, name):
    doc = _model_parse(nlp, text)
    seen = DocView(doc)
    will = next(t for t in seen if t.lower_ == "will")
    assert (will.pos_, will.dep_) == (("PROPN", "nsubj") if name else ("AUX", "aux"))
    assert (will.pos, will.dep) == (doc.vocab.strings[will.pos_], doc.vocab.strings[will.dep_])


@pytest.mark.parametrize(
    ("text", "word", "lemma", "lower"),
    [
        (
            "There were 7 friends playing a game when 2 more players came.",
            "friends",
            "player",
            "players",
        ),
        ("There were 8 kids skating on the rink. 3 skaters left.", "kids", "skater", "skaters"),
        (
            "There were 9 girls swimming in the pool. 4 swimmers left.",
            "girls",
            "swimmer",
            "swimmers",
        ),
        # no other mention counts the doers: the noun stays
        (
            "There were 7 friends playing a game when 2 more friends came.",
            "friends",
            "friend",
            "friends",
        ),
        (
            "There were 7 friends playing a game when 2 more boys came.",
            "friends",
            "friend",
            "friends",
        ),
    ],
)
def test_doers_named_by_their_act_elsewhere_are_read_so(nlp, text, word, lemma, lower):
    doc = _model_parse(nlp, text)
    noun = next(t for t in DocView(doc) if t.text == word)
    assert noun.lemma_ == lemma
    assert noun.lower_ == lower
    assert noun.text == word  # the text stays as written


@pytest.mark.parametrize(
    ("text", "subject", "verb"),
    [
        # 'left' after a subject under 'each' is each one that is left
        ("If each player left had 5 lives, how many lives did they have?", "player", "had"),
        ("Each player left had 5 lives.", "player", "had"),
        # a verb of its own: 'left' stays the verb
        ("Each player left the game.", "player", "left"),
        ("If 5 players left, how many stayed?", "players", "left"),
    ],
)
def test_left_after_each_subject_is_a_modifier(nlp, text, subject, verb):
    doc = _model_parse(nlp, text)
    noun = next(t for t in DocView(doc) if t.text == subject)
    assert (noun.dep_, noun.head.text) == ("nsubj", verb)


@pytest.mark.parametrize(
    "text",
    [
        "If each box had 5 pens, how many pens did they have total?",
        "If each player left had 5 lives, how many lives did they have total?",
    ],
)
def test_a_final_total_read_as_an_adjective_is_an_adverb(nlp, text):
    doc = _model_parse(nlp, text)
    seen = DocView(doc)
    have = next(t for t in seen if t.lower_ == "have")
    total = next(t for t in seen if t.lower_ == "total")
    first = next(t for t in seen if t.lower_ == "had")
    assert have.dep_ == "ROOT" and have.pos_ == "VERB"
    assert (total.dep_, total.head) == ("advmod", have)
    assert (first.dep_, first.head) == ("advcl", have)
    counted = next(t for t in seen if t.like_num).head  # "5 pens": the condition's object
    assert (counted.dep_, counted.head) == ("dobj", first)


@pytest.mark.parametrize(
    ("text", "changed"),
    [
        # 'how' opens no relative clause: the question is the main clause
        ("If he already painted 2 rooms, how much longer will he take to paint the rest?", True),
        ("If she ate 3 pears, how many pears does she have left?", False),  # parsed right
    ],
)
def test_a_question_read_as_a_relative_clause_is_the_main_clause(nlp, text, changed):
    doc = _model_parse(nlp, text)
    relative = any(t.dep_ == "relcl" for t in doc)
    assert relative == changed  # the model's parse, as the case says
    seen = DocView(doc)
    condition = next(t for t in seen if t.lower_ == "if").head
    root = next(t for t in seen if t.dep_ == "ROOT")
    assert root.i > condition.i and (condition.dep_, condition.head) == ("advcl", root)
    assert not any(t.dep_ == "relcl" for t in seen)


def test_a_question_hung_on_an_if_clause_s_second_verb_is_the_main_clause(nlp):
    text = "If 41 customers left and he got another 20 customers, how many would he have?"
    doc = _model_parse(nlp, text)
    assert next(t for t in doc if t.lower_ == "got").dep_ == "ROOT"  # the model's parse
    seen = DocView(doc)
    have, left, got = (next(t for t in seen if t.lower_ == w) for w in ("have", "left", "got"))
    assert have.dep_ == "ROOT"
    assert (left.dep_, left.head) == ("advcl", have)
    assert (got.dep_, got.head) == ("conj", left)  # the if-clause's second verb
    assert next(t for t in seen if t.lower_ == "and").head == left


def test_a_holding_left_read_as_a_clause_is_the_holding(nlp):
    text = (
        "Diego had 84 crayons. He lost 14 of them and still had 10 boxes of crayons left, "
        "each box holding the same number."
    )
    doc = _model_parse(nlp, text)
    assert next(t for t in doc if t.lower_ == "left").dep_ == "ccomp"  # the model's parse
    seen = DocView(doc)
    boxes, left = (next(t for t in seen if t.lower_ == w) for w in ("boxes", "left"))
    had = [t for t in seen if t.lower_ == "had"][-1]  # the second sentence's
    assert (boxes.dep_, boxes.head) == ("dobj", had)
    assert (left.dep_, left.head) == ("acl", boxes)  # as in "had 4 tickets left"


def test_a_gapped_object_of_an_if_clause_is_its_verb_s_conjunct(nlp):
    text = (
        "If he had to pick up 10 trays from one table and 2 trays from another, "
        "how many trips will he make?"
    )
    doc = _model_parse(nlp, text)
    model = [t for t in doc if t.lower_ == "trays"][1]
    assert model.head.lower_ in ("make", "had")  # the model's parse: the question's or had's
    seen = DocView(doc)
    pick, make, had = (next(t for t in seen if t.lower_ == w) for w in ("pick", "make", "had"))
    second = [t for t in seen if t.lower_ == "trays"][1]
    assert (second.dep_, second.head) == ("conj", pick)  # as in the statement
    assert make.dep_ == "ROOT" and (had.dep_, had.head) == ("advcl", make)


def test_an_existential_after_and_is_a_coordinated_clause(nlp):
    text = "Zoe found 4 boxes of clothing and inside each box there were 2 scarves and 6 mittens."
    doc = _model_parse(nlp, text)
    assert doc[11].dep_ == "ccomp" and doc[7].head.i == 1  # the model's parse, as it is
    seen = DocView(doc)
    were, inside, found = seen.tokens[11], seen.tokens[7], seen.tokens[1]
    assert (were.dep_, were.head) == ("conj", found)
    assert inside.head is were
    assert seen.tokens[6].head is found  # 'and' joins the two clauses


@pytest.mark.parametrize(
    ("text", "moved"),
    [
        # a relative clause that counts nothing: the counted act is the main verb's conjunct
        ("He threw away 4 old ones that didn't fit and bought 36 new ones.", True),
        ("They threw away 20 of the old ones that were soft and put 13 new ones in the bin.", True),
        # the relative clause counts things itself: its own conjunct stays
        ("She has 3 friends who baked 12 cookies and ate 5 cookies.", False),
    ],
)
def test_a_counted_conjunct_of_a_bare_relative_clause_is_the_main_verb_s(nlp, text, moved):
    doc = _model_parse(nlp, text)
    seen = DocView(doc)
    verb = next(t for t in seen if t.dep_ == "conj" and t.pos_ == "VERB")
    assert (verb.head.dep_ == "ROOT") == moved


def test_the_clause_after_each_time_says_which_times(nlp):
    text = "He buys 10 bananas each time he goes to the store."
    doc = _model_parse(nlp, text)
    assert doc[7].dep_ == "ccomp"  # the model's parse, as it is
    seen = DocView(doc)
    goes, time = seen.tokens[7], seen.tokens[5]
    assert (goes.dep_, goes.head) == ("relcl", time)


def test_by_the_time_and_a_clause_is_one_phrase(nlp):
    text = "If he had only washed 29 of them by the time school started, how many did he not wash?"
    doc = _model_parse(nlp, text)
    assert doc[10].dep_ == "compound" and doc[4].head.i == 12  # the model's parse, as it is
    seen = DocView(doc)
    washed, time, school, started, wash = (seen.tokens[i] for i in (4, 10, 11, 12, 19))
    assert (time.dep_, time.head.lower_) == ("pobj", "by")
    assert (started.dep_, started.head) == ("relcl", time)
    assert (school.dep_, school.head) == ("nsubj", started)
    assert (washed.dep_, washed.head) == ("advcl", wash)


@pytest.mark.parametrize(
    "text",
    [
        "Mike made 14 dollars mowing lawns and 26 dollars weed eating.",  # subject + advcl
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating.",  # conj of 'mowing'
    ],
)
def test_an_amount_read_as_the_doer_of_an_ing_clause_is_the_object(nlp, text):
    doc = _model_parse(nlp, text)
    assert doc[3].dep_ == "nsubj"  # the model's parse, as it is: 'dollars' does the mowing
    seen = DocView(doc)
    made, first, mowing, second = (seen.tokens[i] for i in (1, 3, 4, 8))
    assert (first.dep_, first.head) == ("dobj", made)
    assert (mowing.dep_, mowing.head) == ("advcl", made)
    assert (second.dep_, second.head) == ("conj", first)


def test_a_question_in_the_progressive_has_its_verb_for_root(nlp):
    text = "How many books is Mr. Lindqvist still holding?"
    doc = _model_parse(nlp, text)
    assert (doc[2].dep_, doc[7].dep_) == ("nsubj", "ccomp")  # the model's parse, as it is
    seen = DocView(doc)
    books, is_, holding = seen.tokens[2], seen.tokens[3], seen.tokens[7]
    assert holding.dep_ == "ROOT"
    assert (is_.dep_, is_.head) == ("aux", holding)
    assert (books.dep_, books.head) == ("dobj", holding)


def test_a_finite_conjunct_of_an_infinitive_is_the_main_verb_s(nlp):
    text = "Daniel comes to help and brings 10 cookies to share with Marilyn."
    doc = _model_parse(nlp, text)
    assert doc[5].head.i == 3  # the model's parse, as it is: 'brings' a conjunct of 'help'
    seen = DocView(doc)
    comes, brings = seen.tokens[1], seen.tokens[5]
    assert (brings.dep_, brings.head) == ("conj", comes)
    assert seen.tokens[4].head is comes  # 'and' joins the finite verbs


def test_an_act_after_a_state_is_the_subject_s_own_and_its_edges_follow(nlp):
    text = "If 6 of them got tired of waiting and left, how many people would be in line?"
    doc = _model_parse(nlp, text)
    assert doc[1].head.i == 4  # the model's parse: '6' the subject of 'got'
    seen = DocView(doc)
    got, left = seen.tokens[4], seen.tokens[9]
    assert (seen.tokens[1].dep_, seen.tokens[1].head) == ("nsubj", left)
    assert (got.dep_, got.head) == ("advcl", left)
    assert seen.tokens[0].head is left  # the 'if' is the act's
    # the edges are the repaired tree's, not the model's
    assert (left.left_edge.i, left.right_edge.i) == (0, 9)


def test_an_unrepaired_view_keeps_spacy_s_edges(nlp):
    text = "Tom gave 3 apples to his sister and ate 2 pears."
    doc = _model_parse(nlp, text)
    seen = DocView(doc)
    for token, tok in zip(doc, seen.tokens, strict=True):
        assert (tok.left_edge.i, tok.right_edge.i) == (token.left_edge.i, token.right_edge.i)


def test_a_counted_conjunct_of_a_place_is_the_counted_noun_s(nlp):
    text = "There are 7 students in the class and 42 apples."
    doc = _model_parse(nlp, text)
    assert next(t for t in doc if t.lower_ == "apples").head.lower_ == "class"  # the model's
    seen = DocView(doc)
    students, apples, and_ = (
        next(t for t in seen if t.lower_ == w) for w in ("students", "apples", "and")
    )
    assert (apples.dep_, apples.head) == ("conj", students)
    assert (and_.dep_, and_.head) == ("cc", students)


def test_a_conjunct_with_a_place_after_it_stays(nlp):
    text = "There are 43 pencils in the drawer and 19 pencils on the desk."
    seen = DocView(_model_parse(nlp, text))
    second = [t for t in seen if t.lower_ == "pencils"][1]
    assert second.head.lower_ == "drawer"  # the model's parse, left as it is


def test_a_participle_read_as_a_clause_is_a_reduced_relative(nlp):
    text = "Tom bought 48 doughnuts packed equally into 4 boxes."
    doc = _model_parse(nlp, text)
    assert next(t for t in doc if t.lower_ == "packed").dep_ == "ccomp"  # the model's parse
    seen = DocView(doc)
    bought, doughnuts, packed = (
        next(t for t in seen if t.lower_ == w) for w in ("bought", "doughnuts", "packed")
    )
    assert (doughnuts.dep_, doughnuts.head) == ("dobj", bought)
    assert (packed.dep_, packed.head, packed.tag_) == ("acl", doughnuts, "VBN")


def test_a_clause_after_a_verb_of_saying_is_no_relative(nlp):
    doc = _model_parse(nlp, "Tom said 4 boys went into the house.")
    assert next(t for t in doc if t.lower_ == "went").dep_ == "ccomp"  # the model's parse
    went = next(t for t in DocView(doc) if t.lower_ == "went")
    assert went.dep_ == "ccomp"


def test_a_particle_with_the_preposition_under_it_is_the_verb_s(nlp):
    doc = _model_parse(nlp, "Some more birds fly up to the tree.")
    model_up = next(t for t in doc if t.lower_ == "up")
    assert next(t for t in doc if t.lower_ == "to").head == model_up  # the model's parse
    seen = DocView(doc)
    fly, up, to = (next(t for t in seen if t.lower_ == w) for w in ("fly", "up", "to"))
    assert (up.dep_, up.head) == ("prt", fly)
    assert (to.dep_, to.head) == ("prep", fly)


def test_a_gerund_under_of_before_its_plural_object_is_a_compound(nlp):
    doc = _model_parse(nlp, "What is the total number of reading materials she sold?")
    assert next(t for t in doc if t.lower_ == "reading").dep_ == "pcomp"  # the model's parse
    seen = DocView(doc)
    of, reading, materials = (
        next(t for t in seen if t.lower_ == w) for w in ("of", "reading", "materials")
    )
    assert (materials.dep_, materials.head) == ("pobj", of)
    assert (reading.dep_, reading.head, reading.pos_) == ("compound", materials, "NOUN")


def test_each_of_before_a_counted_object_is_the_dative(nlp):
    doc = _model_parse(nlp, "She gave each of her 3 friends 4 cupcakes.")
    assert next(t for t in doc if t.lower_ == "each").dep_ == "dobj"  # the model's parse
    seen = DocView(doc)
    gave, each, of, friends, cupcakes = (
        next(t for t in seen if t.lower_ == w)
        for w in ("gave", "each", "of", "friends", "cupcakes")
    )
    assert (each.dep_, each.head) == ("dative", gave)
    assert (friends.dep_, friends.head) == ("pobj", of)
    assert (cupcakes.dep_, cupcakes.head) == ("dobj", gave)
