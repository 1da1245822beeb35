"""Damage SQLite cannot see (issue 34, 2): bytes flipped inside a stored JSON value pass
`integrity_check`. "Sound" means the app can read it: such a file is named as damaged by
every command that reads the value (exit 2, never a traceback), no copy of it replaces a
sound backup, and `restore latest` brings back the newest copy the app reads. Also: a copy
of a database never opened does not list, restore or rotate the original's backups."""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
from pathlib import Path

import pytest

from models.db import DamagedDatabase, backups
from models.ledger import soundness  # noqa: F401 — the ledger's checks, as every command has
from tests.reliability.test_backups_per_database import _listed, _make, _sql
from tests.test_cli import run

ROSTER = ("export", "roster", "1", "-o")


def _flip_json(path: Path, table: str, column: str, row: int, at: int, bits: int) -> str:
    """XOR one byte of a stored JSON value with `bits`, as a failing disk or a hex editor
    would; the new text, as stored."""
    with _sql(path) as conn:
        text = conn.execute(f"SELECT {column} FROM {table} WHERE id = ?", (row,)).fetchone()[0]
        data = bytearray(text.encode("utf-8"))
        data[at % len(data)] ^= bits
        changed = data.decode("utf-8", "replace")
        conn.execute(f"UPDATE {table} SET {column} = ? WHERE id = ?", (changed, row))
    return str(changed)


def _reads(path: Path, tmp_path: Path) -> bool:
    """The commands the probe ran: a game's state and a warband's roster sheet."""
    shown = run("list", "warbands", "--db", str(path))
    exported = run(*ROSTER, str(tmp_path / "roster.pdf"), "--force", "--db", str(path))
    for result in (shown, exported):
        assert result.returncode in (0, 2), result.stderr
        assert "Traceback" not in result.stderr
    return shown.returncode == 0 and exported.returncode == 0


def test_a_broken_catalog_value_is_named_and_never_costs_the_good_backup(
    tmp_path: Path, prepared_sqlite: Path
) -> None:
    path = _make(tmp_path / "laptop", prepared_sqlite)
    assert run("backup", "create", "--db", str(path)).returncode == 0
    good = _listed(path)
    with _sql(path) as conn:
        row = conn.execute("SELECT id FROM catalogs WHERE key LIKE '%tc-1.6/core'").fetchone()[0]
    _flip_json(path, "catalogs", "document", row, at=1, bits=0x20)  # `{"` → `{\x02`
    assert backups.integrity(path) == "ok"  # SQLite finds nothing wrong

    exported = run(*ROSTER, str(tmp_path / "r.pdf"), "--db", str(path))
    assert exported.returncode == 2 and "Traceback" not in exported.stderr
    assert "is damaged" in exported.stderr and "backup restore latest" in exported.stderr

    made = run("backup", "create", "--keep", "1", "--db", str(path))
    assert made.returncode == 2 and "catalogs.document" in made.stderr, made.stderr
    assert _listed(path) == good  # the good copy was neither replaced nor rotated away

    restored = run("backup", "restore", "latest", "--keep", "1", "--db", str(path))
    assert restored.returncode == 0, restored.stderr
    assert good[0] in restored.stdout
    assert run(*ROSTER, str(tmp_path / "r.pdf"), "--db", str(path)).returncode == 0
    assert any(name.endswith("-damaged.sqlite") for name in _listed(path))  # kept as it was


def test_random_flips_in_stored_json_never_leave_only_an_unreadable_backup(
    tmp_path: Path, prepared_sqlite: Path
) -> None:
    """The probe's 30 flips, smaller: a flip the app cannot read is refused by the backup
    (the good one stays, and is what `restore latest` brings back); one it reads is kept."""
    base = _make(tmp_path / "base", prepared_sqlite)
    with _sql(base) as conn:
        targets = [("catalogs", "document", r) for (r,) in conn.execute("SELECT id FROM catalogs")]
        targets += [
            ("campaigns", "settings", r) for (r,) in conn.execute("SELECT id FROM campaigns")
        ]
    chance = random.Random(34)
    unreadable = 0
    for n in range(10):
        path = _make(tmp_path / f"db{n}", prepared_sqlite)
        assert run("backup", "create", "--db", str(path)).returncode == 0
        good = _listed(path)
        table, column, row = chance.choice(targets)
        _flip_json(path, table, column, row, chance.randrange(10**6), 1 << chance.randrange(7))
        made = run("backup", "create", "--keep", "1", "--db", str(path))
        assert "Traceback" not in made.stderr
        if made.returncode == 0:
            assert _reads(path, tmp_path)  # kept: the app reads it
            continue
        unreadable += 1
        assert _listed(path) == good
        restored = run("backup", "restore", "latest", "--db", str(path))
        assert restored.returncode == 0 and good[0] in restored.stdout, restored.stderr
        assert _reads(path, tmp_path)
    assert unreadable  # the seed's flips include damage SQLite does not see


def test_a_hand_edited_game_log_is_not_a_sound_copy_but_the_file_still_opens(
    tmp_path: Path, prepared_sqlite: Path
) -> None:
    path = _make(tmp_path, prepared_sqlite)
    made = run("game", "new", "--warband", "1", "--warband", "2", "--json", "--db", str(path))
    game_id = json.loads(made.stdout)["game_id"]
    assert run("game", "next-turn", str(game_id), "--db", str(path)).returncode == 0
    with _sql(path) as conn:
        conn.execute("UPDATE game_events SET outcome = '{\"effects\": 5}'")
    with pytest.raises(DamagedDatabase, match="effects"):
        backups.check_database(path)
    assert run("game", "show", str(game_id), "--db", str(path)).returncode == 0


def test_a_copy_never_opened_does_not_list_restore_or_rotate_the_originals_backups(
    tmp_path: Path, prepared_sqlite: Path
) -> None:
    original = _make(tmp_path / "laptop", prepared_sqlite)
    assert run("backup", "create", "--db", str(original)).returncode == 0
    mine = _listed(original)
    copy = tmp_path / "usb-stick" / "league.sqlite"
    copy.parent.mkdir()
    shutil.copyfile(original, copy)  # same uuid inside; not opened by the app yet
    assert backups.list_backups(copy) == []
    listed = run("backup", "list", "--db", str(copy))
    assert listed.returncode == 0 and "No backups" in listed.stdout
    restored = run("backup", "restore", "latest", "--db", str(copy))
    assert restored.returncode == 2 and "Traceback" not in restored.stderr
    made = run("backup", "create", "--keep", "1", "--db", str(copy))
    assert made.returncode == 2 and "not been opened yet" in made.stderr
    assert _listed(original) == mine  # the original's backups untouched
    assert sqlite3.connect(copy).execute("SELECT count(*) FROM warbands").fetchone()[0]
    # opened once, it gets its own
    assert run("list", "warbands", "--db", str(copy)).returncode == 0
    assert run("backup", "create", "--db", str(copy)).returncode == 0
    assert set(_listed(copy)).isdisjoint(mine)
