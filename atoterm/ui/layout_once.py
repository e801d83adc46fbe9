"""One layout per change of size: no second layout asked for by the widget resized.

When a layout gives a widget a new size, Textual sets the widget's virtual size as a layout
reactive, which asks for another layout of the whole screen, painted a frame later
(``Widget._size_updated``). A widget that scrolls nothing of its own, or whose scroll bars
ask for their own layout when they come or go (``Widget._refresh_scrollbars``), is already
where the first layout put it: the second layout changed no cell and cost a reflow and a
repaint of the screen at every decision that changed a panel's height
(``benchmarks/tui_latency.py``). Widgets that take :class:`LaidOutOnce` first in their bases
keep their virtual size without asking for that layout.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.geometry import Size


class LaidOutOnce:
    """Mixin for a Textual widget (put it before the widget class)."""

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        changed: bool = super()._size_updated(  # type: ignore[misc]
            size, virtual_size, container_size, layout=False
        )
        return changed
