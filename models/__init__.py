"""Warband Ledger's headless core: rules, catalogs, database, reports and the command line.

Nothing in this package imports Qt or `gui` (tests/models/test_headless.py checks it).
"""

__version__ = "0.1.0"

APP_NAME = "Warband Ledger"
# Used for the data directory and the settings file, so it never changes with translations.
APP_ID = "warband-ledger"
