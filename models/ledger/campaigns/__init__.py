"""Campaigns: settings, battles and the league, the post-battle sequence, the campaign
log, the event day and its pairings, and the campaign's own content."""
