"""The battle board's styles, taken from the current theme's variables.

The board is one Rich Text built by pure functions (``battle_text``), so it cannot use the
stylesheet: :func:`palette_from_variables` turns the theme's ``board-*`` variables
(:data:`atoterm.ui.themes.BOARD_DEFAULTS`) into Rich styles, and the board widget asks
:func:`board_palette` for the app's current one when it draws. The styles only add to the
glyphs, which carry every meaning (``battle_text``'s docstring).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from atoterm.ui.themes import BOARD_DEFAULTS

if TYPE_CHECKING:
    from textual.app import App

TERRAIN_GROUPS = {
    # By glyph (``atoterm.views.terrain`` gives each terrain type its own).
    "█": ("board-stone", ""),
    "#": ("board-wood", ""),
    "▦": ("board-wood", ""),
    "▤": ("board-wood", ""),
    "∪": ("board-water", "bold "),
    "░": ("board-rubble", ""),
    "✦": ("board-glow", "bold "),
    "♣": ("board-plant", ""),
    "∴": ("board-plant", ""),
}
"""Terrain glyph -> (the theme variable of its colour, the emphasis added to it)."""


@dataclass(frozen=True)
class BoardPalette:
    """Rich style strings for each kind of thing on the board."""

    titans: tuple[tuple[str, str], ...]
    """(seat letter, style)."""
    body: str
    red_line: str
    highlight: str
    terrain: tuple[tuple[str, str], ...]
    """(glyph, style)."""

    def titan(self, key: str) -> str:
        return dict(self.titans).get(key, "bold")

    def terrain_style(self, glyph: str, missing: str = "") -> str:
        return dict(self.terrain).get(glyph, missing)


def rich_colour(value: str) -> str:
    """A theme colour as Rich reads it: ``ansi_cyan`` -> ``cyan`` (hex stays hex)."""
    value = value.strip()
    return value.removeprefix("ansi_") if value.startswith("ansi_") else value


def palette_from_variables(variables: Mapping[str, str]) -> BoardPalette:
    """The board's styles from a theme's variables (missing ones: the usual look's)."""

    def colour(name: str) -> str:
        return rich_colour(variables.get(name) or BOARD_DEFAULTS[name])

    return BoardPalette(
        titans=tuple((seat, f"bold {colour(f'board-titan-{seat.lower()}')}") for seat in "ABCD"),
        body=f"bold {colour('board-body')} on {colour('board-body-background')}",
        red_line=f"bold {colour('board-red-line')}",
        highlight=f"on {colour('board-highlight')}",
        terrain=tuple(
            (glyph, f"{bold}{colour(name)}") for glyph, (name, bold) in TERRAIN_GROUPS.items()
        ),
    )


DEFAULT_PALETTE = palette_from_variables(BOARD_DEFAULTS)

_BY_THEME: dict[str, BoardPalette] = {}


def board_palette(app: App[object]) -> BoardPalette:
    """The palette of ``app``'s current theme (built once per theme)."""
    name = app.theme
    found = _BY_THEME.get(name)
    if found is None:
        variables = {**BOARD_DEFAULTS, **app.current_theme.variables}
        found = _BY_THEME[name] = palette_from_variables(variables)
    return found
