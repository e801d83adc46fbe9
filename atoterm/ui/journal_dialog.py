"""Pick a journal to continue or replay: from the save folder, or by typing a path."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Input

from atoterm.ui.safe_widgets import SafeLabel, SafeOption, SafeOptionList
from atoterm.ui.size_guard import GuardedModal

TITLES = {"load": "Continue a journal", "replay": "Replay a journal (read-only)"}


class JournalDialog(GuardedModal[Path | None]):
    """Returns the chosen journal path, or None when cancelled."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Cancel", id="journal.cancel"),
    ]

    def __init__(self, mode: str) -> None:
        super().__init__()
        self.mode = mode
        """"load" or "replay" (only changes the wording)."""

    def compose(self) -> ComposeResult:
        from atoterm.session.paths import list_saves, saves_dir

        saves = list_saves()
        with Vertical(id="journal-box", classes="dialog"):
            yield SafeLabel(TITLES.get(self.mode, "Open a journal"), classes="dialog-title")
            if saves:
                yield SafeLabel(f"Journals in {saves_dir()}/ (most recent first):")
                yield SafeOptionList(
                    *[SafeOption(path.name, id=str(path)) for path in saves], id="journal-list"
                )
            else:
                yield SafeLabel(f"There is no journal in {saves_dir()}/ yet.")
            yield SafeLabel("Or type the path of a journal file and press enter:")
            yield Input(placeholder="path/to/campaign.atoj", id="journal-path")
        yield Footer()

    def on_mount(self) -> None:
        lists = self.query("#journal-list")
        (lists.first() if lists else self.query_one("#journal-path")).focus()

    @on(SafeOptionList.OptionSelected, "#journal-list")
    def _picked(self, event: SafeOptionList.OptionSelected) -> None:
        if event.option.id:
            self.dismiss(Path(event.option.id))

    @on(Input.Submitted, "#journal-path")
    def _typed(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if text:
            self.dismiss(Path(text).expanduser())

    def action_cancel(self) -> None:
        self.dismiss(None)
