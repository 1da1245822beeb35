"""The game view's waits: the odds page after toggling an input, and opening a long game.

Each beside the plain work under it in the same run: the rules core's odds for the same spec,
and the ledger's projection of the same log."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication, QCheckBox

from gui.game.view import GameView
from gui.main_window import MainWindow
from models.ledger.games import games
from models.ledger.games.games import NewEvent, NewGame
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from models.rules.spec import from_mapping
from models.systems.trench_crusade.attack import clear_caches
from models.systems.trench_crusade.odds import tc_odds
from models.systems.trench_crusade.spec import TCAttackSpec


def median_ms(fn: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def test_odds_follow_a_toggled_input_and_a_long_game_opens_fast(
    qapp: QApplication, tmp_path_factory: pytest.TempPathFactory
) -> None:
    database = open_ledger(tmp_path_factory.mktemp("game") / "ledger.sqlite")
    tc = [w for w in roster.list_warbands(database) if w.system == "trench-crusade"]
    game = games.create_game(database, NewGame("trench-crusade", "tc-1.6", (tc[0].id, tc[1].id)))
    members = [m for w in tc for m in roster.get_warband(database, w.id).members]
    for n in range(500):
        target = members[n % len(members)]
        games.record_event(
            database,
            game.id,
            NewEvent(
                "marker",
                actor_member_id=target.id,
                outcome={
                    "summary": f"event {n}",
                    "effects": [{"member": target.id, "counter": "blood", "delta": 1 - n % 3}],
                },
            ),
        )
    window = MainWindow(database)
    window.resize(1280, 800)
    window.show()
    window.show_area("games")

    def open_game() -> None:
        view = window.games.open_game(game.id)
        assert view is not None and len(view.document.events) == 500
        qapp.processEvents()

    open_game()
    opened = median_ms(open_game, 10)
    projected = median_ms(lambda: games.game_state(database, game.id), 10)

    view = window.games.view
    assert isinstance(view, GameView)
    wizard = view.attack(view.document.sides[0].members[5].id)
    wizard.next()
    box = wizard.odds_page.form.inputs["cover"]
    assert isinstance(box, QCheckBox)

    def toggle() -> None:
        clear_caches()  # every toggle from cold caches: the worst case
        box.toggle()
        qapp.processEvents()

    toggled = median_ms(toggle, 40)
    assert wizard.plan is not None
    spec = from_mapping(TCAttackSpec, dict(wizard.plan.spec))

    def core() -> None:
        clear_caches()
        tc_odds(spec)

    bare = median_ms(core, 40)
    wizard.reject()
    window.close()
    print(
        f"\nopen a 500-event game: {opened:.0f} ms (goal < 1000 ms); "
        f"the projection alone {projected:.1f} ms\n"
        f"odds page after toggling Cover: {toggled:.1f} ms (goal ≤ 5 ms, issue 21); "
        f"the rules core's odds alone {bare:.2f} ms ({toggled / bare:.1f}×)"
    )
    assert opened < 1000 and toggled <= 5
