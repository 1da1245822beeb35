"""Every round trip exact (issue 48, part 5): each fixture list — ours and the real exports of
other people's lists (heretic-legion.newrecruit.json, troublemakers.trench-companion.json, as
New Recruit and Trench Companion wrote them) — (and a campaign warband with
everything the database holds of one) is imported, exported in every format that can be read
back, imported again, and compared field by field. `differences` lists what differs — not one
equality — so a failure says which field of which member each format loses.

What each format carries is the format's, not ours to choose: our warband file carries
everything; a .ros/.rosz everything New Recruit's Trench Crusade data has a place for; Trench
Companion's Export Data its models, kit, upgrades, skills, injuries and banks, and beside its
fields (which it ignores) the patron, stash and debts."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET  # noqa: S405 — our own output and the fixture data
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from models.db import Database
from models.ledger.files.importing import ImportOptions, import_content, import_file
from models.ledger.files.shared_lists import content
from models.ledger.files.warband_file import warband_document
from models.ledger.rosters import roster
from models.ledger.rosters.roster import MemberChanges, WarbandDetails
from models.ledger.startup import open_ledger
from models.table.views import WarbandView

ROSTERS = Path(__file__).resolve().parents[2] / "fixtures" / "rosters"
FIXTURES = sorted(
    p for p in ROSTERS.iterdir() if p.suffix in (".json", ".ros", ".rosz") and p.is_file()
)

WARBAND = ("name", "faction", "ducat_bank", "glory_bank")
CAMPAIGN = ("patron", "ducat_debt", "glory_debt", "arsenal", "budget", "granted", "choices")
MEMBER = ("name", "model", "items", "upgrades")
RECORDS = ("experience", "skills", "battle_scars", "promoted", "fireteam", "status")
# What each format carries, of the warband and of each member.
CARRIES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "warband": ((*WARBAND, *CAMPAIGN, "notes"), (*MEMBER, *RECORDS, "notes", "size")),
    # New Recruit's data holds no debts, grants, notes, reserves or fireteams by name
    "ros": ((*WARBAND, "patron", "arsenal", "budget", "choices"), (*MEMBER, *RECORDS[:4])),
    "rosz": ((*WARBAND, "patron", "arsenal", "budget", "choices"), (*MEMBER, *RECORDS[:4])),
    # Export Data has no field for the patron, stash or debts: ours beside its fields carry them
    "trench-companion": (
        (*WARBAND, "patron", "arsenal", "ducat_debt", "glory_debt"),
        (*MEMBER, "experience", "skills", "battle_scars"),
    ),
}


def fields_of(view: WarbandView) -> dict[str, Any]:
    """The warband as comparable fields: catalog ids, not names; members in order."""
    return {
        "name": view.name,
        "faction": view.faction_key,
        "ducat_bank": view.ducat_bank,
        "glory_bank": view.glory_bank,
        "patron": view.patron.key if view.patron else None,
        "ducat_debt": view.ducat_debt,
        "glory_debt": view.glory_debt,
        "arsenal": sorted(i.key for i in view.arsenal),
        "budget": view.budget,
        "granted": dict(view.granted),
        "choices": sorted((c.kind, c.group, c.name) for c in view.choices),
        "notes": view.notes,
        "members": [
            {
                "name": m.name,
                "model": m.model_key,
                "items": sorted(i.key for i in m.items),
                "upgrades": sorted(u.key for u in m.upgrades),
                "experience": m.experience,
                "skills": sorted(m.skills),
                "battle_scars": sorted(m.battle_scars),
                "promoted": m.promoted,
                "fireteam": m.fireteam_named,
                "status": m.status,
                "notes": m.notes,
                "size": m.size,
            }
            for m in view.members
        ],
    }


def differences(before: WarbandView, after: WarbandView, fmt: str) -> list[str]:
    """Each field the format carries that came back otherwise, named with its member."""
    warband_fields, member_fields = CARRIES[fmt]
    a, b = fields_of(before), fields_of(after)
    found = [f"{key}: {a[key]!r} → {b[key]!r}" for key in warband_fields if a[key] != b[key]]
    if len(a["members"]) != len(b["members"]):
        found.append(
            f"members: {[m['name'] for m in a['members']]} → {[m['name'] for m in b['members']]}"
        )
    for one, other in zip(a["members"], b["members"], strict=False):
        for key in member_fields:
            if one[key] != other[key]:
                found.append(f"{one['name']}.{key}: {one[key]!r} → {other[key]!r}")
    return found


@pytest.fixture
def ledger(tmp_path: Path) -> Iterator[Database]:
    database = open_ledger(tmp_path / "ledger.sqlite", demo=False)
    yield database
    database.close()


def _again(ledger: Database, view: WarbandView, fmt: str) -> WarbandView:
    if fmt == "warband":
        data = json.dumps(warband_document(view)).encode("utf-8")
        where = "again.warband.json"
    else:
        data = content(ledger, view.id, fmt)
        where = {"ros": "again.ros", "rosz": "again.rosz"}.get(fmt, "again.json")
    result = import_content(ledger, data, where, ImportOptions(update=False))
    (again,) = result.warbands
    return again


def _formats(view: WarbandView) -> list[str]:
    formats = ["warband", "trench-companion"]
    if view.edition == "tc-1.0":  # New Recruit's data is the v1.0 books'
        formats += ["ros", "rosz"]
    return formats


@pytest.mark.parametrize("fixture", FIXTURES, ids=[p.name for p in FIXTURES])
def test_every_fixture_comes_back_from_every_format(ledger: Database, fixture: Path) -> None:
    (view,) = import_file(ledger, fixture).warbands
    for fmt in _formats(view):
        again = _again(ledger, view, fmt)
        assert differences(view, again, fmt) == [], fmt


def _campaign_warband(ledger: Database) -> WarbandView:
    """A warband with all a campaign gives one: stash, patron, debts, a grant, promotions, a
    fireteam, experience, skills, scars, a reserve."""
    (view,) = import_file(ledger, ROSTERS / "bayt-al-hikma.share-record.json").warbands
    with ledger.write() as session:
        from models.db.schema import Warband

        row = session.get(Warband, view.id)
        assert row is not None
        row.ducat_debt, row.glory_debt = 15, 1
        row.granted = {view.members[-1].model_key: 1}
    view = roster.get_warband(ledger, view.id)
    view = roster.edit_details(ledger, view.id, view.version, WarbandDetails(budget=1000))
    kavass = next(m for m in view.members if m.name == "Idris")
    view = roster.update_member(
        ledger,
        view.id,
        view.version,
        kavass.id,
        MemberChanges(experience=4, battle_scars=("Leg Wound",), status="reserve"),
    )
    return view


def test_a_campaign_warband_comes_back_whole_from_every_format(ledger: Database) -> None:
    view = _campaign_warband(ledger)
    assert view.arsenal and view.patron and any(m.promoted for m in view.members)
    for fmt in _formats(view):
        again = _again(ledger, view, fmt)
        assert differences(view, again, fmt) == [], fmt


def _data_elements() -> dict[str, ET.Element]:
    """Every element of the community data with an id, by id (the fixture set)."""
    found: dict[str, ET.Element] = {}
    for packed in (ROSTERS.parent / "bsdata-tc-1.0").glob("*z"):
        with zipfile.ZipFile(packed) as archive:
            for name in archive.namelist():
                for element in ET.fromstring(archive.read(name)).iter():
                    if element.get("id"):
                        found.setdefault(element.get("id", ""), element)
    return found


def _local(element: ET.Element) -> str:
    return element.tag.rsplit("}", 1)[-1]


def test_a_ros_names_the_data_as_new_recruit_does(ledger: Database) -> None:
    """Part 5: entryIds are the data's link paths (every segment but the last an entryLink of
    the data, the last the entry its last link leads to), never a profile's id; a unit holds
    its model; each model has its profile and categories; the revisions are the data's."""
    (view,) = import_file(ledger, ROSTERS / "bayt-al-hikma.share-record.json").warbands
    root = ET.fromstring(content(ledger, view.id, "ros"))
    data = _data_elements()
    ns = "{http://www.battlescribe.net/schema/rosterSchema}"
    (system,) = [e for e in data.values() if _local(e) == "gameSystem"]
    assert root.get("gameSystemRevision") == system.get("revision") == "18"
    force = root.find(f"{ns}forces/{ns}force")
    assert force is not None and force.get("catalogueRevision") == data[
        force.get("catalogueId", "")
    ].get("revision")
    checked = 0
    for selection in root.iter(f"{ns}selection"):
        path = (selection.get("entryId") or "").split("::")
        if not all(segment in data for segment in path):
            continue  # a record the data names otherwise (Warband Variant's id, say)
        *links, last = path
        assert _local(data[last]) in ("selectionEntry", "selectionEntryGroup"), path
        for link in links:
            assert _local(data[link]) == "entryLink", (selection.get("name"), path)
        if links:
            target = data[links[-1]].get("targetId")
            inside = {e.get("id") for e in data[target].iter()} if target in data else set()
            assert last == target or last in inside, (selection.get("name"), path)
        checked += 1
    assert checked > 40
    (unit,) = [s for s in root.iter(f"{ns}selection") if s.get("type") == "unit"]
    assert (unit.get("entryId"), unit.get("customName")) == (
        "95cf-1de7-a93e-b165",
        "Jawhar al-Sari",
    )
    (faris,) = unit.findall(f"{ns}selections/{ns}selection")
    assert faris.get("entryId") == "4314-a55d-a783-18e3::22b8-dc59-428d-87cd"
    models = [s for s in root.iter(f"{ns}selection") if s.get("type") == "model"]
    for model in models:
        if model.get("name") == "Pile of Stuff":
            continue
        profiles = [p.get("typeName") for p in model.findall(f"{ns}profiles/{ns}profile")]
        primary = [
            c.get("name")
            for c in model.findall(f"{ns}categories/{ns}category")
            if c.get("primary") == "true"
        ]
        assert profiles == ["Unit"] and primary in (["Elite"], ["Troop"]), model.get("name")


def test_the_stash_is_written_by_the_paths_new_recruit_wrote(ledger: Database) -> None:
    """The fixture's Pile of Stuff is as New Recruit wrote it: its Trench Knife by the path
    through the stash's link and the data's groups; written back, the same path."""
    source = ROSTERS / "house-of-wisdom.ros"
    ns = "{http://www.battlescribe.net/schema/rosterSchema}"

    def stash_paths(root: ET.Element) -> list[str]:
        (stash,) = [s for s in root.iter(f"{ns}selection") if s.get("name") == "Pile of Stuff"]
        return [s.get("entryId", "") for s in stash.findall(f"{ns}selections/{ns}selection")]

    original = stash_paths(ET.fromstring(source.read_bytes()))
    assert original == [
        "c0f8-5012-5416-763a::30c8-c7d7-ccff-986e::e057-f711-7969-c551::daaa-b1ef-7908-82a7"
    ]
    (view,) = import_file(ledger, source).warbands
    written = stash_paths(ET.fromstring(content(ledger, view.id, "ros")))
    assert written == original and len(view.arsenal) == 2  # number="2": two knives
