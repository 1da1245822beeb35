"""Every hostile input of issue 17 as a real file given to the real command line: exit 2 and a
message naming what is wrong, no traceback, no hang, and nothing written to the database."""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from models.ledger.files.campaign_file import campaign_document
from models.ledger.files.warband_file import warband_document
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from tests.models.ledger.test_campaign_file import _played
from tests.models.ledger.test_files import TRENCH_COMPANION_EXPORT
from tests.test_cli import run

HUGE = "9" * 5000  # beyond Python's 4,300-digit limit for int()
TABLES = ("warbands", "members", "member_items", "campaigns", "battles", "campaign_events")


@pytest.fixture
def documents(ledger: Path) -> dict[str, Any]:
    database = open_ledger(ledger)
    try:
        band = next(w for w in roster.list_warbands(database) if w.name.startswith("Pell"))
        return {
            "warband": warband_document(roster.get_warband(database, band.id)),
            "campaign": campaign_document(database, _played(database)),
            "tc": json.loads(json.dumps(TRENCH_COMPANION_EXPORT)),
        }
    finally:
        database.close()


def _counts(path: Path) -> dict[str, int]:
    with sqlite3.connect(path) as conn:
        return {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in TABLES}


def _refused(result: subprocess.CompletedProcess[str], *fragments: str) -> None:
    assert result.returncode == 2, (result.returncode, result.stdout, result.stderr)
    assert "Traceback" not in result.stderr, result.stderr
    assert result.stdout == ""
    for fragment in fragments:
        assert fragment in result.stderr, result.stderr


def _first_member(document: dict[str, Any]) -> dict[str, Any]:
    member: dict[str, Any] = document["members"][0]
    return member


def _first_snapshot(document: dict[str, Any]) -> dict[str, Any]:
    step = next(e for e in document["log"] if "before" in e["data"])
    snapshot: dict[str, Any] = step["data"]["before"]
    return snapshot


# (which document, how it is spoiled, what the message must name)
Spoil = Callable[[dict[str, Any]], None]
CASES: dict[str, tuple[str, Spoil, str]] = {
    "warband: huge integer": ("warband", lambda d: d.update(ducat_bank="@HUGE@"), "digits"),
    "campaign: huge integer": (
        "campaign",
        lambda d: d["battles"][0].update(round="@HUGE@"),
        "digits",
    ),
    "tc: huge integer": ("tc", lambda d: d.update({"ducat-bank": "@HUGE@"}), "digits"),
    "warband: lone surrogate in the name": (
        "warband",
        lambda d: d.update(name="Pell\ud800"),
        "$.name",
    ),
    "warband: lone surrogate in a member's notes": (
        "warband",
        lambda d: _first_member(d).update(notes="\udfff"),
        "$.members[0].notes",
    ),
    "campaign: lone surrogate in the name": (
        "campaign",
        lambda d: d["campaign"].update(name="League \ud83d"),
        "$.campaign.name",
    ),
    "tc: lone surrogate in a model's name": (
        "tc",
        lambda d: d["models"][0].update(name="\ud800"),
        "$.models[0].name",
    ),
    "warband: ANSI escape in the name": (
        "warband",
        lambda d: d.update(name="\x1b[2J\x1b[31mPwned"),
        "U+001B",
    ),
    "warband: NUL in a member name": (
        "warband",
        lambda d: _first_member(d).update(name="Bro\x00ther"),
        "U+0000",
    ),
    "campaign: right-to-left override in a warband name": (
        "campaign",
        lambda d: d["warbands"][0].update(name="Pell\u202egnp.exe"),
        "U+202E",
    ),
    "tc: superscript digit in the ducat bank": (
        "tc",
        lambda d: d.update({"ducat-bank": "²", "warband-name": "\x07bell"}),
        "U+0007",
    ),
    "campaign: month 13": (
        "campaign",
        lambda d: d["battles"][0].update(played_on="2026-13-45"),
        "$.battles[0].played_on",
    ),
    "campaign: 30 February": (
        "campaign",
        lambda d: d["battles"][0].update(played_on="2026-02-30"),
        "not a real date or time",
    ),
    "campaign: a time that is no time": (
        "campaign",
        lambda d: d["log"][0].update(created_at="2026-12-03T25:61:00+00:00"),
        "$.log[0].created_at",
    ),
    "campaign: a word for a time": (
        "campaign",
        lambda d: d["log"][0].update(created_at="yesterday"),
        "$.log[0].created_at",
    ),
    "campaign: a date with a trailing line break": (
        "campaign",
        lambda d: d["battles"][0].update(played_on="2026-12-01\n"),
        "$.battles[0].played_on",
    ),
    "campaign: snapshot members of the wrong shape": (
        "campaign",
        lambda d: _first_snapshot(d).update(members="everyone"),
        "members",
    ),
    "campaign: snapshot without a name": (
        "campaign",
        lambda d: _first_snapshot(d).pop("name"),
        "name",
    ),
    "campaign: a snapshot that is a list": (
        "campaign",
        lambda d: next(e for e in d["log"] if "before" in e["data"])["data"].update(before=[]),
        "before",
    ),
    "campaign: points of the wrong type": (
        "campaign",
        lambda d: d["campaign"]["settings"].update(points="lots"),
        "$.campaign.settings.points",
    ),
    "campaign: a budget as text": (
        "campaign",
        lambda d: d["campaign"]["settings"].update(starting_budget="700"),
        "$.campaign.settings.starting_budget",
    ),
    "campaign: an unknown setting": (
        "campaign",
        lambda d: d["campaign"]["settings"].update(bribes=True),
        "bribes",
    ),
    "campaign: a member whose model is an item": (
        "campaign",
        lambda d: d["warbands"][0]["members"][0].update(model="standard-armour"),
        "standard-armour",
    ),
    "campaign: a snapshot member whose model is an item": (
        "campaign",
        lambda d: _first_snapshot(d)["members"][0].update(model="standard-armour"),
        "standard-armour",
    ),
    "tc: 60,000 models": (
        "tc",
        lambda d: d.update(models=[{"name": "Trench Pilgrim"}] * 60_000),
        "at most 500",
    ),
}


def _write(document: dict[str, Any], path: Path) -> None:
    text = json.dumps(document, ensure_ascii=True).replace('"@HUGE@"', HUGE)
    path.write_text(text, encoding="ascii")


@pytest.mark.parametrize("case", CASES)
def test_a_hostile_file_is_refused_and_nothing_is_written(
    case: str, ledger: Path, documents: dict[str, Any], tmp_path: Path
) -> None:
    kind, spoil, named = CASES[case]
    document = documents[kind]
    spoil(document)
    hostile = tmp_path / f"hostile.{kind}.json"
    _write(document, hostile)
    before = _counts(ledger)
    result = run("import", str(hostile), "--db", str(ledger))
    _refused(result, "hostile", named)
    assert "\x1b" not in result.stderr  # even the message cannot move the cursor
    assert _counts(ledger) == before


def test_the_unspoilt_documents_do_import(
    ledger: Path, documents: dict[str, Any], tmp_path: Path
) -> None:
    """The cases above are refused for their one spoilt field, not for the whole document."""
    for kind, document in documents.items():
        path = tmp_path / f"fine.{kind}.json"
        _write(document, path)
        result = run("import", str(path), "--db", str(ledger))
        assert result.returncode == 0, (kind, result.stderr)


def _special(kind: str, folder: Path) -> Path:
    """A special file of `kind` in `folder` (or the system's own)."""
    if kind == "fifo":
        path = folder / "pipe.json"
        os.mkfifo(path)
    elif kind == "socket":
        path = folder / "s.json"
        server = socket.socket(socket.AF_UNIX)
        server.bind(str(path))  # the socket file stays after the test closes it
        server.close()
    elif kind == "link to a fifo":
        os.mkfifo(folder / "target")
        path = folder / "link.json"
        path.symlink_to(folder / "target")
    elif kind == "folder":
        path = folder
    else:
        path = Path(kind)
    return path


@pytest.mark.parametrize(
    "special", ["fifo", "link to a fifo", "socket", "/dev/zero", "/dev/urandom", "folder"]
)
def test_special_files_are_refused_at_once(special: str, ledger: Path, tmp_path: Path) -> None:
    path = _special(special, tmp_path)
    before = _counts(ledger)
    imported = run("import", str(path), "--db", str(ledger))  # a hang would time out (60 s)
    # a folder may hold a BattleScribe data set: refused for holding none
    _refused(imported, "without BattleScribe data" if special == "folder" else "not a regular file")
    assert _counts(ledger) == before
    odds = run("odds", "trench-crusade", "--spec", f"@{path}")
    _refused(odds, "--spec", "not a regular file")


def test_a_spec_file_beyond_4_mb_is_refused_unread(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_text('{"attack": "melee", "pad": "' + "x" * (4 * 1024 * 1024) + '"}')
    _refused(run("odds", "trench-crusade", "--spec", f"@{big}"), "larger than 4 MB")


@pytest.mark.parametrize(
    ("name", "text", "named"),
    [
        ("huge integer inline", '{"attack": "melee", "dice": ' + HUGE + "}", "digits"),
        ("100k nesting", "[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ("lone surrogate", '{"attack": "melee", "note": "\\ud800"}', "U+D800"),
        ("escape sequence", '{"attack": "\\u001b[2Jmelee"}', "U+001B"),
    ],
)
def test_hostile_specs_are_refused(name: str, text: str, named: str, tmp_path: Path) -> None:
    inline = run("odds", "trench-crusade", "--spec", text) if len(text) < 100_000 else None
    if inline is not None:
        _refused(inline, named)
    spec_file = tmp_path / "spec.json"
    spec_file.write_text(text)
    _refused(run("odds", "trench-crusade", "--spec", f"@{spec_file}"), named)
    lines = tmp_path / "specs.jsonl"
    lines.write_text('{"attack": "melee"}\n' + text + "\n")
    _refused(run("odds", "trench-crusade", "--spec", f"@{lines}"), "line 2", named)


def test_names_already_stored_with_control_characters_are_escaped_on_the_terminal(
    ledger: Path,
) -> None:
    """A database written before names were checked may hold them: `list` escapes them."""
    with sqlite3.connect(ledger) as conn:
        conn.execute("UPDATE warbands SET name = ? WHERE id = 1", ("\x1b[31mRed\u202e\x9b",))
    for args in (("list", "warbands"), ("list", "warbands", "--json")):
        result = run(*args, "--db", str(ledger))
        assert result.returncode == 0, result.stderr
        for raw in ("\x1b", "\u202e", "\x9b"):
            assert raw not in result.stdout
        assert "\\u001b[31mRed\\u202e\\u009b" in result.stdout
    rows = json.loads(run("list", "warbands", "--json", "--db", str(ledger)).stdout)
    assert "\x1b[31mRed\u202e\x9b" in {row["name"] for row in rows}  # the JSON reads back true


def test_the_editor_stores_names_and_notes_without_unsafe_characters(ledger: Path) -> None:
    """What the window sends (a name pasted from a terminal, say) is cleaned by the ledger:
    control characters, direction overrides and lone surrogates go; tabs and line breaks stay
    in notes."""
    database = open_ledger(ledger)
    try:
        band = roster.get_warband(database, 1)
        view = roster.edit_details(
            database,
            band.id,
            band.version,
            roster.WarbandDetails(name="\x1b[31mRed\u202e Band\ud800", notes="a\tb\nc\x00d\x9b"),
        )
        assert (view.name, view.notes) == ("[31mRed Band", "a\tb\ncd")
        member = view.members[0]
        changed = roster.update_member(
            database,
            band.id,
            view.version,
            member.id,
            roster.MemberChanges(name="Fra\x07 Pietro", skills=("Sharp\u2066shooter",)),
        )
        assert changed.members[0].name == "Fra Pietro"
        assert changed.members[0].skills == ("Sharpshooter",)
    finally:
        database.close()
