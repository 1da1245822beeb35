"""campaign play: battles, their sides, the campaign log, arsenals, promotions, uids

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02 16:21:36.480280
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "battles",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uid", sa.String(length=36), nullable=False),
        sa.Column("campaign_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=True),
        sa.Column("played_on", sa.Date(), nullable=False),
        sa.Column("scenario", sa.String(length=200), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaigns.id"],
            name=op.f("fk_battles_campaign_id_campaigns"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_battles_game_id_games"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_battles")),
        sa.UniqueConstraint("game_id", name=op.f("uq_battles_game_id")),
        sa.UniqueConstraint("uid", name=op.f("uq_battles_uid")),
    )
    with op.batch_alter_table("battles", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_battles_campaign_id"), ["campaign_id"], unique=False)

    op.create_table(
        "battle_sides",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("battle_id", sa.Integer(), nullable=False),
        sa.Column("warband_id", sa.Integer(), nullable=True),
        sa.Column("warband_name", sa.String(length=200), nullable=False),
        sa.Column("side", sa.Integer(), nullable=False),
        sa.Column("outcome", sa.String(length=10), nullable=False),
        sa.Column("victory_points", sa.Integer(), nullable=False),
        sa.Column("glorious_deeds", sa.Integer(), nullable=False),
        sa.Column("taken_out", sa.Integer(), nullable=False),
        sa.Column("glory", sa.Integer(), nullable=False),
        sa.Column("took_part", sa.JSON(), nullable=False),
        sa.Column("out_of_action", sa.JSON(), nullable=False),
        sa.Column("deeds_by", sa.JSON(), nullable=False),
        sa.Column("confirmed", sa.Boolean(), nullable=False),
        sa.Column("post_battle", sa.String(length=20), nullable=False),
        sa.ForeignKeyConstraint(
            ["battle_id"],
            ["battles.id"],
            name=op.f("fk_battle_sides_battle_id_battles"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["warband_id"],
            ["warbands.id"],
            name=op.f("fk_battle_sides_warband_id_warbands"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_battle_sides")),
        sa.UniqueConstraint("battle_id", "warband_id", name=op.f("uq_battle_sides_battle_id")),
    )
    op.create_table(
        "campaign_events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("campaign_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("battle_id", sa.Integer(), nullable=True),
        sa.Column("warband_id", sa.Integer(), nullable=True),
        sa.Column("step", sa.String(length=20), nullable=False),
        sa.Column("kind", sa.String(length=40), nullable=False),
        sa.Column("summary", sa.Text(), nullable=False),
        sa.Column("dice", sa.JSON(), nullable=True),
        sa.Column("data", sa.JSON(), nullable=False),
        sa.Column("undone", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["battle_id"],
            ["battles.id"],
            name=op.f("fk_campaign_events_battle_id_battles"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaigns.id"],
            name=op.f("fk_campaign_events_campaign_id_campaigns"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["warband_id"],
            ["warbands.id"],
            name=op.f("fk_campaign_events_warband_id_warbands"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_campaign_events")),
        sa.UniqueConstraint("campaign_id", "seq", name=op.f("uq_campaign_events_campaign_id")),
    )
    with op.batch_alter_table("campaign_events", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_campaign_events_warband_id"), ["warband_id"], unique=False
        )

    # Plain ADD COLUMN, never a batch copy of these tables: on SQLite, dropping the old copy
    # of warbands or members would cascade to their members, items and upgrades.
    for table in ("members", "warbands"):
        op.add_column(table, sa.Column("uid", sa.String(length=36), nullable=True))
    op.add_column(
        "members",
        sa.Column("promoted", sa.Boolean(), server_default=sa.false(), nullable=False),
    )
    op.add_column(
        "warbands",
        sa.Column("arsenal", sa.JSON(), server_default=sa.text("'[]'"), nullable=False),
    )
    connection = op.get_bind()
    for table in ("members", "warbands"):
        ids = connection.execute(sa.text(f"SELECT id FROM {table}")).scalars().all()
        for row_id in ids:
            connection.execute(
                sa.text(f"UPDATE {table} SET uid = :uid WHERE id = :id"),
                {"uid": str(uuid.uuid4()), "id": row_id},
            )
        op.create_index(op.f(f"ix_{table}_uid"), table, ["uid"], unique=True)


def downgrade() -> None:
    # The app never downgrades; this is for developers (SQLite 3.35+ drops columns in place).
    for table, column in (("warbands", "arsenal"), ("members", "promoted")):
        op.drop_column(table, column)
    for table in ("warbands", "members"):
        op.drop_index(op.f(f"ix_{table}_uid"), table_name=table)
        op.drop_column(table, "uid")

    with op.batch_alter_table("campaign_events", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_campaign_events_warband_id"))

    op.drop_table("campaign_events")
    op.drop_table("battle_sides")
    with op.batch_alter_table("battles", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_battles_campaign_id"))

    op.drop_table("battles")
