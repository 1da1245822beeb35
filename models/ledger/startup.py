"""Opening a database for the app, in order: the file and its schema (models/db: ownership and
damage checks, backups, migrations), then the ledger's own start-up — the bundled catalogs
synced (only those that changed) and, for a database that was new, the demo campaigns.

Every command and the window open databases through `open_ledger`; models/db knows nothing of
catalogs or demo data.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from models.db.engine import Database, DatabaseLocation, resolve_location
from models.db.opening import open_database
from models.errors import DatabaseError
from models.ledger import soundness  # noqa: F401 — registers what backups check the ledger reads
from models.ledger.catalogs import sync_bundled_catalogs
from models.ledger.rosters.rekey import follow_catalog


def open_ledger(
    db: str | Path | DatabaseLocation | None, *, keep_backups: int = 10, demo: bool = True
) -> Database:
    """Open (creating on first use) the database at `db` and start the ledger on it; raise
    DatabaseError, with nothing left open, if either cannot be done."""
    database = open_database(db, keep_backups=keep_backups)
    try:
        start(database, demo=demo)
    except BaseException:
        database.close()
        raise
    return database


def start(database: Database, *, demo: bool = True) -> None:
    """The ledger's start-up on an open, current database."""
    # warbands keep up with the catalog's ids, and their listed costs and warnings with its
    # prices and rules
    sync_bundled_catalogs(database, follow=follow_catalog)
    if database.created and demo:
        from models.ledger.demo import add_demo_data  # a new database only (20 ms to import)

        add_demo_data(database)


def create_ledger(path: str | Path) -> Database:
    """Create a new database file (an existing file is never overwritten) with the catalogs
    and the demo data; on failure nothing half-made is left behind."""
    location = resolve_location(Path(path))
    assert location.path is not None
    if location.path.exists():
        raise DatabaseError(f"{location.path} already exists; it was left as it is.")
    try:
        return open_ledger(location)
    except DatabaseError:
        # The file (and its WAL side files) were ours.
        for suffix in ("", "-wal", "-shm", "-journal"):
            with contextlib.suppress(FileNotFoundError):
                Path(f"{location.path}{suffix}").unlink()
        raise
