"""Roster units of work on real databases (SQLite file and PostgreSQL), one transaction each."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm.exc import StaleDataError

from models.db import Database
from models.db.schema import Member, MemberItem, Warband
from models.ledger.rosters import roster
from models.ledger.rosters.roster import MemberChanges, NewWarband, WarbandDetails
from models.ledger.startup import open_ledger
from models.ledger.user_text import MAX_NAME
from models.table.errors import InvalidInput, NotFound, StaleEdit
from models.table.views import WarbandView

TC = ("trench-crusade", "tc-1.6")


def _new(db: Database, name: str = "Pilgrims of Ypres") -> WarbandView:
    return roster.create_warband(db, NewWarband(name, *TC, "fc_trenchpilgrim"))


def _rows(db: Database, model: type) -> int:
    with db.sessions() as session:
        return session.scalar(select(func.count()).select_from(model)) or 0


def test_create_warband_takes_the_catalog_budget_and_lists_it(db: Database) -> None:
    view = _new(db)
    assert (view.name, view.faction_name, view.budget, view.version) == (
        "Pilgrims of Ypres",
        "Trench Pilgrims",
        700,  # RULES.md §1.10 starting budget, from the catalog
        1,
    )
    listed = {w.id: w for w in roster.list_warbands(db)}
    assert listed[view.id].name == "Pilgrims of Ypres"
    assert (listed[view.id].cost, listed[view.id].models) == (0, 0)
    # An empty warband has no captain: said once (RC-2), not again as the War Prophet's
    # minimum of one (RC-3) — issue 20.
    assert [w.rule for w in view.warnings] == ["RC-2 captain"]


def test_add_member_costs_and_brings_its_mandatory_equipment(db: Database) -> None:
    view = _new(db)
    view, prophet = roster.add_member(db, view.id, view.version, "md_warprophet", "Fra Anselmo")
    view, communicant = roster.add_member(db, view.id, view.version, "md_communicant")
    member = view.member(communicant)
    assert member.name == "Communicant"  # the model type's name when none is given
    assert [i.key for i in member.items] == ["eq_communicantcross"]  # mandatory, free
    assert member.cost == {"ducats": 100}
    assert view.member(prophet).cost == {"ducats": 80}
    assert view.totals.cost("ducats") == 180
    assert view.version == 3
    assert all(w.rule != "RC-2 captain" for w in view.warnings)


def test_equip_unequip_and_upgrade_change_the_cost(db: Database) -> None:
    view = _new(db)
    view, pilgrim = roster.add_member(db, view.id, view.version, "md_trenchpilgrim", "Brat Tomasz")
    view = roster.equip(db, view.id, view.version, pilgrim, "eq_boltactionrifle")
    view = roster.equip(db, view.id, view.version, pilgrim, "eq_trenchclub")
    assert view.member(pilgrim).cost == {"ducats": 30 + 10 + 3}
    view = roster.unequip(db, view.id, view.version, pilgrim, "eq_trenchclub")
    assert [i.name for i in view.member(pilgrim).items] == ["Bolt-Action Rifle"]
    with pytest.raises(InvalidInput, match="does not carry"):
        roster.unequip(db, view.id, view.version, pilgrim, "eq_trenchclub")
    view, nun = roster.add_member(db, view.id, view.version, "md_stigmaticnun")
    with pytest.raises(InvalidInput, match="not an upgrade"):
        roster.apply_upgrade(db, view.id, view.version, nun, "up_nonsense")


def test_duplicate_move_and_remove_keep_positions_in_order(db: Database) -> None:
    view = _new(db)
    view, a = roster.add_member(db, view.id, view.version, "md_warprophet", "A")
    view, b = roster.add_member(db, view.id, view.version, "md_trenchpilgrim", "B")
    view = roster.equip(db, view.id, view.version, b, "eq_musket")
    view, c = roster.duplicate_member(db, view.id, view.version, b)
    assert [m.name for m in view.members] == ["A", "B", "B 2"]
    assert [i.key for i in view.member(c).items] == ["eq_musket"]
    view = roster.move_member(db, view.id, view.version, c, 0)
    assert [m.name for m in view.members] == ["B 2", "A", "B"]
    assert [m.position for m in view.members] == [0, 1, 2]
    view = roster.remove_member(db, view.id, view.version, a)
    assert [(m.name, m.position) for m in view.members] == [("B 2", 0), ("B", 1)]
    with db.sessions() as session:
        assert session.scalar(select(func.count()).where(Member.warband_id == view.id)) == 2


def test_member_fields_for_elites(db: Database) -> None:
    view = _new(db)
    view, prophet = roster.add_member(db, view.id, view.version, "md_warprophet")
    view = roster.update_member(
        db,
        view.id,
        view.version,
        prophet,
        MemberChanges(experience=4, skills=("Reroll",), battle_scars=("Facial Scar",)),
    )
    member = view.member(prophet)
    assert (member.experience, member.skills, member.battle_scars) == (
        4,
        ("Reroll",),
        ("Facial Scar",),
    )
    assert member.elite and member.captain
    with pytest.raises(InvalidInput, match="status"):
        roster.update_member(db, view.id, view.version, prophet, MemberChanges(status="zombie"))
    view = roster.update_member(db, view.id, view.version, prophet, MemberChanges(status="dead"))
    assert view.totals.cost("ducats") == 0  # the dead cost nothing and count for nothing


def test_rename_and_details_and_delete(db: Database) -> None:
    view = _new(db)
    view = roster.rename_warband(db, view.id, view.version, "  Die   Pilger  ")
    assert view.name == "Die Pilger"
    view = roster.edit_details(db, view.id, view.version, WarbandDetails(glory_bank=3, notes="ń"))
    assert (view.glory_bank, view.notes) == (3, "ń")
    with pytest.raises(InvalidInput, match="must not be empty"):
        roster.rename_warband(db, view.id, view.version, "   ")
    roster.delete_warband(db, view.id, view.version)
    with pytest.raises(NotFound):
        roster.get_warband(db, view.id)


def test_a_stale_edit_is_refused_and_overwrites_nothing(db: Database) -> None:
    """Optimistic concurrency: two copies of version 1; the second save is refused."""
    view = _new(db)
    laptop_a = view
    laptop_b = view
    roster.rename_warband(db, laptop_a.id, laptop_a.version, "Renamed on laptop A")
    with pytest.raises(StaleEdit, match="changed elsewhere"):
        roster.rename_warband(db, laptop_b.id, laptop_b.version, "Renamed on laptop B")
    with pytest.raises(StaleEdit):
        roster.add_member(db, laptop_b.id, laptop_b.version, "md_trenchpilgrim")
    with pytest.raises(StaleEdit):
        roster.delete_warband(db, laptop_b.id, laptop_b.version)
    fresh = roster.get_warband(db, view.id)
    assert (fresh.name, fresh.version, fresh.members) == ("Renamed on laptop A", 2, ())


def test_concurrent_sessions_are_refused_by_the_version_counter(db_url: str) -> None:
    """Two connections read version 1; both write; the database refuses the later UPDATE.

    PostgreSQL finds no row `WHERE version = 1` (StaleDataError); SQLite refuses the write of
    a transaction whose snapshot is out of date ("database is locked"). Either way nothing
    is overwritten."""
    first, second = open_ledger(db_url), open_ledger(db_url)
    try:
        view = _new(first)
        with second.sessions.begin() as session_b:
            warband_b = session_b.get(Warband, view.id)
            assert warband_b is not None
            roster.rename_warband(first, view.id, view.version, "Saved first")
            warband_b.name = "Saved second"
            with pytest.raises((StaleDataError, OperationalError)):
                session_b.flush()
        assert roster.get_warband(first, view.id).name == "Saved first"
    finally:
        first.close()
        second.close()


def test_bad_input_writes_nothing(db: Database) -> None:
    before = (_rows(db, Warband), _rows(db, Member), _rows(db, MemberItem))
    with pytest.raises(InvalidInput, match="faction"):
        roster.create_warband(db, NewWarband("X", *TC, "fc_nonexistent"))
    view = _new(db)
    with pytest.raises(InvalidInput, match="not a model type"):
        roster.add_member(db, view.id, view.version, "md_nobody")
    view, pilgrim = roster.add_member(db, view.id, view.version, "md_trenchpilgrim")
    with pytest.raises(InvalidInput, match="not an item"):
        roster.equip(db, view.id, view.version, pilgrim, "eq_nothing")
    with pytest.raises(NotFound, match="Member 999999"):
        roster.equip(db, view.id, view.version, 999999, "eq_musket")
    assert _rows(db, Warband) == before[0] + 1
    assert _rows(db, Member) == before[1] + 1
    assert _rows(db, MemberItem) == before[2]
    assert roster.get_warband(db, view.id).version == view.version
    with pytest.raises(NotFound):
        roster.get_warband(db, 424242)


def test_every_demo_warband_is_valid(db: Database) -> None:
    """The demo (a new database) holds two warbands per system with no warnings."""
    warbands = roster.list_warbands(db)
    by_system: dict[str, int] = {}
    for summary in warbands:
        by_system[summary.system] = by_system.get(summary.system, 0) + 1
        view = roster.get_warband(db, summary.id)
        assert view.warnings == (), (view.name, view.warnings)
        assert summary.cost == view.totals.cost(next(iter(view.totals.by_currency)))
    assert by_system == {"trench-crusade": 2, "ninth-age": 2, "dies-irae": 2, "warzone": 2}
    tc = [roster.get_warband(db, w.id) for w in warbands if w.system == "trench-crusade"]
    assert {w.faction_name for w in tc} == {"Trench Pilgrims", "Heretic Legion"}
    assert all(650 <= w.totals.cost("ducats") <= 700 for w in tc)


def test_apply_and_remove_an_upgrade(db: Database) -> None:
    view = roster.create_warband(db, NewWarband("Iron Wall", *TC, "fc_ironsultanate"))
    view, azeb = roster.add_member(db, view.id, view.version, "md_azeb")
    view = roster.apply_upgrade(db, view.id, view.version, azeb, "up_skirmisher")
    assert [u.name for u in view.member(azeb).upgrades] == ["Skirmisher"]
    assert view.member(azeb).cost == {"ducats": 25 + 5}  # Azeb 25, Skirmisher 5 (the facts)
    with pytest.raises(InvalidInput, match="already has it"):
        roster.apply_upgrade(db, view.id, view.version, azeb, "up_skirmisher")
    view = roster.remove_upgrade(db, view.id, view.version, azeb, "up_skirmisher")
    assert view.member(azeb).upgrades == () and view.member(azeb).cost == {"ducats": 25}


def test_a_stale_campaign_edit_is_refused(db: Database) -> None:
    from models.ledger.campaigns.campaigns import NewCampaign, create_campaign, edit_campaign

    campaign = create_campaign(db, NewCampaign("Winter League", *TC))
    edited = edit_campaign(db, campaign.id, campaign.version, name="Winter League 2027")
    assert (edited.name, edited.version) == ("Winter League 2027", campaign.version + 1)
    with pytest.raises(StaleEdit, match="Campaign .* was changed elsewhere"):
        edit_campaign(db, campaign.id, campaign.version, notes="from an old copy")


def test_a_removed_member_is_restored_whole_at_its_place_with_its_id(db: Database) -> None:
    view = _new(db)
    view, a = roster.add_member(db, view.id, view.version, "md_warprophet", "A")
    view, b = roster.add_member(db, view.id, view.version, "md_trenchpilgrim", "B")
    view = roster.equip(db, view.id, view.version, b, "eq_musket")
    view = roster.update_member(db, view.id, view.version, b, MemberChanges(experience=3))
    view, c = roster.add_member(db, view.id, view.version, "md_trenchpilgrim", "C")
    snapshot = view.member(b)
    view = roster.remove_member(db, view.id, view.version, b)
    view, restored = roster.restore_member(db, view.id, view.version, snapshot)
    assert restored == b
    assert [m.name for m in view.members] == ["A", "B", "C"]
    again = view.member(b)
    assert (again.items, again.experience, again.cost) == (
        snapshot.items,
        3,
        snapshot.cost,
    )


def test_copies_are_named_x_2_x_3_not_copy_of_copy() -> None:
    """Issue 20: "X", "X 2", "X 3"; a copy of "X 2" is "X 3" when free; names stay in the
    length limit; case does not make a name free."""
    assert roster.copy_name("Pilgrims", ["Pilgrims"]) == "Pilgrims 2"
    assert roster.copy_name("Pilgrims", ["Pilgrims", "pilgrims 2"]) == "Pilgrims 3"
    assert roster.copy_name("Pilgrims 2", ["Pilgrims", "Pilgrims 2"]) == "Pilgrims 3"
    assert roster.copy_name("Squad 7", ["Squad 7", "Squad 8"]) == "Squad 9"
    long = "x" * MAX_NAME
    assert roster.copy_name(long, [long]) == "x" * (MAX_NAME - 2) + " 2"


def test_duplicate_a_warband(db: Database) -> None:
    original = roster.get_warband(db, roster.list_warbands(db)[0].id)
    copy = roster.duplicate_warband(db, original.id)
    assert copy.id != original.id and copy.name == f"{original.name} 2"
    assert [(m.name, m.items) for m in copy.members] == [
        (m.name, m.items) for m in original.members
    ]
    assert copy.totals.by_currency == original.totals.by_currency
    assert (copy.totals.models, copy.totals.elites) == (
        original.totals.models,
        original.totals.elites,
    )
