"""The Games area: games in progress and finished, the game view and the attack wizard."""
