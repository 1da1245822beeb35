"""An open warband: its current view, its catalog, and an undo stack of ledger commands.

Every change is a ledger edit (models/ledger/rosters/roster_edits.py: saved at once, one
transaction) wrapped in a QUndoCommand; the ledger says what undoes each edit, and the command
applies it. Commands quote the version of the warband they last saw; if another window or laptop
changed it meanwhile, the ledger refuses with StaleEdit — the document then reports it, reloads
the stored warband and clears its undo stack (its commands describe a past that no longer
exists). Nothing is ever silently overwritten."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from models.catalog.catalog import Catalog
from models.db import Database
from models.ledger.catalogs import load_catalog
from models.ledger.rosters import roster
from models.ledger.rosters import roster_edits as edits
from models.ledger.rosters.roster import CHOICE
from models.table.errors import LedgerError, StaleEdit
from models.table.views import MemberView, WarbandView


@dataclass
class MemberRef:
    """A member as commands know it: its id can change when an undone removal is redone."""

    id: int


class WarbandDocument(QObject):
    changed = Signal()  # `view` was replaced
    failed = Signal(str)  # a message fit to show the user
    closed = Signal()  # the warband no longer exists

    def __init__(self, database: Database, view: WarbandView, parent: QObject | None = None):
        super().__init__(parent)
        self.database = database
        self.view = view
        self.undo_stack = QUndoStack(self)
        self._refs: dict[int, MemberRef] = {}
        self._ids: dict[int, int] = {}  # members put back under a new id: old → new
        with database.sessions() as session:
            self.catalog: Catalog = load_catalog(session, view.system, view.edition)

    # -- members across undo/redo ------------------------------------------------------------
    def ref(self, member_id: int) -> MemberRef:
        return self._refs.setdefault(member_id, MemberRef(member_id))

    def member(self, ref: MemberRef) -> MemberView:
        return self.view.member(ref.id)

    def _moved(self, ref: MemberRef, new_id: int) -> None:
        self._refs.pop(ref.id, None)
        ref.id = new_id
        self._refs[new_id] = ref

    # -- running commands --------------------------------------------------------------------
    def run(self, text: str, edit: edits.Edit) -> edits.Applied | None:
        """Do `edit` now and, if it worked, push what undoes it on the undo stack as `text`."""
        applied = self._apply(edit)
        if applied is not None:
            self.undo_stack.push(_LedgerCommand(self, text, applied.undo))
        return applied

    def _apply(self, edit: edits.Edit) -> edits.Applied | None:
        try:
            applied = edits.with_member_ids(edit, self._ids).apply(self.database, self.view)
        except StaleEdit as exc:
            self.failed.emit(str(exc))
            self.reload()
            return None
        except LedgerError as exc:
            self.failed.emit(str(exc))
            return None
        if applied.renumbered is not None:  # put back under a new id: follow it
            old, new = applied.renumbered
            self._ids = {k: (new if v == old else v) for k, v in self._ids.items()}
            self._ids[old] = new
            if (ref := self._refs.get(old)) is not None:
                self._moved(ref, new)
        self.view = applied.view
        self.changed.emit()
        return applied

    def reload(self) -> None:
        """Show the stored warband; the undo history no longer applies to it."""
        self.undo_stack.clear()
        self._ids.clear()
        try:
            self.view = roster.get_warband(self.database, self.view.id)
        except LedgerError as exc:
            self.failed.emit(str(exc))
            self.closed.emit()
            return
        self.changed.emit()

    # -- the actions (texts say what the Edit menu's Undo/Redo will show) --------------------
    def rename(self, name: str) -> bool:
        details = roster.WarbandDetails(name=name)
        return self._ran(
            self.tr("Rename warband to “%s”") % name, edits.Details(self.view.id, details)
        )

    def edit_details(self, details: roster.WarbandDetails, text: str) -> bool:
        return self._ran(text, edits.Details(self.view.id, details))

    def add_member(self, model_key: str) -> MemberRef | None:
        text = self.tr("Add %s") % self.catalog.models[model_key].name
        return self._new_ref(self.run(text, edits.AddMember(self.view.id, model_key)))

    def remove_member(self, ref: MemberRef) -> bool:
        text = self.tr("Remove %s") % self.member(ref).name
        return self._ran(text, edits.RemoveMember(self.view.id, ref.id))

    def duplicate_member(self, ref: MemberRef) -> MemberRef | None:
        text = self.tr("Duplicate %s") % self.member(ref).name
        return self._new_ref(self.run(text, edits.DuplicateMember(self.view.id, ref.id)))

    def move_member(self, ref: MemberRef, position: int) -> bool:
        text = self.tr("Move %s") % self.member(ref).name
        return self._ran(text, edits.MoveMember(self.view.id, ref.id, position))

    def update_member(self, ref: MemberRef, changes: roster.MemberChanges, text: str) -> bool:
        return self._ran(text, edits.UpdateMember(self.view.id, ref.id, changes))

    def rename_member(self, ref: MemberRef, name: str) -> bool:
        old = self.member(ref).name
        return self.update_member(
            ref, roster.MemberChanges(name=name), self.tr("Rename %s to %s") % (old, name)
        )

    def equip(self, ref: MemberRef, item_key: str) -> bool:
        item = self.catalog.items[item_key].name
        text = self.tr("Equip %s on %s") % (item, self.member(ref).name)
        return self._ran(text, edits.Equip(self.view.id, ref.id, item_key))

    def unequip(self, ref: MemberRef, item_key: str) -> bool:
        item = self.catalog.items[item_key].name
        text = self.tr("Take %s from %s") % (item, self.member(ref).name)
        return self._ran(text, edits.Unequip(self.view.id, ref.id, item_key))

    def apply_upgrade(self, ref: MemberRef, upgrade_key: str) -> bool:
        """An upgrade, or one with the option chosen with it ("legionnaire+ranged")."""
        *_, chosen = upgrade_key.split(CHOICE)
        name = self.catalog.name_of(chosen)
        text = self.tr("Give %s to %s") % (name, self.member(ref).name)
        return self._ran(text, edits.ApplyUpgrade(self.view.id, ref.id, upgrade_key))

    def remove_upgrade(self, ref: MemberRef, upgrade_key: str) -> bool:
        name = self.catalog.name_of(upgrade_key)
        text = self.tr("Remove %s from %s") % (name, self.member(ref).name)
        return self._ran(text, edits.RemoveUpgrade(self.view.id, ref.id, upgrade_key))

    def _ran(self, text: str, edit: edits.Edit) -> bool:
        return self.run(text, edit) is not None

    def _new_ref(self, applied: edits.Applied | None) -> MemberRef | None:
        if applied is None or applied.member_id is None:
            return None
        return self.ref(applied.member_id)


class _LedgerCommand(QUndoCommand):
    """Holds the edit that takes the warband the other way; each undo or redo applies it and
    keeps what the ledger says undoes that."""

    def __init__(self, document: WarbandDocument, text: str, edit: edits.Edit) -> None:
        super().__init__(text)
        self._document = document
        self._edit = edit
        self._first = True  # push() calls redo(); the edit has already been done

    def redo(self) -> None:
        if self._first:
            self._first = False
            return
        self._flip()

    def undo(self) -> None:
        self._flip()

    def _flip(self) -> None:
        applied = self._document._apply(self._edit)
        if applied is None:
            self.setObsolete(True)
        else:
            self._edit = applied.undo
