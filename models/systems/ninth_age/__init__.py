"""The 9th-Age-style ranked fantasy ruleset (system id `ninth-age`; RULES.md §2, seed 002)."""

SYSTEM_ID = "ninth-age"
