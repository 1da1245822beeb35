"""The `odds` report for the warzone system (CONTRACTS.md §2)."""

from __future__ import annotations

from models.i18n import N_, tr
from models.rules.spec import choice_label
from models.rules.system import OddsReport, group_by, system_without_editions
from models.rules.warzone import SYSTEM_ID
from models.rules.warzone.attack import WarzoneAttackSpec, distribution


def warzone_odds(spec: WarzoneAttackSpec) -> OddsReport:
    dist = distribution(spec)
    shots = range(spec.shots + 1)
    distributions = {
        "target_hits": group_by(dist, lambda b: b.target_hits, shots),
        "friendly_hits": group_by(dist, lambda b: b.friendly_hits, shots),
        "wounds_lost": group_by(dist, lambda b: b.wounds_lost, range(spec.wounds + 1)),
        "jam": group_by(dist, lambda b: "jammed" if b.jammed else "clear", ["jammed", "clear"]),
    }
    if spec.leadership is not None:
        distributions["leadership"] = group_by(
            dist, lambda b: "failed" if b.leadership_failed else "passed", ["passed", "failed"]
        )
    if spec.transfer_modifier is not None:
        distributions["transfer_hits"] = group_by(dist, lambda b: b.transfer_hits, shots)
    outcomes = group_by(
        dist,
        lambda b: (
            "dead" if b.wounds_lost >= spec.wounds else "wounded" if b.wounds_lost else "unhurt"
        ),
        ["unhurt", "wounded", "dead"],
    )
    notes = (
        tr("Armour test read as {reading} (WZ-D2: the seed does not define it).").format(
            reading=choice_label(spec.armour_test)
        ),
    )
    return OddsReport(SYSTEM_ID, None, outcomes, distributions, notes)


SYSTEM = system_without_editions(
    SYSTEM_ID, N_("d20 squad shooting (Warzone style)"), WarzoneAttackSpec, warzone_odds
)
