"""Where the user's data lives on this machine (platformdirs: the OS's own conventions)."""

from __future__ import annotations

from pathlib import Path

import platformdirs

from models import APP_ID

DEFAULT_DATABASE_NAME = "warband-ledger.sqlite"


def user_data_dir() -> Path:
    """The per-user data directory, e.g. ~/.local/share/warband-ledger on Linux."""
    return Path(platformdirs.user_data_dir(APP_ID, appauthor=False, roaming=True))


def default_database_path() -> Path:
    """The database used when no --db is given."""
    return user_data_dir() / DEFAULT_DATABASE_NAME


def backup_dir() -> Path:
    """Where copies of SQLite databases go before an upgrade (and, later, on demand)."""
    return user_data_dir() / "backups"
