"""Issue 18, item 4: a fifth ruleset is a rules folder and a profile. The toy d6 "hit on 4+"
(tests/toy_ruleset), registered only here, plays through `game attack`, the attack wizard, the
game report and the roster sheet with no other file touched."""

from __future__ import annotations

import itertools
import json
import shutil
import subprocess
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gui.game.document import GameDocument
from gui.game.view import GameView
from models.cli import main
from models.ledger.catalogs import import_catalog
from models.ledger.games import games
from models.ledger.profiles import PROFILES, registered
from models.ledger.rosters import roster
from models.ledger.rosters.roster import NewWarband
from models.ledger.startup import open_ledger
from models.rules.registry import registry
from tests.toy_ruleset.profile import CATALOG, TOY
from tests.toy_ruleset.rules import SYSTEM_ID


@pytest.fixture
def toy() -> Iterator[None]:
    with registered(TOY):
        yield
    assert SYSTEM_ID not in PROFILES and SYSTEM_ID not in registry()


def _prepare(path: Path) -> tuple[int, int, int, int]:
    """The toy's catalog and two warbands (a Brute with a Club; a Scout): their game's ids."""
    database = open_ledger(path)
    try:
        import_catalog(database, CATALOG, "toy.json")
        reds = roster.create_warband(
            database, NewWarband("Reds", SYSTEM_ID, "standard", "toy_reds")
        )
        reds, brute = roster.add_member(database, reds.id, reds.version, "toy_brute", "Grok")
        reds = roster.equip(database, reds.id, reds.version, brute, "toy_club")
        blues = roster.create_warband(
            database, NewWarband("Blues", SYSTEM_ID, "standard", "toy_reds")
        )
        blues, scout = roster.add_member(database, blues.id, blues.version, "toy_scout", "Pip")
        game = games.create_game(
            database, games.NewGame(SYSTEM_ID, "standard", (reds.id, blues.id))
        )
        return game.id, reds.id, brute, scout
    finally:
        database.close()


def _cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _enumerated(attacks: int, to_hit: int, wounds: int) -> dict[str, Fraction]:
    """P(wounds lost = k) over every sequence of faces, independently of the toy's odds."""
    counts = {str(k): 0 for k in range(wounds + 1)}
    for faces in itertools.product(range(1, 7), repeat=attacks):
        counts[str(min(wounds, sum(f >= to_hit for f in faces)))] += 1
    return {k: Fraction(n, 6**attacks) for k, n in counts.items()}


def _log(path: Path, game_id: int) -> list[tuple[Any, ...]]:
    database = open_ledger(path)
    try:
        return [
            (e.seq, e.kind, e.actor_member_id, e.target_member_id, e.spec, e.dice, e.outcome)
            for e in games.events(database, game_id)
        ]
    finally:
        database.close()


def _pdf_text(pdf: Path) -> str:
    if shutil.which("pdftotext") is None:
        pytest.skip("poppler-utils (pdftotext) are not installed: make system-deps")
    return subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout


def test_a_toy_ruleset_plays_by_command_and_by_window_and_prints(
    toy: None,
    tmp_path: Path,
    prepared_sqlite: Path,
    capsys: pytest.CaptureFixture[str],
    qtbot: QtBot,
) -> None:
    cli_db, window_db = tmp_path / "cli.sqlite", tmp_path / "window.sqlite"
    for path in (cli_db, window_db):
        shutil.copyfile(prepared_sqlite, path)
    game_id, warband_id, brute, scout = _prepare(cli_db)
    assert _prepare(window_db) == (game_id, warband_id, brute, scout)
    faces = [6, 4, 1, 2]  # the Brute's 3 attacks and the Club's 1: two hits at 4+

    # By command: the odds the attack would have, then the attack with the table's dice.
    code, out, err = _cli(
        capsys, "game", "attack", str(game_id), "--attacker", str(brute), "--weapon", "Club",
        "--target", str(scout), "--dice", ",".join(map(str, faces)), "--json", "--db", str(cli_db),
    )  # fmt: skip
    assert code == 0, err
    done = json.loads(out)
    assert done["dice"] == faces and done["outcome"] == "2 hits, 2 wounds lost"
    logged = _log(cli_db, game_id)[0]
    assert logged[4] == {"attacks": 4, "wounds": 2}  # the spec: what differs from its defaults
    assert logged[6]["measures"] == {"hits": 2, "wounds_lost": 2}
    wounds = done["odds"]["distributions"]["wounds_lost"]
    assert {k: Fraction(v) for k, v in wounds.items()} == _enumerated(4, 4, 2)

    # Too few dice: exit 2 naming what is missing, nothing logged.
    code, out, err = _cli(
        capsys, "game", "attack", str(game_id), "--attacker", str(brute), "--weapon", "Club",
        "--target", str(scout), "--dice", "6", "--db", str(cli_db),
    )  # fmt: skip
    assert code == 2 and "more d6 needed" in err and "Traceback" not in err
    assert len(_log(cli_db, game_id)) == 1

    # By window: the same attack through the wizard's pages, the same faces typed.
    database = open_ledger(window_db)
    try:
        view = GameView(GameDocument(database, game_id))
        qtbot.addWidget(view)
        wizard = view.attack(brute)
        page = wizard.weapon_page
        page.weapon.setCurrentIndex([w.name for w in wizard.weapons].index("Club"))
        page.target.setCurrentIndex(page.target.findData(scout))
        assert not page.blast.isVisible() and not page.melee.isVisible()  # not the toy's rules
        wizard.next()
        assert wizard.plan is not None and wizard.plan.odds.distributions["wounds_lost"] == (
            _enumerated(4, 4, 2)
        )
        wizard.next()
        wizard.dice_page.faces.setText(" ".join(map(str, faces)))
        assert wizard.dice_page.isComplete()
        wizard.next()
        assert "2 hits, 2 wounds lost" in wizard.result_page.text.toPlainText()
        wizard.accept()
        state = view.document.state_of(scout)
        assert state.counters["wounds"] == 2 and "out_of_action" in state.flags
    finally:
        database.close()
    assert _log(window_db, game_id) == _log(cli_db, game_id)

    # The game report and the roster sheet, from the toy's profile.
    report = tmp_path / "report.pdf"
    code, _out, err = _cli(
        capsys, "export", "report", str(game_id), "-o", str(report), "--db", str(cli_db)
    )
    assert code == 0, err
    text = _pdf_text(report)
    assert "Grok → Pip (Club): 2 hits, 2 wounds lost" in " ".join(text.split())
    assert "wounds lost" in text and "Wounds lost" in text  # luck chart, per-model counter
    sheet = tmp_path / "sheet.pdf"
    code, _out, err = _cli(
        capsys, "export", "roster", str(warband_id), "-o", str(sheet), "--db", str(cli_db)
    )
    assert code == 0, err
    assert "Wounds" in _pdf_text(sheet)  # a box for each of the Brute's 3 wounds
