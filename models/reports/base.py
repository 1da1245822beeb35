"""What every PDF shares: fonts, styles, escaping, page size, header and footer, atomic files.

Reports take plain data (dataclasses from models/ledger), never ORM objects. Every user text
goes through `esc` before it reaches Paragraph markup, so `<b>` typed in a name prints as
`<b>`. The bundled DejaVu fonts cover Italian, Polish and Cyrillic names.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
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
from reportlab.platypus import Paragraph, SimpleDocTemplate

from models import assets
from models.files import FolderMissing, write_atomically
from models.i18n import format_date, tr
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


def printable(text: object) -> str:
    """User text without control characters, direction overrides or lone surrogates, which no
    font draws and some PDF readers choke on; tabs and newlines stay."""
    return without_unsafe(str(text)).replace("\r", "")


def esc(text: object) -> str:
    """User text made safe for Paragraph markup: literal, control characters dropped."""
    return escape(printable(text), {'"': "&quot;"}).replace("\n", "<br/>")


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


def markup(text: str, size: float = 9, **kw: Any) -> Paragraph:
    """A paragraph whose markup is ours; any user text inside must already be `esc`aped."""
    return Paragraph(text, style(size, **kw))


def page_size(name: str) -> tuple[float, float]:
    try:
        return PAGE_SIZES[name]
    except KeyError:
        raise ReportError(f"paper size must be A4 or Letter, not {name!r}") from None


def document(
    target: Path, paper: str, title: str, kind: type[SimpleDocTemplate] = SimpleDocTemplate
) -> SimpleDocTemplate:
    """The page every report uses: the paper chosen, the shared margins, the PDF's title."""
    return kind(
        str(target),
        pagesize=page_size(paper),
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN,
        bottomMargin=MARGIN,
        title=title,
        author="Warband Ledger",
    )


def _fit(text: str, font: str, size: float, room: float) -> str:
    if stringWidth(text, font, size) <= room:
        return text
    while text and stringWidth(text + "…", font, size) > room:
        text = text[:-1]
    return text + "…"


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
            self.setFont(FONT, 8)
            self.setFillColor(SOFT)
            # A long name is cut short with an ellipsis rather than running off the page.
            room = width - 2 * MARGIN - stringWidth(subtitle, FONT, 8) - 6 * mm
            self.drawString(MARGIN, height - MARGIN + 4 * mm, _fit(heading, FONT, 8, room))
            self.drawRightString(width - MARGIN, height - MARGIN + 4 * mm, subtitle)
            self.drawString(MARGIN, MARGIN - 8 * mm, f"Warband Ledger · {today}")
            page = tr("page {number} of {total}").format(number=number, total=total)
            self.drawRightString(width - MARGIN, MARGIN - 8 * mm, page)

    return NumberedCanvas


def write_pdf(path: Path, build: Callable[[Path], None]) -> Path:
    """Build the PDF atomically (models/files.py): never half a file where the user looks."""
    try:
        return write_atomically(path, build)
    except FolderMissing as exc:
        raise ReportError(str(exc)) from exc


def signed(value: object) -> str:
    return f"+{value}" if isinstance(value, int) and value > 0 else str(value)


def join(items: Sequence[str], empty: str = "–") -> str:
    return ", ".join(items) if items else empty
