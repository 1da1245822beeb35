"""Commands on one game started together (issue 34, 3): every event is decided from the log
as it is under the write lock that appends it. Many `game mark --set` and `game next-turn`
processes at once, on SQLite and PostgreSQL; then the log, replayed, says what each process
was told: one "Turn N begins" for each N, every marker at the value that was set."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

from models.ledger.games import games
from models.ledger.startup import open_ledger
from models.table.game_log import project
from tests.test_cli import SCRIPT, run

# `make soak` (docs/reliability.md): WBL_RACE_COMMANDS=100, a hundred of each kind.
TURNS = int(os.environ.get("WBL_RACE_COMMANDS", "6"))
MARKS = tuple(1 + (7 * n) % 6 for n in range(TURNS))  # every value from 1 to 6, mixed
PARALLEL = 12  # processes running at once


def _cli(db: str, *args: str) -> dict[str, Any]:
    result = run("game", *args, "--json", "--db", db)
    assert result.returncode == 0, result.stderr
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def test_marks_and_turns_started_together_are_each_decided_from_the_log(db_url: str) -> None:
    game_id = str(_cli(db_url, "new", "--warband", "1", "--warband", "2")["game_id"])
    model = str(_cli(db_url, "show", game_id)["models"][0]["member_id"])
    commands = [["next-turn", game_id] for _ in range(TURNS)] + [
        ["mark", game_id, "--model", model, "--set", f"blood={value}"] for value in MARKS
    ]
    commands = [commands[i // 2 + (i % 2) * len(commands) // 2] for i in range(len(commands))]
    told: dict[int, tuple[list[str], str]] = {}
    for first in range(0, len(commands), PARALLEL):
        batch = commands[first : first + PARALLEL]  # turns and marks interleaved
        started = [
            subprocess.Popen(
                [str(SCRIPT), "game", *command, "--json", "--db", db_url],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=os.environ.copy(),
            )
            for command in batch
        ]
        for command, process in zip(batch, started, strict=True):
            out, err = process.communicate(timeout=240)
            assert process.returncode == 0, err
            said = json.loads(out)
            assert said["event_id"] not in told  # no two processes were told the same event
            told[said["event_id"]] = (command, said["summary"])

    database = open_ledger(db_url)
    try:
        logged = games.events(database, int(game_id))
        system = games.get_game(database, int(game_id)).system
    finally:
        database.close()
    assert [e.seq for e in logged] == sorted(told) == list(range(1, len(commands) + 1))
    rows: list[tuple[Any, ...]] = []
    turns_begun = []
    for event in logged:
        command, summary = told[event.seq]
        assert event.outcome["summary"] == summary  # the log says what the process said
        rows.append((event.seq, event.outcome, event.undone, event.kind))
        state = project(int(game_id), system, rows)
        if command[0] == "next-turn":
            turns_begun.append(state.turn)
            assert summary == f"Turn {state.turn} begins"
        else:
            value = int(command[-1].partition("=")[2])
            assert state.of(int(model)).counters.get("blood", 0) == value  # set, not "+0"
    assert turns_begun == list(range(2, TURNS + 2))  # no turn lost, none begun twice


def test_an_event_decided_from_an_old_state_is_not_recorded(ledger: Path) -> None:
    """The ledger's own check, without processes: a table read before another writer's
    event records nothing (GameMoved), and the same step decided again records right."""
    import pytest

    from models.ledger.games import play
    from models.table.errors import GameMoved

    game_id = int(_cli(str(ledger), "new", "--warband", "1", "--warband", "2")["game_id"])
    database = open_ledger(ledger)
    try:
        mine = play.load_table(database, game_id)
        theirs = play.load_table(database, game_id)
        play.record(database, theirs, play.turn_event(theirs))
        with pytest.raises(GameMoved, match="recorded elsewhere"):
            play.record(database, mine, play.turn_event(mine))
        assert [e.outcome["summary"] for e in games.events(database, game_id)] == ["Turn 2 begins"]
        again = play.refreshed(database, mine)
        play.record(database, again, play.turn_event(again))
        assert games.game_state(database, game_id).turn == 3
    finally:
        database.close()


def test_two_windows_on_one_game_the_stale_one_records_nothing_and_shows_the_game(
    qapp: object, ledger: Path
) -> None:
    """The window included: a laptop's game view whose table is older than the log (the
    other window started turn 2) records nothing, says so, and shows the game as it is."""
    from gui.game.document import GameDocument

    game_id = int(_cli(str(ledger), "new", "--warband", "1", "--warband", "2")["game_id"])
    first, second = open_ledger(ledger), open_ledger(ledger)
    try:
        mine, theirs = GameDocument(first, game_id), GameDocument(second, game_id)
        said: list[str] = []
        mine.failed.connect(said.append)
        model = mine.sides[0].members[0].id
        theirs.next_turn()
        mine.set_counter(model, "blood", 1)  # decided from turn 1's table: refused
        assert said and "recorded elsewhere" in said[0]
        assert mine.state.turn == 2 and mine.undo_stack.count() == 0  # reloaded, nothing done
        mine.set_counter(model, "blood", 1)  # decided again from the log as it is
        assert mine.state.of(model).counters["blood"] == 1
        assert [e.kind for e in games.events(first, game_id)] == ["turn", "marker"]
    finally:
        first.close()
        second.close()
