"""No clipped text and no anonymous controls in the main views and the attack wizards, at
100 % and at 200 %, in English and in every translation (issue 12)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CHECK = r"""
import os, sys, shutil
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from gui.app import configure_application
from gui.layout_check import anonymous, clipped
from gui.main_window import MainWindow
from models.ledger.startup import open_ledger
from models.ledger.roster import list_warbands

configure_application(app)
from gui import i18n
translators = i18n.install(app, sys.argv[2])
database = open_ledger(sys.argv[1])
window = MainWindow(database)
window.resize(1280, 800)
window.show()
app.processEvents()
problems = []

def look(where):
    app.processEvents()
    problems.extend(f"{where}: {p}" for p in clipped(window) + anonymous(window))

look("warband list")
for name in ("Pellegrini di San Marco", "Gorbag's Mob", "Sant'Uffizio", "Oddział Kruk"):
    warband = next(w for w in list_warbands(database) if w.name == name)
    editor = window.rosters.open_warband(warband.id)
    editor.select_member(editor.view.members[-1].id)
    look(f"editor of {name}")
    window.rosters.close_editor()
window.show_area("catalogs")
look("catalogs")
from models.ledger.games import NewGame, create_game
for system in ("trench-crusade", "ninth-age", "dies-irae", "warzone"):
    pair = [w for w in list_warbands(database) if w.system == system]
    game = create_game(database, NewGame(system, pair[0].edition, (pair[0].id, pair[1].id)))
    window.show_area("games")
    view = window.games.open_game(game.id)
    look(f"{system} game")
    attacker = view.document.sides[0].members[-1]
    target = view.document.sides[1].members[-1]
    wizard = view.attack(attacker.id)
    wizard.resize(1100, 720)
    wizard.weapon_page.target.setCurrentIndex(wizard.weapon_page.target.findData(target.id))
    for page in range(4):
        app.processEvents()
        found = clipped(wizard) + anonymous(wizard)
        problems.extend(f"{system} attack wizard, page {page}: {p}" for p in found)
        if page == 2:  # the dice: the app rolls them
            wizard.dice_page.roll()
            app.processEvents()
        if page < 3:
            wizard.next()
    wizard.reject()
    window.games.close_game()
from models.ledger import campaigns, post_battle
from models.ledger.roster import get_warband
for summary in campaigns.list_campaigns(database):
    a, b = (get_warband(database, w.id) for w in list_warbands(database, summary.id))
    out = (a.members[0].id, a.members[-1].id)
    battle = campaigns.record_battle(database, campaigns.NewBattle(summary.id, (
        campaigns.NewSide(a.id, "win", out_of_action=out), campaigns.NewSide(b.id, "loss"))))
    window.show_area("campaigns")
    view = window.campaigns.open_campaign(summary.id)
    for tab in range(view.tabs.count()):
        view.tabs.setCurrentIndex(tab)
        look(f"{summary.system} campaign, tab {tab}")
    if summary.system == "trench-crusade":
        for step in range(6):
            dialog = view.open_post_battle(a.id)
            app.processEvents()
            found = clipped(dialog) + anonymous(dialog)
            problems.extend(f"post-battle step {step}: {p}" for p in found)
            dialog.reject()
            elite = {m.id: m.elite for m in a.members}
            for member_id in post_battle.pending_trauma(database, battle.id, a.id):
                dice = [6, 6] if elite[member_id] else [6]
                post_battle.trauma(database, battle.id, a.id, member_id, dice)
            post_battle.next_step(database, battle.id, a.id)
    window.campaigns.close_campaign()
print("\n".join(problems) or "OK")
"""


@pytest.mark.parametrize(
    ("scale", "language"), [("1", "en"), ("2", "en"), ("1", "it"), ("1", "pl"), ("1", "ru")]
)
def test_views_fit_at_1280_by_800(
    scale: str, language: str, tmp_path: Path, prepared_sqlite: Path
) -> None:
    """Requirement: no clipped text at 1280×800 and at 200 % scaling, in every language (a
    fresh process each: Qt reads the scale factor once, translators are process-wide)."""
    database = tmp_path / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, database)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": scale}
    result = subprocess.run(
        [sys.executable, "-c", CHECK, str(database), language],
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "OK"


def test_the_checker_finds_clipped_text_and_anonymous_inputs(qtbot: object) -> None:
    from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget

    from gui.layout_check import anonymous, clipped

    root = QWidget()
    layout = QVBoxLayout(root)
    label = QLabel("A rather long label that will not fit")
    unnamed, named = QLineEdit(), QLineEdit()
    named.setAccessibleName("Name")
    for widget in (label, unnamed, named):
        layout.addWidget(widget)
    root.show()
    label.setFixedWidth(20)
    assert clipped(root) and "A rather long label" in clipped(root)[0]
    assert anonymous(root) == ["QLineEdit ''"]
    label.setFixedWidth(label.sizeHint().width())
    assert clipped(root) == []
    root.close()
