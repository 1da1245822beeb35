"""Campaign files: export → import on a fresh database → the same file; merging by uid;
conflicts reported and nothing written (issue 9)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from models.catalog.validation import Choice
from models.db import Database
from models.ledger.campaigns import (
    campaign_content,
    campaign_log,
    campaigns,
    event_day,
    post_battle,
)
from models.ledger.campaigns.campaigns import NewBattle, NewSide
from models.ledger.files.campaign_file import (
    FORMAT_VERSION,
    campaign_document,
    export_campaign_file,
)
from models.ledger.files.importing import import_file
from models.ledger.files.warband_file import FileFormatError
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger


def _played(db: Database) -> int:
    """The demo Trench Crusade campaign after a battle and a few post-battle steps."""
    campaign = next(c for c in campaigns.list_campaigns(db) if c.system == "trench-crusade")
    a, b = (roster.get_warband(db, w.id) for w in roster.list_warbands(db, campaign.id))
    troop = next(m for m in a.members if not m.elite)
    battle = campaigns.record_battle(
        db,
        NewBattle(
            campaign.id,
            (NewSide(a.id, "win", 3, 1, out_of_action=(troop.id,)), NewSide(b.id, "loss", 1)),
            scenario="Żółć <b>&amp;",
        ),
    )
    post_battle.trauma(db, battle.id, a.id, troop.id, [1])
    post_battle.next_step(db, battle.id, a.id)
    post_battle.award_experience(db, battle.id, a.id)
    undone = post_battle.next_step(db, battle.id, a.id)
    campaign_log.undo(db, campaign.id, undone.seq)
    campaigns.confirm(db, battle.id, a.id)
    return campaign.id


def _without_time(document: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in document.items() if k != "exported_at"}


def test_export_then_import_on_a_fresh_database_is_identical(db: Database, tmp_path: Path) -> None:
    cid = _played(db)
    path = export_campaign_file(db, cid, tmp_path / "siege.campaign.json")
    original = json.loads(path.read_text(encoding="utf-8"))
    assert original["battles"][0]["scenario"] == "Żółć <b>&amp;"
    assert len(original["log"]) == 4 and original["log"][-1]["undone"]

    fresh = open_ledger(tmp_path / "fresh.sqlite")  # a new laptop: demo data, other ids
    try:
        result = import_file(fresh, path)
        assert result.kind == "campaign" and result.campaign is not None
        assert result.campaign.conflicts == ()
        assert result.campaign.added == {
            "campaigns": 1,
            "warbands": 2,
            "battles": 1,
            "log steps": 4,
        }
        imported = result.campaign.campaign_id
        assert imported is not None
        assert _without_time(campaign_document(fresh, imported)) == _without_time(original)
        # Importing the same file again adds nothing and changes nothing.
        again = import_file(fresh, path)
        assert again.campaign is not None and again.campaign.conflicts == ()
        assert again.campaign.added == {} and again.campaign.unchanged == 2 + 1 + 4
        # The log works here too: the latest live step undoes on the new laptop; after that
        # the old file no longer agrees with this database, and says where.
        live = [e for e in campaigns.campaign_log(fresh, imported) if not e.undone]
        campaign_log.undo(fresh, imported, live[-1].seq)
        stale = import_file(fresh, path)
        assert stale.campaign is not None and stale.campaign.campaign_id is None
        assert f"campaign log step {live[-1].seq}: differs here (undone)" in (
            stale.campaign.conflicts
        )
    finally:
        fresh.close()


def test_a_conflicting_import_is_reported_and_not_applied(db: Database, tmp_path: Path) -> None:
    cid = _played(db)
    path = export_campaign_file(db, cid, tmp_path / "siege.campaign.json")
    # Someone renames a warband here after the file was made, and the file gains a battle.
    warband = roster.list_warbands(db, cid)[0]
    view = roster.get_warband(db, warband.id)
    roster.rename_warband(db, view.id, view.version, "Renamed meanwhile")
    document = json.loads(path.read_text(encoding="utf-8"))
    extra = json.loads(json.dumps(document["battles"][0]))
    extra["uid"] = "00000000-0000-0000-0000-000000000001"
    document["battles"].append(extra)
    path.write_text(json.dumps(document), encoding="utf-8")
    before = campaign_document(db, cid)

    result = import_file(db, path)
    assert result.campaign is not None and result.campaign.campaign_id is None
    assert any("differs here (name)" in c for c in result.campaign.conflicts)
    after = campaign_document(db, cid)
    assert _without_time(after) == _without_time(before)  # the new battle was not added either


def test_a_broken_campaign_file_names_the_problem(db: Database, tmp_path: Path) -> None:
    cid = _played(db)
    document = campaign_document(db, cid)
    document["battles"][0]["sides"][0]["took_part"] = ["11111111-1111-1111-1111-111111111111"]
    bad = tmp_path / "bad.campaign.json"
    bad.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(FileFormatError, match=r"sides\[0\]\.took_part: unknown members"):
        import_file(db, bad)
    document = campaign_document(db, cid)
    document["warbands"][0]["members"][0]["model"] = "md_nobody"
    bad.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(FileFormatError, match="md_nobody not in the catalog"):
        import_file(db, bad)
    document["version"] = FORMAT_VERSION + 1
    bad.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(FileFormatError, match="newer Warband Ledger"):
        import_file(db, bad)


def test_uids_that_clash_are_refused_not_a_database_error(db: Database, tmp_path: Path) -> None:
    """Found by fuzzing (issue 11): a warband's uid changed by one byte made it "new", and its
    members' uids — already here — broke a UNIQUE constraint mid-import."""
    cid = _played(db)
    document = campaign_document(db, cid)
    before = json.dumps(document, sort_keys=True)
    path = tmp_path / "siege.campaign.json"

    clash = json.loads(before)
    old, new = clash["warbands"][0]["uid"], "00000000-0000-0000-0000-0000000000aa"
    clash["warbands"][0]["uid"] = new
    for side in (s for b in clash["battles"] for s in b["sides"]):
        side["warband"] = new if side["warband"] == old else side["warband"]
    path.write_text(json.dumps(clash), encoding="utf-8")
    result = import_file(db, path)
    assert result.campaign is not None and result.campaign.campaign_id is None
    assert any("belongs to another warband here" in c for c in result.campaign.conflicts)

    twice = json.loads(before)
    twice["warbands"][1]["members"][0]["uid"] = twice["warbands"][0]["members"][0]["uid"]
    path.write_text(json.dumps(twice), encoding="utf-8")
    with pytest.raises(FileFormatError, match=r"\$\.warbands\[\*\]\.members: a uid appears twice"):
        import_file(db, path)
    assert _without_time(campaign_document(db, cid)) == _without_time(json.loads(before))


def _paired(db: Database) -> int:
    """The demo campaign with round 1 paired (and a third warband: one of them sits out)."""
    campaign = next(c for c in campaigns.list_campaigns(db) if c.system == "trench-crusade")
    first = roster.list_warbands(db, campaign.id)[0]
    copy = roster.duplicate_warband(db, first.id)  # a copy joins the campaign too
    campaigns.join_campaign(db, campaign.id, copy.id, "a third player")
    summary, _ = campaigns.campaign_settings(db, campaign.id)
    campaigns.edit_campaign(db, campaign.id, summary.version, settings={"bye": "draw"})
    event_day.publish_round(db, event_day.draft_round(db, campaign.id))
    return campaign.id


def test_pairings_and_the_bye_setting_travel_with_the_campaign(
    db: Database, tmp_path: Path
) -> None:
    cid = _paired(db)
    path = export_campaign_file(db, cid, tmp_path / "event.campaign.json")
    original = json.loads(path.read_text(encoding="utf-8"))
    assert (
        original["version"] == FORMAT_VERSION and original["campaign"]["settings"]["bye"] == "draw"
    )
    assert [(p["round"], p["table"]) for p in original["pairings"]] == [(1, 0), (1, 1)]
    fresh = open_ledger(tmp_path / "fresh.sqlite")
    try:
        result = import_file(fresh, path)
        assert result.campaign is not None and result.campaign.conflicts == ()
        assert result.campaign.added["pairings"] == 2
        imported = result.campaign.campaign_id
        assert imported is not None
        assert _without_time(campaign_document(fresh, imported)) == _without_time(original)
        # the standings agree on both laptops: the bye scored as a draw
        here = [(r.warband, r.points) for r in campaigns.league_table(db, cid)]
        there = [(r.warband, r.points) for r in campaigns.league_table(fresh, imported)]
        assert here == there and any(points == 1 for _, points in here)
        # the other laptop draws round 2 its own way; this one drew it too, differently
        event_day.publish_round(fresh, event_day.draft_round(fresh, imported))
        draft = event_day.draft_round(db, cid)
        event_day.publish_round(db, draft.swap(*draft.pairing.pairs[0]))
        theirs = export_campaign_file(fresh, imported, tmp_path / "theirs.campaign.json")
        clash = import_file(db, theirs)
        assert clash.campaign is not None and clash.campaign.campaign_id is None
        assert any(
            "round 2 table" in c and "paired differently here" in c
            for c in clash.campaign.conflicts
        )
    finally:
        fresh.close()


def test_a_version_1_file_still_merges_without_conflicts(db: Database, tmp_path: Path) -> None:
    cid = _played(db)
    document = campaign_document(db, cid)
    document["version"] = 1
    del document["pairings"]
    del document["campaign"]["settings"]["bye"]  # version 1 knew no byes
    old = tmp_path / "old.campaign.json"
    old.write_text(json.dumps(document), encoding="utf-8")
    result = import_file(db, old)
    assert result.campaign is not None and result.campaign.conflicts == ()
    assert result.campaign.added == {}


def _with_content(db: Database) -> int:
    """The played campaign with issue 37's content: the organiser's lists and exploration
    table, a patron, a debt, a battle's named deeds and the Wretched found exploring."""
    cid = _played(db)
    summary, _ = campaigns.campaign_settings(db, cid)
    table = {
        "dice": "D6",
        "locations": [
            {"name": "Pit of the Wretched", "first": 1, "last": 6, "models": ["md_wretched"]}
        ],
    }
    campaigns.edit_campaign(
        db,
        cid,
        summary.version,
        settings={"deeds": ["Hold the Line"], "scenarios": ["Dawn Raid"], "exploration": table},
    )
    bands = {w.faction_key: w.id for w in roster.list_warbands(db, cid)}
    legion, pilgrims = bands["fc_hereticlegion"], bands["fc_trenchpilgrim"]
    view = roster.get_warband(db, legion)
    view = roster.edit_details(db, legion, view.version, roster.WarbandDetails(patron="Mammon"))
    found = (Choice("find", "Book of Golems", "Exploration"), Choice("choice", "Wrath", "Sins"))
    roster.edit_details(db, legion, view.version, roster.WarbandDetails(choices=found))
    campaign_content.take_debt(db, cid, legion, 40)
    by = view.members[0].id
    battle = campaigns.record_battle(
        db,
        NewBattle(
            cid,
            (NewSide(legion, "win", deeds=(("Hold the Line", by),)), NewSide(pilgrims, "loss")),
            round=2,
            scenario="Dawn Raid",
        ),
    )
    while (side := campaigns.get_battle(db, battle.id).side_of(legion)) and (
        side.post_battle != "exploration"
    ):
        post_battle.next_step(db, battle.id, legion)
    campaign_content.explore(db, battle.id, legion, [4])
    return cid


def test_version_3_carries_patrons_debts_grants_deeds_and_the_tables(
    db: Database, tmp_path: Path
) -> None:
    cid = _with_content(db)
    path = export_campaign_file(db, cid, tmp_path / "content.campaign.json")
    original = json.loads(path.read_text(encoding="utf-8"))
    legion = next(w for w in original["warbands"] if w["faction"] == "fc_hereticlegion")
    assert (legion["patron"], legion["ducat_debt"], legion["granted"]) == (
        "pt_mammon",
        40,
        {"md_wretched": 1},
    )
    assert legion["choices"] == [  # issue 48: what it chose or found as a whole
        {"kind": "find", "name": "Book of Golems", "group": "Exploration"},
        {"kind": "choice", "name": "Wrath", "group": "Sins"},
    ]
    deeds = [s["deeds"] for b in original["battles"] for s in b["sides"] if s["deeds"]]
    assert [[d["deed"] for d in found] for found in deeds] == [["Hold the Line"]]
    assert original["campaign"]["settings"]["exploration"]["dice"] == "D6"
    fresh = open_ledger(tmp_path / "fresh.sqlite")
    try:
        result = import_file(fresh, path)
        assert result.campaign is not None and result.campaign.conflicts == ()
        imported = result.campaign.campaign_id
        assert imported is not None
        assert _without_time(campaign_document(fresh, imported)) == _without_time(original)
        # The exploration step undoes there as here: the Wretched leave, the grant with them.
        found = [e for e in campaigns.campaign_log(fresh, imported) if e.kind == "explore"]
        campaign_log.undo(fresh, imported, found[-1].seq)
        there = next(
            roster.get_warband(fresh, w.id)
            for w in roster.list_warbands(fresh, imported)
            if w.faction_key == "fc_hereticlegion"
        )
        assert there.granted == () and there.ducat_debt == 40
    finally:
        fresh.close()


def test_a_version_2_file_still_merges_without_conflicts(db: Database, tmp_path: Path) -> None:
    cid = _played(db)
    document = campaign_document(db, cid)
    document["version"] = 2
    for key in ("scenarios", "deeds", "exploration"):
        del document["campaign"]["settings"][key]
    for warband in document["warbands"]:
        for key in ("patron", "ducat_debt", "glory_debt", "granted"):
            del warband[key]
    for battle in document["battles"]:
        for side in battle["sides"]:
            del side["deeds"]
    for event in document["log"]:
        for key in ("before", "after"):
            for gone in ("ducat_debt", "glory_debt", "granted"):
                event["data"].get(key, {}).pop(gone, None)
    old = tmp_path / "old.campaign.json"
    old.write_text(json.dumps(document), encoding="utf-8")
    result = import_file(db, old)
    assert result.campaign is not None and result.campaign.conflicts == ()
    assert result.campaign.added == {}


@pytest.mark.parametrize(
    ("breakage", "message"),
    [
        (lambda d: d["warbands"][0].update(patron="pt_nobody"), r"patron: not a patron"),
        (lambda d: d["warbands"][0].update(granted={"md_nobody": 1}), r"granted: md_nobody"),
        (lambda d: d["warbands"][0].update(ducat_debt=-3), r"ducat_debt"),
        (
            lambda d: d["campaign"]["settings"].update(exploration={"dice": "D6", "locations": []}),
            r"settings\.exploration\.locations",
        ),
        (lambda d: d["campaign"]["settings"].update(deeds=["A", "a"]), r"listed twice"),
        (
            lambda d: d["battles"][0]["sides"][0].update(
                deeds=[{"deed": "X", "by": "11111111-1111-1111-1111-111111111111"}]
            ),
            r"sides\[0\]\.deeds: unknown members",
        ),
    ],
)
def test_a_version_3_file_with_wrong_content_is_refused(
    db: Database, tmp_path: Path, breakage: Any, message: str
) -> None:
    cid = _played(db)
    document = campaign_document(db, cid)
    breakage(document)
    bad = tmp_path / "bad.campaign.json"
    bad.write_text(json.dumps(document), encoding="utf-8")
    fresh = open_ledger(tmp_path / "fresh.sqlite")
    try:
        with pytest.raises(FileFormatError, match=message):
            import_file(fresh, bad)
        assert len(campaigns.list_campaigns(fresh)) == 4  # the demo's, nothing more
    finally:
        fresh.close()


def test_a_pairing_naming_no_warband_of_the_file_is_refused(db: Database, tmp_path: Path) -> None:
    cid = _paired(db)
    document = campaign_document(db, cid)
    document["pairings"][1]["second"] = "11111111-1111-1111-1111-111111111111"
    document["pairings"].append(
        dict(document["pairings"][0], uid="22222222-2222-2222-2222-222222222222")
    )
    bad = tmp_path / "bad.campaign.json"
    bad.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(FileFormatError) as raised:
        import_file(db, bad)
    assert "$.pairings[1].second: not a warband of the file" in str(raised.value)
    assert "round 1 table 0 appears twice" in str(raised.value)
