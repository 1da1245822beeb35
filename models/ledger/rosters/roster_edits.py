"""Roster changes as data, each knowing its inverse: `edit.apply(database, current)` does it to the
warband as the caller last saw it (`current`: its version, and what the edit changes as it was;
one transaction, models/ledger/rosters/roster.py) and returns the new view with the edit that
undoes it.
Undo and redo are then only "apply what the last apply returned" — the window's QUndoCommands
hold edits and call nothing else.

A member removed and put back keeps its id when it is still free; when it is not, `Applied`
says the new id (`renumbered`), and the caller maps the old id to it in the edits it still holds
(`with_member_ids`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Protocol

from models.db.engine import Database
from models.ledger.rosters import roster
from models.ledger.rosters.roster import MemberChanges, WarbandDetails
from models.table.views import MemberView, WarbandView


@dataclass(frozen=True)
class Applied:
    view: WarbandView
    undo: Edit
    member_id: int | None = None  # the member the edit added or put back, by its id now
    renumbered: tuple[int, int] | None = None  # (old id, new id) of a member put back


class Edit(Protocol):
    @property
    def warband_id(self) -> int: ...

    def apply(self, database: Database, current: WarbandView) -> Applied: ...


def with_member_ids(edit: Edit, ids: Mapping[int, int]) -> Edit:
    """`edit` with its member ids mapped through `ids` (members put back under a new id)."""
    changes: dict[str, object] = {}
    for f in fields(edit):  # type: ignore[arg-type]  # every Edit is a dataclass
        value = getattr(edit, f.name)
        if f.name == "member_id" and value in ids:
            changes[f.name] = ids[value]
        if isinstance(value, MemberView) and value.id in ids:
            changes[f.name] = replace(value, id=ids[value.id])
    return replace(edit, **changes) if changes else edit  # type: ignore[type-var]


@dataclass(frozen=True)
class Details:
    """The header fields (name, notes, budget, banks); the inverse puts back what they were."""

    warband_id: int
    details: WarbandDetails

    def apply(self, database: Database, current: WarbandView) -> Applied:
        view = roster.edit_details(database, self.warband_id, current.version, self.details)
        return Applied(view, Details(self.warband_id, _details_of(current, self.details)))


def _details_of(view: WarbandView, wanted: WarbandDetails) -> WarbandDetails:
    """The fields `wanted` changes, as `view` has them."""
    now = {
        f.name: getattr(view, f.name)
        for f in fields(WarbandDetails)
        if f.name not in ("patron", "faction")
    }
    now["patron"] = view.patron.key if view.patron else ""  # "": serves none
    now["faction"] = view.faction_key
    return WarbandDetails(
        **{
            f.name: now[f.name]
            for f in fields(WarbandDetails)
            if getattr(wanted, f.name) is not None
        }
    )


@dataclass(frozen=True)
class AddMember:
    warband_id: int
    model_key: str

    def apply(self, database: Database, current: WarbandView) -> Applied:
        view, member_id = roster.add_member(
            database, self.warband_id, current.version, self.model_key
        )
        return Applied(view, RemoveMember(self.warband_id, member_id), member_id)


@dataclass(frozen=True)
class DuplicateMember:
    warband_id: int
    member_id: int

    def apply(self, database: Database, current: WarbandView) -> Applied:
        view, copy = roster.duplicate_member(
            database, self.warband_id, current.version, self.member_id
        )
        return Applied(view, RemoveMember(self.warband_id, copy), copy)


@dataclass(frozen=True)
class RemoveMember:
    warband_id: int
    member_id: int

    def apply(self, database: Database, current: WarbandView) -> Applied:
        member = current.member(self.member_id)
        view = roster.remove_member(database, self.warband_id, current.version, self.member_id)
        return Applied(view, RestoreMember(self.warband_id, member))


@dataclass(frozen=True)
class RestoreMember:
    """A removed member back as it was, at its place (its old id when that is free)."""

    warband_id: int
    member: MemberView

    def apply(self, database: Database, current: WarbandView) -> Applied:
        view, member_id = roster.restore_member(
            database, self.warband_id, current.version, self.member
        )
        moved = (self.member.id, member_id) if member_id != self.member.id else None
        return Applied(view, RemoveMember(self.warband_id, member_id), member_id, moved)


@dataclass(frozen=True)
class MoveMember:
    warband_id: int
    member_id: int
    position: int

    def apply(self, database: Database, current: WarbandView) -> Applied:
        before = current.member(self.member_id).position
        view = roster.move_member(
            database, self.warband_id, current.version, self.member_id, self.position
        )
        return Applied(view, MoveMember(self.warband_id, self.member_id, before))


@dataclass(frozen=True)
class UpdateMember:
    warband_id: int
    member_id: int
    changes: MemberChanges

    def apply(self, database: Database, current: WarbandView) -> Applied:
        m = current.member(self.member_id)
        now = {f.name: getattr(m, f.name) for f in fields(MemberChanges) if f.name != "fireteam"}
        now["fireteam"] = m.fireteam_named or ""  # the name set, not the one an upgrade gives
        before = MemberChanges(
            **{
                f.name: now[f.name]
                for f in fields(MemberChanges)
                if getattr(self.changes, f.name) is not None
            }
        )
        view = roster.update_member(
            database, self.warband_id, current.version, self.member_id, self.changes
        )
        return Applied(view, UpdateMember(self.warband_id, self.member_id, before))


@dataclass(frozen=True)
class Equip:
    warband_id: int
    member_id: int
    item_key: str
    position: int | None = None  # None: last

    def apply(self, database: Database, current: WarbandView) -> Applied:
        view = roster.equip(
            database, self.warband_id, current.version, self.member_id, self.item_key, self.position
        )
        return Applied(view, Unequip(self.warband_id, self.member_id, self.item_key))


@dataclass(frozen=True)
class Unequip:
    """One of the item taken (the last given); its undo puts it back in its place."""

    warband_id: int
    member_id: int
    item_key: str

    def apply(self, database: Database, current: WarbandView) -> Applied:
        keys = [n.key for n in current.member(self.member_id).items]
        at = len(keys) - 1 - keys[::-1].index(self.item_key) if self.item_key in keys else None
        view = roster.unequip(
            database, self.warband_id, current.version, self.member_id, self.item_key
        )
        return Applied(view, Equip(self.warband_id, self.member_id, self.item_key, at))


@dataclass(frozen=True)
class ApplyUpgrade:
    warband_id: int
    member_id: int
    upgrade_key: str

    def apply(self, database: Database, current: WarbandView) -> Applied:
        view = roster.apply_upgrade(
            database, self.warband_id, current.version, self.member_id, self.upgrade_key
        )
        return Applied(view, RemoveUpgrade(self.warband_id, self.member_id, self.upgrade_key))


@dataclass(frozen=True)
class RemoveUpgrade:
    warband_id: int
    member_id: int
    upgrade_key: str

    def apply(self, database: Database, current: WarbandView) -> Applied:
        before = [u.key for u in current.member(self.member_id).upgrades]
        view = roster.remove_upgrade(
            database, self.warband_id, current.version, self.member_id, self.upgrade_key
        )
        # what went with it (a Legionnaire's Ranged) comes back with it on undo
        after = [u.key for u in view.member(self.member_id).upgrades]
        removed = [key for key in before if key not in after]
        back = roster.CHOICE.join(removed) or self.upgrade_key
        return Applied(view, ApplyUpgrade(self.warband_id, self.member_id, back))
