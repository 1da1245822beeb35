"""File › Export PDF…: on a worker thread, cancellable, offering to open the file."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from gui.app import configure_application
from gui.export_dialog import Choice, ExportDialog, run_export
from gui.main_window import MainWindow
from models.db import Database
from models.ledger.rosters import roster
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
    main.show()
    yield main
    if main.database is not None:
        main.database.close()


def test_export_cards_of_the_open_warband(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
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

    opened: list[QUrl] = []

    def open_url(url: QUrl) -> bool:
        opened.append(url)
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", open_url)
    done = window.findChild(QMessageBox, "exportDone")
    assert done is not None and str(target) in done.text()
    done.button(QMessageBox.StandardButton.Open).click()
    assert opened == [QUrl.fromLocalFile(str(target))]


def _campaign_book(window: MainWindow) -> Choice:
    """The campaign book of the Trench Crusade demo, as File › Export PDF… offers it."""
    area = window.rosters
    area.campaign_filter.setCurrentIndex(
        area.campaign_filter.findText("Demo: the Siege of Jericho")
    )
    return next(c for c in window.export_choices() if c.key == "campaign")


def _held_campaign(window: MainWindow) -> tuple[Choice, threading.Event]:
    """The campaign book, whose worker waits at its first progress report until the gate
    opens: cancelling happens mid-export, every time."""
    real = _campaign_book(window)
    gate = threading.Event()

    def held(progress: Callable[[int, int], bool]) -> Callable[[int, int], bool]:
        def wait_then_report(done: int, total: int) -> bool:
            gate.wait(15)
            return progress(done, total)

        return wait_then_report

    def job(
        database: Database, path: Path, paper: str, size: str, progress: Callable[[int, int], bool]
    ) -> Path:
        return real.job(database, path, paper, size, held(progress))

    return replace(real, job=job), gate


def test_a_campaign_book_can_be_cancelled(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    assert window.database is not None
    choice, gate = _held_campaign(window)
    target = tmp_path / "book.pdf"
    run = run_export(window, window.database, choice, target, "A4", "poker")
    cancel = run.dialog.findChild(QPushButton)
    assert cancel is not None and cancel.text() == "Cancel"
    cancel.click()  # the user's Cancel, while the worker is inside the export
    gate.set()
    qtbot.waitUntil(lambda: run.done, timeout=15000)
    assert not target.exists() and window.findChild(QMessageBox, "errorMessage") is None

    done = run_export(window, window.database, _campaign_book(window), target, "A4", "poker", False)
    qtbot.waitUntil(lambda: done.done, timeout=15000)
    assert target.exists() and len(PdfReader(target).pages) == 5  # a campaign record: issue 37


def test_closing_the_window_stops_an_export(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """The window waits for the worker before it closes the database the worker reads."""
    assert window.database is not None
    choice, gate = _held_campaign(window)
    target = tmp_path / "book.pdf"
    run = run_export(window, window.database, choice, target, "A4", "poker")
    threading.Timer(0.3, gate.set).start()
    window.close()
    assert not run.work.thread.is_alive() and run.done and window.database is None
    assert not target.exists()


def test_nothing_to_export_says_what_to_do(window: MainWindow) -> None:
    window.rosters.table.clearSelection()
    window.rosters.table.setCurrentIndex(window.rosters.filtered.index(-1, -1))
    assert window.export_pdf() is None
    box = window.findChild(QMessageBox, "infoMessage")
    assert box is not None and "select a warband" in box.text()


def test_an_export_says_which_characters_no_font_could_draw(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """The window's side of tests/reliability/test_pdf_glyphs.py: U+13000 (a hieroglyph) is in
    neither the bundled font nor the system fonts the tests install."""
    assert window.database is not None
    pilgrims = next(w for w in roster.list_warbands(window.database) if w.name.startswith("Pell"))
    view = roster.get_warband(window.database, pilgrims.id)
    roster.rename_warband(window.database, pilgrims.id, view.version, "Pellegrini 𓀀")
    window.rosters.open_warband(pilgrims.id)
    window.export_pdf_action.trigger()
    dialog = window.findChild(ExportDialog, "exportDialog")
    assert dialog is not None
    dialog.path.setText(str(tmp_path / "cards.pdf"))
    dialog.accept()
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "exportDone") is not None, timeout=15000)
    done = window.findChild(QMessageBox, "exportDone")
    assert done is not None and done.icon() == QMessageBox.Icon.Warning
    assert "𓀀 (U+13000)" in done.informativeText()
    assert "print as empty boxes" in done.informativeText()


class _QtCalls:
    """A profile hook (threading.setprofile) that records, per thread, the functions called
    and which of them were Qt's (PySide6 or shiboken6)."""

    def __init__(self) -> None:
        self.calls: dict[str, int] = {}
        self.qt: dict[str, set[str]] = {}

    def __call__(self, frame: object, event: str, arg: object) -> None:
        if event != "c_call":
            return
        thread = threading.current_thread().name
        self.calls[thread] = self.calls.get(thread, 0) + 1
        owner = getattr(arg, "__self__", None)
        modules = (getattr(arg, "__module__", None) or "", type(owner).__module__)
        if any(m.startswith(("PySide6", "shiboken6")) for m in modules):
            self.qt.setdefault(thread, set()).add(getattr(arg, "__qualname__", repr(arg)))


def test_the_export_thread_never_touches_qt(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """Qt calls PySide's overridable virtuals while holding mutexes shared by all objects, and
    such a call waits for Python's lock: a thread that touched Qt could hang the window (it did
    in CI). The worker reports through a queue; the campaign book reports progress too."""
    assert window.database is not None
    seen = _QtCalls()
    threading.setprofile(seen)
    try:
        probe = threading.Thread(target=lambda: QUrl("x").isValid(), name="probe")
        probe.start()  # the hook sees Qt's functions where they are called
        probe.join()
        book = _campaign_book(window)
        run = run_export(window, window.database, book, tmp_path / "book.pdf", "A4", "poker")
        qtbot.waitUntil(lambda: run.done, timeout=15000)
    finally:
        threading.setprofile(None)
    assert seen.qt.get("probe")
    assert seen.calls.get("pdf-export", 0) > 1000  # it wrote a book here
    assert "pdf-export" not in seen.qt, seen.qt.get("pdf-export")
    assert (tmp_path / "book.pdf").exists()
