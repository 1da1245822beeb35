"""The data layer at league size: 10,000 warbands × 20 members and 1,000,000 game events.

Each ledger action is timed as the median of many runs and set beside the same work done
with bare sqlite3 on the same file in the same run (the floor any implementation pays), so
the table shows our overhead as a ratio as well as the absolute goal.
"""

from __future__ import annotations

import json
import random
import sqlite3
import statistics
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from models.db import Database
from models.ledger.games import games
from models.ledger.games.games import NewEvent
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger

WARBANDS = 10_000
MEMBERS = 20
GAMES = 1_000
EVENTS_PER_GAME = 1_000
KIT = {
    "md_warprophet": ("eq_pistolrevolver", "eq_swordaxe", "eq_standardarmour"),
    "md_castigator": ("eq_scourgewhipflail", "eq_standardarmour"),
    "md_stigmaticnun": ("eq_swordaxe",),
    "md_trenchpilgrim": ("eq_boltactionrifle", "eq_trenchclub"),
}
LINE_UP = ["md_warprophet", "md_castigator"] + ["md_stigmaticnun"] * 3 + ["md_trenchpilgrim"] * 15


def median_ms(fn: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def _fill(path: Path) -> None:
    """Bulk rows with bare sqlite3 (building the data is not what is measured)."""
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = WAL")
    now = "2026-12-02 12:00:00.000000"
    first_warband = conn.execute("SELECT coalesce(max(id), 0) + 1 FROM warbands").fetchone()[0]
    first_member = conn.execute("SELECT coalesce(max(id), 0) + 1 FROM members").fetchone()[0]
    warbands: list[tuple[object, ...]] = []
    members: list[tuple[object, ...]] = []
    items: list[tuple[object, ...]] = []
    member_id = first_member
    for w in range(WARBANDS):
        wid = first_warband + w
        warbands.append(
            (
                wid,
                f"Warband {w:05d}",
                "trench-crusade",
                "tc-1.6",
                "fc_trenchpilgrim",
                "",
                700,
                0,
                0,
                690,
                20,
                0,
                now,
                now,
                1,
            )
        )
        for position, model in enumerate(LINE_UP):
            members.append(
                (
                    member_id,
                    wid,
                    position,
                    f"Member {position}",
                    model,
                    1,
                    0,
                    "[]",
                    "[]",
                    "active",
                    "",
                )
            )
            items.extend((member_id, i, key) for i, key in enumerate(KIT[model]))
            member_id += 1
    conn.executemany(
        "INSERT INTO warbands (id, name, system_id, edition_id, faction_key, notes, budget, "
        "ducat_bank, glory_bank, cost_total, model_count, warning_count, created_at, "
        "updated_at, version) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
        warbands,
    )
    conn.executemany(
        "INSERT INTO members (id, warband_id, position, name, model_key, size, experience, "
        "skills, battle_scars, status, notes) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        members,
    )
    conn.executemany(
        "INSERT INTO member_items (member_id, position, item_key) VALUES (?,?,?)", items
    )
    rng = random.Random(7)
    for g in range(GAMES):
        a, b = first_warband + 2 * g, first_warband + 2 * g + 1
        gid = conn.execute(
            "INSERT INTO games (system_id, edition_id, played_on, scenario, status, result, "
            "created_at, updated_at, version) VALUES ('trench-crusade', 'tc-1.6', "
            "'2026-12-01', ?, 'finished', '{}', ?, ?, 1)",
            (f"Game {g}", now, now),
        ).lastrowid
        conn.executemany(
            "INSERT INTO game_participants (game_id, warband_id, warband_name, side, "
            "victory_points) VALUES (?,?,?,?,0)",
            [(gid, a, f"Warband {a}", 0), (gid, b, f"Warband {b}", 1)],
        )
        targets = [first_member + (b - first_warband) * MEMBERS + i for i in range(MEMBERS)]
        rows = []
        for seq in range(1, EVENTS_PER_GAME + 1):
            target = rng.choice(targets)
            outcome = {
                "result": "minor_hit",
                "effects": [{"member": target, "counter": "blood", "delta": 1}],
            }
            rows.append(
                (
                    gid,
                    seq,
                    1 + seq // 100,
                    "attack",
                    target,
                    '{"characteristic": 1}',
                    "[4, 5, 2, 3]",
                    json.dumps(outcome),
                    0,
                    now,
                )
            )
        conn.executemany(
            "INSERT INTO game_events (game_id, seq, turn, kind, target_member_id, spec, dice, "
            "outcome, undone, created_at) VALUES (?,?,?,?,?,?,?,?,?,?)",
            rows,
        )
    conn.commit()
    conn.execute("ANALYZE")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # as after any quiet moment of the app
    conn.close()


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Database, Path]]:
    path = tmp_path_factory.mktemp("league") / "league.sqlite"
    open_ledger(path).close()  # schema, catalogs, demo
    start = time.perf_counter()
    _fill(path)
    print(
        f"\nbuilt {WARBANDS} warbands and {GAMES * EVENTS_PER_GAME} events in "
        f"{time.perf_counter() - start:.1f} s ({path.stat().st_size / 1e6:.0f} MB)"
    )
    database = open_ledger(path)
    yield database, path
    database.close()


ROWS: list[str] = []


@pytest.fixture(scope="module", autouse=True)
def report() -> Iterator[None]:
    yield
    print("\n| what | ours (median) | bare sqlite3 (median) | ratio | goal |")
    print("|---|---|---|---|---|")
    for row in ROWS:
        print(row)


def record(what: str, ours: float, bare: float, goal: float) -> None:
    verdict = "✔" if ours <= goal else "✘"
    ROWS.append(
        f"| {what} | {ours:.2f} ms | {bare:.2f} ms | {ours / bare:.1f}× | ≤ {goal:g} ms {verdict} |"
    )
    assert ours <= goal


def test_open_one_roster_with_costs_and_validation(league: tuple[Database, Path]) -> None:
    database, path = league
    ids = [w.id for w in roster.list_warbands(database) if w.name.startswith("Warband")]
    rng = random.Random(1)
    sample = [rng.choice(ids) for _ in range(200)]
    view = roster.get_warband(database, sample[0])
    assert len(view.members) == MEMBERS and view.totals.cost("ducats") > 0
    picks = iter(sample)
    ours = median_ms(lambda: roster.get_warband(database, next(picks)), 200)
    conn = sqlite3.connect(path)
    bare_picks = iter(sample)

    def bare() -> None:
        wid = next(bare_picks)
        conn.execute("SELECT * FROM warbands WHERE id = ?", (wid,)).fetchall()
        members = conn.execute("SELECT * FROM members WHERE warband_id = ?", (wid,)).fetchall()
        ids = ",".join(str(m[0]) for m in members)
        conn.execute(f"SELECT * FROM member_items WHERE member_id IN ({ids})").fetchall()

    theirs = median_ms(bare, 200)
    conn.close()
    record("open one roster (20 members) with costs and validation", ours, theirs, 50)


def test_list_all_warbands(league: tuple[Database, Path]) -> None:
    database, path = league
    assert len(roster.list_warbands(database)) >= WARBANDS
    ours = median_ms(lambda: roster.list_warbands(database), 15)
    conn = sqlite3.connect(path)
    sql = (
        "SELECT id, name, system_id, edition_id, faction_key, campaign_id, cost_total, "
        "model_count, warning_count, updated_at FROM warbands ORDER BY lower(name), id"
    )
    theirs = median_ms(lambda: conn.execute(sql).fetchall(), 15)
    conn.close()
    record(f"list all {WARBANDS:,} warbands (name, cost, models, warnings)", ours, theirs, 200)


def test_append_an_event(league: tuple[Database, Path]) -> None:
    database, path = league
    game_id = games.list_games(database)[-1].id
    effect = {"effects": [{"member": 1, "counter": "blood", "delta": 1}]}
    ours = median_ms(
        lambda: games.record_event(
            database, game_id, NewEvent("attack", dice=[3, 4], outcome=effect)
        ),
        300,
    )
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    counter = iter(range(10**6, 2 * 10**6))

    def bare() -> None:
        conn.execute("BEGIN IMMEDIATE")
        conn.execute(
            "INSERT INTO game_events (game_id, seq, turn, kind, dice, outcome, undone, "
            "created_at) VALUES (?, ?, 1, 'attack', '[3, 4]', ?, 0, '2026-12-02')",
            (game_id, next(counter), json.dumps(effect)),
        )
        conn.execute("COMMIT")

    theirs = median_ms(bare, 300)
    conn.close()
    record("append one event to a game (one committed transaction)", ours, theirs, 5)


def test_project_a_game_from_its_log(league: tuple[Database, Path]) -> None:
    database, path = league
    ids = [g.id for g in games.list_games(database)][:GAMES]
    state = games.game_state(database, ids[0])
    assert state.last_seq == EVENTS_PER_GAME
    assert all(0 <= m.counters["blood"] <= 6 for m in state.models.values())
    picks = iter(ids * 2)
    ours = median_ms(lambda: games.game_state(database, next(picks)), 100)
    conn = sqlite3.connect(path)
    bare_picks = iter(ids * 2)

    def bare() -> None:
        rows = conn.execute(
            "SELECT seq, outcome, undone, kind FROM game_events WHERE game_id = ? ORDER BY seq",
            (next(bare_picks),),
        ).fetchall()
        for row in rows:
            json.loads(row[1])

    theirs = median_ms(bare, 100)
    conn.close()
    record(f"project a game's state from {EVENTS_PER_GAME:,} events", ours, theirs, 50)
