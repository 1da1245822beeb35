"""Trench Crusade actions beside attacks: Dash, Climb, Jump, Charge, Fall, Avoid falling,
Dangerous terrain, Stand up, Retreat — with exact odds and the readings they rest on, table dice
or the app's, and one logged event."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from gui.game.dice_entry import try_faces
from gui.game.document import GameDocument
from gui.widgets.odds_chart import OddsChart
from gui.widgets.sizing import fit_to_screen
from models.i18n import tr
from models.ledger.games import play
from models.table.declaration import ActionDone, ActionRules, describe_effects
from models.table.errors import InvalidInput


def _spin(low: int, high: int, value: int = 0) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setValue(value)
    return spin


class ActionDialog(QDialog):
    def __init__(self, document: GameDocument, member_id: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("actionDialog")
        self.document = document
        self.member = document.member(member_id)
        self.setWindowTitle(self.tr("Action of %s") % self.member.name)
        state = document.state_of(member_id)
        self.kind = QComboBox()
        rules = document.table.profile.actions
        if rules is None:
            raise ValueError(f"{document.table.profile.id} has no actions beside attacks")
        self.rules: ActionRules = rules
        for key, label in rules.names.items():
            self.kind.addItem(tr(label), key)
        self.dice = _spin(-10, 10)
        self.blood = _spin(0, state.counters.get("blood", 0))  # never more than it has
        self.blessings = _spin(0, state.counters.get("blessing", 0))
        defaults = play.action_defaults(document.table, member_id)
        self.down = QCheckBox(self.tr("Model is Down (−1 DICE)"))
        self.down.setChecked(defaults["down"])
        self.down_default = bool(defaults["down"])
        self.movement = _spin(0, 20, defaults["movement"])
        self.open_inches = _spin(0, 40)
        self.difficult = _spin(0, 40)
        self.heavy = QCheckBox(self.tr("HEAVY (no D6)"))
        self.heavy.setChecked(defaults["heavy"])
        self.stood_up = QCheckBox(self.tr("Stood up this activation (halved)"))
        self.fall_height = _spin(0, 40)
        self.on_purpose = QCheckBox(self.tr("Jumped down on purpose"))
        self.hidden = QCheckBox(self.tr("A charge target is not visible (RISKY)"))
        # TC-A8: the injury roll of a fall or dangerous terrain, as on an attack's
        self.injury_blood = _spin(0, state.counters.get("blood", 0))
        self.injury_blessings = _spin(0, state.counters.get("blessing", 0))
        self.bloodbath = QCheckBox(self.tr("Bloodbath (6 BLOOD or INFECTION, 3 if Down): 3D6"))
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.notes.setObjectName("actionNotes")
        self.odds = OddsChart()
        self.faces = QLineEdit()
        self.faces.setAccessibleName(self.tr("Dice faces"))
        self.faces.setPlaceholderText(self.tr("the faces rolled at the table"))
        self.roll_button = QPushButton(self.tr("&Roll for Me"))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setMinimumWidth(self.fontMetrics().averageCharWidth() * 60)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("&Action:"), self.kind)
        self.rows: dict[str, list[QWidget]] = {}
        for key, label, widget in (
            ("roll", self.tr("Other ±DICE:"), self.dice),
            ("roll", self.tr("BLOOD spent (by the opponent):"), self.blood),
            ("roll", self.tr("BLESSINGS spent:"), self.blessings),
            ("roll", "", self.down),
            ("charge", self.tr("Movement:"), self.movement),
            ("charge", self.tr("Open inches to the target:"), self.open_inches),
            ("charge", self.tr("Inches of difficult terrain:"), self.difficult),
            ("charge", "", self.heavy),
            ("charge", "", self.stood_up),
            ("charge", "", self.hidden),
            ("height", self.tr("Height fallen (inches):"), self.fall_height),
            ("fall", "", self.on_purpose),
            (
                "injury",
                self.tr("BLOOD spent on the injury roll (by the opponent):"),
                self.injury_blood,
            ),
            ("injury", self.tr("BLESSINGS spent on the injury roll:"), self.injury_blessings),
            ("injury", "", self.bloodbath),
        ):
            caption = QLabel(label)
            if label:
                caption.setBuddy(widget)  # a screen reader names the input by its caption
                widget.setAccessibleName(label.rstrip(":"))
                form.addRow(caption, widget)
            else:
                form.addRow(widget)
            self.rows.setdefault(key, []).extend([caption, widget])
        form.addRow(self.odds)
        form.addRow(self.notes)
        dice_row = QHBoxLayout()
        dice_row.addWidget(self.faces, 1)
        dice_row.addWidget(self.roll_button)
        dice_label = QLabel(self.tr("&Dice:"))
        dice_label.setBuddy(self.faces)
        form.addRow(dice_label, dice_row)
        form.addRow(self.status)
        form.addRow(self.buttons)
        self.done_: ActionDone | None = None
        self.rolled = play.Rolled(())
        for spin in (
            self.dice,
            self.blood,
            self.blessings,
            self.movement,
            self.open_inches,
            self.difficult,
            self.fall_height,
            self.injury_blood,
            self.injury_blessings,
        ):
            spin.valueChanged.connect(self.update_all)
        for box in (
            self.down,
            self.heavy,
            self.stood_up,
            self.on_purpose,
            self.hidden,
            self.bloodbath,
        ):
            box.toggled.connect(self.update_all)
        self.kind.currentIndexChanged.connect(self.update_all)
        self.faces.textChanged.connect(self.check_dice)
        self.roll_button.clicked.connect(self.roll)
        self.update_all()
        fit_to_screen(self, 110, 56)  # its notes and result wrap without being squeezed

    def action(self) -> Any:
        """The action as the ledger reads it: the inputs shown, over what the game says;
        InvalidInput says what is wrong (more markers spent than the model holds)."""
        action = play.plan_action(
            self.document.table,
            self.member.id,
            str(self.kind.currentData()),
            {
                "dice": self.dice.value(),
                "blood_spent": self.blood.value(),
                "blessings_spent": self.blessings.value(),
                "down": self.down.isChecked(),
                "movement": self.movement.value(),
                "open_inches": self.open_inches.value(),
                "difficult_inches": self.difficult.value(),
                "heavy": self.heavy.isChecked(),
                "stood_up": self.stood_up.isChecked(),
                "height": self.fall_height.value(),
                "on_purpose": self.on_purpose.isChecked(),
                "target_hidden": self.hidden.isChecked(),
                "injury_blood_spent": self.injury_blood.value(),
                "injury_blessings_spent": self.injury_blessings.value(),
                "bloodbath": self.bloodbath.isChecked(),
            },
        )
        return action

    def update_all(self) -> None:
        kind = str(self.kind.currentData())
        falls = kind in ("fall", "avoid_fall", "jump", "charge_from_above")
        shown = {
            "roll": kind
            in ("dash", "climb", "jump", "dangerous", "avoid_fall", "charge_from_above")
            or (kind == "charge" and self.hidden.isChecked()),
            "charge": kind == "charge",
            "height": falls,
            "fall": kind == "fall",
            "injury": kind in ("fall", "dangerous", "avoid_fall", "charge_from_above")
            or (kind == "jump" and self.fall_height.value() > 0),
        }
        for key, widgets in self.rows.items():
            for widget in widgets:
                labelled = not isinstance(widget, QLabel) or bool(widget.text())
                widget.setVisible(shown[key] and labelled)
        # a model Downed near an edge is Down for its action (TC-V9)
        if (kind == "avoid_fall") == self.down.isEnabled():
            self.down.blockSignals(True)
            self.down.setChecked(kind == "avoid_fall" or self.down_default)
            self.down.blockSignals(False)
            self.down.setEnabled(kind != "avoid_fall")
        needs = kind in self.rules.needs_dice
        self.faces.setEnabled(needs)
        self.roll_button.setEnabled(needs)
        try:
            action = self.action()
        except InvalidInput as problem:
            self.odds.set_odds([], [])
            self.notes.setText("")
            self._refuse(str(problem))
            return
        odds = play.action_odds(self.document.table, action)
        self.odds.set_odds([(self.rules.result_name(k), p) for k, p in odds.items()], [])
        notes = play.action_notes(self.document.table, action)
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))
        self.check_dice()
        self.adjustSize()  # the rows shown and the chart's bars change with the action

    def _refuse(self, problem: str) -> None:
        self.done_ = None
        self.status.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)

    def roll(self) -> None:
        try:
            action = self.action()
        except InvalidInput as problem:
            self._refuse(str(problem))
            return
        table = self.document.table
        self.done_, self.rolled = play.roll(
            lambda dice: play.resolve_action(table, self.member.id, action, dice), None
        )
        self.faces.blockSignals(True)
        self.faces.setText(" ".join(map(str, self.rolled.faces)))
        self.faces.blockSignals(False)
        self._show()

    def check_dice(self) -> None:
        self.done_ = None
        try:
            action = self.action()
        except InvalidInput as problem:
            self._refuse(str(problem))
            return
        table = self.document.table
        checked = try_faces(
            self.faces.text(),
            lambda dice: play.resolve_action(table, self.member.id, action, dice),
        )
        if checked.result is not None:
            self.done_, self.rolled = checked.result, play.Rolled(tuple(checked.faces))
            self._show()
            return
        self._refuse(checked.problem)

    def _show(self) -> None:
        assert self.done_ is not None
        changes = describe_effects(
            self.done_.effects, self.document.names(), self.document.table.profile.tracked
        )
        self.status.setText("\n".join([*self.done_.steps, *(f"• {c}" for c in changes)]))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
        self.adjustSize()

    def accept(self) -> None:
        if self.done_ is None:
            return
        event = play.action_event(
            self.document.table, self.member.id, self.action(), self.done_, self.rolled
        )
        if self.document.record(str(event.outcome["summary"]), event) is None:
            return  # not saved (the document said why): the dice stay for a retry
        super().accept()
