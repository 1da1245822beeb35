"""PDF safety (issue 11): arbitrary user text — markup characters, control characters, very
long words, right-to-left scripts — never breaks an export and prints literally (what the
bundled font can draw; control characters are dropped)."""

from __future__ import annotations

import os
import re
import shutil
import unicodedata
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pypdf import PdfReader
from reportlab.pdfbase.ttfonts import TTFont

from models import assets
from models.db import Database
from models.ledger.rosters import roster
from models.ledger.rosters.roster import MemberChanges
from models.ledger.startup import open_ledger
from models.reports import exports
from models.reports.base import printable

EXAMPLES = int(os.environ.get("WBL_FUZZ_EXAMPLES", "60")) // 4 or 1


def _font_covers() -> frozenset[int]:
    with assets.resource_path("font.sans.regular") as path:
        return frozenset(TTFont("probe", str(path)).face.charToGlyph)


COVERED = _font_covers()
# Latin with its accents, Polish, Cyrillic, Greek, Hebrew and Arabic (right to left), the
# markup characters, and the C0/C1 controls that must be dropped. Characters beyond the Basic
# Multilingual Plane are left out: reportlab writes their ToUnicode entries in a form pypdf
# cannot read back, so they print but cannot be compared (docs/reliability.md).
DRAWN = st.characters(
    codec="utf-8",
    categories=("L", "M", "N", "P", "S", "Zs"),
    max_codepoint=0xFFFF,
).filter(lambda c: ord(c) in COVERED)
TEXT = (
    st.lists(
        st.one_of(
            DRAWN,
            st.sampled_from(list("<>&\"'/;")),
            st.sampled_from(["<b>", "</para>", "&amp;", "&#0;", "<br/>", "<font size=99>"]),
            st.sampled_from(["\x00", "\x07", "\x1b", "\x7f", "\x85", "\x9b"]),
            st.sampled_from(list("שלוםمرحبا")),
            st.just("W" * 120),  # a word far wider than any cell
        ),
        min_size=1,
        max_size=12,
    )
    .map("".join)
    .filter(lambda t: len(" ".join(t.split())) <= 200)
)  # the ledger's longest name


@pytest.fixture(scope="module")
def pdf_db(tmp_path_factory: pytest.TempPathFactory, prepared_sqlite: Path) -> Iterator[Database]:
    path = tmp_path_factory.mktemp("pdf") / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, path)
    database = open_ledger(path)
    yield database
    database.close()


def _flat(text: str) -> str:
    """Compared without spaces (cells wrap lines) and without combining marks (readers give
    them back in their own order)."""
    composed = unicodedata.normalize("NFC", text)
    return "".join(
        c for c in "".join(composed.split()) if not unicodedata.category(c).startswith("M")
    )


RTL = re.compile(r"[\u0590-\u08ff]")


def _printed(expected: str, text: str) -> bool:
    """Left-to-right text must be there as written. With right-to-left letters in it, text
    extraction hands the characters back in visual order (the PDF holds them in logical
    order), so every character must be there, in some order."""
    if not RTL.search(expected):
        return expected in text
    return not Counter(expected) - Counter(text)


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    database=None,
)
@given(name=TEXT, member=TEXT)
def test_any_user_text_prints_literally(
    name: str, member: str, pdf_db: Database, tmp_path_factory: pytest.TempPathFactory
) -> None:
    shown_name, shown_member = " ".join(name.split()), " ".join(member.split())
    if not _flat(printable(shown_name)) or not _flat(printable(shown_member)):
        return  # nothing left to print: the ledger refuses empty names anyway
    band = next(w for w in roster.list_warbands(pdf_db) if w.system == "trench-crusade")
    view = roster.get_warband(pdf_db, band.id)
    view = roster.rename_warband(pdf_db, band.id, view.version, shown_name)
    roster.update_member(
        pdf_db, band.id, view.version, view.members[0].id, MemberChanges(name=shown_member)
    )
    out = tmp_path_factory.mktemp("out")
    for path in (
        exports.export_roster(pdf_db, band.id, out / "roster.pdf"),
        exports.export_cards(pdf_db, band.id, out / "cards.pdf"),
    ):
        text = _flat("".join(page.extract_text() for page in PdfReader(path).pages))
        for expected in (shown_name, shown_member):
            assert _printed(_flat(printable(expected)), text), (path.name, expected)
