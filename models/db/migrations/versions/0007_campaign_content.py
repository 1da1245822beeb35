"""campaign content: a warband's patron, its debts and what exploration granted it; the
Glorious Deeds of a battle by name and by whom; a member's fireteam (issue 37)

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-06 23:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Plain ADD COLUMN, not batch mode: members point at warbands ON DELETE CASCADE, and a
    # batch copy of the table would delete them (docs/architecture.md).
    op.add_column("warbands", sa.Column("patron_key", sa.String(length=120), nullable=True))
    op.add_column(
        "warbands",
        sa.Column("ducat_debt", sa.Integer(), nullable=False, server_default=sa.text("0")),
    )
    op.add_column(
        "warbands",
        sa.Column("glory_debt", sa.Integer(), nullable=False, server_default=sa.text("0")),
    )
    op.add_column(
        "warbands",
        sa.Column("granted", sa.JSON(), nullable=False, server_default=sa.text("'{}'")),
    )
    op.add_column("members", sa.Column("fireteam", sa.String(length=120), nullable=True))
    op.add_column(
        "battle_sides",
        sa.Column("deeds", sa.JSON(), nullable=False, server_default=sa.text("'[]'")),
    )


def downgrade() -> None:
    # The app never downgrades; this is for developers (SQLite 3.35+ drops columns in place).
    op.drop_column("battle_sides", "deeds")
    op.drop_column("members", "fireteam")
    op.drop_column("warbands", "granted")
    op.drop_column("warbands", "glory_debt")
    op.drop_column("warbands", "ducat_debt")
    op.drop_column("warbands", "patron_key")
