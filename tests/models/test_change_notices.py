"""Issue 35: every committed write tells the listeners of its Database which tables it changed
(the one path by which every view of the window hears of a change, whichever view made it); a
write that fails tells nobody."""

from __future__ import annotations

from pathlib import Path

import pytest

from models.ledger.campaigns import campaigns
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from models.table.errors import LedgerError


def test_a_roster_edit_and_a_new_campaign_are_announced_with_their_tables(ledger: Path) -> None:
    database = open_ledger(ledger)
    heard: list[frozenset[str]] = []
    stop = database.on_change(heard.append)
    try:
        warband = roster.get_warband(database, 1)
        roster.rename_warband(database, warband.id, warband.version, "Renamed")
        assert len(heard) == 1 and "warbands" in heard[0]

        heard.clear()
        campaigns.create_campaign(
            database, campaigns.NewCampaign("League", "trench-crusade", "tc-1.6")
        )
        assert len(heard) == 1 and "campaigns" in heard[0]
    finally:
        stop()
        database.close()


def test_a_refused_write_is_not_announced_and_stop_stops(ledger: Path) -> None:
    database = open_ledger(ledger)
    heard: list[frozenset[str]] = []
    stop = database.on_change(heard.append)
    try:
        warband = roster.get_warband(database, 1)
        with pytest.raises(LedgerError):
            roster.rename_warband(database, warband.id, warband.version + 7, "Stale")
        assert heard == []
        stop()
        roster.rename_warband(database, warband.id, warband.version, "Quiet")
        assert heard == []
    finally:
        database.close()


def test_a_failing_listener_does_not_undo_the_write(ledger: Path) -> None:
    database = open_ledger(ledger)

    def broken(_tables: frozenset[str]) -> None:
        raise RuntimeError("a view fell over")

    database.on_change(broken)
    try:
        warband = roster.get_warband(database, 1)
        roster.rename_warband(database, warband.id, warband.version, "Kept")
        assert roster.get_warband(database, 1).name == "Kept"
    finally:
        database.close()
