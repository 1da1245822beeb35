"""Trench Companion's lists by its own v1.0 ids (issue 48, part 1): the bundled tc-1.0 catalog
knows its ids as aliases (written by packaging/build_tc10_catalog.py --trench-companion from
its data, MIT), so a share record — which gives nothing but ids — and an export come in whole:
every upgrade priced, every ability and built-in item recognised, nothing doubled.

tests/fixtures/rosters/bayt-al-hikma.share-record.json is a House of Wisdom list in Trench
Companion's save format (src/classes/saveitems/Warband of its repository), each purchase
priced as its v1.0 data prices it (relationships/*.json): the prices below are read from the
file, not from our catalog."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from models.catalog.bsdata.convert import carry_aliases
from models.catalog.catalog import Catalog
from models.catalog.loader import CatalogError, build_catalog, bundled_catalog, parse_document
from models.catalog.names import name_key
from models.db import Database
from models.ledger.files.foreign import FACTION
from models.ledger.files.importing import ImportOptions, import_content, import_file
from models.ledger.files.shared_lists import content
from models.ledger.profiles import effective
from models.ledger.rosters import roster, roster_edits
from models.ledger.startup import open_ledger
from models.table.errors import InvalidInput, LedgerError

ROSTERS = Path(__file__).resolve().parents[2] / "fixtures" / "rosters"
SHARE = ROSTERS / "bayt-al-hikma.share-record.json"


@pytest.fixture(scope="module")
def tc10() -> Catalog:
    return bundled_catalog("trench-crusade", "tc-1.0")


@pytest.fixture
def ledger(tmp_path: Path) -> Iterator[Database]:
    database = open_ledger(tmp_path / "ledger.sqlite", demo=False)
    yield database
    database.close()


def _faction(catalog: Catalog, name: str) -> str:
    return next(f.id for f in catalog.factions.values() if f.name == name)


@pytest.mark.parametrize(
    ("kind", "tc_id", "name"),
    [
        ("upgrades", "up_meleemight", "Studied Blade"),  # renamed by the books since
        ("upgrades", "up_fierceandbrave", "Fierce Lion"),
        ("upgrades", "up_secrets_secretsoftakwin", "Secrets of Takwin"),
        ("upgrades", "up_alchemicalformulae_wings", "Wings"),
        ("upgrades", "up_heretictrooper_hereticlegionnaire", "Legionnaire"),
        ("models", "md_azeb_mv_kavass", "Azeb"),  # a variant: played as its base type
        ("models", "md_takwincreation_golem", "Takwin Homunculus"),
        ("items", "eq_artillerywitchinfernalbomb", "Infernal Bomb"),
        ("factions", "fc_ironsultanate_fv_houseofwisdom", "The House of Wisdom"),
        (
            "factions",
            "fc_hereticlegion_fv_hereticnavalraidingparty",
            "Heretic Naval Raiders (Heretic Legion)",
        ),
    ],
)
def test_trench_companion_v1_ids_name_the_catalog_entries(
    tc10: Catalog, kind: str, tc_id: str, name: str
) -> None:
    found = tc10.candidates(kind, tc_id)
    assert found, tc_id
    assert {getattr(tc10, kind)[f].name for f in found} == {name}


def test_among_entries_of_one_name_the_one_the_faction_sells_is_taken(tc10: Catalog) -> None:
    """The data has an "Anti-Materiel Rifle" (a Plague Knight's, 0 ducats) and the Anti-Material
    Rifle every Heretic Legion sells for 3 glory; Trench Companion's eq_antimaterialrifle is
    the latter there. Its Submachine Gun costs the Naval Raiders 25 ducats, the Legion 2
    glory."""
    legion = tc10.factions[_faction(tc10, "Heretic Legion")]
    raiders = tc10.factions[_faction(tc10, "Heretic Naval Raiders (Heretic Legion)")]

    def sold(faction: Any, tc_id: str) -> Any:
        key = tc10.resolve("items", tc_id, lambda i: faction.armoury_entry(i) is not None)
        assert key is not None, tc_id
        return key, faction.armoury_entry(key).cost

    rifle, price = sold(legion, "eq_antimaterialrifle")
    assert (tc10.items[rifle].category, price.amount, price.currency) == ("ranged", 3, "glory")
    gun, price = sold(raiders, "eq_submachinegun")
    assert (price.amount, price.currency) == (25, "ducats")
    same, price = sold(legion, "eq_submachinegun")  # the same gun at the Legion's price
    assert same == gun
    assert (price.amount, price.currency) == (2, "glory")


def test_a_share_record_of_ids_only_comes_in_whole(ledger: Database) -> None:
    record = json.loads(SHARE.read_text("utf-8"))
    data = json.loads(record["warband_data"])
    priced: dict[int, int] = {0: 0, 1: 0}  # Trench Companion's own prices, from the file
    for entry in data["models"]:
        priced[entry["purchase"]["cost_type"]] += entry["purchase"]["cost_value"]
        for bought in (*entry["model"]["equipment"], *entry["model"]["list_upgrades"]):
            priced[bought["purchase"]["cost_type"]] += bought["purchase"]["cost_value"]
    result = import_file(ledger, SHARE)
    assert result.plan is not None
    assert [str(line) for line in result.plan.unmatched] == []
    (view,) = result.warbands
    assert view.faction_name == "The House of Wisdom"
    assert (view.totals.cost("ducats"), view.totals.cost("glory")) == (priced[0], priced[1])
    assert (priced[0], priced[1]) == (912, 11)
    upgrades = {m.name: sorted(u.name for u in m.upgrades) for m in view.members}
    assert upgrades["Al-Khazini"] == ["Secrets of Takwin"]
    assert upgrades["Omar"] == upgrades["Yusuf"] == ["Studied Blade"]
    assert upgrades["Asad"] == ["Fierce Lion"]
    assert upgrades["Golem"] == ["Additional Arm", "Elemental Resistance", "Inhuman Strength"]
    assert upgrades["Golem II"] == ["Hawk Eyes", "Wings"]
    # Every line has a name a person can read: Trench Companion's, for its ids.
    assert all(line.name and "_" not in line.name for line in result.plan.lines)


def test_built_in_kit_is_never_doubled(ledger: Database, tc10: Catalog) -> None:
    """Trench Companion lists a mercenary's built-in kit as equipment; the data prints the
    Scripture Guardian's Armour -2 with its armour counted and builds the Mamluk Faris's
    Alchemical Jezzail in. Neither gets the kit a second time, nor a warning for it."""
    (view,) = import_file(ledger, SHARE).warbands
    members = {m.name: m for m in view.members}
    for name in ("Guardian", "Jawhar al-Sari"):
        member = members[name]
        played = {f.field.key: f.value for f in effective(tc10, member).fields}
        assert played["armour"] == -2, name
        assert not [i for i in member.items if i.name in ("Reinforced Armour", "Combat Helmet")]
    assert [i.name for i in members["Jawhar al-Sari"].items] == ["Alchemical Jezzail"]
    assert not [w for w in view.warnings if "armoury" in w.rule]


def test_abilities_of_the_model_its_upgrades_and_variant_are_recognised(
    ledger: Database,
) -> None:
    """An export lists a model's abilities by Trench Companion's names and ids: the model
    type's own (under another name: Artificial Life is the data's Abiotic Life), one of its
    upgrades' ("Heretic Legionnaire"), a rule of the variant. None is reported as lost; an
    upgrade listed without its required choice gets the one its printed profile shows."""
    export = {
        "warband-id": 1,
        "warband-name": "Raiders",
        "models": [
            {
                "model-name": "Heretic Trooper",
                "model-id": "md_heretictrooper",
                "name": "Diablo",
                "stat-move": '6"/Infantry',
                "stat-melee": "0",
                "stat-ranged": "+1",
                "stat-armour": "0",
                "equipment": [
                    {"equipment-name": "Bolt-Action Rifle", "equipment-id": "eq_boltactionrifle"}
                ],
                "abilities": [
                    {"ability-name": "Heretic Legionnaire", "ability-id": "ab_hereticlegionnaire"}
                ],
                "upgrades": [
                    {
                        "upgrade-name": "Heretic Legionnaire",
                        "upgrade-id": "up_heretictrooper_hereticlegionnaire",
                    }
                ],
            },
            {
                "model-name": "Artillery Witch",
                "model-id": "md_artillerywitch",
                "name": "Daisy",
                "equipment": [
                    {
                        "equipment-name": "Infernal Bomb",
                        "equipment-id": "eq_artillerywitchinfernalbomb",
                    }
                ],
                "abilities": [
                    {"ability-name": "Levitate", "ability-id": "ab_levitate"},
                    {"ability-name": "Artificial Life", "ability-id": "ab_artificiallife"},
                ],
            },
        ],
    }
    result = import_content(ledger, json.dumps(export).encode(), "raiders.json")
    assert result.plan is not None
    assert [str(line) for line in result.plan.unmatched] == []
    kept = {line.name: line.detail for line in result.plan.lines if line.status == "kept"}
    assert kept["Heretic Legionnaire"] == "a rule of its upgrade Legionnaire"
    assert kept["Artificial Life"] == kept["Levitate"] == "the model type has it"
    (view,) = result.warbands
    diablo = next(m for m in view.members if m.name == "Diablo")
    assert sorted(u.name for u in diablo.upgrades) == ["Legionnaire", "Legionnaire: Ranged"]
    assert not any("Ranged" in d for d in result.plan.differences)  # its profile agrees now


def _doc(**entries: Any) -> dict[str, Any]:
    return {
        "format": "warband-ledger/catalog",
        "version": 1,
        "id": "test/aliases",
        "system": "trench-crusade",
        "edition": "tc-test",
        "name": "aliases",
        "models": [{"id": "m1", "name": "Model", "profile": {}}],
        "factions": [
            {
                "id": "f1",
                "name": "Faction",
                "roster": [{"model": "m1", "cost": 1, "currency": "ducats", "min": 0, "max": None}],
            }
        ],
        **entries,
    }


def test_an_alias_that_is_another_entrys_id_is_refused_on_load() -> None:
    items = [
        {"id": "i1", "name": "Gun", "category": "ranged", "aliases": ["i2"]},
        {"id": "i2", "name": "Rifle", "category": "ranged"},
    ]
    document = parse_document(json.dumps(_doc(items=items)), "aliases.json")
    with pytest.raises(CatalogError, match=r"aliases\[0\]: 'i2' is the id of another entry"):
        build_catalog("trench-crusade", "tc-test", [document])


def test_a_newer_data_set_keeps_the_ids_of_its_entries(tc10: Catalog) -> None:
    """A user's newer BattleScribe data replaces the bundled catalog: its entries of the same
    ids keep Trench Companion's ids and its models their abilities' other names."""
    studied = next(u for u in tc10.upgrades.values() if u.name == "Studied Blade")
    witch = next(m for m in tc10.models.values() if m.name == "Artillery Witch")
    newer: list[dict[str, Any]] = [
        {
            "upgrades": [{"id": studied.id, "name": "Studied Blade"}],
            "models": [{"id": witch.id, "name": "Artillery Witch", "profile": {}}],
        }
    ]
    carry_aliases(newer, tc10)
    assert "up_meleemight" in newer[0]["upgrades"][0]["aliases"]
    assert "ab_levitate" in newer[0]["models"][0]["ability_aliases"]
    assert "Artificial Life" in newer[0]["models"][0]["ability_aliases"]


def test_the_catalog_names_trench_companions_ids(tc10: Catalog) -> None:
    assert tc10.names["ab_martialprowess"] == "Martial Prowess"
    assert tc10.names["el_bookofgolems"] == "Book of Golems"
    assert name_key(tc10.names["sk_sultanfavour"]) == "sultans favour"


def test_a_share_records_fireteam_joins_its_two_models(ledger: Database) -> None:
    """Trench Companion keeps fireteams beside the models (`fireteams`: two members chosen by
    their ids in the record); they come in as one named fireteam of those two."""
    (view,) = import_file(ledger, SHARE).warbands
    teams = {m.name: m.fireteam_named for m in view.members if m.fireteam_named}
    assert teams == {"Omar": "Fireteam 1", "Yusuf": "Fireteam 1"}


# -- the variant (issue 48, part 2) ----------------------------------------------------------

CHOIR = ROSTERS / "drowned-choir.trench-companion.json"  # Naval Raiders, priced by its data


def test_a_variant_the_file_does_not_name_is_recognised_by_its_rules_and_prices(
    ledger: Database, tmp_path: Path
) -> None:
    """A Trench Companion export names no faction. Its Heretic Naval Raiders list is told from
    plain Heretic Legion by the variant's rule on every model (Fast as Lightning) — and,
    without it, by its prices (the Submachine Gun costs the Raiders 25 ducats, the Legion 2
    glory)."""
    document = json.loads(CHOIR.read_text("utf-8"))
    theirs = sum(m["cost"]["ducats"] for m in document["models"])
    result = import_file(ledger, CHOIR)
    (view,) = result.warbands
    assert view.faction_name == "Heretic Naval Raiders (Heretic Legion)"
    assert (view.totals.cost("ducats"), view.totals.cost("glory")) == (theirs, 0)
    assert result.plan is not None and not result.plan.unmatched
    for member in document["models"]:
        member["abilities"] = []
    document["warband-id"] = 271828  # another list
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps(document), "utf-8")
    (again,) = import_file(ledger, bare).warbands
    assert again.faction_name == "Heretic Naval Raiders (Heretic Legion)"


def test_the_variant_can_be_chosen_at_import(ledger: Database) -> None:
    """The user's choice (the import dialog's, `--faction`) reads the list as that faction:
    plain Heretic Legion prices the Submachine Guns in glory and the Raiders' rule is its
    own no more."""
    result = import_file(ledger, CHOIR, ImportOptions(mapping={FACTION: "Heretic Legion"}))
    (view,) = result.warbands
    assert view.faction_name == "Heretic Legion"
    assert view.totals.cost("glory") == 6  # three Submachine Guns at 2 glory
    assert result.plan is not None
    assert {line.name for line in result.plan.unmatched} == {"Fast as Lightning"}
    with pytest.raises(LedgerError, match="faction 'Nope': no faction of the catalog"):
        import_file(ledger, CHOIR, ImportOptions(mapping={FACTION: "Nope"}, update=False))


def test_the_variant_is_changed_later_with_what_changes_said_first(
    ledger: Database, tc10: Catalog
) -> None:
    result = import_file(ledger, CHOIR, ImportOptions(mapping={FACTION: "Heretic Legion"}))
    (view,) = result.warbands
    raiders = _faction(tc10, "Heretic Naval Raiders (Heretic Legion)")
    assert [f.name for f in roster.family(tc10, view.faction_key)][:1] == ["Heretic Legion"]
    said = roster.variant_changes(tc10, view, raiders)
    assert said[:2] == ["ducats: 184 → 259", "glory: 6 → 0"]
    rat = next(m for m in json.loads(CHOIR.read_text("utf-8"))["models"] if m["name"] == "Rat")
    raider = rat["cost"]["ducats"]  # a Heretic Trooper and a Submachine Gun (25 ducats)
    assert f"  Rat: {raider - 25} ducats + 2 glory → {raider} ducats" in said
    applied = roster_edits.Details(view.id, roster.WarbandDetails(faction=raiders)).apply(
        ledger, view
    )
    assert applied.view.faction_name == "Heretic Naval Raiders (Heretic Legion)"
    assert (applied.view.totals.cost("ducats"), applied.view.totals.cost("glory")) == (259, 0)
    back = applied.undo.apply(ledger, applied.view)  # undone
    assert back.view.faction_name == "Heretic Legion"
    assert roster.list_warbands(ledger)[0].cost == 184  # the list's summary follows
    with pytest.raises(InvalidInput, match="not one this warband may play as"):
        roster.edit_details(
            ledger, view.id, back.view.version, roster.WarbandDetails(faction="Iron Sultanate")
        )


def test_the_trench_companion_export_speaks_its_own_ids(ledger: Database) -> None:
    """Our Export Data of a list that came from Trench Companion: its v1.0 ids (the variant's
    model id of a model played as the variant), the list's own id and address, never our
    database's id."""
    (view,) = import_file(ledger, SHARE).warbands
    document = json.loads(content(ledger, view.id, "trench-companion"))
    assert (document["warband-id"], document["warband-url"]) == (
        900200,
        "https://trench-companion.com/warband/detail/900200",
    )
    models = {m["name"]: m for m in document["models"]}
    assert models["Omar"]["model-id"] == "md_azeb_mv_kavass"
    assert [u["upgrade-id"] for u in models["Omar"]["upgrades"]] == ["up_meleemight"]
    assert [u["upgrade-id"] for u in models["Al-Khazini"]["upgrades"]] == [
        "up_secrets_secretsoftakwin"
    ]
    assert [a["advancement-id"] for a in models["Al-Khazini"]["advancements"]] == ["sk_sharpeyes"]
    assert {e["equipment-id"] for e in models["Al-Khazini"]["equipment"]} == {
        "eq_jezzail",
        "eq_alchemistarmour",
        "eq_combathelmet",
    }
    made_here = roster.create_warband(
        ledger, roster.NewWarband("Fresh", "trench-crusade", "tc-1.0", view.faction_key)
    )
    fresh = json.loads(content(ledger, made_here.id, "trench-companion"))
    assert "warband-id" not in fresh and "warband-url" not in fresh
