"""A journal another terminal is writing: replay it read-only, continue in a copy, or cancel.

Two writers would interleave their records and corrupt the campaign, so a journal open for
writing is locked (``store/lock.py``). Opening it to play from the title screen (Continue,
Load) asks here instead of failing.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer

from atoterm.session.paths import numbered_paths, shown_name
from atoterm.ui.safe_widgets import SafeLabel, SafeOption, SafeOptionList
from atoterm.ui.size_guard import GuardedModal

if TYPE_CHECKING:
    from atoterm.session import JournalLocked
    from atoterm.ui.app import AtotermApp

REPLAY, COPY = "replay", "copy"


class LockedJournalDialog(GuardedModal[str | None]):
    """Returns "replay", "copy", or None (cancelled)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "choose('replay')", "Replay", id="locked.replay"),
        Binding("c", "choose('copy')", "Copy", id="locked.copy"),
        Binding("escape", "choose('')", "Cancel", id="locked.cancel"),
    ]

    def __init__(self, locked: JournalLocked) -> None:
        super().__init__()
        self.locked = locked

    def compose(self) -> ComposeResult:
        path = self.locked.path
        who = self.locked.holder.describe() if self.locked.holder else "by another program"
        copy = shown_name(first_free(numbered_paths(path, "copy")))
        with Vertical(id="lock-box", classes="dialog"):
            yield SafeLabel("This journal is open elsewhere", classes="dialog-title")
            yield SafeLabel(Text(f"{shown_name(path)} is open for writing {who}."))
            yield SafeLabel(
                "Two terminals writing one journal would corrupt it. You can step through it "
                "read-only, or go on playing in a copy that holds the game so far (the copy "
                "and the original then go their own ways)."
            )
            yield SafeOptionList(
                SafeOption("Replay it (read-only)", id=REPLAY),
                SafeOption(Text(f"Continue in a copy ({copy})"), id=COPY),
                SafeOption("Cancel", id="cancel"),
                id="lock-choices",
            )
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#lock-choices", SafeOptionList).focus()

    @on(SafeOptionList.OptionSelected, "#lock-choices")
    def _picked(self, event: SafeOptionList.OptionSelected) -> None:
        self.action_choose(event.option.id or "")

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice if choice in (REPLAY, COPY) else None)


def first_free(candidates: Iterator[Path]) -> Path:
    """The first name nothing holds now (the one the copy will most likely get)."""
    first = next(candidates)
    return (
        next((p for p in candidates if not os.path.lexists(p)), first)
        if os.path.lexists(first)
        else first
    )


def ask_about_locked(app: AtotermApp, locked: JournalLocked) -> None:
    """Show the dialog and do what the player picks."""
    path = locked.path

    def picked(choice: str | None) -> None:
        if choice == REPLAY:
            app.open_journal(path, "replay")
        elif choice == COPY:
            open_in_copy(app, path)

    app.push_screen(LockedJournalDialog(locked), picked)


def open_in_copy(app: AtotermApp, path: Path) -> None:
    """Read ``path`` without writing to it, then play on in a new copy beside it."""
    from atoterm.session.opening import continue_in_copy
    from atoterm.session.profile_sync import ProfileSync
    from atoterm.ui.session_access import OpenError, describe, open_for_replay, voyage_recorder

    app.close_game()
    try:
        game, notes = open_for_replay(path, app.content.pack())
        copy = continue_in_copy(game, path)
    except OpenError as exc:
        app.report_problem(str(exc))
        return
    except OSError as exc:
        app.report_problem(f"cannot make a copy to continue in: {describe(exc)}")
        return
    game.profile = ProfileSync.open()
    game.voyages = voyage_recorder()
    where = (
        f"{shown_name(path)} is open in another terminal: playing on in the copy "
        f"{shown_name(copy)} after decision {game.history.position}."
    )
    app.show_game(game, [where, *notes, *game.take_profile_warnings()])
