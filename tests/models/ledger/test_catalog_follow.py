"""Warbands follow their catalog (issue 33 §2): existing tc-1.0 warbands, built on the playtest's
ids, move to the v1.0.x data's ids when the app's catalog changes; a BattleScribe data set
imported by the user replaces its edition's catalog whole, in one transaction, and says what
changed."""

from __future__ import annotations

import json
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from models.catalog.loader import bundled_catalog
from models.db import Database
from models.db.schema import CatalogRow, Warband
from models.ledger.catalogs import load_catalog, sync_bundled_catalogs
from models.ledger.files.data_set import import_data_set
from models.ledger.files.warband_file import MemberData, WarbandData, import_warbands
from models.ledger.rosters import roster
from models.ledger.rosters.rekey import follow_catalog
from models.ledger.startup import open_ledger
from models.table.errors import LedgerError

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "bsdata-tc-1.0"
TC10 = ("trench-crusade", "tc-1.0")

# The tc-1.0 catalog of the release before: the playtest catalog read with the v1.0 rules.
OLD_TC10 = {
    "format": "warband-ledger/catalog",
    "version": 1,
    "id": "trench-crusade/tc-1.0/core",
    "system": "trench-crusade",
    "edition": "tc-1.0",
    "extends": "tc-1.6",
    "name": "Trench Crusade 1.0: the 1.6.3 catalog read with the 1.0 rules",
    "rules": {"characteristics_as_dice": True},
}


@pytest.fixture
def ledger(tmp_path: Path) -> Iterator[Database]:
    database = open_ledger(tmp_path / "ledger.sqlite", demo=False)
    yield database
    database.close()


def _as_the_release_before(database: Database) -> None:
    """The database of the release before: tc-1.0 was one small file extending tc-1.6."""
    with database.write() as session:
        for row in session.query(CatalogRow).filter_by(edition_id="tc-1.0").all():
            session.delete(row)
        session.flush()
        session.add(
            CatalogRow(
                key=OLD_TC10["id"],
                system_id="trench-crusade",
                edition_id="tc-1.0",
                name=OLD_TC10["name"],
                origin="bundled",
                format_version=1,
                sha256="the release before",
                document=OLD_TC10,
            )
        )


def test_an_old_tc_1_0_warband_follows_the_new_catalog_by_its_ids_and_names(
    ledger: Database,
) -> None:
    _as_the_release_before(ledger)
    old = WarbandData(
        name="Stara Gwardia",
        system="trench-crusade",
        edition="tc-1.0",
        faction="fc_hereticlegion",
        members=(
            MemberData(
                "Ojciec",
                "md_hereticpriest",
                items=("eq_sacrificialknife", "eq_reinforcedarmour", "eq_pistolrevolver"),
            ),
            MemberData("Kapral", "md_heretictrooper", items=("eq_boltactionrifle",)),
            MemberData("Duch", "md_annointedheavyinfantry_trenchghost"),  # a playtest variant
        ),
    )
    (view,) = import_warbands(ledger, [(old, "old.warband.json")])
    assert view.members[0].model_key == "md_hereticpriest"  # the playtest's catalog, still

    assert sync_bundled_catalogs(ledger, follow=follow_catalog) > 0  # the new release starts
    moved = roster.get_warband(ledger, view.id)
    catalog = bundled_catalog(*TC10)
    assert moved.faction_name == "Heretic Legion" and moved.faction_key in catalog.factions
    assert [m.model_name for m in moved.members] == [
        "Heretic Priest",
        "Heretic Trooper",
        "Anointed Heavy Infantry",  # the Trench Ghost was an Anointed Heavy Infantry
    ]
    assert [i.name for i in moved.members[0].items] == [
        "Sacrificial Blade",  # renamed in the v1.0 books
        "Reinforced Armour",
        "Pistol",
    ]
    assert all(i.key in catalog.items for m in moved.members for i in m.items)
    # the faction, three model types, four items
    assert "moved to the catalog of tc-1.0: 8 ids matched" in moved.notes
    assert moved.version == view.version + 1
    assert sync_bundled_catalogs(ledger, follow=follow_catalog) == 0  # once


def test_what_cannot_be_matched_stays_as_it_was_and_is_listed(ledger: Database) -> None:
    _as_the_release_before(ledger)
    with ledger.write() as session:
        # a model the new data does not have: kept, listed, nothing deleted
        from models.ledger.files.warband_file import insert_warband

        insert_warband(
            session,
            WarbandData(
                "Zagubieni",
                "trench-crusade",
                "tc-1.0",
                "fc_hereticlegion",
                members=(MemberData("Nikt", "md_heretictrooper", items=("eq_unarmed",)),),
            ),
            "x",
        )
        session.flush()
        from sqlalchemy import text

        session.execute(text("UPDATE members SET model_key = 'md_gone' WHERE name = 'Nikt'"))
    sync_bundled_catalogs(ledger, follow=follow_catalog)
    (summary,) = roster.list_warbands(ledger)
    view = roster.get_warband(ledger, summary.id)
    (member,) = view.members
    assert member.model_key == "md_gone"  # kept as it was
    assert "not matched (kept as they were): model type 'md_gone' of Nikt" in view.notes
    assert any("md_gone" in w.message for w in view.warnings)  # shown as not in the catalog


def _data_set(tmp_path: Path, change: dict[str, str] | None = None) -> Path:
    """The community set unzipped, a few texts changed (a newer revision, say)."""
    folder = tmp_path / "data"
    folder.mkdir()
    for packed in FIXTURES.glob("*z"):
        with zipfile.ZipFile(packed) as archive:
            for name in archive.namelist():
                text = archive.read(name).decode("utf-8")
                for old, new in (change or {}).items():
                    text = text.replace(old, new)
                (folder / name).write_text(text, encoding="utf-8")
    return folder


def test_an_imported_data_set_replaces_its_editions_catalog_and_says_what_changed(
    ledger: Database, tmp_path: Path
) -> None:
    catalog = bundled_catalog(*TC10)
    priest = catalog.resolve("models", "md_hereticpriest")
    legion = catalog.resolve("factions", "fc_hereticlegion")
    assert priest is not None and legion is not None
    band = roster.create_warband(
        ledger, roster.NewWarband("Kult", "trench-crusade", "tc-1.0", legion)
    )
    band, _ = roster.add_member(ledger, band.id, band.version, priest)
    folder = _data_set(
        tmp_path,
        {
            'name="Heretic Priest" hidden="false" id="8983-6564-96c7-fd33"': (
                'name="Heretic Arch-Priest" hidden="false" id="8983-6564-96c7-fd33"'
            ),
            'name="Death Commando"': 'name="Death Squad"',
        },
    )
    result = import_data_set(ledger, [folder])
    assert (result.system, result.edition, result.factions) == ("trench-crusade", "tc-1.0", 32)
    assert "renamed model type: Heretic Priest → Heretic Arch-Priest" in result.changes
    assert "renamed model type: Death Commando → Death Squad" in result.changes
    with ledger.sessions() as session:
        now = load_catalog(session, *TC10)
        origins = {r.origin for r in session.query(CatalogRow).filter_by(edition_id="tc-1.0").all()}
    assert now.models[priest].name == "Heretic Arch-Priest"  # the import, not the bundled file
    assert origins == {"bundled", "user"}
    assert roster.get_warband(ledger, band.id).members[0].model_name == "Heretic Arch-Priest"
    assert result.report  # what the catalog does not express, by entry and id
    again = import_data_set(ledger, [folder])  # the same data twice: nothing changes
    assert again.changes == ("nothing changed",)


SUBMACHINE_GUN_LINK = (  # the Heretic Legion's armoury entry of the Submachine Gun
    'name="Submachine Gun" hidden="false" id="f350-1594-69d3-e36b" type="selectionEntry" '
    'targetId="0754-f896-3f97-65c7"'
)


def test_a_broken_reference_is_listed_with_what_it_does_to_the_warbands(
    ledger: Database, tmp_path: Path
) -> None:
    """Issue 48 §6: a link that leads nowhere is said, with its effect; every stored warband's
    cost and warnings are those of the new catalog at once, in the list too."""
    catalog = bundled_catalog(*TC10)
    legion = catalog.resolve("factions", "fc_hereticlegion")
    trooper = catalog.resolve("models", "md_heretictrooper")
    assert legion is not None and trooper is not None
    band = roster.create_warband(
        ledger, roster.NewWarband("Kult", "trench-crusade", "tc-1.0", legion)
    )
    band = roster.edit_details(ledger, band.id, band.version, roster.WarbandDetails(glory_bank=5))
    band, member = roster.add_member(ledger, band.id, band.version, trooper)
    band = roster.equip(ledger, band.id, band.version, member, "0754-f896-3f97-65c7")
    gun = catalog.factions[legion].armoury_entry("0754-f896-3f97-65c7")
    assert gun is not None and gun.cost.currency == "glory"
    assert band.totals.by_currency["glory"] == gun.cost.amount
    before = (band.totals.cost("ducats"), len(band.warnings))
    assert before[1] == 1
    folder = _data_set(tmp_path, {SUBMACHINE_GUN_LINK: SUBMACHINE_GUN_LINK.replace("65c7", "0000")})
    result = import_data_set(ledger, [folder])
    (broken,) = result.broken
    assert (broken.where, broken.entry) == ("Heretic Legion.cat", "Submachine Gun")
    assert "0754-f896-3f97-0000, which is in none of the files" in broken.detail
    assert "Submachine Gun leaves the Heretic Legion armoury: 1 warband re-priced" in result.changes
    (repriced,) = result.repriced
    after = roster.get_warband(ledger, band.id)
    assert after.totals.by_currency.get("glory", 0) == 0  # the gun is no longer sold
    assert len(after.warnings) == before[1] + 1  # "not in this faction's armoury"
    assert (repriced.warband_id, repriced.before, repriced.after) == (
        band.id,
        f"{before[0]} ducats + {gun.cost.amount} glory, 1 warning",  # the missing captain
        f"{after.totals.cost('ducats')} ducats, 2 warnings",  # and the gun not sold here
    )
    (listed,) = roster.list_warbands(ledger)  # not only once the warband is opened
    assert (listed.cost, listed.warnings) == (after.totals.cost("ducats"), len(after.warnings))


def test_a_new_price_reaches_the_warband_list_with_the_import(
    ledger: Database, tmp_path: Path
) -> None:
    catalog = bundled_catalog(*TC10)
    legion = catalog.resolve("factions", "fc_hereticlegion")
    priest = catalog.resolve("models", "md_hereticpriest")
    assert legion is not None and priest is not None
    band = roster.create_warband(
        ledger, roster.NewWarband("Kult", "trench-crusade", "tc-1.0", legion)
    )
    band, _ = roster.add_member(ledger, band.id, band.version, priest)
    with ledger.write() as session:  # a summary gone stale, as after an older release's import
        session.get(Warband, band.id).cost_total = 1  # type: ignore[union-attr]
    result = import_data_set(ledger, [_data_set(tmp_path)])
    (listed,) = roster.list_warbands(ledger)
    assert listed.cost == band.totals.cost("ducats") != 1
    assert [r.warband_id for r in result.repriced] == []  # against the catalog before: the same


def test_a_data_set_that_fails_changes_nothing(ledger: Database, tmp_path: Path) -> None:
    folder = _data_set(tmp_path)
    (folder / "Heretic Legion.cat").write_text("<catalogue", encoding="utf-8")
    with ledger.sessions() as session:
        before = sorted(r.key for r in session.query(CatalogRow).all())
    with pytest.raises(LedgerError, match="Heretic Legion.cat: not well-formed XML"):
        import_data_set(ledger, [folder])
    (folder / "Heretic Legion.cat").unlink()
    with pytest.raises(LedgerError, match="needs the catalogue 'Heretic Legion'"):
        import_data_set(ledger, [folder])
    with ledger.sessions() as session:
        assert sorted(r.key for r in session.query(CatalogRow).all()) == before


def test_the_bundled_catalog_documents_are_facts_only() -> None:
    """No rules prose in the generated files: the data's descriptions were emptied, and the
    reader keeps names, numbers and keywords only."""
    root = Path(__file__).resolve().parents[3] / "resources" / "catalogs" / "trench-crusade"
    for path in (root / "tc-1.0").glob("bsdata-*.json"):
        text = path.read_text(encoding="utf-8")
        assert "description" not in json.loads(text)
        longest = max((len(v) for v in _strings(json.loads(text))), default=0)
        assert longest <= 200, path  # names and keyword texts; no paragraph of rules


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)
