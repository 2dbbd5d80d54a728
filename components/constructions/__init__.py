"""Constructions: each reads one kind of clause into facts.

A construction is a module with a class that has a ``name``, a ``claims(clause,
context)`` test and a ``read(clause, context)`` function returning facts (or raising
``Abstain`` with its own codes). ``CONSTRUCTIONS`` lists them in the order they are
asked; the first that claims a clause reads it. Adding a construction means adding a
module (and its data) and registering it here.
"""

from __future__ import annotations

from .base import Construction, Context
from .comparison import Comparison
from .distributive import Distributive
from .exchange import Exchange
from .existential import Existential
from .motion import Motion
from .passive import Passive
from .possession import Possession
from .purchase import Purchase
from .purpose import Purpose
from .rate import Rate
from .scaling import Scaling
from .share import Share

CONSTRUCTIONS: tuple[Construction, ...] = (
    Comparison(),
    Distributive(),
    Share(),
    Rate(),
    Purchase(),
    Purpose(),
    Motion(),
    Existential(),
    Scaling(),
    Possession(),
    Exchange(),
    Passive(),
)

__all__ = ["CONSTRUCTIONS", "Construction", "Context"]
