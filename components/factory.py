"""The ``wordproblem`` factory, exposed through the ``spacy_factories`` entry point.

spaCy imports every ``spacy_factories`` entry point each time it builds a ``Language``
(``spacy.load``, ``spacy.blank``), in every program that has this package installed.
So this module imports nothing but spaCy's ``Language`` and the leaf ``constants``: the
component, its rules and the schema are imported only when a pipeline really adds the
component.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from spacy.language import Language

from .constants import DEFAULT_CONFIG, FACTORY_NAME, GETTER_ATTRS, RESULT_ATTR

if TYPE_CHECKING:
    from .math_parser import MathParser

__all__ = ["make_wordproblem"]


@Language.factory(
    FACTORY_NAME,
    assigns=[f"doc._.{attr}" for attr in (RESULT_ATTR, *GETTER_ATTRS)],
    requires=["token.dep", "token.pos", "token.tag", "token.lemma", "doc.sents"],
    default_config=DEFAULT_CONFIG,
)
def make_wordproblem(
    nlp: Language, name: str, math_parser_enabled: bool, max_chars: int
) -> MathParser:
    """Create the wordproblem component with the rules that ship with the package.

    nlp (Language): the pipeline it is added to.
    name (str): the component's name.
    math_parser_enabled (bool): False makes the component a pass-through.
    max_chars (int): texts that pass the math-intent gate and are longer than this
        abstain with ``too-long`` instead of being read.
    RETURNS (MathParser): the component.
    """
    from .math_parser import MathParser

    return MathParser(nlp, name, math_parser_enabled=math_parser_enabled, max_chars=max_chars)
