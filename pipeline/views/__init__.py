"""Views of a parse result: English sentences for the steps, a terminal text, notebook HTML.

Every view reads a typed result (``ParseResult``, or the ``StoredResult`` that
``wordproblem.components.extensions.decode_result`` makes of ``doc._.wp_result``);
``None`` stands for "the component did not run". Output is deterministic: the same
result gives the same bytes.

- ``english``: quantities, starting holdings, steps and the answer as English sentences.
- ``text``: the terminal view.
- ``svg``: the graph drawn as a sequence diagram.
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
from .html import SPAN_COLORS, doc_to_html, render_html, render_spans_html
from .svg import render_graph_svg
from .text import ViewResult, doc_to_text, render_text

__all__ = [
    "SPAN_COLORS",
    "ViewResult",
    "doc_to_html",
    "doc_to_text",
    "format_number",
    "format_quantity",
    "past_tense",
    "realize_answer",
    "realize_start",
    "realize_step",
    "render_graph_svg",
    "render_html",
    "render_spans_html",
    "render_text",
]
