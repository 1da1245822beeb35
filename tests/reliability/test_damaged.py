"""Damaged and unusable databases, and backups (issue 11, docs/reliability.md): every case a
clear message and a way forward — never a traceback, never a silently new empty database."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path

import pytest

from models.db import Database, DatabaseError, ReadOnlyDatabase, backups
from models.errors import StorageError
from models.ledger.games import games
from models.ledger.games.games import NewEvent, NewGame
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from models.paths import backup_dir
from tests.conftest import SmallDisk
from tests.test_cli import run


def test_garbage_and_truncated_files_are_refused_untouched(ledger: Path, tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.sqlite"
    garbage.write_bytes(b"\x00\xffnot a database at all" * 100)
    before = garbage.read_bytes()
    with pytest.raises(DatabaseError, match="file is not a database"):
        open_ledger(garbage)
    assert garbage.read_bytes() == before
    cli = run("list", "warbands", "--db", str(garbage))
    assert cli.returncode == 2 and "Traceback" not in cli.stderr
    assert "backup restore latest" in cli.stderr  # the way forward

    truncated = tmp_path / "truncated.sqlite"
    data = ledger.read_bytes()
    truncated.write_bytes(data[: len(data) // 3])
    with pytest.raises(DatabaseError) as caught:
        open_ledger(truncated)
    assert "malformed" in str(caught.value) or "not a database" in str(caught.value)
    cli = run("list", "warbands", "--db", str(truncated))
    assert cli.returncode in (1, 2) and "Traceback" not in cli.stderr
    assert "backup" in cli.stderr


def test_a_newer_database_is_refused_with_what_to_do(ledger: Path) -> None:
    conn = sqlite3.connect(ledger)
    conn.execute("UPDATE alembic_version SET version_num = '9999'")
    conn.commit()
    conn.close()
    with pytest.raises(DatabaseError, match="update the app to open it, or open another"):
        open_ledger(ledger)


def test_a_full_disk_refuses_the_write_whole_and_says_so(
    ledger: Path, full_disk: Callable[[Database], AbstractContextManager[None]]
) -> None:
    """SQLite's page limit stands in for a full disk: the same SQLITE_FULL error."""
    database = open_ledger(ledger)
    try:
        band = next(w for w in roster.list_warbands(database) if w.name.startswith("Pell"))
        view = roster.get_warband(database, band.id)
        with full_disk(database), pytest.raises(StorageError, match="the disk is full") as caught:
            roster.duplicate_warband(database, band.id)
        assert "Nothing of this change was written" in str(caught.value)
        assert roster.get_warband(database, band.id) == view  # untouched
        assert len(roster.list_warbands(database)) == 8  # no half copy
        roster.duplicate_warband(database, band.id)  # space again: it works
        assert len(roster.list_warbands(database)) == 9
    finally:
        database.close()


def test_a_read_only_file_or_folder_is_refused_with_what_to_do(
    ledger: Path, tmp_path: Path, make_read_only: Callable[..., None]
) -> None:
    folder = tmp_path / "shared"
    folder.mkdir()
    in_folder = folder / "league.sqlite"
    shutil.copyfile(ledger, in_folder)
    make_read_only(ledger)  # the file only: its folder may be written
    make_read_only(folder)  # the folder only: no room for SQLite's side files
    for path in (ledger, in_folder, folder / "new.sqlite"):
        before = path.read_bytes() if path.exists() else None
        with pytest.raises(ReadOnlyDatabase, match="Copy the file to a folder you may write"):
            open_ledger(path)
        cli = run("list", "warbands", "--db", str(path))
        assert cli.returncode == 2 and "Traceback" not in cli.stderr
        assert "read-only" in cli.stderr and "backup restore" not in cli.stderr  # no help there
        assert (path.read_bytes() if path.exists() else None) == before
    assert sorted(p.name for p in folder.iterdir()) == ["league.sqlite"]  # nothing new


def test_a_database_made_read_only_while_open_refuses_writes(ledger: Path) -> None:
    from models.db.engine import Database, resolve_location

    database = open_ledger(ledger)
    database.close()
    read_only = resolve_location(f"sqlite:///file:{ledger}?mode=ro&uri=true")
    from models.db.engine import _create_engine

    database = Database(read_only, _create_engine(read_only))
    try:
        band = roster.list_warbands(database)[0]  # reading works
        version = roster.get_warband(database, band.id).version
        with pytest.raises(StorageError, match="read-only"):
            roster.rename_warband(database, band.id, version, "New name")
    finally:
        database.close()


def test_backups_rotate_and_a_restore_keeps_what_it_replaces(ledger: Path) -> None:
    made = [backups.back_up(ledger, backups.MANUAL, keep=3) for _ in range(5)]
    kept = backups.list_backups(ledger)
    assert [b.path for b in kept] == [m.path for m in reversed(made[-3:])]  # newest first
    assert all(b.reason == "manual" for b in kept)

    database = open_ledger(ledger)
    band = roster.list_warbands(database)[0]
    version = roster.get_warband(database, band.id).version
    roster.rename_warband(database, band.id, version, "Renamed after the backup")
    database.close()
    replaced = backups.restore(ledger, kept[0].path, keep=3)
    assert replaced is not None and replaced.reason == "before-restore"
    database = open_ledger(ledger)
    try:
        assert roster.list_warbands(database)[0].name == band.name  # the backup's
    finally:
        database.close()
    # The replaced database is itself a backup: restoring it brings the rename back.
    backups.restore(ledger, replaced.path)
    database = open_ledger(ledger)
    try:
        names = [w.name for w in roster.list_warbands(database)]
        assert "Renamed after the backup" in names
    finally:
        database.close()


def test_a_damaged_database_is_restored_from_the_cli(ledger: Path) -> None:
    saved = run("backup", "create", "--db", str(ledger))
    assert saved.returncode == 0, saved.stderr
    ledger.write_bytes(ledger.read_bytes()[:5000])  # the laptop died mid-write, say
    broken = run("list", "warbands", "--db", str(ledger))
    assert broken.returncode in (1, 2) and "backup restore latest" in broken.stderr
    listed = run("backup", "list", "--db", str(ledger))
    assert listed.returncode == 0 and "manual" in listed.stdout
    restored = run("backup", "restore", "latest", "--db", str(ledger))
    assert restored.returncode == 0, restored.stderr
    assert "kept as" in restored.stdout  # the damaged file is kept too, byte for byte
    fine = run("list", "warbands", "--db", str(ledger))
    assert fine.returncode == 0 and "Pellegrini di San Marco" in fine.stdout


def test_a_damaged_backup_is_not_restored(ledger: Path, tmp_path: Path) -> None:
    bad = backup_dir() / "ledger-20260101-000000-000000-manual.sqlite"
    bad.parent.mkdir(parents=True, exist_ok=True)
    bad.write_bytes(b"SQLite format 3\x00" + b"\x00" * 200)
    before = ledger.read_bytes()
    with pytest.raises(DatabaseError):
        backups.restore(ledger, bad)
    assert ledger.read_bytes() == before


def test_a_real_full_disk_refuses_events_and_opening_says_so(
    small_disk: SmallDisk, prepared_sqlite: Path
) -> None:
    """The same on a real filesystem with no space left (a tmpfs filled to the last byte)."""
    path = small_disk.folder / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, path)
    database = open_ledger(path)
    try:
        tc = [w.id for w in roster.list_warbands(database) if w.system == "trench-crusade"]
        game = games.create_game(database, NewGame("trench-crusade", "tc-1.6", tuple(tc)))
        games.record_event(database, game.id, NewEvent("marker", outcome={"summary": "kept"}))
        small_disk.fill()
        for _attempt in range(3):  # each refused whole, none leaves a trace
            with pytest.raises(StorageError, match="the disk is full"):
                games.record_event(
                    database, game.id, NewEvent("marker", outcome={"summary": "x" * 5000})
                )
        assert [e.outcome["summary"] for e in games.events(database, game.id)] == ["kept"]
    finally:
        database.close()
    cli = run("list", "warbands", "--db", str(path))  # reading still works on a full disk
    assert cli.returncode == 0 and "Pellegrini di San Marco" in cli.stdout, cli.stderr
    small_disk.free()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    database = open_ledger(path)
    try:
        games.record_event(database, game.id, NewEvent("marker", outcome={"summary": "room"}))
        assert [e.outcome["summary"] for e in games.events(database, game.id)] == ["kept", "room"]
    finally:
        database.close()
