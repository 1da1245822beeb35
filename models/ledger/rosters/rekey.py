"""Warbands follow their catalog when its entries change ids.

When the app ships a newer catalog (tc-1.0 moved from the playtest's ids to the BattleScribe
data's) or a user imports newer data, a warband may name a faction, model type, item or upgrade
by an id the catalog no longer has. Each such id that the catalog still names by an alias is
rewritten to the entry's id (an item or upgrade among several of the same name: the one the
warband's faction offers to that model); nothing else is touched, and what could not be matched
stays as it was — the roster shows it as not in the catalog, nothing is deleted — and is listed,
in the result and in a line added to the warband's notes.

Whatever changed, every warband of the edition is checked again with the new catalog in the
same transaction (`follow_catalog`): the cost, model count and warning count the warband list
shows are the catalog's of now, and what changed is listed warband by warband.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from models.catalog.catalog import Catalog, Faction
from models.db.schema import Member, Warband
from models.i18n import ntr, tr
from models.ledger.rosters.roster import build_view, costs_text, store_summary


@dataclass(frozen=True)
class Rekeyed:
    warband_id: int
    name: str
    changed: int  # ids rewritten
    unmatched: tuple[str, ...]  # "model 'md_x' of Brother Brick", …


@dataclass(frozen=True)
class Repriced:
    """A warband whose cost or warnings the new catalog changed."""

    warband_id: int
    name: str
    faction: str
    before: str  # "30 ducats + 2 glory, 2 warnings"
    after: str
    holds: frozenset[str]  # the model, item and upgrade ids its members hold

    def __str__(self) -> str:
        return tr("warband “{name}”: {before} → {after}").format(
            name=self.name, before=self.before, after=self.after
        )


@dataclass(frozen=True)
class Followed:
    rekeyed: tuple[Rekeyed, ...]
    repriced: tuple[Repriced, ...]

    def lines(self) -> list[str]:
        said = [
            tr("warband “{name}”: {count} ids followed the catalog").format(
                name=r.name, count=r.changed
            )
            for r in self.rekeyed
            if r.changed
        ]
        return said + [str(r) for r in self.repriced]


def follow_catalog(session: Session, catalog: Catalog, before: Catalog | None = None) -> Followed:
    """Every warband of the catalog's edition follows it: old ids rewritten (`_rekey`), then
    each checked again and its stored summary brought up to date; `before`, the catalog it
    was on, says what each warband cost and warned of before (without it: the stored summary).
    The caller owns the transaction."""
    warbands = _warbands_of(session, catalog)
    currency = catalog.rules.currencies[0]
    was = {w.id: _summary_text(w, before, currency) for w in warbands}
    rekeyed = [r for w in warbands if (r := _rekey(w, catalog)).changed or r.unmatched]
    repriced = []
    for warband in warbands:
        view = store_summary(warband, catalog)
        costs = view.totals.by_currency
        if before is None:  # compared with the stored summary: as much as it holds
            costs = {currency: view.totals.cost(currency)}
        now = _as_text(costs, len(view.warnings))
        if now != was[warband.id]:
            holds = {m.model_key for m in warband.members}
            for member in warband.members:
                holds.update(row.item_key for row in member.items)
                holds.update(row.upgrade_key for row in member.upgrades)
            repriced.append(
                Repriced(
                    warband.id,
                    warband.name,
                    warband.faction_key,
                    was[warband.id],
                    now,
                    frozenset(holds),
                )
            )
    return Followed(tuple(rekeyed), tuple(repriced))


def _summary_text(warband: Warband, catalog: Catalog | None, currency: str) -> str:
    if catalog is None:  # what the list showed: the first currency only
        return _as_text({currency: warband.cost_total}, warband.warning_count)
    try:
        view = build_view(warband, catalog)
    except (KeyError, ValueError):  # a warband the old catalog could no longer read
        return _as_text({}, warband.warning_count)
    return _as_text(view.totals.by_currency, len(view.warnings))


def _as_text(costs: Mapping[str, int], warnings: int) -> str:
    return (
        costs_text(costs) + ", " + ntr(("{n} warning", "{n} warnings"), warnings).format(n=warnings)
    )


def _warbands_of(session: Session, catalog: Catalog) -> Sequence[Warband]:
    return session.scalars(
        select(Warband)
        .where(Warband.system_id == catalog.system, Warband.edition_id == catalog.edition)
        .order_by(Warband.id)
        .options(selectinload(Warband.members).selectinload(Member.items))
        .options(selectinload(Warband.members).selectinload(Member.upgrades))
    ).all()


def _rekey(warband: Warband, catalog: Catalog) -> Rekeyed:
    changed = 0
    unmatched: list[str] = []

    def follow(kind: str, key: str, allowed: Callable[[str], bool] | None, missing: str) -> str:
        """The id `key` has in the catalog now (counted), or `key` itself (listed)."""
        nonlocal changed
        if key in getattr(catalog, kind):
            return key
        new = catalog.resolve(kind, key, allowed)
        if new is None:
            unmatched.append(missing)
            return key
        changed += 1
        return new

    faction_id = warband.faction_key = follow(
        "factions", warband.faction_key, None, tr("faction {key!r}").format(key=warband.faction_key)
    )
    faction = catalog.factions.get(faction_id)
    for member in warband.members:
        model = member.model_key = follow(
            "models",
            member.model_key,
            _in_roster(catalog, faction_id),
            tr("model type {key!r} of {member}").format(key=member.model_key, member=member.name),
        )

        def offered(item: str, model: str = model) -> bool:
            return faction is not None and faction.armoury_entry(item, model) is not None

        for row in member.items:
            row.item_key = follow(
                "items",
                row.item_key,
                offered,
                tr("item {key!r} of {member}").format(key=row.item_key, member=member.name),
            )
        for upgrade in member.upgrades:
            upgrade.upgrade_key = follow(
                "upgrades",
                upgrade.upgrade_key,
                _for_model(catalog, model),
                tr("upgrade {key!r} of {member}").format(
                    key=upgrade.upgrade_key, member=member.name
                ),
            )
    before = changed
    arsenal = [
        follow(
            "items",
            key,
            lambda i: _sold(faction, i),
            tr("item {key!r} in the arsenal").format(key=key),
        )
        if isinstance(key, str)
        else key
        for key in warband.arsenal
    ]
    if changed > before:
        warband.arsenal = arsenal
    if changed or unmatched:
        line = tr("{date}: moved to the catalog of {edition}: {changed} ids matched").format(
            date=dt.date.today().isoformat(), edition=catalog.edition, changed=changed
        )
        if unmatched:
            line += tr("; not matched (kept as they were): {list}").format(
                list="; ".join(unmatched)
            )
        warband.notes = (warband.notes + "\n\n" if warband.notes else "") + line
        warband.version += 1  # its summary: follow_catalog stores every warband's
    return Rekeyed(warband.id, warband.name, changed, tuple(unmatched))


def _for_model(catalog: Catalog, model: str) -> Callable[[str], bool]:
    def allowed(upgrade: str) -> bool:
        return model in catalog.upgrades[upgrade].models

    return allowed


def _sold(faction: Faction | None, item: str) -> bool:
    return faction is not None and faction.armoury_entry(item) is not None


def _in_roster(catalog: Catalog, faction_id: str) -> Callable[[str], bool]:
    def allowed(model: str) -> bool:
        known = faction_id in catalog.factions
        return known and catalog.roster_entry(faction_id, model) is not None

    return allowed
