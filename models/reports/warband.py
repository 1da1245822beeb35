"""Warband cards and the roster sheet.

Cards: one per member (name, model type, profile, weapons with range, keywords and effects,
armour, equipment, abilities, upgrades, elite fields, cost) in poker size — 63 × 88 mm, nine to a
page with cut marks — or one per A6 page, after a summary card. Text that does not fit is
shrunk to fit the card, never drawn outside it.

Roster sheet: the warband on A4/Letter — members with profile, equipment and cost, totals,
warnings, and marker tracks for pen-and-paper play.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from reportlab.lib.pagesizes import A6
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    Flowable,
    Frame,
    KeepInFrame,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from models.catalog.catalog import Catalog
from models.catalog.modifiers import describe, item_effects
from models.i18n import N_, ntr, tr
from models.ledger.profiles import effective, find
from models.reports.base import (
    BOLD,
    INK,
    RULE,
    SHADE,
    SOFT,
    document,
    esc,
    fitted_widths,
    join,
    markup,
    numbered_canvas,
    page_size,
    para,
    paras,
    write_pdf,
)
from models.rules.registry import registry
from models.table.views import MemberView, WarbandView, owed_text

POKER = (63 * mm, 88 * mm)
CARD_PADDING = 3 * mm
A6_SIDE = 6 * mm  # an A6 card's margin left and right
BOX = "☐"
STATUSES = (N_("active"), N_("reserve"), N_("dead"))  # shown translated


@dataclass(frozen=True)
class WeaponLine:
    name: str
    kind: str
    range: str
    keywords: str
    effects: str  # its modifiers to hit and injure and its other numbers (item_effects)


@dataclass(frozen=True)
class Card:
    name: str
    model: str
    profile: tuple[tuple[str, str], ...]
    weapons: tuple[WeaponLine, ...]
    armour: tuple[str, ...]
    equipment: tuple[str, ...]
    keywords: tuple[str, ...]
    abilities: tuple[str, ...]
    upgrades: tuple[str, ...]
    elite: bool
    experience: int
    skills: tuple[str, ...]
    scars: tuple[str, ...]
    cost: str
    status: str
    size: int
    boxes: tuple[tuple[str, int], ...]  # marker tracks: (label, boxes)
    # The keywords on the card (its weapons' and its own) with their short rule text from the
    # catalog, as Trench Companion's cards print them; faction keywords left out.
    rules: tuple[tuple[str, str], ...] = ()
    fireteam: str | None = None  # FIRETEAM (issue 37): activates with its partner


@dataclass(frozen=True)
class Sheet:
    """A warband as plain data for the reports."""

    name: str
    system: str
    faction: str
    budget: str
    totals: str
    warnings: tuple[str, ...]
    notes: str
    profile_labels: tuple[str, ...]
    cards: tuple[Card, ...]
    standing: str = ""  # the patron served and what is owed (issue 37); "": nothing to say
    choices: str = ""  # what the warband chose or found as a whole (issue 48); "": none


def _money(costs: dict[str, int], currencies: Sequence[str]) -> str:
    parts = [
        f"{costs.get(c, 0)} {tr(c)}" for i, c in enumerate(currencies) if i == 0 or costs.get(c)
    ]
    return " + ".join(parts)


def _tracks(system: str, catalog: Catalog, member: MemberView) -> tuple[tuple[str, int], ...]:
    """Boxes to tick on paper, as the system's profile declares them (models/ledger/profiles.py)."""
    model = catalog.models.get(member.model_key)
    profile = find(system)
    return profile.sheet_tracks(model.profile if model else {}, member) if profile else ()


FACTION_KEYWORD = "faction keyword"  # the catalog's meaning of HERETIC, PILGRIM …


def _rules(catalog: Catalog, keywords: list[str]) -> tuple[tuple[str, str], ...]:
    """Each keyword once with its meaning: "BLAST 3\"" and "LIMIT (2)" find "BLAST (X)" and
    "LIMIT (X)"; keywords the catalog does not explain, and faction keywords, are left out."""
    found: dict[str, str] = {}
    for keyword in keywords:
        meaning = catalog.keywords.get(keyword)
        if meaning is None:
            general = re.sub(r"\s*\(?\d+\"?\)?$", "", keyword).strip() + " (X)"
            meaning = catalog.keywords.get(general)
        if meaning and meaning != FACTION_KEYWORD and keyword not in found:
            found[keyword] = meaning
    return tuple(found.items())


def _limit_text(view: WarbandView, currency: str) -> str:
    """What the warband may cost: in a campaign whose threshold rises with every battle
    (TC-C6), that threshold now rather than the budget it joined with."""
    if view.threshold is not None:
        limit, fought = view.threshold
        return ntr(
            (
                "threshold {amount} after {n} battle (TC-C6)",
                "threshold {amount} after {n} battles (TC-C6)",
            ),
            fought,
        ).format(amount=f"{limit} {tr(currency)}", n=fought)
    amount = f"{view.budget} {tr(currency)}" if view.budget is not None else "–"
    return tr("budget {amount}").format(amount=amount)


def sheet(view: WarbandView, catalog: Catalog) -> Sheet:
    currencies = catalog.rules.currencies
    system = registry().get(view.system)
    cards = []
    for m in view.members:
        model = catalog.models.get(m.model_key)
        # The profile as it plays: worn armour and its effects applied, its keywords too
        # (models/table/effective.py).
        played = effective(catalog, m)
        profile = tuple((f.label, f.text) for f in played.fields)
        weapons, armour, equipment = [], [], []
        for named in m.items:
            item = catalog.items.get(named.key)
            if item is None:
                equipment.append(named.name)
            elif item.category in ("ranged", "melee", "field"):
                effects = item_effects(item)
                weapons.append(
                    WeaponLine(
                        item.name,
                        item.category,
                        f'{item.range}"'
                        if item.range
                        else (tr("melee") if item.category == "melee" else ""),
                        join(item.keywords, ""),
                        "; ".join(effects),
                    )
                )
            elif item.category == "armour":
                armour.append(
                    item.name + (f" ({item.armour:+d})" if item.armour is not None else "")
                )
            else:
                equipment.append(
                    item.name
                    + (f" ({'; '.join(describe(item.modifiers))})" if item.modifiers else "")
                )
        cards.append(
            Card(
                name=m.name,
                model=m.model_name if m.size == 1 else f"{m.model_name} ×{m.size}",
                profile=profile,
                weapons=tuple(weapons),
                armour=tuple(armour),
                equipment=tuple(equipment),
                keywords=played.keywords,
                abilities=model.abilities if model else (),
                upgrades=tuple(u.name for u in m.upgrades),
                fireteam=m.fireteam,
                elite=m.elite,
                experience=m.experience,
                skills=m.skills,
                scars=m.battle_scars,
                cost=_money(m.cost, currencies),
                status=m.status,
                size=m.size,
                boxes=_tracks(view.system, catalog, m),
                rules=_rules(
                    catalog,
                    [k for w in weapons for k in w.keywords.split(", ") if k]
                    + list(played.keywords),
                ),
            )
        )
    return Sheet(
        name=view.name,
        system=f"{system.title if system else view.system} · {view.edition}",
        faction=view.faction_name,
        budget=_limit_text(view, currencies[0]),
        totals=f"{_money(view.totals.by_currency, currencies)} · "
        + ntr(("{n} model", "{n} models"), view.totals.models).format(n=view.totals.models)
        + (
            " · "
            + ntr(("{n} elite", "{n} elites"), view.totals.elites).format(n=view.totals.elites)
            if catalog.rules.max_elites is not None
            else ""
        ),
        warnings=tuple(f"{w.message} ({w.rule})" for w in view.warnings),
        notes=view.notes,
        profile_labels=tuple(tr(f.label) for f in catalog.rules.profile),
        cards=tuple(cards),
        standing=standing(view),
        choices=" · ".join(view.choices_lines()),
    )


def fireteam_text(name: str) -> str:
    """A model's fireteam as printed: "Fireteam Alpha" as it is, "Mind Linked" introduced."""
    return (
        name if name.casefold().startswith("fireteam") else tr("fireteam: {name}").format(name=name)
    )


def standing(view: WarbandView) -> str:
    """The patron a warband serves and what it owes, in one line ("" when neither)."""
    parts = [tr("patron: {name}").format(name=view.patron.name)] if view.patron else []
    owed = owed_text(view.ducat_debt, view.glory_debt)
    if owed:
        parts.append(tr("owes {amount}").format(amount=owed))
    return " · ".join(parts)


# -- cards ------------------------------------------------------------------------------------


def _card_story(card: Card, width: float, rules_text: bool = True) -> list[Flowable]:
    """A card's flowables for a card `width` wide inside its padding."""
    story: list[Flowable] = [
        para(card.name, 11, bold=True),
        para(
            f"{card.model} · {card.cost}"
            + ("" if card.status == "active" else f" · {tr(card.status)}")
            + (f" · {fireteam_text(card.fireteam)}" if card.fireteam else ""),
            7,
            textColor=SOFT,
        ),
        Spacer(0, 1.5 * mm),
    ]
    if card.profile:
        table = Table(
            [
                [para(label, 6.5, bold=True) for label, _ in card.profile],
                [para(value, 8) for _, value in card.profile],
            ],
            hAlign="LEFT",
        )
        table.setStyle(
            TableStyle(
                [
                    ("GRID", (0, 0), (-1, -1), 0.3, RULE),
                    ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                    ("LEFTPADDING", (0, 0), (-1, -1), 1.5),
                    ("RIGHTPADDING", (0, 0), (-1, -1), 1.5),
                    ("TOPPADDING", (0, 0), (-1, -1), 0.5),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
                ]
            )
        )
        story += [table, Spacer(0, 1.5 * mm)]
    if card.weapons:
        story += [_weapon_table(card.weapons, width), Spacer(0, 1.2 * mm)]
    for label, values in (
        (tr("Armour"), card.armour),
        (tr("Equipment"), card.equipment),
        (tr("Upgrades"), card.upgrades),
        (tr("Keywords"), card.keywords),
        (tr("Abilities"), card.abilities),
    ):
        if values:
            story.append(markup(f"<b>{label}:</b> {esc(', '.join(values))}", 7.5))
    if card.elite:
        story.append(
            markup(
                f"<b>{tr('Experience')}:</b> {card.experience} · "
                f"<b>{tr('Skills')}:</b> {esc(join(card.skills))} · "
                f"<b>{tr('Battle scars')}:</b> {esc(join(card.scars))}",
                7.5,
            )
        )
    if rules_text and card.rules:
        story.append(Spacer(0, 1 * mm))
        story += [
            markup(f"<b>{esc(keyword)}</b>: {esc(meaning)}", 6.5, textColor=SOFT)
            for keyword, meaning in card.rules
        ]
    return story


WEAPON_PADDING = 1.2  # points left and right of each cell of the weapon table


def _weapon_table(weapons: Sequence[WeaponLine], width: float) -> Table:
    """Weapon | Range | Modifiers | Keywords, a row per weapon (Trench Companion's layout).
    Absolute column widths fitted to the words (never a word broken), so every row is as tall
    as its wrapped cells: percentages were resolved against another width than the card's
    when the card shrank its story, and a wrapped Keywords cell overlapped the next row."""
    head = [tr("Weapon"), tr("Range"), tr("Modifiers"), tr("Keywords")]
    rows = [[para(h, 6, bold=True) for h in head]] + [
        [
            para(w.name, 6.5, bold=True),
            para(w.range or "–", 6.5),
            para(w.effects or "–", 6.5),
            para(w.keywords or "–", 6.5),
        ]
        for w in weapons
    ]
    widths = fitted_widths(rows, width, WEAPON_PADDING)
    table = Table(rows, colWidths=widths, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("LINEBELOW", (0, 0), (-1, -1), 0.3, RULE),
                ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), WEAPON_PADDING),
                ("RIGHTPADDING", (0, 0), (-1, -1), WEAPON_PADDING),
                ("TOPPADDING", (0, 0), (-1, -1), 0.4),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8),
            ]
        )
    )
    return table


def _summary_story(s: Sheet) -> list[Flowable]:
    rows = [
        markup(f"{esc(c.name)} — {esc(c.model)} <font color='#737373'>{esc(c.cost)}</font>", 7.5)
        for c in s.cards
    ]
    return [
        para(s.name, 12, bold=True),
        para(f"{s.faction} · {s.system}", 7.5, textColor=SOFT),
        para(f"{s.budget[:1].upper()}{s.budget[1:]} · {s.totals}", 7.5),
        Spacer(0, 2 * mm),
        *rows,
        *(
            [
                Spacer(0, 2 * mm),
                para(
                    ntr(
                        (
                            "{n} warning — see the roster sheet",
                            "{n} warnings — see the roster sheet",
                        ),
                        len(s.warnings),
                    ).format(n=len(s.warnings)),
                    7,
                    textColor=SOFT,
                ),
            ]
            if s.warnings
            else []
        ),
    ]


def _draw_card(
    c: Canvas, x: float, y: float, size: tuple[float, float], story: list[Flowable]
) -> None:
    width, height = size
    c.setStrokeColor(RULE)
    c.setLineWidth(0.5)
    c.roundRect(x, y, width, height, 2 * mm)
    inner_w, inner_h = width - 2 * CARD_PADDING, height - 2 * CARD_PADDING
    frame = Frame(x + CARD_PADDING, y + CARD_PADDING, inner_w, inner_h, 0, 0, 0, 0, showBoundary=0)
    frame.addFromList([KeepInFrame(inner_w, inner_h, story, mode="shrink")], c)


def _cut_marks(
    c: Canvas,
    xs: Sequence[float],
    ys: Sequence[float],
    left: float,
    bottom: float,
    right: float,
    top: float,
) -> None:
    c.setStrokeColor(INK)
    c.setLineWidth(0.3)
    mark = 4 * mm
    for x in xs:
        c.line(x, top + 1 * mm, x, top + 1 * mm + mark)
        c.line(x, bottom - 1 * mm, x, bottom - 1 * mm - mark)
    for y in ys:
        c.line(left - 1 * mm, y, left - 1 * mm - mark, y)
        c.line(right + 1 * mm, y, right + 1 * mm + mark, y)


def write_cards(
    s: Sheet,
    path: Path,
    *,
    card_size: str = "poker",
    paper: str = "A4",
    rules_text: bool = True,
) -> Path:
    """The summary card, then a card per member: 3 × 3 poker cards a page with cut marks, or
    one card per A6 page; `rules_text` prints each keyword's short rule under it."""
    width = (A6[0] - 2 * A6_SIDE if card_size == "a6" else POKER[0]) - 2 * CARD_PADDING
    stories = [_summary_story(s)] + [_card_story(card, width, rules_text) for card in s.cards]

    def build(target: Path) -> None:
        if card_size == "a6":
            c = numbered_canvas(s.name, tr("warband cards"))(str(target), pagesize=A6)
            # Between the footer (7 mm up) and the header (11 mm down): the page's own lines.
            side, bottom, top = A6_SIDE, 10 * mm, 14 * mm
            size = (A6[0] - 2 * side, A6[1] - bottom - top)
            for story in stories:
                _draw_card(c, side, bottom, size, story)
                c.showPage()
            c.save()
            return
        pagesize = page_size(paper)
        c = numbered_canvas(s.name, tr("warband cards"))(str(target), pagesize=pagesize)
        width, height = pagesize
        cols, rows = 3, 3
        grid_w, grid_h = cols * POKER[0], rows * POKER[1]
        left, bottom = (width - grid_w) / 2, (height - grid_h) / 2
        for start in range(0, len(stories), cols * rows):
            for index, story in enumerate(stories[start : start + cols * rows]):
                col, row = index % cols, index // cols
                x = left + col * POKER[0]
                y = bottom + grid_h - (row + 1) * POKER[1]
                _draw_card(c, x, y, POKER, story)
            xs = [left + i * POKER[0] for i in range(cols + 1)]
            ys = [bottom + i * POKER[1] for i in range(rows + 1)]
            _cut_marks(c, xs, ys, left, bottom, left + grid_w, bottom + grid_h)
            c.showPage()
        c.save()

    return write_pdf(path, build)


# -- roster sheet -----------------------------------------------------------------------------


def roster_story(s: Sheet, width: float = 180 * mm) -> list[Flowable]:
    """The roster sheet's flowables (also a campaign book's chapter), `width` wide."""
    story: list[Flowable] = [
        para(s.name, 16, bold=True),
        para(f"{s.faction} · {s.system} · {s.budget}", 9, textColor=SOFT),
        *([para(s.standing[:1].upper() + s.standing[1:], 9)] if s.standing else []),
        *([para(s.choices, 9)] if s.choices else []),
        Spacer(0, 4 * mm),
    ]
    header = [tr("Name and model"), *s.profile_labels, tr("Equipment"), tr("Cost")]
    rows: list[list[Paragraph]] = [[para(h, 7.5, bold=True) for h in header]]
    for card in s.cards:
        kit = [w.name for w in card.weapons] + list(card.armour) + list(card.equipment)
        kit += [f"[{u}]" for u in card.upgrades]
        name = card.name + ("" if card.status == "active" else f" ({tr(card.status)})")
        fireteam = fireteam_text(card.fireteam) if card.fireteam else ""
        team = f"<br/><font size=7>{esc(fireteam)}</font>" if fireteam else ""
        rows.append(
            [
                markup(f"<b>{esc(name)}</b><br/><font size=7>{esc(card.model)}</font>{team}", 8),
                *[para(value, 8) for _, value in card.profile],
                para(join(kit), 7.5),
                para(card.cost, 8),
            ]
        )
    # Profile columns as wide as their label needs (bold 7.5 pt plus the cell's padding);
    # the name (with the model under it) and the equipment share what is left.
    profile_w = [max(8 * mm, stringWidth(label, BOLD, 7.5) + 13) for label in s.profile_labels]
    rest = width - sum(profile_w) - 22 * mm
    table = Table(rows, colWidths=[rest * 0.45, *profile_w, rest * 0.55, 22 * mm], repeatRows=1)
    table.setStyle(
        TableStyle(
            [
                ("GRID", (0, 0), (-1, -1), 0.3, RULE),
                ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ]
        )
    )
    story += [table, Spacer(0, 3 * mm), para(f"{tr('Total')}: {s.totals}", 10, bold=True)]
    if s.warnings:
        story += [Spacer(0, 2 * mm), para(tr("Warnings (they never block):"), 9, bold=True)]
        story += [para(f"⚠ {w}", 8.5) for w in s.warnings]
    if s.notes:
        story += [Spacer(0, 2 * mm), para(tr("Notes"), 9, bold=True), *paras(s.notes, 8.5)]
    story += [Spacer(0, 4 * mm), para(tr("Marker tracks"), 11, bold=True), Spacer(0, 1 * mm)]
    tracks = []
    for card in s.cards:
        cells = [f"{label} " + " ".join([BOX] * count) for label, count in card.boxes]
        tracks.append([para(card.name, 8.5, bold=True), para("     ".join(cells), 10)])
    track_table = Table(tracks, colWidths=[45 * mm, None])
    track_table.setStyle(
        TableStyle(
            [("LINEBELOW", (0, 0), (-1, -1), 0.3, RULE), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]
        )
    )
    story.append(track_table)
    return story


def write_roster(s: Sheet, path: Path, *, paper: str = "A4") -> Path:
    def build(target: Path) -> None:
        doc = document(target, paper, f"{s.name} — {tr('roster')}")
        canvas = numbered_canvas(s.name, tr("roster sheet"))
        doc.build(roster_story(s, doc.width), canvasmaker=canvas)

    return write_pdf(path, build)
