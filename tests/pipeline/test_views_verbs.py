"""The past-tense table (pipeline/views/data/past_tense.json) against LemmInflect, which
it is made from: the table plus the spelling rule must give LemmInflect's past."""

from __future__ import annotations

import json
from importlib.resources import files

import lemminflect  # in the test extra
from wordproblem.pipeline.views.past_tense_table import build_table
from wordproblem.pipeline.views.verbs import TABLE, past_tense, regular_past


def _lemminflect_past(verb: str) -> str:
    return lemminflect.getInflection(verb, tag="VBD")[0]


def _lexicon_verbs() -> set[str]:
    """The head verbs of the package's verb lexicon (lists of lemmas, maps keyed by lemma)."""
    data = json.loads(files("wordproblem.components").joinpath("data/verbs.json").read_text())
    heads = set()
    for key, value in data.items():
        if key.startswith("_") or key == "defaults":
            continue
        for lemma in value if isinstance(value, list) else value.keys():
            heads.add(lemma.split()[0])
    return heads


def test_every_table_entry_is_lemminflects_past():
    table = json.loads(TABLE.read_text(encoding="utf-8"))
    assert len(table) > 500
    wrong = {verb: past for verb, past in table.items() if _lemminflect_past(verb) != past}
    assert wrong == {}
    # an entry is there only because the rule would get it wrong
    assert all(regular_past(verb) != past for verb, past in table.items())


def test_the_lexicons_verbs_get_lemminflects_past():
    heads = _lexicon_verbs()
    assert {"give", "spend", "sell", "buy"} <= heads
    wrong = {v: past_tense(v) for v in heads if past_tense(v) != _lemminflect_past(v)}
    assert wrong == {}


def test_the_table_is_up_to_date_with_lemminflect():
    table = json.loads(TABLE.read_text(encoding="utf-8"))
    assert build_table() == table, (
        "rebuild it: python -m wordproblem.pipeline.views.past_tense_table"
    )
