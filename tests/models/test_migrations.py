"""Alembic migrations: the schema they build is the ORM's, upgrades back up and never half-apply."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine, text
from sqlalchemy.exc import OperationalError

from models.catalog.loader import bundled_catalog
from models.db import APPLICATION_ID, DatabaseError, backups, open_database
from models.db.migrate import head_revision, prepare
from models.db.schema import Base
from models.ledger.startup import open_ledger
from models.paths import backup_dir


def test_upgrading_an_empty_database_yields_exactly_the_orm_schema(db_url: str) -> None:
    """Autogenerate compares the migrated database with the ORM metadata: no difference."""
    database = open_ledger(db_url)
    try:
        with database.engine.connect() as conn:
            diff = compare_metadata(
                MigrationContext.configure(conn, opts={"compare_type": True}), Base.metadata
            )
            revision = MigrationContext.configure(conn).get_current_revision()
    finally:
        database.close()
    assert diff == []
    assert revision == head_revision()


def _sqlite_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _old_database(path: Path) -> None:
    """A database from before the first schema: ours (application id set), with user data."""
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.execute("INSERT INTO notes VALUES ('keep me')")
    conn.commit()
    conn.close()


def test_an_upgrade_copies_the_file_first(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    _old_database(path)
    before = _sqlite_hash(path)
    database = open_database(path, upgrade=False)
    try:
        prepared = prepare(database)
    finally:
        database.close()
    assert prepared.from_revision is None and prepared.to_revision == head_revision()
    # On the shelf of the identity the upgrade stored in the file (issue 17).
    identity = backups.read_identity(path)
    assert identity is not None
    assert prepared.backup is not None and prepared.backup.parent.parent == backup_dir()
    assert prepared.backup.parent.name == f"old-{identity[:8]}"
    assert "before-" in prepared.backup.name
    copy = sqlite3.connect(prepared.backup)
    assert copy.execute("SELECT text FROM notes").fetchall() == [("keep me",)]
    assert copy.execute("SELECT count(*) FROM sqlite_master WHERE name='warbands'").fetchone() == (
        0,
    )
    copy.close()
    assert _sqlite_hash(path) != before  # the original was upgraded…
    upgraded = sqlite3.connect(path)
    assert upgraded.execute("SELECT text FROM notes").fetchall() == [("keep me",)]  # …keeping data
    upgraded.close()


def test_a_failed_upgrade_leaves_the_database_untouched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "old.sqlite"
    _old_database(path)
    from alembic.operations import ops  # noqa: F401  (the migration's module is loaded lazily)
    from sqlalchemy.sql import schema as sa_schema

    original = sa_schema.Table.__init__
    created: list[str] = []

    def failing_table(self: sa_schema.Table, name: str, *args: object, **kw: object) -> None:
        created.append(name)
        if name == "game_events":  # late in the first revision: many tables exist by then
            raise OperationalError("CREATE TABLE game_events", {}, OSError("disk I/O error"))
        original(self, name, *args, **kw)  # type: ignore[call-overload]

    database = open_database(path, upgrade=False)
    monkeypatch.setattr(sa_schema.Table, "__init__", failing_table)
    try:
        with pytest.raises(DatabaseError, match="failed and it was left unchanged") as failure:
            prepare(database)
    finally:
        monkeypatch.setattr(sa_schema.Table, "__init__", original)
        database.close()
    assert "warbands" in created  # tables were created before the failure…
    conn = sqlite3.connect(path)
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    conn.close()
    assert tables == {"notes"}  # …and rolled back with it: nothing half-applied
    assert "A copy from before the upgrade is at" in str(failure.value)


def test_a_database_from_a_newer_app_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "future.sqlite"
    open_ledger(path).close()
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '9999_future'"))
    engine.dispose()
    with pytest.raises(DatabaseError, match="newer version of Warband Ledger"):
        open_ledger(path)


def test_opening_an_upgraded_database_again_changes_nothing_but_the_daily_backup(
    tmp_path: Path,
) -> None:
    path = tmp_path / "ledger.sqlite"
    database = open_ledger(path)  # new: no backup of an empty file
    assert not backup_dir().exists() or not list(backup_dir().iterdir())
    try:
        again = prepare(database)  # the first opening of the day: a daily copy
        third = prepare(database)  # and only one a day
    finally:
        database.close()
    assert again.created is False and again.backup is not None
    assert again.backup.name.endswith("-daily.sqlite") and third.backup is None
    (shelf,) = backup_dir().iterdir()
    assert sorted(p.name for p in shelf.iterdir()) == sorted([again.backup.name, backups.MARKER])


def test_a_changed_or_dropped_bundled_catalog_is_synced_at_start(db_url: str) -> None:
    """A newer app with a corrected catalog replaces the stored one; warbands are untouched."""
    from models.db.schema import CatalogModelType, CatalogRow
    from models.ledger.catalogs import sync_bundled_catalogs
    from models.ledger.rosters.roster import list_warbands

    database = open_ledger(db_url)
    try:
        warbands = list_warbands(database)
        with database.write() as session:
            row = session.query(CatalogRow).filter_by(key="trench-crusade/tc-1.6/core").one()
            row.sha256 = "an older version"
            session.add(
                CatalogRow(
                    key="trench-crusade/tc-1.6/retired",
                    system_id="trench-crusade",
                    edition_id="tc-1.6",
                    name="A file a newer app no longer ships",
                    origin="bundled",
                    format_version=1,
                    sha256="x",
                    document={},
                )
            )
        assert sync_bundled_catalogs(database) == 1
        assert sync_bundled_catalogs(database) == 0
        with database.sessions() as session:
            keys = {r.key for r in session.query(CatalogRow)}
            models = session.query(CatalogModelType).count()
        assert "trench-crusade/tc-1.6/retired" not in keys
        tc10 = len(bundled_catalog("trench-crusade", "tc-1.0").models)
        assert models == 106 + tc10 + 6 + 6 + 4  # tc-1.6, tc-1.0, ninth-age, dies-irae, warzone
        assert list_warbands(database) == warbands
    finally:
        database.close()


def test_upgrading_from_the_first_revision_keeps_games_and_backs_up(tmp_path: Path) -> None:
    """0001 → head: an existing game keeps its rows ([] members: everyone, 0002); existing
    warbands and members get uids (0003)."""
    from alembic import command

    from models.db.migrate import alembic_config

    path = tmp_path / "old.sqlite"
    old = open_database(path, upgrade=False)
    with old.engine.begin() as conn:
        command.upgrade(alembic_config(conn), "0001")
    with old.engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO games (id, system_id, edition_id, played_on, scenario, status, result,"
                " created_at, updated_at, version) VALUES (1, 'trench-crusade', 'tc-1.6',"
                " '2026-11-30', 'Old game', 'finished', '{}', '2026-11-30', '2026-11-30', 1)"
            )
        )
        conn.execute(
            text(
                "INSERT INTO game_participants (game_id, warband_name, side, victory_points)"
                " VALUES (1, 'Old side', 0, 2)"
            )
        )
        conn.execute(
            text(
                "INSERT INTO warbands (id, name, system_id, edition_id, faction_key, notes,"
                " ducat_bank, glory_bank, cost_total, model_count, warning_count, created_at,"
                " updated_at, version) VALUES (1, 'Old band', 'trench-crusade', 'tc-1.6',"
                " 'fc_trenchpilgrims', '', 0, 0, 0, 0, 0, '2026-11-30', '2026-11-30', 1)"
            )
        )
        for n in (1, 2):
            conn.execute(
                text(
                    "INSERT INTO members (warband_id, position, name, model_key, size, experience,"
                    f" skills, battle_scars, status, notes) VALUES (1, {n}, 'M{n}',"
                    " 'md_trenchpilgrim', 1, 0, '[]', '[]', 'active', '')"
                )
            )
    old.close()
    database = open_database(path, upgrade=False)
    try:
        prepared = prepare(database)
        assert (prepared.from_revision, prepared.to_revision) == ("0001", head_revision())
        assert prepared.backup is not None and prepared.backup.exists()
        from models.ledger.games.games import list_games, participants

        (game,) = list_games(database)
        assert game.scenario == "Old game"
        (side,) = participants(database, game.id)
        assert (side.warband_name, side.victory_points, side.member_ids) == ("Old side", 2, ())
        with database.engine.connect() as conn:  # 0003: every existing row gets its own uid
            uids = conn.execute(text("SELECT uid FROM members UNION ALL SELECT uid FROM warbands"))
            found = [u for (u,) in uids]
        assert len(found) == 3 and len(set(found)) == 3 and all(len(u) == 36 for u in found)
    finally:
        database.close()


def test_the_head_the_app_knows_is_alembics(tmp_path: Path) -> None:
    """migrate.HEAD lets a current database open without Alembic: it must be the head."""
    from models.db.migrate import HEAD

    assert head_revision() == HEAD


def test_opening_a_current_database_does_not_load_alembic(tmp_path: Path) -> None:
    """Issue 21: a database already at the head opens with its revision read in plain SQL."""
    import json
    import subprocess
    import sys

    path = tmp_path / "current.sqlite"
    prepare_code = "from models.db import open_database; open_database({!r}).close()"
    subprocess.run([sys.executable, "-c", prepare_code.format(str(path))], check=True)
    probe = (
        prepare_code.format(str(path))
        + "\nimport json, sys; print(json.dumps('alembic' in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True, text=True)
    assert json.loads(done.stdout.strip().splitlines()[-1]) is False
