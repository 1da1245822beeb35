"""Record a battle: by hand, or from a finished game's draft. Per warband: the result,
victory points, Glorious Deeds, enemy models taken Out of Action, glory, and its own models
taken Out of Action (they roll on Trauma after the battle)."""

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
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.sizing import fit_to_screen
from models.db import Database
from models.i18n import tr
from models.ledger import campaigns, roster
from models.ledger.campaigns import NewBattle, NewSide
from models.ledger.errors import LedgerError
from models.ledger.views import BattleView, WarbandSummary


class SideEditor(QGroupBox):
    def __init__(
        self,
        database: Database,
        warbands: list[WarbandSummary],
        draft: NewSide | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.database = database
        self.draft = draft
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
        for label, members in (
            (self.tr("Taken Out of Action:"), self.out_of_action),
            (self.tr("Glorious Deeds by:"), self.deeds_by),
        ):
            title = QLabel(label)
            title.setBuddy(members)
            column.addWidget(title)
            column.addWidget(members, 1)
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

    def _count_deeds(self) -> None:
        """At least one deed per model ticked (a warband's deeds may come from no one model)."""
        self.deeds.setValue(max(self.deeds.value(), len(ticked(self.deeds_by))))

    def side(self) -> NewSide:
        out = ticked(self.out_of_action)
        return NewSide(
            warband_id=int(self.warband.currentData()),
            outcome=str(self.outcome.currentData()),
            victory_points=self.victory_points.value(),
            glorious_deeds=self.deeds.value(),
            taken_out=self.taken_out.value(),
            glory=self.glory.value(),
            took_part=self.took_part,
            out_of_action=tuple(out),
            deeds_by=tuple(ticked(self.deeds_by)),
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
        self.round = QSpinBox()
        self.round.setRange(1, 999)
        # an event day's open round, else the next one (models/ledger/campaigns.py)
        self.round.setValue(draft.round if draft else campaigns.battle_round(database, campaign_id))
        self.round_typed = False  # the user set the round: the warbands picked no longer move it
        self.round.lineEdit().textEdited.connect(lambda _text: setattr(self, "round_typed", True))
        self.date = QDateEdit(QDate.currentDate())
        # the user's language's own way of writing a date (Preferences › Language)
        self.date.setDisplayFormat(QLocale().dateFormat(QLocale.FormatType.ShortFormat))
        self.date.setCalendarPopup(True)
        self.scenario = QLineEdit()
        self.notes = QLineEdit()
        if draft is not None:
            played = draft.played_on
            self.date.setDate(QDate(played.year, played.month, played.day))
            self.scenario.setText(draft.scenario)
            self.notes.setText(draft.notes)
        form = QFormLayout()
        form.addRow(self.tr("&Round:"), self.round)
        form.addRow(self.tr("&Date:"), self.date)
        form.addRow(self.tr("&Scenario:"), self.scenario)
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
        editor = SideEditor(self.database, self.warbands, side, self)
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
