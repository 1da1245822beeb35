"""File › Export PDF…: warband cards, roster sheets, game reports and campaign books.

The export runs on a worker thread behind a progress dialog that can cancel it (a campaign book
stops between warbands; nothing is written then), and offers to open the file when done.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, QUrl
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


@dataclass(frozen=True)
class Progress:
    done: int
    total: int


@dataclass(frozen=True)
class Written:
    path: str
    warning: str  # what no font here could draw, said to the user; empty when all was drawn


@dataclass(frozen=True)
class Failed:
    message: str  # empty: cancelled by the user, nothing to say


class ExportWork:
    """One export, written on a Python thread that never touches Qt: it reports through a queue
    that the GUI side (ExportRun) empties on a timer, and a flag tells it to stop.

    Not a QObject moved to a QThread, as it was: when Qt destroys a QObject it calls PySide's
    overridable `disconnectNotify` while holding one of the signal-slot mutexes all objects
    share, and that call waits for Python's lock. The GUI thread, holding Python's lock while it
    waited for the same mutex (opening the "Wrote …" box), then waited forever: a hung test run
    in CI (docs/architecture.md, "GUI habits")."""

    def __init__(self, job: Callable[[Callable[[int, int], bool]], Path]) -> None:
        self._job = job
        self.cancelled = threading.Event()
        self.reports: queue.SimpleQueue[Progress | Written | Failed] = queue.SimpleQueue()
        self.thread = threading.Thread(target=self._write, name="pdf-export")

    def _progress(self, done: int, total: int) -> bool:
        self.reports.put(Progress(done, total))
        return not self.cancelled.is_set()

    def _write(self) -> None:
        from models.reports.base import undrawable_characters, undrawable_warning
        from models.reports.exports import Cancelled

        try:
            with undrawable_characters() as undrawable:
                path = self._job(self._progress)
        except Cancelled:
            self.reports.put(Failed(""))
        except Exception as exc:  # noqa: BLE001 — shown to the user, never a crash
            self.reports.put(Failed(str(exc)))
        else:
            self.reports.put(
                Written(str(path), undrawable_warning(undrawable) if undrawable else "")
            )


class ExportRun(QObject):
    """The GUI side of one export: the progress dialog, and what is said when it ends. It alone
    touches widgets, in the GUI thread."""

    POLL_MS = 50  # how often the worker's reports are taken: the dialog moves smoothly enough

    def __init__(self, parent: QWidget, path: Path, work: ExportWork, ask_to_open: bool) -> None:
        super().__init__(parent)
        self.window = parent
        self.ask_to_open = ask_to_open
        self.work = work
        self.done = False  # the outcome has been shown, or the run was stopped
        self.dialog = QProgressDialog(
            self.tr("Writing %s…") % path.name, self.tr("Cancel"), 0, 0, parent
        )
        self.dialog.setObjectName("exportProgress")
        self.dialog.setWindowTitle(self.tr("Export PDF"))
        self.dialog.setMinimumDuration(300)
        self.dialog.canceled.connect(work.cancelled.set)
        self.poll = QTimer(self)
        self.poll.setInterval(self.POLL_MS)
        self.poll.timeout.connect(self.take_reports)

    def start(self) -> None:
        self.work.thread.start()
        self.poll.start()

    def stop(self) -> None:
        """Cancel and wait: before the database it reads is closed, or the window goes. The
        file is written atomically, so a stopped export leaves none; nothing more is said."""
        if self.work.thread.is_alive():
            self.work.cancelled.set()
            self.work.thread.join()
        self._end()

    def take_reports(self) -> None:
        while not self.done:
            try:
                report = self.work.reports.get_nowait()
            except queue.Empty:
                return
            match report:
                case Progress(done, total):
                    self.dialog.setMaximum(total)
                    self.dialog.setValue(done)
                case Written(path, warning):
                    self._end()
                    if self.ask_to_open:
                        self._offer_to_open(path, warning)
                case Failed(message):
                    self._end()
                    if message:
                        self._say_not_written(message)

    def _end(self) -> None:
        """Nothing of a finished export stays with the window (an evening may hold many)."""
        if self.done:
            return
        self.done = True
        self.poll.stop()
        self.dialog.reset()
        self.dialog.deleteLater()
        self.deleteLater()

    def _offer_to_open(self, written: str, warning: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Information,
            self.tr("Export PDF"),
            self.tr("Wrote %s. Open it now?") % written,
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Close,
            self.window,
        )
        box.setObjectName("exportDone")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if warning:
            box.setInformativeText(warning[:1].upper() + warning[1:])
        box.finished.connect(
            lambda answer: (
                answer == QMessageBox.StandardButton.Open
                and QDesktopServices.openUrl(QUrl.fromLocalFile(written))
            )
        )
        box.open()

    def _say_not_written(self, message: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Export PDF"),
            self.tr("The PDF was not written: %s") % message,
            QMessageBox.StandardButton.Ok,
            self.window,
        )
        box.setObjectName("errorMessage")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
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
    work = ExportWork(lambda progress: choice.job(database, path, paper, card_size, progress))
    run = ExportRun(parent, path, work, ask_to_open)
    run.start()
    return run
