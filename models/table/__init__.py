"""What a game table is, below every game system and the ledger: the declaration a system fills
in (SystemProfile, Table, AttackPlan), the frozen views of rosters, games and campaigns, the
game log's projection and its payloads, effective profiles, the ledger's errors, and the attack
built from two units' profiles that three systems share (profile_attacks). Systems
(models/systems/) build on these; the ledger (models/ledger/) keeps and plays them."""
