"""Crash safety (issue 11): a process running the real code is killed with SIGKILL at random
moments while it imports warbands (50 in one transaction) and while it records game events;
then the file is reopened. The goal: the database is sound, holds no partial warband and no
half event, and everything reported committed before the kill is there.

`make test` kills each a few times; `make soak` many times (WBL_CRASH_KILLS).
"""

from __future__ import annotations

import json
import os
import random
import selectors
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

KILLS = int(os.environ.get("WBL_CRASH_KILLS", "3"))
BATCH = 50

IMPORTER = """
import sys
from models.ledger.startup import open_ledger
from models.ledger.rosters.roster import get_warband, list_warbands
from models.ledger.files.warband_file import import_warbands, parse_warband, warband_document

database = open_ledger(sys.argv[1])
print("ready", flush=True)
pilgrims = next(w for w in list_warbands(database) if w.name.startswith("Pell"))
data = parse_warband(warband_document(get_warband(database, pilgrims.id)), "crash test")
done = 0
while True:
    import_warbands(database, [(data, "crash test")] * BATCH)
    done += 1
    print(done, flush=True)  # committed: the import call returned
""".replace("BATCH", str(BATCH))

RECORDER = """
import sys
from models.ledger.startup import open_ledger
from models.ledger.games import games
from models.ledger.rosters import roster
from models.ledger.games.games import NewEvent, NewGame

database = open_ledger(sys.argv[1])
tc = [w.id for w in roster.list_warbands(database) if w.system == "trench-crusade"]
game = games.create_game(database, NewGame("trench-crusade", "tc-1.6", tuple(tc)))
print("game", game.id, flush=True)
while True:
    event = games.record_event(
        database,
        game.id,
        NewEvent("marker", outcome={"summary": "x" * 500, "effects": [{"turn": 1}]}),
    )
    print(event.seq, flush=True)  # committed: record_event returned
"""


STARTUP_LIMIT = 300  # seconds a child may take to open the ledger on a very busy machine


def _run_and_kill(code: str, db: Path, seconds: float) -> list[str]:
    """Start the child, wait for its own first line (it has opened the ledger and is at
    work: no wall-clock guess of how long start-up takes on a busy machine), then kill it
    `seconds` later."""
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    child = subprocess.Popen(
        [sys.executable, "-c", code, str(db)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert child.stdout is not None
    with selectors.DefaultSelector() as waiting:
        waiting.register(child.stdout, selectors.EVENT_READ)
        started = waiting.select(timeout=STARTUP_LIMIT)
    first = child.stdout.readline() if started else ""
    if not first:
        child.kill()
        _, err = child.communicate(timeout=30)
        pytest.fail(f"the child did not start within {STARTUP_LIMIT} s: {err[-2000:]}")
    time.sleep(seconds)
    child.send_signal(signal.SIGKILL)
    out, err = child.communicate(timeout=30)
    assert child.returncode == -signal.SIGKILL, err
    return (first + out).split()


def _sound(db: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    return conn


@pytest.mark.parametrize("kill", range(KILLS))
def test_killed_in_the_middle_of_a_big_import(
    kill: int, tmp_path: Path, prepared_sqlite: Path
) -> None:
    db = tmp_path / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, db)
    conn = sqlite3.connect(db)
    members = conn.execute(
        "SELECT count(*) FROM members JOIN warbands ON warbands.id = members.warband_id "
        "WHERE warbands.name = 'Pellegrini di San Marco'"
    ).fetchone()[0]
    before = conn.execute("SELECT count(*) FROM warbands").fetchone()[0]
    conn.close()
    reported = _run_and_kill(IMPORTER, db, random.Random(kill).uniform(0.5, 4.0))
    assert reported[:1] == ["ready"]
    reported = reported[1:]

    conn = _sound(db)
    copies = (
        conn.execute(
            "SELECT count(*) FROM warbands WHERE name = 'Pellegrini di San Marco'"
        ).fetchone()[0]
        - 1
    )
    committed = int(reported[-1]) if reported else 0
    # Whole batches only, and at least every batch reported (one more may have committed
    # between its commit and its print).
    assert copies % BATCH == 0 and committed * BATCH <= copies <= (committed + 1) * BATCH
    partial = conn.execute(
        "SELECT warbands.id, count(members.id) FROM warbands "
        "LEFT JOIN members ON members.warband_id = warbands.id "
        "WHERE warbands.name = 'Pellegrini di San Marco' GROUP BY warbands.id"
    ).fetchall()
    assert all(n == members for _, n in partial), "a warband lost members"
    assert conn.execute("SELECT count(*) FROM warbands").fetchone()[0] == before + copies
    conn.close()


@pytest.mark.parametrize("kill", range(KILLS))
def test_killed_while_recording_game_events(
    kill: int, tmp_path: Path, prepared_sqlite: Path
) -> None:
    db = tmp_path / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, db)
    reported = _run_and_kill(RECORDER, db, random.Random(100 + kill).uniform(0.1, 3.0))
    assert reported[:1] == ["game"], "the child did not start"
    game_id, seqs = int(reported[1]), [int(s) for s in reported[2:]]

    conn = _sound(db)
    stored = conn.execute(
        "SELECT seq, outcome FROM game_events WHERE game_id = ? ORDER BY seq", (game_id,)
    ).fetchall()
    numbers = [seq for seq, _ in stored]
    assert numbers == list(range(1, len(numbers) + 1)), "a gap or a duplicate in the log"
    last = seqs[-1] if seqs else 0
    assert last <= len(numbers) <= last + 1  # every committed event; at most one unreported
    assert all(json.loads(outcome)["summary"] == "x" * 500 for _, outcome in stored)
    conn.close()
    # The app opens it as usual afterwards.
    from models.ledger.games.games import game_state
    from models.ledger.startup import open_ledger

    database = open_ledger(db)
    try:
        assert game_state(database, game_id).last_seq == len(numbers)
    finally:
        database.close()
