"""The game event log: append-only, undo/redo as events, state as a projection."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest

from models.db import Database
from models.ledger.games import games
from models.ledger.games.games import NewEvent, NewGame
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from models.table.errors import InvalidInput, NotFound, StaleEdit
from models.table.views import GameSummary, WarbandView


def _demo_pair(db: Database) -> tuple[WarbandView, WarbandView]:
    tc = [w for w in roster.list_warbands(db) if w.system == "trench-crusade"]
    first, second = (roster.get_warband(db, w.id) for w in tc)
    return first, second


def _game(db: Database) -> tuple[GameSummary, int, int]:
    a, b = _demo_pair(db)
    game = games.create_game(
        db, NewGame("trench-crusade", "tc-1.6", (a.id, b.id), scenario="Hold the ruins")
    )
    return game, a.members[0].id, b.members[0].id


def blood(member: int, delta: int) -> dict[str, object]:
    return {"member": member, "counter": "blood", "delta": delta}


def test_a_game_lists_its_warbands(db: Database) -> None:
    game, _, _ = _game(db)
    a, b = _demo_pair(db)
    sides = games.participants(db, game.id)
    assert [p.member_ids for p in sides] == [
        tuple(sorted(m.id for m in a.members)),
        tuple(sorted(m.id for m in b.members)),
    ]
    chosen = games.create_game(
        db,
        NewGame("trench-crusade", "tc-1.6", (a.id, b.id), members={a.id: (a.members[0].id,)}),
    )
    assert games.participants(db, chosen.id)[0].member_ids == (a.members[0].id,)
    with pytest.raises(InvalidInput, match="not all of them"):
        games.create_game(
            db, NewGame("trench-crusade", "tc-1.6", (a.id, b.id), members={a.id: (999999,)})
        )
    listed = games.list_games(db)
    assert (listed[0].id, listed[0].scenario, listed[0].status) == (
        game.id,
        "Hold the ruins",
        "in_progress",
    )
    assert len(listed[0].warbands) == 2
    with pytest.raises(InvalidInput, match="two warbands"):
        games.create_game(db, NewGame("trench-crusade", "tc-1.6", (1,)))


def test_events_are_numbered_and_state_is_their_projection(db: Database) -> None:
    game, attacker, target = _game(db)
    first = games.record_event(
        db,
        game.id,
        NewEvent(
            "attack",
            actor_member_id=attacker,
            target_member_id=target,
            spec={"characteristic": 1},
            dice=[6, 5, 4, 3],
            seed=1234,
            outcome={"result": "minor_hit", "effects": [blood(target, 1)]},
        ),
    )
    second = games.record_event(
        db,
        game.id,
        NewEvent(
            "marker", outcome={"effects": [blood(target, 2), {"member": target, "flag": "down"}]}
        ),
    )
    assert (first.seq, second.seq) == (1, 2)
    assert (first.dice, first.seed, first.spec) == ([6, 5, 4, 3], 1234, {"characteristic": 1})
    state = games.game_state(db, game.id)
    assert state.of(target).counters == {"blood": 3}
    assert state.of(target).flags == {"down"}
    assert state.of(attacker).counters == {}


def test_blood_is_capped_at_six_and_never_negative(db: Database) -> None:
    """TC-K1: at most six BLOOD markers; spending never goes below none."""
    game, _, target = _game(db)
    games.record_event(db, game.id, NewEvent("marker", outcome={"effects": [blood(target, 5)]}))
    games.record_event(db, game.id, NewEvent("marker", outcome={"effects": [blood(target, 4)]}))
    assert games.game_state(db, game.id).of(target).counters["blood"] == 6
    games.record_event(db, game.id, NewEvent("spend", outcome={"effects": [blood(target, -9)]}))
    assert games.game_state(db, game.id).of(target).counters["blood"] == 0


def test_undo_and_redo_append_events_and_change_the_projection(db: Database) -> None:
    game, _, target = _game(db)
    games.record_event(db, game.id, NewEvent("marker", outcome={"effects": [blood(target, 1)]}))
    games.record_event(db, game.id, NewEvent("marker", outcome={"effects": [blood(target, 2)]}))
    undo = games.undo_event(db, game.id)
    assert (undo.kind, undo.seq, undo.undoes_seq) == ("undo", 3, 2)
    assert games.game_state(db, game.id).of(target).counters == {"blood": 1}
    redo = games.redo_event(db, game.id)
    assert (redo.kind, redo.seq, redo.undoes_seq) == ("redo", 4, 2)
    assert games.game_state(db, game.id).of(target).counters == {"blood": 3}
    games.undo_event(db, game.id, 1)
    assert games.game_state(db, game.id).of(target).counters == {"blood": 2}
    with pytest.raises(InvalidInput, match="already undone"):
        games.undo_event(db, game.id, 1)
    log = games.events(db, game.id)
    assert [(e.seq, e.kind, e.undone) for e in log] == [
        (1, "marker", True),
        (2, "marker", False),
        (3, "undo", False),
        (4, "redo", False),
        (5, "undo", False),
    ]


def test_a_new_turn_clears_activations(db: Database) -> None:
    game, attacker, _ = _game(db)
    activate = {"member": attacker, "flag": "activated"}
    games.record_event(db, game.id, NewEvent("activate", outcome={"effects": [activate]}))
    assert games.game_state(db, game.id).of(attacker).flags == {"activated"}
    turn = games.record_event(db, game.id, NewEvent("turn", outcome={"effects": [{"turn": 2}]}))
    assert turn.turn == 2
    state = games.game_state(db, game.id)
    assert (state.turn, state.of(attacker).flags) == (2, frozenset())
    later = games.record_event(db, game.id, NewEvent("activate", outcome={"effects": [activate]}))
    assert later.turn == 2  # events carry the current turn


def test_malformed_effects_are_refused_and_nothing_is_appended(db: Database) -> None:
    game, _, target = _game(db)
    for effects in (
        ["nonsense"],
        [{"counter": "blood", "delta": 1}],
        [{"member": target, "counter": "blood", "delta": "two"}],
        [{"member": target}],
        [{"turn": 0}],
    ):
        with pytest.raises(InvalidInput):
            games.record_event(db, game.id, NewEvent("marker", outcome={"effects": effects}))
    with pytest.raises(InvalidInput):
        games.record_event(db, game.id, NewEvent("undo"))
    with pytest.raises(NotFound):
        games.record_event(db, 999999, NewEvent("marker"))
    assert games.events(db, game.id) == []


def test_finishing_a_game_checks_its_version(db: Database) -> None:
    game, _, _ = _game(db)
    done = games.finish_game(db, game.id, game.version, 0, "won on the last turn", {0: 3, 1: 1})
    assert (done.status, done.version) == ("finished", game.version + 1)
    sides = games.participants(db, game.id)
    assert [(p.outcome, p.victory_points) for p in sides] == [("win", 3), ("loss", 1)]
    with pytest.raises(StaleEdit):
        games.finish_game(db, game.id, game.version, 1)
    with pytest.raises(InvalidInput, match="no side 5"):
        games.finish_game(db, game.id, done.version, 5)


def _in_threads(count: int, work: Callable[[int], None]) -> None:
    failures: list[BaseException] = []

    def run(index: int) -> None:
        try:
            work(index)
        except BaseException as exc:  # reported below
            failures.append(exc)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []


def test_writers_on_one_game_get_distinct_ordered_numbers(db_url: str) -> None:
    """Two laptops appending to the same game at once: every event kept, numbered 1..n."""
    setup = open_ledger(db_url)
    game, _, target = _game(setup)
    setup.close()

    def writer(index: int) -> None:
        database = open_ledger(db_url)
        try:
            for n in range(10):
                games.record_event(
                    database,
                    game.id,
                    NewEvent("marker", outcome={"writer": index, "n": n, "effects": []}),
                )
        finally:
            database.close()

    _in_threads(3, writer)
    check = open_ledger(db_url)
    log = games.events(check, game.id)
    check.close()
    assert [e.seq for e in log] == list(range(1, 31))
    for index in range(3):
        mine = [e.outcome["n"] for e in log if e.outcome["writer"] == index]
        assert mine == list(range(10))  # each writer's own events stay in its order
