"""Characters that have no place in a user's names and notes, and how we keep them out.

Refused on import, removed in the editor, escaped whenever text reaches a terminal: control
characters (ESC starts terminal escape sequences, NUL cuts C strings), the bidirectional
overrides that make text read differently from what it holds (U+202E), and lone surrogates
(not characters at all; they cannot be written as UTF-8). Tab and line breaks stay: notes
have them.
"""

from __future__ import annotations

import re

UNSAFE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
_TERMINAL_UNSAFE = re.compile(f"{UNSAFE.pattern}|[\t\n\r]")


def first_unsafe(text: str) -> str | None:
    """The first character of `text` that must not be stored, as U+XXXX, or None."""
    found = UNSAFE.search(text)
    return None if found is None else f"U+{ord(found.group()):04X}"


def without_unsafe(text: str) -> str:
    """`text` with every unsafe character removed (what the editor stores)."""
    return UNSAFE.sub("", text)


def escaped(text: str, *, keep_newlines: bool = False) -> str:
    """`text` fit for a terminal: each unsafe character written as its escape (\\x1b, \\u202e);
    tabs and line breaks too unless `keep_newlines` (a message of several lines)."""
    pattern = UNSAFE if keep_newlines else _TERMINAL_UNSAFE
    return pattern.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)


def json_escaped(line: str) -> str:
    """A JSON text with the unsafe characters inside its strings written as \\uXXXX (JSON
    already escapes C0 controls; this covers DEL, C1, the overrides and lone surrogates)."""
    return UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", line)


def one_line(text: str) -> str:
    """A name as stored: unsafe characters removed, runs of spaces and line breaks made one
    space, no space at either end."""
    return " ".join(without_unsafe(str(text)).split())
