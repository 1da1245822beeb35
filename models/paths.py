"""Where the user's data lives on this machine (platformdirs: the OS's own conventions), or,
in portable mode, in a `data/` folder beside the program (for USB sticks)."""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs

from models import APP_ID

DEFAULT_DATABASE_NAME = "warband-ledger.sqlite"
PORTABLE_MARKER = "portable.txt"


def portable_dir() -> Path | None:
    """`data/` beside the frozen program when a `portable.txt` sits next to it; else None.
    Only installed builds are portable: a source checkout always uses the user's folders."""
    if not getattr(sys, "frozen", False):
        return None
    beside = Path(sys.executable).resolve().parent
    return beside / "data" if (beside / PORTABLE_MARKER).is_file() else None


def user_data_dir() -> Path:
    """The per-user data directory, e.g. ~/.local/share/warband-ledger on Linux; in portable
    mode the `data/` folder beside the program."""
    portable = portable_dir()
    if portable is not None:
        return portable
    return Path(platformdirs.user_data_dir(APP_ID, appauthor=False, roaming=True))


def default_database_path() -> Path:
    """The database used when no --db is given."""
    return user_data_dir() / DEFAULT_DATABASE_NAME


def backup_dir() -> Path:
    """Where copies of SQLite databases go before an upgrade (and, later, on demand)."""
    return user_data_dir() / "backups"
