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

__all__ = ["ASSIGNS", "REQUIRES", "make_wordproblem"]


# What the component reads, as spaCy's pipeline analysis names it. The rules also read
# ``token.pos``, which the English models' attribute_ruler sets from the tags without
# declaring it: listed here, it would make ``nlp.analyze_pipes()`` report an unmet
# requirement on every such pipeline. The component checks POS itself on every Doc
# (``MissingAnnotationError``), with DEP, TAG and LEMMA.
REQUIRES = ["token.dep", "token.head", "token.tag", "token.lemma", "doc.sents"]
ASSIGNS = [*(f"doc._.{attr}" for attr in (RESULT_ATTR, *GETTER_ATTRS)), "doc.spans"]


@Language.factory(FACTORY_NAME, assigns=ASSIGNS, requires=REQUIRES, default_config=DEFAULT_CONFIG)
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
