"""Issue 48, part 2 in the window: the variant of an imported list chosen in the import dialog,
and changed later on the warband — what changes shown first, undone like any edit."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QFileDialog

from gui.main_window import MainWindow
from gui.roster.import_report import RosterImportDialog
from gui.roster.variant_dialog import VariantDialog
from models.ledger.rosters import roster

CHOIR = (
    Path(__file__).resolve().parents[1]
    / "fixtures"
    / "rosters"
    / "drowned-choir.trench-companion.json"
)


def _import(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, faction: str | None
) -> RosterImportDialog:
    shown: list[RosterImportDialog] = []

    def run(dialog: RosterImportDialog) -> int:
        shown.append(dialog)
        assert (
            dialog.faction_combo.currentText()
            == "Heretic Legion › Heretic Naval Raiders (Heretic Legion)"
        )
        if faction is not None:
            dialog.faction_combo.setCurrentIndex(dialog.faction_combo.findText(faction))
            dialog.faction_combo.activated.emit(dialog.faction_combo.currentIndex())
        return 1

    monkeypatch.setattr(RosterImportDialog, "exec", run)
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(CHOIR)], ""))
    window.show_area("rosters")
    window.rosters.import_action.trigger()
    (dialog,) = shown
    return dialog


def test_the_import_dialog_reads_the_list_as_the_variant_chosen(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = _import(window, monkeypatch, "Heretic Legion")
    assert dialog.plan.warband.faction == dialog.faction_combo.currentData()
    assert "6 glory" in dialog.costs.text()  # re-priced as plain Legion
    assert window.database is not None
    made = next(w for w in roster.list_warbands(window.database) if w.name == "The Drowned Choir")
    assert roster.get_warband(window.database, made.id).faction_name == "Heretic Legion"


def test_the_variant_is_changed_on_the_warband_and_undone(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    _import(window, monkeypatch, "Heretic Legion")
    assert window.database is not None
    made = next(w for w in roster.list_warbands(window.database) if w.name == "The Drowned Choir")
    editor = window.rosters.open_warband(made.id)
    assert editor is not None
    assert editor.variant_button.isVisible()
    seen: list[str] = []

    def choose(dialog: VariantDialog) -> int:
        assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
        dialog.combo.setCurrentIndex(
            dialog.combo.findText("› Heretic Naval Raiders (Heretic Legion)")
        )
        seen.append(dialog.changes.toPlainText())
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(VariantDialog, "exec", choose)
    editor.variant_button.click()
    assert seen[0].splitlines()[:2] == ["ducats: 184 → 259", "glory: 6 → 0"]
    assert editor.view.faction_name == "Heretic Naval Raiders (Heretic Legion)"
    assert editor.faction_label.text() == "Heretic Legion › Heretic Naval Raiders (Heretic Legion)"
    assert (editor.view.totals.cost("ducats"), editor.view.totals.cost("glory")) == (259, 0)
    window.undo_group.undo()
    assert editor.view.faction_name == "Heretic Legion"
