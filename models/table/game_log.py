"""A game's event log, without the database: its vocabulary and its projection.

The log is the source of truth for everything in a game. Events are appended, never
rewritten, with one exception kept deliberately small: the `undone` flag. Undo appends an
`undo` event naming the event it reverses and sets that event's flag; redo appends a `redo`
event and clears it. A model's state (markers, Down, Out of Action, activation, wounds) is a
projection: the effects of every event not undone, in order.

An event's effects live in `outcome["effects"]`, a list of small objects:

    {"member": 12, "counter": "blood", "delta": 2}     add to a counter (clamped 0..cap)
    {"member": 12, "flag": "down", "value": true}      set or clear a flag
    {"turn": 3}                                        a new turn: activations are cleared

so the projection does not need to know any system's rules; the caps come from TRACKED,
which also tells the game view which counters and flags each system has.

Storing and reading events is models/ledger/games/games.py; this module imports no SQLAlchemy, so
the reports and the systems' declarations that need these names do not either.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from models.i18n import N_, tr
from models.table.views import GameState, ModelState

ACTIVATED = "activated"
OUT_OF_ACTION = "out_of_action"
AIMING = "aiming:"  # + the id of the model aimed at (WZ-M2)


def aiming_flag(target_id: int) -> str:
    return f"{AIMING}{target_id}"


@dataclass(frozen=True)
class Tracked:
    """What the game view tracks for each model of a system: counters (with caps) and flags."""

    counters: tuple[tuple[str, str, int | None], ...]  # key, label, cap
    flags: tuple[tuple[str, str], ...]  # key, label
    aims: bool = False  # a model may aim at one enemy (WZ-M2), kept as an AIMING flag
    # Keys shown under another name outside (`game show`, `game mark`): the system's words.
    renamed: tuple[tuple[str, str], ...] = ()

    def public_name(self, key: str) -> str:
        return dict(self.renamed).get(key, key)

    def public_names(self) -> list[str]:
        keys = [c[0] for c in self.counters] + [f[0] for f in self.flags]
        return [self.public_name(k) for k in keys]

    def key_of(self, name: str) -> str:
        """The key of a marker given by its key or its public name."""
        return next((key for key, public in self.renamed if public == name), name)

    def translated(self) -> Tracked:
        """The same, its labels in the user's language (models/i18n.py)."""
        return Tracked(
            tuple((key, tr(label), cap) for key, label, cap in self.counters),
            tuple((key, tr(label)) for key, label in self.flags),
            self.aims,
            self.renamed,
        )


TRACKED: dict[str, Tracked] = {
    "trench-crusade": Tracked(
        (
            ("blood", N_("BLOOD"), 6),
            ("blessing", N_("BLESSING"), None),
            ("infection", N_("INFECTION"), 6),
        ),
        (("down", N_("Down")), (OUT_OF_ACTION, N_("Out of Action")), (ACTIVATED, N_("Activated"))),
    ),
    "ninth-age": Tracked(
        (("wounds", N_("Wounds"), None), ("casualties", N_("Models lost"), None)),
        (
            (OUT_OF_ACTION, N_("Destroyed")),
            ("champion_lost", N_("Champion lost")),
            (ACTIVATED, N_("Acted")),
        ),
        renamed=(("casualties", "models_lost"),),
    ),
    "dies-irae": Tracked(
        (
            ("casualties", N_("Soldiers lost"), None),
            ("structure_hits", N_("Structure hits (½ each)"), None),
        ),
        ((OUT_OF_ACTION, N_("Destroyed")), (ACTIVATED, N_("Acted"))),
        renamed=(("casualties", "models_lost"),),
    ),
    "warzone": Tracked(
        (("wounds", N_("Wounds lost"), None), ("casualties", N_("Models lost"), None)),
        (
            (OUT_OF_ACTION, N_("Out of action")),
            ("jammed", N_("Weapon jammed")),
            (ACTIVATED, N_("Activated")),
        ),
        aims=True,
        renamed=(("wounds", "wounds_lost"), ("casualties", "models_lost")),
    ),
}
UNDO = "undo"
REDO = "redo"
# The kinds of event, for people (an undo's row names the kind it undid).
EVENT_KINDS = {
    "attack": N_("attack"),
    "action": N_("action"),
    "marker": N_("markers"),
    "flag": N_("marker"),
    "aim": N_("aim"),
    "turn": N_("turn"),
}


def kind_name(kind: str) -> str:
    return tr(EVENT_KINDS[kind]) if kind in EVENT_KINDS else kind


def project(game_id: int, system: str, rows: Sequence[Any]) -> GameState:
    """Fold (seq, outcome, undone, kind) rows into a GameState (pure; used by reports too)."""
    # Counters never go below 0 nor above their cap (TC-K1, TC-K3: six BLOOD, six INFECTION).
    tracked = TRACKED.get(system)
    caps = {key: cap for key, _, cap in tracked.counters if cap} if tracked else {}
    counters: dict[int, dict[str, int]] = {}
    flags: dict[int, set[str]] = {}
    turn = 1
    last = 0
    for seq, outcome, undone, kind in rows:
        last = max(last, seq)  # a row whose number was damaged reads as 0
        if undone or kind in (UNDO, REDO):
            continue
        for effect in (outcome or {}).get("effects", ()):
            if "turn" in effect:
                turn = int(effect["turn"])
                for held in flags.values():
                    # A new turn ends every activation, and what lasted only for one (aiming).
                    for flag in [f for f in held if f == ACTIVATED or f.startswith(AIMING)]:
                        held.discard(flag)
                continue
            member = int(effect["member"])
            if "counter" in effect:
                name = effect["counter"]
                mine = counters.setdefault(member, {})
                value = mine.get(name, 0) + int(effect["delta"])
                cap = caps.get(name)
                mine[name] = max(0, value if cap is None else min(cap, value))
            elif "flag" in effect:
                held = flags.setdefault(member, set())
                if effect.get("value", True):
                    held.add(effect["flag"])
                else:
                    held.discard(effect["flag"])
    members = set(counters) | set(flags)
    return GameState(
        game_id,
        turn,
        last,
        {
            m: ModelState(m, dict(counters.get(m, {})), frozenset(flags.get(m, set())))
            for m in sorted(members)
        },
    )
