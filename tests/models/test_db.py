"""Opening databases: locations, the default file, SQLite settings, and refusing foreign files."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text

from models.db import APPLICATION_ID, DatabaseError, open_database, resolve_location
from models.ledger.startup import create_ledger, open_ledger
from models.paths import default_database_path


def test_default_database_is_created_on_first_use_in_the_data_folder(user_dirs: Path) -> None:
    path = default_database_path()
    assert path.is_relative_to(user_dirs / "data")
    assert not path.parent.exists()
    database = open_ledger(None)
    try:
        assert database.location.is_default
        assert database.location.path == path
        assert path.is_file()
    finally:
        database.close()
    assert _pragma(path, "application_id") == APPLICATION_ID


def test_every_connection_uses_wal_foreign_keys_and_a_busy_timeout(tmp_path: Path) -> None:
    database = open_ledger(tmp_path / "x.sqlite")
    try:
        for _ in range(2):  # a fresh connection each time, not only the first
            with database.engine.connect() as conn:
                assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
                assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
                assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() == 5000
            database.engine.dispose()
    finally:
        database.close()


def test_foreign_keys_are_enforced(tmp_path: Path) -> None:
    database = open_ledger(tmp_path / "fk.sqlite")
    try:
        with database.engine.begin() as conn:
            conn.exec_driver_sql("CREATE TABLE parent (id INTEGER PRIMARY KEY)")
            conn.exec_driver_sql(
                "CREATE TABLE child (id INTEGER PRIMARY KEY, parent_id INTEGER "
                "NOT NULL REFERENCES parent(id))"
            )
        with pytest.raises(Exception, match="FOREIGN KEY"), database.engine.begin() as conn:
            conn.exec_driver_sql("INSERT INTO child (parent_id) VALUES (42)")
    finally:
        database.close()


def test_a_failed_action_leaves_nothing_behind_ddl_included(tmp_path: Path) -> None:
    """One transaction per action: a failure rolls back table creation and rows alike."""
    database = open_database(tmp_path / "tx.sqlite", upgrade=False)
    try:
        with pytest.raises(RuntimeError), database.sessions.begin() as session:
            session.execute(text("CREATE TABLE t (x INTEGER)"))
            session.execute(text("INSERT INTO t VALUES (1)"))
            raise RuntimeError("the user action failed half-way")
        with database.engine.connect() as conn:
            tables = conn.exec_driver_sql("SELECT name FROM sqlite_master").all()
        assert tables == []
    finally:
        database.close()


def test_paths_and_urls_resolve(tmp_path: Path) -> None:
    by_path = resolve_location(tmp_path / "a.sqlite")
    assert by_path.path == tmp_path / "a.sqlite"
    assert by_path.is_sqlite and not by_path.is_default
    by_url = resolve_location(f"sqlite:///{tmp_path}/b.sqlite")
    assert by_url.path == tmp_path / "b.sqlite"
    memory = resolve_location("sqlite://")
    assert memory.path is None and memory.is_sqlite


def test_a_password_is_never_shown_or_remembered() -> None:
    location = resolve_location("postgresql+psycopg://league:s3cret@db.example/league")
    assert "s3cret" not in location.display()
    assert "s3cret" not in location.reference()
    assert resolve_location(location.reference()).url.password is None
    assert location.path is None and not location.is_sqlite


@pytest.mark.parametrize("bad", ["", "   ", "no-such-driver://x"])
def test_bad_locations_are_refused_with_a_message(bad: str) -> None:
    with pytest.raises(DatabaseError):
        open_ledger(bad)


def test_a_file_that_is_not_a_database_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite"
    content = b"my campaign notes, not a database" * 100
    path.write_bytes(content)
    with pytest.raises(DatabaseError, match="not a database"):
        open_ledger(path)
    assert path.read_bytes() == content
    assert not Path(f"{path}-wal").exists()


def test_another_programs_database_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE bookmarks (url TEXT)")
    before = path.read_bytes()
    with pytest.raises(DatabaseError, match="another program"):
        open_ledger(path)
    assert path.read_bytes() == before
    assert _pragma(path, "application_id") == 0


def test_a_folder_or_a_missing_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(DatabaseError, match="is a folder"):
        open_ledger(tmp_path)
    with pytest.raises(DatabaseError, match="does not exist"):
        open_ledger(tmp_path / "missing" / "x.sqlite")
    assert not (tmp_path / "missing").exists()


def test_create_database_never_overwrites(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite"
    database = create_ledger(path)
    database.close()
    assert _pragma(path, "application_id") == APPLICATION_ID
    before = path.read_bytes()
    with pytest.raises(DatabaseError, match="already exists"):
        create_ledger(path)
    assert path.read_bytes() == before


def test_reopening_our_own_database_works(tmp_path: Path) -> None:
    path = tmp_path / "mine.sqlite"
    create_ledger(path).close()
    open_ledger(path).close()
    open_ledger(str(path)).close()


def _pragma(path: Path, name: str) -> int:
    with sqlite3.connect(path) as conn:
        value: int = conn.execute(f"PRAGMA {name}").fetchone()[0]
    return value
