"""The command line as a user runs it: the installed `warband-ledger` script (CONTRACTS.md §1)."""

from __future__ import annotations

import gc
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import models
from models.cli import COMMANDS, _command_in, main

SCRIPT = Path(sys.executable).with_name("warband-ledger")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(SCRIPT), *args], capture_output=True, text=True, timeout=60, env=os.environ.copy()
    )


def test_version() -> None:
    result = run("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"warband-ledger {models.__version__}"


@pytest.mark.parametrize(
    "args",
    [["--no-such-option"], ["no-such-command"], ["info", "--bogus"], ["--db"]],
)
def test_bad_arguments_exit_2_with_one_line(args: list[str]) -> None:
    result = run(*args)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("warband-ledger")
    assert "error" in lines[0]
    assert result.stdout == ""


HUGE = "99999999999999999999999"  # beyond any database's integer: once an overflow deep in SQL


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["export", "cards", HUGE, "-o", "x.pdf"], "ids run from 1"),
        (["export", "roster", "0", "-o", "x.pdf"], "ids run from 1"),
        (["game", "show", HUGE], "ids run from 1"),
        (["game", "new", "--warband", "1", "--warband", "-2"], "ids run from 1"),
        (
            [
                "game",
                "attack",
                "1",
                "--attacker",
                "1",
                "--weapon",
                "x",
                "--target",
                HUGE,
                "--seed",
                "1",
            ],
            "ids run from 1",
        ),
        (
            [
                "game",
                "attack",
                "1",
                "--attacker",
                "1",
                "--weapon",
                "x",
                "--target",
                "2",
                "--seed",
                HUGE,
            ],
            "seeds run from 0",
        ),
        (["compare", "1", "--against", "2", "--member", "1.5"], "'1.5' is not an id"),
    ],
)
def test_ids_and_seeds_beyond_the_database_exit_2_naming_the_option(
    ledger: Path, args: list[str], says: str
) -> None:
    result = run(*args, "--db", str(ledger))
    assert result.returncode == 2, result.stderr
    assert says in result.stderr and "Traceback" not in result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize("command", [[]] + [[c.name] for c in COMMANDS])
def test_help_on_every_command(command: list[str]) -> None:
    result = run(*command, "--help")
    assert result.returncode == 0
    assert "--db" in result.stdout


def test_info_reports_the_default_database_without_creating_it(user_dirs: Path) -> None:
    result = run("info", "--json")
    assert result.returncode == 0, result.stderr
    facts = json.loads(result.stdout)
    assert facts["version"] == models.__version__
    assert Path(facts["data_dir"]).is_relative_to(user_dirs / "data")
    assert Path(facts["database"]).parent == Path(facts["data_dir"])
    assert facts["database_exists"] is False


@pytest.mark.parametrize("where", ["before", "after"])
def test_db_is_accepted_before_or_after_the_sub_command(tmp_path: Path, where: str) -> None:
    db = tmp_path / "league.sqlite"
    args = ["--db", str(db), "info", "--json"] if where == "before" else ["info", "--db", str(db)]
    result = run(*args)
    assert result.returncode == 0, result.stderr
    assert str(db) in result.stdout


def test_a_bad_db_url_exits_2_naming_db() -> None:
    result = run("info", "--db", "   ")
    assert result.returncode == 2
    assert "--db" in result.stderr


def test_without_a_command_the_window_stays_up_until_closed(user_dirs: Path) -> None:
    """`QT_QPA_PLATFORM=offscreen warband-ledger` runs until the window is closed (here by
    SIGTERM, which closes it the ordinary way: settings saved, exit code 0)."""
    db = user_dirs / "gui.sqlite"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    process = subprocess.Popen(
        [str(SCRIPT), "--db", str(db)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 30
        while not db.exists() and time.monotonic() < deadline:
            assert process.poll() is None, process.communicate()
            time.sleep(0.1)
        time.sleep(2)
        assert process.poll() is None, "the application exited by itself"
        process.send_signal(signal.SIGTERM)
        _, stderr = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, stderr
    settings_file = user_dirs / "config" / "Warband Ledger" / "Warband Ledger.ini"
    assert "geometry" in settings_file.read_text(encoding="utf-8")


def test_a_closed_pipe_is_not_an_error(tmp_path: Path) -> None:
    """`warband-ledger odds … | head -c 10`: the reader leaves while megabytes are still being
    written (far more than a pipe holds); an exit without a traceback."""
    many = tmp_path / "many.jsonl"
    many.write_text('{"attack": "melee", "characteristic": 2}\n' * 3000, encoding="utf-8")
    reader = subprocess.run(
        f"{SCRIPT} odds trench-crusade --spec @{many} --json | head -c 10",
        shell=True,
        capture_output=True,
        text=True,
        timeout=120,
        env=os.environ.copy(),
    )
    assert len(reader.stdout) == 10
    assert "Traceback" not in reader.stderr and "BrokenPipe" not in reader.stderr, reader.stderr


def test_a_command_ends_without_teardown_and_loses_nothing(tmp_path: Path) -> None:
    """A command's process skips the interpreter's teardown (models/cli/__init__.py: exit_now): its
    output is all there, its exit code kept, and its database closed as it should be — an
    SQLite file left open keeps its -wal and -shm files."""
    many = tmp_path / "many.jsonl"
    many.write_text('{"attack": "melee", "characteristic": 2}\n' * 500, encoding="utf-8")
    out = tmp_path / "out.jsonl"
    with out.open("w", encoding="utf-8") as stream:
        odds = subprocess.run(
            [str(SCRIPT), "odds", "trench-crusade", "--spec", f"@{many}", "--json"],
            stdout=stream,
            timeout=120,
        )
    assert odds.returncode == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 500 and all(json.loads(line)["outcomes"] for line in lines)

    db = tmp_path / "ledger.sqlite"
    listed = run("list", "warbands", "--json", "--db", str(db))
    ids = [w["id"] for w in json.loads(listed.stdout) if w["system"] == "trench-crusade"]
    started = run(
        "game", "new", "--db", str(db), "--warband", str(ids[0]), "--warband", str(ids[1])
    )
    assert started.returncode == 0, started.stderr
    exported = run("export", "cards", str(ids[0]), "--db", str(db), "-o", str(tmp_path / "c.pdf"))
    assert exported.returncode == 0, exported.stderr
    assert (tmp_path / "c.pdf").read_bytes().startswith(b"%PDF")
    assert sorted(p.name for p in tmp_path.glob("ledger.sqlite*")) == ["ledger.sqlite"]
    assert run("odds", "trench-crusade", "--spec", '{"hit_dice": 99}').returncode == 2


def test_exit_now_runs_the_exit_handlers_and_keeps_the_code() -> None:
    code = (
        "import atexit, sys\n"
        "from models.cli import exit_now\n"
        "atexit.register(lambda: print('handler ran', file=sys.stderr))\n"
        "print('unflushed', end='')\n"
        "exit_now(3)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60
    )
    assert (result.returncode, result.stdout, result.stderr) == (3, "unflushed", "handler ran\n")


@pytest.mark.parametrize(
    ("argv", "command"),
    [
        ([], ""),
        (["odds", "trench-crusade"], "odds"),
        (["--db", "odds", "list", "warbands"], "list"),  # a database file named "odds"
        (["--db=x.sqlite", "list"], "list"),
        (["--d", "x.sqlite", "info"], "info"),  # argparse takes --d for --db
        (["--version"], ""),
        (["-h", "odds"], "odds"),
        (["no-such-command"], ""),  # the full parser says what is wrong
        (["--db"], ""),
    ],
)
def test_the_command_is_found_without_building_a_parser(argv: list[str], command: str) -> None:
    assert _command_in(argv) == command


def test_an_abbreviated_db_option_before_the_command(tmp_path: Path) -> None:
    db = tmp_path / "odds"  # a database named like a command
    result = run("--d", str(db), "info", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["database"] == str(db)


def test_a_command_run_in_process_leaves_the_collector_as_it_was(
    capsys: pytest.CaptureFixture[str],
) -> None:
    before = gc.get_threshold()
    assert main(["odds", "trench-crusade", "--spec", '{"characteristic": 1}']) == 0
    assert gc.get_threshold() == before
    assert "out_of_action" in capsys.readouterr().out
