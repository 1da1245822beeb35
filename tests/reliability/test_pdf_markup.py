"""User text never becomes reportlab markup (issue 34, 8): markup put in every field a user
types — names, notes, scenarios, players, skills, battle scars — comes out of every PDF as
the characters typed: no image embedded from a local file, no link, no font size applied,
and an unclosed tag ("Tom's <b> crew") breaks nothing, the campaign book's contents
included."""

from __future__ import annotations

import json
import sqlite3
import subprocess
from pathlib import Path

import pytest

from models.ledger.campaigns import campaigns
from models.ledger.campaigns.campaigns import NewBattle, NewSide
from models.ledger.startup import open_ledger
from tests.test_cli import run

# Each field gets its own marker, so a missing one is named.
HOSTILE = "{field} Tom's <b> crew <font size=200>BIG</font> <img src=\"/etc/hostname\"/> " \
    "<a href=\"http://example.com\">link</a> &amp; <br/> </para>"  # fmt: skip
FIELDS = [
    ("warbands", "name"),
    ("warbands", "notes"),
    ("members", "name"),
    ("members", "notes"),
    ("campaigns", "name"),
    ("campaigns", "notes"),
    ("players", "name"),
    ("games", "scenario"),
    ("battles", "scenario"),
    ("battles", "notes"),
    ("game_participants", "warband_name"),
    ("battle_sides", "warband_name"),
]
JSON_LISTS = [("members", "skills"), ("members", "battle_scars")]


@pytest.fixture
def hostile(ledger: Path) -> tuple[Path, str]:
    made = run("game", "new", "--warband", "1", "--warband", "2", "--json", "--db", str(ledger))
    game_id = str(json.loads(made.stdout)["game_id"])
    database = open_ledger(ledger)
    try:
        campaigns.record_battle(
            database, NewBattle(1, (NewSide(1, "win", 3), NewSide(2, "loss", 1)))
        )
    finally:
        database.close()
    conn = sqlite3.connect(ledger)
    with conn:
        for table, column in FIELDS:
            conn.execute(f"UPDATE {table} SET {column} = ?", (HOSTILE.format(field=column),))
        for table, column in JSON_LISTS:
            conn.execute(
                f"UPDATE {table} SET {column} = ?", (json.dumps([HOSTILE.format(field=column)]),)
            )
        conn.execute(
            "UPDATE games SET result = ?",
            (json.dumps({"notes": HOSTILE.format(field="result")}),),
        )
    conn.close()
    return ledger, game_id


def test_markup_in_every_field_is_printed_as_typed(
    hostile: tuple[Path, str], tmp_path: Path
) -> None:
    db, game_id = hostile
    exports = {
        "campaign": "1",
        "cards": "1",
        "roster": "1",
        "report": game_id,
    }
    texts = {}
    for what, record in exports.items():
        pdf = tmp_path / f"{what}.pdf"
        result = run("export", what, record, "-o", str(pdf), "--db", str(db))
        assert result.returncode == 0, (what, result.stderr)
        content = pdf.read_bytes()
        assert b"/URI" not in content  # no link annotation
        images = subprocess.run(
            ["pdfimages", "-list", str(pdf)], capture_output=True, text=True, check=True
        )
        assert len(images.stdout.strip().splitlines()) <= 2, (what, images.stdout)  # header only
        texts[what] = subprocess.run(
            ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
        ).stdout
    book = texts["campaign"]
    assert "Tom's <b> crew" in book and "<img" in book and "<font size=200>" in book
    for field in ("name", "notes", "scenario", "warband_name", "skills"):
        assert any(field in text for text in texts.values()), field
    # the contents page lists the warband by its name as typed
    contents = book.split("\f")[0]
    assert "warband_name Tom's <b>" in contents or "name Tom's <b>" in contents


def test_the_book_with_an_unclosed_tag_in_a_name_is_written(ledger: Path, tmp_path: Path) -> None:
    conn = sqlite3.connect(ledger)
    with conn:
        conn.execute("UPDATE warbands SET name = ? WHERE id = 1", ("Tom's <b> crew",))
    conn.close()
    pdf = tmp_path / "book.pdf"
    result = run("export", "campaign", "1", "-o", str(pdf), "--db", str(ledger))
    assert result.returncode == 0, result.stderr
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout
    assert text.count("Tom's <b> crew") >= 2  # the contents and the warband's page
