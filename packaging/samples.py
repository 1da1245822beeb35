"""Render one sample of every PDF export to docs/samples/ (PNG, first pages), to look at.

    .venv/bin/python packaging/samples.py      (needs pdftoppm: poppler-utils)

Uses a throwaway demo database, with a short scripted Trench Crusade game for the report.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "docs" / "samples"


def scripted_game(database: object, seed: int = 3) -> int:
    """A finished Trench Crusade game of about thirty attacks with the app's dice."""
    from models.db import Database
    from models.ledger.catalogs import load_catalog
    from models.ledger.games import games
    from models.ledger.games.games import NewEvent, NewGame
    from models.ledger.rosters import roster
    from models.rules.dice import SeededDice
    from models.rules.spec import from_mapping
    from models.rules.system import fraction_text
    from models.systems.trench_crusade.attack import resolve
    from models.systems.trench_crusade.odds import tc_odds
    from models.systems.trench_crusade.spec import TCAttackSpec
    from models.systems.trench_crusade.table_attacks import attack_spec, effects, weapons

    assert isinstance(database, Database)
    tc = [w for w in roster.list_warbands(database) if w.system == "trench-crusade"]
    first, second = (roster.get_warband(database, w.id) for w in tc)
    game = games.create_game(
        database,
        NewGame("trench-crusade", "tc-1.6", (first.id, second.id), scenario="Hold the Ruins"),
    )
    with database.sessions() as session:
        catalog = load_catalog(session, "trench-crusade", "tc-1.6")
    rng = random.Random(seed)
    for n in range(30):
        side, other = (first, second) if n % 2 == 0 else (second, first)
        state = games.game_state(database, game.id)
        attacker, target = rng.choice(side.members), rng.choice(other.members)
        if "out_of_action" in state.of(target.id).flags | state.of(attacker.id).flags:
            continue
        weapon = weapons(catalog, attacker)[0]
        spec = attack_spec(
            catalog, attacker, state.of(attacker.id), weapon, target, state.of(target.id)
        )
        dice = SeededDice(seed * 100 + n)
        parsed = from_mapping(TCAttackSpec, spec)
        result = resolve(parsed, dice)
        odds = tc_odds(parsed).outcomes[result.outcome.worst]
        games.record_event(
            database,
            game.id,
            NewEvent(
                "attack",
                actor_member_id=attacker.id,
                target_member_id=target.id,
                spec=spec,
                dice=dice.rolled,
                seed=dice.seed,
                outcome={
                    "summary": f"{attacker.name} → {target.name} ({weapon.name})",
                    "result": result.outcome.worst,
                    "odds": fraction_text(odds),
                    "steps": list(result.steps),
                    "effects": effects(
                        spec, result.outcome, attacker.id, target.id, state.of(target.id)
                    ),
                },
            ),
        )
    summary = games.get_game(database, game.id)
    games.finish_game(database, game.id, summary.version, 0, "Held the ruins to the end.", {0: 3})
    return game.id


def scripted_system_game(database: object, system: str, seed: int = 5) -> int:
    """A finished game of another system: each unit attacks the other's in turn, with the
    app's dice, through the system's declaration (as the attack wizard does)."""
    from models.db import Database
    from models.ledger.catalogs import load_catalog
    from models.ledger.games import games
    from models.ledger.games.games import NewEvent, NewGame
    from models.ledger.profiles import SYSTEM_ATTACKS
    from models.ledger.rosters import roster
    from models.rules.dice import SeededDice
    from models.rules.spec import from_mapping
    from models.table.profile_attacks import Sides

    assert isinstance(database, Database)
    declaration = SYSTEM_ATTACKS[system]
    listed = [w for w in roster.list_warbands(database) if w.system == system]
    first, second = (roster.get_warband(database, w.id) for w in listed)
    game = games.create_game(
        database, NewGame(system, listed[0].edition, (first.id, second.id), scenario="Meeting")
    )
    with database.sessions() as session:
        catalog = load_catalog(session, system, listed[0].edition)
    for n in range(12):
        side, other = (first, second) if n % 2 == 0 else (second, first)
        state = games.game_state(database, game.id)
        attacker, target = side.members[n // 2 % len(side.members)], other.members[0]
        if "out_of_action" in state.of(target.id).flags | state.of(attacker.id).flags:
            continue
        owned = [catalog.items[i.key] for i in attacker.items if i.key in catalog.items]
        weapon = owned[0] if owned else None
        sides = Sides(catalog, attacker, state.of(attacker.id), weapon, target, state.of(target.id))
        data = declaration.from_sides(sides)
        spec = from_mapping(declaration.spec_type, data)
        dice = SeededDice(seed * 100 + n)
        outcome = declaration.roll_spec(spec, dice).outcome
        what = declaration.summary(outcome)
        games.record_event(
            database,
            game.id,
            NewEvent(
                "attack",
                actor_member_id=attacker.id,
                target_member_id=target.id,
                spec=data,
                dice=dice.rolled,
                seed=dice.seed,
                outcome={
                    "summary": f"{attacker.name} → {target.name}: {what}",
                    "result": what,
                    "effects": declaration.effects(sides, outcome),
                    **declaration.record(declaration.spec_odds(spec), outcome),
                },
            ),
        )
    summary = games.get_game(database, game.id)
    games.finish_game(database, game.id, summary.version, None, "", {})
    return game.id


def main() -> int:
    from models.ledger.campaigns.campaigns import list_campaigns
    from models.ledger.rosters import roster
    from models.ledger.startup import open_ledger
    from models.reports import exports

    SAMPLES.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["XDG_DATA_HOME"] = str(Path(scratch) / "data")
        folder = Path(scratch)
        database = open_ledger(folder / "demo.sqlite")
        pilgrims = next(w.id for w in roster.list_warbands(database) if w.name.startswith("Pell"))
        ninth = next(w.id for w in roster.list_warbands(database) if w.system == "ninth-age")
        campaign = next(c.id for c in list_campaigns(database) if c.system == "trench-crusade")
        game = scripted_game(database)
        ninth_game = scripted_system_game(database, "ninth-age")
        from models.ledger.campaigns import campaigns

        campaigns.record_battle(database, campaigns.draft_from_game(database, campaign, game))
        made = {
            "cards": exports.export_cards(database, pilgrims, folder / "cards.pdf"),
            "cards-a6": exports.export_cards(database, pilgrims, folder / "a6.pdf", card_size="a6"),
            "roster": exports.export_roster(database, pilgrims, folder / "roster.pdf"),
            "roster-ninth-age": exports.export_roster(database, ninth, folder / "ninth.pdf"),
            "game-report": exports.export_report(database, game, folder / "report.pdf"),
            "game-report-ninth-age": exports.export_report(
                database, ninth_game, folder / "ninth-report.pdf"
            ),
            "campaign-book": exports.export_campaign(database, campaign, folder / "book.pdf"),
        }
        database.close()
        for name, pdf in made.items():
            for old in SAMPLES.glob(f"{name}-*.png"):
                old.unlink()
            subprocess.run(
                [
                    "pdftoppm",
                    "-r",
                    "80",
                    "-png",
                    "-f",
                    "1",
                    "-l",
                    "3",
                    str(pdf),
                    str(SAMPLES / name),
                ],
                check=True,
            )
        for png in sorted(SAMPLES.glob("*.png")):
            print(png)
    return 0


if __name__ == "__main__":
    sys.exit(main())
