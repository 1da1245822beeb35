"""PDFs in the chosen language (issue 12): labels, outcome names, dates and numbers as each
language writes them — through the command line's --lang, on a real database."""

from __future__ import annotations

import datetime as dt
import shutil
from pathlib import Path

import pytest

from models.ledger.games import games
from models.ledger.games.games import NewEvent, NewGame
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from tests.models.test_reports import text_of
from tests.test_cli import run


@pytest.fixture
def ledger(tmp_path: Path, prepared_sqlite: Path) -> tuple[Path, int, int]:
    """A database with a finished Trench Crusade game holding one attack at odds 1/8."""
    path = tmp_path / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, path)
    database = open_ledger(path)
    try:
        tc = [w for w in roster.list_warbands(database) if w.system == "trench-crusade"]
        a, b = (roster.get_warband(database, w.id) for w in tc)
        game = games.create_game(database, NewGame("trench-crusade", "tc-1.6", (a.id, b.id)))
        games.record_event(
            database,
            game.id,
            NewEvent(
                "attack",
                actor_member_id=a.members[0].id,
                target_member_id=b.members[0].id,
                spec={"attack": "melee"},
                dice=[6, 5, 3, 4],
                outcome={"summary": "·", "result": "down", "odds": "1/8", "effects": []},
            ),
        )
        games.finish_game(database, game.id, game.version, 0, "", {0: 3, 1: 1})
        return path, a.id, game.id
    finally:
        database.close()


def _export(what: str, number: int, target: Path, db: Path, lang: str) -> str:
    result = run("export", what, str(number), "-o", str(target), "--db", str(db), "--lang", lang)
    assert result.returncode == 0, result.stderr
    return " ".join(text_of(target).split())


def test_an_italian_roster_sheet_and_cards(ledger: tuple[Path, int, int], tmp_path: Path) -> None:
    db, warband, _game = ledger
    text = _export("roster", warband, tmp_path / "lista.pdf", db, "it")
    for words in (
        "Tracciati dei segnalini",
        "SEGNALINI SANGUE",
        "Atterrato",
        "Fuori Combattimento",
        "Nome e modello",
        "Equipaggiamento",
        "Movimento",
        "ducati",
        "scheda della lista",
        "pagina 1 di 1",
    ):
        assert words in text, words
    assert dt.date.today().strftime("%d/%m/%Y") in text  # the Italian date
    assert "Marker tracks" not in text and "Equipment" not in text
    cards = _export("cards", warband, tmp_path / "carte.pdf", db, "it")
    assert "Armatura" in cards and "carte della banda" in cards


def test_a_russian_game_report_with_russian_numbers(
    ledger: tuple[Path, int, int], tmp_path: Path
) -> None:
    db, _warband, game = ledger
    text = _export("report", game, tmp_path / "отчёт.pdf", db, "ru")
    for words in (
        "Ход игры",
        "Потери",
        "По моделям",
        "Удача: ожидаемое и фактическое",
        "Сбит с ног",
        "отчёт об игре",
    ):
        assert words in text, words
    assert "12,5 %" in text  # 1/8 with a decimal comma and the non-breaking space
    assert dt.date.today().strftime("%d.%m.%Y") in text
    assert "Timeline" not in text


def test_a_polish_roster_and_english_by_default(
    ledger: tuple[Path, int, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db, warband, _game = ledger
    text = _export("roster", warband, tmp_path / "rozpiska.pdf", db, "pl")
    assert "Ścieżki znaczników" in text and "KREW" in text and "Powalony" in text
    monkeypatch.setenv("LC_ALL", "C")  # no language of ours: English
    result = run("export", "roster", str(warband), "-o", str(tmp_path / "en.pdf"), "--db", str(db))
    assert result.returncode == 0, result.stderr
    assert "Marker tracks" in text_of(tmp_path / "en.pdf")
    monkeypatch.setenv("LC_ALL", "pl_PL.UTF-8")  # the system's language when not given
    result = run("export", "roster", str(warband), "-o", str(tmp_path / "pl.pdf"), "--db", str(db))
    assert result.returncode == 0, result.stderr
    assert "Ścieżki znaczników" in text_of(tmp_path / "pl.pdf")
