"""Every text a user types has a length the product accepts, and every PDF lays out the
longest accepted text in work that grows linearly with it (issue 34, 4: a 20,000-character
scenario took past 300 s, a name of 65,000 private-use characters past 900 s). The work is
counted in steps — Python function calls, and fontconfig searches — not seconds, so the
bound holds on any machine."""

from __future__ import annotations

import datetime as dt
import json
import shutil
import sqlite3
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from reportlab.pdfbase import pdfmetrics

from models.ledger.campaigns import campaigns
from models.ledger.campaigns.campaigns import NewBattle, NewCampaign, NewSide
from models.ledger.games import games
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from models.ledger.user_text import MAX_NAME, MAX_NOTES
from models.reports import base, exports
from models.table.errors import InvalidInput

# Worst cases: one word with nowhere to break a line; characters no font here draws (each a
# fontconfig search before); ordinary words.
KINDS = {
    "one word": lambda n: "W" * n,
    "private use": lambda n: "".join(chr(0xE000 + i % 6400) for i in range(n)),
    "words": lambda n: ("lorem ipsum dolor " * n)[:n],
}
PDFS: dict[str, Callable[..., Path]] = {
    "cards": lambda db, out, game: exports.export_cards(db, 1, out),
    "roster": lambda db, out, game: exports.export_roster(db, 1, out),
    "report": lambda db, out, game: exports.export_report(db, game, out),
    "campaign": lambda db, out, game: exports.export_campaign(db, 1, out),
}
STEPS_BUDGET = 4_000_000  # the longest text, any PDF: about 1.7 million at this writing


def _ledger_with(text: Callable[[int], str], share: float, prepared: Path, folder: Path) -> Path:
    """The demo ledger with every typed field at `share` of its longest accepted length."""
    path = folder / f"{share}.sqlite"
    shutil.copyfile(prepared, path)
    name, notes = text(int(MAX_NAME * share)), text(int(MAX_NOTES * share))
    database = open_ledger(path)
    try:
        game = games.create_game(database, games.NewGame("trench-crusade", "tc-1.6", (1, 2)))
        campaigns.record_battle(database, NewBattle(1, (NewSide(1, "win"), NewSide(2, "loss"))))
    finally:
        database.close()
    conn = sqlite3.connect(path)
    with conn:
        for table in ("warbands", "members", "campaigns"):
            conn.execute(f"UPDATE {table} SET name = ?, notes = ?", (name, notes))
        conn.execute("UPDATE members SET skills = ?", (json.dumps([name] * 3),))
        conn.execute("UPDATE players SET name = ?", (name,))
        conn.execute("UPDATE battles SET scenario = ?, notes = ?", (name, notes))
        conn.execute(
            "UPDATE games SET scenario = ?, result = ? WHERE id = ?",
            (name, json.dumps({"notes": notes}), game.id),
        )
    conn.close()
    return path


class _Steps:
    """Python function calls while a block runs, and fontconfig searches."""

    def __init__(self) -> None:
        self.calls = 0

    def _count(self, _frame: object, event: str, _arg: object) -> None:
        if event == "call":
            self.calls += 1

    def __enter__(self) -> _Steps:
        sys.setprofile(self._count)
        return self

    def __exit__(self, *_exc: object) -> None:
        sys.setprofile(None)


@pytest.fixture
def font_searches(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    searched: list[str] = []
    original = base._font_files_with

    def counted(character: str) -> list[str]:
        searched.append(character)
        return original(character)

    monkeypatch.setattr(base, "_font_files_with", counted)
    monkeypatch.setattr(base, "_unfound", set())
    yield searched


@pytest.mark.parametrize("kind", KINDS)
def test_each_pdf_lays_out_the_longest_text_in_linear_steps(
    kind: str, prepared_sqlite: Path, tmp_path: Path, font_searches: list[str]
) -> None:
    steps: dict[tuple[str, float], int] = {}
    for share in (0.5, 1.0):
        path = _ledger_with(KINDS[kind], share, prepared_sqlite, tmp_path)
        database = open_ledger(path)
        try:
            game = games.list_games(database)[0].id
            for what, export in PDFS.items():
                font_searches.clear()
                with base.undrawable_characters(), _Steps() as counted:
                    export(database, tmp_path / f"{what}.pdf", game)
                steps[(what, share)] = counted.calls
                assert len(font_searches) <= base.FONT_SEARCHES, what
        finally:
            database.close()
    for what in PDFS:
        half, full = steps[(what, 0.5)], steps[(what, 1.0)]
        assert full <= STEPS_BUDGET, (what, full)
        # twice the text, at most about twice the work (quadratic work would be four times)
        assert full <= 2.3 * half, (what, half, full)


def test_a_fit_to_width_line_is_cut_in_one_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    """The page header's cut (draw_line): a 20,000-character scenario measured once per
    character, not once per character per character."""
    text = "Siege " * 4000
    measured: list[int] = []
    original = pdfmetrics.stringWidth

    def counting(run: str, font: str, size: float) -> float:
        measured.append(len(run))
        return float(original(run, font, size))

    monkeypatch.setattr(base, "stringWidth", counting)
    fitted = base._fit(text, 8, 300)
    assert fitted.endswith("…") and base._width(fitted, 8) <= 300
    assert sum(measured) <= 3 * len(text)


@pytest.fixture
def database(ledger: Path) -> Iterator[object]:
    opened = open_ledger(ledger)
    yield opened
    opened.close()


def test_every_typed_field_accepts_its_longest_and_refuses_one_more(database: object) -> None:
    db = database
    band = roster.get_warband(db, 1)  # type: ignore[arg-type]
    longest, too_long = "n" * MAX_NAME, "n" * (MAX_NAME + 1)
    notes, too_many = "x" * MAX_NOTES, "x" * (MAX_NOTES + 1)
    attempts: list[tuple[str, Callable[[str, str], object]]] = [
        (
            "warband",
            lambda name, text: roster.create_warband(
                db,  # type: ignore[arg-type]
                roster.NewWarband(name, band.system, band.edition, band.faction_key, notes=text),
            ),
        ),
        (
            "campaign",
            lambda name, text: campaigns.create_campaign(
                db,  # type: ignore[arg-type]
                NewCampaign(name, "trench-crusade", "tc-1.6", notes=text),
            ),
        ),
        (
            "game",
            lambda name, text: games.create_game(
                db,  # type: ignore[arg-type]
                games.NewGame("trench-crusade", "tc-1.6", (1, 2), scenario=name),
            ),
        ),
        (
            "battle",
            lambda name, text: campaigns.record_battle(
                db,  # type: ignore[arg-type]
                NewBattle(
                    1,
                    (NewSide(1, "win"), NewSide(2, "loss")),
                    scenario=name,
                    notes=text,
                    played_on=dt.date(2026, 12, 6),
                ),
            ),
        ),
    ]
    for what, make in attempts:
        make(longest, notes)  # the longest accepted
        for name, text in ((too_long, notes), (longest, too_many)):
            with pytest.raises(InvalidInput, match="longer than"):
                make(name, text)
            if what == "game":
                break  # a game has no notes until it is finished


def test_a_name_longer_than_accepted_stored_by_hand_is_a_message(
    ledger: Path, tmp_path: Path
) -> None:
    """65,000 private-use characters written into names with bare sqlite3 (the probe's): the
    roster sheet says what is wrong, exit 2, nothing written — once past 900 s, then a
    traceback."""
    from tests.test_cli import run

    conn = sqlite3.connect(ledger)
    with conn:
        name = "".join(chr(0xF0000 + i) for i in range(65_000))
        conn.execute("UPDATE members SET name = ? WHERE warband_id = 1", (name,))
    conn.close()
    target = tmp_path / "roster.pdf"
    result = run("export", "roster", "1", "-o", str(target), "--db", str(ledger))
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
    assert "too long to fit on a page" in result.stderr
    assert not target.exists()
