"""Every PDF export from the database: gather plain data through the ledger, then write.

`export_cards`, `export_roster`, `export_report` and `export_campaign` are what the CLI and the
GUI call; `export_campaign_rosters` writes one roster sheet per warband of a campaign into a
folder. The campaign book opens with the league table, then a chapter per warband, with a table
of contents and PDF bookmarks.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, PageBreak, Paragraph, SimpleDocTemplate, Spacer
from reportlab.platypus.tableofcontents import TableOfContents

from models.db import Database
from models.files import safe_file_name
from models.i18n import format_date, ntr, tr
from models.ledger.campaigns import campaigns
from models.ledger.campaigns.campaigns import campaign_settings
from models.ledger.catalogs import load_catalog
from models.ledger.games import games
from models.ledger.rosters import roster
from models.reports.base import (
    SOFT,
    document,
    esc,
    fitted_widths,
    numbered_canvas,
    para,
    style,
    write_pdf,
)
from models.reports.game import GameData, grid_table, write_report
from models.reports.warband import Sheet, roster_story, sheet, write_cards, write_roster
from models.rules.registry import system_title
from models.table.views import BattleView, LeagueRow, owed_text

Progress = Callable[[int, int], bool]  # (done, total) → False to cancel
TABLE_PADDING = 6  # reportlab's Table: points left and right of a cell's text


class Cancelled(Exception):
    """The user cancelled an export; nothing was written."""


def warband_sheet(database: Database, warband_id: int) -> Sheet:
    """The sheet of a warband (in a campaign whose threshold rises with every battle, TC-C6,
    its threshold now rather than the budget it joined with: the view carries it)."""
    view = roster.get_warband(database, warband_id)
    with database.sessions() as session:
        catalog = load_catalog(session, view.system, view.edition)
    return sheet(view, catalog)


def export_cards(
    database: Database,
    warband_id: int,
    path: Path,
    *,
    paper: str = "A4",
    card_size: str = "poker",
    rules_text: bool = True,
) -> Path:
    return write_cards(
        warband_sheet(database, warband_id),
        path,
        card_size=card_size,
        paper=paper,
        rules_text=rules_text,
    )


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


class _Book(SimpleDocTemplate):
    """Chapters as PDF bookmarks and table-of-contents entries."""

    def afterFlowable(self, flowable: Flowable) -> None:  # noqa: N802 (reportlab's name)
        mark = getattr(flowable, "chapter", None)
        if mark is None:
            return
        key, text = mark
        self.canv.bookmarkPage(key)
        self.canv.addOutlineEntry(text, key, level=0, closed=False)
        # The table of contents sets its entries as Paragraph markup: user text escaped here
        # (a warband named "Tom's <b> crew" or "<img src=…>" stays text).
        self.notify("TOCEntry", (0, esc(text), self.page, key))


def _chapter(text: str, key: str) -> Paragraph:
    heading = para(text, 18, bold=True)
    heading.chapter = (key, text)  # type: ignore[attr-defined]
    return heading


def _points_text(settings: dict[str, Any]) -> str:
    points = settings["points"]
    return tr(
        "Points: win {win}, draw {draw}, loss {loss}; ties broken by victory points, then "
        "models taken out; warbands level on all three share a place."
    ).format(win=points["win"], draw=points["draw"], loss=points["loss"])


def _league(table: list[LeagueRow], short: bool = False) -> Flowable:
    if short:
        header = ["#", tr("Warband"), tr("Player"), tr("Played"), tr("Points"), tr("VP")]
        values = [[r.player, r.played, r.points, r.victory_points] for r in table]
        widths = [8 * mm, 62 * mm, 50 * mm] + [20 * mm] * 3
    else:
        header = [
            "#",
            tr("Warband"),
            tr("Player"),
            tr("Pl."),
            tr("W"),
            tr("D"),
            tr("L"),
            tr("Points"),
            tr("VP"),
            tr("Out"),
            tr("Glory"),
            tr("Deeds"),
        ]
        values = [
            [
                r.player,
                r.played,
                r.won,
                r.drawn,
                r.lost,
                r.points,
                r.victory_points,
                r.taken_out,
                r.glory,
                r.deeds,
            ]
            for r in table
        ]
        widths = None  # fitted below: every heading whole in every language (no "Glor/y")
    rows: list[list[Any]] = [[para(h, 8, bold=True) for h in header]]
    for row, rest in zip(table, values, strict=True):
        rows.append(
            [para(str(row.rank), 8.5), para(row.warband, 8.5, bold=True)]
            + [para(str(v), 8.5) for v in rest]
        )
    return grid_table(rows, widths or fitted_widths(rows, 180 * mm, TABLE_PADDING))


def _battles(battles: list[BattleView]) -> Flowable:
    rows: list[list[Any]] = [
        [
            para(h, 8, bold=True)
            for h in (tr("Date"), tr("Scenario"), tr("Warbands"), tr("Result"), tr("VP"))
        ]
    ]
    for b in battles:
        winner = next((s.warband_name for s in b.sides if s.outcome == "win"), None)
        rows.append(
            [
                para(format_date(b.played_on), 8.5),
                para(b.scenario or "–", 8.5),
                para(f" {tr('vs')} ".join(s.warband_name for s in b.sides), 8.5),
                para(tr("{winner} won").format(winner=winner) if winner else tr("draw"), 8.5),
                para(" – ".join(str(s.victory_points) for s in b.sides), 8.5),
            ]
        )
    return grid_table(rows, [22 * mm, 40 * mm, 56 * mm, 44 * mm, 18 * mm])


def _deeds_text(battles: list[BattleView], database: Database) -> str:
    """A round's Glorious Deeds by name: who did each (a member, or the warband)."""
    named: list[str] = []
    for battle in battles:
        for side in battle.sides:
            members = (
                {m.id: m.name for m in roster.get_warband(database, side.warband_id).members}
                if side.deeds and side.warband_id is not None
                else {}
            )
            for deed, by in side.deeds:
                who = members.get(by, side.warband_name) if by is not None else side.warband_name
                named.append(f"{deed} ({who})")
    return tr("Glorious Deeds: {deeds}").format(deeds="; ".join(named)) if named else ""


def export_campaign(
    database: Database,
    campaign_id: int,
    path: Path,
    *,
    paper: str = "A4",
    progress: Progress | None = None,
) -> Path:
    summary, settings = campaign_settings(database, campaign_id)
    warbands = roster.list_warbands(database, campaign_id=campaign_id)
    sheets = []
    for done, w in enumerate(warbands):
        if progress is not None and not progress(done, len(warbands) + 1):
            raise Cancelled("the export was cancelled")
        sheets.append(warband_sheet(database, w.id))
    battles = campaigns.list_battles(database, campaign_id)

    toc = TableOfContents()
    toc.levelStyles = [style(10, leading=14)]
    story: list[Flowable] = [
        para(summary.name, 22, bold=True),
        para(
            f"{system_title(summary.system, summary.edition)} · "
            + ntr(("{n} warband", "{n} warbands"), len(sheets)).format(n=len(sheets))
            + " · "
            + ntr(("{n} battle", "{n} battles"), len(battles)).format(n=len(battles)),
            10,
        ),
        Spacer(0, 6 * mm),
        para(tr("Contents"), 13, bold=True),
        toc,
        PageBreak(),
        _chapter(tr("League table"), "league"),
        para(_points_text(settings), 8.5, textColor=SOFT),
        Spacer(0, 3 * mm),
        _league(campaigns.league_table(database, campaign_id)),
    ]
    byes = campaigns.byes_of(database, campaign_id)
    names = {w.id: w.name for w in roster.list_warbands(database)}
    rounds = sorted({b.round for b in battles} | {number for _, number in byes})
    if rounds:
        story += [PageBreak(), _chapter(tr("Round history"), "rounds")]
    for number in rounds:
        story += [
            Spacer(0, 4 * mm),
            para(tr("Round {number}").format(number=number), 12, bold=True),
        ]
        limits = campaigns.round_limits(summary.system, settings, number)
        if limits is not None:
            story.append(
                para(
                    tr(
                        "Threshold value {threshold} ducats · field strength {field} (TC-C6)"
                    ).format(threshold=limits[0], field=limits[1]),
                    8.5,
                    textColor=SOFT,
                )
            )
        played = [b for b in battles if b.round == number]
        if played:
            story.append(_battles(played))
        deeds = _deeds_text(played, database)
        if deeds:
            story += [Spacer(0, 1 * mm), para(deeds, 8.5)]
        for warband_id, _ in sorted(b for b in byes if b[1] == number):
            story += [
                Spacer(0, 1 * mm),
                para(campaigns.bye_text(names.get(warband_id, f"#{warband_id}"), settings), 8.5),
            ]
        story += [
            Spacer(0, 2 * mm),
            para(tr("Standings after round {number}").format(number=number), 9, bold=True),
        ]
        story.append(_league(campaigns.league_table(database, campaign_id, number), short=True))
    for index, (s, w) in enumerate(zip(sheets, warbands, strict=True)):
        story += [PageBreak(), _chapter(s.name, f"warband-{index}")]
        story += roster_story(s)[1:]  # the chapter heading replaces the sheet's own title
        story += _campaign_record(database, w.id)

    def build(target: Path) -> None:
        doc = document(target, paper, summary.name, _Book)
        doc.multiBuild(story, canvasmaker=numbered_canvas(summary.name, tr("campaign book")))

    written = write_pdf(path, build)
    if progress is not None:
        progress(len(warbands) + 1, len(warbands) + 1)
    return written


def _campaign_record(database: Database, warband_id: int) -> list[Flowable]:
    """Issue 37 §6: what the campaign made of the warband — its banks, and each member's
    experience, skills and battle scars."""
    view = roster.get_warband(database, warband_id)
    with database.sessions() as session:
        currencies = load_catalog(session, view.system, view.edition).rules.currencies
    story: list[Flowable] = [Spacer(0, 4 * mm), para(tr("Campaign record"), 11, bold=True)]
    banks = [(view.ducat_bank, currencies[0])]
    if len(currencies) > 1:
        banks.append((view.glory_bank, currencies[1]))
    held = " · ".join(f"{amount} {tr(currency)}" for amount, currency in banks)
    story.append(para(tr("In the bank: {held}").format(held=held), 9))
    owed = owed_text(view.ducat_debt, view.glory_debt)
    if owed:
        story.append(para(tr("Owes: {owed}").format(owed=owed), 9))
    if view.patron is not None:
        story.append(para(tr("Patron: {name}").format(name=view.patron.name), 9))
    story.append(Spacer(0, 1.5 * mm))
    header = [tr("Name and model"), tr("XP"), tr("Skills"), tr("Battle scars"), tr("Status")]
    rows: list[list[Any]] = [[para(h, 7.5, bold=True) for h in header]]
    for m in view.members:
        rows.append(
            [
                para(f"{m.name} — {m.model_name}", 8),
                para(str(m.experience), 8),
                para(", ".join(m.skills) or "—", 8),
                para(", ".join(m.battle_scars) or "—", 8),
                para(tr(m.status), 8),
            ]
        )
    story.append(grid_table(rows, [55 * mm, 12 * mm, 50 * mm, 43 * mm, 20 * mm]))
    return story


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
