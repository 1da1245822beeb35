"""Opening a database: connect (engine.py), then bring it to the current schema
(migrate.py: checks, backups and migrations). Below both of them sit what they share, so the
engine never imports the migrations (issue 38: no import circle engine → migrate → backups →
engine)."""

from __future__ import annotations

from pathlib import Path

from models.db.engine import Database, DatabaseLocation, connect_database
from models.db.migrate import prepare


def open_database(
    db: str | Path | DatabaseLocation | None, *, upgrade: bool = True, keep_backups: int = 10
) -> Database:
    """Open (creating on first use) the database at `db`; raise DatabaseError if it cannot be.

    With `upgrade` (the default) the database is brought to the current schema first,
    keeping the last `keep_backups` copies. The app opens databases through
    models/ledger/startup.py: open_ledger, which adds the catalogs and demo data.
    """
    database = connect_database(db)
    if upgrade:
        try:
            prepared = prepare(database, keep_backups=keep_backups)
        except BaseException:
            database.close()
            raise
        database.created = prepared.created
        if prepared.backup_problem:
            database.warnings.append(f"No backup today: {prepared.backup_problem}")
    return database
