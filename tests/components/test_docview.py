"""The per-Doc view of tokens, lowercase forms and sentences (components/docview.py)."""

from __future__ import annotations

import pytest
from wordproblem.components.docview import DocView, view, viewing

TEXT = "Tom had 5 Apples. He gave 2 to Ann! How many apples does Tom have now?"


@pytest.fixture(scope="module")
def doc(nlp):
    with nlp.select_pipes(disable=["wordproblem"]):
        return nlp(TEXT)


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
