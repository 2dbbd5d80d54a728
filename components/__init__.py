"""spaCy components that read a math word problem into a MathProblemGraph.

Importing this package registers the ``wordproblem`` factory.
"""

from .abstention import ABSTENTION_CODES, Abstain, Abstention
from .math_parser import MathParser, make_wordproblem

__all__ = ["ABSTENTION_CODES", "Abstain", "Abstention", "MathParser", "make_wordproblem"]
