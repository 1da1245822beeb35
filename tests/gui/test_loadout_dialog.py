"""Issue 22, part 1 in the window: Compare Weapons… and Compare Armour… on a member — the
table shows the ledger's comparison, sorts by any column, the chart follows, and a generic
Trench Crusade target is set by hand."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt

from gui.main_window import MainWindow
from gui.roster.editor import WarbandEditor
from gui.roster.loadout_dialog import ComparisonModel, LoadoutDialog
from models.i18n import format_percent
from models.ledger.rosters import roster
from models.ledger.rosters.loadouts import Opponent, bare_model, compare_weapons
from tests.gui.test_game import PILGRIMS, _warband


def open_editor(window: MainWindow, name: str) -> WarbandEditor:
    assert window.database is not None
    window.show_area("rosters")
    editor = window.rosters.open_warband(_warband(window.database, name).id)
    assert editor is not None
    editor.select_member(editor.view.members[0].id)
    return editor


def shown(dialog: LoadoutDialog, column: int) -> list[str]:
    return [dialog.sorted.index(r, column).data() for r in range(dialog.sorted.rowCount())]


def test_compare_weapons_against_a_generic_target(window: MainWindow) -> None:
    editor = open_editor(window, PILGRIMS)
    editor.compare_weapons_button.click()
    dialog = window.findChild(LoadoutDialog, "loadoutDialog")
    assert dialog is not None and dialog.isVisible()
    assert dialog.opponent.currentData() == "generic" and dialog.generic_row.isVisible()
    dialog.armour.setCurrentIndex(dialog.armour.findData(-1))
    dialog.tough.setChecked(True)
    member = editor.view.members[0]
    expected = compare_weapons(
        editor.document.catalog,
        editor.view,
        member.id,
        Opponent(
            bare_model(editor.document.catalog, member.model_key),
            "",
            True,
            {"armour": -1, "target_down": False, "tough": True},
        ),
    )
    down = ComparisonModel.FIXED + 1
    # sorted by Down or worse, highest first
    values = sorted((r.values[1] for r in expected.rows), reverse=True)
    assert shown(dialog, down) == [format_percent(float(v)) for v in values]
    # the chart follows the table's order and its chosen column
    assert [p for _label, p in dialog.chart.rows()] == values
    # per 10 ducats: the chance over the cost; "–" for an item bought with glory
    per = dialog.model.columnCount() - 3  # Down or worse per 10 ducats
    assert "per 10 ducats" in dialog.model.headerData(per, Qt.Orientation.Horizontal)
    for r in range(dialog.sorted.rowCount()):
        row = dialog.model.row(dialog.sorted.mapToSource(dialog.sorted.index(r, 0)).row())
        text = dialog.sorted.index(r, per).data()
        if row.option.cost.currency == "ducats" and row.option.cost.amount:
            assert text == format_percent(float(row.values[1] * 10 / row.option.cost.amount))
        else:
            assert text == "–"
    # sorting by cost puts the cheapest first
    dialog.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)
    costs = [
        dialog.model.row(dialog.sorted.mapToSource(dialog.sorted.index(r, 0)).row()).option.cost
        for r in range(dialog.sorted.rowCount())
    ]
    assert costs == sorted(costs, key=lambda c: (c.currency != "ducats", c.amount))


def test_compare_armour_against_a_model_of_the_other_warband(window: MainWindow) -> None:
    editor = open_editor(window, PILGRIMS)
    editor.compare_armour_button.click()
    dialog = window.findChild(LoadoutDialog, "loadoutDialog")
    assert dialog is not None
    dialog.opponent.setCurrentIndex(1)  # the first of the Legion's models
    assert dialog.weapon.isVisible() and dialog.weapon.count() > 0
    assert not dialog.generic_row.isVisible()
    titles = [
        dialog.model.headerData(c, Qt.Orientation.Horizontal)
        for c in range(dialog.model.columnCount())
    ]
    assert titles[-3:] == ["Down or worse", "Lowered by", "Lowered by per 10 ducats"]
    assert dialog.chart_column.currentText() == "Lowered by"
    rows = [dialog.model.row(r) for r in range(dialog.model.rowCount())]
    assert rows and all(
        r.values[1] == (dialog.model.comparison.baseline or 0) - r.values[0] for r in rows
    )
    assert all(p >= Fraction(0) for _label, p in dialog.chart.rows())


def test_compare_armour_is_off_where_the_armoury_has_none(window: MainWindow) -> None:
    assert window.database is not None
    warzone = next(w for w in roster.list_warbands(window.database) if w.system == "warzone")
    editor = open_editor(window, warzone.name)
    assert editor.compare_weapons_button.isEnabled()
    assert not editor.compare_armour_button.isEnabled()
