"""Rule data and the small readers that need no language model."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
import spacy
from spacy.tokens import Doc
from wordproblem.components.docview import view
from wordproblem.components.quantities.numbers import NumberWords, digit_value
from wordproblem.components.quantities.quantities import assign_units, find_quantities
from wordproblem.components.rules import (
    Frame,
    RuleError,
    VerbLexicon,
    compile_rules,
    default_rules,
    read_rules,
    write_rules,
)

RULES = default_rules()
WORDS = NumberWords(RULES["numbers"])
VOCAB = spacy.blank("en").vocab  # lexical attributes (lower_, like_num) without a model


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("7", 7),
        ("1,200", 1200),
        ("3.50", Fraction(7, 2)),
        (".5", Fraction(1, 2)),
        ("12,345,678", 12345678),
    ],
)
def test_digit_values(text, value):
    assert digit_value(text) == value


@pytest.mark.parametrize("text", ["1,20", "1.2.3", "abc", "", "12a", "1/2"])
def test_not_digits(text):
    assert digit_value(text) is None


@pytest.mark.parametrize(
    ("words", "value"),
    [
        (["five"], 5),
        (["twenty", "-", "one"], 21),
        (["a", "dozen"], 12),
        (["two", "dozen"], 24),
        (["one", "hundred", "and", "five"], 105),
        (["three", "thousand", "two", "hundred"], 3200),
    ],
)
def test_number_words(words, value):
    assert WORDS.value(words) == value


@pytest.mark.parametrize("words", [["a"], ["apple"], ["five", "apples"]])
def test_not_number_words(words):
    assert WORDS.value(words) is None


def _doc(words, heads, deps, pos, tags, lemmas):
    """A hand-built Doc as the stages read it (its view)."""
    return view(Doc(VOCAB, words=words, heads=heads, deps=deps, pos=pos, tags=tags, lemmas=lemmas))


def test_quantity_with_noun_and_compound():
    # "Sam has 3 baseball cards ." built by hand: no model needed
    doc = _doc(
        ["Sam", "has", "3", "baseball", "cards", "."],
        [1, 1, 4, 4, 1, 1],
        ["nsubj", "ROOT", "nummod", "compound", "dobj", "punct"],
        ["PROPN", "VERB", "NUM", "NOUN", "NOUN", "PUNCT"],
        ["NNP", "VBZ", "CD", "NN", "NNS", "."],
        ["Sam", "have", "3", "baseball", "card", "."],
    )
    (q,) = find_quantities(doc, WORDS, RULES["words"]["money_symbols"])
    ((q,), _) = assign_units([q], [], RULES["words"]["money_nouns"], set())
    assert (q.value, q.unit, q.noun.text) == (3, "baseball cards", "cards")


def test_money_sign_and_ellipsis():
    # "He has $ 4 . He finds 2 more ."
    doc = _doc(
        ["He", "has", "$", "4", ".", "He", "finds", "2", "more", "."],
        [1, 1, 3, 1, 1, 6, 6, 8, 6, 6],
        ["nsubj", "ROOT", "nmod", "dobj", "punct", "nsubj", "ROOT", "nummod", "dobj", "punct"],
        ["PRON", "VERB", "SYM", "NUM", "PUNCT", "PRON", "VERB", "NUM", "ADJ", "PUNCT"],
        ["PRP", "VBZ", "$", "CD", ".", "PRP", "VBZ", "CD", "JJR", "."],
        ["he", "have", "$", "4", ".", "he", "find", "2", "more", "."],
    )
    found = find_quantities(doc, WORDS, RULES["words"]["money_symbols"])
    ((money, more), _) = assign_units(found, [], RULES["words"]["money_nouns"], set())
    assert (money.value, money.unit) == (4, "dollars")
    assert (more.value, more.unit, more.head.text) == (2, "dollars", "more")


def test_singular_count_of_one_is_pluralized():
    doc = _doc(
        ["Eli", "loses", "1", "marble", "."],
        [1, 1, 3, 1, 1],
        ["nsubj", "ROOT", "nummod", "dobj", "punct"],
        ["PROPN", "VERB", "NUM", "NOUN", "PUNCT"],
        ["NNP", "VBZ", "CD", "NN", "."],
        ["Eli", "lose", "1", "marble", "."],
    )
    (q,) = find_quantities(doc, WORDS, RULES["words"]["money_symbols"])
    ((q,), _) = assign_units([q], [], RULES["words"]["money_nouns"], set())
    assert q.unit == "marbles"


def test_lexicon_classes_and_particles():
    lexicon = VerbLexicon(RULES["verbs"])
    assert lexicon.lookup("buy", [])[1].cls == "gain"
    assert lexicon.lookup("eat", [])[1].cls == "lose"
    assert lexicon.lookup("give", ["away"])[0] == "give away"
    assert lexicon.lookup("give", [])[1].parties == ("dative", "to")
    assert lexicon.lookup("double", [])[1] == Frame("scale", kind="multiply", factor=2)
    assert lexicon.lookup("juggle", []) is None


def test_a_manner_of_moving_with_a_particle_arrives_or_leaves():
    lexicon = VerbLexicon(RULES["verbs"])
    assert lexicon.lookup("sail", ["in"])[1].cls == "arrive"
    assert lexicon.lookup("crawl", ["onto"])[1].cls == "arrive"
    assert lexicon.lookup("swim", ["away"])[1].cls == "depart"
    assert lexicon.lookup("sail", []) is None  # no key of the bare verb is made
    # a listed key keeps its frame ("jump in" listed, "walk away" listed)
    assert "jump in" not in lexicon.made and "walk away" not in lexicon.made
    assert "sail in" in lexicon.made and "crawl onto" in lexicon.made


def test_lexicon_refuses_a_verb_listed_twice():
    data = json.loads(json.dumps(RULES["verbs"]))
    data["lose"].append(data["gain"][0])
    with pytest.raises(RuleError, match="twice"):
        VerbLexicon(data)


def test_rules_round_trip_through_disk(tmp_path):
    write_rules(RULES, tmp_path)
    assert read_rules(tmp_path) == RULES


def test_broken_rule_file_is_a_clear_error(tmp_path):
    write_rules(RULES, tmp_path)
    (tmp_path / "verbs.json").write_text("{not json", encoding="utf8")
    with pytest.raises(RuleError, match="verbs"):
        read_rules(tmp_path)


def test_rules_name_no_problem_text():
    """The rule files carry English function words and verbs, not names or numbers from cases."""
    from importlib.resources import files

    cases = files("wordproblem.evals").joinpath("gsm8k_parser_dev/cases.jsonl").read_text("utf8")
    names = set()
    for line in cases.splitlines():
        graph = json.loads(line)["ground_truth_graph"]
        names.update(e.lower() for e in graph["entities"])
    # first_names.json is a public name table (SSA counts), names by design, and
    # kinds.json a public noun table (WordNet hyponyms, with nouns such as 'basket' and
    # 'jack'): not case text
    tables = ("first_names", "kinds")
    text = json.dumps({k: v for k, v in RULES.items() if k not in tables}).lower()
    leaked = {n for n in names if f'"{n}"' in text}
    assert leaked == set()


# --- rule data is validated when it is loaded, naming the file and the key ------------


def _broken(key, mutate):
    rules = json.loads(json.dumps(RULES))
    mutate(rules[key])
    return rules


@pytest.mark.parametrize(
    ("key", "mutate", "message"),
    [
        ("numbers", lambda d: d["units"].__setitem__("five", None), r"numbers\.json.*units\.five"),
        ("words", lambda d: d.pop("titles"), r"words\.json.*titles"),
        (
            "words",
            lambda d: d["pronouns"].__setitem__("he", "plural"),
            r"words\.json: pronouns\.he",
        ),
        (
            "verbs",
            lambda d: d["scale"]["double"].__setitem__("kind", "add"),
            r"verbs\.json: scale\.double",
        ),
        ("verbs", lambda d: d.__setitem__("gain", "buy"), r"verbs\.json.*gain"),
        (
            "roles",
            lambda d: d[0]["pattern"][1]["RIGHT_ATTRS"].__setitem__("LOWER", {"REGEX": "^(a+)+$"}),
            r"roles\.jsonl line 1.*REGEX",
        ),
        (
            "roles",
            lambda d: d[0]["pattern"][1].__setitem__("REL_OP", ">>"),
            r"roles\.jsonl line 1.*'>>'",
        ),
        (
            "roles",
            lambda d: d[0]["pattern"][1].__setitem__("RIGHT_ATTRS", {}),
            r"roles\.jsonl line 1.*constrains nothing",
        ),
        ("roles", lambda d: d.append(d[0]), r"roles\.jsonl line \d+.*twice"),
    ],
)
def test_malformed_rule_data_is_refused_at_load(key, mutate, message):
    with pytest.raises(RuleError, match=message):
        compile_rules(_broken(key, mutate))


def test_rule_data_missing_a_file_is_refused():
    rules = dict(RULES)
    del rules["words"]
    with pytest.raises(RuleError, match="missing words"):
        compile_rules(rules)


def test_word_lists_are_compiled_once_into_frozensets():
    compiled = compile_rules(RULES)
    assert isinstance(compiled.words.rate_words, frozenset)
    assert "each" in compiled.words.rate_words
    assert compiled.words.gendered["mother"] == "female"


def test_a_saved_pipeline_with_bad_rule_data_fails_when_loaded_not_when_run(tmp_path):
    nlp = spacy.blank("en")
    component = nlp.add_pipe("wordproblem")
    component.to_disk(tmp_path)
    numbers = json.loads((tmp_path / "numbers.json").read_text(encoding="utf8"))
    numbers["units"]["five"] = None
    (tmp_path / "numbers.json").write_text(json.dumps(numbers), encoding="utf8")
    with pytest.raises(RuleError, match=r"numbers\.json: units\.five"):
        component.from_disk(tmp_path)


def test_construction_data_is_checked_against_its_type():
    from wordproblem.components.reader import ProblemReader

    rules = json.loads(json.dumps(RULES))
    rules["constructions"]["purchase"]["price_preps"] = "for"
    with pytest.raises(RuleError, match=r"constructions\.json: purchase"):
        ProblemReader(VOCAB, rules)
    rules = json.loads(json.dumps(RULES))
    rules["constructions"]["haggle"] = {}
    with pytest.raises(RuleError, match="no construction is named haggle"):
        ProblemReader(VOCAB, rules)


def test_a_folder_saved_before_constructions_json_existed_still_loads(tmp_path):
    write_rules(RULES, tmp_path)
    (tmp_path / "constructions.json").unlink()
    assert read_rules(tmp_path) == RULES


def test_a_config_names_rule_data_with_the_registered_reader(tmp_path):
    """[initialize.components.wordproblem.rules] @readers = "wordproblem.read_rules.v1"."""
    rules = json.loads(json.dumps(RULES))
    rules["verbs"]["gain"].append("forage")
    write_rules(rules, tmp_path / "rules")
    nlp = spacy.blank("en")
    nlp.add_pipe("wordproblem")
    nlp.config["initialize"]["components"] = {
        "wordproblem": {
            "rules": {"@readers": "wordproblem.read_rules.v1", "path": str(tmp_path / "rules")}
        }
    }
    nlp.initialize()
    lexicon = nlp.get_pipe("wordproblem").reader.rules.lexicon
    assert lexicon.lookup("forage", [])[1].cls == "gain"


def test_first_names_compile_to_a_gender_table():
    table = compile_rules(RULES).first_names
    assert table["mary"] == "female"
    assert table["john"] == "male"
    assert table["taylor"] == "ambiguous"
    assert "apple" not in table


def test_first_names_refuse_a_name_in_two_classes():
    rules = dict(RULES)
    names = dict(rules["first_names"])
    names["male"] = [*names["male"], "mary"]
    rules["first_names"] = names
    with pytest.raises(RuleError, match="mary"):
        compile_rules(rules)


def test_first_names_are_saved_and_read_back(tmp_path):
    write_rules(RULES, tmp_path)
    assert (tmp_path / "first_names.json").exists()
    assert compile_rules(read_rules(tmp_path)).first_names == compile_rules(RULES).first_names
    (tmp_path / "first_names.json").unlink()  # a folder saved before the table existed
    assert compile_rules(read_rules(tmp_path)).first_names["mary"] == "female"


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda p: p[1]["RIGHT_ATTRS"].__setitem__("IS_DIGIT", True), r"tests 'IS_DIGIT'"),
        (lambda p: p[1]["RIGHT_ATTRS"].__setitem__("DEP", {"IS_SUBSET": ["x"]}), r"DEP must be"),
        (lambda p: p[1].__setitem__("LEFT_ID", "nowhere"), r"LEFT_ID of a node before it"),
        (lambda p: p[0].__setitem__("REL_OP", ">"), r"first node 'verb'"),
        (lambda p: p[1].__setitem__("RIGHT_ID", "verb"), r"node 2 needs a RIGHT_ID"),
    ],
)
def test_a_role_pattern_the_role_matcher_cannot_compile_is_refused(mutate, message):
    def broken(roles):
        mutate(roles[0]["pattern"])

    with pytest.raises(RuleError, match=r"roles\.jsonl line 1 .*" + message):
        compile_rules(_broken("roles", broken))


def test_nouns_apart_are_collocations_that_are_no_kind_of_their_head():
    from wordproblem.components.rules import default_rules

    words = default_rules()["words"]
    apart, every = words["noun_collocations_apart"], set(words["noun_collocations"])
    assert apart == sorted(apart) and set(apart) <= every
    assert {"hot dog", "black cat", "comic book"} <= set(apart)  # no dog, a fisher, a magazine
    assert not {"siamese cat", "persian cat", "green bean"} & set(apart)  # kinds of their head
    assert "white bead" in apart and "white" in words["colour_words"]  # a colour: still a kind
