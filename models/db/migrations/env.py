"""Alembic environment: runs inside the connection and transaction models/db/migrate.py opened.

The whole upgrade is one transaction (SQLite and PostgreSQL both have transactional DDL), so a
failed upgrade leaves the database exactly as it was.
"""

from __future__ import annotations

from alembic import context

from models.db.schema import Base

connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=True,  # SQLite cannot ALTER most things; batch mode rebuilds the table
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()
