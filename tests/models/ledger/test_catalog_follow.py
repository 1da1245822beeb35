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
from models.db.schema import CatalogRow
from models.ledger.catalogs import load_catalog, sync_bundled_catalogs
from models.ledger.files.data_set import import_data_set
from models.ledger.files.warband_file import MemberData, WarbandData, import_warbands
from models.ledger.rosters import roster
from models.ledger.rosters.rekey import rekey_warbands
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

    assert sync_bundled_catalogs(ledger, follow=rekey_warbands) > 0  # the new release starts
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
    assert sync_bundled_catalogs(ledger, follow=rekey_warbands) == 0  # once


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
    sync_bundled_catalogs(ledger, follow=rekey_warbands)
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
    assert (result.system, result.edition, result.factions) == ("trench-crusade", "tc-1.0", 29)
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
