"""File › Export PDF…: on a worker thread, cancellable, offering to open the file."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from gui.app import configure_application
from gui.export_dialog import ExportDialog, run_export
from gui.main_window import MainWindow
from models.db import open_database
from models.ledger import roster


@pytest.fixture
def window(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, prepared_sqlite: Path
) -> Iterator[MainWindow]:
    configure_application(qapp)
    path = tmp_path / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, path)
    main = MainWindow(open_database(path))
    qtbot.addWidget(main)
    main.show()
    yield main
    if main.database is not None:
        main.database.close()


def test_export_cards_of_the_open_warband(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    assert window.database is not None
    pilgrims = next(w for w in roster.list_warbands(window.database) if w.name.startswith("Pell"))
    window.rosters.open_warband(pilgrims.id)
    window.export_pdf_action.trigger()
    dialog = window.findChild(ExportDialog, "exportDialog")
    assert dialog is not None
    assert [c.key for c in dialog.choices] == ["cards", "roster"]
    target = tmp_path / "cards.pdf"
    dialog.path.setText(str(target))
    dialog.accept()
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "exportDone") is not None, timeout=15000)
    assert "Pellegrini di San Marco" in PdfReader(target).pages[0].extract_text()


def test_a_campaign_book_can_be_cancelled(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    area = window.rosters
    area.campaign_filter.setCurrentIndex(
        area.campaign_filter.findText("Demo: the Siege of Jericho")
    )
    choices = {c.key: c for c in window.export_choices()}
    assert "campaign" in choices
    assert window.database is not None
    target = tmp_path / "book.pdf"
    run = run_export(window, window.database, choices["campaign"], target, "A4", "poker")
    run.worker.cancelled.set()  # type: ignore[attr-defined]  # at once: the first check stops it
    qtbot.waitUntil(run.worker_thread.isFinished, timeout=15000)
    assert not target.exists()
    done = run_export(window, window.database, choices["campaign"], target, "A4", "poker", False)
    qtbot.waitUntil(done.worker_thread.isFinished, timeout=15000)
    assert target.exists() and len(PdfReader(target).pages) == 4


def test_nothing_to_export_says_what_to_do(window: MainWindow) -> None:
    window.rosters.table.clearSelection()
    window.rosters.table.setCurrentIndex(window.rosters.filtered.index(-1, -1))
    assert window.export_pdf() is None
    box = window.findChild(QMessageBox, "infoMessage")
    assert box is not None and "select a warband" in box.text()
