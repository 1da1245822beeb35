"""The bundled catalogs: complete for Trench Crusade tc-1.6, checked on load, merged by edition.

Expected values are typed in from the reference facts file by hand, not read back from the
catalog files."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from models.catalog.catalog import Cost
from models.catalog.loader import (
    CatalogDocument,
    CatalogError,
    build_catalog,
    bundled_catalog,
    bundled_documents,
    editions,
    parse_document,
)

TC16 = ("trench-crusade", "tc-1.6")


def test_every_system_has_a_catalog() -> None:
    found = editions(bundled_documents())
    assert found == {
        "dies-irae": ["standard"],
        "ninth-age": ["standard"],
        "trench-crusade": ["tc-1.0", "tc-1.6"],
        "warzone": ["standard"],
    }
    for system, names in found.items():
        for edition in names:
            catalog = bundled_catalog(system, edition)
            assert catalog.factions and catalog.models and catalog.items


def test_trench_crusade_has_six_factions_and_seventeen_variants() -> None:
    catalog = bundled_catalog(*TC16)
    assert len(catalog.base_factions()) == 6
    assert sum(len(catalog.variants(f.id)) for f in catalog.base_factions()) == 17
    assert {f.name for f in catalog.base_factions()} == {
        "Iron Sultanate",
        "The Principality of New Antioch",
        "Trench Pilgrims",
        "Heretic Legion",
        "Cult of the Black Grail",
        "Court of the Seven-Headed Serpent",
    }


def test_trench_crusade_facts_come_through() -> None:
    catalog = bundled_catalog(*TC16)
    pilgrims = catalog.factions["fc_trenchpilgrim"]
    prophet = pilgrims.entry("md_warprophet")
    assert prophet is not None
    assert (prophet.cost, prophet.min, prophet.max, prophet.captain) == (
        Cost(80, "ducats"),
        1,
        1,
        True,
    )
    pilgrim = pilgrims.entry("md_trenchpilgrim")
    assert pilgrim is not None and pilgrim.max is None  # "max": -1 in the facts: no limit
    assert catalog.models["md_yuzbasicaptain"].name == "Yüzbaşı Captain"
    assert dict(catalog.models["md_brazenbull"].profile) == {
        "movement": 6,
        "ranged": 0,
        "melee": 2,
        "armour": 0,
    }
    assert catalog.models["md_brazenbull"].keywords == ("SULTANATE", "STRONG", "TOUGH", "FEAR")
    musket = pilgrims.armoury_entry("eq_musket")
    assert musket is not None and musket.cost == Cost(5, "ducats")
    flag = pilgrims.armoury_entry("eq_troopflag")
    assert flag is not None and (flag.cost, flag.limit) == (Cost(1, "glory"), 1)
    gun_turret = catalog.items["eq_gunturret"]
    assert gun_turret.range == 24 and gun_turret.has("CRITICAL")
    assert dict(gun_turret.modifiers) == {"attacks": 3, "hit_dice": 1, "injury_dice": 1}
    # Model variants take their base model's profile.
    assert catalog.models["md_azeb_mv_acolyte"].base_model == "md_azeb"
    assert catalog.models["md_azeb_mv_acolyte"].profile == catalog.models["md_azeb"].profile
    assert catalog.mandatory_items("md_sultanatesapper") == ("eq_shovel",)
    assert catalog.rules.default_items == ("eq_unarmed",)
    assert any(e.model == "md_trenchdog_guarddog" for e in catalog.mercenaries)


def test_every_model_item_and_upgrade_of_the_facts_is_there() -> None:
    catalog = bundled_catalog(*TC16)
    assert len(catalog.items) == 211
    assert len(catalog.upgrades) == 90
    assert len(catalog.models) == 62 + 44  # models plus the variants the facts name by id
    for faction in catalog.factions.values():
        for entry in faction.roster:
            assert entry.cost.currency in ("ducats", "glory")


def test_the_trauma_table_covers_every_d66_result_once() -> None:
    """RULES.md §1.10: D66 on the trauma table. A pair (a, b) means every result a..b."""
    catalog = bundled_catalog(*TC16)
    d66 = [10 * tens + units for tens in range(1, 7) for units in range(1, 7)]
    covered: list[int] = []
    for _, values in catalog.trauma:
        low, high = values[0], values[-1]
        covered += [r for r in d66 if low <= r <= high]
    assert sorted(covered) == d66
    assert dict(catalog.trauma)["Dead"] == (11,)
    groups = {g for _, gs in catalog.skills for g in gs}
    assert {"Ranged Skills", "Melee and Strength Skills", "Exploration Skills"} <= groups


def test_tc_1_0_is_the_v1_0_books_data_read_with_characteristics_as_dice() -> None:
    """RULES.md §1.9: Ranged/Melee are ±DICE in tc-1.0; the catalog is the v1.0.x books' data
    (the BattleScribe set, packaging/build_tc10_catalog.py), ids the data's own, the playtest's
    ids kept as aliases."""
    v10, playtest = bundled_catalog("trench-crusade", "tc-1.0"), bundled_catalog(*TC16)
    assert v10.rules.characteristics_as_dice and not playtest.rules.characteristics_as_dice
    assert "ARMOUR PIERCING" in v10.keywords and "ARMOUR PIERCING" not in playtest.keywords
    variants = {f.name for f in v10.factions.values() if f.variant_of}
    assert {
        "Remnants of Byzantium",
        "Children of Yggdrasil",
        "Cadaver Corps",
        "Ghazi of the Golden Path",
        "Nomads of Al-Badia",
    } <= variants
    names = {m.name for m in v10.models.values()}
    assert {"Teğmen", "Shirdal", "Technomancer", "Faceless", "Stalker", "Huscarl"} <= names
    assert not set(v10.models) & set(playtest.models)  # no playtest entry left over
    priest = v10.resolve("models", "md_hereticpriest")
    legion = v10.resolve("factions", "fc_hereticlegion")
    assert priest is not None and legion is not None
    assert v10.models[priest].name == "Heretic Priest"
    assert v10.roster_entry(legion, priest) is not None
    offered = v10.factions[legion]

    def to_priest(item: str) -> bool:
        return offered.armoury_entry(item, priest) is not None

    blade = v10.resolve("items", "eq_sacrificialknife", to_priest)  # renamed in the books
    assert blade is not None and v10.items[blade].name == "Sacrificial Blade"
    armour = v10.resolve("items", "eq_reinforcedarmour", to_priest)
    assert armour is not None
    entry = offered.armoury_entry(armour, priest)
    assert entry is not None and entry.cost == Cost(40, "ducats")  # v1.0 price, not 1.6.3's


def test_other_systems_have_the_reference_profiles() -> None:
    """RULES.md §2 reference profiles, typed in from there."""
    ninth = bundled_catalog("ninth-age", "standard")
    troll = ninth.models["na_troll"].profile
    assert (troll["hp"], troll["res"], troll["str"], troll["ap"], troll["special_save"]) == (
        3,
        4,
        5,
        2,
        4,
    )
    assert ninth.items["na_crossbow"].range == 30
    assert dict(ninth.items["na_crossbow"].stats) == {"str": 4, "ap": 1}
    dies = bundled_catalog("dies-irae", "standard")
    assert dies.models["di_armoured_car"].profile["structure"] == 4
    warzone = bundled_catalog("warzone", "standard")
    rifle = warzone.items["wz_rifle"]
    assert rifle.bands["SR"] == {"modifier": 1, "shots": 2} and rifle.bands["ER"] is None


def _core() -> dict[str, Any]:
    doc = next(d for d in bundled_documents() if d.id == "warzone/standard/core")
    return copy.deepcopy(dict(doc.data))


def _build(data: dict[str, Any], where: str = "mine.json") -> None:
    doc = parse_document(json.dumps(data), where)
    build_catalog(doc.system, doc.edition, [doc])


def test_a_broken_catalog_is_refused_naming_file_path_and_problem() -> None:
    data = _core()
    data["factions"][1]["roster"][0]["model"] = "wz_nobody"
    with pytest.raises(CatalogError, match=r"mine\.json: \$\.factions\[1\]\.roster\[0\]\.model"):
        _build(data)
    data = _core()
    data["items"][0]["bands"]["PB"]["modifier"] = "two"
    with pytest.raises(
        CatalogError, match=r"mine\.json: \$\.items\[0\]\.bands\.PB\.modifier: expected integer"
    ):
        _build(data)
    data = _core()
    data["models"][0]["profile"]["luck"] = 3
    with pytest.raises(CatalogError, match="'luck' is not a profile field"):
        _build(data)


def test_tags_that_disagree_with_the_fields_are_caught() -> None:
    data = _core()
    data["items"][0]["tags"] = ["+1D to Hit"]
    with pytest.raises(CatalogError, match="do not match its tags"):
        _build(data)
    data["items"][0]["tags"] = ["+1D to Morale"]
    with pytest.raises(CatalogError, match="unknown modifier tag"):
        _build(data)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"\xff\xfe", "not UTF-8"),
        (b"{", "not valid JSON"),
        (b"[]", "not a Warband Ledger catalog"),
        (b'{"format": "something-else"}', "not a Warband Ledger catalog"),
        (
            b'{"format": "warband-ledger/catalog", "version": 7}',
            "written by a newer Warband Ledger",
        ),
        (b"{" + b" " * (9 * 1024 * 1024) + b"}", "larger than 8 MB"),
    ],
)
def test_unreadable_files_get_a_clear_message(content: bytes, message: str) -> None:
    with pytest.raises(CatalogError, match=message):
        parse_document(content, "x.json")


def test_a_user_catalog_overrides_and_extends_the_bundled_one() -> None:
    mine = {
        "format": "warband-ledger/catalog",
        "version": 1,
        "id": "my/warzone-extras",
        "system": "warzone",
        "edition": "standard",
        "name": "House rules",
        "items": [
            {"id": "wz_pistol", "name": "Heavy pistol", "category": "ranged", "range": 12},
            {"id": "wz_knife", "name": "Knife", "category": "melee"},
        ],
    }
    user = CatalogDocument("mine.json", mine, "0" * 64)
    catalog = build_catalog("warzone", "standard", [*bundled_documents(), user])
    assert catalog.items["wz_pistol"].name == "Heavy pistol"
    assert "wz_knife" in catalog.items and "wz_rifle" in catalog.items


def test_a_cost_reads_in_the_users_language() -> None:
    """The pickers, comparisons and cards show costs through str(): "10 ducati" in Italian."""
    from models.i18n import set_language

    try:
        set_language("it")
        assert str(Cost(10, "ducats")) == "10 ducati"
        assert str(Cost(2, "glory")) == "2 gloria"
    finally:
        set_language("en")
    assert str(Cost(10, "ducats")) == "10 ducats"
