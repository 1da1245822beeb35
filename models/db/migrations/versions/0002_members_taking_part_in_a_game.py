"""members taking part in a game

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-02 15:20:01.685725
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:

    with op.batch_alter_table("game_participants", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("member_ids", sa.JSON(), server_default=sa.text("'[]'"), nullable=False)
        )


def downgrade() -> None:

    with op.batch_alter_table("game_participants", schema=None) as batch_op:
        batch_op.drop_column("member_ids")
