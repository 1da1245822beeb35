"""Warband files (CONTRACTS.md §3), user catalogs and Trench Companion exports."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from models.db import Database
from models.db.schema import CatalogRow, Member, Warband
from models.ledger.files.importing import ROSTER, import_content, import_file
from models.ledger.files.warband_file import export_warband, write_bytes_atomically
from models.ledger.rosters import roster
from models.table.errors import InvalidInput


def _counts(db: Database) -> tuple[int, int, int]:
    with db.sessions() as session:
        return (
            session.scalar(select(func.count()).select_from(Warband)) or 0,
            session.scalar(select(func.count()).select_from(Member)) or 0,
            session.scalar(select(func.count()).select_from(CatalogRow)) or 0,
        )


def _without_volatile(document: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in document.items() if k != "exported_at"}


def _demo_id(db: Database, system: str = "trench-crusade") -> int:
    return next(w.id for w in roster.list_warbands(db) if w.system == system)


@pytest.mark.parametrize("system", ["trench-crusade", "ninth-age", "dies-irae", "warzone"])
def test_export_import_export_is_identical_but_for_the_timestamp(
    db: Database, tmp_path: Path, system: str
) -> None:
    first = export_warband(db, _demo_id(db, system), tmp_path / "first.warband.json")
    result = import_file(db, first)
    assert result.kind == "warband" and len(result.warbands) == 1
    second = export_warband(db, result.warbands[0].id, tmp_path / "second.warband.json")
    one = json.loads(first.read_text(encoding="utf-8"))
    two = json.loads(second.read_text(encoding="utf-8"))
    assert _without_volatile(one) == _without_volatile(two)
    assert one["format"] == "warband-ledger/warband" and one["version"] == 2
    if system == "trench-crusade":  # names are written as letters, not \u escapes
        assert "Шёпот" in first.read_text(encoding="utf-8")


def test_a_warbands_patron_debts_and_grants_travel_in_its_file(
    db: Database, tmp_path: Path
) -> None:
    band = _demo_id(db)
    view = roster.get_warband(db, band)
    plain = json.loads(export_warband(db, band, tmp_path / "plain.warband.json").read_text("utf-8"))
    assert not {"patron", "ducat_debt", "glory_debt", "granted"} & set(plain)  # none: left out
    roster.edit_details(db, band, view.version, roster.WarbandDetails(patron="Infernal Noble"))
    with db.write() as session:
        warband = session.get(Warband, band)
        assert warband is not None
        warband.ducat_debt, warband.glory_debt = 30, 1
        warband.granted = {"md_wretched": 2}
        warband.version += 1
    first = export_warband(db, band, tmp_path / "first.warband.json")
    data = json.loads(first.read_text("utf-8"))
    assert (data["patron"], data["ducat_debt"], data["glory_debt"]) == ("pt_infernalnoble", 30, 1)
    assert data["granted"] == {"md_wretched": 2}
    (copy,) = import_file(db, first).warbands
    assert copy.patron is not None and copy.patron.name == "Infernal Noble"
    assert (copy.ducat_debt, copy.glory_debt, copy.granted) == (30, 1, (("md_wretched", 2),))
    second = export_warband(db, copy.id, tmp_path / "second.warband.json")
    assert _without_volatile(json.loads(second.read_text("utf-8"))) == _without_volatile(data)


def _document(db: Database, tmp_path: Path) -> dict[str, Any]:
    path = export_warband(db, _demo_id(db), tmp_path / "w.warband.json")
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize(
    ("breakage", "message"),
    [
        (lambda d: d.update(version=3), r"version 3 was written by a newer Warband Ledger"),
        (
            lambda d: d.update(format="nope"),
            r"not a file Warband Ledger reads",
        ),
        (lambda d: d.pop("members"), r"\$: missing field 'members'"),
        (lambda d: d.update(surprise=1), r"unknown field 'surprise'"),
        (lambda d: d["members"][3].update(model="md_nobody"), r"\$\.members\[3\]\.model: unknown"),
        (lambda d: d["members"][0]["items"].append("eq_nothing"), r"\.items\[3\]: unknown item"),
        (lambda d: d["members"][1].update(size=0), r"\$\.members\[1\]\.size: must be at least 1"),
        (lambda d: d.update(system="chess"), r"no catalog for chess"),
        (lambda d: d.update(faction="fc_nowhere"), r"\$\.faction: 'fc_nowhere' is not a faction"),
        # Campaign content (issue 37): a patron the faction may serve, debts, known models.
        (
            lambda d: d.update(patron="pt_learnedsaint"),
            r"\$\.patron: 'pt_learnedsaint' is not a patron",
        ),
        (lambda d: d.update(patron=""), r"\$\.patron"),
        (lambda d: d.update(ducat_debt=-1), r"\$\.ducat_debt"),
        (lambda d: d.update(glory_debt=10**7), r"\$\.glory_debt"),
        (lambda d: d.update(granted={"md_nobody": 1}), r"\$\.granted\.md_nobody: unknown"),
        (lambda d: d.update(granted={"md_wretched": 0}), r"\$\.granted"),
    ],
)
def test_a_bad_warband_file_is_refused_and_nothing_is_written(
    db: Database, tmp_path: Path, breakage: Any, message: str
) -> None:
    data = _document(db, tmp_path)
    breakage(data)
    before = _counts(db)
    with pytest.raises(InvalidInput, match=message):
        import_content(db, json.dumps(data).encode("utf-8"), "broken.warband.json")
    assert _counts(db) == before


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "not valid JSON"),
        (b"\x00\xff garbage", "not UTF-8"),
        (b"[1, 2]", "not a file Warband Ledger reads"),
        (b"[" * 100000 + b"]" * 100000, "nested too deeply|not valid JSON"),
    ],
)
def test_garbage_is_refused_with_a_message(db: Database, content: bytes, message: str) -> None:
    before = _counts(db)
    with pytest.raises(InvalidInput, match=message):
        import_content(db, content, "junk.json")
    assert _counts(db) == before


def test_a_version_1_file_still_reads(db: Database, tmp_path: Path) -> None:
    """Version 2 (issue 48) added the stash, promotions and the list a warband came from; a
    file written before reads as it did."""
    data = _document(db, tmp_path)
    data["version"] = 1
    for key in ("arsenal", "import_source"):
        data.pop(key, None)
    for member in data["members"]:
        member.pop("promoted", None)
    (view,) = import_content(db, json.dumps(data).encode(), "old.warband.json").warbands
    assert (view.arsenal, [m.promoted for m in view.members if m.promoted]) == ((), [])
    assert len(view.members) == len(data["members"])


def test_a_user_catalog_is_stored_and_used(db: Database) -> None:
    catalog = {
        "format": "warband-ledger/catalog",
        "version": 1,
        "id": "club/warzone-extras",
        "system": "warzone",
        "edition": "standard",
        "name": "Club extras",
        "items": [{"id": "wz_knife", "name": "Combat knife", "category": "melee"}],
        "factions": [
            {
                "id": "wz_militia",
                "name": "Town Militia",
                "roster": [
                    {"model": "wz_trooper", "cost": 8, "currency": "points", "min": 0, "max": None},
                    {
                        "model": "wz_sergeant",
                        "cost": 12,
                        "currency": "points",
                        "min": 1,
                        "max": 1,
                        "captain": True,
                    },
                ],
                "armoury": [{"item": "wz_knife", "cost": 1, "currency": "points"}],
            }
        ],
    }
    result = import_content(db, json.dumps(catalog).encode(), "club.json")
    assert result.kind == "catalog" and result.catalog is not None
    assert (result.catalog.key, result.catalog.factions) == ("club/warzone-extras", 1)
    view = roster.create_warband(
        db, roster.NewWarband("Militia", "warzone", "standard", "wz_militia")
    )
    view, sergeant = roster.add_member(db, view.id, view.version, "wz_sergeant")
    view = roster.equip(db, view.id, view.version, sergeant, "wz_knife")
    assert view.totals.cost("points") == 13 and view.warnings == ()
    # The same file again with new prices: the warband list shows them at once (issue 48 §6),
    # and the import says which warbands it re-priced.
    catalog["factions"][0]["roster"][1]["cost"] = 15  # type: ignore[index]
    catalog["factions"][0]["armoury"] = []  # type: ignore[index]
    again = import_content(db, json.dumps(catalog).encode(), "club.json")
    assert again.catalog is not None
    assert again.catalog.changes == (
        "warband “Militia”: 13 points, 0 warnings → 15 points, 1 warning",
    )
    (listed,) = [w for w in roster.list_warbands(db) if w.id == view.id]
    assert (listed.cost, listed.warnings) == (15, 1)
    assert roster.get_warband(db, view.id).totals.cost("points") == 15
    # Refused: a catalog that names a model nobody defines, or takes a bundled catalog's id.
    before = _counts(db)
    catalog["factions"][0]["roster"][0]["model"] = "wz_ghost"  # type: ignore[index]
    with pytest.raises(InvalidInput, match=r"roster\[0\]\.model: unknown model 'wz_ghost'"):
        import_content(db, json.dumps(catalog).encode(), "club.json")
    catalog["id"] = "warzone/standard/core"
    with pytest.raises(InvalidInput, match="comes with the app"):
        import_content(db, json.dumps(catalog).encode(), "club.json")
    assert _counts(db) == before


TRENCH_COMPANION_EXPORT = {
    "warband-name": "Brethren of the Mud",
    "warband-faction": "Trench Pilgrims",
    "ducat-bank": 35,
    "glory-bank": 2,
    "models": [
        {
            "name": "War Prophet",
            "stat-movement": '6"',
            "stat-ranged": "+2",
            "stat-melee": "+2",
            "stat-armour": "-1",
            "keywords": ["PILGRIM", "ELITE", "LEADER"],
            "equipment": [
                {"equipment-name": "Pistol / Revolver"},
                {"equipment-name": "Standard Armour"},
            ],
        },
        {
            "name": "Trench Pilgrim",
            "stat-movement": '6"',
            "equipment": [{"equipment-name": "bolt-action rifle"}, {"equipment-name": "Spork"}],
        },
        {"name": "Brother Bartholomew", "equipment": []},
    ],
}


def test_a_trench_companion_export_is_matched_by_name_and_reports_the_rest(
    db: Database,
) -> None:
    """An export without ids: matched to the v1.0 catalog by names (the playtest's
    "Pistol / Revolver" is the books' "Pistol"); what is not matched is listed, not dropped."""
    result = import_content(db, json.dumps(TRENCH_COMPANION_EXPORT).encode(), "tc.json")
    assert result.kind == ROSTER
    (view,) = result.warbands
    assert (view.name, view.faction_name, view.edition, view.ducat_bank, view.glory_bank) == (
        "Brethren of the Mud",
        "Trench Pilgrims",
        "tc-1.0",
        35,
        2,
    )
    assert [(m.model_name, [i.name for i in m.items]) for m in view.members] == [
        ("War Prophet", ["Pistol", "Standard Armour"]),
        ("Trench Pilgrim", ["Bolt-Action Rifle"]),
    ]
    assert result.unmatched == (
        "Trench Pilgrim: item 'Spork' — nothing in the catalog has this id or name",
        "Brother Bartholomew: model '?' — no model type of the catalog matches; not imported",
    )


def test_a_trench_companion_export_without_faction_is_inferred_from_its_models(
    db: Database,
) -> None:
    export = dict(TRENCH_COMPANION_EXPORT)
    export.pop("warband-faction")
    result = import_content(db, json.dumps(export).encode(), "tc.json")
    assert result.warbands[0].faction_name == "Trench Pilgrims"
    export["models"] = [{"name": "Somebody"}]
    before = _counts(db)
    with pytest.raises(InvalidInput, match="cannot tell the faction"):
        import_content(db, json.dumps(export).encode(), "tc.json")
    assert _counts(db) == before


def test_files_are_written_atomically(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "out.json"
    target.write_text("the old content")

    def full_disk(_fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError, match="No space left"):
        write_bytes_atomically(target, b"new")
    monkeypatch.undo()
    assert target.read_text() == "the old content"
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == ["out.json"]  # no temp
    write_bytes_atomically(target, b"new")
    assert target.read_bytes() == b"new"
    assert target.stat().st_mode & 0o777 == 0o666 & ~_umask()  # an ordinary new file


def _umask() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return umask
