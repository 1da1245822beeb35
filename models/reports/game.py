"""The game report: a rendering of the game's log.

Header (date, scenario, warbands, result), the timeline (turn, what happened, odds of the
outcome, dice, outcome), casualties, a per-model summary (attacks made, hits, markers dealt), a
"luck" chart of expected against actual results, and every model's final state.
"""

from __future__ import annotations

import json
import textwrap
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Any

from reportlab.graphics.charts.barcharts import VerticalBarChart
from reportlab.graphics.charts.legends import Legend
from reportlab.graphics.shapes import Drawing
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, KeepTogether, Spacer, Table, TableStyle

from models.i18n import format_date, format_percent, tr
from models.ledger.games.log_text import event_line, result_line
from models.ledger.profiles import find, profile_of
from models.reports.base import (
    BOLD,
    FONT,
    RULE,
    SHADE,
    SOFT,
    document,
    font_for,
    numbered_canvas,
    para,
    paras,
    write_pdf,
)
from models.rules.registry import system_title
from models.table.payloads import Outcome
from models.table.views import EventView, GameState, GameSummary, ParticipantView


@dataclass(frozen=True)
class GameData:
    """A game as plain data: what the report shows."""

    game: GameSummary
    sides: tuple[ParticipantView, ...]
    members: dict[int, tuple[str, str, int]]  # member id → (name, model, side)
    events: tuple[EventView, ...]
    state: GameState


@lru_cache(maxsize=4096)
def _expectations(system: str, edition: str | None, spec_json: str) -> tuple[Fraction, Fraction]:
    """The exact expectation of an attack's two measures, from its spec (the profile says
    which: Trench Crusade's P(a hit) and P(Down or worse), the others' mean counts)."""
    return profile_of(system).attack.expectations(json.loads(spec_json), edition)


def measure_labels(system: str) -> tuple[str, str]:
    profile = find(system)
    return profile.attack.measure_labels() if profile else (tr("hits"), tr("Damage dealt"))


def _actual(system: str, outcome: Outcome) -> tuple[int, int] | None:
    """What the dice did to the two measures; None for an attack recorded without them (or
    of a system this version does not know)."""
    profile = find(system)
    return profile.attack.actual(outcome) if profile else None


def luck(data: GameData) -> dict[int, tuple[float, int, float, int]]:
    """Per side: (expected, actual) of both measures, summed over the side's attacks, e.g.
    Trench Crusade's (expected hits, hits, expected Down-or-worse, Down-or-worse)."""
    system = data.game.system
    found: dict[int, list[float]] = {s.side: [0.0, 0.0, 0.0, 0.0] for s in data.sides}
    known = find(system) is not None
    for event in _live(data) if known else ():
        if event.kind != "attack" or not event.spec or event.actor_member_id is None:
            continue
        side = data.members.get(event.actor_member_id, ("", "", -1))[2]
        actual = _actual(system, Outcome.read(event.outcome))
        if side not in found or actual is None:
            continue
        spec = json.dumps(event.spec, sort_keys=True)
        try:
            first, second = _expectations(system, data.game.edition, spec)
        except (ValueError, TypeError):  # a spec this version reads differently: left out
            continue
        row = found[side]
        row[0] += float(first)
        row[1] += actual[0]
        row[2] += float(second)
        row[3] += actual[1]
    return {side: (a, int(b), c, int(d)) for side, (a, b, c, d) in found.items()}


def _live(data: GameData) -> list[EventView]:
    return [e for e in data.events if not e.undone and e.kind not in ("undo", "redo")]


def _luck_chart(data: GameData) -> Drawing:
    stats = luck(data)
    sides = [s for s in data.sides if s.side in stats]
    drawing = Drawing(170 * mm, 72 * mm)
    chart = VerticalBarChart()
    chart.x, chart.y = int(12 * mm), int(20 * mm)
    chart.width, chart.height = int(110 * mm), int(48 * mm)
    labels: list[str] = []
    expected: list[float] = []
    actual: list[float] = []
    first, second = measure_labels(data.game.system)
    for side in sides:
        e_hits, hits, e_severe, severe = stats[side.side]
        # The whole name, wrapped, over what is counted: never "Pellegrini di San : hits".
        name = "\n".join(textwrap.wrap(side.warband_name, 20)[:3]) or "?"
        labels += [f"{name}\n{first}", f"{name}\n{second}"]
        expected += [round(e_hits, 2), round(e_severe, 2)]
        actual += [hits, severe]
    chart.data = [expected or [0], actual or [0]]
    chart.categoryAxis.categoryNames = labels or [tr("no attacks")]
    chart.categoryAxis.labels.fontName = font_for("".join(labels))
    chart.categoryAxis.labels.fontSize = 6.5
    chart.categoryAxis.labels.boxAnchor = "n"
    chart.categoryAxis.labels.textAnchor = "middle"
    chart.categoryAxis.labels.dy = -2
    chart.valueAxis.labels.fontName = FONT
    chart.valueAxis.labels.fontSize = 7
    chart.valueAxis.valueMin = 0
    chart.bars[0].fillColor = colors.Color(0.7, 0.7, 0.7)
    chart.bars[1].fillColor = colors.Color(0.2, 0.4, 0.75)
    drawing.add(chart)
    legend = Legend()
    legend.x = int(128 * mm)
    legend.y = int(60 * mm)
    legend.fontName = FONT
    legend.fontSize = 7.5
    legend.colorNamePairs = [
        (chart.bars[0].fillColor, tr("expected (exact odds)")),
        (chart.bars[1].fillColor, tr("what the dice did")),
    ]
    drawing.add(legend)
    return drawing


def grid_table(rows: list[list[Any]], widths: list[float] | None = None) -> Table:
    table = Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(
        TableStyle(
            [
                ("GRID", (0, 0), (-1, -1), 0.3, RULE),
                ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("FONTNAME", (0, 0), (-1, -1), FONT),
            ]
        )
    )
    return table


def report_story(data: GameData) -> list[Flowable]:
    game = data.game
    title = game.scenario or tr("Game {number}").format(number=game.id)
    story: list[Flowable] = [
        para(title, 16, bold=True),
        para(
            f"{format_date(game.played_on)} · {system_title(game.system, game.edition)} · "
            + f" {tr('vs')} ".join(s.warband_name for s in data.sides),
            9,
            textColor=SOFT,
        ),
        para(f"{tr('Result')}: {data.game.result}", 10, bold=True),
    ]
    if data.game.notes:
        story += paras(data.game.notes, 9)
    story += [Spacer(0, 4 * mm), para(tr("Timeline"), 12, bold=True)]
    rows: list[list[Any]] = [
        [
            para(h, 7.5, bold=True)
            for h in ("#", tr("Turn"), tr("What happened"), tr("Odds"), tr("Dice"), tr("Outcome"))
        ]
    ]
    profile = find(data.game.system)
    names = {member: name for member, (name, _model, _side) in data.members.items()}
    for e in data.events:
        outcome = Outcome.read(e.outcome)
        percent = format_percent(float(Fraction(outcome.odds))) if outcome.odds else ""
        what = event_line(e, names, profile) + (f" ({tr('undone')})" if e.undone else "")
        rows.append(
            [
                para(str(e.seq), 7.5),
                para(str(e.turn), 7.5),
                para(what, 7.5, textColor=SOFT if e.undone else colors.black),
                para(percent, 7.5),
                para(" ".join(map(str, e.dice or ())), 7.5),
                para(result_line(e, profile), 7.5),
            ]
        )
    story.append(grid_table(rows, [10 * mm, 13 * mm, 88 * mm, 16 * mm, 26 * mm, 27 * mm]))

    out = [
        data.members[m][0]
        for m, state in data.state.models.items()
        if "out_of_action" in state.flags and m in data.members
    ]
    story += [Spacer(0, 4 * mm), para(tr("Casualties"), 12, bold=True)]
    story.append(para(", ".join(out) if out else tr("none"), 9))

    attacks: Counter[int] = Counter()
    hits: Counter[int] = Counter()
    dealt: Counter[int] = Counter()
    for e in _live(data):
        if e.kind != "attack" or e.actor_member_id is None:
            continue
        attacks[e.actor_member_id] += 1
        outcome = Outcome.read(e.outcome)
        hits[e.actor_member_id] += (_actual(game.system, outcome) or (0, 0))[0]
        for effect in outcome.effects:
            if effect.get("member") != e.actor_member_id and effect.get("delta", 0) > 0:
                dealt[e.actor_member_id] += effect["delta"]
    story += [Spacer(0, 4 * mm), para(tr("Per model"), 12, bold=True)]
    profile = find(game.system)
    tracked = profile.tracked.translated() if profile else None
    labels = [label for _, label, _ in tracked.counters] if tracked else []
    counter_keys = [key for key, _, _ in tracked.counters] if tracked else []
    first, second = measure_labels(game.system)
    dealt_label = tr(profile.attack.dealt_label) if profile else tr("Damage dealt")
    header = [
        tr("Model"),
        tr("Side"),
        tr("Attacks"),
        first[:1].upper() + first[1:],
        dealt_label,
        *labels,
        tr("State"),
    ]
    rows = [[para(h, 7.5, bold=True) for h in header]]
    flag_names = {key: label for key, label in tracked.flags} if tracked else {}
    flag_names["tough_used"] = tr("TOUGH used")
    for member_id, (name, model, side) in data.members.items():
        state = data.state.of(member_id)
        flags = [flag_names.get(f, f) for f in sorted(state.flags) if not f.startswith("aiming:")]
        rows.append(
            [
                para(f"{name} — {model}", 7.5),
                para(next((s.warband_name for s in data.sides if s.side == side), ""), 7.5),
                para(str(attacks[member_id]), 7.5),
                para(str(hits[member_id]), 7.5),
                para(str(dealt[member_id]), 7.5),
                *[para(str(state.counters.get(key, 0)), 7.5) for key in counter_keys],
                para(", ".join(flags) or tr("standing"), 7.5),
            ]
        )
    # Number columns as wide as their heading; model, side and state share the rest.
    numbers = [max(9 * mm, stringWidth(h, BOLD, 7.5) + 13) for h in header[2:-1]]
    rest = 180 * mm - sum(numbers)
    story.append(grid_table(rows, [rest * 0.4, rest * 0.3, *numbers, rest * 0.3]))
    how = profile.attack.luck_how() if profile else ""
    # the heading stays with its chart: never alone at the foot of a page
    story += [
        Spacer(0, 4 * mm),
        KeepTogether(
            [
                para(tr("Luck: expected against actual"), 12, bold=True),
                para(
                    tr(
                        "Expected: the sum over each side's attacks of {how}; actual: what the "
                        "dice did."
                    ).format(how=how),
                    8,
                    textColor=SOFT,
                ),
                _luck_chart(data),
            ]
        ),
    ]
    return story


def write_report(data: GameData, path: Path, *, paper: str = "A4") -> Path:
    title = data.game.scenario or tr("Game {number}").format(number=data.game.id)

    def build(target: Path) -> None:
        doc = document(target, paper, f"{title} — {tr('game report')}")
        doc.build(report_story(data), canvasmaker=numbered_canvas(title, tr("game report")))

    return write_pdf(path, build)
