"""A game system's catalog in memory: factions, model types, items, upgrades and tables.

Built from one or more validated catalog documents (see loader.py) of one system and edition.
Frozen dataclasses only: the roster validation, the ledger and the GUI read it, nobody edits it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType
from typing import Any

from models.catalog.effects import (
    PROMOTED,
    Effect,
    Gate,
    Holder,
    Holdings,
    Played,
    effect_tokens,
    keyword_token,
    play,
    read_effects,
)
from models.catalog.names import name_key
from models.i18n import N_, tr

ProfileValue = int | str | None


@dataclass(frozen=True)
class Cost:
    amount: int
    currency: str  # "ducats", "glory" or "points"

    def __str__(self) -> str:
        """As people read it, in their language ("10 ducati")."""
        return f"{self.amount} {tr(self.currency)}"


@dataclass(frozen=True)
class ProfileField:
    key: str
    label: str
    suffix: str = ""
    signed: bool = False
    help: str = ""  # what an abbreviated label means (a tooltip)

    def format(self, value: ProfileValue) -> str:
        if value is None:
            return "–"
        if isinstance(value, int) and self.signed and value > 0:
            return f"+{value}{self.suffix}"
        return f"{value}{self.suffix}"


@dataclass(frozen=True)
class ModelType:
    id: str
    name: str
    profile: Mapping[str, ProfileValue]
    keywords: tuple[str, ...] = ()
    abilities: tuple[str, ...] = ()
    movetype: str = ""
    base_mm: tuple[int, ...] = ()
    base_model: str | None = None
    unit_min: int = 1
    unit_max: int = 1
    sample: bool = False
    aliases: tuple[str, ...] = ()
    # Other tools' ids and names of the abilities it comes with (recognised in their files).
    ability_aliases: tuple[str, ...] = ()
    # What its choices and warband do to it, in order, as the catalog writes them: read when
    # first asked for (`effects`), so that a command touching a few models reads a few.
    effects_data: tuple[Mapping[str, Any], ...] = ()
    # (token, why): what an entry does to it that the effects cannot say (said beside it)
    unapplied: tuple[tuple[str, str], ...] = ()

    @cached_property
    def effects(self) -> tuple[Effect, ...]:
        return read_effects(self.effects_data)

    @property
    def is_elite(self) -> bool:
        return "ELITE" in self.keywords

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords


@dataclass(frozen=True)
class Item:
    id: str
    name: str
    category: str
    range: int | None = None
    hands_ranged: int | None = None
    hands_melee: int | None = None
    usable_ranged: bool = False
    usable_melee: bool = False
    keywords: tuple[str, ...] = ()
    modifiers: Mapping[str, Any] = field(default_factory=dict)
    armour: int | None = None
    stats: Mapping[str, Any] = field(default_factory=dict)
    bands: Mapping[str, Any] = field(default_factory=dict)
    sample: bool = False
    aliases: tuple[str, ...] = ()

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    @property
    def hands(self) -> int:
        """Hands it takes when wielded (the larger of its ranged and melee use)."""
        return max(self.hands_ranged or 0, self.hands_melee or 0)

    @property
    def is_shield(self) -> bool:
        return self.category == "armour" and self.hands > 0


@dataclass(frozen=True)
class Upgrade:
    id: str
    name: str
    cost: Cost
    models: tuple[str, ...] = ()  # empty: any model (granted by a warband rule)
    granted_by: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    fireteam: bool = False  # two models with an upgrade of this name activate together
    options: tuple[str, ...] = ()  # one of these upgrades must be taken with it (Ranged, Melee)
    option_of: str | None = None  # the upgrade this is a required choice of: never taken alone
    campaign: str = ""  # a reward of a campaign's step ("exploration"), never bought
    partner: str | None = None  # a fireteam's: the upgrade its other model holds


@dataclass(frozen=True)
class RosterEntry:
    model: str
    cost: Cost
    min: int = 0
    max: int | None = None
    captain: bool = False
    mercenary: bool = False
    elite: bool = False  # ELITE in this faction though its model type is not (a variant's rule)


@dataclass(frozen=True)
class ArmouryEntry:
    item: str
    cost: Cost
    limit: int | None = None
    models: tuple[str, ...] = ()  # only these model types, at this price; empty: any

    def offered_to(self, model_id: str | None) -> bool:
        return not self.models or model_id is None or model_id in self.models


@dataclass(frozen=True)
class Mandatory:
    models: tuple[str, ...]
    items: tuple[str, ...]
    removable: bool = False


@dataclass(frozen=True)
class Limit:
    """A limit the warband's contents decide (issue 47): at most `most` of `entry` (a model,
    an upgrade or an item, by id), changed by `changes` (effects on "most": one more per two
    Heretic Troopers), and what the warband must hold for it to be offered (`needs`)."""

    entry: str
    most: int | None = None
    changes: tuple[Effect, ...] = ()
    needs: Gate | None = None

    def allowed(self, held: Mapping[str, int]) -> int | None:
        """How many the warband may hold, for what it holds (None: no number)."""
        if self.most is None and not self.changes:
            return None
        value = self.most or 0
        ordered = [e for e in self.changes if e.op == "set"] + [
            e for e in self.changes if e.op != "set"
        ]
        for change in ordered:
            times = change.times({}, held)
            step = change.value if isinstance(change.value, int) else 0
            for _ in range(times):
                if change.op == "set":
                    value = step
                elif change.op == "increment":
                    value += step
                elif change.op == "decrement":
                    value -= step
        return max(0, value)


@dataclass(frozen=True)
class Faction:
    id: str
    name: str
    roster: tuple[RosterEntry, ...]
    armoury: tuple[ArmouryEntry, ...] = ()
    team: str = ""
    variant_of: str | None = None
    aliases: tuple[str, ...] = ()
    selected_with: tuple[str, ...] = ()  # a BattleScribe roster's Warband Variant entry
    rules: tuple[str, ...] = ()  # its own rules (a variant's), by name
    limits: tuple[Limit, ...] = ()  # what its warband's contents allow (issue 47)

    def entry(self, model_id: str) -> RosterEntry | None:
        return next((e for e in self.roster if e.model == model_id), None)

    def armoury_entry(self, item_id: str, model_id: str | None = None) -> ArmouryEntry | None:
        """What `model_id` pays for the item here (an item may cost one model type more than
        another); None: not offered to it. Without a model: the first price listed."""
        return next((e for e in self.armoury if e.item == item_id and e.offered_to(model_id)), None)

    def armoury_for(self, model_id: str | None) -> tuple[ArmouryEntry, ...]:
        """The items offered to a model type, each once, at its price."""
        seen: set[str] = set()
        found = []
        for entry in self.armoury:
            if entry.item not in seen and entry.offered_to(model_id):
                seen.add(entry.item)
                found.append(entry)
        return tuple(found)


@dataclass(frozen=True)
class CatalogRules:
    currencies: tuple[str, ...] = ("ducats", "glory")
    starting_budget: int = 0
    max_elites: int | None = None
    hands: int = 2
    characteristics_as_dice: bool = False
    profile: tuple[ProfileField, ...] = ()
    default_items: tuple[str, ...] = ()


@dataclass(frozen=True)
class Patron:
    """A campaign patron (TC-C3) and the factions that may choose it; its skills are the
    catalog's skills whose group is its key."""

    key: str
    name: str
    factions: tuple[str, ...]


@dataclass(frozen=True)
class Catalog:
    system: str
    edition: str
    rules: CatalogRules
    keywords: Mapping[str, str]
    models: Mapping[str, ModelType]
    items: Mapping[str, Item]
    upgrades: Mapping[str, Upgrade]
    factions: Mapping[str, Faction]
    mercenaries: tuple[RosterEntry, ...] = ()
    mandatory: tuple[Mandatory, ...] = ()
    trauma: tuple[tuple[str, tuple[int, ...]], ...] = ()
    skills: tuple[tuple[str, tuple[str, ...]], ...] = ()
    sources: tuple[str, ...] = ()
    patrons: tuple[Patron, ...] = ()
    # Other tools' ids → their names (Trench Companion's `ab_martialprowess` → "Martial
    # Prowess"): shown for a file's line that gives only an id.
    names: Mapping[str, str] = field(default_factory=dict)
    # A campaign record's token ("skill:sharp eyes", "patron:sublime gate", "promoted") → the
    # BattleScribe data's entry of it: what a .ros written for the data names it by.
    record_ids: Mapping[str, str] = field(default_factory=dict)
    # Where the data's roster builders find an entry: the entryId path a .ros names it by
    # ("root:CATALOGUE:MODEL", "inunit:CATALOGUE:MODEL", "kit:MODEL:ENTRY"; issue 48).
    entry_paths: Mapping[str, str] = field(default_factory=dict)
    # Effects on every model (or the models named) that holds what their condition names.
    effects: tuple[tuple[tuple[str, ...], Effect], ...] = ()

    def effects_of(self, model_id: str) -> tuple[Effect, ...]:
        """What may change a model as it plays: its own effects, then the catalog's."""
        found = self._effects.get(model_id)
        if found is None:
            model = self.models.get(model_id)
            general = tuple(e for models, e in self.effects if not models or model_id in models)
            found = self._effects[model_id] = (*(model.effects if model else ()), *general)
        return found

    def played(
        self, holder: Holder, holdings: Holdings | None = None, worn: str | None = None
    ) -> Played:
        """A model as it plays (models/catalog/effects.py): its effects applied to its own
        values, for what it holds and what its warband holds. `worn`: the profile field worn
        armour adds to (TC-I4), for the items whose effect on it the model's effects do not
        already say. Remembered by what it was worked out from."""
        key = (holder, holdings, worn)
        found = self._played.get(key)
        if found is None:
            if len(self._played) > 50_000:
                self._played.clear()
            found = self._played[key] = self._play(holder, holdings, worn)
        return found

    @cached_property
    def _played(self) -> dict[tuple[Any, ...], Played]:
        return {}

    def remembered(self, key: tuple[Any, ...], work: Callable[[], Any]) -> Any:
        """What `work` gives, worked out once per key while this catalog lives (a member's
        profile as it plays, for the views that ask for it again and again)."""
        found = self._played.get(key)
        if found is None:
            if len(self._played) > 50_000:
                self._played.clear()
            found = self._played[key] = work()
        return found

    def _play(self, holder: Holder, holdings: Holdings | None, worn: str | None) -> Played:
        model = self.models.get(holder.model)
        if model is None:
            return Played(holder.model, {}, (), self.rules.hands, (), "")
        effects = self.effects_of(model.id)
        held = holder.tokens()
        held.update({keyword_token(k): 1 for k in model.keywords if not held[keyword_token(k)]})
        roster = holdings.counter() if holdings is not None else dict(held)
        wearing: list[tuple[str, str, int]] = []
        if worn is not None:
            named = self._named_by(model.id, worn)
            # An armour the model type lists among its abilities is its standard kit, already
            # in its profile (the ranked-fantasy Heavy Infantry: Arm 2 with "Light armour").
            standard = {a.casefold() for a in model.abilities}
            for key in holder.items:
                item = self.items.get(key)
                if (
                    item is not None
                    and item.armour
                    and key not in named
                    and item.name.casefold() not in standard
                ):
                    wearing.append((worn, key, item.armour))
        return play(
            effects,
            worn=wearing,
            name=model.name,
            profile=model.profile,
            keywords=model.keywords,
            hands=self.rules.hands,
            base_mm=model.base_mm,
            movetype=model.movetype,
            model=held,
            roster=roster,
        )

    def _named_by(self, model_id: str, field_key: str) -> frozenset[str]:
        """The tokens a model's effects on one field look at (worn armour they name is theirs
        to count)."""
        key = (model_id, field_key)
        found = self._named.get(key)
        if found is None:
            found = frozenset(
                t
                for e in self.effects_of(model_id)
                if e.field == field_key
                for t in effect_tokens(e)
            )
            self._named[key] = found
        return found

    @cached_property
    def _named(self) -> dict[tuple[str, str], frozenset[str]]:
        return {}

    @cached_property
    def _effects(self) -> dict[str, tuple[Effect, ...]]:
        return {}  # model id → its effects, each worked out when first asked for

    def patrons_for(self, faction_id: str) -> tuple[Patron, ...]:
        """The patrons a warband of this faction may choose: a variant, its base faction's."""
        faction = self.factions.get(faction_id)
        base = faction.variant_of if faction is not None and faction.variant_of else faction_id
        return tuple(p for p in self.patrons if base in p.factions or faction_id in p.factions)

    def patron_named(self, faction_id: str, *names: str) -> Patron | None:
        """The patron of the faction's choices a name or id means — spelling aside ("warrior
        saint", "pt_warriorsaint", "Warrior-Saint") — or None."""

        def plain(text: str) -> str:
            return re.sub(r"[^0-9a-z]", "", re.sub(r"^pt_", "", text.casefold()))

        wanted = {plain(n) for n in names if n}
        return next(
            (p for p in self.patrons_for(faction_id) if wanted & {plain(p.key), plain(p.name)}),
            None,
        )

    def fireteam_of(self, fireteam: str | None, upgrades: Sequence[str]) -> str | None:
        """FIRETEAM (issue 37): the fireteam a model belongs to — the one named for it, else
        the one a fireteam upgrade it holds names (the data's "Fireteam Alpha", …)."""
        if fireteam:
            return fireteam
        for key in upgrades:
            upgrade = self.upgrades.get(key)
            if upgrade is not None and upgrade.fireteam:
                return upgrade.name
        # the other model of a fireteam the data pairs (a Mamluk Faris's Assigned Sword
        # beside the elite's Mamluk-Guarded)
        return next((self._partnered[k] for k in upgrades if k in self._partnered), None)

    @cached_property
    def _partnered(self) -> dict[str, str]:
        """The upgrade a fireteam's other model holds → the fireteam's name."""
        return {u.partner: u.name for u in self.upgrades.values() if u.fireteam and u.partner}

    def fireteam_names(self, faction_id: str) -> tuple[str, ...]:
        """The fireteams the data names for a faction's models (none: the player names them)."""
        faction = self.factions.get(faction_id)
        models = {e.model for e in self.recruitable(faction_id)} if faction is not None else set()
        names = [
            u.name
            for u in self.upgrades.values()
            if u.fireteam and (not u.models or models & set(u.models))
        ]
        return tuple(dict.fromkeys(sorted(names)))

    def name_of(self, token: str) -> str:
        """What a token of the effects names, as people read it: an entry's name, a
        faction's, a patron's, a skill or a find by its words."""
        upgrade = self.upgrades.get(token)
        parent = self.upgrades.get(upgrade.option_of or "") if upgrade is not None else None
        if upgrade is not None and parent is not None:
            return f"{parent.name}: {upgrade.name}"  # Legionnaire: Ranged
        for table in (self.items, self.upgrades, self.models, self.factions):
            entry = table.get(token)
            if entry is not None:
                return str(entry.name)
        if token == PROMOTED:
            return tr("Elite promotion")
        kind, _, rest = token.partition(":")
        if kind == "patron":
            found = next((p.name for p in self.patrons if name_key(p.name) == rest), None)
            if found:
                return found
        if kind in ("skill", "injury", "find", "patron") and rest:
            small = {"a", "an", "and", "at", "for", "in", "of", "on", "the", "to"}
            words = rest.split()
            return " ".join(
                w if i and w in small else w[:1].upper() + w[1:] for i, w in enumerate(words)
            )
        if kind == "kw" and rest:
            return rest
        return token

    def patron_skills(self, key: str) -> tuple[str, ...]:
        """A patron's skill table, in the catalog's order."""
        return tuple(name for name, groups in self.skills if key in groups)

    def roster_entry(self, faction_id: str, model_id: str) -> RosterEntry | None:
        """What a faction pays for a model: its own roster first, then the open mercenaries."""
        entry = self.factions[faction_id].entry(model_id)
        if entry is None:
            entry = next((e for e in self.mercenaries if e.model == model_id), None)
        return entry

    def recruitable(self, faction_id: str) -> tuple[RosterEntry, ...]:
        own = self.factions[faction_id].roster
        listed = {e.model for e in own}
        return own + tuple(e for e in self.mercenaries if e.model not in listed)

    def mandatory_items(self, model_id: str) -> tuple[str, ...]:
        found: list[str] = []
        for rule in self.mandatory:
            if model_id in rule.models:
                found.extend(rule.items)
        return tuple(found)

    def upgrades_for(self, model_id: str) -> tuple[Upgrade, ...]:
        return tuple(u for u in self.upgrades.values() if not u.models or model_id in u.models)

    def candidates(self, kind: str, key: str) -> tuple[str, ...]:
        """The ids of the `kind` ("models", "items", "upgrades", "factions") entries that `key`
        names: itself, or the entries that list it among their aliases (another tool's id,
        an older catalog's)."""
        table: Mapping[str, Any] = getattr(self, kind)
        if key in table:
            return (key,)
        return self._aliases.get(kind, {}).get(key, ())

    @cached_property
    def _aliases(self) -> dict[str, dict[str, tuple[str, ...]]]:
        """kind → alias → the ids that list it, built once per catalog."""
        index: dict[str, dict[str, tuple[str, ...]]] = {}
        for kind in ("models", "items", "upgrades", "factions"):
            table: Mapping[str, Any] = getattr(self, kind)
            found: dict[str, tuple[str, ...]] = {}
            for entry in table.values():
                for alias in entry.aliases:
                    found[alias] = (*found.get(alias, ()), entry.id)
            index[kind] = found
        return index

    def resolve(
        self, kind: str, key: str, allowed: Callable[[str], bool] | None = None
    ) -> str | None:
        """The one entry `key` names (see `candidates`), among those `allowed` (say, offered
        to the model at hand) when more than one; None when none or still several."""
        found = self.candidates(kind, key)
        if len(found) > 1 and allowed is not None:
            found = tuple(f for f in found if allowed(f))
        return found[0] if len(found) == 1 else None

    def base_factions(self) -> tuple[Faction, ...]:
        return tuple(f for f in self.factions.values() if f.variant_of is None)

    def variants(self, faction_id: str) -> tuple[Faction, ...]:
        return tuple(f for f in self.factions.values() if f.variant_of == faction_id)


def frozen(mapping: Mapping[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType(dict(mapping))


# The bundled catalogs' profile labels and their explanations, for the message catalog
# (models/i18n.py): shown through tr() in the member table, pickers and PDFs. Names of models
# and items stay as the catalog writes them.
PROFILE_WORDS = (
    N_("Move"),
    N_("Movement in inches"),
    N_("Ranged"),
    N_("Ranged characteristic: added to ranged attack rolls"),
    N_("Melee"),
    N_("Melee characteristic: added to melee attack rolls"),
    N_("Armour"),
    N_("Armour: the model's own injury modifier (worn armour adds to it)"),
    N_("HP"),
    N_("Health Points"),
    N_("Def"),
    N_("Defensive Skill"),
    N_("Res"),
    N_("Resilience"),
    N_("Arm"),
    N_("Armour (save bonus)"),
    N_("Att"),
    N_("Attacks"),
    N_("Off"),
    N_("Offensive Skill"),
    N_("Str"),
    N_("Strength"),
    N_("AP"),
    N_("Armour Penetration"),
    N_("Special save"),
    N_("Special save (e.g. Fortitude), rolled after armour"),
    N_("Aim"),
    N_("Aim: a shot hits on a D6 at or under it (DI-3)"),
    N_("Ability"),
    N_("Ability, compared in melee (DI-8)"),
    N_("Health"),
    N_("Health (Salute): a D6 above it kills (DI-4)"),
    N_("Dodge"),
    N_("Dodge save (DI-5)"),
    N_("Structure"),
    N_("Structure points of a vehicle (DI-11)"),
    N_("Deployment"),
    N_("Deployment skill of a commander (DI-2)"),
    N_("Kind"),
    N_("Unit kind: close-combat, close-fire or long-range-fire (DI-1)"),
    N_("WS"),
    N_("Walka Strzelecka: ranged skill (WZ-H1)"),
    N_("DW"),
    N_("Dowodzenie: leadership"),
    N_("Ro"),
    N_("Rozmiar: size (WZ-M3)"),
    N_("ŻW"),
    N_("Żywotność: wounds"),
    N_("Armour (WZ-D2)"),
)
