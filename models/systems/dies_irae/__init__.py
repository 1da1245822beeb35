"""Dies Irae, an Italian fan ruleset (system id `dies-irae`; RULES.md §3, seed 003)."""

SYSTEM_ID = "dies-irae"
