"""Comparing loadouts: what each weapon of a member's armoury would do against a target, and
how much each armour or shield would spare the member from an attacker — exact, from the spec
the attack wizard would build (`play.plan_attack` on a table as a game starts), per cost.

- `armoury_options` is the faction's armoury as the member could buy from it: cost, LIMIT
  left, hands, and the roster warnings buying it would raise (shown, never enforced). The
  equipment picker and the comparisons read it.
- A `Opponent` is the other side of a comparison: a model of another warband, or a generic
  one — a model type's bare profile (every system), and for Trench Crusade the target's armour,
  Down and TOUGH (or the attacker's characteristic) set by hand.
- `compare_weapons` and `compare_armour` give a row per option with the system's columns
  (`AttackRules.comparison`: Trench Crusade's hit, Down or worse, Out of Action, expected
  BLOOD; the other systems' outcomes and their charted count's expectation).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from models.catalog.catalog import Catalog, Cost, Item
from models.catalog.validation import Roster, check_roster
from models.i18n import tr
from models.ledger.games.play import plan_attack
from models.ledger.profiles import profile_of
from models.ledger.rosters.matchups import fielded, start_table
from models.rules.spec import defaults, field_info
from models.rules.system import OddsReport
from models.table.declaration import WeaponChoice
from models.table.errors import InvalidInput
from models.table.views import MemberView, Named, WarbandView

# Warnings an item can raise for the member it is given to (docs/rules/roster.md).
KIT_RULES = ("RC-4 LIMIT (X)", "RC-5 hands", "RC-6 HEAVY", "RC-8 armoury")
GENERIC_ID = -1  # the id of a generic model on the other side (no member has it)
# The spec groups a generic opponent's values replace: a target's, or an attacker's.
TARGET_GROUPS = ("target",)
ATTACKER_GROUPS = ("attack", "weapon", "situation")


@dataclass(frozen=True)
class ArmouryOption:
    """An item of the faction's armoury as this member could buy it."""

    item: Item
    cost: Cost
    left: int | None  # what the LIMIT leaves (None: no LIMIT)
    carried: bool  # the member has one already
    warnings: tuple[str, ...]  # what buying it would raise for this member, never enforced
    rules: tuple[str, ...]  # …and the rules those are


def armoury_options(catalog: Catalog, view: WarbandView, member: MemberView) -> list[ArmouryOption]:
    """The faction's armoury, each item with what giving it to `member` would do (RC-4 LIMIT,
    RC-5 hands, RC-6 HEAVY, RC-8 armoury), tried on a copy of the roster."""
    faction = catalog.factions[view.faction_key]
    held: dict[str, int] = {}
    for m in view.members:
        if m.status != "dead":
            for carried in m.items:
                held[carried.key] = held.get(carried.key, 0) + 1
    roster = view.as_roster()
    before = {w.message for w in check_roster(catalog, roster).warnings}
    own = {i.key for i in member.items}
    options = []
    for entry in faction.armoury_for(member.model_key):
        item = catalog.items.get(entry.item)
        if item is None:
            continue
        trial = _with_item(roster, member.id, item.id)
        new = [
            w
            for w in check_roster(catalog, trial).warnings
            if w.message not in before and w.rule in KIT_RULES
        ]
        options.append(
            ArmouryOption(
                item,
                entry.cost,
                None if entry.limit is None else max(0, entry.limit - held.get(item.id, 0)),
                item.id in own,
                tuple(str(w) for w in new),
                tuple(dict.fromkeys(w.rule for w in new)),
            )
        )
    return options


def _with_item(roster: Roster, member_id: int, item_key: str) -> Roster:
    members = tuple(
        replace(m, items=(*m.items, item_key)) if m.id == member_id else m for m in roster.members
    )
    return replace(roster, members=members)


@dataclass(frozen=True)
class Opponent:
    """The other side of a comparison: a model (of another warband, or a model type's bare
    profile) and, for a generic one, the spec values set by hand (Trench Crusade's armour, Down,
    TOUGH for a target; characteristic for an attacker) over the reset fields."""

    member: MemberView
    label: str
    generic: bool = False
    values: Mapping[str, Any] = field(default_factory=dict)


def bare_model(catalog: Catalog, model_key: str) -> MemberView:
    """A model type as a generic opponent: its profile, no kit, the smallest unit it comes in."""
    model = catalog.models[model_key]
    return MemberView(
        id=GENERIC_ID,
        position=0,
        name=model.name,
        model_key=model.id,
        model_name=model.name,
        size=max(1, model.unit_min),
        items=(),
        upgrades=(),
        experience=0,
        skills=(),
        battle_scars=(),
        status="active",
        notes="",
        cost={},
        elite=False,
        captain=False,
    )


def opponents(warbands: Sequence[WarbandView]) -> list[Opponent]:
    """Every fielded model of these warbands, named with its warband."""
    return [Opponent(m, f"{m.name} ({w.name})") for w in warbands for m in fielded(w)]


def generic_opponents(catalog: Catalog) -> list[Opponent]:
    """Every model type of the catalog as a bare profile (the system's defensive profiles)."""
    return [
        Opponent(bare_model(catalog, key), tr("{model} (bare profile)").format(model=m.name), True)
        for key, m in sorted(catalog.models.items(), key=lambda kv: kv[1].name.casefold())
    ]


@dataclass(frozen=True)
class Measured:
    """One option measured: the spec and its odds, and the system's comparison values."""

    option: ArmouryOption
    weapon: WeaponChoice | None  # the use of the weapon (a pistol: ranged and melee)
    spec: Mapping[str, Any]
    report: OddsReport
    values: tuple[Fraction, ...]  # in the order of `Comparison.columns`

    @property
    def label(self) -> str:
        if self.weapon is None:
            return self.option.item.name
        return f"{self.option.item.name} ({tr(self.weapon.kind)})"


@dataclass(frozen=True)
class Comparison:
    columns: tuple[str, ...]  # the values' names (translated)
    probability: tuple[bool, ...]  # which columns are chances (the others: expectations)
    rows: tuple[Measured, ...]
    per_cost: tuple[bool, ...] = ()  # which columns are worth showing per cost too
    baseline: Fraction | None = None  # compare_armour: the chance of harm as the member stands


def _situation(
    spec_type: type[Any], groups: Sequence[str], opponent: Opponent
) -> dict[str, Any] | None:
    """A generic opponent's values set by hand, over its side of the spec (the fields of
    `groups`) put back at their defaults; None: the opponent's own profile decides."""
    if not opponent.values:
        return None
    default = defaults(spec_type)
    reset = {k: default[k] for k, f in field_info(spec_type).items() if f.group in groups}
    return {**reset, **opponent.values}


def compare_weapons(
    catalog: Catalog, view: WarbandView, member_id: int, target: Opponent
) -> Comparison:
    """Every weapon of the armoury (each use of it: a pistol is ranged and melee) in the
    member's hands, against `target`: the system's columns of the wizard's odds."""
    member = _member(view, member_id)
    rules = profile_of(view.system).attack
    situation = _situation(rules.spec_type, TARGET_GROUPS, target)
    rows = []
    columns: list[tuple[str, Fraction, bool]] = []
    for option in armoury_options(catalog, view, member):
        if option.item.category not in ("ranged", "melee"):
            continue
        armed = member if option.carried else _carrying(member, option.item)
        table = start_table(catalog, view.system, view.edition, (armed,), (target.member,))
        for weapon in rules.weapons(catalog, armed):
            if weapon.key != option.item.id:
                continue
            plan = plan_attack(table, armed.id, weapon, target.member.id, situation)
            columns = rules.comparison(plan.odds)
            values = tuple(value for _name, value, _chance in columns)
            rows.append(Measured(option, weapon, plan.spec, plan.odds, values))
    return Comparison(
        tuple(name for name, _value, _chance in columns),
        tuple(chance for _name, _value, chance in columns),
        tuple(rows),
        (True,) * len(columns),
    )


def compare_armour(
    catalog: Catalog,
    view: WarbandView,
    member_id: int,
    attacker: Opponent,
    weapon: WeaponChoice | None,
) -> Comparison:
    """Every armour and shield of the armoury on the member, in place of what it wears of the
    same kind (a shield for a shield, body armour for body armour), against `attacker` with
    `weapon` (None: a generic attacker's bare attack): how much each lowers the attacker's chance
    of harm (Trench Crusade: Down or worse)."""
    member = _member(view, member_id)
    rules = profile_of(view.system).attack
    chosen = weapon if weapon is not None else rules.weapons(catalog, attacker.member)[0]
    situation = _situation(rules.spec_type, ATTACKER_GROUPS, attacker)

    def harm(defender: MemberView) -> tuple[Fraction, Mapping[str, Any], OddsReport]:
        table = start_table(catalog, view.system, view.edition, (attacker.member,), (defender,))
        plan = plan_attack(table, attacker.member.id, chosen, defender.id, situation)
        return rules.harm(plan.odds), plan.spec, plan.odds

    baseline, _spec, _report = harm(member)
    rows = []
    for option in armoury_options(catalog, view, member):
        if option.item.category != "armour":
            continue
        chance, spec, report = harm(_wearing(catalog, member, option.item))
        rows.append(Measured(option, None, spec, report, (chance, baseline - chance)))
    return Comparison(
        (rules.harm_name(), tr("Lowered by")), (True, True), tuple(rows), (False, True), baseline
    )


def _member(view: WarbandView, member_id: int) -> MemberView:
    for m in view.members:
        if m.id == member_id:
            return m
    raise InvalidInput(
        tr("member: {member} is not in {name!r}").format(member=member_id, name=view.name)
    )


def _carrying(member: MemberView, item: Item) -> MemberView:
    return replace(member, items=(*member.items, Named(item.id, item.name)))


def _wearing(catalog: Catalog, member: MemberView, item: Item) -> MemberView:
    """The member with `item` in place of what it wears of the same kind."""
    kept = tuple(
        n
        for n in member.items
        if (worn := catalog.items.get(n.key)) is None
        or worn.category != "armour"
        or worn.is_shield != item.is_shield
    )
    return replace(member, items=(*kept, Named(item.id, item.name)))
