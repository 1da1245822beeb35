"""Nothing silent (issue 48, part 4): what a list holds beyond its models — warband-level
choices, a variant's picks, finds of exploration, kit kept at force level, a unit's name, a
glory limit, a share record's campaign context — comes in as something of the warband, each
line said in the report; display switches ("Include Weapon Profile?") are not choices."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from models.catalog.loader import bundled_catalog
from models.catalog.validation import Choice
from models.db import Database
from models.ledger.files.importing import ImportOptions, import_content, import_file
from models.ledger.files.shared_lists import content
from models.ledger.rosters import roster
from models.ledger.rosters.roster import WarbandDetails
from models.ledger.startup import open_ledger
from models.table.errors import InvalidInput

ROSTERS = Path(__file__).resolve().parents[2] / "fixtures" / "rosters"
TC10 = ("trench-crusade", "tc-1.0")
TRENCH_KNIFE = "daaa-b1ef-7908-82a7"


@pytest.fixture
def ledger(tmp_path: Path) -> Iterator[Database]:
    database = open_ledger(tmp_path / "ledger.sqlite", demo=False)
    yield database
    database.close()


def test_a_courts_sins_title_find_and_force_level_kit_come_in_as_the_warbands(
    ledger: Database,
) -> None:
    result = import_file(ledger, ROSTERS / "court-choices.newrecruit.json")
    assert result.plan is not None
    (view,) = result.warbands
    assert set(view.choices) == {
        Choice("choice", "Wrath", "Seven Deadly Sins", "2fbd-2ebe-b0e5-8708"),
        Choice("choice", "Entitled to Submachine Guns", "Battlefield Title", "5e5e-0000-0000-0003"),
        Choice("find", "Book of Golems", "Exploration", "f73c-0f08-e6c3-e9fd"),
    }
    assert [i.key for i in view.arsenal] == [TRENCH_KNIFE, TRENCH_KNIFE]  # number="2"
    assert (view.ducat_bank, view.glory_bank, view.budget) == (30, 5, 700)
    assert "$.roster.costLimits: a limit of 5 glory, kept as the glory bank" in (
        result.plan.differences
    )
    kept = {(line.kind, line.name) for line in result.plan.lines if line.status == "kept"}
    assert kept == {
        ("choice", "Seven Deadly Sins: Wrath"),
        ("choice", "Battlefield Title: Entitled to Submachine Guns"),
        ("find", "Exploration: Book of Golems"),
    }
    assert not result.plan.unmatched  # "Include Weapon Profile?" is no choice of the Praetor
    assert [m.name for m in view.members] == ["Wrathful Varro"]
    assert "Wrath" not in view.notes  # a field of the warband, not a line of its notes
    text = content(ledger, view.id, "text").decode("utf-8")
    assert (
        "Warband choices: Battlefield Title: Entitled to Submachine Guns; Seven Deadly Sins: Wrath"
        in text
    )
    assert "Finds: Book of Golems" in text


def test_a_share_records_campaign_context_is_kept_and_said(ledger: Database) -> None:
    result = import_file(ledger, ROSTERS / "bayt-al-hikma.share-record.json")
    assert result.plan is not None
    (view,) = result.warbands
    said = {line.name: line.detail for line in result.plan.lines if line.kind == "record"}
    for record in (
        "Victory points: 7",
        "Campaign round: 2",
        "Failed promotions: 1",
        "lore: Founded at the Round Table, Kraków.",
    ):
        assert said[record] == "written into the notes"
        assert record in view.notes
    assert set(view.choices) == {
        Choice("choice", "Reroll", "Exploration skill", "es_reroll"),
        Choice("find", "Book of Golems", "Exploration", "el_bookofgolems"),
    }


def _unit_roster(unit: dict[str, Any]) -> bytes:
    roster_data = {
        "roster": {
            "id": "wbl-unit-1",
            "name": "Faris",
            "gameSystemId": "sys-4f3d-c5c9-7df1-ad01",
            "forces": [
                {
                    "id": "f1",
                    "name": "Warband",
                    "catalogueId": "72ab-daa4-80ee-e9a5",
                    "catalogueName": "Iron Sultanate",
                    "selections": [unit],
                }
            ],
        }
    }
    return json.dumps(roster_data).encode("utf-8")


def test_a_units_custom_name_is_its_models(ledger: Database) -> None:
    faris = {"id": "m", "name": "Mamluk Faris", "entryId": "22b8-dc59-428d-87cd", "type": "model"}
    unit = {
        "id": "u",
        "name": "Mamluk Faris",
        "customName": "Jawhar al-Sari",
        "entryId": "95cf-1de7-a93e-b165",
        "type": "unit",
        "selections": [faris],
    }
    (view,) = import_content(ledger, _unit_roster(unit), "faris.json").warbands
    assert [(m.name, m.model_name) for m in view.members] == [("Jawhar al-Sari", "Mamluk Faris")]
    own = {**unit, "selections": [{**faris, "customName": "Qasim"}]}  # the model's own name wins
    options = ImportOptions(update=False)
    (view,) = import_content(ledger, _unit_roster(own), "faris2.json", options).warbands
    assert [m.name for m in view.members] == ["Qasim"]


def test_a_find_opens_what_the_roster_offers_only_with_it(ledger: Database) -> None:
    """RC-12: a Takwin Homunculus is offered only to a warband that found the Book of Golems;
    the find, kept as the warband's, counts."""
    catalog = bundled_catalog(*TC10)
    grail = next(f.id for f in catalog.factions.values() if f.name == "Black Grail")
    homunculus = next(
        e.model
        for e in catalog.factions[grail].roster
        if catalog.models[e.model].name == "Takwin Homunculus"
    )
    band = roster.create_warband(ledger, roster.NewWarband("Grail", *TC10, grail))
    band, _ = roster.add_member(ledger, band.id, band.version, homunculus)
    needs = [w for w in band.warnings if "offered only to a warband with" in w.message]
    assert needs and "Book of Golems" in needs[0].message
    found = (Choice("find", "Book of Golems", "Exploration"),)
    band = roster.edit_details(ledger, band.id, band.version, WarbandDetails(choices=found))
    assert not [w for w in band.warnings if "offered only to a warband with" in w.message]
    assert band.choices == found
    (listed,) = roster.list_warbands(ledger)
    assert listed.warnings == len(band.warnings)


@pytest.mark.parametrize(
    ("choices", "message"),
    [
        ((Choice("wish", "More"),), r"'wish' is neither a choice nor a find"),
        ((Choice("choice", ""),), r"choice"),
        ((Choice("choice", "x" * 500),), r"choice"),
        (tuple(Choice("choice", f"c{i}") for i in range(101)), r"at most 100"),
    ],
)
def test_bad_choices_are_refused(ledger: Database, choices: Any, message: str) -> None:
    catalog = bundled_catalog(*TC10)
    grail = next(f.id for f in catalog.factions.values() if f.name == "Black Grail")
    band = roster.create_warband(ledger, roster.NewWarband("Grail", *TC10, grail))
    with pytest.raises(InvalidInput, match=message):
        roster.edit_details(ledger, band.id, band.version, WarbandDetails(choices=choices))
    assert roster.get_warband(ledger, band.id).choices == ()
