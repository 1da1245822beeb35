"""Other tools' lists in and out (issue 33): Trench Companion exports and share records, New
Recruit JSON, BattleScribe/New Recruit .ros and .rosz — our own fixtures in each format
(tests/fixtures/rosters), matched to the tc-1.0 catalog with every line accounted for; the
file's total beside ours; a list imported again updating its warband; custom entries; and the
way out (Trench Companion JSON, .ros/.rosz, text) read back in."""

from __future__ import annotations

import io
import json
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from models.catalog.loader import bundled_catalog
from models.db import Database
from models.ledger.files.foreign import CUSTOM
from models.ledger.files.importing import ROSTER, ImportOptions, import_content, import_file
from models.ledger.files.shared_lists import content, export_list
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from models.table.errors import LedgerError
from models.table.views import WarbandView
from tests.conftest import use_older_data

ROSTERS = Path(__file__).resolve().parents[2] / "fixtures" / "rosters"
TC10 = ("trench-crusade", "tc-1.0")


@pytest.fixture
def ledger(tmp_path: Path) -> Iterator[Database]:
    database = open_ledger(tmp_path / "ledger.sqlite", demo=False)
    yield database
    database.close()


def _names(view: WarbandView) -> list[tuple[str, str, list[str], list[str]]]:
    return [
        (m.name, m.model_name, sorted(i.name for i in m.items), sorted(u.name for u in m.upgrades))
        for m in view.members
    ]


def test_a_new_recruit_ros_comes_in_whole_with_its_variant_stash_and_records(
    ledger: Database, tmp_path: Path
) -> None:
    use_older_data(ledger, tmp_path)  # the list's own data: its Azeb is a Kavass there
    result = import_file(ledger, ROSTERS / "house-of-wisdom.ros")
    assert result.kind == ROSTER
    (view,) = result.warbands
    assert (view.name, view.faction_name, view.edition) == (
        "Dom Mądrości",
        "The House of Wisdom",  # the variant, from the Warband Variant selection
        "tc-1.0",
    )
    assert _names(view) == [
        ("Kasim al-Mudawwan", "Jabirean Alchemist", ["Jezzail", "Standard Armour"], []),
        (
            "Jamal",
            "Kavass",
            ["Musket", "Trench Knife"],
            [],
        ),  # the House of Wisdom names its Azeb so
        ("Idris", "Kavass", ["Bolt-Action Rifle"], []),
        ("Lion of Jabir", "Lion of Jabir", ["Standard Armour"], []),
    ]
    kasim = view.members[0]
    assert (kasim.experience, kasim.skills, kasim.battle_scars) == (
        4,
        ("Sharp Eyes",),
        ("Leg Wound",),
    )
    assert view.glory_bank == 3  # New Recruit's "Unleveraged Glory"
    assert view.budget == 800  # the list's costLimit, not the default 700
    stored = roster.get_warband(ledger, view.id)
    assert stored.totals.cost("ducats") == 218  # 55+7+15, 25+5+1, 25+10, 60+15: the file's prices
    plan = result.plan
    assert plan is not None and dict(plan.roster.totals or {}) == {"ducats": 223, "glory": 0}
    # the one line the catalog lacks is named, with its model and why; the difference explained
    assert result.unmatched == (
        "Kasim al-Mudawwan: item 'Brass Astrolabe' — nothing in the catalog has this id or name",
    )
    assert any("Brass Astrolabe (5) not imported" in d for d in plan.differences)
    # The patron (the data's "Patron Selection"): the warband's own (issue 37), not a note.
    assert view.patron is not None and view.patron.name == "Sublime Gate"
    assert "Sublime Gate" not in view.notes


def test_a_rosz_is_the_same_ros_zipped(ledger: Database, tmp_path: Path) -> None:
    packed = tmp_path / "house.rosz"
    with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(ROSTERS / "house-of-wisdom.ros", "house.ros")
    (view,) = import_file(ledger, packed).warbands
    assert view.faction_name == "The House of Wisdom" and len(view.members) == 4


def test_a_new_recruit_json_roster_comes_in_with_its_choices(ledger: Database) -> None:
    result = import_file(ledger, ROSTERS / "trench-ghosts.newrecruit.json")
    (view,) = result.warbands
    assert view.faction_name == "Trench Ghosts"
    assert _names(view) == [
        (
            "Ojciec Zgnilizna",
            "Heretic Priest",
            ["Pistol", "Standard Armour", "Sword/Axe"],
            ["Puppet Master"],
        ),
        (
            "Szeregowy Nikt",
            "Legionnaire",  # as the data names a Heretic Trooper made one (issue 47)
            ["Bayonet", "Bolt-Action Rifle", "Gas Mask"],
            ["Legionnaire", "Legionnaire: Ranged"],
        ),
        ("Strażnik Pisma", "Scripture Guardian", [], []),
    ]
    totals = roster.get_warband(ledger, view.id).totals
    assert (totals.cost("ducats"), totals.cost("glory")) == (162, 7)  # = the file's own
    assert result.plan is not None and result.plan.differences == ()
    assert result.unmatched == ()


def test_a_trench_companion_export_finds_its_variant_from_its_models(ledger: Database) -> None:
    """No faction in the file: two Jabirean Alchemists only the House of Wisdom allows (at
    most one otherwise) tell the variant."""
    result = import_file(ledger, ROSTERS / "house-of-wisdom.trench-companion.json")
    (view,) = result.warbands
    assert view.faction_name == "The House of Wisdom"
    assert (view.ducat_bank, view.glory_bank) == (12, 1)
    assert roster.get_warband(ledger, view.id).totals.cost("ducats") == 213  # the file's 213
    # the data names its Takwin Homunculus "Homunculus" (issue 47)
    assert _names(view)[2] == ("Golem", "Homunculus", [], ["Human Hands"])
    assert (view.members[0].skills, view.members[0].battle_scars) == (
        ("Sharp Eyes",),
        ("Leg Wound",),
    )
    assert result.unmatched == (
        "Ibn Hayyan: item 'Spork' — nothing in the catalog has this id or name",
    )


def test_a_trench_companion_share_record_comes_in_with_its_stash_and_experience(
    ledger: Database,
) -> None:
    result = import_file(ledger, ROSTERS / "house-of-wisdom.share-record.json")
    (view,) = result.warbands
    assert view.faction_name == "The House of Wisdom"  # fc_ironsultanate_fv_houseofwisdom
    first = view.members[0]
    assert (first.experience, first.skills, first.battle_scars) == (
        5,
        ("Sharp Eyes",),  # the file says only sk_sharpeyes
        ("Leg Wound",),
    )
    assert roster.get_warband(ledger, view.id).totals.cost("ducats") == 213
    catalog = bundled_catalog(*TC10)
    with ledger.sessions() as session:
        from models.db.schema import Warband

        arsenal = session.get(Warband, view.id).arsenal  # type: ignore[union-attr]
    assert [catalog.items[k].name for k in arsenal] == ["Shovel"]
    assert result.unmatched == ()
    # pt_sublimegate: the patron the House of Wisdom serves; the file owes nothing.
    assert view.patron is not None and view.patron.name == "Sublime Gate"
    assert (view.ducat_debt, view.glory_debt) == (0, 0)


def test_a_trench_companion_patron_and_debts_come_in_and_update_the_list(
    ledger: Database, tmp_path: Path
) -> None:
    record = json.loads((ROSTERS / "house-of-wisdom.share-record.json").read_text("utf-8"))
    data = json.loads(record["warband_data"])
    data["debts"] = {"ducats": 40, "glory": 2}
    record["warband_data"] = json.dumps(data)
    owing = tmp_path / "owing.json"
    owing.write_text(json.dumps(record), "utf-8")
    (view,) = import_file(ledger, owing).warbands
    assert (view.ducat_debt, view.glory_debt) == (40, 2)
    # A patron its faction may not serve stays a note, named as the file names it.
    data["faction"]["patron_id"] = "pt_mammon"
    data["debts"] = {"ducats": 10, "glory": 0}
    record["warband_data"] = json.dumps(data)
    owing.write_text(json.dumps(record), "utf-8")
    result = import_file(ledger, owing, ImportOptions(update=True))
    (again,) = result.warbands
    assert again.id == view.id  # the same list, updated
    assert (again.ducat_debt, again.glory_debt) == (10, 0)
    assert again.patron is not None and again.patron.name == "Sublime Gate"  # kept
    assert result.plan is not None
    # named as Trench Companion names its id pt_mammon (issue 48), kept in the notes
    assert [(line.status, line.name) for line in result.plan.lines if "Mammon" in line.name] == [
        ("kept", "patron Mammon")
    ]
    data["debts"] = {"ducats": -1}  # no debt can be that: imported as 0, and said (issue 48)
    record["warband_data"] = json.dumps(data)
    owing.write_text(json.dumps(record), "utf-8")
    result = import_file(ledger, owing, ImportOptions(update=True))
    assert result.warbands[0].ducat_debt == 0
    assert (
        result.plan is not None
        and (
            "$.warband_data.debts.ducats: -1 cannot be a bank (a whole number from 0 to 1000000): "
            "imported as 0"
        )
        in result.plan.differences
    )


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"warband-name": "x", "glory-bank": "many", "models": []}, "'many' is not a bank"),
        ({"warband-name": "x", "glory-bank": [3], "models": []}, r"\[3\] is not a bank"),
        (
            {"warband-name": "x", "models": [{"model-id": "md_azeb", "equipment": None}]},
            r"\$\.models\[0\]\.equipment: expected a list, found null",
        ),
        (
            {"warband-name": "x", "models": [{"model-id": "md_azeb", "equipment": [1, 2, 3]}]},
            r"\$\.models\[0\]\.equipment\[0\]: expected an object, found 1",
        ),
        (
            {"warband-name": "x", "models": [{"model-id": "md_azeb", "name": 12345}]},
            r"\$\.models\[0\]\.name: expected text, found 12345",
        ),
        (
            {"warband-name": "x", "models": [{"model-id": ["md_azeb"]}]},
            r"\$\.models\[0\]\.model-id: expected text, found a list",
        ),
        (
            {"warband-name": "x", "models": [{"model-id": "md_azeb", "cost": 5}]},
            r"\$\.models\[0\]\.cost: expected an object, found 5",
        ),
        ({"warband-name": "x", "models": "none"}, r"\$\.models: expected a list"),
        ({"warband-name": "x", "models": [{"name": "Nobody"}]}, "cannot tell the faction"),
        (
            {
                "roster": {
                    "gameSystemId": "sys-352e-adc2-7639-d6a9",
                    "gameSystemName": "Warhammer 40,000 10th Edition",
                    "forces": [],
                }
            },
            "New Recruit roster for Warhammer 40,000 10th Edition: there is no catalog",
        ),
        ({"roster": {"gameSystemId": "sys-4f3d-c5c9-7df1-ad01", "forces": []}}, "holds no force"),
        ({"warband_data": "{not json"}, r"\$\.warband_data: not JSON"),
    ],
)
def test_bad_lists_are_refused_by_name_and_nothing_is_stored(
    ledger: Database, data: object, message: str
) -> None:
    before = len(roster.list_warbands(ledger))
    with pytest.raises(LedgerError, match=message):
        import_content(ledger, json.dumps(data).encode(), "bad.json")
    assert len(roster.list_warbands(ledger)) == before


def _zip_of(members: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, content in members.items():
            archive.writestr(name, content)
    return buffer.getvalue()


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("list.rosz", b"hello world", r"list\.rosz: not a zip file, though a \.rosz file is a"),
        ("list.rosz", b"PK\x03\x04garbage", r"list\.rosz: a damaged zip file"),
        ("list.rosz", _zip_of({"notes.txt": b"x"}), r"list\.rosz: a zip file without a \.ros file"),
    ],
)
def test_a_rosz_that_is_not_one_is_called_what_it_is(
    ledger: Database, name: str, content: bytes, message: str
) -> None:
    """Issue 48 §6: not "not valid JSON" for a file whose name says it is a zipped .ros."""
    before = len(roster.list_warbands(ledger))
    with pytest.raises(LedgerError, match=message):
        import_content(ledger, content, name)
    assert len(roster.list_warbands(ledger)) == before


def test_a_ros_renamed_rosz_still_reads(ledger: Database) -> None:
    content = (ROSTERS / "house-of-wisdom.ros").read_bytes()
    result = import_content(ledger, content, "renamed.rosz", ImportOptions(dry_run=True))
    assert result.plan is not None and len(result.plan.warband.members) == 4  # as the .ros


def test_a_ros_of_another_game_is_said_to_be_one(ledger: Database) -> None:
    other = (
        b'<?xml version="1.0"?><roster xmlns="http://www.battlescribe.net/schema/rosterSchema" '
        b'battleScribeVersion="2.03" gameSystemId="sys-352e" gameSystemName="Warhammer 40,000">'
        b"<forces/></roster>"
    )
    with pytest.raises(LedgerError, match="roster for Warhammer 40,000: there is no catalog"):
        import_content(ledger, other, "army.ros")


def test_a_list_imported_again_offers_to_update_its_warband(ledger: Database) -> None:
    path = ROSTERS / "house-of-wisdom.trench-companion.json"
    (first,) = import_file(ledger, path).warbands
    data = json.loads(path.read_text(encoding="utf-8"))
    data["models"][3]["equipment"] = []  # Omar sold his knife
    data["ducat-bank"] = 13
    again = import_content(ledger, json.dumps(data).encode(), path.name)
    assert again.warbands == () and again.previous is not None and again.previous.id == first.id
    assert "Omar: kit changed (−Trench Knife)" in again.changes
    assert "ducat bank: 12 → 13" in again.changes
    assert len(roster.list_warbands(ledger)) == 1  # nothing stored yet
    updated = import_content(
        ledger, json.dumps(data).encode(), path.name, ImportOptions(update=True)
    )
    assert updated.updated and updated.warbands[0].id == first.id
    assert updated.warbands[0].members[3].items == () and updated.warbands[0].ducat_bank == 13
    copy = import_content(ledger, json.dumps(data).encode(), path.name, ImportOptions(update=False))
    assert not copy.updated and copy.warbands[0].id != first.id


def test_a_roster_imported_again_takes_its_new_limit_as_the_budget(ledger: Database) -> None:
    path = ROSTERS / "house-of-wisdom.ros"
    (first,) = import_file(ledger, path).warbands
    limit = b'<costLimit name="Ducats" typeId="8d43-33fd-332d-17a6" value="%d" />'
    bigger = path.read_bytes().replace(limit % 800, limit % 1000)
    assert bigger != path.read_bytes()
    again = import_content(ledger, bigger, path.name)
    assert "budget: 800 → 1000" in again.changes
    updated = import_content(ledger, bigger, path.name, ImportOptions(update=True))
    assert updated.warbands[0].id == first.id and updated.warbands[0].budget == 1000
    # a Trench Companion list names no limit: the budget set here is kept on update
    tc = ROSTERS / "house-of-wisdom.trench-companion.json"
    (made,) = import_file(ledger, tc).warbands
    roster.edit_details(ledger, made.id, made.version, roster.WarbandDetails(budget=650))
    again = import_file(ledger, tc, ImportOptions(update=True))
    assert again.warbands[0].id == made.id and again.warbands[0].budget == 650
    assert not any(line.startswith("budget") for line in again.changes)


def test_lines_mapped_by_hand_or_kept_as_custom_entries(ledger: Database) -> None:
    path = ROSTERS / "house-of-wisdom.trench-companion.json"
    catalog = bundled_catalog(*TC10)
    knife = catalog.resolve("items", "eq_knifedagger")
    assert knife is not None
    mapped = import_content(
        ledger, path.read_bytes(), path.name, ImportOptions(mapping={"Ibn Hayyan: Spork": knife})
    )
    assert mapped.unmatched == ()
    assert [i.name for i in mapped.warbands[0].members[1].items] == ["Musket", "Trench Knife"]
    kept = import_content(
        ledger, path.read_bytes(), path.name, ImportOptions(mapping={"Spork": CUSTOM}, update=False)
    )
    spork = kept.warbands[0].members[1].items[1]
    assert spork.name == "Spork" and spork.key.startswith("custom-item-")
    view = roster.get_warband(ledger, kept.warbands[0].id)
    assert not [w for w in view.warnings if "Spork" in w.message]  # in the faction's armoury


def test_a_custom_model_reaches_the_table_with_the_files_profile(ledger: Database) -> None:
    export = {
        "warband-name": "Mud",
        "warband-faction": "Trench Pilgrims",
        "models": [
            {
                "name": "Bart",
                "model-name": "Mud Golem",
                "stat-move": '5"/Infantry',
                "stat-melee": "+1",
                "stat-ranged": "-1",
                "stat-armour": "-1",
                "cost": {"ducats": 60},
                "equipment": [{"equipment-name": "Trench Club"}],
            },
        ],
    }
    result = import_content(
        ledger,
        json.dumps(export).encode(),
        "mud.json",
        ImportOptions(mapping={"Mud Golem": CUSTOM}),
    )
    view = roster.get_warband(ledger, result.warbands[0].id)
    (bart,) = view.members
    assert bart.model_name == "Mud Golem" and [i.name for i in bart.items] == ["Trench Club"]
    assert view.totals.cost("ducats") == 63  # the file's 60, the club at the faction's 3
    assert not view.warnings or all("Mud Golem" not in w.message for w in view.warnings)
    from models.ledger.catalogs import load_catalog

    with ledger.sessions() as session:
        catalog = load_catalog(session, *TC10)
    assert dict(catalog.models[bart.model_key].profile) == {
        "movement": 5,
        "ranged": -1,
        "melee": 1,
        "armour": -1,
    }


@pytest.mark.parametrize("kind", ["trench-companion", "ros", "rosz"])
def test_our_exports_read_back_as_the_same_warband(
    ledger: Database, tmp_path: Path, kind: str
) -> None:
    (original,) = import_file(ledger, ROSTERS / "house-of-wisdom.ros").warbands
    path = export_list(ledger, original.id, kind, tmp_path / f"out.{kind}")
    again = import_file(ledger, path, ImportOptions(update=False))
    (copy,) = again.warbands
    assert (copy.faction_key, copy.name) == (original.faction_key, original.name)
    assert [
        (m.model_key, sorted(i.key for i in m.items), sorted(u.key for u in m.upgrades))
        for m in copy.members
    ] == [
        (m.model_key, sorted(i.key for i in m.items), sorted(u.key for u in m.upgrades))
        for m in original.members
    ]
    assert again.unmatched == ()
    if kind == "trench-companion":
        assert (copy.ducat_bank, copy.glory_bank) == (original.ducat_bank, original.glory_bank)
    else:  # New Recruit's limit carries the budget (Trench Companion's export has none)
        assert copy.budget == original.budget == 800


def test_a_trench_companion_export_carries_its_ids(ledger: Database) -> None:
    (view,) = import_file(ledger, ROSTERS / "house-of-wisdom.trench-companion.json").warbands
    data = json.loads(content(ledger, view.id, "trench-companion"))
    first = data["models"][0]
    assert (first["model-id"], first["stat-armour"]) == ("md_jabireanalchemist", "-1")
    assert [e["equipment-id"] for e in first["equipment"]] == ["eq_jezzail", "eq_standardarmour"]
    assert data["ducat-rating"] == 213 and data["warband-faction-id"] == (
        "fc_ironsultanate_fv_houseofwisdom"
    )


def test_the_text_of_a_warband_full_and_compact(ledger: Database, tmp_path: Path) -> None:
    use_older_data(ledger, tmp_path)  # the list's own data
    (view,) = import_file(ledger, ROSTERS / "house-of-wisdom.ros").warbands
    full = content(ledger, view.id, "text").decode()
    compact = content(ledger, view.id, "text-compact").decode()
    assert full.startswith("Dom Mądrości — The House of Wisdom (tc-1.0) — 218 ducats")
    assert "Kasim al-Mudawwan — Jabirean Alchemist (77 ducats)" in full
    assert "Armour -1" in full  # as it plays: Standard Armour worn
    assert '• Musket — 18"; -1 DICE to injury' in full  # its range, then what it does
    assert "Jamal (Kavass) · Musket, Trench Knife [31 ducats]" in compact  # the House's Azeb
    # the title, four models, the banks, the patron and the stash (issue 48)
    assert compact.splitlines()[5:] == [
        "Banks: 0 ducats, 3 glory",
        "Patron: Sublime Gate",
        "Arsenal: Trench Knife ×2",
    ]


@pytest.mark.parametrize(
    ("field", "value", "shown"),
    [("ducat-bank", 1.23e36, "1.23e+36"), ("ducat-bank", -5, "-5"), ("glory-bank", 1.5, "1.5")],
)
def test_an_impossible_bank_is_imported_as_0_and_said(
    ledger: Database, field: str, value: float, shown: str
) -> None:
    """Issue 48: one impossible number does not refuse a whole list."""
    data = json.loads((ROSTERS / "house-of-wisdom.trench-companion.json").read_text("utf-8"))
    data[field] = value
    result = import_content(ledger, json.dumps(data).encode(), "bank.json")
    (view,) = result.warbands
    assert (view.ducat_bank if field == "ducat-bank" else view.glory_bank) == 0
    assert result.plan is not None
    assert result.plan.differences[0] == (
        f"${'.'}{field}: {shown} cannot be a bank (a whole number from 0 to 1000000): imported as 0"
    )


def test_an_impossible_budget_is_none_and_said(ledger: Database) -> None:
    """Issue 48: a New Recruit list limited to −500 ducats keeps the catalog's budget."""
    data = json.loads((ROSTERS / "played-as-built.newrecruit.json").read_text("utf-8"))
    data["roster"]["costLimits"][0]["value"] = -500
    result = import_content(ledger, json.dumps(data).encode(), "limit.json")
    assert result.warbands[0].budget == 700  # the catalog's starting budget
    assert result.plan is not None
    assert (
        "$.roster.costLimits: -500 ducats cannot be a budget: none set" in result.plan.differences
    )
