"""The database layer: engine and session factory (schema and migrations come later)."""

from models.db.engine import (
    APPLICATION_ID,
    Database,
    DatabaseError,
    DatabaseLocation,
    create_database,
    open_database,
    resolve_location,
)

__all__ = [
    "APPLICATION_ID",
    "Database",
    "DatabaseError",
    "DatabaseLocation",
    "create_database",
    "open_database",
    "resolve_location",
]
