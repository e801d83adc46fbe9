"""Command palette (ctrl+p): the legal options of the pending decision, searchable by name."""

from __future__ import annotations

from functools import partial
from typing import Protocol, runtime_checkable

from textual.command import DiscoveryHit, Hit, Hits, Provider


@runtime_checkable
class DecidingScreen(Protocol):
    """A screen with a pending decision the palette can answer."""

    def legal_choices(self) -> list[tuple[int, str, str]]:
        """(index into pending.options, label, explanation) for every legal option."""
        ...

    def choose(self, index: int) -> None:
        """Apply the option at ``index`` of the pending decision."""
        ...


class DecisionCommands(Provider):
    """Lists only options that can be chosen now; choosing one applies it."""

    def _choices(self) -> list[tuple[str, partial[None], str | None]]:
        screen = self.screen
        if not isinstance(screen, DecidingScreen):
            return []
        return [
            (f"Choose {index + 1}: {label}", partial(screen.choose, index), explain or None)
            for index, label, explain in screen.legal_choices()
        ]

    async def discover(self) -> Hits:
        for command, apply_it, explain in self._choices():
            yield DiscoveryHit(command, apply_it, help=explain)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for command, apply_it, explain in self._choices():
            score = matcher.match(command)
            if score > 0:
                yield Hit(score, matcher.highlight(command), apply_it, text=command, help=explain)
