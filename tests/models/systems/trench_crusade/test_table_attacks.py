"""From two models and a weapon to an attack spec, and from the outcome to log effects."""

from __future__ import annotations

from models.catalog.loader import bundled_catalog
from models.rules.dice import GivenDice
from models.rules.spec import from_mapping
from models.systems.trench_crusade.attack import resolve
from models.systems.trench_crusade.spec import TCAttackSpec
from models.systems.trench_crusade.table_attacks import (
    armour_of,
    attack_spec,
    effects,
    spending_problems,
    weapons,
)
from models.table.declaration import describe_effects
from models.table.views import MemberView, ModelState, Named

TC = bundled_catalog("trench-crusade", "tc-1.6")


def member(member_id: int, model: str, *items: str) -> MemberView:
    return MemberView(
        id=member_id,
        position=0,
        name=f"m{member_id}",
        model_key=model,
        model_name=TC.models[model].name,
        size=1,
        items=tuple(Named(k, TC.items[k].name) for k in items),
        upgrades=(),
        experience=0,
        skills=(),
        battle_scars=(),
        status="active",
        notes="",
        cost={},
        elite=False,
        captain=False,
    )


PROPHET = member(1, "md_warprophet", "eq_pistolrevolver", "eq_swordaxe", "eq_standardarmour")
TROOPER = member(2, "md_heretictrooper", "eq_boltactionrifle", "eq_reinforcedarmour")
FRESH = ModelState(0)


def test_weapons_ranged_melee_pistols_in_melee_and_fists() -> None:
    """TC-M8: a pistol can be used in melee; TC-M3: no melee weapon → unarmed."""
    found = [(w.name, w.attack) for w in weapons(TC, PROPHET)]
    assert found == [
        ("Pistol / Revolver", "ranged"),
        ("Pistol / Revolver", "melee"),
        ("Sword / Axe", "melee"),
    ]
    assert [(w.key, w.attack) for w in weapons(TC, TROOPER)] == [
        ("eq_boltactionrifle", "ranged"),
        ("eq_unarmed", "melee"),
    ]


def test_the_spec_is_filled_from_profile_weapon_and_target() -> None:
    sword = next(w for w in weapons(TC, PROPHET) if w.key == "eq_swordaxe")
    target = ModelState(2, {"blood": 2}, frozenset({"down"}))
    spec = attack_spec(TC, PROPHET, FRESH, sword, TROOPER, target)
    assert spec["attack"] == "melee"
    assert spec["characteristic"] == 2  # War Prophet melee +2 (the facts)
    assert spec["critical_keyword"] is True  # Sword / Axe has CRITICAL
    assert spec["armour"] == armour_of(TC, TROOPER) == -2  # reinforced armour
    assert (spec["target_down"], spec["target_blood"]) == (True, 2)
    from_mapping(TCAttackSpec, spec)  # every key is a real field with a valid value
    fists = next(w for w in weapons(TC, TROOPER) if w.key == "eq_unarmed")
    unarmed = attack_spec(TC, TROOPER, FRESH, fists, PROPHET, FRESH)
    assert unarmed["unarmed"] is True and "hit_dice" not in unarmed  # not counted twice


def test_markers_spent_cannot_exceed_what_models_hold() -> None:
    spec = {"blood_spent_on_hit": 1, "blood_spent_on_injury": 3}
    attacker = ModelState(1, {"blood": 1})
    target = ModelState(2, {"blood": 2})
    assert spending_problems(spec, attacker, target) == [
        "3 of the target's BLOOD spent, but it has 2"
    ]


def test_effects_follow_the_resolved_outcome() -> None:
    """A hit of 6+6 (critical) and an injury of 6+6+… takes the target Out of Action."""
    rifle = weapons(TC, TROOPER)[0]
    spec = attack_spec(TC, TROOPER, FRESH, rifle, PROPHET, ModelState(1, {"blood": 1}))
    resolved = resolve(from_mapping(TCAttackSpec, spec), GivenDice([6, 6, 6, 6, 6]))
    assert resolved.outcome.worst == "out_of_action"
    changes = effects(spec, resolved.outcome, 2, 1, ModelState(1, {"blood": 1}))
    assert {"member": 1, "flag": "out_of_action", "value": True} in changes
    assert {"member": 2, "flag": "activated", "value": True} in changes
    text = describe_effects(changes, {1: "Fra Anselmo", 2: "Trooper Vask"})
    assert "Fra Anselmo is Out of Action" in text and "Trooper Vask has activated" in text


def test_the_second_one_handed_melee_weapon_is_off_hand() -> None:
    """TC-M5: −1 DICE to hit with the off-hand weapon; TC-M8: a pistol is one of them."""
    sword = next(w for w in weapons(TC, PROPHET) if w.key == "eq_swordaxe")
    pistol = next(
        w for w in weapons(TC, PROPHET) if w.key == "eq_pistolrevolver" and w.attack == "melee"
    )
    assert "off_hand" not in attack_spec(TC, PROPHET, FRESH, sword, TROOPER, FRESH)
    assert attack_spec(TC, PROPHET, FRESH, pistol, TROOPER, FRESH)["off_hand"] is True
