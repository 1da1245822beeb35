"""Catalogs in the database: bundled ones synced at start-up, users' own imported, all read back.

A database keeps every catalog document it was built with (whole, and as rows for searching),
so a league database carried to another laptop brings its catalogs along. `load_catalog` builds
the in-memory Catalog of one system and edition from the stored documents, cached by their
content hashes: opening a roster does not re-parse unchanged catalogs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol

from sqlalchemy import delete, insert, select
from sqlalchemy.orm import Session

from models.catalog.catalog import Catalog
from models.catalog.loader import (
    CatalogDocument,
    CatalogError,
    build_catalog,
    bundled_documents,
    bundled_files,
    parse_document,
    sha256,
)
from models.db.engine import Database
from models.db.schema import (
    CatalogArmouryEntry,
    CatalogFaction,
    CatalogItem,
    CatalogModelType,
    CatalogRosterEntry,
    CatalogRow,
    CatalogUpgrade,
    EditionRow,
    GameSystemRow,
    Warband,
    utcnow,
)
from models.rules.registry import registry

BUNDLED = "bundled"
USER = "user"


@dataclass(frozen=True)
class CatalogSummary:
    key: str
    system: str
    edition: str
    name: str
    origin: str
    factions: int
    models: int
    items: int
    changes: tuple[str, ...] = ()  # an import: what it changed of the stored warbands


class Followed(Protocol):
    def lines(self) -> Sequence[str]: ...


# What the warbands of an edition do when its catalog changes (rosters/rekey.py's
# follow_catalog): the session, the catalog now, the catalog before (None: unknown).
Follow = Callable[[Session, Catalog, Catalog | None], Followed]


def sync_bundled_catalogs(database: Database, follow: Follow | None = None) -> int:
    """Store every bundled catalog that is missing or changed; return how many were stored.
    `follow`: what the warbands of an edition whose catalog changed must do, in the same
    transaction (the start-up passes rosters/rekey.py's: keep up with the catalog's ids) —
    handed in, so that this module imports no roster code (no import circle).

    Runs at every start, so it compares content hashes first and parses only what changed."""
    with database.sessions() as session:
        stored = set(
            session.scalars(select(CatalogRow.sha256).where(CatalogRow.origin == BUNDLED)).all()
        )
    files = bundled_files()
    if len(stored) == len(files) and all(sha256(content) in stored for _, content in files):
        return 0
    documents = bundled_documents()
    with database.write() as session:
        stored_by_key = dict(
            session.execute(
                select(CatalogRow.key, CatalogRow.sha256).where(CatalogRow.origin == BUNDLED)
            ).all()
        )
        changed = [doc for doc in documents if stored_by_key.get(doc.id) != doc.sha256]
        gone = set(stored_by_key) - {doc.id for doc in documents}  # dropped by a newer app
        if gone:
            session.execute(delete(CatalogRow).where(CatalogRow.key.in_(gone)))
        ensure_systems(session, documents)
        for doc in changed:
            replace_doc(session, doc, BUNDLED)
        for system, edition in sorted({(doc.system, doc.edition) for doc in changed}):
            if follow is None:
                continue
            try:
                catalog = build_catalog(system, edition, documents_of(session, system))
            except CatalogError:
                continue  # a user's catalog no longer fits; the catalog views say so when opened
            follow(session, catalog, None)
    return len(changed)


def import_catalog(
    database: Database, content: bytes, where: str, follow: Follow | None = None
) -> CatalogSummary:
    """Check a user's catalog file against the catalogs it extends, then store it.

    Nothing is written unless the file and the merged catalog are both valid. A user file may
    replace an earlier user file with the same id, never a bundled one. `follow`: what the
    warbands of each edition of the system do with its new catalog, in the same transaction;
    what it says is the summary's `changes`.
    """
    doc = parse_document(content, where)
    changes: list[str] = []
    with database.write() as session:
        origin = session.scalar(select(CatalogRow.origin).where(CatalogRow.key == doc.id))
        if origin == BUNDLED:
            raise CatalogError(
                f"{where}: $.id: {doc.id!r} is a catalog that comes with the app; "
                "give your catalog its own id"
            )
        others = [d for d in documents_of(session, doc.system) if d.id != doc.id]
        build_catalog(doc.system, doc.edition, [*others, doc])  # raises on any broken reference
        editions = (
            session.scalars(
                select(Warband.edition_id).where(Warband.system_id == doc.system).distinct()
            ).all()
            if follow is not None
            else []
        )
        before = {edition: catalog_or_none(session, doc.system, edition) for edition in editions}
        ensure_systems(session, [doc])
        replace_doc(session, doc, USER)
        for edition in sorted(editions):
            try:
                after = build_catalog(doc.system, edition, documents_of(session, doc.system))
            except CatalogError:
                continue  # an edition that did not build before this file either
            assert follow is not None  # editions are listed only to follow
            changes += follow(session, after, before[edition]).lines()
    return CatalogSummary(
        doc.id,
        doc.system,
        doc.edition,
        doc.name,
        USER,
        len(doc.data.get("factions", ())),
        len(doc.data.get("models", ())),
        len(doc.data.get("items", ())),
        tuple(changes),
    )


def load_catalog(session: Session, system: str, edition: str) -> Catalog:
    """The catalog of `system`/`edition` from the database's documents (cached by content)."""
    rows = session.execute(
        select(CatalogRow.key, CatalogRow.sha256, CatalogRow.origin)
        .where(CatalogRow.system_id == system)
        .order_by(CatalogRow.origin != BUNDLED, CatalogRow.id)
    ).all()
    fingerprint = tuple((key, sha) for key, sha, _ in rows)
    cached = _cache_get(system, edition, fingerprint)
    if cached is not None:
        return cached
    catalog = build_catalog(system, edition, documents_of(session, system))
    _cache_put(system, edition, fingerprint, catalog)
    return catalog


def catalog_or_none(session: Session, system: str, edition: str) -> Catalog | None:
    try:
        return load_catalog(session, system, edition)
    except CatalogError:
        return None


def list_catalogs(session: Session) -> list[CatalogSummary]:
    summaries = []
    for row in session.scalars(select(CatalogRow).order_by(CatalogRow.system_id, CatalogRow.key)):
        data = row.document
        summaries.append(
            CatalogSummary(
                row.key,
                row.system_id,
                row.edition_id,
                row.name,
                row.origin,
                len(data.get("factions", ())),
                len(data.get("models", ())),
                len(data.get("items", ())),
            )
        )
    return summaries


def documents_of(session: Session, system: str, fresh: bool = False) -> list[CatalogDocument]:
    """The stored documents of `system`, bundled first. A document already read by this
    process under the same key and hash is not read and parsed again (a full catalog is
    megabytes of JSON; an import reads it three times); `fresh`: read every one (the
    soundness check reads what is on disk)."""
    rows = session.execute(
        select(CatalogRow.key, CatalogRow.origin, CatalogRow.sha256)
        .where(CatalogRow.system_id == system)
        .order_by(CatalogRow.origin != BUNDLED, CatalogRow.id)
    ).all()
    missing = [key for key, _, sha in rows if fresh or (key, sha) not in _DOCUMENTS]
    if missing:
        for key, sha, document in session.execute(
            select(CatalogRow.key, CatalogRow.sha256, CatalogRow.document).where(
                CatalogRow.key.in_(missing)
            )
        ):
            _DOCUMENTS[(key, sha)] = document
        current = {(key, sha) for key, _, sha in rows}
        keys = {key for key, _ in current}
        for old in [k for k in _DOCUMENTS if k[0] in keys and k not in current]:
            del _DOCUMENTS[old]  # a replaced version
    # Bundled rows are named like their files, so duplicate ids among them are still caught.
    return [
        CatalogDocument(
            f"catalogs/{key}.json" if origin == BUNDLED else f"{key} (imported)",
            _DOCUMENTS[(key, sha)],
            sha,
        )
        for key, origin, sha in rows
    ]


# Parsed stored documents by (key, hash): shared, never changed in place.
_DOCUMENTS: dict[tuple[str, str], dict[str, Any]] = {}


_CACHE: dict[tuple[str, str], tuple[tuple[tuple[str, str], ...], Catalog]] = {}


def _cache_get(
    system: str, edition: str, fingerprint: tuple[tuple[str, str], ...]
) -> Catalog | None:
    hit = _CACHE.get((system, edition))
    return hit[1] if hit is not None and hit[0] == fingerprint else None


def _cache_put(
    system: str, edition: str, fingerprint: tuple[tuple[str, str], ...], catalog: Catalog
) -> None:
    _CACHE[(system, edition)] = (fingerprint, catalog)


@lru_cache(maxsize=1)
def _system_names() -> dict[str, str]:
    return {system.id: system.name for system in registry().values()}


def ensure_systems(session: Session, documents: Sequence[CatalogDocument]) -> None:
    names = _system_names()
    for doc in documents:
        if session.get(GameSystemRow, doc.system) is None:
            session.add(GameSystemRow(id=doc.system, name=names.get(doc.system, doc.system)))
            session.flush()
        if session.get(EditionRow, (doc.system, doc.edition)) is None:
            session.add(EditionRow(system_id=doc.system, id=doc.edition, name=doc.edition))
            session.flush()


def replace_doc(session: Session, doc: CatalogDocument, origin: str) -> None:
    """Store `doc` whole and as rows, replacing the stored document with the same id.

    Core bulk inserts rather than ORM objects: a full Trench Crusade catalog is about two
    thousand rows, and this runs on the first start of every new database."""
    session.execute(delete(CatalogRow).where(CatalogRow.key == doc.id))
    data = doc.data
    catalog_id = session.execute(
        insert(CatalogRow)
        .values(
            key=doc.id,
            system_id=doc.system,
            edition_id=doc.edition,
            name=doc.name,
            origin=origin,
            format_version=data["version"],
            sha256=doc.sha256,
            document=dict(data),
            imported_at=utcnow(),
        )
        .returning(CatalogRow.id)
    ).scalar_one()
    rows: list[tuple[Any, list[dict[str, Any]]]] = [
        (
            CatalogModelType,
            [
                {
                    "catalog_id": catalog_id,
                    "key": m["id"],
                    "name": m["name"],
                    "profile": m["profile"],
                    "keywords": m.get("keywords", []),
                    "abilities": m.get("abilities", []),
                    "base_model": m.get("base_model"),
                    "sample": m.get("sample", False),
                }
                for m in data.get("models", ())
            ],
        ),
        (
            CatalogItem,
            [
                {
                    "catalog_id": catalog_id,
                    "key": i["id"],
                    "name": i["name"],
                    "category": i["category"],
                    "range_inches": i.get("range"),
                    "hands_ranged": i.get("hands", {}).get("ranged"),
                    "hands_melee": i.get("hands", {}).get("melee"),
                    "keywords": i.get("keywords", []),
                    "modifiers": i.get("modifiers", {}),
                    "armour": i.get("armour"),
                    "stats": {
                        **i.get("stats", {}),
                        **({"bands": i["bands"]} if "bands" in i else {}),
                    },
                    "sample": i.get("sample", False),
                }
                for i in data.get("items", ())
            ],
        ),
        (
            CatalogUpgrade,
            [
                {
                    "catalog_id": catalog_id,
                    "key": u["id"],
                    "name": u["name"],
                    "cost": u["cost"],
                    "currency": u["currency"],
                    "model_keys": u.get("models", []),
                }
                for u in data.get("upgrades", ())
            ],
        ),
    ]
    roster: list[dict[str, Any]] = []
    armoury: list[dict[str, Any]] = []
    for f in data.get("factions", ()):
        faction_id = session.execute(
            insert(CatalogFaction)
            .values(
                catalog_id=catalog_id,
                key=f["id"],
                name=f["name"],
                team=f.get("team"),
                variant_of=f.get("variant_of"),
            )
            .returning(CatalogFaction.id)
        ).scalar_one()
        roster.extend(
            {
                "faction_id": faction_id,
                "model_key": r["model"],
                "cost": r["cost"],
                "currency": r["currency"],
                "min_count": r["min"],
                "max_count": r["max"],
                "captain": r.get("captain", False),
                "mercenary": r.get("mercenary", False),
            }
            for r in f["roster"]
        )
        armoury.extend(
            {
                "faction_id": faction_id,
                "item_key": a["item"],
                "cost": a["cost"],
                "currency": a["currency"],
                "limit": a.get("limit"),
            }
            for a in f.get("armoury", ())
        )
    rows += [(CatalogRosterEntry, roster), (CatalogArmouryEntry, armoury)]
    for table, values in rows:
        if values:
            session.execute(insert(table), values)


def faction_names(session: Session) -> dict[tuple[str, str], str]:
    """(system, faction id) → display name, for every faction of every stored catalog."""
    rows = session.execute(
        select(CatalogRow.system_id, CatalogFaction.key, CatalogFaction.name)
        .join(CatalogFaction, CatalogFaction.catalog_id == CatalogRow.id)
        .order_by(CatalogRow.origin != BUNDLED, CatalogRow.id)
    ).all()
    return {(system, key): name for system, key, name in rows}


def catalog_editions(session: Session) -> dict[str, list[str]]:
    """System → its editions that have a catalog in this database."""
    found: dict[str, list[str]] = {}
    for system, edition in session.execute(
        select(CatalogRow.system_id, CatalogRow.edition_id).distinct()
    ).all():
        found.setdefault(system, []).append(edition)
    return {system: sorted(editions) for system, editions in sorted(found.items())}
