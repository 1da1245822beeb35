"""Roster edits as data (issue 18): every edit returns the edit that undoes it; applying the
undo, then its undo, goes back and forth on a real database."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from typing import Any

import pytest

from models.db import Database
from models.ledger.rosters import roster
from models.ledger.rosters import roster_edits as edits
from models.ledger.rosters.roster import MemberChanges, WarbandDetails
from models.table.views import WarbandView


def _pilgrims(db: Database) -> WarbandView:
    band = next(w for w in roster.list_warbands(db) if w.name.startswith("Pell"))
    return roster.get_warband(db, band.id)


def _content(view: WarbandView) -> Any:
    """What a user sees of a warband: everything but its version and times."""
    return replace(view, version=0, updated_at=dt.datetime(2000, 1, 1, tzinfo=dt.UTC))


def _round_trip(db: Database, edit: edits.Edit) -> edits.Applied:
    start = roster.get_warband(db, edit.warband_id)
    done = edit.apply(db, start)
    assert _content(done.view) != _content(start), "the edit changed nothing"
    undone = done.undo.apply(db, done.view)
    assert _content(undone.view) == _content(start)
    redone = undone.undo.apply(db, undone.view)
    assert _content(redone.view) == _content(done.view)
    return redone


@pytest.mark.parametrize(
    "make",
    [
        lambda w: edits.Details(w.id, WarbandDetails(name="Renamed", ducat_bank=99, notes="n")),
        lambda w: edits.AddMember(w.id, w.members[-1].model_key),
        lambda w: edits.DuplicateMember(w.id, w.members[0].id),
        lambda w: edits.RemoveMember(w.id, w.members[2].id),
        lambda w: edits.MoveMember(w.id, w.members[0].id, 3),
        lambda w: edits.UpdateMember(
            w.id, w.members[1].id, MemberChanges(name="Suor Nuova", experience=5, skills=("A",))
        ),
        lambda w: edits.Equip(w.id, w.members[5].id, "eq_trenchclub"),
        lambda w: edits.Unequip(w.id, w.members[5].id, w.members[5].items[0].key),
    ],
    ids=["details", "add", "duplicate", "remove", "move", "update", "equip", "unequip"],
)
def test_every_edit_undoes_and_redoes(make: Any, db: Database) -> None:
    _round_trip(db, make(_pilgrims(db)))


def test_a_member_put_back_under_a_new_id_is_followed(db: Database) -> None:
    band = _pilgrims(db)
    last = max(band.members, key=lambda m: m.id)
    removed = edits.RemoveMember(band.id, last.id).apply(db, band)
    # Meanwhile a member is put back elsewhere under that freed id, so it is taken.
    other = next(w for w in roster.list_warbands(db) if w.id != band.id and w.system == band.system)
    stranger = roster.get_warband(db, other.id)
    taken = edits.RestoreMember(other.id, replace(stranger.members[0], id=last.id)).apply(
        db, stranger
    )
    assert taken.member_id == last.id
    back = removed.undo.apply(db, removed.view)
    assert back.renumbered is not None and back.renumbered[0] == last.id
    new_id = back.renumbered[1]
    assert back.view.member(new_id).name == last.name
    later = edits.with_member_ids(edits.Equip(band.id, last.id, "eq_trenchclub"), {last.id: new_id})
    assert isinstance(later, edits.Equip) and later.member_id == new_id
