"""The database schema: SQLAlchemy 2 typed ORM (`Mapped[]`, `mapped_column`).

Three groups of tables:

- catalogs: every catalog document the database knows (the bundled ones, synced at start-up,
  and users' own imports) and its entries as rows (factions, model types, items, upgrades,
  roster and armoury entries) for searching and listing;
- rosters: players, campaigns, warbands and their members with equipment and upgrades.
  Catalog entries are referred to by their catalog ids (`md_azeb`, `eq_musket`), so a catalog
  can be updated without touching warbands;
- campaigns: battles (from a finished game or entered by hand) with a row per side, and the
  campaign log: every post-battle step as an event holding the warband before and after, so
  it can be undone;
- games: games, their participants and the game event log. The log is append-only: undoing an
  event appends an `undo` event and sets the original's `undone` flag; a model's in-game state
  is a projection of the log (models/ledger/games/games.py).

Warbands, campaigns and games carry a version counter (optimistic concurrency): an update whose
version is not the one read is refused, so a stale copy never overwrites newer data.
Any change here needs an Alembic revision in models/db/migrations/versions/.
"""

from __future__ import annotations

import datetime as dt
import uuid
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    UniqueConstraint,
    false,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

MEMBER_STATUSES = ("active", "reserve", "dead")
GAME_STATUSES = ("in_progress", "finished")


def utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def new_uid() -> str:
    """Who a record is on every laptop: campaign files merge by these, never by local ids."""
    return str(uuid.uuid4())


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)
    type_annotation_map = {
        dict[str, Any]: JSON,
        list[Any]: JSON,
        dt.datetime: DateTime(timezone=True),
    }


class DatabaseIdentity(Base):
    """The one row naming this database: the uuid its backups are kept under
    (models/db/backups.py), so two files of the same name never share them."""

    __tablename__ = "database_identity"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)  # always 1
    uuid: Mapped[str] = mapped_column(String(36))
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


# --- systems and catalogs -------------------------------------------------------------------


class GameSystemRow(Base):
    __tablename__ = "game_systems"

    id: Mapped[str] = mapped_column(String(60), primary_key=True)  # "trench-crusade"
    name: Mapped[str] = mapped_column(String(200))
    editions: Mapped[list[EditionRow]] = relationship(
        back_populates="system", cascade="all, delete-orphan"
    )


class EditionRow(Base):
    __tablename__ = "editions"

    system_id: Mapped[str] = mapped_column(ForeignKey("game_systems.id"), primary_key=True)
    id: Mapped[str] = mapped_column(String(60), primary_key=True)  # "tc-1.6"
    name: Mapped[str] = mapped_column(String(200))
    system: Mapped[GameSystemRow] = relationship(back_populates="editions")


class CatalogRow(Base):
    """One catalog document (bundled or imported by a user), kept whole and as rows."""

    __tablename__ = "catalogs"

    id: Mapped[int] = mapped_column(primary_key=True)
    key: Mapped[str] = mapped_column(String(200), unique=True)  # the document's own "id"
    system_id: Mapped[str] = mapped_column(String(60), index=True)
    edition_id: Mapped[str] = mapped_column(String(60))
    name: Mapped[str] = mapped_column(String(200))
    origin: Mapped[str] = mapped_column(String(20))  # "bundled" or "user"
    format_version: Mapped[int] = mapped_column(Integer)
    sha256: Mapped[str] = mapped_column(String(64))
    document: Mapped[dict[str, Any]]
    imported_at: Mapped[dt.datetime] = mapped_column(default=utcnow)

    factions: Mapped[list[CatalogFaction]] = relationship(cascade="all, delete-orphan")
    model_types: Mapped[list[CatalogModelType]] = relationship(cascade="all, delete-orphan")
    items: Mapped[list[CatalogItem]] = relationship(cascade="all, delete-orphan")
    upgrades: Mapped[list[CatalogUpgrade]] = relationship(cascade="all, delete-orphan")


class CatalogFaction(Base):
    """A faction or a variant of one (`variant_of`), with what it may recruit and buy."""

    __tablename__ = "catalog_factions"
    __table_args__ = (UniqueConstraint("catalog_id", "key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    catalog_id: Mapped[int] = mapped_column(ForeignKey("catalogs.id", ondelete="CASCADE"))
    key: Mapped[str] = mapped_column(String(120))
    name: Mapped[str] = mapped_column(String(200))
    team: Mapped[str | None] = mapped_column(String(40))
    variant_of: Mapped[str | None] = mapped_column(String(120))

    roster: Mapped[list[CatalogRosterEntry]] = relationship(cascade="all, delete-orphan")
    armoury: Mapped[list[CatalogArmouryEntry]] = relationship(cascade="all, delete-orphan")


class CatalogModelType(Base):
    __tablename__ = "catalog_model_types"
    __table_args__ = (UniqueConstraint("catalog_id", "key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    catalog_id: Mapped[int] = mapped_column(ForeignKey("catalogs.id", ondelete="CASCADE"))
    key: Mapped[str] = mapped_column(String(120))
    name: Mapped[str] = mapped_column(String(200), index=True)
    profile: Mapped[dict[str, Any]]  # the system's profile fields (RULES.md per system)
    keywords: Mapped[list[Any]]
    abilities: Mapped[list[Any]]
    base_model: Mapped[str | None] = mapped_column(String(120))
    sample: Mapped[bool] = mapped_column(Boolean, default=False)


class CatalogItem(Base):
    """Weapons, armour and equipment; `modifiers` are the structured fields the rules read."""

    __tablename__ = "catalog_items"
    __table_args__ = (UniqueConstraint("catalog_id", "key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    catalog_id: Mapped[int] = mapped_column(ForeignKey("catalogs.id", ondelete="CASCADE"))
    key: Mapped[str] = mapped_column(String(120))
    name: Mapped[str] = mapped_column(String(200), index=True)
    category: Mapped[str] = mapped_column(String(20))
    range_inches: Mapped[int | None] = mapped_column(Integer)
    hands_ranged: Mapped[int | None] = mapped_column(Integer)
    hands_melee: Mapped[int | None] = mapped_column(Integer)
    keywords: Mapped[list[Any]]
    modifiers: Mapped[dict[str, Any]]
    armour: Mapped[int | None] = mapped_column(Integer)
    stats: Mapped[dict[str, Any]]
    sample: Mapped[bool] = mapped_column(Boolean, default=False)


class CatalogUpgrade(Base):
    __tablename__ = "catalog_upgrades"
    __table_args__ = (UniqueConstraint("catalog_id", "key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    catalog_id: Mapped[int] = mapped_column(ForeignKey("catalogs.id", ondelete="CASCADE"))
    key: Mapped[str] = mapped_column(String(120))
    name: Mapped[str] = mapped_column(String(200))
    cost: Mapped[int] = mapped_column(Integer)
    currency: Mapped[str] = mapped_column(String(10))
    model_keys: Mapped[list[Any]]  # empty: any model


class CatalogRosterEntry(Base):
    """A model type a faction may recruit: its cost, min/max, captain and mercenary flags."""

    __tablename__ = "catalog_roster_entries"

    id: Mapped[int] = mapped_column(primary_key=True)
    faction_id: Mapped[int] = mapped_column(
        ForeignKey("catalog_factions.id", ondelete="CASCADE"), index=True
    )
    model_key: Mapped[str] = mapped_column(String(120))
    cost: Mapped[int] = mapped_column(Integer)
    currency: Mapped[str] = mapped_column(String(10))
    min_count: Mapped[int] = mapped_column(Integer, default=0)
    max_count: Mapped[int | None] = mapped_column(Integer)
    captain: Mapped[bool] = mapped_column(Boolean, default=False)
    mercenary: Mapped[bool] = mapped_column(Boolean, default=False)


class CatalogArmouryEntry(Base):
    """An item a faction may buy: cost, currency and LIMIT (X)."""

    __tablename__ = "catalog_armoury_entries"

    id: Mapped[int] = mapped_column(primary_key=True)
    faction_id: Mapped[int] = mapped_column(
        ForeignKey("catalog_factions.id", ondelete="CASCADE"), index=True
    )
    item_key: Mapped[str] = mapped_column(String(120))
    cost: Mapped[int] = mapped_column(Integer)
    currency: Mapped[str] = mapped_column(String(10))
    limit: Mapped[int | None] = mapped_column(Integer)


# --- players, campaigns, warbands -----------------------------------------------------------


class Player(Base):
    __tablename__ = "players"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    contact: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class Campaign(Base):
    __tablename__ = "campaigns"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    system_id: Mapped[str] = mapped_column(String(60))
    edition_id: Mapped[str] = mapped_column(String(60))
    notes: Mapped[str] = mapped_column(Text, default="")
    settings: Mapped[dict[str, Any]] = mapped_column(default=dict)  # points per result, …
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow, onupdate=utcnow)

    # Every UPDATE says `WHERE version = <the version read>` (StaleDataError when it moved);
    # the ledger sets the next version itself, once per user action.
    version: Mapped[int] = mapped_column(Integer, default=1)
    __mapper_args__ = {"version_id_col": version, "version_id_generator": False}


class Warband(Base):
    __tablename__ = "warbands"

    id: Mapped[int] = mapped_column(primary_key=True)
    # Revision 0003. Nullable in the table only: SQLite adds a NOT NULL column only by copying
    # the table, and dropping the old copy would cascade to its children. The ORM always sets it.
    uid: Mapped[str] = mapped_column(
        String(36), default=new_uid, nullable=True, unique=True, index=True
    )
    name: Mapped[str] = mapped_column(String(200), index=True)
    system_id: Mapped[str] = mapped_column(String(60))
    edition_id: Mapped[str] = mapped_column(String(60))
    faction_key: Mapped[str] = mapped_column(String(120))  # a base faction or a variant
    player_id: Mapped[int | None] = mapped_column(ForeignKey("players.id", ondelete="SET NULL"))
    campaign_id: Mapped[int | None] = mapped_column(
        ForeignKey("campaigns.id", ondelete="SET NULL"), index=True
    )
    notes: Mapped[str] = mapped_column(Text, default="")
    budget: Mapped[int | None] = mapped_column(Integer)  # in the catalog's first currency
    ducat_bank: Mapped[int] = mapped_column(Integer, default=0)
    glory_bank: Mapped[int] = mapped_column(Integer, default=0)
    # Kit kept by the warband but carried by nobody (item keys). Revision 0003.
    arsenal: Mapped[list[Any]] = mapped_column(default=list, server_default=text("'[]'"))
    # The list another tool made this from ("trench-companion:221951"): imported again, it
    # updates this warband instead of making a copy.
    import_source: Mapped[str | None] = mapped_column(String(200), index=True)
    # Revision 0007 (issue 37). The patron the warband serves (a key of the catalog's
    # tables.patrons); the ducats and glory it owes; models exploration granted beyond the
    # roster's limits ({model key: how many}).
    patron_key: Mapped[str | None] = mapped_column(String(120))
    ducat_debt: Mapped[int] = mapped_column(Integer, default=0, server_default=text("0"))
    glory_debt: Mapped[int] = mapped_column(Integer, default=0, server_default=text("0"))
    granted: Mapped[dict[str, Any]] = mapped_column(default=dict, server_default=text("'{}'"))
    # Revision 0008 (issue 48). What the warband chose or found as a whole, in order:
    # [{"kind": "choice" | "find", "name": "Pride", "group": "Seven Deadly Sins", "key": the
    # other tool's entry id or null}]. A find counts for the catalog's effects and limits (a
    # Homunculus needs the Book of Golems); a choice is kept, shown and printed.
    choices: Mapped[list[Any]] = mapped_column(default=list, server_default=text("'[]'"))
    # Summaries for the warband list, rewritten by every roster edit
    # (models/ledger/rosters/roster.py).
    cost_total: Mapped[int] = mapped_column(Integer, default=0)
    model_count: Mapped[int] = mapped_column(Integer, default=0)
    warning_count: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow, onupdate=utcnow)

    members: Mapped[list[Member]] = relationship(
        back_populates="warband",
        cascade="all, delete-orphan",
        order_by="Member.position",
        passive_deletes=True,
    )

    # Every UPDATE says `WHERE version = <the version read>` (StaleDataError when it moved);
    # the ledger sets the next version itself, once per user action.
    version: Mapped[int] = mapped_column(Integer, default=1)
    __mapper_args__ = {"version_id_col": version, "version_id_generator": False}


class Member(Base):
    __tablename__ = "members"
    __table_args__ = (Index("ix_members_warband_position", "warband_id", "position"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    # Revision 0003. Nullable in the table only: SQLite adds a NOT NULL column only by copying
    # the table, and dropping the old copy would cascade to its children. The ORM always sets it.
    uid: Mapped[str] = mapped_column(
        String(36), default=new_uid, nullable=True, unique=True, index=True
    )
    warband_id: Mapped[int] = mapped_column(ForeignKey("warbands.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(200))
    model_key: Mapped[str] = mapped_column(String(120))
    size: Mapped[int] = mapped_column(Integer, default=1)  # models in the unit (FB, DI, WZ)
    experience: Mapped[int] = mapped_column(Integer, default=0)
    skills: Mapped[list[Any]] = mapped_column(default=list)
    battle_scars: Mapped[list[Any]] = mapped_column(default=list)
    status: Mapped[str] = mapped_column(String(10), default="active")  # MEMBER_STATUSES
    notes: Mapped[str] = mapped_column(Text, default="")
    # A troop promoted to ELITE in a campaign (Trench Crusade). Revision 0003.
    promoted: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    # FIRETEAM (issue 37, revision 0007): the fireteam the member belongs to, by name; two
    # members of a warband with the same name activate together. None: the one a fireteam
    # upgrade it holds names, if any.
    fireteam: Mapped[str | None] = mapped_column(String(120))

    warband: Mapped[Warband] = relationship(back_populates="members")
    items: Mapped[list[MemberItem]] = relationship(
        cascade="all, delete-orphan", order_by="MemberItem.position", passive_deletes=True
    )
    upgrades: Mapped[list[MemberUpgrade]] = relationship(
        cascade="all, delete-orphan", order_by="MemberUpgrade.id", passive_deletes=True
    )


class MemberItem(Base):
    __tablename__ = "member_items"

    id: Mapped[int] = mapped_column(primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("members.id", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    item_key: Mapped[str] = mapped_column(String(120))


class MemberUpgrade(Base):
    __tablename__ = "member_upgrades"

    id: Mapped[int] = mapped_column(primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("members.id", ondelete="CASCADE"), index=True)
    upgrade_key: Mapped[str] = mapped_column(String(120))


# --- games and the event log ----------------------------------------------------------------


class Game(Base):
    __tablename__ = "games"

    id: Mapped[int] = mapped_column(primary_key=True)
    system_id: Mapped[str] = mapped_column(String(60))
    edition_id: Mapped[str] = mapped_column(String(60))
    played_on: Mapped[dt.date] = mapped_column(Date)
    scenario: Mapped[str] = mapped_column(String(200), default="")
    campaign_id: Mapped[int | None] = mapped_column(
        ForeignKey("campaigns.id", ondelete="SET NULL"), index=True
    )
    status: Mapped[str] = mapped_column(String(20), default="in_progress")  # GAME_STATUSES
    result: Mapped[dict[str, Any]] = mapped_column(default=dict)  # winner, notes, …
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow, onupdate=utcnow)

    participants: Mapped[list[GameParticipant]] = relationship(
        cascade="all, delete-orphan", order_by="GameParticipant.side", passive_deletes=True
    )

    # Every UPDATE says `WHERE version = <the version read>` (StaleDataError when it moved);
    # the ledger sets the next version itself, once per user action.
    version: Mapped[int] = mapped_column(Integer, default=1)
    __mapper_args__ = {"version_id_col": version, "version_id_generator": False}


class GameParticipant(Base):
    __tablename__ = "game_participants"
    __table_args__ = (UniqueConstraint("game_id", "warband_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    warband_id: Mapped[int | None] = mapped_column(ForeignKey("warbands.id", ondelete="SET NULL"))
    warband_name: Mapped[str] = mapped_column(String(200))  # kept if the warband is deleted
    side: Mapped[int] = mapped_column(Integer)
    outcome: Mapped[str | None] = mapped_column(String(10))  # "win", "draw", "loss"
    victory_points: Mapped[int] = mapped_column(Integer, default=0)
    # The members taking part (ids of `members`; empty: the whole warband). Revision 0002.
    member_ids: Mapped[list[Any]] = mapped_column(default=list, server_default=text("'[]'"))


class GameEvent(Base):
    """One entry of a game's append-only log."""

    __tablename__ = "game_events"
    __table_args__ = (UniqueConstraint("game_id", "seq"),)

    id: Mapped[int] = mapped_column(BigInteger().with_variant(Integer, "sqlite"), primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    seq: Mapped[int] = mapped_column(Integer)  # 1, 2, … within the game
    turn: Mapped[int] = mapped_column(Integer, default=1)
    kind: Mapped[str] = mapped_column(String(40))  # "attack", "marker", "activate", "undo", …
    actor_member_id: Mapped[int | None] = mapped_column(
        ForeignKey("members.id", ondelete="SET NULL")
    )
    target_member_id: Mapped[int | None] = mapped_column(
        ForeignKey("members.id", ondelete="SET NULL")
    )
    spec: Mapped[dict[str, Any] | None] = mapped_column(JSON)  # the attack spec, as given
    dice: Mapped[list[Any] | None] = mapped_column(JSON)  # faces rolled or generated
    seed: Mapped[int | None] = mapped_column(BigInteger)  # the RNG seed of "roll for me"
    outcome: Mapped[dict[str, Any]] = mapped_column(default=dict)  # outcome and state effects
    undone: Mapped[bool] = mapped_column(Boolean, default=False)
    undoes_seq: Mapped[int | None] = mapped_column(Integer)  # for "undo" and "redo" events
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class Battle(Base):
    """A battle of a campaign: from a finished game, or entered by hand. Revision 0003."""

    __tablename__ = "battles"

    id: Mapped[int] = mapped_column(primary_key=True)
    uid: Mapped[str] = mapped_column(String(36), unique=True, default=new_uid)  # Revision 0003
    campaign_id: Mapped[int] = mapped_column(
        ForeignKey("campaigns.id", ondelete="CASCADE"), index=True
    )
    round: Mapped[int] = mapped_column(Integer, default=1)
    game_id: Mapped[int | None] = mapped_column(
        ForeignKey("games.id", ondelete="SET NULL"), unique=True
    )
    played_on: Mapped[dt.date] = mapped_column(Date)
    scenario: Mapped[str] = mapped_column(String(200), default="")
    notes: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)

    sides: Mapped[list[BattleSide]] = relationship(
        cascade="all, delete-orphan", order_by="BattleSide.side", passive_deletes=True
    )


class BattleSide(Base):
    """One warband's part in a battle: result, what it did, and the post-battle sequence."""

    __tablename__ = "battle_sides"
    __table_args__ = (UniqueConstraint("battle_id", "warband_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    battle_id: Mapped[int] = mapped_column(ForeignKey("battles.id", ondelete="CASCADE"))
    warband_id: Mapped[int | None] = mapped_column(ForeignKey("warbands.id", ondelete="SET NULL"))
    warband_name: Mapped[str] = mapped_column(String(200))
    side: Mapped[int] = mapped_column(Integer)
    outcome: Mapped[str] = mapped_column(String(10))  # "win", "draw", "loss"
    victory_points: Mapped[int] = mapped_column(Integer, default=0)
    glorious_deeds: Mapped[int] = mapped_column(Integer, default=0)
    taken_out: Mapped[int] = mapped_column(Integer, default=0)  # enemy models Out of Action
    glory: Mapped[int] = mapped_column(Integer, default=0)  # glory points earned
    took_part: Mapped[list[Any]] = mapped_column(default=list)  # member ids
    out_of_action: Mapped[list[Any]] = mapped_column(default=list)  # own member ids
    deeds_by: Mapped[list[Any]] = mapped_column(default=list)  # member ids with a deed
    # Each Glorious Deed by name and by whom: [{"deed": name, "by": member id or null}].
    # Revision 0007; a battle recorded before it has only the count and deeds_by.
    deeds: Mapped[list[Any]] = mapped_column(default=list, server_default=text("'[]'"))
    confirmed: Mapped[bool] = mapped_column(Boolean, default=False)
    post_battle: Mapped[str] = mapped_column(String(20), default="trauma")  # next step, "done"


class RoundPairing(Base):
    """A table of an event day's round: two warbands, or (table 0) the one with the bye.
    The names are kept for a warband deleted later. Revision 0005."""

    __tablename__ = "pairings"
    __table_args__ = (UniqueConstraint("campaign_id", "round", "table_no"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    uid: Mapped[str] = mapped_column(String(36), unique=True, default=new_uid)
    campaign_id: Mapped[int] = mapped_column(
        ForeignKey("campaigns.id", ondelete="CASCADE"), index=True
    )
    round: Mapped[int] = mapped_column(Integer)
    table_no: Mapped[int] = mapped_column(Integer)  # 0: the bye
    first_id: Mapped[int | None] = mapped_column(ForeignKey("warbands.id", ondelete="SET NULL"))
    first_name: Mapped[str] = mapped_column(String(200))
    second_id: Mapped[int | None] = mapped_column(ForeignKey("warbands.id", ondelete="SET NULL"))
    second_name: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class CampaignEvent(Base):
    """One step of a campaign's log (post-battle steps, joins, …), append-only like the game
    log: undoing restores `before` and sets `undone`."""

    __tablename__ = "campaign_events"
    __table_args__ = (UniqueConstraint("campaign_id", "seq"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    campaign_id: Mapped[int] = mapped_column(ForeignKey("campaigns.id", ondelete="CASCADE"))
    seq: Mapped[int] = mapped_column(Integer)
    battle_id: Mapped[int | None] = mapped_column(ForeignKey("battles.id", ondelete="SET NULL"))
    warband_id: Mapped[int | None] = mapped_column(
        ForeignKey("warbands.id", ondelete="SET NULL"), index=True
    )
    step: Mapped[str] = mapped_column(String(20))  # "trauma", "experience", … or "campaign"
    kind: Mapped[str] = mapped_column(String(40))
    summary: Mapped[str] = mapped_column(Text, default="")
    dice: Mapped[list[Any] | None] = mapped_column(JSON)
    data: Mapped[dict[str, Any]] = mapped_column(default=dict)  # before/after snapshots, …
    undone: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
