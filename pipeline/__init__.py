"""wordproblem.pipeline."""
