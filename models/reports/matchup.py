"""The match-up sheet: a landscape grid per match-up (models/ledger/rosters/matchups.py), a row per
attacker and weapon, a column per target, each cell the exact chance of the decisive outcome
(Trench Crusade: Out of Action) in one attack, shaded from white (none) to red (certain).
Printed to bring to the table; both directions of a match-up fit one sheet each."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, PageBreak, Spacer, Table, TableStyle

from models.i18n import tr
from models.ledger.rosters.matchups import Matchup, cell_text, heat
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
from models.rules.registry import system_title

ATTACKER_WIDTH, WEAPON_WIDTH = 40 * mm, 42 * mm


def shade(p: Fraction) -> colors.Color:
    """The cell's colour: white at 0, a strong red at 1 (black text stays readable)."""
    red, green, blue = heat(p)
    return colors.Color(red / 255, green / 255, blue / 255)


def matchup_story(matchup: Matchup, room: float) -> list[Flowable]:
    """One match-up: its title, what a cell means, and the grid (its header repeated on every
    page it runs over)."""
    targets = matchup.targets
    story: list[Flowable] = [
        para(
            tr("{attackers} against {defenders}").format(
                attackers=matchup.attackers.name, defenders=matchup.defenders.name
            ),
            14,
            bold=True,
        ),
        para(
            tr(
                "{system}. Each cell: the exact chance that the target is {outcome} after one "
                "attack, standing with no markers, out of cover, at short range — as the attack "
                "wizard starts."
            ).format(
                system=system_title(matchup.system, matchup.edition),
                outcome=matchup.decisive_name,
            ),
            8.5,
            textColor=SOFT,
        ),
        Spacer(0, 3 * mm),
    ]
    if not matchup.rows or not targets:
        story.append(para(tr("No model can attack, or none is there to be attacked."), 9))
        return story
    column = (room - ATTACKER_WIDTH - WEAPON_WIDTH) / len(targets)
    header: list[Any] = [para(tr("Attacker"), 7.5, bold=True), para(tr("Weapon"), 7.5, bold=True)]
    header += [para(t.name, 6.5, bold=True) for t in targets]
    rows: list[list[Any]] = [header]
    styles: list[tuple[Any, ...]] = [
        ("GRID", (0, 0), (-1, -1), 0.3, RULE),
        ("BACKGROUND", (0, 0), (-1, 0), SHADE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("ALIGN", (2, 1), (-1, -1), "CENTER"),
        ("FONTNAME", (0, 0), (-1, -1), FONT),
        ("FONTSIZE", (2, 1), (-1, -1), 8),
        ("TOPPADDING", (0, 1), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 1), (-1, -1), 1.5),
    ]
    previous = None
    for r, row in enumerate(matchup.rows, start=1):
        same = row.attacker.id == previous
        previous = row.attacker.id
        line: list[Any] = [
            "" if same else para(row.attacker.name, 7.5, bold=True),
            para(f"{row.weapon.name} ({tr(row.weapon.kind)})", 7),
        ]
        for c, cell in enumerate(row.cells, start=2):
            line.append(cell_text(cell.decisive))
            styles.append(("BACKGROUND", (c, r), (c, r), shade(cell.decisive)))
        if row.best > 0:
            best = [c for c, cell in enumerate(row.cells, start=2) if cell.decisive == row.best]
            styles += [("FONTNAME", (c, r), (c, r), BOLD) for c in best]
        if not same and r > 1:
            styles.append(("LINEABOVE", (0, r), (-1, r), 0.9, SOFT))
        rows.append(line)
    table = Table(
        rows, colWidths=[ATTACKER_WIDTH, WEAPON_WIDTH] + [column] * len(targets), repeatRows=1
    )
    table.setStyle(TableStyle(styles))
    story.append(table)
    story.append(Spacer(0, 2 * mm))
    story.append(
        para(
            tr("Bold: the target this weapon is most likely to take out."),
            7.5,
            textColor=SOFT,
        )
    )
    return story


def write_matchup_sheet(
    matchups: Matchup | Sequence[Matchup], path: Path, *, paper: str = "A4"
) -> Path:
    """The sheet of one match-up, or of several (each from a new page), written atomically."""
    chosen = [matchups] if isinstance(matchups, Matchup) else list(matchups)
    title = tr("Match-up: {names}").format(
        names=f" {tr('vs')} ".join(dict.fromkeys(n for m in chosen for n in _names(m)))
    )
    room = max(page_size(paper)) - 2 * MARGIN

    def build(target: Path) -> None:
        story: list[Flowable] = []
        for i, matchup in enumerate(chosen):
            if i:
                story.append(PageBreak())
            story += matchup_story(matchup, room)
        doc = document(target, paper, title, wide=True)
        doc.build(story, canvasmaker=numbered_canvas(title, tr("match-up sheet")))

    return write_pdf(path, build)


def _names(matchup: Matchup) -> tuple[str, str]:
    return matchup.attackers.name, matchup.defenders.name
