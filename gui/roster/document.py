"""An open warband: its current view, its catalog, and an undo stack of ledger commands.

Every change is a ledger unit of work (saved at once, one transaction) wrapped in a
QUndoCommand whose undo is the inverse unit of work. Commands quote the version of the warband
they last saw; if another window or laptop changed it meanwhile, the ledger refuses with
StaleEdit — the document then reports it, reloads the stored warband and clears its undo stack
(its commands describe a past that no longer exists). Nothing is ever silently overwritten.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from models.catalog.catalog import Catalog
from models.db import Database
from models.ledger import roster
from models.ledger.catalogs import load_catalog
from models.ledger.errors import LedgerError, StaleEdit
from models.ledger.views import MemberView, WarbandView

Step = Callable[[int], WarbandView]  # given the version last seen, do it; the new view back


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
    def run(self, text: str, do: Step, undo: Step) -> bool:
        """Do `do` now and, if it worked, push it on the undo stack as `text`."""
        if not self._apply(do):
            return False
        self.undo_stack.push(_LedgerCommand(self, text, do, undo))
        return True

    def _apply(self, step: Step) -> bool:
        try:
            view = step(self.view.version)
        except StaleEdit as exc:
            self.failed.emit(str(exc))
            self.reload()
            return False
        except LedgerError as exc:
            self.failed.emit(str(exc))
            return False
        self.view = view
        self.changed.emit()
        return True

    def reload(self) -> None:
        """Show the stored warband; the undo history no longer applies to it."""
        self.undo_stack.clear()
        try:
            self.view = roster.get_warband(self.database, self.view.id)
        except LedgerError as exc:
            self.failed.emit(str(exc))
            self.closed.emit()
            return
        self.changed.emit()

    # -- the actions (texts say what the Edit menu's Undo/Redo will show) --------------------
    def rename(self, name: str) -> bool:
        old = self.view.name
        wid = self.view.id
        return self.run(
            self.tr("Rename warband to “%s”") % name,
            lambda v: roster.rename_warband(self.database, wid, v, name),
            lambda v: roster.rename_warband(self.database, wid, v, old),
        )

    def edit_details(self, details: roster.WarbandDetails, text: str) -> bool:
        before = roster.WarbandDetails(
            notes=self.view.notes,
            budget=self.view.budget,
            ducat_bank=self.view.ducat_bank,
            glory_bank=self.view.glory_bank,
        )
        wid = self.view.id
        return self.run(
            text,
            lambda v: roster.edit_details(self.database, wid, v, details),
            lambda v: roster.edit_details(self.database, wid, v, before),
        )

    def add_member(self, model_key: str) -> MemberRef | None:
        wid = self.view.id
        model = self.catalog.models[model_key]
        ref = MemberRef(0)
        removed: list[MemberView] = []

        def do(version: int) -> WarbandView:
            if removed:  # redo after undo: the very member, back in its place
                view, new_id = roster.restore_member(self.database, wid, version, removed.pop())
            else:
                view, new_id = roster.add_member(self.database, wid, version, model_key)
            self._moved(ref, new_id)
            return view

        def undo(version: int) -> WarbandView:
            removed.append(self.member(ref))
            return roster.remove_member(self.database, wid, version, ref.id)

        text = self.tr("Add %s") % model.name
        return ref if self.run(text, do, undo) else None

    def remove_member(self, ref: MemberRef) -> bool:
        wid = self.view.id
        kept: list[MemberView] = []

        def do(version: int) -> WarbandView:
            kept.append(self.member(ref))
            return roster.remove_member(self.database, wid, version, ref.id)

        def undo(version: int) -> WarbandView:
            view, new_id = roster.restore_member(self.database, wid, version, kept.pop())
            self._moved(ref, new_id)
            return view

        return self.run(self.tr("Remove %s") % self.member(ref).name, do, undo)

    def duplicate_member(self, ref: MemberRef) -> MemberRef | None:
        wid = self.view.id
        copy = MemberRef(0)
        removed: list[MemberView] = []

        def do(version: int) -> WarbandView:
            if removed:
                view, new_id = roster.restore_member(self.database, wid, version, removed.pop())
            else:
                view, new_id = roster.duplicate_member(self.database, wid, version, ref.id)
            self._moved(copy, new_id)
            return view

        def undo(version: int) -> WarbandView:
            removed.append(self.member(copy))
            return roster.remove_member(self.database, wid, version, copy.id)

        text = self.tr("Duplicate %s") % self.member(ref).name
        return copy if self.run(text, do, undo) else None

    def move_member(self, ref: MemberRef, position: int) -> bool:
        wid = self.view.id
        old = self.member(ref).position
        return self.run(
            self.tr("Move %s") % self.member(ref).name,
            lambda v: roster.move_member(self.database, wid, v, ref.id, position),
            lambda v: roster.move_member(self.database, wid, v, ref.id, old),
        )

    def update_member(self, ref: MemberRef, changes: roster.MemberChanges, text: str) -> bool:
        m = self.member(ref)
        before = roster.MemberChanges(
            name=m.name if changes.name is not None else None,
            size=m.size if changes.size is not None else None,
            experience=m.experience if changes.experience is not None else None,
            skills=m.skills if changes.skills is not None else None,
            battle_scars=m.battle_scars if changes.battle_scars is not None else None,
            status=m.status if changes.status is not None else None,
            notes=m.notes if changes.notes is not None else None,
        )
        wid = self.view.id
        return self.run(
            text,
            lambda v: roster.update_member(self.database, wid, v, ref.id, changes),
            lambda v: roster.update_member(self.database, wid, v, ref.id, before),
        )

    def rename_member(self, ref: MemberRef, name: str) -> bool:
        old = self.member(ref).name
        return self.update_member(
            ref, roster.MemberChanges(name=name), self.tr("Rename %s to %s") % (old, name)
        )

    def equip(self, ref: MemberRef, item_key: str) -> bool:
        wid = self.view.id
        item = self.catalog.items[item_key].name
        return self.run(
            self.tr("Equip %s on %s") % (item, self.member(ref).name),
            lambda v: roster.equip(self.database, wid, v, ref.id, item_key),
            lambda v: roster.unequip(self.database, wid, v, ref.id, item_key),
        )

    def unequip(self, ref: MemberRef, item_key: str) -> bool:
        wid = self.view.id
        item = self.catalog.items[item_key].name
        return self.run(
            self.tr("Take %s from %s") % (item, self.member(ref).name),
            lambda v: roster.unequip(self.database, wid, v, ref.id, item_key),
            lambda v: roster.equip(self.database, wid, v, ref.id, item_key),
        )

    def apply_upgrade(self, ref: MemberRef, upgrade_key: str) -> bool:
        wid = self.view.id
        name = self.catalog.upgrades[upgrade_key].name
        return self.run(
            self.tr("Give %s to %s") % (name, self.member(ref).name),
            lambda v: roster.apply_upgrade(self.database, wid, v, ref.id, upgrade_key),
            lambda v: roster.remove_upgrade(self.database, wid, v, ref.id, upgrade_key),
        )

    def remove_upgrade(self, ref: MemberRef, upgrade_key: str) -> bool:
        wid = self.view.id
        name = self.catalog.upgrades[upgrade_key].name
        return self.run(
            self.tr("Remove %s from %s") % (name, self.member(ref).name),
            lambda v: roster.remove_upgrade(self.database, wid, v, ref.id, upgrade_key),
            lambda v: roster.apply_upgrade(self.database, wid, v, ref.id, upgrade_key),
        )


class _LedgerCommand(QUndoCommand):
    def __init__(self, document: WarbandDocument, text: str, do: Step, undo: Step) -> None:
        super().__init__(text)
        self._document = document
        self._do = do
        self._undo = undo
        self._first = True  # push() calls redo(); the step has already been done

    def redo(self) -> None:
        if self._first:
            self._first = False
            return
        if not self._document._apply(self._do):
            self.setObsolete(True)

    def undo(self) -> None:
        if not self._document._apply(self._undo):
            self.setObsolete(True)
