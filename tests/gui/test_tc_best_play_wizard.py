"""Issue 36 §5 in the attack wizard: the best play ticked on the situation page, its choice
named beside the odds and in the steps; a BLAST weapon asks no melee list of its own."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox
from pytestqt.qtbot import QtBot

from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from tests.gui.test_game import LEGION, PILGRIMS, _warband, _window, last, member, start_tc_game


def test_tc_i6_best_play_from_the_wizard_spends_the_targets_blood(
    qtbot: QtBot, qapp: QApplication, ledger: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    setup = open_ledger(ledger)
    legion = _warband(setup, LEGION)
    roster.equip(setup, legion.id, legion.version, legion.members[8].id, "eq_grenades")
    setup.close()
    window = _window(qtbot, qapp, ledger)
    view = start_tc_game(window, monkeypatch)
    tomasz, cantor = member(view, PILGRIMS, 5), member(view, LEGION, 1)
    kell = member(view, LEGION, 8)
    view.document.set_counter(cantor.id, "blood", 6)

    wizard = view.attack(tomasz.id)
    page = wizard.weapon_page
    page.target.setCurrentIndex(page.target.findData(cantor.id))
    wizard.next()
    best = wizard.odds_page.form.inputs["best_play"]
    assert isinstance(best, QCheckBox)
    best.setChecked(True)
    assert wizard.odds_page.isComplete(), wizard.odds_page.problem.text()
    notes = wizard.odds_page.modifiers
    shown = [item.text() for i in range(notes.count()) if (item := notes.item(i)) is not None]
    assert "Best play: spend 6 BLOOD as DICE on a hit, 6 BLOOD as DICE on a critical." in shown
    wizard.next()
    QTest.keyClicks(wizard.dice_page.faces, "4 4 2 2 2 2 2 2 2 1")  # 8 dice, the highest 2
    assert wizard.dice_page.isComplete(), wizard.dice_page.status.text()
    wizard.next()
    wizard.accept()
    spent = "Best play for the attacker: 6 of the target's BLOOD spent for +6 DICE (TC-I6)."
    assert spent in last(view).outcome["steps"]
    assert view.document.state_of(cantor.id).counters["blood"] == 1  # 6 − 6 + a minor hit

    # a BLAST weapon: the models of a melee are ticked under the blast, no list of their own
    wizard = view.attack(kell.id)
    page = wizard.weapon_page
    kinds = [(w.key, w.kind) for w in wizard.weapons]
    page.weapon.setCurrentIndex(kinds.index(("eq_grenades", "ranged")))
    page.target.setCurrentIndex(page.target.findData(tomasz.id))
    assert page.blast.isVisibleTo(page) and not page.melee.isVisibleTo(page)
    assert "no assignment die" in page.blast_label.text()
    wizard.reject()
