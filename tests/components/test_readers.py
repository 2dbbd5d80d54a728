"""The registered rule reader: a folder of rule files, named by a config, read or refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import spacy
from wordproblem.components.readers import read_rules_folder
from wordproblem.components.rules import RuleError, compile_rules, write_rules

from .handmade import RULES

PLAIN = json.loads(json.dumps(RULES.data))  # the shipped rule data, as JSON gives it


def test_the_reader_is_registered_under_its_config_name():
    assert spacy.registry.readers.get("wordproblem.read_rules.v1") is read_rules_folder


@pytest.mark.parametrize("as_text", [True, False])
def test_a_folder_written_by_write_rules_reads_back_the_same_rules(tmp_path, as_text):
    write_rules(PLAIN, tmp_path)
    read = read_rules_folder(str(tmp_path) if as_text else Path(tmp_path))
    assert read == PLAIN
    assert compile_rules(read).lexicon.lookup("give", []) is not None


def test_an_edited_file_is_what_the_reader_returns(tmp_path):
    edited = json.loads(json.dumps(PLAIN))
    edited["numbers"]["units"]["eleventy"] = 110
    write_rules(edited, tmp_path)
    assert compile_rules(read_rules_folder(tmp_path)).numbers.value(["eleventy"]) == 110


def test_a_folder_without_a_required_file_is_refused_naming_it(tmp_path):
    write_rules(PLAIN, tmp_path)
    (tmp_path / "verbs.json").unlink()
    with pytest.raises(RuleError, match=r"'verbs'.*verbs\.json"):
        read_rules_folder(tmp_path)


def test_a_file_that_is_not_json_is_refused_naming_it(tmp_path):
    write_rules(PLAIN, tmp_path)
    (tmp_path / "words.json").write_text("{not json", encoding="utf8")
    with pytest.raises(RuleError, match=r"'words' is not valid JSON.*words\.json"):
        read_rules_folder(tmp_path)


def test_a_bad_line_of_the_role_patterns_is_named_by_its_number(tmp_path):
    write_rules(PLAIN, tmp_path)
    path = tmp_path / "roles.jsonl"
    lines = path.read_text(encoding="utf8").splitlines()
    path.write_text("\n".join([lines[0], "{oops", *lines[1:]]) + "\n", encoding="utf8")
    with pytest.raises(RuleError, match="line 2"):
        read_rules_folder(tmp_path)
