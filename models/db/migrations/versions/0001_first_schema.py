"""first schema: catalogs, rosters, games and the event log

Revision ID: 0001
Revises:
Create Date: 2026-12-02 14:41:42.518327
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:

    op.create_table(
        "campaigns",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("system_id", sa.String(length=60), nullable=False),
        sa.Column("edition_id", sa.String(length=60), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.Column("settings", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_campaigns")),
    )
    op.create_table(
        "catalogs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=200), nullable=False),
        sa.Column("system_id", sa.String(length=60), nullable=False),
        sa.Column("edition_id", sa.String(length=60), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("origin", sa.String(length=20), nullable=False),
        sa.Column("format_version", sa.Integer(), nullable=False),
        sa.Column("sha256", sa.String(length=64), nullable=False),
        sa.Column("document", sa.JSON(), nullable=False),
        sa.Column("imported_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_catalogs")),
        sa.UniqueConstraint("key", name=op.f("uq_catalogs_key")),
    )
    with op.batch_alter_table("catalogs", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_catalogs_system_id"), ["system_id"], unique=False)

    op.create_table(
        "game_systems",
        sa.Column("id", sa.String(length=60), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_systems")),
    )
    op.create_table(
        "players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("contact", sa.String(length=200), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_players")),
    )
    op.create_table(
        "catalog_factions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("catalog_id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=120), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("team", sa.String(length=40), nullable=True),
        sa.Column("variant_of", sa.String(length=120), nullable=True),
        sa.ForeignKeyConstraint(
            ["catalog_id"],
            ["catalogs.id"],
            name=op.f("fk_catalog_factions_catalog_id_catalogs"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_catalog_factions")),
        sa.UniqueConstraint("catalog_id", "key", name=op.f("uq_catalog_factions_catalog_id")),
    )
    op.create_table(
        "catalog_items",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("catalog_id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=120), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("category", sa.String(length=20), nullable=False),
        sa.Column("range_inches", sa.Integer(), nullable=True),
        sa.Column("hands_ranged", sa.Integer(), nullable=True),
        sa.Column("hands_melee", sa.Integer(), nullable=True),
        sa.Column("keywords", sa.JSON(), nullable=False),
        sa.Column("modifiers", sa.JSON(), nullable=False),
        sa.Column("armour", sa.Integer(), nullable=True),
        sa.Column("stats", sa.JSON(), nullable=False),
        sa.Column("sample", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["catalog_id"],
            ["catalogs.id"],
            name=op.f("fk_catalog_items_catalog_id_catalogs"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_catalog_items")),
        sa.UniqueConstraint("catalog_id", "key", name=op.f("uq_catalog_items_catalog_id")),
    )
    with op.batch_alter_table("catalog_items", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_catalog_items_name"), ["name"], unique=False)

    op.create_table(
        "catalog_model_types",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("catalog_id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=120), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("profile", sa.JSON(), nullable=False),
        sa.Column("keywords", sa.JSON(), nullable=False),
        sa.Column("abilities", sa.JSON(), nullable=False),
        sa.Column("base_model", sa.String(length=120), nullable=True),
        sa.Column("sample", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["catalog_id"],
            ["catalogs.id"],
            name=op.f("fk_catalog_model_types_catalog_id_catalogs"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_catalog_model_types")),
        sa.UniqueConstraint("catalog_id", "key", name=op.f("uq_catalog_model_types_catalog_id")),
    )
    with op.batch_alter_table("catalog_model_types", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_catalog_model_types_name"), ["name"], unique=False)

    op.create_table(
        "catalog_upgrades",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("catalog_id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=120), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("cost", sa.Integer(), nullable=False),
        sa.Column("currency", sa.String(length=10), nullable=False),
        sa.Column("model_keys", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(
            ["catalog_id"],
            ["catalogs.id"],
            name=op.f("fk_catalog_upgrades_catalog_id_catalogs"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_catalog_upgrades")),
        sa.UniqueConstraint("catalog_id", "key", name=op.f("uq_catalog_upgrades_catalog_id")),
    )
    op.create_table(
        "editions",
        sa.Column("system_id", sa.String(length=60), nullable=False),
        sa.Column("id", sa.String(length=60), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["system_id"], ["game_systems.id"], name=op.f("fk_editions_system_id_game_systems")
        ),
        sa.PrimaryKeyConstraint("system_id", "id", name=op.f("pk_editions")),
    )
    op.create_table(
        "games",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("system_id", sa.String(length=60), nullable=False),
        sa.Column("edition_id", sa.String(length=60), nullable=False),
        sa.Column("played_on", sa.Date(), nullable=False),
        sa.Column("scenario", sa.String(length=200), nullable=False),
        sa.Column("campaign_id", sa.Integer(), nullable=True),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("result", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaigns.id"],
            name=op.f("fk_games_campaign_id_campaigns"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_games")),
    )
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_games_campaign_id"), ["campaign_id"], unique=False)

    op.create_table(
        "warbands",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("system_id", sa.String(length=60), nullable=False),
        sa.Column("edition_id", sa.String(length=60), nullable=False),
        sa.Column("faction_key", sa.String(length=120), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=True),
        sa.Column("campaign_id", sa.Integer(), nullable=True),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.Column("budget", sa.Integer(), nullable=True),
        sa.Column("ducat_bank", sa.Integer(), nullable=False),
        sa.Column("glory_bank", sa.Integer(), nullable=False),
        sa.Column("cost_total", sa.Integer(), nullable=False),
        sa.Column("model_count", sa.Integer(), nullable=False),
        sa.Column("warning_count", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaigns.id"],
            name=op.f("fk_warbands_campaign_id_campaigns"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_warbands_player_id_players"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_warbands")),
    )
    with op.batch_alter_table("warbands", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_warbands_campaign_id"), ["campaign_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_warbands_name"), ["name"], unique=False)

    op.create_table(
        "catalog_armoury_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("faction_id", sa.Integer(), nullable=False),
        sa.Column("item_key", sa.String(length=120), nullable=False),
        sa.Column("cost", sa.Integer(), nullable=False),
        sa.Column("currency", sa.String(length=10), nullable=False),
        sa.Column("limit", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["faction_id"],
            ["catalog_factions.id"],
            name=op.f("fk_catalog_armoury_entries_faction_id_catalog_factions"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_catalog_armoury_entries")),
    )
    with op.batch_alter_table("catalog_armoury_entries", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_catalog_armoury_entries_faction_id"), ["faction_id"], unique=False
        )

    op.create_table(
        "catalog_roster_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("faction_id", sa.Integer(), nullable=False),
        sa.Column("model_key", sa.String(length=120), nullable=False),
        sa.Column("cost", sa.Integer(), nullable=False),
        sa.Column("currency", sa.String(length=10), nullable=False),
        sa.Column("min_count", sa.Integer(), nullable=False),
        sa.Column("max_count", sa.Integer(), nullable=True),
        sa.Column("captain", sa.Boolean(), nullable=False),
        sa.Column("mercenary", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["faction_id"],
            ["catalog_factions.id"],
            name=op.f("fk_catalog_roster_entries_faction_id_catalog_factions"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_catalog_roster_entries")),
    )
    with op.batch_alter_table("catalog_roster_entries", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_catalog_roster_entries_faction_id"), ["faction_id"], unique=False
        )

    op.create_table(
        "game_participants",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("warband_id", sa.Integer(), nullable=True),
        sa.Column("warband_name", sa.String(length=200), nullable=False),
        sa.Column("side", sa.Integer(), nullable=False),
        sa.Column("outcome", sa.String(length=10), nullable=True),
        sa.Column("victory_points", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"],
            ["games.id"],
            name=op.f("fk_game_participants_game_id_games"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["warband_id"],
            ["warbands.id"],
            name=op.f("fk_game_participants_warband_id_warbands"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_participants")),
        sa.UniqueConstraint("game_id", "warband_id", name=op.f("uq_game_participants_game_id")),
    )
    op.create_table(
        "members",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("warband_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("model_key", sa.String(length=120), nullable=False),
        sa.Column("size", sa.Integer(), nullable=False),
        sa.Column("experience", sa.Integer(), nullable=False),
        sa.Column("skills", sa.JSON(), nullable=False),
        sa.Column("battle_scars", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["warband_id"],
            ["warbands.id"],
            name=op.f("fk_members_warband_id_warbands"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_members")),
    )
    with op.batch_alter_table("members", schema=None) as batch_op:
        batch_op.create_index(
            "ix_members_warband_position", ["warband_id", "position"], unique=False
        )

    op.create_table(
        "game_events",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("turn", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=40), nullable=False),
        sa.Column("actor_member_id", sa.Integer(), nullable=True),
        sa.Column("target_member_id", sa.Integer(), nullable=True),
        sa.Column("spec", sa.JSON(), nullable=True),
        sa.Column("dice", sa.JSON(), nullable=True),
        sa.Column("seed", sa.BigInteger(), nullable=True),
        sa.Column("outcome", sa.JSON(), nullable=False),
        sa.Column("undone", sa.Boolean(), nullable=False),
        sa.Column("undoes_seq", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["actor_member_id"],
            ["members.id"],
            name=op.f("fk_game_events_actor_member_id_members"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_game_events_game_id_games"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["target_member_id"],
            ["members.id"],
            name=op.f("fk_game_events_target_member_id_members"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_events")),
        sa.UniqueConstraint("game_id", "seq", name=op.f("uq_game_events_game_id")),
    )
    op.create_table(
        "member_items",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("member_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("item_key", sa.String(length=120), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["members.id"],
            name=op.f("fk_member_items_member_id_members"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_items")),
    )
    with op.batch_alter_table("member_items", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_member_items_member_id"), ["member_id"], unique=False)

    op.create_table(
        "member_upgrades",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("member_id", sa.Integer(), nullable=False),
        sa.Column("upgrade_key", sa.String(length=120), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["members.id"],
            name=op.f("fk_member_upgrades_member_id_members"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_upgrades")),
    )
    with op.batch_alter_table("member_upgrades", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_member_upgrades_member_id"), ["member_id"], unique=False
        )


def downgrade() -> None:

    with op.batch_alter_table("member_upgrades", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_member_upgrades_member_id"))

    op.drop_table("member_upgrades")
    with op.batch_alter_table("member_items", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_member_items_member_id"))

    op.drop_table("member_items")
    op.drop_table("game_events")
    with op.batch_alter_table("members", schema=None) as batch_op:
        batch_op.drop_index("ix_members_warband_position")

    op.drop_table("members")
    op.drop_table("game_participants")
    with op.batch_alter_table("catalog_roster_entries", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_catalog_roster_entries_faction_id"))

    op.drop_table("catalog_roster_entries")
    with op.batch_alter_table("catalog_armoury_entries", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_catalog_armoury_entries_faction_id"))

    op.drop_table("catalog_armoury_entries")
    with op.batch_alter_table("warbands", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_warbands_name"))
        batch_op.drop_index(batch_op.f("ix_warbands_campaign_id"))

    op.drop_table("warbands")
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_games_campaign_id"))

    op.drop_table("games")
    op.drop_table("editions")
    op.drop_table("catalog_upgrades")
    with op.batch_alter_table("catalog_model_types", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_catalog_model_types_name"))

    op.drop_table("catalog_model_types")
    with op.batch_alter_table("catalog_items", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_catalog_items_name"))

    op.drop_table("catalog_items")
    op.drop_table("catalog_factions")
    op.drop_table("players")
    op.drop_table("game_systems")
    with op.batch_alter_table("catalogs", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_catalogs_system_id"))

    op.drop_table("catalogs")
    op.drop_table("campaigns")
