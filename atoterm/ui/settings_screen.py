"""Settings: every key binding with its keys now (choose one and press a new key) and the theme.

Opened with ``k`` on the title screen, ``k`` in the help (``?``) and "Keys and theme" in the
command palette. A key already used where the binding works is refused with the reason;
``r`` gives a binding its default keys again. Every change is applied at once and saved in
the settings file (``user_settings``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer

from atoterm.ui.binding_catalog import BindingCatalog, binding_catalog, is_fixed, keys_display
from atoterm.ui.safe_widgets import SafeLabel, SafeOption, SafeOptionList, SafeStatic
from atoterm.ui.size_guard import GuardedModal
from atoterm.ui.themes import ATOTERM_THEMES

if TYPE_CHECKING:
    from atoterm.ui.user_settings import UserSettings

GROUP_WORDS = {
    "app": "Everywhere",
    "game": "Every game screen",
    "title": "The title screen",
    "setup": "The campaign setup",
    "voyage": "The voyage",
    "pause": "A pause after an adventure or a draw",
    "battle": "A battle",
    "board": "The battle board",
    "story": "The storybook",
    "replay": "The replay viewer",
    "help": "The help",
    "settings": "These settings",
    "leave": "The leave dialog",
}
"""A binding id's first part -> the heading it is listed under (others: a sheet or dialog)."""
KEYS_COLUMN = 12
WHAT_COLUMN = 30
INTRO = (
    "enter on a binding, then its new key (esc cancels) · r its default keys · tab the "
    "themes · saved at once in {path}"
)


OTHER_GROUP = "Sheets and dialogs"


def group_of(binding_id: str) -> str:
    return GROUP_WORDS.get(binding_id.partition(".")[0], OTHER_GROUP)


class KeyCaptureDialog(GuardedModal[str | None]):
    """Waits for one key press and returns its name (None: esc, nothing changes)."""

    def __init__(self, what: str, now: str) -> None:
        super().__init__()
        self._what, self._now = what, now

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield SafeLabel(f"A new key for “{self._what}”", classes="dialog-title")
            yield SafeLabel(f"Now: {self._now}. Press the new key; esc leaves it as it is.")

    def on_key(self, event: events.Key) -> None:
        event.stop()
        event.prevent_default()
        self.dismiss(None if event.key == "escape" else event.key)


class SettingsScreen(GuardedModal[None]):
    """Keys and theme; changes are saved as they are made."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close", key_display="esc", id="settings.close"),
        Binding("r", "reset", "Default keys for this binding", id="settings.reset"),
    ]

    def __init__(self, settings: UserSettings, catalog: BindingCatalog | None = None) -> None:
        super().__init__()
        self.user_settings = settings
        self.catalog = catalog or binding_catalog()

    def compose(self) -> ComposeResult:
        with Vertical(id="settings-body"):
            yield SafeStatic(Text("Keys and theme", "bold"), classes="dialog-title")
            yield SafeStatic(INTRO.format(path=self.user_settings.path), id="settings-intro")
            yield SafeStatic(id="settings-message")
            yield SafeOptionList(id="settings-keys")
            yield SafeStatic(Text("Theme", "bold"), classes="help-heading")
            yield SafeOptionList(id="settings-themes")
        yield Footer()

    def on_mount(self) -> None:
        problems = self.user_settings.problems
        if problems:
            self.say("Your settings file had problems: " + " ".join(problems))
        self.show_keys()
        self.show_themes()
        self.query_one("#settings-keys").focus()

    # ------------------------------------------------------------------ showing
    def say(self, message: str) -> None:
        self.query_one("#settings-message", SafeStatic).update(message)

    def key_row(self, binding_id: str) -> Text:
        entry = self.catalog.entries[binding_id]
        keys = keys_display(self.catalog.current_keys(binding_id, self.user_settings.keymap))
        text = Text(f"  {keys:<{KEYS_COLUMN}} ", "bold")
        where = f" ({entry.places[0]})" if group_of(binding_id) == OTHER_GROUP else ""
        text.append(f"{entry.description + where:<{WHAT_COLUMN}} ")
        text.append(binding_id, "dim")
        return text

    def show_keys(self) -> None:
        keys = self.query_one("#settings-keys", SafeOptionList)
        highlighted = keys.highlighted
        keys.clear_options()
        options: list[SafeOption] = []
        group = ""
        fixed_shown = False
        for binding_id in sorted(self.catalog.entries, key=self._order):
            if group_of(binding_id) != group:
                group = group_of(binding_id)
                options.append(SafeOption(Text(group, "bold underline"), disabled=True))
            if is_fixed(binding_id):
                if not fixed_shown:
                    fixed_shown = True
                    words = "  1–9, 0          choose an option (fixed: the lists show them)"
                    options.append(SafeOption(words, disabled=True))
                continue
            options.append(SafeOption(self.key_row(binding_id), id=binding_id))
        keys.add_options(options)
        if highlighted is None:  # the first binding, under its heading
            highlighted = next(i for i, option in enumerate(options) if not option.disabled)
        keys.highlighted = min(highlighted, keys.option_count - 1)

    def _order(self, binding_id: str) -> tuple[int, int]:
        groups = list(GROUP_WORDS)
        first = binding_id.partition(".")[0]
        place = groups.index(first) if first in groups else len(groups)
        return place, list(self.catalog.entries).index(binding_id)

    def show_themes(self) -> None:
        themes = self.query_one("#settings-themes", SafeOptionList)
        themes.clear_options()
        current = self.app.theme
        for name, (words, _theme) in ATOTERM_THEMES.items():
            mark = "▶ " if name == current else "  "
            themes.add_option(
                SafeOption(f"{mark}{words}" + (" (in use)" if mark.strip() else ""), id=name)
            )

    # ------------------------------------------------------------------ changing
    @on(SafeOptionList.OptionSelected, "#settings-keys")
    def _binding_chosen(self, event: SafeOptionList.OptionSelected) -> None:
        binding_id = event.option.id
        if binding_id is None or binding_id not in self.catalog.entries:
            return
        entry = self.catalog.entries[binding_id]
        now = keys_display(self.catalog.current_keys(binding_id, self.user_settings.keymap))

        def pressed(key: str | None) -> None:
            if key is not None:
                self.rebind(binding_id, key)

        self.app.push_screen(KeyCaptureDialog(entry.description, now), pressed)

    def rebind(self, binding_id: str, keys: str | None) -> None:
        """Give ``binding_id`` ``keys`` (None: its defaults), or say why not."""
        description = self.catalog.entries[binding_id].description
        problem = self.user_settings.set_keys(self.app, self.catalog, binding_id, keys)
        if problem is not None:
            self.say(f"✗ Not changed: {problem}.")
            return
        now = keys_display(self.catalog.current_keys(binding_id, self.user_settings.keymap))
        self.say(f"✓ “{description}” is now {now} (saved).")
        self.show_keys()

    def action_reset(self) -> None:
        keys = self.query_one("#settings-keys", SafeOptionList)
        if keys.highlighted is None:
            return
        binding_id = keys.get_option_at_index(keys.highlighted).id
        if binding_id in self.catalog.entries:
            self.rebind(binding_id, None)

    @on(SafeOptionList.OptionSelected, "#settings-themes")
    def _theme_chosen(self, event: SafeOptionList.OptionSelected) -> None:
        name = event.option.id
        if name not in ATOTERM_THEMES:
            return
        problem = self.user_settings.set_theme(self.app, name)
        words = ATOTERM_THEMES[name][0]
        self.say(
            f"✗ Theme {words} is in use but {problem}." if problem else f"✓ Theme: {words} (saved)."
        )
        self.show_themes()

    def action_close(self) -> None:
        self.dismiss(None)
