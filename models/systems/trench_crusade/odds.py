"""The `odds` report for Trench Crusade (CONTRACTS.md §2, system id `trench-crusade`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any, cast

from models.i18n import N_, tr
from models.rules.dice import Distribution
from models.rules.spec import from_mapping
from models.rules.system import GameSystem, OddsReport, group_by
from models.systems.trench_crusade import SYSTEM_ID
from models.systems.trench_crusade.attack import (
    HIT_CLASSES,
    RESULTS,
    BurstOutcome,
    Spend,
    best_play_choices,
    blast_out_of_action,
    distribution,
)
from models.systems.trench_crusade.spec import (
    ARMOUR_CAP,
    BLOOD_CAP,
    DEFAULT_EDITION,
    EDITIONS,
    Edition,
    TCAttackSpec,
)


def _group(dist: Distribution[BurstOutcome], key: Any, keys: list[str]) -> dict[str, Fraction]:
    return group_by(dist, key, keys)


def _roll_as_rolled(outcome: BurstOutcome) -> Any:
    """The first shot's hit roll: on the target, or on the model a stray shot struck (TC-A7)."""
    return outcome.hit_class if outcome.assignment == "target" else (outcome.stray or "miss")


def tc_odds(
    spec: TCAttackSpec,
    edition: Edition = DEFAULT_EDITION,
    others: Sequence[TCAttackSpec] | None = None,
) -> OddsReport:
    """The report; `others`: the specs of the other models under a BLAST, each with its own
    profile (None: they share the target's)."""
    if others is not None and len(others) != spec.blast_models - 1:
        raise ValueError("blast_models: the target and one spec for each other model")
    dist = distribution(spec, edition)
    first_shot = dist if spec.shots == 1 else distribution(replace(spec, shots=1), edition)
    outcomes = _group(dist, lambda o: o.worst, list(RESULTS))
    max_blood = max(o.blood_gained for o in dist)
    distributions = {
        # the roll as rolled, whichever model the shot went to (into melee: shot_assignment)
        "hit_roll": _group(first_shot, _roll_as_rolled, list(HIT_CLASSES)),
        "blood_markers": _group(
            dist, lambda o: o.blood_gained, [str(n) for n in range(max(max_blood, 1) + 1)]
        ),
    }
    notes = [tr("BLOOD markers are capped at {cap} per model (TC-K1).").format(cap=BLOOD_CAP)]
    if spec.armour < ARMOUR_CAP and not spec.armour_beyond_cap:  # CONTRACTS.md §2: capped
        notes.append(
            tr("TC-I4: armour {armour} is capped at {cap}.").format(
                armour=spec.armour, cap=ARMOUR_CAP
            )
        )
    if spec.shots > 1:
        distributions["hits"] = _group(
            dist, lambda o: o.hits + o.criticals, [str(n) for n in range(spec.shots + 1)]
        )
        distributions["final_state"] = _group(
            dist,
            lambda o: "out_of_action" if o.state.out else "down" if o.state.down else "standing",
            ["standing", "down", "out_of_action"],
        )
        notes.append(tr("outcomes: the most severe result of any shot on the target (TC-A3)."))
    if spec.best_play:
        notes.extend(_best_play_notes(spec, edition))
    if spec.risky:
        distributions["activation"] = _group(
            dist, lambda o: "ends" if o.activation_ends else "continues", ["continues", "ends"]
        )
    if spec.into_melee_friends:
        distributions["shot_assignment"] = _group(
            first_shot, lambda o: o.assignment, ["target", "other_enemy", "friendly"]
        )
        distributions["friendly_hits"] = _group(
            dist, lambda o: o.friendly_hits, [str(n) for n in range(spec.shots + 1)]
        )
        notes.append(
            tr(
                "TC-A7: hit_roll is the roll as rolled; shot_assignment says where the shot "
                "went; a shot that goes to another model is a miss for the target in outcomes."
            )
        )
        notes.append(
            tr(
                "TC-A7: friendly_hits counts the shots that hit a friend in the melee; each "
                "makes its own injury roll at the table, with its own profile."
            )
        )
    if spec.point_attack:
        deviations = sorted({o.deviation or 0 for o in dist})
        distributions["deviation_inches"] = _group(
            dist, lambda o: o.deviation or 0, [str(d) for d in deviations]
        )
    if spec.blast_models > 1:
        blast = blast_out_of_action(spec, edition, others)
        distributions["models_out_of_action"] = {
            str(n): blast[n] for n in range(spec.blast_models + 1)
        }
        notes.append(
            tr("BLAST: the other models are taken to share the target's profile (TC-R7).")
            if others is None
            else tr("BLAST: each other model makes its injury rolls with its own profile (TC-R7).")
        )
        if spec.shots > 1:
            notes.append(
                tr(
                    "BLAST (house reading): every shot that hits the target hits the models "
                    "under the blast again; one Out of Action is hit no more."
                )
            )
    return OddsReport(SYSTEM_ID, edition, outcomes, distributions, tuple(notes))


def _best_play_notes(spec: TCAttackSpec, edition: Edition) -> list[str]:
    """What the best play spends on the first injury roll, and how later ones are chosen."""
    choices = best_play_choices(spec, edition)

    def words(spend: Spend) -> str:
        if spend.bloodbath:
            return tr("a Bloodbath and {n} BLOOD as DICE").format(n=spend.dice)
        return tr("{n} BLOOD as DICE").format(n=spend.dice)

    notes = [
        tr(
            "Best play (house reading): the BLOOD spent that gives the best chance of Out of "
            "Action; of equal chances, the fewest markers."
        )
    ]
    if spec.auto_hit:
        notes.append(tr("Best play: spend {what}.").format(what=words(choices["hit"])))
    else:
        notes.append(
            tr("Best play: spend {hit} on a hit, {critical} on a critical.").format(
                hit=words(choices["hit"]), critical=words(choices["critical"])
            )
        )
    if spec.shots > 1:
        notes.append(tr("Best play on later shots: chosen from the target's BLOOD then."))
    return notes


def _odds(data: Mapping[str, Any], edition: str | None) -> OddsReport:
    spec = from_mapping(TCAttackSpec, data)
    return tc_odds(spec, cast(Edition, edition or DEFAULT_EDITION))


SYSTEM = GameSystem(
    id=SYSTEM_ID,
    name="Trench Crusade",
    editions=EDITIONS,
    default_edition=DEFAULT_EDITION,
    edition_books=(
        ("tc-1.6", N_("the 1.6.3 playtest rules, as the rules documents describe them")),
        (
            "tc-1.0",
            N_("the v1.0.x books players use today: Digital Rulebook 1.01, Warbands 1.0.1/1.0.2"),
        ),
    ),
    spec_type=TCAttackSpec,
    odds=_odds,
    summary=(
        N_(
            "TC-D1, TC-D2: a Success Roll is 2D6; +n DICE rolls 2+n dice and keeps the highest "
            "two, −n DICE keeps the lowest two; + and − DICE cancel one for one."
        ),
        N_(
            "TC-A1, TC-A2: to hit, a Success Roll plus the Ranged or Melee characteristic: 7+ "
            "hits, 12+ is a critical (+1 injury DICE, +2 with CRITICAL), 6 or less misses."
        ),
        N_(
            "TC-I1: the injury roll is 2D6 (3D6 for some weapons) plus armour and the weapon's "
            "modifiers: 1 or less no effect; 2–6 minor hit (+1 BLOOD); 7–8 Down (+1 BLOOD, two "
            "if already Down); 9+ Out of Action."
        ),
        N_(
            "TC-I2: a Down model has −1 DICE to its actions, and every injury roll against it "
            "+1 DICE."
        ),
        N_(
            "TC-I4: worn armour adds to the model's own, at most −3 in all; the cards and the "
            "roster show the total."
        ),
        N_(
            "TC-A4, TC-I6, TC-I7: the opponent spends BLOOD (−1 DICE to the model's roll, +1 "
            "DICE to an injury roll against it, six for a Bloodbath's extra die); BLESSING "
            "does the opposite for its owner; at most six of each (TC-K1)."
        ),
        N_(
            "§1.9 (tc-1.0): the characteristic is ±DICE, not added; Down adds its +1 DICE to "
            "melee injuries only; negative injury modifiers stop at −3."
        ),
    ),
)
