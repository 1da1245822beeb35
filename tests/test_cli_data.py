"""`list`, `import` and `export warband` as a user runs them (CONTRACTS.md §1), on real files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_cli import run


def _warbands(db: Path) -> list[dict[str, object]]:
    result = run("list", "warbands", "--json", "--db", str(db))
    assert result.returncode == 0, result.stderr
    rows: list[dict[str, object]] = json.loads(result.stdout)
    return rows


def test_a_new_database_lists_the_demo(tmp_path: Path) -> None:
    db = tmp_path / "new.sqlite"
    rows = _warbands(db)
    assert len(rows) == 8 and {r["system"] for r in rows} == {
        "trench-crusade",
        "ninth-age",
        "dies-irae",
        "warzone",
    }
    text = run("list", "warbands", "--db", str(db))
    assert text.stdout.splitlines()[0].split()[:2] == ["id", "name"]
    assert "Pellegrini di San Marco" in text.stdout
    campaigns = json.loads(run("list", "campaigns", "--json", "--db", str(db)).stdout)
    assert len(campaigns) == 4 and all(c["warbands"] == 2 for c in campaigns)
    games = run("list", "games", "--db", str(db))
    assert (games.returncode, games.stdout.strip()) == (0, "No games.")
    catalogs = json.loads(run("list", "catalogs", "--json", "--db", str(db)).stdout)
    assert {c["system"] for c in catalogs} == {
        "trench-crusade",
        "ninth-age",
        "dies-irae",
        "warzone",
    }
    assert all(c["origin"] == "bundled" for c in catalogs)


def test_export_then_import_adds_a_copy(ledger: Path, tmp_path: Path) -> None:
    first = _warbands(ledger)[0]
    out = tmp_path / "copy.warband.json"
    exported = run("export", "warband", str(first["id"]), "-o", str(out), "--db", str(ledger))
    assert exported.returncode == 0, exported.stderr
    assert json.loads(out.read_text(encoding="utf-8"))["name"] == first["name"]
    imported = run("import", str(out), "--json", "--db", str(ledger))
    assert imported.returncode == 0, imported.stderr
    report = json.loads(imported.stdout)
    assert report["kind"] == "warband" and report["warbands"][0]["name"] == first["name"]
    assert len(_warbands(ledger)) == 9


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"format": "warband-ledger/warband", "version": 99}', "newer Warband Ledger"),
        ("{oops", "not valid JSON"),
        ('{"format": "warband-ledger/warband", "version": 1}', "missing field 'system'"),
    ],
)
def test_a_bad_file_exits_2_and_writes_nothing(
    ledger: Path, tmp_path: Path, content: str, message: str
) -> None:
    bad = tmp_path / "bad.warband.json"
    bad.write_text(content, encoding="utf-8")
    before = ledger.read_bytes()
    result = run("import", str(bad), "--db", str(ledger))
    assert result.returncode == 2
    assert message in result.stderr and result.stdout == ""
    assert result.stderr.startswith("warband-ledger import: error: bad.warband.json")
    assert len(_warbands(ledger)) == 8
    assert ledger.read_bytes() == before or len(_warbands(ledger)) == 8


def test_export_problems_exit_2(ledger: Path, tmp_path: Path) -> None:
    missing = run("export", "warband", "4242", "-o", str(tmp_path / "x.json"), "--db", str(ledger))
    assert missing.returncode == 2 and "Warband 4242 does not exist" in missing.stderr
    nowhere = tmp_path / "no" / "such" / "x.json"
    no_folder = run("export", "warband", "1", "-o", str(nowhere), "--db", str(ledger))
    assert no_folder.returncode == 2 and "does not exist" in no_folder.stderr
    assert not nowhere.parent.exists()
    unreadable = run("import", str(tmp_path / "absent.json"), "--db", str(ledger))
    assert unreadable.returncode == 2 and "cannot be read" in unreadable.stderr


def test_a_database_from_a_newer_app_exits_2(ledger: Path) -> None:
    import sqlite3

    conn = sqlite3.connect(ledger)
    conn.execute("UPDATE alembic_version SET version_num = '9999'")
    conn.commit()
    conn.close()
    result = run("list", "warbands", "--db", str(ledger))
    assert result.returncode == 2
    assert "--db:" in result.stderr and "newer version of Warband Ledger" in result.stderr


def test_pdf_exports_from_the_command_line(ledger: Path, tmp_path: Path) -> None:
    from pypdf import PdfReader

    from models.ledger.games import games
    from models.ledger.games.games import NewGame
    from models.ledger.startup import open_ledger

    pilgrims = next(w for w in _warbands(ledger) if w["name"] == "Pellegrini di San Marco")
    wid = str(pilgrims["id"])
    for what, extra in (("cards", ["--cards", "a6"]), ("roster", ["--paper", "Letter"])):
        out = tmp_path / f"{what}.pdf"
        result = run("export", what, wid, "-o", str(out), *extra, "--db", str(ledger))
        assert result.returncode == 0, result.stderr
        assert result.stdout.strip() == f"Wrote {out}"
        reader = PdfReader(out)
        assert "Pellegrini di San Marco" in reader.pages[0].extract_text()
        if what == "roster":  # Letter is 612 × 792 points
            assert (reader.pages[0].mediabox.width, reader.pages[0].mediabox.height) == (612, 792)

    database = open_ledger(str(ledger))
    tc = [int(str(w["id"])) for w in _warbands(ledger) if w["system"] == "trench-crusade"]
    game = games.create_game(database, NewGame("trench-crusade", "tc-1.6", (tc[0], tc[1])))
    database.close()
    report = tmp_path / "game.pdf"
    result = run("export", "report", str(game.id), "-o", str(report), "--db", str(ledger))
    assert result.returncode == 0 and report.exists(), result.stderr

    campaign = json.loads(run("list", "campaigns", "--json", "--db", str(ledger)).stdout)[0]
    book = tmp_path / "book.pdf"
    cid = str(campaign["id"])
    assert run("export", "campaign", cid, "-o", str(book), "--db", str(ledger)).returncode == 0
    assert len(PdfReader(book).outline) >= 1
    folder = tmp_path / "rosters"
    every = run("export", "campaign", cid, "--all", "-o", str(folder), "--db", str(ledger))
    assert every.returncode == 0, every.stderr
    assert len(list(folder.glob("*.pdf"))) == campaign["warbands"] == 2


def test_pdf_export_problems_exit_2(ledger: Path, tmp_path: Path) -> None:
    out = tmp_path / "x.pdf"
    missing = run("export", "roster", "4242", "-o", str(out), "--db", str(ledger))
    assert missing.returncode == 2 and "4242" in missing.stderr
    no_game = run("export", "report", "4242", "-o", str(out), "--db", str(ledger))
    assert no_game.returncode == 2 and "4242" in no_game.stderr
    not_campaign = run("export", "roster", "1", "--all", "-o", str(out), "--db", str(ledger))
    assert not_campaign.returncode == 2 and "--all" in not_campaign.stderr
    assert not out.exists()
    deep = tmp_path / "no" / "such" / "folder"
    nowhere = run("export", "campaign", "1", "--all", "-o", str(deep), "--db", str(ledger))
    assert nowhere.returncode == 2 and "does not exist" in nowhere.stderr
    assert not deep.parent.exists()


def test_a_campaign_file_travels_to_another_database(ledger: Path, tmp_path: Path) -> None:
    campaign = json.loads(run("list", "campaigns", "--json", "--db", str(ledger)).stdout)[0]
    out = tmp_path / "league.campaign.json"
    saved = run("export", "campaign-file", str(campaign["id"]), "-o", str(out), "--db", str(ledger))
    assert saved.returncode == 0, saved.stderr
    other = tmp_path / "other.sqlite"
    merged = run("import", str(out), "--json", "--db", str(other))
    assert merged.returncode == 0, merged.stderr
    report = json.loads(merged.stdout)
    assert report["kind"] == "campaign" and report["added"] == {"campaigns": 1, "warbands": 2}
    # The same file again: nothing new, nothing changed.
    again = json.loads(run("import", str(out), "--json", "--db", str(other)).stdout)
    assert again["added"] == {} and again["unchanged"] == 2
    # A file that disagrees with the database: exit 2, the conflict named, nothing written.
    document = json.loads(out.read_text(encoding="utf-8"))
    document["campaign"]["notes"] = "changed on the other laptop"
    out.write_text(json.dumps(document), encoding="utf-8")
    conflict = run("import", str(out), "--db", str(other))
    assert conflict.returncode == 2
    assert "nothing was imported" in conflict.stderr and "notes differs" in conflict.stderr
