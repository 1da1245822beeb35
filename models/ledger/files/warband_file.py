"""Warband files (`*.warband.json`, CONTRACTS.md §3): export, and import that checks first.

Import reads and checks the whole file (JSON, schema, every catalog id) before it writes
anything, then stores the warband in one transaction. Export writes atomically (a temporary
file in the same folder, then a rename), so a crash never leaves half a file. Exporting,
importing and exporting again gives the same file except for `exported_at`.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from models import __version__, assets
from models.catalog.catalog import Catalog
from models.catalog.validation import Choice
from models.db.engine import Database
from models.db.schema import Member, Warband
from models.files import FolderMissing, OutputRefused, write_atomically
from models.i18n import tr
from models.ledger.catalogs import load_catalog
from models.ledger.rosters.roster import choices_data, get_warband, member_row, store_summary
from models.schema_check import check_document, decode_json
from models.table.errors import InvalidInput
from models.table.views import WarbandView

FORMAT = "warband-ledger/warband"
FORMAT_VERSION = 2  # 2: the stash, promotions, the list it came from (1 is read as ever)
MAX_FILE_BYTES = 4 * 1024 * 1024


class FileFormatError(InvalidInput):
    """A file cannot be imported; the message names the file, the place and the problem."""


@dataclass(frozen=True)
class MemberData:
    name: str
    model: str
    size: int = 1
    items: tuple[str, ...] = ()
    upgrades: tuple[str, ...] = ()
    experience: int = 0
    skills: tuple[str, ...] = ()
    battle_scars: tuple[str, ...] = ()
    status: str = "active"
    notes: str = ""
    promoted: bool = False  # a troop made ELITE in a campaign (TC-C5)
    fireteam: str | None = None  # FIRETEAM: the fireteam named for it (issue 37)


@dataclass(frozen=True)
class WarbandData:
    """A warband as plain data: what a file holds, before or after the database."""

    name: str
    system: str
    edition: str
    faction: str
    members: tuple[MemberData, ...] = ()
    notes: str = ""
    budget: int | None = None
    ducat_bank: int = 0
    glory_bank: int = 0
    extra: Mapping[str, Any] = field(default_factory=dict)
    arsenal: tuple[str, ...] = ()  # items kept by the warband, carried by nobody
    # Campaign content (issue 37): the patron's key, ducats owed, models exploration granted.
    patron: str | None = None
    ducat_debt: int = 0
    glory_debt: int = 0
    granted: Mapping[str, int] = field(default_factory=dict)
    import_source: str | None = None  # the other tool's list it came from (warband files)
    choices: tuple[Choice, ...] = ()  # what it chose or found as a whole (issue 48)


@cache
def warband_schema() -> dict[str, Any]:
    schema: dict[str, Any] = json.loads(assets.read_bytes("schema.warband"))
    return schema


def read_json(content: bytes, where: str) -> Any:
    return decode_json(content, where, MAX_FILE_BYTES, FileFormatError)


def parse_warband(data: Any, where: str) -> WarbandData:
    """Check a decoded warband file; raise FileFormatError naming every problem."""
    check_document(
        data,
        where,
        file_format=FORMAT,
        version=FORMAT_VERSION,
        schema=warband_schema(),
        what="warband file",
        error=FileFormatError,
    )
    return WarbandData(
        name=data["name"],
        system=data["system"],
        edition=data["edition"],
        faction=data["faction"],
        notes=data.get("notes", ""),
        budget=data.get("budget"),
        ducat_bank=data.get("ducat_bank", 0),
        glory_bank=data.get("glory_bank", 0),
        patron=data.get("patron"),
        ducat_debt=data.get("ducat_debt", 0),
        glory_debt=data.get("glory_debt", 0),
        granted=dict(data.get("granted", {})),
        arsenal=tuple(data.get("arsenal", ())),
        import_source=data.get("import_source"),
        choices=tuple(
            Choice(c["kind"], c["name"], c.get("group", ""), c.get("key"))
            for c in data.get("choices", ())
        ),
        members=tuple(
            MemberData(
                name=m["name"],
                model=m["model"],
                size=m.get("size", 1),
                items=tuple(m.get("items", ())),
                upgrades=tuple(m.get("upgrades", ())),
                experience=m.get("experience", 0),
                skills=tuple(m.get("skills", ())),
                battle_scars=tuple(m.get("battle_scars", ())),
                status=m.get("status", "active"),
                notes=m.get("notes", ""),
                fireteam=m.get("fireteam"),
                promoted=m.get("promoted", False),
            )
            for m in data["members"]
        ),
    )


def check_against_catalog(data: WarbandData, catalog: Catalog, where: str) -> None:
    """Every id in `data` must exist in the catalog (warnings about composition are fine)."""
    errors = []
    if data.faction not in catalog.factions:
        errors.append(f"$.faction: {data.faction!r} is not a faction of {data.system}")
    for i, member in enumerate(data.members):
        if member.model not in catalog.models:
            errors.append(f"$.members[{i}].model: unknown model type {member.model!r}")
        for j, item in enumerate(member.items):
            if item not in catalog.items:
                errors.append(f"$.members[{i}].items[{j}]: unknown item {item!r}")
        for j, upgrade in enumerate(member.upgrades):
            if upgrade not in catalog.upgrades:
                errors.append(f"$.members[{i}].upgrades[{j}]: unknown upgrade {upgrade!r}")
    for j, item in enumerate(data.arsenal):
        if item not in catalog.items:
            errors.append(f"$.arsenal[{j}]: unknown item {item!r}")
    if data.patron is not None and data.patron not in {
        p.key for p in catalog.patrons_for(data.faction)
    }:
        errors.append(f"$.patron: {data.patron!r} is not a patron this faction may serve")
    for key in data.granted:  # models and (issue 49) items exploration brought
        if key not in catalog.models and key not in catalog.items:
            errors.append(f"$.granted.{key}: unknown model type or item {key!r}")
    if errors:
        raise FileFormatError("\n".join(f"{where}: {e}" for e in errors[:20]))


def insert_warband(
    session: Session,
    data: WarbandData,
    where: str,
    *,
    campaign_id: int | None = None,
    player_id: int | None = None,
) -> Warband:
    """Add a checked warband to the session (the caller owns the transaction)."""
    from models.catalog.loader import CatalogError

    try:
        catalog = load_catalog(session, data.system, data.edition)
    except CatalogError as exc:
        raise FileFormatError(
            tr("{where}: $.system/$.edition: no catalog for {system} {edition}").format(
                where=where, system=data.system, edition=data.edition
            )
        ) from exc
    check_against_catalog(data, catalog, where)
    warband = Warband(
        name=data.name,
        system_id=data.system,
        edition_id=data.edition,
        faction_key=data.faction,
        notes=data.notes,
        budget=data.budget,
        ducat_bank=data.ducat_bank,
        glory_bank=data.glory_bank,
        campaign_id=campaign_id,
        player_id=player_id,
        arsenal=list(data.arsenal),
        patron_key=data.patron,
        ducat_debt=data.ducat_debt,
        glory_debt=data.glory_debt,
        granted=dict(data.granted),
        choices=choices_data(data.choices),
        # The list it came from, unless a warband here came from it already (a copy of a
        # warband imported into its own database stays a copy).
        import_source=data.import_source
        if data.import_source
        and session.scalar(select(Warband.id).where(Warband.import_source == data.import_source))
        is None
        else None,
    )
    warband.members.extend(member_rows(data))
    session.add(warband)
    session.flush()
    store_summary(warband, catalog)
    session.flush()
    return warband


def member_rows(data: WarbandData) -> list[Member]:
    """The database rows of a warband file's members, in the file's order."""
    rows = []
    for position, m in enumerate(data.members):
        row = member_row(
            position=position,
            name=m.name,
            model_key=m.model,
            items=m.items,
            upgrades=m.upgrades,
            size=m.size,
            experience=m.experience,
            skills=m.skills,
            battle_scars=m.battle_scars,
            status=m.status,
            notes=m.notes,
        )
        row.promoted = m.promoted
        row.fireteam = m.fireteam
        rows.append(row)
    return rows


def import_warbands(
    database: Database, batch: Sequence[tuple[WarbandData, str]], campaign_id: int | None = None
) -> list[WarbandView]:
    """Store several checked warbands in one transaction: all of them or none."""
    with database.write() as session:
        stored = [insert_warband(session, d, w, campaign_id=campaign_id) for d, w in batch]
        ids = [w.id for w in stored]
    return [get_warband(database, i) for i in ids]


def warband_document(view: WarbandView) -> dict[str, Any]:
    """The file content for a warband (CONTRACTS.md §3)."""
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "system": view.system,
        "edition": view.edition,
        "faction": view.faction_key,
        "name": view.name,
        "notes": view.notes,
        "budget": view.budget,
        "ducat_bank": view.ducat_bank,
        "glory_bank": view.glory_bank,
        # Campaign content only where there is some: a file without it reads in older apps.
        **({"patron": view.patron.key} if view.patron else {}),
        **({"ducat_debt": view.ducat_debt} if view.ducat_debt else {}),
        **({"glory_debt": view.glory_debt} if view.glory_debt else {}),
        **({"granted": dict(view.granted)} if view.granted else {}),
        **({"arsenal": [i.key for i in view.arsenal]} if view.arsenal else {}),
        **({"import_source": view.import_source} if view.import_source else {}),
        **({"choices": [_choice_data(c) for c in view.choices]} if view.choices else {}),
        "app_version": __version__,
        "exported_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "members": [
            {
                "name": m.name,
                "model": m.model_key,
                "size": m.size,
                "items": [i.key for i in m.items],
                "upgrades": [u.key for u in m.upgrades],
                "experience": m.experience,
                "skills": list(m.skills),
                "battle_scars": list(m.battle_scars),
                "status": m.status,
                "notes": m.notes,
                **({"fireteam": m.fireteam_named} if m.fireteam_named else {}),
                **({"promoted": True} if m.promoted else {}),
            }
            for m in view.members
        ],
    }


def export_warband(database: Database, warband_id: int, path: Path) -> Path:
    document = warband_document(get_warband(database, warband_id))
    text = json.dumps(document, indent=2, ensure_ascii=False) + "\n"
    write_bytes_atomically(path, text.encode("utf-8"))
    return path


def _write(target: Path, content: bytes) -> None:
    target.write_bytes(content)


def write_bytes_atomically(path: Path, content: bytes) -> None:
    """`content` into `path`, all or nothing (models/files.py)."""
    try:
        write_atomically(path, lambda target: _write(target, content))
    except (FolderMissing, OutputRefused) as exc:
        raise InvalidInput(tr("-o: {exc}").format(exc=exc)) from exc


def _choice_data(choice: Choice) -> dict[str, str]:
    written = {"kind": choice.kind, "name": choice.name}
    if choice.group:
        written["group"] = choice.group
    if choice.key:
        written["key"] = choice.key
    return written
