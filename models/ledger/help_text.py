"""Help › Rules Quick Reference: a system's rules as the app applies them, as HTML in the
reader's language — made from the same declarations the wizard and the odds use, so it cannot
say one thing while the dice do another.

- how an attack is worked out (the system's summary lines, with their rule ids);
- every input of the attack, under the rule ids its help cites (the wizard's words);
- the markers and damage the game tracks, with their caps;
- the actions beside attacks (Trench Crusade's Dash … Retreat);
- the keyword glossary of the bundled catalog (the catalog's own words).
"""

from __future__ import annotations

import re
from html import escape

from models.catalog.loader import bundled_catalog
from models.i18n import tr
from models.ledger.profiles import profile_of
from models.rules.registry import system_title
from models.rules.spec import field_info

RULE_ID = re.compile(r"\b(?:TC|FB|DI|WZ|RC)-[A-Z]*\d+\b|§1\.9")


def _rule_key(rule: str) -> tuple[str, str, int]:
    """TC-A2 before TC-A10; § sections after the ids."""
    match = re.match(r"([A-Z]+)-([A-Z]*)(\d+)", rule)
    if match is None:
        return ("~", rule, 0)
    return (match[1], match[2], int(match[3]))


def rules_reference(system: str, edition: str | None) -> str:
    """The quick reference of `system` (and `edition`) as an HTML page."""
    profile = profile_of(system)
    game = profile.system
    edition = game.check_edition(edition) if game.editions else None
    parts = [
        f"<h2>{escape(system_title(system, edition))}</h2>",
        f"<p>{escape(tr('The rules as Warband Ledger applies them, by rule id.'))}</p>",
    ]
    if game.summary:
        parts.append(f"<h3>{escape(tr('How an attack is worked out'))}</h3><ul>")
        parts += [f"<li>{_bold_ids(tr(line))}</li>" for line in game.summary]
        parts.append("</ul>")

    by_rule: dict[str, list[str]] = {}
    unruled: list[str] = []
    for info in field_info(profile.attack.spec_type).values():
        if info.editions is not None and edition not in info.editions:
            continue
        label, help_text = tr(info.label), tr(info.help)
        line = f"<b>{escape(label)}</b>: {escape(help_text)}"
        rules = list(dict.fromkeys(RULE_ID.findall(help_text)))
        for rule in rules:
            by_rule.setdefault(rule, []).append(line)
        if not rules:
            unruled.append(line)
    parts.append(f"<h3>{escape(tr('What the attack wizard asks, by rule'))}</h3>")
    parts.append("<table cellspacing='0' cellpadding='3'>")
    for rule in sorted(by_rule, key=_rule_key):
        for index, line in enumerate(by_rule[rule]):
            cell = f"<b>{escape(rule)}</b>" if index == 0 else ""
            parts.append(f"<tr><td valign='top'>{cell}</td><td>{line}</td></tr>")
    for line in unruled:
        parts.append(f"<tr><td></td><td>{line}</td></tr>")
    parts.append("</table>")

    tracked = profile.tracked.translated()
    parts.append(f"<h3>{escape(tr('What the game keeps for each model'))}</h3><ul>")
    for _key, label, cap in tracked.counters:
        text = tr("{marker}: at most {cap}").format(marker=label, cap=cap) if cap else label
        parts.append(f"<li>{escape(text)}</li>")
    parts += [f"<li>{escape(label)}</li>" for _key, label in tracked.flags]
    parts.append("</ul>")

    actions = profile.actions
    if actions is not None:
        parts.append(f"<h3>{escape(tr('Actions beside attacks'))}</h3><p>")
        parts.append(escape(", ".join(tr(name) for name in actions.names.values())))
        parts.append("</p>")

    catalog_edition = edition or "standard"
    try:
        catalog = bundled_catalog(system, catalog_edition)
    except Exception:  # noqa: BLE001 — a system without a bundled catalog has no glossary
        catalog = None
    if catalog is not None and catalog.keywords:
        parts.append(f"<h3>{escape(tr('Keywords'))}</h3>")
        parts.append(f"<p><i>{escape(tr('In the catalog’s own words.'))}</i></p>")
        parts.append("<table cellspacing='0' cellpadding='3'>")
        for keyword in sorted(catalog.keywords):
            meaning = catalog.keywords[keyword]
            parts.append(
                f"<tr><td valign='top'><b>{escape(keyword)}</b></td><td>{escape(meaning)}</td></tr>"
            )
        parts.append("</table>")
    return "\n".join(parts)


def _bold_ids(text: str) -> str:
    """The line escaped, its rule ids in bold."""
    return RULE_ID.sub(lambda m: f"<b>{m[0]}</b>", escape(text))
