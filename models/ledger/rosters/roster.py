"""Roster units of work: one transaction per user action, plain views back.

Every edit quotes the warband version the caller last saw. If the stored version moved (another
window, another laptop on a shared database), the edit is refused with StaleEdit and nothing is
written; SQLAlchemy's version counter closes the gap between our check and the UPDATE. Each
edit rewrites the warband's list summary (cost, models, warnings) in the same transaction.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session, object_session, selectinload
from sqlalchemy.orm.exc import StaleDataError

from models.catalog.catalog import Catalog, Faction
from models.catalog.names import name_key
from models.catalog.validation import CHOICE_KINDS, Choice, Roster, RosterMember, check_roster
from models.db.engine import Database
from models.db.schema import (
    MEMBER_STATUSES,
    Battle,
    BattleSide,
    Campaign,
    Member,
    MemberItem,
    MemberUpgrade,
    Warband,
    utcnow,
)
from models.i18n import tr
from models.ledger.catalogs import load_catalog
from models.ledger.user_text import MAX_NAME, line_text, name_text, notes_text
from models.table.errors import InvalidInput, NotFound, StaleEdit, expect_version
from models.table.views import MemberView, Named, WarbandSummary, WarbandView


@dataclass(frozen=True)
class NewWarband:
    name: str
    system: str
    edition: str
    faction: str  # a faction or variant id of the catalog
    budget: int | None = None  # None: the catalog's starting budget
    notes: str = ""
    ducat_bank: int = 0
    glory_bank: int = 0
    player_id: int | None = None
    campaign_id: int | None = None


@dataclass(frozen=True)
class WarbandDetails:
    """The header fields of a warband; None leaves a field as it is."""

    name: str | None = None
    notes: str | None = None
    budget: int | None = None
    ducat_bank: int | None = None
    glory_bank: int | None = None
    campaign_id: int | None = None
    patron: str | None = None  # a patron key of the catalog; "": serves none
    faction: str | None = None  # its base faction or one of its variants (issue 48)
    choices: tuple[Choice, ...] | None = None  # what it chose or found as a whole (issue 48)


MAX_CHOICES = 100


@dataclass(frozen=True)
class MemberChanges:
    """Editable fields of a member; None leaves a field as it is."""

    name: str | None = None
    size: int | None = None
    experience: int | None = None
    skills: tuple[str, ...] | None = None
    battle_scars: tuple[str, ...] | None = None
    status: str | None = None
    notes: str | None = None
    fireteam: str | None = None  # FIRETEAM: the fireteam's name; "": none named


def create_warband(database: Database, new: NewWarband) -> WarbandView:
    name = name_text(new.name, "warband name")
    with database.write() as session:
        catalog = catalog_for(session, new.system, new.edition)
        if new.faction not in catalog.factions:
            raise InvalidInput(
                tr("faction: {faction!r} is not a faction of {system}").format(
                    faction=new.faction, system=new.system
                )
            )
        warband = Warband(
            name=name,
            system_id=new.system,
            edition_id=new.edition,
            faction_key=new.faction,
            budget=new.budget if new.budget is not None else catalog.rules.starting_budget,
            notes=notes_text(new.notes, "notes"),
            ducat_bank=_not_negative(new.ducat_bank, "ducat bank"),
            glory_bank=_not_negative(new.glory_bank, "glory bank"),
            player_id=new.player_id,
            campaign_id=new.campaign_id,
        )
        session.add(warband)
        return finish_edit(session, warband, catalog, next_version=1)


def get_warband(database: Database, warband_id: int) -> WarbandView:
    with database.sessions.begin() as session:
        warband = load_warband(session, warband_id)
        catalog = catalog_for(session, warband.system_id, warband.edition_id)
        return build_view(warband, catalog)


def warband_version(database: Database, warband_id: int) -> int | None:
    """The stored version of a warband (None: it no longer exists): an open editor compares it
    with its own to know whether another view changed the warband meanwhile."""
    with database.engine.connect() as conn:
        return conn.execute(
            select(Warband.__table__.c.version).where(Warband.__table__.c.id == warband_id)
        ).scalar_one_or_none()


def list_warbands(database: Database, campaign_id: int | None = None) -> list[WarbandSummary]:
    table = Warband.__table__.c  # Core columns: no ORM row processing for a long list
    query = select(
        table.id,
        table.name,
        table.system_id,
        table.edition_id,
        table.faction_key,
        table.campaign_id,
        table.cost_total,
        table.model_count,
        table.warning_count,
        table.updated_at,
    ).order_by(func.lower(table.name), table.id)
    if campaign_id is not None:
        query = query.where(table.campaign_id == campaign_id)
    with database.engine.connect() as conn:
        # Positional: the query's columns are in WarbandSummary's field order.
        return [WarbandSummary._make(row) for row in conn.execute(query)]


def rename_warband(database: Database, warband_id: int, version: int, name: str) -> WarbandView:
    return edit_details(database, warband_id, version, WarbandDetails(name=name))


def edit_details(
    database: Database, warband_id: int, version: int, details: WarbandDetails
) -> WarbandView:
    def change(_session: Session, warband: Warband, catalog: Catalog) -> None:
        if details.faction is not None:
            warband.faction_key = variant_key(catalog, warband.faction_key, details.faction)
        if details.patron is not None:
            warband.patron_key = patron_key(catalog, warband.faction_key, details.patron)
        if details.name is not None:
            warband.name = name_text(details.name, "warband name")
        if details.notes is not None:
            warband.notes = notes_text(details.notes, "notes")
        if details.budget is not None:
            warband.budget = _not_negative(details.budget, "budget")
        if details.ducat_bank is not None:
            warband.ducat_bank = _not_negative(details.ducat_bank, "ducat bank")
        if details.glory_bank is not None:
            warband.glory_bank = _not_negative(details.glory_bank, "glory bank")
        if details.campaign_id is not None:
            warband.campaign_id = details.campaign_id
        if details.choices is not None:
            warband.choices = choices_data(details.choices)

    return _edit(database, warband_id, version, change)


def family(catalog: Catalog, faction_key: str) -> tuple[Faction, ...]:
    """The factions a warband of this one may play as: its base faction and the base's
    variants (a list read as plain Heretic Legion may become the Naval Raiders)."""
    faction = catalog.factions.get(faction_key)
    if faction is None:
        return ()
    base = catalog.factions.get(faction.variant_of or "") or faction
    return (base, *sorted(catalog.variants(base.id), key=lambda f: f.name.casefold()))


def variant_key(catalog: Catalog, faction_key: str, wanted: str) -> str:
    """The faction of the warband's family `wanted` names (by id or name); anything else is
    refused, naming the choices."""
    choices = family(catalog, faction_key)
    for faction in choices:
        if wanted in (faction.id, faction.name) or name_key(wanted) == name_key(faction.name):
            return faction.id
    raise InvalidInput(
        tr("faction: {value!r} is not one this warband may play as (choices: {choices})").format(
            value=wanted[:MAX_NAME], choices=", ".join(f.name for f in choices) or tr("none")
        )
    )


def variant_changes(catalog: Catalog, view: WarbandView, faction_key: str) -> list[str]:
    """What playing the warband as `faction_key` would change, line by line, before it is
    done: its cost, each member whose cost changes, the warnings it would gain or lose."""
    before = check_roster(catalog, view.as_roster())
    after = check_roster(catalog, replace(view.as_roster(), faction=faction_key))
    said: list[str] = []
    for currency in catalog.rules.currencies:
        old, new = before.totals.cost(currency), after.totals.cost(currency)
        if old != new:
            said.append(
                tr("{currency}: {old} → {new}").format(currency=tr(currency), old=old, new=new)
            )
    for member in view.members:
        old_cost = before.totals.member_costs.get(member.id, {})
        new_cost = after.totals.member_costs.get(member.id, {})
        if old_cost != new_cost:
            said.append(
                "  "
                + tr("{member}: {old} → {new}").format(
                    member=member.name, old=costs_text(old_cost), new=costs_text(new_cost)
                )
            )
    gone = [str(w) for w in before.warnings if w not in after.warnings]
    new_warnings = [str(w) for w in after.warnings if w not in before.warnings]
    said += [tr("no longer: {warning}").format(warning=w) for w in gone]
    said += [tr("new warning: {warning}").format(warning=w) for w in new_warnings]
    return said or [tr("nothing else changes")]


def costs_text(costs: Mapping[str, int]) -> str:
    return " + ".join(f"{v} {tr(c)}" for c, v in costs.items() if v) or "0"


def patron_key(catalog: Catalog, faction_key: str, patron: str) -> str | None:
    """TC-C3 (issue 37): the patron a warband of this faction may serve, by key or by name
    ("" or "none": none); anything else is refused, naming the faction's choices."""
    if patron.strip().casefold() in ("", "none"):
        return None
    found = catalog.patron_named(faction_key, patron)
    if found is not None:
        return found.key
    choices = catalog.patrons_for(faction_key)
    faction = catalog.factions.get(faction_key)
    raise InvalidInput(
        tr("patron: {patron!r} is not a patron {faction} may serve (choices: {choices})").format(
            patron=patron[:MAX_NAME],
            faction=faction.name if faction else faction_key,
            choices=", ".join(c.name for c in choices) or tr("none"),
        )
    )


def delete_warband(database: Database, warband_id: int, version: int) -> None:
    with database.write() as session:
        warband = load_warband(session, warband_id, version)
        session.delete(warband)
        _flush(session, warband_id)


def add_member(
    database: Database,
    warband_id: int,
    version: int,
    model_key: str,
    name: str | None = None,
    size: int | None = None,
) -> tuple[WarbandView, int]:
    """Recruit a model from the catalog, with the equipment it always carries."""
    added: list[Member] = []

    def change(session: Session, warband: Warband, catalog: Catalog) -> None:
        model = catalog.models.get(model_key)
        if model is None:
            raise InvalidInput(
                tr("model: {model_key!r} is not a model type of the catalog").format(
                    model_key=model_key
                )
            )
        member = member_row(
            position=len(warband.members),
            name=name_text(name if name is not None else model.name, "member name"),
            model_key=model_key,
            items=catalog.mandatory_items(model_key),
            size=_positive(size if size is not None else model.unit_min, "unit size"),
        )
        warband.members.append(member)
        session.flush()
        added.append(member)

    view = _edit(database, warband_id, version, change)
    return view, added[0].id


def remove_member(database: Database, warband_id: int, version: int, member_id: int) -> WarbandView:
    def change(session: Session, warband: Warband, _catalog: Catalog) -> None:
        member = member_of(warband, member_id)
        warband.members.remove(member)
        _renumber(warband)

    return _edit(database, warband_id, version, change)


def copy_name(name: str, taken: Iterable[str]) -> str:
    """The name of a copy: "X 2", then "X 3" (a copy of "X 2" is "X 3"), the first free one,
    within the name's length limit."""
    used = {t.casefold() for t in taken}
    stem, _, number = name.rpartition(" ")
    if not (stem and number.isdigit()):
        stem, number = name, "1"
    n = int(number) + 1
    while True:
        suffix = f" {n}"
        candidate = stem[: MAX_NAME - len(suffix)] + suffix
        if candidate.casefold() not in used:
            return candidate
        n += 1


def duplicate_member(
    database: Database, warband_id: int, version: int, member_id: int
) -> tuple[WarbandView, int]:
    """A copy of a member (kit and upgrades, not experience or scars) right after it."""
    added: list[Member] = []

    def change(session: Session, warband: Warband, _catalog: Catalog) -> None:
        original = member_of(warband, member_id)
        copy = member_row(
            name=name_text(
                copy_name(original.name, (m.name for m in warband.members)), "member name"
            ),
            model_key=original.model_key,
            items=[i.item_key for i in original.items],
            upgrades=[u.upgrade_key for u in original.upgrades],
            size=original.size,
            notes=original.notes,
        )
        warband.members.insert(warband.members.index(original) + 1, copy)
        _renumber(warband)
        session.flush()
        added.append(copy)

    view = _edit(database, warband_id, version, change)
    return view, added[0].id


def restore_member(
    database: Database, warband_id: int, version: int, snapshot: MemberView
) -> tuple[WarbandView, int]:
    """Put a removed member back as it was, at its old place (undo of remove or of add).

    It gets its old id when that is still free, so game events that name it stay linked."""
    restored: list[Member] = []

    def change(session: Session, warband: Warband, _catalog: Catalog) -> None:
        free = session.get(Member, snapshot.id) is None
        member = member_row(
            member_id=snapshot.id if free else None,
            name=snapshot.name,
            model_key=snapshot.model_key,
            items=[n.key for n in snapshot.items],
            upgrades=[n.key for n in snapshot.upgrades],
            size=snapshot.size,
            experience=snapshot.experience,
            skills=snapshot.skills,
            battle_scars=snapshot.battle_scars,
            status=snapshot.status,
            notes=snapshot.notes,
        )
        warband.members.insert(min(snapshot.position, len(warband.members)), member)
        _renumber(warband)
        session.flush()
        restored.append(member)

    view = _edit(database, warband_id, version, change)
    return view, restored[0].id


def duplicate_warband(database: Database, warband_id: int) -> WarbandView:
    """A copy of a warband (members, kit, upgrades, banks) named "X 2" (`copy_name`)."""
    with database.write() as session:
        original = load_warband(session, warband_id)
        catalog = catalog_for(session, original.system_id, original.edition_id)
        taken = session.scalars(select(Warband.name)).all()
        copy = Warband(
            name=name_text(copy_name(original.name, taken), "warband name"),
            system_id=original.system_id,
            edition_id=original.edition_id,
            faction_key=original.faction_key,
            budget=original.budget,
            notes=original.notes,
            ducat_bank=original.ducat_bank,
            glory_bank=original.glory_bank,
            player_id=original.player_id,
            campaign_id=None,  # a copy is a new warband: it joins a campaign of its own accord
        )
        for m in original.members:
            copy.members.append(
                member_row(
                    position=m.position,
                    name=m.name,
                    model_key=m.model_key,
                    items=[i.item_key for i in m.items],
                    upgrades=[u.upgrade_key for u in m.upgrades],
                    size=m.size,
                    experience=m.experience,
                    skills=m.skills,
                    battle_scars=m.battle_scars,
                    status=m.status,
                    notes=m.notes,
                )
            )
        session.add(copy)
        return finish_edit(session, copy, catalog, next_version=1)


def move_member(
    database: Database, warband_id: int, version: int, member_id: int, position: int
) -> WarbandView:
    def change(_session: Session, warband: Warband, _catalog: Catalog) -> None:
        member = member_of(warband, member_id)
        if not 0 <= position < len(warband.members):
            raise InvalidInput(
                tr("position: must be 0..{value}").format(value=len(warband.members) - 1)
            )
        warband.members.remove(member)
        warband.members.insert(position, member)
        _renumber(warband)

    return _edit(database, warband_id, version, change)


def update_member(
    database: Database, warband_id: int, version: int, member_id: int, changes: MemberChanges
) -> WarbandView:
    def change(_session: Session, warband: Warband, _catalog: Catalog) -> None:
        member = member_of(warband, member_id)
        if changes.name is not None:
            member.name = name_text(changes.name, "member name")
        if changes.size is not None:
            member.size = _positive(changes.size, "unit size")
        if changes.experience is not None:
            member.experience = _not_negative(changes.experience, "experience")
        if changes.skills is not None:
            member.skills = [name_text(s, "skill") for s in changes.skills]
        if changes.battle_scars is not None:
            member.battle_scars = [name_text(s, "battle scar") for s in changes.battle_scars]
        if changes.status is not None:
            if changes.status not in MEMBER_STATUSES:
                raise InvalidInput(
                    tr("status: must be one of {value}").format(value=", ".join(MEMBER_STATUSES))
                )
            member.status = changes.status
        if changes.notes is not None:
            member.notes = notes_text(changes.notes, "notes")
        if changes.fireteam is not None:
            member.fireteam = line_text(changes.fireteam, tr("fireteam")) or None

    return _edit(database, warband_id, version, change)


def equip(
    database: Database,
    warband_id: int,
    version: int,
    member_id: int,
    item_key: str,
    position: int | None = None,
) -> WarbandView:
    """Give a member an item (last, or at `position`: an unequip undone puts it back where it
    was). Warnings (hands, HEAVY, LIMIT, armoury) never block it."""

    def change(_session: Session, warband: Warband, catalog: Catalog) -> None:
        member = member_of(warband, member_id)
        if item_key not in catalog.items:
            raise InvalidInput(
                tr("item: {item_key!r} is not an item of the catalog").format(item_key=item_key)
            )
        at = len(member.items) if position is None else max(0, min(position, len(member.items)))
        member.items.insert(at, MemberItem(position=at, item_key=item_key))
        for index, item in enumerate(member.items):
            item.position = index

    return _edit(database, warband_id, version, change)


def unequip(
    database: Database, warband_id: int, version: int, member_id: int, item_key: str
) -> WarbandView:
    """Take one of `item_key` (the last one given) from a member."""

    def change(_session: Session, warband: Warband, _catalog: Catalog) -> None:
        member = member_of(warband, member_id)
        held = [i for i in member.items if i.item_key == item_key]
        if not held:
            raise InvalidInput(
                tr("item: {name} does not carry {item_key!r}").format(
                    name=member.name, item_key=item_key
                )
            )
        member.items.remove(held[-1])
        for position, item in enumerate(member.items):
            item.position = position

    return _edit(database, warband_id, version, change)


CHOICE = "+"  # "legionnaire+ranged": an upgrade and the option chosen with it, in one edit


def apply_upgrade(
    database: Database, warband_id: int, version: int, member_id: int, upgrade_key: str
) -> WarbandView:
    """Give a member an upgrade — with the option it requires, written `upgrade+option` (a
    Legionnaire's Ranged) — in one transaction."""

    def change(_session: Session, warband: Warband, catalog: Catalog) -> None:
        member = member_of(warband, member_id)
        keys = upgrade_key.split(CHOICE)
        for key in keys:
            if key not in catalog.upgrades:
                raise InvalidInput(
                    tr("upgrade: {upgrade_key!r} is not an upgrade of the catalog").format(
                        upgrade_key=key
                    )
                )
            if any(u.upgrade_key == key for u in member.upgrades):
                raise InvalidInput(tr("upgrade: {name} already has it").format(name=member.name))
        for key in dict.fromkeys(keys):
            member.upgrades.append(MemberUpgrade(upgrade_key=key))

    return _edit(database, warband_id, version, change)


def remove_upgrade(
    database: Database, warband_id: int, version: int, member_id: int, upgrade_key: str
) -> WarbandView:
    def change(_session: Session, warband: Warband, catalog: Catalog) -> None:
        member = member_of(warband, member_id)
        for key in upgrade_key.split(CHOICE):
            held = [u for u in member.upgrades if u.upgrade_key == key]
            if not held:
                raise InvalidInput(
                    tr("upgrade: {name} does not have {upgrade_key!r}").format(
                        name=member.name, upgrade_key=key
                    )
                )
            member.upgrades.remove(held[0])
            # its options go with it: a Ranged without its Legionnaire is no choice
            upgrade = catalog.upgrades.get(key)
            for option in upgrade.options if upgrade is not None else ():
                for kept in [u for u in member.upgrades if u.upgrade_key == option]:
                    member.upgrades.remove(kept)

    return _edit(database, warband_id, version, change)


# --- shared machinery -----------------------------------------------------------------------


def _edit(
    database: Database,
    warband_id: int,
    version: int,
    change: Callable[[Session, Warband, Catalog], None],
) -> WarbandView:
    with database.write() as session:
        warband = load_warband(session, warband_id, version)
        catalog = catalog_for(session, warband.system_id, warband.edition_id)
        change(session, warband, catalog)
        return finish_edit(session, warband, catalog, next_version=version + 1)


def finish_edit(
    session: Session, warband: Warband, catalog: Catalog, next_version: int
) -> WarbandView:
    """Store the list summary and the next version; the UPDATE checks the version read."""
    _flush(session, warband.id)  # new members get their ids
    view = store_summary(warband, catalog)
    warband.version = next_version
    warband.updated_at = utcnow()
    _flush(session, warband.id)
    return replace(view, version=next_version, updated_at=warband.updated_at)


def store_summary(warband: Warband, catalog: Catalog) -> WarbandView:
    """Check the roster and keep its cost, model count and warning count for the list."""
    view = build_view(warband, catalog)
    warband.cost_total = view.totals.cost(catalog.rules.currencies[0])
    warband.model_count = view.totals.models
    warband.warning_count = len(view.warnings)
    return view


def _flush(session: Session, warband_id: int) -> None:
    try:
        session.flush()
    except StaleDataError as exc:
        raise StaleEdit.of("Warband", warband_id) from exc


def load_warband(session: Session, warband_id: int, version: int | None = None) -> Warband:
    warband = session.scalar(
        select(Warband)
        .where(Warband.id == warband_id)
        .options(selectinload(Warband.members).selectinload(Member.items))
        .options(selectinload(Warband.members).selectinload(Member.upgrades))
    )
    return expect_version(warband, "Warband", warband_id, version)


def catalog_for(session: Session, system: str, edition: str) -> Catalog:
    from models.catalog.loader import CatalogError

    try:
        return load_catalog(session, system, edition)
    except CatalogError as exc:
        raise InvalidInput(
            tr("system/edition: {system} {edition}: {exc}").format(
                system=system, edition=edition, exc=exc
            )
        ) from exc


def member_of(warband: Warband, member_id: int) -> Member:
    for member in warband.members:
        if member.id == member_id:
            return member
    raise NotFound(
        tr("Member {member_id} is not in warband {name!r}.").format(
            member_id=member_id, name=warband.name
        )
    )


def _renumber(warband: Warband) -> None:
    for position, member in enumerate(warband.members):
        member.position = position


def _not_negative(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise InvalidInput(
            tr("{what}: must be a whole number of at least 0, not {value!r}").format(
                what=what, value=value
            )
        )
    return value


def _positive(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise InvalidInput(
            tr("{what}: must be a whole number of at least 1, not {value!r}").format(
                what=what, value=value
            )
        )
    return value


def member_row(
    *,
    name: str,
    model_key: str,
    items: Sequence[str] = (),
    upgrades: Sequence[str] = (),
    size: int = 1,
    experience: int = 0,
    skills: Sequence[str] = (),
    battle_scars: Sequence[str] = (),
    status: str = "active",
    notes: str = "",
    position: int = 0,
    member_id: int | None = None,
) -> Member:
    """A new member row with its items (in order) and upgrades."""
    member = Member(
        id=member_id,
        position=position,
        name=name,
        model_key=model_key,
        size=size,
        experience=experience,
        skills=list(skills),
        battle_scars=list(battle_scars),
        status=status,
        notes=notes,
    )
    member.items = [MemberItem(position=i, item_key=key) for i, key in enumerate(items)]
    member.upgrades = [MemberUpgrade(upgrade_key=key) for key in upgrades]
    return member


def roster_of(warband: Warband, catalog: Catalog) -> Roster:
    return Roster(
        faction=warband.faction_key,
        members=tuple(
            RosterMember(
                id=m.id,
                name=m.name,
                model=m.model_key,
                items=tuple(i.item_key for i in m.items),
                upgrades=tuple(u.upgrade_key for u in m.upgrades),
                size=m.size,
                status=m.status,
                promoted=m.promoted,
                fireteam=catalog.fireteam_of(m.fireteam, [u.upgrade_key for u in m.upgrades]),
                skills=tuple(str(s) for s in m.skills or ()),
                scars=tuple(str(s) for s in m.battle_scars or ()),
            )
            for m in warband.members
        ),
        budget=warband.budget,
        glory_bank=warband.glory_bank,
        granted=granted_of(warband),
        patron=patron.name if (patron := _patron_named(catalog, warband.patron_key)) else None,
        finds=tuple(c.name for c in choices_of(warband) if c.kind == "find"),
        threshold=campaign_threshold(warband),
    )


def campaign_threshold(warband: Warband) -> tuple[int, int] | None:
    """TC-C6: (the threshold, the battles fought) of a warband in a campaign whose rules raise
    it with every battle, counted in the warband's own session; None outside such a campaign.
    The one place the editor, the overview, the book and `campaign show` take it from."""
    session = object_session(warband)
    if warband.campaign_id is None or session is None:
        return None
    # imported here: only a warband in a campaign needs the systems' campaign rules
    from models.ledger.campaigns.campaign_log import DEFAULT_SETTINGS
    from models.ledger.profiles import profile_of

    campaign = session.get(Campaign, warband.campaign_id)
    if campaign is None:
        return None
    threshold = profile_of(campaign.system_id).campaign.threshold
    if threshold is None:
        return None
    fought = session.scalar(
        select(func.count())
        .select_from(BattleSide)
        .join(Battle, Battle.id == BattleSide.battle_id)
        .where(Battle.campaign_id == campaign.id, BattleSide.warband_id == warband.id)
    )
    return threshold(fought or 0, {**DEFAULT_SETTINGS, **campaign.settings}), fought or 0


def refresh_summaries(session: Session, warbands: Iterable[Warband]) -> None:
    """Store again what the list shows of warbands whose campaign changed under them (a battle
    recorded or removed, the threshold's settings): their warnings follow at once."""
    for warband in warbands:
        catalog = catalog_for(session, warband.system_id, warband.edition_id)
        store_summary(warband, catalog)


def choices_of(warband: Warband) -> tuple[Choice, ...]:
    """The stored choices, each as it was written (anything unreadable left out: the column
    is checked on the way in, so only a hand-edited database has such)."""
    found = []
    for entry in warband.choices or ():
        if isinstance(entry, dict) and entry.get("kind") in CHOICE_KINDS and entry.get("name"):
            key = entry.get("key")
            found.append(
                Choice(
                    str(entry["kind"]),
                    str(entry["name"]),
                    str(entry.get("group") or ""),
                    str(key) if key else None,
                )
            )
    return tuple(found)


def choices_data(choices: Sequence[Choice]) -> list[dict[str, Any]]:
    """Choices as stored: checked text, at most MAX_CHOICES."""
    if len(choices) > MAX_CHOICES:
        raise InvalidInput(
            tr("choices: {count} given; a warband keeps at most {most}").format(
                count=len(choices), most=MAX_CHOICES
            )
        )
    stored = []
    for choice in choices:
        if choice.kind not in CHOICE_KINDS:
            raise InvalidInput(
                tr("choices: {value!r} is neither a choice nor a find").format(
                    value=str(choice.kind)[:40]
                )
            )
        stored.append(
            {
                "kind": choice.kind,
                "name": name_text(choice.name, "choice"),
                "group": name_text(choice.group, "choice group") if choice.group else "",
                "key": name_text(choice.key, "choice id") if choice.key else None,
            }
        )
    return stored


def granted_of(warband: Warband) -> tuple[tuple[str, int], ...]:
    return tuple(sorted((str(k), int(v)) for k, v in (warband.granted or {}).items()))


def build_view(warband: Warband, catalog: Catalog) -> WarbandView:
    roster = roster_of(warband, catalog)
    checked = check_roster(catalog, roster)
    faction = catalog.factions.get(warband.faction_key)
    # Each model as it plays in this warband (its name, say), worked out once per version.
    holdings = roster.holdings(catalog)
    holders = {m.id: m.holder() for m in roster.members}

    def named(keys: Sequence[str], table: dict[str, Any] | Any) -> tuple[Named, ...]:
        return tuple(Named(k, table[k].name if k in table else k) for k in keys)

    def upgrade_names(keys: Sequence[str]) -> tuple[Named, ...]:
        """An option is named with the upgrade it is a choice of ("Legionnaire: Ranged")."""
        found = []
        for key in keys:
            upgrade = catalog.upgrades.get(key)
            parent = catalog.upgrades.get(upgrade.option_of or "") if upgrade else None
            name = upgrade.name if upgrade else key
            found.append(Named(key, f"{parent.name}: {name}" if parent else name))
        return tuple(found)

    members = []
    for m in warband.members:
        model = catalog.models.get(m.model_key)
        entry = catalog.roster_entry(warband.faction_key, m.model_key) if faction else None
        members.append(
            MemberView(
                id=m.id,
                position=m.position,
                name=m.name,
                model_key=m.model_key,
                model_name=catalog.played(holders[m.id], holdings).name if model else m.model_key,
                size=m.size,
                items=named([i.item_key for i in m.items], catalog.items),
                upgrades=upgrade_names([u.upgrade_key for u in m.upgrades]),
                experience=m.experience,
                skills=tuple(m.skills),
                battle_scars=tuple(m.battle_scars),
                status=m.status,
                notes=m.notes,
                cost=checked.totals.member_costs.get(m.id, {}),
                elite=bool(m.promoted or (model and model.is_elite)),
                captain=bool(entry and entry.captain),
                fireteam=catalog.fireteam_of(m.fireteam, [u.upgrade_key for u in m.upgrades]),
                fireteam_named=m.fireteam,
                promoted=bool(m.promoted),
                holdings=holdings,
            )
        )
    return WarbandView(
        id=warband.id,
        version=warband.version,
        name=warband.name,
        system=warband.system_id,
        edition=warband.edition_id,
        faction_key=warband.faction_key,
        faction_name=faction.name if faction else warband.faction_key,
        base_faction_key=(faction.variant_of or faction.id) if faction else warband.faction_key,
        notes=warband.notes,
        budget=warband.budget,
        ducat_bank=warband.ducat_bank,
        glory_bank=warband.glory_bank,
        player_id=warband.player_id,
        campaign_id=warband.campaign_id,
        members=tuple(members),
        totals=checked.totals,
        warnings=checked.warnings,
        created_at=warband.created_at,
        updated_at=warband.updated_at,
        patron=_patron_named(catalog, warband.patron_key),
        ducat_debt=warband.ducat_debt or 0,
        glory_debt=warband.glory_debt or 0,
        granted=granted_of(warband),
        arsenal=named([str(k) for k in warband.arsenal or ()], catalog.items),
        import_source=warband.import_source,
        choices=choices_of(warband),
        threshold=roster.threshold,
    )


def _patron_named(catalog: Catalog, key: str | None) -> Named | None:
    if not key:
        return None
    found = next((p for p in catalog.patrons if p.key == key), None)
    return Named(key, found.name if found else key)
