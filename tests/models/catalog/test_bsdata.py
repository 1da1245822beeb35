"""The BattleScribe data reader (models/catalog/bsdata): hostile files refused, the semantics of
links, costs, constraints, modifiers and conditions on a small data set written here, and the
community's whole v1.0.x Trench Crusade set (tests/fixtures/bsdata-tc-1.0, zipped) read into
the catalog the app ships."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from models.catalog.bsdata.convert import Conversion, convert
from models.catalog.bsdata.data import DataSet
from models.catalog.bsdata.files import DataFileError, read_data_files
from models.catalog.bsdata.keywords import parse_keywords
from models.catalog.catalog import Cost
from models.catalog.loader import build_catalog, bundled_catalog, bundled_documents, parse_document
from models.catalog.names import name_key

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "bsdata-tc-1.0"
SYSTEM_ID = "sys-4f3d-c5c9-7df1-ad01"
DUCATS, GLORY = "8d43-33fd-332d-17a6", "f3bb-a7e6-d476-f60b"

GST = f"""<?xml version="1.0" encoding="utf-8"?>
<gameSystem xmlns="http://www.battlescribe.net/schema/gameSystemSchema" id="{SYSTEM_ID}"
    name="Trench Crusade" battleScribeVersion="2.03" revision="3" type="gameSystem">
  <categoryEntries>
    <categoryEntry name="Elite" id="cat-elite" hidden="false"/>
    <categoryEntry name="Troop" id="cat-troop" hidden="false"/>
    <categoryEntry name="Leader" id="cat-leader" hidden="false"/>
    <categoryEntry name="Tough" id="cat-tough" hidden="false"/>
    <categoryEntry name="Configuration" id="cat-config" hidden="false"/>
  </categoryEntries>
  <costTypes>
    <costType name="Ducats" id="{DUCATS}" defaultCostLimit="-1"/>
    <costType name="Glory Points" id="{GLORY}" defaultCostLimit="-1"/>
  </costTypes>
</gameSystem>
"""

ARMOURY = f"""<?xml version="1.0" encoding="utf-8"?>
<catalogue xmlns="http://www.battlescribe.net/schema/catalogueSchema" library="true"
    id="lib-armoury" name="Armoury" gameSystemId="{SYSTEM_ID}" revision="1"
    battleScribeVersion="2.03" type="catalogue">
  <sharedSelectionEntries>
    <selectionEntry type="upgrade" name="Rifle" id="item-rifle">
      <profiles><profile name="Rifle" typeName="Weapon" id="prof-rifle">
        <characteristics>
          <characteristic name="Type">2-Handed</characteristic>
          <characteristic name="Range">24"</characteristic>
          <characteristic name="Keywords">+1 DICE, ASSAULT, AUTOMATIC 2</characteristic>
        </characteristics></profile></profiles>
      <costs><cost name="Ducats" typeId="{DUCATS}" value="99"/></costs>
    </selectionEntry>
    <selectionEntry type="upgrade" name="Plate" id="item-plate">
      <profiles><profile name="Plate" typeName="Battlekit" id="prof-plate">
        <characteristics>
          <characteristic name="Type">Armour</characteristic>
          <characteristic name="Keywords">-2 INJURY MODIFIER</characteristic>
        </characteristics></profile></profiles>
    </selectionEntry>
  </sharedSelectionEntries>
</catalogue>
"""

FACTION = f"""<?xml version="1.0" encoding="utf-8"?>
<catalogue xmlns="http://www.battlescribe.net/schema/catalogueSchema" library="false"
    id="cat-order" name="Order of Tests" gameSystemId="{SYSTEM_ID}" revision="7"
    battleScribeVersion="2.03" type="catalogue">
  <catalogueLinks>
    <catalogueLink type="catalogue" name="Armoury" id="cl-1" targetId="lib-armoury"/>
  </catalogueLinks>
  <selectionEntries>
    <selectionEntry type="model" name="Captain" id="m-captain">
      <costs><cost name="Ducats" typeId="{DUCATS}" value="80"/></costs>
      <categoryLinks>
        <categoryLink targetId="cat-elite" id="cl-a" primary="true"/>
        <categoryLink targetId="cat-leader" id="cl-b" primary="false"/>
        <categoryLink targetId="cat-tough" id="cl-c" primary="false"/>
      </categoryLinks>
      <constraints>
        <constraint type="min" value="1" field="selections" scope="parent" id="c-cap-min"/>
        <constraint type="max" value="1" field="selections" scope="parent" id="c-cap-max"/>
      </constraints>
      <profiles><profile name="Captain" typeName="Unit" id="prof-captain">
        <characteristics>
          <characteristic name="Movement">6"/Infantry</characteristic>
          <characteristic name="Ranged">+2 Dice</characteristic>
          <characteristic name="Melee">+1 Dice</characteristic>
          <characteristic name="Armour">-2</characteristic>
          <characteristic name="Base">32mm</characteristic>
        </characteristics></profile>
        <profile name="Iron Fist" typeName="Weapon" id="prof-fist">
        <characteristics>
          <characteristic name="Type">Special</characteristic>
          <characteristic name="Range">Melee</characteristic>
          <characteristic name="Keywords">+1 INJURY DICE, IGNORE ARMOUR</characteristic>
        </characteristics></profile>
        <profile name="Stern" typeName="Ability" id="prof-stern">
          <characteristics><characteristic name="Description"/></characteristics></profile>
      </profiles>
      <entryLinks>
        <entryLink name="Weapons" id="link-weapons" type="selectionEntryGroup"
            targetId="g-weapons"/>
        <entryLink name="Plate" id="link-plate" type="selectionEntry" targetId="item-plate">
          <constraints>
            <constraint type="min" value="1" field="selections" scope="parent" id="c-plate-min"/>
            <constraint type="max" value="1" field="selections" scope="parent" id="c-plate-max"/>
          </constraints>
        </entryLink>
      </entryLinks>
    </selectionEntry>
    <selectionEntry type="model" name="Grunt" id="m-grunt">
      <costs><cost name="Ducats" typeId="{DUCATS}" value="30"/></costs>
      <categoryLinks><categoryLink targetId="cat-troop" id="cl-d" primary="true"/></categoryLinks>
      <profiles><profile name="Grunt" typeName="Unit" id="prof-grunt">
        <characteristics>
          <characteristic name="Movement">6"/Infantry</characteristic>
          <characteristic name="Ranged">+0 Dice</characteristic>
          <characteristic name="Melee">-1 Dice</characteristic>
          <characteristic name="Armour">0</characteristic>
          <characteristic name="Base">25mm</characteristic>
        </characteristics></profile></profiles>
      <entryLinks>
        <entryLink name="Weapons" id="link-weapons-2" type="selectionEntryGroup"
            targetId="g-weapons"/>
      </entryLinks>
      <selectionEntryGroups>
        <selectionEntryGroup name="Upgrades" id="g-grunt-ups">
          <selectionEntries>
            <selectionEntry type="upgrade" name="Veteran" id="up-veteran">
              <costs><cost name="Ducats" typeId="{DUCATS}" value="10"/></costs>
            </selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
      </selectionEntryGroups>
    </selectionEntry>
    <selectionEntry type="model" name="Ghost" id="m-ghost" hidden="true">
      <costs><cost name="Ducats" typeId="{DUCATS}" value="50"/></costs>
      <profiles><profile name="Ghost" typeName="Unit" id="prof-ghost">
        <characteristics>
          <characteristic name="Movement">8"/Flying</characteristic>
          <characteristic name="Ranged">N/A</characteristic>
          <characteristic name="Melee">+1 Dice</characteristic>
          <characteristic name="Armour">0</characteristic>
          <characteristic name="Base">40mm</characteristic>
        </characteristics></profile></profiles>
      <modifiers>
        <modifier type="set" value="false" field="hidden">
          <conditions>
            <condition type="atLeast" value="1" field="selections" scope="roster"
                childId="v-haunted"/>
          </conditions>
        </modifier>
      </modifiers>
    </selectionEntry>
    <selectionEntry type="upgrade" name="Warband Variant" id="wv">
      <categoryLinks><categoryLink targetId="cat-config" id="cl-e" primary="true"/></categoryLinks>
      <selectionEntryGroups>
        <selectionEntryGroup name="Variant Selection" id="g-variants">
          <selectionEntries>
            <selectionEntry type="upgrade" name="The Haunted" id="v-haunted"/>
          </selectionEntries>
        </selectionEntryGroup>
      </selectionEntryGroups>
    </selectionEntry>
  </selectionEntries>
  <sharedSelectionEntryGroups>
    <selectionEntryGroup name="Weapons" id="g-weapons">
      <entryLinks>
        <entryLink name="Rifle" id="link-rifle" type="selectionEntry" targetId="item-rifle">
          <costs><cost name="Ducats" typeId="{DUCATS}" value="10"/></costs>
          <constraints>
            <constraint type="max" value="2" field="selections" scope="roster" id="c-rifle-limit"/>
          </constraints>
          <modifiers>
            <modifier type="increment" value="5" field="{DUCATS}">
              <conditions>
                <condition type="atLeast" value="1" field="selections" scope="roster"
                    childId="v-haunted"/>
              </conditions>
            </modifier>
            <modifier type="decrement" value="3" field="{DUCATS}">
              <conditions>
                <condition type="instanceOf" value="1" field="selections" scope="model"
                    childId="cat-elite"/>
              </conditions>
            </modifier>
            <modifier type="set" value="true" field="hidden">
              <conditions>
                <condition type="atLeast" value="1" field="selections" scope="roster"
                    childId="up-veteran"/>
              </conditions>
            </modifier>
          </modifiers>
        </entryLink>
      </entryLinks>
    </selectionEntryGroup>
  </sharedSelectionEntryGroups>
</catalogue>
"""


def _write(folder: Path, files: dict[str, str]) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, text in files.items():
        path = folder / name
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def _small(tmp_path: Path) -> Conversion:
    paths = _write(
        tmp_path / "data", {"Test.gst": GST, "Armoury.cat": ARMOURY, "Order.cat": FACTION}
    )
    return convert(DataSet(read_data_files(paths)))


def _catalog(conversion: Conversion):  # type: ignore[no-untyped-def]
    documents = [
        parse_document(json.dumps(d).encode(), f"{d['id']} (imported)")
        for d in conversion.documents
    ]
    return build_catalog(conversion.system, conversion.edition, documents)


def test_a_small_data_set_reads_as_factions_models_items_and_prices(tmp_path: Path) -> None:
    conversion = _small(tmp_path)
    assert (conversion.system, conversion.edition) == ("trench-crusade", "tc-1.0")
    catalog = _catalog(conversion)
    base, haunted = catalog.factions["cat-order"], catalog.factions["v-haunted"]
    assert haunted.variant_of == "cat-order" and haunted.selected_with == ("wv",)
    # models: profile from the Unit profile, keywords from category links (Troop is not one)
    captain = catalog.models["m-captain"]
    assert dict(captain.profile) == {"movement": 6, "ranged": 2, "melee": 1, "armour": 0}
    assert captain.keywords == ("ELITE", "LEADER", "TOUGH") and captain.base_mm == (32,)
    assert captain.abilities == ("Stern",) and captain.movetype == "infantry"
    assert catalog.models["m-grunt"].keywords == ()
    # roster: costs, min/max, the captain by LEADER; a hidden model only where unhidden
    entry = base.entry("m-captain")
    assert entry is not None and (entry.cost, entry.min, entry.max, entry.captain) == (
        Cost(80, "ducats"),
        1,
        1,
        True,
    )
    assert base.entry("m-ghost") is None and haunted.entry("m-ghost") is not None
    # a link's cost replaces its target's (99); a model-scope condition lowers it for the
    # captain (ELITE); a variant raises it; the roster-wide maximum is its LIMIT
    rifle_grunt = base.armoury_entry("item-rifle", "m-grunt")
    rifle_captain = base.armoury_entry("item-rifle", "m-captain")
    assert rifle_grunt is not None and rifle_captain is not None
    assert (rifle_grunt.cost, rifle_captain.cost, rifle_grunt.limit) == (
        Cost(10, "ducats"),
        Cost(7, "ducats"),
        2,
    )
    haunted_rifle = haunted.armoury_entry("item-rifle", "m-grunt")
    assert haunted_rifle is not None and haunted_rifle.cost == Cost(15, "ducats")
    # the plate is always worn (min 1 on its link): mandatory, and its armour is the model's
    # printed Armour (-2), so the model keeps 0 of its own
    assert "item-plate" in catalog.mandatory_items("m-captain")
    assert catalog.items["item-plate"].armour == -2
    # the captain's own weapon (a Weapon profile on the model) is an item it always carries
    fist = catalog.items["prof-fist"]
    assert "prof-fist" in catalog.mandatory_items("m-captain")
    assert fist.usable_melee and dict(fist.modifiers) == {"injury_dice": 1, "ignore_armour": True}
    rifle = catalog.items["item-rifle"]
    assert (rifle.range, rifle.hands_ranged) == (24, 2)
    assert dict(rifle.modifiers) == {"hit_dice": 1, "attacks": 2}
    assert rifle.keywords == ("ASSAULT", "AUTOMATIC (X)")
    veteran = catalog.upgrades["up-veteran"]
    assert veteran.models == ("m-grunt",) and veteran.cost == Cost(10, "ducats")


def test_what_the_catalog_cannot_express_is_reported_by_name_and_id(tmp_path: Path) -> None:
    """The rifle is hidden when the roster holds a Veteran: that cannot be known beforehand,
    so the rifle stays offered and the report names it."""
    lines = [str(line) for line in _small(tmp_path).report]
    assert any("Rifle (item-rifle)" in line and "offered" in line for line in lines), lines


def test_a_data_set_read_twice_gives_the_same_documents(tmp_path: Path) -> None:
    assert _small(tmp_path / "a").documents == _small(tmp_path / "b").documents


@pytest.mark.parametrize(
    ("text", "armour", "keywords", "modifiers", "armour_value"),
    [
        ("+1 DICE, CRITICAL", False, ["CRITICAL"], {"hit_dice": 1}, None),
        ("-1 INJURY DICE, FIRE", False, ["FIRE"], {"injury_dice": -1}, None),
        ("+2 INJURY MODIFIER, RISKY", False, ["RISKY ACTION"], {"injury_flat": 2}, None),
        ("-2 INJURY MODIFIER", True, [], {}, -2),
        ('BLAST 3", SHRAPNEL', False, ["BLAST (X)", "SHRAPNEL"], {"blast_radius": 3}, None),
        ("BLAST 3''", False, ["BLAST (X)"], {"blast_radius": 3}, None),
        ("AUTOMATIC 3, HEAVY", False, ["AUTOMATIC (X)", "HEAVY"], {"attacks": 3}, None),
        ("ARMOUR-PIERCING", False, ["ARMOUR PIERCING"], {"armour_piercing": 1}, None),
        ("ARMOUR PIERCING 2", False, ["ARMOUR PIERCING"], {"armour_piercing": 2}, None),
        (
            "IGNORES ARMOUR, IGNORE\xa0COVER",
            False,
            [],
            {"ignore_armour": True, "ignore_cover": True},
            None,
        ),
        ("-", False, [], {}, None),
        ("A NEW KEYWORD", False, ["A NEW KEYWORD"], {}, None),
    ],
)
def test_keyword_texts_become_keywords_and_modifiers(
    text: str,
    armour: bool,
    keywords: list[str],
    modifiers: dict[str, object],
    armour_value: int | None,
) -> None:
    parsed = parse_keywords(text, armour=armour)
    assert (parsed.keywords, parsed.modifiers, parsed.armour) == (keywords, modifiers, armour_value)


# -- hostile files ------------------------------------------------------------------------

LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<gameSystem id="x" battleScribeVersion="2.03">&lol3;</gameSystem>"""
EXTERNAL = """<?xml version="1.0"?>
<!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<gameSystem id="x" battleScribeVersion="2.03">&xxe;</gameSystem>"""


@pytest.mark.parametrize(
    ("files", "message"),
    [
        ({"a.gst": LAUGHS}, "declares a DTD or entities"),
        ({"a.gst": EXTERNAL}, "declares a DTD or entities"),
        ({"a.gst": "<gameSystem id='x'"}, "not well-formed XML"),
        ({"a.gst": ""}, "not well-formed XML"),
        (
            {"a.gst": GST.replace('battleScribeVersion="2.03"', 'battleScribeVersion="3.10"')},
            "data version '3.10'",
        ),
        ({"a.gst": "<html><body/></html>"}, "not a BattleScribe game system or catalogue"),
        ({"a.cat": FACTION}, r"no game system \(\.gst\)"),
        ({"a.gst": GST, "b.gst": GST}, "exactly one game system"),
        ({"a.gst": GST, "b.cat": FACTION}, "needs the catalogue 'Armoury'"),
        ({"a.gst": GST, "b.cat": ARMOURY.replace(SYSTEM_ID, "sys-other")}, "another game system"),
        (
            {
                "a.gst": GST.replace("Trench Crusade", "Warhammer 40,000").replace(
                    SYSTEM_ID, "sys-40k"
                ),
                "b.cat": ARMOURY.replace(SYSTEM_ID, "sys-40k"),
            },
            "Trench Crusade only",
        ),
        (
            {"a.gst": "<roster battleScribeVersion='2.03'/>"},
            r"a roster \(a list\), not catalog data",
        ),
    ],
)
def test_hostile_and_wrong_files_are_refused_by_name(
    tmp_path: Path, files: dict[str, str], message: str
) -> None:
    paths = _write(tmp_path, files)
    with pytest.raises(DataFileError, match=message):
        convert(DataSet(read_data_files(paths)))


def test_a_zip_bomb_is_refused_without_unpacking_it_whole(tmp_path: Path) -> None:
    """A zipped catalogue whose member unpacks past 16 MB (its header may lie): refused after
    reading 16 MB + 1 of it."""
    bomb = tmp_path / "bomb.catz"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("bomb.cat", b"<" + b"a" * (20 * 1024 * 1024))
    assert bomb.stat().st_size < 100_000
    with pytest.raises(DataFileError, match="unzips to more than 16 MB"):
        read_data_files([bomb])


def test_a_file_too_large_and_special_files_are_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.cat"
    with big.open("wb") as stream:
        stream.truncate(50 * 1024 * 1024)
    with pytest.raises(DataFileError, match="larger than 16 MB"):
        read_data_files([big])
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(DataFileError, match="without BattleScribe data"):
        read_data_files([empty])
    with pytest.raises(DataFileError, match="not a regular file"):
        read_data_files([Path("/dev/zero")])


# -- the community's whole set -----------------------------------------------------------


@pytest.fixture(scope="module")
def community() -> Conversion:
    files = read_data_files([FIXTURES])  # zipped: .gstz and .catz
    # the bundled catalog as the one it replaces: Trench Companion's ids, which the build
    # added (packaging/trench_companion_ids.py), stay with the same entries
    return convert(
        DataSet(files),
        bundled_catalog("trench-crusade", "tc-1.6"),
        previous=bundled_catalog("trench-crusade", "tc-1.0"),
    )


def test_the_bundled_tc_1_0_catalog_is_this_data_set_read(community: Conversion) -> None:
    """packaging/build_tc10_catalog.py wrote the bundled files with this same reader: they
    are what the reader makes of the data, document for document."""
    bundled = {
        doc.id: dict(doc.data)
        for doc in bundled_documents()
        if doc.edition == "tc-1.0" and doc.generated_from
    }
    assert bundled == {str(d["id"]): d for d in community.documents}


def test_the_community_set_holds_every_faction_variant_and_new_model(
    community: Conversion,
) -> None:
    catalog = _catalog(community)
    bases = sorted(f.name for f in catalog.base_factions())
    assert bases == [
        "Black Grail",
        "Court of the Seven-Headed Serpent",
        "Heretic Legion",
        "Heretic Naval Raiders",
        "Iron Sultanate",
        "New Antioch",
        "Procession of the Sacred Affliction",
        "Trench Pilgrims",
    ]
    assert len(catalog.factions) == 32  # revision 18: the two new catalogues and a variant
    names = {name_key(m.name) for m in catalog.models.values()}
    for model in (
        '"Zamburak" Weapon Platform',
        "Shirdal",
        "Teğmen",
        "Technomancer",
        "Witch Coven Matriarch",
        "Faceless",
        "Stalker",
        "Huscarl",
        "Chieftain",
    ):
        assert name_key(model) in names, model
    legion = catalog.factions["6941-ec54-3001-8288"]
    ghosts = catalog.factions["eee9-35a4-9eda-70e9"]
    wolf = "eab4-df0a-d8f3-302d"  # the War Wolf: not with the Trench Ghosts
    assert legion.entry(wolf) is not None and ghosts.entry(wolf) is None
    wisdom = catalog.factions["c2b1-d49e-937b-2f87"]
    alchemist = wisdom.entry("7c17-5f75-6fd9-73cf")
    assert alchemist is not None and (alchemist.min, alchemist.max) == (1, 2)  # "Alchemists"


def test_a_user_can_import_the_same_data_unzipped_or_as_a_folder(
    community: Conversion, tmp_path: Path
) -> None:
    plain = tmp_path / "plain"
    plain.mkdir()
    for packed in FIXTURES.glob("*z"):
        with zipfile.ZipFile(packed) as archive:
            archive.extractall(plain)
    again = convert(
        DataSet(read_data_files([plain])),
        bundled_catalog("trench-crusade", "tc-1.6"),
        previous=bundled_catalog("trench-crusade", "tc-1.0"),
    )
    assert again.documents == community.documents
