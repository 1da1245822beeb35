"""Issue 22, part 2 in the window: the roster editor's Match-up… button, the heat map either
way round, and the sheet of both directions."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from gui.main_window import MainWindow
from gui.roster.matchup_dialog import FIXED, MatchupDialog
from models.ledger.rosters import roster
from models.ledger.rosters.matchups import cell_text, heat, match_up
from models.rules.system import fraction_text
from tests.gui.test_game import LEGION, PILGRIMS, _warband


def open_matchup(window: MainWindow, name: str) -> MatchupDialog:
    assert window.database is not None
    window.show_area("rosters")
    editor = window.rosters.open_warband(_warband(window.database, name).id)
    assert editor is not None
    editor.matchup_button.click()
    dialog = window.findChild(MatchupDialog, "matchupDialog")
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_the_heat_map_shows_each_attack_both_ways(window: MainWindow) -> None:
    assert window.database is not None
    dialog = open_matchup(window, PILGRIMS)
    assert [dialog.against.itemText(i) for i in range(dialog.against.count())] == [LEGION]
    pilgrims, legion = (_warband(window.database, n).id for n in (PILGRIMS, LEGION))
    for direction, (attackers, defenders) in enumerate([(pilgrims, legion), (legion, pilgrims)]):
        dialog.direction.setCurrentIndex(direction)
        expected = match_up(window.database, attackers, defenders)
        model = dialog.model
        assert model.rowCount() == len(expected.rows) > 0
        assert model.columnCount() == FIXED + len(expected.targets)
        headers = [
            model.headerData(c, Qt.Orientation.Horizontal)
            for c in range(FIXED, model.columnCount())
        ]
        assert headers == [t.name for t in expected.targets]
        for r, row in enumerate(expected.rows):
            assert model.index(r, 1).data() == f"{row.weapon.name} ({row.weapon.kind})"
            for c, cell in enumerate(row.cells, start=FIXED):
                index = model.index(r, c)
                assert index.data() == cell_text(cell.decisive)
                assert index.data(Qt.ItemDataRole.BackgroundRole) == QColor(*heat(cell.decisive))
                assert fraction_text(cell.decisive) in index.data(Qt.ItemDataRole.ToolTipRole)
                bold = index.data(Qt.ItemDataRole.FontRole)
                assert (bold is not None) == (cell.decisive == row.best > 0)
        # the attacker's name once, on its first weapon's row
        names = [model.index(r, 0).data() for r in range(model.rowCount())]
        assert names[0] == expected.rows[0].attacker.name
        assert all(
            name == ""
            for name, row, before in zip(
                names[1:], expected.rows[1:], expected.rows[:-1], strict=True
            )
            if row.attacker == before.attacker
        )
    assert "Out of Action" in dialog.caption.text()


def test_the_sheet_holds_both_directions(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = open_matchup(window, PILGRIMS)
    target = tmp_path / "match-up"  # the .pdf is added
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    dialog.save_button.click()
    dialog.close()  # the export goes on: the main window owns it
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "exportDone") is not None, timeout=15000)
    pages = [p.extract_text() for p in PdfReader(tmp_path / "match-up.pdf").pages]
    assert len(pages) == 2
    assert f"{PILGRIMS} against {LEGION}" in pages[0]
    assert f"{LEGION} against {PILGRIMS}" in pages[1]


def test_with_no_opponent_it_says_so(window: MainWindow) -> None:
    assert window.database is not None
    legion = _warband(window.database, LEGION)
    roster.delete_warband(window.database, legion.id, legion.version)
    window.rosters.refresh()
    dialog = open_matchup(window, PILGRIMS)
    assert dialog.against.count() == 0
    assert dialog.empty.isVisible() and not dialog.table.isVisible()
    assert not dialog.save_button.isEnabled()
