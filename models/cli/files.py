"""The `import` and `export` commands: our warband and campaign files, catalogs, other tools'
lists and data sets in; files, cards, sheets, reports, books and other tools' lists out."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from models import APP_ID
from models.cli.args import record_id
from models.cli.common import EXIT_OK, UsageError, open_ledger_of
from models.errors import LedgerError
from models.i18n import LANGUAGES, set_language, system_language
from models.ledger.files import LIST_FORMATS

if TYPE_CHECKING:
    from models.db import Database


EXPORTS = ("warband", "campaign-file", "cards", "roster", "report", "campaign", *LIST_FORMATS)


# What each export writes: the kind of file an existing one must be to be replaced without
# --force (models/files.py), and the suffix of the file named for a folder.
_WRITES = {
    "warband": ("json", ".warband.json"),
    "campaign-file": ("json", ".campaign.json"),
    "cards": ("pdf", " cards.pdf"),
    "roster": ("pdf", " roster.pdf"),
    "report": ("pdf", " report.pdf"),
    "campaign": ("pdf", ".pdf"),
    "trench-companion": ("trench-companion", ".json"),
    "ros": ("xml", ".ros"),
    "rosz": ("zip", ".rosz"),
    "text": ("text", ".txt"),
    "text-compact": ("text", ".txt"),
}


def import_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "files",
        type=Path,
        nargs="+",
        metavar="FILE",
        help="a .warband.json or .campaign.json file, a catalog file, another tool's list "
        "(a Trench Companion export or share record, a New Recruit roster .json, a "
        "BattleScribe/New Recruit .ros or .rosz), or a BattleScribe data set: the .gst with its "
        ".cat files (.gstz/.catz too) or their folder, which replaces the catalog of its edition",
    )
    parser.add_argument("--json", action="store_true", help="print what was imported as JSON")
    again = parser.add_mutually_exclusive_group()
    again.add_argument(
        "--update",
        action="store_true",
        help="a list imported before (same Trench Companion or New Recruit id): update the "
        "warband it made",
    )
    again.add_argument(
        "--as-new",
        action="store_true",
        help="a list imported before: make a new warband all the same",
    )
    parser.add_argument(
        "--map",
        action="append",
        default=[],
        metavar="NAME=ID",
        help="match a line the catalog did not by hand: the file's name (or 'model name: line "
        "name') = a catalog id; repeat for several",
    )
    parser.add_argument(
        "--faction",
        metavar="NAME_OR_ID",
        help="another tool's list: the faction or variant to read it as (by name or id), "
        "when the file does not say it or says it wrong",
    )
    parser.add_argument(
        "--dry-run", action="store_true", help="match a list and print the report; store nothing"
    )


def _mapping(pairs: list[str]) -> dict[str, str]:
    mapping = {}
    for pair in pairs:
        name, sep, key = pair.rpartition("=")
        if not sep or not name.strip() or not key.strip():
            raise UsageError(f"--map {pair!r}: give NAME=ID")
        mapping[name.strip()] = key.strip()
    return mapping


def run_import(args: argparse.Namespace) -> int:
    from models.ledger.files.importing import ImportOptions, import_paths
    from models.ledger.files.rosters import json_report, plan_text

    mapping = _mapping(args.map)
    if args.faction:
        from models.ledger.files.foreign import FACTION

        mapping[FACTION] = args.faction
    options = ImportOptions(
        mapping=mapping,
        update=True if args.update else False if args.as_new else None,
        dry_run=args.dry_run,
    )
    database = open_ledger_of(args)
    try:
        result = import_paths(database, args.files, options)
    except LedgerError as exc:
        raise UsageError(str(exc)) from exc
    finally:
        database.close()
    where = ", ".join(str(f) for f in args.files)
    campaign = result.campaign
    if campaign is not None and campaign.conflicts:
        listed = "\n".join(f"  {c}" for c in campaign.conflicts)
        raise UsageError(f"{where}: conflicts with this database; nothing was imported:\n{listed}")
    plan = result.plan
    if plan is not None and not result.warbands and not args.dry_run:
        # imported before, and neither --update nor --as-new: say what would change
        previous = result.previous
        assert previous is not None
        changes = "\n".join(f"  {line}" for line in result.changes) or "  (nothing)"
        raise UsageError(
            f"{where}: this list was imported before as warband {previous.id} "
            f"({previous.name}); nothing was stored. Updating it would change:\n{changes}\n"
            "Run again with --update to update it, or --as-new for another warband."
        )
    report: dict[str, object] = {
        "kind": result.kind,
        "warbands": [{"id": w.id, "name": w.name} for w in result.warbands],
        "catalog": result.catalog.key if result.catalog else None,
        "unmatched": list(result.unmatched),
    }
    if campaign is not None:
        report["campaign"] = {"id": campaign.campaign_id, "name": campaign.name}
        report["added"] = campaign.added
        report["unchanged"] = campaign.unchanged
    if plan is not None:
        report["roster"] = json_report(plan)
        report["updated"] = result.updated
        report["changes"] = list(result.changes) if result.updated else []
    data = result.data
    if data is not None:
        report["data"] = {
            "system": data.system,
            "edition": data.edition,
            "source": data.source,
            "factions": data.factions,
            "models": data.models,
            "items": data.items,
            "changes": list(data.changes),
            "broken_references": [str(line) for line in data.broken],
            "not_expressed": [str(line) for line in data.report if line not in data.broken],
            "warbands_repriced": [
                {"id": r.warband_id, "before": r.before, "after": r.after} for r in data.repriced
            ],
            "warbands_moved": [
                {"id": r.warband_id, "changed": r.changed, "unmatched": list(r.unmatched)}
                for r in data.rekeyed
            ],
        }
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
        return EXIT_OK
    if plan is not None:
        for line in plan_text(plan):
            print(line)
        if args.dry_run:
            print("Nothing was stored (--dry-run).")
    for warband in result.warbands:
        verb = "Updated" if result.updated else "Imported"
        print(f"{verb} warband {warband.id}: {warband.name} ({len(warband.members)} members)")
    if result.updated and result.changes:
        print("Changed:")
        for line in result.changes:
            print(f"  {line}")
    if campaign is not None:
        added = ", ".join(f"{n} {what}" for what, n in campaign.added.items()) or "nothing new"
        print(
            f"Merged campaign {campaign.campaign_id}: {campaign.name} — added {added}; "
            f"{campaign.unchanged} already here"
        )
    if result.catalog is not None:
        c = result.catalog
        print(
            f"Imported catalog {c.key}: {c.system} {c.edition}, "
            f"{c.factions} factions, {c.models} models, {c.items} items"
        )
        for line in c.changes:
            print(f"  {line}")
    if data is not None:
        print(
            f"Imported {data.source} as the {data.system} {data.edition} catalog: "
            f"{data.factions} factions, {data.models} models, {data.items} items"
        )
        if data.broken:
            print(f"References that lead nowhere, left out ({len(data.broken)}):")
            for entry in data.broken:
                print(f"  {entry}")
        print(f"What changed ({len(data.changes)}):")
        for line in data.changes:
            print(f"  {line}")
        for moved in data.rekeyed:
            print(f"  warband {moved.warband_id} ({moved.name}): {moved.changed} ids followed")
            for line in moved.unmatched:
                print(f"    not matched, kept as it was: {line}")
        for repriced in data.repriced:
            print(f"  {repriced}")
        rest = [entry for entry in data.report if entry not in data.broken]
        if rest:
            print(f"Not expressed by the catalog ({len(rest)}):")
            for entry in rest:
                print(f"  {entry}")
    return EXIT_OK


def export_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "what",
        choices=EXPORTS,
        help="warband (a .warband.json file), campaign-file (a .campaign.json file of a whole "
        "campaign), cards or roster (PDF of a warband), report (PDF of a game), campaign (PDF "
        "book of a campaign); a warband for other tools: trench-companion (Trench Companion's "
        "Export Data JSON), ros or rosz (a New Recruit/BattleScribe roster, for warbands of the "
        "v1.0 BattleScribe catalog), text or text-compact (plain text to paste into a chat; "
        "-o - prints it)",
    )
    parser.add_argument(
        "id", type=record_id, help="the warband's, game's or campaign's id (see `list`)"
    )
    parser.add_argument(
        "-o",
        "--output",
        required=True,  # a string: Path() would drop the "/" that says "a folder"
        help="the file; a folder (an existing one, or a path ending in /) gets a file named "
        "after the warband, game or campaign. An existing file is replaced only when it is "
        "one this export writes (a PDF for a PDF …); a database or a backup never",
    )
    parser.add_argument(
        "--force",
        action="store_true",
        help="replace an existing file of another kind (never a database, a backup or a device)",
    )
    parser.add_argument(
        "--format",
        choices=("ledger", "trench-companion", "ros", "rosz", "text"),
        help="`warband` only (CONTRACTS §1): the list in another tool's format; the same as "
        "the export of that name (`--format ros` = `export ros`). Default ledger, our file",
    )
    parser.add_argument(
        "--compact",
        action="store_true",
        help="`warband --format text` only: the compact text (= `export text-compact`)",
    )
    parser.add_argument(
        "--all",
        action="store_true",
        help="campaign only: one roster sheet per warband into the folder -o names",
    )
    parser.add_argument("--paper", choices=("A4", "Letter"), default="A4", help="paper size")
    parser.add_argument(
        "--cards", choices=("poker", "a6"), default="poker", help="card size for `cards`"
    )
    parser.add_argument(
        "--no-rules-text",
        dest="rules_text",
        action="store_false",
        help="`cards` only: leave out the keywords' rule text (for players who know them)",
    )
    parser.add_argument(
        "--lang",
        choices=tuple(LANGUAGES),
        help="language of the PDF's words, dates and numbers (default: the system's, from "
        "LC_ALL/LC_MESSAGES/LANG; English when it is none of these)",
    )


def run_export(args: argparse.Namespace) -> int:
    from models.reports.base import ReportError, undrawable_characters, undrawable_warning

    if args.all and args.what != "campaign":
        raise UsageError("--all: only with `export campaign`")
    if not args.rules_text and args.what != "cards":
        raise UsageError("--no-rules-text: only with `export cards`")
    if args.format is not None and args.what != "warband":
        raise UsageError("--format: only with `export warband`")
    if args.compact and args.format != "text":
        raise UsageError("--compact: only with `export warband --format text`")
    if args.format not in (None, "ledger"):
        args.what = "text-compact" if args.compact else args.format
    set_language(args.lang or system_language())
    database = open_ledger_of(args)
    try:
        if args.all or args.output == "-":
            args.output = Path(args.output)
        else:
            args.output = _output_path(args, database)
        with undrawable_characters() as undrawable:
            written = _write_export(args, database)
    except (LedgerError, ReportError, ValueError) as exc:
        raise UsageError(str(exc)) from exc
    except OSError as exc:
        raise UsageError(f"-o: cannot write {args.output}: {exc.strerror or exc}") from exc
    finally:
        database.close()
    for path in written:
        print(f"Wrote {path}")
    if undrawable:
        print(f"{APP_ID} export: warning: {undrawable_warning(undrawable)}", file=sys.stderr)
    return EXIT_OK


def _output_path(args: argparse.Namespace, database: Database) -> Path:
    from models.files import output_path, safe_file_name

    kind, suffix = _WRITES[args.what]
    if args.what in ("campaign", "campaign-file"):
        from models.ledger.campaigns.campaigns import list_campaigns

        found = [c.name for c in list_campaigns(database) if c.id == args.id]
        name = found[0] if found else f"campaign {args.id}"
    elif args.what == "report":
        name = f"game {args.id}"
    else:
        from models.ledger.rosters.roster import get_warband

        name = get_warband(database, args.id).name
    return output_path(
        args.output,
        kind=kind,
        default_name=f"{safe_file_name(name)}{suffix}",
        force=args.force,
    )


def _write_export(args: argparse.Namespace, database: Database) -> list[Path]:
    from models.ledger.files.campaign_file import export_campaign_file
    from models.ledger.files.warband_file import export_warband
    from models.reports import exports

    if args.what == "warband":
        return [export_warband(database, args.id, args.output)]
    if args.what in LIST_FORMATS:
        from models.ledger.files.shared_lists import content, export_list

        if str(args.output) == "-":
            sys.stdout.write(content(database, args.id, args.what).decode("utf-8", "replace"))
            return []
        return [export_list(database, args.id, args.what, args.output)]
    if args.what == "campaign-file":
        return [export_campaign_file(database, args.id, args.output)]
    if args.what == "cards":
        return [
            exports.export_cards(
                database,
                args.id,
                args.output,
                paper=args.paper,
                card_size=args.cards,
                rules_text=args.rules_text,
            )
        ]
    if args.what == "roster":
        return [exports.export_roster(database, args.id, args.output, paper=args.paper)]
    if args.what == "report":
        return [exports.export_report(database, args.id, args.output, paper=args.paper)]
    if args.all:
        return exports.export_campaign_rosters(database, args.id, args.output, paper=args.paper)
    return [exports.export_campaign(database, args.id, args.output, paper=args.paper)]
