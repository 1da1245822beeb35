"""Issue 49 §6: a four-warband tc-1.0 season from a fresh campaign with the bundled content only
(no table typed): three rounds, scenarios and Glorious Deeds picked from the books' lists,
exploration by the rules' dice on the tables the battles open (TC-C8), the threshold after each
battle (TC-C6), and the league and the campaign book against a hand-worked expectation."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from models.db import Database
from models.ledger.campaigns import campaign_content, campaigns, post_battle
from models.ledger.campaigns.campaigns import NewBattle, NewCampaign, NewSide
from models.ledger.catalogs import load_catalog
from models.ledger.rosters import roster
from models.ledger.rosters.roster import NewWarband
from models.ledger.startup import open_ledger
from models.reports import exports

FACTIONS = {
    "Ash": "Heretic Legion",
    "Bell": "Trench Pilgrims",
    "Cog": "New Antioch",
    "Dune": "Iron Sultanate",
}
# round → (first, second, outcome of first, victory points of first and second, scenario,
# the first side's Glorious Deed): every scenario and deed from the bundled lists
ROUNDS = {
    1: [
        ("Ash", "Bell", "win", (3, 1), "Claim No Man's Land", "Sniper"),
        ("Cog", "Dune", "draw", (2, 2), "Trench Warfare", "Hold Your Ground"),
    ],
    2: [
        ("Ash", "Cog", "win", (4, 0), "Relic Hunt", "Relic Hunter"),
        ("Bell", "Dune", "win", (3, 2), "Hunt for Heroes", "King of the Hill"),
    ],
    3: [
        ("Dune", "Ash", "win", (2, 1), "Supply Raid", "Daring Raid"),
        ("Cog", "Bell", "win", (5, 1), "Dragon Hunt", "Dragon Slayer"),
    ],
}
# the exploration dice each warband rolls after each of its battles (3 D6 after the 1st and
# 2nd, 4 after the 3rd) and the option it takes where the location asks
DICE = {
    1: {"Ash": [2, 3, 4], "Bell": [1, 1, 2], "Cog": [6, 6, 6], "Dune": [3, 3, 2]},
    2: {"Ash": [1, 1, 2], "Bell": [5, 5, 6], "Cog": [2, 2, 2], "Dune": [4, 4, 3]},
    3: {"Ash": [1, 1, 1, 2], "Bell": [2, 2, 2, 2], "Cog": [1, 2, 3, 4], "Dune": [3, 4, 5, 6]},
}
OPTIONS = {
    (1, "Ash"): "Heretic Wretched",  # 9: Survivor
    (1, "Bell"): "Sell",  # 4: Moonshine Stash, 30 ducats
    (1, "Cog"): "Memorialise",  # 18: Fallen Knight, 2 glory
    (1, "Dune"): "Rummage",  # 8: Ruined House (by hand)
    (2, "Ash"): "Sell",  # 4: Moonshine Stash, 30 ducats
    (2, "Bell"): "Trench Pilgrims",  # 16: Sniper's Nest, a Sniper Rifle
    (2, "Cog"): "Return",  # 6: Trench Shrine, 2 glory
    (2, "Dune"): "Report",  # 11: Trench Merchant, 2 glory
    (3, "Bell"): "Relic",  # 8: Ruined House (by hand)
    (3, "Cog"): "Medi-Kit",  # 10: Fallen Soldier, a Medi-kit, helmet and armour
    (3, "Dune"): "Memorialise",  # 18: Fallen Knight, 2 glory
}
TABLES = {(3, "Ash"): "rare"}  # 5: the Angelic Instrument, not the Heavy Weapons Cache


@pytest.fixture
def season(tmp_path: Path) -> Iterator[Database]:
    database = open_ledger(tmp_path / "season.sqlite", demo=False)
    yield database
    database.close()


def _to_exploration(db: Database, battle: int, warband: int) -> None:
    while (side := campaigns.get_battle(db, battle).side_of(warband)) and (
        side.post_battle != "exploration"
    ):
        post_battle.next_step(db, battle, warband)


def _finish(db: Database, battle: int, warband: int) -> None:
    while (side := campaigns.get_battle(db, battle).side_of(warband)) and (
        side.post_battle != post_battle.DONE
    ):
        post_battle.next_step(db, battle, warband)


def test_tc_c8_a_season_from_the_books_content(season: Database, tmp_path: Path) -> None:
    db = season
    summary = campaigns.create_campaign(db, NewCampaign("Winter", "trench-crusade", "tc-1.0"))
    cid = summary.id
    _, settings = campaigns.campaign_settings(db, cid)
    with db.sessions() as session:
        catalog = load_catalog(session, "trench-crusade", "tc-1.0")
    ids: dict[str, int] = {}
    joined: dict[str, int] = {}  # each warband's bank as it joined
    for name, faction_name in FACTIONS.items():
        faction = next(f for f in catalog.factions.values() if f.name == faction_name)
        view = roster.create_warband(db, NewWarband(name, "trench-crusade", "tc-1.0", faction.id))
        troop = next(  # one troop each: what the book prints of a warband
            e.model
            for e in faction.roster
            if not e.captain and not catalog.models[e.model].is_elite and e.cost.amount > 0
        )
        view, _ = roster.add_member(db, view.id, view.version, troop, f"{name} trooper")
        campaigns.join_campaign(db, cid, view.id, f"{name}'s player")
        ids[name] = view.id
        joined[name] = roster.get_warband(db, view.id).ducat_bank
    fought = dict.fromkeys(ids, 0)
    for number, battles in ROUNDS.items():
        for first, second, outcome, (vp1, vp2), scenario, deed in battles:
            assert scenario in settings["scenarios"]
            assert deed in settings["scenario_rules"][scenario]["deeds"]
            other = {"win": "loss", "draw": "draw"}[outcome]
            battle = campaigns.record_battle(
                db,
                NewBattle(
                    cid,
                    (
                        NewSide(ids[first], outcome, vp1, deeds=((deed, None),)),
                        NewSide(ids[second], other, vp2),
                    ),
                    round=number,
                    scenario=scenario,
                ),
            )
            for name in (first, second):
                fought[name] += 1
                # TC-C6: the threshold after its battles, 700 and 100 a battle
                view = roster.get_warband(db, ids[name])
                assert view.threshold == (700 + 100 * fought[name], fought[name])
                _to_exploration(db, battle.id, ids[name])
                campaign_content.explore(
                    db,
                    battle.id,
                    ids[name],
                    DICE[number][name],
                    option=OPTIONS.get((number, name)),
                    table=TABLES.get((number, name)),
                )
                _finish(db, battle.id, ids[name])

    # worked out by hand from the tables' values (TC-C8); loot is ten ducats a point
    finds = {name: roster.get_warband(db, wid).finds for name, wid in ids.items()}
    assert finds == {
        "Ash": ("Survivor", "Moonshine Stash", "Angelic Instrument"),
        "Bell": ("Moonshine Stash", "Sniper's Nest", "Ruined House"),
        "Cog": ("Fallen Knight", "Trench Shrine", "Fallen Soldier"),
        "Dune": ("Ruined House", "Trench Merchant", "Fallen Knight"),
    }
    # each joined with 700 less its trooper's cost, then looted and found
    banks = {
        n: (v.ducat_bank - joined[n] + 700, v.glory_bank)
        for n in ids
        for v in [roster.get_warband(db, ids[n])]
    }
    assert banks == {
        "Ash": (700 + 90 + 40 + 30 + 50, 0),
        "Bell": (700 + 40 + 30 + 160 + 80, 0),
        "Cog": (700 + 180 + 60 + 100, 2 + 2),
        "Dune": (700 + 80 + 110 + 180, 2 + 2),
    }
    arsenal = {n: sorted(a.name for a in roster.get_warband(db, ids[n]).arsenal) for n in ids}
    assert arsenal["Ash"] == ["Angelic Instrument"] and arsenal["Bell"] == ["Sniper Rifle"]
    assert len(arsenal["Cog"]) == 3 and arsenal["Dune"] == []
    assert roster.get_warband(db, ids["Ash"]).members[-1].model_name == "Wretched"

    # the league by hand: a win 3, a draw 1; ties by victory points
    league = {r.warband: r for r in campaigns.league_table(db, cid)}
    assert {n: (r.points, r.victory_points, r.deeds) for n, r in league.items()} == {
        "Ash": (6, 3 + 4 + 1, 2),
        "Bell": (3, 1 + 3 + 1, 1),
        "Cog": (4, 2 + 0 + 5, 2),
        "Dune": (4, 2 + 2 + 2, 1),
    }
    assert [r.warband for r in campaigns.league_table(db, cid)] == ["Ash", "Cog", "Dune", "Bell"]
    if shutil.which("pdftotext") is None:
        pytest.skip("poppler-utils (pdftotext) are not installed: make system-deps")
    book = exports.export_campaign(db, cid, tmp_path / "book.pdf")
    text = subprocess.run(
        ["pdftotext", "-layout", str(book), "-"], capture_output=True, text=True, check=True
    ).stdout
    heading = text.index("League table", text.index("League table") + 1)  # after the contents
    league_page = text[heading:]
    league_page = league_page[: league_page.index("Round history")]
    rows = [line.split() for line in league_page.splitlines() if line.strip()[:1].isdigit()]
    # place, warband, player (two words), played, won, drawn, lost, points, VP, out, glory, deeds
    assert [(r[0], r[1], r[8], r[9], r[12]) for r in rows] == [
        ("1", "Ash", "6", "8", "2"),
        ("2", "Cog", "4", "7", "2"),
        ("3", "Dune", "4", "6", "1"),
        ("4", "Bell", "3", "5", "1"),
    ]
    # every warband's page states the threshold it plays to after its three battles
    assert text.count("threshold 1000 ducats after 3 battles (TC-C6)") == 4
