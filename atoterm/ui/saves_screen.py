"""The saves manager (``s`` on the title screen): every journal of the save folder, campaigns
first, then practice games, then files that cannot be opened, each with why.

A row shows the file's name (the campaign's name: setup names no campaign, so the journal's
file name is it), the Argonauts' names when they were chosen, the day, Progress and outcome,
and when it was last played. The header of every file is read at once; the day and Progress
come from loading each journal read-only, off the UI thread, one at a time, and are kept in
the app's cache until the file changes (``session/saves_index.py``). ``enter``/``c``
continues the highlighted journal, ``r`` replays it, ``delete`` moves it to the folder's
trash after asking.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer
from textual.worker import get_current_worker

from atoterm.ui.safe_widgets import SafeLabel, SafeOption, SafeOptionList, SafeStatic
from atoterm.ui.size_guard import GuardedModal, GuardedScreen

if TYPE_CHECKING:
    from atoterm.session.saves_index import SaveEntry, Standing, StandingCache
    from atoterm.ui.app import AtotermApp
    from atoterm.views.types import ContentPack

SECTIONS = (
    ("campaign", "Campaigns"),
    ("practice", "Practice games (battles, adventures, scenarios)"),
    ("damaged", "Files that cannot be opened"),
)
PRACTICE_WORDS = {
    "battle": "Practice battle",
    "adventure": "Practice adventure",
    "theatre": "Mnestis Theatre battle",
}
OUTCOME_WORDS = {"won": "Won", "lost": "Lost"}


def last_played(seconds: float, now: float | None = None) -> str:
    """When a file was last written, in words a player reads at a glance."""
    now = time.time() if now is None else now
    age = now - seconds
    if 0 <= age < 60:
        return "just now"
    if 0 <= age < 3600:
        return f"{int(age // 60)} min ago"
    if 0 <= age < 86400 and time.localtime(seconds)[:3] == time.localtime(now)[:3]:
        return "today " + time.strftime("%H:%M", time.localtime(seconds))
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(seconds))


def standing_words(entry: SaveEntry, found: Standing | str | None) -> str:
    """The middle of a row: day and Progress, or the practice game's kind; the outcome."""
    from atoterm.session.saves_index import PRACTICE
    from atoterm.views.campaign import current_day

    if found is None:
        return "reading…"
    if isinstance(found, str):
        return f"✗ cannot be opened: {found}"
    state = found.state
    if entry.kind == PRACTICE:
        parts = [
            PRACTICE_WORDS.get(found.start_phase, "Practice game"),
            f"{found.decisions} decisions",
        ]
    else:
        day = min(current_day(state), state.timeline.length)
        parts = [f"Day {day} of {state.timeline.length}", f"Progress {state.progress}"]
    outcome = state.outcome
    if outcome is not None:
        verdict = OUTCOME_WORDS.get(outcome.result, "Ended")
        reason = outcome.reason.rstrip(".")
        parts.append(f"{verdict}: {reason}" if reason else verdict)
    elif state.phase == "over":
        parts.append("Ended")
    if found.notes:
        parts.append("⚠ damaged near its end: opens the part that reads")
    return " · ".join(parts)


def row_text(entry: SaveEntry, found: Standing | str | None, now: float | None = None) -> Text:
    """One save, as its row shows it (every part from the file is printable text)."""
    text = Text(entry.name, "bold")
    if entry.names:
        text.append(f"  ({', '.join(entry.names)})")
    when = "changed" if entry.problem else "last played"
    text.append(f"  · {when} {last_played(entry.modified, now)}", "dim")
    text.append("\n   ")
    text.append(f"✗ {entry.problem}" if entry.problem else standing_words(entry, found))
    return text


class SavesScreen(GuardedScreen):
    """The save folder's journals; open, replay or delete one."""

    DEFAULT_CSS = """
    SavesScreen #saves-box { padding: 0 2; height: 1fr; }
    SavesScreen #saves-list { height: 1fr; }
    SavesScreen #saves-message { height: auto; padding: 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("c", "open_save('load')", "Continue", id="saves.continue"),
        Binding("r", "open_save('replay')", "Replay", id="saves.replay"),
        Binding("delete,D", "delete", "Delete…", key_display="del D", id="saves.delete"),
        Binding("question_mark", "help", "Help", key_display="?", id="saves.help"),
        Binding("escape", "back", "Title", id="saves.back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[SaveEntry] = []
        self.rows: dict[int, SaveEntry] = {}
        """The list's saves by option index (headings and gaps have none): the entry a
        highlighted row stands for, never read back out of its id."""
        """The journals listed, in the order of their rows."""
        self._pack: ContentPack | None = None
        """The content pack standings are read with (None until it is loaded)."""

    @property
    def atoterm(self) -> AtotermApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        from atoterm.session.paths import saves_dir

        with Vertical(id="saves-box"):
            yield SafeLabel(f"Saves in {saves_dir()}/", classes="screen-title")
            yield SafeOptionList(id="saves-list")
            yield SafeStatic(id="saves-message")
        yield Footer()

    def on_mount(self) -> None:
        self.reload()
        self.query_one("#saves-list", SafeOptionList).focus()

    def cache(self) -> StandingCache:
        from atoterm.session.saves_index import StandingCache

        found = getattr(self.app, "saves_cache", None)
        if found is None:
            found = StandingCache()
            self.app.saves_cache = found  # type: ignore[attr-defined]  # lives with the app
        return found

    def reload(self) -> None:
        """List the folder again (headers only) and read the standings not yet known."""
        from atoterm.session.saves_index import list_entries

        listed = list_entries()
        self.entries = [e for kind, _ in SECTIONS for e in listed if e.kind == kind]
        self.cache().retain(self.entries)
        self._fill()
        self._read_standings()

    def standing(self, entry: SaveEntry) -> Standing | str | None:
        """What is known of ``entry``'s standing (None: not read yet)."""
        pack = self._pack
        return self.cache().get(entry, pack) if pack is not None else None

    def _fill(self) -> None:
        menu = self.query_one("#saves-list", SafeOptionList)
        before = menu.highlighted
        kept = menu.get_option_at_index(before).id if before is not None else None
        menu.clear_options()
        options: list[SafeOption | None] = []
        self.rows = {}
        now = time.time()
        for kind, heading in SECTIONS:
            rows = [(i, e) for i, e in enumerate(self.entries) if e.kind == kind]
            if not rows and kind == "damaged":
                continue
            if options:
                options.append(None)
            options.append(SafeOption(Text(heading, "bold underline"), disabled=True))
            if not rows:
                options.append(SafeOption(Text("   none yet", "dim"), disabled=True))
            for index, entry in rows:
                text = row_text(entry, self.standing(entry), now)
                self.rows[sum(o is not None for o in options)] = entry  # gaps are no option
                options.append(SafeOption(text, id=f"save-{index}"))
        menu.add_options(options)
        ids = [o.id for o in options if o is not None and o.id]
        chosen = kept if kept in ids else (ids[0] if ids else None)
        if chosen is not None:
            menu.highlighted = menu.get_option_index(chosen)

    @work(thread=True, exclusive=True, group="saves-standing")
    def _read_standings(self) -> None:
        """Load each journal read-only (the newest first); the rows update as they come.
        The content pack is loaded here too the first time (half a second)."""
        from atoterm.ui.session_access import OpenError

        cache = self.cache()
        worker = get_current_worker()
        try:
            pack = self._pack = self.atoterm.content.pack()
        except OpenError as exc:
            self.app.call_from_thread(self.show_message, str(exc))
            return
        for index, entry in enumerate(list(self.entries)):
            if entry.problem:
                continue
            cache.read(entry, pack)  # at once when the file has not changed since last read
            if worker.is_cancelled:  # the screen was closed: nobody to show it to
                return
            self.app.call_from_thread(self._show_row, index, entry)

    def _show_row(self, index: int, entry: SaveEntry) -> None:
        """Put a standing just read into its row (when the list still shows that file)."""
        if not self.is_attached or index >= len(self.entries) or self.entries[index] != entry:
            return
        menu = self.query_one("#saves-list", SafeOptionList)
        menu.replace_option_prompt(f"save-{index}", row_text(entry, self.standing(entry)))

    def highlighted_entry(self) -> SaveEntry | None:
        menu = self.query_one("#saves-list", SafeOptionList)
        if menu.highlighted is None:
            return None
        return self.rows.get(menu.highlighted)

    def show_message(self, message: str) -> None:
        self.query_one("#saves-message", SafeStatic).update(Text(f"✗ {message}") if message else "")

    @on(SafeOptionList.OptionSelected, "#saves-list")
    def _picked(self, event: SafeOptionList.OptionSelected) -> None:
        self.action_open_save("load")

    def action_open_save(self, mode: str) -> None:
        """Continue (``load``) or replay the highlighted journal; a file that cannot be
        opened is refused here with its reason, and nothing is opened."""
        entry = self.highlighted_entry()
        if entry is None:
            self.show_message("choose a save first (arrow keys)")
            return
        problem = entry.problem or (found if isinstance(found := self.standing(entry), str) else "")
        if problem:
            self.show_message(f"{entry.name} cannot be opened: {problem}")
            return
        self.show_message("")
        self.atoterm.open_journal(entry.path, mode)
        if self.is_current:  # refused (the reason is on the title screen too): say it here
            self.show_message(self.atoterm_message())

    def atoterm_message(self) -> str:
        """The reason the app gave for refusing the journal (kept by the title screen, at
        the bottom of the stack)."""
        return str(getattr(self.app.screen_stack[0], "_message", ""))

    def action_delete(self) -> None:
        entry = self.highlighted_entry()
        if entry is None:
            self.show_message("choose a save first (arrow keys)")
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self._move_to_trash(entry)

        self.app.push_screen(DeleteDialog(entry), answered)

    def _move_to_trash(self, entry: SaveEntry) -> None:
        from atoterm.session import JournalLocked
        from atoterm.session.saves_index import move_to_trash
        from atoterm.ui.session_access import describe

        try:
            where = move_to_trash(entry)
        except JournalLocked as exc:
            who = exc.holder.describe() if exc.holder else "by another program"
            self.show_message(
                f"{entry.name} was not moved: it is open for writing {who}; close it there first"
            )
            return
        except OSError as exc:
            self.show_message(f"{entry.name} was not moved: {describe(exc)}")
            return
        self.reload()
        self.query_one("#saves-message", SafeStatic).update(
            Text(f"Moved {entry.name} to {where.parent.name}/ (move it back to restore it).")
        )

    def action_help(self) -> None:
        from atoterm.ui.help_screen import HelpScreen

        self.app.push_screen(HelpScreen(self, "saves"))

    def action_back(self) -> None:
        self.dismiss()


class DeleteDialog(GuardedModal[bool]):
    """ "Move this save to the trash?" y/n."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Yes, move it", id="delete.yes"),
        Binding("n,escape", "answer(False)", "No, keep it", key_display="n esc", id="delete.no"),
    ]

    def __init__(self, entry: SaveEntry) -> None:
        super().__init__()
        self.entry = entry

    def compose(self) -> ComposeResult:
        from atoterm.session.saves_index import TRASH

        with Vertical(classes="dialog"):
            yield SafeLabel(f"Delete {self.entry.name}?", classes="dialog-title")
            yield SafeLabel(
                f"It is moved to the save folder's {TRASH}/ folder, not destroyed: move it "
                "back to play it again. y moves it, n keeps it."
            )
        yield Footer()

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
