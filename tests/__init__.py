"""Tests for wordproblem (a package so helpers import as ``tests.<module>``)."""
