"""Issue 22, part 3: an event day — rounds paired from a hand-made league, published, withdrawn,
their results entered and the standings following; byes scored as the settings say;
`warband-ledger campaign pair`; the round's sheet and slips read back from the PDF."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from models.db import Database
from models.ledger.campaigns import campaigns, event_day
from models.ledger.campaigns.campaigns import NewBattle, NewCampaign, NewSide
from models.ledger.campaigns.pairing import met
from models.ledger.games import games
from models.ledger.games.games import NewGame
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from models.table.errors import InvalidInput
from tests.test_cli import run

NAMES = ("Alfa", "Bravo", "Charlie", "Delta", "Echo")


def league(db: Database, names: tuple[str, ...] = NAMES) -> tuple[int, dict[str, int]]:
    """A Trench Crusade campaign of copies of the demo pilgrims, named as given."""
    pilgrims = next(w for w in roster.list_warbands(db) if w.name.startswith("Pellegrini"))
    campaign = campaigns.create_campaign(db, NewCampaign("Event", "trench-crusade", "tc-1.6"))
    ids = {}
    for name in names:
        copy = roster.duplicate_warband(db, pilgrims.id)
        roster.rename_warband(db, copy.id, copy.version, name)
        campaigns.join_campaign(db, campaign.id, copy.id, f"player {name}")
        ids[name] = copy.id
    return campaign.id, ids


def play(
    db: Database, campaign_id: int, number: int, winner: int, loser: int, vp: int = 10
) -> None:
    campaigns.record_battle(
        db,
        NewBattle(
            campaign_id, (NewSide(winner, "win", vp), NewSide(loser, "loss", 2)), round=number
        ),
    )


def test_round_one_is_drawn_from_the_league_table_and_published(db: Database) -> None:
    campaign_id, ids = league(db)
    draft = event_day.draft_round(db, campaign_id)
    # nobody has played: the league table's order is by name; the last one sits out
    assert draft.round == 1
    assert draft.pairing.pairs == ((ids["Alfa"], ids["Bravo"]), (ids["Charlie"], ids["Delta"]))
    assert draft.pairing.bye == ids["Echo"]
    view = event_day.publish_round(db, draft)
    assert [(t.table, t.first, t.second) for t in view.tables] == [
        (1, "Alfa", "Bravo"),
        (2, "Charlie", "Delta"),
        (0, "Echo", ""),
    ]
    assert not view.complete and view.results_in() == 0
    # the bye is scored at once, as a win by default (3 points)
    standings = {r.warband: r for r in campaigns.league_table(db, campaign_id)}
    assert (standings["Echo"].played, standings["Echo"].won, standings["Echo"].points) == (1, 1, 3)


def test_results_entered_per_table_update_the_standings_and_the_next_round(db: Database) -> None:
    campaign_id, ids = league(db)
    event_day.publish_round(db, event_day.draft_round(db, campaign_id))
    play(db, campaign_id, 1, ids["Bravo"], ids["Alfa"], vp=14)
    view = event_day.round_view(db, campaign_id, 1)
    assert view is not None
    table = view.tables[0]
    assert table.battle is not None and table.result() == "Bravo won, 2 – 14 VP"
    play(db, campaign_id, 1, ids["Delta"], ids["Charlie"], vp=9)
    view = event_day.round_view(db, campaign_id, 1)
    assert view is not None and view.complete
    ranking = [r.warband for r in campaigns.league_table(db, campaign_id)]
    assert ranking == ["Bravo", "Delta", "Echo", "Alfa", "Charlie"]  # points, then VP
    second = event_day.draft_round(db, campaign_id)
    assert second.round == 2
    # down the standings: Bravo–Delta, Echo–Alfa; Charlie (last, no bye yet) sits out
    assert second.pairing.pairs == ((ids["Bravo"], ids["Delta"]), (ids["Echo"], ids["Alfa"]))
    assert second.pairing.bye == ids["Charlie"] and not second.pairing.rematches


def test_a_season_of_five_rounds_never_repeats_a_pairing_and_rotates_the_bye(db: Database) -> None:
    campaign_id, ids = league(db)
    for number in range(1, 6):
        draft = event_day.draft_round(db, campaign_id)
        assert draft.round == number and not draft.pairing.rematches
        view = event_day.publish_round(db, draft)
        for t in view.tables:
            if not t.bye:
                assert t.first_id is not None and t.second_id is not None
                play(db, campaign_id, number, t.first_id, t.second_id)
    rounds = event_day.rounds(db, campaign_id)
    assert len(rounds) == 5
    byes = [t.first for r in rounds for t in r.tables if t.bye]
    assert sorted(byes) == sorted(NAMES)  # each warband sat out once
    pairs = [met(t.first_id or 0, t.second_id or 0) for r in rounds for t in r.tables if not t.bye]
    assert len(pairs) == len(set(pairs)) == 10  # everyone met everyone, once
    for r in rounds:
        seen = [t.first for t in r.tables] + [t.second for t in r.tables if not t.bye]
        assert len(seen) == len(set(seen)) == len(NAMES)


def test_swaps_by_hand_are_published_as_changed(db: Database) -> None:
    campaign_id, ids = league(db)
    draft = event_day.draft_round(db, campaign_id).swap(ids["Bravo"], ids["Echo"])
    assert draft.pairing.bye == ids["Bravo"]
    view = event_day.publish_round(db, draft)
    assert [(t.first, t.second) for t in view.tables] == [
        ("Alfa", "Echo"),
        ("Charlie", "Delta"),
        ("Bravo", ""),
    ]


def test_a_stale_draft_and_a_round_with_results_are_refused(db: Database) -> None:
    campaign_id, ids = league(db)
    draft = event_day.draft_round(db, campaign_id)
    event_day.publish_round(db, draft)
    with pytest.raises(InvalidInput, match="meanwhile"):
        event_day.publish_round(db, draft)  # another laptop's window drew the same round
    play(db, campaign_id, 1, ids["Alfa"], ids["Bravo"])
    with pytest.raises(InvalidInput, match="result"):
        event_day.withdraw_round(db, campaign_id, 1)
    # a late arrival: withdraw a round with no result yet, pair it again with them
    event_day.publish_round(db, event_day.draft_round(db, campaign_id))
    _, late = league_member(db, campaign_id, "Foxtrot")
    with pytest.raises(InvalidInput, match="changed"):
        event_day.publish_round(db, stale_draft_for(db, campaign_id, late))
    event_day.withdraw_round(db, campaign_id, 2)
    again = event_day.publish_round(db, event_day.draft_round(db, campaign_id))
    assert again.number == 2 and "Foxtrot" in {t.first for t in again.tables} | {
        t.second for t in again.tables
    }


def league_member(db: Database, campaign_id: int, name: str) -> tuple[int, int]:
    pilgrims = next(w for w in roster.list_warbands(db) if w.name.startswith("Pellegrini"))
    copy = roster.duplicate_warband(db, pilgrims.id)
    roster.rename_warband(db, copy.id, copy.version, name)
    campaigns.join_campaign(db, campaign_id, copy.id, "late player")
    return campaign_id, copy.id


def stale_draft_for(db: Database, campaign_id: int, late: int) -> event_day.RoundDraft:
    """A draft of round 3 made without the late warband (as if drawn before it joined)."""
    draft = event_day.draft_round(db, campaign_id)
    pairs = tuple(p for p in draft.pairing.pairs if late not in p)
    return event_day.RoundDraft(
        campaign_id, draft.round, type(draft.pairing)(pairs, None), draft.standings, draft.history
    )


@pytest.mark.parametrize(("bye", "points", "won", "drawn"), [("draw", 1, 0, 1), ("loss", 0, 0, 0)])
def test_a_bye_scores_as_the_settings_say(
    db: Database, bye: str, points: int, won: int, drawn: int
) -> None:
    campaign_id, ids = league(db)
    summary, _settings = campaigns.campaign_settings(db, campaign_id)
    campaigns.edit_campaign(db, campaign_id, summary.version, settings={"bye": bye})
    event_day.publish_round(db, event_day.draft_round(db, campaign_id))
    echo = next(r for r in campaigns.league_table(db, campaign_id) if r.warband == "Echo")
    assert (echo.played, echo.points, echo.won, echo.drawn) == (1, points, won, drawn)
    with pytest.raises(InvalidInput, match="bye"):
        campaigns.edit_campaign(db, campaign_id, summary.version + 1, settings={"bye": "forfeit"})


def test_the_campaign_book_and_view_show_each_bye_and_how_it_was_scored(
    db: Database, tmp_path: Path
) -> None:
    """Issue 35 §2: the standings under a round count its bye, so the round history says so."""
    from pypdf import PdfReader

    from models.reports import exports

    campaign_id, ids = league(db)
    event_day.publish_round(db, event_day.draft_round(db, campaign_id))  # Echo sits out
    play(db, campaign_id, 1, ids["Bravo"], ids["Alfa"])
    play(db, campaign_id, 1, ids["Delta"], ids["Charlie"])
    path = exports.export_campaign(db, campaign_id, tmp_path / "book.pdf")
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(path).pages)
    history = text[text.index("Round history", text.index("Round history") + 1) :]
    round_one = history[: history.index("Standings after round 1")]
    assert "Bye: Echo — scored as a win (3 points)" in round_one
    # A round whose only entry so far is its bye is in the history too.
    event_day.publish_round(db, event_day.draft_round(db, campaign_id))
    text = " ".join(
        " ".join(p.extract_text().split())
        for p in PdfReader(exports.export_campaign(db, campaign_id, tmp_path / "2.pdf")).pages
    )
    assert "Round 2" in text and "Standings after round 2" in text
    assert "Bye: Charlie — scored as a win (3 points)" in text


def test_campaign_pair_on_the_command_line(ledger: Path) -> None:
    db = open_ledger(ledger)
    try:
        campaign_id, ids = league(db)
    finally:
        db.close()
    dry = run("campaign", "pair", str(campaign_id), "--dry-run", "--json", "--db", str(ledger))
    assert dry.returncode == 0, dry.stderr
    expected = {
        "round": 1,
        "pairs": [
            {"table": 1, "warbands": [ids["Alfa"], ids["Bravo"]]},
            {"table": 2, "warbands": [ids["Charlie"], ids["Delta"]]},
        ],
        "bye": ids["Echo"],
    }
    assert json.loads(dry.stdout) == expected
    recorded = run("campaign", "pair", str(campaign_id), "--json", "--db", str(ledger))
    assert json.loads(recorded.stdout) == expected  # the dry run recorded nothing
    second = run("campaign", "pair", str(campaign_id), "--db", str(ledger))
    assert second.returncode == 0 and second.stdout.startswith("Round 2 (recorded):")
    assert "bye: Delta" in second.stdout  # the lowest ranked without a bye
    for args, says in (
        (["campaign", "pair", "999999"], "does not exist"),
        (["campaign", "pair", "x"], "is not an id"),
        (["campaign"], "STEP"),
    ):
        done = run(*args, "--db", str(ledger))
        assert done.returncode == 2 and says in done.stderr and "Traceback" not in done.stderr


def test_the_round_sheet_and_slips_read_back(db: Database, tmp_path: Path) -> None:
    if shutil.which("pdftotext") is None:
        pytest.skip("poppler-utils (pdftotext) are not installed: make system-deps")
    from models.reports.event_day import write_round_sheet

    campaign_id, ids = league(db, ("Alfa", "Святые из Окопов", "Bracia Błota"))
    view = event_day.publish_round(db, event_day.draft_round(db, campaign_id))
    path = write_round_sheet(
        "Event", view, campaigns.league_table(db, campaign_id), tmp_path / "round.pdf"
    )
    pages = [
        " ".join(
            subprocess.run(
                ["pdftotext", "-f", str(p), "-l", str(p), "-raw", str(path), "-"],
                capture_output=True,
                text=True,
                check=True,
            ).stdout.split()
        )
        for p in (1, 2)
    ]
    assert "Event: round 1" in pages[0]
    assert "Alfa (player Alfa)" in pages[0] and "Bracia Błota (player Bracia Błota)" in pages[0]
    assert "bye" in pages[0] and "Святые из Окопов (player Святые из Окопов)" in pages[0]
    slip = pages[1]
    assert "Event · round 1 · table 1" in slip
    assert slip.count("Victory points") == 2 and slip.count("Signature") == 2
    assert "table 2" not in slip  # one table, one slip; the bye has none


def test_a_battle_recorded_during_a_round_belongs_to_it(db: Database) -> None:
    """Record a Battle… and Battle from a Game… default to the event day's open round, so a
    table's result entered either way shows at its table."""
    campaign_id, ids = league(db)
    assert campaigns.battle_round(db, campaign_id) == 1
    event_day.publish_round(db, event_day.draft_round(db, campaign_id))
    play(db, campaign_id, 1, ids["Alfa"], ids["Bravo"])
    # table 2 still waits: round 1 it is, for anyone and for its two warbands
    assert campaigns.battle_round(db, campaign_id) == 1
    assert campaigns.battle_round(db, campaign_id, [ids["Delta"], ids["Charlie"]]) == 1
    game = games.create_game(
        db,
        NewGame(
            "trench-crusade", "tc-1.6", (ids["Charlie"], ids["Delta"]), campaign_id=campaign_id
        ),
    )
    games.finish_game(db, game.id, game.version, 0, victory_points={0: 4, 1: 1})
    draft = campaigns.draft_from_game(db, campaign_id, game.id)
    assert draft.round == 1
    campaigns.record_battle(db, draft)
    view = event_day.round_view(db, campaign_id, 1)
    assert view is not None and view.complete
    assert campaigns.battle_round(db, campaign_id) == 2  # every table of round 1 is in


def test_a_round_recorded_by_hand_stays_open_until_every_warband_fought(db: Database) -> None:
    """Issue 35 §14: without an event day, the second battle of a round belongs to it."""
    campaign_id, ids = league(db, ("Alfa", "Bravo", "Charlie", "Delta"))
    play(db, campaign_id, 1, ids["Alfa"], ids["Bravo"])
    assert campaigns.battle_round(db, campaign_id) == 1  # Charlie and Delta still to play
    assert campaigns.battle_round(db, campaign_id, [ids["Charlie"], ids["Delta"]]) == 1
    assert campaigns.battle_round(db, campaign_id, [ids["Alfa"], ids["Charlie"]]) == 2
    play(db, campaign_id, 1, ids["Charlie"], ids["Delta"])
    assert campaigns.battle_round(db, campaign_id) == 2


def test_a_warband_moves_to_another_campaign_and_its_history_stays(db: Database) -> None:
    """Issue 35 §13: an organiser moves a warband to another league; the league it leaves
    still counts its battles (and bye) under the name it fought with."""
    campaign_id, ids = league(db, ("Alfa", "Bravo", "Charlie"))
    event_day.publish_round(db, event_day.draft_round(db, campaign_id))  # Charlie sits out
    play(db, campaign_id, 1, ids["Alfa"], ids["Bravo"])
    other = campaigns.create_campaign(db, NewCampaign("Autumn", "trench-crusade", "tc-1.6"))
    campaigns.join_campaign(db, other.id, ids["Alfa"], "player Alfa")
    campaigns.join_campaign(db, other.id, ids["Charlie"], "player Charlie")
    assert roster.get_warband(db, ids["Alfa"]).campaign_id == other.id
    old = {r.warband: r for r in campaigns.league_table(db, campaign_id)}
    assert (old["Alfa"].won, old["Alfa"].points) == (1, 3)
    assert (old["Charlie"].played, old["Charlie"].points) == (1, 3)  # the bye
    assert [r.warband for r in campaigns.league_table(db, other.id)] == ["Alfa", "Charlie"]
    assert all(r.played == 0 for r in campaigns.league_table(db, other.id))
    assert len(campaigns.list_battles(db, campaign_id)) == 1


def test_a_duplicate_warband_is_in_no_campaign(db: Database) -> None:
    pilgrims = next(w for w in roster.list_warbands(db) if w.name.startswith("Pellegrini"))
    assert pilgrims.campaign_id is not None
    assert roster.duplicate_warband(db, pilgrims.id).campaign_id is None


def test_the_pairing_sheet_prints_every_warbands_points_before_the_round(db: Database) -> None:
    """Issue 49 §5: the bye's warband, scored for the round as soon as it is published, is
    printed with the points it brings to the round, like everyone else."""
    campaign_id, ids = league(db, ("Alfa", "Bravo", "Charlie"))
    first = event_day.publish_round(db, event_day.draft_round(db, campaign_id))
    (table,) = [t for t in first.tables if not t.bye]
    assert table.first_id is not None and table.second_id is not None
    play(db, campaign_id, 1, table.first_id, table.second_id)
    second = event_day.publish_round(db, event_day.draft_round(db, campaign_id))
    bye = next(t.first_id for t in second.tables if t.bye)
    after = {r.warband_id: r.points for r in campaigns.league_table(db, campaign_id)}
    before = {r.warband_id: r.points for r in event_day.standings_before(db, campaign_id, 2)}
    # by hand: round 1 gave its winner and its bye 3 points each, its loser none; round 2's
    # bye adds 3 more only after the round has begun
    first_bye = next(t.first_id for t in first.tables if t.bye)
    assert first_bye is not None
    round_one = {table.first_id: 3, table.second_id: 0, first_bye: 3}
    assert before == round_one
    assert bye is not None and after[bye] == before[bye] + 3


def test_the_bye_passed_over_for_rematch_avoidance_is_said() -> None:
    """Issue 49 §5: the rule gives the bye to the lowest ranked (Charlie); Alfa and Bravo have
    met, so that would force a rematch: Bravo sits out, and the reason names Charlie."""
    from models.ledger.campaigns.pairing import swiss
    from models.table.views import LeagueRow

    standings = tuple(
        LeagueRow(i, name, "", 0, 0, 0, 0, 0, 0, 0, 0)
        for i, name in enumerate(("Alfa", "Bravo", "Charlie"), start=1)
    )
    pairing = swiss([1, 2, 3], [met(1, 2)], {})
    assert pairing.bye == 2 and pairing.pairs == ((1, 3),) and pairing.passed_over == (3,)
    draft = event_day.RoundDraft(0, 2, pairing, standings, frozenset({met(1, 2)}))
    assert event_day.bye_reason(draft) == (
        "Bravo has the bye: with Charlie sitting out, as the rule would first have it (fewest "
        "byes, then the lowest ranked), the round needed more rematches"
    )
    # moved by hand, the bye is the organiser's: nothing to explain
    assert event_day.bye_reason(draft.swap(2, 3)) == ""
    # where the rule puts it, nothing either
    plain = swiss([1, 2, 3], [], {})
    assert plain.bye == 3 and plain.passed_over == ()


def test_the_pairing_sheet_breaks_no_word_in_polish(db: Database, tmp_path: Path) -> None:
    """Issue 49 §5 / 50: the narrow columns are as wide as their longest word ("Punkty",
    "pauza" whole, not "Punkt/y", "pauz/a")."""
    if shutil.which("pdftotext") is None:
        pytest.skip("poppler-utils (pdftotext) are not installed: make system-deps")
    from models.i18n import set_language
    from models.reports.event_day import write_round_sheet

    campaign_id, _ids = league(db, ("Alfa", "Bravo", "Charlie"))
    view = event_day.publish_round(db, event_day.draft_round(db, campaign_id))
    set_language("pl")
    try:
        path = write_round_sheet(
            "Event", view, event_day.standings_before(db, campaign_id, 1), tmp_path / "r.pdf"
        )
    finally:
        set_language("en")
    words = subprocess.run(
        ["pdftotext", "-f", "1", "-l", "1", "-raw", str(path), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert "Punkty" in words and "pauza" in words
