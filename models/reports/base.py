"""What every PDF shares: fonts, styles, escaping, page size, header and footer, atomic files.

Reports take plain data (dataclasses from models/ledger), never ORM objects. Every user text
goes through `esc` before it reaches Paragraph markup, so `<b>` typed in a name prints as
`<b>`. The bundled DejaVu fonts cover Italian, Polish and Cyrillic names.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import shutil
import subprocess
import threading
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextvars import ContextVar
from functools import cache
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate
from reportlab.platypus.doctemplate import LayoutError

from models import assets
from models.files import FolderMissing, OutputRefused, write_atomically
from models.i18n import format_date, tr
from models.ledger.user_text import MAX_NAME
from models.text import without_unsafe

FONT, BOLD = "WBL-Sans", "WBL-Sans-Bold"
PAGE_SIZES = {"A4": A4, "Letter": LETTER}
MARGIN = 15 * mm
INK = colors.black
SOFT = colors.Color(0.45, 0.45, 0.45)
RULE = colors.Color(0.75, 0.75, 0.75)
SHADE = colors.Color(0.93, 0.93, 0.93)


class ReportError(ValueError):
    """A report cannot be written; the message says why."""


@cache
def register_fonts() -> None:
    """The bundled Unicode fonts, once per process."""
    for name, key in ((FONT, "font.sans.regular"), (BOLD, "font.sans.bold")):
        with assets.resource_path(key) as path:
            pdfmetrics.registerFont(TTFont(name, str(path)))
    pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=BOLD, italic=FONT, boldItalic=BOLD)


# -- characters the bundled fonts cannot draw -------------------------------------------------
# DejaVu covers Latin, Greek and Cyrillic names; for others (CJK, Hangul, emoji, …) a font of
# the system that has them is found with fontconfig and used for those characters. What no
# font here can draw is collected while a PDF is built, so the export can say which characters
# print as empty boxes (undrawable_characters).

FALLBACK = "WBL-Fallback-{n}"
_undrawable: ContextVar[set[str] | None] = ContextVar("undrawable", default=None)
_fallbacks: list[tuple[str, frozenset[int]]] = []  # registered system fonts, in order found
_fallback_lock = threading.Lock()
FONT_SEARCHES = 64  # fontconfig runs one PDF may spend looking for fonts
_unfound: set[str] = set()  # characters no system font has (fonts do not come and go)
_searches_left: ContextVar[list[int] | None] = ContextVar("searches_left", default=None)


@contextlib.contextmanager
def undrawable_characters() -> Iterator[set[str]]:
    """Collect, while a PDF is built in this block, the characters of user text that no font
    here can draw."""
    found: set[str] = set()
    token = _undrawable.set(found)
    budget = _searches_left.set([FONT_SEARCHES])
    try:
        yield found
    finally:
        _searches_left.reset(budget)
        _undrawable.reset(token)


@cache
def _codepoints(font: str) -> frozenset[int]:
    register_fonts()
    face = pdfmetrics.getFont(font).face  # type: ignore[attr-defined]  # TTFont's, untyped
    return frozenset(face.charToGlyph)


def _worth_a_search(character: str) -> bool:
    """Whether to ask fontconfig for `character` (called under _fallback_lock): not for one
    known to be in no font, nor one no font is made for, nor once this PDF's searches are
    spent."""
    if character in _unfound or unicodedata.category(character) in ("Co", "Cn", "Cs"):
        return False
    left = _searches_left.get()
    if left is not None:
        if left[0] <= 0:
            return False
        left[0] -= 1
    return True


def _font_files_with(character: str) -> list[str]:
    """System font files that have `character` (fontconfig's `fc-list :charset=`)."""
    tool = shutil.which("fc-list")
    if tool is None:
        return []
    try:
        listed = subprocess.run(
            [tool, "--format", "%{file}\n", f":charset={ord(character):x}"],
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return []
    files = [line for line in listed.stdout.splitlines() if line.strip()]
    # TrueType outlines first: reportlab cannot embed CFF (.otf) or colour-bitmap fonts.
    return sorted(files, key=lambda f: (not f.lower().endswith((".ttf", ".ttc")), f))


@cache
def fallback_font(character: str) -> str | None:
    """The name of a registered font that draws `character`: the bundled one, a system font
    found for it, or None. Looking for a system font runs fontconfig: at most FONT_SEARCHES
    times a PDF, once for a character no font has, never for one no font is made for (private
    use, unassigned), so that a name of distinct such characters costs no more than a short
    one (65,000 of them took 900 s)."""
    if ord(character) in _codepoints(FONT) or character in "\n\t":
        return FONT
    with _fallback_lock:
        for name, points in _fallbacks:
            if ord(character) in points:
                return name
        if not _worth_a_search(character):
            return None
        for file in _font_files_with(character):
            name = FALLBACK.format(n=len(_fallbacks) + 1)
            try:
                font = TTFont(name, file, subfontIndex=0)
            except Exception:  # noqa: BLE001 — reportlab's TTFError and friends: not usable
                continue
            points = frozenset(font.face.charToGlyph)
            if ord(character) not in points:
                continue
            pdfmetrics.registerFont(font)
            # Its own family, so <b> around it in markup finds a face (the same one).
            pdfmetrics.registerFontFamily(
                name, normal=name, bold=name, italic=name, boldItalic=name
            )
            _fallbacks.append((name, points))
            return name
        _unfound.add(character)
    return None


UNDRAWABLE_LISTED = 12


def undrawable_warning(characters: Iterable[str]) -> str:
    """What to tell the user about characters that printed as empty boxes."""
    found = sorted(characters)
    listed = ", ".join(f"{c} (U+{ord(c):04X})" for c in found[:UNDRAWABLE_LISTED])
    if len(found) > UNDRAWABLE_LISTED:  # a name of 6,000 private-use characters: a line, not pages
        listed += " " + tr("and {n} more").format(n=len(found) - UNDRAWABLE_LISTED)
    return tr(
        "no font here can draw {characters}: they print as empty boxes. Install a font that "
        "has them (for Chinese, Japanese and Korean names: Noto Sans CJK) and export again."
    ).format(characters=listed)


def _note_undrawable(characters: Iterable[str]) -> None:
    found = _undrawable.get()
    if found is not None:
        found.update(characters)


def font_for(text: str, font: str = FONT) -> str:
    """One font for a whole line drawn on the canvas (headers, chart labels): `font` when it
    draws every character, else a system font that draws them all; what none draws is noted."""
    missing = {c for c in text if ord(c) not in _codepoints(font) and c not in "\n\t"}
    if not missing:
        return font
    choices = {fallback_font(c) for c in missing}
    undrawable = {c for c in missing if fallback_font(c) is None}
    _note_undrawable(undrawable)
    usable = [
        name
        for name, points in _fallbacks
        if name in choices and all(ord(c) in points for c in text if c not in undrawable)
    ]
    if not usable:  # no one font has them all: those `font` lacks print as boxes
        _note_undrawable(missing)
    return usable[0] if usable else font


def draw_line(canvas: Canvas, x: float, y: float, text: str, size: float, room: float) -> None:
    """User text on the canvas at (x, y), each run in a font that draws it, cut short with an
    ellipsis when wider than `room`."""
    text = _fit(text, size, room)
    for font, run in _runs(text):
        if font is None:
            _note_undrawable(run)
        canvas.setFont(font or FONT, size)
        canvas.drawString(x, y, run)
        x += stringWidth(run, font or FONT, size)


def _width(text: str, size: float) -> float:
    return sum(stringWidth(run, font or FONT, size) for font, run in _runs(text))


def printable(text: object) -> str:
    """User text without control characters, direction overrides or lone surrogates, which no
    font draws and some PDF readers choke on; tabs and newlines stay."""
    return without_unsafe(str(text)).replace("\r", "")


def esc(text: object) -> str:
    """User text made safe for Paragraph markup: literal, control characters dropped, and the
    characters the bundled font lacks set in a system font that has them."""
    clean = printable(text)
    covered = _codepoints(FONT)
    if all(ord(c) in covered for c in clean if c not in "\n\t"):
        return _escape(clean)
    parts = []
    for font, run in _runs(clean):
        if font is None:
            _note_undrawable(run)
        parts.append(
            _escape(run) if font in (FONT, None) else f'<font name="{font}">{_escape(run)}</font>'
        )
    return "".join(parts)


def _escape(text: str) -> str:
    return escape(text, {'"': "&quot;"}).replace("\n", "<br/>")


def _runs(text: str) -> Iterator[tuple[str | None, str]]:
    """`text` in runs of characters drawn by one font (None: by none here)."""
    start, current = 0, fallback_font(text[0]) if text else FONT
    for i, character in enumerate(text):
        font = fallback_font(character)
        if font != current:
            yield current, text[start:i]
            start, current = i, font
    if text:
        yield current, text[start:]


def style(
    size: float = 9, *, bold: bool = False, leading: float | None = None, **kw: Any
) -> ParagraphStyle:
    register_fonts()
    return ParagraphStyle(
        f"wbl-{size}-{bold}-{sorted(kw.items())}",
        fontName=BOLD if bold else FONT,
        fontSize=size,
        leading=leading if leading is not None else size * 1.22,
        textColor=kw.pop("textColor", INK),
        **kw,
    )


def para(text: str, size: float = 9, *, bold: bool = False, **kw: Any) -> Paragraph:
    """A paragraph of user text (escaped here)."""
    return Paragraph(esc(text), style(size, bold=bold, **kw))


def fitted_widths(rows: Sequence[Sequence[Paragraph]], total: float, padding: float) -> list[float]:
    """Column widths for a table of paragraphs `total` wide: every column at least as wide as
    its longest word (a word is never broken: "CUMBERSO/ME"), the room left shared by how much
    each column's text wants beyond that. Wider than `total` only when the longest words
    alone are (a card then shrinks the whole table, words intact)."""
    columns = list(zip(*rows, strict=True))
    slack = 2 * padding + 0.5  # a word exactly as wide as its cell would still be broken
    least = [max(cell.minWidth() for cell in column) + slack for column in columns]
    wants = [
        max(
            stringWidth(cell.getPlainText(), cell.style.fontName, cell.style.fontSize)
            for cell in column
        )
        + slack
        for column in columns
    ]
    room = total - sum(least)
    if room <= 0:
        return least
    extra = [max(0.0, w - m) for w, m in zip(wants, least, strict=True)]
    if sum(extra) <= room:  # everything fits on one line: the rest shared evenly
        spare = (room - sum(extra)) / len(columns)
        return [m + e + spare for m, e in zip(least, extra, strict=True)]
    return [m + room * e / sum(extra) for m, e in zip(least, extra, strict=True)]


PIECE = 600  # characters of user text per paragraph in `paras`


def paras(text: str, size: float = 9, **kw: Any) -> list[Flowable]:
    """User text that may run to pages (notes), as paragraphs of at most PIECE characters:
    one a line, a longer line cut at its last space before the limit (anywhere, in a word
    without one). reportlab wraps a paragraph it splits at a page break again from its start,
    so one paragraph of pages costs pages × its length; pieces keep the cost linear."""
    found: list[Flowable] = []
    for line in printable(text).split("\n"):
        while len(line) > PIECE:
            cut = line.rfind(" ", PIECE // 2, PIECE)
            cut = cut if cut > 0 else PIECE
            found.append(para(line[:cut], size, **kw))
            line = line[cut:].lstrip(" ")
        found.append(para(line, size, **kw))
    return found


def markup(text: str, size: float = 9, **kw: Any) -> Paragraph:
    """A paragraph whose markup is ours; any user text inside must already be `esc`aped."""
    return Paragraph(text, style(size, **kw))


def page_size(name: str) -> tuple[float, float]:
    try:
        return PAGE_SIZES[name]
    except KeyError:
        raise ReportError(f"paper size must be A4 or Letter, not {name!r}") from None


def document(
    target: Path,
    paper: str,
    title: str,
    kind: type[SimpleDocTemplate] = SimpleDocTemplate,
    *,
    wide: bool = False,
) -> SimpleDocTemplate:
    """The page every report uses: the paper chosen (turned landscape when `wide`), the shared
    margins, the PDF's title."""
    size = page_size(paper)
    return kind(
        str(target),
        pagesize=(max(size), min(size)) if wide else size,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN,
        bottomMargin=MARGIN,
        title=title,
        author="Warband Ledger",
    )


def _fit(text: str, size: float, room: float) -> str:
    """`text`, or its longest start that fits `room` with an ellipsis after it: one pass over
    the characters (cutting one at a time and measuring again was quadratic: a 5,000-character
    scenario took 17 s per page header)."""
    if _width(text, size) <= room:
        return text
    room -= stringWidth("…", FONT, size)
    used, end = 0.0, 0
    for font, run in _runs(text):
        for character in run:
            used += stringWidth(character, font or FONT, size)
            if used > room:
                return text[:end] + "…"
            end += 1
    return text[:end] + "…"


def numbered_canvas(title: str, subtitle: str) -> type[Canvas]:
    """A canvas that draws the header (title) and footer (date, page x of y) on every page,
    once it knows how many pages there are."""
    today = format_date(dt.date.today())
    heading = " ".join(printable(title).split())

    class NumberedCanvas(Canvas):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._pages: list[dict[str, Any]] = []

        def showPage(self) -> None:  # noqa: N802 (reportlab's name)
            self._pages.append(dict(self.__dict__))
            self._startPage()  # type: ignore[attr-defined]  # reportlab's own, untyped

        def save(self) -> None:
            total = len(self._pages)
            for number, state in enumerate(self._pages, start=1):
                self.__dict__.update(state)
                self._decorate(number, total)
                super().showPage()
            super().save()

        def _decorate(self, number: int, total: int) -> None:
            width, height = self._pagesize  # type: ignore[attr-defined]
            self.setFillColor(SOFT)
            # A long name is cut short with an ellipsis rather than running off the page.
            room = width - 2 * MARGIN - stringWidth(subtitle, FONT, 8) - 6 * mm
            draw_line(self, MARGIN, height - MARGIN + 4 * mm, heading, 8, room)
            self.setFont(FONT, 8)
            self.drawRightString(width - MARGIN, height - MARGIN + 4 * mm, subtitle)
            self.drawString(MARGIN, MARGIN - 8 * mm, f"Warband Ledger · {today}")
            page = tr("page {number} of {total}").format(number=number, total=total)
            self.drawRightString(width - MARGIN, MARGIN - 8 * mm, page)

    return NumberedCanvas


def write_pdf(path: Path, build: Callable[[Path], None]) -> Path:
    """Build the PDF atomically (models/files.py): never half a file where the user looks."""
    try:
        return write_atomically(path, build)
    except (FolderMissing, OutputRefused) as exc:
        raise ReportError(str(exc)) from exc
    except LayoutError as exc:  # only text longer than the ledger accepts (stored by hand)
        raise ReportError(
            tr(
                "a text is too long to fit on a page (a name of more than {n} characters, "
                "stored by another program?); shorten it and export again. Nothing was written."
            ).format(n=MAX_NAME)
        ) from exc


def signed(value: object) -> str:
    return f"+{value}" if isinstance(value, int) and value > 0 else str(value)


def join(items: Sequence[str], empty: str = "–") -> str:
    return ", ".join(items) if items else empty
