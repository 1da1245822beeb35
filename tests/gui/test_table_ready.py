"""Issue 20: what a player sees at the table is right, fits a laptop screen, and every control
works — through the real window on a real SQLite file."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QScrollArea

from gui.main_window import MainWindow
from models.ledger.rosters import roster
from tests.gui.test_game import LEGION, PILGRIMS, member, start_tc_game


def test_item_2_the_editor_shows_the_armour_worn(window: MainWindow) -> None:
    """TC-I4: the Armour column is the model's own armour with what it wears."""
    assert window.database is not None
    legion = next(w for w in roster.list_warbands(window.database) if w.name == LEGION)
    window.show_area("rosters")
    editor = window.rosters.open_warband(legion.id)
    assert editor is not None
    model = editor.members
    header = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    armour = header.index("Armour")
    shown = {
        model.index(r, 0).data(Qt.ItemDataRole.EditRole): model.index(r, armour).data()
        for r in range(model.rowCount())
    }
    assert shown["Anointed Brand"] == "-2"  # Reinforced Armour
    assert shown["Priest Malachai"] == "-1"  # Standard Armour
    assert shown["Trooper Kell"] == "0"
    names = [model.index(r, 0).data(Qt.ItemDataRole.EditRole) for r in range(model.rowCount())]
    row = names.index("Anointed Brand")
    tip = model.index(row, armour).data(Qt.ItemDataRole.ToolTipRole)
    assert "Reinforced Armour -2" in tip and "TC-I4" in tip


def test_item_2_game_cards_show_the_armour_worn(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = start_tc_game(window, monkeypatch)
    priest = member(view, LEGION, 0)
    card = next(c for c in view.cards if c.member.id == priest.id)
    assert "Armour -1" in card.profile_label.text()
    assert "Standard Armour -1" in card.profile_label.toolTip()


def test_item_3_export_in_a_game_offers_its_report_and_both_warbands(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.show_area("rosters")
    assert window.database is not None
    other = next(w for w in roster.list_warbands(window.database) if w.system == "dies-irae")
    window.rosters.open_warband(other.id)  # the last warband edited is another one
    window.show_area("games")
    view = start_tc_game(window, monkeypatch)
    labels = [c.label for c in window.export_choices()]
    title = view.document.game.scenario
    sides = [s.participant.warband_name for s in view.document.sides]
    assert sorted(sides) == sorted([PILGRIMS, LEGION])
    assert labels == [
        f"Game report of {title}",
        *(f"{what} of {name}" for name in sides for what in ("Warband cards", "Roster sheet")),
    ]
    dialog = window.export_pdf()
    assert dialog is not None
    assert dialog.choice().key == "report"  # what the view is about comes first
    dialog.reject()
    window.show_area("rosters")
    assert [c.label for c in window.export_choices()][0] == f"Warband cards of {other.name}"


def _twelve_each(window: MainWindow) -> None:
    """Both demo Trench Crusade warbands brought to twelve models (troopers added)."""
    assert window.database is not None
    for name in (PILGRIMS, LEGION):
        view = roster.get_warband(
            window.database,
            next(w.id for w in roster.list_warbands(window.database) if w.name == name),
        )
        trooper = view.members[-1].model_key
        for n in range(12 - len(view.members)):
            view, _ = roster.add_member(
                window.database, view.id, view.version, trooper, f"Extra {n + 1}"
            )


def test_item_7_the_table_shows_twelve_models_a_side_on_a_laptop(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, qapp: QApplication
) -> None:
    """At 1366×768 every model of two 12-model warbands is on screen at once, each row with
    its markers, flags, Attack… and Action…; nothing scrolls (issue 20, item 7)."""
    _twelve_each(window)
    window.resize(1366, 768)
    view = start_tc_game(window, monkeypatch)
    assert view.layout_switch.currentData() == "table"  # the default
    qapp.processEvents()
    assert [len(s.members) for s in view.document.sides] == [12, 12]
    scroll = view.pages.currentWidget()
    assert isinstance(scroll, QScrollArea)
    viewport = scroll.viewport().rect()
    for controls in view.controls:
        for widget in (
            controls.name_label,
            controls.attack_button,
            controls.action_button,
            *controls.flags.values(),
            *(b for pair in controls.buttons.values() for b in pair),
        ):
            assert widget.isVisible()
            corner = widget.mapTo(scroll.viewport(), widget.rect().bottomRight())
            assert viewport.contains(corner), f"{controls.member.name}: {widget} off screen"
    # The state at a glance: Down in italics, Out of Action struck through, activated greyed.
    cantor, whisper, brand = (member(view, LEGION, i) for i in (1, 2, 3))
    view.document.set_flag(cantor.id, "down", True)
    view.document.set_flag(whisper.id, "out_of_action", True)
    view.document.set_flag(brand.id, "activated", True)
    rows = {c.member.id: c for c in view.controls}
    assert rows[cantor.id].name_label.font().italic()
    assert rows[whisper.id].name_label.font().strikeOut()
    assert not rows[whisper.id].attack_button.isEnabled()
    assert not rows[brand.id].name_label.isEnabled() and rows[brand.id].attack_button.isEnabled()
    # The cards stay available, and follow the same state.
    view.layout_switch.setCurrentIndex(view.layout_switch.findData("cards"))
    assert view.pages.currentIndex() == 1
    card = next(c for c in view.cards if c.member.id == cantor.id)
    assert card.flags["down"].isChecked()
    # A row's + adds a marker (logged like any other change).
    rows[cantor.id].buttons["blood"][1].click()
    assert view.document.state_of(cantor.id).counters["blood"] == 1
    assert card.values["blood"].text() == "1/6"


def test_item_8_selecting_members_never_moves_the_layout(window: MainWindow) -> None:
    """The member panel keeps its width whatever the name's length, the member table is not
    scrolled sideways, and the window keeps its size."""
    assert window.database is not None
    window.resize(1366, 768)
    legion = next(w for w in roster.list_warbands(window.database) if w.name == LEGION)
    window.show_area("rosters")
    editor = window.rosters.open_warband(legion.id)
    assert editor is not None
    QApplication.processEvents()
    widths = set()
    for m in editor.view.members:
        editor.select_member(m.id)
        QApplication.processEvents()
        widths.add(editor.member_box.width())
        assert editor.table.horizontalScrollBar().value() == 0
        assert window.size().width() == 1366
    assert len(widths) == 1, widths
    last = editor.view.members[-1]
    assert editor.member_title.text() == f"{last.name} — {last.model_name}"


def test_item_10_the_equipment_picker_shows_range_effects_and_keywords(window: MainWindow) -> None:
    from gui.roster.pickers import item_rows

    assert window.database is not None
    legion = next(w for w in roster.list_warbands(window.database) if w.name == LEGION)
    window.show_area("rosters")
    editor = window.rosters.open_warband(legion.id)
    assert editor is not None
    priest = editor.view.members[0]
    rows = {r.key: r for r in item_rows(editor.document.catalog, editor.view, priest)}
    rifle = rows["eq_antimaterialrifle"]
    # Issue 35: the rules it would break beside the name (visible at 1366 px).
    assert rifle.cells[1] == "RC-5 hands"  # the rule; what it says is in the tooltip and below
    assert rifle.cells[3] == '36"' and "+1 DICE to injury" in rifle.cells[4]
    assert "HEAVY" in rifle.cells[5] and "glory" in rifle.cells[6]
    assert "ranged weapons and shields need 3 hands" in rifle.warning
    armour = rows["eq_reinforcedarmour"]
    assert armour.cells[4] == "armour -2"
