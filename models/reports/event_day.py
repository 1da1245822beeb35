"""An event day's round on paper: the pairing sheet (every table, its two warbands with their
players and standing, and the bye) for the wall, then one result slip per table for the players
to fill in and hand back — three to a page, with cut lines."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import (
    CondPageBreak,
    Flowable,
    KeepTogether,
    PageBreak,
    Spacer,
    Table,
    TableStyle,
)

from models.i18n import tr
from models.ledger.campaigns.event_day import RoundView, TableView
from models.reports.base import (
    BOLD,
    FONT,
    MARGIN,
    RULE,
    SHADE,
    SOFT,
    document,
    numbered_canvas,
    page_size,
    para,
    write_pdf,
)
from models.table.views import LeagueRow

SLIP_HEIGHT = 82 * mm  # three to an A4 or Letter page
TABLE_PADDING = 6  # reportlab's Table: points left and right of a cell's text


def _word_width(text: str, size: float) -> float:
    """The width of the text's longest word in bold (a cell wraps between words only)."""
    return max((stringWidth(word, BOLD, size) for word in text.split()), default=0.0)


BOX = "☐"


def _who(row: LeagueRow | None, name: str) -> str:
    return f"{name} ({row.player})" if row is not None and row.player else name


def pairing_sheet(
    campaign: str, view: RoundView, standings: Sequence[LeagueRow], room: float
) -> list[Flowable]:
    """The round's tables, top table first, the bye last; `standings`: before the round, so
    every warband's points are those it brings to it."""
    rank = {r.warband_id: r for r in standings}
    story: list[Flowable] = [
        para(
            tr("{campaign}: round {round}").format(campaign=campaign, round=view.number),
            16,
            bold=True,
        ),
        para(
            tr(
                "Pairings by league points, then victory points; no warband meets another twice "
                "while the round allows it."
            ),
            8.5,
            textColor=SOFT,
        ),
        Spacer(0, 4 * mm),
    ]
    header = [
        tr("Table"),
        tr("Warband (player)"),
        tr("Points before"),
        "",
        tr("Warband (player)"),
        tr("Points before"),
    ]
    rows: list[list[Any]] = [[para(h, 9, bold=True) for h in header]]
    for t in view.tables:
        first = rank.get(t.first_id or -1)
        if t.bye:
            rows.append(
                [
                    para(tr("bye"), 11, bold=True),
                    para(_who(first, t.first), 11),
                    para(str(first.points) if first else "", 11),
                    "",
                    "",
                    "",
                ]
            )
            continue
        second = rank.get(t.second_id or -1)
        rows.append(
            [
                para(str(t.table), 14, bold=True),
                para(_who(first, t.first), 11),
                para(str(first.points) if first else "", 11),
                para(tr("vs"), 10, textColor=SOFT),
                para(_who(second, t.second), 11),
                para(str(second.points) if second else "", 11),
            ]
        )
    # each narrow column as wide as its longest word, so no word breaks in any language
    # ("Punkty" over "przed", "pauza" whole)
    numbers = max(16 * mm, _word_width(tr("bye"), 11) + 2 * TABLE_PADDING)
    points = max(16 * mm, _word_width(tr("Points before"), 9) + 2 * TABLE_PADDING)
    versus = 10 * mm
    name = (room - numbers - 2 * points - versus) / 2
    table = Table(rows, colWidths=[numbers, name, points, versus, name, points], repeatRows=1)
    table.setStyle(
        TableStyle(
            [
                ("GRID", (0, 0), (-1, -1), 0.3, RULE),
                ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("ALIGN", (0, 1), (0, -1), "CENTER"),
                ("FONTNAME", (0, 0), (-1, -1), FONT),
                ("TOPPADDING", (0, 1), (-1, -1), 5),
                ("BOTTOMPADDING", (0, 1), (-1, -1), 5),
            ]
        )
    )
    story.append(table)
    return story


def result_slip(
    campaign: str, number: int, t: TableView, standings: Sequence[LeagueRow], room: float
) -> Flowable:
    """One table's slip: both warbands, the boxes to tick and fill in, and signatures."""
    rank = {r.warband_id: r for r in standings}
    half = room / 2
    head = para(
        tr("{campaign} · round {round} · table {table}").format(
            campaign=campaign, round=number, table=t.table
        ),
        11,
        bold=True,
    )
    lines = [
        (tr("Result"), f"{BOX} {tr('won')}   {BOX} {tr('drew')}   {BOX} {tr('lost')}"),
        (tr("Victory points"), "________"),
        (tr("Models taken out"), "________"),
        (tr("Glorious deeds"), "________"),
        (tr("Glory"), "________"),
        (tr("Signature"), "____________________"),
    ]

    def side(warband_id: int | None, name: str) -> list[list[Any]]:
        rows: list[list[Any]] = [
            [para(_who(rank.get(warband_id or -1), name), 10.5, bold=True), ""]
        ]
        rows += [[para(label, 9), para(blank, 10)] for label, blank in lines]
        return rows

    left, right = side(t.first_id, t.first), side(t.second_id, t.second)
    columns = [[*a, *b] for a, b in zip(left, right, strict=True)]
    grid = Table(columns, colWidths=[half * 0.38, half * 0.62] * 2)
    grid.setStyle(
        TableStyle(
            [
                ("SPAN", (0, 0), (1, 0)),
                ("SPAN", (2, 0), (3, 0)),
                ("LINEAFTER", (1, 0), (1, -1), 0.6, RULE),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("FONTNAME", (0, 0), (-1, -1), FONT),
                ("TOPPADDING", (0, 0), (-1, -1), 3.5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 3.5),
            ]
        )
    )
    cut = Table([[""]], colWidths=[room], rowHeights=[2 * mm])
    cut.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.5, SOFT, 1, (3, 3))]))
    return KeepTogether([head, Spacer(0, 2 * mm), grid, Spacer(0, 5 * mm), cut, Spacer(0, 5 * mm)])


def write_round_sheet(
    campaign: str,
    view: RoundView,
    standings: Sequence[LeagueRow],
    path: Path,
    *,
    paper: str = "A4",
) -> Path:
    """The pairing sheet, then a result slip per table (not the bye), written atomically."""
    room = page_size(paper)[0] - 2 * MARGIN
    title = tr("{campaign}: round {round}").format(campaign=campaign, round=view.number)

    def build(target: Path) -> None:
        story = pairing_sheet(campaign, view, standings, room)
        slips = [t for t in view.tables if not t.bye]
        if slips:
            story.append(PageBreak())
        for t in slips:
            story.append(CondPageBreak(SLIP_HEIGHT))
            story.append(result_slip(campaign, view.number, t, standings, room))
        doc = document(target, paper, title)
        doc.build(story, canvasmaker=numbered_canvas(title, tr("pairings and result slips")))

    return write_pdf(path, build)
