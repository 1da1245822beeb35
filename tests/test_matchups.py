"""Issue 22, part 2: match-ups between two warbands — `warband-ledger compare`, the ledger's
match-up (models/ledger/rosters/matchups.py) and the match-up sheet.

Every cell's numbers are checked against `odds` run on the cell's own spec, one process per
system; the spec against the one the attack wizard builds in a real game of the two warbands;
one cell against an enumeration of every die."""

from __future__ import annotations

import itertools
import json
import shutil
import subprocess
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from models.catalog.loader import bundled_catalog
from models.db import Database
from models.ledger.games import games
from models.ledger.games.games import NewGame
from models.ledger.games.play import load_table, plan_attack
from models.ledger.rosters import roster
from models.ledger.rosters.matchups import cell_text, heat, match_up
from models.ledger.rosters.roster import MemberChanges, NewWarband
from models.table.errors import InvalidInput, LedgerError
from tests.test_cli import run

PILGRIMS_ID, LEGION_ID = 1, 2  # the demo warbands' ids in the prepared database


def pairs(database: Database) -> dict[str, tuple[int, int]]:
    """Each system's two demo warbands."""
    found: dict[str, list[int]] = {}
    for w in roster.list_warbands(database):
        found.setdefault(w.system, []).append(w.id)
    return {system: (ids[0], ids[1]) for system, ids in found.items()}


def compare(db: Path, *args: str) -> dict[str, Any]:
    done = run("compare", *args, "--json", "--db", str(db))
    assert done.returncode == 0, done.stderr
    data: dict[str, Any] = json.loads(done.stdout)
    return data


def test_every_cell_is_what_odds_prints_for_its_spec(ledger: Path, tmp_path: Path) -> None:
    """All four systems: each row's `outcomes` equals `odds --json` on the row's spec."""
    from models.ledger.startup import open_ledger

    database = open_ledger(ledger)
    try:
        systems = pairs(database)
    finally:
        database.close()
    assert set(systems) == {"trench-crusade", "ninth-age", "dies-irae", "warzone"}
    for system, (first, second) in systems.items():
        rows = compare(ledger, str(first), "--against", str(second))["rows"]
        assert rows, system
        assert {r["system"] for r in rows} == {system}
        specs = tmp_path / f"{system}.jsonl"
        specs.write_text("".join(json.dumps(r["spec"]) + "\n" for r in rows), encoding="utf-8")
        edition = rows[0]["edition"]
        odds = ["odds", system, "--spec", f"@{specs}", "--json"]
        done = run(*odds, *(["--edition", edition] if edition else []))
        assert done.returncode == 0, done.stderr
        printed = [json.loads(line) for line in done.stdout.splitlines()]
        assert printed == [r["outcomes"] for r in rows], system
        # the rows: every fielded attacker's every weapon against every fielded target
        keys = {(r["attacker_member_id"], r["weapon_id"], r["weapon_kind"]) for r in rows}
        targets = {r["target_member_id"] for r in rows}
        assert len(rows) == len(keys) * len(targets)


def test_a_cells_spec_is_the_one_the_wizard_builds_in_a_game(db: Database) -> None:
    """The match-up's table is a game about to start: the same spec as `plan_attack` in a
    real game of the two warbands, for every cell."""
    matchup = match_up(db, PILGRIMS_ID, LEGION_ID)
    pilgrims = roster.get_warband(db, PILGRIMS_ID)
    game = games.create_game(
        db, NewGame("trench-crusade", pilgrims.edition, (PILGRIMS_ID, LEGION_ID))
    )
    table = load_table(db, game.id)
    for cell in matchup.cells():
        planned = plan_attack(table, cell.attacker_id, cell.weapon, cell.target_id)
        assert dict(cell.spec) == dict(planned.spec)
        assert cell.report == planned.odds
        assert cell.decisive == planned.odds.outcomes["out_of_action"]


def _pool(dice: int, keep: int) -> list[int]:
    """Every roll of `dice` D6 keeping the highest `keep`, as sums (6**dice of them)."""
    return [sum(sorted(f)[-keep:]) for f in itertools.product(range(1, 7), repeat=dice)]


def out_of_action_by_enumeration(characteristic: int, armour: int) -> Fraction:
    """TC-A2, TC-I1 (tc-1.6) over every die: hit 2D6 + characteristic (7+ hits, 12+ critical:
    +1 DICE to injure, keep the highest two), injury 2D6 + armour, 9+ Out of Action."""
    plain, critical = _pool(2, 2), _pool(3, 2)
    total = Fraction(0)
    for hit in _pool(2, 2):
        roll = hit + characteristic
        if roll < 7:
            continue
        injuries = critical if roll >= 12 else plain
        out = sum(1 for i in injuries if i + armour >= 9)
        total += Fraction(out, 36 * len(injuries))
    return total


def test_a_cell_against_every_die(db: Database) -> None:
    """Fra Anselmo's pistol (Ranged +2) at an unarmoured and at an armour −1 trooper."""
    matchup = match_up(db, PILGRIMS_ID, LEGION_ID)
    legion = {m.id: m for m in matchup.targets}
    checked = 0
    for cell in matchup.cells():
        spec = dict(cell.spec)
        if set(spec) - {"characteristic", "armour", "target_blood"} or spec.get("attack"):
            continue  # a keyword, FEAR, TOUGH …: not what this enumeration covers
        want = out_of_action_by_enumeration(spec.get("characteristic", 0), spec.get("armour", 0))
        assert cell.decisive == want, (legion[cell.target_id].name, spec)
        checked += 1
    assert checked >= 4


def test_the_dead_do_not_take_the_field_and_one_member_alone(db: Database) -> None:
    pilgrims = roster.get_warband(db, PILGRIMS_ID)
    first, fallen = pilgrims.members[0], pilgrims.members[1]
    roster.update_member(db, PILGRIMS_ID, pilgrims.version, fallen.id, MemberChanges(status="dead"))
    ours = match_up(db, PILGRIMS_ID, LEGION_ID)
    assert fallen.id not in {row.attacker.id for row in ours.rows}
    theirs = match_up(db, LEGION_ID, PILGRIMS_ID)
    assert fallen.id not in {t.id for t in theirs.targets}
    alone = match_up(db, PILGRIMS_ID, LEGION_ID, first.id)
    assert {row.attacker.id for row in alone.rows} == {first.id}
    assert len(alone.rows) == len({(c.weapon.key, c.weapon.kind) for c in alone.cells()})
    with pytest.raises(InvalidInput, match="dead"):
        match_up(db, PILGRIMS_ID, LEGION_ID, fallen.id)


def test_what_cannot_be_matched_is_refused_by_name(db: Database) -> None:
    systems = pairs(db)
    with pytest.raises(InvalidInput, match="against itself"):
        match_up(db, PILGRIMS_ID, PILGRIMS_ID)
    with pytest.raises(InvalidInput, match="plays"):
        match_up(db, PILGRIMS_ID, systems["ninth-age"][0])
    with pytest.raises(InvalidInput, match="not in"):
        match_up(db, PILGRIMS_ID, LEGION_ID, 10**6)
    with pytest.raises(LedgerError):
        match_up(db, PILGRIMS_ID, 10**6)
    # one rulebook and one catalog for both sides: another edition is refused
    pilgrims = bundled_catalog("trench-crusade", "tc-1.0").resolve("factions", "fc_trenchpilgrim")
    assert pilgrims is not None
    older = roster.create_warband(db, NewWarband("Old guard", "trench-crusade", "tc-1.0", pilgrims))
    with pytest.raises(InvalidInput, match="edition tc-1.0, not tc-1.6"):
        match_up(db, PILGRIMS_ID, older.id)


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["1", "--against", "1"], "against itself"),
        (["1", "--against", "999999"], "999999"),
        (["1", "--against", "2", "--member", "999999"], "member"),
        (["1", "--against", "4"], "plays"),
        (["1", "--against", "x"], "'x' is not an id"),
        (["0", "--against", "2"], "ids run from 1"),
        (["1"], "--against"),
        (["1", "--against", "99999999999999999999999"], "99999999999999999999999"),
        (["1", "--against", "2", "-o", "/nonexistent/folder/sheet.pdf"], "/nonexistent/folder"),
    ],
)
def test_compare_refuses_bad_input_with_exit_2(ledger: Path, args: list[str], says: str) -> None:
    done = run("compare", *args, "--db", str(ledger))
    assert done.returncode == 2, done.stderr
    assert says in done.stderr
    assert "Traceback" not in done.stderr


def test_compare_prints_a_readable_matrix(ledger: Path) -> None:
    done = run("compare", "1", "--against", "2", "--db", str(ledger))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "Out of Action" in lines[0]
    assert lines[2].split()[:2] == ["attacker", "weapon"]
    assert "Шёпот" in lines[2]  # the Legion's Russian-named model, as a column
    assert any(line.startswith("Fra Anselmo") and "%" in line for line in lines)


def test_the_sheet_reads_back(ledger: Path, tmp_path: Path) -> None:
    if shutil.which("pdftotext") is None:
        pytest.skip("poppler-utils (pdftotext) are not installed: make system-deps")
    sheet = tmp_path / "sheet.pdf"
    data = compare(ledger, "1", "--against", "2", "-o", str(sheet))
    text = subprocess.run(
        ["pdftotext", "-layout", str(sheet), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "Pellegrini di San Marco against Legion of Ashes" in text
    assert "Шёпот" in text and "Siostra Łucja" in text
    # every cell of the first row, in order, as the grid prints it
    first = [
        r for r in data["rows"] if r["attacker_member_id"] == data["rows"][0]["attacker_member_id"]
    ]
    cells = [
        cell_text(Fraction(r["outcomes"]["outcomes"]["out_of_action"]))
        for r in first
        if (r["weapon_id"], r["weapon_kind"]) == (first[0]["weapon_id"], first[0]["weapon_kind"])
    ]
    row = next(line for line in text.splitlines() if line.lstrip().startswith("Fra Anselmo"))
    assert row.split()[-len(cells) :] == cells


def test_cell_text_and_heat() -> None:
    assert cell_text(Fraction(0)) == "0%"
    assert cell_text(Fraction(1, 1000)) == "<1%"
    assert cell_text(Fraction(353, 1296)) == "27%"
    assert cell_text(Fraction(999, 1000)) == ">99%"
    assert cell_text(Fraction(1)) == "100%"
    assert heat(Fraction(0)) == (255, 255, 255)
    assert heat(Fraction(1)) == (255, 80, 80)
    assert heat(Fraction(1, 4)) == (255, 168, 168)  # by the square root: half-way
