"""Plain, frozen results of ledger actions: what the GUI, CLI and reports receive.

Never live ORM objects: these can be kept, compared and passed between threads safely, and the
`version` they carry is what a later edit must quote (optimistic concurrency).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from models.catalog.effects import Holdings
from models.catalog.validation import Choice, Roster, RosterMember, RosterWarning, Totals
from models.i18n import tr


@dataclass(frozen=True)
class Named:
    key: str
    name: str


@dataclass(frozen=True)
class MemberView:
    id: int
    position: int
    name: str
    model_key: str
    model_name: str
    size: int
    items: tuple[Named, ...]
    upgrades: tuple[Named, ...]
    experience: int
    skills: tuple[str, ...]
    battle_scars: tuple[str, ...]
    status: str
    notes: str
    cost: dict[str, int]
    elite: bool
    captain: bool
    fireteam: str | None = None  # FIRETEAM: the fireteam it belongs to (named or by upgrade)
    fireteam_named: str | None = None  # the name set for it (None: its upgrade's, if any)
    promoted: bool = False  # a troop made ELITE in a campaign (TC-C5)
    # What its warband holds, as the catalog's effects count it (models/catalog/effects.py):
    # a profile may change with the warband's faction, patron or other models.
    holdings: Holdings | None = None


@dataclass(frozen=True)
class WarbandView:
    id: int
    version: int
    name: str
    system: str
    edition: str
    faction_key: str
    faction_name: str
    base_faction_key: str  # the faction itself, or the one a variant belongs to
    notes: str
    budget: int | None
    ducat_bank: int
    glory_bank: int
    player_id: int | None
    campaign_id: int | None
    members: tuple[MemberView, ...]
    totals: Totals
    warnings: tuple[RosterWarning, ...]
    created_at: dt.datetime
    updated_at: dt.datetime
    # Campaign content (issue 37): the patron served, the ducats owed, and the models
    # exploration granted beyond the roster's limits ((model key, how many more)).
    patron: Named | None = None
    ducat_debt: int = 0
    glory_debt: int = 0
    granted: tuple[tuple[str, int], ...] = ()
    # The items the warband keeps, carried by nobody (its stash), and the other tool's list
    # it was imported from ("trench-companion:221951"), to find it again.
    arsenal: tuple[Named, ...] = ()
    import_source: str | None = None
    # What it chose or found as a whole (issue 48): warband-level choices and finds.
    choices: tuple[Choice, ...] = ()
    # TC-C6 (issue 49): in a campaign whose threshold rises with every battle, (the threshold,
    # the battles fought): the limit it is measured against instead of `budget`.
    threshold: tuple[int, int] | None = None

    @property
    def limit(self) -> int | None:
        """What the warband may cost: its campaign threshold, else its own budget."""
        return self.threshold[0] if self.threshold is not None else self.budget

    @property
    def finds(self) -> tuple[str, ...]:
        return tuple(c.name for c in self.choices if c.kind == "find")

    def choices_lines(self) -> list[str]:
        """The warband's own choices and its finds, a line each, as printed (none: [])."""
        lines = []
        chosen = [str(c) for c in self.choices if c.kind == "choice"]
        if chosen:
            lines.append(tr("Warband choices: {list}").format(list="; ".join(chosen)))
        if self.finds:
            lines.append(tr("Finds: {list}").format(list=", ".join(self.finds)))
        return lines

    def member(self, member_id: int) -> MemberView:
        return next(m for m in self.members if m.id == member_id)

    def as_roster(self) -> Roster:
        """The warband as the roster checks see it (to try a change before making it)."""
        return Roster(
            faction=self.faction_key,
            members=tuple(
                RosterMember(
                    m.id,
                    m.name,
                    m.model_key,
                    tuple(i.key for i in m.items),
                    tuple(u.key for u in m.upgrades),
                    m.size,
                    m.status,
                    promoted=m.promoted,
                    fireteam=m.fireteam,
                    skills=m.skills,
                    scars=m.battle_scars,
                )
                for m in self.members
            ),
            budget=self.budget,
            glory_bank=self.glory_bank,
            granted=self.granted,
            patron=self.patron.name if self.patron is not None else None,
            finds=self.finds,
            threshold=self.threshold,
        )


class WarbandSummary(NamedTuple):
    """One line of the warband list (costs and counts as stored at the last edit).

    A NamedTuple rather than a frozen dataclass: a league lists ten thousand of these, and
    tuples are built several times faster."""

    id: int
    name: str
    system: str
    edition: str
    faction_key: str
    campaign_id: int | None
    cost: int
    models: int
    warnings: int
    updated_at: dt.datetime


@dataclass(frozen=True)
class CampaignSummary:
    id: int
    name: str
    system: str
    edition: str
    warbands: int
    version: int


@dataclass(frozen=True)
class GameSummary:
    id: int
    played_on: dt.date
    scenario: str
    system: str
    edition: str
    status: str
    warbands: tuple[str, ...]
    campaign_id: int | None
    version: int
    notes: str = ""  # the organiser's notes on the result
    # each side's warband, its outcome ("win", "loss", "draw"; None while playing) and its VP
    outcomes: tuple[tuple[str, str | None, int], ...] = ()

    @property
    def result(self) -> str:
        """The result in words: in progress, a draw, or who won with every side's VP."""
        if self.status != "finished":
            return tr("in progress")
        winners = [name for name, outcome, _vp in self.outcomes if outcome == "win"]
        points = ", ".join(f"{name} {vp} {tr('VP')}" for name, _outcome, vp in self.outcomes)
        if not winners:
            return tr("a draw ({points})").format(points=points) if points else tr("a draw")
        return tr("{winner} won ({points})").format(winner=winners[0], points=points)


@dataclass(frozen=True)
class ParticipantView:
    warband_id: int | None  # None once the warband was deleted
    warband_name: str
    side: int
    member_ids: tuple[int, ...]
    outcome: str | None
    victory_points: int


@dataclass(frozen=True)
class EventView:
    game_id: int
    seq: int
    turn: int
    kind: str
    actor_member_id: int | None
    target_member_id: int | None
    spec: dict[str, Any] | None
    dice: list[Any] | None
    seed: int | None
    outcome: dict[str, Any]
    undone: bool
    undoes_seq: int | None
    created_at: dt.datetime
    # set when the stored row could not be read (models/ledger/games/event_rows.py)
    problem: str = ""


@dataclass(frozen=True)
class ModelState:
    """A model's in-game state, projected from the log."""

    member_id: int
    counters: dict[str, int] = field(default_factory=dict)  # "blood": 2, "wounds": 1, …
    flags: frozenset[str] = frozenset()  # "down", "out_of_action", "activated", …


@dataclass(frozen=True)
class GameState:
    game_id: int
    turn: int
    last_seq: int
    models: dict[int, ModelState]
    damaged: tuple[str, ...] = ()  # what the log holds that could not be read, left out

    def of(self, member_id: int) -> ModelState:
        return self.models.get(member_id, ModelState(member_id))


@dataclass(frozen=True)
class BattleSideView:
    id: int
    warband_id: int | None
    warband_name: str
    side: int
    outcome: str  # "win", "draw", "loss"
    victory_points: int
    glorious_deeds: int
    taken_out: int
    glory: int
    took_part: tuple[int, ...]
    out_of_action: tuple[int, ...]
    deeds_by: tuple[int, ...]
    confirmed: bool
    post_battle: str  # the next post-battle step, or "done"
    # Each Glorious Deed by name and by whom (None: the warband's); empty for a battle
    # recorded with a count only (before issue 37).
    deeds: tuple[tuple[str, int | None], ...] = ()


@dataclass(frozen=True)
class BattleView:
    id: int
    campaign_id: int
    round: int
    game_id: int | None
    played_on: dt.date
    scenario: str
    notes: str
    sides: tuple[BattleSideView, ...]
    # the same on every laptop sharing the campaign (the database's `id` is this one's own):
    # a battle is named by its round and warbands, and found again by its uid (issue 49 §5)
    uid: str = ""

    def side_of(self, warband_id: int) -> BattleSideView | None:
        return next((s for s in self.sides if s.warband_id == warband_id), None)


@dataclass(frozen=True)
class CampaignEventView:
    seq: int
    battle_id: int | None
    warband_id: int | None
    step: str
    kind: str
    summary: str
    dice: tuple[int, ...]
    undone: bool
    created_at: dt.datetime


@dataclass(frozen=True)
class LeagueRow:
    warband_id: int
    warband: str
    player: str
    played: int
    won: int
    drawn: int
    lost: int
    points: int
    victory_points: int
    taken_out: int
    glory: int
    rank: int = 0  # 1 for the leader, after the tie-breaks
    deeds: int = 0  # Glorious Deeds, counted from each battle's picks (issue 37 §3)


@dataclass(frozen=True)
class WarbandStatus:
    """A line of the organiser's overview."""

    warband_id: int
    warband: str
    player: str
    battles: int
    cost: int
    threshold: int | None  # Trench Crusade: the threshold value for the next battle
    field_strength: int | None
    over_threshold: bool
    warnings: int
    pending_post_battle: tuple[int, ...]  # battle ids whose post-battle sequence is not done
    unconfirmed: tuple[int, ...]  # battle ids this warband's side has not confirmed
    deployment_skill: int | None  # Dies Irae (DI-2)
    models: int = 0  # the warband's models now, beside the field strength
    # Issue 37: what it holds and owes, and the patron it serves (its key; None: none).
    ducat_bank: int = 0
    glory_bank: int = 0
    ducat_debt: int = 0
    glory_debt: int = 0
    patron: str | None = None


def owed_text(ducats: int, glory: int) -> str:
    """What a warband owes, as every view says it ("30 ducats, 2 glory"; "" for nothing)."""
    owed = [f"{ducats} {tr('ducats')}" if ducats else "", f"{glory} {tr('glory')}" if glory else ""]
    return ", ".join(o for o in owed if o)
