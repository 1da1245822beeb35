"""Issue 20, item 2: a member's profile as it plays — worn armour applied — is what every view
shows and what the attack's pre-fill reads; the wizard's notes name each modifier's source."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from models.catalog.loader import bundled_catalog
from models.db import Database
from models.ledger.games import games, play
from models.ledger.games.games import NewGame
from models.ledger.profiles import effective
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from models.table.views import MemberView, Named

TC = bundled_catalog("trench-crusade", "tc-1.6")
FANTASY = bundled_catalog("ninth-age", "standard")


def member(catalog: object, model: str, *items: str, member_id: int = 1) -> MemberView:
    assert hasattr(catalog, "items") and hasattr(catalog, "models")
    return MemberView(
        member_id,
        0,
        f"m{member_id}",
        model,
        catalog.models[model].name,
        1,
        tuple(Named(k, catalog.items[k].name) for k in items),
        (),
        0,
        (),
        (),
        "active",
        "",
        {},
        False,
        False,
    )


def test_tc_i4_worn_armour_adds_to_the_models_own() -> None:
    trooper = member(TC, "md_heretictrooper", "eq_standardarmour", "eq_trenchshield")
    played = effective(TC, trooper)
    assert played.value("armour") == -2  # Standard Armour −1 and a Trench Shield −1 (TC-I4)
    assert played.value("movement") == TC.models["md_heretictrooper"].profile["movement"]
    line = played.get("armour")
    assert line is not None
    assert line.explained() == ("Armour -2 (TC-I4): own 0, Standard Armour -1, Trench Shield -1")
    assert "Armour -2" in played.text()
    bare = effective(TC, member(TC, "md_heretictrooper"))
    assert bare.value("armour") == 0 and bare.explained() == []


def test_tc_i4_armour_is_bounded_at_minus_three_and_says_so() -> None:
    knight = member(TC, "md_heretictrooper", "eq_machinearmour", "eq_trenchshield")
    line = effective(TC, knight).get("armour")
    assert line is not None
    assert (line.total, line.value) == (-4, -3)
    assert "-4 in all, -3 at most" in line.explained()


def test_fb_s1_armour_listed_with_the_model_is_its_standard_kit() -> None:
    """Heavy Infantry's Arm 2 already holds its light armour and shield (its abilities); an
    orc's shield, not among its abilities, adds one (FB-S1)."""
    infantry = member(FANTASY, "na_heavy_infantry", "na_light_armour", "na_shield")
    assert effective(FANTASY, infantry).value("arm") == 2
    orc = member(FANTASY, "na_orc", "na_light_armour", "na_shield")
    assert effective(FANTASY, orc).value("arm") == 2  # own 1 (light armour) + shield 1
    heavier = member(FANTASY, "na_orc", "na_heavy_armour")
    assert effective(FANTASY, heavier).value("arm") == 3


@pytest.fixture
def database(ledger: Path) -> Iterator[Database]:
    opened = open_ledger(ledger)
    yield opened
    opened.close()


def _table(database: Database) -> play.Table:
    tc = [w for w in roster.list_warbands(database) if w.system == "trench-crusade"]
    game = games.create_game(database, NewGame("trench-crusade", "tc-1.6", (tc[0].id, tc[1].id)))
    return play.load_table(database, game.id)


def _equip(database: Database, member_id: int, warband_id: int, *keys: str) -> None:
    for key in keys:
        view = roster.get_warband(database, warband_id)
        roster.equip(database, warband_id, view.version, member_id, key)


def test_the_wizard_names_armour_and_its_items_keywords_and_tough(database: Database) -> None:
    """An attack on the demo's TOUGH Heretic Priest in Standard Armour: the pre-fill takes the
    armour from the roster, and the notes say where each modifier comes from (TC-I4, TC-I11)."""
    table = _table(database)
    priest = next(m for s in table.sides for m in s.members if m.model_key == "md_hereticpriest")
    shooter = next(m for m in table.enemies_of(priest.id) if table.weapons(m.id))
    weapon = next(w for w in table.weapons(shooter.id) if w.kind == "ranged")
    plan = play.plan_attack(table, shooter.id, weapon, priest.id)
    worn = effective(table.catalog, priest).value("armour")
    assert worn == -1  # the demo's priest wears Standard Armour
    assert plan.spec["armour"] == worn
    notes = "\n".join(plan.notes)
    assert f"{priest.name}: Armour -1 (TC-I4): own 0, Standard Armour -1" in notes
    assert "TC-I4: armour -1 to the injury roll" in notes
    assert f"{priest.name} (Heretic Priest): TOUGH" in notes
    assert "TC-I11 TOUGH" in notes


def test_a_weapons_bonus_in_cover_applies_when_cover_is_ticked(database: Database) -> None:
    """The Silenced Pistol's "+1D to hit in cover": ticking cover adds its DICE (and says so);
    the odds are those of the spec with that DICE, cover's −1 DICE offsetting it (TC-R4)."""
    warband = next(w for w in roster.list_warbands(database) if w.system == "trench-crusade")
    first = roster.get_warband(database, warband.id).members[0]
    _equip(database, first.id, warband.id, "eq_silenecedpistol")
    table = _table(database)
    shooter = next(m for s in table.sides for m in s.members if m.id == first.id)
    target = table.enemies_of(shooter.id)[0]
    pistol = next(w for w in table.weapons(shooter.id) if w.key == "eq_silenecedpistol")
    open_ground = play.plan_attack(table, shooter.id, pistol, target.id)
    in_cover = play.plan_attack(table, shooter.id, pistol, target.id, {"cover": True})
    assert open_ground.spec.get("hit_dice", 0) == 0
    assert in_cover.spec["hit_dice"] == 1
    assert any("Silenced Pistol" in n and "applied" in n for n in in_cover.notes)
    # −1 DICE for cover and +1 DICE from the pistol cancel out: the open-ground odds, where
    # without the pistol's bonus cover would lower them (TC-R4).
    assert in_cover.odds.outcomes == open_ground.odds.outcomes
    plain = play.plan_attack(table, shooter.id, pistol, target.id, {"cover": True, "hit_dice": -1})
    assert plain.odds.outcomes["miss"] > open_ground.odds.outcomes["miss"]


def test_cards_and_the_roster_sheet_print_the_armour_worn(database: Database) -> None:
    """The demo's Anointed Heavy Infantry wear Reinforced Armour: −2 on paper (TC-I4)."""
    from models.reports.exports import warband_sheet

    legion = next(w for w in roster.list_warbands(database) if w.name == "Legion of Ashes")
    cards = {c.name: dict(c.profile) for c in warband_sheet(database, legion.id).cards}
    assert cards["Anointed Brand"]["Armour"] == "-2"
    assert cards["Priest Malachai"]["Armour"] == "-1"
    assert cards["Trooper Kell"]["Armour"] == "0"


def test_tc_i5_armour_set_lower_by_hand_takes_its_non_ignorable_part(database: Database) -> None:
    """Damascus Armour (−1, cannot be ignored): the pre-fill says so; the table setting the
    armour to 0 by hand is not refused, the non-ignorable part follows it."""
    legion = next(w for w in roster.list_warbands(database) if w.name == "Legion of Ashes")
    kell = next(
        m for m in roster.get_warband(database, legion.id).members if m.name == "Trooper Kell"
    )
    _equip(database, kell.id, legion.id, "eq_damascusarmour")
    table = _table(database)
    shooter = table.enemies_of(kell.id)[0]
    weapon = next(w for w in table.weapons(shooter.id) if w.kind == "ranged")
    worn = play.plan_attack(table, shooter.id, weapon, kell.id)
    assert (worn.spec["armour"], worn.spec["non_ignorable_armour"]) == (-1, -1)
    bare = play.plan_attack(table, shooter.id, weapon, kell.id, {"armour": 0})
    assert bare.spec.get("armour", 0) == 0 and bare.spec.get("non_ignorable_armour", 0) == 0


@pytest.mark.parametrize(
    "situation",
    [
        {"armour": "thick"},
        {"armour": 1.5},
        {"non_ignorable_armour": "x"},
        {"cover": "yes"},
        {"cover": True, "hit_dice": "a"},
        {"target_down": 3, "injury_dice": None},
        {"ignore_armour": "no"},
        {"attack": 7},
        {"armour": None, "non_ignorable_armour": -1},
    ],
)
def test_wrong_types_in_the_situation_are_refused_by_name(
    database: Database, situation: dict[str, object]
) -> None:
    """What the ledger adds to the situation (a weapon's conditional bonus, the non-ignorable
    armour) never trips over a value of the wrong type: the spec refuses it, naming it."""
    from models.table.errors import InvalidInput

    legion = next(w for w in roster.list_warbands(database) if w.name == "Legion of Ashes")
    whisper = next(
        m for m in roster.get_warband(database, legion.id).members if m.name == "Шёпот"
    )  # the Death Commando: a Silenced Pistol, +1 DICE to hit in cover
    table = _table(database)
    target = table.enemies_of(whisper.id)[0]
    pistol = next(w for w in table.weapons(whisper.id) if w.key == "eq_silenecedpistol")
    with pytest.raises(InvalidInput) as refused:
        play.plan_attack(table, whisper.id, pistol, target.id, situation)
    assert any(field in str(refused.value) for field in situation)
