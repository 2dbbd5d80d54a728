"""The question stage: which sentence asks, its form (a holding, a start, a change, a
difference, a shortfall, an equal part, dozens, a measure), and the amounts the text
leaves out.
"""
