"""Concurrent use of one database (issue 11): two laptops editing the same warband, several
threads recording events in different games at once (SQLite and PostgreSQL), and two
processes writing to one SQLite file — nothing lost, nothing out of order, and "database is
locked" never reaches the user."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from models.errors import StorageError
from models.ledger.games import games
from models.ledger.games.games import NewEvent, NewGame
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from models.table.errors import StaleEdit

ROOT = Path(__file__).resolve().parents[2]


def test_two_sessions_on_one_warband_the_second_save_is_refused(db_url: str) -> None:
    first, second = open_ledger(db_url), open_ledger(db_url)  # two laptops
    try:
        band = roster.list_warbands(first)[0]
        mine = roster.get_warband(first, band.id)
        theirs = roster.get_warband(second, band.id)
        roster.rename_warband(second, band.id, theirs.version, "Their name")
        with pytest.raises(StaleEdit, match="changed elsewhere"):
            roster.rename_warband(first, band.id, mine.version, "My name")
        assert roster.get_warband(first, band.id).name == "Their name"  # theirs kept whole
    finally:
        first.close()
        second.close()


def test_threads_recording_events_in_different_games(db_url: str) -> None:
    database = open_ledger(db_url)
    try:
        game_ids: list[int] = []
        for system in ("trench-crusade", "ninth-age", "dies-irae", "warzone"):
            ids = [w for w in roster.list_warbands(database) if w.system == system]
            game = games.create_game(
                database, NewGame(system, ids[0].edition, (ids[0].id, ids[1].id))
            )
            game_ids.append(game.id)
        errors: list[BaseException] = []

        def record(game_id: int) -> None:
            try:
                for n in range(40):
                    games.record_event(
                        database, game_id, NewEvent("marker", outcome={"summary": str(n)})
                    )
            except BaseException as exc:  # noqa: BLE001 — reported by the test below
                errors.append(exc)

        threads = [threading.Thread(target=record, args=(g,)) for g in game_ids]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=120)
        assert errors == []
        for game_id in game_ids:
            logged = games.events(database, game_id)
            assert [e.seq for e in logged] == list(range(1, 41))
            assert [e.outcome["summary"] for e in logged] == [str(n) for n in range(40)]
    finally:
        database.close()


WRITER = """
import sys
from models.ledger.startup import open_ledger
from models.ledger.games import games
from models.ledger.games.games import NewEvent

database = open_ledger(sys.argv[1])
for n in range(int(sys.argv[3])):
    games.record_event(
        database, int(sys.argv[2]), NewEvent("marker", outcome={"summary": sys.argv[4] + str(n)})
    )
print("done")
"""


def test_two_processes_writing_one_sqlite_file(tmp_path: Path, prepared_sqlite: Path) -> None:
    import shutil

    path = tmp_path / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, path)
    database = open_ledger(path)
    tc = [w.id for w in roster.list_warbands(database) if w.system == "trench-crusade"]
    game = games.create_game(database, NewGame("trench-crusade", "tc-1.6", tuple(tc)))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), str(game.id), "150", name],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for name in ("a", "b")
    ]
    # This process reads and writes meanwhile too, as the open window would.
    for n in range(30):
        games.record_event(database, game.id, NewEvent("marker", outcome={"summary": f"c{n}"}))
        games.game_state(database, game.id)
    results = [w.communicate(timeout=300) for w in writers]
    for (out, err), writer in zip(results, writers, strict=True):
        assert writer.returncode == 0 and out.strip() == "done", err
        assert "locked" not in err
    logged = games.events(database, game.id)
    database.close()
    assert [e.seq for e in logged] == list(range(1, 331))  # one log, no gaps, no repeats
    summaries = [e.outcome["summary"] for e in logged]
    for name, count in (("a", 150), ("b", 150), ("c", 30)):
        mine = [s for s in summaries if s[0] == name]
        assert mine == [f"{name}{n}" for n in range(count)]  # each writer's order kept


def test_a_writer_that_waits_too_long_gets_a_message_not_a_lock_error(
    tmp_path: Path, prepared_sqlite: Path
) -> None:
    """Another program holds the write lock past the busy timeout: the action is refused
    with words the user can act on."""
    import shutil
    import sqlite3

    from models.db import engine

    path = tmp_path / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, path)
    database = open_ledger(path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # someone else is writing, and does not stop
    original = engine.BUSY_TIMEOUT_MS
    try:
        engine.BUSY_TIMEOUT_MS = 200
        database.engine.dispose()  # connections with the short timeout
        band = roster.list_warbands(database)[0]
        version = roster.get_warband(database, band.id).version
        with pytest.raises(StorageError, match="another program is writing to it"):
            roster.rename_warband(database, band.id, version, "Waited")
    finally:
        engine.BUSY_TIMEOUT_MS = original
        holder.execute("ROLLBACK")
        holder.close()
        database.close()
