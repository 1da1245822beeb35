"""The Trench Crusade post-battle sequence for one warband after one battle (RULES.md §1.10):
Trauma → Promotions & Experience → Reinforcements → Exploration → Quartermaster → Roster.

One page per step; the dice are typed as rolled at the table or rolled by the app, with the
exact odds shown beside every choice that depends on them. Each action is a campaign event
(models/ledger/campaigns/post_battle.py): Undo Last Step takes the latest back.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from functools import partial

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from gui.campaign.battle_dialog import ticked
from gui.widgets.sizing import fit_to_screen
from models.catalog.catalog import Catalog, Item
from models.db import Database
from models.i18n import format_percent, tr
from models.ledger.campaigns import campaign_content, campaigns, post_battle
from models.ledger.catalogs import load_catalog
from models.ledger.games.play import parse_faces
from models.ledger.games.undo import CampaignUndo
from models.ledger.rosters import roster
from models.rules.dice import SeededDice
from models.table.errors import LedgerError
from models.table.views import MemberView, WarbandView


def percent(p: Fraction) -> str:
    return format_percent(float(p))


# TC-C8: the v1.0 books' exploration tables, by name (translated when shown).
TABLE_NAMES: dict[str, Callable[[], str]] = {
    "common": lambda: QCoreApplication.translate("Exploration", "Common"),
    "rare": lambda: QCoreApplication.translate("Exploration", "Rare"),
    "legendary": lambda: QCoreApplication.translate("Exploration", "Legendary"),
}


class PostBattleDialog(QDialog):
    changed = Signal()  # a step was taken, undone or recorded

    def __init__(
        self,
        database: Database,
        campaign_id: int,
        battle_id: int,
        warband_id: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("postBattleDialog")
        self.database = database
        self.campaign_id = campaign_id
        self.battle_id = battle_id
        self.warband_id = warband_id
        self.advancement_seed: tuple[int | None, tuple[int, ...]] = (None, ())
        self.seeds: dict[QLineEdit, tuple[int, str]] = {}
        with database.sessions() as session:
            warband = roster.get_warband(database, warband_id)
            self.catalog: Catalog = load_catalog(session, warband.system, warband.edition)
        self.faction_key = warband.faction_key
        self.patron_key = warband.patron.key if warband.patron else None
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.pages = QStackedWidget()
        self.page_of = {
            "trauma": self._trauma_page(),
            "experience": self._experience_page(),
            "reinforcements": self._reinforcements_page(),
            "exploration": self._exploration_page(),
            "quartermaster": self._quartermaster_page(),
            "roster": self._roster_page(),
            post_battle.DONE: self._done_page(),
        }
        widest = 0
        for page in self.page_of.values():
            # A page taller than the dialog (long explanations, longer languages) scrolls
            # down rather than squeezing its wrapped labels over each other; it never needs
            # to scroll sideways.
            scroll = QScrollArea()
            scroll.setWidget(page)
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            widest = max(widest, page.minimumSizeHint().width())
            self.pages.addWidget(scroll)
        scrollbar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self.pages.setMinimumWidth(widest + scrollbar)
        self.log = QListWidget()
        self.log.setAccessibleName(self.tr("Steps taken"))
        self.log.setMaximumHeight(self.log.fontMetrics().height() * 6)
        self.undo_button = QPushButton(self.tr("&Undo Last Step"))
        self.undo_button.clicked.connect(self.undo_last)
        self.next_button = QPushButton(self.tr("&Next Step ▶"))
        self.next_button.clicked.connect(self.next_step)
        close = QPushButton(self.tr("&Close"))
        close.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addWidget(self.undo_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.log)
        layout.addLayout(buttons)
        fit_to_screen(self, 130, 48)
        self.refresh()

    # -- shared ---------------------------------------------------------------------------
    def refresh(self) -> None:
        self.warband: WarbandView = roster.get_warband(self.database, self.warband_id)
        self.battle = campaigns.get_battle(self.database, self.battle_id)
        side = self.battle.side_of(self.warband_id)
        assert side is not None
        self.side = side
        self.step = side.post_battle
        number = post_battle.STEPS.index(self.step) + 1 if self.step in post_battle.STEPS else 6
        self.setWindowTitle(self.tr("Post-Battle: %s") % self.warband.name)
        self.heading.setText(
            self.tr("<b>%1</b> after round %2 (%3) — step %4 of 6: <b>%5</b>")
            .replace("%1", self.warband.name)
            .replace("%2", str(self.battle.round))
            .replace("%3", tr(campaigns.OUTCOME_NAMES[self.side.outcome]))
            .replace("%4", str(number))
            .replace("%5", tr(post_battle.STEP_NAMES[self.step]))
        )
        self.pages.setCurrentIndex(list(self.page_of).index(self.step))
        self.next_button.setEnabled(self.step != post_battle.DONE)
        self.next_button.setText(
            self.tr("&Finish") if self.step == "roster" else self.tr("&Next Step ▶")
        )
        self.log.clear()
        mine = [
            e
            for e in campaigns.campaign_log(self.database, self.campaign_id)
            if e.battle_id == self.battle_id and e.warband_id == self.warband_id
        ]
        for event in mine:
            self.log.addItem(event.summary + (self.tr(" (undone)") if event.undone else ""))
        self.log.scrollToBottom()
        self.undo_button.setEnabled(any(not e.undone for e in mine))
        self.fill_page()

    def member(self, member_id: int) -> MemberView:
        return next(m for m in self.warband.members if m.id == member_id)

    def act(self, action: Callable[[], object]) -> bool:
        try:
            action()
        except (LedgerError, ValueError) as exc:
            self.problem.setText(f"⚠ {exc}")
            return False
        self.problem.clear()
        self.refresh()
        self.changed.emit()  # the campaign behind the dialog shows each step at once
        return True

    def next_step(self) -> bool:
        done = self.act(
            lambda: post_battle.next_step(self.database, self.battle_id, self.warband_id)
        )
        if done and self.step == post_battle.DONE:
            self.accept()  # Finish: the sequence is over
        return done

    def undo_last(self) -> bool:
        events = [
            e
            for e in campaigns.campaign_log(self.database, self.campaign_id)
            if e.warband_id == self.warband_id and not e.undone
        ]
        if not events:
            return False
        step = CampaignUndo(self.campaign_id, events[-1].seq)
        return self.act(lambda: step.apply(self.database))

    def roll(self, count: int, target: QLineEdit) -> None:
        """The app's dice, from the seeded generator: the seed goes into the log with them."""
        dice = SeededDice()
        text = " ".join(map(str, dice.roll(count, 6)))
        target.setText(text)
        self.seeds[target] = (dice.seed, text)

    def seed_of(self, target: QLineEdit) -> int | None:
        """The seed of the faces in `target`, if the app rolled them and they are unchanged."""
        seed, text = self.seeds.get(target, (None, ""))
        return seed if target.text() == text else None

    def fill_page(self) -> None:
        fill: dict[str, Callable[[], None]] = {
            "trauma": self._fill_trauma,
            "experience": self._fill_experience,
            "exploration": self._fill_exploration,
            "quartermaster": self._fill_quartermaster,
            "roster": self._fill_roster,
        }
        if self.step in fill:
            fill[self.step]()

    # -- Trauma -----------------------------------------------------------------------------
    def _trauma_page(self) -> QWidget:
        page = QWidget()
        self.trauma_list = QListWidget()
        self.trauma_list.setAccessibleName(self.tr("Models taken Out of Action"))
        self.trauma_list.currentRowChanged.connect(lambda _row: self._trauma_odds())
        self.trauma_dice = QLineEdit()
        self.trauma_dice.setAccessibleName(self.tr("Trauma dice"))
        self.trauma_roll = roll = QPushButton(self.tr("Roll for &Me"))
        roll.clicked.connect(lambda: self.roll(self._trauma_count(), self.trauma_dice))
        self.trauma_button = QPushButton(self.tr("&Apply Trauma"))
        self.trauma_button.clicked.connect(self.apply_trauma)
        self.trauma_odds = QLabel()
        self.trauma_odds.setWordWrap(True)
        dice = QHBoxLayout()
        dice.addWidget(QLabel(self.tr("Dice:")))
        dice.addWidget(self.trauma_dice, 1)
        dice.addWidget(roll)
        dice.addWidget(self.trauma_button)
        layout = QVBoxLayout(page)
        layout.addWidget(
            QLabel(
                self.tr(
                    "Every model taken Out of Action rolls. A troop: one D6, dead on 1–2. "
                    "An elite: a D66 (tens, then units) on the trauma table, and a battle scar; "
                    "the third scar means unfit for duty, its kit to the arsenal."
                )
            )
        )
        layout.addWidget(self.trauma_list, 1)
        layout.addWidget(self.trauma_odds)
        layout.addLayout(dice)
        for label in page.findChildren(QLabel):
            label.setWordWrap(True)
        return page

    def _fill_trauma(self) -> None:
        self.trauma_list.clear()
        for member_id in post_battle.pending_trauma(self.database, self.battle_id, self.warband_id):
            m = self.member(member_id)
            kind = self.tr("elite") if m.elite else self.tr("troop")
            item = QListWidgetItem(f"{m.name} — {m.model_name} ({kind})", self.trauma_list)
            item.setData(Qt.ItemDataRole.UserRole, m.id)
        if self.trauma_list.count():
            self.trauma_list.setCurrentRow(0)
        self.trauma_button.setEnabled(self.trauma_list.count() > 0)
        self.trauma_roll.setEnabled(self.trauma_list.count() > 0)  # nobody left to roll for
        self._trauma_odds()

    def _trauma_member(self) -> MemberView | None:
        item = self.trauma_list.currentItem()
        return self.member(int(item.data(Qt.ItemDataRole.UserRole))) if item else None

    def _trauma_count(self) -> int:
        m = self._trauma_member()
        return post_battle.trauma_odds(self.catalog, m).dice if m is not None else 1

    def _trauma_odds(self) -> None:
        m = self._trauma_member()
        if m is None:
            self.trauma_odds.setText(self.tr("Nobody left to roll: go on to the next step."))
            return
        trauma = post_battle.trauma_odds(self.catalog, m)
        odds = trauma.odds
        if not m.elite:
            self.trauma_odds.setText(
                self.tr("%1: one D6 — dead %2, recovers %3.")
                .replace("%1", m.name)
                .replace("%2", percent(odds["Dead"]))
                .replace("%3", percent(odds["Recovers"]))
            )
            return
        likely = sorted(((n, p) for n, p in odds.items() if n != "Dead"), key=lambda kv: -kv[1])[:3]
        text = self.tr("%1: a D66 — ").replace("%1", m.name) + ", ".join(
            f"{name} {percent(p)}" for name, p in likely
        )
        text += self.tr("; Dead %s.") % percent(odds.get("Dead", Fraction(0)))
        if trauma.third_scar:
            text += " " + self.tr("This is its third scar: it will be unfit for duty.")
        self.trauma_odds.setText(text)

    def apply_trauma(self) -> bool:
        m = self._trauma_member()
        if m is None:
            return False
        done = self.act(
            lambda: post_battle.trauma(
                self.database,
                self.battle_id,
                self.warband_id,
                m.id,
                parse_faces(self.trauma_dice.text()),
                self.seed_of(self.trauma_dice),
            )
        )
        if done:
            self.trauma_dice.clear()
        return done

    # -- Promotions & Experience -------------------------------------------------------------
    def _experience_page(self) -> QWidget:
        page = QWidget()
        self.award_button = QPushButton(self.tr("&Award Experience to Everyone Who Took Part"))
        self.award_button.clicked.connect(
            lambda: self.act(
                lambda: post_battle.award_experience(self.database, self.battle_id, self.warband_id)
            )
        )
        self.award_preview = QLabel()
        self.award_preview.setWordWrap(True)

        promotion = QGroupBox(self.tr("Promotion of a troop (TC-C5)"))
        self.pool_label = QLabel()
        self.pool_label.setWordWrap(True)
        self.troops = QListWidget()
        self.troops.setAccessibleName(self.tr("Troops and their promotion dice"))
        self.promotion_dice = QLineEdit()
        self.promotion_dice.setAccessibleName(self.tr("Promotion dice"))
        self.promotion_dice.setToolTip(self.tr("The faces, in the order of the ticked troops"))
        self.promotion_roll = roll = QPushButton(self.tr("Roll for Me"))
        roll.clicked.connect(lambda: self.roll(self._assigned_dice(), self.promotion_dice))
        self.promote_button = QPushButton(self.tr("Roll &Promotion"))
        self.promote_button.clicked.connect(self.roll_promotion)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Dice:")))
        row.addWidget(self.promotion_dice, 1)
        row.addWidget(roll)
        row.addWidget(self.promote_button)
        box = QVBoxLayout(promotion)
        box.addWidget(self.pool_label)
        box.addWidget(self.troops)
        box.addLayout(row)

        advancement = QGroupBox(self.tr("Advancement (TC-C3, TC-C4)"))
        self.owed = QComboBox()
        self.owed.setAccessibleName(self.tr("Elite with an advancement roll"))
        self.tables = (QComboBox(), QComboBox())
        self.rolls = (QSpinBox(), QSpinBox())
        for i, (combo, spin) in enumerate(zip(self.tables, self.rolls, strict=True)):
            combo.addItems(list(post_battle.advancement_tables(self.catalog)))
            combo.setCurrentIndex(i)
            combo.setAccessibleName(self.tr("Skill table %d") % (i + 1))
            spin.setRange(2, 12)
            spin.setValue(7)
            spin.setAccessibleName(self.tr("2D6 on table %d") % (i + 1))
            combo.currentIndexChanged.connect(self._offer)
            spin.valueChanged.connect(self._offer)
        self.owed.currentIndexChanged.connect(self._offer)
        self.advancement_roll = roll_2d6 = QPushButton(self.tr("Roll 2D6 Twice for Me"))
        roll_2d6.clicked.connect(self._roll_advancement)
        self.offer = QLabel()
        self.offer.setWordWrap(True)
        self.choice = QComboBox()
        self.choice.setAccessibleName(self.tr("Skill to learn"))
        self.patron = QComboBox()
        self.patron.setAccessibleName(self.tr("Patron skill"))
        self.patron.addItems(
            post_battle.patron_skill_choices(self.catalog, self.faction_key, self.patron_key)
        )
        self.choice.currentTextChanged.connect(
            lambda text: self.patron.setEnabled(text == post_battle.patron_skill(self.catalog))
        )
        self.learn_button = QPushButton(self.tr("&Learn Skill"))
        self.learn_button.clicked.connect(self.learn)
        form = QFormLayout(advancement)
        form.addRow(self.tr("Elite:"), self.owed)
        for i in range(2):
            pair = QHBoxLayout()
            pair.addWidget(self.tables[i], 1)
            pair.addWidget(self.rolls[i])
            form.addRow(self.tr("Table %d and 2D6:") % (i + 1), pair)
        form.addRow(roll_2d6)
        form.addRow(self.offer)
        form.addRow(self.tr("Keep:"), self.choice)
        form.addRow(self.tr("Patron's skill:"), self.patron)
        form.addRow(self.learn_button)

        layout = QVBoxLayout(page)
        layout.addWidget(self.award_button, alignment=Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.award_preview)
        columns = QHBoxLayout()
        columns.addWidget(promotion, 1)
        columns.addWidget(advancement, 1)
        layout.addLayout(columns, 1)
        return page

    def _fill_experience(self) -> None:
        awarded = bool(
            post_battle.done_members(self.database, self.battle_id, self.warband_id, "experience")
        )
        self.award_button.setEnabled(not awarded)
        elites = [
            m
            for m in self.warband.members
            if m.elite and m.status != "dead" and m.id in self.side.took_part
        ]
        deeds = set(self.side.deeds_by)
        self.award_preview.setText(
            self.tr("Awarded.")
            if awarded
            else self.tr("Will give: ")
            + (
                ", ".join(f"{m.name} +{1 + (m.id in deeds)}" for m in elites)
                or self.tr("no elite took part")
            )
        )
        rolled = bool(
            post_battle.done_members(self.database, self.battle_id, self.warband_id, "promotion")
        )
        pool = post_battle.promotion_pool(self.catalog, self.side)
        self.troops.clear()
        for m in self.warband.members:
            if m.elite or m.status == "dead":
                continue
            item = QListWidgetItem(f"{m.name} — {m.model_name}", self.troops)
            item.setData(Qt.ItemDataRole.UserRole, m.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
        self.troops.itemChanged.connect(lambda _i: self._pool_text(pool, rolled))
        self._pool_text(pool, rolled)
        self.promote_button.setEnabled(not rolled)
        owed = post_battle.advancements_owed(self.database, self.battle_id, self.warband_id)
        self.owed.blockSignals(True)
        self.owed.clear()
        for member_id, count in owed.items():
            m = self.member(member_id)
            self.owed.addItem(
                self.tr("%1 (%2 XP, %n roll(s))", "", count)
                .replace("%1", m.name)
                .replace("%2", str(m.experience)),
                member_id,
            )
        self.owed.blockSignals(False)
        self.learn_button.setEnabled(bool(owed))
        self.advancement_roll.setEnabled(bool(owed))
        self._offer()

    def _assigned_dice(self) -> int:
        """The pool shared out as evenly as allowed: up to two dice a troop (three with a
        Glorious Deed), in the order of the list."""
        return sum(self._shares().values())

    def _shares(self) -> dict[int, int]:
        return post_battle.promotion_shares(
            self.database, self.battle_id, self.warband_id, ticked(self.troops)
        )

    def _pool_text(self, pool: int, rolled: bool) -> None:
        shares = {} if rolled else self._shares()
        self.promotion_roll.setEnabled(bool(shares))  # no troop ticked: no dice to roll
        if rolled:
            self.pool_label.setText(self.tr("The promotion pool has been rolled."))
            return
        used = sum(shares.values())
        text = (
            self.tr(
                "Pool: %d dice (one, one for a win, one per Glorious Deed); up to two dice a "
                "troop, three for a troop with a Glorious Deed of its own."
            )
            % pool
        )
        if shares:
            chance = partial(post_battle.promotion_chance, self.catalog)
            each = ", ".join(
                f"{self.member(m).name}: {n} ({percent(chance(n))})" for m, n in shares.items()
            )
            text += " " + self.tr("Tick the troops to roll for. Dice and chance of a 6: ") + each
            text += self.tr("; someone promoted: %s.") % percent(chance(used))
        else:
            text += " " + self.tr("Tick the troops to roll for.")
        self.pool_label.setText(text)

    def roll_promotion(self) -> bool:
        return self.act(
            lambda: post_battle.promote(
                self.database,
                self.battle_id,
                self.warband_id,
                ticked(self.troops),
                parse_faces(self.promotion_dice.text()),
                self.seed_of(self.promotion_dice),
            )
        )

    def _roll_advancement(self) -> None:
        dice = SeededDice()  # the seed goes into the log with the rolls
        values = tuple(sum(dice.roll(2, 6)) for _ in self.rolls)
        for spin, value in zip(self.rolls, values, strict=True):
            spin.setValue(value)
        self.advancement_seed = (dice.seed, values)

    def _offer(self) -> None:
        member_id = self.owed.currentData()
        self.choice.clear()
        if member_id is None:
            self.offer.setText(self.tr("No elite has an advancement roll to make."))
            return
        m = self.member(int(member_id))
        lines, offered = [], []
        for combo, spin in zip(self.tables, self.rolls, strict=True):
            offer = post_battle.skill_offer(self.catalog, m, combo.currentText(), spin.value())
            skill = offer.offered
            best = ", ".join(f"{n} {percent(p)}" for n, p in offer.likely[:3])
            lines.append(
                self.tr("%1: %2 offers %3 (most likely: %4)")
                .replace("%1", combo.currentText())
                .replace("%2", str(spin.value()))
                .replace("%3", skill or self.tr("nothing new"))
                .replace("%4", best)
            )
            if skill and skill not in offered:
                offered.append(skill)
        self.offer.setText("\n".join(lines))
        self.choice.addItems(offered)

    def learn(self) -> bool:
        member_id = self.owed.currentData()
        if member_id is None:
            return False
        tables = (self.tables[0].currentText(), self.tables[1].currentText())
        rolls = (self.rolls[0].value(), self.rolls[1].value())
        seed, rolled = self.advancement_seed
        return self.act(
            lambda: post_battle.learn_skill(
                self.database,
                self.battle_id,
                self.warband_id,
                int(member_id),
                tables,
                rolls,
                self.choice.currentText(),
                self.patron.currentText() if self.patron.isEnabled() else None,
                seed if rolls == rolled else None,
            )
        )

    # -- Reinforcements and Exploration -----------------------------------------------------
    def _reinforcements_page(self) -> QWidget:
        page = QWidget()
        self.reinforcement_ducats = QSpinBox()
        self.reinforcement_ducats.setRange(0, 10000)
        self.reinforcement_ducats.setSingleStep(10)
        self.reinforcement_notes = QLineEdit()
        call = QPushButton(self.tr("&Call for Reinforcements"))
        call.clicked.connect(
            lambda: self.act(
                lambda: post_battle.call_reinforcements(
                    self.database,
                    self.battle_id,
                    self.warband_id,
                    self.reinforcement_ducats.value(),
                    self.reinforcement_notes.text(),
                )
            )
        )
        form = QFormLayout(page)
        explain = QLabel(
            self.tr(
                "Optional. A warband that calls for reinforcements skips Exploration and the "
                "Quartermaster this time. Enter the ducats granted; or go on with Next Step."
            )
        )
        explain.setWordWrap(True)
        form.addRow(explain)
        form.addRow(self.tr("Ducats granted:"), self.reinforcement_ducats)
        form.addRow(self.tr("Notes:"), self.reinforcement_notes)
        form.addRow(call)
        return page

    def _exploration_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        _, settings = campaigns.campaign_settings(self.database, self.campaign_id)
        self.exploration_table = campaign_content.exploration_table(settings.get("exploration"))
        if self.exploration_table is not None:
            layout.addWidget(self._table_box(self.exploration_table))
        by_hand = QGroupBox(
            self.tr("Or a find by hand")
            if self.exploration_table is not None
            else self.tr("A find by hand")
        )
        layout.addWidget(by_hand)
        layout.addStretch(1)
        self.find_text = QLineEdit()
        self.find_text.setPlaceholderText(self.tr("what the warband found"))
        self.find_dice = QLineEdit()
        self.find_ducats, self.find_glory = QSpinBox(), QSpinBox()
        for spin in (self.find_ducats, self.find_glory):
            spin.setRange(-1000, 10000)
        self.find_item = QComboBox()
        self.find_item.setAccessibleName(self.tr("Item found"))
        self.find_item.addItem(self.tr("(no item)"), None)
        for item in self._findable_items():
            self.find_item.addItem(item.name, item.id)
        record = QPushButton(self.tr("&Record Find"))
        record.clicked.connect(self.record_find)
        form = QFormLayout(by_hand)
        form.addRow(self.tr("Find:"), self.find_text)
        form.addRow(self.tr("Dice rolled:"), self.find_dice)
        form.addRow(self.tr("Ducats:"), self.find_ducats)
        form.addRow(self.tr("Glory:"), self.find_glory)
        form.addRow(self.tr("Item (to the arsenal):"), self.find_item)
        form.addRow(record)
        return page

    def _table_box(self, table: campaign_content.ExplorationTable) -> QWidget:
        """TC-C7, TC-C8: the campaign's table with each open location's exact chance, the dice
        rolled (typed or rolled by the app), what skills add, the table and option chosen and
        the member who learns a skill."""
        self.battles, self.found = campaign_content.exploration_context(
            self.database, self.battle_id, self.warband_id
        )
        count = table.dice_count(self.battles)
        if table.by_battles:
            title = self.tr("Exploration: %1D6 after %n battle(s), on %2", "", self.battles)
            tables = " / ".join(
                TABLE_NAMES[t]() for t in campaign_content.open_tables(self.battles)
            )
            box = QGroupBox(title.replace("%1", str(count)).replace("%2", tables))
        else:
            box = QGroupBox(self.tr("The campaign's exploration table (%s)") % table.dice)
        odds = QLabel()
        odds.setObjectName("explorationOdds")
        # a line a location, never wrapped: the label keeps the height of all of them (the
        # page scrolls) rather than be squeezed under its neighbours
        odds.setWordWrap(False)
        lines = []
        for location, chance in table.odds(self.battles, self.found):
            where = (
                f"{location.first}–{location.last}"
                if location and location.first != location.last
                else str(location.first if location else "")
            )
            name = location.name if location else self.tr("nothing found")
            if location is not None and location.table:
                name += f" ({TABLE_NAMES[location.table]()})"
            lines.append(f"{where} {name}: {chance} ({format_percent(float(chance), 1)})".strip())
        odds.setText("\n".join(lines))
        self.explore_dice = QLineEdit()
        self.explore_dice.setAccessibleName(self.tr("Exploration dice"))
        self.explore_dice.setPlaceholderText(self.tr("%d D6, as rolled (D66: tens first)") % count)
        self.explore_dice.textChanged.connect(self._show_location)
        roll = QPushButton(self.tr("Roll for &Me"))
        roll.clicked.connect(lambda: self.roll(count, self.explore_dice))
        self.explore_modifier = QSpinBox()
        self.explore_modifier.setRange(
            -campaign_content.MAX_MODIFIER, campaign_content.MAX_MODIFIER
        )
        self.explore_modifier.setAccessibleName(self.tr("Added by skills and items"))
        self.explore_modifier.valueChanged.connect(self._show_location)
        self.explore_table = QComboBox()
        self.explore_table.setAccessibleName(self.tr("Table"))
        self.explore_table.addItem(self.tr("(the one the score finds)"), None)
        for name in campaign_content.open_tables(self.battles) if table.by_battles else ():
            self.explore_table.addItem(TABLE_NAMES[name](), name)
        self.explore_table.currentIndexChanged.connect(self._show_location)
        self.explore_option = QComboBox()
        self.explore_option.setAccessibleName(self.tr("Option taken"))
        self.found_location: tuple[int, campaign_content.Location, str] | None = None
        self.explore_option.currentIndexChanged.connect(self._show_found)
        self.explore_member = QComboBox()
        self.explore_member.setAccessibleName(self.tr("Member who learns the skill"))
        self.explore_found = QLabel()
        self.explore_found.setWordWrap(True)
        explore = QPushButton(self.tr("&Explore"))
        explore.clicked.connect(self.explore)
        dice_row = QHBoxLayout()
        dice_row.addWidget(self.explore_dice, 1)
        dice_row.addWidget(roll)
        form = QFormLayout(box)
        form.addRow(odds)
        form.addRow(self.tr("Dice rolled:"), dice_row)
        if table.by_battles:
            form.addRow(self.tr("Added by skills and items:"), self.explore_modifier)
            if self.explore_table.count() > 2:
                form.addRow(self.tr("Table:"), self.explore_table)
        self.option_row = QLabel(self.tr("Option:"))
        form.addRow(self.option_row, self.explore_option)
        self.option_row.hide()
        self.explore_option.hide()
        if any(loc.skill or any(o.skill for o in loc.options) for loc in table.locations):
            form.addRow(self.tr("Learns a skill:"), self.explore_member)
        else:
            self.explore_member.hide()
        form.addRow(self.explore_found)
        form.addRow(explore)
        return box

    def _show_location(self) -> None:
        """Where the dice typed lead, before the step is taken: the location, what it gives
        and, when it has options, those open to the warband to choose from."""
        table = self.exploration_table
        if table is None:
            return
        self.found_location = None
        self.explore_option.clear()
        self.explore_option.hide()
        self.option_row.hide()
        try:
            result, location = table.location(
                parse_faces(self.explore_dice.text()),
                self.battles,
                self.found,
                self.explore_table.currentData(),
                self.explore_modifier.value(),
            )
        except ValueError as exc:
            self.explore_found.setText(str(exc) if self.explore_dice.text().strip() else "")
            return
        loot = campaign_content.loot(table, result)
        looted = self.tr("loot %d ducats") % loot if loot else ""
        if location is None:
            nothing = self.tr("%d: nothing found") % result
            self.explore_found.setText(nothing + (f" — {looted}" if looted else ""))
            return
        factions = campaign_content.factions_of(self.catalog, self.faction_key)
        for option in location.options:
            if option.open_to(factions):
                self.explore_option.addItem(option.name, option.name)
                self.explore_option.setItemData(
                    self.explore_option.count() - 1,
                    self._gains_text(option) or option.text,
                    Qt.ItemDataRole.ToolTipRole,
                )
        if location.options:
            self.explore_option.show()
            self.option_row.show()
        self.found_location = (result, location, looted)
        self._show_found()

    def _show_found(self) -> None:
        """The location the dice found, what it gives and what the option picked gives."""
        if self.found_location is None:
            return
        result, location, looted = self.found_location
        gives = [self._gains_text(location), location.text]
        picked = next(
            (o for o in location.options if o.name == self.explore_option.currentData()), None
        )
        if picked is not None:
            gives += [self._gains_text(picked), picked.text]
        shown = ", ".join(g for g in (*gives, looted) if g)
        self.explore_found.setText(f"{result}: {location.name}" + (f" — {shown}" if shown else ""))

    def _gains_text(self, gains: campaign_content.Gains) -> str:
        given = [self.tr("%d ducats") % gains.ducats if gains.ducats else ""]
        given.append(self.tr("%d glory") % gains.glory if gains.glory else "")
        given += [self.catalog.items[k].name for k in gains.items if k in self.catalog.items]
        given += [
            self.tr("%s joins") % self.catalog.models[k].name
            for k in gains.models
            if k in self.catalog.models
        ]
        if gains.skill:
            given.append(self.tr("the skill %s") % gains.skill)
        if gains.warband_skill:
            given.append(self.tr("the exploration skill %s") % gains.warband_skill)
        return ", ".join(g for g in given if g)

    def explore(self) -> bool:
        member = self.explore_member.currentData()
        return self.act(
            lambda: campaign_content.explore(
                self.database,
                self.battle_id,
                self.warband_id,
                parse_faces(self.explore_dice.text()),
                member,
                seed=self.seed_of(self.explore_dice),
                option=self.explore_option.currentData(),
                table=self.explore_table.currentData(),
                modifier=self.explore_modifier.value(),
            )
        )

    def _fill_exploration(self) -> None:
        if self.exploration_table is None:
            return
        chosen = self.explore_member.currentData()
        self.explore_member.clear()
        self.explore_member.addItem(self.tr("(nobody)"), None)
        for m in self.warband.members:
            if m.status == "active":
                self.explore_member.addItem(f"{m.name} — {m.model_name}", m.id)
        self.explore_member.setCurrentIndex(max(0, self.explore_member.findData(chosen)))

    def _findable_items(self) -> list[Item]:
        return campaign_content.findable_items(self.catalog, self.faction_key)

    def record_find(self) -> bool:
        item = self.find_item.currentData()
        return self.act(
            lambda: post_battle.record_find(
                self.database,
                self.battle_id,
                self.warband_id,
                self.find_text.text(),
                parse_faces(self.find_dice.text()),
                self.find_ducats.value(),
                self.find_glory.value(),
                [item] if item else [],
            )
        )

    # -- Quartermaster and Roster --------------------------------------------------------------
    def _quartermaster_page(self) -> QWidget:
        page = QWidget()
        self.bank = QLabel()
        self.buy_item, self.buy_to = QComboBox(), QComboBox()
        self.kit, self.move_to = QComboBox(), QComboBox()
        self.recruit_model = QComboBox()
        self.recruit_name = QLineEdit()
        self.recruit_name.setAccessibleName(self.tr("Name of the recruit"))
        self.recruit_name.setPlaceholderText(self.tr("name (optional)"))
        for combo, name in (
            (self.buy_item, self.tr("Item to buy")),
            (self.buy_to, self.tr("Buy for")),
            (self.kit, self.tr("Kit")),
            (self.move_to, self.tr("Move to")),
            (self.recruit_model, self.tr("Model to recruit")),
        ):
            combo.setAccessibleName(name)
        self.buy_to.currentIndexChanged.connect(self._fill_buy_items)
        buy = QPushButton(self.tr("&Buy"))
        buy.clicked.connect(
            lambda: self.act(
                lambda: post_battle.quartermaster(
                    self.database,
                    self.battle_id,
                    self.warband_id,
                    "buy",
                    str(self.buy_item.currentData()),
                    to_member_id=self.buy_to.currentData(),
                )
            )
        )
        sell = QPushButton(self.tr("&Sell at Half Value"))
        sell.clicked.connect(lambda: self._kit_action("sell"))
        move = QPushButton(self.tr("&Move"))
        move.clicked.connect(lambda: self._kit_action("move"))
        recruit = QPushButton(self.tr("&Recruit"))
        recruit.clicked.connect(
            lambda: self.act(
                lambda: post_battle.recruit(
                    self.database,
                    self.battle_id,
                    self.warband_id,
                    str(self.recruit_model.currentData()),
                    self.recruit_name.text(),
                )
            )
        )
        form = QFormLayout(page)
        form.addRow(self.bank)
        for label, widgets in (
            (self.tr("Buy:"), (self.buy_item, self.buy_to, buy)),
            (self.tr("Kit:"), (self.kit, sell)),
            (self.tr("Move it to:"), (self.move_to, move)),
            (self.tr("Recruit:"), (self.recruit_model, self.recruit_name, recruit)),
        ):
            row = QHBoxLayout()
            for widget in widgets:
                row.addWidget(widget, 0 if isinstance(widget, QPushButton) else 1)
            form.addRow(label, row)
        return page

    def _fill_quartermaster(self) -> None:
        """The page after each step: every box keeps what the user had chosen, if still
        there (buying three items for one model no longer means choosing it three times)."""
        combos = (self.buy_item, self.buy_to, self.kit, self.move_to, self.recruit_model)
        chosen = [combo.currentData() for combo in combos]
        self._refill_quartermaster()
        for combo, data in zip(combos, chosen, strict=True):
            index = combo.findData(data)
            if data is not None and index >= 0:
                combo.setCurrentIndex(index)

    def _fill_buy_items(self) -> None:
        """What may be bought for the one it goes to: the faction's armoury as the equipment
        picker offers it to that model type (to the arsenal: to any), at its price there."""
        chosen = self.buy_item.currentData()
        member = self.buy_to.currentData()
        model = next((m.model_key for m in self.warband.members if m.id == member), None)
        faction = self.catalog.factions.get(self.warband.faction_key)
        self.buy_item.clear()
        for kit in faction.armoury_for(model) if faction else ():
            if kit.cost.currency == "ducats" and kit.item in self.catalog.items:
                self.buy_item.addItem(f"{self.catalog.items[kit.item].name} ({kit.cost})", kit.item)
        self.buy_item.setCurrentIndex(max(0, self.buy_item.findData(chosen)))

    def _refill_quartermaster(self) -> None:
        w = self.warband
        self.bank.setText(
            self.tr("Bank: %1 ducats, %2 glory · arsenal: %3")
            .replace("%1", str(w.ducat_bank))
            .replace("%2", str(w.glory_bank))
            .replace("%3", ", ".join(self._arsenal_names()) or self.tr("empty"))
        )
        faction = self.catalog.factions.get(w.faction_key)
        living = [m for m in w.members if m.status != "dead"]
        self.buy_to.blockSignals(True)
        for combo in (self.buy_to, self.move_to):
            combo.clear()
            combo.addItem(self.tr("the arsenal"), None)
            for m in living:
                combo.addItem(m.name, m.id)
        self.buy_to.blockSignals(False)
        self._fill_buy_items()
        self.kit.clear()
        for key in self._arsenal_keys():
            self.kit.addItem(self.tr("%s (arsenal)") % self.catalog.items[key].name, (None, key))
        for m in living:
            for item in m.items:
                self.kit.addItem(f"{item.name} ({m.name})", (m.id, item.key))
        self.recruit_model.clear()
        for entry in faction.roster if faction else ():
            model = self.catalog.models.get(entry.model)
            if model is not None:
                self.recruit_model.addItem(f"{model.name} ({entry.cost})", entry.model)

    def _arsenal_keys(self) -> list[str]:
        from models.db.schema import Warband

        with self.database.sessions() as session:
            warband = session.get(Warband, self.warband_id)
            return [k for k in (warband.arsenal if warband else ()) if k in self.catalog.items]

    def _arsenal_names(self) -> list[str]:
        return [self.catalog.items[k].name for k in self._arsenal_keys()]

    def _kit_action(self, action: str) -> bool:
        chosen = self.kit.currentData()
        if chosen is None:
            return False
        member_id, key = chosen
        return self.act(
            lambda: post_battle.quartermaster(
                self.database,
                self.battle_id,
                self.warband_id,
                action,
                key,
                member_id=member_id,
                to_member_id=self.move_to.currentData(),
            )
        )

    def _roster_page(self) -> QWidget:
        page = QWidget()
        self.roster_text = QLabel()
        self.roster_text.setWordWrap(True)
        self.roster_text.setAlignment(Qt.AlignmentFlag.AlignTop)
        QVBoxLayout(page).addWidget(self.roster_text, 1)
        return page

    def _fill_roster(self) -> None:
        status = next(
            s
            for s in campaigns.overview(self.database, self.campaign_id)
            if s.warband_id == self.warband_id
        )
        lines = [
            self.tr("Cost %1 ducats; threshold for the next battle %2; field strength %3.")
            .replace("%1", str(status.cost))
            .replace("%2", str(status.threshold))
            .replace("%3", str(status.field_strength)),
        ]
        if status.over_threshold:
            lines.append(self.tr("⚠ Over the threshold: move models to the reserve or sell kit."))
        lines += [f"⚠ {w.rule}: {w.message}" for w in self.warband.warnings]
        if len(lines) == 1:
            lines.append(self.tr("No warnings. Finish to close the sequence."))
        self.roster_text.setText("\n".join(lines))

    def _done_page(self) -> QWidget:
        page = QWidget()
        label = QLabel(self.tr("The post-battle sequence is finished. Ready for the next game!"))
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        QVBoxLayout(page).addWidget(label, 1)
        return page
