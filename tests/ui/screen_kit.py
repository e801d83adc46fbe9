"""The screen as a terminal shows it, as text: whole lines, and the words of one widget's
region (a name wrapped onto two lines reads as one; a name cut short does not)."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

from rich.console import Console

if TYPE_CHECKING:
    from textual.app import App
    from textual.widget import Widget

BOX_GLYPHS = "│┃╎▊▎╭╮╰╯─━"


def screen_lines(app: App[object]) -> list[str]:
    """Every line of the screen on top, as the terminal shows it."""
    width, height = app.size
    console = Console(
        width=width, height=height, file=io.StringIO(), record=True, color_system=None
    )
    console.print(app.screen._compositor.render_update(full=True))
    return console.export_text(styles=False).splitlines()


def region_words(app: App[object], widget: Widget) -> str:
    """The words shown inside ``widget``'s region, line after line, borders left out."""
    region = widget.region
    lines = screen_lines(app)[region.y : region.y + region.height]
    text = " ".join(line[region.x : region.x + region.width] for line in lines)
    for glyph in BOX_GLYPHS:
        text = text.replace(glyph, " ")
    return " ".join(text.split())


class Painted:
    """Counts the screen updates the app sends to its display (an update that paints
    nothing is not one)."""

    def __init__(self, app: App[Any]) -> None:
        self.count = 0
        display = app._display

        def counted(screen: Any, renderable: Any) -> None:
            display(screen, renderable)
            if renderable is not None:
                self.count += 1

        app._display = counted  # type: ignore[method-assign]
