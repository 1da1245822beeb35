"""Every PDF export from the database: gather plain data through the ledger, then write.

`export_cards`, `export_roster`, `export_report` and `export_campaign` are what the CLI and the
GUI call; `export_campaign_rosters` writes one roster sheet per warband of a campaign into a
folder. The campaign book opens with the league table, then a chapter per warband, with a table
of contents and PDF bookmarks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, PageBreak, Paragraph, SimpleDocTemplate, Spacer
from reportlab.platypus.tableofcontents import TableOfContents

from models.db import Database
from models.files import safe_file_name
from models.ledger import games, roster
from models.ledger.campaigns import campaign_settings
from models.ledger.catalogs import load_catalog
from models.reports.base import document, numbered_canvas, para, style, write_pdf
from models.reports.game import GameData, grid_table, write_report
from models.reports.warband import Sheet, roster_story, sheet, write_cards, write_roster

Progress = Callable[[int, int], bool]  # (done, total) → False to cancel


class Cancelled(Exception):
    """The user cancelled an export; nothing was written."""


def warband_sheet(database: Database, warband_id: int) -> Sheet:
    view = roster.get_warband(database, warband_id)
    with database.sessions() as session:
        catalog = load_catalog(session, view.system, view.edition)
    return sheet(view, catalog)


def export_cards(
    database: Database, warband_id: int, path: Path, *, paper: str = "A4", card_size: str = "poker"
) -> Path:
    return write_cards(warband_sheet(database, warband_id), path, card_size=card_size, paper=paper)


def export_roster(database: Database, warband_id: int, path: Path, *, paper: str = "A4") -> Path:
    return write_roster(warband_sheet(database, warband_id), path, paper=paper)


def game_data(database: Database, game_id: int) -> GameData:
    game = games.get_game(database, game_id)
    sides = tuple(games.participants(database, game_id))
    members: dict[int, tuple[str, str, int]] = {}
    for side in sides:
        if side.warband_id is None:
            continue
        try:
            view = roster.get_warband(database, side.warband_id)
        except Exception:  # noqa: BLE001 — a deleted warband: its events still print
            continue
        for m in view.members:
            if m.id in side.member_ids:
                members[m.id] = (m.name, m.model_name, side.side)
    return GameData(
        game,
        sides,
        members,
        tuple(games.events(database, game_id)),
        games.game_state(database, game_id),
    )


def export_report(database: Database, game_id: int, path: Path, *, paper: str = "A4") -> Path:
    return write_report(game_data(database, game_id), path, paper=paper)


# -- campaigns --------------------------------------------------------------------------------


@dataclass(frozen=True)
class LeagueRow:
    warband: str
    played: int
    won: int
    drawn: int
    lost: int
    points: int
    victory_points: int
    taken_out: int
    glory: int


def league_table(database: Database, campaign_id: int) -> list[LeagueRow]:
    """Finished games of the campaign, per warband, sorted by points then victory points."""
    _summary, settings = campaign_settings(database, campaign_id)
    points = settings.get("points", {})
    warbands = roster.list_warbands(database, campaign_id=campaign_id)
    rows: dict[int, dict[str, Any]] = {
        w.id: {
            "warband": w.name,
            "played": 0,
            "won": 0,
            "drawn": 0,
            "lost": 0,
            "points": 0,
            "victory_points": 0,
            "taken_out": 0,
            "glory": roster.get_warband(database, w.id).glory_bank,
        }
        for w in warbands
    }
    for game in games.list_games(database):
        if game.campaign_id != campaign_id or game.status != "finished":
            continue
        sides = games.participants(database, game.id)
        state = games.game_state(database, game.id)
        for side in sides:
            row = rows.get(side.warband_id or -1)
            if row is None:
                continue
            row["played"] += 1
            outcome = side.outcome or "draw"
            row[{"win": "won", "draw": "drawn", "loss": "lost"}[outcome]] += 1
            row["points"] += int(points.get(outcome, 0))
            row["victory_points"] += side.victory_points
            row["taken_out"] += sum(
                1
                for other in sides
                if other.side != side.side
                for member in other.member_ids
                if "out_of_action" in state.of(member).flags
            )
    ordered = sorted(
        rows.values(), key=lambda r: (-r["points"], -r["victory_points"], r["warband"])
    )
    return [LeagueRow(**r) for r in ordered]


class _Book(SimpleDocTemplate):
    """Chapters as PDF bookmarks and table-of-contents entries."""

    def afterFlowable(self, flowable: Flowable) -> None:  # noqa: N802 (reportlab's name)
        mark = getattr(flowable, "chapter", None)
        if mark is None:
            return
        key, text = mark
        self.canv.bookmarkPage(key)
        self.canv.addOutlineEntry(text, key, level=0, closed=False)
        self.notify("TOCEntry", (0, text, self.page, key))


def _chapter(text: str, key: str) -> Paragraph:
    heading = para(text, 18, bold=True)
    heading.chapter = (key, text)  # type: ignore[attr-defined]
    return heading


def export_campaign(
    database: Database,
    campaign_id: int,
    path: Path,
    *,
    paper: str = "A4",
    progress: Progress | None = None,
) -> Path:
    summary, _settings = campaign_settings(database, campaign_id)
    warbands = roster.list_warbands(database, campaign_id=campaign_id)
    sheets = []
    for done, w in enumerate(warbands):
        if progress is not None and not progress(done, len(warbands) + 1):
            raise Cancelled("the export was cancelled")
        sheets.append(warband_sheet(database, w.id))
    table = league_table(database, campaign_id)

    toc = TableOfContents()
    toc.levelStyles = [style(10, leading=14)]
    story: list[Flowable] = [
        para(summary.name, 22, bold=True),
        para(f"{summary.system} {summary.edition} · {len(sheets)} warbands", 10),
        Spacer(0, 6 * mm),
        para("Contents", 13, bold=True),
        toc,
        PageBreak(),
        _chapter("League table", "league"),
        Spacer(0, 3 * mm),
    ]
    header = [
        "#",
        "Warband",
        "Played",
        "Won",
        "Drawn",
        "Lost",
        "Points",
        "VP",
        "Taken out",
        "Glory",
    ]
    rows: list[list[Any]] = [[para(h, 8, bold=True) for h in header]]
    for rank, row in enumerate(table, start=1):
        rows.append(
            [para(str(rank), 8.5), para(row.warband, 8.5, bold=True)]
            + [
                para(str(v), 8.5)
                for v in (
                    row.played,
                    row.won,
                    row.drawn,
                    row.lost,
                    row.points,
                    row.victory_points,
                    row.taken_out,
                    row.glory,
                )
            ]
        )
    story.append(grid_table(rows, [8 * mm, 44 * mm] + [16 * mm] * 8))
    for index, s in enumerate(sheets):
        story += [PageBreak(), _chapter(s.name, f"warband-{index}")]
        story += roster_story(s)[1:]  # the chapter heading replaces the sheet's own title

    def build(target: Path) -> None:
        doc = document(target, paper, summary.name, _Book)
        doc.multiBuild(story, canvasmaker=numbered_canvas(summary.name, "campaign book"))

    written = write_pdf(path, build)
    if progress is not None:
        progress(len(warbands) + 1, len(warbands) + 1)
    return written


def export_campaign_rosters(
    database: Database,
    campaign_id: int,
    folder: Path,
    *,
    paper: str = "A4",
    progress: Progress | None = None,
) -> list[Path]:
    """One roster sheet per warband of the campaign, into `folder` (`--all`).

    The folder itself is made if need be, but not its parents: a mistyped path should fail.
    """
    if folder.exists() and not folder.is_dir():
        raise ValueError(f"{folder} is a file, not a folder")
    if not folder.parent.is_dir():
        raise ValueError(f"the folder {folder.parent} does not exist")
    campaign_settings(database, campaign_id)  # a missing campaign is an error, not 0 files
    folder.mkdir(exist_ok=True)
    warbands = roster.list_warbands(database, campaign_id=campaign_id)
    written = []
    for done, w in enumerate(warbands):
        if progress is not None and not progress(done, len(warbands)):
            raise Cancelled("the export was cancelled")
        target = folder / f"{safe_file_name(w.name)}-{w.id}.pdf"
        written.append(export_roster(database, w.id, target, paper=paper))
    return written
