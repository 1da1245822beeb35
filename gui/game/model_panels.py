"""The models of a game at the table, two ways: a compact table (a row per model: its markers as
controls, its state at a glance, Attack… and Action… on the row) that shows a whole 12-model
warband per side on a 1366×768 laptop, and the tall cards (profile, gear and the same controls).

Both lay out one `ModelControls` per model — the widgets and their refresh, written once — and
say what the player did through the same signals.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gui.game.document import GameDocument
from gui.widgets.elided import ElidedLabel
from models.i18n import tr
from models.table.game_log import AIMING, OUT_OF_ACTION
from models.table.views import MemberView

DOWN, ACTIVATED = "down", "activated"


class ModelControls(QObject):
    """One model's widgets — name, profile, gear, a −/value/+ per counter, a box per flag, the
    aim, Attack… and Action… — and how they follow the game's state. Layouts place them."""

    counter_changed = Signal(int, str, int)  # member id, counter, delta
    flag_changed = Signal(int, str, bool)
    attack_requested = Signal(int)
    action_requested = Signal(int)

    def __init__(
        self, document: GameDocument, member: MemberView, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.member = member
        played = document.table.effective(member.id)
        kit = document.table.profile.attack.gear(document.catalog, member)
        self.gear_text = ", ".join(dict.fromkeys(kit)) or self.tr("no equipment")
        if member.fireteam:  # FIRETEAM: activating one activates the other (issue 37)
            self.gear_text += " · " + self.tr("fireteam: %s") % member.fireteam
        # The profile as it plays: worn armour applied, its sources in the tooltip.
        self.profile_label = QLabel(played.text())
        self.profile_label.setToolTip("\n".join(played.explained()))
        self.gear_label = QLabel(self.gear_text)
        self.gear_label.setWordWrap(True)
        self.name_label = ElidedLabel()
        for plain in (self.name_label, self.profile_label, self.gear_label):
            plain.setTextFormat(Qt.TextFormat.PlainText)  # user text, never markup
        self.name_label.setToolTip(
            "\n".join(
                [f"{member.name} — {member.model_name}", played.text(), *played.explained()]
                + [self.gear_text]
            )
        )
        self.show_caps = True  # "2/6"; the table, short of room, shows "2" (+ stops at 6)
        self.values: dict[str, QLabel] = {}
        self.buttons: dict[str, tuple[QToolButton, QToolButton]] = {}
        for key, label, _cap in document.tracked.counters:
            minus, plus = QToolButton(), QToolButton()
            minus.setText("−")
            plus.setText("+")
            minus.setAccessibleName(self.tr("Remove one %s from %s") % (label, member.name))
            plus.setAccessibleName(self.tr("Add one %s to %s") % (label, member.name))
            value = QLabel("0")
            value.setAlignment(Qt.AlignmentFlag.AlignCenter)
            value.setMinimumWidth(value.fontMetrics().horizontalAdvance("6/6 "))
            minus.clicked.connect(
                lambda _=False, k=key: self.counter_changed.emit(member.id, k, -1)
            )
            plus.clicked.connect(lambda _=False, k=key: self.counter_changed.emit(member.id, k, 1))
            self.values[key] = value
            self.buttons[key] = (minus, plus)
        self.flags: dict[str, QCheckBox] = {}
        for key, label in document.tracked.flags:
            box = QCheckBox(label)
            box.setAccessibleName(f"{label}: {member.name}")
            box.clicked.connect(
                lambda checked, k=key: self.flag_changed.emit(member.id, k, checked)
            )
            self.flags[key] = box
        self.aim: QComboBox | None = None
        if document.tracked.aims:
            self.aim = QComboBox()
            self.aim.setAccessibleName(self.tr("%s is aiming at") % member.name)
            self.aim.addItem(self.tr("not aiming"), None)
            for enemy in document.enemies_of(member.id):
                self.aim.addItem(self.tr("aiming at %s") % enemy.name, enemy.id)
            self.aim.activated.connect(self._aim)
            # as wide as a dozen letters: a long enemy name never squeezes the row's own name
            self.aim.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            self.aim.setMinimumContentsLength(12)
        self.attack_button = QToolButton()
        self.attack_button.setText(self.tr("&Attack…"))
        self.attack_button.setAccessibleName(self.tr("Attack with %s") % member.name)
        self.attack_button.clicked.connect(lambda: self.attack_requested.emit(member.id))
        self.action_button = QToolButton()
        self.action_button.setText(self.tr("A&ction…"))
        self.action_button.setToolTip(
            self.tr("Dash, Climb, Jump, Charge, Fall, Dangerous terrain, Stand up, Retreat")
        )
        self.action_button.setAccessibleName(self.tr("Action of %s") % member.name)
        self.action_button.clicked.connect(lambda: self.action_requested.emit(member.id))
        self.action_button.setVisible(document.table.profile.actions is not None)

    def _aim(self, index: int) -> None:
        assert self.aim is not None
        self.document.aim(self.member.id, self.aim.itemData(index))

    def state_words(self) -> list[str]:
        """The flags set, in the reader's words (for the name's line in the table)."""
        state = self.document.state_of(self.member.id)
        return [label for key, label in self.document.tracked.flags if key in state.flags]

    def refresh(self) -> None:
        state = self.document.state_of(self.member.id)
        finished = self.document.finished
        for key, _label, cap in self.document.tracked.counters:
            value = state.counters.get(key, 0)
            self.values[key].setText(f"{value}/{cap}" if cap and self.show_caps else str(value))
            self.values[key].setToolTip(f"{value}/{cap}" if cap else "")
            minus, plus = self.buttons[key]
            minus.setEnabled(value > 0 and not finished)
            plus.setEnabled((cap is None or value < cap) and not finished)
        for key, box in self.flags.items():
            box.setChecked(key in state.flags)
            box.setEnabled(not finished)
        if self.aim is not None:
            at = next((f for f in state.flags if f.startswith(AIMING)), None)
            self.aim.setCurrentIndex(
                max(0, self.aim.findData(int(at.removeprefix(AIMING)))) if at else 0
            )
            self.aim.setEnabled(not finished)
        out = OUT_OF_ACTION in state.flags
        self.attack_button.setEnabled(not out and not finished)
        self.action_button.setEnabled(not out and not finished)
        # State at a glance: Out of Action struck through, Down in italics, activated greyed.
        font = QFont(self.name_label.font())
        font.setBold(True)
        font.setStrikeOut(out)
        font.setItalic(DOWN in state.flags)
        self.name_label.setFont(font)
        self.name_label.setEnabled(ACTIVATED not in state.flags and not out)
        shown = self.document.state_text(self.member.id)
        keywords = ", ".join(self.document.table.effective(self.member.id).keywords)
        self.name_label.setToolTip(
            "\n".join(
                line
                for line in (
                    f"{self.member.name} — {self.member.model_name}",
                    keywords,
                    shown,
                    self.profile_label.text(),
                    *self.profile_label.toolTip().splitlines(),
                    self.gear_text,
                )
                if line
            )
        )


class ModelCard(QFrame):
    """One model as a tall card: name, profile, gear, its counters and flags, and Attack."""

    def __init__(self, controls: ModelControls) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.controls = controls
        # the controls' widgets, by the names a card has always had
        self.values, self.buttons, self.flags = controls.values, controls.buttons, controls.flags
        self.aim, self.profile_label = controls.aim, controls.profile_label
        self.attack_button, self.action_button = controls.attack_button, controls.action_button
        member = controls.member
        self.setAccessibleName(member.name)
        controls.name_label.setText(member.name)
        title = QHBoxLayout()
        title.addWidget(controls.name_label)
        model = QLabel(f"— {member.model_name}")
        model.setTextFormat(Qt.TextFormat.PlainText)
        title.addWidget(model)
        title.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(title)
        layout.addWidget(controls.profile_label)
        layout.addWidget(controls.gear_label)
        counters = QGridLayout()
        for row, (key, label, _cap) in enumerate(controls.document.tracked.counters):
            minus, plus = controls.buttons[key]
            counters.addWidget(QLabel(label), row, 0)
            counters.addWidget(minus, row, 1)
            counters.addWidget(controls.values[key], row, 2)
            counters.addWidget(plus, row, 3)
        counters.setColumnStretch(4, 1)
        layout.addLayout(counters)
        flags = QHBoxLayout()
        for box in controls.flags.values():
            flags.addWidget(box)
        flags.addStretch(1)
        layout.addLayout(flags)
        if controls.aim is not None:
            layout.addWidget(controls.aim)
        buttons = QHBoxLayout()
        buttons.addWidget(controls.attack_button)
        buttons.addWidget(controls.action_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)

    @property
    def member(self) -> MemberView:
        return self.controls.member

    def refresh(self) -> None:
        self.controls.refresh()


# A marker's column heading in the table, short by the translator's choice (the full name is
# the heading's tooltip): the table gives its width to the names, and never cuts a word.
SHORT_HEADINGS: dict[str, Any] = {  # literal calls: lupdate reads them
    "BLOOD": QT_TRANSLATE_NOOP("ShortHeading", "BLOOD"),
    "BLESSING": QT_TRANSLATE_NOOP("ShortHeading", "BLESS."),
    "INFECTION": QT_TRANSLATE_NOOP("ShortHeading", "INFECT."),
    "Down": QT_TRANSLATE_NOOP("ShortHeading", "Down"),
    "Out of Action": QT_TRANSLATE_NOOP("ShortHeading", "Out"),
    "Activated": QT_TRANSLATE_NOOP("ShortHeading", "Done"),
    "Wounds": QT_TRANSLATE_NOOP("ShortHeading", "Wounds"),
    "Models lost": QT_TRANSLATE_NOOP("ShortHeading", "Lost"),
    "Destroyed": QT_TRANSLATE_NOOP("ShortHeading", "Gone"),
    "Champion lost": QT_TRANSLATE_NOOP("ShortHeading", "Champ."),
    "Acted": QT_TRANSLATE_NOOP("ShortHeading", "Done"),
    "Soldiers lost": QT_TRANSLATE_NOOP("ShortHeading", "Lost"),
    "Structure hits (½ each)": QT_TRANSLATE_NOOP("ShortHeading", "Struct."),
    "Wounds lost": QT_TRANSLATE_NOOP("ShortHeading", "Wounds"),
    "Out of action": QT_TRANSLATE_NOOP("ShortHeading", "Out"),
    "Weapon jammed": QT_TRANSLATE_NOOP("ShortHeading", "Jam"),
}


def short_heading(label: str) -> str:
    short = SHORT_HEADINGS.get(label)
    # their own context: "Out" here is the translator's short form of "Out of Action"
    return QCoreApplication.translate("ShortHeading", str(short)) if short else tr(label)


class SideTable(QGroupBox):
    """A warband's models in rows: name (its state at a glance), a −/value/+ per counter, a box
    per flag (their names in the header), the aim, Attack… and Action…"""

    def __init__(self, title: str, rows: list[ModelControls], parent: QWidget | None = None):
        super().__init__(title, parent)
        self.setFlat(True)  # no frame: its width goes to the names
        self.rows = rows
        grid = QGridLayout(self)
        grid.setHorizontalSpacing(3)
        grid.setContentsMargins(2, 4, 2, 2)
        grid.setVerticalSpacing(2)
        document = rows[0].document if rows else None
        counters = document.tracked.counters if document else ()
        flags = document.tracked.flags if document else ()
        english = document.table.profile.tracked if document else None
        full = [self.tr("Model"), *(label for _k, label, _c in counters)]
        full += [label for _k, label in flags]
        headers = [self.tr("Model")]
        if english is not None:
            headers += [short_heading(label) for _k, label, _c in english.counters]
            headers += [short_heading(label) for _k, label in english.flags]
        small = QFont(self.font())
        small.setPointSizeF(small.pointSizeF() * 0.8)
        metrics = QFontMetrics(small)
        # A counter's column is as wide as its − value + buttons, a flag's as a short word; a
        # heading wraps onto lines of a word and its column widens to its longest word: the
        # words are the translator's (never cut: "SEGNALINI BENEDIZION." was), the names
        # take what is left.
        sample = rows[0] if rows else None
        counter_width = (
            sum(b.sizeHint().width() for b in next(iter(sample.buttons.values()), ()))
            + metrics.horizontalAdvance("66")
            if sample is not None
            else 0
        )
        flag_width = metrics.horizontalAdvance("Activat.")
        for column, text in enumerate(headers):
            widest = counter_width if 0 < column <= len(counters) else flag_width
            widest = max([widest, *(metrics.horizontalAdvance(w) for w in text.split())])
            header = QLabel(text)
            header.setFont(small)
            header.setWordWrap(True)
            if text != full[column]:
                header.setToolTip(full[column])
            if column:
                header.setMinimumWidth(widest + 2)
                header.setMaximumWidth(widest + 4)
            header.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)
            if column == 0:
                header.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
            grid.addWidget(header, 0, column)
        for row, controls in enumerate(rows, start=1):
            column = 0
            member = controls.member
            # the model type beside the name: who is what, at a glance (cut with "…" first)
            named = member.name if member.size == 1 else f"{member.name} ×{member.size}"
            controls.name_label.setText(f"{named} — {member.model_name}")
            # The name takes what width is left; a long one is cut with "…" (tooltip: whole).
            controls.name_label.setSizePolicy(
                QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred
            )
            grid.addWidget(controls.name_label, row, column)
            for key, _label, _cap in counters:
                column += 1
                minus, plus = controls.buttons[key]
                cell = QHBoxLayout()
                cell.setSpacing(0)
                value = controls.values[key]
                value.setMinimumWidth(value.fontMetrics().horizontalAdvance("66") + 2)
                cell.addWidget(minus)
                cell.addWidget(controls.values[key])
                cell.addWidget(plus)
                grid.addLayout(cell, row, column)
            for key, _label in flags:
                column += 1
                box = controls.flags[key]
                box.setText("")  # its name is the column's header
                grid.addWidget(box, row, column, Qt.AlignmentFlag.AlignHCenter)
            controls.show_caps = False
            # Short words on the row's buttons (the cards say "Attack…"); the tooltip says more.
            controls.attack_button.setText(self.tr("Attack"))
            controls.attack_button.setToolTip(
                self.tr("Attack with %s: the attack wizard") % controls.member.name
            )
            controls.action_button.setText(self.tr("Action"))
            buttons = QHBoxLayout()
            buttons.setSpacing(2)
            if controls.aim is not None:
                buttons.addWidget(controls.aim)
            buttons.addWidget(controls.attack_button)
            buttons.addWidget(controls.action_button)
            grid.addLayout(buttons, row, column + 1)
        grid.setColumnStretch(0, 1)
        grid.setRowStretch(len(rows) + 1, 1)
