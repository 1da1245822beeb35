"""Campaign files (`*.campaign.json`, format "warband-ledger/campaign", version 3): a whole
campaign carried between laptops — settings, warbands with their members, battles, the event
day's pairings and the campaign log (docs/file-formats.md). Version 1 files (before pairings
and the bye setting) and version 2 files (before patrons, debts, grants, named Glorious Deeds,
the organiser's lists and the exploration table) are read as ever.

Records are named by uid, never by a database's own ids. Importing merges by uid (the log by
its sequence number): what the database lacks is added, what is identical is left alone, and
whatever differs is a conflict. Conflicts are reported and then nothing is written at all,
so an import never overwrites a record and never leaves a campaign half merged.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from sqlalchemy import select, text
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload

from models import __version__, assets
from models.catalog.validation import Choice
from models.db.engine import Database
from models.db.schema import (
    Battle,
    BattleSide,
    Campaign,
    CampaignEvent,
    Member,
    Player,
    RoundPairing,
    Warband,
    new_uid,
)
from models.i18n import tr
from models.ledger.campaigns import campaign_content
from models.ledger.campaigns.campaign_log import DEFAULT_SETTINGS, snapshot
from models.ledger.files.warband_file import FileFormatError, read_json, write_bytes_atomically
from models.ledger.rosters import roster
from models.schema_check import check_document
from models.table.errors import InvalidInput, NotFound

FORMAT = "warband-ledger/campaign"
FORMAT_VERSION = 3  # 2: pairings, and the bye setting; 3: campaign content (issue 37)
SUFFIX = ".campaign.json"


@cache
def campaign_schema() -> dict[str, Any]:
    schema: dict[str, Any] = json.loads(assets.read_bytes("schema.campaign"))
    return schema


@dataclass(frozen=True)
class CampaignImport:
    campaign_id: int | None  # None: nothing was written (conflicts)
    name: str
    added: dict[str, int] = field(default_factory=dict)  # "warbands": 2, "battles": 3, …
    unchanged: int = 0
    conflicts: tuple[str, ...] = ()


# -- export -----------------------------------------------------------------------------------


def campaign_document(database: Database, campaign_id: int) -> dict[str, Any]:
    _ensure_uid(database, campaign_id)
    with database.sessions() as session:
        campaign = session.get(Campaign, campaign_id)
        if campaign is None:
            raise NotFound(
                tr("Campaign {campaign_id} does not exist.").format(campaign_id=campaign_id)
            )
        warbands = list(
            session.scalars(
                select(Warband)
                .where(Warband.campaign_id == campaign_id)
                .options(selectinload(Warband.members).selectinload(Member.items))
                .options(selectinload(Warband.members).selectinload(Member.upgrades))
                .order_by(Warband.uid)
            )
        )
        battles = list(
            session.scalars(
                select(Battle)
                .where(Battle.campaign_id == campaign_id)
                .options(selectinload(Battle.sides))
                .order_by(Battle.uid)
            )
        )
        events = list(
            session.scalars(
                select(CampaignEvent)
                .where(CampaignEvent.campaign_id == campaign_id)
                .order_by(CampaignEvent.seq)
            )
        )
        pairings = list(
            session.scalars(
                select(RoundPairing)
                .where(RoundPairing.campaign_id == campaign_id)
                .order_by(RoundPairing.round, RoundPairing.table_no)
            )
        )
        names = _Names(session, campaign)
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "app_version": __version__,
            "exported_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
            "campaign": _campaign_doc(campaign),
            "warbands": [_warband_doc(w, names) for w in warbands],
            "battles": [_battle_doc(b, names) for b in battles],
            "pairings": [_pairing_doc(p, names) for p in pairings],
            "log": [_event_doc(e, names) for e in events],
        }


def _ensure_uid(database: Database, campaign_id: int) -> None:
    """Campaigns made before uids existed get theirs when first exported."""
    with database.write() as session:
        campaign = session.get(Campaign, campaign_id)
        if campaign is not None and "uid" not in campaign.settings:
            campaign.settings = {**campaign.settings, "uid": new_uid()}


def export_campaign_file(database: Database, campaign_id: int, path: Path) -> Path:
    text = json.dumps(campaign_document(database, campaign_id), indent=2, ensure_ascii=False)
    write_bytes_atomically(path, (text + "\n").encode("utf-8"))
    return path


class _Names:
    """Local ids → uids (and player ids → names) for one campaign's export."""

    def __init__(self, session: Session, campaign: Campaign) -> None:
        self.campaign_id = campaign.id
        self.warbands = dict(session.execute(select(Warband.id, Warband.uid)).all())
        self.members = dict(session.execute(select(Member.id, Member.uid)).all())
        self.battles = dict(session.execute(select(Battle.id, Battle.uid)).all())
        self.players = dict(session.execute(select(Player.id, Player.name)).all())

    def member_uids(self, ids: Any) -> list[str]:
        return [self.members[i] for i in ids if i in self.members]


def _campaign_doc(campaign: Campaign) -> dict[str, Any]:
    settings = {k: v for k, v in {**DEFAULT_SETTINGS, **campaign.settings}.items() if k != "uid"}
    return {
        "uid": campaign.settings["uid"],
        "name": campaign.name,
        "system": campaign.system_id,
        "edition": campaign.edition_id,
        "notes": campaign.notes,
        "settings": settings,
    }


def _member_doc(data: Mapping[str, Any]) -> dict[str, Any]:
    """A member as files hold it, from a warband snapshot's entry."""
    return {
        "uid": data["uid"],
        "name": data["name"],
        "model": data["model_key"],
        "size": data["size"],
        "items": list(data["items"]),
        "upgrades": list(data["upgrades"]),
        "experience": data["experience"],
        "skills": list(data["skills"]),
        "battle_scars": list(data["battle_scars"]),
        "status": data["status"],
        "notes": data["notes"],
        "promoted": bool(data["promoted"]),
        "fireteam": data.get("fireteam"),
    }


def _warband_doc(warband: Warband, names: _Names) -> dict[str, Any]:
    snap = snapshot(warband)
    return {
        "uid": warband.uid,
        "name": warband.name,
        "faction": warband.faction_key,
        "player": names.players.get(warband.player_id or -1, ""),
        "notes": warband.notes,
        "budget": warband.budget,
        "patron": warband.patron_key,
        "ducat_bank": warband.ducat_bank,
        "glory_bank": warband.glory_bank,
        "ducat_debt": warband.ducat_debt or 0,
        "glory_debt": warband.glory_debt or 0,
        "granted": dict(warband.granted or {}),
        "arsenal": list(warband.arsenal),
        **(
            {"choices": [{k: v for k, v in c.items() if v} for c in warband.choices]}
            if warband.choices
            else {}
        ),
        "members": [_member_doc(m) for m in snap["members"]],
    }


def _repeated_uids(document: dict[str, Any]) -> list[str]:
    """A uid names one record: two records of the file with the same one cannot both be
    stored (the database's unique keys), so the file is refused naming them."""
    problems = []
    records = {
        "warbands": document["warbands"],
        "members": [m for w in document["warbands"] for m in w["members"]],
        "battles": document["battles"],
        "pairings": document["pairings"],
    }
    for kind, found in records.items():
        seen: set[str] = set()
        for record in found:
            uid = record.get("uid")
            if uid in seen:
                problems.append(
                    tr("$.{kind}: the uid {uid} appears twice").format(kind=kind, uid=uid)
                )
            seen.add(uid)
    return problems


def _battle_doc(battle: Battle, names: _Names) -> dict[str, Any]:
    return {
        "uid": battle.uid,
        "round": battle.round,
        "played_on": battle.played_on.isoformat(),
        "scenario": battle.scenario,
        "notes": battle.notes,
        "sides": [
            {
                "warband": names.warbands.get(s.warband_id or -1, ""),
                "warband_name": s.warband_name,
                "outcome": s.outcome,
                "victory_points": s.victory_points,
                "glorious_deeds": s.glorious_deeds,
                "taken_out": s.taken_out,
                "glory": s.glory,
                "took_part": names.member_uids(s.took_part),
                "out_of_action": names.member_uids(s.out_of_action),
                "deeds_by": names.member_uids(s.deeds_by),
                "deeds": [
                    {"deed": d["deed"], "by": names.members.get(d["by"]) if d.get("by") else None}
                    for d in s.deeds or ()
                ],
                "confirmed": s.confirmed,
                "post_battle": s.post_battle,
            }
            for s in battle.sides
        ],
    }


def _pairing_doc(pairing: RoundPairing, names: _Names) -> dict[str, Any]:
    return {
        "uid": pairing.uid,
        "round": pairing.round,
        "table": pairing.table_no,
        "first": names.warbands.get(pairing.first_id) if pairing.first_id else None,
        "first_name": pairing.first_name,
        "second": names.warbands.get(pairing.second_id) if pairing.second_id else None,
        "second_name": pairing.second_name,
    }


def _snapshot_doc(snap: Mapping[str, Any], names: _Names) -> dict[str, Any]:
    """A log snapshot with uids for ids: the campaign as a flag, the player by name."""
    return {
        "name": snap["name"],
        "in_campaign": snap["campaign_id"] == names.campaign_id,
        "player": names.players.get(snap["player_id"] or -1, ""),
        "budget": snap["budget"],
        "ducat_bank": snap["ducat_bank"],
        "glory_bank": snap["glory_bank"],
        **_snapshot_content(snap),
        "arsenal": list(snap["arsenal"]),
        "members": [
            {**_member_doc(m), "position": m["position"]}
            for m in sorted(snap["members"], key=lambda m: m["position"])
        ],
    }


def _snapshot_content(snap: Mapping[str, Any]) -> dict[str, Any]:
    """A snapshot's debts and grants (a step logged before issue 37 had none) and its
    choices (one logged before issue 49 holds none: it changed none)."""
    return {
        "ducat_debt": snap.get("ducat_debt", 0),
        "glory_debt": snap.get("glory_debt", 0),
        "granted": dict(snap.get("granted", {})),
        **(
            {"choices": [{k: v for k, v in c.items() if v} for c in snap["choices"]]}
            if "choices" in snap
            else {}
        ),
    }


def _event_doc(event: CampaignEvent, names: _Names) -> dict[str, Any]:
    data = dict(event.data)
    for key in ("before", "after"):
        if key in data:
            data[key] = _snapshot_doc(data[key], names)
    if "members" in data:
        data["members"] = names.member_uids(data["members"])
    return {
        "seq": event.seq,
        "battle": names.battles.get(event.battle_id or -1),
        "warband": names.warbands.get(event.warband_id or -1),
        "step": event.step,
        "kind": event.kind,
        "summary": event.summary,
        "dice": list(event.dice or ()),
        "undone": event.undone,
        "created_at": _utc(event.created_at).isoformat(timespec="seconds"),
        "data": data,
    }


# -- import -----------------------------------------------------------------------------------


def parse_campaign(data: Any, where: str) -> dict[str, Any]:
    check_document(
        data,
        where,
        file_format=FORMAT,
        version=FORMAT_VERSION,
        schema=campaign_schema(),
        what="campaign file",
        error=FileFormatError,
    )
    document: dict[str, Any] = data
    # Version 1 knew no pairings; a setting left out takes its default (as the schema says),
    # so a file and the database compare setting by setting.
    document.setdefault("pairings", [])
    # Version 3's campaign content, absent from older files: none of it.
    for _, member in _all_members(document):
        if isinstance(member, dict):
            member.setdefault("fireteam", None)
    for warband in document["warbands"]:
        warband.setdefault("patron", None)
        warband.update({k: warband.get(k, v) for k, v in _snapshot_content({}).items()})
    for battle in document["battles"]:
        for side in battle["sides"]:
            side.setdefault("deeds", [])
    for event in document["log"]:
        for key in ("before", "after"):
            snap = event.get("data", {}).get(key)
            if isinstance(snap, dict):
                snap.update(_snapshot_content(snap))
    defaults = {k: v for k, v in DEFAULT_SETTINGS.items() if k != "uid"}
    document["campaign"]["settings"] = {**defaults, **document["campaign"]["settings"]}
    members = {m["uid"] for w in document["warbands"] for m in w["members"]}
    warbands = {w["uid"] for w in document["warbands"]}
    problems = []
    problems.extend(_repeated_uids(document))
    for i, battle in enumerate(document["battles"]):
        seen: set[str] = set()
        for j, side in enumerate(battle["sides"]):
            if side["warband"] in seen:
                problems.append(
                    tr(
                        "$.battles[{i}].sides[{j}].warband: plays on two sides of the battle"
                    ).format(i=i, j=j)
                )
            seen.add(side["warband"])
            if side["warband"] not in warbands:
                problems.append(
                    tr("$.battles[{i}].sides[{j}].warband: not a warband of the file").format(
                        i=i, j=j
                    )
                )
            by = [d["by"] for d in side["deeds"] if d["by"] is not None]
            if not set(by) <= members:
                problems.append(
                    tr("$.battles[{i}].sides[{j}].{key}: unknown members").format(
                        i=i, j=j, key="deeds"
                    )
                )
            for key in ("took_part", "out_of_action", "deeds_by"):
                if not set(side[key]) <= members:
                    problems.append(
                        tr("$.battles[{i}].sides[{j}].{key}: unknown members").format(
                            i=i, j=j, key=key
                        )
                    )
    tables = set()
    for i, pairing in enumerate(document["pairings"]):
        for key in ("first", "second"):
            if pairing[key] is not None and pairing[key] not in warbands:
                problems.append(
                    tr("$.pairings[{i}].{key}: not a warband of the file").format(i=i, key=key)
                )
        if pairing["first"] is None and pairing["second"] is None and pairing["table"]:
            problems.append(tr("$.pairings[{i}]: a table needs a warband").format(i=i))
        if (pairing["round"], pairing["table"]) in tables:
            problems.append(
                tr("$.pairings[{i}]: round {round} table {table} appears twice").format(
                    i=i, round=pairing["round"], table=pairing["table"]
                )
            )
        tables.add((pairing["round"], pairing["table"]))
    seqs = [e["seq"] for e in document["log"]]
    if len(seqs) != len(set(seqs)):
        problems.append(tr("$.log: a sequence number appears twice"))
    for what, uids in (
        ("$.warbands", [w["uid"] for w in document["warbands"]]),
        ("$.warbands[*].members", [m["uid"] for w in document["warbands"] for m in w["members"]]),
        ("$.battles", [b["uid"] for b in document["battles"]]),
        ("$.pairings", [p["uid"] for p in document["pairings"]]),
    ):
        if len(uids) != len(set(uids)):
            problems.append(tr("{what}: a uid appears twice").format(what=what))
    problems.extend(_date_problems(document))
    if problems:
        raise FileFormatError("\n".join(f"{where}: {p}" for p in problems))
    return document


def _all_members(document: Mapping[str, Any]) -> Iterator[tuple[str, Mapping[str, Any]]]:
    """Every member the file holds, in its warbands and in the log's snapshots, by JSON path."""
    for i, w in enumerate(document["warbands"]):
        for j, m in enumerate(w["members"]):
            yield f"$.warbands[{i}].members[{j}]", m
    for i, e in enumerate(document["log"]):
        for key in ("before", "after"):
            for j, m in enumerate(e["data"].get(key, {}).get("members", ())):
                yield f"$.log[{i}].data.{key}.members[{j}]", m


def _date_problems(document: Mapping[str, Any]) -> Iterator[str]:
    """Dates and times that match the pattern but name no real day (2026-13-45, 25:61)."""
    for what, key, parse in (
        ("battles", "played_on", dt.date.fromisoformat),
        ("log", "created_at", dt.datetime.fromisoformat),
    ):
        for i, record in enumerate(document[what]):
            try:
                parse(record[key])
            except ValueError:
                yield tr("{path}: {value!r} is not a real date or time").format(
                    path=f"$.{what}[{i}].{key}", value=record[key]
                )


def import_campaign_content(database: Database, content: bytes, where: str) -> CampaignImport:
    return import_campaign(database, parse_campaign(read_json(content, where), where), where)


MERGE_ATTEMPTS = 3


def import_campaign(database: Database, document: dict[str, Any], where: str) -> CampaignImport:
    """Merge a checked campaign file: add what is missing; any conflict writes nothing. Two
    imports of one file at once (PostgreSQL reads without the write lock SQLite takes): the
    one that stores second finds its records taken by the same uids and merges again, now
    finding them there."""
    for attempt in range(MERGE_ATTEMPTS):
        try:
            return _import_campaign(database, document, where)
        except IntegrityError as exc:
            if attempt == MERGE_ATTEMPTS - 1:
                raise InvalidInput(
                    tr(
                        "{where}: records of the file were being stored by another import at "
                        "the same time; nothing was stored. Import it again."
                    ).format(where=where)
                ) from exc
    raise AssertionError("unreachable")


# PostgreSQL reads each statement at its own snapshot (READ COMMITTED): an import could find
# no campaign, then find the warbands another import committed a moment later, and store an
# empty second campaign. Campaign imports there take one transaction-scoped advisory lock
# (SQLite's write lock already serialises them).
CAMPAIGN_IMPORT_LOCK = 0x57424C47_0001


def _import_campaign(database: Database, document: dict[str, Any], where: str) -> CampaignImport:
    head = document["campaign"]
    with database.write() as session:
        if session.get_bind().dialect.name == "postgresql":
            session.execute(
                text("SELECT pg_advisory_xact_lock(:key)"), {"key": CAMPAIGN_IMPORT_LOCK}
            )
        try:
            catalog = roster.catalog_for(session, head["system"], head["edition"])
        except InvalidInput as exc:
            raise FileFormatError(
                tr("{where}: $.campaign: {exc}").format(where=where, exc=exc)
            ) from exc
        for i, w in enumerate(document["warbands"]):
            if w["faction"] not in catalog.factions:
                raise FileFormatError(
                    tr("{where}: $.warbands[{i}].faction: not in the catalog").format(
                        where=where, i=i
                    )
                )
            if w["patron"] is not None and w["patron"] not in {
                p.key for p in catalog.patrons_for(w["faction"])
            }:
                raise FileFormatError(
                    tr(
                        "{where}: $.warbands[{i}].patron: not a patron this faction may serve"
                    ).format(where=where, i=i)
                )
            unknown_models = [  # models and (issue 49) items exploration brought
                k for k in w["granted"] if k not in catalog.models and k not in catalog.items
            ]
            if unknown_models:
                raise FileFormatError(
                    tr("{where}: {path}: {value} not in the catalog").format(
                        where=where,
                        path=f"$.warbands[{i}].granted",
                        value=", ".join(unknown_models),
                    )
                )
        settings = head["settings"]
        try:
            for key in ("scenarios", "deeds"):
                campaign_content.check_names(settings[key], key)
            campaign_content.check_scenario_rules(settings["scenario_rules"])
            campaign_content.exploration_table(settings["exploration"], catalog)
        except InvalidInput as exc:
            raise FileFormatError(
                tr("{where}: $.campaign.settings.{exc}").format(where=where, exc=exc)
            ) from exc
        for path, m in _all_members(document):
            unknown = (
                ([] if m["model"] in catalog.models else [m["model"]])
                + [k for k in m["items"] if k not in catalog.items]
                + [u for u in m["upgrades"] if u not in catalog.upgrades]
            )
            if unknown:
                raise FileFormatError(
                    tr("{where}: {path}: {value} not in the catalog").format(
                        where=where, path=path, value=", ".join(unknown)
                    )
                )
        merge = _Merge(session, document)
        merge.plan()
        if merge.conflicts:
            session.rollback()
            return CampaignImport(None, head["name"], conflicts=tuple(merge.conflicts))
        merge.apply()
        return CampaignImport(merge.campaign.id, head["name"], merge.added, merge.unchanged)


class _Merge:
    def __init__(self, session: Session, document: dict[str, Any]) -> None:
        self.session = session
        self.document = document
        self.conflicts: list[str] = []
        self.added: dict[str, int] = {}
        self.unchanged = 0
        uid = document["campaign"]["uid"]
        self.existing = next(
            (c for c in session.scalars(select(Campaign)) if c.settings.get("uid") == uid), None
        )

    def plan(self) -> None:
        head = self.document["campaign"]
        campaign_id = self.existing.id if self.existing is not None else None
        if self.existing is not None:
            mine = _campaign_doc(self.existing)
            for key in ("name", "system", "edition", "notes", "settings"):
                if mine[key] != head[key]:
                    self.conflicts.append(f"the campaign's {key} differs")
        names = _Names(self.session, self.existing or Campaign(id=-1))
        wanted = [w["uid"] for w in self.document["warbands"]]
        local = {
            w.uid: w for w in self.session.scalars(select(Warband).where(Warband.uid.in_(wanted)))
        }
        new_members = {
            m["uid"]: w["name"]
            for w in self.document["warbands"]
            if w["uid"] not in local
            for m in w["members"]
        }
        taken = self.session.scalars(select(Member.uid).where(Member.uid.in_(new_members)))
        for uid in taken:
            self.conflicts.append(
                f"warband {new_members[uid]}: member {uid} belongs to another warband here"
            )
        for w in self.document["warbands"]:
            found = local.get(w["uid"])
            if found is None:
                continue
            if found.campaign_id is None or found.campaign_id != campaign_id:
                self.conflicts.append(f"warband {w['name']}: here it is not in this campaign")
            elif (doc := _warband_doc(found, names)) != w:
                self.conflicts.append(f"warband {w['name']}: differs here ({_diff(doc, w)})")
        wanted = [b["uid"] for b in self.document["battles"]]
        battles = {
            b.uid: b for b in self.session.scalars(select(Battle).where(Battle.uid.in_(wanted)))
        }
        for b in self.document["battles"]:
            found_battle = battles.get(b["uid"])
            what = f"battle of round {b['round']} on {b['played_on']}"
            if found_battle is None:
                continue
            if found_battle.campaign_id != campaign_id:
                self.conflicts.append(f"{what}: here it belongs to another campaign")
            elif (doc := _battle_doc(found_battle, names)) != b:
                self.conflicts.append(f"{what}: differs here ({_diff(doc, b)})")
        self._plan_pairings(campaign_id, names)
        if campaign_id is None:
            return
        events = self.session.scalars(
            select(CampaignEvent).where(CampaignEvent.campaign_id == campaign_id)
        )
        local_events = {e.seq: e for e in events}
        for e in self.document["log"]:
            found_event = local_events.get(e["seq"])
            if found_event is not None and (doc := _event_doc(found_event, names)) != e:
                self.conflicts.append(
                    f"campaign log step {e['seq']}: differs here ({_diff(doc, e)})"
                )

    def _plan_pairings(self, campaign_id: int | None, names: _Names) -> None:
        """A pairing this database has must be the same; a table of a round paired here
        otherwise (two laptops drew the same round) is a conflict."""
        mine = {
            p.uid: p
            for p in self.session.scalars(
                select(RoundPairing).where(RoundPairing.campaign_id == (campaign_id or -1))
            )
        }
        tables = {(p.round, p.table_no): p.uid for p in mine.values()}
        for p in self.document["pairings"]:
            what = f"round {p['round']} table {p['table']}"
            found = mine.get(p["uid"])
            if found is None:
                other = self.session.scalar(
                    select(RoundPairing).where(RoundPairing.uid == p["uid"])
                )
                if other is not None:
                    self.conflicts.append(f"{what}: here it belongs to another campaign")
                elif (p["round"], p["table"]) in tables:
                    self.conflicts.append(f"{what}: paired differently here")
            elif (doc := _pairing_doc(found, names)) != p:
                self.conflicts.append(f"{what}: differs here ({_diff(doc, p)})")

    def apply(self) -> None:
        head = self.document["campaign"]
        session = self.session
        if self.existing is None:
            self.campaign = Campaign(
                name=head["name"],
                system_id=head["system"],
                edition_id=head["edition"],
                notes=head["notes"],
                settings={**head["settings"], "uid": head["uid"]},
            )
            session.add(self.campaign)
            session.flush()
            self._count("campaigns")
        else:
            self.campaign = self.existing
        warbands = {w.uid: w for w in session.scalars(select(Warband))}
        for w in self.document["warbands"]:
            if w["uid"] in warbands:
                self.unchanged += 1
                continue
            warband = Warband(
                uid=w["uid"],
                name=w["name"],
                system_id=head["system"],
                edition_id=head["edition"],
                faction_key=w["faction"],
                player_id=self._player(w["player"]),
                campaign_id=self.campaign.id,
                notes=w["notes"],
                budget=w["budget"],
                ducat_bank=w["ducat_bank"],
                glory_bank=w["glory_bank"],
                arsenal=list(w["arsenal"]),
                patron_key=w["patron"],
                ducat_debt=w["ducat_debt"],
                glory_debt=w["glory_debt"],
                granted=dict(w["granted"]),
                choices=roster.choices_data([_choice(c) for c in w.get("choices", ())]),
            )
            for position, m in enumerate(w["members"]):
                member = roster.member_row(
                    position=position,
                    name=m["name"],
                    model_key=m["model"],
                    items=m["items"],
                    upgrades=m["upgrades"],
                    size=m["size"],
                    experience=m["experience"],
                    skills=m["skills"],
                    battle_scars=m["battle_scars"],
                    status=m["status"],
                    notes=m["notes"],
                )
                member.uid = m["uid"]
                member.promoted = m["promoted"]
                member.fireteam = m["fireteam"]
                warband.members.append(member)
            session.add(warband)
            session.flush()
            warbands[warband.uid] = warband
            self._count("warbands")
        session.flush()
        ids = _Ids(session)
        battles = {b.uid: b for b in session.scalars(select(Battle))}
        for b in self.document["battles"]:
            if b["uid"] in battles:
                self.unchanged += 1
                continue
            battle = Battle(
                uid=b["uid"],
                campaign_id=self.campaign.id,
                round=b["round"],
                played_on=dt.date.fromisoformat(b["played_on"]),
                scenario=b["scenario"],
                notes=b["notes"],
            )
            for index, s in enumerate(b["sides"]):
                battle.sides.append(
                    BattleSide(
                        warband_id=ids.warbands[s["warband"]],
                        warband_name=s["warband_name"],
                        side=index,
                        outcome=s["outcome"],
                        victory_points=s["victory_points"],
                        glorious_deeds=s["glorious_deeds"],
                        taken_out=s["taken_out"],
                        glory=s["glory"],
                        took_part=ids.member_ids(s["took_part"]),
                        out_of_action=ids.member_ids(s["out_of_action"]),
                        deeds_by=ids.member_ids(s["deeds_by"]),
                        deeds=[
                            {"deed": d["deed"], "by": ids.members.get(d["by"]) if d["by"] else None}
                            for d in s["deeds"]
                        ],
                        confirmed=s["confirmed"],
                        post_battle=s["post_battle"],
                    )
                )
            session.add(battle)
            self._count("battles")
        session.flush()
        # summaries once the battles are in: a campaign's threshold counts them (TC-C6)
        roster.refresh_summaries(
            session,
            session.scalars(select(Warband).where(Warband.campaign_id == self.campaign.id)),
        )
        ids = _Ids(session)
        pairings = set(session.scalars(select(RoundPairing.uid)))
        for p in self.document["pairings"]:
            if p["uid"] in pairings:
                self.unchanged += 1
                continue
            session.add(
                RoundPairing(
                    uid=p["uid"],
                    campaign_id=self.campaign.id,
                    round=p["round"],
                    table_no=p["table"],
                    first_id=ids.warbands.get(p["first"] or ""),
                    first_name=p["first_name"],
                    second_id=ids.warbands.get(p["second"] or ""),
                    second_name=p["second_name"],
                )
            )
            self._count("pairings")
        session.flush()
        present = {
            e.seq
            for e in session.scalars(
                select(CampaignEvent).where(CampaignEvent.campaign_id == self.campaign.id)
            )
        }
        for e in self.document["log"]:
            if e["seq"] in present:
                self.unchanged += 1
                continue
            session.add(
                CampaignEvent(
                    campaign_id=self.campaign.id,
                    seq=e["seq"],
                    battle_id=ids.battles.get(e["battle"] or ""),
                    warband_id=ids.warbands.get(e["warband"] or ""),
                    step=e["step"],
                    kind=e["kind"],
                    summary=e["summary"],
                    dice=list(e["dice"]),
                    undone=e["undone"],
                    created_at=dt.datetime.fromisoformat(e["created_at"]),
                    data=self._event_data(e["data"], ids),
                )
            )
            self._count("log steps")
        session.flush()

    def _count(self, what: str) -> None:
        self.added[what] = self.added.get(what, 0) + 1

    def _player(self, name: str) -> int | None:
        if not name:
            return None
        found = self.session.scalar(select(Player).where(Player.name == name))
        if found is None:
            found = Player(name=name)
            self.session.add(found)
            self.session.flush()
        return found.id

    def _event_data(self, data: Mapping[str, Any], ids: _Ids) -> dict[str, Any]:
        """The log's snapshots back in this database's ids."""
        converted = dict(data)
        for key in ("before", "after"):
            if key in converted:
                snap = converted[key]
                converted[key] = {
                    "name": snap["name"],
                    "campaign_id": self.campaign.id if snap["in_campaign"] else None,
                    "player_id": self._player(snap["player"]),
                    "budget": snap["budget"],
                    "ducat_bank": snap["ducat_bank"],
                    "glory_bank": snap["glory_bank"],
                    **_snapshot_content(snap),
                    **(
                        {"choices": roster.choices_data([_choice(c) for c in snap["choices"]])}
                        if "choices" in snap
                        else {}
                    ),
                    "arsenal": list(snap["arsenal"]),
                    "members": [
                        {
                            "id": ids.members.get(m["uid"]),
                            "uid": m["uid"],
                            "position": m["position"],
                            "name": m["name"],
                            "model_key": m["model"],
                            "size": m["size"],
                            "experience": m["experience"],
                            "skills": list(m["skills"]),
                            "battle_scars": list(m["battle_scars"]),
                            "status": m["status"],
                            "notes": m["notes"],
                            "promoted": m["promoted"],
                            "fireteam": m["fireteam"],
                            "items": list(m["items"]),
                            "upgrades": list(m["upgrades"]),
                        }
                        for m in snap["members"]
                    ],
                }
        if "members" in converted:
            converted["members"] = ids.member_ids(converted["members"])
        return converted


class _Ids:
    """uids → this database's ids."""

    def __init__(self, session: Session) -> None:
        self.warbands = dict(session.execute(select(Warband.uid, Warband.id)).all())
        self.members = dict(session.execute(select(Member.uid, Member.id)).all())
        self.battles = dict(session.execute(select(Battle.uid, Battle.id)).all())

    def member_ids(self, uids: Any) -> list[int]:
        return [self.members[u] for u in uids if u in self.members]


def _utc(moment: dt.datetime) -> dt.datetime:
    """Stored times are UTC; SQLite hands them back without the zone."""
    return moment if moment.tzinfo else moment.replace(tzinfo=dt.UTC)


def _diff(mine: Mapping[str, Any], theirs: Mapping[str, Any]) -> str:
    keys = sorted(k for k in set(mine) | set(theirs) if mine.get(k) != theirs.get(k))
    return ", ".join(keys) or "details"


def _choice(data: Mapping[str, Any]) -> Choice:
    """A choice as the file writes it (empty fields left out)."""
    return Choice(data["kind"], data["name"], data.get("group", ""), data.get("key"))
