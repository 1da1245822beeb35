"""Hostile and broken files (issue 11): mutation fuzzing of every importer — warband files,
campaign files, Trench Companion exports, catalogs — with random byte flips, truncations,
insertions and JSON-level rewrites (hypothesis). Every outcome is an import or a clean
LedgerError naming the file; never another exception, never a partial write.

`make test` runs a few hundred cases; `make soak` many more (WBL_FUZZ_EXAMPLES).
"""

from __future__ import annotations

import json
import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import text

from models.db import Database
from models.errors import LedgerError
from models.ledger.campaigns import campaigns
from models.ledger.files.campaign_file import campaign_document
from models.ledger.files.importing import import_content
from models.ledger.files.warband_file import MAX_FILE_BYTES, warband_document
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from tests.models.ledger.test_files import TRENCH_COMPANION_EXPORT

EXAMPLES = int(os.environ.get("WBL_FUZZ_EXAMPLES", "60"))
ROOT = Path(__file__).resolve().parents[2]
ROSTERS = ROOT / "tests" / "fixtures" / "rosters"
TABLES = (
    "warbands",
    "members",
    "member_items",
    "campaigns",
    "battles",
    "campaign_events",
    "catalogs",
    "players",
)


@pytest.fixture(scope="module")
def fuzz_db(tmp_path_factory: pytest.TempPathFactory, prepared_sqlite: Path) -> Iterator[Database]:
    path = tmp_path_factory.mktemp("fuzz") / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, path)
    database = open_ledger(path)
    yield database
    database.close()


@pytest.fixture(scope="module")
def samples(fuzz_db: Database) -> dict[str, bytes]:
    band = next(w for w in roster.list_warbands(fuzz_db) if w.name.startswith("Pell"))
    campaign = next(c for c in campaigns.list_campaigns(fuzz_db) if c.system == "trench-crusade")
    catalog = ROOT / "resources" / "catalogs" / "warzone" / "standard" / "core.json"

    def encoded(value: Any) -> bytes:
        return json.dumps(value, ensure_ascii=False).encode("utf-8")

    return {
        "warband": encoded(warband_document(roster.get_warband(fuzz_db, band.id))),
        "campaign": encoded(campaign_document(fuzz_db, campaign.id)),
        "trench companion": encoded(TRENCH_COMPANION_EXPORT),
        "catalog": catalog.read_bytes(),
        # other tools' lists (issue 33): our own fixtures of their formats
        "trench companion ids": (ROSTERS / "house-of-wisdom.trench-companion.json").read_bytes(),
        "share record": (ROSTERS / "house-of-wisdom.share-record.json").read_bytes(),
        "new recruit": (ROSTERS / "trench-ghosts.newrecruit.json").read_bytes(),
        "ros": (ROSTERS / "house-of-wisdom.ros").read_bytes(),
    }


def _counts(database: Database) -> dict[str, int]:
    with database.sessions() as session:
        return {t: session.execute(text(f"SELECT count(*) FROM {t}")).scalar_one() for t in TABLES}


def _import_or_refuse(database: Database, content: bytes) -> None:
    """The property: an import, or a LedgerError that names the file and writes nothing."""
    before = _counts(database)
    try:
        result = import_content(database, content, "fuzzed.json")
    except LedgerError as exc:
        assert "fuzzed.json" in str(exc), f"the message does not name the file: {exc}"
        assert _counts(database) == before, "a refused file wrote something"
        return
    # What was let in must work afterwards (a campaign with `"points": "lots"` was imported,
    # and every later export of it crashed).
    for warband in result.warbands:
        warband_document(roster.get_warband(database, warband.id))
    if result.campaign is not None and result.campaign.campaign_id is not None:
        campaign_document(database, result.campaign.campaign_id)
        campaigns.league_table(database, result.campaign.campaign_id)


def _mutate(data: bytes, choices: st.DataObject) -> bytes:
    kind = choices.draw(st.sampled_from(["flip", "truncate", "insert", "delete"]))
    if not data:
        return data
    at = choices.draw(st.integers(0, len(data) - 1))
    if kind == "flip":
        flips = choices.draw(st.integers(1, 8))
        out = bytearray(data)
        for _ in range(flips):
            spot = choices.draw(st.integers(0, len(out) - 1))
            out[spot] = choices.draw(st.integers(0, 255))
        return bytes(out)
    if kind == "truncate":
        return data[:at]
    if kind == "insert":
        return data[:at] + choices.draw(st.binary(min_size=1, max_size=40)) + data[at:]
    return data[:at] + data[at + choices.draw(st.integers(1, 200)) :]


HUGE = "@HUGE@"  # replaced, in the JSON text, by an integer of 5,000 digits
# Values that look meaningful and are not: impossible dates and times, Unicode digits, huge
# numbers, and text holding lone surrogates, control characters and direction overrides.
HOSTILE = st.sampled_from(
    ["2026-13-45", "2026-02-30", "2026-12-03T25:61:00", "yesterday", "²", "٣", HUGE, "", "1e999"]
) | st.text(alphabet=st.characters(categories=["Cs", "Cc", "Cf"]), min_size=1, max_size=5)
JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats()
    | st.text(max_size=30)
    | HOSTILE,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4)
    ),
    max_leaves=12,
)


def _rewrite(node: Any, choices: st.DataObject, depth: int = 0) -> Any:
    """Replace one value somewhere in the document with arbitrary JSON."""
    if isinstance(node, dict) and node and choices.draw(st.booleans()):
        key = choices.draw(st.sampled_from(sorted(node)))
        return {**node, key: _rewrite(node[key], choices, depth + 1)}
    if isinstance(node, list) and node and choices.draw(st.booleans()):
        i = choices.draw(st.integers(0, len(node) - 1))
        return [*node[:i], _rewrite(node[i], choices, depth + 1), *node[i + 1 :]]
    return choices.draw(JSON)


JSON_KINDS = [
    "warband",
    "campaign",
    "trench companion",
    "catalog",
    "trench companion ids",
    "share record",
    "new recruit",
]
KINDS = [*JSON_KINDS, "ros"]
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    database=None,
)


@pytest.mark.parametrize("kind", KINDS)
@FUZZ
@given(choices=st.data())
def test_byte_level_damage_is_refused_cleanly(
    kind: str, choices: st.DataObject, fuzz_db: Database, samples: dict[str, bytes]
) -> None:
    _import_or_refuse(fuzz_db, _mutate(samples[kind], choices))


@pytest.mark.parametrize("kind", JSON_KINDS)
@FUZZ
@given(choices=st.data())
def test_json_level_rewrites_are_refused_cleanly(
    kind: str, choices: st.DataObject, fuzz_db: Database, samples: dict[str, bytes]
) -> None:
    document = json.loads(samples[kind])
    mutated = json.dumps(_rewrite(document, choices), allow_nan=True)
    _import_or_refuse(fuzz_db, mutated.replace(f'"{HUGE}"', "9" * 5000).encode("utf-8"))


def test_an_oversized_file_is_refused_before_it_is_read(fuzz_db: Database) -> None:
    huge = b'{"format": "warband-ledger/warband", "notes": "' + b"x" * MAX_FILE_BYTES + b'"}'
    with pytest.raises(LedgerError, match="larger than"):
        import_content(fuzz_db, huge, "huge.json")


def test_no_code_runs_from_data() -> None:
    """No pickle, eval, exec, marshal, shelve or object-building YAML anywhere in the app."""
    banned = re.compile(
        r"\b(import pickle|from pickle|pickle\.loads?|import marshal|import shelve|"
        r"yaml\.load\(|yaml\.unsafe_load|(?<![.\w])eval\(|(?<![.\w])exec\()"
    )
    found = [
        f"{path.relative_to(ROOT)}:{n}"
        for folder in ("models", "gui", "packaging")
        for path in (ROOT / folder).rglob("*.py")
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if banned.search(line)
    ]
    assert found == []
