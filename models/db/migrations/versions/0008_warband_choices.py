"""warbands: what the warband chose or found as a whole — its warband-level choices (the
Court's Seven Deadly Sins, a Battlefield Title, a variant's picks) and the finds of its
exploration (a Book of Golems) (issue 48)

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-07 19:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Plain ADD COLUMN, not batch mode: members point at warbands ON DELETE CASCADE, and a
    # batch copy of the table would delete them (docs/architecture.md).
    op.add_column(
        "warbands",
        sa.Column("choices", sa.JSON(), nullable=False, server_default=sa.text("'[]'")),
    )


def downgrade() -> None:
    # The app never downgrades; this is for developers (SQLite 3.35+ drops columns in place).
    op.drop_column("warbands", "choices")
