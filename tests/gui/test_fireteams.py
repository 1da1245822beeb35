"""FIRETEAM (issue 37 §4) in the window: the fireteam named in the roster editor (undoable),
shown beside the model at the game table, where ticking one model Activated ticks its
partner too, and one undo takes both back."""

from __future__ import annotations

import pytest

from gui.main_window import MainWindow
from models.ledger.rosters import roster
from tests.gui.test_game import _warband, member, start_tc_game, window  # noqa: F401


def test_a_fireteam_named_in_the_roster_activates_together_at_the_table(
    window: MainWindow,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert window.database is not None
    pilgrims = _warband(window.database, "Pellegrini di San Marco")
    brat, fratello = (m for m in pilgrims.members if m.name in ("Brat Tomasz", "Fratello Luca"))
    window.show_area("rosters")
    editor = window.rosters.open_warband(pilgrims.id)
    assert editor is not None and editor.fireteam_combo.isVisible()
    for one in (brat, fratello):
        editor.select_member(one.id)
        editor.fireteam_edit.setText("Fireteam Alpha")
        editor.fireteam_edit.editingFinished.emit()
    view = roster.get_warband(window.database, pilgrims.id)
    assert view.member(brat.id).fireteam == view.member(fratello.id).fireteam == "Fireteam Alpha"
    assert editor.fireteam_combo.toolTip() == "With Brat Tomasz"  # Fratello's partner
    editor.document.undo_stack.undo()
    assert roster.get_warband(window.database, pilgrims.id).member(fratello.id).fireteam is None
    editor.document.undo_stack.redo()

    window.show_area("games")
    game = start_tc_game(window, monkeypatch)
    first = member(game, "Pellegrini di San Marco", [m.id for m in view.members].index(brat.id))
    card = next(c for c in game.cards if c.member.id == first.id)
    assert "fireteam: Fireteam Alpha" in card.controls.gear_text
    card.flags["activated"].click()
    assert "activated" in game.document.state_of(brat.id).flags
    assert "activated" in game.document.state_of(fratello.id).flags
    window.undo_action.trigger()
    assert "activated" not in game.document.state_of(brat.id).flags
    assert "activated" not in game.document.state_of(fratello.id).flags
