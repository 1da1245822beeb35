"""What a game table is, below every game system and the ledger: the declaration a system fills
in (SystemProfile, Table, AttackPlan), the frozen views of rosters, games and campaigns, the
game log's projection and its payloads, effective profiles and the ledger's errors. Systems
(models/systems/) build on these; the ledger (models/ledger/) keeps and plays them."""
