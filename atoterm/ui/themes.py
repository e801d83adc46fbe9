"""atoterm's themes: the usual look, a high-contrast one and a colour-blind-safe one.

A theme is a Textual :class:`~textual.theme.Theme`: its colours drive the stylesheet
(``$primary``, ``$error`` for the toasts, ...) and its ``variables`` hold the board's colours
(``board-titan-a``, ``board-red-line``, the terrain groups: see :data:`BOARD_DEFAULTS`), which
:mod:`atoterm.ui.board_palette` turns into the board's styles. Colour only ever adds to what a
glyph already says (a Titan is its letter, a red line a heavy rule, each terrain its own
glyph), so every theme tells the same things; the themes differ in how easy they are to see.

* ``atoterm``: Textual's dark look, as atoterm has always looked.
* ``atoterm-high-contrast``: black and white, with the board's pieces in the brightest
  colours and the Primordial in reverse.
* ``atoterm-colour-blind``: the Okabe–Ito palette (eight colours told apart with every common
  colour-vision deficiency) for everything coloured: Titans, the Primordial, red lines,
  terrain, the highlight, toasts.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from textual.theme import BUILTIN_THEMES, Theme

if TYPE_CHECKING:
    from textual.app import App

DEFAULT_THEME = "atoterm"
BOARD_DEFAULTS: dict[str, str] = {
    # ansi_* keeps the terminal's own colours, as the board always used them
    "board-titan-a": "ansi_cyan",
    "board-titan-b": "ansi_yellow",
    "board-titan-c": "ansi_green",
    "board-titan-d": "ansi_magenta",
    "board-body": "ansi_bright_white",
    "board-body-background": "#870000",
    "board-red-line": "ansi_red",
    "board-highlight": "#1f4d2b",
    "board-stone": "#b2b2b2",
    "board-wood": "#d75f00",
    "board-water": "ansi_blue",
    "board-rubble": "#808080",
    "board-glow": "ansi_yellow",
    "board-plant": "ansi_green",
}
"""The board's colours in the usual look (valid both as Textual CSS and, without ``ansi_``,
as Rich colours)."""

OKABE_ITO = {
    "orange": "#E69F00",
    "sky_blue": "#56B4E9",
    "bluish_green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "reddish_purple": "#CC79A7",
    "grey": "#999999",
}

_dark = BUILTIN_THEMES["textual-dark"]
ATOTERM_THEMES: dict[str, tuple[str, Theme]] = {
    DEFAULT_THEME: (
        "Default",
        replace(_dark, name=DEFAULT_THEME, variables={**_dark.variables, **BOARD_DEFAULTS}),
    ),
    "atoterm-high-contrast": (
        "High contrast",
        Theme(
            name="atoterm-high-contrast",
            primary="#FFFF00",
            secondary="#00FFFF",
            accent="#FFFF00",
            warning="#FFFF00",
            error="#FF3030",
            success="#00FF00",
            foreground="#FFFFFF",
            background="#000000",
            surface="#000000",
            panel="#1A1A1A",
            boost="#333333",
            dark=True,
            text_alpha=1.0,
            variables={
                "board-titan-a": "#00FFFF",
                "board-titan-b": "#FFFF00",
                "board-titan-c": "#00FF00",
                "board-titan-d": "#FF80FF",
                "board-body": "#000000",
                "board-body-background": "#FFFFFF",
                "board-red-line": "#FF3030",
                "board-highlight": "#0000C0",
                "board-stone": "#FFFFFF",
                "board-wood": "#FFB000",
                "board-water": "#40A0FF",
                "board-rubble": "#D0D0D0",
                "board-glow": "#FFFF00",
                "board-plant": "#00FF00",
                "text-muted": "#FFFFFF",
            },
        ),
    ),
    "atoterm-colour-blind": (
        "Colour-blind safe",
        Theme(
            name="atoterm-colour-blind",
            primary=OKABE_ITO["blue"],
            secondary=OKABE_ITO["sky_blue"],
            accent=OKABE_ITO["orange"],
            warning=OKABE_ITO["orange"],
            error=OKABE_ITO["vermillion"],
            success=OKABE_ITO["bluish_green"],
            foreground="#E0E0E0",
            dark=True,
            variables={
                "board-titan-a": OKABE_ITO["sky_blue"],
                "board-titan-b": OKABE_ITO["orange"],
                "board-titan-c": OKABE_ITO["bluish_green"],
                "board-titan-d": OKABE_ITO["reddish_purple"],
                "board-body": "#FFFFFF",
                "board-body-background": OKABE_ITO["blue"],
                "board-red-line": OKABE_ITO["vermillion"],
                "board-highlight": "#3D3D3D",
                "board-stone": OKABE_ITO["grey"],
                "board-wood": OKABE_ITO["orange"],
                "board-water": OKABE_ITO["sky_blue"],
                "board-rubble": "#7F7F7F",
                "board-glow": OKABE_ITO["yellow"],
                "board-plant": OKABE_ITO["bluish_green"],
            },
        ),
    ),
}
"""Theme name (as the settings file writes it) -> (its name for players, the theme)."""


def theme_words(name: str) -> str:
    """A theme's name for players (Textual's own themes keep their names)."""
    found = ATOTERM_THEMES.get(name)
    return found[0] if found else name


def register_themes(app: App[object]) -> None:
    """Make atoterm's themes available and the default one current."""
    for _words, theme in ATOTERM_THEMES.values():
        app.register_theme(theme)
    app.theme = DEFAULT_THEME
