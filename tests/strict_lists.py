"""Reading the JSONL problem files and strict known-wrong lists of the held-out suites."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

# ../shared/data beside the repository (the public corpora; absent in some checkouts)
SHARED = Path(__file__).resolve().parent.parent.parent / "shared" / "data"


def read_rows(path: Path) -> list[dict[str, Any]]:
    """RETURNS (list[dict]): the rows of a JSONL file, in order.

    RAISES ValueError: a line is not JSON (the message names the file and line).
    """
    rows = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise ValueError(f"{path.name} line {number}: {exc}") from exc
    return rows


def read_known_wrong(path: Path) -> list[str]:
    """RETURNS (list[str]): the ids a strict known-wrong file lists as answered wrong today."""
    return json.loads(path.read_text(encoding="utf-8"))["ids"]
