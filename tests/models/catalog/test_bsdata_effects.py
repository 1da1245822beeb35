"""The community data's modifiers on a model, as the catalog's effects (issue 47).

Every modifier of the data that changes a model — its Unit profile's characteristics or name,
the model's name or categories, and an entry's below it that New Recruit applies to the model
(`scope="model"`) — is found here by reading the XML itself, and each must be applied (an
effect), or listed in the conversion's report with its entry, or be one the catalog decides
(a choice it takes as not made, a category that is no keyword, the same rename twice).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from xml.etree.ElementTree import Element

import pytest

from models.catalog.bsdata.convert import Conversion, convert
from models.catalog.bsdata.data import DataSet
from models.catalog.bsdata.files import read_data_files
from models.catalog.loader import (
    CatalogDocument,
    build_catalog,
    bundled_catalog,
    bundled_documents,
)
from models.catalog.validation import Roster, RosterMember
from models.ledger.profiles import effective
from models.table.views import MemberView, Named

DATA = Path(__file__).resolve().parents[2] / "fixtures" / "bsdata-tc-1.0"
ACCEPTED = {"applied", "never", "not a keyword", "said", "one rename"}


@pytest.fixture(scope="module")
def data() -> DataSet:
    return DataSet(read_data_files(sorted(DATA.iterdir())))


@pytest.fixture(scope="module")
def conversion(data: DataSet) -> Conversion:
    return convert(data)


def modifiers_on_models(data: DataSet) -> list[tuple[Element, str]]:
    """(modifier, the entry it is written on) for every modifier that changes a model: on a Unit
    profile, on a model's entry, or with New Recruit's scope "model" — read from the files."""
    unit = {
        c.get("id", "")
        for f in (data.system, *data.catalogues.values())
        for p in f.root.iter("profileType")
        if p.get("name") == "Unit"
        for c in p.iter("characteristicType")
    }
    found = []
    for file in (data.system, *data.catalogues.values()):
        parents = {child: parent for parent in file.root.iter() for child in parent}
        for modifier in file.root.iter("modifier"):
            if modifier.get("field") not in (*unit, "name", "category"):
                continue
            owner = parents[parents[modifier]]
            while owner.tag == "modifierGroup":
                owner = parents[parents[owner]]
            on_unit = owner.tag == "profile" and owner.get("typeName") == "Unit"
            on_model = owner.tag in ("selectionEntry", "entryLink") and owner.get("type") == "model"
            if on_model or on_unit or modifier.get("scope") == "model":
                holder = owner
                while holder.tag not in ("selectionEntry", "entryLink") and holder in parents:
                    holder = parents[holder]
                found.append((modifier, holder.get("id", "")))
    return found


def test_every_modifier_on_a_model_is_applied_or_listed(
    data: DataSet, conversion: Conversion
) -> None:
    listed = {line.entry_id for line in conversion.report if line.kind == "not expressed"}
    missing = []
    for modifier, entry in modifiers_on_models(data):
        outcome = conversion.outcomes.get(modifier)
        # one no model of the data can take is listed by its entry, as one it cannot say
        if outcome is None and entry not in listed:
            missing.append((entry, modifier.get("field"), modifier.get("value")))
        assert outcome is None or outcome in ACCEPTED
    assert missing == []
    assert "said" in conversion.outcomes.values() and len(listed) >= 10
    assert sum(1 for o in conversion.outcomes.values() if o == "applied") > 400


def test_the_bundled_catalog_holds_the_effects_of_the_data(conversion: Conversion) -> None:
    """The bundled tc-1.0 catalog is the conversion of this data: the same effects."""
    bundled = {
        m["id"]: m.get("effects", [])
        for doc in bundled_documents()
        if doc.edition == "tc-1.0"
        for m in doc.data.get("models", ())
    }
    converted = {
        m["id"]: m.get("effects", []) for d in conversion.documents for m in d.get("models", ())
    }
    assert converted == bundled


def test_a_data_set_s_effects_play_in_the_catalog_it_becomes(conversion: Conversion) -> None:
    """The converted documents load, and a Heretic Trooper made a Legionnaire with its Ranged
    choice plays with Ranged +1 and that name, as the data's modifiers say."""
    documents = [CatalogDocument(f"data/{d['id']}", d, "") for d in conversion.documents]
    core = [d for d in bundled_documents() if d.edition == "tc-1.0" and d.id.endswith("/core")]
    catalog = build_catalog("trench-crusade", "tc-1.0", [*core, *documents])
    trooper = RosterMember(
        1, "Mire", "3844-b41c-9ecc-85b9", upgrades=("f606-4316-044d-4503", "47e6-8d3a-8720-e02e")
    )
    roster = Roster("6941-ec54-3001-8288", (trooper,))
    played = catalog.played(trooper.holder(), roster.holdings(catalog))
    assert (played.name, played.profile["ranged"], played.profile["melee"]) == ("Legionnaire", 1, 0)


def test_what_the_effects_cannot_say_is_said_beside_the_member_that_holds_it() -> None:
    """A Restraining Muzzle bought for glory does one more thing than one bought for ducats;
    a member keeps the entry, not how it was bought: its card says what is not applied."""
    catalog = bundled_catalog("trench-crusade", "tc-1.0")
    model = next(m for m in catalog.models.values() if m.unapplied)
    token, why = model.unapplied[0]
    member = MemberView(
        1,
        0,
        "Nikt",
        model.id,
        model.name,
        1,
        (),
        (Named(token, catalog.name_of(token)),),
        0,
        (),
        (),
        "active",
        "",
        {},
        False,
        False,
    )
    bare = replace(member, upgrades=())
    assert f"{catalog.name_of(token)}: not applied here — {why}" in effective(catalog, member).notes
    assert not [n for n in effective(catalog, bare).notes if "not applied" in n]
