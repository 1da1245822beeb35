"""Issue 22, part 1: comparing loadouts (models/ledger/rosters/loadouts.py).

Each weapon's numbers are checked against `odds` run on the row's own spec (the columns worked
out from what `odds` prints); a weapon the member does not carry against the spec the wizard
builds once it is bought and a game started; each armour's chance against a game in which the
member wears it."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

from models.catalog.catalog import Catalog
from models.db import Database
from models.ledger.catalogs import load_catalog
from models.ledger.games import games
from models.ledger.games.games import NewGame
from models.ledger.games.play import load_table, plan_attack
from models.ledger.rosters import roster
from models.ledger.rosters.loadouts import (
    GENERIC_ID,
    Opponent,
    armoury_options,
    bare_model,
    compare_armour,
    compare_weapons,
    generic_opponents,
    opponents,
)
from models.ledger.startup import open_ledger
from models.table.views import WarbandView
from tests.test_cli import run

PILGRIMS_ID, LEGION_ID = 1, 2  # the demo warbands' ids in the prepared database


def _catalog(db: Database, view: WarbandView) -> Catalog:
    with db.sessions() as session:
        return load_catalog(session, view.system, view.edition)


def _odds(system: str, edition: str | None, specs: list[dict[str, Any]], tmp: Path) -> list[Any]:
    path = tmp / f"{system}.jsonl"
    path.write_text("".join(json.dumps(s) + "\n" for s in specs), encoding="utf-8")
    done = run(
        "odds", system, "--spec", f"@{path}", "--json", *(["--edition", edition] if edition else [])
    )
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def _expected(group: dict[str, str]) -> Fraction:
    return sum((int(k) * Fraction(p) for k, p in group.items()), Fraction(0))


def test_weapons_against_a_model_are_what_odds_prints(ledger: Path, tmp_path: Path) -> None:
    db = open_ledger(ledger)
    try:
        pilgrims, legion = roster.get_warband(db, PILGRIMS_ID), roster.get_warband(db, LEGION_ID)
        catalog = _catalog(db, pilgrims)
        member = pilgrims.members[0]
        target = opponents([legion])[2]
        comparison = compare_weapons(catalog, pilgrims, member.id, target)
    finally:
        db.close()
    assert comparison.columns == ("Hit", "Down or worse", "Out of Action", "Expected BLOOD")
    armoury = {o.item.id for o in armoury_options(catalog, pilgrims, member)}
    weapons = {r.option.item.id for r in comparison.rows}
    assert weapons == {i for i in armoury if catalog.items[i].category in ("ranged", "melee")}
    printed = _odds(
        "trench-crusade", pilgrims.edition, [dict(r.spec) for r in comparison.rows], tmp_path
    )
    for row, odds in zip(comparison.rows, printed, strict=True):
        outcomes = {k: Fraction(v) for k, v in odds["outcomes"].items()}
        assert row.values == (
            1 - outcomes["miss"],
            outcomes["down"] + outcomes["out_of_action"],
            outcomes["out_of_action"],
            _expected(odds["distributions"]["blood_markers"]),
        ), row.label


def test_a_weapon_not_carried_is_the_spec_the_wizard_builds_once_bought(db: Database) -> None:
    pilgrims, legion = roster.get_warband(db, PILGRIMS_ID), roster.get_warband(db, LEGION_ID)
    catalog = _catalog(db, pilgrims)
    member = pilgrims.members[0]
    target = legion.members[-1]
    comparison = compare_weapons(catalog, pilgrims, member.id, opponents([legion])[-1])
    rows = [r for r in comparison.rows if not r.option.carried and r.option.item.id == "eq_shotgun"]
    assert rows, "the pilgrims' armoury sells a shotgun"
    roster.equip(db, PILGRIMS_ID, pilgrims.version, member.id, "eq_shotgun")
    game = games.create_game(
        db, NewGame("trench-crusade", pilgrims.edition, (PILGRIMS_ID, LEGION_ID))
    )
    table = load_table(db, game.id)
    for row in rows:
        assert row.weapon is not None
        planned = plan_attack(table, member.id, row.weapon, target.id)
        assert dict(planned.spec) == dict(row.spec)
        assert planned.odds == row.report


def test_a_generic_target_is_what_was_set_and_nothing_of_a_model(db: Database) -> None:
    pilgrims = roster.get_warband(db, PILGRIMS_ID)
    catalog = _catalog(db, pilgrims)
    member = pilgrims.members[0]
    legion_model = roster.get_warband(db, LEGION_ID).members[0].model_key  # TOUGH, FEAR …
    values = {"armour": -2, "target_down": True, "tough": False}
    generic = Opponent(bare_model(catalog, legion_model), "generic", True, values)
    comparison = compare_weapons(catalog, pilgrims, member.id, generic)
    for row in comparison.rows:
        spec = dict(row.spec)
        assert spec.get("armour") == -2 and spec.get("target_down") is True
        assert not spec.get("tough") and not spec.get("fear") and not spec.get("golem")
    harder = compare_weapons(
        catalog,
        pilgrims,
        member.id,
        Opponent(generic.member, "generic", True, {**values, "armour": -3}),
    )
    for softer, hard in zip(comparison.rows, harder.rows, strict=True):
        assert hard.values[1] <= softer.values[1]  # TC-I4: more armour, never more harm


def test_armour_lowers_what_a_game_with_it_worn_shows(db: Database) -> None:
    pilgrims, legion = roster.get_warband(db, PILGRIMS_ID), roster.get_warband(db, LEGION_ID)
    catalog = _catalog(db, pilgrims)
    member = pilgrims.members[0]
    attacker = legion.members[-1]
    weapon_choice = None
    comparison = compare_armour(
        catalog, pilgrims, member.id, opponents([legion])[-1], weapon_choice
    )
    assert comparison.columns == ("Down or worse", "Lowered by")
    game = games.create_game(
        db, NewGame("trench-crusade", pilgrims.edition, (PILGRIMS_ID, LEGION_ID))
    )
    table = load_table(db, game.id)
    weapon = table.weapons(attacker.id)[0]
    planned = plan_attack(table, attacker.id, weapon, member.id)
    harm = planned.odds.outcomes["down"] + planned.odds.outcomes["out_of_action"]
    assert comparison.baseline == harm
    shields = [r for r in comparison.rows if r.option.item.is_shield and not r.option.carried]
    assert shields
    for row in comparison.rows:
        assert row.values[1] == harm - row.values[0]
    # wear the first shield for real (with the armour it has): the same chance
    shield = shields[0]
    roster.equip(db, PILGRIMS_ID, pilgrims.version, member.id, shield.option.item.id)
    game = games.create_game(
        db, NewGame("trench-crusade", pilgrims.edition, (PILGRIMS_ID, LEGION_ID))
    )
    planned = plan_attack(load_table(db, game.id), attacker.id, weapon, member.id)
    assert (
        planned.odds.outcomes["down"] + planned.odds.outcomes["out_of_action"] == shield.values[0]
    )
    assert dict(planned.spec) == dict(shield.spec)


def test_armoury_options_say_what_buying_would_raise(db: Database) -> None:
    pilgrims = roster.get_warband(db, PILGRIMS_ID)
    catalog = _catalog(db, pilgrims)
    member = pilgrims.members[0]  # a pistol and a sword: both hands full
    options = {o.item.id: o for o in armoury_options(catalog, pilgrims, member)}
    assert "RC-5 hands" in options["eq_shotgun"].rules and options["eq_shotgun"].warnings
    assert options["eq_swordaxe"].carried and not options["eq_shotgun"].carried
    # RC-4: what the LIMIT leaves, counted over the members who are not dead
    faction = catalog.factions[pilgrims.faction_key]
    limits = {e.item: e.limit for e in faction.armoury if e.limit is not None}
    assert limits
    for key, limit in limits.items():
        held = sum(1 for m in pilgrims.members for i in m.items if i.key == key)
        assert options[key].left == max(0, limit - held)
    assert all(options[k].left is None for k in options if k not in limits)


def test_the_other_systems_compare_their_own_outcomes(ledger: Path, tmp_path: Path) -> None:
    db = open_ledger(ledger)
    try:
        found: dict[str, list[int]] = {}
        for w in roster.list_warbands(db):
            found.setdefault(w.system, []).append(w.id)
        for system in ("ninth-age", "dies-irae", "warzone"):
            ours, theirs = (roster.get_warband(db, i) for i in found[system][:2])
            catalog = _catalog(db, ours)
            member = ours.members[0]
            targets = opponents([theirs]) + generic_opponents(catalog)
            assert any(t.member.id == GENERIC_ID for t in targets)
            for target in (targets[0], targets[-1]):
                comparison = compare_weapons(catalog, ours, member.id, target)
                assert comparison.rows, system
                printed = _odds(system, None, [dict(r.spec) for r in comparison.rows], tmp_path)
                for row, odds in zip(comparison.rows, printed, strict=True):
                    chances = [Fraction(p) for p in list(odds["outcomes"].values())[1:]]
                    assert list(row.values[:-1]) == chances
                    assert comparison.probability == (True,) * len(chances) + (False,)
            armour = compare_armour(catalog, ours, member.id, targets[0], None)
            has_armour = any(i.category == "armour" for i in catalog.items.values())
            assert bool(armour.rows) == has_armour, system
    finally:
        db.close()
