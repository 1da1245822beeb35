"""Pre-filling and effects of the other systems' attacks, checked against the catalogs."""

from __future__ import annotations

from models.catalog.loader import bundled_catalog
from models.ledger.profiles import SYSTEM_ATTACKS
from models.rules.dice import GivenDice
from models.rules.spec import from_mapping
from models.table.profile_attacks import Sides
from models.table.views import MemberView, ModelState, Named


def unit(catalog_system: str, member_id: int, model: str, size: int, *items: str) -> MemberView:
    catalog = bundled_catalog(catalog_system, "standard")
    return MemberView(
        member_id,
        0,
        model,
        model,
        catalog.models[model].name,
        size,
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


def test_ninth_age_front_rank_attacks_and_the_target_pool() -> None:
    """Orcs (Att 1, Str 3) with hand weapons into heavy infantry (Res 3, Arm 2), FB-W1, FB-S1."""
    catalog = bundled_catalog("ninth-age", "standard")
    orcs = unit("ninth-age", 1, "na_orc", 20, "na_hand_weapon")
    infantry = unit("ninth-age", 2, "na_heavy_infantry", 20)
    sides = Sides(
        catalog,
        orcs,
        ModelState(1),
        catalog.items["na_hand_weapon"],
        infantry,
        ModelState(2, {"casualties": 3}),
    )
    data = SYSTEM_ATTACKS["ninth-age"].from_sides(sides)
    assert (data["attacks"], data["strength"], data["resilience"], data["armour"]) == (5, 3, 3, 2)
    assert data["models"] == 17  # 20 less the 3 already lost
    spec = from_mapping(SYSTEM_ATTACKS["ninth-age"].spec_type, data)
    # 5 attacks: hits on 4+ (Off 3 vs Def 3, FB-H1), wounds on 4+, armour 2 saves on 5+ …
    outcome = SYSTEM_ATTACKS["ninth-age"].roll_spec(spec, GivenDice([6, 6, 1, 1, 1, 6, 6, 1, 1]))
    effects = SYSTEM_ATTACKS["ninth-age"].effects(sides, outcome.outcome)
    assert effects == [{"member": 2, "counter": "casualties", "delta": outcome.outcome.removed}]


def test_warzone_takes_the_band_and_the_weapon() -> None:
    catalog = bundled_catalog("warzone", "standard")
    trooper = unit("warzone", 1, "wz_trooper", 8, "wz_rifle")
    raider = unit("warzone", 2, "wz_raider", 6)
    sides = Sides(
        catalog,
        trooper,
        ModelState(1, flags=frozenset({"aiming:2"})),
        catalog.items["wz_rifle"],
        raider,
        ModelState(2),
    )
    data = SYSTEM_ATTACKS["warzone"].from_sides(sides)
    # The rifle at short range: +1 and ×2 shots; damage 12, jam 20 (our sample catalog)
    assert (data["modifier"], data["shots"], data["damage"], data["jam"]) == (1, 2, 12, 20)
    assert data["skill"] == 10 and data["armour"] == 19 and data["aimed"] is True


def test_wz_f3_a_friend_ticked_in_the_melee_takes_the_stray_hit() -> None:
    """Two troopers fight the raider; a sergeant shoots into it. The friends' profile is the
    first friend's (armour 20, 1 ŻW); the stray hit's d2 picks the second friend, whose failed
    armour test (d20 15 + 12 > 20) takes it out."""
    catalog = bundled_catalog("warzone", "standard")
    sergeant = unit("warzone", 1, "wz_sergeant", 1, "wz_rifle")
    raider = unit("warzone", 2, "wz_raider", 1)
    first, second = unit("warzone", 3, "wz_trooper", 1), unit("warzone", 4, "wz_trooper", 1)
    sides = Sides(
        catalog,
        sergeant,
        ModelState(1),
        catalog.items["wz_rifle"],
        raider,
        ModelState(2),
        ((first, ModelState(3)), (second, ModelState(4))),
    )
    rules = SYSTEM_ATTACKS["warzone"]
    data = {**rules.from_sides(sides), "shots": 1}
    assert (data["melee_friends"], data["friend_armour"], data["friend_wounds"]) == (2, 20, 1)
    spec = from_mapping(rules.spec_type, data)
    # WS 11 +1 (SR) −5 (two friends) = 7: a 10 misses by 3 → strikes a friend
    outcome = rules.roll_spec(spec, GivenDice([10, 2, 15])).outcome
    assert outcome.friends == (0, 1)
    assert rules.effects(sides, outcome) == [
        {"member": 4, "counter": "wounds", "delta": 1},
        {"member": 4, "flag": "out_of_action", "value": True},
    ]
    assert "(1 wounds lost by friends)" in rules.summary(outcome)


def test_wz_t4_a_shotgun_is_a_template_over_the_models_ticked() -> None:
    """The shotgun (keywords Shotgun, Template) fires one template shot: the target and the
    model ticked under it each roll to hit (WS 10, +1 at short range: 11), then each model
    hit takes its armour test; the ticked model's wound is logged on it."""
    catalog = bundled_catalog("warzone", "standard")
    trooper = unit("warzone", 1, "wz_trooper", 1, "wz_shotgun")
    raider, other = unit("warzone", 2, "wz_raider", 1), unit("warzone", 3, "wz_raider", 1)
    sides = Sides(
        catalog,
        trooper,
        ModelState(1),
        catalog.items["wz_shotgun"],
        raider,
        ModelState(2),
        area=((other, ModelState(3)),),
    )
    rules = SYSTEM_ATTACKS["warzone"]
    data = rules.from_sides(sides)
    assert (data["template"], data["template_models"], data["shots"]) == ("shotgun", 2, 1)
    spec = from_mapping(rules.spec_type, data)
    # target: 15 misses (above WS 11, below Jam 19); the other: 4 hits, armour test 20 fails
    outcome = rules.roll_spec(spec, GivenDice([15, 4, 20])).outcome
    assert (outcome.target_hits, outcome.others) == (0, (1,))
    assert rules.effects(sides, outcome) == [
        {"member": 3, "counter": "wounds", "delta": 1},
        {"member": 3, "flag": "out_of_action", "value": True},
    ]
    assert "1 models hit under the template" in rules.summary(outcome)


def test_di_12_a_unit_with_a_score_to_settle_attacking_nuntius() -> None:
    """The Assault Squad has "a score to settle"; against Nuntius its re-rolls are ticked."""
    catalog = bundled_catalog("dies-irae", "standard")
    squad = unit("dies-irae", 1, "di_assault_squad", 5)
    nuntius = unit("dies-irae", 2, "di_nuntius", 1)
    other = unit("dies-irae", 3, "di_assault_squad", 5)
    rules = SYSTEM_ATTACKS["dies-irae"]

    def prefill(target: MemberView) -> dict[str, object]:
        return rules.from_sides(
            Sides(catalog, squad, ModelState(1), None, target, ModelState(target.id))
        )

    assert prefill(nuntius)["score_to_settle"] is True
    assert "score_to_settle" not in prefill(other)


def test_dies_irae_vehicle_structure_in_half_points() -> None:
    """DI-11: each successful hit removes half a point of Structure."""
    catalog = bundled_catalog("dies-irae", "standard")
    squad = unit("dies-irae", 1, "di_recruit", 10, "di_rifle")
    car = unit("dies-irae", 2, "di_armoured_car", 1)
    sides = Sides(
        catalog,
        squad,
        ModelState(1),
        catalog.items["di_rifle"],
        car,
        ModelState(2, {"structure_hits": 2}),
    )
    data = SYSTEM_ATTACKS["dies-irae"].from_sides(sides)
    assert data["structure"] == 3  # 4 less the two half points already lost
    assert (data["mode"], data["attacks"], data["aim"]) == ("shooting", 10, 3)


def test_a_champion_is_its_own_wound_group_until_it_falls() -> None:
    """FB-L3, FB-L5: the champion takes wounds once the rank and file are gone."""
    catalog = bundled_catalog("ninth-age", "standard")
    orcs = unit("ninth-age", 1, "na_orc", 10, "na_hand_weapon")
    base = unit("ninth-age", 2, "na_heavy_infantry", 3)
    company = MemberView(**{**base.__dict__, "upgrades": (Named("na_champion", "Champion"),)})
    sides = Sides(catalog, orcs, ModelState(1), None, company, ModelState(2))
    data = SYSTEM_ATTACKS["ninth-age"].from_sides(sides)
    assert (data["models"], data["champion_hp"]) == (2, 1)  # 3 models: 2 rank and file + champion
    spec = from_mapping(SYSTEM_ATTACKS["ninth-age"].spec_type, {**data, "attacks": 5})
    # Five attacks that hit (6), wound (6) and are not saved (1) kill all three, champion too.
    outcome = SYSTEM_ATTACKS["ninth-age"].roll_spec(spec, GivenDice([6, 6, 1] * 5))
    assert outcome.outcome.state.alive == 0
    effects = SYSTEM_ATTACKS["ninth-age"].effects(sides, outcome.outcome)
    assert {"member": 2, "flag": "champion_lost", "value": True} in effects
    assert {"member": 2, "flag": "out_of_action", "value": True} in effects
    lost = Sides(
        catalog,
        orcs,
        ModelState(1),
        None,
        company,
        ModelState(2, flags=frozenset({"champion_lost"})),
    )
    assert "champion_hp" not in SYSTEM_ATTACKS["ninth-age"].from_sides(lost)


def test_wz_d1_a_squad_loses_one_model_at_a_time() -> None:
    """Issue 36 §7: a squad of 3 raiders (ŻW 1 each) hit by a sergeant: the model hit dies, a
    casualty; the squad fights on with the next model unhurt, and is out of action only with
    its last. Shots that kill: WS 11 +1 (SR) = 12, a 5 hits; armour test 20 + 12 > 20 fails."""
    catalog = bundled_catalog("warzone", "standard")
    sergeant = unit("warzone", 1, "wz_sergeant", 1, "wz_rifle")
    squad = unit("warzone", 2, "wz_raider", 3)
    rules = SYSTEM_ATTACKS["warzone"]

    def shot(state: ModelState) -> list[dict[str, object]]:
        sides = Sides(catalog, sergeant, ModelState(1), catalog.items["wz_rifle"], squad, state, ())
        data = {**rules.from_sides(sides), "shots": 1}
        assert data["wounds"] == 1  # one model's ŻW, not the squad's
        outcome = rules.roll_spec(from_mapping(rules.spec_type, data), GivenDice([5, 20])).outcome
        return rules.effects(sides, outcome)

    assert shot(ModelState(2)) == [{"member": 2, "counter": "casualties", "delta": 1}]
    assert shot(ModelState(2, {"casualties": 2})) == [
        {"member": 2, "counter": "wounds", "delta": 1},
        {"member": 2, "counter": "casualties", "delta": 1},
        {"member": 2, "flag": "out_of_action", "value": True},
    ]
