"""The window at league size (issue 11): the issue-5 database (10,000 warbands of 20 members,
1,000 games of 1,000 events) behind the warband list, its search, the games list and a game.
Each is set beside the ledger call underneath it, measured in the same run.

    .venv/bin/pytest tests/bench/test_scale_gui_bench.py --override-ini addopts= -q -s
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from gui.game.area import GamesArea
from gui.roster.area import RostersArea
from models.db import Database
from models.ledger.games import games
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from tests.bench.test_data_layer_bench import WARBANDS, _fill, median_ms

ROWS: list[str] = []


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Database]:
    path = tmp_path_factory.mktemp("league") / "league.sqlite"
    open_ledger(path).close()
    _fill(path)
    database = open_ledger(path)
    yield database
    database.close()


@pytest.fixture(scope="module", autouse=True)
def report() -> Iterator[None]:
    yield
    print("\n| what | ours (median) | the ledger call | ratio | goal |")
    print("|---|---|---|---|---|")
    for row in ROWS:
        print(row)


def record(what: str, ours: float, bare: float, goal: float) -> None:
    ROWS.append(
        f"| {what} | {ours:.1f} ms | {bare:.1f} ms | {ours / bare:.1f}× | ≤ {goal:.0f} ms "
        f"{'✔' if ours <= goal else '✘'} |"
    )
    assert ours <= goal, what


def test_the_warband_list_with_every_warband(qapp: QApplication, league: Database) -> None:
    area = RostersArea(None)

    def show() -> None:
        area.set_database(league)
        qapp.processEvents()

    ours = median_ms(show, 5)
    bare = median_ms(lambda: roster.list_warbands(league), 5)
    assert area.model.rowCount() >= WARBANDS
    record(f"show the list of {WARBANDS:,} warbands", ours, bare, 1000)
    typed = ["P", "Pe", "Pel", "Pell", "Pelle", ""]

    def keystrokes() -> None:
        for text in typed:
            area.search.setText(text)
            qapp.processEvents()

    per_key = median_ms(keystrokes, 5) / len(typed)
    names = [w.name for w in roster.list_warbands(league)]
    scan = median_ms(lambda: [n for n in names if "pell" in n.lower()], 5)
    record("search the list, per keystroke", per_key, scan, 100)


def test_the_games_list_and_a_long_game(qapp: QApplication, league: Database) -> None:
    area = GamesArea(None)

    def show() -> None:
        area.set_database(league)
        qapp.processEvents()

    ours = median_ms(show, 5)
    bare = median_ms(lambda: games.list_games(league), 5)
    assert area.model.rowCount() >= 1000
    record("show the list of 1,000 games", ours, bare, 500)
    game_id = area.model.summary(area.model.rowCount() - 1).id  # an old one: 1,000 events

    def open_game() -> None:
        view = area.open_game(game_id)
        assert view is not None
        qapp.processEvents()
        area.close_game(refresh=False)

    opened = median_ms(open_game, 5)
    state = median_ms(lambda: games.game_state(league, game_id), 5)
    record("open a game of 1,000 events (cards, state, log)", opened, state, 1000)
