"""A fifth ruleset, small enough to read at once: a d6 "hit on 4+" game (docs/architecture.md,
"Adding a ruleset"). Registered only by the test that uses it (tests/test_toy_ruleset.py), it
proves that a system is a rules folder and a profile, and nothing else."""
