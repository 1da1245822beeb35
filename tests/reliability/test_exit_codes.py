"""Bad input is exit 2 naming the problem, never exit 1 with the advice to restore a backup
(issue 34, 5); output that cannot be written after a commit is exit 3, saying the action was
recorded (6); a --db naming no database this app opens is a message (6)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import uuid
from pathlib import Path
from typing import Any

import pytest

from models.ledger.campaigns import campaigns
from models.ledger.campaigns.campaigns import NewBattle, NewSide
from models.ledger.startup import open_ledger
from tests.test_cli import SCRIPT, run

RESTORE = "backup restore"


def _refused(result: subprocess.CompletedProcess[str], *named: str) -> None:
    assert result.returncode == 2, (result.returncode, result.stderr)
    assert "Traceback" not in result.stderr and RESTORE not in result.stderr, result.stderr
    for words in named:
        assert words in result.stderr, result.stderr


def _count(db: str, table: str) -> int:
    database = open_ledger(db)
    try:
        with database.engine.connect() as conn:
            from sqlalchemy import text

            return int(conn.execute(text(f"SELECT count(*) FROM {table}")).scalar_one())
    finally:
        database.close()


def _elsewhere(document: dict[str, Any]) -> dict[str, Any]:
    """The same campaign as another organiser's file: every uid replaced by a new one,
    everywhere it is named."""
    text = json.dumps(document)
    for uid in set(re.findall(r'"uid": "([0-9a-f-]{36})"', text)):
        text = text.replace(uid, str(uuid.uuid4()))
    data: dict[str, Any] = json.loads(text)
    return data


def test_a_warband_against_itself_is_bad_input(ledger: Path) -> None:
    before = _count(str(ledger), "games")
    result = run("game", "new", "--warband", "1", "--warband", "1", "--db", str(ledger))
    _refused(result, "against itself")
    assert _count(str(ledger), "games") == before


def test_a_campaign_file_with_one_warband_on_both_sides_is_refused_whole(
    ledger: Path, tmp_path: Path
) -> None:
    database = open_ledger(ledger)
    try:
        campaigns.record_battle(
            database,
            NewBattle(1, (NewSide(1, "win", 3), NewSide(2, "loss", 1)), scenario="Raid"),
        )
    finally:
        database.close()
    exported = tmp_path / "league.campaign.json"
    assert (
        run("export", "campaign-file", "1", "-o", str(exported), "--db", str(ledger)).returncode
        == 0
    )
    document = json.loads(exported.read_text(encoding="utf-8"))
    sides = document["battles"][0]["sides"]
    sides[1]["warband"] = sides[0]["warband"]
    document = _elsewhere(document)
    bad = tmp_path / "bad.campaign.json"
    bad.write_text(json.dumps(document), encoding="utf-8")
    before = _count(str(ledger), "campaigns")
    _refused(run("import", str(bad), "--db", str(ledger)), "two sides")
    # two records of the file under one uid: refused too, naming it
    document = _elsewhere(json.loads(exported.read_text(encoding="utf-8")))
    document["warbands"].append(document["warbands"][0])
    twice = tmp_path / "twice.campaign.json"
    twice.write_text(json.dumps(document), encoding="utf-8")
    _refused(run("import", str(twice), "--db", str(ledger)), "appears twice")
    assert _count(str(ledger), "campaigns") == before


def test_a_catalog_naming_one_item_twice_is_refused_naming_both(
    ledger: Path, tmp_path: Path
) -> None:
    root = Path(__file__).resolve().parents[2]
    document: dict[str, Any] = json.loads(
        (root / "resources/catalogs/dies-irae/standard/core.json").read_text(encoding="utf-8")
    )
    document["id"], document["name"] = "dies-irae/standard/mine", "Mine"
    document["items"].append(dict(document["items"][0]))
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    index = len(document["items"]) - 1
    _refused(run("import", str(path), "--db", str(ledger)), f"$.items[{index}].id", "$.items[0]")


def test_one_campaign_file_imported_by_several_commands_at_once(
    db_url: str, tmp_path: Path
) -> None:
    """PostgreSQL reads without SQLite's write lock: the import that stores second finds the
    records there and merges (once a unique-key violation, exit 1)."""
    exported = tmp_path / "league.campaign.json"
    assert run("export", "campaign-file", "1", "-o", str(exported), "--db", db_url).returncode == 0
    document = _elsewhere(json.loads(exported.read_text(encoding="utf-8")))
    document["campaign"]["name"] = "League from elsewhere"
    source = tmp_path / "elsewhere.campaign.json"
    source.write_text(json.dumps(document), encoding="utf-8")
    importing = [
        subprocess.Popen(
            [str(SCRIPT), "import", str(source), "--db", db_url],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=os.environ.copy(),
        )
        for _ in range(4)
    ]
    for process in importing:
        _out, err = process.communicate(timeout=240)
        assert process.returncode == 0 and "Traceback" not in err, err
    listed = run("list", "campaigns", "--db", db_url)
    assert listed.stdout.count("League from elsewhere") == 1


def test_an_action_whose_output_is_lost_says_it_was_recorded(ledger: Path) -> None:
    made = run("game", "new", "--warband", "1", "--warband", "2", "--json", "--db", str(ledger))
    game_id = str(json.loads(made.stdout)["game_id"])
    with open("/dev/full", "w") as full:
        result = subprocess.run(
            [str(SCRIPT), "game", "next-turn", game_id, "--db", str(ledger)],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
        )
        listing = subprocess.run(
            [str(SCRIPT), "list", "warbands", "--db", str(ledger)],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
        )
        helping = subprocess.run(
            [str(SCRIPT), "odds", "--help"], stdout=full, stderr=subprocess.PIPE, text=True
        )
    assert result.returncode == 3, result.stderr
    assert "Traceback" not in result.stderr and "recorded" in result.stderr
    assert "Do not run it again" in result.stderr
    shown = run("game", "show", game_id, "--json", "--db", str(ledger))
    assert json.loads(shown.stdout)["turn"] == 2  # recorded once
    for nothing_saved in (listing, helping):
        assert nothing_saved.returncode == 1 and "Traceback" not in nothing_saved.stderr
        assert "could not be written" in nothing_saved.stderr


@pytest.mark.parametrize(
    ("url", "named"),
    [
        ("oracle://x/y", "not oracle"),
        ("mysql+pymysql://u@localhost/x", "not mysql"),
        ("postgresql://nobody@127.0.0.1:1/nothing", "Cannot open"),
        ("not a url://", "not a valid database URL"),
    ],
)
def test_a_db_naming_no_database_we_open_is_a_message(url: str, named: str) -> None:
    _refused(run("list", "warbands", "--db", url), named)
