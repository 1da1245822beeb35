"""Campaigns: settings, warbands joining, battles and their confirmation, the league table
and the organiser's overview. The post-battle sequence is in post_battle.py."""

from __future__ import annotations

import datetime as dt
import uuid
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session, selectinload
from sqlalchemy.orm.exc import StaleDataError

from models.db.engine import Database
from models.db.schema import (
    Battle,
    BattleSide,
    Campaign,
    CampaignEvent,
    Player,
    RoundPairing,
    Warband,
    utcnow,
)
from models.i18n import N_, tr
from models.ledger.campaigns import campaign_content
from models.ledger.campaigns.campaign_log import (
    DEFAULT_SETTINGS,
    event_view,
    logged_change,
    side_of,
)
from models.ledger.games import games
from models.ledger.profiles import profile_of
from models.ledger.rosters import roster
from models.ledger.user_text import line_text, name_text, notes_text
from models.table.errors import InvalidInput, NotFound, StaleEdit, expect_version
from models.table.views import (
    BattleSideView,
    BattleView,
    CampaignEventView,
    CampaignSummary,
    LeagueRow,
    WarbandStatus,
)

OUTCOMES = ("win", "draw", "loss")
OUTCOME_NAMES = {"win": N_("won"), "draw": N_("drew"), "loss": N_("lost")}  # shown with tr()


@dataclass(frozen=True)
class NewCampaign:
    name: str
    system: str
    edition: str
    notes: str = ""


def create_campaign(database: Database, new: NewCampaign) -> CampaignSummary:
    """A new campaign; one of a system and edition whose books' campaign content is bundled
    (Trench Crusade v1.0) starts with it: scenarios, Glorious Deeds, exploration tables."""
    name = name_text(new.name, tr("campaign name"))
    notes = notes_text(new.notes, tr("notes"))
    with database.write() as session:
        content = campaign_content.bundled_content(new.system, new.edition)
        if content.get("exploration") is not None:  # checked against the catalog it names
            catalog = roster.catalog_for(session, new.system, new.edition)
            table = campaign_content.exploration_table(content["exploration"], catalog)
            content["exploration"] = table.as_setting() if table else None  # as edits store it
        campaign = Campaign(
            name=name,
            system_id=new.system,
            edition_id=new.edition,
            notes=notes,
            settings={**DEFAULT_SETTINGS, **content, "uid": str(uuid.uuid4())},
        )
        session.add(campaign)
        session.flush()
        return CampaignSummary(
            campaign.id, campaign.name, new.system, new.edition, 0, campaign.version
        )


def list_campaigns(database: Database) -> list[CampaignSummary]:
    counts = (
        select(Warband.campaign_id, func.count().label("n"))
        .group_by(Warband.campaign_id)
        .subquery()
    )
    query = (
        select(
            Campaign.id,
            Campaign.name,
            Campaign.system_id,
            Campaign.edition_id,
            func.coalesce(counts.c.n, 0),
            Campaign.version,
        )
        .outerjoin(counts, counts.c.campaign_id == Campaign.id)
        .order_by(func.lower(Campaign.name), Campaign.id)
    )
    with database.sessions() as session:
        return [CampaignSummary(*row) for row in session.execute(query).all()]


def edit_campaign(
    database: Database,
    campaign_id: int,
    version: int,
    name: str | None = None,
    notes: str | None = None,
    settings: dict[str, Any] | None = None,
) -> CampaignSummary:
    """Rename, change the organiser's notes, or the settings (league points, starting budget,
    threshold step, advancement XP): one transaction."""
    if settings is not None:
        settings = _check_settings(settings)
    with database.write() as session:
        campaign = expect_version(
            session.get(Campaign, campaign_id), "Campaign", campaign_id, version
        )
        if name is not None:
            campaign.name = name_text(name, tr("campaign name"))
        if notes is not None:
            campaign.notes = notes_text(notes, tr("notes"))
        if settings is not None:
            if settings.get("exploration") is not None:  # its items and models, by the catalog
                catalog = roster.catalog_for(session, campaign.system_id, campaign.edition_id)
                table = campaign_content.exploration_table(settings["exploration"], catalog)
                settings = {**settings, "exploration": table.as_setting() if table else None}
            campaign.settings = {**DEFAULT_SETTINGS, **campaign.settings, **settings}
        campaign.updated_at = utcnow()
        campaign.version = version + 1
        try:
            session.flush()
        except StaleDataError as exc:
            raise StaleEdit.of("Campaign", campaign_id) from exc
        if settings is not None:  # the threshold may have moved (TC-C6)
            roster.refresh_summaries(
                session, session.scalars(select(Warband).where(Warband.campaign_id == campaign_id))
            )
        warbands = session.scalar(select(func.count()).where(Warband.campaign_id == campaign_id))
        return CampaignSummary(
            campaign.id,
            campaign.name,
            campaign.system_id,
            campaign.edition_id,
            warbands or 0,
            campaign.version,
        )


def campaign_notes(database: Database, campaign_id: int) -> str:
    with database.sessions() as session:
        campaign = session.get(Campaign, campaign_id)
        if campaign is None:
            raise NotFound(
                tr("Campaign {campaign_id} does not exist.").format(campaign_id=campaign_id)
            )
        return campaign.notes


def campaign_settings(
    database: Database, campaign_id: int
) -> tuple[CampaignSummary, dict[str, Any]]:
    """A campaign and its settings (league points per result, …)."""
    for summary in list_campaigns(database):
        if summary.id == campaign_id:
            with database.sessions() as session:
                campaign = session.get(Campaign, campaign_id)
                settings = dict(campaign.settings) if campaign is not None else {}
            return summary, {**DEFAULT_SETTINGS, **settings}
    raise NotFound(tr("Campaign {campaign_id} does not exist.").format(campaign_id=campaign_id))


def _check_settings(changes: dict[str, Any]) -> dict[str, Any]:
    """The settings as stored, every one checked (the exploration table's ids later, by the
    campaign's catalog)."""
    changes = dict(changes)
    points = changes.get("points")
    if points is not None and (
        set(points) != set(OUTCOMES)
        or not all(isinstance(v, int) and -100 <= v <= 100 for v in points.values())
    ):
        raise InvalidInput(tr("points: a whole number for each of win, draw and loss"))
    if "bye" in changes and changes["bye"] not in OUTCOMES:
        raise InvalidInput(tr("bye: scores as a win, a draw or a loss"))
    for key in ("starting_budget", "threshold_step"):
        if key in changes and not (isinstance(changes[key], int) and changes[key] >= 0):
            raise InvalidInput(
                tr("{value}: must be a whole number, 0 or more").format(value=key.replace("_", " "))
            )
    for key in ("scenarios", "deeds"):
        if key in changes:
            changes[key] = campaign_content.check_names(changes[key], key)
    if "scenario_rules" in changes:
        changes["scenario_rules"] = campaign_content.check_scenario_rules(changes["scenario_rules"])
    unknown = set(changes) - set(DEFAULT_SETTINGS)
    if unknown:
        raise InvalidInput(tr("settings: unknown {value}").format(value=", ".join(sorted(unknown))))
    return changes  # the exploration table: checked whole in edit_campaign, by the catalog


# -- warbands and players ----------------------------------------------------------------------


def join_campaign(
    database: Database, campaign_id: int, warband_id: int, player: str
) -> CampaignEventView:
    """A warband joins with the campaign's starting budget; what it does not spend is banked."""

    player_name = line_text(player, tr("player"))
    if not player_name:
        raise InvalidInput(tr("player: say who plays this warband"))

    def change(session: Session, warband: Warband, settings: dict[str, Any]) -> str:
        campaign = session.get(Campaign, campaign_id)
        assert campaign is not None
        if warband.campaign_id == campaign_id:
            raise InvalidInput(
                tr("{warband} is already in {campaign}").format(
                    warband=warband.name, campaign=campaign.name
                )
            )
        if (warband.system_id, warband.edition_id) != (campaign.system_id, campaign.edition_id):
            raise InvalidInput(
                tr(
                    "{warband} is a {system} {edition} warband; {campaign} plays "
                    "{campaign_system} {campaign_edition}"
                ).format(
                    warband=warband.name,
                    system=warband.system_id,
                    edition=warband.edition_id,
                    campaign=campaign.name,
                    campaign_system=campaign.system_id,
                    campaign_edition=campaign.edition_id,
                )
            )
        found = session.scalar(select(Player).where(Player.name == player_name))
        if found is None:
            found = Player(name=player_name)
            session.add(found)
            session.flush()
        warband.campaign_id = campaign_id
        warband.player_id = found.id
        start = int(settings["starting_budget"])
        warband.budget = start
        warband.ducat_bank = max(0, start - warband.cost_total)
        return f"{warband.name} ({player_name}) joins with {start} ducats"

    return logged_change(database, campaign_id, warband_id, None, "campaign", "join", change)


def player_names(session: Session, ids: Sequence[int | None]) -> dict[int, str]:
    wanted = [i for i in ids if i is not None]
    rows = session.execute(select(Player.id, Player.name).where(Player.id.in_(wanted)))
    return {pid: name for pid, name in rows}


# -- battles -------------------------------------------------------------------------------


@dataclass(frozen=True)
class NewSide:
    warband_id: int
    outcome: str
    victory_points: int = 0
    glorious_deeds: int = 0
    taken_out: int = 0
    glory: int = 0
    took_part: tuple[int, ...] = ()  # empty: every active member
    out_of_action: tuple[int, ...] = ()
    deeds_by: tuple[int, ...] = ()
    # Each Glorious Deed picked by name and by whom (None: the warband as a whole); given,
    # it is the count (issue 37 §3: no count typed twice).
    deeds: tuple[tuple[str, int | None], ...] = ()


@dataclass(frozen=True)
class NewBattle:
    campaign_id: int
    sides: tuple[NewSide, ...]
    round: int = 1
    played_on: dt.date = field(default_factory=dt.date.today)
    scenario: str = ""
    notes: str = ""
    game_id: int | None = None


def _check_deeds(side: NewSide, listed: Sequence[str], warband: Warband) -> NewSide:
    """A side's Glorious Deeds by name: from the campaign's list, by members of the warband;
    the count and who did them follow from the picks."""
    if not side.deeds:
        return side
    deeds = tuple((campaign_content.deed_name(listed, name), by) for name, by in side.deeds)
    if side.glorious_deeds not in (0, len(deeds)):
        raise InvalidInput(
            tr("{name}: glorious deeds: {count} typed but {picked} picked; the picks count").format(
                name=warband.name, count=side.glorious_deeds, picked=len(deeds)
            )
        )
    by = {b for _, b in deeds if b is not None}
    if not by <= {m.id for m in warband.members}:
        raise InvalidInput(
            tr("{name}: {what}: not members of the warband").format(
                name=warband.name, what="glorious deeds by"
            )
        )
    return replace(
        side,
        deeds=deeds,
        glorious_deeds=len(deeds),
        deeds_by=tuple(sorted(by | set(side.deeds_by))),
    )


def _check_battle(session: Session, new: NewBattle) -> dict[int, Warband]:
    if len(new.sides) < 2:
        raise InvalidInput(tr("sides: a battle needs at least two warbands"))
    ids = [s.warband_id for s in new.sides]
    if len(set(ids)) != len(ids):
        raise InvalidInput(tr("sides: a warband can only fight once in a battle"))
    outcomes = sorted(s.outcome for s in new.sides)
    if any(o not in OUTCOMES for o in outcomes):
        raise InvalidInput(tr("Result: each warband wins, draws or loses"))
    if not (set(outcomes) == {"draw"} or (outcomes.count("win") == 1 and "draw" not in outcomes)):
        raise InvalidInput(
            tr("Result: one warband wins and the others lose, or every warband draws")
        )
    if new.round < 1:
        raise InvalidInput(tr("round: 1 or more"))
    warbands = {}
    for side in new.sides:
        warband = session.get(Warband, side.warband_id)
        if warband is None or warband.campaign_id != new.campaign_id:
            raise InvalidInput(
                tr("warband {warband_id}: not a warband of this campaign").format(
                    warband_id=side.warband_id
                )
            )
        member_ids = {m.id for m in warband.members}
        for what, given in (
            ("took part", side.took_part),
            ("out of action", side.out_of_action),
            ("glorious deeds by", side.deeds_by),
        ):
            if not set(given) <= member_ids:
                raise InvalidInput(
                    tr("{name}: {what}: not members of the warband").format(
                        name=warband.name, what=what
                    )
                )
        for what, number in (
            ("victory points", side.victory_points),
            ("glorious deeds", side.glorious_deeds),
            ("models taken out", side.taken_out),
            ("glory", side.glory),
        ):
            if number < 0:
                raise InvalidInput(
                    tr("{name}: {what}: 0 or more").format(name=warband.name, what=what)
                )
        warbands[side.warband_id] = warband
    return warbands


def record_battle(database: Database, new: NewBattle) -> BattleView:
    """Store a battle (from a game or by hand); every side then owes its post-battle sequence
    (Trench Crusade) and both players' confirmation."""
    with database.write() as session:
        campaign = session.get(Campaign, new.campaign_id)
        if campaign is None:
            raise NotFound(
                tr("Campaign {campaign_id} does not exist.").format(campaign_id=new.campaign_id)
            )
        if new.game_id is not None and session.scalar(
            select(Battle.id).where(Battle.game_id == new.game_id)
        ):
            raise InvalidInput(
                tr("game {game_id}: already recorded in a campaign").format(game_id=new.game_id)
            )
        warbands = _check_battle(session, new)
        listed = list(campaign.settings.get("deeds") or ())
        new = replace(
            new, sides=tuple(_check_deeds(s, listed, warbands[s.warband_id]) for s in new.sides)
        )
        post_battle = profile_of(campaign.system_id).campaign.post_battle
        battle = Battle(
            campaign_id=new.campaign_id,
            round=new.round,
            game_id=new.game_id,
            played_on=new.played_on,
            scenario=line_text(new.scenario, tr("scenario")),
            notes=notes_text(new.notes, tr("notes")),
        )
        for index, side in enumerate(new.sides):
            warband = warbands[side.warband_id]
            took_part = side.took_part or tuple(
                m.id for m in warband.members if m.status == "active"
            )
            battle.sides.append(
                BattleSide(
                    warband_id=side.warband_id,
                    warband_name=warband.name,
                    side=index,
                    outcome=side.outcome,
                    victory_points=side.victory_points,
                    glorious_deeds=max(side.glorious_deeds, len(side.deeds_by)),
                    taken_out=side.taken_out,
                    glory=side.glory,
                    took_part=list(took_part),
                    out_of_action=list(side.out_of_action),
                    deeds_by=list(side.deeds_by),
                    deeds=[{"deed": name, "by": by} for name, by in side.deeds],
                    confirmed=False,
                    post_battle="trauma" if post_battle is not None else "done",
                )
            )
        _credit_glory(warbands, new.sides, +1)
        session.add(battle)
        session.flush()
        roster.refresh_summaries(session, warbands.values())  # a battle more: TC-C6
        return _battle_view(battle)


def _credit_glory(
    warbands: dict[int, Warband], sides: Sequence[NewSide | BattleSide], sign: int
) -> None:
    """The glory a battle won goes to each warband's glory bank when it is recorded, and
    comes back out if the battle is deleted (docs/decisions.md: "Glory of a battle")."""
    for side in sides:
        warband = warbands.get(side.warband_id) if side.warband_id is not None else None
        if not side.glory or warband is None:
            continue
        if warband.glory_bank + sign * side.glory < 0:
            raise InvalidInput(
                tr(
                    "{warband} has spent the {glory} glory this battle credited (its bank holds "
                    "{bank}); undo what it bought before deleting the battle"
                ).format(warband=warband.name, glory=side.glory, bank=warband.glory_bank)
            )
        warband.glory_bank += sign * side.glory
        warband.version += 1  # an open editor shows the new bank


def draft_from_game(database: Database, campaign_id: int, game_id: int) -> NewBattle:
    """A battle filled in from a finished game: result, victory points, who took part, who
    was taken Out of Action and by whom. Deeds and glory are for the players to add."""

    summary = games.get_game(database, game_id)
    if summary.status != "finished":
        raise InvalidInput(
            tr("game {game_id}: not finished yet; end it first").format(game_id=game_id)
        )
    sides = games.participants(database, game_id)
    state = games.game_state(database, game_id)
    side_of_member = {m: p.side for p in sides for m in p.member_ids}
    with database.sessions() as session:
        for p in sides:
            if not p.member_ids and p.warband_id is not None:
                warband = session.get(Warband, p.warband_id)
                for m in warband.members if warband else ():
                    side_of_member[m.id] = p.side
        taken_out: dict[int, int] = defaultdict(int)
        for event in games.events(database, game_id):
            if event.undone:
                continue
            for effect in event.outcome.get("effects", ()):
                if effect.get("flag") == "out_of_action" and effect.get("value"):
                    actor_side = side_of_member.get(event.actor_member_id or -1)
                    if actor_side is not None and actor_side != side_of_member.get(
                        effect.get("member")
                    ):
                        taken_out[actor_side] += 1
    new_sides = []
    for p in sides:
        if p.warband_id is None:
            raise InvalidInput(
                tr("game {game_id}: {warband_name} has been deleted").format(
                    game_id=game_id, warband_name=p.warband_name
                )
            )
        members = [m for m, side in side_of_member.items() if side == p.side]
        out = [m for m in members if "out_of_action" in state.of(m).flags]
        new_sides.append(
            NewSide(
                warband_id=p.warband_id,
                outcome=p.outcome or "draw",
                victory_points=p.victory_points,
                taken_out=taken_out[p.side],
                took_part=tuple(sorted(members)),
                out_of_action=tuple(sorted(out)),
            )
        )
    return NewBattle(
        campaign_id=campaign_id,
        sides=tuple(new_sides),
        round=battle_round(database, campaign_id, [s.warband_id for s in new_sides]),
        played_on=summary.played_on,
        scenario=summary.scenario,
        notes=summary.notes,
        game_id=game_id,
    )


def battle_round(database: Database, campaign_id: int, warbands: Sequence[int] = ()) -> int:
    """The round a battle recorded now belongs to: on an event day, the round in which these
    warbands were paired and have not fought yet, else the last published round while one of its
    tables waits for its result; without pairings, the latest round while a warband of the
    campaign has not fought in it (and `warbands` have not); otherwise one after the last."""
    fought = {
        (b.round, frozenset(s.warband_id for s in b.sides if s.warband_id is not None))
        for b in list_battles(database, campaign_id)
    }
    with database.sessions() as session:
        tables = session.execute(
            select(RoundPairing.round, RoundPairing.first_id, RoundPairing.second_id).where(
                RoundPairing.campaign_id == campaign_id, RoundPairing.table_no != 0
            )
        ).all()
    waiting = [
        (number, pair)
        for number, first, second in tables
        if (pair := frozenset(w for w in (first, second) if w is not None))
        and not any(r == number and pair <= met for r, met in fought)
    ]
    paired = [number for number, pair in waiting if pair == frozenset(warbands)]
    if warbands and paired:
        return max(paired)
    last = max((number for number, _f, _s in tables), default=0)
    if any(number == last for number, _pair in waiting):
        return last
    latest = max([last, *(r for r, _m in fought)])
    if latest > last:  # rounds by hand: the latest stays open while someone has not fought
        in_it = set().union(*(met for r, met in fought if r == latest))
        in_it |= {w for w, r in byes_of(database, campaign_id) if r == latest}
        with database.sessions() as session:
            joined = set(
                session.scalars(select(Warband.id).where(Warband.campaign_id == campaign_id))
            )
        if joined - in_it and not in_it & set(warbands):
            return latest
    return latest + 1


def confirm(database: Database, battle_id: int, warband_id: int, confirmed: bool = True) -> None:
    """A player confirms (or withdraws confirmation of) the battle as recorded."""
    with database.write() as session:
        side_of(session, battle_id, warband_id).confirmed = confirmed


def delete_battle(database: Database, battle_id: int) -> None:
    """Remove a battle recorded by mistake, while no post-battle step has been taken."""
    with database.write() as session:
        battle = session.get(Battle, battle_id)
        if battle is None:
            raise NotFound(tr("Battle {battle_id} does not exist.").format(battle_id=battle_id))
        steps = session.scalar(
            select(func.count()).where(
                CampaignEvent.battle_id == battle_id, CampaignEvent.undone.is_(False)
            )
        )
        if steps:
            raise InvalidInput(
                tr("this battle has post-battle steps recorded; undo them before deleting it")
            )
        warbands = {
            side.warband_id: warband
            for side in battle.sides
            if side.warband_id is not None
            and (warband := session.get(Warband, side.warband_id)) is not None
        }
        _credit_glory(warbands, battle.sides, -1)
        session.delete(battle)
        session.flush()
        roster.refresh_summaries(session, warbands.values())  # a battle fewer: TC-C6


def list_battles(database: Database, campaign_id: int) -> list[BattleView]:
    with database.sessions() as session:
        battles = session.scalars(
            select(Battle)
            .where(Battle.campaign_id == campaign_id)
            .options(selectinload(Battle.sides))
            .order_by(Battle.round, Battle.played_on, Battle.id)
        )
        return [_battle_view(b) for b in battles]


def get_battle(database: Database, battle_id: int) -> BattleView:
    with database.sessions() as session:
        battle = session.get(Battle, battle_id)
        if battle is None:
            raise NotFound(tr("Battle {battle_id} does not exist.").format(battle_id=battle_id))
        return _battle_view(battle)


def battle_of(database: Database, campaign_id: int, reference: str) -> int:
    """The battle of the campaign a command names: by its id in this database, or by its uid
    (whole, or its first 8 characters or more), the same on every laptop sharing the campaign."""
    text = reference.strip()
    with database.sessions() as session:
        if text.isdigit():
            found = session.get(Battle, int(text))
            if found is not None and found.campaign_id == campaign_id:
                return found.id
        elif len(text) >= 8:
            rows = session.scalars(
                select(Battle.id).where(
                    Battle.campaign_id == campaign_id,
                    Battle.uid.startswith(text.lower(), autoescape=True),
                )
            ).all()
            if len(rows) == 1:
                return rows[0]
            if len(rows) > 1:
                raise InvalidInput(
                    tr("battle {reference}: several battles' uids begin so").format(reference=text)
                )
    raise NotFound(
        tr("battle {reference}: no battle of this campaign has that id or uid").format(
            reference=text[:40]
        )
    )


def _battle_view(battle: Battle) -> BattleView:
    return BattleView(
        id=battle.id,
        uid=battle.uid,
        campaign_id=battle.campaign_id,
        round=battle.round,
        game_id=battle.game_id,
        played_on=battle.played_on,
        scenario=battle.scenario,
        notes=battle.notes,
        sides=tuple(
            BattleSideView(
                id=s.id,
                warband_id=s.warband_id,
                warband_name=s.warband_name,
                side=s.side,
                outcome=s.outcome,
                victory_points=s.victory_points,
                glorious_deeds=s.glorious_deeds,
                taken_out=s.taken_out,
                glory=s.glory,
                took_part=tuple(s.took_part),
                out_of_action=tuple(s.out_of_action),
                deeds_by=tuple(s.deeds_by),
                confirmed=s.confirmed,
                post_battle=s.post_battle,
                deeds=tuple((d["deed"], d.get("by")) for d in s.deeds or ()),
            )
            for s in battle.sides
        ),
    )


# -- the league and the overview -----------------------------------------------------------


# The league's order, as `league_table` sorts it (`campaign show` states it).
TIE_BREAK = "points, then victory points, then models taken out"


def league_table(
    database: Database, campaign_id: int, up_to_round: int | None = None
) -> list[LeagueRow]:
    """Played, won, drawn, lost, points (the campaign's), victory points, models taken out,
    glory and Glorious Deeds of every warband of the campaign, best first; `up_to_round` for
    the history."""
    _summary, settings = campaign_settings(database, campaign_id)
    points = settings["points"]
    battles = [
        b
        for b in list_battles(database, campaign_id)
        if up_to_round is None or b.round <= up_to_round
    ]
    byes = byes_of(database, campaign_id)
    with database.sessions() as session:
        warbands = session.scalars(select(Warband).where(Warband.campaign_id == campaign_id))
        rows = {w.id: (w.name, w.player_id) for w in warbands}
        # A warband that moved to another campaign keeps its history here (issue 35): its
        # battles and byes still count in this league, under the name it fought with.
        for battle in battles:
            for side in battle.sides:
                if side.warband_id is not None and side.warband_id not in rows:
                    moved = session.get(Warband, side.warband_id)
                    rows[side.warband_id] = (side.warband_name, moved.player_id if moved else None)
        for warband_id, _number in byes:
            if warband_id not in rows and (moved := session.get(Warband, warband_id)):
                rows[warband_id] = (moved.name, moved.player_id)
        players = player_names(session, [p for _, p in rows.values()])
    tally: dict[int, list[int]] = {wid: [0] * 9 for wid in rows}
    for battle in battles:
        for side in battle.sides:
            if side.warband_id not in tally:
                continue
            t = tally[side.warband_id]
            t[0] += 1
            t[1 + OUTCOMES.index(side.outcome)] += 1
            t[4] += int(points[side.outcome])
            t[5] += side.victory_points
            t[6] += side.taken_out
            t[7] += side.glory
            t[8] += side.glorious_deeds
    # an event day's byes (published rounds): a game played, scored as the settings say
    bye = str(settings.get("bye", "win"))
    for warband_id, number in byes:
        if warband_id in tally and (up_to_round is None or number <= up_to_round):
            t = tally[warband_id]
            t[0] += 1
            t[1 + OUTCOMES.index(bye)] += 1
            t[4] += int(points[bye])
    league = [
        replace(
            LeagueRow(wid, name, players.get(pid or -1, ""), *tally[wid][:8]), deeds=tally[wid][8]
        )
        for wid, (name, pid) in rows.items()
    ]

    # The stated tie-break: points, then victory points, then models taken out. Warbands level
    # on all three share a place (1, 2, 2, 4), listed by name; no order is made up for them.
    def standing(row: LeagueRow) -> tuple[int, int, int]:
        return (-row.points, -row.victory_points, -row.taken_out)

    league.sort(key=lambda r: (*standing(r), r.warband.lower(), r.warband_id))
    ranked: list[LeagueRow] = []
    for place, row in enumerate(league, start=1):
        level = ranked and standing(ranked[-1]) == standing(row)
        ranked.append(replace(row, rank=ranked[-1].rank if level else place))
    return ranked


def bye_text(warband: str, settings: dict[str, Any]) -> str:
    """A bye and how the league scored it (the campaign's setting), wherever rounds are shown:
    the standings count it, so the round says so."""
    scored = str(settings.get("bye", "win"))
    return tr("Bye: {warband} — scored as a {result} ({points} points)").format(
        warband=warband,
        result={"win": tr("win"), "draw": tr("draw"), "loss": tr("loss")}[scored],
        points=settings["points"][scored],
    )


def byes_of(database: Database, campaign_id: int) -> list[tuple[int, int]]:
    """(warband, round) of every bye of the campaign's published rounds."""
    with database.sessions() as session:
        rows = session.execute(
            select(RoundPairing.first_id, RoundPairing.round).where(
                RoundPairing.campaign_id == campaign_id,
                RoundPairing.table_no == 0,  # the bye's row (models/ledger/campaigns/event_day.py)
                RoundPairing.first_id.is_not(None),
            )
        ).all()
    return [(w, r) for w, r in rows if w is not None]


def round_limits(system: str, settings: dict[str, Any], number: int) -> tuple[int, int] | None:
    """The threshold value and field strength of a campaign round (Trench Crusade, TC-C6),
    for a warband that has fought every round before it; None for a system without them."""
    hooks = profile_of(system).campaign
    if hooks.threshold is None or hooks.field_strength is None:
        return None
    played = max(0, number - 1)
    return hooks.threshold(played, settings), hooks.field_strength(played)


def overview(database: Database, campaign_id: int) -> list[WarbandStatus]:
    """Every warband of the campaign with what needs the organiser's attention."""
    summary, settings = campaign_settings(database, campaign_id)
    battles = list_battles(database, campaign_id)
    hooks = profile_of(summary.system).campaign
    with database.sessions() as session:
        warbands = list(
            session.scalars(
                select(Warband)
                .where(Warband.campaign_id == campaign_id)
                .order_by(func.lower(Warband.name))
            )
        )
        players = player_names(session, [w.player_id for w in warbands])
    statuses = []
    for w in warbands:
        sides = [(b, s) for b in battles for s in b.sides if s.warband_id == w.id]
        played = len(sides)
        won = sum(1 for _, s in sides if s.outcome == "win")
        lost = sum(1 for _, s in sides if s.outcome == "loss")
        limit = hooks.threshold(played, settings) if hooks.threshold else None
        statuses.append(
            WarbandStatus(
                warband_id=w.id,
                warband=w.name,
                player=players.get(w.player_id or -1, ""),
                battles=played,
                cost=w.cost_total,
                threshold=limit,
                field_strength=hooks.field_strength(played) if hooks.field_strength else None,
                over_threshold=limit is not None and w.cost_total > limit,
                warnings=w.warning_count,
                pending_post_battle=tuple(b.id for b, s in sides if s.post_battle != "done"),
                unconfirmed=tuple(b.id for b, s in sides if not s.confirmed),
                deployment_skill=(
                    hooks.deployment_skill(won, lost) if hooks.deployment_skill else None
                ),
                models=w.model_count,
                ducat_bank=w.ducat_bank,
                glory_bank=w.glory_bank,
                ducat_debt=w.ducat_debt or 0,
                glory_debt=w.glory_debt or 0,
                patron=w.patron_key,
            )
        )
    return statuses


def campaign_log(database: Database, campaign_id: int) -> list[CampaignEventView]:

    with database.sessions() as session:
        rows = session.scalars(
            select(CampaignEvent)
            .where(CampaignEvent.campaign_id == campaign_id)
            .order_by(CampaignEvent.seq)
        )
        return [event_view(e) for e in rows]
