"""Backups of SQLite database files: before every upgrade, once a day, and on demand; the last
N kept (N is the user's setting, 10 unless changed); restore from any of them.

Copies are made with SQLite's backup API (consistent even with a WAL file beside the
database) into `<data folder>/backups/<name>-<time>-<reason>.sqlite`. Restoring checks the
copy first (`PRAGMA integrity_check`, our application id), keeps the database being replaced
as one more backup, and swaps the file in by rename, so a crash leaves either the old file or
the new one, never a mix.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import re
import shutil
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from models.db.engine import APPLICATION_ID, DatabaseError
from models.paths import backup_dir

DEFAULT_KEEP = 10
DAILY = "daily"
MANUAL = "manual"
BEFORE_RESTORE = "before-restore"
_STAMP = re.compile(r"-(\d{8}-\d{6}-\d{6})-([a-z0-9._-]+)\.sqlite$")


@dataclass(frozen=True)
class Backup:
    path: Path
    made: dt.datetime  # local time, from the name
    reason: str  # "daily", "manual", "before-0003", "before-restore"
    size: int

    @property
    def name(self) -> str:
        return self.path.name


def list_backups(database: Path, folder: Path | None = None) -> list[Backup]:
    """The backups of the database file `database`, newest first."""
    folder = folder or backup_dir()
    found = []
    prefix = f"{database.stem}-"
    for path in folder.glob(f"{database.stem}-*.sqlite") if folder.is_dir() else ():
        match = _STAMP.search(path.name)
        if match is None or not path.name.startswith(prefix):
            continue
        if path.name[len(prefix) : match.start() + 1] != "":  # another database's longer name
            continue
        made = dt.datetime.strptime(match.group(1), "%Y%m%d-%H%M%S-%f")
        found.append(Backup(path, made, match.group(2), path.stat().st_size))
    return sorted(found, key=lambda b: b.made, reverse=True)


def back_up(database: Path, reason: str, keep: int = DEFAULT_KEEP) -> Backup:
    """Copy the database now, then drop the oldest copies beyond `keep`."""
    folder = backup_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise DatabaseError(f"Cannot create the backup folder {folder}: {exc}") from exc
    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    target = folder / f"{database.stem}-{stamp}-{reason}.sqlite"
    partial = target.with_suffix(".partial")
    try:
        source = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
        try:
            copy = sqlite3.connect(partial)
            try:
                source.backup(copy)
            finally:
                copy.close()
        finally:
            source.close()
        partial.replace(target)
    except (sqlite3.Error, OSError) as exc:
        partial.unlink(missing_ok=True)
        raise DatabaseError(f"Cannot back up {database} to {folder}: {_words(exc)}") from exc
    prune(database, keep)
    return next(b for b in list_backups(database) if b.path == target)


def prune(database: Path, keep: int = DEFAULT_KEEP) -> list[Path]:
    """Delete the oldest backups of `database` beyond the newest `keep` (at least one stays)."""
    removed = []
    for old in list_backups(database)[max(1, keep) :]:
        with contextlib.suppress(OSError):
            old.path.unlink()
            removed.append(old.path)
    return removed


def daily_backup(database: Path, keep: int = DEFAULT_KEEP) -> Backup | None:
    """A copy when the newest backup is more than a day old (or there is none)."""
    newest = next(iter(list_backups(database)), None)
    if newest is not None and dt.datetime.now() - newest.made < dt.timedelta(days=1):
        return None
    return back_up(database, DAILY, keep)


def check_backup(path: Path) -> None:
    """Refuse a file that is not a sound Warband Ledger database."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            verdict = conn.execute("PRAGMA integrity_check").fetchone()[0]
        finally:
            conn.close()
    except sqlite3.Error as exc:
        raise DatabaseError(f"{path.name} cannot be restored: {_words(exc)}") from exc
    if app_id != APPLICATION_ID:
        raise DatabaseError(f"{path.name} is not a Warband Ledger database")
    if verdict != "ok":
        raise DatabaseError(f"{path.name} is damaged too ({verdict})")


def restore(database: Path, backup: Path, keep: int = DEFAULT_KEEP) -> Backup | None:
    """Put `backup` in place of the database file. The file being replaced is kept as a
    "before-restore" backup when it can still be read (a damaged one is copied byte for byte).
    Close every connection to the database first."""
    check_backup(backup)
    kept: Backup | None = None
    if database.exists() and database.stat().st_size:
        try:
            kept = back_up(database, BEFORE_RESTORE, keep + 1)
        except DatabaseError:  # unreadable: keep its bytes as they are
            now = dt.datetime.now()
            raw = backup_dir() / f"{database.stem}-{now:%Y%m%d-%H%M%S-%f}-{BEFORE_RESTORE}.sqlite"
            raw.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(database, raw)
            kept = Backup(raw, now, BEFORE_RESTORE, raw.stat().st_size)
    partial = database.with_name(database.name + ".restoring")
    try:
        shutil.copyfile(backup, partial)
        with open(partial, "rb+") as stream:
            os.fsync(stream.fileno())
        for suffix in ("-wal", "-shm", "-journal"):  # the old file's, never the restored one's
            Path(f"{database}{suffix}").unlink(missing_ok=True)
        partial.replace(database)
    except OSError as exc:
        partial.unlink(missing_ok=True)
        raise DatabaseError(f"Cannot restore {database}: {exc.strerror or exc}") from exc
    return kept


def _words(exc: BaseException) -> str:
    return str(exc) or type(exc).__name__
