"""wordproblem.evals."""
