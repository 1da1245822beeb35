"""The resources manifest: every entry exists, every file is listed, fonts and icons are usable."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from reportlab.pdfbase.ttfonts import TTFont

from models import assets

RESOURCES = Path(__file__).resolve().parents[2] / "resources"
NOT_ASSETS = {"__init__.py", assets.MANIFEST}


def test_every_manifest_entry_exists() -> None:
    assert assets.manifest()
    for key in assets.manifest():
        node = assets.resource(key)
        assert node.is_file(), key
        assert assets.read_bytes(key), key


def test_every_resource_file_is_in_the_manifest() -> None:
    listed = set(assets.manifest().values())
    on_disk = {
        path.relative_to(RESOURCES).as_posix()
        for path in RESOURCES.rglob("*")
        if path.is_file()
        and path.name not in NOT_ASSETS
        and path.suffix != ".ts"  # Qt Linguist sources, compiled into the .qm files listed
        and "__pycache__" not in path.parts
    }
    assert on_disk == listed


def test_unknown_key_is_an_error() -> None:
    with pytest.raises(assets.UnknownAsset):
        assets.resource("font.nonexistent")


@pytest.mark.parametrize("key", ["font.sans.regular", "font.sans.bold"])
def test_fonts_cover_italian_polish_and_russian(key: str) -> None:
    with assets.resource_path(key) as path:
        font = TTFont("probe", str(path))
    for char in "àèéìòù" + "ąćęłńóśźżŁ" + "АБВГДЖЗИЙЯжщыэюя" + "€":
        assert ord(char) in font.face.charToGlyph, (key, char)


def test_font_licence_is_bundled() -> None:
    assert "Bitstream Vera" in assets.read_bytes("font.sans.licence").decode("utf-8")


def test_app_icons_have_the_size_their_key_says() -> None:
    sizes = [key.rsplit(".", 1)[1] for key in assets.manifest() if key.startswith("icon.app.")]
    assert "svg" in sizes
    for size in (s for s in sizes if s != "svg"):
        data = assets.read_bytes(f"icon.app.{size}")
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", data[16:24])  # the IHDR chunk
        assert (width, height) == (int(size), int(size))
