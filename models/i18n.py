"""The message catalog of `models/` (issue 12): outcome names, warnings, rule explanations and
PDF labels in the user's language, without Qt (the GUI's own strings go through Qt Linguist).

Messages are their English text. `tr("Down")` gives the translation in the language chosen
with `set_language`, or the English when there is none. Texts with values use `str.format`
fields, translated before they are filled: `tr("{name} is Down").format(name=...)`. Plurals go
through `ntr(english_forms, n)`: a catalog entry for a plural is the list of the language's
forms (one for Italian's singular and one for its plural; three for Polish and Russian).

Catalogs: `resources/translations/models.<language>.json`, English text → translation.
`tests/i18n/test_translations.py` checks that every message used in `models/` has a translation in
every language and that no catalog keeps messages no longer used.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only: `odds` imports this module and should load no more
    import datetime as dt
    from pathlib import Path

# Code → the language's own name, as the Preferences list shows it.
LANGUAGES = {"en": "English", "it": "Italiano", "pl": "Polski", "ru": "Русский"}
SOURCE_LANGUAGE = "en"

_current = SOURCE_LANGUAGE


def set_language(code: str) -> None:
    """Use `code` (one of LANGUAGES) from now on; an unknown code means English."""
    global _current
    _current = code if code in LANGUAGES else SOURCE_LANGUAGE


def language() -> str:
    return _current


def language_of_locale(name: str) -> str:
    """The language to use for a locale name such as "it_IT", "pl-PL" or "ru": ours if we
    have it, else English."""
    code = name.replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else SOURCE_LANGUAGE


def system_language() -> str:
    """The language of the environment (LC_ALL, LC_MESSAGES, LANG), as the command line and
    Qt read it on Unix; English when unset or not ours."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:
            return language_of_locale(value)
    return SOURCE_LANGUAGE


@cache
def catalog(code: str) -> dict[str, str | list[str]]:
    """The bundled catalog of `code` (empty for English)."""
    if code == SOURCE_LANGUAGE:
        return {}
    from models import assets  # importlib.resources: only a translated language needs it

    data = json.loads(assets.read_bytes(f"translations.models.{code}").decode("utf-8"))
    if not isinstance(data, dict):
        raise ValueError(f"models.{code}.json: expected an object of messages")
    return data


def N_(message: str) -> str:  # noqa: N802 — gettext's name for it, known to translators
    """Mark `message` for the catalog where it is declared (a table of labels); it is
    translated with `tr` where it is shown."""
    return message


def tr(message: str) -> str:
    """`message` in the current language (English when not translated)."""
    found = catalog(_current).get(message)
    return found if isinstance(found, str) and found else message


def ntr(forms: tuple[str, str], n: int) -> str:
    """The form of `forms` (English singular, plural) for `n` in the current language; the
    catalog holds the language's forms under the English plural."""
    found = catalog(_current).get(forms[1])
    if isinstance(found, list) and found:
        return found[min(plural_form(_current, n), len(found) - 1)]
    return forms[0] if n == 1 else forms[1]


def plural_form(code: str, n: int) -> int:
    """Which plural form a number takes (the CLDR rules for integers)."""
    n = abs(n)
    if code in ("pl", "ru"):
        if n % 10 == 1 and n % 100 != 11:
            return 0 if code == "ru" or n == 1 else 2
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


# Dates and numbers as each language writes them (what QLocale does in the window; the PDFs
# and the command line have no Qt).
_DATE = {"en": "%Y-%m-%d", "it": "%d/%m/%Y", "pl": "%d.%m.%Y", "ru": "%d.%m.%Y"}
_DECIMAL = {"en": ".", "it": ",", "pl": ",", "ru": ","}
_PERCENT = {"en": "{}%", "it": "{}%", "pl": "{}\u00a0%", "ru": "{}\u00a0%"}


def format_date(day: dt.date) -> str:
    return day.strftime(_DATE[_current])


def format_number(value: float, decimals: int = 1) -> str:
    return f"{value:.{decimals}f}".replace(".", _DECIMAL[_current])


def format_percent(value: float, decimals: int = 1) -> str:
    """`value` (0.125) as a percentage ("12.5%", "12,5 %")."""
    return _PERCENT[_current].format(format_number(100 * value, decimals))


# Calls whose string arguments are messages: the function's name → the positions of those
# arguments. `spec_field` declares each attack input's label and help (models/rules/spec.py).
MARKERS = {"tr": (0,), "N_": (0,), "spec_field": (1, 2)}


def extract_messages(paths: Iterable[Path]) -> set[str]:
    """Every message the code in `paths` uses: string literals given to `tr`, `N_` and
    `spec_field`, and the English plural of each `ntr` (for `make translations`: `ast` is
    imported here, not by every command)."""
    import ast

    found: set[str] = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            positions = MARKERS.get(name or "", ())
            if name == "ntr" and node.args and isinstance(node.args[0], ast.Tuple):
                positions, node_args = (1,), node.args[0].elts
            else:
                node_args = node.args
            for i in positions:
                if i < len(node_args):
                    value = node_args[i]
                    if isinstance(value, ast.Constant) and isinstance(value.value, str):
                        found.add(value.value)
    return found
