"""The attack wizard of every system: weapon and target → situation and odds → dice → result.

Keyboard-usable end to end (QWizard: Tab through the inputs, Enter for Next). Everything that
differs between systems comes from the game's profile (models/table/declaration.py): the
situation inputs are generated from its attack spec and pre-filled from the game state, the
odds beside them are recomputed exactly on every change and charted as its rules say, and the
BLAST and shot-into-melee lists appear where its rules have them. Dice are the faces rolled at
the table, checked as they are typed, or "Roll for me" with the seed shown; the result page says
step by step what happened and what will change, and Finish records it as one undoable event.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
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
from gui.widgets.sizing import fit_to_screen
from gui.widgets.spec_form import SpecForm
from models.i18n import tr
from models.ledger.games import play
from models.ledger.games.play import WeaponChoice
from models.rules.dice import DiceSource
from models.rules.spec import field_info
from models.table.declaration import AttackRules, describe_effects
from models.table.errors import LedgerError
from models.table.views import MemberView

GROUP_TITLES = {  # of a spec whose rules name no groups; translated by SpecForm
    "attack": str(QT_TRANSLATE_NOOP("SpecForm", "Attack")),
    "situation": str(QT_TRANSLATE_NOOP("SpecForm", "Situation")),
    "weapon": str(QT_TRANSLATE_NOOP("SpecForm", "Weapon")),
    "target": str(QT_TRANSLATE_NOOP("SpecForm", "Target")),
    "markers": str(QT_TRANSLATE_NOOP("SpecForm", "Markers")),
}


def form_groups(rules: AttackRules) -> list[tuple[str, str]]:
    """The situation form's groups and titles: the rules' own, or the spec's groups."""
    if rules.groups is not None:
        return [(key, tr(title)) for key, title in rules.groups]
    groups = dict.fromkeys(info.group for info in field_info(rules.spec_type).values())
    return [(g, GROUP_TITLES.get(g, g)) for g in groups]


class AttackWizard(QWizard):
    """Collects the attack and shows it; the ledger (models/ledger/games/play.py) plans it with its
    odds, resolves it with the dice and writes its event."""

    def __init__(self, document: GameDocument, attacker_id: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("attackWizard")
        self.document = document
        self.rules = document.table.profile.attack
        self.attacker: MemberView = document.member(attacker_id)
        self.setWindowTitle(self.tr("Attack with %s") % self.attacker.name)
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        self.weapons: list[WeaponChoice] = document.table.weapons(attacker_id)
        self.plan: play.AttackPlan | None = None  # of the situation as it stands, when valid
        self.attack_done: play.AttackDone | None = None  # resolved with the dice
        self.weapon_page = _WeaponPage(self)
        self.odds_page = _OddsPage(self)
        self.dice_page = _DicePage(self)
        self.result_page = _ResultPage(self)
        for page in (self.weapon_page, self.odds_page, self.dice_page, self.result_page):
            self.addPage(page)
        fit_to_screen(self, 200, 52)  # the situation and the odds side by side, unscrolled

    # -- shared state between pages ----------------------------------------------------------
    def weapon(self) -> WeaponChoice:
        return self.weapons[self.weapon_page.weapon.currentIndex()]

    def target(self) -> MemberView:
        return self.document.member(int(self.weapon_page.target.currentData()))

    def involved(self) -> dict[str, list[int]]:
        friends, enemies = self.weapon_page.melee_ids()
        return {
            "blast": self.weapon_page.blast_ids(),
            "melee_friends": friends,
            "melee_enemies": enemies,
        }

    def prefill(self) -> dict[str, Any]:
        return play.prefill_attack(
            self.document.table,
            self.attacker.id,
            self.weapon(),
            self.target().id,
            **self.involved(),
        )

    def plan_with(self, situation: dict[str, Any]) -> play.AttackPlan:
        return play.plan_attack(
            self.document.table,
            self.attacker.id,
            self.weapon(),
            self.target().id,
            situation,
            **self.involved(),
        )

    def resolve_all(self, dice: DiceSource) -> play.AttackDone:
        assert self.plan is not None
        return play.resolve_attack(self.document.table, self.plan, dice)

    def accept(self) -> None:
        """Finish: record the attack as one event (saved at once, undoable)."""
        if self.attack_done is not None:
            event = play.attack_event(self.document.table, self.attack_done)
            summary = str(event.outcome["summary"])
            if self.document.record(self.tr("Attack: %s") % summary, event) is None:
                return  # not saved (the document said why): the dice typed stay for a retry
        super().accept()


class _WeaponPage(QWizardPage):
    def __init__(self, wizard: AttackWizard) -> None:
        super().__init__()
        self.wizard_ = wizard
        self.setTitle(self.tr("Weapon and target"))
        self.setSubTitle(
            self.tr("%s attacks. Pick the weapon and the model it attacks.") % wizard.attacker.name
        )
        self.weapon = QComboBox()
        self.weapon.setAccessibleName(self.tr("Weapon"))
        for w in wizard.weapons:
            if w.key == play.PROFILE:
                self.weapon.addItem(self.tr("(no weapon: the profile alone)"), w.key)
                continue
            kind = self.tr("ranged") if w.kind == "ranged" else self.tr("melee")
            self.weapon.addItem(f"{w.name} ({kind})", w.key)
        self.target = QComboBox()
        self.target.setAccessibleName(self.tr("Target"))
        for enemy in wizard.document.enemies_of(wizard.attacker.id):
            # its markers beside it: a Down target or one with BLOOD changes the odds
            state = wizard.document.state_text(enemy.id)
            self.target.addItem(
                f"{enemy.name} — {enemy.model_name}" + (f" ({state})" if state else ""), enemy.id
            )
        self.blast = QListWidget()
        self.blast.setAccessibleName(self.tr("Also under the blast"))
        self.blast_label = QLabel()
        self.blast_label.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(self.tr("&Weapon:"), self.weapon)
        form.addRow(self.tr("&Target:"), self.target)
        form.addRow(self.blast_label)
        form.addRow(self.blast)
        self.note = QLabel()
        self.note.setWordWrap(True)
        form.addRow(self.note)
        if not self.target.count():
            self.note.setText(self.tr("No enemy model is left in the game to attack."))
        self.melee = QListWidget()
        self.melee.setAccessibleName(self.tr("Models in that melee"))
        self.melee_label = QLabel()
        self.melee_label.setWordWrap(True)
        form.addRow(self.melee_label)
        form.addRow(self.melee)
        self.weapon.currentIndexChanged.connect(self._fill_blast)
        self.target.currentIndexChanged.connect(self._fill_blast)
        self._fill_blast()

    def _fill_blast(self) -> None:
        """BLAST (TC-R7): tick every other model (friend or foe) within the radius."""
        self._fill_melee()
        wizard = self.wizard_
        index = self.weapon.currentIndex()
        chosen = wizard.weapons[index] if 0 <= index < len(wizard.weapons) else None
        table = wizard.document.table
        text = wizard.rules.area_text(table, chosen) if chosen is not None else None
        self.blast.clear()
        self.blast.setVisible(bool(text))
        self.blast_label.setVisible(bool(text))
        if not text or self.target.currentData() is None:
            return
        self.blast_label.setText(text)
        target_id = int(self.target.currentData())
        for side in wizard.document.sides:
            for m in side.members:
                if m.id in (target_id, wizard.attacker.id):
                    continue
                if "out_of_action" in wizard.document.state_of(m.id).flags:
                    continue
                item = QListWidgetItem(
                    f"{m.name} — {m.model_name} ({side.participant.warband_name})"
                )
                item.setData(Qt.ItemDataRole.UserRole, m.id)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
                self.blast.addItem(item)

    def _fill_melee(self) -> None:
        wizard = self.wizard_
        index = self.weapon.currentIndex()
        ranged = 0 <= index < len(wizard.weapons) and wizard.weapons[index].kind == "ranged"
        text = (
            wizard.rules.into_melee_text(wizard.document.table, wizard.weapons[index])
            if ranged
            else ""
        )
        ranged = ranged and bool(text)
        self.melee_label.setText(text)
        self.melee.clear()
        self.melee.setVisible(ranged)
        self.melee_label.setVisible(ranged)
        if not ranged or self.target.currentData() is None:
            return
        target_id = int(self.target.currentData())
        mine = wizard.document.side_of(wizard.attacker.id)
        for side in wizard.document.sides:
            for m in side.members:
                if m.id in (target_id, wizard.attacker.id):
                    continue
                if "out_of_action" in wizard.document.state_of(m.id).flags:
                    continue
                if side.participant.side != mine and not wizard.rules.melee_enemies_listed:
                    continue
                whose = self.tr("friend") if side.participant.side == mine else self.tr("enemy")
                item = QListWidgetItem(f"{m.name} — {m.model_name} ({whose})")
                item.setData(Qt.ItemDataRole.UserRole, m.id)
                item.setData(Qt.ItemDataRole.UserRole + 1, side.participant.side == mine)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
                self.melee.addItem(item)

    def melee_ids(self) -> tuple[list[int], list[int]]:
        """(friends, other enemies) ticked as within 1" of the target."""
        friends: list[int] = []
        enemies: list[int] = []
        for i in range(self.melee.count()):
            item = self.melee.item(i)
            if item is None or item.checkState() != Qt.CheckState.Checked:
                continue
            mine = bool(item.data(Qt.ItemDataRole.UserRole + 1))
            (friends if mine else enemies).append(int(item.data(Qt.ItemDataRole.UserRole)))
        return friends, enemies

    def blast_ids(self) -> list[int]:
        return [
            int(item.data(Qt.ItemDataRole.UserRole))
            for i in range(self.blast.count())
            if (item := self.blast.item(i)) is not None
            and item.checkState() == Qt.CheckState.Checked
        ]

    def isComplete(self) -> bool:  # noqa: N802
        return self.weapon.count() > 0 and self.target.count() > 0


class _OddsPage(QWizardPage):
    def __init__(self, wizard: AttackWizard) -> None:
        super().__init__()
        self.wizard_ = wizard
        self.setTitle(self.tr("Situation and odds"))
        self.setSubTitle(
            self.tr("Tick what the table decides; the exact odds follow every change.")
        )
        rules = wizard.rules
        panel = OddsPanel(
            # three columns: the whole situation without scrolling on a 1366×768 laptop
            SpecForm(rules.spec_type, form_groups(rules), wizard.document.table.edition, columns=3),
            rules.chart_heading(),
            tr(rules.notes_title),
        )
        self.form, self.chart, self.modifiers, self.problem = (
            panel.form,
            panel.chart,
            panel.items,
            panel.problem,
        )
        self.form.changed.connect(self.update_odds)
        QVBoxLayout(self).addWidget(panel)

    def initializePage(self) -> None:  # noqa: N802
        wizard = self.wizard_
        prefilled = wizard.prefill()
        self.form.set_values(prefilled)
        self.form.hide_fields(wizard.rules.hidden_fields(prefilled))
        limits = wizard.rules.limits(wizard.document.table, wizard.attacker.id, wizard.target().id)
        for name, most in limits.items():
            self.form.limit(name, most)
        self.update_odds()

    def update_odds(self) -> None:
        wizard = self.wizard_
        try:
            plan = wizard.plan_with(self.form.values())
        except LedgerError as exc:
            was_complete, wizard.plan = wizard.plan is not None, None
            self.problem.setText("\n".join(f"⚠ {p}" for p in str(exc).split("; ")))
            if was_complete:
                self.completeChanged.emit()
            return
        was_complete, wizard.plan = wizard.plan is not None, plan
        if self.problem.text():
            self.problem.setText("")
        if not was_complete:
            self.completeChanged.emit()
        self.chart.set_odds(*wizard.rules.chart(plan.odds))
        # Rebuilt only when they change: this runs at every tick of the form.
        empty = [tr(wizard.rules.no_notes)] if wizard.rules.no_notes else []
        notes = list(plan.notes) or empty
        shown = [self.modifiers.item(row).text() for row in range(self.modifiers.count())]
        if notes != shown:
            self.modifiers.clear()
            self.modifiers.addItems(notes)

    def isComplete(self) -> bool:  # noqa: N802
        return self.wizard_.plan is not None


class _DicePage(QWizardPage):
    def __init__(self, wizard: AttackWizard) -> None:
        super().__init__()
        self.wizard_ = wizard
        self.setTitle(self.tr("Dice"))
        self.setSubTitle(tr(wizard.rules.dice_hint))
        self.faces = QLineEdit()
        self.faces.setAccessibleName(self.tr("Dice faces"))
        self.faces.setPlaceholderText(self.tr("e.g. 6 4 5 3"))
        self.faces.textChanged.connect(self.check)
        self.roll_button = QPushButton(self.tr("&Roll for Me"))
        self.roll_button.clicked.connect(self.roll)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row = QHBoxLayout()
        row.addWidget(self.faces, 1)
        row.addWidget(self.roll_button)
        layout = QVBoxLayout(self)
        label = QLabel(self.tr("&Faces:"))
        label.setBuddy(self.faces)
        layout.addWidget(label)
        layout.addLayout(row)
        layout.addWidget(self.status)
        layout.addStretch(1)

    def initializePage(self) -> None:  # noqa: N802
        self.wizard_.attack_done = None
        self.check()
        self.faces.setFocus()

    def roll(self) -> None:
        done, rolled = play.roll(self.wizard_.resolve_all, None)
        self.faces.blockSignals(True)
        self.faces.setText(" ".join(map(str, rolled.faces)))
        self.faces.blockSignals(False)
        self._accept(replace(done, rolled=rolled))

    def check(self) -> None:
        """Resolve with the faces typed so far and say what is still needed."""
        wizard = self.wizard_
        wizard.attack_done = None
        checked = try_faces(self.faces.text(), wizard.resolve_all)
        if checked.result is not None:
            self._accept(replace(checked.result, rolled=play.Rolled(tuple(checked.faces))))
            return
        # A burst: the shots the faces already decide, while the next waits for its dice.
        done: list[str] = []
        if checked.missing and wizard.plan is not None:
            done = play.shots_decided(wizard.document.table, wizard.plan, checked.faces)
        self.status.setText("\n".join([*done, checked.problem]))
        self.completeChanged.emit()

    def _accept(self, done: play.AttackDone) -> None:
        self.wizard_.attack_done = done
        seed = done.rolled.seed
        rolled = self.tr("Rolled by the app, seed %d.") % seed if seed is not None else ""
        self.status.setText("\n".join([*done.steps, rolled]).strip())
        self.completeChanged.emit()

    def isComplete(self) -> bool:  # noqa: N802
        return self.wizard_.attack_done is not None


class _ResultPage(QWizardPage):
    def __init__(self, wizard: AttackWizard) -> None:
        super().__init__()
        self.wizard_ = wizard
        self.setTitle(self.tr("Result"))
        self.setSubTitle(self.tr("What happened, and what Finish will record."))
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setAccessibleName(self.tr("Result"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        self.setFinalPage(True)

    def initializePage(self) -> None:  # noqa: N802
        wizard = self.wizard_
        done = wizard.attack_done
        if done is None:
            return
        lines = [
            wizard.rules.headline(done),
            "",
            self.tr("Step by step:"),
            *(f"  {step}" for step in done.steps),
            "",
            self.tr("Finish will record:"),
            *(
                f"  • {line}"
                for line in describe_effects(
                    done.effects, wizard.document.names(), wizard.document.table.profile.tracked
                )
            ),
        ]
        self.text.setPlainText("\n".join(lines))
        self.text.setToolTip(wizard.rules.headline_exact(done))  # the exact odds, on demand
