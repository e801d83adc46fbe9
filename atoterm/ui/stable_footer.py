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
from textual.widgets._footer import FooterKey

if TYPE_CHECKING:
    from textual.app import App, ComposeResult
    from textual.binding import Binding
    from textual.screen import Screen

FooterKeys = tuple[tuple[str, str, str, str, bool, str], ...]
Entry = tuple[str, str, str, str, bool, str, bool]
"""One key as the footer lists it: key, display, description, action, disabled, tooltip,
whether it is the command palette's (docked at the right)."""


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


def footer_entries(footer: Footer, screen: Screen[object]) -> list[Entry] | None:
    """The keys ``Footer.compose`` would list, in its order (None when bindings are grouped:
    such a footer is always composed again)."""
    app = screen.app
    active = screen.active_bindings
    first_of_action: dict[str, Entry] = {}
    for _, binding, enabled, tooltip in active.values():
        if not binding.show:
            continue
        if binding.group is not None:
            return None
        if binding.action not in first_of_action:
            first_of_action[binding.action] = _entry(app, binding, enabled, tooltip, False)
    entries = list(first_of_action.values())
    palette = active.get(app.COMMAND_PALETTE_BINDING)
    if footer.show_command_palette and app.ENABLE_COMMAND_PALETTE and palette is not None:
        _, binding, enabled, _ = palette
        tooltip = binding.tooltip or binding.description
        entries.append(_entry(app, binding, enabled, tooltip, True))
    return entries


def _entry(app: App[object], binding: Binding, enabled: bool, tooltip: str, palette: bool) -> Entry:
    """One key of the footer as Textual's footer lists it."""
    return (
        binding.key,
        app.get_key_display(binding),
        binding.description,
        binding.action,
        not enabled,
        tooltip,
        palette,
    )


def entry_of(key: FooterKey) -> tuple[str, str, bool]:
    return key.key, key.action, key.has_class("-command-palette")


def update_key(widget: FooterKey, entry: Entry) -> None:
    """Write ``entry`` into ``widget`` (a key listed again, maybe with new words)."""
    _, display, description, _, disabled, tooltip, _ = entry
    if (widget.key_display, widget.description) != (display, description):
        widget.key_display, widget.description = display, description
        widget.refresh(layout=True)
    if widget._disabled != disabled:
        widget._disabled = disabled
        widget.set_class(disabled, "-disabled")
    if (widget.tooltip or "") != tooltip:
        widget.tooltip = tooltip or None
    widget.display = True


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
        if screen is not screen.app.screen:
            # under an overlay (whose opening changes this screen's keys: the hint's goes):
            # nothing shows, and Textual reports the keys again when the screen is back on
            # top; changed now, the footer made the whole screen repaint on its return
            return
        if screen.app.app_focus and self.is_attached and screen is self.screen:
            keys = listed_keys(self, screen)
            if keys == self._listed:
                return
            self._listed = keys
            if self._update_in_place(screen):
                return
        super().bindings_changed(screen)

    def _update_in_place(self, screen: Screen[object]) -> bool:
        """List the keys with the footer's own key widgets, if it has one for each, in the
        same order: the others are hidden, not removed (a key that comes and goes, as the
        voyage's Continue, is shown again in place). False: composed again, as Textual does.
        """
        entries = footer_entries(self, screen)
        widgets = list(self.children)
        if entries is None or not all(isinstance(w, FooterKey) for w in widgets):
            return False
        keys: list[FooterKey] = widgets  # type: ignore[assignment]
        matched: list[tuple[FooterKey, Entry]] = []
        position = 0
        for entry in entries:
            wanted = (entry[0], entry[3], entry[6])
            while position < len(keys) and entry_of(keys[position]) != wanted:
                position += 1
            if position == len(keys):
                return False  # a key it has no widget for (or in another order)
            matched.append((keys[position], entry))
            position += 1
        shown = {id(widget) for widget, _ in matched}
        for widget in keys:
            if id(widget) not in shown:
                widget.display = False
        for widget, entry in matched:
            update_key(widget, entry)
        self.styles.grid_size_columns = sum(1 for _, entry in matched if not entry[6])
        return True
