"""The clauses stage: each verb with its amounts and its roles, and the constructions that
read them into facts.
"""
