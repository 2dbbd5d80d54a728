"""Tests of wordproblem.models (schema v2, its validation and solver)."""
