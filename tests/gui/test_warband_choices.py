"""Issue 48, part 4 in the window: a warband's own choices and finds shown in the editor's
header, changed in their dialog (a find added from the catalog's list ends the Homunculus's
warning), undone like any edit."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QPushButton

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
