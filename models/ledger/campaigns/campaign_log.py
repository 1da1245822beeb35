"""The campaign log: every campaign step as one transaction that changes a warband and appends
an event holding the warband before and after it (`logged_change`); undoing the latest step of
a warband puts the "before" back (`undo`). The campaign view (campaigns.py) and the
post-battle sequence (post_battle.py) both write through it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from models.db.engine import Database
from models.db.schema import (
    Battle,
    BattleSide,
    Campaign,
    CampaignEvent,
    Member,
    MemberItem,
    MemberUpgrade,
    Warband,
)
from models.i18n import N_, tr
from models.ledger.rosters import roster
from models.table.errors import InvalidInput, NotFound
from models.table.views import CampaignEventView

# A campaign's settings unless it says otherwise: league points per result, the starting
# budget and threshold step (TC-C6), and the experience each advancement needs (TC-C4: the
# Trench Crusade rules' own, which tests/models/systems/test_campaign_rules.py keeps in step).
DEFAULT_SETTINGS: dict[str, Any] = {
    "points": {"win": 3, "draw": 1, "loss": 0},
    "starting_budget": 700,
    "threshold_step": 100,
    "advancement_xp": [2, 4, 7, 10, 14, 18],
    "bye": "win",  # an event day's bye scores as this result (models/ledger/campaigns/event_day.py)
    # The organiser's own lists and exploration table (models/ledger/campaigns/campaign_content.py).
    "scenarios": [],
    "scenario_rules": {},  # each scenario's length and Glorious Deeds (issue 49)
    "deeds": [],
    "exploration": None,
}
# A change returns the summary the log shows.
Change = Callable[[Session, Warband, dict[str, Any]], str]


def snapshot(warband: Warband) -> dict[str, Any]:
    """Everything a campaign step can change, as plain JSON."""
    return {
        "name": warband.name,
        "campaign_id": warband.campaign_id,
        "player_id": warband.player_id,
        "budget": warband.budget,
        "ducat_bank": warband.ducat_bank,
        "glory_bank": warband.glory_bank,
        "ducat_debt": warband.ducat_debt or 0,
        "glory_debt": warband.glory_debt or 0,
        "granted": dict(warband.granted or {}),
        "arsenal": list(warband.arsenal),
        "choices": list(warband.choices or []),  # issue 49: exploration's finds among them
        "members": [
            {
                "id": m.id,
                "uid": m.uid,
                "position": m.position,
                "name": m.name,
                "model_key": m.model_key,
                "size": m.size,
                "experience": m.experience,
                "skills": list(m.skills),
                "battle_scars": list(m.battle_scars),
                "status": m.status,
                "notes": m.notes,
                "promoted": m.promoted,
                "fireteam": m.fireteam,
                "items": [i.item_key for i in m.items],
                "upgrades": [u.upgrade_key for u in m.upgrades],
            }
            for m in warband.members
        ],
    }


def restore(warband: Warband, snap: Mapping[str, Any]) -> None:
    """Put a snapshot back in place: members keep their ids (the game logs point at them)."""
    for key in ("name", "campaign_id", "player_id", "budget", "ducat_bank", "glory_bank"):
        setattr(warband, key, snap[key])
    # Steps logged before issue 37 hold no debt or grants; they changed neither.
    warband.ducat_debt = snap.get("ducat_debt", warband.ducat_debt)
    warband.glory_debt = snap.get("glory_debt", warband.glory_debt)
    warband.granted = dict(snap.get("granted", warband.granted))
    warband.arsenal = list(snap["arsenal"])
    # Steps logged before issue 49 hold no choices; they changed none.
    warband.choices = list(snap.get("choices", warband.choices or []))
    existing = {m.id: m for m in warband.members}
    wanted = {data["id"] for data in snap["members"]}
    for member in [m for m in warband.members if m.id not in wanted]:
        warband.members.remove(member)
    for data in snap["members"]:
        found = existing.get(data["id"])
        if found is None:
            member = roster.member_row(
                member_id=data["id"],
                **{k: data[k] for k in data if k not in ("id", "uid", "promoted", "fireteam")},
            )
            member.uid = data.get("uid") or member.uid
            warband.members.append(member)
        else:
            member = found
            for key in ("position", "name", "model_key", "size", "experience", "status", "notes"):
                setattr(member, key, data[key])
            member.skills = list(data["skills"])
            member.battle_scars = list(data["battle_scars"])
            if [i.item_key for i in member.items] != data["items"]:
                set_items(member, data["items"])
            if [u.upgrade_key for u in member.upgrades] != data["upgrades"]:
                member.upgrades = [MemberUpgrade(upgrade_key=k) for k in data["upgrades"]]
        member.promoted = bool(data["promoted"])
        member.fireteam = data.get("fireteam")  # logged before issue 37: none named
    warband.members.sort(key=lambda m: m.position)


def logged_change(
    database: Database,
    campaign_id: int,
    warband_id: int,
    battle_id: int | None,
    step: str,
    kind: str,
    change: Change,
    *,
    dice: Sequence[int] = (),
    next_step: str | None = None,
    extra: Mapping[str, Any] | None = None,
) -> CampaignEventView:
    """Apply `change` to the warband and log it, in one transaction."""
    with database.write() as session:
        campaign = session.get(Campaign, campaign_id)
        if campaign is None:
            raise NotFound(
                tr("Campaign {campaign_id} does not exist.").format(campaign_id=campaign_id)
            )
        warband = roster.load_warband(session, warband_id)
        side = side_of(session, battle_id, warband_id) if battle_id is not None else None
        before, side_step = snapshot(warband), side.post_battle if side else None
        summary = change(session, warband, {**DEFAULT_SETTINGS, **campaign.settings})
        if side is not None and next_step is not None:
            side.post_battle = next_step
        catalog = roster.catalog_for(session, warband.system_id, warband.edition_id)
        roster.finish_edit(session, warband, catalog, warband.version + 1)
        seq = (
            session.scalar(
                select(func.max(CampaignEvent.seq)).where(CampaignEvent.campaign_id == campaign_id)
            )
            or 0
        ) + 1
        event = CampaignEvent(
            campaign_id=campaign_id,
            seq=seq,
            battle_id=battle_id,
            warband_id=warband_id,
            step=step,
            kind=kind,
            summary=summary,
            dice=list(dice),
            data={
                "before": before,
                "after": snapshot(warband),
                "side_step": side_step,
                "side_step_after": side.post_battle if side is not None else None,
                **(extra or {}),
            },
        )
        session.add(event)
        session.flush()
        return event_view(event)


def undo(database: Database, campaign_id: int, seq: int) -> CampaignEventView:
    """Take back a warband's latest campaign step: the warband as it was before it."""
    return _toggle(database, campaign_id, seq, undo=True)


def redo(database: Database, campaign_id: int, seq: int) -> CampaignEventView:
    """Make an undone step again: the warband as it was after it."""
    return _toggle(database, campaign_id, seq, undo=False)


def _toggle(database: Database, campaign_id: int, seq: int, *, undo: bool) -> CampaignEventView:
    """The warband's snapshot from before the step (undo) or after it (redo), once the warband
    is as the step left it (or found it), and no later live step of it would be lost."""
    with database.write() as session:
        event = session.scalar(
            select(CampaignEvent).where(
                CampaignEvent.campaign_id == campaign_id, CampaignEvent.seq == seq
            )
        )
        if event is None or event.undone == undo:
            message = (
                tr("Campaign step {seq} does not exist or was undone already.")
                if undo
                else tr("Campaign step {seq} does not exist or is not undone.")
            )
            raise NotFound(message.format(seq=seq))
        if event.warband_id is None:
            raise InvalidInput(tr("the warband of this step has been deleted"))
        later = session.scalar(
            select(func.count()).where(
                CampaignEvent.campaign_id == campaign_id,
                CampaignEvent.warband_id == event.warband_id,
                CampaignEvent.seq > seq,
                CampaignEvent.undone.is_(False),
            )
        )
        if later:
            raise InvalidInput(tr("undo the later steps of this warband first"))
        warband = roster.load_warband(session, event.warband_id)
        now, then = ("after", "before") if undo else ("before", "after")
        if not same_state(snapshot(warband), event.data[now]):
            message = (
                tr("{name} has been edited since this step; undoing it would lose that")
                if undo
                else tr(
                    "{name} has been edited since this step was undone; redoing it would lose that"
                )
            )
            raise InvalidInput(message.format(name=warband.name))
        step = event.data.get("side_step" if undo else "side_step_after")
        if event.battle_id is not None and event.data.get("side_step") is not None:
            if step is None:  # logged before redo existed: where the battle's step went is lost
                raise InvalidInput(
                    tr("this step was logged by an older version; it cannot be redone")
                )
            side_of(session, event.battle_id, event.warband_id).post_battle = step
        restore(warband, event.data[then])
        catalog = roster.catalog_for(session, warband.system_id, warband.edition_id)
        roster.finish_edit(session, warband, catalog, warband.version + 1)
        event.undone = undo
        session.flush()
        return event_view(event)


ADDED_IN_37 = ("ducat_debt", "glory_debt", "granted", "fireteam", "choices")  # choices: 49


def same_state(current: Mapping[str, Any], logged: Mapping[str, Any]) -> bool:
    """The warband is as a step logged it; a step logged before issue 37 holds no debts,
    grants or fireteams, so those count only where it holds them."""

    def same(now: Mapping[str, Any], then: Mapping[str, Any]) -> bool:
        return all(k in then or k in ADDED_IN_37 for k in now) and all(
            k in now and now[k] == v for k, v in then.items() if k != "members"
        )

    members_now, members_then = current.get("members", []), logged.get("members", [])
    return (
        same(current, logged)
        and len(members_now) == len(members_then)
        and all(same(a, b) for a, b in zip(members_now, members_then, strict=True))
    )


def event_view(e: CampaignEvent) -> CampaignEventView:
    return CampaignEventView(
        e.seq,
        e.battle_id,
        e.warband_id,
        e.step,
        e.kind,
        e.summary,
        tuple(e.dice or ()),
        e.undone,
        e.created_at,
    )


def side_of(session: Session, battle_id: int, warband_id: int) -> BattleSide:
    side = session.scalar(
        select(BattleSide).where(
            BattleSide.battle_id == battle_id, BattleSide.warband_id == warband_id
        )
    )
    if side is None:
        raise NotFound(
            tr("Battle {battle_id} has no side for warband {warband_id}.").format(
                battle_id=battle_id, warband_id=warband_id
            )
        )
    return side


def set_items(member: Member, keys: Sequence[str]) -> None:
    member.items = [MemberItem(position=i, item_key=k) for i, k in enumerate(keys)]


# -- the post-battle steps (models/ledger/campaigns/post_battle.py takes them) ------------

STEPS = ("trauma", "experience", "reinforcements", "exploration", "quartermaster", "roster")
DONE = "done"
STEP_NAMES = {  # shown translated: tr(STEP_NAMES[step])
    "trauma": N_("Trauma"),
    "experience": N_("Promotions & Experience"),
    "reinforcements": N_("Reinforcements"),
    "exploration": N_("Exploration"),
    "quartermaster": N_("Quartermaster"),
    "roster": N_("Roster"),
    DONE: N_("Done"),
}


def campaign_of(session: Session, battle_id: int) -> int:
    battle = session.get(Battle, battle_id)
    if battle is None:
        raise NotFound(tr("Battle {battle_id} does not exist.").format(battle_id=battle_id))
    return battle.campaign_id


def step_action(
    database: Database,
    battle_id: int,
    warband_id: int,
    step: str,
    kind: str,
    change: Change,
    **kw: Any,
) -> CampaignEventView:
    """A post-battle action, allowed only while the warband is at that step."""
    with database.sessions() as session:
        campaign_id = campaign_of(session, battle_id)
        at = side_of(session, battle_id, warband_id).post_battle
    if at != step:
        raise InvalidInput(
            tr("the post-battle sequence is at {at}, not {step}").format(
                at=tr(STEP_NAMES.get(at, at)), step=tr(STEP_NAMES[step])
            )
        )
    return logged_change(database, campaign_id, warband_id, battle_id, step, kind, change, **kw)
