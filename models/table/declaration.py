"""What a game system declares to the ledger, once: its profile.

A `SystemProfile` names the rules core's `GameSystem` (editions, spec, exact odds), the markers
the game tracks and their caps, how it attacks at the table (`AttackRules`: the weapons, the
pre-fill, the checks, the odds and their notes, the resolution with its extra victims, what the
game report measures, what the wizard charts), its other actions, the roster sheet's boxes and
its campaign hooks. The game view, the wizard, the `game` command, the game report, the roster
sheet and the campaigns read the profile and never the system's id (docs/architecture.md:
adding a ruleset). models/ledger/profiles.py registers the profiles.

The table types the attack rules work on (`Table`, `AttackPlan`, `AttackDone` …) live here too,
so a system's rules module and the ledger's play module share them without importing each other.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Protocol

from models.catalog.catalog import Catalog
from models.i18n import N_, tr
from models.rules.dice import DiceSource
from models.rules.system import GameSystem, OddsReport
from models.table.effective import EffectiveProfile, WornArmour, effective_profile
from models.table.errors import InvalidInput
from models.table.game_log import ACTIVATED, OUT_OF_ACTION, TRACKED, Tracked
from models.table.payloads import Outcome
from models.table.views import GameState, GameSummary, MemberView, ModelState, ParticipantView

PROFILE = "profile"  # a weapon choice: an attack with the model's profile alone
KINDS = ("ranged", "melee")


@dataclass(frozen=True)
class WeaponChoice:
    """What a model can attack with: a catalog item (or fists, or the bare profile), and
    whether this use of it is ranged or melee (a pistol is both, TC-M8)."""

    key: str
    name: str
    kind: str  # "ranged" or "melee"


@dataclass(frozen=True)
class Victims:
    """The models an attack may reach beyond its target, as the table says: under a BLAST
    (TC-R7), and the others in a melee a shot goes into (TC-A7)."""

    blast: tuple[int, ...] = ()  # other models under the blast, friend or foe (TC-A6)
    melee_friends: tuple[int, ...] = ()  # a shot into melee (within 1", TC-V2) may hit…
    melee_enemies: tuple[int, ...] = ()  # …or these, the target's fellows in that melee


@dataclass(frozen=True)
class Side:
    participant: ParticipantView
    members: tuple[MemberView, ...]  # those taking part, in roster order


@dataclass(frozen=True)
class Table:
    """A game as its actions see it: who plays on which side, the catalog, the state the log
    projects, and the system's profile."""

    game: GameSummary
    catalog: Catalog
    sides: tuple[Side, ...]
    state: GameState
    profile: SystemProfile

    @property
    def edition(self) -> str | None:
        system = self.profile.system
        return self.game.edition if self.game.edition in system.editions else system.default_edition

    def members(self) -> list[MemberView]:
        return [m for side in self.sides for m in side.members]

    def member(self, member_id: int) -> MemberView:
        for member in self.members():
            if member.id == member_id:
                return member
        raise InvalidInput(
            tr("model {member}: not a model of game {game}").format(
                member=member_id, game=self.game.id
            )
        )

    def side_of(self, member_id: int) -> int:
        self.member(member_id)
        return next(
            s.participant.side for s in self.sides if any(m.id == member_id for m in s.members)
        )

    def names(self) -> dict[int, str]:
        return {m.id: m.name for m in self.members()}

    def fireteam_partners(self, member_id: int) -> list[MemberView]:
        """FIRETEAM (issue 37): the models of the same side and fireteam, still in the game."""
        member = self.member(member_id)
        if not member.fireteam:
            return []
        side = next(s for s in self.sides if any(m.id == member_id for m in s.members))
        return [
            m
            for m in side.members
            if m.id != member_id
            and m.fireteam == member.fireteam
            and OUT_OF_ACTION not in self.state_of(m.id).flags
        ]

    def state_of(self, member_id: int) -> ModelState:
        return self.state.of(member_id)

    def effective(self, member_id: int) -> EffectiveProfile:
        """The model's profile as it plays, worn armour applied
        (models/table/effective.py)."""
        return effective_profile(self.catalog, self.member(member_id), self.profile.armour)

    def enemies_of(self, member_id: int) -> list[MemberView]:
        """Models of the other sides still in the game."""
        mine = self.side_of(member_id)
        return [
            m
            for side in self.sides
            if side.participant.side != mine
            for m in side.members
            if OUT_OF_ACTION not in self.state_of(m.id).flags
        ]

    def weapons(self, member_id: int) -> list[WeaponChoice]:
        return self.profile.attack.weapons(self.catalog, self.member(member_id))

    def weapon(self, member_id: int, wanted: str, kind: str | None = None) -> WeaponChoice:
        """A weapon of the model by id, by name (any case) or as ID:KIND; where one item is
        both ranged and melee, `kind` (or the ranged use) decides."""
        key, _, given_kind = wanted.partition(":")
        kind = given_kind or kind
        found = [
            w
            for w in self.weapons(member_id)
            if key in (w.key, w.name) or key.casefold() == w.name.casefold()
        ]
        if kind:
            found = [w for w in found if w.kind == kind]
        if not found:
            names = ", ".join(f"{w.key} ({w.name}, {w.kind})" for w in self.weapons(member_id))
            raise InvalidInput(
                tr("weapon {wanted!r}: {name} has no such weapon; it has: {names}").format(
                    wanted=wanted, name=self.member(member_id).name, names=names
                )
            )
        return found[0]


@dataclass(frozen=True)
class Rolled:
    """Which dice a resolution used: the faces (typed, or the generator's) and its seed."""

    faces: tuple[int, ...]
    seed: int | None = None


@dataclass(frozen=True)
class AttackPlan:
    """An attack before its dice: the full spec, its exact odds and what they take in."""

    attacker_id: int
    weapon: WeaponChoice
    target_id: int
    spec: Mapping[str, Any]
    odds: OddsReport
    notes: tuple[str, ...]  # the modifiers applied and the rules' notes
    victims: Victims = Victims()

    @property
    def blast(self) -> tuple[int, ...]:
        return self.victims.blast

    @property
    def melee_friends(self) -> tuple[int, ...]:
        return self.victims.melee_friends

    @property
    def melee_enemies(self) -> tuple[int, ...]:
        return self.victims.melee_enemies


@dataclass(frozen=True)
class AttackDone:
    """An attack resolved: the outcome, every step, what it changes, and the dice."""

    plan: AttackPlan
    result: str  # the outcome's key (Trench Crusade: the worst result on the target)
    summary: str  # the result in words
    steps: tuple[str, ...]
    effects: tuple[Mapping[str, Any], ...]
    also_hit: tuple[tuple[int, str], ...]  # BLAST victims or the stray shot's: (member, result)
    rolled: Rolled = field(default_factory=lambda: Rolled(()))
    extra: Mapping[str, Any] = field(default_factory=dict)  # the system's own record fields


@dataclass(frozen=True)
class Measure:
    """A count an attack produces: the odds report's distribution of it, and the outcome's field
    holding what the dice did. The game report's luck chart compares the two."""

    distribution: str
    attribute: str
    label: str


Bars = list[tuple[str, Fraction]]


class AttackRules(ABC):
    """How a system attacks at the table. The wizard, `game attack` and the game report call
    these through the ledger (models/ledger/games/play.py, models/reports/game.py)."""

    spec_type: type[Any]
    # The wizard's words: the chart's title, the notes' title, what the dice page asks for.
    chart_title: str = N_("Odds:")
    notes_title: str = N_("Notes:")
    no_notes: str = ""
    dice_hint: str = N_("The faces rolled at the table, in the order rolled, or let the app roll.")
    # How the game report's per-model table names the markers or damage an attack dealt.
    dealt_label: str = N_("Damage dealt")
    # The wizard's input groups and their titles, in order; None: the spec's own groups.
    groups: tuple[tuple[str, str], ...] | None = None
    # The table may tick other models in a melee a shot goes into (TC-A7, WZ-F3): what the
    # wizard says above the list ("": no list), and whether enemies are listed too.
    into_melee: str = ""
    melee_enemies_listed: bool = True
    # The outcome a match-up shows for each attacker against each target: the target taken
    # out of the game (Trench Crusade: Out of Action; a unit: destroyed;
    # models/ledger/rosters/matchups.py).
    decisive: str = "out_of_action"
    # Comparing loadouts (models/ledger/rosters/loadouts.py): True — a generic opponent whose
    # values are set by hand (Trench Crusade: armour, Down, TOUGH); False — each model type's
    # bare profile.
    hand_set_opponent: bool = False

    def chart_heading(self) -> str:
        """The chart's title as the wizard shows it: translated, capitalised, with its colon."""
        text = tr(self.chart_title)
        text = text[:1].upper() + text[1:]
        return text if text.endswith(":") else text + ":"

    @abstractmethod
    def weapons(self, catalog: Catalog, member: MemberView) -> list[WeaponChoice]:
        """What the model can attack with."""

    def gear(self, catalog: Catalog, member: MemberView) -> list[str]:
        """What a game card lists under the model: its items."""
        return [i.name for i in member.items]

    @abstractmethod
    def prefill(
        self, table: Table, attacker_id: int, weapon: WeaponChoice, target_id: int, victims: Victims
    ) -> dict[str, Any]:
        """The spec as the catalog and the game state fill it in."""

    def situated(
        self,
        table: Table,
        attacker_id: int,
        weapon: WeaponChoice,
        target_id: int,
        data: dict[str, Any],
    ) -> tuple[dict[str, Any], tuple[str, ...]]:
        """The spec data once the table's situation is known, with what depends on it applied
        (a weapon's bonus against a target in cover …), and the lines that name where each
        pre-filled modifier comes from (armour and its items, the weapon, keywords)."""
        target = table.effective(target_id)
        worn = table.profile.armour
        shown = target.get(worn.field) if worn is not None else None
        if shown is None or not shown.changed:
            return data, ()
        name = table.member(target_id).name
        return data, (f"{name}: {shown.explained()}",)

    def decisive_name(self) -> str:
        """The decisive outcome in words (translated)."""
        return self.decisive.replace("_", " ")

    def outcome_name(self, key: str) -> str:
        """An `odds` outcome key in words (translated)."""
        return key.replace("_", " ")

    def comparison(self, report: OddsReport) -> list[tuple[str, Fraction, bool]]:
        """The columns a loadout comparison shows for an attack (models/ledger/rosters/loadouts.py):
        (name, value, whether it is a chance rather than an expectation). By default every
        outcome but the first (a miss, no harm), each with its chance."""
        return [(self.outcome_name(k), p, True) for k, p in list(report.outcomes.items())[1:]]

    def harm(self, report: OddsReport) -> Fraction:
        """The chance that the target is harmed (what armour is compared by): any outcome but
        the first."""
        first = next(iter(report.outcomes.values()), Fraction(0))
        return 1 - first

    def harm_name(self) -> str:
        return tr("harmed")

    def hidden_fields(self, spec: Mapping[str, Any]) -> frozenset[str]:
        """Spec fields that do not apply to this attack (its kind, its weapon), which the
        wizard does not offer; their values stay as pre-filled."""
        return frozenset()

    def into_melee_text(self, table: Table, weapon: WeaponChoice) -> str:
        """What the wizard asks above the list of models in a melee this weapon shoots into
        (translated); "": no such list."""
        return tr(self.into_melee) if self.into_melee else ""

    def area_text(self, table: Table, weapon: WeaponChoice) -> str | None:
        """What the wizard asks above the list of other models the weapon's area may hit (a
        BLAST, a template), translated; None: the weapon hits only its target."""
        return None

    def problems(
        self, table: Table, data: Mapping[str, Any], attacker_id: int, target_id: int
    ) -> list[str]:
        """What is wrong with the spec given the game (markers spent beyond those held …)."""
        return []

    def limits(self, table: Table, attacker_id: int, target_id: int) -> dict[str, int]:
        """The most the wizard lets each field be (markers to spend: those held)."""
        return {}

    @abstractmethod
    def odds(self, spec: Any, edition: str | None) -> tuple[OddsReport, tuple[str, ...]]:
        """The exact odds of a parsed spec, and the notes to show beside them."""

    def table_odds(
        self,
        table: Table,
        attacker_id: int,
        weapon: WeaponChoice,
        victims: Victims,
        spec: Any,
    ) -> tuple[OddsReport, tuple[str, ...]]:
        """The odds at the table, where the other models the attack may reach are known
        (a system may give each its own profile); by default, `odds`."""
        return self.odds(spec, table.edition)

    @abstractmethod
    def resolve(self, table: Table, plan: AttackPlan, dice: DiceSource) -> AttackDone:
        """The attack rolled with `dice` (raises NotEnoughDice when typed faces run out)."""

    def replay_steps(
        self,
        spec: Mapping[str, Any],
        dice: Sequence[int],
        facts: Mapping[str, Any],
        edition: str | None,
        names: Mapping[int, str],
    ) -> tuple[str, ...] | None:
        """A logged attack's steps again, in the reader's language, from its spec and dice;
        None where they cannot be (the steps as written are shown)."""
        return None

    def partial(self, table: Table, plan: AttackPlan, faces: Sequence[int]) -> list[str]:
        """Too few faces typed: the steps they already decide (a burst's first shots)."""
        return []

    @abstractmethod
    def steps_alone(self, spec: Any, edition: str | None, dice: DiceSource) -> tuple[str, ...]:
        """A parsed spec rolled off the table (the odds calculator's roller): its steps, with
        no models, markers or extra victims to apply them to."""

    @abstractmethod
    def chart(self, report: OddsReport) -> tuple[Bars, Bars]:
        """The wizard's chart: (bars, summary lines) of the odds."""

    @abstractmethod
    def measure_labels(self) -> tuple[str, str]:
        """The two counts the game report compares, expected against actual (translated)."""

    @abstractmethod
    def expectations(
        self, spec: Mapping[str, Any], edition: str | None
    ) -> tuple[Fraction, Fraction]:
        """The exact expectation of the two measures, from a logged spec."""

    @abstractmethod
    def actual(self, outcome: Outcome) -> tuple[int, int] | None:
        """What the dice did to the two measures; None for an attack logged without them."""

    def luck_how(self) -> str:
        """The luck chart's 'expected' in words."""
        first, second = self.measure_labels()
        return tr("the exact expected number of {first} and of {second}").format(
            first=first, second=second
        )

    def result_text(self, outcome: Outcome) -> str | None:
        """A logged attack's result in the reader's language, from the outcome's fields; None
        when they do not say (an older log: its summary as written is shown)."""
        return None

    def result_name(self, result: object) -> str:
        """A logged result's key in words: another model an attack also hit, and an older log's
        result where `result_text` says nothing."""
        return result_name(result)

    def headline(self, done: AttackDone) -> str:
        """The result page's first line, in words and percentages for the table."""
        return done.summary

    def headline_exact(self, done: AttackDone) -> str:
        """The same with the exact odds, as a fraction: the result page's tooltip."""
        return self.headline(done)


@dataclass(frozen=True)
class ActionDone:
    """An action resolved: its result's key, every step, what it changes."""

    result: str
    steps: tuple[str, ...]
    effects: tuple[dict[str, Any], ...]


class ActionRules(ABC):
    """A system's actions beside attacks (Trench Crusade's Dash … Retreat): `play.plan_action`,
    `play.act` and the action dialog call these through the ledger."""

    names: Mapping[str, str]  # key → name (N_, translated where shown)
    needs_dice: frozenset[str]  # the keys of the actions rolled for (the others just happen)

    @abstractmethod
    def defaults(self, table: Table, member_id: int) -> dict[str, Any]:
        """What the game says of the model's action before the table adds anything."""

    @abstractmethod
    def plan(self, table: Table, member_id: int, kind: str, given: Mapping[str, Any]) -> Any:
        """The action's input from the table's `given` situation over the defaults;
        InvalidInput names whatever is wrong."""

    @abstractmethod
    def odds(self, action: Any) -> dict[str, Fraction]:
        """The exact odds of each result."""

    @abstractmethod
    def resolve(self, table: Table, member_id: int, action: Any, dice: DiceSource) -> ActionDone:
        """The action rolled with `dice` and what it changes."""

    @abstractmethod
    def result_name(self, result: str) -> str:
        """A result's key in the reader's words."""

    def notes(self, action: Any) -> tuple[str, ...]:
        """The readings of the rules this action's odds rest on, to show beside them."""
        return ()

    @abstractmethod
    def spec_of(self, action: Any) -> dict[str, Any]:
        """The action's input as the log keeps it (the event's `spec`)."""

    @abstractmethod
    def replay_steps(self, spec: Mapping[str, Any], dice: Sequence[int]) -> tuple[str, ...] | None:
        """A logged action's steps again, in the reader's language, from its spec and dice."""


class PostBattleRules(Protocol):
    """The rules of a system's post-battle sequence — Trench Crusade's trauma (TC-C1, TC-C2),
    advancement (TC-C3, TC-C4) and promotion (TC-C5) — exact and pure, for the ledger's steps
    (models/ledger/campaigns/post_battle.py) to ask what a die means and how likely each result
    is. A rules module is one: it has these names."""

    @property
    def SCARS_UNFIT(self) -> int: ...  # the battle scar that makes a model unfit for duty
    @property
    def ADVANCEMENT_TABLES(self) -> tuple[str, ...]: ...  # the skill tables an advancement picks
    @property
    def PATRON_SKILL(self) -> str: ...  # the table entry that lets the player pick the patron's
    @property
    def ADVANCEMENT_XP(self) -> tuple[int, ...]: ...  # the experience each advancement needs
    @property
    def MAX_PROMOTION_DICE(self) -> int: ...
    @property
    def MAX_PROMOTION_DICE_WITH_DEED(self) -> int: ...
    @property
    def TROOP_DEATH_CHANCE(self) -> Fraction: ...

    def d66(self, tens: int, units: int) -> int: ...
    def troop_dies(self, face: int) -> bool: ...
    def trauma_dice(self, elite: bool) -> int: ...
    def trauma_result(self, table: Sequence[tuple[str, Sequence[int]]], result: int) -> str: ...
    def trauma_odds(self, table: Sequence[tuple[str, Sequence[int]]]) -> dict[str, Fraction]: ...
    def advancements_due(self, before: int, after: int, thresholds: Sequence[int] = ...) -> int: ...
    def skill_table(
        self, skills: Sequence[tuple[str, Sequence[str]]], table: str
    ) -> tuple[str, ...]: ...
    def offered_skill(
        self, entries: Sequence[str], roll: int, known: Collection[str]
    ) -> str | None: ...
    def skill_odds(self, entries: Sequence[str], known: Collection[str]) -> dict[str, Fraction]: ...
    def promotion_pool(self, won: bool, glorious_deeds: int) -> int: ...
    def share_promotion_dice(
        self, pool: int, troops: Sequence[int], with_deed: Collection[int]
    ) -> dict[int, int]: ...
    def promotion_chance(self, dice: int) -> Fraction: ...


@dataclass(frozen=True)
class CampaignHooks:
    """What a system adds to a campaign."""

    # TC-C: the post-battle sequence (trauma, experience, exploration) after every battle, and
    # the rules its steps follow.
    post_battle: PostBattleRules | None = None
    # TC-C6: the threshold value and field strength after `played` rounds, from the settings.
    threshold: Callable[[int, Mapping[str, Any]], int] | None = None
    field_strength: Callable[[int], int] | None = None
    # DI-2: a commander's deployment skill from battles won and lost, and its chance.
    deployment_skill: Callable[[int, int], int] | None = None
    deploy_chance: Callable[[int], Fraction] | None = None


def result_name(result: object) -> str:
    """A logged result's key as words, for a system that names none ("out_of_action" → "out of
    action")."""
    return str(result or "").replace("_", " ")


Tracks = tuple[tuple[str, int], ...]


def wound_tracks(key: str) -> Callable[[Mapping[str, Any], MemberView], Tracks]:
    """Roster-sheet boxes for every wound of the unit: models × the profile's `key` (at most
    60), for a system whose models have wounds or hit points."""

    def tracks(profile: Mapping[str, Any], member: MemberView) -> Tracks:
        hits = profile.get(key)
        each = hits if isinstance(hits, int) and not isinstance(hits, bool) else 1
        return ((tr("Wounds"), min(60, member.size * each)),)

    return tracks


@dataclass(frozen=True)
class SystemProfile:
    system: GameSystem
    tracked: Tracked
    attack: AttackRules
    # Boxes to tick on the printed roster sheet: (label, boxes), from the model's profile.
    sheet_tracks: Callable[[Mapping[str, Any], MemberView], Tracks]
    # Actions other than attacks (Trench Crusade's: TC-V); None: attacks, markers and aim only.
    actions: ActionRules | None = None
    campaign: CampaignHooks = CampaignHooks()
    # Which profile field worn armour adds to (TC-I4, FB-S1); None: items change no profile.
    armour: WornArmour | None = None

    @property
    def id(self) -> str:
        return self.system.id


# Every system's counter and flag keys → their label (the first system's, where keys repeat).
_TRACKED_LABELS: dict[str, str] = {}
for _tracked in TRACKED.values():
    for _key, _label, _cap in _tracked.counters:
        _TRACKED_LABELS.setdefault(_key, _label)
    for _key, _label in _tracked.flags:
        _TRACKED_LABELS.setdefault(_key, _label)


def describe_effects(
    changes: Sequence[Mapping[str, Any]],
    names: Mapping[int, str],
    tracked: Tracked | None = None,
) -> list[str]:
    """The effects as sentences ("Brat Tomasz: +2 BLOOD", "Brat Tomasz is Down"), in the
    user's language with the tracked markers' own names (the game's system's, when given)."""
    labels = dict(_TRACKED_LABELS)
    if tracked is not None:
        labels.update({key: label for key, label, _cap in tracked.counters})
        labels.update(dict(tracked.flags))
    lines = []
    for change in changes:
        who = names.get(change.get("member", -1), "?")
        if "counter" in change:
            what = tr(labels.get(change["counter"], change["counter"].upper()))
            lines.append(f"{who}: {change['delta']:+d} {what}")
        elif change.get("flag") == ACTIVATED:
            lines.append(tr("{name} has activated").format(name=who))
        elif change.get("flag") == "tough_used":  # TOUGH spent: a state, not a marker to name
            lines.append(
                tr("{name} has used TOUGH: the next Out of Action stands").format(name=who)
                if change["value"]
                else tr("{name} has TOUGH again").format(name=who)
            )
        elif "flag" in change:
            state = tr(labels.get(change["flag"], change["flag"].replace("_", " ")))
            sentence = (
                tr("{name} is {state}") if change["value"] else tr("{name} is no longer {state}")
            )
            lines.append(sentence.format(name=who, state=state))
    return lines
