"""The chronicle of the campaign: shown when the campaign ends (and on ``c`` at any time).

The text is the chronicle Markdown of ``atoterm.session.chronicle`` (the same text written
next to the journal and by ``atoterm export PATH --format chronicle``), rendered with Rich.
Should that module not be there, a plain summary of the state stands in: outcome, days,
battles, the day-by-day notes, technologies and final stats.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, ClassVar

from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer

from atoterm.safe_text import safe_lines
from atoterm.ui.campaign_text import primordial_name, tech_name
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.ui.size_guard import GuardedModal
from atoterm.views.campaign import current_day

if TYPE_CHECKING:
    from atoterm.session import Game
    from atoterm.views.types import ContentPack, GameState


def chronicle_markdown(game: Game) -> str:
    """The chronicle of ``game`` as Markdown: ``session.chronicle``'s text when present,
    else a summary of the state."""
    try:
        module = importlib.import_module("atoterm.session.chronicle")
    except ImportError:
        module = None
    writer = getattr(module, "chronicle_markdown", None)
    if writer is not None:
        return str(writer(game.state, game))
    return summary_markdown(game.state, game.content)


def summary_markdown(state: GameState, pack: ContentPack) -> str:
    """A plain chronicle from the state alone."""
    lines = ["# Chronicle", ""]
    outcome = state.outcome
    if outcome is None:
        lines.append(f"The campaign goes on: day {current_day(state)} of {state.timeline.length}.")
    else:
        verdict = {"won": "won", "lost": "lost"}.get(outcome.result, outcome.result)
        rule = f" [{outcome.rule}]" if outcome.rule else ""
        lines.append(
            f"The campaign was **{verdict}** on day {current_day(state)}: {outcome.reason}{rule}"
        )
    campaign = state.campaign
    lines += ["", "## Day by day", ""]
    if campaign.chronicle:
        lines += [f"* Day {e.day}: {e.text}" for e in campaign.chronicle]
    else:
        lines.append("Nothing noted yet.")
    lines += ["", "## Battles", ""]
    if campaign.battles:
        lines += [
            f"* Day {b.day}: {b.kind} battle vs {primordial_name(pack, b.primordial)} "
            f"level {b.level}: {b.result}"
            + (f", {b.titans_lost} Titan(s) lost" if b.titans_lost else "")
            for b in campaign.battles
        ]
    else:
        lines.append("No battle fought.")
    dead = [a.name for a in state.argonauts if not a.alive]
    dead += [a.name for a in state.fallen_sheets]
    lines += ["", "## The fallen", "", ", ".join(dict.fromkeys(dead)) if dead else "None."]
    techs = [tech_name(pack, t) for t in state.story.technologies]
    lines += ["", "## Technologies", "", ", ".join(techs) if techs else "None."]
    argo = state.argo
    lines += [
        "",
        "## Final stats",
        "",
        f"Crew {argo.crew} · Hull {argo.hull} · Argo Fate {argo.argo_fate} · "
        f"Knowledge {argo.knowledge} · Progress {state.progress} · Doom {state.doom}",
    ]
    return "\n".join(lines)


class ChronicleScreen(GuardedModal[None]):
    """The chronicle over the voyage screen; ``escape`` or ``c`` closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,c", "close", "Close", key_display="esc", id="chronicle.close"),
    ]

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.markdown = safe_lines(chronicle_markdown(game))
        """The chronicle shown (Markdown source)."""
        self.over = game.state.outcome is not None

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="info-body", classes="panel"):
            yield SafeStatic(Markdown(self.markdown), id="chronicle-text")
        yield Footer()

    def on_mount(self) -> None:
        scroll = self.query_one("#info-body")
        scroll.border_title = "Chronicle · the campaign is over" if self.over else "Chronicle"
        scroll.border_subtitle = "esc closes"
        scroll.focus()

    def action_close(self) -> None:
        self.dismiss(None)
