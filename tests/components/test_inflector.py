"""inflect imported without typeguard's instrumentation (components.inflector) gives the
same words as inflect imported the ordinary way; the CLI imports neither inflect nor
lemminflect until a word needs them."""

from __future__ import annotations

import json
import subprocess
import sys

NOUNS = ["apple", "penny", "child", "mouse", "sheep", "fish", "yen", "cactus", "box", "leaf",
         "knife", "person", "goose", "bus", "baseball card", "strawberry", "potato", "dollar"]  # fmt: skip
PLURALS = ["apples", "pennies", "children", "mice", "sheep", "fish", "yen", "cacti", "boxes",
           "leaves", "knives", "people", "geese", "buses", "baseball cards", "cookies",
           "scissors", "glasses", "clothes"]  # fmt: skip

OURS = f"""
import json, sys
from wordproblem.components.inflector import engine
e = engine()
print(json.dumps({{
    "plural": [e.plural_noun(w) for w in {NOUNS!r}],
    "singular": [e.singular_noun(w) for w in {PLURALS!r}],
    "typeguard": "typeguard" in sys.modules,
}}))
"""
# inflect imported the ordinary way first: engine() then reuses that module
ORDINARY = OURS.replace(
    "e = engine()", "import inflect\ne = engine()\nassert type(e) is inflect.engine"
).replace("import json, sys", "import json, sys, inflect")


def _run(code: str) -> dict:
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    return json.loads(done.stdout)


def test_unchecked_import_gives_the_same_words():
    ours, ordinary = _run(OURS), _run(ORDINARY)
    assert ordinary["typeguard"]  # the ordinary import instruments inflect with typeguard
    assert not ours["typeguard"]  # ours never imports it, and leaves no stand-in behind
    assert ours["plural"] == ordinary["plural"]
    assert ours["singular"] == ordinary["singular"]
    assert ours["plural"][:3] == ["apples", "pennies", "children"]  # hand-checked


def test_the_cli_imports_no_inflection_library_until_a_word_needs_it():
    # and the English steps' verbs never need one: their past comes from a table
    code = (
        "import sys, json\n"
        "import wordproblem.evals.cli\n"
        "from wordproblem.pipeline.views import past_tense\n"
        "assert past_tense('give away') == 'gave away'\n"
        "print(json.dumps(sorted(m for m in ('inflect', 'lemminflect', 'typeguard')"
        " if m in sys.modules)))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=True)  # fmt: skip
    assert json.loads(done.stdout) == []
