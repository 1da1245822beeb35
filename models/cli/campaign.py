"""`warband-ledger campaign show|battle|settings|explore|debt …`: a league run headless
(issue 37 §7), through the
same ledger operations as the campaign views (models/ledger/campaigns/campaigns.py), so a script and
the window leave the same database."""

from __future__ import annotations

import argparse
import datetime as dt
import json
from collections.abc import Mapping
from dataclasses import asdict
from typing import Any

from models.cli.args import LARGEST, record_id
from models.cli.common import EXIT_OK, UsageError, db_option, open_ledger_of
from models.db import Database
from models.ledger.campaigns import campaign_content, campaigns, post_battle
from models.ledger.campaigns.campaigns import NewBattle, NewSide
from models.ledger.rosters import roster
from models.rules import exploration as exploration_rules
from models.table.views import BattleView

# What a --side object may say, and the type of each (warband and outcome are required).
SIDE_FIELDS: dict[str, type] = {
    "warband": int,
    "outcome": str,
    "victory_points": int,
    "glorious_deeds": int,
    "taken_out": int,
    "glory": int,
    "took_part": list,
    "out_of_action": list,
    "deeds_by": list,
    "deeds": list,
}


class CampaignUsage(UsageError):
    """Bad input for a `campaign` command; the CLI prints it and exits 2."""


def add_campaign_steps(
    steps: argparse._SubParsersAction[Any], db_option: argparse.ArgumentParser
) -> None:
    about = (
        "the campaign as an organiser reads it: the league table with its tie-break, the "
        "rounds with their battles and byes, each warband's banks and members (experience, "
        "skills, battle scars)"
    )
    show = steps.add_parser("show", help=about, description=about, parents=[db_option])
    show.add_argument("campaign", type=record_id, metavar="CAMPAIGN_ID")
    show.add_argument("--json", action="store_true", help="print JSON")
    about = (
        "record a battle's result; each --side is a JSON object: "
        '{"warband": ID, "outcome": "win"|"draw"|"loss", "victory_points": N, '
        '"glorious_deeds": N, "taken_out": N, "glory": N, "took_part": [MEMBER_ID, …], '
        '"out_of_action": [MEMBER_ID, …], "deeds_by": [MEMBER_ID, …]} (only warband and '
        "outcome are required)"
    )
    battle = steps.add_parser("battle", help=about, description=about, parents=[db_option])
    battle.add_argument("campaign", type=record_id, metavar="CAMPAIGN_ID")
    battle.add_argument("--side", action="append", required=True, metavar="JSON")
    battle.add_argument("--round", type=int, default=1, metavar="N")
    battle.add_argument("--scenario", default="")
    battle.add_argument("--notes", default="")
    battle.add_argument("--played-on", metavar="YYYY-MM-DD", help="default: today")
    battle.add_argument("--json", action="store_true", help="print JSON")
    about = (
        "change the campaign's settings, each --set KEY=JSON (points, bye, starting_budget, "
        "threshold_step, advancement_xp, scenarios, deeds, exploration; docs/contracts.md), "
        "all checked before any is stored; then print the settings as JSON"
    )
    settings = steps.add_parser("settings", help=about, description=about, parents=[db_option])
    settings.add_argument("campaign", type=record_id, metavar="CAMPAIGN_ID")
    settings.add_argument("--set", action="append", default=[], metavar="KEY=JSON")
    about = (
        "TC-C7, TC-C8: roll on the campaign's exploration table at a warband's Exploration step "
        "(the dice as rolled at the table, or --roll); --odds prints each location's chance"
    )
    explore = steps.add_parser("explore", help=about, description=about, parents=[db_option])
    explore.add_argument("campaign", type=record_id, metavar="CAMPAIGN_ID")
    explore.add_argument("--odds", action="store_true", help="only print the table's odds")
    explore.add_argument("--battle", type=battle_reference, metavar="BATTLE")
    explore.add_argument("--warband", type=record_id, metavar="WARBAND_ID")
    explore.add_argument("--dice", metavar="F,F", help="the D6 rolled, in order (D66: tens first)")
    explore.add_argument("--roll", action="store_true", help="let the app roll")
    explore.add_argument("--member", type=record_id, metavar="MEMBER_ID", help="learns a skill")
    explore.add_argument("--option", metavar="NAME", help="the option of the location taken")
    explore.add_argument(
        "--table", choices=exploration_rules.TABLES, help="TC-C8: the table, when two match"
    )
    explore.add_argument(
        "--modifier", type=int, default=0, metavar="N", help="TC-C8: what skills and items add"
    )
    explore.add_argument(
        "--battles",
        type=int,
        metavar="N",
        help="TC-C8, with --odds: the battles fought (default: the --battle's, else 1)",
    )
    explore.add_argument("--json", action="store_true", help="print JSON")
    about = (
        "move a warband's post-battle sequence to its next step (Trauma, Promotions & "
        "Experience, Reinforcements, Exploration, Quartermaster, Roster); refused while the "
        "step owes something, such as a trauma roll"
    )
    step = steps.add_parser("next-step", help=about, description=about, parents=[db_option])
    step.add_argument("campaign", type=record_id, metavar="CAMPAIGN_ID")
    step.add_argument("--battle", type=battle_reference, metavar="BATTLE", required=True)
    step.add_argument("--warband", type=record_id, metavar="WARBAND_ID", required=True)
    about = "the patron a warband of the campaign serves (TC-C3): by name or key; none to clear"
    patron = steps.add_parser("patron", help=about, description=about, parents=[db_option])
    patron.add_argument("campaign", type=record_id, metavar="CAMPAIGN_ID")
    patron.add_argument("--warband", type=record_id, metavar="WARBAND_ID", required=True)
    patron.add_argument("--patron", required=True, metavar="NAME")
    about = "a warband borrows ducats (to its bank and its debt) or pays them back from its bank"
    debt = steps.add_parser("debt", help=about, description=about, parents=[db_option])
    debt.add_argument("campaign", type=record_id, metavar="CAMPAIGN_ID")
    debt.add_argument("--warband", type=record_id, metavar="WARBAND_ID", required=True)
    how = debt.add_mutually_exclusive_group(required=True)
    how.add_argument("--take", type=int, metavar="DUCATS")
    how.add_argument("--pay", type=int, metavar="DUCATS")
    debt.add_argument("--glory", action="store_true", help="the debt is in glory, not ducats")


def _run_step(args: argparse.Namespace, database: Database) -> int:
    if args.campaign_command == "show":
        shown = campaign_report(database, args.campaign)
        print(json.dumps(shown, ensure_ascii=False) if args.json else _as_text(shown))
        return 0
    if args.campaign_command == "settings":
        return _settings(args, database)
    if getattr(args, "battle", None) is not None:  # its id here, or its uid on any laptop
        args.battle = campaigns.battle_of(database, args.campaign, args.battle)
    if args.campaign_command == "explore":
        return _explore(args, database)
    if args.campaign_command == "next-step":
        print(post_battle.next_step(database, args.battle, args.warband).summary)
        side = campaigns.get_battle(database, args.battle).side_of(args.warband)
        print(f"now at: {side.post_battle if side else '?'}")
        return 0
    if args.campaign_command == "patron":
        view = roster.get_warband(database, args.warband)
        if view.campaign_id != args.campaign:
            raise CampaignUsage(f"--warband {args.warband}: not a warband of this campaign")
        view = roster.edit_details(
            database, view.id, view.version, roster.WarbandDetails(patron=args.patron)
        )
        print(f"{view.name} serves {view.patron.name if view.patron else 'no patron'}")
        return 0
    if args.campaign_command == "debt":
        currency = "glory" if args.glory else "ducats"
        step = (
            campaign_content.take_debt(database, args.campaign, args.warband, args.take, currency)
            if args.take is not None
            else campaign_content.pay_debt(
                database, args.campaign, args.warband, args.pay, currency
            )
        )
        print(step.summary)
        return 0
    battle = campaigns.record_battle(database, _new_battle(args))
    if args.json:
        print(json.dumps(_battle(battle), ensure_ascii=False))
    else:
        names = ", ".join(f"{s.warband_name} {s.outcome}" for s in battle.sides)
        print(
            f"Recorded round {battle.round}: {names} "
            f"(battle {battle.id} in this database; uid {battle.uid}, the same on every laptop)"
        )
    return 0


def _settings(args: argparse.Namespace, database: Database) -> int:
    changes: dict[str, Any] = {}
    for given in args.set:
        key, sep, text = given.partition("=")
        if not sep:
            raise CampaignUsage(f"--set {given!r}: say KEY=JSON")
        try:
            changes[key.strip()] = json.loads(text)
        except json.JSONDecodeError as exc:
            raise CampaignUsage(f"--set {key}: not JSON ({exc.msg})") from None
    if changes:
        summary, _ = campaigns.campaign_settings(database, args.campaign)
        campaigns.edit_campaign(database, args.campaign, summary.version, settings=changes)
    _, settings = campaigns.campaign_settings(database, args.campaign)
    shown = {k: v for k, v in settings.items() if k != "uid"}
    print(json.dumps(shown, ensure_ascii=False, indent=1))
    return 0


def battle_reference(text: str) -> str:
    """A battle as a command names it: its id in this database, or its uid (whole, or its
    first 8 characters or more) — the same on every laptop sharing the campaign."""
    value = text.strip()
    if not value or len(value) > 36 or not all(c.isalnum() or c == "-" for c in value):
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a battle's id or uid")
    return value


def _explore(args: argparse.Namespace, database: Database) -> int:
    _, settings = campaigns.campaign_settings(database, args.campaign)
    table = campaign_content.exploration_table(settings.get("exploration"))
    if table is None:
        raise CampaignUsage(
            f"campaign {args.campaign} has no exploration table; set one with "
            "`campaign settings --set exploration=JSON`"
        )
    battles = 1  # TC-C8: one battle fought, nothing found before
    found: tuple[str, ...] = ()
    if args.battle is not None and args.warband is not None:
        battles, found = campaign_content.exploration_context(database, args.battle, args.warband)
    if args.odds:
        if args.battles is not None:
            if not 1 <= args.battles <= LARGEST:
                raise CampaignUsage(f"--battles: {args.battles} is not a number of battles")
            battles = args.battles
        odds: list[dict[str, Any]] = [
            {
                "location": loc.name if loc else None,
                "results": [loc.first, loc.last] if loc else None,
                "chance": str(p),
                **({"table": loc.table} if loc and loc.table else {}),
            }
            for loc, p in table.odds(battles, found)
        ]
        if args.json:
            shown: dict[str, object] = {"dice": table.dice, "odds": odds}
            if table.by_battles:
                shown["battles"] = battles
                shown["tables"] = list(exploration_rules.tables_by_battles(battles))
            print(json.dumps(shown, ensure_ascii=False))
        else:
            if table.by_battles:
                print(
                    f"Exploration ({table.dice_count(battles)}D6 after {battles} battles, on "
                    f"{' or '.join(exploration_rules.tables_by_battles(battles))}):"
                )
            else:
                print(f"Exploration ({table.dice}):")
            for row in odds:
                where = "–".join(str(r) for r in row["results"]) if row["results"] else ""
                name = row["location"] or "nothing"
                if row.get("table"):
                    name += f" ({row['table']})"
                print(f"  {where:>7}  {name}: {row['chance']}")
        return 0
    if args.battle is None or args.warband is None:
        raise CampaignUsage("explore: --battle and --warband (or --odds)")
    if (args.dice is None) == (not args.roll):
        raise CampaignUsage("explore: give the --dice rolled, or --roll")
    faces, seed = (
        campaign_content.roll_exploration(table, battles)
        if args.roll
        else (_faces(args.dice), None)
    )
    step = campaign_content.explore(
        database,
        args.battle,
        args.warband,
        faces,
        args.member,
        seed=seed,
        option=args.option,
        table=args.table,
        modifier=args.modifier,
    )
    if args.json:
        print(json.dumps({"seq": step.seq, "dice": list(step.dice), "summary": step.summary}))
    else:
        print(step.summary)
    return 0


def _faces(text: str) -> tuple[int, ...]:
    try:
        faces = tuple(int(f) for f in text.replace(" ", "").split(","))
    except ValueError:
        raise CampaignUsage(f"--dice: {text!r} is not D6 faces such as 3,5") from None
    if any(not 1 <= f <= 6 for f in faces):
        raise CampaignUsage(f"--dice: {text!r}: each D6 shows 1 to 6")
    return faces


def _new_battle(args: argparse.Namespace) -> NewBattle:
    if not 1 <= args.round <= LARGEST:
        raise CampaignUsage(f"--round: {args.round} is not a round (1 or more)")
    played_on = dt.date.today()
    if args.played_on is not None:
        try:
            played_on = dt.date.fromisoformat(args.played_on)
        except ValueError:
            raise CampaignUsage(f"--played-on: {args.played_on!r} is not a date") from None
    sides = tuple(_side(text, n) for n, text in enumerate(args.side, start=1))
    return NewBattle(
        args.campaign,
        sides,
        round=args.round,
        played_on=played_on,
        scenario=args.scenario,
        notes=args.notes,
    )


def _side(text: str, n: int) -> NewSide:
    """One --side, every key and type checked before anything is stored."""
    where = f"--side {n}"
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CampaignUsage(f"{where}: not JSON ({exc.msg})") from None
    if not isinstance(data, Mapping):
        raise CampaignUsage(f"{where}: must be a JSON object")
    for key, value in data.items():
        kind = SIDE_FIELDS.get(key)
        if kind is None:
            raise CampaignUsage(f"{where}: {key}: unknown (known: {', '.join(SIDE_FIELDS)})")
        if type(value) is not kind:  # JSON's true is not the number 1 here
            raise CampaignUsage(
                f"{where}: {key}: must be {_kind_words(kind)}, not {json.dumps(value)}"
            )
        if key == "deeds":
            continue  # objects, checked below
        numbers = list(value) if isinstance(value, list) else [value] if kind is int else []
        for number in numbers:
            if type(number) is not int or not 0 <= number <= LARGEST:
                raise CampaignUsage(
                    f"{where}: {key}: {json.dumps(number)} is not a whole number ≥ 0"
                )
    for key in ("warband", "outcome"):
        if key not in data:
            raise CampaignUsage(f"{where}: {key}: required")
    return NewSide(
        warband_id=data["warband"],
        outcome=data["outcome"],
        victory_points=data.get("victory_points", 0),
        glorious_deeds=data.get("glorious_deeds", 0),
        taken_out=data.get("taken_out", 0),
        glory=data.get("glory", 0),
        took_part=tuple(data.get("took_part", ())),
        out_of_action=tuple(data.get("out_of_action", ())),
        deeds_by=tuple(data.get("deeds_by", ())),
        deeds=tuple(_deed(d, f"{where}: deeds[{i}]") for i, d in enumerate(data.get("deeds", ()))),
    )


def _deed(data: Any, where: str) -> tuple[str, int | None]:
    """One {"deed": NAME, "by": MEMBER_ID or null} of a side's Glorious Deeds."""
    if not isinstance(data, Mapping) or set(data) - {"deed", "by"} or "deed" not in data:
        raise CampaignUsage(f'{where}: must be {{"deed": NAME, "by": MEMBER_ID or null}}')
    by = data.get("by")
    if not isinstance(data["deed"], str) or not (
        by is None or (type(by) is int and 0 <= by <= LARGEST)
    ):
        raise CampaignUsage(f"{where}: a deed's name and a member id (or null)")
    return data["deed"], by


def _kind_words(kind: type) -> str:
    return {int: "a whole number", str: "text", list: "a list of member ids"}[kind]


def campaign_report(database: Database, campaign_id: int) -> dict[str, Any]:
    """The campaign as `campaign show` prints it (and the book shows it)."""
    summary, settings = campaigns.campaign_settings(database, campaign_id)
    league = campaigns.league_table(database, campaign_id)
    battles = campaigns.list_battles(database, campaign_id)
    byes = campaigns.byes_of(database, campaign_id)
    players = {row.warband_id: row.player for row in league}
    names = {row.warband_id: row.warband for row in league}
    rounds: dict[int, dict[str, Any]] = {}
    for battle in battles:
        rounds.setdefault(battle.round, {"round": battle.round, "battles": [], "byes": []})
        rounds[battle.round]["battles"].append(_battle(battle))
    for warband_id, number in byes:
        rounds.setdefault(number, {"round": number, "battles": [], "byes": []})
        rounds[number]["byes"].append(
            {
                "warband_id": warband_id,
                "text": campaigns.bye_text(names.get(warband_id, str(warband_id)), settings),
            }
        )
    warbands = []
    for status in campaigns.overview(database, campaign_id):
        view = roster.get_warband(database, status.warband_id)
        warbands.append(
            {
                "id": view.id,
                "name": view.name,
                "player": players.get(view.id, ""),
                "faction": view.faction_name,
                "cost": status.cost,
                "ducat_bank": view.ducat_bank,
                "glory_bank": view.glory_bank,
                "ducat_debt": view.ducat_debt,
                "glory_debt": view.glory_debt,
                "patron": view.patron.name if view.patron else None,
                "granted": dict(view.granted),
                "members": [
                    {
                        "id": m.id,
                        "name": m.name,
                        "model": m.model_name,
                        "experience": m.experience,
                        "skills": list(m.skills),
                        "battle_scars": list(m.battle_scars),
                        "status": m.status,
                        "fireteam": m.fireteam,
                    }
                    for m in view.members
                ],
            }
        )
    return {
        "campaign": {
            "id": summary.id,
            "name": summary.name,
            "system": summary.system,
            "edition": summary.edition,
        },
        "tie_break": campaigns.TIE_BREAK,
        "league": [asdict(row) for row in league],
        "rounds": [rounds[n] for n in sorted(rounds)],
        "warbands": warbands,
    }


def _battle(battle: BattleView) -> dict[str, Any]:
    return {
        "id": battle.id,
        "uid": battle.uid,
        "round": battle.round,
        "played_on": battle.played_on.isoformat(),
        "scenario": battle.scenario,
        "game_id": battle.game_id,
        "sides": [
            {
                "warband_id": s.warband_id,
                "warband": s.warband_name,
                "outcome": s.outcome,
                "victory_points": s.victory_points,
                "glorious_deeds": s.glorious_deeds,
                "deeds": [{"deed": name, "by": by} for name, by in s.deeds],
                "taken_out": s.taken_out,
                "glory": s.glory,
                "confirmed": s.confirmed,
                "post_battle": s.post_battle,
            }
            for s in battle.sides
        ],
    }


def _as_text(shown: dict[str, Any]) -> str:
    c = shown["campaign"]
    lines = [f"Campaign {c['id']}: {c['name']} ({c['system']} {c['edition']})", ""]
    lines.append(f"League (ties broken by {shown['tie_break']}):")
    lines.append("  #  warband                        P  W  D  L  pts  VP  out  glory  deeds")
    for row in shown["league"]:
        lines.append(
            f"  {row['rank']:<2} {row['warband'][:30]:<30} {row['played']:>2} {row['won']:>2} "
            f"{row['drawn']:>2} {row['lost']:>2} {row['points']:>4} {row['victory_points']:>3} "
            f"{row['taken_out']:>4} {row['glory']:>6} {row['deeds']:>6}"
        )
    for r in shown["rounds"]:
        lines += ["", f"Round {r['round']}:"]
        for b in r["battles"]:
            sides = " vs ".join(f"{s['warband']} ({s['outcome']})" for s in b["sides"])
            scenario = f" — {b['scenario']}" if b["scenario"] else ""
            lines.append(f"  {sides}{scenario} [battle {b['id']} here, uid {b['uid'][:8]}]")
            for s in b["sides"]:
                for deed in s["deeds"]:
                    lines.append(f"    Glorious Deed of {s['warband']}: {deed['deed']}")
        lines += [f"  {bye['text']}" for bye in r["byes"]]
    for w in shown["warbands"]:
        player = f", {w['player']}" if w["player"] else ""
        patron = f", patron {w['patron']}" if w["patron"] else ""
        owed = [f"{w['ducat_debt']} ducats" if w["ducat_debt"] else ""]
        owed.append(f"{w['glory_debt']} glory" if w["glory_debt"] else "")
        debt = f", owes {' and '.join(o for o in owed if o)}" if any(owed) else ""
        lines += [
            "",
            f"{w['name']} ({w['faction']}{player}{patron}): {w['cost']} cost, "
            f"ducats {w['ducat_bank']}, glory {w['glory_bank']}{debt}",
        ]
        for m in w["members"]:
            extra = [f"{m['experience']} XP"]
            if m["skills"]:
                extra.append("skills: " + ", ".join(m["skills"]))
            if m["battle_scars"]:
                extra.append("scars: " + ", ".join(m["battle_scars"]))
            if m["status"] != "active":
                extra.append(m["status"])
            lines.append(f"  {m['name']} — {m['model']}: {'; '.join(extra)}")
    return "\n".join(lines)


def campaign_arguments(parser: argparse.ArgumentParser) -> None:
    steps = parser.add_subparsers(dest="campaign_command", metavar="STEP", required=True)
    about = (
        "draw the next round's Swiss pairings (league points, then victory points; no "
        "rematch while one can be avoided; a bye for an odd field) and record them"
    )
    pair = steps.add_parser("pair", help=about, description=about, parents=[db_option()])
    pair.add_argument("campaign", type=record_id, metavar="CAMPAIGN_ID")
    pair.add_argument("--dry-run", action="store_true", help="only print them: record nothing")
    pair.add_argument(
        "--json",
        action="store_true",
        help='print {"round": N, "pairs": [{"table": 1, "warbands": [ID, ID]}], "bye": ID|null}',
    )
    add_campaign_steps(steps, db_option())


def run_campaign(args: argparse.Namespace) -> int:
    from models.ledger.campaigns import event_day

    database = open_ledger_of(args)
    if args.campaign_command != "pair":
        try:
            return _run_step(args, database)
        finally:
            database.close()
    try:
        draft = event_day.draft_round(database, args.campaign)
        if not args.dry_run:
            event_day.publish_round(database, draft)
    finally:
        database.close()
    pairing = draft.pairing
    rematches = set(pairing.rematches)
    if args.json:
        pairs = [
            {"table": table, "warbands": list(pair)}
            | ({"rematch": True} if pair in rematches else {})
            for table, pair in enumerate(pairing.pairs, start=1)
        ]
        reason = event_day.bye_reason(draft)
        shown = {"round": draft.round, "pairs": pairs, "bye": pairing.bye}
        print(json.dumps(shown | ({"bye_reason": reason} if reason else {}), ensure_ascii=False))
        return EXIT_OK
    verb = "would be" if args.dry_run else "recorded"
    print(f"Round {draft.round} ({verb}):")
    for table, (first, second) in enumerate(pairing.pairs, start=1):
        again = "  (they met before)" if (first, second) in rematches else ""
        print(f"  table {table}: {draft.name(first)} vs {draft.name(second)}{again}")
    if pairing.bye is not None:
        print(f"  bye: {draft.name(pairing.bye)}")
        if reason := event_day.bye_reason(draft):
            print(f"  ({reason})")
    return EXIT_OK
