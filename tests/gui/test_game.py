"""A scripted Trench Crusade mini-game through the real widgets, on a real SQLite file.

Every expected result below is worked out by hand from RULES.md (hit: 2D6 + characteristic,
7+ hits, 12+ critical; injury: 2D6 + modifiers, 2–6 minor hit, 7–8 Down, 9+ Out of Action),
not read back from the rules core.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator, Mapping
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QDialogButtonBox, QMessageBox, QSpinBox
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from gui.app import configure_application
from gui.game.area import NewGameDialog
from gui.game.attack_wizard import AttackWizard
from gui.game.view import GameView
from gui.main_window import MainWindow
from models.db import Database
from models.ledger.games import games
from models.ledger.games.log_text import event_steps
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from models.rules.dice import SeededDice
from models.rules.spec import from_mapping
from models.rules.system import fraction_text
from models.systems.trench_crusade.attack import distribution, resolve
from models.systems.trench_crusade.spec import TCAttackSpec
from models.table.views import EventView, MemberView, WarbandView
from tests.conftest import SmallDisk


def _window(qtbot: QtBot, qapp: QApplication, path: Path) -> MainWindow:
    configure_application(qapp)
    window = MainWindow(open_ledger(path))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.show_area("games")
    return window


@pytest.fixture
def window(qtbot: QtBot, qapp: QApplication, ledger: Path) -> Iterator[MainWindow]:
    main = _window(qtbot, qapp, ledger)
    yield main
    if main.database is not None:
        main.database.close()


def _warband(database: Database, name: str) -> WarbandView:
    return roster.get_warband(
        database, next(w.id for w in roster.list_warbands(database) if w.name == name)
    )


def start_tc_game(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> GameView:
    """New Game (Ctrl+N) through the dialog: the two demo Trench Crusade warbands, whole."""
    assert window.database is not None
    pilgrims = _warband(window.database, "Pellegrini di San Marco")
    legion = _warband(window.database, "Legion of Ashes")

    def fill_in(dialog: NewGameDialog) -> int:
        dialog.system.setCurrentIndex(dialog.system.findData("trench-crusade"))
        assert dialog.edition.currentData() == "tc-1.6"
        QTest.keyClicks(dialog.scenario, "Hold the Ruins")
        dialog.choose(pilgrims.id)
        dialog.choose(legion.id)
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", fill_in)
    window.games.new_action.trigger()
    view = window.games.view
    assert view is not None
    return view


def start_game(window: MainWindow, monkeypatch: pytest.MonkeyPatch, system: str) -> GameView:
    """New Game (Ctrl+N) through the dialog: the system's two demo warbands, whole."""
    assert window.database is not None
    pair = [w.id for w in roster.list_warbands(window.database) if w.system == system]

    def fill_in(dialog: NewGameDialog) -> int:
        dialog.system.setCurrentIndex(dialog.system.findData(system))
        for warband_id in pair:
            dialog.choose(warband_id)
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", fill_in)
    window.games.new_action.trigger()
    view = window.games.view
    assert view is not None
    return view


PILGRIMS, LEGION = "Pellegrini di San Marco", "Legion of Ashes"


def replayed(view: GameView, event: EventView) -> tuple[str, ...]:
    """The steps the log shows: the logged spec rolled again with the logged dice."""
    table = view.document.table
    return event_steps(event, table.names(), table.profile, table.edition)


def member(view: GameView, warband: str, index: int) -> MemberView:
    side = next(s for s in view.document.sides if s.participant.warband_name == warband)
    return side.members[index]


def attack(
    view: GameView,
    attacker: MemberView,
    target: MemberView,
    faces: str,
    weapon: tuple[str, str] | None = None,
    inputs: dict[str, Any] | None = None,
    blast: tuple[MemberView, ...] = (),
) -> AttackWizard:
    """Drive the wizard as a player: weapon and target, situation, the dice, Finish."""
    wizard = view.attack(attacker.id)
    page = wizard.weapon_page
    if weapon is not None:
        keys = [(w.key, w.kind) for w in wizard.weapons]
        page.weapon.setCurrentIndex(keys.index(weapon))
    page.target.setCurrentIndex(page.target.findData(target.id))
    for i in range(page.blast.count()):
        item = page.blast.item(i)
        if item is not None and item.data(Qt.ItemDataRole.UserRole) in {m.id for m in blast}:
            item.setCheckState(Qt.CheckState.Checked)
    wizard.next()
    for name, value in (inputs or {}).items():
        widget = wizard.odds_page.form.inputs[name]
        if isinstance(widget, QCheckBox):
            widget.setChecked(value)
        elif isinstance(widget, QSpinBox):
            widget.setValue(value)
    assert wizard.odds_page.isComplete(), wizard.odds_page.problem.text()
    wizard.next()
    QTest.keyClicks(wizard.dice_page.faces, faces)
    assert wizard.dice_page.isComplete(), wizard.dice_page.status.text()
    wizard.next()
    wizard.accept()
    return wizard


def spec_of(wizard: AttackWizard) -> Mapping[str, Any]:
    """The spec the wizard's odds page stands at (the ledger's plan)."""
    assert wizard.plan is not None, "the situation is not valid"
    return wizard.plan.spec


def state(view: GameView, m: MemberView) -> tuple[dict[str, int], frozenset[str]]:
    s = view.document.state_of(m.id)
    return {k: v for k, v in s.counters.items() if v}, s.flags


def last(view: GameView) -> EventView:
    return view.document.events[-1]


def test_a_trench_crusade_mini_game(
    qtbot: QtBot,
    qapp: QApplication,
    ledger: Path,
    monkeypatch: pytest.MonkeyPatch,
    qtmodeltester: ModelTester,
) -> None:
    setup = open_ledger(ledger)
    pilgrims = _warband(setup, PILGRIMS)
    flamer = pilgrims.members[7]  # Брат Илья takes a flamethrower (FIRE) for this game
    roster.equip(setup, pilgrims.id, pilgrims.version, flamer.id, "eq_flamethrower")
    legion = _warband(setup, LEGION)
    grenadier = legion.members[8]  # and Trooper Kell grenades (BLAST 2", SHRAPNEL)
    roster.equip(setup, legion.id, legion.version, grenadier.id, "eq_grenades")
    setup.close()
    window = _window(qtbot, qapp, ledger)
    view = start_tc_game(window, monkeypatch)
    assert view.document.game.scenario == "Hold the Ruins"
    assert sorted(len(s.members) for s in view.document.sides) == [9, 11]
    anselmo, tomasz, ilya = (
        member(view, PILGRIMS, 0),
        member(view, PILGRIMS, 5),
        member(view, PILGRIMS, 7),
    )
    jedrzej, nicolo = member(view, PILGRIMS, 8), member(view, PILGRIMS, 9)
    priest, vask, orrin, zmij = (member(view, LEGION, i) for i in (0, 5, 6, 7))

    # 1. A miss: rifle (Ranged 0), 1+2 = 3.
    attack(view, tomasz, vask, "1 2")
    assert last(view).outcome["result"] == "miss"
    assert state(view, vask) == ({}, frozenset())
    assert "activated" in state(view, tomasz)[1]

    # 2. A critical: sword (Melee +2, CRITICAL) 6+6+2 = 14; CRITICAL gives +2 injury DICE, so
    #    four dice keep the highest two: 2+1 = 3 → minor hit, +1 BLOOD.
    attack(view, anselmo, orrin, "6 6 1 1 2 1", weapon=("eq_swordaxe", "melee"))
    event = last(view)
    assert event.outcome["result"] == "minor_hit"
    assert any("critical" in step for step in event.outcome["steps"])
    assert state(view, orrin)[0] == {"blood": 1}

    # 3. FIRE: flamethrower, 4+4 = 8 hits; −1 injury DICE keeps the lowest two of three:
    #    2+3 = 5 → minor hit, +1 BLOOD and +1 for FIRE (TC-I10).
    attack(view, ilya, zmij, "4 4 3 2 6", weapon=("eq_flamethrower", "ranged"))
    assert last(view).outcome["result"] == "minor_hit"
    assert state(view, zmij)[0] == {"blood": 2}

    # 4. Markers by hand, up to the cap of six (TC-K1).
    card = next(c for c in view.cards if c.member.id == zmij.id)
    minus, plus = card.buttons["blood"]
    for _ in range(4):
        plus.click()
    assert state(view, zmij)[0] == {"blood": 6}
    assert card.values["blood"].text() == "6/6" and not plus.isEnabled()

    # 5. A Bloodbath (TC-I7): the six BLOOD are spent for a third summed die: 5+5 hits, then
    #    2+2+2 = 6 → minor hit; BLOOD 6 − 6 + 1 = 1.
    wizard = attack(view, jedrzej, zmij, "5 5 2 2 2", inputs={"bloodbath": True})
    assert spec_of(wizard)["bloodbath"] is True
    assert last(view).outcome["result"] == "minor_hit"
    assert state(view, zmij)[0] == {"blood": 1}

    # 6. TOUGH: the priest (Standard Armour −1) is hit 6+5 and injured 6+6−1 = 11: Out of
    #    Action, which TOUGH turns into Down the first time (TC-I11); Down gives +1 BLOOD.
    attack(view, nicolo, priest, "6 5 6 6")
    assert last(view).outcome["result"] == "down"
    assert state(view, priest) == ({"blood": 1}, frozenset({"down", "tough_used"}))

    # 7. Undo and redo in the middle of the game (Edit menu shortcuts).
    assert window.undo_action.text().startswith("&Undo Attack: ")
    window.activateWindow()  # the wizard had the focus
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert state(view, priest) == ({}, frozenset())
    assert last(view).kind == "undo"
    QTest.keyClick(
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert state(view, priest) == ({"blood": 1}, frozenset({"down", "tough_used"}))

    # 8. A new turn clears every activation.
    view.next_turn_button.click()
    assert view.document.state.turn == 2 and view.turn_label.text() == "Turn 2"
    assert all("activated" not in state(view, m)[1] for s in view.document.sides for m in s.members)

    # 9. Out of Action: 6+6 = 12 is a critical (+1 injury DICE) and the priest is Down (+1
    #    DICE): four dice keep the highest two, 6+6−1 = 11 → Out of Action (TOUGH is used up).
    attack(view, tomasz, priest, "6 6 6 6 1 1")
    assert last(view).outcome["result"] == "out_of_action"
    assert "out_of_action" in state(view, priest)[1]
    priest_card = next(c for c in view.cards if c.member.id == priest.id)
    assert not priest_card.attack_button.isEnabled()

    # 10. The other side: a silenced pistol (Ranged +1): 3+3+1 = 7 hits; 1+1−1 = 1, no effect.
    lucja = member(view, PILGRIMS, 1)
    commando = member(view, LEGION, 2)
    attack(view, commando, lucja, "3 3 1 1")
    assert last(view).outcome["result"] == "no_effect"

    # 11. A melee Down: the Cantor's sword, 2+3+2 = 7 hits; 4+4 = 8 → Down, +1 BLOOD.
    cantor, chiara = member(view, LEGION, 1), member(view, PILGRIMS, 3)
    attack(view, cantor, chiara, "2 3 4 4", weapon=("eq_swordaxe", "melee"))
    assert state(view, chiara) == ({"blood": 1}, frozenset({"down"}))

    # 12. Roll for me: the seed is kept and replays the same dice.
    wizard = view.attack(vask.id)
    wizard.weapon_page.target.setCurrentIndex(wizard.weapon_page.target.findData(ilya.id))
    wizard.next()
    wizard.next()
    wizard.dice_page.roll_button.click()
    assert wizard.dice_page.isComplete()
    wizard.next()
    wizard.accept()
    rolled = last(view)
    assert rolled.seed is not None and rolled.dice
    replay = SeededDice(rolled.seed)
    resolve(from_mapping(TCAttackSpec, rolled.spec or {}), replay)
    assert replay.rolled == rolled.dice

    # 13. A pistol in melee beside a sword (TC-M8) is the off-hand weapon (TC-M5, −1 DICE):
    #     the lowest two of 4, 3, 6 are 3+4, +2 Melee = 9, a hit; 1+2 = 3 → minor hit.
    pistol = attack(view, anselmo, vask, "4 3 6 1 2", weapon=("eq_pistolrevolver", "melee"))
    assert spec_of(pistol)["off_hand"] is True
    assert last(view).outcome["weapon"] == "Pistol / Revolver"
    assert state(view, vask)[0] == {"blood": 1}

    # 14. A greatsword (Melee +1): 1+1+1 = 3 misses.
    anointed, luca = member(view, LEGION, 3), member(view, PILGRIMS, 6)
    attack(view, anointed, luca, "1 1", weapon=("eq_greatswordaxe", "melee"))
    assert last(view).outcome["result"] == "miss"

    # 15. A blast on two models (TC-R7): grenades (Ranged 0) hit on 4+4 = 8; each model rolls
    #     its own injury: Luca (Standard Armour −1) 3+3−1 = 5, a minor hit, +1 and +1 for
    #     SHRAPNEL; Nicolò 5+4 = 9, Out of Action.
    kell = member(view, LEGION, 8)
    # Issue 35: the dice prompt names the model whose roll it waits for, and the target list
    # shows each model's markers.
    wizard = view.attack(kell.id)
    page = wizard.weapon_page
    page.weapon.setCurrentIndex(
        [(w.key, w.kind) for w in wizard.weapons].index(("eq_grenades", "ranged"))
    )
    page.target.setCurrentIndex(page.target.findData(luca.id))
    blood = state(view, luca)[0].get("blood", 0)
    assert (f"{blood} BLOOD" in page.target.currentText()) == bool(blood)
    for i in range(page.blast.count()):
        item = page.blast.item(i)
        if item is not None and item.data(Qt.ItemDataRole.UserRole) == nicolo.id:
            item.setCheckState(Qt.CheckState.Checked)
    wizard.next()
    wizard.next()
    QTest.keyClicks(wizard.dice_page.faces, "4 4 3 3")
    assert wizard.dice_page.status.text().endswith(f"Enter 2 more d6 for {nicolo.name}.")
    wizard.reject()
    attack(view, kell, luca, "4 4 3 3 5 4", weapon=("eq_grenades", "ranged"), blast=(nicolo,))
    event = last(view)
    assert event.outcome["also_hit"] == [{"member": nicolo.id, "result": "out_of_action"}]
    assert replayed(view, event) == tuple(event.outcome["steps"])  # the log's tooltip
    assert state(view, luca)[0] == {"blood": 2}
    assert "out_of_action" in state(view, nicolo)[1]

    # The log shows it all; the model passes Qt's checks; filter by model.
    assert len([e for e in view.document.events if e.kind == "attack"]) == 12
    qtmodeltester.check(view.log)  # type: ignore[no-untyped-call]
    view.log_filter.setCurrentIndex(view.log_filter.findData(zmij.id))
    assert view.filtered_log.rowCount() == 6  # FIRE, four BLOOD by hand, the Bloodbath
    view.log_filter.setCurrentIndex(0)

    # Undo an event picked in the log (the manual BLOOD, in the middle), and undo that undo.
    before = view.document.state
    manual = next(e for e in view.document.events if e.kind == "marker")
    row = next(
        r
        for r in range(view.filtered_log.rowCount())
        if view.filtered_log.index(r, 0).data() == manual.seq
    )
    view.log_view.setCurrentIndex(view.filtered_log.index(row, 0))
    view.undo_selected_button.click()
    assert view.document.state != before
    window.undo_action.trigger()
    assert view.document.state.models == before.models

    # Close the app and reopen: the same state, projected from the same log.
    final = view.document.state
    events = [(e.seq, e.kind, e.undone) for e in view.document.events]
    game_id = view.document.game.id
    window.close()
    again = _window(qtbot, qapp, ledger)
    reopened = again.games.open_game(game_id)
    assert reopened is not None
    assert reopened.document.state == final
    assert [(e.seq, e.kind, e.undone) for e in reopened.document.events] == events
    zmij_card = next(c for c in reopened.cards if c.member.id == zmij.id)
    assert zmij_card.values["blood"].text() == "1/6"
    assert again.database is not None
    again.database.close()


def test_the_odds_shown_are_the_rules_core_distribution(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = start_tc_game(window, monkeypatch)
    wizard = view.attack(member(view, PILGRIMS, 0).id)  # the War Prophet
    wizard.weapon_page.weapon.setCurrentIndex(
        [(w.key, w.kind) for w in wizard.weapons].index(("eq_swordaxe", "melee"))
    )
    wizard.weapon_page.target.setCurrentIndex(1)
    wizard.next()
    cover = wizard.odds_page.form.inputs["charge_from_above"]
    assert isinstance(cover, QCheckBox)
    cover.setChecked(True)  # changing an input updates the odds at once
    spec = from_mapping(TCAttackSpec, dict(spec_of(wizard)))
    assert spec.charge_from_above and spec.critical_keyword and spec.characteristic == 2
    expected: dict[str, Fraction] = {}
    for outcome, p in distribution(spec).items():
        expected[outcome.worst] = expected.get(outcome.worst, Fraction(0)) + p
    shown = dict(wizard.odds_page.chart.rows())
    labels = {
        "Miss": "miss",
        "No effect": "no_effect",
        "Minor hit": "minor_hit",
        "Down": "down",
        "Out of Action": "out_of_action",
    }
    for label, key in labels.items():
        assert shown[label] == expected.get(key, Fraction(0))
    assert shown["Down or worse"] == expected.get("down", 0) + expected.get("out_of_action", 0)
    notes = [
        wizard.odds_page.modifiers.item(i).text() for i in range(wizard.odds_page.modifiers.count())
    ]
    assert any(note.startswith("TC-") for note in notes)  # modifiers name their rule
    wizard.reject()


def test_markers_spent_are_limited_to_what_the_model_has(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = start_tc_game(window, monkeypatch)
    target = member(view, LEGION, 5)
    view.document.set_counter(target.id, "blood", 2)
    wizard = view.attack(member(view, PILGRIMS, 5).id)
    wizard.weapon_page.target.setCurrentIndex(wizard.weapon_page.target.findData(target.id))
    wizard.next()
    spent = wizard.odds_page.form.inputs["blood_spent_on_injury"]
    assert isinstance(spent, QSpinBox) and spent.maximum() == 2
    attacker_blood = wizard.odds_page.form.inputs["blood_spent_on_hit"]
    assert isinstance(attacker_blood, QSpinBox) and attacker_blood.maximum() == 0
    wizard.next()
    QTest.keyClicks(wizard.dice_page.faces, "6")
    assert not wizard.dice_page.isComplete()
    assert "1 more d6" in wizard.dice_page.status.text()
    QTest.keyClicks(wizard.dice_page.faces, " 9")
    assert "9 is not a face of a d6" in wizard.dice_page.status.text()
    wizard.reject()


def test_ending_a_game(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from gui.game.view import EndGameDialog

    view = start_tc_game(window, monkeypatch)
    view.end_button.click()
    dialog = view.findChild(EndGameDialog, "endGameDialog")
    assert dialog is not None
    dialog.winner.setCurrentIndex(1)  # the first side won
    dialog.points[0].setValue(3)
    dialog.accept()
    assert view.document.finished
    assert not view.next_turn_button.isEnabled()
    # issue 35: the finished game's heading is whole — the turn buttons make room, it wraps
    assert not view.end_button.isVisibleTo(view) and not view.next_turn_button.isVisibleTo(view)
    assert view.title.wordWrap() and view.title.toolTip() == view.title.text()
    assert window.database is not None
    sides = games.participants(window.database, view.document.game.id)
    assert [(s.outcome, s.victory_points) for s in sides] == [("win", 3), ("loss", 0)]
    # issue 20: the view and the games list say who won and the victory points
    won = (
        f"{sides[0].warband_name} won ({sides[0].warband_name} 3 VP, {sides[1].warband_name} 0 VP)"
    )
    assert won in view.title.text()
    window.games.close_game()
    assert window.games.model.summary(0).status == "finished"
    model = window.games.model
    assert model.index(0, model.RESULT).data() == won
    assert model.index(0, model.SYSTEM).data() == "Trench Crusade tc-1.6"  # not its id
    from models.rules.registry import system_title

    assert system_title("dies-irae", "standard") == "Dies Irae"  # one edition: not named
    assert system_title("no-such-system", "x1") == "no-such-system x1"


@pytest.mark.parametrize(
    ("system", "counter"),
    [("ninth-age", "casualties"), ("dies-irae", "casualties"), ("warzone", "wounds")],
)
def test_a_short_game_in_each_other_system(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, system: str, counter: str
) -> None:
    view = start_game(window, monkeypatch, system)
    first, second = view.document.sides
    attacker = max(first.members, key=lambda m: m.size)
    unit = max(second.members, key=lambda m: m.size)

    # An attack through the system's own wizard: pre-filled, exact odds, the app's dice.
    from models.ledger.profiles import SYSTEM_ATTACKS

    attacker_card = next(c for c in view.cards if c.member.id == attacker.id)
    if system == "warzone":  # WZ-M2: aim at the target first
        assert attacker_card.aim is not None
        attacker_card.aim.setCurrentIndex(attacker_card.aim.findData(unit.id))
        attacker_card.aim.activated.emit(attacker_card.aim.currentIndex())
        assert f"aiming:{unit.id}" in view.document.state_of(attacker.id).flags
    wizard = view.attack(attacker.id)
    assert isinstance(wizard, AttackWizard)
    wizard.weapon_page.target.setCurrentIndex(wizard.weapon_page.target.findData(unit.id))
    wizard.next()
    assert wizard.plan is not None
    # The chart shows the charted measure's distribution (trailing zeros dropped) in full.
    assert sum(p for _label, p in wizard.odds_page.chart._bars) == 1
    if system == "warzone":
        assert spec_of(wizard)["aimed"] is True
    wizard.next()
    wizard.dice_page.roll_button.click()
    assert wizard.dice_page.isComplete()
    wizard.next()
    wizard.accept()
    event = last(view)
    assert event.kind == "attack" and event.seed is not None
    declaration = SYSTEM_ATTACKS[system]
    replay = SeededDice(event.seed)
    outcome = declaration.roll_spec(from_mapping(declaration.spec_type, event.spec or {}), replay)
    assert replay.rolled == event.dice and list(outcome.steps) == event.outcome["steps"]
    chart = declaration.spec_odds(from_mapping(declaration.spec_type, event.spec or {}))
    charted = event.outcome["measures"][declaration.charted]  # for the game report's luck chart
    assert event.outcome["odds"] == fraction_text(
        chart.distributions[declaration.charted][str(charted)]
    )
    window.undo_action.trigger()  # the attack undone: the target as it was
    assert view.document.state_of(unit.id).counters.get(counter, 0) == 0
    view.next_turn_button.click()  # a new turn: activations and aiming end
    assert not any(
        f.startswith("aiming:") or f == "activated"
        for f in view.document.state_of(attacker.id).flags
    )

    card = next(c for c in view.cards if c.member.id == unit.id)
    card.buttons[counter][1].click()
    card.buttons[counter][1].click()
    assert view.document.state_of(unit.id).counters[counter] == 2
    card.flags["out_of_action"].click()
    assert "out_of_action" in view.document.state_of(unit.id).flags
    window.undo_action.trigger()
    assert "out_of_action" not in view.document.state_of(unit.id).flags


def test_actions_beside_attacks(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """Dash (RISKY, TC-V6), Charge (TC-V3), Stand up, Fall (TC-V9) through the action dialog."""
    from gui.game.action_dialog import ActionDialog

    view = start_tc_game(window, monkeypatch)
    pilgrim = member(view, PILGRIMS, 5)
    view.document.set_counter(pilgrim.id, "blood", 1)

    def act(kind: str, faces: str, **values: Any) -> ActionDialog:
        dialog = view.act(pilgrim.id)
        dialog.kind.setCurrentIndex(dialog.kind.findData(kind))
        for name, value in values.items():
            widget = getattr(dialog, name)
            if isinstance(widget, QSpinBox):
                widget.setValue(value)
            else:
                widget.setChecked(value)
        QTest.keyClicks(dialog.faces, faces)
        dialog.accept()
        return dialog

    dash = act("dash", "6 2 1", blood=1)  # −1 DICE: the lowest two, 2+1 = 3 → failure
    assert dash.blood.maximum() == 1  # never more BLOOD than the model has
    assert last(view).outcome["result"] == "failure (activation ends)"
    assert state(view, pilgrim) == ({}, frozenset({"activated"}))
    charge = act("charge", "3", open_inches=9)  # Movement 6 + 3 = 9": reaches
    assert dict(charge.odds.rows())["reaches"] == Fraction(4, 6)
    assert last(view).outcome["result"] == "reaches"
    view.document.set_flag(pilgrim.id, "down", True)
    act("stand_up", "")
    assert "down" not in state(view, pilgrim)[1]
    act("fall", "6 6 1 1", fall_height=6)  # +2 DICE: 6+6 = 12 → Out of Action
    assert "out_of_action" in state(view, pilgrim)[1]
    assert [e.kind for e in view.document.events].count("action") == 4


def test_tc_a8_hazards_roll_their_injury_as_an_attack_would(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Down model in dangerous terrain: −1 DICE to act, +1 DICE to the injury roll, BLOOD
    spent by the opponent on it (issue 19, TC-A8); more markers than it holds are refused in
    the dialog; avoiding a fall is made Down; a hidden charge target asks for the RISKY roll."""
    from gui.game.action_dialog import ActionDialog

    view = start_tc_game(window, monkeypatch)
    pilgrim = member(view, PILGRIMS, 5)
    view.document.set_counter(pilgrim.id, "blood", 3)
    view.document.set_flag(pilgrim.id, "down", True)
    dialog: ActionDialog = view.act(pilgrim.id)
    dialog.kind.setCurrentIndex(dialog.kind.findData("dangerous"))
    assert dialog.down.isChecked() and dialog.injury_blood.isVisibleTo(dialog)
    assert "TC-A8: a Down model suffers +1 DICE" in dialog.notes.text()
    dialog.blood.setValue(2)
    dialog.injury_blood.setValue(2)  # 4 of 3 BLOOD: refused, nothing to record
    assert "but the model has 3" in dialog.status.text()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.blood.setValue(0)
    # the action keeps the lowest two of 1, 2, 6 (fails); the injury, 3 + 1 (Down) + 2
    # (BLOOD) dice, keeps 6 + 5 = 11 → Out of Action, which clears the BLOOD left (issue 36)
    QTest.keyClicks(dialog.faces, "1 2 6 6 5 1 1 1")
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.accept()
    assert last(view).outcome["result"] == "out_of_action"
    counters, flags = state(view, pilgrim)
    assert counters.get("blood", 0) == 0 and "out_of_action" in flags

    other = member(view, PILGRIMS, 4)
    dialog = view.act(other.id)
    dialog.kind.setCurrentIndex(dialog.kind.findData("avoid_fall"))
    assert dialog.down.isChecked() and not dialog.down.isEnabled()
    assert dialog.action().roll.down  # forced: the model has just been Downed
    assert "TC-V9: the model is already Down" in dialog.notes.text()
    dialog.kind.setCurrentIndex(dialog.kind.findData("charge"))
    assert not dialog.down.isChecked() and dialog.down.isEnabled()  # it is not Down
    assert not dialog.dice.isVisibleTo(dialog)
    dialog.hidden.setChecked(True)
    assert dialog.dice.isVisibleTo(dialog)
    assert "failure (activation ends)" in dict(dialog.odds.rows())
    dialog.reject()


def test_a_burst_is_entered_shot_by_shot(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """TC-A3: a 2-attack weapon; the first shot's result shows while the second waits."""
    assert window.database is not None
    legion = _warband(window.database, LEGION)
    gunner = legion.members[7]
    roster.equip(window.database, legion.id, legion.version, gunner.id, "eq_submachinegun")
    view = start_tc_game(window, monkeypatch)
    wizard = view.attack(member(view, LEGION, 7).id)
    keys = [(w.key, w.kind) for w in wizard.weapons]
    wizard.weapon_page.weapon.setCurrentIndex(keys.index(("eq_submachinegun", "ranged")))
    target = member(view, PILGRIMS, 5)
    wizard.weapon_page.target.setCurrentIndex(wizard.weapon_page.target.findData(target.id))
    wizard.next()
    assert spec_of(wizard)["shots"] == 2
    wizard.next()
    # Shot 1: 6+6 = 12, a critical (+1 injury DICE): the highest two of 3, 3, 1 → minor hit.
    QTest.keyClicks(wizard.dice_page.faces, "6 6 3 3 1")
    text = wizard.dice_page.status.text()
    assert "Shot 2 of 2: roll its dice." in text and "Enter 2 more d6." in text
    assert "minor hit" in text
    QTest.keyClicks(wizard.dice_page.faces, " 1 1")
    assert wizard.dice_page.isComplete()
    wizard.reject()


def test_a_shot_into_melee_can_hit_a_friend(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """TC-A7: the D6 2 sends the shot to the only friend in that melee; 6+5 hits it, and its
    own injury roll (Standard Armour −1) 4+4−1 = 7 puts it Down."""
    view = start_tc_game(window, monkeypatch)
    shooter, friend = member(view, PILGRIMS, 5), member(view, PILGRIMS, 0)
    priest = member(view, LEGION, 0)
    wizard = view.attack(shooter.id)
    page = wizard.weapon_page
    page.target.setCurrentIndex(page.target.findData(priest.id))
    for i in range(page.melee.count()):
        item = page.melee.item(i)
        if item is not None and item.data(Qt.ItemDataRole.UserRole) == friend.id:
            item.setCheckState(Qt.CheckState.Checked)
    wizard.next()
    spec = from_mapping(TCAttackSpec, dict(spec_of(wizard)))
    assert (spec.into_melee_friends, spec.into_melee_enemies) == (1, 1)
    wizard.next()
    QTest.keyClicks(wizard.dice_page.faces, "2 6 5 4 4")
    assert wizard.dice_page.isComplete(), wizard.dice_page.status.text()
    wizard.next()
    wizard.accept()
    event = last(view)
    assert event.outcome["result"] == "miss"  # for the priest
    assert event.outcome["also_hit"] == [{"member": friend.id, "result": "down"}]
    assert replayed(view, event) == tuple(event.outcome["steps"])
    assert state(view, friend) == ({"blood": 1}, frozenset({"down"}))
    assert state(view, priest) == ({}, frozenset())


def test_warzone_stray_hits_and_templates_strike_the_models_ticked(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """WZ-F3: the melee list offers only friends; a rifle burst (WS 10 +1 −4 = 7, two shots)
    whose 9 misses by 2 strikes the one friend ticked, whose armour test 15 + 12 > 20 fails.
    WZ-T4: a shotgun offers the template list and, for a melee, its friends' list (WZ-T3,
    issue 36); the target's roll 15 misses, the ticked model's 4 hits and its armour test 20
    fails, the friend fighting the target rolls 3, hit, and fails its test too."""
    view = start_game(window, monkeypatch, "warzone")
    squad, sergeant = member(view, "Oddział Kruk", 1), member(view, "Oddział Kruk", 2)
    gunner, vey = member(view, "Oddział Kruk", 3), member(view, "Raider Cell Ghost", 0)
    raiders = member(view, "Raider Cell Ghost", 1)

    wizard = view.attack(squad.id)
    page = wizard.weapon_page
    page.target.setCurrentIndex(page.target.findData(vey.id))
    listed = [page.melee.item(i) for i in range(page.melee.count())]
    assert listed and all(i is not None and i.text().endswith("(friend)") for i in listed)
    assert page.melee.isVisibleTo(page) and not page.blast.isVisibleTo(page)
    for item in listed:
        if item is not None and item.data(Qt.ItemDataRole.UserRole) == sergeant.id:
            item.setCheckState(Qt.CheckState.Checked)
    wizard.next()
    spec = spec_of(wizard)
    assert (spec["shots"], spec["melee_friends"], spec.get("friend_armour", 10)) == (2, 1, 20)
    wizard.next()
    QTest.keyClicks(wizard.dice_page.faces, "9 15 18")  # the second shot misses outright
    assert wizard.dice_page.isComplete(), wizard.dice_page.status.text()
    wizard.next()
    wizard.accept()
    assert state(view, sergeant) == ({"wounds": 1}, frozenset({"out_of_action"}))
    assert state(view, vey)[0] == {}

    wizard = view.attack(gunner.id)
    page = wizard.weapon_page
    page.target.setCurrentIndex(page.target.findData(vey.id))
    assert page.blast.isVisibleTo(page) and page.melee.isVisibleTo(page)
    assert page.blast_label.text().startswith("A template (WZ-T3)")
    assert page.melee_label.text().startswith("A template into a melee (WZ-T3)?")
    for i in range(page.blast.count()):
        item = page.blast.item(i)
        if item is not None and item.data(Qt.ItemDataRole.UserRole) == raiders.id:
            item.setCheckState(Qt.CheckState.Checked)
    for i in range(page.melee.count()):  # issue 36 §7: the squad fights the target
        item = page.melee.item(i)
        if item is not None and item.data(Qt.ItemDataRole.UserRole) == squad.id:
            item.setCheckState(Qt.CheckState.Checked)
    wizard.next()
    spec = spec_of(wizard)
    assert (spec["template"], spec["template_models"], spec["melee_friends"]) == ("shotgun", 2, 1)
    assert wizard.plan is not None and "friendly_wounds" in wizard.plan.odds.distributions
    wizard.next()
    QTest.keyClicks(wizard.dice_page.faces, "15 4 20 3 20")  # the friend's roll 3 hits it too
    assert wizard.dice_page.isComplete(), wizard.dice_page.status.text()
    wizard.next()
    wizard.accept()
    # the raider hit (a squad, ŻW 1) dies: a casualty; the squad fights on (issue 36 §7)
    assert state(view, raiders)[0] == {"casualties": 1}
    assert state(view, vey)[0] == {}
    # the friend's armour test failed: one of the squad's models is lost (its own ŻW 1)
    assert state(view, squad)[0] == {"casualties": 1}
    assert last(view).outcome["steps"][-1] == (
        "Friend 1 in the melee, under the template: armour tests 20 → 1 failed."
    )
    assert replayed(view, last(view)) == tuple(last(view).outcome["steps"])


def test_new_game_warns_of_roster_warnings_and_still_starts(window: MainWindow) -> None:
    """Issue 20: a warband with roster warnings (one pilgrim: no captain) is named in the New
    Game dialog with its warnings; the game can start all the same (warn, never block)."""
    from models.ledger.rosters.roster import NewWarband

    db = window.database
    assert db is not None
    band = NewWarband("Lone Band", "trench-crusade", "tc-1.6", "fc_trenchpilgrim")
    empty = roster.create_warband(db, band)
    empty, _ = roster.add_member(db, empty.id, empty.version, "md_trenchpilgrim")
    assert empty.warnings
    legion = next(w for w in roster.list_warbands(db) if w.name == LEGION)
    dialog = NewGameDialog(db, window)
    dialog.system.setCurrentIndex(dialog.system.findData("trench-crusade"))
    dialog.choose(legion.id)
    assert dialog.warnings.isHidden()  # the Legion has none
    dialog.choose(empty.id)
    assert not dialog.warnings.isHidden()
    assert "Lone Band — roster warnings: " + str(empty.warnings[0]) in dialog.warnings.text()
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    game = games.create_game(db, dialog.new_game())  # what OK does: the game starts
    assert game.id


def test_the_wizard_offers_only_the_situations_of_the_attack_kind(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 20: a ranged shot is not offered Off-hand, Unarmed, polearm or melee counts; a
    melee attack is not offered cover or long range; the wheel over an input not clicked into
    leaves its value alone (it scrolls the form)."""
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent

    view = start_tc_game(window, monkeypatch)
    shooter, priest = member(view, PILGRIMS, 5), member(view, LEGION, 0)
    wizard = view.attack(shooter.id)
    page = wizard.weapon_page
    page.target.setCurrentIndex(page.target.findData(priest.id))
    kinds = [w.kind for w in wizard.weapons]
    page.weapon.setCurrentIndex(kinds.index("ranged"))
    wizard.next()
    form = wizard.odds_page.form
    wizard.odds_page.show()

    def offered(name: str) -> bool:
        return form.inputs[name].isVisibleTo(form)

    assert offered("cover") and offered("long_range")
    for name in ("off_hand", "unarmed", "charged_polearm", "into_melee_enemies", "blast_models"):
        assert not offered(name), name
    spin = form.inputs["hit_dice"]
    before = spin.value()  # type: ignore[attr-defined]
    wheel = QWheelEvent(
        QPointF(5, 5),
        QPointF(5, 5),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(spin, wheel)
    assert spin.value() == before  # type: ignore[attr-defined]
    wizard.back()
    page.weapon.setCurrentIndex(kinds.index("melee"))
    wizard.next()
    form = wizard.odds_page.form
    assert offered("off_hand") and not offered("cover") and not offered("long_range")
    wizard.reject()


def test_a_full_disk_keeps_the_wizard_and_its_dice(
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    small_disk: SmallDisk,
    prepared_sqlite: Path,
) -> None:
    """Issue 11, on a real full filesystem: the attack cannot be saved — the player is told,
    the wizard stays open with the dice typed, and Finish works once there is room again."""
    on_disk = small_disk.folder / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, on_disk)
    assert window.open_location(str(on_disk))
    view = start_tc_game(window, monkeypatch)
    assert window.database is not None
    attacker, target = member(view, PILGRIMS, 5), member(view, LEGION, 5)
    before = len(games.events(window.database, view.document.game.id))
    wizard = view.attack(attacker.id)
    wizard.weapon_page.target.setCurrentIndex(wizard.weapon_page.target.findData(target.id))
    wizard.next()
    wizard.next()
    QTest.keyClicks(wizard.dice_page.faces, "1 1")  # a miss
    assert wizard.dice_page.isComplete(), wizard.dice_page.status.text()
    wizard.next()
    window.undo_group.activeStack().clear()
    small_disk.fill()
    wizard.accept()
    box = window.findChild(QMessageBox, "errorMessage")
    assert box is not None and "the disk is full" in box.text(), box and box.text()
    assert wizard.isVisible() and wizard.dice_page.faces.text() == "1 1"  # nothing typed is lost
    assert len(games.events(window.database, view.document.game.id)) == before
    assert not window.undo_group.canUndo()  # no step for what was not saved
    small_disk.free()
    wizard.accept()  # room again
    assert not wizard.isVisible()
    assert len(games.events(window.database, view.document.game.id)) == before + 1
    assert last(view).kind == "attack"


def test_the_situation_page_fits_a_laptop_without_scrolling(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 35 §15: at 1366×768 the situation scrolled; in three columns it does not, and
    the form is never cut on the right."""
    from PySide6.QtWidgets import QScrollArea

    window.resize(1366, 768)
    view = start_tc_game(window, monkeypatch)
    tomasz, vask = member(view, PILGRIMS, 5), member(view, LEGION, 5)
    wizard = view.attack(tomasz.id)
    wizard.resize(1200, 728)  # the wizard on a 1366×768 screen, under its title bar
    wizard.show()
    wizard.weapon_page.target.setCurrentIndex(wizard.weapon_page.target.findData(vask.id))
    wizard.next()
    qtbot.wait(50)
    (scroll,) = [s for s in wizard.odds_page.findChildren(QScrollArea) if s.widget() is not None]
    form = scroll.widget()
    assert form is not None and scroll.verticalScrollBar().maximum() == 0
    assert form.width() <= scroll.viewport().width()
    wizard.reject()
