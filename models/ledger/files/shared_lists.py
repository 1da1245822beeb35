"""Lists going out the way players share them: Trench Companion's "Export Data" JSON (read by
Trench Companion, the-muster-roll and the TTS converters), a New Recruit-readable `.ros`/`.rosz`
(for warbands of the BattleScribe data's catalog), and plain text — full, or compact enough for
a chat message. Files are written atomically; the text is also what the window's Copy puts on
the clipboard.
"""

from __future__ import annotations

import json
from pathlib import Path

from models.catalog.catalog import Catalog
from models.catalog.modifiers import item_effects
from models.db.engine import Database
from models.i18n import tr
from models.ledger.catalogs import load_catalog
from models.ledger.files import new_recruit, trench_companion
from models.ledger.files.warband_file import write_bytes_atomically
from models.ledger.profiles import effective
from models.ledger.rosters.roster import get_warband
from models.table.views import WarbandView, owed_text


def _view_and_catalog(database: Database, warband_id: int) -> tuple[WarbandView, Catalog]:
    view = get_warband(database, warband_id)
    with database.sessions() as session:
        catalog = load_catalog(session, view.system, view.edition)
    return view, catalog


def content(database: Database, warband_id: int, kind: str, inner_name: str = "list.ros") -> bytes:
    """The file's bytes for a warband, in one of LIST_FORMATS (models/ledger/files)."""
    view, catalog = _view_and_catalog(database, warband_id)
    if kind == "trench-companion":
        document = trench_companion.export_document(view, catalog)
        return (json.dumps(document, indent=1, ensure_ascii=False) + "\n").encode("utf-8")
    if kind == "ros":
        return new_recruit.ros_document(view, catalog)
    if kind == "rosz":
        return new_recruit.rosz_document(view, catalog, inner_name)
    if kind in ("text", "text-compact"):
        return plain_text(view, catalog, compact=kind == "text-compact").encode("utf-8")
    raise ValueError(kind)


def export_list(database: Database, warband_id: int, kind: str, path: Path) -> Path:
    inner = Path(path).with_suffix(".ros").name
    write_bytes_atomically(path, content(database, warband_id, kind, inner))
    return path


def plain_text(view: WarbandView, catalog: Catalog, compact: bool = False) -> str:
    """The warband as text to paste into a chat: compact is one line a model."""
    faction = view.faction_name
    costs = " + ".join(
        f"{v} {tr(c)}" for c, v in view.totals.by_currency.items() if v or c == "ducats"
    )
    lines = [f"{view.name} — {faction} ({view.edition}) — {costs}"]
    if not compact:
        lines.append("")
    for member in view.members:
        if member.status == "dead":
            continue
        cost = " + ".join(f"{v} {tr(c)}" for c, v in member.cost.items() if v)
        kit = ", ".join(i.name for i in member.items)
        extras = [u.name for u in member.upgrades]
        if compact:
            parts = [f"{member.name} ({member.model_name})"]
            if kit:
                parts.append(kit)
            if extras:
                parts.append("+ " + ", ".join(extras))
            lines.append(" · ".join(parts) + (f" [{cost}]" if cost else ""))
            continue
        title = (
            member.name
            if member.name == member.model_name
            else (f"{member.name} — {member.model_name}")
        )
        lines.append(f"{title}{f' ({cost})' if cost else ''}")
        if member.model_key in catalog.models:
            played = effective(catalog, member)  # as it plays: worn armour, its effects
            if played.text():
                lines.append(f"  {played.text()}")
            if played.keywords:
                lines.append("  " + ", ".join(played.keywords))
        for named in member.items:
            item = catalog.items.get(named.key)
            effects = item_effects(item) if item is not None else []
            keywords = list(item.keywords) if item is not None else []
            reach = [f'{item.range}"'] if item is not None and item.range else []
            detail = "; ".join([*reach, *keywords, *effects])
            lines.append(f"  • {named.name}{f' — {detail}' if detail else ''}")
        for name in extras:
            lines.append(f"  + {name}")
        if member.skills:
            lines.append("  " + tr("Skills: {list}").format(list=", ".join(member.skills)))
        if member.battle_scars:
            lines.append(
                "  " + tr("Battle scars: {list}").format(list=", ".join(member.battle_scars))
            )
        if member.experience:
            lines.append("  " + tr("Experience: {value}").format(value=member.experience))
        lines.append("")
    banks = tr("Banks: {ducats} ducats, {glory} glory").format(
        ducats=view.ducat_bank, glory=view.glory_bank
    )
    lines.append(banks)
    owed = owed_text(view.ducat_debt, view.glory_debt)
    if owed:
        lines.append(tr("Owes: {owed}").format(owed=owed))
    if view.patron is not None:
        lines.append(tr("Patron: {name}").format(name=view.patron.name))
    if view.arsenal:
        counted: dict[str, int] = {}
        for named in view.arsenal:
            counted[named.name] = counted.get(named.name, 0) + 1
        stash = ", ".join(f"{n} ×{c}" if c > 1 else n for n, c in counted.items())
        lines.append(tr("Arsenal: {list}").format(list=stash))
    lines += view.choices_lines()
    return "\n".join(lines).rstrip() + "\n"
