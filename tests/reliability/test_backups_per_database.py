"""Backups that cannot be lost (issue 17), with real files and real processes: each database
keeps its own backups, a damaged database is never copied over the good ones, and a restore
never replaces a file another program is still writing."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from models.db import DamagedDatabase, DatabaseReplaced, DiskFull, backups
from models.db.migrate import HEAD
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from models.paths import backup_dir
from tests.conftest import SmallDisk
from tests.test_cli import run


@contextlib.contextmanager
def _sql(path: Path) -> Iterator[sqlite3.Connection]:
    """A connection that commits and is closed at the end (sqlite3's own `with` only
    commits: a connection left open holds the file, and a restore would rightly refuse)."""
    conn = sqlite3.connect(path)
    try:
        with conn:
            yield conn
    finally:
        conn.close()


def _make(folder: Path, prepared: Path, name: str = "league.sqlite") -> Path:
    """A database of its own (as `make run` or a new laptop would create it): copied from the
    prepared file, then given its own identity the way a fresh database has one."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    shutil.copyfile(prepared, path)
    with _sql(path) as conn:
        conn.execute("UPDATE database_identity SET uuid = lower(hex(randomblob(16)))")
    return path


def _rename_first_warband(path: Path, name: str) -> None:
    with _sql(path) as conn:
        conn.execute("UPDATE warbands SET name = ? WHERE id = 1", (name,))


def _first_warband(path: Path) -> str:
    with _sql(path) as conn:
        return str(conn.execute("SELECT name FROM warbands WHERE id = 1").fetchone()[0])


def _listed(path: Path) -> list[str]:
    result = run("backup", "list", "--json", "--db", str(path))
    assert result.returncode == 0, result.stderr
    return [row["name"] for row in json.loads(result.stdout)]


def _damage_pages(path: Path, first: int, count: int) -> None:
    """Overwrite whole pages in the middle of the file, as a failing disk or a bad copy would:
    the header stays sound, so SQLite opens the file and only a check finds the damage."""
    with _sql(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page = conn.execute("PRAGMA page_size").fetchone()[0]
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
    assert pages > first + count, pages
    with open(path, "r+b") as stream:
        stream.seek(first * page)
        stream.write(os.urandom(count * page))


def test_two_same_named_databases_in_two_folders_keep_their_own_backups(
    tmp_path: Path, prepared_sqlite: Path
) -> None:
    a = _make(tmp_path / "club-a", prepared_sqlite)
    b = _make(tmp_path / "club-b", prepared_sqlite)
    _rename_first_warband(a, "Only in A")
    _rename_first_warband(b, "Only in B")
    # Each opening counts as its own daily backup, not as the other's.
    assert run("list", "warbands", "--db", str(a)).returncode == 0
    assert run("list", "warbands", "--db", str(b)).returncode == 0
    for path in (a, b):
        assert run("backup", "create", "--db", str(path)).returncode == 0
    listed_a, listed_b = _listed(a), _listed(b)
    assert len(listed_a) == 2 and len(listed_b) == 2  # daily + manual each
    assert not set(listed_a) & set(listed_b)
    shelves = {p.name for p in backup_dir().iterdir()}
    assert len(shelves) == 2 and all(s.startswith("league-") for s in shelves)

    # Rotation of one never touches the other's.
    assert run("backup", "create", "--keep", "1", "--db", str(b)).returncode == 0
    assert len(_listed(b)) == 1 and _listed(a) == listed_a

    # `restore latest` on A brings A's warbands back, not B's.
    _rename_first_warband(a, "Spoilt")
    restored = run("backup", "restore", "latest", "--db", str(a))
    assert restored.returncode == 0, restored.stderr
    assert _first_warband(a) == "Only in A" and _first_warband(b) == "Only in B"


def test_a_copied_file_gets_its_own_identity_and_a_moved_one_keeps_its_backups(
    tmp_path: Path, prepared_sqlite: Path
) -> None:
    original = _make(tmp_path / "laptop", prepared_sqlite)
    assert run("backup", "create", "--db", str(original)).returncode == 0
    mine = _listed(original)
    copy = tmp_path / "usb-stick" / "league.sqlite"
    copy.parent.mkdir()
    shutil.copyfile(original, copy)  # same uuid inside, the original still where it was
    assert run("list", "warbands", "--db", str(copy)).returncode == 0
    assert backups.read_identity(copy) != backups.read_identity(original)
    assert set(_listed(copy)).isdisjoint(mine) and _listed(original) == mine

    moved = tmp_path / "archive" / "league-2026.sqlite"
    moved.parent.mkdir()
    original.replace(moved)  # the original goes elsewhere, under another name
    assert run("list", "warbands", "--db", str(moved)).returncode == 0
    assert backups.read_identity(moved) is not None
    assert set(mine) <= set(_listed(moved))  # its backups followed it


def _as_before_identities(path: Path) -> None:
    """Make `path` look like a database of the release before identities: schema 0003, no
    identity (and none of the later revisions' tables)."""
    with _sql(path) as conn:
        conn.execute("DROP TABLE database_identity")
        conn.execute("DROP TABLE pairings")  # revision 0005
        conn.execute("DROP INDEX ix_warbands_import_source")  # revision 0006
        conn.execute("ALTER TABLE warbands DROP COLUMN import_source")
        for table, column in (  # revision 0007
            ("warbands", "patron_key"),
            ("warbands", "ducat_debt"),
            ("warbands", "glory_debt"),
            ("warbands", "granted"),
            ("battle_sides", "deeds"),
            ("members", "fireteam"),
        ):
            conn.execute(f"ALTER TABLE {table} DROP COLUMN {column}")
        conn.execute("ALTER TABLE warbands DROP COLUMN choices")  # revision 0008
        conn.execute("UPDATE alembic_version SET version_num = '0003'")


def test_backups_made_before_identities_stay_with_the_database_they_match(
    tmp_path: Path, prepared_sqlite: Path
) -> None:
    mine = _make(tmp_path / "mine", prepared_sqlite)
    theirs = _make(tmp_path / "theirs", prepared_sqlite)
    with _sql(theirs) as conn:  # another database: records of its own
        conn.execute("UPDATE warbands SET created_at = '2025-01-01 00:00:00.000001'")
        conn.execute("UPDATE campaigns SET created_at = '2025-01-01 00:00:00.000001'")
        conn.execute("UPDATE games SET created_at = '2025-01-01 00:00:00.000001'")
    loose = backup_dir()
    loose.mkdir(parents=True)
    for path in (mine, theirs):
        _as_before_identities(path)
    shutil.copyfile(mine, loose / "league-20261101-120000-000000-daily.sqlite")
    shutil.copyfile(theirs, loose / "league-20261102-120000-000000-daily.sqlite")

    assert run("list", "warbands", "--db", str(mine)).returncode == 0  # upgrades to the head
    listed = _listed(mine)
    assert "league-20261101-120000-000000-daily.sqlite" in listed
    assert "league-20261102-120000-000000-daily.sqlite" not in listed
    assert (loose / "league-20261102-120000-000000-daily.sqlite").exists()  # left for theirs
    assert any(name.endswith(f"-before-{HEAD}.sqlite") for name in listed)
    assert run("list", "warbands", "--db", str(theirs)).returncode == 0
    assert "league-20261102-120000-000000-daily.sqlite" in _listed(theirs)


def test_a_database_damaged_in_the_middle_is_never_copied_over_the_good_backups(
    tmp_path: Path, prepared_sqlite: Path
) -> None:
    path = _make(tmp_path, prepared_sqlite)
    assert run("backup", "create", "--db", str(path)).returncode == 0
    good = _listed(path)
    _damage_pages(path, first=40, count=30)

    made = run("backup", "create", "--keep", "1", "--db", str(path))
    assert made.returncode == 2 and "Traceback" not in made.stderr
    assert "is damaged" in made.stderr and "integrity check" in made.stderr
    assert _listed(path) == good  # nothing kept, nothing rotated away
    assert not list(next(backup_dir().iterdir()).glob("*.partial*"))

    opened = run("list", "warbands", "--db", str(path))  # opening checks it too
    assert opened.returncode == 2 and "is damaged" in opened.stderr
    assert "backup restore latest" in opened.stderr

    restored = run("backup", "restore", "latest", "--keep", "1", "--db", str(path))
    assert restored.returncode == 0, restored.stderr
    assert backups.integrity(path) == "ok"
    kinds = [name.rsplit("-", 1)[-1] for name in _listed(path)]
    assert "damaged.sqlite" in kinds  # the damaged file's bytes, kept as they were
    assert run("list", "warbands", "--db", str(path)).returncode == 0


def test_restore_latest_and_rotation_keep_the_newest_sound_backup(
    tmp_path: Path, prepared_sqlite: Path
) -> None:
    path = _make(tmp_path, prepared_sqlite)
    sound = backups.back_up(path, backups.MANUAL)
    for stamp in ("20991231-000000-000001", "20991231-000000-000002"):  # newer, and damaged
        bad = sound.path.with_name(f"league-{stamp}-daily.sqlite")
        shutil.copyfile(sound.path, bad)
        _damage_pages(bad, first=20, count=40)
    assert backups.newest_sound(path) == sound
    backups.prune(path, keep=1)
    left = backups.list_backups(path)
    assert sound in left and len(left) == 2  # the newest, and the newest sound one
    _rename_first_warband(path, "Changed")
    restored = run("backup", "restore", "latest", "--db", str(path))
    assert restored.returncode == 0 and sound.name in restored.stdout, restored.stderr


def test_pruned_backups_leave_no_side_files_and_old_partials_are_cleaned(
    tmp_path: Path, prepared_sqlite: Path
) -> None:
    path = _make(tmp_path, prepared_sqlite)
    first = backups.back_up(path, backups.MANUAL)
    shelf = first.path.parent
    for suffix in ("-wal", "-shm"):
        Path(f"{first.path}{suffix}").write_bytes(b"left by a reader")
    stale = shelf / "league-20260101-000000-000000-manual.partial"
    stale.write_bytes(b"half a copy")
    journal = shelf / "league-20260101-000000-000000-manual.partial-journal"
    journal.write_bytes(b"its journal")
    an_hour_ago = time.time() - backups.STALE_PARTIAL_SECONDS - 60
    for leftover in (stale, journal):
        os.utime(leftover, (an_hour_ago, an_hour_ago))
    fresh = shelf / "league-20990101-000000-000000-manual.partial"  # another backup, running
    fresh.write_bytes(b"being written")
    backups.back_up(path, backups.MANUAL, keep=1)
    names = {p.name for p in shelf.iterdir()}
    assert first.name not in names and not {f"{first.name}-wal", f"{first.name}-shm"} & names
    assert stale.name not in names and journal.name not in names and fresh.name in names
    # A backup is a rollback-journal file: reading it leaves nothing beside it.
    (kept,) = backups.list_backups(path)
    backups.check_backup(kept.path)
    assert {p.name for p in shelf.iterdir()} == names


WRITER = """
import sys, time
from models.ledger.startup import open_ledger
from models.ledger.rosters import roster
database = open_ledger(sys.argv[1])
band = roster.get_warband(database, 1)
n = 0
print("writing", flush=True)
while True:
    n += 1
    view = roster.get_warband(database, band.id)
    roster.rename_warband(database, band.id, view.version, f"Save {n}")
    time.sleep(0.05)
"""


def test_restore_is_refused_while_a_live_writer_holds_the_database(
    tmp_path: Path, prepared_sqlite: Path
) -> None:
    path = _make(tmp_path, prepared_sqlite)
    assert run("backup", "create", "--db", str(path)).returncode == 0
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path)],
        stdout=subprocess.PIPE,
        text=True,
        env=os.environ.copy(),
    )
    try:
        assert writer.stdout is not None and writer.stdout.readline().strip() == "writing"
        before = set(_listed(path))
        refused = run("backup", "restore", "latest", "--db", str(path))
        assert refused.returncode == 2, refused.stderr
        assert "Traceback" not in refused.stderr and "Nothing was changed" in refused.stderr
        assert f"(pid {writer.pid})" in refused.stderr  # who holds it, from /proc
        assert "backup restore latest" not in refused.stderr  # no advice to do it again
        assert set(_listed(path)) == before  # not even a before-restore copy
        assert writer.poll() is None  # the writer never noticed
    finally:
        writer.kill()
        writer.communicate()
    saved = _first_warband(path)
    assert saved.startswith("Save ")
    assert run("backup", "restore", "latest", "--db", str(path)).returncode == 0
    assert not _first_warband(path).startswith("Save ")


def test_an_app_whose_file_is_replaced_under_it_stops_writing(
    tmp_path: Path, prepared_sqlite: Path
) -> None:
    """A file swapped in by something that does not ask SQLite first (an older Warband Ledger,
    a file manager): the open database refuses every later write instead of writing into the
    unlinked file and reporting success."""
    path = _make(tmp_path, prepared_sqlite)
    database = open_ledger(path)
    try:
        band = roster.list_warbands(database)[0]
        stand_in = tmp_path / "stand-in.sqlite"
        shutil.copyfile(prepared_sqlite, stand_in)
        stand_in.replace(path)
        for _attempt in range(2):
            view = roster.get_warband(database, band.id)
            with pytest.raises(DatabaseReplaced, match="was replaced or removed"):
                roster.rename_warband(database, band.id, view.version, "Lost?")
    finally:
        database.close()
    assert _first_warband(path) != "Lost?"


def test_a_newer_database_is_refused_without_a_byte_changed(
    tmp_path: Path, prepared_sqlite: Path
) -> None:
    path = _make(tmp_path, prepared_sqlite)
    with _sql(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999_future'")
    with _sql(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    before = path.read_bytes()
    refused = run("list", "warbands", "--db", str(path))
    assert refused.returncode == 2 and "newer version" in refused.stderr
    assert path.read_bytes() == before  # the change counter (bytes 24–27) too


def test_a_full_disk_with_no_wal_index_yet_says_the_disk_is_full(
    small_disk: SmallDisk, prepared_sqlite: Path
) -> None:
    path = small_disk.folder / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, path)
    for suffix in ("-wal", "-shm"):
        assert not Path(f"{path}{suffix}").exists()
    small_disk.fill()
    with pytest.raises(DiskFull, match="the disk is full"):
        open_ledger(path)
    cli = run("list", "warbands", "--db", str(path))
    assert cli.returncode == 2 and "the disk is full" in cli.stderr, cli.stderr
    assert "I/O" not in cli.stderr and "restore" not in cli.stderr
    small_disk.free()
    assert run("list", "warbands", "--db", str(path)).returncode == 0


def test_a_damaged_database_is_refused_at_open(tmp_path: Path, prepared_sqlite: Path) -> None:
    path = _make(tmp_path, prepared_sqlite)
    open_ledger(path).close()  # today's backup made: the next opens get the quick check
    _damage_pages(path, first=40, count=30)
    with pytest.raises(DamagedDatabase) as refused:
        open_ledger(path)
    assert refused.value.restore_helps and "integrity check" in str(refused.value)
