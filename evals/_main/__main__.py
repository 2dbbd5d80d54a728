"""``python -m wordproblem``: the ``wordproblem`` command line.

This folder is mapped to the top-level ``wordproblem`` package in pyproject.toml
(``package-dir``); its ``__init__.py`` imports the public names lazily.
See docs/decisions/0008-user-interfaces.md.
"""

from wordproblem.evals.cli import app

app(prog_name="wordproblem")
