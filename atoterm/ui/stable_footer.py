"""A footer that is rebuilt only when the keys it lists change.

Textual's :class:`~textual.widgets.Footer` removes and mounts all its keys again whenever the
screen's bindings are reported changed: each focus move (the board, the option list), each
return from an overlay. The keys shown are almost always the same, and the rebuild (new
widgets styled and laid out, after one more refresh) cost more than the rest of such a key's
answer (``benchmarks/tui_latency.py``). :class:`StableFooter` compares what it would list
with what it lists and rebuilds only on a difference.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.widgets import Footer

if TYPE_CHECKING:
    from textual.app import ComposeResult
    from textual.screen import Screen

FooterKeys = tuple[tuple[str, str, str, str, bool, str], ...]


def listed_keys(footer: Footer, screen: Screen[object]) -> FooterKeys:
    """What ``footer`` lists for ``screen``'s active bindings: key, its display, action,
    description, enabled, tooltip (the command palette's key included)."""
    app = screen.app
    return tuple(
        (
            binding.key,
            app.get_key_display(binding),
            binding.action,
            binding.description,
            enabled,
            tooltip or binding.tooltip,
        )
        for _, binding, enabled, tooltip in screen.active_bindings.values()
        if binding.show or binding.key == app.COMMAND_PALETTE_BINDING
    )


class StableFooter(Footer):
    """:class:`Footer`, rebuilt only when the keys it would list differ from the listed ones.

    It lists its screen's keys from its first composition (Textual's footer starts empty
    and is filled a refresh later, when the screen first reports its bindings: two more
    screen updates for every overlay opened)."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._listed: FooterKeys | None = None
        self.set_reactive(Footer._bindings_ready, True)

    def compose(self) -> ComposeResult:
        self._listed = listed_keys(self, self.screen)
        yield from super().compose()

    def bindings_changed(self, screen: Screen[object]) -> None:
        if screen.app.app_focus and self.is_attached and screen is self.screen:
            keys = listed_keys(self, screen)
            if keys == self._listed:
                return
            self._listed = keys
        super().bindings_changed(screen)
