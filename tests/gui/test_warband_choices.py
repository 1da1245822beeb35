"""Issue 48, part 4 in the window: a warband's own choices and finds shown in the editor's
header, changed in their dialog (a find added from the catalog's list ends the Homunculus's
warning), undone like any edit."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QPushButton

from gui import i18n as gui_i18n
from gui.layout_check import anonymous, clipped, clipped_headers
from gui.main_window import MainWindow
from gui.roster.choices_dialog import ChoicesDialog
from models.catalog.validation import Choice
from models.ledger.files.importing import import_file
from models.ledger.rosters import roster

COURT = (
    Path(__file__).resolve().parents[1] / "fixtures" / "rosters" / "court-choices.newrecruit.json"
)


def test_choices_are_shown_edited_and_undone(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    assert window.database is not None
    (view,) = import_file(window.database, COURT).warbands
    window.show_area("rosters")
    editor = window.rosters.open_warband(view.id)
    assert editor is not None and editor.choices_button.isVisible()
    assert editor.choices_label.text() == (
        "Battlefield Title: Entitled to Submachine Guns; Seven Deadly Sins: Wrath · "
        "Finds: Book of Golems"
    )
    seen: list[int] = []

    def edit(dialog: ChoicesDialog) -> int:
        seen.append(dialog.table.rowCount())
        dialog.table.selectRow(1)  # the Battlefield Title goes
        dialog.remove_button.click()
        add_find = next(b for b in dialog.findChildren(QPushButton) if b.menu() is not None)
        shrine = next(a for a in add_find.menu().actions() if a.text() == "Angelic Instrument")
        shrine.trigger()
        dialog.grab().save(str(tmp_path / "choices.png"))
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(ChoicesDialog, "exec", edit)
    editor.choices_button.click()
    assert seen == [3]
    assert editor.view.choices == (
        Choice("find", "Book of Golems", "Exploration", "f73c-0f08-e6c3-e9fd"),
        Choice("choice", "Wrath", "Seven Deadly Sins", "2fbd-2ebe-b0e5-8708"),
        Choice("find", "Angelic Instrument", "Exploration"),
    )
    assert roster.get_warband(window.database, view.id).finds == (
        "Book of Golems",
        "Angelic Instrument",
    )
    editor.grab().save(str(tmp_path / "editor.png"))
    window.undo_group.undo()
    assert len(editor.view.choices) == 3 and "Battlefield Title" in editor.choices_label.text()


@pytest.mark.parametrize("code", ["en", "it", "pl", "ru"])
def test_the_choices_row_and_dialog_fit_in_every_language(
    window: MainWindow, qapp: QApplication, monkeypatch: pytest.MonkeyPatch, code: str
) -> None:
    """At 1366×768: no text clipped (the row's label cuts with "…" and says all in its
    tooltip), no column heading cut, every input named."""
    assert window.database is not None
    (view,) = import_file(window.database, COURT).warbands
    installed = gui_i18n.install(qapp, code)
    try:
        window.resize(1366, 768)
        window.show_area("rosters")
        editor = window.rosters.open_warband(view.id)
        assert editor is not None
        window.show()
        qapp.processEvents()
        problems = [f"editor: {p}" for p in clipped(window) + anonymous(window)]
        assert "Book of Golems" in editor.choices_label.toolTip()
        found: list[str] = []

        def check(dialog: ChoicesDialog) -> int:
            dialog.show()
            qapp.processEvents()
            found.extend(
                f"dialog: {p}"
                for p in clipped(dialog) + clipped_headers(dialog) + anonymous(dialog)
            )
            return QDialog.DialogCode.Rejected.value

        monkeypatch.setattr(ChoicesDialog, "exec", check)
        editor.choices_button.click()
        assert problems + found == []
    finally:
        gui_i18n.remove(qapp, installed)
