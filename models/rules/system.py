"""Game systems: what each declares, and the registry the CLI and the GUI look them up in."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from math import lcm
from typing import Any, TypeVar

from models.i18n import tr
from models.rules.dice import Distribution
from models.rules.spec import SpecError, from_mapping

K = TypeVar("K")
S = TypeVar("S")


@dataclass(frozen=True)
class OddsReport:
    """The `odds` result (CONTRACTS.md §2): groups of exact probabilities, each summing to 1."""

    system: str
    edition: str | None
    outcomes: dict[str, Fraction]
    distributions: dict[str, dict[str, Fraction]]
    notes: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for name, group in [("outcomes", self.outcomes), *self.distributions.items()]:
            # summed in whole numbers over the common denominator (Fraction sums are slow)
            den = lcm(*(p.denominator for p in group.values()))
            if sum(p.numerator * (den // p.denominator) for p in group.values()) != den:
                raise ValueError(f"group {name} does not sum to 1")

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"system": self.system}
        if self.edition is not None:
            data["edition"] = self.edition
        data["outcomes"] = {k: fraction_text(p) for k, p in self.outcomes.items()}
        data["distributions"] = {
            name: {k: fraction_text(p) for k, p in group.items()}
            for name, group in self.distributions.items()
        }
        data["float"] = {k: float(p) for k, p in self.outcomes.items()}
        if self.notes:
            data["notes"] = list(self.notes)
        return data

    def to_text(self) -> str:
        title = self.system + (f" ({self.edition})" if self.edition else "")
        lines = [title, ""]
        for name, group in [("outcomes", self.outcomes), *self.distributions.items()]:
            lines.append(name.replace("_", " "))
            width = max(len(k) for k in group)
            for key, p in group.items():
                lines.append(f"  {key:<{width}}  {fraction_text(p):>22}  {float(p):8.2%}")
            lines.append("")
        lines.extend(f"note: {note}" for note in self.notes)
        return "\n".join(lines).rstrip() + "\n"


def fraction_text(p: Fraction) -> str:
    """Lowest terms as "n/d"; "0" and "1" for the certain cases."""
    return str(p.numerator) if p.denominator == 1 else f"{p.numerator}/{p.denominator}"


@dataclass(frozen=True)
class GameSystem:
    id: str
    name: str
    editions: tuple[str, ...]  # empty: the system has none
    default_edition: str | None
    spec_type: type[Any]
    odds: Callable[[Mapping[str, Any], str | None], OddsReport]
    # How an attack is worked out, a line per step with its rule ids (Help › Rules Quick
    # Reference; N_-marked, translated where shown).
    summary: tuple[str, ...] = ()
    # The books each edition follows (N_-marked): shown wherever an edition is chosen.
    edition_books: tuple[tuple[str, str], ...] = ()

    def books(self, edition: str | None) -> str:
        """What `edition` follows, in the user's language ("" when nothing is said)."""
        found = dict(self.edition_books).get(edition or "")
        return tr(found) if found else ""

    @property
    def title(self) -> str:
        """The name in the user's language (models/i18n.py)."""
        return tr(self.name)

    def check_edition(self, edition: str | None) -> str | None:
        if edition is None:
            return self.default_edition
        if not self.editions:
            raise SpecError("edition", f"{self.id} has no editions")
        if edition not in self.editions:
            raise SpecError(
                "edition", f"must be one of {', '.join(self.editions)}, not {edition!r}"
            )
        return edition


def system_without_editions(
    system_id: str,
    name: str,
    spec_type: type[S],
    report: Callable[[S], OddsReport],
    summary: tuple[str, ...] = (),
) -> GameSystem:
    """A GameSystem whose `odds` parses the spec from JSON and hands it to `report`."""

    def odds(data: Mapping[str, Any], edition: str | None) -> OddsReport:
        return report(from_mapping(spec_type, data))

    return GameSystem(system_id, name, (), None, spec_type, odds, summary)


def expectation(group: Mapping[str, Fraction]) -> Fraction:
    """The exact mean of a count's odds group (keys "0", "1", …: BLOOD gained, wounds lost)."""
    return sum((int(k) * p for k, p in group.items()), Fraction(0))


def group_by(
    dist: Mapping[K, Fraction], key: Callable[[K], object], keys: Iterable[object]
) -> dict[str, Fraction]:
    """A marginal of `dist` as an odds group: every listed key (as text) present, even at 0.
    A distribution made from whole-number weights is grouped in integers, then one Fraction a
    group (models/rules/dice.py)."""
    weights = dist.weights() if isinstance(dist, Distribution) else None
    if weights is not None:
        counts, total = weights
        summed = {str(k): 0 for k in keys}
        for outcome, n in counts.items():
            summed[str(key(outcome))] += n
        return {k: Fraction(n, total) for k, n in summed.items()}
    group = {str(k): Fraction(0) for k in keys}
    for outcome, p in dist.items():
        group[str(key(outcome))] += p
    return group
