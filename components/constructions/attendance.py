"""Attendance: 'The team played 39 games. He attended 14 games.' — the events of a season
and the ones one person went to (decision 0006 ``total``).

The clauses are not read one by one: only a question that asks the complement ("How
many games did Benny miss?") reads them, as a whole (``components/attendance.py``), so
this construction claims no clause in any other reading; it owns the lexical data.
"""

from __future__ import annotations

import msgspec

from ..clauses import Clause
from ..ir import Fact
from .base import Context


class AttendanceData(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The ``attendance`` entry of ``constructions.json``.

    held (list[str]): verbs whose object is the events that took place ("played 39 games").
    attend (list[str]): verbs whose object is the events one went to ("attended 14 games").
    attend_to (list[str]): verbs of going whose 'to' names them ("went to 14 games").
    missed (list[str]): verbs of a question that asks the events one did not go to ("miss").
    """

    doc: str = msgspec.field(default="", name="_doc")
    held: list[str]
    attend: list[str]
    attend_to: list[str]
    missed: list[str]


class Attendance:
    """The data of attendance readings; the reading itself is ``attendance.find_missed``."""

    name = "attendance"
    attachments: frozenset = frozenset()
    data_type = AttendanceData

    def claims(self, clause: Clause, context: Context) -> bool:
        return False  # read as a whole by attendance.find_missed, never clause by clause

    def read(self, clause: Clause, context: Context) -> list[Fact]:
        return []


__all__ = ["Attendance", "AttendanceData"]
