"""An open campaign: the organiser's overview, the league table with its history by round,
the battles with both players' confirmation, and the campaign log with undo."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gui.campaign.battle_dialog import BattleDialog
from gui.campaign.event_day import EventDayTab
from gui.campaign.post_battle_dialog import PostBattleDialog
from gui.campaign.settings import DebtDialog, SettingsDialog
from gui.widgets.list_area import prepare_table
from gui.widgets.table_model import ID_ROLE, SORT_ROLE, ColumnTableModel
from models.catalog.catalog import Catalog
from models.db import Database
from models.files import safe_file_name
from models.i18n import format_date, format_percent, tr
from models.ledger.campaigns import campaign_content, campaigns, post_battle
from models.ledger.campaigns.campaigns import campaign_notes
from models.ledger.catalogs import load_catalog
from models.ledger.files.campaign_file import SUFFIX, export_campaign_file
from models.ledger.games import games
from models.ledger.games.undo import CampaignUndo
from models.ledger.profiles import profile_of
from models.ledger.rosters import roster
from models.rules.registry import system_title
from models.table.errors import LedgerError
from models.table.views import (
    BattleView,
    CampaignEventView,
    LeagueRow,
    WarbandStatus,
    owed_text,
)


def table_view(model: Any, name: str, sortable: bool = False, stretch: int = 0) -> QTableView:
    view = QTableView()
    view.setAccessibleName(name)
    if sortable:
        proxy = QSortFilterProxyModel(view)
        proxy.setSourceModel(model)
        proxy.setSortRole(SORT_ROLE)
        view.setModel(proxy)
        view.setSortingEnabled(True)
    else:
        view.setModel(model)
    prepare_table(view, stretch)
    return view


def selected_id(view: QTableView) -> int | None:
    index = view.currentIndex()
    return int(index.data(ID_ROLE)) if index.isValid() else None


def _yes(flag: bool) -> str:
    return "✔" if flag else "—"


class CampaignView(QWidget):
    back_requested = Signal()
    message = Signal(str, str)

    def __init__(self, database: Database, campaign_id: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("campaignView")
        self.database = database
        self.campaign_id = campaign_id
        self.summary, self.settings = campaigns.campaign_settings(database, campaign_id)
        self.hooks = profile_of(self.summary.system).campaign
        self.trench = self.hooks.post_battle is not None  # TC-C: the post-battle sequence
        self.post_battle_dialog: PostBattleDialog | None = None  # the last one opened

        back = QToolButton()
        back.setText(self.tr("◀ All campaigns"))
        back.setAccessibleName(self.tr("Back to the list of campaigns"))
        back.clicked.connect(self.back_requested)
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(back)
        top.addWidget(self.title)
        top.addStretch(1)
        self.join_button = self._button(top, self.tr("&Join a Warband…"), self.join_warband)
        self.record_button = self._button(top, self.tr("&Record a Battle…"), self.record_battle)
        self.from_game_button = self._button(
            top, self.tr("Battle from a &Game…"), self.record_from_game
        )
        self.settings_button = self._button(top, self.tr("&Settings…"), self.edit_settings)
        self.save_button = self._button(top, self.tr("Save &File…"), self.save_file)
        self.save_button.setToolTip(
            self.tr("The whole campaign as a .campaign.json file, to merge on another laptop")
        )

        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self._overview_tab(), self.tr("&Overview"))
        self.tabs.addTab(self._league_tab(), self.tr("&League"))
        self.tabs.addTab(self._battles_tab(), self.tr("&Battles"))
        self.event_day = EventDayTab(self, self)
        self.tabs.addTab(self.event_day, self.tr("&Event Day"))
        self.tabs.addTab(self._log_tab(), self.tr("Lo&g"))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.subtitle)
        layout.addWidget(self.tabs, 1)
        self.refresh()

    def _button(self, row: QHBoxLayout, text: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(lambda _checked=False: slot())  # not `checked` as an argument
        row.addWidget(button)
        return button

    # -- tabs --------------------------------------------------------------------------
    def _overview_tab(self) -> QWidget:
        def threshold(s: WarbandStatus) -> str:
            if s.threshold is None:
                return "—"
            return f"{s.cost} / {s.threshold}" + (" ⚠" if s.over_threshold else "")

        def deploy(s: WarbandStatus) -> str:
            if s.deployment_skill is None:
                return "—"
            deploy_chance = self.hooks.deploy_chance
            if deploy_chance is None:
                return str(s.deployment_skill)
            chance = format_percent(float(deploy_chance(s.deployment_skill)), 0)
            return f"{s.deployment_skill} ({chance})"

        def fielded(s: WarbandStatus) -> str:
            """The warband's models beside the field strength: "11 / 10" says one stays home."""
            if not s.field_strength:
                return str(s.models)
            return f"{s.models} / {s.field_strength}"

        columns: list[tuple[str, Callable[[WarbandStatus], Any]]] = [
            (self.tr("Warband"), lambda s: s.warband),
            (self.tr("Player"), lambda s: s.player),
            (self.tr("Battles"), lambda s: s.battles),
            (self.tr("Cost / threshold"), threshold),
            (self.tr("Models: has / may field (TC-C6)"), fielded),
            (self.tr("Warnings"), lambda s: s.warnings),
            (self.tr("Post-battle to do"), lambda s: len(s.pending_post_battle)),
            (self.tr("Unconfirmed"), lambda s: len(s.unconfirmed)),
        ]
        if self.trench:  # the patron is in the row's tooltip: the row keeps its room
            columns.append((self.tr("Banks"), self._banks))
        if self.hooks.deployment_skill is not None:
            columns.append((self.tr("Deployment skill (DI-2)"), deploy))
        self.overview_model: ColumnTableModel[WarbandStatus] = ColumnTableModel(
            columns, lambda s: s.warband_id, self
        )
        self.overview_table = table_view(self.overview_model, self.tr("Warbands of the campaign"))
        self.overview_table.activated.connect(lambda _i: self.open_post_battle())
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(self.overview_table, 1)
        row = QHBoxLayout()
        self.post_battle_button = self._button(
            row, self.tr("&Post-Battle Sequence…"), self.open_post_battle
        )
        self.post_battle_button.setVisible(self.trench)
        self.debt_button = self._button(row, self.tr("&Debts…"), self.edit_debts)
        self.debt_button.setToolTip(
            self.tr("The selected warband borrows ducats or glory, or pays them back")
        )
        self.debt_button.setVisible(self.trench)
        self.overview_hint = QLabel()
        self.overview_hint.setWordWrap(True)
        row.addWidget(self.overview_hint, 1)
        layout.addLayout(row)
        return page

    def _banks(self, s: WarbandStatus) -> str:
        """Ducats and glory held, and what is owed beside them."""
        text = self.tr("%d ducats, %d glory") % (s.ducat_bank, s.glory_bank)
        owed = owed_text(s.ducat_debt, s.glory_debt)
        return text + (" · " + self.tr("owes %s") % owed if owed else "")

    def _catalog(self) -> Catalog:
        with self.database.sessions() as session:
            return load_catalog(session, self.summary.system, self.summary.edition)

    def _league_tab(self) -> QWidget:
        self.league_model: ColumnTableModel[LeagueRow] = ColumnTableModel(
            [
                (self.tr("#"), lambda r: r.rank),
                (self.tr("Warband"), lambda r: r.warband),
                (self.tr("Player"), lambda r: r.player),
                (self.tr("Played"), lambda r: r.played),
                (self.tr("Won"), lambda r: r.won),
                (self.tr("Drawn"), lambda r: r.drawn),
                (self.tr("Lost"), lambda r: r.lost),
                (self.tr("Points"), lambda r: r.points),
                (self.tr("Victory points"), lambda r: r.victory_points),
                (self.tr("Models taken out"), lambda r: r.taken_out),
                (self.tr("Glory"), lambda r: r.glory),
                (self.tr("Glorious Deeds"), lambda r: r.deeds),
            ],
            lambda r: r.warband_id,
            self,
        )
        self.league_table = table_view(
            self.league_model, self.tr("League table"), sortable=True, stretch=1
        )
        self.league_table.sortByColumn(0, Qt.SortOrder.AscendingOrder)  # by rank
        self.round = QComboBox()
        self.round.setAccessibleName(self.tr("Standings after"))
        self.round.currentIndexChanged.connect(self._fill_league)
        page = QWidget()
        layout = QVBoxLayout(page)
        row = QHBoxLayout()
        label = QLabel(self.tr("&Standings after:"))
        label.setBuddy(self.round)
        row.addWidget(label)
        row.addWidget(self.round)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self.league_table, 1)
        return page

    def _battles_tab(self) -> QWidget:
        def result(b: BattleView) -> str:
            winner = next((s.warband_name for s in b.sides if s.outcome == "win"), None)
            names = " vs ".join(s.warband_name for s in b.sides)
            return self.tr("%s won") % winner if winner else self.tr("draw: %s") % names

        self.battles_model: ColumnTableModel[BattleView] = ColumnTableModel(
            [
                (self.tr("Round"), lambda b: b.round),
                (self.tr("Date"), lambda b: b.played_on),
                (self.tr("Scenario"), lambda b: b.scenario),
                (self.tr("Warbands"), lambda b: " – ".join(s.warband_name for s in b.sides)),
                (self.tr("Result"), result),
                (
                    self.tr("Victory points"),
                    lambda b: " – ".join(str(s.victory_points) for s in b.sides),
                ),
                (
                    self.tr("Confirmed"),
                    lambda b: ", ".join(f"{s.warband_name} {_yes(s.confirmed)}" for s in b.sides),
                ),
            ],
            lambda b: b.id,
            self,
        )
        self.battles_table = table_view(self.battles_model, self.tr("Battles"), stretch=2)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(self.battles_table, 1)
        # A bye is no battle, but the standings count it: say which round, whom, and how.
        self.byes_label = QLabel()
        self.byes_label.setObjectName("byes")
        self.byes_label.setWordWrap(True)
        layout.addWidget(self.byes_label)
        row = QHBoxLayout()
        self.confirm_button = self._button(row, self.tr("&Confirm Result…"), self.confirm_battle)
        self.delete_button = self._button(row, self.tr("&Delete Battle"), self.delete_battle)
        row.addStretch(1)
        layout.addLayout(row)
        return page

    def _log_tab(self) -> QWidget:
        undone = self.tr(" (undone)")
        self.log_model: ColumnTableModel[CampaignEventView] = ColumnTableModel(
            [
                (self.tr("#"), lambda e: e.seq),
                (self.tr("Step"), lambda e: tr(post_battle.STEP_NAMES.get(e.step, e.step))),
                (self.tr("What happened"), lambda e: e.summary + (undone if e.undone else "")),
                (self.tr("Dice"), lambda e: " ".join(map(str, e.dice))),
            ],
            lambda e: e.seq,
            self,
        )
        self.log_table = table_view(self.log_model, self.tr("Campaign log"), stretch=2)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(self.log_table, 1)
        row = QHBoxLayout()
        self.undo_button = self._button(row, self.tr("&Undo Selected Step"), self.undo_selected)
        row.addStretch(1)
        layout.addLayout(row)
        return page

    # -- refreshing ----------------------------------------------------------------------
    def refresh(self) -> None:
        self.summary, self.settings = campaigns.campaign_settings(self.database, self.campaign_id)
        self.title.setText(self.summary.name)
        points = self.settings["points"]
        details = [
            system_title(self.summary.system, self.summary.edition),
            self.tr("%n warband(s)", "", self.summary.warbands),
            self.tr("win %1 · draw %2 · loss %3 points")
            .replace("%1", str(points["win"]))
            .replace("%2", str(points["draw"]))
            .replace("%3", str(points["loss"])),
        ]
        if self.trench:
            details.append(self.tr("starting budget %d ducats") % self.settings["starting_budget"])
        notes = campaign_notes(self.database, self.campaign_id)
        self.subtitle.setText(" · ".join(details) + (f"\n{notes}" if notes else ""))
        self.statuses = campaigns.overview(self.database, self.campaign_id)
        self.overview_model.set_rows(self.statuses)
        self.battles = campaigns.list_battles(self.database, self.campaign_id)
        self.battles_model.set_rows(self.battles)
        self.log_model.set_rows(campaigns.campaign_log(self.database, self.campaign_id))
        byes = campaigns.byes_of(self.database, self.campaign_id)
        self._show_byes(byes)
        rounds = sorted({b.round for b in self.battles} | {number for _, number in byes})
        chosen = self.round.currentData()
        self.round.blockSignals(True)
        self.round.clear()
        self.round.addItem(self.tr("every battle"), None)
        for r in rounds:
            limits = campaigns.round_limits(self.summary.system, self.settings, r)
            label = self.tr("round %d") % r
            if limits is not None:
                label += (
                    self.tr(" (threshold %1 ducats, %2 models)")
                    .replace("%1", str(limits[0]))
                    .replace("%2", str(limits[1]))
                )
            self.round.addItem(label, r)
        self.round.setCurrentIndex(max(0, self.round.findData(chosen)))
        self.round.blockSignals(False)
        self._fill_league()
        self.event_day.refresh()
        pending = sum(len(s.pending_post_battle) for s in self.statuses)
        unconfirmed = sum(len(s.unconfirmed) for s in self.statuses)
        over = [s.warband for s in self.statuses if s.over_threshold]
        hints = []
        if pending and self.trench:
            hints.append(self.tr("%n post-battle sequence(s) to do", "", pending))
        if unconfirmed:
            hints.append(self.tr("%n result(s) not confirmed by their player", "", unconfirmed))
        if over:
            hints.append(self.tr("over the threshold: %s") % ", ".join(over))
        self.overview_hint.setText(" · ".join(hints) or self.tr("Nothing waiting."))

    def _show_byes(self, byes: list[tuple[int, int]]) -> None:
        names = {s.warband_id: s.warband for s in self.statuses}
        lines = [
            self.tr("round %d") % number
            + ": "
            + campaigns.bye_text(names.get(warband_id, f"#{warband_id}"), self.settings)
            for warband_id, number in sorted(byes, key=lambda b: (b[1], b[0]))
        ]
        self.byes_label.setText("\n".join(lines))
        self.byes_label.setVisible(bool(lines))

    def _fill_league(self) -> None:
        self.league_model.set_rows(
            campaigns.league_table(self.database, self.campaign_id, self.round.currentData())
        )

    def _run(self, title: str, action: Callable[[], object]) -> bool:
        try:
            action()
        except LedgerError as exc:
            self.message.emit(title, str(exc))
            return False
        finally:
            self.refresh()
        return True

    # -- actions -------------------------------------------------------------------------
    def join_warband(self) -> QDialog:
        dialog = JoinDialog(
            self.database, self.campaign_id, self.summary.system, self.summary.edition, self
        )
        dialog.accepted.connect(
            lambda: self._run(
                self.tr("Cannot join the campaign"),
                lambda: campaigns.join_campaign(
                    self.database,
                    self.campaign_id,
                    int(dialog.warband.currentData()),
                    dialog.player.text(),
                ),
            )
        )
        dialog.open()
        return dialog

    def record_battle(self, draft: campaigns.NewBattle | None = None) -> QDialog:
        dialog = BattleDialog(self.database, self.campaign_id, draft, self)  # it records
        dialog.accepted.connect(self.refresh)
        dialog.open()
        return dialog

    def record_from_game(self) -> QDialog | None:
        recorded = {b.game_id for b in self.battles}
        finished = [
            g
            for g in games.list_games(self.database)
            if g.status == "finished"
            and g.id not in recorded
            and (g.system, g.edition) == (self.summary.system, self.summary.edition)
        ]
        if not finished:
            self.message.emit(
                self.tr("No game to record"),
                self.tr(
                    "There is no finished %s game that is not in a campaign yet. End a game "
                    "in the Games area first, or record the battle by hand."
                )
                % system_title(self.summary.system, self.summary.edition),
            )
            return None
        dialog = GamePicker(finished, self)
        dialog.accepted.connect(lambda: self._from_game(int(dialog.game.currentData())))
        dialog.open()
        return dialog

    def _from_game(self, game_id: int) -> None:
        try:
            draft = campaigns.draft_from_game(self.database, self.campaign_id, game_id)
        except LedgerError as exc:
            self.message.emit(self.tr("Cannot record the game"), str(exc))
            return
        self.record_battle(draft)

    def confirm_battle(self) -> QDialog | None:
        battle_id = selected_id(self.battles_table)
        battle = next((b for b in self.battles if b.id == battle_id), None)
        if battle is None:
            return None
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Confirm the Result"))
        layout = QVBoxLayout(dialog)
        layout.addWidget(QLabel(self.tr("Each player ticks their warband once they agree:")))
        boxes = []
        for side in battle.sides:
            box = QCheckBox(side.warband_name)
            box.setChecked(side.confirmed)
            boxes.append((side, box))
            layout.addWidget(box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        layout.addWidget(buttons)

        def save() -> None:
            for side, box in boxes:
                if side.warband_id is not None and box.isChecked() != side.confirmed:
                    campaigns.confirm(self.database, battle.id, side.warband_id, box.isChecked())

        dialog.accepted.connect(lambda: self._run(self.tr("Cannot confirm"), save))
        dialog.open()
        return dialog

    def delete_battle(self) -> None:
        battle_id = selected_id(self.battles_table)
        if battle_id is not None:
            self._run(
                self.tr("Cannot delete the battle"),
                lambda: campaigns.delete_battle(self.database, battle_id),
            )

    def undo_selected(self) -> None:
        seq = selected_id(self.log_table)
        if seq is not None:
            self._run(
                self.tr("Cannot undo"),
                lambda: CampaignUndo(self.campaign_id, seq).apply(self.database),
            )

    def open_post_battle(self, warband_id: int | None = None) -> PostBattleDialog | None:
        if not self.trench:
            return None
        warband_id = warband_id if warband_id is not None else selected_id(self.overview_table)
        status = next((s for s in self.statuses if s.warband_id == warband_id), None)
        if status is None:  # nothing selected: the first warband with a sequence waiting
            status = next((s for s in self.statuses if s.pending_post_battle), None)
        if status is None:
            self.message.emit(
                self.tr("Nothing to do"),
                self.tr("No warband of this campaign has a post-battle sequence waiting."),
            )
            return None
        if not status.pending_post_battle:
            self.message.emit(
                self.tr("Nothing to do"),
                self.tr("%s has no post-battle sequence waiting.") % status.warband,
            )
            return None
        dialog = PostBattleDialog(
            self.database, self.campaign_id, status.pending_post_battle[0], status.warband_id, self
        )
        dialog.changed.connect(self.refresh)
        dialog.finished.connect(lambda _r: self.refresh())
        self.post_battle_dialog = dialog
        dialog.open()
        return dialog

    def save_file(self, path: Path | None = None) -> Path | None:
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Save Campaign File"),
                str(Path.home() / f"{safe_file_name(self.summary.name)}{SUFFIX}"),
                self.tr("Campaign files (*.campaign.json)"),
            )
            if not chosen:
                return None
            path = Path(chosen)
        try:
            return export_campaign_file(self.database, self.campaign_id, path)
        except LedgerError as exc:
            self.message.emit(self.tr("Cannot save the campaign file"), str(exc))
            return None

    def edit_debts(self) -> QDialog | None:
        warband_id = selected_id(self.overview_table)
        if warband_id is None:
            self.message.emit(self.tr("Debts"), self.tr("Select a warband in the overview first."))
            return None
        status = next(
            s
            for s in campaigns.overview(self.database, self.campaign_id)
            if s.warband_id == warband_id
        )
        dialog = DebtDialog(status, self)

        def act(pay: bool) -> None:
            operation = campaign_content.pay_debt if pay else campaign_content.take_debt
            if self._run(
                self.tr("Cannot record the debt"),
                lambda: operation(
                    self.database,
                    self.campaign_id,
                    warband_id,
                    dialog.amount.value(),
                    dialog.currency.currentData(),
                ),
            ):
                dialog.accept()

        dialog.borrow.clicked.connect(lambda: act(False))
        dialog.pay.clicked.connect(lambda: act(True))
        dialog.open()
        return dialog

    def edit_settings(self) -> QDialog:
        dialog = SettingsDialog(
            self.summary.name,
            campaign_notes(self.database, self.campaign_id),
            self.settings,
            self.trench,
            self,
            self._catalog() if self.trench else None,
        )
        dialog.accepted.connect(
            lambda: self._run(
                self.tr("Cannot change the settings"),
                lambda: campaigns.edit_campaign(
                    self.database,
                    self.campaign_id,
                    self.summary.version,
                    name=dialog.name.text(),
                    notes=dialog.notes.toPlainText(),
                    settings=dialog.changes(),
                ),
            )
        )
        dialog.open()
        return dialog


class JoinDialog(QDialog):
    """A warband of the campaign's system joins, played by someone."""

    def __init__(
        self, database: Database, campaign_id: int, system: str, edition: str, parent: QWidget
    ) -> None:
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self.setWindowTitle(self.tr("Join the Campaign"))
        self.warband = QComboBox()
        self.warband.setAccessibleName(self.tr("Warband"))
        others = {c.id: c.name for c in campaigns.list_campaigns(database)}
        # Warbands in no campaign first; then those of another campaign, which move here.
        listed = [
            w
            for w in roster.list_warbands(database)
            if (w.system, w.edition) == (system, edition) and w.campaign_id != campaign_id
        ]
        for w in sorted(listed, key=lambda w: w.campaign_id is not None):
            if w.campaign_id is None:
                self.warband.addItem(w.name, w.id)
            else:
                self.warband.addItem(
                    self.tr("%1 — moves from %2")
                    .replace("%1", w.name)
                    .replace("%2", others.get(w.campaign_id, "?")),
                    w.id,
                )
        self.player = QLineEdit()
        self.player.setPlaceholderText(self.tr("who plays it"))
        form = QFormLayout(self)
        form.addRow(self.tr("&Warband:"), self.warband)
        form.addRow(self.tr("&Player:"), self.player)
        hint = QLabel(
            self.tr(
                "Warbands of this system and edition. One in another campaign moves here: its "
                "battles, results and log stay with that campaign, and it starts here with this "
                "campaign's budget."
            )
            if self.warband.count()
            else self.tr("No other %s warband: make a new one in Rosters first.")
            % system_title(system, edition)
        )
        hint.setWordWrap(True)
        form.addRow(hint)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)

        def ready() -> None:
            ok.setEnabled(self.warband.count() > 0 and bool(self.player.text().strip()))

        self.player.textChanged.connect(ready)
        ready()


class GamePicker(QDialog):
    def __init__(self, finished: list[Any], parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Battle from a Game"))
        self.game = QComboBox()
        for g in finished:
            title = g.scenario or self.tr("Game %d") % g.id
            self.game.addItem(
                f"{format_date(g.played_on)} · {title} · {' – '.join(g.warbands)}", g.id
            )
        form = QFormLayout(self)
        form.addRow(self.tr("&Finished game:"), self.game)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
