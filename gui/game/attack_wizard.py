"""The Trench Crusade attack wizard: weapon and target → situation and odds → dice → result.

Keyboard-usable end to end (QWizard: Tab through the inputs, Enter for Next). The situation
inputs are generated from the attack-spec declaration and pre-filled from the game state and
keywords (models/ledger/tc_attacks.py); the odds beside them are recomputed exactly on every
change. Dice are the faces rolled at the table, checked as they are typed, or "Roll for me"
with the seed shown; the result page says step by step what happened and what will change, and
Finish records it as one undoable event.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
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
from gui.widgets.spec_form import SpecForm
from models.i18n import format_percent
from models.ledger.games import NewEvent
from models.ledger.tc_attacks import (
    Weapon,
    attack_spec,
    describe_effects,
    effects,
    spending_problems,
    weapons,
)
from models.ledger.views import MemberView
from models.rules.dice import DiceError, DiceSource, GivenDice, NotEnoughDice, SeededDice
from models.rules.spec import SpecError, from_mapping
from models.rules.system import fraction_text
from models.rules.trench_crusade.attack import RESULTS, Resolution, resolve, result_name
from models.rules.trench_crusade.odds import tc_odds
from models.rules.trench_crusade.spec import Edition, TCAttackSpec, reduce

SITUATION_GROUPS = (  # titles translated by SpecForm
    ("situation", str(QT_TRANSLATE_NOOP("SpecForm", "Situation"))),
    ("attack", str(QT_TRANSLATE_NOOP("SpecForm", "The attack (from the attacker's profile)"))),
    ("markers", str(QT_TRANSLATE_NOOP("SpecForm", "Markers spent"))),
    ("weapon", str(QT_TRANSLATE_NOOP("SpecForm", "Weapon (from the catalog)"))),
    ("target", str(QT_TRANSLATE_NOOP("SpecForm", "Target (from the catalog and the game)"))),
)


class AttackWizard(QWizard):
    def __init__(self, document: GameDocument, attacker_id: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("attackWizard")
        self.document = document
        self.attacker: MemberView = document.member(attacker_id)
        self.setWindowTitle(self.tr("Attack with %s") % self.attacker.name)
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        self.weapons = weapons(document.catalog, self.attacker)
        self.spec_data: dict[str, Any] = {}
        self.resolution: Resolution | None = None  # the attack on the target
        self.also_hit: list[tuple[MemberView, dict[str, Any], Resolution]] = []
        self.faces: list[int] = []
        self.seed: int | None = None
        self.probability: dict[str, Fraction] = {}
        self.weapon_page = _WeaponPage(self)
        self.odds_page = _OddsPage(self)
        self.dice_page = _DicePage(self)
        self.result_page = _ResultPage(self)
        for page in (self.weapon_page, self.odds_page, self.dice_page, self.result_page):
            self.addPage(page)
        self.resize(self.fontMetrics().averageCharWidth() * 130, self.fontMetrics().height() * 40)

    # -- shared state between pages ----------------------------------------------------------
    def weapon(self) -> Weapon:
        return self.weapons[self.weapon_page.weapon.currentIndex()]

    def target(self) -> MemberView:
        return self.document.member(int(self.weapon_page.target.currentData()))

    def prefill(self) -> dict[str, Any]:
        return attack_spec(
            self.document.catalog,
            self.attacker,
            self.document.state_of(self.attacker.id),
            self.weapon(),
            self.target(),
            self.document.state_of(self.target().id),
        )

    def spec(self) -> TCAttackSpec:
        return from_mapping(TCAttackSpec, self.spec_data)

    def edition(self) -> Edition:
        edition = self.document.game.edition
        return "tc-1.0" if edition == "tc-1.0" else "tc-1.6"

    def blast_victims(self) -> list[MemberView]:
        return [self.document.member(i) for i in self.weapon_page.blast_ids()]

    def resolve_all(
        self, dice: DiceSource
    ) -> tuple[Resolution, list[tuple[MemberView, dict[str, Any], Resolution]]]:
        """The attack on the target, then (on a hit) each other model under the BLAST with its
        own injury roll, a critical's extra injury dice included (TC-R7)."""
        main = resolve(self.spec(), dice, self.edition())
        others: list[tuple[MemberView, dict[str, Any], Resolution]] = []
        outcome = main.outcome
        hit = outcome.hit_class if outcome.assignment == "target" else outcome.stray
        if hit in (None, "miss"):
            return main, others
        crit_bonus = 0
        if hit == "critical":
            crit_bonus = 2 if self.spec_data.get("critical_keyword") else 1
        victims = self.blast_victims()
        if outcome.assignment != "target":
            # TC-A7: the shot went to a random friend, or to another enemy, in that melee.
            friends, enemies = self.weapon_page.melee_ids()
            pool = friends if outcome.assignment == "friendly" else enemies
            if not pool:
                return main, others
            (face,) = dice.roll(1, len(pool)) if len(pool) > 1 else (1,)
            victims = [self.document.member(pool[face - 1])]
        for victim in victims:
            data = attack_spec(
                self.document.catalog,
                self.attacker,
                self.document.state_of(self.attacker.id),
                self.weapon(),
                victim,
                self.document.state_of(victim.id),
            )
            data["auto_hit"] = True
            data.pop("shots", None)
            data["injury_dice"] = data.get("injury_dice", 0) + crit_bonus
            others.append(
                (victim, data, resolve(from_mapping(TCAttackSpec, data), dice, self.edition()))
            )
        return main, others

    def all_effects(self) -> list[dict[str, Any]]:
        """What the whole attack changes: the target, every BLAST victim, the attacker."""
        if self.resolution is None:
            return []
        target = self.target()
        changes = effects(
            self.spec_data,
            self.resolution.outcome,
            self.attacker.id,
            target.id,
            self.document.state_of(target.id),
        )
        for victim, data, resolution in self.also_hit:
            more = effects(
                data,
                resolution.outcome,
                self.attacker.id,
                victim.id,
                self.document.state_of(victim.id),
            )
            changes.extend(c for c in more if c not in changes)
        return changes

    def accept(self) -> None:
        """Finish: record the attack as one event (saved at once, undoable)."""
        if self.resolution is not None:
            target = self.target()
            outcome = self.resolution.outcome
            changes = self.all_effects()
            result = result_name(outcome.worst)
            summary = f"{self.attacker.name} → {target.name} ({self.weapon().name}): {result}"
            also_hit = [
                {"member": victim.id, "result": r.outcome.worst}
                for victim, _data, r in self.also_hit
            ]
            if also_hit:
                others = ", ".join(
                    f"{v.name} {result_name(r.outcome.worst)}" for v, _d, r in self.also_hit
                )
                summary += f"; also hit: {others}"
            steps = list(self.resolution.steps)
            for victim, _data, r in self.also_hit:
                steps.extend(f"{victim.name}: {step}" for step in r.steps)
            recorded = self.document.record(
                self.tr("Attack: %s") % summary,
                NewEvent(
                    "attack",
                    actor_member_id=self.attacker.id,
                    target_member_id=target.id,
                    spec=dict(self.spec_data),
                    dice=list(self.faces),
                    seed=self.seed,
                    outcome={
                        "summary": summary,
                        "result": outcome.worst,
                        "weapon": self.weapon().name,
                        "odds": fraction_text(self.probability.get(outcome.worst, Fraction(0))),
                        "blood_gained": outcome.blood_gained,
                        "steps": steps,
                        "also_hit": also_hit,  # BLAST victims, or the model a stray shot hit
                        "effects": changes,
                    },
                ),
            )
            if recorded is None:
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
            kind = self.tr("ranged") if w.attack == "ranged" else self.tr("melee")
            self.weapon.addItem(f"{w.name} ({kind})", w.key)
        self.target = QComboBox()
        self.target.setAccessibleName(self.tr("Target"))
        for enemy in wizard.document.enemies_of(wizard.attacker.id):
            self.target.addItem(f"{enemy.name} — {enemy.model_name}", enemy.id)
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
        self.melee_label = QLabel(
            self.tr(
                'Shooting into a melee (TC-A7)? Tick the other models within 1" of the target: '
                "a D6 sends the shot to a random friend (1–3) or enemy (4–6) among them."
            )
        )
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
        radius = chosen.item.modifiers.get("blast_radius") if chosen is not None else None
        self.blast.clear()
        self.blast.setVisible(bool(radius))
        self.blast_label.setVisible(bool(radius))
        if not radius or self.target.currentData() is None:
            return
        self.blast_label.setText(
            self.tr(
                'BLAST %d": tick every other model within %d" of the target\'s centre that '
                "can be seen from it; each makes its own injury roll if the attack hits."
            )
            % (radius, radius)
        )
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
        ranged = 0 <= index < len(wizard.weapons) and wizard.weapons[index].attack == "ranged"
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
        edition = wizard.document.game.edition
        panel = OddsPanel(
            SpecForm(TCAttackSpec, SITUATION_GROUPS, edition),
            self.tr("Odds of the worst result on the target:"),
            self.tr("Modifiers applied:"),
        )
        self.form, self.chart, self.modifiers, self.problem = (
            panel.form,
            panel.chart,
            panel.items,
            panel.problem,
        )
        self.form.changed.connect(self.update_odds)
        QVBoxLayout(self).addWidget(panel)
        self._hidden: dict[str, Any] = {}

    def initializePage(self) -> None:  # noqa: N802
        wizard = self.wizard_
        prefill = wizard.prefill()
        victims = len(wizard.weapon_page.blast_ids())
        if victims:
            prefill["blast_models"] = 1 + victims
        friends, enemies = wizard.weapon_page.melee_ids()
        if friends:
            prefill["into_melee_friends"] = len(friends)
            prefill["into_melee_enemies"] = 1 + len(enemies)
        self._hidden = {k: v for k, v in prefill.items() if k not in self.form.inputs}
        self.form.set_values(prefill)
        attacker = wizard.document.state_of(wizard.attacker.id).counters
        target = wizard.document.state_of(wizard.target().id).counters
        # Markers to spend: never more than the model has (TC-K).
        self.form.limit("blood_spent_on_hit", attacker.get("blood", 0))
        self.form.limit("blessings_spent_on_hit", attacker.get("blessing", 0))
        self.form.limit("blood_spent_on_injury", target.get("blood", 0))
        self.form.limit("blessings_spent_on_injury", target.get("blessing", 0))
        self.update_odds()

    def current_spec(self) -> dict[str, Any]:
        return {**self._hidden, **self.form.values()}

    def update_odds(self) -> None:
        wizard = self.wizard_
        data = self.current_spec()
        problems = spending_problems(
            data,
            wizard.document.state_of(wizard.attacker.id),
            wizard.document.state_of(wizard.target().id),
        )
        try:
            spec = from_mapping(TCAttackSpec, data)
            report = tc_odds(spec, wizard.edition())
            notes = reduce(spec, wizard.edition()).notes
        except (SpecError, ValueError) as exc:
            problems.append(str(exc))
            report = None
        self.problem.setText("\n".join(f"⚠ {p}" for p in problems))
        self.ok = not problems and report is not None
        self.completeChanged.emit()
        if report is None:
            return
        wizard.spec_data = data
        wizard.probability = dict(report.outcomes)
        bars = [(result_name(r), report.outcomes[r]) for r in RESULTS]
        worse = {
            self.tr("Minor hit or worse"): ("minor_hit", "down", "out_of_action"),
            self.tr("Down or worse"): ("down", "out_of_action"),
        }
        lines = [
            (label, sum((report.outcomes[r] for r in keys), Fraction(0)))
            for label, keys in worse.items()
        ]
        self.chart.set_odds(bars, lines)
        self.modifiers.clear()
        self.modifiers.addItems([*notes, *report.notes] or [self.tr("None: a plain 2D6 roll")])

    def isComplete(self) -> bool:  # noqa: N802
        return getattr(self, "ok", False)


class _DicePage(QWizardPage):
    def __init__(self, wizard: AttackWizard) -> None:
        super().__init__()
        self.wizard_ = wizard
        self.setTitle(self.tr("Dice"))
        self.setSubTitle(
            self.tr(
                "Type the faces rolled at the table in the order they were rolled (hit roll, then "
                "injury roll), or let the app roll."
            )
        )
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
        self._seed: int | None = None

    def initializePage(self) -> None:  # noqa: N802
        self.wizard_.resolution = None
        self._seed = None
        self.check()
        self.faces.setFocus()

    def roll(self) -> None:
        dice = SeededDice()
        resolution, others = self.wizard_.resolve_all(dice)
        self._seed = dice.seed
        self.faces.blockSignals(True)
        self.faces.setText(" ".join(map(str, dice.rolled)))
        self.faces.blockSignals(False)
        self._accept(resolution, others, list(dice.rolled), dice.seed)

    def check(self) -> None:
        """Resolve with the faces typed so far and say what is still needed."""
        self._seed = None
        self.wizard_.resolution = None
        self.wizard_.also_hit = []
        checked = try_faces(self.faces.text(), self.wizard_.resolve_all)
        if checked.result is not None:
            self._accept(*checked.result, checked.faces, None)
            return
        # A burst: the shots the faces already decide, while the next waits for its dice.
        done = self._shots_done(checked.faces) if checked.missing else []
        self.status.setText("\n".join([*done, checked.problem]))
        self.completeChanged.emit()

    def _shots_done(self, faces: list[int]) -> list[str]:
        """A burst, shot by shot (TC-A3): the steps of the shots the faces already decide, each
        applied before the next, while the next shot still waits for its dice."""
        spec = self.wizard_.spec()
        for shots in range(spec.shots - 1, 0, -1):
            try:
                partial = resolve(
                    replace(spec, shots=shots), GivenDice(faces), self.wizard_.edition()
                )
            except (NotEnoughDice, DiceError):
                continue
            label = self.tr("Shot %d of %d: roll its dice.") % (shots + 1, spec.shots)
            return [*partial.steps, label]
        return []

    def _accept(
        self,
        resolution: Resolution,
        others: list[tuple[MemberView, dict[str, Any], Resolution]],
        faces: list[int],
        seed: int | None,
    ) -> None:
        wizard = self.wizard_
        wizard.resolution, wizard.faces, wizard.seed = resolution, faces, seed
        wizard.also_hit = others
        rolled = self.tr("Rolled by the app, seed %d.") % seed if seed is not None else ""
        lines = list(resolution.steps)
        for victim, _data, r in others:
            lines.extend(f"{victim.name}: {step}" for step in r.steps)
        self.status.setText("\n".join([*lines, rolled]).strip())
        self.completeChanged.emit()

    def isComplete(self) -> bool:  # noqa: N802
        return self.wizard_.resolution is not None


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
        resolution = wizard.resolution
        if resolution is None:
            return
        changes = wizard.all_effects()
        p = wizard.probability.get(resolution.outcome.worst, Fraction(0))
        lines = [
            self.tr("Outcome: %1 (its odds were %2 = %3).")
            .replace("%1", result_name(resolution.outcome.worst))
            .replace("%2", fraction_text(p))
            .replace("%3", format_percent(float(p))),
            "",
            self.tr("Step by step:"),
            *(f"  {step}" for step in resolution.steps),
            *(
                f"  {victim.name}: {step}"
                for victim, _data, r in wizard.also_hit
                for step in r.steps
            ),
            "",
            self.tr("Finish will record:"),
            *(f"  • {line}" for line in describe_effects(changes, wizard.document.names())),
        ]
        self.text.setPlainText("\n".join(lines))
