"""A game log edited by hand (issue 34, 7): every stored event is read through the typed
reader (models/ledger/games/event_rows.py); a bad one is named — game, sequence number, field — and
left out, never a traceback, in `game show`, `attack`, `mark`, `next-turn`, `undo` and the
game report."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from models.ledger.games import games
from models.ledger.games.event_rows import DAMAGED
from models.ledger.startup import open_ledger
from tests.test_cli import run

EDIT = "UPDATE game_events SET {} WHERE game_id = ? AND seq = ?"
# (the change, the event it is made to, the field the message names)
EDITS = [
    ("outcome = 'not json'", 1, "outcome"),
    ("outcome = '[1, 2]'", 1, "outcome"),
    ("outcome = 'null'", 2, "outcome"),
    ("outcome = json_set(outcome, '$.effects', 'x')", 1, "effects"),
    ("outcome = json_set(outcome, '$.effects[0]', 'x')", 1, "effects[0]"),
    ("outcome = json_set(outcome, '$.effects[0].member', 'abc')", 1, "member"),
    ("outcome = json_remove(outcome, '$.effects[0].member')", 1, "member"),
    ("outcome = json_set(outcome, '$.effects[0].delta', 'x')", 2, "delta"),
    ("outcome = json_set(outcome, '$.effects[0].delta', 2.5)", 2, "delta"),
    ("outcome = json_set(outcome, '$.effects[0].turn', 'two')", 3, "turn"),
    ("outcome = json_set(outcome, '$.effects[0].turn', -5)", 3, "turn"),
    ("outcome = json_set(outcome, '$.effects[1].value', 'yes')", 1, "value"),
    ("outcome = json_set(outcome, '$.steps', 5)", 1, "steps"),
    ("outcome = json_set(outcome, '$.summary', 123)", 1, "summary"),
    ("spec = 'not json'", 1, "spec"),
    ("dice = '[1, \"a\"]'", 1, "dice"),
    ("turn = 'abc'", 2, "turn"),
    ("undone = 'yes'", 1, "undone"),
    ("created_at = 'garbage'", 1, "created_at"),
    ("seq = 'abc'", 2, "seq"),
]


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory, prepared_sqlite: Path) -> tuple[Path, str]:
    """A Trench Crusade game with an attack, a marker, a new turn and an undone attack."""
    path = tmp_path_factory.mktemp("played") / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, path)
    db = str(path)
    game_id = str(json.loads(_ok(db, "game", "new", "--warband", "1", "--warband", "2"))["game_id"])
    for step in (
        ["attack", game_id, "--attacker", "18", "--weapon", "eq_boltactionrifle", "--target", "1"],
        ["mark", game_id, "--model", "1", "--set", "blood=2", "--set", "down=true"],
        ["next-turn", game_id],
        ["attack", game_id, "--attacker", "1", "--weapon", "eq_swordaxe", "--target", "19"],
        ["undo", game_id],
    ):
        _ok(db, "game", *step, *(["--seed", "5"] if step[0] == "attack" else []))
    return path, game_id


def _ok(db: str, *args: str) -> str:
    result = run(*args, "--json", "--db", db) if args[0] == "game" else run(*args, "--db", db)
    assert result.returncode == 0, (args, result.stderr)
    return result.stdout


@pytest.mark.parametrize(("change", "seq", "field"), EDITS)
def test_a_hand_edited_event_is_named_and_left_out(
    change: str, seq: int, field: str, played: tuple[Path, str], tmp_path: Path
) -> None:
    base, game_id = played
    db = tmp_path / "edited.sqlite"
    shutil.copyfile(base, db)
    with sqlite3.connect(db) as conn:
        conn.execute(EDIT.format(change), (int(game_id), seq))
    conn.close()

    shown = run("game", "show", game_id, "--json", "--db", str(db))
    assert shown.returncode == 0, shown.stderr
    damaged = json.loads(shown.stdout)["damaged"]
    assert len(damaged) == 1 and field in damaged[0] and f"game {game_id}" in damaged[0]
    assert "warning:" in shown.stderr
    for step in (
        ["game", "mark", game_id, "--model", "1", "--set", "blood=3"],
        [
            "game",
            "attack",
            game_id,
            "--attacker",
            "18",
            "--weapon",
            "eq_boltactionrifle",
            "--target",
            "2",
            "--seed",
            "3",
        ],  # fmt: skip
        ["game", "next-turn", game_id],
        ["game", "undo", game_id],
        ["export", "report", game_id, "-o", str(tmp_path / "report.pdf")],
    ):
        result = run(*step, "--db", str(db))
        assert result.returncode == 0, (step, result.stderr)
        assert "Traceback" not in result.stderr
    database = open_ledger(db)
    try:
        logged = games.events(database, int(game_id))
        state = games.game_state(database, int(game_id))
    finally:
        database.close()
    assert [e.kind for e in logged].count(DAMAGED) == 1
    assert state.of(1).counters["blood"] == 3  # what was set after the damage holds
