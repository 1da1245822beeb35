"""A game event's log row, written at display time in the reader's language from the event's
structured fields (payloads.py, version 2): who did what to whom by member id, the result by
its key, markers by their keys, the turn by its number. An event written before version 2, or
naming a model no longer known, shows its summary as it was written.

The game view's log and the game report call `event_line`; an attack's and an action's rule-citing
steps are the logged spec rolled again with the logged dice (`event_steps`).
"""

from __future__ import annotations

from collections.abc import Mapping

from models.i18n import tr
from models.rules.dice import DiceError, NotEnoughDice
from models.table.declaration import SystemProfile, result_name
from models.table.errors import LedgerError
from models.table.game_log import AIMING, REDO, UNDO, kind_name
from models.table.payloads import Outcome
from models.table.views import EventView


def event_line(event: EventView, names: Mapping[int, str], profile: SystemProfile | None) -> str:
    outcome = Outcome.read(event.outcome)
    written = outcome.summary or event.kind
    if outcome.version < 2 or profile is None:
        return written
    try:
        line = _line(event, outcome, names, profile)
    except KeyError:  # a model no longer in the game's warbands
        return written
    return line if line is not None else written


def _line(
    event: EventView, outcome: Outcome, names: Mapping[int, str], profile: SystemProfile
) -> str | None:
    kind = event.kind
    if kind in (UNDO, REDO):
        what = outcome.facts.get("event_kind", "")
        text = (
            tr("undid event {seq} ({kind})") if kind == UNDO else tr("redid event {seq} ({kind})")
        )
        return text.format(seq=event.undoes_seq, kind=kind_name(str(what)))
    turns = [e["turn"] for e in outcome.effects if "turn" in e]
    if kind == "turn" and turns:
        return tr("Turn {turn} begins").format(turn=turns[-1])
    if event.actor_member_id is None:
        return None
    actor = names[event.actor_member_id]
    if kind == "attack" and event.target_member_id is not None:
        result = profile.attack.result_text(outcome)
        if result is None:
            return None
        if outcome.also_hit:
            others = ", ".join(
                f"{names[m]} {profile.attack.result_name(r)}" for m, r in outcome.also_hit
            )
            result += tr("; also hit: {others}").format(others=others)
        target = names[event.target_member_id]
        return f"{actor} → {target} ({outcome.weapon}): {result}"
    actions, key = profile.actions, outcome.action
    if kind == "action" and actions is not None and key in actions.names and outcome.result:
        action = tr(actions.names[str(key)])
        return f"{actor}: {action} — {actions.result_name(outcome.result)}"
    if kind == "aim":
        aimed = [
            int(str(e["flag"]).removeprefix(AIMING))
            for e in outcome.effects
            if str(e.get("flag", "")).startswith(AIMING) and e.get("value")
        ]
        if aimed:
            return tr("{name} aims at {target}").format(name=actor, target=names[aimed[0]])
        return tr("{name} stops aiming").format(name=actor)
    if kind in ("marker", "flag"):
        counters = {key: label for key, label, _cap in profile.tracked.counters}
        flags = dict(profile.tracked.flags)
        said = []
        for e in outcome.effects:
            if e.get("counter") in counters:
                said.append(f"{int(e['delta']):+d} {tr(counters[e['counter']])}")
            elif e.get("flag") in flags:
                state = tr(flags[e["flag"]])
                said.append(state if e.get("value") else tr("not {state}").format(state=state))
            else:
                return None
        return f"{actor}: {', '.join(said)}" if said else None
    return None


def result_line(event: EventView, profile: SystemProfile | None) -> str:
    """The event's outcome column: an attack's or an action's result in the reader's words."""
    outcome = Outcome.read(event.outcome)
    if outcome.version >= 2 and profile is not None:
        if event.kind == "attack":
            text = profile.attack.result_text(outcome)
            if text is not None:
                return text
        if event.kind == "action" and outcome.result and profile.actions is not None:
            return profile.actions.result_name(outcome.result)
    if profile is not None:
        return profile.attack.result_name(outcome.result)
    return result_name(outcome.result)


def event_steps(
    event: EventView,
    names: Mapping[int, str],
    profile: SystemProfile | None,
    edition: str | None,
) -> tuple[str, ...]:
    """An attack's or an action's rule-citing steps in the reader's language: its logged spec
    rolled again with its logged dice (the game log is the source of truth). Any other event,
    or one that does not replay (an older log, a model no longer known), shows its steps as
    written."""
    outcome = Outcome.read(event.outcome)
    if outcome.version < 2 or profile is None or event.spec is None:
        return outcome.steps
    dice = [d for d in event.dice or () if isinstance(d, int)]
    replayed: tuple[str, ...] | None = None
    try:
        if event.kind == "attack":
            replayed = profile.attack.replay_steps(event.spec, dice, outcome.facts, edition, names)
        elif event.kind == "action" and profile.actions is not None:
            replayed = profile.actions.replay_steps(event.spec, dice)
    except (LedgerError, KeyError, TypeError, ValueError, DiceError, NotEnoughDice):
        replayed = None
    return replayed if replayed is not None else outcome.steps
