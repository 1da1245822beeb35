"""Issue 49 §2: the community's newer data (game system revision 18, tests/fixtures/
bsdata-tc-1.0, facts only; bsdata-tc-1.0.README.md says how it was assembled) read as a data
set over the older one (revision 17, bsdata-tc-1.0-rev17): the Procession's leaders offered
(they show once its mandatory rules entry is held), the Naval Raiders' captain a captain (its
Leader rule, not a category), the old Heretic Legion variant told apart from the new
catalogue of the same name, and an item only some model types may take now said as such, not
as a new price."""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from models.db import Database
from models.ledger.catalogs import load_catalog
from models.ledger.files.data_set import DataImport, import_data_set
from models.ledger.rosters import roster
from models.ledger.rosters.roster import NewWarband
from models.ledger.startup import open_ledger

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
REV18 = FIXTURES / "bsdata-tc-1.0"  # the bundled catalog's source
REV17 = FIXTURES / "bsdata-tc-1.0-rev17"  # the one before (b47df59)


@pytest.fixture(scope="module")
def imported(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Database, DataImport]]:
    home = tmp_path_factory.mktemp("rev18")
    folders = []
    for source in (REV17, REV18):
        folder = home / source.name
        folder.mkdir()
        for packed in source.glob("*z"):
            with zipfile.ZipFile(packed) as archive:
                archive.extractall(folder)
        folders.append(folder)
    database = open_ledger(home / "ledger.sqlite", demo=False)
    import_data_set(database, [folders[0]])  # the older data first, then today's over it
    result = import_data_set(database, [folders[1]])
    yield database, result
    database.close()


def test_the_procession_offers_its_leaders(imported: tuple[Database, DataImport]) -> None:
    database, _ = imported
    with database.sessions() as session:
        catalog = load_catalog(session, "trench-crusade", "tc-1.0")
    procession = next(
        f for f in catalog.factions.values() if f.name == "Procession of the Sacred Affliction"
    )
    offered = {catalog.models[e.model].name: e for e in procession.roster}
    assert {"Lazarist Castigator", "Lazarist Communicant", "Lazarist Prophet"} <= set(offered)
    assert offered["Lazarist Prophet"].captain and offered["Lazarist Prophet"].min == 1


def test_the_naval_raiders_captain_leads(imported: tuple[Database, DataImport]) -> None:
    database, _ = imported
    with database.sessions() as session:
        catalog = load_catalog(session, "trench-crusade", "tc-1.0")
    raiders = [f for f in catalog.factions.values() if f.name.startswith("Heretic Naval Raiders")]
    names = sorted(f.name for f in raiders)
    assert names == ["Heretic Naval Raiders", "Heretic Naval Raiders (Heretic Legion)"]
    catalogue = next(f for f in raiders if f.variant_of is None)
    captain = next(e for e in catalogue.roster if catalog.models[e.model].name == "Heretic Captain")
    assert captain.captain and "LEADER" in catalog.models[captain.model].keywords
    view = roster.create_warband(
        database, NewWarband("Raiders", "trench-crusade", "tc-1.0", catalogue.id)
    )
    view, _member = roster.add_member(database, view.id, view.version, captain.model, "Captain")
    assert not [w for w in view.warnings if "captain" in w.message.casefold()]


def test_who_may_take_an_item_is_said_as_such(imported: tuple[Database, DataImport]) -> None:
    _, result = imported
    armour = [line for line in result.changes if "Reinforced Armour" in line]
    assert "New Antioch: Reinforced Armour no longer for Shocktrooper, Yeoman" in armour
    assert not [line for line in armour if "costs 0 ducats (was 40" in line]
    assert (
        "Court of the Seven-Headed Serpent: Malebranche Sword costs 35 ducats (was 50 ducats)"
        in (result.changes)
    )
