"""`warband-ledger game …` (CONTRACTS.md §4, issue 18): whole games played headless with fixed
dice, and the same Trench Crusade game played through the window's widgets with the same dice:
both leave the same event log and the same game report."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gui.game.action_dialog import ActionDialog
from gui.game.attack_wizard import AttackWizard
from models.ledger.games import games
from models.ledger.startup import open_ledger
from models.table.game_log import TRACKED
from models.table.payloads import VERSION
from tests.gui.test_game import (
    LEGION,
    PILGRIMS,
    _window,
    attack,
    member,
    start_game,
    start_tc_game,
)
from tests.test_cli import run

PILGRIMS_ID, LEGION_ID = 1, 2  # the demo warbands' ids in the prepared database


def game(db: Path, *args: str) -> dict[str, Any]:
    result = run("game", *args, "--json", "--db", str(db))
    assert result.returncode == 0, (args, result.stderr)
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def attacking(game_id: str, attacker: Any, weapon: str, target: Any, *more: str) -> list[str]:
    """The arguments of `game attack`."""
    return [
        "attack",
        game_id,
        "--attacker",
        str(attacker),
        "--weapon",
        weapon,
        "--target",
        str(target),
        *more,
    ]


def refused(db: Path, *args: str) -> str:
    result = run("game", *args, "--db", str(db))
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
    assert result.stdout == ""
    return result.stderr


def _log(db: Path, game_id: int) -> list[tuple[Any, ...]]:
    """The event log as stored, but for when each event was written."""
    database = open_ledger(db)
    try:
        return [
            (
                e.seq,
                e.turn,
                e.kind,
                e.actor_member_id,
                e.target_member_id,
                e.spec,
                e.dice,
                e.seed,
                e.outcome,
                e.undone,
                e.undoes_seq,
            )
            for e in games.events(database, game_id)
        ]
    finally:
        database.close()


def _report(db: Path, game_id: int, tmp_path: Path, name: str) -> str:
    pdf = tmp_path / f"{name}.pdf"
    result = run("export", "report", str(game_id), "-o", str(pdf), "--db", str(db))
    assert result.returncode == 0, result.stderr
    if shutil.which("pdftotext") is None:
        pytest.skip("poppler-utils (pdftotext) are not installed: make system-deps")
    return subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout


@pytest.fixture
def two_ledgers(tmp_path: Path, prepared_sqlite: Path) -> Iterator[tuple[Path, Path]]:
    paths = (tmp_path / "cli.sqlite", tmp_path / "window.sqlite")
    for path in paths:
        shutil.copyfile(prepared_sqlite, path)
    yield paths


# The game, as a player at the table would play it: ids of the demo warbands' members.
BRAT, FRATELLO = 6, 7  # Pellegrini: two Trench Pilgrims with Bolt-Action Rifles
PROPHET = 1  # the War Prophet (pistol, sword)


def test_a_trench_crusade_game_by_command_and_by_window_leave_the_same_log_and_report(
    two_ledgers: tuple[Path, Path],
    qtbot: QtBot,
    qapp: QApplication,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    cli_db, window_db = two_ledgers
    # -- by command ------------------------------------------------------------------------
    # The window's New Game lists the warbands by name: Legion of Ashes is side 0.
    started = game(
        cli_db,
        "new",
        "--warband",
        str(LEGION_ID),
        "--warband",
        str(PILGRIMS_ID),
        "--scenario",
        "Hold the Ruins",
    )
    gid = str(started["game_id"])
    shown = game(cli_db, "show", gid)
    models = {m["member_id"]: m for m in shown["models"]}
    assert {m["warband_id"] for m in shown["models"]} == {PILGRIMS_ID, LEGION_ID}
    assert models[BRAT]["state"] == {
        "blood": 0,
        "blessing": 0,
        "infection": 0,
        "down": False,
        "out_of_action": False,
        "activated": False,
    }
    target = next(m for m in shown["models"] if m["warband_id"] == LEGION_ID)["member_id"]
    rifle = models[BRAT]["weapons"][0]["id"]
    # Too few dice: exit 2 saying what is missing, nothing logged.
    message = refused(cli_db, *attacking(gid, BRAT, rifle, target, "--dice", "6"))
    assert "1 more d6" in message
    assert game(cli_db, "show", gid)["models"] == shown["models"]
    first = game(cli_db, *attacking(gid, BRAT, rifle, target, "--dice", "6,5,4,3"))
    assert first["outcome"] == "minor_hit" and first["dice"] == [6, 5, 4, 3]
    # The odds shown are what `odds` says for the spec the log keeps.
    logged_spec = _log(cli_db, int(gid))[0][5]
    said = run("odds", "trench-crusade", "--spec", json.dumps(logged_spec), "--json")
    assert said.returncode == 0, said.stderr
    expected = json.loads(said.stdout)
    assert first["odds"] == {k: expected[k] for k in ("outcomes", "distributions")}
    game(cli_db, "mark", gid, "--model", str(target), "--set", "blood=3")
    game(cli_db, "action", gid, "--model", str(FRATELLO), "--action", "dash", "--dice", "3,4")
    second = game(
        cli_db,
        *attacking(
            gid,
            PROPHET,
            "Sword / Axe",
            target,
            "--situation",
            '{"blood_spent_on_hit": 0}',
            "--dice",
            "6,6,5,5,6,6",
        ),
    )
    game(cli_db, "next-turn", gid)
    game(cli_db, "undo", gid)
    game(cli_db, "redo", gid)
    game(
        cli_db,
        "end",
        gid,
        "--result",
        str(PILGRIMS_ID),
        "--points",
        f"{PILGRIMS_ID}=3",
        "--points",
        f"{LEGION_ID}=1",
    )
    assert refused(cli_db, "next-turn", gid).count("finished") == 1

    # -- by window, the same dice ------------------------------------------------------------
    window = _window(qtbot, qapp, window_db)
    try:
        view = start_tc_game(window, monkeypatch)
        brat, fratello = member(view, PILGRIMS, 5), member(view, PILGRIMS, 6)
        prophet, enemy = member(view, PILGRIMS, 0), member(view, LEGION, 0)
        assert (brat.id, fratello.id, prophet.id, enemy.id) == (BRAT, FRATELLO, PROPHET, target)
        attack(view, brat, enemy, "6 5 4 3")
        view.document.set_counter(enemy.id, "blood", 2)  # + 2 on the card: 1 → 3
        dialog = view.act(fratello.id)
        assert isinstance(dialog, ActionDialog)
        dialog.kind.setCurrentIndex(dialog.kind.findData("dash"))
        QTest.keyClicks(dialog.faces, "3 4")
        dialog.accept()
        attack(view, prophet, enemy, "6 6 5 5 6 6", weapon=("eq_swordaxe", "melee"))
        view.document.next_turn()
        window.undo_group.activeStack().undo()
        window.undo_group.activeStack().redo()
        sides = {s.participant.warband_id: s.participant.side for s in view.document.sides}
        assert view.document.finish(
            sides[PILGRIMS_ID], "", {sides[PILGRIMS_ID]: 3, sides[LEGION_ID]: 1}
        )
    finally:
        assert window.database is not None
        window.database.close()

    assert second["outcome"] == _log(window_db, 1)[3][8]["result"]
    assert _log(cli_db, 1) == _log(window_db, 1)
    assert {event[8]["v"] for event in _log(cli_db, 1)} == {VERSION}  # every outcome typed
    assert _report(cli_db, 1, tmp_path, "cli") == _report(window_db, 1, tmp_path, "window")


@pytest.mark.parametrize(
    ("system", "attacker_band", "target_band"),
    [("ninth-age", 3, 4), ("dies-irae", 5, 6), ("warzone", 7, 8)],
)
def test_a_game_of_each_other_system_by_command(
    system: str, attacker_band: int, target_band: int, ledger: Path
) -> None:
    started = game(ledger, "new", "--warband", str(attacker_band), "--warband", str(target_band))
    gid = str(started["game_id"])
    shown = game(ledger, "show", gid)
    assert shown["system"] == system and shown["turn"] == 1
    mine = [m for m in shown["models"] if m["warband_id"] == attacker_band]
    theirs = [m for m in shown["models"] if m["warband_id"] == target_band]
    attacker, target = mine[0], theirs[0]
    weapon = attacker["weapons"][0]["id"]
    ids = (gid, attacker["member_id"], weapon, target["member_id"])
    seeded = game(ledger, *attacking(*ids, "--seed", "7"))
    # The seeded dice, typed back as the table's, resolve the same way.
    game(ledger, "undo", gid)
    typed = game(ledger, *attacking(*ids, "--dice", ",".join(map(str, seeded["dice"]))))
    assert (typed["outcome"], typed["steps"], typed["effects"]) == (
        seeded["outcome"],
        seeded["steps"],
        seeded["effects"],
    )
    assert set(typed["odds"]) == {"outcomes", "distributions"}
    state = {m["member_id"]: m["state"] for m in game(ledger, "show", gid)["models"]}
    assert state[attacker["member_id"]]["activated"] is True  # "Acted" in some systems
    marker = next(
        k for k, v in target["state"].items() if isinstance(v, int) and not isinstance(v, bool)
    )
    game(ledger, "mark", gid, "--model", str(target["member_id"]), "--set", f"{marker}=1")
    after = {m["member_id"]: m["state"] for m in game(ledger, "show", gid)["models"]}
    assert after[target["member_id"]][marker] == 1
    message = refused(
        ledger,
        "action",
        gid,
        "--model",
        str(attacker["member_id"]),
        "--action",
        "dash",
        "--dice",
        "3,4",
    )
    assert "has none; attack, mark or aim instead" in message
    game(ledger, "next-turn", gid)
    game(ledger, "end", gid, "--result", "draw")
    assert game(ledger, "show", gid)["status"] == "finished"


RIFLE = ("1", 6, "eq_boltactionrifle", 13)  # Brat Tomasz's rifle at a Legion model


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (attacking("1", 6, "no-such", 13, "--seed", "1"), "has no such weapon"),
        (attacking("1", 6, "eq_boltactionrifle", 7, "--seed", "1"), "on the attacker's side"),
        (attacking("1", 6, "eq_boltactionrifle", 999, "--seed", "1"), "not a model of game 1"),
        (attacking(*RIFLE, "--situation", '{"armour": "thick"}', "--seed", "1"), "armour"),
        (attacking(*RIFLE, "--situation", '{"blood_spent_on_hit": 2}', "--seed", "1"), "BLOOD"),
        (attacking(*RIFLE, "--dice", "6,5,4,3,2,1"), "too many"),
        (attacking(*RIFLE, "--dice", "6,7"), "7"),
        (attacking(*RIFLE, "--situation", "[1]", "--seed", "1"), "JSON object"),
        (["mark", "1", "--model", "6", "--set", "blood=7"], "at most 6"),
        (["mark", "1", "--model", "6", "--set", "wounds=1"], "tracks blood"),
        (["mark", "1", "--model", "6", "--set", "down=maybe"], "true or false"),
        (
            [
                "action",
                "1",
                "--model",
                "6",
                "--action",
                "dash",
                "--situation",
                '{"blood_spent": 1}',
                "--dice",
                "3,4",
            ],
            "the model has 0",
        ),
        (
            [
                "action",
                "1",
                "--model",
                "6",
                "--action",
                "dash",
                "--situation",
                '{"wings": 1}',
                "--dice",
                "3,4",
            ],
            "unknown wings",
        ),
        (  # TC-A8: the action's and the injury roll's BLOOD come from one pool
            [
                "action",
                "1",
                "--model",
                "6",
                "--action",
                "dangerous-terrain",
                "--situation",
                '{"blood_spent": 1, "injury_blood_spent": 1}',
                "--dice",
                "1,1",
            ],
            "blood_spent 1 + injury_blood_spent 1 make 2, but the model has 0",
        ),
        (
            [
                "action",
                "1",
                "--model",
                "6",
                "--action",
                "fall",
                "--situation",
                '{"bloodbath": "yes"}',
                "--dice",
                "1,1",
            ],
            "bloodbath must be true or false",
        ),
        (["undo", "1"], "nothing to undo"),
        (["end", "1", "--result", "5"], "does not play"),
        (["show", "99"], "99"),
    ],
)
def test_bad_game_input_exits_2_and_logs_nothing(args: list[str], named: str, ledger: Path) -> None:
    game(ledger, "new", "--warband", str(PILGRIMS_ID), "--warband", str(LEGION_ID))
    before = _events(ledger)
    assert named in refused(ledger, *args)
    assert _events(ledger) == before


def _events(db: Path) -> int:
    conn = sqlite3.connect(db)
    try:
        return int(conn.execute("SELECT count(*) FROM game_events").fetchone()[0])
    finally:
        conn.close()


@pytest.mark.parametrize("system", ["ninth-age", "dies-irae", "warzone"])
def test_a_game_of_each_other_system_by_window_and_by_command_leave_the_same_log(
    system: str,
    two_ledgers: tuple[Path, Path],
    qtbot: QtBot,
    qapp: QApplication,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """Issue 18's "done when" for the other systems: an attack with the app's dice through the
    system's wizard, a marker on a card, the next turn and the end — then the same by command,
    from the seed the window's dice had."""

    cli_db, window_db = two_ledgers
    window = _window(qtbot, qapp, window_db)
    try:
        view = start_game(window, monkeypatch, system)
        first, second = view.document.sides
        attacker, target = first.members[0], second.members[0]
        wizard = view.attack(attacker.id)
        assert isinstance(wizard, AttackWizard)
        wizard.weapon_page.target.setCurrentIndex(wizard.weapon_page.target.findData(target.id))
        wizard.next()
        wizard.next()
        wizard.dice_page.roll_button.click()
        assert wizard.dice_page.isComplete()
        wizard.next()
        wizard.accept()
        seed = str(view.document.events[-1].seed)  # the app's dice: the same seed by command
        counter = view.document.tracked.counters[0][0]
        view.document.set_counter(target.id, counter, 1)
        view.document.next_turn()
        assert view.document.finish(None, "", {})
        order = [s.participant.warband_id for s in view.document.sides]
        weapon = view.document.table.weapons(attacker.id)[0].key
    finally:
        assert window.database is not None
        window.database.close()

    started = game(cli_db, "new", *[a for w in order for a in ("--warband", str(w))])
    gid = str(started["game_id"])
    game(cli_db, *attacking(gid, attacker.id, weapon, target.id, "--seed", seed))
    now = {m["member_id"]: m["state"] for m in game(cli_db, "show", gid)["models"]}
    public = TRACKED[system].public_name(counter)
    game(
        cli_db,
        "mark",
        gid,
        "--model",
        str(target.id),
        "--set",
        f"{public}={now[target.id][public] + 1}",
    )
    game(cli_db, "next-turn", gid)
    game(cli_db, "end", gid, "--result", "draw")
    window_game = int(view.document.game.id)
    assert _log(cli_db, int(gid)) == _log(window_db, window_game)
    assert _report(cli_db, int(gid), tmp_path, "cli") == _report(
        window_db, window_game, tmp_path, "window"
    )


PRIEST = 12  # the Legion's Priest Malachai: TOUGH, Standard Armour −1


def _state(db: Path, game_id: str, member_id: int) -> dict[str, Any]:
    shown = game(db, "show", game_id)
    (found,) = [m["state"] for m in shown["models"] if m["member_id"] == member_id]
    return dict(found)


def test_tc_i11_a_tough_model_falls_down_once_then_out_clearing_its_blood(ledger: Path) -> None:
    """Issue 36 §6 through the `game` commands: a fall of 9" (+3 DICE, 6+6 −1 = 11) would take
    the TOUGH priest Out of Action; TOUGH makes it Down and is used. The next fall, with a
    Bloodbath on the Down priest (3 markers: its 1 BLOOD and 2 INFECTION, TC-I7), takes it
    Out of Action, clearing its BLOOD as an attack's does."""
    gid = str(
        game(ledger, "new", "--warband", str(PILGRIMS_ID), "--warband", str(LEGION_ID))["game_id"]
    )
    game(ledger, "mark", gid, "--model", str(PRIEST), "--set", "infection=5")
    first = game(
        ledger, "action", gid, "--model", str(PRIEST), "--action", "fall",
        "--situation", '{"height": 9}', "--dice", "6,6,6,6,6",
    )  # fmt: skip
    assert first["outcome"] == "down"
    assert "TC-I11: TOUGH turns the first Out of Action into Down" in first["steps"]
    assert _state(ledger, gid, PRIEST) | {"infection": 0} == {
        "blood": 1, "blessing": 0, "infection": 0, "down": True, "out_of_action": False,
        "activated": False,
    }  # fmt: skip
    second = game(
        ledger, "action", gid, "--model", str(PRIEST), "--action", "fall",
        "--situation", '{"height": 3, "bloodbath": true}', "--dice", "6,6,6,6,6",
    )  # fmt: skip
    assert second["outcome"] == "out_of_action"
    after = _state(ledger, gid, PRIEST)
    assert (after["blood"], after["infection"], after["out_of_action"]) == (0, 3, True)


def test_tc_i6_best_play_at_the_table_spends_the_targets_blood_and_logs_it(ledger: Path) -> None:
    """Issue 36 §5 through the `game` commands: the Cantor holds 6 BLOOD; Brat hits (4+4) and
    the best play spends all six as DICE (8 dice, the highest 2 summed — better than a
    Bloodbath's 3D6 against armour −1); 2+2 −1 = 3, a minor hit: 6 − 6 + 1 = 1 BLOOD."""
    gid = str(game(ledger, "new", "--warband", "1", "--warband", "2")["game_id"])
    game(ledger, "mark", gid, "--model", "13", "--set", "blood=6")
    done = game(
        ledger,
        *attacking(
            gid, BRAT, "eq_boltactionrifle", 13,
            "--situation", '{"best_play": true}', "--dice", "4,4,2,2,2,2,2,2,2,1",
        ),
    )  # fmt: skip
    assert done["outcome"] == "minor_hit"
    assert (
        "Best play for the attacker: 6 of the target's BLOOD spent for +6 DICE (TC-I6)."
        in (done["steps"])
    )
    assert _state(ledger, gid, 13)["blood"] == 1
    game(ledger, "undo", gid)
    assert _state(ledger, gid, 13)["blood"] == 6
