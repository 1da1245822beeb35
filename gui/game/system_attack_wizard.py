"""The attack wizard of the ranked-fantasy, Dies Irae and warzone systems.

The same flow as Trench Crusade's — weapon and target → situation and odds → dice → result —
driven by each system's declaration in models/ledger/system_attacks.py: the situation inputs
come from its attack spec, the odds from its rules core, the steps from its `resolve`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from gui.game.dice_entry import try_faces
from gui.game.document import GameDocument
from gui.widgets.odds_panel import OddsPanel
from gui.widgets.spec_form import SpecForm
from models.i18n import tr
from models.ledger import play
from models.ledger.errors import LedgerError
from models.ledger.play import WeaponChoice
from models.ledger.system_attacks import SYSTEM_ATTACKS, outcome_name
from models.ledger.tc_attacks import describe_effects
from models.ledger.views import MemberView
from models.rules.dice import DiceSource
from models.rules.spec import field_info

GROUP_TITLES = {  # translated by SpecForm
    "attack": str(QT_TRANSLATE_NOOP("SpecForm", "Attack")),
    "situation": str(QT_TRANSLATE_NOOP("SpecForm", "Situation")),
    "weapon": str(QT_TRANSLATE_NOOP("SpecForm", "Weapon")),
    "target": str(QT_TRANSLATE_NOOP("SpecForm", "Target")),
    "markers": str(QT_TRANSLATE_NOOP("SpecForm", "Markers")),
}


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


class SystemAttackWizard(QWizard):
    def __init__(self, document: GameDocument, attacker_id: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("systemAttackWizard")
        self.document = document
        self.declaration = SYSTEM_ATTACKS[document.game.system]
        self.attacker: MemberView = document.member(attacker_id)
        self.setWindowTitle(self.tr("Attack with %s") % self.attacker.name)
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.weapons = document.table.weapons(attacker_id)
        self.plan: play.AttackPlan | None = None  # of the situation as it stands, when valid
        self.attack_done: play.AttackDone | None = None  # resolved with the dice
        self.chart_odds: dict[str, Fraction] = {}

        # Page 1: weapon and target.
        first = _Page()
        first.setTitle(self.tr("Weapon and target"))
        self.weapon = QComboBox()
        self.weapon.setAccessibleName(self.tr("Weapon"))
        for w in self.weapons:
            if w.key == play.PROFILE:
                self.weapon.addItem(self.tr("(no weapon: the profile alone)"), w.key)
            else:
                self.weapon.addItem(f"{w.name} ({w.kind})", w.key)
        self.target = QComboBox()
        self.target.setAccessibleName(self.tr("Target"))
        for enemy in document.enemies_of(attacker_id):
            self.target.addItem(f"{enemy.name} — {enemy.model_name}", enemy.id)
        form = QFormLayout(first)
        form.addRow(self.tr("&Weapon:"), self.weapon)
        form.addRow(self.tr("&Target:"), self.target)

        # Page 2: situation and odds.
        self.odds_page = _Page(self._prefill, lambda: self.plan is not None)
        self.odds_page.setTitle(self.tr("Situation and odds"))
        self.odds_page.setSubTitle(self.tr("Everything is filled in from the units; adjust it."))
        spec_type = self.declaration.spec_type
        groups = list(dict.fromkeys(info.group for info in field_info(spec_type).values()))
        panel = OddsPanel(
            SpecForm(spec_type, [(g, GROUP_TITLES.get(g, g)) for g in groups]),
            _capitalised(tr(self.declaration.measures[1].label)) + ":",
            self.tr("Notes:"),
        )
        self.form, self.chart, self.notes, self.problem = (
            panel.form,
            panel.chart,
            panel.items,
            panel.problem,
        )
        self.form.changed.connect(self.update_odds)
        QVBoxLayout(self.odds_page).addWidget(panel)

        # Page 3: dice.
        self.dice_page = _Page(complete=lambda: self.attack_done is not None)
        self.dice_page.setTitle(self.tr("Dice"))
        self.dice_page.setSubTitle(
            self.tr("The faces rolled at the table, in the order rolled, or let the app roll.")
        )
        self.faces_edit = QLineEdit()
        self.faces_edit.setAccessibleName(self.tr("Dice faces"))
        self.faces_edit.textChanged.connect(self.check_dice)
        self.roll_button = QPushButton(self.tr("&Roll for Me"))
        self.roll_button.clicked.connect(self.roll)
        self.status = QLabel()
        self.status.setWordWrap(True)
        dice_row = QHBoxLayout()
        dice_row.addWidget(self.faces_edit, 1)
        dice_row.addWidget(self.roll_button)
        column = QVBoxLayout(self.dice_page)
        column.addLayout(dice_row)
        column.addWidget(self.status)
        column.addStretch(1)

        # Page 4: result.
        self.result_page = _Page(self._show_result)
        self.result_page.setTitle(self.tr("Result"))
        self.result_text = QPlainTextEdit()
        self.result_text.setReadOnly(True)
        self.result_text.setAccessibleName(self.tr("Result"))
        QVBoxLayout(self.result_page).addWidget(self.result_text)
        for page in (first, self.odds_page, self.dice_page, self.result_page):
            self.addPage(page)
        self.resize(self.fontMetrics().averageCharWidth() * 130, self.fontMetrics().height() * 40)

    def chosen(self) -> tuple[WeaponChoice, int]:
        return self.weapons[self.weapon.currentIndex()], int(self.target.currentData())

    def _prefill(self) -> None:
        weapon, target = self.chosen()
        self.form.set_values(
            play.prefill_attack(self.document.table, self.attacker.id, weapon, target)
        )
        self.update_odds()

    def update_odds(self) -> None:
        weapon, target = self.chosen()
        try:
            plan = play.plan_attack(
                self.document.table, self.attacker.id, weapon, target, self.form.values()
            )
        except LedgerError as exc:
            self.problem.setText(f"⚠ {exc}")
            self.plan = None
        else:
            self.problem.setText("")
            self.plan = plan
            report = plan.odds
            group = report.distributions[self.declaration.chart]
            self.chart_odds = dict(group)
            outcomes = [(outcome_name(k), p) for k, p in report.outcomes.items()]
            bars = list(group.items())
            while len(bars) > 2 and bars[-1][1] == 0:  # "19 models removed: 0 %" says nothing
                bars.pop()
            self.chart.set_odds(bars, outcomes)
            self.notes.clear()
            self.notes.addItems(list(plan.notes))
        self.odds_page.completeChanged.emit()

    def _resolve(self, dice: DiceSource) -> play.AttackDone:
        assert self.plan is not None
        return play.resolve_attack(self.document.table, self.plan, dice)

    def roll(self) -> None:
        done, rolled = play.roll(self._resolve, None)
        self.faces_edit.blockSignals(True)
        self.faces_edit.setText(" ".join(map(str, rolled.faces)))
        self.faces_edit.blockSignals(False)
        self._accept(replace(done, rolled=rolled))

    def check_dice(self) -> None:
        self.attack_done = None
        checked = try_faces(self.faces_edit.text(), self._resolve)
        if checked.result is not None:
            self._accept(replace(checked.result, rolled=play.Rolled(tuple(checked.faces))))
            return
        self.status.setText(checked.problem)
        self.dice_page.completeChanged.emit()

    def _accept(self, done: play.AttackDone) -> None:
        self.attack_done = done
        seed = done.rolled.seed
        seeded = [self.tr("Rolled by the app, seed %d.") % seed] if seed is not None else []
        self.status.setText("\n".join([*done.steps, *seeded]))
        self.dice_page.completeChanged.emit()

    def _show_result(self) -> None:
        if self.attack_done is None:
            return
        lines = [
            self.attack_done.summary,
            "",
            self.tr("Step by step:"),
            *(f"  {step}" for step in self.attack_done.steps),
            "",
            self.tr("Finish will record:"),
            *(
                f"  • {c}"
                for c in describe_effects(self.attack_done.effects, self.document.names())
            ),
        ]
        self.result_text.setPlainText("\n".join(lines))

    def accept(self) -> None:
        if self.attack_done is not None:
            event = play.attack_event(self.document.table, self.attack_done)
            summary = str(event.outcome["summary"])
            if self.document.record(self.tr("Attack: %s") % summary, event) is None:
                return  # not saved (the document said why): the dice typed stay for a retry
        super().accept()


class _Page(QWizardPage):
    """A page whose set-up and completeness are the wizard's to say."""

    # Class defaults: Qt may ask isComplete() while __init__ is still running.
    _initialize: Callable[[], None] | None = None
    _complete: Callable[[], bool] | None = None

    def __init__(
        self,
        initialize: Callable[[], None] | None = None,
        complete: Callable[[], bool] | None = None,
    ) -> None:
        super().__init__()
        self._initialize = initialize
        self._complete = complete
        self.completeChanged.emit()

    def initializePage(self) -> None:  # noqa: N802
        if self._initialize is not None:
            self._initialize()

    def isComplete(self) -> bool:  # noqa: N802
        return self._complete() if self._complete is not None else super().isComplete()
