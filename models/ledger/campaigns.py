"""Campaign units of work (the organiser's view builds on these in the campaigns feature)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm.exc import StaleDataError

from models.db.engine import Database
from models.db.schema import Campaign, Warband, utcnow
from models.ledger.errors import InvalidInput, NotFound, StaleEdit, expect_version
from models.ledger.views import CampaignSummary

# League points per result unless a campaign says otherwise.
DEFAULT_SETTINGS: dict[str, Any] = {"points": {"win": 3, "draw": 1, "loss": 0}}


@dataclass(frozen=True)
class NewCampaign:
    name: str
    system: str
    edition: str
    notes: str = ""


def create_campaign(database: Database, new: NewCampaign) -> CampaignSummary:
    name = " ".join(new.name.split())
    if not name:
        raise InvalidInput("campaign name: must not be empty")
    with database.write() as session:
        campaign = Campaign(
            name=name[:200],
            system_id=new.system,
            edition_id=new.edition,
            notes=new.notes,
            settings=dict(DEFAULT_SETTINGS),
        )
        session.add(campaign)
        session.flush()
        return CampaignSummary(
            campaign.id, campaign.name, new.system, new.edition, 0, campaign.version
        )


def list_campaigns(database: Database) -> list[CampaignSummary]:
    counts = (
        select(Warband.campaign_id, func.count().label("n"))
        .group_by(Warband.campaign_id)
        .subquery()
    )
    query = (
        select(
            Campaign.id,
            Campaign.name,
            Campaign.system_id,
            Campaign.edition_id,
            func.coalesce(counts.c.n, 0),
            Campaign.version,
        )
        .outerjoin(counts, counts.c.campaign_id == Campaign.id)
        .order_by(func.lower(Campaign.name), Campaign.id)
    )
    with database.sessions() as session:
        return [CampaignSummary(*row) for row in session.execute(query).all()]


def edit_campaign(
    database: Database,
    campaign_id: int,
    version: int,
    name: str | None = None,
    notes: str | None = None,
) -> CampaignSummary:
    with database.write() as session:
        campaign = expect_version(
            session.get(Campaign, campaign_id), "Campaign", campaign_id, version
        )
        if name is not None:
            cleaned = " ".join(name.split())
            if not cleaned:
                raise InvalidInput("campaign name: must not be empty")
            campaign.name = cleaned[:200]
        if notes is not None:
            campaign.notes = notes
        campaign.updated_at = utcnow()
        campaign.version = version + 1
        try:
            session.flush()
        except StaleDataError as exc:
            raise StaleEdit.of("Campaign", campaign_id) from exc
        warbands = session.scalar(select(func.count()).where(Warband.campaign_id == campaign_id))
        return CampaignSummary(
            campaign.id,
            campaign.name,
            campaign.system_id,
            campaign.edition_id,
            warbands or 0,
            campaign.version,
        )


def campaign_settings(
    database: Database, campaign_id: int
) -> tuple[CampaignSummary, dict[str, Any]]:
    """A campaign and its settings (league points per result, …)."""
    for summary in list_campaigns(database):
        if summary.id == campaign_id:
            with database.sessions() as session:
                campaign = session.get(Campaign, campaign_id)
                settings = dict(campaign.settings) if campaign is not None else {}
            return summary, {**DEFAULT_SETTINGS, **settings}
    raise NotFound(f"Campaign {campaign_id} does not exist.")
