"""TC-A7, TC-A3 (issue 36 §5): every shot of a burst into melee that goes astray and hits
strikes a model there, which makes its own injury roll at that point of the burst — logged on
that model, replayed from the log's dice — and a model it already took Out of Action is no
longer there to be struck."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from models.db import Database
from models.ledger.games import games, play
from models.ledger.games.games import NewGame
from models.ledger.games.log_text import event_steps
from models.ledger.startup import open_ledger

BRAT, FRATELLO, SUOR_AGNESE, CANTOR = 6, 7, 5, 13  # demo: Pellegrini (1) and Legion (2)


@pytest.fixture
def table(ledger: Path) -> Iterator[tuple[Database, play.Table]]:
    database = open_ledger(ledger)
    game = games.create_game(database, NewGame("trench-crusade", "tc-1.6", (1, 2)))
    yield database, play.load_table(database, game.id)
    database.close()


def rifle(table: play.Table) -> play.WeaponChoice:
    return next(w for w in table.weapons(BRAT) if w.key == "eq_boltactionrifle")


def test_tc_a7_a_later_shot_astray_injures_the_friend_it_strikes(
    table: tuple[Database, play.Table],
) -> None:
    """Three shots at the Cantor with Fratello Luca in the melee. Shot 1: D6 4, to the target
    (the only enemy), 1+1 misses. Shot 2: D6 2, to the friend; 4+4 hits; Fratello's injury
    roll 6+6 −1 armour = 11: Out of Action. Shot 3: D6 2, to a friend; 4+4 hits, but no friend
    is left standing there: it strikes nobody."""
    database, t = table
    plan = play.plan_attack(t, BRAT, rifle(t), CANTOR, {"shots": 3}, melee_friends=(FRATELLO,))
    event, done = play.attack(database, t, plan, [4, 1, 1, 2, 4, 4, 6, 6, 2, 4, 4])
    assert done.result == "miss"  # on the target
    assert done.also_hit == ((FRATELLO, "out_of_action"),)
    steps = "\n".join(done.steps)
    assert "Shot 2: Fratello Luca: TC-I1 injury roll 6+6-1 = 11 → out of action." in steps
    assert "Shot 3: TC-A7: no model there is still standing: the shot strikes nobody." in steps
    after = play.refreshed(database, t)
    assert "out_of_action" in after.state_of(FRATELLO).flags
    assert "out_of_action" not in after.state_of(CANTOR).flags
    # the log is the source of truth: its dice roll the same steps again
    assert event_steps(event, after.names(), after.profile, after.edition) == done.steps


def test_tc_a7_a_friend_struck_twice_is_down_for_the_second_injury_roll(
    table: tuple[Database, play.Table],
) -> None:
    """Two shots, both to the friend (D6 1 and 3), both hit (5+5). First injury 4+4 −1 = 7:
    Down, 1 BLOOD. Second injury: Down's +1 DICE (TC-I2), 3 dice 1,2,6 keep 6+2 −1 = 7: Down
    again, 2 more BLOOD (TC-I1: two if already Down)."""
    database, t = table
    plan = play.plan_attack(t, BRAT, rifle(t), CANTOR, {"shots": 2}, melee_friends=(FRATELLO,))
    _event, done = play.attack(database, t, plan, [1, 5, 5, 4, 4, 3, 5, 5, 1, 2, 6])
    assert done.also_hit == ((FRATELLO, "down"), (FRATELLO, "down"))
    assert "Shot 2: Fratello Luca: TC-I2 the target is Down: +1 DICE to the injury roll." in (
        done.steps
    )
    state = play.refreshed(database, t).state_of(FRATELLO)
    assert state.counters.get("blood") == 3 and "down" in state.flags


def test_tc_a7_the_die_picks_among_the_friends_still_standing(
    table: tuple[Database, play.Table],
) -> None:
    """Two friends in the melee, Suor Agnese already Out of Action: no die picks between them,
    the shot strikes Fratello (D6 2, 5+5 hits, injury 1+1 −1 = 1: no effect)."""
    database, t = table
    play.record(database, t, play.marker_event(t, SUOR_AGNESE, {"out_of_action": True}))
    t = play.refreshed(database, t)
    plan = play.plan_attack(t, BRAT, rifle(t), CANTOR, melee_friends=(SUOR_AGNESE, FRATELLO))
    _event, done = play.attack(database, t, plan, [2, 5, 5, 1, 1])
    assert done.also_hit == ((FRATELLO, "no_effect"),)


def test_tc_a7_a_log_written_before_every_stray_was_resolved_replays_as_rolled(
    table: tuple[Database, play.Table],
) -> None:
    """Older logs kept the first shot's stray as `picked_among` and a victim after the attack;
    their dice still roll the same steps."""
    database, t = table
    plan = play.plan_attack(t, BRAT, rifle(t), CANTOR, melee_friends=(SUOR_AGNESE, FRATELLO))
    event, done = play.attack(database, t, plan, [2, 5, 5, 2, 4, 4])
    ((among, member, data),) = event.outcome["facts"]["strays"]
    assert (among, member) == (2, FRATELLO)
    old = {"picked_among": among, "victims": [[member, data]]}
    older = replace(event, outcome={**event.outcome, "facts": old})
    t = play.refreshed(database, t)
    assert event_steps(older, t.names(), t.profile, t.edition) == done.steps
