"""FIRETEAM (issue 37 §4): two models that activate together — named in the roster, or by
the data's fireteam upgrades (tc-1.0: "Fireteam Alpha", "Mind Linked", …); a fireteam of one
or three is warned about; in a game, activating one activates its partner, in one event that
undoes whole."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from models.catalog.loader import bundled_catalog
from models.db import Database
from models.ledger.games import games, play
from models.ledger.games.games import NewGame
from models.ledger.games.undo import GameUndo
from models.ledger.rosters import roster
from models.ledger.rosters.roster import MemberChanges
from models.ledger.startup import open_ledger

BRAT, FRATELLO, CANTOR = 6, 7, 13  # demo: Pellegrini (1) and Legion (2)
ALPHA = "Fireteam Alpha"


@pytest.fixture
def database(ledger: Path) -> Iterator[Database]:
    opened = open_ledger(ledger)
    yield opened
    opened.close()


def _team(database: Database, *members: int, name: str = ALPHA) -> None:
    for member in members:
        view = roster.get_warband(database, 1)
        roster.update_member(database, 1, view.version, member, MemberChanges(fireteam=name))


def test_a_fireteam_is_two_models_and_one_alone_is_warned_about(database: Database) -> None:
    _team(database, BRAT)
    view = roster.get_warband(database, 1)
    assert view.member(BRAT).fireteam == ALPHA
    assert [w.message for w in view.warnings if w.rule == "FIRETEAM"] == [
        "Fireteam Alpha: 1 in the warband; a fireteam is two models"
    ]
    _team(database, FRATELLO)
    assert not [w for w in roster.get_warband(database, 1).warnings if w.rule == "FIRETEAM"]
    _team(database, 8)  # a third
    assert [
        w.message for w in roster.get_warband(database, 1).warnings if w.rule == "FIRETEAM"
    ] == ["Fireteam Alpha: 3 in the warband; a fireteam is two models"]
    _team(database, 8, name="")  # named none again: it leaves the fireteam
    view = roster.get_warband(database, 1)
    assert view.member(8).fireteam is None
    assert not [w for w in view.warnings if w.rule == "FIRETEAM"]


def test_the_datas_fireteam_upgrades_name_the_fireteam() -> None:
    catalog = bundled_catalog("trench-crusade", "tc-1.0")
    alpha = [u for u in catalog.upgrades.values() if u.name == ALPHA]
    assert alpha and all(u.fireteam for u in alpha)
    assert not any(u.fireteam for u in catalog.upgrades.values() if u.name == "Enslaved Mind")
    new_antioch = next(f.id for f in catalog.factions.values() if f.name == "New Antioch")
    names = catalog.fireteam_names(new_antioch)
    assert {"Fireteam Alpha", "Fireteam Beta", "Fireteam Charlie", "Mind Linked"} <= set(names)
    assert catalog.fireteam_of(None, [alpha[0].id]) == ALPHA
    assert catalog.fireteam_of("Mine", [alpha[0].id]) == "Mine"  # the name set wins


def test_activating_one_activates_its_fireteam_in_one_event(database: Database) -> None:
    _team(database, BRAT, FRATELLO)
    game = games.create_game(database, NewGame("trench-crusade", "tc-1.6", (1, 2)))
    table = play.load_table(database, game.id)
    event = play.marker_event(table, BRAT, {"activated": True})
    assert event.outcome["summary"] == (
        "Brat Tomasz: Activated, with Fratello Luca (Fireteam Alpha)"
    )
    recorded = play.record(database, table, event)
    table = play.refreshed(database, table)
    assert "activated" in table.state_of(FRATELLO).flags
    assert "activated" not in table.state_of(CANTOR).flags  # the enemy: not of the fireteam
    GameUndo(game.id, recorded.seq).apply(database)
    table = play.refreshed(database, table)
    assert "activated" not in table.state_of(BRAT).flags
    assert "activated" not in table.state_of(FRATELLO).flags
    # A partner Out of Action stays behind.
    play.record(database, table, play.marker_event(table, FRATELLO, {"out_of_action": True}))
    table = play.refreshed(database, table)
    alone = play.marker_event(table, BRAT, {"activated": True})
    assert alone.outcome["summary"] == "Brat Tomasz: Activated"
