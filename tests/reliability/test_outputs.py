"""Where an export may be written (issue 34, 1): never over the database, its journals, a
backup, a device or a file of another kind (without --force); `-o folder/` is a folder; a
killed export's temporary files are swept by the next one."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
from pathlib import Path

import pytest

from models.files import OutputRefused, output_path, write_atomically
from models.paths import backup_dir
from tests.test_cli import SCRIPT, run

KINDS = (
    ("warband", "1"),
    ("campaign-file", "1"),
    ("cards", "1"),
    ("roster", "1"),
    ("report", "GAME"),
    ("campaign", "1"),
    ("trench-companion", "1"),
    ("ros", "1"),
    ("rosz", "1"),
    ("text", "1"),
    ("text-compact", "1"),
)


def _write_x(path: Path) -> None:
    path.write_bytes(b"x")


def _write_pdf(path: Path) -> None:
    path.write_bytes(b"%PDF-")


def _write_new_pdf(path: Path) -> None:
    path.write_bytes(b"%PDF-new")


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def game_ledger(ledger: Path) -> tuple[Path, str]:
    made = run("game", "new", "--warband", "1", "--warband", "2", "--json", "--db", str(ledger))
    assert made.returncode == 0, made.stderr
    return ledger, str(json.loads(made.stdout)["game_id"])


def _export(db: Path, what: str, record: str, *more: str) -> subprocess.CompletedProcess[str]:
    return run("export", what, record, *more, "--db", str(db))


@pytest.mark.parametrize(("what", "record"), KINDS)
def test_an_export_onto_the_database_or_its_journals_is_refused(
    what: str, record: str, game_ledger: tuple[Path, str]
) -> None:
    db, game = game_ledger
    record = game if record == "GAME" else record
    before = _digest(db)
    for target in (db, Path(f"{db}-wal"), Path(f"{db}-shm")):
        existed = target.exists()
        result = _export(db, what, record, "-o", str(target))
        assert result.returncode == 2, (target, result.stdout, result.stderr)
        assert "is the database" in result.stderr and "Traceback" not in result.stderr
        assert target.exists() == existed
    assert _digest(db) == before
    # the database still opens and answers
    assert run("list", "warbands", "--db", str(db)).returncode == 0


def test_a_backup_and_any_other_database_are_never_replaced(
    game_ledger: tuple[Path, str], tmp_path: Path
) -> None:
    db, _game = game_ledger
    made = run("backup", "create", "--db", str(db))
    assert made.returncode == 0, made.stderr
    listed = run("backup", "list", "--json", "--db", str(db))
    name = json.loads(listed.stdout)[0]["name"]
    backup = next(backup_dir().rglob(name))
    before = _digest(backup)
    for extra in ((), ("--force",)):
        result = _export(db, "roster", "1", "-o", str(backup), *extra)
        assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
    assert _digest(backup) == before
    other = tmp_path / "other.sqlite"
    other.write_bytes(db.read_bytes())
    result = _export(db, "roster", "1", "-o", str(other), "--force")
    assert result.returncode == 2 and "is a database" in result.stderr
    assert _digest(other) == _digest(db)


def test_a_file_of_another_kind_needs_force(game_ledger: tuple[Path, str], tmp_path: Path) -> None:
    db, _game = game_ledger
    notes = tmp_path / "notes.txt"
    notes.write_text("my campaign notes\n", encoding="utf-8")
    refused = _export(db, "roster", "1", "-o", str(notes))
    assert refused.returncode == 2 and "--force" in refused.stderr
    assert notes.read_text(encoding="utf-8") == "my campaign notes\n"
    # nor by a text export: the app did not write it
    assert _export(db, "text", "1", "-o", str(notes)).returncode == 2
    assert notes.read_text(encoding="utf-8") == "my campaign notes\n"
    # what an export wrote is written again by the same kind of export (.ros and .rosz: of
    # a warband of the v1.0 catalog)
    from models.ledger.rosters import roster
    from models.ledger.startup import open_ledger

    database = open_ledger(db)
    try:
        v10 = roster.create_warband(
            database,
            roster.NewWarband("Pilgrims", "trench-crusade", "tc-1.0", "d54d-055d-bbc0-a20f"),
        ).id
    finally:
        database.close()
    pdf = tmp_path / "roster.pdf"
    for what, target in (
        ("roster", pdf),
        ("text", tmp_path / "list.txt"),
        ("warband", tmp_path / "w.warband.json"),
        ("trench-companion", tmp_path / "tc.json"),
        ("ros", tmp_path / "list.ros"),
        ("rosz", tmp_path / "list.rosz"),
    ):
        record = str(v10) if what in ("ros", "rosz") else "1"
        for _ in range(2):
            result = _export(db, what, record, "-o", str(target))
            assert result.returncode == 0, (what, result.stderr)
    # but not another program's JSON, zip or XML of the same name
    for name, content in (
        ("package.json", b'{"name": "x"}'),
        ("photos.zip", b"PK\x03\x04" + bytes(22) + b"\x05\x00\x00\x00a.jpg"),
        ("page.xml", b"<html></html>"),
    ):
        other = tmp_path / name
        other.write_bytes(content)
        what = {"package.json": "warband", "photos.zip": "rosz", "page.xml": "ros"}[name]
        assert _export(db, what, str(v10), "-o", str(other)).returncode == 2, name
        assert other.read_bytes() == content
    # and a JSON export will not replace the PDF without --force
    assert _export(db, "warband", "1", "-o", str(pdf)).returncode == 2
    assert pdf.read_bytes().startswith(b"%PDF-")
    assert _export(db, "warband", "1", "-o", str(pdf), "--force").returncode == 0
    assert json.loads(pdf.read_text(encoding="utf-8"))["format"]


def test_a_path_ending_in_a_separator_is_a_folder(
    game_ledger: tuple[Path, str], tmp_path: Path
) -> None:
    db, _game = game_ledger
    folder = tmp_path / "out"
    empty = _export(db, "roster", "1", "-o", "")
    assert empty.returncode == 2 and "give a file or a folder" in empty.stderr
    missing = _export(db, "roster", "1", "-o", f"{folder}/")
    assert missing.returncode == 2 and "no such folder" in missing.stderr
    assert not folder.exists()
    folder.mkdir()
    for given in (f"{folder}/", str(folder)):
        result = _export(db, "roster", "1", "-o", given)
        assert result.returncode == 0, result.stderr
    assert [p.name for p in folder.iterdir()] == ["Pellegrini di San Marco roster.pdf"]


def test_devices_and_links_onto_them_are_never_replaced(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    link = tmp_path / "link"
    link.symlink_to(fifo)
    for target in (fifo, link, Path("/dev/null")):
        with pytest.raises(OutputRefused, match="not a regular file"):
            write_atomically(target, _write_x)
    assert link.is_symlink() and fifo.exists() and not fifo.is_file()


def test_a_link_onto_a_file_replaces_the_file_it_points_to(tmp_path: Path) -> None:
    real = tmp_path / "real.pdf"
    real.write_bytes(b"%PDF-old")
    link = tmp_path / "link.pdf"
    link.symlink_to(real)
    assert output_path(link, kind="pdf", default_name="x.pdf") == link
    write_atomically(link, _write_new_pdf)
    assert link.is_symlink() and real.read_bytes() == b"%PDF-new"


def test_a_killed_writers_temporary_file_is_swept_by_the_next_write(tmp_path: Path) -> None:
    tmp_path = tmp_path / "out"
    tmp_path.mkdir()
    dead_pid = subprocess.Popen(["true"])  # a process that has ended
    dead_pid.wait()
    left = tmp_path / f".roster.pdf.{dead_pid.pid}.abc123.tmp"
    left.write_bytes(b"")
    running = tmp_path / f".roster.pdf.{os.getpid()}.def456.tmp"  # a writer still at work
    running.write_bytes(b"")
    other = tmp_path / f".cards.pdf.{dead_pid.pid}.abc123.tmp"  # another file's: not ours
    other.write_bytes(b"")
    write_atomically(tmp_path / "roster.pdf", _write_pdf)
    assert not left.exists()
    assert running.exists() and other.exists()
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith(".")) == [
        "roster.pdf"
    ]


def test_an_export_killed_mid_write_leaves_nothing_once_the_next_one_ran(
    game_ledger: tuple[Path, str], tmp_path: Path
) -> None:
    db, _game = game_ledger
    tmp_path = tmp_path / "out"
    tmp_path.mkdir()
    target = tmp_path / "book.pdf"
    for delay in (0.3, 0.6, 0.9):
        process = subprocess.Popen(
            [str(SCRIPT), "export", "campaign", "1", "-o", str(target), "--db", str(db)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            process.wait(timeout=delay)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    assert _export(db, "campaign", "1", "-o", str(target)).returncode == 0
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []
    assert target.read_bytes().startswith(b"%PDF-")


def test_the_window_s_writers_refuse_the_open_database_too(ledger: Path) -> None:
    """The window writes through the same functions (a Save dialog's overwrite question is
    no protection against picking the database file itself)."""
    from models.ledger.files.shared_lists import export_list
    from models.ledger.files.warband_file import export_warband
    from models.ledger.startup import open_ledger
    from models.reports import exports
    from models.reports.base import ReportError
    from models.table.errors import InvalidInput

    before = _digest(ledger)
    database = open_ledger(ledger)
    try:
        with pytest.raises(ReportError, match="is the database"):
            exports.export_roster(database, 1, ledger)
        with pytest.raises(InvalidInput, match="is the database"):
            export_warband(database, 1, Path(f"{ledger}-wal"))
        with pytest.raises(InvalidInput, match="is the database"):
            export_list(database, 1, "text", ledger)
    finally:
        database.close()
    assert _digest(ledger) == before
