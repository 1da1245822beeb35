"""A campaign's own content (issue 37): the organiser's lists of scenarios and Glorious Deeds,
the exploration table and exploring by it (TC-C7), and the debts a warband takes and pays.

The lists and the table are campaign settings (`campaigns.edit_campaign`), checked here;
exploring and debts are campaign steps written through the campaign log, so each is one
transaction with undo.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from models.assets import UnknownAsset, read_bytes
from models.catalog.catalog import Catalog, Item
from models.catalog.validation import Choice
from models.db.engine import Database
from models.db.schema import Battle, BattleSide, Warband
from models.i18n import ntr, tr
from models.ledger.campaigns.campaign_log import logged_change, step_action
from models.ledger.rosters import roster
from models.ledger.user_text import MAX_NAME, line_text
from models.rules import exploration as rules
from models.rules.dice import SeededDice
from models.table.errors import InvalidInput
from models.table.views import CampaignEventView

MAX_LIST = 200  # scenarios, deeds or locations a campaign lists
MAX_DUCATS = 100_000  # a debt or a find, far beyond any campaign's
EXPLORATION_DICE = rules.EXPLORATION_DICE  # the dice a table may roll (TC-C7)
BY_BATTLES = rules.BY_BATTLES  # TC-C8: 3 to 6 D6 by the battles fought
GAINS_FIELDS = ("ducats", "glory", "items", "models", "skill", "warband_skill")
LOCATION_FIELDS = ("name", "first", "last", "table", "options", "text", "key", *GAINS_FIELDS)
OPTION_FIELDS = ("name", "factions", "text", *GAINS_FIELDS)
MAX_OPTIONS = 20  # a location's options
MAX_TEXT = 500  # a location's or option's own words
MAX_TURNS = 20  # a scenario's length
MAX_MODIFIER = 12  # TC-C8: what skills and items add to (or take from) an exploration score
# The groups exploration's finds and skills are kept under among the warband's choices.
FIND_GROUP = "Exploration"
SKILL_GROUP = "Exploration Skills"


# -- the books' content, bundled -------------------------------------------------------------


def bundled_content(system: str, edition: str) -> dict[str, Any]:
    """The settings a new campaign of the system and edition starts with: the books' scenarios,
    Glorious Deeds and exploration tables where they are bundled (resources/campaigns/, built
    by packaging/build_tc10_campaign.py), else none."""
    try:
        raw = read_bytes(f"campaign.{system}.{edition}")
    except UnknownAsset:
        return {}
    settings = json.loads(raw)["settings"]
    return {
        "scenarios": check_names(settings["scenarios"], "scenarios"),
        "deeds": check_names(settings["deeds"], "deeds"),
        "scenario_rules": check_scenario_rules(settings["scenario_rules"]),
        "exploration": settings["exploration"],
    }


# -- the organiser's lists ------------------------------------------------------------------


def check_names(value: Any, key: str) -> list[str]:
    """A setting that lists names (scenarios, Glorious Deeds): distinct lines of text."""
    if not isinstance(value, list) or len(value) > MAX_LIST:
        raise InvalidInput(
            tr("{key}: a list of at most {most} names").format(key=key, most=MAX_LIST)
        )
    names: list[str] = []
    for i, given in enumerate(value):
        name = line_text(given, f"{key}[{i}]") if isinstance(given, str) else ""
        if not name:
            raise InvalidInput(
                tr("{key}[{i}]: a name, not {value!r}").format(key=key, i=i, value=given)
            )
        if name.casefold() in (n.casefold() for n in names):
            raise InvalidInput(tr("{key}: {name} is listed twice").format(key=key, name=name))
        names.append(name)
    return names


def check_scenario_rules(value: Any) -> dict[str, dict[str, Any]]:
    """The scenarios' own rules (issue 49: the books' length and Glorious Deeds of each), by
    scenario name: {"turns": [least, most], "deeds": [names]}."""
    key = "scenario_rules"
    if not isinstance(value, Mapping) or len(value) > MAX_LIST:
        raise InvalidInput(
            tr("{key}: an object of at most {most} scenarios").format(key=key, most=MAX_LIST)
        )
    checked: dict[str, dict[str, Any]] = {}
    for name, rules_of in value.items():
        at = f"{key}[{name!r}]"
        scenario = line_text(name, at) if isinstance(name, str) else ""
        if not scenario or not isinstance(rules_of, Mapping) or set(rules_of) - {"turns", "deeds"}:
            raise InvalidInput(tr("{where}: an object with turns and deeds").format(where=at))
        turns = rules_of.get("turns", [])
        if turns:
            if not isinstance(turns, list) or len(turns) != 2:
                raise InvalidInput(tr("{where}.turns: [least, most]").format(where=at))
            least = _whole(turns[0], f"{at}.turns[0]", 1, MAX_TURNS)
            turns = [least, _whole(turns[1], f"{at}.turns[1]", least, MAX_TURNS)]
        checked[scenario] = {
            "turns": turns,
            "deeds": check_names(rules_of.get("deeds", []), f"{at}.deeds"),
        }
    return checked


def scenario_line(settings: Mapping[str, Any], scenario: str) -> str:
    """A scenario's length and Glorious Deeds, as one line ("" when the campaign has none)."""
    rules_of = (settings.get("scenario_rules") or {}).get(scenario)
    if not rules_of:
        return ""
    parts = []
    turns = rules_of.get("turns") or []
    if turns:
        least, most = turns
        shown = str(least) if least == most else f"{least}–{most}"
        parts.append(ntr(("{turns} turn", "{turns} turns"), most).format(turns=shown))
    if rules_of.get("deeds"):
        parts.append(tr("Glorious Deeds: {deeds}").format(deeds=", ".join(rules_of["deeds"])))
    return " · ".join(parts)


def deed_name(deeds: Sequence[str], name: str) -> str:
    """A Glorious Deed as the campaign lists it (any name while it lists none)."""
    text = line_text(name, tr("Glorious Deed"))
    if not text:
        raise InvalidInput(tr("Glorious Deed: name the deed"))
    if not deeds:
        return text
    found = next((d for d in deeds if d.casefold() == text.casefold()), None)
    if found is None:
        raise InvalidInput(
            tr("Glorious Deed: {name!r} is not on the campaign's list ({choices})").format(
                name=text, choices=", ".join(deeds)
            )
        )
    return found


# -- the exploration table (TC-C7; the v1.0 books', TC-C8) -----------------------------------


@dataclass(frozen=True, kw_only=True)
class Gains:
    """What a location, or the option of it chosen, gives the warband that finds it."""

    ducats: int = 0
    glory: int = 0
    items: tuple[str, ...] = ()  # to the arsenal
    models: tuple[str, ...] = ()  # join the warband, beyond the roster's limits
    skill: str = ""  # a member of the player's choosing learns it
    warband_skill: str = ""  # an exploration skill the warband keeps (TC-C8: a choice of it)

    def gains_setting(self) -> dict[str, Any]:
        given = {
            "ducats": self.ducats,
            "glory": self.glory,
            "items": list(self.items),
            "models": list(self.models),
            "skill": self.skill,
            "warband_skill": self.warband_skill,
        }
        return {k: v for k, v in given.items() if v or k in ("ducats", "glory", "items")}


@dataclass(frozen=True, kw_only=True)
class Option(Gains):
    """One way to take a location ("Sell", "Report"); `factions`: only warbands of these
    factions (or their variants) may take it; `text`: what the app cannot apply, in our words."""

    name: str
    factions: tuple[str, ...] = ()
    text: str = ""

    def open_to(self, factions: Sequence[str]) -> bool:
        return not self.factions or any(f in self.factions for f in factions)

    def as_setting(self) -> dict[str, Any]:
        given = {"name": self.name, **self.gains_setting()}
        if self.factions:
            given["factions"] = list(self.factions)
        if self.text:
            given["text"] = self.text
        return given


@dataclass(frozen=True, kw_only=True)
class Location(Gains):
    name: str
    first: int
    last: int
    table: str = ""  # TC-C8: "common", "rare" or "legendary"; TC-C7 tables have one table
    options: tuple[Option, ...] = ()  # the player takes one (TC-C8), beside the gains above
    text: str = ""  # what the app cannot apply, in our words
    key: str = ""  # the other tool's id of it (Trench Companion's el_…)

    def as_setting(self) -> dict[str, Any]:
        given = {"name": self.name, "first": self.first, "last": self.last, **self.gains_setting()}
        for field, value in (("table", self.table), ("text", self.text), ("key", self.key)):
            if value:
                given[field] = value
        if self.options:
            given["options"] = [o.as_setting() for o in self.options]
        return given


@dataclass(frozen=True)
class ExplorationTable:
    dice: str
    locations: tuple[Location, ...]

    @property
    def by_battles(self) -> bool:
        """TC-C8: the v1.0 books' exploration (dice and tables by the battles fought)."""
        return self.dice == rules.BY_BATTLES

    def dice_count(self, battles: int = 1) -> int:
        """How many D6 a roll on the table takes (TC-C8: after `battles` battles)."""
        return rules.exploration_dice_count(self.dice, battles)

    def open_locations(self, battles: int = 1, found: Sequence[str] = ()) -> tuple[Location, ...]:
        """The locations a roll may find: TC-C8, those of the tables the battles open that the
        warband has not found before (each once a campaign); TC-C7, every one."""
        if not self.by_battles:
            return self.locations
        tables = rules.tables_by_battles(battles)
        gone = {name.casefold() for name in found}
        return tuple(
            loc for loc in self.locations if loc.table in tables and loc.name.casefold() not in gone
        )

    def odds(
        self, battles: int = 1, found: Sequence[str] = ()
    ) -> list[tuple[Location | None, Fraction]]:
        """TC-C7, TC-C8: each open location's chance, in the table's order, then "nothing"."""
        shown = self.open_locations(battles, found)
        odds = rules.exploration_odds(
            self.dice, [(loc.name, loc.first, loc.last) for loc in shown], battles
        )
        found_odds: list[tuple[Location | None, Fraction]] = [
            (loc, odds.get(loc.name, Fraction(0))) for loc in shown
        ]
        if odds.get(None):
            found_odds.append((None, odds[None]))
        return found_odds

    def location(
        self,
        faces: Sequence[int],
        battles: int = 1,
        found: Sequence[str] = (),
        table: str | None = None,
        modifier: int = 0,
    ) -> tuple[int, Location | None]:
        """The result of the faces (TC-C8: their sum, plus what skills and items add) and the
        open location it finds; TC-C8 tables that share the result let the player pick
        (`table`), and without a pick that is an error naming them."""
        result = rules.exploration_result(self.dice, faces, battles) + modifier
        matches = [
            loc for loc in self.open_locations(battles, found) if loc.first <= result <= loc.last
        ]
        if table:
            matches = [loc for loc in matches if loc.table == table]
        if len(matches) > 1:
            raise ValueError(
                f"{result} finds {' or '.join(f'{m.name} ({m.table})' for m in matches)}: "
                "say which table"
            )
        return result, (matches[0] if matches else None)

    def as_setting(self) -> dict[str, Any]:
        return {"dice": self.dice, "locations": [loc.as_setting() for loc in self.locations]}


def _whole(value: Any, where: str, least: int, most: int) -> int:
    if type(value) is not int or not least <= value <= most:
        raise InvalidInput(
            tr("{where}: a whole number from {least} to {most}").format(
                where=where, least=least, most=most
            )
        )
    return int(value)


def _keys(value: Any, where: str) -> tuple[str, ...]:
    if (
        not isinstance(value, list)
        or len(value) > 20
        or not all(isinstance(k, str) and 0 < len(k) <= MAX_NAME for k in value)
    ):
        raise InvalidInput(tr("{where}: a list of catalog ids").format(where=where))
    return tuple(value)


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise InvalidInput(
            tr("{where}: a text of at most {most} characters").format(where=where, most=MAX_TEXT)
        )
    return " ".join(value.split())


def _gains(data: Mapping[str, Any], at: str, catalog: Catalog | None) -> dict[str, Any]:
    """The gains fields of a location or option, checked (with the catalog, every item and
    model named)."""
    gains: dict[str, Any] = {
        "ducats": _whole(data.get("ducats", 0), f"{at}.ducats", 0, MAX_DUCATS),
        "glory": _whole(data.get("glory", 0), f"{at}.glory", 0, MAX_DUCATS),
        "items": _keys(data.get("items", []), f"{at}.items"),
        "models": _keys(data.get("models", []), f"{at}.models"),
    }
    for field in ("skill", "warband_skill"):
        value = data.get(field, "")
        if not isinstance(value, str):
            raise InvalidInput(tr("{where}.{field}: a skill's name").format(where=at, field=field))
        gains[field] = line_text(value, f"{at}.{field}")
    if catalog is not None:
        for j, key in enumerate(gains["items"]):
            if key not in catalog.items:
                raise InvalidInput(
                    tr("{where}.items[{j}]: {key!r} is not an item of the catalog").format(
                        where=at, j=j, key=key
                    )
                )
        for j, key in enumerate(gains["models"]):
            if key not in catalog.models:
                raise InvalidInput(
                    tr("{where}.models[{j}]: {key!r} is not a model of the catalog").format(
                        where=at, j=j, key=key
                    )
                )
    return gains


def _unknown(data: Mapping[str, Any], fields: Sequence[str], at: str) -> None:
    unknown = sorted(set(data) - set(fields))
    if unknown:
        raise InvalidInput(
            tr("{where}: unknown {value}").format(where=at, value=", ".join(unknown))
        )


def _name(data: Mapping[str, Any], at: str) -> str:
    name = data.get("name")
    text = line_text(name, f"{at}.name") if isinstance(name, str) else ""
    if not text:
        raise InvalidInput(tr("{where}.name: name it").format(where=at))
    return text


def _options(value: Any, at: str, catalog: Catalog | None) -> tuple[Option, ...]:
    if not isinstance(value, list) or len(value) > MAX_OPTIONS:
        raise InvalidInput(
            tr("{where}: a list of at most {most} options").format(where=at, most=MAX_OPTIONS)
        )
    options: list[Option] = []
    for i, data in enumerate(value):
        where = f"{at}[{i}]"
        if not isinstance(data, Mapping):
            raise InvalidInput(tr("{where}: an object").format(where=where))
        _unknown(data, OPTION_FIELDS, where)
        option = Option(
            name=_name(data, where),
            factions=_keys(data.get("factions", []), f"{where}.factions"),
            text=_text(data.get("text", ""), f"{where}.text"),
            **_gains(data, where, catalog),
        )
        if any(o.name.casefold() == option.name.casefold() for o in options):
            raise InvalidInput(
                tr("{where}.name: {name} is listed twice").format(where=where, name=option.name)
            )
        options.append(option)
    return tuple(options)


def exploration_table(value: Any, catalog: Catalog | None = None) -> ExplorationTable | None:
    """The campaign's exploration table from its setting (None: the campaign has none),
    every field checked and named where it is wrong; with the catalog, every item and model."""
    if value is None:
        return None
    where = "exploration"
    if not isinstance(value, Mapping) or set(value) - {"dice", "locations"}:
        raise InvalidInput(tr("exploration: an object with dice and locations"))
    dice = value.get("dice")
    if dice not in rules.EXPLORATION_DICE:
        raise InvalidInput(
            tr("exploration.dice: one of {choices}").format(
                choices=", ".join(rules.EXPLORATION_DICE)
            )
        )
    by_battles = dice == rules.BY_BATTLES
    if by_battles:  # TC-C8: 3 to 6 D6 (a skill may add to the sum: a little room above)
        low, high = 3, 6 * rules.dice_by_battles(10) + MAX_MODIFIER
    else:
        results = rules.exploration_results(dice)
        low, high = min(results), max(results)
    found = value.get("locations")
    if not isinstance(found, list) or not 0 < len(found) <= MAX_LIST:
        raise InvalidInput(
            tr("exploration.locations: a list of 1 to {most} locations").format(most=MAX_LIST)
        )
    locations: list[Location] = []
    for i, data in enumerate(found):
        at = f"{where}.locations[{i}]"
        if not isinstance(data, Mapping):
            raise InvalidInput(tr("{where}: an object").format(where=at))
        _unknown(data, LOCATION_FIELDS, at)
        first = _whole(data.get("first"), f"{at}.first", low, high)
        last = _whole(data.get("last", first), f"{at}.last", first, high)
        table = data.get("table", "")
        if by_battles and table not in rules.TABLES:
            raise InvalidInput(
                tr("{where}.table: one of {choices}").format(
                    where=at, choices=", ".join(rules.TABLES)
                )
            )
        if not by_battles and table:
            raise InvalidInput(
                tr("{where}.table: only a table rolled by battles has several").format(where=at)
            )
        key = data.get("key", "")
        if not isinstance(key, str) or len(key) > MAX_NAME:
            raise InvalidInput(tr("{where}.key: an id").format(where=at))
        location = Location(
            name=_name(data, at),
            first=first,
            last=last,
            table=table,
            options=_options(data.get("options", []), f"{at}.options", catalog),
            text=_text(data.get("text", ""), f"{at}.text"),
            key=key,
            **_gains(data, at, catalog),
        )
        for other in locations:
            if other.name.casefold() == location.name.casefold():
                raise InvalidInput(
                    tr("{where}.name: {name} is listed twice").format(where=at, name=other.name)
                )
            if (
                other.table == location.table
                and location.first <= other.last
                and other.first <= location.last
            ):
                raise InvalidInput(
                    tr("{where}: results {first}–{last} overlap {name}'s").format(
                        where=at, first=first, last=last, name=other.name
                    )
                )
        locations.append(location)
    return ExplorationTable(dice, tuple(locations))


@dataclass(frozen=True)
class Exploration:
    """What a roll on the table found: the dice, the result and the location (None: none)."""

    faces: tuple[int, ...]
    result: int
    location: Location | None


def roll_exploration(table: ExplorationTable, battles: int = 1) -> tuple[tuple[int, ...], int]:
    """The app rolls the table's D6 for the player: the faces and the generator's seed (kept
    in the log with them, as for every die the app rolls)."""
    dice = SeededDice()
    faces = tuple(dice.roll(table.dice_count(battles), 6))
    return faces, dice.seed


def battles_fought(session: Session, battle_id: int, warband_id: int) -> int:
    """TC-C8: the battles the warband has fought in the campaign up to this one, counted."""
    battle = session.get(Battle, battle_id)
    if battle is None:
        raise InvalidInput(tr("Battle {battle_id} does not exist.").format(battle_id=battle_id))
    rows = session.execute(
        select(Battle.round, Battle.played_on, Battle.id)
        .join(BattleSide, BattleSide.battle_id == Battle.id)
        .where(Battle.campaign_id == battle.campaign_id, BattleSide.warband_id == warband_id)
    ).all()
    here = (battle.round, battle.played_on, battle.id)
    return sum(1 for row in rows if tuple(row) <= here)


def open_tables(battles: int) -> tuple[str, ...]:
    """TC-C8: the tables a warband may find a location on after `battles` battles."""
    return rules.tables_by_battles(battles)


def loot(table: ExplorationTable, score: int) -> int:
    """TC-C8: the ducats a score loots (ten a point); a TC-C7 table loots nothing."""
    return rules.LOOT_PER_POINT * max(0, score) if table.by_battles else 0


def exploration_context(
    database: Database, battle_id: int, warband_id: int
) -> tuple[int, tuple[str, ...]]:
    """TC-C8, for a window to show the odds before the step: (the battles the warband has
    fought up to this one, the locations it has found before)."""
    with database.sessions() as session:
        warband = session.get(Warband, warband_id)
        found = found_before(warband) if warband is not None else ()
        return battles_fought(session, battle_id, warband_id), found


def found_before(warband: Warband) -> tuple[str, ...]:
    """TC-C8: the locations the warband has found (its finds): each is found once a campaign."""
    return tuple(c.name for c in roster.choices_of(warband) if c.kind == "find")


def findable_items(catalog: Catalog, faction_key: str) -> list[Item]:
    """What a find by hand offers (issue 49 §4): the faction's armoury as the Quartermaster
    and the equipment picker offer it (to any of its models), then the relics no faction's
    armoury sells — never another faction's own kit; each name once, by name."""
    faction = catalog.factions.get(faction_key)
    own = [e.item for e in faction.armoury_for(None)] if faction else []
    sold = {e.item for f in catalog.factions.values() for e in f.armoury}
    built_in = {key for model in catalog.models for key in catalog.mandatory_items(model)}
    built_in.update(catalog.rules.default_items)  # the fists every model has
    relics = [key for key in catalog.items if key not in sold and key not in built_in]
    found: dict[str, Item] = {}
    for key in [*own, *relics]:
        item = catalog.items.get(key)
        if item is not None:
            found.setdefault(item.name.casefold(), item)
    return sorted(found.values(), key=lambda i: i.name.casefold())


def factions_of(catalog: Catalog, faction_key: str) -> tuple[str, ...]:
    """A faction and the one it is a variant of: an option open to either is open to it."""
    faction = catalog.factions.get(faction_key)
    return (faction_key, *((faction.variant_of,) if faction and faction.variant_of else ()))


def explore(
    database: Database,
    battle_id: int,
    warband_id: int,
    faces: Sequence[int],
    member_id: int | None = None,
    seed: int | None = None,
    *,
    option: str | None = None,
    table: str | None = None,
    modifier: int = 0,
) -> CampaignEventView:
    """TC-C7, TC-C8, at the Exploration step: the dice find a location of the campaign's table
    and the warband takes what it gives — ducats and glory to the banks, items to the arsenal,
    models joining beyond the roster's limits (granted), a skill to the member named, and of a
    location with options the one chosen. TC-C8 also loots ten ducats a point of the score
    and keeps the location among the warband's finds (each found once a campaign)."""
    shift = _whole(modifier, tr("modifier"), -MAX_MODIFIER, MAX_MODIFIER)

    def change(session: Session, warband: Warband, settings: dict[str, Any]) -> str:
        catalog = roster.catalog_for(session, warband.system_id, warband.edition_id)
        chart = exploration_table(settings.get("exploration"), catalog)
        if chart is None:
            raise InvalidInput(
                tr("Exploration: this campaign has no exploration table; record the find by hand")
            )
        battles = battles_fought(session, battle_id, warband_id)
        try:
            result, location = chart.location(
                faces, battles, found_before(warband), table or None, shift
            )
        except ValueError as exc:
            raise InvalidInput(tr("Exploration: {problem}").format(problem=exc)) from None
        looted_ducats = loot(chart, result)
        warband.ducat_bank += looted_ducats
        looted = [tr("loot {ducats} ducats").format(ducats=looted_ducats)] if looted_ducats else []
        if location is None:
            nothing = tr("Exploration: {result} finds nothing").format(result=result)
            return nothing + (f" ({looted[0]})" if looted else "")
        chosen = _option(location, option, factions_of(catalog, warband.faction_key))
        if chart.by_battles:
            found = [*roster.choices_of(warband)]
            found.append(Choice("find", location.name, FIND_GROUP, location.key or None))
            warband.choices = roster.choices_data(found)
        gains = _take(warband, catalog, location, member_id)
        if chosen is not None:
            gains += _take(warband, catalog, chosen, member_id)
        named = f"{location.name}: {chosen.name}" if chosen is not None else location.name
        shown = [*gains, *looted]
        return tr("Exploration: {result}, {location}").format(result=result, location=named) + (
            f" ({', '.join(shown)})" if shown else ""
        )

    return step_action(
        database,
        battle_id,
        warband_id,
        "exploration",
        "explore",
        change,
        dice=tuple(faces),
        extra={"seed": seed} if seed is not None else None,
    )


def _option(location: Location, wanted: str | None, factions: Sequence[str]) -> Option | None:
    """The option of the location the player took (by name), among those open to the faction;
    a location with options needs one named."""
    open_ = [o for o in location.options if o.open_to(factions)]
    if not location.options:
        if wanted:
            raise InvalidInput(
                tr("Exploration: {location} has no options").format(location=location.name)
            )
        return None
    names = ", ".join(o.name for o in open_) or tr("none for this faction")
    if not wanted:
        raise InvalidInput(
            tr("Exploration: {location}: choose one of {options}").format(
                location=location.name, options=names
            )
        )
    found = next((o for o in open_ if o.name.casefold() == wanted.strip().casefold()), None)
    if found is None:
        raise InvalidInput(
            tr("Exploration: {location} offers {options}, not {wanted!r}").format(
                location=location.name, options=names, wanted=wanted
            )
        )
    return found


def _take(warband: Warband, catalog: Catalog, gains: Gains, member_id: int | None) -> list[str]:
    """Apply what a location or option gives; what was gained, a line each."""
    taken = []
    if gains.skill:
        if member_id is None:
            raise InvalidInput(
                tr("Exploration: it teaches {skill}; say which member learns it").format(
                    skill=gains.skill
                )
            )
        member = roster.member_of(warband, member_id)
        if gains.skill not in member.skills:
            member.skills = [*member.skills, gains.skill]
        taken.append(tr("{member} learns {skill}").format(member=member.name, skill=gains.skill))
    if gains.warband_skill:
        kept = [*roster.choices_of(warband)]
        kept.append(Choice("choice", gains.warband_skill, SKILL_GROUP))
        warband.choices = roster.choices_data(kept)
        taken.append(tr("the exploration skill {skill}").format(skill=gains.warband_skill))
    warband.ducat_bank += gains.ducats
    warband.glory_bank += gains.glory
    warband.arsenal = [*warband.arsenal, *gains.items]
    granted = dict(warband.granted or {})
    for key in gains.items:  # found: the roster accepts it although the armoury may not sell it
        granted[key] = int(granted.get(key, 0)) + 1
    for key in gains.models:
        model = catalog.models[key]
        granted[key] = int(granted.get(key, 0)) + 1
        warband.members.append(
            roster.member_row(
                position=len(warband.members),
                name=model.name,
                model_key=key,
                items=catalog.mandatory_items(key),
            )
        )
        taken.append(tr("{model} joins").format(model=model.name))
    warband.granted = granted
    taken += [
        f"{gains.ducats} {tr('ducats')}" if gains.ducats else "",
        f"{gains.glory} {tr('glory')}" if gains.glory else "",
        *(catalog.items[k].name for k in gains.items),
    ]
    return [t for t in taken if t]


# -- debts ---------------------------------------------------------------------------------

DEBT_CURRENCIES = ("ducats", "glory")
_BANK = {"ducats": "ducat_bank", "glory": "glory_bank"}
_DEBT = {"ducats": "ducat_debt", "glory": "glory_debt"}


def _currency(currency: str) -> str:
    if currency not in DEBT_CURRENCIES:
        raise InvalidInput(tr("debt: in ducats or glory, not {value!r}").format(value=currency))
    return currency


def take_debt(
    database: Database, campaign_id: int, warband_id: int, amount: int, currency: str = "ducats"
) -> CampaignEventView:
    """The warband borrows: the amount goes to its bank and onto its debt (docs/decisions.md,
    "Debts")."""
    bank, debt = _BANK[_currency(currency)], _DEBT[currency]
    taken = _whole(amount, tr("debt"), 1, MAX_DUCATS)

    def change(_s: Session, warband: Warband, _settings: dict[str, Any]) -> str:
        setattr(warband, bank, getattr(warband, bank) + taken)
        setattr(warband, debt, (getattr(warband, debt) or 0) + taken)
        return tr("{warband} borrows {amount} {currency} (owes {debt})").format(
            warband=warband.name, amount=taken, currency=tr(currency), debt=getattr(warband, debt)
        )

    return logged_change(database, campaign_id, warband_id, None, "campaign", "debt", change)


def pay_debt(
    database: Database, campaign_id: int, warband_id: int, amount: int, currency: str = "ducats"
) -> CampaignEventView:
    """The warband pays back from its bank, at most what it owes."""
    bank, debt = _BANK[_currency(currency)], _DEBT[currency]
    paid = _whole(amount, tr("payment"), 1, MAX_DUCATS)

    def change(_s: Session, warband: Warband, _settings: dict[str, Any]) -> str:
        owed, held = getattr(warband, debt) or 0, getattr(warband, bank)
        if paid > owed:
            raise InvalidInput(
                tr("{warband} owes {debt} {currency}, not {amount}").format(
                    warband=warband.name, debt=owed, currency=tr(currency), amount=paid
                )
            )
        if paid > held:
            raise InvalidInput(
                tr("{warband}'s bank holds {bank} {currency}, not {amount}").format(
                    warband=warband.name, bank=held, currency=tr(currency), amount=paid
                )
            )
        setattr(warband, bank, held - paid)
        setattr(warband, debt, owed - paid)
        return tr("{warband} pays back {amount} {currency} (owes {debt})").format(
            warband=warband.name, amount=paid, currency=tr(currency), debt=owed - paid
        )

    return logged_change(database, campaign_id, warband_id, None, "campaign", "repay", change)
