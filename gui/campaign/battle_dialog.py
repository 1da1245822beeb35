"""Record a battle: by hand, or from a finished game's draft. Per warband: the result,
victory points, Glorious Deeds, enemy models taken Out of Action, glory, and its own models
taken Out of Action (they roll on Trauma after the battle).

Where the campaign lists its Glorious Deeds, each deed is picked by name and by whom, and the
count follows from the picks (issue 37 §3); its scenarios are offered to pick from."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate, QLocale, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.sizing import fit_to_screen
from models.db import Database
from models.i18n import tr
from models.ledger.campaigns import campaign_content, campaigns
from models.ledger.campaigns.campaigns import NewBattle, NewSide
from models.ledger.rosters import roster
from models.table.errors import LedgerError
from models.table.views import BattleView, WarbandSummary


class SideEditor(QGroupBox):
    def __init__(
        self,
        database: Database,
        warbands: list[WarbandSummary],
        draft: NewSide | None,
        parent: QWidget | None = None,
        deed_list: tuple[str, ...] = (),
    ) -> None:
        super().__init__(parent)
        self.database = database
        self.draft = draft
        self.deed_list = deed_list
        self.warband = QComboBox()
        self.warband.setAccessibleName(self.tr("Warband"))
        for w in warbands:
            self.warband.addItem(w.name, w.id)
        self.outcome = QComboBox()
        self.outcome.setAccessibleName(self.tr("Result"))
        for key in campaigns.OUTCOMES:
            self.outcome.addItem(tr(campaigns.OUTCOME_NAMES[key]), key)
        self.victory_points, self.deeds, self.taken_out, self.glory = (
            QSpinBox(),
            QSpinBox(),
            QSpinBox(),
            QSpinBox(),
        )
        for spin in (self.victory_points, self.deeds, self.taken_out, self.glory):
            spin.setRange(0, 999)
        self.glory.setToolTip(
            self.tr(
                "Glory the warband won in this battle: credited to its glory bank when the "
                "battle is recorded (taken back if the battle is deleted) and counted in the "
                "league table."
            )
        )
        self.out_of_action = QListWidget()
        self.out_of_action.setAccessibleName(self.tr("Own models taken Out of Action"))
        self.deeds_by = QListWidget()
        self.deeds_by.setAccessibleName(self.tr("Models with a Glorious Deed"))
        # One column per warband: its numbers one to a row (never cut), then its two lists
        # of members, which take the height that is left.
        column = QVBoxLayout(self)
        form = QFormLayout()
        form.addRow(self.tr("Warband:"), self.warband)
        form.addRow(self.tr("Result:"), self.outcome)
        for label, spin in (
            (self.tr("VP"), self.victory_points),
            (self.tr("Glorious Deeds"), self.deeds),
            (self.tr("Enemies taken out"), self.taken_out),
            (self.tr("Glory to the bank"), self.glory),
        ):
            spin.setAccessibleName(label)
            form.addRow(label + ":", spin)
        column.addLayout(form)
        # Picked deeds: one row each, the deed and who did it (the count is the rows).
        self.deed_rows = QTableWidget(0, 2)
        self.deed_rows.setObjectName("deedPicks")
        self.deed_rows.setAccessibleName(self.tr("Glorious Deeds picked"))
        self.deed_rows.setHorizontalHeaderLabels([self.tr("Glorious Deed"), self.tr("By")])
        self.deed_rows.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.deed_rows.verticalHeader().setVisible(False)
        self.add_deed = QPushButton(self.tr("Add a &Deed"))
        self.add_deed.clicked.connect(lambda: self.pick_deed(self.deed_list[0], None))
        self.remove_deed = QPushButton(self.tr("Remove Deed"))
        self.remove_deed.clicked.connect(self._remove_deed)
        picking = bool(deed_list)
        for label, members in (
            (self.tr("Taken Out of Action:"), self.out_of_action),
            (self.tr("Glorious Deeds by:"), self.deeds_by),
        ):
            if members is self.deeds_by and picking:
                title = QLabel(self.tr("Glorious Deeds:"))
                title.setBuddy(self.deed_rows)
                column.addWidget(title)
                column.addWidget(self.deed_rows, 1)
                deed_buttons = QHBoxLayout()
                deed_buttons.addWidget(self.add_deed)
                deed_buttons.addWidget(self.remove_deed)
                deed_buttons.addStretch(1)
                column.addLayout(deed_buttons)
                continue
            title = QLabel(label)
            title.setBuddy(members)
            column.addWidget(title)
            column.addWidget(members, 1)
        if picking:  # the count is the picks: no number typed beside them
            self.deeds.setEnabled(False)
            self.deeds.setToolTip(self.tr("The number of deeds picked below"))
        self.deeds_by.itemChanged.connect(self._count_deeds)
        self.warband.currentIndexChanged.connect(self._members)
        if draft is not None:
            self.warband.setCurrentIndex(max(0, self.warband.findData(draft.warband_id)))
            self.outcome.setCurrentIndex(self.outcome.findData(draft.outcome))
            self.victory_points.setValue(draft.victory_points)
            self.deeds.setValue(draft.glorious_deeds)
            self.taken_out.setValue(draft.taken_out)
            self.glory.setValue(draft.glory)
        self._members()
        for deed, by in draft.deeds if draft is not None else ():
            self.pick_deed(deed, by)

    def _member_choices(self) -> list[tuple[str, int | None]]:
        warband_id = self.warband.currentData()
        choices: list[tuple[str, int | None]] = [(self.tr("the warband"), None)]
        if warband_id is None:
            return choices
        took_part = set(self.took_part)
        for m in roster.get_warband(self.database, int(warband_id)).members:
            if m.status != "dead" and (not took_part or m.id in took_part):
                choices.append((m.name, m.id))
        return choices

    def pick_deed(self, deed: str, by: int | None) -> None:
        """A row: the deed (from the campaign's list) and who did it."""
        row = self.deed_rows.rowCount()
        self.deed_rows.insertRow(row)
        names = QComboBox()
        names.setAccessibleName(self.tr("Glorious Deed"))
        names.addItems(list(self.deed_list))
        names.setCurrentIndex(max(0, names.findText(deed)))
        who = QComboBox()
        who.setAccessibleName(self.tr("By"))
        for label, member_id in self._member_choices():
            who.addItem(label, member_id)
        who.setCurrentIndex(max(0, who.findData(by)))
        self.deed_rows.setCellWidget(row, 0, names)
        self.deed_rows.setCellWidget(row, 1, who)
        self.deeds.setValue(self.deed_rows.rowCount())

    def _remove_deed(self) -> None:
        row = self.deed_rows.currentRow()
        if row < 0:
            row = self.deed_rows.rowCount() - 1
        if row >= 0:
            self.deed_rows.removeRow(row)
        self.deeds.setValue(self.deed_rows.rowCount())

    def picked_deeds(self) -> tuple[tuple[str, int | None], ...]:
        picks = []
        for row in range(self.deed_rows.rowCount()):
            names, who = self.deed_rows.cellWidget(row, 0), self.deed_rows.cellWidget(row, 1)
            if isinstance(names, QComboBox) and isinstance(who, QComboBox):
                picks.append((names.currentText(), who.currentData()))
        return tuple(picks)

    def _members(self) -> None:
        warband_id = self.warband.currentData()
        drafted = self.draft is not None and self.draft.warband_id == warband_id
        took_part = set(self.draft.took_part) if drafted and self.draft else set()
        self.took_part = tuple(sorted(took_part))
        self.deeds_by.blockSignals(True)
        for members, ticked in (
            (self.out_of_action, self.draft.out_of_action if drafted and self.draft else ()),
            (self.deeds_by, self.draft.deeds_by if drafted and self.draft else ()),
        ):
            members.clear()
            if warband_id is None:
                continue
            for m in roster.get_warband(self.database, int(warband_id)).members:
                if m.status == "dead" or (took_part and m.id not in took_part):
                    continue
                item = QListWidgetItem(f"{m.name} — {m.model_name}", members)
                item.setData(Qt.ItemDataRole.UserRole, m.id)
                checked = m.id in ticked
                item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        self.deeds_by.blockSignals(False)
        while self.deed_list and self.deed_rows.rowCount():  # the picks were another warband's
            self.deed_rows.removeRow(0)
        if self.deed_list:
            self.deeds.setValue(0)

    def _count_deeds(self) -> None:
        """At least one deed per model ticked (a warband's deeds may come from no one model)."""
        self.deeds.setValue(max(self.deeds.value(), len(ticked(self.deeds_by))))

    def side(self) -> NewSide:
        out = ticked(self.out_of_action)
        picking = bool(self.deed_list)
        return NewSide(
            warband_id=int(self.warband.currentData()),
            outcome=str(self.outcome.currentData()),
            victory_points=self.victory_points.value(),
            glorious_deeds=0 if picking else self.deeds.value(),
            taken_out=self.taken_out.value(),
            glory=self.glory.value(),
            took_part=self.took_part,
            out_of_action=tuple(out),
            deeds_by=() if picking else tuple(ticked(self.deeds_by)),
            deeds=self.picked_deeds() if picking else (),
        )


def ticked(members: QListWidget) -> list[int]:
    found = []
    for row in range(members.count()):
        item = members.item(row)
        if item is not None and item.checkState() == Qt.CheckState.Checked:
            found.append(int(item.data(Qt.ItemDataRole.UserRole)))
    return found


class BattleDialog(QDialog):
    def __init__(
        self,
        database: Database,
        campaign_id: int,
        draft: NewBattle | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("battleDialog")
        self.setWindowTitle(self.tr("Record a Battle"))
        self.database = database
        self.campaign_id = campaign_id
        self.draft = draft
        self.warbands = roster.list_warbands(database, campaign_id=campaign_id)
        _, settings = campaigns.campaign_settings(database, campaign_id)
        self.deed_list = tuple(settings.get("deeds") or ())
        self.round = QSpinBox()
        self.round.setRange(1, 999)
        # an event day's open round, else the next one (models/ledger/campaigns/campaigns.py)
        self.round.setValue(draft.round if draft else campaigns.battle_round(database, campaign_id))
        self.round_typed = False  # the user set the round: the warbands picked no longer move it
        self.round.lineEdit().textEdited.connect(lambda _text: setattr(self, "round_typed", True))
        self.date = QDateEdit(QDate.currentDate())
        # the user's language's own way of writing a date (Preferences › Language)
        self.date.setDisplayFormat(QLocale().dateFormat(QLocale.FormatType.ShortFormat))
        self.date.setCalendarPopup(True)
        # Typed, or picked from the campaign's scenarios (issue 37 §3).
        self.scenario_list = QComboBox()
        self.scenario_list.setEditable(True)
        self.scenario_list.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.scenario_list.setAccessibleName(self.tr("Scenario"))
        self.scenario = QLineEdit()
        self.scenario_list.setLineEdit(self.scenario)
        self.scenario_list.addItems(list(settings.get("scenarios") or ()))
        self.scenario.setText("")
        # the books' length and Glorious Deeds of the scenario picked (issue 49)
        self.scenario_rules = QLabel()
        self.scenario_rules.setObjectName("scenarioRules")
        self.scenario_rules.setWordWrap(True)
        self.scenario.textChanged.connect(
            lambda text: self.scenario_rules.setText(
                campaign_content.scenario_line(settings, text.strip())
            )
        )
        self.notes = QLineEdit()
        if draft is not None:
            played = draft.played_on
            self.date.setDate(QDate(played.year, played.month, played.day))
            self.scenario.setText(draft.scenario)
            self.notes.setText(draft.notes)
        form = QFormLayout()
        form.addRow(self.tr("&Round:"), self.round)
        form.addRow(self.tr("&Date:"), self.date)
        form.addRow(self.tr("&Scenario:"), self.scenario_list)
        form.addRow("", self.scenario_rules)
        form.addRow(self.tr("&Notes:"), self.notes)
        self.sides_box = QHBoxLayout()  # the warbands side by side
        self.editors: list[SideEditor] = []
        for index, side in enumerate(draft.sides if draft else (None, None)):
            self.add_side(side, default_index=index)
        self._round_follows()
        holder = QWidget()
        holder.setLayout(self.sides_box)
        scroll = QScrollArea()  # sideways, for a third warband and more
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        # never a scroll bar beside the lists' own: they give up height instead
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.add_button = QPushButton(self.tr("&Add a Warband"))
        self.add_button.clicked.connect(lambda: self.add_side(None, len(self.editors)))
        self.add_button.setVisible(draft is None)
        self.source = QLabel(
            self.tr("From game %d: check what the game could not know (deeds, glory).")
            % draft.game_id
            if draft and draft.game_id
            else self.tr("Each player ticks the result in Confirm Result once they agree.")
        )
        self.source.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        # A refused battle is said here and the dialog stays open with all that was typed.
        self.problem = QLabel()
        self.problem.setObjectName("battleProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: palette(highlight); font-weight: bold;")
        self.problem.hide()
        self.recorded: BattleView | None = None
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.source)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.add_button, alignment=Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        fit_to_screen(self, 140, 56)

    def add_side(self, side: NewSide | None, default_index: int) -> SideEditor:
        editor = SideEditor(self.database, self.warbands, side, self, self.deed_list)
        if side is None and default_index < editor.warband.count():
            editor.warband.setCurrentIndex(default_index)
            editor.outcome.setCurrentIndex(
                editor.outcome.findData("win" if default_index == 0 else "loss")
            )
        editor.setTitle(self.tr("Warband %d") % (default_index + 1))
        self.editors.append(editor)
        self.sides_box.addWidget(editor)
        editor.outcome.activated.connect(lambda _row, e=editor: self._results_follow(e))
        editor.out_of_action.itemChanged.connect(lambda _item, e=editor: self._taken_out_follow(e))
        editor.warband.currentIndexChanged.connect(lambda _row: self._round_follows())
        return editor

    def _taken_out_follow(self, ticking: SideEditor) -> None:
        """Two warbands: the enemies the other took out are the models `ticking` ticks as
        taken Out of Action (still a number the user can change)."""
        if len(self.editors) == 2:
            other = next(e for e in self.editors if e is not ticking)
            other.taken_out.setValue(len(ticked(ticking.out_of_action)))

    def _round_follows(self) -> None:
        """The round these warbands' battle belongs to: the latest while they have not fought
        in it (a second battle of a round stays in that round), unless the user set it."""
        if self.draft is not None or self.round_typed or not hasattr(self, "editors"):
            return
        chosen = [int(e.warband.currentData()) for e in self.editors if e.warband.count()]
        self.round.setValue(campaigns.battle_round(self.database, self.campaign_id, chosen))

    def _results_follow(self, chosen: SideEditor) -> None:
        """The sides' results follow the one the user picked: a win for one is a loss for the
        others, a draw is a draw for all; with two warbands a loss is the other's win."""
        outcome = chosen.outcome.currentData()
        others = [e for e in self.editors if e is not chosen]
        for other in others:
            if outcome == "win":
                follows = "loss"
            elif outcome == "draw":
                follows = "draw"
            elif len(others) == 1:
                follows = "win"
            else:  # one of several lost: nobody drew; who won is the user's to say
                follows = "loss" if other.outcome.currentData() == "draw" else ""
            if follows:
                other.outcome.setCurrentIndex(other.outcome.findData(follows))
        self.problem.hide()

    def accept(self) -> None:
        """Record the battle; if the ledger refuses it, say why and keep the dialog open."""
        try:
            self.recorded = campaigns.record_battle(self.database, self.new_battle())
        except LedgerError as exc:
            self.problem.setText(str(exc))
            self.problem.show()
            return
        super().accept()

    def new_battle(self) -> NewBattle:
        date = self.date.date()
        return NewBattle(
            campaign_id=self.campaign_id,
            sides=tuple(e.side() for e in self.editors),
            round=self.round.value(),
            played_on=dt.date(date.year(), date.month(), date.day()),
            scenario=self.scenario.text(),
            notes=self.notes.text(),
            game_id=self.draft.game_id if self.draft else None,
        )
