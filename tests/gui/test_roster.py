"""The Rosters area driven through its real widgets on a real SQLite file."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QMessageBox
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from gui.app import configure_application
from gui.main_window import MainWindow
from gui.roster.editor import WarbandEditor
from gui.roster.import_report import RosterImportDialog
from gui.roster.models import MemberTableModel
from gui.roster.new_warband import NewWarbandDialog
from gui.roster.pickers import PickerDialog, item_rows, model_rows
from models.catalog.loader import bundled_catalog
from models.ledger.rosters import roster
from models.ledger.rosters.roster import NewWarband
from models.ledger.startup import open_ledger


@pytest.fixture
def window(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, prepared_sqlite: Path
) -> Iterator[MainWindow]:
    configure_application(qapp)
    path = tmp_path / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, path)
    main = MainWindow(open_ledger(path))
    qtbot.addWidget(main)
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    main.show_area("rosters")
    yield main
    if main.database is not None:
        main.database.close()


def pick(monkeypatch: pytest.MonkeyPatch, search: str, row: int = 0) -> list[PickerDialog]:
    """Make the next picker dialogs type `search` and choose the `row`-th match."""
    shown: list[PickerDialog] = []

    def run(dialog: PickerDialog) -> int:
        shown.append(dialog)
        QTest.keyClicks(dialog.search, search)
        for _ in range(row):
            QTest.keyClick(dialog.search, Qt.Key.Key_Down)
        return int(dialog.proxy.rowCount() > 0)

    monkeypatch.setattr(PickerDialog, "exec", run)
    return shown


def open_named(window: MainWindow, name: str) -> WarbandEditor:
    warband = next(w for w in roster.list_warbands(window.database) if w.name == name)  # type: ignore[arg-type]
    editor = window.rosters.open_warband(warband.id)
    assert editor is not None
    return editor


def test_the_list_shows_filters_and_searches_the_warbands(window: MainWindow) -> None:
    area = window.rosters
    assert area.filtered.rowCount() == 8
    QTest.keyClicks(area.search, "pell")
    assert area.filtered.rowCount() == 1
    assert area.filtered.index(0, 0).data() == "Pellegrini di San Marco"
    area.search.clear()
    area.system_filter.setCurrentIndex(area.system_filter.findData("trench-crusade"))
    assert area.filtered.rowCount() == 2
    area.faction_filter.setCurrentIndex(area.faction_filter.findData("fc_hereticlegion"))
    assert [area.filtered.index(r, 0).data() for r in range(area.filtered.rowCount())] == [
        "Legion of Ashes"
    ]
    area.system_filter.setCurrentIndex(0)
    assert area.filtered.rowCount() == 1  # the faction filter still holds
    area.faction_filter.setCurrentIndex(0)
    campaign = area.campaign_filter.findText("Demo: border war")
    area.campaign_filter.setCurrentIndex(campaign)
    assert area.filtered.rowCount() == 2
    assert "2 of 8 warbands shown" in area.count_label.text()


def test_list_and_member_models_pass_the_model_tester(
    window: MainWindow, qtmodeltester: ModelTester
) -> None:
    qtmodeltester.check(  # type: ignore[no-untyped-call]
        window.rosters.model
    )
    editor = open_named(window, "Pellegrini di San Marco")
    qtmodeltester.check(  # type: ignore[no-untyped-call]
        editor.members
    )
    picker = PickerDialog(
        "x",
        ["a"] * 9,
        item_rows(editor.document.catalog, editor.view, editor.view.members[0]),
        None,
    )
    qtmodeltester.check(  # type: ignore[no-untyped-call]
        picker.model
    )


def test_new_warband_and_new_game_offer_the_system_used_last(window: MainWindow) -> None:
    """Issue 20: Trench Crusade first on a fresh install (not the alphabetical Dies Irae);
    after a warzone warband, warzone first in both dialogs."""
    from gui.game.area import NewGameDialog

    db = window.database
    assert db is not None
    dialog = NewWarbandDialog(db, [], {}, window)
    assert dialog.system.currentData() == "trench-crusade"
    assert NewGameDialog(db, window).system.currentData() == "trench-crusade"
    dialog.system.setCurrentIndex(dialog.system.findData("warzone"))
    QTest.keyClicks(dialog.name, "Squad")
    dialog.accept()
    assert NewWarbandDialog(db, [], {}, window).system.currentData() == "warzone"
    assert NewGameDialog(db, window).system.currentData() == "warzone"


def test_build_a_trench_crusade_warband_with_undo_and_redo(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.database is not None
    answers: list[NewWarband] = []

    def fill_in(dialog: NewWarbandDialog) -> int:
        """What a user does in the dialog: system, faction, a name; the budget is offered."""
        dialog.system.setCurrentIndex(dialog.system.findData("trench-crusade"))
        assert dialog.edition.currentData() == "tc-1.0"  # the v1.0.x books, offered first
        assert "Warbands 1.0" in dialog.books.text()
        dialog.edition.setCurrentIndex(dialog.edition.findData("tc-1.6"))  # the playtest
        assert "playtest" in dialog.books.text()
        dialog.faction.setCurrentIndex(dialog.faction.findText("Trench Pilgrims"))
        assert dialog.variant.count() == 4  # none + three variants
        assert dialog.budget.value() == 700
        QTest.keyClicks(dialog.name, "Pilgrims of Ypres")
        answers.append(dialog.new_warband())
        return 1

    monkeypatch.setattr(NewWarbandDialog, "exec", fill_in)
    window.rosters.table.setFocus()
    qtbot.waitUntil(window.rosters.table.hasFocus)  # Ctrl+N is the window's: it is active
    QTest.keyClick(window.rosters.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert (answers[0].system, answers[0].edition, answers[0].faction) == (
        "trench-crusade",
        "tc-1.6",
        "fc_trenchpilgrim",
    )
    editor = window.rosters.editor
    assert editor is not None and editor.view.name == "Pilgrims of Ypres"
    assert window.rosters.currentWidget() is editor

    # Three members through the searchable picker (Insert), typing as a user would.
    for search, row in (("war prophet", 0), ("trench pilgrim", 0), ("nun", 0)):
        pick(monkeypatch, search, row)
        editor.table.setFocus()
        QTest.keyClick(editor.table, Qt.Key.Key_Insert)
    assert [m.model_name for m in editor.view.members] == [
        "War Prophet",
        "Trench Pilgrim",
        "Stigmatic Nun",
    ]
    assert "160 ducats + 0 glory (budget 700)" in editor.totals_label.text()  # 80 + 30 + 50

    # Equip: a rifle for the pilgrim, then a greatsword too — three hands, a warning (RC-5).
    pilgrim = editor.view.members[1]
    editor.select_member(pilgrim.id)
    pick(monkeypatch, "bolt-action")
    QTest.keyClick(editor.table, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    pick(monkeypatch, "trench club")
    editor.equip_action.trigger()
    # Issue 35: a row that would break a rule is never taken by Enter alone: ↓ picks it.
    shown = pick(monkeypatch, "greatsword", row=1)
    editor.equip_action.trigger()
    assert (
        "RC-5 hands"
        in shown[0]
        .model.row(shown[0].proxy.mapToSource(shown[0].table.currentIndex()).row())
        .warning
    )  # warned before buying, not blocked
    member = editor.view.member(pilgrim.id)
    assert [i.name for i in member.items] == [
        "Bolt-Action Rifle",
        "Trench Club",
        "Greatsword / Greataxe",
    ]
    warnings = [editor.warnings.item(i).text() for i in range(editor.warnings.count())]
    assert any("RC-5 hands" in w and "Trench Pilgrim" in w for w in warnings)
    assert "185 ducats" in editor.totals_label.text()  # 160 + 10 + 3 + 12

    # Clicking the warning selects the member concerned.
    editor.select_member(editor.view.members[0].id)
    hands = next(
        editor.warnings.item(i)
        for i in range(editor.warnings.count())
        if "RC-5" in editor.warnings.item(i).text()
    )
    editor.warnings.itemClicked.emit(hands)
    assert editor.current_member() is not None
    assert editor.current_member().id == pilgrim.id  # type: ignore[union-attr]

    # Undo (Ctrl+Z) takes the greatsword off; redo (Ctrl+Shift+Z) puts it back.
    assert window.undo_action.text() == "&Undo Equip Greatsword / Greataxe on Trench Pilgrim"
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [i.name for i in editor.view.member(pilgrim.id).items] == [
        "Bolt-Action Rifle",
        "Trench Club",
    ]
    assert editor.warnings.count() == 0
    QTest.keyClick(
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert len(editor.view.member(pilgrim.id).items) == 3
    # Undo all the way back: every step is saved, so the database follows.
    while window.undo_group.canUndo():
        window.undo_action.trigger()
    assert editor.view.members == ()
    assert roster.get_warband(window.database, editor.view.id).members == ()
    while window.undo_group.canRedo():
        window.redo_action.trigger()
    stored = roster.get_warband(window.database, editor.view.id)
    assert [len(m.items) for m in stored.members] == [0, 3, 0]


def test_rename_in_place_and_in_the_header(window: MainWindow, qtbot: QtBot) -> None:
    editor = open_named(window, "Legion of Ashes")
    index = editor.sorted_members.index(0, MemberTableModel.NAME)
    editor.table.setCurrentIndex(index)
    editor.table.edit(index)
    line = editor.table.focusWidget()
    assert line is not None
    line.selectAll()  # type: ignore[attr-defined]
    QTest.keyClicks(line, "Priest Vorn")
    QTest.keyClick(line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: editor.view.members[0].name == "Priest Vorn")
    assert window.undo_action.text() == "&Undo Rename Priest Malachai to Priest Vorn"
    editor.name_edit.setFocus()
    editor.name_edit.selectAll()
    QTest.keyClicks(editor.name_edit, "Legion of Cinders")
    QTest.keyClick(editor.name_edit, Qt.Key.Key_Return)
    assert editor.view.name == "Legion of Cinders"
    window.undo_action.trigger()
    assert editor.view.name == "Legion of Ashes"


def test_remove_duplicate_move_and_elite_fields(window: MainWindow) -> None:
    editor = open_named(window, "Pellegrini di San Marco")
    first = editor.view.members[0]
    editor.select_member(first.id)
    editor.duplicate_action.trigger()
    assert editor.view.members[1].name == f"{first.name} 2"
    assert "RC-2 captain" in " ".join(
        editor.warnings.item(i).text() for i in range(editor.warnings.count())
    )
    QTest.keyClick(editor.table, Qt.Key.Key_Delete)  # the copy is selected
    assert [m.name for m in editor.view.members].count(f"{first.name} 2") == 0
    editor.select_member(first.id)
    editor.down_action.trigger()
    assert editor.view.members[1].id == first.id
    window.undo_action.trigger()
    assert editor.view.members[0].id == first.id
    editor.xp_spin.setValue(4)
    editor.skills_edit.setText("Reroll, Duplicate")
    editor.skills_edit.editingFinished.emit()
    editor.status_combo.setCurrentIndex(1)
    editor.status_combo.activated.emit(1)
    member = editor.view.member(first.id)
    assert (member.experience, member.skills, member.status) == (
        4,
        ("Reroll", "Duplicate"),
        "reserve",
    )


def test_a_stale_copy_is_reported_and_never_overwrites(window: MainWindow, qtbot: QtBot) -> None:
    editor = open_named(window, "Pellegrini di San Marco")
    assert window.database is not None
    # Another laptop renames the warband meanwhile.
    roster.rename_warband(window.database, editor.view.id, editor.view.version, "Renamed elsewhere")
    editor.select_member(editor.view.members[0].id)
    editor.remove_action.trigger()
    box = window.findChild(QMessageBox, "errorMessage")
    assert box is not None and "changed elsewhere" in box.text()
    stored = roster.get_warband(window.database, editor.view.id)
    assert stored.name == "Renamed elsewhere" and len(stored.members) == 11
    assert editor.view.name == "Renamed elsewhere"  # reloaded
    assert not window.undo_group.canUndo()


def test_export_and_import_again(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    area = window.rosters
    assert window.database is not None
    area.select_warband(
        next(w.id for w in roster.list_warbands(window.database) if w.name == "I Caduti")
    )
    target = tmp_path / "caduti.warband.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    area.export_action.trigger()
    assert json.loads(target.read_text(encoding="utf-8"))["name"] == "I Caduti"
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(target)], ""))
    area.import_action.trigger()
    assert area.model.rowCount() == 9
    report = window.findChild(QMessageBox, "infoMessage")
    assert report is not None and "Imported “I Caduti”" in report.text()


def test_files_dropped_on_the_window_are_imported(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another tool's list dropped on the window: its report is shown, and accepted."""
    shown: list[RosterImportDialog] = []

    def accept(dialog: RosterImportDialog) -> int:
        shown.append(dialog)
        return 1

    monkeypatch.setattr(RosterImportDialog, "exec", accept)
    export = {
        "warband-name": "Dropped Pilgrims",
        "warband-faction": "Trench Pilgrims",
        "models": [{"name": "War Prophet", "equipment": [{"equipment-name": "Sword / Axe"}]}],
    }
    path = tmp_path / "companion.json"
    path.write_text(json.dumps(export), encoding="utf-8")
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    drop = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(drop)
    names = [window.rosters.model.summary(r).name for r in range(window.rosters.model.rowCount())]
    assert "Dropped Pilgrims" in names
    (dialog,) = shown
    assert "Trench Companion export" in dialog.heading.text()


def test_delete_asks_first(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    area = window.rosters
    area.table.setCurrentIndex(area.filtered.index(0, 0))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Cancel)
    area.delete_action.trigger()
    assert area.model.rowCount() == 8
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    area.delete_action.trigger()
    assert area.model.rowCount() == 7


@pytest.mark.parametrize(
    ("name", "profile_header"),
    [("Gorbag's Mob", "HP"), ("Sant'Uffizio", "Aim"), ("Oddział Kruk", "ŻW")],
)
def test_warbands_of_the_other_systems_open(
    window: MainWindow, name: str, profile_header: str
) -> None:
    editor = open_named(window, name)
    headers = [
        editor.members.headerData(c, Qt.Orientation.Horizontal)
        for c in range(editor.members.columnCount())
    ]
    assert profile_header in headers
    assert editor.warnings.count() == 0
    tooltip = editor.members.headerData(
        headers.index(profile_header), Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
    )
    assert tooltip and tooltip != profile_header  # abbreviations are explained
    unit = next(m for m in editor.view.members if m.size > 1)
    editor.select_member(unit.id)
    assert editor.size_spin.isVisibleTo(editor) and editor.size_spin.value() == unit.size


def test_catalog_browser_searches_and_refuses_a_broken_catalog(
    window: MainWindow, tmp_path: Path
) -> None:
    window.show_area("catalogs")
    browser = window.catalogs
    assert browser.choice.currentData() == "trench-crusade/tc-1.0"  # the default edition's
    browser.choice.setCurrentIndex(browser.choice.findData("trench-crusade/tc-1.6"))
    models, items = browser.proxies[0], browser.proxies[1]
    assert models.rowCount() == 106 and items.rowCount() == 211
    QTest.keyClicks(browser.search, "blast")
    assert 0 < items.rowCount() < 30
    effects = [items.index(r, 5).data() for r in range(items.rowCount())]
    assert any("BLAST" in e for e in effects)
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "warband-ledger/catalog", "version": 1}', encoding="utf-8")
    browser.import_catalog(broken)
    box = window.findChild(QMessageBox, "errorMessage")
    assert box is not None and "missing field 'id'" in box.text()


def test_preferences_are_saved(window: MainWindow) -> None:
    from gui import settings
    from gui.settings_dialog import SettingsDialog

    window.preferences_action.trigger()
    dialog = window.findChild(SettingsDialog, "settingsDialog")
    assert dialog is not None
    dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
    dialog.paper.setCurrentIndex(dialog.paper.findData("Letter"))
    editions = dialog.editions["trench-crusade"]
    editions.setCurrentIndex(editions.findData("tc-1.0"))
    dialog.accept()
    assert settings.read(settings.THEME) == "dark"
    assert settings.read(settings.PAPER_SIZE) == "Letter"
    assert settings.default_edition("trench-crusade") == "tc-1.0"
    from PySide6.QtGui import QPalette

    from gui.theme import apply_theme

    window_colour = QApplication.palette().color(QPalette.ColorRole.Window)
    try:
        assert window_colour.lightness() < 80  # dark, whether the platform or Fusion did it
        apply_theme("light")
        assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() > 180
    finally:
        apply_theme("system")


def test_an_empty_database_says_what_to_do(qtbot: QtBot, tmp_path: Path) -> None:
    database = open_ledger(tmp_path / "empty.sqlite")
    for summary in roster.list_warbands(database):
        roster.delete_warband(
            database, summary.id, roster.get_warband(database, summary.id).version
        )
    main = MainWindow(database)
    qtbot.addWidget(main)
    area = main.rosters
    assert area.currentIndex() == area.EMPTY
    assert "New Warband" in area.empty_state.text_label.text()
    roster.create_warband(database, NewWarband("First", "warzone", "standard", "wz_raiders"))
    area.refresh()
    assert area.currentIndex() == area.LIST
    database.close()


def test_pickers_rank_name_matches_first_and_enter_takes_only_a_highlighted_row(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Issue 35 §9: "bayonet" + Enter bought an Automatic Rifle (a BAYONET LUG keyword, first
    alphabetically). Name matches come first; Enter takes the highlighted row, and no row is
    highlighted for the user when the first match is by another column or breaks a rule."""
    editor = open_named(window, "Pellegrini di San Marco")
    member = editor.view.members[-1]
    rows = item_rows(editor.document.catalog, editor.view, member)
    dialog = PickerDialog("Equip", [str(i) for i in range(9)], rows, editor)
    qtbot.addWidget(dialog)
    QTest.keyClicks(dialog.search, "bayonet")
    names = [dialog.proxy.index(r, 0).data() for r in range(dialog.proxy.rowCount())]
    assert names[0] == "Bayonet" and len(names) > 1  # then the rifles' BAYONET LUG
    assert all("bayonet" not in n.casefold() for n in names[1:])
    first = dialog.model.row(dialog.proxy.mapToSource(dialog.proxy.index(0, 0)).row())
    if first.warning:
        assert dialog.chosen() is None
    else:
        assert dialog.chosen() == first.key
    dialog.search.clear()
    QTest.keyClicks(dialog.search, "lug")  # only keywords match: nothing to take on Enter
    assert dialog.proxy.rowCount() > 0 and dialog.chosen() is None
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    QTest.keyClick(dialog.search, Qt.Key.Key_Down)  # the user picks one on purpose
    assert dialog.chosen() is not None
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_the_add_member_picker_and_the_kit_list_show_what_a_model_comes_with(
    window: MainWindow,
) -> None:
    assert window.database is not None
    catalog = bundled_catalog("trench-crusade", "tc-1.6")
    faction = next(
        f for f in catalog.factions.values() if any(e.model == "md_mamlukfaris" for e in f.roster)
    )
    view = roster.create_warband(
        window.database, NewWarband("Faris", "trench-crusade", "tc-1.6", faction.id)
    )
    rows = {r.key: r for r in model_rows(catalog, view)}
    assert "Jezzail" in rows["md_mamlukfaris"].cells[2]
    assert "Comes with: " in rows["md_mamlukfaris"].details
    editor = window.rosters.open_warband(view.id)
    assert editor is not None
    ref = editor.document.add_member("md_mamlukfaris")
    assert ref is not None
    editor.select_member(ref.id)
    kit = [editor.kit_list.item(i).text() for i in range(editor.kit_list.count())]
    assert "Jezzail (comes with the model)" in kit
