"""Match-ups between two warbands: every model of one with each of its weapons against every
model of the other, each cell the exact odds of the spec the attack wizard would build for
that attack as a game starts — no markers, nobody Down, the table's situation (cover, range …)
at its defaults. The window's heat map, the match-up sheet (PDF) and `warband-ledger compare`
read this module.

The cells come from `plan_attack` on a table of the two warbands (the one the wizard and
`game attack` use), so a cell's spec given to `odds` prints the cell's odds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from typing import Any

from models.catalog.catalog import Catalog
from models.db.engine import Database
from models.i18n import format_percent, tr
from models.ledger.catalogs import load_catalog
from models.ledger.games.play import plan_attack
from models.ledger.profiles import profile_of
from models.ledger.rosters import roster
from models.rules.registry import system_title
from models.rules.system import OddsReport
from models.table.declaration import Side, Table, WeaponChoice
from models.table.errors import InvalidInput
from models.table.views import GameState, GameSummary, MemberView, ParticipantView, WarbandView

UNPLAYED = 0  # the id of the game a match-up table stands for: none is recorded


@dataclass(frozen=True)
class MatchupCell:
    """One attack: who, with what, at whom; the spec and its exact odds."""

    attacker_id: int
    weapon: WeaponChoice
    target_id: int
    spec: Mapping[str, Any]  # as `odds` takes it: only what differs from the defaults
    report: OddsReport
    decisive: Fraction  # the chance of the decisive outcome (Out of Action …)


@dataclass(frozen=True)
class MatchupRow:
    """An attacker with one of its weapons, against every target in order."""

    attacker: MemberView
    weapon: WeaponChoice
    cells: tuple[MatchupCell, ...]

    @property
    def best(self) -> Fraction:
        return max((c.decisive for c in self.cells), default=Fraction(0))


@dataclass(frozen=True)
class Matchup:
    system: str
    edition: str | None
    attackers: WarbandView
    defenders: WarbandView
    targets: tuple[MemberView, ...]  # the columns, in roster order
    rows: tuple[MatchupRow, ...]
    decisive: str  # the decisive outcome's key (an `odds` outcome)
    decisive_name: str  # …in words, translated

    def cells(self) -> list[MatchupCell]:
        return [cell for row in self.rows for cell in row.cells]


def cell_text(p: Fraction) -> str:
    """A cell as the grid shows it: a whole percentage, "<1%" for a chance too small to round
    up to one, "0%" only when it cannot happen."""
    if 0 < p < Fraction(1, 200):
        return "<" + format_percent(0.01, 0)
    if Fraction(199, 200) <= p < 1:
        return ">" + format_percent(0.99, 0)
    return format_percent(float(p), 0)


def heat(p: Fraction) -> tuple[int, int, int]:
    """A cell's colour (0–255 RGB): white at 0 to a strong red at 1, black text readable on it;
    by the square root, so that the chances a game turns on (10–40 %) differ at a glance."""
    fade = round(255 - 175 * float(p) ** 0.5)
    return 255, fade, fade


def fielded(warband: WarbandView) -> tuple[MemberView, ...]:
    """The members who can take the field: the dead cannot."""
    return tuple(m for m in warband.members if m.status != "dead")


def versus_table(attackers: WarbandView, defenders: WarbandView, catalog: Catalog) -> Table:
    """The two warbands on one table, as a game about to start would put them: every member
    who can take the field, no markers; the edition is the attackers'."""
    if attackers.id == defenders.id:
        raise InvalidInput(tr("against: a warband is not matched against itself"))
    if attackers.system != defenders.system:
        raise InvalidInput(
            tr("against: {name!r} plays {other}, not {system}").format(
                name=defenders.name,
                other=system_title(defenders.system),
                system=system_title(attackers.system),
            )
        )
    if attackers.edition != defenders.edition:  # one rulebook and one catalog for both
        raise InvalidInput(
            tr("against: {name!r} plays edition {other}, not {edition}").format(
                name=defenders.name, other=defenders.edition, edition=attackers.edition
            )
        )
    return start_table(
        catalog, attackers.system, attackers.edition, fielded(attackers), fielded(defenders)
    )


def start_table(
    catalog: Catalog,
    system: str,
    edition: str | None,
    ours: tuple[MemberView, ...],
    theirs: tuple[MemberView, ...],
) -> Table:
    """Two sides on a table as a game about to start: no markers, nobody Down; no game is
    recorded (its id is UNPLAYED)."""
    game = GameSummary(
        id=UNPLAYED,
        played_on=date.today(),
        scenario="",
        system=system,
        edition=edition or "",
        status="in_progress",
        warbands=("", ""),
        campaign_id=None,
        version=0,
    )
    sides = tuple(
        Side(ParticipantView(None, "", side, tuple(m.id for m in members), None, 0), members)
        for side, members in enumerate((ours, theirs))
    )
    return Table(game, catalog, sides, GameState(UNPLAYED, 1, 0, {}), profile_of(system))


def match_up(
    database: Database,
    attackers_id: int,
    defenders_id: int,
    member_id: int | None = None,
) -> Matchup:
    """Every fielded member of warband `attackers_id` (or only `member_id`) with each of its
    weapons against every fielded member of warband `defenders_id`; InvalidInput or NotFound
    name what is wrong."""
    attackers = roster.get_warband(database, attackers_id)
    defenders = roster.get_warband(database, defenders_id)
    with database.sessions() as session:
        catalog = load_catalog(session, attackers.system, attackers.edition)
    table = versus_table(attackers, defenders, catalog)
    chosen = fielded(attackers)
    if member_id is not None:
        chosen = tuple(m for m in attackers.members if m.id == member_id)
        if not chosen:
            raise InvalidInput(
                tr("member: {member} is not in {name!r}").format(
                    member=member_id, name=attackers.name
                )
            )
        if chosen[0].status == "dead":
            raise InvalidInput(tr("member: {name} is dead").format(name=chosen[0].name))
    rules = table.profile.attack
    targets = fielded(defenders)
    rows = []
    for attacker in chosen:
        for weapon in table.weapons(attacker.id):
            cells = []
            for target in targets:
                plan = plan_attack(table, attacker.id, weapon, target.id)
                cells.append(
                    MatchupCell(
                        attacker.id,
                        weapon,
                        target.id,
                        plan.spec,
                        plan.odds,
                        plan.odds.outcomes.get(rules.decisive, Fraction(0)),
                    )
                )
            rows.append(MatchupRow(attacker, weapon, tuple(cells)))
    return Matchup(
        attackers.system,
        table.edition,
        attackers,
        defenders,
        targets,
        tuple(rows),
        rules.decisive,
        rules.decisive_name(),
    )
