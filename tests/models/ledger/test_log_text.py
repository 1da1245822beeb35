"""Issue 18, item 2: a game log written in one language reads in another — its rows are
rendered from the events' structured fields (models/ledger/games/log_text.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from models.db import Database
from models.i18n import set_language
from models.ledger.games import games, play
from models.ledger.games.games import NewGame
from models.ledger.games.log_text import event_line, event_steps, result_line
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from models.table.payloads import Outcome
from models.table.views import EventView


@pytest.fixture
def database(ledger: Path) -> Iterator[Database]:
    opened = open_ledger(ledger)
    yield opened
    opened.close()
    set_language("en")


def _game(database: Database, system: str) -> int:
    pair = [w for w in roster.list_warbands(database) if w.system == system]
    return games.create_game(
        database, NewGame(system, pair[0].edition, (pair[0].id, pair[1].id))
    ).id


def _play(
    database: Database, system: str, game_id: int | None = None
) -> tuple[play.Table, list[EventView]]:
    """An attack with the app's dice, a marker by hand, the next turn, an undo."""
    game_id = _game(database, system) if game_id is None else game_id
    table = play.load_table(database, game_id)
    attacker = table.sides[0].members[-1]
    target = table.enemies_of(attacker.id)[0]
    weapon = table.weapons(attacker.id)[0]
    plan = play.plan_attack(table, attacker.id, weapon, target.id)
    play.attack(database, table, plan, None, seed=11)
    table = play.refreshed(database, table)
    counter = table.profile.tracked.counters[0][0]
    held = table.state_of(target.id).counters.get(counter, 0)
    play.record(database, table, play.marker_event(table, target.id, {counter: held + 1}))
    table = play.refreshed(database, table)  # an event is decided from the log as it is now
    play.record(database, table, play.turn_event(table))
    games.undo_event(database, game_id, 2)
    return table, games.events(database, game_id)


@pytest.mark.parametrize("system", ["trench-crusade", "ninth-age", "dies-irae", "warzone"])
def test_a_log_written_in_italian_reads_in_english(database: Database, system: str) -> None:
    set_language("it")
    table, events = _play(database, system)
    names, profile = table.names(), table.profile
    italian = [event_line(e, names, profile) for e in events]
    # Rendered in the language it was written in, a row says what was written then.
    assert italian == [Outcome.read(e.outcome).summary for e in events]
    set_language("en")
    english = [event_line(e, names, profile) for e in events]
    assert english[2] == "Turn 2 begins" and english[3] == "undid event 2 (markers)"
    assert italian[2] == "Inizia il turno 2"
    hit, marked = events[0], events[1]
    assert hit.actor_member_id and hit.target_member_id and marked.actor_member_id
    assert english[1].startswith(f"{names[marked.actor_member_id]}: +1 ")
    attacker, target = names[hit.actor_member_id], names[hit.target_member_id]
    assert english[0].startswith(f"{attacker} → {target} (")
    result = result_line(events[0], profile)
    assert english[0].endswith(f"): {result}")
    if system != "trench-crusade" or events[0].outcome["result"] != "miss":
        assert english != italian


@pytest.mark.parametrize("system", ["trench-crusade", "ninth-age", "dies-irae", "warzone"])
def test_an_attacks_steps_written_in_italian_read_in_english(
    database: Database, system: str
) -> None:
    """The steps are the logged spec rolled again with the logged dice: in Italian as written,
    in English as the same attack written in English says them."""
    italian_game, english_game = _game(database, system), _game(database, system)
    set_language("it")
    table, events = _play(database, system, italian_game)
    names, edition = table.names(), table.edition
    assert event_steps(events[0], names, table.profile, edition) == tuple(
        events[0].outcome["steps"]
    )
    set_language("en")
    twin_table, twin = _play(database, system, english_game)
    assert twin[0].dice == events[0].dice and twin[0].spec == events[0].spec
    english = event_steps(events[0], names, table.profile, edition)
    assert english == tuple(twin[0].outcome["steps"])
    assert english != tuple(events[0].outcome["steps"])


def test_an_older_row_shows_its_summary_as_written(database: Database) -> None:
    table, events = _play(database, "ninth-age")
    old = events[0].outcome | {"v": 1, "summary": "scritto prima"}
    row = EventView(**{**events[0].__dict__, "outcome": old})
    assert event_line(row, table.names(), table.profile) == "scritto prima"
    unknown = {k: v for k, v in table.names().items() if k != events[0].target_member_id}
    assert event_line(events[0], unknown, table.profile) == events[0].outcome["summary"]


def test_an_actions_steps_written_in_italian_read_in_english(database: Database) -> None:
    """A Dash (TC-V6) logs its input as its spec, so its steps roll again in any language."""
    games_ = [_game(database, "trench-crusade") for _ in range(2)]
    written = []
    for language, game_id in zip(("it", "en"), games_, strict=True):
        set_language(language)
        table = play.load_table(database, game_id)
        runner = table.sides[0].members[0]
        action = play.plan_action(table, runner.id, "dash", {"dice": 1})
        event, _done = play.act(database, table, runner.id, action, [6, 2, 5])
        written.append(event)
    set_language("en")
    italian, english = written
    assert italian.spec == english.spec and italian.spec is not None
    assert italian.spec["kind"] == "dash" and italian.spec["roll"]["dice"] == 1
    table = play.load_table(database, games_[0])
    steps = event_steps(italian, table.names(), table.profile, table.edition)
    assert steps == tuple(english.outcome["steps"]) != tuple(italian.outcome["steps"])
    assert event_line(italian, table.names(), table.profile).endswith("— success")
