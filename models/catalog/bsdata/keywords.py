"""A weapon's or battlekit's "Keywords" text ("+1 INJURY DICE, CRITICAL, BLAST 3\"") as our fields.

The BattleScribe data writes modifiers and keywords in one comma-separated text. The rules core
reads structured modifiers (models/catalog/modifiers.py: hit_dice, injury_dice, blast_radius …)
and keyword names; this turns the one into the other. Nothing is dropped: a word that is not a
modifier stays a keyword (in capitals, spaced as we spell them), so a new keyword in the data
shows on cards and in pickers even before the rules core knows it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

# The data's spellings of keywords we name otherwise (tc-1.6 and the rules core's names).
RENAMED = {
    "RISKY": "RISKY ACTION",
    "IGNORES ARMOUR": "IGNORE ARMOUR",
    "ARMOUR-PIERCING": "ARMOUR PIERCING",
    "GRENADES": "GRENADE",
}

_DICE = re.compile(r"^(?P<n>[+\-−–]\s*\d+)\s*(?P<what>INJURY DICE|DICE|INJURY MODIFIER)$")
_BLAST = re.compile(r"^BLAST(?:\s+(?P<n>\d+)\s*(?:\"|''|”|″|INCH(?:ES)?)?)?$")
_AUTOMATIC = re.compile(r"^AUTOMATIC\s*\(?(?P<n>\d+)\)?$")
_PIERCING = re.compile(r"^ARMOUR[ -]PIERCING\s*\(?(?P<n>\d+)?\)?$")


@dataclass
class Parsed:
    keywords: list[str] = field(default_factory=list)
    modifiers: dict[str, Any] = field(default_factory=dict)
    armour: int | None = None  # an INJURY MODIFIER on armour or a shield

    def add_keyword(self, name: str) -> None:
        if name not in self.keywords:
            self.keywords.append(name)

    def add(self, key: str, value: int | bool) -> None:
        if isinstance(value, bool):
            self.modifiers[key] = True
        else:
            self.modifiers[key] = self.modifiers.get(key, 0) + value


def split_keywords(text: str) -> list[str]:
    """The comma-separated words, spaces normalised (the data has non-breaking spaces), "-"
    and empty parts dropped."""
    parts = []
    for part in re.split(r"[,;]", text.replace("\xa0", " ")):
        word = " ".join(part.split()).upper()
        if word and word not in ("-", "–", "—"):
            parts.append(word)
    return parts


def parse_keywords(text: str, *, armour: bool = False) -> Parsed:
    """`armour`: the text belongs to armour or a shield, whose INJURY MODIFIER is its armour
    value (TC-I4), not a modifier of attacks made with it."""
    parsed = Parsed()
    for word in split_keywords(text):
        word = RENAMED.get(word, word)
        dice = _DICE.match(word)
        if dice:
            amount = int(re.sub(r"\s", "", dice["n"]).replace("−", "-").replace("–", "-"))
            what = dice["what"]
            if what == "DICE":
                parsed.add("hit_dice", amount)
            elif what == "INJURY DICE":
                parsed.add("injury_dice", amount)
            elif armour:
                parsed.armour = (parsed.armour or 0) + amount
            else:
                parsed.add("injury_flat", amount)
            continue
        if word in ("IGNORE ARMOUR", "HEAVY IGNORE ARMOUR"):
            parsed.add("ignore_armour", True)
            if word.startswith("HEAVY"):
                parsed.add_keyword("HEAVY")
            continue
        if word == "IGNORE COVER":
            parsed.add("ignore_cover", True)
            continue
        blast = _BLAST.match(word)
        if blast:
            parsed.add_keyword("BLAST (X)")
            if blast["n"]:
                parsed.modifiers["blast_radius"] = int(blast["n"])
            continue
        automatic = _AUTOMATIC.match(word)
        if automatic:
            parsed.add_keyword("AUTOMATIC (X)")
            parsed.modifiers["attacks"] = int(automatic["n"])
            continue
        piercing = _PIERCING.match(word)
        if piercing:
            parsed.add_keyword("ARMOUR PIERCING")
            parsed.modifiers["armour_piercing"] = int(piercing["n"] or 1)
            continue
        parsed.add_keyword(word)
    return parsed
