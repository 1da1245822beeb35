"""The warband editor: header, member table, the selected member's kit and fields, totals and
the validation panel. Every change goes through the WarbandDocument (an undoable ledger
command, saved at once)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QItemSelectionModel, QObject, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QStyle,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gui.roster.choices_dialog import ChoicesDialog, choices_text
from gui.roster.document import MemberRef, WarbandDocument
from gui.roster.loadout_dialog import ARMOUR, WEAPONS, LoadoutDialog
from gui.roster.models import MemberTableModel, money
from gui.roster.pickers import PickerDialog, item_rows, model_rows, upgrade_rows
from gui.roster.variant_dialog import VariantDialog
from gui.widgets.elided import ElidedLabel
from gui.widgets.table_model import ID_ROLE, SORT_ROLE
from models.db.schema import MEMBER_STATUSES
from models.i18n import tr
from models.ledger.profiles import effective
from models.ledger.rosters.roster import MemberChanges, WarbandDetails, family
from models.rules.registry import system_title
from models.table.views import MemberView, WarbandView, owed_text

MAX_AMOUNT = 1_000_000


def _spin(maximum: int = MAX_AMOUNT) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(0, maximum)
    spin.setKeyboardTracking(False)  # one change when editing ends, not one per keystroke
    return spin


class WarbandEditor(QWidget):
    back_requested = Signal()
    export_requested = Signal(int)  # warband id
    matchup_requested = Signal(int)  # warband id

    def __init__(self, document: WarbandDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._loading = False

        # -- header ------------------------------------------------------------------
        self.back_button = QToolButton()
        self.back_button.setText(self.tr("◀ All warbands"))
        self.back_button.setAccessibleName(self.tr("Back to the list of warbands"))
        self.back_button.clicked.connect(self.back_requested)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.setToolTip(self.tr("Save this warband as a .warband.json file"))
        self.export_button.clicked.connect(lambda: self.export_requested.emit(self.view.id))
        self.matchup_button = QPushButton(self.tr("&Match-up…"))
        self.matchup_button.setToolTip(
            self.tr(
                "Every attacker and weapon of this warband against every model of another: "
                "the exact odds as a heat map, and a sheet to print"
            )
        )
        self.matchup_button.clicked.connect(lambda: self.matchup_requested.emit(self.view.id))
        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addWidget(self.title, 1)
        top.addWidget(self.matchup_button)
        top.addWidget(self.export_button)

        self.name_edit = QLineEdit()
        self.name_edit.setAccessibleName(self.tr("Warband name"))
        self.name_edit.editingFinished.connect(self._commit_name)
        self.system_label = QLabel()
        self.faction_label = QLabel()
        # Play the warband as another variant of its faction (issue 48): what changes is
        # shown before it is done, and it is undone like any edit.
        self.variant_button = QPushButton(self.tr("C&hange…"))
        self.variant_button.setToolTip(
            self.tr("Play the warband as another variant of its faction, or as the base faction")
        )
        self.variant_button.clicked.connect(self._change_variant)
        # TC-C3 (issue 37): the patron the warband serves, among its faction's.
        self.patron_combo = QComboBox()
        self.patron_combo.setAccessibleName(self.tr("Patron"))
        self.patron_combo.activated.connect(self._commit_patron)
        self.patron_label = QLabel(self.tr("&Patron:"))
        self.patron_label.setBuddy(self.patron_combo)
        # What the warband chose or found as a whole (issue 48).
        self.choices_label = ElidedLabel()  # whole in its tooltip
        self.choices_button = QPushButton(self.tr("Ed&it…"))
        self.choices_button.setToolTip(
            self.tr("The warband's own choices (a sin, a title, a variant's pick) and its finds")
        )
        self.choices_button.clicked.connect(self._edit_choices)
        self.debt_label = QLabel()
        self.debt_label.setToolTip(
            self.tr("What the warband owes; debts are taken and paid in its campaign")
        )
        self.budget_spin = _spin()
        self.ducat_spin = _spin()
        self.glory_spin = _spin()
        for spin, what in (
            (self.budget_spin, "budget"),
            (self.ducat_spin, "ducat_bank"),
            (self.glory_spin, "glory_bank"),
        ):
            spin.valueChanged.connect(lambda value, what=what: self._commit_amount(what, value))
        self.notes_edit = QPlainTextEdit()
        self.notes_edit.setAccessibleName(self.tr("Notes"))
        self.notes_edit.setTabChangesFocus(True)
        self.notes_edit.setMaximumHeight(self.fontMetrics().height() * 4)
        self.notes_save = QPushButton(self.tr("Save notes"))
        self.notes_save.setEnabled(False)
        self.notes_edit.textChanged.connect(
            lambda: self.notes_save.setEnabled(
                self.notes_edit.toPlainText() != self.document.view.notes
            )
        )
        self.notes_save.clicked.connect(self._commit_notes)

        header = QGroupBox(self.tr("Warband"))
        form_left = QFormLayout()
        form_left.addRow(self.tr("&Name:"), self.name_edit)
        form_left.addRow(self.tr("System:"), self.system_label)
        faction_row = QHBoxLayout()
        faction_row.addWidget(self.faction_label, 1)
        faction_row.addWidget(self.variant_button)
        form_left.addRow(self.tr("Faction:"), faction_row)
        form_left.addRow(self.patron_label, self.patron_combo)
        choices_row = QHBoxLayout()
        choices_row.addWidget(self.choices_label, 1)
        choices_row.addWidget(self.choices_button)
        self.choices_title = QLabel(self.tr("Choices:"))
        form_left.addRow(self.choices_title, choices_row)
        form_right = QFormLayout()
        self.budget_label = QLabel(self.tr("&Budget:"))
        self.budget_label.setBuddy(self.budget_spin)
        form_right.addRow(self.budget_label, self.budget_spin)
        self.ducat_label = QLabel(self.tr("&Ducat bank:"))
        self.ducat_label.setBuddy(self.ducat_spin)
        form_right.addRow(self.ducat_label, self.ducat_spin)
        self.glory_label = QLabel(self.tr("&Glory bank:"))
        self.glory_label.setBuddy(self.glory_spin)
        form_right.addRow(self.glory_label, self.glory_spin)
        self.debt_title = QLabel(self.tr("Owes:"))
        form_right.addRow(self.debt_title, self.debt_label)
        notes_box = QVBoxLayout()
        notes_box.addWidget(QLabel(self.tr("Notes:")))
        notes_box.addWidget(self.notes_edit)
        notes_box.addWidget(self.notes_save, alignment=Qt.AlignmentFlag.AlignRight)
        header_layout = QHBoxLayout(header)
        header_layout.addLayout(form_left, 3)
        header_layout.addLayout(form_right, 2)
        header_layout.addLayout(notes_box, 3)

        # -- members -----------------------------------------------------------------
        self.members = MemberTableModel(self)
        # Queued: the command resets the model, which must not happen while the in-place
        # editor is still committing its data.
        self.members.rename_requested.connect(
            self._rename_member, Qt.ConnectionType.QueuedConnection
        )
        self.sorted_members = QSortFilterProxyModel(self)
        self.sorted_members.setSourceModel(self.members)
        self.sorted_members.setSortRole(SORT_ROLE)
        self.table = QTableView()
        self.table.setObjectName("memberTable")
        self.table.setAccessibleName(self.tr("Members"))
        self.table.setModel(self.sorted_members)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # roster order until asked
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        self.table.horizontalHeader().setStretchLastSection(False)
        self.table.viewport().installEventFilter(self)  # the equipment column follows its width
        self.table.selectionModel().currentRowChanged.connect(self._show_member)

        self.add_action = self._action(self.tr("&Add Member…"), "Ins", self.pick_model)
        self.equip_action = self._action(self.tr("&Equip…"), "Ctrl+E", self.pick_item)
        self.upgrade_action = self._action(self.tr("&Upgrade…"), "Ctrl+U", self.pick_upgrade)
        self.duplicate_action = self._action(self.tr("D&uplicate"), "Ctrl+D", self.duplicate)
        self.remove_action = self._action(self.tr("&Remove"), "Del", self.remove)
        self.up_action = self._action(self.tr("Move U&p"), "Alt+Up", lambda: self.move_by(-1))
        self.down_action = self._action(self.tr("Move Do&wn"), "Alt+Down", lambda: self.move_by(1))
        buttons = QHBoxLayout()
        for action in (
            self.add_action,
            self.equip_action,
            self.upgrade_action,
            self.duplicate_action,
            self.remove_action,
            self.up_action,
            self.down_action,
        ):
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            buttons.addWidget(button)
        buttons.addStretch(1)
        members_box = QWidget()
        members_layout = QVBoxLayout(members_box)
        members_layout.setContentsMargins(0, 0, 0, 0)
        members_layout.addLayout(buttons)
        members_layout.addWidget(self.table, 1)

        # -- the selected member -----------------------------------------------------
        self.member_box = QGroupBox(self.tr("Member"))
        self.kit_list = QListWidget()
        self.kit_list.setAccessibleName(self.tr("Equipment"))
        self.unequip_button = QPushButton(self.tr("Take Off"))
        self.unequip_button.clicked.connect(self._unequip_selected)
        self.upgrade_list = QListWidget()
        self.upgrade_list.setAccessibleName(self.tr("Upgrades"))
        self.remove_upgrade_button = QPushButton(self.tr("Remove Upgrade"))
        self.remove_upgrade_button.clicked.connect(self._remove_selected_upgrade)
        self.xp_spin = _spin(10_000)
        self.xp_spin.setAccessibleName(self.tr("Experience"))
        self.xp_spin.valueChanged.connect(self._commit_xp)
        self.skills_edit = QLineEdit()
        self.skills_edit.setAccessibleName(self.tr("Skills"))
        self.skills_edit.setToolTip(self.tr("Separate several skills with commas"))
        self.skills_edit.editingFinished.connect(lambda: self._commit_list("skills"))
        self.scars_edit = QLineEdit()
        self.scars_edit.setAccessibleName(self.tr("Battle scars"))
        self.scars_edit.setToolTip(self.tr("Separate several battle scars with commas"))
        self.scars_edit.editingFinished.connect(lambda: self._commit_list("battle_scars"))
        self.status_combo = QComboBox()
        self.status_combo.setAccessibleName(self.tr("Status"))
        for status in MEMBER_STATUSES:
            self.status_combo.addItem(tr(status), status)
        self.status_combo.activated.connect(self._commit_status)
        # FIRETEAM (issue 37): the fireteam's name, picked from the data's or typed; two
        # members with the same name activate together.
        self.fireteam_combo = QComboBox()
        self.fireteam_combo.setEditable(True)
        self.fireteam_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.fireteam_combo.setAccessibleName(self.tr("Fireteam"))
        self.fireteam_combo.setToolTip(
            self.tr("Two models with the same fireteam activate together (FIRETEAM)")
        )
        self.fireteam_edit = QLineEdit()
        self.fireteam_edit.setPlaceholderText(self.tr("none"))
        self.fireteam_combo.setLineEdit(self.fireteam_edit)
        self.fireteam_combo.activated.connect(lambda _i: self._commit_fireteam())
        self.fireteam_edit.editingFinished.connect(self._commit_fireteam)
        self.size_spin = _spin(1000)
        self.size_spin.setMinimum(1)
        self.size_spin.setAccessibleName(self.tr("Models in the unit"))
        self.size_spin.valueChanged.connect(self._commit_size)
        self.member_title = QLabel()
        self.member_title.setObjectName("memberTitle")
        self.member_profile = QLabel()
        self.member_profile.setObjectName("memberProfile")
        for label in (self.member_title, self.member_profile):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
        bold = self.member_title.font()
        bold.setBold(True)
        self.member_title.setFont(bold)
        member_layout = QVBoxLayout(self.member_box)
        member_layout.addWidget(self.member_title)
        member_layout.addWidget(self.member_profile)
        kit_label = QLabel(self.tr("E&quipment:"))
        kit_label.setBuddy(self.kit_list)
        member_layout.addWidget(kit_label)
        for listed in (self.kit_list, self.upgrade_list):
            listed.setMinimumHeight(listed.fontMetrics().lineSpacing() * 4)
        member_layout.addWidget(self.kit_list, 2)
        self.compare_weapons_button = QPushButton(self.tr("&Compare Weapons…"))
        self.compare_weapons_button.setToolTip(
            self.tr(
                "Every weapon of the armoury in this member's hands against a target: exact odds"
            )
        )
        self.compare_weapons_button.clicked.connect(lambda: self.compare(WEAPONS))
        self.compare_armour_button = QPushButton(self.tr("Compare Arm&our…"))
        self.compare_armour_button.setToolTip(
            self.tr("Every armour and shield of the armoury on this member against an attacker")
        )
        self.compare_armour_button.clicked.connect(lambda: self.compare(ARMOUR))
        kit_buttons = QHBoxLayout()
        kit_buttons.addWidget(self.compare_weapons_button)
        kit_buttons.addWidget(self.compare_armour_button)
        kit_buttons.addStretch(1)
        kit_buttons.addWidget(self.unequip_button)
        member_layout.addLayout(kit_buttons)
        upgrade_label = QLabel(self.tr("Up&grades:"))
        upgrade_label.setBuddy(self.upgrade_list)
        member_layout.addWidget(upgrade_label)
        member_layout.addWidget(self.upgrade_list, 1)
        member_layout.addWidget(self.remove_upgrade_button, alignment=Qt.AlignmentFlag.AlignRight)
        member_form = QFormLayout()
        member_layout.addLayout(member_form)
        self.size_label = QLabel(self.tr("Unit si&ze:"))
        self.size_label.setBuddy(self.size_spin)
        member_form.addRow(self.size_label, self.size_spin)
        member_form.addRow(self.tr("E&xperience:"), self.xp_spin)
        member_form.addRow(self.tr("S&kills:"), self.skills_edit)
        member_form.addRow(self.tr("Battle &scars:"), self.scars_edit)
        member_form.addRow(self.tr("S&tatus:"), self.status_combo)
        self.fireteam_label = QLabel(self.tr("&Fireteam:"))
        self.fireteam_label.setBuddy(self.fireteam_combo)
        member_form.addRow(self.fireteam_label, self.fireteam_combo)

        # The member's panel scrolls on a small screen rather than squeezing its rows.
        member_scroll = QScrollArea()
        member_scroll.setWidget(self.member_box)
        member_scroll.setWidgetResizable(True)
        member_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        member_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        bar = member_scroll.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        member_scroll.setMinimumWidth(self.member_box.minimumSizeHint().width() + bar + 4)
        splitter = QSplitter()
        splitter.addWidget(members_box)
        splitter.addWidget(member_scroll)
        splitter.setStretchFactor(0, 5)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)

        # -- totals and warnings -----------------------------------------------------
        self.totals_label = QLabel()
        self.totals_label.setObjectName("totals")
        self.totals_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.warnings = QListWidget()
        self.warnings.setObjectName("warnings")
        self.warnings.setAccessibleName(self.tr("Composition warnings"))
        self.warnings.setMaximumHeight(self.fontMetrics().height() * 6)
        self.warnings.itemActivated.connect(self._select_warned_member)
        self.warnings.itemClicked.connect(self._select_warned_member)
        self.warnings_title = QLabel()

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(header)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.totals_label)
        layout.addWidget(self.warnings_title)
        layout.addWidget(self.warnings)

        document.changed.connect(self.refresh)
        self.refresh()
        self.table.setFocus()

    # -- helpers ----------------------------------------------------------------------
    @property
    def view(self) -> WarbandView:
        return self.document.view

    def _action(self, text: str, shortcut: str, slot: object) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.setToolTip(f"{text.replace('&', '')} ({QKeySequence(shortcut).toString()})")
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def current_member(self) -> MemberView | None:
        index = self.table.currentIndex()
        if not index.isValid():
            return None
        return self.members.member(self.sorted_members.mapToSource(index).row())

    def current_ref(self) -> MemberRef | None:
        member = self.current_member()
        return self.document.ref(member.id) if member is not None else None

    def select_member(self, member_id: int) -> None:
        row = self.members.row_of(member_id)
        if row is None:
            return
        index = self.sorted_members.mapFromSource(self.members.index(row, 0))
        self.table.selectionModel().setCurrentIndex(
            index,
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        self.table.scrollTo(index)

    # -- showing --------------------------------------------------------------------------
    def refresh(self) -> None:
        view = self.document.view
        catalog = self.document.catalog
        keep = self.current_member()
        self._loading = True
        try:
            self.title.setText(view.name)
            if not self.name_edit.hasFocus():
                self.name_edit.setText(view.name)
            self.system_label.setText(f"{system_title(view.system)} · {view.edition}")
            base = catalog.factions.get(view.base_faction_key)
            if base is not None and base.id != view.faction_key:
                self.faction_label.setText(f"{base.name} › {view.faction_name}")
            else:
                self.faction_label.setText(view.faction_name)
            self.variant_button.setVisible(len(family(catalog, view.faction_key)) > 1)
            currencies = catalog.rules.currencies
            if view.threshold is not None:  # TC-C6: the campaign's, not the warband's own
                self.budget_label.setText(self.tr("Threshold (%s):") % tr(currencies[0]))
                self.budget_spin.setValue(view.threshold[0])
                self.budget_spin.setToolTip(
                    self.tr(
                        "The campaign's threshold after %n battle(s) (TC-C6); its settings "
                        "set the start and the step",
                        "",
                        view.threshold[1],
                    )
                )
            else:
                self.budget_label.setText(self.tr("&Budget (%s):") % tr(currencies[0]))
                self.budget_spin.setValue(view.budget or 0)
                self.budget_spin.setToolTip("")
            self.budget_spin.setReadOnly(view.threshold is not None)
            self.budget_spin.setButtonSymbols(
                QAbstractSpinBox.ButtonSymbols.NoButtons
                if view.threshold is not None
                else QAbstractSpinBox.ButtonSymbols.UpDownArrows
            )
            uses_ducats = "ducats" in currencies
            for widget in (self.ducat_label, self.ducat_spin, self.glory_label, self.glory_spin):
                widget.setVisible(uses_ducats)
            self.ducat_spin.setValue(view.ducat_bank)
            self.glory_spin.setValue(view.glory_bank)
            self._show_patron_and_debts()
            self.choices_label.setText(choices_text(view))
            self.choices_label.setToolTip("\n".join(view.choices_lines()))
            for shown in (self.choices_title, self.choices_label, self.choices_button):
                shown.setVisible(uses_ducats)  # Trench Crusade's: other systems have none
            if self.notes_edit.toPlainText() != view.notes and not self.notes_edit.hasFocus():
                self.notes_edit.setPlainText(view.notes)
            self.notes_save.setEnabled(self.notes_edit.toPlainText() != view.notes)
            self.members.set_warband(view, catalog)
            # Sized once per change (ResizeToContents would measure again on every layout).
            header = self.table.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
            self.table.resizeColumnsToContents()
            # A long name or model type is cut (its tooltip and the panel have it whole), so
            # the profile, the cost and the equipment's heading stay in view.
            widest = self.fontMetrics().averageCharWidth() * 16
            for column in (self.members.NAME, self.members.MODEL):
                cap = max(widest, header.sectionSizeHint(column))  # the heading stays whole
                self.table.setColumnWidth(column, min(self.table.columnWidth(column), cap))
            self._fit_equipment_column()
            self._show_totals()
            self._show_warnings()
        finally:
            self._loading = False
        if keep is not None and self.members.row_of(keep.id) is not None:
            self.select_member(keep.id)
        elif self.members.rowCount():
            self.select_member(self.members.member(0).id)
        self._show_member()

    def _fit_equipment_column(self) -> None:
        """The equipment takes the width left, never less than its heading (the table then
        scrolls a little rather than cut the heading)."""
        column = self.members.equipment_column
        header = self.table.horizontalHeader()
        others = sum(self.table.columnWidth(c) for c in range(column))
        left = self.table.viewport().width() - others
        self.table.setColumnWidth(column, max(header.sectionSizeHint(column), left))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_equipment_column()
        return super().eventFilter(watched, event)

    def _show_totals(self) -> None:
        view = self.document.view
        currencies = self.document.catalog.rules.currencies
        cost = money(view.totals.by_currency, currencies, every=True)
        if view.threshold is not None:
            budget = self.tr(" (threshold %s)") % view.threshold[0]
        elif view.budget is not None:
            budget = self.tr(" (budget %s)") % view.budget
        else:
            budget = ""
        text = self.tr("Total: %s%s · %n model(s)", "", view.totals.models) % (cost, budget)
        limit = self.document.catalog.rules.max_elites
        if limit is not None:
            text += " · " + self.tr("%1 of %2 elites").replace(
                "%1", str(view.totals.elites)
            ).replace("%2", str(limit))
        self.totals_label.setText(text)

    def _show_warnings(self) -> None:
        view = self.document.view
        self.warnings.clear()
        for warning in view.warnings:
            item = QListWidgetItem(f"⚠ {warning.message}  [{warning.rule}]")
            item.setData(ID_ROLE, warning.member_id)
            if warning.member_id is not None:
                item.setToolTip(self.tr("Click to select the member concerned"))
            self.warnings.addItem(item)
        if view.warnings:
            self.warnings_title.setText(
                self.tr(
                    "%n warning(s) — they never block; fix them when you like:",
                    "",
                    len(view.warnings),
                )
            )
        else:
            self.warnings_title.setText(
                self.tr("No warnings: the roster follows every rule checked.")
            )
        self.warnings.setVisible(bool(view.warnings))

    def _show_member(self, *_args: object) -> None:
        member = self.current_member()
        has = member is not None
        for action in (
            self.equip_action,
            self.upgrade_action,
            self.duplicate_action,
            self.remove_action,
        ):
            action.setEnabled(has)
        # never a move that cannot happen: the first member does not go up, the last not down
        last = len(self.view.members) - 1
        self.up_action.setEnabled(member is not None and member.position > 0)
        self.down_action.setEnabled(member is not None and member.position < last)
        self.member_box.setEnabled(has)
        self._loading = True
        try:
            self.kit_list.clear()
            self.upgrade_list.clear()
            if member is None:
                self.member_title.setText(self.tr("No member selected"))
                self.member_profile.setText("")
                return
            # In labels that wrap, not the box's title: a long name never widens the panel.
            self.member_title.setText(f"{member.name} — {member.model_name}")
            played = effective(self.document.catalog, member)
            lines = [played.text(), ", ".join(played.keywords), *played.explained()]
            self.member_profile.setText("\n".join(line for line in lines if line))
            comes_with = list(self.document.catalog.mandatory_items(member.model_key))
            for item in member.items:
                # what the model type always carries (a Yeoman's rifle) says so
                carried = item.key in comes_with
                if carried:
                    comes_with.remove(item.key)
                entry = QListWidgetItem(
                    self.tr("%s (comes with the model)") % item.name if carried else item.name
                )
                entry.setData(ID_ROLE, item.key)
                self.kit_list.addItem(entry)
            for upgrade in member.upgrades:
                entry = QListWidgetItem(upgrade.name)
                entry.setData(ID_ROLE, upgrade.key)
                self.upgrade_list.addItem(entry)
            self.unequip_button.setEnabled(bool(member.items))
            self.compare_armour_button.setEnabled(self._armoury_has("armour"))
            self.compare_weapons_button.setEnabled(self._armoury_has("ranged", "melee"))
            self.remove_upgrade_button.setEnabled(bool(member.upgrades))
            self.xp_spin.setValue(member.experience)
            self.skills_edit.setText(", ".join(member.skills))
            self.scars_edit.setText(", ".join(member.battle_scars))
            self.status_combo.setCurrentIndex(MEMBER_STATUSES.index(member.status))
            self._show_fireteam(member)
            model = self.document.catalog.models.get(member.model_key)
            units = model is not None and model.unit_max > 1
            self.size_spin.setValue(member.size)
            self.size_spin.setVisible(units)
            self.size_label.setVisible(units)
        finally:
            self._loading = False

    def _show_fireteam(self, member: MemberView) -> None:
        catalog, view = self.document.catalog, self.view
        offered = "FIRETEAM" in catalog.keywords or any(
            u.fireteam for u in catalog.upgrades.values()
        )
        for widget in (self.fireteam_label, self.fireteam_combo):
            widget.setVisible(offered)
        names = [
            *catalog.fireteam_names(view.faction_key),
            *sorted({m.fireteam for m in view.members if m.fireteam}),
        ]
        self.fireteam_combo.clear()
        self.fireteam_combo.addItems(list(dict.fromkeys(names)))
        self.fireteam_edit.setText(member.fireteam or "")
        partners = [
            m.name for m in view.members if m.fireteam == member.fireteam and m.id != member.id
        ]
        self.fireteam_combo.setToolTip(
            self.tr("With %s") % ", ".join(partners)
            if member.fireteam and partners
            else self.tr("Two models with the same fireteam activate together (FIRETEAM)")
        )

    def _commit_fireteam(self) -> None:
        member = self.current_member()
        if self._loading or member is None:
            return
        name = " ".join(self.fireteam_edit.text().split())
        if name == (member.fireteam or ""):
            return
        text = (
            self.tr("Put %s in %s") % (member.name, name)
            if name
            else self.tr("Take %s out of its fireteam") % member.name
        )
        self.document.update_member(
            self.document.ref(member.id), MemberChanges(fireteam=name), text
        )

    # -- header edits ---------------------------------------------------------------------
    def _commit_name(self) -> None:
        name = " ".join(self.name_edit.text().split())
        if name and name != self.view.name:
            self.document.rename(name)
        elif not name:
            self.name_edit.setText(self.view.name)

    def _commit_amount(self, what: str, value: int) -> None:
        if self._loading or getattr(self.view, what) == value:
            return
        labels = {
            "budget": self.tr("Set budget to %d"),
            "ducat_bank": self.tr("Set ducat bank to %d"),
            "glory_bank": self.tr("Set glory bank to %d"),
        }
        details = {
            "budget": WarbandDetails(budget=value),
            "ducat_bank": WarbandDetails(ducat_bank=value),
            "glory_bank": WarbandDetails(glory_bank=value),
        }[what]
        self.document.edit_details(details, labels[what] % value)

    def _show_patron_and_debts(self) -> None:
        view, catalog = self.document.view, self.document.catalog
        choices = catalog.patrons_for(view.faction_key)
        self.patron_combo.clear()
        self.patron_combo.addItem(self.tr("(none)"), "")
        for patron in choices:
            self.patron_combo.addItem(patron.name, patron.key)
        self.patron_combo.setCurrentIndex(
            max(0, self.patron_combo.findData(view.patron.key if view.patron else ""))
        )
        for widget in (self.patron_label, self.patron_combo):
            widget.setVisible(bool(choices))
        owed = owed_text(view.ducat_debt, view.glory_debt)
        self.debt_label.setText(owed)
        for widget in (self.debt_title, self.debt_label):
            widget.setVisible(bool(owed))

    def _change_variant(self) -> None:
        dialog = VariantDialog(self.document.view, self.document.catalog, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        key = dialog.chosen()
        if key is not None:
            name = self.document.catalog.factions[key].name
            self.document.edit_details(WarbandDetails(faction=key), self.tr("Play as %s") % name)

    def _edit_choices(self) -> None:
        dialog = ChoicesDialog(self.document.view, self.document.catalog, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        chosen = dialog.choices()
        if chosen != self.document.view.choices:
            self.document.edit_details(
                WarbandDetails(choices=chosen), self.tr("Edit choices and finds")
            )

    def _commit_patron(self, index: int) -> None:
        key = self.patron_combo.itemData(index)
        current = self.view.patron.key if self.view.patron else ""
        if self._loading or key == current:
            return
        text = (
            self.tr("Serve %s") % self.patron_combo.itemText(index)
            if key
            else self.tr("Serve no patron")
        )
        self.document.edit_details(WarbandDetails(patron=key), text)

    def _commit_notes(self) -> None:
        self.document.edit_details(
            WarbandDetails(notes=self.notes_edit.toPlainText()), self.tr("Edit notes")
        )

    # -- member edits ---------------------------------------------------------------------
    def _rename_member(self, member_id: int, name: str) -> None:
        self.document.rename_member(self.document.ref(member_id), name)

    def pick_model(self) -> None:
        dialog = PickerDialog(
            self.tr("Add a Member to %s") % self.view.name,
            [
                self.tr("Model type"),
                self.tr("Cost"),
                self.tr("Comes with"),
                self.tr("Min–max"),
                self.tr("Profile"),
                self.tr("Keywords"),
            ],
            model_rows(self.document.catalog, self.view),
            self,
        )
        dialog.setObjectName("modelPicker")
        if dialog.exec() and (key := dialog.chosen()):
            ref = self.document.add_member(key)
            if ref is not None:
                self.select_member(ref.id)

    def pick_item(self) -> None:
        member, ref = self.current_member(), self.current_ref()
        if member is None or ref is None:
            return
        dialog = PickerDialog(
            self.tr("Equip %s") % member.name,
            [
                self.tr("Item"),
                self.tr("Warnings"),
                self.tr("Kind"),
                self.tr("Range"),
                self.tr("Effects"),
                self.tr("Keywords"),
                self.tr("Cost"),
                self.tr("Left"),
                self.tr("Hands"),
            ],
            item_rows(self.document.catalog, self.view, member),
            self,
        )
        dialog.setObjectName("equipmentPicker")
        if dialog.exec() and (key := dialog.chosen()):
            self.document.equip(ref, key)

    def pick_upgrade(self) -> None:
        member, ref = self.current_member(), self.current_ref()
        if member is None or ref is None:
            return
        dialog = PickerDialog(
            self.tr("Upgrade %s") % member.name,
            [self.tr("Upgrade"), self.tr("Cost"), self.tr("Changes")],
            upgrade_rows(self.document.catalog, member),
            self,
        )
        dialog.setObjectName("upgradePicker")
        if dialog.exec() and (key := dialog.chosen()):
            self.document.apply_upgrade(ref, key)

    def duplicate(self) -> None:
        ref = self.current_ref()
        if ref is not None and (copy := self.document.duplicate_member(ref)) is not None:
            self.select_member(copy.id)

    def remove(self) -> None:
        ref = self.current_ref()
        if ref is not None:
            self.document.remove_member(ref)

    def move_by(self, step: int) -> None:
        member, ref = self.current_member(), self.current_ref()
        if member is None or ref is None:
            return
        target = member.position + step
        if 0 <= target < len(self.view.members):
            self.document.move_member(ref, target)
            self.select_member(ref.id)

    def _armoury_has(self, *categories: str) -> bool:
        catalog = self.document.catalog
        faction = catalog.factions.get(self.view.faction_key)
        return faction is not None and any(
            (item := catalog.items.get(e.item)) is not None and item.category in categories
            for e in faction.armoury
        )

    def compare(self, mode: str) -> LoadoutDialog | None:
        """Compare Weapons… / Compare Armour… for the current member."""
        member = self.current_member()
        if member is None:
            return None
        dialog = LoadoutDialog(
            self.document.database, self.document.catalog, self.view, member.id, mode, self
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _unequip_selected(self) -> None:
        ref, item = self.current_ref(), self.kit_list.currentItem() or self.kit_list.item(0)
        if ref is not None and item is not None:
            self.document.unequip(ref, str(item.data(ID_ROLE)))

    def _remove_selected_upgrade(self) -> None:
        ref = self.current_ref()
        item = self.upgrade_list.currentItem() or self.upgrade_list.item(0)
        if ref is not None and item is not None:
            self.document.remove_upgrade(ref, str(item.data(ID_ROLE)))

    def _commit_xp(self, value: int) -> None:
        self._commit_number("experience", value, self.tr("Set experience of %s to %d"))

    def _commit_size(self, value: int) -> None:
        self._commit_number("size", value, self.tr("Set %s to %d models"))

    def _commit_number(self, field: str, value: int, text: str) -> None:
        ref = self.current_ref()
        if self._loading or ref is None or getattr(self.document.member(ref), field) == value:
            return
        changes = (
            MemberChanges(experience=value) if field == "experience" else MemberChanges(size=value)
        )
        self.document.update_member(ref, changes, text % (self.document.member(ref).name, value))

    def _commit_list(self, field: str) -> None:
        ref = self.current_ref()
        if self._loading or ref is None:
            return
        edit = self.skills_edit if field == "skills" else self.scars_edit
        values = tuple(v.strip() for v in edit.text().split(",") if v.strip())
        member = self.document.member(ref)
        if values == getattr(member, field):
            return
        text = (
            self.tr("Set skills of %s") if field == "skills" else self.tr("Set battle scars of %s")
        ) % member.name
        changes = (
            MemberChanges(skills=values)
            if field == "skills"
            else MemberChanges(battle_scars=values)
        )
        self.document.update_member(ref, changes, text)

    def _commit_status(self, index: int) -> None:
        ref = self.current_ref()
        status = MEMBER_STATUSES[index]
        if ref is None or self.document.member(ref).status == status:
            return
        self.document.update_member(
            ref,
            MemberChanges(status=status),
            self.tr("Mark %s %s") % (self.document.member(ref).name, self.tr(status)),
        )

    def _select_warned_member(self, item: QListWidgetItem) -> None:
        member_id = item.data(ID_ROLE)
        if member_id is not None:
            self.select_member(int(member_id))
            self.table.setFocus()
