"""The post-battle sequence (Trench Crusade's: RULES.md §1.10), one warband and one battle at
a time, following the rules of the campaign's system (its profile's `CampaignHooks.post_battle`:
models/systems/trench_crusade/campaign.py for TC-C1, TC-C2, TC-C3, TC-C4 and TC-C5).

Trauma → Promotions & Experience → Reinforcements (optional; then straight to the Roster) →
Exploration → Quartermaster → Roster. Every action is one transaction that changes the
warband and appends a campaign event holding the warband before and after; undoing the latest
event of a warband puts the "before" back, so every step can be taken back in order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from models.catalog.catalog import Catalog
from models.db.engine import Database
from models.db.schema import (
    Battle,
    Campaign,
    CampaignEvent,
    Member,
    Warband,
)
from models.i18n import tr
from models.ledger.campaigns.campaign_log import DONE as DONE  # the steps, beside the log
from models.ledger.campaigns.campaign_log import STEP_NAMES as STEP_NAMES
from models.ledger.campaigns.campaign_log import STEPS as STEPS
from models.ledger.campaigns.campaign_log import (
    campaign_of,
    set_items,
    side_of,
    step_action,
)
from models.ledger.campaigns.campaigns import get_battle
from models.ledger.profiles import profile_of
from models.ledger.rosters import roster
from models.ledger.user_text import line_text
from models.table.declaration import PostBattleRules
from models.table.errors import InvalidInput
from models.table.views import BattleSideView, CampaignEventView, MemberView


def rules_of(system: str) -> PostBattleRules:
    """The rules a system's post-battle sequence follows (its profile's campaign hooks)."""
    rules = profile_of(system).campaign.post_battle
    if rules is None:
        raise InvalidInput(
            tr("{system}: its campaigns have no post-battle sequence").format(system=system)
        )
    return rules


def _battle_rules(database: Database, battle_id: int) -> PostBattleRules:
    """The post-battle rules of the battle's campaign's system."""
    with database.sessions() as session:
        campaign = session.get(Campaign, campaign_of(session, battle_id))
        assert campaign is not None  # a battle's campaign is deleted with it
        return rules_of(campaign.system_id)


def is_elite(catalog: Catalog, member: Member) -> bool:
    model = catalog.models.get(member.model_key)
    return bool(member.promoted or (model and model.is_elite))


# -- state of a warband's sequence ------------------------------------------------------------


def done_members(database: Database, battle_id: int, warband_id: int, kind: str) -> set[int]:
    """Members that already had `kind` (trauma, advancement…) for this battle, not undone."""
    with database.sessions() as session:
        rows = session.scalars(
            select(CampaignEvent).where(
                CampaignEvent.battle_id == battle_id,
                CampaignEvent.warband_id == warband_id,
                CampaignEvent.kind == kind,
                CampaignEvent.undone.is_(False),
            )
        )
        return {int(m) for e in rows for m in e.data.get("members", ())}


def pending_trauma(database: Database, battle_id: int, warband_id: int) -> list[int]:
    side = get_battle(database, battle_id).side_of(warband_id)
    assert side is not None
    done = done_members(database, battle_id, warband_id, "trauma")
    return [m for m in side.out_of_action if m not in done]


def next_step(database: Database, battle_id: int, warband_id: int) -> CampaignEventView:
    """Move on to the next step (Trauma waits until every model taken Out of Action rolled)."""
    with database.sessions() as session:
        at = side_of(session, battle_id, warband_id).post_battle
    if at == DONE:
        raise InvalidInput(tr("the post-battle sequence is finished"))
    if at == "trauma" and pending_trauma(database, battle_id, warband_id):
        raise InvalidInput(tr("Trauma: every model taken Out of Action rolls first"))
    following = DONE if at == "roster" else STEPS[STEPS.index(at) + 1]

    def change(_s: Session, warband: Warband, _settings: dict[str, Any]) -> str:
        return tr("{warband}: {step} done").format(warband=warband.name, step=tr(STEP_NAMES[at]))

    return step_action(
        database, battle_id, warband_id, at, "next step", change, next_step=following
    )


# -- Trauma (TC-C1, TC-C2) --------------------------------------------------------------------


def trauma(
    database: Database,
    battle_id: int,
    warband_id: int,
    member_id: int,
    dice: Sequence[int],
    seed: int | None = None,
) -> CampaignEventView:
    """A model taken Out of Action: a troop rolls one D6 (1–2 dead), an elite D66 (two dice,
    tens then units) on the trauma table and takes the result as a battle scar; the third scar
    makes it unfit for duty and its kit goes to the arsenal."""
    if member_id not in pending_trauma(database, battle_id, warband_id):
        raise InvalidInput(tr("Trauma: this model was not taken Out of Action, or has rolled"))

    def change(session: Session, warband: Warband, _settings: dict[str, Any]) -> str:
        member = roster.member_of(warband, member_id)
        catalog = roster.catalog_for(session, warband.system_id, warband.edition_id)
        rules = rules_of(warband.system_id)
        if not is_elite(catalog, member):
            if len(dice) != 1:
                raise InvalidInput(tr("Trauma: a troop rolls one D6"))
            if rules.troop_dies(dice[0]):
                member.status = "dead"
                return tr("{name} rolled {die}: dead").format(name=member.name, die=dice[0])
            return tr("{name} rolled {die}: recovers").format(name=member.name, die=dice[0])
        if len(dice) != 2:
            raise InvalidInput(tr("Trauma: an elite rolls a D66 (two D6: tens, then units)"))
        result = rules.trauma_result(catalog.trauma, rules.d66(*dice))
        member.battle_scars = [*member.battle_scars, result]
        text = tr("{name} rolled {d66} on the trauma table: {result}").format(
            name=member.name, d66=f"{dice[0]}{dice[1]}", result=result
        )
        if result == "Dead":
            member.status = "dead"
            return text
        if len(member.battle_scars) >= rules.SCARS_UNFIT:
            _retire(warband, member, catalog)
            return text + tr("; third battle scar: unfit for duty, kit to the arsenal")
        return text

    return step_action(
        database,
        battle_id,
        warband_id,
        "trauma",
        "trauma",
        change,
        dice=dice,
        extra={"members": [member_id], **_seeded(seed)},
    )


def _retire(warband: Warband, member: Member, catalog: Catalog) -> None:
    """Unfit for duty: off the roster; what it carried (beyond its model's own) to the arsenal."""
    own = list(catalog.mandatory_items(member.model_key))
    kit = [i.item_key for i in member.items]
    for key in own:
        if key in kit:
            kit.remove(key)
    warband.arsenal = [*warband.arsenal, *kit]
    set_items(member, own)
    member.status = "dead"
    member.notes = (member.notes + "\n" if member.notes else "") + "Unfit for duty (third scar)."


# -- Promotions & Experience (TC-C4, TC-C5) ---------------------------------------------------


def award_experience(
    database: Database, battle_id: int, warband_id: int, extra: Mapping[int, int] | None = None
) -> CampaignEventView:
    """The bulk action: +1 XP to every elite that took part and lived, +1 more to each with a
    Glorious Deed; `extra` adds more by hand (member id → XP)."""
    side = get_battle(database, battle_id).side_of(warband_id)
    assert side is not None
    if done_members(database, battle_id, warband_id, "experience"):
        raise InvalidInput(tr("Experience: already awarded for this battle (undo it to change it)"))

    def change(session: Session, warband: Warband, _settings: dict[str, Any]) -> str:
        catalog = roster.catalog_for(session, warband.system_id, warband.edition_id)
        gained = []
        for member in warband.members:
            if member.status == "dead" or not is_elite(catalog, member):
                continue
            xp = (1 if member.id in side.took_part else 0) + (
                1 if member.id in side.deeds_by else 0
            )
            xp += (extra or {}).get(member.id, 0)
            if xp:
                member.experience += xp
                gained.append(f"{member.name} +{xp}")
        return tr("Experience: {gains}").format(
            gains=", ".join(gained) or tr("no elite gained any")
        )

    return step_action(
        database,
        battle_id,
        warband_id,
        "experience",
        "experience",
        change,
        extra={"members": list(side.took_part) or [0]},
    )


def advancements_owed(database: Database, battle_id: int, warband_id: int) -> dict[int, int]:
    """Elites whose experience passed an advancement threshold in this battle's award, with
    the number of rolls still to make."""
    with database.sessions() as session:
        award = session.scalar(
            select(CampaignEvent).where(
                CampaignEvent.battle_id == battle_id,
                CampaignEvent.warband_id == warband_id,
                CampaignEvent.kind == "experience",
                CampaignEvent.undone.is_(False),
            )
        )
        battle = session.get(Battle, battle_id)
        campaign = session.get(Campaign, battle.campaign_id) if battle else None
        settings = campaign.settings if campaign else {}
        system = campaign.system_id if campaign else None
        rolls = session.scalars(
            select(CampaignEvent).where(
                CampaignEvent.battle_id == battle_id,
                CampaignEvent.warband_id == warband_id,
                CampaignEvent.kind == "advancement",
                CampaignEvent.undone.is_(False),
            )
        )
        made: dict[int, int] = {}
        for e in rolls:
            for m in e.data.get("members", ()):
                made[int(m)] = made.get(int(m), 0) + 1
    if award is None or system is None:
        return {}
    rules = rules_of(system)
    thresholds = (settings or {}).get("advancement_xp", rules.ADVANCEMENT_XP)
    before = {m["id"]: m["experience"] for m in award.data["before"]["members"]}
    owed = {}
    for m in award.data["after"]["members"]:
        due = rules.advancements_due(before.get(m["id"], 0), m["experience"], thresholds)
        if due - made.get(m["id"], 0) > 0:
            owed[m["id"]] = due - made.get(m["id"], 0)
    return owed


def learn_skill(
    database: Database,
    battle_id: int,
    warband_id: int,
    member_id: int,
    tables: tuple[str, str],
    rolls: tuple[int, int],
    choice: str,
    patron_skill: str | None = None,
    seed: int | None = None,
) -> CampaignEventView:
    """TC-C3: two tables, 2D6 on each, keep one of the two skills offered. A Patron Skill is
    learnt as the patron's skill the player names. `seed`: the generator's, when the app
    rolled the 2D6."""
    if member_id not in advancements_owed(database, battle_id, warband_id):
        raise InvalidInput(tr("Advancement: this model has no advancement roll to make"))
    rules = _battle_rules(database, battle_id)
    if len(set(tables)) != 2 or not set(tables) <= set(rules.ADVANCEMENT_TABLES):
        raise InvalidInput(
            tr("Advancement: pick two of {value}").format(value=", ".join(rules.ADVANCEMENT_TABLES))
        )

    def change(session: Session, warband: Warband, _settings: dict[str, Any]) -> str:
        member = roster.member_of(warband, member_id)
        catalog = roster.catalog_for(session, warband.system_id, warband.edition_id)
        offered = [
            rules.offered_skill(rules.skill_table(catalog.skills, t), r, member.skills)
            for t, r in zip(tables, rolls, strict=True)
        ]
        if choice not in offered:
            shown = " or ".join(o for o in offered if o) or "nothing"
            raise InvalidInput(
                tr("Advancement: the rolls offer {shown}, not {choice}").format(
                    shown=shown, choice=choice
                )
            )
        learnt = choice
        if choice == rules.PATRON_SKILL:
            patrons = patron_skill_choices(catalog, warband.faction_key, warband.patron_key)
            if patron_skill not in patrons or patron_skill in member.skills:
                raise InvalidInput(tr("Advancement: name the patron's skill the model learns"))
            learnt = patron_skill
        member.skills = [*member.skills, learnt]
        return tr("{name} learns {skill} ({first} {roll1}, {second} {roll2})").format(
            name=member.name,
            skill=learnt,
            first=tables[0],
            roll1=rolls[0],
            second=tables[1],
            roll2=rolls[1],
        )

    return step_action(
        database,
        battle_id,
        warband_id,
        "experience",
        "advancement",
        change,
        dice=rolls,
        extra={"members": [member_id], "tables": list(tables), **_seeded(seed)},
    )


def promotion_roll(
    database: Database,
    battle_id: int,
    warband_id: int,
    assigned: Sequence[tuple[int, Sequence[int]]],
    seed: int | None = None,
) -> CampaignEventView:
    """TC-C5: the promotion pool's dice, assigned to troops (up to two each, three for a model
    with a Glorious Deed) and rolled in the order given; the first 6 promotes that troop to
    ELITE with 0 XP. `assigned`: (member id, its dice faces) in rolling order."""
    side = get_battle(database, battle_id).side_of(warband_id)
    assert side is not None
    if done_members(database, battle_id, warband_id, "promotion"):
        raise InvalidInput(tr("Promotion: the pool was rolled already for this battle"))
    rules = _battle_rules(database, battle_id)
    pool = rules.promotion_pool(side.outcome == "win", side.glorious_deeds)
    used = sum(len(faces) for _, faces in assigned)
    if used > pool:
        raise InvalidInput(
            tr("Promotion: the pool holds {pool} dice, not {used}").format(pool=pool, used=used)
        )

    def change(session: Session, warband: Warband, _settings: dict[str, Any]) -> str:
        catalog = roster.catalog_for(session, warband.system_id, warband.edition_id)
        for member_id, faces in assigned:
            member = roster.member_of(warband, member_id)
            if member.status == "dead" or is_elite(catalog, member):
                raise InvalidInput(
                    tr("Promotion: {name} is not a troop in the warband").format(name=member.name)
                )
            limit = (
                rules.MAX_PROMOTION_DICE_WITH_DEED
                if member_id in side.deeds_by
                else rules.MAX_PROMOTION_DICE
            )
            if len(faces) > limit:
                raise InvalidInput(
                    tr("Promotion: {name} may take {limit} dice at most").format(
                        name=member.name, limit=limit
                    )
                )
            if any(not 1 <= f <= 6 for f in faces):
                raise InvalidInput(tr("Promotion: dice show 1–6"))
            if 6 in faces:
                member.promoted = True
                member.experience = 0
                return tr("{name} rolled a 6: promoted to ELITE").format(name=member.name)
        return tr("Promotion: no 6 rolled; nobody promoted")

    faces = [f for _, fs in assigned for f in fs]
    return step_action(
        database,
        battle_id,
        warband_id,
        "experience",
        "promotion",
        change,
        dice=faces,
        extra={"members": [m for m, _ in assigned] or [0], **_seeded(seed)},
    )


def promotion_shares(
    database: Database, battle_id: int, warband_id: int, troops: Sequence[int]
) -> dict[int, int]:
    """TC-C5: how many of the promotion pool's dice each chosen troop rolls."""
    side = get_battle(database, battle_id).side_of(warband_id)
    assert side is not None
    rules = _battle_rules(database, battle_id)
    pool = rules.promotion_pool(side.outcome == "win", side.glorious_deeds)
    return rules.share_promotion_dice(pool, list(troops), set(side.deeds_by))


def promote(
    database: Database,
    battle_id: int,
    warband_id: int,
    troops: Sequence[int],
    faces: Sequence[int],
    seed: int | None = None,
) -> CampaignEventView:
    """The promotion roll from the chosen troops and the faces rolled, in order: each troop's
    share of the pool (`promotion_shares`) takes the next faces."""
    shares = promotion_shares(database, battle_id, warband_id, troops)
    wanted = sum(shares.values())
    if len(faces) != wanted:
        raise InvalidInput(
            tr("Promotion: enter {wanted} dice, one per die assigned").format(wanted=wanted)
        )
    assigned, at = [], 0
    for member_id, n in shares.items():
        assigned.append((member_id, list(faces[at : at + n])))
        at += n
    return promotion_roll(database, battle_id, warband_id, assigned, seed)


def _seeded(seed: int | None) -> dict[str, int]:
    """The generator's seed in the log, when the app rolled: the roll can be replayed."""
    return {} if seed is None else {"seed": seed}


# -- Reinforcements and Exploration ------------------------------------------------------------


def call_reinforcements(
    database: Database, battle_id: int, warband_id: int, ducats: int, notes: str = ""
) -> CampaignEventView:
    """The optional step: the ducats granted go to the bank; Exploration and Quartermaster are
    skipped."""
    if ducats < 0:
        raise InvalidInput(tr("Reinforcements: ducats 0 or more"))

    def change(_s: Session, warband: Warband, _settings: dict[str, Any]) -> str:
        warband.ducat_bank += ducats
        return tr("Reinforcements: {ducats} ducats").format(ducats=ducats) + (
            f" ({notes})" if notes else ""
        )

    return step_action(
        database,
        battle_id,
        warband_id,
        "reinforcements",
        "reinforcements",
        change,
        next_step="roster",
    )


def record_find(
    database: Database,
    battle_id: int,
    warband_id: int,
    description: str,
    dice: Sequence[int] = (),
    ducats: int = 0,
    glory: int = 0,
    items: Sequence[str] = (),
) -> CampaignEventView:
    """Exploration: what was found (by hand, with the dice rolled); ducats and glory to the
    banks, items to the arsenal."""
    text = line_text(description, tr("Exploration"))
    if not text:
        raise InvalidInput(tr("Exploration: describe the find"))
    if any(not 1 <= d <= 20 for d in dice):
        raise InvalidInput(tr("Exploration: dice show 1 to 20"))

    def change(session: Session, warband: Warband, _settings: dict[str, Any]) -> str:
        catalog = roster.catalog_for(session, warband.system_id, warband.edition_id)
        unknown = [k for k in items if k not in catalog.items]
        if unknown:
            raise InvalidInput(
                tr("Exploration: {value} not in the catalog").format(value=", ".join(unknown))
            )
        warband.ducat_bank = max(0, warband.ducat_bank + ducats)
        warband.glory_bank = max(0, warband.glory_bank + glory)
        warband.arsenal = [*warband.arsenal, *items]
        granted = dict(warband.granted or {})
        for key in items:  # found: accepted by the roster although the armoury may not sell it
            granted[key] = int(granted.get(key, 0)) + 1
        warband.granted = granted
        gains = [
            f"{ducats} {tr('ducats')}" if ducats else "",
            f"{glory} {tr('glory')}" if glory else "",
        ]
        gains += [catalog.items[k].name for k in items]
        return tr("Exploration: {find}").format(find=text) + (
            f" ({', '.join(g for g in gains if g)})" if any(gains) else ""
        )

    return step_action(database, battle_id, warband_id, "exploration", "find", change, dice=dice)


# -- Quartermaster ------------------------------------------------------------------------------


def purchase_price(
    catalog: Catalog, faction_key: str, item_key: str, model_key: str | None = None
) -> int:
    """What the faction's armoury asks for the item (of `model_key`: what that model type
    pays; one it is not offered to cannot buy it) — the rule the equipment picker follows."""
    faction = catalog.factions.get(faction_key)
    entry = faction.armoury_entry(item_key, model_key) if faction else None
    name = catalog.items[item_key].name if item_key in catalog.items else item_key
    if entry is None and model_key is not None and faction and faction.armoury_entry(item_key):
        model = catalog.models.get(model_key)
        raise InvalidInput(
            tr("Quartermaster: {item} is not offered to a {model}").format(
                item=name, model=model.name if model else model_key
            )
        )
    if entry is None:
        raise InvalidInput(
            tr("Quartermaster: {item_key} is not in the faction's armoury").format(item_key=name)
        )
    if entry.cost.currency != "ducats":
        raise InvalidInput(
            tr("Quartermaster: {name} costs glory").format(name=catalog.items[item_key].name)
        )
    return entry.cost.amount


def quartermaster(
    database: Database,
    battle_id: int,
    warband_id: int,
    action: str,
    item_key: str,
    member_id: int | None = None,
    to_member_id: int | None = None,
) -> CampaignEventView:
    """Buy at cost (to a member or the arsenal), sell at half value (from a member or the
    arsenal), or move kit between the arsenal and members."""
    if action not in ("buy", "sell", "move"):
        raise InvalidInput(tr("Quartermaster: buy, sell or move"))

    def take(warband: Warband, catalog: Catalog) -> str:
        if member_id is None:
            if item_key not in warband.arsenal:
                raise InvalidInput(
                    tr("Quartermaster: no {item_key} in the arsenal").format(item_key=item_key)
                )
            arsenal = list(warband.arsenal)
            arsenal.remove(item_key)
            warband.arsenal = arsenal
            return tr("the arsenal")
        member = roster.member_of(warband, member_id)
        keys = [i.item_key for i in member.items]
        if item_key not in keys:
            raise InvalidInput(
                tr("Quartermaster: {name} does not carry {item_key}").format(
                    name=member.name, item_key=item_key
                )
            )
        if item_key in catalog.mandatory_items(member.model_key):
            raise InvalidInput(
                tr("Quartermaster: {name} always carries that").format(name=member.name)
            )
        keys.remove(item_key)
        set_items(member, keys)
        return member.name

    def give(warband: Warband, target: int | None) -> str:
        if target is None:
            warband.arsenal = [*warband.arsenal, item_key]
            return tr("the arsenal")
        member = roster.member_of(warband, target)
        if member.status == "dead":
            raise InvalidInput(tr("Quartermaster: {name} is dead").format(name=member.name))
        keys = [*(i.item_key for i in member.items), item_key]
        set_items(member, keys)
        return member.name

    def change(session: Session, warband: Warband, _settings: dict[str, Any]) -> str:
        catalog = roster.catalog_for(session, warband.system_id, warband.edition_id)
        if item_key not in catalog.items:
            raise InvalidInput(
                tr("Quartermaster: {item_key} is not in the catalog").format(item_key=item_key)
            )
        name = catalog.items[item_key].name
        if action == "buy":
            buyer = roster.member_of(warband, to_member_id) if to_member_id is not None else None
            price = purchase_price(
                catalog, warband.faction_key, item_key, buyer.model_key if buyer else None
            )
            if price > warband.ducat_bank:
                raise InvalidInput(
                    tr(
                        "Quartermaster: {name} costs {price} ducats; the bank holds {ducat_bank}"
                    ).format(name=name, price=price, ducat_bank=warband.ducat_bank)
                )
            warband.ducat_bank -= price
            to = give(warband, to_member_id)
            return tr("Bought {item} for {price} ducats, to {to}").format(
                item=name, price=price, to=to
            )
        if action == "sell":
            source = take(warband, catalog)
            value = purchase_price(catalog, warband.faction_key, item_key) // 2
            warband.ducat_bank += value
            return tr("Sold {item} from {source} for {value} ducats").format(
                item=name, source=source, value=value
            )
        source = take(warband, catalog)
        to = give(warband, to_member_id)
        return tr("Moved {item} from {source} to {to}").format(item=name, source=source, to=to)

    return step_action(database, battle_id, warband_id, "quartermaster", action, change)


def recruit(
    database: Database, battle_id: int, warband_id: int, model_key: str, name: str = ""
) -> CampaignEventView:
    """Quartermaster: hire a model from the faction's list, paid from the bank."""

    def change(session: Session, warband: Warband, _settings: dict[str, Any]) -> str:
        catalog = roster.catalog_for(session, warband.system_id, warband.edition_id)
        entry = catalog.roster_entry(warband.faction_key, model_key)
        model = catalog.models.get(model_key)
        if entry is None or model is None:
            raise InvalidInput(
                tr("Quartermaster: {model_key} is not on the faction's list").format(
                    model_key=model_key
                )
            )
        bank = "ducat_bank" if entry.cost.currency == "ducats" else "glory_bank"
        if entry.cost.amount > getattr(warband, bank):
            raise InvalidInput(
                tr("Quartermaster: {name} costs {cost}; the bank holds {value}").format(
                    name=model.name, cost=entry.cost, value=getattr(warband, bank)
                )
            )
        setattr(warband, bank, getattr(warband, bank) - entry.cost.amount)
        member = roster.member_row(
            position=len(warband.members),
            name=line_text(name, tr("name")) or model.name,
            model_key=model_key,
            items=catalog.mandatory_items(model_key),
        )
        warband.members.append(member)
        return tr("Recruited {name} ({model}) for {cost}").format(
            name=member.name, model=model.name, cost=entry.cost
        )

    return step_action(database, battle_id, warband_id, "quartermaster", "recruit", change)


# -- what the sequence shows before the dice (the dialog asks these, not the rules core) ----


@dataclass(frozen=True)
class TraumaOdds:
    """A model taken Out of Action, before its trauma roll: how many D6 (one for a troop,
    TC-C1; a D66 for an elite, TC-C2), each result's exact chance, and whether a scar now
    would be its third (unfit for duty)."""

    dice: int
    odds: dict[str, Fraction]  # a troop: "Dead" and "Recovers"; an elite: the D66 table's
    third_scar: bool


def trauma_odds(catalog: Catalog, member: MemberView) -> TraumaOdds:
    rules = rules_of(catalog.system)
    if not member.elite:
        dead = rules.TROOP_DEATH_CHANCE
        return TraumaOdds(rules.trauma_dice(False), {"Dead": dead, "Recovers": 1 - dead}, False)
    third = len(member.battle_scars) + 1 >= rules.SCARS_UNFIT
    return TraumaOdds(rules.trauma_dice(True), rules.trauma_odds(catalog.trauma), third)


def promotion_pool(catalog: Catalog, side: BattleSideView) -> int:
    """TC-C5: one die, one more for a win, one per Glorious Deed."""
    return rules_of(catalog.system).promotion_pool(side.outcome == "win", side.glorious_deeds)


def promotion_chance(catalog: Catalog, dice: int) -> Fraction:
    """TC-C5: the chance that one of `dice` D6 shows a 6."""
    return rules_of(catalog.system).promotion_chance(dice)


def advancement_tables(catalog: Catalog) -> tuple[str, ...]:
    """TC-C3: the skill tables an elite rolls on."""
    return rules_of(catalog.system).ADVANCEMENT_TABLES


def patron_skill_choices(
    catalog: Catalog, faction_key: str, patron_key: str | None = None
) -> list[str]:
    """TC-C3: the skills a "Patron Skill" may be — the table of the patron the warband serves
    (issue 37); while it has chosen none, those of the patrons its faction may choose; every
    patron's skills where the catalog names no patron for it."""
    served = [p for p in catalog.patrons if p.key == patron_key]
    patrons = served or catalog.patrons_for(faction_key) or catalog.patrons
    chosen = [skill for p in patrons for skill in catalog.patron_skills(p.key)]
    if not catalog.patrons:  # an older or a user's catalog: its patron groups by name
        chosen = [n for n, groups in catalog.skills if any(g.startswith("pt_") for g in groups)]
    return sorted(set(chosen))


def patron_skill(catalog: Catalog) -> str:
    """TC-C3: the skill tables' entry that lets the player pick one of the patron's skills."""
    return rules_of(catalog.system).PATRON_SKILL


@dataclass(frozen=True)
class SkillOffer:
    """TC-C3: what a 2D6 roll on a skill table offers the elite, and the table's likeliest
    offers for it (exact, most likely first)."""

    offered: str | None  # None: it knows the whole table
    likely: tuple[tuple[str, Fraction], ...]


def skill_offer(catalog: Catalog, member: MemberView, table: str, roll: int) -> SkillOffer:
    rules = rules_of(catalog.system)
    entries = rules.skill_table(catalog.skills, table)
    odds = rules.skill_odds(entries, member.skills)
    likely = tuple(sorted(odds.items(), key=lambda kv: -kv[1]))
    return SkillOffer(rules.offered_skill(entries, roll, member.skills), likely)
