"""The attack wizard of the ranked-fantasy, Dies Irae and warzone systems.

The same flow as Trench Crusade's — weapon and target → situation and odds → dice → result —
driven by each system's declaration in models/ledger/system_attacks.py: the situation inputs
come from its attack spec, the odds from its rules core, the steps from its `resolve`.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

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
from models.ledger.games import NewEvent
from models.ledger.system_attacks import SYSTEM_ATTACKS, Sides, outcome_name
from models.ledger.tc_attacks import describe_effects
from models.ledger.views import MemberView
from models.rules.dice import DiceSource, SeededDice
from models.rules.explain import Explained
from models.rules.spec import SpecError, field_info, from_mapping
from models.rules.system import OddsReport

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
        catalog = document.catalog
        self.weapons = [catalog.items[i.key] for i in self.attacker.items if i.key in catalog.items]
        self.weapons = [w for w in self.weapons if w.category in ("ranged", "melee")]
        self.spec_data: dict[str, Any] = {}
        self.report: OddsReport | None = None  # of spec_data, when it is valid
        self.resolved: Explained[Any] | None = None
        self.faces: list[int] = []
        self.seed: int | None = None
        self.chart_odds: dict[str, Fraction] = {}

        # Page 1: weapon and target.
        first = _Page()
        first.setTitle(self.tr("Weapon and target"))
        self.weapon = QComboBox()
        self.weapon.setAccessibleName(self.tr("Weapon"))
        for w in self.weapons:
            self.weapon.addItem(f"{w.name} ({w.category})", w.id)
        self.weapon.addItem(self.tr("(no weapon: the profile alone)"), None)
        self.target = QComboBox()
        self.target.setAccessibleName(self.tr("Target"))
        for enemy in document.enemies_of(attacker_id):
            self.target.addItem(f"{enemy.name} — {enemy.model_name}", enemy.id)
        form = QFormLayout(first)
        form.addRow(self.tr("&Weapon:"), self.weapon)
        form.addRow(self.tr("&Target:"), self.target)

        # Page 2: situation and odds.
        self.odds_page = _Page(self._prefill, lambda: bool(self.spec_data))
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
        self.dice_page = _Page(complete=lambda: self.resolved is not None)
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

    def sides(self) -> Sides:
        target = self.document.member(int(self.target.currentData()))
        weapon_key = self.weapon.currentData()
        return Sides(
            self.document.catalog,
            self.attacker,
            self.document.state_of(self.attacker.id),
            self.document.catalog.items[weapon_key] if weapon_key else None,
            target,
            self.document.state_of(target.id),
        )

    def _prefill(self) -> None:
        self.form.set_values(self.declaration.prefill(self.sides()))
        self.update_odds()

    def update_odds(self) -> None:
        data = self.form.values()
        try:
            spec = from_mapping(self.declaration.spec_type, data)
            report = self.declaration.odds(spec)
        except (SpecError, ValueError) as exc:
            self.problem.setText(f"⚠ {exc}")
            self.spec_data, self.report = {}, None
        else:
            self.problem.setText("")
            self.spec_data, self.report = data, report
            group = report.distributions[self.declaration.chart]
            self.chart_odds = dict(group)
            outcomes = [(outcome_name(k), p) for k, p in report.outcomes.items()]
            bars = list(group.items())
            while len(bars) > 2 and bars[-1][1] == 0:  # "19 models removed: 0 %" says nothing
                bars.pop()
            self.chart.set_odds(bars, outcomes)
            self.notes.clear()
            self.notes.addItems(list(report.notes))
        self.odds_page.completeChanged.emit()

    def roll(self) -> None:
        dice = SeededDice()
        result = self._resolve(dice)
        self.faces_edit.blockSignals(True)
        self.faces_edit.setText(" ".join(map(str, dice.rolled)))
        self.faces_edit.blockSignals(False)
        self._accept(result, list(dice.rolled), dice.seed)

    def _resolve(self, dice: DiceSource) -> Explained[Any]:
        return self.declaration.resolve(
            from_mapping(self.declaration.spec_type, self.spec_data), dice
        )

    def check_dice(self) -> None:
        self.resolved, self.seed = None, None
        checked = try_faces(self.faces_edit.text(), self._resolve)
        if checked.result is not None:
            self._accept(checked.result, checked.faces, None)
            return
        self.status.setText(checked.problem)
        self.dice_page.completeChanged.emit()

    def _accept(self, result: Explained[Any], faces: list[int], seed: int | None) -> None:
        self.resolved, self.faces, self.seed = result, faces, seed
        seeded = [self.tr("Rolled by the app, seed %d.") % seed] if seed is not None else []
        self.status.setText("\n".join([*result.steps, *seeded]))
        self.dice_page.completeChanged.emit()

    def effects(self) -> list[dict[str, Any]]:
        assert self.resolved is not None
        changes = self.declaration.effects(self.sides(), self.resolved.outcome)
        changes.append({"member": self.attacker.id, "flag": "activated", "value": True})
        return changes

    def _show_result(self) -> None:
        if self.resolved is None:
            return
        lines = [
            self.declaration.summary(self.resolved.outcome),
            "",
            self.tr("Step by step:"),
            *(f"  {step}" for step in self.resolved.steps),
            "",
            self.tr("Finish will record:"),
            *(f"  • {c}" for c in describe_effects(self.effects(), self.document.names())),
        ]
        self.result_text.setPlainText("\n".join(lines))

    def accept(self) -> None:
        report = self.report
        if self.resolved is not None and report is not None:
            sides = self.sides()
            what = self.declaration.summary(self.resolved.outcome)
            weapon = sides.weapon.name if sides.weapon else self.tr("profile")
            summary = f"{self.attacker.name} → {sides.target.name} ({weapon}): {what}"
            recorded = self.document.record(
                self.tr("Attack: %s") % summary,
                NewEvent(
                    "attack",
                    actor_member_id=self.attacker.id,
                    target_member_id=sides.target.id,
                    spec=dict(self.spec_data),
                    dice=list(self.faces),
                    seed=self.seed,
                    outcome={
                        "summary": summary,
                        "result": what,
                        "weapon": weapon,
                        "steps": list(self.resolved.steps),
                        "effects": self.effects(),
                        **self.declaration.record(report, self.resolved.outcome),
                    },
                ),
            )
            if recorded is None:
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
