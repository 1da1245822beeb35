"""Opening a Warband Ledger database from an SQLAlchemy URL or a file path.

SQLite is the default: one file per user in the platform's data directory, created on first
use. Every SQLite connection runs in WAL mode with foreign keys enforced and a busy timeout, so
a second reader (the CLI while the GUI is open) waits instead of failing.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import URL, Engine, create_engine, event, make_url
from sqlalchemy.exc import ArgumentError, IntegrityError, SQLAlchemyError
from sqlalchemy.exc import DatabaseError as SQLDatabaseError
from sqlalchemy.orm import ORMExecuteState, Session, UOWTransaction, sessionmaker

from models.errors import DatabaseError, StorageError
from models.files import protect
from models.i18n import N_, tr
from models.paths import default_database_path

# SQLite's header field for "which program owns this file": ASCII "WBLG". A file stamped by
# another program is refused rather than having our tables written into it.
APPLICATION_ID = 0x57424C47
BUSY_TIMEOUT_MS = 5000
WRITE_OPTION = "warband_ledger_write"


class ReadOnlyDatabase(DatabaseError):
    """The file, or the folder SQLite keeps its journal in, cannot be written. A backup would
    not help: the way on is a copy somewhere writable, or another database."""

    restore_helps = False

    def __init__(self, path: Path) -> None:
        super().__init__(
            tr(
                "Cannot open {path}: the file or its folder is read-only, and Warband Ledger "
                "saves every change as it is made. Copy the file to a folder you may write to "
                "and open the copy, or open another database. The file was left as it is."
            ).format(path=path)
        )


class DamagedDatabase(DatabaseError):
    """The file is damaged; `verdict` says where: SQLite's own words (the integrity check's
    first problems, or "database disk image is malformed"), or the first stored value the app
    cannot read (backups.contents_problem)."""

    def __init__(self, path: Path, verdict: str) -> None:
        super().__init__(
            tr(
                "{path} is damaged ({verdict}). A damaged file is never copied over the "
                "backups: restore the newest backup that passes the integrity check (SQLite's, "
                "and every stored value read)."
            ).format(path=path, verdict=verdict)
        )
        self.path = path
        self.verdict = verdict


class BadLocation(DatabaseError):
    """The --db value names no database this app can open (empty, not a URL, another kind of
    server, a folder): nothing was opened, and no backup would help."""

    restore_helps = False


# The servers the app is built and tested for; their drivers are its dependencies.
BACKENDS = {"sqlite": "SQLite", "postgresql": "PostgreSQL"}


@dataclass(frozen=True)
class DatabaseLocation:
    """Where a database is: its URL and, for an SQLite file, the file's path."""

    url: URL
    path: Path | None
    is_default: bool = False

    @property
    def is_sqlite(self) -> bool:
        return self.url.get_backend_name() == "sqlite"

    def display(self) -> str:
        """The path of a file, or the URL with any password hidden."""
        if self.path is not None:
            return str(self.path)
        return self.url.render_as_string(hide_password=True)

    def reference(self) -> str:
        """What `resolve_location` turns back into this location, never with a password
        (kept in the recent-databases list)."""
        if self.path is not None:
            return str(self.path)
        url = self.url
        without_password = URL.create(
            url.drivername, url.username, None, url.host, url.port, url.database, url.query
        )
        return without_password.render_as_string(hide_password=False)


def resolve_location(db: str | Path | None) -> DatabaseLocation:
    """Turn a --db value (URL, file path, or nothing for the default) into a location."""
    if db is None:
        path = default_database_path()
        return DatabaseLocation(_sqlite_url(path), path, is_default=True)
    text = str(db).strip()
    if not text:
        raise BadLocation("The database location is empty.")
    if "://" not in text:
        path = Path(text).expanduser().resolve()
        return DatabaseLocation(_sqlite_url(path), path)
    try:
        url = make_url(text)
    except ArgumentError as exc:
        raise BadLocation(f"{text!r} is not a valid database URL: {exc}") from exc
    if url.get_backend_name() not in BACKENDS:
        raise BadLocation(
            f"{url.render_as_string(hide_password=True)}: Warband Ledger keeps its data in "
            f"an SQLite file or on a PostgreSQL server (postgresql://…), not "
            f"{url.get_backend_name()}."
        )
    file_path: Path | None = None
    if url.get_backend_name() == "sqlite" and url.database and url.database != ":memory:":
        file_path = Path(url.database).expanduser().resolve()
    return DatabaseLocation(url, file_path)


def _sqlite_url(path: Path) -> URL:
    return URL.create("sqlite", database=str(path))


_commits = 0  # write transactions committed by this process (Database.write)


def commits_made() -> int:
    """How many user actions this process has saved: a command whose output is lost after one
    says the action was recorded, so that a script does not run it twice (models/cli/)."""
    return _commits


# Told the names of the tables a committed write changed: the one path by which every view of
# the window hears of a change, whichever view (or worker thread) made it.
ChangeListener = Callable[[frozenset[str]], None]


def _track_tables(session: Session, tables: set[str]) -> None:
    """Collect into `tables` the name of every table `session` writes: objects flushed, and
    INSERT/UPDATE/DELETE statements run through it."""

    def flushed(session: Session, _flush: UOWTransaction, _instances: object) -> None:
        for row in (*session.new, *session.dirty, *session.deleted):
            table = getattr(type(row), "__tablename__", None)
            if table is not None:
                tables.add(table)

    def executed(state: ORMExecuteState) -> None:
        if state.is_insert or state.is_update or state.is_delete:
            table = getattr(state.statement, "table", None)
            if table is not None:
                tables.add(table.name)

    event.listen(session, "before_flush", flushed)
    event.listen(session, "do_orm_execute", executed)


@dataclass
class Database:
    """An open database: the engine and a session factory bound to it."""

    location: DatabaseLocation
    engine: Engine
    sessions: sessionmaker[Session] = field(init=False)
    # What the user should hear about while working on (e.g. "no backup could be made").
    warnings: list[str] = field(default_factory=list)
    created: bool = False  # the database was empty and got the schema just now

    # (device, inode) of the SQLite file when it was opened: a write into a file that has
    # since been replaced (a restore by another program) would be lost, and is refused.
    file_id: tuple[int, int] | None = None
    listeners: list[ChangeListener] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.sessions = sessionmaker(self.engine, expire_on_commit=False)

    def on_change(self, listener: ChangeListener) -> Callable[[], None]:
        """Call `listener` after every committed write, in the writing thread, with the names
        of the tables it changed. Returns the function that stops it."""
        self.listeners.append(listener)
        return lambda: self.listeners.remove(listener) if listener in self.listeners else None

    def check_same_file(self) -> None:
        """Raise DatabaseReplaced if the file at this database's path is no longer the one
        opened (replaced by a restore elsewhere, moved or deleted)."""
        path = self.location.path
        if path is not None and self.file_id is not None and _file_id(path) != self.file_id:
            raise DatabaseReplaced(
                tr(
                    "Not saved — {where} was replaced or removed while this window had it open "
                    "(a backup restored by another program?). Nothing of this change was "
                    "written, and nothing more will be: open the database again (File › Open "
                    "Recent) to go on with what it holds now."
                ).format(where=path)
            )

    @contextlib.contextmanager
    def write(self) -> Iterator[Session]:
        """A session in a transaction that will write: committed at the end, rolled back on
        an exception. On SQLite it takes the write lock at BEGIN (waiting up to the busy
        timeout) rather than at its first write, so a concurrent commit can never invalidate
        what it read first."""
        tables: set[str] = set()
        try:
            with self.sessions.begin() as session:
                _track_tables(session, tables)
                session.connection(execution_options={WRITE_OPTION: True})
                self.check_same_file()  # under the write lock: a restore cannot slip between
                yield session
            global _commits
            _commits += 1
        except IntegrityError:
            raise  # a rule of the schema: the ledger's to explain, never the disk's fault
        except SQLDatabaseError as exc:  # disk full, read-only, busy past the timeout, damaged
            raise StorageError(storage_message(self.location, exc)) from exc
        self._announce(frozenset(tables))

    def _announce(self, tables: frozenset[str]) -> None:
        for listener in list(self.listeners):
            try:
                listener(tables)
            except Exception:  # the write is committed: a listener's failure must not undo it
                logging.getLogger(__name__).exception("a change listener failed")

    def close(self) -> None:
        self.engine.dispose()


def connect_database(db: str | Path | DatabaseLocation | None) -> Database:
    """Connect to (creating on first use) the database at `db`, as it is; raise DatabaseError
    if it cannot be. models/db/opening.py: open_database brings it to the current schema.

    An SQLite file is created when missing, as long as its folder exists; the default
    location's folder is created too. A file that is not an SQLite database, or that another
    program has stamped as its own, is refused untouched.
    """
    location = db if isinstance(db, DatabaseLocation) else resolve_location(db)
    if location.path is not None:
        _check_sqlite_path(location)
        _check_sqlite_writable(location.path)
        _check_sqlite_owner(location.path)
    engine = _create_engine(location)
    try:
        with engine.begin() as conn:
            # Ours from now on; only a new file is written to (a file stamped already, or one
            # about to be refused as too new, keeps every byte).
            if location.is_sqlite and not conn.exec_driver_sql("PRAGMA application_id").scalar():
                conn.exec_driver_sql(f"PRAGMA application_id = {APPLICATION_ID}")
    except SQLAlchemyError as exc:
        engine.dispose()
        if location.path is not None and "readonly" in _reason(exc).lower():
            raise ReadOnlyDatabase(location.path) from exc
        if location.path is not None:
            _raise_known(location.path, exc)
        raise BadLocation(  # a server that cannot be reached: no backup of ours would help
            tr("Cannot open {where}: {reason}").format(
                where=location.display(), reason=_reason(exc)
            )
        ) from exc
    database = Database(location, engine, file_id=_file_id(location.path))
    if location.path is not None:
        protect(location.path)  # no export may be written over it
    return database


def _file_id(path: Path | None) -> tuple[int, int] | None:
    if path is None:
        return None
    try:
        found = path.stat()
    except OSError:
        return (-1, -1)  # gone
    return (found.st_dev, found.st_ino)


class DamagedContents(DamagedDatabase):
    """SQLite finds the file sound, but a value stored in it cannot be read by the app (a JSON
    value, a catalog, a game's log): no copy of it counts as a sound backup; the file itself
    still opens, and what reads the damaged value names it."""


class DamagedValue(DatabaseError):
    """A value stored in the file cannot be read (a JSON column no longer JSON): SQLite finds
    its pages sound, the app cannot use it. A backup from before the damage helps."""


def _stored_json(location: DatabaseLocation, text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError as exc:
        raise DamagedValue(
            tr(
                "{where} is damaged: a value stored in it cannot be read ({problem}). "
                "Nothing was changed."
            ).format(where=location.display(), problem=exc)
        ) from None


class DatabaseReplaced(StorageError):
    """The open database's file was replaced or removed under it: writes stop."""


class DiskFull(DatabaseError):
    """SQLite could not create its side files (-wal, -shm) because the disk is full; it says
    "disk I/O error", but a backup would not help."""

    restore_helps = False

    def __init__(self, path: Path) -> None:
        super().__init__(
            tr(
                "Cannot open {path}: the disk is full. Free some space and open it again; "
                "the file was left as it is."
            ).format(path=path)
        )


def _raise_known(path: Path, exc: Exception) -> None:
    """The failures at open that have their own way on: a full disk (SQLite says "disk I/O
    error" when it cannot create its WAL index) and a damaged file."""
    words = str(getattr(exc, "orig", None) or exc)
    if _disk_full(path, words):
        raise DiskFull(path) from exc
    if "malformed" in words:
        raise DamagedDatabase(path, words) from exc


def _disk_full(path: Path, words: str) -> bool:
    """SQLite's "disk I/O error" meaning a full disk: less free space in the database's folder
    than SQLite needs to create or grow its WAL index."""
    if "i/o error" not in words.lower():
        return False
    try:
        found = os.statvfs(path.parent)
    except (OSError, AttributeError):
        return False
    return found.f_bavail * found.f_frsize < 64 * 1024


def _check_sqlite_path(location: DatabaseLocation) -> None:
    path = location.path
    assert path is not None
    if path.is_dir():
        raise BadLocation(f"{path} is a folder, not a database file.")
    if location.is_default:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DatabaseError(f"Cannot create the data folder {path.parent}: {exc}") from exc
    elif not path.parent.is_dir():
        raise BadLocation(f"Cannot open {path}: the folder {path.parent} does not exist.")


def _check_sqlite_writable(path: Path) -> None:
    """Every action is saved at once, and WAL keeps side files beside the database: both the
    file and its folder must be writable (os.access: root passes; SQLite then says it)."""
    target = path if path.exists() else path.parent
    if not os.access(target, os.W_OK) or not os.access(path.parent, os.W_OK | os.X_OK):
        raise ReadOnlyDatabase(path)


def _create_engine(location: DatabaseLocation) -> Engine:
    if not location.is_sqlite:
        try:
            return create_engine(location.url, pool_pre_ping=True)
        except (ImportError, ArgumentError) as exc:  # a driver not installed, or unknown
            raise BadLocation(
                f"{location.display()}: cannot connect ({exc}). PostgreSQL needs the "
                "psycopg driver: pip install 'psycopg[binary]' (the extra \"postgres\")."
            ) from exc
    engine = create_engine(
        location.url, json_deserializer=lambda text: _stored_json(location, text)
    )
    event.listen(engine, "connect", _on_sqlite_connect)
    event.listen(engine, "begin", _on_sqlite_begin)
    return engine


def _on_sqlite_connect(dbapi_connection: sqlite3.Connection, _record: Any) -> None:
    # Let SQLAlchemy, not the sqlite3 module, decide where transactions begin (see
    # _on_sqlite_begin), so DDL and SAVEPOINTs are transactional too.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.execute("PRAGMA journal_mode = WAL")
    finally:
        cursor.close()


def _on_sqlite_begin(connection: Any) -> None:
    immediate = connection.get_execution_options().get(WRITE_OPTION, False)
    connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def _check_sqlite_owner(path: Path) -> None:
    """Refuse, before changing a byte, a file that is not ours: not SQLite, or another
    program's database. Only reads: the journal mode is set once the file is known to be ours."""
    if not path.exists() or path.stat().st_size == 0:
        return  # a new database
    try:
        conn = sqlite3.connect(path)
        try:
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            tables = conn.execute(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table'"
            ).fetchone()[0]
        finally:
            conn.close()
    except sqlite3.Error as exc:
        _raise_known(path, exc)
        raise DatabaseError(
            tr("Cannot open {where}: {reason}").format(where=path, reason=exc)
        ) from exc
    if app_id != APPLICATION_ID and (app_id != 0 or tables):
        raise DatabaseError(
            f"{path} is an SQLite database of another program, "
            "not a Warband Ledger database; it was left as it is."
        )


# The driver's words for what went wrong, and what the user can do about it.
_STORAGE_HINTS = (  # the driver's words → what to tell the user (translated when shown)
    ("disk is full", N_("the disk is full. Free some space and try again")),
    ("readonly", N_("the file (or its folder) is read-only. Open a copy you may write to")),
    ("read-only", N_("the file (or its folder) is read-only. Open a copy you may write to")),
    ("locked", N_("another program is writing to it. Try again in a moment")),
    ("busy", N_("another program is writing to it. Try again in a moment")),
    ("malformed", N_("the file is damaged. Restore a backup (File › Backups…)")),
    ("not a database", N_("the file is damaged. Restore a backup (File › Backups…)")),
    ("disk i/o error", N_("the disk reported an error. Check it, then restore a backup")),
    ("unable to open", N_("the file cannot be opened. Check that it and its folder exist")),
)


def storage_message(location: DatabaseLocation, exc: SQLAlchemyError) -> str:
    """A write failed: what happened in the user's words, what to do, and that nothing of the
    action was saved."""
    words = _reason(exc)
    if location.path is not None and _disk_full(location.path, words):
        words = "disk is full"  # SQLite's words when it could not grow its -shm file
    hint = next((tr(h) for key, h in _STORAGE_HINTS if key in words.lower()), None)
    what = hint or tr("the database refused it ({words})").format(words=words)
    return tr("Not saved — {where}: {what}. Nothing of this change was written.").format(
        where=location.display(), what=what
    )


def _reason(exc: SQLAlchemyError) -> str:
    """The driver's own words ("file is not a database"), without SQLAlchemy's wrapping."""
    orig = getattr(exc, "orig", None)
    return str(orig) if orig is not None else str(exc)
