"""Registered readers, so a ``config.cfg`` can name rule data in ``[initialize]``.

Exposed through the ``spacy_readers`` entry point; nothing here is imported until spaCy
resolves a config that names it::

    [initialize.components.wordproblem.rules]
    @readers = "wordproblem.read_rules.v1"
    path = "my_rules"
"""

from __future__ import annotations

from pathlib import Path
from typing import Any


def read_rules_folder(path: str | Path) -> dict[str, Any]:
    """Read a folder of rule files (as written by the component's ``to_disk``).

    path (str | Path): the folder.
    RETURNS (dict): the rule data, validated when the component is initialized with it.
    """
    from .rules import read_rules

    return read_rules(path)
