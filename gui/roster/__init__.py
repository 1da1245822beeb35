"""The Rosters area: the warband list, the warband editor and its pickers."""
