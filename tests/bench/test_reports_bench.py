"""PDF exports at their largest expected sizes: cards for 20 members, a 40-warband campaign
book, a 500-event game report. Each beside the work of gathering its data in the same run."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from models.db import Database
from models.ledger.campaigns.campaigns import NewCampaign, create_campaign
from models.ledger.games import games
from models.ledger.games.games import NewEvent, NewGame
from models.ledger.rosters import roster
from models.ledger.rosters.roster import NewWarband, WarbandDetails
from models.ledger.startup import open_ledger
from models.reports import exports


def median_s(fn: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _twenty(database: Database, name: str, campaign_id: int | None = None) -> int:
    view = roster.create_warband(
        database, NewWarband(name, "trench-crusade", "tc-1.6", "fc_trenchpilgrim")
    )
    line_up = ["md_warprophet", "md_castigator"] + ["md_trenchpilgrim"] * 18
    for model in line_up:
        view, member = roster.add_member(database, view.id, view.version, model)
        for item in ("eq_boltactionrifle", "eq_trenchclub", "eq_standardarmour"):
            view = roster.equip(database, view.id, view.version, member, item)
    if campaign_id is not None:
        roster.edit_details(
            database, view.id, view.version, WarbandDetails(campaign_id=campaign_id)
        )
    return view.id


def test_report_sizes(tmp_path_factory: pytest.TempPathFactory) -> None:
    folder = tmp_path_factory.mktemp("reports")
    database = open_ledger(folder / "ledger.sqlite")
    out = folder / "out"
    out.mkdir()
    warband = _twenty(database, "Twenty")
    cards = median_s(lambda: exports.export_cards(database, warband, out / "cards.pdf"), 5)
    gather = median_s(lambda: exports.warband_sheet(database, warband), 5)

    campaign = create_campaign(database, NewCampaign("League", "trench-crusade", "tc-1.6"))
    for n in range(40):
        _twenty(database, f"Warband {n:02d}", campaign.id)
    start = time.perf_counter()
    exports.export_campaign(database, campaign.id, out / "book.pdf")
    book = time.perf_counter() - start

    tc = [w for w in roster.list_warbands(database) if w.system == "trench-crusade"][:2]
    game = games.create_game(database, NewGame("trench-crusade", "tc-1.6", (tc[0].id, tc[1].id)))
    target = roster.get_warband(database, tc[1].id).members[0].id
    actor = roster.get_warband(database, tc[0].id).members[0].id
    for n in range(500):
        games.record_event(
            database,
            game.id,
            NewEvent(
                "attack",
                actor_member_id=actor,
                target_member_id=target,
                spec={"characteristic": n % 3, "hit_dice": n % 2},
                dice=[3, 4, 5, 2],
                outcome={
                    "summary": f"attack {n}",
                    "result": "minor_hit",
                    "odds": "1/3",
                    "effects": [],
                },
            ),
        )
    report = median_s(lambda: exports.export_report(database, game.id, out / "report.pdf"), 3)
    report_data = median_s(lambda: exports.game_data(database, game.id), 3)
    database.close()
    print(
        f"\ncards, 20 members: {cards:.2f} s (goal ≤ 1 s); "
        f"gathering the data {gather * 1000:.0f} ms"
        f"\ncampaign book, 40 warbands × 20 members: {book:.1f} s (goal ≤ 15 s)"
        f"\ngame report, 500 events: {report:.2f} s (goal ≤ 3 s); gathering the data "
        f"{report_data * 1000:.0f} ms"
    )
    assert cards <= 1 and book <= 15 and report <= 3
    assert Path(out / "book.pdf").exists()
