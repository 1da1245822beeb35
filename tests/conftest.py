"""Test set-up shared by every test.

Qt runs offscreen (set before any QApplication exists), and each test gets its own data and
settings folders, so no test reads or writes the developer's real database or settings.
"""

from __future__ import annotations

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"

from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def session_dirs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Data and config folders for what runs outside a test (module- and session-scoped
    fixtures open databases too, and their daily backups must not reach the real home)."""
    home = tmp_path_factory.mktemp("session-home")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_DATA_HOME", str(home / "data"))
        patch.setenv("XDG_CONFIG_HOME", str(home / "config"))
        yield home


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Per-test XDG data/config folders and QSettings path; yields the data folder's parent."""
    home = tmp_path / "home"
    data, config = home / "data", home / "config"
    data.mkdir(parents=True)
    config.mkdir(parents=True)
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    # Qt reads XDG_CONFIG_HOME once per process; point QSettings at this test's folder.
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(config))
    yield home


# --- databases for the data-layer tests: a real SQLite file, and PostgreSQL when available ---

import contextlib  # noqa: E402
import getpass  # noqa: E402
import shutil  # noqa: E402
import socket  # noqa: E402
import subprocess  # noqa: E402
import tempfile  # noqa: E402
import uuid  # noqa: E402

POSTGRES_HOW_TO = (
    "PostgreSQL tests skipped: install the Debian package `postgresql` (`.ci/system-deps` "
    "does, as root) and the dev extras (psycopg); then `make test` runs them"
)


def _postgres_bin() -> Path | None:
    for pattern in ("/usr/lib/postgresql/*/bin",):
        for folder in sorted(Path("/").glob(pattern.lstrip("/")), reverse=True):
            if (folder / "initdb").exists() and (folder / "pg_ctl").exists():
                return folder
    found = shutil.which("pg_ctl")
    return Path(found).parent if found and shutil.which("initdb") else None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class PostgresServer:
    """A throw-away cluster on a free loopback port, trust authentication, no fsync."""

    def __init__(self, bin_dir: Path) -> None:
        self.bin = bin_dir
        self.root = Path(tempfile.mkdtemp(prefix="wbl-pg-"))
        self.data = self.root / "data"
        self.port = _free_port()
        # initdb refuses to run as root: then the cluster belongs to the `postgres` user.
        self.as_user = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        self.user = "postgres" if os.geteuid() == 0 else getpass.getuser()
        if self.as_user:
            shutil.chown(self.root, "postgres")
        self._run("initdb", "-D", str(self.data), "-U", self.user, "--auth=trust", "-E", "UTF8")
        self._run(
            "pg_ctl",
            "-D",
            str(self.data),
            "-l",
            str(self.root / "log.txt"),
            "-w",
            "-o",
            f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=off "
            "-c full_page_writes=off -c synchronous_commit=off",
            "start",
        )

    def _run(self, program: str, *args: str) -> None:
        subprocess.run(
            [*self.as_user, str(self.bin / program), *args],
            check=True,
            capture_output=True,
            cwd=self.root,
        )

    def url(self, database: str) -> str:
        return f"postgresql+psycopg://{self.user}@127.0.0.1:{self.port}/{database}"

    def execute(self, sql: str) -> None:
        import psycopg

        with psycopg.connect(self.url("postgres").replace("+psycopg", ""), autocommit=True) as c:
            c.execute(sql.encode())

    def stop(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.root, ignore_errors=True)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    try:
        import psycopg  # noqa: F401
    except ImportError:
        pytest.skip(POSTGRES_HOW_TO)
    bin_dir = _postgres_bin()
    if bin_dir is None:
        pytest.skip(POSTGRES_HOW_TO)
    server = PostgresServer(bin_dir)
    try:
        # One prepared database (schema, catalogs, demo); each test copies it as a template.
        server.execute("CREATE DATABASE prepared")
        from models.ledger.startup import open_ledger

        open_ledger(server.url("prepared")).close()
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def prepared_sqlite(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One new, upgraded SQLite database (with its demo data) that tests copy."""
    from models.ledger.startup import open_ledger

    path = tmp_path_factory.mktemp("prepared") / "prepared.sqlite"
    database = open_ledger(path)
    with database.engine.connect() as conn:
        conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    database.close()
    return path


@pytest.fixture
def ledger(tmp_path: Path, prepared_sqlite: Path) -> Path:
    """A copy of the prepared SQLite file, for tests that open it (or a process does)."""
    path = tmp_path / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, path)
    return path


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path, prepared_sqlite: Path) -> str:
    """A fresh, upgraded database holding the demo data: a SQLite file, then PostgreSQL."""
    if request.param == "sqlite":
        target = tmp_path / "ledger.sqlite"
        shutil.copyfile(prepared_sqlite, target)
        return str(target)
    server: PostgresServer = request.getfixturevalue("postgres_server")
    name = f"test_{uuid.uuid4().hex[:12]}"
    server.execute(f"CREATE DATABASE {name} TEMPLATE prepared")
    return server.url(name)


@pytest.fixture
def db(db_url: str) -> Iterator[Any]:
    """The database of `db_url`, opened (and closed after the test)."""
    from models.ledger.startup import open_ledger

    database = open_ledger(db_url)
    yield database
    database.close()


@pytest.fixture
def make_read_only() -> Iterator[Any]:
    """Make files and folders truly read-only for the test: without write permission for a
    normal user; with the immutable attribute (`chattr +i`) for root, whom permissions do not
    stop. Skips where neither is possible; undone after the test."""
    done: list[Path] = []
    as_root = os.geteuid() == 0

    def read_only(*paths: Path) -> None:
        for path in paths:
            if as_root:
                tool = shutil.which("chattr")
                if tool is None or subprocess.run([tool, "+i", str(path)]).returncode != 0:
                    pytest.skip("root here, and this filesystem has no immutable attribute")
            else:
                path.chmod(0o555 if path.is_dir() else 0o444)
            done.append(path)

    yield read_only
    for path in reversed(done):
        if as_root:
            subprocess.run([shutil.which("chattr") or "chattr", "-i", str(path)], check=True)
        else:
            path.chmod(0o755 if path.is_dir() else 0o644)


class SmallDisk:
    """A real, small filesystem (tmpfs) at `folder`, which `fill()` fills to the last byte and
    `free()` empties again: writes then fail as on a full laptop disk (ENOSPC)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._filler = folder / "filler"

    def fill(self) -> None:
        fd = os.open(self._filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
        try:
            for size in (1 << 20, 4096, 1):  # large writes first, then the last crumbs
                with contextlib.suppress(OSError):
                    while os.write(fd, b"\0" * size):
                        pass
        finally:
            os.close(fd)

    def free(self) -> None:
        self._filler.unlink(missing_ok=True)


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[SmallDisk]:
    """A 16 MB tmpfs mounted for the test (needs root with mount rights; skipped otherwise)."""
    folder = tmp_path / "small-disk"
    folder.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=16m", "tmpfs", str(folder)],
        capture_output=True,
        check=False,
    )
    if mounted.returncode != 0:
        pytest.skip("no small filesystem: mounting a tmpfs needs root with mount rights")
    try:
        yield SmallDisk(folder)
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=True)


@pytest.fixture
def full_disk() -> Any:
    """`with full_disk(database):` — writes that need the SQLite file to grow fail as on a full
    disk (SQLITE_FULL, from a page limit at the file's present size); needs no privileges,
    unlike `small_disk`."""
    import sqlite3

    from sqlalchemy import event

    @contextlib.contextmanager
    def filled(database: Any) -> Iterator[None]:
        def tiny(dbapi_connection: sqlite3.Connection, _record: object) -> None:
            pages = dbapi_connection.execute("PRAGMA page_count").fetchone()[0]
            dbapi_connection.execute(f"PRAGMA max_page_count = {pages}")

        event.listen(database.engine, "connect", tiny)
        database.engine.dispose()  # new connections, with the limit
        try:
            yield
        finally:
            event.remove(database.engine, "connect", tiny)
            database.engine.dispose()

    return filled


_ENGLISH_PLURALS: list[Any] = []  # the translator, installed once and kept (Qt does not own it)


@pytest.fixture(autouse=True)
def english_plurals(request: pytest.FixtureRequest) -> None:
    """As the app does at start (gui/i18n.py: install), English loads its plural forms: "1
    warband", "2 warbands" rather than "%n warband(s)"."""
    if _ENGLISH_PLURALS or not {"qtbot", "qapp"} & set(request.fixturenames):
        return
    from PySide6.QtCore import QCoreApplication, QTranslator

    from models import assets

    app = request.getfixturevalue("qapp")
    translator = QTranslator(app)
    with assets.resource_path("translations.qt.en") as path:
        assert translator.load(str(path)), path
    QCoreApplication.installTranslator(translator)
    _ENGLISH_PLURALS.append(translator)


@pytest.fixture(autouse=True)
def collect_in_the_gui_thread(request: pytest.FixtureRequest) -> Iterator[None]:
    """In tests with Qt objects, as in the app (gui/garbage.py): no garbage collection in a
    worker thread during the test; the main thread collects afterwards."""
    if not {"qtbot", "qapp"} & set(request.fixturenames):
        yield
        return
    import gc

    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.collect()


REV17 = Path(__file__).resolve().parent / "fixtures" / "bsdata-tc-1.0-rev17"


def use_older_data(database: Any, folder: Path) -> None:
    """The tc-1.0 catalog as the community data before revision 18 made it (b47df59): what
    the lists of other people in tests/fixtures/rosters were made on, so what New Recruit
    printed in them is what that data gives (issue 49)."""
    import zipfile

    from models.ledger.files.data_set import import_data_set

    target = folder / "bsdata-rev17"
    target.mkdir(exist_ok=True)
    for packed in REV17.glob("*z"):
        with zipfile.ZipFile(packed) as archive:
            archive.extractall(target)
    import_data_set(database, [target])
