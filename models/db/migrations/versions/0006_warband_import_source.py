"""warbands: where an imported list came from (to update it when imported again)

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-06 05:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Plain ADD COLUMN, not batch mode: members point at warbands ON DELETE CASCADE, and a
    # batch copy of the table would delete them (docs/architecture.md).
    op.add_column("warbands", sa.Column("import_source", sa.String(length=200), nullable=True))
    op.create_index(op.f("ix_warbands_import_source"), "warbands", ["import_source"])


def downgrade() -> None:
    # The app never downgrades; this is for developers (SQLite 3.35+ drops columns in place).
    op.drop_index(op.f("ix_warbands_import_source"), table_name="warbands")
    op.drop_column("warbands", "import_source")
