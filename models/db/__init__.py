"""The database layer: engine and sessions (engine.py), the schema (schema.py) and its Alembic
migrations (migrate.py, migrations/)."""

from models.db.engine import (
    APPLICATION_ID,
    DamagedDatabase,
    Database,
    DatabaseLocation,
    DatabaseReplaced,
    DiskFull,
    ReadOnlyDatabase,
    resolve_location,
)
from models.db.opening import open_database
from models.errors import DatabaseError

__all__ = [
    "APPLICATION_ID",
    "DamagedDatabase",
    "Database",
    "DatabaseError",
    "DatabaseLocation",
    "DatabaseReplaced",
    "DiskFull",
    "ReadOnlyDatabase",
    "open_database",
    "resolve_location",
]
