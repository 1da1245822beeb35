"""TC-R7, TC-A3 (issue 36 §5) at the table: a BLAST of several shots hits the models under it
on every shot that hits, each with its own injury roll and profile; the odds give each its
own profile too."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from models.db import Database
from models.ledger.games import games, play
from models.ledger.games.games import NewGame
from models.ledger.games.log_text import event_steps
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger

LUCA, NICOLO, KELL = 7, 10, 20  # demo: Fratello Luca, Pellegrino Nicolò; the Legion's Kell


@pytest.fixture
def table(ledger: Path) -> Iterator[tuple[Database, play.Table]]:
    database = open_ledger(ledger)
    legion = roster.get_warband(database, 2)
    roster.equip(database, legion.id, legion.version, KELL, "eq_grenades")  # BLAST 2", SHRAPNEL
    game = games.create_game(database, NewGame("trench-crusade", "tc-1.6", (1, 2)))
    yield database, play.load_table(database, game.id)
    database.close()


def grenades(t: play.Table) -> play.WeaponChoice:
    return next(w for w in t.weapons(KELL) if w.key == "eq_grenades")


def test_tc_r7_two_blast_shots_hit_the_models_under_it_each_time(
    table: tuple[Database, play.Table],
) -> None:
    """Shot 1: 4+4 hits; Luca (armour −1) 3+3 −1 = 5, a minor hit (+1, +1 SHRAPNEL);
    Nicolò 5+4 = 9, Out of Action. Shot 2: 4+4 hits; Luca 3+3 −1 = 5 again (+2 BLOOD);
    Nicolò, Out of Action, is hit no more."""
    database, t = table
    plan = play.plan_attack(t, KELL, grenades(t), LUCA, {"shots": 2}, blast=(NICOLO,))
    assert any("own profile" in note for note in plan.notes)
    event, done = play.attack(database, t, plan, [4, 4, 3, 3, 5, 4, 4, 4, 3, 3])
    assert done.also_hit == ((NICOLO, "out_of_action"),)
    steps = "\n".join(done.steps)
    assert "Shot 1: Pellegrino Nicolò: TC-I1 injury roll 5+4+0 = 9 → out of action." in steps
    assert "Shot 2: Pellegrino Nicolò" not in steps
    after = play.refreshed(database, t)
    assert after.state_of(LUCA).counters.get("blood") == 4
    assert "out_of_action" in after.state_of(NICOLO).flags
    assert event_steps(event, after.names(), after.profile, after.edition) == done.steps


def test_tc_r7_the_odds_give_each_model_under_the_blast_its_own_profile(
    table: tuple[Database, play.Table],
) -> None:
    """Luca wears armour (−1), Nicolò none: the chance both are Out of Action is the product
    of their own, not of Luca's twice."""
    _database, t = table
    plan = play.plan_attack(t, KELL, grenades(t), LUCA, blast=(NICOLO,))
    shared = play.odds_alone("trench-crusade", "tc-1.6", dict(plan.spec))[0]
    both, alone = plan.odds.distributions["models_out_of_action"], shared.distributions
    assert both["2"] > alone["models_out_of_action"]["2"]
    assert plan.odds.outcomes == shared.outcomes  # the target's own odds do not change
