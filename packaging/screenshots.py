"""Every view and dialog of the window, one after another (`scenes`): saved as screenshots, or
checked for clipped text and anonymous inputs (gui/layout_check.py).

    python packaging/screenshots.py                 # all: 1366×768 and 1920×1080, en it pl ru
    python packaging/screenshots.py --lang it --size 1366x768
    python packaging/screenshots.py --check --lang ru --size 1280x800   # print problems, or OK

PNGs go to docs/screenshots/ (English at 1366×768), docs/screenshots/<lang>/ (the other
languages at 1366×768) and docs/screenshots/1920x1080/<lang>/ (not committed: look at them).
Offscreen, on a throwaway database and settings folder, never the user's own. Look at the PNGs
after every GUI change; `tests/gui/test_usability.py` runs `--check` in every language.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSettings, QSize, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

DOCS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
SIZES = ((1366, 768), (1920, 1080))
LANGUAGES = ("en", "it", "pl", "ru")


def folder_for(language: str, size: tuple[int, int]) -> Path:
    if size == SIZES[0]:
        return DOCS if language == "en" else DOCS / language
    return DOCS / f"{size[0]}x{size[1]}" / language


def scenes(
    app: QApplication, size: tuple[int, int], scratch: Path
) -> Iterator[tuple[str, QWidget]]:
    """(name, widget) for every view and dialog, each set up just before it is yielded and put
    away after. The window is `size`; dialogs take the size they choose within it."""
    from gui.about_dialog import AboutDialog
    from gui.campaign.area import NewCampaignDialog
    from gui.campaign.battle_dialog import BattleDialog
    from gui.game.area import NewGameDialog
    from gui.game.view import EndGameDialog
    from gui.main_window import MainWindow
    from gui.roster.loadout_dialog import ARMOUR, WEAPONS
    from gui.roster.matchup_dialog import MatchupDialog
    from gui.roster.new_warband import NewWarbandDialog
    from gui.roster.pickers import PickerDialog, item_rows, model_rows, upgrade_rows
    from gui.settings_dialog import SettingsDialog
    from models.ledger.campaigns import campaigns, post_battle
    from models.ledger.campaigns.campaigns import list_campaigns
    from models.ledger.games.games import NewGame, create_game
    from models.ledger.rosters.roster import get_warband, list_warbands
    from models.ledger.startup import open_ledger

    database = open_ledger(scratch / "demo.sqlite")
    window = MainWindow(database)
    window.resize(QSize(*size))
    window.show()
    app.processEvents()

    def shown(widget: QWidget) -> QWidget:
        widget.show()
        app.processEvents()
        return widget

    yield "rosters", window
    pilgrims = next(w.id for w in list_warbands(database) if w.name == "Pellegrini di San Marco")
    editor = window.rosters.open_warband(pilgrims)
    assert editor is not None
    pilgrim = next(m for m in editor.view.members if m.model_key == "md_trenchpilgrim")
    editor.document.equip(editor.document.ref(pilgrim.id), "eq_greatswordaxe")  # RC-5 hands
    editor.select_member(pilgrim.id)
    app.processEvents()
    yield "warband-editor", window
    member = editor.view.member(pilgrim.id)
    catalog = editor.document.catalog
    for name, headers, rows in (
        (
            "equipment-picker",
            ["Item", "Kind", "Range", "Effects", "Keywords", "Cost", "Left", "Hands", "Warnings"],
            item_rows(catalog, editor.view, member),
        ),
        (
            "model-picker",
            ["Model type", "Cost", "Min–max", "Profile", "Keywords"],
            model_rows(catalog, editor.view),
        ),
        ("upgrade-picker", ["Upgrade", "Cost"], upgrade_rows(catalog, member)),
    ):
        picker = PickerDialog(name, headers, rows, window)
        yield name, shown(picker)
        picker.close()
    matchup = editor.matchup_button
    matchup.click()
    matchup_dialog = window.findChild(MatchupDialog, "matchupDialog")
    assert matchup_dialog is not None
    app.processEvents()
    yield "matchup", matchup_dialog
    matchup_dialog.close()
    for mode in (WEAPONS, ARMOUR):
        loadout = editor.compare(mode)
        assert loadout is not None
        if mode == ARMOUR:
            loadout.opponent.setCurrentIndex(1)  # a model of the Legion, with its weapons
        app.processEvents()
        yield f"compare-{mode}", loadout
        loadout.close()
    window.rosters.close_editor()
    for system in ("ninth-age", "dies-irae", "warzone"):
        other = next(w.id for w in list_warbands(database) if w.system == system)
        opened = window.rosters.open_warband(other)
        assert opened is not None
        opened.select_member(opened.view.members[-1].id)
        app.processEvents()
        yield f"warband-editor-{system}", window
        window.rosters.close_editor()
    dialog = NewWarbandDialog(database, list_campaigns(database), {}, window)
    yield "new-warband", shown(dialog)
    dialog.close()

    window.show_area("catalogs")
    for tab in range(window.catalogs.tabs.count()):
        window.catalogs.tabs.setCurrentIndex(tab)
        app.processEvents()
        yield f"catalogs-{tab + 1}", window

    window.show_area("games")
    app.processEvents()
    yield "games-empty", window
    new_game = NewGameDialog(database, window)
    yield "new-game", shown(new_game)
    new_game.close()
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
    wizard.weapon_page.target.setCurrentIndex(wizard.weapon_page.target.findData(second[5].id))
    app.processEvents()
    yield "attack-1-weapon", wizard
    wizard.next()
    wizard.odds_page.form.inputs["cover"].setChecked(True)  # type: ignore[attr-defined]
    app.processEvents()
    yield "attack-2-odds", wizard
    wizard.next()
    wizard.dice_page.faces.setText("6 5 4 6 3")
    app.processEvents()
    yield "attack-3-dice", wizard
    wizard.next()
    app.processEvents()
    yield "attack-4-result", wizard
    wizard.accept()
    document.set_flag(second[2].id, "out_of_action", True)
    document.set_flag(second[3].id, "activated", True)
    app.processEvents()
    yield "game-view", window
    view.layout_switch.setCurrentIndex(view.layout_switch.findData("cards"))
    app.processEvents()
    yield "game-view-cards", window
    view.layout_switch.setCurrentIndex(view.layout_switch.findData("table"))
    action = view.act(first[6].id)
    action.kind.setCurrentIndex(action.kind.findData("charge"))
    action.open_inches.setValue(8)
    action.faces.setText("4")
    app.processEvents()
    yield "action-charge", action
    action.reject()
    export = window.export_pdf()
    assert export is not None
    app.processEvents()
    yield "export-pdf", export
    export.reject()
    end = EndGameDialog(document, window)
    yield "end-game", shown(end)
    end.reject()
    window.games.close_game()

    for system in ("ninth-age", "dies-irae", "warzone"):
        pair = [w.id for w in list_warbands(database) if w.system == system]
        played = create_game(database, NewGame(system, "standard", tuple(pair)))
        other_view = window.games.open_game(played.id)
        assert other_view is not None
        app.processEvents()
        yield f"game-view-{system}", window
        attacker = max(other_view.document.sides[0].members, key=lambda m: m.size)
        target = max(other_view.document.sides[1].members, key=lambda m: m.size)
        system_wizard = other_view.attack(attacker.id)
        targets = system_wizard.weapon_page.target
        targets.setCurrentIndex(targets.findData(target.id))
        system_wizard.next()
        app.processEvents()
        yield f"attack-{system}-odds", system_wizard
        system_wizard.reject()
        window.games.close_game()
    app.processEvents()
    yield "games", window

    window.show_area("campaigns")
    app.processEvents()
    yield "campaigns", window
    new_campaign = NewCampaignDialog(window)
    yield "new-campaign", shown(new_campaign)
    new_campaign.close()
    siege = next(c for c in campaigns.list_campaigns(database) if c.system == "trench-crusade")
    a, b = (get_warband(database, w.id) for w in list_warbands(database, siege.id))
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
    campaign = window.campaigns.open_campaign(siege.id)
    assert campaign is not None
    for tab, name in enumerate(("overview", "league", "battles", "event-day", "log")):
        campaign.tabs.setCurrentIndex(tab)
        app.processEvents()
        yield f"campaign-{name}", window
    campaign.tabs.setCurrentWidget(campaign.event_day)
    pairing = campaign.event_day.pair_next_round()
    assert pairing is not None
    app.processEvents()
    yield "pair-round", pairing
    pairing.accept()
    app.processEvents()
    yield "campaign-event-day-round", window
    standings = campaign.event_day.show_standings()
    standings.showNormal()
    standings.resize(QSize(*size))
    app.processEvents()
    yield "standings-screen", standings
    standings.close()
    campaign.tabs.setCurrentIndex(0)
    record = BattleDialog(database, siege.id, None, window)
    yield "record-battle", shown(record)
    record.reject()
    settings_dialog = campaign.edit_settings()
    app.processEvents()
    yield "campaign-settings", settings_dialog
    settings_dialog.reject()
    join = campaign.join_warband()
    app.processEvents()
    yield "join-campaign", join
    join.reject()
    sequence = campaign.open_post_battle(a.id)
    assert sequence is not None
    sequence.trauma_dice.setText("1")
    app.processEvents()
    yield "post-battle-trauma", sequence
    post_battle.trauma(database, battle.id, a.id, troop.id, [5])
    post_battle.trauma(database, battle.id, a.id, elite.id, [3, 4])
    post_battle.next_step(database, battle.id, a.id)
    post_battle.award_experience(database, battle.id, a.id, {elite.id: 1})
    sequence.refresh()
    sequence.troops.item(0).setCheckState(Qt.CheckState.Checked)
    app.processEvents()
    yield "post-battle-experience", sequence
    sequence.reject()
    window.campaigns.close_campaign()

    calculator = window.show_odds_calculator()
    form = calculator.setups[0].form
    assert form is not None
    form.inputs["characteristic"].setValue(2)  # type: ignore[attr-defined]
    calculator.compare.setChecked(True)
    calculator.copy_a_to_b()
    second_form = calculator.setups[1].form
    assert second_form is not None
    second_form.inputs["cover"].setChecked(True)  # type: ignore[attr-defined]
    calculator.roll_setup()
    app.processEvents()
    yield "odds-calculator", calculator
    calculator.close()
    for topic, name in (
        ("getting-started", "help-getting-started"),
        ("shortcuts", "help-shortcuts"),
        ("rules:trench-crusade:tc-1.6", "help-rules-trench-crusade"),
        ("rules:warzone:", "help-rules-warzone"),
    ):
        help_dialog = window.show_help(topic)
        app.processEvents()
        yield name, help_dialog
    help_dialog.close()
    preferences = SettingsDialog(database.location.display(), window)
    yield "preferences", shown(preferences)
    preferences.close()
    backups = window.show_backups()
    assert backups is not None
    app.processEvents()
    yield "backups", backups
    backups.close()
    about = AboutDialog(database.location.display(), window)
    yield "about", shown(about)
    about.close()
    window.show_area("rosters")
    window.close()
    database.close()


def screen_of(size: tuple[int, int], scratch: Path) -> None:
    """An offscreen screen of `size` (at the scale asked for), so dialogs meet the limits a
    laptop of that size sets — not the offscreen platform's 800×800."""
    if os.environ.get("QT_QPA_PLATFORM") != "offscreen":
        return
    scale = float(os.environ.get("QT_SCALE_FACTOR", "1") or 1)
    config = scratch / "screen.json"
    width, height = (round(side * scale) for side in size)
    screen = {"name": "laptop", "x": 0, "y": 0, "width": width, "height": height}
    config.write_text(json.dumps({"screens": [{**screen, "logicalDpi": 96, "dpr": 1}]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"


def run(language: str, size: tuple[int, int], check: bool) -> list[str]:
    """Go through every scene; save each (or, with `check`, return its layout problems)."""
    with tempfile.TemporaryDirectory() as scratch:
        screen_of(size, Path(scratch))
        os.environ["XDG_DATA_HOME"] = str(Path(scratch) / "data")
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, scratch)
        app = QApplication.instance() or QApplication(sys.argv)
        assert isinstance(app, QApplication)
        from gui import i18n
        from gui.app import configure_application
        from gui.layout_check import anonymous, clipped, clipped_headers

        configure_application(app)
        app.setProperty("translators", i18n.install(app, language))
        problems: list[str] = []
        folder = folder_for(language, size)
        for name, widget in scenes(app, size, Path(scratch)):
            if check:
                found = clipped(widget) + clipped_headers(widget) + anonymous(widget)
                problems += [f"{name}: {problem}" for problem in found]
                continue
            folder.mkdir(parents=True, exist_ok=True)
            target = folder / f"{name}.png"
            if not widget.grab().save(str(target)):
                raise OSError(f"could not write {target}")
            print(target)
        return problems


def main() -> int:
    args = sys.argv[1:]
    if "--lang" in args or "--size" in args or "--check" in args:
        language = args[args.index("--lang") + 1] if "--lang" in args else "en"
        size = SIZES[0]
        if "--size" in args:
            width, height = args[args.index("--size") + 1].split("x")
            size = (int(width), int(height))
        problems = run(language, size, "--check" in args)
        if "--check" in args:
            print("\n".join(problems) or "OK")
        return 0
    # Each language and size in a process of its own: translators and the scale are
    # process-wide. The editor at 200 % too, to look for clipped text.
    status = 0
    for size in SIZES:
        for language in LANGUAGES:
            done = subprocess.run(
                [sys.executable, __file__, "--lang", language, "--size", f"{size[0]}x{size[1]}"],
                check=False,
            )
            status = status or done.returncode
    return status


if __name__ == "__main__":
    sys.exit(main())
