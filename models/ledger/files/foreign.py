"""Rosters made by other tools, as one neutral shape, and their matching to our catalog.

Each reader (Trench Companion, New Recruit / BattleScribe) turns its file into a
`ForeignRoster`: the warband, its models and every line under them (items, upgrades, abilities,
skills, injuries) with the ids and names the file gives, and the file's own costs. `match`
then finds each line in the catalog — by the file's ids first (Trench Companion's are the
playtest's, kept as aliases; New Recruit's are the BattleScribe data's own), then by name with
the known renames, then (a model) by its profile — and says for every line what became of it.
Nothing is dropped in silence: a line not matched is listed with its model and why, and the
user may map it by hand or keep it as a custom entry with the file's own profile.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from models.catalog.bsdata.keywords import parse_keywords
from models.catalog.bsdata.names import KNOWN_RENAMES
from models.catalog.catalog import Catalog, Faction
from models.catalog.loader import extend_catalog
from models.catalog.names import name_key
from models.catalog.validation import Choice, Roster, RosterMember, check_roster
from models.i18n import N_, tr
from models.ledger import profiles
from models.ledger.files.warband_file import FileFormatError, MemberData, WarbandData

MAX_MEMBERS = 500  # as warband files
MAX_LINES = 100  # per member, as warband files' items
MAX_BANK = 1_000_000

# What a line under a model is, as the readers tell it.
ITEM, UPGRADE, ABILITY, SKILL, INJURY = "item", "upgrade", "ability", "skill", "injury"
KINDS = {  # shown with tr()
    ITEM: N_("item"),
    UPGRADE: N_("upgrade"),
    ABILITY: N_("ability"),
    SKILL: N_("skill"),
    INJURY: N_("injury"),
    "model": N_("model"),
    "faction": N_("faction"),
    "record": N_("campaign record"),
    "patron": N_("patron"),
    "choice": N_("warband choice"),
    "find": N_("find"),
}


@dataclass(frozen=True)
class ForeignLine:
    """One thing under a model (or in the stash, or the warband's own records)."""

    kind: str  # ITEM, UPGRADE, ABILITY, SKILL, INJURY or "record"
    name: str
    ids: tuple[str, ...] = ()  # the file's ids, the most telling first
    count: int = 1
    costs: Mapping[str, int] = field(default_factory=dict)  # the file's price, if it says
    profile: Mapping[str, str] = field(default_factory=dict)  # Type, Range, Keywords …
    path: str = ""  # where in the file


@dataclass(frozen=True)
class ForeignMember:
    name: str
    model_name: str
    model_ids: tuple[str, ...] = ()
    lines: tuple[ForeignLine, ...] = ()
    experience: int = 0
    promoted: bool = False
    status: str = "active"
    stats: Mapping[str, str] = field(default_factory=dict)  # movement, ranged, melee, armour
    costs: Mapping[str, int] = field(default_factory=dict)  # the file's own cost of it
    notes: str = ""
    path: str = ""
    fireteam: str = ""  # the fireteam it is in (the models of one name are one fireteam)


@dataclass(frozen=True)
class ForeignRoster:
    tool: str  # "Trench Companion", "New Recruit"
    format: str  # shown: "Trench Companion export", "New Recruit roster (.ros)" …
    name: str
    members: tuple[ForeignMember, ...]
    source_key: str | None = None  # the tool's own id of the list, to find it again
    faction_ids: tuple[str, ...] = ()  # variant first, then base
    faction_names: tuple[str, ...] = ()
    ducat_bank: int = 0
    glory_bank: int = 0
    totals: Mapping[str, int] | None = None  # the file's own total, by currency
    arsenal: tuple[ForeignLine, ...] = ()
    records: tuple[ForeignLine, ...] = ()  # campaign records the warband holds
    # What the warband chose or found as a whole (kind "choice" or "find"; the group it was
    # chosen in as profile["group"]): kept as the warband's choices (issue 48).
    choices: tuple[ForeignLine, ...] = ()
    patron: ForeignLine | None = None  # the patron the warband serves (issue 37)
    # What the warband owes, when the file says (None: the tool keeps no debts).
    ducat_debt: int | None = None
    glory_debt: int | None = None
    notes: str = ""
    budget: int | None = None  # the list's ducat limit, when the file gives one
    # What the reader had to change to keep the list (an impossible bank imported as 0): said
    # in the import's report, beside the costs.
    remarks: tuple[str, ...] = ()
    # The file names each model by its type (or variant), not as it plays (Trench Companion:
    # a Heretic Trooper with the Legionnaire upgrade stays "Heretic Trooper").
    names_model_type: bool = False
    # The file lists each model's abilities beside its choices (Trench Companion): one the model
    # type has is the model's, never a choice that shares its name.
    lists_abilities: bool = False


@dataclass(frozen=True)
class Line:
    """What became of one line of the file."""

    status: str  # "matched", "mapped", "custom", "unmatched", "kept" (a name: skill, injury)
    kind: str
    name: str  # as the file says
    member: str | None  # the model it belongs to (None: the warband's)
    path: str
    detail: str  # how it matched, or why not
    key: str | None = None  # the catalog id it became

    def __str__(self) -> str:
        where = f"{self.member}: " if self.member else ""
        return f"{where}{tr(KINDS.get(self.kind, self.kind))} {self.name!r} — {self.detail}"


@dataclass(frozen=True)
class Plan:
    """A roster matched to the catalog: what would be stored, and the report."""

    roster: ForeignRoster
    warband: WarbandData
    lines: tuple[Line, ...]
    ours: Mapping[str, int]
    differences: tuple[str, ...]  # the file's total against ours, explained
    custom: Mapping[str, Any] | None = None  # a catalog document of the custom entries kept

    @property
    def unmatched(self) -> tuple[Line, ...]:
        return tuple(line for line in self.lines if line.status == "unmatched")


def bank(value: Any, where: str, field_name: str, said: list[str]) -> int:
    """A bank (or a debt) as the file gives it: a whole number (or a string of digits) from 0
    to a million. A number that cannot be one (−5, 1.5, 1.23e+36) is imported as 0 and `said`
    says so — the rest of the list is kept; what is no number at all (text, a list, true) is
    refused by name, never read as 0."""
    if value is None:
        return 0
    if isinstance(value, str) and re.fullmatch(r"\s*-?[0-9]+(\.[0-9]+)?\s*", value):
        value = float(value) if "." in value else int(value.strip()[:30])
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise FileFormatError(
            tr("{where}: {field}: {value} is not a bank (a whole number from 0 to {most})").format(
                where=where, field=field_name, value=repr(value)[:40], most=MAX_BANK
            )
        )
    if isinstance(value, float) and value.is_integer() and abs(value) <= MAX_BANK:
        value = int(value)
    if isinstance(value, int) and 0 <= value <= MAX_BANK:
        return value
    said.append(
        tr(
            "{field}: {value} cannot be a bank (a whole number from 0 to {most}): imported as 0"
        ).format(field=field_name, value=repr(value)[:40], most=MAX_BANK)
    )
    return 0


def whole(value: Any, most: int = 10_000) -> int:
    """A count or cost the file gives (experience, a price): a whole number, else 0."""
    if isinstance(value, bool):
        return 0
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, str) and re.fullmatch(r"\s*-?[0-9]{1,7}\s*", value):
        value = int(value)
    return max(-most, min(most, value)) if isinstance(value, int) else 0


def text(value: Any, limit: int = 200) -> str:
    return " ".join(value.split())[:limit] if isinstance(value, str) else ""


# -- matching ------------------------------------------------------------------------------


def match(
    roster: ForeignRoster,
    catalog: Catalog,
    where: str,
    mapping: Mapping[str, str] | None = None,
) -> Plan:
    """`roster` as a warband of `catalog`. `mapping`: lines the user matched by hand, the
    file's name (or "model name: line name") → a catalog id."""
    mapping = dict(mapping or {})
    lines: list[Line] = []
    roster = _named(roster, catalog)
    chosen = _chosen_faction(catalog, mapping.get(FACTION), where)
    faction = chosen or _faction(roster, catalog, mapping)
    if faction is None:
        raise FileFormatError(
            tr(
                "{where}: cannot tell the faction: {names}; no faction of the catalog matches and "
                "none holds all its models"
            ).format(where=where, names=", ".join(roster.faction_names) or "?")
        )
    custom = _custom_entries(roster, catalog, faction, mapping)
    if custom is not None:
        catalog = extend_catalog(catalog, custom)
    offered = catalog.factions[faction]
    how = tr("chosen by hand") if chosen == faction else tr("the faction")
    lines.append(Line("matched", "faction", offered.name, None, "", how, faction))
    members: list[MemberData] = []
    for index, member in enumerate(roster.members):
        model, how = _find_model(member, catalog, offered, mapping)
        label = member.name or member.model_name or f"model {index + 1}"
        if model is None:
            lines.append(
                Line(
                    "unmatched",
                    "model",
                    member.model_name or "?",
                    label,
                    member.path,
                    tr("no model type of the catalog matches; not imported"),
                )
            )
            for line in member.lines:
                lines.append(
                    Line(
                        "unmatched",
                        line.kind,
                        line.name,
                        label,
                        line.path,
                        tr("its model was not matched"),
                    )
                )
            continue
        lines.append(Line("matched", "model", member.model_name, label, member.path, how, model))
        items: list[str] = []
        upgrades: list[str] = []
        skills: list[str] = []
        scars: list[str] = []
        own = list(catalog.mandatory_items(model))
        for line in member.lines:
            if line.kind == ITEM and _built_in(catalog, model, line):
                said = tr("built into the model type: its profile here counts it")
                lines.append(Line("kept", line.kind, line.name, label, line.path, said))
                continue
            if (
                line.kind == ABILITY
                and roster.lists_abilities
                and _own_ability(catalog, model, line)
            ):
                said = tr("the model type has it")  # never a choice of the same name
                lines.append(Line("kept", line.kind, line.name, label, line.path, said))
                continue
            if line.kind in (SKILL, INJURY):
                (skills if line.kind == SKILL else scars).append(_campaign_name(line, catalog))
                lines.append(
                    Line("kept", line.kind, line.name, label, line.path, tr("kept by name"))
                )
                continue
            key, kind, detail, status = _find_line(line, catalog, offered, model, label, mapping)
            if key is None:
                said = _ability_of(catalog, offered, model, line)
                if said:  # an ability, or kit the catalog makes a rule of the model type
                    lines.append(Line("kept", line.kind, line.name, label, line.path, said))
                    continue
                if line.kind == ABILITY:
                    detail = tr(
                        "not a rule of this model type in the catalog (abilities come with the "
                        "model type)"
                    )
                lines.append(Line("unmatched", line.kind, line.name, label, line.path, detail))
                continue
            lines.append(Line(status, kind, line.name, label, line.path, detail, key))
            if kind == ITEM:
                items.extend([key] * max(1, min(line.count, MAX_LINES)))
            else:
                upgrades.append(key)
        for key, option in _options_by_profile(catalog, faction, model, upgrades, member):
            upgrades.append(option)
            said = tr("{option} of {upgrade}: the choice the file's profile shows").format(
                option=catalog.upgrades[option].name, upgrade=catalog.upgrades[key].name
            )
            lines.append(
                Line(
                    "matched",
                    UPGRADE,
                    catalog.upgrades[option].name,
                    label,
                    member.path,
                    said,
                    option,
                )
            )
        for key in own:  # what the model always carries comes with it, listed or not
            if key not in items:
                items.insert(0, key)
        members.append(
            MemberData(
                name=label[:200],
                model=model,
                items=tuple(items[:MAX_LINES]),
                upgrades=tuple(dict.fromkeys(upgrades)),
                experience=max(0, member.experience),
                skills=tuple(skills),
                battle_scars=tuple(scars),
                status=member.status,
                notes=member.notes,
                promoted=member.promoted,
                fireteam=member.fireteam[:200] or None,
            )
        )
    arsenal: list[str] = []
    for line in roster.arsenal:
        key, _, detail, _ = _find_line(line, catalog, offered, None, None, mapping)
        if key is not None and key in catalog.items:
            arsenal.extend([key] * max(1, min(line.count, MAX_LINES)))
        lines.append(
            Line(
                "matched" if key else "unmatched",
                line.kind,
                line.name,
                None,
                line.path,
                tr("in the arsenal") if key else detail,
                key,
            )
        )
    records = list(roster.records)
    patron = None
    if roster.patron is not None:
        patron = _patron(catalog, faction, roster.patron)
        if patron is None:
            records.append(
                replace(roster.patron, name=tr("patron {name}").format(name=roster.patron.name))
            )
        else:
            lines.append(
                Line(
                    "matched",
                    "patron",
                    roster.patron.name,
                    None,
                    roster.patron.path,
                    tr("the warband's patron"),
                    patron,
                )
            )
    for line in records:
        lines.append(
            Line("kept", "record", line.name, None, line.path, tr("written into the notes"))
        )
    choices = []
    for line in roster.choices[:MAX_LINES]:
        group = line.profile.get("group", "")
        choice = Choice(line.kind, line.name[:200] or "?", group[:200], (line.ids or (None,))[0])
        choices.append(choice)
        said = (
            tr("kept as a find of the warband: its limits and effects count it")
            if line.kind == "find"
            else tr("kept as a choice of the warband, shown and printed")
        )
        lines.append(Line("kept", line.kind, str(choice), None, line.path, said))
    notes = roster.notes
    if records:
        notes = (notes + "\n" if notes else "") + tr("From {tool}: {records}").format(
            tool=roster.tool, records="; ".join(r.name for r in records)
        )
    warband = WarbandData(
        name=roster.name[:200] or where,
        system=catalog.system,
        edition=catalog.edition,
        faction=faction,
        members=tuple(members),
        ducat_bank=roster.ducat_bank,
        glory_bank=roster.glory_bank,
        budget=roster.budget or catalog.rules.starting_budget or None,
        notes=notes[:10_000],
        arsenal=tuple(arsenal[:MAX_LINES]),
        choices=tuple(choices),
        patron=patron,
        ducat_debt=roster.ducat_debt or 0,
        glory_debt=roster.glory_debt or 0,
    )
    ours, differences = _compare(roster, warband, catalog, lines)
    return Plan(roster, warband, tuple(lines), ours, (*roster.remarks, *differences), custom)


def _chosen_faction(catalog: Catalog, wanted: str | None, where: str) -> str | None:
    """The faction (or variant) the user chose for the list, by id, another tool's id or
    name; a choice that names none is refused, naming the catalog's."""
    if not wanted:
        return None
    found = catalog.resolve("factions", wanted)
    if found is not None:
        return found
    for faction in catalog.factions.values():
        if name_key(faction.name) == name_key(wanted):
            return faction.id
    raise FileFormatError(
        tr("{where}: faction {value!r}: no faction of the catalog (choices: {choices})").format(
            where=where,
            value=wanted[:200],
            choices=", ".join(sorted(f.name for f in catalog.factions.values())),
        )
    )


def _patron(catalog: Catalog, faction: str, line: ForeignLine) -> str | None:
    """The catalog's patron a file's patron names (by id or name), if the warband's faction
    may serve it."""
    found = catalog.patron_named(faction, *line.ids, line.name)
    return found.key if found is not None else None


MAPPED = "mapped by hand"
FACTION = "@faction"  # a mapping's key: the faction (or variant) the user chose for the list
CUSTOM = "custom"  # a mapping's value: keep the line as a custom entry with the file's profile


def _custom_entries(
    roster: ForeignRoster, catalog: Catalog, faction: str, mapping: dict[str, str]
) -> dict[str, Any] | None:
    """A catalog document of the lines the user keeps as custom entries (mapping value
    CUSTOM), with the file's profile and price, added to the faction; the mapping then names
    their new ids. None when there are none."""
    models: dict[str, dict[str, Any]] = {}
    items: dict[str, dict[str, Any]] = {}
    roster_rows: list[dict[str, Any]] = []
    armoury: list[dict[str, Any]] = []
    offered = catalog.factions[faction]
    for member in roster.members:
        keys = (f"{member.name}: {member.model_name}", member.model_name)
        model: str | None = None
        for key in keys:
            if mapping.get(key) == CUSTOM:
                model = custom_id(catalog, "model", member.model_name or member.name)
                mapping[key] = model
                if model not in models:
                    models[model] = _custom_model(model, member)
                    cost, currency = _price(member.costs)
                    roster_rows.append(
                        {"model": model, "cost": cost, "currency": currency, "min": 0, "max": None}
                    )
        if model is None:
            model = _find_model(member, catalog, offered, mapping)[0]
        for line in member.lines:
            for key in (f"{member.name}: {line.name}", line.name):
                if mapping.get(key) != CUSTOM or line.kind != ITEM:
                    continue
                item = custom_id(catalog, "item", line.name)
                mapping[key] = item
                items.setdefault(item, _custom_item(item, line))
                if model is not None:
                    cost, currency = _price(line.costs)
                    armoury.append(
                        {"item": item, "cost": cost, "currency": currency, "models": [model]}
                    )
        if model in models:
            # what a custom model carries is offered to it at the faction's usual price
            for line in member.lines:
                hand = mapping.get(f"{member.name}: {line.name}") or mapping.get(line.name)
                found = (
                    hand
                    if hand in catalog.items
                    else _find_line(line, catalog, offered, None, None, mapping)[0]
                )
                if found is None or found in items or found not in catalog.items:
                    continue
                usual = offered.armoury_entry(found)
                armoury.append(
                    {
                        "item": found,
                        "cost": usual.cost.amount if usual else 0,
                        "currency": usual.cost.currency if usual else "ducats",
                        "models": [model],
                    }
                )
    if not models and not items:
        return None
    name = roster.name or roster.tool
    return {
        "format": "warband-ledger/catalog",
        "version": 1,
        "id": "custom/" + custom_id(catalog, "list", f"{roster.source_key or name}").lower(),
        "system": catalog.system,
        "edition": catalog.edition,
        "name": tr("Custom entries of {name}").format(name=name)[:200],
        "source": tr("kept from {format}, with the file's own profiles").format(
            format=roster.format
        )[:500],
        "models": list(models.values()),
        "items": list(items.values()),
        "additions": [{"faction": faction, "roster": roster_rows, "armoury": armoury}],
    }


def custom_id(catalog: Catalog, kind: str, name: str) -> str:
    """The same name gets the same custom id (imported twice, it is one entry)."""
    digest = hashlib.sha1(f"{catalog.system}/{catalog.edition}/{kind}/{name}".encode()).hexdigest()
    return f"custom-{kind}-{digest[:12]}"


def _price(costs: Mapping[str, int]) -> tuple[int, str]:
    if costs.get("ducats"):
        return max(0, min(costs["ducats"], 100_000)), "ducats"
    if costs.get("glory"):
        return max(0, min(costs["glory"], 100_000)), "glory"
    return 0, "ducats"


def _custom_model(model_id: str, member: ForeignMember) -> dict[str, Any]:
    stats = member.stats
    movement = re.search(r"\d+", stats.get("movement", ""))
    kind = re.search(r"/\s*([A-Za-z ]+)", stats.get("movement", ""))
    doc: dict[str, Any] = {
        "id": model_id,
        "name": (member.model_name or member.name or "?")[:200],
        "profile": {
            "movement": int(movement.group()) if movement else None,
            "ranged": _stat(stats.get("ranged")),
            "melee": _stat(stats.get("melee")),
            "armour": _stat(stats.get("armour")),
        },
    }
    if kind:
        doc["movetype"] = kind.group(1).strip().lower()[:40]
    return doc


def _stat(value: str | None) -> int | None:
    found = re.search(r"[+\-−]?\d+", value or "")
    return max(-9, min(9, int(found.group().replace("−", "-")))) if found else None


def _custom_item(item_id: str, line: ForeignLine) -> dict[str, Any]:
    kind = (line.profile.get("Type") or "").casefold()
    reach = line.profile.get("Range") or ""
    inches = re.search(r"(\d+)\s*(?:\"|''|”|″|in)", reach)
    armour = "armour" in kind or "shield" in kind
    parsed = parse_keywords(line.profile.get("Keywords") or "", armour=armour)
    if "melee" in kind or (not inches and "melee" in reach.casefold()):
        category = "melee"
    elif "ranged" in kind or inches:
        category = "ranged"
    elif armour:
        category = "armour"
    else:
        category = "equipment"
    doc: dict[str, Any] = {
        "id": item_id,
        "name": line.name[:200] or "?",
        "category": category,
        "range": int(inches.group(1)) if inches else None,
        "keywords": parsed.keywords,
        "modifiers": parsed.modifiers,
    }
    if category == "armour":
        doc["armour"] = max(-6, min(6, parsed.armour or 0))
    return doc


def _faction(roster: ForeignRoster, catalog: Catalog, mapping: Mapping[str, str]) -> str | None:
    """The faction the file names (its id, then its name); else the one whose roster holds a
    model type for every model and offers the most of their kit (a variant's own items and
    upgrades tell it from its base), the base faction on a tie."""
    for key in roster.faction_ids:
        found = catalog.resolve("factions", key)
        if found is not None:
            return found
    by_name: dict[str, list[str]] = {}
    for faction in catalog.factions.values():
        by_name.setdefault(name_key(faction.name), []).append(faction.id)
    for name in roster.faction_names:
        key = name_key(name)
        found_ids = by_name.get(key) or by_name.get(_renamed(key), [])
        if found_ids:
            return found_ids[0]
    choices = [_model_candidates(m, catalog, mapping) for m in roster.members]
    choices = [c for c in choices if c]
    if not choices:
        return None
    best: tuple[int, int, int, int, int, str] | None = None
    for faction in catalog.factions.values():
        picked = []
        for candidates in choices:
            held = [c for c in candidates if catalog.roster_entry(faction.id, c) is not None]
            if not held:
                break
            picked.append(held[0])
        else:
            offered = sum(
                1
                for member, model in zip(roster.members, picked, strict=False)
                for line in member.lines
                if line.kind not in (SKILL, INJURY)
                and _locate(line, catalog, faction, model, None, mapping)[2] in ("id", "name")
            )
            counts: dict[str, int] = {}
            for model in picked:
                counts[model] = counts.get(model, 0) + 1
            over = 0
            for model, count in counts.items():
                entry = catalog.roster_entry(faction.id, model)
                if entry is not None and entry.max is not None and count > entry.max:
                    over += count - entry.max
            # What tells a variant from its base when the file does not name it: its rules
            # among the models' abilities (every Naval Raider has Fast as Lightning) and its
            # prices (their Submachine Gun: 25 ducats, not 2 glory).
            rules = {name_key(r) for r in faction.rules}
            ruled = sum(
                1
                for member in roster.members
                for line in member.lines
                if line.kind == ABILITY and _names_of(line, catalog) & rules
            )
            priced = sum(
                1
                for member, model in zip(roster.members, picked, strict=False)
                if member.costs and _priced_alike(member, model, catalog, faction, mapping)
            )
            score = (-over, ruled, priced, offered, 0 if faction.variant_of else 1, faction.id)
            if best is None or score[:5] > best[:5]:
                best = score
    return best[5] if best is not None else None


def _names_of(line: ForeignLine, catalog: Catalog) -> set[str]:
    """The line's name and the catalog's names of its ids, as compared."""
    return {
        name_key(line.name),
        *(name_key(catalog.names[i]) for i in line.ids if i in catalog.names),
    }


def _priced_alike(
    member: ForeignMember,
    model: str,
    catalog: Catalog,
    faction: Faction,
    mapping: Mapping[str, str],
) -> bool:
    """Whether the faction prices the member as the file does: its model type and what of its
    kit and upgrades the faction offers, currency by currency."""
    ours: dict[str, int] = {}
    entry = catalog.roster_entry(faction.id, model)
    if entry is None:
        return False
    ours[entry.cost.currency] = entry.cost.amount
    for line in member.lines:
        if line.kind not in (ITEM, UPGRADE):
            continue
        key, kind, how, _ = _locate(line, catalog, faction, model, None, mapping)
        if key is None or how not in ("id", "name", MAPPED):
            continue
        if kind == ITEM:
            sold = faction.armoury_entry(key, model)
            cost = sold.cost if sold is not None and key not in _own(catalog, model) else None
        else:
            cost = catalog.upgrades[key].cost
        if cost is not None and cost.amount:
            ours[cost.currency] = ours.get(cost.currency, 0) + cost.amount * max(1, line.count)
    theirs = {c: a for c, a in member.costs.items() if a}
    return {c: a for c, a in ours.items() if a} == theirs


def _model_candidates(
    member: ForeignMember, catalog: Catalog, mapping: Mapping[str, str]
) -> list[str]:
    """Every model type the member could be, by the file's ids and names."""
    hand = mapping.get(member.model_name) or mapping.get(f"{member.name}: {member.model_name}")
    if hand and hand in catalog.models:
        return [hand]
    found: list[str] = []
    for key in member.model_ids:
        found += catalog.candidates("models", key)
    by_name = _names(catalog.models)
    for name in (member.model_name, member.name):
        found += by_name.get(name_key(name), [])
    return list(dict.fromkeys(found))


def _renamed(key: str) -> str:
    inverse = {v: k for k, v in KNOWN_RENAMES.items()}
    return KNOWN_RENAMES.get(key) or inverse.get(key, "")


_NAME_INDEX: dict[int, tuple[Any, dict[str, list[str]]]] = {}


def _names(entries: Any) -> dict[str, list[str]]:
    """Name key (and its known rename) → ids, for a catalog's table (remembered per table)."""
    cached = _NAME_INDEX.get(id(entries))
    if cached is not None and cached[0] is entries:
        return cached[1]
    found = _index_names(entries)
    if len(_NAME_INDEX) > 64:
        _NAME_INDEX.clear()
    _NAME_INDEX[id(entries)] = (entries, found)
    return found


def _index_names(entries: Any) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for entry in entries.values():
        key = name_key(entry.name)
        found.setdefault(key, []).append(entry.id)
        renamed = _renamed(key)
        if renamed:
            found.setdefault(renamed, []).append(entry.id)
    return found


def _find_model(
    member: ForeignMember, catalog: Catalog, faction: Faction | None, mapping: Mapping[str, str]
) -> tuple[str | None, str]:
    def recruitable(model: str) -> bool:
        return faction is None or catalog.roster_entry(faction.id, model) is not None

    hand = mapping.get(member.model_name) or mapping.get(f"{member.name}: {member.model_name}")
    if hand and hand in catalog.models:
        return hand, tr("mapped by hand")
    for key in member.model_ids:
        found = catalog.resolve("models", key, recruitable)
        if found is not None:
            return found, tr("by its id {key}").format(key=key)
    by_name = _names(catalog.models)
    for name in (member.model_name, member.name):
        ids = [i for i in by_name.get(name_key(name), []) if recruitable(i)]
        if ids:
            return ids[0], tr("by its name")
    if member.stats and faction is not None:
        fits = [
            e.model
            for e in catalog.recruitable(faction.id)
            if _same_profile(catalog.models[e.model].profile, member.stats)
        ]
        if len(fits) == 1:
            return fits[0], tr("by its profile")
    return None, ""


def _same_profile(profile: Mapping[str, Any], stats: Mapping[str, str]) -> bool:
    for key in ("movement", "ranged", "melee", "armour"):
        given = stats.get(key)
        if given is None:
            continue
        number = re.search(r"[+\-−]?\d+", given)
        if number is None or profile.get(key) != int(number.group().replace("−", "-")):
            return False
    return True


def _find_line(
    line: ForeignLine,
    catalog: Catalog,
    faction: Faction,
    model: str | None,
    member: str | None,
    mapping: Mapping[str, str],
) -> tuple[str | None, str, str, str]:
    """(catalog id, ITEM or UPGRADE, how, in words, "mapped" or "matched") — or (None, kind,
    why not, "unmatched")."""
    key, kind, how, found_by = _locate(line, catalog, faction, model, member, mapping)
    if how == MAPPED:
        return key, kind, tr("mapped by hand"), "mapped"
    status = "matched"
    if how == "id":
        return key, kind, tr("by its id {key}").format(key=found_by), status
    if how == "name":
        return key, kind, tr("by its name"), status
    if how == "elsewhere":
        return key, kind, tr("by its name (not in this faction's armoury)"), status
    return None, kind, tr("nothing in the catalog has this id or name"), "unmatched"


def _locate(
    line: ForeignLine,
    catalog: Catalog,
    faction: Faction,
    model: str | None,
    member: str | None,
    mapping: Mapping[str, str],
) -> tuple[str | None, str, str, str]:
    """(catalog id or None, ITEM or UPGRADE, how: MAPPED, "id", "name", "elsewhere" or
    "none", the file's id it was found by)."""
    hand = mapping.get(f"{member}: {line.name}") if member else None
    hand = hand or mapping.get(line.name)
    if hand:
        if hand in catalog.items:
            return hand, ITEM, MAPPED, ""
        if hand in catalog.upgrades:
            return hand, UPGRADE, MAPPED, ""

    def sold(item: str) -> bool:
        return faction.armoury_entry(item, model) is not None or item in _own(catalog, model)

    def granted(upgrade: str) -> bool:
        offered = model is None or model in catalog.upgrades[upgrade].models
        # An ability the file lists is a choice made (a free upgrade), not one bought.
        return offered and (line.kind != ABILITY or catalog.upgrades[upgrade].cost.amount == 0)

    order: list[tuple[str, str, Callable[[str], bool]]] = [
        ("items", ITEM, sold),
        ("upgrades", UPGRADE, granted),
    ]
    if line.kind in (UPGRADE, ABILITY):
        order.reverse()
    for key in line.ids:
        for table, kind, allowed in order:
            found = catalog.resolve(table, key, allowed)
            if found is not None:
                return found, kind, "id", key
    for table, kind, allowed in order:
        ids = _names(getattr(catalog, table)).get(name_key(_plain_name(line.name)), [])
        offered = [i for i in dict.fromkeys(ids) if allowed(i)]
        if offered:
            return offered[0], kind, "name", ""
    if line.kind == ITEM:
        ids = _names(catalog.items).get(name_key(line.name), [])
        if ids:
            return ids[0], ITEM, "elsewhere", ""
    return None, line.kind, "none", ""


def _own(catalog: Catalog, model: str | None) -> tuple[str, ...]:
    return catalog.mandatory_items(model) if model else ()


def _options_by_profile(
    catalog: Catalog, faction: str, model: str, upgrades: list[str], member: ForeignMember
) -> list[tuple[str, str]]:
    """(upgrade, option) for each upgrade the file lists without the choice it requires
    (Legionnaire without Ranged or Melee) when the profile the file prints shows which:
    the one option whose model plays with that profile."""
    if not member.stats:
        return []
    chosen = []
    for key in upgrades:
        upgrade = catalog.upgrades.get(key)
        if upgrade is None or not upgrade.options or set(upgrade.options) & set(upgrades):
            continue
        fits = []
        for option in upgrade.options:
            holder = RosterMember(0, "", model, (), (*upgrades, option)).holder()
            holdings = Roster(faction, (RosterMember(0, "", model, (), (*upgrades, option)),))
            played = catalog.played(holder, holdings.holdings(catalog))
            if _same_profile(played.profile, member.stats):
                fits.append(option)
        if len(fits) == 1:
            chosen.append((key, fits[0]))
    return chosen


def _own_ability(catalog: Catalog, model: str, line: ForeignLine) -> bool:
    """An ability the model type itself has (by its name, or the file's tool's id or name of
    it) — not a choice of an upgrade that happens to share its name."""
    names = _names_of(line, catalog)
    model_type = catalog.models[model]
    return bool(names & {name_key(a) for a in model_type.abilities}) or any(
        a in line.ids or name_key(a) in names for a in model_type.ability_aliases
    )


def _built_in(catalog: Catalog, model: str, line: ForeignLine) -> bool:
    """Kit the file's tool builds into the model that the catalog counts in the model's own
    profile (known by its id among the model type's other tools' names): never added twice."""
    known = catalog.models[model].ability_aliases
    return bool(line.ids) and line.ids[0] in known and not line.costs


def _ability_of(catalog: Catalog, faction: Faction, model: str, line: ForeignLine) -> str:
    """Where an ability the file lists comes from, in words — the model type's own (under
    another tool's id or name too), one of its upgrades', a rule of the warband's faction or
    variant — or "" when none of these has it."""
    ids = set(line.ids)
    names = _names_of(line, catalog)
    names |= {re.sub(r"^the ", "", n) for n in names}
    model_type = catalog.models[model]
    own = {re.sub(r"^the ", "", name_key(a)) for a in model_type.abilities}
    if names & own or any(a in ids or name_key(a) in names for a in model_type.ability_aliases):
        if line.kind == ITEM:
            return tr("built into the model type: one of its rules in the catalog")
        return tr("the model type has it")
    for upgrade in catalog.upgrades_for(model):
        known = {name_key(upgrade.name), _renamed(name_key(upgrade.name))}
        known.update(name_key(catalog.names[a]) for a in upgrade.aliases if a in catalog.names)
        if known & names or ids & set(upgrade.aliases):
            return tr("a rule of its upgrade {name}").format(name=upgrade.name)
    base = catalog.factions.get(faction.variant_of or "")
    for rule in (*faction.rules, *(base.rules if base else ())):
        if name_key(rule) in names:
            return tr("a rule of the warband's faction")
    return ""


def _named(roster: ForeignRoster, catalog: Catalog) -> ForeignRoster:
    """The lines and models a file gives only by id (a share record's "ab_martialprowess"),
    named as the catalog knows the id ("Martial Prowess"), else by the id made readable."""

    def named(line: ForeignLine) -> ForeignLine:
        if line.name or not line.ids:
            return line
        found = catalog.names.get(line.ids[0]) or readable(line.ids[0])
        what = line.profile.get("record")
        return replace(line, name=f"{what} {found}" if what else found)

    def member(found: ForeignMember) -> ForeignMember:
        model_name = found.model_name or next(
            (catalog.names[i] for i in found.model_ids if i in catalog.names),
            readable(found.model_ids[0]) if found.model_ids else "",
        )
        return replace(
            found, model_name=model_name, lines=tuple(named(line) for line in found.lines)
        )

    return replace(
        roster,
        members=tuple(member(m) for m in roster.members),
        arsenal=tuple(named(line) for line in roster.arsenal),
        records=tuple(named(line) for line in roster.records),
        choices=tuple(named(line) for line in roster.choices),
        patron=named(roster.patron) if roster.patron is not None else None,
    )


def readable(object_id: str) -> str:
    """An id as a name when neither the file nor the catalog has one ("in_legwound" →
    "legwound")."""
    return re.sub(r"^[a-z]{2}_", "", object_id).replace("_", " ") or object_id


def _campaign_name(line: ForeignLine, catalog: Catalog) -> str:
    """A skill's or injury's name: as the file writes it, or — when the file gives only an id
    ("in_legwound") — the catalog's table entry the id spells ("Leg Wound")."""
    names = [name for name, _ in (catalog.skills if line.kind == SKILL else catalog.trauma)]
    compact = {re.sub(r"[\W_]+", "", name_key(n)): n for n in names}
    given = [catalog.names[i] for i in line.ids if i in catalog.names]
    for key in (*line.ids, *given, line.name):
        found = compact.get(re.sub(r"[\W_]+", "", re.sub(r"^[a-z]{2}_", "", key.casefold())))
        if found:
            return found
    return _plain_name(line.name)


def _plain_name(name: str) -> str:
    """A skill or injury as the tools write it, without the roll that gave it ("Leg Wound
    [31]" → "Leg Wound")."""
    return re.sub(r"\s*[\[(]\s*\d+\s*[\])]\s*$", "", name).strip() or name


def _compare(
    roster: ForeignRoster, warband: WarbandData, catalog: Catalog, lines: list[Line]
) -> tuple[dict[str, int], list[str]]:
    """Our total of the warband, and each difference from the file's own, explained: its
    costs, and each model's profile and name where the file prints them."""
    patron = next((p.name for p in catalog.patrons if p.key == warband.patron), None)
    ours_roster = Roster(
        warband.faction,
        tuple(
            RosterMember(
                i,
                m.name,
                m.model,
                m.items,
                m.upgrades,
                promoted=m.promoted,
                skills=m.skills,
                scars=m.battle_scars,
            )
            for i, m in enumerate(warband.members)
        ),
        budget=None,
        glory_bank=warband.glory_bank,
        patron=patron,
    )
    checked = check_roster(catalog, ours_roster)
    ours = dict(checked.totals.by_currency)
    differences = _profiles_compared(roster, ours_roster, catalog)
    if roster.totals is None:
        return ours, differences
    left_out = [line for line in lines if line.status == "unmatched"]
    by_name = {m.name: i for i, m in enumerate(warband.members)}
    for currency in sorted(set(roster.totals) | set(ours)):
        theirs = roster.totals.get(currency, 0)
        mine = ours.get(currency, 0)
        if theirs == mine:
            continue
        differences.append(
            tr("{currency}: {theirs} in the file, {ours} here").format(
                currency=tr(currency), theirs=theirs, ours=mine
            )
        )
        for member in roster.members:
            index = by_name.get(member.name[:200] or "")
            file_cost = member.costs.get(currency)
            if index is None or file_cost is None:
                continue
            here = checked.totals.member_costs.get(index, {}).get(currency, 0)
            if here != file_cost:
                differences.append(
                    "  "
                    + tr("{member}: {theirs} in the file, {ours} here{why}").format(
                        member=member.name,
                        theirs=file_cost,
                        ours=here,
                        why=_why(
                            member,
                            warband.members[index],
                            catalog,
                            warband.faction,
                            currency,
                            {line.path: line for line in lines if line.path},
                        ),
                    )
                )
        if left_out:
            left_out = [line for line in left_out if line.kind in (ITEM, UPGRADE, "model")]
        if left_out:
            differences.append(
                "  "
                + tr("lines not imported (their cost is not counted here): {names}").format(
                    names=", ".join(sorted({line.name for line in left_out}))
                )
            )
    return ours, differences


def _profiles_compared(roster: ForeignRoster, ours: Roster, catalog: Catalog) -> list[str]:
    """Where the file prints a model's profile or name and we show another: said, model by
    model (issue 47: the model on the table is the model in the data)."""
    found: list[str] = []
    holdings = ours.holdings(catalog)
    system = profiles.find(catalog.system)
    worn = system.armour.field if system is not None and system.armour is not None else None
    labels = {f.key: tr(f.label) for f in catalog.rules.profile}
    members = {m.name: m for m in ours.members}
    for foreign in roster.members:
        member = members.get(foreign.name[:200])
        if member is None or member.model not in catalog.models:
            continue
        played = catalog.played(member.holder(), holdings, worn)
        said = []
        for key, text_value in foreign.stats.items():
            found_number = re.search(r"[+\-−]?\d{1,3}", text_value or "")
            theirs = int(found_number.group().replace("−", "-")) if found_number else None
            mine = played.profile.get(key)
            if mine is None and theirs == 0:
                continue  # a characteristic the model lacks, printed as 0 (War Wolf's Ranged)
            if theirs is not None and key in labels and theirs != mine:
                said.append(
                    tr("{field} {theirs} in the file, {ours} here").format(
                        field=labels[key], theirs=text_value, ours=mine if mine is not None else "–"
                    )
                )
        known = {name_key(played.name)}
        if roster.names_model_type:  # the file names the model type (or its variant)
            model_type = catalog.models[member.model]
            known.add(name_key(model_type.name))
            known.update(
                name_key(catalog.names[a]) for a in model_type.aliases if a in catalog.names
            )
        if foreign.model_name and name_key(foreign.model_name) not in known:
            said.append(
                tr("named {theirs} in the file, {ours} here").format(
                    theirs=foreign.model_name, ours=played.name
                )
            )
        if said:
            found.append(tr("{member}: {what}").format(member=foreign.name, what="; ".join(said)))
    return found


def _why(
    foreign: ForeignMember,
    member: MemberData,
    catalog: Catalog,
    faction: str,
    currency: str,
    became: Mapping[str, Line],
) -> str:
    """Prices that differ between the file and the catalog, for one member: each line the
    file prices, by what it became (`became`: the report's lines by their place in the file)."""
    said: list[str] = []
    offered = catalog.factions[faction]
    entry = catalog.roster_entry(faction, member.model)
    for line in foreign.lines:
        theirs = line.costs.get(currency)
        if theirs is None:
            continue
        result = became.get(line.path)
        if result is None or result.key is None:
            if theirs and line.kind in (ITEM, UPGRADE):
                said.append(
                    tr("{item} ({theirs}) not imported").format(item=line.name, theirs=theirs)
                )
            continue
        if result.key in catalog.items:
            price = offered.armoury_entry(result.key, member.model)
            mine = price.cost.amount if price and price.cost.currency == currency else 0
        elif result.key in catalog.upgrades:
            cost = catalog.upgrades[result.key].cost
            mine = cost.amount if cost.currency == currency else 0
        else:
            continue
        mine *= max(1, line.count)
        if mine != theirs:
            said.append(
                tr("{item} {theirs} there, {ours} here").format(
                    item=line.name, theirs=theirs, ours=mine
                )
            )
    if not said and entry is not None:
        said.append(tr("the model costs {cost} here").format(cost=entry.cost))
    return " (" + "; ".join(said) + ")" if said else ""
