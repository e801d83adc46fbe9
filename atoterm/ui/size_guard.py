"""Screens that show a centred "terminal too small" notice instead of a broken layout.

Every atoterm screen derives from :class:`GuardedScreen` (or :class:`GuardedModal`). Below
``MIN_WIDTH`` x ``MIN_HEIGHT`` the screen gets the ``-too-small`` class, which hides all its
children except the :class:`SizeNotice` (see ``app.tcss``), and every game action is refused
until the terminal is large enough again.
"""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.screen import ModalScreen, Screen

from atoterm.ui.first_hints import offer_hint
from atoterm.ui.safe_widgets import SafeStatic

MIN_WIDTH = 80
MIN_HEIGHT = 24
ResultType = TypeVar("ResultType")

ALWAYS_ALLOWED = frozenset({"quit", "leave", "help_quit", "command_palette"})
"""Actions that still work while only the size notice is shown."""


def too_small(size: Size) -> bool:
    return size.width < MIN_WIDTH or size.height < MIN_HEIGHT


def size_message(size: Size) -> str:
    return (
        f"atoterm needs a terminal of at least {MIN_WIDTH}×{MIN_HEIGHT} characters.\n"
        f"This one is {size.width}×{size.height}: please make it larger.\n\n"
        "(q quits; nothing is lost: every decision is already saved)"
    )


class SizeNotice(SafeStatic):
    """The centred message shown while the terminal is smaller than the minimum."""


class _SizeGuard:
    """Mixin for screens: toggles ``-too-small`` and keeps the notice up to date."""

    def _guard_size(self: Any) -> None:
        size = self.app.size
        small = too_small(size)
        changed = small != self.has_class("-too-small")
        if changed and small:
            self._focus_before_notice = self.focused
        self.set_class(small, "-too-small")
        notices = self.query(SizeNotice)
        if small:
            if notices:
                notices.first().update(size_message(size))
            else:
                self.mount(SizeNotice(size_message(size)))
        if changed:
            self.refresh_bindings()
        if changed and not small:
            self.call_after_refresh(self._restore_focus)

    def _restore_focus(self: Any) -> None:
        """Hidden widgets lose focus; give it back to the one that had it (or the first)."""
        before = getattr(self, "_focus_before_notice", None)
        if before is not None and before.is_attached and before.focusable:
            before.focus()
        elif self.focused is None:
            self.focus_next()

    def on_mount(self: Any) -> None:
        self._set_breakpoints()
        self._guard_size()
        offer_hint(self)  # a newcomer's first visit: one line to know

    def _set_breakpoints(self: Any) -> None:
        """The width and height classes (``-narrow``/``-wide``) before the first paint.

        Textual sets them on the screen's first Resize event, which comes after the first
        frame: a screen pushed at 120 columns (a campaign resumed) was drawn once in its
        narrow layout and reflowed a moment later."""
        size = self.app.size
        found: dict[str, bool] = {}
        for dimension, own, app_wide in (
            (size.width, self.HORIZONTAL_BREAKPOINTS, self.app.HORIZONTAL_BREAKPOINTS),
            (size.height, self.VERTICAL_BREAKPOINTS, self.app.VERTICAL_BREAKPOINTS),
        ):
            breakpoints = (app_wide if own is None else own) or []
            found.update({name: False for _, name in breakpoints})
            for floor, name in sorted(breakpoints, reverse=True):
                if dimension >= floor:
                    found[name] = True
                    break
        if found:
            self.update_classes(found, animate=False)

    def on_resize(self: Any, event: events.Resize) -> None:
        self._guard_size()

    def on_screen_resume(self: Any) -> None:
        self._guard_size()

    def check_action(self: Any, action: str, parameters: tuple[object, ...]) -> bool | None:
        return action in ALWAYS_ALLOWED or not self.has_class("-too-small")


class GuardedScreen(_SizeGuard, Screen[None]):
    """A full screen that refuses to draw (or act) in a too small terminal."""


class GuardedModal(_SizeGuard, ModalScreen[ResultType]):
    """A modal screen with the same guard, and ``?`` for the help of its keys (Textual does
    not look past a modal screen for the app's keys; the help and any overlay with a ``?``
    of its own keep theirs)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "question_mark",
            "app.screen_help",
            "Help: the keys of this screen",
            key_display="?",
            show=False,
            id="overlay.help",
        ),
    ]

    async def _on_resize(self, event: events.Resize) -> None:
        """Textual sends a new screen a Resize after its first layout, and a screen's Resize
        lays it out again with every screen shown below it: an overlay was laid out and
        painted twice, and the game under it once more, for one key. When this screen and
        those below are laid out at that size already, there is nothing to do (a real
        change of the terminal's size goes on to Textual's handler)."""
        screens = [self, *self.app._background_screens]
        if self.is_attached and all(screen._compositor.size == event.size for screen in screens):
            event.stop()
            event.prevent_default()
