"""What a campaign's tabs ask of the view that holds them: its database and campaign, a way to
run a ledger action (refreshing after it, saying what went wrong) and the battle dialog. The
Event Day tab takes this, not the view itself, so the two modules do not import each other
(issue 38)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QDialog

from models.db import Database
from models.ledger.campaigns.campaigns import NewBattle
from models.table.views import CampaignSummary


class CampaignHost(Protocol):
    database: Database
    campaign_id: int
    summary: CampaignSummary
    message: SignalInstance  # (title, text) of something that went wrong

    def _run(self, title: str, action: Callable[[], object]) -> bool: ...

    def record_battle(self, draft: NewBattle | None = None) -> QDialog: ...
