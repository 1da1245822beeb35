"""`import FILE…`: recognise what a file is and store it — our warband, campaign and catalog
files, other tools' rosters (models/ledger/files/rosters.py) and BattleScribe data sets
(models/ledger/files/data_set.py).

Everything is read and checked before anything is written; what a roster's lines could not be
matched to is listed in the report, never guessed or dropped in silence.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from models.catalog.bsdata.files import DATA_SUFFIXES
from models.catalog.loader import FORMAT as CATALOG_FORMAT
from models.catalog.loader import CatalogError
from models.db.engine import Database
from models.files import UnreadableFile, read_regular_file
from models.i18n import tr
from models.ledger.catalogs import CatalogSummary, import_catalog
from models.ledger.files.campaign_file import FORMAT as CAMPAIGN_FORMAT
from models.ledger.files.campaign_file import CampaignImport, import_campaign, parse_campaign
from models.ledger.files.foreign import ForeignRoster, Plan
from models.ledger.files.rosters import (
    catalog_of,
    plan_roster,
    previous_import,
    read_roster,
    store,
    what_changes,
)
from models.ledger.files.warband_file import (
    FORMAT,
    MAX_FILE_BYTES,
    FileFormatError,
    import_warbands,
    parse_warband,
    read_json,
)
from models.ledger.rosters.rekey import follow_catalog
from models.table.views import WarbandView

if TYPE_CHECKING:
    from models.ledger.files.data_set import DataImport

ROSTER = "roster"  # another tool's list (Trench Companion, New Recruit, BattleScribe)
DATA = "data"  # a BattleScribe data set (.gst and .cat files)


@dataclass(frozen=True)
class ImportOptions:
    """How to import another tool's list: lines matched by hand (the file's name, or "model
    name: line name" → catalog id); whether a list imported before updates its warband (True),
    makes a new one (False) or is only offered (None: nothing is stored, `previous` says which
    warband it would update); `dry_run`: match and report only."""

    mapping: Mapping[str, str] = field(default_factory=dict)
    update: bool | None = None
    dry_run: bool = False


@dataclass(frozen=True)
class ImportResult:
    kind: str  # "warband", "catalog", "campaign", ROSTER or DATA
    warbands: tuple[WarbandView, ...] = ()
    catalog: CatalogSummary | None = None
    campaign: CampaignImport | None = None
    unmatched: tuple[str, ...] = field(default=())  # what a roster import left out
    plan: Plan | None = None  # a roster: how each line matched, the costs compared
    previous: WarbandView | None = None  # the warband an earlier import of the list made
    changes: tuple[str, ...] = ()  # what updating `previous` changes
    updated: bool = False
    data: DataImport | None = None


def is_data_set(paths: Sequence[Path]) -> bool:
    """BattleScribe data (a .gst with .cat files, zipped or not, or a folder of them)."""
    return any(Path(p).is_dir() or Path(p).suffix.lower() in DATA_SUFFIXES for p in paths)


def import_data_set(database: Database, paths: Sequence[Path]) -> DataImport:
    from models.ledger.files import data_set  # the BattleScribe reader: only for data sets

    return data_set.import_data_set(database, paths)


def import_paths(
    database: Database, paths: Sequence[Path], options: ImportOptions | None = None
) -> ImportResult:
    """What `warband-ledger import` takes: a data set (several files, a folder), or one file."""
    if is_data_set(paths):
        return ImportResult(DATA, data=import_data_set(database, [Path(p) for p in paths]))
    if len(paths) != 1:
        raise FileFormatError(
            tr("give one file at a time, or the .gst and .cat files of one BattleScribe data set")
        )
    return import_file(database, Path(paths[0]), options)


def import_file(
    database: Database, path: Path, options: ImportOptions | None = None
) -> ImportResult:
    if is_data_set([path]):
        return ImportResult(DATA, data=import_data_set(database, [Path(path)]))
    try:
        content = read_regular_file(Path(path), MAX_FILE_BYTES)
    except UnreadableFile as exc:
        raise FileFormatError(str(exc)) from exc
    return import_content(database, content, Path(path).name, options)


def import_content(
    database: Database, content: bytes, where: str, options: ImportOptions | None = None
) -> ImportResult:
    options = options or ImportOptions()
    if len(content) > MAX_FILE_BYTES:
        raise FileFormatError(
            tr("{where}: larger than {value} MB").format(
                where=where, value=MAX_FILE_BYTES // (1024 * 1024)
            )
        )
    roster = read_roster(content, where)
    if roster is not None:
        return _import_roster(database, roster, where, options)
    data = read_json(content, where)
    if isinstance(data, dict) and data.get("format") == CATALOG_FORMAT:
        try:
            summary = import_catalog(database, content, where, follow_catalog)
            return ImportResult("catalog", catalog=summary)
        except CatalogError as exc:
            raise FileFormatError(str(exc)) from exc
    if isinstance(data, dict) and data.get("format") == CAMPAIGN_FORMAT:
        document = parse_campaign(data, where)
        return ImportResult("campaign", campaign=import_campaign(database, document, where))
    if isinstance(data, dict) and data.get("format") == FORMAT:
        warband = parse_warband(data, where)
        return ImportResult("warband", tuple(import_warbands(database, [(warband, where)])))
    raise FileFormatError(
        tr(
            "{where}: not a file Warband Ledger reads: a warband, campaign or catalog file, a "
            "Trench Companion export or share record, a New Recruit or BattleScribe roster "
            "(.json, .ros, .rosz), or BattleScribe data (.gst, .cat)"
        ).format(where=where)
    )


def _import_roster(
    database: Database, roster: ForeignRoster, where: str, options: ImportOptions
) -> ImportResult:
    plan = plan_roster(database, roster, where, options.mapping)
    unmatched = tuple(str(line) for line in plan.unmatched)
    previous = previous_import(database, roster)
    changes = tuple(what_changes(previous, plan, catalog_of(database))) if previous else ()
    if options.dry_run or (previous is not None and options.update is None):
        return ImportResult(
            ROSTER, plan=plan, unmatched=unmatched, previous=previous, changes=changes
        )
    update = previous.id if previous is not None and options.update else None
    stored = store(database, plan, where, update)
    return ImportResult(
        ROSTER,
        (stored.warband,),
        plan=plan,
        unmatched=unmatched,
        previous=previous,
        changes=changes,
        updated=stored.updated,
    )
