"""Campaign play on real databases: battles, the league, the overview and the post-battle
sequence with undo (issue 9)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from models.db import Database
from models.i18n import set_language
from models.ledger.campaigns import campaign_log, campaigns, post_battle
from models.ledger.campaigns.campaigns import NewBattle, NewSide
from models.ledger.catalogs import load_catalog
from models.ledger.games.undo import CampaignUndo
from models.ledger.rosters import roster
from models.ledger.rosters.roster import MemberChanges
from models.table.errors import InvalidInput, NotFound
from models.table.views import MemberView


def _tc_campaign(db: Database) -> tuple[int, int, int]:
    campaign = next(c for c in campaigns.list_campaigns(db) if c.system == "trench-crusade")
    first, second = (w.id for w in roster.list_warbands(db, campaign_id=campaign.id))
    return campaign.id, first, second


def test_league_table_after_three_battles(db: Database) -> None:
    cid, a, b = _tc_campaign(db)
    for round_, (oa, ob), (va, vb) in (
        (1, ("win", "loss"), (3, 1)),
        (2, ("draw", "draw"), (2, 2)),
        (3, ("loss", "win"), (0, 4)),
    ):
        campaigns.record_battle(
            db,
            NewBattle(
                cid,
                (NewSide(a, oa, va, taken_out=2, glory=1), NewSide(b, ob, vb, taken_out=1)),
                round=round_,
            ),
        )
    rows = {r.warband_id: r for r in campaigns.league_table(db, cid)}
    # 3 a win, 1 a draw: a = 3 + 1 + 0, b = 0 + 1 + 3; VP 5 against 7 decides the order.
    assert (rows[a].played, rows[a].won, rows[a].drawn, rows[a].lost) == (3, 1, 1, 1)
    assert (rows[a].points, rows[b].points) == (4, 4)
    assert (rows[a].victory_points, rows[b].victory_points) == (5, 7)
    assert (rows[a].taken_out, rows[a].glory) == (6, 3)
    assert [r.warband_id for r in campaigns.league_table(db, cid)] == [b, a]
    after_one = {r.warband_id: r.points for r in campaigns.league_table(db, cid, up_to_round=1)}
    assert after_one == {a: 3, b: 0}
    # The campaign's own points: a win worth 2.
    summary, _ = campaigns.campaign_settings(db, cid)
    campaigns.edit_campaign(
        db, cid, summary.version, settings={"points": {"win": 2, "draw": 1, "loss": 0}}
    )
    with pytest.raises(InvalidInput, match="points"):
        campaigns.edit_campaign(db, cid, summary.version + 1, settings={"points": {"win": "lots"}})
    assert {r.warband_id: r.points for r in campaigns.league_table(db, cid)} == {a: 3, b: 3}
    settings = campaigns.campaign_settings(db, cid)[1]
    assert campaigns.round_limits("trench-crusade", settings, 1) == (700, 10)
    assert campaigns.round_limits("trench-crusade", settings, 4) == (1000, 13)
    assert campaigns.round_limits("ninth-age", settings, 4) is None
    status = {s.warband_id: s for s in campaigns.overview(db, cid)}
    assert status[a].battles == 3 and status[a].threshold == 1000  # TC-C6: 700 + 3 × 100
    assert status[a].field_strength == 13 and len(status[a].pending_post_battle) == 3
    assert len(status[b].unconfirmed) == 3


def test_a_battle_must_make_sense(db: Database) -> None:
    cid, a, b = _tc_campaign(db)
    with pytest.raises(InvalidInput, match="one warband wins"):
        campaigns.record_battle(db, NewBattle(cid, (NewSide(a, "win"), NewSide(b, "win"))))
    other = next(w.id for w in roster.list_warbands(db) if w.system == "ninth-age")
    with pytest.raises(InvalidInput, match="not a warband of this campaign"):
        campaigns.record_battle(db, NewBattle(cid, (NewSide(a, "win"), NewSide(other, "loss"))))
    assert campaigns.list_battles(db, cid) == []


def test_the_post_battle_sequence_and_undo(db: Database) -> None:
    cid, a, b = _tc_campaign(db)
    view = roster.get_warband(db, a)
    elite = next(m for m in view.members if m.elite)
    troop = next(m for m in view.members if not m.elite)
    view = roster.update_member(
        db, a, view.version, elite.id, MemberChanges(battle_scars=("Old scar", "Older scar"))
    )
    kit = [i.key for i in elite.items]
    battle = campaigns.record_battle(
        db,
        NewBattle(
            cid,
            (
                NewSide(a, "win", 3, glorious_deeds=1, out_of_action=(elite.id, troop.id)),
                NewSide(b, "loss", 1),
            ),
        ),
    )
    with pytest.raises(InvalidInput, match="every model taken Out of Action"):
        post_battle.next_step(db, battle.id, a)
    post_battle.trauma(db, battle.id, a, troop.id, [2])  # TC-C1: 1–2 dead
    set_language("it")  # the step is logged in the organiser's language (issue 20)
    try:
        post_battle.trauma(db, battle.id, a, elite.id, [4, 4])  # 44: Full Recovery, third scar
    finally:
        set_language("en")
    said = campaigns.campaign_log(db, cid)[-1].summary
    assert said.startswith(f"{elite.name} ha tirato 44 sulla tabella dei traumi: Full Recovery")
    after = roster.get_warband(db, a)
    gone = {m.id: m for m in after.members}
    assert gone[troop.id].status == "dead"
    assert gone[elite.id].status == "dead" and gone[elite.id].battle_scars[-1] == "Full Recovery"
    assert after.ducat_bank == view.ducat_bank
    arsenal_keys = _arsenal(db, a)
    assert sorted(arsenal_keys) == sorted(k for k in kit if k not in _mandatory(db, elite))
    # Undo the elite's trauma: the model and its kit are back, exactly.
    log = campaigns.campaign_log(db, cid)
    campaign_log.undo(db, cid, log[-1].seq)
    restored = roster.get_warband(db, a)
    back = next(m for m in restored.members if m.id == elite.id)
    assert back.status == "active" and [i.key for i in back.items] == kit
    assert back.battle_scars == ("Old scar", "Older scar") and _arsenal(db, a) == []
    post_battle.trauma(db, battle.id, a, elite.id, [6, 3])  # 63: Hardened, third scar again
    live = [e for e in campaigns.campaign_log(db, cid) if not e.undone]
    with pytest.raises(InvalidInput, match="later steps"):
        campaign_log.undo(db, cid, live[0].seq)  # the troop's, older than the elite's
    post_battle.next_step(db, battle.id, a)
    side = campaigns.get_battle(db, battle.id).side_of(a)
    assert side is not None and side.post_battle == "experience"


def _arsenal(db: Database, warband_id: int) -> list[str]:
    from models.db.schema import Warband

    with db.sessions() as session:
        warband = session.get(Warband, warband_id)
        assert warband is not None
        return list(warband.arsenal)


def _mandatory(db: Database, member: MemberView) -> tuple[str, ...]:
    from models.ledger.catalogs import load_catalog

    with db.sessions() as session:
        return load_catalog(session, "trench-crusade", "tc-1.6").mandatory_items(member.model_key)


def _finished_game(db: Database, a: int, b: int, winner: int | None, vp: dict[int, int]) -> int:
    """A Trench Crusade game in which side 0's first member takes side 1's first Out of
    Action, then ends with `winner` (a side, or None for a draw)."""
    from models.ledger.games import games
    from models.ledger.games.games import NewEvent, NewGame

    game = games.create_game(db, NewGame("trench-crusade", "tc-1.6", (a, b)))
    first, second = roster.get_warband(db, a).members[0], roster.get_warband(db, b).members[0]
    games.record_event(
        db,
        game.id,
        NewEvent(
            "attack",
            actor_member_id=first.id,
            target_member_id=second.id,
            outcome={"effects": [{"member": second.id, "flag": "out_of_action", "value": True}]},
        ),
    )
    games.finish_game(db, game.id, game.version, winner, "", vp)
    return game.id


def test_battles_from_three_finished_games_make_the_league(db: Database) -> None:
    cid, a, b = _tc_campaign(db)
    second_first = roster.get_warband(db, b).members[0].id
    for winner, vp in ((0, {0: 4, 1: 1}), (1, {0: 0, 1: 2}), (0, {0: 3, 1: 3})):
        game_id = _finished_game(db, a, b, winner, vp)
        draft = campaigns.draft_from_game(db, cid, game_id)
        assert draft.game_id == game_id
        first, second = draft.sides
        assert (first.taken_out, second.taken_out) == (1, 0)  # credited to the attacker's side
        assert second.out_of_action == (second_first,) and first.out_of_action == ()
        campaigns.record_battle(db, draft)
        with pytest.raises(InvalidInput, match="already recorded"):
            campaigns.record_battle(db, draft)
    assert [b_.round for b_ in campaigns.list_battles(db, cid)] == [1, 2, 3]
    rows = {r.warband_id: r for r in campaigns.league_table(db, cid)}
    assert (rows[a].won, rows[a].lost, rows[a].points, rows[a].victory_points) == (2, 1, 6, 7)
    assert (rows[b].won, rows[b].lost, rows[b].points, rows[b].victory_points) == (1, 2, 3, 6)
    assert (rows[a].taken_out, rows[b].taken_out) == (3, 0)


def test_di_2_deployment_skill_follows_victories_and_defeats(db: Database) -> None:
    campaign = next(c for c in campaigns.list_campaigns(db) if c.system == "dies-irae")
    a, b = (w.id for w in roster.list_warbands(db, campaign.id))
    for outcome_a, outcome_b in (("win", "loss"), ("win", "loss"), ("draw", "draw")):
        campaigns.record_battle(
            db, NewBattle(campaign.id, (NewSide(a, outcome_a), NewSide(b, outcome_b)))
        )
    skills = {s.warband_id: s.deployment_skill for s in campaigns.overview(db, campaign.id)}
    assert skills == {a: 7 + 3 + 3, b: 7 - 3 - 3}
    status = campaigns.overview(db, campaign.id)[0]
    assert status.threshold is None and status.pending_post_battle == ()  # not Trench Crusade


def _at_step(db: Database, step: str) -> tuple[int, int, int]:
    """A won battle for the pilgrims, their sequence walked to `step` (nobody fell)."""
    cid, a, b = _tc_campaign(db)
    pilgrims = a if roster.get_warband(db, a).name.startswith("Pell") else b
    other = b if pilgrims == a else a
    battle = campaigns.record_battle(
        db, NewBattle(cid, (NewSide(pilgrims, "win", 2), NewSide(other, "loss")))
    )
    while (side := campaigns.get_battle(db, battle.id).side_of(pilgrims)) is not None and (
        side.post_battle != step
    ):
        post_battle.next_step(db, battle.id, pilgrims)
    return cid, battle.id, pilgrims


def test_quartermaster_buys_sells_moves_and_recruits(db: Database) -> None:
    cid, battle, band = _at_step(db, "quartermaster")
    start = roster.get_warband(db, band)
    view = roster.edit_details(db, band, start.version, roster.WarbandDetails(ducat_bank=40))
    pilgrim = next(m for m in view.members if m.model_key == "md_trenchpilgrim")
    post_battle.quartermaster(db, battle, band, "buy", "eq_shotgun")  # 10 ducats, to the arsenal
    post_battle.quartermaster(db, battle, band, "move", "eq_shotgun", to_member_id=pilgrim.id)
    post_battle.quartermaster(db, battle, band, "buy", "eq_musket", to_member_id=pilgrim.id)
    post_battle.quartermaster(db, battle, band, "sell", "eq_musket", member_id=pilgrim.id)
    after = roster.get_warband(db, band)
    armed = next(m for m in after.members if m.id == pilgrim.id)
    assert "eq_shotgun" in [i.key for i in armed.items]
    assert "eq_musket" not in [i.key for i in armed.items]
    assert after.ducat_bank == 40 - 10 - 5 + 5 // 2  # a musket sells for half: 2
    with pytest.raises(InvalidInput, match="costs 30 ducats; the bank holds 27"):
        post_battle.quartermaster(db, battle, band, "buy", "eq_flamethrower")
    with pytest.raises(InvalidInput, match="costs glory"):
        post_battle.quartermaster(db, battle, band, "buy", "eq_sniperrifle")
    with pytest.raises(InvalidInput, match="Trench Pilgrim costs 30 ducats; the bank holds 27"):
        post_battle.recruit(db, battle, band, "md_trenchpilgrim", "Fra Nuovo")
    view = roster.get_warband(db, band)
    roster.edit_details(db, band, view.version, roster.WarbandDetails(ducat_bank=100))
    event = post_battle.recruit(db, battle, band, "md_trenchpilgrim", "Fra Nuovo")
    assert event.summary == "Recruited Fra Nuovo (Trench Pilgrim) for 30 ducats"
    hired = roster.get_warband(db, band)
    assert hired.ducat_bank == 70 and hired.members[-1].name == "Fra Nuovo"
    with pytest.raises(InvalidInput, match="not on the faction's list"):
        post_battle.recruit(db, battle, band, "md_hereticpriest")
    live = [e for e in campaigns.campaign_log(db, cid) if not e.undone]
    campaign_log.undo(db, cid, live[-1].seq)  # the recruit: gone, and the 30 ducats are back
    assert roster.get_warband(db, band).ducat_bank == 100
    with pytest.raises(InvalidInput, match="edited since this step"):
        campaign_log.undo(db, cid, live[-2].seq)  # the bank was set by hand after the sale


def test_reinforcements_skip_to_the_roster_and_finds_fill_the_banks(db: Database) -> None:
    cid, battle, band = _at_step(db, "reinforcements")
    bank = roster.get_warband(db, band).ducat_bank
    post_battle.call_reinforcements(db, battle, band, 60, "heavy losses")
    side = campaigns.get_battle(db, battle).side_of(band)
    assert side is not None and side.post_battle == "roster"
    assert roster.get_warband(db, band).ducat_bank == bank + 60
    with pytest.raises(InvalidInput, match="at Roster, not Exploration"):
        post_battle.record_find(db, battle, band, "a cache", [3], ducats=10)
    log = campaigns.campaign_log(db, cid)
    redo = CampaignUndo(cid, log[-1].seq).apply(db)  # back to Reinforcements, ducats back
    assert roster.get_warband(db, band).ducat_bank == bank
    side = campaigns.get_battle(db, battle).side_of(band)
    assert side is not None and side.post_battle == "reinforcements"
    undo = redo.apply(db)  # one undo model (models/ledger/games/undo.py): redo what was undone
    assert roster.get_warband(db, band).ducat_bank == bank + 60
    side = campaigns.get_battle(db, battle).side_of(band)
    assert side is not None and side.post_battle == "roster"
    with pytest.raises(NotFound, match="is not undone"):
        redo.apply(db)
    undo.apply(db)
    assert roster.get_warband(db, band).ducat_bank == bank
    post_battle.next_step(db, battle, band)
    post_battle.record_find(
        db, battle, band, "a cache", [3, 5], ducats=10, glory=1, items=["eq_musket"]
    )
    found = roster.get_warband(db, band)
    assert (found.ducat_bank, found.glory_bank) == (bank + 10, 1)


def test_a_battle_can_be_deleted_until_a_step_was_taken(db: Database) -> None:
    cid, a, b = _tc_campaign(db)
    mistake = campaigns.record_battle(db, NewBattle(cid, (NewSide(a, "win"), NewSide(b, "loss"))))
    campaigns.delete_battle(db, mistake.id)
    assert campaigns.list_battles(db, cid) == []
    kept = campaigns.record_battle(db, NewBattle(cid, (NewSide(a, "win"), NewSide(b, "loss"))))
    post_battle.next_step(db, kept.id, a)
    with pytest.raises(InvalidInput, match="undo them before deleting"):
        campaigns.delete_battle(db, kept.id)
    assert len(campaigns.list_battles(db, cid)) == 1


def test_the_apps_dice_keep_their_seed_in_the_log_and_promotion_is_dealt_by_the_rules(
    db: Database,
) -> None:
    """Issue 18: the post-battle dice the app rolls come from the seeded generator, and the
    seed is kept with the step; the promotion pool is shared out by the rules core (TC-C5)."""
    from models.ledger.files.campaign_file import campaign_document
    from models.rules.dice import SeededDice

    cid, a, b = _tc_campaign(db)
    band = roster.get_warband(db, a)
    troops = [m for m in band.members if not m.elite][:2]
    battle = campaigns.record_battle(
        db,
        NewBattle(
            cid, (NewSide(a, "win", 3, 1, out_of_action=(troops[0].id,)), NewSide(b, "loss"))
        ),
    )
    dice = SeededDice(2026)
    faces = list(dice.roll(1, 6))
    post_battle.trauma(db, battle.id, a, troops[0].id, faces, seed=dice.seed)
    post_battle.next_step(db, battle.id, a)
    post_battle.award_experience(db, battle.id, a)
    alive = [m.id for m in troops if m.id != troops[0].id or faces[0] > 2]
    shares = post_battle.promotion_shares(db, battle.id, a, alive)
    assert sum(shares.values()) == min(3, 2 * len(alive))  # 1 + a win + a deed, two a troop
    with pytest.raises(InvalidInput, match="enter 3 dice|enter 2 dice"):
        post_battle.promote(db, battle.id, a, alive, [1])
    rolled = SeededDice(7)
    post_battle.promote(
        db, battle.id, a, alive, list(rolled.roll(sum(shares.values()), 6)), seed=rolled.seed
    )
    log = campaign_document(db, cid)["log"]
    seeds = {e["kind"]: e["data"].get("seed") for e in log if e["kind"] != "battle"}
    assert (seeds["trauma"], seeds["promotion"]) == (2026, 7)
    assert seeds.get("experience") is None  # no dice, no seed
    assert log[-1]["dice"] == list(SeededDice(7).roll(sum(shares.values()), 6))  # replayable


def test_the_sequence_shows_exact_odds_before_the_dice(db: Database) -> None:
    """What the post-battle dialog shows, asked of the ledger: a troop dies on 1–2 of a D6
    (TC-C1); an elite rolls a D66 whose results cover all 36 faces (TC-C2); a promotion needs
    a 6 among the pool's dice (TC-C5: 11 of the 36 pairs of two dice hold one)."""
    _cid, a, _b = _tc_campaign(db)
    view = roster.get_warband(db, a)
    with db.sessions() as session:
        catalog = load_catalog(session, view.system, view.edition)
    troop = next(m for m in view.members if not m.elite)
    elite = next(m for m in view.members if m.elite)
    shown = post_battle.trauma_odds(catalog, troop)
    assert (shown.dice, shown.odds) == (1, {"Dead": Fraction(2, 6), "Recovers": Fraction(4, 6)})
    d66 = post_battle.trauma_odds(catalog, elite)
    assert d66.dice == 2 and sum(d66.odds.values()) == 1 and not d66.third_scar
    pairs = [(x, y) for x in range(1, 7) for y in range(1, 7)]
    assert post_battle.promotion_chance(catalog, 2) == Fraction(sum(6 in p for p in pairs), 36)
