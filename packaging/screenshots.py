"""Save screenshots of the application's windows to docs/screenshots/ (offscreen, no display).

Run with `.venv/bin/python packaging/screenshots.py`; look at the PNGs after every GUI change.
Uses a throwaway database and settings folder, never the user's own.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QSize, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

DOCS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
WINDOW_SIZE = QSize(1100, 720)


LANGUAGE = "en"  # set by --lang: translated screenshots go to docs/screenshots/<language>/


def save(widget: QWidget, name: str) -> None:
    folder = DOCS if LANGUAGE == "en" else DOCS / LANGUAGE
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{name}.png"
    if not widget.grab().save(str(target)):
        raise OSError(f"could not write {target}")
    print(target)


def main() -> int:
    global LANGUAGE
    if "--hidpi" in sys.argv:
        return hidpi()
    if "--lang" in sys.argv:
        LANGUAGE = sys.argv[sys.argv.index("--lang") + 1]
        shoot_all()
        return 0
    shoot_all()
    # More processes: at 200 % (Qt reads the scale factor once per process), and in each
    # language (translators are installed for the whole process).
    env = {**os.environ, "QT_SCALE_FACTOR": "2"}
    status = subprocess.run([sys.executable, __file__, "--hidpi"], env=env, check=False)
    for code in ("it", "pl", "ru"):
        subprocess.run([sys.executable, __file__, "--lang", code], check=True)
    return status.returncode


def hidpi() -> int:
    """The warband editor at 200 % scaling, to look for clipped text."""
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["XDG_DATA_HOME"] = str(Path(scratch) / "data")
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, scratch)
        app = QApplication(sys.argv)

        from gui.app import configure_application
        from gui.main_window import MainWindow
        from models.ledger.roster import list_warbands
        from models.ledger.startup import open_ledger

        configure_application(app)
        database = open_ledger(Path(scratch) / "demo.sqlite")
        window = MainWindow(database)
        window.resize(QSize(1280, 800))
        window.show()
        warband = next(w for w in list_warbands(database) if w.system == "trench-crusade")
        window.rosters.open_warband(warband.id)
        app.processEvents()
        save(window, "warband-editor-200-percent")
        window.close()
    return 0


def shoot_all() -> None:
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["XDG_DATA_HOME"] = str(Path(scratch) / "data")
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, scratch)
        app = QApplication(sys.argv)

        from gui.about_dialog import AboutDialog
        from gui.app import configure_application
        from gui.main_window import MainWindow
        from gui.roster.new_warband import NewWarbandDialog
        from gui.roster.pickers import PickerDialog, item_rows, model_rows
        from gui.settings_dialog import SettingsDialog
        from models.ledger.campaigns import list_campaigns
        from models.ledger.games import NewGame, create_game
        from models.ledger.roster import list_warbands
        from models.ledger.startup import open_ledger

        configure_application(app)
        from gui import i18n

        app.setProperty("translators", i18n.install(app, LANGUAGE))
        database = open_ledger(Path(scratch) / "demo.sqlite")
        window = MainWindow(database)
        window.resize(WINDOW_SIZE)
        window.show()
        app.processEvents()
        save(window, "rosters")
        pilgrims = next(
            w.id for w in list_warbands(database) if w.name == "Pellegrini di San Marco"
        )
        editor = window.rosters.open_warband(pilgrims)
        assert editor is not None
        pilgrim = next(m for m in editor.view.members if m.model_key == "md_trenchpilgrim")
        ref = editor.document.ref(pilgrim.id)
        editor.document.equip(ref, "eq_greatswordaxe")  # two-handed next to a club: RC-5
        editor.select_member(pilgrim.id)
        app.processEvents()
        save(window, "warband-editor")
        picker = PickerDialog(
            "Equip " + pilgrim.name,
            ["Item", "Kind", "Range", "Effects", "Keywords", "Cost", "Left", "Hands", "Warnings"],
            item_rows(editor.document.catalog, editor.view, editor.view.member(pilgrim.id)),
            window,
        )
        picker.show()
        app.processEvents()
        save(picker, "equipment-picker")
        picker.close()
        models = PickerDialog(
            "Add a Member",
            ["Model type", "Cost", "Min–max", "Profile", "Keywords"],
            model_rows(editor.document.catalog, editor.view),
            window,
        )
        models.show()
        app.processEvents()
        save(models, "model-picker")
        models.close()
        window.rosters.close_editor()
        ninth = next(w.id for w in list_warbands(database) if w.system == "ninth-age")
        window.rosters.open_warband(ninth)
        app.processEvents()
        save(window, "warband-editor-ninth-age")
        window.rosters.close_editor()
        window.show_area("catalogs")
        window.catalogs.tabs.setCurrentIndex(1)
        app.processEvents()
        save(window, "catalogs")
        window.show_area("games")
        app.processEvents()
        save(window, "games-empty")
        tc = [w for w in list_warbands(database) if w.system == "trench-crusade"]
        game = create_game(
            database,
            NewGame("trench-crusade", "tc-1.6", (tc[1].id, tc[0].id), scenario="Hold the Ruins"),
        )
        view = window.games.open_game(game.id)
        assert view is not None
        document = view.document
        first, second = document.sides[0].members, document.sides[1].members
        document.set_counter(second[5].id, "blood", 2)
        document.set_flag(second[6].id, "down", True)
        wizard = view.attack(first[5].id)  # a Trench Pilgrim with a rifle
        wizard.resize(QSize(1100, 720))
        wizard.weapon_page.target.setCurrentIndex(wizard.weapon_page.target.findData(second[5].id))
        app.processEvents()
        save(wizard, "attack-1-weapon")
        wizard.next()
        cover = wizard.odds_page.form.inputs["cover"]
        cover.setChecked(True)  # type: ignore[attr-defined]
        app.processEvents()
        save(wizard, "attack-2-odds")
        wizard.next()
        wizard.dice_page.faces.setText("6 5 4 6 3")
        app.processEvents()
        save(wizard, "attack-3-dice")
        wizard.next()
        app.processEvents()
        save(wizard, "attack-4-result")
        wizard.accept()
        app.processEvents()
        save(window, "game-view")
        action = view.act(first[6].id)
        action.kind.setCurrentIndex(action.kind.findData("charge"))
        action.open_inches.setValue(8)
        action.faces.setText("4")
        app.processEvents()
        save(action, "action-charge")
        action.reject()
        window.games.close_game()
        fantasy_ids = [w.id for w in list_warbands(database) if w.system == "ninth-age"]
        fantasy = create_game(database, NewGame("ninth-age", "standard", tuple(fantasy_ids)))
        view = window.games.open_game(fantasy.id)
        assert view is not None
        attacker = max(view.document.sides[0].members, key=lambda m: m.size)
        target = max(view.document.sides[1].members, key=lambda m: m.size)
        other = view.attack(attacker.id)
        other.resize(QSize(1100, 720))
        other.weapon_page.target.setCurrentIndex(other.weapon_page.target.findData(target.id))
        other.next()
        app.processEvents()
        save(other, "attack-ninth-age-odds")
        other.reject()
        window.games.close_game()
        shoot_campaign(app, window, database)
        dialog = NewWarbandDialog(database, list_campaigns(database), {}, window)
        dialog.show()
        app.processEvents()
        save(dialog, "new-warband")
        dialog.close()
        preferences = SettingsDialog(database.location.display(), window)
        preferences.show()
        app.processEvents()
        save(preferences, "preferences")
        preferences.close()
        about = AboutDialog(database.location.display(), window)
        about.show()
        app.processEvents()
        save(about, "about")
        about.close()
        window.show_area("rosters")
        window.close()


def shoot_campaign(app: QApplication, window: QWidget, database: object) -> None:
    """The demo Trench Crusade campaign after one battle, and its post-battle sequence."""
    from gui.main_window import MainWindow
    from models.db import Database
    from models.ledger import campaigns, roster

    assert isinstance(window, MainWindow) and isinstance(database, Database)
    siege = next(c for c in campaigns.list_campaigns(database) if c.system == "trench-crusade")
    a, b = (roster.get_warband(database, w.id) for w in roster.list_warbands(database, siege.id))
    elite = next(m for m in a.members if m.elite)
    troop = next(m for m in a.members if not m.elite)
    battle = campaigns.record_battle(
        database,
        campaigns.NewBattle(
            siege.id,
            (
                campaigns.NewSide(a.id, "win", 4, 1, 3, out_of_action=(elite.id, troop.id)),
                campaigns.NewSide(b.id, "loss", 1, 0, 2),
            ),
            scenario="Hold the Ruins",
        ),
    )
    window.show_area("campaigns")
    view = window.campaigns.open_campaign(siege.id)
    assert view is not None
    app.processEvents()
    save(window, "campaign-overview")
    view.tabs.setCurrentIndex(1)
    app.processEvents()
    save(window, "campaign-league")
    sequence = view.open_post_battle(a.id)
    assert sequence is not None
    sequence.trauma_dice.setText("1")
    app.processEvents()
    save(sequence, "post-battle-trauma")
    from models.ledger import post_battle

    post_battle.trauma(database, battle.id, a.id, troop.id, [5])
    post_battle.trauma(database, battle.id, a.id, elite.id, [3, 4])
    post_battle.next_step(database, battle.id, a.id)
    post_battle.award_experience(database, battle.id, a.id, {elite.id: 1})
    sequence.refresh()
    sequence.troops.item(0).setCheckState(Qt.CheckState.Checked)
    app.processEvents()
    save(sequence, "post-battle-experience")
    sequence.reject()
    window.campaigns.close_campaign()


if __name__ == "__main__":
    sys.exit(main())
