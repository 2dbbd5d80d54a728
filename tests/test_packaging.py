"""How the package meets its users: entry points, typing marker, declared dependencies,
messages that name the installed model, and results kept by DocBin only when asked."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from importlib.metadata import packages_distributions, requires, version
from importlib.resources import files
from pathlib import Path

import pytest
import spacy
from packaging.requirements import Requirement
from spacy.tokens import DocBin
from wordproblem.components import MissingAnnotationError
from wordproblem.models import Quantity

ROOT = Path(__file__).resolve().parent.parent
SUBPACKAGES = ("models", "components", "pipeline", "evals")
SAM = "Sam has 5 apples. He buys 3 more apples. How many apples does Sam have now?"


@pytest.mark.parametrize("name", SUBPACKAGES)
def test_every_subpackage_is_marked_typed(name):
    assert files(f"wordproblem.{name}").joinpath("py.typed").is_file()


@pytest.mark.parametrize("module", ["wordproblem", "wordproblem.evals"])
def test_python_dash_m_runs_the_command_line(module, tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", module, "--version"],
        capture_output=True,
        text=True,
        cwd=tmp_path,  # not the checkout: the installed package answers
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == (
        f"wordproblem {version('wordproblem')} (spaCy {spacy.__version__})"
    )


def test_wordproblem_stays_a_namespace_package():
    import wordproblem

    assert getattr(wordproblem, "__file__", None) is None  # no wordproblem/__init__.py


def _imported_top_levels(paths: list[Path]) -> set[str]:
    names = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
    return names - set(sys.stdlib_module_names) - {"wordproblem"}


def _declared(extra: str | None) -> set[str]:
    declared = set()
    for line in requires("wordproblem") or []:
        requirement = Requirement(line)
        in_extra = requirement.marker is not None and "extra" in str(requirement.marker)
        wanted = requirement.marker.evaluate({"extra": extra}) if in_extra else extra is None
        if wanted:
            declared.add(requirement.name.lower().replace("_", "-"))
    return declared


def test_every_third_party_import_is_a_declared_dependency():
    sources = [p for name in SUBPACKAGES for p in (ROOT / name).rglob("*.py")]
    optional = {ROOT / "evals" / "distributed.py"}
    # a dev tool that rebuilds a data file; its library is in the test extra
    tools = {ROOT / "pipeline" / "views" / "past_tense_table.py"}
    modules = packages_distributions()

    def distributions(paths: list[Path]) -> set[str]:
        return {
            dist.lower().replace("_", "-")
            for top in _imported_top_levels(paths)
            for dist in modules.get(top, [top])
        }

    core = distributions([p for p in sources if p not in optional | tools])
    assert distributions(sorted(tools)) - core <= _declared("test")
    assert {"srsly", "wasabi", "tqdm", "spacy", "msgspec"} <= core
    assert core <= _declared(None), core - _declared(None)
    dask = distributions(sorted(optional)) - core
    assert dask and dask <= _declared("dask") | _declared(None), dask - _declared("dask")


# --- messages name what is installed ------------------------------------------------------


def _installed_english() -> list[str]:
    return sorted(n for n in spacy.util.get_installed_models() if n.startswith("en_"))


def test_missing_annotation_hint_names_an_installed_model():
    nlp = spacy.blank("en")
    nlp.add_pipe("wordproblem")
    with pytest.raises(MissingAnnotationError) as info:
        nlp(SAM)
    message = str(info.value)
    named = re.findall(r"spacy\.load\('([^']+)'\)", message)
    assert named == [_installed_english()[0]]
    assert spacy.util.is_package(named[0])
    assert "a blank pipeline" in message


def test_a_component_added_first_is_told_it_runs_before_the_others():
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    nlp.add_pipe("wordproblem", first=True)
    with pytest.raises(MissingAnnotationError) as info:
        nlp(SAM)
    message = str(info.value)
    assert "It runs first, before sentencizer" in message
    assert "last=True" in message
    assert "blank pipeline" not in message


# --- DocBin --------------------------------------------------------------------------------


def test_docbin_keeps_results_only_with_store_user_data(nlp):
    docs = list(nlp.pipe([SAM]))
    kept = DocBin(docs=docs, store_user_data=True).to_bytes()
    back = next(DocBin().from_bytes(kept).get_docs(nlp.vocab))
    assert back._.math_answer == Quantity(8, "apples")
    assert back._.math_graph.canonical_bytes() == docs[0]._.math_graph.canonical_bytes()
    dropped = DocBin(docs=docs).to_bytes()  # the default: user data is not stored
    back = next(DocBin().from_bytes(dropped).get_docs(nlp.vocab))
    assert back._.math_answer is None and back._.math_graph is None
