"""The resolve stage: holders and pronouns, units, implied parties, and the counts and
totals of rates, shares and comparisons.
"""
