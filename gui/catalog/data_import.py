"""Importing a BattleScribe data set from the window: the work (a second or two) runs in a plain
Python thread that never touches Qt, the window shows a busy progress dialog and stays
responsive; the result — what changed, and what the catalog does not express — is shown in a
report the user can read and copy (docs/architecture.md, "GUI habits")."""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QProgressDialog,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.sizing import fit_to_screen
from models.db import Database
from models.ledger.files.data_set import DataImport, import_data_set
from models.rules.registry import system_title
from models.table.errors import LedgerError

DATA_FILTER = "BattleScribe data (*.gst *.cat *.gstz *.catz)"


class DataImportRun:
    """One import in a thread; `done(result or None, error text or None)` on the GUI thread."""

    def __init__(
        self,
        parent: QWidget,
        database: Database,
        paths: Sequence[Path],
        done: Callable[[DataImport | None, str | None], None],
    ) -> None:
        self.done = done
        self.answers: queue.Queue[tuple[DataImport | None, str | None]] = queue.Queue()
        self.progress = QProgressDialog(
            QCoreApplication.translate("DataImport", "Reading the data and building the catalog…"),
            "",
            0,
            0,
            parent,
        )
        self.progress.setCancelButton(None)  # one transaction: it finishes or changes nothing
        self.progress.setWindowTitle(
            QCoreApplication.translate("DataImport", "Import BattleScribe Data")
        )
        self.progress.setMinimumDuration(300)
        self.thread = threading.Thread(
            target=self._work, args=(database, list(paths)), name="data-import", daemon=True
        )
        self.timer = QTimer(parent)
        self.timer.setInterval(50)
        self.timer.timeout.connect(self._poll)
        self.thread.start()
        self.timer.start()

    def _work(self, database: Database, paths: list[Path]) -> None:
        try:
            self.answers.put((import_data_set(database, paths), None))
        except LedgerError as exc:
            self.answers.put((None, str(exc)))
        except Exception as exc:  # noqa: BLE001 — shown, not lost: the thread must answer
            self.answers.put((None, f"{type(exc).__name__}: {exc}"))

    def _poll(self) -> None:
        try:
            result, error = self.answers.get_nowait()
        except queue.Empty:
            return
        self.timer.stop()
        self.thread.join()
        self.progress.reset()
        self.progress.deleteLater()
        self.timer.deleteLater()
        self.done(result, error)

    def wait(self) -> None:
        """Until the import is done (tests; the window never waits)."""
        self.thread.join()
        self._poll()


def import_data_with_report(
    parent: QWidget,
    database: Database,
    paths: Sequence[Path],
    imported: Callable[[DataImport], None],
    failed: Callable[[str, str], None],
) -> DataImportRun:
    """Import a data set off the GUI thread; then `imported(result)` and the report, or
    `failed(title, message)` when nothing was stored."""

    def done(result: DataImport | None, error: str | None) -> None:
        if result is None:
            title = QCoreApplication.translate("DataImport", "The data was not imported")
            failed(title, error or "")
            return
        imported(result)
        title = QCoreApplication.translate("DataImport", "BattleScribe data imported")
        ReportDialog(title, report_text(result), parent).exec()

    return DataImportRun(parent, database, paths, done)


def report_text(result: DataImport) -> str:
    """What an imported data set did, as text: the changes, the warbands that followed, what
    the catalog does not express."""

    lines = [
        QCoreApplication.translate(
            "DataImport", "Imported %1 as the %2 %3 catalog: %4 factions, %5 models, %6 items."
        )
        .replace("%1", result.source)
        .replace("%2", system_title(result.system))
        .replace("%3", result.edition)
        .replace("%4", str(result.factions))
        .replace("%5", str(result.models))
        .replace("%6", str(result.items)),
        "",
    ]
    if result.broken:
        lines += [
            QCoreApplication.translate(
                "DataImport", "References that lead nowhere, left out (%1):"
            ).replace("%1", str(len(result.broken))),
            *(f"  {line}" for line in result.broken),
            "",
        ]
    lines += [
        QCoreApplication.translate("DataImport", "What changed:"),
        *(f"  {line}" for line in result.changes),
        *(f"  {line}" for line in result.repriced),
    ]
    for moved in result.rekeyed:
        lines.append(
            QCoreApplication.translate(
                "DataImport", "Warband “%1”: %2 entries followed the new ids."
            )
            .replace("%1", moved.name)
            .replace("%2", str(moved.changed))
        )
        kept = QCoreApplication.translate("DataImport", "not matched, kept as it was:")
        lines += [f"  {kept} {u}" for u in moved.unmatched]
    rest = [line for line in result.report if line not in result.broken]
    if rest:
        lines += [
            "",
            QCoreApplication.translate(
                "DataImport", "What the catalog does not express (%1):"
            ).replace("%1", str(len(rest))),
        ]
        lines += [f"  {line}" for line in rest]
    return "\n".join(lines)


class ReportDialog(QDialog):
    """A long report, readable and copyable."""

    def __init__(self, title: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        first, _, rest = text.partition("\n")
        heading = QLabel(first)
        heading.setWordWrap(True)
        self.text = QPlainTextEdit(rest.strip("\n"))
        self.text.setReadOnly(True)
        self.text.setAccessibleName(title)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        copy = QPushButton(self.tr("Copy"))
        buttons.addButton(copy, QDialogButtonBox.ButtonRole.ActionRole)
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(text))
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, 120, 32)
