"""Issue 20, items 10 and 11: warband cards print the weapon profiles (range, modifiers,
keywords and their short rule text, unless asked not to), and the equipment picker shows what a
player chooses by — read back from the PDF's text and from the picker's rows."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from models.catalog.loader import bundled_catalog
from models.catalog.modifiers import item_effects
from tests.test_cli import run


def _text(pdf: Path) -> str:
    if shutil.which("pdftotext") is None:
        pytest.skip("poppler-utils (pdftotext) are not installed: make system-deps")
    done = subprocess.run(
        ["pdftotext", "-raw", str(pdf), "-"], capture_output=True, text=True, check=True
    )
    return " ".join(done.stdout.split())


def _legion_id(db: Path) -> str:
    import json

    rows = json.loads(run("list", "warbands", "--json", "--db", str(db)).stdout)
    return str(next(r["id"] for r in rows if r["name"] == "Legion of Ashes"))


def test_cards_print_weapon_profiles_and_keyword_rules(ledger: Path, tmp_path: Path) -> None:
    pdf = tmp_path / "cards.pdf"
    done = run("export", "cards", _legion_id(ledger), "-o", str(pdf), "--db", str(ledger))
    assert done.returncode == 0, done.stderr
    text = _text(pdf)
    assert "Weapon Range Modifiers Keywords" in text
    # The Death Commando's Silenced Pistol: 12", +1 DICE to hit in cover, ASSAULT.
    assert 'Silenced Pistol 12" +1 DICE to hit' in text
    tc = bundled_catalog("trench-crusade", "tc-1.6")
    for keyword in ("ASSAULT", "BAYONET LUG", "TOUGH", "CRITICAL"):
        meaning = " ".join(tc.keywords[keyword].split())
        assert f"{keyword}: {meaning[:30]}" in text, keyword
    assert "faction keyword" not in text  # HERETIC is a faction's name, not a rule
    assert "Armour -2" in text or "-2" in text  # the Anointed's reinforced armour

    bare = tmp_path / "bare.pdf"
    done = run(
        "export",
        "cards",
        _legion_id(ledger),
        "-o",
        str(bare),
        "--no-rules-text",
        "--db",
        str(ledger),
    )
    assert done.returncode == 0, done.stderr
    plain = _text(bare)
    assert "Weapon Range Modifiers Keywords" in plain and "BAYONET LUG" in plain
    assert "a bayonet may be fixed" not in plain and "the first Out of Action" not in plain


def test_no_rules_text_is_for_cards_only(ledger: Path, tmp_path: Path) -> None:
    out = tmp_path / "roster.pdf"
    done = run(
        "export",
        "roster",
        _legion_id(ledger),
        "-o",
        str(out),
        "--no-rules-text",
        "--db",
        str(ledger),
    )
    assert done.returncode == 2 and "--no-rules-text" in done.stderr
    assert not out.exists()


def test_item_effects_name_modifiers_armour_and_numbers() -> None:
    tc = bundled_catalog("trench-crusade", "tc-1.6")
    assert "+1 DICE to injury" in item_effects(tc.items["eq_antimaterialrifle"])
    assert item_effects(tc.items["eq_reinforcedarmour"]) == ["armour -2"]
    fantasy = bundled_catalog("ninth-age", "standard")
    assert item_effects(fantasy.items["na_crossbow"]) == ["str 4", "ap 1"]


def test_the_luck_chart_names_each_side_whole(ledger: Path) -> None:
    """Issue 20, item 8: "Pellegrini di San : hits" no more — the whole name, wrapped."""
    from reportlab.graphics.charts.barcharts import VerticalBarChart

    from models.ledger.games import games, play
    from models.ledger.games.games import NewGame
    from models.ledger.rosters import roster
    from models.ledger.startup import open_ledger
    from models.reports.exports import game_data
    from models.reports.game import _luck_chart

    database = open_ledger(ledger)
    try:
        tc = [w for w in roster.list_warbands(database) if w.system == "trench-crusade"]
        game = games.create_game(
            database, NewGame("trench-crusade", "tc-1.6", (tc[0].id, tc[1].id))
        )
        table = play.load_table(database, game.id)
        for side in (0, 1):
            shooter = table.sides[side].members[-1]
            target = table.enemies_of(shooter.id)[0]
            plan = play.plan_attack(table, shooter.id, table.weapons(shooter.id)[0], target.id)
            play.attack(database, table, plan, None, seed=side)
            table = play.refreshed(database, table)
        chart = _luck_chart(game_data(database, game.id)).contents[0]
        assert isinstance(chart, VerticalBarChart)
        names = [" ".join(n.split()) for n in chart.categoryAxis.categoryNames]
        for warband in tc:
            assert f"{warband.name} hits" in names, names
    finally:
        database.close()
