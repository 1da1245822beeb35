"""Issue 37 §1 (data): every Trench Crusade warband can choose its patron from the catalog,
and each patron has its skill table (TC-C3). The factions of each patron are the v1.0.x
community data's ("Patron Selection" in Campaign Rules.cat, written out here); the 1.6.3 facts
give the same patrons' skills, and the v1.0.x data adds the Sheikh of No Man's Land."""

from __future__ import annotations

import json

import pytest

from models.catalog.loader import CatalogError, build_catalog, bundled_catalog, parse_document

# base faction → its patrons, from the community data
V10 = {
    "Trench Pilgrims": ["Learned Saint", "Warrior Saint"],
    "New Antioch": ["Learned Saint", "Warrior Saint", "Temporal Lord"],
    "Heretic Legion": ["Infernal Noble", "Mammon"],
    "Court of the Seven-Headed Serpent": ["Infernal Noble"],
    "Iron Sultanate": ["Sublime Gate", "Sheikh of No Man's Land"],
    "Black Grail": ["The Order of the Fly", "Anti-Pope of Avignon"],
}
NAMES_1_6 = {
    "New Antioch": "The Principality of New Antioch",
    "Black Grail": "Cult of the Black Grail",
}


@pytest.mark.parametrize("edition", ["tc-1.6", "tc-1.0"])
def test_tc_c3_each_faction_and_its_variants_choose_among_their_patrons(edition: str) -> None:
    catalog = bundled_catalog("trench-crusade", edition)
    by_name = {f.name: f for f in catalog.factions.values() if f.variant_of is None}
    for faction, patrons in V10.items():
        if edition == "tc-1.6":
            faction = NAMES_1_6.get(faction, faction)
            patrons = [p for p in patrons if p != "Sheikh of No Man's Land"]
        base = by_name[faction]
        assert [p.name for p in catalog.patrons_for(base.id)] == patrons
        for variant in catalog.variants(base.id):  # a variant chooses as its base faction
            assert catalog.patrons_for(variant.id) == catalog.patrons_for(base.id)
    for patron in catalog.patrons:
        assert len(catalog.patron_skills(patron.key)) == 6, patron.name


def test_tc_c3_a_patron_skill_table_is_the_catalogs_skills_of_its_group() -> None:
    catalog = bundled_catalog("trench-crusade", "tc-1.0")
    assert catalog.patron_skills("pt_sheikhofnomansland") == (
        "Scouting Parties", "Stable logistics", "Ghazwa", "Mubaraza", "Scavengers Arsenal",
        "Sheikh's Favor",
    )  # fmt: skip
    assert catalog.patron_skills("pt_nobody") == ()


def test_a_catalog_whose_patron_names_an_unknown_faction_is_refused_naming_the_place() -> None:
    mine = {
        "format": "warband-ledger/catalog",
        "version": 1,
        "id": "mine",
        "system": "trench-crusade",
        "edition": "tc-1.6",
        "name": "Mine",
        "tables": {"patrons": [{"key": "pt_x", "name": "X", "factions": ["fc_nobody"]}]},
    }
    doc = parse_document(json.dumps(mine), "mine.json")
    with pytest.raises(CatalogError, match=r"mine\.json: \$\.tables\.patrons\[0\]\.factions\[0\]"):
        build_catalog("trench-crusade", "tc-1.6", [doc])


def test_tc_c3_a_patron_skill_is_one_of_the_patrons_its_faction_may_choose() -> None:
    """Advancement's "Patron Skill" (models/ledger/campaigns/post_battle.py and the dialog)
    offers the skills of the faction's own patrons — a pilgrim no longer learns Mammon's."""
    from models.ledger.campaigns.post_battle import patron_skill_choices

    catalog = bundled_catalog("trench-crusade", "tc-1.6")
    saints = {*catalog.patron_skills("pt_warriorsaint"), *catalog.patron_skills("pt_learnedsaint")}
    assert set(patron_skill_choices(catalog, "fc_trenchpilgrim")) == saints
    ghosts = patron_skill_choices(catalog, "fc_hereticlegion_fv_trenchghosts")
    assert set(ghosts) == {
        *catalog.patron_skills("pt_infernalnoble"),
        *catalog.patron_skills("pt_mammon"),
    }
    assert not set(catalog.patron_skills("pt_mammon")) & saints
