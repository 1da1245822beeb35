"""Trench Crusade (system id `trench-crusade`), editions tc-1.6 (the seeds) and tc-1.0."""

SYSTEM_ID = "trench-crusade"
