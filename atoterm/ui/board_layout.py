"""The layout the voyage and replay screens share: status line, map and a lower-left panel,
the Argo sheet and the log on the right, the footer."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widget import Widget

from atoterm.ui.argo_sheet import ArgoSheet
from atoterm.ui.event_log import EventLog
from atoterm.ui.map_view import MapView
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.ui.stable_footer import StableFooter


def compose_board(lower_left: Widget) -> ComposeResult:
    """Yield the board; ``lower_left`` sits under the map (the decision, or replay details)."""
    yield SafeStatic(id="status")
    with Horizontal(id="body"):
        with Vertical(id="left"):
            yield MapView(id="map", classes="panel")
            yield lower_left
        with Vertical(id="right"):
            yield ArgoSheet(id="sheet", classes="panel")
            yield EventLog(id="log", classes="panel")
    yield StableFooter()


def title_board(screen: Screen[object], panel_id: str, panel_title: str, log_title: str) -> None:
    """Border titles of the board's panels; ``panel_id`` is the lower-left panel's id."""
    screen.query_one("#map").border_title = "Map"
    screen.query_one("#map").border_subtitle = "? legend"
    screen.query_one(f"#{panel_id}").border_title = panel_title
    screen.query_one("#sheet").border_title = "Argo"
    screen.query_one("#log").border_title = log_title
