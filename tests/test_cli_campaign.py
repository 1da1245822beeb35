"""Issue 37 §7: a league run from a script — `campaign pair`, `campaign battle` to record each
result, `campaign show` to read the league table (with its tie-break), the rounds with their
byes and each warband's banks and members — leaves the same league as the window's
operations (models/ledger/campaigns/campaigns.py) on a twin database."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from models.ledger.campaigns import campaigns, event_day
from models.ledger.campaigns.campaigns import NewBattle, NewSide
from models.ledger.startup import open_ledger
from tests.test_cli import run
from tests.test_event_day import league


def campaign(db: Path, *args: str) -> Any:
    result = run("campaign", *args, "--db", str(db))
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout) if "--json" in args else result.stdout


def refused(db: Path, *args: str) -> str:
    result = run("campaign", *args, "--db", str(db))
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
    assert result.stdout == ""
    return result.stderr


@pytest.fixture
def twins(tmp_path: Path, ledger: Path) -> tuple[Path, Path, int, dict[str, int]]:
    """Two copies of one database holding a five-warband league."""
    database = open_ledger(ledger)
    campaign_id, ids = league(database)
    database.close()
    twin = tmp_path / "twin.sqlite"
    shutil.copyfile(ledger, twin)
    return ledger, twin, campaign_id, ids


def side(warband: int, outcome: str, **more: Any) -> str:
    return json.dumps({"warband": warband, "outcome": outcome, **more})


def test_a_round_by_command_leaves_the_league_the_window_would(
    twins: tuple[Path, Path, int, dict[str, int]],
) -> None:
    by_command, by_window, campaign_id, ids = twins
    cid = str(campaign_id)
    paired = campaign(by_command, "pair", cid, "--json")
    assert paired["bye"] == ids["Echo"]
    (alfa, bravo), (charlie, delta) = (p["warbands"] for p in paired["pairs"])
    assert (alfa, bravo, charlie, delta) == (
        ids["Alfa"],
        ids["Bravo"],
        ids["Charlie"],
        ids["Delta"],
    )
    recorded = campaign(
        by_command, "battle", cid, "--round", "1", "--scenario", "Hold the Ruins",
        "--played-on", "2026-12-05", "--side", side(bravo, "win", victory_points=5, glory=2),
        "--side", side(alfa, "loss", victory_points=1, taken_out=2), "--json",
    )  # fmt: skip
    assert [s["outcome"] for s in recorded["sides"]] == ["win", "loss"]
    campaign(
        by_command, "battle", cid, "--side", side(delta, "draw"), "--side", side(charlie, "draw")
    )
    # the same evening through the ledger's own operations, on the twin
    database = open_ledger(by_window)
    event_day.publish_round(database, event_day.draft_round(database, campaign_id))
    campaigns.record_battle(
        database,
        NewBattle(
            campaign_id,
            (NewSide(bravo, "win", 5, glory=2), NewSide(alfa, "loss", 1, taken_out=2)),
            round=1,
            scenario="Hold the Ruins",
        ),
    )
    campaigns.record_battle(
        database, NewBattle(campaign_id, (NewSide(delta, "draw"), NewSide(charlie, "draw")))
    )
    window_league = campaigns.league_table(database, campaign_id)
    database.close()
    shown = campaign(by_command, "show", cid, "--json")
    twin = campaign(by_window, "show", cid, "--json")
    assert shown["league"] == twin["league"]
    assert [row["warband"] for row in shown["league"]] == [r.warband for r in window_league]
    # Bravo 3 points; Echo's bye scored as a win, 3 points, fewer victory points; the draws
    assert [(r["warband"], r["points"], r["rank"]) for r in shown["league"]] == [
        ("Bravo", 3, 1), ("Echo", 3, 2), ("Charlie", 1, 3), ("Delta", 1, 3), ("Alfa", 0, 5),
    ]  # fmt: skip
    assert shown["tie_break"] == "points, then victory points, then models taken out"
    (round_one,) = shown["rounds"]
    assert [b["scenario"] for b in round_one["battles"]] == ["Hold the Ruins", ""]
    assert round_one["byes"] == [
        {"warband_id": ids["Echo"], "text": "Bye: Echo — scored as a win (3 points)"}
    ]
    bravo_band = next(w for w in shown["warbands"] if w["name"] == "Bravo")
    assert bravo_band["player"] == "player Bravo" and bravo_band["members"][0]["experience"] == 0
    text = campaign(by_command, "show", cid)
    assert "League (ties broken by points, then victory points, then models taken out):" in text
    assert "Bye: Echo — scored as a win (3 points)" in text


@pytest.mark.parametrize(
    ("sides", "named"),
    [
        (["{", side(1, "loss")], "--side 1: not JSON"),
        (["[1]", side(1, "loss")], "--side 1: must be a JSON object"),
        ([side(1, "win", glory=True), side(2, "loss")], "glory: must be a whole number, not true"),
        ([side(1, "win", glory=-1), side(2, "loss")], "glory: -1 is not a whole number"),
        ([side(1, "win", deeds_by=["x"]), side(2, "loss")], 'deeds_by: "x" is not a whole'),
        ([side(1, "win", colour="red"), side(2, "loss")], "colour: unknown"),
        ([json.dumps({"outcome": "win"}), side(2, "loss")], "warband: required"),
        ([side(1, "win"), side(2, "win")], "one warband wins"),
        ([side(1, "win")], "at least two warbands"),
        ([side(1, "win"), side(2, "loss", glory=2**70)], "is not a whole number"),
    ],
)
def test_a_bad_battle_exits_2_naming_what_is_wrong_and_records_nothing(
    twins: tuple[Path, Path, int, dict[str, int]], sides: list[str], named: str
) -> None:
    db, _twin, campaign_id, ids = twins
    real = {"1": ids["Alfa"], "2": ids["Bravo"]}
    args = [a.replace('"warband": 1', f'"warband": {real["1"]}') for a in sides]
    args = [a.replace('"warband": 2', f'"warband": {real["2"]}') for a in args]
    flags = [part for a in args for part in ("--side", a)]
    assert named in refused(db, "battle", str(campaign_id), *flags)
    assert campaign(db, "show", str(campaign_id), "--json")["rounds"] == []


def test_the_campaign_book_shows_each_warbands_banks_and_campaign_record(
    ledger: Path, tmp_path: Path
) -> None:
    """Issue 37 §6: beside its roster, each warband's chapter says what the campaign made of
    it — the ducats and glory in its banks, each member's experience, skills and scars."""
    from pypdf import PdfReader

    from models.ledger.rosters import roster
    from models.ledger.rosters.roster import MemberChanges, WarbandDetails
    from models.reports import exports

    database = open_ledger(ledger)
    campaign_id, ids = league(database, ("Alfa", "Bravo"))
    alfa = roster.get_warband(database, ids["Alfa"])
    alfa = roster.edit_details(
        database, alfa.id, alfa.version, WarbandDetails(ducat_bank=35, glory_bank=2)
    )
    first = alfa.members[0]
    roster.update_member(
        database,
        alfa.id,
        alfa.version,
        first.id,
        MemberChanges(experience=7, skills=("Lucky",), battle_scars=("Lost An Eye",)),
    )
    path = exports.export_campaign(database, campaign_id, tmp_path / "book.pdf")
    database.close()
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(path).pages)
    chapter = text[text.index("Campaign record") :]
    assert "In the bank: 35 ducats · 2 glory" in chapter
    assert f"{first.name} — {first.model_name} 7 Lucky Lost An Eye active" in chapter


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["settings", "{cid}", "--set", "deeds"], "--set 'deeds': say KEY=JSON"),
        (["settings", "{cid}", "--set", "deeds=[1"], "--set deeds: not JSON"),
        (["settings", "{cid}", "--set", "colour=1"], "settings: unknown colour"),
        (["settings", "{cid}", "--set", 'deeds=["a", "A"]'], "deeds: A is listed twice"),
        (["settings", "{cid}", "--set", 'exploration={"dice": "D7"}'], "exploration.dice"),
        (
            [
                "settings",
                "{cid}",
                "--set",
                'exploration={"dice": "D6", "locations": [{"name": '
                '"Pit", "first": 1, "models": ["md_nobody"]}]}',
            ],
            "models[0]: 'md_nobody' is not a model of the catalog",
        ),
        (["explore", "{cid}", "--odds"], "has no exploration table"),
        (["debt", "{cid}", "--warband", "{alfa}", "--take", "0"], "debt: a whole number from 1"),
        (["debt", "{cid}", "--warband", "{alfa}", "--pay", "5"], "owes 0 ducats, not 5"),
        (["debt", "{cid}", "--warband", "{alfa}", "--take", "99999999999"], "from 1 to 100000"),
        (["patron", "{cid}", "--warband", "{alfa}", "--patron", "Mammon"], "not a patron"),
        (
            ["next-step", "{cid}", "--battle", "999", "--warband", "{alfa}"],
            "no battle of this campaign has that id or uid",
        ),
    ],
)
def test_the_content_commands_exit_2_naming_what_is_wrong(
    twins: tuple[Path, Path, int, dict[str, int]], args: list[str], named: str
) -> None:
    db, _twin, campaign_id, ids = twins
    before = campaign(db, "show", str(campaign_id), "--json")
    given = [a.format(cid=campaign_id, alfa=ids["Alfa"]) if "{" in a[:5] else a for a in args]
    assert named in refused(db, *given)
    assert campaign(db, "show", str(campaign_id), "--json") == before


def test_exploring_by_command_with_the_odds_and_the_apps_dice(
    twins: tuple[Path, Path, int, dict[str, int]],
) -> None:
    db, _twin, campaign_id, ids = twins
    cid, alfa, bravo = str(campaign_id), str(ids["Alfa"]), ids["Bravo"]
    table = {"dice": "D66", "locations": [{"name": "Deep Crypt", "first": 11, "last": 36}]}
    campaign(db, "settings", cid, "--set", f"exploration={json.dumps(table)}")
    # D66 11–36: tens die 1, 2 or 3 — half of the 36 results; the rest finds nothing.
    odds = campaign(db, "explore", cid, "--odds", "--json")
    assert odds["odds"] == [
        {"location": "Deep Crypt", "results": [11, 36], "chance": "1/2"},
        {"location": None, "results": None, "chance": "1/2"},
    ]
    battle = campaign(
        db, "battle", cid, "--side", side(ids["Alfa"], "win"), "--side", side(bravo, "loss"),
        "--json",
    )  # fmt: skip
    at = ["--battle", str(battle["id"]), "--warband", alfa]
    assert "at Trauma, not Exploration" in refused(db, "explore", cid, *at, "--dice", "1,1")
    for _ in range(3):
        campaign(db, "next-step", cid, *at)
    assert "give the --dice rolled, or --roll" in refused(db, "explore", cid, *at)
    assert "D66 takes 2 D6" in refused(db, "explore", cid, *at, "--dice", "3")
    found = campaign(db, "explore", cid, *at, "--dice", "2,6", "--json")
    assert found["dice"] == [2, 6] and found["summary"] == "Exploration: 26, Deep Crypt"
    rolled = campaign(db, "explore", cid, *at, "--roll", "--json")
    assert len(rolled["dice"]) == 2
    database = open_ledger(db)
    try:
        logged = [e for e in campaigns.campaign_log(database, campaign_id) if e.kind == "explore"]
    finally:
        database.close()
    assert [e.dice for e in logged] == [(2, 6), tuple(rolled["dice"])]


def test_tc_c8_exploring_by_command_by_battles_tables_and_options(
    twins: tuple[Path, Path, int, dict[str, int]],
) -> None:
    db, _twin, campaign_id, ids = twins
    cid, alfa, bravo = str(campaign_id), str(ids["Alfa"]), ids["Bravo"]
    table = {
        "dice": "by battles",
        "locations": [
            {"name": "Cache", "table": "common", "first": 5, "ducats": 20},
            {
                "name": "Shrine",
                "table": "rare",
                "first": 5,
                "options": [{"name": "Report", "glory": 2}, {"name": "Sell", "ducats": 40}],
            },
            {"name": "Vault", "table": "legendary", "first": 18},
        ],
    }
    campaign(db, "settings", cid, "--set", f"exploration={json.dumps(table)}")
    # after 3 battles: 4D6 on the common and rare tables; 4D6 sum to 5 in 4 of 1296 ways
    odds = campaign(db, "explore", cid, "--odds", "--battles", "3", "--json")
    assert (odds["battles"], odds["tables"]) == (3, ["common", "rare"])
    assert odds["odds"][:2] == [
        {"location": "Cache", "results": [5, 5], "chance": "1/324", "table": "common"},
        {"location": "Shrine", "results": [5, 5], "chance": "1/324", "table": "rare"},
    ]
    # both share the score 5: nothing is found on every other sum
    assert odds["odds"][2] == {"location": None, "results": None, "chance": "323/324"}
    assert "--battles: 0 is not a number of battles" in refused(
        db, "explore", cid, "--odds", "--battles", "0"
    )
    battle = campaign(
        db, "battle", cid, "--side", side(ids["Alfa"], "win"), "--side", side(bravo, "loss"),
        "--json",
    )  # fmt: skip
    at = ["--battle", str(battle["id"]), "--warband", alfa]
    for _ in range(3):
        campaign(db, "next-step", cid, *at)
    # Alfa's first battle in this campaign: 3D6 on the common table; 1 + 1 + 2 = 4, plus 1
    assert "3D6 takes 3 D6" in refused(db, "explore", cid, *at, "--dice", "1,1,1,2")
    assert "invalid choice" in refused(db, "explore", cid, *at, "--dice", "1,1,2", "--table", "x")
    found = campaign(db, "explore", cid, *at, "--dice", "1,1,2", "--modifier", "1", "--json")
    assert found["summary"] == "Exploration: 5, Cache (20 ducats, loot 50 ducats)"


def test_a_battle_is_named_alike_on_every_laptop(
    twins: tuple[Path, Path, int, dict[str, int]], tmp_path: Path
) -> None:
    """Issue 49 §5: a campaign carried to another laptop keeps its battles' uids (their ids
    there are that database's own): commands name a battle by its uid, and say which is which."""
    db, _twin, campaign_id, ids = twins
    cid = str(campaign_id)
    recorded = run(
        "campaign", "battle", cid, "--side", side(ids["Alfa"], "win"),
        "--side", side(ids["Bravo"], "loss"), "--db", str(db),
    )  # fmt: skip
    assert recorded.returncode == 0, recorded.stderr
    assert recorded.stdout.startswith("Recorded round 1: Alfa win, Bravo loss (battle ")
    shown = campaign(db, "show", cid, "--json")
    (battle,) = [b for r in shown["rounds"] for b in r["battles"]]
    assert f"uid {battle['uid']}, the same on every laptop" in recorded.stdout
    # carried to another laptop (a campaign file), where its id differs
    other = tmp_path / "other.sqlite"
    shutil.copyfile(_twin, other)
    exported = tmp_path / "season.json"
    result = run("export", "campaign-file", cid, "-o", str(exported), "--db", str(db))
    assert result.returncode == 0, result.stderr
    # the other laptop holds one battle of its own first, so ids there are shifted
    campaign(
        other,
        "battle",
        cid,
        "--side",
        side(ids["Charlie"], "win"),
        "--side",
        side(ids["Delta"], "loss"),
    )
    assert run("import", str(exported), "--db", str(other)).returncode == 0
    there = campaign(other, "show", cid, "--json")
    same = next(b for r in there["rounds"] for b in r["battles"] if b["uid"] == battle["uid"])
    assert same["id"] != battle["id"]
    # by its uid's first 8 characters, the same command works on both laptops
    for ledger in (db, other):
        moved = campaign(
            ledger, "next-step", cid, "--battle", battle["uid"][:8], "--warband", str(ids["Alfa"])
        )
        assert "now at: experience" in moved
    assert "is not a battle's id or uid" in refused(
        db, "next-step", cid, "--battle", "%%%%%%%%", "--warband", str(ids["Alfa"])
    )
