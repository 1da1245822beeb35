"""Issue 20, items 13 and 14: Help (getting started, shortcuts, a rules quick reference per
system in every language) and Tools › Odds Calculator (any system, no game, two set-ups)."""

from __future__ import annotations

import itertools
import re
from fractions import Fraction

import pytest
from PySide6.QtGui import QAction, QKeySequence
from pytestqt.qtbot import QtBot

from gui.help_dialog import SHORTCUT_TABLE, HelpDialog, page, topics
from gui.main_window import MainWindow
from gui.odds_calculator import OddsCalculator
from models.i18n import set_language
from models.ledger.help_text import rules_reference
from models.ledger.profiles import PROFILES
from models.ledger.rosters import roster
from models.rules.spec import field_info
from tests.gui.test_game import LEGION, start_tc_game


def test_every_shortcut_listed_is_one_the_window_has(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.database is not None
    legion = next(w for w in roster.list_warbands(window.database) if w.name == LEGION)
    window.show_area("rosters")
    window.rosters.open_warband(legion.id)  # the editor's own keys
    have = {key.toString() for action in window.findChildren(QAction) for key in action.shortcuts()}
    listed = {QKeySequence(keys).toString() for _where, keys, _what in SHORTCUT_TABLE}
    assert listed - have == set()


def test_f1_opens_the_rules_of_the_open_games_system(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_tc_game(window, monkeypatch)
    window.rules_action.trigger()
    dialog = window.findChild(HelpDialog, "helpDialog")
    assert dialog is not None and dialog.current_topic() == "rules:trench-crusade:tc-1.6"
    text = dialog.browser.toPlainText()
    assert "TC-I4" in text and "TOUGH" in text  # by rule id, with the keyword glossary
    dialog.find_field.setText("Bloodbath")
    assert dialog.find_next()
    dialog.find_field.setText("no such words anywhere")
    assert not dialog.find_next() and dialog.not_found.text() == "Not on this page"
    window.getting_started_action.trigger()
    assert dialog.current_topic() == "getting-started"
    assert window.findChildren(HelpDialog) == [dialog]  # one help window, brought forward
    window.shortcuts_action.trigger()
    assert "Ctrl+E" in dialog.browser.toPlainText()


@pytest.mark.parametrize("language", ["en", "it", "pl", "ru"])
def test_the_rules_reference_covers_every_input_in_every_language(language: str) -> None:
    """Each system's page names every input the wizard asks (in the reader's words) under the
    rule ids its help cites, and its keywords; nothing is left in English but names."""
    set_language(language)
    try:
        from models.i18n import tr

        for profile in PROFILES.values():
            for edition in profile.system.editions or (None,):
                html = rules_reference(profile.id, edition)
                for info in field_info(profile.attack.spec_type).values():
                    if info.editions is not None and edition not in info.editions:
                        continue
                    assert tr(info.label).replace("'", "&#x27;") in html, info.label
                    for rule in re.findall(r"\b(?:TC|FB|DI|WZ)-[A-Z]*\d+\b", tr(info.help)):
                        assert f"<b>{rule}</b>" in html
                if language != "en":
                    assert "How an attack is worked out" not in html
    finally:
        set_language("en")


def test_every_help_topic_has_a_page() -> None:
    keys = [key for key, _title in topics()]
    assert keys[:2] == ["getting-started", "shortcuts"]
    assert "rules:trench-crusade:tc-1.0" in keys and "rules:warzone:" in keys
    for key in keys:
        assert "<h2>" in page(key)


def _lowest_two_at_most(limit: int, dice: int) -> Fraction:
    """P(the lowest two of `dice` d6 sum to `limit` or less), by enumeration."""
    rolls = list(itertools.product(range(1, 7), repeat=dice))
    hits = sum(1 for r in rolls if sum(sorted(r)[:2]) <= limit)
    return Fraction(hits, len(rolls))


def test_the_odds_calculator_works_out_and_compares_two_set_ups(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Trench Crusade, Ranged +2 (tc-1.6): a miss is 2D6 + 2 ≤ 6; in cover (−1 DICE, TC-R4)
    the lowest two of 3D6 + 2 ≤ 6 — both counted over every face here."""
    window.odds_action.trigger()
    calculator = window.findChild(OddsCalculator, "oddsCalculator")
    assert calculator is not None
    calculator.system.setCurrentIndex(calculator.system.findData("trench-crusade"))
    calculator.edition.setCurrentIndex(calculator.edition.findData("tc-1.6"))
    a, b = (setup.form for setup in calculator.setups)
    assert a is not None and b is not None
    a.inputs["characteristic"].setValue(2)  # type: ignore[attr-defined]
    open_miss = Fraction(
        sum(1 for x, y in itertools.product(range(1, 7), repeat=2) if x + y <= 4), 36
    )
    assert dict(calculator.chart.rows())["Miss"] == open_miss == Fraction(1, 6)
    calculator.compare.setChecked(True)
    calculator.copy_button.click()
    b.inputs["cover"].setChecked(True)  # type: ignore[attr-defined]
    cover_miss = _lowest_two_at_most(4, 3)
    row = [
        calculator.comparison.verticalHeaderItem(r).text()
        for r in range(calculator.comparison.rowCount())
    ].index("Miss")
    gain = calculator.comparison.item(row, 2)
    assert (
        gain is not None
        and gain.toolTip()
        == f"{(cover_miss - open_miss).numerator}/{(cover_miss - open_miss).denominator}"
    )
    calculator.roll_button.click()
    rolled = calculator.rolled.toPlainText()
    assert "seed" in rolled and "TC-A2" in rolled
    calculator.count.setValue(3)
    calculator.sides.setCurrentIndex(calculator.sides.findData(20))
    calculator.plain_button.click()
    faces = re.match(r"3d20: (\d+) (\d+) (\d+) \(total (\d+)\)", calculator.rolled.toPlainText())
    assert faces is not None and all(1 <= int(f) <= 20 for f in faces.groups()[:3])
    assert sum(int(f) for f in faces.groups()[:3]) == int(faces[4])
    for system in reversed(PROFILES):  # every system's form opens at its defaults, with odds
        calculator.system.setCurrentIndex(calculator.system.findData(system))
        form = calculator.setups[0].form
        assert form is not None and form.values() == {}
        assert sum(p for _label, p in calculator.chart._bars) == 1, system
    assert "characteristic" in calculator.setups[0].form.inputs  # type: ignore[union-attr]
    window.odds_action.trigger()
    assert window.findChildren(OddsCalculator) == [calculator]
