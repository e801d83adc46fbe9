"""Explanations for players: the why? of engine choices and the board in sentences."""
