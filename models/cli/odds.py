"""The `odds` command: exact outcome probabilities of one attack (CONTRACTS.md §2), from
the rules core alone — no database, SQLAlchemy, reportlab or Qt."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from models.cli.common import EXIT_OK, UsageError

SPEC_FILE_BYTES = 4 * 1024 * 1024  # like an imported file: a spec file is a few KB


class _SpecHelp(argparse.Action):
    """`odds SYSTEM --help`: the usual help, then every field of that system's spec with its
    meaning, its range or choices and its default (the declarations the wizard reads)."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        parser.print_help()
        system = getattr(namespace, "system", None)
        print()
        print(spec_fields_text(system) if system else "odds SYSTEM --help lists its spec fields.")
        parser.exit()


def spec_fields_text(system_id: str) -> str:
    """Every field of a system's `odds` spec: name, range or choices, default, editions, what
    it means."""
    import dataclasses

    from models.rules.registry import registry
    from models.rules.spec import field_info

    system = registry()[system_id]
    defaults = {f.name: f.default for f in dataclasses.fields(system.spec_type)}
    lines = [f"spec fields of {system_id} (JSON object keys; all optional):"]
    for name, info in field_info(system.spec_type).items():
        if info.choices:
            kind = " | ".join(json.dumps(c) for c in info.choices)
        elif info.minimum is not None or info.maximum is not None:
            low = "" if info.minimum is None else info.minimum
            high = "" if info.maximum is None else info.maximum
            kind = f"{low}..{high}"
        elif isinstance(defaults.get(name), bool):
            kind = "true | false"
        else:
            kind = "value"
        default = json.dumps(defaults.get(name))
        editions = f" [{', '.join(info.editions)} only]" if info.editions else ""
        lines.append(f"  {name}: {kind} (default {default}){editions}")
        lines.append(f"      {info.label}: {info.help}")
    return "\n".join(lines)


def odds_arguments(parser: argparse.ArgumentParser) -> None:
    from models.rules.registry import known_ids

    parser.add_argument(  # its own --help: the usual one and the system's spec fields
        "-h", "--help", action=_SpecHelp, nargs=0, help="this help and the system's spec fields"
    )
    parser.add_argument("system", choices=known_ids(), help="the game system")
    parser.add_argument("--edition", help="the rules edition (trench-crusade: tc-1.6, tc-1.0)")
    parser.add_argument(
        "--spec",
        required=True,
        help="the attack as a JSON object, or @FILE (a .jsonl file: one attack per line)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON (one object per line)")


def _read_specs(text: str) -> list[tuple[str, object]]:
    """(where, parsed JSON) for each spec given: inline, @FILE, or @FILE.jsonl (one per line)."""
    if not text.startswith("@"):
        return [("--spec", _parse_json(text, "--spec"))]
    from models.files import UnreadableFile, read_regular_file

    path = Path(text[1:])
    try:
        content = read_regular_file(path, SPEC_FILE_BYTES).decode("utf-8-sig")
    except UnreadableFile as exc:
        raise UsageError(f"--spec: {exc}") from exc
    except UnicodeDecodeError as exc:
        raise UsageError(f"--spec: {path}: not UTF-8 text ({exc.reason})") from exc
    if path.suffix != ".jsonl":
        return [(str(path), _parse_json(content, str(path)))]
    specs = [
        (f"{path} line {number}", _parse_json(line, f"{path} line {number}"))
        for number, line in enumerate(content.splitlines(), start=1)
        if line.strip()
    ]
    if not specs:
        raise UsageError(f"--spec: {path} holds no attack")
    return specs


def _parse_json(text: str, where: str) -> object:
    from models.schema_check import decode_json_text

    return decode_json_text(text, where, UsageError)


def run_odds(args: argparse.Namespace) -> int:
    from models.rules.registry import find_system
    from models.rules.spec import SpecError

    system = find_system(args.system)
    if system is None:  # the parser's choices hold every known id
        raise UsageError(f"system: {args.system!r} is not one this version knows")
    reports = []
    try:
        edition = system.check_edition(args.edition)
    except SpecError as exc:
        raise UsageError(f"--{exc}") from exc
    # Every spec is checked before anything is printed: a bad line prints nothing.
    for where, data in _read_specs(args.spec):
        if not isinstance(data, dict):
            raise UsageError(f"{where}: the spec must be a JSON object")
        try:
            reports.append(system.odds(data, edition))
        except SpecError as exc:
            raise UsageError(f"{where}: {exc}") from exc
    for report in reports:
        if args.json:
            print(json.dumps(report.to_json()))
        else:
            print(report.to_text())
    return EXIT_OK
