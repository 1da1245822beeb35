"""The failures a user is told about in words (a dialog, or exit code 2 with one line): every
layer raises these, the GUI and the CLI catch them. Anything else is a bug."""

from __future__ import annotations


class LedgerError(ValueError):
    """A user action cannot be carried out; nothing was written."""


class StorageError(LedgerError):
    """The database could not be written (disk full, read-only, busy, damaged); the action was
    rolled back whole. The message says what to do."""


class DatabaseError(Exception):
    """A database cannot be opened or created; the message is fit to show a user. (Here, not
    in models/db, so that the command line can catch it without importing SQLAlchemy.)"""

    restore_helps = True  # offer the newest backup (not for a read-only file or a full disk)
