"""Issue 37: the campaign content's views at 1366×768 in all four languages — the campaign
settings with the exploration table, the battle dialog's deed picks, the Exploration step,
the debts dialog, the overview and the roster editor's patron, debts and fireteam — with no
text clipped, no column heading cut and no input without a name (gui/layout_check.py)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from gui import i18n as gui_i18n
from gui.layout_check import anonymous, clipped, clipped_headers
from gui.main_window import MainWindow
from models.ledger.campaigns import campaign_content, campaigns, post_battle
from models.ledger.campaigns.campaigns import NewBattle, NewSide
from tests.gui.test_campaign import open_siege, window  # noqa: F401
from tests.gui.test_campaign_content import _legion, _settle


def _problems(name: str, widget: QWidget, qapp: QApplication) -> list[str]:
    widget.show()
    qapp.processEvents()
    found = clipped(widget) + clipped_headers(widget) + anonymous(widget)
    return [f"{name}: {problem}" for problem in found]


@pytest.mark.parametrize("code", ["en", "it", "pl", "ru"])
def test_the_campaign_content_views_fit_in_every_language(
    window: MainWindow,  # noqa: F811
    qapp: QApplication,
    code: str,
) -> None:
    installed = gui_i18n.install(qapp, code)
    try:
        window.resize(1366, 768)
        view = open_siege(window)
        problems: list[str] = []
        settings = _settle(view)
        problems += _problems("settings", settings, qapp)
        settings._accept_if_valid()
        legion = _legion(view)
        other = next(s.warband_id for s in view.statuses if s.warband_id != legion)
        campaign_content.take_debt(view.database, view.campaign_id, legion, 40, "glory")
        view.refresh()
        problems += _problems("overview", window, qapp)
        row = next(r for r in range(2) if view.overview_model.row(r).warband_id == legion)
        view.overview_table.setCurrentIndex(view.overview_model.index(row, 0))
        debts = view.edit_debts()
        assert debts is not None
        problems += _problems("debts", debts, qapp)
        debts.reject()
        battle = view.record_battle()
        battle.editors[0].add_deed.click()  # type: ignore[attr-defined]
        problems += _problems("battle", battle, qapp)
        battle.reject()
        recorded = campaigns.record_battle(
            view.database,
            NewBattle(view.campaign_id, (NewSide(legion, "win"), NewSide(other, "loss"))),
        )
        while (side := campaigns.get_battle(view.database, recorded.id).side_of(legion)) and (
            side.post_battle != "exploration"
        ):
            post_battle.next_step(view.database, recorded.id, legion)
        view.refresh()
        view.overview_table.setCurrentIndex(view.overview_model.index(row, 0))
        view.post_battle_button.click()
        sequence = view.post_battle_dialog
        assert sequence is not None and sequence.step == "exploration"
        sequence.explore_dice.setText("1 3")
        problems += _problems("exploration", sequence, qapp)
        sequence.reject()
        window.show_area("rosters")
        window.rosters.open_warband(legion)
        problems += _problems("roster", window, qapp)
        assert problems == []
    finally:
        gui_i18n.remove(qapp, installed)
