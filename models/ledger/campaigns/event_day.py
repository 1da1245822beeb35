"""An event day's rounds: Swiss pairings drawn from the league table, changed by hand, then
published (stored); each table's result is the battle of that round between its two warbands,
however it was entered (Enter Result…, Record a Battle…, a battle from a game), so the
standings follow at once. A bye is scored as the campaign's settings say ("bye": win, draw or
loss) by the league table (models/ledger/campaigns/campaigns.py).

`draft_round` works the next round out (models/ledger/campaigns/pairing.py) without storing it;
`publish_round` stores a draft — one transaction, refused if another round was published
meanwhile; `withdraw_round` takes the last round back while none of its results is in.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from models.db.engine import Database
from models.db.schema import Battle, RoundPairing, Warband
from models.i18n import ntr, tr
from models.ledger.campaigns import campaigns
from models.ledger.campaigns.pairing import Pairing, met, swapped, swiss
from models.table.errors import InvalidInput
from models.table.views import BattleView, LeagueRow

BYE_TABLE = 0  # the bye's row: table 0, no opponent


@dataclass(frozen=True)
class RoundDraft:
    """The next round as drawn, and as the organiser changes it before publishing."""

    campaign_id: int
    round: int
    pairing: Pairing
    standings: tuple[LeagueRow, ...]  # the league table it was drawn from
    history: frozenset[frozenset[int]]  # who has met whom (battles and earlier pairings)

    def name(self, warband_id: int) -> str:
        return next((r.warband for r in self.standings if r.warband_id == warband_id), "?")

    def swap(self, a: int, b: int) -> RoundDraft:
        """Warbands `a` and `b` trade places (either may hold the bye)."""
        return RoundDraft(
            self.campaign_id,
            self.round,
            swapped(self.pairing, a, b, self.history),
            self.standings,
            self.history,
        )


@dataclass(frozen=True)
class TableView:
    """A table of a published round: its two warbands (no second one: the bye) and the result,
    once a battle of that round between them is recorded."""

    table: int  # 0: the bye
    first_id: int | None
    first: str
    second_id: int | None
    second: str
    battle: BattleView | None = None

    @property
    def bye(self) -> bool:
        return self.table == BYE_TABLE

    def result(self) -> str:
        """The result in words ("" while it is not in)."""
        if self.bye:
            return tr("bye")
        if self.battle is None:
            return ""
        winner = next((s for s in self.battle.sides if s.outcome == "win"), None)
        points = " – ".join(
            str(s.victory_points)
            for wid in (self.first_id, self.second_id)
            if (s := self.battle.side_of(wid or -1)) is not None
        )
        if winner is None:
            return tr("draw, {vp} VP").format(vp=points)
        return tr("{name} won, {vp} VP").format(name=winner.warband_name, vp=points)


@dataclass(frozen=True)
class RoundView:
    number: int
    tables: tuple[TableView, ...]  # table order; the bye last

    @property
    def complete(self) -> bool:
        return all(t.bye or t.battle is not None for t in self.tables)

    def results_in(self) -> int:
        return sum(1 for t in self.tables if not t.bye and t.battle is not None)


def next_round_number(database: Database, campaign_id: int) -> int:
    """One after the last round with pairings or battles."""
    with database.sessions() as session:
        return _next_round(session, campaign_id)


def _next_round(session: Session, campaign_id: int) -> int:
    paired = session.scalar(
        select(func.max(RoundPairing.round)).where(RoundPairing.campaign_id == campaign_id)
    )
    fought = session.scalar(select(func.max(Battle.round)).where(Battle.campaign_id == campaign_id))
    return max(paired or 0, fought or 0) + 1


def history(database: Database, campaign_id: int) -> tuple[set[frozenset[int]], dict[int, int]]:
    """Who has met whom in this campaign (every battle, every published pair), and how many
    byes each warband has had."""
    met_before: set[frozenset[int]] = set()
    for battle in campaigns.list_battles(database, campaign_id):
        ids = [s.warband_id for s in battle.sides if s.warband_id is not None]
        met_before.update(met(a, b) for i, a in enumerate(ids) for b in ids[i + 1 :])
    byes: dict[int, int] = {}
    with database.sessions() as session:
        rows = session.execute(
            select(RoundPairing.table_no, RoundPairing.first_id, RoundPairing.second_id).where(
                RoundPairing.campaign_id == campaign_id
            )
        ).all()
    for table, first, second in rows:
        if table == BYE_TABLE and first is not None:
            byes[first] = byes.get(first, 0) + 1
        elif first is not None and second is not None:
            met_before.add(met(first, second))
    return met_before, byes


def draft_round(database: Database, campaign_id: int) -> RoundDraft:
    """The next round drawn from the league table (Swiss: league points, then victory points);
    nothing is stored."""
    standings = campaigns.league_table(database, campaign_id)
    if len(standings) < 2:
        raise InvalidInput(tr("pairings: the campaign needs at least two warbands"))
    met_before, byes = history(database, campaign_id)
    pairing = swiss([r.warband_id for r in standings], met_before, byes)
    return RoundDraft(
        campaign_id,
        next_round_number(database, campaign_id),
        pairing,
        tuple(standings),
        frozenset(met_before),
    )


def standings_before(database: Database, campaign_id: int, number: int) -> list[LeagueRow]:
    """The league as it stood before round `number`: what a pairing sheet prints, so every
    warband's points — the bye's too — are those it brings to the round."""
    return campaigns.league_table(database, campaign_id, up_to_round=number - 1)


def bye_reason(draft: RoundDraft) -> str:
    """Why the bye is not where the rule first puts it (fewest byes, then the lowest ranked):
    there, the round would have needed more rematches. "" when it is where the rule puts it."""
    pairing = draft.pairing
    if pairing.bye is None or not pairing.passed_over:
        return ""
    return tr(
        "{bye} has the bye: with {passed} sitting out, as the rule would first have it (fewest "
        "byes, then the lowest ranked), the round needed more rematches"
    ).format(
        bye=draft.name(pairing.bye),
        passed=" / ".join(draft.name(w) for w in pairing.passed_over),
    )


def publish_round(database: Database, draft: RoundDraft) -> RoundView:
    """Store the round as drafted (and changed by hand): every warband of the campaign once,
    tables numbered from the top. One transaction; refused when a round was published since
    the draft was drawn, or when the campaign's warbands changed."""
    pairs, bye = draft.pairing.pairs, draft.pairing.bye
    seen = [w for pair in pairs for w in pair] + ([bye] if bye is not None else [])
    if len(seen) != len(set(seen)):
        raise InvalidInput(tr("pairings: a warband is at two tables"))
    with database.write() as session:
        warbands = {
            w.id: w.name
            for w in session.scalars(
                select(Warband).where(Warband.campaign_id == draft.campaign_id)
            )
        }
        if set(seen) != set(warbands):
            raise InvalidInput(
                tr(
                    "pairings: the campaign's warbands changed since the round was drawn; "
                    "pair it again"
                )
            )
        if _next_round(session, draft.campaign_id) != draft.round:
            raise InvalidInput(
                tr("round {round}: another round was published meanwhile; pair it again").format(
                    round=draft.round
                )
            )
        tables: list[tuple[int, int, int | None]] = [
            (table, first, second) for table, (first, second) in enumerate(pairs, start=1)
        ]
        if bye is not None:
            tables.append((BYE_TABLE, bye, None))
        for table, first, second in tables:
            session.add(
                RoundPairing(
                    campaign_id=draft.campaign_id,
                    round=draft.round,
                    table_no=table,
                    first_id=first,
                    first_name=warbands[first],
                    second_id=second,
                    second_name=warbands[second] if second is not None else "",
                )
            )
    found = round_view(database, draft.campaign_id, draft.round)
    assert found is not None
    return found


def rounds(database: Database, campaign_id: int) -> list[RoundView]:
    """Every published round, the first first, each table with its result when it is in."""
    with database.sessions() as session:
        rows = session.execute(
            select(
                RoundPairing.round,
                RoundPairing.table_no,
                RoundPairing.first_id,
                RoundPairing.first_name,
                RoundPairing.second_id,
                RoundPairing.second_name,
            )
            .where(RoundPairing.campaign_id == campaign_id)
            .order_by(RoundPairing.round, RoundPairing.table_no == BYE_TABLE, RoundPairing.table_no)
        ).all()
    battles = campaigns.list_battles(database, campaign_id)
    found: dict[int, list[TableView]] = {}
    for number, table, first, first_name, second, second_name in rows:
        battle = _battle_of(battles, number, first, second) if table != BYE_TABLE else None
        found.setdefault(number, []).append(
            TableView(table, first, first_name, second, second_name, battle)
        )
    return [RoundView(number, tuple(tables)) for number, tables in found.items()]


def round_view(database: Database, campaign_id: int, number: int) -> RoundView | None:
    return next((r for r in rounds(database, campaign_id) if r.number == number), None)


def _battle_of(
    battles: Sequence[BattleView], number: int, first: int | None, second: int | None
) -> BattleView | None:
    """The battle of round `number` between the two warbands, if one is recorded."""
    if first is None or second is None:
        return None
    for battle in battles:
        ids = {s.warband_id for s in battle.sides}
        if battle.round == number and first in ids and second in ids:
            return battle
    return None


def withdraw_round(database: Database, campaign_id: int, number: int) -> None:
    """Take the last published round back (pair it again after a late arrival …): refused
    once one of its results is in, or for a round before the last."""
    published = rounds(database, campaign_id)
    view = next((r for r in published if r.number == number), None)
    if view is None:
        raise InvalidInput(tr("round {round}: no pairings were published").format(round=number))
    if any(r.number > number for r in published):
        raise InvalidInput(
            tr("round {round}: only the last round can be withdrawn").format(round=number)
        )
    if view.results_in():
        raise InvalidInput(
            ntr(
                (
                    "round {round}: {n} result is in; delete that battle first",
                    "round {round}: {n} results are in; delete those battles first",
                ),
                view.results_in(),
            ).format(round=number, n=view.results_in())
        )
    with database.write() as session:
        session.execute(
            delete(RoundPairing).where(
                RoundPairing.campaign_id == campaign_id, RoundPairing.round == number
            )
        )
