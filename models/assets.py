"""The one way to reach bundled files (fonts, icons, …): by manifest key, never by path.

resources/manifest.json names every file with a key; code asks for the key. The files install
as the data package `models.resources`, so this works from a source tree, a wheel and a frozen
build alike.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from importlib.resources import as_file, files
from importlib.resources.abc import Traversable
from pathlib import Path

PACKAGE = "models.resources"
MANIFEST = "manifest.json"


class UnknownAsset(KeyError):
    """No manifest entry has this key."""


@cache
def manifest() -> dict[str, str]:
    """Key → path relative to the resources folder, as listed in manifest.json."""
    data = json.loads(files(PACKAGE).joinpath(MANIFEST).read_text(encoding="utf-8"))
    entries = data["entries"]
    if not isinstance(entries, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in entries.items()
    ):
        raise ValueError(f"{MANIFEST}: 'entries' must map names to relative paths")
    return dict(entries)


def resource(key: str) -> Traversable:
    """The bundled file named `key` in the manifest (e.g. "font.sans.regular")."""
    try:
        relative = manifest()[key]
    except KeyError:
        raise UnknownAsset(key) from None
    node = files(PACKAGE)
    for part in relative.split("/"):
        node = node.joinpath(part)
    return node


def read_bytes(key: str) -> bytes:
    return resource(key).read_bytes()


@contextmanager
def resource_path(key: str) -> Iterator[Path]:
    """A real file system path for `key`, for libraries that want one (reportlab, Qt)."""
    with as_file(resource(key)) as path:
        yield path
