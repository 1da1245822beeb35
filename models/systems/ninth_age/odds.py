"""The `odds` report for the ninth-age system (CONTRACTS.md §2)."""

from __future__ import annotations

from models.i18n import N_, tr
from models.rules.system import OddsReport, group_by, system_without_editions
from models.systems.ninth_age import SYSTEM_ID
from models.systems.ninth_age.attack import NinthAgeAttackSpec, distribution


def ninth_age_odds(spec: NinthAgeAttackSpec) -> OddsReport:
    dist = distribution(spec)
    unsaved = group_by(dist, lambda o: o.unsaved, range(spec.attacks + 1))
    total_models = spec.models + spec.second_models + (1 if spec.champion_hp else 0)
    removed = group_by(dist, lambda o: o.removed, range(total_models + 1))
    notes = [tr("House reading (FB-H1, FB-H2): to hit uses the ruleset family's to-hit chart.")]
    if spec.target == "champion":
        notes.append(
            tr("FB-L3: aimed at the champion: its own pool; wounds beyond its HP are lost.")
        )
    if spec.second_models:
        notes.append(
            tr(
                "FB-L6 (house reading): the second pool's models are wounded once the first "
                "pool's are all removed, with their own Resilience, Armour and HP; then the "
                "champion."
            )
        )
    if spec.multiple_wounds > 1:
        notes.append(tr("Multiple Wounds: one model takes each wound's HP, capped at what it has."))
    return OddsReport(
        SYSTEM_ID,
        None,
        outcomes=group_by(
            dist,
            lambda o: "destroyed" if o.alive == 0 else "casualties" if o.removed else "none",
            ["none", "casualties", "destroyed"],
        ),
        distributions={"unsaved_wounds": unsaved, "models_removed": removed},
        notes=tuple(notes),
    )


SYSTEM = system_without_editions(
    SYSTEM_ID,
    N_("Ranked fantasy (9th-Age style)"),
    NinthAgeAttackSpec,
    ninth_age_odds,
    (
        N_(
            "FB-H1: in melee, Offensive against Defensive Skill: 4+ better hits on 2+, 1 to 3 "
            "on 3+, level to −3 on 4+, −4 to −7 on 5+, worse on 6+; a 1 always misses."
        ),
        N_(
            "FB-H2: shooting hits on the weapon's Aim (4+), −1 each for long range, moving, "
            "soft cover; −2 hard cover; 7+ cannot hit."
        ),
        N_(
            "FB-W1: to wound, Strength against Resilience: +2 or more on 2+, +1 on 3+, level on "
            "4+, −1 on 5+, −2 or worse on 6+."
        ),
        N_(
            "FB-S1: each wound is saved on 7 − Armour + Armour Penetration (a 1 always fails); "
            "worn armour adds to Arm, except armour the model already lists."
        ),
        N_("FB-S2: a special save (Aegis, Fortitude) after a failed armour save, unmodified."),
        N_(
            "FB-L3, FB-L4: rank-and-file share one wound pool (a model removed each time its HP "
            "is reached); a champion is its own pool."
        ),
    ),
)
