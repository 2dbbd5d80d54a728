"""Views of a parse result: English sentences for the steps, a terminal text, notebook HTML.

Every view reads a typed result (``ParseResult``, or the ``StoredResult`` that
``wordproblem.components.extensions.decode_result`` makes of ``doc._.wp_result``);
``None`` stands for "the component did not run". Output is deterministic: the same
result gives the same bytes.

- ``english``: quantities, starting holdings, steps and the answer as English sentences.
- ``facts``: a v2 graph's facts as lines, its derivations and its answer (decision 0006).
- ``text``: the terminal view.
- ``svg``: the graph drawn as a sequence diagram (a v2 graph: a row per fact).
- ``html``: the notebook view (displaCy's span highlighting, the SVG, the English steps).
"""

from .english import (
    format_number,
    format_quantity,
    past_tense,
    realize_answer,
    realize_start,
    realize_step,
)
from .facts import derivation_line, fact_line, realize_v2_answer
from .html import SPAN_COLORS, doc_to_html, render_html, render_spans_html
from .svg import render_facts_svg, render_graph_svg
from .text import ViewResult, doc_to_text, render_text

__all__ = [
    "SPAN_COLORS",
    "ViewResult",
    "derivation_line",
    "doc_to_html",
    "doc_to_text",
    "fact_line",
    "format_number",
    "format_quantity",
    "past_tense",
    "realize_answer",
    "realize_start",
    "realize_step",
    "realize_v2_answer",
    "render_facts_svg",
    "render_graph_svg",
    "render_html",
    "render_spans_html",
    "render_text",
]
