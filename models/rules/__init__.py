"""The rules core: exact dice distributions and each game system's rules, pure and headless.

No I/O, no database, no Qt. Probabilities are fractions.Fraction throughout.
"""
