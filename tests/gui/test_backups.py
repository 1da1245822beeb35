"""Backups and recovery in the window (issue 11): a damaged database offers its newest
backup; File › Backups… backs up now and restores."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from gui import settings
from gui.app import configure_application
from gui.backups_dialog import BackupsDialog
from gui.main_window import MainWindow
from models.db import backups
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from tests.reliability.test_backups_per_database import _damage_pages


@pytest.fixture
def window(qtbot: QtBot, qapp: QApplication) -> Iterator[MainWindow]:
    configure_application(qapp)
    main = MainWindow(None)
    qtbot.addWidget(main)
    main.show()
    yield main
    if main.database is not None:
        main.database.close()


def test_a_damaged_database_offers_its_newest_backup(window: MainWindow, ledger: Path) -> None:
    backups.back_up(ledger, backups.MANUAL)
    ledger.write_bytes(b"garbage" * 1000)  # the file is ruined
    assert not window.open_location(str(ledger))
    box = window.findChild(QMessageBox, "openFailure")
    assert box is not None and "not a database" in box.text()
    restore = next(b for b in box.buttons() if b.text().startswith("Restore the Backup of"))
    restore.click()
    assert window.database is not None and window.database.location.path == ledger
    assert len(roster.list_warbands(window.database)) == 8
    ruined = [b for b in backups.list_backups(ledger) if b.reason == backups.DAMAGED]
    assert len(ruined) == 1 and ruined[0].path.read_bytes() == b"garbage" * 1000  # kept


def test_a_read_only_database_offers_another_not_a_backup(
    window: MainWindow, ledger: Path, make_read_only: Callable[..., None]
) -> None:
    backups.back_up(ledger, backups.MANUAL)  # a backup would not make the file writable
    make_read_only(ledger)
    assert not window.open_location(str(ledger))
    box = window.findChild(QMessageBox, "openFailure")
    assert box is not None and "read-only" in box.text()
    names = [b.text() for b in box.buttons()]
    assert not any(n.startswith("Restore") for n in names) and "Open Another…" in names
    assert window.database is None


def test_back_up_now_and_restore_from_the_dialog(window: MainWindow, ledger: Path) -> None:
    settings.write(settings.BACKUPS_KEEP, 2)
    assert window.open_location(str(ledger))
    dialog = window.show_backups()
    assert isinstance(dialog, BackupsDialog)
    first = dialog.back_up_now()
    assert first is not None and dialog.model.rowCount() >= 1
    db = window.database
    assert db is not None
    band = roster.list_warbands(db)[0]
    roster.rename_warband(db, band.id, roster.get_warband(db, band.id).version, "Later name")
    dialog.back_up_now()
    dialog.back_up_now()
    assert dialog.model.rowCount() == 2  # the setting: two kept
    # Restore the oldest kept copy: the rename was made before it, so it stays.
    dialog.table.selectRow(dialog.model.rowCount() - 1)
    assert dialog.restore_selected(confirm=False)
    assert window.database is not None
    names = [w.name for w in roster.list_warbands(window.database)]
    assert "Later name" in names
    info = window.findChild(QMessageBox, "infoMessage")
    assert info is not None and "is back as it was" in info.text()


def test_a_database_that_opens_has_no_failure_path(window: MainWindow, ledger: Path) -> None:
    database = open_ledger(ledger)
    window.set_database(database)
    assert window.backup_target() == ledger


def test_a_database_damaged_inside_says_so_and_offers_the_newest_sound_backup(
    window: MainWindow, ledger: Path
) -> None:
    sound = backups.back_up(ledger, backups.MANUAL)
    newer = sound.path.with_name("ledger-20991231-000000-000000-manual.sqlite")
    shutil.copyfile(sound.path, newer)
    _damage_pages(newer, first=20, count=40)  # a newer backup, damaged: not the one offered
    _damage_pages(ledger, first=40, count=30)
    assert not window.open_location(str(ledger))
    box = window.findChild(QMessageBox, "openFailure")
    assert box is not None and box.windowTitle() == "The database is damaged"
    assert "is damaged" in box.text() and "newest that passes" in box.informativeText()
    restore = next(b for b in box.buttons() if b.text().startswith("Restore the Backup of"))
    assert f"{sound.made:%Y-%m-%d %H:%M}" in restore.text()
    restore.click()
    assert window.database is not None and backups.integrity(ledger) == "ok"


HOLDER = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1])
conn.execute("SELECT count(*) FROM warbands").fetchone()
print("holding", flush=True)
time.sleep(60)
"""


def test_the_windows_restore_is_refused_while_another_program_holds_the_file(
    window: MainWindow, ledger: Path
) -> None:
    assert window.open_location(str(ledger))
    dialog = window.show_backups()
    assert isinstance(dialog, BackupsDialog) and dialog.back_up_now() is not None
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(ledger)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
        assert not dialog.restore_selected(confirm=False)
        error = window.findChild(QMessageBox, "errorMessage")
        assert error is not None and f"(pid {holder.pid})" in error.text()
        assert window.database is not None  # its own connections closed, then reopened
        assert window.database.location.path == ledger
    finally:
        holder.kill()
        holder.communicate()
    assert dialog.restore_selected(confirm=False)  # nobody else now: it goes through


def test_a_file_replaced_under_the_window_is_noticed_and_reopened(
    window: MainWindow, ledger: Path, prepared_sqlite: Path, tmp_path: Path
) -> None:
    assert window.open_location(str(ledger))
    stand_in = tmp_path / "stand-in.sqlite"
    shutil.copyfile(prepared_sqlite, stand_in)
    stand_in.replace(ledger)
    assert not window.check_database_file()
    box = window.findChild(QMessageBox, "databaseReplaced")
    assert box is not None and "was replaced or removed" in box.text()
    again = next(b for b in box.buttons() if b.text() == "Open It Again")
    again.click()
    assert window.database is not None and window.check_database_file()
    band = roster.list_warbands(window.database)[0]
    view = roster.get_warband(window.database, band.id)
    roster.rename_warband(window.database, band.id, view.version, "Saved again")
