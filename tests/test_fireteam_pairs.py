"""FIRETEAM pairs the data defines (issue 47): the Iron Sultanate's "Fireteam: Mamluk-Guarded",
which the data offers an elite only when the warband holds a Mamluk Faris's Assigned Sword,
makes the elite and the Faris one fireteam — no name typed, no warning — and `game mark`
activating one activates the other, as the window does."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from models.ledger.rosters import roster
from models.ledger.rosters.roster import NewWarband
from models.ledger.startup import open_ledger
from tests.test_cli import run

SULTANATE = "72ab-daa4-80ee-e9a5"
CAPTAIN, JANISSARY, FARIS = "9c5a-601e-6b16-320d", "58c8-0815-71a7-27fb", "22b8-dc59-428d-87cd"
GUARDED, ASSIGNED_SWORD = "5782-5d13-1025-abdb", "80f0-b0dc-e20d-7ce0"


def game(db: Path, *args: str) -> dict[str, Any]:
    result = run("game", *args, "--json", "--db", str(db))
    assert result.returncode == 0, (args, result.stderr)
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def test_an_elite_guarded_by_a_mamluk_faris_activates_with_it(tmp_path: Path) -> None:
    db = tmp_path / "ledger.sqlite"
    database = open_ledger(db, demo=False)
    try:
        view = roster.create_warband(
            database, NewWarband("Guarded", "trench-crusade", "tc-1.0", SULTANATE)
        )
        view, captain = roster.add_member(database, view.id, view.version, CAPTAIN)
        view, janissary = roster.add_member(database, view.id, view.version, JANISSARY)
        view, faris = roster.add_member(database, view.id, view.version, FARIS)
        view = roster.apply_upgrade(database, view.id, view.version, janissary, GUARDED)
        view = roster.apply_upgrade(database, view.id, view.version, faris, ASSIGNED_SWORD)
        pair = {view.member(janissary).fireteam, view.member(faris).fireteam}
        assert pair == {"Fireteam: Mamluk-Guarded"}
        assert view.member(captain).fireteam is None
        assert not [w for w in view.warnings if w.rule == "FIRETEAM"]
        foes = roster.create_warband(
            database, NewWarband("Foes", "trench-crusade", "tc-1.0", SULTANATE)
        )
        roster.add_member(database, foes.id, foes.version, CAPTAIN)
    finally:
        database.close()

    started = game(db, "new", "--warband", str(view.id), "--warband", str(foes.id))
    gid = str(started["game_id"])
    game(db, "mark", gid, "--model", str(faris), "--set", "activated=true")
    shown = {m["member_id"]: m["state"] for m in game(db, "show", gid)["models"]}
    assert shown[faris]["activated"] and shown[janissary]["activated"]
    assert not shown[captain]["activated"]
