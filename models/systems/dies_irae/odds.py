"""The `odds` report for the dies-irae system (CONTRACTS.md §2)."""

from __future__ import annotations

from fractions import Fraction

from models.i18n import N_, tr
from models.rules.system import OddsReport, group_by, system_without_editions
from models.systems.dies_irae import SYSTEM_ID
from models.systems.dies_irae.attack import (
    DiesIraeAttackSpec,
    attack_dice,
    distribution,
    shares_evenly,
    specials,
)


def _half_points(value: Fraction | None) -> str:
    return "0" if not value else f"{float(value):g}"


def dies_irae_odds(spec: DiesIraeAttackSpec) -> OddsReport:
    dist = distribution(spec)
    vehicle = spec.structure is not None
    total = 1 if vehicle else spec.models + specials(spec)
    deaths = group_by(dist, lambda o: o.deaths, range(total + 1))
    distributions = {
        "deaths": deaths,
        "hits": group_by(
            dist, lambda o: o.hits, range(attack_dice(spec) + spec.character_attacks + 1)
        ),
    }
    notes = [tr('House reading (DI-6): "Sa" in the cover rule is taken as Salute (Health).')]
    if spec.cover and spec.health_reduction:
        notes.append(
            tr("DI-6: the cover save reads the target's own Salute, not the weapon's lowered one.")
        )
    if shares_evenly(spec):
        notes.append(
            tr(
                "DI-10: close-combat wounds are shared out evenly, one per member in turn; a "
                "wound on a member already dead is lost."
            )
        )
    elif spec.structure is None:
        notes.append(
            tr(
                "House reading: in shooting, hits beyond the members go round again over the "
                "survivors."
            )
        )
    if spec.mode == "melee":
        notes.append(
            tr("DI-10: this is one unit's strikes; the reply is the other unit's own attack.")
        )
    if spec.character_health is not None:
        distributions["character"] = group_by(
            dist, lambda o: "alive" if o.character_alive else "dead", ["alive", "dead"]
        )
        notes.append(tr("The character is checked once every soldier has been (DI-7)."))
    if spec.character_attacks and spec.score_to_settle:
        notes.append(
            tr(
                "House reading (DI-12): the re-rolls go first to the failed dice likelier to "
                "hit (the soldiers' or the character's)."
            )
        )
    if spec.commander_health is not None:
        distributions["commander"] = group_by(
            dist, lambda o: "alive" if o.commander_alive else "dead", ["alive", "dead"]
        )
        notes.append(
            tr(
                "House reading (DI-7): with a sergeant and a commander, the commander is checked "
                "after the sergeant, once every soldier has been."
            )
        )
    if vehicle:
        assert spec.structure is not None
        steps = sorted({o.structure_lost or Fraction(0) for o in dist})
        distributions["structure_lost"] = group_by(
            dist, lambda o: _half_points(o.structure_lost), [_half_points(s) for s in steps]
        )
    outcomes = group_by(
        dist,
        lambda o: "destroyed" if o.deaths == total else "casualties" if o.deaths else "none",
        ["none", "casualties", "destroyed"],
    )
    return OddsReport(SYSTEM_ID, None, outcomes, distributions, tuple(notes))


SYSTEM = system_without_editions(
    SYSTEM_ID,
    "Dies Irae",
    DiesIraeAttackSpec,
    dies_irae_odds,
    (
        N_("DI-3: each shot rolls a D6 and hits on Aim or less."),
        N_("DI-8: in melee, Ability against Ability: equal hits on 4+, higher 3+, lower 5+."),
        N_("DI-5: a Dodge save X+ before the Health check avoids the hit."),
        N_("DI-6: a unit shot at may claim cover: a 4+ save (3+ with Health above 3)."),
        N_("DI-4: every model hit checks Health: a D6 above it kills the soldier."),
        N_(
            "DI-7, DI-10: a complex unit's character checks Health last; close-combat wounds "
            "are shared out evenly."
        ),
        N_("DI-11: a vehicle loses ½ Structure point per hit."),
    ),
)
