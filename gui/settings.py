"""Every persistent user setting, declared once: key, type, default and what it is for.

Settings live in an INI file in the OS's per-user configuration folder (the same format on
every OS, so it can be read and backed up).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QComboBox

from models import APP_NAME

T = TypeVar("T")

RECENT_LIMIT = 8


@dataclass(frozen=True)
class Setting(Generic[T]):
    key: str
    type: type[T]
    default: T
    description: str


WINDOW_GEOMETRY = Setting(
    "window/geometry", QByteArray, QByteArray(), "Main window position and size."
)
WINDOW_STATE = Setting("window/state", QByteArray, QByteArray(), "Main window tool bars and docks.")
CURRENT_AREA = Setting(
    "window/area", str, "rosters", "The area (rosters, games, campaigns) shown at start."
)
RECENT_DATABASES: Setting[list[str]] = Setting(
    "databases/recent",
    list,
    [],
    "Databases opened recently, newest first (paths or URLs, never passwords).",
)

THEMES = ("system", "light", "dark")
THEME = Setting(
    "appearance/theme", str, "system", "Colours: the system's (follows it), light or dark."
)
PAPER_SIZES = ("A4", "Letter")
PAPER_SIZE = Setting("export/paper", str, "A4", "Paper size of PDF exports: A4 or Letter.")
CARDS_RULES_TEXT = Setting(
    "export/cards-rules-text",
    bool,
    True,
    "Warband cards print each keyword's short rule text (off for players who know them).",
)
BACKUPS_KEEP = Setting(
    "databases/backups-kept", int, 10, "Backups kept of each database file (the oldest go)."
)
LANGUAGES = ("system", "en", "it", "pl", "ru")  # "system": the operating system's (gui/i18n.py)
LANGUAGE = Setting(
    "appearance/language",
    str,
    "system",
    "Language of the interface and PDFs: the system's, or en, it, pl, ru.",
)
LAST_SYSTEM = Setting(
    "defaults/system",
    str,
    "trench-crusade",
    "System offered first for new warbands and games: the last one used.",
)
GAME_LAYOUTS = ("table", "cards")
GAME_LAYOUT = Setting(
    "games/layout",
    str,
    "table",
    "The game view: a compact table (a row per model) or tall cards with profile and gear.",
)
# Only Trench Crusade has more than one edition so far (RULES.md §1.9).
DEFAULT_EDITIONS: dict[str, Setting[str]] = {
    "trench-crusade": Setting(
        "defaults/edition/trench-crusade",
        str,
        "tc-1.0",  # the v1.0.x books players use; the playtest stays selectable
        "Edition offered first for new Trench Crusade warbands and games.",
    ),
}

ALL_SETTINGS: tuple[Setting[Any], ...] = (
    WINDOW_GEOMETRY,
    WINDOW_STATE,
    CURRENT_AREA,
    RECENT_DATABASES,
    THEME,
    PAPER_SIZE,
    CARDS_RULES_TEXT,
    BACKUPS_KEEP,
    LANGUAGE,
    LAST_SYSTEM,
    GAME_LAYOUT,
    *DEFAULT_EDITIONS.values(),
)


def qsettings() -> QSettings:
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, APP_NAME, APP_NAME)


def read(setting: Setting[T]) -> T:
    """The stored value, or the default when it is missing or of the wrong type."""
    value = qsettings().value(setting.key)
    if value is None:
        return setting.default
    if setting.type is list:
        # An INI list of one item reads back as a plain string.
        items = [value] if isinstance(value, str) else value
        if isinstance(items, list) and all(isinstance(item, str) for item in items):
            return items  # type: ignore[return-value]
        return setting.default
    if setting.type is bool and isinstance(value, str):  # INI files hold text
        return (value.lower() == "true") if value.lower() in ("true", "false") else setting.default  # type: ignore[return-value]
    if setting.type is int and isinstance(value, str):  # INI files hold text
        try:
            return int(value)  # type: ignore[return-value]
        except ValueError:
            return setting.default
    return value if isinstance(value, setting.type) else setting.default


def write(setting: Setting[T], value: T) -> None:
    qsettings().setValue(setting.key, value)


def recent_databases() -> list[str]:
    return read(RECENT_DATABASES)


def remember_database(reference: str) -> list[str]:
    """Put `reference` first in the recent list (once), keep at most RECENT_LIMIT."""
    recent = [reference] + [item for item in recent_databases() if item != reference]
    recent = recent[:RECENT_LIMIT]
    write(RECENT_DATABASES, recent)
    return recent


def forget_recent_databases() -> None:
    write(RECENT_DATABASES, [])


def offer_last_system(combo: QComboBox) -> None:
    """Put the system used last first in a combo box of systems (item data: the system id)."""
    combo.setCurrentIndex(max(0, combo.findData(read(LAST_SYSTEM))))


def default_edition(system: str) -> str | None:
    setting = DEFAULT_EDITIONS.get(system)
    return read(setting) if setting is not None else None
