"""Issue 37's season: a four-warband Trench Crusade campaign with the organiser's lists and
exploration table, a patron, a debt taken and paid, two rounds paired and played with named
Glorious Deeds, and a find on the table — driven once through the `campaign` commands and
once through the window, on twin databases. Both leave the same league, warbands and log,
and print the same campaign book."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication, QComboBox, QTableWidgetItem
from pytestqt.qtbot import QtBot

from gui.app import configure_application
from gui.campaign.battle_dialog import BattleDialog
from gui.campaign.post_battle_dialog import PostBattleDialog
from gui.campaign.settings import DebtDialog, SettingsDialog
from gui.campaign.view import CampaignView
from gui.main_window import MainWindow
from models.ledger.campaigns import campaigns
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from models.reports import exports
from tests.test_cli_campaign import campaign, side
from tests.test_event_day import league

NAMES = ("Alfa", "Bravo", "Charlie", "Delta")
DEEDS = ["Hold the Line", "Slay the Leader"]
SCENARIOS = ["Dawn Raid", "Hold the Bridge"]
TABLE = {
    "dice": "D6",
    "locations": [
        {"name": "Abandoned Dugout", "first": 1, "last": 3, "ducats": 15},
        {"name": "Ruined Chapel", "first": 4, "last": 6, "glory": 1},
    ],
}


def _twins(tmp_path: Path, prepared_sqlite: Path) -> tuple[Path, Path, int, dict[str, int]]:
    first = tmp_path / "commands.sqlite"
    shutil.copyfile(prepared_sqlite, first)
    database = open_ledger(first)
    campaign_id, ids = league(database, NAMES)
    database.close()
    second = tmp_path / "window.sqlite"
    shutil.copyfile(first, second)
    return first, second, campaign_id, ids


def _hero(path: Path, warband_id: int) -> int:
    database = open_ledger(path)
    try:
        return roster.get_warband(database, warband_id).members[1].id
    finally:
        database.close()


def _by_commands(db: Path, cid: int, ids: dict[str, int]) -> None:
    c = str(cid)
    campaign(
        db, "settings", c, "--set", f"deeds={json.dumps(DEEDS)}",
        "--set", f"scenarios={json.dumps(SCENARIOS)}", "--set", f"exploration={json.dumps(TABLE)}",
    )  # fmt: skip
    campaign(db, "patron", c, "--warband", str(ids["Alfa"]), "--patron", "Warrior Saint")
    campaign(db, "debt", c, "--warband", str(ids["Bravo"]), "--take", "50")
    paired = campaign(db, "pair", c, "--json")
    (a, b), (c1, d) = (p["warbands"] for p in paired["pairs"])
    hero = _hero(db, a)
    first = campaign(
        db, "battle", c, "--round", "1", "--scenario", "Dawn Raid",
        "--side", side(a, "win", victory_points=4, deeds=[{"deed": "Hold the Line", "by": hero}]),
        "--side", side(b, "loss", victory_points=1), "--json",
    )  # fmt: skip
    campaign(db, "battle", c, "--round", "1", "--side", side(c1, "draw"), "--side", side(d, "draw"))
    for _ in range(3):  # Trauma → Experience → Reinforcements → Exploration
        campaign(db, "next-step", c, "--battle", str(first["id"]), "--warband", str(a))
    campaign(db, "explore", c, "--battle", str(first["id"]), "--warband", str(a), "--dice", "5")
    paired = campaign(db, "pair", c, "--json")
    (a2, b2), (c2, d2) = (p["warbands"] for p in paired["pairs"])
    campaign(
        db, "battle", c, "--round", "2", "--scenario", "Hold the Bridge",
        "--side", side(a2, "win", deeds=[{"deed": "Slay the Leader", "by": None}]),
        "--side", side(b2, "loss"),
    )  # fmt: skip
    campaign(db, "battle", c, "--round", "2", "--side", side(c2, "loss"), "--side", side(d2, "win"))
    campaign(db, "debt", c, "--warband", str(ids["Bravo"]), "--pay", "20")


def _open(window: MainWindow, name: str) -> CampaignView:
    window.show_area("campaigns")
    area = window.campaigns
    row = next(r for r in range(area.model.rowCount()) if area.model.row(r).name == name)
    area.table.setCurrentIndex(area.model.index(row, 0))
    area.open_action.trigger()
    assert area.view is not None
    return area.view


def _select(view: CampaignView, warband_id: int) -> None:
    row = next(
        r for r in range(view.overview_model.rowCount())
        if view.overview_model.row(r).warband_id == warband_id
    )  # fmt: skip
    view.overview_table.setCurrentIndex(view.overview_model.index(row, 0))


def _debt(view: CampaignView, warband_id: int, amount: int, pay: bool) -> None:
    _select(view, warband_id)
    dialog = view.edit_debts()
    assert isinstance(dialog, DebtDialog)
    dialog.amount.setValue(amount)
    (dialog.pay if pay else dialog.borrow).click()


def _pair(view: CampaignView) -> list[tuple[int, int]]:
    dialog = view.event_day.pair_next_round()
    assert dialog is not None
    pairs = list(dialog.draft.pairing.pairs)  # type: ignore[attr-defined]
    dialog.accept()
    return pairs


def _battle(
    view: CampaignView,
    sides: list[tuple[int, str, int]],
    scenario: str = "",
    deed: tuple[str, int | None] | None = None,
) -> int:
    dialog = view.record_battle()
    assert isinstance(dialog, BattleDialog)
    dialog.scenario.setText(scenario)
    for editor, (warband_id, outcome, vp) in zip(dialog.editors, sides, strict=True):
        editor.warband.setCurrentIndex(editor.warband.findData(warband_id))
        editor.outcome.setCurrentIndex(editor.outcome.findData(outcome))
        editor.victory_points.setValue(vp)
    if deed is not None:
        first = dialog.editors[0]
        first.add_deed.click()
        names, who = first.deed_rows.cellWidget(0, 0), first.deed_rows.cellWidget(0, 1)
        assert isinstance(names, QComboBox) and isinstance(who, QComboBox)
        names.setCurrentText(deed[0])
        who.setCurrentIndex(who.findData(deed[1]))
    dialog.accept()
    assert dialog.recorded is not None, dialog.problem.text()
    return dialog.recorded.id


def _by_window(window: MainWindow, cid: int, ids: dict[str, int], path: Path) -> None:
    view = _open(window, "Event")
    problems: list[str] = []
    view.message.connect(lambda title, text: problems.append(f"{title}: {text}"))
    settings = view.edit_settings()
    assert isinstance(settings, SettingsDialog)
    settings.deeds.setPlainText("\n".join(DEEDS))
    settings.scenarios.setPlainText("\n".join(SCENARIOS))
    table = settings.exploration
    table.dice.setCurrentIndex(table.dice.findData("D6"))
    table.add_row({"name": "Abandoned Dugout", "first": 1, "last": 3, "ducats": 15})
    table.add_row({"name": "Ruined Chapel", "first": 4, "last": 6})
    table.rows.setItem(1, table.COLUMNS.index("glory"), QTableWidgetItem("1"))  # typed
    settings._accept_if_valid()
    assert settings.problem.text() == ""
    _debt(view, ids["Bravo"], 50, pay=False)
    # The patron, in the roster editor.
    window.show_area("rosters")
    window.rosters.open_warband(ids["Alfa"])
    editor = window.rosters.editor
    assert editor is not None
    index = editor.patron_combo.findText("Warrior Saint")
    editor.patron_combo.setCurrentIndex(index)
    editor.patron_combo.activated.emit(index)
    view = _open(window, "Event")
    view.message.connect(lambda title, text: problems.append(f"{title}: {text}"))
    (a, b), (c, d) = _pair(view)
    hero = _hero(path, a)
    first = _battle(view, [(a, "win", 4), (b, "loss", 1)], "Dawn Raid", ("Hold the Line", hero))
    _battle(view, [(c, "draw", 0), (d, "draw", 0)])
    _select(view, a)
    view.post_battle_button.click()
    sequence = view.post_battle_dialog
    assert isinstance(sequence, PostBattleDialog) and sequence.battle_id == first
    for _ in range(3):
        assert sequence.next_step(), sequence.problem.text()
    assert sequence.step == "exploration"
    sequence.explore_dice.setText("5")
    assert sequence.explore(), sequence.problem.text()
    sequence.reject()
    (a2, b2), (c2, d2) = _pair(view)
    _battle(view, [(a2, "win", 0), (b2, "loss", 0)], "Hold the Bridge", ("Slay the Leader", None))
    _battle(view, [(c2, "loss", 0), (d2, "win", 0)])
    _debt(view, ids["Bravo"], 20, pay=True)
    assert problems == []


def _book(path: Path, cid: int, out: Path) -> str:
    database = open_ledger(path)
    try:
        exports.export_campaign(database, cid, out)
    finally:
        database.close()
    return subprocess.run(
        ["pdftotext", "-layout", str(out), "-"], capture_output=True, text=True, check=True
    ).stdout


def _log(path: Path, cid: int) -> list[tuple[Any, ...]]:
    database = open_ledger(path)
    try:
        return [
            (e.seq, e.battle_id, e.warband_id, e.step, e.kind, e.summary, e.dice, e.undone)
            for e in campaigns.campaign_log(database, cid)
        ]
    finally:
        database.close()


def test_a_season_by_commands_and_by_window_gives_the_same_league_and_book(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, prepared_sqlite: Path
) -> None:
    commands, window_db, cid, ids = _twins(tmp_path, prepared_sqlite)
    _by_commands(commands, cid, ids)
    configure_application(qapp)
    main = MainWindow(open_ledger(window_db))
    qtbot.addWidget(main)
    main.resize(1366, 768)
    main.show()
    try:
        _by_window(main, cid, ids, window_db)
    finally:
        assert main.database is not None
        main.database.close()
    by_commands = campaign(commands, "show", str(cid), "--json")
    by_window = campaign(window_db, "show", str(cid), "--json")
    for shown in (by_commands, by_window):  # a battle's uid is new in each database
        for round_ in shown["rounds"]:
            for battle in round_["battles"]:
                assert len(battle.pop("uid")) == 36
    assert by_window == by_commands
    alfa = next(w for w in by_commands["warbands"] if w["name"] == "Alfa")
    bravo = next(w for w in by_commands["warbands"] if w["name"] == "Bravo")
    assert alfa["patron"] == "Warrior Saint" and alfa["glory_bank"] == 1  # the chapel
    assert bravo["ducat_debt"] == 30
    deeds = [
        d["deed"] for r in by_commands["rounds"] for b in r["battles"] for s in b["sides"]
        for d in s["deeds"]
    ]  # fmt: skip
    assert deeds == ["Hold the Line", "Slay the Leader"]
    assert len(by_commands["rounds"]) == 2
    assert _log(window_db, cid) == _log(commands, cid)
    book = _book(commands, cid, tmp_path / "commands.pdf")
    assert book == _book(window_db, cid, tmp_path / "window.pdf")
    for said in ("Glorious Deeds: Hold the Line", "Patron: Warrior Saint", "Owes: 30 ducats"):
        assert said in book
