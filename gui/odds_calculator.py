"""Tools › Odds Calculator: the exact odds of any attack of any system, without a game — the
attack wizard's spec form and chart, a second set-up to compare side by side, and dice: the
attack rolled with the app's seeded dice, or a handful of plain dice.

Everything comes from the system's profile (models/table/declaration.py), as in the wizard:
the form from its attack spec, the odds and chart from its rules, the roll from its resolution.
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui import settings
from gui.game.attack_wizard import form_groups
from gui.widgets.odds_chart import OddsChart
from gui.widgets.sizing import fit_to_screen
from gui.widgets.spec_form import SpecForm
from models.i18n import format_percent
from models.ledger.games import play
from models.ledger.profiles import PROFILES
from models.rules.dice import SeededDice
from models.rules.system import fraction_text
from models.table.declaration import Bars, SystemProfile
from models.table.errors import LedgerError

DICE_SIDES = (6, 10, 12, 20, 100)


class Setup(QGroupBox):
    """One set-up: the system's spec form, scrolled; `odds()` its chart rows and notes."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QScrollArea.Shape.NoFrame)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.scroller, 1)
        layout.addWidget(self.problem)
        self.form: SpecForm | None = None

    def set_system(self, profile: SystemProfile, edition: str | None) -> SpecForm:
        rules = profile.attack
        self.form = SpecForm(rules.spec_type, form_groups(rules), edition, columns=1)
        self.form.setObjectName("calculatorForm")
        self.form.set_values({})  # every field at the spec's default
        self.scroller.setWidget(self.form)
        return self.form

    def odds(
        self, profile: SystemProfile, edition: str | None
    ) -> tuple[Bars, Bars, tuple[str, ...]] | None:
        """(bars, summary lines, notes) of the set-up, or None with the problem shown."""
        assert self.form is not None
        try:
            report, notes = play.odds_alone(profile.id, edition, self.form.values())
        except LedgerError as exc:
            self.problem.setText(f"⚠ {exc}")
            return None
        self.problem.setText("")
        bars, lines = profile.attack.chart(report)
        return bars, lines, notes


class OddsCalculator(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("oddsCalculator")
        self.setWindowTitle(self.tr("Odds Calculator"))
        self.system = QComboBox()
        self.system.setAccessibleName(self.tr("System"))
        for profile in PROFILES.values():
            self.system.addItem(profile.system.title, profile.id)
        settings.offer_last_system(self.system)
        self.edition = QComboBox()
        self.edition.setAccessibleName(self.tr("Edition"))
        self.compare = QCheckBox(self.tr("&Compare with a second set-up"))
        self.copy_button = QPushButton(self.tr("Copy A to &B"))
        self.copy_button.clicked.connect(self.copy_a_to_b)
        top = QHBoxLayout()
        system_label = QLabel(self.tr("&System:"))
        system_label.setBuddy(self.system)
        edition_label = QLabel(self.tr("&Edition:"))
        edition_label.setBuddy(self.edition)
        for widget in (system_label, self.system, edition_label, self.edition):
            top.addWidget(widget)
        top.addStretch(1)
        top.addWidget(self.compare)
        top.addWidget(self.copy_button)

        self.setups = (Setup(self.tr("Set-up A")), Setup(self.tr("Set-up B")))
        # One chart: A's bars, and B's hatched under them when comparing.
        self.chart = OddsChart()
        self.comparison = QTableWidget(0, 3)
        self.comparison.setObjectName("comparison")
        self.comparison.setAccessibleName(self.tr("The two set-ups compared"))
        self.comparison.setHorizontalHeaderLabels(["A", "B", self.tr("B − A")])
        self.comparison.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.comparison.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.comparison.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.notes = QListWidget()
        self.notes.setAccessibleName(self.tr("Notes of set-up A"))
        self.notes.setWordWrap(True)
        self.notes.setResizeMode(QListView.ResizeMode.Adjust)
        self.notes.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        odds = QWidget()
        odds_layout = QVBoxLayout(odds)
        odds_layout.setContentsMargins(0, 0, 0, 0)
        odds_layout.addWidget(self.chart)
        odds_layout.addWidget(self.comparison, 2)
        notes_label = QLabel(self.tr("&Notes (set-up A):"))
        notes_label.setBuddy(self.notes)
        odds_layout.addWidget(notes_label)
        odds_layout.addWidget(self.notes, 1)

        # Dice: the attack of set-up A rolled by the app, or plain dice.
        self.roll_button = QPushButton(self.tr("&Roll Set-up A"))
        self.roll_button.clicked.connect(self.roll_setup)
        self.count = QSpinBox()
        self.count.setRange(1, 60)
        self.count.setValue(2)
        self.count.setAccessibleName(self.tr("How many dice"))
        self.sides = QComboBox()
        self.sides.setAccessibleName(self.tr("Which dice"))
        for sides in DICE_SIDES:
            self.sides.addItem(f"d{sides}", sides)
        self.plain_button = QPushButton(self.tr("Roll &Dice"))
        self.plain_button.clicked.connect(self.roll_plain)
        self.rolled = QPlainTextEdit()
        self.rolled.setObjectName("rolled")
        self.rolled.setReadOnly(True)
        self.rolled.setAccessibleName(self.tr("What the dice did"))
        self.rolled.setMaximumHeight(self.fontMetrics().lineSpacing() * 7)
        dice = QHBoxLayout()
        dice.addWidget(self.roll_button)
        dice.addSpacing(12)
        dice.addWidget(self.count)
        dice.addWidget(self.sides)
        dice.addWidget(self.plain_button)
        dice.addStretch(1)

        splitter = QSplitter()
        for setup in self.setups:
            splitter.addWidget(setup)
        splitter.addWidget(odds)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 3)
        splitter.setChildrenCollapsible(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        layout.addLayout(dice)
        layout.addWidget(self.rolled)
        layout.addWidget(buttons)

        self.system.currentIndexChanged.connect(self._system_changed)
        self.edition.currentIndexChanged.connect(self._edition_changed)
        self.compare.toggled.connect(self._compare_toggled)
        self._system_changed()
        self._compare_toggled(False)
        fit_to_screen(self, 210, 52)

    # -- the system ---------------------------------------------------------------------------
    @property
    def profile(self) -> SystemProfile:
        return PROFILES[str(self.system.currentData())]

    def edition_chosen(self) -> str | None:
        data = self.edition.currentData()
        return None if data is None else str(data)

    def _system_changed(self) -> None:
        system = self.profile.system
        self.edition.blockSignals(True)
        self.edition.clear()
        for edition in system.editions:
            self.edition.addItem(edition, edition)
        if system.default_edition is not None:
            wanted = settings.default_edition(system.id) or system.default_edition
            self.edition.setCurrentIndex(max(0, self.edition.findData(wanted)))
        self.edition.setEnabled(bool(system.editions))
        self.edition.blockSignals(False)
        self._edition_changed()

    def _edition_changed(self) -> None:
        for setup in self.setups:
            form = setup.set_system(self.profile, self.edition_chosen())
            form.changed.connect(self.update_odds)
        self.update_odds()

    def _compare_toggled(self, on: bool) -> None:
        for widget in (self.setups[1], self.copy_button):
            widget.setVisible(on)
        self.comparison.setColumnHidden(1, not on)
        self.comparison.setColumnHidden(2, not on)
        self.update_odds()

    def copy_a_to_b(self) -> None:
        a, b = (setup.form for setup in self.setups)
        assert a is not None and b is not None
        b.set_values(a.values())
        self.update_odds()

    # -- the odds -----------------------------------------------------------------------------
    def update_odds(self) -> None:
        found: list[dict[str, Fraction] | None] = []
        for index, setup in enumerate(self.setups):
            if index == 1 and not self.compare.isChecked():
                found.append(None)
                continue
            odds = setup.odds(self.profile, self.edition_chosen())
            if odds is None:
                found.append(None)
                if index == 0:
                    self.chart.set_odds([], [])
                continue
            bars, lines, notes = odds
            found.append(dict([*bars, *lines]))
            if index == 0:
                self.chart.set_odds(bars, lines)
                self.notes.clear()
                self.notes.addItems(list(notes))
        self.chart.set_comparison(found[1] if self.compare.isChecked() else None)
        self._fill_comparison(found[0], found[1])

    def _fill_comparison(
        self, a: dict[str, Fraction] | None, b: dict[str, Fraction] | None
    ) -> None:
        labels = list(dict.fromkeys([*(a or {}), *(b or {})]))
        self.comparison.setRowCount(len(labels))
        self.comparison.setVerticalHeaderLabels(labels)
        for row, label in enumerate(labels):
            first, second = (a or {}).get(label), (b or {}).get(label)
            cells: list[tuple[str, str]] = [_cell(first), _cell(second)]
            if first is not None and second is not None:
                gain = second - first
                cells.append((f"{float(gain) * 100:+.1f} pp", fraction_text(gain)))
            else:
                cells.append(("", ""))
            for column, (text, exact) in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(exact)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.comparison.setItem(row, column, item)

    # -- dice ---------------------------------------------------------------------------------
    def roll_setup(self) -> None:
        """Set-up A rolled with the app's seeded dice: the steps, as the wizard shows them."""
        form = self.setups[0].form
        assert form is not None
        try:
            steps, rolled = play.roll_alone(self.profile.id, self.edition_chosen(), form.values())
        except LedgerError as exc:
            self.rolled.setPlainText(f"⚠ {exc}")
            return
        seed = self.tr("Rolled by the app, seed %d.") % (rolled.seed or 0)
        faces = " ".join(map(str, rolled.faces))
        self.rolled.setPlainText("\n".join([f"{faces} — {seed}", *steps]))

    def roll_plain(self) -> None:
        sides = int(self.sides.currentData())
        dice = SeededDice()
        faces = dice.roll(self.count.value(), sides)
        text = self.tr("%1d%2: %3 (total %4)")
        for placeholder, value in (
            ("%1", str(len(faces))),
            ("%2", str(sides)),
            ("%3", " ".join(map(str, faces))),
            ("%4", str(sum(faces))),
        ):
            text = text.replace(placeholder, value)
        self.rolled.setPlainText(text)


def _cell(p: Fraction | None) -> tuple[str, str]:
    return ("", "") if p is None else (format_percent(float(p)), fraction_text(p))
