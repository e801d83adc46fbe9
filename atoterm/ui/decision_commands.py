"""Command palette (ctrl+p): the legal options of the pending decision, searchable by name."""

from __future__ import annotations

from functools import partial
from typing import Protocol, runtime_checkable

from rich.text import Text
from textual.command import DiscoveryHit, Hit, Hits, Provider

from atoterm.safe_text import safe_text
from atoterm.ui.safe_widgets import safe_markup


@runtime_checkable
class DecidingScreen(Protocol):
    """A screen with a pending decision the palette can answer."""

    def legal_choices(self) -> list[tuple[int, str, str]]:
        """(index into pending.options, label, explanation) for every legal option."""
        ...

    def choose(self, index: int) -> None:
        """Apply the option at ``index`` of the pending decision."""
        ...

    def key_of(self, index: int) -> str:
        """The key listed beside the option at ``index`` (the palette names the same one)."""
        ...


class DecisionCommands(Provider):
    """Lists only options that can be chosen now; choosing one applies it."""

    def _choices(self) -> list[tuple[str, partial[None], str | None]]:
        screen = self.screen
        if not isinstance(screen, DecidingScreen):
            return []
        # labels and explanations quote names from the journal and the content pack
        return [
            (
                safe_text(f"Choose {screen.key_of(index)}: {label}".replace(" :", ":")),
                partial(screen.choose, index),
                safe_markup(explain) if explain else None,
            )
            for index, label, explain in screen.legal_choices()
        ]

    async def discover(self) -> Hits:
        for command, apply_it, explain in self._choices():
            # A Text, not a str: the palette reads a str (and the help) as markup
            yield DiscoveryHit(Text(command), apply_it, text=command, help=explain)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for command, apply_it, explain in self._choices():
            score = matcher.match(command)
            if score > 0:
                yield Hit(score, matcher.highlight(command), apply_it, text=command, help=explain)
