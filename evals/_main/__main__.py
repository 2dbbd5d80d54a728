"""``python -m wordproblem``: the ``wordproblem`` command line.

This folder is mapped to the top-level ``wordproblem`` package in pyproject.toml
(``package-dir``) and holds only this module, so ``wordproblem`` stays a namespace
package: there is no ``wordproblem/__init__.py``. See docs/decisions/0008-user-interfaces.md.
"""

from wordproblem.evals.cli import app

app(prog_name="wordproblem")
