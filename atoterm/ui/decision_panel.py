"""The pending decision: its prompt and keyed options, or the campaign's outcome.

Options are listed in reading order (``option_order``): the open ones first, then the one
that finishes (key ``0``), then the closed ones, dimmed, with a ``✗`` and the engine's reason
in words; a closed option cannot be highlighted or chosen. Each list entry's id is the
option's index in ``pending.options``, so whatever is picked goes back in the engine's terms.

A number key picks only an option the player can see: one scrolled out of the list's view
is brought into view and highlighted first (:meth:`DecisionPanel.key_pressed`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message

from atoterm.ui.layout_once import LaidOutOnce
from atoterm.ui.safe_widgets import SafeOption, SafeOptionList, SafeStatic
from atoterm.views.option_order import ShownOption, shown_options

if TYPE_CHECKING:
    from collections.abc import Mapping

    from atoterm.views.types import Decision, Outcome
    from atoterm.views.types import Option as DecisionOption


def option_text(
    key: int | str,
    option: DecisionOption,
    explain: bool = False,
    width: int = 0,
    note: str = "",
) -> Text:
    """How one option reads in the list: key, label, what it does when its label leaves that
    unsaid (``note``, from ``views.effects``: always under it), the engine's note on it when
    ``explain`` (the battle's odds beside each weapon: on the label's line when it fits in
    ``width``, else under it), and why it is closed (if it is)."""
    text = Text(f"{key}. " if str(key) else "   ")
    text.append(option.label)
    if note:
        text.append(f"\n   {note}", "italic")
    if explain and option.explain and not option.disabled:
        beside = f" · {option.explain}"
        if width and text.cell_len + len(beside) <= width:
            text.append(beside, "dim italic")
        else:
            text.append(f"\n   {option.explain}", "dim italic")
    if option.disabled:
        text.append(f"\n   ✗ not available: {option.disabled}")
    return text


def outcome_text(
    outcome: Outcome, keys: str = "u undoes the last decision; q quits (the journal is saved)."
) -> Text:
    reason = outcome.reason
    if outcome.result == "ended":  # a practice adventure has no verdict
        text = Text("The adventure is over.\n", "bold")
        if reason.strip().rstrip(".").lower() == "the adventure is over":
            reason = ""  # said once, not twice
    else:
        verdict = "WON" if outcome.result == "won" else "LOST"
        text = Text(f"The campaign is over: {verdict}.\n", "bold")
    text.append(reason)
    if outcome.rule:
        text.append(f" [{outcome.rule}]")
    text.append(f"\n\n{keys}")
    return text


class DecisionPanel(LaidOutOnce, Vertical):
    """Shows ``game.pending``; posts :class:`DecisionPanel.Chosen` when an option is picked.

    ``explain_options``: each option's explanation is written under it (the battle screen,
    where it holds the odds to hit and to wound), not only under the list when highlighted.
    """

    @dataclass
    class Chosen(Message):
        """The player picked the option at ``index`` of the pending decision."""

        index: int

    def __init__(self, explain_options: bool = False, **kwargs: str) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._pending: Decision | None = None
        self._shown: list[ShownOption] = []
        self.explain_options = explain_options
        """Each option's explanation is written under it (set before :meth:`show`)."""
        self._note: tuple[int, str] | None = None
        """(list position, words): why that entry was just brought into view."""
        self._width = 0
        """The list's width the entries were written for (notes beside or under labels)."""
        self._notes: Mapping[int, str] = {}
        self._subtitle = ""
        """Option index -> what it does, in words (``views.effects.option_notes``)."""

    def compose(self) -> ComposeResult:
        yield SafeStatic(id="decision-prompt")
        yield SafeOptionList(id="decision-options")
        yield SafeStatic(id="decision-explain")

    @property
    def shown(self) -> list[ShownOption]:
        """The options as listed now, top to bottom."""
        return list(self._shown)

    def index_at(self, position: int | None) -> int | None:
        """Index in ``pending.options`` of the list entry at ``position``."""
        if position is None or not 0 <= position < len(self._shown):
            return None
        return self._shown[position].index

    def show(
        self,
        pending: Decision | None,
        outcome: Outcome | None,
        notes: Mapping[int, str] | None = None,
    ) -> None:
        """List ``pending``'s options; ``notes`` says what an option does where its label
        does not (by index in ``pending.options``), written under the label."""
        self._pending = pending
        self._notes = notes or {}
        self._shown = []
        self._note = None
        self.query_one("#decision-explain", SafeStatic).update("")
        prompt = self.query_one("#decision-prompt", SafeStatic)
        options = self.query_one("#decision-options", SafeOptionList)
        options.clear_options()
        self._show_subtitle("")
        if outcome is not None:
            prompt.update(outcome_text(outcome))
            options.display = False
            return
        if pending is None:
            prompt.update("Nothing to decide.")
            options.display = False
            return
        prompt.update(Text(pending.prompt, "bold"))
        options.display = True
        self._shown = shown_options(pending)
        width = self._width = options.scrollable_content_region.width  # 0 before a layout
        options.add_options(
            SafeOption(
                option_text(
                    shown.key, shown.option, self.explain_options, width, self._note_of(shown)
                ),
                id=str(shown.index),
                disabled=bool(shown.option.disabled),
            )
            for shown in self._shown
        )
        first_open = next((p for p, s in enumerate(self._shown) if not s.option.disabled), None)
        options.highlighted = first_open
        # counted now, at the list's present size, so the count is painted with the list;
        # counted again once laid out (a change of size changes it, else nothing to redraw)
        self._count_out_of_sight()
        self.call_after_refresh(self._count_out_of_sight)

    def _note_of(self, shown: ShownOption) -> str:
        return self._notes.get(shown.index, "")

    def on_mount(self) -> None:
        options = self.query_one("#decision-options", SafeOptionList)
        self.watch(options, "scroll_y", self._count_out_of_sight, init=False)
        self.watch(options, "highlighted", self._highlight_moved, init=False)

    def on_resize(self) -> None:
        self.call_after_refresh(self._fit_width)

    def _fit_width(self) -> None:
        """Write the entries again for the list's new width (a note goes beside its label
        only where it fits), keeping the highlight; then count what is out of sight."""
        options = next(self.query("#decision-options").results(SafeOptionList), None)
        if options is None or not self.is_attached:
            return
        width = options.scrollable_content_region.width
        if self.explain_options and width and width != self._width and self._shown:
            self._width = width
            for position, shown in enumerate(self._shown):
                note = self._note_of(shown)
                text = option_text(shown.key, shown.option, self.explain_options, width, note)
                options.replace_option_prompt_at_index(position, text)
        self._count_out_of_sight()

    def _count_out_of_sight(self, _: float = 0) -> None:
        """The panel's lower border counts the options scrolled out of the list's view, so
        a short panel (80x24) never hides that there are more."""
        found = self.query("#decision-options").results(SafeOptionList)
        options = next(found, None)
        if options is None or not self.is_attached:  # called after a refresh: the screen
            return  # may be being taken down by then
        words = ""
        height = options.scrollable_content_region.height
        if options.display and options.option_count and height > 0:
            first = round(options.scroll_y)
            tops = [options.entry_lines(i)[0] for i in range(options.option_count)]
            above = sum(1 for top in tops if top < first)
            below = sum(1 for top in tops if top >= first + height)
            parts = [f"↑ {above} more" if above else "", f"↓ {below} more" if below else ""]
            words = " · ".join(p for p in parts if p)
        self._show_subtitle(words)

    def _show_subtitle(self, words: str) -> None:
        """The lower border's words; set only when they change (any setting repaints)."""
        if words != self._subtitle:
            self._subtitle = words
            self.border_subtitle = words

    def focus_options(self) -> None:
        options = self.query_one("#decision-options", SafeOptionList)
        if options.display:
            options.focus()

    # ------------------------------------------------------------------ keys
    def key_pressed(self, key: str) -> int | None:
        """The index in ``pending.options`` a key picks, if the player can see that option.

        An option listed out of view is scrolled into view and highlighted instead (None is
        returned and the line under the list says so): a key never picks what is not shown.
        """
        position = next((p for p, s in enumerate(self._shown) if s.key == key), None)
        if position is None:
            return None
        options = self.query_one("#decision-options", SafeOptionList)
        if self._in_view(options, position):
            return self._shown[position].index
        self._note = (position, f"{key} again chooses it (it was out of sight).")
        if not self._shown[position].option.disabled:
            options.highlighted = position
        options.scroll_to_entry(position)
        self._show_hint(position)
        return None

    def _in_view(self, options: SafeOptionList, position: int) -> bool:
        """The entry's first line (its key and label) lies inside the list's visible lines."""
        if not options.display or options.scrollable_content_region.height <= 0:
            return False
        top, _ = options.entry_lines(position)
        first = options.scroll_offset.y
        return first <= top < first + options.scrollable_content_region.height

    # ------------------------------------------------------------------ the line under the list
    def _show_hint(self, position: int | None) -> None:
        hint = ""
        options = self.query_one("#decision-options", SafeOptionList)
        highlighted = options.highlighted
        if highlighted is not None and 0 <= highlighted < len(self._shown):
            shown = self._shown[highlighted]
            hint = f"enter chooses {shown.key}" if shown.key else "enter chooses it"
            if shown.option.explain and not self.explain_options:
                hint += f" ({shown.option.explain})"
        if self._note is not None and self._note[0] == position:
            hint = self._note[1]
        explain = self.query_one("#decision-explain", SafeStatic)
        explain.update(Text(hint, "italic"))
        # a longer hint takes lines from the list: once laid out again, the entry shown stays
        if position is not None and options.display and explain.resized:
            self.call_after_refresh(options.scroll_to_entry, position)

    def refusal(self, reason: str) -> None:
        """Why the last key changed nothing, on the line under the list (until the
        highlight moves or the next refusal replaces it)."""
        self._note = None
        text = Text(f"✗ Not allowed: {reason}", "bold")
        self.query_one("#decision-explain", SafeStatic).update(text)

    def _highlight_moved(self, position: int | None) -> None:
        """Under the list, in words: which option enter takes, and the engine's note on it.

        A watcher, not the ``OptionHighlighted`` message: it runs in the key's own handler,
        so the new highlight and its line are painted in one screen update, not two."""
        options = self.query_one("#decision-options", SafeOptionList)
        if position is not None and not options.get_option_at_index(position).disabled:
            self._show_hint(position)

    @on(SafeOptionList.OptionHighlighted, "#decision-options")
    def _highlighted(self, event: SafeOptionList.OptionHighlighted) -> None:
        event.stop()  # shown by _highlight_moved already

    @on(SafeOptionList.OptionSelected, "#decision-options")
    def _picked(self, event: SafeOptionList.OptionSelected) -> None:
        event.stop()
        index = self.index_at(event.option_index)  # the list's order is not the engine's
        if index is not None:
            self.post_message(self.Chosen(index))
