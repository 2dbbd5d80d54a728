"""The one decoder of the stored result (components.extensions) and the shared constants."""

from __future__ import annotations

import msgspec
import pytest
from wordproblem.components.abstention import Abstention
from wordproblem.components.constants import GETTER_ATTRS, STORED_KEYS
from wordproblem.components.extensions import _GETTERS, StoredResult, decode_result
from wordproblem.models import MathGraphError, Quantity

GRAPH = {
    "entities": ["Sam"],
    "initial_state": [{"entity": "Sam", "quantity": {"value": 5, "unit": "apples"}}],
    "operations": [{"actor": "Sam", "kind": "add", "operand": {"value": 3, "unit": "apples"},
                    "target": None}],
    "unknown": {"unit": "apples", "entity": "Sam"},
}  # fmt: skip
STEP = {
    "operation": GRAPH["operations"][0],
    "changes": [{"entity": "Sam", "before": 5, "after": 8}],
}
STORED = {
    "is_math_problem": True,
    "graph": GRAPH,
    "answer": {"value": 8, "unit": "apples"},
    "steps": [STEP],
    "abstention": None,
    "spans": {"quantity": [[2, 3]]},
}


def test_the_struct_has_every_stored_key_and_a_getter_per_attr():
    assert StoredResult.__struct_fields__ == STORED_KEYS
    assert tuple(_GETTERS) == GETTER_ATTRS


def test_decode_a_result_stored_without_verbs():
    result = decode_result(STORED)
    assert result.graph.entities == ("Sam",)
    assert result.answer == Quantity(8, "apples")
    assert result.steps[0].changes[0].after == 8
    assert result.spans == {"quantity": [[2, 3]]}
    assert result.operation_verbs == ()
    assert decode_result({**STORED, "operation_verbs": None}).operation_verbs == ()


def test_decode_the_verbs_and_an_abstention():
    assert decode_result({**STORED, "operation_verbs": ["buy"]}).operation_verbs == ("buy",)
    abstained = {**STORED, "graph": None, "answer": None, "steps": [],
                 "abstention": {"code": "rate", "message": "m", "sentence": 0}}  # fmt: skip
    result = decode_result(abstained)
    assert result.graph is None and result.abstention == Abstention("rate", "m", 0)


def test_decode_none_is_not_run_and_unknown_keys_are_kept_out():
    assert decode_result(None) is None
    assert decode_result({**STORED, "a later key": 1}).answer == Quantity(8, "apples")


@pytest.mark.parametrize(
    "bad",
    [
        {**STORED, "graph": {**GRAPH, "entities": []}},  # the schema refuses it
        {**STORED, "steps": [{"operation": STEP["operation"]}]},  # a step without changes
        {**STORED, "operation_verbs": [3]},
    ],
)
def test_decode_a_broken_result_raises_a_graph_error(bad):
    with pytest.raises(MathGraphError, match="wp_result"):
        decode_result(bad)


def test_decoded_result_is_the_typed_form_of_the_stored_dict():
    result = decode_result(STORED)
    assert msgspec.json.decode(msgspec.json.encode(result.steps)) == STORED["steps"]
