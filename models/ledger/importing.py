"""`import FILE`: recognise a warband file, a catalog, or a Trench Companion export, and store it.

Everything is read and checked before anything is written. A Trench Companion export is
matched to our catalog by names (faction, model types, equipment); what cannot be matched is
listed in the report instead of being guessed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from models.catalog.catalog import Catalog
from models.catalog.loader import FORMAT as CATALOG_FORMAT
from models.catalog.loader import CatalogError
from models.db.engine import Database
from models.files import UnreadableFile, read_regular_file
from models.i18n import tr
from models.ledger.campaign_file import FORMAT as CAMPAIGN_FORMAT
from models.ledger.campaign_file import CampaignImport, import_campaign, parse_campaign
from models.ledger.catalogs import CatalogSummary, import_catalog, load_catalog
from models.ledger.views import WarbandView
from models.ledger.warband_file import (
    FORMAT,
    MAX_FILE_BYTES,
    FileFormatError,
    MemberData,
    WarbandData,
    import_warbands,
    parse_warband,
    read_json,
)

TRENCH_COMPANION = "Trench Companion export"
TC_SYSTEM = "trench-crusade"
TC_EDITION = "tc-1.6"
MAX_MEMBERS = 500  # as warband files (resources/schemas/warband-1.schema.json)


@dataclass(frozen=True)
class ImportResult:
    kind: str  # "warband", "catalog", "campaign" or TRENCH_COMPANION
    warbands: tuple[WarbandView, ...] = ()
    catalog: CatalogSummary | None = None
    campaign: CampaignImport | None = None
    unmatched: tuple[str, ...] = field(default=())  # what a Trench Companion import left out


def import_file(database: Database, path: Path) -> ImportResult:
    try:
        content = read_regular_file(Path(path), MAX_FILE_BYTES)
    except UnreadableFile as exc:
        raise FileFormatError(str(exc)) from exc
    return import_content(database, content, Path(path).name)


def import_content(database: Database, content: bytes, where: str) -> ImportResult:
    if len(content) > MAX_FILE_BYTES:
        raise FileFormatError(
            tr("{where}: larger than {value} MB").format(
                where=where, value=MAX_FILE_BYTES // (1024 * 1024)
            )
        )
    data = read_json(content, where)
    if isinstance(data, dict) and data.get("format") == CATALOG_FORMAT:
        try:
            return ImportResult("catalog", catalog=import_catalog(database, content, where))
        except CatalogError as exc:
            raise FileFormatError(str(exc)) from exc
    if isinstance(data, dict) and data.get("format") == CAMPAIGN_FORMAT:
        document = parse_campaign(data, where)
        return ImportResult("campaign", campaign=import_campaign(database, document, where))
    if isinstance(data, dict) and data.get("format") == FORMAT:
        warband = parse_warband(data, where)
        return ImportResult("warband", tuple(import_warbands(database, [(warband, where)])))
    if isinstance(data, dict) and is_trench_companion(data):
        with database.sessions() as session:
            catalog = load_catalog(session, TC_SYSTEM, TC_EDITION)
        warband, unmatched = from_trench_companion(data, catalog, where)
        stored = import_warbands(database, [(warband, where)])
        return ImportResult(TRENCH_COMPANION, tuple(stored), unmatched=tuple(unmatched))
    raise FileFormatError(
        tr(
            "{where}: not a Warband Ledger warband, campaign or catalog file, nor a Trench "
            "Companion export"
        ).format(where=where)
    )


def is_trench_companion(data: Mapping[str, Any]) -> bool:
    return "warband-name" in data or (
        isinstance(data.get("models"), list) and any(k.startswith("ducat") for k in data)
    )


def normalise(name: str) -> str:
    """Names compared loosely: case, accents kept, punctuation and spacing ignored."""
    return re.sub(r"[\W_]+", " ", name.casefold()).strip()


def from_trench_companion(
    data: Mapping[str, Any], catalog: Catalog, where: str
) -> tuple[WarbandData, list[str]]:
    """A Trench Companion export as our warband data, with a list of what did not match."""
    unmatched: list[str] = []
    models_raw = data.get("models")
    if not isinstance(models_raw, list):
        raise FileFormatError(
            tr("{where}: $.models: expected a list of models").format(where=where)
        )
    if len(models_raw) > MAX_MEMBERS:
        raise FileFormatError(
            tr("{where}: $.models: {count} models; a warband holds at most {value}").format(
                where=where, count=len(models_raw), value=MAX_MEMBERS
            )
        )
    name = _text(data.get("warband-name")) or Path(where).stem
    models_by_name = _index(catalog.models.values())
    items_by_name = _index(catalog.items.values())

    members: list[tuple[int, dict[str, Any], str | None]] = []
    for index, raw in enumerate(models_raw):
        if not isinstance(raw, dict):
            unmatched.append(tr("$.models[{index}]: not an object; left out").format(index=index))
            continue
        members.append((index, raw, _match_model(raw, models_by_name)))

    faction = _match_faction(data, catalog, [key for _, _, key in members if key])
    if faction is None:
        raise FileFormatError(
            tr(
                "{where}: cannot tell the faction: no faction field matches our catalog and no "
                "faction's roster holds all its models"
            ).format(where=where)
        )

    result: list[MemberData] = []
    for index, raw, model_key in members:
        label = _text(raw.get("name")) or f"model {index + 1}"
        if model_key is None:
            unmatched.append(
                tr("$.models[{index}] {label!r}: no model type of our catalog matches").format(
                    index=index, label=label
                )
            )
            continue
        items: list[str] = []
        equipment = raw.get("equipment")
        if equipment is not None and not isinstance(equipment, list):
            unmatched.append(
                tr("$.models[{index}].equipment on {label!r}: not a list; left out").format(
                    index=index, label=label
                )
            )
            equipment = None
        for j, entry in enumerate(equipment or ()):
            item_name = _text(entry.get("equipment-name")) if isinstance(entry, dict) else None
            item_key = items_by_name.get(normalise(item_name or ""))
            if item_key is None:
                unmatched.append(
                    tr(
                        "$.models[{index}].equipment[{j}] {value!r} on {label!r}: no item of our "
                        "catalog matches"
                    ).format(index=index, j=j, value=item_name or "?", label=label)
                )
            else:
                items.append(item_key)
        result.append(
            MemberData(
                name=label[:200],
                model=model_key,
                items=tuple(items),
                experience=_int(raw.get("experience") or raw.get("xp")),
            )
        )
    warband = WarbandData(
        name=name[:200],
        system=TC_SYSTEM,
        edition=TC_EDITION,
        faction=faction,
        members=tuple(result),
        ducat_bank=_int(data.get("ducat-bank")),
        glory_bank=_int(data.get("glory-bank")),
        budget=catalog.rules.starting_budget,
        notes=f"Imported from {where} (Trench Companion).",
    )
    return warband, unmatched


def _index(entries: Iterable[Any]) -> dict[str, str]:
    index: dict[str, str] = {}
    for entry in entries:
        index.setdefault(normalise(entry.name), entry.id)
    return index


def _match_model(raw: Mapping[str, Any], models_by_name: Mapping[str, str]) -> str | None:
    for field_name in ("model-type", "model-name", "type", "base-model", "model", "name"):
        value = _text(raw.get(field_name))
        if value and normalise(value) in models_by_name:
            return models_by_name[normalise(value)]
    return None


def _match_faction(data: Mapping[str, Any], catalog: Catalog, model_keys: list[str]) -> str | None:
    by_name = {normalise(f.name): f.id for f in catalog.factions.values()}
    for field_name in ("warband-faction", "faction", "faction-name", "warband-variant", "variant"):
        value = _text(data.get(field_name))
        if value and normalise(value) in by_name:
            return by_name[normalise(value)]
        if value and value in catalog.factions:
            return value
    if not model_keys:
        return None
    # A force whose roster holds every model: a base faction before its variants.
    candidates = [
        f
        for f in catalog.factions.values()
        if all(catalog.roster_entry(f.id, key) is not None for key in model_keys)
    ]
    candidates.sort(key=lambda f: f.variant_of is not None)
    return candidates[0].id if candidates else None


def _text(value: Any) -> str | None:
    return " ".join(value.split()) if isinstance(value, str) and value.strip() else None


def _int(value: Any) -> int:
    if isinstance(value, bool):
        return 0
    if isinstance(value, int):
        return max(0, min(value, 1_000_000))
    # ASCII digits only: str.isdigit() also accepts "²", which int() refuses; and few enough
    # of them that int() never meets Python's digit limit.
    if isinstance(value, str) and re.fullmatch(r"[0-9]{1,12}", value.strip()):
        return min(int(value.strip()), 1_000_000)
    return 0
