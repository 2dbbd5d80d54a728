"""``python -m wordproblem.evals``: the ``wordproblem`` command line."""

from wordproblem.evals.cli import app

app(prog_name="wordproblem")
