"""The `odds` report for the warzone system (CONTRACTS.md §2)."""

from __future__ import annotations

from fractions import Fraction

from models.i18n import N_, format_percent, tr
from models.rules.spec import choice_label
from models.rules.system import OddsReport, group_by, system_without_editions
from models.systems.warzone import SYSTEM_ID
from models.systems.warzone.attack import (
    WarzoneAttackSpec,
    burst_shots,
    crew_wounds_distribution,
    distribution,
    friendly_wounds_distribution,
    melee_penalty,
    template_count,
    transfer_profile,
)


def warzone_odds(spec: WarzoneAttackSpec) -> OddsReport:
    dist = distribution(spec)
    shots = range(max(spec.shots, burst_shots(spec)) + 1)  # WZ-H3: the shorter band's
    distributions = {
        "target_hits": group_by(dist, lambda b: b.target_hits, shots),
        "friendly_hits": group_by(
            dist,
            lambda b: b.friendly_hits,
            range(spec.melee_friends + 1) if spec.template != "none" else shots,
        ),
        "wounds_lost": group_by(dist, lambda b: b.wounds_lost, range(spec.wounds + 1)),
        "jam": group_by(dist, lambda b: "jammed" if b.jammed else "clear", ["jammed", "clear"]),
    }
    if spec.template != "none":
        models = range(template_count(spec.template_models, spec.cluster) + 1)
        distributions["models_hit"] = group_by(dist, lambda b: b.models_hit, models)
        distributions["models_killed"] = group_by(
            dist, lambda b: b.models_killed(spec.wounds), models
        )
    if spec.leadership is not None:
        distributions["leadership"] = group_by(
            dist, lambda b: "failed" if b.leadership_failed else "passed", ["passed", "failed"]
        )
    if spec.transfer_modifier is not None:
        distributions["transfer_hits"] = group_by(dist, lambda b: b.transfer_hits, shots)
        _, wounds = transfer_profile(spec)
        distributions["transfer_wounds_lost"] = group_by(
            dist, lambda b: b.transfer_wounds_lost, range(wounds + 1)
        )
    if spec.absolute_success == "crew":
        distributions["crew_hits"] = group_by(dist, lambda b: b.crew_hits, shots)
        distributions["crew_wounds"] = group_by(
            crew_wounds_distribution(spec, dist),
            lambda lost: lost,
            range(spec.crew * spec.crew_wounds + 1),
        )
    if spec.melee_friends:
        most = spec.melee_friends * spec.friend_wounds
        distributions["friendly_wounds"] = group_by(
            friendly_wounds_distribution(spec, dist), lambda lost: lost, range(most + 1)
        )
    outcomes = group_by(
        dist,
        lambda b: (
            "dead" if b.wounds_lost >= spec.wounds else "wounded" if b.wounds_lost else "unhurt"
        ),
        ["unhurt", "wounded", "dead"],
    )
    notes = [
        tr(
            "House reading (WZ-D2): the armour test is taken as {reading}; the rules leave it open."
        ).format(reading=choice_label(spec.armour_test))
    ]
    if spec.absolute_success == "crew":
        notes.append(
            tr(
                "WZ-H4: a natural 1 at the open vehicle strikes a random crew member instead "
                "(armour {armour}, {wounds} wounds each); with none left, nobody (house "
                "reading). Mark the crew's wounds by hand."
            ).format(armour=spec.crew_armour, wounds=spec.crew_wounds)
        )
    if spec.absolute_success != "none":
        notes.append(
            tr("House reading (WZ-H4): a natural 1 always hits; the rules list only its bonuses.")
        )
    if spec.smoke:
        notes.append(
            tr(
                "House reading (WZ-M1): smoke level {level} gives −{level}; the rules give no "
                "values."
            ).format(level=spec.smoke)
        )
    if spec.melee_friends and melee_penalty(spec):
        notes.append(
            tr(
                "WZ-F3: a shot that hits a friend strikes a random one among those touching the "
                "target, who takes its armour test (armour {armour}, {wounds} wounds each)."
            ).format(armour=spec.friend_armour, wounds=spec.friend_wounds)
        )
    if "friendly_wounds" in distributions:
        hurt = 1 - distributions["friendly_wounds"].get("0", Fraction(0))
        notes.append(
            tr("WZ-F3: friends lose at least one wound: {percent}.").format(
                percent=format_percent(float(hurt))
            )
        )
    if spec.melee_friends and spec.target_much_larger:
        notes.append(tr("WZ-F4: a target 2+ sizes larger is shot without the penalty or risk."))
    if spec.template != "none":
        notes.append(
            tr(
                "WZ-T3: every model under the template is taken to share the target's profile; "
                "the target is rolled for first."
            )
        )
        if spec.melee_friends:
            notes.append(
                tr(
                    "WZ-T3 (house reading): into a melee the template hits every friend "
                    "fighting the target, no −4 (armour {armour}, {wounds} wounds each); a basic "
                    "squad tests its leadership first (WZ-F2)."
                ).format(armour=spec.friend_armour, wounds=spec.friend_wounds)
            )
    if spec.template == "indirect":
        notes.append(tr('WZ-T6: a miss scatters 1–5"; where it lands is judged on the table.'))
    if spec.transfer_modifier is not None:
        notes.append(tr("WZ-H3: one transfer only; when the new target dies too, the burst ends."))
    return OddsReport(SYSTEM_ID, None, outcomes, distributions, tuple(notes))


SYSTEM = system_without_editions(
    SYSTEM_ID,
    N_("d20 squad shooting (Warzone style)"),
    WarzoneAttackSpec,
    warzone_odds,
    (
        N_("WZ-H1: a shot hits on a d20 at or under the shooter's WS with every modifier."),
        N_(
            "WZ-M1, WZ-M2, WZ-M3: cover and smoke count their highest level only; aiming +3; "
            "+1 per size the target is larger."
        ),
        N_("WZ-H2: a multi-hit weapon (xN) makes N hit tests."),
        N_("WZ-H4: a natural 1 hits with a bonus: +4 Damage or +1 AV (chosen in the wizard)."),
        N_("WZ-H5: a roll at or over the Jam value jams the weapon; the rest of a burst misses."),
        N_(
            "WZ-D1, WZ-D2: each hit takes an armour test (the reading chosen in the wizard); "
            "each failed test costs 1 wound."
        ),
        N_(
            "WZ-F3: into a melee, −4 and −1 more per friend beyond the first; a miss by no more "
            "than that strikes a friend touching the target."
        ),
    ),
)
