"""File › Export PDF…: warband cards, roster sheets, game reports and campaign books.

The export runs on a worker thread behind a progress dialog that can cancel it (a campaign book
stops between warbands; nothing is written then), and offers to open the file when done.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QThread, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QWidget,
)

from gui import settings
from models.db import Database
from models.files import safe_file_name

if TYPE_CHECKING:
    from types import ModuleType


def _exports() -> ModuleType:
    """The PDF writers, imported when an export starts: reportlab stays out of the window's
    start."""
    from models.reports import exports

    return exports


@dataclass(frozen=True)
class Choice:
    key: str
    label: str
    default_name: str
    job: Callable[[Database, Path, str, str, Callable[[int, int], bool]], Path]


def choices_for(
    warbands: list[tuple[int, str]],
    game: tuple[int, str] | None,
    campaign: tuple[int, str] | None,
) -> list[Choice]:
    """What can be exported from what the current view is about: a game's report first, then
    the cards and sheet of every warband given, then a campaign's book."""
    found: list[Choice] = []
    if game is not None:
        gid, title = game
        found.append(
            Choice(
                "report",
                QCoreApplication.translate("ExportDialog", "Game report of %s") % title,
                f"{safe_file_name(title)} report.pdf",
                lambda db, path, paper, _s, _p: _exports().export_report(
                    db, gid, path, paper=paper
                ),
            )
        )
    for wid, name in warbands:
        found.extend(_warband_choices(wid, name))
    if campaign is not None:
        cid, title = campaign
        found.append(
            Choice(
                "campaign",
                QCoreApplication.translate("ExportDialog", "Campaign book of %s") % title,
                f"{safe_file_name(title)}.pdf",
                lambda db, path, paper, _s, progress: _exports().export_campaign(
                    db, cid, path, paper=paper, progress=progress
                ),
            )
        )
    return found


def _warband_choices(wid: int, name: str) -> list[Choice]:
    rules_text = settings.read(settings.CARDS_RULES_TEXT)  # Preferences
    return [
        Choice(
            "cards",
            QCoreApplication.translate("ExportDialog", "Warband cards of %s") % name,
            f"{safe_file_name(name)} cards.pdf",
            lambda db, path, paper, size, _p: _exports().export_cards(
                db, wid, path, paper=paper, card_size=size, rules_text=rules_text
            ),
        ),
        Choice(
            "roster",
            QCoreApplication.translate("ExportDialog", "Roster sheet of %s") % name,
            f"{safe_file_name(name)} roster.pdf",
            lambda db, path, paper, _s, _p: _exports().export_roster(db, wid, path, paper=paper),
        ),
    ]


class ExportDialog(QDialog):
    """What to export, where, on which paper."""

    def __init__(self, choices: list[Choice], folder: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("exportDialog")
        self.setWindowTitle(self.tr("Export PDF"))
        self.choices = choices
        self.folder = folder
        self.what = QComboBox()
        for choice in choices:
            self.what.addItem(choice.label, choice.key)
        self.paper = QComboBox()
        for size in settings.PAPER_SIZES:
            self.paper.addItem(size, size)
        self.paper.setCurrentIndex(max(0, self.paper.findData(settings.read(settings.PAPER_SIZE))))
        self.cards = QComboBox()
        self.cards.addItem(self.tr("Poker size, nine a page with cut marks"), "poker")
        self.cards.addItem(self.tr("A6, one a page"), "a6")
        self.path = QLineEdit()
        self.path.setAccessibleName(self.tr("File"))
        # the whole path in view, not its first half
        self.path.setMinimumWidth(self.fontMetrics().averageCharWidth() * 70)
        browse = QPushButton(self.tr("&Browse…"))
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("&Export:"), self.what)
        form.addRow(self.tr("&Paper:"), self.paper)
        self.cards_label = QLabel(self.tr("&Cards:"))
        self.cards_label.setBuddy(self.cards)
        form.addRow(self.cards_label, self.cards)
        file_label = QLabel(self.tr("&File:"))
        file_label.setBuddy(self.path)
        form.addRow(file_label, row)
        form.addRow(buttons)
        self.what.currentIndexChanged.connect(self._chosen)
        self._chosen()

    def choice(self) -> Choice:
        return self.choices[self.what.currentIndex()]

    def _chosen(self) -> None:
        choice = self.choice()
        self.path.setText(str(self.folder / choice.default_name))
        cards = choice.key == "cards"
        self.cards.setVisible(cards)
        self.cards_label.setVisible(cards)

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export PDF"), self.path.text(), self.tr("PDF files (*.pdf)")
        )
        if path:
            self.path.setText(path if path.lower().endswith(".pdf") else path + ".pdf")


class ExportWorker(QObject):
    """Writes one export on a worker thread; progress and cancel cross threads by signals and
    a flag."""

    progressed = Signal(int, int)
    finished = Signal(str, str)  # the file written, and what could not be drawn in it
    failed = Signal(str)

    def __init__(self, run: Callable[[Callable[[int, int], bool]], Path]) -> None:
        super().__init__()
        self._run = run
        self.cancelled = threading.Event()

    def _progress(self, done: int, total: int) -> bool:
        self.progressed.emit(done, total)
        return not self.cancelled.is_set()

    @Slot()
    def work(self) -> None:
        from models.reports.base import undrawable_characters, undrawable_warning
        from models.reports.exports import Cancelled

        try:
            with undrawable_characters() as undrawable:
                path = self._run(self._progress)
        except Cancelled:
            self.failed.emit("")
        except Exception as exc:  # noqa: BLE001 — shown to the user, never a crash
            self.failed.emit(str(exc))
        else:
            self.finished.emit(str(path), undrawable_warning(undrawable) if undrawable else "")


class ExportRun(QObject):
    """The GUI side of one export: lives in the GUI thread, so the worker's signals reach it
    queued, and it alone touches widgets."""

    def __init__(
        self, parent: QWidget, path: Path, worker: ExportWorker, ask_to_open: bool
    ) -> None:
        super().__init__(parent)
        self.window = parent
        self.ask_to_open = ask_to_open
        self.warning = ""  # set when done: the characters no font here could draw
        self.worker_thread = QThread(self)
        self.dialog = QProgressDialog(
            self.tr("Writing %s…") % path.name, self.tr("Cancel"), 0, 0, parent
        )
        self.dialog.setObjectName("exportProgress")
        self.dialog.setWindowTitle(self.tr("Export PDF"))
        self.dialog.setMinimumDuration(300)
        self.worker = worker  # no parent: it lives in the worker thread
        worker.moveToThread(self.worker_thread)
        self.dialog.canceled.connect(worker.cancelled.set)
        worker.progressed.connect(self.progressed)
        worker.finished.connect(self.finished)
        worker.failed.connect(self.failed)
        self.worker_thread.started.connect(worker.work)
        self.worker_thread.finished.connect(worker.deleteLater)

    def stop(self) -> None:
        """Cancel and wait: before the database it reads is closed, or the window goes. The
        file is written atomically, so a stopped export leaves none."""
        if self.worker_thread.isRunning():
            self.worker.cancelled.set()
            self.worker_thread.quit()
            self.worker_thread.wait()

    @Slot(int, int)
    def progressed(self, done: int, total: int) -> None:
        self.dialog.setMaximum(total)
        self.dialog.setValue(done)

    @Slot(str, str)
    def finished(self, written: str, warning: str) -> None:
        self.dialog.reset()
        self.worker_thread.quit()
        self.warning = warning
        if not self.ask_to_open:
            return
        box = QMessageBox(
            QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Information,
            self.tr("Export PDF"),
            self.tr("Wrote %s. Open it now?") % written,
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Close,
            self.window,
        )
        box.setObjectName("exportDone")
        if warning:
            box.setInformativeText(warning[:1].upper() + warning[1:])
        box.finished.connect(
            lambda answer: (
                answer == QMessageBox.StandardButton.Open
                and QDesktopServices.openUrl(QUrl.fromLocalFile(written))
            )
        )
        box.open()

    @Slot(str)
    def failed(self, message: str) -> None:
        self.dialog.reset()
        self.worker_thread.quit()
        if message:  # empty: cancelled by the user, nothing to report
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("Export PDF"),
                self.tr("The PDF was not written: %s") % message,
                QMessageBox.StandardButton.Ok,
                self.window,
            )
            box.setObjectName("errorMessage")
            box.open()


def run_export(
    parent: QWidget,
    database: Database,
    choice: Choice,
    path: Path,
    paper: str,
    card_size: str,
    ask_to_open: bool = True,
) -> ExportRun:
    """Start the export on a worker thread with a cancellable progress dialog."""
    worker = ExportWorker(lambda progress: choice.job(database, path, paper, card_size, progress))
    run = ExportRun(parent, path, worker, ask_to_open)
    run.worker_thread.start()
    return run
