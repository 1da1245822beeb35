"""Other tools' files: rosters in (Trench Companion, New Recruit, BattleScribe), lists out, and
BattleScribe data sets as catalogs."""

# The kinds `export` writes for other tools (models/ledger/files/shared_lists.py); here, where
# the command line can name them without loading the writers.
LIST_FORMATS = ("trench-companion", "ros", "rosz", "text", "text-compact")
