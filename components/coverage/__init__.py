"""The coverage stage: cue words no fact claims, restrictions the question adds, and the
checks on what was read.
"""
