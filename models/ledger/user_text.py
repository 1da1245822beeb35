"""How long what a user types may be, in one place: a name (warband, member, campaign,
player, skill, battle scar) or a scenario is one line of at most MAX_NAME characters; notes
are at most MAX_NOTES characters (the warband and campaign file formats say the same). Longer
text is refused naming the field, never cut in silence: every layout step of the PDFs is then
bounded by these lengths (docs/reliability.md)."""

from __future__ import annotations

from models.i18n import tr
from models.table.errors import InvalidInput
from models.text import one_line, without_unsafe

MAX_NAME = 200
MAX_NOTES = 20_000


def name_text(text: str, what: str) -> str:
    """A name as stored (one line, unsafe characters out); empty or too long refused."""
    name = line_text(text, what)
    if not name:
        raise InvalidInput(tr("{what}: must not be empty").format(what=what))
    return name


def line_text(text: str, what: str) -> str:
    """One line that may be empty (a scenario), at most MAX_NAME characters."""
    line = one_line(text)
    if len(line) > MAX_NAME:
        raise InvalidInput(
            tr("{what}: longer than {MAX_NAME} characters").format(what=what, MAX_NAME=MAX_NAME)
        )
    return line


def notes_text(text: str, what: str) -> str:
    """Notes as stored (line breaks kept), at most MAX_NOTES characters."""
    notes = without_unsafe(str(text))
    if len(notes) > MAX_NOTES:
        raise InvalidInput(
            tr("{what}: longer than {MAX_NAME} characters").format(what=what, MAX_NAME=MAX_NOTES)
        )
    return notes
