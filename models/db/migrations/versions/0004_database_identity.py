"""database identity: the uuid each database's backups are kept under

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-03 15:40:00
"""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import context, op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    table = op.create_table(
        "database_identity",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uuid", sa.String(length=36), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_database_identity")),
    )
    # migrate.prepare chose the uuid already: the backup it made before this upgrade is on
    # that uuid's shelf.
    identity = context.config.attributes.get("identity") or str(uuid.uuid4())
    op.bulk_insert(table, [{"id": 1, "uuid": identity, "created_at": dt.datetime.now(dt.UTC)}])


def downgrade() -> None:
    op.drop_table("database_identity")
