"""Words on a panel's lower border, repainted alone.

Setting Textual's ``border_subtitle`` repaints the whole widget; for the battle's board panel
that is the whole board, again, at every cursor move (the subtitle names the cell under the
cursor). :func:`set_lower_border` stores the words as Textual's setter does and repaints
only the border's line.
"""

from __future__ import annotations

from textual.geometry import Region
from textual.widget import Widget


def set_lower_border(widget: Widget, words: str) -> None:
    """``widget.border_subtitle = words`` (``words`` is markup, as there), with only the
    lower border's line repainted once the widget has a size."""
    if not widget.outer_size.height:
        widget.border_subtitle = words
        return
    widget._border_subtitle = widget.render_str(words).expand_tabs(4).split()[0]
    offset = widget.content_offset  # refresh takes regions inside the borders and padding
    width, height = widget.outer_size
    widget.refresh(Region(-offset.x, height - 1 - offset.y, width, 1))
