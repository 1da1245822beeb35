"""What every game system's rules share: exact dice distributions and the app's dice, spec
fields, the `GameSystem` interface with its `odds` report, and the registry of engines. Each
system's own rules core is in its package, models/systems/<system>/.

No I/O, no database, no Qt. Probabilities are fractions.Fraction throughout.
"""
