"""How names are compared across data sets and tools: the catalog's effects, the readers of
other tools' files and the BattleScribe reader share it, and loading it loads no reader."""

from __future__ import annotations

import re
import unicodedata


def name_key(name: str) -> str:
    """A name as compared across data sets: case, accents, apostrophes and punctuation
    ignored ("Fida’i of Alamut – The Cabal" = "Fidai of Alamut - the cabal")."""
    plain = unicodedata.normalize("NFKD", name.casefold())
    plain = "".join(ch for ch in plain if not unicodedata.combining(ch))
    plain = re.sub(r"['’`ʼ]", "", plain)
    return re.sub(r"[\W_]+", " ", plain).strip()
