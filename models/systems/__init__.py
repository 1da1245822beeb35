"""The game systems, one package each: its rules core (attack, odds, movement, campaign maths),
its table rules (attack and action declarations, pre-fill, resolution) and its profile
(`profile.py`, what the ledger plays it by). Nothing outside a system's package imports it but
the lists of installed systems: models/ledger/profiles.py and models/rules/registry.py."""
