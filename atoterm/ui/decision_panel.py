"""The pending decision: its prompt and numbered options, or the campaign's outcome.

Options the engine marks as disabled are listed dimmed, with a ``✗`` and the engine's reason
in words, and cannot be highlighted or chosen.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message

from atoterm.ui.safe_widgets import SafeOption, SafeOptionList, SafeStatic

if TYPE_CHECKING:
    from atoterm.views.types import Decision, Outcome
    from atoterm.views.types import Option as DecisionOption


def option_text(number: int, option: DecisionOption) -> Text:
    """How one option reads in the list: number, label, and why it is closed (if it is)."""
    text = Text(f"{number}. " if number <= 9 else "   ")
    text.append(option.label)
    if option.disabled:
        text.append(f"\n   ✗ not available: {option.disabled}")
    return text


def outcome_text(
    outcome: Outcome, keys: str = "u undoes the last decision; q quits (the journal is saved)."
) -> Text:
    if outcome.result == "ended":  # a practice adventure has no verdict
        text = Text("The adventure is over.\n", "bold")
    else:
        verdict = "WON" if outcome.result == "won" else "LOST"
        text = Text(f"The campaign is over: {verdict}.\n", "bold")
    text.append(outcome.reason)
    if outcome.rule:
        text.append(f" [{outcome.rule}]")
    text.append(f"\n\n{keys}")
    return text


class DecisionPanel(Vertical):
    """Shows ``game.pending``; posts :class:`DecisionPanel.Chosen` when an option is picked."""

    @dataclass
    class Chosen(Message):
        """The player picked the option at ``index`` of the pending decision."""

        index: int

    def __init__(self, **kwargs: str) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._pending: Decision | None = None

    def compose(self) -> ComposeResult:
        yield SafeStatic(id="decision-prompt")
        yield SafeOptionList(id="decision-options")
        yield SafeStatic(id="decision-explain")

    def show(self, pending: Decision | None, outcome: Outcome | None) -> None:
        self._pending = pending
        self.query_one("#decision-explain", SafeStatic).update("")
        prompt = self.query_one("#decision-prompt", SafeStatic)
        options = self.query_one("#decision-options", SafeOptionList)
        options.clear_options()
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
        options.add_options(
            SafeOption(
                option_text(number, option), id=str(number - 1), disabled=bool(option.disabled)
            )
            for number, option in enumerate(pending.options, start=1)
        )
        first_open = next((i for i, o in enumerate(pending.options) if not o.disabled), None)
        options.highlighted = first_open

    def focus_options(self) -> None:
        options = self.query_one("#decision-options", SafeOptionList)
        if options.display:
            options.focus()

    @on(SafeOptionList.OptionHighlighted, "#decision-options")
    def _highlighted(self, event: SafeOptionList.OptionHighlighted) -> None:
        """Under the list, in words: which option enter takes, and the engine's note on it."""
        event.stop()
        pending = self._pending
        hint = ""
        if pending is not None and event.option.id is not None:
            index = int(event.option.id)
            hint = f"enter chooses {index + 1}"
            if index < len(pending.options) and pending.options[index].explain:
                hint += f" ({pending.options[index].explain})"
        self.query_one("#decision-explain", SafeStatic).update(Text(hint, "italic"))

    @on(SafeOptionList.OptionSelected, "#decision-options")
    def _picked(self, event: SafeOptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.post_message(self.Chosen(int(event.option.id)))
