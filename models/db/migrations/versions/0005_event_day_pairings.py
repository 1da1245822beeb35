"""event day: the rounds' pairings

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-05 03:40:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "pairings",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uid", sa.String(length=36), nullable=False),
        sa.Column("campaign_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table_no", sa.Integer(), nullable=False),
        sa.Column("first_id", sa.Integer(), nullable=True),
        sa.Column("first_name", sa.String(length=200), nullable=False),
        sa.Column("second_id", sa.Integer(), nullable=True),
        sa.Column("second_name", sa.String(length=200), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaigns.id"],
            name=op.f("fk_pairings_campaign_id_campaigns"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["first_id"],
            ["warbands.id"],
            name=op.f("fk_pairings_first_id_warbands"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["second_id"],
            ["warbands.id"],
            name=op.f("fk_pairings_second_id_warbands"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pairings")),
        sa.UniqueConstraint(
            "campaign_id", "round", "table_no", name=op.f("uq_pairings_campaign_id")
        ),
        sa.UniqueConstraint("uid", name=op.f("uq_pairings_uid")),
    )
    with op.batch_alter_table("pairings", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_pairings_campaign_id"), ["campaign_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("pairings", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_pairings_campaign_id"))
    op.drop_table("pairings")
