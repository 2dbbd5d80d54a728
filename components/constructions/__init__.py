"""Constructions: each reads one kind of clause into facts.

A construction is a module with a class that has a ``name``, a ``claims(clause,
context)`` test and a ``read(clause, context)`` function returning facts (or raising
``Abstain`` with its own codes). ``CONSTRUCTIONS`` lists them in the order they are
asked; the first that claims a clause reads it. Adding a construction means adding a
module (and its data) and registering it here.
"""

from __future__ import annotations

from .aside import Aside
from .attendance import Attendance
from .base import Construction, Context
from .comparison import Comparison
from .cost import Cost
from .distributive import Distributive, EachGiver, EachRecipient
from .exchange import Exchange
from .existential import Existential
from .gapping import Gapping
from .leftover import Leftover
from .measure import Distance, Measure
from .motion import Motion
from .need import Need
from .passive import Passive, PassiveReceipt
from .possession import Possession
from .purchase import Purchase
from .purpose import Purpose
from .rate import Rate
from .relative_comparison import RelativeComparison
from .scaling import Scaling
from .share import EqualShare, Share
from .tally import Tally
from .tender import Tender
from .trim import Trim

CONSTRUCTIONS: tuple[Construction, ...] = (
    Comparison(),
    RelativeComparison(),
    Tender(),  # under a question of the change only
    PassiveReceipt(),  # passive clauses only ("He was given 6 pencils")
    Distributive(),
    Gapping(),
    EachRecipient(),
    EachGiver(),
    Share(),
    Rate(),
    Purchase(),
    Purpose(),
    Trim(),
    Motion(),
    Existential(),
    Scaling(),
    Leftover(),
    Possession(),
    Exchange(),
    Passive(),
    Cost(),
    Tally(),
    Measure(),  # every clause; first under a contrast of two measures (construe.py)
    Aside(),  # last of the general ones: a clause no other reads
    Need(),  # asked only by a question that asks a shortfall (reader.py)
    Distance(),  # asked only by a question that contrasts two verbs of moving (reader.py)
    Attendance(),  # asked only by a question of what one person missed (reader.py)
    EqualShare(),  # asked only by a question of one group's equal part (reader.py)
)

__all__ = ["CONSTRUCTIONS", "Construction", "Context"]
