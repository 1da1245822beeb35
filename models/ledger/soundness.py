"""What "sound" means for a copy of the database beyond SQLite's own check: the app can read
it — every stored JSON value, every catalog document (a bundled one value for value against
the file it was stored from), every game's log through the typed reader (event_rows.py).
Registered with backups.py when the ledger is loaded, so that the database layer imports
nothing above it."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from typing import Any

from sqlalchemy import JSON, create_engine, select
from sqlalchemy.orm import Session
from sqlalchemy.pool import StaticPool

from models.catalog.loader import CatalogError, build_catalog, bundled_documents, parse_document
from models.db import backups
from models.db.migrate import HEAD
from models.db.schema import Base, CatalogRow, Game
from models.ledger.catalogs import BUNDLED, USER, documents_of
from models.ledger.games.event_rows import read_events


def ledger_problem(conn: sqlite3.Connection) -> str | None:
    """The first thing in the database behind `conn` the app could not read, or None. Only
    a file at the current schema: an older one (the copy made before an upgrade) is read
    by this app only once upgraded."""
    try:
        version = conn.execute("SELECT version_num FROM alembic_version").fetchone()
    except sqlite3.Error:
        return None
    if version is None or version[0] != HEAD:
        return None
    problem = _json_problem(conn)
    if problem:
        return problem
    engine = create_engine("sqlite://", creator=lambda: conn, poolclass=StaticPool)
    with Session(engine) as session:
        problem = _catalog_problem(session)
        if problem:
            return problem
        for game_id in session.scalars(select(Game.id)):
            damaged = next((e.problem for e in read_events(session, game_id) if e.problem), None)
            if damaged:
                return damaged
    return None


def _json_problem(conn: sqlite3.Connection) -> str | None:
    present = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    for table in Base.metadata.sorted_tables:
        if table.name not in present:
            continue  # an older schema, before its upgrade
        for column in table.columns:
            if not isinstance(column.type, JSON):
                continue
            rows = conn.execute(
                f'SELECT rowid, "{column.name}" FROM "{table.name}" '  # noqa: S608 — the schema's names
                f'WHERE "{column.name}" IS NOT NULL'
            )
            for rowid, text in rows:
                try:
                    json.loads(text)
                except (TypeError, ValueError) as exc:
                    return f"{table.name}.{column.name} of row {rowid} is not JSON ({exc})"
    return None


def _catalog_problem(session: Session) -> str | None:
    """A bundled catalog stored from the file this app ships (same sha256) must equal it, value
    for value: a flipped byte anywhere is found, even one that leaves valid JSON. Every
    document must pass the catalog format; the catalogs of a system with no user documents
    must build (a user's may stop fitting a newer bundled catalog: not damage)."""
    shipped = {doc.sha256: doc.data for doc in bundled_documents()}
    rows = session.execute(
        select(CatalogRow.key, CatalogRow.origin, CatalogRow.sha256, CatalogRow.document)
    ).all()
    for key, origin, sha, document in rows:
        if origin == BUNDLED and sha in shipped:
            if document != shipped[sha]:
                return f"catalog {key}: differs from the catalog it was stored from"
            continue
        try:
            parse_document(json.dumps(document, ensure_ascii=False), f"catalog {key}")
        except CatalogError as exc:
            return str(exc).splitlines()[0]
    users = {system for system, _e in _pairs(rows, USER)}
    for system, edition in sorted(_pairs(rows, BUNDLED)):
        if system in users:
            continue
        try:
            build_catalog(system, edition, documents_of(session, system, fresh=True))
        except CatalogError as exc:
            return str(exc).splitlines()[0]
    return None


def _pairs(rows: Sequence[Any], origin: str) -> set[tuple[str, str]]:
    return {(d["system"], d["edition"]) for _k, o, _s, d in rows if o == origin}


backups.register_content_check(ledger_problem)
