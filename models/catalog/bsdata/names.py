"""What the BattleScribe reader and the roster readers share without loading the reader: the
game systems known by their data's id, and how names are compared across data sets."""

from __future__ import annotations

from models.catalog.names import name_key

__all__ = ["GAME_SYSTEMS", "GAME_SYSTEM_NAMES", "KNOWN_RENAMES", "name_key"]

# Game systems this app reads BattleScribe data and rosters of, by the .gst's id: (our system
# id, edition).
GAME_SYSTEMS = {"sys-4f3d-c5c9-7df1-ad01": ("trench-crusade", "tc-1.0")}
GAME_SYSTEM_NAMES = {"trench crusade": ("trench-crusade", "tc-1.0")}

# Names the v1.0 books (and the data) spell otherwise than the 1.6.3 playtest, whose ids
# Trench Companion keeps: the data's name → the playtest's, both as `name_key` writes them.
KNOWN_RENAMES = {
    "anointed heavy infantry": "annointed heavy infantry",
    "autocannon": "auto cannon",
    "black grail": "cult of the black grail",
    "call of the flesh": "call of flesh",
    "cartography geometry": "cartography and geography",
    "chainsaw mouth": "chain maw",
    "chemistry alchemy": "chemistry and alchemy",
    "chorister": "heretic chorister",
    "flail scourge": "scourge battle whip flail",
    "frag grenade": "grenades",
    "frag grenades": "grenades",
    "gas filters": "gas filter",
    "great hammer maul": "double handed blunt weapon",
    "great sword axe": "greatsword greataxe",
    "headtaker": "head taker",
    "heralds of beelzebub": "herald of beelzebub",
    "heretic naval raiders": "heretic naval raiding party",
    "hound of the black grail": "hounds of the black grail",
    "infernal brand": "infernal brand mark",
    "kingdom of alba assault detachment": "kingdom of alba assault detatchment",
    "legionnaire": "heretic legionnaire",
    "light skirmisher": "skirmisher",
    "lord of tumours": "lord of tumors",
    "masterwork jezzail": "masterworks jezzail",
    "mechanized heavy infantry": "mechanised heavy infantry",
    "medikit": "medi kit",
    "murad bombardment": "murad bombard",
    "new antioch": "the principality of new antioch",
    "pistol": "pistol revolver",
    "polearm": "trench polearm",
    "sacrificial blade": "sacrificial knife",
    "smoke screen": "smokescreen",
    "the house of wisdom": "house of wisdom",
    "trench knife": "knife dagger",
    "unseen infiltrator": "infiltrator",
    "warcross": "war cross",
}
