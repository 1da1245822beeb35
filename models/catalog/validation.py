"""Roster costs and composition checks that warn and never block.

Pure functions over a catalog and a plain description of a warband, so the ledger, the CLI,
the roster GUI and the PDF sheet all show the same totals and the same warnings. Each warning
names the rule it comes from (ids RC-1 … RC-11, docs/rules/roster.md, after the keywords of
../shared/reference/tc-keywords.md and RULES.md §1.10).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from models.catalog.catalog import Catalog, Item
from models.catalog.effects import Holder, Holdings, Played
from models.i18n import N_, ntr, tr

DEAD = "dead"
# Words the messages below fill in, for the catalog (models/i18n.py).
WORDS = (N_("ducats"), N_("glory"), N_("points"), N_("melee"), N_("ranged"))


@dataclass(frozen=True)
class RosterMember:
    id: int
    name: str
    model: str
    items: tuple[str, ...] = ()
    upgrades: tuple[str, ...] = ()
    size: int = 1
    status: str = "active"
    promoted: bool = False  # a troop made ELITE in a campaign (TC-C5)
    fireteam: str | None = None  # FIRETEAM: the fireteam it belongs to (Catalog.fireteam_of)
    skills: tuple[str, ...] = ()
    scars: tuple[str, ...] = ()

    def holder(self) -> Holder:
        """The member as the catalog's effects count it (models/catalog/effects.py)."""
        return Holder(self.model, self.items, self.upgrades, self.skills, self.scars, self.promoted)


CHOICE_KINDS = ("choice", "find")


@dataclass(frozen=True)
class Choice:
    """What a warband chose or found as a whole (issue 48): a warband-level choice of the
    other tool's data ("Pride" of the Seven Deadly Sins, a Battlefield Title, a variant's
    pick) or a find of its exploration ("Book of Golems"). A find counts for the catalog's
    effects and limits; a choice is kept, shown and printed."""

    kind: str  # CHOICE_KINDS
    name: str
    group: str = ""  # "Seven Deadly Sins", "Exploration Rewards"
    key: str | None = None  # the other tool's id of it, to write it back

    def __str__(self) -> str:
        return f"{self.group}: {self.name}" if self.group else self.name


@dataclass(frozen=True)
class Roster:
    faction: str
    members: tuple[RosterMember, ...]
    budget: int | None = None  # in the catalog's first currency; None: no limit
    glory_bank: int = 0
    # Models a campaign granted beyond the faction's limits (exploration, issue 37):
    # (model key, how many more), e.g. the Wretched the roster allows "at most 0" of; and
    # items exploration found (issue 49), which the faction's armoury need not sell.
    granted: tuple[tuple[str, int], ...] = ()
    patron: str | None = None  # the patron's name (its effects count it)
    finds: tuple[str, ...] = ()  # what exploration found for it, by name (a Book of Golems)
    # TC-C6 (issue 49): in a campaign whose threshold rises with every battle, (the threshold,
    # the battles fought) replaces the budget the warband joined with.
    threshold: tuple[int, int] | None = None

    def holdings(self, catalog: Catalog) -> Holdings:
        """What the warband holds, as the catalog's effects count it: its faction (and the
        one that is a variant of), its patron and its living models."""
        faction = catalog.factions.get(self.faction)
        factions = [self.faction] + ([faction.variant_of] if faction and faction.variant_of else [])

        def holder(member: RosterMember) -> Holder:
            model = catalog.models.get(member.model)
            return replace(member.holder(), keywords=model.keywords if model else ())

        return Holdings.of(
            factions,
            (holder(m) for m in self.members if m.status != DEAD),
            self.patron,
            self.finds,
        )


@dataclass(frozen=True)
class RosterWarning:
    rule: str  # "RC-4 LIMIT (X)"
    message: str
    member_id: int | None = None

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})"


@dataclass(frozen=True)
class Totals:
    by_currency: dict[str, int]
    member_costs: dict[int, dict[str, int]]
    models: int  # models on the table (unit sizes summed), dead ones left out
    elites: int

    def cost(self, currency: str) -> int:
        return self.by_currency.get(currency, 0)


@dataclass(frozen=True)
class Checked:
    totals: Totals
    warnings: tuple[RosterWarning, ...] = field(default=())


def check_roster(catalog: Catalog, roster: Roster) -> Checked:
    """Costs and every warning for one warband."""
    warnings: list[RosterWarning] = []
    living = [m for m in roster.members if m.status != DEAD]
    faction = catalog.factions.get(roster.faction)
    if faction is None:
        warnings.append(
            RosterWarning(
                "RC-0 catalog",
                tr("Faction {faction!r} is not in the catalog").format(faction=roster.faction),
            )
        )
    granted = dict(roster.granted)
    found_items = Counter({k: n for k, n in granted.items() if k in catalog.items})
    member_costs = {
        m.id: _member_cost(catalog, roster.faction, m, warnings, granted, found_items)
        for m in living
    }
    totals: Counter[str] = Counter()
    for costs in member_costs.values():
        totals.update(costs)
    main = catalog.rules.currencies[0]
    holdings = roster.holdings(catalog)
    played = {m.id: catalog.played(m.holder(), holdings) for m in living}
    elites = sum(
        1
        for m in living
        if m.promoted
        or _is_elite(catalog, roster.faction, m.model)
        or "ELITE" in played[m.id].keywords
    )

    if roster.threshold is not None:
        limit, fought = roster.threshold
        if totals[main] > limit:
            warnings.append(
                RosterWarning(
                    "TC-C6 threshold",
                    ntr(
                        (
                            "The warband costs {cost} {currency}, over its threshold of "
                            "{threshold} after {n} battle",
                            "The warband costs {cost} {currency}, over its threshold of "
                            "{threshold} after {n} battles",
                        ),
                        fought,
                    ).format(cost=totals[main], currency=tr(main), threshold=limit, n=fought),
                )
            )
    elif roster.budget is not None and totals[main] > roster.budget:
        warnings.append(
            RosterWarning(
                "RC-1 budget",
                tr("The warband costs {cost} {currency}, over its budget of {budget}").format(
                    cost=totals[main], currency=tr(main), budget=roster.budget
                ),
            )
        )
    if "glory" in catalog.rules.currencies and totals["glory"] > roster.glory_bank:
        warnings.append(
            RosterWarning(
                "RC-1 budget",
                tr("The warband costs {glory} glory; the glory bank holds {bank}").format(
                    glory=totals["glory"], bank=roster.glory_bank
                ),
            )
        )
    if faction is not None:
        _check_captain_and_counts(catalog, roster.faction, living, warnings, dict(roster.granted))
        _check_limits(catalog, roster.faction, living, warnings)
        _check_warband_limits(catalog, roster, living, holdings.counter(), warnings)
    _check_fireteams(living, warnings)
    for member in living:
        _check_member_kit(catalog, member, played[member.id], warnings)
    max_elites = catalog.rules.max_elites
    if max_elites is not None and elites > max_elites:
        warnings.append(
            RosterWarning(
                "RC-7 elites",
                tr("{elites} elite models; at most {most} allowed").format(
                    elites=elites, most=max_elites
                ),
            )
        )
    result = Totals(
        by_currency={c: totals[c] for c in catalog.rules.currencies},
        member_costs=member_costs,
        models=sum(m.size for m in living),
        elites=elites,
    )
    return Checked(result, tuple(warnings))


def _is_elite(catalog: Catalog, faction_id: str, model_id: str) -> bool:
    """ELITE by its model type, or by the faction's rule (a variant making a troop elite)."""
    if _model_has(catalog, model_id, "ELITE"):
        return True
    entry = catalog.roster_entry(faction_id, model_id) if faction_id in catalog.factions else None
    return entry is not None and entry.elite


def _model_has(catalog: Catalog, model_id: str, keyword: str) -> bool:
    model = catalog.models.get(model_id)
    return model is not None and model.has(keyword)


def _member_cost(
    catalog: Catalog,
    faction_id: str,
    member: RosterMember,
    warnings: list[RosterWarning],
    granted: Mapping[str, int] | None = None,
    found_items: Counter[str] | None = None,
) -> dict[str, int]:
    """What a member costs (its entry, its kit, its upgrades), with what is wrong with it;
    `granted`: models the campaign brought beyond the roster, `found_items`: items it found
    that the faction's armoury does not sell, how many still to place (used up here)."""
    costs: Counter[str] = Counter()
    model = catalog.models.get(member.model)
    known_faction = faction_id in catalog.factions
    entry = catalog.roster_entry(faction_id, member.model) if known_faction else None
    # A model the campaign granted (exploration found it: issue 49 §4) belongs to the warband
    # although its faction does not recruit it; it is worth the least a faction that does pays.
    granted_here = (granted or {}).get(member.model, 0) > 0
    if entry is None and model is not None and granted_here:
        elsewhere = [
            found
            for other in catalog.factions
            if (found := catalog.roster_entry(other, member.model)) is not None
        ]
        entry = min(elsewhere, key=lambda e: e.cost.amount, default=None)
    if model is None:
        warnings.append(
            RosterWarning(
                "RC-0 catalog",
                tr("{member}: model type {model!r} is not in the catalog").format(
                    member=member.name, model=member.model
                ),
                member.id,
            )
        )
    elif entry is None and not granted_here:
        warnings.append(
            RosterWarning(
                "RC-3 min/max",
                tr("{member}: {model} is not in this faction's roster").format(
                    member=member.name, model=model.name
                ),
                member.id,
            )
        )
    if entry is not None:
        costs[entry.cost.currency] += entry.cost.amount * member.size
    if model is not None and not model.unit_min <= member.size <= model.unit_max:
        warnings.append(
            RosterWarning(
                "RC-11 unit size",
                tr("{member}: {size} models; {model} units have {least}–{most}").format(
                    member=member.name,
                    size=member.size,
                    model=model.name,
                    least=model.unit_min,
                    most=model.unit_max,
                ),
                member.id,
            )
        )
    free = Counter(catalog.mandatory_items(member.model))
    faction = catalog.factions.get(faction_id)
    for item_id in member.items:
        if free[item_id] > 0:
            free[item_id] -= 1  # comes with the model
            continue
        armoury = faction.armoury_entry(item_id, member.model) if faction is not None else None
        item = catalog.items.get(item_id)
        if armoury is None and found_items is not None and found_items[item_id] > 0:
            # found by exploration (issue 49 §4): kept as found, worth the least a faction's
            # armoury asks for it (a relic no armoury sells: nothing)
            found_items[item_id] -= 1
            armoury = min(
                (e for f in catalog.factions.values() for e in f.armoury if e.item == item_id),
                key=lambda e: e.cost.amount,
                default=None,
            )
            if armoury is None:
                continue
        if armoury is None:
            name = item.name if item is not None else repr(item_id)
            warnings.append(
                RosterWarning(
                    "RC-8 armoury",
                    tr("{member}: {item} is not in this faction's armoury").format(
                        member=member.name, item=name
                    ),
                    member.id,
                )
            )
            continue
        costs[armoury.cost.currency] += armoury.cost.amount * member.size
    for upgrade_id in member.upgrades:
        upgrade = catalog.upgrades.get(upgrade_id)
        if upgrade is None:
            warnings.append(
                RosterWarning(
                    "RC-0 catalog",
                    tr("{member}: unknown upgrade {upgrade!r}").format(
                        member=member.name, upgrade=upgrade_id
                    ),
                    member.id,
                )
            )
            continue
        if upgrade not in catalog.upgrades_for(member.model):
            warnings.append(
                RosterWarning(
                    "RC-9 upgrades",
                    tr("{member}: {upgrade} is not offered to this model type").format(
                        member=member.name, upgrade=upgrade.name
                    ),
                    member.id,
                )
            )
        costs[upgrade.cost.currency] += upgrade.cost.amount
    return dict(costs)


def _check_captain_and_counts(
    catalog: Catalog,
    faction_id: str,
    living: Sequence[RosterMember],
    warnings: list[RosterWarning],
    granted: Mapping[str, int],
) -> None:
    captains = [
        m
        for m in living
        if (entry := catalog.roster_entry(faction_id, m.model)) is not None and entry.captain
    ]
    # A faction none of whose models is a captain cannot have one: no warning it cannot fix.
    can_lead = any(entry.captain for entry in catalog.recruitable(faction_id))
    if len(captains) > 1 or (not captains and can_lead):
        names = ", ".join(m.name for m in captains)
        warnings.append(
            RosterWarning(
                "RC-2 captain",
                tr("The warband has no captain")
                if not captains
                else tr(
                    "The warband has {count} captains ({names}); exactly one is allowed"
                ).format(count=len(captains), names=names),
                captains[1].id if len(captains) > 1 else None,
            )
        )
    counts = Counter(m.model for m in living)
    for entry in catalog.recruitable(faction_id):
        count = counts.get(entry.model, 0)
        model = catalog.models[entry.model]
        most = None if entry.max is None else entry.max + granted.get(entry.model, 0)
        if count < entry.min and not (entry.captain and not captains):
            # a missing captain is said once, by RC-2, not again as its model's minimum
            warnings.append(
                RosterWarning(
                    "RC-3 min/max",
                    tr("{model}: {count} in the warband, at least {least} required").format(
                        model=model.name, count=count, least=entry.min
                    ),
                )
            )
        if most is not None and count > most:
            over = [m for m in living if m.model == entry.model][most]
            warnings.append(
                RosterWarning(
                    "RC-3 min/max",
                    tr("{model}: {count} in the warband, at most {most} allowed").format(
                        model=model.name, count=count, most=most
                    ),
                    over.id,
                )
            )


def _check_fireteams(living: Sequence[RosterMember], warnings: list[RosterWarning]) -> None:
    """FIRETEAM (issue 37): a fireteam is two models; one alone, or three, is said."""
    teams: dict[str, list[RosterMember]] = {}
    for member in living:
        if member.fireteam:
            teams.setdefault(member.fireteam, []).append(member)
    for name, members in teams.items():
        if len(members) != 2:
            warnings.append(
                RosterWarning(
                    "FIRETEAM",
                    tr("{fireteam}: {count} in the warband; a fireteam is two models").format(
                        fireteam=name, count=len(members)
                    ),
                    members[-1].id,
                )
            )


def _check_warband_limits(
    catalog: Catalog,
    roster: Roster,
    living: Sequence[RosterMember],
    held: Mapping[str, int],
    warnings: list[RosterWarning],
) -> None:
    """RC-12: the limits the warband's contents decide (one Legionnaire per two Heretic
    Troopers, one Heretic Priest, a Homunculus only with the Book of Golems), and RC-13: an
    upgrade taken without the choice it needs (a Legionnaire's Ranged or Melee)."""
    granted = dict(roster.granted)
    for limit in catalog.factions[roster.faction].limits:
        count = held.get(limit.entry, 0)
        if not count:
            continue
        name = catalog.name_of(limit.entry)
        most = limit.allowed(held)
        if most is not None:
            most += granted.get(limit.entry, 0)
        if most is not None and count > most:
            warnings.append(
                RosterWarning(
                    "RC-12 limit",
                    tr("{name}: {count} in the warband, at most {most} with what it holds").format(
                        name=name, count=count, most=most
                    ),
                    _holding(living, limit.entry, most),
                )
            )
        needs = limit.needs
        if needs is not None and not granted.get(limit.entry) and not needs.holds({}, held):
            wanted = [t for test in needs.wanted() for t in test.tokens]
            warnings.append(
                RosterWarning(
                    "RC-12 limit",
                    tr("{name}: offered only to a warband with {what}").format(
                        name=name,
                        what=tr(" or ").join(dict.fromkeys(catalog.name_of(t) for t in wanted))
                        or tr("something it does not hold"),
                    ),
                    _holding(living, limit.entry, 0),
                )
            )
    for member in living:
        for key in member.upgrades:
            upgrade = catalog.upgrades.get(key)
            if upgrade is None or not upgrade.options:
                continue
            if not set(upgrade.options) & set(member.upgrades):
                warnings.append(
                    RosterWarning(
                        "RC-13 choice",
                        tr("{member}: {upgrade} needs one of {options}").format(
                            member=member.name,
                            upgrade=upgrade.name,
                            options=tr(" or ").join(catalog.name_of(o) for o in upgrade.options),
                        ),
                        member.id,
                    )
                )


def _holding(living: Sequence[RosterMember], entry: str, past: int) -> int | None:
    """The member that takes a warband past a limit: the (past+1)th holding the entry."""
    holders = [m for m in living if m.model == entry or entry in m.items or entry in m.upgrades]
    return holders[past].id if len(holders) > past else (holders[-1].id if holders else None)


def _check_limits(
    catalog: Catalog,
    faction_id: str,
    living: Sequence[RosterMember],
    warnings: list[RosterWarning],
) -> None:
    faction = catalog.factions[faction_id]
    holders: dict[str, list[RosterMember]] = {}
    for member in living:
        for item_id in member.items:
            holders.setdefault(item_id, []).append(member)
    for item_id, members in holders.items():
        entry = faction.armoury_entry(item_id)
        if entry is None or entry.limit is None or len(members) <= entry.limit:
            continue
        item = catalog.items[item_id]
        warnings.append(
            RosterWarning(
                "RC-4 LIMIT (X)",
                tr("{item}: {count} bought, LIMIT ({limit})").format(
                    item=item.name, count=len(members), limit=entry.limit
                ),
                members[entry.limit].id,
            )
        )


def _check_member_kit(
    catalog: Catalog, member: RosterMember, played: Played, warnings: list[RosterWarning]
) -> None:
    """Hands, HEAVY and mandatory kit, for the model as it plays: STRONG or a third hand
    that its upgrades give count (models/catalog/effects.py)."""
    model = catalog.models.get(member.model)
    items = [catalog.items[i] for i in member.items if i in catalog.items]
    if model is None:
        return
    strong = "STRONG" in played.keywords
    hands = played.hands if catalog.rules.hands else 0  # 0: the system has no hands rule
    for kind in ("melee", "ranged") if hands else ():
        used = hands_used(items, kind, strong)
        if used > hands:
            warnings.append(
                RosterWarning(
                    "RC-5 hands",
                    tr(
                        "{member}: {kind} weapons and shields need {used} hands, "
                        "{model} has {hands}"
                    ).format(
                        member=member.name,
                        kind=tr(kind),
                        used=used,
                        model=played.name,
                        hands=hands,
                    ),
                    member.id,
                )
            )
    heavy = [i for i in items if i.has("HEAVY")]
    if len(heavy) > 1 and not strong:
        warnings.append(
            RosterWarning(
                "RC-6 HEAVY",
                tr("{member}: {count} HEAVY items ({items}); only one unless STRONG").format(
                    member=member.name, count=len(heavy), items=", ".join(i.name for i in heavy)
                ),
                member.id,
            )
        )
    missing = Counter(catalog.mandatory_items(member.model)) - Counter(member.items)
    for item_id in missing:
        warnings.append(
            RosterWarning(
                "RC-10 mandatory",
                tr("{member}: {model} always carries {item}").format(
                    member=member.name, model=model.name, item=catalog.items[item_id].name
                ),
                member.id,
            )
        )


def hands_used(items: Sequence[Item], kind: str, strong: bool) -> int:
    """Hands the weapons of one kind (with any shield) take (RC-5).

    Two-handed melee weapons take one hand for a STRONG model unless CUMBERSOME; a shield
    takes no hand next to a two-handed SHIELD COMBO weapon; GRENADEs take none.
    """
    weapons = [
        i
        for i in items
        if i.category in (kind, "field") and not i.has("GRENADE") and not i.is_shield
    ]
    total = 0
    combo = False
    for weapon in weapons:
        needed = (weapon.hands_melee if kind == "melee" else weapon.hands_ranged) or 0
        if kind == "melee" and needed == 2 and strong and not weapon.has("CUMBERSOME"):
            needed = 1
        if needed == 2 and weapon.has("SHIELD COMBO"):
            combo = True
        total += needed
    for shield in (i for i in items if i.is_shield):
        if weapons and not combo:
            total += (shield.hands_melee if kind == "melee" else shield.hands_ranged) or 0
    return total
