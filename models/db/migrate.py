"""Bringing a database to the current schema (Alembic) before anything else uses it.

`prepare(database)` runs at every start of the app and of each CLI command that touches the
database:

1. a database made by a newer Warband Ledger (a revision we do not know) is refused;
2. an SQLite file with data in it is first copied to a timestamped backup (SQLite's backup API,
   so the copy is consistent even with a WAL file beside it), which must pass SQLite's
   integrity check; at the current schema that is the daily backup, and on the other opens of
   the day a small file gets the quick check (a damaged file is refused: DamagedDatabase);
3. all pending migrations run in one transaction: if any step fails, nothing is changed.

Then models/ledger/startup.py syncs the bundled catalogs and gives a new database its demo
data: models/db knows nothing of either.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Connection, inspect, select, text, update
from sqlalchemy.exc import SQLAlchemyError

from models.db import backups
from models.db.engine import DamagedContents, DamagedDatabase, Database
from models.db.schema import DatabaseIdentity
from models.errors import DatabaseError

# Alembic is imported only when a database is not at HEAD (a new or an older one): opening a
# current database reads its revision with plain SQL (a fifth of a second less at every start).
if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
# The newest revision in migrations/versions/ (tests/models/test_migrations.py checks it is
# Alembic's head): a new revision changes this line too.
HEAD = "0008"
# Files up to this size get `PRAGMA quick_check` at every open (about 4 ms a megabyte here, so
# at most ~0.13 s); every file gets the full `integrity_check` with its daily backup
# (docs/reliability.md has the measurements).
QUICK_CHECK_BYTES = 32 * 1024 * 1024


@dataclass(frozen=True)
class Prepared:
    """What prepare() did."""

    from_revision: str | None
    to_revision: str
    backup: Path | None  # the copy made before an upgrade (or the daily one)
    created: bool  # the database was empty and got the schema (and the demo data)
    backup_problem: str | None = None  # the daily copy could not be made: say so, go on


def alembic_config(connection: Connection | None = None) -> Config:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None
    return head


def current_revision(connection: Connection) -> str | None:
    """The revision the database is at (None: none yet), read with plain SQL."""
    if "alembic_version" not in inspect(connection).get_table_names():
        return None
    versions = connection.execute(text("SELECT version_num FROM alembic_version")).scalars()
    found = list(versions)
    return str(found[0]) if len(found) == 1 else None


def prepare(database: Database, *, keep_backups: int = backups.DEFAULT_KEEP) -> Prepared:
    """Upgrade `database` to the current schema; an SQLite file with data gets a backup before
    an upgrade, and otherwise once a day. Catalogs and demo data are the ledger's
    (models/ledger/startup.py)."""
    try:
        with database.engine.connect() as conn:
            current = current_revision(conn)
            has_tables = bool(inspect(conn).get_table_names())
    except SQLAlchemyError as exc:
        raise DatabaseError(f"Cannot read {database.location.display()}: {exc}") from exc
    head = HEAD
    if current != HEAD:  # new, older or newer than this app: Alembic decides
        from alembic.script import ScriptDirectory

        script = ScriptDirectory.from_config(alembic_config())
        head = head_revision()
        known = {rev.revision for rev in script.walk_revisions()}
    if current is not None and current != HEAD and current not in known:
        raise DatabaseError(
            f"{database.location.display()} was written by a newer version of Warband Ledger "
            f"(schema {current}); update the app to open it, or open another database."
        )
    backup = None
    problem = None
    created = current is None and not has_tables
    path = database.location.path
    identity = None
    if current == head and has_tables and path is not None:
        backup, problem = _settle_and_check(database, path, keep_backups)
    if current != head:
        if has_tables and path is not None:
            identity = backups.identity_for_upgrade(path)
            backups.adopt_loose_backups(path, identity)
            backup = backups.back_up_onto(path, identity, f"before-{head}", keep_backups).path
        from alembic import command

        try:
            with database.engine.begin() as conn:
                config = alembic_config(conn)
                config.attributes["identity"] = identity
                command.upgrade(config, "head")
        except (SQLAlchemyError, OSError) as exc:
            where = f" A copy from before the upgrade is at {backup}." if backup else ""
            raise DatabaseError(
                f"Upgrading {database.location.display()} failed and it was left unchanged: "
                f"{exc}.{where}"
            ) from exc
    return Prepared(current, head, backup, created, problem)


def _settle_and_check(
    database: Database, path: Path, keep_backups: int
) -> tuple[Path | None, str | None]:
    """An SQLite file at the current schema: its identity settled (a copy of another file gets
    its own), then checked — fully, with the daily backup, once a day; quickly on every other
    open when the file is small enough for that to go unnoticed. A damaged file raises
    DamagedDatabase. Returns the daily backup made, if any, and why none could be made."""
    with database.engine.connect() as conn:
        stored = conn.scalar(select(DatabaseIdentity.uuid))
    if stored is not None:
        settled = backups.settle_identity(path, stored)
        if settled != stored:
            with database.engine.begin() as conn:
                conn.execute(update(DatabaseIdentity).values(uuid=settled))
    problem = None
    try:
        daily = backups.daily_backup(path, keep_backups)
        if daily is not None:
            return daily.path, None  # the copy passed the full check
    except DamagedContents as exc:  # sound pages, a value the app cannot read: named where
        problem = str(exc)  # it is read; no copy of it replaces a sound backup; work goes on
    except DamagedDatabase:
        raise
    except DatabaseError as exc:  # no copy today: the user is told, the work goes on
        problem = str(exc)
    if path.stat().st_size <= QUICK_CHECK_BYTES:
        try:
            with database.engine.connect() as conn:
                verdict = "; ".join(str(v) for v in conn.scalars(text("PRAGMA quick_check(5)")))
        except SQLAlchemyError as exc:
            raise DamagedDatabase(path, str(getattr(exc, "orig", exc))) from exc
        if verdict != "ok":
            raise DamagedDatabase(path, verdict)
    return None, problem
