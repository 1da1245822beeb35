"""Backups of SQLite database files: before every upgrade, once a day, and on demand; the last
N kept (N is the user's setting, 10 unless changed); restore from any of them.

Every database carries an identity (a uuid in its `database_identity` table, given when it is
created or first upgraded). Its backups go on its own shelf, `<data folder>/backups/<name>-<first
8 digits of the uuid>/`, with a `database.json` naming the uuid and where the database was last
seen; two `league.sqlite` files in two folders never see, restore or rotate each other's copies.
A copy of a database file (same uuid, the original still where the shelf says) gets a new
identity the first time it is opened. Backups made before identities existed (loose files in
`backups/`) are moved onto the shelf of the database whose records they hold.

Copies are made with SQLite's backup API (consistent even with a WAL file beside the database)
and checked (`PRAGMA integrity_check`) before they are kept: a database that fails is never
copied over the good backups, and rotation always keeps the newest backup that passed. Restoring
checks the copy, refuses while any other connection has the database open (SQLite's own lock:
an exclusive lock cannot be had), keeps the database being replaced as one more backup, and
swaps the file in by rename, so a crash leaves either the old file or the new one.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import os
import re
import shutil
import sqlite3
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from models.db.engine import APPLICATION_ID, DamagedContents, DamagedDatabase
from models.errors import DatabaseError
from models.files import write_atomically
from models.paths import backup_dir
from models.text import escaped

DEFAULT_KEEP = 10
DAILY = "daily"
MANUAL = "manual"
BEFORE_RESTORE = "before-restore"
DAMAGED = "damaged"  # the bytes of a database that failed its check, kept as they were
MARKER = "database.json"
IDENTITY_TABLE = "database_identity"
STALE_PARTIAL_SECONDS = 3600  # an unfinished copy this old belongs to no running backup
_STAMP = re.compile(r"-(\d{8}-\d{6}-\d{6})-([a-z0-9._-]+)\.sqlite$")
_LEFTOVERS = ("-wal", "-shm", "-journal")


class DatabaseInUse(DatabaseError):
    """Another connection has the database open: replacing the file now would lose its saves."""

    restore_helps = False

    def __init__(self, path: Path, holders: list[str]) -> None:
        who = ", ".join(holders) if holders else "another program"
        super().__init__(
            f"{path} is open in {who}. Close it there first: a restore now would lose "
            "whatever it saves next. Nothing was changed."
        )
        self.holders = holders


@dataclass(frozen=True)
class Backup:
    path: Path
    made: dt.datetime  # local time, from the name
    reason: str  # "daily", "manual", "before-0003", "before-restore", "damaged"
    size: int

    @property
    def name(self) -> str:
        return self.path.name


# -- identity and shelves -------------------------------------------------------------------


def read_identity(database: Path) -> str | None:
    """The uuid stored in the database file, or None (an older schema, or unreadable)."""
    if not database.is_file():
        return None
    try:
        conn = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)
        try:
            row = conn.execute(f"SELECT uuid FROM {IDENTITY_TABLE}").fetchone()
        finally:
            conn.close()
    except sqlite3.Error:
        return None
    return str(row[0]) if row else None


def _marker(folder: Path) -> dict[str, str]:
    try:
        data = json.loads((folder / MARKER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(v, str)}


def _write_marker(folder: Path, identity: str, database: Path) -> None:
    text = json.dumps({"uuid": identity, "database": str(database)}, ensure_ascii=False)

    def write(path: Path) -> None:
        path.write_text(text + "\n", encoding="utf-8")

    write_atomically(folder / MARKER, write)


def _shelves() -> Iterator[tuple[Path, dict[str, str]]]:
    root = backup_dir()
    for folder in sorted(root.iterdir()) if root.is_dir() else ():
        if folder.is_dir() and (marker := _marker(folder)).get("uuid"):
            yield folder, marker


def shelf_of(identity: str) -> Path | None:
    """The folder holding the backups of the database with this uuid, if it has one."""
    root = backup_dir()
    for folder in root.glob(f"*-{identity[:8]}*") if root.is_dir() else ():
        if _marker(folder).get("uuid") == identity:
            return folder
    return None


def _shelf_for(database: Path) -> Path | None:
    """The shelf of `database`: by the uuid inside it; for a file that cannot be read (damaged),
    by the path the shelf last saw it at."""
    identity = read_identity(database)
    return _own_shelf(database, identity) if identity is not None else _shelf_by_path(database)


def _own_shelf(database: Path, identity: str) -> Path | None:
    """The shelf of `identity`, unless `database` is a copy of the file that shelf belongs to,
    not yet opened (same uuid, the original still where the shelf saw it): the original's
    backups are not the copy's to list, restore or rotate."""
    folder = shelf_of(identity)
    if folder is not None and _copy_of(database, folder, identity) is not None:
        return None
    return folder


def _copy_of(database: Path, folder: Path, identity: str) -> Path | None:
    """The original `database` is an unopened copy of (by the shelf `folder`), or None."""
    seen = Path(_marker(folder).get("database", ""))
    if seen != database and seen.is_file() and read_identity(seen) == identity:
        return seen
    return None


class UnopenedCopy(DatabaseError):
    """A copy of a database file, never opened: it has no backups of its own yet."""

    restore_helps = False

    def __init__(self, database: Path, original: Path) -> None:
        super().__init__(
            f"{database} is a copy of {original} that has not been opened yet: its backups are "
            f"the original's. Open it once (e.g. `warband-ledger --db {database} list`) and it "
            "gets backups of its own. Nothing was changed."
        )


def _shelf_by_path(database: Path) -> Path | None:
    return next((f for f, m in _shelves() if m.get("database") == str(database)), None)


def _new_shelf(database: Path, identity: str) -> Path:
    root = backup_dir()
    folder = root / f"{database.stem}-{identity[:8]}"
    if folder.exists() and _marker(folder).get("uuid") != identity:
        folder = root / f"{database.stem}-{identity}"  # 8 digits shared: the whole uuid
    try:
        folder.mkdir(parents=True, exist_ok=True)
        _write_marker(folder, identity, database)
    except OSError as exc:
        raise DatabaseError(f"Cannot create the backup folder {folder}: {exc}") from exc
    return folder


def settle_identity(database: Path, identity: str) -> str:
    """At open: the uuid `database` should carry. The same one, with its shelf told where the
    file now is (moved or renamed); or, when the shelf's database is still where the shelf
    says and carries this uuid too, a new uuid: `database` is a copy and gets its own shelf."""
    folder = shelf_of(identity)
    if folder is None:
        return identity
    seen = Path(_marker(folder).get("database", ""))
    if seen == database:
        return identity
    if seen.is_file() and seen != database and read_identity(seen) == identity:
        return str(uuid.uuid4())
    with contextlib.suppress(OSError):
        _write_marker(folder, identity, database)
    return identity


def identity_for_upgrade(database: Path) -> str:
    """The uuid a database without one gets when it is upgraded: the one of a shelf made for
    this file by an earlier attempt, else a new one."""
    found = next((m["uuid"] for _f, m in _shelves() if m.get("database") == str(database)), None)
    return found or str(uuid.uuid4())


def adopt_loose_backups(database: Path, identity: str) -> list[Path]:
    """Move the backups made before identities existed (loose in `backups/`, named after the
    file) onto this database's shelf, when they hold its records: a warband, campaign or game
    with the same id and creation time. Those of another same-named database stay."""
    loose = _listed(backup_dir(), database)  # from before identities
    if not loose:
        return []
    mine = _fingerprint(database)
    moved = []
    for backup in loose:
        if mine & _fingerprint(backup.path):
            folder = shelf_of(identity) or _new_shelf(database, identity)
            target = folder / backup.name
            with contextlib.suppress(OSError):
                backup.path.replace(target)
                for suffix in _LEFTOVERS:
                    Path(f"{backup.path}{suffix}").unlink(missing_ok=True)
                moved.append(target)
    return moved


def _fingerprint(path: Path) -> set[tuple[str, int, str]]:
    found: set[tuple[str, int, str]] = set()
    try:
        conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        return found
    try:
        for table in ("warbands", "campaigns", "games"):
            with contextlib.suppress(sqlite3.Error):
                rows = conn.execute(f"SELECT id, created_at FROM {table}")
                found.update((table, int(i), str(c)) for i, c in rows)
    finally:
        conn.close()
    return found


# -- listing --------------------------------------------------------------------------------


def _backups_in(folder: Path, stem: str | None = None) -> list[Backup]:
    """The backups in `folder`: all of them on a shelf; only those named after `stem` among
    the loose ones."""
    found = []
    for path in folder.glob("*.sqlite") if folder.is_dir() else ():
        match = _STAMP.search(path.name)
        if match is None or (stem is not None and path.name[: match.start()] != stem):
            continue
        made = dt.datetime.strptime(match.group(1), "%Y%m%d-%H%M%S-%f")
        with contextlib.suppress(OSError):
            found.append(Backup(path, made, match.group(2), path.stat().st_size))
    return found


def list_backups(database: Path) -> list[Backup]:
    """The backups of the database file `database`, newest first: those on its shelf, or, for
    a file that has no identity (never upgraded; unreadable with no shelf), the loose ones of
    its name."""
    identity = read_identity(database)
    folder = _own_shelf(database, identity) if identity is not None else _shelf_by_path(database)
    if folder is None:
        return [] if identity is not None else _listed(backup_dir(), database)
    return _listed(folder, database)


def _listed(folder: Path, database: Path) -> list[Backup]:
    """The backups in `folder`, newest first (in the loose folder, only `database`'s name)."""
    stem = database.stem if folder == backup_dir() else None
    return sorted(_backups_in(folder, stem), key=lambda b: b.made, reverse=True)


def newest_sound(database: Path) -> Backup | None:
    """The newest backup of `database` that passes the integrity check."""
    return _newest_sound(list_backups(database))


def _newest_sound(found: list[Backup]) -> Backup | None:
    for backup in found:
        if backup.reason == DAMAGED:
            continue
        try:
            check_backup(backup.path)
        except DatabaseError:
            continue
        return backup
    return None


# -- checking -------------------------------------------------------------------------------


def integrity(path: Path, *, full: bool = True) -> str:
    """SQLite's verdict on the file: "ok", or the first problems it found. `full`:
    `integrity_check` (every page, every index against its table); otherwise `quick_check`
    (every page and b-tree, no index cross-check: about half the time)."""
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        pragma = "integrity_check" if full else "quick_check"
        rows = conn.execute(f"PRAGMA {pragma}(5)").fetchall()
    finally:
        conn.close()
    return "; ".join(str(r[0]) for r in rows)


def check_database(path: Path, *, full: bool = True) -> None:
    """Raise DamagedDatabase unless SQLite finds the file sound and, with `full`, the app can
    read what it stores (contents_problem)."""
    try:
        verdict = integrity(path, full=full)
        problem = contents_problem(path) if verdict == "ok" and full else None
    except sqlite3.DatabaseError as exc:  # "database disk image is malformed", "not a database"
        raise DamagedDatabase(path, _words(exc)) from exc
    if verdict != "ok":
        raise DamagedDatabase(path, verdict)
    if problem is not None:
        raise DamagedContents(path, problem)


# What the app reads, checked beyond SQLite's pages: a flipped byte inside a stored JSON value
# passes integrity_check, then breaks every command that reads it. The ledger registers what
# it reads (models/ledger/soundness.py: JSON values, catalogs, game logs), so that this
# module imports nothing above it.
_content_checks: list[Callable[[sqlite3.Connection], str | None]] = []


def register_content_check(check: Callable[[sqlite3.Connection], str | None]) -> None:
    if check not in _content_checks:
        _content_checks.append(check)


def contents_problem(path: Path) -> str | None:
    """The first stored value of the file the app could not read, in words; None if none."""
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        for check in _content_checks:
            problem = check(conn)
            if problem:
                return problem
    finally:
        conn.close()
    return None


def check_backup(path: Path) -> None:
    """Refuse a file that is not a sound Warband Ledger database."""
    try:
        conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
        try:
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        finally:
            conn.close()
    except sqlite3.Error as exc:
        raise DatabaseError(f"{path.name} cannot be restored: {_words(exc)}") from exc
    if app_id != APPLICATION_ID:
        raise DatabaseError(f"{path.name} is not a Warband Ledger database")
    try:
        check_database(path)
    except DamagedDatabase as exc:
        raise DatabaseError(f"{path.name} is damaged too ({exc.verdict})") from exc


# -- making and rotating --------------------------------------------------------------------


def back_up(database: Path, reason: str, keep: int = DEFAULT_KEEP) -> Backup:
    """Copy the database now, check the copy, keep it, then drop the oldest copies beyond
    `keep` (never the newest sound one). A database that fails the check raises
    DamagedDatabase and leaves the backups as they were."""
    return _back_up_to(database, _home(database, read_identity(database)), reason, keep)


def _home(database: Path, identity: str | None) -> Path:
    """Where new backups of `database` go: its shelf (made when it has none yet), or the loose
    folder for a file without an identity."""
    if identity is None:
        return _legacy_folder(database)
    folder = shelf_of(identity)
    original = _copy_of(database, folder, identity) if folder is not None else None
    if original is not None:
        raise UnopenedCopy(database, original)
    return folder or _new_shelf(database, identity)


def back_up_onto(database: Path, identity: str, reason: str, keep: int = DEFAULT_KEEP) -> Backup:
    """A backup on the shelf of `identity` (before the upgrade that stores it in the file)."""
    return _back_up_to(database, _home(database, identity), reason, keep)


def _legacy_folder(database: Path) -> Path:
    """Where a database without an identity (one that will not upgrade) keeps its copies."""
    folder = backup_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise DatabaseError(f"Cannot create the backup folder {folder}: {exc}") from exc
    return folder


def _back_up_to(database: Path, folder: Path, reason: str, keep: int) -> Backup:
    _clean_partials(folder)
    made = dt.datetime.now()
    target = folder / f"{database.stem}-{made:%Y%m%d-%H%M%S-%f}-{reason}.sqlite"
    partial = target.with_suffix(".partial")
    try:
        source = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)
        try:
            copy = sqlite3.connect(partial)
            try:
                source.backup(copy)
                # A rollback-journal file: reading it later leaves no -wal/-shm beside it.
                copy.execute("PRAGMA journal_mode = DELETE")
            finally:
                copy.close()
        finally:
            source.close()
        check_database(partial)
        with open(partial, "rb+") as stream:
            os.fsync(stream.fileno())
        partial.replace(target)
    except DamagedDatabase as exc:
        _remove(partial)
        raise type(exc)(database, exc.verdict) from exc
    except (sqlite3.Error, OSError) as exc:
        _remove(partial)
        words = _words(exc)
        if "malformed" in words or "not a database" in words:
            raise DamagedDatabase(database, words) from exc
        raise DatabaseError(f"Cannot back up {database} to {folder}: {words}") from exc
    _prune(_listed(folder, database), keep, sound=target)
    return Backup(target, made, reason, target.stat().st_size)


def prune(database: Path, keep: int = DEFAULT_KEEP) -> list[Path]:
    """Delete the oldest backups of `database` beyond the newest `keep` (at least one stays),
    never the newest one that passes the integrity check."""
    return _prune(list_backups(database), keep, sound=None)


def _prune(found: list[Backup], keep: int, sound: Path | None) -> list[Path]:
    """Of `found` (newest first), delete all but the newest `keep` and the newest sound one
    (`sound`: known to be sound already, so nothing need be checked)."""
    kept = found[: max(1, keep)]
    if sound is None or sound not in {b.path for b in kept}:
        newest = _newest_sound(found)
        if newest is not None and newest not in kept:
            kept.append(newest)
    removed = []
    for old in found:
        if old not in kept:
            with contextlib.suppress(OSError):
                _remove(old.path)
                removed.append(old.path)
    return removed


def _remove(path: Path) -> None:
    """A backup file and whatever SQLite may have left beside it."""
    path.unlink(missing_ok=True)
    for suffix in _LEFTOVERS:
        Path(f"{path}{suffix}").unlink(missing_ok=True)


def _clean_partials(folder: Path) -> None:
    """Copies left unfinished by a crash (`.partial` and SQLite's `-journal` of it), once
    they are old enough to belong to no backup running now."""
    now = time.time()
    for path in folder.glob("*.partial*") if folder.is_dir() else ():
        with contextlib.suppress(OSError):
            if now - path.stat().st_mtime > STALE_PARTIAL_SECONDS:
                path.unlink()


def daily_backup(database: Path, keep: int = DEFAULT_KEEP) -> Backup | None:
    """A copy when the newest backup is more than a day old (or there is none)."""
    folder = _home(database, read_identity(database))
    newest = next(iter(_listed(folder, database)), None)
    if newest is not None and dt.datetime.now() - newest.made < dt.timedelta(days=1):
        return None
    return _back_up_to(database, folder, DAILY, keep)


# -- restoring ------------------------------------------------------------------------------


def restore(database: Path, backup: Path, keep: int = DEFAULT_KEEP) -> Backup | None:
    """Put `backup` in place of the database file. Refused (DatabaseInUse) while any other
    connection has the database open. The file being replaced is kept as a "before-restore"
    backup when it can still be read (a damaged one is copied byte for byte, as "damaged").
    Close every connection of this process to the database first."""
    check_backup(backup)
    with _exclusively(database, for_swap=False):
        pass  # refuse at once, before anything is copied, if it is in use
    kept: Backup | None = None
    if database.exists() and database.stat().st_size:
        kept = _keep_before_restore(database, keep)
    partial = database.with_name(database.name + ".restoring")
    try:
        shutil.copyfile(backup, partial)
        with open(partial, "rb+") as stream:
            os.fsync(stream.fileno())
        # Hold the lock across the swap: no program can open the old file in between and
        # write where nobody will read.
        with _exclusively(database, for_swap=True):
            for suffix in _LEFTOVERS:  # the old file's, never the restored one's
                Path(f"{database}{suffix}").unlink(missing_ok=True)
            partial.replace(database)
    except OSError as exc:
        partial.unlink(missing_ok=True)
        raise DatabaseError(f"Cannot restore {database}: {exc.strerror or exc}") from exc
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return kept


def _keep_before_restore(database: Path, keep: int) -> Backup:
    try:
        return back_up(database, BEFORE_RESTORE, keep + 1)
    except DatabaseError as exc:  # unreadable or damaged: keep its bytes as they are
        reason = DAMAGED if isinstance(exc, DamagedDatabase) else BEFORE_RESTORE
        now = dt.datetime.now()
        folder = _shelf_for(database) or _legacy_folder(database)
        raw = folder / f"{database.stem}-{now:%Y%m%d-%H%M%S-%f}-{reason}.sqlite"
        shutil.copyfile(database, raw)
        return Backup(raw, now, reason, raw.stat().st_size)


@contextlib.contextmanager
def _exclusively(database: Path, *, for_swap: bool) -> Iterator[None]:
    """Hold SQLite's exclusive lock on `database`, or raise DatabaseInUse: every open
    connection (even an idle one, in WAL mode) keeps it from being had. `for_swap`: the old
    file leaves WAL mode under the lock, so closing this connection after the swap deletes no
    -wal that the restored file might own."""
    if not database.exists():
        yield
        return
    try:
        conn = sqlite3.connect(database, timeout=0, isolation_level=None)
    except sqlite3.Error:
        yield  # not a database SQLite can open (garbage, truncated): nobody holds it
        return
    try:
        try:
            conn.execute("PRAGMA locking_mode = EXCLUSIVE")
            conn.execute("BEGIN EXCLUSIVE")
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            conn.execute("COMMIT")
            if for_swap:
                conn.execute("PRAGMA journal_mode = DELETE")
        except sqlite3.OperationalError as exc:
            if "locked" in str(exc) or "busy" in str(exc):
                raise DatabaseInUse(database, holders(database)) from exc
        except sqlite3.DatabaseError:
            pass  # damaged: SQLite cannot even lock it for us; nothing can be writing it
        yield
    finally:
        conn.close()


def holders(database: Path) -> list[str]:
    """The other programs that have the database (or its WAL files) open, as "name (pid N)",
    where the system says (Linux's /proc); empty where it cannot be known."""
    wanted = {str(database), *(f"{database}{s}" for s in _LEFTOVERS)}
    found = []
    for proc in Path("/proc").glob("[0-9]*") if Path("/proc/self/fd").is_dir() else ():
        if proc.name == str(os.getpid()):
            continue
        with contextlib.suppress(OSError):
            if any(os.readlink(fd) in wanted for fd in (proc / "fd").iterdir()):
                found.append(f"{_command_of(proc)} (pid {proc.name})")
    return found


def _command_of(proc: Path) -> str:
    """`warband-ledger`, `python -m pytest`: the program and its first words, short."""
    words = [w.decode(errors="replace") for w in (proc / "cmdline").read_bytes().split(b"\0")]
    shown = " ".join(Path(w).name if i == 0 or "/" in w else w for i, w in enumerate(words[:3]))
    return escaped(shown)[:60] or "?"


def _words(exc: BaseException) -> str:
    return str(exc) or type(exc).__name__
