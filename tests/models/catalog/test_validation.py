"""Roster costs and warnings (RC-1 … RC-11): each rule fires when broken and only then."""

from __future__ import annotations

from itertools import count

from models.catalog.loader import bundled_catalog
from models.catalog.validation import Roster, RosterMember, check_roster, hands_used

TC = bundled_catalog("trench-crusade", "tc-1.6")
_ids = count(1)


def member(model: str, *items: str, name: str = "", **kw: object) -> RosterMember:
    return RosterMember(next(_ids), name or model, model, items, **kw)  # type: ignore[arg-type]


PROPHET = member("md_warprophet", "eq_pistolrevolver", name="Prophet")
COMMUNICANT = ("md_communicant", "eq_communicantcross")  # the cross is mandatory (RC-10)


def rules(*members: RosterMember, budget: int | None = 700, glory: int = 0) -> list[str]:
    roster = Roster("fc_trenchpilgrim", (PROPHET, *members), budget=budget, glory_bank=glory)
    return [w.rule for w in check_roster(TC, roster).warnings]


def test_a_legal_roster_has_no_warnings_and_costs_add_up() -> None:
    pilgrim = member("md_trenchpilgrim", "eq_boltactionrifle", "eq_trenchclub")
    roster = Roster("fc_trenchpilgrim", (PROPHET, pilgrim), budget=700)
    checked = check_roster(TC, roster)
    assert checked.warnings == ()
    # War Prophet 80 + pistol 6; Trench Pilgrim 30 + rifle 10 + club 3 (the facts file's costs)
    assert checked.totals.by_currency == {"ducats": 80 + 6 + 30 + 10 + 3, "glory": 0}
    assert checked.totals.member_costs[pilgrim.id] == {"ducats": 43}
    assert (checked.totals.models, checked.totals.elites) == (2, 1)


def test_rc1_budget_in_ducats_and_glory() -> None:
    shrine = ("md_anchoriteshrine", "eq_combathelmet", "eq_catherinewheel", "eq_bonebreakermace")
    assert rules(member(*shrine), budget=200) == ["RC-1 budget"]  # 80 + 6 + 140 > 200
    assert rules(member(*shrine), budget=226) == []
    assert rules(member("md_trenchpilgrim", "eq_sniperrifle"), glory=1) == ["RC-1 budget"]
    assert rules(member("md_trenchpilgrim", "eq_sniperrifle"), glory=2) == []
    assert rules(member(*shrine), budget=None) == []  # no budget, no warning


def test_rc2_exactly_one_captain() -> None:
    roster = Roster("fc_trenchpilgrim", (member("md_trenchpilgrim"),), budget=None)
    assert "RC-2 captain" in [w.rule for w in check_roster(TC, roster).warnings]
    second = member("md_warprophet", name="Second prophet")
    warnings = check_roster(TC, Roster("fc_trenchpilgrim", (PROPHET, second), budget=None)).warnings
    captain = [w for w in warnings if w.rule == "RC-2 captain"]
    assert len(captain) == 1 and captain[0].member_id == second.id
    assert "2 captains" in captain[0].message


def test_rc3_minimum_and_maximum_per_model_type() -> None:
    nuns = [member("md_stigmaticnun") for _ in range(5)]  # max 4
    assert rules(*nuns[:4]) == []
    assert rules(*nuns) == ["RC-3 min/max"]
    assert rules(member("md_heretictrooper")) == ["RC-3 min/max"]  # not in this roster


def test_rc4_limit() -> None:
    instruments = [member("md_trenchpilgrim", "eq_musicalinstrument") for _ in range(2)]
    assert rules(instruments[0]) == []
    assert rules(*instruments) == ["RC-4 LIMIT (X)"]


def test_rc5_hands() -> None:
    assert rules(member("md_trenchpilgrim", "eq_swordaxe", "eq_trenchclub")) == []
    assert rules(member("md_trenchpilgrim", "eq_greatswordaxe", "eq_trenchclub")) == ["RC-5 hands"]
    # A shield next to one one-handed weapon is fine; next to a two-handed one it is not…
    assert rules(member("md_trenchpilgrim", "eq_swordaxe", "eq_trenchshield")) == []
    assert rules(member("md_trenchpilgrim", "eq_greatswordaxe", "eq_trenchshield")) == [
        "RC-5 hands"
    ]
    # …unless the weapon has SHIELD COMBO (the Trench Polearm, which is also CUMBERSOME).
    assert rules(member("md_trenchpilgrim", "eq_trenchpolearm", "eq_trenchshield")) == []
    # STRONG wields a two-handed melee weapon in one hand; CUMBERSOME takes that away.
    assert rules(member(*COMMUNICANT, "eq_greatswordaxe", "eq_swordaxe")) == []
    assert rules(member(*COMMUNICANT, "eq_trenchpolearm", "eq_swordaxe")) == ["RC-5 hands"]


def test_hands_count_grenades_as_none() -> None:
    items = [TC.items[k] for k in ("eq_boltactionrifle", "eq_molotovcocktail")]
    assert hands_used(items, "ranged", strong=False) == 2


def test_rc6_one_heavy_item_unless_strong() -> None:
    heavy = ("eq_greatswordaxe", "eq_machinegun")
    assert all(TC.items[k].has("HEAVY") for k in heavy)
    assert "RC-6 HEAVY" in rules(member("md_trenchpilgrim", *heavy))
    assert "RC-6 HEAVY" not in rules(member(*COMMUNICANT, *heavy))


def test_rc7_at_most_six_elites() -> None:
    """RULES.md §1.10: at most 6 elites (the Prophet is one)."""
    elites = [member("md_castigator"), member(*COMMUNICANT)]
    nuns_are_not_elite = [member("md_stigmaticnun") for _ in range(4)]
    assert "RC-7 elites" not in rules(*elites, *nuns_are_not_elite, budget=None)
    roster = Roster(
        "fc_hereticlegion",
        (
            member("md_hereticpriest"),
            member("md_deathcommando"),
            member("md_heretichorister"),
            *(member("md_annointedheavyinfantry") for _ in range(4)),
        ),
    )
    assert "RC-7 elites" not in [w.rule for w in check_roster(TC, roster).warnings]
    assert check_roster(TC, roster).totals.elites == 3
    # Seven elites (too many Castigators as well) break both rules.
    castigators = [member("md_castigator") for _ in range(6)]
    assert rules(*castigators, budget=None) == ["RC-3 min/max", "RC-7 elites"]


def test_rc8_items_outside_the_armoury_and_rc10_mandatory_items() -> None:
    assert rules(member("md_trenchpilgrim", "eq_jezzail")) == ["RC-8 armoury"]
    assert rules(member("md_communicant")) == ["RC-10 mandatory"]
    # The mandatory Communicant Cross is free even though the armoury does not sell it.
    roster = Roster("fc_trenchpilgrim", (PROPHET, member("md_communicant", "eq_communicantcross")))
    checked = check_roster(TC, roster)
    assert checked.warnings == ()
    assert checked.totals.cost("ducats") == 80 + 6 + 100


def test_warnings_point_at_the_member_concerned() -> None:
    heavy = member("md_trenchpilgrim", "eq_greatswordaxe", "eq_machinegun", name="Brat Jan")
    roster = Roster("fc_trenchpilgrim", (PROPHET, heavy))
    warning = next(w for w in check_roster(TC, roster).warnings if w.rule == "RC-6 HEAVY")
    assert warning.member_id == heavy.id
    assert str(warning).startswith("Brat Jan: 2 HEAVY items") and "(RC-6 HEAVY)" in str(warning)


def test_dead_members_do_not_count() -> None:
    dead = member("md_stigmaticnun", status="dead")
    nuns = [member("md_stigmaticnun") for _ in range(4)]
    assert rules(dead, *nuns) == []


def test_rc11_unit_sizes_and_per_model_costs_in_other_systems() -> None:
    ninth = bundled_catalog("ninth-age", "standard")
    captain = RosterMember(1, "Aldric", "na_captain")
    unit = RosterMember(2, "Halberds", "na_heavy_infantry", ("na_shield",), size=20)
    checked = check_roster(ninth, Roster("na_human_kingdom", (captain, unit)))
    assert checked.warnings == ()
    assert checked.totals.member_costs[2] == {"points": 20 * 12 + 20 * 1}
    small = RosterMember(3, "Too few", "na_heavy_infantry", size=4)
    warnings = check_roster(ninth, Roster("na_human_kingdom", (captain, small))).warnings
    assert [w.rule for w in warnings] == ["RC-11 unit size"]
