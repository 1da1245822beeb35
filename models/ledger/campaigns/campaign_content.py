"""A campaign's own content (issue 37): the organiser's lists of scenarios and Glorious Deeds,
the exploration table and exploring by it (TC-C7), and the debts a warband takes and pays.

The lists and the table are campaign settings (`campaigns.edit_campaign`), checked here;
exploring and debts are campaign steps written through the campaign log, so each is one
transaction with undo.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from sqlalchemy.orm import Session

from models.catalog.catalog import Catalog
from models.db.engine import Database
from models.db.schema import Warband
from models.i18n import tr
from models.ledger.campaigns.campaign_log import logged_change
from models.ledger.rosters import roster
from models.ledger.user_text import MAX_NAME, line_text
from models.rules import exploration as rules
from models.rules.dice import SeededDice
from models.table.errors import InvalidInput
from models.table.views import CampaignEventView

MAX_LIST = 200  # scenarios, deeds or locations a campaign lists
MAX_DUCATS = 100_000  # a debt or a find, far beyond any campaign's
EXPLORATION_DICE = rules.EXPLORATION_DICE  # the dice a table may roll (TC-C7)
LOCATION_FIELDS = ("name", "first", "last", "ducats", "glory", "items", "models", "skill")


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


# -- the exploration table (TC-C7) ---------------------------------------------------------


@dataclass(frozen=True)
class Location:
    name: str
    first: int
    last: int
    ducats: int = 0
    glory: int = 0
    items: tuple[str, ...] = ()  # to the arsenal
    models: tuple[str, ...] = ()  # join the warband, beyond the roster's limits
    skill: str = ""  # a member of the player's choosing learns it

    def as_setting(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "first": self.first,
            "last": self.last,
            "ducats": self.ducats,
            "glory": self.glory,
            "items": list(self.items),
            "models": list(self.models),
            "skill": self.skill,
        }


@dataclass(frozen=True)
class ExplorationTable:
    dice: str
    locations: tuple[Location, ...]

    @property
    def dice_count(self) -> int:
        """How many D6 a roll on the table takes."""
        return rules.exploration_dice_count(self.dice)

    def ranges(self) -> list[tuple[str, int, int]]:
        return [(loc.name, loc.first, loc.last) for loc in self.locations]

    def odds(self) -> list[tuple[Location | None, Fraction]]:
        """TC-C7: each location's chance, in the table's order, then "nothing" if any."""
        odds = rules.exploration_odds(self.dice, self.ranges())
        shown: list[tuple[Location | None, Fraction]] = [
            (loc, odds.get(loc.name, Fraction(0))) for loc in self.locations
        ]
        if odds.get(None):
            shown.append((None, odds[None]))
        return shown

    def location(self, faces: Sequence[int]) -> tuple[int, Location | None]:
        result = rules.exploration_result(self.dice, faces)
        name = rules.exploration_location(self.ranges(), result)
        return result, next((loc for loc in self.locations if loc.name == name), None)

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
        unknown = sorted(set(data) - set(LOCATION_FIELDS))
        if unknown:
            raise InvalidInput(
                tr("{where}: unknown {value}").format(where=at, value=", ".join(unknown))
            )
        name = data.get("name")
        if not isinstance(name, str) or not line_text(name, f"{at}.name"):
            raise InvalidInput(tr("{where}.name: name the location").format(where=at))
        first = _whole(data.get("first"), f"{at}.first", low, high)
        last = _whole(data.get("last", first), f"{at}.last", first, high)
        skill = data.get("skill", "")
        if not isinstance(skill, str):
            raise InvalidInput(tr("{where}.skill: a skill's name").format(where=at))
        location = Location(
            name=line_text(name, f"{at}.name"),
            first=first,
            last=last,
            ducats=_whole(data.get("ducats", 0), f"{at}.ducats", 0, MAX_DUCATS),
            glory=_whole(data.get("glory", 0), f"{at}.glory", 0, MAX_DUCATS),
            items=_keys(data.get("items", []), f"{at}.items"),
            models=_keys(data.get("models", []), f"{at}.models"),
            skill=line_text(skill, f"{at}.skill"),
        )
        for other in locations:
            if other.name.casefold() == location.name.casefold():
                raise InvalidInput(
                    tr("{where}.name: {name} is listed twice").format(where=at, name=other.name)
                )
            if location.first <= other.last and other.first <= location.last:
                raise InvalidInput(
                    tr("{where}: results {first}–{last} overlap {name}'s").format(
                        where=at, first=first, last=last, name=other.name
                    )
                )
        if catalog is not None:
            for j, key in enumerate(location.items):
                if key not in catalog.items:
                    raise InvalidInput(
                        tr("{where}.items[{j}]: {key!r} is not an item of the catalog").format(
                            where=at, j=j, key=key
                        )
                    )
            for j, key in enumerate(location.models):
                if key not in catalog.models:
                    raise InvalidInput(
                        tr("{where}.models[{j}]: {key!r} is not a model of the catalog").format(
                            where=at, j=j, key=key
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


def roll_exploration(table: ExplorationTable) -> tuple[tuple[int, ...], int]:
    """The app rolls the table's D6 for the player: the faces and the generator's seed (kept
    in the log with them, as for every die the app rolls)."""
    dice = SeededDice()
    faces = tuple(dice.roll(table.dice_count, 6))
    return faces, dice.seed


def explore(
    database: Database,
    battle_id: int,
    warband_id: int,
    faces: Sequence[int],
    member_id: int | None = None,
    seed: int | None = None,
) -> CampaignEventView:
    """TC-C7, at the Exploration step: the dice find a location of the campaign's table and
    the warband takes what it gives — ducats and glory to the banks, items to the arsenal,
    models joining beyond the roster's limits (granted), a skill to the member named."""
    from models.ledger.campaigns import post_battle

    def change(session: Session, warband: Warband, settings: dict[str, Any]) -> str:
        catalog = roster.catalog_for(session, warband.system_id, warband.edition_id)
        table = exploration_table(settings.get("exploration"), catalog)
        if table is None:
            raise InvalidInput(
                tr("Exploration: this campaign has no exploration table; record the find by hand")
            )
        try:
            result, location = table.location(faces)
        except ValueError as exc:
            raise InvalidInput(tr("Exploration: {problem}").format(problem=exc)) from None
        if location is None:
            return tr("Exploration: {result} finds nothing").format(result=result)
        return tr("Exploration: {result}, {location}").format(
            result=result, location=location.name
        ) + _take(warband, catalog, location, member_id)

    return post_battle.step_action(
        database,
        battle_id,
        warband_id,
        "exploration",
        "explore",
        change,
        dice=tuple(faces),
        extra={"seed": seed} if seed is not None else None,
    )


def _take(warband: Warband, catalog: Catalog, location: Location, member_id: int | None) -> str:
    gains = []
    if location.skill:
        if member_id is None:
            raise InvalidInput(
                tr("Exploration: {location} teaches {skill}; say which member learns it").format(
                    location=location.name, skill=location.skill
                )
            )
        member = roster.member_of(warband, member_id)
        if location.skill not in member.skills:
            member.skills = [*member.skills, location.skill]
        gains.append(tr("{member} learns {skill}").format(member=member.name, skill=location.skill))
    warband.ducat_bank += location.ducats
    warband.glory_bank += location.glory
    warband.arsenal = [*warband.arsenal, *location.items]
    granted = dict(warband.granted or {})
    for key in location.models:
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
        gains.append(tr("{model} joins").format(model=model.name))
    warband.granted = granted
    gains += [
        f"{location.ducats} {tr('ducats')}" if location.ducats else "",
        f"{location.glory} {tr('glory')}" if location.glory else "",
        *(catalog.items[k].name for k in location.items),
    ]
    shown = [g for g in gains if g]
    return f" ({', '.join(shown)})" if shown else ""


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
