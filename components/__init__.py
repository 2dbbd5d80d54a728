"""wordproblem.components."""
