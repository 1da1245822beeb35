"""The Warzone-style d20 squad shooting ruleset (system id `warzone`; RULES.md §4, seed 004)."""

SYSTEM_ID = "warzone"
