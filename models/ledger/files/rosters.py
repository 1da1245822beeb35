"""Other tools' rosters in: recognise the file, match it to the catalog, store it — or, when the
same list (by the tool's own id) came in before, update the warband it made.

The whole file is read and matched before anything is written; storing is one transaction.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import selectinload

from models.catalog.bsdata.files import ZIP_MAGIC, not_a_zip
from models.catalog.catalog import Catalog
from models.catalog.loader import parse_document
from models.db.engine import Database
from models.db.schema import Member, Warband
from models.i18n import tr
from models.ledger.catalogs import USER, ensure_systems, load_catalog, replace_doc
from models.ledger.files import new_recruit, trench_companion
from models.ledger.files.foreign import ForeignRoster, Plan, match
from models.ledger.files.warband_file import (
    FileFormatError,
    insert_warband,
    member_rows,
    read_json,
)
from models.ledger.rosters.roster import catalog_for, finish_edit, get_warband
from models.table.errors import NotFound
from models.table.views import WarbandView

SYSTEM, EDITION = "trench-crusade", "tc-1.0"  # what players build with today (v1.0.x books)


def read_roster(content: bytes, where: str) -> ForeignRoster | None:
    """The roster another tool wrote, or None when `content` is none of their files."""
    rosz = where.lower().endswith(".rosz")
    if content.startswith(ZIP_MAGIC) or new_recruit.is_ros(content):
        if content.startswith(ZIP_MAGIC) and not _zip_holds_roster(content, where, rosz):
            return None
        tree = new_recruit.ros_tree(content, where)
        return new_recruit.read(tree, where, new_recruit.ROS_FORMAT)
    if rosz:
        raise FileFormatError(not_a_zip(where))
    stripped = content.lstrip()
    if not stripped.startswith((b"{", b"[")):
        return None
    data = read_json(content, where)
    if new_recruit.is_json_roster(data):
        return new_recruit.read(data, where, new_recruit.JSON_FORMAT)
    payload = trench_companion.share_payload(data)
    if payload is not None:
        return trench_companion.read_share(payload, data, where)
    if trench_companion.is_export(data):
        return trench_companion.read_export(data, where)
    return None


def _zip_holds_roster(content: bytes, where: str, rosz: bool) -> bool:
    """Whether a zip holds a .ros; a .rosz that does not is refused, saying why."""
    import io
    import zipfile

    try:
        names = zipfile.ZipFile(io.BytesIO(content)).namelist()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, ValueError) as exc:
        if rosz:
            raise FileFormatError(
                tr("{where}: a damaged zip file ({value})").format(where=where, value=exc)
            ) from exc
        return False
    if any(n.lower().endswith(".ros") for n in names):
        return True
    if rosz:
        raise FileFormatError(
            tr("{where}: a zip file without a .ros file in it").format(where=where)
        )
    return False


def catalog_of(database: Database) -> Catalog:
    """The catalog other tools' lists are matched to (the v1.0.x books)."""
    with database.sessions() as session:
        return catalog_for(session, SYSTEM, EDITION)


def plan_roster(
    database: Database, roster: ForeignRoster, where: str, mapping: Mapping[str, str] | None = None
) -> Plan:
    return match(roster, catalog_of(database), where, mapping)


def previous_import(database: Database, roster: ForeignRoster) -> WarbandView | None:
    """The warband an earlier import of the same list made, if it is still here."""
    if roster.source_key is None:
        return None
    with database.sessions() as session:
        found = session.scalar(
            select(Warband.id)
            .where(Warband.import_source == roster.source_key)
            .order_by(Warband.id.desc())
        )
    return get_warband(database, found) if found is not None else None


def what_changes(old: WarbandView, plan: Plan, catalog: Catalog) -> list[str]:
    """What updating `old` with the plan's warband changes, line by line (the budget only when
    the list gives one, as `store` does)."""
    new = plan.warband
    said: list[str] = []
    if old.name != new.name:
        said.append(tr("name: {old} → {new}").format(old=old.name, new=new.name))
    if old.faction_key != new.faction:
        name = (
            catalog.factions[new.faction].name if new.faction in catalog.factions else new.faction
        )
        said.append(tr("faction: {old} → {new}").format(old=old.faction_name, new=name))
    for label, bank_before, bank_after in (
        (tr("ducat bank"), old.ducat_bank, new.ducat_bank),
        (tr("glory bank"), old.glory_bank, new.glory_bank),
        *(
            [
                (tr("ducats owed"), old.ducat_debt, new.ducat_debt),
                (tr("glory owed"), old.glory_debt, new.glory_debt),
            ]
            if plan.roster.ducat_debt is not None
            else []
        ),
    ):
        if bank_before != bank_after:
            said.append(f"{label}: {bank_before} → {bank_after}")
    old_patron = old.patron.key if old.patron else None
    if new.patron is not None and old_patron != new.patron:
        names = {p.key: p.name for p in catalog.patrons}
        said.append(
            tr("patron: {old} → {new}").format(
                old=old.patron.name if old.patron else tr("none"), new=names.get(new.patron)
            )
        )
    if plan.roster.budget and old.budget != new.budget:
        said.append(tr("budget: {old} → {new}").format(old=old.budget, new=new.budget))
    olds = {m.name: m for m in old.members}
    news = {m.name: m for m in new.members}
    for name in news.keys() - olds.keys():
        said.append(tr("new model: {name}").format(name=name))
    for name in olds.keys() - news.keys():
        said.append(tr("gone: {name}").format(name=name))
    for name in sorted(news.keys() & olds.keys()):
        before, after = olds[name], news[name]
        items_before = sorted(i.key for i in before.items)
        if items_before != sorted(after.items) or before.model_key != after.model:
            gained = _names(catalog, sorted(set(after.items) - set(items_before)))
            lost = _names(catalog, sorted(set(items_before) - set(after.items)))
            parts = [f"+{n}" for n in gained] + [f"−{n}" for n in lost]
            said.append(
                tr("{name}: kit changed ({parts})").format(name=name, parts=", ".join(parts))
            )
        if before.experience != after.experience:
            said.append(
                tr("{name}: experience {old} → {new}").format(
                    name=name, old=before.experience, new=after.experience
                )
            )
    return said


def _names(catalog: Catalog, keys: list[str]) -> list[str]:
    return [catalog.items[k].name if k in catalog.items else k for k in keys]


@dataclass(frozen=True)
class Stored:
    warband: WarbandView
    updated: bool


def store(database: Database, plan: Plan, where: str, update: int | None = None) -> Stored:
    """Store the plan's warband (one transaction): a new warband, or `update`'s members,
    faction, banks, name and (when the list gives one) budget replaced (its id, campaign and
    player kept)."""
    data = plan.warband
    with database.write() as session:
        if plan.custom is not None:  # the custom entries first: the warband names them
            document = parse_document(
                json.dumps(plan.custom, ensure_ascii=False).encode("utf-8"), str(plan.custom["id"])
            )
            ensure_systems(session, [document])
            replace_doc(session, document, USER)
        if update is None:
            warband = insert_warband(session, data, where)
            warband.import_source = plan.roster.source_key
            session.flush()
            warband_id = warband.id
        else:
            found = session.scalar(
                select(Warband)
                .where(Warband.id == update)
                .options(selectinload(Warband.members).selectinload(Member.items))
                .options(selectinload(Warband.members).selectinload(Member.upgrades))
            )
            if found is None:
                raise NotFound(tr("Warband {id} not found").format(id=update))
            catalog = load_catalog(session, data.system, data.edition)
            found.name = data.name
            found.system_id, found.edition_id = data.system, data.edition
            found.faction_key = data.faction
            found.ducat_bank, found.glory_bank = data.ducat_bank, data.glory_bank
            if plan.roster.ducat_debt is not None:  # a tool that keeps debts
                found.ducat_debt, found.glory_debt = data.ducat_debt, data.glory_debt
            if plan.roster.budget:  # the list's own limit; else the budget set here stays
                found.budget = data.budget
            found.arsenal = list(data.arsenal)
            if data.patron is not None:  # a list without one keeps the patron chosen here
                found.patron_key = data.patron
            found.import_source = plan.roster.source_key
            found.members.clear()
            session.flush()
            found.members.extend(member_rows(data))
            finish_edit(session, found, catalog, next_version=found.version + 1)
            warband_id = found.id
    return Stored(get_warband(database, warband_id), update is not None)


def plan_text(plan: Plan) -> list[str]:
    """The import report as lines of text (the CLI prints them; the window shows the same)."""
    roster = plan.roster
    lines = [
        tr("{format}: {name} — {count} models").format(
            format=roster.format, name=roster.name or "?", count=len(roster.members)
        )
    ]
    counts: dict[str, int] = {}
    for line in plan.lines:
        counts[line.status] = counts.get(line.status, 0) + 1
    lines.append(
        tr("matched {matched}, kept by name {kept}, not matched {unmatched}").format(
            matched=counts.get("matched", 0) + counts.get("mapped", 0),
            kept=counts.get("kept", 0),
            unmatched=counts.get("unmatched", 0),
        )
    )
    total = ", ".join(f"{v} {tr(c)}" for c, v in plan.ours.items() if v or c == "ducats")
    lines.append(tr("cost here: {total}").format(total=total))
    if roster.totals is not None:
        theirs = ", ".join(f"{v} {tr(c)}" for c, v in roster.totals.items())
        lines.append(tr("cost in the file: {total}").format(total=theirs))
    lines += plan.differences
    missing = plan.unmatched
    if missing:
        lines.append(tr("Not matched (not imported; map them by hand or keep them as custom):"))
        lines += [f"  {line} [{line.path}]" for line in missing]
    return lines


def json_report(plan: Plan) -> dict[str, object]:
    return {
        "format": plan.roster.format,
        "name": plan.roster.name,
        "source": plan.roster.source_key,
        "faction": plan.warband.faction,
        "cost": dict(plan.ours),
        "file_cost": dict(plan.roster.totals) if plan.roster.totals is not None else None,
        "differences": list(plan.differences),
        "lines": [
            {
                "status": line.status,
                "kind": line.kind,
                "name": line.name,
                "model": line.member,
                "path": line.path,
                "detail": line.detail,
                "key": line.key,
            }
            for line in plan.lines
        ],
    }
