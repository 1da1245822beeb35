"""Names in scripts the bundled fonts cannot draw (issue 17): CJK, Hangul, emoji, and a
character no font here has. The oracle is glyph coverage, read from the fonts' own character
maps: every character that some font on this machine draws is drawn (its font embedded, its
text read back from the PDF), and exactly the others are named in the export's warning."""

from __future__ import annotations

import re
import shutil
import sqlite3
import subprocess
from functools import cache
from pathlib import Path

import pytest
from reportlab.pdfbase.ttfonts import TTFont

from models import assets
from tests.test_cli import run

WARBAND = "漢字の戦団 한국 전사"  # CJK (Japanese) and Hangul
MEMBER = "Fra Pietro 😀 𓀀"  # an emoji, and an Egyptian hieroglyph
NEEDED = set((WARBAND + MEMBER).replace(" ", ""))


def _cmap(path: str) -> frozenset[int]:
    try:
        return frozenset(TTFont("probe", path, subfontIndex=0).face.charToGlyph)
    except Exception:  # noqa: BLE001 — a font reportlab cannot embed draws nothing for us
        return frozenset()


@cache
def _coverage() -> tuple[frozenset[int], frozenset[int]]:
    """(what the bundled font draws, what any font installed here draws)."""
    with assets.resource_path("font.sans.regular") as path:
        bundled = _cmap(str(path))
    tool = shutil.which("fc-list")
    files = (
        subprocess.run([tool, "--format", "%{file}\n"], capture_output=True, text=True).stdout
        if tool
        else ""
    )
    system: set[int] = set()
    for file in sorted(set(files.split())):
        system |= _cmap(file)
    return bundled, frozenset(system)


def test_names_in_other_scripts_are_drawn_by_a_system_font_or_named(
    tmp_path: Path, prepared_sqlite: Path
) -> None:
    if shutil.which("pdftotext") is None or shutil.which("pdffonts") is None:
        pytest.skip("poppler-utils (pdftotext, pdffonts) are not installed: make system-deps")
    bundled, system = _coverage()
    lacking = {c for c in NEEDED if ord(c) not in bundled}
    assert lacking, "the bundled font draws every test character: pick others"
    undrawable = {c for c in lacking if ord(c) not in system}
    drawable_elsewhere = lacking - undrawable

    path = tmp_path / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, path)
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("UPDATE warbands SET name = ? WHERE id = 1", (WARBAND,))
        conn.execute("UPDATE members SET name = ? WHERE warband_id = 1 AND position = 0", (MEMBER,))
    conn.close()
    pdf = tmp_path / "roster.pdf"
    result = run("export", "roster", "1", "-o", str(pdf), "--db", str(path))
    assert result.returncode == 0, result.stderr

    named = set(re.findall(r"\(U\+([0-9A-F]{4,6})\)", result.stderr))
    assert named == {f"{ord(c):04X}" for c in undrawable}, result.stderr
    if undrawable:
        assert "print as empty boxes" in result.stderr
    else:
        assert "warning" not in result.stderr

    fonts = subprocess.run(["pdffonts", str(pdf)], capture_output=True, text=True).stdout
    embedded = [line.split()[0] for line in fonts.splitlines()[2:]]
    assert (len(embedded) > 2) == bool(drawable_elsewhere), fonts  # DejaVu, DejaVu Bold (+…)
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout
    for character in drawable_elsewhere | (NEEDED - lacking):
        if ord(character) <= 0xFFFF:  # beyond the BMP reportlab's ToUnicode cannot be read
            assert character in text, (character, f"U+{ord(character):04X}")


def test_a_name_the_bundled_font_draws_needs_no_other_font(
    tmp_path: Path, prepared_sqlite: Path
) -> None:
    path = tmp_path / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, path)
    pdf = tmp_path / "roster.pdf"
    result = run("export", "roster", "1", "-o", str(pdf), "--db", str(path))
    assert result.returncode == 0 and "warning" not in result.stderr, result.stderr
    if shutil.which("pdffonts"):
        fonts = subprocess.run(["pdffonts", str(pdf)], capture_output=True, text=True).stdout
        assert "Fallback" not in fonts and "WenQuanYi" not in fonts and "Symbola" not in fonts
